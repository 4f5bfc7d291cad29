#include "aot/object_cache.h"

#include <fmt/format.h>
#include <xxhash.h>

#include "cache/kernel_fingerprint.h"
#include "support/atomic_file.h"
#include "support/warning.h"

namespace kiln::aot {

namespace fs = std::filesystem;

namespace {

// Raised when what an AOT object is built from changes outside what its key
// hashes (the Halide runtime's target features, say).
constexpr uint64_t kAotObjectVersion = 1;

}  // namespace

ObjectCache::ObjectCache(const CacheSettings& settings) : cache_(DiskCache::open(settings)) {}

std::string ObjectCache::kernel_key(const std::string& function, uint64_t fingerprint) {
  return fmt::format("kernel-aot-{:016x}.o", XXH64(function.data(), function.size(), fingerprint ^ kAotObjectVersion));
}

std::string ObjectCache::runtime_key(const std::string& target) {
  const std::string text = fmt::format("{}\n{}", codegen_version(), target);
  return fmt::format("runtime-aot-{:016x}.o", XXH64(text.data(), text.size(), kAotObjectVersion));
}

bool ObjectCache::get_or_build(const std::string& key, const fs::path& object, const std::function<void(const fs::path&)>& build) {
  if (cache_) {
    if (std::optional<std::string> bytes = cache_->payload(key)) {
      write_file_atomically(object, *bytes);
      return true;
    }
  }
  build(object);
  if (!cache_) return false;
  // A library that builds is what matters: a cache that cannot take the
  // object (a full disk) costs the next run a compile, with a warning.
  try {
    const fs::path scratch = cache_->scratch_path(".o");
    fs::copy_file(object, scratch, fs::copy_options::overwrite_existing);
    cache_->insert(key, scratch);
  } catch (const std::exception& e) {
    warn_once(fmt::format("compile cache {}: could not store {} ({}); the next kiln compile compiles it again", cache_->dir().string(), key,
                          e.what()));
  }
  return false;
}

}  // namespace kiln::aot
