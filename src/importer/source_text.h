// A source file held in memory, with the positions of its lines, so that every
// parse error can say file:line:col.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace kiln {

class SourceText {
 public:
  SourceText(std::string file_name, std::string text);
  const std::string& file_name() const { return file_name_; }
  std::string_view text() const { return text_; }
  // "file:line:col" of a byte offset (1-based line and column).
  std::string location(size_t offset) const;

 private:
  std::string file_name_;
  std::string text_;
  std::vector<size_t> line_starts_;
};

}  // namespace kiln
