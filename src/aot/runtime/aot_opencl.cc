// The OpenCL part of the AOT runtime (aot_runtime.h): the same device choice,
// context and CLBlast code as in process (backends/opencl), Halide's OpenCL
// runtime (linked into the library) creating the context, and kiln's own
// addresses for device buffers, which the step sequence can offset.
#include <HalideRuntime.h>
#include <HalideRuntimeOpenCL.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>
#include <optional>
#include <string>

#include "aot/runtime/aot_errors.h"
#include "aot/runtime/aot_gemm_shape.h"
#include "aot/runtime/aot_runtime.h"
#include "aot/runtime/aot_workspace_pool.h"
#include "backends/opencl/clblast_library.h"
#include "backends/opencl/opencl_api.h"
#include "backends/opencl/opencl_context.h"
#include "backends/opencl/opencl_device_choice.h"
#include "support/error.h"

// Halide's OpenCL runtime defines these (weak, for a program to replace) and
// its header does not declare them.
extern "C" int halide_acquire_cl_context(void* user_context, struct _cl_context** context, struct _cl_command_queue** queue, bool create);
extern "C" int halide_release_cl_context(void* user_context);

namespace kiln::aot {

namespace {

using namespace kiln::opencl;  // NOLINT: this file is the OpenCL runtime's C face

// The library's Halide runtime, linked in: its entry points by address.
Queue open_queue() {
  HalideOpenclRuntime r;
  r.set_platform_name = &halide_opencl_set_platform_name;
  r.set_device_type = &halide_opencl_set_device_type;
  r.set_build_options = &halide_opencl_set_build_options;
  r.set_gpu_device = &halide_set_gpu_device;
  r.set_custom_get_library_symbol = &halide_set_custom_get_library_symbol;
  r.set_custom_load_library = &halide_set_custom_load_library;
  r.device_interface = &halide_opencl_device_interface;
  r.device_malloc = &halide_device_malloc;
  r.device_free = &halide_device_free;
  r.acquire_context = [](void* user_context, cl_context* context, cl_command_queue* queue, bool create) {
    return halide_acquire_cl_context(user_context, reinterpret_cast<struct ::_cl_context**>(context), reinterpret_cast<struct ::_cl_command_queue**>(queue),
                                     create);
  };
  r.release_context = &halide_release_cl_context;
  return create_queue(r);
}

std::mutex queue_mutex;
std::optional<Queue> the_queue;

const Queue& queue() {
  if (!the_queue) throw InternalError("kiln_aot_opencl_start was not called");
  return *the_queue;
}

// Device buffers behind addresses of kiln's own: each buffer a range far
// from the next (an address one past its end still names it), never
// dereferenced; an address is its buffer and the offset into it.
struct Region {
  cl_mem mem = nullptr;
  uint64_t bytes = 0;
  bool owned = false;  // released by kiln (a caller's adopted buffer is not)
};
constexpr uint64_t kFirstAddress = uint64_t{1} << 40, kGap = uint64_t{1} << 20;
std::mutex regions_mutex;
std::map<uint64_t, Region> regions;
uint64_t next_address = kFirstAddress;

uint64_t add_region(cl_mem mem, uint64_t bytes, bool owned) {
  std::lock_guard<std::mutex> lock(regions_mutex);
  const uint64_t address = next_address;
  next_address += (bytes + kGap - 1) / kGap * kGap + kGap;
  regions.emplace(address, Region{mem, bytes, owned});
  return address;
}

struct Located {
  cl_mem mem = nullptr;
  uint64_t offset = 0, bytes = 0;  // bytes: of the whole buffer
};
Located locate(uint64_t address) {
  std::lock_guard<std::mutex> lock(regions_mutex);
  auto it = regions.upper_bound(address);
  if (it != regions.begin()) {
    --it;
    if (address - it->first <= it->second.bytes) return {it->second.mem, address - it->first, it->second.bytes};
  }
  throw InternalError("address " + std::to_string(address) + " is no OpenCL buffer of this library's");
}

ClSpan span(uint64_t address) {
  const Located l = locate(address);
  return {l.mem, static_cast<size_t>(l.offset)};
}

cl_mem new_buffer(size_t bytes) {
  cl_int rc = CL_SUCCESS;
  cl_mem m = api().clCreateBuffer(queue().context, CL_MEM_READ_WRITE, std::max<size_t>(bytes, 1), nullptr, &rc);
  check(rc, "clCreateBuffer");
  return m;
}

WorkspacePool opencl_workspaces;

// The bytes a view spans: its last element's offset plus one, in elements.
uint64_t view_bytes(const halide_dimension_t* dim, int rank, int bits) {
  uint64_t elements = 1;
  for (int d = 0; d < rank; ++d) {
    if (dim[d].extent <= 0) return 0;
    elements += static_cast<uint64_t>(dim[d].extent - 1) * static_cast<uint64_t>(std::abs(dim[d].stride));
  }
  return elements * static_cast<uint64_t>((bits + 7) / 8);
}

}  // namespace

}  // namespace kiln::aot

