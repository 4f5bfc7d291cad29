#!/usr/bin/env python3
"""kiln's CPU target against XLA:CPU (jax.jit on the CPU), interleaved (issue 33).

  python3 apps/bench/xla_cpu_seed_workloads.py [--kiln PATH] [--threads 16] [--low-threads 2]
      [--rounds 3] [--repeat 10] [--workloads NAME,...] [--stream PATH] [--real-model resnet50]

The seed workloads at full size (../shared/bench/README.md; the definitions
are apps/bench/gpu_seed_workloads.py's, checked there against kiln's reference
evaluator), each round in turn: stream.c's plain-store copy (when --stream
names a binary), kiln with --threads N, kiln with --threads LOW (do kiln's
rules, tuned on 2 cores, scale?), and jax.jit on the CPU, which uses every
core of the host (N should be that count). Inputs: kiln bench's seeded random
values; XLA gets the same shapes and value range from numpy (timings do not
depend on the values, none are special). Prints a JSON line per round and a
table of medians of per-round values: times, kiln's speedup from LOW to N
threads, GB/s as a fraction of the same round's copy, and XLA / kiln (above
1: kiln is faster).

channels_last_sbr: kiln reads the HLO's {1,3,2,0} layout; jax.numpy has no
layouts, so XLA reads the row-major tensor. Both move the same bytes.

--real-model resnet50: test/gpu/export_jax_models.py's ResNet-50 (flax,
bf16 activations, batch 8), kiln on its exported HLO against jax.jit of it,
timed after the seed workloads' table, in two rounds of its own.
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

os.environ.setdefault("JAX_PLATFORMS", "cpu")  # XLA:CPU, even where a GPU is present


HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import gpu_seed_workloads as gpu  # noqa: E402  (workload definitions and the JAX peer functions)
import seed_workloads  # noqa: E402

DEFAULT = ["dot_f1_f32", "dot_f2_f32", "transpose_x3", "gelu_backward", "channels_last_sbr", "softmax", "layernorm"]


def kiln_ms(kiln, model, threads, repeat, cache):
    cmd = [kiln, "bench", model, "--threads", str(threads), "--repeat", str(repeat), "--warmup", "2", "--json",
           "--cache-dir", cache]
    r = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
    if r.returncode != 0:
        raise RuntimeError(f"kiln bench {os.path.basename(model)}: {(r.stderr.strip() or str(r.returncode)).splitlines()[-1]}")
    return json.loads(r.stdout)["median_ms"]


def copy_gbps(stream, threads):
    """stream.c's plain-store copy in GB/s, or None without a stream binary."""
    return seed_workloads.copy_limits(stream, threads).get("plain") if stream else None


