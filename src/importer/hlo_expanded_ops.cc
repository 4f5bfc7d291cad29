// HLO instructions kiln expands into its own ops: custom calls, top-k, rng, batch norm, select-and-scatter, collectives.
#include "importer/graph_importer_class.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <iostream>
#include <map>
#include <set>
#include <unordered_map>

#include "expand/batch_norm.h"
#include "expand/chlo_decompositions.h"
#include "expand/complex_ops.h"
#include "expand/philox.h"
#include "expand/random_numbers.h"
#include "expand/threefry.h"
#include "expand/top_k.h"
#include "importer/attribute_parser.h"
#include "importer/custom_call_targets.h"
#include "importer/mlir_parser.h"
#include "importer/text_cursor.h"
#include "ir/select_and_scatter.h"
#include "ir/shape_inference.h"
#include "support/error.h"

namespace kiln::hlo_import {

// select-and-scatter(operand, source, init), window=..., select=%s, scatter=%t:
// built from kiln ops (ir/select_and_scatter.h).
// custom-call: by what its target means on one device
// (importer/custom_call_targets.h).
Imported ModuleBuilder::import_custom_call(const AstInstruction& inst, Graph* g, const std::vector<Imported>& operands) {
  const AstAttribute* attr = inst.find_attribute("custom_call_target");
  if (!attr) fail(inst.opcode_offset, fmt::format("custom-call %{} needs custom_call_target=", inst.name));
  TextCursor c(src_, attr->value);
  const std::string target = c.read_string("a quoted custom_call_target");
  switch (custom_call_meaning(target)) {
    case CustomCallMeaning::Identity: {
      // A single array declared as a one-element tuple is wrapped.
      const bool wrap = operands.size() == 1 && !operands[0].is_tuple && inst.shape.is_tuple;
      const Imported v = wrap ? tuple_of(operands) : passed_through(operands);
      check_matches(inst, v);
      return v;
    }
    case CustomCallMeaning::Sink: {
      const Imported nothing = tuple_of({});
      check_matches(inst, nothing);
      return nothing;
    }
    case CustomCallMeaning::TopK: return import_top_k(inst, g, operands, true);
    case CustomCallMeaning::TriangularSolve: {
      const AstAttribute* config = inst.find_attribute("backend_config");
      if (!config) fail(inst.opcode_offset, fmt::format("custom-call %{} ({}) needs backend_config=", inst.name, target));
      // (a, b), or (a, b, alpha) as JAX exported it before 2025: alpha scales b.
      if (operands.size() < 2 || operands.size() > 3 || operands[0].is_tuple || operands[1].is_tuple ||
          (operands.size() == 3 && (operands[2].is_tuple || operands[2].leaf.type().rank() != 0))) {
        fail(inst.opcode_offset, fmt::format("custom-call %{} ({}) takes a, b and an optional scalar alpha", inst.name, target));
      }
      Value rhs = operands[1].leaf;
      if (operands.size() == 3) {
        GraphBuilder b(g);
        rhs = b.mul(rhs, b.broadcast(operands[2].leaf, rhs.type().dims, {}));
      }
      Attrs a;
      try {
        a.triangular_solve = lapack_trsm_options(parse_mlir_attribute(src_, config->value));
      } catch (const UserError& e) {
        fail(config->offset, fmt::format("in custom-call %{}: {}", inst.name, e.what()));
      }
      Imported v;
      v.leaf = add_node(inst, OpCode::TriangularSolve, g, {operands[0].leaf, rhs}, a, {inst.shape.array}, inst.name)[0];
      check_matches(inst, v);
      return v;
    }
    case CustomCallMeaning::Lapack: {
      const AstAttribute* config = inst.find_attribute("backend_config");
      Attrs a;
      try {
        MlirAttribute no_config;
        no_config.kind = MlirAttribute::Kind::Dictionary;
        a.lapack = lapack_call_options(target, config ? parse_mlir_attribute(src_, config->value) : no_config);
        if (inst.shape.is_tuple && inst.shape.elements.size() > 2) fit_lapack_declared_shapes(a.lapack, inst.shape.elements[2].array.dims);
      } catch (const UserError& e) {
        fail(config ? config->offset : inst.opcode_offset, fmt::format("in custom-call %{}: {}", inst.name, e.what()));
      }
      GraphBuilder b(g);
      std::vector<Value> packed;
      std::vector<TensorType> types;
      for (const Imported& v : operands) {
        if (v.is_tuple || v.is_complex() != a.lapack.complex) {
          fail(inst.opcode_offset, fmt::format("custom-call %{} ({}) takes {} matrices", inst.name, target, a.lapack.complex ? "complex" : "real"));
        }
        packed.push_back(v.is_complex() ? pack_complex_pairs(b, {v.leaf, v.im}) : v.leaf);
        types.push_back(packed.back().type());
      }
      std::vector<TensorType> result_types;
      try {
        result_types = infer_result_types(OpCode::Lapack, types, a, {}, {});
      } catch (const UserError& e) {
        fail(inst.opcode_offset, fmt::format("in custom-call %{}: {}", inst.name, e.what()));
      }
      const LapackOptions options = a.lapack;
      const std::vector<Value> results = add_node(inst, OpCode::Lapack, g, packed, std::move(a), result_types, inst.name);
      std::vector<Imported> parts;
      for (size_t i = 0; i < results.size(); ++i) {
        if (lapack_result_is_complex(options, i)) {
          const ComplexValue z = unpack_complex_pairs(b, results[i]);
          Imported v;
          v.leaf = z.re;
          v.im = z.im;
          parts.push_back(v);
        } else {
          parts.push_back(Imported{results[i]});
        }
      }
      const Imported v = parts.size() == 1 ? parts[0] : tuple_of(parts);
      check_matches(inst, v);
      return v;
    }
    case CustomCallMeaning::Threefry2x32: {
      if (operands.size() != 4) fail(inst.opcode_offset, fmt::format("custom-call %{} ({}) takes key0, key1, count0 and count1", inst.name, target));
      for (const Imported& v : operands) {
        if (v.is_tuple || v.is_complex()) fail(inst.opcode_offset, fmt::format("custom-call %{} ({}) takes four u32 arrays", inst.name, target));
      }
      GraphBuilder b(g);
      try {
        const auto [y0, y1] = threefry2x32(b, operands[0].leaf, operands[1].leaf, operands[2].leaf, operands[3].leaf);
        const Imported v = tuple_of({Imported{y0}, Imported{y1}});
        check_matches(inst, v);
        return v;
      } catch (const UserError& e) {
        fail(inst.opcode_offset, fmt::format("in custom-call %{}: {}", inst.name, e.what()));
      }
    }
    case CustomCallMeaning::Chlo: {
      std::vector<Value> reals;
      for (const Imported& v : operands) {
        if (v.is_tuple || v.is_complex()) fail(inst.opcode_offset, fmt::format("custom-call %{} ({}) takes real arrays", inst.name, target));
        reals.push_back(v.leaf);
      }
      GraphBuilder b(g);
      try {
        std::vector<Imported> parts;
        for (const Value& r : decompose_chlo(*module_, b, std::string(custom_call_chlo_op(target)), reals, {})) parts.push_back(Imported{r});
        const Imported v = parts.size() == 1 ? parts[0] : tuple_of(parts);
        check_matches(inst, v);
        return v;
      } catch (const UserError& e) {
        fail(inst.opcode_offset, fmt::format("in custom-call %{}: {}", inst.name, e.what()));
      }
    }
    case CustomCallMeaning::Unknown: break;
  }
  fail(attr->offset, fmt::format("unsupported custom-call target \"{}\" in instruction %{}{}", target, inst.name,
                                 at_source(inst)));
}

// topk (k=, largest=) and custom-call "TopK" (k from the result shape).
Imported ModuleBuilder::import_top_k(const AstInstruction& inst, Graph* g, const std::vector<Imported>& operands, bool largest) {
  if (operands.size() != 1 || operands[0].is_tuple || operands[0].is_complex()) {
    fail(inst.opcode_offset, fmt::format("{} %{} takes one real array operand", inst.opcode, inst.name));
  }
  if (!inst.shape.is_tuple || inst.shape.elements.size() != 2 || inst.shape.elements[0].is_tuple ||
      inst.shape.elements[0].array.rank() == 0) {
    fail(inst.offset, fmt::format("{} %{} must be declared as a tuple (values, indices)", inst.opcode, inst.name));
  }
  const int64_t k = inst.find_attribute("k") ? int_attribute(inst, "k") : inst.shape.elements[0].array.dims.back();
  GraphBuilder b(g);
  std::vector<Value> r;
  try {
    r = top_k(*module_, b, operands[0].leaf, k, largest);
  } catch (const UserError& e) {
    fail(inst.offset, fmt::format("in %{}: {}", inst.name, e.what()));
  }
  const Imported v = tuple_of({Imported{r[0]}, Imported{r[1]}});
  check_matches(inst, v);
  return v;
}

// rng(a, b), distribution=rng_uniform|rng_normal (importer/random_numbers.h).
Imported ModuleBuilder::import_rng(const AstInstruction& inst, Graph* g, const std::vector<Imported>& operands) {
  if (operands.size() != 2 || operands[0].is_tuple || operands[1].is_tuple || inst.shape.is_tuple || inst.shape.is_complex) {
    fail(inst.opcode_offset, fmt::format("rng %{} takes two scalars and gives one array", inst.name));
  }
  const AstAttribute* d = inst.find_attribute("distribution");
  if (!d) fail(inst.opcode_offset, fmt::format("rng %{} needs distribution=rng_uniform or rng_normal", inst.name));
  TextCursor c(src_, d->value);
  const std::string distribution = c.read_name("rng_uniform or rng_normal");
  if (distribution != "rng_uniform" && distribution != "rng_normal") {
    fail(d->offset, fmt::format("unknown distribution '{}' (rng_uniform or rng_normal)", distribution));
  }
  GraphBuilder b(g);
  try {
    const Value r = random_numbers(b, distribution == "rng_normal" ? RandomDistribution::Normal : RandomDistribution::Uniform,
                                   operands[0].leaf, operands[1].leaf, inst.shape.array, inst.name);
    return Imported{r};
  } catch (const UserError& e) {
    fail(inst.offset, fmt::format("in %{}: {}", inst.name, e.what()));
  }
}

// (state, bits) from a u64 state; rng_default is Philox, as XLA's CPU and
// GPU backends run it (importer/philox.h).
Imported ModuleBuilder::import_rng_bit_generator(const AstInstruction& inst, Graph* g, const std::vector<Imported>& operands) {
  if (operands.size() != 1 || operands[0].is_tuple || !inst.shape.is_tuple || inst.shape.elements.size() != 2 || inst.shape.elements[1].is_tuple) {
    fail(inst.opcode_offset, fmt::format("rng-bit-generator %{} takes a state and gives (state, bits)", inst.name));
  }
  std::string algorithm = "rng_default";
  if (const AstAttribute* a = inst.find_attribute("algorithm")) {
    TextCursor c(src_, a->value);
    algorithm = c.read_name("rng_default, rng_philox or rng_three_fry");
    if (algorithm != "rng_default" && algorithm != "rng_philox") {
      fail(a->offset, fmt::format("unsupported: rng-bit-generator with algorithm={} (in %{})", algorithm, inst.name));
    }
  }
  GraphBuilder b(g);
  Imported v;
  try {
    const auto [state, bits] = philox_bit_generator(b, operands[0].leaf, inst.shape.elements[1].array);
    v = tuple_of({Imported{state}, Imported{bits}});
  } catch (const UserError& e) {
    fail(inst.offset, fmt::format("in %{}: {}", inst.name, e.what()));
  }
  check_matches(inst, v);
  return v;
}

// batch-norm-inference, -training and -grad (importer/batch_norm.h).
Imported ModuleBuilder::import_batch_norm(const AstInstruction& inst, Graph* g, const std::vector<Imported>& operands) {
  const size_t arity = inst.opcode == "batch-norm-inference" ? 5 : inst.opcode == "batch-norm-training" ? 3
                       : inst.opcode == "batch-norm-grad"    ? 5 : 0;
  if (arity == 0) fail(inst.opcode_offset, fmt::format("unsupported opcode '{}' in instruction %{}{}", inst.opcode, inst.name, at_source(inst)));
  std::vector<Value> in;
  for (const Imported& v : operands) {
    if (v.is_tuple || v.is_complex()) fail(inst.opcode_offset, fmt::format("{} %{} takes real arrays", inst.opcode, inst.name));
    in.push_back(v.leaf);
  }
  if (in.size() != arity) {
    fail(inst.opcode_offset, fmt::format("{} %{} takes {} operands, got {}", inst.opcode, inst.name, arity, in.size()));
  }
  const BatchNormSpec spec{float_attribute(inst, "epsilon"), int_attribute(inst, "feature_index")};
  GraphBuilder b(g);
  Imported v;
  try {
    if (inst.opcode == "batch-norm-inference") {
      v.leaf = batch_norm_inference(*module_, b, in[0], in[1], in[2], in[3], in[4], spec);
    } else {
      const std::vector<Value> r = inst.opcode == "batch-norm-training"
                                       ? batch_norm_training(*module_, b, in[0], in[1], in[2], spec)
                                       : batch_norm_grad(*module_, b, in[0], in[1], in[2], in[3], in[4], spec);
      std::vector<Imported> elements;
      for (const Value& e : r) elements.push_back(Imported{e});
      v = tuple_of(std::move(elements));
    }
  } catch (const UserError& e) {
    fail(inst.offset, fmt::format("in %{}: {}", inst.name, e.what()));
  }
  check_matches(inst, v);
  return v;
}

Imported ModuleBuilder::import_select_and_scatter(const AstInstruction& inst, Graph* g, const std::vector<Imported>& operands) {
  if (operands.size() != 3) fail(inst.opcode_offset, fmt::format("select-and-scatter %{} takes operand, source and init", inst.name));
  for (size_t i = 0; i < 3; ++i) {
    if (operands[i].is_tuple) fail(inst.operands[i].offset, fmt::format("operand %{} of %{} is a tuple", inst.operands[i].name, inst.name));
  }
  std::vector<WindowDim> window;
  Graph* select = nullptr;
  Graph* scatter = nullptr;
  for (const AstAttribute& attr : inst.attributes) {
    TextCursor c(src_, attr.value);
    if (attr.key == "window") window = parse_window(c);
    else if (attr.key == "select") select = called_graph(parse_computation_ref(c), attr.value.begin);
    else if (attr.key == "scatter") scatter = called_graph(parse_computation_ref(c), attr.value.begin);
    else continue;
    if (!c.at_end()) c.fail_expected(fmt::format("the end of the {} value", attr.key));
  }
  if (!select || !scatter) fail(inst.opcode_offset, fmt::format("select-and-scatter %{} needs select= and scatter=", inst.name));
  if (window.empty()) {  // no window: one element per window
    window.assign(static_cast<size_t>(operands[0].leaf.type().rank()), WindowDim{});
  }
  GraphBuilder b(g);
  Imported v;
  try {
    v.leaf = build_select_and_scatter(*module_, b, operands[0].leaf, operands[1].leaf, operands[2].leaf, window, *select,
                                      scatter, inst.name);
  } catch (const UserError& e) {
    fail(inst.offset, fmt::format("in %{}: {}", inst.name, e.what()));
  }
  check_matches(inst, v);
  return v;
}

}  // namespace kiln::hlo_import
