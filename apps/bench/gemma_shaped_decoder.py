#!/usr/bin/python3
"""HLO text of a decoder with Gemma3-1B's shapes, written as Flax's Gemma
lowers it (bf16 parameters and activations, f32 inside the norms and the
softmax), for issue 31's start-up, memory and speed figures while the real
export (a machine with JAX) is not at hand.

Shapes (Gemma3-1B's config): vocabulary 262,144, width 1152, 26 layers, 4
query heads and 1 key/value head of 256, MLP 6912, tied embeddings; 11
tokens. Each layer: RMS norm (scale 1 + w), q/k/v einsums `BTD,NDH->BTNH`,
q and k RMS norms, rotary embeddings, grouped attention `BTKGH,BSKH->BTKGS`
with a causal mask, softmax in f32, `BTKGS,BSKH->BTKGH`, the output einsum
`BTNH,NHD->BTD` with its contracting dims listed as JAX writes them
(lhs {3,2}, rhs {1,0}: issue 31's loop-nest case), post-attention norm,
residual, then the gated GELU (tanh) MLP between two norms, residual. The
final norm's result times the embedding table gives the logits.

It is not the real export: Gemma3's sliding-window layers, its two rotary
bases and Flax's exact op order are left out. Parameters: 999,885,952
(2.0 GB in bf16).

  /usr/bin/python3 apps/bench/gemma_shaped_decoder.py OUT.hlo [--layers 26] [--tokens 11] [--vocab 262144]
"""
import argparse

WIDTH, HEADS, KV_HEADS, HEAD, MLP = 1152, 4, 1, 256, 6912


def rms_norm(out, name, x, dims, norm_dim, scale, eps="1e-06"):
    """x: bf16 value with `dims`; normalized over `norm_dim`, scaled by (1 + scale)."""
    shape = ",".join(map(str, dims))
    kept = [d for i, d in enumerate(dims) if i != norm_dim]
    kshape = ",".join(map(str, kept))
    keep_dims = ",".join(str(i) for i in range(len(dims)) if i != norm_dim)
    n = dims[norm_dim]
    out.append(f"  {name}.f = f32[{shape}] convert({x})")
    out.append(f"  {name}.sq = f32[{shape}] multiply({name}.f, {name}.f)")
    out.append(f"  {name}.ss = f32[{kshape}] reduce({name}.sq, zero), dimensions={{{norm_dim}}}, to_apply=add")
    out.append(f"  {name}.n = f32[] constant({n})")
    out.append(f"  {name}.nb = f32[{kshape}] broadcast({name}.n), dimensions={{}}")
    out.append(f"  {name}.ms = f32[{kshape}] divide({name}.ss, {name}.nb)")
    out.append(f"  {name}.e = f32[] constant({eps})")
    out.append(f"  {name}.eb = f32[{kshape}] broadcast({name}.e), dimensions={{}}")
    out.append(f"  {name}.v = f32[{kshape}] add({name}.ms, {name}.eb)")
    out.append(f"  {name}.r = f32[{kshape}] rsqrt({name}.v)")
    out.append(f"  {name}.rb = f32[{shape}] broadcast({name}.r), dimensions={{{keep_dims}}}")
    out.append(f"  {name}.y = f32[{shape}] multiply({name}.f, {name}.rb)")
    out.append(f"  {name}.w = f32[{n}] convert({scale})")
    out.append(f"  {name}.one = f32[] constant(1)")
    out.append(f"  {name}.oneb = f32[{n}] broadcast({name}.one), dimensions={{}}")
    out.append(f"  {name}.w1 = f32[{n}] add({name}.w, {name}.oneb)")
    out.append(f"  {name}.wb = f32[{shape}] broadcast({name}.w1), dimensions={{{norm_dim}}}")
    out.append(f"  {name}.s = f32[{shape}] multiply({name}.y, {name}.wb)")
    out.append(f"  {name} = bf16[{shape}] convert({name}.s)")
    return name


