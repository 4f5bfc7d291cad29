"""Modules for several devices over Open MPI (issue 54): `mpirun -np N kiln
run` gives what the in-process run gives, on 2, 4 and 8 ranks.

  /usr/bin/python3 test/spmd/mpi_runs.py --kiln build/bin/kiln [MODEL.hlo ...]

For each module (default: test/spmd/*.hlo and *.mlir, a Shardy program on
global arrays among them) and each of its targets
(reference, cpu), the in-process run and the MPI run on as many ranks as the
module has devices, with the same random inputs; every device's every output
must be the same bits where a reduction has two members or none, and within
1e-6 relative (MPI's own summation order) elsewhere. Then the errors: a
wrong rank count and a rank whose input is missing each end every rank with
exit 2; a rank stopped (SIGSTOP) in the middle of a loop of all-reduces
leaves the other waiting inside MPI_Allreduce until KILN_COLLECTIVE_TIMEOUT_S,
which it names (so does the stopped one once mpirun wakes it), then exit 2; a rank killed mid-run ends the job. Never a
hang. Exit 0 when all hold, 1 otherwise, 77 without mpirun.
"""
import argparse
import glob
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
# Root in CI's containers; more ranks than cores on a 2-core machine.
MPIRUN = ["mpirun", "--allow-run-as-root", "--oversubscribe", "--mca", "btl", "self,vader,tcp"]
TIMEOUT_S = 300
STALL_TIMEOUT_S = 10  # KILN_COLLECTIVE_TIMEOUT_S for the stopped-rank case


def devices_of(model):
    with open(model) as f:
        text = f.read()
    if model.endswith(".mlir"):  # StableHLO: the module's mhlo.num_replicas and mhlo.num_partitions
        r = re.search(r"mhlo.num_replicas = (\d+)", text)
        p = re.search(r"mhlo.num_partitions = (\d+)", text)
    else:
        header = next(line for line in text.splitlines() if line.startswith("HloModule"))
        r = re.search(r"replica_count=(\d+)", header)
        p = re.search(r"num_partitions=(\d+)", header)
    return (int(r.group(1)) if r else 1) * (int(p.group(1)) if p else 1)


def outputs(directory, devices):
    out = []
    for d in range(devices):
        files = sorted(glob.glob(os.path.join(directory, f"device{d}", "out*.npy")), key=lambda f: int(re.search(r"out(\d+)", f).group(1)))
        out.append([np.load(f) for f in files])
    return out


def same(a, b, exact):
    if a.shape != b.shape or a.dtype != b.dtype:
        return False
    if exact or a.dtype.kind in "iub":
        return np.array_equal(a.view(np.uint8), b.view(np.uint8)) if a.dtype.kind == "f" else np.array_equal(a, b)
    return np.allclose(a, b, rtol=1e-6, atol=1e-6, equal_nan=True)


# Two ranks all-reducing in a loop far longer than any test: one is stopped
# or killed while the other waits on it.
LOOP_OF_ALL_REDUCES = """HloModule all_reduce_loop, replica_count=2
sum {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT c = f32[] add(a, b)
}
cond {
  p = (s32[], f32[4]) parameter(0)
  i = s32[] get-tuple-element(p), index=0
  n = s32[] constant(2000000000)
  ROOT lt = pred[] compare(i, n), direction=LT
}
body {
  p = (s32[], f32[4]) parameter(0)
  i = s32[] get-tuple-element(p), index=0
  x = f32[4] get-tuple-element(p), index=1
  one = s32[] constant(1)
  j = s32[] add(i, one)
  y = f32[4] all-reduce(x), replica_groups={{0,1}}, to_apply=sum
  ROOT t = (s32[], f32[4]) tuple(j, y)
}
ENTRY e {
  x = f32[4] parameter(0)
  z = s32[] constant(0)
  t = (s32[], f32[4]) tuple(z, x)
  w = (s32[], f32[4]) while(t), condition=cond, body=body
  ROOT o = f32[4] get-tuple-element(w), index=1
}
"""


def rank_process(marker, rank):
    """The pid of the kiln process of `rank` whose command line holds `marker` (None until it has started)."""
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            with open(f"/proc/{pid}/cmdline", "rb") as f:
                argv = f.read().split(b"\0")
            with open(f"/proc/{pid}/environ", "rb") as f:
                environment = f.read().split(b"\0")
        except OSError:
            continue
        # mpirun's own command line holds the marker too; only the ranks have a rank in their environment.
        if marker.encode() in argv and f"OMPI_COMM_WORLD_RANK={rank}".encode() in environment:
            return int(pid)
    return None


