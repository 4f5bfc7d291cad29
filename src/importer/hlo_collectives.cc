// Collectives of HLO modules (all-reduce, all-gather, reduce-scatter,
// all-to-all, collective-permute, collective-broadcast, partition-id,
// replica-id and their -start/-done halves).
//
// In a module for one device each participant group is that device alone,
// so they are what they pass through. In a module for several (SPMD:
// replica_count x num_partitions) each is one kiln node whose groups of
// device ids the importer resolves here (ir/collectives.h).
#include "importer/graph_importer_class.h"

#include <fmt/format.h>

#include <set>

#include "importer/attribute_parser.h"
#include "importer/text_cursor.h"
#include "ir/builder.h"
#include "ir/shape_inference.h"
#include "support/error.h"

namespace kiln::hlo_import {

bool ModuleBuilder::is_collective_opcode(const std::string& opcode) {
  static const std::set<std::string> kCollectives = {
      "all-reduce", "all-reduce-start", "all-reduce-done", "all-gather", "all-gather-start", "all-gather-done",
      "reduce-scatter", "all-to-all", "collective-permute", "collective-permute-start", "collective-permute-done",
      "collective-broadcast", "partition-id", "replica-id"};
  return kCollectives.count(opcode) > 0;
}

Imported ModuleBuilder::import_collective(const AstInstruction& inst, Graph* g, const std::vector<Imported>& operands) {
  if (ast_.replica_count > 1 || ast_.num_partitions > 1) return import_spmd_collective(inst, g, operands);
  GraphBuilder b(g);
  Imported v;
  if (inst.opcode == "partition-id" || inst.opcode == "replica-id") {
    if (!operands.empty()) fail(inst.opcode_offset, fmt::format("{} %{} takes no operands", inst.opcode, inst.name));
    v.leaf = b.scalar(DType::U32, 0);
  } else if (inst.opcode.starts_with("collective-permute") && inst.opcode != "collective-permute-done" &&
             !permutes_device_zero_to_itself(inst)) {
    // No pair sends to device 0: it receives zeros.
    if (operands.size() != 1 || operands[0].is_tuple) fail(inst.opcode_offset, fmt::format("{} %{} takes one array", inst.opcode, inst.name));
    const TensorType& t = operands[0].leaf.type();
    Imported zeros;
    zeros.leaf = b.broadcast(b.scalar(t.dtype, 0), t.dims, {});
    if (operands[0].is_complex()) zeros.im = zeros.leaf;
    v = inst.opcode == "collective-permute" ? zeros : start_tuple(inst, operands[0], zeros, g);
  } else if (inst.opcode == "all-gather-start" || inst.opcode == "collective-permute-start") {
    v = start_tuple(inst, passed_through(operands), passed_through(operands), g);
  } else if (inst.opcode == "all-gather-done" || inst.opcode == "collective-permute-done") {
    v = start_result(inst, operands);
  } else {
    v = passed_through(operands);
  }
  check_matches(inst, v);
  return v;
}

bool ModuleBuilder::permutes_device_zero_to_itself(const AstInstruction& inst) const {
  const AstAttribute* attr = inst.find_attribute("source_target_pairs");
  if (!attr) return false;
  TextCursor c(src_, attr->value);
  for (const auto& [source, target] : parse_int_pairs(c)) {
    if (source == 0 && target == 0) return true;
  }
  return false;
}

// all-gather-start and collective-permute-start give (operands, results) and
// collective-permute-start, as older XLA prints it, two u32[] after them
// (its send and receive contexts: zeros here, nothing reads them).
Imported ModuleBuilder::start_tuple(const AstInstruction& inst, const Imported& operands, const Imported& results, Graph* g) {
  std::vector<Imported> elements{operands, results};
  if (inst.shape.is_tuple) {
    GraphBuilder b(g);
    for (size_t i = 2; i < inst.shape.elements.size(); ++i) {
      const AstShape& e = inst.shape.elements[i];
      if (e.is_tuple || e.array.rank() != 0) fail(inst.offset, fmt::format("{} %{}: element {} of its result is not a scalar", inst.opcode, inst.name, i));
      elements.push_back(Imported{b.scalar(e.array.dtype, 0)});
    }
  }
  return tuple_of(std::move(elements));
}

Imported ModuleBuilder::start_result(const AstInstruction& inst, const std::vector<Imported>& operands) {
  if (operands.size() != 1 || !operands[0].is_tuple || operands[0].elements.size() < 2) {
    fail(inst.opcode_offset, fmt::format("{} %{} takes the (operands, results) tuple of its start", inst.opcode, inst.name));
  }
  return operands[0].elements[1];
}

Imported ModuleBuilder::import_spmd_collective(const AstInstruction& inst, Graph* g, const std::vector<Imported>& operands) {
  std::string base = inst.opcode;
  const bool start = base.ends_with("-start"), done = base.ends_with("-done");
  if (start) base.resize(base.size() - 6);
  if (done) base.resize(base.size() - 5);
  if (done) {  // all-reduce-start made the results themselves; the others a tuple holding them
    if (operands.size() != 1) fail(inst.opcode_offset, fmt::format("{} %{} takes its start", inst.opcode, inst.name));
    const Imported v = base == "all-reduce" ? operands[0] : start_result(inst, operands);
    check_matches(inst, v);
    return v;
  }
  const OpCode op = *parse_opcode(base);
  bool complex = false;
  std::vector<Value> re, im;
  for (size_t i = 0; i < operands.size(); ++i) {
    if (operands[i].is_tuple) fail(inst.operands[i].offset, fmt::format("operand %{} of %{} is a tuple", inst.operands[i].name, inst.name));
    complex |= operands[i].is_complex();
  }
  if (complex && (op == OpCode::AllReduce || op == OpCode::ReduceScatter)) {
    fail(inst.opcode_offset, fmt::format("unsupported: {} %{} of complex values (kiln reduces real values across devices)", inst.opcode, inst.name));
  }
  GraphBuilder b(g);
  for (const Imported& o : operands) {
    re.push_back(o.leaf);
    if (complex) im.push_back(o.is_complex() ? o.im : b.broadcast(b.scalar(o.leaf.type().dtype, 0), o.leaf.type().dims, {}));
  }
  // The parts of complex values move as two collectives of their own.
  Imported result = collective_node(inst, op, g, re, inst.name);
  if (complex) {
    const Imported imag = collective_node(inst, op, g, im, inst.name + ".im");
    if (result.is_tuple) {
      for (size_t i = 0; i < result.elements.size(); ++i) result.elements[i].im = imag.elements[i].leaf;
    } else {
      result.im = imag.leaf;
    }
  }
  Imported v = result;
  if (start && op != OpCode::AllReduce) v = start_tuple(inst, passed_through(operands), result, g);
  check_matches(inst, v);
  return v;
}

Imported ModuleBuilder::collective_node(const AstInstruction& inst, OpCode op, Graph* g, const std::vector<Value>& operands,
                                        const std::string& name) {
  std::vector<TensorType> types;
  for (const Value& v : operands) types.push_back(v.type());
  Attrs attrs;
  std::vector<Graph*> called;
  parse_attributes(inst, op, types, attrs, called);
  std::vector<TensorType> results;
  try {
    results = infer_result_types(op, types, attrs, called, {});
  } catch (const UserError& e) {
    fail(inst.offset, fmt::format("in %{}: {}", inst.name, e.what()));
  }
  const bool tuple = results.size() > 1 || (op == OpCode::AllToAll && attrs.collective.tuple_form);
  Node* node = g->add_node(op, name, operands, results, std::move(attrs), std::move(called));
  if (!inst.source_location.empty()) g->set_source_location(node->name(), inst.source_location);
  if (!tuple) return Imported{node->result(0)};
  std::vector<Imported> elements;
  for (int i = 0; i < node->num_results(); ++i) elements.push_back(Imported{node->result(i)});
  return tuple_of(std::move(elements));
}

CollectiveOptions ModuleBuilder::collective_options(const AstInstruction& inst, OpCode op, Attrs& attrs) const {
  CollectiveOptions o;
  if (op == OpCode::PartitionId || op == OpCode::ReplicaId) return o;
  const DeviceMesh mesh{ast_.replica_count, ast_.num_partitions};
  std::vector<Dims> groups;
  std::vector<std::pair<int64_t, int64_t>> pairs;
  std::optional<bool> global_ids;
  std::optional<int64_t> split, concat;
  bool has_channel = false;
  for (const AstAttribute& attr : inst.attributes) {
    TextCursor c(src_, attr.value);
    const std::string& k = attr.key;
    if (k == "replica_groups") groups = parse_replica_groups(c);
    else if (k == "channel_id") {
      o.channel_id = parse_int(c);
      has_channel = true;
    } else if (k == "use_global_device_ids") global_ids = parse_bool(c);
    else if (k == "source_target_pairs") pairs = parse_int_pairs(c);
    else if (k == "split_dimension") split = parse_int(c);
    else if (k == "concat_dimension") concat = parse_int(c);
    else continue;
    if (!c.at_end()) c.fail_expected(fmt::format("the end of the {} value", k));
  }
  try {
    if (op == OpCode::CollectivePermute) {
      o.pairs = resolve_device_pairs(pairs, has_channel, mesh);
      Dims all;  // every device takes part (it sends, receives, or gets zeros)
      for (int64_t d = 0; d < mesh.devices(); ++d) all.push_back(d);
      o.groups = {all};
    } else {
      // Only all-reduce, all-gather and reduce-scatter have use_global_device_ids.
      const bool takes_global_ids = op == OpCode::AllReduce || op == OpCode::AllGather || op == OpCode::ReduceScatter;
      const std::optional<bool> global = takes_global_ids ? std::optional<bool>(global_ids.value_or(false)) : std::nullopt;
      o.groups = resolve_device_groups(groups, collective_group_mode(has_channel, global), mesh, /*every_device=*/op != OpCode::CollectiveBroadcast);
    }
  } catch (const UserError& e) {
    fail(inst.offset, fmt::format("in %{}: {}", inst.name, e.what()));
  }
  if (op == OpCode::AllToAll) {
    if (attrs.dimensions.size() == 1) {
      o.split_dimension = o.concat_dimension = attrs.dimensions[0];
    } else if (split && concat) {
      o.split_dimension = *split;
      o.concat_dimension = *concat;
    } else {
      o.tuple_form = true;
    }
  }
  return o;
}

}  // namespace kiln::hlo_import
