#include "importer/mlir_parser.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <unordered_map>
#include <cmath>
#include <cstdlib>
#include <string>

#include "importer/control_flow_structurizer.h"
#include "support/error.h"

namespace kiln {

namespace {

bool is_ident_start(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_'; }
bool is_ident_char(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.' || c == '$';
}

[[noreturn]] void unsupported(const TextCursor& c, size_t offset, std::string_view what) {
  c.fail_at(offset, fmt::format("unsupported: {}", what));
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

std::string read_ident(TextCursor& c, std::string_view what) {
  auto word = try_ident(c);
  if (!word) c.fail_expected(what);
  return *word;
}

// The word at the cursor without consuming it.
std::string peek_ident(TextCursor& c) {
  const size_t saved = c.pos();
  auto word = try_ident(c);
  c.set_pos(saved);
  return word.value_or("");
}

bool raw_starts_with(TextCursor& c, std::string_view s) {
  c.skip_space();
  return c.source().text().substr(c.pos(), s.size()) == s;
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

DType parse_element_type(TextCursor& c, bool* is_complex = nullptr, std::optional<MlirQuantization>* quant = nullptr);

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

// `!name = type` definitions of one program.
using TypeAliases = std::unordered_map<std::string, MlirType>;

MlirType parse_type(TextCursor& c, const TypeAliases* aliases = nullptr) {
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

// MHLO's ops that StableHLO took over unchanged are read as StableHLO's
// (mhlo.add is stablehlo.add); arith.constant of a tensor is a constant, and so
// is IREE's util.unfoldable_constant (one its compiler promises not to fold:
// its value is the constant's). IREE's flow.variable ops are util.global's.
std::string canonical_op_name(std::string name) {
  if (name.starts_with("mhlo.")) {
    std::replace(name.begin(), name.end(), '-', '_');  // 2021's "mhlo.dynamic-update-slice"
    return "stablehlo." + name.substr(5);
  }
  if (name == "arith.constant" || name == "util.unfoldable_constant" || name == "iree.unfoldable_constant") return "stablehlo.constant";
  if (name.starts_with("flow.variable.")) return "util.global." + name.substr(14);  // 2021's names
  return name;
}

bool looks_like_type(TextCursor& c) {
  c.skip_space();
  if (c.peek_raw() == '!') return true;
  const std::string word = peek_ident(c);
  if (word == "tensor" || word == "tuple" || word == "complex") return true;
  return element_dtype(word).has_value() || word == "i4" || word == "ui4" || word.rfind("f8", 0) == 0;
}

class MlirParser {
 public:
  MlirParser(const SourceText& source, TextSpan span) : c_(source, span) {}

  // One attribute that fills the span (HLO text prints typed-FFI backend
  // configs in MLIR's dictionary syntax).
  MlirAttribute parse_lone_attribute() {
    MlirAttribute a = parse_attribute();
    if (!c_.at_end()) c_.fail_expected("the end of the attribute");
    return a;
  }

  MlirModule parse_program() {
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
      if (c_.peek() == '{') parse_attribute();
      c_.expect(":");
      parse_function_type_signature();
      skip_location();
      skip_aliases();
    } else if (peek_ident(c_) == "module") {
      try_ident(c_);
      m.offset = c_.pos();
      if (c_.peek() == '@') m.name = read_symbol();
      if (c_.try_keyword("attributes")) parse_attribute();
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

 private:
  // `#loc1 = loc(...)` and other attribute aliases (skipped), and type aliases
  // `!t = tuple<...>` (kept: a later `!t` is that type).
  void skip_aliases() {
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

  void skip_location() {
    if (raw_starts_with(c_, "loc(")) {
      c_.set_pos(c_.pos() + 3);
      c_.skip_group();
    }
  }

  std::string read_symbol() {
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

  std::string read_string() {
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

  std::string read_value_name() {
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

  MlirValueUse read_value_use() {
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

  void parse_functions(MlirModule& m, bool in_module) {
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
      } else {
        c_.fail_at(at, fmt::format("expected func.func, got {}", c_.describe_next()));
      }
    }
  }

  // util.global [private] [mutable] @name {attrs}? (= value)? : type
  // flow.variable @name [mutable] value : type (attributes {...})?
  MlirGlobal parse_global() {
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

  MlirFunction parse_function() {
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
        if (c_.peek() == '{') parse_attribute();  // argument attributes
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
            if (c_.peek() == '{') parse_attribute();
          } while (c_.try_consume(","));
          c_.expect(")");
        }
      } else {
        f.result_types.push_back(parse_type(c_, &type_aliases_));
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
  MlirFunction parse_generic_function() {
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
  void skip_type_list() {
    c_.expect("(");
    if (c_.try_consume(")")) return;
    do {
      parse_type(c_, &type_aliases_);
      if (c_.peek() == '{') parse_attribute();
    } while (c_.try_consume(","));
    c_.expect(")");
  }

  // `() -> ()` after a generic op with no operands and results.
  void parse_function_type_signature() {
    c_.expect("(");
    c_.expect(")");
    c_.expect("->");
    c_.expect("(");
    c_.expect(")");
  }

  // Operations up to the closing '}' of a region or the next block's label.
  void parse_operations(std::vector<MlirOperation>& operations) {
    while (c_.peek() != '}' && c_.peek() != '^') {
      if (c_.at_end()) c_.fail_expected("'}'");
      operations.push_back(parse_operation());
    }
  }

  // The blocks of a region after its '{': an optional entry label, then any
  // further `^label(args):` blocks, up to the '}'.
  void parse_blocks(MlirRegion& r) {
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
  std::vector<MlirBlockArgument> parse_block_label(std::string* label) {
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

  MlirRegion parse_region() {
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
  MlirSuccessor parse_successor() {
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

  // cf.br ^bb1(%a : T)   and   cf.cond_br %c, ^bb2(...), ^bb3(...)
  void parse_pretty_branch(MlirOperation& op) {
    if (op.name == "cf.cond_br") {
      op.operands.push_back(read_value_use());
      c_.expect(",");
      op.successors.push_back(parse_successor());
      c_.expect(",");
    }
    op.successors.push_back(parse_successor());
  }

  MlirBlockArgument parse_block_argument() {
    MlirBlockArgument a;
    c_.skip_space();
    a.offset = c_.pos();
    a.name = read_value_name();
    c_.expect(":");
    a.type = parse_type(c_, &type_aliases_);
    skip_location();
    return a;
  }

  MlirOperation parse_operation() {
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

  void parse_generic(MlirOperation& op) {
    c_.expect("(");
    if (!c_.try_consume(")")) {
      do {
        op.operands.push_back(read_value_use());
      } while (c_.try_consume(","));
      c_.expect(")");
    }
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

  void merge_dictionary(MlirOperation& op, const MlirAttribute& dict) {
    if (dict.kind != MlirAttribute::Kind::Dictionary) c_.fail_at(dict.offset, "expected an attribute dictionary");
    for (const auto& f : dict.fields) op.attributes.push_back(f);
  }

  std::vector<MlirType> parse_type_list() {
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
  void parse_signature(MlirOperation& op) {
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
  bool at_statement_start() {
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

  void parse_pretty(MlirOperation& op) {
    const std::string& name = op.name;
    if (name == "cf.br" || name == "cf.cond_br") return parse_pretty_branch(op);
    if (name == "stablehlo.reduce" && c_.peek() == '(') return parse_pretty_reduce(op);
    if (name == "stablehlo.while") return parse_pretty_while(op);
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
  void parse_keyword_item(MlirOperation& op) {
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
  void parse_parenthesized_items(MlirOperation& op) {
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
  void parse_slice_ranges(MlirOperation& op) {
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
  void parse_pretty_reduce(MlirOperation& op) {
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
  void parse_pretty_while(MlirOperation& op) {
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

  // [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f] as the generic struct's fields.
  MlirAttribute parse_convolution_dims() {
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

  MlirAttribute parse_attribute() {
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

  static bool looks_like_type_word(const std::string& word) {
    return word == "tensor" || word == "tuple" || word == "complex" || element_dtype(word).has_value();
  }

  // The text up to the '>' that closes an already-consumed '<' (strings skipped).
  TextSpan scan_to_closing_angle() {
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

  void parse_number(MlirAttribute& a) {
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
  void parse_hash_attribute(MlirAttribute& a) {
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
        dialect == "stablehlo.output_operand_alias" || dialect == "stablehlo.result_accuracy" || dialect == "chlo.ragged_dot") {
      parse_struct_fields(a);
      c_.expect(">");
      return;
    }
    const TextSpan inner = scan_to_closing_angle();  // layouts, shardings, ...: kept opaque
    // ... except one word, an enum in MHLO's spelling (#mhlo.rng_distribution<UNIFORM>).
    std::string_view body = c_.source().text().substr(inner.begin, inner.end - inner.begin);
    while (!body.empty() && std::isspace(static_cast<unsigned char>(body.front()))) body.remove_prefix(1);
    while (!body.empty() && std::isspace(static_cast<unsigned char>(body.back()))) body.remove_suffix(1);
    if (!body.empty() && std::all_of(body.begin(), body.end(), is_ident_char)) {
      a.kind = K::Enum;
      a.text = std::string(body);
    }
  }

  void parse_struct_fields(MlirAttribute& a) {
    if (c_.peek() == '>') return;
    do {
      if (c_.peek() == '>') return;  // a trailing comma (MHLO printed one)
      std::string key = read_ident(c_, "a field name");
      c_.expect("=");
      a.fields.emplace_back(std::move(key), parse_attribute());
    } while (c_.try_consume(","));
  }

  // Pretty-form spellings -> the generic form's attribute names.
  void normalize_pretty(MlirOperation& op) {
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
    if (n == "stablehlo.broadcast_in_dim") rename("dims", "broadcast_dimensions");
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

  TextCursor c_;
  TypeAliases type_aliases_;
};

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

}  // namespace

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
  for (const TextSpan& span : split_programs(source)) {
    if (!TextCursor(source, span).at_end()) spans.push_back(span);  // not an empty piece between separators
  }
  return spans;
}

std::vector<MlirModule> parse_mlir_programs(std::shared_ptr<const SourceText> source) {
  std::vector<MlirModule> programs;
  for (const TextSpan& span : mlir_program_spans(*source)) {
    MlirModule m = MlirParser(*source, span).parse_program();
    m.source = source;
    programs.push_back(std::move(m));
  }
  if (programs.empty()) {
    TextCursor(*source).fail("expected a module or func.func, got an empty file");
  }
  return programs;
}

MlirType parse_mlir_type(TextCursor& cursor) { return parse_type(cursor); }

MlirAttribute parse_mlir_attribute(const SourceText& source, TextSpan span) { return MlirParser(source, span).parse_lone_attribute(); }

}  // namespace kiln
