#include "backends/cpu/onednn_matmul.h"

#include <dnnl.hpp>
#include <omp.h>

#include <cstdlib>
#include <cstring>
#include <map>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <string>
#include <tuple>
#include <vector>

#include "backends/cpu/gemm_blocks.h"
#include "runtime/thread_pool.h"

namespace kiln::cpu {

namespace {

constexpr int64_t kElementBytes = 2;  // bf16 and f16

dnnl::memory::data_type onednn_type(MatmulElement element) {
  return element == MatmulElement::kBf16 ? dnnl::memory::data_type::bf16 : dnnl::memory::data_type::f16;
}

const char* element_name(MatmulElement element) { return element == MatmulElement::kBf16 ? "bf16" : "f16"; }

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

// oneDNN runs each block on the calling thread: one OpenMP thread (the pool
// supplies the others), also while a primitive is made, since oneDNN picks
// its blocking for the threads it has. The caller's own setting comes back.
class OneOpenMpThread {
 public:
  OneOpenMpThread() : saved_(omp_get_max_threads()) { omp_set_num_threads(1); }
  ~OneOpenMpThread() { omp_set_num_threads(saved_); }

 private:
  int saved_;
};

// oneDNN's own scratchpad may not be shared by primitives running side by
// side, nor move between threads, unless the library was built for it; each
// thread hands its primitives scratch memory of its own.
void* thread_scratchpad(size_t bytes) {
  thread_local std::unique_ptr<void, decltype(&std::free)> buffer(nullptr, &std::free);
  thread_local size_t size = 0;
  if (bytes > size) {
    const size_t rounded = (bytes + 63) / 64 * 64;
    buffer.reset(std::aligned_alloc(64, rounded));
    if (!buffer) throw std::bad_alloc();
    size = rounded;
  }
  return buffer.get();
}

// One block of a GEMM (gemm_blocks.h): its primitive, and the constant
// weights packed into the layout it wants (on its first run, when they exist).
struct Block {
  GemmBlock where;
  dnnl::memory::desc a, b, c, scratchpad;
  std::unique_ptr<dnnl::matmul> primitive;
  dnnl::memory::desc packed_desc;         // constant weights only
  std::shared_ptr<dnnl::memory> packed;   // made on the first run
};

}  // namespace

struct OneDnnMatmul::State {
  GemmShape shape;
  MatmulElement element;
  bool constant_rhs = false;
  std::mutex mutex;
  // By split and units: the same key is the same sub-GEMM whatever the pool's
  // size when it was made (the split follows the size, run by run).
  std::map<std::tuple<GemmSplit, int64_t, int64_t>, std::shared_ptr<Block>> blocks;
  // Packed weights, shared by the blocks that read the same part of B in the
  // same layout (a row split's blocks all read all of B).
  std::vector<std::tuple<int64_t, dnnl::memory::desc, std::shared_ptr<dnnl::memory>>> packs;

  std::shared_ptr<Block> make_block(GemmSplit split, int64_t begin, int64_t end) const {
    auto block = std::make_shared<Block>();
    block->where = gemm_block(shape, split, begin, end);
    const GemmShape& s = block->where.shape;
    const auto type = onednn_type(element);
    block->a = matrix(s.a, s.batch, s.m, s.k, type);
    block->b = matrix(s.b, s.batch, s.k, s.n, type);
    block->c = matrix(s.c, s.batch, s.m, s.n, type);
    const OneOpenMpThread one_thread;
    dnnl::primitive_attr attributes;
    attributes.set_scratchpad_mode(dnnl::scratchpad_mode::user);
    try {
      const dnnl::memory::desc weights = constant_rhs ? dnnl::memory::desc(block->b.dims(), type, dnnl::memory::format_tag::any) : block->b;
      const auto pd = dnnl::matmul::primitive_desc(dnnl::matmul::desc(block->a, weights, block->c), attributes, cpu_engine());
      block->primitive = std::make_unique<dnnl::matmul>(pd);
      block->scratchpad = pd.scratchpad_desc();
      if (constant_rhs) block->packed_desc = pd.weights_desc();
    } catch (const dnnl::error& e) {
      throw std::runtime_error("oneDNN has no " + std::string(element_name(element)) + " matmul for a " + std::to_string(s.m) + "x" +
                               std::to_string(s.k) + "x" + std::to_string(s.n) + " GEMM: " + e.what());
    }
    return block;
  }

  // The block for the split's units [begin, end): made up front for the
  // pool's size then, on first use after a resize.
  std::shared_ptr<Block> block_for(GemmSplit split, int64_t begin, int64_t end) {
    std::lock_guard<std::mutex> lock(mutex);
    auto& slot = blocks[{split, begin, end}];
    if (!slot) slot = make_block(split, begin, end);
    return slot;
  }

