// The graph IR: typed SSA over arrays. A Node is one instruction with named,
// stable identity; it may have several results (variadic reduce, sort, while, ...),
// each addressed by a Value. Tuples exist only at the boundary: a Graph's outputs
// are a flat list of Values, and a tuple-typed parameter is flattened into leaves.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "ir/attributes.h"
#include "ir/collectives.h"
#include "ir/opcode.h"
#include "ir/program_check.h"
#include "ir/sharding.h"
#include "ir/tensor_type.h"

namespace kiln {

class Graph;
class Node;

// One result of a node.
struct Value {
  Node* node = nullptr;
  int index = 0;

  const TensorType& type() const;
  explicit operator bool() const { return node != nullptr; }
  bool operator==(const Value&) const = default;
};

class Node {
 public:
  OpCode op() const { return op_; }
  const std::string& name() const { return name_; }
  const std::vector<Value>& operands() const { return operands_; }
  const Value& operand(size_t i) const { return operands_.at(i); }
  size_t num_operands() const { return operands_.size(); }
  const std::vector<TensorType>& result_types() const { return results_; }
  int num_results() const { return static_cast<int>(results_.size()); }
  const TensorType& type(int i = 0) const { return results_.at(static_cast<size_t>(i)); }
  Value result(int i = 0) const { return Value{const_cast<Node*>(this), i}; }
  const Attrs& attrs() const { return attrs_; }
  // Sub-computations: reducer/comparator/combiner (to_apply), while {condition,
  // body}, conditional branches in order.
  const std::vector<Graph*>& called() const { return called_; }

  void set_operand(size_t i, Value v) { operands_.at(i) = v; }
  void set_operands(std::vector<Value> v) { operands_ = std::move(v); }
  void set_result_type(int i, TensorType t) { results_.at(static_cast<size_t>(i)) = std::move(t); }
  Attrs& mutable_attrs() { return attrs_; }

 private:
  friend class Graph;
  Node(OpCode op, std::string name, std::vector<Value> operands, std::vector<TensorType> results,
       Attrs attrs, std::vector<Graph*> called)
      : op_(op),
        name_(std::move(name)),
        operands_(std::move(operands)),
        results_(std::move(results)),
        attrs_(std::move(attrs)),
        called_(std::move(called)) {}

  OpCode op_;
  std::string name_;
  std::vector<Value> operands_;
  std::vector<TensorType> results_;
  Attrs attrs_;
  std::vector<Graph*> called_;
};

class Graph {
 public:
  explicit Graph(std::string name) : name_(std::move(name)) {}
  Graph(const Graph&) = delete;
  Graph& operator=(const Graph&) = delete;

  const std::string& name() const { return name_; }

  // Appends a node; operands must already be in the graph (nodes stay in
  // topological order). `name` is made unique if it is taken.
  Node* add_node(OpCode op, std::string_view name, std::vector<Value> operands,
                 std::vector<TensorType> results, Attrs attrs = {}, std::vector<Graph*> called = {});
  // Appends a parameter with the next parameter number.
  Node* add_parameter(std::string_view name, TensorType type);

  const std::vector<std::unique_ptr<Node>>& nodes() const { return nodes_; }
  const std::vector<Node*>& parameters() const { return parameters_; }
  const std::vector<Value>& outputs() const { return outputs_; }
  void set_outputs(std::vector<Value> outputs) { outputs_ = std::move(outputs); }
  std::vector<TensorType> parameter_types() const;
  std::vector<TensorType> output_types() const;

  // Whether the graph returns a tuple (as HLO's ROOT tuple) rather than one array;
  // the printer keeps the form, and `root_name` the root instruction's name.
  bool returns_tuple() const { return returns_tuple_; }
  void set_returns_tuple(bool t) { returns_tuple_ = t; }

  // An entry parameter or output that is complex at the boundary: an f32 (c64)
  // or f64 (c128) array whose last dim of 2 holds (re, im), numpy's complex64
  // or complex128 in memory. kiln has no complex element type; the importers
  // mark these, and .npy files and the Python API carry them as complex.
  bool complex_parameter(size_t i) const { return i < complex_parameters_.size() && complex_parameters_[i]; }
  bool complex_output(size_t i) const { return i < complex_outputs_.size() && complex_outputs_[i]; }
  void mark_complex_parameter(size_t i) { mark(complex_parameters_, i); }
  void mark_complex_output(size_t i) { mark(complex_outputs_, i); }
  const std::string& root_name() const { return root_name_; }
  void set_root_name(std::string name) { root_name_ = std::move(name); }

