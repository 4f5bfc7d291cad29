// A differential tester of random programs (Csmith's idea, for HLO): each
// seed makes one random, well-typed HLO module over one op family and dtype,
// with constants that include the special values compilers get wrong (NaN,
// ±inf, ±0, denormals, the largest finite values, integer extremes, divisors
// that are not powers of two, shift counts past the width); its inputs are
// random with the same special values mixed in (kiln parity --special-values).
// The module runs on the reference evaluator and on the cpu target (or
// --target opencl), and every output must pass `kiln parity`'s comparison. A failure prints the seed and
// the module, and writes it to DIR/program_fuzz_SEED.hlo: `kiln parity FILE
// --targets reference,cpu --random-inputs --special-values --seed SEED`
// reproduces it.
//
//   program_fuzz [--programs N] [--seconds S] [--seed S] [--failures-dir DIR] [--timeout S] [--target cpu|opencl]
//
// Each program runs in a child process: a crash, or a compile and run past
// --timeout seconds of CPU (default 120), fails that program and the run goes
// on.
//
// Ends with "N passed, N failed"; exit 1 when any failed.
#include <fmt/format.h>

#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <deque>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <limits>
#include <random>
#include <algorithm>
#include <sstream>
#include <set>
#include <string>
#include <vector>

#include "driver/compile.h"
#include "driver/targets.h"
#include "importer/import.h"
#include "ir/literal.h"
#include "parity/compare.h"
#include "parity/special_values.h"
#include "reference/evaluator.h"
#include "runtime/executable.h"
#include "support/error.h"

namespace kiln {
namespace {

struct Value {
  std::string name;
  DType dtype;
  Dims dims;
  // Whether a target may round it differently from the reference (a
  // transcendental function, a reordered sum): ops whose result jumps on a
  // rounding difference (floor, compare, convert to integer, remainder) take
  // only exact operands, so a difference of one ulp never becomes a verdict.
  bool approximate = false;
};

std::string shape_text(DType d, const Dims& dims) {
  std::string s = std::string(dtype_name(d)) + "[";
  for (size_t i = 0; i < dims.size(); ++i) s += (i ? "," : "") + std::to_string(dims[i]);
  return s + "]";
}

class ProgramGenerator {
 public:
  explicit ProgramGenerator(uint64_t seed) : rng_(seed) {}

  std::string generate() {
    static const DType kTypes[] = {DType::F32, DType::F32, DType::F64, DType::F16, DType::BF16, DType::S8, DType::S16,
                                   DType::S32, DType::S32, DType::S64, DType::U8,  DType::U16, DType::U32, DType::U64};
    const DType main = pick(kTypes);
    Dims dims = {static_cast<int64_t>(1 + below(4)), static_cast<int64_t>(1 + below(6))};
    if (below(3) == 0) dims = {static_cast<int64_t>(1 + below(9))};
    const int params = 1 + static_cast<int>(below(3));
    for (int i = 0; i < params; ++i) add_line(main, dims, fmt::format("parameter({})", i), false, true);
    const int ops = 3 + static_cast<int>(below(10));
    for (int i = 0; i < ops; ++i) add_op();
    std::vector<const Value*> leaves;
    for (const Value& v : values_) {
      if (!used_.count(v.name)) leaves.push_back(&v);
    }
    std::string types, names;
    for (const Value* v : leaves) {
      types += (types.empty() ? "" : ", ") + shape_text(v->dtype, v->dims);
      names += (names.empty() ? "" : ", ") + v->name;
    }
    return "HloModule fuzz\n\n" + computations_ + "ENTRY main {\n" + body_ + fmt::format("  ROOT out = ({}) tuple({})\n}}\n", types, names);
  }

 private:
  uint64_t below(uint64_t n) { return rng_() % n; }
  template <typename T, size_t N>
  const T& pick(const T (&items)[N]) { return items[below(N)]; }

