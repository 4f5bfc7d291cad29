#!/usr/bin/env python3
"""kiln's CPU target beside the compilers its users would pick instead (issue 50).

  make peers      # once: the pinned peers in .venv (apps/bench/requirements-peers.txt)
  .venv/bin/python apps/bench/peers.py [--rounds 3] [--repeat 10] [--threads 2]
      [--workloads NAME,...] [--models NAME,...] [--json OUT.json] [--chart OUT.png]

For every workload, each round in turn (so that the machine's drifting memory
bandwidth hits every system alike), on the same inputs:
  kiln      `kiln bench --threads N --json --input ...` of the workload's HLO
            on the very arrays the peers get (its median, each kernel's time
            and the time outside kernels are kept);
  XLA:CPU   jax.jit of the same function (for the models: the very function
            whose HLO kiln runs);
  IREE      iree-compile --iree-hal-target-backends=llvm-cpu for the host CPU
            of the same function's StableHLO, run by iree.runtime's local-task
            driver with N workers;
  torch     eager and torch.compile (Inductor) of the workload's torch
            definition, where there is one (the seed workloads, and the
            torch_ models: transformers' torch models, whose torch.export
            program torchax turns into the JAX function kiln and XLA:CPU run);
  limit     the plain-store copy of the workload's ideal bytes
            (../shared/bench/stream.c), or for the GEMMs the faster of two
            direct library calls of the same product (OpenBLAS cblas_sgemm,
            ../shared/bench/gemm_ref.c, and oneDNN dnnl_sgemm, gemm_onednn.c).
Figures are medians over rounds of per-round ratios: kiln/peer (below 1:
kiln is faster) and limit/kiln for the limit (1: kiln at the limit).

Before any peer is timed its outputs are checked against kiln's on the same
inputs (`kiln run --input ...`): f32 outputs within 1e-3 of (1 + |kiln|)
elementwise, f16/bf16 outputs within 5e-2 of kiln's largest magnitude. A peer
that disagrees is reported and not timed.

Cold compile: kiln with an empty cache (`kiln bench --no-cache`: import and
compile), jax.jit's lower+compile, and iree-compile, once per workload.

Seed workloads: apps/bench/gpu_seed_workloads.py's definitions (their peer
functions are checked there against kiln's reference evaluator on the small
models). Models: test/gpu/export_jax_models.py's programs (random weights
from configurations, seed 0) and apps/bench/export_torch_models.py's torch_
models (torch's seed 0).
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
SHARED_BENCH = os.path.join(ROOT, "..", "shared", "bench")
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(ROOT, "test", "gpu"))
os.environ.setdefault("JAX_PLATFORMS", "cpu")

import gpu_seed_workloads as seeds  # noqa: E402  (seed workload definitions and peer functions)
import seed_workloads  # noqa: E402  (the plain-store copy limit)

SEED_WORKLOADS = ["dot_f1_f32", "dot_f2_f32", "transpose_x3", "channels_last_sbr", "gelu_backward", "softmax", "layernorm"]
MODELS = ["resnet50", "bert_base", "vit_b16", "llama_1b_prefill", "llama_1b_decode", "gemma_1b_prefill", "gemma_1b_decode",
          "torch_resnet50", "torch_bert_base", "torch_vit_b16", "torch_llama_1b_prefill", "torch_gemma_1b_prefill"]
PEERS = ["xla", "iree", "torch_eager", "torch_compile"]


def host_cpu_name():
    """The host CPU as GCC names it (znver3, sapphirerapids, ...), for iree-compile: its own `host`
    crashes in LLVM ("Do not know how to split the result of this operator") on every bf16 model
    here with data tiling on, on this VM's 'AMD EPYC'; the named CPU compiles them."""
    try:
        out = subprocess.run(["gcc", "-march=native", "-Q", "--help=target"], capture_output=True, text=True).stdout
        for line in out.splitlines():
            if line.strip().startswith("-march="):
                name = line.split()[-1]
                # Debian's GCC 12.2 predates znver4 and names Zen 4 znver3, whose code has no AVX-512:
                # IREE would run without the AVX-512 and AVX512_BF16 kiln uses on the same machine.
                if name == "znver3" and "avx512f" in _cpu_flags():
                    return "znver4"
                return name
    except OSError:
        pass
    return "host"


