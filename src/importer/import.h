// The importer's entry points: HLO text (hlo_parser.h) or StableHLO MLIR text
// (mlir_parser.h) -> Module. Errors are UserErrors that start with
// file:line:col; what kiln cannot run says "unsupported: ...".
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

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
  // The shapes of the entry's arguments, by position, for a shape-polymorphic
  // StableHLO program (jax.export's `tensor<4x?xf32>`): the program is
  // specialized to them on import. nullopt keeps an argument as declared.
  std::vector<std::optional<Dims>> argument_shapes;
  // The shapes of the inputs given for the entry's arguments (--input files,
  // numpy arrays), by position: an argument with a dynamic dim and no shape in
  // argument_shapes takes its input's (a complex argument's input may be its
  // (re, im) pairs, with a last dim of 2 more).
  std::vector<std::optional<Dims>> input_shapes;
  // Whether an entry that returns nothing (and checks nothing) is a program:
  // JAX compiles such (every output a constant or an argument, forwarded
  // outside); on the command line it is a mistake, an error.
  bool allow_no_results = false;
};

std::unique_ptr<Module> import_hlo_text(std::string text, std::string file_name = "<text>",
                                        const ImportOptions& options = {});
std::unique_ptr<Module> import_hlo_file(const std::string& path, const ImportOptions& options = {});

// StableHLO: one Module per program (a file may hold several, separated by
// `// -----` lines).
std::vector<std::unique_ptr<Module>> import_stablehlo_text(std::string text, std::string file_name = "<text>",
                                                           const ImportOptions& options = {});

// Whether a file holds MLIR (by its `.mlir` name or its first token).
bool is_mlir_file(const std::string& path, std::string_view text);

// Every program of a model file, HLO text or StableHLO.
std::vector<std::unique_ptr<Module>> import_programs(const std::string& path, const ImportOptions& options = {});
// The one program of a model file; a file with several is an error naming them.
// Each program of a file (HLO modules, or MLIR programs between `// -----`
// lines) as a text of its own, preceded by as many newlines as lines before
// it so that errors keep the file's line numbers: kiln conform imports them
// one by one, so that one program kiln cannot import fails alone.
std::vector<std::string> program_texts(const std::string& path);
// One of them.
std::unique_ptr<Module> import_program_text(std::string text, const std::string& path, const ImportOptions& options = {});

std::unique_ptr<Module> import_model_file(const std::string& path, const ImportOptions& options = {});

}  // namespace kiln
