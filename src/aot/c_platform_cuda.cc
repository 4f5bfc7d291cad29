// CUDA libraries' generated C: every buffer of the step sequence is device
// memory (its address carried as a uint8_t*, never dereferenced on the host);
// kernels see it through halide_buffer_t views with no host side, GEMMs go to
// cuBLAS, and NAME_run stages the caller's host buffers in the workspace:
// inputs copied in once, outputs copied back once (aot_runtime.h).
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <utility>

#include "aot/c_platform.h"
#include "support/error.h"

namespace kiln::aot {

namespace {

constexpr uint64_t kAlignment = 256;  // what cuMemAlloc gives; more than any vector access needs
uint64_t aligned(uint64_t x) { return (x + kAlignment - 1) / kAlignment * kAlignment; }

std::string list(const std::vector<uint64_t>& values) {
  if (values.empty()) return "{0}";
  return fmt::format("{{{}}}", fmt::join(values, ", "));
}

const char* gemm_type(DType dtype) {
  switch (dtype) {
    case DType::F32: return "KILN_AOT_F32";
    case DType::F64: return "KILN_AOT_F64";
    case DType::BF16: return "KILN_AOT_BF16";
    case DType::F16: return "KILN_AOT_F16";
    default: internal_error("cuBLAS gemm of {}", dtype_name(dtype));
  }
}

std::string address(const std::string& pointer) { return fmt::format("(uint64_t)(uintptr_t)({})", pointer); }

class CudaPlatform : public CPlatform {
 public:
  std::string memory() const override { return "CUDA device memory"; }
  std::string includes() const override { return "#include <HalideRuntimeCuda.h>\n#include <pthread.h>\n"; }

  std::string helpers(const EntryPoints& e) const override {
    std::string s = R"(/* A halide_buffer_t over device memory, with no host side: the kernel finds
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
    // The constants' device copies, made on the first run.
    const std::string& n = e.name;
    const size_t count = e.constant_bytes.size();
    s += fmt::format("static uint64_t {}_device_constants[{}];\n", n, std::max<size_t>(count, 1));
    s += fmt::format("static pthread_mutex_t {}_constants_mutex = PTHREAD_MUTEX_INITIALIZER;\n\n", n);
    return s;
  }

  std::string constant_pointer(const std::string& name, int k) const override {
    return fmt::format("((uint8_t*)(uintptr_t){}_device_constants[{}])", name, k);
  }

  std::string buffer_view(int i, const std::string& pointer, int code, int bits, int rank) const override {
    return fmt::format("    halide_buffer_t b{0}; kiln_device_view(&b{0}, d{0}, {1}, {2}, {3}, {4});\n", i, pointer, code, bits, rank);
  }
  std::string release_views(int count) const override {
    std::string s = "   ";
    for (int i = 0; i < count; ++i) s += fmt::format(" halide_cuda_detach_device_ptr(NULL, &b{});", i);
    return s + "\n";
  }

  std::string gemm_call(DType dtype, bool, const std::string& a, const std::string& b, const std::string& c, std::string*) const override {
    return fmt::format("kiln_aot_cuda_gemm(&g, {}, {}, {}, {})", gemm_type(dtype), address(a), address(b), address(c));
  }
  bool gemm_uses_blas(DType) const override { return false; }
  bool gemm_uses_onednn(DType) const override { return false; }

  std::string copy(const std::string& name, const std::string& to, const std::string& from, uint64_t bytes) const override {
    if (bytes == 0) return "/* nothing to copy */";
    return fmt::format("if (kiln_aot_cuda_copy({}, {}, {}) != 0) return {}_ERROR_DEVICE;", address(to), address(from), bytes, name);
  }
  std::string read_to_host(const std::string& name, const std::string& to, const std::string& from, uint64_t bytes) const override {
    return fmt::format("if (kiln_aot_cuda_to_host({}, {}, {}) != 0) return {}_ERROR_DEVICE;", to, address(from), bytes, name);
  }

  std::string copy_to_host_call(const std::string& to, const std::string& from, uint64_t bytes) const override {
    return fmt::format("kiln_aot_cuda_to_host({}, {}, {})", to, address(from), bytes);
  }
  std::string copy_from_host_call(const std::string& to, const std::string& from, uint64_t bytes) const override {
    return fmt::format("kiln_aot_cuda_to_device({}, {}, {})", address(to), from, bytes);
  }

