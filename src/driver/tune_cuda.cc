// kiln tune on an NVIDIA GPU: the GPU rules and search space
// (schedule/gpu_search.h), kernels run on device buffers of the GPU kiln
// opens (cuda::open_device), timed with the device synchronized.
#include <fmt/format.h>

#include "driver/tune.h"
#include "driver/tune_target.h"
#include "runtime/device.h"
#include "runtime/host_buffer.h"
#include "schedule/gpu_rules.h"
#include "schedule/gpu_search.h"
#include "support/error.h"
#ifdef KILN_HAVE_CUDA
#include "backends/cuda/cuda_backend.h"
#endif

namespace kiln {

#ifdef KILN_HAVE_CUDA
namespace {

class CudaKernelBench : public KernelBench {
 public:
  CudaKernelBench(const Kernel& kernel, std::shared_ptr<Device> device, const cuda::CudaOptions& options)
      : kernel_(kernel), device_(std::move(device)), options_(options) {
    for (const HostBuffer& host : seeded_inputs(kernel)) {
      in_slots_.push_back(static_cast<int>(slots_.size()));
      slots_.push_back(allocate(host.type));
      device_->copy_to_device(slots_.back().address(), host.bytes(), slots_.back().byte_size());
    }
    for (const Value& v : kernel.outputs) {
      out_slots_.push_back(static_cast<int>(slots_.size()));
      slots_.push_back(allocate(v.type()));
    }
  }

  std::function<void()> compile(const KernelSchedule& schedule) override {
    DeviceStepFn step = cuda::compile_kernel(kernel_, schedule, in_slots_, out_slots_, options_);
    return [this, step] { step(slots_); };
  }

  void synchronize() override { device_->synchronize(); }

  void poison_outputs() override {
    device_->synchronize();
    for (int s : out_slots_) {
      const DeviceBuffer& d = slots_[static_cast<size_t>(s)];
      const std::vector<uint8_t> ones(d.byte_size(), 0xFF);
      device_->copy_to_device(d.address(), ones.data(), ones.size());
    }
  }

  std::vector<Literal> outputs() override {
    device_->synchronize();
    std::vector<Literal> out;
    for (int s : out_slots_) {
      const DeviceBuffer& d = slots_[static_cast<size_t>(s)];
      HostBuffer host(d.type);
      device_->copy_to_host(host.bytes(), d.address(), d.byte_size());
      out.push_back(to_literal(host));
    }
    return out;
  }

 private:
  DeviceBuffer allocate(const TensorType& t) {
    DeviceBuffer b;
    b.type = t;
    std::shared_ptr<Device> device = device_;
    b.memory = std::shared_ptr<uint8_t>(reinterpret_cast<uint8_t*>(device->allocate(HostBuffer::capacity_for(t))),
                                        [device](uint8_t* p) { device->release(reinterpret_cast<uint64_t>(p)); });
    return b;
  }

  const Kernel& kernel_;
  std::shared_ptr<Device> device_;
  const cuda::CudaOptions& options_;
  std::vector<DeviceBuffer> slots_;
  std::vector<int> in_slots_, out_slots_;
};

class CudaTuneTarget : public TuneTarget {
 public:
  CudaTuneTarget(const TuneOptions& options, cuda::CudaTarget target) : device_(cuda::open_device()) {
    options_.target = target;
    options_.disk_cache = DiskCache::open(options.cache);
  }

  std::string name() const override { return options_.target.name(); }
  std::string store_key() const override { return options_.target.name(); }
  std::string machine() const override { return device_->name(); }
  KernelSchedule default_schedule(const Kernel& kernel) const override { return default_gpu_schedule(kernel); }
  std::vector<Candidate> candidates(const Kernel&, const KernelSchedule& default_schedule) const override {
    return gpu_candidates(default_schedule);
  }
  std::unique_ptr<KernelBench> bench(const Kernel& kernel) const override {
    return std::make_unique<CudaKernelBench>(kernel, device_, options_);
  }

 private:
  std::shared_ptr<Device> device_;
  cuda::CudaOptions options_;
};

}  // namespace

std::unique_ptr<TuneTarget> make_cuda_tune_target(const TuneOptions& options, const std::string& target) {
  return std::make_unique<CudaTuneTarget>(options, cuda::parse_cuda_target(target));
}
#else
std::unique_ptr<TuneTarget> make_cuda_tune_target(const TuneOptions&, const std::string& target) {
  user_error("--target {} needs the CUDA backend, which this kiln was built without (no CUDA toolkit at configure time)", target);
}
#endif

}  // namespace kiln
