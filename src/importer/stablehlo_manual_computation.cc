// A program JAX hands over before partitioning, run on global values.
//
// jax.jit over a Mesh lowers to one program on whole (global) arrays, with
// Shardy's annotations saying where each lies:
//
//   sdy.mesh @mesh = <["x"=4]>
//   func.func @main(%a: tensor<8xf32> {sdy.sharding = <@mesh, [{"x"}]>}) -> (tensor<2xf32> {...}) {
//     %0 = sdy.manual_computation(%a) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{}]>]
//          manual_axes={"x"} (%local: tensor<2xf32>) {
//       %s = stablehlo.all_reduce(%local) ... replica_groups = [[0, 1, 2, 3]]
//       sdy.return %s : tensor<2xf32>
//     } : (tensor<8xf32>) -> tensor<2xf32>
//
// Outside manual computations every value is global, and kiln computes it
// whole: shardings only say where the values lie, and a sharding constraint
// is the value itself. A manual computation (shard_map) is per device: its
// body runs on each device's block of every operand, cut by the manual axes
// of its in_shardings (a dynamic-slice at offsets read from a table by
// partition-id), and each result is gathered back into the global value
// along the manual axes of its out_shardings (one all-gather per dimension
// they split; a result they leave whole is the same on every device, as JAX
// checks; one they leave unreduced is each device's partial sum:
// stablehlo_partial_sums.cc). The program's arguments are then global on
// every device, and so are its results; whoever runs it (the PJRT plugin) cuts each device's
// block of them by @main's shardings, kept in Module::shardings().
#include "importer/gspmd_sharding.h"
#include "importer/shardy.h"
#include "importer/stablehlo_importer_class.h"
#include "support/error.h"

