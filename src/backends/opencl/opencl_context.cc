#include "backends/opencl/opencl_context.h"

#include <dlfcn.h>

#include <cstring>

#include "backends/opencl/opencl_device_choice.h"
#include "support/error.h"

namespace kiln::opencl {

namespace {

// Before Halide's runtime creates its context: which device (the platform by
// name, the device type, the index among that platform's devices of that
// type), and f32 divide and sqrt correctly rounded where the device can (the
// reference's; OpenCL C allows 2.5 and 3 ulp otherwise).
void tell_halide_which_device(const HalideOpenclRuntime& runtime) {
  const DeviceChoice& f = device_choice();
  runtime.set_platform_name(f.info.platform.c_str());
  const char* type = f.type == CL_DEVICE_TYPE_GPU ? "gpu" : f.type == CL_DEVICE_TYPE_CPU ? "cpu" : "acc";
  runtime.set_device_type(type);
  runtime.set_gpu_device(f.index_in_type);
  runtime.set_build_options(f.correctly_rounded_divide_sqrt ? "-cl-fp32-correctly-rounded-divide-sqrt" : "");
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

}  // namespace

Queue create_queue(const HalideOpenclRuntime& runtime) {
  api();  // a missing loader is said first, and clearly
  tell_halide_which_device(runtime);
  runtime.set_custom_get_library_symbol(&opencl_symbols_first);
  runtime.set_custom_load_library(&opencl_library_for);
  // The runtime loads the OpenCL API and creates its context on its first
  // device allocation (halide_acquire_cl_context alone does neither): one
  // element, freed at once.
  halide_dimension_t dim{0, 1, 1, 0};
  halide_buffer_t probe{};
  probe.type = halide_type_t(halide_type_uint, 8);
  probe.dimensions = 1;
  probe.dim = &dim;
  int rc = runtime.device_malloc(nullptr, &probe, runtime.device_interface());
  if (rc == 0) runtime.device_free(nullptr, &probe);
  Queue q;
  if (rc == 0) {
    rc = runtime.acquire_context(nullptr, &q.context, &q.queue, false);
    if (rc == 0) {
      // kiln's own references: Halide's runtime may release its own at exit.
      api().clRetainContext(q.context);
      api().clRetainCommandQueue(q.queue);
      runtime.release_context(nullptr);
    }
  }
  if (rc != 0 || !q.context || !q.queue) {
    throw UserError("--target opencl: Halide's OpenCL runtime could not create a context on " + chosen_device().name + " (error " +
                    std::to_string(rc) + ")" + (runtime.last_error ? ": " + runtime.last_error() : std::string()));
  }
  cl_device_id device = nullptr;
  check(api().clGetContextInfo(q.context, CL_CONTEXT_DEVICES, sizeof device, &device, nullptr), "clGetContextInfo");
  if (device != device_choice().device) {
    throw UserError("--target opencl: Halide's OpenCL runtime opened another device than " + chosen_device().name +
                    " (HL_OCL_PLATFORM_NAME, HL_OCL_DEVICE_TYPE or HL_GPU_DEVICE set differently?)");
  }
  q.device = device;
  return q;
}

}  // namespace kiln::opencl
