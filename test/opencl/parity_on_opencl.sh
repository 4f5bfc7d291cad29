#!/bin/sh
# One model on the opencl target against the reference (ctest -L opencl):
#   parity_on_opencl.sh KILN MODEL [kiln parity flags...]
# Says [SKIP] (counted as skipped) where this machine has no OpenCL device.
kiln=$1
model=$2
shift 2
# KILN_OPENCL_EXPECTED=cpu: against the cpu target instead of the reference,
# for a model whose reference runs take most of a minute (SSD-MobileNet; the
# cpu target is checked against the reference on it in CpuParity).
out=$("$kiln" parity "$model" --targets "${KILN_OPENCL_EXPECTED:-reference}",opencl --random-inputs "$@" 2>&1)
rc=$?
printf '%s\n' "$out"
case "$out" in
  *"--target opencl: "*"ICD loader"*|*"--target opencl: the OpenCL platforms have no device"*) echo "[SKIP] no OpenCL device here"; exit 0 ;;
esac
exit $rc
