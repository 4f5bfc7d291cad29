#!/usr/bin/env python3
"""transformers' torch models, one network for torch eager, torch.compile, kiln and XLA:CPU (issue 50).

Each model is built from its configuration with random weights (torch's seed
0, nothing downloaded), exported with torch.export and turned into a JAX
function by torchax (apps/bench/torchax_compat.py); that function's HLO is
what kiln runs and XLA:CPU compiles, and the torch module itself is what torch
eager and torch.compile run. Weights are the program's parameters.

  .venv/bin/python apps/bench/export_torch_models.py OUT_DIR [--only NAME,...]

writes OUT_DIR/NAME.hlo, NAME.jax (jax.export's serialized program),
NAME.arrays.npz (its arguments) and OUT_DIR/VERSIONS.txt. `Program(name, dir)`
gives apps/bench/peers.py the HLO, the torch module and its arguments, and the
JAX function and its arguments. Models:
  torch_resnet50       ResNetForImageClassification (ResNet-50 v1.5), f32, NCHW, batch 8, 224x224
  torch_bert_base      BertModel (BERT-base), f32, batch 8, 128 tokens with a mask
  torch_vit_b16        ViTForImageClassification (ViT-B/16), f32, batch 8, 224x224
  torch_llama_1b_prefill  LlamaForCausalLM, Llama 3.2 1B's configuration, bf16, 128 tokens, the last token's logits
  torch_gemma_1b_prefill  Gemma3ForCausalLM, Gemma 3 1B's configuration (sliding windows, extra norms), bf16, the same
The prefills run without a KV cache (use_cache=False): the whole prompt's
forward pass to the next token's logits.
"""
import argparse
import os
import subprocess
import sys
from importlib.metadata import version

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
os.environ.setdefault("JAX_PLATFORMS", "cpu")

import torch  # noqa: E402
import torchax_compat  # noqa: E402  (torchax itself only where a model is exported)

PREFILL_TOKENS = 128


class Returning(torch.nn.Module):
    """A transformers model called with its inputs by keyword, returning one tensor: what torch.export takes."""

    def __init__(self, model, keywords, pick):
        super().__init__()
        self.model, self.keywords, self.pick = model, keywords, pick

    def forward(self, *inputs):
        return self.pick(self.model(**dict(zip(self.keywords, inputs))))


def _images(rng):
    return torch.from_numpy(rng.standard_normal((8, 3, 224, 224), dtype=np.float32))


def _tokens(rng, vocab, shape):
    return torch.from_numpy(rng.integers(0, vocab, shape, dtype=np.int64))


def resnet50(t, rng):
    model = t.ResNetForImageClassification(t.ResNetConfig(num_labels=1000))  # the defaults are ResNet-50's
    return Returning(model, ["pixel_values"], lambda o: o.logits), (_images(rng),)


def bert_base(t, rng):
    config = t.BertConfig()  # BERT-base: 12 layers, 768 wide, 12 heads
    tokens = _tokens(rng, config.vocab_size, (8, 128))
    mask = torch.ones_like(tokens)
    mask[1::2, 96:] = 0  # every other sequence padded after 96 tokens
    model = t.BertModel(config, add_pooling_layer=False)
    return (Returning(model, ["input_ids", "attention_mask", "token_type_ids"], lambda o: o.last_hidden_state),
            (tokens, mask, torch.zeros_like(tokens)))


def vit_b16(t, rng):
    model = t.ViTForImageClassification(t.ViTConfig(num_labels=1000))  # the defaults are ViT-B/16 at 224
    return Returning(model, ["pixel_values"], lambda o: o.logits), (_images(rng),)


def llama_1b_prefill(t, rng):
    config = t.LlamaConfig(
        vocab_size=128256, hidden_size=2048, intermediate_size=8192, num_hidden_layers=16, num_attention_heads=32,
        num_key_value_heads=8, head_dim=64, rms_norm_eps=1e-5, rope_theta=500000.0, max_position_embeddings=131072,
        rope_scaling={"rope_type": "llama3", "factor": 32.0, "low_freq_factor": 1.0, "high_freq_factor": 4.0,
                      "original_max_position_embeddings": 8192},
        tie_word_embeddings=True)
    return _prefill(t.LlamaForCausalLM, config, rng)


def gemma_1b_prefill(t, rng):
    config = t.Gemma3TextConfig(
        vocab_size=262144, hidden_size=1152, intermediate_size=6912, num_hidden_layers=26, num_attention_heads=4,
        num_key_value_heads=1, head_dim=256, sliding_window=512, rope_theta=1000000.0, rope_local_base_freq=10000.0,
        query_pre_attn_scalar=256, max_position_embeddings=32768, rope_scaling=None)
    return _prefill(t.Gemma3ForCausalLM, config, rng)


def _prefill(cls, config, rng):
    model = cls(config).to(torch.bfloat16)
    tokens = _tokens(rng, config.vocab_size, (1, PREFILL_TOKENS))
    return (Returning(model, ["input_ids"], lambda o: o.logits[:, -1]), (tokens,))


