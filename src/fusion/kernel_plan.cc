#include "fusion/kernel_plan.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <map>
#include <set>
#include <unordered_map>

#include "fusion/canonical_order.h"
#include "fusion/direct_convolution.h"
#include "fusion/fusion_cost.h"
#include "fusion/gemm_shape.h"
#include "support/error.h"

namespace kiln {

namespace {

// Ops whose value can be computed inside a consumer's loop nest (Halide inlines
// them): no update definition, no library call.
bool is_pure_producer(const Node& node) {
  const OpCode op = node.op();
  if (is_elementwise(op)) return true;
  switch (op) {
    case OpCode::Convolution:
      return is_unrolled_convolution(node);
    case OpCode::Iota: case OpCode::BitcastConvert: case OpCode::Broadcast: case OpCode::Reshape:
    case OpCode::Bitcast: case OpCode::Transpose: case OpCode::Slice: case OpCode::DynamicSlice:
    case OpCode::DynamicUpdateSlice: case OpCode::Concatenate: case OpCode::Pad: case OpCode::Reverse:
    case OpCode::Gather: case OpCode::Map:
      return true;
    default:
      return false;
  }
}

// Consumers that read an operand element more than once per output element would
// recompute an inlined producer: they take materialized inputs.
bool rereads_operands(OpCode op) {
  return op == OpCode::Convolution || op == OpCode::ReduceWindow || op == OpCode::Dot;
}

KernelKind kind_of(const Node& anchor) {
  switch (anchor.op()) {
    case OpCode::Reduce: case OpCode::ReduceWindow: return KernelKind::Reduction;
    case OpCode::Transpose: return KernelKind::Transpose;
    case OpCode::Dot: return KernelKind::Gemm;
    case OpCode::Convolution: return KernelKind::Convolution;
    case OpCode::Gather: case OpCode::Scatter: return KernelKind::Gather;
    case OpCode::Sort: case OpCode::TriangularSolve: case OpCode::Cholesky: case OpCode::Lapack: case OpCode::Fft: case OpCode::HostCallback:
      return KernelKind::Library;
    case OpCode::While: case OpCode::Conditional: return KernelKind::Loop;
    case OpCode::AllReduce: case OpCode::AllGather: case OpCode::ReduceScatter: case OpCode::AllToAll:
    case OpCode::CollectivePermute: case OpCode::CollectiveBroadcast: case OpCode::PartitionId: case OpCode::ReplicaId:
      return KernelKind::Collective;  // a step of its own: a communicator call between kernels
    case OpCode::Iota: case OpCode::BitcastConvert: case OpCode::Broadcast: case OpCode::Reshape:
    case OpCode::Bitcast: case OpCode::Slice: case OpCode::DynamicSlice: case OpCode::DynamicUpdateSlice:
    case OpCode::Concatenate: case OpCode::Pad: case OpCode::Reverse: case OpCode::Copy:
      return KernelKind::DataMovement;
    default: return KernelKind::Pointwise;
  }
}

bool is_library_node(const Node& node) {
  return (node.op() == OpCode::Dot && is_blas_dot(node)) || is_direct_convolution(node) || node.op() == OpCode::Sort || node.op() == OpCode::TriangularSolve || node.op() == OpCode::Cholesky || node.op() == OpCode::Lapack || node.op() == OpCode::Fft || node.op() == OpCode::HostCallback ||
         node.op() == OpCode::While || node.op() == OpCode::Conditional || is_collective(node.op());
}

}  // namespace

std::string_view kernel_kind_name(KernelKind kind) {
  switch (kind) {
    case KernelKind::Pointwise: return "pointwise";
    case KernelKind::Reduction: return "reduction";
    case KernelKind::Transpose: return "transpose";
    case KernelKind::Gemm: return "gemm";
    case KernelKind::Convolution: return "convolution";
    case KernelKind::DataMovement: return "data_movement";
    case KernelKind::Gather: return "gather";
    case KernelKind::Library: return "library";
    case KernelKind::Collective: return "collective";
    case KernelKind::Loop: return "loop";
  }
  return "?";
}

bool is_blas_dot(const Node& node) { return gemm_shape(node).has_value(); }

bool is_unrolled_convolution(const Node& node) {
  if (node.op() != OpCode::Convolution) return false;
  const ConvDims& c = node.attrs().conv;
  int64_t products = node.operand(1).type().dims[static_cast<size_t>(c.kernel_input_feature)];
  for (const WindowDim& w : node.attrs().window) products *= w.size;
  return products <= kMaxUnrolledProducts;
}

const Literal* splat_constant(const Value& v) {
  const Node* n = v.node;
  while ((n->op() == OpCode::Broadcast || n->op() == OpCode::Reshape) && n->operand(0).type().num_elements() == 1) n = n->operand(0).node;
  if (n->op() == OpCode::Constant && n->type().num_elements() == 1) return n->attrs().literal.get();
  return nullptr;
}

bool Kernel::is_library_step() const { return nodes.size() == 1 && is_library_node(*nodes.back()); }

bool Kernel::is_alias() const { return nodes.size() == 1 && nodes[0]->op() == OpCode::Bitcast; }

const Node* Kernel::find(std::string_view name) const {
  for (const Node* n : nodes) {
    if (n->name() == name) return n;
  }
  return nullptr;
}

bool needs_own_loop_nest(const Node& node) {
  switch (node.op()) {
    case OpCode::Reduce:
    case OpCode::ReduceWindow:
    case OpCode::Dot:
    case OpCode::Scatter:
      return true;
    case OpCode::Convolution:
      return !is_unrolled_convolution(node);
    default:
      return node.num_results() > 1;
  }
}

namespace {

// Cheap to recompute in every consumer: broadcasts, iotas, and elementwise ops
// without transcendentals over values that are themselves cheap or scalars.
bool is_cheap(const Node& n, const std::unordered_map<const Node*, bool>& cheap) {
  switch (n.op()) {
    case OpCode::Broadcast:
    case OpCode::Iota:
      return true;
    default: break;
  }
  if (!is_elementwise(n.op()) || is_costly_elementwise(n.op())) return false;
  for (const Value& v : n.operands()) {
    const Node* o = v.node;
    const bool ok = o->op() == OpCode::Constant || v.type().rank() == 0 || (cheap.count(o) && cheap.at(o));
    if (!ok) return false;
  }
  return true;
}

class Planner {
 public:
  explicit Planner(const Graph& graph) : graph_(graph) {
    for (size_t i = 0; i < graph.nodes().size(); ++i) position_[graph.nodes()[i].get()] = i;
    for (const auto& n : graph.nodes()) {
      std::set<const Node*> seen;
      for (const Value& v : n->operands()) {
        if (seen.insert(v.node).second) users_[v.node].push_back(n.get());
      }
    }
    for (const Value& v : graph.outputs()) outputs_.insert(v.node);
  }

