#include "cache/disk_cache.h"

#include "support/temporary_directory.h"
#include "support/warning.h"

#include <fmt/format.h>
#include <unistd.h>
#include <xxhash.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <random>
#include <vector>

namespace kiln {

namespace fs = std::filesystem;

namespace {

// 002: the checksum is seeded with the entry's key, so an entry renamed or
// swapped by hand reads as damaged instead of loading the wrong kernel.
constexpr char kMagic[8] = {'K', 'I', 'L', 'N', 'C', '0', '0', '2'};

uint64_t key_seed(const std::string& key) { return XXH64(key.data(), key.size(), 0); }
constexpr const char* kScratchPrefix = "tmp-";


std::optional<std::string> read_file(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  if (!in) return std::nullopt;
  return std::string(std::istreambuf_iterator<char>(in), {});
}

bool is_scratch(const fs::path& p) { return p.filename().string().rfind(kScratchPrefix, 0) == 0; }

// Only files kiln names are ever counted, evicted or cleared: a cache directory
// pointed at a folder with other files in it loses none of them.
bool is_entry(const fs::path& p) {
  const std::string name = p.filename().string();
  return name.rfind("kernel-", 0) == 0 || name.rfind("runtime-", 0) == 0;
}

// Why `bytes` is not a sealed entry, or empty when it is.
std::string entry_problem(const std::string& key, const std::string& bytes) {
  if (bytes.size() < sizeof(CacheTrailer)) return fmt::format("truncated ({} bytes)", bytes.size());
  CacheTrailer t;
  std::memcpy(&t, bytes.data() + bytes.size() - sizeof t, sizeof t);
  if (std::memcmp(t.magic, kMagic, sizeof kMagic) != 0) return "no kiln trailer (truncated or overwritten)";
  if (t.payload_size != bytes.size() - sizeof t) return fmt::format("size {} does not match its trailer's {}", bytes.size() - sizeof t, t.payload_size);
  if (XXH64(bytes.data(), t.payload_size, key_seed(key)) != t.payload_hash) return "checksum mismatch: damaged, or another entry's content";
  return "";
}

}  // namespace

fs::path resolve_cache_dir(const std::string& flag) {
  if (!flag.empty()) return flag;
  if (const char* d = std::getenv("KILN_CACHE_DIR"); d && *d) return d;
  if (const char* x = std::getenv("XDG_CACHE_HOME"); x && *x) return fs::path(x) / "kiln";
  if (const char* h = std::getenv("HOME"); h && *h) return fs::path(h) / ".cache" / "kiln";
  return temporary_parent() / "kiln-cache";
}

std::shared_ptr<DiskCache> DiskCache::open(const CacheSettings& settings) {
  if (!settings.enabled) return nullptr;
  const fs::path dir = resolve_cache_dir(settings.dir);
  uint64_t max_bytes = settings.max_bytes;
  if (const char* m = std::getenv("KILN_CACHE_MAX_BYTES"); m && *m) {
    char* end = nullptr;
    errno = 0;
    const unsigned long long v = std::strtoull(m, &end, 10);
    if (*end != '\0' || errno != 0 || m[0] == '-') {
      warn_once(fmt::format("KILN_CACHE_MAX_BYTES='{}' is not a number of bytes; the cache keeps its default limit of {} bytes", m, max_bytes));
    } else {
      max_bytes = v;
    }
  }
  std::error_code ec;
  fs::create_directories(dir, ec);
  auto cache = std::make_shared<DiskCache>(dir, max_bytes);
  // Writable means a file can be created in it, whatever the permission bits say.
  const fs::path probe = cache->scratch_path(".probe");
  if (!ec) {
    std::ofstream out(probe, std::ios::binary);
    if (!out) ec = std::make_error_code(std::errc::permission_denied);
  }
  if (ec) {
    warn_once(fmt::format("compile cache {} is not writable ({}); running without a disk cache", dir.string(), ec.message()));
    return nullptr;
  }
  fs::remove(probe, ec);
  cache->evict();
  return cache;
}

fs::path DiskCache::scratch_path(const std::string& suffix) const {
  static std::atomic<uint64_t> counter{0};
  static const uint64_t salt = std::random_device{}();
  return dir_ / fmt::format("{}{}-{:x}-{}{}", kScratchPrefix, getpid(), salt & 0xffffff, counter++, suffix);
}

DiskCache::Lookup DiskCache::find(const std::string& key) { return find_reading(key, nullptr); }

DiskCache::Lookup DiskCache::find_reading(const std::string& key, std::string* entry_bytes) {
  const fs::path p = dir_ / key;
  std::error_code ec;
  if (!fs::exists(p, ec)) return {};
  if (!fs::is_regular_file(p, ec)) {
    fs::remove_all(p, ec);
    return {std::nullopt, fmt::format("compile cache entry {} is not a file; removed it and compiling again", p.string())};
  }
  std::optional<std::string> bytes = read_file(p);
  if (!bytes) return {};
  if (std::string problem = entry_problem(key, *bytes); !problem.empty()) {
    fs::remove(p, ec);
    return {std::nullopt, fmt::format("compile cache entry {} is damaged ({}); removed it and compiling again", p.string(), problem)};
  }
  fs::last_write_time(p, fs::file_time_type::clock::now(), ec);  // recently used; fails quietly when read-only
  if (entry_bytes) *entry_bytes = std::move(*bytes);
  return {p, ""};
}

std::optional<std::string> DiskCache::payload(const std::string& key) {
  std::string bytes;
  const Lookup found = find_reading(key, &bytes);
  if (!found.problem.empty()) warn_once(found.problem);
  if (!found.path) return std::nullopt;
  bytes.resize(bytes.size() - sizeof(CacheTrailer));  // verified: the trailer is there
  return bytes;
}

fs::path DiskCache::insert(const std::string& key, const fs::path& built) {
  if (!is_entry(key)) throw std::invalid_argument("cache keys start with kernel- or runtime-: " + key);
  std::optional<std::string> bytes = read_file(built);
  if (!bytes) throw std::runtime_error("cannot read " + built.string());
  CacheTrailer t{};
  std::memcpy(t.magic, kMagic, sizeof kMagic);
  t.payload_size = bytes->size();
  t.payload_hash = XXH64(bytes->data(), bytes->size(), key_seed(key));
  {
    std::ofstream out(built, std::ios::binary | std::ios::app);
    out.write(reinterpret_cast<const char*>(&t), sizeof t);
    if (!out) throw std::runtime_error("cannot write " + built.string());
  }
  const fs::path entry = dir_ / key;
  fs::rename(built, entry);  // atomic: readers see the old entry, the new one, or none
  if (++inserts_since_evict_ >= 64) {
    inserts_since_evict_ = 0;
    evict();
  }
  return entry;
}

void DiskCache::evict() {
  struct Entry {
    fs::path path;
    uint64_t bytes;
    fs::file_time_type used;
  };
  std::vector<Entry> entries;
  uint64_t total = 0;
  std::error_code ec;
  const auto now = fs::file_time_type::clock::now();
  for (const auto& e : fs::directory_iterator(dir_, ec)) {
    std::error_code e2;
    const uint64_t size = e.file_size(e2);
    const auto used = e.last_write_time(e2);
    if (e2) continue;
    if (is_scratch(e.path())) {  // left by a process that died while building
      if (now - used > std::chrono::hours(1)) fs::remove(e.path(), e2);
      continue;
    }
    if (!is_entry(e.path())) continue;
    entries.push_back({e.path(), size, used});
    total += size;
  }
  if (total <= max_bytes_) return;
  std::sort(entries.begin(), entries.end(), [](const Entry& a, const Entry& b) { return a.used < b.used; });
  for (const Entry& e : entries) {
    if (total <= max_bytes_ / 10 * 9) break;
    std::error_code e2;
    if (fs::remove(e.path, e2)) total -= e.bytes;
  }
}

CacheStats DiskCache::stats() const {
  CacheStats s;
  s.dir = dir_;
  s.max_bytes = max_bytes_;
  std::error_code ec;
  for (const auto& e : fs::directory_iterator(dir_, ec)) {
    if (!is_entry(e.path())) continue;
    std::error_code e2;
    s.bytes += e.file_size(e2);
    ++s.entries;
  }
  return s;
}

uint64_t DiskCache::clear() {
  uint64_t removed = 0;
  std::error_code ec;
  std::vector<fs::path> paths;
  for (const auto& e : fs::directory_iterator(dir_, ec)) {
    if (is_entry(e.path())) paths.push_back(e.path());
  }
  for (const fs::path& p : paths) {
    std::error_code e2;
    removed += fs::remove(p, e2) ? 1 : 0;
  }
  return removed;
}

}  // namespace kiln