MODELS = {"torch_resnet50": resnet50, "torch_bert_base": bert_base, "torch_vit_b16": vit_b16,
          "torch_llama_1b_prefill": llama_1b_prefill, "torch_gemma_1b_prefill": gemma_1b_prefill}


def torch_program(name):
    """The torch module (eval, no gradients) and its arguments: torch's seed 0, numpy's seed 0 for the inputs."""
    import transformers
    torch.manual_seed(0)
    module, args = MODELS[name](transformers, np.random.default_rng(0))
    module.eval()
    for p in module.parameters():
        p.requires_grad_(False)
    return module, args


def export(name, out_dir):
    """OUT_DIR/NAME.hlo (every argument a parameter), NAME.jax (jax.export's serialized program, which
    XLA:CPU runs without torchax) and NAME.arrays.npz (the arguments: the state, then the inputs)."""
    import jax
    import jax.numpy as jnp
    module, args = torch_program(name)
    with torch.no_grad():
        exported = torch.export.export(module, args)
    state, function = torchax_compat.exported_program_to_jax(exported)
    inputs = [jnp.asarray(a.numpy().astype(np.int32) if a.dtype == torch.int64 else a.numpy()) for a in args]
    arguments = (*state, *inputs)
    run = jax.jit(lambda *a: function(a[:len(state)], a[len(state):]), keep_unused=True)  # the unused buffers too
    with open(os.path.join(out_dir, name + ".hlo"), "w") as f:
        f.write(run.lower(*arguments).as_text(dialect="hlo"))
    with open(os.path.join(out_dir, name + ".jax"), "wb") as f:
        f.write(jax.export.export(run)(*arguments).serialize())
    save_arrays(os.path.join(out_dir, name + ".arrays.npz"), [np.asarray(a) for a in arguments])


def save_arrays(path, arrays):
    """bf16 arrays as their bits (npz has no bf16), with each array's dtype beside them."""
    bits = {f"a{i}": a.view(np.uint16) if str(a.dtype) == "bfloat16" else a for i, a in enumerate(arrays)}
    np.savez(path, dtypes=np.array([str(a.dtype) for a in arrays]), **bits)


def load_arrays(path):
    import ml_dtypes
    with np.load(path) as z:
        return [z[f"a{i}"].view(ml_dtypes.bfloat16) if d == "bfloat16" else z[f"a{i}"] for i, d in enumerate(z["dtypes"])]


class Program:
    """One model for apps/bench/peers.py: its HLO, the torch module and arguments, and the JAX function
    (the same export, deserialized) and arguments. The export runs in a child process, so that this
    one never imports torchax (torch.compile fails in a process that has: torchax_compat.py)."""

    def __init__(self, name, work_dir):
        import jax
        paths = {ext: os.path.join(work_dir, name + ext) for ext in (".hlo", ".jax", ".arrays.npz")}
        if not all(os.path.exists(p) for p in paths.values()):
            done = subprocess.run([sys.executable, os.path.abspath(__file__), work_dir, "--only", name],
                                  capture_output=True, text=True)
            if done.returncode != 0:
                raise RuntimeError(f"export {name}: {(done.stdout + done.stderr).strip().splitlines()[-1:]}")
        self.hlo = open(paths[".hlo"]).read()
        exported = jax.export.deserialize(bytearray(open(paths[".jax"], "rb").read()))
        self.jax_fn = exported.call
        self.jax_args = tuple(jax.numpy.asarray(a) for a in load_arrays(paths[".arrays.npz"]))
        self.torch_module, self.torch_args = torch_program(name)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("out_dir")
    ap.add_argument("--only", default="", help=f"comma-separated model names (default: all of {', '.join(MODELS)})")
    args = ap.parse_args()
    import jax
    import transformers
    os.makedirs(args.out_dir, exist_ok=True)
    with open(os.path.join(args.out_dir, "VERSIONS.txt"), "w") as f:
        f.write(f"torch {torch.__version__}\ntransformers {transformers.__version__}\ntorchax {version('torchax')}\n"
                f"jax {jax.__version__}\npython {sys.version.split()[0]}\n"
                "made by apps/bench/export_torch_models.py (random weights from configs, torch seed 0)\n")
    failed = 0
    for name in [n for n in args.only.split(",") if n] or list(MODELS):
        if name not in MODELS:
            print(f"FAIL export {name}: no such model (models: {', '.join(MODELS)})")
            failed += 1
            continue
        try:
            export(name, args.out_dir)
        except Exception as e:  # one model's failure must not hide the others
            print(f"FAIL export {name}: {type(e).__name__}: {e}")
            failed += 1
            continue
        path = os.path.join(args.out_dir, name + ".hlo")
        print(f"ok   export {name}: {os.path.getsize(path) / 1e6:.1f} MB of HLO text -> {path}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
