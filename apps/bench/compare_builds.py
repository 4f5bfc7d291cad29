#!/usr/bin/python3
"""Two kiln builds on the same models, interleaved round by round.

The machine's memory bandwidth swings by 3x within minutes, so each round runs
`kiln bench` of every model with the old build and then the new one, and the
figure per model is the median of the per-round ratios new / old (below 1:
the new build is faster). Models: SSD-MobileNet (test/data/xla-models) and
large versions of the seed workloads written here (a row softmax and a
layernorm over [2048,4096], an f32 exp over 8M elements, a row sum).

  /usr/bin/python3 apps/bench/compare_builds.py --old OLD/bin/kiln --new build/bin/kiln [--rounds 5] [--threads 2]
"""
import argparse
import json
import os
import statistics
import subprocess
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

ADD = "add {\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n  ROOT s = f32[] add(a, b)\n}\n"
MAX = "mx {\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n  ROOT m = f32[] maximum(a, b)\n}\n"
MODELS = {
    "softmax_2048x4096": "HloModule softmax\n" + ADD + MAX + """ENTRY e {
  x = f32[2048,4096] parameter(0)
  ninf = f32[] constant(-inf)
  m = f32[2048] reduce(x, ninf), dimensions={1}, to_apply=mx
  mb = f32[2048,4096] broadcast(m), dimensions={0}
  s = f32[2048,4096] subtract(x, mb)
  e = f32[2048,4096] exponential(s)
  z = f32[] constant(0)
  t = f32[2048] reduce(e, z), dimensions={1}, to_apply=add
  tb = f32[2048,4096] broadcast(t), dimensions={0}
  ROOT y = f32[2048,4096] divide(e, tb)
}
""",
    "layernorm_2048x4096": "HloModule layernorm\n" + ADD + """ENTRY e {
  x = f32[2048,4096] parameter(0)
  z = f32[] constant(0)
  n = f32[] constant(4096)
  nb = f32[2048] broadcast(n), dimensions={}
  s = f32[2048] reduce(x, z), dimensions={1}, to_apply=add
  mean = f32[2048] divide(s, nb)
  mb = f32[2048,4096] broadcast(mean), dimensions={0}
  c = f32[2048,4096] subtract(x, mb)
  sq = f32[2048,4096] multiply(c, c)
  v = f32[2048] reduce(sq, z), dimensions={1}, to_apply=add
  var = f32[2048] divide(v, nb)
  eps = f32[] constant(1e-5)
  eb = f32[2048] broadcast(eps), dimensions={}
  ve = f32[2048] add(var, eb)
  inv = f32[2048] rsqrt(ve)
  ib = f32[2048,4096] broadcast(inv), dimensions={0}
  ROOT y = f32[2048,4096] multiply(c, ib)
}
""",
    "exp_8M": """HloModule ew
ENTRY e {
  x = f32[2048,4096] parameter(0)
  y = f32[2048,4096] parameter(1)
  s = f32[2048,4096] subtract(x, y)
  ROOT e = f32[2048,4096] exponential(s)
}
""",
    "row_sum_2048x4096": "HloModule rowsum\n" + ADD + """ENTRY e {
  x = f32[2048,4096] parameter(0)
  z = f32[] constant(0)
  ROOT s = f32[2048] reduce(x, z), dimensions={1}, to_apply=add
}
""",
}


def bench_report(kiln, model, threads, repeat, *flags):
    """`kiln bench --json` of one model (with `flags`, e.g. --roofline), as a dict."""
    out = subprocess.run([kiln, "bench", model, "--json", "--repeat", str(repeat), "--threads", str(threads), *flags],
                         check=True, capture_output=True, text=True).stdout
    return json.loads(out)


def bench(kiln, model, threads, repeat):
    return bench_report(kiln, model, threads, repeat)["median_ms"]


def write_models(directory, texts):
    """Each HLO text of `texts` (name -> text) written to directory/name.hlo; name -> path."""
    paths = {}
    for name, text in texts.items():
        paths[name] = os.path.join(directory, name + ".hlo")
        with open(paths[name], "w") as f:
            f.write(text)
    return paths


def print_ratio_table(ratios, what, rounds):
    """A markdown table of each name's median per-round ratio and its range."""
    print("\n| model | %s (median of %d rounds) | range |" % (what, rounds))
    print("| --- | --- | --- |")
    for name, rs in ratios.items():
        print("| %s | %.3f | %.3f to %.3f |" % (name, statistics.median(rs), min(rs), max(rs)))


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--old", required=True)
    p.add_argument("--new", required=True)
    p.add_argument("--rounds", type=int, default=5)
    p.add_argument("--threads", type=int, default=2)
    p.add_argument("--repeat", type=int, default=20)
    a = p.parse_args()
    with tempfile.TemporaryDirectory() as d:
        models = write_models(d, MODELS)
        models["ssd_mobilenet_tf"] = os.path.join(ROOT, "test", "data", "xla-models", "ssd_mobilenet_tf.hlo")
        ratios = {name: [] for name in models}
        for r in range(a.rounds):
            row = {}
            for name, path in models.items():
                old = bench(a.old, path, a.threads, a.repeat)
                new = bench(a.new, path, a.threads, a.repeat)
                ratios[name].append(new / old)
                row[name] = {"old_ms": round(old, 3), "new_ms": round(new, 3)}
            print(json.dumps({"round": r, **row}), flush=True)
        print_ratio_table(ratios, "new / old", a.rounds)


if __name__ == "__main__":
    main()
