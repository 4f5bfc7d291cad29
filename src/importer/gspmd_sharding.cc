#include "importer/gspmd_sharding.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <cctype>
#include <numeric>
#include <string>

#include "support/error.h"

namespace kiln {

namespace {

class Reader {
 public:
  explicit Reader(std::string_view text) : text_(text) {}

  bool at_end() {
    skip_spaces();
    return pos_ >= text_.size();
  }
  bool try_consume(std::string_view s) {
    skip_spaces();
    if (text_.substr(pos_, s.size()) != s) return false;
    pos_ += s.size();
    return true;
  }
  void expect(std::string_view s) {
    if (!try_consume(s)) fail(fmt::format("expected '{}'", s));
  }
  int64_t integer() {
    skip_spaces();
    size_t end = pos_;
    while (end < text_.size() && std::isdigit(static_cast<unsigned char>(text_[end]))) ++end;
    if (end == pos_ || end - pos_ > 12) fail("expected a number");
    const int64_t v = std::stoll(std::string(text_.substr(pos_, end - pos_)));
    pos_ = end;
    return v;
  }
  // [a,b,...]
  Dims bracketed() {
    expect("[");
    Dims out;
    if (try_consume("]")) return out;
    do {
      out.push_back(integer());
    } while (try_consume(","));
    expect("]");
    return out;
  }
  std::string word() {
    skip_spaces();
    size_t end = pos_;
    while (end < text_.size() && (std::isalnum(static_cast<unsigned char>(text_[end])) || text_[end] == '_')) ++end;
    std::string w(text_.substr(pos_, end - pos_));
    pos_ = end;
    return w;
  }
  [[noreturn]] void fail(const std::string& what) const {
    throw UserError(fmt::format("the sharding {} is not one kiln reads: {} at column {}", text_, what, pos_ + 1));
  }

 private:
  void skip_spaces() {
    while (pos_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[pos_]))) ++pos_;
  }
  std::string_view text_;
  size_t pos_ = 0;
};

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

}  // namespace

GspmdSharding parse_gspmd_sharding(std::string_view text, size_t rank, int64_t devices) {
  Reader r(text);
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
  if (r.try_consume("maximal")) r.fail("unsupported: a maximal sharding (the value on one device)");
  if (r.try_consume("{")) r.fail("unsupported: a tuple sharding");
  r.expect("devices=");
  const Dims tiles = r.bracketed();
  const int64_t count = std::accumulate(tiles.begin(), tiles.end(), int64_t{1}, std::multiplies<>());
  Dims ids;
  if (r.try_consume("<=")) {
    const Dims shape = r.bracketed();
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
        if (sorted[i] != static_cast<int64_t>(i) || perm.size() != shape.size()) r.fail("a transpose that is not a permutation of the iota's dimensions");
      }
    }
    ids = iota_devices(shape, perm);
  } else {
    do {
      ids.push_back(r.integer());
    } while (r.try_consume(","));
  }
  if (static_cast<int64_t>(ids.size()) != count) r.fail(fmt::format("{} devices for {} tiles", ids.size(), count));
  if (count != devices) r.fail(fmt::format("{} tiles for a program on {} devices", count, devices));
  std::vector<std::string> kinds;
  if (r.try_consume("last_tile_dim_replicate")) {
    kinds = {"replicated"};
  } else if (r.try_consume("last_tile_dims={")) {
    do {
      kinds.push_back(r.word());
    } while (r.try_consume(","));
    r.expect("}");
  }
  if (tiles.size() != rank + kinds.size()) r.fail(fmt::format("{} tile dimensions for an array of rank {}", tiles.size(), rank));
  for (size_t d = 0; d < tiles.size(); ++d) {
    const std::string name = d < rank ? fmt::format("t{}", d) : kinds[d - rank] == "replicated" ? "r" : kinds[d - rank] == "unreduced" ? "u" : "";
    if (name.empty()) r.fail(fmt::format("unsupported: last_tile_dims {{{}}} (a partly {} sharding)", fmt::join(kinds, ", "), kinds[d - rank]));
    out.mesh.axes.push_back({name, tiles[d]});
    if (tiles[d] == 1) continue;
    if (d < rank) out.sharding.dims[d] = {AxisRef{name}};
    if (name == "u") out.sharding.unreduced = {AxisRef{name}};
  }
  out.mesh.device_ids = ids;
  if (!r.at_end() && !r.try_consume("}")) r.fail("expected '}'");
  return out;
}

}  // namespace kiln
