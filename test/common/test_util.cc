#include "test_util.h"

#include <dlfcn.h>

#include <sys/wait.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>

#include "reference/evaluator.h"
#include "support/error.h"

namespace kiln::testing {

std::unique_ptr<Module> parse(const std::string& hlo) {
  ImportOptions options;
  options.warn = [](const std::string&) {};
  return import_hlo_text(hlo, "test.hlo", options);
}

std::vector<Literal> run_reference(const std::string& hlo, const std::vector<Literal>& args) {
  const auto module = parse(hlo);
  return evaluate(*module->entry(), args);
}

std::vector<Literal> run_stablehlo(const std::string& mlir, const std::vector<Literal>& args) {
  auto programs = import_stablehlo_text(mlir, "test.mlir");
  EXPECT_EQ(programs.size(), 1u);
  return evaluate(*programs.at(0)->entry(), args);
}

std::string stablehlo_import_error(const std::string& mlir) {
  try {
    import_stablehlo_text(mlir, "bad.mlir");
  } catch (const UserError& e) {
    return e.what();
  }
  return "(no error)";
}

Literal make(DType dtype, Dims dims, const std::vector<double>& values) {
  Literal lit(dtype, std::move(dims));
  EXPECT_EQ(static_cast<size_t>(lit.num_elements()), values.size()) << "test literal size";
  for (size_t i = 0; i < values.size() && static_cast<int64_t>(i) < lit.num_elements(); ++i) {
    lit.set_double(static_cast<int64_t>(i), values[i]);
  }
  return lit;
}

Literal make_int(DType dtype, Dims dims, const std::vector<int64_t>& values) {
  Literal lit(dtype, std::move(dims));
  EXPECT_EQ(static_cast<size_t>(lit.num_elements()), values.size()) << "test literal size";
  for (size_t i = 0; i < values.size() && static_cast<int64_t>(i) < lit.num_elements(); ++i) {
    lit.set_bits(static_cast<int64_t>(i), static_cast<uint64_t>(values[i]));
  }
  return lit;
}

Literal scalar(DType dtype, double v) { return make(dtype, {}, {v}); }

Literal random_literal(DType dtype, Dims dims, uint64_t seed, double lo, double hi) {
  Literal lit(dtype, std::move(dims));
  std::mt19937_64 rng(seed);
  std::uniform_real_distribution<double> dist(lo, hi);
  for (int64_t i = 0; i < lit.num_elements(); ++i) {
    if (is_float(dtype)) {
      lit.set_double(i, dist(rng));
    } else {
      lit.set_bits(i, rng() % 16 + 1);
    }
  }
  return lit;
}

::testing::AssertionResult all_close(const Literal& got, const std::vector<double>& want, double rel_tol,
                                     double abs_tol) {
  if (static_cast<size_t>(got.num_elements()) != want.size()) {
    return ::testing::AssertionFailure() << "got " << got.num_elements() << " elements, want " << want.size();
  }
  for (size_t i = 0; i < want.size(); ++i) {
    const double g = got.get_double(static_cast<int64_t>(i)), w = want[i];
    if (std::isnan(w) && std::isnan(g)) continue;
    if (std::isnan(g) != std::isnan(w) || std::fabs(g - w) > abs_tol + rel_tol * std::fabs(w)) {
      return ::testing::AssertionFailure() << "element " << i << ": got " << g << ", want " << w << " (in "
                                           << got.to_string() << ")";
    }
  }
  return ::testing::AssertionSuccess();
}

::testing::AssertionResult identical(const Literal& got, const Literal& want) {
  if (got.dtype() != want.dtype() || got.dims() != want.dims()) {
    return ::testing::AssertionFailure() << "got " << got.type().to_string(false) << ", want "
                                         << want.type().to_string(false);
  }
  for (int64_t i = 0; i < got.num_elements(); ++i) {
    bool same = got.get_bits(i) == want.get_bits(i);
    if (is_float(got.dtype())) {
      const double g = got.get_double(i), w = want.get_double(i);
      same = (std::isnan(g) && std::isnan(w)) || (g == w && std::signbit(g) == std::signbit(w));
    }
    if (!same) {
      return ::testing::AssertionFailure() << "element " << i << " differs: got " << got.to_string(64) << ", want "
                                           << want.to_string(64);
    }
  }
  return ::testing::AssertionSuccess();
}

// Relative L2 error of `got` against `want`; NaN-aware.
::testing::AssertionResult close_to_reference(const Literal& got, const Literal& want, double tolerance) {
  if (got.dtype() != want.dtype() || got.dims() != want.dims()) {
    return ::testing::AssertionFailure() << "got " << got.type().to_string(false) << ", want " << want.type().to_string(false);
  }
  if (!is_float(got.dtype())) return identical(got, want);
  double diff = 0, norm = 0;
  for (int64_t i = 0; i < got.num_elements(); ++i) {
    const double g = got.get_double(i), w = want.get_double(i);
    if (std::isnan(w)) continue;
    if (std::isnan(g)) return ::testing::AssertionFailure() << "NaN at element " << i << " where the reference has " << w;
    if (std::isinf(w) || std::isinf(g)) {
      if (g != w) return ::testing::AssertionFailure() << "element " << i << ": got " << g << ", want " << w;
      continue;
    }
    diff += (g - w) * (g - w);
    norm += w * w;
  }
  const double rel = norm == 0 ? std::sqrt(diff) : std::sqrt(diff / norm);
  if (rel > tolerance) {
    return ::testing::AssertionFailure() << "relative error " << rel << " > " << tolerance << "\n got  " << got.to_string(8)
                                         << "\n want " << want.to_string(8);
  }
  return ::testing::AssertionSuccess();
}

double tolerance_for(DType dtype, double f32_tolerance) {
  switch (dtype) {
    case DType::F16: return std::max(f32_tolerance, 2e-3);
    case DType::BF16: return std::max(f32_tolerance, 1e-2);
    default: return f32_tolerance;
  }
}

CommandResult run_command(const std::string& command) {
  FILE* pipe = popen(command.c_str(), "r");
  std::string output;
  char buffer[4096];
  while (size_t n = fread(buffer, 1, sizeof buffer, pipe)) output.append(buffer, n);
  const int status = pclose(pipe);
  return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, output};
}

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

