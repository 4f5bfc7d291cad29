#!/usr/bin/python3
"""kiln's sorts against numpy's, interleaved round by round.

Three programs as JAX writes them: a stable sort of bf16[1024,4096] along rows
with JAX's comparator (every zero as 0 and every NaN as one NaN, then
TOTALORDER; XLA's CPU sort benchmark), an argsort of f32[1024,512] (the values
carried with an s32 iota) and a top-8 of f32[1024,4096] (HLO's `topk`). numpy
does the same work on the same values as f32: np.sort(kind="stable"),
np.argsort(kind="stable") and argpartition, then the k sorted. Each round runs
`kiln bench` of a program and numpy's best of three back to back; the figure
is the median of the per-round ratios kiln / numpy (below 1: kiln is faster).

  /usr/bin/python3 apps/bench/sort_interleaved.py [--kiln build/bin/kiln] [--rounds 5] [--threads 2]
"""
import argparse
import json
import os
import tempfile
import time

import numpy as np

from compare_builds import bench, print_ratio_table, write_models

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def jax_comparator(t, carried=()):
    """JAX's _sort_lt_comparator for one float key, then carried operands."""
    params = [f"  a = {t}[] parameter(0)", f"  b = {t}[] parameter(1)"]
    for i, c in enumerate(carried):
        params += [f"  c{i} = {c}[] parameter({2 + 2 * i})", f"  d{i} = {c}[] parameter({3 + 2 * i})"]
    body = []
    for p in "ab":
        body += [f"  z{p} = {t}[] constant(0)", f"  e{p} = pred[] compare({p}, z{p}), direction=EQ",
                 f"  s{p} = {t}[] select(e{p}, z{p}, {p})", f"  n{p} = pred[] compare({p}, {p}), direction=NE",
                 f"  q{p} = {t}[] constant(nan)", f"  k{p} = {t}[] select(n{p}, q{p}, s{p})"]
    return "cmp {\n" + "\n".join(params + body) + "\n  ROOT lt = pred[] compare(ka, kb), direction=LT, type=TOTALORDER\n}\n"


PROGRAMS = {
    "sort_bf16_1024x4096": "HloModule sort\n" + jax_comparator("bf16") + """ENTRY e {
  x = bf16[1024,4096] parameter(0)
  ROOT s = bf16[1024,4096] sort(x), dimensions={1}, is_stable=true, to_apply=cmp
}
""",
    "argsort_f32_1024x512": "HloModule argsort\n" + jax_comparator("f32", ["s32"]) + """ENTRY e {
  x = f32[1024,512] parameter(0)
  io = s32[1024,512] iota(), iota_dimension=1
  s = (f32[1024,512], s32[1024,512]) sort(x, io), dimensions={1}, is_stable=true, to_apply=cmp
  ROOT i = s32[1024,512] get-tuple-element(s), index=1
}
""",
    "top8_f32_1024x4096": """HloModule topk
ENTRY e {
  x = f32[1024,4096] parameter(0)
  ROOT t = (f32[1024,8], s32[1024,8]) topk(x), k=8, largest=true
}
""",
}


def numpy_work(name, x):
    if name.startswith("sort"):
        return lambda: np.sort(x, axis=1, kind="stable")
    if name.startswith("argsort"):
        y = np.ascontiguousarray(x[:, :512])
        return lambda: np.argsort(y, axis=1, kind="stable")

    def top8():
        i = np.argpartition(-x, 8, axis=1)[:, :8]
        v = np.take_along_axis(x, i, 1)
        o = np.argsort(-v, axis=1, kind="stable")
        return np.take_along_axis(v, o, 1), np.take_along_axis(i, o, 1)
    return top8


def numpy_ms(f):
    best = float("inf")
    for _ in range(3):
        t = time.perf_counter()
        f()
        best = min(best, (time.perf_counter() - t) * 1e3)
    return best


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--kiln", default=os.path.join(ROOT, "build", "bin", "kiln"))
    p.add_argument("--rounds", type=int, default=5)
    p.add_argument("--threads", type=int, default=2)
    p.add_argument("--repeat", type=int, default=10)
    a = p.parse_args()
    x = np.random.default_rng(0).standard_normal((1024, 4096)).astype(np.float32)
    with tempfile.TemporaryDirectory() as d:
        paths = write_models(d, PROGRAMS)
        ratios = {name: [] for name in PROGRAMS}
        for r in range(a.rounds):
            row = {}
            for name, path in paths.items():
                k = bench(a.kiln, path, a.threads, a.repeat)
                n = numpy_ms(numpy_work(name, x))
                ratios[name].append(k / n)
                row[name] = {"kiln_ms": round(k, 3), "numpy_ms": round(n, 3)}
            print(json.dumps({"round": r, **row}), flush=True)
        print_ratio_table(ratios, "kiln / numpy", a.rounds)


if __name__ == "__main__":
    main()
