// How a program's global arrays lie on its devices, as Shardy (and JAX's
// NamedSharding over a Mesh) says it: a mesh of named axes over the
// devices, and for each dimension of an array the axes that split it, major
// first. What kiln reads from a program JAX hands over before partitioning
// (sdy.sharding on @main's arguments and results, sdy.manual_computation):
//
//   sdy.mesh @mesh = <["data"=2, "model"=2]>        devices 0..3 at (data, model)
//   tensor<8x6xf32> {sdy.sharding = <@mesh, [{"data"}, {}]>}
//     device d holds rows [4 * data(d), 4 * data(d) + 4), every column
//
// A sub-axis "x":(p)s is the s-sized part of axis x whose coordinate is
// (x / p) % s. An array may also be unreduced along some axes (JAX's
// P(unreduced={"x"})): each device then holds a partial sum, and the value
// is the sum of the partials over those axes. kiln runs such a program on global values (importer:
// stablehlo_manual_computation.cc); these helpers say which block of each
// array a device holds, and which devices together hold a whole dimension.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "ir/tensor_type.h"

namespace kiln {

struct MeshAxis {
  std::string name;
  int64_t size = 1;
  bool operator==(const MeshAxis&) const = default;
};

struct NamedMesh {
  std::vector<MeshAxis> axes;
  Dims device_ids;  // the device at each mesh position, row-major; empty: position k is device k
  bool operator==(const NamedMesh&) const = default;

  int64_t devices() const;
  std::optional<size_t> axis_index(const std::string& name) const;
  // `device`'s coordinate along each axis. UserError for a device not in the mesh.
  Dims coordinates(int64_t device) const;
  std::string to_string() const;  // <["x"=2, "y"=4]>
};

// One axis (or part of one) that splits a dimension.
struct AxisRef {
  std::string name;
  int64_t pre_size = 1;  // a sub-axis "name":(pre_size)size
  int64_t size = 0;      // 0: the whole axis
  bool operator==(const AxisRef&) const = default;
};

struct TensorSharding {
  std::string mesh;                         // the mesh's name
  std::vector<std::vector<AxisRef>> dims;   // per dimension, major axis first
  // Per dimension, whether it is open ("{?}", "{\"x\", ?}"): Shardy may
  // shard it further along axes it does not name. Empty: every one closed.
  std::vector<bool> open;
  // The axes along which each device holds a partial sum ("unreduced={...}").
  std::vector<AxisRef> unreduced;
  bool operator==(const TensorSharding&) const = default;

  bool is_open(size_t dim) const { return dim < open.size() && open[dim]; }

  bool replicated() const;
  std::string to_string() const;  // <@mesh, [{"x"}, {}]>; <@mesh, [{}], unreduced={"y"}>
};

// Checks every axis names one of `mesh`'s, and that sub-axes divide it
// (UserError naming the axis).
void check_sharding(const TensorSharding& sharding, const NamedMesh& mesh, size_t rank);

// How many blocks `sharding` cuts dimension `dim` into; with `only`, counting
// only the axes it names (a manual computation's manual axes).
int64_t blocks_along(const TensorSharding& sharding, const NamedMesh& mesh, size_t dim, const std::set<std::string>* only = nullptr);

// The index of `device`'s block along `dim`.
int64_t block_index(const TensorSharding& sharding, const NamedMesh& mesh, size_t dim, int64_t device,
                    const std::set<std::string>* only = nullptr);

// The devices that differ only along `axes`, each group ordered by its
// coordinate along them: the groups whose partial sums add up to the value
// (an all-reduce's replica groups). Every device of the mesh in one group.
std::vector<Dims> groups_over(const std::vector<AxisRef>& axes, const NamedMesh& mesh);

// `device`'s coordinate along `axes` taken together, major first (0 for none).
int64_t coordinate_over(const std::vector<AxisRef>& axes, const NamedMesh& mesh, int64_t device);

// One device's block of a global array: where it starts and its size, per
// dimension. UserError when a dimension does not divide into its blocks.
struct ShardBlock {
  Dims start, size;
};
ShardBlock shard_block(const TensorSharding& sharding, const NamedMesh& mesh, const Dims& global, int64_t device,
                       const std::set<std::string>* only = nullptr);

// The devices that together hold all of dimension `dim`: groups of device
// ids (every device of the mesh in exactly one), each ordered by block index.
// What all-gathers a dimension's blocks back into the whole.
std::vector<Dims> groups_along(const TensorSharding& sharding, const NamedMesh& mesh, size_t dim,
                               const std::set<std::string>* only = nullptr);

// The same placement in HLO's sharding syntax, over the mesh's device ids:
// "{replicated}" or "{devices=[2,1,2]0,2,1,3 last_tile_dim_replicate}"
// (tiles per dimension, then how many devices hold each tile). Unreduced
// axes make a last tile dimension of their own: "last_tile_dims={unreduced,
// replicated}", or "{unreduced}" when they are all the devices.
std::string hlo_sharding_text(const TensorSharding& sharding, const NamedMesh& mesh);

// Where a global program's arguments and results lie: its meshes by name,
// and @main's shardings (nullopt: whole on every device).
struct ProgramShardings {
  std::map<std::string, NamedMesh> meshes;
  std::vector<std::optional<TensorSharding>> parameters, outputs;
  bool empty() const { return meshes.empty(); }
  // UserError when the sharding's mesh is not among `meshes`.
  const NamedMesh& mesh_of(const TensorSharding& sharding) const;
};

}  // namespace kiln
