#!/usr/bin/python3
"""Keras's ResNet-50 (f32, batch 1, 224x224) on kiln against PyTorch eager, interleaved.

kiln runs test/real/jax_keras_resnet50_predict_f32.hlo (`kiln bench --roofline
--json`); PyTorch (Debian's python3-torch, oneDNN) runs the same network built
here layer for layer as Keras builds it (ResNet v1: the stride on each stage's
first 1x1 convolution, convolutions with biases, batch norm in inference
mode), in its default NCHW form and channels-last, on as many threads as
kiln. Each round runs kiln, then both PyTorch forms, back to back; the
figures are medians of the per-round ratios kiln / PyTorch (below 1: kiln is
faster), against the faster PyTorch form of each round. The stem convolution's
fraction of its bound comes from kiln's roofline (the 7x7 convolution's im2col
and GEMM together).

  /usr/bin/python3 apps/bench/resnet50_vs_torch.py [--rounds 5] [--threads 2]
"""
import argparse
import json
import os
import statistics
import time

os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")  # PyTorch's threads must not spin into kiln's turn
import torch  # noqa: E402
from torch import nn  # noqa: E402

from compare_builds import bench_report  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
MODEL = os.path.join(ROOT, "test", "real", "jax_keras_resnet50_predict_f32.hlo")
STEM = "conv_general_dilated.53"  # the 7x7 stride-2 convolution's GEMM step; its im2col is STEM + ".im2col"


def conv_bn(cin, cout, k, stride=1, relu=True):
    layers = [nn.Conv2d(cin, cout, k, stride, padding=k // 2, bias=True), nn.BatchNorm2d(cout, eps=1.001e-5)]
    if relu:
        layers.append(nn.ReLU())
    return nn.Sequential(*layers)


class Bottleneck(nn.Module):
    def __init__(self, cin, width, stride, project):
        super().__init__()
        self.body = nn.Sequential(conv_bn(cin, width, 1, stride), conv_bn(width, width, 3), conv_bn(width, 4 * width, 1, relu=False))
        self.shortcut = conv_bn(cin, 4 * width, 1, stride, relu=False) if project else nn.Identity()
        self.relu = nn.ReLU()

    def forward(self, x):
        return self.relu(self.body(x) + self.shortcut(x))


def resnet50():
    layers = [nn.ZeroPad2d(3), nn.Conv2d(3, 64, 7, 2, bias=True), nn.BatchNorm2d(64, eps=1.001e-5), nn.ReLU(),
              nn.ZeroPad2d(1), nn.MaxPool2d(3, 2)]
    cin = 64
    for width, blocks, stride in ((64, 3, 1), (128, 4, 2), (256, 6, 2), (512, 3, 2)):
        for b in range(blocks):
            layers.append(Bottleneck(cin, width, stride if b == 0 else 1, b == 0))
            cin = 4 * width
    layers += [nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(2048, 1000), nn.Softmax(dim=1)]
    return nn.Sequential(*layers).eval()


def torch_ms(model, x, repeat):
    with torch.no_grad():
        for _ in range(3):
            model(x)
        times = []
        for _ in range(repeat):
            t = time.perf_counter()
            model(x)
            times.append((time.perf_counter() - t) * 1e3)
    return statistics.median(times)


def stem_fraction(report):
    """The stem's bound over its time: its GEMM and its im2col together."""
    kernels = {k["name"]: k for k in report["kernels"]}
    parts = [kernels[n] for n in (STEM, STEM + ".im2col") if n in kernels]
    return sum(p["bound_ms"] for p in parts) / sum(p["median_ms"] for p in parts)


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--kiln", default=os.path.join(ROOT, "build", "bin", "kiln"))
    p.add_argument("--rounds", type=int, default=5)
    p.add_argument("--threads", type=int, default=2)
    p.add_argument("--repeat", type=int, default=10)
    a = p.parse_args()
    torch.set_num_threads(a.threads)
    torch.manual_seed(0)
    model = resnet50()
    x = torch.randn(1, 3, 224, 224)
    model_cl = resnet50().to(memory_format=torch.channels_last)
    model_cl.load_state_dict(model.state_dict())
    x_cl = x.to(memory_format=torch.channels_last)
    ratios, stems = [], []
    for r in range(a.rounds):
        report = bench_report(a.kiln, MODEL, a.threads, a.repeat, "--roofline")
        k = report["median_ms"]
        nchw = torch_ms(model, x, a.repeat)
        nhwc = torch_ms(model_cl, x_cl, a.repeat)
        ratios.append(k / min(nchw, nhwc))
        stems.append(stem_fraction(report))
        print(json.dumps({"round": r, "kiln_ms": round(k, 2), "torch_nchw_ms": round(nchw, 2), "torch_channels_last_ms": round(nhwc, 2),
                          "kiln_fraction_of_bound": round(report["model_fraction"], 3), "stem_fraction_of_bound": round(stems[-1], 3)}),
              flush=True)
    print("\nkiln / PyTorch eager (faster form each round), median of %d rounds: %.3f (range %.3f to %.3f)"
          % (a.rounds, statistics.median(ratios), min(ratios), max(ratios)))
    print("stem convolution (im2col + GEMM) at %.2f of its bound (median)" % statistics.median(stems))


if __name__ == "__main__":
    main()