  // The block's weights in its primitive's layout, packed from `b_data` once.
  std::shared_ptr<dnnl::memory> packed_weights(Block& block, const uint8_t* b_data) {
    std::lock_guard<std::mutex> lock(mutex);
    if (block.packed) return block.packed;
    for (const auto& [offset, desc, memory] : packs) {
      if (offset == block.where.b_offset && desc == block.packed_desc) return block.packed = memory;
    }
    block.packed = std::make_shared<dnnl::memory>(block.packed_desc, cpu_engine());
    dnnl::memory b(block.b, cpu_engine(), const_cast<uint8_t*>(b_data) + block.where.b_offset * kElementBytes);
    const OneOpenMpThread one_thread;
    dnnl::stream stream(cpu_engine());
    dnnl::reorder(b, *block.packed).execute(stream, b, *block.packed);
    stream.wait();
    packs.emplace_back(block.where.b_offset, block.packed_desc, block.packed);
    return block.packed;
  }
};

bool onednn_multiplies_natively(MatmulElement element) {
  auto native = [](MatmulElement e) {
    try {
      const auto t = onednn_type(e);
      dnnl::memory::desc a({64, 64}, t, dnnl::memory::format_tag::ab);
      const auto pd = dnnl::matmul::primitive_desc(dnnl::matmul::desc(a, a, a), cpu_engine());
      return std::string(pd.impl_info_str()).find("ref") == std::string::npos;
    } catch (const dnnl::error&) {
      return false;
    }
  };
  static const bool bf16 = native(MatmulElement::kBf16), f16 = native(MatmulElement::kF16);
  return element == MatmulElement::kBf16 ? bf16 : f16;
}

OneDnnMatmul::OneDnnMatmul(const GemmShape& shape, MatmulElement element, bool constant_rhs) : state_(std::make_unique<State>()) {
  state_->shape = shape;
  state_->element = element;
  state_->constant_rhs = constant_rhs;
  if (shape.m > 0 && shape.n > 0 && shape.k > 0) {  // the blocks of the pool's size now (errors here, not mid-run)
    const ThreadPool& pool = ThreadPool::shared();
    const GemmSplit split = choose_gemm_split(shape, pool.size());
    const int64_t units = split_units(shape, split), blocks = pool.block_count(units);
    for (int64_t t = 0; t < blocks; ++t) {
      state_->block_for(split, ThreadPool::block_start(units, blocks, t), ThreadPool::block_start(units, blocks, t + 1));
    }
  }
}

OneDnnMatmul::~OneDnnMatmul() = default;

void OneDnnMatmul::run(const void* a_data, const void* b_data, void* c_data) {
  State& g = *state_;
  const GemmShape& s = g.shape;
  auto* a = static_cast<const uint8_t*>(a_data);
  auto* b = static_cast<const uint8_t*>(b_data);
  auto* c = static_cast<uint8_t*>(c_data);
  if (s.m == 0 || s.n == 0) return;
  if (s.k == 0) {  // every element is an empty sum: +0 in bf16 and f16 alike
    for (int64_t i = 0; i < s.batch; ++i) {
      for (int64_t r = 0; r < s.m; ++r) {
        for (int64_t q = 0; q < s.n; ++q) {
          const int64_t at = i * s.c.batch_stride + (s.c.row_major ? r * s.c.leading_dim + q : q * s.c.leading_dim + r);
          std::memset(c + at * kElementBytes, 0, kElementBytes);
        }
      }
    }
    return;
  }
  ThreadPool& pool = ThreadPool::shared();
  const GemmSplit split = choose_gemm_split(s, pool.size());
  pool.for_each_block(split_units(s, split), [&](int64_t begin, int64_t end) {
    const std::shared_ptr<Block> block = g.block_for(split, begin, end);
    const GemmBlock& w = block->where;
    dnnl::memory am(block->a, cpu_engine(), const_cast<uint8_t*>(a) + w.a_offset * kElementBytes);
    dnnl::memory cm(block->c, cpu_engine(), c + w.c_offset * kElementBytes);
    dnnl::memory scratch(block->scratchpad, cpu_engine(), thread_scratchpad(block->scratchpad.get_size()));
    dnnl::memory bm =
        g.constant_rhs ? *g.packed_weights(*block, b) : dnnl::memory(block->b, cpu_engine(), const_cast<uint8_t*>(b) + w.b_offset * kElementBytes);
    const OneOpenMpThread one_thread;
    dnnl::stream stream(cpu_engine());
    block->primitive->execute(stream, {{DNNL_ARG_SRC, am}, {DNNL_ARG_WEIGHTS, bm}, {DNNL_ARG_DST, cm}, {DNNL_ARG_SCRATCHPAD, scratch}});
    stream.wait();
  });
}

}  // namespace kiln::cpu
