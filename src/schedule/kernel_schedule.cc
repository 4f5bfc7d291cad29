#include "schedule/kernel_schedule.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <charconv>
#include <sstream>
#include <thread>

#include "support/error.h"

namespace kiln {

namespace {

constexpr std::string_view kHeader = "kiln-schedule";

// A loop name: d<N> or r<N>, then any number of .o / .i.
// d<N> or r<N>, or several joined by '+' (a fused loop), then .o/.i parts.
bool is_loop_name(std::string_view s) {
  size_t i = 0;
  for (;;) {
    if (i + 1 >= s.size() || (s[i] != 'd' && s[i] != 'r')) return false;
    const size_t digits = ++i;
    while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]))) ++i;
    if (i == digits) return false;
    if (i < s.size() && s[i] == '+') {
      ++i;
      continue;
    }
    break;
  }
  while (i < s.size()) {
    if (i + 1 >= s.size() || s[i] != '.' || (s[i + 1] != 'o' && s[i + 1] != 'i')) return false;
    i += 2;
  }
  return true;
}

std::vector<std::string> split_list(const std::string& text, char sep) {
  std::vector<std::string> out;
  std::stringstream items(text);
  std::string item;
  while (std::getline(items, item, sep)) out.push_back(item);
  return out;
}

class LineParser {
 public:
  explicit LineParser(int number) : number_(number) {}

  int64_t positive(const std::string& text, const char* what) {
    int64_t v = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (ec != std::errc() || end != text.data() + text.size() || v < 1) {
      user_error("schedule line {}: {} must be a positive integer, got '{}'", number_, what, text);
    }
    return v;
  }
  int64_t non_negative(const std::string& text, const char* what) {
    return text == "0" ? 0 : positive(text, what);
  }

  std::string loop(const std::string& text) {
    if (!is_loop_name(text)) user_error("schedule line {}: '{}' is not a loop name (d<N> or r<N>, then .o/.i parts)", number_, text);
    return text;
  }
  std::vector<std::string> loops(const std::string& text) {
    std::vector<std::string> out;
    for (const std::string& l : split_list(text, ',')) out.push_back(loop(l));
    return out;
  }

  // inner+outer
  Fuse fuse(const std::string& text) {
    const size_t plus = text.rfind('+');
    if (plus == std::string::npos) user_error("schedule line {}: fuse needs INNER+OUTER, got '{}'", number_, text);
    return {loop(text.substr(0, plus)), loop(text.substr(plus + 1))};
  }

  Split split(const std::string& text) {
    const size_t colon = text.find(':');
    if (colon == std::string::npos) user_error("schedule line {}: split needs LOOP:FACTOR, got '{}'", number_, text);
    const int64_t factor = positive(text.substr(colon + 1), "a split factor");
    if (factor > kMaxSplitFactor) user_error("schedule line {}: split factor {} is above the limit of {}", number_, factor, kMaxSplitFactor);
    return {loop(text.substr(0, colon)), factor};
  }

  // %<value>@<loop>
  ComputeAt compute_at(const std::string& text) {
    const size_t at = text.rfind('@');
    if (text.size() < 2 || text[0] != '%' || at == std::string::npos || at < 2) {
      user_error("schedule line {}: at needs %<value>@<loop>, got '{}'", number_, text);
    }
    return {text.substr(1, at - 1), loop(text.substr(at + 1))};
  }

  // in<K>@<loop>[<dim>:<factor>,...]
  Staging staging(const std::string& text) {
    Staging s;
    const size_t at = text.find('@'), open = text.find('['), close = text.rfind(']');
    if (text.rfind("in", 0) != 0 || at == std::string::npos || open == std::string::npos || close != text.size() - 1 || open < at) {
      user_error("schedule line {}: stage needs in<K>@<loop>[<dim>:<factor>,...], got '{}'", number_, text);
    }
    s.input = static_cast<int>(non_negative(text.substr(2, at - 2), "an input index"));
    s.at = loop(text.substr(at + 1, open - at - 1));
    for (const std::string& item : split_list(text.substr(open + 1, close - open - 1), ',')) {
      const size_t colon = item.find(':');
      if (colon == std::string::npos) user_error("schedule line {}: a staged tile dim needs DIM:FACTOR, got '{}'", number_, item);
      s.tile.emplace_back(non_negative(item.substr(0, colon), "a dim"), positive(item.substr(colon + 1), "a tile factor"));
    }
    return s;
  }

  // in<K>@<loop>+<ahead>
  Prefetch prefetch(const std::string& text) {
    const size_t at = text.find('@'), plus = text.rfind('+');
    if (text.rfind("in", 0) != 0 || at == std::string::npos || plus == std::string::npos || plus < at) {
      user_error("schedule line {}: prefetch needs in<K>@<loop>+<iterations ahead>, got '{}'", number_, text);
    }
    Prefetch p;
    p.input = static_cast<int>(non_negative(text.substr(2, at - 2), "an input index"));
    p.at = loop(text.substr(at + 1, plus - at - 1));
    p.ahead = positive(text.substr(plus + 1), "iterations ahead");
    if (p.ahead > (int64_t{1} << 30)) user_error("schedule line {}: prefetch {} iterations ahead is past 2^30", number_, p.ahead);
    return p;
  }

