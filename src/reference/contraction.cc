// Dot and convolution: sums of products. Operands are converted to the result
// dtype first; float sums accumulate in double and round once (or, asked to,
// round every step as a compiled target's accumulator does).
#include <algorithm>
#include <cmath>
#include <vector>

#include "reference/element_blocks.h"
#include "reference/ops.h"
#include "support/error.h"

namespace kiln::reference {

namespace {

// Accumulates products in the semantics of `dtype`.
struct Accumulator {
  DType dtype;
  bool round_each_step = false;
  double f = 0;
  uint64_t i = 0;
  void add_product(double a, double b) {
    f += a * b;
    if (round_each_step) f = round_to_dtype(accumulator_dtype(dtype), f);
  }
  void add_product(Bits a, Bits b) {
    if (is_float(dtype)) {
      add_product(as_double(a), as_double(b));
    } else if (dtype == DType::Pred) {
      i |= a & b;
    } else {
      i += a * b;  // wraps, as integer dot products do
    }
  }
  Bits result() const { return is_float(dtype) ? make_float(dtype, f) : wrap_int(dtype, i); }
};

// A float operand's values converted to the result's dtype, as doubles, once
// (not once per product they take part in).
std::vector<double> as_doubles(const RefArray& a, DType dtype) {
  std::vector<double> out(static_cast<size_t>(a.size()));
  for (size_t i = 0; i < out.size(); ++i) out[i] = as_double(convert_scalar(a.dtype(), dtype, a.get(static_cast<int64_t>(i))));
  return out;
}

// A float operand's values as doubles in the result's dtype (as_doubles),
// its dims put in the order `order` (row-major in that order): written in
// order, a run along the new last dim at a time, each read at its stride
// (one copy in memory, not a converted one and its transpose).
std::vector<double> as_doubles_in_order(const RefArray& a, DType dtype, const Dims& order) {
  const Dims& dims = a.dims();
  const Dims strides = row_major_strides(dims);
  Dims new_dims, read_stride;
  for (int64_t d : order) {
    new_dims.push_back(dims[static_cast<size_t>(d)]);
    read_stride.push_back(strides[static_cast<size_t>(d)]);
  }
  if (read_stride == row_major_strides(new_dims) || a.size() == 0) return as_doubles(a, dtype);
  std::vector<double> out(static_cast<size_t>(a.size()));
  const size_t last = new_dims.size() - 1;
  const int64_t run = new_dims[last], step = read_stride[last];
  Dims index(new_dims.size(), 0);
  int64_t read = 0;  // where index's run starts in `a`
  for (size_t written = 0; written < out.size(); written += static_cast<size_t>(run)) {
    for (int64_t j = 0; j < run; ++j) {
      out[written + static_cast<size_t>(j)] = as_double(convert_scalar(a.dtype(), dtype, a.get(read + j * step)));
    }
    for (size_t d = last; d-- > 0;) {  // the next run: an odometer over the dims before the last
      read += read_stride[d];
      if (++index[d] < new_dims[d]) break;
      read -= index[d] * read_stride[d];
      index[d] = 0;
    }
  }
  return out;
}

Dims concat(Dims a, const Dims& b) {
  a.insert(a.end(), b.begin(), b.end());
  return a;
}

// A float dot's output computed a tile at a time: kTileRows rows by
// kTileCols columns, their sums held in registers over a chunk of kTileTerms
// terms (they were loaded and stored at every term) and each run of the rhs
// read once for all the tile's rows. Each element still adds its terms one
// by one in the usual order (the reverse with SumRounding::reversed).
constexpr int kTileRows = 2;
constexpr int64_t kTileCols = 8, kTileTerms = 256;

struct DotTerms {
  const double* rhs;  // this batch's [K, N] at the tile's first column
  int64_t n_size, k_size;
  bool reversed;
};

// sums[r * stride + c] += lhs_rows[r][j] * rhs[j][c] for the tile's rows r
// and columns c, j over terms [t_begin, t_end) in order, each step rounded to
// f32 when kF32Steps. Rows and Cols are the tile's size (smaller at edges).
template <int Rows, int64_t Cols, bool kF32Steps>
void add_tile_terms(const double* const* lhs_rows, const DotTerms& d, int64_t t_begin, int64_t t_end, double* sums, int64_t stride) {
  double s[Rows][Cols];
  for (int r = 0; r < Rows; ++r) {
    for (int64_t c = 0; c < Cols; ++c) s[r][c] = sums[r * stride + c];
  }
  for (int64_t t = t_begin; t < t_end; ++t) {
    const int64_t j = d.reversed ? d.k_size - 1 - t : t;
    const double* b = d.rhs + j * d.n_size;
    for (int r = 0; r < Rows; ++r) {
      const double a = lhs_rows[r][j];
      for (int64_t c = 0; c < Cols; ++c) {
        const double v = s[r][c] + a * b[c];
        s[r][c] = kF32Steps ? static_cast<double>(static_cast<float>(v)) : v;
      }
    }
  }
  for (int r = 0; r < Rows; ++r) {
    for (int64_t c = 0; c < Cols; ++c) sums[r * stride + c] = s[r][c];
  }
}

// One tile's rows over a chunk of terms, column block by column block; the
// last block's columns one at a time.
template <int Rows, bool kF32Steps>
void add_row_terms(const double* const* lhs_rows, DotTerms d, int64_t t_begin, int64_t t_end, double* sums) {
  const double* rhs = d.rhs;
  int64_t n = 0;
  for (; n + kTileCols <= d.n_size; n += kTileCols) {
    d.rhs = rhs + n;
    add_tile_terms<Rows, kTileCols, kF32Steps>(lhs_rows, d, t_begin, t_end, sums + n, d.n_size);
  }
  for (; n < d.n_size; ++n) {
    d.rhs = rhs + n;
    add_tile_terms<Rows, 1, kF32Steps>(lhs_rows, d, t_begin, t_end, sums + n, d.n_size);
  }
}

// A float dot with one contracted dim: the lhs laid out as [batch, lhs free,
// K], the rhs as [batch, K, rhs free], so both are read in order (one output
// element at a time read a column of one of them, one element per cache
// line: a weight gradient contracts over 16,384 rows).
void float_dot_by_rows(const DotDims& dd, const Dims& lhs_free, const Dims& rhs_free, const RefArray& lhs, const RefArray& rhs, RefArray& out,
                       SumRounding sums, int threads) {
  const DType dtype = out.dtype();
  const std::vector<double> l = as_doubles_in_order(lhs, dtype, concat(concat(dd.lhs_batch, lhs_free), dd.lhs_contracting));
  const std::vector<double> r = as_doubles_in_order(rhs, dtype, concat(concat(dd.rhs_batch, dd.rhs_contracting), rhs_free));
  const int64_t k_size = lhs.dims()[static_cast<size_t>(dd.lhs_contracting[0])];
  int64_t batch = 1, m_size = 1, n_size = 1;
  for (int64_t d : dd.lhs_batch) batch *= lhs.dims()[static_cast<size_t>(d)];
  for (int64_t d : lhs_free) m_size *= lhs.dims()[static_cast<size_t>(d)];
  for (int64_t d : rhs_free) n_size *= rhs.dims()[static_cast<size_t>(d)];
  // Rounding each step to the accumulator: f32's, or f64's, which is no rounding.
  const bool f32_steps = sums.each_step && accumulator_dtype(dtype) == DType::F32;
  for_each_element_block(batch * m_size, k_size * n_size, threads, [&](int64_t begin, int64_t end) {
    std::vector<double> acc(static_cast<size_t>(kTileRows * n_size));
    for (int64_t row = begin; row < end;) {
      // A tile's rows share the batch, and so the rhs.
      const int64_t b = row / m_size;
      const int rows = static_cast<int>(std::min<int64_t>({kTileRows, end - row, (b + 1) * m_size - row}));
      const double* lhs_rows[kTileRows];
      for (int i = 0; i < rows; ++i) lhs_rows[i] = l.data() + (row + i) * k_size;
      const DotTerms d{r.data() + b * k_size * n_size, n_size, k_size, sums.reversed};
      std::fill(acc.begin(), acc.end(), 0.0);
      for (int64_t t = 0; t < k_size; t += kTileTerms) {
        const int64_t t_end = std::min(k_size, t + kTileTerms);
        if (rows == kTileRows) {
          f32_steps ? add_row_terms<kTileRows, true>(lhs_rows, d, t, t_end, acc.data()) : add_row_terms<kTileRows, false>(lhs_rows, d, t, t_end, acc.data());
        } else {
          for (int i = 0; i < rows; ++i) {
            double* row_sums = acc.data() + i * n_size;
            f32_steps ? add_row_terms<1, true>(lhs_rows + i, d, t, t_end, row_sums) : add_row_terms<1, false>(lhs_rows + i, d, t, t_end, row_sums);
          }
        }
      }
      for (int i = 0; i < rows; ++i) {
        for (int64_t n = 0; n < n_size; ++n) out.set((row + i) * n_size + n, make_float(dtype, acc[static_cast<size_t>(i * n_size + n)]));
      }
      row += rows;
    }
  });
}

}  // namespace

RefArray eval_dot(const Node& node, const RefArray& lhs, const RefArray& rhs, SumRounding sums, int threads) {
  RefArray out(node.type(), RefArray::Unwritten{});
  const DotDims& dd = node.attrs().dot;
  const DType dtype = out.dtype();
  const Dims lhs_free = dims_except(lhs.type.rank(), dd.lhs_batch, dd.lhs_contracting);
  const Dims rhs_free = dims_except(rhs.type.rank(), dd.rhs_batch, dd.rhs_contracting);
  Dims contract_sizes;
  for (int64_t d : dd.lhs_contracting) contract_sizes.push_back(lhs.dims()[static_cast<size_t>(d)]);
  if (is_float(dtype) && contract_sizes.size() == 1) {  // the common case
    float_dot_by_rows(dd, lhs_free, rhs_free, lhs, rhs, out, sums, threads);
    return out;
  }
  const Dims ls = row_major_strides(lhs.dims()), rs = row_major_strides(rhs.dims());
  int64_t products = 1;
  for (int64_t n : contract_sizes) products *= n;
  for_each_index_on_threads(out.dims(), products, threads, [&](const Dims& o, int64_t k) {
    Dims li(lhs.dims().size(), 0), ri(rhs.dims().size(), 0);
    size_t p = 0;
    for (size_t b = 0; b < dd.lhs_batch.size(); ++b, ++p) {
      li[static_cast<size_t>(dd.lhs_batch[b])] = o[p];
      ri[static_cast<size_t>(dd.rhs_batch[b])] = o[p];
    }
    for (int64_t d : lhs_free) li[static_cast<size_t>(d)] = o[p++];
    for (int64_t d : rhs_free) ri[static_cast<size_t>(d)] = o[p++];
    Accumulator acc{dtype, sums.each_step};
    for_each_index(contract_sizes, sums.reversed, [&](const Dims& c, int64_t) {
      for (size_t j = 0; j < c.size(); ++j) {
        li[static_cast<size_t>(dd.lhs_contracting[j])] = c[j];
        ri[static_cast<size_t>(dd.rhs_contracting[j])] = c[j];
      }
      acc.add_product(convert_scalar(lhs.dtype(), dtype, lhs.get(linear_index(li, ls))),
                      convert_scalar(rhs.dtype(), dtype, rhs.get(linear_index(ri, rs))));
    });
    out.set(k, acc.result());
  });
  return out;
}

namespace {

// What both convolution paths need of its attributes: how output features
// map to feature and batch groups, and the window.
struct ConvGroups {
  int64_t features_per_group, out_per_feature_group, out_per_batch_group, out_batch;
  Dims window_sizes;
  ConvGroups(const Node& node, const RefArray& kernel, const RefArray& out) {
    const Attrs& a = node.attrs();
    const ConvDims& c = a.conv;
    features_per_group = kernel.dims()[static_cast<size_t>(c.kernel_input_feature)];
    const int64_t out_features = kernel.dims()[static_cast<size_t>(c.kernel_output_feature)];
    out_per_feature_group = out_features / a.feature_group_count;
    out_per_batch_group = out_features / a.batch_group_count;
    out_batch = out.dims()[static_cast<size_t>(c.output_batch)];
    for (const WindowDim& w : a.window) window_sizes.push_back(w.size);
  }
};

// Up to kLanes output elements computed side by side: each keeps its own
// sum in its own order, but their additions interleave, so the CPU overlaps
// them instead of waiting on one sum's previous addition (a depthwise
// convolution adds one product per window place; a 1x1 or weight-gradient
// convolution a long run of them).
constexpr int kLanes = 4;

// Adds x[l][f] * y[l][f] for f in [0, n) to sums[l], for each of `lanes`
// lanes, in order, rounding each step to `step` when kRoundEachStep.
template <bool kRoundEachStep>
void add_products(double* sums, const double* const* x, const double* const* y, int lanes, int64_t n, DType step) {
  auto round = [step](double v) {
    if constexpr (kRoundEachStep) return step == DType::F32 ? static_cast<double>(static_cast<float>(v)) : round_to_dtype(step, v);
    return v;
  };
  if (lanes == kLanes) {
    double s0 = sums[0], s1 = sums[1], s2 = sums[2], s3 = sums[3];
    for (int64_t f = 0; f < n; ++f) {
      s0 = round(s0 + x[0][f] * y[0][f]);
      s1 = round(s1 + x[1][f] * y[1][f]);
      s2 = round(s2 + x[2][f] * y[2][f]);
      s3 = round(s3 + x[3][f] * y[3][f]);
    }
    sums[0] = s0, sums[1] = s1, sums[2] = s2, sums[3] = s3;
    return;
  }
  for (int l = 0; l < lanes; ++l) {
    for (int64_t f = 0; f < n; ++f) sums[l] = round(sums[l] + x[l][f] * y[l][f]);
  }
}

// A float convolution with each operand's values laid out once as
// [batch, spatial..., feature] (input) and [output feature, spatial...,
// input feature] (kernel), so each window place's run of input features is
// contiguous in both: a weight gradient contracts over the batch, which
// PyTorch/XLA's layout puts a whole image apart (MobileNetV2's train step
// spent most of its reference time waiting on those reads). Terms are added
// window place by window place in row-major order (the reverse with
// sums.reversed), the features of each place in order; a place on the
// padding or in a base-dilation hole adds 0 times each weight (0 times an
// infinite or NaN weight is still NaN).
template <bool kRoundEachStep>
void float_convolution(const Node& node, const RefArray& input, const RefArray& kernel, RefArray& out, bool reversed, int threads) {
  const Attrs& a = node.attrs();
  const ConvDims& c = a.conv;
  const DType dtype = out.dtype(), step = accumulator_dtype(dtype);
  const size_t spatial = c.input_spatial.size();
  const std::vector<double> in = as_doubles_in_order(input, dtype, concat(concat({c.input_batch}, c.input_spatial), {c.input_feature}));
  const std::vector<double> ker =
      as_doubles_in_order(kernel, dtype, concat(concat({c.kernel_output_feature}, c.kernel_spatial), {c.kernel_input_feature}));
  const ConvGroups g(node, kernel, out);
  const int64_t features_per_group = g.features_per_group;
  const std::vector<double> zeros(static_cast<size_t>(features_per_group), 0.0);
  // Strides of the laid-out operands: spatial dims, then batch / output feature.
  Dims in_spatial_stride(spatial), kernel_spatial_stride(spatial), input_size(spatial);
  int64_t in_stride = input.dims()[static_cast<size_t>(c.input_feature)], kernel_stride = features_per_group;
  for (size_t s = spatial; s-- > 0;) {
    input_size[s] = input.dims()[static_cast<size_t>(c.input_spatial[s])];
    in_spatial_stride[s] = in_stride;
    in_stride *= input_size[s];
    kernel_spatial_stride[s] = kernel_stride;
    kernel_stride *= kernel.dims()[static_cast<size_t>(c.kernel_spatial[s])];
  }
  const Dims& window_sizes = g.window_sizes;
  const int64_t places = count_of(window_sizes);
  const bool base_dilated = std::any_of(a.window.begin(), a.window.end(), [](const WindowDim& w) { return w.base_dilation != 1; });
  for_each_element_block(out.size(), places * features_per_group, threads, [&](int64_t begin, int64_t end) {
    Dims w_idx(spatial), reach(spatial);
    Dims origin(kLanes * spatial);  // lane l's window start along dim s: origin[l * spatial + s]
    int64_t in_base[kLanes];
    const double* kernel_base[kLanes];
    const double* x[kLanes];
    const double* y[kLanes];
    double sums[kLanes];
    int lanes = 0;
    // Offsets, not pointers, until a place is known to be inside the input:
    // an input with an empty spatial dim has no elements to point into.
    auto run_lanes = [&](int64_t first) {
      for (size_t s = 0; s < spatial; ++s) w_idx[s] = reversed ? window_sizes[s] - 1 : 0;
      std::fill(sums, sums + lanes, 0.0);
      for (int64_t place = 0; place < places; ++place) {
        int64_t kernel_offset = 0;
        for (size_t s = 0; s < spatial; ++s) {
          const WindowDim& w = a.window[s];
          kernel_offset += (w.reversal ? w.size - 1 - w_idx[s] : w_idx[s]) * kernel_spatial_stride[s];
          reach[s] = w_idx[s] * w.window_dilation;
        }
        for (int l = 0; l < lanes; ++l) {
          const int64_t* lane_origin = origin.data() + static_cast<size_t>(l) * spatial;
          bool zero = false;  // on the padding or a base-dilation hole
          int64_t in_offset = 0;
          for (size_t s = 0; s < spatial; ++s) {
            int64_t pos = lane_origin[s] + reach[s];
            if (base_dilated) [[unlikely]] {  // a division costs more than the rest of a place
              const int64_t d = a.window[s].base_dilation;
              zero = zero || pos % d != 0;
              pos /= d;
            }
            zero = zero || pos < 0 || pos >= input_size[s];
            in_offset += pos * in_spatial_stride[s];
          }
          x[l] = zero ? zeros.data() : in.data() + in_base[l] + in_offset;
          y[l] = kernel_base[l] + kernel_offset;
        }
        add_products<kRoundEachStep>(sums, x, y, lanes, features_per_group, step);
        for (size_t s = spatial; s-- > 0;) {  // the next window place
          if (reversed) {
            if (--w_idx[s] >= 0) break;
            w_idx[s] = window_sizes[s] - 1;
          } else {
            if (++w_idx[s] < window_sizes[s]) break;
            w_idx[s] = 0;
          }
        }
      }
      for (int l = 0; l < lanes; ++l) out.set(first + l, make_float(dtype, sums[l]));
      lanes = 0;
    };
    for_each_index_between(out.dims(), begin, end, [&](const Dims& o, int64_t k) {
      const int64_t of = o[static_cast<size_t>(c.output_feature)];
      const int64_t in_batch = (of / g.out_per_batch_group) * g.out_batch + o[static_cast<size_t>(c.output_batch)];
      in_base[lanes] = in_batch * in_stride + (of / g.out_per_feature_group) * features_per_group;
      kernel_base[lanes] = ker.data() + of * kernel_stride;
      for (size_t s = 0; s < spatial; ++s) {
        const WindowDim& w = a.window[s];
        origin[static_cast<size_t>(lanes) * spatial + s] = o[static_cast<size_t>(c.output_spatial[s])] * w.stride - w.pad_lo;
      }
      if (++lanes == kLanes || k + 1 == end) run_lanes(k + 1 - lanes);
    });
  });
}

}  // namespace

RefArray eval_convolution(const Node& node, const RefArray& input, const RefArray& kernel, SumRounding sums, int threads) {
  RefArray out(node.type(), RefArray::Unwritten{});
  if (is_float(out.dtype())) {
    if (sums.each_step) {
      float_convolution<true>(node, input, kernel, out, sums.reversed, threads);
    } else {
      float_convolution<false>(node, input, kernel, out, sums.reversed, threads);
    }
    return out;
  }
  const Attrs& a = node.attrs();
  const ConvDims& c = a.conv;
  const DType dtype = out.dtype();
  const size_t spatial = c.input_spatial.size();
  const Dims is = row_major_strides(input.dims()), ks = row_major_strides(kernel.dims());
  const ConvGroups g(node, kernel, out);
  const int64_t in_features_per_group = g.features_per_group;
  const Dims& window_sizes = g.window_sizes;
  const int64_t products = in_features_per_group * count_of(window_sizes);
  for_each_index_on_threads(out.dims(), products, threads, [&](const Dims& o, int64_t k) {
    const int64_t ob = o[static_cast<size_t>(c.output_batch)];
    const int64_t of = o[static_cast<size_t>(c.output_feature)];
    const int64_t feature_group = of / g.out_per_feature_group;
    const int64_t batch_group = of / g.out_per_batch_group;
    Accumulator acc{dtype, sums.each_step};
    Dims ii(input.dims().size(), 0), ki(kernel.dims().size(), 0);
    ii[static_cast<size_t>(c.input_batch)] = batch_group * g.out_batch + ob;
    ki[static_cast<size_t>(c.kernel_output_feature)] = of;
    for_each_index(window_sizes, sums.reversed, [&](const Dims& w_idx, int64_t) {
      for (size_t s = 0; s < spatial; ++s) {
        const WindowDim& w = a.window[s];
        const int64_t p = o[static_cast<size_t>(c.output_spatial[s])] * w.stride + w_idx[s] * w.window_dilation - w.pad_lo;
        const int64_t pos = p / w.base_dilation;
        if (p < 0 || p % w.base_dilation != 0 || pos >= input.dims()[static_cast<size_t>(c.input_spatial[s])]) return;  // 0 times an integer adds nothing
        ii[static_cast<size_t>(c.input_spatial[s])] = pos;
        ki[static_cast<size_t>(c.kernel_spatial[s])] = w.reversal ? w.size - 1 - w_idx[s] : w_idx[s];
      }
      ii[static_cast<size_t>(c.input_feature)] = feature_group * in_features_per_group;
      ki[static_cast<size_t>(c.kernel_input_feature)] = 0;
      const int64_t in_base = linear_index(ii, is), kernel_base = linear_index(ki, ks);
      const int64_t in_step = is[static_cast<size_t>(c.input_feature)], kernel_step = ks[static_cast<size_t>(c.kernel_input_feature)];
      for (int64_t f = 0; f < in_features_per_group; ++f) {
        acc.add_product(convert_scalar(input.dtype(), dtype, input.get(in_base + f * in_step)),
                        convert_scalar(kernel.dtype(), dtype, kernel.get(kernel_base + f * kernel_step)));
      }
    });
    out.set(k, acc.result());
  });
  return out;
}

// triangular-solve by substitution in double precision, each result rounded
// once to the element type. op(a) is made dense first (zeros off the triangle
// read, ones on the diagonal when unit_diagonal); the right-side form x op(a) = b
// is op(a)^T x^T = b^T.
RefArray eval_triangular_solve(const Node& node, const RefArray& a, const RefArray& b) {
  const TriangularSolveOptions& t = node.attrs().triangular_solve;
  RefArray out(node.type());
  const size_t r = a.dims().size();
  const int64_t m = a.dims()[r - 1];
  const int64_t rows = b.dims()[r - 2], cols = b.dims()[r - 1];
  const int64_t batches = m == 0 ? 0 : a.size() / (m * m);
  const int64_t n = t.left_side ? cols : rows;  // right-hand sides
  // op(a), as the system solves it: left, M x = b with M = op(a); right, M = op(a)^T.
  const bool transposed = (t.transpose_a != TransposeA::NoTranspose) != !t.left_side;
  const bool lower = t.lower != transposed;  // M's shape
  std::vector<double> op(static_cast<size_t>(m * m)), x(static_cast<size_t>(m));
  for (int64_t batch = 0; batch < batches; ++batch) {
    const int64_t a0 = batch * m * m, b0 = batch * rows * cols;
    for (int64_t i = 0; i < m; ++i) {
      for (int64_t j = 0; j < m; ++j) {
        const int64_t ai = transposed ? j : i, aj = transposed ? i : j;  // the element of a that M[i][j] is
        const bool in_triangle = t.lower ? aj <= ai : aj >= ai;
        double v = in_triangle ? as_double(a.get(a0 + ai * m + aj)) : 0.0;
        if (ai == aj && t.unit_diagonal) v = 1.0;
        op[static_cast<size_t>(i * m + j)] = v;
      }
    }
    for (int64_t k = 0; k < n; ++k) {
      // The k-th right-hand side: a column of b (left) or a row (right).
      auto b_at = [&](int64_t i) { return t.left_side ? b0 + i * cols + k : b0 + k * cols + i; };
      for (int64_t step = 0; step < m; ++step) {
        const int64_t i = lower ? step : m - 1 - step;
        double sum = as_double(b.get(b_at(i)));
        for (int64_t s = 0; s < step; ++s) {
          const int64_t j = lower ? s : m - 1 - s;
          sum -= op[static_cast<size_t>(i * m + j)] * x[static_cast<size_t>(j)];
        }
        x[static_cast<size_t>(i)] = sum / op[static_cast<size_t>(i * m + i)];
      }
      for (int64_t i = 0; i < m; ++i) out.set(b_at(i), make_float(out.dtype(), x[static_cast<size_t>(i)]));
    }
  }
  return out;
}

// cholesky in double (Cholesky-Banachiewicz), reading a's lower triangle (or
// its upper one, as the transpose): l with l l^T = a, or u = l^T with
// u^T u = a; zeros in the other triangle. A matrix that is not positive
// definite (a pivot <= 0 or NaN) gives NaN everywhere, as XLA's expander does.
RefArray eval_cholesky(const Node& node, const RefArray& a) {
  const bool lower = node.attrs().cholesky_lower;
  RefArray out(node.type());
  const int64_t n = a.dims().back();
  const int64_t batches = n == 0 ? 0 : a.size() / (n * n);
  std::vector<double> l(static_cast<size_t>(n * n));
  for (int64_t batch = 0; batch < batches; ++batch) {
    const int64_t a0 = batch * n * n;
    auto at = [&](int64_t i, int64_t j) {  // the lower-triangle element (i >= j) that a holds
      return as_double(a.get(a0 + (lower ? i * n + j : j * n + i)));
    };
    std::fill(l.begin(), l.end(), 0.0);
    bool definite = true;
    for (int64_t i = 0; i < n && definite; ++i) {
      for (int64_t j = 0; j <= i; ++j) {
        double sum = at(i, j);
        for (int64_t k = 0; k < j; ++k) sum -= l[static_cast<size_t>(i * n + k)] * l[static_cast<size_t>(j * n + k)];
        if (i == j) {
          if (!(sum > 0)) {
            definite = false;
            break;
          }
          l[static_cast<size_t>(i * n + i)] = std::sqrt(sum);
        } else {
          l[static_cast<size_t>(i * n + j)] = sum / l[static_cast<size_t>(j * n + j)];
        }
      }
    }
    for (int64_t i = 0; i < n; ++i) {
      for (int64_t j = 0; j < n; ++j) {
        const double v = !definite ? NAN : lower ? l[static_cast<size_t>(i * n + j)] : l[static_cast<size_t>(j * n + i)];
        out.set(a0 + i * n + j, make_float(out.dtype(), v));
      }
    }
  }
  return out;
}

}  // namespace kiln::reference
