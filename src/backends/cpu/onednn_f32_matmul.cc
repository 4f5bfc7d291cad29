#include "backends/cpu/onednn_f32_matmul.h"

#include <dnnl.hpp>

#include <map>
#include <memory>
#include <tuple>

#include "backends/cpu/onednn_support.h"

namespace kiln::cpu {

namespace {

constexpr auto kMatmulF32 = dnnl::memory::data_type::f32;

using MatmulKey = std::tuple<bool, bool, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t>;

// A shape's primitive and the memory objects it runs on (their data handles
// set each call); `primitive` empty where oneDNN has none.
struct MadeMatmul {
  std::unique_ptr<dnnl::matmul> primitive;
  std::unique_ptr<dnnl::memory> a, b, c, scratchpad;
  size_t scratchpad_bytes = 0;
};

// rows x cols, row-major with leading dim `ld`, or its transpose stored so.
dnnl::memory::desc f32_matrix(int64_t rows, int64_t cols, int64_t ld, bool transposed) {
  return strided_matrix(rows, cols, ld, !transposed, kMatmulF32);
}

MadeMatmul make_matmul(const MatmulKey& key) {
  const auto [trans_a, trans_b, m, n, k, lda, ldb, ldc] = key;
  MadeMatmul made;
  const OneOpenMpThread one_thread;  // oneDNN picks its blocking for the threads it has
  try {
    const dnnl::memory::desc a = f32_matrix(m, k, lda, trans_a), b = f32_matrix(k, n, ldb, trans_b), c = f32_matrix(m, n, ldc, false);
    dnnl::primitive_attr attributes;
    attributes.set_scratchpad_mode(dnnl::scratchpad_mode::user);
    const auto pd = dnnl::matmul::primitive_desc(dnnl::matmul::desc(a, b, c), attributes, cpu_engine());
    made.primitive = std::make_unique<dnnl::matmul>(pd);
    made.a = std::make_unique<dnnl::memory>(a, cpu_engine(), nullptr);
    made.b = std::make_unique<dnnl::memory>(b, cpu_engine(), nullptr);
    made.c = std::make_unique<dnnl::memory>(c, cpu_engine(), nullptr);
    made.scratchpad = std::make_unique<dnnl::memory>(pd.scratchpad_desc(), cpu_engine(), nullptr);
    made.scratchpad_bytes = pd.scratchpad_desc().get_size();
  } catch (const dnnl::error&) {
    made = MadeMatmul{};
  }
  return made;
}

}  // namespace

bool onednn_f32_matmul(bool trans_a, bool trans_b, int64_t m, int64_t n, int64_t k, const float* a, int64_t lda, const float* b, int64_t ldb,
                       float* c, int64_t ldc) {
  thread_local std::map<MatmulKey, MadeMatmul> made_here;
  const MatmulKey key{trans_a, trans_b, m, n, k, lda, ldb, ldc};
  auto at = made_here.find(key);
  if (at == made_here.end()) at = made_here.emplace(key, make_matmul(key)).first;
  MadeMatmul& p = at->second;
  if (!p.primitive) return false;
  const OneOpenMpThread one_thread;
  try {
    p.a->set_data_handle(const_cast<float*>(a));
    p.b->set_data_handle(const_cast<float*>(b));
    p.c->set_data_handle(c);
    p.scratchpad->set_data_handle(thread_scratchpad(p.scratchpad_bytes));
    thread_local dnnl::stream stream(cpu_engine());
    p.primitive->execute(stream, {{DNNL_ARG_SRC, *p.a}, {DNNL_ARG_WEIGHTS, *p.b}, {DNNL_ARG_DST, *p.c}, {DNNL_ARG_SCRATCHPAD, *p.scratchpad}});
    stream.wait();
  } catch (const dnnl::error&) {
    return false;
  }
  return true;
}

}  // namespace kiln::cpu
