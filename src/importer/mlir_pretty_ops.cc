// Operations in their pretty forms (stablehlo's, chlo's, func's), normalized to the generic form's attributes.
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

// cf.br ^bb1(%a : T)   and   cf.cond_br %c, ^bb2(...), ^bb3(...)
void MlirParser::parse_pretty_branch(MlirOperation& op) {
  if (op.name == "cf.cond_br") {
    op.operands.push_back(read_value_use());
    c_.expect(",");
    op.successors.push_back(parse_successor());
    c_.expect(",");
  }
  op.successors.push_back(parse_successor());
}

void MlirParser::parse_pretty(MlirOperation& op) {
  const std::string& name = op.name;
  if (name == "cf.br" || name == "cf.cond_br") return parse_pretty_branch(op);
  if (name == "stablehlo.reduce" && c_.peek() == '(') return parse_pretty_reduce(op);
  if (name == "stablehlo.while") return parse_pretty_while(op);
  if (name == "sdy.manual_computation") return parse_pretty_manual_computation(op);
  while (true) {
    c_.skip_space();
    const char ch = c_.peek_raw();
    if (ch == '%') {
      if (at_statement_start()) break;
      op.operands.push_back(read_value_use());
    } else if (ch == '@') {
      MlirAttribute sym;
      sym.offset = c_.pos();
      sym.kind = MlirAttribute::Kind::Symbol;
      sym.text = read_symbol();
      op.attributes.emplace_back(name == "stablehlo.custom_call" ? "call_target_name" : "callee", std::move(sym));
      if (c_.peek_raw() == '(') parse_parenthesized_items(op);
    } else if (ch == '(') {
      parse_parenthesized_items(op);
    } else if (ch == '"' && name == "stablehlo.composite") {  // stablehlo.composite "name" %a {...} : ...
      MlirAttribute text;
      text.kind = MlirAttribute::Kind::String;
      text.offset = c_.pos();
      text.text = read_string();
      op.attributes.emplace_back("name", std::move(text));
    } else if (ch == '[' && name == "stablehlo.slice") {
      parse_slice_ranges(op);
    } else if (ch == '[' && name == "stablehlo.get_tuple_element") {  // %t[1]
      c_.expect("[");
      MlirAttribute index;
      index.kind = MlirAttribute::Kind::Integer;
      index.offset = c_.pos();
      index.integer = c_.read_int("a tuple index");
      c_.expect("]");
      op.attributes.emplace_back("index", std::move(index));
    } else if (ch == '[' && name == "tensor.extract") {  // tensor.extract %t[%i, %j] : tensor<...>
      c_.expect("[");
      if (!c_.try_consume("]")) {
        do {
          op.operands.push_back(read_value_use());
        } while (c_.try_consume(","));
        c_.expect("]");
      }
    } else if (ch == '<' && name.starts_with("sdy.")) {  // a Shardy sharding: <@mesh, [{...}, ...]>
      MlirAttribute sharding;
      sharding.kind = MlirAttribute::Kind::String;
      sharding.offset = c_.pos();
      const std::string_view text = c_.source().text();
      size_t p = c_.pos();
      for (int depth = 0; p < text.size(); ++p) {
        depth += text[p] == '<' ? 1 : text[p] == '>' ? -1 : 0;
        if (depth == 0) break;
      }
      if (p >= text.size()) c_.fail_at(sharding.offset, "unterminated sharding <...>");
      sharding.text = std::string(text.substr(sharding.offset, p + 1 - sharding.offset));
      c_.set_pos(p + 1);
      op.attributes.emplace_back("sharding", std::move(sharding));
    } else if (ch == '{') {
      merge_dictionary(op, parse_attribute());
    } else if (ch == ':') {
      c_.set_pos(c_.pos() + 1);
      parse_signature(op);
      break;
    } else if (is_ident_start(ch)) {
      const std::string word = peek_ident(c_);
      if (word == "return" || word.find('.') != std::string::npos) break;  // the next statement
      if (word == "loc") break;                                              // the op's location
      if (word == "dense" || word == "array" || word == "true" || word == "false") {
        MlirAttribute value = parse_attribute();
        const bool typed = value.kind == MlirAttribute::Kind::DenseElements && value.type;
        if (typed && !op.has_signature) {  // `constant dense<..> : T`: the value's type is the result's
          op.result_types = {*value.type};
          op.has_signature = true;
        }
        op.attributes.emplace_back("", std::move(value));
      } else {
        parse_keyword_item(op);
      }
    } else if (ch == '#' || ch == '-' || std::isdigit(static_cast<unsigned char>(ch))) {
      op.attributes.emplace_back("", parse_attribute());
    } else {
      break;  // '}' ends the region; anything else is the caller's to report
    }
    c_.try_consume(",");
  }
}

