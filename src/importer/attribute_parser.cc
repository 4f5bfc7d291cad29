#include "importer/attribute_parser.h"

#include <fmt/format.h>

#include <cctype>

namespace kiln {

namespace {

// Reads "AxBxC" where each item is read by `item` (numbers may contain '_').
template <typename F>
void read_x_separated(TextCursor& c, F item) {
  do {
    item();
  } while (c.try_consume("x"));
}

}  // namespace

int64_t parse_int(TextCursor& c) { return c.read_int("an integer"); }

Dims parse_int_list(TextCursor& c) {
  Dims out;
  c.expect("{");
  if (c.try_consume("}")) return out;
  do {
    out.push_back(c.read_int("an integer"));
  } while (c.try_consume(","));
  c.expect("}");
  return out;
}

std::string parse_computation_ref(TextCursor& c) { return c.read_name("a computation name"); }

std::vector<std::string> parse_computation_list(TextCursor& c) {
  std::vector<std::string> out;
  c.expect("{");
  if (c.try_consume("}")) return out;
  do {
    out.push_back(parse_computation_ref(c));
  } while (c.try_consume(","));
  c.expect("}");
  return out;
}

std::vector<SliceDim> parse_slice_ranges(TextCursor& c) {
  std::vector<SliceDim> out;
  c.expect("{");
  if (c.try_consume("}")) return out;
  do {
    SliceDim s;
    c.expect("[");
    s.start = c.read_int("a slice start");
    c.expect(":");
    s.limit = c.read_int("a slice limit");
    if (c.try_consume(":")) s.stride = c.read_int("a slice stride");
    c.expect("]");
    out.push_back(s);
  } while (c.try_consume(","));
  c.expect("}");
  return out;
}

std::vector<PadDim> parse_padding(TextCursor& c) {
  std::vector<PadDim> out;
  read_x_separated(c, [&] {
    PadDim p;
    p.lo = c.read_int("low padding");
    c.expect("_");
    p.hi = c.read_int("high padding");
    if (c.try_consume("_")) p.interior = c.read_int("interior padding");
    out.push_back(p);
  });
  return out;
}

std::vector<WindowDim> parse_window(TextCursor& c) {
  std::vector<WindowDim> window;
  auto fields = [&](const std::string& key, auto apply) {
    size_t i = 0;
    read_x_separated(c, [&] {
      if (i >= window.size()) {
        if (key != "size") c.fail(fmt::format("window '{}' has more dimensions than 'size'", key));
        window.emplace_back();
      }
      apply(window[i++]);
    });
    if (i != window.size()) c.fail(fmt::format("window '{}' has {} dimensions, 'size' has {}", key, i, window.size()));
  };
  c.expect("{");
  while (!c.try_consume("}")) {
    const std::string key = c.read_name("a window field");
    c.expect("=");
    if (key == "size") {
      if (!window.empty()) c.fail("window 'size' given twice");
      fields(key, [&](WindowDim& w) { w.size = c.read_int("a window size"); });
    } else if (window.empty()) {
      c.fail("window 'size' must come first");
    } else if (key == "stride") {
      fields(key, [&](WindowDim& w) { w.stride = c.read_int("a window stride"); });
    } else if (key == "pad") {
      fields(key, [&](WindowDim& w) {
        w.pad_lo = c.read_int("low padding");
        c.expect("_");
        w.pad_hi = c.read_int("high padding");
      });
    } else if (key == "lhs_dilate") {
      fields(key, [&](WindowDim& w) { w.base_dilation = c.read_int("an lhs dilation"); });
    } else if (key == "rhs_dilate") {
      fields(key, [&](WindowDim& w) { w.window_dilation = c.read_int("an rhs dilation"); });
    } else if (key == "rhs_reversal") {
      fields(key, [&](WindowDim& w) { w.reversal = c.read_int("0 or 1") != 0; });
    } else {
      c.fail(fmt::format("unknown window field '{}'", key));
    }
  }
  return window;
}

ConvDims parse_dim_labels(TextCursor& c) {
  c.skip_space();
  const size_t start = c.pos();
  const std::string input = c.read_name("convolution dim_labels");  // "b01f_01io"
  c.expect("->");
  const std::string output = c.read_name("output dim labels");
  const size_t underscore = input.find('_');
  if (underscore == std::string::npos) c.fail_at(start, "dim_labels must look like b01f_01io->b01f");
  const std::string lhs = input.substr(0, underscore), rhs = input.substr(underscore + 1);
  const size_t spatial = lhs.size() >= 2 ? lhs.size() - 2 : 0;
  if (lhs.size() < 2 || rhs.size() != lhs.size() || output.size() != lhs.size()) {
    c.fail_at(start, "dim_labels parts must have equal lengths");
  }
  ConvDims d;
  d.input_spatial.assign(spatial, -1);
  d.kernel_spatial.assign(spatial, -1);
  d.output_spatial.assign(spatial, -1);
  auto assign = [&](const std::string& labels, char a, int64_t& a_dim, char b, int64_t& b_dim, Dims& sp) {
    int found_a = 0, found_b = 0;
    for (size_t i = 0; i < labels.size(); ++i) {
      const char ch = labels[i];
      if (ch == a) {
        a_dim = static_cast<int64_t>(i);
        ++found_a;
      } else if (ch == b) {
        b_dim = static_cast<int64_t>(i);
        ++found_b;
      } else if (std::isdigit(static_cast<unsigned char>(ch)) && static_cast<size_t>(ch - '0') < spatial &&
                 sp[static_cast<size_t>(ch - '0')] < 0) {
        sp[static_cast<size_t>(ch - '0')] = static_cast<int64_t>(i);
      } else {
        c.fail_at(start, fmt::format("bad dim label '{}' in '{}'", ch, labels));
      }
    }
    if (found_a != 1 || found_b != 1) c.fail_at(start, fmt::format("dim labels '{}' need one '{}' and one '{}'", labels, a, b));
  };
  assign(lhs, 'b', d.input_batch, 'f', d.input_feature, d.input_spatial);
  assign(rhs, 'i', d.kernel_input_feature, 'o', d.kernel_output_feature, d.kernel_spatial);
  assign(output, 'b', d.output_batch, 'f', d.output_feature, d.output_spatial);
  return d;
}

bool parse_bool(TextCursor& c) {
  if (c.try_keyword("true")) return true;
  if (c.try_keyword("false")) return false;
  c.fail_expected("true or false");
}

}  // namespace kiln
