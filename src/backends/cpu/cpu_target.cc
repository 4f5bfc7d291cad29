#include "backends/cpu/cpu_target.h"

#include <cstdlib>
#include <fstream>

#include "backends/cpu/cpu_backend.h"
#include "schedule/cpu_rules.h"
#include "support/error.h"
#include "support/machine.h"

namespace kiln::cpu {

namespace {

// Whether /proc/cpuinfo lists `flag` for this CPU.
bool cpu_has_flag(const std::string& flag) {
  std::ifstream cpuinfo("/proc/cpuinfo");
  std::string line;
  while (std::getline(cpuinfo, line)) {
    if (line.rfind("flags", 0) == 0) return (line + " ").find(" " + flag + " ") != std::string::npos;
  }
  return false;
}

}  // namespace

// Halide 14 calls a Zen 5 "avx512_sapphirerapids", whose code uses AVX512-FP16
// (Zen 5 has avx512_bf16 but not avx512fp16), and such kernels die on an
// illegal instruction: the feature is dropped unless /proc/cpuinfo has it.
Halide::Target jit_target() {
  static const Halide::Target target = [] {
    // HL_JIT_TARGET is the user's: a value Halide refuses is their error.
    Halide::Target t;
    try {
      t = Halide::get_jit_target_from_environment();
    } catch (const Halide::Error& e) {
      const char* value = std::getenv("HL_JIT_TARGET");
      user_error("HL_JIT_TARGET={}: {}", value ? value : "", e.what());
    }
    if (!std::getenv("HL_JIT_TARGET") && t.has_feature(Halide::Target::AVX512_SapphireRapids) && !cpu_has_flag("avx512fp16")) {
      t = t.without_feature(Halide::Target::AVX512_SapphireRapids);
    }
    return t;
  }();
  return target;
}

Halide::Target target_named(const std::string& target) {
  if (target == "host") return jit_target().without_feature(Halide::Target::JIT);
  if (!Halide::Target::validate_target_string(target)) {
    user_error("unknown target '{}': expected host or a Halide target string such as x86-64-linux-avx2-fma", target);
  }
  return Halide::Target(target);
}

int vector_bytes(const Halide::Target& t) {
  if (t.has_feature(Halide::Target::AVX512)) return 64;
  if (t.has_feature(Halide::Target::AVX2)) return 32;
  return 16;
}

StreamingStoreHabits streaming_store_habits(int vector_bytes) {
  static const bool intel = cpu_vendor() == "GenuineIntel";
  return {.streams = intel ? 4 : 1, .transposes_walk_input_rows = intel || vector_bytes < kCacheLineBytes};
}

Halide::Target in_process_kernel_target() {
  return jit_target().with_feature(Halide::Target::NoAsserts).with_feature(Halide::Target::NoBoundsQuery);
}

std::string host_target() { return jit_target().to_string(); }

KernelSchedule default_schedule(const Kernel& kernel) {
  const int vector = vector_bytes(jit_target());
  return default_cpu_schedule(kernel, vector, kParallelMinElements, streaming_store_habits(vector));
}

std::string resolve_target(const std::string& target) { return target_named(target).to_string(); }

}  // namespace kiln::cpu
