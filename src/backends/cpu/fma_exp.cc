#include "backends/cpu/fma_exp.h"

#include <bit>
#include <cmath>
#include <cinttypes>
#include <cstdio>
#include <limits>
#include <map>
#include <string>
#include <vector>

#include "backends/cpu/llvm_bitcode.h"

namespace kiln::cpu {

namespace hi = Halide::Internal;

namespace {

constexpr const char* kExp = "kiln_exp_f32";
// Results under f32's smallest normal number (inputs below ln 2^-126) are
// flushed to +0, as Halide's exp did and XLA:CPU (denormals flushed) does. A
// subnormal softmax probability made the bf16 GEMM that reads it 7x slower
// (ViT-B/16's attention: 0.9 -> 2.1 s a step). The input's lower clamp lies
// below ln 2^-126 (-87.3365) so that the flush can be read off the result,
// and above -126.5 ln 2 so that k stays at -126 or above.
constexpr float kClampLow = -87.6f;
// The largest f32 whose exp is finite in f32 (0x42B17217); exp of anything
// larger is inf.
constexpr float kHighest = 88.7228317f;

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
  // Clamped to [kClampLow, kHighest]: k is then in [-126, 128], and 2^k goes
  // into p's exponent field with one integer add (below). No product on the
  // way makes a subnormal, which costs a microcode assist on x86 (an exp that
  // scaled into subnormals made ViT-B/16's softmax sums 2x slower). An
  // unordered compare is false, so NaN passes both selects.
  ir += "  %low = fcmp olt " + f + " %x, " + fc(kClampLow) + "\n";
  ir += "  %x1 = select " + b + " %low, " + f + " " + fc(kClampLow) + ", " + f + " %x\n";
  ir += "  %high = fcmp ogt " + f + " %x1, " + fc(kHighest) + "\n";
  ir += "  %c = select " + b + " %high, " + f + " " + fc(kHighest) + ", " + f + " %x1\n";
  // k = round(c / ln2), as a float and, shifted into the exponent field, as
  // the integer in t's low bits (the shifter's own low bits are zero).
  ir += fma_of("t", "%c", fc(1.44269502f), fc(shifter));
  ir += "  %kf = fsub " + f + " %t, " + fc(shifter) + "\n";
  ir += "  %tbits = bitcast " + f + " %t to " + i + "\n";
  ir += "  %kexp = shl " + i + " %tbits, " + ic(23) + "\n";
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
  // 2^k p, exactly, by adding k to p's exponent field: p is in [0.7, 1.42]
  // (field 126 or 127), so for k in [-126, 128] the field lands in [0, 254].
  // Field 0 is a result below 2^-126 (p < 1 at k = -126): flushed to +0,
  // told apart by an integer compare (a float compare of a subnormal may
  // take an assist). Field 254 at k = 128 needs p < 1, which c <= kHighest
  // gives.
  ir += "  %pbits = bitcast " + f + " %p to " + i + "\n";
  ir += "  %ybits = add " + i + " %pbits, %kexp\n";
  ir += "  %tiny = icmp slt " + i + " %ybits, " + ic(1 << 23) + "\n";
  ir += "  %y = bitcast " + i + " %ybits to " + f + "\n";
  ir += "  %kept = select " + b + " %tiny, " + f + " " + fc(0.0f) + ", " + f + " %y\n";
  // Past kHighest the result is inf, and NaN stays NaN: x + inf is both.
  ir += "  %over = fcmp ugt " + f + " %x, " + fc(kHighest) + "\n";
  ir += "  %big = fadd " + f + " %x, " + fc(std::numeric_limits<float>::infinity()) + "\n";
  ir += "  %flushed = select " + b + " %over, " + f + " %big, " + f + " %kept\n";
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

// x without the strict_float wrappers Halide's lowering puts around floats.
Halide::Expr without_strict_float(Halide::Expr x) {
  while (const auto* call = x.as<hi::Call>()) {
    if (!call->is_intrinsic(hi::Call::strict_float)) break;
    x = call->args[0];
  }
  return x;
}

// The values of the lets around the expression being matched: Halide's
// common subexpressions pass a constant used twice in a variable.
using LetValues = std::map<std::string, Halide::Expr>;

// Whether x is the constant `value` (a scalar or a broadcast of one, perhaps
// through a let).
bool is_float_constant(const Halide::Expr& e, double value, const LetValues& lets) {
  Halide::Expr x = without_strict_float(e);
  if (const auto* b = x.as<hi::Broadcast>()) x = without_strict_float(b->value);
  if (const auto* var = x.as<hi::Variable>()) {
    const auto it = lets.find(var->name);
    if (it == lets.end()) return false;
    x = without_strict_float(it->second);
  }
  const double* c = hi::as_const_float(x);
  return c && (*c == value || (std::isnan(value) && std::isnan(*c)));
}
bool is_uint_constant(const Halide::Expr& e, uint64_t value) {
  const Halide::Expr x = e.as<hi::Broadcast>() ? e.as<hi::Broadcast>()->value : e;
  const uint64_t* c = hi::as_const_uint(x);
  return c && *c == value;
}

// The argument of an f32 exp wrapped in lower/scalar_lowering.cc's exp_ieee
// guard, as Halide lowers it:
//   select(0x7f800000 < reinterpret(v) % 0x80000000, v,
//          select(v > 88.7228394, inf, select(v < -104, 0, exp_f32(v))))
// or an undefined Expr for anything else.
Halide::Expr guarded_exp_argument(const hi::Select* nan_select, const LetValues& lets) {
  const auto* is_nan = nan_select->condition.as<hi::LT>();
  const auto* high = without_strict_float(nan_select->false_value).as<hi::Select>();
  if (!is_nan || !high || !is_uint_constant(is_nan->a, 0x7f800000u)) return Halide::Expr();
  const Halide::Expr v = nan_select->true_value;
  const auto* magnitude = is_nan->b.as<hi::Mod>();
  if (!magnitude || !is_uint_constant(magnitude->b, 0x80000000u)) return Halide::Expr();
  const auto* bits = magnitude->a.as<hi::Call>();
  const Halide::Expr reinterpreted = bits && bits->is_intrinsic(hi::Call::reinterpret) ? bits->args[0] : Halide::Expr();
  if (!reinterpreted.defined() || !hi::equal(reinterpreted, v)) return Halide::Expr();
  const auto* above = high->condition.as<hi::GT>();
  const auto* low = without_strict_float(high->false_value).as<hi::Select>();
  if (!above || !low || !hi::equal(above->a, v) || !is_float_constant(above->b, 88.7228394f, lets) ||
      !is_float_constant(high->true_value, INFINITY, lets)) {
    return Halide::Expr();
  }
  const auto* below = low->condition.as<hi::LT>();
  const auto* exp = without_strict_float(low->false_value).as<hi::Call>();
  if (!below || !exp || !hi::equal(below->a, v) || !is_float_constant(below->b, -104.0, lets) || !is_float_constant(low->true_value, 0.0, lets) ||
      exp->name != "exp_f32" || exp->args.size() != 1 || !hi::equal(exp->args[0], v)) {
    return Halide::Expr();
  }
  return v;
}

class FmaExpCalls : public hi::IRMutator {
 public:
  FmaExpRewrite count;

