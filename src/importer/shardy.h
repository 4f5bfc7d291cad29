// Shardy's attribute text, as JAX's programs carry it, into ir/sharding.h:
//   a mesh         <["data"=2, "model"=4]>, <["x"=4], device_ids=[3, 2, 1, 0]>
//   a sharding     <@mesh, [{"data"}, {"model", ?}, {}], replicated={"y"}>
//                  (sub-axes "x":(2)2; open dimensions `?` and priorities
//                  `p1` say how Shardy may propagate, which kiln, running the
//                  program as given, does not need)
//   a list         [<@mesh, [...]>, ...]   (manual_computation's in/out_shardings)
//   manual axes    {"x", "y"}
#pragma once

#include <cstddef>
#include <set>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "importer/attribute_text_reader.h"
#include "ir/sharding.h"

namespace kiln {

// Malformed text: what was expected, and where (an offset into the text).
using ShardyTextError = AttributeTextError;

NamedMesh parse_shardy_mesh(std::string_view text);
TensorSharding parse_shardy_sharding(std::string_view text);
std::vector<TensorSharding> parse_shardy_sharding_list(std::string_view text);
std::set<std::string> parse_shardy_axis_set(std::string_view text);

}  // namespace kiln
