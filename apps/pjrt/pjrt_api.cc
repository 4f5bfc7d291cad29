// GetPjrtApi: the table JAX reads. Every slot is filled: what kiln does not
// do answers UNIMPLEMENTED naming the entry point (JAX crashes on some empty
// slots, and reports an UNIMPLEMENTED error where it can do without).
#include <string>

#include "pjrt_entry_points.h"
#include "pjrt_objects.h"

namespace {

PJRT_Error* unimplemented(const char* entry_point) {
  return kiln::pjrt::make_error(PJRT_Error_Code_UNIMPLEMENTED, std::string("kiln's PJRT plugin does not implement ") + entry_point);
}

#define KILN_PJRT_UNIMPLEMENTED(name) [](name##_Args*) -> PJRT_Error* { return unimplemented(#name); }

PJRT_Api make_api() {
  using namespace kiln::pjrt;
  PJRT_Api api{};
  api.struct_size = PJRT_Api_STRUCT_SIZE;
  api.extension_start = nullptr;
  api.pjrt_api_version.struct_size = PJRT_Api_Version_STRUCT_SIZE;
  api.pjrt_api_version.major_version = PJRT_API_MAJOR;
  api.pjrt_api_version.minor_version = PJRT_API_MINOR;
  api.PJRT_Error_Destroy = error_destroy;
  api.PJRT_Error_Message = error_message;
  api.PJRT_Error_GetCode = error_get_code;
  api.PJRT_Plugin_Initialize = plugin_initialize;
  api.PJRT_Plugin_Attributes = plugin_attributes;
  api.PJRT_Event_Destroy = event_destroy;
  api.PJRT_Event_IsReady = event_is_ready;
  api.PJRT_Event_Error = event_error;
  api.PJRT_Event_Await = event_await;
  api.PJRT_Event_OnReady = event_on_ready;
  api.PJRT_Client_Create = client_create;
  api.PJRT_Client_Destroy = client_destroy;
  api.PJRT_Client_PlatformName = client_platform_name;
  api.PJRT_Client_ProcessIndex = client_process_index;
  api.PJRT_Client_PlatformVersion = client_platform_version;
  api.PJRT_Client_Devices = client_devices;
  api.PJRT_Client_AddressableDevices = client_addressable_devices;
  api.PJRT_Client_LookupDevice = client_lookup_device;
  api.PJRT_Client_LookupAddressableDevice = client_lookup_addressable_device;
  api.PJRT_Client_AddressableMemories = client_addressable_memories;
  api.PJRT_Client_Compile = client_compile;
  api.PJRT_Client_DefaultDeviceAssignment = client_default_device_assignment;
  api.PJRT_Client_BufferFromHostBuffer = client_buffer_from_host_buffer;
  api.PJRT_DeviceDescription_Id = device_description_id;
  api.PJRT_DeviceDescription_ProcessIndex = device_description_process_index;
  api.PJRT_DeviceDescription_Attributes = device_description_attributes;
  api.PJRT_DeviceDescription_Kind = device_description_kind;
  api.PJRT_DeviceDescription_DebugString = device_description_debug_string;
  api.PJRT_DeviceDescription_ToString = device_description_to_string;
  api.PJRT_Device_GetDescription = device_get_description;
  api.PJRT_Device_IsAddressable = device_is_addressable;
  api.PJRT_Device_LocalHardwareId = device_local_hardware_id;
  api.PJRT_Device_AddressableMemories = device_addressable_memories;
  api.PJRT_Device_DefaultMemory = device_default_memory;
  api.PJRT_Device_MemoryStats = KILN_PJRT_UNIMPLEMENTED(PJRT_Device_MemoryStats);
  api.PJRT_Memory_Id = memory_id;
  api.PJRT_Memory_Kind = memory_kind;
  api.PJRT_Memory_DebugString = memory_debug_string;
  api.PJRT_Memory_ToString = memory_to_string;
  api.PJRT_Memory_AddressableByDevices = memory_addressable_by_devices;
  api.PJRT_Executable_Destroy = executable_destroy;
  api.PJRT_Executable_Name = executable_name;
  api.PJRT_Executable_NumReplicas = executable_num_replicas;
  api.PJRT_Executable_NumPartitions = executable_num_partitions;
  api.PJRT_Executable_NumOutputs = executable_num_outputs;
  api.PJRT_Executable_SizeOfGeneratedCodeInBytes = executable_size_of_generated_code_in_bytes;
  api.PJRT_Executable_GetCostAnalysis = executable_get_cost_analysis;
  api.PJRT_Executable_OutputMemoryKinds = executable_output_memory_kinds;
  api.PJRT_Executable_OptimizedProgram = executable_optimized_program;
  api.PJRT_Executable_Serialize = KILN_PJRT_UNIMPLEMENTED(PJRT_Executable_Serialize);
  api.PJRT_LoadedExecutable_Destroy = loaded_executable_destroy;
  api.PJRT_LoadedExecutable_GetExecutable = loaded_executable_get_executable;
  api.PJRT_LoadedExecutable_AddressableDevices = loaded_executable_addressable_devices;
  api.PJRT_LoadedExecutable_Delete = loaded_executable_delete;
  api.PJRT_LoadedExecutable_IsDeleted = loaded_executable_is_deleted;
  api.PJRT_LoadedExecutable_Execute = loaded_executable_execute;
  api.PJRT_Executable_DeserializeAndLoad = KILN_PJRT_UNIMPLEMENTED(PJRT_Executable_DeserializeAndLoad);
  api.PJRT_LoadedExecutable_Fingerprint = loaded_executable_fingerprint;
  api.PJRT_Buffer_Destroy = buffer_destroy;
  api.PJRT_Buffer_ElementType = buffer_element_type;
  api.PJRT_Buffer_Dimensions = buffer_dimensions;
  api.PJRT_Buffer_UnpaddedDimensions = buffer_unpadded_dimensions;
  api.PJRT_Buffer_DynamicDimensionIndices = buffer_dynamic_dimension_indices;
  api.PJRT_Buffer_GetMemoryLayout = KILN_PJRT_UNIMPLEMENTED(PJRT_Buffer_GetMemoryLayout);
  api.PJRT_Buffer_OnDeviceSizeInBytes = buffer_on_device_size_in_bytes;
  api.PJRT_Buffer_Device = buffer_device;
  api.PJRT_Buffer_Memory = buffer_memory;
  api.PJRT_Buffer_Delete = buffer_delete;
  api.PJRT_Buffer_IsDeleted = buffer_is_deleted;
  api.PJRT_Buffer_CopyToDevice = buffer_copy_to_device;
  api.PJRT_Buffer_ToHostBuffer = buffer_to_host_buffer;
  api.PJRT_Buffer_IsOnCpu = buffer_is_on_cpu;
  api.PJRT_Buffer_ReadyEvent = buffer_ready_event;
  api.PJRT_Buffer_UnsafePointer = buffer_unsafe_pointer;
  api.PJRT_Buffer_IncreaseExternalReferenceCount = buffer_increase_external_reference_count;
  api.PJRT_Buffer_DecreaseExternalReferenceCount = buffer_decrease_external_reference_count;
  api.PJRT_Buffer_OpaqueDeviceMemoryDataPointer = buffer_opaque_device_memory_data_pointer;
  api.PJRT_CopyToDeviceStream_Destroy = KILN_PJRT_UNIMPLEMENTED(PJRT_CopyToDeviceStream_Destroy);
  api.PJRT_CopyToDeviceStream_AddChunk = KILN_PJRT_UNIMPLEMENTED(PJRT_CopyToDeviceStream_AddChunk);
  api.PJRT_CopyToDeviceStream_TotalBytes = KILN_PJRT_UNIMPLEMENTED(PJRT_CopyToDeviceStream_TotalBytes);
  api.PJRT_CopyToDeviceStream_GranuleSize = KILN_PJRT_UNIMPLEMENTED(PJRT_CopyToDeviceStream_GranuleSize);
  api.PJRT_CopyToDeviceStream_CurrentBytes = KILN_PJRT_UNIMPLEMENTED(PJRT_CopyToDeviceStream_CurrentBytes);
  api.PJRT_TopologyDescription_Create = KILN_PJRT_UNIMPLEMENTED(PJRT_TopologyDescription_Create);
  api.PJRT_TopologyDescription_Destroy = KILN_PJRT_UNIMPLEMENTED(PJRT_TopologyDescription_Destroy);
  api.PJRT_TopologyDescription_PlatformName = KILN_PJRT_UNIMPLEMENTED(PJRT_TopologyDescription_PlatformName);
  api.PJRT_TopologyDescription_PlatformVersion = KILN_PJRT_UNIMPLEMENTED(PJRT_TopologyDescription_PlatformVersion);
  api.PJRT_TopologyDescription_GetDeviceDescriptions = KILN_PJRT_UNIMPLEMENTED(PJRT_TopologyDescription_GetDeviceDescriptions);
  api.PJRT_TopologyDescription_Serialize = KILN_PJRT_UNIMPLEMENTED(PJRT_TopologyDescription_Serialize);
  api.PJRT_TopologyDescription_Attributes = KILN_PJRT_UNIMPLEMENTED(PJRT_TopologyDescription_Attributes);
  api.PJRT_Compile = KILN_PJRT_UNIMPLEMENTED(PJRT_Compile);
  api.PJRT_Executable_OutputElementTypes = executable_output_element_types;
  api.PJRT_Executable_OutputDimensions = executable_output_dimensions;
  api.PJRT_Buffer_CopyToMemory = buffer_copy_to_memory;
  api.PJRT_Client_CreateViewOfDeviceBuffer = KILN_PJRT_UNIMPLEMENTED(PJRT_Client_CreateViewOfDeviceBuffer);
  api.PJRT_Executable_Fingerprint = executable_fingerprint;
  api.PJRT_Client_TopologyDescription = KILN_PJRT_UNIMPLEMENTED(PJRT_Client_TopologyDescription);
  api.PJRT_Executable_GetCompiledMemoryStats = KILN_PJRT_UNIMPLEMENTED(PJRT_Executable_GetCompiledMemoryStats);
  api.PJRT_Memory_Kind_Id = memory_kind_id;
  api.PJRT_ExecuteContext_Create = KILN_PJRT_UNIMPLEMENTED(PJRT_ExecuteContext_Create);
  api.PJRT_ExecuteContext_Destroy = KILN_PJRT_UNIMPLEMENTED(PJRT_ExecuteContext_Destroy);
  api.PJRT_Buffer_CopyRawToHost = KILN_PJRT_UNIMPLEMENTED(PJRT_Buffer_CopyRawToHost);
  api.PJRT_AsyncHostToDeviceTransferManager_Destroy = KILN_PJRT_UNIMPLEMENTED(PJRT_AsyncHostToDeviceTransferManager_Destroy);
  api.PJRT_AsyncHostToDeviceTransferManager_TransferData = KILN_PJRT_UNIMPLEMENTED(PJRT_AsyncHostToDeviceTransferManager_TransferData);
  api.PJRT_Client_CreateBuffersForAsyncHostToDevice = KILN_PJRT_UNIMPLEMENTED(PJRT_Client_CreateBuffersForAsyncHostToDevice);
  api.PJRT_AsyncHostToDeviceTransferManager_RetrieveBuffer = KILN_PJRT_UNIMPLEMENTED(PJRT_AsyncHostToDeviceTransferManager_RetrieveBuffer);
  api.PJRT_AsyncHostToDeviceTransferManager_Device = KILN_PJRT_UNIMPLEMENTED(PJRT_AsyncHostToDeviceTransferManager_Device);
  api.PJRT_AsyncHostToDeviceTransferManager_BufferCount = KILN_PJRT_UNIMPLEMENTED(PJRT_AsyncHostToDeviceTransferManager_BufferCount);
  api.PJRT_AsyncHostToDeviceTransferManager_BufferSize = KILN_PJRT_UNIMPLEMENTED(PJRT_AsyncHostToDeviceTransferManager_BufferSize);
  api.PJRT_AsyncHostToDeviceTransferManager_SetBufferError = KILN_PJRT_UNIMPLEMENTED(PJRT_AsyncHostToDeviceTransferManager_SetBufferError);
  api.PJRT_AsyncHostToDeviceTransferManager_AddMetadata = KILN_PJRT_UNIMPLEMENTED(PJRT_AsyncHostToDeviceTransferManager_AddMetadata);
  api.PJRT_Client_DmaMap = KILN_PJRT_UNIMPLEMENTED(PJRT_Client_DmaMap);
  api.PJRT_Client_DmaUnmap = KILN_PJRT_UNIMPLEMENTED(PJRT_Client_DmaUnmap);
  api.PJRT_Client_CreateUninitializedBuffer = KILN_PJRT_UNIMPLEMENTED(PJRT_Client_CreateUninitializedBuffer);
  return api;
}

}  // namespace

extern "C" __attribute__((visibility("default"))) const PJRT_Api* GetPjrtApi() {
  static const PJRT_Api api = make_api();
  return &api;
}
