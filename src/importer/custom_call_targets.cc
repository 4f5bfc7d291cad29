#include "importer/custom_call_targets.h"

#include <array>
#include <optional>

#include "support/error.h"

namespace kiln {

namespace {

// lapack_{s,d,c,z}ROUTINE_ffi -> the routine and whether it is complex.
std::optional<std::pair<LapackRoutine, bool>> lapack_routine(std::string_view target) {
  if (!target.starts_with("lapack_") || !target.ends_with("_ffi") || target.size() < 12) return std::nullopt;
  const char precision = target[7];
  if (precision != 's' && precision != 'd' && precision != 'c' && precision != 'z') return std::nullopt;
  const bool complex = precision == 'c' || precision == 'z';
  const std::string_view routine = target.substr(8, target.size() - 12);
  if (routine == "geqrf") return std::pair{LapackRoutine::Geqrf, complex};
  if (routine == (complex ? "ungqr" : "orgqr")) return std::pair{LapackRoutine::Orgqr, complex};
  if (routine == "potrf") return std::pair{LapackRoutine::Potrf, complex};
  if (routine == "getrf") return std::pair{LapackRoutine::Getrf, complex};
  if (routine == (complex ? "heevd" : "syevd")) return std::pair{LapackRoutine::Eigh, complex};
  if (routine == "geev") return std::pair{LapackRoutine::Geev, complex};
  if (routine == "gees") return std::pair{LapackRoutine::Gees, complex};
  if (routine == "gehrd") return std::pair{LapackRoutine::Gehrd, complex};
  if (routine == (complex ? "hetrd" : "sytrd")) return std::pair{LapackRoutine::Sytrd, complex};
  if (routine == "gesdd") return std::pair{LapackRoutine::Gesdd, complex};
  if (routine == "gtsv") return std::pair{LapackRoutine::Gtsv, complex};
  // Real trsm is the triangular-solve op (CustomCallMeaning::TriangularSolve).
  if (routine == "trsm" && complex) return std::pair{LapackRoutine::Trsm, complex};
  return std::nullopt;
}

}  // namespace

CustomCallMeaning custom_call_meaning(std::string_view target) {
  // Sharding, shard/full shape conversions (the same shape on one device),
  // placement and memory-space moves: XLA's SPMD partitioner and Shardy read
  // them; on one device each passes its operand through.
  static constexpr std::array<std::string_view, 12> kIdentities = {
      "Sharding",           "SPMDFullToShardShape",      "SPMDShardToFullShape", "annotate_device_placement",
      "MoveToDevice",       "MoveToHost",                "LayoutConstraint",     "ShardBarrierFrom",
      "ShardBarrierTo",     "PinToDevice",               "PinToDeviceSram",      "AnnotateMemorySpace",
  };
  for (std::string_view t : kIdentities) {
    if (target == t) return CustomCallMeaning::Identity;
  }
  // Shardy's annotations (xla.sdy.FuncResultSharding, xla.sdy.GlobalToLocalShape,
  // xla.sdy.LocalToGlobalShape, ...) all pass their operands through.
  if (target.starts_with("xla.sdy.")) return CustomCallMeaning::Identity;
  if (target == "dce_sink") return CustomCallMeaning::Sink;
  if (target == "TopK") return CustomCallMeaning::TopK;
  for (std::string_view prefix : {"cu_", "hip_"}) {
    if (target.starts_with(prefix)) {
      const std::string_view rest = target.substr(prefix.size());
      if (rest == "threefry2x32" || rest == "threefry2x32_ffi") return CustomCallMeaning::Threefry2x32;
    }
  }
  // Complex (c, z) solves are lapack-calls: kiln's triangular-solve op is real.
  if (target == "lapack_strsm_ffi" || target == "lapack_dtrsm_ffi") return CustomCallMeaning::TriangularSolve;
  if (lapack_routine(target)) return CustomCallMeaning::Lapack;
  if (!custom_call_chlo_op(target).empty()) return CustomCallMeaning::Chlo;
  return CustomCallMeaning::Unknown;
}

std::string_view custom_call_chlo_op(std::string_view target) {
  if (target == "mhlo.erf") return "erf";
  return {};
}

TriangularSolveOptions lapack_trsm_options(const MlirAttribute& backend_config) {
  if (backend_config.kind != MlirAttribute::Kind::Dictionary) user_error("lapack trsm needs its backend config as {{name = code, ...}}");
  auto field = [&](std::string_view name) -> std::optional<int64_t> {
    for (const auto& [key, value] : backend_config.fields) {
      if (key == name && value.kind == MlirAttribute::Kind::Integer) return value.integer;
    }
    return std::nullopt;
  };
  auto code = [&](std::string_view name, std::string_view allowed) {
    const std::optional<int64_t> v = field(name);
    if (!v) user_error("lapack trsm needs {} in its backend config", name);
    const char c = static_cast<char>(*v);
    if (*v < 0 || *v > 127 || allowed.find(c) == std::string_view::npos) {
      user_error("lapack trsm: {} = {} is not one of '{}'", name, *v, allowed);
    }
    return c;
  };
  TriangularSolveOptions o;
  o.left_side = code("side", "LR") == 'L';
  o.lower = code("uplo", "LU") == 'L';
  const char trans = code("trans_x", "NTC");
  o.transpose_a = trans == 'N' ? TransposeA::NoTranspose : trans == 'T' ? TransposeA::Transpose : TransposeA::Adjoint;
  o.unit_diagonal = code("diag", "NU") == 'U';
  return o;
}

}  // namespace kiln

