#!/usr/bin/env python3
"""The seed workloads on a GPU, in one command (issue 17): kiln --target cuda
against XLA:GPU (JAX), torch.compile, the device's copy bandwidth and a direct
cuBLAS call, side by side on the same device.

  python3 apps/bench/gpu_seed_workloads.py [--kiln PATH] [--tuned DIR] [--baseline PATH] [--parity]
                                           [--rounds 3] [--repeat 30] [--workloads NAME,...] [--real-model resnet50]
  python3 apps/bench/gpu_seed_workloads.py --check     # any machine: see below

For each workload at full size (../shared/bench/README.md) it prints one line
of JSON per round and then one table: the median time of each (median of
repeated runs, medians over rounds; kiln's is the sum of its device steps'
medians, without the input and output copies its whole run makes), kiln's
GB/s or TFLOP/s, kiln as a
fraction of the device's copy bandwidth (a device-to-device copy of the bytes
the workload must move, ideal: inputs read once, outputs written once) or of
cuBLAS (torch.matmul in eager mode, TF32 off, on the same product), and the
ratios of XLA:GPU's and torch.compile's times to kiln's (above 1: kiln is
faster). The rounds run every framework back to back, so drift hits all.

--baseline times a second kiln binary (the build before a change of the GPU
rules) in every round right after kiln; the table gives its time and the
median of the per-round ratios. --parity checks kiln's CUDA outputs at full
size against its CPU target (`kiln parity --targets cpu,cuda`, seeded random
inputs) once per workload, but for the 8192-cubed GEMMs.

--check compiles every workload for the CUDA target (`kiln explain --target
cuda --format ptx`: one .entry per device kernel; no device needed), and runs
the PyTorch and JAX definitions used here on the bundled models' small shapes
against kiln's reference evaluator (`kiln run --target reference`), so the
peers are shown to compute what kiln computes. Either peer may be missing;
its checks then say so.

f32 dots run in true f32 everywhere: JAX's default matmul precision is set to
"highest" and torch's TF32 is off (XLA:GPU and cuBLAS would otherwise use
TF32 on an H100, which kiln's cublasSgemm does not).
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

try:
    import numpy as np
except ImportError:
    print("[SKIP] apps/bench/gpu_seed_workloads.py needs numpy (Debian: python3-numpy)")
    sys.exit(77)

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import seed_workloads  # noqa: E402  (the full-size memory-bound workloads, shared with the CPU bench)

DOT_F1 = """HloModule dot_f1_{t}
ENTRY f1 {{
  w = {t}[600,821] parameter(0)
  x = {t}[32,100,821] parameter(1)
  d = {t}[600,32,100] dot(w, x), lhs_contracting_dims={{1}}, rhs_contracting_dims={{2}}
  ROOT r = {t}[32,100,600] transpose(d), dimensions={{1,2,0}}
}}
"""
DOT_F2 = """HloModule dot_f2_{t}
ENTRY f2 {{
  w = {t}[600,821] parameter(0)
  x = {t}[32,100,821] parameter(1)
  ROOT d = {t}[32,100,600] dot(x, w), lhs_contracting_dims={{2}}, rhs_contracting_dims={{1}}
}}
"""
GEMM = """HloModule gemm_{n}_{t}
ENTRY gemm {{
  a = {t}[{n},{n}] parameter(0)
  b = {t}[{n},{n}] parameter(1)
  ROOT c = {t}[{n},{n}] dot(a, b), lhs_contracting_dims={{1}}, rhs_contracting_dims={{0}}
}}
"""


def gelu_backward(xp, t4, t5, t6):
    """gelu_backward.hlo: the bias gradient over dims 0, 1 and dx, op for op."""
    k, a, a3 = 0.7978845608, 0.044715, 0.134145
    th = xp.tanh(k * (t5 + a * t5 ** 3))
    dgelu = 0.5 * (1 + th) + 0.5 * (t5 * (1 - th * th) * (k * (1 + a3 * t5 * t5)))
    return t4.sum((0, 1)), t6 * dgelu


def row_max(lib, x):
    return x.amax(-1, keepdim=True) if lib == "torch" else x.max(-1, keepdims=True)


def row_mean(lib, x):
    return x.mean(-1, keepdim=True) if lib == "torch" else x.mean(-1, keepdims=True)


def row_sum(lib, x):
    return x.sum(-1, keepdim=True) if lib == "torch" else x.sum(-1, keepdims=True)


def layernorm(xp, lib, x, gamma, beta):
    centered = x - row_mean(lib, x)
    var = row_mean(lib, centered * centered)
    return centered / xp.sqrt(var + 1e-5) * gamma + beta


def softmax(xp, lib, x):
    e = xp.exp(x - row_max(lib, x))
    return e / row_sum(lib, e)


def channels_last_sbr(xp, x, s, b, to_f16):
    t1 = x * s + b
    return to_f16(xp.maximum(t1, xp.zeros_like(t1))), t1 > 0


# Each workload: its HLO at full size, its inputs' logical shapes and dtypes
# (as the HLO declares them), whether it is a GEMM (then its FLOPs and the
# product cuBLAS is timed on), and the bundled small model its definition is
# checked on.
WORKLOADS = {
    "dot_f1_f32": dict(hlo=lambda: DOT_F1.format(t="f32"), inputs=[("f32", [600, 821]), ("f32", [32, 100, 821])],
                       gemm=(3200, 600, 821), small="dot_order_f1.hlo"),
    "dot_f2_f32": dict(hlo=lambda: DOT_F2.format(t="f32"), inputs=[("f32", [600, 821]), ("f32", [32, 100, 821])],
                       gemm=(3200, 600, 821), small="dot_order_f2.hlo"),
    "dot_f1_bf16": dict(hlo=lambda: DOT_F1.format(t="bf16"), inputs=[("bf16", [600, 821]), ("bf16", [32, 100, 821])],
                        gemm=(3200, 600, 821)),
    "dot_f2_bf16": dict(hlo=lambda: DOT_F2.format(t="bf16"), inputs=[("bf16", [600, 821]), ("bf16", [32, 100, 821])],
                        gemm=(3200, 600, 821)),
    "gemm_8192_f32": dict(hlo=lambda: GEMM.format(n=8192, t="f32"), inputs=[("f32", [8192, 8192])] * 2, gemm=(8192, 8192, 8192)),
    "gemm_8192_bf16": dict(hlo=lambda: GEMM.format(n=8192, t="bf16"), inputs=[("bf16", [8192, 8192])] * 2, gemm=(8192, 8192, 8192)),
    "transpose_x3": dict(hlo=seed_workloads.WORKLOADS["transpose_x3"], inputs=[("f32", [64, 1024, 512])],
                         small="transpose_three_consumers.hlo"),
    "channels_last_sbr": dict(hlo=seed_workloads.WORKLOADS["channels_last_sbr"],
                              inputs=[("f32", [32, 1024, 25, 25]), ("f32", [1, 1024, 1, 1]), ("f32", [1, 1024, 1, 1])],
                              small="channels_last_scale_bias_relu.hlo"),
    "gelu_backward": dict(hlo=seed_workloads.WORKLOADS["gelu_backward"], inputs=[("f32", [16, 512, 4096])] * 3,
                          small="gelu_backward.hlo"),
    "softmax": dict(hlo=seed_workloads.WORKLOADS["softmax"], inputs=[("f32", [8192, 4096])], small="softmax.hlo"),
    "layernorm": dict(hlo=seed_workloads.WORKLOADS["layernorm"], inputs=[("f32", [8192, 4096]), ("f32", [4096]), ("f32", [4096])],
                      small="layernorm.hlo"),
}


def peer_function(name, xp, lib):
    """The workload as `lib` ("torch" or "jax") computes it; `xp` is torch or jax.numpy."""
    def to_last(d):  # [w,a,b] -> [a,b,w]
        return d.permute(1, 2, 0) if lib == "torch" else xp.transpose(d, (1, 2, 0))
    if name.startswith("dot_f1"):
        return lambda w, x: to_last(xp.einsum("wk,abk->wab", w, x))
    if name.startswith("dot_f2"):
        return lambda w, x: xp.matmul(x, w.T)
    if name.startswith("gemm"):
        return lambda a, b: xp.matmul(a, b)
    if name == "transpose_x3":
        def transpose_x3(x):
            if lib == "torch":  # outputs in the transposed layout, as the HLO's (a view's strides would skip the transpose)
                y = x.transpose(1, 2)
                return (y * 2).contiguous(), (y + 1).contiguous(), xp.exp(y).contiguous()
            y = xp.transpose(x, (0, 2, 1))
            return y * 2, y + 1, xp.exp(y)
        return transpose_x3
    if name == "channels_last_sbr":
        to_f16 = (lambda v: v.half()) if lib == "torch" else (lambda v: v.astype(xp.float16))
        return lambda x, s, b: channels_last_sbr(xp, x, s, b, to_f16)
    if name == "gelu_backward":
        return lambda t4, t5, t6: gelu_backward(xp, t4, t5, t6)
    if name == "softmax":
        return lambda x: softmax(xp, lib, x)
    if name == "layernorm":
        return lambda x, g, b: layernorm(xp, lib, x, g, b)
    raise KeyError(name)


def numpy_inputs(shapes, seed):
    """Seeded inputs in [-1, 1) (never all zero), as float32 numpy arrays."""
    rng = np.random.default_rng(seed)
    return [rng.uniform(-1, 1, size=dims).astype(np.float32) for _, dims in shapes]


def nbytes(dtype, dims):
    return {"f32": 4, "bf16": 2, "f16": 2}[dtype] * int(np.prod(dims))


def median_ms(fn, sync, repeat, warmup=5):
    for _ in range(warmup):
        fn()
    sync()
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        sync()
        times.append((time.perf_counter() - start) * 1e3)
    return statistics.median(times)


# --- the peers on the device ------------------------------------------------------------------

def torch_setup():
    import torch
    if hasattr(torch.backends.cuda.matmul, "fp32_precision"):  # torch 2.9+: the legacy flags are deprecated
        torch.backends.cuda.matmul.fp32_precision = "ieee"
    else:
        torch.backends.cuda.matmul.allow_tf32 = False
    assert torch.cuda.is_available(), "PyTorch sees no CUDA device"
    return torch


def torch_tensors(torch, name, shapes, arrays):
    out = []
    for (dtype, dims), a in zip(shapes, arrays):
        t = torch.from_numpy(a).to("cuda", dtype={"f32": torch.float32, "bf16": torch.bfloat16}[dtype])
        if name == "channels_last_sbr" and len(dims) == 4 and dims[2] > 1:
            t = t.contiguous(memory_format=torch.channels_last)  # the HLO's {1,3,2,0}
        out.append(t)
    return out


def time_torch(torch, name, spec, arrays, repeat):
    args = torch_tensors(torch, name, spec["inputs"], arrays)
    fn = peer_function(name, torch, "torch")
    compiled = torch.compile(fn)
    result = {"torch_compile_ms": median_ms(lambda: compiled(*args), torch.cuda.synchronize, repeat)}
    if "gemm" in spec:  # cuBLAS directly: the same product in eager mode
        result["cublas_ms"] = median_ms(lambda: fn(*args), torch.cuda.synchronize, repeat)
    total = sum(nbytes(d, s) for d, s in spec["inputs"]) + spec.get("output_bytes", 0)
    src = torch.empty(max(1, total // 2), dtype=torch.uint8, device="cuda")
    dst = torch.empty_like(src)
    result["copy_ms"] = median_ms(lambda: dst.copy_(src), torch.cuda.synchronize, repeat)
    result["copy_bytes"] = 2 * src.numel()
    return result


def jax_setup():
    os.environ.setdefault("XLA_PYTHON_CLIENT_PREALLOCATE", "false")  # leave device memory to kiln and torch too
    import jax
    jax.config.update("jax_default_matmul_precision", "highest")
    assert jax.default_backend() == "gpu", f"JAX runs on {jax.default_backend()}, not the GPU: {jax.devices()}"
    return jax


def time_jax(jax, name, spec, arrays, repeat):
    import jax.numpy as jnp
    args = [jax.device_put(jnp.asarray(a, dtype={"f32": jnp.float32, "bf16": jnp.bfloat16}[d])) for (d, _), a in zip(spec["inputs"], arrays)]
    fn = jax.jit(peer_function(name, jnp, "jax"))
    return {"xla_ms": median_ms(lambda: jax.block_until_ready(fn(*args)), lambda: None, repeat)}


def time_kiln(kiln, model, repeat, schedules=None):
    """kiln's device time: the sum of its steps' medians. `kiln bench`'s whole
    run also copies every input to the device and every output back (the
    peers keep theirs on the device); each step is waited for, which costs
    kiln a few microseconds per step that the peers do not pay."""
    cmd = [kiln, "bench", model, "--target", "cuda", "--repeat", str(repeat), "--warmup", "5", "--json"]
    if schedules:
        cmd += ["--schedules", schedules]
    try:
        r = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    except subprocess.TimeoutExpired:
        raise RuntimeError(f"kiln bench {os.path.basename(model)}: no result in 300 s")
    if r.returncode != 0:
        raise RuntimeError(f"kiln bench {os.path.basename(model)}: {r.stderr.strip().splitlines()[-1] if r.stderr.strip() else r.returncode}")
    j = json.loads(r.stdout)
    return sum(k["median_ms"] for k in j["kernels"]), j["median_ms"]


def parity(kiln, model):
    """kiln's CUDA outputs against its CPU target on the full-size workload."""
    cmd = [kiln, "parity", model, "--targets", "cpu,cuda", "--random-inputs", "--seed", "0"]
    try:
        r = subprocess.run(cmd, capture_output=True, text=True, timeout=240)
    except subprocess.TimeoutExpired:
        return "FAIL: no result in 240 s"
    if r.returncode == 0:
        return "ok"
    lines = [l for l in (r.stdout + r.stderr).splitlines() if l.strip()]
    return "FAIL: " + next((l for l in lines if "MISMATCH" in l), lines[-1] if lines else str(r.returncode))[:300]


