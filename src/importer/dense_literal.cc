#include "importer/dense_literal.h"

#include <fmt/format.h>

#include <cctype>
#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <cstring>

namespace kiln {

namespace {

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

Literal from_hex_blob(TextCursor& c, size_t at, std::string_view hex, const TensorType& type) {
  if (hex.size() % 2 != 0) c.fail_at(at, "a hex blob needs an even number of digits");
  std::vector<uint8_t> bytes(hex.size() / 2);
  for (size_t i = 0; i < bytes.size(); ++i) {
    const int hi = hex_value(hex[2 * i]), lo = hex_value(hex[2 * i + 1]);
    if (hi < 0 || lo < 0) c.fail_at(at, "bad digit in a hex blob");
    bytes[i] = static_cast<uint8_t>(hi * 16 + lo);
  }
  Literal lit(type.dtype, type.dims);
  const size_t element = dtype_bytes(type.dtype);
  if (bytes.size() == lit.byte_size()) {
    if (!bytes.empty()) std::memcpy(lit.data(), bytes.data(), bytes.size());
  } else if (bytes.size() == element) {
    for (int64_t i = 0; i < lit.num_elements(); ++i) std::memcpy(lit.data() + static_cast<size_t>(i) * element, bytes.data(), element);
  } else {
    c.fail_at(at, fmt::format("a hex blob of {} bytes for {} ({} bytes)", bytes.size(), type.to_string(false), lit.byte_size()));
  }
  if (type.dtype == DType::Pred) {
    for (int64_t i = 0; i < lit.num_elements(); ++i) lit.set_bits(i, lit.data()[i] != 0);
  }
  return lit;
}

std::string read_token(TextCursor& c) {
  c.skip_space();
  const std::string_view text = c.source().text();
  size_t p = c.pos();
  while (p < text.size() && (std::isalnum(static_cast<unsigned char>(text[p])) || text[p] == '-' || text[p] == '+' ||
                             text[p] == '.')) {
    ++p;
  }
  if (p == c.pos()) c.fail_expected("a number");
  std::string tok(text.substr(c.pos(), p - c.pos()));
  c.set_pos(p);
  return tok;
}

void store_token(TextCursor& c, size_t at, const std::string& tok, Literal& lit, int64_t index) {
  const DType d = lit.dtype();
  auto bad = [&](std::string_view why) { c.fail_at(at, fmt::format("bad {} element '{}': {}", dtype_name(d), tok, why)); };
  const bool hex = tok.rfind("0x", 0) == 0 || tok.rfind("-0x", 0) == 0;
  if (tok == "true" || tok == "false") {
    if (d != DType::Pred && !is_integer(d)) bad("a boolean for a non-boolean type");
    lit.set_bits(index, tok == "true");
    return;
  }
  char* end = nullptr;
  errno = 0;
  if (is_float(d)) {
    if (hex) {  // the element's bit pattern
      const unsigned long long bits = std::strtoull(tok.c_str(), &end, 16);
      if (end != tok.c_str() + tok.size()) bad("not a hex number");
      lit.set_bits(index, bits);
      return;
    }
    double v;
    if (tok == "inf" || tok == "+inf") v = INFINITY;
    else if (tok == "-inf") v = -INFINITY;
    else if (tok == "nan") v = NAN;
    else {
      v = d == DType::F32 ? std::strtof(tok.c_str(), &end) : std::strtod(tok.c_str(), &end);
      if (end != tok.c_str() + tok.size()) bad("not a number");
    }
    lit.set_double(index, v);
    return;
  }
  const int bits = dtype_bits(d);
  if (d == DType::Pred) {
    if (tok == "1" || tok == "0") return lit.set_bits(index, tok == "1");
    bad("expected true or false");
  }
  if (is_unsigned_int(d) || hex) {
    if (tok[0] == '-') bad("negative value for an unsigned type");
    const unsigned long long v = std::strtoull(tok.c_str(), &end, hex ? 16 : 10);
    if (end != tok.c_str() + tok.size() || errno == ERANGE) bad("not an integer");
    if (bits < 64 && (v >> bits) != 0) bad("out of range");
    lit.set_bits(index, v);
    return;
  }
  const long long v = std::strtoll(tok.c_str(), &end, 10);
  if (end != tok.c_str() + tok.size() || errno == ERANGE) bad("not an integer");
  if (bits < 64) {
    const long long lo = -(1LL << (bits - 1)), hi = (1LL << (bits - 1)) - 1;
    if (v < lo || v > hi) bad("out of range");
  }
  lit.set_bits(index, static_cast<uint64_t>(v));
}

// One element: a number, or with `pair` a complex (re, im).
void parse_element(TextCursor& c, Literal& lit, bool pair, int64_t& index) {
  c.skip_space();
  const size_t at = c.pos();
  if (index + (pair ? 1 : 0) >= lit.num_elements()) c.fail_at(at, "more elements than the type holds");
  if (!pair) {
    store_token(c, at, read_token(c), lit, index++);
    return;
  }
  c.expect("(");
  store_token(c, at, read_token(c), lit, index++);
  c.expect(",");
  store_token(c, at, read_token(c), lit, index++);
  c.expect(")");
}

void parse_nested(TextCursor& c, Literal& lit, size_t dim, size_t rank, bool pair, int64_t& index) {
  const Dims& dims = lit.dims();
  c.skip_space();
  const size_t at = c.pos();
  if (dim == rank) {
    parse_element(c, lit, pair, index);
    return;
  }
  c.expect("[");
  int64_t count = 0;
  if (c.peek() != ']') {
    do {
      if (count == dims[dim]) c.fail_at(at, fmt::format("more than {} elements in dimension {}", dims[dim], dim));
      parse_nested(c, lit, dim + 1, rank, pair, index);
      ++count;
    } while (c.try_consume(","));
  }
  c.expect("]");
  if (count != dims[dim]) c.fail_at(at, fmt::format("expected {} elements in dimension {}, got {}", dims[dim], dim, count));
}

}  // namespace

Literal parse_dense_literal(const SourceText& source, TextSpan span, const TensorType& declared, bool is_complex) {
  TensorType type = declared;
  if (is_complex) type.dims.push_back(2);
  const size_t rank = declared.dims.size();
  TextCursor c(source, span);
  c.skip_space();
  const size_t at = c.pos();
  for (int64_t d : declared.dims) {
    if (d < 0) c.fail_at(at, "a constant needs a static type (this one has a '?' dimension)");
  }
  if (type.byte_size() > (int64_t{1} << 30)) c.fail_at(at, "constants larger than 1 GiB are not supported");
  if (c.peek_raw() == '"') {
    const std::string_view text = source.text().substr(span.begin, span.end - span.begin);
    const size_t open = text.find('"'), close = text.rfind('"');
    std::string_view inner = text.substr(open + 1, close - open - 1);
    if (inner.rfind("0x", 0) != 0) c.fail_at(at, "expected a hex blob \"0x...\"");
    if (is_complex && (inner.size() - 2) / 2 == 2 * dtype_bytes(type.dtype)) {  // one complex element: a splat
      Literal one = from_hex_blob(c, at, inner.substr(2), TensorType(type.dtype, {2}));
      Literal lit(type.dtype, type.dims);
      const size_t pair_bytes = 2 * dtype_bytes(type.dtype);
      for (int64_t i = 0; i < lit.num_elements() / 2; ++i) std::memcpy(lit.data() + static_cast<size_t>(i) * pair_bytes, one.data(), pair_bytes);
      return lit;
    }
    return from_hex_blob(c, at, inner.substr(2), type);
  }
  Literal lit(type.dtype, type.dims);
  if (c.at_end()) {  // dense<> of an empty tensor
    if (lit.num_elements() != 0) c.fail_at(at, fmt::format("dense<> is empty, but {} has elements", type.to_string(false)));
    return lit;
  }
  if (c.peek_raw() == '(' && !is_complex) c.fail_at(at, "a complex element for a real type");
  if (c.peek_raw() != '[' || rank == 0) {  // a splat
    Literal one(type.dtype, {is_complex ? 2 : 1});
    int64_t index = 0;
    parse_element(c, one, is_complex, index);
    const size_t element = one.byte_size();
    for (int64_t i = 0; i < lit.num_elements() / (is_complex ? 2 : 1); ++i) {
      std::memcpy(lit.data() + static_cast<size_t>(i) * element, one.data(), element);
    }
  } else {
    int64_t index = 0;
    parse_nested(c, lit, 0, rank, is_complex, index);
  }
  if (!c.at_end()) c.fail_expected("the end of the dense elements");
  return lit;
}

}  // namespace kiln
