// sort on the CPU against the reference evaluator, bit for bit: comparators of
// keys in the forms JAX and XLA write them (backends/cpu/sort.h orders such
// rows by integers made from the keys' bits), over inputs full of ties and
// special values (both zeros, infinities, NaNs of either sign with payloads),
// in any layout, and comparators that are not keys.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <random>

#include "driver/compile.h"
#include "fusion/sort_order.h"
#include "reference/evaluator.h"
#include "test_util.h"

namespace kiln {
namespace {

// Raw bits of specials, per float width: +0, -0, +inf, -inf, quiet NaN, -NaN,
// a NaN with a payload, the smallest denormal, its negative, the largest finite.
uint64_t special_bits(DType d, size_t which) {
  static const uint64_t f32[] = {0, 0x80000000, 0x7F800000, 0xFF800000, 0x7FC00000, 0xFFC00000, 0x7FC01234, 1, 0x80000001, 0x7F7FFFFF};
  static const uint64_t f64[] = {0, 0x8000000000000000, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000,
                                 0xFFF8000000000000, 0x7FF8000000001234, 1, 0x8000000000000001, 0x7FEFFFFFFFFFFFFF};
  static const uint64_t f16[] = {0, 0x8000, 0x7C00, 0xFC00, 0x7E00, 0xFE00, 0x7E12, 1, 0x8001, 0x7BFF};
  static const uint64_t bf16[] = {0, 0x8000, 0x7F80, 0xFF80, 0x7FC0, 0xFFC0, 0x7FC5, 1, 0x8001, 0x7F7F};
  switch (d) {
    case DType::F32: return f32[which % 10];
    case DType::F64: return f64[which % 10];
    case DType::F16: return f16[which % 10];
    default: return bf16[which % 10];
  }
}

// Seeded values with many ties (small integers), special values and the
// type's extremes; never all zero.
Literal sort_input(DType d, const Dims& dims, std::mt19937_64& rng, bool with_nans) {
  Literal lit(d, dims);
  std::normal_distribution<double> normal(0, 100);
  for (int64_t i = 0; i < lit.num_elements(); ++i) {
    const uint64_t pick = rng() % 10;
    if (is_float(d)) {
      if (pick < 3) {
        size_t which = rng() % 10;
        while (!with_nans && which >= 4 && which <= 6) which = rng() % 10;
        lit.set_bits(i, special_bits(d, which));
      } else {
        lit.set_double(i, pick < 7 ? static_cast<double>(static_cast<int64_t>(rng() % 7) - 3) : normal(rng));
      }
    } else if (d == DType::Pred) {
      lit.set_bits(i, rng() & 1);
    } else {
      const int bits = dtype_bits(d);
      const uint64_t top = uint64_t{1} << (bits - 1);
      lit.set_bits(i, pick < 2 ? (pick == 0 ? top : top - 1) : pick < 7 ? rng() % 5 - 2 : rng());
    }
  }
  return lit;
}

// A JAX-style float key: every zero written as 0 and every NaN as one NaN,
// then compared by TOTALORDER (jax/_src/lax/lax.py, _canonicalize_float_for_sort).
std::string canonical(const std::string& t, const std::string& p, const std::string& out) {
  return fmt::format(
      "  {2}z = {0}[] constant(0)\n  {2}e = pred[] compare({1}, {2}z), direction=EQ\n  {2}s = {0}[] select({2}e, {2}z, {1})\n"
      "  {2}n = pred[] compare({1}, {1}), direction=NE\n  {2}q = {0}[] constant(nan)\n  {2} = {0}[] select({2}n, {2}q, {2}s)\n",
      t, p, out);
}

class SortOnCpu : public ::testing::Test {
 protected:
  uint64_t seed_ = std::hash<std::string>{}(::testing::UnitTest::GetInstance()->current_test_info()->name());

