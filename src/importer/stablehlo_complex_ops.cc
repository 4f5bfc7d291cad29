// Complex values as their real and imaginary parts: packing to pairs, ops applied per part, complex constants.
#include "importer/stablehlo_importer_class.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <functional>
#include <cctype>
#include <cstring>
#include <map>
#include <set>
#include <unordered_map>

#include "expand/complex_ops.h"
#include "expand/fft.h"
#include "importer/dense_literal.h"
#include "support/error.h"

namespace kiln::stablehlo_import {

// A complex value as one real array of (re, im) pairs: its last dim is 2.
Value StablehloImporter::pack_pairs(GraphBuilder& b, const Imported& v) {
  if (!v.is_complex()) return v.re;
  if (auto it = packed_.find(v.re.node); it != packed_.end() && it->second.first == v) return it->second.second;
  Value packed = pack_complex_pairs(b, {v.re, v.im});
  packed_[v.re.node] = {v, packed};
  return packed;
}

Imported StablehloImporter::unpack_pairs(GraphBuilder& b, Value pairs) {
  const ComplexValue z = unpack_complex_pairs(b, pairs);
  return {z.re, z.im};
}

// Operands as kiln arrays: a complex one as its two parts.
std::vector<Value> StablehloImporter::flattened(const std::vector<Imported>& values) {
  std::vector<Value> out;
  for (const Imported& v : values) {
    for (const Value& p : v.parts()) out.push_back(p);
  }
  return out;
}

// Results of `op` from its kiln arrays (a complex result takes two).
std::vector<Imported> StablehloImporter::regrouped(const MlirOperation& op, const std::vector<Value>& values) const {
  std::vector<Imported> out;
  size_t next = 0;
  for (const MlirType& t : op.result_types) {
    if (next + (t.is_complex ? 2 : 1) > values.size()) fail(op.offset, fmt::format("{} gives too few results", op.name));
    Imported v{values[next++], {}};
    if (t.is_complex) v.im = values[next++];
    out.push_back(v);
  }
  return out;
}

// `op` once on the real parts of its operands and once on the imaginary ones
// (real operands, such as indices and predicates, go to both).
std::vector<Imported> StablehloImporter::per_part(const MlirOperation& op, Scope& scope, const std::vector<Imported>& operands) {
  std::vector<Value> re, im;
  for (const Imported& v : operands) {
    re.push_back(v.re);
    im.push_back(v.is_complex() ? v.im : v.re);
  }
  per_part_ = true;
  const std::vector<Value> r = import_real(op, scope, re), i = import_real(op, scope, im);
  per_part_ = false;
  std::vector<Imported> out;
  for (size_t k = 0; k < r.size(); ++k) out.push_back({r[k], i[k]});
  return out;
}

std::vector<Imported> StablehloImporter::import_complex(const MlirOperation& op, Scope& scope, const std::vector<Imported>& operands) {
  const std::string s = short_name(op.name);
  GraphBuilder b(scope.graph);
  auto operand = [&](size_t i) -> const Imported& {
    if (i >= operands.size()) fail(op.offset, fmt::format("{} needs operand {}, got {}", op.name, i, operands.size()));
    return operands[i];
  };
  auto complex_operand = [&](size_t i) -> ComplexValue {
    const Imported& v = operand(i);
    if (!v.is_complex()) fail(op.offset, fmt::format("{} mixes complex and real operands", op.name));
    return {v.re, v.im};
  };
  auto one = [](const ComplexValue& z) { return std::vector<Imported>{{z.re, z.im}}; };
  if (s == "constant") {
    const MlirAttribute& value = required(op, "value");
    if (value.kind != Kind::DenseElements || !value.type) fail(value.offset, "a constant needs dense<...> : tensor<...>");
    return {complex_constant_of(b, value, node_name(op, scope))};
  }
  if (s == "fft") {
    // Pretty form `type = FFT, length = [...]`, generic form fft_type/fft_length.
    const MlirAttribute* type_attr = op.attribute("fft_type") ? op.attribute("fft_type") : op.attribute("type");
    const MlirAttribute* length_attr = op.attribute("fft_length") ? op.attribute("fft_length") : op.attribute("length");
    if (!type_attr || !length_attr || operands.size() != 1) fail(op.offset, "stablehlo.fft needs one operand, a type and a length");
    const auto type = parse_fft_type(type_attr->text);
    if (!type) fail(type_attr->offset, fmt::format("unknown fft type '{}' (FFT, IFFT, RFFT or IRFFT)", type_attr->text));
    const Imported& v = operands[0];
    try {
      const ComplexValue r = fft(b, *type, {v.re, v.im}, as_ints(*length_attr, "fft length"));
      return {{r.re, r.im}};
    } catch (const UserError& e) {
      fail(op.offset, fmt::format("in stablehlo.fft: {}", e.what()));
    }
  }
  if (s == "real" || s == "imag") {
    const Imported& v = operand(0);
    if (!v.is_complex()) return {{s == "real" ? v.re : complex_constant(b, v.type(), 0, 0).re, {}}};
    return {{s == "real" ? v.re : v.im, {}}};
  }
  if (s == "complex") {
    if (operands.size() != 2 || operands[0].is_complex() || operands[1].is_complex()) fail(op.offset, "stablehlo.complex takes two real operands");
    return {{operands[0].re, operands[1].re}};
  }
  if (s == "abs") return {{complex_abs(b, complex_operand(0)), {}}};
  if (s == "compare") {
    const MlirAttribute& dir = required(op, "comparison_direction");
    if (dir.text != "EQ" && dir.text != "NE") fail(dir.offset, fmt::format("unsupported: compare {} on complex values", dir.text));
    return {{complex_equal(b, complex_operand(0), complex_operand(1), dir.text == "NE"), {}}};
  }
  if (s == "convert") {
    if (op.result_types.size() != 1) fail(op.offset, "stablehlo.convert needs its result type");
    const MlirType& to = op.result_types[0];
    const Imported& v = operand(0);
    if (!to.is_complex) return {{b.convert(v.re, to.tensor.dtype), {}}};  // the real part
    Value re = b.convert(v.re, to.tensor.dtype);
    return {{re, v.is_complex() ? b.convert(v.im, to.tensor.dtype) : complex_constant(b, re.type(), 0, 0).re}};
  }
  bool all_complex = !operands.empty();
  for (const Imported& v : operands) all_complex &= v.is_complex();
  if (all_complex && operands.size() == 1) {
    if (auto z = complex_unary(b, s, complex_operand(0))) return one(*z);
  }
  if (all_complex && operands.size() == 2) {
    if (auto z = complex_binary(b, s, complex_operand(0), complex_operand(1))) return one(*z);
  }
  if (s == "dot_general" || s == "dot") {
    // (a + bi)(c + di) = (ac - bd) + (ad + bc)i, each product a real dot.
    const ComplexValue x = complex_operand(0), y = complex_operand(1);
    per_part_ = true;
    auto dot = [&](Value l, Value r) { return import_real(op, scope, {l, r})[0]; };
    Value re = b.sub(dot(x.re, y.re), dot(x.im, y.im));
    Value im = b.add(dot(x.re, y.im), dot(x.im, y.re));
    per_part_ = false;
    return {{re, im}};
  }
  if (s == "iota") {
    per_part_ = true;
    Value re = import_real(op, scope, {})[0];
    per_part_ = false;
    return {{re, complex_constant(b, re.type(), 0, 0).re}};
  }
  static const std::set<std::string> kPerPart = {"broadcast_in_dim", "reshape", "transpose", "reverse", "slice",
                                                 "concatenate", "pad", "dynamic_slice", "dynamic_update_slice",
                                                 "gather", "select", "optimization_barrier", "negate"};
  if (kPerPart.count(s)) return per_part(op, scope, operands);
  if (s == "reduce" && op.attribute("applies") && op.attribute("applies")->text == "stablehlo.add") {
    return per_part(op, scope, operands);  // a complex sum is the sums of its parts
  }
  if (s == "reduce" && op.attribute("applies") && op.attribute("applies")->text == "stablehlo.multiply" &&
      operands.size() == 2 && operands[0].is_complex()) {
    // A complex product: a two-result reduce whose reducer multiplies pairs.
    Graph* product = module_->add_graph(fmt::format("{}{}.complex_product", scope.prefix, node_name(op, scope)));
    GraphBuilder r(product);
    const TensorType part(operands[0].type().dtype, {});
    const ComplexValue acc{r.parameter(part, "acc.re"), r.parameter(part, "acc.im")};
    const ComplexValue x{r.parameter(part, "x.re"), r.parameter(part, "x.im")};
    const ComplexValue p = *complex_binary(r, "multiply", acc, x);
    r.output({p.re, p.im}, true);
    Attrs a;
    a.dimensions = as_ints(required(op, "dimensions"), "dimensions");
    return regrouped(op, emit(op, scope, OpCode::Reduce, flattened(operands), std::move(a), {product}));
  }
  if (s == "bitcast_convert" && op.result_types.size() == 1 && operands.size() == 1 &&
      matches(operands[0], op.result_types[0])) {
    return {operands[0]};  // to its own type: the value itself
  }
  if (s == "reduce" || s == "reduce_window" || s == "while" || s == "scatter" || s == "sort") {
    // Variadic ops take a complex operand as two; their regions take a complex
    // argument as two parameters and return a complex value as two results.
    return regrouped(op, import_real(op, scope, flattened(operands)));
  }
  fail(op.offset, fmt::format("unsupported: {} on complex values", op.name));
}

// A complex dense<...> attribute as two constants, its real and imaginary parts.
Imported StablehloImporter::complex_constant_of(GraphBuilder& b, const MlirAttribute& value, const std::string& name) {
  const Literal pairs = parse_dense_literal(src_, value.dense, value.type->tensor, true);
  Literal re(value.type->tensor.dtype, value.type->tensor.dims), im(re.dtype(), re.dims());
  const size_t part = dtype_bytes(re.dtype());
  for (int64_t i = 0; i < re.num_elements(); ++i) {
    std::memcpy(re.data() + static_cast<size_t>(i) * part, pairs.data() + static_cast<size_t>(2 * i) * part, part);
    std::memcpy(im.data() + static_cast<size_t>(i) * part, pairs.data() + static_cast<size_t>(2 * i + 1) * part, part);
  }
  return {b.constant(std::move(re), name + ".re"), b.constant(std::move(im), name + ".im")};
}

}  // namespace kiln::stablehlo_import
