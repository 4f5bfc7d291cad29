#!/usr/bin/python3
"""The seed workloads at full size against this machine's copy bandwidth, interleaved.

For each memory-bound seed workload (../shared/bench/README.md) and two
elementwise kernels over 64 Mi elements, at 1 and 2 threads: kiln with its
default rules, with schedules `kiln tune` found (tuned once at the start, into
a directory of this run, unless --tuned DIR is given), and with each of Halide
14's autoschedulers (`--autoscheduler NAME`; the best of the three is
reported). The machine's memory bandwidth swings by 3x within minutes, so
every round measures the limits (../shared/bench/stream.c: copy with plain and
with streaming stores) and then every kiln configuration, and the figures are
medians of per-round ratios to the limits of the same round. Bytes are the
ideal ones: every input read once, every output written once.

  /usr/bin/python3 apps/bench/seed_workloads.py [--rounds 5] [--tuned DIR] [--workloads NAME,...]

Prints one JSON line per round and a summary table.
"""
import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
MODELS = os.path.join(ROOT, "test", "models")
SHARED_BENCH = os.path.join(ROOT, "..", "shared", "bench")
AUTOSCHEDULERS = ["Adams2019", "Mullapudi2016", "Li2018"]
BYTES = {"f64": 8, "f32": 4, "f16": 2, "bf16": 2, "s32": 4, "pred": 1}


def scaled(model, shapes, extra=()):
    """A bundled small model at full size: its shapes replaced, `[a,b]` -> `[A,B]`."""
    text = open(os.path.join(MODELS, model)).read()
    for small, full in shapes.items():
        text = text.replace(f"[{small}]", f"[{full}]")
    for old, new in extra:
        text = text.replace(old, new)
    return text


ELEMENTWISE = """HloModule elementwise_{name}

ENTRY main {{
  x = f32[{shape}] parameter(0)
  two = f32[] constant(2)
  two_b = f32[{shape}] broadcast(two), dimensions={{}}
  one = f32[] constant(1)
  one_b = f32[{shape}] broadcast(one), dimensions={{}}
  a = f32[{shape}] multiply(x, two_b)
  ROOT y = f32[{shape}] add(a, one_b)
}}
"""

WORKLOADS = {
    "transpose_x3": lambda: scaled("transpose_three_consumers.hlo", {"2,8,4": "64,1024,512", "2,4,8": "64,512,1024"}),
    "channels_last_sbr": lambda: scaled("channels_last_scale_bias_relu.hlo",
                                        {"2,8,3,3": "32,1024,25,25", "1,8,1,1": "1,1024,1,1", "8": "1024"}),
    "gelu_backward": lambda: scaled("gelu_backward.hlo", {"2,4,8": "16,512,4096", "8": "4096"}),
    "softmax": lambda: scaled("softmax.hlo", {"4,16": "8192,4096", "4": "8192"}),
    "layernorm": lambda: scaled("layernorm.hlo", {"4,32": "8192,4096", "32": "4096", "4": "8192"},
                                [("constant(32)", "constant(4096)")]),
    "elementwise_1d": lambda: ELEMENTWISE.format(name="1d", shape="67108864"),
    "elementwise_3d": lambda: ELEMENTWISE.format(name="3d", shape="64,1024,1024"),
}


def ideal_bytes(hlo):
    """Entry parameters plus root outputs, each counted once."""
    entry = hlo[hlo.index("ENTRY"):]
    total = 0
    for dtype, dims in re.findall(r"= (\w+)\[([\d,]*)\][^=]*parameter\(", entry):
        total += BYTES[dtype] * eval("*".join(dims.split(",")) or "1")
    root = re.search(r"ROOT \S+ = (\(.*?\)|\w+\[[\d,]*\])", entry).group(1)
    for dtype, dims in re.findall(r"(\w+)\[([\d,]*)\]", root):
        total += BYTES[dtype] * eval("*".join(dims.split(",")) or "1")
    return total


def build_stream(out_dir):
    """../shared/bench/stream.c, or where the CPU has no AVX-512 (stream.c's streaming stores are AVX-512
    intrinsics) apps/bench/copy_limit.c: the same copy limits, the same JSON lines."""
    stream = os.path.join(out_dir, "stream")
    flags = ["gcc", "-O3", "-march=native", "-fopenmp", "-fno-tree-loop-distribute-patterns", "-I", SHARED_BENCH]
    if subprocess.run(flags + [os.path.join(SHARED_BENCH, "stream.c"), "-o", stream], capture_output=True).returncode != 0:
        subprocess.run(flags + [os.path.join(os.path.dirname(os.path.abspath(__file__)), "copy_limit.c"), "-o", stream], check=True)
    return stream


def copy_limits(stream, threads):
    env = dict(os.environ, OMP_NUM_THREADS=str(threads), REPS="5", WARM="2")
    out = subprocess.run([stream], env=env, capture_output=True, text=True, check=True).stdout
    limits = {}
    for line in out.splitlines():
        j = json.loads(line)
        if j["workload"] in ("limit: copy (plain stores)", "limit: copy (NT stores)"):
            limits["plain" if "plain" in j["workload"] else "streaming"] = j["amount"] / (j["median_ms"] / 1e3) / 1e9
    return limits


