#!/usr/bin/env python3
"""Where two targets part ways: compares two `kiln run --dump-values` folders.

  python3 test/gpu/compare_values.py EXPECTED_DIR GOT_DIR [--first 8]

Walks GOT's values in the order its steps ran and prints, for each value both
dumps hold (by name), its relative L2 error against EXPECTED (integers and
pred: the fraction of elements that differ), then names the first kernels
whose output is off by more than rounding explains (rel L2 above 1e-2 for
16-bit floats, 1e-4 for f32 and f64) — the kernel to read with
`kiln explain --target ...`. Later kernels inherit the error, so the first is
the one that matters.
"""
import argparse
import csv
import os
import sys

import numpy as np


def read_index(d):
    with open(os.path.join(d, "values.tsv")) as f:
        return list(csv.DictReader(f, delimiter="\t"))


def leading_part(want, got):
    """want's leading places where got is shorter along one dim (a compiled
    target keeps only the first k of a sort that only a top-k reads, where
    the reference sorts whole rows: passes/partial_sorts.h), else want."""
    if want.ndim != got.ndim:
        return want
    shorter = [d for d in range(want.ndim) if got.shape[d] != want.shape[d]]
    if len(shorter) == 1 and got.shape[shorter[0]] < want.shape[shorter[0]]:
        return want[tuple(slice(0, n) for n in got.shape)]
    return want


def error(want, got):
    want = leading_part(want, got)
    if want.shape != got.shape:
        return float("inf")
    if want.dtype.kind in "biu":
        return float(np.mean(want != got)) if want.size else 0.0
    want, got = want.astype(np.float64), got.astype(np.float64)
    both_nan = np.isnan(want) & np.isnan(got)
    diff = np.where(both_nan, 0.0, got - want)
    if np.any(np.isnan(diff)):
        return float("inf")
    diff = np.where(np.isinf(want) & (want == got), 0.0, diff)
    return float(np.linalg.norm(np.nan_to_num(diff)) / max(np.linalg.norm(np.nan_to_num(want)), 1e-30))


def limit(type_text):
    return 1e-2 if type_text.startswith(("bf16", "f16")) else 1e-4


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("expected")
    ap.add_argument("got")
    ap.add_argument("--first", type=int, default=8, help="how many differing values to name")
    args = ap.parse_args()
    expected = {row["value"]: row for row in read_index(args.expected)}
    named, compared, missing = 0, 0, 0
    for row in read_index(args.got):
        want_row = expected.get(row["value"])
        if want_row is None:
            missing += 1
            continue
        err = error(np.load(os.path.join(args.expected, want_row["file"])), np.load(os.path.join(args.got, row["file"])))
        compared += 1
        if err > limit(row["type"]):
            print(f"DIFFERS step {row['step']} kernel %{row['kernel']}: value %{row['value']} {row['type']} rel_l2={err:.2e}")
            named += 1
            if named >= args.first:
                break
    print(f"{compared} value(s) compared, {missing} only in {args.got}; {'none differs' if not named else f'{named} named above'}")
    return 1 if named else 0


if __name__ == "__main__":
    sys.exit(main())
