// The stack-frame table current XLA prints after the `HloModule` line
// (FileNames, FunctionNames, FileLocations, StackFrames) and the metadata that
// points into it, read into the source location an instruction came from:
// "model.py:35 (attention)", the innermost frame, as `explain` and import
// errors show it.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "importer/text_cursor.h"

namespace kiln {

struct StackFrameIndex {
  struct FileLocation {
    int64_t file_name_id = 0, function_name_id = 0, line = 0, column = 0;  // ids 1-based
  };
  struct Frame {
    int64_t file_location_id = 0;
    int64_t parent_frame_id = 0;  // 0: the outermost frame
  };
  std::vector<std::string> file_names, function_names;
  std::vector<FileLocation> file_locations;
  std::vector<Frame> frames;

  // "file:line (function)" of frame `id` (1-based); empty when out of range.
  std::string describe(int64_t id) const;
};

// The four sections, from the cursor just past the `FileNames` keyword. Ids
// that point outside their table are errors at their position.
StackFrameIndex parse_stack_frame_index(TextCursor& c);

// The source location that `metadata={...}` (the cursor at its '{') names:
// its stack_frame_id through `index`, else its source_file and source_line;
// empty when it names none.
std::string parse_metadata_location(TextCursor& c, const StackFrameIndex& index);

}  // namespace kiln
