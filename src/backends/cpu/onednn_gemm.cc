#include "backends/cpu/onednn_gemm.h"

#include <dnnl.hpp>
#include <omp.h>

#include <cstring>
#include <memory>
#include <mutex>
#include <string>

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

struct Gemm {
  GemmShape shape;
  DType dtype;
  dnnl::memory::desc a, b, c;
  std::unique_ptr<dnnl::matmul> primitive;
  bool one_thread = false;  // too small to pay for waking the other threads
  // Constant weights in the primitive's own layout, made on the first run.
  bool pack_weights = false;
  dnnl::memory::desc packed_desc;
  std::unique_ptr<dnnl::memory> packed;
  std::once_flag packed_once;
};

// Below this many multiply-adds a GEMM runs on the calling thread: waking
// OpenMP's sleeping threads costs tens of microseconds (GraphSAGE's 1x50x128
// GEMMs took 40 us each with two threads).
constexpr double kParallelMultiplyAdds = 1 << 20;

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
  if (shape.m > 0 && shape.n > 0 && shape.k > 0) {
    const auto type = onednn_type(dtype);
    g->a = matrix(shape.a, shape.batch, shape.m, shape.k, type);
    g->b = matrix(shape.b, shape.batch, shape.k, shape.n, type);
    g->c = matrix(shape.c, shape.batch, shape.m, shape.n, type);
    g->one_thread = static_cast<double>(shape.batch) * static_cast<double>(shape.m) * static_cast<double>(shape.n) *
                        static_cast<double>(shape.k) < kParallelMultiplyAdds;
    try {
      if (constant_rhs) {
        const dnnl::memory::desc any(g->b.dims(), type, dnnl::memory::format_tag::any);
        const auto pd = dnnl::matmul::primitive_desc(dnnl::matmul::desc(g->a, any, g->c), cpu_engine());
        g->pack_weights = true;
        g->packed_desc = pd.weights_desc();
        g->primitive = std::make_unique<dnnl::matmul>(pd);
      } else {
        g->primitive = std::make_unique<dnnl::matmul>(dnnl::matmul::primitive_desc(dnnl::matmul::desc(g->a, g->b, g->c), cpu_engine()));
      }
    } catch (const dnnl::error& e) {
      internal_error("oneDNN has no {} matmul for a {}x{}x{} GEMM: {}", dtype_name(dtype), shape.m, shape.k, shape.n, e.what());
    }
  }
  return [g, lhs_slot, rhs_slot, out_slot](std::vector<HostBuffer>& slots) {
    uint8_t* c = slots[static_cast<size_t>(out_slot)].bytes();
    if (!g->primitive) {  // an empty product; with k == 0 every element is an empty sum
      std::memset(c, 0, static_cast<size_t>(slots[static_cast<size_t>(out_slot)].type.byte_size()));
      return;
    }
    dnnl::stream stream(cpu_engine());
    dnnl::memory a(g->a, cpu_engine(), slots[static_cast<size_t>(lhs_slot)].bytes());
    dnnl::memory b(g->b, cpu_engine(), slots[static_cast<size_t>(rhs_slot)].bytes());
    dnnl::memory out(g->c, cpu_engine(), c);
    if (g->pack_weights) {
      std::call_once(g->packed_once, [&] {
        g->packed = std::make_unique<dnnl::memory>(g->packed_desc, cpu_engine());
        dnnl::reorder(b, *g->packed).execute(stream, b, *g->packed);
        stream.wait();
      });
    }
    const int threads = omp_get_max_threads();
    if (g->one_thread) omp_set_num_threads(1);
    g->primitive->execute(stream, {{DNNL_ARG_SRC, a}, {DNNL_ARG_WEIGHTS, g->pack_weights ? *g->packed : b}, {DNNL_ARG_DST, out}});
    stream.wait();
    if (g->one_thread) omp_set_num_threads(threads);
  };
}

}  // namespace kiln::cpu
