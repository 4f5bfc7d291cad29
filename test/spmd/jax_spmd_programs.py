"""Programs JAX partitions over several CPU devices, run by kiln (issue 54).

Each program is jitted over a Mesh of --xla_force_host_platform_device_count
CPU devices, with shard_map collectives or NamedSharding inputs that XLA's
SPMD partitioner turns into collectives. The per-device module XLA:CPU
compiles (its HLO text, collectives and all) runs on kiln's reference and cpu
targets with every device in one process (`kiln run`, one input file per
device and parameter), and on the cpu target as N Open MPI ranks (mpirun,
where installed); each device's outputs must match the shard JAX's own run
left on that device.

  PYTHONPATH=build/python .venv/bin/python test/spmd/jax_spmd_programs.py [--kiln build/bin/kiln] [--only NAME]

Exit 0 when every program matches on every device and target, 1 otherwise;
77 (ctest's skip) without JAX.
"""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile

os.environ["XLA_FLAGS"] = os.environ.get("XLA_FLAGS", "") + " --xla_force_host_platform_device_count=8"
os.environ.setdefault("JAX_PLATFORMS", "cpu")

try:
    import jax
    import jax.numpy as jnp
    import numpy as np
    from jax.sharding import Mesh, NamedSharding, PartitionSpec as P
    from jax import shard_map
except ImportError as e:  # pragma: no cover
    print(f"[SKIP] no JAX here ({e}); make venv-test installs it")
    sys.exit(77)

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def mesh_of(shape, names):
    n = int(np.prod(shape))
    return Mesh(np.array(jax.devices()[:n]).reshape(shape), names)


def rng(seed):
    return np.random.default_rng(seed)


# --- the programs: (name, builder) where builder() gives (jitted fn, args) ---

def collectives_1d(n, dtype=np.float32):
    mesh = mesh_of((n,), ("x",))

    def f(a, k):
        s = jax.lax.psum(a, "x")
        mx = jax.lax.pmax(a, "x")
        mn = jax.lax.pmin(a, "x")
        g = jax.lax.all_gather(a, "x", axis=1, tiled=True)
        r = jax.lax.psum_scatter(a, "x", scatter_dimension=0, tiled=True)
        t = jax.lax.all_to_all(a, "x", 0, 1, tiled=True)
        p = jax.lax.ppermute(a, "x", [(i, (i + 1) % n) for i in range(n - 1)])  # the last sends nowhere: device 0 gets zeros
        i = jax.lax.axis_index("x")
        ks = jax.lax.psum(k, "x")
        return s, mx, mn, g, r, t, p, i, ks

    specs = (P("x"),) * 7 + (P(), P("x"))
    fn = jax.jit(shard_map(f, mesh=mesh, in_specs=(P("x"), P("x")), out_specs=specs, check_vma=False))
    a = rng(1).standard_normal((8 * n, 4 * n)).astype(dtype)
    a[0, 0] = a[8 * n - 1, 3] = np.nan
    # HLO's maximum and minimum (the all-reduces' to_apply) give NaN where any
    # device's element is NaN; XLA:CPU's all-reduce drops NaNs there. kiln
    # follows HLO, so those elements are expected NaN, the rest as JAX has them.
    nan_anywhere = np.isnan(a.astype(np.float32).reshape(n, 8, 4 * n)).any(axis=0)
    with_nans = lambda shards: [np.where(nan_anywhere, np.nan, s.astype(np.float32)) for s in shards]
    fn.hlo_semantics = {1: with_nans, 2: with_nans}
    k = rng(2).integers(-2**31, 2**31 - 1, size=(4 * n, 3), dtype=np.int64).astype(np.int32)
    return fn, (a, k)


def collectives_2d():
    """A (2, 4) mesh: groups along each axis are iota replica groups, one transposed."""
    mesh = mesh_of((2, 4), ("data", "model"))

    def f(a):
        over_model = jax.lax.psum(a, "model")
        over_data = jax.lax.psum(a, "data")
        gathered = jax.lax.all_gather(a, "data", axis=0, tiled=True)
        scattered = jax.lax.psum_scatter(a, "model", scatter_dimension=1, tiled=True)
        # Over both axes, named against the mesh's order: the group's order is the names'.
        both = jax.lax.all_gather(a, ("model", "data"), axis=0, tiled=True)
        return over_model, over_data, gathered, scattered, both

    fn = jax.jit(shard_map(f, mesh=mesh, in_specs=P("data", "model"),
                           out_specs=(P("data", "model"),) * 4 + (P(),), check_vma=False))
    return fn, (rng(3).standard_normal((16, 32)).astype(np.float32),)


