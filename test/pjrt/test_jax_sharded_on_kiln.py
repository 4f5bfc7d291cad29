"""Sharded JAX programs on kiln's PJRT plugin with 8 devices (issue 54):
jax.jit over a Mesh of kiln devices (data-, tensor- and expert-parallel,
and every collective through shard_map), each against the same program on
a Mesh of JAX's own CPU devices, on the same seeded inputs. Run by ctest
(pjrt_plugin) with KILN_PJRT_DEVICES=8 and
XLA_FLAGS=--xla_force_host_platform_device_count=8."""
from functools import partial

import numpy as np
import pytest

import jax
import jax.numpy as jnp
from jax import lax
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P

SEED = 5

if len(jax.devices("kiln")) < 8 or len(jax.devices("cpu")) < 8:
    pytest.skip("[SKIP] needs 8 kiln and 8 cpu devices (KILN_PJRT_DEVICES=8, --xla_force_host_platform_device_count=8)",
                allow_module_level=True)


def mesh_of(platform, shape, names, reverse=False):
    devices = jax.devices(platform)[: int(np.prod(shape))]
    return Mesh(np.array(devices[::-1] if reverse else devices).reshape(shape), names)


def normal(*shape, seed=SEED, dtype=np.float32):
    return np.random.default_rng(seed).standard_normal(shape).astype(dtype)


def run_on(platform, shape, names, make, args, in_specs, out_specs, reverse=False):
    """`make(mesh)` jitted over a mesh of `platform`'s devices (in reverse
    order: a device assignment that is not the identity), the arguments
    placed by `in_specs`; the outputs and the mesh."""
    mesh = mesh_of(platform, shape, names, reverse)
    placed = [jax.device_put(a, NamedSharding(mesh, s)) for a, s in zip(args, in_specs)]
    out_shardings = jax.tree.map(lambda s: NamedSharding(mesh, s), out_specs, is_leaf=lambda s: isinstance(s, P))
    return jax.jit(make(mesh), out_shardings=out_shardings)(*placed), mesh


def check(shape, names, make, args, in_specs, out_specs, rtol=1e-5, atol=1e-5, reverse=False):
    got, kiln_mesh = run_on("kiln", shape, names, make, args, in_specs, out_specs, reverse)
    want, _ = run_on("cpu", shape, names, make, args, in_specs, out_specs, reverse)
    got_leaves, want_leaves = jax.tree.leaves(got), jax.tree.leaves(want)
    assert len(got_leaves) == len(want_leaves)
    kiln_devices = set(kiln_mesh.devices.flat)
    for g, w in zip(got_leaves, want_leaves):
        assert g.sharding.device_set == kiln_devices, g.sharding
        assert g.shape == w.shape and g.dtype == w.dtype, (g.shape, g.dtype, w.shape, w.dtype)
        # Each device's block, as JAX reads it back from the plugin's buffers.
        assert len(g.addressable_shards) == len(kiln_devices)
        for shard in g.addressable_shards:
            np.testing.assert_allclose(np.asarray(shard.data), np.asarray(w)[shard.index], rtol=rtol, atol=atol, err_msg=f"seed {SEED}")
        np.testing.assert_allclose(np.asarray(g), np.asarray(w), rtol=rtol, atol=atol, err_msg=f"seed {SEED}")


def test_kiln_has_eight_devices_with_a_memory_each():
    devices = jax.devices("kiln")
    assert [d.id for d in devices] == list(range(len(devices)))
    assert len({d.default_memory() for d in devices}) == len(devices)


def test_an_array_on_device_five_runs_there():
    device = jax.devices("kiln")[5]
    y = jax.jit(lambda x: x * 2 + 1)(jax.device_put(np.arange(6, dtype=np.float32), device))
    assert y.devices() == {device}
    np.testing.assert_array_equal(np.asarray(y), np.arange(6) * 2 + 1)


def mlp_loss(params, x, y):
    h = jnp.tanh(x @ params["w1"] + params["b1"])
    return jnp.mean((h @ params["w2"] - y) ** 2)


def mlp_params():
    return {"w1": normal(16, 32, seed=1) * 0.3, "b1": normal(32, seed=2) * 0.1, "w2": normal(32, 4, seed=3) * 0.3}


