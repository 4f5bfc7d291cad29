#include "expand/top_k.h"

#include <fmt/format.h>

#include <algorithm>

#include "support/error.h"

namespace kiln {

// A stable sort along the last dim carrying an s32 iota, then the first k.
std::vector<Value> top_k(Module& module, GraphBuilder& b, Value x, int64_t k, bool largest) {
  const TensorType& t = x.type();
  if (t.rank() == 0) user_error("top_k needs an operand of rank >= 1");
  if (k < 0) user_error("top_k needs k >= 0, got {}", k);
  const int64_t last = t.rank() - 1;
  Value indices = b.iota(TensorType(DType::S32, t.dims), last);
  const ComparisonDirection direction = largest ? ComparisonDirection::GT : ComparisonDirection::LT;
  // A name of its own: printed modules must import back, with no name twice.
  Graph* cmp = module.add_graph(fmt::format("top_k_comparator_{}_{}.{}", dtype_name(t.dtype), largest ? "gt" : "lt", module.graphs().size()));
  {
    GraphBuilder c(cmp);
    const TensorType s(t.dtype, {}), i(DType::S32, {});
    Value lhs = c.parameter(s, "lhs"), rhs = c.parameter(s, "rhs");
    c.parameter(i, "lhs_index");
    c.parameter(i, "rhs_index");
    c.output({c.compare(lhs, rhs, direction, is_float(t.dtype) ? ComparisonType::TotalOrder : ComparisonType::Default)});
  }
  Attrs a;
  a.dimensions = {last};
  a.is_stable = true;
  Node* sort = b.add(OpCode::Sort, {x, indices}, a, {cmp});
  const int64_t kept = std::min<int64_t>(k, t.dims.back());
  std::vector<SliceDim> ranges;
  for (int64_t d : t.dims) ranges.push_back({0, d, 1});
  ranges.back().limit = kept;
  return {b.slice(sort->result(0), ranges), b.slice(sort->result(1), ranges)};
}

}  // namespace kiln