  KernelPlan plan() {
    for (auto it = graph_.nodes().rbegin(); it != graph_.nodes().rend(); ++it) place(it->get());
    // Parameters are never placed, but kernels that read one may still be
    // siblings: merged, they read it once.
    for (const Node* p : graph_.parameters()) {
      const std::set<int> ks = user_kernels(p);
      if (ks.size() > 1) merge_siblings(p, ks);
    }
    merge_small_leaves();
    return assemble();
  }

 private:
  struct Group {
    std::vector<Node*> anchors;
    std::string reason;
    std::vector<std::string> decisions;
    bool library = false;
    bool merged_away = false;
  };

  // The kernels a value's users land in (through duplicated cheap users).
  std::set<int> user_kernels(const Node* n) {
    std::set<int> ks;
    for (const Node* u : users_[n]) {
      if (duplicated_.count(u)) {
        ks.insert(landing_[u].begin(), landing_[u].end());
      } else {
        ks.insert(find(kernel_of_.at(u)));
      }
    }
    return ks;
  }

  int find(int k) {
    while (merged_into_.count(k)) k = merged_into_[k];
    return k;
  }

  int new_group(Node* anchor, std::string reason, bool library = false) {
    Group g;
    g.anchors.push_back(anchor);
    g.reason = std::move(reason);
    g.library = library;
    groups_.push_back(std::move(g));
    kernel_of_[anchor] = static_cast<int>(groups_.size()) - 1;
    return kernel_of_[anchor];
  }

