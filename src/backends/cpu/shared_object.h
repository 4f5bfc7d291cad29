// Shared objects built from Halide object files and loaded with dlopen: how the
// CPU backend runs kernels it compiled, in this process or an earlier one
// (through the disk cache). Halide-free: only the C runtime header's types.
#pragma once

#include <HalideRuntime.h>

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "runtime/host_buffer.h"

namespace kiln::cpu {

// Links `objects` into the shared object `out`. Returns an empty string, or
// what went wrong (with the linker's output). Objects that need no library
// (kernels: their every symbol is the loaded runtime's or the process's) go
// straight to the linker ($KILN_LD or ld, 3 ms); with `libraries`, through the
// system C compiler ($KILN_CC or cc, 14 ms: its driver and crt files).
std::string link_shared_object(const std::vector<std::filesystem::path>& objects, const std::filesystem::path& out,
                               const std::vector<std::string>& libraries = {});

class SharedObject {
 public:
  // dlopen; `global` makes its symbols available to objects loaded later (the
  // Halide runtime, which every kernel object links against). Throws
  // InternalError with dlerror's text.
  static std::shared_ptr<SharedObject> load(const std::filesystem::path& path, bool global);
  ~SharedObject();
  void* symbol(const std::string& name) const;  // throws when missing

 private:
  explicit SharedObject(void* handle) : handle_(handle) {}
  void* handle_;
};

// A Halide pipeline's `NAME_argv` entry point: one pointer per argument, each
// to a halide_buffer_t (inputs, then outputs). Returns 0 or a Halide error code.
using ArgvFunction = int (*)(void**);

// The halide_buffer_t view of a host buffer (shape and strides from its type).
struct HalideBufferView {
  explicit HalideBufferView(HostBuffer& buffer);
  // Non-empty `as`: the buffer's elements, in memory order, as a row-major
  // array of these dims (fusion/flat_kernel.h: a flat kernel's views).
  HalideBufferView(HostBuffer& buffer, const Dims& as);
  HalideBufferView(const HalideBufferView&) = delete;  // `buffer.dim` points into `dims`
  HalideBufferView(HalideBufferView&&) = default;       // a moved vector keeps its storage
  halide_buffer_t buffer{};
  std::vector<halide_dimension_t> dims;
};

halide_type_t halide_type_of(DType dtype);

}  // namespace kiln::cpu