// `key = value` or a bare word (comparison direction, `across`, ...).
void MlirParser::parse_keyword_item(MlirOperation& op) {
  const size_t at = c_.pos();
  const std::string word = read_ident(c_, "an attribute");
  if (!c_.try_consume("=")) {
    MlirAttribute e;
    e.kind = MlirAttribute::Kind::Enum;
    e.offset = at;
    e.text = word;
    op.attributes.emplace_back("", std::move(e));
    return;
  }
  if (word == "dim_numbers") {
    op.attributes.emplace_back("dimension_numbers", parse_convolution_dims());
    return;
  }
  MlirAttribute value = parse_attribute();
  if ((word == "batching_dims" || word == "contracting_dims") && c_.try_keyword("x")) {
    MlirAttribute rhs = parse_attribute();
    MlirAttribute pair;
    pair.kind = MlirAttribute::Kind::Array;
    pair.offset = value.offset;
    pair.elements = {std::move(value), std::move(rhs)};
    op.attributes.emplace_back(word, std::move(pair));
    return;
  }
  op.attributes.emplace_back(word, std::move(value));
}

// `(%a, %b)` or `(%a, k = 2)`.
void MlirParser::parse_parenthesized_items(MlirOperation& op) {
  c_.expect("(");
  if (c_.try_consume(")")) return;
  do {
    const std::string word = peek_ident(c_);
    if (c_.peek() == '%') {
      op.operands.push_back(read_value_use());
    } else if (word == "dense" || word == "array") {  // check.expect_eq_const(%x, dense<..> : T)
      op.attributes.emplace_back("", parse_attribute());
    } else {
      parse_keyword_item(op);
    }
  } while (c_.try_consume(","));
  c_.expect(")");
}

// slice: [0:2, 1:5:2]
void MlirParser::parse_slice_ranges(MlirOperation& op) {
  MlirAttribute starts, limits, strides;
  starts.kind = limits.kind = strides.kind = MlirAttribute::Kind::DenseArray;
  starts.offset = limits.offset = strides.offset = c_.pos();
  c_.expect("[");
  if (!c_.try_consume("]")) {
    do {
      starts.ints.push_back(c_.read_int("a slice start"));
      c_.expect(":");
      limits.ints.push_back(c_.read_int("a slice limit"));
      strides.ints.push_back(c_.try_consume(":") ? c_.read_int("a slice stride") : 1);
    } while (c_.try_consume(","));
    c_.expect("]");
  }
  op.attributes.emplace_back("start_indices", std::move(starts));
  op.attributes.emplace_back("limit_indices", std::move(limits));
  op.attributes.emplace_back("strides", std::move(strides));
}

