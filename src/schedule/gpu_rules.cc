#include "schedule/gpu_rules.h"

#include <algorithm>

#include "ir/reducer.h"
#include "schedule/loop_nests.h"

namespace kiln {

namespace {

// Threads per block where the device allows them (GpuLimits).
constexpr int64_t kThreadsPerBlock = 256;
constexpr int64_t kTransposeTile = 32, kTransposeRows = 8;
constexpr int64_t kReductionThreads = 32;
// Of the shared memory a block gets (48 KiB on CUDA without opting in): what
// a row-fused block keeps there, with room left.
constexpr int64_t kSharedBytesLeftFree = 4 << 10;
// Rows a row-fused kernel needs to fill a GPU: two blocks for each of an
// H100's 132 SMs, about.
constexpr int64_t kMinRowBlocks = 256;
// A column reduction's partial results are spread over about this many blocks:
// four per SM of an H100.
constexpr int64_t kColumnReductionBlocks = 512;
// Each thread of a column reduction's partials sums at least this many values.
constexpr int64_t kMinValuesPerThread = 32;
// Elements per thread of a large memory-bound loop, 256 apart (each load of a
// warp still coalesced), unrolled: four loads in flight per thread instead of
// one. An H100 keeps 2048 threads on each of its 132 SMs; with one element
// each, a pointwise kernel had about 8 KiB of loads in flight per SM and
// reached 0.70 of the device's copy bandwidth (docs/performance.md).
constexpr int64_t kElementsPerThread = 4;
// From how many elements a loop nest takes kElementsPerThread: enough that
// the GPU's resident threads (270,336 on an H100) still all have work.
constexpr int64_t kUnrollFromElements = int64_t{1} << 20;

int64_t threads_per_block(const GpuLimits& limits) { return std::min(kThreadsPerBlock, limits.max_threads_per_block); }

using loop_names::d;
using loop_names::r;

int64_t pow2_at_least(int64_t n) {
  int64_t p = 1;
  while (p < n) p *= 2;
  return p;
}

// Threads along the first one or two dims of `memory_order` (innermost first),
// blocks over the next ones; dims beyond what the grid takes loop inside each
// thread (innermost, so the threads of a warp still touch neighbours).
LoopSchedule pointwise_line(const std::string& value, const Dims& dims, const Dims& memory_order, int64_t block_threads) {
  LoopSchedule l;
  l.value = value;
  if (memory_order.empty()) return l;  // a scalar: one thread
  std::vector<std::string> blocks, serial;
  int64_t threads_left = block_threads, last_threads = 1;
  for (size_t i = 0; i < memory_order.size(); ++i) {
    const int64_t dim = memory_order[i], extent = dims[static_cast<size_t>(dim)];
    const bool thread_dim = i < 2 && threads_left > 1 && (i == 0 || extent > 1);
    if (thread_dim) {
      const int64_t t = std::min(threads_left, pow2_at_least(extent));
      threads_left /= t;
      if (t >= extent) {  // the whole dim fits in the block
        l.lanes.push_back(d(dim));
        last_threads = t;
        continue;
      }
      l.splits.push_back({d(dim), t});
      l.lanes.push_back(d(dim) + ".i");
      blocks.push_back(d(dim) + ".o");
      continue;
    }
    if (blocks.size() < 3 && (blocks.empty() || extent <= kMaxGridYZ)) {  // blocks over the whole dim
      blocks.push_back(d(dim));
    } else {
      serial.push_back(d(dim));
    }
  }
  if (blocks.empty()) {  // everything fits in one block: one block over the outermost thread dim
    blocks.push_back(l.lanes.back() + ".o");
    l.splits.push_back({l.lanes.back(), last_threads});
    l.lanes.back() += ".i";
  }
  l.order = serial;
  l.order.insert(l.order.end(), l.lanes.begin(), l.lanes.end());
  l.order.insert(l.order.end(), blocks.begin(), blocks.end());
  l.parallel = blocks;
  return l;
}

// kElementsPerThread elements per thread for a large loop nest, unrolled:
// where each thread already loops over a dim the grid could not take (a
// channels-last batch), that loop four at a time; else its first block loop
// split, the inner part a loop inside each thread, so that a thread's
// elements are a block's width apart (each load of a warp still coalesced).
void more_elements_per_thread(LoopSchedule& l, const TensorType& t) {
  if (t.num_elements() < kUnrollFromElements || l.parallel.empty() || l.lanes.empty()) return;
  auto in = [](const std::vector<std::string>& loops, const std::string& loop) { return std::find(loops.begin(), loops.end(), loop) != loops.end(); };
  for (auto it = l.order.begin(); it != l.order.end(); ++it) {
    const std::string loop = *it;
    if (in(l.lanes, loop) || in(l.parallel, loop) || !is_whole_dim_loop(loop)) continue;
    if (t.dims[static_cast<size_t>(std::stoll(loop.substr(1)))] < kElementsPerThread) continue;
    l.splits.push_back({loop, kElementsPerThread});
    *it = loop + ".o";
    l.order.insert(l.order.begin(), loop + ".i");
    l.unroll.push_back(loop + ".i");
    return;
  }
  elements_per_thread_along_blocks(l, kElementsPerThread);
}

// See the header: 32x32 tiles through shared memory.
std::optional<LoopSchedule> transpose_line(const Kernel& kernel, const Node& node, const GpuLimits& limits) {
  if (limits.max_threads_per_block < kTransposeTile * kTransposeRows) return std::nullopt;
  const auto t = transposed_read(kernel, node);
  if (!t) return std::nullopt;
  const TensorType& out = node.type();
  const int64_t di = t->in_minor_out, dj = t->out_minor;
  if (out.dims[static_cast<size_t>(di)] < kTransposeTile || out.dims[static_cast<size_t>(dj)] < kTransposeTile) return std::nullopt;
  LoopSchedule l;
  l.value = node.name();
  l.splits = {{d(dj), kTransposeTile}, {d(di), kTransposeTile}, {d(di) + ".i", kTransposeRows}};
  l.lanes = {d(dj) + ".i", d(di) + ".i.i"};
  l.parallel = {d(dj) + ".o", d(di) + ".o"};
  std::vector<std::string> serial{d(di) + ".i.o"};
  for (int64_t dim : out.minor_to_major) {
    if (dim == di || dim == dj) continue;
    if (l.parallel.size() < 3 && out.dims[static_cast<size_t>(dim)] <= kMaxGridYZ) {
      l.parallel.push_back(d(dim));
    } else {
      serial.push_back(d(dim));
    }
  }
  l.order = serial;
  l.order.insert(l.order.end(), l.lanes.begin(), l.lanes.end());
  l.order.insert(l.order.end(), l.parallel.begin(), l.parallel.end());
  l.staged.push_back({t->input, d(dj) + ".o", {{t->in_minor, kTransposeTile}, {t->out_minor_in, kTransposeRows}}});
  return l;
}

// A reduction over its input's contiguous dim: that loop split in 32 partial
// results (rfactor), each a thread of the block that owns the output element.
std::vector<LoopSchedule> row_reduction_lines(const Node& node, int64_t block_threads) {
  if (node.op() != OpCode::Reduce) return {};
  const Dims& reduced = node.attrs().dimensions;
  const TensorType& in = node.operand(0).type();
  if (reduced.empty() || in.minor_to_major.empty()) return {};
  auto it = std::find(reduced.begin(), reduced.end(), in.minor_to_major[0]);
  if (it == reduced.end() || in.dims[static_cast<size_t>(*it)] < 2 * kReductionThreads) return {};
  const TensorType& t = node.type();
  LoopSchedule update = pointwise_line(node.name(), t.dims, t.minor_to_major, block_threads);
  update.stage = StageKind::Update;
  update.splits.insert(update.splits.begin(), Split{r(it - reduced.begin()), kReductionThreads});
  update.rfactor = r(it - reduced.begin()) + ".i";
  // The partials: the output's dims and one more, the 32 threads, innermost.
  Dims dims = t.dims, order{t.rank()};
  dims.push_back(kReductionThreads);
  order.insert(order.end(), t.minor_to_major.begin(), t.minor_to_major.end());
  LoopSchedule partials;
  partials.value = node.name();
  partials.stage = StageKind::RFactor;
  partials.lanes = {d(t.rank())};
  partials.order = {d(t.rank())};
  for (size_t i = 1; i < order.size(); ++i) {
    const int64_t dim = order[i];
    if (partials.parallel.size() < 3 && (partials.parallel.empty() || dims[static_cast<size_t>(dim)] <= kMaxGridYZ)) {
      partials.parallel.push_back(d(dim));
    } else {
      partials.order.insert(partials.order.begin(), d(dim));  // loops inside the thread
    }
  }
  partials.order.insert(partials.order.end(), partials.parallel.begin(), partials.parallel.end());
  if (partials.parallel.empty()) {  // a full reduction to a scalar: one block
    partials.splits = {{d(t.rank()), kReductionThreads}};
    partials.lanes = {d(t.rank()) + ".i"};
    partials.parallel = {d(t.rank()) + ".o"};
    partials.order = {d(t.rank()) + ".i", d(t.rank()) + ".o"};
  }
  return {update, partials};
}

// A reduction that keeps its input's contiguous dim (a column sum: GELU
// backward's bias gradient, [16,512,4096] to [4096]) with too few outputs to
// fill the GPU. A thread per output walking every row made 16 blocks on 132
// SMs, each thread summing 8192 values one load at a time (0.32 of the
// device's copy bandwidth). Split the rows instead: chunks of them reduced in
// parallel into partial results (rfactor), a block per column tile and chunk,
// coalesced along the columns; then a thread per output combines its chunks.
std::vector<LoopSchedule> column_reduction_lines(const Node& node, int64_t block_threads) {
  if (node.op() != OpCode::Reduce || node.num_results() != 1) return {};
  const Dims& reduced = node.attrs().dimensions;
  const TensorType& in = node.operand(0).type();
  const TensorType& t = node.type();
  if (reduced.empty() || in.minor_to_major.empty() || t.rank() == 0) return {};
  if (std::find(reduced.begin(), reduced.end(), in.minor_to_major[0]) != reduced.end()) return {};
  const int64_t output_blocks = (t.num_elements() + block_threads - 1) / block_threads;
  if (output_blocks >= kMinRowBlocks) return {};
  int64_t values = 1;
  size_t widest = 0;
  for (size_t i = 0; i < reduced.size(); ++i) {
    values *= in.dims[static_cast<size_t>(reduced[i])];
    if (in.dims[static_cast<size_t>(reduced[i])] > in.dims[static_cast<size_t>(reduced[widest])]) widest = i;
  }
  // Chunks of the widest reduced dim: a divisor of it (no tail to guard), as
  // many as fill kColumnReductionBlocks, each thread still summing enough.
  const int64_t extent = in.dims[static_cast<size_t>(reduced[widest])];
  const int64_t most = std::min((kColumnReductionBlocks + output_blocks - 1) / output_blocks, values / kMinValuesPerThread);
  int64_t chunks = 1;
  for (int64_t c = 2; c <= std::min(most, extent); ++c) {
    if (extent % c == 0) chunks = c;
  }
  if (chunks < 2) return {};
  const std::string rows = r(static_cast<int64_t>(widest));
  LoopSchedule update = pointwise_line(node.name(), t.dims, t.minor_to_major, block_threads);
  update.stage = StageKind::Update;
  update.splits.insert(update.splits.begin(), Split{rows, extent / chunks});
  update.rfactor = rows + ".o";
  // The partials: the output's dims and one more, the chunk, outermost.
  Dims dims = t.dims, order = t.minor_to_major;
  dims.push_back(chunks);
  order.push_back(t.rank());
  LoopSchedule partials = pointwise_line(node.name(), dims, order, block_threads);
  partials.stage = StageKind::RFactor;
  return {update, partials};
}

// A row-fused kernel (softmax, layernorm; the planner fused each row's
// reductions into the kernel): one block per row, 256 threads along it, so
// every load and store of the row is coalesced. Inside the block, each row
// reduction is 256 partial results, one per thread (rfactor), combined by one
// thread; a costly row read twice (softmax's exponentials) is computed once
// into shared memory while it fits; then the outputs. One launch, each row
// loaded from memory by one block (its later reads hit the caches): the rule
// of one kernel per stage launched seven kernels for softmax over
// [8192,4096], each reading the whole input. The per-stage rule stays for
// rows that are short or few (too few blocks to fill the GPU), reduced over
// more than their contiguous dim or laid out otherwise, and for reducers
// Halide cannot split into partial results (one thread would walk each row).
std::optional<KernelSchedule> row_fused_schedule(const Kernel& kernel, const GpuLimits& limits) {
  const std::vector<const Node*> reductions = row_fused_reductions(kernel);
  const TensorType& t = kernel.outputs[0].type();
  if (reductions.empty() || t.rank() < 2) return std::nullopt;
  const int64_t c = t.minor_to_major[0], row = t.minor_to_major[1], extent = t.dims[static_cast<size_t>(c)];
  if (extent < 2 * kReductionThreads || t.num_elements() / extent < kMinRowBlocks) return std::nullopt;
  for (const Value& v : kernel.outputs) {
    if (v.type().dims != t.dims || v.type().minor_to_major != t.minor_to_major) return std::nullopt;
  }
  for (const Node* r : reductions) {
    const TensorType& in = r->operand(0).type();
    if (r->attrs().dimensions != Dims{c} || in.dims != t.dims || in.minor_to_major != t.minor_to_major) return std::nullopt;
    // Reducers rfactor splits: sums and products, and max and min (floats
    // reduce over integer order keys, kernel_lowering.cc).
    const std::optional<OpCode> op = r->num_results() == 1 && !r->called().empty() ? simple_reducer_op(*r->called()[0]) : std::nullopt;
    if (!op || (*op != OpCode::Add && *op != OpCode::Multiply && *op != OpCode::Maximum && *op != OpCode::Minimum)) return std::nullopt;
  }
  // Blocks: the rows (x), then the other dims (y, z); the reductions are
  // computed inside the row loop.
  std::vector<std::string> blocks{d(row)};
  for (size_t i = 2; i < t.minor_to_major.size(); ++i) {
    const int64_t dim = t.minor_to_major[i];
    if (blocks.size() == 3 || t.dims[static_cast<size_t>(dim)] > kMaxGridYZ) return std::nullopt;
    blocks.push_back(d(dim));
  }
  const int64_t threads = std::min(threads_per_block(limits), pow2_at_least(extent));
  // Along the row: thread i takes elements i, i + 256, ... (the loop over
  // them inside each thread), so each step of a warp reads 32 neighbours.
  auto along_row = [&](const std::string& value) {
    LoopSchedule l;
    l.value = value;
    if (extent > threads) {
      l.splits = {{d(c), threads}};
      l.lanes = {d(c) + ".i"};
      l.order = {d(c) + ".o", d(c) + ".i"};
    } else {
      l.lanes = {d(c)};
      l.order = {d(c)};
    }
    l.order.insert(l.order.end(), blocks.begin(), blocks.end());
    return l;
  };
  KernelSchedule schedule;
  const std::string out = kernel.outputs[0].node->name();
  for (const Node* n : loop_nest_nodes(kernel)) {
    const bool output = std::any_of(kernel.outputs.begin(), kernel.outputs.end(), [&](const Value& v) { return v.node == n; });
    if (!output) continue;
    LoopSchedule l = along_row(n->name());
    l.parallel = blocks;
    schedule.loops.push_back(std::move(l));
  }
  // Shared memory: each reduction's partial results (and its one result),
  // then costly rows while they fit; the rest are recomputed by each reader.
  int64_t shared = 0;
  for (const Node* red : reductions) shared += (threads + 1) * std::max(4, dtype_bits(red->type().dtype) / 8);
  for (const Node* n : costly_rows_read_twice(kernel)) {
    const int64_t row_bytes = extent * std::max(1, dtype_bits(n->type().dtype) / 8);
    if (shared + row_bytes > limits.shared_memory_per_block - kSharedBytesLeftFree) continue;
    shared += row_bytes;
    LoopSchedule l = along_row(n->name());
    l.at = ComputeAt{out, d(row)};
    schedule.loops.push_back(std::move(l));
  }
  for (const Node* red : reductions) {
    LoopSchedule pure;
    pure.value = red->name();
    pure.at = ComputeAt{out, d(row)};
    // The combine: one thread over the partial results; its loops are the
    // reduction's own dims (one row here).
    LoopSchedule update;
    update.value = red->name();
    update.stage = StageKind::Update;
    update.splits = {{r(0), threads}};
    update.rfactor = r(0) + ".i";
    for (int64_t dim : red->type().minor_to_major) update.order.push_back(d(dim));
    // The partial results: the reduction's dims and one more, a thread each.
    LoopSchedule partials;
    partials.value = red->name();
    partials.stage = StageKind::RFactor;
    const int64_t thread_dim = red->type().rank();
    partials.lanes = {d(thread_dim)};
    partials.order = {d(thread_dim)};
    for (int64_t dim : red->type().minor_to_major) partials.order.push_back(d(dim));
    schedule.loops.push_back(std::move(pure));
    schedule.loops.push_back(std::move(update));
    schedule.loops.push_back(std::move(partials));
  }
  return schedule;
}

}  // namespace

bool elements_per_thread_along_blocks(LoopSchedule& l, int64_t per_thread) {
  if (l.parallel.empty() || l.lanes.empty()) return false;
  const std::string block = l.parallel[0];
  auto at = std::find(l.order.begin(), l.order.end(), block);
  if (at == l.order.end()) return false;
  l.splits.push_back({block, per_thread});
  l.parallel[0] = block + ".o";
  *at = block + ".o";
  l.order.insert(l.order.begin(), block + ".i");  // innermost: a loop inside each thread
  l.unroll.push_back(block + ".i");
  return true;
}

KernelSchedule default_gpu_schedule(const Kernel& kernel, const GpuLimits& limits, std::vector<std::string>* rules) {
  auto used = [&](const std::string& rule) {
    if (rules && std::find(rules->begin(), rules->end(), rule) == rules->end()) rules->push_back(rule);
  };
  if (auto rows = row_fused_schedule(kernel, limits)) {
    used("row-fused");
    return *rows;
  }
  const int64_t threads = threads_per_block(limits);
  KernelSchedule schedule;
  for (const Node* node : loop_nest_nodes(kernel)) {
    if (auto tiled = transpose_line(kernel, *node, limits)) {
      used("transpose tiles");
      schedule.loops.push_back(*tiled);
      continue;
    }
    LoopSchedule line = pointwise_line(node->name(), node->type().dims, node->type().minor_to_major, threads);
    if (node->op() != OpCode::Reduce) more_elements_per_thread(line, node->type());
    schedule.loops.push_back(std::move(line));
    std::vector<LoopSchedule> reduction = row_reduction_lines(*node, threads);
    if (!reduction.empty()) {
      used("row reduction");
    } else {
      reduction = column_reduction_lines(*node, threads);
      if (!reduction.empty()) used("column reduction");
    }
    if (reduction.empty()) {
      switch (node->op()) {
        case OpCode::Reduce: case OpCode::ReduceWindow: used("reduction by a thread per output"); break;
        case OpCode::Scatter: used("scatter"); break;
        case OpCode::Gather: used("gather"); break;
        default: used("pointwise"); break;
      }
    }
    for (LoopSchedule& l : reduction) schedule.loops.push_back(std::move(l));
  }
  return schedule;
}

}  // namespace kiln
