// Tokens and types of MLIR text: identifiers, element types, tensor, tuple and quantized types.
#include "importer/mlir_parser_class.h"

#include <fmt/format.h>
#include <algorithm>
#include <cctype>
#include <charconv>
#include <unordered_map>
#include <cmath>
#include <cstdlib>
#include <string>

namespace kiln::mlir_parse {

bool looks_like_type(TextCursor& c) {
  c.skip_space();
  if (c.peek_raw() == '!') return true;
  const std::string word = peek_ident(c);
  if (word == "tensor" || word == "tuple" || word == "complex") return true;
  return element_dtype(word).has_value() || word == "i4" || word == "ui4" || word.rfind("f8", 0) == 0;
}

// MHLO's ops that StableHLO took over unchanged are read as StableHLO's
// (mhlo.add is stablehlo.add); arith.constant of a tensor is a constant, and so
// is IREE's util.unfoldable_constant (one its compiler promises not to fold:
// its value is the constant's). IREE's flow.variable ops are util.global's.
std::string canonical_op_name(std::string name) {
  // MHLO's erf is CHLO's in StableHLO (and custom_call @mhlo.erf the same op).
  if (name == "mhlo.erf") return "chlo.erf";
  if (name.starts_with("mhlo.")) {
    std::replace(name.begin(), name.end(), '-', '_');  // 2021's "mhlo.dynamic-update-slice"
    return "stablehlo." + name.substr(5);
  }
  if (name == "arith.constant" || name == "util.unfoldable_constant" || name == "iree.unfoldable_constant") return "stablehlo.constant";
  if (name.starts_with("flow.variable.")) return "util.global." + name.substr(14);  // 2021's names
  return name;
}

MlirType parse_type(TextCursor& c, const TypeAliases* aliases) {
  const NestingGuard nesting(c);
  c.skip_space();
  MlirType t;
  t.offset = c.pos();
  if (aliases && c.peek_raw() == '!') {
    const size_t saved = c.pos();
    c.set_pos(c.pos() + 1);
    const std::string name = read_ident(c, "a type alias");
    if (auto it = aliases->find(name); it != aliases->end()) {
      MlirType aliased = it->second;
      aliased.offset = t.offset;
      return aliased;
    }
    c.set_pos(saved);  // not an alias: a dialect type, which parse_element_type names
  }
  // IREE's pointer to a global (!util.ptr<T>, 2021's !iree.ptr<T>): kiln reads
  // an immutable global as its value, so the pointer is read as T.
  for (std::string_view pointer : {"!util.ptr<", "!iree.ptr<"}) {
    if (!raw_starts_with(c, pointer)) continue;
    c.set_pos(c.pos() + pointer.size());
    MlirType pointee = parse_type(c, aliases);
    c.expect(">");
    return pointee;
  }
  if (raw_starts_with(c, "tuple<")) {
    c.set_pos(c.pos() + 6);
    t.is_tuple = true;
    if (!c.try_consume(">")) {
      do {
        t.elements.push_back(parse_type(c, aliases));
      } while (c.try_consume(","));
      c.expect(">");
    }
    return t;
  }
  if (!raw_starts_with(c, "tensor<")) {
    t.tensor = TensorType(parse_element_type(c, &t.is_complex), {});
    return t;
  }
  c.set_pos(c.pos() + 7);
  Dims dims;
  double elements = 1;
  while (true) {
    c.skip_space();
    const char ch = c.peek_raw();
    if (ch == '?') {  // specialized to the argument shapes on import
      c.set_pos(c.pos() + 1);
      dims.push_back(kDynamicDim);
    } else {
      if (!std::isdigit(static_cast<unsigned char>(ch))) break;
      dims.push_back(c.read_int("a dimension"));
      elements *= static_cast<double>(dims.back());
    }
    if (elements > static_cast<double>(kMaxTensorElements)) c.fail_at(t.offset, "tensor type has too many elements (the limit is 2^40)");
    if (c.peek_raw() != 'x') c.fail_expected("'x' after a dimension");
    c.set_pos(c.pos() + 1);
  }
  const DType dtype = parse_element_type(c, &t.is_complex, &t.quant);
  if (c.try_consume(",")) unsupported(c, t.offset, "tensor encodings (bounded dynamic shapes)");
  c.expect(">");
  t.tensor = TensorType(dtype, std::move(dims));
  return t;
}

DType parse_element_type(TextCursor& c, bool* is_complex, std::optional<MlirQuantization>* quant) {
  c.skip_space();
  const size_t at = c.pos();
  if (c.peek_raw() == '!') {
    c.set_pos(c.pos() + 1);
    const std::string word = read_ident(c, "a type");
    if (word == "quant.uniform" && quant) {
      *quant = parse_uniform_quantization(c, at);
      return (*quant)->storage;
    }
    if (word.rfind("quant.", 0) == 0) unsupported(c, at, fmt::format("quantized type !{}", word));
    unsupported(c, at, fmt::format("type !{}", word));
  }
  const std::string word = read_ident(c, "an element type");
  if (auto d = element_dtype(word)) return *d;
  if (word == "complex") {
    if (!is_complex) unsupported(c, at, "complex element types here");
    c.expect("<");
    const size_t part_at = c.pos();
    const DType part = parse_element_type(c);
    if (part != DType::F32 && part != DType::F64) c.fail_at(part_at, "complex<...> takes f32 or f64");
    c.expect(">");
    *is_complex = true;
    return part;
  }
  if (word.rfind("f8", 0) == 0 || word.rfind("f4", 0) == 0 || word.rfind("f6", 0) == 0) {
    unsupported(c, at, fmt::format("element type {}", word));
  }
  // index is a machine-width integer; XLA lowers it to s64 (it appears in
  // layout attributes of jax's exports: dense<[0, 1]> : tensor<2xindex>).
  if (word == "index") return DType::S64;
  if (word == "none") unsupported(c, at, "type none");
  c.fail_at(at, fmt::format("unknown element type '{}'", word));
}

// !quant.uniform<STORAGE[<min:max>]:EXPRESSED[:axis], SCALE[:ZP] | {SCALE[:ZP], ...}>
// after its "!quant.uniform".
MlirQuantization parse_uniform_quantization(TextCursor& c, size_t at) {
  MlirQuantization q;
  c.expect("<");
  const size_t storage_at = c.pos();
  q.storage = parse_element_type(c);
  if (!is_integer(q.storage) || dtype_bits(q.storage) > 32) c.fail_at(storage_at, "a quantized storage type is an integer of up to 32 bits");
  const int bits = dtype_bits(q.storage);
  q.storage_min = is_signed_int(q.storage) ? -(int64_t{1} << (bits - 1)) : 0;
  q.storage_max = is_signed_int(q.storage) ? (int64_t{1} << (bits - 1)) - 1 : (int64_t{1} << bits) - 1;
  if (c.try_consume("<")) {
    q.storage_min = c.read_int("the storage minimum");
    c.expect(":");
    q.storage_max = c.read_int("the storage maximum");
    c.expect(">");
  }
  c.expect(":");
  const size_t expressed_at = c.pos();
  q.expressed = parse_element_type(c);
  if (!is_float(q.expressed)) c.fail_at(expressed_at, "a quantized type's expressed type is a float");
  if (c.try_consume(":")) q.axis = c.read_int("the quantized dimension");
  c.expect(",");
  auto scale_and_zero_point = [&] {
    c.skip_space();
    const size_t scale_at = c.pos();
    const std::string_view rest = c.source().text().substr(scale_at);
    double scale = 0;
    size_t used = 0;
    try {
      scale = std::stod(std::string(rest.substr(0, std::min<size_t>(rest.size(), 64))), &used);
    } catch (const std::exception&) {
      c.fail_at(scale_at, "expected a scale");
    }
    c.set_pos(scale_at + used);
    if (!(scale > 0) || !std::isfinite(scale)) c.fail_at(scale_at, "a quantization scale is positive and finite");
    q.scales.push_back(scale);
    q.zero_points.push_back(c.try_consume(":") ? c.read_int("a zero point") : 0);
  };
  if (c.try_consume("{")) {
    do {
      scale_and_zero_point();
    } while (c.try_consume(","));
    c.expect("}");
    if (q.axis < 0) c.fail_at(at, "per-axis scales need the quantized dimension (STORAGE:EXPRESSED:AXIS)");
  } else {
    scale_and_zero_point();
    if (q.axis >= 0) c.fail_at(at, "a quantized dimension needs one scale per index: {s0, s1, ...}");
  }
  c.expect(">");
  if (q.storage_min > q.storage_max) c.fail_at(at, "the storage minimum is above the maximum");
  return q;
}

std::optional<DType> element_dtype(std::string_view word) {
  if (word == "i1") return DType::Pred;
  if (word == "i8" || word == "si8") return DType::S8;
  if (word == "i4" || word == "si4") return DType::S4;
  if (word == "ui4") return DType::U4;
  if (word == "i2" || word == "si2") return DType::S2;
  if (word == "ui2") return DType::U2;
  if (word == "i16" || word == "si16") return DType::S16;
  if (word == "i32" || word == "si32") return DType::S32;
  if (word == "i64" || word == "si64") return DType::S64;
  if (word == "ui8") return DType::U8;
  if (word == "ui16") return DType::U16;
  if (word == "ui32") return DType::U32;
  if (word == "ui64") return DType::U64;
  if (word == "f16") return DType::F16;
  if (word == "bf16") return DType::BF16;
  if (word == "f32") return DType::F32;
  if (word == "f64") return DType::F64;
  if (word.rfind("f8E", 0) == 0) {  // f8E4M3FN is XLA's f8e4m3fn
    std::string lower(word);
    for (char& ch : lower) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    if (auto d = parse_dtype(lower); d && is_f8(*d)) return d;
  }
  return std::nullopt;
}

bool raw_starts_with(TextCursor& c, std::string_view s) {
  c.skip_space();
  return c.source().text().substr(c.pos(), s.size()) == s;
}

// The word at the cursor without consuming it.
std::string peek_ident(TextCursor& c) {
  const size_t saved = c.pos();
  auto word = try_ident(c);
  c.set_pos(saved);
  return word.value_or("");
}

std::string read_ident(TextCursor& c, std::string_view what) {
  auto word = try_ident(c);
  if (!word) c.fail_expected(what);
  return *word;
}

// A bare identifier: [A-Za-z_][A-Za-z0-9_.$]*.
std::optional<std::string> try_ident(TextCursor& c) {
  c.skip_space();
  if (!is_ident_start(c.peek_raw())) return std::nullopt;
  const std::string_view text = c.source().text();
  size_t p = c.pos();
  while (p < text.size() && is_ident_char(text[p])) ++p;
  std::string word(text.substr(c.pos(), p - c.pos()));
  c.set_pos(p);
  return word;
}

[[noreturn]] void unsupported(const TextCursor& c, size_t offset, std::string_view what) {
  c.fail_at(offset, fmt::format("unsupported: {}", what));
}

bool is_ident_char(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.' || c == '$';
}

bool is_ident_start(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_'; }

}  // namespace kiln::mlir_parse