  // The steps' intermediates, then each input and output staged for NAME_run,
  // every part 256-byte aligned; never empty, so that no view of a buffer in
  // it has the null address (which Halide reads as "no buffer").
  uint64_t workspace_size(const EntryPoints& e) const override {
    uint64_t size = aligned(e.step_workspace_bytes);
    for (uint64_t b : e.input_bytes) size += aligned(b);
    for (uint64_t b : e.output_bytes) size += aligned(b);
    return std::max<uint64_t>(size, kAlignment);
  }

  std::string entry_points(const EntryPoints& e) const override {
    std::vector<uint64_t> input_offsets, output_offsets;
    uint64_t offset = aligned(e.step_workspace_bytes);
    for (uint64_t b : e.input_bytes) input_offsets.push_back(std::exchange(offset, offset + aligned(b)));
    for (uint64_t b : e.output_bytes) output_offsets.push_back(std::exchange(offset, offset + aligned(b)));
    std::vector<std::string> arrays;
    for (size_t k = 0; k < e.constant_bytes.size(); ++k) arrays.push_back(fmt::format("{}_c{}", e.name, k));
    if (arrays.empty()) arrays.push_back("NULL");
    // cuBLAS is loaded at the start of a run, so that a missing one is the
    // library's ERROR_DEVICE, not a failed GEMM step.
    const bool narrow = std::any_of(e.gemm_dtypes.begin(), e.gemm_dtypes.end(), [](DType d) { return d == DType::BF16 || d == DType::F16; });
    const std::string cublas =
        e.gemm_dtypes.empty() ? "" : fmt::format("  if (kiln_aot_cuda_load_cublas({}) != 0) return {}_ERROR_DEVICE;\n", narrow ? 1 : 0, e.name);
    return fmt::format(R"(/* Where NAME_run stages each input and output in the workspace. */
static const size_t {0}_input_offsets[] = {1};
static const size_t {0}_output_offsets[] = {2};
static const uint8_t* const {0}_constant_arrays[] = {{{3}}};
static const size_t {0}_constant_bytes[] = {4};
static int {0}_constants_uploaded = 0;  /* under the mutex: a failed upload resumes where it stopped */
static _Thread_local int {0}_misaligned = 0;

/* cuBLAS, when there are GEMMs (after the driver: it adopts the context). */
static int {0}_libraries(void) {{
{6}  return {0}_OK;
}}

static int {0}_upload_constants(void) {{
  int rc = {0}_OK;
  pthread_mutex_lock(&{0}_constants_mutex);
  for (; {0}_constants_uploaded < {5}; ++{0}_constants_uploaded) {{
    const int k = {0}_constants_uploaded;
    if ((!{0}_device_constants[k] &&
         kiln_aot_cuda_alloc({0}_constant_bytes[k] > 0 ? {0}_constant_bytes[k] : 1, &{0}_device_constants[k]) != 0) ||
        kiln_aot_cuda_to_device({0}_device_constants[k], {0}_constant_arrays[k], {0}_constant_bytes[k]) != 0) {{
      rc = {0}_ERROR_DEVICE;
      break;
    }}
  }}
  pthread_mutex_unlock(&{0}_constants_mutex);
  return rc;
}}

static int {0}_check_arguments(const void* const* inputs, void* const* outputs) {{
  if (({0}_NUM_INPUTS > 0 && !inputs) || ({0}_NUM_OUTPUTS > 0 && !outputs)) return {0}_ERROR_NULL_ARGUMENT;
  for (int i = 0; i < {0}_NUM_INPUTS; ++i) {{
    if (!inputs[i] && {0}_input_bytes[i] > 0) return {0}_ERROR_NULL_ARGUMENT;
  }}
  for (int i = 0; i < {0}_NUM_OUTPUTS; ++i) {{
    if (!outputs[i] && {0}_output_bytes[i] > 0) return {0}_ERROR_NULL_ARGUMENT;
  }}
  return {0}_OK;
}}

/* The steps on device buffers, in the library's context (pushed, then popped:
 * the caller's own context is current again after the run), with a workspace
 * of the pool when the caller gives none. With host_inputs and host_outputs
 * (NAME_run) the inputs are copied into the workspace and the outputs back;
 * without them the buffers are the caller's device memory. */
static int {0}_run_on_device(const void* const* inputs, void* const* outputs, void* workspace, const void* const* host_inputs,
                             void* const* host_outputs) {{
  if (kiln_aot_cuda_start() != 0) return {0}_ERROR_DEVICE;
  uint64_t ws = (uint64_t)(uintptr_t)workspace;
  int rc = {0}_libraries();
  if (rc == {0}_OK) rc = {0}_upload_constants();
  if (rc == {0}_OK && !ws && kiln_aot_cuda_take_workspace({0}_workspace_size(), &ws) != 0) rc = {0}_ERROR_DEVICE;
  const void* in[{0}_NUM_INPUTS + 1];
  void* out[{0}_NUM_OUTPUTS + 1];
  for (int i = 0; rc == {0}_OK && i < {0}_NUM_INPUTS; ++i) {{
    /* An empty buffer may be NULL; a kernel must not see a null device
     * address (Halide reads it as a bounds query): the workspace's, unread. */
    in[i] = host_inputs ? (const void*)(uintptr_t)(ws + {0}_input_offsets[i]) : inputs[i] ? inputs[i] : (const void*)(uintptr_t)ws;
    if (host_inputs && {0}_input_bytes[i] > 0 &&
        kiln_aot_cuda_to_device((uint64_t)(uintptr_t)in[i], host_inputs[i], {0}_input_bytes[i]) != 0) rc = {0}_ERROR_DEVICE;
  }}
  for (int i = 0; i < {0}_NUM_OUTPUTS; ++i) {{
    out[i] = host_outputs ? (void*)(uintptr_t)(ws + {0}_output_offsets[i]) : outputs[i] ? outputs[i] : (void*)(uintptr_t)ws;
  }}
  if (rc == {0}_OK) rc = {0}_steps(in, out, (uint8_t*)(uintptr_t)ws);
  for (int i = 0; host_outputs && rc == {0}_OK && i < {0}_NUM_OUTPUTS; ++i) {{
    if ({0}_output_bytes[i] > 0 && kiln_aot_cuda_to_host(host_outputs[i], (uint64_t)(uintptr_t)out[i], {0}_output_bytes[i]) != 0) rc = {0}_ERROR_DEVICE;
  }}
  if (ws && !workspace) {{
    /* A workspace of the pool goes back when the device is done with it (the
     * copies back have waited; without them, a one-byte read waits). */
    uint8_t flag;
    if (!host_outputs && kiln_aot_cuda_to_host(&flag, ws, 1) != 0 && rc == {0}_OK) rc = {0}_ERROR_DEVICE;
    kiln_aot_cuda_give_workspace(ws, {0}_workspace_size());
  }}
  kiln_aot_cuda_end();
  return rc;
}}

int {0}_run_arrays(const void* const* inputs, void* const* outputs, void* workspace) {{
  {0}_misaligned = 0;
  const int rc = {0}_check_arguments(inputs, outputs);
  if (rc != {0}_OK) return rc;
  if ((uintptr_t)workspace % 256 != 0) {{ {0}_misaligned = 1; return {0}_ERROR_DEVICE; }}
  return {0}_run_on_device(NULL, NULL, workspace, inputs, outputs);
}}

int {0}_run_device(const void* const* inputs, void* const* outputs, void* workspace) {{
  {0}_misaligned = 0;
  const int rc = {0}_check_arguments(inputs, outputs);
  if (rc != {0}_OK) return rc;
  for (int i = 0; i < {0}_NUM_INPUTS; ++i) {{
    if ((uintptr_t)inputs[i] % 64 != 0) {{ {0}_misaligned = 1; return {0}_ERROR_DEVICE; }}
  }}
  for (int i = 0; i < {0}_NUM_OUTPUTS; ++i) {{
    if ((uintptr_t)outputs[i] % 64 != 0) {{ {0}_misaligned = 1; return {0}_ERROR_DEVICE; }}
  }}
  if ((uintptr_t)workspace % 256 != 0) {{ {0}_misaligned = 1; return {0}_ERROR_DEVICE; }}
  return {0}_run_on_device(inputs, outputs, workspace, NULL, NULL);
}}

void {0}_set_num_threads(int threads) {{
  (void)threads;  /* a CUDA library's host work runs on the calling thread */
}}

)",
                       e.name, list(input_offsets), list(output_offsets), fmt::join(arrays, ", "), list(e.constant_bytes),
                       e.constant_bytes.size(), cublas);
  }

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
  std::string extra_error_codes(const std::string& name) const override { return fmt::format(", {}_ERROR_DEVICE = 4", name); }
  std::string extra_declarations(const std::string& name) const override {
    return fmt::format(R"(/* The same on device buffers (CUdeviceptr values cast to pointers), copying nothing. */
int {0}_run_device(const void* const* device_inputs, void* const* device_outputs, void* workspace);
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

  std::vector<std::string> link_libraries(bool, bool) const override { return {"stdc++", "pthread", "dl", "m"}; }
};

}  // namespace

const CPlatform& cuda_platform() {
  static const CudaPlatform platform;
  return platform;
}

}  // namespace kiln::aot
