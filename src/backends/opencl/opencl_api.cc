#include "backends/opencl/opencl_api.h"

#include <dlfcn.h>
#include <link.h>

#include "support/error.h"

namespace kiln::opencl {

namespace {

template <typename F>
void bind(void* library, F& f, const char* name) {
  f = reinterpret_cast<F>(dlsym(library, name));
  if (!f) throw UserError(std::string("--target opencl: libOpenCL.so.1 has no ") + name);
}

bool own_namespace = true;

// In kiln, in a link-map namespace of its own: an OpenCL driver may bring its
// own LLVM (PoCL 3.1 has LLVM 15), whose C++ symbols would otherwise bind to
// the LLVM 14 that Halide loaded first (PoCL's compiler then crashed inside
// LLVM 14's verifier, building CLBlast's kernels).
void* open_loader() {
  static void* const library =
      own_namespace ? dlmopen(LM_ID_NEWLM, "libOpenCL.so.1", RTLD_NOW | RTLD_LOCAL) : dlopen("libOpenCL.so.1", RTLD_NOW | RTLD_LOCAL);
  return library;
}

Api load() {
  void* library = open_loader();
  if (!library) {
    throw UserError(std::string("--target opencl: cannot load the OpenCL ICD loader libOpenCL.so.1 (") + dlerror() +
                    "); install ocl-icd-libopencl1 and a driver such as pocl-opencl-icd (make deps does)");
  }
  Api a{};
  bind(library, a.clGetPlatformIDs, "clGetPlatformIDs");
  bind(library, a.clGetPlatformInfo, "clGetPlatformInfo");
  bind(library, a.clGetDeviceIDs, "clGetDeviceIDs");
  bind(library, a.clGetDeviceInfo, "clGetDeviceInfo");
  bind(library, a.clGetContextInfo, "clGetContextInfo");
  bind(library, a.clGetMemObjectInfo, "clGetMemObjectInfo");
  bind(library, a.clCreateBuffer, "clCreateBuffer");
  bind(library, a.clReleaseMemObject, "clReleaseMemObject");
  bind(library, a.clCreateSubBuffer, "clCreateSubBuffer");
  bind(library, a.clEnqueueWriteBuffer, "clEnqueueWriteBuffer");
  bind(library, a.clEnqueueReadBuffer, "clEnqueueReadBuffer");
  bind(library, a.clEnqueueCopyBuffer, "clEnqueueCopyBuffer");
  bind(library, a.clEnqueueFillBuffer, "clEnqueueFillBuffer");
  bind(library, a.clFinish, "clFinish");
  bind(library, a.clRetainContext, "clRetainContext");
  bind(library, a.clRetainCommandQueue, "clRetainCommandQueue");
  return a;
}

}  // namespace

void open_in_default_namespace() { own_namespace = false; }

void* opencl_library() { return open_loader(); }

void* open_beside_opencl(const char* name) {
  if (!own_namespace) return dlopen(name, RTLD_NOW | RTLD_LOCAL);
  Lmid_t namespace_id = 0;
  if (dlinfo(opencl_library(), RTLD_DI_LMID, &namespace_id) != 0) return nullptr;
  return dlmopen(namespace_id, name, RTLD_NOW | RTLD_LOCAL);
}

const Api& api() {
  static const Api a = load();
  return a;
}

void check(cl_int rc, const char* what) {
  if (rc == CL_SUCCESS) return;
  if (rc == CL_MEM_OBJECT_ALLOCATION_FAILURE || rc == CL_OUT_OF_RESOURCES || rc == CL_OUT_OF_HOST_MEMORY) {
    throw UserError(std::string("the OpenCL device is out of memory (") + what + " returned " + std::to_string(rc) + ")");
  }
  throw InternalError(std::string(what) + " failed with OpenCL error " + std::to_string(rc));
}

}  // namespace kiln::opencl
