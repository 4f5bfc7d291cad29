#include "importer/import.h"

#include <fmt/format.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "importer/graph_importer.h"
#include "importer/hlo_parser.h"
#include "support/error.h"

namespace kiln {

std::unique_ptr<Module> import_hlo_text(std::string text, std::string file_name, const ImportOptions& options) {
  auto source = std::make_shared<const SourceText>(std::move(file_name), std::move(text));
  const AstModule ast = parse_hlo_module(source);
  return build_module(ast, options);
}

std::unique_ptr<Module> import_hlo_file(const std::string& path, const ImportOptions& options) {
  if (std::filesystem::is_directory(path)) user_error("{}: is a directory, not an HLO file", path);
  std::ifstream in(path, std::ios::binary);
  if (!in) user_error("{}: cannot open file", path);
  std::ostringstream buffer;
  buffer << in.rdbuf();
  return import_hlo_text(buffer.str(), path, options);
}

}  // namespace kiln
