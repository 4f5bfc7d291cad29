#include "backends/cpu/shared_object.h"

#include <dlfcn.h>

#include "support/error.h"
#include "support/subprocess.h"

namespace kiln::cpu {

namespace fs = std::filesystem;

std::string link_shared_object(const std::vector<fs::path>& objects, const fs::path& out, const std::vector<std::string>& libraries) {
  const std::string linker = libraries.empty() ? tool_from_environment("KILN_LD", "ld") : tool_from_environment("KILN_CC", "cc");
  std::vector<std::string> args = {linker, "-shared", "-o", out.string()};
  for (const fs::path& o : objects) args.push_back(o.string());
  args.insert(args.end(), libraries.begin(), libraries.end());
  return run_program(args);
}

std::shared_ptr<SharedObject> SharedObject::load(const fs::path& path, bool global) {
  void* handle = dlopen(path.c_str(), RTLD_NOW | (global ? RTLD_GLOBAL : RTLD_LOCAL));
  if (!handle) internal_error("cannot load {}: {}", path.string(), dlerror());
  return std::shared_ptr<SharedObject>(new SharedObject(handle));
}

// Kernels stay mapped for the life of the process: compiled steps may outlive
// the executable that loaded them (the in-process cache shares them).
SharedObject::~SharedObject() = default;

void* SharedObject::symbol(const std::string& name) const {
  void* p = dlsym(handle_, name.c_str());
  if (!p) internal_error("symbol {} missing from a compiled kernel", name);
  return p;
}

halide_type_t halide_type_of(DType d) {
  switch (d) {
    case DType::Pred: return halide_type_t(halide_type_uint, 1);
    case DType::S8:
    case DType::S4:
    case DType::S2: return halide_type_t(halide_type_int, 8);
    case DType::S16: return halide_type_t(halide_type_int, 16);
    case DType::S32: return halide_type_t(halide_type_int, 32);
    case DType::S64: return halide_type_t(halide_type_int, 64);
    case DType::U8:
    case DType::U4:
    case DType::U2: return halide_type_t(halide_type_uint, 8);
    case DType::U16: return halide_type_t(halide_type_uint, 16);
    case DType::U32: return halide_type_t(halide_type_uint, 32);
    case DType::U64: return halide_type_t(halide_type_uint, 64);
    case DType::F16: return halide_type_t(halide_type_float, 16);
    case DType::BF16: return halide_type_t(halide_type_bfloat, 16);
    case DType::F32: return halide_type_t(halide_type_float, 32);
    case DType::F64: return halide_type_t(halide_type_float, 64);
    case DType::F8E4M3FN:
    case DType::F8E5M2:
    case DType::F8E4M3:
    case DType::F8E3M4:
    case DType::F8E4M3FNUZ:
    case DType::F8E5M2FNUZ:
    case DType::F8E4M3B11FNUZ:
    case DType::F8E8M0FNU: return halide_type_t(halide_type_uint, 8);  // the bits (lower/scalar_lowering.cc)
  }
  return halide_type_t(halide_type_float, 32);
}

HalideBufferView::HalideBufferView(HostBuffer& b) : HalideBufferView(b, Dims{}) {}

HalideBufferView::HalideBufferView(HostBuffer& b, const Dims& as) {
  const TensorType& t = b.type;
  const TensorType viewed = as.empty() ? t : TensorType(t.dtype, as);
  const Dims strides = physical_strides(viewed);
  for (size_t d = 0; d < viewed.dims.size(); ++d) {
    dims.push_back(halide_dimension_t(0, static_cast<int32_t>(viewed.dims[d]), static_cast<int32_t>(strides[d])));
  }
  buffer.host = b.bytes();
  buffer.type = halide_type_of(t.dtype);
  buffer.dimensions = static_cast<int32_t>(dims.size());
  buffer.dim = dims.data();
}

}  // namespace kiln::cpu
