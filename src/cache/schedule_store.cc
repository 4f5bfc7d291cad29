#include "cache/schedule_store.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <cstdlib>
#include <algorithm>
#include <cctype>
#include <fstream>
#include <sstream>

#include "cache/kernel_fingerprint.h"
#include "support/atomic_file.h"
#include "support/error.h"
#include "support/warning.h"

namespace kiln {

namespace {

// Target strings hold '-' and ',': fine in a directory name; anything else is replaced.
std::string directory_name(const std::string& target) {
  std::string s = target;
  for (char& c : s) {
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '-' && c != '_' && c != '.') c = '_';
  }
  return s;
}

double number_or_zero(const std::string& text) {
  char* end = nullptr;
  const double v = std::strtod(text.c_str(), &end);
  return end && *end == '\0' ? v : 0;
}

}  // namespace

std::string StoredSchedule::description() const {
  if (default_kept) return fmt::format("default rule (kiln tune found nothing 3% faster, {})", path.string());
  if (default_ms > 0 && tuned_ms > 0) return fmt::format("tuned ({:.2f}x over default, {})", default_ms / tuned_ms, path.string());
  return fmt::format("tuned ({})", path.string());
}

std::filesystem::path ScheduleStore::path_for(const Kernel& kernel, const std::string& target) const {
  return dir_ / directory_name(target) / fmt::format("{:016x}.schedule", kernel_structure_fingerprint(kernel, target));
}

std::optional<StoredSchedule> ScheduleStore::find(const Kernel& kernel, const std::string& target) const {
  const std::filesystem::path path = path_for(kernel, target);
  std::error_code ec;
  if (!std::filesystem::exists(path, ec)) return std::nullopt;
  std::ifstream in(path);
  if (!in) {
    warn_once(fmt::format("{}: cannot read the stored schedule; kernel {} uses the default rule", path.string(), kernel.name));
    return std::nullopt;
  }
  StoredSchedule s;
  s.path = path;
  std::string line, schedule_text;
  int number = 0, schedule_first_line = 0;
  while (std::getline(in, line)) {
    ++number;
    if (schedule_first_line > 0) {
      schedule_text += line + "\n";
      continue;
    }
    if (line.empty() || line[0] == '#') continue;
    std::istringstream words(line);
    std::string key, value;
    words >> key;
    std::getline(words >> std::ws, value);
    if (key == "kiln-schedule") {
      schedule_first_line = number;
      schedule_text = line + "\n";
    } else if (key == "kernel") s.kernel = value;
    else if (key == "machine") s.machine = value;
    else if (key == "date") s.date = value;
    else if (key == "default_ms") s.default_ms = number_or_zero(value);
    else if (key == "tuned_ms") s.tuned_ms = number_or_zero(value);
    else if (key == "result") s.default_kept = value == "default_kept";
  }
  try {
    if (schedule_first_line == 0) user_error("no 'kiln-schedule 2' line");
    s.schedule = with_kernel_names(kernel, KernelSchedule::from_text(schedule_text));
  } catch (const UserError& e) {
    // Schedule errors count their lines from the schedule's header line.
    std::string what = e.what();
    const std::string prefix = "schedule line ";
    if (what.rfind(prefix, 0) == 0) {
      size_t end = prefix.size();
      while (end < what.size() && std::isdigit(static_cast<unsigned char>(what[end]))) ++end;
      if (end > prefix.size()) {  // "schedule line 3: ...", not "schedule line %n6 ..."
        const int at = std::atoi(what.c_str() + prefix.size());
        what = fmt::format("line {}{}", schedule_first_line + at - 1, what.substr(end));
      }
    }
    warn_once(fmt::format("{}: {}; kernel {} uses the default rule", path.string(), what, kernel.name));
    return std::nullopt;
  }
  return s;
}

std::filesystem::path ScheduleStore::write(const Kernel& kernel, const std::string& target, const StoredSchedule& entry) const {
  const std::filesystem::path path = path_for(kernel, target);
  std::error_code ec;
  std::filesystem::create_directories(path.parent_path(), ec);
  if (ec) user_error("{}: cannot create the schedules directory: {}", path.parent_path().string(), ec.message());
  std::ostringstream out;
  out << "# kiln tuned schedule\n";
  out << "kernel " << entry.kernel << "\n";
  if (!entry.machine.empty()) out << "machine " << entry.machine << "\n";
  if (!entry.date.empty()) out << "date " << entry.date << "\n";
  if (entry.default_ms > 0) out << fmt::format("default_ms {:.4f}\n", entry.default_ms);
  if (entry.tuned_ms > 0) out << fmt::format("tuned_ms {:.4f}\n", entry.tuned_ms);
  if (entry.default_kept) out << "result default_kept\n";
  out << with_canonical_names(kernel, entry.schedule).to_text();
  write_file_atomically(path, out.str());
  return path;
}

