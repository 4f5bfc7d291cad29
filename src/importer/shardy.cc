#include "importer/shardy.h"

#include <algorithm>

#include <fmt/format.h>


namespace kiln {

namespace {

class ShardyReader : public AttributeTextReader {
 public:
  explicit ShardyReader(std::string_view text) : AttributeTextReader(text, "Shardy's attribute") {}

  // <["x"=2, "y"=4](, device_ids=[...])?>   or   <device_ids=[k]>
  NamedMesh mesh() {
    NamedMesh m;
    expect("<");
    if (try_consume("[")) {
      if (!try_consume("]")) {
        do {
          MeshAxis axis;
          axis.name = quoted();
          expect("=");
          axis.size = integer();
          if (axis.size < 1) fail("an axis size of at least 1");
          m.axes.push_back(std::move(axis));
        } while (try_consume(","));
        expect("]");
      }
      if (try_consume(",")) {
        expect("device_ids");
        expect("=");
        m.device_ids = integers_in_brackets();
      }
    } else {
      expect("device_ids");
      expect("=");
      m.device_ids = integers_in_brackets();
    }
    expect(">");
    if (!m.device_ids.empty() && static_cast<int64_t>(m.device_ids.size()) != m.devices()) {
      throw ShardyTextError(0, fmt::format("the mesh {} lists {} device ids for {} positions", m.to_string(), m.device_ids.size(), m.devices()));
    }
    return m;
  }

  // "x" or "x":(2)4
  AxisRef axis_ref() {
    AxisRef ref;
    ref.name = quoted();
    if (try_consume(":")) {
      expect("(");
      ref.pre_size = integer();
      expect(")");
      ref.size = integer();
    }
    return ref;
  }
  // `open`, when given, says whether the list ends in "?" (open: Shardy may
  // shard the dimension further).
  std::vector<AxisRef> axis_refs_in_braces(bool* open = nullptr) {
    std::vector<AxisRef> refs;
    expect("{");
    while (!try_consume("}")) {
      if (try_consume("?")) {
        if (open) *open = true;
        continue;
      }
      refs.push_back(axis_ref());
      if (!at('}')) expect(",");
    }
    if (try_consume("p")) integer();  // a priority
    return refs;
  }

  // <@mesh, [{...}, ...](, replicated={...})?(, unreduced={...})?>
  TensorSharding sharding() {
    TensorSharding s;
    expect("<");
    if (!try_consume("@")) fail("a mesh name (@mesh); inline meshes are not read");
    s.mesh = word();
    expect(",");
    expect("[");
    if (!try_consume("]")) {
      do {
        bool open = false;
        s.dims.push_back(axis_refs_in_braces(&open));
        s.open.push_back(open);
      } while (try_consume(","));
      if (std::find(s.open.begin(), s.open.end(), true) == s.open.end()) s.open.clear();
      expect("]");
    }
    while (try_consume(",")) {
      const std::string key = word();
      if (key != "replicated" && key != "unreduced") fail("replicated= or unreduced=");
      expect("=");
      std::vector<AxisRef> refs = axis_refs_in_braces();
      if (key == "unreduced") s.unreduced = std::move(refs);
    }
    expect(">");
    return s;
  }

  std::vector<TensorSharding> sharding_list() {
    std::vector<TensorSharding> out;
    expect("[");
    if (try_consume("]")) return out;
    do {
      out.push_back(sharding());
    } while (try_consume(","));
    expect("]");
    return out;
  }

  std::set<std::string> axis_set() {
    std::set<std::string> out;
    expect("{");
    if (try_consume("}")) return out;
    do {
      out.insert(quoted());
    } while (try_consume(","));
    expect("}");
    return out;
  }
};

template <typename F>
auto read_whole(std::string_view text, F&& f) {
  ShardyReader r(text);
  auto value = f(r);
  r.end();
  return value;
}

}  // namespace

NamedMesh parse_shardy_mesh(std::string_view text) {
  return read_whole(text, [](ShardyReader& r) { return r.mesh(); });
}
TensorSharding parse_shardy_sharding(std::string_view text) {
  return read_whole(text, [](ShardyReader& r) { return r.sharding(); });
}
std::vector<TensorSharding> parse_shardy_sharding_list(std::string_view text) {
  return read_whole(text, [](ShardyReader& r) { return r.sharding_list(); });
}
std::set<std::string> parse_shardy_axis_set(std::string_view text) {
  return read_whole(text, [](ShardyReader& r) { return r.axis_set(); });
}

}  // namespace kiln
