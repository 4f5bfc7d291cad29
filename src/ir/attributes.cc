#include "ir/attributes.h"

#include <array>
#include <utility>

namespace kiln {

namespace {

constexpr std::array<std::pair<ComparisonDirection, std::string_view>, 6> kDirections{{
    {ComparisonDirection::EQ, "EQ"}, {ComparisonDirection::NE, "NE"}, {ComparisonDirection::LT, "LT"},
    {ComparisonDirection::LE, "LE"}, {ComparisonDirection::GT, "GT"}, {ComparisonDirection::GE, "GE"}}};

constexpr std::array<std::pair<ComparisonType, std::string_view>, 4> kTypes{{
    {ComparisonType::Float, "FLOAT"}, {ComparisonType::TotalOrder, "TOTALORDER"},
    {ComparisonType::Signed, "SIGNED"}, {ComparisonType::Unsigned, "UNSIGNED"}}};

}  // namespace

std::string_view direction_name(ComparisonDirection d) {
  for (const auto& [dir, name] : kDirections) if (dir == d) return name;
  return "?";
}

std::optional<ComparisonDirection> parse_direction(std::string_view s) {
  for (const auto& [dir, name] : kDirections) if (name == s) return dir;
  return std::nullopt;
}

std::string_view comparison_type_name(ComparisonType t) {
  for (const auto& [type, name] : kTypes) if (type == t) return name;
  return "DEFAULT";
}

std::optional<ComparisonType> parse_comparison_type(std::string_view s) {
  for (const auto& [type, name] : kTypes) if (name == s) return type;
  return std::nullopt;
}

const char* transpose_a_name(TransposeA t) {
  switch (t) {
    case TransposeA::NoTranspose: return "NO_TRANSPOSE";
    case TransposeA::Transpose: return "TRANSPOSE";
    case TransposeA::Adjoint: return "ADJOINT";
  }
  return "?";
}

const char* fft_type_name(FftType type) {
  switch (type) {
    case FftType::Fft: return "FFT";
    case FftType::Ifft: return "IFFT";
    case FftType::Rfft: return "RFFT";
    case FftType::Irfft: return "IRFFT";
  }
  return "?";
}

std::optional<FftType> parse_fft_type(std::string_view text) {
  for (FftType t : {FftType::Fft, FftType::Ifft, FftType::Rfft, FftType::Irfft}) {
    if (text == fft_type_name(t)) return t;
  }
  return std::nullopt;
}

const char* lapack_routine_name(LapackRoutine routine) {
  static constexpr const char* kNames[] = {"geqrf", "orgqr", "potrf", "getrf", "eigh",  "geev",
                                           "gees",  "gehrd", "sytrd", "gesdd", "gtsv", "trsm"};
  return kNames[static_cast<int>(routine)];
}

std::optional<TransposeA> parse_transpose_a(std::string_view text) {
  for (TransposeA t : {TransposeA::NoTranspose, TransposeA::Transpose, TransposeA::Adjoint}) {
    if (text == transpose_a_name(t)) return t;
  }
  return std::nullopt;
}

bool Attrs::operator==(const Attrs& o) const {
  const bool same_literal = literal == o.literal || (literal && o.literal && *literal == *o.literal);
  return same_literal && dimensions == o.dimensions && parameter_number == o.parameter_number &&
         direction == o.direction && comparison_type == o.comparison_type && dot == o.dot && slice == o.slice &&
         dynamic_slice_sizes == o.dynamic_slice_sizes && padding == o.padding && window == o.window && conv == o.conv &&
         feature_group_count == o.feature_group_count && batch_group_count == o.batch_group_count && gather == o.gather &&
         scatter == o.scatter && is_stable == o.is_stable && sort_keep == o.sort_keep && exponent_bits == o.exponent_bits &&
         mantissa_bits == o.mantissa_bits && branch_operand_counts == o.branch_operand_counts &&
         triangular_solve == o.triangular_solve && cholesky_lower == o.cholesky_lower && lapack == o.lapack && fft == o.fft &&
         host_callback == o.host_callback && collective == o.collective;
}

}  // namespace kiln
