// The HLO module builder's class, shared by the files that define its
// methods, one concern each: graph_importer.cc (computations, parameters,
// instructions, nodes), hlo_complex_ops.cc, hlo_expanded_ops.cc and
// hlo_attributes.cc. Private to the importer: its entry point is
// graph_importer.h.
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "importer/hlo_ast.h"
#include "importer/import.h"
#include "ir/builder.h"

namespace kiln::hlo_import {

// What an HLO instruction evaluates to: an array (one Value) or a tuple of
// them. A complex array (c64, c128) is its real part `leaf` and imaginary
// part `im` (importer/complex_ops.h): two arrays wherever it is flattened
// (parameters, outputs, variadic operands, called computations' arguments).
struct Imported {
  Value leaf;
  Value im;  // set for a complex array
  bool is_tuple = false;
  std::vector<Imported> elements;
  bool is_complex() const { return static_cast<bool>(im); }
};

void flatten_into(const Imported& v, std::vector<Value>& out);

Imported tuple_of(std::vector<Imported> elements);

// One operand as itself, several as their tuple: what an instruction that
// passes its operands through returns.
Imported passed_through(const std::vector<Imported>& operands);

std::vector<Value> flatten(const Imported& v);

void flatten_shape(const AstShape& s, std::vector<TensorType>& out);

// Rebuilds a (possibly nested) tuple of `values` in the form of `shape`.
Imported shape_like(const AstShape& shape, const std::vector<Value>& values, size_t& next);

std::string shape_string(const AstShape& s);

// Ops whose operand tuples are flattened into the node's operand list.
bool flattens_operands(OpCode op);

class ModuleBuilder {
 public:
  ModuleBuilder(const AstModule& ast, const ImportOptions& options)
      : ast_(ast), src_(*ast.source), options_(options) {}

  std::unique_ptr<Module> build();

 private:
  // --- graph_importer.cc ---
  [[noreturn]] void fail(size_t offset, std::string_view message) const;

  // " (from FILE:LINE)" where the instruction's metadata names its source.
  std::string at_source(const AstInstruction& inst) const;

  const AstComputation& find_computation(const std::string& name, size_t offset) const;

  void finish_graph(const AstComputation& comp, Graph* g, const Imported& root);

  // Computations call computations; a call back into one still being
  // imported is a cycle, reported with its whole path.
  void enter(const std::string& name, size_t offset);
  void leave(const std::string& name);

  // A called computation (reducer, comparator, loop body, ...) as its own graph.
  Graph* called_graph(const std::string& name, size_t offset);

  // Imports the instructions of `comp` into `g`. With `args`, the computation is
  // inlined: its parameters are the given values.
  Imported import_body(const AstComputation& comp, Graph* g, const std::vector<Imported>* args);

  std::vector<size_t> topological_order(const AstComputation& comp,
                                        const std::unordered_map<std::string, size_t>& index) const;

  int64_t parameter_number(const AstInstruction& inst) const;

  void create_parameters(const AstComputation& comp, Graph* g, std::vector<Imported>& values);

  Imported make_parameter(const AstShape& shape, const std::string& name, Graph* g);

  // The entry's results, flattened onto `out`, a complex one as its (re, im)
  // pairs and marked complex at the boundary.
  void entry_outputs(const Imported& v, Graph* g, std::vector<Value>& out);

  void check_matches(const AstInstruction& inst, const Imported& v) const;

  Imported import_instruction(const AstInstruction& inst, Graph* g, const std::vector<Imported>& operands);

  // `inst` as one kiln node of `op` on `operand_values`, its results declared
  // `declared`: the attributes parsed, the result types inferred and checked.
  std::vector<Value> add_node(const AstInstruction& inst, OpCode op, Graph* g, std::vector<Value> operand_values, Attrs attrs,
                              const std::vector<TensorType>& declared, const std::string& name);

  // --- hlo_complex_ops.cc ---
  // Variadic and control-flow ops take a complex operand as its two parts, and
  // their computations a complex argument as two parameters (reduce's
  // accumulators, then inputs: (acc.re, acc.im, x.re, x.im), as a complex
  // reducer's flattened parameters are).
  static bool takes_complex_as_parts(OpCode op);

  // An op with a complex operand or result, from the real ops on its parts
  // (importer/complex_ops.h), as the StableHLO importer builds them.
  Imported import_complex(const AstInstruction& inst, std::optional<OpCode> parsed_op, Graph* g, const std::vector<Imported>& operands);

