#include "aot/aot_compiler.h"

#include "cache/schedule_store.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <cctype>
#include <fstream>
#include <map>
#include <set>

#include "aot/aot_target.h"
#include "aot/c_writer.h"
#include "aot/object_cache.h"
#include "aot/workspace_plan.h"
#include "fusion/gemm_shape.h"
#include "fusion/kernel_plan.h"
#include "passes/pipeline.h"
#include "runtime/host_buffer.h"
#include "support/atomic_file.h"
#include "support/directories.h"
#include "support/error.h"
#include "support/subprocess.h"
#include "support/temporary_directory.h"

namespace kiln::aot {

namespace fs = std::filesystem;

std::string c_identifier(const std::string& text, const std::string& prefix) {
  std::string out;
  for (char c : text) out += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
  if (out.empty() || std::isdigit(static_cast<unsigned char>(out[0]))) out = prefix + out;
  return out;
}

namespace {

bool is_c_identifier(const std::string& s) {
  if (s.empty() || std::isdigit(static_cast<unsigned char>(s[0]))) return false;
  for (char c : s) {
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_') return false;
  }
  return true;
}

void run_or_fail(const std::vector<std::string>& args) {
  if (std::string problem = run_program(args); !problem.empty()) user_error("kiln compile: {}", problem);
}

// What the functions of one library share: the C text, the kernel objects
// (identical kernels compiled once) and the counts.
struct Library {
  const AotOptions& options;
  const AotTarget& target;
  // Where a library whose buffers are on a device runs sort comparators: the
  // host, for any x86-64 (null for CPU libraries, which run everything there).
  const AotTarget* host_target;
  fs::path work;
  CWriter c;
  std::set<std::string> functions;
  std::vector<fs::path> objects;
  int kernels = 0, gemms = 0;
  std::shared_ptr<const ScheduleStore> schedules;  // null: default rules only
  ObjectCache object_cache;
};

// One graph as a C function: storage planned for every value, the step
// sequence written into the writer's current function. The entry graph is the
// run function; loop conditions, bodies and branches are functions of their
// own, called from the loop or conditional step that owns them.
class GraphEmitter {
 public:
  GraphEmitter(const Graph& graph, Library& lib, bool entry, const AotTarget& target)
      : graph_(graph), lib_(lib), entry_(entry), target_(target), on_device_(target.platform().memory() != cpu_platform().memory()) {}

  // Returns the workspace bytes the function needs.
  uint64_t emit() {
    describe_parameters();
    const KernelPlan plan = plan_kernels(graph_);
    check_supported(plan);
    build_called_functions(plan);
    assign_storage(plan);
    emit_steps(plan);
    emit_output_copies();
    return workspace_.size;
  }

 private:
  using ValueKey = std::pair<const Node*, int>;
  static ValueKey key(const Value& v) { return {v.node, v.index}; }

  // A called graph's function: its name and workspace bytes.
  struct Called {
    std::string function;
    uint64_t workspace = 0;
  };
  // Per loop or conditional step: its called functions and where its scratch
  // buffers (loop state, the condition's flag, the callees' workspaces) live.
  struct ControlStep {
    std::vector<Called> called;
    std::vector<size_t> scratch;  // lifetime indices
  };

  void describe_parameters() {
    if (!entry_) {
      for (size_t i = 0; i < graph_.parameters().size(); ++i) pointer_[key(graph_.parameters()[i]->result())] = CWriter::input_pointer(static_cast<int>(i));
      return;
    }
    std::set<std::string> used;
    for (size_t i = 0; i < graph_.parameters().size(); ++i) {
      const Node* p = graph_.parameters()[i];
      std::string field = c_identifier(p->name(), "v_");
      while (!used.insert(field).second) field += "_";
      pointer_[key(p->result())] = lib_.c.add_input(field, p->name(), p->type(), graph_.complex_parameter(i));
    }
    for (size_t i = 0; i < graph_.outputs().size(); ++i) {
      const Value& v = graph_.outputs()[i];
      lib_.c.add_output(fmt::format("out{}", i), v.node->name(), v.type(), graph_.complex_output(i));
    }
  }