def _cpu_flags():
    try:
        for line in open("/proc/cpuinfo"):
            if line.startswith("flags"):
                return set(line.split(":", 1)[1].split())
    except OSError:
        pass
    return set()


# IREE for the host CPU with data tiling: without it iree-compile 3.13 leaves the seed f2 product at
# 1756 ms (42 ms with it; kiln 20 ms); `--iree-llvmcpu-enable-ukernels=all` crashes iree-compile on it.
IREE_FLAGS = [f"--iree-llvmcpu-target-cpu={host_cpu_name()}", "--iree-dispatch-creation-data-tiling"]


def median_ms(fn, repeat, warmup=2, budget_s=60.0):
    """Median of `repeat` timed calls after `warmup` untimed ones; a slow system (a peer taking
    minutes a call) stops warming up after one call and timing once `budget_s` is spent."""
    start = time.perf_counter()
    for _ in range(warmup):
        fn()
        if time.perf_counter() - start > budget_s / 10:
            break
    start, times = time.perf_counter(), []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t0) * 1e3)
        if time.perf_counter() - start > budget_s:
            break
    return statistics.median(times)


def as_numpy_list(tree):
    import jax
    return [np.asarray(leaf) for leaf in jax.tree_util.tree_leaves(tree)]


HALF_TOLERANCE = 5e-2  # --half-tolerance


def agreement(got, want):
    """(ok, error) of a peer's outputs against kiln's, per the rule in the docstring."""
    if len(got) != len(want):
        return False, f"{len(got)} outputs, kiln has {len(want)}"
    worst = 0.0
    for g, w in zip(got, want):
        g, w = np.asarray(g), np.asarray(w)
        if g.shape != w.shape:
            return False, f"shape {g.shape}, kiln's {w.shape}"
        if g.dtype == np.bool_ or np.issubdtype(g.dtype, np.integer):
            if not np.array_equal(g, w):
                return False, "integer/pred outputs differ"
            continue
        half = g.dtype.itemsize <= 2 or w.dtype.itemsize <= 2 or str(g.dtype) == "bfloat16"
        g64, w64 = g.astype(np.float64), w.astype(np.float64)
        if half:
            err = float(np.max(np.abs(g64 - w64)) / max(np.max(np.abs(w64)), 1e-30)) / HALF_TOLERANCE
        else:
            err = float(np.max(np.abs(g64 - w64) / (1 + np.abs(w64)))) / 1e-3
        worst = max(worst, err)
    return worst <= 1.0, f"{worst:.2f} of the tolerance"


class Workload:
    """A workload: kiln's HLO, the JAX function and arguments, the torch definition if any, its limit."""

    def __init__(self, name, hlo, jax_fn, jax_args, torch_fn=None, torch_args=None, gemm=False, nbytes=0):
        self.name, self.hlo, self.jax_fn, self.jax_args = name, hlo, jax_fn, jax_args
        self.torch_fn, self.torch_args, self.gemm, self.nbytes = torch_fn, torch_args, gemm, nbytes


