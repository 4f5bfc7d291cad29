// The StableHLO importer's class, shared by the files that define its
// methods, one concern each: stablehlo_importer.cc (functions, scopes, the
// op dispatch, nodes), stablehlo_attributes.cc, stablehlo_complex_ops.cc,
// stablehlo_real_ops.cc, stablehlo_regions.cc and stablehlo_custom_calls.cc.
// Private to the importer: its entry point is stablehlo_importer.h.
#pragma once

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "importer/import.h"
#include "expand/chlo_decompositions.h"
#include "importer/mlir_ast.h"
#include "ir/builder.h"
#include "ir/program_check.h"

namespace kiln::stablehlo_import {

using Kind = MlirAttribute::Kind;

// stablehlo ops that are one kiln elementwise op.
const std::unordered_map<std::string_view, OpCode>& elementwise_ops();

std::string short_name(std::string_view op);

std::string types_string(const std::vector<TensorType>& types);

// An SSA value: one array, or a complex one as its real and imaginary parts
// (kiln has no complex element type; complex_ops.h).
// A tuple (MHLO's `mhlo.tuple`, a function returning `tuple<...>`) is its
// elements: kiln has no tuple values, only get_tuple_element reads them.
struct Imported {
  Value re, im;
  std::vector<Imported> elements;  // of a tuple
  bool is_tuple = false;
  bool is_complex() const { return static_cast<bool>(im); }
  const TensorType& type() const { return re.type(); }
  std::vector<Value> parts() const { return is_complex() ? std::vector<Value>{re, im} : std::vector<Value>{re}; }
  bool operator==(const Imported&) const = default;
};

// The SSA names visible while importing one region or function body.
struct Scope {
  Scope* parent = nullptr;  // an enclosing region (captures), or null (isolated)
  Graph* graph = nullptr;
  std::string prefix;  // node-name prefix of an inlined function
  std::unordered_map<std::string, std::vector<Imported>> values;
  // How values of the parent scope are used: as extra parameters of this graph
  // (while bodies, branches; `captured` lists them in parameter order) or, when
  // null, only when they are constants (copied into the graph).
  std::vector<Value>* captured = nullptr;
  std::unordered_map<Node*, std::vector<Value>>* capture_params = nullptr;
};

class StablehloImporter {
 public:
  StablehloImporter(const MlirModule& program, const ImportOptions& options)
      : program_(program), src_(*program.source), options_(options) {}

  std::unique_ptr<Module> build();

 private:
  struct PendingCheck {
    ProgramCheck check;
    Imported actual, expected;
  };

  // --- stablehlo_importer.cc ---
  [[noreturn]] void fail(size_t offset, std::string_view message) const;

  const MlirFunction& entry_function() const;

  static int output_index(std::vector<Value>& outputs, Value v);

  static bool matches(const Imported& v, const MlirType& t);
  static std::string type_string(const Imported& v);

  // The arrays of values, tuples flattened in order.
  static std::vector<Imported> leaves(const std::vector<Imported>& values);

  void check_function_results(const MlirFunction& f, const std::vector<Imported>& results) const;

  // Imports the operations of a body; returns the values its terminator returns.
  std::vector<Imported> import_body(const MlirRegion& body, Scope& scope);

  static bool is_terminator(const std::string& name);

  void bind_results(const MlirOperation& op, const std::vector<Imported>& results, Scope& scope);

  std::vector<Imported> lookup_all(const std::vector<MlirValueUse>& uses, Scope& scope);

  // Operands of an op that takes no complex values.
  std::vector<Value> reals(const MlirOperation& op, const std::vector<Imported>& values) const;

  // The value `outer` of an enclosing graph, as seen inside `scope`'s graph.
  Value capture(const MlirValueUse& use, Scope& scope, Value outer);

  Imported lookup(const MlirValueUse& use, Scope& scope);

  // Parameters of a capturing graph before its captured values.
  static size_t parameter_base(const Scope& scope);

