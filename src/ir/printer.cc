#include "ir/printer.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <map>
#include <set>
#include <unordered_set>

#include "support/error.h"

namespace kiln {

namespace {

// While and conditional always return a tuple in HLO, whatever their arity.
bool prints_as_tuple(const Node& node) {
  return node.num_results() != 1 || node.op() == OpCode::While || node.op() == OpCode::Conditional;
}

std::string braces(const Dims& d) { return fmt::format("{{{}}}", fmt::join(d, ",")); }

std::string shape_text(const std::vector<TensorType>& types, bool as_tuple) {
  if (!as_tuple && types.size() == 1) return types[0].to_string();
  std::vector<std::string> parts;
  for (const auto& t : types) parts.push_back(t.to_string());
  return fmt::format("({})", fmt::join(parts, ", "));
}

// Names printed for each value: a node's own name, or, for one result of a
// multi-result node, the get-tuple-element line printed after it.
class ValueNames {
 public:
  explicit ValueNames(const Graph& g) {
    for (const auto& n : g.nodes()) taken_.insert(n->name());
  }
  std::string fresh(const std::string& base) {
    std::string name = base;
    for (int i = 1; taken_.count(name); ++i) name = fmt::format("{}.{}", base, i);
    taken_.insert(name);
    return name;
  }
  void set(Value v, std::string name) { names_[{v.node, v.index}] = std::move(name); }
  const std::string& get(Value v) const {
    auto it = names_.find({v.node, v.index});
    KILN_CHECK(it != names_.end(), "no printed name for %{}:{}", v.node->name(), v.index);
    return it->second;
  }

