// A pointwise kernel over values that lie in memory in one element order
// computes element i of its outputs from element i of its inputs: it is a 1-D
// kernel, and one compiled 1-D kernel serves every size. With per-channel
// vectors broadcast along the innermost dimension (a batch norm's scale and
// shift on channels-last activations) it is a 2-D kernel of rows and one
// compiled 2-D kernel serves every row count and row length. A model's bf16
// GEMM operands widened to f32 (one `lhs_f32`/`rhs_f32` kernel per shape,
// most with a batch norm before them) were half of ResNet-50's and BERT's
// cold compile, each compiled for its own size.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "fusion/kernel_plan.h"

namespace kiln {

// The kernel that computes `kernel` on buffers of any size.
struct FlatKernel {
  std::unique_ptr<Graph> graph;  // owns the kernel's nodes
  // The same ops over [kFlatElements] values, or [kFlatRows, kFlatRowLength]
  // values and [kFlatRowLength] row vectors; scalars stay scalars. In
  // canonical order again (its sizes no longer decide it), so kernels of one
  // structure and different sizes fingerprint the same.
  Kernel kernel;
  // Per input and output of `kernel`: which of the original kernel's it is.
  std::vector<size_t> input_of, output_of;
  // How each is viewed at launch: its elements, in memory order, as an array
  // of these dims (row-major); empty: its own shape (a scalar).
  std::vector<Dims> input_views;
  std::vector<Dims> output_views;
};

// The sizes the flat kernel's values are declared with: placeholders (the
// compiled kernel takes its extents from the buffers), large enough that the
// default schedule runs it in parallel chunks.
inline constexpr int64_t kFlatElements = int64_t{1} << 21;
inline constexpr int64_t kFlatRowLength = 256;
inline constexpr int64_t kFlatRows = kFlatElements / kFlatRowLength;

// Below this many elements a kernel keeps its own compile. A compile costs
// 25-40 ms whatever the size (ResNet-50's 3x3 weight matrices of 36,864
// elements, 64x64 ones of 4,096), while a small buffer run as a flat kernel
// is one parallel task of one chunk; tinier kernels are left as they were.
inline constexpr int64_t kFlatKernelMinElements = int64_t{1} << 10;
// Rows shorter than this keep their own compile (flat_kernel.cc says why).
inline constexpr int64_t kFlatMinRowLength = 16;

// nullopt unless every node of `kernel` is elementwise over values of one
// element order (their memory positions match), a bitcast, a scalar constant,
// or a broadcast of a scalar or of a row vector along the innermost
// dimension, with at least kFlatKernelMinElements elements (and fewer than
// 2^31) in every output, no 64-bit integers, and rows of at least
// kFlatMinRowLength.
std::optional<FlatKernel> as_flat_kernel(const Kernel& kernel);

}  // namespace kiln