// reduce(%a init: %b), (%c init: %d) applies OP across dimensions = [..] : sig
// or ... : sig reducer(%x: T, %y: T) (%z: T, %w: T) { ops }
void MlirParser::parse_pretty_reduce(MlirOperation& op) {
  std::vector<MlirValueUse> inputs, inits;
  do {
    c_.expect("(");
    inputs.push_back(read_value_use());
    if (!c_.try_keyword("init")) c_.fail_expected("'init:'");
    c_.expect(":");
    inits.push_back(read_value_use());
    c_.expect(")");
  } while (c_.try_consume(","));
  op.operands = inputs;
  op.operands.insert(op.operands.end(), inits.begin(), inits.end());
  if (c_.try_keyword("applies")) {
    MlirAttribute body;
    body.kind = MlirAttribute::Kind::Enum;
    body.offset = c_.pos();
    body.text = canonical_op_name(read_ident(c_, "the reducing op's name"));  // applies mhlo.add
    op.attributes.emplace_back("applies", std::move(body));
  }
  if (!c_.try_keyword("across")) c_.fail_expected("'across dimensions = [...]'");
  if (!c_.try_keyword("dimensions")) c_.fail_expected("'dimensions'");
  c_.expect("=");
  op.attributes.emplace_back("dimensions", parse_attribute());
  if (c_.peek() == '{') merge_dictionary(op, parse_attribute());
  c_.expect(":");
  parse_signature(op);
  if (c_.try_keyword("reducer")) {
    MlirRegion r;
    r.offset = c_.pos();
    std::vector<MlirBlockArgument> lhs, rhs;
    while (c_.peek() == '(') {
      c_.expect("(");
      lhs.push_back(parse_block_argument());
      c_.expect(",");
      rhs.push_back(parse_block_argument());
      c_.expect(")");
    }
    r.arguments = lhs;
    r.arguments.insert(r.arguments.end(), rhs.begin(), rhs.end());
    c_.expect("{");
    parse_blocks(r);
    c_.expect("}");
    op.regions.push_back(std::move(r));
  }
}

// while(%iterArg = %x, ...) : T, ... cond { ... } do { ... }
void MlirParser::parse_pretty_while(MlirOperation& op) {
  std::vector<MlirBlockArgument> args;
  c_.expect("(");
  if (!c_.try_consume(")")) {
    do {
      MlirBlockArgument a;
      c_.skip_space();
      a.offset = c_.pos();
      a.name = read_value_name();
      c_.expect("=");
      op.operands.push_back(read_value_use());
      args.push_back(std::move(a));
    } while (c_.try_consume(","));
    c_.expect(")");
  }
  if (c_.peek() == '{') merge_dictionary(op, parse_attribute());
  if (c_.try_consume(":")) parse_signature(op);
  if (op.result_types.size() != args.size()) {
    c_.fail_at(op.offset, fmt::format("stablehlo.while has {} values but {} types", args.size(), op.result_types.size()));
  }
  for (size_t i = 0; i < args.size(); ++i) args[i].type = op.result_types[i];
  for (const char* keyword : {"cond", "do"}) {
    if (!c_.try_keyword(keyword)) c_.fail_expected(fmt::format("'{}'", keyword));
    MlirRegion r = parse_region();
    if (r.arguments.empty()) r.arguments = args;
    op.regions.push_back(std::move(r));
  }
}

void MlirParser::parse_pretty_manual_computation(MlirOperation& op) {
  parse_operand_list(op);
  for (const char* key : {"in_shardings", "out_shardings", "manual_axes"}) {
    if (!c_.try_keyword(key)) continue;
    c_.expect("=");
    c_.skip_space();
    MlirAttribute value;
    value.kind = MlirAttribute::Kind::String;
    value.offset = c_.pos();
    const std::string_view text = c_.source().text();
    if (c_.peek_raw() != '[' && c_.peek_raw() != '{') c_.fail_expected(fmt::format("[...] or {{...}} after {}=", key));
    size_t p = c_.pos();
    for (int depth = 0; p < text.size(); ++p) {  // to the bracket that closes the first, past quoted names
      const char ch = text[p];
      if (ch == '"') {
        for (++p; p < text.size() && text[p] != '"'; ++p) {
          if (text[p] == '\\') ++p;
        }
        continue;
      }
      depth += (ch == '[' || ch == '{' || ch == '<') ? 1 : (ch == ']' || ch == '}' || ch == '>') ? -1 : 0;
      if (depth == 0) break;
    }
    if (p >= text.size()) c_.fail_at(value.offset, fmt::format("unterminated {}", key));
    value.text = std::string(text.substr(value.offset, p + 1 - value.offset));
    c_.set_pos(p + 1);
    op.attributes.emplace_back(key, std::move(value));
  }
  std::vector<MlirBlockArgument> args;
  c_.expect("(");
  if (!c_.try_consume(")")) {
    do {
      args.push_back(parse_block_argument());
    } while (c_.try_consume(","));
    c_.expect(")");
  }
  MlirRegion body = parse_region();
  if (body.arguments.empty()) body.arguments = std::move(args);
  op.regions.push_back(std::move(body));
  if (c_.try_consume(":")) parse_signature(op);
}