def seed_workload(name):
    import jax.numpy as jnp
    spec = seeds.WORKLOADS[name]
    arrays = seeds.numpy_inputs(spec["inputs"], 0)
    hlo = spec["hlo"]()
    torch_args = None
    import torch
    torch_args = []
    for (_, dims), a in zip(spec["inputs"], arrays):
        t = torch.from_numpy(a)
        if name == "channels_last_sbr" and len(dims) == 4 and dims[2] > 1:
            t = t.contiguous(memory_format=torch.channels_last)  # the HLO's {1,3,2,0}
        torch_args.append(t)
    return Workload(name, hlo, seeds.peer_function(name, jnp, "jax"), [jnp.asarray(a) for a in arrays],
                    seeds.peer_function(name, torch, "torch"), torch_args, gemm="gemm" in spec,
                    nbytes=seed_workloads.ideal_bytes(hlo))


def model_workload(name, work):
    import jax
    if name.startswith("torch_"):  # one export for all: torch runs the module, kiln and XLA its torchax function
        import export_torch_models
        p = export_torch_models.Program(name, work)
        return Workload(name, p.hlo, p.jax_fn, p.jax_args, p.torch_module, p.torch_args)
    import export_jax_models as ex
    fn, args = ex.program(name)
    lowered = jax.jit(fn).lower(*args)
    hlo = lowered.as_text(dialect="hlo")
    weights = sum(np.asarray(l).nbytes for l in jax.tree_util.tree_leaves(args[0]))
    return Workload(name, hlo, fn, args, nbytes=weights)


# --- the systems ---------------------------------------------------------------------------------

class Kiln:
    def __init__(self, binary, threads, work, cache, flags=()):
        self.binary, self.threads, self.work, self.cache, self.flags = binary, threads, work, cache, list(flags)
        self.inputs = {}  # workload name -> --input flags (input_flags)

    def path(self, w):
        p = os.path.join(self.work, w.name + ".hlo")
        if not os.path.exists(p):
            open(p, "w").write(w.hlo)
        return p

    def input_flags(self, w, arrays):
        """--input flags for `arrays`, written once per workload as .npy (bf16 widened to f32, exactly):
        kiln runs and is timed on the arrays every peer gets (a bf16 GEMM that meets a value below 2^-51
        takes its exact path, so timing kiln on other values would time another program)."""
        if w.name not in self.inputs:
            flags = []
            for i, a in enumerate(arrays):
                f = os.path.join(self.work, f"{w.name}_in{i}.npy")
                np.save(f, a.astype(np.float32) if str(a.dtype) == "bfloat16" else a)
                flags += ["--input", f]
            self.inputs[w.name] = flags
        return self.inputs[w.name]

    def forget_inputs(self, w):
        for f in self.inputs.pop(w.name, [])[1::2]:
            os.remove(f)

    def outputs(self, w, arrays):
        out = os.path.join(self.work, w.name + "_out")
        r = subprocess.run([self.binary, "run", self.path(w), "--threads", str(self.threads), "--cache-dir", self.cache,
                            "--output-dir", out, *self.flags, *self.input_flags(w, arrays)], capture_output=True, text=True, timeout=1800)
        if r.returncode != 0:
            raise RuntimeError(f"kiln run: {(r.stderr.strip() or str(r.returncode)).splitlines()[-1]}")
        names = sorted((f for f in os.listdir(out) if f.startswith("out")), key=lambda f: int(f[3:-4]))
        return [np.load(os.path.join(out, f)) for f in names]

    def bench(self, w, repeat, cold=False):
        cmd = [self.binary, "bench", self.path(w), "--threads", str(self.threads), "--json", *self.flags,
               *self.input_flags(w, as_numpy_list(w.jax_args))]
        cmd += ["--no-cache", "--repeat", "1", "--warmup", "0"] if cold else ["--cache-dir", self.cache, "--repeat", str(repeat),
                                                                               "--warmup", "2"]
        r = subprocess.run(cmd, capture_output=True, text=True, timeout=3600)
        if r.returncode != 0:
            raise RuntimeError(f"kiln bench: {(r.stderr.strip() or str(r.returncode)).splitlines()[-1]}")
        return json.loads(r.stdout)


