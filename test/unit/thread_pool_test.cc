// kiln's thread pool (runtime/thread_pool.h): contiguous blocks, the same
// block on the same thread run after run, nested and concurrent callers run
// inline, exceptions come back, sleeping workers wake.
#include "runtime/thread_pool.h"

#include <gtest/gtest.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <map>
#include <mutex>
#include <set>
#include <stdexcept>
#include <thread>
#include <vector>

namespace kiln {
namespace {

struct Blocks {
  std::mutex m;
  std::vector<std::pair<int64_t, int64_t>> ranges;
  std::map<int64_t, std::thread::id> thread_of_begin;
};

void record_blocks(ThreadPool& pool, int64_t n, Blocks& out) {
  pool.for_each_block(n, [&](int64_t begin, int64_t end) {
    std::lock_guard<std::mutex> lock(out.m);
    out.ranges.emplace_back(begin, end);
    out.thread_of_begin[begin] = std::this_thread::get_id();
  });
}

TEST(ThreadPool, BlocksPartitionTheRangeContiguouslyOnePerThread) {
  ThreadPool pool(3);
  for (int64_t n : {1, 2, 3, 4, 10, 100, 1001}) {
    Blocks b;
    record_blocks(pool, n, b);
    std::sort(b.ranges.begin(), b.ranges.end());
    const int64_t blocks = std::min<int64_t>(n, 3);
    ASSERT_EQ(static_cast<int64_t>(b.ranges.size()), blocks) << "n=" << n;
    for (int64_t t = 0; t < blocks; ++t) {
      EXPECT_EQ(b.ranges[static_cast<size_t>(t)].first, n * t / blocks) << "n=" << n;
      EXPECT_EQ(b.ranges[static_cast<size_t>(t)].second, n * (t + 1) / blocks) << "n=" << n;
    }
    std::set<std::thread::id> threads;
    for (const auto& [begin, id] : b.thread_of_begin) threads.insert(id);
    EXPECT_EQ(static_cast<int64_t>(threads.size()), blocks) << "n=" << n;
    EXPECT_EQ(b.thread_of_begin.at(0), std::this_thread::get_id()) << "the caller works block 0";
  }
}

// A kernel reads the rows its producer wrote from the same core's cache only
// if block t lands on the same thread every run.
TEST(ThreadPool, TheSameBlockRunsOnTheSameThreadEveryRun) {
  ThreadPool pool(4);
  Blocks first;
  record_blocks(pool, 64, first);
  for (int run = 0; run < 20; ++run) {
    Blocks again;
    record_blocks(pool, 64, again);
    EXPECT_EQ(again.thread_of_begin, first.thread_of_begin) << "run " << run;
  }
}

TEST(ThreadPool, SleepingWorkersWakeForTheNextRun) {
  ThreadPool pool(2);
  for (int run = 0; run < 3; ++run) {
    std::this_thread::sleep_for(std::chrono::milliseconds(30));  // past the spin: the worker sleeps
    std::atomic<int64_t> sum{0};
    pool.for_each_block(1000, [&](int64_t begin, int64_t end) {
      for (int64_t i = begin; i < end; ++i) sum += i;
    });
    EXPECT_EQ(sum.load(), 999 * 1000 / 2);
  }
}

TEST(ThreadPool, ANestedRunWorksItsRangeOnTheCallingThread) {
  ThreadPool pool(2);
  std::atomic<int64_t> inner_calls{0}, inner_items{0};
  pool.for_each_block(4, [&](int64_t begin, int64_t end) {
    const std::thread::id outer = std::this_thread::get_id();
    for (int64_t i = begin; i < end; ++i) {
      pool.for_each_block(10, [&](int64_t b, int64_t e) {
        EXPECT_EQ(std::this_thread::get_id(), outer);
        ++inner_calls;
        inner_items += e - b;
      });
    }
  });
  EXPECT_EQ(inner_calls.load(), 4);
  EXPECT_EQ(inner_items.load(), 40);
}

TEST(ThreadPool, ConcurrentCallersAllFinishTheirWork) {
  ThreadPool pool(2);
  std::atomic<int64_t> total{0};
  std::vector<std::thread> callers;
  for (int c = 0; c < 4; ++c) {
    callers.emplace_back([&] {
      for (int run = 0; run < 200; ++run) {
        pool.for_each_block(37, [&](int64_t begin, int64_t end) { total += end - begin; });
      }
    });
  }
  for (std::thread& t : callers) t.join();
  EXPECT_EQ(total.load(), 4 * 200 * 37);
}

TEST(ThreadPool, AnExceptionInAnyBlockReachesTheCallerAndThePoolGoesOn) {
  ThreadPool pool(3);
  for (int64_t failing : {0, 1, 2}) {
    EXPECT_THROW(pool.for_each_block(3,
                                     [&](int64_t begin, int64_t) {
                                       if (begin == failing) throw std::runtime_error("block failed");
                                     }),
                 std::runtime_error)
        << "block " << failing;
  }
  std::atomic<int64_t> items{0};
  pool.for_each_block(9, [&](int64_t begin, int64_t end) { items += end - begin; });
  EXPECT_EQ(items.load(), 9);
}

TEST(ThreadPool, EveryIndexRunsOnceAndTheCallerStartsAtItsBlock) {
  ThreadPool pool(3);
  for (int64_t n : {1, 2, 5, 300, 1001}) {
    std::vector<std::atomic<int>> runs(static_cast<size_t>(n));
    std::mutex m;
    std::map<std::thread::id, int64_t> first_index;
    pool.for_each_index(n, [&](int64_t i) {
      ++runs[static_cast<size_t>(i)];
      std::lock_guard<std::mutex> lock(m);
      first_index.emplace(std::this_thread::get_id(), i);
    });
    for (int64_t i = 0; i < n; ++i) ASSERT_EQ(runs[static_cast<size_t>(i)].load(), 1) << "n=" << n << " i=" << i;
    // Under load the others may take the caller's whole block before it
    // starts (work stealing): then it ran nothing, and there is no front.
    if (auto caller = first_index.find(std::this_thread::get_id()); caller != first_index.end()) {
      EXPECT_EQ(caller->second, 0) << "the caller starts at its block's front, n=" << n;
    }
  }
}

// A block whose thread falls behind is finished by the others, from its end.
TEST(ThreadPool, ASlowBlocksLastIndicesAreTakenByTheOthers) {
  ThreadPool pool(2);
  constexpr int64_t n = 40;
  std::vector<std::thread::id> ran_on(static_cast<size_t>(n));
  std::mutex m;
  const std::thread::id caller = std::this_thread::get_id();
  pool.for_each_index(n, [&](int64_t i) {
    if (i >= n / 2) std::this_thread::sleep_for(std::chrono::milliseconds(2));  // block 1 is slow
    std::lock_guard<std::mutex> lock(m);
    ran_on[static_cast<size_t>(i)] = std::this_thread::get_id();
  });
  int stolen = 0;
  for (int64_t i = n / 2; i < n; ++i) stolen += ran_on[static_cast<size_t>(i)] == caller;
  EXPECT_GT(stolen, 0);
  EXPECT_EQ(ran_on[n - 1], caller) << "taken from the end";
  for (int64_t i = 0; i < n / 2; ++i) EXPECT_EQ(ran_on[static_cast<size_t>(i)], caller) << i;
}

TEST(ThreadPool, ResizeChangesTheBlockCount) {
  ThreadPool pool(2);
  for (int size : {4, 1, 3}) {
    pool.resize(size);
    EXPECT_EQ(pool.size(), size);
    Blocks b;
    record_blocks(pool, 12, b);
    EXPECT_EQ(static_cast<int>(b.ranges.size()), size);
  }
}

// A process that forks after its pool has run (a server warming a model up,
// then forking workers): the child has none of the parent's worker threads,
// and its runs start workers of their own instead of waiting for those.
TEST(ThreadPool, AForkedChildStartsWorkersOfItsOwn) {
  ThreadPool& pool = ThreadPool::shared();
  pool.resize(2);
  std::atomic<int64_t> sum{0};
  pool.for_each_index(1000, [&](int64_t i) { sum += i; });
  ASSERT_EQ(sum.load(), 499500);
  int fds[2];
  ASSERT_EQ(pipe(fds), 0);
  const pid_t child = fork();
  ASSERT_GE(child, 0);
  if (child == 0) {
    std::atomic<int64_t> s{0};
    std::thread::id block_one;
    ThreadPool::shared().for_each_block(2, [&](int64_t begin, int64_t) {
      if (begin == 1) block_one = std::this_thread::get_id();
    });
    ThreadPool::shared().for_each_index(1000, [&](int64_t i) { s += i; });
    const char verdict = s == 499500 && block_one != std::this_thread::get_id() ? 'y' : 'n';
    (void)!write(fds[1], &verdict, 1);
    _exit(0);
  }
  close(fds[1]);
  pollfd ready{fds[0], POLLIN, 0};
  const int polled = poll(&ready, 1, 20000);
  char verdict = 0;
  if (polled == 1) (void)!read(fds[0], &verdict, 1);
  if (polled != 1) kill(child, SIGKILL);
  int status = 0;
  waitpid(child, &status, 0);
  close(fds[0]);
  ASSERT_EQ(polled, 1) << "the forked child's run did not finish in 20 s";
  EXPECT_EQ(verdict, 'y') << "wrong sum, or block 1 ran on the calling thread";
  EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0);
  sum = 0;
  pool.for_each_index(1000, [&](int64_t i) { sum += i; });  // the parent's pool goes on
  EXPECT_EQ(sum.load(), 499500);
}

}  // namespace
}  // namespace kiln
