#include "support/termination_cleanup.h"

#include <semaphore.h>
#include <signal.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <mutex>
#include <thread>
#include <vector>

namespace kiln {

namespace {

constexpr int kSignals[] = {SIGINT, SIGTERM, SIGHUP};

struct Listed {
  std::mutex mutex;
  std::vector<std::filesystem::path> paths;
};

Listed& listed() {
  static Listed* l = new Listed;  // never destroyed: the cleanup thread may read it during exit
  return *l;
}

sem_t woken;
std::atomic<int> caught{0};

// Async-signal-safe: records the first signal and wakes the cleanup thread.
void on_signal(int signal_number) {
  int none = 0;
  if (caught.compare_exchange_strong(none, signal_number)) sem_post(&woken);
}

void clean_up_and_end() {
  while (sem_wait(&woken) != 0 && errno == EINTR) {
  }
  const int signal_number = caught.load();
  // Held to the end: a directory listed after this is never made.
  Listed& l = listed();
  l.mutex.lock();
  for (const std::filesystem::path& p : l.paths) {
    std::error_code ignored;
    std::filesystem::remove_all(p, ignored);
  }
  // The default action, raised again: the process ends as the signal would
  // have ended it.
  signal(signal_number, SIG_DFL);
  raise(signal_number);
}

}  // namespace

void remove_listed_paths_on_termination_signals() {
  static const bool installed = [] {
    sem_init(&woken, 0, 0);
    std::thread(clean_up_and_end).detach();
    struct sigaction action {};
    action.sa_handler = on_signal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    for (int s : kSignals) {
      // An ignored signal stays ignored (nohup's SIGHUP, a script's
      // background job's SIGINT).
      struct sigaction before {};
      if (sigaction(s, nullptr, &before) == 0 && before.sa_handler == SIG_IGN) continue;
      sigaction(s, &action, nullptr);
    }
    return true;
  }();
  (void)installed;
}

void list_for_removal_on_termination(const std::filesystem::path& path) {
  Listed& l = listed();
  std::lock_guard lock(l.mutex);
  l.paths.push_back(path);
}

void unlist_for_removal_on_termination(const std::filesystem::path& path) {
  Listed& l = listed();
  std::lock_guard lock(l.mutex);
  l.paths.erase(std::remove(l.paths.begin(), l.paths.end(), path), l.paths.end());
}

}  // namespace kiln
