// Attribute values of MLIR text: numbers, arrays, dictionaries, dense literals, #dialect<...> attributes.
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

MlirAttribute MlirParser::parse_attribute() {
  const NestingGuard nesting(c_);
  c_.skip_space();
  MlirAttribute a;
  a.offset = c_.pos();
  const char ch = c_.peek_raw();
  using K = MlirAttribute::Kind;
  if (ch == '[') {
    a.kind = K::Array;
    c_.expect("[");
    if (!c_.try_consume("]")) {
      do {
        a.elements.push_back(parse_attribute());
      } while (c_.try_consume(","));
      c_.expect("]");
    }
  } else if (ch == '{') {
    a.kind = K::Dictionary;
    c_.expect("{");
    if (!c_.try_consume("}")) {
      do {
        c_.skip_space();
        std::string key = c_.peek_raw() == '"' ? read_string() : read_ident(c_, "an attribute name");
        if (c_.try_consume("=")) {
          a.fields.emplace_back(std::move(key), parse_attribute());
        } else {
          MlirAttribute unit;
          unit.offset = c_.pos();
          a.fields.emplace_back(std::move(key), unit);
        }
      } while (c_.try_consume(","));
      c_.expect("}");
    }
  } else if (ch == '(') {
    // A function type, (T, ...) -> R or -> (R, ...): a generic func.func's
    // function_type, which its block arguments and return repeat.
    skip_type_list();
    c_.expect("->");
    if (c_.peek() == '(') {
      skip_type_list();
    } else {
      parse_type(c_, &type_aliases_);
    }
  } else if (ch == '"') {
    a.kind = K::String;
    a.text = read_string();
  } else if (ch == '@') {
    a.kind = K::Symbol;
    a.text = read_symbol();
  } else if (ch == '#') {
    parse_hash_attribute(a);
  } else if (ch == '<') {  // a struct in the pretty form, its name implied (dot_general's `algorithm = <...>`)
    c_.set_pos(c_.pos() + 1);
    a.kind = K::Struct;
    parse_struct_fields(a);
    c_.expect(">");
  } else if (ch == '-' || ch == '+' || std::isdigit(static_cast<unsigned char>(ch))) {
    parse_number(a);
  } else if (is_ident_start(ch)) {
    const std::string word = read_ident(c_, "an attribute");
    if (word == "true" || word == "false") {
      a.kind = K::Bool;
      a.boolean = word == "true";
    } else if (word == "unit") {
      a.kind = K::Unit;
    } else if (word == "loc" && c_.peek_raw() == '(') {  // a source location (an alias's value)
      c_.skip_group();
      a.kind = K::Unit;
    } else if (word == "dense" && c_.peek_raw() == '<') {
      a.kind = K::DenseElements;
      c_.set_pos(c_.pos() + 1);
      a.dense = scan_to_closing_angle();
    } else if (word == "array" && c_.peek_raw() == '<') {
      a.kind = K::DenseArray;
      c_.set_pos(c_.pos() + 1);
      parse_element_type(c_);
      if (c_.try_consume(":")) {
        do {
          c_.skip_space();
          if (c_.try_keyword("true")) {
            a.ints.push_back(1);
          } else if (c_.try_keyword("false")) {
            a.ints.push_back(0);
          } else {
            a.ints.push_back(c_.read_int("an integer"));
          }
        } while (c_.try_consume(","));
      }
      c_.expect(">");
    } else if (looks_like_type_word(word)) {
      c_.set_pos(a.offset);
      a.kind = K::Enum;
      a.text = "type";
      a.type = parse_type(c_, &type_aliases_);
      return a;
    } else {
      a.kind = K::Enum;
      a.text = word;
    }
  } else {
    c_.fail_expected("an attribute value");
  }
  // An optional `: type` after integers, floats and dense elements.
  if ((a.kind == K::Integer || a.kind == K::Float || a.kind == K::DenseElements || a.kind == K::Bool) &&
      raw_starts_with(c_, ":") && !raw_starts_with(c_, "::")) {
    const size_t saved = c_.pos();
    c_.set_pos(c_.pos() + 1);
    // A scalar type types the value (`0 : i64`); a tensor type after a number
    // is the op's signature (`iota dim = 0 : tensor<4xi32>`).
    const bool is_signature = a.kind != K::DenseElements && (peek_ident(c_) == "tensor" || c_.peek() == '(');
    if (looks_like_type(c_) && !is_signature) {
      a.type = parse_type(c_, &type_aliases_);
    } else {
      c_.set_pos(saved);
    }
  }
  return a;
}

bool MlirParser::looks_like_type_word(const std::string& word) {
  return word == "tensor" || word == "tuple" || word == "complex" || element_dtype(word).has_value();
}

// The text up to the '>' that closes an already-consumed '<' (strings skipped).
TextSpan MlirParser::scan_to_closing_angle() {
  const std::string_view text = c_.source().text();
  const size_t begin = c_.pos();
  int depth = 0;
  for (size_t p = begin; p < text.size(); ++p) {
    const char ch = text[p];
    if (ch == '"') {
      for (++p; p < text.size() && text[p] != '"'; ++p) {
        if (text[p] == '\\') ++p;
      }
      continue;
    }
    if (ch == '<') ++depth;
    if (ch == '>' && text[p - 1] != '-') {
      if (depth == 0) {
        c_.set_pos(p + 1);
        return {begin, p};
      }
      --depth;
    }
  }
  c_.fail_at(begin, "unclosed '<'");
}