namespace kiln {

LapackOptions lapack_call_options(std::string_view target, const MlirAttribute& backend_config) {
  const auto routine = lapack_routine(target);
  if (!routine) user_error("\"{}\" is not a LAPACK call kiln knows", target);
  LapackOptions o;
  o.routine = routine->first;
  o.complex = routine->second;
  auto field = [&](std::string_view name) -> const MlirAttribute& {
    for (const auto& [key, value] : backend_config.fields) {
      if (key == name) return value;
    }
    user_error("{} needs {} in its backend config", target, name);
  };
  auto code = [&](std::string_view name, std::string_view allowed) -> char {
    const MlirAttribute& value = field(name);
    if (value.kind != MlirAttribute::Kind::Integer || value.integer < 0 || value.integer > 127 ||
        allowed.find(static_cast<char>(value.integer)) == std::string_view::npos) {
      user_error("{}'s {} must be the ASCII code of one of {}", target, name, allowed);
    }
    return static_cast<char>(value.integer);
  };
  auto integer = [&](std::string_view name) -> int64_t {
    const MlirAttribute& value = field(name);
    if (value.kind != MlirAttribute::Kind::Integer) user_error("{}'s {} must be an integer", target, name);
    return value.integer;
  };
  switch (o.routine) {
    case LapackRoutine::Potrf: case LapackRoutine::Sytrd: o.uplo = code("uplo", "LU"); break;
    case LapackRoutine::Eigh:
      o.uplo = code("uplo", "LU");
      o.eigenvectors = code("mode", "VN") == 'V';
      break;
    case LapackRoutine::Geev:
      o.left_vectors = code("compute_left", "VN") == 'V';
      o.right_vectors = code("compute_right", "VN") == 'V';
      break;
    case LapackRoutine::Gees:
      o.eigenvectors = code("mode", "VN") == 'V';
      // jaxlib refuses sorted Schur forms too (its select function is never given).
      if (code("sort", "NS") != 'N') user_error("{}: sorted Schur forms (sort 'S') are not supported, as in jaxlib", target);
      break;
    case LapackRoutine::Gehrd:
      o.low = integer("low");
      o.high = integer("high");
      break;
    case LapackRoutine::Gesdd: o.svd_job = code("mode", "ASN"); break;
    case LapackRoutine::Trsm: o.solve = lapack_trsm_options(backend_config); break;
    default: break;
  }
  return o;
}

void fit_lapack_declared_shapes(LapackOptions& o, const Dims& declared_u) {
  if (o.routine != LapackRoutine::Gesdd || o.svd_job != 'N' || declared_u.size() < 2) return;
  o.svd_full_shapes = declared_u[declared_u.size() - 1] == declared_u[declared_u.size() - 2];
}

bool lapack_result_is_complex(const LapackOptions& o, size_t i) {
  switch (o.routine) {
    case LapackRoutine::Geqrf: return o.complex && i <= 1;
    case LapackRoutine::Geev: return o.complex ? i <= 2 : i == 2 || i == 3;
    case LapackRoutine::Gees: return o.complex && i <= 2;
    case LapackRoutine::Gehrd: return o.complex && i <= 1;
    case LapackRoutine::Sytrd: return o.complex && (i == 0 || i == 3);
    case LapackRoutine::Gesdd: return o.complex && (i == 0 || i == 2 || i == 3);
    case LapackRoutine::Gtsv: return o.complex && i <= 3;
    default: return o.complex && i == 0;  // the matrix
  }
}

}  // namespace kiln
