/* Runs one AOT-compiled model on raw buffers: drive_MODEL DIR reads DIR/in<i>.bin
 * (each input's bytes in its physical layout), writes DIR/out<i>.bin, and
 * exits with the model's error code (its message on stderr). drive_MODEL --null
 * prints what the library says to null arguments. It runs on 2 threads, or
 * $KILN_DRIVE_THREADS. Built with KILN_DEVICE_LIBRARY for a CUDA library; on
 * the CUDA test's fake driver, $KILN_DRIVE_FAKE_DEVICE=buffers runs it through
 * NAME_run_device and =workspace gives it a workspace of the caller's. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define STR2(x) #x
#define STR(x) STR2(x)
#define CAT2(a, b) a##b
#define CAT(a, b) CAT2(a, b)
#include STR(MODEL.h)

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
#ifndef KILN_DEVICE_LIBRARY /* a CUDA library's workspace is device memory: NULL takes one from its pool */
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
