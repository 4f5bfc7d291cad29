/* The jax#19327 product C[M,N] = A[M,K] * B[N,K]^T as one direct oneDNN call
 * (dnnl_sgemm, row-major): the other GEMM library on the machine beside
 * ../shared/bench/gemm_ref.c's OpenBLAS. apps/bench/peers.py builds it:
 *   gcc -O2 gemm_onednn.c -ldnnl -o gemm_onednn && OMP_NUM_THREADS=2 ./gemm_onednn 30
 * prints {"median_ms": ..., "min_ms": ...}. */
#include <dnnl.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static int by_value(const void *a, const void *b) {
  const double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

int main(int argc, char **argv) {
  const int M = 3200, N = 600, K = 821;
  int reps = argc > 1 ? atoi(argv[1]) : 30;
  if (reps < 1 || reps > 1000) reps = 30;
  float *A = malloc(sizeof(float) * M * K), *B = malloc(sizeof(float) * N * K), *C = malloc(sizeof(float) * M * N);
  if (!A || !B || !C) return 1;
  for (long i = 0; i < (long)M * K; i++) A[i] = (float)rand() / RAND_MAX - 0.5f;
  for (long i = 0; i < (long)N * K; i++) B[i] = (float)rand() / RAND_MAX - 0.5f;
  double t[1000];
  for (int r = 0; r < 5 + reps; r++) {
    const double t0 = now_ms();
    if (dnnl_sgemm('N', 'T', M, N, K, 1.f, A, K, B, K, 0.f, C, N) != dnnl_success) return 1;
    if (r >= 5) t[r - 5] = now_ms() - t0;
  }
  qsort(t, reps, sizeof(double), by_value);
  printf("{\"median_ms\": %.4f, \"min_ms\": %.4f}\n", t[reps / 2], t[0]);
  return 0;
}
