// kiln import-check FILE...: a line per file (HLO text or StableHLO; a file of
// several programs imports all of them), then `imported N/M`.
#include <fmt/format.h>

#include "cli.h"
#include "importer/import.h"
#include "support/error.h"

namespace kiln::cli {

int import_check_command(const std::vector<std::string>& args) {
  std::vector<std::string> files;
  GlobalOptions global;
  po::options_description desc("kiln import-check FILE...");
  desc.add_options()("help", "show this help")("file", po::value(&files), "HLO files");
  add_global_options(desc, global, 0);
  const po::variables_map vm = parse(args, desc, "file", -1);
  if (printed_help(vm, desc)) return 0;
  if (files.empty()) user_error("import-check needs at least one file");
  int imported = 0;
  for (const std::string& file : files) {
    try {
      ImportOptions options;
      options.warn = [](const std::string&) {};  // elided constants are expected in corpora
      const auto programs = import_programs(file, options);
      size_t computations = 0, instructions = 0;
      for (const auto& module : programs) {
        computations += module->graphs().size();
        for (const auto& g : module->graphs()) instructions += g->nodes().size();
      }
      const std::string several = programs.size() > 1 ? fmt::format("{} programs, ", programs.size()) : "";
      fmt::print("ok    {}  ({}{} computations, {} instructions)\n", file, several, computations, instructions);
      ++imported;
    } catch (const UserError& e) {
      fmt::print("FAIL  {}: {}\n", file, e.what());
    } catch (const InternalError& e) {
      fmt::print("FAIL  {}: internal error: {}\n", file, e.what());
    }
  }
  fmt::print("imported {}/{}\n", imported, files.size());
  return imported == static_cast<int>(files.size()) ? 0 : 2;
}

}  // namespace kiln::cli
