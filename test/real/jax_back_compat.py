"""JAX's own exported CPU programs, run by kiln with the inputs JAX recorded
and checked against the outputs JAX recorded (issue 51); then the same
linear algebra and FFTs exported fresh by the pinned JAX on seeded random
arrays (batched, every dtype and mode, a NaN among them), run by kiln and by
JAX.

JAX keeps, for every custom call it promises to support, a StableHLO module
serialized on a given date together with its inputs and expected outputs
(jax/_src/internal_test_util/export_back_compat_test_data/, in the pinned
jax of apps/bench/requirements-test.txt); every one recorded on the CPU. This runs each one on the
reference and the cpu target and prints one line per program, then the count.

Decompositions that are unique only up to a unit factor per vector
(eigenvectors, singular vectors, Schur vectors of repeated eigenvalues) are
compared after aligning each vector's phase to JAX's; everything else
element by element, within the dtype's tolerance scaled by the output's
largest magnitude.

  .venv/bin/python test/real/jax_back_compat.py [--targets reference,cpu] [--fresh-targets T] [--only SUBSTRING] [--seed N]
Exit 0 when every program matches, 1 otherwise, 77 (skip) without JAX.
"""
import argparse
import glob
import importlib
import os
import sys

import numpy as np

try:
    import jax._src.internal_test_util.export_back_compat_test_data as back_compat
except ImportError:
    print("[SKIP] no JAX here (make venv-test installs the pinned one into .venv)")
    sys.exit(77)

import kiln

TOLERANCE = {np.dtype(np.float32): 1e-4, np.dtype(np.complex64): 1e-4,
             np.dtype(np.float64): 1e-10, np.dtype(np.complex128): 1e-10}

# Outputs whose columns (or rows) are defined only up to a unit factor:
# file -> {output index: "columns" | "rows"}.
UP_TO_PHASE = {
    "cpu_svd_lapack_gesdd": {0: "columns", 2: "rows"},
}


def eigh_matrix(outputs):
    """V diag(w) V^H: the matrix eigh decomposed, whichever basis of a
    repeated eigenvalue's space V holds (JAX's test matrix has six zeros)."""
    v, w = outputs
    return (v * w[..., None, :]) @ np.conj(np.swapaxes(v, -1, -2))


def adjoint(a):
    return np.conj(np.swapaxes(a, -1, -2))


def eig_matrices(outputs):
    """A from the right eigenvectors (V W V^-1) and from the left ones
    ((U conj(W) U^-1)^H): JAX's test matrix has a double eigenvalue 0."""
    w, vl, vr = outputs
    from_right = (vr * w[..., None, :]) @ np.linalg.inv(vr)
    from_left = adjoint((vl * np.conj(w)[..., None, :]) @ np.linalg.inv(vl))
    return np.stack([from_right, from_left])


def schur_matrix(outputs):
    """Z T Z^H, with T (quasi-)upper triangular: zeros below its first subdiagonal."""
    t, z = outputs
    below = np.tril(np.ones(t.shape[-2:], bool), -2)
    if np.any(t[..., below] != 0):
        return np.full(t.shape, np.nan)
    return z @ t @ adjoint(z)


# Outputs that are compared through what they reconstruct, when their
# vectors span spaces of repeated values: file -> (function of the outputs,
# indices of the outputs that must be unitary, indices of the outputs whose
# columns must have unit norm).
RECONSTRUCTED = {
    "cpu_eigh_lapack_syev": (eigh_matrix, [0], []),
    "cpu_eig_lapack_geev": (eig_matrices, [], [1, 2]),
    "cpu_schur_lapack_gees": (schur_matrix, [1], []),
}


def programs():
    """(file, name, data dict) for every program JAX recorded for the CPU
    (the cpu_* linear algebra, and the shape-polymorphic stablehlo_dynamic_*)."""
    folder = os.path.dirname(back_compat.__file__)
    for path in sorted(glob.glob(os.path.join(folder, "*.py"))):
        module_name = os.path.basename(path)[:-3]
        if module_name.startswith("__"):
            continue
        module = importlib.import_module(back_compat.__name__ + "." + module_name)
        for attr in sorted(a for a in dir(module) if a.startswith("data_")):
            data = getattr(module, attr)
            entries = [("", data)] if "mlir_module_text" in data else sorted(data.items())
            for key, entry in entries:
                if isinstance(entry, dict) and entry.get("platform") == "cpu":
                    yield module_name, f"{module_name}/{attr}/{key}".rstrip("/"), entry


