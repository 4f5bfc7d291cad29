// Reading and writing NumPy .npy files (format versions 1-3), IR-free: the array
// is its dtype string ("<f4"), shape, and raw C-order bytes.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace kiln {

struct NpyArray {
  std::string descr;  // numpy dtype string: "<f4", "|b1", "<i8", ...
  std::vector<int64_t> shape;
  std::vector<uint8_t> data;  // C order (Fortran-order files are reordered on read)
};

// Throws UserError naming the file for anything that is not a readable .npy.
NpyArray read_npy(const std::string& path);
// Its descr and shape only (data left empty): what a file holds, without reading it.
NpyArray read_npy_header(const std::string& path);
void write_npy(const std::string& path, const NpyArray& array);

}  // namespace kiln
