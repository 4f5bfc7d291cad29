#include "schedule/schedule_text.h"

#include <charconv>
#include <sstream>

#include "schedule/cpu_rules.h"
#include "support/error.h"

namespace kiln {

namespace {

int64_t number(const std::string& text, int line) {
  int64_t v = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (ec != std::errc() || end != text.data() + text.size() || v < 0) {
    user_error("schedule line {}: '{}' is not a non-negative integer", line, text);
  }
  return v;
}

Dims numbers(const std::string& list, int line) {
  Dims out;
  std::stringstream items(list);
  std::string item;
  while (std::getline(items, item, ',')) out.push_back(number(item, line));
  return out;
}

const Node* node_named(const Kernel& kernel, const std::string& name, int line) {
  if (const Node* n = kernel.find(name)) return n;
  user_error("schedule line {}: kernel {} has no value %{}", line, kernel.name, name);
}

KernelSchedule upgrade_version1(std::string_view text, const Kernel& kernel) {
  KernelSchedule schedule;
  std::istringstream lines{std::string(text)};
  std::string line;
  int number_of_line = 0;
  while (std::getline(lines, line)) {
    ++number_of_line;
    if (line.find_first_not_of(" \t") == std::string::npos) continue;
    std::istringstream words(line);
    std::string word;
    words >> word;
    if (word.size() < 2 || word[0] != '%') user_error("schedule line {}: expected %name, got '{}'", number_of_line, word);
    const Node* node = node_named(kernel, word.substr(1), number_of_line);
    BasicLoops b;
    while (words >> word) {
      const size_t eq = word.find('=');
      const std::string key = word.substr(0, eq), value = eq == std::string::npos ? "" : word.substr(eq + 1);
      if (key == "order") {
        b.order = numbers(value, number_of_line);
      } else if (key == "vectorize") {
        const size_t x = value.find('x');
        if (x == std::string::npos) user_error("schedule line {}: vectorize needs DIMxWIDTH, got '{}'", number_of_line, value);
        b.vector_dim = number(value.substr(0, x), number_of_line);
        b.vector_width = static_cast<int>(number(value.substr(x + 1), number_of_line));
      } else if (key == "parallel") {
        b.parallel_dim = number(value, number_of_line);
      } else {
        user_error("schedule line {}: unknown key '{}' in version 1 schedule text", number_of_line, key);
      }
    }
    const int64_t rank = node->type().rank();
    for (int64_t dim : b.order) {
      if (dim >= rank) user_error("schedule line {}: %{} has rank {}, no dim {}", number_of_line, node->name(), rank, dim);
    }
    if (b.vector_dim >= rank || b.parallel_dim >= rank) user_error("schedule line {}: %{} has rank {}", number_of_line, node->name(), rank);
    for (LoopSchedule& l : cpu_loop_nest(kernel, *node, b)) schedule.loops.push_back(std::move(l));
  }
  return schedule;
}

}  // namespace

bool is_version1_schedule_text(std::string_view text) {
  std::istringstream lines{std::string(text)};
  std::string line;
  while (std::getline(lines, line)) {
    std::istringstream words(line);
    std::string word;
    if (!(words >> word) || word[0] == '#') continue;
    if (word == "kiln-schedule") return false;
    while (words >> word) {
      if (word.rfind("vectorize=", 0) == 0) return true;
      if ((word.rfind("order=", 0) == 0 || word.rfind("parallel=", 0) == 0) && word.size() > word.find('=') + 1 &&
          std::isdigit(static_cast<unsigned char>(word[word.find('=') + 1]))) {
        return true;
      }
    }
  }
  return false;
}

KernelSchedule parse_schedule_text(std::string_view text, const Kernel& kernel) {
  if (is_version1_schedule_text(text)) return upgrade_version1(text, kernel);
  KernelSchedule schedule = KernelSchedule::from_text(text);
  for (const LoopSchedule& l : schedule.loops) {
    if (!kernel.find(l.value)) user_error("schedule for kernel {} names %{}, which the kernel does not have", kernel.name, l.value);
  }
  return schedule;
}

}  // namespace kiln
