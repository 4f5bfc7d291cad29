// The syntax tree of a StableHLO program in MLIR text: functions, operations
// with their operands, attributes, regions and types, before any meaning is
// checked. The pretty (custom) forms of stablehlo/chlo ops are normalized by the
// parser into the generic form's attribute names (mlir_parser.h says which), so
// the importer reads one representation whichever form the text used.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "importer/source_text.h"
#include "importer/text_cursor.h"
#include "ir/tensor_type.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace kiln {

// A dimension written `?` (a shape-polymorphic export, jax.export's
// `tensor<4x?xf32>`): a declared type holds it as -1 until the program is
// specialized to its argument shapes (ImportOptions::argument_shapes). No
// graph value ever has one.
inline constexpr int64_t kDynamicDim = -1;
inline bool has_dynamic_dims(const TensorType& t) {
  for (int64_t d : t.dims) {
    if (d == kDynamicDim) return true;
  }
  return false;
}
// Whether a value of type `actual` is what `declared` says, `?` matching any size.
inline bool fits_declared(const TensorType& actual, const TensorType& declared) {
  if (actual.dtype != declared.dtype || actual.rank() != declared.rank()) return false;
  for (size_t i = 0; i < actual.dims.size(); ++i) {
    if (declared.dims[i] != kDynamicDim && declared.dims[i] != actual.dims[i]) return false;
  }
  return true;
}
// `f32[4,?]`.
inline std::string declared_string(const TensorType& t) {
  std::vector<std::string> dims;
  for (int64_t d : t.dims) dims.push_back(d == kDynamicDim ? "?" : std::to_string(d));
  return fmt::format("{}[{}]", dtype_name(t.dtype), fmt::join(dims, ","));
}

// A tensor type as written (`tensor<2x3xf32>`); scalars of attributes (`i64`)
// parse as rank-0 tensors. A complex type (`tensor<4xcomplex<f32>>`) is held
// as its part type (f32) with `is_complex`: kiln computes complex values as
// pairs of real arrays (stablehlo_importer.h).
// A quantized element type, !quant.uniform<i8<-127:127>:f32:1, {0.5:3, ...}>:
// values are stored as `storage` integers s and mean (s - zero_point) * scale,
// per tensor or, with `axis`, per index along that dimension.
struct MlirQuantization {
  DType storage = DType::S8;
  int64_t storage_min = 0, storage_max = 0;
  DType expressed = DType::F32;
  int64_t axis = -1;  // -1: per tensor
  std::vector<double> scales;
  std::vector<int64_t> zero_points;
};

// A tuple type (`tuple<tensor<2xf32>, tensor<i32>>`, as MHLO from XLA's HLO
// still writes them) has `is_tuple` and its element types. A quantized
// tensor's `tensor` holds its storage type; `quant` says what it means.
struct MlirType {
  TensorType tensor;
  bool is_complex = false;
  std::optional<MlirQuantization> quant;
  bool is_tuple = false;
  std::vector<MlirType> elements;  // of a tuple
  size_t offset = 0;
  std::string to_string() const {
    if (is_tuple) {
      std::vector<std::string> parts;
      for (const MlirType& e : elements) parts.push_back(e.to_string());
      return fmt::format("tuple<{}>", fmt::join(parts, ", "));
    }
    return is_complex ? fmt::format("complex<{}>", declared_string(tensor)) : declared_string(tensor);
  }
};

// A use of an SSA value: %name or %name#index.
struct MlirValueUse {
  std::string name;
  int64_t index = 0;
  size_t offset = 0;
};

// An attribute value. Integers and floats keep their type when one was written
// (`1 : i64`); dense elements keep their text, parsed once the importer knows
// the element type.
struct MlirAttribute {
  enum class Kind {
    Unit,          // a key without a value
    Bool,          // true / false
    Integer,       // 3, 3 : i64
    Float,         // 1.0e-3 : f32
    String,        // "..."
    Symbol,        // @name
    Array,         // [a, b, ...]
    DenseArray,    // array<i64: 1, 2>
    DenseElements, // dense<...> : tensor<...>
    Dictionary,    // {k = v, ...}
    Enum,          // #stablehlo<comparison_direction LT> or a bare word (LT, FLOAT)
    Struct,        // #stablehlo.gather<k = v, ...>
  };
  Kind kind = Kind::Unit;
  size_t offset = 0;
  bool boolean = false;
  int64_t integer = 0;
  double real = 0;
  std::string text;                 // String, Symbol, Enum word, Struct name
  std::vector<int64_t> ints;        // DenseArray
  std::vector<MlirAttribute> elements;                       // Array
  std::vector<std::pair<std::string, MlirAttribute>> fields; // Dictionary, Struct
  TextSpan dense;                   // DenseElements: the text between dense< and >
  std::optional<MlirType> type;     // the ": type" after a value, when written

