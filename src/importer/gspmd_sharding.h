// GSPMD's sharding text (HLO's `sharding=`, StableHLO's `mhlo.sharding`),
// which JAX writes when Shardy is off (jax_use_shardy_partitioner=False),
// read into kiln's named form (ir/sharding.h): the tile assignment becomes a
// mesh of its own, one axis per tile dimension, its devices in the order
// the assignment lists them.
//
//   {devices=[2,1,2]<=[4] last_tile_dim_replicate}
//     mesh <["t0"=2, "t1"=1, "r"=2]>, sharding [{"t0"}, {}]
//
// Forms: {replicated}, {manual}, devices=[...] with an iota (<=[N],
// <=[a,b]T(1,0)) or a list of ids, last_tile_dim_replicate and
// last_tile_dims={replicated, unreduced}. Refused with the reason: maximal
// (one device's) and tuple shardings, and partly manual ones.
#pragma once

#include <cstdint>
#include <string_view>

#include "ir/sharding.h"

namespace kiln {

struct GspmdSharding {
  NamedMesh mesh;
  TensorSharding sharding;  // its mesh name left for the caller to give
  bool manual = false;      // {manual}: a shard_map body's per-device value
};

// UserError saying what is wrong or unsupported.
GspmdSharding parse_gspmd_sharding(std::string_view text, size_t rank, int64_t devices);

}  // namespace kiln