def test_data_parallel_training_step_on_eight_devices():
    params, x, y = mlp_params(), normal(64, 16, seed=4), normal(64, 4, seed=6)

    def make(mesh):
        def step(w1, b1, w2, x, y):
            p = {"w1": w1, "b1": b1, "w2": w2}
            loss, grads = jax.value_and_grad(mlp_loss)(p, x, y)
            new = jax.tree.map(lambda a, g: a - 0.1 * g, p, grads)
            return loss, new["w1"], new["b1"], new["w2"]
        return step

    args = [params["w1"], params["b1"], params["w2"], x, y]
    check((8,), ("data",), make, args, [P(), P(), P(), P("data"), P("data")], (P(), P(), P(), P()))


def test_tensor_parallel_mlp_on_a_two_by_four_mesh():
    params, x = mlp_params(), normal(8, 16, seed=7)

    def make(mesh):
        return lambda x, w1, b1, w2: jnp.tanh(x @ w1 + b1) @ w2

    args = [x, params["w1"], params["b1"], params["w2"]]
    check((2, 4), ("data", "model"), make, args, [P("data"), P(None, "model"), P("model"), P("model", None)], P("data"))


def test_outputs_split_over_both_axes_of_a_mesh():
    x = normal(8, 12, seed=8)

    def make(mesh):
        return lambda x: (jnp.sin(x) * 3, x.T + 1)

    check((2, 4), ("a", "b"), make, [x], [P("a", "b")], (P("b", "a"), P(None, ("a", "b"))))


def test_special_values_cross_devices():
    x = normal(8, 4, seed=9)
    x[0, 0], x[3, 1], x[5, 2], x[7, 3] = np.nan, np.inf, -np.inf, -0.0
    x[2, 2] = 1e-40

    def make(mesh):
        return lambda x: (x.sum(0), x * 0, jnp.exp(x))

    check((8,), ("x",), make, [x], [P("x")], (P(), P("x"), P("x")))
    # A max across devices keeps HLO's NaN, as numpy does; XLA:CPU's
    # cross-device max drops it (its all-reduce), so numpy is the reference.
    got, _ = run_on("kiln", (8,), ("x",), lambda mesh: lambda x: jnp.max(x, axis=0), [x], [P("x")], P())
    np.testing.assert_array_equal(np.asarray(got), np.max(x, axis=0))


def shard_mapped(body, in_specs, out_specs):
    def make(mesh):
        return jax.shard_map(body, mesh=mesh, in_specs=in_specs, out_specs=out_specs)
    return make


@pytest.mark.parametrize("collective", ["psum", "pmax", "pmin", "all_gather", "psum_scatter", "all_to_all", "ppermute", "axis_index"])
def test_each_collective_through_shard_map(collective):
    x = normal(16, 8, seed=10)
    bodies = {
        "psum": lambda a: lax.psum(a, "x"),
        "pmax": lambda a: lax.pmax(a, "x"),
        "pmin": lambda a: lax.pmin(a, "x"),
        "all_gather": lambda a: lax.all_gather(a, "x", tiled=True),
        "psum_scatter": lambda a: lax.psum_scatter(a, "x", scatter_dimension=1, tiled=True),
        "all_to_all": lambda a: lax.all_to_all(a, "x", split_axis=1, concat_axis=0, tiled=True),
        "ppermute": lambda a: lax.ppermute(a, "x", [(i, (i + 1) % 8) for i in range(8)]),
        "axis_index": lambda a: a + lax.axis_index("x").astype(a.dtype),
    }
    out = {"psum": P(), "pmax": P(), "pmin": P()}.get(collective, P("x"))
    check((8,), ("x",), shard_mapped(bodies[collective], P("x"), out), [x], [P("x")], out)


def test_a_mesh_of_devices_in_reverse_order():
    x = normal(8, 8, seed=15)
    check((2, 4), ("a", "b"), shard_mapped(lambda a: lax.ppermute(a, "b", [(0, 1), (1, 2), (2, 3), (3, 0)]) * lax.axis_index("a"),
                                           P("a", "b"), P("a", "b")),
          [x], [P("a", "b")], P("a", "b"), reverse=True)


