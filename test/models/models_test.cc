// Every model in test/models runs on the reference evaluator and matches values
// computed independently here, with plain loops in double over the same seeded
// inputs. A failure prints its seed.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <complex>
#include <filesystem>
#include <numeric>

#include "reference/evaluator.h"
#include "test_util.h"

namespace kiln {
namespace {

using testing::random_literal;

constexpr uint64_t kSeed = 20261122;

std::unique_ptr<Module> load(const std::string& name) {
  return testing::parse(testing::read_file(std::string(KILN_SOURCE_DIR) + "/test/models/" + name));
}

std::vector<double> values(const Literal& l) {
  std::vector<double> v;
  for (int64_t i = 0; i < l.num_elements(); ++i) v.push_back(l.get_double(i));
  return v;
}

TEST(Models, Softmax) {
  SCOPED_TRACE(::testing::Message() << "seed " << kSeed);
  const auto m = load("softmax.hlo");
  const Literal x = random_literal(DType::F32, {4, 16}, kSeed, -4, 4);
  const auto out = evaluate(*m->entry(), {x});
  std::vector<double> want(64);
  for (int r = 0; r < 4; ++r) {
    double mx = -INFINITY, sum = 0;
    for (int c = 0; c < 16; ++c) mx = std::max(mx, x.get_double(r * 16 + c));
    for (int c = 0; c < 16; ++c) sum += std::exp(x.get_double(r * 16 + c) - mx);
    for (int c = 0; c < 16; ++c) want[r * 16 + c] = std::exp(x.get_double(r * 16 + c) - mx) / sum;
  }
  EXPECT_TRUE(testing::all_close(out[0], want, 1e-6));
}

TEST(Models, AttentionSoftmaxBatchedDot) {
  SCOPED_TRACE(::testing::Message() << "seed " << kSeed);
  const auto m = load("attention_softmax_batched_dot.hlo");
  const Literal scores = random_literal(DType::F32, {2, 3, 16, 32}, kSeed, -4, 4);
  const Literal values = random_literal(DType::F32, {6, 32, 8}, kSeed + 1);
  const auto out = evaluate(*m->entry(), {scores, values});
  std::vector<double> want(6 * 16 * 8, 0.0);
  for (int b = 0; b < 6; ++b) {  // batch x head, as the reshape stacks them
    for (int q = 0; q < 16; ++q) {
      const int row = (b * 16 + q) * 32;
      double mx = -INFINITY, sum = 0;
      for (int k = 0; k < 32; ++k) mx = std::max(mx, scores.get_double(row + k));
      for (int k = 0; k < 32; ++k) sum += std::exp(scores.get_double(row + k) - mx);
      for (int k = 0; k < 32; ++k) {
        const double p = std::exp(scores.get_double(row + k) - mx) / sum;
        for (int j = 0; j < 8; ++j) want[(b * 16 + q) * 8 + j] += p * values.get_double((b * 32 + k) * 8 + j);
      }
    }
  }
  // f32 probabilities summed in a dot: outputs near 0 after cancellation are off by f32's rounding of the terms.
  EXPECT_TRUE(testing::all_close(out[0], want, 1e-5, 1e-6));
}

TEST(Models, Layernorm) {
  SCOPED_TRACE(::testing::Message() << "seed " << kSeed);
  const auto m = load("layernorm.hlo");
  const Literal x = random_literal(DType::F32, {4, 32}, kSeed, -3, 3);
  const Literal gamma = random_literal(DType::F32, {32}, kSeed + 1);
  const Literal beta = random_literal(DType::F32, {32}, kSeed + 2);
  const auto out = evaluate(*m->entry(), {x, gamma, beta});
  std::vector<double> want(128);
  for (int r = 0; r < 4; ++r) {
    double mean = 0, var = 0;
    for (int c = 0; c < 32; ++c) mean += x.get_double(r * 32 + c) / 32;
    for (int c = 0; c < 32; ++c) var += std::pow(x.get_double(r * 32 + c) - mean, 2) / 32;
    for (int c = 0; c < 32; ++c) {
      want[r * 32 + c] = (x.get_double(r * 32 + c) - mean) / std::sqrt(var + 1e-5) * gamma.get_double(c) + beta.get_double(c);
    }
  }
  EXPECT_TRUE(testing::all_close(out[0], want, 1e-5, 1e-6));
}

TEST(Models, Mlp) {
  SCOPED_TRACE(::testing::Message() << "seed " << kSeed);
  const auto m = load("mlp.hlo");
  const Literal x = random_literal(DType::F32, {4, 16}, kSeed);
  const Literal w1 = random_literal(DType::F32, {16, 32}, kSeed + 1);
  const Literal b1 = random_literal(DType::F32, {32}, kSeed + 2);
  const Literal w2 = random_literal(DType::F32, {32, 8}, kSeed + 3);
  const Literal b2 = random_literal(DType::F32, {8}, kSeed + 4);
  const auto out = evaluate(*m->entry(), {x, w1, b1, w2, b2});
  std::vector<double> want(32);
  int active = 0;
  for (int r = 0; r < 4; ++r) {
    std::vector<double> h(32);
    for (int j = 0; j < 32; ++j) {
      double s = b1.get_double(j);
      for (int k = 0; k < 16; ++k) s += x.get_double(r * 16 + k) * w1.get_double(k * 32 + j);
      h[j] = std::max(0.0, static_cast<double>(static_cast<float>(s)));
      active += h[j] > 0;
    }
    for (int j = 0; j < 8; ++j) {
      double s = b2.get_double(j);
      for (int k = 0; k < 32; ++k) s += h[k] * w2.get_double(k * 8 + j);
      want[r * 8 + j] = s;
    }
  }
  EXPECT_GT(active, 10) << "the relu should not zero everything";
  EXPECT_TRUE(testing::all_close(out[0], want, 1e-5, 1e-6));
}

TEST(Models, WhileLoop) {
  const auto m = load("while_loop.hlo");
  const Literal x = random_literal(DType::F32, {8}, kSeed, -10, 10);
  const auto out = evaluate(*m->entry(), {x});
  std::vector<double> want = values(x);
  for (double& v : want) {
    for (int i = 0; i < 5; ++i) v = 0.5 * v + 1;
  }
  EXPECT_TRUE(testing::all_close(out[0], want, 1e-6));
}

// Five iterations alternating x * 0.5 (even i) and tanh (odd i); then the
// row sums of the result (k = 0) or of exp(x) (k = 1, and any k out of range).
TEST(Models, ControlFlow) {
  const auto m = load("control_flow.hlo");
  const Literal x = random_literal(DType::F32, {4, 8}, kSeed, -2, 2);
  std::vector<double> looped = values(x);
  for (double& v : looped) {
    for (int i = 0; i < 5; ++i) v = i % 2 == 0 ? static_cast<double>(static_cast<float>(v) * 0.5f) : std::tanh(v);
  }
  for (int64_t k : {0, 1, 5, -1}) {
    const auto out = evaluate(*m->entry(), {x, testing::make_int(DType::S32, {}, {k})});
    EXPECT_TRUE(testing::all_close(out[0], looped, 1e-6));
    std::vector<double> sums(4, 0.0);
    for (int r = 0; r < 4; ++r) {
      for (int c = 0; c < 8; ++c) sums[static_cast<size_t>(r)] += k == 0 ? looped[static_cast<size_t>(r * 8 + c)] : std::exp(x.get_double(r * 8 + c));
    }
    EXPECT_TRUE(testing::all_close(out[1], sums, 1e-5)) << "k=" << k;
  }
}

TEST(Models, DotOrderF1AndF2AgreeWithALoopGemm) {
  const Literal w = random_literal(DType::F32, {6, 8}, kSeed);
  const Literal a = random_literal(DType::F32, {2, 3, 8}, kSeed + 1);
  std::vector<double> want(36);
  for (int b = 0; b < 6; ++b) {      // rows of a (2x3 merged)
    for (int n = 0; n < 6; ++n) {    // rows of w
      double s = 0;
      for (int k = 0; k < 8; ++k) s += a.get_double(b * 8 + k) * w.get_double(n * 8 + k);
      want[b * 6 + n] = s;
    }
  }
  for (const char* name : {"dot_order_f1.hlo", "dot_order_f2.hlo"}) {
    const auto out = evaluate(*load(name)->entry(), {w, a});
    EXPECT_EQ(out[0].dims(), (Dims{2, 3, 6})) << name;
    EXPECT_TRUE(testing::all_close(out[0], want, 1e-6)) << name;
  }
}

TEST(Models, TransposeThreeConsumers) {
  const Literal x = random_literal(DType::F32, {2, 8, 4}, kSeed);
  const auto out = evaluate(*load("transpose_three_consumers.hlo")->entry(), {x});
  ASSERT_EQ(out.size(), 3u);
  std::vector<double> a(64), b(64), c(64);
  for (int i = 0; i < 2; ++i) {
    for (int j = 0; j < 4; ++j) {
      for (int k = 0; k < 8; ++k) {
        const double y = x.get_double(i * 32 + k * 4 + j);
        const int o = i * 32 + j * 8 + k;
        a[o] = 2 * y;
        b[o] = y + 1;
        c[o] = std::exp(y);
      }
    }
  }
  EXPECT_TRUE(testing::all_close(out[0], a, 0));
  EXPECT_TRUE(testing::all_close(out[1], b, 1e-7));
  EXPECT_TRUE(testing::all_close(out[2], c, 1e-6));
}

TEST(Models, ChannelsLastScaleBiasRelu) {
  const Literal x = random_literal(DType::F32, {2, 8, 3, 3}, kSeed);
  const Literal s = random_literal(DType::F32, {1, 8, 1, 1}, kSeed + 1);
  const Literal b = random_literal(DType::F32, {1, 8, 1, 1}, kSeed + 2);
  const auto out = evaluate(*load("channels_last_scale_bias_relu.hlo")->entry(), {x, s, b});
  ASSERT_EQ(out.size(), 2u);
  EXPECT_EQ(out[0].dtype(), DType::F16);
  std::vector<double> relu, mask;
  for (int64_t i = 0; i < x.num_elements(); ++i) {
    const int c = static_cast<int>((i / 9) % 8);
    const double t = static_cast<float>(static_cast<float>(x.get_double(i) * s.get_double(c)) + b.get_double(c));
    relu.push_back(std::max(t, 0.0));
    mask.push_back(t > 0);
  }
  EXPECT_TRUE(testing::all_close(out[0], relu, 1e-3));  // f16 output
  EXPECT_TRUE(testing::all_close(out[1], mask, 0));
}

TEST(Models, GeluBackward) {
  const Literal t4 = random_literal(DType::F32, {2, 4, 8}, kSeed);
  const Literal t5 = random_literal(DType::F32, {2, 4, 8}, kSeed + 1, -3, 3);
  const Literal t6 = random_literal(DType::F32, {2, 4, 8}, kSeed + 2);
  const auto out = evaluate(*load("gelu_backward.hlo")->entry(), {t4, t5, t6});
  std::vector<double> bias(8, 0.0), dx;
  for (int64_t i = 0; i < 64; ++i) bias[i % 8] += t4.get_double(i);
  for (int64_t i = 0; i < 64; ++i) {
    const double x = t5.get_double(i), k = 0.7978845608;
    const double th = std::tanh(k * (x + 0.044715 * x * x * x));
    const double d = 0.5 * (1 + th) + 0.5 * x * (1 - th * th) * k * (1 + 0.134145 * x * x);
    dx.push_back(t6.get_double(i) * d);
  }
  EXPECT_TRUE(testing::all_close(out[0], bias, 1e-6, 1e-6));
  EXPECT_TRUE(testing::all_close(out[1], dx, 1e-5, 1e-6));
}

TEST(Models, RepeatedBlock) {
  std::vector<Literal> args{random_literal(DType::F32, {4, 8}, kSeed)};
  for (int i = 0; i < 10; ++i) {
    args.push_back(random_literal(DType::F32, {8, 8}, kSeed + 2 * i + 1, -0.5, 0.5));
    args.push_back(random_literal(DType::F32, {8}, kSeed + 2 * i + 2));
  }
  const auto out = evaluate(*load("repeated_block.hlo")->entry(), args);
  std::vector<double> h = values(args[0]);
  for (int i = 0; i < 10; ++i) {
    std::vector<double> next(32);
    for (int r = 0; r < 4; ++r) {
      for (int j = 0; j < 8; ++j) {
        double s = args[2 * i + 2].get_double(j);
        for (int k = 0; k < 8; ++k) s += h[r * 8 + k] * args[2 * i + 1].get_double(k * 8 + j);
        next[r * 8 + j] = std::tanh(s);
      }
    }
    h = next;
  }
  EXPECT_TRUE(testing::all_close(out[0], h, 1e-5, 1e-6));
}

TEST(Models, MobileNetBlock) {
  // Plain loops over the module's own (elided, filled) weights, rounding to
  // bf16 after every op as the module does.
  SCOPED_TRACE(::testing::Message() << "seed " << kSeed);
  const auto m = load("mobilenet_block.hlo");
  const Graph& g = *m->entry();
  const Literal image = random_literal(DType::F32, {1, 16, 16, 3}, kSeed, -1, 1);
  const auto out = evaluate(g, {image});
  auto bf16 = [](double v) {
    Literal l(DType::BF16, {});
    l.set_double(0, v);
    return l.get_double(0);
  };
  auto weights = [&](const char* name) { return values(*g.find(name)->attrs().literal); };
  const auto k0 = weights("k0"), b0 = weights("b0"), kd = weights("kd"), bd = weights("bd"), k1 = weights("k1"), b1 = weights("b1");
  auto relu6 = [&](double v) { return std::clamp(v, 0.0, 6.0); };
  std::vector<double> x(16 * 16 * 3), relu0(8 * 8 * 16), relud(8 * 8 * 16), want(8 * 8 * 32);
  for (size_t i = 0; i < x.size(); ++i) x[i] = bf16(image.get_double(static_cast<int64_t>(i)));
  for (int oy = 0; oy < 8; ++oy)
    for (int ox = 0; ox < 8; ++ox)
      for (int co = 0; co < 16; ++co) {
        double sum = 0;
        for (int ky = 0; ky < 3; ++ky)
          for (int kx = 0; kx < 3; ++kx)
            for (int ci = 0; ci < 3; ++ci) {
              const int y = 2 * oy + ky, xx = 2 * ox + kx;  // padding 0 low, 1 high
              if (y < 16 && xx < 16) sum += x[(y * 16 + xx) * 3 + ci] * k0[((ky * 3 + kx) * 3 + ci) * 16 + co];
            }
        relu0[(oy * 8 + ox) * 16 + co] = relu6(bf16(bf16(sum) + b0[co]));
      }
  for (int y = 0; y < 8; ++y)
    for (int xx = 0; xx < 8; ++xx)
      for (int c = 0; c < 16; ++c) {
        double sum = 0;
        for (int ky = 0; ky < 3; ++ky)
          for (int kx = 0; kx < 3; ++kx) {
            const int iy = y + ky - 1, ix = xx + kx - 1;
            if (iy >= 0 && iy < 8 && ix >= 0 && ix < 8) sum += relu0[(iy * 8 + ix) * 16 + c] * kd[(ky * 3 + kx) * 16 + c];
          }
        relud[(y * 8 + xx) * 16 + c] = relu6(bf16(bf16(sum) + bd[c]));
      }
  for (int p = 0; p < 64; ++p)
    for (int co = 0; co < 32; ++co) {
      double sum = 0;
      for (int ci = 0; ci < 16; ++ci) sum += relud[p * 16 + ci] * k1[ci * 32 + co];
      want[p * 32 + co] = relu6(bf16(bf16(sum) + b1[co]));
    }
  EXPECT_TRUE(testing::all_close(out[0], want, 1e-6));
  double largest = 0;
  for (double v : want) largest = std::max(largest, v);
  EXPECT_GT(largest, 0.5);  // scaled weights keep activations in range, not all clamped to 0
}

TEST(Models, Bf16AttentionScores) {
  // q.k^T per batch, rounded to bf16 once, scaled by 1/8 (exact in bf16).
  SCOPED_TRACE(::testing::Message() << "seed " << kSeed);
  const auto m = load("bf16_attention_scores.hlo");
  const Literal q = random_literal(DType::BF16, {4, 16, 32}, kSeed, -2, 2);
  const Literal k = random_literal(DType::BF16, {4, 24, 32}, kSeed + 1, -2, 2);
  const auto out = evaluate(*m->entry(), {q, k});
  auto bf16 = [](double v) {
    Literal l(DType::BF16, {});
    l.set_double(0, v);
    return l.get_double(0);
  };
  std::vector<double> want(4 * 16 * 24);
  for (int b = 0; b < 4; ++b)
    for (int i = 0; i < 16; ++i)
      for (int j = 0; j < 24; ++j) {
        double sum = 0;
        for (int d = 0; d < 32; ++d) sum += q.get_double((b * 16 + i) * 32 + d) * k.get_double((b * 24 + j) * 32 + d);
        want[static_cast<size_t>((b * 16 + i) * 24 + j)] = bf16(bf16(sum) * 0.125);
      }
  EXPECT_EQ(out[0].dtype(), DType::F32);
  EXPECT_TRUE(testing::all_close(out[0], want, 0.0, 0.0));
}

TEST(Models, ComplexArithmetic) {
  // c64 arguments and results are (re, im) pairs along a last dim of 2.
  const Literal x = random_literal(DType::F32, {3, 2}, kSeed), y = random_literal(DType::F32, {3, 2}, kSeed + 1);
  const auto out = evaluate(*load("complex_arithmetic.hlo")->entry(), {x, y});
  ASSERT_EQ(out.size(), 9u);
  using C = std::complex<double>;
  auto at = [](const Literal& pairs, int64_t i) { return C(pairs.get_double(2 * i), pairs.get_double(2 * i + 1)); };
  auto near = [](C got, C want) { return std::abs(got - want) <= 1e-6 * std::max(1.0, std::abs(want)); };
  C sum = 0;
  for (int64_t i = 0; i < 3; ++i) {
    SCOPED_TRACE(i);
    const C a = at(x, i), b = at(y, i);
    EXPECT_TRUE(near(at(out[0], i), a * b));
    EXPECT_TRUE(near(at(out[1], i), a / b));
    EXPECT_TRUE(near(at(out[2], i), std::exp(a)));
    EXPECT_NEAR(out[3].get_double(i), std::abs(b), 1e-6);
    for (int64_t j = 0; j < 3; ++j) EXPECT_TRUE(near(at(out[6], i * 3 + j), a * at(y, j)));  // outer product
    EXPECT_EQ(out[7].get_bits(i), a != b ? 1u : 0u);
    EXPECT_EQ(at(out[8], i), a);  // widened exactly
    sum += a;
  }
  const C k[] = {{1, 2}, {-3, 0.5}};
  for (int64_t i = 0; i < 2; ++i) {
    const C m = at(x, i) * at(y, i);
    EXPECT_TRUE(near(at(out[4], i), k[i] + C(m.imag(), m.real())));
  }
  EXPECT_TRUE(near(at(out[5], 0), sum));
}

TEST(Models, TopKSampling) {
  // Logits rounded to f32 once; each row's 5 largest, ties to the lower id
  // (two vocabulary columns are made equal, so a tie is in every row's top 5).
  SCOPED_TRACE(::testing::Message() << "seed " << kSeed);
  const Literal h = random_literal(DType::F32, {4, 32}, kSeed, -1, 1);
  Literal w = random_literal(DType::F32, {32, 300}, kSeed + 1, -1, 1);
  std::vector<float> logits(4 * 300);
  auto logit = [&](int r, int c) {
    double sum = 0;
    for (int d = 0; d < 32; ++d) sum += h.get_double(r * 32 + d) * w.get_double(d * 300 + c);
    return static_cast<float>(sum);
  };
  // Column 250 copies the column that wins row 0, so row 0 ties at its top.
  int best = 0;
  for (int c = 1; c < 300; ++c) best = logit(0, c) > logit(0, best) ? c : best;
  for (int d = 0; d < 32; ++d) w.set_double(d * 300 + 250, w.get_double(d * 300 + best));
  ASSERT_LT(best, 250);
  for (int r = 0; r < 4; ++r)
    for (int c = 0; c < 300; ++c) logits[static_cast<size_t>(r * 300 + c)] = logit(r, c);
  const auto out = evaluate(*load("top_k_sampling.hlo")->entry(), {h, w});
  ASSERT_EQ(out.size(), 2u);
  for (int r = 0; r < 4; ++r) {
    SCOPED_TRACE(r);
    std::vector<int> ids(300);
    std::iota(ids.begin(), ids.end(), 0);
    std::stable_sort(ids.begin(), ids.end(), [&](int a, int b) { return logits[static_cast<size_t>(r * 300 + a)] > logits[static_cast<size_t>(r * 300 + b)]; });
    double sum = 0;
    for (int j = 0; j < 5; ++j) sum += std::exp(static_cast<double>(logits[static_cast<size_t>(r * 300 + ids[static_cast<size_t>(j)])]) - logits[static_cast<size_t>(r * 300 + ids[0])]);
    for (int j = 0; j < 5; ++j) {
      EXPECT_EQ(static_cast<int>(out[1].get_bits(r * 5 + j)), ids[static_cast<size_t>(j)]) << "place " << j;
      const double e = std::exp(static_cast<double>(logits[static_cast<size_t>(r * 300 + ids[static_cast<size_t>(j)])]) - logits[static_cast<size_t>(r * 300 + ids[0])]);
      EXPECT_NEAR(out[0].get_double(r * 5 + j), e / sum, 1e-6) << "place " << j;
    }
  }
  EXPECT_EQ(out[1].get_bits(0), static_cast<uint64_t>(best));  // the tie: the lower id first
  EXPECT_EQ(out[1].get_bits(1), 250u);
}

TEST(Models, EveryModelFileHasATest) {
  // Keeps this file honest: a new model in test/models needs a test above.
  int count = 0;
  for (const auto& e : std::filesystem::directory_iterator(std::string(KILN_SOURCE_DIR) + "/test/models")) {
    count += e.path().extension() == ".hlo";
  }
  EXPECT_EQ(count, 16);
}

}  // namespace
}  // namespace kiln
