#include "importer/hlo_parser.h"

#include <fmt/format.h>

#include "ir/dtype.h"
#include "support/error.h"

namespace kiln {

namespace {

Dims parse_layout(TextCursor& c, int64_t rank) {
  const size_t start = c.pos();
  c.expect("{");
  Dims m2m;
  if (c.peek() != '}' && c.peek() != ':') {
    do {
      m2m.push_back(c.read_int("a layout dimension"));
    } while (c.try_consume(","));
  }
  if (c.try_consume(":")) {  // tiling, memory space, ...: not needed by kiln
    c.set_pos(start);
    c.skip_group();
  } else {
    c.expect("}");
  }
  if (m2m.empty()) return default_minor_to_major(rank);
  if (!is_permutation(m2m, rank)) c.fail_at(start, fmt::format("layout is not a permutation of {} dimensions", rank));
  return m2m;
}

class ModuleParser {
 public:
  explicit ModuleParser(std::shared_ptr<const SourceText> source) : source_(std::move(source)), c_(*source_) {}

  AstModule parse() {
    AstModule module;
    module.source = source_;
    if (c_.try_keyword("HloModule")) {
      module.name = c_.read_name("a module name");
      while (c_.try_consume(",")) {
        const std::string key = c_.read_name("a module attribute");
        c_.expect("=");
        const TextSpan value = c_.scan_value();
        if (key == "entry_computation_layout") module.entry_computation_layout = value;
        if (key == "replica_count" || key == "num_partitions") {
          TextCursor v(*source_, value);
          const int64_t n = v.read_int(fmt::format("a {} count", key));
          if (n < 1) v.fail_at(value.begin, fmt::format("{} must be at least 1", key));
          (key == "replica_count" ? module.replica_count : module.num_partitions) = n;
        }
      }
    }
    if (c_.try_keyword("FileNames")) module.stack_frames = parse_stack_frame_index(c_);
    frames_ = &module.stack_frames;
    while (!c_.at_end()) module.computations.push_back(parse_computation());
    if (module.computations.empty()) c_.fail_expected("a computation");
    if (module.name.empty()) module.name = module.computations.back().name;
    return module;
  }

 private:
  AstComputation parse_computation() {
    AstComputation comp;
    comp.is_entry = c_.try_keyword("ENTRY");
    c_.skip_space();
    comp.offset = c_.pos();
    comp.name = c_.read_name("a computation name");
    if (c_.peek() == '(') c_.skip_group();  // the signature repeats the parameters
    if (c_.try_consume("->")) parse_shape(c_);
    c_.expect("{");
    while (!c_.try_consume("}")) {
      if (c_.at_end()) c_.fail_expected(fmt::format("'}}' to close computation %{}", comp.name));
      comp.instructions.push_back(parse_instruction());
    }
    if (comp.instructions.empty()) c_.fail_at(comp.offset, fmt::format("computation %{} has no instructions", comp.name));
    return comp;
  }

  AstInstruction parse_instruction() {
    AstInstruction inst;
    inst.is_root = c_.try_keyword("ROOT");
    c_.skip_space();
    inst.offset = c_.pos();
    inst.name = c_.read_name("an instruction name");
    c_.expect("=");
    inst.shape = parse_shape(c_);
    c_.skip_space();
    inst.opcode_offset = c_.pos();
    inst.opcode = c_.read_name("an opcode");
    c_.skip_space();
    if (c_.peek() != '(') c_.fail_expected("'(' after the opcode");
    const TextSpan group = c_.skip_group();
    inst.operand_text = {group.begin + 1, group.end - 1};
    if (inst.opcode != "constant" && inst.opcode != "parameter") parse_operands(inst);
    while (c_.try_consume(",")) {
      AstAttribute attr;
      c_.skip_space();
      attr.offset = c_.pos();
      attr.key = c_.read_name("an attribute name");
      c_.expect("=");
      attr.value = c_.scan_value();
      if (attr.key == "metadata") inst.source_location = metadata_location(attr.value);
      inst.attributes.push_back(std::move(attr));
    }
    return inst;
  }