  // The result types as kiln arrays: a complex result is two (re, im), except
  // while an op is imported once per part (per_part_).
  std::vector<TensorType> declared_results(const MlirOperation& op) const;

  // "add.3", "inputs.constant.cst" (inlined from @inputs): names HLO text can
  // print and read back, so dumps of imported programs are valid HLO.
  std::string node_name(const MlirOperation& op, const Scope& scope) const;

  // Adds a node, checking that what kiln infers is what the text declares.
  std::vector<Value> emit(const MlirOperation& op, Scope& scope, OpCode code, std::vector<Value> operands, Attrs attrs,
                          std::vector<Graph*> called = {}, std::optional<std::vector<TensorType>> declared_override = {});

  // Entry argument i's type: as declared, or specialized to the shape the
  // options give it (every `?` must then be given).
  TensorType argument_type(const MlirFunction& main, size_t i) const;
  static std::string example_shape(const TensorType& t);

  // A region's argument types must be static: a loop or reducer over values
  // of a specialized shape declares them so only in a program kiln cannot
  // yet refine.
  void expect_static(const MlirBlockArgument& arg, std::string_view role) const;

  // A reshape's one `?`: the operand's elements over the other sizes.
  static std::vector<TensorType> reshaped_to(std::vector<TensorType> declared, const std::vector<TensorType>& operands);

  static std::vector<TensorType> filled_from_first_operand(std::vector<TensorType> declared, const std::vector<TensorType>& operands);

  static std::vector<Imported> wrap(const std::vector<Value>& values);

  // The signature's operand types against the values the operands are: a
  // stablehlo.convert annotated (tensor<2x3xi8>) -> ... on an f32 value ran
  // as if the annotation were not there.
  void check_operand_types(const MlirOperation& op, const std::vector<Imported>& operands) const;

  std::vector<Imported> import_operation(const MlirOperation& op, Scope& scope);

  // An IREE global as the constant it starts as (nothing may store to it).
  Imported global_value(const MlirOperation& op, Scope& scope);

  // kiln.splat {value}: the integer `value` in every element of the result type
  // (control_flow_structurizer.h writes it for block indices and initial states).
  Imported splat_of(const MlirOperation& op, Scope& scope);

  // The values of a dynamic op's shape operand, which must fold to constants
  // (shape_arithmetic.h: a specialized shape-polymorphic program computes
  // them from get_dimension_size): kiln's shapes are static.
  Dims constant_ints(const MlirOperation& op, const Value& v, std::string_view what);

  // The one result type of a dynamic op whose shape operand says `dims`: the
  // declared type with every `?` filled in.
  std::vector<TensorType> result_with_dims(const MlirOperation& op, const Dims& dims, size_t result = 0);

  // broadcast_in_dim may stretch a size-1 operand dim to any size; kiln's (and
  // HLO's) broadcast maps dims one to one, so such dims are reshaped away first.
  void drop_expanding_unit_dims(const MlirOperation& op, Scope& scope, std::vector<Value>& operands, Dims& dims,
                                std::optional<Dims> result_dims = {});

  void check_declared(const MlirOperation& op, const std::vector<Value>& results) const;

  // --- stablehlo_attributes.cc ---

  const MlirAttribute& required(const MlirOperation& op, std::string_view key) const;

  int64_t as_int(const MlirAttribute& a, std::string_view what) const;

  double as_float(const MlirAttribute& a, std::string_view what) const;

  bool as_bool(const MlirAttribute& a, std::string_view what) const;

  Dims as_ints(const MlirAttribute& a, std::string_view what) const;

  Dims ints_or(const MlirOperation& op, std::string_view key, Dims fallback) const;

  Dims field_ints(const MlirAttribute& s, std::string_view key) const;

  int64_t field_int(const MlirAttribute& s, std::string_view key, int64_t fallback) const;

  const MlirAttribute& required_struct(const MlirOperation& op, std::string_view key) const;

  // Attributes a chlo decomposition reads, by name.
  ChloAttributes op_attributes(const MlirOperation& op) const;