class Xla:
    def __init__(self, w):
        import jax
        self.jax = jax
        start = time.perf_counter()
        self.compiled = jax.jit(w.jax_fn).lower(*w.jax_args).compile()
        self.compile_s = time.perf_counter() - start
        self.args = w.jax_args

    def outputs(self):
        return as_numpy_list(self.compiled(*self.args))

    def time(self, repeat):
        return median_ms(lambda: self.jax.block_until_ready(self.compiled(*self.args)), repeat)


class Iree:
    def __init__(self, w, threads):
        import jax
        import iree.compiler
        import iree.runtime as rt
        mlir = jax.jit(w.jax_fn).lower(*w.jax_args).as_text()
        # Data tiling first; where iree-compile 3.13 rejects the program with it (the decoders:
        # "'iree_codegen.load_from_buffer' op buffer and tensor shapes must be compatible"),
        # its default pipeline. self.flags says which compiled.
        for flags in (IREE_FLAGS, IREE_FLAGS[:1]):
            start = time.perf_counter()
            try:
                vmfb = iree.compiler.compile_str(mlir, target_backends=["llvm-cpu"], extra_args=flags)
            except iree.compiler.CompilerToolError:
                if flags is not IREE_FLAGS:
                    raise
                continue
            self.compile_s, self.flags = time.perf_counter() - start, flags
            break
        if not Iree.flags_set:
            rt.flags.parse_flags(f"--task_topology_max_group_count={threads}")
            Iree.flags_set = True
        config = rt.Config("local-task")
        ctx = rt.SystemContext(config=config)
        module = rt.VmModule.copy_buffer(ctx.instance, vmfb)
        ctx.add_vm_module(module)
        self.fn = ctx.modules[module.name]["main"]
        self.args = [rt.asdevicearray(config.device, a) for a in as_numpy_list(w.jax_args)]
        self.ctx = ctx

    flags_set = False

    def outputs(self):
        out = self.fn(*self.args)
        out = out if isinstance(out, (tuple, list)) else [out]
        return [np.asarray(o.to_host()) for o in out]

    def time(self, repeat):
        return median_ms(lambda: self.fn(*self.args), repeat)


class Torch:
    def __init__(self, w, compiled):
        import torch
        self.torch, self.args = torch, w.torch_args
        fn = w.torch_fn
        self.compile_s = None
        if compiled:
            fn = torch.compile(w.torch_fn)
            start = time.perf_counter()
            with torch.no_grad():
                fn(*self.args)  # compiles
            self.compile_s = time.perf_counter() - start
        self.fn = fn

    def outputs(self):
        with self.torch.no_grad():
            out = self.fn(*self.args)
        out = out if isinstance(out, tuple) else (out,)
        # bf16 stays bf16 (numpy's through ml_dtypes, exactly): agreement() judges it by the bf16 rule.
        import ml_dtypes
        return [o.float().numpy().astype(ml_dtypes.bfloat16) if o.dtype == self.torch.bfloat16 else o.numpy() for o in out]

    def time(self, repeat):
        with self.torch.no_grad():
            return median_ms(lambda: self.fn(*self.args), repeat)


def gemm_limit_ms(work, threads):
    """The faster of OpenBLAS's and oneDNN's direct sgemm of the jax#19327 product."""
    if not hasattr(gemm_limit_ms, "binaries"):
        gemm_limit_ms.binaries = []
        for src, lib, env in ((os.path.join(SHARED_BENCH, "gemm_ref.c"), "-lopenblas", "OPENBLAS_NUM_THREADS"),
                              (os.path.join(HERE, "gemm_onednn.c"), "-ldnnl", "OMP_NUM_THREADS")):
            exe = os.path.join(work, os.path.basename(src)[:-2])
            subprocess.run(["gcc", "-O2", src, lib, "-o", exe], check=True)
            gemm_limit_ms.binaries.append((exe, env))
    times = []
    for exe, env in gemm_limit_ms.binaries:
        out = subprocess.run([exe, "20"], env=dict(os.environ, **{env: str(threads)}), capture_output=True, text=True, check=True)
        times.append(json.loads(out.stdout)["median_ms"])
    return min(times)


