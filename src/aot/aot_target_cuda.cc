// CUDA libraries: kernels compiled with their GPU schedules by the CUDA
// backend (host code with PTX inside), GEMMs through cuBLAS, buffers in device
// memory; the control flow of while and conditional stays on the host, its
// preds read back, as in process.
#include "aot/aot_target.h"
#include "support/error.h"
#ifdef KILN_HAVE_CUDA
#include "backends/cuda/cublas_library.h"
#include "backends/cuda/cuda_backend.h"
#endif

namespace kiln::aot {

#ifdef KILN_HAVE_CUDA

namespace {

class CudaAotTarget : public AotTarget {
 public:
  explicit CudaAotTarget(const std::string& target) : target_(cuda::parse_cuda_target(target)) {}

  std::string name() const override { return target_.name(); }
  NativeGemmTypes native_gemm_types() const override { return {.bf16 = true, .f16 = true}; }  // cuBLAS GemmEx, f32 accumulation

  void check_library_step(const Node& n) const override {
    if (n.op() == OpCode::Dot && cuda::cublas_gemm_type(n.type().dtype)) return;
    // Sort runs on the host, as in process: its operands copied there, its
    // comparator compiled for the CPU (aot_compiler.cc).
    if (n.op() == OpCode::While || n.op() == OpCode::Conditional || n.op() == OpCode::Sort) return;
    user_error("kiln compile --target {}: %{} ({}) cannot go into an ahead-of-time library yet; use kiln run", target_.name(), n.name(),
               opcode_name(n.op()));
  }

  KernelSchedule schedule_for(const Kernel& kernel, const ScheduleStore* schedules, std::string* origin) const override {
    return cuda::schedule_for(kernel, schedules, target_, origin);
  }
  uint64_t fingerprint(const Kernel& kernel, const KernelSchedule& schedule) const override {
    return cuda::kernel_fingerprint_for(kernel, schedule, target_);
  }
  void compile_kernel(const Kernel& kernel, const KernelSchedule& schedule, const std::filesystem::path& object,
                      const std::string& function) const override {
    cuda::compile_kernel_object(kernel, schedule, target_, object, function);
  }
  void compile_runtime(const std::filesystem::path& object) const override { cuda::compile_runtime_object(target_, object); }
  const CPlatform& platform() const override { return cuda_platform(); }

 private:
  cuda::CudaTarget target_;
};

}  // namespace

std::unique_ptr<AotTarget> cuda_aot_target(const std::string& target) { return std::make_unique<CudaAotTarget>(target); }

#else

std::unique_ptr<AotTarget> cuda_aot_target(const std::string& target) {
  user_error("kiln compile --target {}: this kiln was built without the CUDA backend (no CUDA toolkit at configure time); "
             "install one at /usr/local/cuda and rebuild, or compile for the CPU",
             target);
}

#endif

}  // namespace kiln::aot