  // --- stablehlo_complex_ops.cc ---
  // A complex value as one real array of (re, im) pairs: its last dim is 2.
  Value pack_pairs(GraphBuilder& b, const Imported& v);
  Imported unpack_pairs(GraphBuilder& b, Value pairs);

  // Operands as kiln arrays: a complex one as its two parts.
  static std::vector<Value> flattened(const std::vector<Imported>& values);

  // Results of `op` from its kiln arrays (a complex result takes two).
  std::vector<Imported> regrouped(const MlirOperation& op, const std::vector<Value>& values) const;

  // `op` once on the real parts of its operands and once on the imaginary ones
  // (real operands, such as indices and predicates, go to both).
  std::vector<Imported> per_part(const MlirOperation& op, Scope& scope, const std::vector<Imported>& operands);

  std::vector<Imported> import_complex(const MlirOperation& op, Scope& scope, const std::vector<Imported>& operands);

  // A complex dense<...> attribute as two constants, its real and imaginary parts.
  Imported complex_constant_of(GraphBuilder& b, const MlirAttribute& value, const std::string& name);

  // --- stablehlo_real_ops.cc ---
  // tensor.insert_slice with static offsets and unit strides (ByteIR's
  // PyTorch exports write concatenations so): a dynamic_update_slice at
  // constant indices. A source of lower rank (unit sizes dropped) is reshaped.
  std::vector<Value> import_insert_slice(const MlirOperation& op, Scope& scope, std::vector<Value> operands);

  // The scales (or zero points) of `q` along an array of `dims`: one value, or
  // one per index of the quantized dimension.
  Value quantization_parameter(GraphBuilder& b, const MlirQuantization& q, const std::vector<double>& values, DType dtype,
                               const Dims& dims, size_t offset);

  // uniform_dequantize: (s - zero_point) * scale; uniform_quantize: x / scale
  // + zero_point, clamped to the storage range, rounded half to even (the
  // StableHLO spec's quantize and dequantize). A quantized operand of
  // uniform_quantize is dequantized first. The subtraction of the zero point
  // happens in the expressed type, where it cannot wrap.
  Value import_quantization(const MlirOperation& op, Scope& scope, const std::vector<Value>& operands);

  std::vector<Value> import_real(const MlirOperation& op, Scope& scope, std::vector<Value> operands);

  std::vector<Value> import_reduce(const MlirOperation& op, Scope& scope, std::vector<Value> operands);
  // stablehlo_collectives.cc: all_reduce, all_gather, reduce_scatter, all_to_all,
  // collective_permute, collective_broadcast, partition_id, replica_id.
  std::vector<Value> import_collective(const MlirOperation& op, Scope& scope, std::vector<Value> operands);
  // stablehlo_run_parallel.cc: the interpreter tests' interpreter.run_parallel.
  // The mesh its `programs` give, if @main has one (set before importing, as
  // collectives resolve their groups by it).
  std::optional<DeviceMesh> run_parallel_mesh(const MlirFunction& main) const;
  std::vector<Imported> import_run_parallel(const MlirOperation& op, Scope& scope);
  // pred[dims]: whether this device is `device`.
  Value on_device(GraphBuilder& b, int64_t device, const Dims& dims);
  // A check of one device's run_parallel result: compared there, zeros on
  // the others.
  void check_on_its_device(PendingCheck& check);

