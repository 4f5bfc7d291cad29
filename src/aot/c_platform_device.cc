#include "aot/c_platform_device.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <utility>

#include "support/error.h"

namespace kiln::aot {

namespace {

uint64_t aligned(uint64_t x, uint64_t alignment) { return (x + alignment - 1) / alignment * alignment; }

std::string list(const std::vector<uint64_t>& values) {
  if (values.empty()) return "{0}";
  return fmt::format("{{{}}}", fmt::join(values, ", "));
}

const char* gemm_type(DType dtype) {
  switch (dtype) {
    case DType::F32: return "KILN_AOT_F32";
    case DType::F64: return "KILN_AOT_F64";
    case DType::BF16: return "KILN_AOT_BF16";
    case DType::F16: return "KILN_AOT_F16";
    default: internal_error("device gemm of {}", dtype_name(dtype));
  }
}

}  // namespace

std::string DevicePlatform::address(const std::string& pointer) { return fmt::format("(uint64_t)(uintptr_t)({})", pointer); }

std::string DevicePlatform::includes() const { return fmt::format("#include <{}>\n#include <pthread.h>\n", runtime_header()); }

std::string DevicePlatform::helpers(const EntryPoints& e) const {
  // The constants' device copies, made on the first run.
  const std::string& n = e.name;
  std::string s = view_helpers();
  s += fmt::format("static uint64_t {}_device_constants[{}];\n", n, std::max<size_t>(e.constant_bytes.size(), 1));
  s += fmt::format("static pthread_mutex_t {}_constants_mutex = PTHREAD_MUTEX_INITIALIZER;\n\n", n);
  return s;
}

std::string DevicePlatform::constant_pointer(const std::string& name, int k) const {
  return fmt::format("((uint8_t*)(uintptr_t){}_device_constants[{}])", name, k);
}

std::string DevicePlatform::gemm_call(DType dtype, bool, const std::string& a, const std::string& b, const std::string& c, std::string*) const {
  return fmt::format("kiln_aot_{}_gemm(&g, {}, {}, {}, {})", prefix(), gemm_type(dtype), address(a), address(b), address(c));
}

std::string DevicePlatform::copy(const std::string& name, const std::string& to, const std::string& from, uint64_t bytes) const {
  if (bytes == 0) return "/* nothing to copy */";
  return fmt::format("if (kiln_aot_{}_copy({}, {}, {}) != 0) return {}_ERROR_DEVICE;", prefix(), address(to), address(from), bytes, name);
}
std::string DevicePlatform::read_to_host(const std::string& name, const std::string& to, const std::string& from, uint64_t bytes) const {
  return fmt::format("if (kiln_aot_{}_to_host({}, {}, {}) != 0) return {}_ERROR_DEVICE;", prefix(), to, address(from), bytes, name);
}
std::string DevicePlatform::copy_to_host_call(const std::string& to, const std::string& from, uint64_t bytes) const {
  return fmt::format("kiln_aot_{}_to_host({}, {}, {})", prefix(), to, address(from), bytes);
}
std::string DevicePlatform::copy_from_host_call(const std::string& to, const std::string& from, uint64_t bytes) const {
  return fmt::format("kiln_aot_{}_to_device({}, {}, {})", prefix(), address(to), from, bytes);
}

// The steps' intermediates, then each input and output staged for NAME_run,
// every part aligned; never empty, so that no view of a buffer in it has the
// null address (which Halide reads as "no buffer").
uint64_t DevicePlatform::workspace_size(const EntryPoints& e) const {
  uint64_t size = aligned(e.step_workspace_bytes, staging_alignment());
  for (uint64_t b : e.input_bytes) size += aligned(b, staging_alignment());
  for (uint64_t b : e.output_bytes) size += aligned(b, staging_alignment());
  return std::max<uint64_t>(size, staging_alignment());
}

std::string DevicePlatform::entry_points(const EntryPoints& e) const {
  std::vector<uint64_t> input_offsets, output_offsets;
  uint64_t offset = aligned(e.step_workspace_bytes, staging_alignment());
  for (uint64_t b : e.input_bytes) input_offsets.push_back(std::exchange(offset, offset + aligned(b, staging_alignment())));
  for (uint64_t b : e.output_bytes) output_offsets.push_back(std::exchange(offset, offset + aligned(b, staging_alignment())));
  std::vector<std::string> arrays;
  for (size_t k = 0; k < e.constant_bytes.size(); ++k) arrays.push_back(fmt::format("{}_c{}", e.name, k));
  if (arrays.empty()) arrays.push_back("NULL");
  // The GEMM library is loaded at the start of a run, so that a missing one
  // is the library's ERROR_DEVICE, not a failed GEMM step.
  const std::string gemm_library = e.gemm_dtypes.empty() ? "" : load_gemm_library(e);
  const std::string n = e.name, p = prefix();
  return fmt::format(R"(/* Where NAME_run stages each input and output in the workspace. */
static const size_t {0}_input_offsets[] = {1};
static const size_t {0}_output_offsets[] = {2};
static const uint8_t* const {0}_constant_arrays[] = {{{3}}};
static const size_t {0}_constant_bytes[] = {4};
static int {0}_constants_uploaded = 0;  /* under the mutex: a failed upload resumes where it stopped */
static _Thread_local int {0}_misaligned = 0;

/* The GEMM library, when there are GEMMs. */
static int {0}_libraries(void) {{
{6}  return {0}_OK;
}}

static int {0}_upload_constants(void) {{
  int rc = {0}_OK;
  pthread_mutex_lock(&{0}_constants_mutex);
  for (; {0}_constants_uploaded < {5}; ++{0}_constants_uploaded) {{
    const int k = {0}_constants_uploaded;
    if ((!{0}_device_constants[k] &&
         kiln_aot_{7}_alloc({0}_constant_bytes[k] > 0 ? {0}_constant_bytes[k] : 1, &{0}_device_constants[k]) != 0) ||
        kiln_aot_{7}_to_device({0}_device_constants[k], {0}_constant_arrays[k], {0}_constant_bytes[k]) != 0) {{
      rc = {0}_ERROR_DEVICE;
      break;
    }}
  }}
  pthread_mutex_unlock(&{0}_constants_mutex);
  return rc;
}}

static int {0}_check_arguments(const void* const* inputs, void* const* outputs) {{
  if (({0}_NUM_INPUTS > 0 && !inputs) || ({0}_NUM_OUTPUTS > 0 && !outputs)) return {0}_ERROR_NULL_ARGUMENT;
  for (int i = 0; i < {0}_NUM_INPUTS; ++i) {{
    if (!inputs[i] && {0}_input_bytes[i] > 0) return {0}_ERROR_NULL_ARGUMENT;
  }}
  for (int i = 0; i < {0}_NUM_OUTPUTS; ++i) {{
    if (!outputs[i] && {0}_output_bytes[i] > 0) return {0}_ERROR_NULL_ARGUMENT;
  }}
  return {0}_OK;
}}

/* The steps on device buffers, with a workspace of the pool when the caller
 * gives none. With host_inputs and host_outputs (NAME_run) the inputs are
 * copied into the workspace and the outputs back; without them the buffers
 * are the caller's device memory. */
static int {0}_run_on_device(const void* const* inputs, void* const* outputs, void* workspace, const void* const* host_inputs,
                             void* const* host_outputs) {{
  if (kiln_aot_{7}_start() != 0) return {0}_ERROR_DEVICE;
  uint64_t ws = 0, adopted[{0}_NUM_INPUTS + {0}_NUM_OUTPUTS + 1];
  memset(adopted, 0, sizeof adopted);
  int rc = {0}_libraries();
  if (rc == {0}_OK) rc = {0}_upload_constants();
  if (rc == {0}_OK && workspace) {{
{8}
    adopted[{0}_NUM_INPUTS + {0}_NUM_OUTPUTS] = ws;
  }}
  if (rc == {0}_OK && !workspace && kiln_aot_{7}_take_workspace({0}_workspace_size(), &ws) != 0) rc = {0}_ERROR_DEVICE;
  const void* in[{0}_NUM_INPUTS + 1];
  void* out[{0}_NUM_OUTPUTS + 1];
  for (int i = 0; rc == {0}_OK && i < {0}_NUM_INPUTS; ++i) {{
    /* An empty buffer may be NULL; a kernel must not see a null device
     * address (Halide reads it as a bounds query): the workspace's, unread. */
    uint64_t a = ws;
    if (host_inputs) {{
      a = ws + {0}_input_offsets[i];
      if ({0}_input_bytes[i] > 0 && kiln_aot_{7}_to_device(a, host_inputs[i], {0}_input_bytes[i]) != 0) rc = {0}_ERROR_DEVICE;
    }} else if (inputs[i]) {{
{9}
      adopted[i] = a;
    }}
    in[i] = (const void*)(uintptr_t)a;
  }}
  for (int i = 0; rc == {0}_OK && i < {0}_NUM_OUTPUTS; ++i) {{
    uint64_t a = ws;
    if (host_outputs) {{
      a = ws + {0}_output_offsets[i];
    }} else if (outputs[i]) {{
{10}
      adopted[{0}_NUM_INPUTS + i] = a;
    }}
    out[i] = (void*)(uintptr_t)a;
  }}
  if (rc == {0}_OK) rc = {0}_steps(in, out, (uint8_t*)(uintptr_t)ws);
  for (int i = 0; host_outputs && rc == {0}_OK && i < {0}_NUM_OUTPUTS; ++i) {{
    if ({0}_output_bytes[i] > 0 && kiln_aot_{7}_to_host(host_outputs[i], (uint64_t)(uintptr_t)out[i], {0}_output_bytes[i]) != 0) rc = {0}_ERROR_DEVICE;
  }}
  if (ws && !workspace) {{
    /* A workspace of the pool goes back when the device is done with it (the
     * copies back have waited; without them, a one-byte read waits). */
    uint8_t flag;
    if (!host_outputs && kiln_aot_{7}_to_host(&flag, ws, 1) != 0 && rc == {0}_OK) rc = {0}_ERROR_DEVICE;
    kiln_aot_{7}_give_workspace(ws, {0}_workspace_size());
  }}
  for (int i = 0; i < {0}_NUM_INPUTS + {0}_NUM_OUTPUTS + 1; ++i) {{
    if (adopted[i]) {{ {11} }}
  }}
  kiln_aot_{7}_end();
  return rc;
}}

int {0}_run_arrays(const void* const* inputs, void* const* outputs, void* workspace) {{
  {0}_misaligned = 0;
  const int rc = {0}_check_arguments(inputs, outputs);
  if (rc != {0}_OK) return rc;
{12}
  return {0}_run_on_device(NULL, NULL, workspace, inputs, outputs);
}}

int {0}_run_device({14}) {{
{15}  {0}_misaligned = 0;
  const int rc = {0}_check_arguments(inputs, outputs);
  if (rc != {0}_OK) return rc;
{13}
{12}
  return {0}_run_on_device(inputs, outputs, workspace, NULL, NULL);
}}

void {0}_set_num_threads(int threads) {{
  (void)threads;  /* a device library's host work runs on the calling thread */
}}

)",
                     n, list(input_offsets), list(output_offsets), fmt::join(arrays, ", "), list(e.constant_bytes), e.constant_bytes.size(),
                     gemm_library, p, adopt(n, "workspace", fmt::format("{}_workspace_size()", n), "ws"),
                     adopt(n, "inputs[i]", fmt::format("{}_input_bytes[i]", n), "a"), adopt(n, "outputs[i]", fmt::format("{}_output_bytes[i]", n), "a"),
                     forget("adopted[i]"), check_workspace(n), check_device_buffers(n), run_device_parameters(n), run_device_unwrap(n));
}

std::string DevicePlatform::run_device_parameters(const std::string&) const {
  return "const void* const* inputs, void* const* outputs, void* workspace";
}
std::string DevicePlatform::run_device_unwrap(const std::string&) const { return ""; }
std::string DevicePlatform::device_types(const std::string&) const { return ""; }

std::string DevicePlatform::extra_error_codes(const std::string& name) const { return fmt::format(", {}_ERROR_DEVICE = 4", name); }

std::string DevicePlatform::extra_declarations(const std::string& name) const {
  std::string params = run_device_parameters(name);
  if (params == DevicePlatform::run_device_parameters(name)) params = "const void* const* device_inputs, void* const* device_outputs, void* workspace";
  return fmt::format(R"({2}/* The same on the caller's device buffers ({1}), copying nothing. */
int {0}_run_device({3});
)",
                     name, device_buffers_comment(name), device_types(name), params);
}

std::vector<std::string> DevicePlatform::link_libraries(bool, bool) const { return {"stdc++", "pthread", "dl", "m"}; }

}  // namespace kiln::aot
