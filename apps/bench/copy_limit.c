/* The copy limits of ../shared/bench/stream.c (plain and streaming stores, 64 Mi floats, bytes counted
 * the STREAM way) for a CPU without AVX-512, where stream.c does not build: its streaming stores are
 * AVX-512 intrinsics. Same arrays, same counting, same JSON lines (common.h's emit), so
 * apps/bench/seed_workloads.py reads either. Build:
 *   gcc -O3 -march=native -fopenmp -fno-tree-loop-distribute-patterns -I../shared/bench copy_limit.c */
#include <immintrin.h>
#include <omp.h>
#include "common.h"

#define N (64L * 1024 * 1024)

static void copy_plain(float *restrict c, const float *restrict a) {
#pragma omp parallel for schedule(static)
  for (long i = 0; i < N; i++) c[i] = a[i];
}

static void copy_nt(float *restrict c, const float *restrict a) {
#if defined(__AVX512F__)
#pragma omp parallel for schedule(static)
  for (long i = 0; i < N; i += 16) _mm512_stream_ps(c + i, _mm512_load_ps(a + i));
#elif defined(__AVX__)
#pragma omp parallel for schedule(static)
  for (long i = 0; i < N; i += 8) _mm256_stream_ps(c + i, _mm256_load_ps(a + i));
#else
#pragma omp parallel for schedule(static)
  for (long i = 0; i < N; i += 4) _mm_stream_ps(c + i, _mm_load_ps(a + i));
#endif
  _mm_sfence();
}

int main(void) {
  int threads = omp_get_max_threads();
  int reps = env_int("REPS", 11), warm = env_int("WARM", 3);
  if (reps < 1 || reps > 256) reps = 11;
  float *a = aligned_alloc(2 << 20, N * 4), *c = aligned_alloc(2 << 20, N * 4);
  if (!a || !c) return 1;
#pragma omp parallel for schedule(static)
  for (long i = 0; i < N; i++) { a[i] = 1.0f; c[i] = 0.0f; }
  const double A = (double)N * 4;
  double ms[256];
  char extra[128];
  snprintf(extra, sizeof extra, "\"array_mib\": %ld", N * 4 / (1 << 20));
#define BENCH(name, bytes, stmt)                                                                     \
  do {                                                                                               \
    for (int r = 0; r < warm; r++) { stmt; }                                                         \
    for (int r = 0; r < reps; r++) { double t0 = now_s(); stmt; ms[r] = (now_s() - t0) * 1e3; }    \
    emit("limit: " name, "C OpenMP", threads, summarize(ms, reps), "GB/s", bytes, extra);            \
  } while (0)
  BENCH("copy (plain stores)", 2 * A, copy_plain(c, a));
  BENCH("copy (NT stores)", 2 * A, copy_nt(c, a));
  return 0;
}
