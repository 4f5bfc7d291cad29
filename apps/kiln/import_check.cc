// kiln import-check PATH...: a line per file (HLO text or StableHLO; a file of
// several programs imports all of them; directories are searched for .hlo and
// .mlir files; a module for several devices says how many), then the
// refusals grouped by the construct each needs, and last `imported N/M`.
#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>

#include "cli.h"
#include "importer/import.h"
#include "support/error.h"

namespace kiln::cli {

namespace {

namespace fs = std::filesystem;

std::vector<std::string> expand(const std::vector<std::string>& paths) {
  std::vector<std::string> files;
  for (const std::string& p : paths) {
    std::error_code ec;
    if (!fs::is_directory(p, ec)) {
      files.push_back(p);
      continue;
    }
    std::vector<std::string> found;
    for (fs::recursive_directory_iterator it(p, ec), end; !ec && it != end; it.increment(ec)) {
      const fs::path& f = it->path();
      if (it->is_regular_file(ec) && (f.extension() == ".hlo" || f.extension() == ".mlir")) found.push_back(f.string());
    }
    if (ec) user_error("{}: cannot read the directory: {}", p, ec.message());
    std::sort(found.begin(), found.end());
    files.insert(files.end(), found.begin(), found.end());
  }
  return files;
}

// A shape-polymorphic program's argument shapes: FILE.arg-shapes beside it
// (one line, as --arg-shapes), else --arg-shapes.
std::string arg_shapes_for(const std::string& file, const std::string& flag) {
  std::ifstream in(file + ".arg-shapes");
  std::string line;
  if (in && std::getline(in, line)) {
    while (!line.empty() && std::isspace(static_cast<unsigned char>(line.back()))) line.pop_back();
    return line;
  }
  return flag;
}

// What a refusal needs, from its message: "op fft", "custom-call foo",
// "dynamic shapes, no argument shapes given", ...
std::string construct_of(const std::string& message) {
  static const std::regex opcode(R"(unsupported opcode '([^']+)')"), operation(R"(unsupported operation ([\w.]+))"),
      hlo_target(R"(unsupported custom-call target "([^"]+)\")"), mlir_target(R"(unsupported custom_call target @([\w.$-]+))"),
      unsupported(R"(unsupported: ([^(;:]+))");
  std::smatch m;
  if (message.find("has a dynamic shape") != std::string::npos) return "dynamic shapes, no argument shapes given";
  if (std::regex_search(message, m, opcode) || std::regex_search(message, m, operation)) return "op " + m[1].str();
  if (std::regex_search(message, m, hlo_target) || std::regex_search(message, m, mlir_target)) return "custom-call " + m[1].str();
  if (std::regex_search(message, m, unsupported)) {
    std::string what = m[1].str();
    while (!what.empty() && what.back() == ' ') what.pop_back();
    return what;
  }
  // MLIR module syntax kiln does not read yet, by the token it stopped at.
  static const std::regex stopped_at(R"(expected (func\.func|an operation name), got '([^']*)')");
  if (std::regex_search(message, m, stopped_at)) {
    const std::string got = m[2].str();
    if (got == "\"") return "generic-form func.func";
    if (got == "!" || got == "#") return "type and attribute aliases";
    if (got == "^") return "blocks with arguments (^bb)";
    if (got.starts_with("util.") || got.starts_with("flow.")) return "IREE globals (util.global, flow.variable)";
    return "syntax before '" + got + "'";
  }
  return "malformed or inconsistent text";
}

}  // namespace

int import_check_command(const std::vector<std::string>& args) {
  std::vector<std::string> paths;
  GlobalOptions global;
  po::options_description desc("kiln import-check PATH...");
  desc.add_options()("help", "show this help")("file", po::value(&paths), "HLO or StableHLO files, or directories of them");
  add_global_options(desc, global, kArgShapes);
  const po::variables_map vm = parse(args, desc, "file", -1);
  if (printed_help(vm, desc)) return 0;
  if (paths.empty()) user_error("import-check needs at least one file");
  const std::vector<std::string> files = expand(paths);
  if (files.empty()) user_error("import-check: no .hlo or .mlir files under {}", fmt::join(paths, ", "));
  int imported = 0;
  std::map<std::string, std::vector<std::string>> refused;  // construct -> files
  for (const std::string& file : files) {
    std::string error;
    try {
      ImportOptions options;
      options.warn = [](const std::string&) {};  // elided constants are expected in corpora
      options.argument_shapes = parse_arg_shapes(arg_shapes_for(file, global.arg_shapes));
      const auto programs = import_programs(file, options);
      size_t computations = 0, instructions = 0;
      int64_t devices = 1;
      for (const auto& module : programs) {
        computations += module->graphs().size();
        for (const auto& g : module->graphs()) instructions += g->nodes().size();
        devices = std::max(devices, module->mesh().devices());
      }
      const std::string several = programs.size() > 1 ? fmt::format("{} programs, ", programs.size()) : "";
      const std::string spmd = devices > 1 ? fmt::format(", for {} devices", devices) : "";
      fmt::print("ok    {}  ({}{} computations, {} instructions{})\n", file, several, computations, instructions, spmd);
      ++imported;
      continue;
    } catch (const UserError& e) {
      error = e.what();
    } catch (const InternalError& e) {
      error = fmt::format("internal error: {}", e.what());
    }
    fmt::print("FAIL  {}: {}\n", file, error);
    refused[construct_of(error)].push_back(file);
  }
  if (!refused.empty()) {
    fmt::print("refused, by the construct each needs:\n");
    for (const auto& [construct, which] : refused) fmt::print("  {:<40} {:>3}  {}\n", construct, which.size(), fmt::join(which, " "));
  }
  fmt::print("imported {}/{}\n", imported, files.size());  // last, as DESIGN.md promises
  return imported == static_cast<int>(files.size()) ? 0 : 2;
}

}  // namespace kiln::cli