# --- the run -------------------------------------------------------------------------------------

def first_error_line(text):
    """The line of a peer's message that says what went wrong (iree-compile's diagnostics end in a stack dump)."""
    lines = [l.strip() for l in text.splitlines() if l.strip()]
    for l in lines:
        if "error:" in l or "ERROR" in l:
            return l[:300]
    return lines[0][:300] if lines else ""


def prepare(w, args, kiln, log):
    """Compile every peer once (cold compile times), check its outputs against kiln's; the peers that agree."""
    row = {"workload": w.name, "compile_s": {}, "agreement": {}}
    cold = kiln.bench(w, 1, cold=True)
    row["compile_s"]["kiln"] = (cold["import_ms"] + cold["compile_ms"]) / 1e3
    want = kiln.outputs(w, as_numpy_list(w.jax_args))
    peers = {}
    makers = {"xla": lambda: Xla(w), "iree": lambda: Iree(w, args.threads)}
    if w.torch_fn is not None:
        makers["torch_eager"] = lambda: Torch(w, compiled=False)
        makers["torch_compile"] = lambda: Torch(w, compiled=True)
    for name, make in makers.items():
        if name not in args.peers:
            continue
        try:
            peer = make()
            if peer.compile_s is not None:
                row["compile_s"][name] = peer.compile_s
            ok, detail = agreement(peer.outputs(), want)
            if getattr(peer, "flags", IREE_FLAGS) != IREE_FLAGS:
                detail += f" (compiled with {' '.join(peer.flags)}: data tiling failed)"
        except Exception as e:  # one peer's failure must not hide the rest
            ok, detail = False, f"{type(e).__name__}: {first_error_line(str(e))}"
        row["agreement"][name] = ("ok " if ok else "FAIL ") + detail
        if ok:
            peers[name] = peer
    log(row)
    return peers


