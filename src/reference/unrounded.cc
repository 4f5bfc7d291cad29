#include "reference/unrounded.h"

#include <fmt/format.h>

#include <map>

#include "ir/verifier.h"

namespace kiln {

namespace {

DType widened(DType d) { return is_float(d) ? DType::F64 : d; }

TensorType widened(const TensorType& t) {
  TensorType w = t;
  w.dtype = widened(t.dtype);
  return w;
}

Literal widened(const Literal& l) {
  if (!is_float(l.dtype())) return l;
  Literal w(DType::F64, l.dims());
  for (int64_t i = 0; i < l.num_elements(); ++i) w.set_double(i, l.get_double(i));
  return w;
}

class Widener {
 public:
  explicit Widener(const Module& source) : source_(source), out_(std::make_unique<Module>(source.name())) {}

  UnroundedModule run() {
    if (!copy(*source_.entry())) return {nullptr, why_not_};
    out_->set_entry(graphs_.at(source_.entry()));
    out_->set_num_results(source_.num_results());
    out_->set_mesh(source_.mesh());
    verify_module(*out_);
    return {std::move(out_), {}};
  }

 private:
  // Copies `g` after the graphs its nodes call (importers add a module's
  // graphs in no particular order).
  bool copy(const Graph& g) {
    if (graphs_.count(&g)) return true;
    for (const auto& n : g.nodes()) {
      for (const Graph* c : n->called()) {
        if (!copy(*c)) return false;
      }
    }
    Graph* w = out_->add_graph(g.name());
    graphs_[&g] = w;
    std::map<const Node*, Node*> nodes;
    auto map = [&](const Value& v) { return Value{nodes.at(v.node), v.index}; };
    for (const Node* p : g.parameters()) nodes[p] = w->add_parameter(p->name(), widened(p->type()));  // in parameter order
    for (const auto& n : g.nodes()) {
      if (n->op() == OpCode::Parameter) continue;
      if (n->op() == OpCode::BitcastConvert && (is_float(n->type().dtype) || is_float(n->operands()[0].type().dtype))) {
        why_not_ = fmt::format("%{} (bitcast-convert) reads a float's bits", n->name());
        return false;
      }
      std::vector<Value> operands;
      for (const Value& v : n->operands()) operands.push_back(map(v));
      std::vector<TensorType> results;
      for (int i = 0; i < n->num_results(); ++i) results.push_back(widened(n->type(i)));
      Attrs attrs = n->attrs();
      if (attrs.literal) attrs.literal = std::make_shared<const Literal>(widened(*attrs.literal));
      std::vector<Graph*> called;
      for (const Graph* c : n->called()) called.push_back(graphs_.at(c));
      nodes[n.get()] = w->add_node(n->op(), n->name(), std::move(operands), std::move(results), std::move(attrs), std::move(called));
    }
    std::vector<Value> outputs;
    for (const Value& v : g.outputs()) outputs.push_back(map(v));
    w->set_outputs(std::move(outputs));
    w->set_returns_tuple(g.returns_tuple());
    w->set_root_name(g.root_name());
    return true;
  }

  const Module& source_;
  std::unique_ptr<Module> out_;
  std::map<const Graph*, Graph*> graphs_;
  std::string why_not_;
};

}  // namespace

UnroundedModule unrounded_module(const Module& module) { return Widener(module).run(); }

std::vector<Literal> widened_arguments(std::vector<Literal> arguments) {
  std::vector<Literal> out;
  for (Literal& a : arguments) {
    out.push_back(widened(a));
    a = Literal();  // nanoGPT's backward takes 6.5 GB of inputs: not both forms of all of them at once
  }
  return out;
}

}  // namespace kiln
