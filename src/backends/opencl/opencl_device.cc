// The OpenCL device in process: the context of the process's Halide runtime
// (opencl_context.h), kiln's buffers in it as cl_mem handles.
#include <HalideRuntime.h>
#include <dlfcn.h>

#include <mutex>
#include <optional>

#include "backends/cpu/kernel_loader.h"
#include "backends/opencl/opencl_api.h"
#include "backends/opencl/opencl_backend.h"
#include "backends/opencl/opencl_queue.h"
#include "support/error.h"

namespace kiln::opencl {

namespace {

class OpenclDevice : public Device {
 public:
  explicit OpenclDevice(const Queue& queue) : queue_(queue) {}

  std::string name() const override { return chosen_device().name + " (" + chosen_device().platform + ")"; }

  uint64_t allocate(size_t bytes) override {
    cl_int rc = CL_SUCCESS;
    cl_mem m = api().clCreateBuffer(queue_.context, CL_MEM_READ_WRITE, bytes == 0 ? 1 : bytes, nullptr, &rc);
    check(rc, "clCreateBuffer");
    return reinterpret_cast<uint64_t>(m);
  }
  void release(uint64_t address) override { api().clReleaseMemObject(reinterpret_cast<cl_mem>(address)); }
  void copy_to_device(uint64_t dst, const void* src, size_t bytes) override {
    if (bytes == 0) return;
    check(api().clEnqueueWriteBuffer(queue_.queue, mem(dst), CL_TRUE, 0, bytes, src, 0, nullptr, nullptr), "clEnqueueWriteBuffer");
  }
  void copy_to_host(void* dst, uint64_t src, size_t bytes) override {
    if (bytes == 0) return;
    check(api().clEnqueueReadBuffer(queue_.queue, mem(src), CL_TRUE, 0, bytes, dst, 0, nullptr, nullptr), "clEnqueueReadBuffer");
  }
  void copy_on_device(uint64_t to, uint64_t from, size_t bytes) override {
    if (bytes == 0) return;
    check(api().clEnqueueCopyBuffer(queue_.queue, mem(from), mem(to), 0, 0, bytes, 0, nullptr, nullptr), "clEnqueueCopyBuffer");
  }
  void synchronize() override { check(api().clFinish(queue_.queue), "clFinish"); }

 private:
  static cl_mem mem(uint64_t address) { return reinterpret_cast<cl_mem>(address); }
  Queue queue_;
};

template <typename F>
void find(F& f, const char* name) {
  f = reinterpret_cast<F>(dlsym(RTLD_DEFAULT, name));
  KILN_CHECK(f != nullptr, "the Halide runtime has no OpenCL module ({})", name);
}

// The process's one Halide runtime (loaded with global symbols by the CPU
// backend's loader), its OpenCL entry points found by name.
Queue acquire_queue(DiskCache* disk) {
  if (!cpu::load_runtime(disk)) throw UserError("--target opencl: the Halide runtime could not be built (no working linker)");
  HalideOpenclRuntime r;
  find(r.set_platform_name, "halide_opencl_set_platform_name");
  find(r.set_device_type, "halide_opencl_set_device_type");
  find(r.set_build_options, "halide_opencl_set_build_options");
  find(r.set_gpu_device, "halide_set_gpu_device");
  find(r.set_custom_get_library_symbol, "halide_set_custom_get_library_symbol");
  find(r.set_custom_load_library, "halide_set_custom_load_library");
  find(r.device_interface, "halide_opencl_device_interface");
  find(r.device_malloc, "halide_device_malloc");
  find(r.device_free, "halide_device_free");
  find(r.acquire_context, "halide_acquire_cl_context");
  find(r.release_context, "halide_release_cl_context");
  r.last_error = &cpu::take_halide_error;
  return create_queue(r);
}

}  // namespace

const Queue& queue(DiskCache* disk) {
  static std::mutex m;
  static std::optional<Queue> q;
  std::lock_guard<std::mutex> lock(m);
  if (!q) q = acquire_queue(disk);
  return *q;
}

std::shared_ptr<Device> open_device(DiskCache* disk) {
  static std::mutex m;
  static std::shared_ptr<OpenclDevice> device;
  const Queue& q = queue(disk);
  std::lock_guard<std::mutex> lock(m);
  if (!device) device = std::make_shared<OpenclDevice>(q);
  return device;
}

}  // namespace kiln::opencl
