// The CPU backend: kernels JIT-compiled by Halide's LLVM x86 backend, GEMMs
// through OpenBLAS. The interface is Halide-free; the driver builds steps from it.
#pragma once

#include <cstdint>
#include <exception>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "cache/disk_cache.h"
#include "cache/schedule_store.h"
#include "fusion/direct_convolution.h"
#include "fusion/gemm_shape.h"
#include "fusion/kernel_plan.h"
#include "schedule/kernel_schedule.h"
#include "runtime/executable.h"

namespace kiln::cpu {

struct CpuOptions {
  bool log_compiles = false;  // `compile kernel=NAME ms=N` per compile on stderr
  int threads = 0;            // 0: all cores
  std::shared_ptr<DiskCache> disk_cache;  // null: compiled kernels are not kept across processes
  std::shared_ptr<const ScheduleStore> schedules;  // null: default rules only
  std::string autoscheduler;  // non-empty: every kernel left to this Halide autoscheduler
};

// The schedule `kernel` compiles with here: the stored one when `schedules`
// holds one for it, else the CPU default rule; `origin` says which, in explain's words.
KernelSchedule schedule_for(const Kernel& kernel, const ScheduleStore* schedules, std::string* origin = nullptr);

// Sizes kiln's thread pool (runtime/thread_pool.h), which runs Halide's parallel
// loops and the GEMM libraries' blocks; `threads` <= 0 means every core.
void set_threads(int threads);

// The Halide target kiln compiles for on this machine, as a string.
std::string host_target();

// Finds or compiles this machine's Halide runtime in `cache` (never only the
// build's prebuilt one) and loads it: `kiln cache runtime`, which the build
// runs once. False when it cannot.
bool prepare_host_runtime(DiskCache* cache);

// The schedule in-process kernels run with: the CPU rule for this machine's vectors.
KernelSchedule default_schedule(const Kernel& kernel);

// Lowers and compiles `kernel` (or finds it compiled, in this process or in the
// disk cache); the step reads `input_slots` and writes
// `output_slots` (in Kernel::inputs and Kernel::outputs order).
StepFn compile_kernel(const Kernel& kernel, const std::vector<int>& input_slots, const std::vector<int>& output_slots,
                      const CpuOptions& options);
// A kernel and its step's slots, for compile_kernels.
struct KernelSteps {
  const Kernel* kernel = nullptr;
  std::vector<int> inputs, outputs;
};
// compile_kernel for every kernel of a graph, on every core: the distinct
// default-rule kernels in chunks of up to 8 that each compile together into
// one object (compiled_kernel.h: find_or_compile_together).
std::vector<StepFn> compile_kernels(const std::vector<KernelSteps>& kernels, const CpuOptions& options);
// The same with the schedule given (kiln tune's candidates); a schedule that
// does not apply is a UserError or InternalError naming the kernel.
StepFn compile_kernel_with(const Kernel& kernel, const KernelSchedule& schedule, const std::vector<int>& input_slots,
                           const std::vector<int>& output_slots, const CpuOptions& options);

// Ahead-of-time pieces for `kiln compile` (docs/aot.md). `target` is "host" (the
// target kernels are compiled for in this process, so AOT and in-process code
// are the same) or a Halide target string such as x86-64-linux-avx2-fma; a bad
// one is a UserError.
std::string resolve_target(const std::string& target);
// The schedule `kernel` gets for `target`: a tuned one from `schedules` when it
// holds one for this kernel on this machine (the store is keyed by the
// in-process target, so a library for the host finds what kiln tune stored),
// else the default rule; `origin` says which, as explain does.
KernelSchedule schedule_for_target(const Kernel& kernel, const std::string& target, const ScheduleStore* schedules,
                                   std::string* origin = nullptr);
// Compiles `kernel` with `schedule` into `object`, exporting `function` and
// `function_argv`.
void compile_kernel_object_for(const Kernel& kernel, const KernelSchedule& schedule, const std::string& target,
                               const std::filesystem::path& object, const std::string& function);
// The Halide runtime for `target`: one per library, shared by its kernels.
void compile_runtime_object_for(const std::string& target, const std::filesystem::path& object);
// The kernel's fingerprint with `schedule` for `target` (kernels with one
// fingerprint are one function).
uint64_t kernel_fingerprint_for(const Kernel& kernel, const KernelSchedule& schedule, const std::string& target);

// Whether GEMMs of `dtype` run natively here (bf16 on CPUs with AVX512_BF16,
// through oneDNN); the pass pipeline widens the other narrow ones to f32.
bool gemm_is_native(DType dtype);
// Whether bf16 GEMMs of a few rows run natively where bigger ones may not:
// skinny_bf16_gemm.h's kernels, on CPUs with AVX2 and FMA or AVX-512.
bool few_row_bf16_gemm_is_native();
// Whether native bf16 GEMMs are about as fast as f32 ones when compute-bound
// (onednn_bf16_gemm.h measures it once); where not, the pipeline widens the
// large bf16 dots too (NativeGemmTypes::bf16_compute_bound).
bool bf16_gemm_keeps_up_with_f32();

// One strided, batched GEMM: OpenBLAS for f32 and f64, oneDNN for bf16.
// `constant_rhs`: the right-hand side never changes (weights), so a library
// that reorders it for its kernels may do that once, not on every run.
// `path`, when given, is set to what says which way its runs went (Step::path).
StepFn gemm_step(const GemmShape& shape, DType dtype, int lhs_slot, int rhs_slot, int out_slot, bool constant_rhs = false,
                 std::function<std::string()>* path = nullptr);

// One direct f32 convolution through oneDNN (onednn_convolution.h).
// `constant_kernel`: the weights never change, so they are packed once.
// `launch`, when given, is set to the library and oneDNN's kernel for it
// (Step::launch: "library=oneDNN brgconv:avx512_core").
StepFn convolution_step(const DirectConvolutionShape& shape, int input_slot, int kernel_slot, int out_slot, bool constant_kernel,
                        std::string* launch = nullptr);

}  // namespace kiln::cpu
