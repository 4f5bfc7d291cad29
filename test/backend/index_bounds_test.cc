// An index read from a tensor (gather, dynamic-slice) must not size the region
// a kernel reads: where the index tensor has one element, Halide's bounds
// inference took the loaded index as a "single point" and the host code loaded
// it before the loops. On a GPU the index is in device memory only: GraphSAGE's
// one-id embedding lookup crashed the host on an H100 (issue 33).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "fusion/kernel_plan.h"
#include "importer/import.h"
#include "lower/kernel_lowering.h"
#include "passes/pipeline.h"
#include "support/temporary_directory.h"

namespace kiln {
namespace {

// The lowered statement of the model's one kernel, up to its first loop nest:
// the bounds and checks its host code computes before any loop runs.
std::string before_first_loop(const std::string& hlo) {
  auto m = import_hlo_text(hlo, "index_bounds.hlo");
  default_pipeline(EntryLayouts::Auto).run(*m, PipelineOptions{});
  const KernelPlan plan = plan_kernels(*m->entry());
  EXPECT_EQ(plan.kernels.size(), 1u);
  lower::LoweredKernel lk = lower::lower_kernel(plan.kernels.at(0));
  std::vector<Halide::Argument> args(lk.inputs.begin(), lk.inputs.end());
  TemporaryDirectory dir(std::filesystem::temp_directory_path(), "kiln-index-bounds");
  const std::string path = (dir.path() / "kernel.stmt").string();
  lk.pipeline.compile_to_lowered_stmt(path, args, Halide::StmtOutputFormat::Text, Halide::Target("host"));
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  const std::string stmt = text.str();
  const size_t loop = stmt.find("produce ");
  EXPECT_NE(loop, std::string::npos) << stmt;
  return stmt.substr(0, loop);
}

TEST(IndexBounds, OneElementGatherIndexIsNotLoadedBeforeTheLoops) {
  const std::string head = before_first_loop(R"(HloModule g
ENTRY g {
  table = f32[100,8] parameter(0)
  ids = s32[1] parameter(1)
  ROOT rows = f32[1,8] gather(table, ids), offset_dims={1}, collapsed_slice_dims={0}, start_index_map={0}, index_vector_dim=1, slice_sizes={1,8}
})");
  // The index buffer's loads are named after it; before the loops only its
  // shape checks may appear.
  EXPECT_EQ(head.find("ids["), std::string::npos) << head;
}

TEST(IndexBounds, OneElementDynamicSliceStartIsNotLoadedBeforeTheLoops) {
  const std::string head = before_first_loop(R"(HloModule d
ENTRY d {
  x = f32[100,8] parameter(0)
  start = s32[] parameter(1)
  zero = s32[] constant(0)
  ROOT window = f32[4,8] dynamic-slice(x, start, zero), dynamic_slice_sizes={4,8}
})");
  EXPECT_EQ(head.find("start["), std::string::npos) << head;
}

}  // namespace
}  // namespace kiln
