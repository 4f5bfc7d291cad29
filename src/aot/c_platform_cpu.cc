// CPU libraries' generated C: buffers in host memory, kernels' parallel loops
// and GEMMs on kiln's thread pool (aot_runtime.h), OpenBLAS and oneDNN.
#include <fmt/format.h>

#include "aot/c_platform.h"
#include "support/error.h"

namespace kiln::aot {

namespace {

class CpuPlatform : public CPlatform {
 public:
  std::string memory() const override { return "host memory"; }
  std::string includes() const override { return ""; }

  std::string helpers(const EntryPoints&) const override {
    return R"(static void kiln_view(halide_buffer_t* b, halide_dimension_t* dim, uint8_t* host, int code, int bits, int rank) {
  memset(b, 0, sizeof *b);
  b->host = host;
  b->type.code = (uint8_t)code;
  b->type.bits = (uint8_t)bits;
  b->type.lanes = 1;
  b->dimensions = rank;
  b->dim = dim;
}

)";
  }

  std::string constant_pointer(const std::string& name, int k) const override { return fmt::format("((uint8_t*)(uintptr_t){}_c{})", name, k); }

  std::string buffer_view(const std::string&, int i, const std::string& pointer, int code, int bits, int rank, bool) const override {
    return fmt::format("    halide_buffer_t b{0}; kiln_view(&b{0}, d{0}, {1}, {2}, {3}, {4});\n", i, pointer, code, bits, rank);
  }
  std::string release_views(const std::string&, int) const override { return ""; }

  std::string gemm_call(DType dtype, bool constant_rhs, const std::string& a, const std::string& b, const std::string& c,
                        std::string* statics) const override {
    if (dtype == DType::F32 || dtype == DType::F64) {
      const char* t = dtype == DType::F32 ? "float" : "double";
      return fmt::format("kiln_aot_{}gemm(&g, (const {}*){}, (const {}*){}, ({}*){})", dtype == DType::F32 ? "s" : "d", t, a, t, b, t, c);
    }
    KILN_CHECK(dtype == DType::BF16, "AOT gemm of {}", dtype_name(dtype));
    *statics += "    static void* matmul = NULL;  /* oneDNN's primitives, made on the first run */\n";
    return fmt::format("kiln_aot_bf16_gemm(&matmul, &g, {}, {}, {}, {})", constant_rhs ? 1 : 0, a, b, c);
  }
  bool gemm_uses_blas(DType) const override { return true; }  // bf16's exact path too (onednn_bf16_gemm.h)
  bool gemm_uses_onednn(DType dtype) const override { return dtype == DType::BF16 || dtype == DType::F32; }  // f32: oneDNN sgemm (blas_gemm.cc)

  std::string copy(const std::string&, const std::string& to, const std::string& from, uint64_t bytes) const override {
    return fmt::format("memcpy({}, {}, {});", to, from, bytes);
  }
  std::string read_to_host(const std::string&, const std::string& to, const std::string& from, uint64_t bytes) const override {
    return fmt::format("memcpy({}, {}, {});", to, from, bytes);
  }

  std::string copy_to_host_call(const std::string& to, const std::string& from, uint64_t bytes) const override {
    return fmt::format("(memcpy({}, {}, {}), 0)", to, from, bytes);
  }
  std::string copy_from_host_call(const std::string& to, const std::string& from, uint64_t bytes) const override {
    return fmt::format("(memcpy({}, {}, {}), 0)", to, from, bytes);
  }

  uint64_t workspace_size(const EntryPoints& e) const override { return e.step_workspace_bytes; }