  // Compiles `hlo` for the CPU, checks how its sort runs (`plan`, a piece of
  // the launch text), then compares every output with the reference's bits
  // over `rounds` seeded inputs.
  void check(const std::string& hlo, const std::string& plan, bool with_nans = true, int rounds = 3) {
    SCOPED_TRACE(hlo);
    const auto module = testing::parse(hlo);
    const auto compiled = testing::parse(hlo);
    std::unique_ptr<Executable> exe = compile_module_for_cpu(*compiled);
    bool found = false;
    for (const Step& s : exe->steps()) {
      if (s.launch.find("sort ") != 0) continue;
      found = true;
      EXPECT_NE(s.launch.find(plan), std::string::npos) << s.launch;
    }
    EXPECT_TRUE(found) << "no sort step";
    for (int round = 0; round < rounds; ++round) {
      const uint64_t seed = seed_ + static_cast<uint64_t>(round);
      std::mt19937_64 rng(seed);
      std::vector<Literal> args;
      for (const Node* p : module->entry()->parameters()) args.push_back(sort_input(p->type().dtype, p->type().dims, rng, with_nans));
      const std::vector<Literal> want = evaluate(*module->entry(), args);
      const std::vector<Literal> got = exe->run_literals(args);
      ASSERT_EQ(got.size(), want.size());
      for (size_t i = 0; i < got.size(); ++i) {
        ASSERT_EQ(got[i].dims(), want[i].dims());
        int64_t first = -1;
        for (int64_t e = 0; e < got[i].num_elements() && first < 0; ++e) {
          if (got[i].get_bits(e) != want[i].get_bits(e)) first = e;
        }
        EXPECT_EQ(first, -1) << "output " << i << " (seed " << seed << "): element " << first << " is "
                             << format_element(got[i], first) << ", the reference has " << format_element(want[i], first);
      }
    }
  }
};

TEST_F(SortOnCpu, JaxSortOfEachFloatTypeWithItsIotaRunsByKeysAndMatchesBits) {
  for (const char* t : {"f32", "bf16", "f16", "f64"}) {
    check(fmt::format(R"(
cmp {{
  a = {0}[] parameter(0)
  b = {0}[] parameter(1)
  i = s32[] parameter(2)
  j = s32[] parameter(3)
{1}{2}  ROOT lt = pred[] compare(ca, cb), direction=LT, type=TOTALORDER
}}
ENTRY e {{
  x = {0}[5,67]{{0,1}} parameter(0)
  io = s32[5,67] iota(), iota_dimension=1
  ROOT s = ({0}[5,67], s32[5,67]{{0,1}}) sort(x, io), dimensions={{1}}, is_stable=true, to_apply=cmp
}})",
                      t, canonical(t, "a", "ca"), canonical(t, "b", "cb")),
          "by keys: operand 0 ascending, TOTALORDER, NaN and -0 canonical");
  }
}

TEST_F(SortOnCpu, JaxMultiKeySortIsLexicographicOverKeysAndCarriesTheRest) {
  // num_keys=2 as JAX writes it: or(lt(k0), and(eq(k0), lt(k1))).
  check(R"(
cmp {
  a = s32[] parameter(0)
  b = s32[] parameter(1)
  c = f32[] parameter(2)
  d = f32[] parameter(3)
  u = u8[] parameter(4)
  v = u8[] parameter(5)
)" + canonical("f32", "c", "cc") + canonical("f32", "d", "cd") +
            R"(  l1 = pred[] compare(cc, cd), direction=LT, type=TOTALORDER
  l0 = pred[] compare(a, b), direction=LT
  e0 = pred[] compare(a, b), direction=EQ
  t = pred[] and(e0, l1)
  ROOT r = pred[] or(l0, t)
}
ENTRY e {
  k = s32[3,40] parameter(0)
  x = f32[3,40] parameter(1)
  y = u8[3,40] parameter(2)
  three = s32[] constant(3)
  m = s32[3,40] broadcast(three), dimensions={}
  kk = s32[3,40] and(k, m)
  ROOT s = (s32[3,40], f32[3,40], u8[3,40]) sort(kk, x, y), dimensions={1}, is_stable=true, to_apply=cmp
})",
        "by keys: operand 0 ascending, signed; then operand 1 ascending, TOTALORDER, NaN and -0 canonical");
}

