// kiln cache stats|clear|runtime: the persistent compile cache (docs/cache.md).
#include <fmt/format.h>

#include "backends/cpu/cpu_backend.h"
#include "cache/disk_cache.h"
#include "cli.h"
#include "support/error.h"

namespace kiln::cli {

int cache_command(const std::vector<std::string>& args) {
  std::string action;
  GlobalOptions global;
  po::options_description desc("kiln cache stats|clear|runtime");
  desc.add_options()("help", "show this help")("action", po::value(&action),
                                               "stats: where it is, entries, bytes; clear: remove every entry; runtime: compile this "
                                               "machine's Halide runtime into it (the build does this once)");
  add_global_options(desc, global, kCacheDir);
  const po::variables_map vm = parse(args, desc, "action", 1);
  if (printed_help(vm, desc)) return 0;
  if (action != "stats" && action != "clear" && action != "runtime") user_error("cache needs 'stats', 'clear' or 'runtime', got '{}'", action);
  CacheSettings settings = compile_options_from(global).cache;
  settings.enabled = true;  // --no-cache does not hide the cache from these commands
  const auto cache = DiskCache::open(settings);
  if (!cache) user_error("compile cache {} cannot be opened", resolve_cache_dir(settings.dir).string());
  if (action == "runtime") {
    if (!cpu::prepare_host_runtime(cache.get())) user_error("the Halide runtime could not be built into {}", cache->dir().string());
    fmt::print("Halide runtime for {} in {}\n", cpu::host_target(), cache->dir().string());
    return 0;
  }
  if (action == "clear") {
    fmt::print("removed {} entries from {}\n", cache->clear(), cache->dir().string());
    return 0;
  }
  const CacheStats s = cache->stats();
  fmt::print("dir {}\nentries {}\nbytes {}\nmax_bytes {}\n", s.dir.string(), s.entries, s.bytes, s.max_bytes);
  return 0;
}

}  // namespace kiln::cli