  void check_supported(const KernelPlan& plan) {
    for (const Kernel& k : plan.kernels) {
      if (k.is_library_step()) target_.check_library_step(*k.nodes.back());
    }
  }

  void build_called_functions(const KernelPlan& plan) {
    for (size_t s = 0; s < plan.kernels.size(); ++s) {
      const Kernel& k = plan.kernels[s];
      if (!k.is_library_step()) continue;
      const Node& n = *k.nodes.back();
      if (n.op() != OpCode::While && n.op() != OpCode::Conditional && n.op() != OpCode::Sort) continue;
      ControlStep& control = control_[s];
      // A sort on a device library runs on the host, and so does its comparator.
      const AotTarget& target = n.op() == OpCode::Sort && on_device_ ? *lib_.host_target : target_;
      for (const Graph* g : n.called()) {
        lib_.c.begin_function(target.platform());
        const uint64_t ws = GraphEmitter(*g, lib_, false, target).emit();
        control.called.push_back({lib_.c.end_function(g->name()), ws});
      }
    }
  }

  // Graph outputs written by a step go straight to the caller's buffer; the
  // rest of the values a step writes live in the workspace; aliases share
  // their operand's storage; constants are static arrays.
  void assign_storage(const KernelPlan& plan) {
    for (const auto& n : graph_.nodes()) {
      if (n->op() == OpCode::Constant) {
        pointer_[key(n->result())] = lib_.c.add_constant(to_host_buffer(*n->attrs().literal, n->type()), n->name());
      }
    }
    std::map<ValueKey, int> output_index;
    for (size_t i = 0; i < graph_.outputs().size(); ++i) output_index.emplace(key(graph_.outputs()[i]), static_cast<int>(i));
    std::vector<BufferLifetime> lifetimes;
    std::vector<ValueKey> workspace_values;
    std::map<ValueKey, size_t> lifetime_of;
    const int final_step = static_cast<int>(plan.kernels.size());
    for (size_t s = 0; s < plan.kernels.size(); ++s) {
      const Kernel& k = plan.kernels[s];
      if (k.is_alias()) {
        alias_of_[key(k.outputs[0])] = key(k.nodes[0]->operand(0));
        continue;
      }
      for (const Value& v : k.outputs) {
        auto out = output_index.find(key(v));
        if (out != output_index.end() && !written_in_place_.count(out->second)) {
          pointer_[key(v)] = lib_.c.output_pointer(out->second);
          written_in_place_.insert(out->second);
          continue;
        }
        lifetime_of[key(v)] = lifetimes.size();
        lifetimes.push_back({static_cast<uint64_t>(v.type().byte_size()), static_cast<int>(s), static_cast<int>(s)});
        workspace_values.push_back(key(v));
      }
      if (auto c = control_.find(s); c != control_.end()) {
        auto scratch = [&](uint64_t bytes) {
          c->second.scratch.push_back(lifetimes.size());
          lifetimes.push_back({bytes, static_cast<int>(s), static_cast<int>(s)});
        };
        const Node& n = *k.nodes.back();
        if (n.op() == OpCode::While) {
          for (int r = 0; r < n.num_results(); ++r) scratch(static_cast<uint64_t>(n.type(r).byte_size()));  // state a
          for (int r = 0; r < n.num_results(); ++r) scratch(static_cast<uint64_t>(n.type(r).byte_size()));  // state b
          scratch(1);                                                                                          // the condition's pred
          for (const Called& f : c->second.called) scratch(f.workspace);
        } else if (n.op() == OpCode::Sort && on_device_) {
          // Its scratch is host memory the step allocates (CWriter::add_sort).
        } else if (n.op() == OpCode::Sort) {
          const uint64_t row = static_cast<uint64_t>(n.operand(0).type().dims[static_cast<size_t>(n.attrs().dimensions[0])]) * 8;
          scratch(row);                               // a row's indices
          scratch(row);                               // the merge's scratch
          scratch(1);                                 // the comparator's pred
          scratch(c->second.called[0].workspace);
        } else {
          uint64_t ws = 0;
          for (const Called& f : c->second.called) ws = std::max(ws, f.workspace);  // one branch runs
          scratch(ws);
        }
      }
    }
    auto extend = [&](ValueKey v, int step) {
      auto it = lifetime_of.find(storage_root(v));
      if (it != lifetime_of.end()) lifetimes[it->second].last_step = std::max(lifetimes[it->second].last_step, step);
    };
    for (size_t s = 0; s < plan.kernels.size(); ++s) {
      for (const Node* n : plan.kernels[s].nodes) {
        for (const Value& v : n->operands()) extend(key(v), static_cast<int>(s));
      }
    }
    for (const Value& v : graph_.outputs()) extend(key(v), final_step);  // copied out at the end
    workspace_ = plan_workspace(lifetimes, target_.platform().buffer_alignment());
    for (size_t i = 0; i < workspace_values.size(); ++i) pointer_[workspace_values[i]] = workspace_pointer(lifetime_of[workspace_values[i]]);
  }

