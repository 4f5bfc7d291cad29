// Software prefetches a schedule asks for (`prefetch=inK@L+N`), placed by a
// lowering pass of kiln's own rather than Halide's prefetch directive: Halide
// 14 bounds the prefetched region by the loop's own range, and kiln's guarded
// splits promise every index in range, so a prefetch one row ahead came out
// empty and was dropped. This pass runs after Halide's lowering, when loads
// are flat: in loop L of the line's stage, before the first statement that
// loads input K, it prefetches the element that load reads N iterations of L
// later, one 64-byte line a statement (a prefetch never faults, so past the
// buffer's end is harmless).
#pragma once

#include <Halide.h>

#include <string>
#include <vector>

namespace kiln::lower {

struct PrefetchSite {
  std::string loop_prefix;  // "<func>.s<stage>.": the stage's loops
  std::string loop_var;     // the loop's own variable ("d1_o"): its full name ends ".<var>"
  std::string buffer;       // the input's buffer name
  int ahead = 1;            // iterations of the loop
};

class InjectSoftwarePrefetches : public Halide::Internal::IRMutator {
 public:
  explicit InjectSoftwarePrefetches(std::vector<PrefetchSite> sites) : sites_(std::move(sites)) {}
  using IRMutator::mutate;

 protected:
  using IRMutator::visit;
  Halide::Internal::Stmt visit(const Halide::Internal::For* op) override;

 private:
  std::vector<PrefetchSite> sites_;
};

}  // namespace kiln::lower