  // A kernel nothing else reads: its values are graph outputs only.
  bool is_leaf(int k) {
    for (const auto& [node, kk] : kernel_of_) {
      if (kk != k) continue;
      for (const Node* u : users_.at(node)) {
        if (kernel_of_.count(u) && kernel_of_.at(u) != k) return false;
        // A copy in this kernel only (a broadcast of its own row values).
        if (duplicated_.count(u) && !std::all_of(landing_[u].begin(), landing_[u].end(), [&](int l) { return find(l) == k; })) return false;
      }
    }
    return true;
  }

  bool halide_group(int k) const { return !groups_[static_cast<size_t>(k)].library; }

  void place(Node* n) {
    if (n->op() == OpCode::Parameter || n->op() == OpCode::Constant) return;
    cheap_[n] = is_cheap(*n, cheap_);
    const auto& us = users_[n];
    const bool output = outputs_.count(n) > 0;
    bool any_library_user = false, any_rereading_user = false;
    for (const Node* u : us) {
      any_library_user |= is_library_node(*u) || aliases_.count(u);
      any_rereading_user |= rereads_operands(u->op());
    }
    if (is_library_node(*n)) {
      const std::string why = n->op() == OpCode::Dot           ? "a library GEMM call"
                              : n->op() == OpCode::Convolution ? "a library convolution call"
                                                               : fmt::format("{} runs as a library step", opcode_name(n->op()));
      new_group(n, why, true);
      return;
    }
    if (n->op() == OpCode::Bitcast && any_library_user && !output) {
      // The library step reads the bitcast's operand's memory, retyped: an
      // alias kernel, so the operand's kernel loops over the operand's own
      // shape. Attention's softmax [8,12,128,128], which a batched dot reads
      // as [96,128,128], then has its rows and fuses its row reductions
      // (torch's BERT-base: three softmax kernels of 5 ms each became one).
      new_group(n, "a bitcast a library step reads: its operand's memory, retyped");
      aliases_.insert(n);
      return;
    }
    if (!output && joins_row_kernel(*n)) return;
    if (cheap_[n] && !output && !any_library_user && !us.empty()) {
      duplicate(n);
      return;
    }
    std::string reason;
    const std::set<int> ks = user_kernels(n);
    if (output) {
      reason = "output of the graph";
    } else if (us.empty()) {
      reason = "unused value";
    } else if (!is_pure_producer(*n)) {
      reason = fmt::format("{} is computed in a loop nest of its own", opcode_name(n->op()));
    } else if (any_library_user) {
      reason = "read by a library step";
    } else if (any_rereading_user) {
      reason = "read many times per element by a convolution, reduce-window or dot";
    } else if (const int parts = concatenated_parts_reading(n); parts > 1 && !cheap_[n]) {
      // A concatenation selects among its parts with every part computed (a
      // vector select evaluates both sides): inlined, n would be computed once
      // per part for each element (an im2col's nine windows of a normalized image).
      reason = fmt::format("read by {} parts of a concatenation, which computes every part for each element", parts);
    } else if (ks.size() > 1 && !merge_siblings(n, ks)) {
      if (is_elementwise(n->op()) && cheaper_to_recompute(*n, ks.size())) {
        for (int k : ks) {
          groups_[static_cast<size_t>(k)].decisions.push_back(
              fmt::format("recomputes %{} (read by {} kernels; cheaper than writing it and reading it back)", n->name(), ks.size()));
        }
        duplicate(n);
        return;
      }
      reason = fmt::format("used by {} kernels", ks.size());
    }
    if (reason.empty()) {
      const int k = find(*user_kernels(n).begin());
      if (++joined_[k] < kMaxJoinedOps) {
        kernel_of_[n] = k;
        return;
      }
      reason = fmt::format("its consumer's kernel holds {} ops, the most one kernel takes (compile time grows faster than linearly with a kernel's size)",
                           kMaxJoinedOps);
    }
    new_group(n, reason);
  }

