#include "backends/cpu/onednn_convolution.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstring>
#include <map>
#include <mutex>
#include <stdexcept>
#include <utility>
#include <vector>

#include "backends/cpu/onednn_support.h"
#include "runtime/thread_pool.h"

namespace kiln::cpu {

namespace {

using dnnl::memory;
constexpr auto kF32 = memory::data_type::f32;

// A view of `dims` with these strides. One image's view of a batch gets the
// image stride of a dense tensor (never stepped, but oneDNN matches a
// layout by all its strides, and takes its fast kernels only for a dense one).
memory::desc strided_desc(const std::array<int64_t, 4>& dims, std::array<int64_t, 4> strides) {
  if (dims[0] == 1) {
    strides[0] = 1;
    for (size_t d = 1; d < 4; ++d) strides[0] = std::max(strides[0], strides[d] * dims[d]);
  }
  return memory::desc(memory::dims(dims.begin(), dims.end()), kF32, memory::dims(strides.begin(), strides.end()));
}

memory::desc channels_last_desc(const std::array<int64_t, 4>& dims) {
  return memory::desc(memory::dims(dims.begin(), dims.end()), kF32, memory::format_tag::nhwc);
}

// By images: each block some images, whole. By rows (fewer images than
// threads): each block some output rows of one image at a time, and the
// input rows they read.
enum class Split { Images, Rows };

// Whether floats [begin, end) are all finite.
bool all_finite(const float* p, int64_t begin, int64_t end) {
  bool finite = true;
  for (int64_t i = begin; i < end; ++i) finite &= std::isfinite(p[i]);
  return finite;
}

}  // namespace

struct OneDnnConvolution::State {
  // Images [n0, n0 + images), and of each its output rows [row0, row0 +
  // rows) reading input rows [in_row0, ...): their primitive, the tensors as
  // the caller holds them and as it reads them.
  struct Block {
    int64_t n0 = 0, images = 0, row0 = 0, in_row0 = 0;
    bool row_split = false;  // run image by image
    memory::desc input, kernel, output;          // the caller's layouts
    memory::desc conv_input, conv_output;        // channels-last where the caller's are not
    // Padding written out as zeros (see run): the input's place inside
    // conv_input, and its offset there in elements.
    bool explicit_padding = false;
    memory::desc padded_interior;
    int64_t interior_offset = 0;
    memory::desc packed_kernel, scratchpad;
    std::unique_ptr<dnnl::convolution_forward> primitive;
    std::string implementation;
  };

  DirectConvolutionShape shape;
  bool constant_kernel = false;
  bool padded = false;  // any padding
  std::atomic<int> constant_kernel_finite{-1};  // constant weights: all_finite once known
  std::mutex mutex;
  std::map<std::tuple<Split, int64_t, int64_t, bool>, std::shared_ptr<Block>> blocks;
  // Constant weights, packed on first use, one copy per layout the blocks'
  // primitives want: every block reads all of them, so blocks of one layout
  // share a copy (a copy per block was a network's weights once per thread).
  std::vector<std::shared_ptr<memory>> constant_packs;

