// Package so/mem: allocators. So has no garbage collector; heap memory comes only from an
// Allocator, and the program frees it.
//
// ABI contract shared by the C runtime and the Rust reference runtime (runtime-rs).
#ifndef SO_MEM_H
#define SO_MEM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#ifdef __cplusplus
extern "C" {
#endif

// Error codes, the C face of Go's `error` results of this package.
typedef int32_t mem_Error;
#define mem_ErrNone ((mem_Error)0)        // success
#define mem_ErrOutOfMemory ((mem_Error)1) // "mem: out of memory"
#define mem_ErrNoAlloc ((mem_Error)2)     // "mem: allocation not allowed"

// mem_ErrorString returns the message of an error code (a static NUL-terminated string; "" for
// mem_ErrNone).
const char *mem_ErrorString(mem_Error err);

// The result of Alloc and Realloc: a pointer, or NULL and an error. 16 bytes, align 8.
typedef struct mem_Result {
    void *ptr;
    mem_Error err;
} mem_Result;

// The method table of an allocator. Sizes and alignments are in bytes; align is a power of two.
// Alloc returns zeroed memory. Realloc keeps the first min(old_size, new_size) bytes and zeroes
// the rest; Realloc of NULL with old_size 0 is Alloc. Free of NULL does nothing.
typedef struct mem_AllocatorMethods {
    mem_Result (*Alloc)(void *self, int64_t size, int64_t align);
    mem_Result (*Realloc)(void *self, void *ptr, int64_t old_size, int64_t new_size, int64_t align);
    void (*Free)(void *self, void *ptr, int64_t size, int64_t align);
} mem_AllocatorMethods;

// The Allocator interface as C: a receiver and its method table. 16 bytes, align 8.
// Copies share the same allocator.
typedef struct mem_Allocator {
    void *self;
    const mem_AllocatorMethods *methods;
} mem_Allocator;

// Calling an allocator's methods.
mem_Result mem_Allocator_Alloc(mem_Allocator a, int64_t size, int64_t align);
mem_Result mem_Allocator_Realloc(mem_Allocator a, void *ptr, int64_t old_size, int64_t new_size,
                                 int64_t align);
void mem_Allocator_Free(mem_Allocator a, void *ptr, int64_t size, int64_t align);

// System is the C heap: zeroed memory, safe from any thread. Fails only with ErrOutOfMemory.
mem_Allocator mem_System(void);

// NoAlloc fails every Alloc and Realloc with ErrNoAlloc; its Free does nothing.
mem_Allocator mem_NoAlloc(void);

// ---- Arena -------------------------------------------------------------------------------
// Bump allocation from a caller's buffer. Free does nothing except give back the most recent
// allocation; Realloc of the most recent allocation grows or shrinks it in place when the buffer
// has room. Not safe for concurrent use. The buffer stays owned by the caller. 24 bytes, align 8.
typedef struct mem_Arena {
    uint8_t *buf;   // private
    int64_t len;    // private
    int64_t offset; // private: bytes in use
} mem_Arena;

// NewArena makes an arena over buf[0:len].
mem_Arena mem_NewArena(void *buf, int64_t len);
// Allocator returns the allocator that allocates from a (which must outlive it).
mem_Allocator mem_Arena_Allocator(mem_Arena *a);
// Reset forgets every allocation; the whole buffer is available again.
void mem_Arena_Reset(mem_Arena *a);
// Used returns how many bytes of the buffer are in use (alignment padding included).
int64_t mem_Arena_Used(mem_Arena *a);

// ---- Tracker -----------------------------------------------------------------------------
// Wraps another allocator and counts what goes through it, so a test can assert that nothing
// leaked. Counters are updated atomically; the Tracker is as thread-safe as the allocator it
// wraps. Read the counters with the accessors below. A Realloc of NULL (which is an Alloc for
// the inner allocator) counts as a Realloc whose growth is its new size. 56 bytes, align 8.
typedef struct mem_Tracker {
    mem_Allocator inner; // private
    int64_t allocs;      // private: successful Alloc calls
    int64_t reallocs;    // private: successful Realloc calls
    int64_t frees;       // private: Free calls with a non-NULL pointer
    int64_t bytes;       // private: total bytes ever allocated (Alloc sizes + Realloc growth)
    int64_t in_use;      // private: bytes currently allocated
} mem_Tracker;

mem_Tracker mem_NewTracker(mem_Allocator inner);
mem_Allocator mem_Tracker_Allocator(mem_Tracker *t);
int64_t mem_Tracker_Allocs(mem_Tracker *t);
int64_t mem_Tracker_Reallocs(mem_Tracker *t);
int64_t mem_Tracker_Frees(mem_Tracker *t);
int64_t mem_Tracker_Bytes(mem_Tracker *t);
int64_t mem_Tracker_InUse(mem_Tracker *t);

// ---- Typed helpers -----------------------------------------------------------------------
// The C face of Go's generic helpers Alloc[T], Free[T], AllocSlice[T], ReallocSlice[T] and
// FreeSlice[T]. They are macros over the calls above (header-only, not part of the symbol ABI).
// mem_AllocOf(T, a) and mem_AllocSliceOf(T, a, n) evaluate to a mem_Result whose ptr is a T*
// to zeroed memory.
#define mem_AllocOf(T, a) mem_Allocator_Alloc((a), (int64_t)sizeof(T), (int64_t)_Alignof(T))
#define mem_FreeOf(T, a, p) mem_Allocator_Free((a), (p), (int64_t)sizeof(T), (int64_t)_Alignof(T))
#define mem_AllocSliceOf(T, a, n)                                                                \
    mem_Allocator_Alloc((a), (int64_t)sizeof(T) * (int64_t)(n), (int64_t)_Alignof(T))
#define mem_ReallocSliceOf(T, a, p, old_n, new_n)                                                \
    mem_Allocator_Realloc((a), (p), (int64_t)sizeof(T) * (int64_t)(old_n),                      \
                          (int64_t)sizeof(T) * (int64_t)(new_n), (int64_t)_Alignof(T))
#define mem_FreeSliceOf(T, a, p, n)                                                              \
    mem_Allocator_Free((a), (p), (int64_t)sizeof(T) * (int64_t)(n), (int64_t)_Alignof(T))

#ifdef __cplusplus
}
#endif
#endif
