#include "support/subprocess.h"

#include <fcntl.h>
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iterator>

extern char** environ;

namespace kiln {

std::string tool_from_environment(const char* name, const char* fallback) {
  const char* v = std::getenv(name);
  return v && *v ? v : fallback;
}

std::string run_program(const std::vector<std::string>& args, std::string* output) {
  std::vector<std::string> words = args;
  std::vector<char*> argv;
  for (std::string& a : words) argv.push_back(a.data());
  argv.push_back(nullptr);
  char log[] = "/tmp/kiln-tool-XXXXXX";
  const int log_fd = mkstemp(log);
  if (log_fd < 0) return fmt::format("cannot create a temporary file: {}", std::strerror(errno));
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, log_fd, STDOUT_FILENO);
  posix_spawn_file_actions_adddup2(&actions, log_fd, STDERR_FILENO);
  pid_t pid = 0;
  const int spawned = posix_spawnp(&pid, argv[0], &actions, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  close(log_fd);
  std::string problem;
  if (spawned != 0) {
    problem = fmt::format("cannot run '{}': {}", args[0], std::strerror(spawned));
  } else {
    int status = 0;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    std::ifstream in(log);
    const std::string printed(std::istreambuf_iterator<char>(in), {});
    if (output) *output = printed;
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) problem = fmt::format("'{}' failed: {}", fmt::join(args, " "), printed);
  }
  std::remove(log);
  return problem;
}

}  // namespace kiln
