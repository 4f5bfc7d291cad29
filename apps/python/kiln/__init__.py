"""kiln from Python: compile a tensor program (XLA HLO text or StableHLO), run
it on numpy arrays, and ask kiln what it did.

    import numpy as np, kiln
    exe = kiln.compile("test/models/mlp.hlo")          # or kiln.compile(text=...)
    (y,) = exe(x, w1, b1, w2, b2)                       # numpy in, numpy out
    kiln.explain("test/models/mlp.hlo")["kernels"]      # the kernel plan
    kiln.parity("test/models/mlp.hlo")["passed"]        # reference vs cpu

Bad input raises kiln.Error with the command line's one-line message; a bug in
kiln raises kiln.InternalError. docs/python.md has a worked example.
"""
import json as _json
import os as _os
import tempfile as _tempfile
import threading as _threading

from . import _kiln
from ._kiln import Error, InternalError

__all__ = ["Error", "InternalError", "Executable", "compile", "explain", "parity", "tune", "compile_library", "from_jax"]


class Executable:
    """A compiled model. Call it with one numpy array (or array-like) per
    parameter, in order; it returns a tuple with one numpy array per output.

    Arrays are logical row-major (C order) whatever kiln's physical layout;
    dtypes as kiln's .npy contract: pred is bool, f16 float16, bf16 travels as
    float32 (rounded to bf16 on the way in). A C-contiguous array of the
    parameter's dtype is read in place, without a copy. The GIL is released
    while kernels run; several Python threads may call one executable (runs
    take turns).

    A module for several devices (replica_count x num_partitions above 1)
    takes every device's arguments, device 0's first, runs every device at
    once in this process, and returns every device's outputs the same way
    (docs/spmd.md).
    """

    def __init__(self, core, source):
        self._core = core
        self._source = source  # (path, text) for explain

    def __call__(self, *arrays):
        return self._core(*arrays)

    @property
    def target(self):
        """The target it was compiled for ("cpu", "opencl", "reference", ...)."""
        return self._core.target

    @property
    def parameters(self):
        """Per parameter: name, shape, dtype (kiln's) and numpy_dtype."""
        return self._core.parameters

    @property
    def outputs(self):
        """Per output: shape, dtype (kiln's) and numpy_dtype."""
        return self._core.outputs

    def log_launches(self, *arrays):
        """Runs like exe(*arrays) and returns (outputs, launches): one dict per
        step run, {"step", "kernel", "on_device", "ms"} (what the command
        line's --log-launches prints, as data)."""
        return self._core.call_logged(*arrays)

    def bench(self, repeat=20, warmup=2, seed=0):
        """Times repeated runs on seeded random inputs (compilation excluded):
        {"median_ms", "min_ms", "repeat"}."""
        return self._core.bench(repeat=repeat, warmup=warmup, seed=seed)

    def explain(self, **options):
        """kiln.explain of the same program for the same target."""
        path, text = self._source
        return explain(path, text=text, target=self.target if self.target != "reference" else "cpu", **options)

    def __repr__(self):
        return "<kiln.Executable target=%s, %d parameter(s), %d output(s)>" % (self.target, len(self.parameters), len(self.outputs))


def compile(path=None, *, text=None, target="cpu", schedules=None, allow_excess_precision=False, threads=0, cache=True):
    """Compiles a program (HLO text or StableHLO, told apart by content, as the
    command line does) for `target`: "cpu", "opencl", "cuda", "cuda-smNN", or
    "reference" (kiln's double-precision evaluator). Give a file `path` or the
    program's `text`.

    schedules: a directory of tuned schedules (kiln tune); threads: 0 for every
    core; cache: use the persistent compile cache. Returns a kiln.Executable.
    """
    path = None if path is None else _os.fspath(path)
    try:
        core = _kiln.compile(path, text, target, schedules or "", allow_excess_precision, threads, cache)
    except Error as e:
        if "has a dynamic shape" not in str(e):
            raise
        # A shape-polymorphic program (jax.export's tensor<4x?xf32>): compiled
        # for the shapes of the arrays it is called with, once per shapes.
        return _ShapePolymorphic(lambda shapes: Executable(
            _kiln.compile(path, text, target, schedules or "", allow_excess_precision, threads, cache, shapes), (path, text)), str(e))
    return Executable(core, (path, text))


