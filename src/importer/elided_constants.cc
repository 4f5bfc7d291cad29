#include "importer/elided_constants.h"

#include <cmath>
#include <algorithm>
#include <memory>
#include <random>
#include <map>
#include <unordered_map>

#include "support/error.h"

namespace kiln {

namespace {

// Ordered by strength: a value with several uses takes its strongest role.
// Positive is strongest: a batch norm's variance drawn negative makes its
// rsqrt NaN, and every output after it with it.
enum class Role { Other, Additive, Multiplicative, Weight, Positive };

struct Use {
  Role role = Role::Other;
  int64_t fan_in = 1;
};

// Ops that carry a constant's values to their users unchanged in kind.
bool passes_values_through(OpCode op) {
  switch (op) {
    case OpCode::Reshape: case OpCode::Bitcast: case OpCode::Convert: case OpCode::Transpose:
    case OpCode::Copy: case OpCode::Broadcast:
      return true;
    default:
      return false;
  }
}

// The role of `user` reading `v` as operand `i`.
Use use_of(const Node& user, size_t i) {
  switch (user.op()) {
    case OpCode::Convolution:
      if (i == 1) {
        const TensorType& k = user.operand(1).type();
        const ConvDims& c = user.attrs().conv;
        return {Role::Weight, extent_of(k, c.kernel_spatial) * k.dims[static_cast<size_t>(c.kernel_input_feature)]};
      }
      return {};
    case OpCode::Dot: {
      const DotDims& d = user.attrs().dot;
      return {Role::Weight, extent_of(user.operand(i).type(), i == 0 ? d.lhs_contracting : d.rhs_contracting)};
    }
    case OpCode::Add: case OpCode::Subtract:
      return {Role::Additive, 1};
    case OpCode::Multiply: case OpCode::Divide:
      return {Role::Multiplicative, 1};
    case OpCode::Sqrt: case OpCode::Rsqrt: case OpCode::Log:
      return {Role::Positive, 1};
    default:
      return {};
  }
}

class RoleFinder {
 public:
  explicit RoleFinder(const Graph& graph) {
    for (const auto& n : graph.nodes()) {
      for (size_t i = 0; i < n->num_operands(); ++i) users_[n->operand(i).node].push_back({n.get(), i});
    }
  }

  // The strongest role among the uses of `n` (weight > scale > bias > other).
  Use role(const Node* n, int depth = 0) const {
    Use best;
    auto it = users_.find(n);
    if (it == users_.end() || depth > 16) return best;
    // Remembered by node and depth (the walk stops at a depth, so the two
    // decide the answer): a residual stream's chain of adds would be walked
    // once per path otherwise.
    if (auto known = known_.find({n, depth}); known != known_.end()) return known->second;
    for (const auto& [user, i] : it->second) {
      Use u = passes_values_through(user->op()) ? role(user, depth + 1) : use_of(*user, i);
      // A value added to what must be positive (a variance plus epsilon under
      // a square root) is positive itself.
      if (user->op() == OpCode::Add && role(user, depth + 1).role == Role::Positive) u = {Role::Positive, 1};
      if (static_cast<int>(u.role) > static_cast<int>(best.role)) best = u;
    }
    known_.emplace(std::make_pair(n, depth), best);
    return best;
  }

 private:
  std::unordered_map<const Node*, std::vector<std::pair<const Node*, size_t>>> users_;
  mutable std::map<std::pair<const Node*, int>, Use> known_;
};

uint64_t fnv1a(std::string_view s) {
  uint64_t h = 1469598103934665603ull;
  for (char c : s) h = (h ^ static_cast<uint8_t>(c)) * 1099511628211ull;
  return h;
}

Literal values_for(const TensorType& type, ElidedConstants mode, Use use, uint64_t seed) {
  Literal lit(type.dtype, type.dims);
  if (mode == ElidedConstants::Zeros) return lit;
  std::mt19937_64 rng(seed);
  std::normal_distribution<double> normal(0.0, 1.0);
  std::uniform_real_distribution<double> uniform(0.5, 1.5);
  double scale = 1.0;
  if (mode == ElidedConstants::Scaled) {
    if (use.role == Role::Weight) scale = std::sqrt(2.0 / static_cast<double>(std::max<int64_t>(use.fan_in, 1)));
    if (use.role == Role::Additive) scale = 0.1;
  }
  const bool scale_like = mode == ElidedConstants::Scaled && (use.role == Role::Multiplicative || use.role == Role::Positive);
  for (int64_t i = 0; i < lit.num_elements(); ++i) {
    if (is_float(type.dtype)) {
      lit.set_double(i, scale_like ? uniform(rng) : scale * normal(rng));
    } else if (type.dtype == DType::Pred) {
      lit.set_bits(i, rng() & 1);
    } else {
      lit.set_bits(i, rng() % 16);
    }
  }
  return lit;
}

}  // namespace

ElidedConstants parse_elided_constants(const std::string& text) {
  if (text == "scaled") return ElidedConstants::Scaled;
  if (text == "normal") return ElidedConstants::Normal;
  if (text == "zeros") return ElidedConstants::Zeros;
  user_error("--elided-constants must be scaled, normal or zeros, not '{}'", text);
}

const char* elided_constants_name(ElidedConstants mode) {
  switch (mode) {
    case ElidedConstants::Scaled: return "scaled";
    case ElidedConstants::Normal: return "normal";
    case ElidedConstants::Zeros: return "zeros";
  }
  return "?";
}

Literal values_by_role(const Graph& graph, const Node& node, ElidedConstants mode, uint64_t seed) {
  return values_for(node.type(), mode, RoleFinder(graph).role(&node), seed);
}

void fill_elided_constants(const Graph& graph, const std::vector<Node*>& constants, ElidedConstants mode, uint64_t seed) {
  const RoleFinder finder(graph);
  for (Node* c : constants) {
    KILN_CHECK(c->op() == OpCode::Constant, "%{} is not a constant", c->name());
    c->mutable_attrs().literal =
        std::make_shared<const Literal>(values_for(c->type(), mode, finder.role(c), seed ^ fnv1a(c->name())));
  }
}

}  // namespace kiln
