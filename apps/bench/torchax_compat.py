"""torchax 0.0.13 beside torch 2.15: what has to change for one to run the other's exported programs.

torchax (the PyTorch-on-JAX library of the pytorch/xla project) turns a
torch.export program into a JAX function; apps/bench/export_torch_models.py
uses it so that kiln, XLA:CPU, torch eager and torch.compile run the very same
network (issue 50). torchax 0.0.13 was written against older torch, and with
torch 2.15 (pinned in requirements-peers.txt):
  - it names op overloads torch has since removed (the Dimname overloads,
    aten.cholesky, aten.qr) in tables built at import: `import torchax` fails.
    patch_removed_ops() gives each a stand-in of its own, a key no graph can
    hold, so the tables build and no existing op's lowering is touched;
  - exported_program_to_jax() compares versions as strings ("2.15.0" >= "2.2"
    is false), so it skips the decompositions its lowerings expect, and puts
    the lifted constants after the buffers where torch 2.15's graphs take
    them before: exported_program_to_jax() here decomposes and orders the
    state by the graph's own input specs.
"""
import importlib.util
import pathlib
import re

import torch


class _RemovedOp:
    """Stands for an op overload torch no longer has: a distinct key in torchax's tables."""

    def __init__(self, name):
        self._name = name

    def name(self):
        return self._name

    def __repr__(self):
        return f"<aten.{self._name}: removed from torch {torch.__version__}>"


class _RemovedOpPacket(_RemovedOp):
    """Stands for a whole op torch no longer has; every overload of it is a _RemovedOp."""

    def __getattr__(self, overload):
        if overload.startswith("__"):
            raise AttributeError(overload)
        removed = _RemovedOp(f"{self._name}.{overload}")
        object.__setattr__(self, overload, removed)
        return removed

    def overloads(self):
        return []


def patch_removed_ops():
    """Stand-ins for the aten ops and overloads torchax's sources name and torch lacks; their names."""
    root = pathlib.Path(importlib.util.find_spec("torchax").origin).parent
    named = set()
    for path in root.rglob("*.py"):
        named |= set(re.findall(r"torch\.ops\.aten\.(\w+)\.(\w+)", path.read_text()))
    removed = []
    for op, overload in sorted(named):
        try:
            packet = getattr(torch.ops.aten, op)
        except AttributeError:
            setattr(torch.ops.aten, op, _RemovedOpPacket(op))
            removed.append(op)
            continue
        if isinstance(packet, _RemovedOp) or overload == "default" or overload in packet.overloads():
            continue
        setattr(packet, overload, _RemovedOp(f"{op}.{overload}"))
        removed.append(f"{op}.{overload}")
    return removed


def exported_program_to_jax(exported_program):
    """(state, function) of a torch.export program: function(state, inputs) runs it in JAX.

    What torchax.export.exported_program_to_jax returns, with the decompositions run and the
    state in the order of the graph's input specs. Buffers the program mutates come back first,
    as the graph returns them. torchax, once imported, names torch's accelerator "jax" (its
    privateuse1 backend) and torch.compile then fails in that process: import it where
    nothing is compiled by torch."""
    patch_removed_ops()
    import torchax
    from torch.export.graph_signature import InputKind
    from torchax import decompositions
    from torchax.export import JaxInterpreter

    program = exported_program.run_decompositions().run_decompositions(decompositions.DECOMPOSITIONS)
    signature = program.graph_signature
    constants = getattr(program, "constants", None) or {}
    state = [program.state_dict[spec.target] if spec.target in program.state_dict else constants[spec.target]
             for spec in signature.input_specs if spec.kind != InputKind.USER_INPUT]
    graph_module = program.graph_module

    def function(state, inputs):
        flat, _ = torch.utils._pytree.tree_flatten(inputs)
        return tuple(JaxInterpreter(graph_module).run(*state, *flat, enable_io_processing=False))

    return torchax.default_env().t2j_copy(state), function