# --- --check: PTX here, and the peers' definitions against kiln's reference ------------------

def check(args, work):
    failed = 0
    for name, spec in WORKLOADS.items():
        model = os.path.join(work, name + ".hlo")
        open(model, "w").write(spec["hlo"]())
        r = subprocess.run([args.kiln, "explain", model, "--target", "cuda", "--format", "ptx"], capture_output=True, text=True)
        entries = r.stdout.count(".entry")
        ok = r.returncode == 0 and (entries > 0 or "gemm" in spec)
        failed += not ok
        print(f"{'ok  ' if ok else 'FAIL'} ptx {name}: {entries} device kernel(s){'' if ok else ': ' + r.stderr.strip()[-300:]}")
    peers = []
    try:
        peers.append(("torch", __import__("torch")))
    except ImportError:
        print("skip torch definitions: no PyTorch here")
    try:
        import jax
        import jax.numpy as jnp
        jax.config.update("jax_default_matmul_precision", "highest")
        peers.append(("jax", jnp))
    except ImportError:
        print("skip jax definitions: no JAX here")
    for name, spec in WORKLOADS.items():
        if "small" not in spec:
            continue
        small = os.path.join(ROOT, "test", "models", spec["small"])
        text = open(small).read()
        entry = text[text.index("ENTRY"):]
        shapes = [(d, [int(x) for x in dims.split(",") if x])
                  for d, dims in re.findall(r"= (\w+)\[([\d,]*)\][^=\n]*parameter\(", entry)]
        arrays = numpy_inputs(shapes, 7)
        inputs = []
        for i, a in enumerate(arrays):
            path = os.path.join(work, f"{name}_in{i}.npy")
            np.save(path, a)
            inputs += ["--input", path]
        out_dir = os.path.join(work, name + "_ref")
        r = subprocess.run([args.kiln, "run", small, "--target", "reference", "--output-dir", out_dir, *inputs], capture_output=True, text=True)
        if r.returncode != 0:
            print(f"FAIL reference {name}: {r.stderr.strip()[-300:]}")
            failed += 1
            continue
        want = [np.load(os.path.join(out_dir, f)) for f in sorted(os.listdir(out_dir)) if f.startswith("out")]
        for lib, xp in peers:
            if lib == "torch":
                args_t = [xp.from_numpy(a) for a in arrays]
                got = peer_function(name, xp, lib)(*args_t)
            else:
                got = peer_function(name, xp, lib)(*[xp.asarray(a) for a in arrays])
            got = got if isinstance(got, tuple) else (got,)
            worst = 0.0
            for g, w in zip(got, want):
                g = np.asarray(g.detach().numpy() if lib == "torch" else g).astype(np.float64)
                w = w.astype(np.float64)
                worst = max(worst, float(np.max(np.abs(g - w) / (1 + np.abs(w)))) if w.size else 0.0)
            ok = len(got) == len(want) and worst <= 1e-3
            failed += not ok
            print(f"{'ok  ' if ok else 'FAIL'} {lib} {name} against kiln's reference: {len(got)} output(s), max rel error {worst:.1e}")
    return 1 if failed else 0


