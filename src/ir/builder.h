// Builds graphs from C++ without HLO text (tests and embedding programs). Result
// types are inferred, so a builder call that makes no sense throws UserError at
// the call that made it.
//
//   Module m("example");
//   GraphBuilder b(m.add_graph("main"));
//   Value x = b.parameter(TensorType(DType::F32, {4, 8}), "x");
//   Value sum = b.reduce(b.exp(x), b.scalar(DType::F32, 0), {1}, make_reducer(m, OpCode::Add, DType::F32));
//   b.output({sum});
//   m.set_entry(b.graph());
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "ir/graph.h"

namespace kiln {

class GraphBuilder {
 public:
  explicit GraphBuilder(Graph* graph) : graph_(graph) {}
  Graph* graph() const { return graph_; }

  // The general form every helper below uses; `declared` gives what inference
  // cannot know (see infer_result_types) and, when given, the result layouts.
  Node* add(OpCode op, std::vector<Value> operands, Attrs attrs = {}, std::vector<Graph*> called = {},
            std::vector<TensorType> declared = {}, std::string_view name = {});

  Value parameter(TensorType type, std::string_view name = "p");
  Value constant(Literal literal, std::string_view name = "constant");
  Value scalar(DType dtype, double value);
  Value iota(TensorType type, int64_t dimension);

  Value unary(OpCode op, Value x);
  Value binary(OpCode op, Value a, Value b);
  Value exp(Value x) { return unary(OpCode::Exp, x); }
  Value add(Value a, Value b) { return binary(OpCode::Add, a, b); }
  Value sub(Value a, Value b) { return binary(OpCode::Subtract, a, b); }
  Value mul(Value a, Value b) { return binary(OpCode::Multiply, a, b); }
  Value div(Value a, Value b) { return binary(OpCode::Divide, a, b); }
  Value max(Value a, Value b) { return binary(OpCode::Maximum, a, b); }
  Value compare(Value a, Value b, ComparisonDirection direction,
                ComparisonType type = ComparisonType::Default);
  Value select(Value pred, Value on_true, Value on_false);
  Value clamp(Value lo, Value x, Value hi);
  Value convert(Value x, DType to);
  Value bitcast_convert(Value x, DType to);

  Value broadcast(Value x, Dims out_dims, Dims dimensions);
  Value reshape(Value x, Dims dims);
  Value bitcast(Value x, TensorType type);
  Value transpose(Value x, Dims permutation);
  Value copy(Value x, std::optional<Dims> minor_to_major = std::nullopt);
  Value dot(Value lhs, Value rhs, DotDims dims, std::optional<DType> result_dtype = std::nullopt);
  std::vector<Value> reduce(std::vector<Value> inputs, std::vector<Value> inits, Dims dimensions, Graph* reducer);
  Value reduce(Value input, Value init, Dims dimensions, Graph* reducer);
  Value slice(Value x, std::vector<SliceDim> ranges);
  Value concatenate(std::vector<Value> parts, int64_t dimension);
  Value pad(Value x, Value padding_value, std::vector<PadDim> padding);
  Value reverse(Value x, Dims dimensions);

  // The nodes of `callee` copied into this graph with its parameters bound to
  // `args`; returns its outputs here (a computation called once, inlined).
  std::vector<Value> inline_graph(const Graph& callee, const std::vector<Value>& args);

  void output(std::vector<Value> outputs, bool as_tuple = false);

 private:
  Graph* graph_;
};

// A scalar reducer graph `op(lhs, rhs)` over `dtype`, added to `module`.
Graph* make_reducer(Module& module, OpCode op, DType dtype);

}  // namespace kiln
