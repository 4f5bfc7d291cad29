#include "lower/autoschedule.h"

#include <fmt/format.h>

#include <cstdlib>
#include <filesystem>
#include <map>
#include <mutex>

#include "support/error.h"
#include "support/stderr_capture.h"

namespace kiln::lower {

namespace {

// Where CMake found each plugin (Halide::Adams2019 ...); empty when not.
std::string plugin_path(const std::string& name) {
  const std::map<std::string, std::string> paths = {
      {"Adams2019", KILN_AUTOSCHEDULER_ADAMS2019}, {"Mullapudi2016", KILN_AUTOSCHEDULER_MULLAPUDI2016}, {"Li2018", KILN_AUTOSCHEDULER_LI2018}};
  auto it = paths.find(name);
  return it == paths.end() ? "" : it->second;
}

// Plugins register themselves globally, and kernels compile on several
// threads: loading and running autoschedulers is serialized.
std::mutex& autoscheduler_mutex() {
  static std::mutex m;
  return m;
}

Halide::Region region_of(const TensorType& t) {
  Halide::Region r;
  for (int64_t d : t.dims) r.emplace_back(0, static_cast<int>(d));
  return r;
}

}  // namespace

void apply_autoscheduler(LoweredKernel& lowered, const Kernel& kernel, const AutoschedulerChoice& choice, const Halide::Target& target) {
  if (target.has_gpu_feature()) user_error("kernel {}: Halide 14's autoschedulers schedule CPU code only ('{}' asks for {})", kernel.name, target.to_string(), choice.name);
  const std::string path = plugin_path(choice.name);
  std::lock_guard<std::mutex> lock(autoscheduler_mutex());
  static std::map<std::string, bool> loaded;
  if (!loaded[choice.name]) {
    if (path.empty() || !std::filesystem::exists(path)) {
      user_error("autoscheduler {}: its plugin is not installed{}", choice.name, path.empty() ? "" : " (looked for " + path + ")");
    }
    Halide::load_plugin(path);
    loaded[choice.name] = true;
  }
  for (size_t i = 0; i < lowered.inputs.size(); ++i) lowered.inputs[i].set_estimates(region_of(kernel.inputs[i].type()));
  for (size_t i = 0; i < lowered.outputs.size(); ++i) lowered.outputs[i].set_estimates(region_of(kernel.outputs[i].type()));
  Halide::MachineParams params = Halide::MachineParams::generic();
  params.parallelism = choice.parallelism;
  // Adams2019 prints its passes and cache statistics: held back, and shown
  // only with the error when the autoscheduler fails.
  StderrCapture chatter;
  // Adams2019 reads its beam from the environment (runs are serialized
  // above); set only when it changes, since other threads may read it.
  if (choice.name == "Adams2019") {
    const std::string beam = std::to_string(choice.beam > 0 ? choice.beam : 32);
    const char* now = std::getenv("HL_BEAM_SIZE");
    if (!now || beam != now) ::setenv("HL_BEAM_SIZE", beam.c_str(), 1);
  }
  try {
    const Halide::AutoSchedulerResults results = lowered.pipeline.auto_schedule(choice.name, target, params);
    if (std::getenv("KILN_PRINT_AUTOSCHEDULES")) {
      chatter.finish();
      fmt::print(stderr, "autoscheduler {} on kernel {}:\n{}\n", choice.name, kernel.name, results.schedule_source);
    }
  } catch (const Halide::Error& e) {
    const std::string printed = chatter.finish();
    user_error("autoscheduler {} on kernel {}: {}{}", choice.name, kernel.name, e.what(), printed.empty() ? "" : "\n" + printed);
  }
}

}  // namespace kiln::lower