  // A reduction along its input's contiguous dims whose result only comes back
  // to that input's shape as a broadcast over the reduced dims (directly or
  // through elementwise ops on the reduced rows: a mean, an rsqrt of a
  // variance), read by one kernel that iterates over that shape in that
  // layout: the reduction joins that kernel and is computed per row inside it
  // (softmax, layernorm), so each row is read from memory once, not once per
  // reduction and once more for the outputs.
  bool joins_row_kernel(Node& reduce) {
    if (reduce.op() != OpCode::Reduce || reduce.num_results() != 1 || reduce.type().rank() == 0) return false;
    const TensorType& in = reduce.operand(0).type();
    const Dims& reduced = reduce.attrs().dimensions;
    if (reduced.empty() || reduced.size() > in.minor_to_major.size()) return false;
    for (size_t i = 0; i < reduced.size(); ++i) {
      if (std::find(reduced.begin(), reduced.end(), in.minor_to_major[i]) == reduced.end()) return false;
    }
    // The kernels reading it: one, or leaves of its input's iteration space
    // that then become one kernel (softmax and log-softmax of the same rows).
    const std::set<int> ks = user_kernels(&reduce);
    if (ks.empty()) return false;
    for (int k : ks) {
      if (!halide_group(k) || (ks.size() > 1 && !is_leaf(k))) return false;
      for (const Node* a : groups_[static_cast<size_t>(k)].anchors) {
        if (needs_own_loop_nest(*a) || a->type().dims != in.dims || a->type().minor_to_major != in.minor_to_major) return false;
      }
    }
    Dims kept;
    for (int64_t d = 0; d < in.rank(); ++d) {
      if (std::find(reduced.begin(), reduced.end(), d) == reduced.end()) kept.push_back(d);
    }
    if (!returns_as_rows(reduce, in.dims, kept)) return false;
    if (ks.size() > 1) merge(ks, fmt::format("fused: siblings read %{}", reduce.name()));
    const int k = find(*ks.begin());
    kernel_of_[&reduce] = k;
    groups_[static_cast<size_t>(k)].decisions.push_back(
        fmt::format("fused: row reduction %{} computed per row inside the kernel (each row read from memory once)", reduce.name()));
    return true;
  }

  // Every use of `rows` (shaped as a row reduction's result) is a broadcast
  // back to `dims` along `kept`, or elementwise on such rows.
  bool returns_as_rows(const Node& rows, const Dims& dims, const Dims& kept) {
    for (const Node* u : users_[&rows]) {
      if (u->op() == OpCode::Broadcast) {
        if (u->type().dims != dims || u->attrs().dimensions != kept) return false;
      } else if (!is_elementwise(u->op()) || outputs_.count(u) || u->type().dims != rows.type().dims || !returns_as_rows(*u, dims, kept)) {
        return false;
      }
    }
    return true;
  }

  // How many of n's users are slices that feed a concatenation (directly or
  // through a reshape or bitcast).
  int concatenated_parts_reading(const Node* n) {
    int parts = 0;
    for (const Node* u : users_[n]) {
      if (u->op() != OpCode::Slice) continue;
      bool feeds_concatenate = false;
      for (const Node* v : users_[u]) {
        feeds_concatenate |= v->op() == OpCode::Concatenate;
        if (v->op() == OpCode::Reshape || v->op() == OpCode::Bitcast) {
          for (const Node* w : users_[v]) feeds_concatenate |= w->op() == OpCode::Concatenate;
        }
      }
      parts += feeds_concatenate;
    }
    return parts;
  }

  // `n` is computed inside every kernel that reads it (directly or through
  // other duplicated nodes) and never written out.
  void duplicate(const Node* n) {
    duplicated_.insert(n);
    for (const Node* u : users_[n]) {
      if (duplicated_.count(u)) {
        landing_[n].insert(landing_[u].begin(), landing_[u].end());
      } else {
        landing_[n].insert(find(kernel_of_.at(u)));
      }
    }
  }

