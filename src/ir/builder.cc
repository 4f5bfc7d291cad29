#include "ir/builder.h"

#include <unordered_map>

#include "ir/shape_inference.h"
#include "support/error.h"

namespace kiln {

Node* GraphBuilder::add(OpCode op, std::vector<Value> operands, Attrs attrs, std::vector<Graph*> called,
                        std::vector<TensorType> declared, std::string_view name) {
  std::vector<TensorType> operand_types;
  for (const Value& v : operands) operand_types.push_back(v.type());
  std::vector<TensorType> results = infer_result_types(op, operand_types, attrs, called, declared);
  // Keep declared layouts where the caller gave them.
  for (size_t i = 0; i < results.size() && i < declared.size(); ++i) {
    if (declared[i].rank() == results[i].rank()) results[i].minor_to_major = declared[i].minor_to_major;
  }
  if (op == OpCode::Parameter) {
    return graph_->add_parameter(name.empty() ? "p" : name, results[0]);
  }
  return graph_->add_node(op, name.empty() ? opcode_name(op) : name, std::move(operands), std::move(results),
                          std::move(attrs), std::move(called));
}

Value GraphBuilder::parameter(TensorType type, std::string_view name) {
  return graph_->add_parameter(name, std::move(type))->result();
}

Value GraphBuilder::constant(Literal literal, std::string_view name) {
  Attrs attrs;
  attrs.literal = std::make_shared<const Literal>(std::move(literal));
  return add(OpCode::Constant, {}, std::move(attrs), {}, {}, name)->result();
}

Value GraphBuilder::scalar(DType dtype, double value) {
  Literal lit(dtype, {});
  lit.set_double(0, value);
  return constant(std::move(lit));
}

Value GraphBuilder::iota(TensorType type, int64_t dimension) {
  Attrs attrs;
  attrs.dimensions = {dimension};
  return add(OpCode::Iota, {}, std::move(attrs), {}, {std::move(type)})->result();
}

Value GraphBuilder::unary(OpCode op, Value x) { return add(op, {x})->result(); }

Value GraphBuilder::binary(OpCode op, Value a, Value b) { return add(op, {a, b})->result(); }

Value GraphBuilder::compare(Value a, Value b, ComparisonDirection direction, ComparisonType type) {
  Attrs attrs;
  attrs.direction = direction;
  attrs.comparison_type = type;
  return add(OpCode::Compare, {a, b}, std::move(attrs))->result();
}

Value GraphBuilder::select(Value pred, Value on_true, Value on_false) {
  return add(OpCode::Select, {pred, on_true, on_false})->result();
}

Value GraphBuilder::clamp(Value lo, Value x, Value hi) { return add(OpCode::Clamp, {lo, x, hi})->result(); }

Value GraphBuilder::convert(Value x, DType to) {
  return add(OpCode::Convert, {x}, {}, {}, {TensorType(to, x.type().dims)})->result();
}

Value GraphBuilder::bitcast_convert(Value x, DType to) {
  return add(OpCode::BitcastConvert, {x}, {}, {}, {TensorType(to, {})})->result();
}

Value GraphBuilder::broadcast(Value x, Dims out_dims, Dims dimensions) {
  Attrs attrs;
  attrs.dimensions = std::move(dimensions);
  return add(OpCode::Broadcast, {x}, std::move(attrs), {}, {TensorType(x.type().dtype, std::move(out_dims))})->result();
}

Value GraphBuilder::reshape(Value x, Dims dims) {
  return add(OpCode::Reshape, {x}, {}, {}, {TensorType(x.type().dtype, std::move(dims))})->result();
}

Value GraphBuilder::bitcast(Value x, TensorType type) {
  return add(OpCode::Bitcast, {x}, {}, {}, {std::move(type)})->result();
}

Value GraphBuilder::transpose(Value x, Dims permutation) {
  Attrs attrs;
  attrs.dimensions = std::move(permutation);
  return add(OpCode::Transpose, {x}, std::move(attrs))->result();
}

Value GraphBuilder::copy(Value x, std::optional<Dims> minor_to_major) {
  std::vector<TensorType> declared;
  if (minor_to_major) declared.push_back(TensorType(x.type().dtype, x.type().dims, *minor_to_major));
  return add(OpCode::Copy, {x}, {}, {}, std::move(declared))->result();
}

Value GraphBuilder::dot(Value lhs, Value rhs, DotDims dims, std::optional<DType> result_dtype) {
  Attrs attrs;
  attrs.dot = std::move(dims);
  std::vector<TensorType> declared;
  if (result_dtype) declared.push_back(TensorType(*result_dtype, {}));
  return add(OpCode::Dot, {lhs, rhs}, std::move(attrs), {}, std::move(declared))->result();
}

std::vector<Value> GraphBuilder::reduce(std::vector<Value> inputs, std::vector<Value> inits, Dims dimensions,
                                        Graph* reducer) {
  Attrs attrs;
  attrs.dimensions = std::move(dimensions);
  std::vector<Value> operands = std::move(inputs);
  operands.insert(operands.end(), inits.begin(), inits.end());
  Node* n = add(OpCode::Reduce, std::move(operands), std::move(attrs), {reducer});
  std::vector<Value> results;
  for (int i = 0; i < n->num_results(); ++i) results.push_back(n->result(i));
  return results;
}

Value GraphBuilder::reduce(Value input, Value init, Dims dimensions, Graph* reducer) {
  return reduce(std::vector<Value>{input}, std::vector<Value>{init}, std::move(dimensions), reducer)[0];
}

Value GraphBuilder::slice(Value x, std::vector<SliceDim> ranges) {
  Attrs attrs;
  attrs.slice = std::move(ranges);
  return add(OpCode::Slice, {x}, std::move(attrs))->result();
}

Value GraphBuilder::concatenate(std::vector<Value> parts, int64_t dimension) {
  Attrs attrs;
  attrs.dimensions = {dimension};
  return add(OpCode::Concatenate, std::move(parts), std::move(attrs))->result();
}

Value GraphBuilder::pad(Value x, Value padding_value, std::vector<PadDim> padding) {
  Attrs attrs;
  attrs.padding = std::move(padding);
  return add(OpCode::Pad, {x, padding_value}, std::move(attrs))->result();
}

Value GraphBuilder::reverse(Value x, Dims dimensions) {
  Attrs attrs;
  attrs.dimensions = std::move(dimensions);
  return add(OpCode::Reverse, {x}, std::move(attrs))->result();
}

std::vector<Value> GraphBuilder::inline_graph(const Graph& callee, const std::vector<Value>& args) {
  if (args.size() != callee.parameters().size()) {
    user_error("%{} takes {} parameter(s), given {}", callee.name(), callee.parameters().size(), args.size());
  }
  std::unordered_map<const Node*, Node*> copies;
  std::unordered_map<const Node*, Value> bound;
  for (size_t i = 0; i < args.size(); ++i) bound[callee.parameters()[i]] = args[i];
  auto mapped = [&](const Value& v) {
    if (auto it = bound.find(v.node); it != bound.end()) return it->second;
    return Value{copies.at(v.node), v.index};
  };
  for (const auto& n : callee.nodes()) {
    if (n->op() == OpCode::Parameter) continue;
    std::vector<Value> operands;
    for (const Value& v : n->operands()) operands.push_back(mapped(v));
    copies[n.get()] = graph_->add_node(n->op(), n->name(), std::move(operands), n->result_types(), n->attrs(), n->called());
  }
  std::vector<Value> out;
  for (const Value& v : callee.outputs()) out.push_back(mapped(v));
  return out;
}

void GraphBuilder::output(std::vector<Value> outputs, bool as_tuple) {
  graph_->set_returns_tuple(as_tuple || outputs.size() != 1);
  graph_->set_outputs(std::move(outputs));
}

Graph* make_reducer(Module& module, OpCode op, DType dtype) {
  std::string name = std::string(opcode_name(op)) + "_" + std::string(dtype_name(dtype));
  if (Graph* existing = module.find_graph(name)) return existing;
  Graph* g = module.add_graph(name);
  GraphBuilder b(g);
  Value lhs = b.parameter(TensorType(dtype, {}), "lhs");
  Value rhs = b.parameter(TensorType(dtype, {}), "rhs");
  b.output({b.binary(op, lhs, rhs)});
  return g;
}

}  // namespace kiln