def jax_timer(name, spec, seed, repeat):
    """A function that times jax.jit of the workload on the CPU (compiled on the first call)."""
    import jax
    import jax.numpy as jnp
    arrays = gpu.numpy_inputs(spec["inputs"], seed)
    args = [jax.device_put(jnp.asarray(a, dtype={"f32": jnp.float32, "bf16": jnp.bfloat16}[d]))
            for (d, _), a in zip(spec["inputs"], arrays)]
    fn = jax.jit(gpu.peer_function(name, jnp, "jax"))
    return lambda: gpu.median_ms(lambda: jax.block_until_ready(fn(*args)), lambda: None, repeat, warmup=2)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    built = os.path.join(ROOT, "build", "bin", "kiln")
    ap.add_argument("--kiln", default=built if os.path.exists(built) else os.path.join(ROOT, ".gpu", "kiln"))
    ap.add_argument("--threads", type=int, default=os.cpu_count())
    ap.add_argument("--low-threads", type=int, default=2)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--repeat", type=int, default=10)
    ap.add_argument("--workloads", default=",".join(DEFAULT))
    ap.add_argument("--stream", help="a built ../shared/bench/stream.c: each round's plain-store copy at --threads")
    ap.add_argument("--real-model", default="", help="a model of test/gpu/export_jax_models.py (resnet50)")
    args = ap.parse_args()
    try:
        import jax
        print(f"XLA:CPU: jax {jax.__version__} on {jax.devices()[0].platform}, {os.cpu_count()} cores; "
              f"kiln --threads {args.threads} and {args.low_threads}", flush=True)
    except ImportError:
        jax = None
        print("[SKIP] XLA column: no JAX here (kiln's columns still run)", flush=True)
    work = tempfile.mkdtemp(prefix="kiln_xla_cpu_")
    cache = os.path.join(work, "cache")
    names = [n for n in args.workloads.split(",") if n]
    models, nbytes, timers = {}, {}, {}
    for name in names:
        hlo = gpu.WORKLOADS[name]["hlo"]()
        models[name] = os.path.join(work, name + ".hlo")
        open(models[name], "w").write(hlo)
        nbytes[name] = seed_workloads.ideal_bytes(hlo)
        if jax:
            timers[name] = jax_timer(name, gpu.WORKLOADS[name], 0, args.repeat)
    start = time.time()
    for name in names:  # compile once, untimed: kiln into its cache, XLA in its jit cache
        try:
            kiln_ms(args.kiln, models[name], args.threads, 1, cache)
        except RuntimeError as e:
            print(f"error {name}: {e}", flush=True)
        if name in timers:
            timers[name]()
    print(f"compiled in {time.time() - start:.0f} s", flush=True)
    rounds = run_rounds(args, names, models, timers, cache, args.rounds, low=True)
    table(rounds, names, nbytes, args)
    if args.real_model and jax:  # after the table: a slow model must not cost the seed figures
        sys.path.insert(0, os.path.join(ROOT, "test", "gpu"))
        import export_jax_models as ex
        name = args.real_model
        model, example = ex.MODELS[name]()
        variables = model.init(jax.random.PRNGKey(0), example)
        models[name] = os.path.join(work, name + ".hlo")
        open(models[name], "w").write(ex.hlo_text(model, example))
        fn = jax.jit(lambda v, x: model.apply(v, x))
        timers[name] = lambda: gpu.median_ms(lambda: jax.block_until_ready(fn(variables, example)), lambda: None,
                                             max(3, args.repeat // 2), warmup=1)
        start = time.time()
        timers[name]()
        print(f"{name}: XLA:CPU compiled in {time.time() - start:.0f} s", flush=True)
        start = time.time()
        try:
            kiln_ms(args.kiln, models[name], args.threads, 1, cache)
        except RuntimeError as e:
            print(f"error {name}: {e}", flush=True)
        print(f"{name}: kiln compiled in {time.time() - start:.0f} s", flush=True)
        table(run_rounds(args, [name], models, timers, cache, 2, low=False), [name], nbytes, args)


def run_rounds(args, names, models, timers, cache, count, low):
    """count rounds, each timing every workload with every runner in turn."""
    rounds = []
    for r in range(count):
        row = {"round": r, "copy_gbps": copy_gbps(args.stream, args.threads)}
        for name in names:
            cell = {}
            runners = [("kiln_ms", lambda: kiln_ms(args.kiln, models[name], args.threads, args.repeat, cache))]
            if low:
                runners.append(("kiln_low_ms", lambda: kiln_ms(args.kiln, models[name], args.low_threads, args.repeat, cache)))
            if name in timers:
                runners.append(("xla_ms", timers[name]))
            for key, run in runners:
                try:
                    cell[key] = run()
                except Exception as e:  # one failure must not hide the rest
                    cell.setdefault("errors", []).append(f"{key}: {str(e)[:200]}")
            row[name] = cell
        rounds.append(row)
        print(json.dumps(row), flush=True)
    return rounds


def table(rounds, names, nbytes, args):
    def med(values):
        values = [v for v in values if v is not None]
        return statistics.median(values) if values else None

    def fmt(v, spec=".2f"):
        return "—" if v is None else format(v, spec)

    def per_round(name, f):
        out = []
        for rd in rounds:
            c = rd.get(name, {})
            try:
                out.append(f(c, rd))
            except (KeyError, TypeError, ZeroDivisionError):
                pass
        return med(out)

    copy = med(rd["copy_gbps"] for rd in rounds)
    print(f"\n{len(rounds)} interleaved round(s), medians of per-round values; copy (plain stores, {args.threads} threads): "
          f"{fmt(copy, '.1f')} GB/s")
    print(f"| workload | kiln ms ({args.threads} thr) | kiln ms ({args.low_threads} thr) | speedup | XLA:CPU ms | "
          f"kiln GB/s | kiln / copy | XLA / kiln |")
    print("|---|---|---|---|---|---|---|---|")
    for name in names:
        gbps = per_round(name, lambda c, rd: nbytes[name] / c["kiln_ms"] / 1e6) if name in nbytes else None
        spec = gpu.WORKLOADS.get(name, {})
        if "gemm" in spec:
            m, n, k = spec["gemm"]
            rate = fmt(per_round(name, lambda c, rd: 2 * m * n * k / c["kiln_ms"] / 1e6), ".0f") + " GFLOP/s"
            vs_copy = "—"
        else:
            rate = fmt(gbps, ".1f")
            vs_copy = fmt(per_round(name, lambda c, rd: nbytes[name] / c["kiln_ms"] / 1e6 / rd["copy_gbps"]) if name in nbytes else None)
        print(f"| {name} | {fmt(per_round(name, lambda c, rd: c['kiln_ms']), '.3f')} | "
              f"{fmt(per_round(name, lambda c, rd: c['kiln_low_ms']), '.3f')} | "
              f"{fmt(per_round(name, lambda c, rd: c['kiln_low_ms'] / c['kiln_ms']))}x | "
              f"{fmt(per_round(name, lambda c, rd: c['xla_ms']), '.3f')} | {rate} | {vs_copy} | "
              f"{fmt(per_round(name, lambda c, rd: c['xla_ms'] / c['kiln_ms']))} |")
    f1 = per_round("dot_f1_f32", lambda c, rd: c["kiln_ms"] / rd["dot_f2_f32"]["kiln_ms"])
    x1 = per_round("dot_f1_f32", lambda c, rd: c["xla_ms"] / rd["dot_f2_f32"]["xla_ms"])
    if f1 or x1:
        print(f"\nf1/f2: kiln {fmt(f1, '.3f')}, XLA:CPU {fmt(x1, '.3f')}")
    for rd in rounds:
        for name in names:
            for e in rd.get(name, {}).get("errors", []):
                print(f"error round {rd['round']} {name}: {e}")
    sys.stdout.flush()


if __name__ == "__main__":
    sys.exit(main())