def data_parallel_mlp(n):
    """One SGD step of a two-layer MLP, the batch split over n devices: XLA inserts the gradients' all-reduce."""
    mesh = mesh_of((n,), ("batch",))
    batch = NamedSharding(mesh, P("batch"))
    replicated = NamedSharding(mesh, P())

    def loss(params, x, y):
        w1, b1, w2 = params
        h = jnp.tanh(x @ w1 + b1)
        return jnp.mean((h @ w2 - y) ** 2)

    def step(params, x, y):
        l, g = jax.value_and_grad(loss)(params, x, y)
        return l, jax.tree.map(lambda p, d: p - 0.1 * d, params, g)

    fn = jax.jit(step, in_shardings=((replicated,) * 3, batch, batch), out_shardings=(replicated, (replicated,) * 3))
    r = rng(4)
    params = (r.standard_normal((16, 32)).astype(np.float32) * 0.3, r.standard_normal((32,)).astype(np.float32) * 0.1,
              r.standard_normal((32, 8)).astype(np.float32) * 0.3)
    x = r.standard_normal((8 * n, 16)).astype(np.float32)
    y = r.standard_normal((8 * n, 8)).astype(np.float32)
    return fn, (params, x, y)


def tensor_parallel_mlp(n):
    """Megatron-style: the first weight split by columns, the second by rows, one all-reduce after."""
    mesh = mesh_of((n,), ("model",))

    def mlp(x, w1, w2):
        return jax.nn.gelu(x @ w1) @ w2

    fn = jax.jit(mlp, in_shardings=(NamedSharding(mesh, P()), NamedSharding(mesh, P(None, "model")), NamedSharding(mesh, P("model", None))),
                 out_shardings=NamedSharding(mesh, P()))
    r = rng(5)
    return fn, (r.standard_normal((8, 32)).astype(np.float32), r.standard_normal((32, 16 * n)).astype(np.float32) * 0.2,
                r.standard_normal((16 * n, 32)).astype(np.float32) * 0.2)


def mixture_of_experts(n):
    """Tokens routed to one expert per device through all-to-all and back (expert parallelism)."""
    mesh = mesh_of((n,), ("expert",))
    capacity, d_model, d_ff = 4, 8, 16

    def layer(tokens, w_in, w_out):
        # tokens: [n (destination expert), capacity, d_model] on each device.
        routed = jax.lax.all_to_all(tokens, "expert", 0, 0, tiled=True)  # [n (source device), capacity, d_model]
        h = jax.nn.relu(jnp.einsum("scd,df->scf", routed, w_in[0]))
        out = jnp.einsum("scf,fd->scd", h, w_out[0])
        return jax.lax.all_to_all(out, "expert", 0, 0, tiled=True)

    fn = jax.jit(shard_map(layer, mesh=mesh, in_specs=(P("expert"), P("expert"), P("expert")), out_specs=P("expert"), check_vma=False))
    r = rng(6)
    tokens = r.standard_normal((n * n, capacity, d_model)).astype(np.float32)
    return fn, (tokens, r.standard_normal((n, d_model, d_ff)).astype(np.float32) * 0.3,
                r.standard_normal((n, d_ff, d_model)).astype(np.float32) * 0.3)


PROGRAMS = {
    "collectives_2dev": lambda: collectives_1d(2),
    "collectives_4dev": lambda: collectives_1d(4),
    "collectives_8dev": lambda: collectives_1d(8),
    "collectives_bf16_4dev": lambda: collectives_1d(4, jnp.bfloat16),
    "collectives_2x4_mesh": collectives_2d,
    "data_parallel_mlp_2dev": lambda: data_parallel_mlp(2),
    "data_parallel_mlp_8dev": lambda: data_parallel_mlp(8),
    "tensor_parallel_mlp_4dev": lambda: tensor_parallel_mlp(4),
    "mixture_of_experts_4dev": lambda: mixture_of_experts(4),
    "mixture_of_experts_8dev": lambda: mixture_of_experts(8),
}


