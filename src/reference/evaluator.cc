#include "reference/evaluator.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <string>
#include <fmt/format.h>
#include <unistd.h>

#include <unordered_map>

#include "collectives/host_callback_call.h"
#include "collectives/spmd_launch.h"
#include "linalg/lapack_calls.h"
#include "reference/element_blocks.h"
#include "reference/ops.h"
#include "support/cancellation.h"
#include "support/error.h"
#include "support/memory.h"

namespace kiln {

namespace reference {
namespace {

class Interpreter {
 public:
  // `top`: the graph whose nodes options.on_node sees (none: no node's).
  explicit Interpreter(const EvaluateOptions& options, const Graph* top = nullptr) : options_(options), top_(top) {
    scalar_call_ = [this](const Graph& g, const std::vector<Bits>& args) {
      std::vector<RefArray> in;
      in.reserve(args.size());
      for (size_t i = 0; i < args.size(); ++i) {
        RefArray a(TensorType(g.parameters()[i]->type().dtype, {}));
        a.set(0, args[i]);
        in.push_back(std::move(a));
      }
      std::vector<Bits> out;
      for (const RefArray& r : run_owned(g, std::move(in))) out.push_back(r.get(0));
      return out;
    };
  }

  std::vector<RefArray> run_node(const Node& node, std::vector<RefArray> in) { return eval_node_within_memory(node, in); }

  // One result, moved into its vector (a braced list would copy it: the
  // reference spent most of a ResNet's time in those copies).
  static std::vector<RefArray> one(RefArray a) {
    std::vector<RefArray> v;
    v.push_back(std::move(a));
    return v;
  }

  // `graph` on arguments it may only read (each parameter something reads is
  // copied), or (run_owned) on arguments it takes: a loop's state moves
  // through its body instead of being copied each iteration (a max-pool
  // written as a while over 200,704 elements copied 20 MB of state per step).
  std::vector<RefArray> run(const Graph& graph, const std::vector<RefArray>& args) { return run(graph, nullptr, &args); }
  std::vector<RefArray> run_owned(const Graph& graph, std::vector<RefArray> args) { return run(graph, &args, nullptr); }

  std::vector<RefArray> run(const Graph& graph, std::vector<RefArray>* owned, const std::vector<RefArray>* borrowed) {
    const std::vector<RefArray>& args = owned ? *owned : *borrowed;
    std::unordered_map<const Node*, std::vector<RefArray>> values;
    auto get = [&](const Value& v) -> const RefArray& { return values.at(v.node)[static_cast<size_t>(v.index)]; };
    // Each value is dropped after its last reader: a whole model's values at
    // once (nanoGPT's, even in 4 bytes an element) outgrow the machine.
    std::unordered_map<const Node*, size_t> last_read;
    for (size_t i = 0; i < graph.nodes().size(); ++i) {
      for (const Value& v : graph.nodes()[i]->operands()) last_read[v.node] = i;
    }
    for (const Value& v : graph.outputs()) last_read[v.node] = graph.nodes().size();
    // Constants are made when first read, not where they stand: exporters
    // put a module's constants first (nanoGPT's forward opens with 250
    // million elements of splats that it reads layers later). Where
    // on_node sees every node (kiln run --dump-values), they stay in place.
    const bool hooked_graph = options_.on_node && &graph == top_;
    auto make_constants_read_by = [&](const std::vector<Value>& reads) {
      for (const Value& v : reads) {
        if (v.node->op() != OpCode::Constant || values.count(v.node)) continue;
        std::vector<RefArray> none;
        values[v.node] = eval_node_within_memory(*v.node, none);
      }
    };
    for (size_t i = 0; i < graph.nodes().size(); ++i) {
      throw_if_cancelled();
      const Node& node = *graph.nodes()[i];
      if (node.op() == OpCode::Constant && !hooked_graph) continue;  // made by its first reader
      make_constants_read_by(node.operands());
      if (node.op() == OpCode::Parameter) {  // taken or copied, and only when something reads it
        const bool hooked = options_.on_node && &graph == top_;
        if (!last_read.count(&node) && !hooked) continue;
        const size_t p = static_cast<size_t>(node.attrs().parameter_number);
        RefArray a = owned ? std::move(owned->at(p)) : args.at(p);
        a.type = node.type();  // the parameter's layout, for bitcasts
        values[&node] = one(std::move(a));
        if (hooked) options_.on_node(node, {to_literal(values[&node][0])});
        continue;
      }
      // Operands: a value this node reads last (and only once) is moved, not
      // copied. A dynamic slice reads its operand in place: a loop body that
      // slices a 3x3 window out of its state copied the whole state per step.
      const bool reads_in_place = node.op() == OpCode::DynamicSlice;
      std::vector<RefArray> in;
      in.reserve(node.num_operands());
      for (size_t k = 0; k < node.num_operands(); ++k) {
        const Value& v = node.operand(k);
        if (k == 0 && reads_in_place) {
          in.emplace_back();  // read through `get` below
          continue;
        }
        const bool read_again = std::count(node.operands().begin(), node.operands().end(), v) > 1;
        if (last_read.at(v.node) == i && !read_again && v.node->num_results() == 1) {
          in.push_back(std::move(values.at(v.node)[static_cast<size_t>(v.index)]));
        } else {
          in.push_back(get(v));
        }
      }
      std::vector<RefArray> result = reads_in_place ? one(eval_dynamic_slice(node, get(node.operand(0)), in)) : eval_node_within_memory(node, in);
      for (const Value& v : node.operands()) {
        if (last_read.at(v.node) == i) values.erase(v.node);
      }
      values[&node] = std::move(result);
      if (options_.on_node && &graph == top_) {
        std::vector<Literal> literals;
        for (const RefArray& a : values[&node]) literals.push_back(to_literal(a));
        options_.on_node(node, literals);
      }
    }
    // Outputs: moved out, but for a value returned twice.
    make_constants_read_by(graph.outputs());
    std::vector<RefArray> out;
    const std::vector<Value>& outputs = graph.outputs();
    for (size_t k = 0; k < outputs.size(); ++k) {
      const Value& v = outputs[k];
      const bool again = std::find(outputs.begin() + static_cast<std::ptrdiff_t>(k) + 1, outputs.end(), v) != outputs.end();
      if (again || v.node->num_results() != 1) {
        out.push_back(get(v));
      } else {
        out.push_back(std::move(values.at(v.node)[static_cast<size_t>(v.index)]));
      }
    }
    return out;
  }

