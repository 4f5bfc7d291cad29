// Paths removed when a signal ends the process (SIGINT, SIGTERM, SIGHUP):
// kiln parity holds a big model's outputs on disk until it compares them
// (25 GB for nanoGPT's forward pass), and a run stopped by Ctrl-C or `kill`
// used to leave them behind in $TMPDIR. Every TemporaryDirectory is listed
// here while it lives; the CLI installs the handler, the Python module leaves
// signals to Python.
#pragma once

#include <filesystem>

namespace kiln {

// From now on those signals wake a thread of its own, which removes the
// listed paths and then ends the process by the same signal (its exit
// status unchanged). A handler, not a blocked mask: OpenBLAS starts its
// threads before main, and a signal may land on any of them. A signal
// ignored when this is called (nohup's SIGHUP) stays ignored.
void remove_listed_paths_on_termination_signals();

// List or unlist a path (a file, or a directory with all in it).
void list_for_removal_on_termination(const std::filesystem::path& path);
void unlist_for_removal_on_termination(const std::filesystem::path& path);

}  // namespace kiln