  std::string workspace_pointer(size_t lifetime) const { return fmt::format("(ws + {})", workspace_.offsets[lifetime]); }

  ValueKey storage_root(ValueKey v) const {
    for (auto it = alias_of_.find(v); it != alias_of_.end(); it = alias_of_.find(v)) v = it->second;
    return v;
  }
  std::string pointer(const Value& v) const { return pointer_.at(storage_root(key(v))); }

  void emit_steps(const KernelPlan& plan) {
    for (size_t s = 0; s < plan.kernels.size(); ++s) {
      const Kernel& k = plan.kernels[s];
      if (k.is_alias()) continue;
      if (!k.is_library_step()) {
        emit_kernel(k, static_cast<int>(s));
      } else if (k.nodes.back()->op() == OpCode::Dot) {
        emit_gemm(k, static_cast<int>(s));
      } else if (k.nodes.back()->op() == OpCode::While) {
        emit_while(*k.nodes.back(), control_.at(s), static_cast<int>(s));
      } else if (k.nodes.back()->op() == OpCode::Sort) {
        emit_sort(*k.nodes.back(), control_.at(s), static_cast<int>(s));
      } else {
        emit_conditional(*k.nodes.back(), control_.at(s), static_cast<int>(s));
      }
    }
  }

  // The kernel's object (compiled once per fingerprint); its function's name.
  std::string compile_kernel(const Kernel& k, const KernelSchedule& schedule, const std::string& origin) {
    const uint64_t fingerprint = target_.fingerprint(k, schedule);
    const std::string function = fmt::format("{}_k{:016x}", lib_.options.name, fingerprint);
    if (lib_.functions.count(function)) return function;
    const fs::path object = lib_.work / (function + ".o");
    const bool cached = lib_.object_cache.get_or_build(ObjectCache::kernel_key(function, fingerprint), object,
                                                       [&](const fs::path& o) { target_.compile_kernel(k, schedule, o, function); });
    if (lib_.options.verbose) {
      fmt::print(stderr, "{} kernel={} fingerprint={:016x} schedule={}\n", cached ? "cache-hit source=disk" : "compile", k.name, fingerprint,
                 origin);
    }
    lib_.functions.insert(function);
    lib_.objects.push_back(object);
    return function;
  }

