// The OpenCL API, opened at run time from the ICD loader (libOpenCL.so.1), never
// linked, so one kiln binary runs anywhere. Only what kiln calls, with
// OpenCL's handles spelled as plain pointers and integers (the ICD ABI).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

namespace kiln::opencl {

using cl_int = int32_t;
using cl_uint = uint32_t;
using cl_ulong = uint64_t;
using cl_bitfield = uint64_t;
using cl_platform_id = struct _cl_platform_id*;
using cl_device_id = struct _cl_device_id*;
using cl_context = struct _cl_context*;
using cl_command_queue = struct _cl_command_queue*;
using cl_mem = struct _cl_mem*;
using cl_event = struct _cl_event*;

inline constexpr cl_int CL_SUCCESS = 0;
inline constexpr cl_int CL_MEM_OBJECT_ALLOCATION_FAILURE = -4;
inline constexpr cl_int CL_OUT_OF_RESOURCES = -5;
inline constexpr cl_int CL_OUT_OF_HOST_MEMORY = -6;
inline constexpr cl_int CL_INVALID_BUFFER_SIZE = -61;
inline constexpr cl_uint CL_BUFFER_CREATE_TYPE_REGION = 0x1220;
inline constexpr cl_bitfield CL_DEVICE_TYPE_ALL = 0xFFFFFFFF;
inline constexpr cl_bitfield CL_MEM_READ_WRITE = 1;
inline constexpr cl_uint CL_TRUE = 1;
inline constexpr cl_uint CL_PLATFORM_NAME = 0x0902;
inline constexpr cl_uint CL_DEVICE_TYPE = 0x1000;
inline constexpr cl_uint CL_DEVICE_MAX_WORK_GROUP_SIZE = 0x1004;
inline constexpr cl_uint CL_DEVICE_MEM_BASE_ADDR_ALIGN = 0x1019;
inline constexpr cl_uint CL_DEVICE_LOCAL_MEM_SIZE = 0x1023;
inline constexpr cl_uint CL_DEVICE_NAME = 0x102B;
inline constexpr cl_uint CL_DEVICE_SINGLE_FP_CONFIG = 0x101B;
inline constexpr cl_bitfield CL_FP_CORRECTLY_ROUNDED_DIVIDE_SQRT = 1 << 7;
inline constexpr cl_uint CL_DEVICE_EXTENSIONS = 0x1030;
inline constexpr cl_uint CL_DEVICE_MAX_NUM_SUB_GROUPS = 0x105C;
inline constexpr cl_uint CL_CONTEXT_DEVICES = 0x1081;
inline constexpr cl_uint CL_MEM_SIZE = 0x1102, CL_MEM_CONTEXT = 0x1106;
inline constexpr cl_bitfield CL_DEVICE_TYPE_CPU = 1 << 1, CL_DEVICE_TYPE_GPU = 1 << 2, CL_DEVICE_TYPE_ACCELERATOR = 1 << 3;

struct Api {
  cl_int (*clGetPlatformIDs)(cl_uint, cl_platform_id*, cl_uint*);
  cl_int (*clGetPlatformInfo)(cl_platform_id, cl_uint, size_t, void*, size_t*);
  cl_int (*clGetDeviceIDs)(cl_platform_id, cl_bitfield, cl_uint, cl_device_id*, cl_uint*);
  cl_int (*clGetDeviceInfo)(cl_device_id, cl_uint, size_t, void*, size_t*);
  cl_int (*clGetContextInfo)(cl_context, cl_uint, size_t, void*, size_t*);
  cl_int (*clGetMemObjectInfo)(cl_mem, cl_uint, size_t, void*, size_t*);
  cl_mem (*clCreateBuffer)(cl_context, cl_bitfield, size_t, void*, cl_int*);
  cl_int (*clReleaseMemObject)(cl_mem);
  cl_mem (*clCreateSubBuffer)(cl_mem, cl_bitfield, cl_uint, const void*, cl_int*);
  cl_int (*clEnqueueWriteBuffer)(cl_command_queue, cl_mem, cl_uint, size_t, size_t, const void*, cl_uint, const cl_event*, cl_event*);
  cl_int (*clEnqueueReadBuffer)(cl_command_queue, cl_mem, cl_uint, size_t, size_t, void*, cl_uint, const cl_event*, cl_event*);
  cl_int (*clEnqueueCopyBuffer)(cl_command_queue, cl_mem, cl_mem, size_t, size_t, size_t, cl_uint, const cl_event*, cl_event*);
  cl_int (*clEnqueueFillBuffer)(cl_command_queue, cl_mem, const void*, size_t, size_t, size_t, cl_uint, const cl_event*, cl_event*);
  cl_int (*clFinish)(cl_command_queue);
  cl_int (*clRetainContext)(cl_context);
  cl_int (*clRetainCommandQueue)(cl_command_queue);
};

// The API, loaded once; UserError naming libOpenCL.so.1 and why when it
// cannot be loaded or lacks a function.
const Api& api();

// The ICD loader's handle (in its own link-map namespace, opencl_api.cc;
// null when it could not be opened, never throws), and another library
// opened in that namespace (CLBlast, which calls OpenCL through it); null
// when that fails.
void* opencl_library();
// Before the first use: the loader in the process's own namespace instead
// (AOT libraries: a program without Halide's LLVM has nothing to keep apart,
// and glibc's dynamic-loader lock lost a wake-up between the namespaces'
// two C libraries there, hanging PoCL's first kernel build).
void open_in_default_namespace();
void* open_beside_opencl(const char* name);

// Throws InternalError (UserError for out-of-memory) naming `what` and the
// error code when `rc` is not CL_SUCCESS.
void check(cl_int rc, const char* what);

}  // namespace kiln::opencl
