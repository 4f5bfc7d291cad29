#include "backends/cuda/register_caps.h"

#include <Halide.h>
#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <cstring>
#include <sstream>

#include "support/error.h"

namespace kiln::cuda {

namespace {

// The cap of the entry named `entry`: that of the longest Func name `f` for
// which the entry is `_kernel_<f>_s<digit>...`. Halide names a device kernel
// after its block loop, c_print_name(unique_name("kernel_<func>.s<stage>...")):
// `$` (unique_name's `n_y$1`) prints as `__`, but when the kernel's name was
// taken before in the process unique_name first turned each `$` into `_`.
int cap_of(const std::string& entry, const std::map<std::string, int>& caps) {
  size_t best_length = 0;
  int cap = 0;
  for (const auto& [func, n] : caps) {
    std::string renamed = func;
    std::replace(renamed.begin(), renamed.end(), '$', '_');
    for (const std::string& name : {func, renamed}) {
      const std::string prefix = Halide::Internal::c_print_name("kernel_" + name) + "_s";
      if (entry.size() > prefix.size() && entry.compare(0, prefix.size(), prefix) == 0 &&
          std::isdigit(static_cast<unsigned char>(entry[prefix.size()])) && prefix.size() >= best_length) {
        best_length = prefix.size();
        cap = n;
      }
    }
  }
  return cap;
}

bool is_comment(const std::string& line) {
  const size_t first = line.find_first_not_of(" \t");
  return first != std::string::npos && line.compare(first, 2, "//") == 0;
}

}  // namespace

std::string with_register_caps(const std::string& ptx, const std::map<std::string, int>& caps) {
  std::istringstream lines(ptx);
  std::string line, out;
  int pending = 0;  // the cap of the entry whose parameter list is open
  bool in_params = false;
  while (std::getline(lines, line)) {
    if (is_comment(line)) continue;
    if (const size_t at = line.find(".entry "); at != std::string::npos) {
      size_t name_end = line.find('(', at);
      if (name_end == std::string::npos) name_end = line.size();
      const std::string name = line.substr(at + 7, name_end - at - 7);
      pending = cap_of(name, caps);
      in_params = true;
    }
    out += line;
    out += '\n';
    // The directive goes between the parameter list's `)` and the body's `{`.
    if (in_params && line.find(')') != std::string::npos) {
      if (pending > 0) out += fmt::format(".maxnreg {}\n", pending);
      in_params = false;
      pending = 0;
    }
  }
  return out;
}

void cap_registers(Halide::Module& module, const std::map<std::string, int>& caps) {
  for (const Halide::Buffer<>& b : module.buffers()) {
    if (b.name().find("gpu_source_kernels") == std::string::npos) continue;
    char* text = static_cast<char*>(b.data());
    const size_t size = b.size_in_bytes();
    const std::string ptx(text, strnlen(text, size));
    const std::string capped = with_register_caps(ptx, caps);
    // The runtime reads the buffer up to its first NUL: the edited text, then
    // NULs to the end.
    if (capped.size() + 1 > size) {
      internal_error("the PTX with register caps ({} bytes) does not fit its module's buffer ({} bytes)", capped.size(), size);
    }
    std::memcpy(text, capped.data(), capped.size());
    std::memset(text + capped.size(), '\0', size - capped.size());
  }
}

}  // namespace kiln::cuda
