"""Per-call overhead of a jitted function through kiln's PJRT plugin beside
XLA:CPU's (issue 53): a 1-element add, `--calls` calls a round, rounds
interleaved in one process, the median of the per-round ratios.

  PYTHONPATH=build/python JAX_PLATFORMS=kiln,cpu .venv/bin/python apps/bench/pjrt_overhead.py [--rounds 7] [--calls 2000]
"""
import argparse
import statistics
import time

import numpy as np

import jax


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--calls", type=int, default=2000)
    args = parser.parse_args()
    kiln, cpu = jax.devices("kiln")[0], jax.devices("cpu")[0]
    f = jax.jit(lambda x: x + 1)
    inputs = {d: jax.device_put(np.ones(1, np.float32), d) for d in (kiln, cpu)}
    for d, x in inputs.items():
        if float(f(x)[0]) != 2.0:
            raise SystemExit(f"{d}: 1 + 1 is not 2")
    ratios = []
    for r in range(args.rounds):
        us = {}
        for d, x in inputs.items():
            start = time.perf_counter()
            for _ in range(args.calls):
                y = f(x)
            y.block_until_ready()
            us[d] = (time.perf_counter() - start) / args.calls * 1e6
        ratios.append(us[kiln] / us[cpu])
        print(f"round {r}: kiln {us[kiln]:.1f} us, XLA:CPU {us[cpu]:.1f} us, kiln / XLA:CPU {ratios[-1]:.2f}", flush=True)
    print(f"median kiln / XLA:CPU per call: {statistics.median(ratios):.2f} ({min(ratios):.2f}-{max(ratios):.2f})")


if __name__ == "__main__":
    main()
