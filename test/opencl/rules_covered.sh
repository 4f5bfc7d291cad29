#!/bin/sh
# Every GPU rule (schedule/gpu_rules.h) is used by at least one model that the
# opencl tests run: `kiln explain --target opencl` names the rules of each
# kernel's default schedule. Prints the count per rule.
#   rules_covered.sh KILN MODEL...
kiln=$1
shift
used=$(mktemp)
trap 'rm -f "$used"' EXIT
for model in "$@"; do
  out=$("$kiln" explain "$model" --target opencl 2>&1)
  case "$out" in
    *"--target opencl: "*"ICD loader"*|*"--target opencl: the OpenCL platforms have no device"*) echo "[SKIP] no OpenCL device here"; exit 0 ;;
  esac
  printf '%s\n' "$out" | sed -n 's/^  schedule: default rule (\(.*\))$/\1/p' | tr ',' '\n' | sed 's/^ *//' >> "$used"
done
status=0
for rule in "row-fused" "transpose tiles" "row reduction" "column reduction" "reduction by a thread per output" "scatter" "gather" "pointwise"; do
  n=$(grep -cx "$rule" "$used")
  echo "$rule: $n kernel(s)"
  [ "$n" -gt 0 ] || { echo "no opencl test model uses the rule '$rule'"; status=1; }
done
exit $status
