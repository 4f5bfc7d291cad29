// A program for several devices, as jax.jit over a Mesh hands one over:
// a program on global arrays with Shardy's shardings (importer:
// stablehlo_manual_computation.cc). Each device's arguments are its blocks
// of the global arrays; the plugin puts them together, runs the program on
// the global arrays and gives each device its blocks of the results.
//
// A program without collectives (no manual computation) runs once: on one
// host, the devices' work done together is the whole program, which kiln
// fuses and threads as any other. One with collectives runs on every device
// at once, each a thread over the in-process communicator
// (collectives/spmd_launch.h), each with the global arguments; its results
// are global on every device, and each keeps its own blocks.
#include <fmt/format.h>

#include <cstring>
#include <map>

#include "collectives/block_layout.h"
#include "collectives/spmd_launch.h"
#include "ir/side_effects.h"
#include "pjrt_entry_points.h"
#include "support/error.h"

namespace kiln::pjrt {

namespace {

bool has_collectives(const Module& module) {
  for (const auto& g : module.graphs()) {
    for (const auto& n : g->nodes()) {
      if (is_collective(n->op())) return true;
    }
  }
  return false;
}

// An array of the program (global `dims`, elements of `element_bytes`) and
// the block of it each of `devices` holds under `sharding`.
ShardedArray plan_array(const ProgramShardings& shardings, const std::optional<TensorSharding>& sharding, std::vector<int64_t> dims,
                        size_t element_bytes, int64_t devices, const std::string& what) {
  ShardedArray a;
  a.global_dims = std::move(dims);
  a.element_bytes = element_bytes;
  for (int64_t d = 0; d < devices; ++d) {
    ShardBlock block{Dims(a.global_dims.size(), 0), a.global_dims};
    if (sharding) {
      try {
        block = shard_block(*sharding, shardings.mesh_of(*sharding), a.global_dims, d);
      } catch (const UserError& e) {
        throw UserError(fmt::format("{} ({}): {}", what, sharding->to_string(), e.what()));
      }
    }
    a.whole_everywhere = a.whole_everywhere && block.size == a.global_dims;
    a.blocks.push_back(std::move(block));
    if (sharding && !sharding->unreduced.empty()) a.partial_of.push_back(coordinate_over(sharding->unreduced, shardings.mesh_of(*sharding), d));
  }
  if (sharding) a.hlo_sharding = hlo_sharding_text(*sharding, shardings.mesh_of(*sharding));
  return a;
}

// `f32[2,3]` as `tensor<2x3xf32>`; a complex PJRT type as complex<...>.
std::string mlir_tensor_type(PJRT_Buffer_Type type, const std::vector<int64_t>& dims) {
  DType dtype;
  bool complex = false;
  kiln_dtype_of(type, &dtype, &complex);
  static const std::map<DType, std::string> kNames = {
      {DType::Pred, "i1"}, {DType::S8, "i8"},   {DType::S16, "i16"},  {DType::S32, "i32"}, {DType::S64, "i64"},
      {DType::U8, "ui8"},  {DType::U16, "ui16"}, {DType::U32, "ui32"}, {DType::U64, "ui64"}, {DType::F16, "f16"},
      {DType::BF16, "bf16"}, {DType::F32, "f32"}, {DType::F64, "f64"}, {DType::S4, "i4"}, {DType::U4, "ui4"},
      {DType::S2, "i2"}, {DType::U2, "ui2"}, {DType::F8E4M3FN, "f8E4M3FN"}, {DType::F8E5M2, "f8E5M2"}, {DType::F8E4M3, "f8E4M3"},
      {DType::F8E3M4, "f8E3M4"}, {DType::F8E4M3FNUZ, "f8E4M3FNUZ"}, {DType::F8E5M2FNUZ, "f8E5M2FNUZ"},
      {DType::F8E4M3B11FNUZ, "f8E4M3B11FNUZ"}, {DType::F8E8M0FNU, "f8E8M0FNU"}};
  const auto it = kNames.find(dtype);
  if (it == kNames.end()) throw UserError(fmt::format("kiln's PJRT plugin cannot describe a {} array to JAX", dtype_name(dtype)));
  std::string element = complex ? fmt::format("complex<{}>", it->second) : it->second;
  std::string shape;
  for (int64_t d : dims) shape += fmt::format("{}x", d);
  return fmt::format("tensor<{}{}>", shape, element);
}

std::shared_ptr<uint8_t> allocate(size_t bytes) {
  return std::shared_ptr<uint8_t>(new uint8_t[std::max<size_t>(bytes, 1)], std::default_delete<uint8_t[]>());
}

}  // namespace

std::string signature_program(const KilnProgram& p, const ShardedRun& run) {
  const Graph& entry = *p.module->entry();
  std::vector<std::string> arguments, results, zeros, returned, parameter_shardings, output_shardings;
  for (size_t i = 0; i < run.parameters.size(); ++i) {
    const TensorType& t = entry.parameters()[i]->type();
    const PJRT_Buffer_Type type = pjrt_type_of(t.dtype, entry.complex_parameter(i));
    arguments.push_back(fmt::format("%arg{}: {}", i, mlir_tensor_type(type, run.parameters[i].blocks[0].size)));
    parameter_shardings.push_back(fmt::format("\"{}\"", run.parameters[i].hlo_sharding));
  }
  for (size_t j = 0; j < run.outputs.size(); ++j) {
    const std::string type = mlir_tensor_type(p.output_types[j], run.outputs[j].blocks[0].size);
    results.push_back(type);
    DType dtype = DType::F32;  // kiln_dtype_of sets it for every type an output can have
    bool complex = false;
    kiln_dtype_of(p.output_types[j], &dtype, &complex);
    const char* zero = complex ? "(0.0,0.0)" : dtype == DType::Pred ? "false" : is_float(dtype) ? "0.0" : "0";
    zeros.push_back(fmt::format("    %{} = stablehlo.constant dense<{}> : {}\n", j, zero, type));
    returned.push_back(fmt::format("%{}", j));
    output_shardings.push_back(run.outputs[j].hlo_sharding);
  }
  const std::string output_sharding =
      output_shardings.size() == 1 ? output_shardings[0] : fmt::format("{{{}}}", fmt::join(output_shardings, ", "));
  return fmt::format(
      "// The signature and shardings of kiln's program {} on each of its devices, for JAX to read:\n"
      "// kiln runs the program itself (docs/pjrt.md).\n"
      "module @kiln_signature attributes {{mhlo.num_partitions = {} : i32, mhlo.num_replicas = {} : i32, "
      "mhlo.spmd_output_sharding = \"{}\", mhlo.spmd_parameters_shardings = [{}]}} {{\n"
      "  func.func public @main({}) -> ({}) {{\n{}    return {} : {}\n  }}\n}}\n",
      p.name, run.mesh.partitions, run.mesh.replicas, output_sharding, fmt::join(parameter_shardings, ", "), fmt::join(arguments, ", "),
      fmt::join(results, ", "), fmt::join(zeros, ""), fmt::join(returned, ", "), fmt::join(results, ", "));
}

void plan_sharded_run(KilnProgram& program, const CompileOptions& options, bool program_has_gspmd_shardings) {
  Module& module = *program.module;
  const Graph& entry = *module.entry();
  const ProgramShardings& shardings = module.shardings();
  const DeviceMesh mesh = module.mesh();
  if (shardings.empty() && program_has_gspmd_shardings) {
    throw UserError(fmt::format("this program runs on {} devices and places its values with GSPMD's mhlo.sharding: kiln's PJRT plugin reads "
                                "Shardy's (sdy.mesh, sdy.sharding), JAX's default (jax_use_shardy_partitioner)",
                                mesh.devices()));
  }
  auto run = std::make_unique<ShardedRun>();
  run->mesh = mesh;
  // Without Shardy's annotations the program is each device's own (already
  // partitioned, or one whose values are all whole): every device runs it on
  // its own arguments.
  run->per_device = shardings.empty();
  if (!run->per_device && mesh.replicas > 1) {
    throw UserError(fmt::format("this program places values with Shardy's meshes and runs on {} replicas; kiln's PJRT plugin runs Shardy's "
                                "programs over partitions (num_replicas=1)",
                                mesh.replicas));
  }
  for (size_t i = 0; i < entry.parameters().size(); ++i) {
    const TensorType& t = entry.parameters()[i]->type();
    const bool complex = entry.complex_parameter(i);
    std::vector<int64_t> dims(t.dims.begin(), t.dims.end() - (complex ? 1 : 0));
    const std::optional<TensorSharding> sharding = i < shardings.parameters.size() ? shardings.parameters[i] : std::nullopt;
    run->parameters.push_back(plan_array(shardings, sharding, std::move(dims), dtype_bytes(t.dtype) * (complex ? 2 : 1), mesh.devices(),
                                         fmt::format("argument {}", i)));
  }
  for (size_t j = 0; j < program.output_dims.size(); ++j) {
    const std::optional<TensorSharding> sharding = j < shardings.outputs.size() ? shardings.outputs[j] : std::nullopt;
    run->outputs.push_back(plan_array(shardings, sharding, program.output_dims[j], pjrt_type_bytes(program.output_types[j]), mesh.devices(),
                                      fmt::format("result {}", j)));
    program.output_dims[j] = run->outputs[j].blocks[0].size;  // what each device holds
  }
  bool partial_results = false;
  for (const ShardedArray& a : run->parameters) run->partial_arguments = run->partial_arguments || !a.partial_of.empty();
  for (const ShardedArray& a : run->outputs) partial_results = partial_results || !a.partial_of.empty();
  // A program with no results still runs for its host callbacks.
  if (!entry.outputs().empty() || graph_has_side_effects(entry)) {
    // Partial sums differ from device to device, and a host callback inside
    // shard_map is called on each: such a program runs on every device.
    if (run->per_device || has_collectives(module) || run->partial_arguments || partial_results || calls_the_host_on_every_device(entry)) {
      run->device_executables = compile_module_for_devices(module, options);
    } else {
      module.set_mesh(DeviceMesh{});  // the devices' work together is the program on the global arrays
      program.executable = compile_module(module, options);
      module.set_mesh(mesh);
    }
  }
  program.sharded = std::move(run);
}

void execute_sharded(KilnProgram& p, PJRT_Buffer* const* const* argument_lists, PJRT_Buffer** const* output_lists) {
  const ShardedRun& run = *p.sharded;
  const size_t devices = p.devices.size();
  // Each device's own arguments (a per-device program), or the global
  // arguments, each put together from the devices' blocks (on each device
  // its own, when some are partial sums).
  const bool own_inputs = run.per_device || run.partial_arguments;
  std::vector<std::vector<HostBuffer>> inputs_of(own_inputs ? devices : 1);
  std::vector<HostBuffer>& inputs = inputs_of[0];
  for (size_t i = 0; i < run.parameters.size(); ++i) {
    const ShardedArray& a = run.parameters[i];
    for (size_t k = 0; k < devices; ++k) {
      const PJRT_Buffer& b = *argument_lists[k][i];
      if (b.dims != a.blocks[k].size || b.bytes != element_count(b.dims) * a.element_bytes) {
        throw UserError(fmt::format("argument {} on device {} is [{}] of {}-byte elements, its block of the global [{}] is [{}] of {}-byte elements", i,
                                    k, fmt::join(b.dims, ","), pjrt_type_bytes(b.type), fmt::join(a.global_dims, ","),
                                    fmt::join(a.blocks[k].size, ","), a.element_bytes));
      }
    }
    const size_t bytes = element_count(a.global_dims) * a.element_bytes;
    if (run.per_device) {
      for (size_t k = 0; k < devices; ++k) inputs_of[k].push_back(argument_buffer(p, i, bytes, argument_lists[k][i]->data));
      continue;
    }
    // The global array of the partial sum device `holder` holds a block of.
    auto global_of = [&](size_t holder) {
      if (a.whole_everywhere) return argument_lists[holder][i]->data;  // all of it: read in place
      std::shared_ptr<uint8_t> global = allocate(bytes);
      for (size_t k = 0; k < devices; ++k) {
        if (!a.partial_of.empty() && a.partial_of[k] != a.partial_of[holder]) continue;
        const ShardBlock& block = a.blocks[k];
        copy_block_in(argument_lists[k][i]->data.get(), block.size, a.element_bytes, block.start, a.global_dims, global.get());
      }
      return global;
    };
    if (!run.partial_arguments) {
      inputs.push_back(argument_buffer(p, i, bytes, global_of(0)));
      continue;
    }
    // Devices at the same partial share its global array.
    std::map<int64_t, std::shared_ptr<uint8_t>> by_partial;
    for (size_t k = 0; k < devices; ++k) {
      const int64_t partial = a.partial_of.empty() ? 0 : a.partial_of[k];
      if (!by_partial.count(partial)) by_partial[partial] = global_of(k);
      inputs_of[k].push_back(argument_buffer(p, i, bytes, by_partial[partial]));
    }
  }
  // The global results: once, or on every device.
  std::vector<std::vector<HostBuffer>> results(run.device_executables.empty() ? 1 : devices);
  if (p.executable || !run.device_executables.empty()) {
    std::lock_guard<std::mutex> lock(p.run_mutex);
    if (run.device_executables.empty()) {
      results[0] = p.executable->run(std::move(inputs));
    } else {
      run_devices_in_process(run.mesh, [&](int64_t d) {
        const size_t k = static_cast<size_t>(d);
        results[k] = run.device_executables[k]->run(inputs_of[own_inputs ? k : 0]);
      });
    }
  }
  for (auto& outputs : results) {
    for (HostBuffer& o : outputs) o = row_major(std::move(o));
  }
  // Each device's blocks of them.
  for (size_t k = 0; k < devices; ++k) {
    const std::vector<HostBuffer>& mine = results[results.size() == 1 ? 0 : k];
    for (size_t j = 0; j < run.outputs.size(); ++j) {
      const ShardedArray& a = run.outputs[j];
      const ShardBlock& block = a.blocks[k];
      if (a.whole_everywhere) {
        output_lists[k][j] = buffer_from_bytes(p.devices[k], p.output_types[j], block.size, mine[j].bytes());
        continue;
      }
      std::vector<uint8_t> bytes(element_count(block.size) * a.element_bytes);
      copy_block_out(mine[j].bytes(), a.global_dims, a.element_bytes, block.start, block.size, bytes.data());
      output_lists[k][j] = buffer_from_bytes(p.devices[k], p.output_types[j], block.size, bytes.data());
    }
  }
}

}  // namespace kiln::pjrt