  std::string entry_points(const EntryPoints& e) const override {
    return fmt::format(R"(int {0}_run_arrays(const void* const* inputs, void* const* outputs, void* workspace) {{
  if (({0}_NUM_INPUTS > 0 && !inputs) || ({0}_NUM_OUTPUTS > 0 && !outputs)) return {0}_ERROR_NULL_ARGUMENT;
  for (int i = 0; i < {0}_NUM_INPUTS; ++i) {{
    if (!inputs[i] && {0}_input_bytes[i] > 0) return {0}_ERROR_NULL_ARGUMENT;
  }}
  for (int i = 0; i < {0}_NUM_OUTPUTS; ++i) {{
    if (!outputs[i] && {0}_output_bytes[i] > 0) return {0}_ERROR_NULL_ARGUMENT;
  }}
  kiln_aot_start();
  void* owned = NULL;
  if (!workspace && {0}_workspace_size() > 0) {{
    if (posix_memalign(&owned, 64, {0}_workspace_size()) != 0) return {0}_ERROR_OUT_OF_MEMORY;
    workspace = owned;
  }}
  /* Kernels may use aligned vector loads and stores on their buffers: a
   * caller's buffer that is not 64-byte aligned goes through an aligned copy. */
  const void* in[{0}_NUM_INPUTS + 1];
  void* out[{0}_NUM_OUTPUTS + 1];
  void* copies[{0}_NUM_INPUTS + {0}_NUM_OUTPUTS + 1];
  int rc = {0}_OK;
  for (int i = 0; i < {0}_NUM_INPUTS + {0}_NUM_OUTPUTS; ++i) copies[i] = NULL;
  for (int i = 0; i < {0}_NUM_INPUTS; ++i) {{
    in[i] = inputs[i];
    if ((uintptr_t)inputs[i] % 64 == 0 || {0}_input_bytes[i] == 0) continue;
    if (posix_memalign(&copies[i], 64, {0}_input_bytes[i]) != 0) {{ rc = {0}_ERROR_OUT_OF_MEMORY; goto done; }}
    memcpy(copies[i], inputs[i], {0}_input_bytes[i]);
    in[i] = copies[i];
  }}
  for (int i = 0; i < {0}_NUM_OUTPUTS; ++i) {{
    out[i] = outputs[i];
    if ((uintptr_t)outputs[i] % 64 == 0 || {0}_output_bytes[i] == 0) continue;
    if (posix_memalign(&copies[{0}_NUM_INPUTS + i], 64, {0}_output_bytes[i]) != 0) {{ rc = {0}_ERROR_OUT_OF_MEMORY; goto done; }}
    out[i] = copies[{0}_NUM_INPUTS + i];
  }}
  rc = {0}_steps(in, out, (uint8_t*)workspace);
  for (int i = 0; rc == {0}_OK && i < {0}_NUM_OUTPUTS; ++i) {{
    if (out[i] != outputs[i]) memcpy(outputs[i], out[i], {0}_output_bytes[i]);
  }}
done:
  for (int i = 0; i < {0}_NUM_INPUTS + {0}_NUM_OUTPUTS; ++i) free(copies[i]);
  free(owned);
  return rc;
}}

void {0}_set_num_threads(int threads) {{
  kiln_aot_set_num_threads(threads);
}}

)",
                       e.name);
  }

  std::string abi_comment(const std::string& name) const override {
    return fmt::format(R"( *   Every buffer is dense, in the physical layout listed with it (dims in HLO
 *   order, layout {{minor_to_major}}, strides in elements); no alignment is
 *   required (unaligned buffers go through a 64-byte aligned copy); buffers must not overlap.
 *   workspace: {0}_workspace_size() bytes (64-byte aligned) owned by the caller,
 *   or NULL to have each call allocate and free its own.
 *   Concurrent calls are safe when each has its own workspace and outputs.
 *   {0}_set_num_threads(n) sets the threads that run it (one pool for the kernels'
 *   parallel loops and the GEMMs, the caller's thread included; idle workers
 *   spin for 2 ms, then sleep); by default all cores (or $HL_NUM_THREADS).
)",
                       name);
  }
  std::string extra_error_codes(const std::string&) const override { return ""; }
  std::string extra_declarations(const std::string&) const override { return ""; }
  std::string extra_error_messages(const std::string&) const override { return ""; }

  std::vector<std::string> link_libraries(bool uses_blas, bool uses_onednn) const override {
    std::vector<std::string> libraries;
    if (uses_blas) libraries.push_back("openblas");
    if (uses_onednn) libraries.insert(libraries.end(), {"dnnl", "gomp"});
    libraries.insert(libraries.end(), {"stdc++", "pthread", "dl", "m"});
    return libraries;
  }
};

}  // namespace

const CPlatform& cpu_platform() {
  static const CpuPlatform platform;
  return platform;
}

}  // namespace kiln::aot