extern "C" {

int kiln_aot_opencl_start(void) {
  return kiln::aot::guarded("OpenCL", [] {
    // Not call_once: where there is no loader or device, opening throws, and
    // the next run tries again.
    std::lock_guard<std::mutex> lock(kiln::aot::queue_mutex);
    if (!kiln::aot::the_queue) {
      kiln::opencl::open_in_default_namespace();
      kiln::aot::the_queue = kiln::aot::worded_for_library("--target opencl", kiln::aot::open_queue);
    }
  });
}

void kiln_aot_opencl_end(void) {}

int kiln_aot_opencl_context(void** context, void** queue) {
  if (kiln_aot_opencl_start() != 0) return 1;
  *context = kiln::aot::queue().context;
  *queue = kiln::aot::queue().queue;
  return 0;
}

int kiln_aot_opencl_load_clblast(void) {
  return kiln::aot::guarded("OpenCL", [] { kiln::aot::worded_for_library("--target opencl", [] { kiln::opencl::require_clblast(); }); });
}

int kiln_aot_opencl_alloc(size_t bytes, uint64_t* address) {
  return kiln::aot::guarded("OpenCL memory", [&] { *address = kiln::aot::add_region(kiln::aot::new_buffer(bytes), bytes, true); });
}

int kiln_aot_opencl_take_workspace(size_t bytes, uint64_t* address) {
  return kiln::aot::opencl_workspaces.take(bytes, address) ? 0 : kiln_aot_opencl_alloc(bytes, address);
}

void kiln_aot_opencl_give_workspace(uint64_t address, size_t bytes) { kiln::aot::opencl_workspaces.give(address, bytes); }

int kiln_aot_opencl_adopt(void* mem, size_t bytes, uint64_t* address) {
  return kiln::aot::guarded("OpenCL memory", [&] {
    using namespace kiln::opencl;  // NOLINT
    // The caller's buffer: big enough, and in the library's context (Halide's
    // release runtime checks neither; a kernel would write past its end).
    cl_mem m = static_cast<cl_mem>(mem);
    size_t size = 0;
    cl_context context = nullptr;
    if (api().clGetMemObjectInfo(m, CL_MEM_SIZE, sizeof size, &size, nullptr) != CL_SUCCESS ||
        api().clGetMemObjectInfo(m, CL_MEM_CONTEXT, sizeof context, &context, nullptr) != CL_SUCCESS) {
      throw kiln::UserError("a device buffer given is not an OpenCL buffer (cl_mem)");
    }
    if (size < bytes) throw kiln::UserError("a device buffer of " + std::to_string(size) + " bytes where " + std::to_string(bytes) + " are needed");
    if (context != kiln::aot::queue().context) throw kiln::UserError("a device buffer from another OpenCL context than the library's (NAME_opencl_context)");
    *address = kiln::aot::add_region(m, bytes, false);
  });
}

void kiln_aot_opencl_forget(uint64_t address) {
  std::lock_guard<std::mutex> lock(kiln::aot::regions_mutex);
  auto it = kiln::aot::regions.find(address);
  if (it != kiln::aot::regions.end() && !it->second.owned) kiln::aot::regions.erase(it);
}

int kiln_aot_opencl_to_device(uint64_t to, const void* from, size_t bytes) {
  return kiln::aot::guarded("copy to the device", [&] {
    if (bytes == 0) return;
    const kiln::opencl::ClSpan s = kiln::aot::span(to);
    kiln::opencl::check(kiln::opencl::api().clEnqueueWriteBuffer(kiln::aot::queue().queue, s.mem, kiln::opencl::CL_TRUE, s.offset, bytes, from, 0,
                                                                 nullptr, nullptr),
                        "clEnqueueWriteBuffer");
  });
}

int kiln_aot_opencl_to_host(void* to, uint64_t from, size_t bytes) {
  return kiln::aot::guarded("copy to the host", [&] {
    if (bytes == 0) return;
    const kiln::opencl::ClSpan s = kiln::aot::span(from);
    kiln::opencl::check(kiln::opencl::api().clEnqueueReadBuffer(kiln::aot::queue().queue, s.mem, kiln::opencl::CL_TRUE, s.offset, bytes, to, 0,
                                                                nullptr, nullptr),
                        "clEnqueueReadBuffer");
  });
}

int kiln_aot_opencl_copy(uint64_t to, uint64_t from, size_t bytes) {
  return kiln::aot::guarded("copy on the device", [&] {
    if (bytes == 0) return;
    const kiln::opencl::ClSpan t = kiln::aot::span(to), f = kiln::aot::span(from);
    kiln::opencl::check(kiln::opencl::api().clEnqueueCopyBuffer(kiln::aot::queue().queue, f.mem, t.mem, f.offset, t.offset, bytes, 0, nullptr, nullptr),
                        "clEnqueueCopyBuffer");
  });
}

int kiln_aot_opencl_gemm(const kiln_aot_gemm* shape, int dtype, uint64_t a, uint64_t b, uint64_t c) {
  return kiln::aot::guarded("CLBlast", [&] {
    kiln::opencl::clblast_gemm(kiln::aot::queue(), kiln::aot::gemm_shape(*shape), dtype == KILN_AOT_F64 ? kiln::DType::F64 : kiln::DType::F32,
                               kiln::aot::span(a), kiln::aot::span(b), kiln::aot::span(c));
  });
}

int kiln_aot_opencl_view(struct halide_buffer_t* b, struct halide_dimension_t* dim, uint64_t address, int code, int bits, int rank, int written,
                         kiln_aot_opencl_view_state* state) {
  *b = halide_buffer_t{};
  memset(state, 0, sizeof *state);
  b->type.code = static_cast<halide_type_code_t>(code);
  b->type.bits = static_cast<uint8_t>(bits);
  b->type.lanes = 1;
  b->dimensions = rank;
  b->dim = dim;
  return kiln::aot::guarded("OpenCL view", [&] {
    using namespace kiln::opencl;  // NOLINT
    const kiln::aot::Located at = kiln::aot::locate(address);
    const uint64_t bytes = kiln::aot::view_bytes(dim, rank, bits);
    if (at.offset + bytes > at.bytes) {
      throw kiln::InternalError("a view of " + std::to_string(bytes) + " bytes at offset " + std::to_string(at.offset) + " of a buffer of " +
                                std::to_string(at.bytes));
    }
    cl_mem mem = at.mem;
    if (at.offset != 0) {
      const size_t region[2] = {static_cast<size_t>(at.offset), static_cast<size_t>(std::max<uint64_t>(bytes, 1))};
      cl_int rc = CL_SUCCESS;
      mem = nullptr;
      // Test-only: every view staged, so that the tests run the staging path
      // (the workspace plan keeps real views aligned).
      static const bool stage_every_view = std::getenv("KILN_TEST_OPENCL_STAGE_VIEWS") != nullptr;
      if (!stage_every_view && at.offset % device_choice().base_address_alignment == 0 && at.offset + region[1] <= at.bytes) {
        // Flags 0: the parent's (a caller's buffer may be read- or write-only).
        mem = api().clCreateSubBuffer(at.mem, 0, CL_BUFFER_CREATE_TYPE_REGION, region, &rc);
        if (rc != CL_SUCCESS) mem = nullptr;  // e.g. the caller's buffer is itself a sub-buffer: staged below
        state->made = reinterpret_cast<uint64_t>(mem);
      }
      if (!mem) {
        // Not at an origin a sub-buffer may have (an alias into a buffer):
        // the kernel works on a copy.
        mem = kiln::aot::new_buffer(region[1]);
        state->made = reinterpret_cast<uint64_t>(mem);  // released whatever happens next
        state->staged = 1;
        state->address = address;
        state->bytes = bytes;
        state->written = written;
        if (!written && bytes > 0) {
          check(api().clEnqueueCopyBuffer(kiln::aot::queue().queue, at.mem, mem, at.offset, 0, bytes, 0, nullptr, nullptr), "clEnqueueCopyBuffer");
        }
      }
    }
    const int rc = halide_opencl_wrap_cl_mem(nullptr, b, reinterpret_cast<uint64_t>(mem));
    if (rc != 0) throw kiln::InternalError("halide_opencl_wrap_cl_mem failed (" + std::to_string(rc) + ")");
  });
}

int kiln_aot_opencl_release_view(struct halide_buffer_t* b, kiln_aot_opencl_view_state* state, int kernel_ran) {
  if (b->device) halide_opencl_detach_cl_mem(nullptr, b);
  if (!state->made) return 0;
  const int rc = kiln::aot::guarded("OpenCL view", [&] {
    using namespace kiln::opencl;  // NOLINT
    cl_mem made = reinterpret_cast<cl_mem>(state->made);
    if (state->staged && state->written && kernel_ran && state->bytes > 0) {
      const ClSpan to = kiln::aot::span(state->address);
      check(api().clEnqueueCopyBuffer(kiln::aot::queue().queue, made, to.mem, 0, to.offset, state->bytes, 0, nullptr, nullptr), "clEnqueueCopyBuffer");
    }
  });
  kiln::opencl::api().clReleaseMemObject(reinterpret_cast<kiln::opencl::cl_mem>(state->made));
  state->made = 0;
  return rc;
}

}  // extern "C"
