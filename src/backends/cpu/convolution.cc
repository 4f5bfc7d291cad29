// Convolution steps: direct f32 convolutions through oneDNN
// (onednn_convolution.h), on kiln's thread pool.
#include <fmt/format.h>

#include <memory>
#include <stdexcept>

#include "backends/cpu/cpu_backend.h"
#include "backends/cpu/onednn_convolution.h"
#include "support/error.h"

namespace kiln::cpu {

StepFn convolution_step(const DirectConvolutionShape& shape, int input_slot, int kernel_slot, int out_slot, bool constant_kernel,
                        std::string* launch) {
  std::shared_ptr<OneDnnConvolution> conv;
  try {
    conv = std::make_shared<OneDnnConvolution>(shape, constant_kernel);
  } catch (const std::runtime_error& e) {
    internal_error("{}", e.what());  // is_direct_convolution promised a shape oneDNN takes
  }
  if (launch) *launch = fmt::format("library=oneDNN {}", conv->implementation());
  return [conv, input_slot, kernel_slot, out_slot](std::vector<HostBuffer>& slots) {
    conv->run(reinterpret_cast<const float*>(slots[static_cast<size_t>(input_slot)].bytes()),
              reinterpret_cast<const float*>(slots[static_cast<size_t>(kernel_slot)].bytes()),
              reinterpret_cast<float*>(slots[static_cast<size_t>(out_slot)].bytes()));
  };
}

}  // namespace kiln::cpu
