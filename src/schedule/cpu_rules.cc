#include "schedule/cpu_rules.h"

#include "ir/reducer.h"
#include "schedule/loop_nests.h"

#include <algorithm>
#include <set>

namespace kiln {

namespace {

using loop_names::d;
using loop_names::r;

// The hardware prefetchers stop at each page: rows of a page or more are
// where the rules below read along memory or prefetch themselves.
constexpr int64_t kPageBytes = 4096;

LoopSchedule basic_line(const Node& node, const BasicLoops& b) {
  LoopSchedule l;
  l.value = node.name();
  const bool vectorize = b.vector_dim >= 0 && b.vector_width > 1;
  if (vectorize) l.splits.push_back({d(b.vector_dim), b.vector_width});
  if (b.order.size() > 1) {
    for (int64_t dim : b.order) {
      if (vectorize && dim == b.vector_dim) {
        l.order.push_back(d(dim) + ".i");
        l.order.push_back(d(dim) + ".o");
      } else {
        l.order.push_back(d(dim));
      }
    }
  }
  if (vectorize) l.lanes.push_back(d(b.vector_dim) + ".i");
  if (b.parallel_dim >= 0) l.parallel.push_back(d(b.parallel_dim) + (vectorize && b.parallel_dim == b.vector_dim ? ".o" : ""));
  return l;
}

// See cpu_loop_nest: the output tiled over its own contiguous dim and the
// transposed input's, tiles of one vector by one vector, the output's rows at
// least a cache line long. Measured on the 64x1024x512 case on an AVX-512
// Xeon (a vector is a line), wider tiles (2 vectors) ran 1.6x slower. The
// tiles walk along the output's rows; a streamed output walks them along the
// input's rows instead (walk_tiles_along_input_rows). With AVX2 a
// vector is half a line, and each streaming store of a tile row left its
// line half written while the other rows' stores came between: 79 ms, against
// 35 with plain stores and 25 with rows of two vectors, streamed (2-core AMD
// EPYC, 2026-11-29); streamed, rows of up to four lines are faster still
// there (wider_rows_for_half_line_vectors).
std::optional<LoopSchedule> tiled_transpose(const Kernel& kernel, const Node& node, const BasicLoops& b) {
  if (b.vector_width < 2) return std::nullopt;
  const auto t = transposed_read(kernel, node);
  if (!t) return std::nullopt;
  const TensorType& out = node.type();
  const int64_t di = t->in_minor_out, dj = t->out_minor, tile = b.vector_width;
  const int64_t row = std::max(tile, kCacheLineBytes / std::max<int64_t>(1, dtype_bits(out.dtype) / 8));
  if (out.dims[static_cast<size_t>(di)] < tile || out.dims[static_cast<size_t>(dj)] < row) return std::nullopt;
  LoopSchedule l;
  l.value = node.name();
  l.splits = {{d(dj), row}, {d(di), tile}};
  l.order = {d(dj) + ".i", d(di) + ".i", d(dj) + ".o", d(di) + ".o"};
  for (int64_t dim : out.minor_to_major) {
    if (dim != di && dim != dj) l.order.push_back(d(dim));
  }
  l.lanes = {d(dj) + ".i", d(di) + ".i"};
  const int64_t outermost = outermost_parallel_dim(out);
  l.parallel = {outermost != di && outermost != dj ? d(outermost) : d(di) + ".o"};
  // Staged: a tile of vectors loaded along the input's contiguous dim, one per
  // unrolled row, so LLVM transposes them in registers with shuffles.
  l.staged.push_back({t->input, d(dj) + ".o", {{t->in_minor, tile}, {t->out_minor_in, tile}}});
  return l;
}

// See cpu_loop_nest: update loops [kept contiguous dim (vectorized), reduction
// loops in memory order, the rest], the contiguous dim split so that its outer
// part runs in parallel.
std::optional<LoopSchedule> streaming_rows(const Node& node, const BasicLoops& b) {
  if (node.op() != OpCode::Reduce) return std::nullopt;
  const Dims& reduced = node.attrs().dimensions;
  const TensorType& in = node.operand(0).type();
  if (reduced.empty() || in.minor_to_major.empty()) return std::nullopt;
  const int64_t inner = in.minor_to_major[0];
  if (std::find(reduced.begin(), reduced.end(), inner) != reduced.end()) return std::nullopt;
  const int64_t kept = inner - std::count_if(reduced.begin(), reduced.end(), [&](int64_t x) { return x < inner; });
  const int64_t extent = in.dims[static_cast<size_t>(inner)];
  const int64_t lanes = std::max(1, b.vector_width);
  const bool split = extent >= 4 * lanes && lanes > 1;
  LoopSchedule l;
  l.value = node.name();
  l.stage = StageKind::Update;
  if (split) {
    l.splits = {{d(kept), 4 * lanes}, {d(kept) + ".i", lanes}};
    l.order = {d(kept) + ".i.i", d(kept) + ".i.o"};
  } else {
    l.order = {d(kept)};
  }
  for (int64_t dim : in.minor_to_major) {
    auto it = std::find(reduced.begin(), reduced.end(), dim);
    if (it != reduced.end()) l.order.push_back(r(it - reduced.begin()));
  }
  if (split) l.order.push_back(d(kept) + ".o");
  for (int64_t dim = 0; dim < node.type().rank(); ++dim) {
    if (dim != kept) l.order.push_back(d(dim));
  }
  if (split) {
    l.lanes = {d(kept) + ".i.i"};
    l.parallel = {d(kept) + ".o"};
  }
  return l;
}

// A sum over the outer dims of rows a 4 KiB page or longer (a bias
// gradient's sum over batch and tokens): the iterations of the outermost
// reduced dim become rows of partial sums, each worker thread summing whole
// input rows of its share along memory, and the partial rows are then added.
// Walking columns down the rows (streaming_rows) read 32 floats of each
// 16 KiB row, which the hardware prefetchers, stopping at every page, do not
// follow: GELU backward's bias gradient, f32[16,512,4096] summed over {0,1},
// 7.4 -> 4.2 ms on 2 threads (a 2-core AMD EPYC). For sums only (Halide
// proves them associative); f32 and f64, which accumulate in their own type.
std::optional<std::vector<LoopSchedule>> column_sum_partials(const Node& node, const BasicLoops& b) {
  constexpr int64_t kMinPartials = 8, kMaxPartials = 256, kMaxPartialElements = int64_t{1} << 22;
  if (node.op() != OpCode::Reduce || node.num_results() != 1 || node.type().rank() != 1 || node.called().empty()) return std::nullopt;
  const DType dtype = node.type().dtype;
  if ((dtype != DType::F32 && dtype != DType::F64) || simple_reducer_op(*node.called()[0]) != OpCode::Add) return std::nullopt;
  const Dims& reduced = node.attrs().dimensions;
  const TensorType& in = node.operand(0).type();
  if (reduced.size() < 2 || in.rank() != static_cast<int64_t>(reduced.size()) + 1 || b.vector_width <= 1) return std::nullopt;
  // The kept dim innermost in memory, the reduced ones all outside it.
  const int64_t kept_dim = in.minor_to_major[0];
  if (std::find(reduced.begin(), reduced.end(), kept_dim) != reduced.end()) return std::nullopt;
  const int64_t columns = in.dims[static_cast<size_t>(kept_dim)];
  const int64_t outermost = in.minor_to_major.back();
  const int64_t partials = in.dims[static_cast<size_t>(outermost)];
  if (columns * dtype_bits(dtype) / 8 < kPageBytes || partials < kMinPartials || partials > kMaxPartials ||
      partials * columns > kMaxPartialElements) {
    return std::nullopt;
  }
  const int64_t factored = std::find(reduced.begin(), reduced.end(), outermost) - reduced.begin();
  const std::string lanes = d(0) + ".i";
  LoopSchedule combine;
  combine.value = node.name();
  combine.stage = StageKind::Update;
  combine.rfactor = r(factored);
  combine.splits = {{d(0), b.vector_width}};
  combine.order = {lanes, d(0) + ".o"};
  combine.lanes = {lanes};
  // The partials' own reduction loops are the others, renumbered in order.
  LoopSchedule sums;
  sums.value = node.name();
  sums.stage = StageKind::RFactor;
  sums.splits = {{d(0), b.vector_width}};
  sums.order = {lanes, d(0) + ".o"};
  for (int64_t dim : in.minor_to_major) {
    const auto it = std::find(reduced.begin(), reduced.end(), dim);
    if (it == reduced.end() || dim == outermost) continue;
    const int64_t index = it - reduced.begin();
    sums.order.push_back(r(index > factored ? index - 1 : index));
  }
  sums.order.push_back(d(1));
  sums.lanes = {lanes};
  sums.parallel = {d(1)};
  return std::vector<LoopSchedule>{combine, sums};
}

// The input tile an unrolled convolution reads for one tile of `outputs`
// positions along output dim `next` and one vector along the output feature
// dim: the feature dim by `lanes`, each spatial dim by its window footprint.
// Only for a convolution that reads a kernel input with one input feature per
// output feature (depthwise, multiplier 1), so a vector of outputs reads one
// vector of inputs per tap.
std::optional<Staging> window_tile(const Kernel& kernel, const Node& conv, int64_t vector_dim, int64_t lanes, int64_t next, int64_t outputs,
                                   const std::string& at) {
  const ConvDims& c = conv.attrs().conv;
  const TensorType& k = conv.operand(1).type();
  const int64_t features = k.dims[static_cast<size_t>(c.kernel_output_feature)];
  if (c.output_feature != vector_dim || k.dims[static_cast<size_t>(c.kernel_input_feature)] != 1 ||
      conv.attrs().feature_group_count != features || conv.attrs().batch_group_count != 1) {
    return std::nullopt;
  }
  auto input = std::find(kernel.inputs.begin(), kernel.inputs.end(), conv.operand(0));
  if (input == kernel.inputs.end()) return std::nullopt;
  // One window shape per staged input: sibling convolutions of one input
  // (a multi-output kernel) read it unstaged.
  const auto readers = std::count_if(kernel.nodes.begin(), kernel.nodes.end(),
                                     [&](const Node* n) { return is_unrolled_convolution(*n) && n->operand(0) == conv.operand(0); });
  if (readers > 1) return std::nullopt;
  Staging st{static_cast<int>(input - kernel.inputs.begin()), at, {{c.input_feature, lanes}}};
  for (size_t s = 0; s < c.output_spatial.size(); ++s) {
    const WindowDim& w = conv.attrs().window[s];
    if (w.base_dilation != 1) return std::nullopt;
    const int64_t positions = c.output_spatial[s] == next ? outputs : 1;
    st.tile.push_back({c.input_spatial[s], (positions - 1) * w.stride + (w.size - 1) * w.window_dilation + 1});
  }
  return st;
}

// The unrolled convolution `node` is or computes from inside `kernel` (the
// nearest, operands first), or null. Each node is visited once: a kernel is a
// DAG whose values are read many times (Threefry's 20 rounds read each value
// twice, and a walk of every path took 2^20 steps).
const Node* unrolled_convolution_feeding(const Kernel& kernel, const Node& node, std::set<const Node*>& visited) {
  if (!visited.insert(&node).second) return nullptr;
  if (is_unrolled_convolution(node)) return &node;
  for (size_t i = 0; i < node.num_operands(); ++i) {
    const Node* operand = node.operand(i).node;
    if (std::find(kernel.nodes.begin(), kernel.nodes.end(), operand) == kernel.nodes.end()) continue;
    if (const Node* conv = unrolled_convolution_feeding(kernel, *operand, visited)) return conv;
  }
  return nullptr;
}
const Node* unrolled_convolution_feeding(const Kernel& kernel, const Node& node) {
  std::set<const Node*> visited;
  return unrolled_convolution_feeding(kernel, node, visited);
}

// A kernel with an unrolled convolution (a depthwise 3x3 and its epilogue):
// the next dim out from the vectors is unrolled by 4, so each weight vector
// is loaded and widened once for four outputs, not once per output; and the
// input window those four read is staged, widened, in registers (6x3 vectors
// for a 3x3), so each input vector is loaded and widened once per tile, not
// once per tap (the tile loop moves inside the vector dim's outer loop): a
// bf16 3x3 + bias + relu6 over 150x150x32 went from 0.53 to 0.49 ms on one
// thread, SSD-MobileNet's depthwise kernels from 1.69 to 1.40 ms on two.
void unroll_window_reuse(const Kernel& kernel, const Node& node, const BasicLoops& b, LoopSchedule& l) {
  constexpr int64_t kOutputs = 4;
  const Node* conv = unrolled_convolution_feeding(kernel, node);
  if (!conv || b.vector_dim < 0 || b.order.size() < 2) return;
  const int64_t next = b.order[1];
  if (next == b.parallel_dim || node.type().dims[static_cast<size_t>(next)] < 2 * kOutputs) return;
  l.splits.push_back({d(next), kOutputs});
  auto at = std::find(l.order.begin(), l.order.end(), d(next));
  if (at == l.order.end()) return;
  *at = d(next) + ".o";
  l.order.insert(l.order.begin() + 1, d(next) + ".i");  // just outside the vector lanes
  l.unroll.push_back(d(next) + ".i");
  // Staging needs the tile loop inside the vector dim's outer loop.
  if (conv->type().dims != node.type().dims) return;
  auto tile = window_tile(kernel, *conv, b.vector_dim, b.vector_width, next, kOutputs, d(next) + ".o");
  if (!tile) return;
  auto outer = std::find(l.order.begin(), l.order.end(), d(b.vector_dim) + ".o");
  auto tiles = std::find(l.order.begin(), l.order.end(), d(next) + ".o");
  if (outer == l.order.end() || tiles == l.order.end()) return;
  std::iter_swap(outer, tiles);
  l.staged.push_back(*tile);
}

// A pure value whose contiguous rows are shorter than a vector (an image's 3
// channels) vectorizes the next dim out in memory with the row unrolled (rows
// of at most 4), or else fuses the rows with it into one long contiguous row
// and vectorizes that (SSD-MobileNet's normalized, padded 301x301x3 input was
// scalar before either). Not for transposes, whose tiles read across rows.
constexpr int64_t kMaxInterleavedRow = 4;
std::optional<LoopSchedule> fused_short_rows(const Kernel& kernel, const Node& node, int lanes, int64_t parallel_dim) {
  const TensorType& t = node.type();
  if (t.rank() < 2 || lanes < 2 || needs_own_loop_nest(node) || transposed_read(kernel, node)) return std::nullopt;
  const int64_t inner = t.minor_to_major[0], next = t.minor_to_major[1];
  const int64_t row = t.dims[static_cast<size_t>(inner)], rows = t.dims[static_cast<size_t>(next)];
  if (row >= lanes || row * rows < 2 * lanes || next == parallel_dim) return std::nullopt;
  LoopSchedule l;
  l.value = node.name();
  if (row <= kMaxInterleavedRow && rows >= lanes) {
    // Vectors along the next dim, the row unrolled: loads and stores of
    // stride 2-4 that Halide interleaves from dense vectors. As fast as the
    // fused row where that one reads densely, and 2.6x faster where a pad
    // clamps the next dim (the fused index then divides by the row length
    // per element: SSD's padded input, 0.34 -> 0.13 ms on one thread).
    l.splits.push_back({d(next), lanes});
    l.order = {d(next) + ".i", d(inner), d(next) + ".o"};
    for (size_t k = 2; k < t.minor_to_major.size(); ++k) l.order.push_back(d(t.minor_to_major[k]));
    l.lanes = {d(next) + ".i", d(inner)};
    if (parallel_dim >= 0) l.parallel = {d(parallel_dim)};
    return l;
  }
  const Fuse fuse{d(inner), d(next)};
  l.fuses.push_back(fuse);
  l.splits.push_back({fuse.name(), lanes});
  l.order = {fuse.name() + ".i", fuse.name() + ".o"};
  for (size_t k = 2; k < t.minor_to_major.size(); ++k) l.order.push_back(d(t.minor_to_major[k]));
  l.lanes = {fuse.name() + ".i"};
  if (parallel_dim >= 0) l.parallel = {d(parallel_dim)};
  return l;
}

// A concatenation along its contiguous dim of many parts narrower than a
// vector (the im2col of a convolution over an image's 3 channels: 49 parts of
// 3 for a 7x7 window) is a chain of selects, one arm per part: a vector along
// that dim evaluated every arm in every lane. With the concatenated row
// unrolled, each step knows its part: one arm, a scalar copy, and LLVM merges
// the steps that copy neighbours into vector moves. ResNet-50's stem im2col,
// [12544, 147] from 49 parts, on 2 threads: 32.2 ms as vectors along the row;
// vectors along the next dim with the row unrolled (strided loads, scattered
// stores) 0.87-0.93 ms; in 4 or 8 lanes 0.55 and 0.67; unrolled scalars 0.17.
constexpr int64_t kMaxArmsPerLane = 4;
constexpr int64_t kMaxUnrolledRow = 256;
// The same for a conversion of such a concatenation (a bf16 im2col widened
// to f32 for an f32 GEMM, where bf16 products have no kernel of their own):
// the convert's loop nest is the concatenation's. ResNet-50's bf16 stem
// im2col as f32, [8,112,112,147] from 49 parts, on a 2-core AMD EPYC
// (AVX2): 161 ms as vectors along the row.
const Node& concatenation_converted(const Kernel& kernel, const Node& node) {
  if (node.op() != OpCode::Convert) return node;
  const Value& in = node.operand(0);
  const bool fused = std::find(kernel.inputs.begin(), kernel.inputs.end(), in) == kernel.inputs.end();
  return fused && in.node->op() == OpCode::Concatenate && in.type().dims == node.type().dims &&
                 in.type().minor_to_major == node.type().minor_to_major
             ? *in.node
             : node;
}

std::optional<LoopSchedule> unrolled_narrow_concatenation(const Kernel& kernel, const Node& value, int lanes, int64_t parallel_dim) {
  const Node& node = concatenation_converted(kernel, value);
  const TensorType& t = node.type();
  if (node.op() != OpCode::Concatenate || t.rank() < 2 || lanes < 2) return std::nullopt;
  const int64_t inner = t.minor_to_major[0];
  if (node.attrs().dimensions.at(0) != inner || static_cast<int64_t>(node.num_operands()) <= kMaxArmsPerLane) return std::nullopt;
  for (const Value& part : node.operands()) {
    if (part.type().dims[static_cast<size_t>(inner)] >= lanes) return std::nullopt;
  }
  if (t.dims[static_cast<size_t>(inner)] > kMaxUnrolledRow) return std::nullopt;
  LoopSchedule l;
  l.value = value.name();
  for (int64_t dim : t.minor_to_major) l.order.push_back(d(dim));
  l.unroll = {d(inner)};
  if (parallel_dim >= 0) l.parallel = {d(parallel_dim)};
  return l;
}

// At most this many iterations in a parallel loop. Each is a task the thread
// pool hands out (a call and, in kiln's pool, a compare-and-swap; in Halide's,
// which ran them when this was measured, a lock), and many short ones spend
// their time there: 65536 chunks of 64 vectors of a 64 Mi-element array took
// 23.7 ms against 9.3 in 256 chunks (parallel_flat); x * 2 over
// [65536,2048], 8 KiB a row, 60.6 ms against 39.7 with the rows in 256
// chunks (with_coarse_parallel_tasks).
constexpr int64_t kMaxParallelTasks = 256;

// A large 1-D value (an elementwise kernel over a flat array) runs in parallel
// over chunks of 64 vectors: the one dim is split for the vectors and again
// for the threads (before, rank-1 values never ran in parallel).
std::optional<LoopSchedule> parallel_flat(const Node& node, const BasicLoops& b, int64_t parallel_min_elements) {
  const TensorType& t = node.type();
  constexpr int64_t kVectorsPerChunk = 64;
  // Chunks grow past 64 vectors so that there are at most kMaxParallelTasks.
  if (t.rank() != 1 || needs_own_loop_nest(node) || b.vector_dim != 0 || t.num_elements() < parallel_min_elements) return std::nullopt;
  const int64_t vectors = (t.dims[0] + b.vector_width - 1) / b.vector_width;
  const int64_t chunk = b.vector_width * std::max(kVectorsPerChunk, (vectors + kMaxParallelTasks - 1) / kMaxParallelTasks);
  if (t.dims[0] < 2 * chunk) return std::nullopt;
  LoopSchedule l;
  l.value = node.name();
  l.splits = {{d(0), chunk}, {d(0) + ".i", b.vector_width}};
  l.order = {d(0) + ".i.i", d(0) + ".i.o", d(0) + ".o"};
  l.lanes = {d(0) + ".i.i"};
  l.parallel = {d(0) + ".o"};
  return l;
}

}  // namespace

// A sum or product over its input's contiguous dim (softmax's and layernorm's
// row sums): each output element's reduction runs along memory, serially in
// Halide (LLVM vectorizes the inner sum), the outer output dim in parallel
// chunks of rows. Vectors across rows instead gathered one element per row:
// softmax's row sum over [8192,4096] took 30.9 ms on 2 threads, 5.8 ms so.
// Max and min too: float ones reduce integer order keys, which LLVM vectorizes
// as it does a sum (a NaN-propagating select on floats ran 78 ms serially
// against 19.9 across rows).
std::optional<LoopSchedule> row_sums_along_memory(const Node& node, int64_t parallel_min_elements) {
  if (node.op() != OpCode::Reduce || node.num_operands() != 2) return std::nullopt;
  const Dims& reduced = node.attrs().dimensions;
  const TensorType& in = node.operand(0).type();
  const TensorType& t = node.type();
  if (in.minor_to_major.empty() || t.rank() == 0 || std::find(reduced.begin(), reduced.end(), in.minor_to_major[0]) == reduced.end()) {
    return std::nullopt;
  }
  const std::optional<OpCode> op = simple_reducer_op(*node.called()[0]);
  if (!op || (*op != OpCode::Add && *op != OpCode::Multiply && *op != OpCode::Maximum && *op != OpCode::Minimum && *op != OpCode::Or &&
              *op != OpCode::And)) {
    return std::nullopt;
  }
  constexpr int64_t kChunks = 64;
  LoopSchedule l;
  l.value = node.name();
  const int64_t outer = t.minor_to_major.back(), extent = t.dims[static_cast<size_t>(outer)];
  if (in.num_elements() >= parallel_min_elements && extent > kChunks) {
    l.splits = {{d(outer), (extent + kChunks - 1) / kChunks}};
    for (int64_t dim : t.minor_to_major) l.order.push_back(dim == outer ? d(outer) + ".i" : d(dim));
    l.order.push_back(d(outer) + ".o");
    l.parallel = {d(outer) + ".o"};
  } else if (in.num_elements() >= parallel_min_elements && extent > 1) {
    // The outer dim outermost: Halide's own order puts the first dim
    // innermost, and a parallel loop there was one pool run per row of
    // results (the max over [8,12,197,197]'s rows: 2,364 runs, 1.8 ms on 2
    // threads against 1.1 on one).
    for (int64_t dim : t.minor_to_major) l.order.push_back(d(dim));
    l.parallel = {d(outer)};
  }
  return l;
}

namespace {

// Float sums of many terms each over several dims (a batch norm's mean and
// variance: 1.2 million terms a feature over {0,2,3} of [96,32,112,112], or
// 301,056 over a channels-last [96,24,56,56]): each output element's terms
// summed in blocks, one per iteration of the outermost reduced dim in memory
// (rfactor; the blocks in parallel), and the blocks' sums then added. Summed
// straight through, an accumulator (a lane's, or a column's) grew until the
// smallest terms rounded away: a variance's many near-zero squares were
// lost, its f32 sum 3e-6 to 1.4e-5 too small in every feature, and 17 layers
// of MobileNetV2's train step carried the leans into its running variances,
// where kiln parity's bias test saw them (z = 39). Blocks keep each
// accumulator within a block's terms (12,544 and 3,136 there), as PyTorch's
// cascade sums and numpy's pairwise ones do; the same bytes are read, in
// the same order within a block. Along memory (the contiguous dim reduced)
// LLVM vectorizes each block's sum; down columns (the contiguous dim kept,
// rows under a page: longer ones are column_sum_partials') the block's
// loop over that dim takes the lanes.
std::optional<std::vector<LoopSchedule>> blocked_sums(const Node& node, const BasicLoops& b, int64_t parallel_min_elements) {
  constexpr int64_t kMinTerms = int64_t{1} << 15;
  if (node.op() != OpCode::Reduce || node.num_results() != 1 || node.called().empty()) return std::nullopt;
  const DType dtype = node.type().dtype;
  if ((dtype != DType::F32 && dtype != DType::F64) || simple_reducer_op(*node.called()[0]) != OpCode::Add) return std::nullopt;
  const Dims& reduced = node.attrs().dimensions;
  const TensorType& in = node.operand(0).type();
  if (reduced.size() < 2 || in.minor_to_major.empty()) return std::nullopt;
  auto is_reduced = [&](int64_t dim) { return std::find(reduced.begin(), reduced.end(), dim) != reduced.end(); };
  const int64_t contiguous = in.minor_to_major[0];
  const bool down_columns = !is_reduced(contiguous);
  if (down_columns && in.dims[static_cast<size_t>(contiguous)] * dtype_bits(dtype) / 8 >= kPageBytes) return std::nullopt;
  // An output dim's loop: the input dim's place among the kept ones.
  auto kept_loop = [&](int64_t dim) { return d(dim - std::count_if(reduced.begin(), reduced.end(), [&](int64_t x) { return x < dim; })); };
  int64_t terms = 1, outermost = -1;
  for (int64_t dim : in.minor_to_major) {
    if (!is_reduced(dim)) continue;
    terms *= in.dims[static_cast<size_t>(dim)];
    outermost = dim;
  }
  const int64_t blocks = in.dims[static_cast<size_t>(outermost)];
  if (terms < kMinTerms || blocks < 2) return std::nullopt;
  const int64_t factored = std::find(reduced.begin(), reduced.end(), outermost) - reduced.begin();
  LoopSchedule pure;
  pure.value = node.name();
  LoopSchedule combine = pure;
  combine.stage = StageKind::Update;
  combine.rfactor = r(factored);
  // The blocks' sums: their own reduction loops (the other reduced dims,
  // renumbered) along memory, the output's dims, and the block (a new last
  // dim) as the input lays them out.
  LoopSchedule sums = pure;
  sums.stage = StageKind::RFactor;
  const int64_t block_dim = node.type().rank();
  for (int64_t dim : in.minor_to_major) {
    if (dim == outermost) {
      sums.order.push_back(d(block_dim));
    } else if (is_reduced(dim)) {
      const int64_t index = std::find(reduced.begin(), reduced.end(), dim) - reduced.begin();
      sums.order.push_back(r(index > factored ? index - 1 : index));
    } else if (dim == contiguous && b.vector_width > 1) {
      const std::string loop = kept_loop(dim);
      sums.splits = {{loop, b.vector_width}};
      sums.order.push_back(loop + ".i");
      sums.order.push_back(loop + ".o");
      sums.lanes = {loop + ".i"};
    } else {
      sums.order.push_back(kept_loop(dim));
    }
  }
  if (in.num_elements() >= parallel_min_elements) sums.parallel = {d(block_dim)};
  return std::vector<LoopSchedule>{pure, combine, sums};
}

}  // namespace

// Row reductions along memory (row_sums_along_memory) with rows of results
// (rank 2 or more): the update runs each reduction along memory, while the
// pure stages (the init and the results' conversion back from keys or wide
// sums) take vectors along the results' contiguous dim. Without lanes LLVM
// vectorized and unrolled those loops itself: an attention's [8,12,197] row
// maxima came to 1,774 instructions for one loop, most of the kernel's
// quarter second of compile.
std::vector<LoopSchedule> rows_with_vector_results(const Node& node, const LoopSchedule& rows, const BasicLoops& b) {
  const TensorType& t = node.type();
  if (t.rank() < 2 || b.vector_width <= 1 || b.vector_dim != t.minor_to_major[0] || !rows.splits.empty()) return {rows};
  const int64_t inner = t.minor_to_major[0];
  if (t.dims[static_cast<size_t>(inner)] < b.vector_width) return {rows};
  LoopSchedule pure = rows;
  pure.splits = {{d(inner), b.vector_width}};
  pure.order.clear();
  for (int64_t dim : t.minor_to_major) {
    if (dim == inner) {
      pure.order.push_back(d(inner) + ".i");
      pure.order.push_back(d(inner) + ".o");
    } else {
      pure.order.push_back(d(dim));
    }
  }
  pure.lanes = {d(inner) + ".i"};
  LoopSchedule update = rows;
  update.stage = StageKind::Update;
  return {pure, update};
}

namespace {

// A reduction over several dims walks them as its input lays them out, the
// innermost in memory innermost: an update without a line of its own runs
// its reduction loops in the order of the reduce's `dimensions`, which put a
// batch norm's sum over {0,2,3} of [96,32,112,112] with the batch innermost,
// 1.5 MB apart (its two sums: 142 ms on 2 threads, 8 in memory order).
std::vector<LoopSchedule> reductions_along_memory(const Node& node, std::vector<LoopSchedule> lines) {
  const Dims& reduced = node.attrs().dimensions;
  if (reduced.size() < 2) return lines;
  std::vector<std::string> walk;
  for (int64_t dim : node.operand(0).type().minor_to_major) {
    if (auto it = std::find(reduced.begin(), reduced.end(), dim); it != reduced.end()) walk.push_back(r(it - reduced.begin()));
  }
  auto update = std::find_if(lines.begin(), lines.end(), [](const LoopSchedule& l) { return l.stage == StageKind::Update; });
  if (update == lines.end()) {
    LoopSchedule own = lines.front();
    own.stage = StageKind::Update;
    lines.push_back(own);
    update = std::prev(lines.end());
  }
  update->order.insert(update->order.begin(), walk.begin(), walk.end());
  return lines;
}

}  // namespace

std::vector<LoopSchedule> cpu_loop_nest(const Kernel& kernel, const Node& node, const BasicLoops& given, int64_t parallel_min_elements) {
  if (auto tiled = tiled_transpose(kernel, node, given)) return {*tiled};
  if (auto blocked = blocked_sums(node, given, parallel_min_elements)) return *blocked;
  if (auto rows = row_sums_along_memory(node, parallel_min_elements)) {
    return reductions_along_memory(node, rows_with_vector_results(node, *rows, given));
  }
  BasicLoops basic = given;
  // A reduction's work is its input's: a large one runs in parallel over its
  // output even when that is one row of results (softmax's row max over
  // [8192,4096]: 21.3 -> 11.0 ms on 2 threads).
  if (node.op() == OpCode::Reduce && basic.parallel_dim < 0 && node.type().rank() > 0 &&
      node.operand(0).type().num_elements() >= parallel_min_elements) {
    basic.parallel_dim = outermost_parallel_dim(node.type());
  }
  std::vector<LoopSchedule> lines{basic_line(node, basic)};
  unroll_window_reuse(kernel, node, basic, lines[0]);
  if (auto partials = column_sum_partials(node, basic)) {
    lines[0].parallel.clear();  // the init of one row of sums
    lines.insert(lines.end(), partials->begin(), partials->end());
  } else if (auto rows = streaming_rows(node, basic)) {
    lines.push_back(*rows);
  }
  return lines;
}

namespace {

// The kernel inputs `n` reads, through the kernel's own values, that have
// its dims and memory order: one of its rows further on is theirs too.
std::vector<int> inputs_laid_out_like(const Kernel& kernel, const Node& n) {
  std::vector<int> found;
  std::set<const Node*> seen;
  std::vector<const Node*> todo{&n};
  while (!todo.empty()) {
    const Node* at = todo.back();
    todo.pop_back();
    if (!seen.insert(at).second) continue;
    for (const Value& v : at->operands()) {
      const auto input = std::find(kernel.inputs.begin(), kernel.inputs.end(), v);
      if (input == kernel.inputs.end()) {
        if (kernel.find(v.node->name()) == v.node) todo.push_back(v.node);
        continue;
      }
      const TensorType& t = v.type();
      const int index = static_cast<int>(input - kernel.inputs.begin());
      if (t.dims == n.type().dims && t.minor_to_major == n.type().minor_to_major &&
          std::find(found.begin(), found.end(), index) == found.end()) {
        found.push_back(index);
      }
    }
  }
  std::sort(found.begin(), found.end());
  return found;
}

// A costly row's loop along memory prefetches its inputs' next row when a
// row spans a 4 KiB page or more: the hardware prefetchers stop at each page,
// so memory sat idle while a row's exponentials ran, and the next row's
// reduction then waited on it. Softmax over [8192,4096], 2 threads on a 2-core
// AMD EPYC (Zen 3): 19.4 -> 16.8 ms.
void prefetch_next_row(const Kernel& kernel, const Node& n, LoopSchedule& line) {
  const TensorType& t = n.type();
  if (line.lanes.empty() || line.splits.empty() || t.rank() == 0) return;
  const int64_t row_dim = t.minor_to_major[0];
  const Split& lanes = line.splits.front();
  if (lanes.loop != d(row_dim) || line.lanes.front() != d(row_dim) + ".i") return;
  const int64_t row = t.dims[static_cast<size_t>(row_dim)];
  for (int input : inputs_laid_out_like(kernel, n)) {
    const int64_t row_bytes = row * std::max(1, dtype_bits(kernel.inputs[static_cast<size_t>(input)].type().dtype) / 8);
    if (row_bytes < kPageBytes) continue;
    line.prefetches.push_back({input, d(row_dim) + ".o", (row + lanes.factor - 1) / lanes.factor});
  }
}

// A row-fused kernel (softmax, layernorm): the outputs loop over rows in
// parallel and along each row in vectors; each row reduction is computed
// inside the loop over rows, along memory (LLVM vectorizes a sum, and a float
// max or min over order keys), so the row is still in cache when the next
// reduction and then the outputs read it. Softmax over [8192,4096] on 2
// threads: three kernels that read the input three times took 18.8 ms; one
// row-fused kernel 12.4 ms (a plain copy of the same bytes about 9.5).
KernelSchedule row_fused_schedule(const Kernel& kernel, const std::vector<const Node*>& reductions, const BasicLoops& anchor) {
  KernelSchedule schedule;
  const Node& out = *kernel.outputs[0].node;
  const TensorType& t = out.type();
  const size_t reduced = reductions[0]->attrs().dimensions.size();
  const int64_t row_dim = t.minor_to_major[reduced], rows = t.dims[static_cast<size_t>(row_dim)];
  std::string row_loop = d(row_dim);
  // Rows in parallel chunks of consecutive rows, so each thread streams
  // through memory and the hardware prefetcher keeps up. Rows one by one went to the threads in turn: softmax over [8192,4096]
  // took 14.3 ms on 2 threads, 12.4-12.7 in 16, 64 or 256 chunks.
  constexpr int64_t kChunks = 64;
  const bool chunked = anchor.parallel_dim == row_dim && rows >= 2 * kChunks;
  for (const Value& v : kernel.outputs) {
    if (std::any_of(schedule.loops.begin(), schedule.loops.end(), [&](const LoopSchedule& l) { return l.value == v.node->name(); })) continue;
    LoopSchedule line = basic_line(*v.node, anchor);
    if (chunked) {
      line.splits.push_back({d(row_dim), (rows + kChunks - 1) / kChunks});
      auto it = std::find(line.order.begin(), line.order.end(), d(row_dim));
      if (it != line.order.end()) {
        *it = d(row_dim) + ".o";
        line.order.insert(it, d(row_dim) + ".i");
      }
      line.parallel = {d(row_dim) + ".o"};
      row_loop = d(row_dim) + ".i";
    }
    schedule.loops.push_back(std::move(line));
  }
  // A costly row (softmax's exponentials) that a row reduction and the outputs
  // both read is computed once per row into a row buffer, in vectors, not
  // once per reader: softmax over [8192,4096] went from 16.5 to 14.3 ms (rows
  // not yet in chunks).
  for (const Node* n : costly_rows_read_twice(kernel)) {
    LoopSchedule row = basic_line(*n, anchor);
    row.parallel.clear();
    row.at = ComputeAt{out.name(), row_loop};
    prefetch_next_row(kernel, *n, row);
    schedule.loops.push_back(std::move(row));
  }
  for (const Node* r : reductions) {
    LoopSchedule pure;
    pure.value = r->name();
    pure.at = ComputeAt{out.name(), row_loop};
    LoopSchedule update;
    update.value = r->name();
    update.stage = StageKind::Update;
    const TensorType& in = r->operand(0).type();
    const Dims& dims = r->attrs().dimensions;
    for (int64_t dim : in.minor_to_major) {
      auto it = std::find(dims.begin(), dims.end(), dim);
      if (it != dims.end()) update.order.push_back(reduction_loop(it - dims.begin()));
    }
    for (int64_t dim : r->type().minor_to_major) update.order.push_back(d(dim));
    schedule.loops.push_back(std::move(pure));
    schedule.loops.push_back(std::move(update));
  }
  return schedule;
}

// Lanes of a vector of `vector_bytes`. bf16 and f16 are stored in 16 bits but
// computed in f32: a vector holds as many of them as of f32 (32 bf16 lanes
// left SSD-MobileNet's 27-wide im2col rows unvectorized, 6.5 ms instead of 0.8).
int vector_lanes(DType dtype, int vector_bytes) {
  const int compute_bytes = computes_in_f32(dtype) ? 4 : std::max(1, dtype_bits(dtype) / 8);
  return std::max(1, vector_bytes / compute_bytes);
}

// Loops in the value's memory order, its contiguous dim in vectors of
// `vector_bytes`, its outermost dim parallel when it is large.
BasicLoops basic_loops(const TensorType& t, int vector_bytes, int64_t parallel_min_elements) {
  BasicLoops b;
  b.order = t.minor_to_major;
  const int lanes = vector_lanes(t.dtype, vector_bytes);
  if (!t.minor_to_major.empty() && lanes > 1 && t.dims[static_cast<size_t>(t.minor_to_major[0])] >= lanes) {
    b.vector_dim = t.minor_to_major[0];
    b.vector_width = lanes;
  }
  if (t.rank() > 1 && t.num_elements() >= parallel_min_elements) b.parallel_dim = outermost_parallel_dim(t);
  return b;
}

// Outputs the graph returns and no later kernel reads, of at least this many
// bytes, are written with streaming stores: no read for ownership, and
// nothing to keep in cache for a reader. Measured on a 2-core Intel Xeon:
// x + y over 64 Mi floats, 26.3 -> 18.2 ms; an exp(x) a GEMM reads next
// gained nothing, so intermediates keep plain stores. Vector stores of at
// least half a line: an f16 convert over [64,1024,1024] in 32-byte vectors,
// 14.6 -> 12.9 ms; channels-last scale-bias-relu, whose u8 mask goes out in
// 16-byte vectors beside its f16 output, 6.8 -> 11 ms.
constexpr int64_t kStreamingStoreBytes = 32 << 20;
constexpr int64_t kMinStreamingVectorBytes = 32;

// The bytes of one vector store of `line`'s value: its lanes loop's split
// factor times the element size; 0 when it stores no vectors.
int64_t vector_store_bytes(const LoopSchedule& line, const TensorType& t) {
  if (line.lanes.empty()) return 0;
  for (const Split& s : line.splits) {
    if (s.loop + ".i" == line.lanes[0]) return s.factor * std::max(1, dtype_bits(t.dtype) / 8);
  }
  return 0;
}

// A streamed output is written, and its inputs read, `streams` rows at a
// time (the next dim out unrolled; a flat 1-D chunk cut in `streams` parts):
// on a 2-core Intel Xeon one stream of streaming stores left memory idle, and
// four interleaved ran x * 2 + 1 over 64 Mi floats in 10.1 ms against 16.3 (2
// threads; 21.0 against 29.6 on one), the 3-D [64,1024,1024] one in 11.1
// against 16.0. Plain stores gained nothing from it there (20.3 against
// 20.4). On a 2-core AMD EPYC (Zen 3) the same four streams are slower: 14.5
// ms against 10.6 for the 1-D one, 17.0 against 10.7 for the 3-D one, GELU's
// backward 44.4 against 28.6 (the prefetchers follow fewer streams); the
// backend says how many streams its machine wants (default_cpu_schedule).

int64_t dim_of(const std::string& loop) { return std::stoll(loop.substr(1, loop.find('.') - 1)); }

// A parallel dim of more than kMaxParallelTasks iterations is split into
// kMaxParallelTasks chunks of consecutive rows, the chunks in parallel.

KernelSchedule with_coarse_parallel_tasks(KernelSchedule schedule, const Kernel& kernel) {
  const auto computed_at = schedule.computed_at_loops();
  for (LoopSchedule& l : schedule.loops) {
    if (l.stage != StageKind::Pure || l.at || l.parallel.size() != 1 || !is_whole_dim_loop(l.parallel[0])) continue;
    const Node* node = kernel.find(l.value);
    const std::string dim = l.parallel[0];
    auto at = std::find(l.order.begin(), l.order.end(), dim);
    if (!node || at == l.order.end() || computed_at.count({l.value, dim})) continue;
    const int64_t extent = node->type().dims[static_cast<size_t>(dim_of(dim))];
    if (extent <= kMaxParallelTasks) continue;
    l.splits.push_back({dim, (extent + kMaxParallelTasks - 1) / kMaxParallelTasks});
    *at = dim + ".o";
    l.order.insert(at, dim + ".i");
    l.parallel[0] = dim + ".o";
  }
  return schedule;
}

void interleave_streams(LoopSchedule& l, const TensorType& t, int64_t streams) {
  if (streams <= 1) return;
  // Rows of one vector loop only: a tiled transpose (two lanes loops, a
  // staged tile) already walks 16 rows at a time.
  if (l.lanes.size() != 1 || !l.unroll.empty() || !l.staged.empty() || l.order.empty() || l.order.front() != l.lanes.front()) return;
  // A flat 1-D chunk (parallel_flat): d0:chunk, d0.i:V -> d0.i:chunk/4 cut again by V.
  const std::string d0 = d(0);
  if (l.order == std::vector<std::string>{d0 + ".i.i", d0 + ".i.o", d0 + ".o"} && l.splits.size() == 2) {
    const int64_t chunk = l.splits[0].factor, vector = l.splits[1].factor;
    if (chunk % (streams * vector) != 0) return;
    l.splits = {{d0, chunk}, {d0 + ".i", chunk / streams}, {d0 + ".i.i", vector}};
    l.order = {d0 + ".i.i.i", d0 + ".i.o", d0 + ".i.i.o", d0 + ".o"};
    l.lanes = {d0 + ".i.i.i"};
    l.unroll = {d0 + ".i.o"};
    return;
  }
  // Rows: the first loop out from the vectors over a whole dim, or over the
  // rows of a parallel chunk (dK.i of a parallel dK.o). When it is the
  // parallel loop itself, its outer part stays parallel (each thread takes 4
  // rows at a time).
  auto rows = [&](const std::string& loop) {
    return is_whole_dim_loop(loop) || (loop.size() > 3 && loop.compare(loop.size() - 2, 2, ".i") == 0 && is_whole_dim_loop(loop.substr(0, loop.size() - 2)) &&
                               std::find(l.parallel.begin(), l.parallel.end(), loop.substr(0, loop.size() - 2) + ".o") != l.parallel.end());
  };
  auto next = std::find_if(l.order.begin() + 1, l.order.end(), rows);
  if (next == l.order.end()) return;
  const std::string dim = *next;
  int64_t extent = t.dims[static_cast<size_t>(dim_of(dim))];
  for (const Split& s : l.splits) {
    if (s.loop + ".i" == dim) extent = s.factor;  // the rows of a chunk
  }
  auto parallel = std::find(l.parallel.begin(), l.parallel.end(), dim);
  const int64_t min_extent = parallel == l.parallel.end() ? streams : streams * 16;  // still work for every thread
  if (extent < min_extent || extent % streams != 0) return;
  l.splits.push_back({dim, streams});
  *next = dim + ".o";
  if (parallel != l.parallel.end()) *parallel = dim + ".o";
  l.order.insert(l.order.begin() + 1, dim + ".i");  // right outside the vectors
  l.unroll.push_back(dim + ".i");
}

// A streamed tiled transpose (tiled_transpose) walks its tiles along the
// input's rows, not the output's: the reads are then sixteen rows read along
// memory, which the hardware prefetchers follow, and each tile's stores are
// whole lines that go straight to memory wherever they are. Walking along the
// output's rows read 64 bytes of each input row a tile, sixteen rows 2 KiB
// apart, and the reads waited on memory: the 64x1024x512 transpose read three
// times, 37.2 -> 24.0 ms on 2 threads (a 2-core AVX-512 Xeon VM, 2026-11-29).
// With plain stores the walk along the input's rows is 2.4x slower (each
// tile line read for ownership), so only streamed transposes change. A 2-D
// transpose runs its outer tile loop in parallel, which the walk makes the
// one along the output's rows: too few tiles there (a narrow output) and it
// keeps the old walk rather than leave workers idle.
// On AMD's Zen 4 (AVX-512, a vector a line) the same walk is the slower one:
// scattered whole-line stores there wait on memory, while sixteen input rows
// read 64 bytes at a time keep up, so the backend turns the walk off where
// vectors are a line on AMD (StreamingStoreHabits). The 64x1024x512 transpose
// read three times, hand-written in both walks (apps/bench/transpose_walks.c,
// 2 threads, 5 rounds interleaved with the plain copy on a 2-core Zen 4
// EPYC, 2026-12-02): 23.2-24.9 ms along the input's rows, 15.7-16.4 along
// the output's; the copy's time for its bytes 12.7-15.8.
void walk_tiles_along_input_rows(LoopSchedule& l, const TensorType& out) {
  constexpr int64_t kMinParallelTiles = 16;
  if (l.lanes.size() != 2 || l.staged.size() != 1 || l.order.size() < 4) return;
  // tiled_transpose's lanes: d<out>.i, d<in>.i, their tiles' loops d<out>.o, d<in>.o.
  const int64_t out_dim = dim_of(l.lanes[0]), in_dim = dim_of(l.lanes[1]);
  if (l.lanes[0] != d(out_dim) + ".i" || l.lanes[1] != d(in_dim) + ".i") return;
  const std::string along_output = d(out_dim) + ".o", along_input = d(in_dim) + ".o";
  if (l.order[2] != along_output || l.order[3] != along_input || l.staged[0].at != along_output) return;
  if (std::find(l.parallel.begin(), l.parallel.end(), along_input) != l.parallel.end()) {
    const auto split = std::find_if(l.splits.begin(), l.splits.end(), [&](const Split& s) { return s.loop == d(out_dim); });
    const int64_t extent = out.dims.at(static_cast<size_t>(out_dim));
    if (split == l.splits.end() || (extent + split->factor - 1) / split->factor < kMinParallelTiles) return;
  }
  std::swap(l.order[2], l.order[3]);
  l.staged[0].at = along_input;
  for (std::string& p : l.parallel) {
    if (p == along_input) p = along_output;  // the outer tile loop runs in parallel
  }
}

// A streamed tiled transpose whose vectors are half a line (AVX2) writes
// tile rows of up to four lines, not one, as long as the input rows a tile
// reads (one per element of its output rows) span at most 128 KiB: each tile
// then reads its input rows along two or four vectors' worth of their lines
// before the walk moves on, and its output rows go out as 128- or 256-byte
// runs. On a 2-core AMD EPYC (Zen 3, AVX2; 2026-12-01, rounds interleaved,
// 2 threads), transposes of 2 KiB input rows: the 64x1024x512 transpose read
// three times 57 ms with one-line rows, 30-41 with two, 26-37 with four; the
// transpose alone 20-22, 14-18, 13-17. Of 16 KiB rows (a 2-D [8192,4096] and
// an [8,2048,4096] transpose) wider rows were no faster, four lines 1.0-1.2x
// slower: their tiles' rows span 256 KiB already. Where a vector is a line
// (AVX-512) rows of two vectors ran 1.6x slower (tiled_transpose), so those
// keep theirs.
void wider_rows_for_half_line_vectors(LoopSchedule& l, const TensorType& out) {
  constexpr int64_t kTileInputSpanBytes = 128 << 10;
  if (l.lanes.size() != 2 || l.staged.size() != 1 || l.splits.size() != 2) return;
  const int64_t bytes = std::max(1, dtype_bits(out.dtype) / 8);
  Split& row = l.splits[0];
  const Split& tile = l.splits[1];
  if (row.loop + ".i" != l.lanes[0] || tile.loop + ".i" != l.lanes[1]) return;
  if (row.factor * bytes != kCacheLineBytes || 2 * tile.factor * bytes != kCacheLineBytes) return;
  const int64_t input_row_bytes = out.dims.at(static_cast<size_t>(dim_of(tile.loop))) * bytes;
  const int64_t extent = out.dims.at(static_cast<size_t>(dim_of(row.loop)));
  const int64_t widest = 4 * row.factor;
  while (row.factor < widest && 2 * row.factor * input_row_bytes <= kTileInputSpanBytes && extent >= 2 * row.factor) row.factor *= 2;
}

KernelSchedule with_streaming_returns(const Kernel& kernel, KernelSchedule schedule, const StreamingStoreHabits& habits) {
  std::set<std::string> computed_inside;  // values another line is computed inside (at=)
  for (const auto& [value, loop] : schedule.computed_at_loops()) computed_inside.insert(value);
  for (LoopSchedule& l : schedule.loops) {
    if (l.stage != StageKind::Pure || l.at) continue;
    // Outputs written by one loop nest stream together (the stores of a tuple
    // are one Func's): all of them must qualify.
    const std::vector<size_t> written = outputs_written_by(kernel, l.value);
    const bool streamed = !written.empty() && std::all_of(written.begin(), written.end(), [&](size_t i) {
      const Value& v = kernel.outputs[i];
      return i < kernel.returned_unread.size() && kernel.returned_unread[i] && !needs_own_loop_nest(*v.node) &&
             v.type().byte_size() >= kStreamingStoreBytes && vector_store_bytes(l, v.type()) >= kMinStreamingVectorBytes;
    });
    if (!streamed) continue;
    l.streaming_stores = true;
    const TensorType& out = kernel.outputs[written.front()].type();
    if (habits.transposes_walk_input_rows) walk_tiles_along_input_rows(l, out);
    wider_rows_for_half_line_vectors(l, out);
    // Not where rows are computed inside (at=): their loops stay as they are.
    if (!computed_inside.count(l.value)) interleave_streams(l, out, habits.streams);
  }
  return schedule;
}

KernelSchedule default_loops(const Kernel& kernel, int vector_bytes, int64_t parallel_min_elements) {
  if (const auto rows = row_fused_reductions(kernel); !rows.empty()) {
    return row_fused_schedule(kernel, rows, basic_loops(kernel.outputs[0].type(), vector_bytes, parallel_min_elements));
  }
  KernelSchedule schedule;
  for (const Node* node : loop_nest_nodes(kernel)) {
    const BasicLoops b = basic_loops(node->type(), vector_bytes, parallel_min_elements);
    const int lanes = vector_lanes(node->type().dtype, vector_bytes);
    if (auto flat = parallel_flat(*node, b, parallel_min_elements)) {
      schedule.loops.push_back(std::move(*flat));
      continue;
    }
    if (auto unrolled = unrolled_narrow_concatenation(kernel, *node, lanes, b.parallel_dim)) {
      schedule.loops.push_back(std::move(*unrolled));
      continue;
    }
    if (b.vector_dim < 0) {
      if (auto fused = fused_short_rows(kernel, *node, lanes, b.parallel_dim)) {
        schedule.loops.push_back(std::move(*fused));
        continue;
      }
    }
    for (LoopSchedule& l : cpu_loop_nest(kernel, *node, b, parallel_min_elements)) schedule.loops.push_back(std::move(l));
  }
  return schedule;
}

}  // namespace

KernelSchedule default_cpu_schedule(const Kernel& kernel, int vector_bytes, int64_t parallel_min_elements, StreamingStoreHabits habits) {
  return with_streaming_returns(kernel, with_coarse_parallel_tasks(default_loops(kernel, vector_bytes, parallel_min_elements), kernel),
                                habits);
}

}  // namespace kiln
