#include "collectives/spmd_launch.h"

#include <fmt/format.h>

#include <algorithm>
#include <cstdlib>
#include <exception>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

#include "collectives/in_process.h"
#include "collectives/participant.h"
#include "support/error.h"

namespace kiln {

double collective_timeout_seconds() {
  if (const char* s = std::getenv("KILN_COLLECTIVE_TIMEOUT_S")) {
    char* end = nullptr;
    const double v = std::strtod(s, &end);
    // At most about 115 days: "never" (inf, or any huge value) as a time a
    // clock's deadline can hold.
    if (end != s && v > 0) return std::min(v, 1e7);
  }
  return 300;
}

void run_devices_in_process(const DeviceMesh& mesh, const std::function<void(int64_t device)>& device_run) {
  const int64_t n = mesh.devices();
  auto world = std::make_shared<InProcessWorld>(n, collective_timeout_seconds());
  std::mutex mutex;
  std::exception_ptr first;
  std::vector<std::thread> threads;
  for (int64_t d = 0; d < n; ++d) {
    threads.emplace_back([&, d] {
      try {
        InProcessCommunicator comm(world, d);
        const ParticipantScope scope(Participant{d, mesh, &comm});
        device_run(d);
      } catch (const std::exception& e) {
        {
          std::lock_guard<std::mutex> lock(mutex);
          if (!first) first = std::current_exception();
        }
        world->abort(fmt::format("device {} failed: {}", d, e.what()));
      }
    });
  }
  for (std::thread& t : threads) t.join();
  if (first) std::rethrow_exception(first);
}

std::vector<Literal> run_devices_on_literals(const DeviceMesh& mesh, std::vector<Literal> arguments, const DeviceRun& run_device) {
  const size_t n = static_cast<size_t>(mesh.devices());
  if (arguments.size() % n != 0) {
    user_error("{} arguments do not split evenly over {} devices (each device takes as many)", arguments.size(), n);
  }
  const size_t per_device = arguments.size() / n;
  std::vector<std::vector<Literal>> outputs(n);
  run_devices_in_process(mesh, [&](int64_t d) {
    const size_t first = static_cast<size_t>(d) * per_device;
    std::vector<Literal> mine(std::make_move_iterator(arguments.begin() + static_cast<std::ptrdiff_t>(first)),
                              std::make_move_iterator(arguments.begin() + static_cast<std::ptrdiff_t>(first + per_device)));
    outputs[static_cast<size_t>(d)] = run_device(d, std::move(mine));
  });
  std::vector<Literal> all;
  for (auto& o : outputs) {
    for (Literal& l : o) all.push_back(std::move(l));
  }
  return all;
}

}  // namespace kiln
