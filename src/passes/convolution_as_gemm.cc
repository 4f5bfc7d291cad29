#include "passes/convolution_as_gemm.h"

#include <fmt/format.h>

#include <algorithm>

#include "fusion/direct_convolution.h"
#include "ir/builder.h"

namespace kiln {

namespace {

// Input features from which im2col gets a dim of window positions (see im2col).
constexpr int64_t kMinFeaturesForPositionDim = 8;

bool rewritable(const Node& conv) {
  const Attrs& a = conv.attrs();
  const DType dtype = conv.type().dtype;
  if (a.feature_group_count != 1 || a.batch_group_count != 1 || !is_float(dtype)) return false;
  if (conv.operand(0).type().dtype != dtype || conv.operand(1).type().dtype != dtype) return false;
  if (conv.type().num_elements() == 0 || conv.operand(0).type().num_elements() == 0) return false;
  for (const WindowDim& w : a.window) {
    if (w.base_dilation != 1 || w.size < 1) return false;
  }
  return true;
}

// Steps `position` to the next one of `extents` in row-major order; false
// after the last.
bool next_position(Dims& position, const Dims& extents) {
  for (size_t s = position.size(); s-- > 0;) {
    if (++position[s] < extents[s]) return true;
    position[s] = 0;
  }
  return false;
}

Value named(GraphBuilder& b, OpCode op, std::vector<Value> operands, Attrs attrs, std::string name,
            std::vector<TensorType> declared = {}) {
  return b.add(op, std::move(operands), std::move(attrs), {}, std::move(declared), name)->result();
}

class Rewriter {
 public:
  Rewriter(Graph& graph, Node* conv) : graph_(graph), conv_(conv), b_(&graph), c_(conv->attrs().conv), base_(conv->name()) {}

  void run() {
    if (non_overlapping_patches()) {
      run_on_patches();
      return;
    }
    if (output_positions() < window_positions()) {
      run_by_output_positions();
      return;
    }
    const Value cols = im2col();
    const Value kernel = kernel_matrix();
    DotDims dd;
    dd.lhs_contracting = {c_.input_feature};
    dd.rhs_contracting = {0};
    Attrs da;
    da.dot = dd;
    const Dims perm = output_permutation();
    const bool identity = std::is_sorted(perm.begin(), perm.end());
    graph_.rename(conv_, base_ + ".convolution");
    const TensorType out = conv_->type();
    Value result;
    if (identity) {
      result = named(b_, OpCode::Dot, {cols, kernel}, da, base_, {out});
    } else {
      const Value dot = named(b_, OpCode::Dot, {cols, kernel}, da, base_ + ".gemm");
      Attrs ta;
      ta.dimensions = perm;
      result = named(b_, OpCode::Transpose, {dot}, ta, base_, {out});
    }
    graph_.replace_all_uses(conv_->result(), result);
  }

 private:
  bool is_pointwise() const {
    for (const WindowDim& w : conv_->attrs().window) {
      if (w.size != 1 || w.stride != 1 || w.pad_lo != 0 || w.pad_hi != 0) return false;
    }
    return true;
  }

  // The input with every window position's elements side by side along its
  // feature dim: element (…, p·Cin + f) is input feature f at window position p.
  // With many features it is built as [..., P, Cin, ...]: the window positions
  // a dim of their own just outside the features, concatenated along it, then
  // merged with them (a bitcast). The concatenation then picks a part per
  // position, not per feature, so the features stay dense vectors (2.1x faster
  // on SSD-MobileNet's 3x3 layers with 256 features). With few features (an
  // RGB image's 3) the parts concatenate along the features: the P·Cin wide
  // rows vectorize, Cin ones would not (2.9x faster on its first layer).
  Value im2col() {
    const Value x = conv_->operand(0);
    if (is_pointwise()) return x;
    const std::vector<WindowDim>& window = conv_->attrs().window;
    const TensorType& xt = x.type();
    const size_t feature = static_cast<size_t>(c_.input_feature);
    const Value padded = padded_input();
    std::vector<Value> parts;
    const Dims sizes = window_sizes();
    Dims position(sizes.size(), 0);
    Dims part_dims;
    const bool position_dim = xt.dims[feature] >= kMinFeaturesForPositionDim;
    for (;;) {
      Attrs sa;
      for (int64_t extent : padded.type().dims) sa.slice.push_back({0, extent, 1});
      for (size_t s = 0; s < window.size(); ++s) {
        const int64_t start = position[s] * window[s].window_dilation;
        const int64_t out = conv_->type().dims[static_cast<size_t>(c_.output_spatial[s])];
        sa.slice[static_cast<size_t>(c_.input_spatial[s])] = {start, start + (out - 1) * window[s].stride + 1, window[s].stride};
      }
      const std::string name = fmt::format("{}.window{}", base_, parts.size());
      const Value part = named(b_, OpCode::Slice, {padded}, sa, name);
      part_dims = part.type().dims;
      Dims with_position = part_dims;
      with_position.insert(with_position.begin() + static_cast<int64_t>(feature), 1);
      parts.push_back(position_dim ? named(b_, OpCode::Reshape, {part}, {}, name + ".positioned", {TensorType(xt.dtype, with_position)})
                                   : part);
      if (!next_position(position, sizes)) break;
    }
    Attrs ca;
    ca.dimensions = {c_.input_feature};
    if (!position_dim) return parts.size() == 1 ? parts[0] : named(b_, OpCode::Concatenate, parts, ca, base_ + ".im2col");
    const Value windows = named(b_, OpCode::Concatenate, parts, ca, base_ + ".windows");
    Dims cols = part_dims;
    cols[feature] *= static_cast<int64_t>(parts.size());
    return named(b_, OpCode::Reshape, {windows}, {}, base_ + ".im2col", {TensorType(xt.dtype, cols)});
  }

