#include "expand/chlo_decompositions.h"

#include <fmt/format.h>

#include <cmath>
#include <functional>
#include <limits>

#include "expand/ragged_dot.h"
#include "expand/top_k.h"
#include "ir/array_math.h"
#include "support/error.h"

namespace kiln {

namespace {

using Math = ArrayMath;

using Body = std::function<Value(Math&, Value)>;

// materializeWithUpcast: f16/bf16 compute in f32 and round back once.
Value with_upcast(GraphBuilder& b, Value x, const Body& body) {
  const DType d = x.type().dtype;
  if (!is_float(d)) user_error("expects a floating-point operand, got {}", x.type().to_string(false));
  if (!is_narrow_float(d)) {
    Math m(b, x.type());
    return body(m, x);
  }
  Value wide = b.convert(x, DType::F32);
  Math m(b, wide.type());
  return b.convert(body(m, wide), d);
}

Value native(GraphBuilder& b, Value x, const Body& body) {
  if (!is_float(x.type().dtype)) user_error("expects a floating-point operand, got {}", x.type().to_string(false));
  Math m(b, x.type());
  return body(m, x);
}

double max_finite(DType d) {
  switch (d) {
    case DType::F16: return 65504.0;
    case DType::BF16: return 3.3895313892515355e38;
    case DType::F32: return std::numeric_limits<float>::max();
    default: return std::numeric_limits<double>::max();
  }
}

using CD = ComparisonDirection;

Value erf_f32(Math& m, Value x) {
  const float alpha[] = {-2.72614225801306e-10f, 2.77068142495902e-08f,  -2.10102402082508e-06f,
                         -5.69250639462346e-05f, -7.34990630326855e-04f, -2.95459980854025e-03f,
                         -1.60960333262415e-02f};
  const float beta[] = {-1.45660718464996e-05f, -2.13374055278905e-04f, -1.68282697438203e-03f,
                        -7.37332916720468e-03f, -1.42647390514189e-02f};
  Value xc = m.clamp(m.k(-4.0), x, m.k(4.0));
  Value x2 = m.mul(xc, xc);
  Value e = m.div(m.mul(xc, m.poly(x2, alpha)), m.poly(x2, beta));
  return m.clamp(m.k(-1.0), e, m.k(1.0));
}

Value erf_f64_le_one(Math& m, Value x) {
  const double t[] = {9.60497373987051638749E0, 9.00260197203842689217E1, 2.23200534594684319226E3,
                      7.00332514112805075473E3, 5.55923013010394962768E4};
  const double u[] = {1.00000000000000000000E0, 3.35617141647503099647E1, 5.21357949780152679795E2,
                      4.59432382970980127987E3, 2.26290000613890934246E4, 4.92673942608635921086E4};
  Value x2 = m.mul(x, x);
  return m.div(m.mul(x, m.poly(x2, t)), m.poly(x2, u));
}

Value erfc_f64_ge_one(Math& m, Value x) {
  const double p[] = {2.46196981473530512524E-10, 5.64189564831068821977E-1, 7.46321056442269912687E0,
                      4.86371970985681366614E1,   1.96520832956077098242E2,  5.26445194995477358631E2,
                      9.34528527171957607540E2,   1.02755188689515710272E3,  5.57535335369399327526E2};
  const double q[] = {1.00000000000000000000E0, 1.32281951154744992508E1, 8.67072140885989742329E1,
                      3.54937778887819891062E2, 9.75708501743205489753E2, 1.82390916687909736289E3,
                      2.24633760818710981792E3, 1.65666309194161350182E3, 5.57535340817727675546E2};
  const double r[] = {5.64189583547755073984E-1, 1.27536670759978104416E0, 5.01905042251180477414E0,
                      6.16021097993053585195E0,  7.40974269950448939160E0, 2.97886665372100240670E0};
  const double s[] = {1.00000000000000000000E0, 2.26052863220117276590E0, 9.39603524938001434673E0,
                      1.20489539808096656605E1, 1.70814450747565897222E1, 9.60896809063285878198E0,
                      3.36907645100081516050E0};
  Value z = m.neg(m.mul(x, x));
  Value ez = m.exp(z);
  Value ax = m.abs(x);
  Value small = m.div(m.mul(ez, m.poly(ax, p)), m.poly(ax, q));
  Value large = m.div(m.mul(ez, m.poly(ax, r)), m.poly(ax, s));
  Value approx = m.select(m.cmp(ax, m.k(8.0), CD::LT), small, large);
  Value clamped = m.select(m.cmp(z, m.k(-7.09782712893383996843E2), CD::LT), m.k(0.0), approx);
  return m.select(m.cmp(x, m.k(0.0), CD::LT), m.sub(m.k(2.0), clamped), clamped);
}

Value erf_f32_le_one(Math& m, Value x) {
  const float t[] = {+7.853861353153693E-5f, -8.010193625184903E-4f, +5.188327685732524E-3f,
                     -2.685381193529856E-2f, +1.128358514861418E-1f, -3.761262582423300E-1f,
                     +1.128379165726710E+0f};
  return m.mul(x, m.poly(m.mul(x, x), t));
}

Value erfc_f32_ge_one(Math& m, Value x) {
  const float p[] = {+2.326819970068386E-2f, -1.387039388740657E-1f, +3.687424674597105E-1f,
                     -5.824733027278666E-1f, +6.210004621745983E-1f, -4.944515323274145E-1f,
                     +3.404879937665872E-1f, -2.741127028184656E-1f, +5.638259427386472E-1f};
  const float r[] = {-1.047766399936249E+1f, +1.297719955372516E+1f, -7.495518717768503E+0f,
                     +2.921019019210786E+0f, -1.015265279202700E+0f, +4.218463358204948E-1f,
                     -2.820767439740514E-1f, +5.641895067754075E-1f};
  Value x2 = m.mul(x, x);
  Value z = m.neg(x2);
  Value ax = m.abs(x);
  Value rx2 = m.div(m.k(1.0), x2);
  Value e = m.mul(m.exp(z), m.div(m.k(1.0), ax));
  Value poly = m.select(m.cmp(ax, m.k(2.0), CD::LT), m.poly(rx2, p), m.poly(rx2, r));
  Value approx = m.mul(e, poly);
  Value clamped = m.select(m.cmp(z, m.k(-88.72283905206835), CD::LT), m.k(0.0), approx);
  return m.select(m.cmp(x, m.k(0.0), CD::LT), m.sub(m.k(2.0), clamped), clamped);
}

Value erfc(Math& m, Value x) {
  Value lt_one = m.cmp(m.abs(x), m.k(1.0), CD::LT);
  if (m.type().dtype == DType::F64) {
    return m.select(lt_one, m.sub(m.k(1.0), erf_f64_le_one(m, x)), erfc_f64_ge_one(m, x));
  }
  return m.select(lt_one, m.sub(m.k(1.0), erf_f32_le_one(m, x)), erfc_f32_ge_one(m, x));
}

Value erf(Math& m, Value x) {
  if (m.type().dtype != DType::F64) return erf_f32(m, x);
  Value lt_one = m.cmp(m.abs(x), m.k(1.0), CD::LT);
  return m.select(lt_one, erf_f64_le_one(m, x), m.sub(m.k(1.0), erfc_f64_ge_one(m, x)));
}

Value erf_inv(Math& m, Value x) {
  Value w = m.neg(m.log1p(m.mul(x, m.neg(x))));
  Value p;
  if (m.type().dtype != DType::F64) {  // erfInv32
    const float lt5[] = {2.81022636e-08f,  3.43273939e-07f, -3.5233877e-06f, -4.39150654e-06f, 0.00021858087f,
                         -0.00125372503f, -0.00417768164f, 0.246640727f,    1.50140941f};
    const float ge5[] = {-0.000200214257f, 0.000100950558f, 0.00134934322f, -0.00367342844f, 0.00573950773f,
                         -0.0076224613f,   0.00943887047f,  1.00167406f,    2.83297682f};
    Value lt = m.cmp(w, m.k(5.0), CD::LT);
    auto coefficient = [&](int i) { return m.select(lt, m.k(lt5[i]), m.k(ge5[i])); };
    w = m.select(lt, m.sub(w, m.k(2.5)), m.sub(m.sqrt(w), m.k(3.0)));
    p = coefficient(0);
    for (int i = 1; i < 9; ++i) p = m.add(coefficient(i), m.mul(p, w));
  } else {  // erfInv64, with its coefficient indexing as written there
    const double a[] = {-3.6444120640178196996e-21, -1.685059138182016589e-19, 1.2858480715256400167e-18,
                        1.115787767802518096e-17,   -1.333171662854620906e-16, 2.0972767875968561637e-17,
                        6.6376381343583238325e-15,  -4.0545662729752068639e-14, -8.1519341976054721522e-14,
                        2.6335093153082322977e-12,  -1.2975133253453532498e-11, -5.4154120542946279317e-11,
                        1.051212273321532285e-09,   -4.1126339803469836976e-09, -2.9070369957882005086e-08,
                        4.2347877827932403518e-07,  -1.3654692000834678645e-06, -1.3882523362786468719e-05,
                        0.0001867342080340571352,   -0.00074070253416626697512, -0.0060336708714301490533,
                        0.24015818242558961693,     1.6536545626831027356};
    const double bb[] = {2.2137376921775787049e-09,  9.0756561938885390979e-08, -2.7517406297064545428e-07,
                         1.8239629214389227755e-08,  1.5027403968909827627e-06, -4.013867526981545969e-06,
                         2.9234449089955446044e-06,  1.2475304481671778723e-05, -4.7318229009055733981e-05,
                         6.8284851459573175448e-05,  2.4031110387097893999e-05, -0.0003550375203628474796,
                         0.00095328937973738049703,  -0.0016882755560235047313, 0.0024914420961078508066,
                         -0.0037512085075692412107,  0.005370914553590063617,   1.0052589676941592334,
                         3.0838856104922207635};
    const double c[] = {-2.7109920616438573243e-11, -2.5556418169965252055e-10, 1.5076572693500548083e-09,
                        -3.7894654401267369937e-09, 7.6157012080783393804e-09,  -1.4960026627149240478e-08,
                        2.9147953450901080826e-08,  -6.7711997758452339498e-08, 2.2900482228026654717e-07,
                        -9.9298272942317002539e-07, 4.5260625972231537039e-06,  -1.9681778105531670567e-05,
                        7.5995277030017761139e-05,  -0.00021503011930044477347, -0.00013871931833623122026,
                        1.0103004648645343977,      4.8499064014085844221};
    Value lt625 = m.cmp(w, m.k(6.25), CD::LT);
    Value lt16 = m.cmp(w, m.k(16.0), CD::LT);
    auto coefficient = [&](int i) {
      Value v = m.k(a[i]);
      if (i < 19) v = m.select(lt625, v, m.k(bb[i]));
      if (i < 17) v = m.select(lt16, v, m.k(c[i]));
      return v;
    };
    w = m.select(lt625, m.sub(w, m.k(3.125)), m.sub(m.sqrt(w), m.select(lt16, m.k(3.25), m.k(5.0))));
    p = coefficient(0);
    for (int i = 1; i < 17; ++i) p = m.add(coefficient(i), m.mul(p, w));
    for (int i = 17; i < 19; ++i) p = m.select(lt16, m.add(coefficient(i), m.mul(p, w)), p);
    for (int i = 19; i < 23; ++i) p = m.select(lt625, m.add(coefficient(i), m.mul(p, w)), p);
  }
  Value result = m.mul(p, x);
  Value is_one = m.cmp(m.abs(x), m.k(1.0), CD::EQ);
  return m.select(is_one, m.mul(x, m.k(INFINITY)), result);
}

constexpr double kLanczosGamma = 7;
constexpr double kBaseLanczosCoeff = 0.99999999999980993227684700473478;
constexpr double kLanczosCoefficients[] = {676.520368121885098567009190444019, -1259.13921672240287047156078755283,
                                           771.3234287776530788486528258894,   -176.61502916214059906584551354,
                                           12.507343278686904814458936853,     -0.13857109526572011689554707,
                                           9.984369578019570859563e-6,         1.50563273514931155834e-7};

Value lgamma(Math& m, Value x) {
  Value reflect = m.cmp(x, m.k(0.5), CD::LT);
  Value z = m.select(reflect, m.neg(x), m.sub(x, m.k(1.0)));
  Value a = m.k(kBaseLanczosCoeff);
  for (int i = 0; i < 8; ++i) a = m.add(a, m.div(m.k(kLanczosCoefficients[i]), m.add(z, m.k(i + 1))));
  Value t = m.add(m.k(kLanczosGamma + 0.5), z);
  Value log_t = m.add(m.k(std::log(kLanczosGamma + 0.5)), m.log1p(m.div(z, m.k(kLanczosGamma + 0.5))));
  Value r = m.mul(m.sub(m.add(z, m.k(0.5)), m.div(t, log_t)), log_t);
  Value lg = m.add(m.add(m.k((std::log(2.0) + std::log(M_PI)) / 2), r), m.log(a));
  Value ax = m.abs(x);
  Value frac = m.sub(ax, m.u(OpCode::Floor, ax));
  frac = m.select(m.cmp(m.k(0.5), frac, CD::LT), m.sub(m.k(1.0), frac), frac);
  Value refl_denom = m.log(m.u(OpCode::Sin, m.mul(m.k(M_PI), frac)));
  Value refl = m.sub(m.sub(m.k(std::log(M_PI)), refl_denom), lg);
  refl = m.select(m.u(OpCode::IsFinite, refl_denom), refl, m.neg(refl_denom));
  Value result = m.select(reflect, refl, lg);
  return m.select(m.cmp(ax, m.k(INFINITY), CD::EQ), m.k(INFINITY), result);
}

Value digamma(Math& m, Value x) {
  Value reflect = m.cmp(x, m.k(0.5), CD::LT);
  Value z = m.select(reflect, m.neg(x), m.sub(x, m.k(1.0)));
  Value a = m.k(kBaseLanczosCoeff);
  Value a_prime = m.k(0.0);
  for (int i = 0; i < 8; ++i) {
    Value zi = m.add(z, m.k(i + 1));
    a_prime = m.sub(a_prime, m.div(m.k(kLanczosCoefficients[i]), m.mul(zi, zi)));
    a = m.add(a, m.div(m.k(kLanczosCoefficients[i]), zi));
  }
  Value t = m.add(m.k(kLanczosGamma + 0.5), z);
  Value log_t = m.add(m.k(std::log(kLanczosGamma + 0.5)), m.log1p(m.div(z, m.k(kLanczosGamma + 0.5))));
  Value dg = m.sub(m.add(log_t, m.div(a_prime, a)), m.div(m.k(kLanczosGamma), t));
  Value reduced = m.add(x, m.abs(m.u(OpCode::Floor, m.add(x, m.k(0.5)))));
  Value pix = m.mul(m.k(M_PI), reduced);
  Value refl = m.sub(dg, m.div(m.mul(m.k(M_PI), m.u(OpCode::Cos, pix)), m.u(OpCode::Sin, pix)));
  Value result = m.select(reflect, refl, dg);
  Value pole = m.logical_and(m.cmp(x, m.k(0.0), CD::LE), m.cmp(x, m.u(OpCode::Floor, x), CD::EQ));
  return m.select(pole, m.k(NAN), result);
}

Value bessel_i1e(Math& m, Value x) {
  // Cephes' chbevl: b0 = x*b1 - b2 + c over the coefficients; 0.5*(b0 - b2).
  auto chbevl = [&](Value y, const auto& coefficients) {
    Value b0 = m.k(0.0), b1 = m.k(0.0), b2 = m.k(0.0);
    for (double c : coefficients) {
      b2 = b1;
      b1 = b0;
      b0 = m.add(m.sub(m.mul(y, b1), b2), m.k(c));
    }
    return m.mul(m.k(0.5), m.sub(b0, b2));
  };
  Value z = m.abs(x);
  Value small, large;
  if (m.type().dtype == DType::F64) {
    const double a[] = {2.77791411276104639959E-18, -2.11142121435816608115E-17, 1.55363195773620046921E-16,
                        -1.10559694773538630805E-15, 7.60068429473540693410E-15, -5.04218550472791168711E-14,
                        3.22379336594557470981E-13, -1.98397439776494371520E-12, 1.17361862988909016308E-11,
                        -6.66348972350202774223E-11, 3.62559028155211703701E-10, -1.88724975172282928790E-9,
                        9.38153738649577178388E-9,  -4.44505912879632808065E-8, 2.00329475355213526229E-7,
                        -8.56872026469545474066E-7, 3.47025130813767847674E-6,  -1.32731636560394358279E-5,
                        4.78156510755005422638E-5,  -1.61760815825896745588E-4, 5.12285956168575772895E-4,
                        -1.51357245063125314899E-3, 4.15642294431288815669E-3,  -1.05640848946261981558E-2,
                        2.47264490306265168283E-2,  -5.29459812080949914269E-2, 1.02643658689847095384E-1,
                        -1.76416518357834055153E-1, 2.52587186443633654823E-1};
    const double b[] = {7.51729631084210481353E-18,  4.41434832307170791151E-18,  -4.65030536848935832153E-17,
                        -3.20952592199342395980E-17, 2.96262899764595013876E-16,  3.30820231092092828324E-16,
                        -1.88035477551078244854E-15, -3.81440307243700780478E-15, 1.04202769841288027642E-14,
                        4.27244001671195135429E-14,  -2.10154184277266431302E-14, -4.08355111109219731823E-13,
                        -7.19855177624590851209E-13, 2.03562854414708950722E-12,  1.41258074366137813316E-11,
                        3.25260358301548823856E-11,  -1.89749581235054123450E-11, -5.58974346219658380687E-10,
                        -3.83538038596423702205E-9,  -2.63146884688951950684E-8,  -2.51223623787020892529E-7,
                        -3.88256480887769039346E-6,  -1.10588938762623716291E-4,  -9.76109749136146840777E-3,
                        7.78576235018280120474E-1};
    small = m.mul(z, chbevl(m.sub(m.mul(m.k(0.5), z), m.k(2.0)), a));
    large = m.div(chbevl(m.sub(m.div(m.k(32.0), z), m.k(2.0)), b), m.sqrt(z));
  } else {
    const float a[] = {9.38153738649577178388E-9f, -4.44505912879632808065E-8f, 2.00329475355213526229E-7f,
                       -8.56872026469545474066E-7f, 3.47025130813767847674E-6f, -1.32731636560394358279E-5f,
                       4.78156510755005422638E-5f, -1.61760815825896745588E-4f, 5.12285956168575772895E-4f,
                       -1.51357245063125314899E-3f, 4.15642294431288815669E-3f, -1.05640848946261981558E-2f,
                       2.47264490306265168283E-2f, -5.29459812080949914269E-2f, 1.02643658689847095384E-1f,
                       -1.76416518357834055153E-1f, 2.52587186443633654823E-1f};
    const float b[] = {-3.83538038596423702205E-9f, -2.63146884688951950684E-8f, -2.51223623787020892529E-7f,
                       -3.88256480887769039346E-6f, -1.10588938762623716291E-4f, -9.76109749136146840777E-3f,
                       7.78576235018280120474E-1f};
    small = m.mul(z, chbevl(m.sub(m.mul(m.k(0.5), z), m.k(2.0)), a));
    large = m.div(chbevl(m.sub(m.div(m.k(32.0), z), m.k(2.0)), b), m.sqrt(z));
  }
  Value r = m.select(m.cmp(z, m.k(8.0), CD::LE), small, large);
  return m.mul(r, m.u(OpCode::Sign, x));
}

// chlo.next_after on the bit patterns (materializeNextAfter).
Value next_after(GraphBuilder& b, Value x, Value y) {
  const DType d = x.type().dtype;
  if (!is_float(d) || y.type().dtype != d) user_error("expects two operands of one floating-point type");
  const int bits = dtype_bits(d);
  const DType int_type = bits == 16 ? DType::S16 : bits == 32 ? DType::S32 : DType::S64;
  Math f(b, x.type());
  Math n(b, TensorType(int_type, x.type().dims));
  Value xi = b.bitcast_convert(x, int_type), yi = b.bitcast_convert(y, int_type);
  const double sign_bit = -std::ldexp(1.0, bits - 1);  // the sign bit as a signed integer
  Value sign_mask = n.k(sign_bit);
  Value abs_mask = n.u(OpCode::Not, sign_mask);
  Value x_abs = b.binary(OpCode::And, xi, abs_mask), y_abs = b.binary(OpCode::And, yi, abs_mask);
  Value x_sign = b.binary(OpCode::And, xi, sign_mask), y_sign = b.binary(OpCode::And, yi, sign_mask);
  Value away = n.logical_or(n.cmp(x_abs, y_abs, CD::GT), n.cmp(x_sign, y_sign, CD::NE));
  Value r = n.add(xi, n.select(away, n.k(-1), n.k(1)));
  Value smallest = b.binary(OpCode::Or, y_sign, n.k(1));
  r = n.select(n.cmp(x_abs, n.k(0), CD::EQ), n.select(n.cmp(y_abs, n.k(0), CD::EQ), yi, smallest), r);
  r = n.select(f.cmp(x, y, CD::EQ), yi, r);
  Value either_nan = f.logical_or(f.cmp(x, x, CD::NE), f.cmp(y, y, CD::NE));
  Value result = b.bitcast_convert(r, d);
  return f.select(either_nan, f.k(NAN), result);
}

// chlo.mulhi: the high half of the full product (materializeMulhi). Up to 32
// bits in the twice-as-wide type; 64 bits from 32-bit halves, unsigned, then
// corrected for signs: hi_s(a, b) = hi_u(a, b) - (a < 0 ? b : 0) - (b < 0 ? a : 0).
Value mulhi(GraphBuilder& b, Value x, Value y) {
  const DType d = x.type().dtype;
  if (!is_integer(d) || d == DType::Pred || y.type().dtype != d || x.type().dims != y.type().dims) {
    user_error("expects two integer operands of one type and shape");
  }
  const int bits = dtype_bits(d);
  const bool is_signed = is_signed_int(d);
  const Dims& dims = x.type().dims;
  if (bits <= 32) {
    const DType wide = is_signed ? (bits == 32 ? DType::S64 : bits == 16 ? DType::S32 : DType::S16)
                                 : (bits == 32 ? DType::U64 : bits == 16 ? DType::U32 : DType::U16);
    Math w(b, TensorType(wide, dims));
    Value product = w.mul(b.convert(x, wide), b.convert(y, wide));
    Value high = b.binary(is_signed ? OpCode::ShiftRightArithmetic : OpCode::ShiftRightLogical, product, w.k(bits));
    return b.convert(high, d);  // in range: a narrowing convert keeps the low bits
  }
  Math u(b, TensorType(DType::U64, dims));
  Value a = is_signed ? b.bitcast_convert(x, DType::U64) : x, c = is_signed ? b.bitcast_convert(y, DType::U64) : y;
  const Value low_mask = u.k(4294967295.0), shift = u.k(32);
  auto lo = [&](Value v) { return b.binary(OpCode::And, v, low_mask); };
  auto hi = [&](Value v) { return b.binary(OpCode::ShiftRightLogical, v, shift); };
  Value ll = u.mul(lo(a), lo(c)), hl = u.mul(hi(a), lo(c)), lh = u.mul(lo(a), hi(c)), hh = u.mul(hi(a), hi(c));
  Value carry = hi(u.add(u.add(hi(ll), lo(hl)), lo(lh)));
  Value r = u.add(u.add(u.add(hh, hi(hl)), hi(lh)), carry);
  if (!is_signed) return r;
  Math s(b, TensorType(d, dims));
  r = u.sub(r, u.select(s.lt(x, s.k(0)), c, u.k(0)));
  r = u.sub(r, u.select(s.lt(y, s.k(0)), a, u.k(0)));
  return b.bitcast_convert(r, d);
}

}  // namespace

std::vector<Value> decompose_chlo(Module& module, GraphBuilder& b, std::string_view op, const std::vector<Value>& operands,
                                  const ChloAttributes& attrs) {
  auto one = [&]() -> Value {
    if (operands.size() != 1) user_error("takes one operand, got {}", operands.size());
    return operands[0];
  };
  if (op == "top_k") {
    auto k = attrs.ints.find("k");
    if (k == attrs.ints.end() || k->second < 0) user_error("needs k >= 0");
    return top_k(module, b, one(), k->second);
  }
  if (op == "ragged_dot") {
    if (operands.size() != 3) user_error("takes lhs, rhs and group_sizes");
    auto list = [&](const char* name) {
      auto it = attrs.lists.find(name);
      return it == attrs.lists.end() ? Dims{} : Dims(it->second.begin(), it->second.end());
    };
    const RaggedDotDims dims{list("lhs_batching_dimensions"),    list("rhs_batching_dimensions"), list("lhs_contracting_dimensions"),
                             list("rhs_contracting_dimensions"), list("lhs_ragged_dimensions"),   list("rhs_group_dimensions")};
    return {ragged_dot(b, operands[0], operands[1], operands[2], dims)};
  }
  if (op == "mulhi") {
    if (operands.size() != 2) user_error("takes two operands");
    return {mulhi(b, operands[0], operands[1])};
  }
  if (op == "next_after") {
    if (operands.size() != 2) user_error("takes two operands");
    return {next_after(b, operands[0], operands[1])};
  }
  if (op == "erf") return {with_upcast(b, one(), erf)};
  if (op == "erfc") return {with_upcast(b, one(), erfc)};
  if (op == "erf_inv") return {with_upcast(b, one(), erf_inv)};
  if (op == "lgamma") return {with_upcast(b, one(), lgamma)};
  if (op == "digamma") return {with_upcast(b, one(), digamma)};
  if (op == "bessel_i1e") return {with_upcast(b, one(), bessel_i1e)};
  if (op == "cosh") {
    return {with_upcast(b, one(), [](Math& m, Value x) {
      Value log_half = m.log(m.k(0.5));
      return m.add(m.exp(m.add(x, log_half)), m.exp(m.sub(log_half, x)));
    })};
  }
  if (op == "sinh") {
    return {with_upcast(b, one(), [](Math& m, Value x) {
      Value log_half = m.log(m.k(0.5));
      Value large = m.sub(m.exp(m.add(x, log_half)), m.exp(m.sub(log_half, x)));
      Value e = m.u(OpCode::Expm1, x);
      Value small = m.mul(m.k(0.5), m.add(e, m.div(e, m.add(e, m.k(1.0)))));
      return m.select(m.cmp(m.abs(x), m.k(1.0), CD::LT), small, large);
    })};
  }
  // The rest compute in the operand's own type (ChloDecompositionPatterns*.td).
  if (op == "tan") return {native(b, one(), [](Math& m, Value x) { return m.u(OpCode::Tan, x); })};
  if (op == "atan") return {native(b, one(), [](Math& m, Value x) { return m.atan2(x, m.k(1.0)); })};
  if (op == "acos") {
    return {native(b, one(), [](Math& m, Value x) {
      return m.atan2(m.sqrt(m.mul(m.sub(m.k(1.0), x), m.add(m.k(1.0), x))), x);
    })};
  }
  if (op == "asin") {
    return {native(b, one(), [](Math& m, Value x) {
      Value ta = m.atan2(x, m.add(m.k(1.0), m.sqrt(m.mul(m.sub(m.k(1.0), x), m.add(m.k(1.0), x)))));
      return m.add(ta, ta);
    })};
  }
  if (op == "acosh") {
    return {native(b, one(), [](Math& m, Value x) {
      Value big = m.add(m.log(m.k(2.0)), m.log(x));
      Value s1 = m.sqrt(m.sub(x, m.k(1.0)));
      Value small = m.log1p(m.mul(s1, m.add(m.sqrt(m.add(x, m.k(1.0))), s1)));
      return m.select(m.cmp(x, m.k(max_finite(m.type().dtype) / 2), CD::GE), big, small);
    })};
  }
  if (op == "asinh") {
    return {native(b, one(), [](Math& m, Value x) {
      Value ax = m.abs(x);
      Value big = m.add(m.log(m.k(2.0)), m.log(ax));
      Value ax2 = m.mul(ax, ax);
      Value small = m.log1p(m.add(ax, m.div(ax2, m.add(m.k(1.0), m.sqrt(m.add(m.k(1.0), ax2))))));
      Value r = m.select(m.cmp(ax, m.k(std::sqrt(max_finite(m.type().dtype))), CD::GE), big, small);
      return m.mul(m.u(OpCode::Sign, x), r);
    })};
  }
  if (op == "atanh") {
    return {native(b, one(), [](Math& m, Value x) {
      Value r = m.mul(m.sub(m.log1p(x), m.log1p(m.neg(x))), m.k(0.5));
      return m.select(m.cmp(m.abs(x), m.k(1.0), CD::GT), m.k(NAN), r);
    })};
  }
  user_error("unsupported chlo op chlo.{}", op);
}

}  // namespace kiln