# --- the run on the device --------------------------------------------------------------------

def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    built = os.path.join(ROOT, "build", "bin", "kiln")  # here; the device has only the carried .gpu/kiln
    ap.add_argument("--kiln", default=built if os.path.exists(built) else os.path.join(ROOT, ".gpu", "kiln"))
    ap.add_argument("--tuned", help="a schedules directory from `kiln tune --target cuda`: also time kiln with it")
    ap.add_argument("--baseline", help="another kiln binary, timed in every round beside --kiln")
    ap.add_argument("--parity", action="store_true", help="check kiln's CUDA outputs against its CPU target at full size")
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--repeat", type=int, default=30)
    ap.add_argument("--workloads", default="", help="comma-separated names (default: all; none: only the real model)")
    ap.add_argument("--real-model", default="resnet50", help="a model of test/gpu/export_jax_models.py: kiln on its HLO against "
                    "jax.jit of it ('' to skip)")
    ap.add_argument("--check", action="store_true", help="compile every workload for CUDA and check the peers' definitions")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="kiln_gpu_bench_") as work:
        if args.check:
            return check(args, work)
        torch, jax = torch_setup(), jax_setup()
        print("device:", torch.cuda.get_device_name(0), f"| torch {torch.__version__} | jax {jax.__version__}", flush=True)
        names = [] if args.workloads == "none" else [n for n in args.workloads.split(",") if n] or list(WORKLOADS)
        rows = {n: [] for n in names}
        for r in range(args.rounds):
            for name in names:
                spec = WORKLOADS[name]
                model = os.path.join(work, name + ".hlo")
                if r == 0:
                    hlo = spec["hlo"]()
                    open(model, "w").write(hlo)
                    spec["output_bytes"] = seed_workloads.ideal_bytes(hlo) - sum(nbytes(d, s) for d, s in spec["inputs"]) \
                        if "gemm" not in spec else 0
                arrays = numpy_inputs(spec["inputs"], r)
                row = {"round": r, "workload": name}
                try:
                    row["kiln_ms"], row["kiln_end_to_end_ms"] = time_kiln(args.kiln, model, args.repeat)
                    if args.tuned:
                        row["kiln_tuned_ms"], _ = time_kiln(args.kiln, model, args.repeat, args.tuned)
                    if args.baseline:
                        row["kiln_baseline_ms"], _ = time_kiln(args.baseline, model, args.repeat)
                except RuntimeError as e:
                    row["kiln_error"] = str(e)
                if args.parity and r == 0 and not name.startswith("gemm_8192"):
                    row["parity"] = parity(args.kiln, model)
                for peer in (lambda: time_jax(jax, name, spec, arrays, args.repeat), lambda: time_torch(torch, name, spec, arrays, args.repeat)):
                    try:
                        row.update(peer())
                    except Exception as e:  # one peer's failure must not hide the rest
                        row.setdefault("peer_errors", []).append(f"{type(e).__name__}: {str(e)[:200]}")
                print(json.dumps(row), flush=True)
                rows[name].append(row)
            if names:
                table(rows)  # after every round: a timeout later still leaves a table
        if args.real_model:
            rows.update(real_model(args, work, jax))
            table(rows)
    return 0