  // Where a node came from in the user's program ("model.py:35 (attention)"),
  // when the importer knew; empty otherwise. Keyed by stable name.
  void set_source_location(const std::string& node, std::string location) { source_locations_[node] = std::move(location); }
  std::string source_location(const std::string& node) const {
    auto it = source_locations_.find(node);
    return it == source_locations_.end() ? std::string() : it->second;
  }

  // --- mutation, for passes ---
  // Every use of `from` (operands and outputs) now reads `to`.
  void replace_all_uses(Value from, Value to);
  // Gives `node` a new name (made unique); frees its old name.
  void rename(Node* node, std::string_view name);
  // Removes nodes that no output depends on (parameters stay); returns how many.
  int remove_dead_nodes();
  // Restores topological order after nodes were appended out of place, keeping
  // the existing order wherever it is already valid.
  void sort_topologically();

  Node* find(std::string_view name) const;
  bool has_name(std::string_view name) const { return find(name) != nullptr; }
  // `base` if free, else base.1, base.2, ...
  std::string unique_name(std::string_view base) const;
  // Marks a name as taken without a node (names an importer will assign later).
  void reserve_name(std::string_view name) { reserved_.emplace(name, nullptr); }

 private:
  std::string name_;
  std::vector<std::unique_ptr<Node>> nodes_;
  std::vector<Node*> parameters_;
  std::vector<Value> outputs_;
  bool returns_tuple_ = false;
  std::vector<bool> complex_parameters_, complex_outputs_;
  static void mark(std::vector<bool>& flags, size_t i) {
    if (flags.size() <= i) flags.resize(i + 1);
    flags[i] = true;
  }
  std::string root_name_;
  std::unordered_map<std::string, Node*> by_name_;
  std::unordered_map<std::string, Node*> reserved_;
  std::unordered_map<std::string, std::string> source_locations_;
};

// A module: the entry graph and the sub-computations its nodes call.
class Module {
 public:
  explicit Module(std::string name) : name_(std::move(name)) {}
  const std::string& name() const { return name_; }
  Graph* entry() const { return entry_; }
  void set_entry(Graph* g) { entry_ = g; }
  // Graphs in definition order (callees before callers).
  const std::vector<std::unique_ptr<Graph>>& graphs() const { return graphs_; }
  Graph* add_graph(std::string_view name);
  Graph* find_graph(std::string_view name) const;

  // A program with self-checks returns its results first and the checked values
  // after them: entry outputs [0, num_results()) are the results.
  const std::vector<ProgramCheck>& checks() const { return checks_; }
  void add_check(ProgramCheck check) { checks_.push_back(std::move(check)); }
  int64_t num_results() const {
    return num_results_ >= 0 ? num_results_ : static_cast<int64_t>(entry_ ? entry_->outputs().size() : 0);
  }
  void set_num_results(int64_t n) { num_results_ = n; }

  // The devices it runs on (one unless it was compiled for several: SPMD).
  const DeviceMesh& mesh() const { return mesh_; }
  void set_mesh(DeviceMesh mesh) { mesh_ = mesh; }

  // A program over global values, as JAX hands one over before partitioning:
  // where its arguments and results lie on the mesh's devices (empty when the
  // program says nothing of it).
  const ProgramShardings& shardings() const { return shardings_; }
  void set_shardings(ProgramShardings shardings) { shardings_ = std::move(shardings); }

  // A module XLA's partitioner already wrote per device: which block of a
  // global array each entry parameter is, as its `sharding=` says (only
  // `parameters` and `meshes` set; empty when none is given). kiln run cuts
  // a global input file by it.
  const ProgramShardings& parameter_blocks() const { return parameter_blocks_; }
  void set_parameter_blocks(ProgramShardings blocks) { parameter_blocks_ = std::move(blocks); }

  // Entry parameters whose buffers the caller gives away (JAX's donated
  // arguments): a runtime that holds the caller's buffers may free them
  // once the run has read them.
  const std::vector<size_t>& donated_parameters() const { return donated_parameters_; }
  void add_donated_parameter(size_t i) { donated_parameters_.push_back(i); }

 private:
  std::string name_;
  std::vector<std::unique_ptr<Graph>> graphs_;
  Graph* entry_ = nullptr;
  std::vector<ProgramCheck> checks_;
  int64_t num_results_ = -1;  // -1: every entry output is a result
  DeviceMesh mesh_;
  ProgramShardings shardings_;
  ProgramShardings parameter_blocks_;
  std::vector<size_t> donated_parameters_;
};

}  // namespace kiln
