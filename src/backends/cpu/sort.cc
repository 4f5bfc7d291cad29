#include "backends/cpu/sort.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstring>
#include <numeric>

#include "runtime/thread_pool.h"
#include "support/error.h"
#include "support/float_format.h"

namespace kiln::cpu {
namespace {

// Calls f with a value of the unsigned integer type `bytes` wide (1, 2, 4 or
// 8): loops over elements are compiled once per width, not switched per element.
template <typename F>
void with_element_type(size_t bytes, F&& f) {
  switch (bytes) {
    case 1: f(uint8_t{}); break;
    case 2: f(uint16_t{}); break;
    case 4: f(uint32_t{}); break;
    default: f(uint64_t{}); break;
  }
}

// One key's elements as unsigned integers that order as the comparator does.
class KeyMap {
 public:
  KeyMap(const SortKey& key, DType dtype)
      : key_(key), dtype_(dtype), float_(is_float(dtype)), bits_(dtype_bits(dtype) == 1 ? 8 : dtype_bits(dtype)),
        width_mask_(bits_ == 64 ? ~uint64_t{0} : (uint64_t{1} << bits_) - 1),
        sign_(is_float(dtype) || key.compare == KeyCompare::Signed ? uint64_t{1} << (bits_ - 1) : 0),
        exponent_mask_(is_float(dtype) ? ((uint64_t{1} << float_exponent_bits(dtype)) - 1) << float_mantissa_bits(dtype) : 0) {}

  int operand() const { return key_.operand; }
  int bits() const { return bits_; }
  bool ieee() const { return key_.compare == KeyCompare::Ieee; }

  // False for a NaN under IEEE order: no integer orders it as the comparator does.
  bool map(uint64_t raw, uint64_t& key) const {
    uint64_t v = rewritten(raw & width_mask_);
    if (float_) {
      if (ieee()) {
        if ((v & ~sign_) > exponent_mask_) return false;
        if ((v & ~sign_) == 0) v = 0;  // -0 == +0
      }
      key = (v & sign_) ? (~v & width_mask_) : (v | sign_);
    } else {
      key = key_.compare == KeyCompare::Signed ? v ^ sign_ : v;
    }
    if (key_.descending) key = ~key & width_mask_;
    return true;
  }

  // The value an IEEE key compares (after the comparator's rewrites).
  double value(uint64_t raw) const {
    const uint64_t v = rewritten(raw & width_mask_);
    switch (dtype_) {
      case DType::F64: return std::bit_cast<double>(v);
      case DType::F32: return std::bit_cast<float>(static_cast<uint32_t>(v));
      case DType::F16: return double_from_f16_bits(static_cast<uint16_t>(v));
      default: return double_from_bf16_bits(static_cast<uint16_t>(v));
    }
  }
  bool less(double x, double y) const { return key_.descending ? x > y : x < y; }

 private:
  uint64_t rewritten(uint64_t v) const {
    if (!float_) return v;
    if (key_.nan_bits && (v & ~sign_) > exponent_mask_) v = *key_.nan_bits & width_mask_;
    if (key_.zero_bits && (v & ~sign_) == 0) v = *key_.zero_bits & width_mask_;
    return v;
  }

