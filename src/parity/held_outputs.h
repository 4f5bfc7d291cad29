// The outputs of one of kiln parity's runs, held while its other runs go: in
// memory, or as raw files in a scratch directory when the runs' outputs
// together would crowd this machine's memory. nanoGPT's forward pass returns
// 1.5 billion elements; its five runs' outputs are 37 GB beside a 23 GB
// machine, while each output compared on its own is at most a few hundred MB.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "ir/literal.h"

namespace kiln {

class HeldOutputs {
 public:
  HeldOutputs() = default;
  // Held in memory.
  explicit HeldOutputs(std::vector<Literal> outputs);
  // Each written to `dir` (which exists) as NAME-<i>.bin and freed at once;
  // UserError naming the file and the reason when one cannot be written.
  HeldOutputs(std::vector<Literal> outputs, const std::filesystem::path& dir, const std::string& name);

  size_t size() const { return types_.size(); }
  const TensorType& type(size_t i) const { return types_.at(i); }
  bool on_disk() const { return !files_.empty(); }

  // Output i, moved out of memory or read back from its file (which is then
  // removed): each output is taken once, in any order.
  Literal take(size_t i);

 private:
  std::vector<TensorType> types_;
  std::vector<Literal> in_memory_;
  std::vector<std::filesystem::path> files_;
  std::vector<bool> taken_;
};

// Bytes a run's outputs of `types` hold as literals, and as f64 (the
// unrounded run's).
uint64_t literal_bytes(const std::vector<TensorType>& types);
uint64_t f64_bytes(const std::vector<TensorType>& types);

// Whether `bytes` held at once would crowd this machine's memory: more than a
// quarter of it, which leaves the rest to the run that goes beside them.
bool crowds_memory(uint64_t bytes);

}  // namespace kiln
