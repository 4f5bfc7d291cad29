#!/usr/bin/python3
"""How strict kiln parity is: planted bugs it must catch, clean runs it must pass.

Two tables, each row one `kiln parity MODEL --random-inputs --json` run
(reference against cpu, the default noise-aware rule):

  clean  every model unperturbed at each --seeds, with and without
         --special-values: each row must pass.
  bugs   every bug model (driver/planted_bug.h, set through the test hook
         KILN_TEST_PERTURB_KERNEL=KERNEL=BUG) planted in each float kernel of
         each model (at most --kernels of them), with and without special
         values: a row must fail wherever its error is more than 10x its
         output's own noise (the largest error over an element's own noise,
         `max_error_over_noise` in the JSON; where an element's sampled noise
         is 0, the largest error over the output's largest noise); the table
         says where it is
         caught at all, and the smallest error caught.

Models: test/models, ../shared/corpus/xla-hlo, test/parity/models, and with
--real the real programs ctest runs (test/real/ctest_programs.txt; with their
own inputs and shapes as ctest gives them).

  /usr/bin/python3 apps/bench/parity_power.py [--kiln build/bin/kiln] [clean|bugs|both]
      [--seeds 0,1,2,3,4] [--kernels 2] [--real] [--only NAME,...] [--json FILE]

Prints the tables (markdown) and a summary; exit 1 when a clean run fails or
a bug past 10x its noise passes.
"""
import argparse
import glob
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BUGS = ["plus1", "scale:1e-3", "scale:1e-4", "scale:1e-5", "scale:1e-6", "toward_zero", "bf16", "swap_tiles",
        "drop_last", "duplicate_last"]
IN_GRAPH = {"drop_last", "duplicate_last"}
MUST_CATCH_PAST = 10.0


def models(real, only):
    found = sorted(glob.glob(os.path.join(ROOT, "test", "models", "*.hlo")))
    found += sorted(glob.glob(os.path.join(ROOT, "..", "shared", "corpus", "xla-hlo", "*.hlo")))
    found += sorted(glob.glob(os.path.join(ROOT, "test", "parity", "models", "*.hlo")))
    if real:
        with open(os.path.join(ROOT, "test", "real", "ctest_programs.txt")) as f:
            found += [os.path.join(ROOT, "test", "real", l.strip()) for l in f if l.strip() and not l.startswith("#")]
    if only:
        found = [m for m in found if os.path.basename(m).split(".")[0] in only]
    return found


def input_flags(model, seed):
    """As ctest gives a real program its inputs; random ones elsewhere."""
    name = os.path.basename(model)
    inputs = sorted(glob.glob(os.path.join(ROOT, "test", "real", "inputs", name, "in*.npy")))
    flags = [] if inputs else ["--random-inputs", "--seed", str(seed)]
    for i in inputs:
        flags += ["--input", i]
    shapes = model + ".arg-shapes"
    if os.path.exists(shapes):
        with open(shapes) as f:
            flags += ["--arg-shapes", f.readline().strip()]
    return flags, not inputs


def parity(kiln, model, seed, special, bug=None):
    flags, random = input_flags(model, seed)
    if special and not random:
        return None
    cmd = [kiln, "parity", model, "--json"] + flags + (["--special-values"] if special else [])
    env = dict(os.environ)
    env.pop("KILN_TEST_PERTURB_KERNEL", None)
    if bug:
        env["KILN_TEST_PERTURB_KERNEL"] = bug
    r = subprocess.run(cmd, capture_output=True, text=True, env=env)
    if r.returncode not in (0, 3):
        return {"exit": r.returncode, "error": (r.stderr or r.stdout).strip().splitlines()[-1:]}
    j = json.loads(r.stdout)
    ratio = 0.0
    for o in j["outputs"]:
        n = o.get("noise", {})
        over = n.get("max_error_over_noise", 0.0)
        if over is None:
            # JSON has no infinity: an error where an element's sampled noise
            # is 0 (its three noise runs rounded alike, as in a cancellation
            # to 0). That element is measured against the output's own noise,
            # its largest element's, as the issue's "10x that output's own
            # noise"; every other element against its own. A null figure is
            # an infinite one.
            largest, error = n.get("max"), o.get("max_abs_error")
            nonzero = n.get("max_error_over_nonzero_noise")
            against_output = float("inf") if largest is None or error is None or largest <= 0 else error / largest
            over = max(against_output, float("inf") if nonzero is None else nonzero)
        ratio = max(ratio, over)
        if o.get("nan_mismatches", 0) + o.get("inf_mismatches", 0) > 0:
            ratio = float("inf")
    failing = [o["index"] for o in j["outputs"] if not o["passed"]]
    return {"exit": r.returncode, "ratio": ratio, "failing": failing}


