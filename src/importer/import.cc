#include "importer/import.h"

#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "importer/graph_importer.h"
#include "importer/hlo_parser.h"
#include "importer/mlir_parser.h"
#include "importer/source_text.h"
#include "importer/text_cursor.h"
#include "importer/stablehlo_importer.h"
#include "support/error.h"

namespace kiln {


std::unique_ptr<Module> import_hlo_text(std::string text, std::string file_name, const ImportOptions& options) {
  auto source = std::make_shared<const SourceText>(std::move(file_name), std::move(text));
  const AstModule ast = parse_hlo_module(source);
  return build_module(ast, options);
}

namespace {

// Model files are read whole; a device (/dev/zero) or anything larger than
// this is refused before it exhausts memory.
constexpr uintmax_t kMaxModelFileBytes = uintmax_t{4} << 30;

std::string read_model_file(const std::string& path) {
  if (std::filesystem::is_directory(path)) user_error("{}: is a directory, not a model file", path);
  std::error_code error;
  const auto status = std::filesystem::status(path, error);
  if (!error && std::filesystem::exists(status) && !std::filesystem::is_regular_file(status) && !std::filesystem::is_fifo(status)) {
    user_error("{}: not a regular file (a device or socket is not a model)", path);
  }
  if (std::filesystem::is_regular_file(status) && std::filesystem::file_size(path, error) > kMaxModelFileBytes) {
    user_error("{}: larger than {} GiB, more than kiln reads as a model", path, kMaxModelFileBytes >> 30);
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) user_error("{}: cannot open file ({})", path, std::filesystem::exists(path) ? "permission denied" : "no such file");
  std::ostringstream buffer;
  buffer << in.rdbuf();
  if (in.bad()) user_error("{}: cannot read file", path);
  return buffer.str();
}

}  // namespace

std::unique_ptr<Module> import_hlo_file(const std::string& path, const ImportOptions& options) {
  return import_hlo_text(read_model_file(path), path, options);
}

std::vector<std::unique_ptr<Module>> import_stablehlo_text(std::string text, std::string file_name,
                                                           const ImportOptions& options) {
  auto source = std::make_shared<const SourceText>(std::move(file_name), std::move(text));
  std::vector<std::unique_ptr<Module>> modules;
  for (const MlirModule& program : parse_mlir_programs(source)) modules.push_back(build_stablehlo_module(program, options));
  return modules;
}

bool is_mlir_file(const std::string& path, std::string_view text) {
  return std::filesystem::path(path).extension() == ".mlir" || looks_like_mlir(text);
}

namespace {

// Offsets of the lines that start an HLO module (`HloModule name`): a dump of
// several modules concatenated holds one per module.
std::vector<size_t> hlo_module_starts(std::string_view text) {
  std::vector<size_t> starts;
  for (size_t line = 0; line < text.size();) {
    if (text.substr(line, 10) == "HloModule ") starts.push_back(line);
    const size_t end = text.find('\n', line);
    if (end == std::string_view::npos) break;
    line = end + 1;
  }
  return starts;
}

// text[begin, end) preceded by a newline for every line before `begin`.
std::string piece_in_place(const std::string& text, size_t begin, size_t end) {
  std::string piece(static_cast<size_t>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(begin), '\n')), '\n');
  piece.append(text, begin, end - begin);
  return piece;
}

std::vector<std::string> split_program_texts(const std::string& path, std::string text) {
  std::vector<std::string> texts;
  if (is_mlir_file(path, text)) {
    const SourceText source(path, text);
    for (const TextSpan& span : mlir_program_spans(source)) texts.push_back(piece_in_place(text, span.begin, span.end));
    if (texts.empty()) texts.push_back(std::move(text));  // the importer says what is missing
    return texts;
  }
  const std::vector<size_t> starts = hlo_module_starts(text);
  if (starts.size() <= 1) return {std::move(text)};
  for (size_t i = 0; i < starts.size(); ++i) texts.push_back(piece_in_place(text, starts[i], i + 1 < starts.size() ? starts[i + 1] : text.size()));
  return texts;
}

}  // namespace

std::vector<std::string> program_texts(const std::string& path) { return split_program_texts(path, read_model_file(path)); }

std::unique_ptr<Module> import_program_text(std::string text, const std::string& path, const ImportOptions& options) {
  if (!is_mlir_file(path, text)) return import_hlo_text(std::move(text), path, options);
  auto modules = import_stablehlo_text(std::move(text), path, options);
  if (modules.size() != 1) user_error("{}: expected one program, found {}", path, modules.size());
  return std::move(modules[0]);
}

std::vector<std::unique_ptr<Module>> import_programs(const std::string& path, const ImportOptions& options) {
  std::string text = read_model_file(path);
  if (is_mlir_file(path, text)) return import_stablehlo_text(std::move(text), path, options);
  // Each HLO module is parsed on its own, in place (errors keep the file's lines).
  std::vector<std::unique_ptr<Module>> modules;
  for (std::string& part : split_program_texts(path, std::move(text))) modules.push_back(import_hlo_text(std::move(part), path, options));
  return modules;
}

std::unique_ptr<Module> import_model_file(const std::string& path, const ImportOptions& options) {
  auto programs = import_programs(path, options);
  if (programs.size() != 1) {
    user_error("{}: holds {} programs (HLO modules, or MLIR programs separated by '// -----'); this command takes one "
               "(kiln run, import-check and conform take several)", path, programs.size());
  }
  return std::move(programs[0]);
}

}  // namespace kiln
