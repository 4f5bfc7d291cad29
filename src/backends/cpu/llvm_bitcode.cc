#include "backends/cpu/llvm_bitcode.h"

#include <llvm/AsmParser/Parser.h>
#include <llvm/Bitcode/BitcodeWriter.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/SourceMgr.h>
#include <llvm/Support/raw_ostream.h>

#include "support/error.h"

namespace kiln::cpu {

std::vector<uint8_t> bitcode_from_ir(const std::string& ir, const std::string& what) {
  llvm::LLVMContext context;
  llvm::SMDiagnostic error;
  std::unique_ptr<llvm::Module> m = llvm::parseAssemblyString(ir, error, context);
  if (!m) internal_error("{}'s LLVM IR does not parse: {}", what, error.getMessage().str());
  std::string bytes;
  llvm::raw_string_ostream out(bytes);
  llvm::WriteBitcodeToFile(*m, out);
  out.flush();
  return std::vector<uint8_t>(bytes.begin(), bytes.end());
}

}  // namespace kiln::cpu
