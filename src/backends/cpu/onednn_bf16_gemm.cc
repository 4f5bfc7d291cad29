#include "backends/cpu/onednn_bf16_gemm.h"

#include <dnnl.hpp>

#include <algorithm>
#include <chrono>
#include <atomic>
#include <cstdlib>
#include <cstring>
#include <map>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <string>
#include <tuple>
#include <vector>

#include "backends/cpu/amx_bf16_gemm.h"
#include "backends/cpu/bf16_flush_bound.h"
#include "backends/cpu/blas_gemm.h"
#include "backends/cpu/gemm_blocks.h"
#include "backends/cpu/onednn_support.h"
#include "backends/cpu/skinny_bf16_gemm.h"
#include "runtime/thread_pool.h"
#include "support/float_format.h"

namespace kiln::cpu {

namespace {

constexpr int64_t kElementBytes = 2;
constexpr auto kBf16 = dnnl::memory::data_type::bf16;

// A rows x cols matrix (batched) with GemmShape's strides, as oneDNN describes it.
dnnl::memory::desc matrix(const StridedMatrix& m, int64_t batch, int64_t rows, int64_t cols, dnnl::memory::data_type type) {
  if (batch == 1) return strided_matrix(rows, cols, m.leading_dim, m.row_major, type);
  const int64_t row_stride = m.row_major ? m.leading_dim : 1, col_stride = m.row_major ? 1 : m.leading_dim;
  // One matrix for every item (batch stride 0): oneDNN broadcasts a batch of 1.
  if (m.batch_stride == 0) return dnnl::memory::desc({1, rows, cols}, type, dnnl::memory::dims{rows * cols, row_stride, col_stride});
  return dnnl::memory::desc({batch, rows, cols}, type, dnnl::memory::dims{m.batch_stride, row_stride, col_stride});
}

// Whether lines [begin, end) of a rows x cols bf16 matrix, counted over all
// batch items (a line runs along the contiguous dim), hold a nonzero below
// 2^-51 in magnitude. Runs of dense lines are one call.
bool has_tiny_nonzero(const StridedMatrix& m, int64_t rows, int64_t cols, const uint16_t* p, int64_t begin, int64_t end) {
  const int64_t lines = m.row_major ? rows : cols, length = m.row_major ? cols : rows;
  for (int64_t l = begin; l < end;) {
    const int64_t item = l / lines, line = l % lines, run = std::min(end - l, lines - line);
    const uint16_t* first = p + item * m.batch_stride + line * m.leading_dim;
    if (m.leading_dim == length) {
      if (cpu::has_tiny_nonzero(first, run * length)) return true;
    } else {
      for (int64_t r = 0; r < run; ++r) {
        if (cpu::has_tiny_nonzero(first + r * m.leading_dim, length)) return true;
      }
    }
    l += run;
  }
  return false;
}

// The same over the whole matrix, a slice of its lines per worker of the pool
// (one slice when it is small).
bool has_tiny_nonzero(const StridedMatrix& m, int64_t batch, int64_t rows, int64_t cols, const uint16_t* p) {
  constexpr int64_t kScanOnOneThread = 1 << 16;  // elements
  const int64_t lines = batch * (m.row_major ? rows : cols);
  ThreadPool& pool = ThreadPool::shared();
  const int64_t slices = batch * rows * cols < kScanOnOneThread ? 1 : std::min<int64_t>(lines, pool.size());
  std::atomic<bool> tiny{false};
  pool.for_each_block(slices, [&](int64_t first, int64_t last) {
    for (int64_t t = first; t < last && !tiny.load(std::memory_order_relaxed); ++t) {
      if (has_tiny_nonzero(m, rows, cols, p, ThreadPool::block_start(lines, slices, t), ThreadPool::block_start(lines, slices, t + 1))) {
        tiny = true;
      }
    }
  });
  return tiny.load();
}

// B of a block widened to dense f32, row-major [batch][k][n] (exactly).
std::vector<float> widened_b(const GemmShape& s, const uint16_t* b) {
  std::vector<float> wide(static_cast<size_t>(s.batch * s.k * s.n));
  for (int64_t i = 0; i < s.batch; ++i) {
    for (int64_t r = 0; r < s.k; ++r) {
      for (int64_t q = 0; q < s.n; ++q) {
        wide[static_cast<size_t>((i * s.k + r) * s.n + q)] = static_cast<float>(double_from_bf16_bits(b[s.b.offset(i, r, q)]));
      }
    }
  }
  return wide;
}

// The exact path for one block on the calling thread: A and B widened to
// dense f32 (exactly), OpenBLAS with IEEE denormals, C rounded to bf16 once.
// `wide_b`: B already widened (constant weights, kept), else null.
void exact_gemm(const GemmShape& s, const uint16_t* a, const uint16_t* b, uint16_t* c, const std::vector<float>* wide_b) {
  thread_local std::vector<float> wa, wc;
  wa.resize(static_cast<size_t>(s.batch * s.m * s.k));
  wc.resize(static_cast<size_t>(s.batch * s.m * s.n));
  for (int64_t i = 0; i < s.batch; ++i) {
    for (int64_t r = 0; r < s.m; ++r) {
      for (int64_t q = 0; q < s.k; ++q) {
        wa[static_cast<size_t>((i * s.m + r) * s.k + q)] = static_cast<float>(double_from_bf16_bits(a[s.a.offset(i, r, q)]));
      }
    }
  }
  const std::vector<float> own_b = wide_b ? std::vector<float>() : widened_b(s, b);
  GemmShape dense = s;
  dense.a = {s.m * s.k, true, s.k};
  dense.b = {s.k * s.n, true, s.n};
  dense.c = {s.m * s.n, true, s.n};
  blas_gemm_on_this_thread(dense, wa.data(), (wide_b ? *wide_b : own_b).data(), wc.data());
  for (int64_t i = 0; i < s.batch; ++i) {
    for (int64_t r = 0; r < s.m; ++r) {
      for (int64_t q = 0; q < s.n; ++q) c[s.c.offset(i, r, q)] = bf16_bits_from_double(wc[static_cast<size_t>((i * s.m + r) * s.n + q)]);
    }
  }
}

}  // namespace

struct OneDnnBf16Gemm::State {
  // One block of a GEMM (gemm_blocks.h): its primitive, and the constant
  // weights packed into the layout it wants (on its first run, when they exist).
  struct Block {
    GemmBlock where;
    dnnl::memory::desc a, b, c, scratchpad;
    std::unique_ptr<dnnl::matmul> primitive;
    dnnl::memory::desc packed_desc;         // constant weights only
    std::shared_ptr<dnnl::memory> packed;   // made on the first run
    std::vector<float> wide_weights;        // constant weights on the exact path: widened on its first run
  };

