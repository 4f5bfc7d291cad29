#!/usr/bin/env python3
"""Real architectures as HLO text, from JAX on the GPU machine (issue 14).

Each model is built from its configuration with random weights (nothing is
downloaded), jitted, lowered (not compiled) and printed as the HLO text kiln
imports, with its parameters (the weights) as entry parameters so the files
stay small. Run where JAX and flax are installed (../shared/NOTES-gpu.md):

  python3 test/gpu/export_jax_models.py OUT_DIR [--only NAME,...]

Writes OUT_DIR/NAME.hlo and OUT_DIR/VERSIONS.txt (jax, flax, transformers).
Models: resnet50 (Flax, NHWC, batch 8, 224x224, bf16 activations as mixed
precision does), bert_base (12 encoder layers, batch 8, 128 tokens), gpt2 (12
decoder layers, batch 4, 256 tokens), vit_b16 (batch 8, 224x224). Defined
here in flax.linen, so the export does not depend on which transformers
version still ships Flax classes.
"""
import argparse
import os
import sys

import jax
import jax.numpy as jnp
import flax
import flax.linen as nn


# --- ResNet-50 (v1.5), NHWC --------------------------------------------------------------------

class Bottleneck(nn.Module):
    features: int
    strides: int = 1
    dtype: jnp.dtype = jnp.bfloat16

    @nn.compact
    def __call__(self, x):
        conv = lambda f, k, s=1: nn.Conv(f, (k, k), (s, s), padding="SAME", use_bias=False, dtype=self.dtype)
        norm = lambda: nn.BatchNorm(use_running_average=True, dtype=self.dtype)
        y = nn.relu(norm()(conv(self.features, 1)(x)))
        y = nn.relu(norm()(conv(self.features, 3, self.strides)(y)))
        y = norm()(conv(self.features * 4, 1)(y))
        if x.shape[-1] != self.features * 4 or self.strides != 1:
            x = norm()(conv(self.features * 4, 1, self.strides)(x))
        return nn.relu(x + y)


class ResNet50(nn.Module):
    dtype: jnp.dtype = jnp.bfloat16

    @nn.compact
    def __call__(self, x):
        x = nn.Conv(64, (7, 7), (2, 2), padding=[(3, 3), (3, 3)], use_bias=False, dtype=self.dtype)(x)
        x = nn.relu(nn.BatchNorm(use_running_average=True, dtype=self.dtype)(x))
        x = nn.max_pool(x, (3, 3), (2, 2), padding="SAME")
        for stage, blocks in enumerate([3, 4, 6, 3]):
            for b in range(blocks):
                x = Bottleneck(64 * 2 ** stage, 2 if stage > 0 and b == 0 else 1, self.dtype)(x)
        x = jnp.mean(x, axis=(1, 2))
        return nn.Dense(1000, dtype=self.dtype)(x)


# --- Transformer encoder and decoder stacks --------------------------------------------------

class Block(nn.Module):
    heads: int
    hidden: int
    mlp: int
    causal: bool
    pre_norm: bool
    dtype: jnp.dtype = jnp.bfloat16

    @nn.compact
    def __call__(self, x):
        mask = nn.make_causal_mask(jnp.ones(x.shape[:2])) if self.causal else None
        attention = nn.MultiHeadDotProductAttention(num_heads=self.heads, dtype=self.dtype)
        mlp = lambda h: nn.Dense(self.hidden, dtype=self.dtype)(nn.gelu(nn.Dense(self.mlp, dtype=self.dtype)(h)))
        if self.pre_norm:  # GPT-2, ViT
            x = x + attention(nn.LayerNorm(dtype=self.dtype)(x), mask=mask)
            return x + mlp(nn.LayerNorm(dtype=self.dtype)(x))
        x = nn.LayerNorm(dtype=self.dtype)(x + attention(x, mask=mask))  # BERT
        return nn.LayerNorm(dtype=self.dtype)(x + mlp(x))


class TextStack(nn.Module):
    vocab: int
    layers: int
    causal: bool
    pre_norm: bool
    dtype: jnp.dtype = jnp.bfloat16

    @nn.compact
    def __call__(self, tokens):
        x = nn.Embed(self.vocab, 768, dtype=self.dtype)(tokens)
        x = x + self.param("positions", nn.initializers.normal(0.02), (1, tokens.shape[1], 768)).astype(self.dtype)
        for _ in range(self.layers):
            x = Block(12, 768, 3072, self.causal, self.pre_norm, self.dtype)(x)
        return nn.LayerNorm(dtype=self.dtype)(x) if self.pre_norm else x


class ViTB16(nn.Module):
    dtype: jnp.dtype = jnp.bfloat16

    @nn.compact
    def __call__(self, images):
        x = nn.Conv(768, (16, 16), (16, 16), dtype=self.dtype)(images)
        x = x.reshape(x.shape[0], -1, 768)
        cls = jnp.broadcast_to(self.param("cls", nn.initializers.zeros, (1, 1, 768)).astype(self.dtype), (x.shape[0], 1, 768))
        x = jnp.concatenate([cls, x], axis=1)
        x = x + self.param("positions", nn.initializers.normal(0.02), (1, x.shape[1], 768)).astype(self.dtype)
        for _ in range(12):
            x = Block(12, 768, 3072, False, True, self.dtype)(x)
        return nn.Dense(1000, dtype=self.dtype)(nn.LayerNorm(dtype=self.dtype)(x[:, 0]))


MODELS = {
    "resnet50": lambda: (ResNet50(), jnp.zeros((8, 224, 224, 3), jnp.float32)),
    "bert_base": lambda: (TextStack(30522, 12, causal=False, pre_norm=False), jnp.zeros((8, 128), jnp.int32)),
    "gpt2": lambda: (TextStack(50257, 12, causal=True, pre_norm=True), jnp.zeros((4, 256), jnp.int32)),
    "vit_b16": lambda: (ViTB16(), jnp.zeros((8, 224, 224, 3), jnp.float32)),
}


def hlo_text(model, example):
    variables = model.init(jax.random.PRNGKey(0), example)
    lowered = jax.jit(lambda v, x: model.apply(v, x)).lower(variables, example)
    try:
        return lowered.as_text(dialect="hlo")
    except TypeError:  # older JAX
        return lowered.compiler_ir("hlo").as_hlo_text()


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("out_dir")
    ap.add_argument("--only", default="", help="comma-separated model names (default: all)")
    args = ap.parse_args()
    os.makedirs(args.out_dir, exist_ok=True)
    versions = [f"jax {jax.__version__}", f"flax {flax.__version__}", f"python {sys.version.split()[0]}"]
    try:
        import transformers
        versions.append(f"transformers {transformers.__version__} (not used)")
    except ImportError:
        pass
    with open(os.path.join(args.out_dir, "VERSIONS.txt"), "w") as f:
        f.write("\n".join(versions) + "\nmade by test/gpu/export_jax_models.py (random weights from configs)\n")
    failed = 0
    for name in [n for n in args.only.split(",") if n] or list(MODELS):
        try:
            text = hlo_text(*MODELS[name]())
        except Exception as e:  # one model's failure must not hide the others
            print(f"FAIL export {name}: {type(e).__name__}: {e}")
            failed += 1
            continue
        path = os.path.join(args.out_dir, name + ".hlo")
        with open(path, "w") as f:
            f.write(text)
        print(f"ok   export {name}: {len(text) / 1e6:.1f} MB of HLO text -> {path}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