def real_model(args, work, jax):
    """kiln on the exported HLO of a JAX model, against jax.jit of the same model."""
    sys.path.insert(0, os.path.join(ROOT, "test", "gpu"))
    try:
        import export_jax_models as ex
        model, example = ex.MODELS[args.real_model]()
        variables = model.init(jax.random.PRNGKey(0), example)
        path = os.path.join(work, args.real_model + ".hlo")
        open(path, "w").write(ex.hlo_text(model, example))
        fn = jax.jit(lambda v, x: model.apply(v, x))
        xla = median_ms(lambda: jax.block_until_ready(fn(variables, example)), lambda: None, args.repeat)
        kiln, end_to_end = time_kiln(args.kiln, path, args.repeat)
        row = {"round": 0, "workload": args.real_model, "xla_ms": xla, "kiln_ms": kiln, "kiln_end_to_end_ms": end_to_end}
    except Exception as e:
        row = {"round": 0, "workload": args.real_model, "kiln_error": f"{type(e).__name__}: {str(e)[:300]}"}
    print(json.dumps(row), flush=True)
    return {args.real_model: [row]}


def table(rows):
    def med(rs, key):
        v = [r[key] for r in rs if key in r]
        return statistics.median(v) if v else None

    def fmt(v, spec=".3f"):
        return "—" if v is None else format(v, spec)

    def ratio(rs, key):  # the median of the per-round ratios key / kiln
        v = [r[key] / r["kiln_ms"] for r in rs if key in r and r.get("kiln_ms")]
        return statistics.median(v) if v else None

    print("\n| workload | kiln ms | kiln tuned ms | kiln before ms | before / kiln | XLA:GPU ms | torch.compile ms | "
          "kiln GB/s or TFLOP/s | kiln vs limit | XLA / kiln | torch.compile / kiln | cuda vs cpu |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|")
    for name, rs in rows.items():
        spec = WORKLOADS.get(name, {})
        kiln = med(rs, "kiln_ms")
        best = min([v for v in (kiln, med(rs, "kiln_tuned_ms")) if v is not None], default=None)
        if "gemm" in spec and best:
            m, n, k = spec["gemm"]
            rate = f"{2 * m * n * k / best / 1e9:.1f} TFLOP/s"
            limit = med(rs, "cublas_ms")
            vs = f"{limit / best:.2f} of cuBLAS" if limit else "—"
        elif best and med(rs, "copy_ms"):
            moved = med(rs, "copy_bytes")
            rate = f"{moved / best / 1e6:.0f} GB/s"
            vs = f"{med(rs, 'copy_ms') / best:.2f} of copy ({moved / med(rs, 'copy_ms') / 1e6:.0f} GB/s)"
        else:
            rate, vs = "—", "—"
        xla, tc = med(rs, "xla_ms"), med(rs, "torch_compile_ms")
        checked = next((r["parity"] for r in rs if "parity" in r), "—")
        print(f"| {name} | {fmt(kiln)} | {fmt(med(rs, 'kiln_tuned_ms'))} | {fmt(med(rs, 'kiln_baseline_ms'))} | "
              f"{fmt(ratio(rs, 'kiln_baseline_ms'), '.2f')} | {fmt(xla)} | {fmt(tc)} | {rate} | {vs} | "
              f"{fmt(xla / best if xla and best else None, '.2f')} | {fmt(tc / best if tc and best else None, '.2f')} | {checked} |")
    f1, f2 = med(rows.get("dot_f1_f32", []), "kiln_ms"), med(rows.get("dot_f2_f32", []), "kiln_ms")
    if f1 and f2:
        print(f"\nkiln f1/f2 (f32): {f1 / f2:.3f}")
    errors = [(n, [e for e in [r.get("kiln_error")] + r.get("peer_errors", []) if e]) for n, rs in rows.items() for r in rs
              if r.get("kiln_error") or r.get("peer_errors")]
    for n, e in errors[:20]:
        print(f"error {n}: {e}")


if __name__ == "__main__":
    sys.exit(main())
