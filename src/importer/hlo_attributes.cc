// An HLO instruction's attributes as a node's, and the entry's layouts.
#include "importer/graph_importer_class.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <iostream>
#include <map>
#include <set>
#include <unordered_map>

#include "importer/attribute_parser.h"
#include "importer/hlo_parser.h"
#include "importer/literal_parser.h"
#include "importer/text_cursor.h"

namespace kiln::hlo_import {

int64_t ModuleBuilder::int_attribute(const AstInstruction& inst, std::string_view key) const {
  const AstAttribute* attr = inst.find_attribute(key);
  if (!attr) fail(inst.opcode_offset, fmt::format("%{} needs {}=", inst.name, key));
  TextCursor c(src_, attr->value);
  const int64_t v = c.read_int("an integer");
  if (!c.at_end()) c.fail_expected("the end of the value");
  return v;
}

double ModuleBuilder::float_attribute(const AstInstruction& inst, std::string_view key) const {
  const AstAttribute* attr = inst.find_attribute(key);
  if (!attr) fail(inst.opcode_offset, fmt::format("%{} needs {}=", inst.name, key));
  const std::string text(src_.text().substr(attr->value.begin, attr->value.end - attr->value.begin));
  char* end = nullptr;
  const double v = std::strtod(text.c_str(), &end);
  if (text.empty() || end != text.c_str() + text.size()) fail(attr->offset, fmt::format("{} must be a number, got '{}'", key, text));
  return v;
}

bool ModuleBuilder::bool_attribute(const AstInstruction& inst, std::string_view key, bool otherwise) const {
  const AstAttribute* attr = inst.find_attribute(key);
  if (!attr) return otherwise;
  TextCursor c(src_, attr->value);
  const bool v = parse_bool(c);
  if (!c.at_end()) c.fail_expected("the end of the value");
  return v;
}

void ModuleBuilder::parse_attributes(const AstInstruction& inst, OpCode op, const std::vector<TensorType>& operand_types, Attrs& a,
                                     std::vector<Graph*>& called) {
  Graph* condition = nullptr;
  Graph* body = nullptr;
  Graph* true_branch = nullptr;
  Graph* false_branch = nullptr;
  bool have_direction = false;
  for (const AstAttribute& attr : inst.attributes) {
    TextCursor c(src_, attr.value);
    const std::string& k = attr.key;
    bool used = true;
    if (k == "dimensions") a.dimensions = parse_int_list(c);
    else if (k == "iota_dimension") a.dimensions = {parse_int(c)};
    else if (k == "direction") {
      const std::string d = c.read_name("a comparison direction");
      const auto dir = parse_direction(d);
      if (!dir) c.fail_at(attr.value.begin, fmt::format("unknown comparison direction '{}'", d));
      a.direction = *dir;
      have_direction = true;
    } else if (k == "type" && op == OpCode::Compare) {
      const std::string t = c.read_name("a comparison type");
      const auto type = parse_comparison_type(t);
      if (!type) c.fail_at(attr.value.begin, fmt::format("unknown comparison type '{}'", t));
      a.comparison_type = *type;
    }
    else if (k == "lhs_batch_dims") a.dot.lhs_batch = parse_int_list(c);
    else if (k == "rhs_batch_dims") a.dot.rhs_batch = parse_int_list(c);
    else if (k == "lhs_contracting_dims") a.dot.lhs_contracting = parse_int_list(c);
    else if (k == "rhs_contracting_dims") a.dot.rhs_contracting = parse_int_list(c);
    else if (k == "slice") a.slice = parse_slice_ranges(c);
    else if (k == "dynamic_slice_sizes") a.dynamic_slice_sizes = parse_int_list(c);
    else if (k == "padding") a.padding = parse_padding(c);
    else if (k == "window") a.window = parse_window(c);
    else if (k == "dim_labels") a.conv = parse_dim_labels(c);
    else if (k == "feature_group_count") a.feature_group_count = parse_int(c);
    else if (k == "batch_group_count") a.batch_group_count = parse_int(c);
    else if (k == "offset_dims") a.gather.offset_dims = parse_int_list(c);
    else if (k == "collapsed_slice_dims") a.gather.collapsed_slice_dims = parse_int_list(c);
    else if (k == "start_index_map") a.gather.start_index_map = parse_int_list(c);
    else if (k == "operand_batching_dims") a.gather.operand_batching_dims = parse_int_list(c);
    else if (k == "start_indices_batching_dims") a.gather.start_indices_batching_dims = parse_int_list(c);
    else if (k == "slice_sizes") a.gather.slice_sizes = parse_int_list(c);
    else if (k == "index_vector_dim") a.gather.index_vector_dim = a.scatter.index_vector_dim = parse_int(c);
    else if (k == "indices_are_sorted") a.gather.indices_are_sorted = a.scatter.indices_are_sorted = parse_bool(c);
    else if (k == "unique_indices") a.scatter.unique_indices = parse_bool(c);
    else if (k == "update_window_dims") a.scatter.update_window_dims = parse_int_list(c);
    else if (k == "inserted_window_dims") a.scatter.inserted_window_dims = parse_int_list(c);
    else if (k == "scatter_dims_to_operand_dims") a.scatter.scatter_dims_to_operand_dims = parse_int_list(c);
    else if (k == "input_batching_dims") a.scatter.input_batching_dims = parse_int_list(c);
    else if (k == "scatter_indices_batching_dims") a.scatter.scatter_indices_batching_dims = parse_int_list(c);
    else if (k == "is_stable") a.is_stable = parse_bool(c);
    else if (k == "keep_first") a.sort_keep = parse_int(c);  // kiln's partial sort, as its dumps print it
    else if (k == "left_side") a.triangular_solve.left_side = parse_bool(c);
    else if (k == "lower") (op == OpCode::Cholesky ? a.cholesky_lower : a.triangular_solve.lower) = parse_bool(c);
    else if (k == "unit_diagonal") a.triangular_solve.unit_diagonal = parse_bool(c);
    else if (k == "transpose_a") {
      const std::string t = c.read_name("NO_TRANSPOSE, TRANSPOSE or ADJOINT");
      const auto transpose = parse_transpose_a(t);
      if (!transpose) c.fail_at(attr.value.begin, fmt::format("unknown transpose_a '{}' (NO_TRANSPOSE, TRANSPOSE or ADJOINT)", t));
      a.triangular_solve.transpose_a = *transpose;
    }
    else if (k == "exponent_bits") a.exponent_bits = parse_int(c);
    else if (k == "mantissa_bits") a.mantissa_bits = parse_int(c);
    else if (k == "to_apply") called = {called_graph(parse_computation_ref(c), attr.value.begin)};
    else if (k == "condition") condition = called_graph(parse_computation_ref(c), attr.value.begin);
    else if (k == "body") body = called_graph(parse_computation_ref(c), attr.value.begin);
    else if (k == "true_computation") true_branch = called_graph(parse_computation_ref(c), attr.value.begin);
    else if (k == "false_computation") false_branch = called_graph(parse_computation_ref(c), attr.value.begin);
    else if (k == "branch_computations") {
      called.clear();
      for (const auto& name : parse_computation_list(c)) called.push_back(called_graph(name, attr.value.begin));
    } else if (k == "branch_operand_counts") a.branch_operand_counts = parse_int_list(c);
    else if (is_collective(op) && (k == "replica_groups" || k == "channel_id" || k == "use_global_device_ids" ||
                                   k == "source_target_pairs" || k == "split_dimension" || k == "concat_dimension")) {
      used = false;  // read below, together (collective_options)
    } else used = false;  // metadata, backend_config, sharding, ...: no meaning for kiln
    if (used && !c.at_end()) c.fail_expected(fmt::format("the end of the {} value", k));
  }
  if (op == OpCode::While) {
    if (!condition || !body) fail(inst.opcode_offset, fmt::format("while %{} needs condition= and body=", inst.name));
    called = {condition, body};
  }
  if (op == OpCode::Conditional && true_branch && false_branch) called = {true_branch, false_branch};
  if (op == OpCode::Compare && !have_direction) fail(inst.opcode_offset, fmt::format("compare %{} needs direction=", inst.name));
  if (op == OpCode::Iota && a.dimensions.size() != 1) fail(inst.opcode_offset, fmt::format("iota %{} needs iota_dimension=", inst.name));
  if (op == OpCode::ReducePrecision && a.exponent_bits == 0) {
    fail(inst.opcode_offset, fmt::format("reduce-precision %{} needs exponent_bits= and mantissa_bits=", inst.name));
  }
  if (op == OpCode::Convolution) {
    if (!inst.find_attribute("dim_labels")) fail(inst.opcode_offset, fmt::format("convolution %{} needs dim_labels=", inst.name));
    if (a.window.empty() && operand_types.size() == 2) {  // no window: every spatial window is the whole kernel
      for (int64_t d : a.conv.kernel_spatial) {
        if (d >= 0 && d < operand_types[1].rank()) a.window.push_back(WindowDim{operand_types[1].dims[d]});
      }
    }
  }
  if (op == OpCode::Sort && a.dimensions.empty()) a.dimensions = {0};
  if (is_collective(op)) a.collective = collective_options(inst, op, a);
  if (op == OpCode::Constant) {
    TextCursor c(src_, inst.operand_text);
    if (inst.shape.is_tuple) fail(inst.offset, "tuple constants are not supported");
    if (inst.shape.array.byte_size() > (int64_t{1} << 30)) fail(inst.offset, "constants larger than 1 GiB are not supported");
    std::optional<Literal> lit = parse_literal(c, inst.shape.array);
    if (!lit) {
      ++elided_constants_;
      lit = Literal(inst.shape.array.dtype, inst.shape.array.dims);  // filled once its uses are known
      constant_elided_ = true;
    }
    a.literal = std::make_shared<const Literal>(std::move(*lit));
  }
}

// entry_computation_layout={(f32[2,3]{0,1}, ...)->f32[3]{0}}: gives parameters the
// layouts their own instructions left out.
void ModuleBuilder::apply_entry_layout(TextSpan span, Graph& g) {
  TextCursor c(src_, span);
  c.expect("{");
  c.expect("(");
  std::vector<AstShape> params;
  if (!c.try_consume(")")) {
    do {
      params.push_back(parse_shape(c));
    } while (c.try_consume(","));
    c.expect(")");
  }
  c.expect("->");
  parse_shape(c);
  c.expect("}");
  std::vector<TensorType> leaves;
  for (const auto& p : params) {
    if (p.is_complex && !p.is_tuple) {  // the entry takes it as one array of pairs (entry_outputs)
      Dims dims = p.array.dims;
      dims.push_back(2);
      leaves.emplace_back(p.array.dtype, dims);
    } else {
      flatten_shape(p, leaves);
    }
  }
  if (leaves.size() != g.parameters().size()) {
    fail(span.begin, fmt::format("entry_computation_layout lists {} parameters, the entry has {}", leaves.size(),
                                 g.parameters().size()));
  }
  for (size_t i = 0; i < leaves.size(); ++i) {
    Node* p = g.parameters()[i];
    if (!leaves[i].same_logical(p->type())) {
      fail(span.begin, fmt::format("entry_computation_layout gives parameter {} the shape {}, but it is {}", i,
                                   leaves[i].to_string(false), p->type().to_string(false)));
    }
  }
  // Only parameters without a layout of their own take the listed one.
  const AstComputation& comp = find_computation(g.name(), span.begin);
  for (const auto& inst : comp.instructions) {
    if (inst.opcode != "parameter" || inst.shape.is_tuple || inst.shape.has_layout || inst.shape.is_complex) continue;
    Node* p = g.find(inst.name);
    if (p && p->op() == OpCode::Parameter) {
      p->set_result_type(0, leaves[static_cast<size_t>(p->attrs().parameter_number)]);
    }
  }
}

}  // namespace kiln::hlo_import
