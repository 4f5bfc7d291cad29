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

}  // namespace kiln
