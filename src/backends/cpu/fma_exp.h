// f32 exp with fused multiply-adds. Halide 14 expands every vector f32 exp
// into a polynomial of its own in separate multiplies and adds (FMA is not in
// its IR), with a floor it splits into two 8-lane halves on AVX-512: about 45
// instructions per 16 lanes, and a softmax over f32[8192,4096] ran at 0.84 of
// the copy rate on a 2-core Xeon, bound by that arithmetic. A kernel's module
// is edited before its object is written: each f32 exp becomes a call whose
// scalar and vector versions (4, 8 and 16 lanes) are kiln's own, LLVM IR
// linked into the module as bitcode and inlined:
//   - round-to-nearest reduction exp(x) = 2^k exp(r), |r| <= ln2/2, k from one
//     FMA with a shifter constant (no float-to-int conversion, no poison);
//   - r in two FMA steps of Cody-Waite (ln2 split in two floats);
//   - Cephes' degree-5 minimax polynomial for (exp(r) - 1 - r) / r^2, in FMAs;
//   - 2^k added to p's exponent field (one integer add, exact), the input
//     clamped first to [-87.6, 88.7228317] so that the field lands in
//     [0, 254]; past the top the result is inf;
//   - results below 2^-126 flushed to +0 (field 0, told by an integer
//     compare), as Halide's exp did and XLA:CPU (denormals flushed) does: a
//     subnormal softmax probability made the bf16 GEMM that reads it 7x
//     slower (ViT-B/16's attention). No product on the way is a subnormal
//     either (a microcode assist on x86: an exp that scaled into subnormals
//     made ViT-B/16's softmax sums 2x slower).
// NaN stays NaN (x + inf, as past the top), exp(+inf) = inf and exp(-inf) = +0,
// without the callers' selects (which the rewrite drops). Within 1.02 ulp of
// exp over every f32 (measured exhaustively against double exp; 1.5 asserted
// on a sample, test/backend/fma_exp_test.cc).
#pragma once

#include <Halide.h>

namespace kiln::cpu {

// Whether `target` gets the FMA exp (64-bit x86 Linux with FMA, host code:
// without FMA, LLVM's fma is a libm call).
bool uses_fma_exp(const Halide::Target& target);

struct FmaExpRewrite {
  int calls = 0;           // f32 exps that call kiln's
  int guards_dropped = 0;  // of those, how many lost exp_ieee's guard selects
};

// Rewrites the module's f32 exp calls and appends the bitcode they call; an
// exp inside lower/scalar_lowering.cc's guard for Halide's exp (the ends of
// its range) loses the guard, which kiln's exp does not need.
FmaExpRewrite exp_with_fma(Halide::Module& module);

}  // namespace kiln::cpu
