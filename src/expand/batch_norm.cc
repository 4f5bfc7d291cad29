#include "expand/batch_norm.h"

#include "ir/array_math.h"
#include "support/error.h"

namespace kiln {

namespace {

// The shapes a batch norm relates: x of rank >= 1, per-feature vectors of
// x.dims[feature_index] elements.
class FeatureAxes {
 public:
  FeatureAxes(Module& module, GraphBuilder& b, const TensorType& x, const BatchNormSpec& spec)
      : module_(module), b_(b), x_(x), feature_(spec.feature_index) {
    if (feature_ < 0 || feature_ >= x.rank()) {
      user_error("feature_index {} is out of range for an operand of rank {}", feature_, x.rank());
    }
    if (!is_float(x.dtype)) user_error("batch norm needs a floating-point operand, got {}", dtype_name(x.dtype));
    for (int64_t d = 0; d < x.rank(); ++d) {
      if (d != feature_) {
        reduced_.push_back(d);
        count_ *= static_cast<double>(x.dims[static_cast<size_t>(d)]);
      }
    }
  }

  void check_vector(Value v, const char* what) const {
    const TensorType& t = v.type();
    if (t.rank() != 1 || t.dims[0] != x_.dims[static_cast<size_t>(feature_)] || t.dtype != x_.dtype) {
      user_error("{} must be {}[{}], got {}", what, dtype_name(x_.dtype), x_.dims[static_cast<size_t>(feature_)],
                 t.to_string(false));
    }
  }
  // A per-feature vector broadcast along x.
  Value spread(Value v) const { return b_.broadcast(v, x_.dims, {feature_}); }
  // The per-feature sum over every other dimension.
  Value sum(Value v) const {
    return b_.reduce(v, b_.scalar(x_.dtype, 0), reduced_, make_reducer(module_, OpCode::Add, x_.dtype));
  }
  double count() const { return count_; }

 private:
  Module& module_;
  GraphBuilder& b_;
  TensorType x_;
  int64_t feature_;
  Dims reduced_;
  double count_ = 1;
};

}  // namespace

Value batch_norm_inference(Module& module, GraphBuilder& b, Value x, Value scale, Value offset, Value mean,
                           Value variance, const BatchNormSpec& spec) {
  const FeatureAxes axes(module, b, x.type(), spec);
  for (auto [v, what] : {std::pair{scale, "scale"}, {offset, "offset"}, {mean, "mean"}, {variance, "variance"}}) {
    axes.check_vector(v, what);
  }
  ArrayMath m(b, x.type());
  Value inv_std = m.div(m.k(1), m.sqrt(m.add(axes.spread(variance), m.k(spec.epsilon))));
  return m.add(m.mul(m.mul(m.sub(x, axes.spread(mean)), inv_std), axes.spread(scale)), axes.spread(offset));
}

std::vector<Value> batch_norm_training(Module& module, GraphBuilder& b, Value x, Value scale, Value offset,
                                       const BatchNormSpec& spec) {
  const FeatureAxes axes(module, b, x.type(), spec);
  axes.check_vector(scale, "scale");
  axes.check_vector(offset, "offset");
  ArrayMath per_feature(b, scale.type());
  const Value inv_n = per_feature.k(1.0 / axes.count());
  const Value mean = per_feature.mul(axes.sum(x), inv_n);
  ArrayMath m(b, x.type());
  const Value centered = m.sub(x, axes.spread(mean));
  const Value variance = per_feature.mul(axes.sum(m.mul(centered, centered)), inv_n);
  return {batch_norm_inference(module, b, x, scale, offset, mean, variance, spec), mean, variance};
}

std::vector<Value> batch_norm_grad(Module& module, GraphBuilder& b, Value x, Value scale, Value mean, Value variance,
                                   Value grad_output, const BatchNormSpec& spec) {
  const FeatureAxes axes(module, b, x.type(), spec);
  for (auto [v, what] : {std::pair{scale, "scale"}, {mean, "mean"}, {variance, "variance"}}) axes.check_vector(v, what);
  if (!grad_output.type().same_logical(x.type())) {
    user_error("grad_output must be {}, got {}", x.type().to_string(false), grad_output.type().to_string(false));
  }
  ArrayMath per_feature(b, scale.type());
  ArrayMath m(b, x.type());
  // XLA's operation semantics, with c = 1 / sqrt(variance + epsilon):
  //   grad_offset = sum(dy), grad_scale = sum(dy * (x - mean)) * c,
  //   grad_x = scale * c / N * (N * dy - grad_offset - (x - mean) * sum(dy * (x - mean)) * c^2).
  const Value inv_std = per_feature.div(per_feature.k(1), per_feature.sqrt(per_feature.add(variance, per_feature.k(spec.epsilon))));
  const Value centered = m.sub(x, axes.spread(mean));
  const Value grad_offset = axes.sum(grad_output);
  const Value dy_centered = axes.sum(m.mul(grad_output, centered));
  const Value grad_scale = per_feature.mul(dy_centered, inv_std);
  const double n = axes.count();
  const Value coefficient = per_feature.mul(per_feature.mul(scale, inv_std), per_feature.k(1.0 / n));
  const Value inv_var = per_feature.mul(inv_std, inv_std);
  Value inner = m.sub(m.mul(grad_output, m.k(n)), axes.spread(grad_offset));
  inner = m.sub(inner, m.mul(centered, axes.spread(per_feature.mul(dy_centered, inv_var))));
  return {m.mul(axes.spread(coefficient), inner), grad_scale, grad_offset};
}

}  // namespace kiln