 private:
  // The reference holds every element in 4 or 8 bytes: a value that cannot fit in
  // this machine's memory is the model's size, said as such (exit 2), not an
  // out-of-memory crash.
  std::vector<RefArray> eval_node_within_memory(const Node& node, std::vector<RefArray>& in) {
    double bytes = 0;
    for (int r = 0; r < node.num_results(); ++r) {
      bytes += static_cast<double>(node.type(r).num_elements()) * static_cast<double>(storage_bytes(element_storage(node.type(r).dtype)));
    }
    static const double memory = physical_memory_bytes();
    auto why_too_big = [&] {
      return fmt::format("the reference evaluator needs {:.3g} GB for %{} ({}), more than this machine's {:.3g} GB of memory", bytes / 1e9,
                         node.name(), node.type().to_string(false), memory / 1e9);
    };
    if (memory > 0 && bytes > memory) user_error("{}", why_too_big());
    try {
      return eval_node(node, in);
    } catch (const std::bad_alloc&) {
      user_error("{}", why_too_big());
    }
  }

  // `in` is the node's own: an op that writes into its operand (a dynamic
  // update slice) may take it. Parameters are run's (taken or copied there).
  std::vector<RefArray> eval_node(const Node& node, std::vector<RefArray>& in) {
    const OpCode op = node.op();
    if (is_elementwise(op)) return one(eval_elementwise(node, in));
    switch (op) {
      case OpCode::Constant: return one(from_literal(*node.attrs().literal, node.type()));
      case OpCode::Iota: return one(eval_iota(node));
      case OpCode::BitcastConvert: return one(eval_bitcast_convert(node, in[0]));
      case OpCode::Broadcast: return one(eval_broadcast(node, in[0], threads_));
      case OpCode::Reshape: return one(eval_reshape(node, std::move(in[0])));
      case OpCode::Bitcast: return one(eval_bitcast(node, in[0]));
      case OpCode::Transpose: return one(eval_transpose(node, in[0], threads_));
      case OpCode::Dot: return one(eval_dot(node, in[0], in[1], sum_rounding(), threads_));
      case OpCode::Reduce: return eval_reduce(node, in, scalar_call_, sum_rounding());
      case OpCode::ReduceWindow: return eval_reduce_window(node, in, scalar_call_);
      case OpCode::Slice: return one(eval_slice(node, in[0]));
      case OpCode::DynamicSlice: return one(eval_dynamic_slice(node, in[0], in));
      case OpCode::DynamicUpdateSlice: {
        RefArray operand = std::move(in[0]);
        return one(eval_dynamic_update_slice(node, std::move(operand), in));
      }
      case OpCode::Concatenate: return one(eval_concatenate(node, in));
      case OpCode::Pad: return one(eval_pad(node, in[0], in[1]));
      case OpCode::Reverse: return one(eval_reverse(node, in[0]));
      case OpCode::Convolution: return one(eval_convolution(node, in[0], in[1], sum_rounding(), threads_));
      case OpCode::Gather: return one(eval_gather(node, in[0], in[1]));
      case OpCode::Scatter: return eval_scatter(node, in, scalar_call_);
      case OpCode::Sort: return eval_sort(node, in, scalar_call_);
      case OpCode::TriangularSolve: return one(eval_triangular_solve(node, in[0], in[1]));
      case OpCode::Cholesky: return one(eval_cholesky(node, in[0]));
      case OpCode::Fft: return one(eval_fft(node, in[0], sum_rounding()));
      case OpCode::Lapack: {  // LAPACK's double-precision routines (linalg/lapack_calls.h)
        std::vector<Literal> operands;
        for (const RefArray& a : in) operands.push_back(to_literal(a));
        std::vector<RefArray> out;
        for (const Literal& l : run_lapack(node.attrs().lapack, operands, /*in_double=*/true)) out.push_back(from_literal(l, l.type()));
        return out;
      }
      case OpCode::HostCallback: {  // the embedder's function, on the values in their declared types
        std::vector<Literal> operands;
        for (const RefArray& a : in) operands.push_back(to_literal(a));
        std::vector<RefArray> out;
        for (const Literal& l : call_host_callback(node, operands)) out.push_back(from_literal(l, l.type()));
        return out;
      }
      case OpCode::AllReduce: case OpCode::AllGather: case OpCode::ReduceScatter: case OpCode::AllToAll:
      case OpCode::CollectivePermute: case OpCode::CollectiveBroadcast: case OpCode::PartitionId: case OpCode::ReplicaId:
        return eval_collective(node, in, sum_rounding());
      case OpCode::Map: return one(eval_map(node, in, scalar_call_));
      case OpCode::While: return eval_while(node, in);
      case OpCode::Conditional: return eval_conditional(node, in);
      default: internal_error("reference evaluator has no rule for {}", opcode_name(op));
    }
  }

