// Every operation of atomic_Uint64 with edge values: wrap-around at both ends, Swap/And/Or
// return the old value, Add the new one, CompareAndSwap failing and succeeding.
// Twin: atomic_uint64.go (Go's sync/atomic.Uint64); both must print the same bytes.
#include <inttypes.h>
#include <stdio.h>

#include "so/sync/atomic/atomic.h"

int main(void) {
    atomic_Uint64 a = {0};
    printf("size %zu align %zu\n", sizeof a, _Alignof(atomic_Uint64));
    printf("Load of the zero value: %" PRIu64 "\n", atomic_Uint64_Load(&a));
    atomic_Uint64_Store(&a, UINT64_MAX);
    printf("Store max: %" PRIu64 "\n", atomic_Uint64_Load(&a));
    printf("Add 1 (wraps to min): %" PRIu64 "\n", atomic_Uint64_Add(&a, (uint64_t)1));
    printf("Add -1 (wraps back to max): %" PRIu64 "\n", atomic_Uint64_Add(&a, (uint64_t)(-1)));
    printf("Swap 5 returns old: %" PRIu64 "\n", atomic_Uint64_Swap(&a, (uint64_t)5));
    printf("Load: %" PRIu64 "\n", atomic_Uint64_Load(&a));
    printf("CompareAndSwap 4 -> 9 (fails): %s\n", atomic_Uint64_CompareAndSwap(&a, (uint64_t)4, (uint64_t)9) ? "true" : "false");
    printf("Load: %" PRIu64 "\n", atomic_Uint64_Load(&a));
    printf("CompareAndSwap 5 -> 9 (succeeds): %s\n", atomic_Uint64_CompareAndSwap(&a, (uint64_t)5, (uint64_t)9) ? "true" : "false");
    printf("Load: %" PRIu64 "\n", atomic_Uint64_Load(&a));
    atomic_Uint64_Store(&a, (uint64_t)0xF0F0);
    printf("Store 0xF0F0: %" PRIu64 "\n", atomic_Uint64_Load(&a));
    printf("And 0xFF00 returns old: %" PRIu64 "\n", atomic_Uint64_And(&a, (uint64_t)0xFF00));
    printf("Load: %" PRIu64 "\n", atomic_Uint64_Load(&a));
    printf("Or 0x000F returns old: %" PRIu64 "\n", atomic_Uint64_Or(&a, (uint64_t)0x000F));
    printf("Load: %" PRIu64 "\n", atomic_Uint64_Load(&a));
    atomic_Uint64_Store(&a, 0);
    printf("Store min: %" PRIu64 "\n", atomic_Uint64_Load(&a));
    printf("Add -1 (wraps to max): %" PRIu64 "\n", atomic_Uint64_Add(&a, (uint64_t)(-1)));
    printf("Add 2 (wraps past min): %" PRIu64 "\n", atomic_Uint64_Add(&a, (uint64_t)2));
    printf("Swap max returns old: %" PRIu64 "\n", atomic_Uint64_Swap(&a, UINT64_MAX));
    printf("CompareAndSwap max -> min (succeeds): %s\n", atomic_Uint64_CompareAndSwap(&a, UINT64_MAX, 0) ? "true" : "false");
    printf("Load: %" PRIu64 "\n", atomic_Uint64_Load(&a));
    printf("Or max returns old: %" PRIu64 "\n", atomic_Uint64_Or(&a, UINT64_MAX));
    printf("And 0 returns old: %" PRIu64 "\n", atomic_Uint64_And(&a, (uint64_t)0));
    printf("Load: %" PRIu64 "\n", atomic_Uint64_Load(&a));
    printf("Add 0: %" PRIu64 "\n", atomic_Uint64_Add(&a, (uint64_t)0));
    return 0;
}