 private:
  int number_;
};

// Reads the value name and stage from "%name" or "%name.update".
void parse_target(const std::string& word, int number, LoopSchedule& l) {
  if (word.size() < 2 || word[0] != '%') user_error("schedule line {}: expected %name, got '{}'", number, word);
  std::string name = word.substr(1);
  for (StageKind k : {StageKind::Update, StageKind::RFactor}) {
    const std::string_view suffix = stage_suffix(k);
    if (name.size() > suffix.size() && name.compare(name.size() - suffix.size(), suffix.size(), suffix) == 0) {
      name.resize(name.size() - suffix.size());
      l.stage = k;
    }
  }
  l.value = name;
}

}  // namespace

std::string_view stage_suffix(StageKind stage) {
  switch (stage) {
    case StageKind::Pure: return "";
    case StageKind::Update: return ".update";
    case StageKind::RFactor: return ".rfactor";
  }
  return "";
}

const LoopSchedule* KernelSchedule::find(std::string_view value, StageKind stage) const {
  for (const LoopSchedule& l : loops) {
    if (l.value == value && l.stage == stage) return &l;
  }
  return nullptr;
}

std::set<std::pair<std::string, std::string>> KernelSchedule::computed_at_loops() const {
  std::set<std::pair<std::string, std::string>> out;
  for (const LoopSchedule& l : loops) {
    if (l.at) out.insert({l.at->value, l.at->loop});
  }
  return out;
}

bool is_autoscheduler(std::string_view name) {
  return std::find(std::begin(kAutoschedulers), std::end(kAutoschedulers), name) != std::end(kAutoschedulers);
}

AutoschedulerChoice autoscheduler_choice(const std::string& name, int threads) {
  return {name, threads > 0 ? threads : static_cast<int>(std::thread::hardware_concurrency()), name == "Adams2019" ? 1 : 0};
}

std::string KernelSchedule::to_text() const {
  std::string s = fmt::format("{} {}\n", kHeader, kScheduleTextVersion);
  if (autoscheduler) {
    s += fmt::format("autoscheduler {} parallelism={}{}\n", autoscheduler->name, autoscheduler->parallelism,
                     autoscheduler->beam > 0 ? fmt::format(" beam={}", autoscheduler->beam) : "");
  }
  for (const LoopSchedule& l : loops) {
    s += fmt::format("%{}{}", l.value, stage_suffix(l.stage));
    if (!l.fuses.empty()) {
      std::vector<std::string> items;
      for (const Fuse& f : l.fuses) items.push_back(f.name());
      s += fmt::format(" fuse={}", fmt::join(items, ","));
    }
    if (!l.splits.empty()) {
      std::vector<std::string> items;
      for (const Split& sp : l.splits) items.push_back(fmt::format("{}:{}", sp.loop, sp.factor));
      s += fmt::format(" split={}", fmt::join(items, ","));
    }
    if (!l.rfactor.empty()) s += fmt::format(" rfactor={}", l.rfactor);
    if (!l.order.empty()) s += fmt::format(" order={}", fmt::join(l.order, ","));
    if (!l.lanes.empty()) s += fmt::format(" lanes={}", fmt::join(l.lanes, ","));
    if (!l.parallel.empty()) s += fmt::format(" parallel={}", fmt::join(l.parallel, ","));
    if (!l.unroll.empty()) s += fmt::format(" unroll={}", fmt::join(l.unroll, ","));
    if (l.at) s += fmt::format(" at=%{}@{}", l.at->value, l.at->loop);
    if (l.streaming_stores) s += " stores=streaming";
    if (l.max_registers > 0) s += fmt::format(" regs={}", l.max_registers);
    for (const Staging& st : l.staged) {
      std::vector<std::string> tile;
      for (const auto& [dim, factor] : st.tile) tile.push_back(fmt::format("{}:{}", dim, factor));
      s += fmt::format(" stage=in{}@{}[{}]", st.input, st.at, fmt::join(tile, ","));
    }
    for (const Prefetch& pf : l.prefetches) s += fmt::format(" prefetch=in{}@{}+{}", pf.input, pf.at, pf.ahead);
    s += "\n";
  }
  return s;
}