  void parse_operands(AstInstruction& inst) {
    TextCursor oc(*source_, inst.operand_text);
    if (oc.at_end()) return;
    do {
      // Typed operands ("f32[2] %x", "(f32[], s32[]) %t"): the type is redundant.
      oc.skip_space();
      const size_t before = oc.pos();
      if (oc.peek() == '(') {
        parse_shape(oc);
      } else if (auto word = oc.try_read_name(); word && parse_dtype(*word) && oc.peek_raw() == '[') {
        oc.set_pos(before);
        parse_shape(oc);
      } else {
        oc.set_pos(before);
      }
      oc.skip_space();
      AstOperand operand;
      operand.offset = oc.pos();
      operand.name = oc.read_name("an operand name");
      inst.operands.push_back(std::move(operand));
    } while (oc.try_consume(","));
    if (!oc.at_end()) oc.fail_expected("',' or ')' in the operand list");
  }

  // Metadata only informs: one kiln cannot read leaves the location unknown.
  std::string metadata_location(TextSpan value) const {
    try {
      TextCursor mc(*source_, value);
      return parse_metadata_location(mc, *frames_);
    } catch (const UserError&) {
      return {};
    }
  }

  std::shared_ptr<const SourceText> source_;
  TextCursor c_;
  const StackFrameIndex* frames_ = nullptr;
};

}  // namespace

AstShape parse_shape(TextCursor& c) {
  const NestingGuard nesting(c);
  AstShape shape;
  c.skip_space();
  shape.offset = c.pos();
  if (c.try_consume("(")) {
    shape.is_tuple = true;
    if (!c.try_consume(")")) {
      do {
        shape.elements.push_back(parse_shape(c));
      } while (c.try_consume(","));
      c.expect(")");
    }
    return shape;
  }
  const std::string type_name = c.read_name("a shape");
  shape.is_complex = type_name == "c64" || type_name == "c128";
  const auto dtype = shape.is_complex ? std::optional<DType>(type_name == "c64" ? DType::F32 : DType::F64) : parse_dtype(type_name);
  if (!dtype) {
    if (type_name == "token" || type_name.rfind("f8", 0) == 0 || type_name.rfind("f6", 0) == 0 || type_name.rfind("f4", 0) == 0 ||
        type_name == "s4" || type_name == "u4") {
      c.fail_at(shape.offset, fmt::format("unsupported element type '{}'", type_name));
    }
    c.fail_at(shape.offset, fmt::format("expected a shape such as f32[2,3], got '{}'", type_name));
  }
  if (c.peek_raw() != '[') c.fail_expected("'[' after the element type");
  c.expect("[");
  Dims dims;
  double elements = 1;
  if (!c.try_consume("]")) {
    do {
      if (c.peek() == '<' || c.peek() == '?') c.fail("dynamic dimensions are not supported (kiln needs static shapes)");
      const int64_t d = c.read_int("a dimension size");
      if (d < 0) c.fail("dimension sizes must be >= 0");
      elements *= static_cast<double>(d);
      dims.push_back(d);
    } while (c.try_consume(","));
    c.expect("]");
  }
  if (elements > static_cast<double>(kMaxTensorElements)) c.fail_at(shape.offset, "shape has too many elements (the limit is 2^40)");
  const int64_t rank = static_cast<int64_t>(dims.size());
  Dims m2m = default_minor_to_major(rank);
  if (c.peek_raw() == '{') {  // a layout only when it touches the ']'
    shape.has_layout = true;
    m2m = parse_layout(c, rank);
  }
  shape.array = TensorType(*dtype, std::move(dims), std::move(m2m));
  return shape;
}

AstModule parse_hlo_module(std::shared_ptr<const SourceText> source) {
  return ModuleParser(std::move(source)).parse();
}

}  // namespace kiln
