#include "fusion/direct_convolution.h"

#include "fusion/kernel_plan.h"

namespace kiln {

namespace {

StridedTensor4 strided(const TensorType& type, int64_t first, int64_t second, const Dims& spatial) {
  const Dims strides = physical_strides(type);
  StridedTensor4 t;
  const std::array<int64_t, 4> order{first, second, spatial[0], spatial[1]};
  for (size_t i = 0; i < 4; ++i) {
    t.dims[i] = type.dims[static_cast<size_t>(order[i])];
    t.strides[i] = strides[static_cast<size_t>(order[i])];
  }
  return t;
}

// Every condition but the element types. Weights that are not a constant are
// packed into the library's layout on every run (kMinDirectPositions).
bool runs_directly(const Node& conv, bool constant_weights) {
  if (conv.op() != OpCode::Convolution) return false;
  const Attrs& a = conv.attrs();
  if (a.feature_group_count != 1 || a.batch_group_count != 1 || a.window.size() != 2) return false;
  if (conv.type().num_elements() == 0 || conv.operand(0).type().num_elements() == 0 || conv.operand(1).type().num_elements() == 0) return false;
  if (is_unrolled_convolution(conv)) return false;  // a few products an element: inline in its epilogue's kernel
  if (!constant_weights) {
    const ConvDims& c = a.conv;
    int64_t positions = conv.type().dims[static_cast<size_t>(c.output_batch)];
    for (int64_t d : c.output_spatial) positions *= conv.type().dims[static_cast<size_t>(d)];
    if (positions < kMinDirectPositions) return false;
  }
  for (const WindowDim& w : a.window) {
    if (w.base_dilation != 1 || w.reversal || w.size < 1 || w.size > kMaxDirectWindow || w.pad_lo < 0 || w.pad_hi < 0) return false;
    if (w.stride < 1 || w.window_dilation < 1) return false;
    const int64_t extent = (w.size - 1) * w.window_dilation + 1;
    if (w.pad_lo >= extent || w.pad_hi >= extent) return false;  // a window wholly in the padding
  }
  return true;
}

}  // namespace

bool is_direct_convolution(const Node& conv) {
  if (conv.op() != OpCode::Convolution) return false;
  if (conv.type().dtype != DType::F32 || conv.operand(0).type().dtype != DType::F32 || conv.operand(1).type().dtype != DType::F32) return false;
  return runs_directly(conv, conv.operand(1).node->op() == OpCode::Constant);
}

bool is_direct_once_widened(const Node& conv) {
  // Its f32 form reads the weights through a convert, a computed value.
  return runs_directly(conv, /*constant_weights=*/false);
}

std::optional<DirectConvolutionShape> direct_convolution_shape(const Node& conv) {
  if (!is_direct_convolution(conv)) return std::nullopt;
  const ConvDims& c = conv.attrs().conv;
  DirectConvolutionShape s;
  s.input = strided(conv.operand(0).type(), c.input_batch, c.input_feature, c.input_spatial);
  s.kernel = strided(conv.operand(1).type(), c.kernel_output_feature, c.kernel_input_feature, c.kernel_spatial);
  s.output = strided(conv.type(), c.output_batch, c.output_feature, c.output_spatial);
  for (size_t i = 0; i < 2; ++i) {
    const WindowDim& w = conv.attrs().window[i];
    s.stride[i] = w.stride;
    s.dilation[i] = w.window_dilation;
    s.pad_lo[i] = w.pad_lo;
    s.pad_hi[i] = w.pad_hi;
  }
  return s;
}

Dims channels_last_layout(int64_t batch, int64_t feature, const Dims& spatial) {
  Dims order{feature};
  for (size_t i = spatial.size(); i-- > 0;) order.push_back(spatial[i]);
  order.push_back(batch);
  return order;
}

}  // namespace kiln