def main():
    global HALF_TOLERANCE
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--kiln", default=os.path.join(ROOT, "build", "bin", "kiln"))
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--repeat", type=int, default=10)
    ap.add_argument("--workloads", default=",".join(SEED_WORKLOADS), help="seed workloads ('none': no seed workload)")
    ap.add_argument("--models", default="resnet50,bert_base,vit_b16", help=f"real models, of {','.join(MODELS)} ('none': none)")
    ap.add_argument("--model-repeat", type=int, default=3, help="timed runs per round of a real model")
    ap.add_argument("--peers", default=",".join(PEERS))
    ap.add_argument("--half-tolerance", type=float, default=HALF_TOLERANCE,
                    help="f16/bf16 outputs agree within this fraction of kiln's largest magnitude (deep bf16 decoders drift: "
                         "Gemma-sized prefill, 26 layers, kiln and XLA 6%% apart, where on 2 layers kiln is 2x nearer the "
                         "reference evaluator than XLA)")
    ap.add_argument("--allow-excess-precision", action="store_true",
                    help="kiln keeps bf16/f16 values f32 inside a kernel, as XLA does by default (kiln's default rounds every op)")
    ap.add_argument("--json", help="write every round's figures and the table here")
    ap.add_argument("--chart", help="write a PNG chart of kiln/peer here (needs matplotlib)")
    ap.add_argument("--from-json", nargs="+", help="print the tables (and --chart) of earlier runs' --json files; run nothing")
    args = ap.parse_args()
    if args.from_json:
        rows = []
        for path in args.from_json:
            rows += table(json.load(open(path)))
        markdown(rows)
        if args.chart:
            chart(rows, args.chart)
        return 0
    args.peers = args.peers.split(",")
    names = [n for n in args.workloads.split(",") if n and n != "none"]
    models = [n for n in args.models.split(",") if n and n != "none"]
    for kind, given, known in (("workload", names, seeds.WORKLOADS), ("model", models, MODELS), ("peer", args.peers, PEERS)):
        unknown = [n for n in given if n not in known]
        if unknown:
            ap.error(f"unknown {kind} {', '.join(unknown)}: one of {', '.join(known)}")
    HALF_TOLERANCE = args.half_tolerance
    import torch
    torch.set_num_threads(args.threads)
    import jax
    jax.config.update("jax_default_matmul_precision", "highest")
    versions = {"jax": jax.__version__, "torch": torch.__version__}
    try:
        import iree.compiler
        versions["iree"] = iree.compiler.version.VERSION
    except Exception:
        pass
    print(json.dumps({"versions": versions, "threads": args.threads}), flush=True)
    report = {"versions": versions, "threads": args.threads, "prepare": [], "rounds": []}
    with tempfile.TemporaryDirectory(prefix="kiln_peers_") as work:
        cache = os.path.join(work, "cache")
        kiln = Kiln(args.kiln, args.threads, work, cache, ["--allow-excess-precision"] if args.allow_excess_precision else [])
        stream = seed_workloads.build_stream(work)

        def log(row):
            print(json.dumps(row), flush=True)
            report["prepare"].append(row)

        for group, repeat in ((names, args.repeat), (models, args.model_repeat)):
            workloads, peers = [], {}
            for name in group:
                w = seed_workload(name) if name in seeds.WORKLOADS else model_workload(name, work)
                peers[name] = prepare(w, args, kiln, log)
                workloads.append(w)
            for r in range(args.rounds):
                for w in workloads:
                    row = {"round": r, "workload": w.name}
                    if w.gemm:
                        row["limit_ms"] = gemm_limit_ms(work, args.threads)
                    elif w.name in seeds.WORKLOADS:
                        row["copy_gbps"] = seed_workloads.copy_limits(stream, args.threads)["plain"]
                        row["limit_ms"] = w.nbytes / row["copy_gbps"] / 1e6
                    elif w.name.endswith("_decode"):  # a decode step: its weights read once at the copy rate
                        row["copy_gbps"] = seed_workloads.copy_limits(stream, args.threads)["plain"]
                        row["weights_bytes"] = w.nbytes
                        row["limit_ms"] = w.nbytes / row["copy_gbps"] / 1e6
                    try:
                        j = kiln.bench(w, repeat)
                        row.update(kiln_ms=j["median_ms"], kiln_outside_kernels_ms=j["outside_kernels_ms"],
                                   kiln_kernels=sorted(({"name": k["name"], "ms": k["median_ms"]} for k in j["kernels"]),
                                                       key=lambda k: -k["ms"])[:10])
                    except RuntimeError as e:
                        row["kiln_error"] = str(e)
                    for name, peer in peers[w.name].items():
                        row[name + "_ms"] = peer.time(repeat)
                    print(json.dumps({k: v for k, v in row.items() if k != "kiln_kernels"}), flush=True)
                    report["rounds"].append(row)
            for w in workloads:
                kiln.forget_inputs(w)
        report["table"] = table(report)
        markdown(report["table"])
    if args.json:
        json.dump(report, open(args.json, "w"), indent=1)
    if args.chart:
        chart(report["table"], args.chart)
    return 0