  SortKey key_;
  DType dtype_;
  bool float_;
  int bits_;
  uint64_t width_mask_, sign_, exponent_mask_;
};

// A stable LSD radix sort of (key, index) by key, 8 bits a pass; a pass whose
// digit is the same for every key is skipped.
void radix_sort(std::vector<uint64_t>& keys, std::vector<uint32_t>& index, std::vector<uint64_t>& key_tmp,
                std::vector<uint32_t>& index_tmp, int bits) {
  const size_t n = keys.size();
  key_tmp.resize(n);
  index_tmp.resize(n);
  for (int shift = 0; shift < bits; shift += 8) {
    std::array<uint32_t, 256> count{};
    for (uint64_t k : keys) ++count[(k >> shift) & 255];
    if (count[(keys[0] >> shift) & 255] == n) continue;
    uint32_t sum = 0;
    for (uint32_t& c : count) {
      const uint32_t here = c;
      c = sum;
      sum += here;
    }
    for (size_t i = 0; i < n; ++i) {
      const uint32_t to = count[(keys[i] >> shift) & 255]++;
      key_tmp[to] = keys[i];
      index_tmp[to] = index[i];
    }
    keys.swap(key_tmp);
    index.swap(index_tmp);
  }
}

// A partial sort (the first `kept` places of `n`, as top-k asks) selects
// them in linear time and sorts only those; past a fraction of the row the
// full radix sort is as fast.
bool partial_sort_pays(size_t n, size_t kept) { return kept * 16 <= n; }

// The `kept` places of `keys` a stable sort puts first, in order, into
// index[0..kept): one pass that holds the best so far in a max-heap of (key,
// place); a later place never beats an equal key, so most elements cost one
// comparison with the heap's worst.
void smallest_keys(const std::vector<uint64_t>& keys, size_t kept, std::vector<uint32_t>& index,
                   std::vector<std::pair<uint64_t, uint32_t>>& best) {
  best.clear();
  for (uint32_t i = 0; i < keys.size(); ++i) {
    if (best.size() < kept) {
      best.emplace_back(keys[i], i);
      std::push_heap(best.begin(), best.end());
    } else if (keys[i] < best.front().first) {
      std::pop_heap(best.begin(), best.end());
      best.back() = {keys[i], i};
      std::push_heap(best.begin(), best.end());
    }
  }
  std::sort_heap(best.begin(), best.end());
  for (size_t j = 0; j < best.size(); ++j) index[j] = best[j].second;
}

// The same for keys wider than 64 bits, compared by `less`: ties go to the
// earlier index, which makes the order total, so nth_element and sort give
// the stable sort's places.
template <typename Less>
void first_places(std::vector<uint32_t>& index, size_t kept, Less less) {
  auto before = [&](uint32_t a, uint32_t b) { return less(a, b) || (!less(b, a) && a < b); };
  if (kept < index.size()) std::nth_element(index.begin(), index.begin() + static_cast<std::ptrdiff_t>(kept), index.end(), before);
  std::sort(index.begin(), index.begin() + static_cast<std::ptrdiff_t>(kept), before);
}

// Where the rows along the sorted dim lie in each operand and result, in any
// layout, and how a row's order is written into the results.
class SortRows {
 public:
  explicit SortRows(const Node& sort) : dim_(static_cast<size_t>(sort.attrs().dimensions.at(0))) {
    const size_t n = sort.num_operands();
    const TensorType& first = sort.operand(0).type();
    length_ = first.dims.at(dim_);
    kept_ = sort.type().dims.at(dim_);
    if (length_ >= (int64_t{1} << 31)) user_error("sort %{}: a row of {} elements (at most 2^31 - 1 are sorted)", sort.name(), length_);
    rows_ = 1;
    for (size_t d = 0; d < first.dims.size(); ++d) {
      if (d != dim_) outer_dims_.push_back(first.dims[d]);
      if (d != dim_) rows_ *= first.dims[d];
    }
    auto add = [&](const TensorType& t) {
      const Dims strides = physical_strides(t);
      Dims outer;
      for (size_t d = 0; d < strides.size(); ++d) {
        if (d != dim_) outer.push_back(strides[d]);
      }
      outer_strides_.push_back(outer);
      along_.push_back(strides[dim_]);
    };
    for (size_t i = 0; i < n; ++i) {
      add(sort.operand(i).type());
      element_bytes_.push_back(dtype_bytes(sort.operand(i).type().dtype));
    }
    for (size_t i = 0; i < n; ++i) add(sort.type(static_cast<int>(i)));
  }

  int64_t length() const { return length_; }
  // How many of each row's first places the results hold (a partial sort keeps fewer than length()).
  int64_t kept() const { return kept_; }
  int64_t rows() const { return rows_; }
  size_t operands() const { return element_bytes_.size(); }
  size_t element_bytes(size_t op) const { return element_bytes_[op]; }
  int64_t along(size_t op) const { return along_[op]; }

  // Where row `row` starts in buffer `buffer` (operands, then results), in elements.
  int64_t offset(size_t buffer, int64_t row) const {
    int64_t at = 0;
    const Dims& strides = outer_strides_[buffer];
    for (size_t d = outer_dims_.size(); d-- > 0;) {
      at += row % outer_dims_[d] * strides[d];
      row /= outer_dims_[d];
    }
    return at;
  }
  const uint8_t* row_start(const std::vector<const uint8_t*>& in, size_t op, int64_t row) const {
    return in[op] + static_cast<size_t>(offset(op, row)) * element_bytes_[op];
  }

