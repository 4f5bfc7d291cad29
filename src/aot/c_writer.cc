#include "aot/c_writer.h"

#include "support/error.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <utility>

#include "backends/cpu/shared_object.h"

namespace kiln::aot {

namespace {

const char* c_element_type(DType d) {
  switch (d) {
    case DType::Pred: return "uint8_t";
    case DType::S8:
    case DType::S4:  // one value a byte, sign-extended
    case DType::S2: return "int8_t";
    case DType::S16: return "int16_t";
    case DType::S32: return "int32_t";
    case DType::S64: return "int64_t";
    case DType::U8:
    case DType::U4:  // one value a byte
    case DType::U2: return "uint8_t";
    case DType::U16: return "uint16_t";
    case DType::U32: return "uint32_t";
    case DType::U64: return "uint64_t";
    case DType::F16: return "uint16_t";  // IEEE half bits
    case DType::BF16: return "uint16_t"; // bfloat16 bits
    case DType::F32: return "float";
    case DType::F64: return "double";
    case DType::F8E4M3FN:
    case DType::F8E5M2:
    case DType::F8E4M3:
    case DType::F8E3M4:
    case DType::F8E4M3FNUZ:
    case DType::F8E5M2FNUZ:
    case DType::F8E4M3B11FNUZ:
    case DType::F8E8M0FNU: return "uint8_t";  // the 8-bit float's bits
  }
  return "uint8_t";
}

// "f32[4,16]{1,0}, 64 elements (256 bytes), strides {16,1} elements"; a
// complex one first as the program declares it: "c64[4,8] as interleaved
// (re, im) float pairs (C99 float _Complex): f32[4,8,2]{2,1,0}, ...".
std::string describe(const TensorType& t, bool complex_pairs) {
  std::string complex;
  if (complex_pairs) {
    const char* part = t.dtype == DType::F32 ? "float" : "double";
    complex = fmt::format("{} as interleaved (re, im) {} pairs (C99 {} _Complex): ", complex_pairs_text(t), part, part);
  }
  return fmt::format("{}{}, {} elements ({} bytes), strides {{{}}} elements", complex, t.to_string(), t.num_elements(), t.byte_size(),
                     fmt::join(physical_strides(t), ","));
}

std::string size_list(const std::vector<uint64_t>& sizes) {
  if (sizes.empty()) return "{0}";
  return fmt::format("{{{}}}", fmt::join(sizes, ", "));
}

}  // namespace

std::string CWriter::add_input(const std::string& field, const std::string& value_name, const TensorType& type, bool complex_pairs) {
  inputs_.push_back({field, value_name, type, complex_pairs});
  return fmt::format("((uint8_t*)(uintptr_t)inputs[{}])", inputs_.size() - 1);
}

void CWriter::add_output(const std::string& field, const std::string& value_name, const TensorType& type, bool complex_pairs) {
  outputs_.push_back({field, value_name, type, complex_pairs});
}

std::string CWriter::output_pointer(int index) const { return fmt::format("((uint8_t*)outputs[{}])", index); }

std::string CWriter::input_pointer(int index) { return fmt::format("((uint8_t*)(uintptr_t)inputs[{}])", index); }

void CWriter::begin_function(const CPlatform& platform) {
  outer_steps_.push_back(std::move(steps_));
  steps_.clear();
  platforms_.push_back(&platform);
  used_platforms_.insert(&platform);
}

std::string CWriter::end_function(const std::string& graph_name) {
  const std::string function = fmt::format("{}_g{}", name_, function_count_++);
  functions_ += fmt::format("/* %{} */\nstatic int {}(const void* const* inputs, void* const* outputs, uint8_t* ws) {{\n"
                            "  (void)inputs; (void)outputs; (void)ws;\n{}  return {}_OK;\n}}\n\n",
                            graph_name, function, steps_, name_);
  steps_ = std::move(outer_steps_.back());
  outer_steps_.pop_back();
  platforms_.pop_back();
  return function;
}

namespace {

std::string pointer_array(const char* type, const char* name, const std::vector<std::string>& pointers) {
  return fmt::format("    {} {}[{}] = {{{}}};\n", type, name, std::max<size_t>(pointers.size(), 1), pointers.empty() ? "0" : fmt::format("{}", fmt::join(pointers, ", ")));
}

}  // namespace

void CWriter::add_while(int step, const std::string& name, const std::string& condition, const std::string& body, const LoopBuffers& b) {
  const size_t n = b.init.size();
  std::string s = fmt::format("  {{ /* step {}: while %{} */\n", step, name);
  s += pointer_array("uint8_t*", "a", b.state_a) + pointer_array("uint8_t*", "b", b.state_b);
  for (size_t i = 0; i < n; ++i) s += fmt::format("    {}\n", platform().copy(name_, fmt::format("a[{}]", i), b.init[i], b.bytes[i]));
  s += fmt::format("    for (;;) {{\n      void* go[1] = {{{}}};\n", b.go);
  s += fmt::format("      int rc = {}((const void* const*)a, go, {});\n      if (rc != 0) return rc;\n", condition, b.condition_ws);
  s += fmt::format("      uint8_t go_flag;\n      {}\n      if (!go_flag) break;\n", platform().read_to_host(name_, "&go_flag", b.go, 1));
  s += fmt::format("      rc = {}((const void* const*)a, (void* const*)b, {});\n      if (rc != 0) return rc;\n", body, b.body_ws);
  s += fmt::format("      for (int i = 0; i < {}; ++i) {{ uint8_t* t = a[i]; a[i] = b[i]; b[i] = t; }}\n    }}\n", n);
  for (size_t i = 0; i < n; ++i) s += fmt::format("    {}\n", platform().copy(name_, b.results[i], fmt::format("a[{}]", i), b.bytes[i]));
  steps_ += s + "  }\n";
}

void CWriter::add_sort(int step, const std::string& name, const std::string& comparator, const SortBuffers& b) {
  const size_t n = b.operands.size();
  const std::string ctx = fmt::format("{}_sort{}", name_, sort_count_++);
  // The comparison: the comparator's inputs are element a and element b of
  // each operand, in operand order.
  std::string f = fmt::format("typedef struct {{ const uint8_t* in[{}]; int64_t origin; uint8_t* flag; uint8_t* ws; int rc; }} {}_ctx;\n", n, ctx);
  f += fmt::format("static int {}_less(void* p, int64_t a, int64_t b) {{\n  {}_ctx* c = ({}_ctx*)p;\n  const void* in[{}];\n", ctx, ctx, ctx, 2 * n);
  for (size_t i = 0; i < n; ++i) {
    f += fmt::format("  in[{0}] = c->in[{1}] + (c->origin + a * {2}L) * {3};\n  in[{4}] = c->in[{1}] + (c->origin + b * {2}L) * {3};\n", 2 * i, i,
                     b.strides[static_cast<size_t>(b.dim)], b.element_bytes[i], 2 * i + 1);
  }
  f += fmt::format("  void* out[1] = {{c->flag}};\n  const int rc = {}(in, out, c->ws);\n  if (rc != 0) c->rc = rc;\n  return *c->flag != 0;\n}}\n\n", comparator);
  functions_ += f;
  const CPlatform& p = platform();
  if (p.memory() == cpu_platform().memory()) {
    steps_ += fmt::format("  {{ /* step {}: sort %{} */\n    int rc = 0;\n{}    if (rc != 0) return rc;\n  }}\n", step, name, sort_rows(ctx, b));
    return;
  }
  // Buffers elsewhere: each operand copied to one host allocation, sorted
  // there (order, scratch, flag and the comparator's workspace beside them),
  // each result copied back.
  int64_t elements = 1;
  for (int64_t e : b.dims) elements *= e;
  const int64_t len = b.dims[static_cast<size_t>(b.dim)];
  const int64_t result_elements = len == 0 ? 0 : elements / len * b.kept;
  uint64_t offset = 0;
  auto take = [&](uint64_t bytes) { return fmt::format("(host + {})", std::exchange(offset, offset + (bytes + 63) / 64 * 64)); };
  SortBuffers h = b;
  std::vector<uint64_t> bytes(n), result_bytes(n);
  for (size_t i = 0; i < n; ++i) {
    bytes[i] = static_cast<uint64_t>(elements * b.element_bytes[i]);
    result_bytes[i] = static_cast<uint64_t>(result_elements * b.element_bytes[i]);
    h.operands[i] = take(bytes[i]);
  }
  for (size_t i = 0; i < n; ++i) h.results[i] = take(result_bytes[i]);
  h.order = take(static_cast<uint64_t>(len) * 8);
  h.scratch = take(static_cast<uint64_t>(len) * 8);
  h.flag = take(1);
  h.comparator_ws = take(b.comparator_ws_bytes);
  std::string s = fmt::format("  {{ /* step {}: sort %{}, on the host: its operands copied from {}, its results back */\n", step, name, p.memory());
  s += fmt::format("    uint8_t* host = NULL;\n    if (posix_memalign((void**)&host, 64, {}) != 0) return {}_ERROR_OUT_OF_MEMORY;\n    int rc = 0;\n",
                   std::max<uint64_t>(offset, 1), name_);
  for (size_t i = 0; i < n; ++i) {
    if (bytes[i] == 0) continue;
    s += fmt::format("    if (rc == 0 && {} != 0) rc = {}_ERROR_DEVICE;\n", p.copy_to_host_call(h.operands[i], b.operands[i], bytes[i]), name_);
  }
  s += fmt::format("    if (rc == 0) {{\n{}    }}\n", sort_rows(ctx, h));
  for (size_t i = 0; i < n; ++i) {
    if (result_bytes[i] == 0) continue;
    s += fmt::format("    if (rc == 0 && {} != 0) rc = {}_ERROR_DEVICE;\n", p.copy_from_host_call(b.results[i], h.results[i], result_bytes[i]), name_);
  }
  s += "    free(host);\n    if (rc != 0) return rc;\n  }\n";
  steps_ += s;
}

// Each row of `b` (every index of the dims but the sorted one) ordered by a
// stable merge sort of its indices and written permuted into the results; a
// failed comparison sets `rc` (declared by the caller) and stops.
std::string CWriter::sort_rows(const std::string& ctx, const SortBuffers& b) const {
  const size_t n = b.operands.size();
  struct OuterDim {
    int64_t extent, stride, result_stride;
  };
  std::vector<OuterDim> outer;  // each dim but the sorted one
  int64_t rows = 1;
  for (size_t d = 0; d < b.dims.size(); ++d) {
    if (static_cast<int64_t>(d) == b.dim) continue;
    outer.push_back({b.dims[d], b.strides[d], b.result_strides[d]});
    rows *= b.dims[d];
  }
  const size_t dim = static_cast<size_t>(b.dim);
  const int64_t len = b.dims[dim], stride = b.strides[dim], result_stride = b.result_strides[dim];
  std::string s = fmt::format("    {}_ctx c;\n", ctx);
  for (size_t i = 0; i < n; ++i) s += fmt::format("    c.in[{}] = (const uint8_t*){};\n", i, b.operands[i]);
  s += fmt::format("    c.flag = {}; c.ws = {}; c.rc = 0;\n    int64_t* order = (int64_t*){};\n    int64_t* scratch = (int64_t*){};\n", b.flag,
                   b.comparator_ws, b.order, b.scratch);
  s += fmt::format("    for (int64_t row = 0; row < {}L; ++row) {{\n      int64_t rest = row, origin = 0, result_origin = 0;\n", rows);
  for (size_t k = outer.size(); k-- > 0;) {
    s += fmt::format("      origin += (rest % {0}L) * {1}L; result_origin += (rest % {0}L) * {2}L; rest /= {0}L;\n", outer[k].extent, outer[k].stride,
                     outer[k].result_stride);
  }
  s += fmt::format("      c.origin = origin;\n      for (int64_t i = 0; i < {0}L; ++i) order[i] = i;\n"
                   "      kiln_merge_sort(order, scratch, {0}L, {1}_less, &c);\n      if (c.rc != 0) {{ rc = c.rc; break; }}\n", len, ctx);
  for (size_t i = 0; i < n; ++i) {
    s += fmt::format("      for (int64_t i = 0; i < {0}L; ++i) memcpy({1} + (result_origin + i * {5}L) * {3}, c.in[{4}] + (origin + order[i] * {2}L) * {3}, {3});\n",
                     b.kept, b.results[i], stride, b.element_bytes[i], i, result_stride);
  }
  return s + "    }\n";
}

void CWriter::add_conditional(int step, const std::string& name, const std::string& selector, bool by_pred,
                              const std::vector<std::string>& branches, const std::vector<std::vector<std::string>>& operands,
                              const std::vector<std::string>& results, const std::string& ws) {
  std::string s = fmt::format("  {{ /* step {}: conditional %{} */\n", step, name);
  if (by_pred) {
    s += fmt::format("    uint8_t pred;\n    {}\n    const int branch = pred ? 0 : 1;\n", platform().read_to_host(name_, "&pred", selector, 1));
  } else {
    s += fmt::format("    int32_t index;\n    {}\n    const int branch = index < 0 || index >= {} ? {} : index;\n",
                     platform().read_to_host(name_, "&index", selector, 4), branches.size(), branches.size() - 1);
  }
  s += pointer_array("void*", "out", results);
  s += "    int rc = 0;\n    switch (branch) {\n";
  for (size_t k = 0; k < branches.size(); ++k) {
    s += fmt::format("      case {}: {{\n  ", k) + pointer_array("const void*", "in", operands[k]);
    s += fmt::format("        rc = {}(in, out, {});\n        break;\n      }}\n", branches[k], ws);
  }
  s += "    }\n    if (rc != 0) return rc;\n";
  steps_ += s + "  }\n";
}

std::string CWriter::add_constant(const HostBuffer& value, const std::string& value_name) {
  const int k = static_cast<int>(constant_bytes_.size());
  const uint64_t bytes = static_cast<uint64_t>(value.type.byte_size());
  constant_bytes_.push_back(bytes);
  constants_ += fmt::format("/* %{}: {} */\nstatic const uint8_t {}_c{}[{}] __attribute__((aligned(64))) =", value_name,
                            value.type.to_string(), name_, k, std::max<uint64_t>(bytes, 1));
  // A string of hex escapes, 32 bytes a line: the C compiler reads it ten
  // times faster than a list of numbers (SSD-MobileNet's 13 MB of weights:
  // 1.3 s against 12.4 s), and the array needs no terminating NUL.
  static constexpr char kHex[] = "0123456789abcdef";
  std::string text;
  text.reserve(static_cast<size_t>(bytes) * 4 + static_cast<size_t>(bytes / 32 + 1) * 6);
  for (uint64_t i = 0; i < bytes; ++i) {
    if (i % 32 == 0) text += i == 0 ? "\n  \"" : "\"\n  \"";
    const uint8_t b = value.bytes()[i];
    text += {'\\', 'x', kHex[b >> 4], kHex[b & 15]};
  }
  constants_ += bytes == 0 ? " \"\";\n" : text + "\";\n";
  return platform().constant_pointer(name_, k);
}

void CWriter::add_kernel_call(int step, const std::string& kernel, const std::string& function,
                              const std::vector<std::pair<std::string, TensorType>>& buffers, size_t inputs) {
  if (externs_.find(function + "_argv") == std::string::npos) externs_ += fmt::format("extern int {}_argv(void** args);\n", function);
  step_names_.push_back(kernel);
  const int index = static_cast<int>(step_names_.size()) - 1;
  std::string s = fmt::format("  {{ /* step {}: kernel %{} */\n", step, kernel);
  std::vector<std::string> args;
  for (size_t i = 0; i < buffers.size(); ++i) {
    const auto& [pointer, type] = buffers[i];
    const Dims strides = physical_strides(type);
    const halide_type_t ht = cpu::halide_type_of(type.dtype);
    if (type.rank() == 0) {
      s += fmt::format("    halide_dimension_t* d{} = NULL;\n", i);
    } else {
      std::vector<std::string> dims;
      for (size_t d = 0; d < type.dims.size(); ++d) dims.push_back(fmt::format("{{0, {}, {}, 0}}", type.dims[d], strides[d]));
      s += fmt::format("    halide_dimension_t d{}[{}] = {{{}}};\n", i, type.rank(), fmt::join(dims, ", "));
    }
    s += platform().buffer_view(name_, static_cast<int>(i), pointer, static_cast<int>(ht.code), static_cast<int>(ht.bits), type.rank(), i >= inputs);
    args.push_back(fmt::format("&b{}", i));
  }
  s += fmt::format("    void* args[{}] = {{{}}};\n", std::max<size_t>(args.size(), 1), args.empty() ? "0" : fmt::format("{}", fmt::join(args, ", ")));
  s += fmt::format("    const int rc = {};\n", platform().kernel_call(function));
  s += platform().release_views(name_, static_cast<int>(buffers.size()));
  s += fmt::format("    if (rc != 0) {{ {0}_failed_step = {1}; {0}_failed_code = rc; {0}_failed_in_gemm = 0; return {0}_ERROR_KERNEL; }}\n  }}\n",
                   name_, index);
  steps_ += s;
}

namespace {

std::string matrix_initializer(const StridedMatrix& m) { return fmt::format("{{{}, {}, {}}}", m.batch_stride, m.leading_dim, m.row_major ? 1 : 0); }

}  // namespace

void CWriter::add_gemm(int step, const std::string& kernel, const GemmShape& g, DType dtype, bool constant_rhs, const std::string& a,
                       const std::string& b, const std::string& c) {
  step_names_.push_back(kernel);
  const int index = static_cast<int>(step_names_.size()) - 1;
  std::string s = fmt::format("  {{ /* step {}: gemm %{} (m={} n={} k={} batch={}) */\n", step, kernel, g.m, g.n, g.k, g.batch);
  s += fmt::format("    static const kiln_aot_gemm g = {{{}, {}, {}, {}, {}, {}, {}}};\n", g.batch, g.m, g.n, g.k, matrix_initializer(g.a),
                   matrix_initializer(g.b), matrix_initializer(g.c));
  const std::string call = platform().gemm_call(dtype, constant_rhs, a, b, c, &s);
  gemm_dtypes_.push_back(dtype);
  uses_blas_ = uses_blas_ || platform().gemm_uses_blas(dtype);
  uses_onednn_ = uses_onednn_ || platform().gemm_uses_onednn(dtype);
  s += fmt::format("    if ({0} != 0) {{ {1}_failed_step = {2}; {1}_failed_in_gemm = 1; return {1}_ERROR_KERNEL; }}\n  }}\n", call, name_, index);
  steps_ += s;
}

std::vector<std::string> CWriter::link_libraries() const { return platform_.link_libraries(uses_blas_, uses_onednn_); }

void CWriter::add_output_copy(int index, const std::string& from, uint64_t bytes) {
  steps_ += fmt::format("  {}  /* output {} is not written by a step of its own */\n", platform().copy(name_, fmt::format("((uint8_t*)outputs[{}])", index), from, bytes), index);
}

std::string CWriter::header(const std::string& source, const std::string& target) const {
  const std::string& n = name_;
  std::string h = fmt::format(R"(/* {0}.h: generated by `kiln compile` from {1} for target {2}. Do not edit.
 *
 * C ABI (docs/aot.md):
 *   {0}_run(&inputs, &outputs, workspace) computes the model; 0 is success,
 *   anything else an error code whose text {0}_error_message(code) returns.
{4} * Link: lib{0}.a {3}:
 * {0}Config.cmake and {0}.pc say it for CMake and pkg-config.
 */
#ifndef {0}_H_
#define {0}_H_

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {{
#endif

)",
                              n, source, target, link_flags(), platform_.abi_comment(n));
  h += fmt::format("typedef struct {}_inputs {{\n", n);
  for (const Port& p : inputs_) {
    h += fmt::format("  /* %{}: {} */\n  const {}* {};\n", p.value_name, describe(p.type, p.complex_pairs), c_element_type(p.type.dtype), p.field);
  }
  if (inputs_.empty()) h += "  int unused; /* the model takes no inputs */\n";
  h += fmt::format("}} {}_inputs;\n\ntypedef struct {}_outputs {{\n", n, n);
  for (const Port& p : outputs_) {
    h += fmt::format("  /* %{}: {} */\n  {}* {};\n", p.value_name, describe(p.type, p.complex_pairs), c_element_type(p.type.dtype), p.field);
  }
  h += fmt::format("}} {}_outputs;\n\n", n);
  h += fmt::format("enum {{ {0}_NUM_INPUTS = {1}, {0}_NUM_OUTPUTS = {2} }};\n", n, inputs_.size(), outputs_.size());
  h += fmt::format("enum {{ {0}_OK = 0, {0}_ERROR_NULL_ARGUMENT = 1, {0}_ERROR_OUT_OF_MEMORY = 2, {0}_ERROR_KERNEL = 3{1} }};\n\n", n,
                   platform_.extra_error_codes(n));
  h += fmt::format(R"(/* Bytes of each input and output buffer, in the order of the structs above. */
extern const size_t {0}_input_bytes[];
extern const size_t {0}_output_bytes[];

size_t {0}_workspace_size(void);
int {0}_run(const {0}_inputs* inputs, {0}_outputs* outputs, void* workspace);
/* The same with arrays of buffer pointers, in the order of the structs. */
int {0}_run_arrays(const void* const* inputs, void* const* outputs, void* workspace);
{1}void {0}_set_num_threads(int threads);
const char* {0}_error_message(int code);

#ifdef __cplusplus
}}  /* extern "C" */
#endif

#endif  /* {0}_H_ */
)",
                   n, platform_.extra_declarations(n));
  return h;
}

