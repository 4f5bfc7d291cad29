// OpenCL libraries' generated C (c_platform_device.h): an OpenCL buffer is a
// cl_mem handle, so the AOT runtime gives each buffer a range of addresses of
// its own, which the step sequence offsets like a pointer; a kernel's view of
// an address is the buffer, a sub-buffer or a staged copy
// (kiln_aot_opencl_view). GEMMs go to CLBlast.
#include <fmt/format.h>

#include "aot/c_platform_device.h"

namespace kiln::aot {

namespace {

class OpenclPlatform : public DevicePlatform {
 public:
  std::string memory() const override { return "OpenCL device memory"; }
  std::string prefix() const override { return "opencl"; }
  // A multiple of every base address alignment OpenCL devices report (NVIDIA
  // 4096 bits, others less): each part of the workspace can be a sub-buffer.
  uint64_t buffer_alignment() const override { return 1024; }
  uint64_t staging_alignment() const override { return 1024; }
  std::string runtime_header() const override { return "HalideRuntimeOpenCL.h"; }
  std::string view_helpers() const override { return ""; }

  std::string buffer_view(const std::string&, int i, const std::string& pointer, int code, int bits, int rank, bool written) const override {
    return fmt::format(
        "{6}    halide_buffer_t b{0}; kiln_aot_opencl_view_state v{0};\n"
        "    if (kiln_aot_opencl_view(&b{0}, d{0}, {1}, {2}, {3}, {4}, {5}, &v{0}) != 0) views_failed = 1;\n",
        i, address(pointer), code, bits, rank, written ? 1 : 0, i == 0 ? "    int views_failed = 0;\n" : "");
  }
  // No kernel runs on a view that could not be made.
  std::string kernel_call(const std::string& function) const override { return fmt::format("views_failed ? 0 : {}_argv(args)", function); }
  std::string release_views(const std::string& name, int count) const override {
    std::string s = "   ";
    for (int i = 0; i < count; ++i) {
      s += fmt::format(" if (kiln_aot_opencl_release_view(&b{0}, &v{0}, !views_failed && rc == 0) != 0) views_failed = 1;", i);
    }
    return s + fmt::format("\n    if (views_failed) return {}_ERROR_DEVICE;\n", name);
  }

  std::string load_gemm_library(const EntryPoints& e) const override {
    return fmt::format("  if (kiln_aot_opencl_load_clblast() != 0) return {}_ERROR_DEVICE;\n", e.name);
  }
  std::string adopt(const std::string& name, const std::string& pointer, const std::string& bytes, const std::string& var) const override {
    return fmt::format("    if (kiln_aot_opencl_adopt((void*)({}), {}, &{}) != 0) rc = {}_ERROR_DEVICE;", pointer, bytes, var, name);
  }
  std::string forget(const std::string& var) const override { return fmt::format("kiln_aot_opencl_forget({});", var); }
  std::string check_workspace(const std::string&) const override { return ""; }
  std::string check_device_buffers(const std::string&) const override { return ""; }
  std::string device_buffers_comment(const std::string& name) const override {
    return fmt::format("each a {}_cl_mem holding a cl_mem made in the library's context", name);
  }
  // A cl_mem is a handle: no OpenCL call tells a live one from a host
  // pointer or a released handle, and PoCL crashes on either. The header
  // gives the handles a type of their own, so that the compiler, not the
  // device, refuses a float* where a buffer belongs.
  std::string device_types(const std::string& name) const override {
    return fmt::format(R"(/* An OpenCL buffer for {0}_run_device: .mem holds a cl_mem (cast to void*)
 * made in the context {0}_opencl_context gives. Its own type, so that a host
 * pointer is not taken for a buffer: nothing can check at run time that a
 * handle is a live cl_mem. */
typedef struct {0}_cl_mem {{ void* mem; }} {0}_cl_mem;
)",
                       name);
  }
  std::string run_device_parameters(const std::string& name) const override {
    return fmt::format("const {0}_cl_mem* device_inputs, const {0}_cl_mem* device_outputs, {0}_cl_mem device_workspace", name);
  }
  std::string run_device_unwrap(const std::string& name) const override {
    return fmt::format(R"(  const void* inputs_[{0}_NUM_INPUTS + 1];
  void* outputs_[{0}_NUM_OUTPUTS + 1];
  for (int i = 0; device_inputs && i < {0}_NUM_INPUTS; ++i) inputs_[i] = device_inputs[i].mem;
  for (int i = 0; device_outputs && i < {0}_NUM_OUTPUTS; ++i) outputs_[i] = device_outputs[i].mem;
  const void* const* inputs = device_inputs ? inputs_ : NULL;
  void* const* outputs = device_outputs ? outputs_ : NULL;
  void* workspace = device_workspace.mem;
)",
                       name);
  }

