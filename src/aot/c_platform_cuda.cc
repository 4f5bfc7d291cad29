// CUDA libraries' generated C (c_platform_device.h): a CUdeviceptr is an
// integer the step sequence offsets like a pointer; kernels see it through
// halide_buffer_t views with no host side, GEMMs go to cuBLAS.
#include <fmt/format.h>

#include <algorithm>

#include "aot/c_platform_device.h"

namespace kiln::aot {

namespace {

class CudaPlatform : public DevicePlatform {
 public:
  std::string memory() const override { return "CUDA device memory"; }
  std::string prefix() const override { return "cuda"; }
  // Intermediates 64-byte aligned (a cache line, as on the CPU); staged
  // inputs and outputs 256, what cuMemAlloc gives.
  uint64_t buffer_alignment() const override { return 64; }
  uint64_t staging_alignment() const override { return 256; }
  std::string runtime_header() const override { return "HalideRuntimeCuda.h"; }

  std::string view_helpers() const override {
    return R"(/* A halide_buffer_t over device memory, with no host side: the kernel finds
 * its data on the device and leaves its results there. */
static void kiln_device_view(halide_buffer_t* b, halide_dimension_t* dim, uint8_t* device, int code, int bits, int rank) {
  memset(b, 0, sizeof *b);
  b->type.code = (uint8_t)code;
  b->type.bits = (uint8_t)bits;
  b->type.lanes = 1;
  b->dimensions = rank;
  b->dim = dim;
  halide_cuda_wrap_device_ptr(NULL, b, (uint64_t)(uintptr_t)device);
}

)";
  }
  std::string buffer_view(const std::string&, int i, const std::string& pointer, int code, int bits, int rank, bool) const override {
    return fmt::format("    halide_buffer_t b{0}; kiln_device_view(&b{0}, d{0}, {1}, {2}, {3}, {4});\n", i, pointer, code, bits, rank);
  }
  std::string release_views(const std::string&, int count) const override {
    std::string s = "   ";
    for (int i = 0; i < count; ++i) s += fmt::format(" halide_cuda_detach_device_ptr(NULL, &b{});", i);
    return s + "\n";
  }

  std::string load_gemm_library(const EntryPoints& e) const override {
    // After the driver: cuBLAS adopts the context.
    const bool narrow = std::any_of(e.gemm_dtypes.begin(), e.gemm_dtypes.end(), [](DType d) { return d == DType::BF16 || d == DType::F16; });
    return fmt::format("  if (kiln_aot_cuda_load_cublas({}) != 0) return {}_ERROR_DEVICE;\n", narrow ? 1 : 0, e.name);
  }
  // A CUdeviceptr is the address itself.
  std::string adopt(const std::string&, const std::string& pointer, const std::string&, const std::string& var) const override {
    return fmt::format("    {} = (uint64_t)(uintptr_t)({});", var, pointer);
  }
  std::string forget(const std::string&) const override { return ""; }
  std::string check_workspace(const std::string& n) const override {
    return fmt::format("  if ((uintptr_t)workspace % 256 != 0) {{ {0}_misaligned = 1; return {0}_ERROR_DEVICE; }}", n);
  }
  std::string check_device_buffers(const std::string& n) const override {
    return fmt::format(R"(  for (int i = 0; i < {0}_NUM_INPUTS; ++i) {{
    if ((uintptr_t)inputs[i] % 64 != 0) {{ {0}_misaligned = 1; return {0}_ERROR_DEVICE; }}
  }}
  for (int i = 0; i < {0}_NUM_OUTPUTS; ++i) {{
    if ((uintptr_t)outputs[i] % 64 != 0) {{ {0}_misaligned = 1; return {0}_ERROR_DEVICE; }}
  }})",
                       n);
  }
  std::string device_buffers_comment(const std::string&) const override { return "CUdeviceptr values cast to pointers"; }

  std::string abi_comment(const std::string& name) const override {
    return fmt::format(R"( *   A CUDA library: every kernel runs on the GPU and every GEMM through cuBLAS;
 *   {0}_run copies the inputs to the device once and the outputs back once.
 *   Its buffers are host memory, dense, in the physical layout listed with
 *   each (dims in HLO order, layout {{minor_to_major}}, strides in elements),
 *   any alignment. {0}_run_device takes device buffers instead (CUdeviceptr
 *   values, 64-byte aligned, as cudaMalloc and cuMemAlloc give, in the
 *   driver's primary context of device 0 or $KILN_CUDA_DEVICE, the one the
 *   CUDA runtime API uses) and copies nothing; it may return before the
 *   device is done (work queued on the default stream; a copy or
 *   cudaDeviceSynchronize waits for it). The caller's current CUDA context is
 *   current again when a run returns.
 *   workspace: NULL (a device workspace from a pool the library keeps, reused
 *   across runs) or {0}_workspace_size() bytes of device memory, 256-byte
 *   aligned, owned by the caller. Concurrent calls are safe when each has its
 *   own workspace (or NULL) and outputs.
 *   At run time it opens the NVIDIA driver (libcuda.so.1) and, for GEMMs,
 *   cuBLAS (libcublas.so.13, .12 or .11) with dlopen; where either is missing
 *   a run returns {0}_ERROR_DEVICE before it does anything, and
 *   {0}_error_message says which library was looked for. {0}_set_num_threads does nothing (host work runs on the
 *   calling thread).
)",
                       name);
  }
  std::string extra_error_messages(const std::string& name) const override {
    return fmt::format(R"(    case {0}_ERROR_DEVICE:
      if ({0}_misaligned) {{
        return "{0}: a device buffer is not 64-byte aligned, or the workspace not 256-byte aligned";
      }}
      snprintf(text, sizeof text, "{0}: %s", kiln_aot_error());
      return text;
)",
                       name);
  }
};

}  // namespace

const CPlatform& cuda_platform() {
  static const CudaPlatform platform;
  return platform;
}

}  // namespace kiln::aot
