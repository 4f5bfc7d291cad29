// A host array: element type, logical shape and its elements in logical row-major
// order, stored in the element type's own encoding. Constants, .npy files and the
// reference evaluator's inputs and outputs all use it.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "ir/tensor_type.h"

namespace kiln {

class Literal {
 public:
  Literal() = default;
  // Zero-filled.
  Literal(DType dtype, Dims dims);

  DType dtype() const { return dtype_; }
  const Dims& dims() const { return dims_; }
  int64_t num_elements() const { return num_elements_; }
  TensorType type() const { return TensorType(dtype_, dims_); }

  const uint8_t* data() const { return bytes_.data(); }
  uint8_t* data() { return bytes_.data(); }
  size_t byte_size() const { return bytes_.size(); }

  // Element i (row-major) as a double: exact for floats and for integers up to 2^53.
  double get_double(int64_t i) const;
  // Element i of an integer or pred array: signed types sign-extend, unsigned ones
  // zero-extend into the 64 bits.
  uint64_t get_bits(int64_t i) const;
  int64_t get_int(int64_t i) const { return static_cast<int64_t>(get_bits(i)); }
  // Stores v rounded to the element type (round-half-even for floats).
  void set_double(int64_t i, double v);
  // Stores the low bits of v (integers, pred).
  void set_bits(int64_t i, uint64_t v);

  bool operator==(const Literal& other) const {
    return dtype_ == other.dtype_ && dims_ == other.dims_ && bytes_ == other.bytes_;
  }

  // Short text form for messages: "f32[2,2] {1, 2, 3, 4}", at most `max_elements`.
  std::string to_string(int64_t max_elements = 16) const;

 private:
  DType dtype_ = DType::F32;
  Dims dims_;
  int64_t num_elements_ = 1;
  std::vector<uint8_t> bytes_;
};

// Seeded random values, never all zero: floats uniform in [-1, 1) before
// rounding to the element type (so a narrow float may be exactly 1), integers in
// [0, 16) (small, so they also serve as in-range indices), pred random. Used for
// random model inputs and for elided constants. Element i is the i-th output
// of SplitMix64 from a key made of the seed, whatever the number of threads
// that draw a big array (a billion bf16 parameters take a second, not the 15
// of one sequential generator). Values before 2026-11-27 came from one
// mt19937_64 per array: results quoted with a --seed before then were drawn so.
Literal random_literal(const TensorType& type, uint64_t seed);

// Formats element i the way HLO text writes constants (round-trips exactly).
std::string format_element(const Literal& literal, int64_t i);

}  // namespace kiln