KernelSchedule KernelSchedule::from_text(std::string_view text) {
  KernelSchedule schedule;
  std::istringstream lines{std::string(text)};
  std::string line;
  int number = 0;
  bool seen_content = false;
  while (std::getline(lines, line)) {
    ++number;
    if (line.find_first_not_of(" \t") == std::string::npos || line[line.find_first_not_of(" \t")] == '#') continue;
    std::istringstream words(line);
    std::string word;
    words >> word;
    if (word == kHeader) {
      std::string version;
      words >> version;
      if (seen_content) user_error("schedule line {}: the '{}' header must come first", number, kHeader);
      if (version != std::to_string(kScheduleTextVersion)) {
        user_error("schedule line {}: schedule text version '{}' is not one this kiln reads (it reads 1 and {})", number, version,
                   kScheduleTextVersion);
      }
      seen_content = true;
      continue;
    }
    seen_content = true;
    if (word == "autoscheduler") {
      if (schedule.autoscheduler) user_error("schedule line {}: a second autoscheduler line", number);
      AutoschedulerChoice a;
      words >> a.name;
      if (!is_autoscheduler(a.name)) {
        user_error("schedule line {}: unknown autoscheduler '{}' (Halide 14 has {})", number, a.name, fmt::join(kAutoschedulers, ", "));
      }
      LineParser p(number);
      while (words >> word) {
        if (word.rfind("parallelism=", 0) == 0) {
          a.parallelism = static_cast<int>(p.positive(word.substr(12), "parallelism"));
        } else if (word.rfind("beam=", 0) == 0 && a.name == "Adams2019") {
          a.beam = static_cast<int>(p.positive(word.substr(5), "beam"));
        } else {
          user_error("schedule line {}: unknown {} parameter '{}'", number, a.name, word);
        }
      }
      schedule.autoscheduler = a;
      continue;
    }
    LoopSchedule l;
    parse_target(word, number, l);
    LineParser p(number);
    while (words >> word) {
      const size_t eq = word.find('=');
      const std::string key = word.substr(0, eq), value = eq == std::string::npos ? "" : word.substr(eq + 1);
      if (key == "fuse") {
        for (const std::string& item : split_list(value, ',')) l.fuses.push_back(p.fuse(item));
      } else if (key == "split") {
        for (const std::string& item : split_list(value, ',')) l.splits.push_back(p.split(item));
      } else if (key == "order") {
        l.order = p.loops(value);
      } else if (key == "lanes") {
        l.lanes = p.loops(value);
      } else if (key == "parallel") {
        l.parallel = p.loops(value);
      } else if (key == "unroll") {
        l.unroll = p.loops(value);
      } else if (key == "stage") {
        l.staged.push_back(p.staging(value));
      } else if (key == "prefetch") {
        l.prefetches.push_back(p.prefetch(value));
      } else if (key == "at") {
        if (l.stage != StageKind::Pure) user_error("schedule line {}: at= belongs on a %name line (a loop nest is computed where its pure stage is)", number);
        l.at = p.compute_at(value);
      } else if (key == "stores") {
        if (l.stage != StageKind::Pure) user_error("schedule line {}: stores= belongs on a %name line", number);
        if (value != "streaming" && value != "plain") user_error("schedule line {}: stores= is streaming or plain, got '{}'", number, value);
        l.streaming_stores = value == "streaming";
      } else if (key == "regs") {
        if (l.stage != StageKind::Pure) user_error("schedule line {}: regs= belongs on a %name line (it caps every device kernel of the loop nest)", number);
        const int64_t n = p.positive(value, "regs");
        if (n < kMinRegisterCap || n > kMaxRegisterCap) {
          user_error("schedule line {}: regs= is a register count per GPU thread from {} to {}, got {}", number, kMinRegisterCap, kMaxRegisterCap, n);
        }
        l.max_registers = static_cast<int>(n);
      } else if (key == "rfactor") {
        if (l.stage != StageKind::Update) user_error("schedule line {}: rfactor belongs on a %name.update line", number);
        l.rfactor = p.loop(value);
      } else if (key == "vectorize" && l.stage == StageKind::Pure) {
        user_error("schedule line {}: 'vectorize=' is version 1 schedule text; a version 1 schedule is read only together with its kernel "
                   "(it is upgraded to version {})", number, kScheduleTextVersion);
      } else {
        user_error("schedule line {}: unknown key '{}'", number, key);
      }
    }
    if (l.lanes.size() > 3) user_error("schedule line {}: at most 3 lanes loops (GPU threads x, y, z), got {}", number, l.lanes.size());
    for (const std::vector<std::string>* loops : {&l.lanes, &l.unroll}) {
      for (const std::string& name : *loops) {
        for (const Split& sp : l.splits) {
          if (name == sp.loop + ".i" && sp.factor > kMaxLanesOrUnroll) {
            user_error("schedule line {}: {} loop {} has {} iterations, above the limit of {}", number, loops == &l.lanes ? "lanes" : "unroll",
                       name, sp.factor, kMaxLanesOrUnroll);
          }
        }
      }
    }
    if (l.parallel.size() > 3) user_error("schedule line {}: at most 3 parallel loops (GPU blocks x, y, z), got {}", number, l.parallel.size());
    schedule.loops.push_back(std::move(l));
  }
  if (schedule.autoscheduler && !schedule.loops.empty()) {
    user_error("schedule: an autoscheduler line decides every loop nest; it cannot stand beside %value lines");
  }
  return schedule;
}

}  // namespace kiln
