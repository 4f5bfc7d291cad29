#!/usr/bin/python3
"""A Gemma3-1B-shaped decoder (apps/bench/gemma_shaped_decoder.py, or any
decoder's HLO given with --model) against its memory bound, interleaved round
by round with the plain-store copy limit (../shared/bench/stream.c):

  bound   = the model's parameter bytes / the copy rate measured this round
  figure  = bound / kiln's median run time (1 = kiln reads its parameters
            once at copy speed and does nothing else; issue 31 asks >= 0.5)

The copy rate is measured before and after kiln's run in each round, and
the bound uses their mean; a round whose two rates differ by more than 15%
(the machine's memory changed state mid-round) is printed but left out of
the median.

Before the rounds, one cold `kiln run` (empty compile cache, seeded random
inputs) under /usr/bin/time: its wall time and peak RSS against the parameter
bytes (issue 31: <= 15 s, <= 1.3x parameters + activations).

  /usr/bin/python3 apps/bench/decoder_memory_bound.py [--rounds 5] [--threads 2] [--model FILE.hlo]
"""
import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from compare_builds import bench_report  # noqa: E402
from seed_workloads import build_stream, copy_limits  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BYTES = {"bf16": 2, "f16": 2, "f32": 4, "s32": 4, "f64": 8, "s64": 8, "pred": 1}


def parameter_bytes(text):
    total = 0
    for dtype, dims in re.findall(r"= (\w+)\[([\d,]*)\](?:\{[\d,]*\})? parameter\(", text):
        n = 1
        for d in filter(None, dims.split(",")):
            n *= int(d)
        total += BYTES[dtype] * n
    return total


def cold_run(kiln, model, work):
    cache = os.path.join(work, "cold_cache")
    cmd = ["/usr/bin/time", "-v", kiln, "run", model, "--random-inputs", "--seed", "1", "--cache-dir", cache,
           "--output-dir", os.path.join(work, "out")]
    os.makedirs(os.path.join(work, "out"), exist_ok=True)
    p = subprocess.run(cmd, capture_output=True, text=True, check=True)
    wall = re.search(r"Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (?:(\d+):)?(\d+):([\d.]+)", p.stderr)
    seconds = int(wall.group(1) or 0) * 3600 + int(wall.group(2)) * 60 + float(wall.group(3))
    rss_kb = int(re.search(r"Maximum resident set size \(kbytes\): (\d+)", p.stderr).group(1))
    return seconds, rss_kb * 1024


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--model", help="a decoder's HLO text (default: the Gemma3-1B-shaped one, generated)")
    ap.add_argument("--kiln", default=os.path.join(ROOT, "build/bin/kiln"))
    args = ap.parse_args()
    work = tempfile.mkdtemp(prefix="kiln_decoder_bench_")
    model = args.model
    if not model:
        model = os.path.join(work, "gemma_shaped_decoder.hlo")
        subprocess.run([sys.executable, os.path.join(os.path.dirname(os.path.abspath(__file__)), "gemma_shaped_decoder.py"), model], check=True)
    nbytes = parameter_bytes(open(model).read())
    stream = build_stream(work)

    seconds, rss = cold_run(args.kiln, model, work)
    print(json.dumps({"cold_run_s": round(seconds, 2), "peak_rss_gb": round(rss / 1e9, 3), "parameter_gb": round(nbytes / 1e9, 3),
                      "rss_over_parameters": round(rss / nbytes, 3)}), flush=True)

    cache = os.path.join(work, "cold_cache")
    figures, kiln_times, rates, changed = [], [], [], 0
    for r in range(args.rounds):
        before = copy_limits(stream, args.threads)["plain"]
        report = bench_report(args.kiln, model, args.threads, args.repeat, "--cache-dir", cache)
        after = copy_limits(stream, args.threads)["plain"]
        ms = report["median_ms"]
        rate = (before + after) / 2
        bound_ms = nbytes / (rate * 1e9) * 1e3
        # This machine's memory moves between a slow and a fast state within
        # minutes; a round whose copy rate moved by more than 15% between its
        # two measurements may have run kiln in the other state, and is left
        # out of the median (printed, and counted).
        steady = max(before, after) / min(before, after) <= 1.15
        top = sorted(report.get("kernels", []), key=lambda k: -k.get("median_ms", 0))[:3]
        print(json.dumps({"round": r, "copy_gb_s_before": round(before, 1), "copy_gb_s_after": round(after, 1), "steady": steady,
                          "bound_ms": round(bound_ms, 1), "kiln_ms": round(ms, 1), "bound_over_kiln": round(bound_ms / ms, 3),
                          "slowest": [(k.get("name"), round(k.get("median_ms", 0), 2)) for k in top]}), flush=True)
        if not steady:
            changed += 1
            continue
        figures.append(bound_ms / ms)
        kiln_times.append(ms)
        rates.append(rate)
    if not figures:
        print(f"\nevery one of {args.rounds} rounds saw the copy rate move by more than 15%: no figure")
        return
    print(f"\nparameters {nbytes / 1e9:.3f} GB; kiln {statistics.median(kiln_times):.1f} ms (median), copy "
          f"{statistics.median(rates):.1f} GB/s (median); {changed} of {args.rounds} rounds left out (the copy rate moved)")
    print(f"memory bound / kiln time, median of {len(figures)} steady rounds: {statistics.median(figures):.3f} "
          f"(range {min(figures):.3f} to {max(figures):.3f})")

if __name__ == "__main__":
    main()
