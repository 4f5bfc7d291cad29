#!/usr/bin/python3
"""SSD-MobileNet on kiln against this machine's limits and PyTorch, interleaved.

The machine's memory bandwidth swings by 3x within minutes, so every round runs
the limits (../shared/bench: a plain-store STREAM copy and an OpenBLAS sgemm),
kiln's whole model (`kiln bench --roofline --json`) and PyTorch eager on the
model's 47 convolutions (each with bias and relu6, at its own input shape, in
f32 and in bf16) back to back, and the figures are medians of per-round ratios.

  /usr/bin/python3 apps/bench/ssd_mobilenet_interleaved.py [--rounds 7] [--threads 2]

Prints one JSON object per round and a summary table. Needs python3-torch
(Debian's 1.13, oneDNN) for the PyTorch columns; without it they are left out.
"""
import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time

# PyTorch's OpenMP threads would otherwise spin after each layer and take the
# cores from the kiln process that runs next.
os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
MODEL = os.path.join(ROOT, "test/data/xla-models/ssd_mobilenet_tf.hlo")
SHARED_BENCH = os.path.join(ROOT, "..", "shared", "bench")
GEMM_REF_FLOPS = 2.0 * 3200 * 600 * 821  # gemm_ref.c's shape


def build_limits(out_dir):
    stream = os.path.join(out_dir, "stream")
    gemm = os.path.join(out_dir, "gemm_ref")
    subprocess.run(["gcc", "-O3", "-march=native", "-fopenmp", "-fno-tree-loop-distribute-patterns",
                    os.path.join(SHARED_BENCH, "stream.c"), "-o", stream], check=True)
    subprocess.run(["gcc", "-O2", os.path.join(SHARED_BENCH, "gemm_ref.c"), "-lopenblas", "-o", gemm], check=True)
    return stream, gemm


def copy_gbps(stream, threads):
    env = dict(os.environ, OMP_NUM_THREADS=str(threads), REPS="5", WARM="2")
    out = subprocess.run([stream], env=env, capture_output=True, text=True, check=True).stdout
    for line in out.splitlines():
        j = json.loads(line)
        if j["workload"] == "limit: copy (plain stores)":
            return j["amount"] / (j["median_ms"] / 1e3) / 1e9
    raise RuntimeError("stream printed no plain copy")


def sgemm_gflops(gemm, threads):
    env = dict(os.environ, OPENBLAS_NUM_THREADS=str(threads))
    j = json.loads(subprocess.run([gemm, "15"], env=env, capture_output=True, text=True, check=True).stdout)
    return GEMM_REF_FLOPS / (j["median_ms"] / 1e3) / 1e9


def kiln_bench(kiln, threads, cache_dir, flags=()):
    out = subprocess.run([kiln, "bench", MODEL, "--threads", str(threads), "--repeat", "15", "--warmup", "10", "--roofline", "--json",
                          "--cache-dir", cache_dir, *flags], capture_output=True, text=True, check=True).stdout
    return json.loads(out)


# --- the model's convolutions, as PyTorch layers --------------------------------------------

SHAPE = re.compile(r"%([\w.\-]+) = (\w+)\[([\d,]*)\]")
CONV = re.compile(r"%([\w.\-]+) = \w+\[([\d,]*)\]\S* convolution\(%([\w.\-]+), %([\w.\-]+)\), window=\{([^}]*)\}, "
                  r"dim_labels=b01f_01io->b01f(?:, feature_group_count=(\d+))?")


def model_convolutions():
    text = open(MODEL).read()
    shapes = {m.group(1): [int(d) for d in m.group(3).split(",") if d] for m in SHAPE.finditer(text)}
    convs = []
    for m in CONV.finditer(text):
        name, out, x, k, window, groups = m.groups()
        size = [int(s) for s in re.search(r"size=(\d+)x(\d+)", window).groups()]
        stride = re.search(r"stride=(\d+)x(\d+)", window)
        pad = re.search(r"pad=(\d+)_(\d+)x(\d+)_(\d+)", window)
        convs.append({"name": name, "input": shapes[x], "kernel": shapes[k], "output": [int(d) for d in out.split(",")],
                      "size": size, "stride": [int(s) for s in stride.groups()] if stride else [1, 1],
                      "pad": [int(p) for p in pad.groups()] if pad else [0, 0, 0, 0], "groups": int(groups or 1)})
    return convs


def classify(conv):
    if conv["groups"] > 1:
        return "depthwise"
    return "1x1" if conv["size"] == [1, 1] else "general"


