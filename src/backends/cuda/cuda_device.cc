// The GPU as a runtime Device: the driver's primary context on one device
// (cuBLAS and the Halide runtime use the same one), synchronous copies.
#include "backends/cuda/cuda_device.h"

#include <atomic>
#include <cstdlib>
#include <mutex>
#include <string>

#include "backends/cuda/cuda_driver.h"
#include "support/error.h"

namespace kiln::cuda {

namespace {

std::atomic<void*> opened_context{nullptr};

class CudaDevice : public Device {
 public:
  CudaDevice() {
    const Driver& d = driver();
    const CUresult rc = d.cuInit(0);
    int count = 0;
    if (rc != 0 || d.cuDeviceGetCount(&count) != 0 || count == 0) {
      throw UserError("--target cuda: libcuda.so.1 loaded, but it reports no usable CUDA device (cuInit returned " + std::to_string(rc) + ")");
    }
    const char* wanted = std::getenv("KILN_CUDA_DEVICE");
    const int ordinal = wanted ? std::atoi(wanted) : 0;
    if (ordinal < 0 || ordinal >= count) {
      throw UserError(std::string("KILN_CUDA_DEVICE=") + wanted + " but there are " + std::to_string(count) + " CUDA device(s)");
    }
    check(d.cuDeviceGet(&device_, ordinal), "cuDeviceGet");
    char name[256] = {};
    check(d.cuDeviceGetName(name, sizeof name, device_), "cuDeviceGetName");
    name_ = name;
    check(d.cuDevicePrimaryCtxRetain(&context_, device_), "cuDevicePrimaryCtxRetain");
    opened_context = context_;
  }

  std::string name() const override { return name_; }
  CUcontext context() const { return context_; }

  // Every driver call runs with kiln's context current on the calling thread.
  void make_current() const { check(driver().cuCtxSetCurrent(context_), "cuCtxSetCurrent"); }

  uint64_t allocate(size_t bytes) override {
    make_current();
    CUdeviceptr p = 0;
    check(driver().cuMemAlloc(&p, bytes), "cuMemAlloc");
    return p;
  }
  void release(uint64_t address) override {
    make_current();
    driver().cuMemFree(address);  // at exit the context may be gone: nothing to report
  }
  void copy_to_device(uint64_t dst, const void* src, size_t bytes) override {
    make_current();
    check(driver().cuMemcpyHtoD(dst, src, bytes), "cuMemcpyHtoD");
  }
  void copy_to_host(void* dst, uint64_t src, size_t bytes) override {
    make_current();
    check(driver().cuMemcpyDtoH(dst, src, bytes), "cuMemcpyDtoH");
  }
  void copy_on_device(uint64_t to, uint64_t from, size_t bytes) override {
    make_current();
    check(driver().cuMemcpyDtoD(to, from, bytes), "cuMemcpyDtoD");
  }
  void synchronize() override {
    make_current();
    check(driver().cuCtxSynchronize(), "cuCtxSynchronize");
  }

 private:
  CUdevice device_ = 0;
  CUcontext context_ = nullptr;
  std::string name_;
};

}  // namespace

std::shared_ptr<Device> open_device() {
  static std::mutex m;
  static std::shared_ptr<CudaDevice> device;
  std::lock_guard<std::mutex> lock(m);
  if (!device) device = std::make_shared<CudaDevice>();
  return device;
}

void* device_context() {
  return static_cast<CudaDevice*>(open_device().get())->context();
}

void* opened_device_context() { return opened_context.load(); }

void make_context_current() { static_cast<CudaDevice*>(open_device().get())->make_current(); }

}  // namespace kiln::cuda