def rank_interrupted(kiln, work, how):
    """Runs the loop of all-reduces on 2 ranks, sends rank 1 `how` once both run, and returns mpirun's result."""
    model = os.path.join(work, "all_reduce_loop.hlo")
    with open(model, "w") as f:
        f.write(LOOP_OF_ALL_REDUCES)
    marker = os.path.join(work, f"interrupted_{how}")
    # Long enough for a rank that compiles slower than the other (ctest runs
    # two tests at once here) to reach the loop before the other gives up.
    env = dict(os.environ, KILN_COLLECTIVE_TIMEOUT_S=str(STALL_TIMEOUT_S))
    job = subprocess.Popen(MPIRUN + ["-np", "2", kiln, "run", model, "--target", "cpu", "--random-inputs", "--output-dir", marker],
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env, start_new_session=True)
    start = time.monotonic()
    while (rank_process(marker, 0) is None or rank_process(marker, 1) is None) and time.monotonic() - start < 60:
        time.sleep(0.2)
    time.sleep(5)  # both past compiling, inside the loop
    pid = rank_process(marker, 1)
    if pid is not None:
        os.kill(pid, how)
    try:
        out, err = job.communicate(timeout=120)
    except subprocess.TimeoutExpired:
        os.killpg(job.pid, signal.SIGKILL)  # mpirun and both ranks, the stopped one too
        out, err = job.communicate()
        return None, err
    return job.returncode, err


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--kiln", default=os.path.join(ROOT, "build", "bin", "kiln"))
    ap.add_argument("models", nargs="*")
    opts = ap.parse_args()
    if not shutil.which("mpirun"):
        print("[SKIP] no mpirun (Debian's openmpi-bin; make deps installs it)")
        return 77
    models = opts.models or sorted(glob.glob(os.path.join(HERE, "*.hlo")) + glob.glob(os.path.join(HERE, "*.mlir")))
    failures = []
    with tempfile.TemporaryDirectory(prefix="kiln_mpi_") as work:
        for model in models:
            n = devices_of(model)
            name = os.path.basename(model)
            for target in ("reference", "cpu"):
                common = ["run", model, "--target", target, "--random-inputs", "--special-values", "--seed", "7"]
                local, over_mpi = os.path.join(work, f"{name}_{target}_local"), os.path.join(work, f"{name}_{target}_mpi")
                r1 = subprocess.run([opts.kiln] + common + ["--output-dir", local], capture_output=True, text=True, timeout=TIMEOUT_S)
                r2 = subprocess.run(MPIRUN + ["-np", str(n), opts.kiln] + common + ["--output-dir", over_mpi], capture_output=True, text=True,
                                    timeout=TIMEOUT_S)
                if r1.returncode or r2.returncode:
                    failures.append(f"{name} {target}: exit {r1.returncode} in process, {r2.returncode} over MPI: {(r2.stderr or r1.stderr)[-600:]}")
                    continue
                a, b = outputs(local, n), outputs(over_mpi, n)
                differing = [(d, k) for d in range(n) for k in range(len(a[d]))
                             if k >= len(b[d]) or not same(a[d][k], b[d][k], exact=n <= 2)]
                print(f"{'ok  ' if not differing else 'FAIL'} {name} on {target}: {n} ranks over Open MPI against {n} devices in one process"
                      f" ({sum(len(x) for x in a)} outputs{', the same bits' if n <= 2 else ''})")
                if differing:
                    failures.append(f"{name} {target}: device/output {differing[:5]} differ")
        # Errors end every rank, with exit 2, within the timeout.
        model = os.path.join(HERE, "group_modes.hlo")
        n = devices_of(model)
        wrong = subprocess.run(MPIRUN + ["-np", str(n - 1), opts.kiln, "run", model, "--random-inputs", "--output-dir", work],
                               capture_output=True, text=True, timeout=TIMEOUT_S)
        said = wrong.stderr.count(f"is for {n} devices")
        ok = wrong.returncode == 2 and said == n - 1
        print(f"{'ok  ' if ok else 'FAIL'} a wrong rank count: exit {wrong.returncode}, said by {said} of {n - 1} ranks")
        if not ok:
            failures.append(f"wrong rank count: exit {wrong.returncode}: {wrong.stderr[-600:]}")
        for d in range(n):
            if d != 1:
                np.save(os.path.join(work, f"x{d}.npy"), np.ones((4, 6), np.float32))
                np.save(os.path.join(work, f"k{d}.npy"), np.ones((4, 6), np.int32))
        missing = subprocess.run(MPIRUN + ["-np", str(n), opts.kiln, "run", model, "--input", os.path.join(work, "x{device}.npy"), "--input",
                                           os.path.join(work, "k{device}.npy"), "--output-dir", work],
                                 capture_output=True, text=True, timeout=TIMEOUT_S)
        ok = missing.returncode == 2 and "device 1 (rank 1):" in missing.stderr and "x1.npy" in missing.stderr
        print(f"{'ok  ' if ok else 'FAIL'} a rank without its input: exit {missing.returncode}, the job ended")
        if not ok:
            failures.append(f"missing input: exit {missing.returncode}: {missing.stderr[-600:]}")
        code, err = rank_interrupted(opts.kiln, work, signal.SIGSTOP)
        ok = code == 2 and f"all-reduce %y: waited {STALL_TIMEOUT_S} s inside MPI_Allreduce for ranks {{0,1}}" in err
        print(f"{'ok  ' if ok else 'FAIL'} a rank stopped mid-run: exit {code}, the other named the all-reduce it waited in")
        if not ok:
            failures.append(f"stopped rank: exit {code}: {err[-600:]}")
        code, err = rank_interrupted(opts.kiln, work, signal.SIGKILL)
        ok = code is not None and code != 0
        print(f"{'ok  ' if ok else 'FAIL'} a rank killed mid-run: exit {code}, the job ended")
        if not ok:
            failures.append(f"killed rank: exit {code}: {err[-600:]}")
    for f in failures:
        print("  " + f)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
