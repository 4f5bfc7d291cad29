// The persistent compile cache: compiled kernels (shared objects) stored under
// a directory, keyed by fingerprint, so a model's second run skips compilation.
//
// Safe with several processes at once: an entry is written under a unique
// temporary name and renamed into place (atomic on one file system), so a
// reader sees a whole entry or none. Robust to damage: every entry ends with a
// trailer (magic, size, xxHash of the bytes before it) that is checked before
// the entry is used; a damaged entry is removed and reported, and the caller
// compiles again. Bounded: least recently used entries (by modification time,
// refreshed on every hit) are removed when the directory outgrows its limit.
#pragma once

#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>

namespace kiln {

struct CacheSettings {
  bool enabled = true;  // --no-cache: no disk cache (kernels still compile once per process)
  std::string dir;      // --cache-dir; empty: the default below
  // KILN_CACHE_MAX_BYTES overrides this.
  uint64_t max_bytes = uint64_t{2} << 30;
};

// --cache-dir, else $KILN_CACHE_DIR, else $XDG_CACHE_HOME/kiln, else ~/.cache/kiln.
std::filesystem::path resolve_cache_dir(const std::string& flag);

struct CacheStats {
  std::filesystem::path dir;
  uint64_t entries = 0;
  uint64_t bytes = 0;
  uint64_t max_bytes = 0;
};

class DiskCache {
 public:
  // The cache at settings' directory, created if needed; null when disabled or
  // when the directory cannot be created or written (with a warning on stderr,
  // once per process and directory).
  static std::shared_ptr<DiskCache> open(const CacheSettings& settings);

  explicit DiskCache(std::filesystem::path dir, uint64_t max_bytes) : dir_(std::move(dir)), max_bytes_(max_bytes) {}

  struct Lookup {
    std::optional<std::filesystem::path> path;  // a verified entry, ready to load
    std::string problem;                        // set when an entry was damaged (and removed)
  };
  Lookup find(const std::string& key);
  // A verified entry's payload (its bytes without the trailer), for an entry
  // that is copied out rather than loaded in place (an object for a static
  // library); none when there is no such entry or it was damaged (warned).
  std::optional<std::string> payload(const std::string& key);

  // Keys name files: `kernel-...` or `runtime-...` (nothing else in the
  // directory is ever touched).
  // Seals `built` (appends the trailer) and renames it into place as `key`;
  // `built` must be a scratch_path() of this cache. Returns the entry's path.
  std::filesystem::path insert(const std::string& key, const std::filesystem::path& built);

  // A unique file name inside the cache directory for building an entry.
  std::filesystem::path scratch_path(const std::string& suffix) const;

  void evict();  // down to 90% of max_bytes, oldest first
  CacheStats stats() const;
  uint64_t clear();  // removes every entry; returns how many

  const std::filesystem::path& dir() const { return dir_; }

 private:
  // find, also handing back a verified entry's bytes (trailer included).
  Lookup find_reading(const std::string& key, std::string* entry_bytes);

  std::filesystem::path dir_;
  uint64_t max_bytes_;
  int inserts_since_evict_ = 0;
};

// Entry file format, for tests: payload, then this trailer.
struct CacheTrailer {
  char magic[8];          // "KILNC001"
  uint64_t payload_size;  // bytes before the trailer
  uint64_t payload_hash;  // XXH64 of those bytes, seed 0
  uint64_t reserved;
};

}  // namespace kiln
