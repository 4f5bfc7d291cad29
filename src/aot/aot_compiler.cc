#include "aot/aot_compiler.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <cctype>
#include <fstream>
#include <map>
#include <set>

#include "aot/c_writer.h"
#include "aot/workspace_plan.h"
#include "backends/cpu/cpu_backend.h"
#include "fusion/gemm_shape.h"
#include "fusion/kernel_plan.h"
#include "passes/pipeline.h"
#include "runtime/host_buffer.h"
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

// Plans storage for every value and writes the step sequence as C.
class LibraryBuilder {
 public:
  LibraryBuilder(const Graph& graph, const AotOptions& options, const std::string& target, const fs::path& work)
      : graph_(graph), options_(options), target_(target), work_(work), c_(options.name) {}

  AotResult build() {
    describe_parameters();
    const KernelPlan plan = plan_kernels(graph_);
    check_supported(plan);
    assign_storage(plan);
    emit_steps(plan);
    emit_output_copies();
    AotResult result;
    result.kernels = kernels_;
    result.distinct_kernels = static_cast<int>(functions_.size());
    result.gemms = gemms_;
    result.workspace_bytes = workspace_.size;
    result.target = target_;
    c_.set_workspace_size(workspace_.size);
    return finish(result);
  }

 private:
  using ValueKey = std::pair<const Node*, int>;
  static ValueKey key(const Value& v) { return {v.node, v.index}; }

  void describe_parameters() {
    std::set<std::string> used;
    for (const Node* p : graph_.parameters()) {
      std::string field = c_identifier(p->name(), "v_");
      while (!used.insert(field).second) field += "_";
      pointer_[key(p->result())] = c_.add_input(field, p->name(), p->type());
    }
    for (size_t i = 0; i < graph_.outputs().size(); ++i) {
      const Value& v = graph_.outputs()[i];
      c_.add_output(fmt::format("out{}", i), v.node->name(), v.type());
    }
  }

  void check_supported(const KernelPlan& plan) {
    for (const Kernel& k : plan.kernels) {
      if (!k.is_library_step()) continue;
      const Node& n = *k.nodes.back();
      if (n.op() == OpCode::Dot && (n.type().dtype == DType::F32 || n.type().dtype == DType::F64)) continue;
      user_error("kiln compile: %{} ({}) cannot go into an ahead-of-time library yet (while, conditional and sort run "
                 "only in-process); use kiln run",
                 n.name(), opcode_name(n.op()));
    }
  }

