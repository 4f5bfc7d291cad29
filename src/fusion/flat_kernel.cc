#include "fusion/flat_kernel.h"

#include <algorithm>
#include <cstdint>
#include <limits>
#include <map>
#include <utility>

#include "fusion/canonical_order.h"
#include "ir/opcode.h"

namespace kiln {

namespace {

// What a value is to a flat kernel: a scalar, a row vector (read at the
// element's position in its row), or an array of every element.
enum class Extent { Scalar, Row, All };

bool same_order(const TensorType& a, const TensorType& b) { return a.dims == b.dims && a.minor_to_major == b.minor_to_major; }

// The extent of the dimension that is contiguous in memory.
int64_t innermost(const TensorType& t) { return t.dims[static_cast<size_t>(t.minor_to_major[0])]; }

class FlatKernelBuilder {
 public:
  explicit FlatKernelBuilder(const Kernel& kernel) : kernel_(kernel), elements_(kernel.outputs[0].type().num_elements()) {}

  std::optional<FlatKernel> build() {
    // Below the minimum a kernel is cheap to compile on its own; from 2^31
    // elements on, a buffer's extent is past what Halide's 32-bit dims hold.
    if (elements_ < kFlatKernelMinElements || elements_ > std::numeric_limits<int32_t>::max()) return std::nullopt;
    for (const Value& v : kernel_.inputs) {
      if (!classify_input(v)) return std::nullopt;
    }
    for (const Node* node : kernel_.nodes) {
      if (!classify(*node)) return std::nullopt;
    }
    for (const Value& v : kernel_.outputs) {
      if (extent_of(v) != Extent::All) return std::nullopt;
    }
    // With row vectors every array is rows of that length in memory; a
    // single row is left to the kernel's own compile (the views would not
    // tell an array from a row vector).
    if (row_length_ > 0) {
      // Rows shorter than a wide vector keep their own compile: the default
      // rule fuses such short rows (3 RGB channels: 2.6x faster), which a
      // placeholder row of 256 would not.
      if (elements_ / row_length_ < 2 || row_length_ < kFlatMinRowLength) return std::nullopt;
      for (const TensorType& t : arrays_) {
        if (innermost(t) != row_length_) return std::nullopt;
      }
    }
    return copy();
  }

 private:
  Extent extent_of(const Value& v) const { return extents_.at({v.node, v.index}); }
  void set(const Value& v, Extent e) { extents_[{v.node, v.index}] = e; }

  // One row's worth of values along one dimension, every other of extent 1
  // ([C], or [1,1,1,C] as Flax broadcasts a bias).
  bool row_vector(const TensorType& t) {
    const int64_t c = t.num_elements();
    if (t.rank() == 0 || c < 2 || c == elements_ || (row_length_ != 0 && c != row_length_)) return false;
    row_length_ = c;
    return row_dim(t) >= 0;
  }

  // The dimension of a row vector that holds the row; -1 if none does alone.
  static int64_t row_dim(const TensorType& t) {
    for (int64_t d = 0; d < t.rank(); ++d) {
      if (t.dims[static_cast<size_t>(d)] == t.num_elements()) return d;
    }
    return -1;
  }

  bool array(const TensorType& t) {
    arrays_.push_back(t);
    return t.num_elements() == elements_;
  }

  bool classify_input(const Value& v) {
    const TensorType& t = v.type();
    const Extent e = t.rank() == 0 ? Extent::Scalar : t.num_elements() == elements_ ? Extent::All : Extent::Row;
    set(v, e);
    return e == Extent::Scalar || (e == Extent::All ? array(t) : row_vector(t));
  }

  bool classify(const Node& node) {
    if (node.num_results() != 1) return false;
    const TensorType& t = node.type();
    // 64-bit integers: the default rule keeps a row's vector lanes only where
    // Halide 14 writes 64-bit vector tails right (cpu_schedule.cc), which the
    // placeholder row length cannot tell.
    if (dtype_bytes(t.dtype) == 8 && !is_float(t.dtype)) return false;
    const Value out = node.result();
    switch (node.op()) {
      case OpCode::Constant:
        set(out, Extent::Scalar);
        return t.rank() == 0;
      case OpCode::Bitcast: {  // the operand's memory, retyped
        const Extent from = extent_of(node.operand(0));
        set(out, from);
        return from == Extent::All ? array(t) : from == Extent::Row && row_vector(t);
      }
      case OpCode::Broadcast: {
        const Extent from = extent_of(node.operand(0));
        if (from == Extent::Scalar) {  // an array or a row vector of one value
          const bool all = t.num_elements() == elements_;
          set(out, all ? Extent::All : Extent::Row);
          return all ? array(t) : row_vector(t);
        }
        if (from != Extent::Row) return false;
        // A row vector's row lands on the result's innermost dimension (an
        // array: element i reads it at i modulo the row length) or on the
        // result's row (a row vector again, reshaped).
        const int64_t to = node.attrs().dimensions.at(static_cast<size_t>(row_dim(node.operand(0).type())));
        if (t.num_elements() != elements_) {
          set(out, Extent::Row);
          return row_vector(t) && row_dim(t) == to;
        }
        set(out, Extent::All);
        return array(t) && to == t.minor_to_major[0];
      }
      default:
        break;
    }
    if (!is_elementwise(node.op())) return false;
    Extent e = Extent::Scalar;
    for (const Value& v : node.operands()) e = std::max(e, extent_of(v));
    for (const Value& v : node.operands()) {
      const Extent o = extent_of(v);
      if (o != Extent::Scalar && (o != e || !same_order(v.type(), t))) return false;
    }
    set(out, e);
    if (e == Extent::Scalar) return t.rank() == 0;
    return e == Extent::All ? array(t) : row_vector(t);
  }

