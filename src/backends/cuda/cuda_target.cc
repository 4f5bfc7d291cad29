#include <Halide.h>

#include <charconv>

#include "backends/cpu/cpu_target.h"
#include "backends/cuda/cuda_backend.h"
#include "support/error.h"

namespace kiln::cuda {

namespace {

struct Capability {
  int sm;
  Halide::Target::Feature feature;
};
// What Halide 14 can emit PTX for (it has nothing past sm_86).
constexpr Capability kCapabilities[] = {
    {30, Halide::Target::CUDACapability30}, {32, Halide::Target::CUDACapability32}, {35, Halide::Target::CUDACapability35},
    {50, Halide::Target::CUDACapability50}, {61, Halide::Target::CUDACapability61}, {70, Halide::Target::CUDACapability70},
    {75, Halide::Target::CUDACapability75}, {80, Halide::Target::CUDACapability80}, {86, Halide::Target::CUDACapability86},
};

}  // namespace

CudaTarget parse_cuda_target(const std::string& name) {
  CudaTarget t;
  if (name == "cuda") return t;
  const std::string prefix = "cuda-sm";
  if (name.rfind(prefix, 0) == 0) {
    int sm = 0;
    const char* begin = name.data() + prefix.size();
    const char* end = name.data() + name.size();
    const auto [p, ec] = std::from_chars(begin, end, sm);
    if (ec == std::errc() && p == end) {
      for (const Capability& c : kCapabilities) {
        if (c.sm == sm) {
          t.capability = sm;
          return t;
        }
      }
    }
  }
  user_error("unknown CUDA target '{}': expected cuda (sm_86) or cuda-smNN with NN one of 30, 32, 35, 50, 61, 70, 75, 80, 86 "
             "(Halide 14 emits nothing newer; newer GPUs JIT-compile sm_86 PTX)", name);
}

std::string CudaTarget::name() const { return "cuda-sm" + std::to_string(capability); }

namespace {

Halide::Target with_capability(Halide::Target t, int capability) {
  t = t.with_feature(Halide::Target::CUDA);
  for (const Capability& c : kCapabilities) {
    if (c.sm == capability) t = t.with_feature(c.feature);
  }
  return t;
}

}  // namespace

// The CPU backend's host target (Halide 14 takes some AMD CPUs for Sapphire
// Rapids; jit_target corrects that), without JIT.
std::string CudaTarget::halide_target() const {
  return with_capability(cpu::jit_target().without_feature(Halide::Target::JIT), capability).to_string();
}

std::string CudaTarget::library_halide_target() const {
  return with_capability(Halide::Target(Halide::Target::Linux, Halide::Target::X86, 64), capability).to_string();
}

}  // namespace kiln::cuda
