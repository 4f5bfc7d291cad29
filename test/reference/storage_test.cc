// The reference stores each element in 4 bytes (every dtype of up to 32
// bits) or 8 (f64, 64-bit integers): what goes in comes out bit for bit,
// signed zeros, infinities, denormals and NaN payloads included, and a value
// its dtype cannot hold is an error, not a silent rounding.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <random>

#include "reference/ref_array.h"
#include "support/error.h"

namespace kiln {
namespace {

using reference::Bits;
using reference::RefArray;

// Values of float dtype `d`, each already rounded to it: the specials, the
// extremes, and seeded random ones across the exponent range.
std::vector<double> float_values(DType d, uint64_t seed) {
  const double inf = std::numeric_limits<double>::infinity();
  std::vector<double> v = {0.0, -0.0, 1.0, -1.0, inf, -inf, 1.0 / 3, 65504, 1e-45, -1e-45, 1e-40, 3.4028234663852886e38, -3.4e38, 1e-300, 1e300};
  std::mt19937_64 rng(seed);
  std::uniform_real_distribution<double> mantissa(-2, 2);
  std::uniform_int_distribution<int> exponent(-160, 130);
  for (int i = 0; i < 200; ++i) v.push_back(std::ldexp(mantissa(rng), exponent(rng)));
  for (double& x : v) x = reference::round_to_dtype(d, x);
  return v;
}

TEST(ReferenceStorage, FloatsUpTo32BitsTakeFourBytesAndComeBackBitForBit) {
  const uint64_t seed = 7;
  for (DType d : {DType::F32, DType::F16, DType::BF16, DType::F8E4M3FN, DType::F8E5M2, DType::F64}) {
    const std::vector<double> values = float_values(d, seed);
    RefArray a(TensorType(d, {static_cast<int64_t>(values.size())}), RefArray::Unwritten{});
    EXPECT_EQ(a.bytes_per_element(), d == DType::F64 ? 8u : 4u) << dtype_name(d);
    for (size_t i = 0; i < values.size(); ++i) a.set(static_cast<int64_t>(i), reference::from_double(values[i]));
    for (size_t i = 0; i < values.size(); ++i) {
      const Bits got = a.get(static_cast<int64_t>(i)), want = reference::from_double(values[i]);
      EXPECT_EQ(got, want) << dtype_name(d) << " element " << i << ": " << values[i] << ", seed " << seed;
    }
  }
}

TEST(ReferenceStorage, NanKeepsItsSignAndPayloadEvenWhenSignalling) {
  RefArray a(TensorType(DType::F32, {4}), RefArray::Unwritten{});
  const Bits nans[] = {0x7ff8000000000000, 0xfff8000000000000, 0x7ff0000020000000 /* signalling, payload 1 */,
                       0xfff4000020000000};
  for (int i = 0; i < 4; ++i) a.set(i, nans[i]);
  for (int i = 0; i < 4; ++i) EXPECT_EQ(a.get(i), nans[i]) << "NaN " << i;
}

TEST(ReferenceStorage, IntegersKeepTheirExtensionAcrossTheWidths) {
  struct Case {
    DType dtype;
    std::vector<int64_t> values;
    size_t bytes;
  };
  const int64_t s64_min = std::numeric_limits<int64_t>::min();
  const Case cases[] = {
      {DType::S8, {-128, -1, 0, 127}, 4},
      {DType::S32, {std::numeric_limits<int32_t>::min(), -1, 0, std::numeric_limits<int32_t>::max()}, 4},
      {DType::U32, {0, 1, 0xffffffff}, 4},
      {DType::U16, {0, 0xffff}, 4},
      {DType::S4, {-8, -1, 7}, 4},
      {DType::Pred, {0, 1}, 4},
      {DType::S64, {s64_min, -1, 0, std::numeric_limits<int64_t>::max()}, 8},
      {DType::U64, {-1 /* 2^64 - 1 */, 0, 1}, 8},
  };
  for (const Case& c : cases) {
    RefArray a(TensorType(c.dtype, {static_cast<int64_t>(c.values.size())}));
    EXPECT_EQ(a.bytes_per_element(), c.bytes) << dtype_name(c.dtype);
    for (size_t i = 0; i < c.values.size(); ++i) a.set(static_cast<int64_t>(i), static_cast<Bits>(c.values[i]));
    for (size_t i = 0; i < c.values.size(); ++i) {
      EXPECT_EQ(a.get(static_cast<int64_t>(i)), static_cast<Bits>(c.values[i])) << dtype_name(c.dtype) << " " << c.values[i];
    }
  }
}

TEST(ReferenceStorage, AValueItsDtypeCannotHoldIsAnErrorNotARounding) {
  RefArray a(TensorType(DType::F32, {1}));
  EXPECT_EQ(a.get(0), reference::from_double(0.0));  // zeros when asked
  EXPECT_THROW(a.set(0, reference::from_double(0.1)), InternalError);  // 0.1 is no f32
  EXPECT_THROW(a.set(0, reference::from_double(1e300)), InternalError);
  a.set(0, reference::from_double(static_cast<float>(0.1)));
  EXPECT_EQ(a.get(0), reference::from_double(static_cast<float>(0.1)));
}

// A large freed array's memory is the next array of its size (the latest
// freed of that size): already mapped, it costs no page faults
// (recycled_blocks.cc).
TEST(ReferenceStorage, AFreedLargeArrayIsTheNextArrayOfItsSize) {
  const TensorType type(DType::F32, {1024, 1024});
  const uint32_t* first = nullptr;
  {
    RefArray a(type, RefArray::Unwritten{});
    first = a.f32_bits();
  }
  RefArray b(type, RefArray::Unwritten{});
  EXPECT_EQ(b.f32_bits(), first);
}

}  // namespace
}  // namespace kiln
