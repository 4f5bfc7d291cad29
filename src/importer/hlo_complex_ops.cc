// Complex HLO values (c64, c128) as their real and imaginary parts: ops applied per part or expanded.
#include "importer/graph_importer_class.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <iostream>
#include <map>
#include <set>
#include <unordered_map>

#include "expand/complex_ops.h"
#include "expand/fft.h"
#include "importer/attribute_parser.h"
#include "importer/literal_parser.h"
#include "importer/text_cursor.h"
#include "support/error.h"

namespace kiln::hlo_import {

// Variadic and control-flow ops take a complex operand as its two parts, and
// their computations a complex argument as two parameters (reduce's
// accumulators, then inputs: (acc.re, acc.im, x.re, x.im), as a complex
// reducer's flattened parameters are).
bool ModuleBuilder::takes_complex_as_parts(OpCode op) {
  return op == OpCode::Reduce || op == OpCode::ReduceWindow || op == OpCode::While || op == OpCode::Conditional;
}

// An op with a complex operand or result, from the real ops on its parts
// (importer/complex_ops.h), as the StableHLO importer builds them.
Imported ModuleBuilder::import_complex(const AstInstruction& inst, std::optional<OpCode> parsed_op, Graph* g,
                                       const std::vector<Imported>& operands) {
  if (inst.shape.is_tuple) fail(inst.opcode_offset, fmt::format("unsupported: {} with a tuple of complex values in instruction %{}", inst.opcode, inst.name));
  if (parsed_op) {  // elementwise ops take a fixed number of operands
    const OpCategory category = opcode_category(*parsed_op);
    const size_t arity = category == OpCategory::Unary ? 1 : category == OpCategory::Binary ? 2 : category == OpCategory::Ternary ? 3 : 0;
    if (arity > 0 && operands.size() != arity) {
      fail(inst.opcode_offset, fmt::format("{} %{} takes {} operand(s), got {}", inst.opcode, inst.name, arity, operands.size()));
    }
  }
  GraphBuilder b(g);
  const TensorType part = inst.shape.array;
  auto operand = [&](size_t i) -> const Imported& {
    if (i >= operands.size()) fail(inst.opcode_offset, fmt::format("{} %{} needs operand {}, got {}", inst.opcode, inst.name, i, operands.size()));
    return operands[i];
  };
  auto complex_operand = [&](size_t i) -> ComplexValue {
    const Imported& v = operand(i);
    if (!v.is_complex()) fail(inst.operands[i].offset, fmt::format("%{} mixes complex and real operands", inst.name));
    return {v.leaf, v.im};
  };
  auto as_imported = [&](Value re, Value im) {
    Imported v;
    v.leaf = re;
    v.im = im;
    check_matches(inst, v);
    return v;
  };
  // `inst` itself on real arrays, once per part: the real operands (indices,
  // predicates) go to both.
  auto per_part = [&](OpCode op) {
    std::vector<Value> re, im;
    for (const Imported& v : operands) {
      if (v.is_tuple) fail(inst.offset, fmt::format("unsupported: a tuple operand of %{}", inst.name));
      re.push_back(v.leaf);
      im.push_back(v.is_complex() ? v.im : v.leaf);
    }
    return as_imported(add_node(inst, op, g, re, {}, {part}, inst.name)[0], add_node(inst, op, g, im, {}, {part}, inst.name + ".im")[0]);
  };
  const std::string& name = inst.opcode;
  if (name == "fft") {
    const AstAttribute* type_attr = inst.find_attribute("fft_type");
    const AstAttribute* length_attr = inst.find_attribute("fft_length");
    if (!type_attr || !length_attr) fail(inst.opcode_offset, fmt::format("fft %{} needs fft_type= and fft_length=", inst.name));
    TextCursor tc(src_, type_attr->value);
    const std::string type_name = tc.read_name("FFT, IFFT, RFFT or IRFFT");
    const auto type = parse_fft_type(type_name);
    if (!type) fail(type_attr->offset, fmt::format("unknown fft_type '{}' (FFT, IFFT, RFFT or IRFFT)", type_name));
    TextCursor lc(src_, length_attr->value);
    const Dims lengths = parse_int_list(lc);
    const Imported& v = operand(0);
    if (operands.size() != 1) fail(inst.opcode_offset, fmt::format("fft %{} takes one operand", inst.name));
    try {
      const ComplexValue r = fft(b, *type, {v.leaf, v.im}, lengths);
      return as_imported(r.re, r.im);
    } catch (const UserError& e) {
      fail(inst.opcode_offset, fmt::format("in fft %{}: {}", inst.name, e.what()));
    }
  }
  if (name == "real" || name == "imag") {
    if (operands.size() != 1) fail(inst.opcode_offset, fmt::format("{} %{} takes one operand", name, inst.name));
    const Imported& v = operand(0);
    Imported out;
    out.leaf = name == "real" ? v.leaf : v.is_complex() ? v.im : complex_constant(b, v.leaf.type(), 0, 0).re;
    check_matches(inst, out);
    return out;
  }
  if (name == "complex") {
    if (operands.size() != 2 || operands[0].is_complex() || operands[1].is_complex()) {
      fail(inst.opcode_offset, fmt::format("complex %{} takes two real operands", inst.name));
    }
    return as_imported(operands[0].leaf, operands[1].leaf);
  }
  if (!parsed_op) fail(inst.opcode_offset, fmt::format("unsupported opcode '{}' in instruction %{}", name, inst.name));
  const OpCode op = *parsed_op;
  std::string stablehlo_name = name;  // complex_ops.h speaks StableHLO's names
  std::replace(stablehlo_name.begin(), stablehlo_name.end(), '-', '_');
  switch (op) {
    case OpCode::Constant: {
      TextCursor c(src_, inst.operand_text);
      std::optional<Literal> pairs = parse_literal(c, part, true);
      if (!pairs) fail(inst.offset, fmt::format("unsupported: an elided complex constant (%{})", inst.name));
      Literal re(part.dtype, part.dims), im(part.dtype, part.dims);
      for (int64_t i = 0; i < re.num_elements(); ++i) {
        re.set_double(i, pairs->get_double(2 * i));
        im.set_double(i, pairs->get_double(2 * i + 1));
      }
      return as_imported(b.constant(std::move(re), inst.name), b.constant(std::move(im), inst.name + ".im"));
    }
    case OpCode::Abs: {
      Imported out;
      out.leaf = complex_abs(b, complex_operand(0));
      check_matches(inst, out);
      return out;
    }
    case OpCode::Compare: {
      Attrs a;
      std::vector<Graph*> unused;
      parse_attributes(inst, op, {operand(0).leaf.type(), operand(1).leaf.type()}, a, unused);
      if (a.direction != ComparisonDirection::EQ && a.direction != ComparisonDirection::NE) {
        fail(inst.opcode_offset, fmt::format("unsupported: compare other than EQ and NE on complex values (%{})", inst.name));
      }
      Imported out;
      out.leaf = complex_equal(b, complex_operand(0), complex_operand(1), a.direction == ComparisonDirection::NE);
      check_matches(inst, out);
      return out;
    }
    case OpCode::Convert: {
      const Imported& v = operand(0);
      if (!inst.shape.is_complex) {  // the real part
        Imported out;
        out.leaf = b.convert(v.leaf, part.dtype);
        check_matches(inst, out);
        return out;
      }
      Value re = b.convert(v.leaf, part.dtype);
      return as_imported(re, v.is_complex() ? b.convert(v.im, part.dtype) : complex_constant(b, part, 0, 0).re);
    }
    case OpCode::Dot: {
      // (a + bi)(c + di) = (ac - bd) + (ad + bc)i, each product a real dot.
      const ComplexValue x = complex_operand(0), y = complex_operand(1);
      auto dot = [&](Value l, Value r, const char* suffix) { return add_node(inst, op, g, {l, r}, {}, {part}, inst.name + suffix)[0]; };
      return as_imported(b.sub(dot(x.re, y.re, ".rr"), dot(x.im, y.im, ".ii")), b.add(dot(x.re, y.im, ".ri"), dot(x.im, y.re, ".ir")));
    }
    case OpCode::Broadcast: case OpCode::Reshape: case OpCode::Transpose: case OpCode::Reverse: case OpCode::Slice:
    case OpCode::Concatenate: case OpCode::Pad: case OpCode::DynamicSlice: case OpCode::DynamicUpdateSlice:
    case OpCode::Gather: case OpCode::Select: case OpCode::Copy: case OpCode::Bitcast: case OpCode::Negate:
      return per_part(op);
    default: break;
  }
  if (operands.size() == 1 && operands[0].is_complex()) {
    if (auto z = complex_unary(b, stablehlo_name, complex_operand(0))) return as_imported(z->re, z->im);
  }
  if (operands.size() == 2 && operands[0].is_complex() && operands[1].is_complex()) {
    if (auto z = complex_binary(b, stablehlo_name, complex_operand(0), complex_operand(1))) return as_imported(z->re, z->im);
  }
  fail(inst.opcode_offset, fmt::format("unsupported: {} on complex values in instruction %{}", name, inst.name));
}

}  // namespace kiln::hlo_import
