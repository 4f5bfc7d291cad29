#!/usr/bin/env python3
"""Cold compile of the real models: kiln against XLA:CPU, interleaved round by round.

Each round, for each model: kiln with no cache (`kiln bench --no-cache --repeat 1`,
a fresh process: import of the HLO text and compile, from its JSON), then XLA:CPU
compiling the same program from a freshly lowered module (`jax.jit(f).lower(*args)`,
not timed, then `.compile()`, timed) after `jax.clear_caches()`. kiln's figure
includes parsing the text, XLA's starts from the module in memory. The figure is
the median over rounds of kiln/XLA; 2 cores compile for both.

    .venv/bin/python apps/bench/cold_compile.py --rounds 3 --models resnet50,bert_base
"""
import argparse
import json
import os
import statistics
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)

import peers  # noqa: E402  (the models, exported as peers.py exports them)


def kiln_compile_s(kiln, w):
    d = kiln.bench(w, 1, cold=True)  # kiln bench --no-cache, a fresh process
    return (d["import_ms"] + d["compile_ms"]) / 1e3


def xla_compile_s(w):
    import jax
    jax.clear_caches()
    lowered = jax.jit(w.jax_fn).lower(*w.jax_args)
    start = time.perf_counter()
    lowered.compile()
    return time.perf_counter() - start


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--kiln", default=os.path.join(ROOT, "build", "bin", "kiln"))
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--models", default=",".join(peers.MODELS))
    ap.add_argument("--json", help="write every round's figures here")
    args = ap.parse_args()
    work = tempfile.mkdtemp(prefix="kiln-cold-compile-")
    kiln = peers.Kiln(args.kiln, args.threads, work, cache=None)
    rows = []
    for name in args.models.split(","):
        w = peers.model_workload(name, work)
        rounds = []
        for _ in range(args.rounds):
            k = kiln_compile_s(kiln, w)
            x = xla_compile_s(w)
            rounds.append({"kiln_s": k, "xla_s": x, "ratio": k / x})
            print(f"  {name}: kiln {k:.2f} s, XLA:CPU {x:.2f} s, kiln/XLA {k / x:.2f}", flush=True)
        rows.append({"model": name, "rounds": rounds, "kiln_s": statistics.median(r["kiln_s"] for r in rounds),
                     "xla_s": statistics.median(r["xla_s"] for r in rounds), "ratio": statistics.median(r["ratio"] for r in rounds)})
        os.remove(kiln.path(w))
    print(f"\n{'model':<18} {'kiln s':>7} {'XLA s':>7} {'kiln/XLA':>9}   (medians of {args.rounds} rounds)")
    for r in rows:
        print(f"{r['model']:<18} {r['kiln_s']:>7.2f} {r['xla_s']:>7.2f} {r['ratio']:>9.2f}")
    if args.json:
        with open(args.json, "w") as f:
            json.dump(rows, f, indent=1)


if __name__ == "__main__":
    main()
