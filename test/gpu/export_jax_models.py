#!/usr/bin/env python3
"""Real architectures as HLO text, from JAX on the GPU machine (issue 14).

Each model is built from its configuration with random weights (nothing is
downloaded), jitted, lowered (not compiled) and printed as the HLO text kiln
imports, with its parameters (the weights) as entry parameters so the files
stay small. Run where JAX and flax are installed (../shared/NOTES-gpu.md):

  python3 test/gpu/export_jax_models.py OUT_DIR [--only NAME,...]

Writes OUT_DIR/NAME.hlo (with --stablehlo also OUT_DIR/NAME.mlir, the
same program as StableHLO, which IREE compiles) and OUT_DIR/VERSIONS.txt.
Models: resnet50 (Flax, NHWC, batch 8, 224x224, bf16 activations as mixed
precision does), bert_base (12 encoder layers, batch 8, 128 tokens), gpt2 (12
decoder layers, batch 4, 256 tokens), vit_b16 (batch 8, 224x224), defined
here in flax.linen; and two decoders of about 1B parameters in bf16 from
transformers' Flax definitions (pinned in apps/bench/requirements-peers.txt):
llama_1b (Llama 3.2 1B's configuration) and gemma_1b (Gemma 3 1B's sizes on
transformers' Flax Gemma), each as `_prefill` (128 tokens into a 256-token
KV cache, the last token's logits and the cache out) and `_decode` (one token
at position 128 with that cache).

`program(name)` gives (function, arguments) for any model here: what
apps/bench/peers.py jits, lowers and times.
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


# --- Decoders of about 1B parameters, from transformers' Flax definitions -------------------------

DECODERS = {
    # Llama 3.2 1B: 16 layers, 2048 wide, 32 query and 8 key/value heads, SwiGLU 8192, tied embeddings.
    "llama_1b": lambda t: (t.FlaxLlamaForCausalLM, t.LlamaConfig(
        vocab_size=128256, hidden_size=2048, intermediate_size=8192, num_hidden_layers=16, num_attention_heads=32,
        num_key_value_heads=8, max_position_embeddings=2048, rope_theta=500000.0, tie_word_embeddings=True)),
    # Gemma 3 1B's sizes (26 layers, 1152 wide, 4 query heads and 1 key/value head of 256, GeGLU 6912, a
    # 262144-token tied vocabulary) on transformers' Flax Gemma (Gemma 3's sliding windows and extra norms
    # are not in the Flax class): 1.0B parameters, the logits product against the tied table included.
    "gemma_1b": lambda t: (t.FlaxGemmaForCausalLM, t.GemmaConfig(
        vocab_size=262144, hidden_size=1152, intermediate_size=6912, num_hidden_layers=26, num_attention_heads=4,
        num_key_value_heads=1, head_dim=256, max_position_embeddings=2048)),
}
PREFILL_TOKENS, CACHE_TOKENS = 128, 256


def decoder_program(name, step):
    """(function, arguments) of a decoder's prefill or decode step; bf16 weights from seed 0."""
    import numpy as np
    import transformers
    cls, config = DECODERS[name](transformers)
    model = cls(config, dtype=jnp.bfloat16, _do_init=False)
    params = jax.jit(lambda key: model.init_weights(key, (1, 1)))(jax.random.PRNGKey(0))
    params = jax.tree_util.tree_map(lambda p: p.astype(jnp.bfloat16), params)
    cache = model.init_cache(1, CACHE_TOKENS)
    cache = jax.tree_util.tree_map(lambda c: c.astype(jnp.bfloat16) if c.dtype == jnp.float32 else c, cache)

    def run(params, tokens, cache, first):
        mask = (jnp.arange(CACHE_TOKENS) < first + tokens.shape[1]).astype(jnp.int32)[None, :]
        positions = (first + jnp.arange(tokens.shape[1], dtype=jnp.int32))[None, :]
        out = model(tokens, attention_mask=mask, position_ids=positions, params=params, past_key_values=cache)
        return out.logits[:, -1], out.past_key_values

    rng = np.random.default_rng(0)
    if step == "prefill":
        tokens = jnp.asarray(rng.integers(0, config.vocab_size, (1, PREFILL_TOKENS)), jnp.int32)
        return (lambda p, t, c: run(p, t, c, 0)), (params, tokens, cache)
    _, cache = jax.jit(lambda p, t, c: run(p, t, c, 0))(
        params, jnp.asarray(rng.integers(0, config.vocab_size, (1, PREFILL_TOKENS)), jnp.int32), cache)
    token = jnp.asarray(rng.integers(0, config.vocab_size, (1, 1)), jnp.int32)
    return (lambda p, t, c: run(p, t, c, PREFILL_TOKENS)), (params, token, cache)


def program(name):
    """(function, arguments) of a model: a jittable function and its example arguments (weights first)."""
    for decoder in DECODERS:
        for step in ("prefill", "decode"):
            if name == f"{decoder}_{step}":
                return decoder_program(decoder, step)
    model, example = MODELS[name]()
    variables = model.init(jax.random.PRNGKey(0), example)
    return (lambda v, x: model.apply(v, x)), (variables, example)


PROGRAMS = list(MODELS) + [f"{d}_{s}" for d in DECODERS for s in ("prefill", "decode")]


def lowered_texts(name, stablehlo=False):
    """The model's HLO text (and its StableHLO text when asked)."""
    fn, args = program(name)
    lowered = jax.jit(fn).lower(*args)
    try:
        hlo = lowered.as_text(dialect="hlo")
    except TypeError:  # older JAX
        hlo = lowered.compiler_ir("hlo").as_hlo_text()
    return hlo, (lowered.as_text() if stablehlo else None)


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
    ap.add_argument("--only", default="", help="comma-separated model names (default: the four flax models)")
    ap.add_argument("--stablehlo", action="store_true", help="also write NAME.mlir, the StableHLO text")
    args = ap.parse_args()
    os.makedirs(args.out_dir, exist_ok=True)
    versions = [f"jax {jax.__version__}", f"flax {flax.__version__}", f"python {sys.version.split()[0]}"]
    try:
        import transformers
        versions.append(f"transformers {transformers.__version__} (the decoders' definitions)")
    except ImportError:
        pass
    with open(os.path.join(args.out_dir, "VERSIONS.txt"), "w") as f:
        f.write("\n".join(versions) + "\nmade by test/gpu/export_jax_models.py (random weights from configs)\n")
    failed = 0
    for name in [n for n in args.only.split(",") if n] or list(MODELS):
        if name not in PROGRAMS:
            print(f"FAIL export {name}: no such model (models: {', '.join(PROGRAMS)})")
            failed += 1
            continue
        try:
            text, stablehlo = lowered_texts(name, args.stablehlo)
        except Exception as e:  # one model's failure must not hide the others
            print(f"FAIL export {name}: {type(e).__name__}: {e}")
            failed += 1
            continue
        path = os.path.join(args.out_dir, name + ".hlo")
        with open(path, "w") as f:
            f.write(text)
        if stablehlo is not None:
            with open(os.path.join(args.out_dir, name + ".mlir"), "w") as f:
                f.write(stablehlo)
        print(f"ok   export {name}: {len(text) / 1e6:.1f} MB of HLO text -> {path}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
