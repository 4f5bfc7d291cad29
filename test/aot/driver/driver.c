/* Runs one AOT-compiled model on raw buffers: drive_MODEL DIR reads DIR/in<i>.bin
 * (each input's bytes in its physical layout), writes DIR/out<i>.bin, and
 * exits with the model's error code (its message on stderr). drive_MODEL --null
 * prints what the library says to null arguments. It runs on 2 threads, or
 * $KILN_DRIVE_THREADS. Built with KILN_DEVICE_LIBRARY for a CUDA library; on
 * the CUDA test's fake driver, $KILN_DRIVE_FAKE_DEVICE=buffers runs it through
 * NAME_run_device and =workspace gives it a workspace of the caller's. Built
 * with KILN_OPENCL_LIBRARY for an OpenCL library, $KILN_DRIVE_OPENCL=buffers
 * does the same on cl_mem buffers in the library's context, and =workspace
 * gives it a cl_mem workspace (the OpenCL API through dlopen). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define STR2(x) #x
#define STR(x) STR2(x)
#define CAT2(a, b) a##b
#define CAT(a, b) CAT2(a, b)
#include STR(MODEL.h)

#ifdef KILN_OPENCL_LIBRARY
#include <dlfcn.h>
#include <stdint.h>
/* The few OpenCL calls the driver makes, as the ICD ABI spells them. */
typedef void* (*create_buffer_fn)(void*, uint64_t, size_t, void*, int32_t*);
typedef int32_t (*transfer_fn)(void*, void*, uint32_t, size_t, size_t, void*, uint32_t, const void*, void*);
typedef int32_t (*release_fn)(void*);
static create_buffer_fn cl_create_buffer;
static transfer_fn cl_write, cl_read;
static release_fn cl_release;
static void* cl_context_of_library;
static void* cl_queue_of_library;

static void* device_copy(const void* host, size_t bytes) {
  int32_t rc = 0;
  void* mem = cl_create_buffer(cl_context_of_library, 1 /* CL_MEM_READ_WRITE */, bytes ? bytes : 1, NULL, &rc);
  if (rc != 0 || !mem) exit(103);
  if (host && bytes && cl_write(cl_queue_of_library, mem, 1, 0, bytes, (void*)host, 0, NULL, NULL) != 0) exit(103);
  return mem;
}

static int opencl_open(void) {
  void* lib = dlopen("libOpenCL.so.1", RTLD_NOW | RTLD_LOCAL);
  if (!lib) return 0;
  cl_create_buffer = (create_buffer_fn)dlsym(lib, "clCreateBuffer");
  cl_write = (transfer_fn)dlsym(lib, "clEnqueueWriteBuffer");
  cl_read = (transfer_fn)dlsym(lib, "clEnqueueReadBuffer");
  cl_release = (release_fn)dlsym(lib, "clReleaseMemObject");
  return cl_create_buffer && cl_write && cl_read && cl_release &&
         CAT(MODEL, _opencl_context)(&cl_context_of_library, &cl_queue_of_library) == 0;
}
#endif

static void* read_file(const char* dir, const char* stem, int i, size_t bytes) {
  char path[4096];
  snprintf(path, sizeof path, "%s/%s%d.bin", dir, stem, i);
  void* p = malloc(bytes ? bytes : 1);
  FILE* f = fopen(path, "rb");
  if (!f || fread(p, 1, bytes, f) != bytes) {
    fprintf(stderr, "cannot read %zu bytes from %s\n", bytes, path);
    exit(100);
  }
  fclose(f);
  return p;
}

