#include "backends/cpu/streaming_stores.h"

#include <llvm/IR/Constants.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/IntrinsicsX86.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Metadata.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/raw_ostream.h>

#include <vector>

#include "support/error.h"

namespace kiln::cpu {

namespace {

// The buffer a store writes, as Halide names it in the store's type-based
// alias metadata (one TBAA type per buffer, named after it).
std::string buffer_of(const llvm::StoreInst& store) {
  const llvm::MDNode* tag = store.getMetadata(llvm::LLVMContext::MD_tbaa);
  if (!tag || tag->getNumOperands() < 1) return "";
  const auto* type = llvm::dyn_cast<llvm::MDNode>(tag->getOperand(0));
  if (!type || type->getNumOperands() < 1) return "";
  const auto* name = llvm::dyn_cast<llvm::MDString>(type->getOperand(0));
  return name ? name->getString().str() : "";
}

bool is_output(const std::string& buffer, const std::set<std::string>& outputs) {
  for (const std::string& o : outputs) {
    if (buffer == o || (buffer.size() > o.size() && buffer.compare(0, o.size(), o) == 0 && buffer[o.size()] == '.')) return true;
  }
  return false;
}

}  // namespace

int compile_with_streaming_stores(const Halide::Module& module, const std::set<std::string>& outputs,
                                  const std::filesystem::path& object) {
  llvm::LLVMContext context;
  std::unique_ptr<llvm::Module> m = Halide::compile_module_to_llvm_module(module, context);
  llvm::MDNode* nontemporal =
      llvm::MDNode::get(context, llvm::ConstantAsMetadata::get(llvm::ConstantInt::get(llvm::Type::getInt32Ty(context), 1)));
  int marked = 0;
  for (llvm::Function& f : *m) {
    std::vector<llvm::ReturnInst*> returns;
    bool any = false;
    for (llvm::BasicBlock& block : f) {
      for (llvm::Instruction& inst : block) {
        if (auto* ret = llvm::dyn_cast<llvm::ReturnInst>(&inst)) returns.push_back(ret);
        auto* store = llvm::dyn_cast<llvm::StoreInst>(&inst);
        if (!store || !store->getValueOperand()->getType()->isVectorTy() || !is_output(buffer_of(*store), outputs)) continue;
        store->setMetadata(llvm::LLVMContext::MD_nontemporal, nontemporal);
        any = true;
        ++marked;
      }
    }
    // Non-temporal stores are weakly ordered: fence them before the function
    // (a parallel task's closure included) returns.
    if (!any) continue;
    for (llvm::ReturnInst* ret : returns) {
      llvm::IRBuilder<> b(ret);
      b.CreateCall(llvm::Intrinsic::getDeclaration(m.get(), llvm::Intrinsic::x86_sse_sfence));
    }
  }
  std::error_code error;
  llvm::raw_fd_ostream out(object.string(), error);
  if (error) user_error("{}: cannot write the kernel's object file ({})", object.string(), error.message());
  Halide::compile_llvm_module_to_object(*m, out);
  return marked;
}

}  // namespace kiln::cpu