class _ShapePolymorphic(Executable):
    """An Executable of a shape-polymorphic program: each call compiles it for
    its arrays' shapes (once per distinct shapes, then kept), and runs that.
    parameters, outputs and target are the last call's."""

    def __init__(self, specialize, why):
        self._specialize = specialize
        self._why = why
        self._by_shapes = {}
        self._last = None

    def _for(self, arrays):
        import numpy as np

        shapes = tuple(tuple(np.shape(a)) for a in arrays)
        exe = self._by_shapes.get(shapes)
        if exe is None:
            exe = self._by_shapes[shapes] = self._specialize([list(s) for s in shapes])
        self._last = exe
        return exe

    def __call__(self, *arrays):
        return self._for(arrays)(*arrays)

    def log_launches(self, *arrays):
        return self._for(arrays).log_launches(*arrays)

    def _specialized(self):
        if self._last is None:
            raise Error("a shape-polymorphic program: call it with arrays first (%s)" % self._why)
        return self._last

    @property
    def target(self):
        return self._specialized().target

    @property
    def parameters(self):
        return self._specialized().parameters

    @property
    def outputs(self):
        return self._specialized().outputs

    def bench(self, repeat=20, warmup=2, seed=0):
        return self._specialized().bench(repeat=repeat, warmup=warmup, seed=seed)

    def explain(self, **options):
        return self._specialized().explain(**options)

    def __repr__(self):
        return "<kiln.Executable (shape-polymorphic), %d specialization(s)>" % len(self._by_shapes)


class _ProgramFile:
    """A path for the command line: the file given, or the text written to a
    temporary one."""

    def __init__(self, path, text):
        if (path is None) == (text is None):
            raise Error("give a path or text=..., exactly one")
        self.path, self._tmp = (_os.fspath(path), None) if path is not None else (None, None)
        if text is not None:
            # A neutral name: kiln tells HLO from StableHLO by content, as kiln.compile(text=...) does.
            fd, self.path = _tempfile.mkstemp(prefix="kiln_", suffix=".txt")
            with _os.fdopen(fd, "w") as f:
                f.write(text)
            self._tmp = self.path

    def __enter__(self):
        return self.path

    def __exit__(self, *exc):
        if self._tmp:
            _os.unlink(self._tmp)


class _PythonOutputAside:
    """While a command's output is captured (fd 1 and 2 point at files),
    Python's own sys.stdout and sys.stderr write to copies of the original
    descriptors: a progress callback that prints, or another thread, reaches
    the terminal and not the capture."""

    def __enter__(self):
        import sys

        self._saved = (sys.stdout, sys.stderr)
        self._streams = []
        for name, fd in (("stdout", 1), ("stderr", 2)):
            stream = getattr(sys, name)
            try:
                stream.flush()
                aside = open(_os.dup(fd), "w", buffering=1, encoding=getattr(stream, "encoding", None) or "utf-8", errors="replace")
            except (OSError, ValueError, AttributeError):
                continue  # no descriptor behind it (a notebook's stream): left as it is
            self._streams.append(aside)
            setattr(sys, name, aside)
        return self

    def __exit__(self, *exc):
        import sys

        sys.stdout, sys.stderr = self._saved
        for stream in self._streams:
            stream.close()