  RefArray eval_elementwise(const Node& node, const std::vector<RefArray>& in) {
    RefArray out(node.type(), RefArray::Unwritten{});
    const OpCode op = node.op();
    const DType in_dtype = in.back().dtype();  // select/clamp: the value operand's dtype
    auto at = [](const RefArray& a, int64_t k) {  // scalars broadcast (select pred, clamp bounds)
      return a.get(a.size() == 1 ? 0 : k);
    };
    const OpCategory category = opcode_category(op);
    const Attrs& attrs = node.attrs();
    const bool perturbed = options_.function_error_seed != 0 && is_float(node.type().dtype) && is_approximated(op);
    const uint64_t salt = perturbed ? (options_.function_error_seed * 0x100000001b3ULL) ^ std::hash<std::string>{}(node.name()) * 0x9e3779b1ULL : 0;
    if (eval_whole_array(node, in, out, threads_)) return out;
    for_each_element_block(out.size(), 1, threads_, [&](int64_t begin, int64_t end) {
      for (int64_t k = begin; k < end; ++k) {
        Bits r = 0;
        switch (category) {
          case OpCategory::Unary: r = eval_unary(op, in[0].dtype(), out.dtype(), at(in[0], k), attrs); break;
          case OpCategory::Binary: r = eval_binary(op, in[0].dtype(), at(in[0], k), at(in[1], k), attrs); break;
          default:
            r = op == OpCode::Select ? (at(in[0], k) ? at(in[1], k) : at(in[2], k))
                                     : eval_clamp(in_dtype, at(in[0], k), at(in[1], k), at(in[2], k));
        }
        if (perturbed) r = approximated(out.dtype(), r, salt + static_cast<uint64_t>(k));
        out.set(k, r);
      }
    });
    return out;
  }

  // A transcendental function, which compiled targets approximate.
  static bool is_approximated(OpCode op) {
    switch (op) {
      case OpCode::Exp: case OpCode::Expm1: case OpCode::Log: case OpCode::Log1p: case OpCode::Logistic: case OpCode::Tanh:
      case OpCode::Rsqrt: case OpCode::Cbrt: case OpCode::Sin: case OpCode::Cos: case OpCode::Tan: case OpCode::Erf:
      case OpCode::Power: case OpCode::Atan2:
        return true;
      default: return false;
    }
  }

  // `r` moved by about two ulps of f32 (of f64 for f64), its direction drawn
  // from `salt` (EvaluateOptions::function_error_seed).
  static Bits approximated(DType d, Bits r, uint64_t salt) {
    const double v = as_double(r);
    if (!std::isfinite(v) || v == 0) return r;
    uint64_t h = salt * 0x9e3779b97f4a7c15ULL;
    h ^= h >> 31;
    h *= 0xbf58476d1ce4e5b9ULL;
    h ^= h >> 29;
    const double step = std::ldexp(2.0, d == DType::F64 ? -53 : -24);
    return make_float(d, v * (1 + ((h & 1) ? step : -step)));
  }