TEST_F(SortOnCpu, XlaSelectFormDescendingAlongTheMajorDimInAnotherLayout) {
  // select(eq(k0), rest, gt(k0)) as XLA's comparator generator writes it;
  // sorted along dim 0 of a column-major operand into a row-major result.
  check(R"(
cmp {
  a = f64[] parameter(0)
  b = f64[] parameter(1)
  c = u16[] parameter(2)
  d = u16[] parameter(3)
  g0 = pred[] compare(a, b), direction=GT, type=TOTALORDER
  e0 = pred[] compare(a, b), direction=EQ, type=TOTALORDER
  l1 = pred[] compare(c, d), direction=LT
  ROOT r = pred[] select(e0, l1, g0)
}
ENTRY e {
  x = f64[33,4]{0,1} parameter(0)
  y = u16[33,4] parameter(1)
  ROOT s = (f64[33,4]{1,0}, u16[33,4]{0,1}) sort(x, y), dimensions={0}, to_apply=cmp
})",
        "by keys: operand 0 descending, TOTALORDER; then operand 1 ascending, unsigned");
}

TEST_F(SortOnCpu, IeeeLessThanOrdersRowsWithANanAsTheReferenceDoes) {
  // compare(a, b) LT is not a strict weak order once a NaN is in the row: such
  // rows take the comparator's own answers; rows without one sort by keys.
  for (bool nans : {true, false}) {
    check(R"(
cmp {
  a = bf16[] parameter(0)
  b = bf16[] parameter(1)
  ROOT lt = pred[] compare(a, b), direction=LT
}
ENTRY e {
  x = bf16[16,50] parameter(0)
  ROOT s = bf16[16,50] sort(x), dimensions={1}, to_apply=cmp
})",
          "by keys: operand 0 ascending, IEEE order", nans);
  }
}

TEST_F(SortOnCpu, SwappedParametersSortDescendingAndIntegerKeysOfEveryWidth) {
  for (const char* t : {"s8", "u8", "s16", "u32", "s64", "u64", "pred"}) {
    check(fmt::format(R"(
cmp {{
  a = {0}[] parameter(0)
  b = {0}[] parameter(1)
  ROOT lt = pred[] compare(b, a), direction=LT
}}
ENTRY e {{
  x = {0}[4,3,29]{{1,2,0}} parameter(0)
  ROOT s = {0}[4,3,29] sort(x), dimensions={{2}}, to_apply=cmp
}})",
                      t),
          "by keys: operand 0 descending");
  }
}

TEST_F(SortOnCpu, AComparatorThatIsNotKeysStillMatches) {
  check(R"(
cmp {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  x = f32[] abs(a)
  y = f32[] abs(b)
  ROOT lt = pred[] compare(x, y), direction=LT, type=TOTALORDER
}
ENTRY e {
  x = f32[6,21] parameter(0)
  ROOT s = f32[6,21] sort(x), dimensions={1}, is_stable=true, to_apply=cmp
})",
        "by its comparator, compiled over pairs");
}

TEST_F(SortOnCpu, ACompiledComparatorSortsRowsOfAnyLengthInBatchesOfPairs) {
  // Descending by |a| with the carried operands' order kept for ties; rows of
  // 1000 (padded to 1024) over 140 rows are 71,680 pairs a stage: two batches.
  check(R"(
cmp {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  i = s32[] parameter(2)
  j = s32[] parameter(3)
  p = pred[] parameter(4)
  q = pred[] parameter(5)
  x = f32[] abs(a)
  y = f32[] abs(b)
  ROOT gt = pred[] compare(x, y), direction=GT, type=TOTALORDER
}
ENTRY e {
  x = f32[1000,140]{0,1} parameter(0)
  i = s32[1000,140] parameter(1)
  p = pred[1000,140]{0,1} parameter(2)
  ROOT s = (f32[1000,140], s32[1000,140]{0,1}, pred[1000,140]) sort(x, i, p), dimensions={0}, is_stable=true, to_apply=cmp
})",
        "by its comparator, compiled over pairs", true, 1);
  check(R"(
cmp {
  a = s16[] parameter(0)
  b = s16[] parameter(1)
  m = s16[] multiply(a, a)
  n = s16[] multiply(b, b)
  ROOT lt = pred[] compare(m, n), direction=LT
}
ENTRY e {
  x = s16[7,1] parameter(0)
  ROOT s = s16[7,1] sort(x), dimensions={1}, to_apply=cmp
})",
        "by its comparator, compiled over pairs");
}

