#include "importer/source_text.h"

#include <fmt/format.h>

#include <algorithm>

namespace kiln {

SourceText::SourceText(std::string file_name, std::string text)
    : file_name_(std::move(file_name)), text_(std::move(text)) {
  line_starts_.push_back(0);
  for (size_t i = 0; i < text_.size(); ++i) {
    if (text_[i] == '\n') line_starts_.push_back(i + 1);
  }
}

std::string SourceText::location(size_t offset) const {
  offset = std::min(offset, text_.size());
  auto it = std::upper_bound(line_starts_.begin(), line_starts_.end(), offset);
  const size_t line = static_cast<size_t>(it - line_starts_.begin());
  const size_t col = offset - line_starts_[line - 1] + 1;
  return fmt::format("{}:{}:{}", file_name_, line, col);
}

}  // namespace kiln