  std::vector<RefArray> eval_while(const Node& node, std::vector<RefArray> state) {
    const Graph& condition = *node.called()[0];
    const Graph& body = *node.called()[1];
    for (int64_t i = 0;; ++i) {
      if (run(condition, state)[0].get(0) == 0) return state;
      if (i >= options_.max_while_iterations) {
        user_error("while loop %{} ran more than {} iterations (--max-while-iterations); its condition may never become false", node.name(),
                   options_.max_while_iterations);
      }
      state = run_owned(body, std::move(state));
    }
  }

  std::vector<RefArray> eval_conditional(const Node& node, const std::vector<RefArray>& in) {
    const RefArray& selector = in[0];
    const int64_t branches = static_cast<int64_t>(node.called().size());
    int64_t branch = 0;
    if (selector.dtype() == DType::Pred) {
      branch = selector.get(0) ? 0 : 1;  // true_computation first
    } else {
      branch = static_cast<int64_t>(selector.get(0));
      if (branch < 0 || branch >= branches) branch = branches - 1;  // out of range: the last branch
    }
    size_t first = 1;
    for (int64_t b = 0; b < branch; ++b) first += static_cast<size_t>(node.attrs().branch_operand_counts[static_cast<size_t>(b)]);
    const size_t count = static_cast<size_t>(node.attrs().branch_operand_counts[static_cast<size_t>(branch)]);
    std::vector<RefArray> args(in.begin() + static_cast<long>(first), in.begin() + static_cast<long>(first + count));
    return run_owned(*node.called()[static_cast<size_t>(branch)], std::move(args));
  }

  SumRounding sum_rounding() const { return {options_.sums_round_each_step, options_.sums_reversed}; }

  const EvaluateOptions& options_;
  const int threads_ = options_.threads > 0 ? options_.threads : hardware_threads();
  const Graph* top_;
  ScalarCall scalar_call_;
};

}  // namespace
}  // namespace reference

namespace {

// `arguments`, or `owned` when given (each freed once converted).
std::vector<Literal> evaluate_arguments(const Graph& graph, const std::vector<Literal>& arguments, std::vector<Literal>* owned,
                                        const EvaluateOptions& options) {
  const auto& params = graph.parameters();
  if (arguments.size() != params.size()) {
    user_error("%{} takes {} argument(s), got {}", graph.name(), params.size(), arguments.size());
  }
  std::vector<reference::RefArray> args;
  for (size_t i = 0; i < params.size(); ++i) {
    const TensorType& want = params[i]->type();
    const Literal& got = arguments[i];
    if (got.dtype() != want.dtype || got.dims() != want.dims) {
      user_error("argument {} for parameter %{} is {}, but the parameter is {}", i, params[i]->name(),
                 got.type().to_string(false), want.to_string(false));
    }
    args.push_back(reference::from_literal(got, want));
    if (owned) (*owned)[i] = Literal();
  }
  const CancellationScope cancellation(options.cancel);
  reference::Interpreter interpreter(options, &graph);
  std::vector<reference::RefArray> results = interpreter.run_owned(graph, std::move(args));  // parameters moved in, not copied
  // Each result freed once converted: nanoGPT's forward returns 1.5 billion
  // elements, 12 GB as the reference holds them, and both forms of all of
  // them at once took its peak from 14 to 20 GB.
  std::vector<Literal> out;
  for (reference::RefArray& r : results) {
    out.push_back(reference::to_literal(r));
    r = {};
  }
  return out;
}

}  // namespace

std::vector<Literal> evaluate(const Graph& graph, const std::vector<Literal>& arguments, const EvaluateOptions& options) {
  return evaluate_arguments(graph, arguments, nullptr, options);
}

std::vector<Literal> evaluate(const Graph& graph, std::vector<Literal>&& arguments, const EvaluateOptions& options) {
  return evaluate_arguments(graph, arguments, &arguments, options);
}

std::vector<Literal> evaluate_node(const Node& node, const std::vector<Literal>& operands, const EvaluateOptions& options) {
  KILN_CHECK(operands.size() == node.num_operands(), "evaluate_node of %{}", node.name());
  std::vector<reference::RefArray> in;
  for (size_t i = 0; i < operands.size(); ++i) in.push_back(reference::from_literal(operands[i], node.operand(i).type()));
  reference::Interpreter interpreter(options);
  std::vector<Literal> out;
  for (const auto& r : interpreter.run_node(node, in)) out.push_back(reference::to_literal(r));
  return out;
}

std::vector<Literal> evaluate_on_devices(const Graph& graph, const DeviceMesh& mesh, std::vector<Literal> arguments,
                                         const EvaluateOptions& options) {
  if (mesh.devices() == 1) return evaluate(graph, std::move(arguments), options);
  return run_devices_on_literals(mesh, std::move(arguments),
                                 [&](int64_t, std::vector<Literal> mine) { return evaluate(graph, std::move(mine), options); });
}

}  // namespace kiln