def rope(out, name, x, dims, cos, sin):
    """Rotary embedding over the last dim of bf16 x [B,T,N,H] (halves rotated)."""
    shape = ",".join(map(str, dims))
    half = dims[-1] // 2
    hshape = ",".join(map(str, dims[:-1] + [half]))
    lim = ", ".join(f"[0:{d}]" for d in dims[:-1])
    out.append(f"  {name}.f = f32[{shape}] convert({x})")
    out.append(f"  {name}.a = f32[{hshape}] slice({name}.f), slice={{{lim}, [0:{half}]}}")
    out.append(f"  {name}.b = f32[{hshape}] slice({name}.f), slice={{{lim}, [{half}:{dims[-1]}]}}")
    out.append(f"  {name}.nb = f32[{hshape}] negate({name}.b)")
    out.append(f"  {name}.rot = f32[{shape}] concatenate({name}.nb, {name}.a), dimensions={{3}}")
    out.append(f"  {name}.cb = f32[{shape}] broadcast({cos}), dimensions={{1,3}}")
    out.append(f"  {name}.sb = f32[{shape}] broadcast({sin}), dimensions={{1,3}}")
    out.append(f"  {name}.xc = f32[{shape}] multiply({name}.f, {name}.cb)")
    out.append(f"  {name}.rs = f32[{shape}] multiply({name}.rot, {name}.sb)")
    out.append(f"  {name}.s = f32[{shape}] add({name}.xc, {name}.rs)")
    out.append(f"  {name} = bf16[{shape}] convert({name}.s)")
    return name