  TensorType flat_type(const Value& v) const {
    const TensorType& t = v.type();
    switch (extent_of(v)) {
      case Extent::Scalar: return t;
      case Extent::Row: return TensorType(t.dtype, {kFlatRowLength});
      case Extent::All: break;
    }
    return row_length_ > 0 ? TensorType(t.dtype, {kFlatRows, kFlatRowLength}) : TensorType(t.dtype, {kFlatElements});
  }

  Dims view(const Value& v) const {
    switch (extent_of(v)) {
      case Extent::Scalar: return {};
      case Extent::Row: return {row_length_};
      case Extent::All: break;
    }
    return row_length_ > 0 ? Dims{elements_ / row_length_, row_length_} : Dims{elements_};
  }

  static Attrs scalar_constant(const Literal& splat, const TensorType& type) {
    Literal value(type.dtype, {});
    value.set_bits(0, splat.get_bits(0));
    Attrs attrs;
    attrs.literal = std::make_shared<const Literal>(std::move(value));
    return attrs;
  }

  static size_t index_of(const std::vector<Value>& values, const Value& v) {
    return static_cast<size_t>(std::find(values.begin(), values.end(), v) - values.begin());
  }

  FlatKernel copy() const {
    FlatKernel flat;
    flat.graph = std::make_unique<Graph>(kernel_.name + ".flat");
    Graph& g = *flat.graph;
    std::map<std::pair<const Node*, int>, Value> copies;
    auto copy_of = [&](const Value& v) { return copies.at({v.node, v.index}); };
    for (const Value& v : kernel_.inputs) {
      // A one-element constant stays a constant, an immediate in the code, as
      // in the kernel's own compile (the same bits at every size).
      const Literal* splat = splat_constant(v);
      const Value p = splat && v.type().rank() == 0 ? g.add_node(OpCode::Constant, v.node->name(), {}, {v.type()}, scalar_constant(*splat, v.type()))->result()
                                                    : g.add_parameter(v.node->name(), flat_type(v))->result();
      copies[{v.node, v.index}] = p;
      flat.kernel.inputs.push_back(p);
      flat.input_views.push_back(view(v));
    }
    for (const Node* node : kernel_.nodes) {
      std::vector<Value> operands;
      for (const Value& v : node->operands()) operands.push_back(copy_of(v));
      Attrs attrs = node->attrs();
      if (node->op() == OpCode::Broadcast && extent_of(node->operand(0)) == Extent::Row) {
        attrs.dimensions = {extent_of(node->result()) == Extent::Row ? 0 : 1};  // the row onto the row
      }
      // A bitcast between flat types of one shape is the identity; lowered as
      // a bitcast it would index through the placeholder sizes (a row number
      // modulo kFlatRows).
      const OpCode op = node->op() == OpCode::Bitcast ? OpCode::Copy : node->op();
      Node* c = g.add_node(op, node->name(), std::move(operands), {flat_type(node->result())}, std::move(attrs));
      copies[{node, 0}] = c->result();
      flat.kernel.nodes.push_back(c);
    }
    for (const Value& v : kernel_.outputs) {
      flat.kernel.outputs.push_back(copy_of(v));
      flat.output_views.push_back(view(v));
    }
    g.set_outputs(flat.kernel.outputs);
    flat.kernel.name = kernel_.name;
    flat.kernel.kind = KernelKind::Pointwise;
    flat.kernel.returned_unread = kernel_.returned_unread;
    flat.kernel.excess_precision = kernel_.excess_precision;
    // The original's order broke ties by structure hashes that include the
    // shapes; the copy's carry none.
    const std::vector<Value> inputs = flat.kernel.inputs, outputs = flat.kernel.outputs;
    const std::vector<Dims> input_views = flat.input_views, output_views = flat.output_views;
    put_in_canonical_order(flat.kernel);
    flat.input_views.clear();
    flat.output_views.clear();
    for (const Value& v : flat.kernel.inputs) {
      flat.input_of.push_back(index_of(inputs, v));
      flat.input_views.push_back(input_views[flat.input_of.back()]);
    }
    for (const Value& v : flat.kernel.outputs) {
      flat.output_of.push_back(index_of(outputs, v));
      flat.output_views.push_back(output_views[flat.output_of.back()]);
    }
    return flat;
  }

  const Kernel& kernel_;
  const int64_t elements_;
  int64_t row_length_ = 0;  // 0 until a row vector is seen
  std::map<std::pair<const Node*, int>, Extent> extents_;
  std::vector<TensorType> arrays_;  // every array's type, to check their rows
};

}  // namespace

std::optional<FlatKernel> as_flat_kernel(const Kernel& kernel) {
  // A data-movement kernel qualifies when its movement is only bitcasts (a
  // GEMM operand converted and reshaped into its matrix: 20 of ResNet-50's 50
  // compiles); the builder rejects any other movement node by node.
  const bool kind = kernel.kind == KernelKind::Pointwise || kernel.kind == KernelKind::DataMovement;
  if (!kind || kernel.is_library_step() || kernel.is_alias() || kernel.outputs.empty()) return std::nullopt;
  return FlatKernelBuilder(kernel).build();
}

}  // namespace kiln