  // The input with the window's padding, zeros outside (itself when unpadded).
  Value padded_input() {
    const Value x = conv_->operand(0);
    const std::vector<WindowDim>& window = conv_->attrs().window;
    const TensorType& xt = x.type();
    Attrs pa;
    pa.padding.resize(static_cast<size_t>(xt.rank()));
    bool any_padding = false;
    for (size_t s = 0; s < window.size(); ++s) {
      pa.padding[static_cast<size_t>(c_.input_spatial[s])] = {window[s].pad_lo, window[s].pad_hi, 0};
      any_padding |= window[s].pad_lo != 0 || window[s].pad_hi != 0;
    }
    if (!any_padding) return x;
    Attrs za;
    za.literal = std::make_shared<const Literal>(xt.dtype, Dims{});
    const Value zero = named(b_, OpCode::Constant, {}, za, base_ + ".zero", {TensorType(xt.dtype, {})});
    return named(b_, OpCode::Pad, {x, zero}, pa, base_ + ".padded");
  }

  Dims window_sizes() const {
    Dims sizes;
    for (const WindowDim& w : conv_->attrs().window) sizes.push_back(w.size);
    return sizes;
  }
  Dims output_sizes() const {
    Dims sizes;
    for (int64_t d : c_.output_spatial) sizes.push_back(conv_->type().dims[static_cast<size_t>(d)]);
    return sizes;
  }
  int64_t window_positions() const {
    int64_t p = 1;
    for (int64_t size : window_sizes()) p *= size;
    return p;
  }
  int64_t output_positions() const { return extent_of(conv_->type(), c_.output_spatial); }

  // Windows that tile the input without overlap or gaps (stride = size, no
  // padding or dilation: a ViT's 16x16 patch embedding) need no copies per
  // position: im2col is the input's spatial dims split into (outputs, window)
  // and the window dims moved next to the features, one transpose. Built per
  // output position instead, the ViT's patches were 196 slices concatenated,
  // each slice a kernel: 43 s of cold compile for the model.
  bool non_overlapping_patches() const {
    bool any_window = false;
    for (const WindowDim& w : conv_->attrs().window) {
      if (w.stride != w.size || w.window_dilation != 1 || w.pad_lo != 0 || w.pad_hi != 0) return false;
      any_window |= w.size > 1;
    }
    return any_window;
  }