  std::shared_ptr<Block> make_block(Split split, int64_t begin, int64_t end, bool explicit_padding) const {
    auto b = std::make_shared<Block>();
    b->explicit_padding = explicit_padding;
    int64_t in_rows = shape.input.dims[2], out_rows = shape.output.dims[2];
    std::array<int64_t, 2> pad_lo = shape.pad_lo, pad_hi = shape.pad_hi;
    if (split == Split::Images) {
      b->n0 = begin, b->images = end - begin;
    } else {
      // Output rows [begin, end) read input rows [begin·s - pad, (end-1)·s -
      // pad + window): those inside the input, the rest as padding. The
      // padding is less than the window, so every block reads some input.
      const int64_t s = shape.stride[0], window = (shape.kernel.dims[2] - 1) * shape.dilation[0] + 1;
      const int64_t first = begin * s - shape.pad_lo[0], last = (end - 1) * s - shape.pad_lo[0] + window;
      b->images = 1, b->row_split = true, b->row0 = begin, b->in_row0 = std::max<int64_t>(0, first);
      in_rows = std::min(shape.input.dims[2], last) - b->in_row0;
      out_rows = end - begin;
      pad_lo[0] = b->in_row0 - first;
      pad_hi[0] = last - (b->in_row0 + in_rows);
    }
    const std::array<int64_t, 4> in_dims{b->images, shape.input.dims[1], in_rows, shape.input.dims[3]};
    const std::array<int64_t, 4> kernel_dims = shape.kernel.dims;
    const std::array<int64_t, 4> out_dims{b->images, shape.output.dims[1], out_rows, shape.output.dims[3]};
    b->input = strided_desc(in_dims, shape.input.strides);
    b->kernel = strided_desc(kernel_dims, shape.kernel.strides);
    b->output = strided_desc(out_dims, shape.output.strides);
    b->conv_input = shape.input.channels_last() ? b->input : channels_last_desc(in_dims);
    if (explicit_padding) {
      const int64_t c = in_dims[1], h = in_dims[2] + pad_lo[0] + pad_hi[0], w = in_dims[3] + pad_lo[1] + pad_hi[1];
      b->conv_input = channels_last_desc({in_dims[0], c, h, w});
      b->padded_interior = strided_desc(in_dims, {h * w * c, 1, w * c, c});
      b->interior_offset = (pad_lo[0] * w + pad_lo[1]) * c;
    }
    b->conv_output = shape.output.channels_last() ? b->output : channels_last_desc(out_dims);
    const OneOpenMpThread one_thread;
    dnnl::primitive_attr attributes;
    attributes.set_scratchpad_mode(dnnl::scratchpad_mode::user);
    const memory::desc any_kernel(memory::dims(kernel_dims.begin(), kernel_dims.end()), kF32, memory::format_tag::any);
    const memory::dims strides{shape.stride[0], shape.stride[1]};
    const memory::dims dilates{shape.dilation[0] - 1, shape.dilation[1] - 1};  // oneDNN counts the gaps
    const memory::dims padding_lo = explicit_padding ? memory::dims{0, 0} : memory::dims{pad_lo[0], pad_lo[1]};
    const memory::dims padding_hi = explicit_padding ? memory::dims{0, 0} : memory::dims{pad_hi[0], pad_hi[1]};
    try {
      const dnnl::convolution_forward::desc desc(dnnl::prop_kind::forward_inference, dnnl::algorithm::convolution_direct, b->conv_input,
                                                 any_kernel, b->conv_output, strides, dilates, padding_lo, padding_hi);
      const dnnl::convolution_forward::primitive_desc pd(desc, attributes, cpu_engine());
      b->primitive = std::make_unique<dnnl::convolution_forward>(pd);
      b->packed_kernel = pd.weights_desc();
      b->scratchpad = pd.scratchpad_desc();
      b->implementation = pd.impl_info_str();
    } catch (const dnnl::error& e) {
      throw std::runtime_error(std::string("oneDNN has no f32 convolution for this shape: ") + e.what());
    }
    return b;
  }

  std::shared_ptr<Block> block_for(Split split, int64_t begin, int64_t end, bool explicit_padding) {
    std::lock_guard<std::mutex> lock(mutex);
    auto& slot = blocks[{split, begin, end, explicit_padding}];
    if (!slot) slot = make_block(split, begin, end, explicit_padding);
    return slot;
  }

  // Whether every weight is finite: scanned on each run over the pool (once
  // for constant weights).
  bool kernel_finite(const float* kernel) {
    if (constant_kernel) {
      if (const int known = constant_kernel_finite.load(std::memory_order_acquire); known >= 0) return known != 0;
    }
    const int64_t n = shape.kernel.dims[0] * shape.kernel.dims[1] * shape.kernel.dims[2] * shape.kernel.dims[3];
    std::atomic<bool> finite{true};
    ThreadPool::shared().for_each_block(n, [&](int64_t begin, int64_t end) {
      if (!all_finite(kernel, begin, end)) finite = false;
    });
    if (constant_kernel) constant_kernel_finite.store(finite ? 1 : 0, std::memory_order_release);
    return finite;
  }

  // `kernel` in `b`'s primitive's layout, written to `to`.
  static void pack(const Block& b, const float* kernel, memory& to) {
    memory from(b.kernel, cpu_engine(), const_cast<float*>(kernel));
    const OneOpenMpThread one_thread;
    dnnl::stream stream(cpu_engine());
    dnnl::reorder(from, to).execute(stream, from, to);
    stream.wait();
  }

  std::shared_ptr<memory> constant_packed(const Block& b, const float* kernel) {
    std::lock_guard<std::mutex> lock(mutex);
    for (const auto& packed : constant_packs) {
      if (packed->get_desc() == b.packed_kernel) return packed;
    }
    auto packed = std::make_shared<memory>(b.packed_kernel, cpu_engine());
    pack(b, kernel, *packed);
    constant_packs.push_back(packed);
    return packed;
  }

