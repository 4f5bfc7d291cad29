// The importer's entry points: HLO text -> Module (see hlo_parser.h for what text
// is accepted). Errors are UserErrors that start with file:line:col.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>

#include "importer/elided_constants.h"
#include "ir/graph.h"

namespace kiln {

struct ImportOptions {
  // Seed of the values that replace elided constants (`{...}`).
  uint64_t elided_constant_seed = 0;
  // How elided constants are filled (importer/elided_constants.h).
  ElidedConstants elided_constants = ElidedConstants::Scaled;
  // Receives warnings (elided constants); default: stderr.
  std::function<void(const std::string&)> warn;
};

std::unique_ptr<Module> import_hlo_text(std::string text, std::string file_name = "<text>",
                                        const ImportOptions& options = {});
std::unique_ptr<Module> import_hlo_file(const std::string& path, const ImportOptions& options = {});

}  // namespace kiln
