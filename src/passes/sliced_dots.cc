#include "passes/sliced_dots.h"

#include <optional>
#include <unordered_map>

namespace kiln {

namespace {

bool is_whole(const SliceDim& s, int64_t extent) { return s.start == 0 && s.limit == extent && s.stride == 1; }

// How many places a range keeps (as shape inference counts a slice's dims).
int64_t sliced_extent(const SliceDim& s) { return (s.limit - s.start + s.stride - 1) / s.stride; }

Dims kept_dims(const std::vector<SliceDim>& ranges) {
  Dims kept;
  for (const SliceDim& s : ranges) kept.push_back(sliced_extent(s));
  return kept;
}

// The positions of `dims`' extents other than 1, in order.
Dims non_unit_positions(const Dims& dims) {
  Dims out;
  for (size_t i = 0; i < dims.size(); ++i) {
    if (dims[i] != 1) out.push_back(static_cast<int64_t>(i));
  }
  return out;
}

class DotSlicer {
 public:
  explicit DotSlicer(Graph& graph) : graph_(graph), uses_(count_uses(graph)) {}

  bool run() {
    const size_t count = graph_.nodes().size();
    for (size_t i = 0; i < count; ++i) {
      Node* n = graph_.nodes()[i].get();
      if (n->op() == OpCode::Slice) slice_dot(n);
    }
    return finish_rewrites(graph_, changed_);
  }

 private:
  void slice_dot(Node* slice) {
    Node* between = slice->operand(0).node;  // a unit-dim reshape from the dot to the slice, if any
    // A bitcast is a reshape only between row-major layouts.
    const bool reshapes = between->op() == OpCode::Reshape ||
                          (between->op() == OpCode::Bitcast && between->type().has_default_layout() &&
                           between->operand(0).type().has_default_layout());
    if (!reshapes) between = nullptr;
    Node* dot = between ? between->operand(0).node : slice->operand(0).node;
    if (dot->op() != OpCode::Dot || uses_[dot] != 1 || (between && uses_[between] != 1)) return;
    const std::optional<std::vector<SliceDim>> ranges = dot_ranges(*slice, between, *dot);
    if (!ranges) return;
    const TensorType& dot_type = dot->type();
    // Worth it where the slice keeps at most half of the dot's output: the
    // operands' slices are copies, and a slice that keeps nearly all of a
    // large operand would cost more than the products it saves.
    const Dims kept = kept_dims(*ranges);
    int64_t kept_elements = 1;
    for (int64_t extent : kept) kept_elements *= extent;
    if (kept_elements == 0) return;  // empty results are empty_tensors' work
    if (2 * kept_elements > dot_type.num_elements()) return;

    const DotDims& dd = dot->attrs().dot;
    const int64_t nb = static_cast<int64_t>(dd.lhs_batch.size());
    std::vector<std::vector<SliceDim>> side_ranges(2);
    int64_t out_dim = nb;
    for (size_t side = 0; side < 2; ++side) {
      const TensorType& t = dot->operand(side).type();
      std::vector<SliceDim>& r = side_ranges[side];
      for (int64_t extent : t.dims) r.push_back(SliceDim{0, extent, 1});
      const Dims& batch = side == 0 ? dd.lhs_batch : dd.rhs_batch;
      for (int64_t b = 0; b < nb; ++b) r[static_cast<size_t>(batch[static_cast<size_t>(b)])] = (*ranges)[static_cast<size_t>(b)];
      for (int64_t f : dims_except(t.rank(), batch, side == 0 ? dd.lhs_contracting : dd.rhs_contracting)) {
        r[static_cast<size_t>(f)] = (*ranges)[static_cast<size_t>(out_dim++)];
      }
    }
    std::vector<Value> operands;
    for (size_t side = 0; side < 2; ++side) operands.push_back(sliced(dot->operand(side), side_ranges[side], side == 0 ? ".lhs" : ".rhs"));

    // The narrow dot computes the slice's value: it takes the slice's name and
    // type (its layout included) where it stands in for the slice, and the
    // dot's name and layout where a reshape to the slice's dims follows it.
    Value result;
    if (between) {
      const std::string dot_name = dot->name(), slice_name = slice->name();
      graph_.rename(dot, dot_name + ".old");
      graph_.rename(slice, slice_name + ".old");
      Node* narrow = graph_.add_node(OpCode::Dot, dot_name, std::move(operands), {TensorType(dot_type.dtype, kept, dot_type.minor_to_major)}, dot->attrs());
      result = graph_.add_node(OpCode::Reshape, slice_name, {narrow->result()}, {slice->type()}, {})->result();
    } else {
      const std::string slice_name = slice->name();
      graph_.rename(slice, slice_name + ".old");
      result = graph_.add_node(OpCode::Dot, slice_name, std::move(operands), {slice->type()}, dot->attrs())->result();
    }
    graph_.replace_all_uses(slice->result(), result);
    changed_ = true;
  }

  // The slice's ranges as ranges of the dot's output dims, or nothing when a
  // reshape between them does more than add or drop unit dims.
  static std::optional<std::vector<SliceDim>> dot_ranges(const Node& slice, const Node* between, const Node& dot) {
    const std::vector<SliceDim>& ranges = slice.attrs().slice;
    if (!between) return ranges;
    const Dims& seen = slice.operand(0).type().dims;
    const Dims& made = dot.type().dims;
    const Dims seen_big = non_unit_positions(seen);
    const Dims made_big = non_unit_positions(made);
    if (seen_big.size() != made_big.size()) return std::nullopt;
    std::vector<SliceDim> out;
    for (int64_t extent : made) out.push_back(SliceDim{0, extent, 1});
    for (size_t i = 0; i < seen_big.size(); ++i) {
      const auto s = static_cast<size_t>(seen_big[i]), m = static_cast<size_t>(made_big[i]);
      if (seen[s] != made[m]) return std::nullopt;
      out[m] = ranges[s];
    }
    // A unit dim of the reshape's result is kept whole (its only place) or
    // not at all; an empty slice is left to empty_tensors.
    for (size_t d = 0; d < seen.size(); ++d) {
      if (seen[d] == 1 && sliced_extent(ranges[d]) != 1) return std::nullopt;
    }
    return out;
  }

  Value sliced(Value operand, const std::vector<SliceDim>& ranges, const char* suffix) {
    bool whole = true;
    for (size_t d = 0; d < ranges.size(); ++d) whole &= is_whole(ranges[d], operand.type().dims[d]);
    if (whole) return operand;
    Attrs attrs;
    attrs.slice = ranges;
    const std::string name = graph_.unique_name(operand.node->name() + suffix + "_kept");
    return graph_.add_node(OpCode::Slice, name, {operand}, {TensorType(operand.type().dtype, kept_dims(ranges))}, std::move(attrs))->result();
  }

  Graph& graph_;
  std::unordered_map<const Node*, int> uses_;
  bool changed_ = false;
};

}  // namespace

bool SlicedDots::run(Graph& graph) { return DotSlicer(graph).run(); }

}  // namespace kiln