  const MlirAttribute* field(std::string_view key) const {
    for (const auto& [k, v] : fields) if (k == key) return &v;
    return nullptr;
  }
};

// A Shardy sharding (`<@mesh, [{"x"}, {}]>`) is a String attribute holding
// that text; importer/shardy.h reads it.
struct MlirBlockArgument {
  std::string name;
  MlirType type;
  size_t offset = 0;
  std::optional<MlirAttribute> sharding;  // a function argument's sdy.sharding (or GSPMD's mhlo.sharding)
  bool donated = false;  // jax.buffer_donor or tf.aliasing_output: the caller gives its buffer away
};

struct MlirOperation;
struct MlirBlock;

// A region: its entry block's arguments and operations, and the blocks after
// it when it has several (a function body in CFG form, ending in cf.br or
// cf.cond_br: control_flow_structurizer.h turns those into one block).
struct MlirRegion {
  std::vector<MlirBlockArgument> arguments;
  std::vector<MlirOperation> operations;
  size_t offset = 0;
  std::vector<MlirBlock> later_blocks;
};

// `^label(%a: T, ...):` and the operations up to the next block or the end.
struct MlirBlock {
  std::string label;  // without ^
  size_t offset = 0;
  std::vector<MlirBlockArgument> arguments;
  std::vector<MlirOperation> operations;
};

// A branch target of cf.br / cf.cond_br: `^bb2(%a, %b : T, U)`.
struct MlirSuccessor {
  std::string label;  // without ^
  size_t offset = 0;
  std::vector<MlirValueUse> operands;
};

struct MlirResultGroup {
  std::string name;   // without %
  int64_t count = 1;  // %0:2 defines %0#0 and %0#1
};

struct MlirOperation {
  std::string name;  // stablehlo.add, func.call, check.expect_eq, return, ...
  size_t offset = 0;
  std::vector<MlirResultGroup> results;
  std::vector<MlirValueUse> operands;
  std::vector<std::pair<std::string, MlirAttribute>> attributes;
  std::vector<MlirRegion> regions;
  std::vector<MlirSuccessor> successors;  // cf.br, cf.cond_br
  std::vector<MlirType> operand_types;  // from the type signature, when it names them
  std::vector<MlirType> result_types;
  bool has_signature = false;  // a `: ...` type signature was written

  const MlirAttribute* attribute(std::string_view key) const {
    for (const auto& [k, v] : attributes) if (k == key) return &v;
    return nullptr;
  }
  int64_t num_results() const {
    int64_t n = 0;
    for (const auto& r : results) n += r.count;
    return n;
  }
};

struct MlirFunction {
  std::string name;  // without @
  size_t offset = 0;
  bool is_public = true;
  std::vector<MlirBlockArgument> arguments;
  std::vector<MlirType> result_types;
  std::vector<std::optional<MlirAttribute>> result_shardings;  // each result's sdy.sharding (as many as results)
  MlirRegion body;
};

// A module-level global of IREE's: `util.global private @w = dense<..> : T`,
// `= #util.byte_pattern<1> : T`, or the older `flow.variable @w dense<..> : T`.
// Functions read it through util.global.address + load.indirect (or
// util.global.load); kiln reads an immutable one as a constant.
struct MlirGlobal {
  std::string name;  // without @
  size_t offset = 0;
  MlirType type;
  MlirAttribute value;  // DenseElements, or the Struct util.byte_pattern with `integer`
  bool is_mutable = false;
};

// One program: the functions of a `module { ... }` (or of a file without one),
// and its globals.
struct MlirModule {
  std::shared_ptr<const SourceText> source;
  std::string name;
  size_t offset = 0;
  MlirAttribute attributes;  // `module attributes {...}` (mhlo.num_partitions, ...); a Dictionary or Unit
  std::vector<MlirFunction> functions;
  std::vector<MlirGlobal> globals;
  // Shardy's meshes: `sdy.mesh @name = <["x"=2, "y"=4]>`, the text from '<'.
  struct Mesh {
    std::string name, text;
    size_t offset = 0;
  };
  std::vector<Mesh> meshes;
};

}  // namespace kiln