def svd_matrices(outputs):
    """U[:, :k] S Vt[:k]: full_matrices' extra columns of U (or rows of Vt)
    are any basis of a null space."""
    u, s_, vt = outputs
    k = s_.shape[-1]
    return (u[..., :, :k] * s_[..., None, :]) @ vt[..., :k, :]


def fresh_programs(seed):
    """(kind, name, jax function, arguments) for jnp.linalg, jax.scipy.linalg
    and jax.lax.linalg on seeded random batches of every dtype."""
    import jax
    import jax.numpy as jnp
    from jax import lax

    rng = np.random.default_rng(seed)

    def draw(shape, dtype):
        a = rng.standard_normal(shape)
        if np.dtype(dtype).kind == "c":
            a = a + 1j * rng.standard_normal(shape)
        return a.astype(dtype)

    for real, complex_ in ((np.float32, np.complex64), (np.float64, np.complex128)):
        d = np.dtype(complex_).name
        signal = draw((2, 12, 10), complex_)
        real_signal = draw((2, 12, 10), real)
        yield "direct", f"fft {d}", jnp.fft.fft, (signal,)
        yield "direct", f"ifft {d}", jnp.fft.ifft, (signal,)
        yield "direct", f"fft2 {d}", jnp.fft.fft2, (signal,)
        yield "direct", f"ifftn {d}", jnp.fft.ifftn, (signal,)
        yield "direct", f"rfft {d}", jnp.fft.rfft, (real_signal,)
        yield "direct", f"rfftn {d}", jnp.fft.rfftn, (real_signal,)
        yield "direct", f"irfft n=9 {d}", lambda z: jnp.fft.irfft(z, n=9), (signal[..., :5],)
        yield "direct", f"irfft2 {d}", lambda z: jnp.fft.irfft2(z, s=(12, 18)), (signal,)
    scores = rng.standard_normal((3, 24)).astype(np.float32)
    yield "direct", "approx_max_k k=5", lambda a: lax.approx_max_k(a, 5), (scores,)
    yield "direct", "approx_min_k k=2 along dim 0", lambda a: lax.approx_min_k(a, 2, reduction_dimension=0), (scores,)
    for dtype in (np.float32, np.float64, np.complex64, np.complex128):
        d = np.dtype(dtype).name
        square = draw((2, 4, 4), dtype)
        wide = draw((2, 3, 5), dtype)
        tall = draw((2, 5, 3), dtype)
        hermitian = square + np.conj(np.swapaxes(square, -1, -2))
        with_nan = square.copy()
        with_nan[1, 2, 1] = np.nan
        yield "eig", f"eig {d}", lambda a: lax.linalg.eig(a, compute_left_eigenvectors=True), (square,)
        yield "eig_right", f"eig right only {d}", jnp.linalg.eig, (square,)
        yield "eigenvalues", f"eigvals {d}", jnp.linalg.eigvals, (square,)
        yield "direct", f"eigvals {d} with a NaN", lambda a: jnp.linalg.eigvals(a)[1], (with_nan,)
        yield "schur", f"schur {d}", jax.scipy.linalg.schur, (square,)
        yield "schur_form", f"schur form only {d}", lambda a: lax.linalg.schur(a, compute_schur_vectors=False)[0], (square,)
        yield "direct", f"hessenberg {d}", lambda a: lax.linalg.hessenberg(a), (square,)
        yield "direct", f"hessenberg with q {d}", lambda a: jax.scipy.linalg.hessenberg(a[0], calc_q=True), (square,)
        for lower in (True, False):
            yield "direct", f"tridiagonal lower={lower} {d}", lambda a, lower=lower: lax.linalg.tridiagonal(a, lower=lower), (hermitian,)
        for m in (wide, tall, square):
            shape = "x".join(map(str, m.shape[1:]))
            for full in (True, False):
                yield "svd", f"svd {shape} full_matrices={full} {d}", lambda a, full=full: jnp.linalg.svd(a, full_matrices=full), (m,)
            yield "direct", f"singular values {shape} {d}", lambda a: jnp.linalg.svd(a, compute_uv=False), (m,)
        diagonals = [draw((2, 5), dtype) for _ in range(3)]
        diagonals[1] = diagonals[1] + 4  # diagonally dominant: no pivoting luck
        yield "direct", f"tridiagonal_solve {d}", lax.linalg.tridiagonal_solve, (*diagonals, draw((2, 5, 3), dtype))
        triangular = np.tril(square) + 3 * np.eye(4, dtype=dtype)
        for left in (True, False):
            for lower, transpose_a, conjugate_a, unit in ((True, False, False, False), (False, True, False, True),
                                                          (True, True, True, False), (False, False, True, False)):
                b = draw((2, 4, 3) if left else (2, 3, 4), dtype)
                flags = dict(left_side=left, lower=lower, transpose_a=transpose_a, conjugate_a=conjugate_a, unit_diagonal=unit)
                name = "triangular_solve " + " ".join(f"{k}={int(v)}" for k, v in flags.items()) + f" {d}"
                a = triangular if lower else np.swapaxes(triangular, -1, -2)
                yield "direct", name, lambda a, b, flags=flags: lax.linalg.triangular_solve(a, b, **flags), (a, b)


