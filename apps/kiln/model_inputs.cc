#include "model_inputs.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <filesystem>
#include <map>
#include <optional>

#include "collectives/block_layout.h"
#include "importer/elided_constants.h"
#include "ir/literal_npy.h"
#include "parity/special_values.h"
#include "support/error.h"
#include "support/memory.h"
#include "support/npy.h"

namespace kiln::cli {

const char* const kSetInputHelp =
    "NAME=VALUE or NAME=FILE.npy, with --random-inputs: parameter NAME (its name, or its number) takes VALUE in every element, "
    "or the file; the others stay random (repeat the flag)";

const char* const kRandomValuesHelp =
    "uniform (default: floats uniform in [-1, 1)) or scaled: each float parameter drawn by its role, as --elided-constants scaled "
    "fills constants (a dot or convolution operand N(0, 2/fan_in), a bias N(0, 0.01), a scale or a value under a square root or log uniform in [0.5, 1.5], others N(0, 1))";

bool parse_random_values(const std::string& text) {
  if (text == "uniform") return false;
  if (text == "scaled") return true;
  user_error("--random-values must be uniform or scaled, not '{}'", text);
}

namespace {

struct SetInput {
  std::string text;   // as given, for messages
  std::string value;  // after the '='
};

// The parameter `name` means: its name (with or without the '%'), else its
// number, its position among the entry's parameters (HLO's parameter(N);
// a tuple parameter's elements are parameters of their own).
std::optional<size_t> parameter_named(const Graph& entry, std::string name) {
  if (!name.empty() && name[0] == '%') name = name.substr(1);
  const auto& params = entry.parameters();
  for (size_t i = 0; i < params.size(); ++i) {
    if (params[i]->name() == name) return i;
  }
  size_t number = 0;
  const auto [end, error] = std::from_chars(name.data(), name.data() + name.size(), number);
  if (error == std::errc() && end == name.data() + name.size() && !name.empty() && number < params.size()) return number;
  return std::nullopt;
}

// Each --set-input by the parameter it sets; UserError for one that names no
// parameter, or one set twice.
std::map<size_t, SetInput> set_inputs_by_parameter(const Graph& entry, const ModelInputs& inputs) {
  std::map<size_t, SetInput> by_parameter;
  for (const std::string& text : inputs.set) {
    const size_t eq = text.find('=');
    if (eq == std::string::npos || eq == 0 || eq + 1 == text.size()) {
      user_error("--set-input '{}': expected NAME=VALUE or NAME=FILE.npy", text);
    }
    const std::string name = text.substr(0, eq);
    const std::optional<size_t> i = parameter_named(entry, name);
    if (!i) {
      user_error("--set-input '{}': %{} has no parameter named or numbered '{}' (it has {}, numbered from 0)", text, entry.name(), name,
                 entry.parameters().size());
    }
    if (by_parameter.count(*i)) user_error("--set-input sets parameter {} (%{}) twice", *i, entry.parameters()[*i]->name());
    by_parameter[*i] = {text, text.substr(eq + 1)};
  }
  return by_parameter;
}

// `value` in every element of `type`; UserError when the dtype cannot hold it exactly.
Literal filled_with(const TensorType& type, const SetInput& set, const std::string& parameter) {
  const DType d = type.dtype;
  Literal out(d, type.dims);
  const std::string& v = set.value;
  auto refuse = [&](const std::string& why) { user_error("--set-input '{}': {} for parameter %{} ({})", set.text, why, parameter, type.to_string(false)); };
  if (is_float(d)) {
    // from_chars, as integers are read: no locale, no spaces, no '+', no hex.
    double x = 0;
    const auto [end, error] = std::from_chars(v.data(), v.data() + v.size(), x);
    if (error != std::errc() || end != v.data() + v.size()) refuse(fmt::format("'{}' is not a number", v));
    Literal one(d, {});
    one.set_double(0, x);  // rounded to the dtype, half to even
    const double held = one.get_double(0);
    if (std::isfinite(x) && !std::isfinite(held)) refuse(fmt::format("{} is past the largest finite {}", v, dtype_name(d)));
    if (std::isinf(x) && !std::isinf(held)) refuse(fmt::format("{} has no infinity", dtype_name(d)));
    if (std::isnan(x) && !std::isnan(held)) refuse(fmt::format("{} has no NaN", dtype_name(d)));
    for (int64_t i = 0; i < out.num_elements(); ++i) out.set_double(i, x);
    return out;
  }
  uint64_t bits = 0;
  if (d == DType::Pred) {
    if (v == "true" || v == "1") {
      bits = 1;
    } else if (v != "false" && v != "0") {
      refuse(fmt::format("'{}' is not true, false, 1 or 0", v));
    }
  } else if (is_integer(d)) {
    const int width = dtype_bits(d);
    bool fits = false;
    if (is_signed_int(d)) {
      int64_t x = 0;
      const auto [end, error] = std::from_chars(v.data(), v.data() + v.size(), x);
      const int64_t lo = width == 64 ? INT64_MIN : -(int64_t{1} << (width - 1)), hi = width == 64 ? INT64_MAX : (int64_t{1} << (width - 1)) - 1;
      fits = error == std::errc() && end == v.data() + v.size() && x >= lo && x <= hi;
      bits = static_cast<uint64_t>(x);
    } else {
      uint64_t x = 0;
      const auto [end, error] = std::from_chars(v.data(), v.data() + v.size(), x);
      fits = error == std::errc() && end == v.data() + v.size() && (width == 64 || x < (uint64_t{1} << width));
      bits = x;
    }
    if (!fits) refuse(fmt::format("'{}' is not a decimal integer in {}'s range", v, dtype_name(d)));
  } else {
    refuse("only a .npy file sets a parameter of this dtype");
  }
  for (int64_t i = 0; i < out.num_elements(); ++i) out.set_bits(i, bits);
  return out;
}

Literal set_argument(const Graph& entry, size_t i, const SetInput& set) {
  const Node& param = *entry.parameters().at(i);
  if (set.value.ends_with(".npy")) {
    return literal_from_npy(read_npy(set.value), param.type(), fmt::format("--set-input {} for parameter %{}", set.text, param.name()),
                            entry.complex_parameter(i));
  }
  return filled_with(param.type(), set, param.name());
}

}  // namespace

void check_model_inputs(const std::string& model, const Graph& entry, const ModelInputs& inputs) {
  if (inputs.random && !inputs.files.empty()) user_error("give either --input files or --random-inputs, not both");
  if (!inputs.random && inputs.scaled) user_error("--random-values scaled draws --random-inputs; give --random-inputs too");
  if (!inputs.random && !inputs.set.empty()) user_error("--set-input sets some of --random-inputs; give --random-inputs too");
  if (!inputs.random && inputs.files.size() != entry.parameters().size()) {
    user_error("{} takes {} input(s), {} given (use --input once per parameter, or --random-inputs)", model, entry.parameters().size(),
               inputs.files.size());
  }
  // Every value is read here, before anything compiles: a bad one is named first.
  for (const auto& [i, set] : set_inputs_by_parameter(entry, inputs)) set_argument(entry, i, set);
}

namespace {

// The block parameter `i` of an already-partitioned module is, if its
// sharding= said.
std::optional<TensorSharding> parameter_block(const ModelInputs& inputs, size_t i) {
  if (!inputs.parameter_blocks || i >= inputs.parameter_blocks->parameters.size()) return std::nullopt;
  return inputs.parameter_blocks->parameters[i];
}

// `device`'s block of a global array read from a file, by the parameter's
// sharding; UserError naming the input when the file is neither the
// parameter's shape nor the global one.
Literal device_block_of(const NpyArray& array, const TensorType& type, const TensorSharding& block, const ProgramShardings& blocks, int64_t device,
                        const std::string& what) {
  const NamedMesh& mesh = blocks.mesh_of(block);
  Dims global = type.dims;
  for (size_t d = 0; d < global.size(); ++d) global[d] *= blocks_along(block, mesh, d);
  if (array.shape != global) {
    user_error("{}: the file is [{}]; this device's parameter is [{}], a block of the global [{}] (its sharding=): give either",
               what, fmt::join(array.shape, ","), fmt::join(type.dims, ","), fmt::join(global, ","));
  }
  const Literal whole = literal_from_npy(array, TensorType(type.dtype, global), what);
  const ShardBlock mine = shard_block(block, mesh, global, device);
  Literal out(type.dtype, type.dims);
  copy_block_out(whole.data(), global, static_cast<size_t>(dtype_bytes(type.dtype)), mine.start, mine.size, out.data());
  return out;
}

}  // namespace

Literal model_argument(const Graph& entry, const ModelInputs& inputs, size_t i) {
  const Node& param = *entry.parameters().at(i);
  const TensorType& type = param.type();
  if (!inputs.random) {
    const std::string what = fmt::format("input {} ({}) for parameter %{}", i, inputs.files[i], param.name());
    NpyArray array = read_npy(inputs.files.at(i));
    if (const std::optional<TensorSharding> block = parameter_block(inputs, i); block && array.shape != type.dims) {
      return device_block_of(array, type, *block, *inputs.parameter_blocks, inputs.device, what);
    }
    return literal_from_npy(std::move(array), type, what, entry.complex_parameter(i));
  }
  if (!inputs.set.empty()) {
    const std::map<size_t, SetInput> set = set_inputs_by_parameter(entry, inputs);
    if (auto it = set.find(i); it != set.end()) return set_argument(entry, i, it->second);
  }
  // Said before anything is made: the reference then holds it once more.
  if (const double bytes = static_cast<double>(type.byte_size()); bytes > physical_memory_bytes() / 2 && physical_memory_bytes() > 0) {
    out_of_memory(2 * bytes, fmt::format("input {} (%{} {}), which a run holds twice", i, param.name(), type.to_string(false)));
  }
  const uint64_t seed = inputs.seed * 1000003 + i;
  Literal argument = inputs.scaled && is_float(type.dtype) ? values_by_role(entry, param, ElidedConstants::Scaled, seed) : random_literal(type, seed);
  if (inputs.special_values) mix_special_values(argument, seed, SpecialValueLayout::RowsAndColumns, inputs.special_value_set);
  return argument;
}

bool on_global_arrays(const Module& module) { return !module.shardings().empty(); }

ModelInputs device_inputs(const ModelInputs& inputs, int64_t device, const Module& module) {
  ModelInputs mine = inputs;
  mine.device = device;
  if (!module.parameter_blocks().empty()) mine.parameter_blocks = &module.parameter_blocks();
  if (on_global_arrays(module)) {
    for (const std::string& file : mine.files) {
      if (file.find("{device}") != std::string::npos) {
        user_error("--input {}: this program is on global arrays (Shardy's sdy.sharding): every device takes the same whole array, "
                   "and cuts its own block where the program says; give one file without {{device}}",
                   file);
      }
    }
    return mine;
  }
  mine.seed = inputs.seed * 1009 + static_cast<uint64_t>(device);
  for (std::string& file : mine.files) {
    for (size_t at = file.find("{device}"); at != std::string::npos; at = file.find("{device}", at)) file.replace(at, 8, std::to_string(device));
  }
  return mine;
}

const char* const kDevicesHelp =
    "N: the devices of a module partitioned for several (replica_count x num_partitions), all run in this process, one thread each; "
    "outputs go to DIR/device<k>/ (default: the module's count)";

int64_t checked_devices(const std::string& model, const DeviceMesh& mesh, int64_t devices_flag) {
  if (devices_flag != 0 && devices_flag != mesh.devices()) {
    user_error("--devices {}: {} is for {} device{} (replica_count={}, num_partitions={})", devices_flag, model, mesh.devices(),
               mesh.devices() == 1 ? "" : "s", mesh.replicas, mesh.partitions);
  }
  return mesh.devices();
}

std::vector<Literal> device_arguments(const Module& module, const ModelInputs& inputs) {
  const Graph& entry = *module.entry();
  const int64_t devices = module.mesh().devices();
  if (devices == 1) return model_arguments(entry, inputs);
  std::vector<Literal> all;
  for (int64_t d = 0; d < devices; ++d) {
    for (Literal& l : model_arguments(entry, device_inputs(inputs, d, module))) all.push_back(std::move(l));
  }
  return all;
}

std::vector<std::optional<Dims>> input_file_shapes(const ModelInputs& inputs) {
  std::vector<std::optional<Dims>> shapes;
  if (inputs.random) return shapes;
  for (const std::string& file : inputs.files) {
    // Not a pipe's: its header is the data's beginning, read once.
    std::error_code error;
    if (!std::filesystem::is_regular_file(file, error)) {  // (a file it cannot look at: read_npy says why)
      shapes.push_back(std::nullopt);
      continue;
    }
    shapes.push_back(Dims(read_npy_header(file).shape));
  }
  return shapes;
}

std::string describe_inputs(const ModelInputs& inputs) {
  if (!inputs.random) return "from files";
  std::string text = fmt::format("random (seed {}", inputs.seed);
  if (inputs.scaled) text += ", scaled by role";
  if (inputs.special_values) text += inputs.special_value_set == SpecialValueSet::Finite ? ", finite special values" : ", special values";
  if (!inputs.set.empty()) text += fmt::format(", {} set: {}", inputs.set.size(), fmt::join(inputs.set, " "));
  return text + ")";
}

bool reads_files(const ModelInputs& inputs) {
  return !inputs.files.empty() || std::any_of(inputs.set.begin(), inputs.set.end(), [](const std::string& s) { return s.ends_with(".npy"); });
}

std::vector<Literal> model_arguments(const Graph& entry, const ModelInputs& inputs) {
  std::vector<Literal> arguments;
  for (size_t i = 0; i < entry.parameters().size(); ++i) arguments.push_back(model_argument(entry, inputs, i));
  return arguments;
}

}  // namespace kiln::cli
