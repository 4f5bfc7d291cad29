// The objects behind PJRT's opaque handles in kiln's plugin (libpjrt_kiln.so,
// docs/pjrt.md): one client with N cpu-like devices (KILN_PJRT_DEVICES, one
// by default), each with its one memory ("device"); buffers in host memory, row-major, in PJRT's element types
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
#include "ir/sharding.h"
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
  PJRT_Device* device_list[1] = {nullptr};  // the devices that address it: its own
};

struct PJRT_Device {
  PJRT_DeviceDescription description;
  PJRT_Memory memory;
  PJRT_Memory* memory_list[1] = {&memory};
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
  std::vector<std::unique_ptr<PJRT_Device>> devices;  // id k at k
  std::vector<PJRT_Device*> device_list;
  std::vector<PJRT_Memory*> memory_list;
};

struct PJRT_Buffer {
  PJRT_Client* client = nullptr;
  PJRT_Device* device = nullptr;
  PJRT_Buffer_Type type = PJRT_Buffer_Type_INVALID;
  std::vector<int64_t> dims;
  std::shared_ptr<uint8_t> data;  // row-major, `bytes` long
  size_t bytes = 0;
  bool deleted = false;
  // Views of `data` outside the plugin (numpy arrays JAX makes without a
  // copy): a deleted or donated buffer keeps its memory while any remain.
  int64_t external_references = 0;
};

// One argument or result of a program for several devices as JAX sees it:
// a global array (PJRT's dims: a complex one without kiln's pairs
// dimension), of which device k holds blocks[k].
struct ShardedArray {
  std::vector<int64_t> global_dims;
  size_t element_bytes = 0;
  bool whole_everywhere = true;  // no sharding, or one that splits nothing
  std::vector<kiln::ShardBlock> blocks;
  // Unreduced along some axes: each device's coordinate along them. Devices
  // at the same one hold blocks of the same partial sum; the others, of other
  // partial sums. Empty: every device holds blocks of the one whole value.
  std::vector<int64_t> partial_of;
  std::string hlo_sharding = "{replicated}";  // the same, as HLO writes it (what JAX reads back)
};

// How a program for several devices runs (docs/pjrt.md): each device's
// arguments are put together into the global arrays, the program runs on
// them (once, or on every device at once when it has collectives: a
// manual computation's body), and each device gets its blocks of the results.
struct ShardedRun {
  kiln::DeviceMesh mesh;
  std::vector<ShardedArray> parameters, outputs;
  std::vector<std::unique_ptr<kiln::Executable>> device_executables;  // empty: KilnProgram::executable runs once
  bool per_device = false;  // no Shardy annotations: each device runs on its own arguments
  bool partial_arguments = false;  // some argument is partial sums: each device's global arguments are its own
  // What PJRT_Executable_OptimizedProgram hands JAX (format "mlir"), made
  // when first asked: a program with each device's signature and
  // mhlo.spmd_*_shardings, from which JAX reads where the results lie when
  // jit did not say.
  std::string signature_program;
  std::once_flag signature_made;
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
  std::vector<PJRT_Device*> devices;      // its addressable devices: program device k runs on devices[k]
  std::vector<size_t> given_away;         // donated arguments a result could reuse: released after a run
  std::unique_ptr<ShardedRun> sharded;    // a program for several devices
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

// The most devices a client may have (KILN_PJRT_DEVICES): each runs on a
// thread of its own while a program for several devices runs.
constexpr int64_t kMaxDevices = 256;

PJRT_Error* make_error(PJRT_Error_Code code, std::string message);
PJRT_Event* ready_event(PJRT_Error* error = nullptr);

// PJRT's element types and kiln's: the kiln dtype of a PJRT type (complex:
// its part type) and whether it is complex; false for a type kiln lacks.
bool kiln_dtype_of(PJRT_Buffer_Type type, DType* dtype, bool* complex);
PJRT_Buffer_Type pjrt_type_of(DType dtype, bool complex);
size_t pjrt_type_bytes(PJRT_Buffer_Type type);
// Elements of an array of PJRT's `dims`.
size_t element_count(const std::vector<int64_t>& dims);

}  // namespace kiln::pjrt
