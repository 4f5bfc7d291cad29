// Test-only: realistic bugs planted in one kernel of a compiled model, so the
// tests can measure what kiln parity catches (KILN_TEST_PERTURB_KERNEL,
// docs/parity.md "How strict parity is"). Never set outside tests.
#pragma once

#include <optional>
#include <string>

#include "ir/graph.h"
#include "runtime/host_buffer.h"

namespace kiln {

enum class BugKind {
  PlusOne,         // the first element + 1 (an integer's low bit flipped)
  Scale,           // every element times (1 + epsilon)
  TowardZero,      // every other element (by a hash of its index) one ulp toward zero: a rounding bias
  RoundToBf16,     // every element rounded to bf16 (to nearest even)
  SwapTiles,       // two tiles of the last two dims swapped
  DropLast,        // a reduce or dot leaves out the last term of its reduced dim
  DuplicateLast,   // ... or counts it twice
};

struct PlantedBug {
  std::string target;  // only on this target; empty: every target
  std::string kernel;  // the kernel (its root's name), or for DropLast and DuplicateLast the reduce or dot
  BugKind kind = BugKind::PlusOne;
  double epsilon = 0;  // Scale
  // Whether the bug is planted in the graph before it is compiled (DropLast,
  // DuplicateLast) rather than in a kernel's output after it runs.
  bool in_graph() const { return kind == BugKind::DropLast || kind == BugKind::DuplicateLast; }
};

// "[TARGET:]KERNEL[=BUG]" with BUG one of plus1 (the default), scale:EPSILON,
// toward_zero, bf16, swap_tiles, drop_last, duplicate_last; nullopt for "".
// UserError for an unknown bug.
std::optional<PlantedBug> parse_planted_bug(const std::string& spec);

// Changes `buffer` (a kernel's output) as the bug says.
void plant_in_output(const PlantedBug& bug, HostBuffer& buffer);

// Rewrites the reduce or dot named bug.kernel in `graph` to drop or
// duplicate the last index of its (last) reduced dim; UserError when no such
// node is there.
void plant_in_graph(const PlantedBug& bug, Graph& graph);

}  // namespace kiln
