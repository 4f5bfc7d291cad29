#include "runtime/thread_pool.h"

#include <pthread.h>
#include <sched.h>

#include <chrono>
#include <new>
#include <system_error>

#include "support/parallel_for.h"

namespace kiln {

namespace {

// How long an idle worker spins before it sleeps. A model's steps follow each
// other within microseconds; waking a sleeping thread costs tens of them (more
// in a virtual machine, whose idle cores are descheduled).
constexpr auto kSpinBeforeSleep = std::chrono::milliseconds(2);

// True on a thread while it works a block: a parallel loop inside one runs
// where it is.
thread_local bool working_a_block = false;

void cpu_relax() {
#if defined(__x86_64__) || defined(__i386__)
  __builtin_ia32_pause();
#elif defined(__aarch64__)
  asm volatile("yield");
#endif
}

// Spins until `done()`, yielding the core now and then to any other runnable
// thread, for at most `budget` (forever when budget is zero); true if done.
template <typename Done>
bool spin_until(Done done, std::chrono::steady_clock::duration budget) {
  const auto start = std::chrono::steady_clock::now();
  for (int i = 1;; ++i) {
    if (done()) return true;
    cpu_relax();
    if (i % 64 == 0) {
      sched_yield();
      if (budget.count() > 0 && std::chrono::steady_clock::now() - start > budget) return done();
    }
  }
}

uint64_t pack_range(int64_t front, int64_t end) { return static_cast<uint64_t>(end) << 32 | static_cast<uint32_t>(front); }

// Takes the index at the front of a range (its owner) or at its end (another
// thread); -1 once it is empty.
int64_t take(std::atomic<uint64_t>& range, bool from_front) {
  uint64_t bits = range.load(std::memory_order_relaxed);
  for (;;) {
    const int64_t front = static_cast<int64_t>(bits & 0xffffffffu), end = static_cast<int64_t>(bits >> 32);
    if (front >= end) return -1;
    const uint64_t rest = from_front ? pack_range(front + 1, end) : pack_range(front, end - 1);
    if (range.compare_exchange_weak(bits, rest, std::memory_order_acq_rel, std::memory_order_relaxed)) {
      return from_front ? front : end - 1;
    }
  }
}

}  // namespace

ThreadPool& ThreadPool::shared() {
  static ThreadPool pool(0);
  static const bool fork_handlers = [] {
    pthread_atfork([] { pool.before_fork(); }, [] { pool.after_fork_in_parent(); }, [] { pool.after_fork_in_child(); });
    return true;
  }();
  (void)fork_handlers;
  return pool;
}

void ThreadPool::before_fork() {
  if (working_a_block) return;  // forking from inside a run: it holds running_
  running_.lock();
  locked_for_fork_ = true;
}

void ThreadPool::after_fork_in_parent() {
  if (!locked_for_fork_) return;
  locked_for_fork_ = false;
  running_.unlock();
}

void ThreadPool::after_fork_in_child() {
  // The workers' std::thread objects name threads of the parent: they can be
  // neither joined nor destroyed (a joinable std::thread terminates the
  // process), so they are left behind, unowned.
  if (!workers_.empty()) {
    new std::vector<std::thread>(std::move(workers_));
    workers_.clear();
  }
  // A worker of the parent may have held these at the fork.
  new (&sleep_mutex_) std::mutex();
  new (&wake_) std::condition_variable();
  new (&error_mutex_) std::mutex();
  sleeping_ = 0;
  pending_ = 0;
  stopping_ = false;
  after_fork_in_parent();
}

ThreadPool::ThreadPool(int threads) : size_(threads > 0 ? threads : hardware_threads()) {}

ThreadPool::~ThreadPool() {
  std::lock_guard<std::mutex> lock(running_);  // a run in progress finishes first
  stop_workers();
}

void ThreadPool::resize(int threads) {
  if (working_a_block) return;  // from inside a block: running_ is this run's
  std::lock_guard<std::mutex> lock(running_);
  const int size = threads > 0 ? threads : hardware_threads();
  if (size == size_) return;
  stop_workers();
  size_ = size;
}

bool ThreadPool::start_workers() {
  stopping_ = false;
  const uint64_t now = generation_.load();  // a worker's first run is the next one, however late it starts
  try {
    for (int t = 1; t < size_; ++t) workers_.emplace_back([this, t, now] { worker_loop(t, now); });
  } catch (const std::system_error&) {  // no more threads: a run must not wait for workers that never started
    stop_workers();
    return false;
  }
  return true;
}

void ThreadPool::stop_workers() {
  if (workers_.empty()) return;
  stopping_ = true;
  generation_.fetch_add(1);
  wake_workers();
  for (std::thread& w : workers_) w.join();
  workers_.clear();
}

void ThreadPool::wake_workers() {
  std::lock_guard<std::mutex> lock(sleep_mutex_);
  wake_.notify_all();
}

void ThreadPool::run(int64_t n, void* body, BlockFn call, bool steal) {
  if (n <= 0) return;
  std::unique_lock<std::mutex> lock(running_, std::try_to_lock);
  if (working_a_block || !lock.owns_lock() || size_ == 1 || n == 1 || (workers_.empty() && !start_workers())) {
    call(body, 0, n);
    return;
  }
  body_ = body;
  call_ = call;
  n_ = n;
  blocks_ = block_count(n);
  steal_ = steal;
  if (steal) {
    if (ranges_size_ < blocks_) {
      ranges_.reset(new Range[static_cast<size_t>(blocks_)]);
      ranges_size_ = blocks_;
    }
    for (int t = 0; t < blocks_; ++t) {
      ranges_[t].bits.store(pack_range(block_start(n, blocks_, t), block_start(n, blocks_, t + 1)), std::memory_order_relaxed);
    }
  }
  error_ = nullptr;
  // Every worker checks in, with a block or without: none can lag into the next run.
  pending_.store(size_ - 1);
  // Workers read the job after they see the new generation (both seq_cst), and
  // a worker about to sleep either sees it or is counted in sleeping_ here.
  generation_.fetch_add(1);
  if (sleeping_.load() > 0) wake_workers();
  work_block(0);
  spin_until([this] { return pending_.load(std::memory_order_acquire) == 0; }, {});
  if (error_) std::rethrow_exception(error_);
}

void ThreadPool::work_block(int index) {
  if (index >= blocks_) return;  // fewer blocks than threads this run
  working_a_block = true;
  try {
    if (!steal_) {
      call_(body_, block_start(n_, blocks_, index), block_start(n_, blocks_, index + 1));
    } else {
      for (int64_t i; (i = take(ranges_[index].bits, true)) >= 0;) call_(body_, i, i + 1);
      for (int k = 1; k < blocks_; ++k) {
        std::atomic<uint64_t>& other = ranges_[(index + k) % blocks_].bits;
        for (int64_t i; (i = take(other, false)) >= 0;) call_(body_, i, i + 1);
      }
    }
  } catch (...) {
    std::lock_guard<std::mutex> lock(error_mutex_);
    if (!error_) error_ = std::current_exception();
  }
  working_a_block = false;
}

void ThreadPool::worker_loop(int index, uint64_t seen) {
  for (;;) {
    if (!spin_until([&] { return generation_.load() != seen; }, kSpinBeforeSleep)) {
      // A run that starts now either sees sleeping_ and wakes this worker
      // through the mutex, or moved generation_ before the predicate reads it.
      std::unique_lock<std::mutex> lock(sleep_mutex_);
      sleeping_.fetch_add(1);
      wake_.wait(lock, [&] { return generation_.load() != seen; });
      sleeping_.fetch_sub(1);
    }
    seen = generation_.load();
    if (stopping_) return;
    work_block(index);
    pending_.fetch_sub(1, std::memory_order_release);
  }
}

}  // namespace kiln
