#include "ir/verifier.h"

#include <set>
#include <unordered_set>

#include "ir/shape_inference.h"
#include "support/error.h"

namespace kiln {

namespace {

// A module's entry may return nothing (a JAX program whose outputs JAX
// forwards itself, importer ImportOptions::allow_no_results); a called graph
// always returns something.
void verify_one(const Graph& graph, std::unordered_set<const Graph*>& done, bool may_return_nothing = false) {
  if (!done.insert(&graph).second) return;
  std::unordered_set<const Node*> defined;
  std::set<std::string> names;
  for (const auto& node_ptr : graph.nodes()) {
    const Node& node = *node_ptr;
    auto fail = [&](const std::string& what) {
      internal_error("verifier: %{} in %{}: {}", node.name(), graph.name(), what);
    };
    if (!names.insert(node.name()).second) fail("name is not unique");
    std::vector<TensorType> operand_types;
    for (const Value& v : node.operands()) {
      if (!defined.count(v.node)) fail("operand %" + v.node->name() + " is not defined before use");
      operand_types.push_back(v.type());
    }
    for (const TensorType& t : node.result_types()) {
      if (!is_permutation(t.minor_to_major, t.rank())) fail("layout is not a permutation: " + t.to_string());
    }
    for (const Graph* g : node.called()) verify_one(*g, done);
    std::vector<TensorType> inferred;
    try {
      inferred = infer_result_types(node.op(), operand_types, node.attrs(), node.called(), node.result_types());
    } catch (const UserError& e) {
      fail(e.what());
    }
    bool same = inferred.size() == node.result_types().size();
    for (size_t i = 0; same && i < inferred.size(); ++i) same = inferred[i].same_logical(node.type(static_cast<int>(i)));
    if (!same) fail("result type does not match the inferred type " + (inferred.empty() ? std::string("()") : inferred[0].to_string(false)));
    defined.insert(&node);
  }
  for (size_t i = 0; i < graph.parameters().size(); ++i) {
    const Node* p = graph.parameters()[i];
    if (p->attrs().parameter_number != static_cast<int64_t>(i)) {
      internal_error("verifier: %{}: parameter %{} has number {}, expected {}", graph.name(), p->name(),
                     p->attrs().parameter_number, i);
    }
  }
  if (graph.outputs().empty() && !may_return_nothing) internal_error("verifier: %{} has no outputs", graph.name());
  for (const Value& v : graph.outputs()) {
    if (!defined.count(v.node)) internal_error("verifier: %{}: output %{} is not in the graph", graph.name(), v.node->name());
  }
}

}  // namespace

void verify_graph(const Graph& graph) {
  std::unordered_set<const Graph*> done;
  verify_one(graph, done);
}

void verify_module(const Module& module) {
  if (!module.entry()) internal_error("verifier: module {} has no entry", module.name());
  std::unordered_set<const Graph*> done;
  verify_one(*module.entry(), done, /*may_return_nothing=*/true);
}

}  // namespace kiln
