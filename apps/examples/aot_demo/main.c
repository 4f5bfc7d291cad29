/* Runs the two-layer MLP of test/models/mlp.hlo, compiled by `kiln compile`:
 * relu(x W1 + b1) W2 + b2 with x: f32[4,16], W1: f32[16,32], W2: f32[32,8]. */
#include <stdio.h>
#include <stdlib.h>

#include "mlp.h"

int main(void) {
  static float x[4 * 16], w1[16 * 32], b1[32], w2[32 * 8], b2[8], y[4 * 8];
  for (int i = 0; i < 4 * 16; ++i) x[i] = (float)(i % 9) / 9.0f - 0.5f;
  for (int i = 0; i < 16 * 32; ++i) w1[i] = (float)((i * 7) % 11) / 11.0f - 0.5f;
  for (int i = 0; i < 32; ++i) b1[i] = 0.01f * (float)i;
  for (int i = 0; i < 32 * 8; ++i) w2[i] = (float)((i * 5) % 13) / 13.0f - 0.5f;
  for (int i = 0; i < 8; ++i) b2[i] = 0.1f;

  const mlp_inputs inputs = {x, w1, b1, w2, b2};
  mlp_outputs outputs = {y};
  /* A caller-owned workspace, reused across calls; NULL would also do (and
   * does for a device library, whose workspace is device memory). */
  void* workspace = NULL;
#ifndef KILN_DEVICE_LIBRARY
  if (mlp_workspace_size() > 0 && posix_memalign(&workspace, 64, mlp_workspace_size()) != 0) return 1;
#endif
  mlp_set_num_threads(1);
  const int rc = mlp_run(&inputs, &outputs, workspace);
  if (rc != mlp_OK) {
    fprintf(stderr, "%s\n", mlp_error_message(rc));
    return 1;
  }
  printf("y = relu(x W1 + b1) W2 + b2, f32[4,8] (workspace %zu bytes):\n", mlp_workspace_size());
  for (int r = 0; r < 4; ++r) {
    for (int c = 0; c < 8; ++c) printf(" %8.4f", (double)y[r * 8 + c]);
    printf("\n");
  }
  free(workspace);
  return 0;
}
