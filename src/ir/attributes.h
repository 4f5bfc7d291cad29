// The attributes of ops, as plain structs. One Attrs per node; each op reads only
// the fields its comment names, and the rest keep their defaults.
#pragma once

#include <cstdint>
#include <memory>
#include <string_view>
#include <utility>
#include <optional>
#include <vector>

#include "ir/literal.h"
#include "ir/tensor_type.h"

namespace kiln {

enum class ComparisonDirection { EQ, NE, LT, LE, GT, GE };
// Default: FLOAT for floats, SIGNED/UNSIGNED for integers; TOTALORDER orders NaNs
// and signed zeros (-NaN < -inf < ... < -0 < +0 < ... < inf < NaN).
enum class ComparisonType { Default, Float, TotalOrder, Signed, Unsigned };

std::string_view direction_name(ComparisonDirection d);
std::optional<ComparisonDirection> parse_direction(std::string_view s);
std::string_view comparison_type_name(ComparisonType t);
std::optional<ComparisonType> parse_comparison_type(std::string_view s);

struct DotDims {
  Dims lhs_batch, rhs_batch, lhs_contracting, rhs_contracting;
  bool operator==(const DotDims&) const = default;
};

struct SliceDim {
  int64_t start = 0, limit = 0, stride = 1;
  bool operator==(const SliceDim&) const = default;
};

struct PadDim {
  int64_t lo = 0, hi = 0, interior = 0;  // lo/hi may be negative
  bool operator==(const PadDim&) const = default;
};

struct WindowDim {
  int64_t size = 1, stride = 1, pad_lo = 0, pad_hi = 0;
  int64_t window_dilation = 1, base_dilation = 1;
  bool reversal = false;
  bool operator==(const WindowDim&) const = default;
};

struct ConvDims {
  int64_t input_batch = 0, input_feature = 1;
  Dims input_spatial;
  int64_t kernel_input_feature = 0, kernel_output_feature = 1;
  Dims kernel_spatial;
  int64_t output_batch = 0, output_feature = 1;
  Dims output_spatial;
  bool operator==(const ConvDims&) const = default;
};

struct GatherDims {
  Dims offset_dims, collapsed_slice_dims, start_index_map;
  Dims operand_batching_dims, start_indices_batching_dims;
  int64_t index_vector_dim = 0;
  Dims slice_sizes;
  bool indices_are_sorted = false;
  bool operator==(const GatherDims&) const = default;
};

struct ScatterDims {
  Dims update_window_dims, inserted_window_dims, scatter_dims_to_operand_dims;
  Dims input_batching_dims, scatter_indices_batching_dims;
  int64_t index_vector_dim = 0;
  bool indices_are_sorted = false, unique_indices = false;
  bool operator==(const ScatterDims&) const = default;
};

// triangular-solve: solve op(a) x = b (left_side) or x op(a) = b, reading
// a's lower or upper triangle only, its diagonal taken as ones when
// unit_diagonal; op is a itself, its transpose, or its adjoint (the conjugate
// transpose, which for real values is the transpose).
enum class TransposeA { NoTranspose, Transpose, Adjoint };
// NO_TRANSPOSE, TRANSPOSE, ADJOINT as HLO and StableHLO spell them; nullopt
// for anything else.
const char* transpose_a_name(TransposeA t);
std::optional<TransposeA> parse_transpose_a(std::string_view text);
struct TriangularSolveOptions {
  bool left_side = false, lower = false, unit_diagonal = false;
  TransposeA transpose_a = TransposeA::NoTranspose;
  bool operator==(const TriangularSolveOptions&) const = default;
};

// A LAPACK routine as JAX's CPU custom calls (lapack_?xxxx_ffi) run it, on
// one matrix or a batch of them (the leading dims), with JAX's operands and
// results; complex matrices are real arrays of (re, im) pairs (a last dim of
// 2). Results, per routine (jaxlib's lapack_kernels.cc; "real" is the
// element type's real part, "complex" pairs even for a real a):
//   Geqrf(a)       -> (a with R above the diagonal and the reflectors below, tau)
//   Orgqr(a, tau)  -> q (ungqr for complex)
//   Potrf(a)       -> (a with the factor in the `uplo` triangle, the other as it was, info)
//   Getrf(a)       -> (lu, 1-based s32 pivots, info)
//   Eigh(a)        -> (eigenvectors as columns, or a as LAPACK leaves it without them; real ascending eigenvalues; info)
//   Geev(a)        -> real a: (wr, wi, complex vl, complex vr, info); complex a: (w, vl, vr, info);
//                     info -4 and zeros for an a with a NaN or infinity, as jaxlib
//   Gees(a)        -> (schur form, schur vectors, real a: wr, wi / complex a: w, s32 sdim, info)
//   Gehrd(a)       -> (hessenberg form with the reflectors below it, tau[n-1], info)
//   Sytrd(a)       -> (a reduced in the `uplo` triangle, real d[n], real e[n-1], tau[n-1], info) (hetrd for complex)
//   Gesdd(a)       -> (a as LAPACK leaves it, real s[k], u, vt, info), k = min(m, n)
//   Gtsv(dl, d, du, b) -> (dl, d, du as gtsv leaves them, x, info); dl[0] and du[n-1] are not read
//   Trsm(a, b)     -> x (complex only: real solves are the triangular-solve op)
// info is s32 per matrix, LAPACK's. What a mode does not compute is zeros.
enum class LapackRoutine { Geqrf, Orgqr, Potrf, Getrf, Eigh, Geev, Gees, Gehrd, Sytrd, Gesdd, Gtsv, Trsm };
// The routine's name as JAX's targets spell it for real matrices ("geqrf", "syevd" as "eigh").
const char* lapack_routine_name(LapackRoutine routine);
struct LapackOptions {
  LapackRoutine routine = LapackRoutine::Geqrf;
  bool complex = false;
  char uplo = 'L';           // potrf, eigh, sytrd: the triangle read, as JAX passes it
  bool eigenvectors = true;  // eigh: mode 'V' (or 'N'); gees: the schur vectors (mode 'V')
  bool left_vectors = false, right_vectors = true;  // geev: compute_left, compute_right 'V'
  char svd_job = 'A';          // gesdd: mode 'A' (u m x m, vt n x n), 'S' (k columns, k rows) or 'N' (s only)
  bool svd_full_shapes = true; // gesdd mode 'N': u and vt shaped as for 'A' (else as for 'S'), left zero
  int64_t low = 1, high = 0;   // gehrd: LAPACK's 1-based ilo and ihi (0: n)
  TriangularSolveOptions solve;  // trsm
  bool operator==(const LapackOptions&) const = default;
};

// fft (XLA's Fft, StableHLO's fft) over the last `lengths.size()` dims (1 to
// 3). Complex values are (re, im) pairs along a last dim of 2, as the
// lapack-call's: FFT and IFFT (scaled by 1 / n) take and give pairs; RFFT
// takes reals and gives n / 2 + 1 pairs in the innermost dim; IRFFT takes
// those and gives n reals (the other half of the spectrum implied by
// conjugate symmetry, the imaginary parts of bins 0 and n / 2 unread).
enum class FftType { Fft, Ifft, Rfft, Irfft };
// FFT, IFFT, RFFT, IRFFT as HLO and StableHLO spell them; nullopt for anything else.
const char* fft_type_name(FftType type);
std::optional<FftType> parse_fft_type(std::string_view text);
struct FftOptions {
  FftType type = FftType::Fft;
  Dims lengths;
  bool operator==(const FftOptions&) const = default;
};

// host-callback: a function of the process that embeds kiln, called by id
// (support/host_callbacks.h): JAX's jax.debug.print, pure_callback and
// io_callback through kiln's PJRT plugin. It has side effects, so nothing
// removes it; operands past the first `operands` only order it after the
// callback before it (their values are not handed over). Its last result
// is a pred[] that only orders the next one; the others are the function's
// (none for a callback that returns nothing, such as jax.debug.print).
struct HostCallbackOptions {
  uint64_t id = 0;
  int64_t operands = 0;
  // In a program on several devices, only device 0 calls it: JAX's callbacks
  // outside shard_map, which run once on the whole value.
  bool once = false;
  bool operator==(const HostCallbackOptions&) const = default;
};

// A collective's participants by global device id (replica * num_partitions +
// partition, XLA's default device assignment), resolved by the importer from
// the op's replica groups, channel_id and use_global_device_ids
// (ir/collectives.h). all-gather and reduce-scatter keep their dimension in
// Attrs::dimensions; all-reduce and reduce-scatter their reducer as the
// called graph.
struct CollectiveOptions {
  // Each group's devices in order (the order results are concatenated and
  // blocks are handed out in); every device of the program in exactly one.
  std::vector<Dims> groups;
  // collective-permute: (source, target) device pairs; a device no pair
  // targets receives zeros.
  std::vector<std::pair<int64_t, int64_t>> pairs;
  // all-to-all: each operand is cut into group-size blocks along
  // split_dimension, block j goes to the group's j-th device, and the blocks
  // received are concatenated along concat_dimension. Without dimensions
  // (tuple_form) operand j goes whole to device j and result j is device j's.
  int64_t split_dimension = 0, concat_dimension = 0;
  bool tuple_form = false;
  int64_t channel_id = 0;  // as written (0: none), for the printer
  bool operator==(const CollectiveOptions&) const = default;
};

struct Attrs {
  // broadcast (operand dim -> output dim), transpose (permutation), reduce (reduced
  // dims), reverse, concatenate ([dim]), sort ([dim]), iota ([iota_dimension]).
  Dims dimensions;
  int64_t parameter_number = -1;                  // parameter
  std::shared_ptr<const Literal> literal;         // constant
  ComparisonDirection direction = ComparisonDirection::EQ;  // compare
  ComparisonType comparison_type = ComparisonType::Default; // compare
  DotDims dot;                                    // dot
  std::vector<SliceDim> slice;                    // slice
  Dims dynamic_slice_sizes;                       // dynamic-slice
  std::vector<PadDim> padding;                    // pad
  std::vector<WindowDim> window;                  // reduce-window, convolution
  ConvDims conv;                                  // convolution
  int64_t feature_group_count = 1;                // convolution
  int64_t batch_group_count = 1;                  // convolution
  GatherDims gather;                              // gather
  ScatterDims scatter;                            // scatter
  bool is_stable = false;                         // sort
  // sort: 0 keeps every element; k > 0 keeps only the first k of each row
  // (the result is k long along the sorted dim: a partial sort, kiln's own).
  int64_t sort_keep = 0;
  TriangularSolveOptions triangular_solve;        // triangular-solve
  bool cholesky_lower = false;                    // cholesky: l l^T (true) or u^T u
  LapackOptions lapack;                           // lapack-call
  FftOptions fft;                                 // fft-pairs
  HostCallbackOptions host_callback;              // host-callback
  CollectiveOptions collective;                   // all-reduce, all-gather, ... (collectives.h)
  int64_t exponent_bits = 0, mantissa_bits = 0;   // reduce-precision
  // conditional: how many operands (after the selector) each branch takes.
  std::vector<int64_t> branch_operand_counts;

  // Field by field; constants compare by contents.
  bool operator==(const Attrs& other) const;
};

}  // namespace kiln
