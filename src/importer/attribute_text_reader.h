// A cursor over the small texts attributes carry (Shardy's meshes and
// shardings, GSPMD's sharding strings): tokens, quoted names, integers, and
// an error that says what was expected and where.
#pragma once

#include <fmt/format.h>

#include <cctype>
#include <charconv>
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>

#include "ir/tensor_type.h"

namespace kiln {

// Malformed text: what was expected, and where (an offset into the text).
struct AttributeTextError : std::runtime_error {
  AttributeTextError(size_t offset, const std::string& message) : std::runtime_error(message), offset(offset) {}
  size_t offset;
};

class AttributeTextReader {
 public:
  // `what` names the text in errors: "Shardy's attribute".
  AttributeTextReader(std::string_view text, std::string_view what) : text_(text), what_(what) {}

  [[noreturn]] void fail(const std::string& expected) const {
    const std::string_view rest = text_.substr(pos_, 12);
    throw AttributeTextError(pos_, fmt::format("expected {} in {}, got '{}'", expected, what_, rest.empty() ? "the end" : rest));
  }
  void skip_space() {
    while (pos_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[pos_]))) ++pos_;
  }
  bool try_consume(std::string_view token) {
    skip_space();
    if (text_.substr(pos_, token.size()) != token) return false;
    pos_ += token.size();
    return true;
  }
  void expect(std::string_view token) {
    if (!try_consume(token)) fail(fmt::format("'{}'", token));
  }
  bool at(char ch) {
    skip_space();
    return pos_ < text_.size() && text_[pos_] == ch;
  }
  std::string quoted() {
    skip_space();
    if (!at('"')) fail("a quoted axis name");
    const size_t end = text_.find('"', pos_ + 1);
    if (end == std::string_view::npos) fail("a closing '\"'");
    std::string name(text_.substr(pos_ + 1, end - pos_ - 1));
    pos_ = end + 1;
    return name;
  }
  std::string word() {
    skip_space();
    const size_t begin = pos_;
    while (pos_ < text_.size() && (std::isalnum(static_cast<unsigned char>(text_[pos_])) || text_[pos_] == '_' || text_[pos_] == '.' || text_[pos_] == '-' ||
                                   text_[pos_] == '$')) {
      ++pos_;
    }
    if (pos_ == begin) fail("a name");
    return std::string(text_.substr(begin, pos_ - begin));
  }
  int64_t integer() {
    skip_space();
    const size_t begin = pos_;
    if (pos_ < text_.size() && text_[pos_] == '-') ++pos_;
    while (pos_ < text_.size() && std::isdigit(static_cast<unsigned char>(text_[pos_]))) ++pos_;
    int64_t v = 0;
    const char* first = text_.data() + begin;
    const auto [end, error] = std::from_chars(first, text_.data() + pos_, v);
    if (pos_ == begin || error != std::errc() || end != text_.data() + pos_) {
      pos_ = begin;
      fail("an integer (of 64 bits)");
    }
    return v;
  }
  Dims integers_in_brackets() {
    Dims out;
    expect("[");
    if (try_consume("]")) return out;
    do {
      out.push_back(integer());
    } while (try_consume(","));
    expect("]");
    return out;
  }
  void end() {
    skip_space();
    if (pos_ != text_.size()) fail("the end");
  }

 private:
  std::string_view text_;
  std::string_view what_;
  size_t pos_ = 0;
};

}  // namespace kiln
