// MlirModule (one StableHLO program) -> Module. The public @main (or the only
// public function) is the entry; func.call is inlined; regions become called
// graphs (reducers, comparators, loop bodies, branches); chlo ops are expanded
// as chlo-legalize-to-stablehlo does (chlo_decompositions.h); check ops and
// `custom_call @check.*` become ProgramChecks (ir/program_check.h).
#pragma once

#include <memory>

#include "importer/import.h"
#include "importer/mlir_ast.h"

namespace kiln {

std::unique_ptr<Module> build_stablehlo_module(const MlirModule& program, const ImportOptions& options);

}  // namespace kiln
