// Values held as partial sums: Shardy's unreduced axes.
//
// JAX lets an array stay unreduced along mesh axes (P(unreduced={"y"})):
// a matmul whose contracting dimension is split over "y" leaves each device
// its own partial product, and the sum over "y" is postponed until the
// program asks for the whole value (a reshard) or never made (the partials
// are the result):
//
//   %0 = sdy.manual_computation(...) out_shardings=[<@mesh, [{"x"}, {}], unreduced={"y"}>] ...
//   %1 = sdy.sharding_constraint %0 <@mesh, [{"x"}, {}]>      // the sum over "y"
//
// kiln's values outside manual computations are global, and a partial one
// is global too: each device holds its own partial of the whole array. So a
// change of the unreduced axes is the only place a partial sum costs
// anything: axes left are summed by an all-reduce over the devices that
// differ only along them, and axes added are split as XLA's partitioner
// splits them: a dot whose operands are placed split along a contracting
// dimension by them sums each device's blocks; any other value, the first
// device along them keeps, and the others hold zeros.
#include "importer/stablehlo_importer_class.h"
#include "support/error.h"

namespace kiln::stablehlo_import {

namespace {

bool contains(const std::vector<AxisRef>& axes, const AxisRef& a) { return std::find(axes.begin(), axes.end(), a) != axes.end(); }

std::vector<AxisRef> minus(const std::vector<AxisRef>& axes, const std::vector<AxisRef>& taken) {
  std::vector<AxisRef> rest;
  for (const AxisRef& a : axes) {
    if (!contains(taken, a)) rest.push_back(a);
  }
  return rest;
}

// Which contracting dimension (its index in the dot's lists) both of
// `dot`'s operands are known to split by exactly `axes`: a dot whose
// partial sums XLA's partitioner makes from each device's blocks.
std::optional<size_t> contracting_split_by(const Node& dot, const std::vector<AxisRef>& axes,
                                           const std::map<std::pair<const Node*, int>, TensorSharding>& placements) {
  const DotDims& dims = dot.attrs().dot;
  auto split_by = [&](const Value& operand, int64_t dim) {
    const auto it = placements.find({operand.node, operand.index});
    return it != placements.end() && static_cast<size_t>(dim) < it->second.dims.size() && it->second.dims[dim] == axes &&
           it->second.unreduced.empty();
  };
  for (size_t i = 0; i < dims.lhs_contracting.size(); ++i) {
    if (split_by(dot.operand(0), dims.lhs_contracting[i]) && split_by(dot.operand(1), dims.rhs_contracting[i])) return i;
  }
  return std::nullopt;
}

}  // namespace

void StablehloImporter::set_partial_axes(const Value& v, const std::vector<AxisRef>& axes) {
  program_has_partials_ = program_has_partials_ || !axes.empty();
  partial_axes_.insert_or_assign(std::make_pair(v.node, v.index), axes);
}

std::vector<AxisRef> StablehloImporter::partial_axes(const Value& v) {
  if (!program_has_partials_) return {};
  // Back through the operands to values whose axes are known; a value no
  // annotation reaches (a parameter, a constant) is whole.
  std::vector<const Node*> pending = {v.node};
  std::map<const Node*, std::vector<AxisRef>> of_node;
  auto known = [&](const Value& u) -> const std::vector<AxisRef>* {
    const auto it = partial_axes_.find({u.node, u.index});
    if (it != partial_axes_.end()) return &it->second;
    const auto at = of_node.find(u.node);
    return at == of_node.end() ? nullptr : &at->second;
  };
  if (const auto* axes = known(v)) return *axes;
  while (!pending.empty()) {
    const Node* n = pending.back();
    if (of_node.count(n)) {  // pushed twice before it was ready
      pending.pop_back();
      continue;
    }
    std::vector<AxisRef> axes;
    bool ready = true;
    for (const Value& operand : n->operands()) {
      const std::vector<AxisRef>* from = known(operand);
      if (!from) {
        pending.push_back(operand.node);
        ready = false;
        continue;
      }
      for (const AxisRef& a : *from) {
        if (!contains(axes, a)) axes.push_back(a);
      }
    }
    if (!ready) continue;
    pending.pop_back();
    of_node.emplace(n, std::move(axes));
  }
  for (const auto& [n, axes] : of_node) {
    for (int i = 0; i < n->num_results(); ++i) partial_axes_.emplace(std::make_pair(n, i), axes);
  }
  return of_node.at(v.node);
}

Value StablehloImporter::as_partials(Graph* graph, const Value& v, const std::vector<AxisRef>& to, const NamedMesh& mesh) {
  const std::vector<AxisRef> from = partial_axes(v);
  const std::vector<AxisRef> summed = minus(from, to), split = minus(to, from);
  if (summed.empty() && split.empty()) return v;
  for (const std::vector<AxisRef>* axes : {&summed, &split}) {  // axes of another mesh than the one it lies on now
    for (const AxisRef& a : *axes) {
      if (!mesh.axis_index(a.name)) throw UserError(fmt::format("a value partial along \"{}\" placed on the mesh {}, which has no such axis", a.name, mesh.to_string()));
    }
  }
  GraphBuilder b(graph);
  const DType dtype = v.type().dtype;
  Value held = v;
  if (!summed.empty()) {
    Attrs all_reduce;
    all_reduce.collective.groups = groups_over(summed, mesh);
    Graph* sum = make_reducer(*module_, dtype == DType::Pred ? OpCode::Or : OpCode::Add, dtype);
    held = b.add(OpCode::AllReduce, {held}, all_reduce, {sum})->result();
  }
  const int64_t devices = module_->mesh().devices();
  // A dot of whole operands that are placed split along a contracting
  // dimension by the new axes: each device's partial is the dot of its own
  // blocks, as XLA's partitioner makes it (the same sum, other parts).
  std::optional<size_t> contracting =
      summed.empty() && from.empty() && held.node->op() == OpCode::Dot ? contracting_split_by(*held.node, split, value_shardings_) : std::nullopt;
  const int64_t parts = static_cast<int64_t>(groups_over(split, mesh).front().size());
  if (contracting && held.node->operand(0).type().dims[held.node->attrs().dot.lhs_contracting[*contracting]] % parts != 0) contracting.reset();
  if (contracting) {
    const Node& dot = *held.node;
    std::vector<Value> blocks;
    for (int side = 0; side < 2; ++side) {
      const Value operand = dot.operand(side);
      const int64_t dim = (side == 0 ? dot.attrs().dot.lhs_contracting : dot.attrs().dot.rhs_contracting)[*contracting];
      const int64_t size = operand.type().dims[dim] / parts;
      Literal starts(DType::S32, {devices});
      for (int64_t d = 0; d < devices; ++d) starts.set_bits(d, static_cast<uint64_t>(coordinate_over(split, mesh, d) * size));
      const Value start = this_devices_entry(b, std::move(starts), "block_starts");
      std::vector<Value> slice = {operand};
      Attrs sizes;
      sizes.dynamic_slice_sizes = operand.type().dims;
      sizes.dynamic_slice_sizes[dim] = size;
      for (size_t k = 0; k < operand.type().dims.size(); ++k) slice.push_back(static_cast<int64_t>(k) == dim ? start : b.scalar(DType::S32, 0));
      blocks.push_back(b.add(OpCode::DynamicSlice, slice, sizes)->result());
    }
    held = b.add(OpCode::Dot, blocks, dot.attrs(), dot.called())->result();
  } else if (!split.empty()) {
    Literal keeps(DType::Pred, {devices});
    for (int64_t d = 0; d < devices; ++d) keeps.set_bits(d, coordinate_over(split, mesh, d) == 0 ? 1 : 0);
    const Value keep = this_devices_entry(b, std::move(keeps), "keeps_the_value");
    const Dims& dims = held.type().dims;
    held = b.select(b.broadcast(keep, dims, {}), held, b.broadcast(b.scalar(dtype, 0), dims, {}));
  }
  set_partial_axes(held, to);
  return held;
}

Imported StablehloImporter::as_partials(Graph* graph, const Imported& v, const std::vector<AxisRef>& to, const NamedMesh& mesh) {
  Imported held = v;
  held.re = as_partials(graph, v.re, to, mesh);
  if (v.is_complex()) held.im = as_partials(graph, v.im, to, mesh);
  return held;
}

void StablehloImporter::hold_results_as_placed(std::vector<Value>& results) {
  if (!program_has_partials_) return;
  const ProgramShardings& shardings = module_->shardings();
  for (size_t j = 0; j < results.size(); ++j) {
    const std::optional<TensorSharding> placed = j < shardings.outputs.size() ? shardings.outputs[j] : std::nullopt;
    const std::vector<AxisRef> to = placed ? placed->unreduced : std::vector<AxisRef>{};
    if (partial_axes(results[j]) == to) continue;
    if (shardings.meshes.empty()) continue;
    const NamedMesh& mesh = placed ? shardings.mesh_of(*placed) : shardings.meshes.begin()->second;
    try {
      results[j] = as_partials(entry_graph_, results[j], to, mesh);
    } catch (const UserError& e) {
      throw UserError(fmt::format("@main's result {}: {}", j, e.what()));
    }
  }
}

}  // namespace kiln::stablehlo_import