 private:
  std::set<std::string> taken_;
  std::map<std::pair<const Node*, int>, std::string> names_;
};

void append_dims_attr(std::vector<std::string>& attrs, const char* key, const Dims& d, bool skip_empty = false) {
  if (skip_empty && d.empty()) return;
  attrs.push_back(fmt::format("{}={}", key, braces(d)));
}


void print_literal_rec(const Literal& lit, size_t dim, int64_t& index, std::string& out) {
  if (dim == lit.dims().size()) {
    out += format_element(lit, index++);
    return;
  }
  out += "{";
  for (int64_t i = 0; i < lit.dims()[dim]; ++i) {
    if (i) out += ", ";
    print_literal_rec(lit, dim + 1, index, out);
  }
  out += "}";
}

}  // namespace

std::vector<std::string> attribute_texts(const Node& node) {
  const Attrs& a = node.attrs();
  std::vector<std::string> out;
  auto called = [&](size_t i) { return "%" + node.called().at(i)->name(); };
  switch (node.op()) {
    case OpCode::Iota: out.push_back(fmt::format("iota_dimension={}", a.dimensions.at(0))); break;
    case OpCode::Compare:
      out.push_back(fmt::format("direction={}", direction_name(a.direction)));
      if (a.comparison_type != ComparisonType::Default) {
        out.push_back(fmt::format("type={}", comparison_type_name(a.comparison_type)));
      }
      break;
    case OpCode::ReducePrecision:
      out.push_back(fmt::format("exponent_bits={}", a.exponent_bits));
      out.push_back(fmt::format("mantissa_bits={}", a.mantissa_bits));
      break;
    case OpCode::Broadcast: case OpCode::Transpose: case OpCode::Reverse: case OpCode::Concatenate:
      append_dims_attr(out, "dimensions", a.dimensions);
      break;
    case OpCode::Reduce:
      append_dims_attr(out, "dimensions", a.dimensions);
      out.push_back("to_apply=" + called(0));
      break;
    case OpCode::Map: {
      Dims all;
      for (int64_t i = 0; i < node.type().rank(); ++i) all.push_back(i);
      append_dims_attr(out, "dimensions", all);
      out.push_back("to_apply=" + called(0));
      break;
    }
    case OpCode::Sort:
      append_dims_attr(out, "dimensions", a.dimensions);
      if (a.is_stable) out.push_back("is_stable=true");
      if (a.sort_keep > 0) out.push_back(fmt::format("keep_first={}", a.sort_keep));
      out.push_back("to_apply=" + called(0));
      break;
    case OpCode::Cholesky:
      if (a.cholesky_lower) out.push_back("lower=true");
      break;
    case OpCode::AllReduce: case OpCode::AllGather: case OpCode::ReduceScatter: case OpCode::AllToAll:
    case OpCode::CollectiveBroadcast: {
      // Groups of global device ids: the flattened-id mode where the op has
      // it; elsewhere ids of the mesh's one non-trivial axis (collectives.h).
      const CollectiveOptions& c = a.collective;
      out.push_back("replica_groups=" + format_groups(c.groups));
      const bool flattened = node.op() == OpCode::AllReduce || node.op() == OpCode::AllGather || node.op() == OpCode::ReduceScatter;
      if (flattened || c.channel_id) out.push_back(fmt::format("channel_id={}", std::max<int64_t>(c.channel_id, 1)));
      if (flattened) out.push_back("use_global_device_ids=true");
      if (node.op() == OpCode::AllGather || node.op() == OpCode::ReduceScatter) append_dims_attr(out, "dimensions", a.dimensions);
      if (node.op() == OpCode::AllToAll && !c.tuple_form) {
        if (c.split_dimension == c.concat_dimension) {
          append_dims_attr(out, "dimensions", {c.split_dimension});
        } else {
          out.push_back(fmt::format("split_dimension={}, concat_dimension={}", c.split_dimension, c.concat_dimension));
        }
      }
      if (node.op() == OpCode::AllReduce || node.op() == OpCode::ReduceScatter) out.push_back("to_apply=" + called(0));
      break;
    }
    case OpCode::CollectivePermute: {
      const CollectiveOptions& c = a.collective;
      if (c.channel_id) out.push_back(fmt::format("channel_id={}", c.channel_id));
      std::string pairs = "{";
      for (size_t i = 0; i < c.pairs.size(); ++i) pairs += fmt::format("{}{{{},{}}}", i ? "," : "", c.pairs[i].first, c.pairs[i].second);
      out.push_back("source_target_pairs=" + pairs + "}");
      break;
    }
    case OpCode::HostCallback: {
      const HostCallbackOptions& h = a.host_callback;
      out.push_back(fmt::format("callback={}, operands={}", h.id, h.operands));
      if (node.num_results() == 1) out.push_back("returns=false");  // only the order edge
      if (h.once) out.push_back("once=true");
      break;
    }
    case OpCode::Fft:
      out.push_back(fmt::format("fft_type={}", fft_type_name(a.fft.type)));
      append_dims_attr(out, "fft_length", a.fft.lengths);
      break;
    case OpCode::Lapack: {
      const LapackOptions& l = a.lapack;
      out.push_back(fmt::format("routine={}", lapack_routine_name(l.routine)));
      if (l.complex) out.push_back("complex=true");
      switch (l.routine) {
        case LapackRoutine::Potrf: case LapackRoutine::Eigh: case LapackRoutine::Sytrd: out.push_back(fmt::format("uplo={}", l.uplo)); break;
        case LapackRoutine::Geev: out.push_back(fmt::format("left_vectors={}, right_vectors={}", l.left_vectors, l.right_vectors)); break;
        case LapackRoutine::Gehrd: out.push_back(fmt::format("low={}, high={}", l.low, l.high)); break;
        case LapackRoutine::Gesdd: out.push_back(fmt::format("job={}{}", l.svd_job, l.svd_job == 'N' && !l.svd_full_shapes ? ", reduced_shapes=true" : "")); break;
        case LapackRoutine::Trsm:
          out.push_back(fmt::format("left_side={}, lower={}, unit_diagonal={}, transpose_a={}", l.solve.left_side, l.solve.lower,
                                    l.solve.unit_diagonal, transpose_a_name(l.solve.transpose_a)));
          break;
        default: break;
      }
      if ((l.routine == LapackRoutine::Eigh || l.routine == LapackRoutine::Gees) && !l.eigenvectors) out.push_back("vectors=false");
      break;
    }
    case OpCode::TriangularSolve: {
      const TriangularSolveOptions& t = a.triangular_solve;
      if (t.left_side) out.push_back("left_side=true");
      if (t.lower) out.push_back("lower=true");
      if (t.unit_diagonal) out.push_back("unit_diagonal=true");
      out.push_back(std::string("transpose_a=") + transpose_a_name(t.transpose_a));
      break;
    }
    case OpCode::Dot:
      append_dims_attr(out, "lhs_batch_dims", a.dot.lhs_batch, true);
      append_dims_attr(out, "rhs_batch_dims", a.dot.rhs_batch, true);
      append_dims_attr(out, "lhs_contracting_dims", a.dot.lhs_contracting);
      append_dims_attr(out, "rhs_contracting_dims", a.dot.rhs_contracting);
      break;
    case OpCode::Slice: {
      std::vector<std::string> parts;
      for (const SliceDim& s : a.slice) {
        parts.push_back(s.stride == 1 ? fmt::format("[{}:{}]", s.start, s.limit)
                                      : fmt::format("[{}:{}:{}]", s.start, s.limit, s.stride));
      }
      out.push_back(fmt::format("slice={{{}}}", fmt::join(parts, ", ")));
      break;
    }
    case OpCode::DynamicSlice: append_dims_attr(out, "dynamic_slice_sizes", a.dynamic_slice_sizes); break;
    case OpCode::Pad: out.push_back("padding=" + format_padding(a.padding)); break;
    case OpCode::ReduceWindow:
      if (!a.window.empty()) out.push_back("window=" + format_window(a.window));
      out.push_back("to_apply=" + called(0));
      break;
    case OpCode::Convolution:
      if (!a.window.empty()) out.push_back("window=" + format_window(a.window));
      out.push_back("dim_labels=" + format_dim_labels(a.conv));
      if (a.feature_group_count != 1) out.push_back(fmt::format("feature_group_count={}", a.feature_group_count));
      if (a.batch_group_count != 1) out.push_back(fmt::format("batch_group_count={}", a.batch_group_count));
      break;
    case OpCode::Gather: {
      const GatherDims& g = a.gather;
      append_dims_attr(out, "offset_dims", g.offset_dims);
      append_dims_attr(out, "collapsed_slice_dims", g.collapsed_slice_dims);
      append_dims_attr(out, "start_index_map", g.start_index_map);
      append_dims_attr(out, "operand_batching_dims", g.operand_batching_dims, true);
      append_dims_attr(out, "start_indices_batching_dims", g.start_indices_batching_dims, true);
      out.push_back(fmt::format("index_vector_dim={}", g.index_vector_dim));
      append_dims_attr(out, "slice_sizes", g.slice_sizes);
      if (g.indices_are_sorted) out.push_back("indices_are_sorted=true");
      break;
    }
    case OpCode::Scatter: {
      const ScatterDims& s = a.scatter;
      append_dims_attr(out, "update_window_dims", s.update_window_dims);
      append_dims_attr(out, "inserted_window_dims", s.inserted_window_dims);
      append_dims_attr(out, "scatter_dims_to_operand_dims", s.scatter_dims_to_operand_dims);
      append_dims_attr(out, "input_batching_dims", s.input_batching_dims, true);
      append_dims_attr(out, "scatter_indices_batching_dims", s.scatter_indices_batching_dims, true);
      out.push_back(fmt::format("index_vector_dim={}", s.index_vector_dim));
      if (s.indices_are_sorted) out.push_back("indices_are_sorted=true");
      if (s.unique_indices) out.push_back("unique_indices=true");
      out.push_back("to_apply=" + called(0));
      break;
    }
    case OpCode::While:
      out.push_back("condition=" + called(0));
      out.push_back("body=" + called(1));
      break;
    case OpCode::Conditional: {
      if (node.operand(0).type().dtype == DType::Pred) {
        out.push_back("true_computation=" + called(0));
        out.push_back("false_computation=" + called(1));
      } else {
        std::vector<std::string> names;
        for (size_t i = 0; i < node.called().size(); ++i) names.push_back(called(i));
        out.push_back(fmt::format("branch_computations={{{}}}", fmt::join(names, ", ")));
      }
      out.push_back(fmt::format("branch_operand_counts={{{}}}", fmt::join(a.branch_operand_counts, ",")));
      break;
    }
    default: break;
  }
  return out;
}

std::string format_literal_body(const Literal& literal) {
  std::string out;
  int64_t index = 0;
  print_literal_rec(literal, 0, index, out);
  return out;
}

std::string format_window(const std::vector<WindowDim>& window) {
  auto joined = [&](auto field) {
    std::vector<std::string> parts;
    for (const WindowDim& w : window) parts.push_back(field(w));
    return fmt::format("{}", fmt::join(parts, "x"));
  };
  auto all = [&](auto pred) {
    for (const WindowDim& w : window) if (!pred(w)) return false;
    return true;
  };
  std::vector<std::string> parts;
  parts.push_back("size=" + joined([](const WindowDim& w) { return std::to_string(w.size); }));
  if (!all([](const WindowDim& w) { return w.stride == 1; })) {
    parts.push_back("stride=" + joined([](const WindowDim& w) { return std::to_string(w.stride); }));
  }
  if (!all([](const WindowDim& w) { return w.pad_lo == 0 && w.pad_hi == 0; })) {
    parts.push_back("pad=" + joined([](const WindowDim& w) { return fmt::format("{}_{}", w.pad_lo, w.pad_hi); }));
  }
  if (!all([](const WindowDim& w) { return w.base_dilation == 1; })) {
    parts.push_back("lhs_dilate=" + joined([](const WindowDim& w) { return std::to_string(w.base_dilation); }));
  }
  if (!all([](const WindowDim& w) { return w.window_dilation == 1; })) {
    parts.push_back("rhs_dilate=" + joined([](const WindowDim& w) { return std::to_string(w.window_dilation); }));
  }
  if (!all([](const WindowDim& w) { return !w.reversal; })) {
    parts.push_back("rhs_reversal=" + joined([](const WindowDim& w) { return std::string(w.reversal ? "1" : "0"); }));
  }
  return fmt::format("{{{}}}", fmt::join(parts, " "));
}

std::string format_dim_labels(const ConvDims& c) {
  auto labels = [](size_t rank, int64_t a, char a_char, int64_t b, char b_char, const Dims& spatial) {
    std::string s(rank, '?');
    s[static_cast<size_t>(a)] = a_char;
    s[static_cast<size_t>(b)] = b_char;
    for (size_t i = 0; i < spatial.size(); ++i) s[static_cast<size_t>(spatial[i])] = static_cast<char>('0' + i);
    return s;
  };
  const size_t rank = c.input_spatial.size() + 2;
  return labels(rank, c.input_batch, 'b', c.input_feature, 'f', c.input_spatial) + "_" +
         labels(rank, c.kernel_input_feature, 'i', c.kernel_output_feature, 'o', c.kernel_spatial) + "->" +
         labels(rank, c.output_batch, 'b', c.output_feature, 'f', c.output_spatial);
}

std::string format_padding(const std::vector<PadDim>& padding) {
  std::vector<std::string> parts;
  for (const PadDim& p : padding) {
    parts.push_back(p.interior ? fmt::format("{}_{}_{}", p.lo, p.hi, p.interior) : fmt::format("{}_{}", p.lo, p.hi));
  }
  return fmt::format("{}", fmt::join(parts, "x"));
}

std::string print_graph(const Graph& graph, bool is_entry, const PrintOptions& options) {
  ValueNames names(graph);
  std::string body;
  // Which node prints as ROOT: the single output's own line when it can be.
  const Node* root_node = nullptr;
  if (!graph.returns_tuple() && graph.outputs().size() == 1 && !prints_as_tuple(*graph.outputs()[0].node)) {
    root_node = graph.outputs()[0].node;
  }
  for (const auto& node_ptr : graph.nodes()) {
    const Node& node = *node_ptr;
    std::vector<std::string> operands;
    for (const Value& v : node.operands()) operands.push_back("%" + names.get(v));
    std::string operand_text = fmt::format("{}", fmt::join(operands, ", "));
    if (node.op() == OpCode::Parameter) operand_text = std::to_string(node.attrs().parameter_number);
    if (node.op() == OpCode::Constant) {
      const Literal& lit = *node.attrs().literal;
      const bool elide = options.max_constant_elements >= 0 && lit.num_elements() > options.max_constant_elements;
      operand_text = elide ? "{...}" : format_literal_body(lit);
    }
    std::vector<std::string> attrs = attribute_texts(node);
    std::string line = fmt::format("  {}%{} = {} {}({})", &node == root_node ? "ROOT " : "", node.name(),
                                   shape_text(node.result_types(), prints_as_tuple(node)),
                                   opcode_name(node.op()), operand_text);
    for (const auto& a : attrs) line += ", " + a;
    body += line + "\n";
    if (!prints_as_tuple(node)) {
      names.set(const_cast<Node&>(node).result(0), node.name());
    } else {
      for (int i = 0; i < node.num_results(); ++i) {
        std::string gte = names.fresh(fmt::format("{}.out{}", node.name(), i));
        body += fmt::format("  %{} = {} get-tuple-element(%{}), index={}\n", gte, node.type(i).to_string(),
                            node.name(), i);
        names.set(const_cast<Node&>(node).result(i), gte);
      }
    }
  }
  if (!root_node) {
    std::vector<std::string> outs;
    for (const Value& v : graph.outputs()) outs.push_back("%" + names.get(v));
    const std::string root = names.fresh(graph.root_name().empty() ? "tuple" : graph.root_name());
    if (graph.returns_tuple() || graph.outputs().size() != 1) {
      body += fmt::format("  ROOT %{} = {} tuple({})\n", root, shape_text(graph.output_types(), true),
                          fmt::join(outs, ", "));
    } else {  // a single output that prints as another line: name it with a copy-free alias
      const Value v = graph.outputs()[0];
      body += fmt::format("  ROOT %{} = {} get-tuple-element(%{}), index={}\n", root, v.type().to_string(),
                          v.node->name(), v.index);
    }
  }
  std::vector<std::string> params;
  for (const Node* p : graph.parameters()) params.push_back(fmt::format("{}: {}", p->name(), p->type().to_string()));
  return fmt::format("{}%{} ({}) -> {} {{\n{}}}\n", is_entry ? "ENTRY " : "", graph.name(), fmt::join(params, ", "),
                     shape_text(graph.output_types(), graph.returns_tuple()), body);
}

std::string print_module(const Module& module, const PrintOptions& options) {
  std::string out = fmt::format("HloModule {}", module.name());
  if (module.mesh().devices() > 1) out += fmt::format(", replica_count={}, num_partitions={}", module.mesh().replicas, module.mesh().partitions);
  out += "\n";
  // Only the graphs reachable from the entry, callees first.
  std::unordered_set<const Graph*> reachable;
  std::vector<const Graph*> stack{module.entry()};
  while (!stack.empty()) {
    const Graph* g = stack.back();
    stack.pop_back();
    if (!g || !reachable.insert(g).second) continue;
    for (const auto& n : g->nodes()) for (const Graph* c : n->called()) stack.push_back(c);
  }
  for (const auto& g : module.graphs()) {
    if (g.get() != module.entry() && reachable.count(g.get())) out += "\n" + print_graph(*g, false, options);
  }
  if (module.entry()) out += "\n" + print_graph(*module.entry(), true, options);
  return out;
}

}  // namespace kiln
