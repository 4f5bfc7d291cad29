#include "lower/software_prefetch.h"

namespace kiln::lower {

namespace hi = Halide::Internal;

namespace {

// The first load of `buffer` in an expression outside any let inside it
// (whose variables a prefetch in front of the statement could not name), or
// null.
class FirstLoad : public hi::IRVisitor {
 public:
  explicit FirstLoad(const std::string& buffer) : buffer_(buffer) {}
  const hi::Load* found = nullptr;

 private:
  using IRVisitor::visit;
  void visit(const hi::Load* op) override {
    if (!found && lets_ == 0 && op->name == buffer_) found = op;
    if (!found) IRVisitor::visit(op);
  }
  void visit(const hi::Let* op) override {
    op->value.accept(this);
    ++lets_;
    op->body.accept(this);
    --lets_;
  }
  const std::string& buffer_;
  int lets_ = 0;
};

const hi::Load* first_load(const Halide::Expr& e, const std::string& buffer) {
  FirstLoad finder(buffer);
  e.accept(&finder);
  return finder.found;
}

// Inside one loop: a prefetch before the first statement whose own
// expressions load the buffer, where every variable its index names is bound.
class PrefetchBeforeFirstLoad : public hi::IRMutator {
 public:
  PrefetchBeforeFirstLoad(const PrefetchSite& site, const std::string& loop) : site_(site), loop_(loop) {}

 private:
  using IRMutator::visit;

  hi::Stmt visit(const hi::LetStmt* op) override {
    if (hi::Stmt s = before(op, first_load(op->value, site_.buffer)); s.defined()) return s;
    return IRMutator::visit(op);
  }
  hi::Stmt visit(const hi::Store* op) override {
    const hi::Load* load = first_load(op->value, site_.buffer);
    if (!load) load = first_load(op->index, site_.buffer);
    if (hi::Stmt s = before(op, load); s.defined()) return s;
    return IRMutator::visit(op);
  }
  hi::Stmt visit(const hi::Evaluate* op) override {
    if (hi::Stmt s = before(op, first_load(op->value, site_.buffer)); s.defined()) return s;
    return IRMutator::visit(op);
  }

  // The element the load reads `ahead` iterations later: its index (a dense
  // vector's first lane) with the loop variable moved on.
  hi::Stmt before(const hi::Stmt& stmt, const hi::Load* load) {
    if (done_ || !load) return hi::Stmt();
    Halide::Expr index = load->index;
    if (const auto* ramp = index.as<hi::Ramp>()) {
      if (!hi::is_const_one(ramp->stride)) return hi::Stmt();
      index = ramp->base;
    } else if (index.type().is_vector()) {
      return hi::Stmt();
    }
    done_ = true;
    const Halide::Expr later = hi::substitute(loop_, hi::Variable::make(Halide::Int(32), loop_) + site_.ahead, index);
    const Halide::Type element = load->type.element_of();
    const int per_line = std::max(1, 64 / element.bytes());
    const Halide::Expr fetch = hi::Call::make(element, hi::Call::prefetch,
                                              {hi::Variable::make(Halide::Handle(), site_.buffer), later, 1, per_line}, hi::Call::Intrinsic);
    return hi::Block::make(hi::Evaluate::make(fetch), stmt);
  }

  const PrefetchSite& site_;
  const std::string& loop_;
  bool done_ = false;
};

}  // namespace

hi::Stmt InjectSoftwarePrefetches::visit(const hi::For* op) {
  hi::Stmt s = IRMutator::visit(op);
  for (const PrefetchSite& site : sites_) {
    // Halide renames a loop that does not start at zero `<name>.rebased`.
    if (op->name.rfind(site.loop_prefix, 0) != 0 ||
        !(op->name.ends_with("." + site.loop_var) || op->name.ends_with("." + site.loop_var + ".rebased"))) {
      continue;
    }
    const auto* loop = s.as<hi::For>();
    hi::Stmt body = PrefetchBeforeFirstLoad(site, op->name).mutate(loop->body);
    s = hi::For::make(loop->name, loop->min, loop->extent, loop->for_type, loop->device_api, body);
  }
  return s;
}

}  // namespace kiln::lower
