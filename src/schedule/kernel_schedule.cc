#include "schedule/kernel_schedule.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <set>
#include <sstream>

#include "support/error.h"

namespace kiln {

const LoopSchedule* KernelSchedule::find(std::string_view value) const {
  for (const LoopSchedule& l : loops) {
    if (l.value == value) return &l;
  }
  return nullptr;
}

std::string KernelSchedule::to_text() const {
  std::string s;
  for (const LoopSchedule& l : loops) {
    s += fmt::format("%{} order={}", l.value, fmt::join(l.loop_order, ","));
    if (l.vector_dim >= 0) s += fmt::format(" vectorize={}x{}", l.vector_dim, l.vector_width);
    if (l.parallel_dim >= 0) s += fmt::format(" parallel={}", l.parallel_dim);
    s += "\n";
  }
  return s;
}

KernelSchedule KernelSchedule::from_text(std::string_view text) {
  KernelSchedule schedule;
  std::istringstream lines{std::string(text)};
  std::string line;
  int number = 0;
  auto ints = [&](const std::string& list) {
    Dims out;
    std::stringstream items(list);
    std::string item;
    while (std::getline(items, item, ',')) {
      try {
        out.push_back(std::stoll(item));
      } catch (...) {
        user_error("schedule line {}: '{}' is not a list of integers", number, list);
      }
    }
    return out;
  };
  while (std::getline(lines, line)) {
    ++number;
    if (line.find_first_not_of(" \t") == std::string::npos) continue;
    std::istringstream words(line);
    std::string word;
    words >> word;
    if (word.size() < 2 || word[0] != '%') user_error("schedule line {}: expected %name, got '{}'", number, word);
    LoopSchedule l;
    l.value = word.substr(1);
    while (words >> word) {
      const size_t eq = word.find('=');
      const std::string key = word.substr(0, eq), value = eq == std::string::npos ? "" : word.substr(eq + 1);
      if (key == "order") {
        l.loop_order = ints(value);
      } else if (key == "vectorize") {
        const size_t x = value.find('x');
        if (x == std::string::npos) user_error("schedule line {}: vectorize needs DIMxWIDTH, got '{}'", number, value);
        l.vector_dim = ints(value.substr(0, x)).at(0);
        l.vector_width = static_cast<int>(ints(value.substr(x + 1)).at(0));
      } else if (key == "parallel") {
        l.parallel_dim = ints(value).at(0);
      } else {
        user_error("schedule line {}: unknown key '{}'", number, key);
      }
    }
    schedule.loops.push_back(std::move(l));
  }
  return schedule;
}

KernelSchedule default_cpu_schedule(const Kernel& kernel, int vector_bytes, int64_t parallel_min_elements) {
  KernelSchedule schedule;
  std::set<const Node*> anchors;
  for (const Value& v : kernel.outputs) anchors.insert(v.node);
  for (const Node* node : kernel.nodes) {
    if (!anchors.count(node) && !needs_own_loop_nest(*node)) continue;
    const TensorType& t = node->type();
    LoopSchedule l;
    l.value = node->name();
    l.loop_order = t.minor_to_major;
    const int lanes = std::max(1, vector_bytes / std::max(1, dtype_bits(t.dtype) / 8));
    if (!t.minor_to_major.empty() && lanes > 1 && t.dims[static_cast<size_t>(t.minor_to_major[0])] >= lanes) {
      l.vector_dim = t.minor_to_major[0];
      l.vector_width = lanes;
    }
    if (t.rank() > 1 && t.num_elements() >= parallel_min_elements) l.parallel_dim = t.minor_to_major.back();
    schedule.loops.push_back(std::move(l));
  }
  return schedule;
}

}  // namespace kiln