  // stablehlo_manual_computation.cc: Shardy's meshes and @main's shardings
  // (a program over global values, for several devices), and
  // sdy.manual_computation: its body on each device's block of the operands,
  // its results gathered back into global values.
  void read_shardings(const MlirFunction& main);
  // A GSPMD sharding (mhlo.sharding's text) as a placement over a mesh of
  // its own, added to `shardings`; `manual` says whether it is {manual}.
  TensorSharding gspmd_placement(ProgramShardings& shardings, const MlirAttribute& a, size_t rank, bool* manual);
  // custom_call @Sharding, @SPMDFullToShardShape and @SPMDShardToFullShape
  // in a program for several devices (GSPMD's shard_map): a placement, each
  // device's block, the blocks gathered back.
  std::vector<Value> import_gspmd_call(const MlirOperation& op, Scope& scope);
  std::vector<Imported> import_manual_computation(const MlirOperation& op, Scope& scope, const std::vector<Imported>& operands);
  int manual_computations_ = 0;  // numbers their bodies' node names
  // Where known global values lie: @main's sharded arguments and manual
  // computations' results. A result of @main the program leaves unplaced
  // lies as the value it is made from elementwise (as XLA's propagation
  // would place it; otherwise whole on every device).
  std::map<std::pair<const Node*, int>, TensorSharding> value_shardings_;
  void place_unplaced_results(const std::vector<Value>& results);
  std::vector<Imported> import_sharding_constraint(const MlirOperation& op, Scope& scope, const std::vector<Imported>& operands);
  TensorSharding placed_result(const TensorSharding& out, const Value& body_value, const std::set<std::string>& manual, const Dims& global) const;
  int manual_depth_ = 0;  // inside how many manual computations' bodies the import is
  // Each device's block of a global value, cut along the `manual` axes of
  // `sharding` (a dynamic-slice at offsets a table gives by partition-id);
  // and a value's blocks gathered back into the global value, one
  // all-gather per dimension those axes split.
  Value device_block(Graph* graph, const Value& global, const TensorSharding& sharding, const std::set<std::string>& manual);
  // This device's entry of `table` (one per device, in device order), a
  // scalar looked up by partition-id.
  Value this_devices_entry(GraphBuilder& b, Literal table, std::string_view name);
  Value gathered_blocks(Graph* graph, Value local, const TensorSharding& sharding, const std::set<std::string>& manual);

  // stablehlo_partial_sums.cc: values held as partial sums (Shardy's
  // unreduced axes, JAX's P(unreduced={...})): each device's value is its
  // part, and the value is their sum over those axes. Known for @main's
  // arguments, manual computations' results and sharding constraints; any
  // other value is partial along its operands' axes (JAX allows only linear
  // ops on partial sums).
  std::map<std::pair<const Node*, int>, std::vector<AxisRef>> partial_axes_;
  bool program_has_partials_ = false;  // no value is partial until an annotation says so
  void set_partial_axes(const Value& v, const std::vector<AxisRef>& axes);
  std::vector<AxisRef> partial_axes(const Value& v);
  // `v`, held as partial sums along `to` instead of its own axes: summed
  // (an all-reduce) over the axes it leaves, split over the axes it adds.
  Value as_partials(Graph* graph, const Value& v, const std::vector<AxisRef>& to, const NamedMesh& mesh);
  Imported as_partials(Graph* graph, const Imported& v, const std::vector<AxisRef>& to, const NamedMesh& mesh);
  // @main's results, each as its sharding holds it (whole where none is given).
  void hold_results_as_placed(std::vector<Value>& results);

  // A reduce_window's window, one dim per entry of `size`; `padding` is
  // (low, high) per dim. Given as attributes or (dynamic_reduce_window) as
  // folded operands.
  std::vector<WindowDim> reduce_window_dims(const MlirOperation& op, const Dims& size, const Dims& strides, const Dims& base,
                                            const Dims& dilation, const Dims& padding);

  std::vector<Value> import_reduce_window(const MlirOperation& op, Scope& scope, std::vector<Value> operands);

  std::vector<Value> import_convolution(const MlirOperation& op, Scope& scope, std::vector<Value> operands);

  // select_and_scatter (max pooling's gradient): ir/select_and_scatter.h.
  std::vector<Value> import_select_and_scatter(const MlirOperation& op, Scope& scope, std::vector<Value> operands);

  // batch_norm_* as XLA's batch-norm ops (batch_norm.h): the same arithmetic.
  std::vector<Value> import_batch_norm(const MlirOperation& op, Scope& scope, const std::vector<Value>& operands);