def table(report):
    rows = []
    names = list(dict.fromkeys(r["workload"] for r in report["rounds"]))
    prepared = {p["workload"]: p for p in report["prepare"]}
    print(f"\n{'workload':<18} {'kiln ms':>9} {'limit/kiln':>10} " + " ".join(f"{'kiln/' + p:>18}" for p in PEERS)
          + "   cold compile s: kiln " + " ".join(PEERS[:2]) + " torch_compile")
    for name in names:
        rounds = [r for r in report["rounds"] if r["workload"] == name and "kiln_ms" in r]
        if not rounds:
            print(f"{name:<18} kiln failed: {next(r.get('kiln_error') for r in report['rounds'] if r['workload'] == name)}")
            continue
        row = {"workload": name, "kiln_ms": statistics.median(r["kiln_ms"] for r in rounds),
               "kiln_outside_kernels_ms": statistics.median(r["kiln_outside_kernels_ms"] for r in rounds),
               "compile_s": prepared[name]["compile_s"], "agreement": prepared[name]["agreement"]}
        for p in PEERS:
            if all(p + "_ms" in r for r in rounds):
                row[p + "_ms"] = statistics.median(r[p + "_ms"] for r in rounds)
                row["kiln_over_" + p] = statistics.median(r["kiln_ms"] / r[p + "_ms"] for r in rounds)
        if all("limit_ms" in r for r in rounds):  # compute-bound models have none here
            row["limit_over_kiln"] = statistics.median(r["limit_ms"] / r["kiln_ms"] for r in rounds)
        rows.append(row)
        limit = f"{row['limit_over_kiln']:>10.2f}" if "limit_over_kiln" in row else f"{'-':>10}"
        cells = " ".join(f"{row['kiln_over_' + p]:>9.2f} ({row[p + '_ms']:>6.1f})" if "kiln_over_" + p in row else f"{'-':>18}" for p in PEERS)
        compile_s = " ".join(f"{row['compile_s'][s]:.1f}" if s in row["compile_s"] else "-" for s in ["kiln"] + PEERS[:2] + ["torch_compile"])
        print(f"{name:<18} {row['kiln_ms']:>9.2f} {limit} {cells}   {compile_s}")
    for name, p in prepared.items():
        for peer, verdict in p["agreement"].items():
            if not verdict.startswith("ok"):
                print(f"  {name}: {peer} not timed: {verdict}")
    return rows


def markdown(rows):
    """The table as docs/performance.md holds it."""
    names = {"xla": "XLA:CPU", "iree": "IREE", "torch_eager": "torch eager", "torch_compile": "torch.compile"}
    print("\n| workload | kiln ms | limit / kiln | " + " | ".join(f"kiln / {names[p]} ({names[p]} ms)" for p in PEERS)
          + " | cold compile s: kiln / XLA / IREE |")
    print("|---" * (4 + len(PEERS)) + "|")
    for r in rows:
        limit = f"{r['limit_over_kiln']:.2f}" if "limit_over_kiln" in r else "-"
        cells = " | ".join(f"{r['kiln_over_' + p]:.2f} ({r[p + '_ms']:.1f})" if "kiln_over_" + p in r else "-" for p in PEERS)
        c = r["compile_s"]
        compile_s = " / ".join(f"{c[s]:.1f}" if s in c else "-" for s in ("kiln", "xla", "iree"))
        print(f"| {r['workload']} | {r['kiln_ms']:.1f} | {limit} | {cells} | {compile_s} |")


def chart(rows, path):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    fig, ax = plt.subplots(figsize=(max(8, len(rows) * 1.2), 4.5))
    width = 0.8 / len(PEERS)
    for i, p in enumerate(PEERS):
        xs = [j + i * width for j, r in enumerate(rows) if "kiln_over_" + p in r]
        ys = [r["kiln_over_" + p] for r in rows if "kiln_over_" + p in r]
        ax.bar(xs, ys, width, label=p)
    ax.axhline(1.0, color="black", linewidth=0.8)
    ax.set_yscale("log")  # kiln/peer spans 0.01 to about 1
    ax.set_xticks([j + 0.4 - width / 2 for j in range(len(rows))], [r["workload"] for r in rows], rotation=30, ha="right")
    ax.set_ylabel("kiln time / peer time (below 1: kiln faster)")
    ax.legend()
    fig.tight_layout()
    fig.savefig(path, dpi=110)


if __name__ == "__main__":
    sys.exit(main())
