// kiln explain MODEL.hlo [--format text|json]: the kernel plan after the pass
// pipeline, with each kernel's ops, buffers, bytes and the reason it ends.
#include <fmt/format.h>

#include "cli.h"
#include "explain/explain.h"
#include "fusion/kernel_plan.h"
#include "importer/import.h"
#include "passes/pipeline.h"
#include "support/error.h"

namespace kiln::cli {

int explain_command(const std::vector<std::string>& args) {
  std::string model, format = "text";
  GlobalOptions global;
  po::options_description desc("kiln explain MODEL.hlo [options]");
  desc.add_options()
      ("help", "show this help")
      ("model", po::value(&model), "HLO text file")
      ("format", po::value(&format), "text (default), json, dot (Graphviz) or buffers (buffer assignment)");
  add_global_options(desc, global);
  const po::variables_map vm = parse(args, desc, "model", 1);
  if (printed_help(vm, desc)) return 0;
  if (model.empty()) user_error("explain needs a model file");
  if (format != "text" && format != "json" && format != "dot" && format != "buffers") {
    user_error("unknown format '{}' (expected text, json, dot or buffers)", format);
  }
  ImportOptions import_options;
  import_options.warn = [](const std::string&) {};
  auto module = import_hlo_file(model, import_options);
  PipelineOptions pipeline;
  pipeline.dump_dir = global.dump_dir;
  default_pipeline(parse_entry_layouts(global.entry_layouts)).run(*module, pipeline);
  const KernelPlan plan = plan_kernels(*module->entry());
  const Graph& g = *module->entry();
  if (format == "json") {
    fmt::print("{}\n", explain_json(g, plan));
  } else if (format == "dot") {
    fmt::print("{}", explain_dot(g, plan));
  } else if (format == "buffers") {
    fmt::print("{}", explain_buffers(g, plan));
  } else {
    fmt::print("{}\n", explain_text(g, plan));
  }
  return 0;
}

}  // namespace kiln::cli
