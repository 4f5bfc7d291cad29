#include "support/stderr_capture.h"

#include <unistd.h>

#include <cstdio>
#include <cstdlib>

namespace kiln {

StderrCapture::StderrCapture() {
  std::fflush(stderr);
  char name[] = "/tmp/kiln-stderr-XXXXXX";
  file_ = ::mkstemp(name);
  if (file_ < 0) return;  // nothing captured: the output simply shows
  ::unlink(name);
  saved_ = ::dup(STDERR_FILENO);
  if (saved_ < 0 || ::dup2(file_, STDERR_FILENO) < 0) {
    if (saved_ >= 0) ::close(saved_);
    ::close(file_);
    saved_ = file_ = -1;
  }
}

std::string StderrCapture::finish() {
  if (saved_ < 0) return "";
  std::fflush(stderr);
  ::dup2(saved_, STDERR_FILENO);
  ::close(saved_);
  saved_ = -1;
  std::string text;
  if (::lseek(file_, 0, SEEK_SET) == 0) {
    char buffer[4096];
    for (ssize_t n; (n = ::read(file_, buffer, sizeof buffer)) > 0;) text.append(buffer, static_cast<size_t>(n));
  }
  ::close(file_);
  file_ = -1;
  return text;
}

StderrCapture::~StderrCapture() { finish(); }

}  // namespace kiln
