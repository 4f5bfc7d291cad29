// The objects behind PJRT's opaque handles in kiln's plugin (libpjrt_kiln.so,
// docs/pjrt.md): one client with one cpu-like device and its one memory
// ("device"); buffers in host memory, row-major, in PJRT's element types
// (a complex buffer's bytes are kiln's (re, im) pairs); executables that
// are kiln executables of one imported program. Every call completes before
// it returns, so every event is born ready.
#pragma once

#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "ir/graph.h"
#include "runtime/executable.h"
#include "runtime/host_buffer.h"
#include "pjrt_c_api.h"

struct PJRT_Error {
  PJRT_Error_Code code = PJRT_Error_Code_INTERNAL;
  std::string message;
};

struct PJRT_Event {
  std::unique_ptr<PJRT_Error> error;  // null: succeeded
};

struct PJRT_DeviceDescription {
  int id = 0;
  std::string kind, debug_string, to_string;
};

struct PJRT_Memory {
  int id = 0;
  std::string kind = "device", debug_string, to_string;
  PJRT_Device* device = nullptr;
};

struct PJRT_Device {
  PJRT_DeviceDescription description;
  PJRT_Memory* memory = nullptr;
  PJRT_Client* client = nullptr;
};

// Turns a StableHLO portable artifact (MLIR bytecode) into StableHLO text:
// writes at most `capacity` bytes to `out` and returns the text's length
// (jax_plugins/kiln passes one through ctypes; 0 on failure).
using BytecodeToText = size_t (*)(const char* data, size_t size, char* out, size_t capacity);

struct PJRT_Client {
  std::string target = "cpu";  // kiln's target name
  BytecodeToText bytecode_to_text = nullptr;
  std::string platform_version;
  PJRT_Device device;
  PJRT_Memory memory;
  PJRT_Device* device_list[1] = {&device};
  PJRT_Memory* memory_list[1] = {&memory};
};

struct PJRT_Buffer {
  PJRT_Client* client = nullptr;
  PJRT_Buffer_Type type = PJRT_Buffer_Type_INVALID;
  std::vector<int64_t> dims;
  std::shared_ptr<uint8_t> data;  // row-major, `bytes` long
  size_t bytes = 0;
  bool deleted = false;
};

// One compiled program, shared by its loaded and unloaded handles.
struct KilnProgram {
  std::string name, fingerprint;
  std::unique_ptr<kiln::Module> module;
  std::unique_ptr<kiln::Executable> executable;
  std::vector<kiln::TensorType> parameter_slots;     // the layouts the executable reads
  std::vector<PJRT_Buffer_Type> output_types;
  std::vector<std::vector<int64_t>> output_dims;     // as PJRT sees them (no pairs dim)
  std::vector<int64_t> flat_output_dims;
  std::vector<size_t> output_ranks;
  std::vector<const char*> output_memory_kinds;
  std::vector<size_t> output_memory_kind_sizes;
  std::mutex run_mutex;  // one run at a time per executable
};

struct PJRT_Executable {
  std::shared_ptr<KilnProgram> program;
};

struct PJRT_LoadedExecutable {
  std::shared_ptr<KilnProgram> program;
  PJRT_Client* client = nullptr;
  bool deleted = false;
};

namespace kiln::pjrt {

PJRT_Error* make_error(PJRT_Error_Code code, std::string message);
PJRT_Event* ready_event(PJRT_Error* error = nullptr);

// PJRT's element types and kiln's: the kiln dtype of a PJRT type (complex:
// its part type) and whether it is complex; false for a type kiln lacks.
bool kiln_dtype_of(PJRT_Buffer_Type type, DType* dtype, bool* complex);
PJRT_Buffer_Type pjrt_type_of(DType dtype, bool complex);
size_t pjrt_type_bytes(PJRT_Buffer_Type type);

}  // namespace kiln::pjrt
