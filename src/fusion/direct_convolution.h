// Convolutions a convolution library runs directly, without an im2col copy
// (oneDNN's on the cpu target): two spatial dims, f32 throughout, one feature
// and batch group, no base dilation or reversal, padding of at least 0 and
// less than the dilated window (every window reads some input),
// windows of at most kMaxDirectWindow a side, and more products an element
// than an unrolled convolution has (fusion/kernel_plan.h kMaxUnrolledProducts:
// those compute inside their epilogue's kernel). The window bound keeps out the
// weight-gradient convolutions of training graphs, whose "window" is a whole
// feature map: they are GEMMs in disguise, and a convolution library would
// run them on its reference loops.
//
// The shape describes each tensor in the library's order (N, C, H, W for the
// input and output; O, I, H, W for the kernel) by extents and strides in
// elements, whatever the dim labels and layouts, so any layout kiln assigns
// reaches the library as it is.
#pragma once

#include <array>
#include <cstdint>
#include <optional>

#include "ir/graph.h"

namespace kiln {

constexpr int64_t kMaxDirectWindow = 11;
// Weights that are not a constant are packed into the library's layout on
// every run, a cost the GEMM path does not pay separately; below this many
// output positions (images x rows x columns) it outweighs what the direct
// kernel saves. Keras's ResNet-50 on one image (weights as parameters) ran
// 70 ms direct against 42 as GEMMs, its 7x7 layers (49 positions) slowest.
constexpr int64_t kMinDirectPositions = 256;

struct StridedTensor4 {
  std::array<int64_t, 4> dims{}, strides{};
  // Whether the second dim (features) is the contiguous one: channels-last.
  bool channels_last() const { return strides[1] == 1; }
};

struct DirectConvolutionShape {
  StridedTensor4 input, kernel, output;  // N C H W, O I H W, N O H W
  std::array<int64_t, 2> stride{1, 1}, dilation{1, 1}, pad_lo{0, 0}, pad_hi{0, 0};
};

// Whether `conv` is one a convolution library runs directly (see above).
bool is_direct_convolution(const Node& conv);
// Whether `conv`, in any float type, is one the library runs directly once it
// and its operands are converted to f32 (passes/widen_narrow_convolutions.h:
// its weights are then a convert's result, packed each run).
bool is_direct_once_widened(const Node& conv);
// Its shape in its operands' and result's current layouts; nullopt when it
// is not direct.
std::optional<DirectConvolutionShape> direct_convolution_shape(const Node& conv);

// A rank-4 type's channels-last layout for these dim labels: the feature dim
// fastest, then the spatial dims from the last to the first, then the batch.
Dims channels_last_layout(int64_t batch, int64_t feature, const Dims& spatial);

}  // namespace kiln
