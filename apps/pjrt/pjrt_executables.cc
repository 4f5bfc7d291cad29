// Compile (StableHLO from JAX into a kiln executable) and execute; a
// program for several devices runs through pjrt_sharded_run.cc.
#include <fmt/format.h>
#include <xxhash.h>

#include <cstring>
#include <string_view>

#include "../kiln/cli.h"
#include "driver/compile.h"
#include "driver/targets.h"
#include "importer/import.h"
#include "pjrt_compile_options.h"
#include "ir/side_effects.h"
#include "pjrt_entry_points.h"
#include "pjrt_objects.h"
#include "support/error.h"

namespace kiln::pjrt {

namespace {

// StableHLO's portable artifacts (and MLIR bytecode in general) start so.
constexpr std::string_view kBytecodeMagic = "ML\xef" "R";

// The program's text: JAX sends a portable artifact (bytecode), which the
// Python package's callback prints as text; text passes through.
std::string program_text(const PJRT_Client* client, const PJRT_Program* program) {
  const std::string_view code(program->code, program->code_size), format(program->format, program->format_size);
  if (format != "mlir") throw UserError(fmt::format("kiln's PJRT plugin compiles StableHLO (format \"mlir\"), got format \"{}\"", format));
  if (!code.starts_with(kBytecodeMagic)) return std::string(code);
  if (!client->bytecode_to_text) {
    throw UserError("kiln's PJRT plugin got StableHLO bytecode and has no reader for it: load the plugin through the "
                    "jax_plugins.kiln package (docs/pjrt.md), which passes one");
  }
  const size_t size = client->bytecode_to_text(code.data(), code.size(), nullptr, 0);
  if (size == 0) throw UserError("kiln's PJRT plugin: JAX's StableHLO bytecode could not be read as text");
  std::string text(size, '\0');
  client->bytecode_to_text(code.data(), code.size(), text.data(), text.size());
  return text;
}

// The client devices the program's devices run on, in the order of kiln's
// device ids (replica r, partition p is device r * partitions + p).
std::vector<PJRT_Device*> assigned_devices(PJRT_Client* client, const DeviceMesh& mesh, const CompileOptionsRead& read) {
  if (mesh.devices() > static_cast<int64_t>(client->devices.size())) {
    throw UserError(fmt::format("this program runs on {} devices (num_replicas={}, num_partitions={}); kiln has {} (KILN_PJRT_DEVICES)", mesh.devices(),
                                mesh.replicas, mesh.partitions, client->devices.size()));
  }
  if (read.num_replicas * read.num_partitions != mesh.devices()) {
    throw UserError(fmt::format("this program runs on {} devices (num_replicas={}, num_partitions={}); it was compiled for {} "
                                "(num_replicas={}, num_partitions={})",
                                mesh.devices(), mesh.replicas, mesh.partitions, read.num_replicas * read.num_partitions, read.num_replicas,
                                read.num_partitions));
  }
  std::vector<int64_t> ids = read.device_assignment;
  if (ids.empty()) {
    for (int64_t d = 0; d < mesh.devices(); ++d) ids.push_back(d);
  }
  if (static_cast<int64_t>(ids.size()) != mesh.devices()) {
    throw UserError(fmt::format("this program runs on {} devices (num_replicas={}, num_partitions={}); JAX assigned it {}", mesh.devices(), mesh.replicas,
                                mesh.partitions, ids.size()));
  }
  std::vector<PJRT_Device*> devices;
  for (int64_t id : ids) {
    if (id < 0 || id >= static_cast<int64_t>(client->devices.size())) {
      throw UserError(fmt::format("the program is assigned device {}; kiln has {} (KILN_PJRT_DEVICES)", id, client->devices.size()));
    }
    devices.push_back(client->device_list[static_cast<size_t>(id)]);
  }
  return devices;
}

// The donated arguments XLA would consume: each one a result of as many
// bytes on a device could take the place of (one result per argument, in
// order). A donor no result matches stays the caller's, as on XLA:CPU.
std::vector<size_t> donations_taken(const KilnProgram& p) {
  const Graph& entry = *p.module->entry();
  std::vector<bool> claimed(p.output_types.size(), false);
  std::vector<size_t> taken;
  for (size_t i : p.module->donated_parameters()) {
    const TensorType& t = entry.parameters()[i]->type();
    const size_t bytes = p.sharded ? element_count(p.sharded->parameters[i].blocks[0].size) * p.sharded->parameters[i].element_bytes
                                   : static_cast<size_t>(t.byte_size());
    for (size_t j = 0; j < claimed.size(); ++j) {
      if (claimed[j] || element_count(p.output_dims[j]) * pjrt_type_bytes(p.output_types[j]) != bytes) continue;
      claimed[j] = true;
      taken.push_back(i);
      break;
    }
  }
  return taken;
}

std::shared_ptr<KilnProgram> compile_program(PJRT_Client* client, const std::string& text, const CompileOptionsRead& read) {
  auto program = std::make_shared<KilnProgram>();
  cli::GlobalOptions global;
  ImportOptions import_options = cli::import_options_from(global, 0, /*quiet=*/true);
  import_options.allow_no_results = true;  // JAX compiles programs whose outputs it forwards itself
  program->module = import_program_text(text, "<jax>", import_options);
  // The importer reads mhlo.num_replicas and mhlo.num_partitions into the mesh.
  program->devices = assigned_devices(client, program->module->mesh(), read);
  const Graph& entry = *program->module->entry();
  program->name = program->module->name();
  program->fingerprint = fmt::format("kiln-{:016x}", XXH3_64bits(text.data(), text.size()));
  for (size_t i = 0; i < entry.outputs().size(); ++i) {
    const TensorType& t = entry.outputs()[i].type();
    const bool complex = entry.complex_output(i);
    std::vector<int64_t> dims(t.dims.begin(), t.dims.end() - (complex ? 1 : 0));
    const PJRT_Buffer_Type type = pjrt_type_of(t.dtype, complex);
    if (type == PJRT_Buffer_Type_INVALID) throw UserError(fmt::format("output {} is {}, which kiln's PJRT plugin does not pass to JAX", i, t.to_string(false)));
    program->output_types.push_back(type);
    program->output_dims.push_back(std::move(dims));
    program->output_memory_kinds.push_back("device");
    program->output_memory_kind_sizes.push_back(6);
  }
  CompileOptions options = cli::compile_options_from(global, "");
  options.target = parse_target(client->target);
  options.entry_layouts = EntryLayouts::AsDeclared;  // JAX reads row-major results
  if (program->module->mesh().devices() > 1) {  // each device sees its blocks
    plan_sharded_run(*program, options, text.find("mhlo.sharding") != std::string::npos);
  }
  program->given_away = donations_taken(*program);
  for (const auto& dims : program->output_dims) {
    program->flat_output_dims.insert(program->flat_output_dims.end(), dims.begin(), dims.end());
    program->output_ranks.push_back(dims.size());
  }
  if (entry.outputs().empty() && !graph_has_side_effects(entry)) {  // nothing to compute: execute returns nothing
    for (const Node* p : entry.parameters()) program->parameter_slots.push_back(TensorType(p->type().dtype, p->type().dims));
    return program;
  }
  if (!program->executable && (!program->sharded || program->sharded->device_executables.empty())) {
    program->executable = compile_module(*program->module, options);
  }
  program->parameter_slots = program->executable ? program->executable->parameter_types() : program->sharded->device_executables[0]->parameter_types();
  return program;
}

// What the plugin does not do (UNIMPLEMENTED to JAX).
struct UnimplementedHere : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// kiln's errors as PJRT's: bad input is INVALID_ARGUMENT, the rest INTERNAL.
template <typename F>
PJRT_Error* guarded(F&& f) {
  try {
    f();
    return nullptr;
  } catch (const UnimplementedHere& e) {
    return make_error(PJRT_Error_Code_UNIMPLEMENTED, e.what());
  } catch (const UserError& e) {
    return make_error(PJRT_Error_Code_INVALID_ARGUMENT, e.what());
  } catch (const std::exception& e) {
    return make_error(PJRT_Error_Code_INTERNAL, std::string("kiln: ") + e.what());
  }
}

}  // namespace

HostBuffer argument_buffer(const KilnProgram& program, size_t i, size_t bytes, std::shared_ptr<uint8_t> data) {
  const TensorType& slot = program.parameter_slots[i];
  if (static_cast<int64_t>(bytes) != slot.byte_size()) {
    throw UserError(fmt::format("argument {} holds {} bytes, parameter {} is {}", i, bytes, i, slot.to_string(false)));
  }
  HostBuffer row_major_buffer;
  row_major_buffer.type = TensorType(slot.dtype, slot.dims);
  row_major_buffer.data = std::move(data);  // shared: read in place
  return slot.has_default_layout() ? row_major_buffer : to_host_buffer(to_literal(row_major_buffer), slot);
}

HostBuffer row_major(HostBuffer output) {
  if (output.type.has_default_layout()) return output;
  return to_host_buffer(to_literal(output), TensorType(output.type.dtype, output.type.dims));
}

namespace {

// JAX's donated arguments, once the run has read them: their buffers are
// given away (deleted, memory freed), as XLA's runtime does, except those
// the call says not to donate.
void release_donated_arguments(const KilnProgram& p, const PJRT_LoadedExecutable_Execute_Args& args) {
  const PJRT_ExecuteOptions* options = args.options;
  for (size_t i : p.given_away) {
    bool kept = false;
    for (size_t n = 0; options && n < options->num_non_donatable_input_indices; ++n) {
      kept = kept || options->non_donatable_input_indices[n] == static_cast<int64_t>(i);
    }
    if (kept || i >= args.num_args) continue;
    for (size_t k = 0; k < args.num_devices; ++k) release_buffer(args.argument_lists[k][i]);
  }
}

}  // namespace

PJRT_Error* client_compile(PJRT_Client_Compile_Args* args) {
  return guarded([&] {
    auto* loaded = new PJRT_LoadedExecutable;
    loaded->client = args->client;
    try {
      const CompileOptionsRead read = read_compile_options(std::string_view(args->compile_options, args->compile_options_size));
      loaded->program = compile_program(args->client, program_text(args->client, args->program), read);
    } catch (...) {
      delete loaded;
      throw;
    }
    args->executable = loaded;
  });
}

PJRT_Error* loaded_executable_execute(PJRT_LoadedExecutable_Execute_Args* args) {
  return guarded([&] {
    KilnProgram& p = *args->executable->program;
    if (args->executable->deleted) throw UserError("the executable was deleted");
    if (args->num_devices != p.devices.size()) {
      throw UserError(fmt::format("the program runs on {} device(s), asked to run on {}", p.devices.size(), args->num_devices));
    }
    if (args->num_args != p.parameter_slots.size()) throw UserError(fmt::format("the program takes {} argument(s), got {}", p.parameter_slots.size(), args->num_args));
    for (size_t k = 0; k < args->num_devices; ++k) {
      for (size_t i = 0; i < args->num_args; ++i) {
        if (args->argument_lists[k][i]->deleted) throw UserError(fmt::format("argument {} on device {} was deleted", i, k));
      }
    }
    if (p.sharded) {
      execute_sharded(p, args->argument_lists, args->output_lists);
    } else {
      std::vector<HostBuffer> inputs;
      for (size_t i = 0; i < args->num_args; ++i) inputs.push_back(argument_buffer(p, i, args->argument_lists[0][i]->bytes, args->argument_lists[0][i]->data));
      std::vector<HostBuffer> outputs;
      if (p.executable) {
        std::lock_guard<std::mutex> lock(p.run_mutex);
        outputs = p.executable->run(std::move(inputs));
      }
      for (size_t k = 0; k < outputs.size(); ++k) {
        const HostBuffer o = row_major(std::move(outputs[k]));
        PJRT_Device* device = args->execute_device ? args->execute_device : p.devices[0];  // a portable executable runs where it is sent
        args->output_lists[0][k] = buffer_from_bytes(device, p.output_types[k], p.output_dims[k], o.bytes());
      }
    }
    release_donated_arguments(p, *args);
    if (args->device_complete_events) {
      for (size_t k = 0; k < args->num_devices; ++k) args->device_complete_events[k] = ready_event();
    }
  });
}

// --- Executables ---
PJRT_Error* executable_destroy(PJRT_Executable_Destroy_Args* args) {
  delete args->executable;
  return nullptr;
}
PJRT_Error* executable_name(PJRT_Executable_Name_Args* args) {
  args->executable_name = args->executable->program->name.data();
  args->executable_name_size = args->executable->program->name.size();
  return nullptr;
}
PJRT_Error* executable_num_replicas(PJRT_Executable_NumReplicas_Args* args) {
  args->num_replicas = args->executable->program->module->mesh().replicas;
  return nullptr;
}
PJRT_Error* executable_num_partitions(PJRT_Executable_NumPartitions_Args* args) {
  args->num_partitions = args->executable->program->module->mesh().partitions;
  return nullptr;
}
PJRT_Error* executable_num_outputs(PJRT_Executable_NumOutputs_Args* args) {
  args->num_outputs = args->executable->program->output_types.size();
  return nullptr;
}
PJRT_Error* executable_size_of_generated_code_in_bytes(PJRT_Executable_SizeOfGeneratedCodeInBytes_Args* args) {
  args->size_in_bytes = 0;
  return nullptr;
}
PJRT_Error* executable_get_cost_analysis(PJRT_Executable_GetCostAnalysis_Args* args) {
  args->num_properties = 0;
  args->properties = nullptr;
  return nullptr;
}
PJRT_Error* executable_output_memory_kinds(PJRT_Executable_OutputMemoryKinds_Args* args) {
  const KilnProgram& p = *args->executable->program;
  args->num_outputs = p.output_types.size();
  args->memory_kinds = p.output_memory_kinds.data();
  args->memory_kind_sizes = p.output_memory_kind_sizes.data();
  return nullptr;
}
PJRT_Error* executable_output_element_types(PJRT_Executable_OutputElementTypes_Args* args) {
  KilnProgram& p = *args->executable->program;
  args->output_types = p.output_types.data();
  args->num_output_types = p.output_types.size();
  return nullptr;
}
PJRT_Error* executable_output_dimensions(PJRT_Executable_OutputDimensions_Args* args) {
  const KilnProgram& p = *args->executable->program;
  args->num_outputs = p.output_types.size();
  args->dims = p.flat_output_dims.data();
  args->dim_sizes = p.output_ranks.data();
  return nullptr;
}
PJRT_Error* executable_optimized_program(PJRT_Executable_OptimizedProgram_Args* args) {
  return guarded([&] {
    const KilnProgram& p = *args->executable->program;
    if (!p.sharded) throw UnimplementedHere("kiln's PJRT plugin describes programs for several devices only");
    ShardedRun& run = *p.sharded;
    std::call_once(run.signature_made, [&] { run.signature_program = signature_program(p, run); });
    static constexpr std::string_view kFormat = "mlir";
    const std::string& text = run.signature_program;
    PJRT_Program* program = args->program;
    program->format = kFormat.data();
    program->format_size = kFormat.size();
    if (program->code) {
      if (program->code_size < text.size()) {
        throw UserError(fmt::format("the buffer for the optimized program holds {} bytes, it takes {}", program->code_size, text.size()));
      }
      std::memcpy(program->code, text.data(), text.size());
    }
    program->code_size = text.size();
  });
}
PJRT_Error* executable_fingerprint(PJRT_Executable_Fingerprint_Args* args) {
  args->executable_fingerprint = args->executable->program->fingerprint.data();
  args->executable_fingerprint_size = args->executable->program->fingerprint.size();
  return nullptr;
}
PJRT_Error* loaded_executable_destroy(PJRT_LoadedExecutable_Destroy_Args* args) {
  delete args->executable;
  return nullptr;
}
PJRT_Error* loaded_executable_get_executable(PJRT_LoadedExecutable_GetExecutable_Args* args) {
  args->executable = new PJRT_Executable{args->loaded_executable->program};
  return nullptr;
}
PJRT_Error* loaded_executable_addressable_devices(PJRT_LoadedExecutable_AddressableDevices_Args* args) {
  args->addressable_devices = args->executable->program->devices.data();
  args->num_addressable_devices = args->executable->program->devices.size();
  return nullptr;
}
PJRT_Error* loaded_executable_delete(PJRT_LoadedExecutable_Delete_Args* args) {
  args->executable->deleted = true;
  return nullptr;
}
PJRT_Error* loaded_executable_is_deleted(PJRT_LoadedExecutable_IsDeleted_Args* args) {
  args->is_deleted = args->executable->deleted;
  return nullptr;
}
PJRT_Error* loaded_executable_fingerprint(PJRT_LoadedExecutable_Fingerprint_Args* args) {
  args->executable_fingerprint = args->executable->program->fingerprint.data();
  args->executable_fingerprint_size = args->executable->program->fingerprint.size();
  return nullptr;
}

}  // namespace kiln::pjrt
