#include "importer/text_cursor.h"

#include <fmt/format.h>

#include <cctype>
#include <charconv>

#include "support/error.h"

namespace kiln {

namespace {

bool is_name_char(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.' || c == '-';
}

}  // namespace

TextCursor::TextCursor(const SourceText& source, size_t begin, size_t end)
    : source_(source), text_(source.text()), pos_(begin), end_(std::min(end, source.text().size())) {}

void TextCursor::skip_space() {
  while (pos_ < end_) {
    const char c = text_[pos_];
    if (std::isspace(static_cast<unsigned char>(c))) {
      ++pos_;
    } else if (c == '/' && pos_ + 1 < end_ && text_[pos_ + 1] == '/') {
      while (pos_ < end_ && text_[pos_] != '\n') ++pos_;
    } else if (c == '/' && pos_ + 1 < end_ && text_[pos_ + 1] == '*') {
      const size_t close = text_.find("*/", pos_ + 2);
      pos_ = (close == std::string_view::npos || close + 2 > end_) ? end_ : close + 2;
    } else {
      break;
    }
  }
}

bool TextCursor::at_end() {
  skip_space();
  return pos_ >= end_;
}

char TextCursor::peek() {
  skip_space();
  return pos_ < end_ ? text_[pos_] : '\0';
}

bool TextCursor::try_consume(std::string_view token) {
  skip_space();
  if (text_.substr(pos_, token.size()) == token && pos_ + token.size() <= end_) {
    pos_ += token.size();
    return true;
  }
  return false;
}

void TextCursor::expect(std::string_view token) {
  if (!try_consume(token)) fail_expected(fmt::format("'{}'", token));
}

std::optional<std::string> TextCursor::try_read_name() {
  skip_space();
  size_t p = pos_;
  if (p < end_ && text_[p] == '%') ++p;
  const size_t start = p;
  while (p < end_ && is_name_char(text_[p])) {
    if (text_[p] == '-' && p + 1 < end_ && text_[p + 1] == '>') break;
    ++p;
  }
  if (p == start) return std::nullopt;
  pos_ = p;
  return std::string(text_.substr(start, p - start));
}

std::string TextCursor::read_name(std::string_view what) {
  auto name = try_read_name();
  if (!name) fail_expected(what);
  return *name;
}

bool TextCursor::try_keyword(std::string_view keyword) {
  skip_space();
  const size_t saved = pos_;
  if (peek_raw() == '%') return false;  // %ROOT is a name, not the keyword
  auto name = try_read_name();
  if (name && *name == keyword) return true;
  pos_ = saved;
  return false;
}

int64_t TextCursor::read_int(std::string_view what) {
  skip_space();
  size_t p = pos_;
  if (p < end_ && (text_[p] == '-' || text_[p] == '+')) ++p;
  while (p < end_ && std::isdigit(static_cast<unsigned char>(text_[p]))) ++p;
  int64_t value = 0;
  const char* first = text_.data() + pos_ + (pos_ < end_ && text_[pos_] == '+');
  auto [ptr, ec] = std::from_chars(first, text_.data() + p, value);
  if (ec != std::errc() || ptr != text_.data() + p || p == pos_) fail_expected(what);
  pos_ = p;
  return value;
}

std::string TextCursor::read_string(std::string_view what) {
  skip_space();
  if (peek_raw() != '"') fail_expected(what);
  const size_t open = pos_;
  std::string out;
  for (size_t p = pos_ + 1; p < end_; ++p) {
    char c = text_[p];
    if (c == '"') {
      pos_ = p + 1;
      return out;
    }
    if (c == '\\' && p + 1 < end_) {
      c = text_[++p];
      if (c == 'n') {
        c = '\n';
      } else if (c == 't') {
        c = '\t';
      } else if (c >= '0' && c <= '7') {  // \ooo: XLA escapes a non-ASCII file name's bytes so
        int v = 0;
        for (int k = 0; k < 3 && p < end_ && text_[p] >= '0' && text_[p] <= '7'; ++k) v = v * 8 + (text_[p++] - '0');
        --p;
        c = static_cast<char>(v);
      }
    }
    out.push_back(c);
  }
  fail_at(open, fmt::format("unterminated string ({})", what));
}

TextSpan TextCursor::scan_value() {
  skip_space();
  const size_t begin = pos_;
  int depth = 0;
  size_t p = pos_;
  while (p < end_) {
    const char c = text_[p];
    if (c == '"') {
      for (++p; p < end_ && text_[p] != '"'; ++p) {
        if (text_[p] == '\\') ++p;
      }
      if (p >= end_) fail_at(begin, "unterminated string in attribute value");
      ++p;
      continue;
    }
    if (c == '(' || c == '{' || c == '[') {
      ++depth;
    } else if (c == ')' || c == '}' || c == ']') {
      if (depth == 0) break;
      --depth;
    } else if (depth == 0 && (c == ',' || c == '\n' || (c == '/' && p + 1 < end_ && text_[p + 1] == '/'))) {
      break;
    }
    ++p;
  }
  if (depth != 0) fail_at(begin, "unbalanced brackets in attribute value");
  size_t end = p;
  while (end > begin && std::isspace(static_cast<unsigned char>(text_[end - 1]))) --end;
  if (end == begin) fail_expected("an attribute value");
  pos_ = p;
  return {begin, end};
}

TextSpan TextCursor::skip_group() {
  skip_space();
  const size_t begin = pos_;
  const char open = peek_raw();
  if (open != '(' && open != '{' && open != '[') fail_expected("'(', '{' or '['");
  std::string closers;  // the closing brackets still owed, innermost last
  for (size_t p = pos_; p < end_; ++p) {
    const char c = text_[p];
    if (c == '"') {
      for (++p; p < end_ && text_[p] != '"'; ++p) {
        if (text_[p] == '\\') ++p;
      }
      continue;
    }
    if (c == '(') closers += ')';
    if (c == '{') closers += '}';
    if (c == '[') closers += ']';
    if (c == ')' || c == '}' || c == ']') {
      if (c != closers.back()) {
        pos_ = p;
        fail_expected(fmt::format("'{}'", closers.back()));
      }
      closers.pop_back();
      if (closers.empty()) {
        pos_ = p + 1;
        return {begin, p + 1};
      }
    }
  }
  fail_at(begin, fmt::format("unclosed '{}'", open));
}

void TextCursor::fail(std::string_view message) const { fail_at(pos_, message); }

void TextCursor::fail_at(size_t offset, std::string_view message) const {
  throw UserError(fmt::format("{}: {}", source_.location(offset), message));
}

std::string TextCursor::describe_next() {
  skip_space();
  if (pos_ >= end_) return "end of input";
  size_t p = pos_;
  if (text_[p] == '%') ++p;
  while (p < end_ && p - pos_ < 24 && is_name_char(text_[p])) ++p;
  if (p == pos_ || (p == pos_ + 1 && text_[pos_] == '%')) p = pos_ + 1;
  std::string token(text_.substr(pos_, p - pos_));
  for (char& c : token) {
    if (!std::isprint(static_cast<unsigned char>(c))) c = '?';
  }
  return fmt::format("'{}'", token);
}

void TextCursor::fail_expected(std::string_view expected) {
  const std::string got = describe_next();
  fail(fmt::format("expected {}, got {}", expected, got));
}

namespace {
thread_local int nesting_depth = 0;
}  // namespace

NestingGuard::NestingGuard(const TextCursor& c) {
  if (++nesting_depth > kMaxNesting) {
    --nesting_depth;  // the destructor does not run when the constructor throws
    c.fail(fmt::format("nested more than {} levels deep", kMaxNesting));
  }
}

NestingGuard::~NestingGuard() { --nesting_depth; }

}  // namespace kiln