  // Result `op`'s row `row` is operand `op`'s row in the order `index` (its first kept() places).
  void permute(size_t op, int64_t row, const std::vector<const uint8_t*>& in, const std::vector<uint8_t*>& out, const uint32_t* index) const {
    const int64_t from_along = along_[op], to_along = along_[operands() + op];
    uint8_t* to = out[op] + static_cast<size_t>(offset(operands() + op, row)) * element_bytes_[op];
    with_element_type(element_bytes_[op], [&](auto type) {
      using T = decltype(type);
      const T* from = reinterpret_cast<const T*>(row_start(in, op, row));
      T* result = reinterpret_cast<T*>(to);
      for (int64_t i = 0; i < kept_; ++i) result[i * to_along] = from[static_cast<int64_t>(index[i]) * from_along];
    });
  }

 private:
  size_t dim_;
  int64_t length_ = 0, kept_ = 0, rows_ = 0;
  Dims outer_dims_;                  // the dims but the sorted one, outermost first
  std::vector<Dims> outer_strides_;  // per buffer (operands, then results): the strides of those dims
  std::vector<int64_t> along_;       // per buffer: the stride along the sorted dim
  std::vector<size_t> element_bytes_;
};

class KeySort {
 public:
  KeySort(const Node& sort, std::vector<SortKey> keys) : rows_(sort) {
    for (const SortKey& k : keys) {
      maps_.emplace_back(k, sort.operand(static_cast<size_t>(k.operand)).type().dtype);
      key_bits_ += maps_.back().bits();
    }
  }

  void run(const std::vector<const uint8_t*>& in, const std::vector<uint8_t*>& out) const {
    if (rows_.rows() == 0 || rows_.length() == 0) return;
    ThreadPool::shared().for_each_block(rows_.rows(), [&](int64_t begin, int64_t end) {
      Scratch s;
      for (int64_t r = begin; r < end; ++r) sort_row(r, in, out, s);
    });
  }

 private:
  struct Scratch {
    std::vector<uint64_t> keys, key_tmp;
    std::vector<uint32_t> index, index_tmp;
    std::vector<std::vector<uint64_t>> per_key;  // each key's integers (several keys wider than 64 bits)
    std::vector<std::vector<double>> values;     // IEEE keys' values (rows with a NaN)
    std::vector<std::pair<uint64_t, uint32_t>> best;  // a partial sort's places so far
  };

  // Calls f(i, bits) for element i of key k's operand in row `row`.
  template <typename F>
  void for_each_key_element(size_t k, int64_t row, const std::vector<const uint8_t*>& in, F&& f) const {
    const size_t op = static_cast<size_t>(maps_[k].operand());
    const int64_t along = rows_.along(op);
    with_element_type(rows_.element_bytes(op), [&](auto type) {
      using T = decltype(type);
      const T* at = reinterpret_cast<const T*>(rows_.row_start(in, op, row));
      for (int64_t i = 0; i < rows_.length(); ++i) {
        if (!f(static_cast<size_t>(i), static_cast<uint64_t>(at[i * along]))) return;
      }
    });
  }

  void sort_row(int64_t row, const std::vector<const uint8_t*>& in, const std::vector<uint8_t*>& out, Scratch& s) const {
    const size_t n = static_cast<size_t>(rows_.length());
    s.per_key.resize(maps_.size());
    bool orderable = true;
    for (size_t k = 0; k < maps_.size() && orderable; ++k) {
      std::vector<uint64_t>& keys = s.per_key[k];
      keys.resize(n);
      for_each_key_element(k, row, in, [&](size_t i, uint64_t raw) { return orderable = maps_[k].map(raw, keys[i]); });
    }
    s.index.resize(n);
    std::iota(s.index.begin(), s.index.end(), 0u);
    const bool partial = partial_sort_pays(n, static_cast<size_t>(rows_.kept()));
    if (!orderable) {
      sort_by_comparator(row, in, s);
    } else if (key_bits_ <= 64) {
      s.keys.assign(n, 0);
      for (size_t k = 0; k < maps_.size(); ++k) {
        const int width = maps_[k].bits();
        for (size_t i = 0; i < n; ++i) s.keys[i] = (width == 64 ? 0 : s.keys[i] << width) | s.per_key[k][i];
      }
      if (partial) {
        smallest_keys(s.keys, static_cast<size_t>(rows_.kept()), s.index, s.best);
      } else {
        radix_sort(s.keys, s.index, s.key_tmp, s.index_tmp, key_bits_);
      }
    } else {
      auto less = [&](uint32_t a, uint32_t b) {
        for (const std::vector<uint64_t>& k : s.per_key) {
          if (k[a] != k[b]) return k[a] < k[b];
        }
        return false;
      };
      if (partial) {
        first_places(s.index, static_cast<size_t>(rows_.kept()), less);
      } else {
        std::stable_sort(s.index.begin(), s.index.end(), less);
      }
    }
    for (size_t op = 0; op < rows_.operands(); ++op) rows_.permute(op, row, in, out, s.index.data());
  }

