#include "importer/attribute_parser.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <cctype>
#include <map>

namespace kiln {

namespace {

// Reads "AxBxC" where each item is read by `item` (numbers may contain '_').
template <typename F>
void read_x_separated(TextCursor& c, F item) {
  do {
    item();
  } while (c.try_consume("x"));
}

}  // namespace

int64_t parse_int(TextCursor& c) { return c.read_int("an integer"); }

namespace {
Dims parse_ints_between(TextCursor& c, std::string_view open, std::string_view close);
}  // namespace

Dims parse_int_list(TextCursor& c) { return parse_ints_between(c, "{", "}"); }

namespace {

// Integers between `open` and `close`, comma-separated, maybe none.
Dims parse_ints_between(TextCursor& c, std::string_view open, std::string_view close) {
  Dims out;
  c.expect(open);
  if (c.try_consume(close)) return out;
  do {
    out.push_back(c.read_int("an integer"));
  } while (c.try_consume(","));
  c.expect(close);
  return out;
}

Dims parse_bracketed_ints(TextCursor& c) { return parse_ints_between(c, "[", "]"); }

Dims transposed_iota(const Dims& sizes, const Dims& perm);

std::vector<Dims> parse_iota_replica_groups(TextCursor& c) {
  const size_t at = c.pos();
  const Dims shape = parse_bracketed_ints(c);
  c.expect("<=");
  const Dims reshape = parse_bracketed_ints(c);
  Dims perm;
  for (size_t i = 0; i < reshape.size(); ++i) perm.push_back(static_cast<int64_t>(i));
  if (c.try_consume("T")) {
    c.expect("(");
    perm.clear();
    do {
      perm.push_back(c.read_int("a dimension"));
    } while (c.try_consume(","));
    c.expect(")");
  }
  if (shape.size() != 2) c.fail_at(at, "iota replica groups are [groups,group_size]<=[dims]");
  int64_t total = 1;
  for (int64_t d : reshape) {
    if (d <= 0 || d > (int64_t{1} << 20)) c.fail_at(at, fmt::format("iota replica group dimension {} is out of range", d));
    total *= d;
    if (total > (int64_t{1} << 20)) c.fail_at(at, "iota replica groups over more than 2^20 devices");
  }
  if (shape[0] < 1 || shape[1] < 1 || shape[0] > total || shape[1] > total || shape[0] * shape[1] != total) {
    c.fail_at(at, fmt::format("iota replica groups [{},{}] do not hold the {} ids of {}", shape[0], shape[1], total, fmt::join(reshape, "x")));
  }
  Dims sorted = perm;
  std::sort(sorted.begin(), sorted.end());
  for (size_t i = 0; i < sorted.size(); ++i) {
    if (sorted.size() != reshape.size() || sorted[i] != static_cast<int64_t>(i)) c.fail_at(at, "the iota replica groups' T(...) is not a permutation of their dims");
  }
  const Dims flat = transposed_iota(reshape, perm);
  std::vector<Dims> groups(static_cast<size_t>(shape[0]));
  for (int64_t g = 0; g < shape[0]; ++g) {
    groups[static_cast<size_t>(g)].assign(flat.begin() + g * shape[1], flat.begin() + (g + 1) * shape[1]);
  }
  return groups;
}

// The device ids of iota(product of `sizes`) reshaped to `sizes`, transposed
// by `perm`, in row-major order.
Dims transposed_iota(const Dims& sizes, const Dims& perm) {
  const size_t rank = sizes.size();
  Dims strides(rank, 1), tdims(rank), index(rank, 0), out;
  for (size_t i = rank; i-- > 1;) strides[i - 1] = strides[i] * sizes[i];
  int64_t total = 1;
  for (size_t i = 0; i < rank; ++i) {
    tdims[i] = sizes[static_cast<size_t>(perm[i])];
    total *= sizes[i];
  }
  for (int64_t n = 0; n < total; ++n) {
    int64_t id = 0;
    for (size_t i = 0; i < rank; ++i) id += index[i] * strides[static_cast<size_t>(perm[i])];
    out.push_back(id);
    for (size_t i = rank; i-- > 0;) {
      if (++index[i] < tdims[i]) break;
      index[i] = 0;
    }
  }
  return out;
}

std::string read_quoted_axis(TextCursor& c) {
  c.expect("'");
  std::string name;
  while (c.peek_raw() != '\'' && c.peek_raw() != '\0') {
    name += c.peek_raw();
    c.set_pos(c.pos() + 1);
  }
  c.expect("'");
  return name;
}

// mesh['a'=2,'b'=4] {'b'} (XLA's replica groups over named mesh axes, as
// Shardy's partitioner writes them): the devices, iota over the mesh, that
// share their place on every axis not named form a group, ordered by the
// named axes. An axis may be a part of one, 'a':(pre)size: the `size` ids
// after the first `pre` (XLA's MeshAxesReplicaGroupList).
std::vector<Dims> parse_mesh_replica_groups(TextCursor& c) {
  const size_t at = c.pos();
  c.expect("mesh");
  c.expect("[");
  std::vector<std::string> names;
  Dims sizes;
  int64_t devices = 1;
  do {
    names.push_back(read_quoted_axis(c));
    c.expect("=");
    sizes.push_back(c.read_int("an axis size"));
    if (sizes.back() < 1 || sizes.back() > (int64_t{1} << 20)) c.fail_at(at, fmt::format("mesh axis '{}' has size {}", names.back(), sizes.back()));
    devices *= sizes.back();
    if (devices > (int64_t{1} << 20)) c.fail_at(at, "a mesh of more than 2^20 devices");
  } while (c.try_consume(","));
  c.expect("]");
  struct Ref { size_t axis; int64_t pre = 1, size = 0; bool sub = false; };
  std::vector<Ref> refs;
  c.expect("{");
  if (!c.try_consume("}")) {
    do {
      const std::string name = read_quoted_axis(c);
      const auto it = std::find(names.begin(), names.end(), name);
      if (it == names.end()) c.fail_at(at, fmt::format("replica groups name axis '{}', which the mesh does not have", name));
      Ref r{static_cast<size_t>(it - names.begin())};
      r.size = sizes[r.axis];
      if (c.try_consume(":")) {
        c.expect("(");
        r.pre = c.read_int("a sub-axis offset");
        c.expect(")");
        r.size = c.read_int("a sub-axis size");
        r.sub = true;
        if (r.pre < 1 || r.size < 1 || sizes[r.axis] % (r.pre * r.size) != 0) c.fail_at(at, fmt::format("sub-axis '{}':({}){} does not divide the axis", name, r.pre, r.size));
      }
      refs.push_back(r);
    } while (c.try_consume(","));
    c.expect("}");
  }
  // Each mesh axis reshaped into the parts its references cut it into; the
  // grouped parts go last, in mesh-axis order (within one axis, as written).
  Dims reshaped, grouped;
  for (size_t a = 0; a < sizes.size(); ++a) {
    std::vector<size_t> mine;
    for (size_t i = 0; i < refs.size(); ++i) {
      if (refs[i].axis == a) mine.push_back(i);
    }
    if (mine.empty()) {
      reshaped.push_back(sizes[a]);
      continue;
    }
    std::vector<size_t> by_offset = mine;
    std::sort(by_offset.begin(), by_offset.end(), [&](size_t x, size_t y) { return refs[x].pre < refs[y].pre; });
    std::map<size_t, int64_t> dim_of;  // reference -> its reshaped dim
    int64_t covered = 1;
    for (size_t i : by_offset) {
      const Ref& r = refs[i];
      if (!r.sub && mine.size() > 1) c.fail_at(at, "an axis named whole and in parts");
      if (r.pre != covered) {
        if (r.pre % covered != 0) c.fail_at(at, "overlapping sub-axes");
        reshaped.push_back(r.pre / covered);
        covered = r.pre;
      }
      dim_of[i] = static_cast<int64_t>(reshaped.size());
      reshaped.push_back(r.size);
      covered *= r.size;
    }
    if (covered != sizes[a]) reshaped.push_back(sizes[a] / covered);
    for (size_t i : mine) grouped.push_back(dim_of[i]);
  }
  Dims perm;
  for (size_t d = 0; d < reshaped.size(); ++d) {
    if (std::find(grouped.begin(), grouped.end(), static_cast<int64_t>(d)) == grouped.end()) perm.push_back(static_cast<int64_t>(d));
  }
  int64_t group_size = 1;
  for (int64_t d : grouped) {
    perm.push_back(d);
    group_size *= reshaped[static_cast<size_t>(d)];
  }
  const Dims flat = transposed_iota(reshaped, perm);
  std::vector<Dims> groups;
  for (size_t g = 0; g < flat.size(); g += static_cast<size_t>(group_size)) groups.emplace_back(flat.begin() + static_cast<std::ptrdiff_t>(g), flat.begin() + static_cast<std::ptrdiff_t>(g) + group_size);
  return groups;
}

}  // namespace

std::vector<Dims> parse_replica_groups(TextCursor& c) {
  if (c.peek() == '[') return parse_iota_replica_groups(c);
  if (c.peek() == 'm') return parse_mesh_replica_groups(c);
  std::vector<Dims> groups;
  c.expect("{");
  if (c.try_consume("}")) return groups;
  do {
    groups.push_back(parse_int_list(c));
  } while (c.try_consume(","));
  c.expect("}");
  return groups;
}

std::vector<std::pair<int64_t, int64_t>> parse_int_pairs(TextCursor& c) {
  std::vector<std::pair<int64_t, int64_t>> pairs;
  c.expect("{");
  if (c.try_consume("}")) return pairs;
  do {
    const size_t at = c.pos();
    const Dims pair = parse_int_list(c);
    if (pair.size() != 2) c.fail_at(at, "a pair is {source,target}");
    pairs.emplace_back(pair[0], pair[1]);
  } while (c.try_consume(","));
  c.expect("}");
  return pairs;
}

std::string parse_computation_ref(TextCursor& c) { return c.read_name("a computation name"); }

std::vector<std::string> parse_computation_list(TextCursor& c) {
  std::vector<std::string> out;
  c.expect("{");
  if (c.try_consume("}")) return out;
  do {
    out.push_back(parse_computation_ref(c));
  } while (c.try_consume(","));
  c.expect("}");
  return out;
}

std::vector<SliceDim> parse_slice_ranges(TextCursor& c) {
  std::vector<SliceDim> out;
  c.expect("{");
  if (c.try_consume("}")) return out;
  do {
    SliceDim s;
    c.expect("[");
    s.start = c.read_int("a slice start");
    c.expect(":");
    s.limit = c.read_int("a slice limit");
    if (c.try_consume(":")) s.stride = c.read_int("a slice stride");
    c.expect("]");
    out.push_back(s);
  } while (c.try_consume(","));
  c.expect("}");
  return out;
}

std::vector<PadDim> parse_padding(TextCursor& c) {
  std::vector<PadDim> out;
  read_x_separated(c, [&] {
    PadDim p;
    p.lo = c.read_int("low padding");
    c.expect("_");
    p.hi = c.read_int("high padding");
    if (c.try_consume("_")) p.interior = c.read_int("interior padding");
    out.push_back(p);
  });
  return out;
}

std::vector<WindowDim> parse_window(TextCursor& c) {
  std::vector<WindowDim> window;
  auto fields = [&](const std::string& key, auto apply) {
    size_t i = 0;
    read_x_separated(c, [&] {
      if (i >= window.size()) {
        if (key != "size") c.fail(fmt::format("window '{}' has more dimensions than 'size'", key));
        window.emplace_back();
      }
      apply(window[i++]);
    });
    if (i != window.size()) c.fail(fmt::format("window '{}' has {} dimensions, 'size' has {}", key, i, window.size()));
  };
  c.expect("{");
  while (!c.try_consume("}")) {
    const std::string key = c.read_name("a window field");
    c.expect("=");
    if (key == "size") {
      if (!window.empty()) c.fail("window 'size' given twice");
      fields(key, [&](WindowDim& w) { w.size = c.read_int("a window size"); });
    } else if (window.empty()) {
      c.fail("window 'size' must come first");
    } else if (key == "stride") {
      fields(key, [&](WindowDim& w) { w.stride = c.read_int("a window stride"); });
    } else if (key == "pad") {
      fields(key, [&](WindowDim& w) {
        w.pad_lo = c.read_int("low padding");
        c.expect("_");
        w.pad_hi = c.read_int("high padding");
      });
    } else if (key == "lhs_dilate") {
      fields(key, [&](WindowDim& w) { w.base_dilation = c.read_int("an lhs dilation"); });
    } else if (key == "rhs_dilate") {
      fields(key, [&](WindowDim& w) { w.window_dilation = c.read_int("an rhs dilation"); });
    } else if (key == "rhs_reversal") {
      fields(key, [&](WindowDim& w) { w.reversal = c.read_int("0 or 1") != 0; });
    } else {
      c.fail(fmt::format("unknown window field '{}'", key));
    }
  }
  return window;
}

ConvDims parse_dim_labels(TextCursor& c) {
  c.skip_space();
  const size_t start = c.pos();
  const std::string input = c.read_name("convolution dim_labels");  // "b01f_01io"
  c.expect("->");
  const std::string output = c.read_name("output dim labels");
  const size_t underscore = input.find('_');
  if (underscore == std::string::npos) c.fail_at(start, "dim_labels must look like b01f_01io->b01f");
  const std::string lhs = input.substr(0, underscore), rhs = input.substr(underscore + 1);
  const size_t spatial = lhs.size() >= 2 ? lhs.size() - 2 : 0;
  if (lhs.size() < 2 || rhs.size() != lhs.size() || output.size() != lhs.size()) {
    c.fail_at(start, "dim_labels parts must have equal lengths");
  }
  ConvDims d;
  d.input_spatial.assign(spatial, -1);
  d.kernel_spatial.assign(spatial, -1);
  d.output_spatial.assign(spatial, -1);
  auto assign = [&](const std::string& labels, char a, int64_t& a_dim, char b, int64_t& b_dim, Dims& sp) {
    int found_a = 0, found_b = 0;
    for (size_t i = 0; i < labels.size(); ++i) {
      const char ch = labels[i];
      if (ch == a) {
        a_dim = static_cast<int64_t>(i);
        ++found_a;
      } else if (ch == b) {
        b_dim = static_cast<int64_t>(i);
        ++found_b;
      } else if (std::isdigit(static_cast<unsigned char>(ch)) && static_cast<size_t>(ch - '0') < spatial &&
                 sp[static_cast<size_t>(ch - '0')] < 0) {
        sp[static_cast<size_t>(ch - '0')] = static_cast<int64_t>(i);
      } else {
        c.fail_at(start, fmt::format("bad dim label '{}' in '{}'", ch, labels));
      }
    }
    if (found_a != 1 || found_b != 1) c.fail_at(start, fmt::format("dim labels '{}' need one '{}' and one '{}'", labels, a, b));
  };
  assign(lhs, 'b', d.input_batch, 'f', d.input_feature, d.input_spatial);
  assign(rhs, 'i', d.kernel_input_feature, 'o', d.kernel_output_feature, d.kernel_spatial);
  assign(output, 'b', d.output_batch, 'f', d.output_feature, d.output_spatial);
  return d;
}

bool parse_bool(TextCursor& c) {
  if (c.try_keyword("true")) return true;
  if (c.try_keyword("false")) return false;
  c.fail_expected("true or false");
}

}  // namespace kiln
