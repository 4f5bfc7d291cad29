#include "conformance/lift_constants.h"

namespace kiln {

std::vector<Literal> lift_constants_to_parameters(Graph& entry) {
  std::vector<Literal> values;
  std::vector<Node*> constants;
  for (const auto& node : entry.nodes()) {
    if (node->op() == OpCode::Constant && node->type().rank() > 0 && node->type().num_elements() > 1) {
      constants.push_back(node.get());
    }
  }
  for (Node* c : constants) {
    Node* p = entry.add_parameter(c->name() + ".input", c->type());
    values.push_back(*c->attrs().literal);
    entry.replace_all_uses(c->result(), p->result());
  }
  if (!constants.empty()) {
    entry.sort_topologically();
    entry.remove_dead_nodes();
  }
  return values;
}

}  // namespace kiln