// [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f] as the generic struct's fields.
MlirAttribute MlirParser::parse_convolution_dims() {
  MlirAttribute s;
  s.kind = MlirAttribute::Kind::Struct;
  s.text = "stablehlo.conv";
  s.offset = c_.pos();
  auto labels = [&]() {
    std::vector<std::string> out;
    c_.expect("[");
    if (!c_.try_consume("]")) {
      do {
        c_.skip_space();
        const std::string_view text = c_.source().text();
        size_t p = c_.pos();
        while (p < text.size() && std::isalnum(static_cast<unsigned char>(text[p]))) ++p;
        if (p == c_.pos()) c_.fail_expected("a dimension label");
        out.emplace_back(text.substr(c_.pos(), p - c_.pos()));
        c_.set_pos(p);
      } while (c_.try_consume(","));
      c_.expect("]");
    }
    return out;
  };
  auto integer = [&](int64_t v) {
    MlirAttribute a;
    a.kind = MlirAttribute::Kind::Integer;
    a.integer = v;
    return a;
  };
  auto add = [&](const std::vector<std::string>& l, const std::string& prefix, char first, const char* first_name,
                 char second, const char* second_name) {
    std::vector<std::pair<int64_t, int64_t>> spatial;  // (label number, position)
    bool have_first = false, have_second = false;
    for (size_t i = 0; i < l.size(); ++i) {
      const int64_t pos = static_cast<int64_t>(i);
      if (l[i].size() == 1 && l[i][0] == first) {
        s.fields.emplace_back(prefix + first_name, integer(pos));
        have_first = true;
      } else if (l[i].size() == 1 && l[i][0] == second) {
        s.fields.emplace_back(prefix + second_name, integer(pos));
        have_second = true;
      } else if (std::isdigit(static_cast<unsigned char>(l[i][0]))) {
        int64_t label = 0;
        const auto [end, error] = std::from_chars(l[i].data(), l[i].data() + l[i].size(), label);
        if (error != std::errc() || end != l[i].data() + l[i].size()) {
          c_.fail_at(s.offset, fmt::format("bad convolution spatial dimension label '{}'", l[i]));
        }
        spatial.emplace_back(label, pos);
      } else {
        c_.fail_at(s.offset, fmt::format("unknown convolution dimension label '{}'", l[i]));
      }
    }
    if (!have_first || !have_second) c_.fail_at(s.offset, "convolution dimension labels miss a batch/feature label");
    std::sort(spatial.begin(), spatial.end());
    MlirAttribute dims;
    dims.kind = MlirAttribute::Kind::DenseArray;
    for (const auto& [n, p] : spatial) dims.ints.push_back(p);
    s.fields.emplace_back(prefix + "spatial_dimensions", std::move(dims));
  };
  const auto input = labels();
  if (!c_.try_keyword("x")) c_.fail_expected("'x' between convolution dimension labels");
  const auto kernel = labels();
  c_.expect("->");
  const auto output = labels();
  add(input, "input_", 'b', "batch_dimension", 'f', "feature_dimension");
  add(kernel, "kernel_", 'i', "input_feature_dimension", 'o', "output_feature_dimension");
  add(output, "output_", 'b', "batch_dimension", 'f', "feature_dimension");
  return s;
}

