// The host's worker threads for a model's parallel work: Halide's parallel
// loops and the GEMM library calls run on this one pool (backends/cpu).
//  - One pool, not one per library: Halide's, OpenMP's (oneDNN) and OpenBLAS's
//    pools each kept threads spinning or sleeping beside the others', so on a
//    machine with as many threads as cores, each library's step paid for waking
//    its own threads or lost a core to another's spinning.
//  - Contiguous blocks, the same block to the same thread every time: a loop
//    over rows gives worker t the t-th slice of rows in every kernel, so a
//    kernel reads the rows its producer wrote on the same core, from that
//    core's cache (a depthwise convolution after its input's epilogue ran 1.6x
//    faster than with rows handed out one at a time).
//  - Workers spin for a short while after their block (steps follow each other
//    within microseconds), yielding the core to anything else runnable, then
//    sleep.
#pragma once

#include <algorithm>
#include <atomic>
#include <climits>
#include <condition_variable>
#include <cstdint>
#include <exception>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

namespace kiln {

class ThreadPool {
 public:
  // The process's pool: every core, until resize().
  static ThreadPool& shared();

  explicit ThreadPool(int threads);
  ~ThreadPool();
  ThreadPool(const ThreadPool&) = delete;
  ThreadPool& operator=(const ThreadPool&) = delete;

  // Threads that work a block, the caller included.
  int size() const { return size_.load(std::memory_order_relaxed); }
  // Waits for any run in progress; `threads` <= 0 means every core. Ignored
  // from inside a block.
  void resize(int threads);

  // How a run over [0, n) is cut: into block_count(n) blocks, block t of B
  // being [block_start(n, B, t), block_start(n, B, t + 1)). Callers that
  // prepare per-block state (a GEMM's primitives) cut the same way.
  int block_count(int64_t n) const { return static_cast<int>(std::min<int64_t>(n, size())); }
  static int64_t block_start(int64_t n, int64_t blocks, int64_t t) { return n * t / blocks; }

  // Calls body(begin, end) on the blocks above, block t worked by thread t
  // (the caller is thread 0). Returns when every block is done and rethrows the first
  // exception a block threw. Called from inside a block, or while another
  // thread's run holds the pool, it runs [0, n) on the calling thread.
  template <typename Body>
  void for_each_block(int64_t n, Body&& body) {
    run(n, &body, [](void* b, int64_t begin, int64_t end) { (*static_cast<Body*>(b))(begin, end); }, false);
  }

  // Calls body(i) once for each i in [0, n), n < 2^31: thread t starts on
  // block t as above, one index after another from its front, and once its
  // block is empty takes what is left of the others from their ends. Rows
  // stay with their thread unless one falls behind (a core the machine gave
  // to something else): then the others finish its rows.
  template <typename Body>
  void for_each_index(int64_t n, Body&& body) {
    run(n, &body,
        [](void* b, int64_t begin, int64_t end) {
          for (int64_t i = begin; i < end; ++i) (*static_cast<Body*>(b))(i);
        },
        n <= INT32_MAX);
  }

 private:
  using BlockFn = void (*)(void* body, int64_t begin, int64_t end);
  void run(int64_t n, void* body, BlockFn call, bool steal);
  bool start_workers();  // false: threads could not be made (none are left running)
  void stop_workers();
  void worker_loop(int index, uint64_t seen);
  void wake_workers();
  void work_block(int index);
  // fork(): the shared pool waits for a run in progress, and the child, which
  // has the forking thread only, forgets the parent's workers and starts its
  // own on its next run (a server that forks after warming a model up).
  void before_fork();
  void after_fork_in_parent();
  void after_fork_in_child();

  std::atomic<int> size_{1};  // read without the lock by callers sizing their work
  std::vector<std::thread> workers_;
  std::mutex running_;  // held by the thread whose run owns the pool

  // The job of the current run (written before `generation_` moves on).
  void* body_ = nullptr;
  BlockFn call_ = nullptr;
  int64_t n_ = 0;
  int blocks_ = 0;
  bool steal_ = false;
  // for_each_index: each block's indices still to take, front in the low 32
  // bits, end in the high 32 (one word, so an owner's and a thief's take
  // cannot overlap); a cache line each.
  struct alignas(64) Range {
    std::atomic<uint64_t> bits{0};
  };
  std::unique_ptr<Range[]> ranges_;
  int ranges_size_ = 0;
  std::exception_ptr error_;
  std::mutex error_mutex_;

  std::atomic<uint64_t> generation_{0};  // bumped once per run (and to stop); workers wait for it to change
  std::atomic<int> pending_{0};          // workers yet to finish the current run (with a block or without)
  std::atomic<int> sleeping_{0};         // workers asleep on wake_
  std::mutex sleep_mutex_;
  std::condition_variable wake_;
  std::atomic<bool> stopping_{false};
  bool locked_for_fork_ = false;
};

}  // namespace kiln
