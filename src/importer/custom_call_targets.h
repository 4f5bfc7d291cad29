// What a custom-call target means on one device, for both importers (HLO's
// custom-call and StableHLO's custom_call). Frameworks wrap sharding and
// placement annotations in custom-calls whose single-device meaning is the
// identity; TopK is top-k. Anything else is named in an error, never guessed.
#pragma once

#include <string_view>

#include "importer/mlir_ast.h"
#include "ir/attributes.h"

namespace kiln {

enum class CustomCallMeaning {
  Identity,  // each result is the operand at the same position
  // Consumes its operands and returns nothing: JAX's dce_sink, which keeps a
  // value's computation alive through XLA's dead-code elimination. kiln has
  // no side effects to keep, so nothing is computed for it.
  Sink,
  TopK,      // (values, s32 indices) of the k greatest along the last dimension
  // JAX's CPU LAPACK call for triangular solves (lapack_{s,d}trsm_ffi): (a, b)
  // -> x, a triangular-solve whose options are in the backend config.
  TriangularSolve,
  // JAX's GPU PRNG kernel (cu_/hip_threefry2x32, _ffi or not): (key0, key1,
  // count0, count1) -> the two words of Threefry-2x32 (importer/threefry.h).
  Threefry2x32,
  // JAX's other CPU LAPACK calls (lapack_{s,d,c,z}{geqrf,orgqr,ungqr,potrf,
  // getrf,syevd,heevd,geev,gees,gehrd,sytrd,hetrd,gesdd,gtsv}_ffi and complex
  // trsm): a lapack-call op (ir/attributes.h LapackOptions).
  Lapack,
  // A CHLO op by another name (custom_call_chlo_op): tt-xla's @mhlo.erf,
  // MHLO's erf, which StableHLO keeps in CHLO. Decomposed as chlo.NAME is.
  Chlo,
  Unknown,
};

CustomCallMeaning custom_call_meaning(std::string_view target);

// The chlo op a CustomCallMeaning::Chlo target is ("erf"), else empty.
std::string_view custom_call_chlo_op(std::string_view target);

// The options of lapack_?trsm_ffi from its backend config, a dictionary of
// ASCII-coded fields (side 'L'/'R', uplo 'L'/'U', trans_x 'N'/'T'/'C', diag
// 'N'/'U'); UserError naming the field for a missing or unknown one.
TriangularSolveOptions lapack_trsm_options(const MlirAttribute& backend_config);

// The routine of a CustomCallMeaning::Lapack target and its options from the
// backend config (ASCII-coded modes as jaxlib reads them: uplo, mode,
// compute_left/right, sort; gehrd's integer low and high; trsm's side, uplo,
// trans_x, diag); UserError for a field that is missing or unknown.
LapackOptions lapack_call_options(std::string_view target, const MlirAttribute& backend_config);

// gesdd's mode 'N' computes neither u nor vt, but JAX still declares them,
// shaped by its full_matrices flag: read it from the declared u (result 2).
void fit_lapack_declared_shapes(LapackOptions& o, const Dims& declared_u);

// Whether result `i` of a lapack-call is complex (as (re, im) pairs): the
// matrices and taus of a complex call, geev's eigenvectors even for a real
// one; pivots, real eigenvalues, d, e, s, sdim and info never.
bool lapack_result_is_complex(const LapackOptions& o, size_t i);

}  // namespace kiln
