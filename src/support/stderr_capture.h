// What a library prints on standard error while a call runs, held back: for
// chatty code kiln calls (Halide's Adams2019 autoscheduler prints its passes
// and cache statistics). Process-wide: other threads' stderr output in the
// meantime is held too and printed when the capture ends.
#pragma once

#include <string>

namespace kiln {

class StderrCapture {
 public:
  StderrCapture();   // from here, stderr goes to a temporary file
  ~StderrCapture();  // restores stderr (what was held is dropped unless taken)
  StderrCapture(const StderrCapture&) = delete;
  StderrCapture& operator=(const StderrCapture&) = delete;
  // Restores stderr and returns what was printed meanwhile.
  std::string finish();

 private:
  int saved_ = -1;
  int file_ = -1;
};

}  // namespace kiln
