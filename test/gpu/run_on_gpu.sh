#!/usr/bin/env bash
# One command for the GPU machine (docs/backend-cuda.md): every bundled model
# and every corpus module on --target cuda against the reference evaluator, one
# line per model. Prepare here with `test/gpu/run_on_gpu.sh --prepare` (copies
# build/bin/kiln, the corpus and Debian's runtime libraries into .gpu/, which git
# ignores); on the device run `test/gpu/run_on_gpu.sh [STAGE...]` with .gpu
# carried. Stages, all by default, in the order of a 15-minute device budget:
#   parity (issue 12, about 2 min), tune (issue 15, about 1 min),
#   bench (issue 17: apps/bench/gpu_seed_workloads.py, up to 10 min),
#   jax (issue 14's real models from JAX, up to 4 min each).
# A device call runs 10 minutes at most: `parity tune`, then `bench`, then `jax`.
set -uo pipefail
cd "$(dirname "$0")/../.."
if [ "${1:-}" = "--prepare" ]; then
  exclude="$(git rev-parse --git-dir)/info/exclude"; mkdir -p "$(dirname "$exclude")"
  grep -qsx '/.gpu/' "$exclude" || echo /.gpu/ >> "$exclude"
  rm -rf .gpu && mkdir -p .gpu/corpus .gpu/stage
  cp build/bin/kiln .gpu/ && cp ../shared/corpus/xla-hlo/*.hlo .gpu/corpus/
  # The shared libraries kiln links, as Debian 12 has them here, but for the C
  # and C++ runtimes and zlib, which every Linux has (newer there): one xz
  # archive, so that all of it stays under the 64 MiB a device call carries
  # (Debian's .debs came to 66 MB once oneDNN joined; this is 57).
  ldd build/bin/kiln | awk '/=>/{print $1, $3}' |
    grep -v -E '^(libc|libm|libstdc\+\+|libgcc_s|ld-linux|libpthread|libdl|librt|libz|libtinfo|liblzma)\.so' |
    while read -r name path; do cp -L "$path" .gpu/stage/"$name"; done
  tar -C .gpu/stage -cf - . | xz -9e -T0 > .gpu/libs.tar.xz && rm -rf .gpu/stage
  du -sh .gpu
  exit 0
fi
kiln=.gpu/kiln; nvidia-smi --query-gpu=name --format=csv,noheader
# Only what the device lacks goes on the library path (links in $root/lib), so
# its own libgomp, OpenCL loader and the rest stay in use by everything else
# (Python, JAX). ldd sees a missing library's own needs once it is found: a
# few passes.
ldd --version | head -1  # the carried libraries are Debian 12's: glibc 2.36 or newer
root=/tmp/kiln-root; rm -rf $root; mkdir -p $root/all $root/lib
tar -C $root/all -xJf .gpu/libs.tar.xz 2>/dev/null ||  # no xz binary: Python's tarfile reads it
  python3 -c "import tarfile, sys; tarfile.open(sys.argv[1]).extractall(sys.argv[2])" .gpu/libs.tar.xz $root/all
export LD_LIBRARY_PATH=$root/lib
for pass in 1 2 3 4 5 6; do
  missing=$(ldd $kiln | awk '/not found/{print $1}')
  [ -z "$missing" ] && break
  for lib in $missing; do [ -e $root/all/$lib ] && ln -sf $root/all/$lib $root/lib/$lib; done
done
ls $root/lib | paste -sd' ' | sed 's/^/from Debian 12: /'
# cuBLAS: kiln looks on the loader's path and in /usr/local/cuda/lib64; else
# the one in PyTorch's wheels (nvidia/cu13/lib for CUDA 13, nvidia/cublas/lib before).
if ! ls /usr/local/cuda/lib64/libcublas.so.* > /dev/null 2>&1 && [ "$(ldconfig -p | grep -c libcublas.so)" = 0 ]; then
  d=$(python3 -c "
import glob, site
for p in site.getsitepackages():
    for d in glob.glob(p + '/nvidia/cu13/lib') + glob.glob(p + '/nvidia/cublas/lib'):
        if glob.glob(d + '/libcublas.so.*'): print(d); raise SystemExit" 2>/dev/null)
  [ -n "$d" ] && export LD_LIBRARY_PATH=$LD_LIBRARY_PATH:$d && echo "cuBLAS from $d"
fi
export KILN_CACHE_DIR=/tmp/kiln-cache  # kernels are linked with cc, as on the CPU
ldd $kiln | grep "not found" && { echo "missing libraries (above)"; exit 1; }
mkdir -p /tmp/kiln-gpu
stages="${*:-parity tune bench jax}"
stage() { [[ " $stages " == *" $1 "* ]]; }
pass=0; fail=0
stage parity && for m in test/models/*.hlo .gpu/corpus/*.hlo; do
  n=$(basename "$m" .hlo); out=/tmp/kiln-gpu/$n
  if ! $kiln run "$m" --target cuda --random-inputs --seed 0 --output-dir $out/cuda > $out.log 2>&1 ||
     ! $kiln run "$m" --target reference --random-inputs --seed 0 --output-dir $out/ref >> $out.log 2>&1; then
    echo "FAIL $n: $(tail -1 $out.log)"; fail=$((fail + 1)); continue
  fi
  # bf16 models: the reference sums in double and rounds once, cuBLAS and the
  # GPU kernels in f32, so a bf16 result may round the other way (rel_l2 near
  # 1e-3); a layout or transpose bug reads near 1.
  limit=1e-4; grep -q bf16 "$m" && limit=1e-2
  if python3 - "$out" $limit <<'PY'
import sys, glob, os, numpy as np
d = sys.argv[1]; limit = float(sys.argv[2]); worst = 0.0
for f in sorted(glob.glob(d + "/ref/out*.npy")):
    want = np.load(f); got = np.load(d + "/cuda/" + os.path.basename(f))
    if want.dtype.kind in "biu":  # integers and pred: exact
        err = float(np.any(want != got))
    else:
        want, got = want.astype(np.float64), got.astype(np.float64)
        err = np.linalg.norm(np.nan_to_num(got - want)) / max(np.linalg.norm(np.nan_to_num(want)), 1e-30)
    worst = max(worst, err)
print(f"rel_l2={worst:.2e}", end=" "); sys.exit(0 if worst <= limit else 1)
PY
  then echo "ok   $n"; pass=$((pass + 1)); else echo "FAIL $n (beyond $limit)"; fail=$((fail + 1)); fi
done
stage parity && echo "$pass passed, $fail failed"
# kiln tune --target cuda (issue 15): the GPU search space measured on two
# seed workloads, entries stored, a second tune measures nothing, and the
# model then runs with what was stored (explain names the entries).
sched=/tmp/kiln-gpu/schedules
stage tune && rm -rf $sched && for m in test/models/transpose_three_consumers.hlo test/models/softmax.hlo; do
  $kiln tune "$m" --target cuda --schedules $sched --repeat 5 || { echo "FAIL tune $(basename $m)"; fail=$((fail + 1)); continue; }
  $kiln tune "$m" --target cuda --schedules $sched --repeat 5 | grep -q "already tuned" || { echo "FAIL tune again measured"; fail=$((fail + 1)); }
  $kiln explain "$m" --target cuda --schedules $sched | grep "schedule:"
  $kiln run "$m" --target cuda --schedules $sched --random-inputs --seed 0 > /dev/null || { echo "FAIL run with tuned $(basename $m)"; fail=$((fail + 1)); }
done
stage tune && ls $sched/*/ 2>/dev/null && echo "after tune: $fail failed"
# The seed workloads against XLA:GPU, torch.compile, copy and cuBLAS (issue 17):
# a table after each round, then ResNet-50 against jax.jit on its own. (The
# tune stage's schedules are for the small models, whose fingerprints the
# full-size kernels do not share: no tuned column here.)
if stage bench; then
  timeout 360 python3 apps/bench/gpu_seed_workloads.py --kiln $kiln --real-model '' || { echo "FAIL bench"; fail=$((fail + 1)); }
  timeout 200 python3 apps/bench/gpu_seed_workloads.py --kiln $kiln --workloads none --real-model resnet50 || echo "FAIL bench resnet50"
  # Per kernel against the device's measured roofs (cuBLAS, device copy).
  $kiln bench .gpu/corpus/001_graphsage_tf.hlo --target cuda --roofline --repeat 20 || { echo "FAIL roofline"; fail=$((fail + 1)); }
fi
# Real architectures from JAX (issue 14): exported here with random weights
# (test/gpu/export_jax_models.py), then imported and run by kiln on the cpu
# and cuda targets side by side. The HLO files come back under $OUT to be
# kept as test data with the script and VERSIONS.txt.
jax_dir=${OUT:-/tmp/kiln-gpu}/jax-models
stage jax && { timeout 300 python3 test/gpu/export_jax_models.py $jax_dir || echo "FAIL some JAX exports (above)"; }
stage jax && for m in $jax_dir/*.hlo; do
  [ -e "$m" ] || continue
  n=$(basename "$m" .hlo)
  $kiln import-check "$m" | tail -1
  timeout 240 $kiln parity "$m" --targets cpu,cuda --random-inputs --seed 0 > /tmp/kiln-gpu/$n.parity 2>&1 &&
    echo "ok   parity cpu,cuda $n" || { echo "FAIL parity cpu,cuda $n: $(tail -2 /tmp/kiln-gpu/$n.parity)"; fail=$((fail + 1)); }
done
stage jax && echo "after JAX models: $fail failed"
exit $((fail > 0))
