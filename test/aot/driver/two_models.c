/* Two kiln libraries in one program: drive_two MLP_DIR BF16_DIR runs mlp on
 * MLP_DIR/in<i>.bin and bf16_attention_scores on BF16_DIR/in<i>.bin, each
 * writing its out<i>.bin (as drive_MODEL does). The libraries share one Halide
 * runtime and one kiln thread pool: whichever archive's copy the linker takes
 * first. */
#include <stdio.h>
#include <stdlib.h>

#include "bf16_attention_scores.h"
#include "mlp.h"

typedef int (*run_fn)(const void* const*, void* const*, void*);

static int run_model(const char* dir, int inputs, const size_t* in_bytes, int outputs, const size_t* out_bytes, run_fn run) {
  const void* in[8];
  void* out[8];
  char path[4096];
  for (int i = 0; i < inputs; ++i) {
    snprintf(path, sizeof path, "%s/in%d.bin", dir, i);
    void* p = malloc(in_bytes[i] + 1);
    FILE* f = fopen(path, "rb");
    if (!f || fread(p, 1, in_bytes[i], f) != in_bytes[i]) return 100;
    fclose(f);
    in[i] = p;
  }
  for (int i = 0; i < outputs; ++i) out[i] = malloc(out_bytes[i] + 1);
  const int rc = run(in, out, NULL);
  if (rc != 0) return rc;
  for (int i = 0; i < outputs; ++i) {
    snprintf(path, sizeof path, "%s/out%d.bin", dir, i);
    FILE* f = fopen(path, "wb");
    fwrite(out[i], 1, out_bytes[i], f);
    fclose(f);
  }
  return 0;
}

int main(int argc, char** argv) {
  if (argc != 3) return 101;
  int rc = run_model(argv[1], mlp_NUM_INPUTS, mlp_input_bytes, mlp_NUM_OUTPUTS, mlp_output_bytes, mlp_run_arrays);
  if (rc == 0) {
    rc = run_model(argv[2], bf16_attention_scores_NUM_INPUTS, bf16_attention_scores_input_bytes, bf16_attention_scores_NUM_OUTPUTS,
                   bf16_attention_scores_output_bytes, bf16_attention_scores_run_arrays);
  }
  if (rc != 0) fprintf(stderr, "drive_two: error %d\n", rc);
  return rc;
}