def float_kernels(kiln, model, limit):
    r = subprocess.run([kiln, "explain", model, "--format", "json"], capture_output=True, text=True)
    if r.returncode != 0:
        return []
    kernels = []
    for k in json.loads(r.stdout)["kernels"]:
        if k["kind"] in ("loop", "library") or not any(o["dtype"] in ("f32", "f64", "f16", "bf16") for o in k["outputs"]):
            continue
        kernels.append((k["name"], k["kind"]))
    # The GEMMs, convolutions and reductions first: where arithmetic bugs live.
    order = {"gemm": 0, "convolution": 0, "reduction": 1}
    kernels.sort(key=lambda k: order.get(k[1], 2))
    return kernels[:limit]


def clean_table(kiln, ms, seeds):
    rows, failed = [], 0
    print("| model | special values | seeds passed | worst error / own noise |")
    print("| --- | --- | --- | --- |")
    for m in ms:
        for special in (False, True):
            runs = [parity(kiln, m, s, special) for s in seeds]
            runs = [r for r in runs if r is not None]
            if not runs:
                continue
            ok = sum(1 for r in runs if r["exit"] == 0)
            failed += len(runs) - ok
            worst = max((r.get("ratio", 0) for r in runs), default=0)
            print(f"| {os.path.basename(m)} | {'yes' if special else 'no'} | {ok}/{len(runs)} | {worst:.2g} |", flush=True)
            rows.append({"model": os.path.basename(m), "special_values": special, "passed": ok, "runs": len(runs),
                         "worst_ratio": worst, "errors": [r.get("error") for r in runs if r["exit"] not in (0, 3)]})
    return rows, failed


def bug_table(kiln, ms, kernel_limit, seed):
    rows, missed = [], 0
    print("| model | kernel | bug | special values | caught | error / own noise |")
    print("| --- | --- | --- | --- | --- | --- |")
    for m in ms:
        for kernel, kind in float_kernels(kiln, m, kernel_limit):
            for bug in BUGS:
                if bug in IN_GRAPH and kind not in ("gemm", "reduction"):
                    continue
                for special in (False, True):
                    r = parity(kiln, m, seed, special, f"{kernel}={bug}")
                    if r is None or r["exit"] not in (0, 3):
                        continue
                    caught = r["exit"] == 3
                    if not caught and r["ratio"] > MUST_CATCH_PAST:
                        missed += 1
                    if r["ratio"] == 0 and not caught:
                        continue  # the bug changed nothing here (a zero output scaled, a reduced dim of one)
                    print(f"| {os.path.basename(m)} | {kernel} ({kind}) | {bug} | {'yes' if special else 'no'} | "
                          f"{'yes' if caught else 'NO'} | {r['ratio']:.3g} |", flush=True)
                    rows.append({"model": os.path.basename(m), "kernel": kernel, "kind": kind, "bug": bug, "special_values": special,
                                 "caught": caught, "ratio": r["ratio"]})
    return rows, missed


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("what", nargs="?", default="both", choices=["clean", "bugs", "both"])
    ap.add_argument("--kiln", default=os.path.join(ROOT, "build", "bin", "kiln"))
    ap.add_argument("--seeds", default="0,1,2,3,4")
    ap.add_argument("--kernels", type=int, default=2)
    ap.add_argument("--real", action="store_true")
    ap.add_argument("--only", default="")
    ap.add_argument("--json", default="")
    a = ap.parse_args()
    ms = models(a.real, set(filter(None, a.only.split(","))))
    seeds = [int(s) for s in a.seeds.split(",")]
    out, bad = {}, 0
    if a.what in ("clean", "both"):
        out["clean"], failed = clean_table(a.kiln, ms, seeds)
        print(f"\nclean: {failed} failing run(s) of {sum(r['runs'] for r in out['clean'])}\n")
        bad += failed
    if a.what in ("bugs", "both"):
        out["bugs"], missed = bug_table(a.kiln, ms, a.kernels, seeds[0])
        rows = out["bugs"]
        caught = sum(1 for r in rows if r["caught"])
        smallest = min((r["ratio"] for r in rows if r["caught"]), default=float("nan"))
        print(f"\nbugs: {caught} of {len(rows)} caught; {missed} passed with an error past {MUST_CATCH_PAST:g}x their noise; "
              f"smallest caught: {smallest:.3g}x its noise")
        bad += missed
    if a.json:
        with open(a.json, "w") as f:
            json.dump(out, f, indent=1)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