def test_results_jit_leaves_unplaced_lie_as_jax_would_place_them():
    mesh = mesh_of("kiln", (2, 4), ("a", "b"))
    x = jax.device_put(normal(8, 8, seed=16), NamedSharding(mesh, P("a", "b")))
    total, doubled = jax.jit(lambda x: (x.sum(), x * 2))(x)
    assert doubled.sharding.is_equivalent_to(NamedSharding(mesh, P("a", "b")), 2), doubled.sharding
    assert total.sharding.is_fully_replicated
    np.testing.assert_allclose(np.asarray(doubled), np.asarray(x) * 2)
    np.testing.assert_allclose(np.asarray(total), np.asarray(x).sum(), rtol=1e-5)
    gathered = jax.jit(jax.shard_map(lambda a: lax.all_gather(a, "a", axis=0, tiled=True), mesh=mesh, in_specs=P("a", "b"),
                                     out_specs=P(None, "b"), check_vma=False))(x)
    assert gathered.addressable_data(0).shape == (8, 2)
    np.testing.assert_array_equal(np.asarray(gathered), np.asarray(x))


def test_psum_over_one_axis_of_a_two_by_four_mesh_in_bf16():
    x = normal(8, 8, seed=11).astype(jnp.bfloat16)
    check((2, 4), ("a", "b"), shard_mapped(lambda a: lax.psum(a, "b"), P("a", "b"), P("a")), [x], [P("a", "b")], P("a"),
          rtol=2e-2, atol=2e-2)


def test_expert_parallel_mixture_of_experts_with_all_to_all():
    experts, tokens, d = 8, 32, 16
    x = normal(tokens, d, seed=12)
    w = normal(experts, d, d, seed=13) * 0.2
    route = np.random.default_rng(14).integers(0, experts, tokens)

    def layer(x, w, onehot):
        # Tokens are split over devices; each device holds one expert. Each
        # device sends every expert its tokens (zeros where not routed), the
        # experts run, and the results come back.
        dispatched = jnp.einsum("te,td->etd", onehot, x)                        # [experts, local tokens, d]
        received = lax.all_to_all(dispatched, "e", split_axis=0, concat_axis=1, tiled=True)  # [1, all tokens, d]
        out = jnp.einsum("etd,edf->etf", received, w)
        back = lax.all_to_all(out, "e", split_axis=1, concat_axis=0, tiled=True)  # [experts, local tokens, d]
        return jnp.einsum("etd,te->td", back, onehot)

    onehot = np.eye(experts, dtype=np.float32)[route]
    check((8,), ("e",), shard_mapped(layer, (P("e"), P("e"), P("e")), P("e")), [x, w, onehot], [P("e"), P("e"), P("e")], P("e"),
          rtol=1e-4, atol=1e-4)


def test_a_program_for_more_devices_than_kiln_has_is_refused():
    import jax.extend

    backend = jax.extend.backend.get_backend("kiln")
    text = """module @m attributes {mhlo.num_partitions = 16 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%x: tensor<16xf32>) -> tensor<16xf32> { return %x : tensor<16xf32> }
}"""
    with pytest.raises(Exception, match="runs on 16 devices"):
        backend.compile_and_load(text, backend.devices()[:8])


def test_a_program_without_shardy_annotations_runs_on_each_devices_own_arguments():
    # Already partitioned (as XLA leaves a program), so each device computes
    # on its own block: partition-id differs, and so do the arguments.
    import jax.extend
    from jax._src.lib import xla_client as xc

    backend = jax.extend.backend.get_backend("kiln")
    text = """module @m attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%x: tensor<2xf32>) -> tensor<2xf32> {
    %p = stablehlo.partition_id : tensor<ui32>
    %f = stablehlo.convert %p : (tensor<ui32>) -> tensor<f32>
    %b = stablehlo.broadcast_in_dim %f, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %y = stablehlo.add %x, %b : tensor<2xf32>
    return %y : tensor<2xf32>
  }
}"""
    options = xc.CompileOptions()
    options.executable_build_options.num_partitions = 2
    options.executable_build_options.device_assignment = xc.DeviceAssignment.create(np.array([[3, 6]]))
    devices = [jax.devices("kiln")[3], jax.devices("kiln")[6]]
    executable = backend.compile_and_load(text, xc.DeviceList(tuple(devices)), options)
    mesh = Mesh(np.array(devices), ("x",))
    x = jax.device_put(np.array([10, 20, 30, 40], np.float32), NamedSharding(mesh, P("x")))
    shards = executable.execute_sharded([x]).disassemble_into_single_device_arrays()[0]
    assert [s.devices() for s in shards] == [{devices[0]}, {devices[1]}]
    np.testing.assert_array_equal(np.asarray(shards[0]), [10, 20])
    np.testing.assert_array_equal(np.asarray(shards[1]), [31, 41])


