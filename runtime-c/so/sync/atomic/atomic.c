//go:build ignore
// so/sync/atomic: every operation is one GCC __atomic builtin with __ATOMIC_SEQ_CST, so all
// operations on all atomic values form one total order consistent with each thread's program
// order (Go's memory model for sync/atomic). GCC's atomic arithmetic wraps around in two's
// complement for signed types too, as Go's does; it is never undefined behaviour.
#include "so/sync/atomic/atomic.h"

// ---- Bool: stored as 0 or 1 in a uint32_t --------------------------------------------------

bool atomic_Bool_Load(atomic_Bool *a) { return __atomic_load_n(&a->v, __ATOMIC_SEQ_CST) != 0; }

void atomic_Bool_Store(atomic_Bool *a, bool v) {
    __atomic_store_n(&a->v, (uint32_t)v, __ATOMIC_SEQ_CST);
}

bool atomic_Bool_Swap(atomic_Bool *a, bool v) {
    return __atomic_exchange_n(&a->v, (uint32_t)v, __ATOMIC_SEQ_CST) != 0;
}

bool atomic_Bool_CompareAndSwap(atomic_Bool *a, bool old, bool new_) {
    uint32_t expected = (uint32_t)old;
    return __atomic_compare_exchange_n(&a->v, &expected, (uint32_t)new_, false, __ATOMIC_SEQ_CST,
                                       __ATOMIC_SEQ_CST);
}

// ---- Integers ----------------------------------------------------------------------------

// SO_ATOMIC_INT_IMPL defines the operations declared by SO_ATOMIC_INT_API for one type.
// Add returns the new value; Swap, And and Or return the old value.
#define SO_ATOMIC_INT_IMPL(Name, T)                                                              \
    T atomic_##Name##_Load(atomic_##Name *a) { return __atomic_load_n(&a->v, __ATOMIC_SEQ_CST); } \
    void atomic_##Name##_Store(atomic_##Name *a, T v) {                                          \
        __atomic_store_n(&a->v, v, __ATOMIC_SEQ_CST);                                            \
    }                                                                                            \
    T atomic_##Name##_Swap(atomic_##Name *a, T v) {                                              \
        return __atomic_exchange_n(&a->v, v, __ATOMIC_SEQ_CST);                                  \
    }                                                                                            \
    bool atomic_##Name##_CompareAndSwap(atomic_##Name *a, T old, T new_) {                       \
        return __atomic_compare_exchange_n(&a->v, &old, new_, false, __ATOMIC_SEQ_CST,           \
                                           __ATOMIC_SEQ_CST);                                    \
    }                                                                                            \
    T atomic_##Name##_Add(atomic_##Name *a, T delta) {                                           \
        return __atomic_add_fetch(&a->v, delta, __ATOMIC_SEQ_CST);                               \
    }                                                                                            \
    T atomic_##Name##_And(atomic_##Name *a, T mask) {                                            \
        return __atomic_fetch_and(&a->v, mask, __ATOMIC_SEQ_CST);                                \
    }                                                                                            \
    T atomic_##Name##_Or(atomic_##Name *a, T mask) {                                             \
        return __atomic_fetch_or(&a->v, mask, __ATOMIC_SEQ_CST);                                 \
    }

SO_ATOMIC_INT_IMPL(Int32, int32_t)
SO_ATOMIC_INT_IMPL(Int64, int64_t)
SO_ATOMIC_INT_IMPL(Uint32, uint32_t)
SO_ATOMIC_INT_IMPL(Uint64, uint64_t)
SO_ATOMIC_INT_IMPL(Uintptr, uintptr_t)

// ---- Pointer -----------------------------------------------------------------------------

void *atomic_Pointer_Load(atomic_Pointer *a) { return __atomic_load_n(&a->v, __ATOMIC_SEQ_CST); }

void atomic_Pointer_Store(atomic_Pointer *a, void *v) {
    __atomic_store_n(&a->v, v, __ATOMIC_SEQ_CST);
}

void *atomic_Pointer_Swap(atomic_Pointer *a, void *v) {
    return __atomic_exchange_n(&a->v, v, __ATOMIC_SEQ_CST);
}

bool atomic_Pointer_CompareAndSwap(atomic_Pointer *a, void *old, void *new_) {
    return __atomic_compare_exchange_n(&a->v, &old, new_, false, __ATOMIC_SEQ_CST,
                                       __ATOMIC_SEQ_CST);
}