def layer(out, params, i, x, T):
    p = lambda n, t: params.append((f"l{i}.{n}", t)) or f"l{i}.{n}"
    L = f"l{i}"
    wq = p("wq", f"bf16[{HEADS},{WIDTH},{HEAD}]")
    wk = p("wk", f"bf16[{KV_HEADS},{WIDTH},{HEAD}]")
    wv = p("wv", f"bf16[{KV_HEADS},{WIDTH},{HEAD}]")
    wo = p("wo", f"bf16[{HEADS},{HEAD},{WIDTH}]")
    qn, kn = p("q_norm", f"bf16[{HEAD}]"), p("k_norm", f"bf16[{HEAD}]")
    n_pre_attn, n_post_attn = p("pre_attn_norm", f"bf16[{WIDTH}]"), p("post_attn_norm", f"bf16[{WIDTH}]")
    n_pre_ffw, n_post_ffw = p("pre_ffw_norm", f"bf16[{WIDTH}]"), p("post_ffw_norm", f"bf16[{WIDTH}]")
    wg = p("w_gate", f"bf16[{WIDTH},{MLP}]")
    wu = p("w_up", f"bf16[{WIDTH},{MLP}]")
    wd = p("w_down", f"bf16[{MLP},{WIDTH}]")
    G = HEADS // KV_HEADS
    h = rms_norm(out, f"{L}.n1", x, [1, T, WIDTH], 2, n_pre_attn)
    out.append(f"  {L}.q0 = bf16[1,{T},{HEADS},{HEAD}] dot({h}, {wq}), lhs_contracting_dims={{2}}, rhs_contracting_dims={{1}}")
    out.append(f"  {L}.k0 = bf16[1,{T},{KV_HEADS},{HEAD}] dot({h}, {wk}), lhs_contracting_dims={{2}}, rhs_contracting_dims={{1}}")
    out.append(f"  {L}.v = bf16[1,{T},{KV_HEADS},{HEAD}] dot({h}, {wv}), lhs_contracting_dims={{2}}, rhs_contracting_dims={{1}}")
    q = rms_norm(out, f"{L}.qn", f"{L}.q0", [1, T, HEADS, HEAD], 3, qn)
    k = rms_norm(out, f"{L}.kn", f"{L}.k0", [1, T, KV_HEADS, HEAD], 3, kn)
    q = rope(out, f"{L}.qr", q, [1, T, HEADS, HEAD], "cos", "sin")
    k = rope(out, f"{L}.kr", k, [1, T, KV_HEADS, HEAD], "cos", "sin")
    out.append(f"  {L}.qs = bf16[1,{T},{HEADS},{HEAD}] multiply({q}, qscale)")
    out.append(f"  {L}.qg = bf16[1,{T},{KV_HEADS},{G},{HEAD}] reshape({L}.qs)")
    # BTKGH,BSKH->BKTGS (dot_general: batch B,K; lhs free T,G; rhs free S)
    out.append(f"  {L}.lg = bf16[1,{KV_HEADS},{T},{G},{T}] dot({L}.qg, {k}), lhs_batch_dims={{0,2}}, rhs_batch_dims={{0,2}}, "
               f"lhs_contracting_dims={{4}}, rhs_contracting_dims={{3}}")
    out.append(f"  {L}.lf = f32[1,{KV_HEADS},{T},{G},{T}] convert({L}.lg)")
    out.append(f"  {L}.mb = pred[1,{KV_HEADS},{T},{G},{T}] broadcast(causal), dimensions={{2,4}}")
    out.append(f"  {L}.lm = f32[1,{KV_HEADS},{T},{G},{T}] select({L}.mb, {L}.lf, masked)")
    out.append(f"  {L}.mx = f32[1,{KV_HEADS},{T},{G}] reduce({L}.lm, ninf), dimensions={{4}}, to_apply=max")
    out.append(f"  {L}.mxb = f32[1,{KV_HEADS},{T},{G},{T}] broadcast({L}.mx), dimensions={{0,1,2,3}}")
    out.append(f"  {L}.sh = f32[1,{KV_HEADS},{T},{G},{T}] subtract({L}.lm, {L}.mxb)")
    out.append(f"  {L}.ex = f32[1,{KV_HEADS},{T},{G},{T}] exponential({L}.sh)")
    out.append(f"  {L}.sm = f32[1,{KV_HEADS},{T},{G}] reduce({L}.ex, zero), dimensions={{4}}, to_apply=add")
    out.append(f"  {L}.smb = f32[1,{KV_HEADS},{T},{G},{T}] broadcast({L}.sm), dimensions={{0,1,2,3}}")
    out.append(f"  {L}.pf = f32[1,{KV_HEADS},{T},{G},{T}] divide({L}.ex, {L}.smb)")
    out.append(f"  {L}.p = bf16[1,{KV_HEADS},{T},{G},{T}] convert({L}.pf)")
    # BKTGS,BSKH->BKTGH
    out.append(f"  {L}.enc = bf16[1,{KV_HEADS},{T},{G},{HEAD}] dot({L}.p, {L}.v), lhs_batch_dims={{0,1}}, rhs_batch_dims={{0,2}}, "
               f"lhs_contracting_dims={{4}}, rhs_contracting_dims={{1}}")
    out.append(f"  {L}.enct = bf16[1,{T},{KV_HEADS},{G},{HEAD}] transpose({L}.enc), dimensions={{0,2,1,3,4}}")
    out.append(f"  {L}.encn = bf16[1,{T},{HEADS},{HEAD}] reshape({L}.enct)")
    # BTNH,NHD->BTD with the contracting dims in JAX's order
    out.append(f"  {L}.ao = bf16[1,{T},{WIDTH}] dot({L}.encn, {wo}), lhs_contracting_dims={{3,2}}, rhs_contracting_dims={{1,0}}")
    a = rms_norm(out, f"{L}.n2", f"{L}.ao", [1, T, WIDTH], 2, n_post_attn)
    out.append(f"  {L}.r1 = bf16[1,{T},{WIDTH}] add({x}, {a})")
    h2 = rms_norm(out, f"{L}.n3", f"{L}.r1", [1, T, WIDTH], 2, n_pre_ffw)
    out.append(f"  {L}.g = bf16[1,{T},{MLP}] dot({h2}, {wg}), lhs_contracting_dims={{2}}, rhs_contracting_dims={{0}}")
    out.append(f"  {L}.u = bf16[1,{T},{MLP}] dot({h2}, {wu}), lhs_contracting_dims={{2}}, rhs_contracting_dims={{0}}")
    # gelu(tanh): 0.5 g (1 + tanh(sqrt(2/pi) (g + 0.044715 g^3)))
    out.append(f"  {L}.gf = f32[1,{T},{MLP}] convert({L}.g)")
    out.append(f"  {L}.g3 = f32[1,{T},{MLP}] multiply({L}.gf, {L}.gf)")
    out.append(f"  {L}.g3b = f32[1,{T},{MLP}] multiply({L}.g3, {L}.gf)")
    out.append(f"  {L}.c1 = f32[1,{T},{MLP}] broadcast(gelu_c), dimensions={{}}")
    out.append(f"  {L}.t1 = f32[1,{T},{MLP}] multiply({L}.g3b, {L}.c1)")
    out.append(f"  {L}.t2 = f32[1,{T},{MLP}] add({L}.gf, {L}.t1)")
    out.append(f"  {L}.c2 = f32[1,{T},{MLP}] broadcast(gelu_s), dimensions={{}}")
    out.append(f"  {L}.t3 = f32[1,{T},{MLP}] multiply({L}.t2, {L}.c2)")
    out.append(f"  {L}.th = f32[1,{T},{MLP}] tanh({L}.t3)")
    out.append(f"  {L}.c3 = f32[1,{T},{MLP}] broadcast(one), dimensions={{}}")
    out.append(f"  {L}.t4 = f32[1,{T},{MLP}] add({L}.th, {L}.c3)")
    out.append(f"  {L}.c4 = f32[1,{T},{MLP}] broadcast(half), dimensions={{}}")
    out.append(f"  {L}.t5 = f32[1,{T},{MLP}] multiply({L}.gf, {L}.c4)")
    out.append(f"  {L}.ge = f32[1,{T},{MLP}] multiply({L}.t5, {L}.t4)")
    out.append(f"  {L}.gb = bf16[1,{T},{MLP}] convert({L}.ge)")
    out.append(f"  {L}.gu = bf16[1,{T},{MLP}] multiply({L}.gb, {L}.u)")
    out.append(f"  {L}.d = bf16[1,{T},{WIDTH}] dot({L}.gu, {wd}), lhs_contracting_dims={{2}}, rhs_contracting_dims={{0}}")
    f = rms_norm(out, f"{L}.n4", f"{L}.d", [1, T, WIDTH], 2, n_post_ffw)
    out.append(f"  {L}.out = bf16[1,{T},{WIDTH}] add({L}.r1, {f})")
    return f"{L}.out"


