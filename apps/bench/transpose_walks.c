/* The seed's transpose read three times (x f32[64,1024,512]; y = x transposed per d0; a = 2y, b = y + 1,
 * c = exp(y)), hand-written with AVX-512 in four walks of its 16x16 tiles, streaming stores, beside the same
 * three results without the transpose and the plain-store copy (../shared/bench/stream.c's limit: the
 * copy's time for these bytes), rounds interleaved. It decides how kiln's streamed tiled transposes walk
 * their tiles (src/schedule/cpu_rules.cc, walk_tiles_along_input_rows):
 *   input_rows              tiles along the input's rows (reads along memory, stores scattered lines)
 *   output_rows             tiles along the output's rows (stores along memory, reads 16 rows apart)
 *   band_per_output         input_rows, each output of a band of tiles written in its own pass
 *   outrow_band_per_output  output_rows, the same
 * Build: gcc -O3 -march=native -mavx512f -fopenmp -fno-tree-loop-distribute-patterns apps/bench/transpose_walks.c -lm
 * Run:   OMP_NUM_THREADS=2 ./a.out [rounds]     (needs AVX-512) */
#include <immintrin.h>
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <time.h>
#define D0 64
#define R 1024  // input rows (= output cols)
#define C 512   // input cols (= output rows)
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + 1e-9 * t.tv_nsec; }

static inline __m512 vexp(__m512 x) {
  const __m512 l2e = _mm512_set1_ps(1.44269504f), c1 = _mm512_set1_ps(0.693359375f), c2 = _mm512_set1_ps(-2.12194440e-4f);
  x = _mm512_min_ps(_mm512_max_ps(x, _mm512_set1_ps(-88.f)), _mm512_set1_ps(88.f));
  __m512 n = _mm512_roundscale_ps(_mm512_mul_ps(x, l2e), 0);
  __m512 r = _mm512_fnmadd_ps(n, c1, x); r = _mm512_fnmadd_ps(n, c2, r);
  __m512 p = _mm512_set1_ps(1.9875691500E-4f);
  p = _mm512_fmadd_ps(p, r, _mm512_set1_ps(1.3981999507E-3f));
  p = _mm512_fmadd_ps(p, r, _mm512_set1_ps(8.3334519073E-3f));
  p = _mm512_fmadd_ps(p, r, _mm512_set1_ps(4.1665795894E-2f));
  p = _mm512_fmadd_ps(p, r, _mm512_set1_ps(1.6666665459E-1f));
  p = _mm512_fmadd_ps(p, r, _mm512_set1_ps(5.0000001201E-1f));
  p = _mm512_fmadd_ps(p, _mm512_mul_ps(r, r), _mm512_add_ps(r, _mm512_set1_ps(1.f)));
  return _mm512_scalef_ps(p, n);
}

static inline void tr16(__m512 r[16]) {
  __m512 t[16], u[16], v[16];
  for (int k = 0; k < 8; k++) { t[2*k] = _mm512_unpacklo_ps(r[2*k], r[2*k+1]); t[2*k+1] = _mm512_unpackhi_ps(r[2*k], r[2*k+1]); }
  for (int k = 0; k < 4; k++) {
    u[4*k+0] = _mm512_shuffle_ps(t[4*k+0], t[4*k+2], 0x44);
    u[4*k+1] = _mm512_shuffle_ps(t[4*k+0], t[4*k+2], 0xEE);
    u[4*k+2] = _mm512_shuffle_ps(t[4*k+1], t[4*k+3], 0x44);
    u[4*k+3] = _mm512_shuffle_ps(t[4*k+1], t[4*k+3], 0xEE);
  }
  for (int k = 0; k < 2; k++) for (int j = 0; j < 4; j++) {
    v[8*k+j] = _mm512_shuffle_f32x4(u[8*k+j], u[8*k+4+j], 0x88);
    v[8*k+4+j] = _mm512_shuffle_f32x4(u[8*k+j], u[8*k+4+j], 0xDD);
  }
  for (int j = 0; j < 8; j++) { r[j] = _mm512_shuffle_f32x4(v[j], v[8+j], 0x88); r[j+8] = _mm512_shuffle_f32x4(v[j], v[8+j], 0xDD); }
}

static float *X, *A, *B, *Cc;
static int NT_STORES = 1;
#define ST(p, v) do { if (NT_STORES) _mm512_stream_ps(p, v); else _mm512_store_ps(p, v); } while (0)

// which: bit0 a, bit1 b, bit2 c
static inline void tile(long d0, int j0, int i0, int which) {
  __m512 r[16];
  const float *xp = X + (d0 * R + j0) * C + i0;
  for (int k = 0; k < 16; k++) r[k] = _mm512_load_ps(xp + k * C);
  tr16(r);  // r[k] = column i0+k of the tile = output row i0+k, cols j0..j0+15
  for (int k = 0; k < 16; k++) {
    long o = (d0 * C + i0 + k) * R + j0;
    if (which & 1) ST(A + o, _mm512_mul_ps(r[k], _mm512_set1_ps(2.f)));
    if (which & 2) ST(B + o, _mm512_add_ps(r[k], _mm512_set1_ps(1.f)));
    if (which & 4) ST(Cc + o, vexp(r[k]));
  }
}

