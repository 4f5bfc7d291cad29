// The OpenCL device: chosen by kiln, created by Halide's OpenCL runtime (told
// which device through its documented settings), and shared: kiln's buffers,
// Halide's kernels and CLBlast all use the runtime's context and queue.
#include <HalideRuntime.h>
#include <dlfcn.h>

#include <cstdlib>
#include <cstring>
#include <mutex>
#include <vector>

#include "backends/cpu/kernel_loader.h"
#include "backends/opencl/opencl_api.h"
#include "backends/opencl/opencl_backend.h"
#include "backends/opencl/opencl_queue.h"
#include "support/error.h"

namespace kiln::opencl {

namespace {

std::string text_info(cl_device_id device, cl_uint what) {
  size_t size = 0;
  check(api().clGetDeviceInfo(device, what, 0, nullptr, &size), "clGetDeviceInfo");
  std::string s(size, '\0');
  check(api().clGetDeviceInfo(device, what, size, s.data(), nullptr), "clGetDeviceInfo");
  while (!s.empty() && s.back() == '\0') s.pop_back();
  return s;
}

template <typename T>
T number_info(cl_device_id device, cl_uint what, T otherwise) {
  T value{};
  return api().clGetDeviceInfo(device, what, sizeof value, &value, nullptr) == CL_SUCCESS ? value : otherwise;
}

struct Found {
  DeviceInfo info;
  cl_device_id device = nullptr;
  cl_bitfield type = 0;
  int index_in_type = 0;  // what Halide's runtime counts (HL_GPU_DEVICE)
  bool correctly_rounded_divide_sqrt = false;
};

Found find_device() {
  cl_uint platforms = 0;
  if (api().clGetPlatformIDs(0, nullptr, &platforms) != CL_SUCCESS || platforms == 0) {
    throw UserError("--target opencl: the OpenCL ICD loader finds no platform; install a driver such as pocl-opencl-icd (make deps does)");
  }
  std::vector<cl_platform_id> ids(platforms);
  check(api().clGetPlatformIDs(platforms, ids.data(), nullptr), "clGetPlatformIDs");
  const char* wanted = std::getenv("KILN_OPENCL_DEVICE");
  int want = 0;
  if (wanted) {
    const std::string w = wanted;
    if (w.empty() || w.find_first_not_of("0123456789") != std::string::npos || w.size() > 6) {
      throw UserError("KILN_OPENCL_DEVICE=" + w + ": expected a device index (0, 1, ...; clinfo -l lists them)");
    }
    want = std::stoi(w);
  }
  int seen = 0;
  for (cl_uint p = 0; p < platforms; ++p) {
    cl_uint count = 0;
    if (api().clGetDeviceIDs(ids[p], CL_DEVICE_TYPE_ALL, 0, nullptr, &count) != CL_SUCCESS) continue;
    std::vector<cl_device_id> devices(count);
    check(api().clGetDeviceIDs(ids[p], CL_DEVICE_TYPE_ALL, count, devices.data(), nullptr), "clGetDeviceIDs");
    for (cl_uint d = 0; d < count; ++d, ++seen) {
      if (seen != want) continue;
      Found f;
      f.device = devices[d];
      char platform[256] = {};
      api().clGetPlatformInfo(ids[p], CL_PLATFORM_NAME, sizeof platform - 1, platform, nullptr);
      f.info.platform = platform;
      f.info.name = text_info(f.device, CL_DEVICE_NAME);
      f.info.platform_index = static_cast<int>(p);
      f.info.index_in_platform = static_cast<int>(d);
      // The one type bit Halide is told (HL_OCL_DEVICE_TYPE), and the index
      // among the platform's devices of that type it counts.
      const cl_bitfield type = number_info<cl_bitfield>(f.device, CL_DEVICE_TYPE, 0);
      f.type = type & CL_DEVICE_TYPE_GPU ? CL_DEVICE_TYPE_GPU : type & CL_DEVICE_TYPE_CPU ? CL_DEVICE_TYPE_CPU : CL_DEVICE_TYPE_ACCELERATOR;
      for (cl_uint e = 0; e < d; ++e) {
        if (number_info<cl_bitfield>(devices[e], CL_DEVICE_TYPE, 0) & f.type) ++f.index_in_type;
      }
      f.correctly_rounded_divide_sqrt = number_info<cl_bitfield>(f.device, CL_DEVICE_SINGLE_FP_CONFIG, 0) & CL_FP_CORRECTLY_ROUNDED_DIVIDE_SQRT;
      f.info.limits.max_threads_per_block = static_cast<int64_t>(number_info<size_t>(f.device, CL_DEVICE_MAX_WORK_GROUP_SIZE, 256));
      f.info.limits.shared_memory_per_block = static_cast<int64_t>(number_info<cl_ulong>(f.device, CL_DEVICE_LOCAL_MEM_SIZE, 32 << 10));
      // No sub-groups reported (PoCL's CPU device): work-items of a group run one by one.
      f.info.limits.sub_group_width = 1;
      const std::string extensions = text_info(f.device, CL_DEVICE_EXTENSIONS);
      f.info.doubles = extensions.find("cl_khr_fp64") != std::string::npos;
      f.info.halves = extensions.find("cl_khr_fp16") != std::string::npos;
      return f;
    }
  }
  if (wanted) throw UserError(std::string("KILN_OPENCL_DEVICE=") + wanted + " but there are " + std::to_string(seen) + " OpenCL device(s)");
  throw UserError("--target opencl: the OpenCL platforms have no device; install a driver such as pocl-opencl-icd (make deps does)");
}

const Found& found() {
  static const Found f = find_device();
  return f;
}

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
F runtime_function(const char* name) {
  auto f = reinterpret_cast<F>(dlsym(RTLD_DEFAULT, name));
  KILN_CHECK(f != nullptr, "the Halide runtime has no OpenCL module ({})", name);
  return f;
}

// Before Halide's runtime creates its context: which device (the platform by
// name, the device type, the index among that platform's devices of that
// type), and f32 divide and sqrt correctly rounded where the device can (the
// reference's; OpenCL C allows 2.5 and 3 ulp otherwise).
void tell_halide_which_device() {
  const Found& f = found();
  runtime_function<void (*)(const char*)>("halide_opencl_set_platform_name")(f.info.platform.c_str());
  const char* type = f.type == CL_DEVICE_TYPE_GPU ? "gpu" : f.type == CL_DEVICE_TYPE_CPU ? "cpu" : "acc";
  runtime_function<void (*)(const char*)>("halide_opencl_set_device_type")(type);
  runtime_function<void (*)(int)>("halide_set_gpu_device")(f.index_in_type);
  runtime_function<void (*)(const char*)>("halide_opencl_set_build_options")(f.correctly_rounded_divide_sqrt ? "-cl-fp32-correctly-rounded-divide-sqrt" : "");
}

// Halide's runtime finds OpenCL's functions through this: in the ICD loader
// kiln opened (its own namespace, opencl_api.cc), not the process's.
void* opencl_symbols_first(void* library, const char* name) noexcept {
  if (library == nullptr || library == opencl_library()) {
    if (name[0] == 'c' && name[1] == 'l') {
      if (void* symbol = dlsym(opencl_library(), name)) return symbol;
    }
  }
  return dlsym(library == nullptr ? RTLD_DEFAULT : library, name);
}
void* opencl_library_for(const char* name) noexcept {
  if (std::strstr(name, "OpenCL") != nullptr) return opencl_library();
  return dlopen(name, RTLD_LAZY);
}

Queue acquire_queue(DiskCache* disk) {
  if (!cpu::load_runtime(disk)) throw UserError("--target opencl: the Halide runtime could not be built (no working linker)");
  tell_halide_which_device();
  using Acquire = int (*)(void*, cl_context*, cl_command_queue*, bool);
  using Release = int (*)(void*);
  using Interface = const halide_device_interface_t* (*)();
  using Malloc = int (*)(void*, halide_buffer_t*, const halide_device_interface_t*);
  using Free = int (*)(void*, halide_buffer_t*);
  auto acquire = reinterpret_cast<Acquire>(dlsym(RTLD_DEFAULT, "halide_acquire_cl_context"));
  auto release = reinterpret_cast<Release>(dlsym(RTLD_DEFAULT, "halide_release_cl_context"));
  auto interface = reinterpret_cast<Interface>(dlsym(RTLD_DEFAULT, "halide_opencl_device_interface"));
  auto device_malloc = reinterpret_cast<Malloc>(dlsym(RTLD_DEFAULT, "halide_device_malloc"));
  auto device_free = reinterpret_cast<Free>(dlsym(RTLD_DEFAULT, "halide_device_free"));
  KILN_CHECK(acquire && release && interface && device_malloc && device_free, "the Halide runtime has no OpenCL module (halide_acquire_cl_context)");
  using SetGetLibrarySymbol = void* (*)(void* (*)(void*, const char*));
  using SetLoadLibrary = void* (*)(void* (*)(const char*));
  auto set_symbol = reinterpret_cast<SetGetLibrarySymbol>(dlsym(RTLD_DEFAULT, "halide_set_custom_get_library_symbol"));
  auto set_load = reinterpret_cast<SetLoadLibrary>(dlsym(RTLD_DEFAULT, "halide_set_custom_load_library"));
  KILN_CHECK(set_symbol && set_load, "the Halide runtime has no halide_set_custom_get_library_symbol");
  set_symbol(&opencl_symbols_first);
  set_load(&opencl_library_for);
  // The runtime loads the OpenCL API and creates its context on its first
  // device allocation (halide_acquire_cl_context alone does neither): one
  // element, freed at once.
  halide_dimension_t dim{0, 1, 1, 0};
  halide_buffer_t probe{};
  probe.type = halide_type_t(halide_type_uint, 8);
  probe.dimensions = 1;
  probe.dim = &dim;
  int rc = device_malloc(nullptr, &probe, interface());
  if (rc == 0) device_free(nullptr, &probe);
  Queue q;
  if (rc == 0) {
    rc = acquire(nullptr, &q.context, &q.queue, false);
    if (rc == 0) {
      // kiln's own references: Halide's runtime may release its own at exit.
      api().clRetainContext(q.context);
      api().clRetainCommandQueue(q.queue);
      release(nullptr);
    }
  }
  if (rc != 0 || !q.context || !q.queue) {
    throw UserError("--target opencl: Halide's OpenCL runtime could not create a context on " + chosen_device().name + " (error " +
                    std::to_string(rc) + "): " + cpu::take_halide_error());
  }
  cl_device_id device = nullptr;
  check(api().clGetContextInfo(q.context, CL_CONTEXT_DEVICES, sizeof device, &device, nullptr), "clGetContextInfo");
  if (device != found().device) {
    throw UserError("--target opencl: Halide's OpenCL runtime opened another device than " + chosen_device().name +
                    " (HL_OCL_PLATFORM_NAME, HL_OCL_DEVICE_TYPE or HL_GPU_DEVICE set differently?)");
  }
  q.device = device;
  return q;
}

}  // namespace

const DeviceInfo& chosen_device() { return found().info; }

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
