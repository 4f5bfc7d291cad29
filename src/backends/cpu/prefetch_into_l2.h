// Software prefetches into L2 (x86 prefetcht1) instead of Halide 14's
// prefetchnta. Halide lowers its prefetch intrinsic to a runtime helper of
// its own that asks for no temporal locality. On an Intel server core that
// fills L1 only, bypassing L2, and a row fetched a row ahead (16 KiB of a
// softmax) is evicted from the 48 KiB L1 by the row in work before it is
// read: softmax over f32[8192,4096] ran 25.0 ms with the prefetches and 19.6
// without (2 threads, a 2-core Xeon VM). A kernel's module is edited before
// its object is written: each prefetch becomes a call, linked in as bitcode
// and inlined, of LLVM's prefetch with locality 2.
#pragma once

#include <Halide.h>

namespace kiln::cpu {

// Whether `target`'s prefetches are rewritten (64-bit x86 Linux host code:
// the bitcode's data layout is x86-64 ELF's).
bool prefetches_into_l2(const Halide::Target& target);

// Rewrites the module's prefetches and appends the bitcode they call.
// Returns how many it rewrote.
int prefetch_into_l2(Halide::Module& module);

}  // namespace kiln::cpu
