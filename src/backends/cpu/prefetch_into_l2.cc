#include "backends/cpu/prefetch_into_l2.h"

#include <llvm/AsmParser/Parser.h>
#include <llvm/Bitcode/BitcodeWriter.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/SourceMgr.h>
#include <llvm/Support/raw_ostream.h>

#include <mutex>
#include <string>
#include <vector>

#include "support/error.h"

namespace kiln::cpu {

namespace hi = Halide::Internal;

namespace {

constexpr const char* kPrefetch = "kiln_prefetch_l2";

// weak_odr and always inlined: the call costs nothing but the instruction.
// Read (0), locality 2 (x86: prefetcht1), data cache (1).
constexpr const char* kPrefetchIr =
    "target datalayout = \"e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128\"\n"
    "declare void @llvm.prefetch.p0i8(i8* nocapture readonly, i32 immarg, i32 immarg, i32 immarg)\n"
    "define weak_odr i32 @kiln_prefetch_l2(i8* %p) alwaysinline nounwind {\n"
    "  call void @llvm.prefetch.p0i8(i8* %p, i32 0, i32 2, i32 1)\n"
    "  ret i32 0\n"
    "}\n";

const std::vector<uint8_t>& prefetch_bitcode() {
  static std::once_flag once;
  static std::vector<uint8_t> bitcode;
  std::call_once(once, [] {
    llvm::LLVMContext context;
    llvm::SMDiagnostic error;
    std::unique_ptr<llvm::Module> m = llvm::parseAssemblyString(kPrefetchIr, error, context);
    if (!m) internal_error("the L2 prefetch's LLVM IR does not parse: {}", error.getMessage().str());
    std::string bytes;
    llvm::raw_string_ostream out(bytes);
    llvm::WriteBitcodeToFile(*m, out);
    out.flush();
    bitcode.assign(bytes.begin(), bytes.end());
  });
  return bitcode;
}

// Halide's prefetch(buffer, index, extent, stride) of element type T reads
// from `buffer + index * sizeof(T)`: the call gets that address.
class L2Prefetches : public hi::IRMutator {
 public:
  int rewritten = 0;

 private:
  using IRMutator::visit;
  Halide::Expr visit(const hi::Call* op) override {
    if (!op->is_intrinsic(hi::Call::prefetch)) return IRMutator::visit(op);
    ++rewritten;
    const Halide::Expr base = Halide::reinterpret(Halide::UInt(64), op->args[0]);
    const Halide::Expr offset = Halide::cast(Halide::UInt(64), Halide::cast(Halide::Int(64), op->args[1]) * op->type.bytes());
    return hi::Call::make(Halide::Int(32), kPrefetch, {Halide::reinterpret(Halide::Handle(), base + offset)}, hi::Call::Extern);
  }
};

}  // namespace

bool prefetches_into_l2(const Halide::Target& target) {
  return target.arch == Halide::Target::X86 && target.bits == 64 && target.os == Halide::Target::Linux && !target.has_gpu_feature();
}

int prefetch_into_l2(Halide::Module& module) {
  L2Prefetches prefetches;
  for (hi::LoweredFunc& f : module.functions()) f.body = prefetches.mutate(f.body);
  if (prefetches.rewritten > 0) module.append(Halide::ExternalCode::bitcode_wrapper(module.target(), prefetch_bitcode(), "kiln_prefetch_l2"));
  return prefetches.rewritten;
}

}  // namespace kiln::cpu
