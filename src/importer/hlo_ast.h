// The syntax tree of an HLO text module: what the text says, before any meaning
// is checked. Attribute values and constant literals stay as raw text spans that
// the graph importer parses once it knows what they should hold.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "importer/source_text.h"
#include "importer/stack_frames.h"
#include "importer/text_cursor.h"
#include "ir/tensor_type.h"

namespace kiln {

struct AstShape {
  bool is_tuple = false;
  TensorType array;           // when !is_tuple; of a complex array, the type of each part
  bool is_complex = false;    // c64 (parts f32) or c128 (parts f64)
  bool has_layout = false;    // the text gave a layout for `array`
  std::vector<AstShape> elements;  // when is_tuple
  size_t offset = 0;
};

struct AstOperand {
  std::string name;
  size_t offset = 0;
};

struct AstAttribute {
  std::string key;
  TextSpan value;
  size_t offset = 0;
};

struct AstInstruction {
  std::string name;
  size_t offset = 0;
  bool is_root = false;
  AstShape shape;
  std::string opcode;
  size_t opcode_offset = 0;
  std::vector<AstOperand> operands;
  TextSpan operand_text;  // everything between the parentheses (constant, parameter)
  std::vector<AstAttribute> attributes;
  std::string source_location;  // "file.py:42 (fn)" from metadata, when it has one

  const AstAttribute* find_attribute(std::string_view key) const {
    for (const auto& a : attributes) if (a.key == key) return &a;
    return nullptr;
  }
};

struct AstComputation {
  std::string name;
  size_t offset = 0;
  bool is_entry = false;
  std::vector<AstInstruction> instructions;
};

struct AstModule {
  std::shared_ptr<const SourceText> source;
  std::string name;
  std::optional<TextSpan> entry_computation_layout;
  int64_t replica_count = 1, num_partitions = 1;  // the devices it was compiled for
  StackFrameIndex stack_frames;
  std::vector<AstComputation> computations;
};

}  // namespace kiln
