/* Times a library from `kiln compile` (built with -DMODEL=its name):
 *   aot_timer DIR REPEAT WARMUP THREADS
 * reads DIR/in<i>.bin (each input's bytes in its declared layout, as a
 * `kiln parity --bundle` directory holds them), runs the model WARMUP times
 * untimed, then REPEAT times, and prints {"median_ms": ..., "min_ms": ...}.
 * Used by aot_interleaved.py. */
#define _POSIX_C_SOURCE 200112L
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#define STR2(x) #x
#define STR(x) STR2(x)
#define CAT2(a, b) a##b
#define CAT(a, b) CAT2(a, b)
#include STR(MODEL.h)

static double now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static int by_value(const void* a, const void* b) {
  const double x = *(const double*)a, y = *(const double*)b;
  return x < y ? -1 : x > y;
}

static void* aligned(size_t bytes) {
  void* p = NULL;
  if (posix_memalign(&p, 64, bytes ? bytes : 64) != 0) exit(102);
  return p;
}

int main(int argc, char** argv) {
  if (argc != 5) {
    fprintf(stderr, "usage: aot_timer DIR REPEAT WARMUP THREADS\n");
    return 101;
  }
  const int repeat = atoi(argv[2]), warmup = atoi(argv[3]);
  if (repeat < 1) return 101;
  const void* inputs[CAT(MODEL, _NUM_INPUTS) + 1];
  void* outputs[CAT(MODEL, _NUM_OUTPUTS) + 1];
  for (int i = 0; i < CAT(MODEL, _NUM_INPUTS); ++i) {
    char path[4096];
    snprintf(path, sizeof path, "%s/in%d.bin", argv[1], i);
    void* p = aligned(CAT(MODEL, _input_bytes)[i]);
    FILE* f = fopen(path, "rb");
    if (!f || fread(p, 1, CAT(MODEL, _input_bytes)[i], f) != CAT(MODEL, _input_bytes)[i]) {
      fprintf(stderr, "aot_timer: cannot read %zu bytes from %s\n", CAT(MODEL, _input_bytes)[i], path);
      return 100;
    }
    fclose(f);
    inputs[i] = p;
  }
  for (int i = 0; i < CAT(MODEL, _NUM_OUTPUTS); ++i) outputs[i] = aligned(CAT(MODEL, _output_bytes)[i]);
  void* workspace = aligned(CAT(MODEL, _workspace_size)());
  CAT(MODEL, _set_num_threads)(atoi(argv[4]));
  double* times = malloc(sizeof(double) * (size_t)repeat);
  for (int i = 0; i < warmup + repeat; ++i) {
    const double start = now_ms();
    const int rc = CAT(MODEL, _run_arrays)(inputs, outputs, workspace);
    if (rc != 0) {
      fprintf(stderr, "%s\n", CAT(MODEL, _error_message)(rc));
      return rc;
    }
    if (i >= warmup) times[i - warmup] = now_ms() - start;
  }
  qsort(times, (size_t)repeat, sizeof(double), by_value);
  printf("{\"median_ms\": %.6f, \"min_ms\": %.6f}\n", times[repeat / 2], times[0]);
  return 0;
}
