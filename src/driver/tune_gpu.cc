// kiln tune on a GPU target (CUDA, OpenCL): the GPU rules and search space
// (schedule/gpu_search.h), kernels run on device buffers of the device the
// target's backend opens, timed with the device synchronized.
#include <fmt/format.h>

#include "driver/tune.h"
#include "driver/tune_target.h"
#include "runtime/device.h"
#include "runtime/host_buffer.h"
#include "schedule/gpu_rules.h"
#include "schedule/gpu_search.h"
#include "driver/targets.h"
#include "support/error.h"

namespace kiln {

namespace {

class GpuKernelBench : public KernelBench {
 public:
  GpuKernelBench(const Kernel& kernel, std::shared_ptr<Device> device, const gpu::GpuBackend& backend)
      : kernel_(kernel), device_(std::move(device)), backend_(backend) {
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
    DeviceStepFn step = backend_.compile_kernel(kernel_, schedule, in_slots_, out_slots_);
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
  const gpu::GpuBackend& backend_;
  std::vector<DeviceBuffer> slots_;
  std::vector<int> in_slots_, out_slots_;
};

class GpuTuneTarget : public TuneTarget {
 public:
  explicit GpuTuneTarget(const TuneOptions& options) : name_(options.target.name) {
    gpu::GpuBackendOptions o;
    o.disk_cache = DiskCache::open(options.cache);
    backend_ = gpu_backend(options.target, std::move(o));
    device_ = backend_->open_device();
  }

  std::string name() const override { return name_; }
  std::string store_key() const override { return backend_->store_key(); }
  std::string machine() const override { return device_->name(); }
  KernelSchedule default_schedule(const Kernel& kernel) const override { return default_gpu_schedule(kernel, backend_->limits()); }
  std::vector<Candidate> candidates(const Kernel&, const KernelSchedule& default_schedule) const override {
    return gpu_candidates(default_schedule, backend_->limits(), backend_->honours_register_caps());
  }
  std::unique_ptr<KernelBench> bench(const Kernel& kernel) const override {
    return std::make_unique<GpuKernelBench>(kernel, device_, *backend_);
  }

 private:
  std::string name_;
  std::unique_ptr<gpu::GpuBackend> backend_;
  std::shared_ptr<Device> device_;
};

}  // namespace

std::unique_ptr<TuneTarget> make_gpu_tune_target(const TuneOptions& options) { return std::make_unique<GpuTuneTarget>(options); }

}  // namespace kiln
