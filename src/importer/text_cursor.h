// A recursive-descent reader over part of a SourceText. Whitespace and comments
// (`// ...` and `/* ... */`) are skipped before every token. Errors throw UserError
// as "file:line:col: expected X, got Y".
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "importer/source_text.h"

namespace kiln {

struct TextSpan {
  size_t begin = 0, end = 0;
};

class TextCursor {
 public:
  TextCursor(const SourceText& source, size_t begin, size_t end);
  TextCursor(const SourceText& source, TextSpan span) : TextCursor(source, span.begin, span.end) {}
  explicit TextCursor(const SourceText& source) : TextCursor(source, 0, source.text().size()) {}

  const SourceText& source() const { return source_; }
  size_t pos() const { return pos_; }
  void set_pos(size_t pos) { pos_ = pos; }

  void skip_space();
  bool at_end();                         // after skipping space
  char peek();                           // next non-space char, or '\0' at the end
  char peek_raw() const { return pos_ < end_ ? text_[pos_] : '\0'; }
  bool try_consume(std::string_view token);
  void expect(std::string_view token);
  // An identifier as HLO spells names and keywords: [%]?[A-Za-z0-9_.-]+ ; a '-'
  // that starts "->" ends it. The leading '%' is dropped.
  std::optional<std::string> try_read_name();
  std::string read_name(std::string_view what);
  bool try_keyword(std::string_view keyword);  // a whole name equal to `keyword`
  int64_t read_int(std::string_view what);
  // A double-quoted string, its \" \\ \n \t and octal \ooo escapes read.
  std::string read_string(std::string_view what);
  // Raw text of one attribute value: up to a ',' or line end outside brackets and
  // quotes, or a closing bracket that was not opened in it.
  TextSpan scan_value();
  // Skips a balanced (...), {...} or [...] group starting at the next char.
  TextSpan skip_group();

  [[noreturn]] void fail(std::string_view message) const;
  [[noreturn]] void fail_at(size_t offset, std::string_view message) const;
  [[noreturn]] void fail_expected(std::string_view expected);
  std::string location() const { return source_.location(pos_); }
  std::string describe_next();  // "'foo'" or "end of input", for "got ..."

 private:
  const SourceText& source_;
  std::string_view text_;
  size_t pos_, end_;
};

// The largest array either importer accepts (2^40 elements): anything bigger
// is a typo or an attack, and its element count would overflow int64 arithmetic.
constexpr int64_t kMaxTensorElements = int64_t{1} << 40;

// How deeply the recursive parsers nest (tuple shapes, attribute values,
// regions), counted per thread: one guard per level, and past kMaxNesting
// levels a "file:line:col: nested more than 256 levels deep" error instead of
// a stack overflow (30,000 nested tuple parentheses crashed the importer).
// Real programs nest a few levels.
class NestingGuard {
 public:
  static constexpr int kMaxNesting = 256;
  explicit NestingGuard(const TextCursor& c);
  ~NestingGuard();
  NestingGuard(const NestingGuard&) = delete;
  NestingGuard& operator=(const NestingGuard&) = delete;
};

}  // namespace kiln
