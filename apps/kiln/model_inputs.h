// Where a model's arguments come from: one .npy file per parameter, or
// seeded random values of which the user may set some (--set-input). A train
// step's scalar parameters are hyperparameters (a dropout keep probability,
// a clamp's upper bound, a loss's divisor): drawn in [-1, 1) they make a
// different program, often an ill-conditioned one (a ReLU6 clamped to a
// negative bound feeds batch norms a constant, whose variance is zero).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "ir/graph.h"
#include "ir/literal.h"
#include "parity/special_values.h"

namespace kiln::cli {

struct ModelInputs {
  std::vector<std::string> files;  // --input, one per parameter in order
  bool random = false;             // --random-inputs
  uint64_t seed = 0;
  bool special_values = false;  // --special-values: mixed into the random ones
  SpecialValueSet special_value_set = SpecialValueSet::All;  // which (parity's second input set: Finite)
  // --random-values scaled: each float parameter drawn by its role, as
  // --elided-constants scaled fills constants (importer/elided_constants.h);
  // else floats uniform in [-1, 1).
  bool scaled = false;
  std::vector<std::string> set;  // --set-input NAME=VALUE or NAME=FILE.npy, with random
  // A device of an already-partitioned module (device_inputs): an input file
  // of a parameter's global shape is cut to this device's block by
  // Module::parameter_blocks.
  int64_t device = 0;
  const ProgramShardings* parameter_blocks = nullptr;
};

// --set-input's and --random-values' help texts, the same for every command that takes them.
extern const char* const kSetInputHelp;
extern const char* const kRandomValuesHelp;
// "uniform" or "scaled" (--random-values); UserError otherwise.
bool parse_random_values(const std::string& text);

// UserError unless the inputs fit `entry`: a file per parameter or random
// ones, each --set-input naming a parameter (by name or number) once, with a
// value its dtype holds or a .npy file.
void check_model_inputs(const std::string& model, const Graph& entry, const ModelInputs& inputs);

// Device `device`'s inputs in a run of a module for several devices: random
// ones drawn from seed S * 1009 + device, so each device's shard differs;
// files with "{device}" in their path read with it replaced by the id (a
// path without it gives every device the same array). A program on global
// arrays (`global_arrays`: Shardy's, with sdy.sharding; each device runs it
// on the whole arrays and takes its own blocks inside manual computations)
// gives every device the same arrays: seed S, and a path with "{device}" is
// a UserError. A module XLA already partitioned cuts a file of a
// parameter's global shape to the device's block (its sharding=).
ModelInputs device_inputs(const ModelInputs& inputs, int64_t device, const Module& module);
// Whether `module` is a program on global arrays (its @main placed by Shardy).
bool on_global_arrays(const Module& module);
// --devices N (0: not given) against the module's replica_count x
// num_partitions: UserError when they differ. Returns the device count.
int64_t checked_devices(const std::string& model, const DeviceMesh& mesh, int64_t devices_flag);
extern const char* const kDevicesHelp;

// Every device's arguments, device 0's first (collectives/spmd_launch.h).
std::vector<Literal> device_arguments(const Module& module, const ModelInputs& inputs);

// "from files", or "random (seed 1, special values, 2 set: p12=6 ...)".
std::string describe_inputs(const ModelInputs& inputs);

// The shapes of the --input files, by parameter (their headers only; empty
// with --random-inputs): a shape-polymorphic program takes its argument
// shapes from them (ImportOptions::input_shapes).
std::vector<std::optional<Dims>> input_file_shapes(const ModelInputs& inputs);

// Whether the arguments are read from files, in whole or part (--input, or a
// --set-input NAME=FILE.npy): a pipe can be read only once.
bool reads_files(const ModelInputs& inputs);

// The model's arguments, after check_model_inputs.
std::vector<Literal> model_arguments(const Graph& entry, const ModelInputs& inputs);
// Argument i alone: a big model's arguments are made as the run needs them.
Literal model_argument(const Graph& entry, const ModelInputs& inputs, size_t i);

}  // namespace kiln::cli