static void v_input_rows() {  // current default: d1.o (output row tiles = input col tiles) inner
#pragma omp parallel for schedule(static)
  for (long d0 = 0; d0 < D0; d0++)
    for (int j0 = 0; j0 < R; j0 += 16)
      for (int i0 = 0; i0 < C; i0 += 16) tile(d0, j0, i0, 7);
  _mm_sfence();
}
static void v_output_rows() {
#pragma omp parallel for schedule(static)
  for (long d0 = 0; d0 < D0; d0++)
    for (int i0 = 0; i0 < C; i0 += 16)
      for (int j0 = 0; j0 < R; j0 += 16) tile(d0, j0, i0, 7);
  _mm_sfence();
}
static void v_band_per_output() {
#pragma omp parallel for schedule(static)
  for (long d0 = 0; d0 < D0; d0++)
    for (int j0 = 0; j0 < R; j0 += 16)
      for (int w = 1; w <= 4; w <<= 1)
        for (int i0 = 0; i0 < C; i0 += 16) tile(d0, j0, i0, w);
  _mm_sfence();
}
static void v_outrow_band_per_output() {  // band of 16 output rows, each output in its own pass
#pragma omp parallel for schedule(static)
  for (long d0 = 0; d0 < D0; d0++)
    for (int i0 = 0; i0 < C; i0 += 16)
      for (int w = 1; w <= 4; w <<= 1)
        for (int j0 = 0; j0 < R; j0 += 16) tile(d0, j0, i0, w);
  _mm_sfence();
}
static void v_copy3() {  // no transpose: a, b, c of x elementwise
  const long n = (long)D0 * R * C;
#pragma omp parallel for schedule(static)
  for (long i = 0; i < n; i += 16) {
    __m512 v = _mm512_load_ps(X + i);
    ST(A + i, _mm512_mul_ps(v, _mm512_set1_ps(2.f)));
    ST(B + i, _mm512_add_ps(v, _mm512_set1_ps(1.f)));
    ST(Cc + i, vexp(v));
  }
  _mm_sfence();
}
static void v_copy_plain() {  // stream.c's plain copy, the limit: 2 arrays
  const long n = (long)D0 * R * C;
#pragma omp parallel for schedule(static)
  for (long i = 0; i < n; i++) A[i] = X[i];
}

int main(int argc, char **argv) {
  long n = (long)D0 * R * C;
  X = aligned_alloc(64, n * 4); A = aligned_alloc(64, n * 4); B = aligned_alloc(64, n * 4); Cc = aligned_alloc(64, n * 4);
  for (long i = 0; i < n; i++) { X[i] = (float)((i * 2654435761u) % 1000) / 1000.f - 0.5f; A[i] = B[i] = Cc[i] = 0; }
  // check
  v_band_per_output();
  for (int t = 0; t < 20000; t++) {
    long d0 = rand() % D0, i = rand() % C, j = rand() % R;
    float y = X[(d0 * R + j) * C + i]; long o = (d0 * C + i) * R + j;
    if (A[o] != 2 * y || B[o] != y + 1 || fabsf(Cc[o] - expf(y)) > 1e-6f * expf(y) * 4) { printf("wrong at %ld %ld %ld: %g %g %g %g\n", d0, i, j, y, A[o], B[o], Cc[o]); return 1; }
  }
  struct { const char *name; void (*f)(); } vs[] = {{"input_rows", v_input_rows}, {"output_rows", v_output_rows}, {"band_per_output", v_band_per_output},
    {"outrow_band_per_output", v_outrow_band_per_output}, {"copy3", v_copy3}, {"copy_plain", v_copy_plain}};
  int nv = sizeof vs / sizeof vs[0];
  int rounds = argc > 1 ? atoi(argv[1]) : 5;
  double best[16]; for (int k = 0; k < nv; k++) best[k] = 1e9;
  for (int r = 0; r < rounds; r++) {
    printf("round %d:", r);
    double tl = 0;
    for (int k = 0; k < nv; k++) {
      double m = 1e9;
      for (int rep = 0; rep < 3; rep++) { double t0 = now(); vs[k].f(); double dt = now() - t0; if (dt < m) m = dt; }
      if (k == nv - 1) tl = m * 4.0 / 2;  // plain copy moves 2 arrays; x3 moves 4: the limit's time
      best[k] = m;
      printf(" %s %.1f", vs[k].name, m * 1e3);
    }
    printf(" | limit %.1f ms, ratios:", tl * 1e3);
    for (int k = 0; k < nv - 1; k++) printf(" %.2f", tl / best[k]);
    printf("\n");
  }
}
