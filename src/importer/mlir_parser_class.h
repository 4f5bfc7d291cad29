// The MLIR text parser's class and the token and type readers it shares,
// for the files that define them, one concern each: mlir_parser.cc
// (modules, functions, regions, operations in the generic form),
// mlir_types.cc, mlir_pretty_ops.cc and mlir_attributes.cc. Private to the
// importer: its entry points are in mlir_parser.h.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "importer/mlir_ast.h"
#include "importer/text_cursor.h"

namespace kiln::mlir_parse {

bool is_ident_start(char c);

bool is_ident_char(char c);

[[noreturn]] void unsupported(const TextCursor& c, size_t offset, std::string_view what);

// A bare identifier: [A-Za-z_][A-Za-z0-9_.$]*.
std::optional<std::string> try_ident(TextCursor& c);

std::string read_ident(TextCursor& c, std::string_view what);

// The word at the cursor without consuming it.
std::string peek_ident(TextCursor& c);

bool raw_starts_with(TextCursor& c, std::string_view s);

std::optional<DType> element_dtype(std::string_view word);

DType parse_element_type(TextCursor& c, bool* is_complex = nullptr, std::optional<MlirQuantization>* quant = nullptr);

// !quant.uniform<STORAGE[<min:max>]:EXPRESSED[:axis], SCALE[:ZP] | {SCALE[:ZP], ...}>
// after its "!quant.uniform".
MlirQuantization parse_uniform_quantization(TextCursor& c, size_t at);

// `!name = type` definitions of one program.
using TypeAliases = std::unordered_map<std::string, MlirType>;

MlirType parse_type(TextCursor& c, const TypeAliases* aliases = nullptr);

// MHLO's ops that StableHLO took over unchanged are read as StableHLO's
// (mhlo.add is stablehlo.add); arith.constant of a tensor is a constant, and so
// is IREE's util.unfoldable_constant (one its compiler promises not to fold:
// its value is the constant's). IREE's flow.variable ops are util.global's.
std::string canonical_op_name(std::string name);

bool looks_like_type(TextCursor& c);

std::vector<TextSpan> split_programs(const SourceText& source);

class MlirParser {
 public:
  MlirParser(const SourceText& source, TextSpan span) : c_(source, span) {}

  // One attribute that fills the span (HLO text prints typed-FFI backend
  // configs in MLIR's dictionary syntax).
  MlirAttribute parse_lone_attribute();

  MlirModule parse_program();

 private:
  // --- mlir_parser.cc ---
  // `#loc1 = loc(...)` and other attribute aliases (skipped), and type aliases
  // `!t = tuple<...>` (kept: a later `!t` is that type).
  void skip_aliases();

  void skip_location();

  std::string read_symbol();

  std::string read_string();

  std::string read_value_name();

  MlirValueUse read_value_use();

  void parse_functions(MlirModule& m, bool in_module);

  // util.global [private] [mutable] @name {attrs}? (= value)? : type
  // flow.variable @name [mutable] value : type (attributes {...})?
  MlirGlobal parse_global();

  MlirFunction parse_function();
  // The sdy.sharding in an argument's or result's attribute dictionary.
  static std::optional<MlirAttribute> sharding_of(const MlirAttribute& attributes);

  // "func.func"() ({ ^bb0(%a: T, ...): ... "func.return"(...) : (...) -> () })
  //   {function_type = (...) -> ..., sym_name = "f", sym_visibility = "private"} : () -> ()
  // The arguments are the body's block arguments; the result types are what
  // its return takes.
  MlirFunction parse_generic_function();

  // `(T, ...)`, each type with its attributes.
  void skip_type_list();

  // `() -> ()` after a generic op with no operands and results.
  void parse_function_type_signature();

  // Operations up to the closing '}' of a region or the next block's label.
  void parse_operations(std::vector<MlirOperation>& operations);

  // The blocks of a region after its '{': an optional entry label, then any
  // further `^label(args):` blocks, up to the '}'.
  void parse_blocks(MlirRegion& r);

  // `^label(%a: T, ...):`; returns the arguments.
  std::vector<MlirBlockArgument> parse_block_label(std::string* label);

  MlirRegion parse_region();

  // A branch target: `^bb2` or `^bb2(%a, %b : T, U)`.
  MlirSuccessor parse_successor();

  MlirBlockArgument parse_block_argument();

  MlirOperation parse_operation();

  void parse_generic(MlirOperation& op);
  // `(%a, %b#1)`: the operands, appended to op's.
  void parse_operand_list(MlirOperation& op);

  void merge_dictionary(MlirOperation& op, const MlirAttribute& dict);

  std::vector<MlirType> parse_type_list();

  // After ':': `T`, `T, T`, `(T, T) -> T`, `T, T -> T`, `(T) -> (T, T)`.
  void parse_signature(MlirOperation& op);

  // Whether the cursor is at the start of the next statement (`%x =`, `%x:2 =`).
  bool at_statement_start();

  // --- mlir_pretty_ops.cc ---
  // cf.br ^bb1(%a : T)   and   cf.cond_br %c, ^bb2(...), ^bb3(...)
  void parse_pretty_branch(MlirOperation& op);

  void parse_pretty(MlirOperation& op);

  // `key = value` or a bare word (comparison direction, `across`, ...).
  void parse_keyword_item(MlirOperation& op);

  // `(%a, %b)` or `(%a, k = 2)`.
  void parse_parenthesized_items(MlirOperation& op);

  // slice: [0:2, 1:5:2]
  void parse_slice_ranges(MlirOperation& op);

  // reduce(%a init: %b), (%c init: %d) applies OP across dimensions = [..] : sig
  // or ... : sig reducer(%x: T, %y: T) (%z: T, %w: T) { ops }
  void parse_pretty_reduce(MlirOperation& op);

  // while(%iterArg = %x, ...) : T, ... cond { ... } do { ... }
  void parse_pretty_while(MlirOperation& op);

  // sdy.manual_computation(%a) in_shardings=[<...>] out_shardings=[<...>]
  // manual_axes={"x"} (%arg: T) { ... sdy.return ... } : (T) -> U; the
  // three attributes are Strings holding their text.
  void parse_pretty_manual_computation(MlirOperation& op);

  // [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f] as the generic struct's fields.
  MlirAttribute parse_convolution_dims();

  // Pretty-form spellings -> the generic form's attribute names.
  void normalize_pretty(MlirOperation& op);

  // --- mlir_attributes.cc ---
  MlirAttribute parse_attribute();

  static bool looks_like_type_word(const std::string& word);

  // The text up to the '>' that closes an already-consumed '<' (strings skipped).
  TextSpan scan_to_closing_angle();

  void parse_number(MlirAttribute& a);

  // #stablehlo<comparison_direction LT>, #stablehlo.gather<k = v, ...>,
  // #stablehlo.conv<[b, 0, f]x[...]->[...]>, #stablehlo.conv<raw k = v, ...>.
  void parse_hash_attribute(MlirAttribute& a);

  void parse_struct_fields(MlirAttribute& a);

  TextCursor c_;
  TypeAliases type_aliases_;
};

}  // namespace kiln::mlir_parse
