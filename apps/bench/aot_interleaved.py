#!/usr/bin/python3
"""A model's AOT library (`kiln compile`) against `kiln run`'s in-process path, interleaved.

The library should run as fast as the in-process path: the same kernels, the
same thread pool, the same GEMM libraries (docs/aot.md). The machine's speed
swings within minutes, so each round times the library and then `kiln bench`
back to back, and the figure is the median of the per-round ratios.

  /usr/bin/python3 apps/bench/aot_interleaved.py MODEL.hlo [--rounds 5] [--threads 2] [--repeat 100]

The library is built through `kiln parity --bundle` (which writes seeded random
inputs in the library's layouts), then apps/bench/aot_timer.c is linked to it.
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("model")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--repeat", type=int, default=100)
    ap.add_argument("--warmup", type=int, default=30)
    ap.add_argument("--kiln", default=os.path.join(ROOT, "build/bin/kiln"))
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="kiln_aot_bench_") as work:
        bundle = os.path.join(work, "bundle")
        subprocess.run([args.kiln, "parity", args.model, "--random-inputs", "--seed", "1", "--bundle", bundle], check=True,
                       stdout=subprocess.DEVNULL)
        lib = os.path.join(bundle, "lib")
        libs = subprocess.run(["pkg-config", "--libs", "model"], env=dict(os.environ, PKG_CONFIG_PATH=lib), capture_output=True,
                              text=True, check=True).stdout.split()
        timer = os.path.join(work, "aot_timer")
        subprocess.run(["cc", "-O2", "-std=c11", "-DMODEL=model", "-I", lib, os.path.join(ROOT, "apps/bench/aot_timer.c"), *libs, "-o", timer],
                       check=True)
        ratios = []
        for r in range(args.rounds):
            aot = json.loads(subprocess.run([timer, bundle, str(args.repeat), str(args.warmup), str(args.threads)], capture_output=True,
                                            text=True, check=True).stdout)
            jit = json.loads(subprocess.run([args.kiln, "bench", args.model, "--threads", str(args.threads), "--repeat", str(args.repeat),
                                             "--warmup", str(args.warmup), "--entry-layouts", "as-declared", "--json"],
                                            capture_output=True, text=True, check=True).stdout)
            ratios.append(aot["median_ms"] / jit["median_ms"])
            print(json.dumps({"round": r, "aot_ms": aot["median_ms"], "kiln_run_ms": jit["median_ms"], "aot_over_kiln_run": round(ratios[-1], 4)}),
                  flush=True)
        print(f"{os.path.basename(args.model)}: AOT library / kiln run = {statistics.median(ratios):.3f} "
              f"(median of {args.rounds} interleaved rounds, {args.threads} threads)")


if __name__ == "__main__":
    sys.exit(main())
