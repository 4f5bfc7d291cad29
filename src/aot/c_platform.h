// What the generated C of an ahead-of-time library says differently per
// target: where its buffers live and how bytes move between them, how a
// kernel sees a buffer, how a GEMM is called, and the entry points around the
// step sequence. CWriter (c_writer.h) writes the rest, the same for every
// target. One implementation per target: c_platform_cpu.cc (host memory),
// c_platform_device.h (device memory, shared by c_platform_cuda.cc and
// c_platform_opencl.cc).
// Plain text generation, like CWriter.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "ir/dtype.h"

namespace kiln::aot {

// What the entry points need to know of the library.
struct EntryPoints {
  std::string name;                          // the C prefix
  std::vector<uint64_t> input_bytes, output_bytes;
  std::vector<uint64_t> constant_bytes;      // the static arrays NAME_c<k>
  uint64_t step_workspace_bytes = 0;         // the step sequence's intermediates
  std::vector<DType> gemm_dtypes;            // of the library's GEMM steps
};

class CPlatform {
 public:
  virtual ~CPlatform() = default;

  // "host memory" or "CUDA device memory", for comments.
  virtual std::string memory() const = 0;
  // #includes after HalideRuntime.h and aot_runtime.h.
  virtual std::string includes() const = 0;
  // Static helper functions the steps call (after the error-state statics).
  virtual std::string helpers(const EntryPoints& e) const = 0;

  // The C expression of constant `k` (the static array NAME_c<k>) in this memory.
  virtual std::string constant_pointer(const std::string& name, int k) const = 0;
  // Statements making halide_buffer_t b<i> (dims d<i>) a view of `pointer`,
  // which the kernel reads, or writes when `written`.
  virtual std::string buffer_view(const std::string& name, int i, const std::string& pointer, int code, int bits, int rank,
                                  bool written) const = 0;
  // The kernel's call on its views (an int expression, 0 on success).
  virtual std::string kernel_call(const std::string& function) const { return function + "_argv(args)"; }
  // Statements after a kernel call over `count` views (the call's result in rc).
  virtual std::string release_views(const std::string& name, int count) const = 0;
  // What each intermediate's offset in the workspace is a multiple of.
  virtual uint64_t buffer_alignment() const { return 64; }
  // The call (an int expression, 0 on success) of a GEMM `g` (a static
  // kiln_aot_gemm) on a, b, c; `statics` gets declarations the call needs.
  virtual std::string gemm_call(DType dtype, bool constant_rhs, const std::string& a, const std::string& b, const std::string& c,
                                std::string* statics) const = 0;
  // Whether a GEMM of `dtype` goes through OpenBLAS or oneDNN (what a program links).
  virtual bool gemm_uses_blas(DType dtype) const = 0;
  virtual bool gemm_uses_onednn(DType dtype) const = 0;
  // A statement copying `bytes` from `from` to `to`, both in this memory.
  virtual std::string copy(const std::string& name, const std::string& to, const std::string& from, uint64_t bytes) const = 0;
  // Statements reading `bytes` at `from` (this memory) into the host object at `to`.
  virtual std::string read_to_host(const std::string& name, const std::string& to, const std::string& from, uint64_t bytes) const = 0;
  // Int expressions (0 on success) copying `bytes` from this memory to host
  // memory, and back: a step the host runs on staged copies (a sort).
  virtual std::string copy_to_host_call(const std::string& to, const std::string& from, uint64_t bytes) const = 0;
  virtual std::string copy_from_host_call(const std::string& to, const std::string& from, uint64_t bytes) const = 0;

  // NAME_workspace_size() for a step sequence needing `e.step_workspace_bytes`.
  virtual uint64_t workspace_size(const EntryPoints& e) const = 0;
  // NAME_run_arrays, NAME_set_num_threads and what else the header declares
  // (after the static NAME_steps function).
  virtual std::string entry_points(const EntryPoints& e) const = 0;

  // The header: the ABI comment's lines on memory and threads, extra error
  // codes (after NAME_ERROR_KERNEL = 3) and declarations, and their messages
  // in NAME_error_message's switch.
  virtual std::string abi_comment(const std::string& name) const = 0;
  virtual std::string extra_error_codes(const std::string& name) const = 0;
  virtual std::string extra_declarations(const std::string& name) const = 0;
  virtual std::string extra_error_messages(const std::string& name) const = 0;

  // What a program links after libNAME.a.
  virtual std::vector<std::string> link_libraries(bool uses_blas, bool uses_onednn) const = 0;
};

// The CPU's: buffers in host memory (CPU libraries).
const CPlatform& cpu_platform();
// CUDA's: buffers in device memory, copied in and out by NAME_run.
const CPlatform& cuda_platform();
// OpenCL's: the same, its buffers behind addresses of the AOT runtime's.
const CPlatform& opencl_platform();

}  // namespace kiln::aot
