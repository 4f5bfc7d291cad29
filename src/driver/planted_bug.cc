#include "driver/planted_bug.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <cstring>

#include "support/error.h"

namespace kiln {

std::optional<PlantedBug> parse_planted_bug(const std::string& spec) {
  if (spec.empty()) return std::nullopt;
  PlantedBug bug;
  std::string where = spec, kind = "plus1";
  if (const size_t eq = spec.find('='); eq != std::string::npos) {
    where = spec.substr(0, eq);
    kind = spec.substr(eq + 1);
  }
  if (const size_t colon = where.find(':'); colon != std::string::npos) {
    bug.target = where.substr(0, colon);
    where = where.substr(colon + 1);
  }
  bug.kernel = where;
  if (kind == "plus1") {
    bug.kind = BugKind::PlusOne;
  } else if (kind.rfind("scale:", 0) == 0) {
    bug.kind = BugKind::Scale;
    try {
      bug.epsilon = std::stod(kind.substr(6));
    } catch (const std::exception&) {
      user_error("KILN_TEST_PERTURB_KERNEL: scale needs a number (scale:1e-5), got '{}'", kind);
    }
  } else if (kind == "toward_zero") {
    bug.kind = BugKind::TowardZero;
  } else if (kind == "bf16") {
    bug.kind = BugKind::RoundToBf16;
  } else if (kind == "swap_tiles") {
    bug.kind = BugKind::SwapTiles;
  } else if (kind == "drop_last") {
    bug.kind = BugKind::DropLast;
  } else if (kind == "duplicate_last") {
    bug.kind = BugKind::DuplicateLast;
  } else {
    user_error("KILN_TEST_PERTURB_KERNEL: unknown bug '{}' (plus1, scale:EPSILON, toward_zero, bf16, swap_tiles, drop_last, duplicate_last)", kind);
  }
  return bug;
}

namespace {

// A fixed scramble of the index: which elements a rounding bias moves.
bool chosen(int64_t i) {
  uint64_t x = static_cast<uint64_t>(i) * 0x9e3779b97f4a7c15ULL;
  x ^= x >> 29;
  return (x & 1) != 0;
}

double to_bf16(double v) {
  const auto f = static_cast<float>(v);
  uint32_t bits = 0;
  std::memcpy(&bits, &f, 4);
  if (std::isnan(f)) return v;
  bits = (bits + 0x7fff + ((bits >> 16) & 1)) & 0xffff0000u;
  float r = 0;
  std::memcpy(&r, &bits, 4);
  return r;
}

void swap_tiles(Literal& l) {
  const Dims& dims = l.dims();
  if (l.num_elements() < 2) return;
  const int64_t columns = dims.empty() ? 1 : dims.back();
  const int64_t rows = dims.size() >= 2 ? dims[dims.size() - 2] : 1;
  if (columns < 2) return;
  const int64_t tile = std::min<int64_t>(4, columns / 2), tile_rows = std::min<int64_t>(4, rows);
  for (int64_t r = 0; r < tile_rows; ++r) {
    for (int64_t c = 0; c < tile; ++c) {
      const int64_t a = r * columns + c, b = a + tile;
      const uint64_t bits = l.get_bits(a);
      l.set_bits(a, l.get_bits(b));
      l.set_bits(b, bits);
    }
  }
}

}  // namespace

void plant_in_output(const PlantedBug& bug, HostBuffer& buffer) {
  if (buffer.type.num_elements() == 0) return;
  Literal l = to_literal(buffer);
  const bool is_f = is_float(l.dtype());
  switch (bug.kind) {
    case BugKind::PlusOne:
      if (is_f) {
        l.set_double(0, l.get_double(0) + 1);
      } else {
        l.set_bits(0, l.get_bits(0) ^ 1);
      }
      break;
    case BugKind::Scale:
      if (is_f) {
        for (int64_t i = 0; i < l.num_elements(); ++i) l.set_double(i, l.get_double(i) * (1 + bug.epsilon));
      }
      break;
    case BugKind::TowardZero:
      if (is_f) {
        for (int64_t i = 0; i < l.num_elements(); ++i) {
          const double v = l.get_double(i);
          // One less in the magnitude bits: one ulp toward zero, in any IEEE format.
          if (chosen(i) && std::isfinite(v) && v != 0) l.set_bits(i, l.get_bits(i) - 1);
        }
      }
      break;
    case BugKind::RoundToBf16:
      if (is_f) {
        for (int64_t i = 0; i < l.num_elements(); ++i) l.set_double(i, to_bf16(l.get_double(i)));
      }
      break;
    case BugKind::SwapTiles: swap_tiles(l); break;
    case BugKind::DropLast:
    case BugKind::DuplicateLast: return;  // planted in the graph
  }
  HostBuffer changed = to_host_buffer(l, buffer.type);
  std::memcpy(buffer.bytes(), changed.bytes(), buffer.byte_size());
}

namespace {

// `x` with the last index of `dim` left out (drop) or repeated (duplicate).
Value with_last_index(Graph& graph, Value x, int64_t dim, bool drop, const std::string& name) {
  const TensorType& t = x.type();
  const auto d = static_cast<size_t>(dim);
  const int64_t extent = t.dims[d];
  auto slice = [&](int64_t start, int64_t limit) {
    Attrs a;
    for (size_t i = 0; i < t.dims.size(); ++i) a.slice.push_back(SliceDim{0, t.dims[i], 1});
    a.slice[d] = SliceDim{start, limit, 1};
    Dims dims = t.dims;
    dims[d] = limit - start;
    return graph.add_node(OpCode::Slice, name + ".planted_slice", {x}, {TensorType(t.dtype, dims)}, a)->result();
  };
  if (drop) return slice(0, std::max<int64_t>(extent - 1, 0));
  if (extent == 0) return x;
  const Value last = slice(extent - 1, extent);
  Attrs a;
  a.dimensions = {dim};
  Dims dims = t.dims;
  dims[d] = extent + 1;
  return graph.add_node(OpCode::Concatenate, name + ".planted_concat", {x, last}, {TensorType(t.dtype, dims)}, a)->result();
}

}  // namespace

void plant_in_graph(const PlantedBug& bug, Graph& graph) {
  const bool drop = bug.kind == BugKind::DropLast;
  for (const auto& node : graph.nodes()) {
    Node& n = *node;
    if (n.name() != bug.kernel) continue;
    if (n.op() == OpCode::Reduce && n.num_operands() == 2 && !n.attrs().dimensions.empty()) {
      n.set_operand(0, with_last_index(graph, n.operand(0), n.attrs().dimensions.back(), drop, n.name()));
    } else if (n.op() == OpCode::Dot && !n.attrs().dot.lhs_contracting.empty()) {
      const DotDims& dd = n.attrs().dot;
      const Value lhs = with_last_index(graph, n.operand(0), dd.lhs_contracting.back(), drop, n.name());
      const Value rhs = with_last_index(graph, n.operand(1), dd.rhs_contracting.back(), drop, n.name());
      n.set_operand(0, lhs);
      n.set_operand(1, rhs);
    } else {
      user_error("KILN_TEST_PERTURB_KERNEL: %{} is a {}, not a single-operand reduce or a dot: it has no reduced dim to change", n.name(),
                 opcode_name(n.op()));
    }
    graph.sort_topologically();
    return;
  }
  user_error("KILN_TEST_PERTURB_KERNEL: no instruction %{} in %{}", bug.kernel, graph.name());
}

}  // namespace kiln
