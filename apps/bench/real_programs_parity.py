#!/usr/bin/python3
"""kiln parity on the real programs too big for ctest, one after another.

Each program in test/real that test/real/ctest_programs.txt does not run in
ctest goes through `kiln parity PROGRAM --targets reference,cpu --random-inputs
--seed 1 --json` (noise-aware), with the flags test/real/parity_flags.txt
gives it and its PROGRAM.arg-shapes, under /usr/bin/time: one table row each
with the outcome, the outputs and elements compared (and how many hold one
value in every element, NaN included, which check nothing of what computed
them: a saturated softmax), the largest error as a
multiple of its output's own rounding noise, the wall time and the peak
resident memory. With special values, the outputs they leave with no finite
element are compared again on a second input set (docs/parity.md): the
row counts them as checked again, and their failures with the rest. Hours in all (nanoGPT's forward alone takes about 45
minutes on two cores); --only picks programs.

  /usr/bin/python3 apps/bench/real_programs_parity.py [--kiln build/bin/kiln] [--only NAME,...]
      [--exclude NAME,...] [--seeds 0,1,2,3,4] [--special-values no|yes|both] [--jsonl FILE]
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
REAL = os.path.join(ROOT, "test", "real")


def lines_of(path):
    with open(path) as f:
        return [l.strip() for l in f if l.strip() and not l.startswith("#")]


def big_programs():
    in_ctest = set(lines_of(os.path.join(REAL, "ctest_programs.txt")))
    return sorted(p for p in os.listdir(REAL) if p.endswith((".hlo", ".mlir")) and p not in in_ctest)


def extra_flags():
    flags = {}
    for line in lines_of(os.path.join(REAL, "parity_flags.txt")):
        program, *rest = line.split()
        flags[program] = rest
    return flags


def run_parity(kiln, program, flags, seed, special_values):
    command = [kiln, "parity", os.path.join(REAL, program), "--targets", "reference,cpu", "--random-inputs", "--seed", str(seed), "--json"]
    command += flags
    if special_values:
        command.append("--special-values")
    shapes = os.path.join(REAL, program + ".arg-shapes")
    if os.path.exists(shapes):
        command += ["--arg-shapes", lines_of(shapes)[0]]
    with tempfile.NamedTemporaryFile("r", suffix=".time") as timing:
        done = subprocess.run(["/usr/bin/time", "-o", timing.name, "-f", "%e %M"] + command, capture_output=True, text=True)
        seconds, kb = timing.read().split()[-2:]
    row = {"program": program, "seed": seed, "special_values": special_values, "exit": done.returncode, "seconds": float(seconds), "peak_gb": int(kb) * 1024 / 1e9}
    try:
        result = json.loads(done.stdout)
    except json.JSONDecodeError:
        row["error"] = (done.stderr.strip().splitlines() or ["no output"])[-1]
        return row
    # With special values, the outputs they left with no finite element are
    # compared again on a second input set (finite special values only).
    again = result.get("finite_special_values", {}).get("outputs", [])
    row["outputs"] = len(result["outputs"])
    row["checked_again"] = len(again)
    outputs = result["outputs"] + again
    row["failed"] = sum(not o["passed"] for o in outputs)
    # What a failure was, without a second multi-minute run to ask.
    kept = ("index", "type", "elements", "mismatches", "nan_mismatches", "inf_mismatches", "max_abs_error", "worst", "noise", "bias")
    row["failures"] = [{k: o[k] for k in kept if k in o} for o in outputs if not o["passed"]]
    row["one_value"] = result["one_value_outputs"]  # checks nothing of what computed it, on either set
    row["elements"] = sum(o["elements"] for o in result["outputs"])
    # Each element's error over its own noise, the worst of the output (what
    # the rule judges); the output's largest error over its largest noise
    # where kiln parity gives no per-element figure.
    ratios = [o["noise"]["max_error_over_noise"] if "max_error_over_noise" in o["noise"] else o["max_abs_error"] / o["noise"]["max"]
              for o in outputs if o.get("noise", {}).get("max", 0) > 0]
    row["worst_noise_multiple"] = max(ratios) if ratios else None
    row["passed"] = result["passed"]
    return row


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--kiln", default=os.path.join(ROOT, "build", "bin", "kiln"))
    parser.add_argument("--only", default="", help="comma-separated program names (default: every program ctest leaves out)")
    parser.add_argument("--seeds", default="1", help="comma-separated seeds, each program run at each (default 1)")
    parser.add_argument("--special-values", choices=("no", "yes", "both"), default="no",
                        help="run with --special-values, without, or both (default no)")
    parser.add_argument("--exclude", default="", help="comma-separated program names to leave out")
    parser.add_argument("--jsonl", help="append each run's row to this file as a JSON line, as it finishes")
    args = parser.parse_args()
    seeds = [int(s) for s in args.seeds.split(",")]
    specials = {"no": [False], "yes": [True], "both": [False, True]}[args.special_values]
    programs = big_programs()
    if args.only:
        wanted = args.only.split(",")
        unknown = [p for p in wanted if p not in programs]
        if unknown:
            sys.exit(f"real_programs_parity.py: not a big real program: {', '.join(unknown)} (these are: {', '.join(programs)})")
        programs = wanted
    programs = [p for p in programs if p not in set(args.exclude.split(","))]
    flags = extra_flags()
    print("| program | seed | special values | parity | outputs (failed; one value everywhere; checked again) | elements | worst element error / its own noise | time | peak memory |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    all_passed = True
    runs = [(seed, special, program) for seed in seeds for special in specials for program in programs]
    for seed, special, program in runs:
        row = run_parity(args.kiln, program, flags.get(program, []), seed, special)
        if args.jsonl:
            with open(args.jsonl, "a") as out:
                out.write(json.dumps(row) + "\n")
        lead = f"| {program} | {seed} | {'yes' if special else 'no'}"
        minutes = f"{int(row['seconds'] // 60)} min {row['seconds'] % 60:.0f} s"
        if "error" in row:
            all_passed = False
            print(f"{lead} | error (exit {row['exit']}): {row['error']} | | | | {minutes} | {row['peak_gb']:.1f} GB |", flush=True)
            continue
        all_passed = all_passed and row["passed"]
        worst = f"{row['worst_noise_multiple']:.2f}x" if row["worst_noise_multiple"] is not None else "-"
        print(f"{lead} | {'pass' if row['passed'] else 'FAIL'} | {row['outputs']} ({row['failed']}; {row['one_value']}; {row['checked_again']}) | {row['elements']:,} | {worst} "
              f"| {minutes} | {row['peak_gb']:.1f} GB |", flush=True)
    return 0 if all_passed else 3


if __name__ == "__main__":
    sys.exit(main())