namespace {

// A job's result file, read whole and checked before it may replace an entry:
// a truncated or foreign file (a job killed mid-write) is refused with why.
std::string checked_schedule_file(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) user_error("cannot read it");
  const std::string text(std::istreambuf_iterator<char>(in), {});
  if (in.bad()) user_error("cannot read it");
  const size_t header = text.find("kiln-schedule ");
  if (text.rfind("# kiln tuned schedule\n", 0) != 0) user_error("it does not start with '# kiln tuned schedule'");
  if (text.find("\nkernel ") == std::string::npos) user_error("it names no kernel");
  if (header == std::string::npos) user_error("it holds no 'kiln-schedule' line");
  if (text.back() != '\n') user_error("its last line is cut off");
  const KernelSchedule schedule = KernelSchedule::from_text(text.substr(header));
  if (schedule.loops.empty() && !schedule.autoscheduler) user_error("its schedule is empty");
  return text;
}

}  // namespace

int ScheduleStore::merge_from(const std::filesystem::path& other) const {
  std::error_code ec;
  if (!std::filesystem::is_directory(other, ec)) user_error("{}: not a directory of tune results", other.string());
  // Every file is read and checked first; one bad file merges nothing.
  std::vector<std::pair<std::filesystem::path, std::string>> entries;
  std::vector<std::string> refused;
  for (auto it = std::filesystem::recursive_directory_iterator(other, ec); !ec && it != std::filesystem::recursive_directory_iterator();
       it.increment(ec)) {
    const std::filesystem::path& p = it->path();
    if (p.extension() != ".schedule" || !it->is_regular_file()) continue;
    // A job's store is <job>/<target>/<structure>.schedule: keep the last two parts.
    try {
      entries.emplace_back(dir_ / p.parent_path().filename() / p.filename(), checked_schedule_file(p));
    } catch (const UserError& e) {
      refused.push_back(fmt::format("{} ({})", p.string(), e.what()));
    }
  }
  if (ec) user_error("{}: cannot read: {}", other.string(), ec.message());
  if (!refused.empty()) {
    user_error("{} tune result file(s) are not whole stored schedules, so nothing was merged: {}", refused.size(), fmt::join(refused, "; "));
  }
  for (const auto& [to, text] : entries) {
    std::filesystem::create_directories(to.parent_path(), ec);
    if (ec) user_error("{}: cannot create: {}", to.parent_path().string(), ec.message());
    write_file_atomically(to, text);
  }
  return static_cast<int>(entries.size());
}

std::filesystem::path resolve_schedules_dir(const std::string& flag, const std::string& model) {
  if (!flag.empty()) return flag;
  if (const char* env = std::getenv("KILN_SCHEDULES"); env && *env) return env;
  std::error_code ec;
  const std::filesystem::path source = std::filesystem::weakly_canonical(KILN_SOURCE_DIR, ec);
  if (!model.empty() && !ec && std::filesystem::is_directory(source / "schedules", ec)) {
    const std::filesystem::path at = std::filesystem::weakly_canonical(model, ec);
    const auto [end, rest] = std::mismatch(source.begin(), source.end(), at.begin(), at.end());
    if (!ec && end == source.end()) return source / "schedules";
  }
  if (const char* data = std::getenv("XDG_DATA_HOME"); data && *data) return std::filesystem::path(data) / "kiln" / "schedules";
  if (const char* home = std::getenv("HOME"); home && *home) return std::filesystem::path(home) / ".local" / "share" / "kiln" / "schedules";
  return {};
}

bool is_stored_schedule(const std::string& origin) { return origin.rfind("tuned", 0) == 0; }

void warn_stored_schedule_unusable(const Kernel& kernel, const std::string& origin, const std::exception& error) {
  const std::string what = error.what();
  warn_once(fmt::format("the stored schedule of kernel {} does not compile ({}): {}; kernel {} uses the default rule", kernel.name, origin,
                        what.substr(0, what.find('\n')), kernel.name));
}

}  // namespace kiln