def sorted_eigenvalues(w):
    """w ordered by real part, then imaginary part, each rounded to 3 decimals
    for the order only (a conjugate pair's order, ties)."""
    order = np.lexsort((np.round(w.imag, 3), np.round(w.real, 3)), axis=-1)
    return np.take_along_axis(w, order, axis=-1)


def schur_form_eigenvalues(outputs):
    """The eigenvalues of a (quasi-)triangular T, sorted: the order of T's
    diagonal blocks follows the QR iteration's rounding, which differs between
    precisions."""
    (t,) = outputs
    below = np.tril(np.ones(t.shape[-2:], bool), -2)
    if np.any(t[..., below] != 0):
        return np.full(t.shape[:-1], np.nan)
    return sorted_eigenvalues(np.linalg.eigvals(t))


FRESH_CHECKS = {
    "schur_form": (schur_form_eigenvalues, [], []),
    "eigenvalues": (lambda o: sorted_eigenvalues(o[0]), [], []),
    "eig": (eig_matrices, [], [1, 2]),
    "eig_right": (lambda o: (o[1] * o[0][..., None, :]) @ np.linalg.inv(o[1]), [], [1]),
    "schur": (schur_matrix, [1], []),
    "svd": (svd_matrices, [0, 2], []),
}


def align_phase(got, want, axis):
    """got with each vector along `axis` multiplied by the unit factor that best matches want's."""
    inner = np.sum(np.conj(got) * want, axis=axis, keepdims=True)
    magnitude = np.abs(inner)
    factor = np.where(magnitude > 0, inner / np.where(magnitude > 0, magnitude, 1), 1)
    if not np.iscomplexobj(got):
        factor = np.sign(factor.real) + (factor.real == 0)
    return got * factor


def reconstruction_mismatch(check, got, want):
    """None when got reconstructs what want does and its vectors are orthonormal."""
    reconstruct, unitary, unit_columns = check
    tolerance = TOLERANCE[np.asarray(want[0]).dtype]
    for i in unit_columns:
        error = float(np.max(np.abs(np.linalg.norm(got[i].astype(np.complex128), axis=-2) - 1)))
        if error > 10 * tolerance * got[i].shape[-1]:
            return f"output {i}'s columns are not of unit norm (off by {error:.3g})"
    for i in unitary:  # orthonormal columns, or rows where there are fewer rows
        g = got[i].astype(np.complex128)
        if g.shape[-2] < g.shape[-1]:
            g = adjoint(g)
        gram = adjoint(g) @ g
        error = float(np.max(np.abs(gram - np.eye(g.shape[-1]))))
        if error > 10 * tolerance * g.shape[-1]:
            return f"output {i} is not orthonormal: V^H V is {error:.3g} from the identity"
    r_got = reconstruct([np.asarray(g, np.complex128) for g in got])
    r_want = reconstruct([np.asarray(w, np.complex128) for w in want])
    scale = max(1.0, float(np.max(np.abs(r_want))))
    error = float(np.max(np.abs(r_got - r_want)))
    if error > 10 * tolerance * scale:
        return f"the outputs reconstruct a matrix {error:.3g} from JAX's (tolerance {10 * tolerance * scale:.3g})"
    return None


