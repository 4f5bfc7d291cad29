#include "support/npy.h"

#include <cctype>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "support/atomic_file.h"
#include "support/error.h"

namespace kiln {

namespace {

size_t item_size(const std::string& path, const std::string& descr) {
  if (descr.size() < 3) user_error("{}: unsupported .npy dtype '{}'", path, descr);
  // Numbers only: '<U4' (text) read as 4-byte items misreported the file as
  // having bytes after its data.
  if (std::string("biufc").find(descr[1]) == std::string::npos || std::string("<>|=").find(descr[0]) == std::string::npos) {
    user_error("{}: .npy dtype '{}' is not a number type (kiln reads bool, signed and unsigned integers, floats and complex)", path, descr);
  }
  try {
    return static_cast<size_t>(std::stoul(descr.substr(2)));
  } catch (...) {
    user_error("{}: unsupported .npy dtype '{}'", path, descr);
  }
}

}  // namespace

namespace {

// The value of `key` in a .npy header (a Python dict literal): the text
// between `open` and `close` after "'key':", or with open == 0 the word there.
// A linear scan: std::regex recursed once per character and overflowed the
// stack on a 25,000-character field.
std::string npy_header_field(const std::string& path, const std::string& header, const std::string& key, char open, char close) {
  const size_t at = header.find("'" + key + "'");
  if (at == std::string::npos) user_error("{}: .npy header has no {}", path, key);
  size_t i = header.find_first_not_of(" \t", at + key.size() + 2);
  if (i == std::string::npos || header[i] != ':') user_error("{}: .npy header: no ':' after '{}'", path, key);
  i = header.find_first_not_of(" \t", i + 1);
  if (i == std::string::npos) user_error("{}: .npy header ends after '{}'", path, key);
  if (open == 0) {
    size_t end = i;
    while (end < header.size() && (std::isalnum(static_cast<unsigned char>(header[end])) || header[end] == '_')) ++end;
    if (end - i > 64) user_error("{}: .npy header: '{}' is {} characters long (at most 64)", path, key, end - i);
    return header.substr(i, end - i);
  }
  if (header[i] != open) user_error("{}: .npy header: '{}' should start with {}", path, key, open);
  const size_t end = header.find(close, i + 1);
  if (end == std::string::npos) user_error("{}: .npy header: '{}' has no closing {}", path, key, close);
  if (end - i - 1 > 1024) user_error("{}: .npy header: '{}' is {} characters long (at most 1024)", path, key, end - i - 1);
  return header.substr(i + 1, end - i - 1);
}

}  // namespace

namespace {

// The header of an open .npy file: the array's descr and shape (its data
// left empty), whether it is Fortran-ordered, its element count and the
// shape as written; the stream is left at the data.
struct NpyHeader {
  NpyArray array;
  bool fortran = false;
  size_t count = 1;
  std::string shape_text;
};

NpyHeader read_header(std::ifstream& in, const std::string& path) {
  char magic[8];
  if (!in.read(magic, 8) || std::memcmp(magic, "\x93NUMPY", 6) != 0) user_error("{}: not a .npy file", path);
  const int major = static_cast<unsigned char>(magic[6]);
  uint32_t header_len = 0;
  if (major == 1) {
    uint8_t b[2];
    if (!in.read(reinterpret_cast<char*>(b), 2)) user_error("{}: truncated .npy header", path);
    header_len = b[0] | (b[1] << 8);
  } else if (major == 2 || major == 3) {
    uint8_t b[4];
    if (!in.read(reinterpret_cast<char*>(b), 4)) user_error("{}: truncated .npy header", path);
    header_len = b[0] | (b[1] << 8) | (b[2] << 16) | (static_cast<uint32_t>(b[3]) << 24);
  } else {
    user_error("{}: unsupported .npy version {}", path, major);
  }
  if (header_len > (1u << 20)) user_error("{}: .npy header too large", path);
  std::string header(header_len, '\0');
  if (!in.read(header.data(), header_len)) user_error("{}: truncated .npy header", path);

  NpyHeader h;
  NpyArray& array = h.array;
  if (const size_t d = header.find("'descr'"); d != std::string::npos && header.find_first_not_of(" \t:", d + 7) != std::string::npos &&
                                                 header[header.find_first_not_of(" \t:", d + 7)] == '[') {
    user_error("{}: .npy file holds a structured dtype (fields); kiln reads plain arrays of numbers", path);
  }
  array.descr = npy_header_field(path, header, "descr", '\'', '\'');
  const std::string order = npy_header_field(path, header, "fortran_order", 0, 0);
  if (order != "True" && order != "False") user_error("{}: .npy fortran_order must be True or False, got '{}'", path, order);
  h.fortran = order == "True";
  h.shape_text = npy_header_field(path, header, "shape", '(', ')');
  const std::string& shape_text = h.shape_text;
  std::stringstream dims(shape_text);
  std::string item;
  size_t& count = h.count;
  while (std::getline(dims, item, ',')) {
    const size_t first = item.find_first_not_of(" ");
    if (first == std::string::npos) continue;
    const size_t last = item.find_last_not_of(" ");
    const std::string digits = item.substr(first, last - first + 1);
    if (digits.empty() || digits.find_first_not_of("0123456789") != std::string::npos || digits.size() > 15) {
      user_error("{}: bad .npy shape '({})'", path, shape_text);
    }
    array.shape.push_back(std::stoll(digits));
    if (array.shape.back() < 0) user_error("{}: negative .npy dimension", path);
    count *= static_cast<size_t>(array.shape.back());
  }
  return h;
}

// `path` open for reading, or a user error that says why not (a directory
// opens as a stream on Linux and read as "not a .npy file").
std::ifstream open_npy(const std::string& path) {
  std::error_code ignored;
  if (std::filesystem::is_directory(path, ignored)) user_error("{}: is a directory, not a .npy file", path);
  std::ifstream in(path, std::ios::binary);
  if (!in) user_error("{}: cannot open file ({})", path, std::strerror(errno));
  return in;
}

}  // namespace

NpyArray read_npy_header(const std::string& path) {
  std::ifstream in = open_npy(path);
  NpyHeader h = read_header(in, path);
  item_size(path, h.array.descr);  // a dtype kiln cannot read is said here too
  return std::move(h.array);
}

NpyArray read_npy(const std::string& path) {
  std::ifstream in = open_npy(path);
  NpyHeader h = read_header(in, path);
  NpyArray array = std::move(h.array);
  const bool fortran = h.fortran;
  const size_t count = h.count;
  const std::string& shape_text = h.shape_text;
  const size_t size = item_size(path, array.descr);
  if (count > (size_t{1} << 36) / std::max<size_t>(size, 1)) user_error("{}: .npy array too large", path);
  array.data.resize(count * size);
  if (!in.read(reinterpret_cast<char*>(array.data.data()), static_cast<std::streamsize>(array.data.size()))) {
    user_error("{}: .npy data is shorter than its shape ({}) says", path, shape_text);
  }
  if (in.peek() != std::char_traits<char>::eof()) user_error("{}: .npy file has bytes after the data its shape ({}) holds", path, shape_text);
  if (fortran && array.shape.size() > 1) {  // reorder column-major data into row-major
    std::vector<uint8_t> c_order(array.data.size());
    const size_t rank = array.shape.size();
    std::vector<int64_t> index(rank, 0);
    for (size_t k = 0; k < count; ++k) {
      size_t f = 0, stride = 1;
      for (size_t d = 0; d < rank; ++d) {
        f += static_cast<size_t>(index[d]) * stride;
        stride *= static_cast<size_t>(array.shape[d]);
      }
      std::memcpy(&c_order[k * size], &array.data[f * size], size);
      for (size_t d = rank; d-- > 0;) {
        if (++index[d] < array.shape[d]) break;
        index[d] = 0;
      }
    }
    array.data = std::move(c_order);
  }
  return array;
}

void write_npy(const std::string& path, const NpyArray& array) {
  std::string shape;
  for (int64_t d : array.shape) shape += std::to_string(d) + ", ";
  if (array.shape.size() > 1) shape.resize(shape.size() - 1);  // "(2, 3)" vs "(2,)"
  if (array.shape.size() > 1) shape.pop_back();
  std::string header = "{'descr': '" + array.descr + "', 'fortran_order': False, 'shape': (" + shape + "), }";
  const size_t total = 10 + header.size() + 1;
  header.append((64 - total % 64) % 64, ' ');
  header += '\n';
  const uint16_t len = static_cast<uint16_t>(header.size());
  std::string bytes("\x93NUMPY\x01\x00", 8);
  bytes += static_cast<char>(len & 0xff);
  bytes += static_cast<char>(len >> 8);
  bytes += header;
  bytes.append(reinterpret_cast<const char*>(array.data.data()), array.data.size());
  write_file_atomically(path, bytes);  // a full disk keeps the old file whole
}

}  // namespace kiln
