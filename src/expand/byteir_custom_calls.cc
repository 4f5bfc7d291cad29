#include "expand/byteir_custom_calls.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "expand/chlo_decompositions.h"
#include "ir/array_math.h"
#include "support/error.h"

namespace kiln {

namespace {

// Reductions over some axes of x, and the way back: what a reduced value looks
// like broadcast along x, or with the reduced axes kept as 1s.
class Axes {
 public:
  Axes(Module& module, GraphBuilder& b, const TensorType& x, Dims axes) : module_(module), b_(b), x_(x), axes_(std::move(axes)) {
    std::sort(axes_.begin(), axes_.end());
    for (size_t i = 0; i < axes_.size(); ++i) {
      if (axes_[i] < 0 || axes_[i] >= x.rank() || (i > 0 && axes_[i] == axes_[i - 1])) {
        user_error("axis {} is out of range or repeated for an operand of rank {}", axes_[i], x.rank());
      }
    }
    if (axes_.empty()) user_error("no axis to reduce over");
    for (int64_t d = 0; d < x.rank(); ++d) {
      if (std::find(axes_.begin(), axes_.end(), d) == axes_.end()) {
        kept_.push_back(d);
      } else {
        count_ *= static_cast<double>(x.dims[static_cast<size_t>(d)]);
      }
    }
  }

  Value sum(Value v) const { return reduce(v, OpCode::Add, 0); }
  Value max(Value v) const { return reduce(v, OpCode::Maximum, -std::numeric_limits<double>::infinity()); }
  Value mean(Value v) const {
    const Value s = sum(v);
    return ArrayMath(b_, s.type()).div(s, ArrayMath(b_, s.type()).k(count_));
  }
  // A reduced value along x again.
  Value spread(Value reduced) const { return b_.broadcast(reduced, x_.dims, kept_); }
  // A value over the reduced axes only (layer_norm's weight) along x.
  Value spread_over_axes(Value v) const { return b_.broadcast(v, x_.dims, axes_); }
  // A reduced value with its axes kept as 1s (layer_norm's mean, 2x128x1).
  Value keep_dims(Value reduced) const {
    Dims dims = x_.dims;
    for (int64_t a : axes_) dims[static_cast<size_t>(a)] = 1;
    return b_.reshape(reduced, dims);
  }
  Dims axes_dims() const {
    Dims dims;
    for (int64_t a : axes_) dims.push_back(x_.dims[static_cast<size_t>(a)]);
    return dims;
  }

 private:
  Value reduce(Value v, OpCode op, double init) const {
    return b_.reduce(v, b_.scalar(x_.dtype, init), axes_, make_reducer(module_, op, x_.dtype));
  }

