// The objects an ahead-of-time library is built from, kept in the compile
// cache (cache/disk_cache.h): a second `kiln compile` of the same kernels for
// the same target copies them out instead of compiling them again, and every
// library after the first takes its Halide runtime from there (about 1.5 s of
// LLVM a library otherwise).
#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <string>

#include "cache/disk_cache.h"

namespace kiln::aot {

class ObjectCache {
 public:
  // No cache when settings disable it or its directory cannot be written
  // (DiskCache::open warns): every object is then compiled.
  explicit ObjectCache(const CacheSettings& settings);

  // Cache keys. A kernel's object exports `function`, which holds the
  // library's name, so the key hashes the name with the fingerprint (which
  // holds the target and the code generator's version). The runtime depends
  // on the target alone.
  static std::string kernel_key(const std::string& function, uint64_t fingerprint);
  static std::string runtime_key(const std::string& target);

  // `object` copied from the entry `key` when there is one; else built by
  // `build` and stored. Returns whether it came from the cache.
  bool get_or_build(const std::string& key, const std::filesystem::path& object,
                    const std::function<void(const std::filesystem::path&)>& build);

 private:
  std::shared_ptr<DiskCache> cache_;
};

}  // namespace kiln::aot
