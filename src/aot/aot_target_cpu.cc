// CPU libraries: kernels compiled for an x86 target by the CPU backend, GEMMs
// through OpenBLAS and oneDNN, buffers in host memory.
#include "aot/aot_target.h"
#include "backends/cpu/cpu_backend.h"
#include "support/error.h"

namespace kiln::aot {

namespace {

class CpuAotTarget : public AotTarget {
 public:
  explicit CpuAotTarget(const std::string& target) : target_(cpu::resolve_target(target)) {
    // The library's runtime members (OpenBLAS and oneDNN calls, kiln's AOT
    // runtime) are this machine's x86-64 Linux objects: an archive for
    // another architecture or OS would mix the two and never link.
    if (target_.rfind("x86-64-linux", 0) != 0) {
      user_error("kiln compile --target {}: CPU libraries are built for x86-64 Linux only (their runtime is this machine's); got {}", target, target_);
    }
    // A library for this machine multiplies natively what `kiln run` does (bf16
    // through oneDNN where it has a fast kernel), so it computes the same bits;
    // one for another target widens narrow dots to f32, as that CPU may have no
    // fast bf16 kernel.
    if (target_ == cpu::resolve_target("host")) {
      native_.bf16 = cpu::gemm_is_native(DType::BF16);
      native_.bf16_few_rows = cpu::few_row_bf16_gemm_is_native();
      native_.bf16_compute_bound = cpu::bf16_gemm_keeps_up_with_f32;  // measured on first use
    }
  }

  std::string name() const override { return target_; }
  NativeGemmTypes native_gemm_types() const override { return native_; }

  void check_library_step(const Node& n) const override {
    if (n.op() == OpCode::Dot && (n.type().dtype == DType::F32 || n.type().dtype == DType::F64 || n.type().dtype == DType::BF16)) return;
    if (n.op() == OpCode::While || n.op() == OpCode::Conditional || n.op() == OpCode::Sort) return;
    user_error("kiln compile: %{} ({}) cannot go into an ahead-of-time library yet; use kiln run", n.name(), opcode_name(n.op()));
  }

  KernelSchedule schedule_for(const Kernel& kernel, const ScheduleStore* schedules, std::string* origin) const override {
    return cpu::schedule_for_target(kernel, target_, schedules, origin);
  }
  uint64_t fingerprint(const Kernel& kernel, const KernelSchedule& schedule) const override {
    return cpu::kernel_fingerprint_for(kernel, schedule, target_);
  }
  void compile_kernel(const Kernel& kernel, const KernelSchedule& schedule, const std::filesystem::path& object,
                      const std::string& function) const override {
    cpu::compile_kernel_object_for(kernel, schedule, target_, object, function);
  }
  void compile_runtime(const std::filesystem::path& object) const override { cpu::compile_runtime_object_for(target_, object); }
  const CPlatform& platform() const override { return cpu_platform(); }

 private:
  std::string target_;
  NativeGemmTypes native_;
};

}  // namespace

std::unique_ptr<AotTarget> cpu_aot_target(const std::string& target) { return std::make_unique<CpuAotTarget>(target); }

}  // namespace kiln::aot