  void emit_kernel(const Kernel& k, int step) {
    std::string origin;
    const KernelSchedule schedule = target_.schedule_for(k, lib_.schedules.get(), &origin);
    std::string function;
    try {
      function = compile_kernel(k, schedule, origin);
    } catch (const std::runtime_error& e) {
      if (!is_stored_schedule(origin)) throw;
      // A stored schedule that does not apply: a warning naming it, and the
      // default rule (as when kernels compile in process).
      warn_stored_schedule_unusable(k, origin, e);
      origin.clear();
      function = compile_kernel(k, target_.schedule_for(k, nullptr, &origin), origin);
    }
    std::vector<std::pair<std::string, TensorType>> buffers;
    for (const Value& v : k.inputs) buffers.emplace_back(pointer(v), v.type());
    for (const Value& v : k.outputs) buffers.emplace_back(pointer(v), v.type());
    lib_.c.add_kernel_call(step, k.name, function, buffers, k.inputs.size());
    ++lib_.kernels;
  }

  void emit_gemm(const Kernel& k, int step) {
    const Node& dot = *k.nodes.back();
    lib_.c.add_gemm(step, k.name, *gemm_shape(dot), dot.type().dtype, dot.operand(1).node->op() == OpCode::Constant, pointer(dot.operand(0)),
                    pointer(dot.operand(1)), pointer(dot.result()));
    ++lib_.gemms;
  }

  void emit_while(const Node& n, const ControlStep& control, int step) {
    CWriter::LoopBuffers b;
    const size_t count = static_cast<size_t>(n.num_results());
    for (size_t i = 0; i < count; ++i) {
      b.init.push_back(pointer(n.operand(i)));
      b.results.push_back(pointer(n.result(static_cast<int>(i))));
      b.bytes.push_back(static_cast<uint64_t>(n.type(static_cast<int>(i)).byte_size()));
      b.state_a.push_back(workspace_pointer(control.scratch[i]));
      b.state_b.push_back(workspace_pointer(control.scratch[count + i]));
    }
    b.go = workspace_pointer(control.scratch[2 * count]);
    b.condition_ws = workspace_pointer(control.scratch[2 * count + 1]);
    b.body_ws = workspace_pointer(control.scratch[2 * count + 2]);
    lib_.c.add_while(step, n.name(), control.called[0].function, control.called[1].function, b);
  }

  void emit_sort(const Node& n, const ControlStep& control, int step) {
    CWriter::SortBuffers b;
    const TensorType& t = n.operand(0).type();
    for (size_t i = 0; i < n.num_operands(); ++i) {
      b.operands.push_back(pointer(n.operand(i)));
      b.results.push_back(pointer(n.result(static_cast<int>(i))));
      b.element_bytes.push_back(std::max(1, dtype_bits(n.operand(i).type().dtype) / 8));
      KILN_CHECK(physical_strides(n.operand(i).type()) == physical_strides(t) && physical_strides(n.type(static_cast<int>(i))) == physical_strides(n.type()),
                 "sort %{} operands or results in different layouts", n.name());
    }
    b.dims = t.dims;
    b.strides = physical_strides(t);
    b.result_strides = physical_strides(n.type());
    b.dim = n.attrs().dimensions[0];
    b.kept = n.type().dims.at(static_cast<size_t>(b.dim));
    b.comparator_ws_bytes = control.called[0].workspace;
    if (!on_device_) {
      b.order = workspace_pointer(control.scratch[0]);
      b.scratch = workspace_pointer(control.scratch[1]);
      b.flag = workspace_pointer(control.scratch[2]);
      b.comparator_ws = workspace_pointer(control.scratch[3]);
    }
    lib_.c.add_sort(step, n.name(), control.called[0].function, b);
  }

  void emit_conditional(const Node& n, const ControlStep& control, int step) {
    std::vector<std::string> functions, results;
    std::vector<std::vector<std::string>> operands;
    size_t next = 1;
    for (size_t k = 0; k < control.called.size(); ++k) {
      functions.push_back(control.called[k].function);
      operands.emplace_back();
      for (int64_t i = 0; i < n.attrs().branch_operand_counts[k]; ++i) operands.back().push_back(pointer(n.operand(next++)));
    }
    for (int r = 0; r < n.num_results(); ++r) results.push_back(pointer(n.result(r)));
    lib_.c.add_conditional(step, n.name(), pointer(n.operand(0)), n.operand(0).type().dtype == DType::Pred, functions, operands, results,
                           workspace_pointer(control.scratch[0]));
  }