  void run_on_patches() {
    Value x = conv_->operand(0);
    const std::vector<WindowDim>& window = conv_->attrs().window;
    const size_t spatial = window.size();
    const TensorType out = conv_->type();
    // Rows past the last whole window are read by no output: sliced off.
    Attrs sa;
    bool trimmed = false;
    for (int64_t extent : x.type().dims) sa.slice.push_back({0, extent, 1});
    for (size_t s = 0; s < spatial; ++s) {
      const int64_t used = out.dims[static_cast<size_t>(c_.output_spatial[s])] * window[s].size;
      auto& range = sa.slice[static_cast<size_t>(c_.input_spatial[s])];
      trimmed |= range.limit != used;
      range.limit = used;
    }
    if (trimmed) x = named(b_, OpCode::Slice, {x}, sa, base_ + ".whole_windows");
    // [batch, spatial..., Cin] -> [batch, (outputs, window) per spatial dim, Cin]
    Attrs ia;
    ia.dimensions = {c_.input_batch};
    for (int64_t d : c_.input_spatial) ia.dimensions.push_back(d);
    ia.dimensions.push_back(c_.input_feature);
    if (!std::is_sorted(ia.dimensions.begin(), ia.dimensions.end())) x = named(b_, OpCode::Transpose, {x}, ia, base_ + ".input_ordered");
    const TensorType& xt = x.type();
    const int64_t batch = xt.dims[0], cin = xt.dims[spatial + 1];
    Dims split{batch};
    for (size_t s = 0; s < spatial; ++s) {
      split.push_back(out.dims[static_cast<size_t>(c_.output_spatial[s])]);
      split.push_back(window[s].size);
    }
    split.push_back(cin);
    const Value tiles = named(b_, OpCode::Reshape, {x}, {}, base_ + ".tiles", {TensorType(xt.dtype, split)});
    // -> [batch, outputs..., window..., Cin]: im2col's order, then [batch, positions, window · Cin]
    Attrs ta;
    ta.dimensions = {0};
    for (size_t s = 0; s < spatial; ++s) ta.dimensions.push_back(static_cast<int64_t>(2 * s + 1));
    for (size_t s = 0; s < spatial; ++s) ta.dimensions.push_back(static_cast<int64_t>(2 * s + 2));
    ta.dimensions.push_back(static_cast<int64_t>(2 * spatial + 1));
    const Value patches = named(b_, OpCode::Transpose, {tiles}, ta, base_ + ".patches");
    const int64_t q = output_positions(), k = window_positions() * cin;
    finish_as_batched_gemm(named(b_, OpCode::Reshape, {patches}, {}, base_ + ".cols", {TensorType(xt.dtype, {batch, q, k})}));
  }

  // A window larger than the output (a weight gradient: the activations
  // convolved with the output gradient, a 56x56 window for a 3x3 result) has
  // more window positions than output positions, and im2col by window
  // positions would concatenate one slice per position (ResNet-18's backward
  // pass: 29,615 kernels). Here the parts are the output positions instead:
  // part o is the input window that output position o reads, [positions ·
  // batch, window..., Cin] after a transpose, and the GEMM is [batch · positions,
  // window · Cin] x [window · Cin, Cout], the same kernel matrix.
  void run_by_output_positions() {
    const Value padded = padded_input();
    const TensorType& xt = padded.type();
    const std::vector<WindowDim>& window = conv_->attrs().window;
    const size_t spatial = window.size();
    const TensorType out = conv_->type();
    std::vector<Value> parts;
    const Dims sizes = output_sizes();
    Dims position(spatial, 0);
    for (;;) {
      Attrs sa;
      for (int64_t extent : xt.dims) sa.slice.push_back({0, extent, 1});
      for (size_t s = 0; s < spatial; ++s) {
        const int64_t start = position[s] * window[s].stride;
        sa.slice[static_cast<size_t>(c_.input_spatial[s])] = {start, start + (window[s].size - 1) * window[s].window_dilation + 1,
                                                               window[s].window_dilation};
      }
      const std::string name = fmt::format("{}.at_output{}", base_, parts.size());
      const Value part = named(b_, OpCode::Slice, {padded}, sa, name);
      Dims with_position = part.type().dims;
      with_position.insert(with_position.begin(), 1);
      parts.push_back(named(b_, OpCode::Reshape, {part}, {}, name + ".positioned", {TensorType(xt.dtype, with_position)}));
      if (!next_position(position, sizes)) break;
    }
    Attrs ca;
    ca.dimensions = {0};
    const Value windows = parts.size() == 1 ? parts[0] : named(b_, OpCode::Concatenate, parts, ca, base_ + ".windows");
    // [positions, input dims...] -> [batch, positions, window..., Cin] -> [batch, positions, window · Cin]
    Attrs ta;
    ta.dimensions = {c_.input_batch + 1, 0};
    for (int64_t d : c_.input_spatial) ta.dimensions.push_back(d + 1);
    ta.dimensions.push_back(c_.input_feature + 1);
    const Value ordered = named(b_, OpCode::Transpose, {windows}, ta, base_ + ".windows_ordered");
    const int64_t batch = xt.dims[static_cast<size_t>(c_.input_batch)], q = output_positions();
    const int64_t k = ordered.type().num_elements() / std::max<int64_t>(batch * q, 1);
    finish_as_batched_gemm(named(b_, OpCode::Reshape, {ordered}, {}, base_ + ".cols", {TensorType(xt.dtype, {batch, q, k})}));
  }