  std::string extra_declarations(const std::string& name) const override {
    return DevicePlatform::extra_declarations(name) + fmt::format(R"(/* The cl_context and cl_command_queue the library runs in, opened on the
 * first call: where the caller's buffers for {0}_run_device are made. */
int {0}_opencl_context(void** context, void** queue);
)",
                                                                  name);
  }

  std::string entry_points(const EntryPoints& e) const override {
    return DevicePlatform::entry_points(e) + fmt::format(R"(int {0}_opencl_context(void** context, void** queue) {{
  return kiln_aot_opencl_context(context, queue) == 0 ? {0}_OK : {0}_ERROR_DEVICE;
}}

)",
                                                         e.name);
  }

  std::string abi_comment(const std::string& name) const override {
    return fmt::format(R"( *   An OpenCL library: every kernel runs on the OpenCL device (its OpenCL C
 *   built by the device's driver on the first run) and every GEMM through
 *   CLBlast; {0}_run copies the inputs to the device once and the outputs
 *   back once. Its buffers are host memory, dense, in the physical layout
 *   listed with each (dims in HLO order, layout {{minor_to_major}}, strides in
 *   elements), any alignment. The device: $KILN_OPENCL_DEVICE (an index over
 *   every platform's devices, as clinfo -l lists them), else the first;
 *   Halide's OpenCL runtime creates the context and queue there.
 *   {0}_run_device takes device buffers instead ({0}_cl_mem, each holding
 *   a live cl_mem in that context, as {0}_opencl_context gives it, of at
 *   least its buffer's bytes: the library checks the context and the size;
 *   a handle that is not a live cl_mem, such as a host pointer or a
 *   released buffer, no OpenCL call can tell, and it is undefined
 *   behaviour) and copies nothing; it may return before the device is done
 *   (work queued in order on that queue; a blocking read or clFinish on it
 *   waits).
 *   workspace: NULL (a device workspace from a pool the library keeps, reused
 *   across runs) or a cl_mem of {0}_workspace_size() bytes in that context,
 *   owned by the caller. Concurrent calls are safe when each has its own
 *   workspace (or NULL) and outputs.
 *   At run time it opens the OpenCL ICD loader (libOpenCL.so.1) and, for
 *   GEMMs, CLBlast (libclblast.so.1) with dlopen; where either is missing, or
 *   there is no OpenCL device, a run returns {0}_ERROR_DEVICE before it does
 *   anything, and {0}_error_message says what was looked for.
 *   {0}_set_num_threads does nothing (host work runs on the calling thread).
)",
                       name);
  }
  std::string extra_error_messages(const std::string& name) const override {
    return fmt::format(R"(    case {0}_ERROR_DEVICE:
      snprintf(text, sizeof text, "{0}: %s", kiln_aot_error());
      return text;
)",
                       name);
  }
};

}  // namespace

const CPlatform& opencl_platform() {
  static const OpenclPlatform platform;
  return platform;
}

}  // namespace kiln::aot