  void emit_output_copies() {
    for (size_t i = 0; i < graph_.outputs().size(); ++i) {
      if (written_in_place_.count(static_cast<int>(i))) continue;
      const Value& v = graph_.outputs()[i];
      lib_.c.add_output_copy(static_cast<int>(i), pointer(v), static_cast<uint64_t>(v.type().byte_size()));
    }
  }

  const Graph& graph_;
  Library& lib_;
  const bool entry_;
  const AotTarget& target_;  // how this graph's kernels compile (a comparator's: the host's)
  const bool on_device_;     // its buffers are device memory
  std::map<ValueKey, std::string> pointer_;  // C expression of each value's first byte
  std::map<ValueKey, ValueKey> alias_of_;
  std::set<int> written_in_place_;
  std::map<size_t, ControlStep> control_;  // by step
  WorkspacePlan workspace_;
};

// The entry graph as the run function, then the library around it.
class LibraryBuilder {
 public:
  LibraryBuilder(const Graph& graph, const AotOptions& options, const AotTarget& target, const AotTarget* host_target, const fs::path& work)
      : graph_(graph), lib_{options, target, host_target, work, CWriter(options.name, target.platform()), {}, {}, 0, 0, nullptr, ObjectCache(options.cache)} {
    if (!options.schedules_dir.empty()) lib_.schedules = std::make_shared<const ScheduleStore>(options.schedules_dir);
  }

  AotResult build() {
    const uint64_t workspace = GraphEmitter(graph_, lib_, true, lib_.target).emit();
    lib_.c.set_workspace_size(workspace);
    AotResult result;
    result.kernels = lib_.kernels;
    result.distinct_kernels = static_cast<int>(lib_.functions.size());
    result.gemms = lib_.gemms;
    result.workspace_bytes = workspace;
    result.target = lib_.target.name();
    return finish(result);
  }

 private:
  AotResult finish(AotResult result) {
    const AotOptions& options = lib_.options;
    const fs::path& dir = options.out_dir;
    const std::string& name = options.name;
    result.c_source = dir / (name + "_model.c");
    result.header = dir / (name + ".h");
    result.library = dir / ("lib" + name + ".a");
    result.cmake_config = dir / (name + "Config.cmake");
    result.pkg_config = dir / (name + ".pc");
    // The five files are one library: each is written under a temporary name
    // and they replace the old ones together, only once all are whole (a full
    // disk part-way kept the old libNAME.a beside a new header).
    AtomicFileSet files;
    const std::string header = lib_.c.header(options.source, lib_.target.name());
    files.add(result.header, header);
    const std::string c_text = lib_.c.source(options.source, lib_.target.name());
    files.add(result.c_source, c_text);
    // Compiled from a copy under its final name: the object records its
    // source's file name, and the pending file's name holds a process id.
    const fs::path c_source = lib_.work / result.c_source.filename();
    write_file_atomically(c_source, c_text);
    write_file_atomically(lib_.work / result.header.filename(), header);  // what the C source includes while the set is pending
    const fs::path runtime = lib_.work / (name + "_halide_runtime.o");
    lib_.object_cache.get_or_build(ObjectCache::runtime_key(lib_.target.name()), runtime,
                                   [&](const fs::path& o) { lib_.target.compile_runtime(o); });
    const fs::path model = lib_.work / (name + "_model.o");
    run_or_fail({tool_from_environment("KILN_CC", "cc"), "-O2", "-fPIC", "-std=c11", "-x", "c", "-I", lib_.work.string(), "-I", KILN_HALIDE_INCLUDE_DIR, "-I",
                 KILN_AOT_RUNTIME_INCLUDE_DIR, "-DKILN_AOT_ABI=" KILN_AOT_ABI, "-c", c_source.string(), "-o", model.string()});
    const fs::path library = files.reserve(result.library);
    std::vector<std::string> ar = {tool_from_environment("KILN_AR", "ar"), "rcs", library.string(), model.string(), runtime.string()};
    for (const fs::path& o : lib_.objects) ar.push_back(o.string());
    for (const fs::path& o : aot_runtime_members()) ar.push_back(o.string());
    run_or_fail(ar);
    for (const std::string& l : lib_.c.link_libraries()) result.link_flags.push_back("-l" + l);
    files.add(result.cmake_config, lib_.c.cmake_config());
    files.add(result.pkg_config, lib_.c.pkg_config(dir));
    files.commit();
    return result;
  }