  // A row IEEE order cannot order by integers (a NaN in it): std::stable_sort
  // over the indices with the comparator's answers, the reference's algorithm.
  void sort_by_comparator(int64_t row, const std::vector<const uint8_t*>& in, Scratch& s) const {
    const size_t n = static_cast<size_t>(rows_.length());
    s.values.resize(maps_.size());
    for (size_t k = 0; k < maps_.size(); ++k) {
      const KeyMap& m = maps_[k];
      s.values[k].resize(n);
      s.per_key[k].resize(n);
      for_each_key_element(k, row, in, [&](size_t i, uint64_t raw) {
        if (m.ieee()) {
          s.values[k][i] = m.value(raw);
        } else {
          m.map(raw, s.per_key[k][i]);
        }
        return true;
      });
    }
    std::vector<int64_t> order(n);
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int64_t a, int64_t b) {
      for (size_t k = 0; k < maps_.size(); ++k) {
        if (maps_[k].ieee()) {
          const double x = s.values[k][static_cast<size_t>(a)], y = s.values[k][static_cast<size_t>(b)];
          if (maps_[k].less(x, y)) return true;
          if (x != y) return false;
        } else {
          const uint64_t x = s.per_key[k][static_cast<size_t>(a)], y = s.per_key[k][static_cast<size_t>(b)];
          if (x != y) return x < y;
        }
      }
      return false;
    });
    for (size_t i = 0; i < n; ++i) s.index[i] = static_cast<uint32_t>(order[i]);
  }

  SortRows rows_;
  std::vector<KeyMap> maps_;
  int key_bits_ = 0;
};

// Any comparator: a bitonic sorting network over each row (padded to a power
// of two), every compare-exchange of a stage, over all rows, decided by one
// call of the compiled comparator over pairs. Ties are broken by the
// elements' positions, which makes the order total and the result the stable
// sort's (for a comparator that is a strict weak order, as HLO requires).
class NetworkSort {
 public:
  NetworkSort(const Node& sort, int64_t batch, BatchedComparator compare)
      : rows_(sort), batch_(batch), compare_(std::move(compare)) {
    for (size_t op = 0; op < rows_.operands(); ++op) dtypes_.push_back(sort.operand(op).type().dtype);
  }

