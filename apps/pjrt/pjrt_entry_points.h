// Every PJRT entry point kiln's plugin implements (the rest answer
// UNIMPLEMENTED, pjrt_api.cc), one file per family of objects.
#pragma once

#include "driver/compile.h"
#include "pjrt_objects.h"

namespace kiln::pjrt {

void error_destroy(PJRT_Error_Destroy_Args* args);
void error_message(PJRT_Error_Message_Args* args);
PJRT_Error* error_get_code(PJRT_Error_GetCode_Args* args);
PJRT_Error* plugin_initialize(PJRT_Plugin_Initialize_Args* args);
PJRT_Error* plugin_attributes(PJRT_Plugin_Attributes_Args* args);
PJRT_Error* event_destroy(PJRT_Event_Destroy_Args* args);
PJRT_Error* event_is_ready(PJRT_Event_IsReady_Args* args);
PJRT_Error* event_error(PJRT_Event_Error_Args* args);
PJRT_Error* event_await(PJRT_Event_Await_Args* args);
PJRT_Error* event_on_ready(PJRT_Event_OnReady_Args* args);
PJRT_Error* client_create(PJRT_Client_Create_Args* args);
PJRT_Error* client_destroy(PJRT_Client_Destroy_Args* args);
PJRT_Error* client_platform_name(PJRT_Client_PlatformName_Args* args);
PJRT_Error* client_process_index(PJRT_Client_ProcessIndex_Args* args);
PJRT_Error* client_platform_version(PJRT_Client_PlatformVersion_Args* args);
PJRT_Error* client_devices(PJRT_Client_Devices_Args* args);
PJRT_Error* client_addressable_devices(PJRT_Client_AddressableDevices_Args* args);
PJRT_Error* client_lookup_device(PJRT_Client_LookupDevice_Args* args);
PJRT_Error* client_lookup_addressable_device(PJRT_Client_LookupAddressableDevice_Args* args);
PJRT_Error* client_addressable_memories(PJRT_Client_AddressableMemories_Args* args);
PJRT_Error* client_default_device_assignment(PJRT_Client_DefaultDeviceAssignment_Args* args);
PJRT_Error* device_description_id(PJRT_DeviceDescription_Id_Args* args);
PJRT_Error* device_description_process_index(PJRT_DeviceDescription_ProcessIndex_Args* args);
PJRT_Error* device_description_attributes(PJRT_DeviceDescription_Attributes_Args* args);
PJRT_Error* device_description_kind(PJRT_DeviceDescription_Kind_Args* args);
PJRT_Error* device_description_debug_string(PJRT_DeviceDescription_DebugString_Args* args);
PJRT_Error* device_description_to_string(PJRT_DeviceDescription_ToString_Args* args);
PJRT_Error* device_get_description(PJRT_Device_GetDescription_Args* args);
PJRT_Error* device_is_addressable(PJRT_Device_IsAddressable_Args* args);
PJRT_Error* device_local_hardware_id(PJRT_Device_LocalHardwareId_Args* args);
PJRT_Error* device_addressable_memories(PJRT_Device_AddressableMemories_Args* args);
PJRT_Error* device_default_memory(PJRT_Device_DefaultMemory_Args* args);
PJRT_Error* memory_id(PJRT_Memory_Id_Args* args);
PJRT_Error* memory_kind(PJRT_Memory_Kind_Args* args);
PJRT_Error* memory_kind_id(PJRT_Memory_Kind_Id_Args* args);
PJRT_Error* memory_debug_string(PJRT_Memory_DebugString_Args* args);
PJRT_Error* memory_to_string(PJRT_Memory_ToString_Args* args);
PJRT_Error* memory_addressable_by_devices(PJRT_Memory_AddressableByDevices_Args* args);
PJRT_Error* client_buffer_from_host_buffer(PJRT_Client_BufferFromHostBuffer_Args* args);
PJRT_Error* buffer_destroy(PJRT_Buffer_Destroy_Args* args);
PJRT_Error* buffer_element_type(PJRT_Buffer_ElementType_Args* args);
PJRT_Error* buffer_dimensions(PJRT_Buffer_Dimensions_Args* args);
PJRT_Error* buffer_unpadded_dimensions(PJRT_Buffer_UnpaddedDimensions_Args* args);
PJRT_Error* buffer_dynamic_dimension_indices(PJRT_Buffer_DynamicDimensionIndices_Args* args);
PJRT_Error* buffer_on_device_size_in_bytes(PJRT_Buffer_OnDeviceSizeInBytes_Args* args);
PJRT_Error* buffer_device(PJRT_Buffer_Device_Args* args);
PJRT_Error* buffer_memory(PJRT_Buffer_Memory_Args* args);
PJRT_Error* buffer_delete(PJRT_Buffer_Delete_Args* args);
PJRT_Error* buffer_is_deleted(PJRT_Buffer_IsDeleted_Args* args);
PJRT_Error* buffer_copy_to_device(PJRT_Buffer_CopyToDevice_Args* args);
PJRT_Error* buffer_copy_to_memory(PJRT_Buffer_CopyToMemory_Args* args);
PJRT_Error* buffer_to_host_buffer(PJRT_Buffer_ToHostBuffer_Args* args);
PJRT_Error* buffer_is_on_cpu(PJRT_Buffer_IsOnCpu_Args* args);
PJRT_Error* buffer_ready_event(PJRT_Buffer_ReadyEvent_Args* args);
PJRT_Error* buffer_unsafe_pointer(PJRT_Buffer_UnsafePointer_Args* args);
PJRT_Error* buffer_opaque_device_memory_data_pointer(PJRT_Buffer_OpaqueDeviceMemoryDataPointer_Args* args);
PJRT_Error* buffer_increase_external_reference_count(PJRT_Buffer_IncreaseExternalReferenceCount_Args* args);
PJRT_Error* buffer_decrease_external_reference_count(PJRT_Buffer_DecreaseExternalReferenceCount_Args* args);
PJRT_Error* client_compile(PJRT_Client_Compile_Args* args);
PJRT_Error* loaded_executable_execute(PJRT_LoadedExecutable_Execute_Args* args);
PJRT_Error* executable_destroy(PJRT_Executable_Destroy_Args* args);
PJRT_Error* executable_name(PJRT_Executable_Name_Args* args);
PJRT_Error* executable_num_replicas(PJRT_Executable_NumReplicas_Args* args);
PJRT_Error* executable_num_partitions(PJRT_Executable_NumPartitions_Args* args);
PJRT_Error* executable_num_outputs(PJRT_Executable_NumOutputs_Args* args);
PJRT_Error* executable_size_of_generated_code_in_bytes(PJRT_Executable_SizeOfGeneratedCodeInBytes_Args* args);
PJRT_Error* executable_get_cost_analysis(PJRT_Executable_GetCostAnalysis_Args* args);
PJRT_Error* executable_output_memory_kinds(PJRT_Executable_OutputMemoryKinds_Args* args);
PJRT_Error* executable_output_element_types(PJRT_Executable_OutputElementTypes_Args* args);
PJRT_Error* executable_output_dimensions(PJRT_Executable_OutputDimensions_Args* args);
PJRT_Error* executable_fingerprint(PJRT_Executable_Fingerprint_Args* args);
PJRT_Error* executable_optimized_program(PJRT_Executable_OptimizedProgram_Args* args);
PJRT_Error* loaded_executable_destroy(PJRT_LoadedExecutable_Destroy_Args* args);
PJRT_Error* loaded_executable_get_executable(PJRT_LoadedExecutable_GetExecutable_Args* args);
PJRT_Error* loaded_executable_addressable_devices(PJRT_LoadedExecutable_AddressableDevices_Args* args);
PJRT_Error* loaded_executable_delete(PJRT_LoadedExecutable_Delete_Args* args);
PJRT_Error* loaded_executable_is_deleted(PJRT_LoadedExecutable_IsDeleted_Args* args);
PJRT_Error* loaded_executable_fingerprint(PJRT_LoadedExecutable_Fingerprint_Args* args);

// Argument i of `program` as the executable reads it: `data` (`bytes`
// long: an argument's, or the global array put together from several
// devices' blocks) in the parameter's layout. UserError for a wrong size.
HostBuffer argument_buffer(const KilnProgram& program, size_t i, size_t bytes, std::shared_ptr<uint8_t> data);
// An output in the row-major layout JAX reads.
HostBuffer row_major(HostBuffer output);

// pjrt_sharded_run.cc: a program for several devices. Plans, at compile
// time, each argument's and result's blocks (the results' output_dims
// become a device's block; values without a Shardy sharding lie whole on
// every device) and its executables: one (the program has no collectives:
// it runs once, on the global arrays) or one per device. A program placed
// with GSPMD's mhlo.sharding instead is refused.
void plan_sharded_run(KilnProgram& program, const CompileOptions& options, bool program_has_gspmd_shardings);
// A program with each device's signature and the shardings, in MLIR text
// (PJRT_Executable_OptimizedProgram: JAX reads where the results lie from
// it); its body only makes zeros. UserError for an element type it cannot name.
std::string signature_program(const KilnProgram& program, const ShardedRun& run);
// Runs it: argument_lists[k] holds device k's blocks; output_lists[k] gets
// device k's blocks of the results.
void execute_sharded(KilnProgram& program, PJRT_Buffer* const* const* argument_lists, PJRT_Buffer** const* output_lists);

// Marks `b` deleted (deleted, or given away by a donation); its memory goes
// once no external reference (a numpy view) remains.
void release_buffer(PJRT_Buffer* b);

// A buffer of `type` and `dims` holding a copy of `row_major`.
PJRT_Buffer* buffer_from_bytes(PJRT_Device* device, PJRT_Buffer_Type type, std::vector<int64_t> dims, const uint8_t* row_major);

}  // namespace kiln::pjrt