  // Runs block `b` on one image's part: `input`, `output` where its rows
  // begin. `shared_packed`: the weights packed for this run, if any.
  void run_block(Block& b, const float* input, const float* kernel, float* output, const memory* shared_packed) {
    thread_local GrowingBuffer input_copy, output_copy, own_weights;
    const OneOpenMpThread one_thread;
    dnnl::stream stream(cpu_engine());
    memory user_input(b.input, cpu_engine(), const_cast<float*>(input));
    memory user_output(b.output, cpu_engine(), output);
    memory conv_input = user_input, conv_output = user_output;
    if (b.explicit_padding) {
      float* padded = input_copy.floats(b.conv_input.get_size());
      std::memset(padded, 0, b.conv_input.get_size());
      conv_input = memory(b.conv_input, cpu_engine(), padded);
      memory interior(b.padded_interior, cpu_engine(), padded + b.interior_offset);
      dnnl::reorder(user_input, interior).execute(stream, user_input, interior);
    } else if (b.conv_input != b.input) {
      conv_input = memory(b.conv_input, cpu_engine(), input_copy.floats(b.conv_input.get_size()));
      dnnl::reorder(user_input, conv_input).execute(stream, user_input, conv_input);
    }
    if (b.conv_output != b.output) conv_output = memory(b.conv_output, cpu_engine(), output_copy.floats(b.conv_output.get_size()));
    memory weights;
    if (constant_kernel) {
      weights = *constant_packed(b, kernel);
    } else if (shared_packed && shared_packed->get_desc() == b.packed_kernel) {
      weights = *shared_packed;
    } else {
      weights = memory(b.packed_kernel, cpu_engine(), own_weights.floats(b.packed_kernel.get_size()));
      pack(b, kernel, weights);
    }
    memory scratch(b.scratchpad, cpu_engine(), thread_scratchpad(b.scratchpad.get_size()));
    b.primitive->execute(stream, {{DNNL_ARG_SRC, conv_input}, {DNNL_ARG_WEIGHTS, weights}, {DNNL_ARG_DST, conv_output}, {DNNL_ARG_SCRATCHPAD, scratch}});
    if (b.conv_output != b.output) dnnl::reorder(conv_output, user_output).execute(stream, conv_output, user_output);
    stream.wait();
  }
};

OneDnnConvolution::OneDnnConvolution(const DirectConvolutionShape& shape, bool constant_kernel) : state_(std::make_unique<State>()) {
  state_->shape = shape;
  state_->constant_kernel = constant_kernel;
  state_->padded = shape.pad_lo[0] || shape.pad_lo[1] || shape.pad_hi[0] || shape.pad_hi[1];
  state_->block_for(Split::Images, 0, shape.output.dims[0], false);  // fails here, at compile time, if oneDNN has none
}

OneDnnConvolution::~OneDnnConvolution() = default;

std::string OneDnnConvolution::implementation() const {
  std::lock_guard<std::mutex> lock(state_->mutex);
  return state_->blocks.begin()->second->implementation;
}

void OneDnnConvolution::run(const float* input, const float* kernel, float* output) {
  State& s = *state_;
  const DirectConvolutionShape& shape = s.shape;
  ThreadPool& pool = ThreadPool::shared();
  const int64_t batch = shape.output.dims[0];
  // HLO pads with zeros that the window multiplies: 0 times an infinite or
  // NaN weight is NaN there. oneDNN skips the padding, so weights that are
  // not all finite run on an input with its padding written out (whole
  // images: the rare way, not cut by rows).
  const bool explicit_padding = s.padded && !s.kernel_finite(kernel);
  const Split split = batch >= pool.size() || explicit_padding ? Split::Images : Split::Rows;
  const int64_t units = split == Split::Images ? batch : shape.output.dims[2];
  // Every block reads all the weights: packed once, here, into the calling
  // thread's buffer (it waits for the blocks), where the blocks' layouts agree.
  thread_local GrowingBuffer run_weights;
  std::shared_ptr<memory> shared_packed;
  if (!s.constant_kernel) {
    const int blocks = pool.block_count(units);
    const auto first = s.block_for(split, 0, ThreadPool::block_start(units, blocks, 1), explicit_padding);
    shared_packed = std::make_shared<memory>(first->packed_kernel, cpu_engine(), run_weights.floats(first->packed_kernel.get_size()));
    State::pack(*first, kernel, *shared_packed);
  }
  pool.for_each_block(units, [&](int64_t begin, int64_t end) {
    const std::shared_ptr<State::Block> b = s.block_for(split, begin, end, explicit_padding);
    for (int64_t n = b->n0; n < (b->row_split ? batch : b->n0 + 1); ++n) {
      s.run_block(*b, input + n * shape.input.strides[0] + b->in_row0 * shape.input.strides[2], kernel,
                output + n * shape.output.strides[0] + b->row0 * shape.output.strides[2], shared_packed.get());
    }
  });
}

}  // namespace kiln::cpu
