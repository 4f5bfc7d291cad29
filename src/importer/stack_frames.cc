#include "importer/stack_frames.h"

#include <fmt/format.h>

#include <cctype>
#include <map>

namespace kiln {

namespace {

// Whether the next line is another `N ...` entry of the current section
// (not the next section's keyword or the first computation).
bool at_entry(TextCursor& c) { return !c.at_end() && std::isdigit(static_cast<unsigned char>(c.peek())); }

// Lines `N "text"`.
std::vector<std::string> parse_names(TextCursor& c) {
  std::vector<std::string> names;
  while (at_entry(c)) {
    c.read_int("an index");
    names.push_back(c.read_string("a quoted name"));
  }
  return names;
}

// `{key=int key=int ...}` holding at least the keys in `keys`, in any order;
// others (end_line, end_column, what later XLA versions add) are read past.
std::map<std::string, int64_t> parse_fields(TextCursor& c, std::initializer_list<const char*> keys) {
  const NestingGuard nesting(c);
  const size_t open = c.pos();
  c.expect("{");
  std::map<std::string, int64_t> fields;
  while (!c.try_consume("}")) {
    if (c.at_end()) c.fail_expected("'}'");
    const size_t at = c.pos();
    const std::string key = c.read_name("a field name");
    c.expect("=");
    const int64_t value = c.read_int(fmt::format("an integer for {}", key));
    if (!fields.emplace(key, value).second) c.fail_at(at, fmt::format("field '{}' given twice", key));
  }
  for (const char* k : keys) {
    if (!fields.count(k)) c.fail_at(open, fmt::format("missing field '{}'", k));
  }
  return fields;
}

void check_id(const TextCursor& c, size_t at, int64_t id, size_t count, const char* what) {
  if (id < 1 || static_cast<size_t>(id) > count) {
    c.fail_at(at, fmt::format("{} id {} is out of range (the table has {})", what, id, count));
  }
}

}  // namespace

StackFrameIndex parse_stack_frame_index(TextCursor& c) {
  StackFrameIndex index;
  index.file_names = parse_names(c);
  if (!c.try_keyword("FunctionNames")) c.fail_expected("'FunctionNames' after the FileNames table");
  index.function_names = parse_names(c);
  if (!c.try_keyword("FileLocations")) c.fail_expected("'FileLocations' after the FunctionNames table");
  while (at_entry(c)) {
    c.read_int("an index");
    c.skip_space();
    const size_t at = c.pos();
    const auto f = parse_fields(c, {"file_name_id", "function_name_id", "line", "column"});
    check_id(c, at, f.at("file_name_id"), index.file_names.size(), "file name");
    check_id(c, at, f.at("function_name_id"), index.function_names.size(), "function name");
    index.file_locations.push_back({f.at("file_name_id"), f.at("function_name_id"), f.at("line"), f.at("column")});
  }
  if (!c.try_keyword("StackFrames")) c.fail_expected("'StackFrames' after the FileLocations table");
  while (at_entry(c)) {
    c.read_int("an index");
    c.skip_space();
    const size_t at = c.pos();
    const auto f = parse_fields(c, {"file_location_id", "parent_frame_id"});
    check_id(c, at, f.at("file_location_id"), index.file_locations.size(), "file location");
    // XLA prints a parent one past its id: 1 is "no parent".
    const int64_t parent = f.at("parent_frame_id") - 1;
    if (parent < 0) c.fail_at(at, "parent_frame_id must be at least 1 (1: no parent)");
    index.frames.push_back({f.at("file_location_id"), parent});
  }
  for (size_t i = 0; i < index.frames.size(); ++i) {
    if (index.frames[i].parent_frame_id > static_cast<int64_t>(index.frames.size())) {
      c.fail(fmt::format("stack frame {} has parent {}, but there are {} frames", i + 1, index.frames[i].parent_frame_id,
                         index.frames.size()));
    }
  }
  return index;
}

std::string StackFrameIndex::describe(int64_t id) const {
  if (id < 1 || static_cast<size_t>(id) > frames.size()) return {};
  const FileLocation& l = file_locations[static_cast<size_t>(frames[static_cast<size_t>(id - 1)].file_location_id - 1)];
  return fmt::format("{}:{} ({})", file_names[static_cast<size_t>(l.file_name_id - 1)], l.line,
                     function_names[static_cast<size_t>(l.function_name_id - 1)]);
}

std::string parse_metadata_location(TextCursor& c, const StackFrameIndex& index) {
  const NestingGuard nesting(c);
  c.expect("{");
  std::string file;
  int64_t line = 0, frame = 0;
  while (!c.try_consume("}")) {
    if (c.at_end()) c.fail_expected("'}' to close metadata");
    const std::string key = c.read_name("a metadata field");
    c.expect("=");
    const size_t at = c.pos();
    if (c.peek() == '"') {
      std::string value = c.read_string("a quoted value");
      if (key == "source_file") file = std::move(value);
    } else if (c.peek() == '{') {
      c.skip_group();  // profile_type={...}
    } else if (key == "stack_frame_id" || key == "source_line") {
      (key == "stack_frame_id" ? frame : line) = c.read_int(fmt::format("an integer for {}", key));
      if (key == "stack_frame_id" && frame != 0 && static_cast<size_t>(frame) > index.frames.size()) {
        c.fail_at(at, fmt::format("stack_frame_id {} is out of range (the module has {} frames)", frame, index.frames.size()));
      }
    } else {
      c.read_name("a metadata value");
    }
    c.try_consume(",");
  }
  if (frame > 0) return index.describe(frame);
  if (!file.empty()) return line > 0 ? fmt::format("{}:{}", file, line) : file;
  return {};
}

}  // namespace kiln
