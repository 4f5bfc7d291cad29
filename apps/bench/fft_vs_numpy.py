"""kiln's FFT beside numpy.fft (issue 51): a c64 FFT of 2^16 points and a
1024x1024 c64 2-D FFT, interleaved round by round, the median of the
per-round ratios (kiln / numpy; below 1.0 kiln is faster). Outputs are
checked against numpy's before anything is timed.

  .venv/bin/python apps/bench/fft_vs_numpy.py [--rounds 7] [--calls 30]
(PYTHONPATH=build/python; kiln uses its thread pool, numpy one thread.)
"""
import argparse
import statistics
import time

import numpy as np

import kiln

WORKLOADS = {
    "c64 FFT 2^16": ("c64[65536]", "{65536}", lambda x: np.fft.fft(x)),
    "c64 FFT 1024x1024 (2-D)": ("c64[1024,1024]", "{1024,1024}", lambda x: np.fft.fft2(x)),
    "c64 FFT 64 x 4096 (batched rows)": ("c64[64,4096]", "{4096}", lambda x: np.fft.fft(x, axis=-1)),
    "f32 RFFT 2^16": ("f32[65536]", "{65536}", lambda x: np.fft.rfft(x)),
    "c128 FFT 2^16": ("c128[65536]", "{65536}", lambda x: np.fft.fft(x)),
    "c128 FFT 1000x1000 (2-D, Bluestein)": ("c128[1000,1000]", "{1000,1000}", lambda x: np.fft.fft2(x)),
}


def hlo(shape, lengths, rfft):
    out = "c64[32769]" if rfft else shape
    kind = "RFFT" if rfft else "FFT"
    return f"HloModule f\nENTRY e {{\n  x = {shape} parameter(0)\n  ROOT y = {out} fft(x), fft_type={kind}, fft_length={lengths}\n}}\n"


def median_seconds(f, calls):
    times = []
    for _ in range(calls):
        start = time.perf_counter()
        f()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--calls", type=int, default=30)
    args = parser.parse_args()
    rng = np.random.default_rng(0)
    print("| workload | kiln ms | numpy ms | kiln / numpy (median of rounds) | max rel. error vs numpy |")
    print("| --- | --- | --- | --- | --- |")
    for name, (shape, lengths, numpy_fft) in WORKLOADS.items():
        rfft = shape.startswith("f32")
        dims = tuple(int(d) for d in shape[shape.index("[") + 1:-1].split(","))
        x = rng.standard_normal(dims).astype(np.float32)
        if not rfft:
            x = (x + 1j * rng.standard_normal(dims)).astype(np.complex128 if shape.startswith("c128") else np.complex64)
        exe = kiln.compile(text=hlo(shape, lengths, rfft))
        (got,) = exe(x)
        want = numpy_fft(x.astype(np.complex128) if not rfft else x.astype(np.float64))
        error = float(np.max(np.abs(got - want)) / np.max(np.abs(want)))
        if error > (1e-12 if x.dtype == np.complex128 else 1e-5):
            raise SystemExit(f"{name}: kiln differs from numpy by {error:.3g} of the largest value")
        ratios, kiln_ms, numpy_ms = [], [], []
        for _ in range(args.rounds):
            k = median_seconds(lambda: exe(x), args.calls)
            n = median_seconds(lambda: numpy_fft(x), args.calls)
            ratios.append(k / n)
            kiln_ms.append(k * 1e3)
            numpy_ms.append(n * 1e3)
        print(f"| {name} | {statistics.median(kiln_ms):.3f} | {statistics.median(numpy_ms):.3f} | "
              f"{statistics.median(ratios):.2f} ({min(ratios):.2f}-{max(ratios):.2f}) | {error:.1e} |", flush=True)


if __name__ == "__main__":
    main()
