// interpreter.run_parallel, as StableHLO's interpreter tests use it:
// programs[r][p] runs on replica r, partition p (global device r * P + p),
// each taking the op's next arguments in order, and the op's results are the
// devices' results in the same order. kiln runs one program on every device
// (SPMD), so the entry becomes that program on each device: each argument
// picked from the op's operands by this device's id, each result #i a copy of
// the value device i / m computes as its result i % m (m per program). A check
// of such a result compares on that device and passes on the others, where
// both sides are zeros.
#include <fmt/format.h>

#include "importer/stablehlo_importer_class.h"
#include "ir/builder.h"

namespace kiln::stablehlo_import {

namespace {

constexpr std::string_view kRunParallel = "interpreter.run_parallel";

}  // namespace

std::optional<DeviceMesh> StablehloImporter::run_parallel_mesh(const MlirFunction& main) const {
  std::optional<DeviceMesh> mesh;
  for (const MlirOperation& op : main.body.operations) {
    if (op.name != kRunParallel) continue;
    if (mesh) fail(op.offset, fmt::format("unsupported: more than one {} in @{}", kRunParallel, main.name));
    const MlirAttribute& programs = required(op, "programs");
    if (programs.kind != MlirAttribute::Kind::Array || programs.elements.empty()) fail(programs.offset, "programs is [[@f, ...], ...]");
    DeviceMesh m;
    m.replicas = static_cast<int64_t>(programs.elements.size());
    m.partitions = static_cast<int64_t>(programs.elements[0].elements.size());
    for (const MlirAttribute& row : programs.elements) {
      if (row.kind != MlirAttribute::Kind::Array || static_cast<int64_t>(row.elements.size()) != m.partitions || m.partitions == 0) {
        fail(row.offset, "programs is [[@f, ...], ...], one row per replica, each as long");
      }
      for (const MlirAttribute& p : row.elements) {
        if (p.kind != MlirAttribute::Kind::Symbol) fail(p.offset, "programs names functions (@f)");
        if (p.text != programs.elements[0].elements[0].text) {
          fail(p.offset, fmt::format("unsupported: {} of different programs (@{} and @{}): kiln runs one program on every device", kRunParallel,
                                     programs.elements[0].elements[0].text, p.text));
        }
      }
    }
    mesh = m;
  }
  return mesh;
}

std::vector<Imported> StablehloImporter::import_run_parallel(const MlirOperation& op, Scope& scope) {
  const MlirAttribute& program = required(op, "programs").elements.at(0).elements.at(0);
  auto it = functions_.find(program.text);
  if (it == functions_.end()) fail(program.offset, fmt::format("unknown function @{}", program.text));
  const MlirFunction& callee = *it->second;
  const DeviceMesh mesh = module_->mesh();
  const size_t devices = static_cast<size_t>(mesh.devices()), per_device = callee.arguments.size();
  const std::vector<Imported> operands = lookup_all(op.operands, scope);
  if (operands.size() != devices * per_device) {
    fail(op.offset, fmt::format("{} runs @{} on {} devices, {} argument(s) each, and passes {}", kRunParallel, callee.name, devices,
                                per_device, operands.size()));
  }
  for (size_t i = 0; i < operands.size(); ++i) {
    if (operands[i].is_tuple || operands[i].is_complex()) fail(op.operands[i].offset, fmt::format("unsupported: a tuple or complex argument of {}", kRunParallel));
  }
  GraphBuilder b(scope.graph);
  const Value replica = scope.graph->add_node(OpCode::ReplicaId, "replica_id", {}, {TensorType(DType::U32, {})})->result();
  const Value partition = scope.graph->add_node(OpCode::PartitionId, "partition_id", {}, {TensorType(DType::U32, {})})->result();
  device_id_ = b.add(b.mul(replica, b.scalar(DType::U32, static_cast<double>(mesh.partitions))), partition);
  std::vector<Imported> args;
  for (size_t j = 0; j < per_device; ++j) {
    Value mine = operands[j].re;
    for (size_t d = 1; d < devices; ++d) mine = b.select(on_device(b, static_cast<int64_t>(d), mine.type().dims), operands[d * per_device + j].re, mine);
    args.push_back(Imported{mine});
  }
  const std::vector<Imported> results = call_function(callee, args, op.operands, scope, op.offset);
  std::vector<Imported> out;
  for (size_t i = 0; i < devices * results.size(); ++i) {
    const Imported& r = results[i % results.size()];
    if (r.is_tuple || r.is_complex()) fail(op.offset, fmt::format("unsupported: a tuple or complex result of {}", kRunParallel));
    const Value own = b.copy(r.re);  // a value of its own, to know whose it is
    result_device_[{own.node, own.index}] = static_cast<int64_t>(i / results.size());
    out.push_back(Imported{own});
  }
  return out;
}

Value StablehloImporter::on_device(GraphBuilder& b, int64_t device, const Dims& dims) {
  const Value is = b.compare(device_id_, b.scalar(DType::U32, static_cast<double>(device)), ComparisonDirection::EQ);
  return dims.empty() ? is : b.broadcast(is, dims, {});
}

void StablehloImporter::check_on_its_device(PendingCheck& check) {
  auto it = result_device_.find({check.actual.re.node, check.actual.re.index});
  if (it == result_device_.end() || check.actual.is_complex() || check.expected.is_complex()) return;
  GraphBuilder b(entry_graph_);
  const Dims& dims = check.actual.type().dims;
  const Value here = on_device(b, it->second, dims);
  auto or_zeros = [&](Value v) { return b.select(here, v, b.broadcast(b.scalar(v.type().dtype, 0), v.type().dims, {})); };
  check.actual.re = or_zeros(check.actual.re);
  check.expected.re = or_zeros(check.expected.re);
}

}  // namespace kiln::stablehlo_import
