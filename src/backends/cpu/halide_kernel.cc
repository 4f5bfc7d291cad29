// JIT compilation and launch of Halide kernels.
#include <Halide.h>
#include <fmt/format.h>

#include <chrono>
#include <cstdlib>
#include <fstream>
#include <memory>
#include <mutex>
#include <unordered_map>

#include "backends/cpu/cpu_backend.h"
#include "cache/kernel_fingerprint.h"
#include "lower/kernel_lowering.h"
#include "lower/scalar_lowering.h"
#include "support/error.h"

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

// The host target, as Halide detects it, minus what this CPU cannot run: Halide 14
// calls a Zen 5 "avx512_sapphirerapids", whose code uses AVX512-FP16 (Zen 5 has
// avx512_bf16 but not avx512fp16), and such kernels die on an illegal instruction.
// HL_JIT_TARGET still overrides everything.
Halide::Target jit_target() {
  static const Halide::Target target = [] {
    Halide::Target t = Halide::get_jit_target_from_environment();
    if (!std::getenv("HL_JIT_TARGET") && t.has_feature(Halide::Target::AVX512_SapphireRapids) && !cpu_has_flag("avx512fp16")) {
      t = t.without_feature(Halide::Target::AVX512_SapphireRapids);
    }
    return t;
  }();
  return target;
}

int vector_bytes(const Halide::Target& t) {
  if (t.has_feature(Halide::Target::AVX512)) return 64;
  if (t.has_feature(Halide::Target::AVX2)) return 32;
  return 16;
}

struct CompiledKernel {
  lower::LoweredKernel lowered;
  std::string name;
};

Halide::Buffer<> wrap(const HostBuffer& b) {
  const TensorType& t = b.type;
  const Dims strides = physical_strides(t);
  std::vector<halide_dimension_t> shape;
  for (size_t d = 0; d < t.dims.size(); ++d) {
    shape.push_back(halide_dimension_t(0, static_cast<int32_t>(t.dims[d]), static_cast<int32_t>(strides[d])));
  }
  const halide_type_t type = t.dtype == DType::Pred ? halide_type_t(halide_type_uint, 1) : static_cast<halide_type_t>(lower::halide_type(t.dtype));
  return Halide::Buffer<>(type, b.bytes(), static_cast<int>(shape.size()), shape.data());
}

std::mutex& cache_mutex() {
  static std::mutex m;
  return m;
}

std::unordered_map<uint64_t, std::shared_ptr<CompiledKernel>>& cache() {
  static auto* c = new std::unordered_map<uint64_t, std::shared_ptr<CompiledKernel>>;
  return *c;
}

}  // namespace

std::string host_target() { return jit_target().to_string(); }

// Compiled pipelines by kernel fingerprint, for the whole process: identical
// kernels (by structure, not by name) in one model or across models compile once.
std::shared_ptr<CompiledKernel> cached(uint64_t fingerprint) {
  std::lock_guard<std::mutex> lock(cache_mutex());
  auto it = cache().find(fingerprint);
  return it == cache().end() ? nullptr : it->second;
}

StepFn compile_kernel(const Kernel& kernel, const std::vector<int>& input_slots, const std::vector<int>& output_slots,
                      const CpuOptions& options) {
  const KernelSchedule schedule = default_cpu_schedule(kernel, vector_bytes(jit_target()));
  const uint64_t fingerprint = kernel_fingerprint(kernel, schedule, host_target());
  std::shared_ptr<CompiledKernel> compiled = cached(fingerprint);
  if (compiled) {
    if (options.log_compiles) {
      fmt::print(stderr, "cache-hit kernel={} fingerprint={:016x} source=memory\n", kernel.name, fingerprint);
    }
  } else {
    compiled = std::make_shared<CompiledKernel>();
    compiled->name = kernel.name;
    const auto start = std::chrono::steady_clock::now();
    try {
      compiled->lowered = lower::lower_kernel(kernel, schedule);
      compiled->lowered.pipeline.compile_jit(jit_target());
    } catch (const Halide::CompileError& e) {
      internal_error("Halide could not compile kernel {}: {}", kernel.name, e.what());
    } catch (const Halide::InternalError& e) {
      internal_error("Halide internal error on kernel {}: {}", kernel.name, e.what());
    }
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    if (options.log_compiles) fmt::print(stderr, "compile kernel={} fingerprint={:016x} ms={:.0f}\n", kernel.name, fingerprint, ms);
    std::lock_guard<std::mutex> lock(cache_mutex());
    cache().emplace(fingerprint, compiled);
  }
  return [compiled, input_slots, output_slots](std::vector<HostBuffer>& slots) {
    Halide::ParamMap params;
    std::vector<Halide::Buffer<>> inputs;
    inputs.reserve(input_slots.size());
    for (size_t i = 0; i < input_slots.size(); ++i) {
      inputs.push_back(wrap(slots[static_cast<size_t>(input_slots[i])]));
      params.set(compiled->lowered.inputs[i], inputs.back());
    }
    std::vector<Halide::Buffer<>> outputs;
    for (int s : output_slots) outputs.push_back(wrap(slots[static_cast<size_t>(s)]));
    try {
      compiled->lowered.pipeline.realize(Halide::Realization(outputs), jit_target(), params);
    } catch (const Halide::RuntimeError& e) {
      internal_error("kernel {} failed at run time: {}", compiled->name, e.what());
    }
  };
}

}  // namespace kiln::cpu
