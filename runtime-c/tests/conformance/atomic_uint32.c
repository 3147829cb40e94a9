// Every operation of atomic_Uint32 with edge values: wrap-around at both ends, Swap/And/Or
// return the old value, Add the new one, CompareAndSwap failing and succeeding.
// Twin: atomic_uint32.go (Go's sync/atomic.Uint32); both must print the same bytes.
#include <inttypes.h>
#include <stdio.h>

#include "so/sync/atomic/atomic.h"

int main(void) {
    atomic_Uint32 a = {0};
    printf("size %zu align %zu\n", sizeof a, _Alignof(atomic_Uint32));
    printf("Load of the zero value: %" PRIu32 "\n", atomic_Uint32_Load(&a));
    atomic_Uint32_Store(&a, UINT32_MAX);
    printf("Store max: %" PRIu32 "\n", atomic_Uint32_Load(&a));
    printf("Add 1 (wraps to min): %" PRIu32 "\n", atomic_Uint32_Add(&a, (uint32_t)1));
    printf("Add -1 (wraps back to max): %" PRIu32 "\n", atomic_Uint32_Add(&a, (uint32_t)(-1)));
    printf("Swap 5 returns old: %" PRIu32 "\n", atomic_Uint32_Swap(&a, (uint32_t)5));
    printf("Load: %" PRIu32 "\n", atomic_Uint32_Load(&a));
    printf("CompareAndSwap 4 -> 9 (fails): %s\n", atomic_Uint32_CompareAndSwap(&a, (uint32_t)4, (uint32_t)9) ? "true" : "false");
    printf("Load: %" PRIu32 "\n", atomic_Uint32_Load(&a));
    printf("CompareAndSwap 5 -> 9 (succeeds): %s\n", atomic_Uint32_CompareAndSwap(&a, (uint32_t)5, (uint32_t)9) ? "true" : "false");
    printf("Load: %" PRIu32 "\n", atomic_Uint32_Load(&a));
    atomic_Uint32_Store(&a, (uint32_t)0xF0F0);
    printf("Store 0xF0F0: %" PRIu32 "\n", atomic_Uint32_Load(&a));
    printf("And 0xFF00 returns old: %" PRIu32 "\n", atomic_Uint32_And(&a, (uint32_t)0xFF00));
    printf("Load: %" PRIu32 "\n", atomic_Uint32_Load(&a));
    printf("Or 0x000F returns old: %" PRIu32 "\n", atomic_Uint32_Or(&a, (uint32_t)0x000F));
    printf("Load: %" PRIu32 "\n", atomic_Uint32_Load(&a));
    atomic_Uint32_Store(&a, 0);
    printf("Store min: %" PRIu32 "\n", atomic_Uint32_Load(&a));
    printf("Add -1 (wraps to max): %" PRIu32 "\n", atomic_Uint32_Add(&a, (uint32_t)(-1)));
    printf("Add 2 (wraps past min): %" PRIu32 "\n", atomic_Uint32_Add(&a, (uint32_t)2));
    printf("Swap max returns old: %" PRIu32 "\n", atomic_Uint32_Swap(&a, UINT32_MAX));
    printf("CompareAndSwap max -> min (succeeds): %s\n", atomic_Uint32_CompareAndSwap(&a, UINT32_MAX, 0) ? "true" : "false");
    printf("Load: %" PRIu32 "\n", atomic_Uint32_Load(&a));
    printf("Or max returns old: %" PRIu32 "\n", atomic_Uint32_Or(&a, UINT32_MAX));
    printf("And 0 returns old: %" PRIu32 "\n", atomic_Uint32_And(&a, (uint32_t)0));
    printf("Load: %" PRIu32 "\n", atomic_Uint32_Load(&a));
    printf("Add 0: %" PRIu32 "\n", atomic_Uint32_Add(&a, (uint32_t)0));
    return 0;
}
