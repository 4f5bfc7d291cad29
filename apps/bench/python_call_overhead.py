"""Per-call overhead of kiln's Python binding (issue 34): exe(*arrays) on a
tiny model against `kiln bench` of the same model (its median run, kernels
and the executable's own work), interleaved round by round; prints each
round and the median of the per-round differences.

    PYTHONPATH=build/python python3 apps/bench/python_call_overhead.py [MODEL] [--rounds 7]
"""
import argparse
import json
import os
import statistics
import subprocess
import time

import numpy as np

import kiln

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("model", nargs="?", default=os.path.join(ROOT, "test", "models", "softmax.hlo"))
    ap.add_argument("--rounds", type=int, default=7)
    ap.add_argument("--calls", type=int, default=2000)
    ap.add_argument("--threads", type=int, default=1)
    a = ap.parse_args()
    kiln_bin = os.path.join(ROOT, "build", "bin", "kiln")
    exe = kiln.compile(a.model, threads=a.threads)
    rng = np.random.default_rng(0)
    args = [rng.standard_normal(tuple(p["shape"])).astype(p["numpy_dtype"]) for p in exe.parameters]
    for _ in range(200):
        exe(*args)
    diffs = []
    print("round  kiln-bench-median-us  python-call-median-us  overhead-us")
    for r in range(a.rounds):
        cli = json.loads(subprocess.run([kiln_bin, "bench", a.model, "--repeat", "500", "--warmup", "50", "--threads", str(a.threads), "--json"],
                                        capture_output=True, text=True, check=True).stdout)["median_ms"] * 1e3
        per_batch = []
        for _ in range(20):
            start = time.perf_counter()
            for _ in range(a.calls // 20):
                exe(*args)
            per_batch.append((time.perf_counter() - start) / (a.calls // 20) * 1e6)
        py = statistics.median(per_batch)
        diffs.append(py - cli)
        print("%5d  %20.2f  %21.2f  %11.2f" % (r, cli, py, py - cli))
    print("median overhead of exe(*arrays) over kiln bench: %.2f us (%s, %d round(s))" % (statistics.median(diffs), os.path.basename(a.model), a.rounds))


if __name__ == "__main__":
    main()