namespace kiln::stablehlo_import {

namespace {

// The offsets of each device's block along `dim`: device d's at element d.
Literal block_starts(const TensorSharding& sharding, const NamedMesh& mesh, size_t dim, int64_t block, int64_t devices,
                     const std::set<std::string>& manual) {
  Literal starts(DType::S32, {devices});
  for (int64_t d = 0; d < devices; ++d) starts.set_bits(d, static_cast<uint64_t>(block_index(sharding, mesh, dim, d, &manual) * block));
  return starts;
}

}  // namespace

TensorSharding StablehloImporter::gspmd_placement(ProgramShardings& shardings, const MlirAttribute& a, size_t rank, bool* manual) {
  GspmdSharding g;
  try {
    g = parse_gspmd_sharding(a.text, rank, module_->mesh().devices());
  } catch (const UserError& e) {
    fail(a.offset, e.what());
  }
  if (manual) *manual = g.manual;
  // One mesh per tile assignment, named in the order they are met.
  for (const auto& [name, mesh] : shardings.meshes) {
    if (mesh == g.mesh) g.sharding.mesh = name;
  }
  if (g.sharding.mesh.empty()) {
    g.sharding.mesh = fmt::format("gspmd{}", shardings.meshes.size());
    shardings.meshes.emplace(g.sharding.mesh, g.mesh);
  }
  return g.sharding;
}

void StablehloImporter::read_shardings(const MlirFunction& main) {
  const int64_t devices = module_->mesh().devices();
  if (devices == 1) return;  // one device: every value lies whole on it
  bool gspmd = false;
  for (const MlirBlockArgument& arg : main.arguments) gspmd = gspmd || (arg.sharding && arg.sharding->text.rfind("{", 0) == 0);
  for (const auto& s : main.result_shardings) gspmd = gspmd || (s && s->text.rfind("{", 0) == 0);
  if (program_.meshes.empty() && !gspmd) return;
  ProgramShardings shardings;
  for (const MlirModule::Mesh& m : program_.meshes) {
    try {
      NamedMesh mesh = parse_shardy_mesh(m.text);
      if (!mesh.axes.empty() && mesh.devices() != devices) {
        fail(m.offset, fmt::format("the mesh @{} {} has {} devices, the program {} (mhlo.num_replicas x mhlo.num_partitions)", m.name,
                                   mesh.to_string(), mesh.devices(), devices));
      }
      shardings.meshes.emplace(m.name, std::move(mesh));
    } catch (const ShardyTextError& e) {
      fail(m.offset + e.offset, e.what());
    }
  }
  auto read = [&](const std::optional<MlirAttribute>& a, const MlirType& type) -> std::optional<TensorSharding> {
    if (!a) return std::nullopt;
    if (a->kind == MlirAttribute::Kind::String && a->text.rfind("{", 0) == 0) {  // GSPMD's
      bool manual = false;
      TensorSharding s = gspmd_placement(shardings, *a, type.tensor.rank(), &manual);
      if (manual) fail(a->offset, "a {manual} sharding on @main's argument or result: only a shard_map body's values are manual");
      return s;
    }
    if (a->kind != MlirAttribute::Kind::String) fail(a->offset, "an sdy.sharding is #sdy.sharding<@mesh, [...]>");
    try {
      TensorSharding s = parse_shardy_sharding(a->text);
      check_sharding(s, shardings.mesh_of(s), type.tensor.rank());
      return s;
    } catch (const ShardyTextError& e) {
      fail(a->offset + e.offset, e.what());
    } catch (const UserError& e) {
      fail(a->offset, e.what());
    }
  };
  for (const MlirBlockArgument& arg : main.arguments) shardings.parameters.push_back(read(arg.sharding, arg.type));
  for (size_t i = 0; i < main.result_types.size(); ++i) {
    shardings.outputs.push_back(read(i < main.result_shardings.size() ? main.result_shardings[i] : std::nullopt, main.result_types[i]));
    if (shardings.outputs.back() && !shardings.outputs.back()->unreduced.empty()) program_has_partials_ = true;
  }
  module_->set_shardings(std::move(shardings));
}

void StablehloImporter::place_unplaced_results(const std::vector<Value>& results) {
  if (module_->shardings().empty()) return;
  ProgramShardings shardings = module_->shardings();
  shardings.outputs.resize(results.size());
  const Graph& entry = *entry_graph_;
  for (size_t j = 0; j < results.size(); ++j) {
    if (shardings.outputs[j] || entry.complex_output(j)) continue;  // a complex result carries kiln's pairs dimension
    // Back through elementwise ops of the same shape to a placed value.
    Value v = results[j];
    while (v) {
      const auto it = value_shardings_.find({v.node, v.index});
      if (it != value_shardings_.end()) {
        // Only a placement the result's shape divides into evenly.
        try {
          shard_block(it->second, shardings.mesh_of(it->second), results[j].type().dims, 0);
          shardings.outputs[j] = it->second;
        } catch (const UserError&) {
        }
        break;
      }
      Value next;
      if (is_elementwise(v.node->op())) {
        for (const Value& operand : v.node->operands()) {
          if (operand.type().dims == v.type().dims && value_shardings_.count({operand.node, operand.index})) next = operand;
        }
        if (!next && v.node->operands().size() == 1 && v.node->operands()[0].type().dims == v.type().dims) next = v.node->operands()[0];
      }
      v = next;
    }
  }
  module_->set_shardings(std::move(shardings));
}

std::vector<Imported> StablehloImporter::import_sharding_constraint(const MlirOperation& op, Scope& scope, const std::vector<Imported>& operands) {
  // Shardy's placement of a value on devices: kiln's values are global, so
  // the value, whose placement is kept to say where a result lies
  // (place_unplaced_results, placed_result), held as partial sums along the
  // constraint's unreduced axes (stablehlo_partial_sums.cc). A placement
  // kiln cannot read is only not kept: the values do not depend on it, and
  // JAX's constraints may name a mesh the program does not declare
  // (@empty_mesh).
  if (operands.size() != 1) fail(op.offset, fmt::format("{} takes one operand", op.name));
  const MlirAttribute* a = op.attribute("sharding");
  if (!a || a->kind != MlirAttribute::Kind::String) return operands;
  TensorSharding sharding;
  const NamedMesh* mesh = nullptr;
  try {
    sharding = parse_shardy_sharding(a->text);
    mesh = &module_->shardings().mesh_of(sharding);
    check_sharding(sharding, *mesh, operands[0].re.type().rank());
  } catch (const ShardyTextError&) {
    return operands;
  } catch (const UserError&) {
    return operands;
  }
  Imported held = operands[0];
  if (manual_depth_ == 0) held = as_partials(scope.graph, held, sharding.unreduced, *mesh);
  if (!held.is_complex()) value_shardings_.insert_or_assign(std::make_pair(held.re.node, held.re.index), std::move(sharding));
  return {held};
}

// Where a manual computation's result lies: along its manual axes as its
// out_sharding says, and along the free axes as the body placed the value it
// returns (a sharding constraint inside a shard_map over some of the axes),
// on the dimensions the out_sharding leaves open ("{?}"), as XLA's
// propagation puts it. Only a placement the result divides into evenly.
TensorSharding StablehloImporter::placed_result(const TensorSharding& out, const Value& body_value, const std::set<std::string>& manual,
                                                const Dims& global) const {
  const auto it = value_shardings_.find({body_value.node, body_value.index});
  if (it == value_shardings_.end() || it->second.mesh != out.mesh || it->second.dims.size() != out.dims.size()) return out;
  TensorSharding placed = out;
  for (size_t d = 0; d < placed.dims.size(); ++d) {
    if (!out.is_open(d)) continue;
    for (const AxisRef& ref : it->second.dims[d]) {
      if (!manual.count(ref.name)) placed.dims[d].push_back(ref);
    }
  }
  placed.open.clear();  // placed now
  try {
    const ProgramShardings& shardings = module_->shardings();
    check_sharding(placed, shardings.mesh_of(placed), global.size());
    shard_block(placed, shardings.mesh_of(placed), global, 0);
  } catch (const UserError&) {
    return out;
  }
  return placed;
}

std::vector<Value> StablehloImporter::import_gspmd_call(const MlirOperation& op, Scope& scope) {
  // JAX's shard_map with Shardy off:
  //   %1 = custom_call @Sharding(%x) {mhlo.sharding = "{devices=[4]<=[4]}"}      where %x lies
  //   %2 = custom_call @SPMDFullToShardShape(%1) {mhlo.sharding = "{manual}"}     each device's block
  //   ... the body, per device ...
  //   %5 = custom_call @SPMDShardToFullShape(%4) {mhlo.sharding = "{devices=[4]<=[4]}"}   gathered back
  const std::string& t = required(op, "call_target_name").text;
  const std::vector<Value> operands = reals(op, lookup_all(op.operands, scope));
  const std::vector<TensorType> declared = declared_results(op);
  if (operands.size() != 1 || declared.size() != 1) fail(op.offset, fmt::format("custom_call @{} takes one operand and returns one value", t));
  const Value& v = operands[0];
  const MlirAttribute* a = op.attribute("mhlo.sharding");
  if (!a || a->kind != MlirAttribute::Kind::String) {
    if (t == "Sharding") return {v};
    fail(op.offset, fmt::format("custom_call @{} needs mhlo.sharding", t));
  }
  ProgramShardings shardings = module_->shardings();
  bool manual = false;
  const TensorSharding placed = gspmd_placement(shardings, *a, (t == "SPMDFullToShardShape" ? v.type() : declared[0]).rank(), &manual);
  module_->set_shardings(std::move(shardings));
  auto every_axis = [&](const TensorSharding& s) {
    std::set<std::string> axes;
    for (const MeshAxis& axis : module_->shardings().mesh_of(s).axes) axes.insert(axis.name);
    return axes;
  };
  Value result;
  try {
    if (t == "Sharding") {
      if (manual) return {v};
      // A value of its own, so that two placements of one value (a
      // constraint, then a shard_map's in_specs) each keep theirs.
      const Value placed_value = GraphBuilder(scope.graph).copy(v);
      value_shardings_.insert_or_assign(std::make_pair(placed_value.node, placed_value.index), placed);
      return {placed_value};
    }
    if (t == "SPMDFullToShardShape") {
      const auto it = value_shardings_.find({v.node, v.index});
      if (it == value_shardings_.end()) throw UserError("its operand has no placement (a custom_call @Sharding before it says where it lies)");
      result = device_block(scope.graph, v, it->second, every_axis(it->second));
    } else {
      if (manual) throw UserError("the full value's sharding is {manual}");
      result = gathered_blocks(scope.graph, v, placed, every_axis(placed));
      value_shardings_.insert_or_assign(std::make_pair(result.node, result.index), placed);
    }
  } catch (const UserError& e) {
    fail(op.offset, fmt::format("in custom_call @{}: {}", t, e.what()));
  }
  if (result.type().dims != declared[0].dims) {
    fail(op.offset, fmt::format("custom_call @{} makes {} here, the text says {}", t, result.type().to_string(false), declared_string(declared[0])));
  }
  return {result};
}

Value StablehloImporter::this_devices_entry(GraphBuilder& b, Literal table, std::string_view name) {
  const Value device = b.convert(b.add(OpCode::PartitionId, {})->result(), DType::S32);
  Attrs one;
  one.dynamic_slice_sizes = {1};
  return b.reshape(b.add(OpCode::DynamicSlice, {b.constant(std::move(table), name), device}, one)->result(), {});
}

Value StablehloImporter::device_block(Graph* graph, const Value& global, const TensorSharding& sharding, const std::set<std::string>& manual) {
  const NamedMesh& mesh = module_->shardings().mesh_of(sharding);
  for (const std::string& axis : manual) {
    if (!mesh.axis_index(axis)) throw UserError(fmt::format("manual axis \"{}\" is not in the mesh @{}", axis, sharding.mesh));
  }
  const ShardBlock block = shard_block(sharding, mesh, global.type().dims, 0, &manual);
  if (block.size == global.type().dims) return global;
  GraphBuilder b(graph);
  std::vector<Value> slice_operands = {global};
  for (size_t d = 0; d < block.size.size(); ++d) {
    slice_operands.push_back(this_devices_entry(b, block_starts(sharding, mesh, d, block.size[d], module_->mesh().devices(), manual), "block_starts"));
  }
  Attrs sizes;
  sizes.dynamic_slice_sizes = block.size;
  return b.add(OpCode::DynamicSlice, slice_operands, sizes)->result();
}

Value StablehloImporter::gathered_blocks(Graph* graph, Value v, const TensorSharding& sharding, const std::set<std::string>& manual) {
  const NamedMesh& mesh = module_->shardings().mesh_of(sharding);
  check_sharding(sharding, mesh, v.type().rank());
  GraphBuilder b(graph);
  for (size_t d = 0; d < v.type().dims.size(); ++d) {
    if (blocks_along(sharding, mesh, d, &manual) == 1) continue;
    Attrs gather;
    gather.collective.groups = groups_along(sharding, mesh, d, &manual);
    gather.dimensions = {static_cast<int64_t>(d)};
    v = b.add(OpCode::AllGather, {v}, gather)->result();
  }
  return v;
}

std::vector<Imported> StablehloImporter::import_manual_computation(const MlirOperation& op, Scope& scope,
                                                                   const std::vector<Imported>& operands) {
  if (op.regions.size() != 1) fail(op.offset, "sdy.manual_computation has one region");
  const MlirRegion& body = op.regions[0];
  if (body.arguments.size() != operands.size()) {
    fail(op.offset, fmt::format("sdy.manual_computation has {} operand(s) and {} block argument(s)", operands.size(), body.arguments.size()));
  }
  for (const Imported& v : operands) {
    if (v.is_complex() || v.is_tuple) fail(op.offset, "unsupported: sdy.manual_computation over complex or tuple values");
  }
  Scope inner;
  inner.graph = scope.graph;
  inner.prefix = fmt::format("{}manual{}.", scope.prefix, manual_computations_++);
  const DeviceMesh devices = module_->mesh();
  if (devices.devices() == 1) {  // every manual axis has size 1: the blocks are the values
    for (size_t i = 0; i < operands.size(); ++i) inner.values[body.arguments[i].name] = {operands[i]};
    return import_body(body, inner);
  }
  if (devices.replicas != 1) fail(op.offset, "unsupported: sdy.manual_computation in a program for several replicas (Shardy's meshes are of partitions)");
  auto attribute = [&](std::string_view key) -> const MlirAttribute& {
    const MlirAttribute& a = required(op, key);
    if (a.kind != MlirAttribute::Kind::String) fail(a.offset, fmt::format("{} of sdy.manual_computation as Shardy prints it", key));
    return a;
  };
  std::vector<TensorSharding> in, out;
  std::set<std::string> manual;
  const MlirAttribute* at = nullptr;
  try {
    at = &attribute("in_shardings");
    in = parse_shardy_sharding_list(at->text);
    at = &attribute("out_shardings");
    out = parse_shardy_sharding_list(at->text);
    at = &attribute("manual_axes");
    manual = parse_shardy_axis_set(at->text);
  } catch (const ShardyTextError& e) {
    fail(at->offset + e.offset, e.what());
  }
  if (in.size() != operands.size() || out.size() != op.result_types.size()) {
    fail(op.offset, fmt::format("sdy.manual_computation has {} operand(s) and {} result(s), but {} in_shardings and {} out_shardings", operands.size(),
                                op.result_types.size(), in.size(), out.size()));
  }
  const ProgramShardings& shardings = module_->shardings();
  auto block_of = [&](const Value& global, const TensorSharding& sharding) { return device_block(scope.graph, global, sharding, manual); };
  auto gathered = [&](const Value& v, const TensorSharding& sharding) { return gathered_blocks(scope.graph, v, sharding, manual); };
  for (size_t i = 0; i < operands.size(); ++i) {
    Value local;
    try {
      // The body sees partial sums along the axes its in_sharding leaves unreduced.
      check_sharding(in[i], shardings.mesh_of(in[i]), operands[i].re.type().rank());
      const Value held = manual_depth_ == 0 ? as_partials(scope.graph, operands[i].re, in[i].unreduced, shardings.mesh_of(in[i])) : operands[i].re;
      local = block_of(held, in[i]);
    } catch (const UserError& e) {
      fail(op.offset, fmt::format("sdy.manual_computation's operand {}: {}", i, e.what()));
    }
    const MlirBlockArgument& arg = body.arguments[i];
    if (local.type() != arg.type.tensor) {
      fail(arg.offset, fmt::format("operand {}'s block under {} is {}, the body's %{} is {}", i, in[i].to_string(), local.type().to_string(false),
                                   arg.name, declared_string(arg.type.tensor)));
    }
    inner.values[arg.name] = {Imported{local, {}, {}, false}};
  }
  ++manual_depth_;
  const std::vector<Imported> locals = import_body(body, inner);
  --manual_depth_;
  if (locals.size() != out.size()) {
    fail(op.offset, fmt::format("sdy.manual_computation's body returns {} value(s) for {} out_shardings", locals.size(), out.size()));
  }
  std::vector<Imported> results;
  for (size_t j = 0; j < locals.size(); ++j) {
    if (locals[j].is_complex() || locals[j].is_tuple) fail(op.offset, "unsupported: sdy.manual_computation returning complex or tuple values");
    Value v;
    try {
      v = gathered(locals[j].re, out[j]);
    } catch (const UserError& e) {
      fail(op.offset, fmt::format("sdy.manual_computation's result {}: {}", j, e.what()));
    }
    if (v.type().dims != op.result_types[j].tensor.dims) {
      fail(op.offset, fmt::format("result {} gathered by {} is {}, the text says {}", j, out[j].to_string(), v.type().to_string(false),
                                  declared_string(op.result_types[j].tensor)));
    }
    value_shardings_.insert_or_assign(std::make_pair(v.node, v.index), placed_result(out[j], locals[j].re, manual, v.type().dims));
    set_partial_axes(v, out[j].unreduced);  // each device's result is its part along them
    results.push_back(Imported{v, {}, {}, false});
  }
  return results;
}

}  // namespace kiln::stablehlo_import