std::vector<std::string> hlo_files(const std::string& dir) {
  std::vector<std::string> files;
  if (!std::filesystem::exists(dir)) return files;
  for (const auto& e : std::filesystem::directory_iterator(dir)) {
    if (e.path().extension() == ".hlo") files.push_back(e.path().string());
  }
  std::sort(files.begin(), files.end());
  return files;
}

std::vector<std::string> model_files() {
  std::vector<std::string> files = hlo_files(KILN_SOURCE_DIR "/test/models");
  for (const std::string& f : hlo_files(KILN_CORPUS_DIR)) files.push_back(f);
  return files;
}

std::string test_name_of(const std::string& path) {
  std::string name = std::filesystem::path(path).stem().string();
  for (char& c : name) {
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  }
  return name;
}

bool cuda_driver_library_present() {
  void* driver = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
  if (driver) dlclose(driver);
  return driver != nullptr;
}

std::string replace_all(std::string text, const std::string& from, const std::string& to) {
  for (size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size())) text.replace(at, from.size(), to);
  return text;
}

bool cuda_device_available() {
  static const bool available = [] {
    void* driver = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!driver) return false;
    auto init = reinterpret_cast<int (*)(unsigned)>(dlsym(driver, "cuInit"));
    auto count = reinterpret_cast<int (*)(int*)>(dlsym(driver, "cuDeviceGetCount"));
    int devices = 0;
    return init && count && init(0) == 0 && count(&devices) == 0 && devices > 0;  // the library stays loaded: cheap to ask again
  }();
  return available;
}

}  // namespace kiln::testing
