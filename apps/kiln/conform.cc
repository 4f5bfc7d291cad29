// kiln conform PATH...: runs self-checking programs (StableHLO's testdata, or a
// user's own .mlir files with check ops) on kiln's targets and tabulates
// pass / fail / unsupported per op family. With --expected-failures FILE it is
// a regression test: it fails when a program not listed there fails.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include <fnmatch.h>

#include "cli.h"
#include "driver/targets.h"
#include "conformance/conformance_runner.h"
#include "support/error.h"

namespace kiln::cli {

namespace {

// A file to run and its name in reports and in --expected-failures: its path
// relative to the directory it was found under, or its file name.
struct Found {
  std::string path, key;
};

std::vector<Found> collect_files(const std::vector<std::string>& paths) {
  std::vector<Found> files;
  for (const std::string& p : paths) {
    std::error_code ec;
    if (std::filesystem::is_directory(p, ec)) {
      std::vector<Found> found;
      for (auto it = std::filesystem::recursive_directory_iterator(p, ec); !ec && it != std::filesystem::recursive_directory_iterator();
           it.increment(ec)) {
        if (it->is_regular_file() && it->path().extension() == ".mlir") {
          found.push_back({it->path().string(), std::filesystem::relative(it->path(), p).string()});
        }
      }
      if (ec) user_error("{}: cannot read directory ({})", p, ec.message());
      std::sort(found.begin(), found.end(), [](const Found& a, const Found& b) { return a.key < b.key; });
      files.insert(files.end(), found.begin(), found.end());
    } else if (std::filesystem::exists(p, ec)) {
      files.push_back({p, std::filesystem::path(p).filename().string()});
    } else {
      user_error("{}: no such file or directory", p);
    }
  }
  return files;
}

std::vector<std::string> split_list(const std::string& text) {
  std::vector<std::string> out;
  std::stringstream in(text);
  std::string item;
  while (std::getline(in, item, ',')) {
    if (!item.empty()) out.push_back(item);
  }
  return out;
}

// One program per line: its name relative to the directory given (a file's
// own name when a file was given), `#N` after it for the N-th program of a
// file, shell patterns allowed (dynamic/*); a # at the start of a line or
// after a space starts a comment (one inside a name is the program's number).
std::set<std::string> read_name_list(const std::string& path) {
  std::ifstream in(path);
  if (!in) user_error("{}: cannot open the expected-failures file", path);
  std::set<std::string> names;
  std::string line;
  while (std::getline(in, line)) {
    for (size_t hash = line.find('#'); hash != std::string::npos; hash = line.find('#', hash + 1)) {
      if (hash == 0 || std::isspace(static_cast<unsigned char>(line[hash - 1]))) {
        line.resize(hash);
        break;
      }
    }
    while (!line.empty() && std::isspace(static_cast<unsigned char>(line.back()))) line.pop_back();
    while (!line.empty() && std::isspace(static_cast<unsigned char>(line.front()))) line.erase(line.begin());
    if (!line.empty()) names.insert(line);
  }
  return names;
}

std::string program_key(const std::string& file_key, const ProgramReport& r) {
  return r.programs > 1 ? fmt::format("{}#{}", file_key, r.program) : file_key;
}

bool listed(const std::set<std::string>& patterns, const std::string& key) {
  for (const std::string& p : patterns) {
    if (fnmatch(p.c_str(), key.c_str(), 0) == 0) return true;
  }
  return false;
}

// A run that keeps every op family but only some of its variants (dtypes,
// shapes): make test's conformance sample (test/CMakeLists.txt).
std::vector<Found> every_nth_of_each_family(const std::vector<Found>& files, size_t n) {
  std::map<std::string, size_t> seen;  // family -> programs met so far
  std::vector<Found> kept;
  for (const Found& f : files) {
    if (seen[op_family(f.path)]++ % n == 0) kept.push_back(f);
  }
  return kept;
}

}  // namespace

int conform_command(const std::vector<std::string>& args) {
  std::vector<std::string> paths;
  std::string targets_text = "reference,cpu", shard_text, table_path, expected_failures, write_failures;
  int sample = 1;
  bool verbose = false;
  GlobalOptions global;
  po::options_description desc("kiln conform PATH... (files or directories of .mlir programs)");
  desc.add_options()
      ("help", "show this help")
      ("path", po::value(&paths), "files or directories")
      ("targets", po::value(&targets_text), "comma-separated targets (default reference,cpu)")
      ("shard", po::value(&shard_text), "I/N: only every N-th file, starting at the I-th (0-based), to split a run")
      ("sample", po::value(&sample), "N: every N-th program of each op family, its first always (every family runs; before --shard)")
      ("table", po::value(&table_path), "write the pass/fail/unsupported table (markdown) to this file")
      ("expected-failures", po::value(&expected_failures), "programs allowed to fail or be unsupported: exit 1 only for others")
      ("write-failures", po::value(&write_failures), "write the programs that did not pass, one per line")
      ("verbose,v", po::bool_switch(&verbose), "a line for every program, not only those that do not pass");
  add_global_options(desc, global, kCacheDir | kNoCache | kThreads | kLogCompiles);
  const po::variables_map vm = parse(args, desc, "path", -1);
  if (printed_help(vm, desc)) return 0;
  if (paths.empty()) user_error("conform needs files or directories");
  std::vector<Found> files = collect_files(paths);
  // A run that checks nothing is not a pass: an empty directory (or a typo in
  // a glob) said "0 programs" and exited 0.
  if (files.empty()) user_error("conform: no .mlir programs under {}", fmt::join(paths, ", "));
  if (sample < 1) user_error("--sample must be at least 1, got {}", sample);
  if (sample > 1) files = every_nth_of_each_family(files, static_cast<size_t>(sample));
  if (!shard_text.empty()) {
    int index = 0, count = 0;
    if (std::sscanf(shard_text.c_str(), "%d/%d", &index, &count) != 2 || count < 1 || index < 0 || index >= count) {
      user_error("--shard must be I/N with 0 <= I < N, got '{}'", shard_text);
    }
    std::vector<Found> mine;
    for (size_t i = static_cast<size_t>(index); i < files.size(); i += static_cast<size_t>(count)) mine.push_back(files[i]);
    files = std::move(mine);
  }
  ConformanceOptions options;
  options.targets = split_list(targets_text);
  if (options.targets.empty()) user_error("--targets needs at least one target");
  for (const std::string& t : options.targets) parse_target(t);  // an unknown name is an error here, not a silent skip
  options.compile = compile_options_from(global);
  const std::set<std::string> allowed = expected_failures.empty() ? std::set<std::string>{} : read_name_list(expected_failures);

  std::vector<ProgramReport> reports;
  std::vector<std::string> unexpected, not_passing;
  std::set<std::string> seen;
  for (const Found& file : files) {
    for (ProgramReport& r : run_conformance_file(file.path, options)) {
      bool all_pass = true;
      std::string line;
      for (const auto& t : options.targets) {
        const TargetResult& tr = r.targets[t];
        if (tr.verdict != Verdict::Pass) {
          all_pass = false;
          line += fmt::format("\n    {}: {}: {}", t, verdict_name(tr.verdict), tr.detail);
        }
      }
      const std::string key = program_key(file.key, r);
      seen.insert(key);
      if (!all_pass) {
        not_passing.push_back(key);
        if (!expected_failures.empty() && !listed(allowed, key)) unexpected.push_back(key);
      }
      if (verbose || !all_pass) fmt::print("{}  {}{}\n", all_pass ? "pass" : "FAIL", r.file, line);
      std::fflush(stdout);
      reports.push_back(std::move(r));
    }
  }
  const std::string table = family_table(reports, options.targets);
  fmt::print("\n{}", table);
  if (!table_path.empty()) {
    std::ofstream out(table_path);
    if (!out) user_error("{}: cannot write the table", table_path);
    out << table;
  }
  if (!write_failures.empty()) {
    std::ofstream out(write_failures);
    if (!out) user_error("{}: cannot write the failure list", write_failures);
    for (const auto& k : not_passing) out << k << "\n";
  }
  if (!expected_failures.empty()) {
    std::vector<std::string> now_pass;  // listed by name (not by a pattern), run, and passed
    for (const auto& k : allowed) {
      if (seen.count(k) && std::find(not_passing.begin(), not_passing.end(), k) == not_passing.end()) now_pass.push_back(k);
    }
    if (!now_pass.empty()) {
      fmt::print("{} program(s) listed as expected failures now pass (take them off the list): {}\n", now_pass.size(),
                 fmt::join(now_pass, " "));
    }
    if (!unexpected.empty()) {
      fmt::print("{} program(s) failed that are not expected failures: {}\n", unexpected.size(), fmt::join(unexpected, " "));
      return 1;
    }
  }
  return 0;
}

}  // namespace kiln::cli