def _run_cli(command, args, on_line=None):
    """One kiln command in process: (exit code, stdout, stderr). on_line gets
    each line of its stdout as it comes."""
    with _tempfile.TemporaryDirectory(prefix="kiln_cli_") as d, _PythonOutputAside():
        out, err = _os.path.join(d, "stdout"), _os.path.join(d, "stderr")
        if on_line is None:
            rc = _kiln.run_cli(command, args, out, err)
        else:
            # The command runs on a thread of its own (the GIL released); this
            # one hands its output to on_line, whole lines only, as it comes.
            result = {}

            def work():
                try:
                    result["rc"] = _kiln.run_cli(command, args, out, err)
                except BaseException as e:  # re-raised below, on the caller's thread
                    result["error"] = e

            worker = _threading.Thread(target=work, daemon=True)
            worker.start()
            seen = 0
            try:
                while True:
                    worker.join(0.2)
                    done = not worker.is_alive()
                    if _os.path.exists(out):
                        with open(out, "rb") as f:
                            f.seek(seen)
                            chunk = f.read()
                        end = len(chunk) if done else chunk.rfind(b"\n") + 1
                        for line in chunk[:end].decode("utf-8", "replace").splitlines():
                            on_line(line)
                        seen += end
                    if done:
                        break
            finally:
                worker.join()  # a callback that raised, or ^C: the command still ends before its files go
            if "error" in result:
                raise result["error"]
            rc = result["rc"]
        with open(out, encoding="utf-8", errors="replace") as f:
            stdout = f.read()
        with open(err, encoding="utf-8", errors="replace") as f:
            stderr = f.read()
    if rc == 2:
        lines = [l for l in stderr.splitlines() if l.strip()]
        raise Error(lines[-1] if lines else "kiln %s: bad input" % command)
    if rc == 1:
        raise InternalError(stderr.strip() or "kiln %s failed" % command)
    return rc, stdout, stderr


def explain(path=None, *, text=None, target="cpu", schedules=None):
    """The kernel plan of a program on `target`: the same object as
    `kiln explain --format json` ({"kernels": [{"name", "kind", "ops",
    "inputs", "outputs", "bytes_read", "bytes_written", "split_reason", ...}]})."""
    with _ProgramFile(path, text) as p:
        args = [p, "--format", "json", "--target", target]
        if schedules:
            args += ["--schedules", _os.fspath(schedules)]
        _, stdout, _ = _run_cli("explain", args)
    return _json.loads(stdout)


def parity(path=None, *, text=None, targets=("reference", "cpu"), inputs=None, seed=0, special_values=False, bisect=False, strict=False):
    """Runs the program on two targets with the same inputs and compares every
    output (noise-aware by default, docs/parity.md): the same object as
    `kiln parity --json` ({"passed", "outputs": [...], "bisect": ...}).

    inputs: None for seeded random inputs, else one numpy array per parameter.
    """
    import numpy as np

    with _ProgramFile(path, text) as p, _tempfile.TemporaryDirectory(prefix="kiln_parity_") as d:
        args = [p, "--targets", ",".join(targets), "--json"]
        if inputs is None:
            args += ["--random-inputs", "--seed", str(int(seed))]
        else:
            for i, a in enumerate(inputs):
                f = _os.path.join(d, "in%d.npy" % i)
                np.save(f, np.ascontiguousarray(a))
                args += ["--input", f]
        if special_values:
            args.append("--special-values")
        if bisect:
            args.append("--bisect")
        if strict:
            args.append("--strict")
        _, stdout, _ = _run_cli("parity", args)
    return _json.loads(stdout)


def compile_library(path, out_dir, *, target="host", name=None):
    """What `kiln compile` does: a static library, its C header, CMake and
    pkg-config files in out_dir. Returns what it printed (the files written)."""
    args = [_os.fspath(path), "-o", _os.fspath(out_dir), "--target", target]
    if name:
        args += ["--name", name]
    _, stdout, _ = _run_cli("compile", args)
    return stdout


def tune(path, *, target="cpu", schedules, budget_s=None, progress=None, extra_args=()):
    """What `kiln tune` does: searches schedules per kernel and keeps the
    faster ones in the `schedules` directory. progress(line) is called with
    each line kiln prints as it goes. Returns the full output."""
    args = [_os.fspath(path), "--target", target, "--schedules", _os.fspath(schedules)]
    if budget_s is not None:
        args += ["--budget-s", str(budget_s)]
    args += list(extra_args)
    _, stdout, _ = _run_cli("tune", args, on_line=progress)
    return stdout


def from_jax(fn, *example_args, target="cpu", **compile_options):
    """Lowers a JAX function with jax.jit(fn).lower(*example_args) and compiles
    its StableHLO with kiln. Needs JAX; raises ImportError naming it where it
    is not installed."""
    try:
        import jax
    except ImportError as e:
        raise ImportError("kiln.from_jax needs JAX (import jax failed: %s); install jax, or export the program's HLO text and use kiln.compile" % e) from e
    lowered = jax.jit(fn).lower(*example_args)
    return compile(text=lowered.as_text(), target=target, **compile_options)