def mismatch(module_name, got, want):
    """None when every output matches, else what differs."""
    if len(got) != len(want):
        return f"{len(got)} outputs, JAX recorded {len(want)}"
    if module_name in RECONSTRUCTED:
        for i, (g, w) in enumerate(zip(got, want)):
            if g.shape != np.shape(w) or g.dtype != np.asarray(w).dtype:
                return f"output {i} is {g.dtype}{list(g.shape)}, JAX recorded {np.asarray(w).dtype}{list(np.shape(w))}"
        return reconstruction_mismatch(RECONSTRUCTED[module_name], got, want)
    for i, (g, w) in enumerate(zip(got, want)):
        w = np.asarray(w)
        if g.shape != w.shape or g.dtype != w.dtype:
            return f"output {i} is {g.dtype}{list(g.shape)}, JAX recorded {w.dtype}{list(w.shape)}"
        if w.dtype not in TOLERANCE:
            if not np.array_equal(g, w):
                return f"output {i} differs: {g} against {w}"
            continue
        how = UP_TO_PHASE.get(module_name, {}).get(i)
        if how and g.ndim >= 2:
            g = align_phase(g, w, axis=-2 if how == "columns" else -1)
        scale = max(1.0, float(np.max(np.abs(w), initial=0.0)))
        error = np.abs(g.astype(np.complex128) - w.astype(np.complex128))
        bad = ~(error <= TOLERANCE[w.dtype] * scale) & ~(np.isnan(g) & np.isnan(w))
        if np.any(bad):
            return (f"output {i}: {int(np.sum(bad))} of {w.size} elements differ, the largest by "
                    f"{float(np.nanmax(error)):.3g} (tolerance {TOLERANCE[w.dtype] * scale:.3g})")
    return None


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--targets", default="reference,cpu")
    parser.add_argument("--fresh-targets", default=None,
                        help="targets of the fresh exports, checked against JAX's own results (default: --targets; ctest: cpu)")
    parser.add_argument("--only", default="", help="run the programs whose name contains this")
    parser.add_argument("--seed", type=int, default=1, help="seed of the fresh programs' random matrices")
    args = parser.parse_args()
    passed = failed = 0

    def report(name, target, problem, calls):
        nonlocal passed, failed
        print(f"{'ok  ' if problem is None else 'FAIL'} {name} on {target} ({calls})"
              + ("" if problem is None else f": {problem}"), flush=True)
        passed += problem is None
        failed += problem is not None

    for module_name, name, entry in programs():
        if args.only not in name:
            continue
        for target in args.targets.split(","):
            try:
                exe = kiln.compile(text=entry["mlir_module_text"], target=target)
                got = exe(*[np.asarray(x) for x in entry["inputs"]])
                problem = mismatch(module_name, got, entry["expected_outputs"])
            except kiln.Error as e:
                problem = str(e).splitlines()[0]
            report(name, target, problem, ",".join(entry["custom_call_targets"]))
    # A shape assertion that fails is the error JAX raises, at compile time.
    for module_name, name, entry in programs():
        if args.only not in name or "shape_assertion" not in entry["custom_call_targets"]:
            continue
        arguments = [np.asarray(x)[..., :0] for x in entry["inputs"]]  # dimension b = 0 breaks b >= 1
        try:
            kiln.compile(text=entry["mlir_module_text"])(*arguments)
            problem = "an input of shape " + str(arguments[0].shape) + " ran"
        except kiln.Error as e:
            problem = None if "shape assertion" in str(e) and "Expected value >= 1" in str(e) else str(e).splitlines()[0]
        report(name + " with a dimension of 0", "cpu", problem, "shape_assertion")
    recorded = passed + failed
    import jax
    jax.config.update("jax_enable_x64", True)
    for kind, name, function, arguments in fresh_programs(args.seed):
        if args.only not in name:
            continue
        text = jax.jit(function).lower(*arguments).as_text()
        want = jax.jit(function)(*arguments)
        want = [np.asarray(w) for w in (want if isinstance(want, (tuple, list)) else (want,))]
        calls = ",".join(sorted(set(t for t in text.split() if t.startswith("@lapack_")))) or "no lapack call"
        for target in (args.fresh_targets or args.targets).split(","):
            try:
                got = kiln.compile(text=text, target=target)(*arguments)
                if kind in FRESH_CHECKS and not any(np.isnan(w).any() for w in want):
                    problem = mismatch("", got, want) if len(got) != len(want) else None
                    problem = problem or reconstruction_mismatch(FRESH_CHECKS[kind], got, want)
                else:
                    problem = mismatch("", got, want)
            except kiln.Error as e:
                problem = str(e).splitlines()[0]
            report(f"{name} (seed {args.seed})", target, problem, calls)
    print(f"{passed} passed, {failed} failed: JAX {jax.__version__}'s CPU back-compat programs ({recorded} runs) "
          f"and fresh exports of its linear algebra and FFTs ({passed + failed - recorded} runs)")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
