#include "fusion/kernel_cost.h"

#include <algorithm>

namespace kiln {

namespace {

// Ops that move or retype data without arithmetic.
bool moves_only(OpCode op) {
  switch (op) {
    case OpCode::Convert: case OpCode::BitcastConvert: case OpCode::Copy:
      return true;
    default:
      return false;
  }
}

// The bytes a kernel reads of input `v`: all of it, unless every read is the
// operand of a gather or dynamic-slice, which fetch only their result's
// elements (an embedding table is read a few rows at a time).
int64_t bytes_read_of(const Kernel& kernel, const Value& v) {
  int64_t fetched = 0;
  for (const Node* n : kernel.nodes) {
    for (size_t i = 0; i < n->num_operands(); ++i) {
      if (n->operand(i) != v) continue;
      const bool indexed = (n->op() == OpCode::Gather || n->op() == OpCode::DynamicSlice) && i == 0;
      if (!indexed) return v.type().byte_size();
      fetched += n->type().num_elements() * static_cast<int64_t>(dtype_bytes(v.type().dtype));
    }
  }
  return std::min(fetched, v.type().byte_size());
}

}  // namespace

double node_flops(const Node& node) {
  const double out = static_cast<double>(node.type().num_elements());
  switch (node.op()) {
    case OpCode::Dot:
      return 2 * out * static_cast<double>(extent_of(node.operand(0).type(), node.attrs().dot.lhs_contracting));
    case OpCode::Convolution: {
      const ConvDims& c = node.attrs().conv;
      double per_output = static_cast<double>(node.operand(1).type().dims[static_cast<size_t>(c.kernel_input_feature)]);
      for (const WindowDim& w : node.attrs().window) per_output *= static_cast<double>(w.size);
      return 2 * out * per_output;
    }
    case OpCode::Reduce: {
      double in = 0;
      for (size_t i = 0; i < node.num_operands() / 2; ++i) in += static_cast<double>(node.operand(i).type().num_elements());
      return in;
    }
    case OpCode::ReduceWindow: {
      double window = 1;
      for (const WindowDim& w : node.attrs().window) window *= static_cast<double>(w.size);
      return out * window;
    }
    default:
      return is_elementwise(node.op()) && !moves_only(node.op()) ? out : 0;
  }
}

KernelCost kernel_cost(const Kernel& kernel) {
  KernelCost c;
  if (kernel.is_alias()) return c;  // a bitcast: the same memory, retyped
  for (const Node* n : kernel.nodes) {
    c.flops += node_flops(*n);
    if (n->op() == OpCode::Dot || n->op() == OpCode::Convolution) c.gemm_dtype = n->type().dtype;
  }
  for (const Value& v : kernel.inputs) c.bytes_read += bytes_read_of(kernel, v);
  for (const Value& v : kernel.outputs) c.bytes_written += v.type().byte_size();
  return c;
}

}  // namespace kiln