// Top-k: a sort read only in its first k places keeps k (passes/partial_sorts.h);
// a few places of a long row are selected, then ordered (backends/cpu/sort.cc).
// The reference sorts whole rows and slices them.
TEST_F(SortOnCpu, TopKOfEveryFloatTypeKeepsTheFirstPlacesOfTheStableSort) {
  for (const char* t : {"f32", "bf16", "f16", "f64"}) {
    for (int k : {1, 3, 40}) {  // 1 and 3 of 67 are selected; 40 is a full sort, kept to 40
      for (const char* largest : {"true", "false"}) {
        check(fmt::format(R"(
ENTRY e {{
  x = {0}[6,67] parameter(0)
  ROOT t = ({0}[6,{1}], s32[6,{1}]) topk(x), k={1}, largest={2}
}})",
                          t, k, largest),
              fmt::format("keeping the first {} of 67 places", k));
      }
    }
  }
}

TEST_F(SortOnCpu, PartialSortsByKeysWiderThan64BitsByIeeeOrderAndByACompiledComparator) {
  // f64 then s64 keys (128 bits: no single integer), slices of two lengths.
  check(R"(
cmp {
  a = f64[] parameter(0)
  b = f64[] parameter(1)
  i = s64[] parameter(2)
  j = s64[] parameter(3)
  lt = pred[] compare(a, b), direction=LT, type=TOTALORDER
  eq = pred[] compare(a, b), direction=EQ, type=TOTALORDER
  lt2 = pred[] compare(i, j), direction=LT
  tie = pred[] and(eq, lt2)
  ROOT c = pred[] or(lt, tie)
}
ENTRY e {
  x = f64[3,100] parameter(0)
  y = s64[3,100] parameter(1)
  s = (f64[3,100], s64[3,100]) sort(x, y), dimensions={1}, to_apply=cmp
  a = f64[3,100] get-tuple-element(s), index=0
  b = s64[3,100] get-tuple-element(s), index=1
  a4 = f64[3,4] slice(a), slice={[0:3], [0:4]}
  b2 = s64[2,2] slice(b), slice={[1:3], [0:2]}
  ROOT r = (f64[3,4], s64[2,2]) tuple(a4, b2)
})",
        "keeping the first 4 of 100 places");
  // IEEE LT: rows with a NaN take the comparator's own order, then keep 2.
  for (bool nans : {true, false}) {
    check(R"(
cmp {
  a = bf16[] parameter(0)
  b = bf16[] parameter(1)
  ROOT lt = pred[] compare(a, b), direction=LT
}
ENTRY e {
  x = bf16[16,50] parameter(0)
  s = bf16[16,50] sort(x), dimensions={1}, to_apply=cmp
  ROOT f = bf16[16,2] slice(s), slice={[0:16], [0:2]}
})",
          "by keys: operand 0 ascending, IEEE order, keeping the first 2 of 50", nans);
  }
  check(R"(
cmp {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  x = f32[] abs(a)
  y = f32[] abs(b)
  ROOT lt = pred[] compare(x, y), direction=LT, type=TOTALORDER
}
ENTRY e {
  x = f32[21,6]{0,1} parameter(0)
  s = f32[21,6] sort(x), dimensions={0}, is_stable=true, to_apply=cmp
  ROOT f = f32[5,6] slice(s), slice={[0:5], [0:6]}
})",
        "compiled over pairs: a bitonic network (not a comparison of keys), keeping the first 5 of 21");
}

