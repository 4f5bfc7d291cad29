// kiln compile MODEL.hlo --target TARGET -o DIR [--name NAME]: a static library
// and a C header (docs/aot.md).
#include <fmt/format.h>

#include <filesystem>

#include "aot/aot_compiler.h"
#include "cache/schedule_store.h"
#include "cli.h"
#include "importer/import.h"
#include "support/error.h"

namespace kiln::cli {

int compile_command(const std::vector<std::string>& args) {
  std::string model, out_dir, name, target = "host";
  GlobalOptions global;
  po::options_description desc("kiln compile MODEL.hlo -o DIR [options]");
  desc.add_options()("help", "show this help")("model", po::value(&model), "HLO text file")(
      "output,o", po::value(&out_dir), "directory for libNAME.a, NAME.h, NAMEConfig.cmake, NAME.pc")(
      "name", po::value(&name), "C name of the model (default: the file name)")(
      "target", po::value(&target), "host (default), a Halide x86 target string (e.g. x86-64-linux-avx2-fma), cuda / cuda-smNN (a CUDA library), or opencl (an OpenCL library)");
  add_global_options(desc, global, kLogCompiles | kElidedConstants | kSchedules | kArgShapes | kCacheDir | kNoCache);
  const po::variables_map vm = parse(args, desc, "model", 1);
  if (printed_help(vm, desc)) return 0;
  if (model.empty()) user_error("compile needs a model file");
  if (out_dir.empty()) user_error("compile needs -o DIR");
  if (name.empty()) name = aot::c_identifier(std::filesystem::path(model).stem().string(), "m_");
  auto module = import_model_file(model, import_options_from(global));
  aot::AotOptions options;
  options.target = target;
  options.out_dir = out_dir;
  options.name = name;
  options.source = std::filesystem::path(model).filename().string();
  options.verbose = global.log_compiles;
  options.schedules_dir = resolve_schedules_dir(global.schedules, model).string();
  options.cache = compile_options_from(global).cache;
  const aot::AotResult r = aot::compile_aot(*module, options);
  fmt::print("compiled {} for {}: {} kernel step(s) ({} distinct), {} GEMM step(s), workspace {} bytes\n", model, r.target, r.kernels,
             r.distinct_kernels, r.gemms, r.workspace_bytes);
  fmt::print("  {}\n  {}\n  {}\n  {}\n", r.library.string(), r.header.string(), r.cmake_config.string(), r.pkg_config.string());
  return 0;
}

}  // namespace kiln::cli