  void run(const std::vector<const uint8_t*>& in, const std::vector<uint8_t*>& out) const {
    const int64_t length = rows_.length(), rows = rows_.rows();
    if (rows == 0 || length == 0) return;
    const int64_t width = static_cast<int64_t>(std::bit_ceil(static_cast<uint64_t>(length))), half = width / 2;
    // position[r * width + i]: the element at place i of row r (>= length: padding, after every element).
    std::vector<uint32_t> position(static_cast<size_t>(rows * width));
    for (int64_t r = 0; r < rows; ++r) std::iota(position.begin() + r * width, position.begin() + (r + 1) * width, 0u);
    std::vector<HostBuffer> parameters;
    for (size_t op = 0; op < rows_.operands(); ++op) {
      for (int side = 0; side < 2; ++side) parameters.emplace_back(TensorType(dtypes_[op], {batch_}));
    }
    std::vector<std::vector<int64_t>> row_offsets(rows_.operands());
    for (size_t op = 0; op < rows_.operands(); ++op) {
      for (int64_t r = 0; r < rows; ++r) row_offsets[op].push_back(rows_.offset(op, r));
    }
    const int64_t pairs = rows * half;
    for (int64_t k = 2; k <= width; k <<= 1) {
      for (int64_t j = k >> 1; j > 0; j >>= 1) {
        // Pair t of a row: places i (bit j clear) and i | j.
        auto places = [&](int64_t p, int64_t& r, int64_t& i) {
          r = p / half;
          const int64_t t = p % half;
          i = (t / j) * 2 * j + t % j;
        };
        for (int64_t first = 0; first < pairs; first += batch_) {
          const int64_t count = std::min(batch_, pairs - first);
          ThreadPool::shared().for_each_block(count, [&](int64_t begin, int64_t end) {
            for (int64_t m = begin; m < end; ++m) {
              int64_t r, i;
              places(first + m, r, i);
              const uint32_t a = position[static_cast<size_t>(r * width + i)], b = position[static_cast<size_t>(r * width + (i | j))];
              for (size_t op = 0; op < rows_.operands(); ++op) {
                const size_t bytes = rows_.element_bytes(op);
                const uint8_t* row = in[op] + static_cast<size_t>(row_offsets[op][static_cast<size_t>(r)]) * bytes;
                const int64_t along = rows_.along(op);
                // Padding compares as element 0 (its answer is not used).
                std::memcpy(parameters[2 * op].bytes() + m * static_cast<int64_t>(bytes), row + (a < length ? a : 0) * along * static_cast<int64_t>(bytes), bytes);
                std::memcpy(parameters[2 * op + 1].bytes() + m * static_cast<int64_t>(bytes), row + (b < length ? b : 0) * along * static_cast<int64_t>(bytes), bytes);
              }
            }
          });
          const std::array<HostBuffer, 2> answers = compare_(parameters);
          const uint8_t* a_first = answers[0].bytes();
          const uint8_t* b_first = answers[1].bytes();
          ThreadPool::shared().for_each_block(count, [&](int64_t begin, int64_t end) {
            for (int64_t m = begin; m < end; ++m) {
              int64_t r, i;
              places(first + m, r, i);
              uint32_t& a = position[static_cast<size_t>(r * width + i)];
              uint32_t& b = position[static_cast<size_t>(r * width + (i | j))];
              bool a_before_b;
              if (a >= length || b >= length) {
                a_before_b = b >= length && (a < length || a < b);
              } else {
                a_before_b = a_first[m] || (!b_first[m] && a < b);
              }
              const bool ascending = (i & k) == 0;
              if (a_before_b != ascending) std::swap(a, b);
            }
          });
        }
      }
    }
    ThreadPool::shared().for_each_block(rows, [&](int64_t begin, int64_t end) {
      for (int64_t r = begin; r < end; ++r) {
        for (size_t op = 0; op < rows_.operands(); ++op) rows_.permute(op, r, in, out, position.data() + r * width);
      }
    });
  }

 private:
  SortRows rows_;
  int64_t batch_;
  BatchedComparator compare_;
  std::vector<DType> dtypes_;
};

template <typename Plan>
StepFn sort_step(std::shared_ptr<const Plan> plan, const std::vector<int>& in, const std::vector<int>& out) {
  return [plan, in, out](std::vector<HostBuffer>& slots) {
    std::vector<const uint8_t*> from;
    std::vector<uint8_t*> to;
    for (int s : in) from.push_back(slots[static_cast<size_t>(s)].bytes());
    for (int s : out) to.push_back(slots[static_cast<size_t>(s)].bytes());
    plan->run(from, to);
  };
}

}  // namespace

StepFn key_sort_step(const Node& sort, std::vector<SortKey> keys, const std::vector<int>& in, const std::vector<int>& out) {
  KILN_CHECK(in.size() == sort.num_operands() && out.size() == in.size(), "sort %{}: {} inputs, {} outputs", sort.name(), in.size(), out.size());
  return sort_step(std::make_shared<const KeySort>(sort, std::move(keys)), in, out);
}

StepFn network_sort_step(const Node& sort, int64_t batch, BatchedComparator compare, const std::vector<int>& in, const std::vector<int>& out) {
  KILN_CHECK(in.size() == sort.num_operands() && out.size() == in.size(), "sort %{}: {} inputs, {} outputs", sort.name(), in.size(), out.size());
  return sort_step(std::make_shared<const NetworkSort>(sort, batch, std::move(compare)), in, out);
}

}  // namespace kiln::cpu
