// Errors, events, the plugin, the client and its devices and memories.
#include <cstring>
#include <string_view>

#include "pjrt_entry_points.h"
#include "pjrt_objects.h"
#include "support/host_callbacks.h"

namespace kiln::pjrt {

PJRT_Error* make_error(PJRT_Error_Code code, std::string message) {
  auto* e = new PJRT_Error;
  e->code = code;
  e->message = std::move(message);
  return e;
}

PJRT_Event* ready_event(PJRT_Error* error) {
  auto* event = new PJRT_Event;
  event->error.reset(error);
  return event;
}

namespace {

PJRT_Error* copy_of(const PJRT_Error* e) { return e ? make_error(e->code, e->message) : nullptr; }

}  // namespace

// --- Errors ---
void error_destroy(PJRT_Error_Destroy_Args* args) { delete args->error; }
void error_message(PJRT_Error_Message_Args* args) {
  args->message = args->error->message.data();
  args->message_size = args->error->message.size();
}
PJRT_Error* error_get_code(PJRT_Error_GetCode_Args* args) {
  args->code = args->error->code;
  return nullptr;
}

// --- Plugin ---
PJRT_Error* plugin_initialize(PJRT_Plugin_Initialize_Args*) { return nullptr; }
PJRT_Error* plugin_attributes(PJRT_Plugin_Attributes_Args* args) {
  // None: JAX then sends StableHLO of its 12-week compatibility window, which
  // the bytecode reader upgrades to the text kiln reads.
  args->attributes = nullptr;
  args->num_attributes = 0;
  return nullptr;
}

// --- Events (every one is ready) ---
PJRT_Error* event_destroy(PJRT_Event_Destroy_Args* args) {
  delete args->event;
  return nullptr;
}
PJRT_Error* event_is_ready(PJRT_Event_IsReady_Args* args) {
  args->is_ready = true;
  return nullptr;
}
PJRT_Error* event_error(PJRT_Event_Error_Args* args) { return copy_of(args->event->error.get()); }
PJRT_Error* event_await(PJRT_Event_Await_Args* args) { return copy_of(args->event->error.get()); }
PJRT_Error* event_on_ready(PJRT_Event_OnReady_Args* args) {
  args->callback(copy_of(args->event->error.get()), args->user_arg);
  return nullptr;
}

// --- Client ---
PJRT_Error* client_create(PJRT_Client_Create_Args* args) {
  auto client = std::make_unique<PJRT_Client>();
  int64_t devices = 1;
  for (size_t i = 0; i < args->num_options; ++i) {
    const PJRT_NamedValue& o = args->create_options[i];
    const std::string_view name(o.name, o.name_size);
    if (name == "bytecode_to_text" && o.type == PJRT_NamedValue_kInt64) {
      client->bytecode_to_text = reinterpret_cast<BytecodeToText>(static_cast<uintptr_t>(o.int64_value));
    } else if (name == "host_callback" && o.type == PJRT_NamedValue_kInt64) {
      // jax.debug.print and pure_callback: the package's handler (support/host_callbacks.h).
      set_host_callback_handler(reinterpret_cast<HostCallbackHandler>(static_cast<uintptr_t>(o.int64_value)));
    } else if (name == "target" && o.type == PJRT_NamedValue_kString) {
      client->target.assign(o.string_value, o.value_size);
    } else if (name == "devices" && o.type == PJRT_NamedValue_kInt64) {
      devices = o.int64_value;
    } else {
      return make_error(PJRT_Error_Code_INVALID_ARGUMENT, "kiln's PJRT plugin: unknown client option '" + std::string(name) +
                                                              "' (it takes bytecode_to_text, host_callback, target and devices)");
    }
  }
  if (devices < 1 || devices > kMaxDevices) {
    return make_error(PJRT_Error_Code_INVALID_ARGUMENT, "kiln's PJRT plugin: devices (KILN_PJRT_DEVICES) must be 1 to " +
                                                            std::to_string(kMaxDevices) + ", got " + std::to_string(devices));
  }
  client->platform_version = "kiln (target " + client->target + ")";
  for (int id = 0; id < devices; ++id) {
    auto device = std::make_unique<PJRT_Device>();
    const std::string ids = std::to_string(id);
    PJRT_DeviceDescription& d = device->description;
    d.id = id;
    d.kind = "kiln " + client->target;
    d.debug_string = "KilnDevice(id=" + ids + ", target=" + client->target + ")";
    d.to_string = "KilnDevice(id=" + ids + ")";
    device->client = client.get();
    device->memory.id = id;
    device->memory.device = device.get();
    device->memory.device_list[0] = device.get();
    device->memory.debug_string = "KilnMemory(id=" + ids + ", kind=device)";
    device->memory.to_string = "KilnMemory(device)";
    client->device_list.push_back(device.get());
    client->memory_list.push_back(&device->memory);
    client->devices.push_back(std::move(device));
  }
  args->client = client.release();
  return nullptr;
}
PJRT_Error* client_destroy(PJRT_Client_Destroy_Args* args) {
  delete args->client;
  return nullptr;
}
PJRT_Error* client_platform_name(PJRT_Client_PlatformName_Args* args) {
  static constexpr std::string_view kName = "kiln";
  args->platform_name = kName.data();
  args->platform_name_size = kName.size();
  return nullptr;
}
PJRT_Error* client_process_index(PJRT_Client_ProcessIndex_Args* args) {
  args->process_index = 0;
  return nullptr;
}
PJRT_Error* client_platform_version(PJRT_Client_PlatformVersion_Args* args) {
  args->platform_version = args->client->platform_version.data();
  args->platform_version_size = args->client->platform_version.size();
  return nullptr;
}
PJRT_Error* client_devices(PJRT_Client_Devices_Args* args) {
  args->devices = args->client->device_list.data();
  args->num_devices = args->client->device_list.size();
  return nullptr;
}
PJRT_Error* client_addressable_devices(PJRT_Client_AddressableDevices_Args* args) {
  args->addressable_devices = args->client->device_list.data();
  args->num_addressable_devices = args->client->device_list.size();
  return nullptr;
}
PJRT_Error* client_lookup_device(PJRT_Client_LookupDevice_Args* args) {
  const size_t n = args->client->devices.size();
  if (args->id < 0 || static_cast<size_t>(args->id) >= n) {
    return make_error(PJRT_Error_Code_INVALID_ARGUMENT, "kiln has " + std::to_string(n) + " device(s), ids 0 to " + std::to_string(n - 1) +
                                                            "; no device " + std::to_string(args->id));
  }
  args->device = args->client->device_list[static_cast<size_t>(args->id)];
  return nullptr;
}
PJRT_Error* client_lookup_addressable_device(PJRT_Client_LookupAddressableDevice_Args* args) {
  const size_t n = args->client->devices.size();
  if (args->local_hardware_id < 0 || static_cast<size_t>(args->local_hardware_id) >= n) {
    return make_error(PJRT_Error_Code_INVALID_ARGUMENT, "kiln has " + std::to_string(n) + " device(s); no local hardware id " +
                                                            std::to_string(args->local_hardware_id));
  }
  args->addressable_device = args->client->device_list[static_cast<size_t>(args->local_hardware_id)];
  return nullptr;
}
PJRT_Error* client_addressable_memories(PJRT_Client_AddressableMemories_Args* args) {
  args->addressable_memories = args->client->memory_list.data();
  args->num_addressable_memories = args->client->memory_list.size();
  return nullptr;
}
PJRT_Error* client_default_device_assignment(PJRT_Client_DefaultDeviceAssignment_Args* args) {
  // Replica r, partition p on device r * partitions + p: the ids a program's
  // collectives use are the devices' own.
  const int64_t wanted = int64_t{args->num_replicas} * args->num_partitions, have = static_cast<int64_t>(args->client->devices.size());
  if (args->num_replicas < 1 || args->num_partitions < 1 || wanted > have) {
    return make_error(PJRT_Error_Code_INVALID_ARGUMENT, "kiln has " + std::to_string(have) + " device(s) (KILN_PJRT_DEVICES); asked for " +
                                                            std::to_string(args->num_replicas) + " replica(s) x " +
                                                            std::to_string(args->num_partitions) + " partition(s)");
  }
  if (args->default_assignment_size < static_cast<size_t>(wanted)) {
    return make_error(PJRT_Error_Code_INVALID_ARGUMENT, "the device assignment holds " + std::to_string(args->default_assignment_size) +
                                                            " ids, " + std::to_string(wanted) + " are needed");
  }
  for (int i = 0; i < wanted; ++i) args->default_assignment[i] = i;
  return nullptr;
}

// --- Device descriptions, devices, memories ---
PJRT_Error* device_description_id(PJRT_DeviceDescription_Id_Args* args) {
  args->id = args->device_description->id;
  return nullptr;
}
PJRT_Error* device_description_process_index(PJRT_DeviceDescription_ProcessIndex_Args* args) {
  args->process_index = 0;
  return nullptr;
}
PJRT_Error* device_description_attributes(PJRT_DeviceDescription_Attributes_Args* args) {
  args->num_attributes = 0;
  args->attributes = nullptr;
  return nullptr;
}
PJRT_Error* device_description_kind(PJRT_DeviceDescription_Kind_Args* args) {
  args->device_kind = args->device_description->kind.data();
  args->device_kind_size = args->device_description->kind.size();
  return nullptr;
}
PJRT_Error* device_description_debug_string(PJRT_DeviceDescription_DebugString_Args* args) {
  args->debug_string = args->device_description->debug_string.data();
  args->debug_string_size = args->device_description->debug_string.size();
  return nullptr;
}
PJRT_Error* device_description_to_string(PJRT_DeviceDescription_ToString_Args* args) {
  args->to_string = args->device_description->to_string.data();
  args->to_string_size = args->device_description->to_string.size();
  return nullptr;
}
PJRT_Error* device_get_description(PJRT_Device_GetDescription_Args* args) {
  args->device_description = &args->device->description;
  return nullptr;
}
PJRT_Error* device_is_addressable(PJRT_Device_IsAddressable_Args* args) {
  args->is_addressable = true;
  return nullptr;
}
PJRT_Error* device_local_hardware_id(PJRT_Device_LocalHardwareId_Args* args) {
  args->local_hardware_id = args->device->description.id;
  return nullptr;
}
PJRT_Error* device_addressable_memories(PJRT_Device_AddressableMemories_Args* args) {
  args->memories = args->device->memory_list;
  args->num_memories = 1;
  return nullptr;
}
PJRT_Error* device_default_memory(PJRT_Device_DefaultMemory_Args* args) {
  args->memory = &args->device->memory;
  return nullptr;
}
PJRT_Error* memory_id(PJRT_Memory_Id_Args* args) {
  args->id = args->memory->id;
  return nullptr;
}
PJRT_Error* memory_kind(PJRT_Memory_Kind_Args* args) {
  args->kind = args->memory->kind.data();
  args->kind_size = args->memory->kind.size();
  return nullptr;
}
PJRT_Error* memory_kind_id(PJRT_Memory_Kind_Id_Args* args) {
  args->kind_id = 0;
  return nullptr;
}
PJRT_Error* memory_debug_string(PJRT_Memory_DebugString_Args* args) {
  args->debug_string = args->memory->debug_string.data();
  args->debug_string_size = args->memory->debug_string.size();
  return nullptr;
}
PJRT_Error* memory_to_string(PJRT_Memory_ToString_Args* args) {
  args->to_string = args->memory->to_string.data();
  args->to_string_size = args->memory->to_string.size();
  return nullptr;
}
PJRT_Error* memory_addressable_by_devices(PJRT_Memory_AddressableByDevices_Args* args) {
  args->devices = args->memory->device_list;
  args->num_devices = 1;
  return nullptr;
}

}  // namespace kiln::pjrt
