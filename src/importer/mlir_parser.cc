// StableHLO MLIR text -> MlirModule: modules, functions, regions, blocks and operations in the generic form (mlir_parser.h).
#include "importer/mlir_parser.h"

#include "importer/mlir_parser_class.h"

#include <fmt/format.h>
#include <algorithm>
#include <cctype>
#include <charconv>
#include <unordered_map>
#include <cmath>
#include <cstdlib>
#include <string>

#include "importer/control_flow_structurizer.h"

namespace kiln::mlir_parse {

// One attribute that fills the span (HLO text prints typed-FFI backend
// configs in MLIR's dictionary syntax).
MlirAttribute MlirParser::parse_lone_attribute() {
  MlirAttribute a = parse_attribute();
  if (!c_.at_end()) c_.fail_expected("the end of the attribute");
  return a;
}

MlirModule MlirParser::parse_program() {
  MlirModule m;
  m.offset = c_.pos();
  skip_aliases();
  if (c_.at_end()) c_.fail("expected a module or func.func, got an empty program");
  if (raw_starts_with(c_, "\"builtin.module\"")) {
    // The generic form: "builtin.module"() ({ functions }) {attrs}? : () -> ()
    read_string();
    c_.expect("(");
    c_.expect(")");
    if (c_.try_consume("<")) {  // properties: <{sym_name = "jit_main"}>
      const MlirAttribute properties = parse_attribute();
      for (const auto& [key, value] : properties.fields) {
        if (key == "sym_name") m.name = value.text;
      }
      c_.expect(">");
    }
    c_.expect("(");
    c_.expect("{");
    parse_functions(m, /*in_module=*/true);
    c_.expect("}");
    c_.expect(")");
    if (c_.peek() == '{') m.attributes = parse_attribute();
    c_.expect(":");
    parse_function_type_signature();
    skip_location();
    skip_aliases();
  } else if (peek_ident(c_) == "module") {
    try_ident(c_);
    m.offset = c_.pos();
    if (c_.peek() == '@') m.name = read_symbol();
    if (c_.try_keyword("attributes")) m.attributes = parse_attribute();
    c_.expect("{");
    parse_functions(m, /*in_module=*/true);
    c_.expect("}");
    skip_location();
    skip_aliases();
  } else {
    parse_functions(m, /*in_module=*/false);
  }
  if (!c_.at_end()) c_.fail_expected("the end of the program");
  if (m.name.empty()) m.name = "main";
  return m;
}

// `#loc1 = loc(...)` and other attribute aliases (skipped), and type aliases
// `!t = tuple<...>` (kept: a later `!t` is that type).
void MlirParser::skip_aliases() {
  while (c_.peek() == '#' || c_.peek() == '!') {
    const bool is_type = c_.peek() == '!';
    c_.set_pos(c_.pos() + 1);
    const std::string name = read_ident(c_, "an alias name");
    c_.expect("=");
    if (!is_type) {
      parse_attribute();
      continue;
    }
    MlirType t = parse_type(c_, &type_aliases_);
    type_aliases_[name] = std::move(t);
  }
}

void MlirParser::skip_location() {
  if (raw_starts_with(c_, "loc(")) {
    c_.set_pos(c_.pos() + 3);
    c_.skip_group();
  }
}

std::string MlirParser::read_symbol() {
  c_.expect("@");
  if (c_.peek_raw() == '"') return read_string();
  const std::string_view text = c_.source().text();
  size_t p = c_.pos();
  while (p < text.size() && (is_ident_char(text[p]) || text[p] == '-')) ++p;
  if (p == c_.pos()) c_.fail_expected("a symbol name after '@'");
  std::string name(text.substr(c_.pos(), p - c_.pos()));
  c_.set_pos(p);
  return name;
}

std::string MlirParser::read_string() {
  c_.skip_space();
  const size_t at = c_.pos();
  c_.expect("\"");
  const std::string_view text = c_.source().text();
  std::string out;
  size_t p = c_.pos();
  while (p < text.size() && text[p] != '"') {
    if (text[p] == '\\' && p + 1 < text.size()) {
      ++p;
      if (std::isxdigit(static_cast<unsigned char>(text[p])) && p + 1 < text.size()) {
        out += static_cast<char>(std::strtol(std::string(text.substr(p, 2)).c_str(), nullptr, 16));
        p += 2;
        continue;
      }
    }
    out += text[p++];
  }
  if (p >= text.size()) c_.fail_at(at, "unterminated string");
  c_.set_pos(p + 1);
  return out;
}

std::string MlirParser::read_value_name() {
  c_.skip_space();
  if (c_.peek_raw() != '%') c_.fail_expected("a value (%name)");
  const std::string_view text = c_.source().text();
  size_t p = c_.pos() + 1;
  // MLIR's suffix-id: letters, digits and $ . _ - (IREE names values
  // %ptr___iree_flow___sm_node188__m.layer-2.kernel).
  while (p < text.size() && (is_ident_char(text[p]) || text[p] == '-')) ++p;
  if (p == c_.pos() + 1) c_.fail_expected("a value name after '%'");
  std::string name(text.substr(c_.pos() + 1, p - c_.pos() - 1));
  c_.set_pos(p);
  return name;
}

MlirValueUse MlirParser::read_value_use() {
  c_.skip_space();
  MlirValueUse use;
  use.offset = c_.pos();
  use.name = read_value_name();
  if (c_.peek_raw() == '#') {
    c_.set_pos(c_.pos() + 1);
    use.index = c_.read_int("a result number after '#'");
  }
  return use;
}

void MlirParser::parse_functions(MlirModule& m, bool in_module) {
  while (!c_.at_end() && !(in_module && c_.peek() == '}')) {
    const size_t at = c_.pos();
    const std::string word = peek_ident(c_);
    if (word == "func.func" || word == "func") {
      m.functions.push_back(parse_function());
      structure_control_flow(m.functions.back(), c_.source());
    } else if (raw_starts_with(c_, "\"func.func\"")) {
      m.functions.push_back(parse_generic_function());
      structure_control_flow(m.functions.back(), c_.source());
    } else if (word == "util.global" || word == "flow.variable") {
      m.globals.push_back(parse_global());
    } else if (c_.peek() == '#' || c_.peek() == '!') {
      skip_aliases();
    } else if (word == "sdy.mesh") {
      // Shardy's device mesh (`sdy.mesh @name = <[...]> {...}`, one line):
      // sharding attributes name it.
      try_ident(c_);
      MlirModule::Mesh mesh;
      mesh.name = read_symbol();
      c_.expect("=");
      c_.skip_space();
      mesh.offset = c_.pos();
      if (c_.peek_raw() != '<') c_.fail_expected("a mesh <[...]>");
      c_.set_pos(c_.pos() + 1);
      const TextSpan inner = scan_to_closing_angle();
      mesh.text = "<" + std::string(c_.source().text().substr(inner.begin, inner.end - inner.begin)) + ">";
      m.meshes.push_back(std::move(mesh));
      const std::string_view text = c_.source().text();
      const size_t end = text.find('\n', c_.pos());
      c_.set_pos(end == std::string_view::npos ? text.size() : end);
    } else {
      c_.fail_at(at, fmt::format("expected func.func, got {}", c_.describe_next()));
    }
  }
}

// util.global [private] [mutable] @name {attrs}? (= value)? : type
// flow.variable @name [mutable] value : type (attributes {...})?
MlirGlobal MlirParser::parse_global() {
  MlirGlobal g;
  g.offset = c_.pos();
  const std::string keyword = read_ident(c_, "util.global");
  while (true) {
    const std::string word = peek_ident(c_);
    if (word != "private" && word != "public" && word != "nested" && word != "mutable") break;
    try_ident(c_);
    g.is_mutable |= word == "mutable";
  }
  g.name = read_symbol();
  if (c_.try_keyword("mutable")) g.is_mutable = true;
  if (c_.peek() == '{') parse_attribute();
  const bool has_value = keyword == "flow.variable" ? c_.peek() != ':' : c_.try_consume("=");
  if (has_value) g.value = parse_attribute();
  if (g.value.type) {  // dense<...> : T took the type with it
    g.type = *g.value.type;
  } else {
    c_.expect(":");
    g.type = parse_type(c_, &type_aliases_);
  }
  if (c_.try_keyword("attributes")) parse_attribute();
  skip_location();
  if (!has_value) c_.fail_at(g.offset, fmt::format("unsupported: global @{} has no initial value", g.name));
  return g;
}

std::optional<MlirAttribute> MlirParser::sharding_of(const MlirAttribute& attributes) {
  const MlirAttribute* s = attributes.field("sdy.sharding");
  if (!s) s = attributes.field("mhlo.sharding");  // GSPMD's, "{devices=[2,1]<=[2]}": JAX's with Shardy off
  if (!s) return std::nullopt;
  return *s;
}

MlirFunction MlirParser::parse_function() {
  MlirFunction f;
  f.offset = c_.pos();
  try_ident(c_);  // func.func
  const std::string visibility = peek_ident(c_);
  if (visibility == "public" || visibility == "private" || visibility == "nested") {
    try_ident(c_);
    f.is_public = visibility == "public";
  }
  f.name = read_symbol();
  c_.expect("(");
  if (!c_.try_consume(")")) {
    do {
      MlirBlockArgument arg;
      arg.offset = c_.pos();
      arg.name = read_value_name();
      c_.expect(":");
      arg.type = parse_type(c_, &type_aliases_);
      if (c_.peek() == '{') {  // argument attributes
        const MlirAttribute attributes = parse_attribute();
        arg.sharding = sharding_of(attributes);
        arg.donated = attributes.field("jax.buffer_donor") || attributes.field("tf.aliasing_output");
      }
      skip_location();
      f.arguments.push_back(std::move(arg));
    } while (c_.try_consume(","));
    c_.expect(")");
  }
  if (c_.try_consume("->")) {
    if (c_.try_consume("(")) {
      if (!c_.try_consume(")")) {
        do {
          f.result_types.push_back(parse_type(c_, &type_aliases_));
          f.result_shardings.push_back(c_.peek() == '{' ? sharding_of(parse_attribute()) : std::nullopt);
        } while (c_.try_consume(","));
        c_.expect(")");
      }
    } else {
      f.result_types.push_back(parse_type(c_, &type_aliases_));
      f.result_shardings.emplace_back();
    }
  }
  if (c_.try_keyword("attributes")) parse_attribute();
  f.body.offset = c_.pos();
  c_.expect("{");
  parse_blocks(f.body);
  c_.expect("}");
  skip_location();
  return f;
}

// "func.func"() ({ ^bb0(%a: T, ...): ... "func.return"(...) : (...) -> () })
//   {function_type = (...) -> ..., sym_name = "f", sym_visibility = "private"} : () -> ()
// The arguments are the body's block arguments; the result types are what
// its return takes.
MlirFunction MlirParser::parse_generic_function() {
  MlirFunction f;
  f.offset = c_.pos();
  MlirOperation op = parse_operation();
  if (op.regions.size() != 1) c_.fail_at(f.offset, "a generic func.func needs one region, its body");
  const MlirAttribute* name = op.attribute("sym_name");
  if (!name || name->text.empty()) c_.fail_at(f.offset, "a generic func.func needs sym_name");
  f.name = name->text;
  if (const MlirAttribute* v = op.attribute("sym_visibility")) f.is_public = v->text != "private";
  f.body = std::move(op.regions[0]);
  f.arguments = std::move(f.body.arguments);
  f.body.arguments.clear();
  if (f.body.operations.empty()) c_.fail_at(f.offset, fmt::format("function @{} has an empty body", f.name));
  const MlirOperation* last = &f.body.operations.back();
  for (const MlirBlock& b : f.body.later_blocks) {  // a CFG: any block's return says the result types
    if (!b.operations.empty() && (last->name != "func.return" && last->name != "return")) last = &b.operations.back();
  }
  const MlirOperation& ret = *last;
  if (ret.name != "func.return" && ret.name != "return") {
    c_.fail_at(ret.offset, fmt::format("function @{} must end with func.return, got {}", f.name, ret.name));
  }
  if (ret.operand_types.size() != ret.operands.size()) {
    c_.fail_at(ret.offset, fmt::format("the return of @{} must give its operand types", f.name));
  }
  f.result_types = ret.operand_types;
  return f;
}

// `(T, ...)`, each type with its attributes.
void MlirParser::skip_type_list() {
  c_.expect("(");
  if (c_.try_consume(")")) return;
  do {
    parse_type(c_, &type_aliases_);
    if (c_.peek() == '{') parse_attribute();
  } while (c_.try_consume(","));
  c_.expect(")");
}

// `() -> ()` after a generic op with no operands and results.
void MlirParser::parse_function_type_signature() {
  c_.expect("(");
  c_.expect(")");
  c_.expect("->");
  c_.expect("(");
  c_.expect(")");
}

// Operations up to the closing '}' of a region or the next block's label.
void MlirParser::parse_operations(std::vector<MlirOperation>& operations) {
  while (c_.peek() != '}' && c_.peek() != '^') {
    if (c_.at_end()) c_.fail_expected("'}'");
    operations.push_back(parse_operation());
  }
}

// The blocks of a region after its '{': an optional entry label, then any
// further `^label(args):` blocks, up to the '}'.
void MlirParser::parse_blocks(MlirRegion& r) {
  if (c_.peek() == '^') r.arguments = parse_block_label(nullptr);
  parse_operations(r.operations);
  while (c_.peek() == '^') {
    MlirBlock block;
    block.offset = c_.pos();
    block.arguments = parse_block_label(&block.label);
    parse_operations(block.operations);
    r.later_blocks.push_back(std::move(block));
  }
}

// `^label(%a: T, ...):`; returns the arguments.
std::vector<MlirBlockArgument> MlirParser::parse_block_label(std::string* label) {
  std::vector<MlirBlockArgument> arguments;
  c_.set_pos(c_.pos() + 1);
  const std::string name = read_ident(c_, "a block label");
  if (label) *label = name;
  if (c_.try_consume("(")) {
    if (!c_.try_consume(")")) {
      do {
        arguments.push_back(parse_block_argument());
      } while (c_.try_consume(","));
      c_.expect(")");
    }
  }
  c_.expect(":");
  return arguments;
}

MlirRegion MlirParser::parse_region() {
  const NestingGuard nesting(c_);
  MlirRegion r;
  c_.skip_space();
  r.offset = c_.pos();
  c_.expect("{");
  parse_blocks(r);
  c_.expect("}");
  return r;
}

// A branch target: `^bb2` or `^bb2(%a, %b : T, U)`.
MlirSuccessor MlirParser::parse_successor() {
  MlirSuccessor s;
  c_.skip_space();
  s.offset = c_.pos();
  if (c_.peek_raw() != '^') c_.fail_expected("a block label (^bb...)");
  c_.set_pos(c_.pos() + 1);
  s.label = read_ident(c_, "a block label");
  if (c_.try_consume("(")) {
    if (!c_.try_consume(")")) {
      do {
        s.operands.push_back(read_value_use());
      } while (c_.try_consume(","));
      if (c_.try_consume(":")) {
        do {
          parse_type(c_, &type_aliases_);
        } while (c_.try_consume(","));
      }
      c_.expect(")");
    }
  }
  return s;
}

MlirBlockArgument MlirParser::parse_block_argument() {
  MlirBlockArgument a;
  c_.skip_space();
  a.offset = c_.pos();
  a.name = read_value_name();
  c_.expect(":");
  a.type = parse_type(c_, &type_aliases_);
  skip_location();
  return a;
}

MlirOperation MlirParser::parse_operation() {
  MlirOperation op;
  c_.skip_space();
  op.offset = c_.pos();
  if (c_.peek_raw() == '%') {
    do {
      MlirResultGroup g;
      g.name = read_value_name();
      if (c_.peek_raw() == ':') {
        c_.set_pos(c_.pos() + 1);
        g.count = c_.read_int("a result count");
        if (g.count < 1) c_.fail_at(op.offset, "a result count must be at least 1");
      }
      op.results.push_back(std::move(g));
    } while (c_.try_consume(","));
    c_.expect("=");
  }
  if (c_.peek() == '"') {
    op.name = canonical_op_name(read_string());
    parse_generic(op);
  } else {
    op.name = canonical_op_name(read_ident(c_, "an operation name"));
    parse_pretty(op);
    normalize_pretty(op);
  }
  skip_location();
  return op;
}

void MlirParser::parse_operand_list(MlirOperation& op) {
  c_.expect("(");
  if (c_.try_consume(")")) return;
  do {
    op.operands.push_back(read_value_use());
  } while (c_.try_consume(","));
  c_.expect(")");
}

void MlirParser::parse_generic(MlirOperation& op) {
  parse_operand_list(op);
  if (raw_starts_with(c_, "<{")) {
    c_.set_pos(c_.pos() + 1);
    merge_dictionary(op, parse_attribute());
    c_.expect(">");
  }
  if (c_.peek() == '(') {
    c_.expect("(");
    do {
      op.regions.push_back(parse_region());
    } while (c_.try_consume(","));
    c_.expect(")");
  }
  if (c_.peek() == '{') merge_dictionary(op, parse_attribute());
  c_.expect(":");
  parse_signature(op);
}

void MlirParser::merge_dictionary(MlirOperation& op, const MlirAttribute& dict) {
  if (dict.kind != MlirAttribute::Kind::Dictionary) c_.fail_at(dict.offset, "expected an attribute dictionary");
  for (const auto& f : dict.fields) op.attributes.push_back(f);
}

std::vector<MlirType> MlirParser::parse_type_list() {
  std::vector<MlirType> types;
  if (c_.try_consume("(")) {
    if (!c_.try_consume(")")) {
      do {
        types.push_back(parse_type(c_, &type_aliases_));
      } while (c_.try_consume(","));
      c_.expect(")");
    }
    return types;
  }
  types.push_back(parse_type(c_, &type_aliases_));
  while (true) {
    const size_t saved = c_.pos();
    if (!c_.try_consume(",")) break;
    if (!looks_like_type(c_)) {
      c_.set_pos(saved);
      break;
    }
    types.push_back(parse_type(c_, &type_aliases_));
  }
  return types;
}

// After ':': `T`, `T, T`, `(T, T) -> T`, `T, T -> T`, `(T) -> (T, T)`.
void MlirParser::parse_signature(MlirOperation& op) {
  op.has_signature = true;
  std::vector<MlirType> types = parse_type_list();
  if (c_.try_consume("->")) {
    op.operand_types = std::move(types);
    if (c_.peek() == '(') {
      op.result_types = parse_type_list();
    } else {
      op.result_types.push_back(parse_type(c_, &type_aliases_));
    }
    return;
  }
  // Without an arrow the types are those of the operands (and of the result:
  // SameOperandsAndResultType), or of a while's values.
  op.operand_types = types;
  if (op.name == "stablehlo.while" || op.name == "stablehlo.optimization_barrier") {
    op.result_types = types;
  } else if (!types.empty()) {
    op.result_types = {types.back()};
  }
}

// Whether the cursor is at the start of the next statement (`%x =`, `%x:2 =`).
bool MlirParser::at_statement_start() {
  const size_t saved = c_.pos();
  bool is = false;
  if (c_.peek() == '%') {
    read_value_name();
    if (c_.peek_raw() == ':' ) {
      c_.set_pos(c_.pos() + 1);
      c_.skip_space();
      is = std::isdigit(static_cast<unsigned char>(c_.peek_raw())) != 0;
      if (is) {
        c_.read_int("a count");
        is = c_.peek() == '=';
      }
    } else {
      while (c_.try_consume(",")) {
        if (c_.peek() != '%') break;
        read_value_name();
      }
      is = c_.peek() == '=' && !raw_starts_with(c_, "==");
    }
  }
  c_.set_pos(saved);
  return is;
}

std::vector<TextSpan> split_programs(const SourceText& source) {
  const std::string_view text = source.text();
  std::vector<TextSpan> spans;
  size_t begin = 0, line = 0;
  while (line <= text.size()) {
    size_t end = text.find('\n', line);
    if (end == std::string_view::npos) end = text.size();
    std::string_view l = text.substr(line, end - line);
    while (!l.empty() && std::isspace(static_cast<unsigned char>(l.front()))) l.remove_prefix(1);
    while (!l.empty() && std::isspace(static_cast<unsigned char>(l.back()))) l.remove_suffix(1);
    if (l == "// -----") {
      spans.push_back({begin, line});
      begin = end;
    }
    line = end + 1;
  }
  spans.push_back({begin, text.size()});
  return spans;
}

}  // namespace kiln::mlir_parse