def module(layers, T, vocab):
    params = [("tokens", f"s32[1,{T}]"), ("positions", f"s32[{T}]"), ("embedding", f"bf16[{vocab},{WIDTH}]")]
    body = []
    c = body.append
    c("  zero = f32[] constant(0)")
    c("  ninf = f32[] constant(-inf)")
    c("  masked = f32[] constant(-2.3819763e+38)")
    c(f"  masked_b = f32[1,{KV_HEADS},{T},{HEADS // KV_HEADS},{T}] broadcast(masked), dimensions={{}}")
    c("  one = f32[] constant(1)")
    c("  half = f32[] constant(0.5)")
    c("  gelu_c = f32[] constant(0.044715)")
    c("  gelu_s = f32[] constant(0.7978845608)")
    c(f"  qscale0 = bf16[] constant(0.0625)")
    c(f"  qscale = bf16[1,{T},{HEADS},{HEAD}] broadcast(qscale0), dimensions={{}}")
    # causal mask [T,T]: key position <= query position
    c(f"  qi = s32[{T},{T}] iota(), iota_dimension=0")
    c(f"  ki = s32[{T},{T}] iota(), iota_dimension=1")
    c(f"  causal = pred[{T},{T}] compare(ki, qi), direction=LE")
    # rotary tables [T, HEAD] from the positions (base 10000)
    h2 = HEAD // 2
    c(f"  fi = f32[{h2}] iota(), iota_dimension=0")
    c(f"  two = f32[] constant(2)")
    c(f"  twob = f32[{h2}] broadcast(two), dimensions={{}}")
    c(f"  fi2 = f32[{h2}] multiply(fi, twob)")
    c(f"  hd = f32[] constant({HEAD})")
    c(f"  hdb = f32[{h2}] broadcast(hd), dimensions={{}}")
    c(f"  fr = f32[{h2}] divide(fi2, hdb)")
    c(f"  base = f32[] constant(10000)")
    c(f"  baseb = f32[{h2}] broadcast(base), dimensions={{}}")
    c(f"  ts = f32[{h2}] power(baseb, fr)")
    c(f"  pf = f32[{T}] convert(positions)")
    c(f"  pfb = f32[{T},{h2}] broadcast(pf), dimensions={{0}}")
    c(f"  tsb = f32[{T},{h2}] broadcast(ts), dimensions={{1}}")
    c(f"  ang = f32[{T},{h2}] divide(pfb, tsb)")
    c(f"  ang2 = f32[{T},{HEAD}] concatenate(ang, ang), dimensions={{1}}")
    c(f"  cos = f32[{T},{HEAD}] cosine(ang2)")
    c(f"  sin = f32[{T},{HEAD}] sine(ang2)")
    # embedding lookup, scaled by sqrt(width) in bf16
    c(f"  emb = bf16[1,{T},{WIDTH}] gather(embedding, tokens), offset_dims={{2}}, collapsed_slice_dims={{0}}, "
      f"start_index_map={{0}}, index_vector_dim=2, slice_sizes={{1,{WIDTH}}}")
    c(f"  es = bf16[] constant(33.941125)")
    c(f"  esb = bf16[1,{T},{WIDTH}] broadcast(es), dimensions={{}}")
    c(f"  x0 = bf16[1,{T},{WIDTH}] multiply(emb, esb)")
    x = "x0"
    for i in range(layers):
        x = layer(body, params, i, x, T)
    params.append(("final_norm", f"bf16[{WIDTH}]"))
    h = rms_norm(body, "fn", x, [1, T, WIDTH], 2, "final_norm")
    c(f"  ROOT logits = bf16[1,{T},{vocab}] dot({h}, embedding), lhs_contracting_dims={{2}}, rhs_contracting_dims={{1}}")
    head = ["HloModule gemma_shaped_decoder", "",
            "add {\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n  ROOT s = f32[] add(a, b)\n}", "",
            "max {\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n  ROOT m = f32[] maximum(a, b)\n}", "", "ENTRY main {"]
    decl = [f"  {name} = {t} parameter({i})" for i, (name, t) in enumerate(params)]
    body = [line.replace("select(" , "select(").replace(", masked)", ", masked_b)") for line in body]
    return "\n".join(head + decl + body + ["}", ""]), params


def parameter_count(params):
    total = 0
    for _, t in params:
        dims = t[t.index("[") + 1:t.index("]")]
        n = 1
        for d in dims.split(","):
            if d:
                n *= int(d)
        total += n if t.startswith("bf16") else 0
    return total


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("--layers", type=int, default=26)
    ap.add_argument("--tokens", type=int, default=11)
    ap.add_argument("--vocab", type=int, default=262144)
    a = ap.parse_args()
    text, params = module(a.layers, a.tokens, a.vocab)
    with open(a.out, "w") as f:
        f.write(text)
    print(f"{a.out}: {len(params)} parameters, {parameter_count(params):,} bf16 weights")


if __name__ == "__main__":
    main()
