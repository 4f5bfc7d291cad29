// The generated C of a library whose buffers are device memory (CUDA,
// OpenCL): every buffer of the step sequence lives on the device, its address
// carried as a uint8_t* and never dereferenced on the host; constants are
// uploaded on the first run; NAME_run stages the caller's host buffers in the
// workspace (inputs copied in once, outputs copied back once) and
// NAME_run_device takes the caller's device buffers. What differs per device
// API is a subclass's: how a kernel sees a buffer, which GEMM library loads,
// how the caller's device memory becomes an address, and the header's words.
// The AOT runtime's functions are kiln_aot_<prefix>_* (aot_runtime.h).
#pragma once

#include <string>

#include "aot/c_platform.h"

namespace kiln::aot {

class DevicePlatform : public CPlatform {
 public:
  // "cuda" or "opencl": the AOT runtime's kiln_aot_<prefix>_* functions.
  virtual std::string prefix() const = 0;
  // The Halide runtime header of the device API.
  virtual std::string runtime_header() const = 0;
  // Static helpers for views (before the constants' statics).
  virtual std::string view_helpers() const = 0;
  // The statement loading the GEMM library at the start of a run (e.gemm_dtypes not empty).
  virtual std::string load_gemm_library(const EntryPoints& e) const = 0;
  // Statements giving `var` (a uint64_t) the address of the caller's device
  // buffer `pointer` of `bytes` for this run (rc set to NAME_ERROR_DEVICE on
  // failure), and the statement letting it go after the run.
  virtual std::string adopt(const std::string& name, const std::string& pointer, const std::string& bytes, const std::string& var) const = 0;
  virtual std::string forget(const std::string& var) const = 0;
  // Statements of NAME_run_arrays and NAME_run_device checking the caller's
  // device memory before a run (they return NAME_ERROR_DEVICE).
  virtual std::string check_workspace(const std::string& name) const = 0;
  virtual std::string check_device_buffers(const std::string& name) const = 0;
  // What each input and output staged by NAME_run, and the workspace's end,
  // are aligned to (buffer_alignment() aligns the steps' intermediates).
  virtual uint64_t staging_alignment() const = 0;
  // Where a device buffer's memory comes from and its rules, for the header.
  virtual std::string device_buffers_comment(const std::string& name) const = 0;
  // NAME_run_device's parameters as declared, and the statements that turn
  // them into `inputs`, `outputs` and `workspace` (void pointers) when they
  // are not those already: an API whose buffers are handles gives them a
  // type of their own, so that a host pointer is not taken for one.
  virtual std::string run_device_parameters(const std::string& name) const;
  virtual std::string run_device_unwrap(const std::string& name) const;
  // Declarations the header needs before NAME_run_device (its types).
  virtual std::string device_types(const std::string& name) const;

  std::string includes() const override;
  std::string helpers(const EntryPoints& e) const override;
  std::string constant_pointer(const std::string& name, int k) const override;
  std::string gemm_call(DType dtype, bool constant_rhs, const std::string& a, const std::string& b, const std::string& c,
                        std::string* statics) const override;
  bool gemm_uses_blas(DType) const override { return false; }
  bool gemm_uses_onednn(DType) const override { return false; }
  std::string copy(const std::string& name, const std::string& to, const std::string& from, uint64_t bytes) const override;
  std::string read_to_host(const std::string& name, const std::string& to, const std::string& from, uint64_t bytes) const override;
  std::string copy_to_host_call(const std::string& to, const std::string& from, uint64_t bytes) const override;
  std::string copy_from_host_call(const std::string& to, const std::string& from, uint64_t bytes) const override;
  uint64_t workspace_size(const EntryPoints& e) const override;
  std::string entry_points(const EntryPoints& e) const override;
  std::string extra_error_codes(const std::string& name) const override;
  std::string extra_declarations(const std::string& name) const override;
  std::vector<std::string> link_libraries(bool, bool) const override;

 protected:
  // `pointer` as the runtime's uint64_t address.
  static std::string address(const std::string& pointer);
};

}  // namespace kiln::aot
