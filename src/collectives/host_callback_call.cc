#include "collectives/host_callback_call.h"

#include "collectives/participant.h"
#include "support/host_callbacks.h"

namespace kiln {

std::vector<Literal> call_host_callback(const Node& node, const std::vector<Literal>& operands) {
  const HostCallbackOptions& h = node.attrs().host_callback;
  const int64_t device = current_device_or_zero();
  std::vector<Literal> results;
  for (const TensorType& t : node.result_types()) results.emplace_back(t.dtype, t.dims);
  if (h.once && device != 0) return results;
  std::vector<const void*> in;
  for (int64_t i = 0; i < h.operands; ++i) in.push_back(operands[static_cast<size_t>(i)].data());
  std::vector<void*> out;  // the last result is the order edge, the function's own none of
  for (size_t r = 0; r + 1 < results.size(); ++r) out.push_back(results[r].data());
  call_host(h.id, device, in, out);
  return results;
}

}  // namespace kiln
