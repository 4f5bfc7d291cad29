// The .npy reader refuses malformed headers and files instead of guessing.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "ir/literal_npy.h"
#include "support/error.h"
#include "support/npy.h"
#include "test_util.h"

namespace kiln {
namespace {

class Npy : public ::testing::Test {
 protected:
  void SetUp() override {
    path_ = (std::filesystem::temp_directory_path() / ("kiln_npy_" + std::to_string(::getpid()) + ".npy")).string();
    write_npy(path_, npy_from_literal(testing::make(DType::F32, {4, 1}, {1, 2, 3, 4})));
    std::ifstream in(path_, std::ios::binary);
    good_.assign(std::istreambuf_iterator<char>(in), {});
  }
  void TearDown() override { std::filesystem::remove(path_); }
  // The reader's message for the valid file with `from` replaced by `to`.
  std::string message_after(const std::string& from, const std::string& to, const std::string& appended = "") {
    std::string bytes = good_;
    if (!from.empty()) {
      const size_t at = bytes.find(from);
      EXPECT_NE(at, std::string::npos) << from;
      bytes.replace(at, from.size(), to);
    }
    std::ofstream(path_, std::ios::binary) << bytes << appended;
    try {
      read_npy(path_);
    } catch (const UserError& e) {
      return std::string(e.what()).substr(path_.size() + 2);
    }
    return "(accepted)";
  }
  std::string path_, good_;
};

TEST_F(Npy, AValidFileReads) { EXPECT_EQ(message_after("", ""), "(accepted)"); }

TEST_F(Npy, MalformedHeadersAndTrailingBytesAreRefused) {
  EXPECT_EQ(message_after("(4, 1)", "(4, 1x)"), "bad .npy shape '(4, 1x)'");
  EXPECT_EQ(message_after("False", "Maybe"), ".npy fortran_order must be True or False, got 'Maybe'");
  EXPECT_EQ(message_after("", "", "xy"), ".npy file has bytes after the data its shape (4, 1) holds");
  EXPECT_EQ(message_after("(4, 1)", "(4, 9)"), ".npy data is shorter than its shape (4, 9) says");
  EXPECT_EQ(message_after("'<f4'", "'<U4'"), ".npy dtype '<U4' is not a number type (kiln reads bool, signed and unsigned integers, floats and complex)");
  EXPECT_EQ(message_after("'<f4', ", "[('a', '<f4')], "), ".npy file holds a structured dtype (fields); kiln reads plain arrays of numbers");
}

// A directory opens as a stream on Linux; it is named as one.
TEST_F(Npy, ADirectoryIsNamedAsOne) {
  const std::string dir = std::filesystem::temp_directory_path().string();
  try {
    read_npy(dir);
    ADD_FAILURE() << "accepted";
  } catch (const UserError& e) {
    EXPECT_EQ(std::string(e.what()), dir + ": is a directory, not a .npy file");
  }
}

// A header field of 30,000 characters overflowed std::regex's stack (issue 29).
TEST_F(Npy, HugeHeaderFieldsAreAClearError) {
  for (const std::string& header : {"{'descr': '<" + std::string(30000, 'f') + "', 'fortran_order': False, 'shape': (4, 1), }",
                                    "{'descr': '<f4', 'fortran_order': False, 'shape': (" + std::string(30000, '4') + "), }",
                                    "{'descr': '<f4', 'fortran_order': " + std::string(30000, 'F') + ", 'shape': (4, 1), }"}) {
    std::string bytes = "\x93NUMPY\x02";
    bytes += '\0';
    const uint32_t n = static_cast<uint32_t>(header.size());
    for (int i = 0; i < 4; ++i) bytes += static_cast<char>((n >> (8 * i)) & 0xff);
    std::ofstream(path_, std::ios::binary) << bytes << header;
    try {
      read_npy(path_);
      ADD_FAILURE() << "accepted";
    } catch (const UserError& e) {
      EXPECT_LT(std::string(e.what()).size(), 200u) << "the message should not echo the field";
    }
  }
}

// Complex at the boundary: f32 (re, im) pairs are numpy complex64 of the
// other dims, f64 pairs complex128, the same bytes; the real pairs array is
// read too; a wrong dtype or shape names what the parameter expects.
TEST(NpyComplex, PairsAreNumpysComplexArrays) {
  const Literal pairs = testing::make(DType::F32, {2, 2}, {1, -2, 0.5, 4});
  const NpyArray c = npy_from_literal(pairs, true);
  EXPECT_EQ(c.descr, "<c8");
  EXPECT_EQ(c.shape, (Dims{2}));
  EXPECT_TRUE(testing::identical(literal_from_npy(c, pairs.type(), "x", true), pairs));
  EXPECT_TRUE(testing::identical(literal_from_npy(npy_from_literal(pairs), pairs.type(), "x", true), pairs));
  EXPECT_EQ(npy_from_literal(testing::make(DType::F64, {2}, {1, 2}), true).descr, "<c16");
  NpyArray wide = c;
  wide.descr = "<c16";
  try {
    literal_from_npy(wide, pairs.type(), "input 0", true);
    ADD_FAILURE() << "a complex128 array for a c64 parameter was read";
  } catch (const UserError& e) {
    EXPECT_STREQ(e.what(), "input 0 has dtype '<c16', but the parameter is c64 (expects '<c8')");
  }
  NpyArray real = npy_from_literal(testing::make(DType::F32, {2}, {1, 2}));
  try {
    literal_from_npy(real, pairs.type(), "input 0", true);
    ADD_FAILURE() << "a real array of the wrong shape was read";
  } catch (const UserError& e) {
    EXPECT_STREQ(e.what(), "input 0 has dtype '<f4' and shape (2), but the parameter is c64[2] (expects '<c8' of shape (2), or '<f4' of "
                           "shape (2, 2) holding (re, im))");
  }
}

}  // namespace
}  // namespace kiln
