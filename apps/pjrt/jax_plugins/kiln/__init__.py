"""kiln as a JAX platform (docs/pjrt.md): `JAX_PLATFORMS=kiln` runs jax.jit
programs through kiln's PJRT plugin, libpjrt_kiln.so beside this file.

JAX imports every module of the jax_plugins namespace package and calls its
initialize(). JAX hands the plugin StableHLO as a portable artifact (MLIR
bytecode); kiln reads StableHLO text, so this package gives the plugin a
callback that prints the artifact as text with the MLIR bindings of the
jaxlib that loaded it, and a handler through which the plugin calls JAX's
host callbacks (jax.debug.print, pure_callback, io_callback). KILN_PJRT_TARGET picks kiln's target (cpu, the
default; opencl; cuda); KILN_PJRT_DEVICES how many devices JAX sees (1); KILN_PJRT_DUMP_DIR, when set, gets every program's
text.
"""
import ctypes
import itertools
import os
import sys

_TEXT_CALLBACK = ctypes.CFUNCTYPE(ctypes.c_size_t, ctypes.c_void_p, ctypes.c_size_t, ctypes.c_void_p, ctypes.c_size_t)
_last = {}  # the plugin asks for the size, then for the text: print once


def _bytecode_to_text(data, size, out, capacity):
    # Called from a compile thread; ctypes holds the GIL while this runs.
    try:
        artifact = ctypes.string_at(data, size)
        text = _last.get(artifact)
        if text is None:
            from jax._src.interpreters import mlir
            from jaxlib.mlir.dialects import stablehlo

            # JAX's own context: every dialect it writes (Shardy's sdy among them).
            with mlir.make_ir_context() as context:
                module = stablehlo.deserialize_portable_artifact(context, artifact)
                text = module.operation.get_asm(enable_debug_info=False).encode()
            _last.clear()
            _last[artifact] = text
            dump_dir = os.environ.get("KILN_PJRT_DUMP_DIR")
            if dump_dir:  # every program JAX sends, as the text kiln reads
                os.makedirs(dump_dir, exist_ok=True)
                with open(os.path.join(dump_dir, f"program_{len(os.listdir(dump_dir)):04d}.mlir"), "wb") as f:
                    f.write(text)
        if out and capacity >= len(text):
            ctypes.memmove(out, text, len(text))
        return len(text)
    except Exception as e:  # an exception cannot cross into C: say it, return 0
        print(f"kiln: reading JAX's StableHLO bytecode failed: {e}", file=sys.stderr)
        return 0


_callback = _TEXT_CALLBACK(_bytecode_to_text)  # alive as long as the process


# Host callbacks: JAX lowers them for its own platforms only, so kiln's
# lowering writes `stablehlo.custom_call @kiln.host_callback` with the
# callback's number as its backend_config, and the plugin calls back here
# (src/support/host_callbacks.h) with each operand and result as a row-major
# array of the program's types.
_HOST_CALLBACK = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_uint64, ctypes.c_int64, ctypes.c_size_t, ctypes.POINTER(ctypes.c_void_p),
                                  ctypes.c_size_t, ctypes.POINTER(ctypes.c_void_p), ctypes.c_void_p, ctypes.c_size_t)
_host_callbacks = {}  # number -> (callback, operand avals, result avals); programs keep their numbers while the process lives
_numbers = itertools.count(1)


def _array_at(address, aval):
    import numpy as np

    dtype, count = np.dtype(aval.dtype), int(np.prod(aval.shape, dtype=np.int64))
    if count == 0:
        return np.zeros(aval.shape, dtype)
    raw = (ctypes.c_char * (count * dtype.itemsize)).from_address(address)
    return np.frombuffer(raw, dtype=dtype, count=count).reshape(aval.shape).copy()


def _call_host(number, device, operand_count, operands, result_count, results, error, capacity):
    # Called from one of kiln's device threads; ctypes holds the GIL while this runs.
    try:
        import numpy as np
        from jax._src import dtypes

        callback, operand_avals, result_avals = _host_callbacks[number]
        values = callback(*[_array_at(operands[i], aval) for i, aval in enumerate(operand_avals[:operand_count])])
        if result_count:
            values = tuple(dtypes.canonicalize_value(np.asarray(v)) for v in values)
            if len(values) != result_count:
                raise RuntimeError(f"Mismatched number of outputs from callback. Expected: {result_count}, Actual: {len(values)}")
            for i, (value, aval) in enumerate(zip(values, result_avals)):
                if value.shape != aval.shape or value.dtype != aval.dtype:
                    raise RuntimeError(f"Incorrect output for return value #{i}: expected {aval.dtype}{list(aval.shape)}, "
                                       f"got {value.dtype}{list(value.shape)}")
                value = np.ascontiguousarray(value)
                if value.nbytes:
                    ctypes.memmove(results[i], value.ctypes.data, value.nbytes)
        return 0
    except BaseException as e:  # an exception cannot cross into C: the plugin raises it in JAX's call
        message = f"{type(e).__name__}: {e}".encode()[: max(capacity - 1, 0)]
        ctypes.memmove(error, message, len(message))
        return 1


_host_callback = _HOST_CALLBACK(_call_host)  # alive as long as the process


