// The attributes of a StableHLO operation as kiln values: integers, floats, dims, structs.
#include "importer/stablehlo_importer_class.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <functional>
#include <cctype>
#include <cstring>
#include <map>
#include <set>
#include <unordered_map>

#include "importer/dense_literal.h"

namespace kiln::stablehlo_import {

const MlirAttribute& StablehloImporter::required(const MlirOperation& op, std::string_view key) const {
  const MlirAttribute* a = op.attribute(key);
  if (!a) fail(op.offset, fmt::format("{} needs the attribute {}", op.name, key));
  return *a;
}

int64_t StablehloImporter::as_int(const MlirAttribute& a, std::string_view what) const {
  if (a.kind == Kind::Integer) return a.integer;
  if (a.kind == Kind::Bool) return a.boolean;
  if (a.kind == Kind::DenseElements && a.type) {
    const Literal lit = parse_dense_literal(src_, a.dense, a.type->tensor);
    if (lit.num_elements() == 1) return lit.get_int(0);
  }
  fail(a.offset, fmt::format("expected an integer for {}", what));
}

double StablehloImporter::as_float(const MlirAttribute& a, std::string_view what) const {
  if (a.kind == Kind::Float) return a.real;
  if (a.kind == Kind::Integer) return static_cast<double>(a.integer);
  fail(a.offset, fmt::format("expected a number for {}", what));
}

bool StablehloImporter::as_bool(const MlirAttribute& a, std::string_view what) const {
  if (a.kind == Kind::Bool) return a.boolean;
  if (a.kind == Kind::Unit) return true;
  if (a.kind == Kind::Integer) return a.integer != 0;
  fail(a.offset, fmt::format("expected true or false for {}", what));
}

Dims StablehloImporter::as_ints(const MlirAttribute& a, std::string_view what) const {
  switch (a.kind) {
    case Kind::DenseArray: return a.ints;
    case Kind::Array: {
      Dims out;
      for (const auto& e : a.elements) {
        if (e.kind == Kind::Array) {
          const Dims inner = as_ints(e, what);
          out.insert(out.end(), inner.begin(), inner.end());
        } else {
          out.push_back(as_int(e, what));
        }
      }
      return out;
    }
    case Kind::DenseElements: {
      if (!a.type) fail(a.offset, fmt::format("dense elements for {} need a type", what));
      const Literal lit = parse_dense_literal(src_, a.dense, a.type->tensor);
      Dims out;
      for (int64_t i = 0; i < lit.num_elements(); ++i) out.push_back(lit.get_int(i));
      return out;
    }
    default: fail(a.offset, fmt::format("expected a list of integers for {}", what));
  }
}

Dims StablehloImporter::ints_or(const MlirOperation& op, std::string_view key, Dims fallback) const {
  const MlirAttribute* a = op.attribute(key);
  return a ? as_ints(*a, key) : fallback;
}

Dims StablehloImporter::field_ints(const MlirAttribute& s, std::string_view key) const {
  const MlirAttribute* f = s.field(key);
  return f ? as_ints(*f, key) : Dims{};
}

int64_t StablehloImporter::field_int(const MlirAttribute& s, std::string_view key, int64_t fallback) const {
  const MlirAttribute* f = s.field(key);
  return f ? as_int(*f, key) : fallback;
}

const MlirAttribute& StablehloImporter::required_struct(const MlirOperation& op, std::string_view key) const {
  const MlirAttribute& a = required(op, key);
  // 2021's MHLO wrote the same fields as a plain dictionary.
  if (a.kind != Kind::Struct && a.kind != Kind::Dictionary) fail(a.offset, fmt::format("{} of {} must be a #stablehlo.<...> attribute", key, op.name));
  return a;
}

// Attributes a chlo decomposition reads, by name.
ChloAttributes StablehloImporter::op_attributes(const MlirOperation& op) const {
  ChloAttributes out;
  // Integer lists: dense arrays, and arrays whose every element is an integer.
  auto add_list = [&](const std::string& k, const MlirAttribute& v) {
    if (v.kind == Kind::DenseArray) out.lists[k] = v.ints;
    if (v.kind != Kind::Array) return;
    std::vector<int64_t> l;
    for (const MlirAttribute& e : v.elements) {
      if (e.kind != Kind::Integer) return;
      l.push_back(e.integer);
    }
    out.lists[k] = std::move(l);
  };
  for (const auto& [k, v] : op.attributes) {
    if (v.kind == Kind::Integer || v.kind == Kind::Bool) out.ints[k] = as_int(v, k);
    add_list(k, v);
    if (v.kind == Kind::Struct) {
      for (const auto& [fk, fv] : v.fields) add_list(fk, fv);
    }
  }
  return out;
}

}  // namespace kiln::stablehlo_import