  GemmShape shape;
  bool constant_rhs = false;
  bool skinny = false;  // a few rows: skinny_bf16_gemm.h, not oneDNN
  // oneDNN has only its reference bf16 code here (no AVX512_BF16): every
  // product takes the exact path (widened, OpenBLAS), a few hundred times
  // faster. Reached by a dot the pipeline kept bf16 for the skinny kernels
  // that canonicalization then turned around (few columns, many rows).
  bool widen_always = false;
  // Weights handed in every call on a CPU with AMX: kiln's own tile kernel
  // (amx_bf16_gemm.h), which packs them as it goes; oneDNN 2.6 runs plain
  // weights on its AVX512_BF16 kernel at half the rate.
  bool amx = false;
  std::atomic<int64_t> exact_blocks{0}, runs{0}, exact_runs{0};
  std::atomic<int> tiny_weights_known{-1};  // constant weights: tiny_weights() once known
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
    if (widen_always || amx) return block;  // the exact path's weights or the tile kernel: no primitive (oneDNN may have none)
    const GemmShape& s = block->where.shape;
    const auto type = kBf16;
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
      throw std::runtime_error("oneDNN has no bf16 matmul for a " + std::to_string(s.m) + "x" +
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

  // Whether constant weights hold a tiny nonzero: looked at on the first run;
  // later runs read the answer without the lock.
  bool tiny_weights(const uint16_t* b) {
    if (const int known = tiny_weights_known.load(std::memory_order_acquire); known >= 0) return known != 0;
    std::lock_guard<std::mutex> lock(mutex);
    if (tiny_weights_known.load() < 0) tiny_weights_known.store(has_tiny_nonzero(shape.b, shape.batch, shape.k, shape.n, b) ? 1 : 0);
    return tiny_weights_known.load() != 0;
  }

  // The block's constant weights widened to f32 for the exact path, once:
  // weights with a tiny value send every run there.
  const std::vector<float>& wide_weights(GemmSplit split, int64_t begin, int64_t end, const uint16_t* b_data) {
    const std::shared_ptr<Block> block = block_for(split, begin, end);
    std::lock_guard<std::mutex> lock(mutex);
    if (block->wide_weights.empty()) block->wide_weights = widened_b(block->where.shape, b_data + block->where.b_offset);
    return block->wide_weights;
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

bool onednn_multiplies_bf16_natively() {
  static const bool native = [] {
    try {
      dnnl::memory::desc a({64, 64}, kBf16, dnnl::memory::format_tag::ab);
      const auto pd = dnnl::matmul::primitive_desc(dnnl::matmul::desc(a, a, a), cpu_engine());
      return std::string(pd.impl_info_str()).find("ref") == std::string::npos;
    } catch (const dnnl::error&) {
      return false;
    }
  }();
  return native;
}

bool onednn_bf16_keeps_up_with_f32() {
  static const bool keeps_up = [] {
    if (!onednn_multiplies_bf16_natively()) return false;
    try {
      constexpr int64_t n = 256;
      OneOpenMpThread one;
      dnnl::stream stream(cpu_engine());
      auto best_seconds = [&](dnnl::memory::data_type type) {
        const dnnl::memory::desc d({n, n}, type, dnnl::memory::format_tag::ab);
        dnnl::matmul mm(dnnl::matmul::primitive_desc(dnnl::matmul::desc(d, d, d), cpu_engine()));
        std::vector<float> storage(static_cast<size_t>(n * n), 0.5f), out(storage.size());  // 0.5 in f32; a normal bf16 pair too
        dnnl::memory a(d, cpu_engine(), storage.data()), c(d, cpu_engine(), out.data());
        double best = 1e30;
        for (int r = 0; r < 6; ++r) {
          const auto start = std::chrono::steady_clock::now();
          mm.execute(stream, {{DNNL_ARG_SRC, a}, {DNNL_ARG_WEIGHTS, a}, {DNNL_ARG_DST, c}});
          stream.wait();
          if (r > 0) best = std::min(best, std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
        }
        return best;
      };
      return best_seconds(kBf16) <= best_seconds(dnnl::memory::data_type::f32) / 0.9;
    } catch (const dnnl::error&) {
      return false;
    }
  }();
  return keeps_up;
}

OneDnnBf16Gemm::OneDnnBf16Gemm(const GemmShape& shape, bool constant_rhs) : state_(std::make_unique<State>()) {
  state_->shape = shape;
  state_->constant_rhs = constant_rhs;
  state_->skinny = skinny_bf16_gemm_applies(shape);
  state_->widen_always = !state_->skinny && !onednn_multiplies_bf16_natively();
  state_->amx = !state_->skinny && !constant_rhs && amx_bf16_available() && amx_bf16_gemm_applies(shape);
  if (!state_->skinny && !state_->widen_always && shape.batch > 0 && shape.m > 0 && shape.n > 0 && shape.k > 0) {  // the blocks of the pool's size now (errors here, not mid-run)
    const ThreadPool& pool = ThreadPool::shared();
    const GemmSplit split = choose_gemm_split(shape, pool.size());
    const int64_t units = split_units(shape, split), blocks = pool.block_count(units);
    for (int64_t t = 0; t < blocks; ++t) {
      state_->block_for(split, ThreadPool::block_start(units, blocks, t), ThreadPool::block_start(units, blocks, t + 1));
    }
  }
}

OneDnnBf16Gemm::~OneDnnBf16Gemm() = default;

int64_t OneDnnBf16Gemm::exact_blocks() const { return state_->exact_blocks.load(); }
int64_t OneDnnBf16Gemm::runs() const { return state_->runs.load(); }
int64_t OneDnnBf16Gemm::exact_runs() const { return state_->exact_runs.load(); }

void OneDnnBf16Gemm::run(const void* a_data, const void* b_data, void* c_data) {
  State& g = *state_;
  const GemmShape& s = g.shape;
  auto* a = static_cast<const uint8_t*>(a_data);
  auto* b = static_cast<const uint8_t*>(b_data);
  auto* c = static_cast<uint8_t*>(c_data);
  if (s.batch == 0 || s.m == 0 || s.n == 0) return;
  if (s.k == 0) {  // every element is an empty sum: +0
    for (int64_t i = 0; i < s.batch; ++i) {
      for (int64_t r = 0; r < s.m; ++r) {
        for (int64_t q = 0; q < s.n; ++q) {
          std::memset(c + s.c.offset(i, r, q) * kElementBytes, 0, kElementBytes);
        }
      }
    }
    return;
  }
  g.runs.fetch_add(1, std::memory_order_relaxed);
  if (g.skinny) {
    skinny_bf16_gemm(s, reinterpret_cast<const uint16_t*>(a), reinterpret_cast<const uint16_t*>(b), reinterpret_cast<uint16_t*>(c));
    return;
  }
  // One decision for the whole GEMM, so its bits do not depend on how the
  // pool's size cuts it (each path gives the same bits whatever the cut).
  // Optimistically in one pass: each block looks at its share of the
  // operands (lines in proportion to its units) and runs oneDNN's kernel;
  // if any share held a tiny value, the whole GEMM is run again exactly.
  const auto* a16 = reinterpret_cast<const uint16_t*>(a);
  const auto* b16 = reinterpret_cast<const uint16_t*>(b);
  ThreadPool& pool = ThreadPool::shared();
  const GemmSplit split = choose_gemm_split(s, pool.size());
  const int64_t units = split_units(s, split);
  bool exact = g.widen_always || (g.constant_rhs && g.tiny_weights(b16));
  if (!exact) {
    std::atomic<bool> tiny{false};
    const int64_t a_lines = s.batch * (s.a.row_major ? s.m : s.k), b_lines = s.batch * (s.b.row_major ? s.k : s.n);
    pool.for_each_block(units, [&](int64_t begin, int64_t end) {
      if (g.amx) {  // the tile kernel looks at the operands as it packs them
        if (tiny.load(std::memory_order_relaxed)) return;
        const GemmBlock w = gemm_block(s, split, begin, end);
        if (amx_bf16_gemm(w.shape, a16 + w.a_offset, b16 + w.b_offset, reinterpret_cast<uint16_t*>(c) + w.c_offset)) tiny = true;
        return;
      }
      if (has_tiny_nonzero(s.a, s.m, s.k, a16, begin * a_lines / units, end * a_lines / units) ||
          (!g.constant_rhs && has_tiny_nonzero(s.b, s.k, s.n, b16, begin * b_lines / units, end * b_lines / units))) {
        tiny = true;
      }
      if (tiny.load(std::memory_order_relaxed)) return;  // the exact pass below writes every block
      const std::shared_ptr<State::Block> block = g.block_for(split, begin, end);
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
    exact = tiny.load();
  }
  if (!exact) return;
  g.exact_runs.fetch_add(1, std::memory_order_relaxed);
  make_openblas_single_threaded();
  pool.for_each_block(units, [&](int64_t begin, int64_t end) {
    const GemmBlock w = gemm_block(s, split, begin, end);
    const std::vector<float>* wide_b = g.constant_rhs ? &g.wide_weights(split, begin, end, b16) : nullptr;
    exact_gemm(w.shape, a16 + w.a_offset, b16 + w.b_offset, reinterpret_cast<uint16_t*>(c) + w.c_offset, wide_b);
    g.exact_blocks.fetch_add(1, std::memory_order_relaxed);
  });
}

}  // namespace kiln::cpu