class TorchStack:
    """The convolutions, each on a random input of its own shape, NHWC (channels_last)."""

    def __init__(self, convs, dtype, threads):
        import torch
        import torch.nn.functional as F
        self.torch, self.F = torch, F
        torch.set_num_threads(threads)
        g = torch.Generator().manual_seed(0)
        self.layers = []
        for c in convs:
            n, h, w, cin = c["input"]
            kh, kw, kin, cout = c["kernel"]
            x = torch.rand(n, cin, h, w, generator=g).to(dtype).contiguous(memory_format=torch.channels_last)
            weight = (torch.randn(cout, kin, kh, kw, generator=g) * (2.0 / (kh * kw * kin)) ** 0.5).to(dtype)
            weight = weight.contiguous(memory_format=torch.channels_last)
            bias = (torch.randn(cout, generator=g) * 0.1).to(dtype)
            lo_h, hi_h, lo_w, hi_w = c["pad"]
            self.layers.append((x, weight, bias, (lo_w, hi_w, lo_h, hi_h), tuple(c["stride"]), c["groups"], classify(c)))

    def run(self):
        torch, F = self.torch, self.F
        for x, weight, bias, pad, stride, groups, _ in self.layers:
            if any(pad):
                x = F.pad(x, pad)
            y = F.conv2d(x, weight, bias, stride=stride, groups=groups)
            torch.clamp(y, 0, 6)

    def median_ms(self, repeat=15, warmup=3):
        with self.torch.inference_mode():
            for _ in range(warmup):
                self.run()
            times = []
            for _ in range(repeat):
                t0 = time.perf_counter()
                self.run()
                times.append((time.perf_counter() - t0) * 1e3)
        return statistics.median(times)