TEST_F(SortOnCpu, ASortReadPastItsFirstPlacesIsWhole) {
  // A slice that starts later, or the sort also an output: every place is needed.
  const std::string cmp = "cmp {\n  a = s32[] parameter(0)\n  b = s32[] parameter(1)\n  ROOT lt = pred[] compare(a, b), direction=LT\n}\n";
  for (const std::string entry : {"  ROOT f = s32[4,3] slice(s), slice={[0:4], [1:4]}\n",
                                  "  f = s32[4,3] slice(s), slice={[0:4], [0:3]}\n  ROOT r = (s32[4,3], s32[4,90]) tuple(f, s)\n"}) {
    const auto m = testing::parse(cmp + "ENTRY e {\n  x = s32[4,90] parameter(0)\n  s = s32[4,90] sort(x), dimensions={1}, to_apply=cmp\n" + entry + "}");
    std::unique_ptr<Executable> exe = compile_module_for_cpu(*m);
    for (const Step& step : exe->steps()) {
      if (step.launch.find("sort ") == 0) {
        EXPECT_EQ(step.launch.find("keeping"), std::string::npos) << step.launch;
      }
    }
    check(cmp + "ENTRY e {\n  x = s32[4,90] parameter(0)\n  s = s32[4,90] sort(x), dimensions={1}, to_apply=cmp\n" + entry + "}", "by keys");
  }
}

TEST(SortKeys, RecognizesKeyComparatorsAndNothingElse) {
  auto keys_of = [](const std::string& comparator_body, const std::string& t = "f32") {
    const auto m = testing::parse(fmt::format("cmp {{\n  a = {0}[] parameter(0)\n  b = {0}[] parameter(1)\n{1}}}\nENTRY e {{\n"
                                              "  x = {0}[8] parameter(0)\n  ROOT s = {0}[8] sort(x), dimensions={{0}}, to_apply=cmp\n}}",
                                              t, comparator_body));
    const Node* sort = m->entry()->outputs()[0].node;
    const auto keys = sort_keys(*sort);
    return keys ? fmt::format("{}", keys->size() == 1 ? keys->front().to_string() : "several") : std::string("none");
  };
  EXPECT_EQ(keys_of("  ROOT c = pred[] compare(a, b), direction=LT\n"), "operand 0 ascending, IEEE order");
  EXPECT_EQ(keys_of("  ROOT c = pred[] compare(a, b), direction=GT, type=TOTALORDER\n"), "operand 0 descending, TOTALORDER");
  EXPECT_EQ(keys_of("  ROOT c = pred[] compare(b, a), direction=GT, type=TOTALORDER\n"), "operand 0 ascending, TOTALORDER");
  EXPECT_EQ(keys_of("  ROOT c = pred[] compare(a, b), direction=LT, type=UNSIGNED\n", "s32"), "operand 0 ascending, unsigned");
  EXPECT_EQ(keys_of(canonical("f32", "a", "ca") + canonical("f32", "b", "cb") + "  ROOT c = pred[] compare(ca, cb), direction=LT, type=TOTALORDER\n"),
            "operand 0 ascending, TOTALORDER, NaN and -0 canonical");
  // Not keys: LE (not strict), a function of the key, one side only, a key
  // rewritten differently on the two sides, an f8 key.
  EXPECT_EQ(keys_of("  ROOT c = pred[] compare(a, b), direction=LE\n"), "none");
  EXPECT_EQ(keys_of("  x = f32[] abs(a)\n  y = f32[] abs(b)\n  ROOT c = pred[] compare(x, y), direction=LT\n"), "none");
  EXPECT_EQ(keys_of("  z = f32[] constant(0)\n  ROOT c = pred[] compare(a, z), direction=LT\n"), "none");
  EXPECT_EQ(keys_of(canonical("f32", "a", "ca") + "  ROOT c = pred[] compare(ca, b), direction=LT, type=TOTALORDER\n"), "none");
  EXPECT_EQ(keys_of("  ROOT c = pred[] compare(a, b), direction=LT\n", "f8e4m3fn"), "none");
}

}  // namespace
}  // namespace kiln
