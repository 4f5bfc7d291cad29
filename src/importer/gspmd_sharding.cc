#include "importer/gspmd_sharding.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <numeric>
#include <string>

#include "importer/attribute_text_reader.h"
#include "support/error.h"

namespace kiln {

namespace {

// The devices of an iota tile assignment: 0..n-1 laid out as `shape`,
// transposed by `perm`, read row-major.
Dims iota_devices(const Dims& shape, const Dims& perm) {
  const int64_t n = std::accumulate(shape.begin(), shape.end(), int64_t{1}, std::multiplies<>());
  Dims out_shape;
  for (int64_t p : perm) out_shape.push_back(shape[static_cast<size_t>(p)]);
  Dims strides(shape.size(), 1);
  for (size_t i = shape.size(); i-- > 1;) strides[i - 1] = strides[i] * shape[i];
  Dims devices;
  Dims index(out_shape.size(), 0);
  for (int64_t k = 0; k < n; ++k) {
    int64_t id = 0;
    for (size_t i = 0; i < perm.size(); ++i) id += index[i] * strides[static_cast<size_t>(perm[i])];
    devices.push_back(id);
    for (size_t i = out_shape.size(); i-- > 0;) {
      if (++index[i] < out_shape[i]) break;
      index[i] = 0;
    }
  }
  return devices;
}

// Throws AttributeTextError.
GspmdSharding read_gspmd_sharding(std::string_view text, size_t rank, int64_t devices) {
  AttributeTextReader r(text, "GSPMD's sharding");
  GspmdSharding out;
  out.sharding.dims.assign(rank, {});
  r.expect("{");
  if (r.try_consume("replicated")) {
    r.expect("}");
    return out;
  }
  if (r.try_consume("manual")) {
    r.expect("}");
    out.manual = true;
    return out;
  }
  auto refuse = [](const std::string& what) { throw AttributeTextError(0, what); };
  if (r.try_consume("maximal")) refuse("unsupported: a maximal sharding (the value on one device)");
  if (r.try_consume("{")) refuse("unsupported: a tuple sharding");
  r.expect("devices=");
  const Dims tiles = r.integers_in_brackets();
  // Each tile count at least 1 and their product the program's devices,
  // checked before anything is laid out by them.
  int64_t count = 1;
  for (int64_t t : tiles) {
    if (t < 1 || t > devices || count > devices / t) refuse(fmt::format("tiles [{}] for a program on {} devices", fmt::join(tiles, ","), devices));
    count *= t;
  }
  Dims ids;
  if (r.try_consume("<=")) {
    const Dims shape = r.integers_in_brackets();
    int64_t listed = 1;
    for (int64_t s : shape) {
      if (s < 1 || s > count || listed > count / s) refuse(fmt::format("an iota of [{}] for {} tiles", fmt::join(shape, ","), count));
      listed *= s;
    }
    Dims perm(shape.size());
    std::iota(perm.begin(), perm.end(), 0);
    if (r.try_consume("T(")) {
      perm.clear();
      do {
        perm.push_back(r.integer());
      } while (r.try_consume(","));
      r.expect(")");
      Dims sorted = perm;
      std::sort(sorted.begin(), sorted.end());
      for (size_t i = 0; i < sorted.size(); ++i) {
        if (sorted[i] != static_cast<int64_t>(i) || perm.size() != shape.size()) refuse("a transpose that is not a permutation of the iota's dimensions");
      }
    }
    ids = iota_devices(shape, perm);
  } else {
    do {
      ids.push_back(r.integer());
      if (ids.back() < 0 || ids.back() >= devices || static_cast<int64_t>(ids.size()) > count) {
        refuse(fmt::format("device {} in a list for {} tiles on {} devices", ids.back(), count, devices));
      }
    } while (r.try_consume(","));
  }
  if (static_cast<int64_t>(ids.size()) != count) refuse(fmt::format("{} devices for {} tiles", ids.size(), count));
  if (count != devices) refuse(fmt::format("{} tiles for a program on {} devices", count, devices));
  std::vector<std::string> kinds;
  if (r.try_consume("last_tile_dim_replicate")) {
    kinds = {"replicated"};
  } else if (r.try_consume("last_tile_dims={")) {
    do {
      kinds.push_back(r.word());
    } while (r.try_consume(","));
    r.expect("}");
  }
  if (tiles.size() != rank + kinds.size()) refuse(fmt::format("{} tile dimensions for an array of rank {}", tiles.size(), rank));
  for (size_t d = 0; d < tiles.size(); ++d) {
    const std::string name = d < rank ? fmt::format("t{}", d) : kinds[d - rank] == "replicated" ? "r" : kinds[d - rank] == "unreduced" ? "u" : "";
    if (name.empty()) refuse(fmt::format("unsupported: last_tile_dims {{{}}} (a partly {} sharding)", fmt::join(kinds, ", "), kinds[d - rank]));
    out.mesh.axes.push_back({name, tiles[d]});
    if (tiles[d] == 1) continue;
    if (d < rank) out.sharding.dims[d] = {AxisRef{name}};
    if (name == "u") out.sharding.unreduced = {AxisRef{name}};
  }
  out.mesh.device_ids = ids;
  r.expect("}");
  r.end();
  return out;
}

}  // namespace

GspmdSharding parse_gspmd_sharding(std::string_view text, size_t rank, int64_t devices) {
  try {
    return read_gspmd_sharding(text, rank, devices);
  } catch (const AttributeTextError& e) {
    throw UserError(fmt::format("the sharding {} is not one kiln reads: {}", text, e.what()));
  }
}

}  // namespace kiln