  // --- hlo_expanded_ops.cc ---
  // select-and-scatter(operand, source, init), window=..., select=%s, scatter=%t:
  // built from kiln ops (ir/select_and_scatter.h).
  // custom-call: by what its target means on one device
  // (importer/custom_call_targets.h).
  Imported import_custom_call(const AstInstruction& inst, Graph* g, const std::vector<Imported>& operands);

  // topk (k=, largest=) and custom-call "TopK" (k from the result shape).
  Imported import_top_k(const AstInstruction& inst, Graph* g, const std::vector<Imported>& operands, bool largest);

  // rng(a, b), distribution=rng_uniform|rng_normal (importer/random_numbers.h).
  Imported import_rng(const AstInstruction& inst, Graph* g, const std::vector<Imported>& operands);

  // (state, bits) from a u64 state; rng_default is Philox, as XLA's CPU and
  // GPU backends run it (importer/philox.h).
  Imported import_rng_bit_generator(const AstInstruction& inst, Graph* g, const std::vector<Imported>& operands);

  // batch-norm-inference, -training and -grad (importer/batch_norm.h).
  Imported import_batch_norm(const AstInstruction& inst, Graph* g, const std::vector<Imported>& operands);

  // --- hlo_collectives.cc ---
  // Collectives in a module compiled for one device are exact: each
  // participant group is that device alone. Over several, each is a node.
  static bool is_collective_opcode(const std::string& opcode);

  Imported import_collective(const AstInstruction& inst, Graph* g, const std::vector<Imported>& operands);

  bool permutes_device_zero_to_itself(const AstInstruction& inst) const;

  // The computation the attribute `key` names, inlined on `operands`.
  Imported inline_called(const AstInstruction& inst, Graph* g, const std::vector<Imported>& operands, const char* key);

  // async-start (calls its computation in place), async-update, async-done.
  Imported import_async(const AstInstruction& inst, Graph* g, const std::vector<Imported>& operands);

  // A -start's tuple: (operands, results) and any u32[] contexts after them.
  Imported start_tuple(const AstInstruction& inst, const Imported& operands, const Imported& results, Graph* g);
  // A -done's value: the results in its start's tuple.
  Imported start_result(const AstInstruction& inst, const std::vector<Imported>& operands);

  // One collective node on `operands`, its attributes parsed.
  Imported collective_node(const AstInstruction& inst, OpCode op, Graph* g, const std::vector<Value>& operands, const std::string& name);

  // A collective of a module for several devices as one kiln node
  // (ir/collectives.h); its -start and -done halves as the node and its value.
  Imported import_spmd_collective(const AstInstruction& inst, Graph* g, const std::vector<Imported>& operands);

  // replica_groups, channel_id, use_global_device_ids, source_target_pairs
  // (and all-to-all's dimensions) resolved into groups of device ids.
  CollectiveOptions collective_options(const AstInstruction& inst, OpCode op, Attrs& attrs) const;

  Imported import_select_and_scatter(const AstInstruction& inst, Graph* g, const std::vector<Imported>& operands);

  // --- hlo_attributes.cc ---
  int64_t int_attribute(const AstInstruction& inst, std::string_view key) const;
  // An entry parameter's sharding= (Module::parameter_blocks), the
  // `parameters`-th of the entry graph.
  void read_parameter_block(const AstInstruction& inst, size_t parameters);

  double float_attribute(const AstInstruction& inst, std::string_view key) const;

  bool bool_attribute(const AstInstruction& inst, std::string_view key, bool otherwise) const;

  void parse_attributes(const AstInstruction& inst, OpCode op, const std::vector<TensorType>& operand_types,
                        Attrs& a, std::vector<Graph*>& called);

  // entry_computation_layout={(f32[2,3]{0,1}, ...)->f32[3]{0}}: gives parameters the
  // layouts their own instructions left out.
  void apply_entry_layout(TextSpan span, Graph& g);

  const AstModule& ast_;
  const SourceText& src_;
  const ImportOptions& options_;
  std::unique_ptr<Module> module_;
  std::unordered_map<std::string, const AstComputation*> computations_;
  std::unordered_map<std::string, Graph*> graphs_;
  std::vector<std::string> in_progress_;  // the computations being imported, callers first
  Graph* entry_graph_ = nullptr;
  int elided_constants_ = 0;
  std::map<Graph*, std::vector<Node*>> elided_;
  bool constant_elided_ = false;  // the constant being parsed was printed as {...}  // filled after the module is built
};

}  // namespace kiln::hlo_import