def kiln_ms(kiln, model, threads, cache, flags, repeat):
    """The median time, or None when the run fails (a Halide autoscheduler's
    schedule that crashes Halide 14's code, say: reported, not fatal)."""
    cmd = [kiln, "bench", model, "--threads", str(threads), "--repeat", str(repeat), "--warmup", "2", "--json", "--cache-dir", cache]
    p = subprocess.run(cmd + flags, capture_output=True, text=True)
    if p.returncode != 0:
        print(f"failed ({p.returncode}): {' '.join(cmd + flags)}: {p.stderr.strip()[-200:]}", file=sys.stderr)
        return None
    return json.loads(p.stdout)["median_ms"]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--repeat", type=int, default=10)
    ap.add_argument("--threads", default="1,2")
    ap.add_argument("--tuned", help="a schedules directory already tuned for these workloads (default: tune now, into this run's directory)")
    ap.add_argument("--workloads", default=",".join(WORKLOADS))
    ap.add_argument("--kiln", default=os.path.join(ROOT, "build/bin/kiln"))
    args = ap.parse_args()

    work = tempfile.mkdtemp(prefix="kiln_seed_bench_")
    stream = build_stream(work)
    cache = os.path.join(work, "cache")
    empty = os.path.join(work, "no_schedules")
    os.makedirs(empty)
    tuned = args.tuned or os.path.join(work, "tuned")
    names = args.workloads.split(",")
    models, nbytes = {}, {}
    for name in names:
        hlo = WORKLOADS[name]()
        models[name] = os.path.join(work, name + ".hlo")
        open(models[name], "w").write(hlo)
        nbytes[name] = ideal_bytes(hlo)
    configs = {"default": ["--schedules", empty], "tuned": ["--schedules", tuned]}
    for a in AUTOSCHEDULERS:
        configs[a] = ["--schedules", empty, "--autoscheduler", a]
    if not args.tuned:
        for name in names:
            subprocess.run([args.kiln, "tune", models[name], "--schedules", tuned, "--cache-dir", cache, "--repeat", "7"],
                           check=True, stdout=subprocess.DEVNULL)
    threads = [int(t) for t in args.threads.split(",")]
    for name in names:  # compile everything once, untimed
        for flags in configs.values():
            kiln_ms(args.kiln, models[name], threads[-1], cache, flags, 1)

    rounds = []
    for r in range(args.rounds):
        row = {"round": r}
        for t in threads:
            limits = copy_limits(stream, t)
            row[f"copy_plain_gbps_t{t}"], row[f"copy_streaming_gbps_t{t}"] = limits["plain"], limits["streaming"]
            for name in names:
                for config, flags in configs.items():
                    ms = kiln_ms(args.kiln, models[name], t, cache, flags, args.repeat)
                    if ms is None:
                        row[f"{name}/{config}/t{t}"] = None
                        continue
                    gbps = nbytes[name] / (ms / 1e3) / 1e9
                    row[f"{name}/{config}/t{t}"] = {"ms": ms, "gbps": gbps, "plain": gbps / limits["plain"],
                                                    "streaming": gbps / limits["streaming"]}
        rounds.append(row)
        print(json.dumps(row), flush=True)

    def med(key, field):
        values = [rd[key][field] for rd in rounds if rd.get(key)]
        return statistics.median(values) if values else float("nan")

    def runs(key):
        return sum(1 for rd in rounds if rd.get(key))

    print(f"\nSeed workloads, {args.rounds} interleaved rounds (medians of per-round values); GB/s and fraction of stream.c's copy:")
    for t in threads:
        plain = statistics.median(rd[f"copy_plain_gbps_t{t}"] for rd in rounds)
        streaming = statistics.median(rd[f"copy_streaming_gbps_t{t}"] for rd in rounds)
        print(f"\n{t} thread(s): plain-store copy {plain:.1f} GB/s, streaming-store copy {streaming:.1f} GB/s")
        print(f"  {'workload':<20} {'MiB':>6}  {'default':>22}  {'tuned':>22}  {'best autoscheduler':>34}")
        for name in names:
            cells = []
            for config in ("default", "tuned"):
                key = f"{name}/{config}/t{t}"
                cells.append(f"{med(key, 'gbps'):6.1f} {med(key, 'plain'):5.2f} / {med(key, 'streaming'):4.2f}")
            ran = [a for a in AUTOSCHEDULERS if runs(f"{name}/{a}/t{t}")]
            crashed = [a for a in AUTOSCHEDULERS if runs(f"{name}/{a}/t{t}") < len(rounds)]
            if ran:
                best = max(ran, key=lambda a: med(f"{name}/{a}/t{t}", "plain"))
                key = f"{name}/{best}/t{t}"
                cells.append(f"{best:<13} {med(key, 'gbps'):6.1f} {med(key, 'plain'):5.2f} / {med(key, 'streaming'):4.2f}")
            else:
                cells.append("none ran")
            if crashed:
                cells[-1] += f"  (failed: {', '.join(crashed)})"
            print(f"  {name:<20} {nbytes[name] / 2**20:6.0f}  {cells[0]:>22}  {cells[1]:>22}  {cells[2]:>34}")
    print("\ncells: GB/s, then the fraction of the plain-store / streaming-store copy of the same round")


if __name__ == "__main__":
    main()