std::string CWriter::source(const std::string& source, const std::string& target) const {
  const std::string& n = name_;
  EntryPoints e;
  e.name = n;
  for (const Port& p : inputs_) e.input_bytes.push_back(static_cast<uint64_t>(p.type.byte_size()));
  for (const Port& p : outputs_) e.output_bytes.push_back(static_cast<uint64_t>(p.type.byte_size()));
  e.constant_bytes = constant_bytes_;
  e.step_workspace_bytes = workspace_bytes_;
  e.gemm_dtypes = gemm_dtypes_;
  std::string s = fmt::format(R"(/* {0}_model.c: generated by `kiln compile` from {1} for target {2}. Do not edit.
 * The step sequence of the model: Halide kernels, GEMMs and copies through
 * kiln's AOT runtime (aot_runtime.h); its buffers are {3}. */
#define _POSIX_C_SOURCE 200112L
#include <HalideRuntime.h>
#include <aot_runtime.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
{4}
#include "{0}.h"

)",
                              n, source, target, platform_.memory(), platform_.includes());
  s += externs_;
  s += "\n" + constants_;
  std::vector<std::string> quoted;
  for (const std::string& k : step_names_) quoted.push_back(fmt::format("\"{}\"", k));
  if (quoted.empty()) quoted.push_back("\"\"");
  s += fmt::format(R"(
const size_t {0}_input_bytes[] = {1};
const size_t {0}_output_bytes[] = {2};
static const char* const {0}_step_names[] = {{{3}}};
static _Thread_local int {0}_failed_step = -1;
static _Thread_local int {0}_failed_code = 0;  /* a kernel's Halide error code */
static _Thread_local int {0}_failed_in_gemm = 0;  /* the failed step is a GEMM: kiln_aot_error() says why */

size_t {0}_workspace_size(void) {{ return {4}; }}

)",
                   n, size_list(e.input_bytes), size_list(e.output_bytes), fmt::join(quoted, ", "), platform_.workspace_size(e));
  s += platform_.helpers(e);
  for (const CPlatform* p : used_platforms_) {
    if (p != &platform_) s += p->helpers(EntryPoints{});  // a comparator's host kernels' views
  }
  if (sort_count_ > 0) {
    s += R"(/* A stable merge sort of `n` indices (bottom-up, runs merged left to right). */
static void kiln_merge_sort(int64_t* order, int64_t* scratch, int64_t n, int (*less)(void*, int64_t, int64_t), void* ctx) {
  for (int64_t width = 1; width < n; width *= 2) {
    for (int64_t lo = 0; lo < n; lo += 2 * width) {
      const int64_t mid = lo + width < n ? lo + width : n, hi = lo + 2 * width < n ? lo + 2 * width : n;
      int64_t i = lo, j = mid, k = lo;
      while (i < mid && j < hi) scratch[k++] = less(ctx, order[j], order[i]) ? order[j++] : order[i++];
      while (i < mid) scratch[k++] = order[i++];
      while (j < hi) scratch[k++] = order[j++];
    }
    memcpy(order, scratch, (size_t)n * sizeof *order);
  }
}

)";
  }
  s += functions_;
  s += fmt::format("static int {0}_steps(const void* const* inputs, void* const* outputs, uint8_t* ws) {{\n  (void)inputs; (void)outputs; (void)ws;\n", n);
  s += steps_;
  s += fmt::format("  return {0}_OK;\n}}\n\n", n);
  s += platform_.entry_points(e);
  s += fmt::format("int {0}_run(const {0}_inputs* in, {0}_outputs* out, void* workspace) {{\n  if (!in || !out) return {0}_ERROR_NULL_ARGUMENT;\n", n);
  std::vector<std::string> in_fields, out_fields;
  for (const Port& p : inputs_) in_fields.push_back("in->" + p.field);
  for (const Port& p : outputs_) out_fields.push_back("out->" + p.field);
  s += fmt::format("  const void* inputs[{}] = {{{}}};\n", std::max<size_t>(in_fields.size(), 1), in_fields.empty() ? "0" : fmt::format("{}", fmt::join(in_fields, ", ")));
  s += fmt::format("  void* outputs[{}] = {{{}}};\n", std::max<size_t>(out_fields.size(), 1), out_fields.empty() ? "0" : fmt::format("{}", fmt::join(out_fields, ", ")));
  s += fmt::format(R"(  return {0}_run_arrays(inputs, outputs, workspace);
}}