  const Value& add_line(DType d, const Dims& dims, const std::string& rhs, bool approximate, bool operand = true) {
    Value v{fmt::format("v{}", values_.size()), d, dims, approximate};
    body_ += fmt::format("  {} = {} {}\n", v.name, shape_text(d, dims), rhs);
    values_.push_back(v);
    if (!operand) used_.insert(v.name);
    return values_.back();
  }
  std::string use(const Value& v) {
    used_.insert(v.name);
    return v.name;
  }

  // A value of dtype d and these dims, or none.
  const Value* find(DType d, const Dims& dims, bool exact_only) {
    std::vector<const Value*> fits;
    for (const Value& v : values_) {
      if (v.dtype == d && v.dims == dims && !(exact_only && v.approximate) && v.name.rfind("c", 0) != 0) fits.push_back(&v);
    }
    return fits.empty() ? nullptr : fits[below(fits.size())];
  }
  const Value& any_value(bool exact_only) {
    for (int tries = 0; tries < 20; ++tries) {
      const Value& v = values_[below(values_.size())];
      if (!(exact_only && v.approximate) && v.dtype != DType::Pred) return v;
    }
    return values_[0];
  }

  std::string special_constant(DType d) {
    if (d == DType::Pred) return below(2) ? "true" : "false";
    if (is_float(d)) {
      const char* common[] = {"nan", "inf", "-inf", "0", "-0", "1", "-1", "0.5", "2", "3", "-7", "0.1", "100"};
      if (below(4) == 0) {
        switch (d) {
          case DType::F64: return below(2) ? "5e-324" : (below(2) ? "1.7976931348623157e+308" : "1e-310");
          case DType::F16: return below(2) ? "6e-08" : "65504";
          case DType::BF16: return below(2) ? "9.2e-41" : "3.38953e+38";
          default: return below(2) ? "1e-45" : (below(2) ? "3.40282347e+38" : "1e-40");
        }
      }
      return pick(common);
    }
    const int bits = dtype_bits(d);
    const bool is_signed = is_signed_int(d);
    switch (below(10)) {
      case 0: return is_signed ? fmt::format("-{}", bits == 64 ? std::string("9223372036854775808") : std::to_string(int64_t{1} << (bits - 1))) : "0";
      case 1: return is_signed ? std::to_string(bits == 64 ? std::numeric_limits<int64_t>::max() : (int64_t{1} << (bits - 1)) - 1)
                               : (bits == 64 ? std::to_string(std::numeric_limits<uint64_t>::max()) : std::to_string((int64_t{1} << bits) - 1));
      case 2: return is_signed ? "-1" : "1";
      case 3: return "0";
      case 4: return "7";
      case 5: return is_signed ? "-7" : "3";
      case 6: return std::to_string(bits);
      case 7: return std::to_string(bits * 2);
      case 8: return is_signed ? "-3" : "10";
      default: return "100";
    }
  }

  // A broadcast constant of d and dims.
  const Value& constant(DType d, const Dims& dims) {
    const std::string c = fmt::format("c{}", constants_++);
    body_ += fmt::format("  {} = {}[] constant({})\n", c, dtype_name(d), special_constant(d));
    return add_line(d, dims, fmt::format("broadcast({}), dimensions={{}}", c), false);
  }

  // An operand of d and dims: a value, or (one time in three) a constant.
  const Value& operand(DType d, const Dims& dims, bool exact_only) {
    const Value* v = below(3) == 0 ? nullptr : find(d, dims, exact_only);
    return v ? *v : constant(d, dims);
  }

