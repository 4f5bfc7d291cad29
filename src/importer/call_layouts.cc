#include "importer/call_layouts.h"

#include "ir/builder.h"

namespace kiln {

namespace {

// `v` in the layout of `want`, through a copy where it differs.
Value in_layout(Graph& g, Value v, const TensorType& want) {
  if (v.type().rank() < 2 || v.type().minor_to_major == want.minor_to_major) return v;
  GraphBuilder b(&g);
  return b.copy(v, want.minor_to_major);
}

// A graph's outputs in the given types' layouts.
void outputs_in_layouts(Graph& g, const std::vector<TensorType>& want) {
  std::vector<Value> outputs = g.outputs();
  bool changed = false;
  for (size_t i = 0; i < outputs.size() && i < want.size(); ++i) {
    const Value v = in_layout(g, outputs[i], want[i]);
    changed |= v != outputs[i];
    outputs[i] = v;
  }
  if (changed) g.set_outputs(outputs);
}

}  // namespace

void match_call_layouts(Module& module) {
  for (const auto& graph : module.graphs()) {
    Graph& g = *graph;
    bool changed = false;
    std::vector<Node*> calls;
    for (const auto& n : g.nodes()) {
      if (n->op() == OpCode::While || n->op() == OpCode::Conditional) calls.push_back(n.get());
    }
    for (Node* n : calls) {
      if (n->op() == OpCode::While) {
        Graph& body = *n->called()[1];
        std::vector<TensorType> params;
        for (const Node* p : body.parameters()) params.push_back(p->type());
        for (size_t i = 0; i < n->operands().size() && i < params.size(); ++i) {
          const Value v = in_layout(g, n->operand(i), params[i]);
          if (v != n->operand(i)) n->set_operand(i, v), changed = true;
        }
        outputs_in_layouts(body, params);
        // The condition reads the same state, and the loop's results are it:
        // both take the body's parameter layouts (nothing computed yet reads
        // them in another order).
        Graph& cond = *n->called()[0];
        for (size_t i = 0; i < cond.parameters().size() && i < params.size(); ++i) {
          Node* p = cond.parameters()[i];
          if (p->type().minor_to_major != params[i].minor_to_major) p->set_result_type(0, params[i]);
        }
        for (int r = 0; r < n->num_results() && static_cast<size_t>(r) < params.size(); ++r) {
          if (n->type(r).minor_to_major != params[static_cast<size_t>(r)].minor_to_major) n->set_result_type(r, params[static_cast<size_t>(r)]);
        }
        continue;
      }
      // conditional(index, branch 0's operands..., branch 1's operands..., ...)
      size_t next = 1;
      for (size_t b = 0; b < n->called().size(); ++b) {
        Graph& branch = *n->called()[b];
        for (const Node* p : branch.parameters()) {
          if (next >= n->operands().size()) break;
          const Value v = in_layout(g, n->operand(next), p->type());
          if (v != n->operand(next)) n->set_operand(next, v), changed = true;
          ++next;
        }
        std::vector<TensorType> results;
        for (int r = 0; r < n->num_results(); ++r) results.push_back(n->type(r));
        outputs_in_layouts(branch, results);
      }
    }
    if (changed) g.sort_topologically();
  }
}

}  // namespace kiln
