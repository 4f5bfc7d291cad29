#include "passes/pipeline.h"

#include <fmt/format.h>

#include <chrono>
#include <filesystem>
#include <fstream>

#include "ir/printer.h"
#include "ir/verifier.h"
#include "passes/algebraic_simplifier.h"
#include "passes/canonicalize_dot.h"
#include "passes/constant_folding.h"
#include "passes/convolution_as_gemm.h"
#include "passes/convolution_layouts.h"
#include "passes/cse.h"
#include "passes/dce.h"
#include "passes/empty_tensors.h"
#include "passes/gemm_operand_layouts.h"
#include "passes/partial_sorts.h"
#include "passes/sliced_dots.h"
#include "passes/widen_narrow_convolutions.h"
#include "passes/widen_narrow_dots.h"
#include "support/directories.h"
#include "support/error.h"

namespace kiln {

PassPipeline default_pipeline(EntryLayouts entry_layouts, NativeGemmTypes native, NativeFftTypes native_fft, NativeConvolutions native_conv) {
  PassPipeline p;
  p.add(std::make_unique<EmptyTensors>());         // no kernel reads a zero-element array
  p.add(std::make_unique<FftAsDft>(native_fft));   // FFTs without a library on the target as DFT products
  p.add(std::make_unique<AlgebraicSimplifier>());  // identities, transpose/reshape chains, reshape -> bitcast
  p.add(std::make_unique<SlicedDots>());           // a dot read through one slice computes only what it keeps
  p.add(std::make_unique<WidenNarrowConvolutions>(native, native_conv));  // bf16/f16 convolutions the library runs in f32
  p.add(std::make_unique<ConvolutionAsGemm>(native_conv));  // convolutions as one GEMM over an im2col view, or a library's
  p.add(std::make_unique<WidenNarrowDots>(native));  // bf16/f16 dots the target lacks as f32 GEMMs between converts
  p.add(std::make_unique<ConstantFolding>());      // small constant subgraphs, through the reference evaluator
  p.add(std::make_unique<CanonicalizeDot>());      // transposes into dots, so a dot is one GEMM
  p.add(std::make_unique<AlgebraicSimplifier>());  // what dot canonicalization left simplifiable
  p.add(std::make_unique<Cse>());                  // one node per distinct computation
  p.add(std::make_unique<Dce>());                  // drop what no output needs
  p.add(std::make_unique<PartialSorts>());         // a sort read only in its first k places keeps k (top-k)
  p.add(std::make_unique<ConvolutionLayouts>(entry_layouts));  // library convolutions write channels-last
  p.add(std::make_unique<AssignLayouts>(entry_layouts));  // memory order flows from the inputs
  p.add(std::make_unique<GemmOperandLayouts>(entry_layouts));  // dot operands in an order one GEMM reads
  return p;
}

void dump_module(const Module& module, const std::string& dir, int number, const std::string& name) {
  create_user_directory(dir, "--dump-dir");
  const auto path = std::filesystem::path(dir) / fmt::format("{:02}-{}.hlo", number, name);
  std::ofstream out(path);
  PrintOptions options;
  options.max_constant_elements = 1024;
  out << print_module(module, options);
  if (!out) user_error("{}: cannot write the dump", path.string());
}

std::vector<PassRecord> PassPipeline::run(Module& module, const PipelineOptions& options) const {
  std::vector<PassRecord> records;
  int dump_number = 0;
  if (!options.dump_dir.empty()) dump_module(module, options.dump_dir, dump_number++, "import");
  for (const auto& pass : passes_) {
    PassRecord record;
    record.name = std::string(pass->name());
    if (options.disabled.count(record.name)) continue;
    const auto start = std::chrono::steady_clock::now();
    pass->begin_module(module);
    for (const auto& g : module.graphs()) record.changed |= pass->run(*g);
    record.ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    if (record.changed) {
      if (options.verify) {
        try {
          verify_module(module);
        } catch (const InternalError& e) {
          internal_error("pass {} left an invalid graph: {}", record.name, e.what());
        }
      }
      if (!options.dump_dir.empty()) dump_module(module, options.dump_dir, dump_number++, record.name);
    }
    records.push_back(record);
  }
  return records;
}

}  // namespace kiln