  // Leaf kernels of one iteration space that all read `n` become one kernel
  // with several outputs, so n is computed (and its inputs read) once.
  bool merge_siblings(const Node* n, const std::set<int>& ks) {
    const Dims* dims = nullptr;
    for (int k : ks) {
      if (!halide_group(k) || !is_leaf(k)) return false;
      for (const Node* a : groups_[static_cast<size_t>(k)].anchors) {
        if (needs_own_loop_nest(*a)) return false;
        if (!dims) dims = &a->type().dims;
        if (a->type().dims != *dims) return false;
      }
    }
    merge(ks, fmt::format("fused: siblings read %{}", n->name()));
    return true;
  }

  // Independent small leaf kernels of one iteration space share one launch
  // (horizontal fusion): below kSmallElements a kernel's time is mostly the
  // launch, not its loop.
  void merge_small_leaves() {
    constexpr int64_t kSmallElements = 1 << 14;
    std::map<Dims, std::set<int>> by_space;
    for (size_t k = 0; k < groups_.size(); ++k) {
      const Group& g = groups_[k];
      if (g.merged_away || !halide_group(static_cast<int>(k)) || !is_leaf(static_cast<int>(k))) continue;
      bool fits = true;
      for (const Node* a : g.anchors) {
        fits &= !needs_own_loop_nest(*a) && a->type().num_elements() <= kSmallElements && a->type().dims == g.anchors[0]->type().dims;
      }
      if (fits) by_space[g.anchors[0]->type().dims].insert(static_cast<int>(k));
    }
    for (const auto& [dims, ks] : by_space) {
      if (ks.size() > 1) merge(ks, fmt::format("fused horizontally: {} independent small kernels share one launch", ks.size()));
    }
  }

  // Groups `ks` become the first of them.
  void merge(const std::set<int>& ks, std::string decision) {
    const int first = *ks.begin();
    auto& into = groups_[static_cast<size_t>(first)];
    for (int k : ks) {
      if (k == first) continue;
      Group& g = groups_[static_cast<size_t>(k)];
      into.anchors.insert(into.anchors.end(), g.anchors.begin(), g.anchors.end());
      into.decisions.insert(into.decisions.end(), g.decisions.begin(), g.decisions.end());
      g.merged_away = true;
      merged_into_[k] = first;
      for (auto& [node, kk] : kernel_of_) {
        if (kk == k) kk = first;
      }
      for (auto& [node, landing] : landing_) {
        if (landing.erase(k)) landing.insert(first);
      }
    }
    into.decisions.push_back(std::move(decision));
  }


  // Where a kernel's last node stands in the graph (its nodes are in canonical,
  // not graph, order).
  size_t last_position(const Kernel& k) const {
    size_t last = 0;
    for (const Node* n : k.nodes) last = std::max(last, position_.at(n));
    return last;
  }

