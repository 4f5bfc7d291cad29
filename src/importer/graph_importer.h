// AstModule -> Module: resolves names, flattens tuples, inlines fusion and call,
// builds sub-computations as graphs, parses attributes and constants, and checks
// every declared shape against shape inference.
#pragma once

#include <memory>

#include "importer/hlo_ast.h"
#include "importer/import.h"

namespace kiln {

std::unique_ptr<Module> build_module(const AstModule& ast, const ImportOptions& options);

}  // namespace kiln