  // Graph outputs written by a step go straight to the caller's buffer; the
  // rest of the values a step writes live in the workspace; aliases share
  // their operand's storage; constants are static arrays.
  void assign_storage(const KernelPlan& plan) {
    for (const auto& n : graph_.nodes()) {
      if (n->op() == OpCode::Constant) {
        pointer_[key(n->result())] = c_.add_constant(to_host_buffer(*n->attrs().literal, n->type()), n->name());
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
        if (out != output_index.end()) {
          pointer_[key(v)] = c_.output_pointer(out->second);
          written_in_place_.insert(out->second);
          continue;
        }
        lifetime_of[key(v)] = lifetimes.size();
        lifetimes.push_back({static_cast<uint64_t>(v.type().byte_size()), static_cast<int>(s), static_cast<int>(s)});
        workspace_values.push_back(key(v));
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
    workspace_ = plan_workspace(lifetimes);
    for (size_t i = 0; i < workspace_values.size(); ++i) pointer_[workspace_values[i]] = fmt::format("(ws + {})", workspace_.offsets[i]);
  }

  ValueKey storage_root(ValueKey v) const {
    for (auto it = alias_of_.find(v); it != alias_of_.end(); it = alias_of_.find(v)) v = it->second;
    return v;
  }
  std::string pointer(const Value& v) const { return pointer_.at(storage_root(key(v))); }

  void emit_steps(const KernelPlan& plan) {
    for (size_t s = 0; s < plan.kernels.size(); ++s) {
      const Kernel& k = plan.kernels[s];
      if (k.is_alias()) continue;
      if (k.is_library_step()) {
        emit_gemm(k, static_cast<int>(s));
      } else {
        emit_kernel(k, static_cast<int>(s));
      }
    }
  }

  void emit_kernel(const Kernel& k, int step) {
    const uint64_t fingerprint = cpu::kernel_fingerprint_for(k, target_);
    const std::string function = fmt::format("{}_k{:016x}", options_.name, fingerprint);
    if (functions_.insert(function).second) {
      const fs::path object = work_ / (function + ".o");
      if (options_.verbose) fmt::print(stderr, "compile kernel={} fingerprint={:016x}\n", k.name, fingerprint);
      cpu::compile_kernel_object_for(k, target_, object, function);
      objects_.push_back(object);
    }
    std::vector<std::pair<std::string, TensorType>> buffers;
    for (const Value& v : k.inputs) buffers.emplace_back(pointer(v), v.type());
    for (const Value& v : k.outputs) buffers.emplace_back(pointer(v), v.type());
    c_.add_kernel_call(step, k.name, function, buffers);
    ++kernels_;
  }

  void emit_gemm(const Kernel& k, int step) {
    const Node& dot = *k.nodes.back();
    c_.add_gemm(step, k.name, *gemm_shape(dot), dot.type().dtype, pointer(dot.operand(0)), pointer(dot.operand(1)), pointer(dot.result()),
                static_cast<uint64_t>(dot.type().byte_size()));
    ++gemms_;
  }

  void emit_output_copies() {
    for (size_t i = 0; i < graph_.outputs().size(); ++i) {
      if (written_in_place_.count(static_cast<int>(i))) continue;
      const Value& v = graph_.outputs()[i];
      c_.add_output_copy(static_cast<int>(i), pointer(v), static_cast<uint64_t>(v.type().byte_size()));
    }
  }

  AotResult finish(AotResult result) {
    const fs::path& dir = options_.out_dir;
    const std::string& name = options_.name;
    result.c_source = dir / (name + "_model.c");
    result.header = dir / (name + ".h");
    result.library = dir / ("lib" + name + ".a");
    result.cmake_config = dir / (name + "Config.cmake");
    result.pkg_config = dir / (name + ".pc");
    std::ofstream(result.header) << c_.header(options_.source, target_);
    std::ofstream(result.c_source) << c_.source(options_.source, target_);
    const fs::path runtime = work_ / (name + "_halide_runtime.o");
    cpu::compile_runtime_object_for(target_, runtime);
    const fs::path model = work_ / (name + "_model.o");
    run_or_fail({tool_from_environment("KILN_CC", "cc"), "-O2", "-fPIC", "-std=c11", "-I", KILN_HALIDE_INCLUDE_DIR, "-c",
                 result.c_source.string(), "-o", model.string()});
    std::vector<std::string> ar = {tool_from_environment("KILN_AR", "ar"), "rcs", result.library.string() + ".tmp", model.string(),
                                   runtime.string()};
    for (const fs::path& o : objects_) ar.push_back(o.string());
    std::error_code ec;
    fs::remove(result.library.string() + ".tmp", ec);
    run_or_fail(ar);
    fs::rename(result.library.string() + ".tmp", result.library);
    std::ofstream(result.cmake_config) << c_.cmake_config(gemms_ > 0);
    std::ofstream(result.pkg_config) << c_.pkg_config(dir, gemms_ > 0);
    return result;
  }

  const Graph& graph_;
  const AotOptions& options_;
  const std::string target_;
  const fs::path work_;
  CWriter c_;
  std::map<ValueKey, std::string> pointer_;  // C expression of each value's first byte
  std::map<ValueKey, ValueKey> alias_of_;
  std::set<int> written_in_place_;
  WorkspacePlan workspace_;
  std::set<std::string> functions_;
  std::vector<fs::path> objects_;
  int kernels_ = 0, gemms_ = 0;
};

}  // namespace

AotResult compile_aot(Module& module, const AotOptions& options) {
  if (!is_c_identifier(options.name)) user_error("kiln compile: --name '{}' is not a C identifier", options.name);
  const std::string target = cpu::resolve_target(options.target);
  create_user_directory(options.out_dir, "-o");
  default_pipeline(EntryLayouts::AsDeclared).run(module);
  const TemporaryDirectory work(options.out_dir, ".kiln-build");  // objects, removed when done
  return LibraryBuilder(*module.entry(), options, target, work.path()).build();
}

}  // namespace kiln::aot
