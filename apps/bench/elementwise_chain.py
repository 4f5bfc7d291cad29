#!/usr/bin/env python3
"""Writes a random, non-repeating chain of N elementwise f32[64] ops as HLO
text (add, subtract, multiply, maximum, minimum, tanh against 8 constants), for
measuring how kiln's compile time grows with program size:

    apps/bench/elementwise_chain.py 1000 > /tmp/chain1000.hlo
    /usr/bin/time -f %e build/bin/kiln run /tmp/chain1000.hlo --random-inputs --no-cache --output-dir /tmp

Seeded by N, so a figure names its file exactly."""
import random
import sys


def chain(n: int) -> str:
    rng = random.Random(n)
    lines = [f"HloModule rchain_{n}", "ENTRY e {", "  x = f32[64] parameter(0)"]
    for i in range(8):
        lines.append(f"  c{i} = f32[] constant({round(rng.uniform(0.5, 1.5), 4)})")
        lines.append(f"  cb{i} = f32[64] broadcast(c{i}), dimensions={{}}")
    prev = "x"
    for i in range(n):
        op = rng.choice(["add", "subtract", "multiply", "maximum", "minimum", "tanh"])
        operands = prev if op == "tanh" else f"{prev}, cb{rng.randrange(8)}"
        root = "ROOT " if i == n - 1 else ""
        lines.append(f"  {root}v{i} = f32[64] {op}({operands})")
        prev = f"v{i}"
    lines.append("}")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    if len(sys.argv) != 2 or not sys.argv[1].isdigit() or int(sys.argv[1]) < 1:
        sys.exit("usage: elementwise_chain.py N  (N >= 1 ops)")
    sys.stdout.write(chain(int(sys.argv[1])))
