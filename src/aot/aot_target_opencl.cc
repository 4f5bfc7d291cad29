// OpenCL libraries: kernels compiled with the GPU rules fitted to any OpenCL
// GPU (backends/opencl/opencl_object.cc), GEMMs through CLBlast, buffers in
// device memory behind the AOT runtime's addresses; the control flow of
// while and conditional stays on the host, its preds read back, and a sort
// runs on the host on copies, as for CUDA.
#include "aot/aot_target.h"
#include "backends/gpu/gpu_backend.h"
#include "backends/opencl/clblast_library.h"
#include "backends/opencl/opencl_backend.h"
#include "support/error.h"

namespace kiln::aot {

namespace {

class OpenclAotTarget : public AotTarget {
 public:
  std::string name() const override { return opencl::kTargetName; }
  // bf16 and f16 dots are widened to f32 before they reach CLBlast.
  NativeGemmTypes native_gemm_types() const override { return {}; }

  void check_library_step(const Node& n) const override {
    if (n.op() == OpCode::Dot && opencl::clblast_gemm_type(n.type().dtype)) return;
    if (n.op() == OpCode::While || n.op() == OpCode::Conditional || n.op() == OpCode::Sort) return;
    user_error("kiln compile --target opencl: %{} ({}) cannot go into an ahead-of-time library yet; use kiln run", n.name(), opcode_name(n.op()));
  }

  // Schedules tuned for the library's device class are kept under "opencl".
  KernelSchedule schedule_for(const Kernel& kernel, const ScheduleStore* schedules, std::string* origin) const override {
    return gpu::schedule_for(kernel, schedules, opencl::kTargetName, opencl::library_limits(), origin);
  }
  uint64_t fingerprint(const Kernel& kernel, const KernelSchedule& schedule) const override {
    return opencl::library_kernel_fingerprint(kernel, schedule);
  }
  void compile_kernel(const Kernel& kernel, const KernelSchedule& schedule, const std::filesystem::path& object,
                      const std::string& function) const override {
    opencl::compile_library_kernel(kernel, schedule, object, function);
  }
  void compile_runtime(const std::filesystem::path& object) const override { opencl::compile_library_runtime(object); }
  const CPlatform& platform() const override { return opencl_platform(); }
};

}  // namespace

std::unique_ptr<AotTarget> opencl_aot_target() { return std::make_unique<OpenclAotTarget>(); }

}  // namespace kiln::aot
