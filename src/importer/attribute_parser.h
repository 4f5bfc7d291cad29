// Parsers for the values of HLO attributes, each over one raw text span.
#pragma once

#include <string>
#include <vector>

#include "importer/text_cursor.h"
#include "ir/attributes.h"

namespace kiln {

Dims parse_int_list(TextCursor& c);                        // {1,2,3} or {}
std::string parse_computation_ref(TextCursor& c);          // %add or add
std::vector<std::string> parse_computation_list(TextCursor& c);  // {%a, %b}
std::vector<SliceDim> parse_slice_ranges(TextCursor& c);   // {[0:10], [0:25:2]}
std::vector<PadDim> parse_padding(TextCursor& c);          // 0_0x1_1_2
std::vector<WindowDim> parse_window(TextCursor& c);        // {size=3x3 stride=2x2 pad=1_1x1_1 ...}
ConvDims parse_dim_labels(TextCursor& c);                  // b01f_01io->b01f
// {{0,1},{2,3}}, {}, or the iota form [2,4]<=[8], [2,4]<=[4,2]T(1,0): iota
// over the product of the bracketed dims, reshaped to them, transposed, read
// out in row-major order as [groups, group size].
std::vector<Dims> parse_replica_groups(TextCursor& c);
std::vector<std::pair<int64_t, int64_t>> parse_int_pairs(TextCursor& c);  // {{0,1},{1,2}}
bool parse_bool(TextCursor& c);                            // true / false
int64_t parse_int(TextCursor& c);

}  // namespace kiln