// Pretty-form spellings -> the generic form's attribute names.
void MlirParser::normalize_pretty(MlirOperation& op) {
  const std::string& n = op.name;
  auto rename = [&](std::string_view from, std::string_view to) {
    for (auto& [k, v] : op.attributes) {
      if (k == from) k = std::string(to);
    }
  };
  std::vector<MlirAttribute*> positional;
  for (auto& [k, v] : op.attributes) {
    if (k.empty()) positional.push_back(&v);
  }
  auto name_positional = [&](size_t i, std::string_view key) {
    if (i >= positional.size()) return;
    for (auto& [k, v] : op.attributes) {
      if (&v == positional[i]) k = std::string(key);
    }
  };
  if (n == "stablehlo.broadcast_in_dim" || n == "stablehlo.dynamic_broadcast_in_dim") rename("dims", "broadcast_dimensions");
  if (n == "stablehlo.transpose") rename("dims", "permutation");
  if (n == "stablehlo.reverse") rename("dims", "dimensions");
  if (n == "stablehlo.iota") rename("dim", "iota_dimension");
  if (n == "stablehlo.concatenate") rename("dim", "dimension");
  if (n == "stablehlo.dynamic_slice") rename("sizes", "slice_sizes");
  if (n == "stablehlo.fft") {
    rename("type", "fft_type");
    rename("length", "fft_length");
  }
  if (n == "stablehlo.rng_bit_generator") rename("algorithm", "rng_algorithm");
  if (n == "stablehlo.pad") {
    rename("low", "edge_padding_low");
    rename("high", "edge_padding_high");
    rename("interior", "interior_padding");
  }
  if (n == "stablehlo.compare") {
    name_positional(0, "comparison_direction");
    name_positional(1, "compare_type");
  }
  if (n == "stablehlo.constant") {
    name_positional(0, "value");
    for (auto& [k, v] : op.attributes) {
      if (k == "value" && !v.type && !op.result_types.empty()) v.type = op.result_types[0];
    }
  }
  if (n == "check.expect_eq_const" || n == "check.expect_almost_eq_const" || n == "check.expect_close_const") {
    name_positional(0, "value");
  }
  if (n == "stablehlo.reduce_precision") {
    for (size_t i = 0; i < op.attributes.size(); ++i) {
      if (op.attributes[i].first != "format") continue;
      const MlirAttribute f = op.attributes[i].second;
      int exponent = 0, mantissa = 0;
      if (f.kind != MlirAttribute::Kind::Enum || std::sscanf(f.text.c_str(), "e%dm%d", &exponent, &mantissa) != 2) {
        c_.fail_at(f.offset, "expected a format such as e5m10");
      }
      MlirAttribute e, m;
      e.kind = m.kind = MlirAttribute::Kind::Integer;
      e.offset = m.offset = f.offset;
      e.integer = exponent;
      m.integer = mantissa;
      op.attributes.erase(op.attributes.begin() + static_cast<std::ptrdiff_t>(i));
      op.attributes.emplace_back("exponent_bits", e);
      op.attributes.emplace_back("mantissa_bits", m);
      break;
    }
  }
  if (n == "stablehlo.dot_general") {
    MlirAttribute dims;
    dims.kind = MlirAttribute::Kind::Struct;
    dims.text = "stablehlo.dot";
    dims.offset = op.offset;
    for (auto& [k, v] : op.attributes) {
      if (k != "batching_dims" && k != "contracting_dims") continue;
      const std::string what = k == "batching_dims" ? "batching_dimensions" : "contracting_dimensions";
      if (v.kind != MlirAttribute::Kind::Array || v.elements.size() != 2) c_.fail_at(v.offset, "expected [..] x [..]");
      dims.fields.emplace_back("lhs_" + what, v.elements[0]);
      dims.fields.emplace_back("rhs_" + what, v.elements[1]);
    }
    op.attributes.emplace_back("dot_dimension_numbers", std::move(dims));
  }
  if (n == "stablehlo.convolution") {
    std::vector<std::pair<std::string, MlirAttribute>> extra;
    for (auto& [k, v] : op.attributes) {
      if (k != "window") continue;
      for (auto& [wk, wv] : v.fields) {
        const std::string key = wk == "stride" ? "window_strides" : wk == "pad" ? "padding"
                              : wk == "lhs_dilate" ? "lhs_dilation" : wk == "rhs_dilate" ? "rhs_dilation"
                              : wk == "reverse" ? "window_reversal" : wk;
        extra.emplace_back(key, wv);
      }
    }
    for (auto& e : extra) op.attributes.push_back(std::move(e));
  }
}

}  // namespace kiln::mlir_parse
