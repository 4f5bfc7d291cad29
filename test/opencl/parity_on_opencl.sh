#!/bin/sh
# One model on the opencl target against the reference (ctest -L opencl):
#   parity_on_opencl.sh KILN MODEL [kiln parity flags...]
# Says [SKIP] (counted as skipped) where this machine has no OpenCL device.
# A model in expected_unsupported.txt must fail with kiln's one-line
# "unsupported" error instead (16-bit floats on a device without cl_khr_fp16).
kiln=$1
model=$2
shift 2
out=$("$kiln" parity "$model" --targets reference,opencl --random-inputs "$@" 2>&1)
rc=$?
printf '%s\n' "$out"
case "$out" in
  *"--target opencl: "*"install"*) echo "[SKIP] no OpenCL device here"; exit 0 ;;
esac
name=$(basename "$model")
if grep -qx "$name" "$(dirname "$0")/expected_unsupported.txt"; then
  case "$out" in
    *"unsupported: element type"*"cl_khr_fp16"*) [ "$rc" -eq 2 ] && exit 0 ;;
  esac
  echo "expected the unsupported-type error (exit 2) for $name, got exit $rc"
  exit 1
fi
exit $rc