  KernelPlan assemble() {
    std::vector<std::vector<Node*>> members(groups_.size());
    for (const auto& [node, k] : kernel_of_) members[static_cast<size_t>(find(k))].push_back(const_cast<Node*>(node));
    for (const Node* d : duplicated_) {
      for (int k : landing_[d]) members[static_cast<size_t>(find(k))].push_back(const_cast<Node*>(d));
    }
    std::vector<Kernel> kernels;
    for (size_t k = 0; k < groups_.size(); ++k) {
      if (groups_[k].merged_away || members[k].empty()) continue;
      auto& nodes = members[k];
      std::sort(nodes.begin(), nodes.end(), [&](const Node* a, const Node* b) { return position_.at(a) < position_.at(b); });
      nodes.erase(std::unique(nodes.begin(), nodes.end()), nodes.end());
      Kernel kernel;
      kernel.nodes = nodes;
      std::set<const Node*> inside(nodes.begin(), nodes.end());
      for (const Node* n : nodes) {
        for (const Value& v : n->operands()) {
          if (!inside.count(v.node) && std::find(kernel.inputs.begin(), kernel.inputs.end(), v) == kernel.inputs.end()) {
            kernel.inputs.push_back(v);
          }
        }
      }
      // Outputs: values read outside the kernel or returned by the graph,
      // and every result of a loop or branch, whose step returns them all
      // (one left unread is there for a host callback inside).
      for (Node* n : nodes) {
        if (duplicated_.count(n)) continue;  // a copy per reader, never written out
        const bool returned = outputs_.count(n) > 0;
        bool read_outside = false;
        for (const Node* u : users_[n]) read_outside |= !inside.count(u);
        const bool control_flow = n->op() == OpCode::While || n->op() == OpCode::Conditional;
        if (!returned && !read_outside && !control_flow) continue;
        for (int i = 0; i < n->num_results(); ++i) {
          kernel.outputs.push_back(n->result(i));
          kernel.returned_unread.push_back(returned && !read_outside);
        }
      }
      put_in_canonical_order(kernel);
      Node* last = kernel.outputs.empty() ? kernel.nodes.back() : kernel.outputs.front().node;
      kernel.name = last->name();
      kernel.kind = kind_of(*last);
      for (const Node* n : nodes) {
        // A row reduction computed inside the kernel that reads it back.
        if (n->op() == OpCode::Reduce) kernel.kind = KernelKind::Reduction;
      }
      for (const Node* n : nodes) {
        if (n->op() == OpCode::Transpose && kernel.kind != KernelKind::Reduction) kernel.kind = KernelKind::Transpose;
      }
      for (const Node* n : nodes) {
        if (n->op() == OpCode::Convolution) kernel.kind = KernelKind::Convolution;  // with its epilogue
      }
      kernel.reason = groups_[k].reason;
      kernel.decisions = groups_[k].decisions;
      kernels.push_back(std::move(kernel));
    }
    // Execution order: by each kernel's last node; every input must come first.
    std::sort(kernels.begin(), kernels.end(), [&](const Kernel& a, const Kernel& b) { return last_position(a) < last_position(b); });
    std::map<const Node*, size_t> produced_by;
    for (size_t i = 0; i < kernels.size(); ++i) {
      for (const Value& v : kernels[i].outputs) produced_by[v.node] = i;
    }
    for (size_t i = 0; i < kernels.size(); ++i) {
      for (const Value& v : kernels[i].inputs) {
        auto it = produced_by.find(v.node);
        KILN_CHECK(it == produced_by.end() || it->second < i, "kernel {} reads %{} before kernel {} writes it", kernels[i].name,
                   v.node->name(), kernels[it->second].name);
      }
    }
    return KernelPlan{std::move(kernels)};
  }

  const Graph& graph_;
  std::unordered_map<const Node*, size_t> position_;
  std::unordered_map<const Node*, std::vector<Node*>> users_;
  std::set<const Node*> outputs_;
  std::unordered_map<const Node*, bool> cheap_;
  std::set<const Node*> duplicated_;
  std::set<const Node*> aliases_;  // bitcasts a library step reads: kernels of their own (place)
  std::unordered_map<const Node*, std::set<int>> landing_;
  std::unordered_map<const Node*, int> kernel_of_;
  std::unordered_map<int, int64_t> joined_;  // ops joined into each kernel from its producers
  std::map<int, int> merged_into_;
  std::vector<Group> groups_;
};

}  // namespace

KernelPlan plan_kernels(const Graph& graph) { return Planner(graph).plan(); }

std::string KernelPlan::to_string() const {
  std::string s;
  for (const Kernel& k : kernels) {
    std::vector<std::string> names, ins;
    for (const Node* n : k.nodes) names.push_back("%" + n->name());
    for (const Value& v : k.inputs) ins.push_back("%" + v.node->name());
    s += fmt::format("kernel {} ({}): {} <- {}  [{}]\n", k.name, kernel_kind_name(k.kind), fmt::join(names, " "),
                     fmt::join(ins, " "), k.reason);
  }
  return s;
}

}  // namespace kiln
