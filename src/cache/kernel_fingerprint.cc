#include "cache/kernel_fingerprint.h"

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <xxhash.h>

#include <map>

#include "ir/printer.h"

namespace kiln {

namespace {

// Bumped when generated code changes for the same input, so old entries miss.
constexpr const char* kCodegenVersion = "kiln-codegen-2 halide-14";

class Canonicalizer {
 public:
  // Names values by position: inputs in0.., nodes n0.., results n3#1.
  std::string kernel(const Kernel& k, const KernelSchedule& schedule) {
    std::string s;
    for (size_t i = 0; i < k.inputs.size(); ++i) {
      const Value& v = k.inputs[i];
      names_[{v.node, v.index}] = fmt::format("in{}", i);
      s += fmt::format("in{} {}", i, v.type().to_string());
      // One-element constants become immediates in the generated code.
      if (const Literal* immediate = splat_constant(v)) s += " = " + format_literal_body(*immediate);
      s += "\n";
    }
    for (size_t j = 0; j < k.nodes.size(); ++j) s += node(*k.nodes[j], fmt::format("n{}", j));
    std::vector<std::string> outs;
    for (const Value& v : k.outputs) outs.push_back(names_.at({v.node, v.index}));
    s += fmt::format("outputs {}\n", fmt::join(outs, ", "));
    // The schedule, with its node names replaced by canonical ones.
    for (const LoopSchedule& l : schedule.loops) {
      std::string name = "?";
      for (size_t j = 0; j < k.nodes.size(); ++j) {
        if (k.nodes[j]->name() == l.value) name = fmt::format("n{}", j);
      }
      KernelSchedule one;
      one.loops.push_back(l);
      one.loops[0].value = name;
      s += one.to_text();
    }
    return s;
  }

  std::string graph(const Graph& g) {
    Canonicalizer inner;
    std::string s;
    for (size_t j = 0; j < g.nodes().size(); ++j) s += inner.node(*g.nodes()[j], fmt::format("g{}", j));
    std::vector<std::string> outs;
    for (const Value& v : g.outputs()) outs.push_back(inner.names_.at({v.node, v.index}));
    return s + fmt::format("returns {}\n", fmt::join(outs, ", "));
  }

 private:
  std::string node(const Node& n, const std::string& name) {
    std::vector<std::string> types, operands, attrs;
    for (const TensorType& t : n.result_types()) types.push_back(t.to_string());
    for (const Value& v : n.operands()) operands.push_back(names_.at({v.node, v.index}));
    for (const std::string& a : attribute_texts(n)) {
      if (a.find('%') == std::string::npos) attrs.push_back(a);  // computation names are not part of the meaning
    }
    std::string s = fmt::format("{} = {} ({}) {}({})", name, opcode_name(n.op()), fmt::join(types, ", "),
                                opcode_name(n.op()), fmt::join(operands, ", "));
    if (n.op() == OpCode::Parameter) s += fmt::format(" #{}", n.attrs().parameter_number);
    if (n.op() == OpCode::Constant) s += " " + format_literal_body(*n.attrs().literal);
    if (!attrs.empty()) s += fmt::format(" [{}]", fmt::join(attrs, ", "));
    for (const Graph* g : n.called()) s += " {\n" + graph(*g) + "}";
    for (int i = 0; i < n.num_results(); ++i) {
      names_[{&n, i}] = n.num_results() == 1 ? name : fmt::format("{}#{}", name, i);
    }
    return s + "\n";
  }

  std::map<std::pair<const Node*, int>, std::string> names_;
};

}  // namespace

std::string canonical_kernel_text(const Kernel& kernel, const KernelSchedule& schedule, const std::string& target) {
  return fmt::format("{}\ntarget {}\n{}", kCodegenVersion, target, Canonicalizer().kernel(kernel, schedule));
}

uint64_t kernel_fingerprint(const Kernel& kernel, const KernelSchedule& schedule, const std::string& target) {
  const std::string text = canonical_kernel_text(kernel, schedule, target);
  return XXH3_64bits(text.data(), text.size());
}

}  // namespace kiln
