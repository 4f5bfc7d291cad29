// The text of an ahead-of-time library: the public C header, the generated C
// source of its step sequence, and the CMake and pkg-config files a user's
// build finds it with. Plain text generation: no Halide, no compiler calls.
// What differs per target (where buffers live, GEMM calls, the entry points)
// comes from its CPlatform; C expressions of buffers are uint8_t* in either
// memory.
#pragma once

#include <cstdint>
#include <filesystem>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "aot/c_platform.h"
#include "fusion/gemm_shape.h"
#include "ir/tensor_type.h"
#include "runtime/host_buffer.h"

namespace kiln::aot {

class CWriter {
 public:
  CWriter(std::string name, const CPlatform& platform) : name_(std::move(name)), platform_(platform), platforms_{&platform} {}

  // Each returns the C expression (a uint8_t*) of the buffer's first byte
  // inside the generated run function (outputs: output_pointer).
  // `complex_pairs`: complex at the boundary (Graph::complex_parameter): the
  // header says so, as interleaved (re, im), C99's float/double _Complex.
  std::string add_input(const std::string& field, const std::string& value_name, const TensorType& type, bool complex_pairs = false);
  void add_output(const std::string& field, const std::string& value_name, const TensorType& type, bool complex_pairs = false);
  std::string output_pointer(int index) const;
  std::string add_constant(const HostBuffer& value, const std::string& value_name);

  // `buffers`: the kernel's inputs, then (from index `inputs` on) its outputs.
  void add_kernel_call(int step, const std::string& kernel, const std::string& function,
                       const std::vector<std::pair<std::string, TensorType>>& buffers, size_t inputs);
  // A GEMM through kiln's AOT runtime: on the CPU, OpenBLAS for f32 and f64,
  // oneDNN for bf16 (`constant_rhs`: B is a constant, packed once); cuBLAS on CUDA.
  void add_gemm(int step, const std::string& kernel, const GemmShape& shape, DType dtype, bool constant_rhs, const std::string& a,
                const std::string& b, const std::string& c);
  void add_output_copy(int index, const std::string& from, uint64_t bytes);
  void set_workspace_size(uint64_t bytes) { workspace_bytes_ = bytes; }

  // Called graphs (loop conditions and bodies, branches) become static
  // functions with the run function's signature: between begin_function and
  // end_function, steps go into a new function, whose inputs and outputs are
  // input_pointer(i) and output_pointer(i), in `platform`'s memory (a CUDA
  // library's sort comparators run on the host). Returns its C name.
  void begin_function(const CPlatform& platform);
  std::string end_function(const std::string& graph_name);
  static std::string input_pointer(int index);

  // A while loop: the state (`state_a`, `state_b`: one buffer per element,
  // swapped each iteration) starts as `init`; `condition` writes its pred to
  // `go`; the final state is copied to `results`.
  struct LoopBuffers {
    std::vector<std::string> init, results, state_a, state_b;
    std::vector<uint64_t> bytes;
    std::string go, condition_ws, body_ws;
  };
  void add_while(int step, const std::string& name, const std::string& condition, const std::string& body, const LoopBuffers& b);
  // A conditional: `selector` (pred: branch 0 when true; s32: its index,
  // out of range the last) picks a branch function, which reads its operands
  // and writes `results`.
  // A sort: along dim `dim` of every operand, each row's indices ordered by a
  // stable merge sort whose comparison calls `comparator` on the two
  // elements of every operand (writing its pred to `flag`); then each result
  // is its operand permuted. `order` and `scratch` hold a row's indices.
  // In a library whose buffers are on a device, the operands are copied to
  // host memory first (with `order`, `scratch`, `flag` and a host workspace
  // of `comparator_ws_bytes` for the comparator), the results back after.
  struct SortBuffers {
    std::vector<std::string> operands, results;
    std::vector<int> element_bytes;
    Dims dims, strides;  // the operands' shape and physical strides (elements)
    Dims result_strides;  // the results' physical strides: kept places along `dim`, the rest as dims
    int64_t dim = 0;
    int64_t kept = 0;  // the first places of each row the results hold (a partial sort keeps fewer than the row)
    std::string order, scratch, flag, comparator_ws;
    uint64_t comparator_ws_bytes = 0;
  };
  void add_sort(int step, const std::string& name, const std::string& comparator, const SortBuffers& b);
  void add_conditional(int step, const std::string& name, const std::string& selector, bool by_pred, const std::vector<std::string>& branches,
                       const std::vector<std::vector<std::string>>& operands, const std::vector<std::string>& results, const std::string& ws);

  std::string header(const std::string& source, const std::string& target) const;
  std::string source(const std::string& source, const std::string& target) const;
  std::string cmake_config() const;
  std::string pkg_config(const std::filesystem::path& dir) const;
  // What a program links after libNAME.a (the platform's choice: on the CPU,
  // OpenBLAS for any GEMM, oneDNN and its OpenMP for bf16 ones, the C++
  // runtime for kiln's thread pool).
  std::vector<std::string> link_libraries() const;
  std::string link_flags() const;  // "-lopenblas -lstdc++ ..."

 private:
  struct Port {
    std::string field, value_name;
    TensorType type;
    bool complex_pairs = false;
  };
  std::string name_;
  const CPlatform& platform_;                  // the library's
  std::vector<const CPlatform*> platforms_;   // of the function being written, innermost last
  std::set<const CPlatform*> used_platforms_{&platform_};
  const CPlatform& platform() const { return *platforms_.back(); }
  std::string sort_rows(const std::string& ctx, const SortBuffers& b) const;
  std::vector<Port> inputs_, outputs_;
  std::vector<uint64_t> constant_bytes_;
  std::vector<DType> gemm_dtypes_;
  std::string constants_;   // static arrays
  std::string externs_;     // kernel entry points
  std::string steps_;       // body of the function being written (the run function, or a called graph's)
  std::vector<std::string> outer_steps_;  // bodies set aside by begin_function
  std::string functions_;   // called graphs' functions, callees first
  int function_count_ = 0;
  std::vector<std::string> step_names_;
  uint64_t workspace_bytes_ = 0;
  bool uses_blas_ = false;
  bool uses_onednn_ = false;
  int sort_count_ = 0;
};

}  // namespace kiln::aot