def test_donations_a_result_can_take_are_given_away_and_the_rest_kept():
    # As on XLA:CPU: a donated argument is consumed when a result of as many
    # bytes on each device could reuse it; otherwise it stays the caller's.
    mesh = mesh_of("kiln", (2,), ("x",))
    x = jax.device_put(np.arange(16, dtype=np.float32).reshape(16, 1), NamedSharding(mesh, P("x")))
    kept = jax.device_put(np.arange(16, dtype=np.float32).reshape(8, 2), NamedSharding(mesh, P("x")))
    reshaped = jax.jit(lambda x: jnp.reshape(x, (16,)) * 2, donate_argnums=(0,), out_shardings=NamedSharding(mesh, P("x")))(x)
    np.testing.assert_array_equal(np.asarray(reshaped), np.arange(16) * 2)
    assert x.is_deleted()
    gram = jax.jit(lambda k: k @ k.T, donate_argnums=(0,))(kept)  # [8, 8]: no result of kept's size
    assert not kept.is_deleted()
    np.testing.assert_allclose(np.asarray(gram), np.asarray(kept) @ np.asarray(kept).T)


def partial_sums_on(platform):
    """Arrays JAX leaves unreduced (partial sums) on a 2x4 mesh of
    `platform`'s devices (explicit axes): each device's partial, the sums
    JAX asks for later, a gradient through them, a dot whose result stays
    unreduced, and a whole array made partial. Every value as numpy."""
    devices = jax.devices(platform)[:8]
    mesh = Mesh(np.array(devices).reshape(2, 4), ("x", "y"), axis_types=(jax.sharding.AxisType.Explicit,) * 2)
    a, b = normal(4, 8, seed=11), normal(8, 6, seed=12)
    a[1, 5] = np.nan  # only the partials of y = 2 (columns 4..5) carry it
    out = {}
    with jax.set_mesh(mesh):
        pa, pb = jax.device_put(a, P("x", "y")), jax.device_put(b, P("y", None))

        @jax.jit
        @partial(jax.shard_map, in_specs=(P("x", "y"), P("y", None)), out_specs=P("x", None, unreduced={"y"}))
        def matmul(l, r):
            return l @ r

        partials = matmul(pa, pb)
        out["sharding"] = str(partials.sharding.spec)
        out["partials"] = [np.asarray(s.data) for s in partials.addressable_shards]
        out["summed"] = np.asarray(jax.sharding.reshard(partials, P("x", None)))
        finite = jax.device_put(np.nan_to_num(a), P("x", "y"))
        grads = jax.jit(jax.grad(lambda l, r: jax.sharding.reshard(matmul(l, r), P("x", None)).sum(), argnums=(0, 1)))(finite, pb)
        out["grads"] = [np.asarray(g) for g in grads]

        c, d = jax.device_put(normal(4, 8, seed=13), P(None, "y")), jax.device_put(normal(8, 6, seed=14), P("y", None))
        dot = jax.jit(lambda l, r: jnp.einsum("ab,bc->ac", l, r, out_sharding=P(unreduced={"y"})))(c, d)
        out["dot partials"] = [np.asarray(s.data) for s in dot.addressable_shards]
        out["dot summed"] = np.asarray(jax.jit(lambda v: jax.sharding.reshard(v + v, P()))(dot))

        whole = jax.jit(lambda v: v, out_shardings=NamedSharding(mesh, P(unreduced={"x"})))(jnp.arange(8.0))
        out["made partial"] = [np.asarray(s.data) for s in whole.addressable_shards]
    return out


def test_partial_sums_lie_on_each_device_as_on_jax_cpu():
    got, want = partial_sums_on("kiln"), partial_sums_on("cpu")
    assert got["sharding"] == want["sharding"] == "P('x', None, unreduced={'y'})"
    for key in want:
        if key == "sharding":
            continue
        g, w = got[key], want[key]
        assert len(g) == len(w) if isinstance(w, list) else True
        for one, other in zip(g if isinstance(g, list) else [g], w if isinstance(w, list) else [w]):
            np.testing.assert_allclose(one, other, rtol=1e-5, atol=1e-5, err_msg=f"{key}, seed {SEED}")
    # The partials are not all alike: each device holds its own part.
    assert not np.allclose(got["dot partials"][0], got["dot partials"][1])
    assert np.isnan(got["summed"][1]).all() and not np.isnan(got["summed"][0]).any()


