#include "ir/select_and_scatter.h"

#include <fmt/format.h>

#include "support/error.h"

namespace kiln {

Value build_select_and_scatter(Module& module, GraphBuilder& b, Value operand, Value source, Value init,
                               const std::vector<WindowDim>& window, const Graph& select, Graph* scatter,
                               std::string_view name) {
  const TensorType& t = operand.type();
  if (window.size() != static_cast<size_t>(t.rank())) user_error("select-and-scatter's window has {} dims, the operand {}", window.size(), t.rank());
  for (const WindowDim& w : window) {
    if (w.window_dilation != 1 || w.base_dilation != 1) user_error("select-and-scatter takes no dilation");
  }
  if (select.parameters().size() != 2 || select.outputs().size() != 1 || select.outputs()[0].type().dtype != DType::Pred) {
    user_error("select-and-scatter's select computation %{} must take two scalars and return pred[]", select.name());
  }
  const int64_t n = t.num_elements();
  const DType index_type = n < (int64_t{1} << 31) ? DType::S32 : DType::S64;  // narrow pairs pack into one word
  const TensorType index_scalar(index_type, {});
  Value flat_index = b.reshape(b.iota(TensorType(index_type, {n}), 0), t.dims);
  Value none = b.scalar(index_type, -1);

  // The picking reducer over (value, index) pairs; index -1 is "nothing yet".
  Graph* pick = module.add_graph(fmt::format("{}.pick", name));
  {
    GraphBuilder r(pick);
    const TensorType scalar(t.dtype, {});
    Value a = r.parameter(scalar, "a"), ai = r.parameter(index_scalar, "ai");
    Value x = r.parameter(scalar, "x"), xi = r.parameter(index_scalar, "xi");
    const Value keep_a_over_x = r.inline_graph(select, {a, x}).at(0);
    Value minus_one = r.scalar(index_type, -1);
    Value x_is_none = r.compare(xi, minus_one, ComparisonDirection::EQ);
    Value a_is_some = r.compare(ai, minus_one, ComparisonDirection::NE);
    Value keep = r.binary(OpCode::Or, x_is_none, r.binary(OpCode::And, a_is_some, keep_a_over_x));
    r.output({r.select(keep, a, x), r.select(keep, ai, xi)}, true);
  }
  Attrs w;
  w.window = window;
  Node* picked = b.add(OpCode::ReduceWindow, {operand, flat_index, init, none}, w, {pick}, {}, fmt::format("{}.pick", name));
  if (!picked->type(1).same_logical(TensorType(index_type, source.type().dims))) {
    user_error("select-and-scatter's windows give {} but the source is {}", TensorType(t.dtype, picked->type(1).dims).to_string(false),
               source.type().to_string(false));
  }
  Dims index_dims = source.type().dims;
  index_dims.push_back(1);
  Value indices = b.reshape(picked->result(1), index_dims);
  Value base = b.broadcast(init, {n}, {});
  Attrs sc;
  sc.scatter.inserted_window_dims = {0};
  sc.scatter.scatter_dims_to_operand_dims = {0};
  sc.scatter.index_vector_dim = source.type().rank();
  Node* scattered = b.add(OpCode::Scatter, {base, indices, source}, sc, {scatter}, {}, fmt::format("{}.scatter", name));
  // The result takes `name` (an importer's instruction name is stable).
  return b.add(OpCode::Reshape, {scattered->result()}, {}, {}, {TensorType(t.dtype, t.dims)}, name)->result();
}

}  // namespace kiln