void MlirParser::parse_number(MlirAttribute& a) {
  const std::string_view text = c_.source().text();
  size_t p = c_.pos();
  if (text[p] == '-' || text[p] == '+') ++p;
  bool is_float = false;
  if (text.substr(p, 2) == "0x") {
    p += 2;
    while (p < text.size() && std::isxdigit(static_cast<unsigned char>(text[p]))) ++p;
  } else {
    while (p < text.size()) {
      const char ch = text[p];
      if (std::isdigit(static_cast<unsigned char>(ch))) {
        ++p;
      } else if (ch == '.' || ch == 'e' || ch == 'E') {
        is_float = true;
        ++p;
        if ((ch == 'e' || ch == 'E') && p < text.size() && (text[p] == '-' || text[p] == '+')) ++p;
      } else {
        break;
      }
    }
  }
  const std::string token(text.substr(c_.pos(), p - c_.pos()));
  if (token.empty() || token == "-" || token == "+") c_.fail_expected("a number");
  if (is_float) {
    a.kind = MlirAttribute::Kind::Float;
    a.real = std::strtod(token.c_str(), nullptr);
  } else {
    a.kind = MlirAttribute::Kind::Integer;
    const bool hex = token.find("0x") != std::string::npos;
    errno = 0;
    a.integer = static_cast<int64_t>(hex ? std::strtoull(token.c_str(), nullptr, 16) : std::strtoll(token.c_str(), nullptr, 10));
    a.real = static_cast<double>(a.integer);
    if (errno == ERANGE) c_.fail_at(a.offset, fmt::format("integer {} is out of range", token));
  }
  c_.set_pos(p);
}

// #stablehlo<comparison_direction LT>, #stablehlo.gather<k = v, ...>,
// #stablehlo.conv<[b, 0, f]x[...]->[...]>, #stablehlo.conv<raw k = v, ...>.
void MlirParser::parse_hash_attribute(MlirAttribute& a) {
  using K = MlirAttribute::Kind;
  c_.expect("#");
  std::string dialect = read_ident(c_, "an attribute dialect");
  if (dialect == "mhlo" || dialect.starts_with("mhlo.")) dialect = "stablehlo" + dialect.substr(4);
  if (c_.peek_raw() != '<') {  // an attribute alias or a parameterless attribute (#util.inline.never): opaque
    a.kind = K::Enum;
    a.text = "#" + dialect;
    return;
  }
  c_.set_pos(c_.pos() + 1);
  if (dialect.find('.') == std::string::npos) {
    // #dialect<kind WORD>
    a.kind = K::Enum;
    const TextSpan inner = scan_to_closing_angle();
    std::string_view body = c_.source().text().substr(inner.begin, inner.end - inner.begin);
    // Older MHLO quoted the body: #mhlo<"comparison_direction GT">.
    if (body.size() >= 2 && body.front() == '"' && body.back() == '"') body = body.substr(1, body.size() - 2);
    const size_t space = body.find_last_of(" \t\n");
    a.text = std::string(space == std::string_view::npos ? body : body.substr(space + 1));
    return;
  }
  a.kind = K::Struct;
  a.text = dialect;
  if (dialect == "stablehlo.conv") {
    if (c_.try_keyword("raw")) {
      parse_struct_fields(a);
    } else {
      MlirAttribute dims = parse_convolution_dims();
      a.fields = std::move(dims.fields);
    }
    c_.expect(">");
    return;
  }
  if (dialect == "util.byte_pattern") {  // #util.byte_pattern<N>: every byte N
    a.integer = c_.read_int("a byte pattern");
    c_.expect(">");
    return;
  }
  if (dialect == "stablehlo.gather" || dialect == "stablehlo.scatter" || dialect == "stablehlo.dot" ||
      dialect == "stablehlo.output_operand_alias" || dialect == "stablehlo.result_accuracy" || dialect == "chlo.ragged_dot" ||
      dialect == "stablehlo.channel_handle" || dialect == "mhlo.channel_handle") {
    parse_struct_fields(a);
    c_.expect(">");
    return;
  }
  const TextSpan inner = scan_to_closing_angle();  // layouts, shardings, ...: kept opaque
  if (dialect == "sdy.sharding") {  // as the pretty sdy ops write one: "<@mesh, [{...}, ...]>" (importer/shardy.h reads it)
    a.kind = K::String;
    a.text = "<" + std::string(c_.source().text().substr(inner.begin, inner.end - inner.begin)) + ">";
    return;
  }
  // ... except one word, an enum in MHLO's spelling (#mhlo.rng_distribution<UNIFORM>).
  std::string_view body = c_.source().text().substr(inner.begin, inner.end - inner.begin);
  while (!body.empty() && std::isspace(static_cast<unsigned char>(body.front()))) body.remove_prefix(1);
  while (!body.empty() && std::isspace(static_cast<unsigned char>(body.back()))) body.remove_suffix(1);
  if (!body.empty() && std::all_of(body.begin(), body.end(), is_ident_char)) {
    a.kind = K::Enum;
    a.text = std::string(body);
  }
}

void MlirParser::parse_struct_fields(MlirAttribute& a) {
  if (c_.peek() == '>') return;
  do {
    if (c_.peek() == '>') return;  // a trailing comma (MHLO printed one)
    std::string key = read_ident(c_, "a field name");
    c_.expect("=");
    a.fields.emplace_back(std::move(key), parse_attribute());
  } while (c_.try_consume(","));
}

}  // namespace kiln::mlir_parse