def test_host_callbacks_on_each_device_inside_shard_map_and_once_outside(capfd):
    """A debug print inside shard_map runs on every device with its own
    block; one outside runs once, on the whole value (as XLA's maximal
    sharding runs it); a pure callback's results stay each device's own."""
    mesh = mesh_of("kiln", (8,), ("i",))
    x = np.arange(16, dtype=np.float32)

    @jax.jit
    def f(v):
        jax.debug.print("whole {v}", v=v.sum())

        @partial(jax.shard_map, mesh=mesh, in_specs=P("i"), out_specs=P("i"))
        def per_device(block):
            jax.debug.print("block {b}", b=block)
            spec = jax.ShapeDtypeStruct(block.shape, block.dtype)
            return jax.pure_callback(lambda a: a * 10 + 1, spec, block) + lax.psum(block, "i")

        return per_device(v)

    y = f(jax.device_put(x, NamedSharding(mesh, P("i"))))
    printed = capfd.readouterr().out.splitlines()
    assert printed.count("whole 120.0") == 1, printed
    blocks = sorted(line for line in printed if line.startswith("block"))
    assert blocks == sorted(f"block [{2 * d:.0f}. {2 * d + 1:.0f}.]" for d in range(8)), printed
    sums = x.reshape(8, 2).sum(axis=0)
    np.testing.assert_array_equal(np.asarray(y), x * 10 + 1 + np.tile(sums, 8))


def gspmd_program_on(platform):
    """A program JAX lowers with Shardy off (GSPMD's mhlo.sharding, and
    shard_map as custom calls @Sharding, @SPMDFullToShardShape and
    @SPMDShardToFullShape) on a 2x4 mesh: a constraint, a shard_map with a
    psum, one scaling each block by its coordinate. Each result's sharding
    and every device's block."""
    from jax._src import config

    mesh = mesh_of(platform, (2, 4), ("x", "y"))
    x = jax.device_put(normal(8, 16, seed=21), NamedSharding(mesh, P("x", "y")))

    def f(a):
        b = jax.lax.with_sharding_constraint(jnp.sin(a) @ a.T, NamedSharding(mesh, P(None, "x")))
        summed = jax.shard_map(lambda blk: lax.psum(blk, "x"), mesh=mesh, in_specs=P("x", None), out_specs=P(None, None))(b)
        scaled = jax.shard_map(lambda blk: blk * (lax.axis_index("y") + 1), mesh=mesh, in_specs=P("x", "y"), out_specs=P("x", "y"))(a)
        return summed, b, scaled

    with config.use_shardy_partitioner(False):
        lowered = jax.jit(f).lower(x)
        assert "mhlo.sharding" in lowered.as_text() and "sdy." not in lowered.as_text()
        outs = lowered.compile()(x)
    return [(o.sharding.spec, [np.asarray(s.data) for s in o.addressable_shards]) for o in outs]


def test_a_program_jax_lowers_with_gspmd_shardings_runs_as_on_jax_cpu():
    got, want = gspmd_program_on("kiln"), gspmd_program_on("cpu")
    assert [spec for spec, _ in got] == [spec for spec, _ in want] == [P(), P(None, "x"), P("x", "y")]
    for (_, got_blocks), (_, want_blocks) in zip(got, want):
        assert len(got_blocks) == len(want_blocks) == 8
        for g, w in zip(got_blocks, want_blocks):
            np.testing.assert_allclose(g, w, rtol=1e-5, atol=1e-5, err_msg=f"seed {SEED}")


def test_a_callback_in_a_shard_map_without_collectives_runs_on_every_device(capfd):
    mesh = mesh_of("kiln", (8,), ("i",))

    @jax.jit
    @partial(jax.shard_map, mesh=mesh, in_specs=P(), out_specs=P())
    def f(v):
        jax.debug.print("device sees {v}", v=v)
        return v * 2

    np.testing.assert_array_equal(np.asarray(f(np.float32(4))), np.float32(8))
    assert capfd.readouterr().out.splitlines() == ["device sees 4.0"] * 8
