#include "backends/opencl/opencl_device_choice.h"

#include <cstdlib>
#include <vector>

#include "support/error.h"

namespace kiln::opencl {

namespace {

std::string text_info(cl_device_id device, cl_uint what) {
  size_t size = 0;
  check(api().clGetDeviceInfo(device, what, 0, nullptr, &size), "clGetDeviceInfo");
  std::string s(size, '\0');
  check(api().clGetDeviceInfo(device, what, size, s.data(), nullptr), "clGetDeviceInfo");
  while (!s.empty() && s.back() == '\0') s.pop_back();
  return s;
}

template <typename T>
T number_info(cl_device_id device, cl_uint what, T otherwise) {
  T value{};
  return api().clGetDeviceInfo(device, what, sizeof value, &value, nullptr) == CL_SUCCESS ? value : otherwise;
}

DeviceChoice describe(cl_platform_id platform_id, const std::vector<cl_device_id>& devices, cl_uint p, cl_uint d) {
  DeviceChoice f;
  f.device = devices[d];
  char platform[256] = {};
  api().clGetPlatformInfo(platform_id, CL_PLATFORM_NAME, sizeof platform - 1, platform, nullptr);
  f.info.platform = platform;
  f.info.name = text_info(f.device, CL_DEVICE_NAME);
  f.info.platform_index = static_cast<int>(p);
  f.info.index_in_platform = static_cast<int>(d);
  const cl_bitfield type = number_info<cl_bitfield>(f.device, CL_DEVICE_TYPE, 0);
  f.type = type & CL_DEVICE_TYPE_GPU ? CL_DEVICE_TYPE_GPU : type & CL_DEVICE_TYPE_CPU ? CL_DEVICE_TYPE_CPU : CL_DEVICE_TYPE_ACCELERATOR;
  for (cl_uint e = 0; e < d; ++e) {
    if (number_info<cl_bitfield>(devices[e], CL_DEVICE_TYPE, 0) & f.type) ++f.index_in_type;
  }
  f.correctly_rounded_divide_sqrt = number_info<cl_bitfield>(f.device, CL_DEVICE_SINGLE_FP_CONFIG, 0) & CL_FP_CORRECTLY_ROUNDED_DIVIDE_SQRT;
  const cl_uint align_bits = number_info<cl_uint>(f.device, CL_DEVICE_MEM_BASE_ADDR_ALIGN, 1024);
  f.base_address_alignment = align_bits >= 8 ? align_bits / 8 : 128;
  f.info.limits.max_threads_per_block = static_cast<int64_t>(number_info<size_t>(f.device, CL_DEVICE_MAX_WORK_GROUP_SIZE, 256));
  f.info.limits.shared_memory_per_block = static_cast<int64_t>(number_info<cl_ulong>(f.device, CL_DEVICE_LOCAL_MEM_SIZE, 32 << 10));
  // No sub-groups reported (PoCL's CPU device): work-items of a group run one by one.
  f.info.limits.sub_group_width = 1;
  const std::string extensions = text_info(f.device, CL_DEVICE_EXTENSIONS);
  f.info.doubles = extensions.find("cl_khr_fp64") != std::string::npos;
  f.info.halves = extensions.find("cl_khr_fp16") != std::string::npos;
  return f;
}

DeviceChoice find_device() {
  cl_uint platforms = 0;
  if (api().clGetPlatformIDs(0, nullptr, &platforms) != CL_SUCCESS || platforms == 0) {
    throw UserError("--target opencl: the OpenCL ICD loader finds no platform; install a driver such as pocl-opencl-icd (make deps does)");
  }
  std::vector<cl_platform_id> ids(platforms);
  check(api().clGetPlatformIDs(platforms, ids.data(), nullptr), "clGetPlatformIDs");
  const char* wanted = std::getenv("KILN_OPENCL_DEVICE");
  int want = 0;
  if (wanted) {
    const std::string w = wanted;
    if (w.empty() || w.find_first_not_of("0123456789") != std::string::npos || w.size() > 6) {
      throw UserError("KILN_OPENCL_DEVICE=" + w + ": expected a device index (0, 1, ...; clinfo -l lists them)");
    }
    want = std::stoi(w);
  }
  int seen = 0;
  for (cl_uint p = 0; p < platforms; ++p) {
    cl_uint count = 0;
    if (api().clGetDeviceIDs(ids[p], CL_DEVICE_TYPE_ALL, 0, nullptr, &count) != CL_SUCCESS) continue;
    std::vector<cl_device_id> devices(count);
    check(api().clGetDeviceIDs(ids[p], CL_DEVICE_TYPE_ALL, count, devices.data(), nullptr), "clGetDeviceIDs");
    for (cl_uint d = 0; d < count; ++d, ++seen) {
      if (seen == want) return describe(ids[p], devices, p, d);
    }
  }
  if (wanted) throw UserError(std::string("KILN_OPENCL_DEVICE=") + wanted + " but there are " + std::to_string(seen) + " OpenCL device(s)");
  throw UserError("--target opencl: the OpenCL platforms have no device; install a driver such as pocl-opencl-icd (make deps does)");
}

}  // namespace

const DeviceChoice& device_choice() {
  static const DeviceChoice f = find_device();
  return f;
}

}  // namespace kiln::opencl
