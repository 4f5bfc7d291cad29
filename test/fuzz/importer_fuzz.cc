// A mutation fuzzer for the importers (HLO text and StableHLO MLIR). Each round
// mutates a seed file (byte flips, deletions, duplications, splices, inserted
// tokens of its language) and imports it: a UserError is the expected answer to
// bad input; anything else (an internal error, a crash, a sanitizer report) is
// a bug, and the input is saved to importer_fuzz_failure.hlo (or .mlir). An
// import that succeeds must also round-trip through the HLO printer.
//
//   importer_fuzz [--seconds N] [--seed S] DIR_OR_FILE...
#include <fmt/format.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "importer/import.h"
#include "ir/printer.h"
#include "support/error.h"

namespace {

const char* const kTokens[] = {"(", ")", "{", "}", "[", "]", ",", "=", "%", "->", "ROOT ", "ENTRY ", "f32[", "s32[]",
                               "pred[2,3]{1,0}", "(f32[], s32[])", "parameter(0)", "tuple(", "get-tuple-element(",
                               ", index=7", "dimensions={0,9}", "-1", "0", "99999999999999999999", "1e999", "nan",
                               "{...}", "\n", "//", "/*", "\"", "calls=", "to_apply=", "window={size=3x3 pad=1_1x",
                               "dim_labels=b01f_01io->b01f", "slice={[0:", "padding=0_0x", "reduce(", "while(",
                               "condition=", "body=", "fusion(", "call(", "constant({1, 2})", "u64[]", "bf16[7]",
                               "FileNames\n1 \"a.py\"\n", "FunctionNames\n", "FileLocations\n", "StackFrames\n",
                               "{file_name_id=1 function_name_id=1 line=1 end_line=1 column=1 end_column=2}",
                               "{file_location_id=1 parent_frame_id=", "stack_frame_id=", "metadata={op_name=\"x\" ",
                               "custom-call(", "custom_call_target=\"Sharding\"", "custom_call_target=\"TopK\"",
                               "topk(", ", k=3", "all-reduce(", "replica_count=2", "batch-norm-grad(", "feature_index=9",
                               "triangular-solve(", "left_side=true", "transpose_a=ADJOINT", "cholesky(", "lower=true",
                               "fft(", "fft_type=IRFFT", "fft_length={8,4}", "custom_call_target=\"lapack_dtrsm_ffi\"",
                               "backend_config={side = 76 : ui8, uplo = 85 : ui8}", "rng(", "distribution=rng_normal", "distribution=rng_uniform",
                               "custom_call_target=\"lapack_dgeqrf_ffi\"", "custom_call_target=\"lapack_zheevd_ffi\"",
                               "backend_config={mode = 86 : ui8, uplo = 76 : ui8}", "custom_call_target=\"cu_threefry2x32\"",
                               "rng-bit-generator(", "algorithm=rng_philox", "algorithm=rng_three_fry", "(u64[2], u32[3])"};

const char* const kMlirTokens[] = {"(", ")", "{", "}", "<", ">", "[", "]", ",", "=", ":", "%", "%0#1", "%0:2 = ", "->", "?x", "x?",
                                   "stablehlo.get_dimension_size ", "stablehlo.real_dynamic_slice ", "@stablehlo.dynamic_top_k(",
                                   "@stablehlo.dynamic_rng_bit_generator(", "@stablehlo.dynamic_reduce_window(", "stablehlo.rng_bit_generator ",
                                   "tensor<", "tensor<?x4xf32>", "tensor<2x3xcomplex<f32>>", "xi1>", "xbf16>", "!quant.uniform<i8:f32, 1.0>",
                                   "dense<", "dense<\"0x0000\">", "dense<(1.0, 2.0)>", "dense<[[1, 2]]>", "array<i64: 1, 2>",
                                   "stablehlo.add ", "stablehlo.reduce(", " init: ", " applies stablehlo.add across dimensions = [0]",
                                   "stablehlo.while(%i = %0) : tensor<i32>\n cond {", " do {", "\"stablehlo.scatter\"(",
                                   "#stablehlo<comparison_direction LT>", "#stablehlo.gather<offset_dims = [1]>",
                                   "func.call @", "return ", "stablehlo.return ", "check.expect_eq_const ", "chlo.top_k(",
                                   "// -----\n", "^bb0(%a: tensor<f32>):", "-1", "99999999999999999999", "0x7FC00000", "\n",
                                   "stablehlo.fft ", "type = RFFT, length = [4]", "stablehlo.dynamic_reshape ",
                                   "stablehlo.dynamic_iota ", "\"stablehlo.triangular_solve\"(", "stablehlo.cholesky ",
                                   "#stablehlo<transpose ADJOINT>", "chlo.mulhi", "cf.br ^bb1", "cf.cond_br %0, ^bb1, ^bb2(%1 : tensor<f32>)",
                                   "^bb1:", "^bb2(%x: tensor<f32>):", "tensor.extract %0[] : tensor<i1>", "util.unfoldable_constant ",
                                   "!t = tuple<tensor<f32>, tensor<2xi32>>\n", "!t", "tuple<", "\"mhlo.tuple\"(", "\"mhlo.get_tuple_element\"(",
                                   "{index = 1 : i32}", "\"mhlo.batch_norm_training\"(", "{epsilon = 1.0E-5 : f32, feature_index = 1 : i64}",
                                   "util.global private @w = dense<1.0> : tensor<2xf32>\n", "#util.byte_pattern<7>", "util.global.address @w",
                                   "!util.ptr<tensor<2xf32>>", "util.global.load.indirect ", "flow.variable @v dense<2> : tensor<i32>\n",
                                   "call_target_name = \"byteir.layer_norm\"", "byteir_attrs = {axis = [1], epsilon = 1.0e-5 : f64}",
                                   "call_target_name = \"byteir.nll_loss_forward\"", "\"mhlo.rng\"(", "#mhlo.rng_distribution<NORMAL>",
                                   "\"tensor.insert_slice\"(", "static_offsets = array<i64: 0, 9>",
                                   "!quant.uniform<i8<-127:127>:f32:1, {0.5:3, 2.0}>", "stablehlo.uniform_quantize ", "stablehlo.uniform_dequantize ",
                                   "stablehlo.custom_call @lapack_zgetrf_ffi(", "stablehlo.custom_call @lapack_spotrf_ffi(", "mhlo.backend_config = {uplo = 85 : ui8}"};

std::string mutate(std::string s, std::mt19937_64& rng, const std::vector<std::string>& seeds, bool mlir) {
  const int steps = 1 + static_cast<int>(rng() % 4);
  for (int i = 0; i < steps; ++i) {
    const size_t pos = s.empty() ? 0 : rng() % (s.size() + 1);
    switch (rng() % 6) {
      case 0:  // flip a byte
        if (!s.empty()) s[pos % s.size()] = static_cast<char>(rng() % 256);
        break;
      case 1:  // delete a range
        s.erase(pos, rng() % 16);
        break;
      case 2: {  // duplicate a range
        const std::string part = s.substr(pos, rng() % 64);
        s.insert(rng() % (s.size() + 1), part);
        break;
      }
      case 3:  // insert a token of the seed's language
        s.insert(pos, mlir ? kMlirTokens[rng() % std::size(kMlirTokens)] : kTokens[rng() % std::size(kTokens)]);
        break;
      case 4: {  // splice in part of another seed
        const std::string& other = seeds[rng() % seeds.size()];
        const size_t from = other.empty() ? 0 : rng() % other.size();
        s.insert(pos, other.substr(from, rng() % 200));
        break;
      }
      case 5:  // truncate
        s.resize(pos);
        break;
    }
  }
  return s;
}

// Seeds of one language: .hlo files, or with `mlir` .mlir files (at most
// 64 KiB each, so that hex blobs do not drown the structure).
std::vector<std::string> load_seeds(const std::vector<std::string>& paths, bool mlir) {
  std::vector<std::string> seeds;
  auto add = [&](const std::filesystem::path& p) {
    if (p.extension() != (mlir ? ".mlir" : ".hlo")) return;
    if (mlir && std::filesystem::file_size(p) > 65536) return;
    std::ifstream in(p, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    seeds.push_back(text.str());
  };
  for (const auto& path : paths) {
    if (std::filesystem::is_directory(path)) {
      for (const auto& e : std::filesystem::directory_iterator(path)) add(e.path());
    } else if (std::filesystem::exists(path)) {
      add(path);
    }
  }
  return seeds;
}

// The round trip through text prints every constant's elements: the
// corpus's GraphSAGE module, whose three 56,945 x 50 embedding tables are
// elided in the file and filled at import, took 14 s of a 15-second run
// under ASan. Modules with more constant elements than this are imported but
// not printed back.
constexpr int64_t kMaxRoundTripElements = int64_t{1} << 20;

int64_t constant_elements(const kiln::Module& m) {
  int64_t n = 0;
  for (const auto& g : m.graphs()) {
    for (const auto& node : g->nodes()) {
      if (node->op() == kiln::OpCode::Constant) n += node->type().num_elements();
    }
  }
  return n;
}

// A round that takes more than a second says so on stderr (its round number
// and seed reproduce it), so that a slow path in the importer shows up
// instead of silently eating the run's time.
class SlowRoundReport {
 public:
  explicit SlowRoundReport(long round) : round_(round), start_(std::chrono::steady_clock::now()) {}
  ~SlowRoundReport() {
    const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
    if (s > 1.0) fmt::print(stderr, "importer_fuzz: round {} took {:.1f} s\n", round_, s);
  }

 private:
  long round_;
  std::chrono::steady_clock::time_point start_;
};

}  // namespace

int main(int argc, char** argv) {
  double seconds = 10;
  uint64_t seed = 1;
  std::vector<std::string> paths;
  bool mlir = false;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--mlir") mlir = true;
    else if (a == "--seconds" && i + 1 < argc) seconds = std::stod(argv[++i]);
    else if (a == "--seed" && i + 1 < argc) seed = std::stoull(argv[++i]);
    else paths.push_back(a);
  }
  const std::vector<std::string> seeds = load_seeds(paths, mlir);
  if (seeds.empty()) {
    fmt::print(stderr, "importer_fuzz: no {} seed files found\n", mlir ? ".mlir" : ".hlo");
    return 1;
  }
  std::mt19937_64 rng(seed);
  kiln::ImportOptions options;
  options.warn = [](const std::string&) {};
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
  long rounds = 0, imported = 0, rejected = 0;
  while (std::chrono::steady_clock::now() < deadline) {
    const std::string input = mutate(seeds[rng() % seeds.size()], rng, seeds, mlir);
    ++rounds;
    const SlowRoundReport report(rounds);
    try {
      std::vector<std::unique_ptr<kiln::Module>> modules;
      if (mlir) {
        modules = kiln::import_stablehlo_text(input, "fuzz.mlir", options);
      } else {
        modules.push_back(kiln::import_hlo_text(input, "fuzz.hlo", options));
      }
      for (const auto& module : modules) {
        if (constant_elements(*module) > kMaxRoundTripElements) continue;
        const std::string printed = kiln::print_module(*module);
        kiln::import_hlo_text(printed, "printed.hlo", options);  // must read back
      }
      ++imported;
    } catch (const kiln::UserError&) {
      ++rejected;
    } catch (const std::exception& e) {
      const std::string saved = mlir ? "importer_fuzz_failure.mlir" : "importer_fuzz_failure.hlo";
      std::ofstream(saved, std::ios::binary) << input;
      fmt::print(stderr, "importer_fuzz: round {} (seed {}): not a UserError: {}\ninput saved to {}\n", rounds, seed,
                 e.what(), saved);
      return 1;
    }
  }
  fmt::print("importer_fuzz: {} rounds in {}s (seed {}): {} imported, {} rejected with a UserError\n", rounds, seconds,
             seed, imported, rejected);
  return 0;
}
