#include "backends/cpu/prefetch_into_l2.h"

#include <string>
#include <vector>

#include "backends/cpu/llvm_bitcode.h"

namespace kiln::cpu {

namespace hi = Halide::Internal;

namespace {

constexpr const char* kPrefetch = "kiln_prefetch_l2";

// weak_odr and always inlined: the call costs nothing but the instruction.
// Read (0), locality 2 (x86: prefetcht1), data cache (1).
std::string prefetch_ir() {
  return std::string("target datalayout = \"") + kX86_64ElfDataLayout + "\"\n" +
         "declare void @llvm.prefetch.p0i8(i8* nocapture readonly, i32 immarg, i32 immarg, i32)\n"
         "define weak_odr i32 @kiln_prefetch_l2(i8* %p) alwaysinline nounwind {\n"
         "  call void @llvm.prefetch.p0i8(i8* %p, i32 0, i32 2, i32 1)\n"
         "  ret i32 0\n"
         "}\n";
}

const std::vector<uint8_t>& prefetch_bitcode() {
  static const std::vector<uint8_t> bitcode = bitcode_from_ir(prefetch_ir(), "the L2 prefetch");
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