def categories(k, kind_of, flops_ms, bytes_ms):
    """Per category (1x1, general, depthwise): [bound at sgemm, bound at kiln's roof, measured ms]; and every kernel."""
    # Per category: the sgemm-rate time of its FLOPs over its measured time
    # (the figure; bf16 GEMMs can pass 1), and the same against
    # kiln's cached bf16 GEMM roof; depthwise: bound over time at the
    # round's copy rate. A general convolution's time includes its padded
    # input and im2col kernels.
    bf16_ms = 1e3 / (k["peaks"]["bf16_gflops"] * 1e9) if k["peaks"].get("bf16_gflops") else flops_ms
    cat = {c: [0.0, 0.0, 0.0] for c in ("1x1", "general", "depthwise")}
    kernels = []
    for kk in k["kernels"]:
        peak_ms = bf16_ms if kk.get("bf16_gemm") else flops_ms
        bound = max(kk["flops"] * flops_ms, kk["bytes"] * bytes_ms)
        native_bound = max(kk["flops"] * peak_ms, kk["bytes"] * bytes_ms)
        ms = kk["median_ms"]
        kernels.append((ms, kk["name"], kk["kind"], bound / ms if ms > 0 else 0.0, native_bound / ms if ms > 0 else 0.0))
        base = kk["name"]
        for suffix in (".f32", ".lhs_f32", ".im2col", ".padded"):
            base = base[: -len(suffix)] if base.endswith(suffix) else base
        if kk["kind"] == "gemm" and base in kind_of:
            c = kind_of[base]
            cat[c][0] += kk["flops"] * flops_ms
            cat[c][1] += kk["flops"] * peak_ms
            cat[c][2] += ms
        elif kk["name"].endswith((".im2col", ".padded")) and kind_of.get(base) == "general":
            cat["general"][2] += ms
        elif kk["kind"] == "convolution":
            cat["depthwise"][0] += bound
            cat["depthwise"][1] += bound
            cat["depthwise"][2] += ms
    return cat, kernels


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--rounds", type=int, default=7)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--kiln", default=os.path.join(ROOT, "build/bin/kiln"))
    ap.add_argument("--excess-precision", action="store_true",
                    help="also run kiln with --allow-excess-precision (XLA's default) in every round, right after the exact run")
    args = ap.parse_args()

    work = tempfile.mkdtemp(prefix="kiln_ssd_bench_")
    stream, gemm = build_limits(work)
    cache = os.path.join(work, "cache")
    convs = model_convolutions()
    kind_of = {c["name"]: classify(c) for c in convs}
    try:
        import torch  # noqa: F401
        stacks = {"f32": TorchStack(convs, torch.float32, args.threads), "bf16": TorchStack(convs, torch.bfloat16, args.threads)}
    except ImportError:
        print("no PyTorch here (apt-get install python3-torch): its columns are left out", file=sys.stderr)
        stacks = {}
    kiln_bench(args.kiln, args.threads, cache)  # compile once, untimed
    excess = ["--allow-excess-precision"]
    if args.excess_precision:
        kiln_bench(args.kiln, args.threads, cache, excess)

    rounds = []
    for r in range(args.rounds):
        row = {"round": r, "copy_gbps": copy_gbps(stream, args.threads), "sgemm_gflops": sgemm_gflops(gemm, args.threads)}
        k = kiln_bench(args.kiln, args.threads, cache)
        for name, stack in stacks.items():
            row[f"torch_{name}_ms"] = stack.median_ms()
        row["kiln_ms"] = k["median_ms"]
        flops_ms = 1e3 / (row["sgemm_gflops"] * 1e9)                # ms per FLOP
        bytes_ms = 1e3 / (row["copy_gbps"] * 1e9)                   # ms per byte
        row["model_bound_ms"] = k["flops"] * flops_ms + k["bytes"] * bytes_ms
        row["kiln_over_bound"] = row["kiln_ms"] / row["model_bound_ms"]
        for name in stacks:
            row[f"kiln_over_torch_{name}"] = row["kiln_ms"] / row[f"torch_{name}_ms"]
        row["gemm_and_convolution_ms"] = k["gemm_and_convolution_ms"]
        row["other_kernels_ms"] = k["other_kernels_ms"]
        cat, kernels = categories(k, kind_of, flops_ms, bytes_ms)
        for c, (b, nb, t) in cat.items():
            row[f"{c}_fraction"] = b / t if t else 0.0
            row[f"{c}_native_fraction"] = nb / t if t else 0.0
        if args.excess_precision:
            kx = kiln_bench(args.kiln, args.threads, cache, excess)
            row["kiln_excess_ms"] = kx["median_ms"]
            cat_x, _ = categories(kx, kind_of, flops_ms, bytes_ms)
            b, _, t = cat_x["depthwise"]
            row["depthwise_fraction_excess"] = b / t if t else 0.0
        row["slowest"] = [{"name": n, "kind": kd, "ms": ms, "fraction": f, "native_fraction": nf}
                          for ms, n, kd, f, nf in sorted(kernels, reverse=True)[:5]]
        print(json.dumps(row), flush=True)
        rounds.append(row)

    med = lambda key: statistics.median(r[key] for r in rounds)  # noqa: E731
    print(f"\nSSD-MobileNet, {args.threads} threads, {args.rounds} interleaved rounds (medians of per-round values):")
    print(f"  limits: plain-store copy {med('copy_gbps'):.1f} GB/s, OpenBLAS sgemm {med('sgemm_gflops'):.1f} GFLOP/s")
    print(f"  kiln end to end {med('kiln_ms'):.2f} ms (GEMM and convolution kernels {med('gemm_and_convolution_ms'):.2f} ms, "
          f"the rest {med('other_kernels_ms'):.2f} ms)")
    print(f"  whole-model bound {med('model_bound_ms'):.2f} ms; kiln / bound = {med('kiln_over_bound'):.2f}")
    for name in stacks:
        print(f"  PyTorch {name} conv stack {med(f'torch_{name}_ms'):.2f} ms; kiln / PyTorch {name} = {med(f'kiln_over_torch_{name}'):.2f}")
    print(f"  rate over the sgemm rate: 1x1 convolutions {med('1x1_fraction'):.2f}, general convolutions (with im2col) "
          f"{med('general_fraction'):.2f}; over kiln's bf16 GEMM roof: {med('1x1_native_fraction'):.2f} and {med('general_native_fraction'):.2f}")
    print(f"  depthwise convolutions with their epilogues: {med('depthwise_fraction'):.2f} of their bound at the copy rate")
    if args.excess_precision:
        print(f"  with --allow-excess-precision (XLA's default): end to end {med('kiln_excess_ms'):.2f} ms, depthwise "
              f"{med('depthwise_fraction_excess'):.2f} of their bound")
    print("  five slowest kernels of the last round (fraction of their bound at sgemm / at the bf16 roof for bf16 GEMMs):")
    for s in rounds[-1]["slowest"]:
        print(f"    {s['name']:<28} {s['kind']:<12} {s['ms']:.3f} ms  {s['fraction']:.2f} / {s['native_fraction']:.2f}")


if __name__ == "__main__":
    main()