int main(int argc, char** argv) {
  if (argc != 2) return 101;
  if (argv[1][0] == '-') { /* --null: the library's own argument check */
    const int rc = CAT(MODEL, _run_arrays)(NULL, NULL, NULL);
    printf("%d %s\n", rc, CAT(MODEL, _error_message)(rc));
    return 0;
  }
  const void* inputs[CAT(MODEL, _NUM_INPUTS) + 1];
  void* outputs[CAT(MODEL, _NUM_OUTPUTS) + 1];
  for (int i = 0; i < CAT(MODEL, _NUM_INPUTS); ++i) inputs[i] = read_file(argv[1], "in", i, CAT(MODEL, _input_bytes)[i]);
  for (int i = 0; i < CAT(MODEL, _NUM_OUTPUTS); ++i) outputs[i] = malloc(CAT(MODEL, _output_bytes)[i] + 1);
  void* workspace = NULL;
#if !defined(KILN_DEVICE_LIBRARY) && !defined(KILN_OPENCL_LIBRARY) /* a device library's workspace is device memory: NULL takes one from its pool */
  if (CAT(MODEL, _workspace_size)() > 0 && posix_memalign(&workspace, 64, CAT(MODEL, _workspace_size)()) != 0) return 102;
#endif
  const char* threads = getenv("KILN_DRIVE_THREADS");
  CAT(MODEL, _set_num_threads)(threads ? atoi(threads) : 2);
#ifdef KILN_DEVICE_LIBRARY
  /* On the test's fake driver (device memory is host memory): the buffers as
   * device buffers (NAME_run_device), or a workspace of the caller's. */
  const char* fake = getenv("KILN_DRIVE_FAKE_DEVICE");
  if (fake && (!strcmp(fake, "buffers") || !strcmp(fake, "workspace"))) {
    if (posix_memalign(&workspace, 256, CAT(MODEL, _workspace_size)()) != 0) return 102;
  }
  int rc;
  if (fake && !strcmp(fake, "buffers")) {
    for (int i = 0; i < CAT(MODEL, _NUM_INPUTS); ++i) {
      void* aligned = NULL;
      const size_t bytes = CAT(MODEL, _input_bytes)[i];
      if (posix_memalign(&aligned, 64, bytes ? bytes : 1) != 0) return 102;
      memcpy(aligned, inputs[i], bytes);
      inputs[i] = aligned;
    }
    for (int i = 0; i < CAT(MODEL, _NUM_OUTPUTS); ++i) {
      if (posix_memalign(&outputs[i], 64, CAT(MODEL, _output_bytes)[i] + 1) != 0) return 102;
    }
    rc = CAT(MODEL, _run_device)(inputs, outputs, workspace);
  } else {
    rc = CAT(MODEL, _run_arrays)(inputs, outputs, workspace);
  }
#elif defined(KILN_OPENCL_LIBRARY)
  const char* mode = getenv("KILN_DRIVE_OPENCL");
  int rc;
  if (mode && (!strcmp(mode, "buffers") || !strcmp(mode, "workspace"))) {
    if (!opencl_open()) return 103;
    workspace = device_copy(NULL, CAT(MODEL, _workspace_size)());
  }
  if (mode && !strcmp(mode, "buffers")) {
    void* host_outputs[CAT(MODEL, _NUM_OUTPUTS) + 1];
    for (int i = 0; i < CAT(MODEL, _NUM_INPUTS); ++i) inputs[i] = device_copy(inputs[i], CAT(MODEL, _input_bytes)[i]);
    for (int i = 0; i < CAT(MODEL, _NUM_OUTPUTS); ++i) {
      host_outputs[i] = outputs[i];
      outputs[i] = device_copy(NULL, CAT(MODEL, _output_bytes)[i]);
    }
    /* The handles in the header's own type: a host pointer would not compile in its place. */
    CAT(MODEL, _cl_mem) device_inputs[CAT(MODEL, _NUM_INPUTS) + 1], device_outputs[CAT(MODEL, _NUM_OUTPUTS) + 1];
    for (int i = 0; i < CAT(MODEL, _NUM_INPUTS); ++i) device_inputs[i].mem = (void*)inputs[i];
    for (int i = 0; i < CAT(MODEL, _NUM_OUTPUTS); ++i) device_outputs[i].mem = outputs[i];
    const CAT(MODEL, _cl_mem) device_workspace = {workspace};
    rc = CAT(MODEL, _run_device)(device_inputs, device_outputs, device_workspace);
    for (int i = 0; rc == 0 && i < CAT(MODEL, _NUM_OUTPUTS); ++i) {
      const size_t bytes = CAT(MODEL, _output_bytes)[i];
      if (bytes && cl_read(cl_queue_of_library, outputs[i], 1, 0, bytes, host_outputs[i], 0, NULL, NULL) != 0) return 103;
      cl_release(outputs[i]);
      outputs[i] = host_outputs[i];
    }
  } else {
    rc = CAT(MODEL, _run_arrays)(inputs, outputs, workspace);
  }
#else
  const int rc = CAT(MODEL, _run_arrays)(inputs, outputs, workspace);
#endif
  if (rc != 0) {
    fprintf(stderr, "%s\n", CAT(MODEL, _error_message)(rc));
    return rc;
  }
  for (int i = 0; i < CAT(MODEL, _NUM_OUTPUTS); ++i) {
    char path[4096];
    snprintf(path, sizeof path, "%s/out%d.bin", argv[1], i);
    FILE* f = fopen(path, "wb");
    fwrite(outputs[i], 1, CAT(MODEL, _output_bytes)[i], f);
    fclose(f);
  }
  return 0;
}
