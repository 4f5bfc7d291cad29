#include "importer/import.h"

#include <fmt/format.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "importer/graph_importer.h"
#include "importer/hlo_parser.h"
#include "importer/mlir_parser.h"
#include "importer/stablehlo_importer.h"
#include "support/error.h"

namespace kiln {

std::unique_ptr<Module> import_hlo_text(std::string text, std::string file_name, const ImportOptions& options) {
  auto source = std::make_shared<const SourceText>(std::move(file_name), std::move(text));
  const AstModule ast = parse_hlo_module(source);
  return build_module(ast, options);
}

namespace {

std::string read_model_file(const std::string& path) {
  if (std::filesystem::is_directory(path)) user_error("{}: is a directory, not a model file", path);
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

std::vector<std::unique_ptr<Module>> import_programs(const std::string& path, const ImportOptions& options) {
  std::string text = read_model_file(path);
  if (is_mlir_file(path, text)) return import_stablehlo_text(std::move(text), path, options);
  std::vector<std::unique_ptr<Module>> one;
  one.push_back(import_hlo_text(std::move(text), path, options));
  return one;
}

std::unique_ptr<Module> import_model_file(const std::string& path, const ImportOptions& options) {
  auto programs = import_programs(path, options);
  if (programs.size() != 1) {
    user_error("{}: holds {} programs (separated by '// -----'); this command takes one (kiln run and kiln conform "
               "take several)", path, programs.size());
  }
  return std::move(programs[0]);
}

}  // namespace kiln
