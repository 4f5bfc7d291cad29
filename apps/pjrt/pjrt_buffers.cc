// Buffers: host memory, row-major, in PJRT's element types.
#include <cstring>

#include "pjrt_entry_points.h"
#include "pjrt_objects.h"

namespace kiln::pjrt {

namespace {

struct TypePair {
  PJRT_Buffer_Type pjrt;
  DType kiln;
  bool complex;
};
constexpr TypePair kTypes[] = {
    {PJRT_Buffer_Type_PRED, DType::Pred, false}, {PJRT_Buffer_Type_S8, DType::S8, false},
    {PJRT_Buffer_Type_S16, DType::S16, false},   {PJRT_Buffer_Type_S32, DType::S32, false},
    {PJRT_Buffer_Type_S64, DType::S64, false},   {PJRT_Buffer_Type_U8, DType::U8, false},
    {PJRT_Buffer_Type_U16, DType::U16, false},   {PJRT_Buffer_Type_U32, DType::U32, false},
    {PJRT_Buffer_Type_U64, DType::U64, false},   {PJRT_Buffer_Type_F16, DType::F16, false},
    {PJRT_Buffer_Type_BF16, DType::BF16, false}, {PJRT_Buffer_Type_F32, DType::F32, false},
    {PJRT_Buffer_Type_F64, DType::F64, false},   {PJRT_Buffer_Type_C64, DType::F32, true},
    {PJRT_Buffer_Type_C128, DType::F64, true},   {PJRT_Buffer_Type_F8E4M3FN, DType::F8E4M3FN, false},
    {PJRT_Buffer_Type_F8E5M2, DType::F8E5M2, false},   {PJRT_Buffer_Type_F8E4M3, DType::F8E4M3, false},
    {PJRT_Buffer_Type_F8E3M4, DType::F8E3M4, false},   {PJRT_Buffer_Type_F8E4M3FNUZ, DType::F8E4M3FNUZ, false},
    {PJRT_Buffer_Type_F8E5M2FNUZ, DType::F8E5M2FNUZ, false}, {PJRT_Buffer_Type_F8E4M3B11FNUZ, DType::F8E4M3B11FNUZ, false},
    {PJRT_Buffer_Type_F8E8M0FNU, DType::F8E8M0FNU, false},
    // Sub-byte integers cross the host boundary a byte each, as JAX's
    // ml_dtypes arrays hold them, and as kiln computes them.
    {PJRT_Buffer_Type_S4, DType::S4, false},           {PJRT_Buffer_Type_U4, DType::U4, false},
    {PJRT_Buffer_Type_S2, DType::S2, false},           {PJRT_Buffer_Type_U2, DType::U2, false},
};

// A sub-byte integer's byte as kiln holds it: sign- or zero-extended from its
// low bits, whatever the host left above them.
void extend_sub_byte(DType dtype, uint8_t* bytes, size_t count) {
  if (!is_sub_byte(dtype)) return;
  for (size_t i = 0; i < count; ++i) bytes[i] = static_cast<uint8_t>(wrap_to_dtype(dtype, bytes[i]));
}

PJRT_Buffer* new_buffer(PJRT_Device* device, PJRT_Buffer_Type type, std::vector<int64_t> dims) {
  auto* b = new PJRT_Buffer;
  b->client = device->client;
  b->device = device;
  b->type = type;
  b->dims = std::move(dims);
  b->bytes = element_count(b->dims) * pjrt_type_bytes(type);
  b->data = std::shared_ptr<uint8_t>(new uint8_t[std::max<size_t>(b->bytes, 1)], std::default_delete<uint8_t[]>());
  return b;
}

}  // namespace

bool kiln_dtype_of(PJRT_Buffer_Type type, DType* dtype, bool* complex) {
  for (const TypePair& t : kTypes) {
    if (t.pjrt == type) {
      *dtype = t.kiln;
      *complex = t.complex;
      return true;
    }
  }
  return false;
}

PJRT_Buffer_Type pjrt_type_of(DType dtype, bool complex) {
  for (const TypePair& t : kTypes) {
    if (t.kiln == dtype && t.complex == complex) return t.pjrt;
  }
  return PJRT_Buffer_Type_INVALID;
}

size_t element_count(const std::vector<int64_t>& dims) {
  size_t n = 1;
  for (int64_t d : dims) n *= static_cast<size_t>(d);
  return n;
}

size_t pjrt_type_bytes(PJRT_Buffer_Type type) {
  DType d;
  bool complex;
  if (!kiln_dtype_of(type, &d, &complex)) return 0;
  return dtype_bytes(d) * (complex ? 2 : 1);
}

PJRT_Buffer* buffer_from_bytes(PJRT_Device* device, PJRT_Buffer_Type type, std::vector<int64_t> dims, const uint8_t* row_major) {
  PJRT_Buffer* b = new_buffer(device, type, std::move(dims));
  if (b->bytes) std::memcpy(b->data.get(), row_major, b->bytes);
  return b;
}

PJRT_Error* client_buffer_from_host_buffer(PJRT_Client_BufferFromHostBuffer_Args* args) {
  DType dtype;
  bool complex;
  if (!kiln_dtype_of(args->type, &dtype, &complex)) {
    return make_error(PJRT_Error_Code_UNIMPLEMENTED, "kiln has no element type " + std::to_string(static_cast<int>(args->type)));
  }
  std::vector<int64_t> dims(args->dims, args->dims + args->num_dims);
  PJRT_Device* device = args->memory ? args->memory->device : args->device ? args->device : args->client->device_list[0];
  PJRT_Buffer* b = new_buffer(device, args->type, dims);
  const size_t element = pjrt_type_bytes(args->type);
  const auto* src = static_cast<const uint8_t*>(args->data);
  if (args->num_byte_strides == 0) {
    if (b->bytes) std::memcpy(b->data.get(), src, b->bytes);
  } else {
    // Any strides in, row-major out: one element at a time, by index.
    const size_t count = element_count(dims), rank = dims.size();
    std::vector<int64_t> index(rank, 0);
    for (size_t i = 0; i < count; ++i) {
      int64_t offset = 0;
      for (size_t d = 0; d < rank; ++d) offset += index[d] * args->byte_strides[d];
      std::memcpy(b->data.get() + i * element, src + offset, element);
      for (size_t d = rank; d-- > 0;) {
        if (++index[d] < dims[d]) break;
        index[d] = 0;
      }
    }
  }
  extend_sub_byte(dtype, b->data.get(), element_count(dims));
  args->buffer = b;
  args->done_with_host_buffer = ready_event();  // copied: the host buffer is free now
  return nullptr;
}

PJRT_Error* buffer_destroy(PJRT_Buffer_Destroy_Args* args) {
  delete args->buffer;
  return nullptr;
}
PJRT_Error* buffer_element_type(PJRT_Buffer_ElementType_Args* args) {
  args->type = args->buffer->type;
  return nullptr;
}
PJRT_Error* buffer_dimensions(PJRT_Buffer_Dimensions_Args* args) {
  args->dims = args->buffer->dims.data();
  args->num_dims = args->buffer->dims.size();
  return nullptr;
}
PJRT_Error* buffer_unpadded_dimensions(PJRT_Buffer_UnpaddedDimensions_Args* args) {
  args->unpadded_dims = args->buffer->dims.data();
  args->num_dims = args->buffer->dims.size();
  return nullptr;
}
PJRT_Error* buffer_dynamic_dimension_indices(PJRT_Buffer_DynamicDimensionIndices_Args* args) {
  args->dynamic_dim_indices = nullptr;
  args->num_dynamic_dims = 0;
  return nullptr;
}
PJRT_Error* buffer_on_device_size_in_bytes(PJRT_Buffer_OnDeviceSizeInBytes_Args* args) {
  args->on_device_size_in_bytes = args->buffer->bytes;
  return nullptr;
}
PJRT_Error* buffer_device(PJRT_Buffer_Device_Args* args) {
  args->device = args->buffer->device;
  return nullptr;
}
PJRT_Error* buffer_memory(PJRT_Buffer_Memory_Args* args) {
  args->memory = &args->buffer->device->memory;
  return nullptr;
}
PJRT_Error* buffer_delete(PJRT_Buffer_Delete_Args* args) {
  release_buffer(args->buffer);
  return nullptr;
}
PJRT_Error* buffer_is_deleted(PJRT_Buffer_IsDeleted_Args* args) {
  args->is_deleted = args->buffer->deleted;
  return nullptr;
}
PJRT_Error* buffer_copy_to_device(PJRT_Buffer_CopyToDevice_Args* args) {
  if (args->buffer->deleted) return make_error(PJRT_Error_Code_FAILED_PRECONDITION, "the buffer was deleted");
  args->dst_buffer = buffer_from_bytes(args->dst_device, args->buffer->type, args->buffer->dims, args->buffer->data.get());
  return nullptr;
}
PJRT_Error* buffer_copy_to_memory(PJRT_Buffer_CopyToMemory_Args* args) {
  if (args->buffer->deleted) return make_error(PJRT_Error_Code_FAILED_PRECONDITION, "the buffer was deleted");
  args->dst_buffer = buffer_from_bytes(args->dst_memory->device, args->buffer->type, args->buffer->dims, args->buffer->data.get());
  return nullptr;
}
PJRT_Error* buffer_to_host_buffer(PJRT_Buffer_ToHostBuffer_Args* args) {
  PJRT_Buffer* b = args->src;
  if (b->deleted) return make_error(PJRT_Error_Code_FAILED_PRECONDITION, "the buffer was deleted");
  if (args->host_layout && args->host_layout->type == PJRT_Buffer_MemoryLayout_Type_Tiled) {
    // Row-major only: minor_to_major descending, no tiles.
    const PJRT_Buffer_MemoryLayout_Tiled& t = args->host_layout->tiled;
    bool row_major = t.num_tiles == 0;
    for (size_t i = 0; row_major && i < t.minor_to_major_size; ++i) row_major = t.minor_to_major[i] == static_cast<int64_t>(t.minor_to_major_size - 1 - i);
    if (!row_major) return make_error(PJRT_Error_Code_UNIMPLEMENTED, "kiln's buffers go to the host row-major only");
  } else if (args->host_layout) {
    return make_error(PJRT_Error_Code_UNIMPLEMENTED, "kiln's buffers go to the host in a tiled (row-major) layout only");
  }
  if (!args->dst) {
    args->dst_size = b->bytes;
    return nullptr;
  }
  if (args->dst_size < b->bytes) {
    return make_error(PJRT_Error_Code_INVALID_ARGUMENT, "the host buffer holds " + std::to_string(args->dst_size) + " bytes, the array " + std::to_string(b->bytes));
  }
  if (b->bytes) std::memcpy(args->dst, b->data.get(), b->bytes);
  args->event = ready_event();
  return nullptr;
}
PJRT_Error* buffer_is_on_cpu(PJRT_Buffer_IsOnCpu_Args* args) {
  args->is_on_cpu = true;
  return nullptr;
}
PJRT_Error* buffer_ready_event(PJRT_Buffer_ReadyEvent_Args* args) {
  args->event = ready_event();
  return nullptr;
}
PJRT_Error* buffer_unsafe_pointer(PJRT_Buffer_UnsafePointer_Args* args) {
  args->buffer_pointer = reinterpret_cast<uintptr_t>(args->buffer->data.get());
  return nullptr;
}
PJRT_Error* buffer_opaque_device_memory_data_pointer(PJRT_Buffer_OpaqueDeviceMemoryDataPointer_Args* args) {
  args->device_memory_ptr = args->buffer->data.get();
  return nullptr;
}
PJRT_Error* buffer_increase_external_reference_count(PJRT_Buffer_IncreaseExternalReferenceCount_Args* args) {
  ++args->buffer->external_references;
  return nullptr;
}
PJRT_Error* buffer_decrease_external_reference_count(PJRT_Buffer_DecreaseExternalReferenceCount_Args* args) {
  PJRT_Buffer* b = args->buffer;
  if (b->external_references == 0) return make_error(PJRT_Error_Code_FAILED_PRECONDITION, "the buffer has no external reference to drop");
  if (--b->external_references == 0 && b->deleted) b->data.reset();
  return nullptr;
}

void release_buffer(PJRT_Buffer* b) {
  b->deleted = true;
  if (b->external_references == 0) b->data.reset();
}

}  // namespace kiln::pjrt
