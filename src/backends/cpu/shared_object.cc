#include "backends/cpu/shared_object.h"

#include <dlfcn.h>
#include <fcntl.h>
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <fstream>

#include "support/error.h"

extern char** environ;

namespace kiln::cpu {

namespace fs = std::filesystem;

std::string link_shared_object(const std::vector<fs::path>& objects, const fs::path& out, const std::vector<std::string>& libraries) {
  const char* cc_env = std::getenv("KILN_CC");
  const std::string cc = cc_env && *cc_env ? cc_env : "cc";
  std::vector<std::string> args = {cc, "-shared", "-o", out.string()};
  for (const fs::path& o : objects) args.push_back(o.string());
  for (const std::string& l : libraries) args.push_back(l);
  std::vector<char*> argv;
  for (std::string& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  // The linker's chatter goes to a file next to the output, read back on failure.
  const fs::path log = out.string() + ".log";
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, log.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  posix_spawn_file_actions_adddup2(&actions, STDOUT_FILENO, STDERR_FILENO);
  pid_t pid = 0;
  const int spawned = posix_spawnp(&pid, cc.c_str(), &actions, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  std::string problem;
  if (spawned != 0) {
    problem = fmt::format("cannot run the linker '{}': {}", cc, std::strerror(spawned));
  } else {
    int status = 0;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
      std::ifstream in(log);
      problem = fmt::format("'{}' failed: {}", fmt::join(args, " "), std::string(std::istreambuf_iterator<char>(in), {}));
    }
  }
  std::error_code ec;
  fs::remove(log, ec);
  return problem;
}

std::shared_ptr<SharedObject> SharedObject::load(const fs::path& path, bool global) {
  void* handle = dlopen(path.c_str(), RTLD_NOW | (global ? RTLD_GLOBAL : RTLD_LOCAL));
  if (!handle) internal_error("cannot load {}: {}", path.string(), dlerror());
  return std::shared_ptr<SharedObject>(new SharedObject(handle));
}

// Kernels stay mapped for the life of the process: compiled steps may outlive
// the executable that loaded them (the in-process cache shares them).
SharedObject::~SharedObject() = default;

void* SharedObject::symbol(const std::string& name) const {
  void* p = dlsym(handle_, name.c_str());
  if (!p) internal_error("symbol {} missing from a compiled kernel", name);
  return p;
}

halide_type_t halide_type_of(DType d) {
  switch (d) {
    case DType::Pred: return halide_type_t(halide_type_uint, 1);
    case DType::S8: return halide_type_t(halide_type_int, 8);
    case DType::S16: return halide_type_t(halide_type_int, 16);
    case DType::S32: return halide_type_t(halide_type_int, 32);
    case DType::S64: return halide_type_t(halide_type_int, 64);
    case DType::U8: return halide_type_t(halide_type_uint, 8);
    case DType::U16: return halide_type_t(halide_type_uint, 16);
    case DType::U32: return halide_type_t(halide_type_uint, 32);
    case DType::U64: return halide_type_t(halide_type_uint, 64);
    case DType::F16: return halide_type_t(halide_type_float, 16);
    case DType::BF16: return halide_type_t(halide_type_bfloat, 16);
    case DType::F32: return halide_type_t(halide_type_float, 32);
    case DType::F64: return halide_type_t(halide_type_float, 64);
  }
  return halide_type_t(halide_type_float, 32);
}

HalideBufferView::HalideBufferView(HostBuffer& b) {
  const TensorType& t = b.type;
  const Dims strides = physical_strides(t);
  for (size_t d = 0; d < t.dims.size(); ++d) {
    dims.push_back(halide_dimension_t(0, static_cast<int32_t>(t.dims[d]), static_cast<int32_t>(strides[d])));
  }
  buffer.host = b.bytes();
  buffer.type = halide_type_of(t.dtype);
  buffer.dimensions = static_cast<int32_t>(dims.size());
  buffer.dim = dims.data();
}

}  // namespace kiln::cpu
