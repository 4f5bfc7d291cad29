#include "conformance/conformance_runner.h"

#include <fmt/format.h>

#include <cctype>
#include <filesystem>
#include <set>

#include "collectives/spmd_launch.h"
#include "conformance/lift_constants.h"
#include "conformance/program_checks.h"
#include "driver/targets.h"
#include "importer/import.h"
#include "reference/evaluator.h"
#include "support/error.h"

namespace kiln {

namespace {

// What kiln refuses, and programs it cannot run as given: the dynamic/ ones
// take `?`-shaped arguments and carry no values to specialize them with
// (they test serialization round trips; kiln runs them given shapes).
bool says_unsupported(const std::string& message) {
  return message.find("unsupported") != std::string::npos || message.find("has a dynamic shape") != std::string::npos;
}

TargetResult from_error(const std::string& message) {
  return {says_unsupported(message) ? Verdict::Unsupported : Verdict::Fail, message};
}

// Every device's outputs, device after device (one device: all of them).
TargetResult judge(const Module& module, const std::vector<Literal>& outputs) {
  const int64_t devices = module.mesh().devices();
  const size_t per_device = outputs.size() / static_cast<size_t>(devices);
  for (int64_t d = 0; d < devices; ++d) {
    const std::vector<Literal> mine(outputs.begin() + static_cast<std::ptrdiff_t>(static_cast<size_t>(d) * per_device),
                                    outputs.begin() + static_cast<std::ptrdiff_t>(static_cast<size_t>(d + 1) * per_device));
    for (const CheckOutcome& o : evaluate_checks(module, mine)) {
      if (!o.passed) {
        const std::string failure = describe_failure(o, mine[static_cast<size_t>(o.check->actual_output)].dims());
        return {Verdict::Fail, devices > 1 ? fmt::format("on device {}: {}", d, failure) : failure};
      }
    }
  }
  return {};
}

TargetResult internal(const std::exception& e) { return {Verdict::Fail, fmt::format("internal error: {}", e.what())}; }

// One program on one target; `module` is this target's own copy (compiling
// rewrites it).
TargetResult run_on(const Target& target, Module& module, const ConformanceOptions& options) {
  try {
    std::vector<Literal> arguments;
    if (options.lift_constants) arguments = lift_constants_to_parameters(*module.entry());
    // A program for several devices (the interpreter's run_parallel) takes
    // the same arguments on each, in this process.
    const DeviceMesh mesh = module.mesh();
    std::vector<Literal> all_devices;
    for (int64_t d = 0; d < mesh.devices(); ++d) all_devices.insert(all_devices.end(), arguments.begin(), arguments.end());
    std::vector<Literal> outputs;
    if (target.kind == TargetKind::Reference) {
      EvaluateOptions e;
      e.max_while_iterations = options.max_while_iterations;
      outputs = evaluate_on_devices(*module.entry(), mesh, std::move(all_devices), e);
    } else {
      CompileOptions c = options.compile;
      c.target = target;
      c.max_while_iterations = options.max_while_iterations;
      if (mesh.devices() == 1) {
        outputs = compile_module(module, c)->run_literals(arguments, {});
      } else {
        const auto executables = compile_module_for_devices(module, c);
        outputs = run_devices_on_literals(mesh, std::move(all_devices), [&](int64_t d, std::vector<Literal> mine) {
          return executables[static_cast<size_t>(d)]->run_literals(mine, {});
        });
      }
    }
    return judge(module, outputs);
  } catch (const UserError& e) {
    return from_error(e.what());
  } catch (const std::exception& e) {
    return internal(e);
  }
}

}  // namespace

std::string_view verdict_name(Verdict v) {
  switch (v) {
    case Verdict::Pass: return "pass";
    case Verdict::Fail: return "fail";
    case Verdict::Unsupported: return "unsupported";
  }
  return "?";
}

std::string op_family(const std::string& path) {
  static const std::set<std::string> kTypeWords = {"bool",    "int8",    "int16",  "int32",   "int64",     "uint8",
                                                   "uint16",  "uint32",  "uint64", "float16", "bfloat16",  "float32",
                                                   "float64", "complex64", "complex128", "shape", "dtypes"};
  const std::string stem = std::filesystem::path(path).stem().string();
  std::string family;
  size_t start = 0;
  while (start <= stem.size()) {
    size_t end = stem.find('_', start);
    if (end == std::string::npos) end = stem.size();
    const std::string word = stem.substr(start, end - start);
    const bool is_number = !word.empty() && std::isdigit(static_cast<unsigned char>(word[0]));
    if (kTypeWords.count(word) || is_number) break;
    if (!family.empty()) family += '_';
    family += word;
    start = end + 1;
  }
  return family.empty() ? stem : family;
}

std::vector<ProgramReport> run_conformance_file(const std::string& path, const ConformanceOptions& options) {
  ImportOptions import_options;
  import_options.warn = [](const std::string&) {};
  std::vector<std::string> texts;
  try {
    texts = program_texts(path);
  } catch (const std::exception& e) {  // the file cannot be read: one report
    ProgramReport r;
    r.file = path;
    r.family = op_family(path);
    for (const auto& t : options.targets) r.targets[t] = dynamic_cast<const InternalError*>(&e) ? internal(e) : from_error(e.what());
    return {r};
  }
  // Program by program: one kiln cannot import (a type or op it lacks) fails
  // alone, and the file's other programs still run. Each target imports its
  // own modules: compiling rewrites them.
  std::vector<Target> targets;
  for (const std::string& name : options.targets) targets.push_back(parse_target(name));
  std::vector<ProgramReport> reports;
  for (size_t i = 0; i < texts.size(); ++i) {
    ProgramReport r;
    r.file = path;
    r.program = static_cast<int>(i);
    r.programs = static_cast<int>(texts.size());
    r.family = op_family(path);
    for (const Target& parsed : targets) {
      const std::string& target = parsed.name;
      std::unique_ptr<Module> module;
      try {
        module = import_program_text(texts[i], path, import_options);
      } catch (const std::exception& e) {
        r.targets[target] = dynamic_cast<const InternalError*>(&e) ? internal(e) : from_error(e.what());
        continue;
      }
      r.checks = static_cast<int>(module->checks().size());
      r.targets[target] = r.checks == 0 ? TargetResult{Verdict::Fail, "the program checks nothing"} : run_on(parsed, *module, options);
    }
    reports.push_back(std::move(r));
  }
  return reports;
}

std::string family_table(const std::vector<ProgramReport>& reports, const std::vector<std::string>& targets) {
  struct Counts {
    int pass = 0, fail = 0, unsupported = 0;
  };
  std::map<std::string, std::map<std::string, Counts>> by_family;  // family -> target -> counts
  std::map<std::string, Counts> total;
  std::map<std::string, int> programs;
  for (const ProgramReport& r : reports) {
    ++programs[r.family];
    for (const auto& t : targets) {
      auto it = r.targets.find(t);
      if (it == r.targets.end()) continue;
      Counts& c = by_family[r.family][t];
      Counts& all = total[t];
      switch (it->second.verdict) {
        case Verdict::Pass: ++c.pass, ++all.pass; break;
        case Verdict::Fail: ++c.fail, ++all.fail; break;
        case Verdict::Unsupported: ++c.unsupported, ++all.unsupported; break;
      }
    }
  }
  std::string out = "| family | programs |";
  std::string rule = "|---|---:|";
  for (const auto& t : targets) {
    out += fmt::format(" {} pass / fail / unsupported |", t);
    rule += "---:|";
  }
  out += "\n" + rule + "\n";
  auto cells = [&](const std::map<std::string, Counts>& row) {
    std::string s;
    for (const auto& t : targets) {
      auto it = row.find(t);
      const Counts c = it == row.end() ? Counts{} : it->second;
      s += fmt::format(" {} / {} / {} |", c.pass, c.fail, c.unsupported);
    }
    return s;
  };
  for (const auto& [family, row] : by_family) out += fmt::format("| {} | {} |{}\n", family, programs[family], cells(row));
  out += fmt::format("| **all** | {} |{}\n", reports.size(), cells(total));
  return out;
}

}  // namespace kiln