  void add_op() {
    const Value& x = any_value(false);
    const DType d = x.dtype;
    const Dims dims = x.dims;
    const bool f = is_float(d);
    switch (below(13)) {
      case 0: case 1: case 2: case 3: {  // binary
        static const char* const kFloat[] = {"add", "subtract", "multiply", "divide", "maximum", "minimum", "add",
                                             "multiply", "remainder", "power", "atan2"};
        static const char* const kInt[] = {"add", "subtract", "multiply", "divide", "remainder", "maximum", "minimum", "and",
                                           "or", "xor", "shift-left", "shift-right-logical", "shift-right-arithmetic", "power"};
        const std::string op = f ? pick(kFloat) : pick(kInt);
        const bool jumps = op == "remainder";
        const bool transcendental = op == "power" || op == "atan2";
        const Value& a = jumps ? operand(d, dims, true) : (below(4) ? x : operand(d, dims, false));
        const Value& b = below(5) == 0 ? a : operand(d, dims, jumps);  // x op x: the folds IEEE forbids
        const std::string an = use(a), bn = use(b);
        add_line(d, dims, fmt::format("{}({}, {})", op, an, bn), f && (a.approximate || b.approximate || transcendental));
        return;
      }
      case 4: case 5: {  // unary
        static const char* const kExact[] = {"negate", "abs", "sqrt", "floor", "ceil", "sign", "round-nearest-even",
                                             "round-nearest-afz"};
        static const char* const kApprox[] = {"exponential", "log", "tanh", "rsqrt", "logistic", "exponential-minus-one",
                                              "log-plus-one", "cbrt", "sine", "cosine"};
        static const char* const kInt[] = {"negate", "abs", "sign", "not", "popcnt", "clz"};
        if (!f) {
          add_line(d, dims, fmt::format("{}({})", pick(kInt), use(x)), false);
          return;
        }
        if (below(2) == 0) {
          const std::string op = pick(kExact);
          const bool jumps = op != "negate" && op != "abs" && op != "sqrt";
          const Value& a = jumps ? operand(d, dims, true) : x;
          add_line(d, dims, fmt::format("{}({})", op, use(a)), a.approximate);
        } else {
          add_line(d, dims, fmt::format("{}({})", pick(kApprox), use(x)), true);
        }
        return;
      }
      case 6: {  // compare and select
        static const char* const kDirections[] = {"EQ", "NE", "LT", "LE", "GT", "GE"};
        const Value& a = operand(d, dims, true);
        const Value& b = operand(d, dims, true);
        std::string type;
        // A computed NaN's sign is not specified; a total order of NaNs
        // only compares parameters and constants.
        if (f && below(3) == 0 && a.name.rfind("v", 0) == 0 && b.name.rfind("v", 0) == 0 && is_param(a) && is_param(b)) type = ", type=TOTALORDER";
        const std::string an = use(a), bn = use(b);
        const Value& p = add_line(DType::Pred, dims, fmt::format("compare({}, {}), direction={}{}", an, bn, pick(kDirections), type), false);
        const std::string pn = use(p);
        const Value& t = operand(d, dims, false);
        const Value& e = operand(d, dims, false);
        const std::string tn = use(t), en = use(e);
        add_line(d, dims, fmt::format("select({}, {}, {})", pn, tn, en), t.approximate || e.approximate);
        return;
      }
      case 7: {  // convert
        static const DType kTo[] = {DType::F32, DType::F64, DType::F16, DType::BF16, DType::S8, DType::S32, DType::S64,
                                    DType::U8, DType::U32};
        const DType to = pick(kTo);
        if (to == d) return;
        const bool jumps = !is_float(to);
        const Value& a = jumps ? operand(d, dims, true) : x;
        add_line(to, dims, fmt::format("convert({})", use(a)), a.approximate);
        return;
      }
      case 8: {  // clamp between constants
        const Value& lo = constant(d, dims);
        const Value& hi = constant(d, dims);
        add_line(d, dims, fmt::format("clamp({}, {}, {})", use(lo), use(x), use(hi)), x.approximate);
        return;
      }
      case 9: {  // reduce the last dim, and broadcast back
        if (dims.size() != 2) return;
        static const char* const kFloatReducers[] = {"add", "maximum", "minimum"};
        static const char* const kIntReducers[] = {"add", "maximum", "minimum", "multiply", "and", "or"};
        const std::string op = f ? pick(kFloatReducers) : pick(kIntReducers);
        const std::string reducer = fmt::format("reducer_{}_{}", op, dtype_name(d));
        if (!reducers_.count(reducer)) {
          reducers_.insert(reducer);
          computations_ += fmt::format("{} {{\n  a = {}[] parameter(0)\n  b = {}[] parameter(1)\n  ROOT r = {}[] {}(a, b)\n}}\n\n", reducer,
                                       dtype_name(d), dtype_name(d), dtype_name(d), op);
        }
        const std::string init = fmt::format("c{}", constants_++);
        body_ += fmt::format("  {} = {}[] constant({})\n", init, dtype_name(d), below(2) ? special_constant(d) : (op == "multiply" ? "1" : "0"));
        const Value& r = add_line(d, {dims[0]}, fmt::format("reduce({}, {}), dimensions={{1}}, to_apply={}", use(x), init, reducer),
                                  f && (x.approximate || op == "add"));
        const bool approximate = r.approximate;
        const std::string rn = use(r);
        add_line(d, dims, fmt::format("broadcast({}), dimensions={{0}}", rn), approximate);
        return;
      }
      case 11: {  // clamp with equal bounds, minus itself, summed along the last dim: inf - inf is NaN, and the sum with it
        if (!f) return;
        const Value& lo = operand(d, dims, false);
        const std::string ln = use(lo), xn = use(x);
        const Value& c = add_line(d, dims, fmt::format("clamp({}, {}, {})", ln, xn, xn), x.approximate || lo.approximate);
        const std::string cn = use(c);
        const Value& z = add_line(d, dims, fmt::format("subtract({}, {})", cn, cn), c.approximate);
        if (dims.size() != 2) return;
        const std::string reducer = fmt::format("reducer_add_{}", dtype_name(d));
        if (!reducers_.count(reducer)) {
          reducers_.insert(reducer);
          computations_ += fmt::format("{} {{\n  a = {}[] parameter(0)\n  b = {}[] parameter(1)\n  ROOT r = {}[] add(a, b)\n}}\n\n", reducer,
                                       dtype_name(d), dtype_name(d), dtype_name(d));
        }
        const std::string init = fmt::format("c{}", constants_++);
        body_ += fmt::format("  {} = {}[] constant(0)\n", init, dtype_name(d));
        const std::string zn = use(z);
        add_line(d, {dims[0]}, fmt::format("reduce({}, {}), dimensions={{1}}, to_apply={}", zn, init, reducer), true);
        return;
      }
      case 10: {  // data movement: transpose, reverse
        if (dims.size() == 2 && below(2)) {
          add_line(d, {dims[1], dims[0]}, fmt::format("transpose({}), dimensions={{1,0}}", use(x)), x.approximate);
        } else {
          add_line(d, dims, fmt::format("reverse({}), dimensions={{0}}", use(x)), x.approximate);
        }
        return;
      }
      default: {  // a dot of small floats, or an integer one
        if (dims.size() != 2 || d == DType::Pred) return;
        const Value* y = find(d, {dims[1], dims[0]}, false);
        if (!y) return;
        const std::string xn = use(x), yn = use(*y);
        add_line(d, {dims[0], dims[0]}, fmt::format("dot({}, {}), lhs_contracting_dims={{1}}, rhs_contracting_dims={{0}}", xn, yn), f);
        return;
      }
    }
  }