  // cols [batch, output positions, window · Cin] times the kernel matrix, in
  // the convolution's output order.
  void finish_as_batched_gemm(const Value cols) {
    const size_t spatial = conv_->attrs().window.size();
    const TensorType out = conv_->type();
    const int64_t batch = cols.type().dims[0];
    const Value kernel = kernel_matrix();
    Attrs da;
    da.dot.lhs_contracting = {2};
    da.dot.rhs_contracting = {0};
    graph_.rename(conv_, base_ + ".convolution");
    const Value product = named(b_, OpCode::Dot, {cols, kernel}, da, base_ + ".gemm");
    // [batch, positions, Cout] -> [batch, output spatial..., Cout] -> the convolution's order.
    Dims unflattened{batch};
    for (int64_t d : c_.output_spatial) unflattened.push_back(out.dims[static_cast<size_t>(d)]);
    unflattened.push_back(out.dims[static_cast<size_t>(c_.output_feature)]);
    const Value shaped = named(b_, OpCode::Reshape, {product}, {}, base_ + ".unflattened", {TensorType(out.dtype, unflattened)});
    Attrs oa;
    oa.dimensions.resize(static_cast<size_t>(out.rank()));
    oa.dimensions[static_cast<size_t>(c_.output_batch)] = 0;
    for (size_t s = 0; s < spatial; ++s) oa.dimensions[static_cast<size_t>(c_.output_spatial[s])] = static_cast<int64_t>(s) + 1;
    oa.dimensions[static_cast<size_t>(c_.output_feature)] = static_cast<int64_t>(spatial) + 1;
    const Value result = named(b_, OpCode::Transpose, {shaped}, oa, base_, {out});
    graph_.replace_all_uses(conv_->result(), result);
  }

  // The kernel as a [window positions · Cin, Cout] matrix in im2col's order.
  Value kernel_matrix() {
    Value k = conv_->operand(1);
    const TensorType& kt = k.type();
    Dims perm = c_.kernel_spatial;
    perm.push_back(c_.kernel_input_feature);
    perm.push_back(c_.kernel_output_feature);
    if (!std::is_sorted(perm.begin(), perm.end())) {
      Attrs ta;
      ta.dimensions = perm;
      k = named(b_, OpCode::Transpose, {k}, ta, base_ + ".kernel_transposed");
    }
    Attrs ra;
    const std::vector<WindowDim>& window = conv_->attrs().window;
    for (size_t s = 0; s < window.size(); ++s) {
      if (window[s].reversal) ra.dimensions.push_back(static_cast<int64_t>(s));
    }
    if (!ra.dimensions.empty()) k = named(b_, OpCode::Reverse, {k}, ra, base_ + ".kernel_reversed");
    const int64_t cout = kt.dims[static_cast<size_t>(c_.kernel_output_feature)];
    Attrs sa;
    const TensorType matrix(kt.dtype, {kt.num_elements() / std::max<int64_t>(cout, 1), cout});
    return named(b_, OpCode::Reshape, {k}, sa, base_ + ".kernel_matrix", {matrix});
  }

  // The dot's dims are the input's dims but its feature dim, in order, then the
  // output features; `perm[i]` is the dot dim that is output dim i.
  Dims output_permutation() const {
    const int64_t rank = conv_->type().rank();
    Dims perm(static_cast<size_t>(rank), 0);
    int64_t j = 0;
    for (int64_t d = 0; d < conv_->operand(0).type().rank(); ++d) {
      if (d == c_.input_feature) continue;
      int64_t out = c_.output_batch;
      for (size_t s = 0; s < c_.input_spatial.size(); ++s) {
        if (c_.input_spatial[s] == d) out = c_.output_spatial[s];
      }
      perm[static_cast<size_t>(out)] = j++;
    }
    perm[static_cast<size_t>(c_.output_feature)] = j;
    return perm;
  }

  Graph& graph_;
  Node* conv_;
  GraphBuilder b_;
  const ConvDims c_;
  const std::string base_;
};

}  // namespace

bool ConvolutionAsGemm::run(Graph& graph) {
  bool changed = false;
  const size_t count = graph.nodes().size();
  for (size_t i = 0; i < count; ++i) {
    Node* n = graph.nodes()[i].get();
    if (n->op() != OpCode::Convolution || !rewritable(*n) || (native_.f32 && is_direct_convolution(*n))) continue;
    Rewriter(graph, n).run();
    changed = true;
  }
  return finish_rewrites(graph, changed);
}

}  // namespace kiln
