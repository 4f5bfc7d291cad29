#!/usr/bin/env bash
# `make run`: compiles every bundled example model (test/models) for the CPU,
# runs it on seeded random inputs, and prints what kiln did: each kernel compile
# and the outputs.
set -euo pipefail
kiln=${1:-build/bin/kiln}
out=${2:-build/examples}
target=cpu
echo "kiln: running the example models in test/models on --target $target (seed 0)"
count=0
for model in test/models/*.hlo; do
  name=$(basename "$model" .hlo)
  "$kiln" run "$model" --target "$target" --random-inputs --seed 0 --output-dir "$out/$name" --log-compiles 2>&1
  count=$((count + 1))
done
# A real exported model: SSD-MobileNet, XLA's CPU benchmark (its weights elided
# in the text, filled scaled by fan-in), then its roofline.
model=test/data/xla-models/ssd_mobilenet_tf.hlo
"$kiln" run "$model" --target "$target" --random-inputs --seed 0 --output-dir "$out/ssd_mobilenet_tf" 2>&1
count=$((count + 1))
"$kiln" bench "$model" --repeat 10 --roofline > "$out/ssd_mobilenet_tf/roofline.txt" 2>&1
head -n 12 "$out/ssd_mobilenet_tf/roofline.txt"
echo "  (every kernel: $out/ssd_mobilenet_tf/roofline.txt)"
echo "kiln: ran $count models; their outputs are in $out/<model>/out*.npy"
echo "kiln: compiled kernels are kept in the disk cache (a second 'make run' compiles nothing):"
"$kiln" cache stats