  bool is_param(const Value& v) const { return body_.find("  " + v.name + " = " + shape_text(v.dtype, v.dims) + " parameter(") != std::string::npos; }

  std::mt19937_64 rng_;
  std::deque<Value> values_;  // references stay valid as it grows
  std::set<std::string> used_, reducers_;
  std::string body_, computations_;
  int constants_ = 0;
};

// The compiled target the programs run on (--target; cpu by default).
std::string g_target = "cpu";

// "" when the compiled target matches the reference on `seed`'s program, else why not.
std::string check_program(const std::string& hlo, uint64_t seed) {
  std::unique_ptr<Module> for_reference = import_hlo_text(hlo, fmt::format("fuzz_{}.hlo", seed));
  std::unique_ptr<Module> for_cpu = import_hlo_text(hlo, fmt::format("fuzz_{}.hlo", seed));
  const Graph& entry = *for_reference->entry();
  std::vector<Literal> arguments;
  for (size_t i = 0; i < entry.parameters().size(); ++i) {
    arguments.push_back(random_literal(entry.parameters()[i]->type(), seed * 1000003 + i));
    mix_special_values(arguments.back(), seed * 1000003 + i, SpecialValueLayout::Scattered);
  }
  const std::vector<Literal> expected = evaluate(entry, arguments);
  // As kiln parity: where the reference's own runs rounded per sum step
  // (first term first, and last first) disagree on a NaN or an infinity (a
  // bf16 sum near the type's largest value overflows in one order and not in
  // another), rounding decides, and a target may land either way.
  EvaluateOptions stepwise_options, reversed_options;
  stepwise_options.sums_round_each_step = reversed_options.sums_round_each_step = reversed_options.sums_reversed = true;
  const std::vector<Literal> stepwise = evaluate(entry, arguments, stepwise_options), reversed = evaluate(entry, arguments, reversed_options);
  CompileOptions options;
  options.target = parse_target(g_target);
  std::unique_ptr<Executable> exe = compile_module(*for_cpu, options);
  const std::vector<Literal> got = exe->run_literals(arguments);
  std::string why;
  for (size_t i = 0; i < expected.size(); ++i) {
    const std::vector<bool> unsettled = unsettled_specials({&expected[i], &stepwise[i], &reversed[i]});
    const OutputComparison c =
        compare_output(expected[i], got[i], default_tolerance(computed_precision(entry.outputs()[i])), NoiseAllowance{nullptr, nullptr, &unsettled});
    if (c.passed()) continue;
    why += fmt::format("  output {} ({}): {} of {} elements differ; at {} expected {} got {}\n", i, entry.outputs()[i].node->name(),
                       c.mismatches, c.elements, index_text(expected[i].dims(), c.worst_index), c.worst_expected, c.worst_got);
  }
  return why;
}

// The CPU seconds process `pid` has used, its threads' and its waited-for
// children's (the linker) included (utime, stime, cutime and cstime of
// /proc/PID/stat), or -1 when it cannot be read.
double cpu_seconds_of(pid_t pid) {
  std::ifstream in(fmt::format("/proc/{}/stat", pid));
  std::string stat;
  if (!std::getline(in, stat)) return -1;
  // Fields after the command name, which is in parentheses and may hold spaces.
  const size_t close = stat.rfind(')');
  if (close == std::string::npos) return -1;
  std::istringstream fields(stat.substr(close + 2));
  std::string field;
  double ticks = 0;
  for (int i = 3; i <= 17 && fields >> field; ++i) {
    if (i >= 14) ticks += std::stod(field);  // utime, stime, cutime, cstime
  }
  return ticks / static_cast<double>(::sysconf(_SC_CLK_TCK));
}

// check_program in a child process: a crash, or a compile and run that uses
// more than `timeout_s` seconds of CPU, is a failure of that program, not the
// end of the run. CPU time, not wall time: a fuzz run paused, or starved by
// other work on the machine, is not kiln's timeout. A child that waits
// without using CPU is still stopped after 10 times the limit of wall time.
std::string isolated_check(const std::string& hlo, uint64_t seed, double timeout_s) {
  int fds[2];
  if (::pipe(fds) != 0) return "  pipe failed\n";
  std::fflush(stdout);
  const pid_t child = ::fork();
  if (child < 0) return "  fork failed\n";
  if (child == 0) {
    ::close(fds[0]);
    std::string why;
    try {
      why = check_program(hlo, seed);
    } catch (const std::exception& e) {
      why = fmt::format("  {}\n", e.what());
    }
    if (!why.empty() && ::write(fds[1], why.data(), why.size()) < 0) ::_exit(3);
    ::_exit(0);
  }
  ::close(fds[1]);
  std::string why;
  const auto start = std::chrono::steady_clock::now();
  auto wall = [&] { return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(); };
  bool timed_out = false;
  double cpu = 0;
  while (true) {
    pollfd p{fds[0], POLLIN, 0};
    cpu = std::max(cpu, cpu_seconds_of(child));
    if (cpu > timeout_s || wall() > 10 * timeout_s) {
      timed_out = true;
      break;
    }
    if (::poll(&p, 1, 100) <= 0) continue;  // look at its CPU time again
    char buffer[4096];
    const ssize_t n = ::read(fds[0], buffer, sizeof buffer);
    if (n <= 0) break;  // the child closed its end: done
    why.append(buffer, static_cast<size_t>(n));
  }
  ::close(fds[0]);
  if (timed_out) ::kill(child, SIGKILL);
  int status = 0;
  ::waitpid(child, &status, 0);
  if (timed_out) return fmt::format("  compile and run used {:.1f} s of CPU in {:.1f} s (limit {} s of CPU; killed)\n", cpu, wall(), timeout_s);
  if (WIFSIGNALED(status)) return fmt::format("  crashed with signal {}\n{}", WTERMSIG(status), why);
  return why;
}

int main_(int argc, char** argv) {
  int64_t programs = 0;
  double seconds = 0;
  uint64_t first_seed = 1;
  std::string failures_dir = ".";
  double timeout_s = 120;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    auto next = [&]() -> std::string {
      if (i + 1 >= argc) {
        std::cerr << "program_fuzz: " << arg << " needs a value\n";
        std::exit(2);
      }
      return argv[++i];
    };
    if (arg == "--programs") programs = std::stoll(next());
    else if (arg == "--seconds") seconds = std::stod(next());
    else if (arg == "--seed") first_seed = std::stoull(next());
    else if (arg == "--failures-dir") failures_dir = next();
    else if (arg == "--timeout") timeout_s = std::stod(next());
    else if (arg == "--target") g_target = next();
    else {
      std::cerr << "usage: program_fuzz [--programs N] [--seconds S] [--seed S] [--failures-dir DIR] [--timeout S] [--target cpu|opencl]\n";
      return 2;
    }
  }
  if (programs == 0 && seconds == 0) programs = 100;
  const auto start = std::chrono::steady_clock::now();
  int64_t passed = 0, failed = 0;
  for (uint64_t seed = first_seed;; ++seed) {
    const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (programs > 0 && passed + failed >= programs) break;
    if (seconds > 0 && elapsed >= seconds) break;
    const std::string hlo = ProgramGenerator(seed).generate();
    const std::string why = isolated_check(hlo, seed, timeout_s);
    if (why.empty()) {
      ++passed;
      continue;
    }
    ++failed;
    const std::string path = fmt::format("{}/program_fuzz_{}.hlo", failures_dir, seed);
    std::error_code ignored;
    std::filesystem::create_directories(failures_dir, ignored);
    const bool written = static_cast<bool>(std::ofstream(path) << hlo);
    std::cout << fmt::format("FAILED seed {} ({} {}; kiln parity {} --targets reference,cpu --random-inputs --special-values --seed {}):\n{}{}\n",
                             seed, written ? "written to" : "could not write", path, path, seed, why, hlo)
              << std::flush;  // seen as it happens, also when stdout is a file
  }
  std::cout << fmt::format("program_fuzz: seeds {}..{}\n{} passed, {} failed\n", first_seed, first_seed + passed + failed - 1, passed, failed);
  return failed ? 1 : 0;
}

}  // namespace
}  // namespace kiln

int main(int argc, char** argv) { return kiln::main_(argc, argv); }