  // --- stablehlo_regions.cc ---
  // A region as a graph of its own whose parameters are the block arguments.
  Graph* region_graph(const MlirOperation& op, const MlirRegion& region, Scope& outer, std::string_view role,
                      std::vector<Value>* captured = nullptr);

  // `applies stablehlo.add`: a scalar reducer per input.
  Graph* applied_reducer(const MlirOperation& op, const std::vector<Value>& inits);

  Graph* single_region_graph(const MlirOperation& op, Scope& scope, std::string_view role);

  std::vector<Value> import_while(const MlirOperation& op, Scope& scope, std::vector<Value> operands);

  std::vector<Value> import_branches(const MlirOperation& op, Scope& scope, std::vector<Value> operands);

  std::vector<Imported> import_call(const MlirOperation& op, Scope& scope, const MlirAttribute& callee_attr);

  // The one function a custom call names in called_computations, as a graph.
  Graph* called_function_graph(const MlirOperation& op, Scope& scope, std::string_view role);

  // --- stablehlo_custom_calls.cc ---
  // JAX's lapack_?xxxx_ffi: a lapack-call node on the (re, im) pairs of
  // complex operands, its complex results unpacked again.
  std::vector<Imported> import_lapack_call(const MlirOperation& op, Scope& scope);

  // The shape-polymorphic ops jax.export writes as custom calls (StableHLO's
  // dynamism RFC): their sizes are operands, folded to constants here, and
  // each is then its static form.
  std::vector<Value> import_dynamic_custom_call(const MlirOperation& op, Scope& scope);

  // rng_bit_generator's bits: DEFAULT is Philox, as XLA's CPU and GPU
  // backends run it (philox.h).
  std::vector<Value> rng_bit_generator(const MlirOperation& op, Scope& scope, const Value& state, const TensorType& output);

  std::vector<Value> check_shape_assertion(const MlirOperation& op, Scope& scope);
  std::vector<Value> import_approx_top_k(const MlirOperation& op, Scope& scope);
  std::vector<Value> import_custom_call(const MlirOperation& op, Scope& scope);

  std::vector<Value> import_byteir_call(const MlirOperation& op, Scope& scope);
  // custom_call @kiln.host_callback, which kiln's PJRT plugin writes for
  // JAX's host callbacks (backend_config: the callback's id). Each graph's
  // callbacks run in the program's order: each takes the one before as an
  // order edge.
  std::vector<Value> import_host_callback(const MlirOperation& op, Scope& scope);
  std::map<const Graph*, Value> last_host_callback_;

  // The check dialect's own ops.
  std::vector<Imported> import_check(const MlirOperation& op, Scope& scope);
  // `callee`'s body inlined with `args` (written at `uses`, for messages).
  std::vector<Imported> call_function(const MlirFunction& callee, const std::vector<Imported>& args, const std::vector<MlirValueUse>& uses,
                                      Scope& scope, size_t offset);

  void add_check(const MlirOperation& op, Scope& scope, ProgramCheck check, const MlirValueUse& actual,
                 const MlirValueUse& expected);

  const MlirModule& program_;
  const SourceText& src_;
  const ImportOptions& options_;
  std::unique_ptr<Module> module_;
  std::unordered_map<std::string, const MlirFunction*> functions_;
  std::unordered_map<std::string, const MlirGlobal*> globals_;
  std::vector<std::string> in_progress_;
  std::vector<PendingCheck> pending_checks_;
  int expected_constants_ = 0;
  Graph* entry_graph_ = nullptr;
  bool per_part_ = false;  // importing a complex op once per part: results are parts
  std::unordered_map<Node*, std::pair<Imported, Value>> packed_;  // complex values packed as pairs
  Value device_id_;  // run_parallel: replica * partitions + partition
  std::map<std::pair<const Node*, int>, int64_t> result_device_;  // run_parallel results: whose
};

}  // namespace kiln::stablehlo_import