 private:
  using IRMutator::visit;

  Halide::Expr visit(const hi::Call* op) override {
    if (op->call_type != hi::Call::PureExtern || op->name != "exp_f32" || op->type.element_of() != Halide::Float(32)) {
      return IRMutator::visit(op);
    }
    ++count.calls;
    return hi::Call::make(op->type, kExp, {mutate(op->args[0])}, hi::Call::PureExtern);
  }

  // The guard's selects are what kiln's exp does already (NaN stays NaN, inf
  // past f32's overflow threshold, +0 far below: exact at the ends,
  // test/backend/fma_exp_test.cc), and they were a seventh of a softmax
  // row's exp instructions: softmax over f32[8192,4096], 16.2 -> 13.8 ms on
  // a 2-core AMD EPYC (AVX2; 2026-12-01, 4 rounds interleaved). Bit for bit
  // the same results, but for a signaling NaN, which now comes out quiet.
  Halide::Expr visit(const hi::Select* op) override {
    const Halide::Expr v = op->type.element_of() == Halide::Float(32) ? guarded_exp_argument(op, lets_) : Halide::Expr();
    if (!v.defined()) return IRMutator::visit(op);
    ++count.calls;
    ++count.guards_dropped;
    return hi::Call::make(op->type, kExp, {mutate(v)}, hi::Call::PureExtern);
  }
  // `name` is `value` while `body` is mutated (an inner let of the same name
  // shadows it, and the outer one is back after).
  template <typename Body>
  auto in_scope(const std::string& name, const Halide::Expr& value, Body body) {
    const auto outer = lets_.find(name);
    const Halide::Expr before = outer == lets_.end() ? Halide::Expr() : outer->second;  // undefined: none
    lets_[name] = value;
    auto result = body();
    if (before.defined()) {
      lets_[name] = before;
    } else {
      lets_.erase(name);
    }
    return result;
  }

  hi::Stmt visit(const hi::LetStmt* op) override { return in_scope(op->name, op->value, [&] { return IRMutator::visit(op); }); }
  Halide::Expr visit(const hi::Let* op) override { return in_scope(op->name, op->value, [&] { return IRMutator::visit(op); }); }

  LetValues lets_;
};

}  // namespace

bool uses_fma_exp(const Halide::Target& target) {
  return target.arch == Halide::Target::X86 && target.bits == 64 && target.os == Halide::Target::Linux &&
         target.has_feature(Halide::Target::FMA) && !target.has_gpu_feature();
}

FmaExpRewrite exp_with_fma(Halide::Module& module) {
  FmaExpCalls calls;
  for (hi::LoweredFunc& f : module.functions()) f.body = calls.mutate(f.body);
  if (calls.count.calls > 0) module.append(Halide::ExternalCode::bitcode_wrapper(module.target(), exp_bitcode(), "kiln_fma_exp"));
  return calls.count;
}

}  // namespace kiln::cpu