const char* {0}_error_message(int code) {{
  static _Thread_local char text[256];
  switch (code) {{
    case {0}_OK: return "{0}: ok";
    case {0}_ERROR_NULL_ARGUMENT: return "{0}: a null inputs or outputs pointer, or a null buffer that is not empty";
    case {0}_ERROR_OUT_OF_MEMORY: return "{0}: could not allocate the workspace";
    case {0}_ERROR_KERNEL:
      if ({0}_failed_in_gemm) {{
        snprintf(text, sizeof text, "{0}: gemm %s failed: %s", {0}_failed_step >= 0 ? {0}_step_names[{0}_failed_step] : "?", kiln_aot_error());
      }} else {{
        snprintf(text, sizeof text, "{0}: kernel %s failed with Halide error %d",
                 {0}_failed_step >= 0 ? {0}_step_names[{0}_failed_step] : "?", {0}_failed_code);
      }}
      return text;
{1}    default: return "{0}: unknown error code";
  }}
}}
)",
                   n, platform_.extra_error_messages(n));
  return s;
}

std::string CWriter::link_flags() const {
  std::string flags;
  for (const std::string& l : link_libraries()) flags += (flags.empty() ? "-l" : " -l") + l;
  return flags;
}

std::string CWriter::cmake_config() const {
  std::vector<std::string> libraries;
  for (const std::string& l : link_libraries()) libraries.push_back(l == "pthread" ? "Threads::Threads" : l == "dl" ? "${CMAKE_DL_LIBS}" : l);
  return fmt::format(R"(# {0}Config.cmake: generated by `kiln compile`. In a CMake project:
#   find_package({0} REQUIRED PATHS /path/to/this/directory)
#   target_link_libraries(your_program PRIVATE {0}::{0})
if(NOT TARGET {0}::{0})
  find_package(Threads REQUIRED)
  add_library({0}::{0} STATIC IMPORTED)
  set_target_properties({0}::{0} PROPERTIES
    IMPORTED_LOCATION "${{CMAKE_CURRENT_LIST_DIR}}/lib{0}.a"
    INTERFACE_INCLUDE_DIRECTORIES "${{CMAKE_CURRENT_LIST_DIR}}"
    INTERFACE_LINK_LIBRARIES "{1}")
endif()
)",
                     name_, fmt::join(libraries, ";"));
}

std::string CWriter::pkg_config(const std::filesystem::path& dir) const {
  return fmt::format(R"(prefix={1}

Name: {0}
Description: a model compiled by kiln
Version: 1
Cflags: -I${{prefix}}
Libs: -L${{prefix}} -l{0} {2}
)",
                     name_, std::filesystem::absolute(dir).string(), link_flags());
}

}  // namespace kiln::aot