  Module& module_;
  GraphBuilder& b_;
  TensorType x_;
  Dims axes_;
  Dims kept_;
  double count_ = 1;
};

void expect_float(Value x, std::string_view target) {
  if (!is_float(x.type().dtype)) user_error("{} takes a floating-point input, got {}", target, x.type().to_string(false));
}

// (x - mean) / sqrt(var + epsilon) * weight + bias over `axis`; the variance
// is the biased one (PyTorch's layer_norm). Results: the output, and when
// three are declared the mean and 1/std with the axes kept as 1s.
std::vector<Value> layer_norm(Module& module, GraphBuilder& b, const std::vector<Value>& operands,
                              const ByteirAttributes& attrs, size_t num_results) {
  if (operands.size() != 1 && operands.size() != 3) user_error("byteir.layer_norm takes an input, or an input, weight and bias");
  if (num_results != 1 && num_results != 3) user_error("byteir.layer_norm gives 1 or 3 results");
  const Value x = operands[0];
  expect_float(x, "byteir.layer_norm");
  const Axes axes(module, b, x.type(), attrs.axis);
  ArrayMath m(b, x.type());
  const Value mean = axes.mean(x);
  const Value centered = m.sub(x, axes.spread(mean));
  const Value variance = axes.mean(m.mul(centered, centered));
  ArrayMath r(b, variance.type());
  const Value inv_std = r.u(OpCode::Rsqrt, r.add(variance, r.k(attrs.epsilon)));
  Value out = m.mul(centered, axes.spread(inv_std));
  if (operands.size() == 3) {
    for (size_t i = 1; i < 3; ++i) {
      if (operands[i].type().dims != axes.axes_dims() || operands[i].type().dtype != x.type().dtype) {
        user_error("byteir.layer_norm's {} must be {} over the normalized axes, got {}", i == 1 ? "weight" : "bias",
                   dtype_name(x.type().dtype), operands[i].type().to_string(false));
      }
    }
    out = m.add(m.mul(out, axes.spread_over_axes(operands[1])), axes.spread_over_axes(operands[2]));
  }
  if (num_results == 1) return {out};
  return {out, axes.keep_dims(mean), axes.keep_dims(inv_std)};
}

int64_t single_axis(const ByteirAttributes& attrs, std::string_view target) {
  if (attrs.axis.size() != 1) user_error("{} takes one axis", target);
  return attrs.axis[0];
}

// exp(x - max) / sum(exp(x - max)), or its log: (x - max) - log(sum(...)).
Value softmax(Module& module, GraphBuilder& b, Value x, int64_t axis, bool log) {
  const Axes axes(module, b, x.type(), {axis});
  ArrayMath m(b, x.type());
  const Value shifted = m.sub(x, axes.spread(axes.max(x)));
  const Value e = m.exp(shifted);
  const Value total = axes.spread(axes.sum(e));
  return log ? m.sub(shifted, m.log(total)) : m.div(e, total);
}

// x/2 (1 + erf(x/sqrt 2)), or with approximate = "tanh" PyTorch's tanh form.
Value gelu(Module& module, GraphBuilder& b, Value x, const std::string& approximate) {
  ArrayMath m(b, x.type());
  const Value half_x = m.mul(m.k(0.5), x);
  if (approximate == "tanh") {
    const Value cube = m.mul(m.mul(x, x), x);
    const Value inner = m.mul(m.k(std::sqrt(2.0 / M_PI)), m.add(x, m.mul(m.k(0.044715), cube)));
    return m.mul(half_x, m.add(m.k(1), m.u(OpCode::Tanh, inner)));
  }
  if (approximate != "none" && approximate != "erf" && !approximate.empty()) {
    user_error("byteir.gelu's approximate must be none, erf or tanh, got \"{}\"", approximate);
  }
  const Value erf = decompose_chlo(module, b, "erf", {m.mul(x, m.k(M_SQRT1_2))}, {})[0];
  return m.mul(half_x, m.add(m.k(1), erf));
}

// PyTorch's nll_loss_forward without class weights: for log-probabilities
// x[N, C] and targets t[N], loss_i = -x[i, t_i], 0 where t_i == ignore_index;
// the result (reduction none, mean or sum) and the total weight (the count of
// targets not ignored).
std::vector<Value> nll_loss_forward(Module& module, GraphBuilder& b, const std::vector<Value>& operands,
                                    const ByteirAttributes& attrs, size_t num_results) {
  if (operands.size() != 2) user_error("byteir.nll_loss_forward takes log-probabilities and targets (class weights are not supported)");
  if (num_results != 2) user_error("byteir.nll_loss_forward gives the loss and the total weight");
  const Value x = operands[0], target = operands[1];
  expect_float(x, "byteir.nll_loss_forward");
  const TensorType& xt = x.type();
  if (xt.rank() != 2 || target.type().dims != Dims{xt.dims[0]} || !is_integer(target.type().dtype)) {
    user_error("byteir.nll_loss_forward takes x[N, C] and integer targets[N], got {} and {}", xt.to_string(false),
               target.type().to_string(false));
  }
  const DType index_type = target.type().dtype;
  const Value classes = b.iota(TensorType(index_type, xt.dims), 1);
  const Value chosen = b.compare(classes, b.broadcast(target, xt.dims, {0}), ComparisonDirection::EQ);
  ArrayMath m(b, xt);
  const Axes per_row(module, b, xt, {1});
  const Value picked = per_row.sum(m.select(chosen, x, m.k(0)));  // x[i, t_i]
  const Value kept = b.compare(target, b.broadcast(b.scalar(index_type, static_cast<double>(attrs.ignore_index)), target.type().dims, {}),
                               ComparisonDirection::NE);
  ArrayMath v(b, picked.type());
  const Value weight = v.select(kept, v.k(1), v.k(0));
  const Value loss = v.neg(v.mul(picked, weight));
  const Axes all(module, b, picked.type(), {0});
  const Value total_weight = all.sum(weight);
  if (attrs.reduction == 0) return {loss, total_weight};
  const Value sum = all.sum(loss);
  if (attrs.reduction == 2) return {sum, total_weight};
  if (attrs.reduction != 1) user_error("byteir.nll_loss_forward's reduction must be 0 (none), 1 (mean) or 2 (sum), got {}", attrs.reduction);
  return {b.div(sum, total_weight), total_weight};
}

}  // namespace

bool is_byteir_target(std::string_view target) { return target.starts_with("byteir."); }

std::vector<Value> expand_byteir_call(Module& module, GraphBuilder& b, std::string_view target,
                                      const std::vector<Value>& operands, const ByteirAttributes& attrs,
                                      size_t num_results) {
  const std::string_view op = target.substr(7);
  if (op == "layer_norm") return layer_norm(module, b, operands, attrs, num_results);
  if (op == "nll_loss_forward") return nll_loss_forward(module, b, operands, attrs, num_results);
  if (op == "softmax" || op == "log_softmax" || op == "gelu") {
    if (operands.size() != 1 || num_results != 1) user_error("{} takes one input and gives one result", target);
    expect_float(operands[0], target);
    if (op == "gelu") return {gelu(module, b, operands[0], attrs.approximate)};
    return {softmax(module, b, operands[0], single_axis(attrs, target), op == "log_softmax")};
  }
  user_error("unsupported custom-call target \"{}\"", target);
}

}  // namespace kiln
