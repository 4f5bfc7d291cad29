// What the AOT tests share: shell commands, the test models, inputs written as
// a library's caller passes them, outputs read back, and the driver project
// (test/aot/driver) that links each library as a user's build would.
#pragma once

#include <cstring>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "reference/evaluator.h"
#include "runtime/host_buffer.h"
#include "test_util.h"

namespace kiln::aot_test {

namespace fs = std::filesystem;

inline std::string slurp(const fs::path& p) { return testing::read_file(p.string()); }

// stdout and stderr of `command`.
inline testing::CommandResult shell(const std::string& command) { return testing::run_command(command + " 2>&1"); }

// What a setup step printed, and its exit code when it failed.
inline std::string logged(const testing::CommandResult& r) {
  return r.output + (r.exit_code == 0 ? "" : "\n[exit status " + std::to_string(r.exit_code) + "]\n");
}

// The comparator of a key-value sort by f32 keys, ascending in IEEE 754's
// total order (a strict weak ordering with NaN and -0 among the keys, so a
// stable sort has one answer).
inline constexpr const char* kByKey = R"(
by_key {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  c = s32[] parameter(2)
  d = s32[] parameter(3)
  ROOT lt = pred[] compare(a, b), direction=LT, type=TOTALORDER
}
)";

// A key-value sort along rows, then a device kernel on its result: the sort
// runs on the host (operands copied there, its comparator a CPU kernel).
inline const std::string kSortModel = kByKey + std::string(R"(
ENTRY e {
  k = f32[6,20] parameter(0)
  v = s32[6,20] parameter(1)
  rows = (f32[6,20], s32[6,20]) sort(k, v), dimensions={1}, to_apply=by_key
  r0 = f32[6,20] get-tuple-element(rows), index=0
  r1 = s32[6,20] get-tuple-element(rows), index=1
  n = f32[6,20] negate(r0)
  ROOT t = (f32[6,20], s32[6,20]) tuple(n, r1)
})");

// A bundled model (test/models/NAME.hlo), or a path as it is.
inline fs::path model_file(const std::string& name) {
  if (name.find('/') != std::string::npos) return name;
  return fs::path(KILN_SOURCE_DIR) / "test/models" / (name + ".hlo");
}

// `kiln compile MODEL -o root/NAME --name NAME [extra]`; what it printed.
inline std::string compile_library(const std::string& model, const fs::path& root, const std::string& name, const std::string& extra = "") {
  return logged(shell(std::string(KILN_BINARY) + " compile " + model_file(model).string() + " --name " + name + " -o " + (root / name).string() +
                      (extra.empty() ? "" : " " + extra)));
}

// Builds test/aot/driver for the libraries `models` under root (drive_NAME in
// root/build); `device_models` are CUDA libraries, `opencl_models` OpenCL
// ones. What it printed.
inline std::string build_drivers(const fs::path& root, const std::vector<std::string>& models, const std::vector<std::string>& device_models = {},
                                 const std::vector<std::string>& opencl_models = {}) {
  auto joined = [](const std::vector<std::string>& names) {
    std::string s;
    for (const std::string& n : names) s += (s.empty() ? "" : ";") + n;
    return s;
  };
  std::string log = logged(shell("cmake -S " + std::string(KILN_SOURCE_DIR) + "/test/aot/driver -B " + (root / "build").string() +
                                 " -DCMAKE_EXPORT_COMPILE_COMMANDS=ON -DMODEL_ROOT=" + root.string() + " \"-DMODELS=" + joined(models) +
                                 "\" \"-DDEVICE_MODELS=" + joined(device_models) + "\" \"-DOPENCL_MODELS=" + joined(opencl_models) + "\""));
  return log + logged(shell("cmake --build " + (root / "build").string() + " -j2"));
}

// `args` written to io/in<i>.bin in `entry`'s declared physical layouts (what
// a library's caller passes).
inline void write_input_files(const Graph& entry, const fs::path& io, const std::vector<Literal>& args) {
  fs::create_directories(io);
  for (size_t i = 0; i < args.size(); ++i) {
    const TensorType& t = entry.parameters()[i]->type();
    const HostBuffer b = to_host_buffer(args[i], t);
    std::ofstream(io / ("in" + std::to_string(i) + ".bin"), std::ios::binary).write(reinterpret_cast<const char*>(b.bytes()), t.byte_size());
  }
}

// Seeded random inputs for `entry`, also written as write_input_files does.
inline std::vector<Literal> write_inputs(const Graph& entry, const fs::path& io, uint64_t seed) {
  std::vector<Literal> args;
  for (size_t i = 0; i < entry.parameters().size(); ++i) args.push_back(random_literal(entry.parameters()[i]->type(), seed * 1000003 + i));
  write_input_files(entry, io, args);
  return args;
}

// The driver's output i (io/out<i>.bin) as a literal of `type`; empty bytes
// when the file is missing or has the wrong size.
inline HostBuffer read_output(const fs::path& io, size_t i, const TensorType& type) {
  HostBuffer got(type);
  const std::string bytes = slurp(io / ("out" + std::to_string(i) + ".bin"));
  if (bytes.size() == static_cast<size_t>(type.byte_size())) std::memcpy(got.bytes(), bytes.data(), bytes.size());
  return got;
}

}  // namespace kiln::aot_test
