#include "backends/cpu/onednn_gemm.h"

#include <dnnl.hpp>
#include <omp.h>

#include <cstdlib>
#include <cstring>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <tuple>
#include <vector>

#include "backends/cpu/gemm_blocks.h"
#include "runtime/thread_pool.h"
#include "support/error.h"

namespace kiln::cpu {

namespace {

dnnl::memory::data_type onednn_type(DType dtype) {
  switch (dtype) {
    case DType::BF16: return dnnl::memory::data_type::bf16;
    case DType::F16: return dnnl::memory::data_type::f16;
    case DType::F32: return dnnl::memory::data_type::f32;
    default: internal_error("oneDNN GEMM of {}", dtype_name(dtype));
  }
}

// A rows x cols matrix (batched) with GemmShape's strides, as oneDNN describes it.
dnnl::memory::desc matrix(const StridedMatrix& m, int64_t batch, int64_t rows, int64_t cols, dnnl::memory::data_type type) {
  const int64_t row_stride = m.row_major ? m.leading_dim : 1, col_stride = m.row_major ? 1 : m.leading_dim;
  if (batch == 1) return dnnl::memory::desc({rows, cols}, type, dnnl::memory::dims{row_stride, col_stride});
  return dnnl::memory::desc({batch, rows, cols}, type, dnnl::memory::dims{m.batch_stride, row_stride, col_stride});
}

dnnl::engine& cpu_engine() {
  static dnnl::engine engine(dnnl::engine::kind::cpu, 0);
  return engine;
}

// One block of a GEMM (gemm_blocks.h): its primitive, made once, and the
// weights packed for it when they are constant.
struct Block {
  GemmBlock where;
  dnnl::memory::desc a, b, c;
  std::unique_ptr<dnnl::matmul> primitive;
  dnnl::memory::desc scratchpad;
  std::shared_ptr<dnnl::memory> packed;  // null: B is read as it is
};

// oneDNN's own scratchpad is one buffer for the process unless the library
// was built for concurrent execution; blocks run side by side, so each
// thread hands its primitives scratch memory of its own.
void* thread_scratchpad(size_t bytes) {
  thread_local std::unique_ptr<void, decltype(&std::free)> buffer(nullptr, &std::free);
  thread_local size_t size = 0;
  if (bytes > size) {
    size = (bytes + 63) / 64 * 64;
    buffer.reset(std::aligned_alloc(64, size));
    if (!buffer) throw std::bad_alloc();
  }
  return buffer.get();
}

struct Gemm {
  GemmShape shape;
  DType dtype;
  bool constant_rhs = false;
  std::mutex blocks_mutex;
  std::map<std::pair<int64_t, int64_t>, std::shared_ptr<Block>> blocks;  // by the split's [begin, end)
  // Packed weights, shared by the blocks that read the same part of B in the
  // same layout (a row split's blocks all read all of B).
  std::vector<std::tuple<int64_t, dnnl::memory::desc, std::shared_ptr<dnnl::memory>>> packs;
};

// The primitive for block [begin, end), made on first use. oneDNN runs it on
// the calling thread (one OpenMP thread: the pool supplies the others), and it
// is made so, since oneDNN picks its blocking for the threads it has.
std::shared_ptr<Block> block_for(Gemm& g, GemmSplit split, int64_t begin, int64_t end, const uint8_t* b_data) {
  std::lock_guard<std::mutex> lock(g.blocks_mutex);
  auto& slot = g.blocks[{begin, end}];
  if (slot) return slot;
  auto block = std::make_shared<Block>();
  block->where = gemm_block(g.shape, split, begin, end);
  const GemmShape& s = block->where.shape;
  const auto type = onednn_type(g.dtype);
  block->a = matrix(s.a, s.batch, s.m, s.k, type);
  block->b = matrix(s.b, s.batch, s.k, s.n, type);
  block->c = matrix(s.c, s.batch, s.m, s.n, type);
  omp_set_num_threads(1);
  dnnl::primitive_attr attributes;
  attributes.set_scratchpad_mode(dnnl::scratchpad_mode::user);
  try {
    if (g.constant_rhs) {
      const dnnl::memory::desc any(block->b.dims(), type, dnnl::memory::format_tag::any);
      const auto pd = dnnl::matmul::primitive_desc(dnnl::matmul::desc(block->a, any, block->c), attributes, cpu_engine());
      block->primitive = std::make_unique<dnnl::matmul>(pd);
      block->scratchpad = pd.scratchpad_desc();
      const dnnl::memory::desc packed = pd.weights_desc();
      for (const auto& [offset, desc, memory] : g.packs) {
        if (offset == block->where.b_offset && desc == packed) block->packed = memory;
      }
      if (!block->packed) {
        block->packed = std::make_shared<dnnl::memory>(packed, cpu_engine());
        const int64_t element = dtype_bits(g.dtype) / 8;
        dnnl::memory b(block->b, cpu_engine(), const_cast<uint8_t*>(b_data) + block->where.b_offset * element);
        dnnl::stream stream(cpu_engine());
        dnnl::reorder(b, *block->packed).execute(stream, b, *block->packed);
        stream.wait();
        g.packs.emplace_back(block->where.b_offset, packed, block->packed);
      }
    } else {
      const auto pd = dnnl::matmul::primitive_desc(dnnl::matmul::desc(block->a, block->b, block->c), attributes, cpu_engine());
      block->primitive = std::make_unique<dnnl::matmul>(pd);
      block->scratchpad = pd.scratchpad_desc();
    }
  } catch (const dnnl::error& e) {
    internal_error("oneDNN has no {} matmul for a {}x{}x{} GEMM: {}", dtype_name(g.dtype), s.m, s.k, s.n, e.what());
  }
  slot = block;
  return slot;
}

}  // namespace

bool onednn_gemm_is_native(DType dtype) {
  static const bool bf16 = [] {
    try {
      const auto t = dnnl::memory::data_type::bf16;
      dnnl::memory::desc a({64, 64}, t, dnnl::memory::format_tag::ab);
      const auto pd = dnnl::matmul::primitive_desc(dnnl::matmul::desc(a, a, a), cpu_engine());
      return std::string(pd.impl_info_str()).find("ref") == std::string::npos;
    } catch (const dnnl::error&) {
      return false;
    }
  }();
  return dtype == DType::BF16 && bf16;
}

StepFn onednn_gemm_step(const GemmShape& shape, DType dtype, int lhs_slot, int rhs_slot, int out_slot, bool constant_rhs) {
  auto g = std::make_shared<Gemm>();
  g->shape = shape;
  g->dtype = dtype;
  g->constant_rhs = constant_rhs;
  return [g, lhs_slot, rhs_slot, out_slot](std::vector<HostBuffer>& slots) {
    uint8_t* c = slots[static_cast<size_t>(out_slot)].bytes();
    const GemmShape& s = g->shape;
    if (s.m == 0 || s.n == 0) return;
    if (s.k == 0) {  // every element is an empty sum
      std::memset(c, 0, static_cast<size_t>(slots[static_cast<size_t>(out_slot)].type.byte_size()));
      return;
    }
    uint8_t* a = slots[static_cast<size_t>(lhs_slot)].bytes();
    uint8_t* b = slots[static_cast<size_t>(rhs_slot)].bytes();
    const int64_t element = dtype_bits(g->dtype) / 8;
    ThreadPool& pool = ThreadPool::shared();
    const GemmSplit split = choose_gemm_split(s, pool.size());
    pool.for_each_block(split_units(s, split), [&](int64_t begin, int64_t end) {
      const std::shared_ptr<Block> block = block_for(*g, split, begin, end, b);
      const GemmBlock& w = block->where;
      omp_set_num_threads(1);
      dnnl::stream stream(cpu_engine());
      dnnl::memory am(block->a, cpu_engine(), a + w.a_offset * element);
      dnnl::memory cm(block->c, cpu_engine(), c + w.c_offset * element);
      dnnl::memory scratch(block->scratchpad, cpu_engine(), thread_scratchpad(block->scratchpad.get_size()));
      dnnl::memory bm = block->packed ? *block->packed : dnnl::memory(block->b, cpu_engine(), b + w.b_offset * element);
      block->primitive->execute(stream, {{DNNL_ARG_SRC, am}, {DNNL_ARG_WEIGHTS, bm}, {DNNL_ARG_DST, cm}, {DNNL_ARG_SCRATCHPAD, scratch}});
      stream.wait();
    });
  };
}

}  // namespace kiln::cpu
