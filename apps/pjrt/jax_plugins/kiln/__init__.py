"""kiln as a JAX platform (docs/pjrt.md): `JAX_PLATFORMS=kiln` runs jax.jit
programs through kiln's PJRT plugin, libpjrt_kiln.so beside this file.

JAX imports every module of the jax_plugins namespace package and calls its
initialize(). JAX hands the plugin StableHLO as a portable artifact (MLIR
bytecode); kiln reads StableHLO text, so this package gives the plugin a
callback that prints the artifact as text with the MLIR bindings of the
jaxlib that loaded it. KILN_PJRT_TARGET picks kiln's target (cpu, the
default; opencl; cuda); KILN_PJRT_DUMP_DIR, when set, gets every program's
text.
"""
import ctypes
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


def initialize():
    from jax._src import xla_bridge

    _lower_as_cpu()

    options = {
        "bytecode_to_text": ctypes.cast(_callback, ctypes.c_void_p).value,
        "target": os.environ.get("KILN_PJRT_TARGET", "cpu"),
    }
    xla_bridge.register_plugin("kiln", priority=500, library_path=library_path(), options=options)
