#include "backends/cpu/fma_exp.h"

#include <bit>
#include <cinttypes>
#include <cstdio>
#include <string>
#include <vector>

#include "backends/cpu/llvm_bitcode.h"

namespace kiln::cpu {

namespace hi = Halide::Internal;

namespace {

constexpr const char* kExp = "kiln_exp_f32";
// ln 2^-126 rounded up: exp of anything below is under f32's smallest normal
// number and flushed to +0, as Halide's exp did and XLA:CPU (denormals
// flushed) does. A subnormal softmax probability made the bf16 GEMM that
// reads it 7x slower (ViT-B/16's attention: 0.9 -> 2.1 s a step).
constexpr float kLowest = -87.3365402f;

// An f32 constant as LLVM IR writes it: the double of the same value, in hex
// (a decimal constant must be exact in f32, which most of these are not).
std::string f32_literal(float value) {
  char text[32];
  std::snprintf(text, sizeof text, "0x%016" PRIX64, std::bit_cast<uint64_t>(static_cast<double>(value)));
  return text;
}

// The IR of one width: `lanes` 1 is the scalar function Halide declares,
// others the vector versions it looks for by name (`<name>x<lanes>`).
std::string exp_ir(int lanes) {
  const bool vector = lanes > 1;
  const std::string n = std::to_string(lanes);
  const std::string f = vector ? "<" + n + " x float>" : "float";
  const std::string i = vector ? "<" + n + " x i32>" : "i32";
  const std::string b = vector ? "<" + n + " x i1>" : "i1";
  const std::string fma = vector ? "@llvm.fma.v" + n + "f32" : "@llvm.fma.f32";
  auto splat = [&](const std::string& type, const std::string& element) {
    if (!vector) return element;
    std::string s = "<";
    for (int l = 0; l < lanes; ++l) s += (l ? ", " : "") + type + " " + element;
    return s + ">";
  };
  auto fc = [&](float v) { return splat("float", f32_literal(v)); };
  auto ic = [&](int32_t v) { return splat("i32", std::to_string(v)); };
  auto fma_of = [&](const std::string& out, const std::string& a, const std::string& m, const std::string& c) {
    return "  %" + out + " = call " + f + " " + fma + "(" + f + " " + a + ", " + f + " " + m + ", " + f + " " + c + ")\n";
  };
  const float shifter = 12582912.0f;  // 1.5 * 2^23: adding it rounds to an integer, kept in the low mantissa bits
  std::string ir = "declare " + f + " " + fma + "(" + f + ", " + f + ", " + f + ")\n";
  ir += "define weak_odr " + f + " @" + kExp + (vector ? "x" + n : "") + "(" + f + " %x) alwaysinline nounwind readnone {\n";
  // Clamped to [ln 2^-126, 89]: below, the result is flushed to +0 (at the
  // end); above, it is inf in f32. No product on the way makes a subnormal,
  // which costs a microcode assist on x86 (an exp that scaled into
  // subnormals made ViT-B/16's softmax sums 2x slower). An unordered compare
  // is false, so NaN passes both selects and the flush.
  ir += "  %low = fcmp olt " + f + " %x, " + fc(kLowest) + "\n";
  ir += "  %x1 = select " + b + " %low, " + f + " " + fc(kLowest) + ", " + f + " %x\n";
  ir += "  %high = fcmp ogt " + f + " %x1, " + fc(89.0f) + "\n";
  ir += "  %c = select " + b + " %high, " + f + " " + fc(89.0f) + ", " + f + " %x1\n";
  // k = round(c / ln2), as a float and as the integer in its low bits.
  ir += fma_of("t", "%c", fc(1.44269502f), fc(shifter));
  ir += "  %kf = fsub " + f + " %t, " + fc(shifter) + "\n";
  ir += "  %tbits = bitcast " + f + " %t to " + i + "\n";
  ir += "  %k = sub " + i + " %tbits, " + ic(std::bit_cast<int32_t>(shifter)) + "\n";
  // r = c - k ln2, ln2 = 0.693147182 + -1.90465421e-9.
  ir += fma_of("r1", "%kf", fc(-0.693147182f), "%c");
  ir += fma_of("r", "%kf", fc(1.90465421e-9f), "%r1");
  // exp(r) = 1 + r + r^2 P(r) (Cephes expf).
  ir += "  %z = fmul " + f + " %r, %r\n";
  ir += fma_of("p0", fc(1.9875691500e-4f), "%r", fc(1.3981999507e-3f));
  ir += fma_of("p1", "%p0", "%r", fc(8.3334519073e-3f));
  ir += fma_of("p2", "%p1", "%r", fc(4.1665795894e-2f));
  ir += fma_of("p3", "%p2", "%r", fc(1.6666665459e-1f));
  ir += fma_of("p4", "%p3", "%r", fc(5.0000001201e-1f));
  ir += fma_of("p5", "%p4", "%z", "%r");
  ir += "  %p = fadd " + f + " %p5, " + fc(1.0f) + "\n";
  // 2^k as 2^(k >> 1) * 2^(k - (k >> 1)): for k in [-126, 128] both halves
  // are normal floats, and a result past f32's range rounds once to inf.
  ir += "  %k1 = ashr " + i + " %k, " + ic(1) + "\n";
  ir += "  %k2 = sub " + i + " %k, %k1\n";
  for (const char* half : {"1", "2"}) {
    const std::string h = half;
    ir += "  %e" + h + " = add " + i + " %k" + h + ", " + ic(127) + "\n";
    ir += "  %sb" + h + " = shl " + i + " %e" + h + ", " + ic(23) + "\n";
    ir += "  %s" + h + " = bitcast " + i + " %sb" + h + " to " + f + "\n";
  }
  ir += "  %y1 = fmul " + f + " %p, %s1\n";
  ir += "  %y = fmul " + f + " %y1, %s2\n";
  ir += "  %flushed = select " + b + " %low, " + f + " " + fc(0.0f) + ", " + f + " %y\n";
  ir += "  ret " + f + " %flushed\n}\n";
  return ir;
}

const std::vector<uint8_t>& exp_bitcode() {
  static const std::vector<uint8_t> bitcode = [] {
    std::string ir = std::string("target datalayout = \"") + kX86_64ElfDataLayout + "\"\n";
    for (int lanes : {1, 4, 8, 16}) ir += exp_ir(lanes);
    return bitcode_from_ir(ir, "the FMA exp");
  }();
  return bitcode;
}

class FmaExpCalls : public hi::IRMutator {
 public:
  int rewritten = 0;

 private:
  using IRMutator::visit;
  Halide::Expr visit(const hi::Call* op) override {
    if (op->call_type != hi::Call::PureExtern || op->name != "exp_f32" || op->type.element_of() != Halide::Float(32)) {
      return IRMutator::visit(op);
    }
    ++rewritten;
    return hi::Call::make(op->type, kExp, {mutate(op->args[0])}, hi::Call::PureExtern);
  }
};

}  // namespace

bool uses_fma_exp(const Halide::Target& target) {
  return target.arch == Halide::Target::X86 && target.bits == 64 && target.os == Halide::Target::Linux &&
         target.has_feature(Halide::Target::FMA) && !target.has_gpu_feature();
}

int exp_with_fma(Halide::Module& module) {
  FmaExpCalls calls;
  for (hi::LoweredFunc& f : module.functions()) f.body = calls.mutate(f.body);
  if (calls.rewritten > 0) module.append(Halide::ExternalCode::bitcode_wrapper(module.target(), exp_bitcode(), "kiln_fma_exp"));
  return calls.rewritten;
}

}  // namespace kiln::cpu
