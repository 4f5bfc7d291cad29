#include "ir/sharding.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <map>

#include "support/error.h"

namespace kiln {

int64_t NamedMesh::devices() const {
  int64_t n = 1;
  for (const MeshAxis& a : axes) n *= a.size;
  return n;
}

std::optional<size_t> NamedMesh::axis_index(const std::string& name) const {
  for (size_t i = 0; i < axes.size(); ++i) {
    if (axes[i].name == name) return i;
  }
  return std::nullopt;
}

Dims NamedMesh::coordinates(int64_t device) const {
  int64_t position = device;
  if (!device_ids.empty()) {
    const auto it = std::find(device_ids.begin(), device_ids.end(), device);
    position = it == device_ids.end() ? -1 : it - device_ids.begin();
  }
  if (position < 0 || position >= devices()) throw UserError(fmt::format("device {} is not in the mesh {}", device, to_string()));
  Dims coords(axes.size());
  for (size_t i = axes.size(); i-- > 0;) {
    coords[i] = position % axes[i].size;
    position /= axes[i].size;
  }
  return coords;
}

std::string NamedMesh::to_string() const {
  std::vector<std::string> parts;
  for (const MeshAxis& a : axes) parts.push_back(fmt::format("\"{}\"={}", a.name, a.size));
  std::string s = fmt::format("<[{}]", fmt::join(parts, ", "));
  if (!device_ids.empty()) s += fmt::format(", device_ids=[{}]", fmt::join(device_ids, ", "));
  return s + ">";
}

bool TensorSharding::replicated() const {
  for (const auto& d : dims) {
    if (!d.empty()) return false;
  }
  return true;
}

namespace {

std::vector<std::string> axis_names(const std::vector<AxisRef>& refs) {
  std::vector<std::string> names;
  for (const AxisRef& a : refs) names.push_back(a.size ? fmt::format("\"{}\":({}){}", a.name, a.pre_size, a.size) : fmt::format("\"{}\"", a.name));
  return names;
}

}  // namespace

std::string TensorSharding::to_string() const {
  std::vector<std::string> parts;
  for (size_t d = 0; d < dims.size(); ++d) {
    std::vector<std::string> axes = axis_names(dims[d]);
    if (is_open(d)) axes.push_back("?");
    parts.push_back(fmt::format("{{{}}}", fmt::join(axes, ", ")));
  }
  const std::string partial = unreduced.empty() ? "" : fmt::format(", unreduced={{{}}}", fmt::join(axis_names(unreduced), ", "));
  return fmt::format("<@{}, [{}]{}>", mesh, fmt::join(parts, ", "), partial);
}

namespace {

const MeshAxis& axis_of(const NamedMesh& mesh, const AxisRef& ref) {
  const std::optional<size_t> i = mesh.axis_index(ref.name);
  if (!i) throw UserError(fmt::format("no axis \"{}\" in the mesh {}", ref.name, mesh.to_string()));
  return mesh.axes[*i];
}

int64_t ref_size(const NamedMesh& mesh, const AxisRef& ref) { return ref.size ? ref.size : axis_of(mesh, ref).size; }

// The coordinate along `ref` of a device at mesh coordinates `coords`.
int64_t ref_coordinate(const NamedMesh& mesh, const AxisRef& ref, const Dims& coords) {
  const int64_t c = coords[*mesh.axis_index(ref.name)];
  return ref.size ? (c / ref.pre_size) % ref.size : c;
}

bool counted(const AxisRef& ref, const std::set<std::string>* only) { return !only || only->count(ref.name); }

Dims every_device(const NamedMesh& mesh) {
  if (!mesh.device_ids.empty()) return mesh.device_ids;
  Dims all(static_cast<size_t>(mesh.devices()));
  for (size_t i = 0; i < all.size(); ++i) all[i] = static_cast<int64_t>(i);
  return all;
}

}  // namespace

void check_sharding(const TensorSharding& sharding, const NamedMesh& mesh, size_t rank) {
  if (sharding.dims.size() != rank) {
    throw UserError(fmt::format("the sharding {} has {} dimension(s), the array {}", sharding.to_string(), sharding.dims.size(), rank));
  }
  std::set<std::string> used;
  std::vector<std::vector<AxisRef>> every = sharding.dims;
  every.push_back(sharding.unreduced);
  for (const auto& d : every) {
    for (const AxisRef& ref : d) {
      const MeshAxis& axis = axis_of(mesh, ref);
      if (ref.size && (ref.pre_size < 1 || ref.size < 1 || axis.size % (ref.pre_size * ref.size) != 0)) {
        throw UserError(fmt::format("the sub-axis \"{}\":({}){} does not divide axis \"{}\" of size {}", ref.name, ref.pre_size, ref.size,
                                    ref.name, axis.size));
      }
      if (!ref.size && !used.insert(ref.name).second) {
        throw UserError(fmt::format("the sharding {} uses axis \"{}\" twice", sharding.to_string(), ref.name));
      }
    }
  }
}

int64_t blocks_along(const TensorSharding& sharding, const NamedMesh& mesh, size_t dim, const std::set<std::string>* only) {
  int64_t n = 1;
  for (const AxisRef& ref : sharding.dims.at(dim)) {
    if (counted(ref, only)) n *= ref_size(mesh, ref);
  }
  return n;
}

int64_t block_index(const TensorSharding& sharding, const NamedMesh& mesh, size_t dim, int64_t device, const std::set<std::string>* only) {
  // A dimension no axis splits is one block, on every device: also on a
  // device outside the mesh (JAX places replicated values on an empty mesh,
  // <[]>, which has only position 0).
  const auto& refs = sharding.dims.at(dim);
  if (std::none_of(refs.begin(), refs.end(), [&](const AxisRef& ref) { return counted(ref, only); })) return 0;
  const Dims coords = mesh.coordinates(device);
  int64_t index = 0;
  for (const AxisRef& ref : sharding.dims.at(dim)) {
    if (counted(ref, only)) index = index * ref_size(mesh, ref) + ref_coordinate(mesh, ref, coords);
  }
  return index;
}

ShardBlock shard_block(const TensorSharding& sharding, const NamedMesh& mesh, const Dims& global, int64_t device,
                       const std::set<std::string>* only) {
  check_sharding(sharding, mesh, global.size());
  ShardBlock block;
  for (size_t d = 0; d < global.size(); ++d) {
    const int64_t n = blocks_along(sharding, mesh, d, only);
    if (global[d] % n != 0) {
      throw UserError(fmt::format("dimension {} of size {} does not split evenly into the {} blocks of {}", d, global[d], n, sharding.to_string()));
    }
    const int64_t size = global[d] / n;
    block.start.push_back(block_index(sharding, mesh, d, device, only) * size);
    block.size.push_back(size);
  }
  return block;
}

std::vector<Dims> groups_along(const TensorSharding& sharding, const NamedMesh& mesh, size_t dim, const std::set<std::string>* only) {
  // Devices whose coordinates agree once the dimension's own axes are taken
  // out hold the same other blocks: they make one group.
  std::map<Dims, std::vector<std::pair<int64_t, int64_t>>> by_rest;  // rest of the coordinates -> (block index, device)
  for (int64_t device : every_device(mesh)) {
    Dims rest = mesh.coordinates(device);
    for (const AxisRef& ref : sharding.dims.at(dim)) {
      if (!counted(ref, only)) continue;
      int64_t& c = rest[*mesh.axis_index(ref.name)];
      c = ref.size ? c - ((c / ref.pre_size) % ref.size) * ref.pre_size : 0;
    }
    by_rest[rest].emplace_back(block_index(sharding, mesh, dim, device, only), device);
  }
  std::vector<Dims> groups;
  for (auto& [rest, members] : by_rest) {
    std::sort(members.begin(), members.end());
    Dims group;
    for (const auto& [index, device] : members) group.push_back(device);
    groups.push_back(std::move(group));
  }
  std::sort(groups.begin(), groups.end());
  return groups;
}

namespace {

// The axes as the one dimension of a sharding: what the helpers below read.
TensorSharding along_one_dim(const std::vector<AxisRef>& axes) {
  TensorSharding s;
  s.dims = {axes};
  return s;
}

}  // namespace

std::vector<Dims> groups_over(const std::vector<AxisRef>& axes, const NamedMesh& mesh) {
  return groups_along(along_one_dim(axes), mesh, 0);
}

int64_t coordinate_over(const std::vector<AxisRef>& axes, const NamedMesh& mesh, int64_t device) {
  return block_index(along_one_dim(axes), mesh, 0, device);
}

std::string hlo_sharding_text(const TensorSharding& sharding, const NamedMesh& mesh) {
  const size_t rank = sharding.dims.size();
  Dims tiles;
  int64_t tile_count = 1;
  for (size_t d = 0; d < rank; ++d) {
    tiles.push_back(blocks_along(sharding, mesh, d));
    tile_count *= tiles.back();
  }
  int64_t partials = 1;
  for (const AxisRef& ref : sharding.unreduced) partials *= ref_size(mesh, ref);
  const Dims devices = every_device(mesh);
  const int64_t copies = static_cast<int64_t>(devices.size()) / (tile_count * partials);
  if (tile_count == 1 && partials == 1) return "{replicated}";
  if (tile_count == 1 && copies == 1) return "{unreduced}";
  // The devices holding each tile (and each partial sum of it), in the order
  // of their ids: tile-major, then by partial.
  std::map<Dims, Dims> holders;
  for (int64_t device : devices) {
    Dims tile;
    for (size_t d = 0; d < rank; ++d) tile.push_back(block_index(sharding, mesh, d, device));
    tile.push_back(coordinate_over(sharding.unreduced, mesh, device));
    holders[tile].push_back(device);
  }
  std::vector<int64_t> order;
  for (auto& [tile, ids] : holders) {  // std::map walks the tiles row-major
    std::sort(ids.begin(), ids.end());
    order.insert(order.end(), ids.begin(), ids.end());
  }
  std::vector<std::string> last;
  if (partials > 1) {
    tiles.push_back(partials);
    last.push_back("unreduced");
  }
  if (copies > 1) {
    tiles.push_back(copies);
    last.push_back("replicated");
  }
  std::string kinds;
  if (partials > 1) kinds = fmt::format(" last_tile_dims={{{}}}", fmt::join(last, ", "));
  else if (copies > 1) kinds = " last_tile_dim_replicate";
  return fmt::format("{{devices=[{}]{}{}}}", fmt::join(tiles, ","), fmt::join(order, ","), kinds);
}

const NamedMesh& ProgramShardings::mesh_of(const TensorSharding& sharding) const {
  const auto it = meshes.find(sharding.mesh);
  if (it == meshes.end()) throw UserError(fmt::format("the sharding {} names no mesh of the program (no sdy.mesh @{})", sharding.to_string(), sharding.mesh));
  return it->second;
}

}  // namespace kiln
