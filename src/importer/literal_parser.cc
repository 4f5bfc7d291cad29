#include "importer/literal_parser.h"

#include <fmt/format.h>

#include <cctype>
#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <limits>

#include "importer/hlo_parser.h"

namespace kiln {

namespace {

// One scalar token: a number, inf/nan with optional sign, true/false.
std::string read_scalar_token(TextCursor& c) {
  c.skip_space();
  const size_t start = c.pos();
  std::string tok;
  while (true) {
    const char ch = c.peek_raw();
    if (std::isalnum(static_cast<unsigned char>(ch)) || ch == '-' || ch == '+' || ch == '.' || ch == '_') {
      tok += ch;
      c.set_pos(c.pos() + 1);
    } else {
      break;
    }
  }
  if (tok.empty()) c.fail_expected("a number");
  // nan may carry a payload: nan(0x7fc00000)
  if ((tok == "nan" || tok == "-nan") && c.peek_raw() == '(') c.skip_group();
  (void)start;
  return tok;
}

void store_scalar(TextCursor& c, size_t start, const std::string& tok, Literal& lit, int64_t index) {
  const DType d = lit.dtype();
  auto bad = [&](std::string_view why) {
    c.fail_at(start, fmt::format("bad {} constant '{}': {}", dtype_name(d), tok, why));
  };
  if (d == DType::Pred) {
    if (tok == "true" || tok == "1") return lit.set_bits(index, 1);
    if (tok == "false" || tok == "0") return lit.set_bits(index, 0);
    bad("expected true or false");
  }
  if (is_float(d)) {
    double v = 0;
    if (tok == "inf" || tok == "+inf") {
      v = INFINITY;
    } else if (tok == "-inf") {
      v = -INFINITY;
    } else if (tok == "nan" || tok == "+nan") {
      v = NAN;
    } else if (tok == "-nan") {
      v = -NAN;
    } else {
      char* end = nullptr;
      errno = 0;
      if (d == DType::F32) {
        v = std::strtof(tok.c_str(), &end);  // direct, so the value rounds once
      } else {
        v = std::strtod(tok.c_str(), &end);
      }
      if (end != tok.c_str() + tok.size()) bad("not a number");
    }
    lit.set_double(index, v);
    return;
  }
  char* end = nullptr;
  errno = 0;
  // Decimal, or hex with 0x; a leading zero is not octal.
  const bool hex = tok.rfind("0x", 0) == 0 || tok.rfind("-0x", 0) == 0;
  const int base = hex ? 16 : 10;
  if (is_unsigned_int(d)) {
    if (!tok.empty() && tok[0] == '-') bad("negative value for an unsigned type");
    const unsigned long long v = std::strtoull(tok.c_str(), &end, base);
    if (end != tok.c_str() + tok.size() || errno == ERANGE) bad("not an integer");
    const int bits = dtype_bits(d);
    if (bits < 64 && v >> bits) bad("out of range");
    lit.set_bits(index, v);
  } else {
    const long long v = std::strtoll(tok.c_str(), &end, base);
    if (end != tok.c_str() + tok.size() || errno == ERANGE) bad("not an integer");
    const int bits = dtype_bits(d);
    if (bits < 64) {
      const long long lo = -(1LL << (bits - 1)), hi = (1LL << (bits - 1)) - 1;
      if (v < lo || v > hi) bad("out of range");
    }
    lit.set_bits(index, static_cast<uint64_t>(v));
  }
}

// `dims` the array's; a complex literal holds each element as two
// consecutive values, written (re, im).
void parse_elements(TextCursor& c, Literal& lit, const Dims& dims, bool complex, size_t dim, int64_t& index) {
  if (dim == dims.size()) {
    c.skip_space();
    if (complex) c.expect("(");
    for (int part = 0; part < (complex ? 2 : 1); ++part) {
      if (part) c.expect(",");
      c.skip_space();
      const size_t start = c.pos();
      const std::string tok = read_scalar_token(c);
      store_scalar(c, start, tok, lit, index++);
    }
    if (complex) c.expect(")");
    return;
  }
  c.skip_space();
  const size_t start = c.pos();
  c.expect("{");
  int64_t count = 0;
  if (c.peek() != '}') {
    do {
      if (count == dims[dim]) c.fail_at(start, fmt::format("more than {} elements in dimension {} of the constant", dims[dim], dim));
      parse_elements(c, lit, dims, complex, dim + 1, index);
      ++count;
    } while (c.try_consume(","));
  }
  c.expect("}");
  if (count != dims[dim]) {
    c.fail_at(start, fmt::format("expected {} elements in dimension {} of the constant, got {}", dims[dim], dim, count));
  }
}

}  // namespace

std::optional<Literal> parse_literal(TextCursor& c, const TensorType& type, bool complex) {
  // Older dumps repeat the shape inside: constant(f32[2] {1, 2}).
  c.skip_space();
  const size_t before = c.pos();
  if (auto word = c.try_read_name(); word && (parse_dtype(*word) || *word == "c64" || *word == "c128") && c.peek_raw() == '[') {
    c.set_pos(before);
    parse_shape(c);
  } else {
    c.set_pos(before);
  }
  if (c.try_consume("{...}")) {
    if (!c.at_end()) c.fail_expected("')' after {...}");
    return std::nullopt;
  }
  Dims storage = type.dims;
  if (complex) storage.push_back(2);
  Literal lit(type.dtype, storage);
  int64_t index = 0;
  if (type.rank() > 0 && type.num_elements() == 0 && c.peek() != '{') return lit;
  parse_elements(c, lit, type.dims, complex, 0, index);
  if (!c.at_end()) c.fail_expected("the end of the constant");
  return lit;
}

}  // namespace kiln