def device_shards(array, devices):
    """Each device's shard of a jax.Array, in the order of `devices` (the module's partitions)."""
    by_device = {s.device.id: np.asarray(s.data) for s in array.addressable_shards}
    return [by_device[d.id] for d in devices]


def run_one(name, build, kiln, work):
    fn, args = build()
    leaves, _ = jax.tree.flatten(args)
    placed = jax.tree.map(jnp.asarray, args)
    compiled = fn.lower(*placed).compile()
    text = compiled.as_text()
    devices = compiled.runtime_executable().local_devices()
    outputs = jax.tree.leaves(compiled(*placed))
    arrays = jax.tree.leaves(jax.device_put(placed, compiled.input_shardings[0]))
    model = os.path.join(work, f"{name}.hlo")
    with open(model, "w") as f:
        f.write(text)
    inputs = []
    for i, a in enumerate(arrays):
        for d, shard in enumerate(device_shards(a, devices)):
            shard = np.asarray(shard)
            if shard.dtype.kind == "V" or str(shard.dtype) == "bfloat16":  # kiln's .npy holds bf16 as f32 (exact)
                shard = shard.astype(np.float32)
            np.save(os.path.join(work, f"{name}_p{i}_d{d}.npy"), shard)
        inputs += ["--input", os.path.join(work, f"{name}_p{i}_d{{device}}.npy")]
    expected = [device_shards(o, devices) for o in outputs]
    for k, patch in getattr(fn, "hlo_semantics", {}).items():
        expected[k] = patch(expected[k])
    failures = []
    runs = [("reference", []), ("cpu", [])]
    if shutil.which("mpirun"):  # and a rank per device, over Open MPI
        runs.append(("cpu", ["mpirun", "--allow-run-as-root", "--oversubscribe", "-np", str(len(devices))]))
    for target, launcher in runs:
        label = target + (" over MPI" if launcher else "")
        out_dir = os.path.join(work, f"{name}_{target}{'_mpi' if launcher else ''}")
        r = subprocess.run(launcher + [kiln, "run", model, "--target", target, "--output-dir", out_dir] + inputs, capture_output=True, text=True)
        if r.returncode != 0:
            failures.append(f"{label}: kiln run exit {r.returncode}: {(r.stderr or r.stdout).strip()[-800:]}")
            continue
        for d in range(len(devices)):
            for k, per_device in enumerate(expected):
                got = np.load(os.path.join(out_dir, f"device{d}", f"out{k}.npy"))
                want = per_device[d]
                if str(want.dtype) == "bfloat16":
                    want = want.astype(np.float32)
                if got.shape != want.shape:
                    failures.append(f"{label} device {d} out{k}: shape {got.shape}, JAX {want.shape}")
                    continue
                if want.dtype.kind in "iub":
                    ok = np.array_equal(got, want)
                else:
                    g, w = got.astype(np.float64), want.astype(np.float64)
                    tol = 2e-2 if want.dtype != np.float32 else 1e-5
                    ok = np.allclose(g, w, rtol=tol, atol=tol, equal_nan=True)
                if not ok:
                    failures.append(f"{label} device {d} out{k}: max |kiln - JAX| = {np.nanmax(np.abs(got.astype(np.float64) - want.astype(np.float64)))}")
    return len(devices), failures, len(runs)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--kiln", default=os.path.join(ROOT, "build", "bin", "kiln"))
    ap.add_argument("--only", action="append", default=[])
    opts = ap.parse_args()
    failed = 0
    with tempfile.TemporaryDirectory(prefix="kiln_spmd_") as work:
        for name, build in PROGRAMS.items():
            if opts.only and name not in opts.only:
                continue
            devices, failures, runs = run_one(name, build, opts.kiln, work)
            on = "reference, cpu and cpu over Open MPI" if runs == 3 else "reference and cpu"
            print(f"{'ok  ' if not failures else 'FAIL'} {name}: {devices} devices, {on} against JAX's shards")
            for f in failures[:10]:
                print(f"     {f}")
            failed += bool(failures)
    print(f"{len(PROGRAMS) - failed if not opts.only else len(opts.only) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
