#include "parity/held_outputs.h"

#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <memory>

#include "support/error.h"
#include "support/memory.h"

namespace kiln {

namespace {

struct FileCloser {
  void operator()(std::FILE* f) const { std::fclose(f); }
};
using File = std::unique_ptr<std::FILE, FileCloser>;

void write_raw(const std::filesystem::path& path, const Literal& literal) {
  File f(std::fopen(path.c_str(), "wb"));
  if (!f) user_error("{}: cannot write ({})", path.string(), std::strerror(errno));
  const size_t written = std::fwrite(literal.data(), 1, literal.byte_size(), f.get());
  if (written != literal.byte_size() || std::fflush(f.get()) != 0) {
    const int error = errno;
    f.reset();
    std::error_code ignored;
    std::filesystem::remove(path, ignored);
    user_error("{}: cannot write ({})", path.string(), std::strerror(error));
  }
  if (std::fclose(f.release()) != 0) user_error("{}: cannot write ({})", path.string(), std::strerror(errno));
}

Literal read_raw(const std::filesystem::path& path, const TensorType& type) {
  Literal literal(type.dtype, type.dims);
  File f(std::fopen(path.c_str(), "rb"));
  if (!f) user_error("{}: cannot read ({})", path.string(), std::strerror(errno));
  if (std::fread(literal.data(), 1, literal.byte_size(), f.get()) != literal.byte_size()) {
    user_error("{}: cannot read ({})", path.string(), std::ferror(f.get()) ? std::strerror(errno) : "shorter than its output");
  }
  return literal;
}

}  // namespace

HeldOutputs::HeldOutputs(std::vector<Literal> outputs) : in_memory_(std::move(outputs)), taken_(in_memory_.size(), false) {
  for (const Literal& l : in_memory_) types_.push_back(l.type());
}

HeldOutputs::HeldOutputs(std::vector<Literal> outputs, const std::filesystem::path& dir, const std::string& name)
    : taken_(outputs.size(), false) {
  for (size_t i = 0; i < outputs.size(); ++i) {
    types_.push_back(outputs[i].type());
    files_.push_back(dir / fmt::format("{}-{}.bin", name, i));
    write_raw(files_.back(), outputs[i]);
    outputs[i] = Literal();  // its memory back before the next one is written
  }
}

Literal HeldOutputs::take(size_t i) {
  KILN_CHECK(i < size() && !taken_[i], "output {} of {} taken twice or out of range", i, size());
  taken_[i] = true;
  if (!on_disk()) return std::move(in_memory_[i]);
  Literal literal = read_raw(files_[i], types_[i]);
  std::error_code ignored;
  std::filesystem::remove(files_[i], ignored);
  return literal;
}

uint64_t literal_bytes(const std::vector<TensorType>& types) {
  uint64_t bytes = 0;
  for (const TensorType& t : types) bytes += static_cast<uint64_t>(t.num_elements()) * static_cast<uint64_t>(dtype_bytes(t.dtype));
  return bytes;
}

uint64_t f64_bytes(const std::vector<TensorType>& types) {
  uint64_t bytes = 0;
  for (const TensorType& t : types) bytes += static_cast<uint64_t>(t.num_elements()) * 8;
  return bytes;
}

bool crowds_memory(uint64_t bytes) {
  const double memory = physical_memory_bytes();
  return memory > 0 && static_cast<double>(bytes) > memory / 4;
}

}  // namespace kiln
