/* A CUDA driver made of host memory (test/aot/aot_cuda_test.cc): device memory
 * is host memory, copies are memcpy, and no kernel can be loaded. It lets a
 * CUDA library's host side run where there is no GPU: its staging of inputs
 * and outputs, constants, workspaces, the context stack, and the steps the
 * host runs (a sort and its comparator, the branch a pred picks). At exit it
 * says on stderr when a run left a context pushed. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int CUresult;
typedef unsigned long long CUdeviceptr;

static int context;  /* the one context: its address is the handle */
static int pushed;   /* contexts pushed and not popped */

static void check_balanced(void) __attribute__((destructor));
static void check_balanced(void) {
  if (pushed != 0) fprintf(stderr, "fake libcuda: %d context(s) still pushed at exit\n", pushed);
}

CUresult cuInit(unsigned flags) { (void)flags; return 0; }
CUresult cuDeviceGetCount(int* count) { *count = 1; return 0; }
CUresult cuDeviceGet(int* device, int ordinal) { *device = ordinal; return 0; }
CUresult cuDeviceGetName(char* name, int length, int device) {
  (void)device;
  snprintf(name, (size_t)length, "fake device (host memory)");
  return 0;
}
CUresult cuDevicePrimaryCtxRetain(void** ctx, int device) {
  (void)device;
  *ctx = &context;
  return 0;
}
CUresult cuCtxSetCurrent(void* ctx) { return ctx == &context ? 0 : 201; /* CUDA_ERROR_INVALID_CONTEXT */ }
CUresult cuCtxPushCurrent_v2(void* ctx) {
  if (ctx != &context) return 201;
  ++pushed;
  return 0;
}
CUresult cuCtxPopCurrent_v2(void** ctx) {
  if (pushed == 0) return 201;
  --pushed;
  if (ctx) *ctx = &context;
  return 0;
}
CUresult cuCtxSynchronize(void) { return 0; }
CUresult cuMemAlloc_v2(CUdeviceptr* address, size_t bytes) {
  void* p = aligned_alloc(256, (bytes + 255) / 256 * 256);
  if (!p) return 2; /* CUDA_ERROR_OUT_OF_MEMORY */
  memset(p, 0xA5, (bytes + 255) / 256 * 256);  /* never zeros: a missed copy shows */
  *address = (CUdeviceptr)(size_t)p;
  return 0;
}
CUresult cuMemFree_v2(CUdeviceptr address) {
  free((void*)(size_t)address);
  return 0;
}
CUresult cuMemcpyHtoD_v2(CUdeviceptr to, const void* from, size_t bytes) {
  memcpy((void*)(size_t)to, from, bytes);
  return 0;
}
CUresult cuMemcpyDtoH_v2(void* to, CUdeviceptr from, size_t bytes) {
  memcpy(to, (const void*)(size_t)from, bytes);
  return 0;
}
CUresult cuMemcpyDtoD_v2(CUdeviceptr to, CUdeviceptr from, size_t bytes) {
  memmove((void*)(size_t)to, (const void*)(size_t)from, bytes);
  return 0;
}
CUresult cuMemsetD8_v2(CUdeviceptr to, unsigned char value, size_t bytes) {
  memset((void*)(size_t)to, value, bytes);
  return 0;
}
CUresult cuGetErrorName(CUresult error, const char** name) {
  (void)error;
  *name = "FAKE_DRIVER_ERROR";
  return 0;
}
/* Loading a module: there is no GPU to run it on. */
CUresult cuModuleLoadData(void** module, const void* image) {
  (void)module;
  (void)image;
  return 200; /* CUDA_ERROR_INVALID_IMAGE */
}