def _runs_once(sharding):
    """Whether JAX places a callback on one device (a maximal sharding: one
    outside shard_map, run once on the whole value) rather than on each."""
    from jax._src.lib import xla_client as xc

    if sharding is None:
        return False
    if isinstance(sharding, xc.OpSharding):
        return sharding.type == xc.OpSharding.Type.MAXIMAL
    return any(getattr(s, "logical_device_ids", None) for s in getattr(sharding, "shardings", ()))


def _host_callbacks_through_kiln():
    """JAX's emit_python_callback refuses every platform but its own; for
    kiln it writes the custom call kiln's importer reads. Unordered
    callbacks only: an ordered one threads tokens, which kiln does not read."""
    from jax._src import callback as cb
    from jax._src.interpreters import mlir

    original = cb.emit_python_callback

    def emit_python_callback(ctx, callback, token, operands, operand_avals, result_avals, *, has_side_effect, returns_token=True,
                             partitioned=False, sharding=None, **more):
        if list(ctx.module_context.platforms) != ["kiln"]:
            return original(ctx, callback, token, operands, operand_avals, result_avals, has_side_effect=has_side_effect,
                            returns_token=returns_token, partitioned=partitioned, sharding=sharding, **more)
        if token is not None:
            raise NotImplementedError("kiln runs host callbacks unordered (ordered=False): an ordered one threads tokens, "
                                      "which kiln does not read")
        number = next(_numbers)
        _host_callbacks[number] = (callback, list(operand_avals), list(result_avals))
        result_types = [t for a in result_avals for t in mlir.aval_to_ir_types(ctx.module_context, a)]
        from jax._src.lib.mlir import ir

        op = mlir.custom_call("kiln.host_callback", result_types=result_types, operands=list(operands), backend_config=str(number),
                              has_side_effect=True, extra_attributes={"kiln.once": ir.BoolAttr.get(_runs_once(sharding))})
        return list(op.results), token, None

    cb.emit_python_callback = emit_python_callback


def library_path():
    return os.path.join(os.path.dirname(os.path.abspath(__file__)), "libpjrt_kiln.so")


def _lower_as_cpu():
    """kiln runs what JAX lowers for its CPU (the lapack_*_ffi calls of
    jnp.linalg among them): every cpu-only lowering rule serves kiln too.
    JAX keeps them per platform name, in a private table."""
    from jax._src.interpreters import mlir

    table = mlir._platform_specific_lowerings
    for primitive, rule in list(table["cpu"].items()):
        table["kiln"].setdefault(primitive, rule)


def _platform_dependent_as_cpu():
    """lax.platform_dependent picks a branch by platform name, and JAX's own
    functions use it for CPU-only paths (no default branch, at times): kiln,
    which runs what JAX lowers for its CPU, takes the cpu branch. Both places
    that read the branches' platforms (the index, and the conditional that
    keeps the lowering platform's branches) see kiln beside cpu."""
    from jax._src.interpreters import mlir
    from jax._src.lax.control_flow import conditionals

    def with_kiln(platforms):
        return tuple(ps if ps is None or "cpu" not in ps else (*ps, "kiln") for ps in platforms)

    def platform_index_as_cpu(ctx, *, platforms):
        return conditionals._platform_index_lowering(ctx, platforms=with_kiln(platforms))

    def cond_as_cpu(ctx, index, *args, branches, **params):
        if params.get("branches_platforms") is not None:
            params = dict(params, branches_platforms=with_kiln(params["branches_platforms"]))
        return conditionals._cond_lowering(ctx, index, *args, branches=branches, **params)

    # register_lowering refuses a platform not registered yet: the same
    # private table _lower_as_cpu fills, with the generic rules' inlining.
    table = mlir._platform_specific_lowerings["kiln"]
    for primitive, rule in ((conditionals.platform_index_p, platform_index_as_cpu), (conditionals.cond_p, cond_as_cpu)):
        table[primitive] = mlir.LoweringRuleEntry(rule, mlir._lowerings[primitive].inline)


def _donation_as_cpu():
    """JAX writes donated arguments (jax.buffer_donor) only for platforms it
    lists as taking donations; kiln gives a donated argument's buffer away
    after the run, as XLA:CPU does."""
    from jax._src.interpreters import mlir

    if "kiln" not in mlir._platforms_with_donation:
        mlir._platforms_with_donation.append("kiln")


def _device_count():
    """KILN_PJRT_DEVICES: how many kiln devices JAX sees (1 by default), as
    --xla_force_host_platform_device_count does for JAX's CPU."""
    text = os.environ.get("KILN_PJRT_DEVICES", "1")
    try:
        return int(text)
    except ValueError:
        raise ValueError(f"KILN_PJRT_DEVICES must be a whole number of devices, got {text!r}") from None


def initialize():
    from jax._src import xla_bridge

    _lower_as_cpu()
    _platform_dependent_as_cpu()
    _donation_as_cpu()
    _host_callbacks_through_kiln()

    options = {
        "bytecode_to_text": ctypes.cast(_callback, ctypes.c_void_p).value,
        "host_callback": ctypes.cast(_host_callback, ctypes.c_void_p).value,
        "target": os.environ.get("KILN_PJRT_TARGET", "cpu"),
        "devices": _device_count(),
    }
    xla_bridge.register_plugin("kiln", priority=500, library_path=library_path(), options=options)
