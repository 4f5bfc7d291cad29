#!/usr/bin/env bash
# `make run`: runs every bundled example model (test/models) on seeded random
# inputs and prints what kiln did. The Halide CPU target lands with issue #3; until
# then the models run on the reference evaluator.
set -euo pipefail
kiln=${1:-build/bin/kiln}
out=${2:-build/examples}
target=reference
echo "kiln: running the example models in test/models on --target $target (seed 0)"
count=0
for model in test/models/*.hlo; do
  name=$(basename "$model" .hlo)
  "$kiln" run "$model" --target "$target" --random-inputs --seed 0 --output-dir "$out/$name"
  count=$((count + 1))
done
echo "kiln: ran $count models; their outputs are in $out/<model>/out*.npy"