  // kiln's AOT runtime (aot/runtime/aot_runtime.h), member by member: a
  // program's link takes only the members the model calls, and so needs
  // OpenBLAS only when the model has GEMMs and oneDNN only for bf16 ones.
  std::vector<fs::path> aot_runtime_members() const {
    const fs::path archive = KILN_AOT_RUNTIME_ARCHIVE;
    if (!fs::is_regular_file(archive)) user_error("kiln compile: kiln's AOT runtime {} is missing; rebuild kiln", archive.string());
    const fs::path dir = lib_.work / "kiln_aot_runtime";
    fs::create_directories(dir);
    const std::string ar = tool_from_environment("KILN_AR", "ar");
    run_or_fail({ar, "x", "--output=" + dir.string(), archive.string()});
    std::vector<fs::path> members;
    for (const auto& entry : fs::directory_iterator(dir)) members.push_back(entry.path());
    std::sort(members.begin(), members.end());  // the same archive, byte for byte, every time
    return members;
  }

  const Graph& graph_;
  Library lib_;
};

}  // namespace

namespace {

// A library is libNAME.a, linked as -lNAME beside the libraries its link
// line names: a model called `m` made -lm resolve to itself. Those names, and
// the C runtime's, are refused; so are names too long for a file name.
void check_library_name(const std::string& name) {
  static const char* const kReserved[] = {"c", "m", "dl", "pthread", "rt", "stdc++", "gcc", "gcc_s", "gomp", "openblas", "blas",
                                          "lapack", "dnnl", "cuda", "cublas", "cudart", "halide", "Halide"};
  if (!is_c_identifier(name)) user_error("kiln compile: --name '{}' is not a C identifier", name);
  constexpr size_t kMaxName = 64;
  if (name.size() > kMaxName) user_error("kiln compile: --name is {} characters long; at most {}", name.size(), kMaxName);
  for (const char* r : kReserved) {
    if (name == r) user_error("kiln compile: --name '{}' is a system library's name (the link line -l{} would find the model's library); choose another", name, name);
  }
}

}  // namespace

AotResult compile_aot(Module& module, const AotOptions& options) {
  check_library_name(options.name);
  const bool cuda = options.target == "cuda" || options.target.rfind("cuda-", 0) == 0;
  const bool opencl = options.target == "opencl";
  const std::unique_ptr<AotTarget> target = cuda ? cuda_aot_target(options.target) : opencl ? opencl_aot_target() : cpu_aot_target(options.target);
  const std::unique_ptr<AotTarget> host = cuda || opencl ? cpu_aot_target("x86-64-linux") : nullptr;  // sort comparators
  create_user_directory(options.out_dir, "-o");
  default_pipeline(EntryLayouts::AsDeclared, target->native_gemm_types()).run(module);
  const TemporaryDirectory work(options.out_dir, ".kiln-build");  // objects, removed when done
  return LibraryBuilder(*module.entry(), options, *target, host.get(), work.path()).build();
}

}  // namespace kiln::aot