namespace kiln {

bool looks_like_mlir(std::string_view text) {
  size_t p = 0;
  while (p < text.size()) {
    while (p < text.size() && std::isspace(static_cast<unsigned char>(text[p]))) ++p;
    if (text.substr(p, 2) == "//") {
      p = text.find('\n', p);
      if (p == std::string_view::npos) return false;
      continue;
    }
    const std::string_view rest = text.substr(p);
    return rest.rfind("module", 0) == 0 || rest.rfind("func.func", 0) == 0 || rest.rfind("#loc", 0) == 0 ||
           rest.rfind("builtin.module", 0) == 0;
  }
  return false;
}

std::vector<TextSpan> mlir_program_spans(const SourceText& source) {
  std::vector<TextSpan> spans;
  for (const TextSpan& span : mlir_parse::split_programs(source)) {
    if (!TextCursor(source, span).at_end()) spans.push_back(span);  // not an empty piece between separators
  }
  return spans;
}

std::vector<MlirModule> parse_mlir_programs(std::shared_ptr<const SourceText> source) {
  std::vector<MlirModule> programs;
  for (const TextSpan& span : mlir_program_spans(*source)) {
    MlirModule m = mlir_parse::MlirParser(*source, span).parse_program();
    m.source = source;
    programs.push_back(std::move(m));
  }
  if (programs.empty()) {
    TextCursor(*source).fail("expected a module or func.func, got an empty file");
  }
  return programs;
}

MlirType parse_mlir_type(TextCursor& cursor) { return mlir_parse::parse_type(cursor); }

MlirAttribute parse_mlir_attribute(const SourceText& source, TextSpan span) { return mlir_parse::MlirParser(source, span).parse_lone_attribute(); }

}  // namespace kiln
