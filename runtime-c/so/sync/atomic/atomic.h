// Package so/sync/atomic: sequentially consistent atomic values.
//
// ABI contract shared by the C runtime and the Rust reference runtime (runtime-rs). Each type
// wraps one value of its width and has that size and alignment (64-bit values are 8-byte aligned
// on every target). The zero value is ready to use. Every operation is sequentially consistent.
// Add returns the NEW value; Swap, And and Or return the OLD value (as Go's sync/atomic does).
#ifndef SO_SYNC_ATOMIC_H
#define SO_SYNC_ATOMIC_H

#include <stdbool.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct atomic_Bool { uint32_t v; } atomic_Bool;                   // 4 bytes; 0 = false
typedef struct atomic_Int32 { int32_t v; } atomic_Int32;                  // 4 bytes
typedef struct atomic_Int64 { _Alignas(8) int64_t v; } atomic_Int64;      // 8 bytes, align 8
typedef struct atomic_Uint32 { uint32_t v; } atomic_Uint32;               // 4 bytes
typedef struct atomic_Uint64 { _Alignas(8) uint64_t v; } atomic_Uint64;   // 8 bytes, align 8
typedef struct atomic_Uintptr { uintptr_t v; } atomic_Uintptr;            // pointer-sized
typedef struct atomic_Pointer { void *v; } atomic_Pointer;                // Pointer[T], type-erased

bool atomic_Bool_Load(atomic_Bool *a);
void atomic_Bool_Store(atomic_Bool *a, bool v);
bool atomic_Bool_Swap(atomic_Bool *a, bool v);
bool atomic_Bool_CompareAndSwap(atomic_Bool *a, bool old, bool new_);

// SO_ATOMIC_INT_API declares the integer operations of one type.
#define SO_ATOMIC_INT_API(Name, T)                                         \
    T atomic_##Name##_Load(atomic_##Name *a);                              \
    void atomic_##Name##_Store(atomic_##Name *a, T v);                     \
    T atomic_##Name##_Swap(atomic_##Name *a, T v);                         \
    bool atomic_##Name##_CompareAndSwap(atomic_##Name *a, T old, T new_);  \
    T atomic_##Name##_Add(atomic_##Name *a, T delta);                      \
    T atomic_##Name##_And(atomic_##Name *a, T mask);                       \
    T atomic_##Name##_Or(atomic_##Name *a, T mask);

SO_ATOMIC_INT_API(Int32, int32_t)
SO_ATOMIC_INT_API(Int64, int64_t)
SO_ATOMIC_INT_API(Uint32, uint32_t)
SO_ATOMIC_INT_API(Uint64, uint64_t)
SO_ATOMIC_INT_API(Uintptr, uintptr_t)

void *atomic_Pointer_Load(atomic_Pointer *a);
void atomic_Pointer_Store(atomic_Pointer *a, void *v);
void *atomic_Pointer_Swap(atomic_Pointer *a, void *v);
bool atomic_Pointer_CompareAndSwap(atomic_Pointer *a, void *old, void *new_);

#ifdef __cplusplus
}
#endif
#endif
