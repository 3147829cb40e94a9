// Every operation of atomic_Uintptr with edge values: wrap-around at both ends, Swap/And/Or
// return the old value, Add the new one, CompareAndSwap failing and succeeding.
// Twin: atomic_uintptr.go (Go's sync/atomic.Uintptr); both must print the same bytes.
#include <inttypes.h>
#include <stdio.h>

#include "so/sync/atomic/atomic.h"

int main(void) {
    atomic_Uintptr a = {0};
    printf("size %zu align %zu\n", sizeof a, _Alignof(atomic_Uintptr));
    printf("Load of the zero value: %" PRIuPTR "\n", atomic_Uintptr_Load(&a));
    atomic_Uintptr_Store(&a, UINTPTR_MAX);
    printf("Store max: %" PRIuPTR "\n", atomic_Uintptr_Load(&a));
    printf("Add 1 (wraps to min): %" PRIuPTR "\n", atomic_Uintptr_Add(&a, (uintptr_t)1));
    printf("Add -1 (wraps back to max): %" PRIuPTR "\n", atomic_Uintptr_Add(&a, (uintptr_t)(-1)));
    printf("Swap 5 returns old: %" PRIuPTR "\n", atomic_Uintptr_Swap(&a, (uintptr_t)5));
    printf("Load: %" PRIuPTR "\n", atomic_Uintptr_Load(&a));
    printf("CompareAndSwap 4 -> 9 (fails): %s\n", atomic_Uintptr_CompareAndSwap(&a, (uintptr_t)4, (uintptr_t)9) ? "true" : "false");
    printf("Load: %" PRIuPTR "\n", atomic_Uintptr_Load(&a));
    printf("CompareAndSwap 5 -> 9 (succeeds): %s\n", atomic_Uintptr_CompareAndSwap(&a, (uintptr_t)5, (uintptr_t)9) ? "true" : "false");
    printf("Load: %" PRIuPTR "\n", atomic_Uintptr_Load(&a));
    atomic_Uintptr_Store(&a, (uintptr_t)0xF0F0);
    printf("Store 0xF0F0: %" PRIuPTR "\n", atomic_Uintptr_Load(&a));
    printf("And 0xFF00 returns old: %" PRIuPTR "\n", atomic_Uintptr_And(&a, (uintptr_t)0xFF00));
    printf("Load: %" PRIuPTR "\n", atomic_Uintptr_Load(&a));
    printf("Or 0x000F returns old: %" PRIuPTR "\n", atomic_Uintptr_Or(&a, (uintptr_t)0x000F));
    printf("Load: %" PRIuPTR "\n", atomic_Uintptr_Load(&a));
    atomic_Uintptr_Store(&a, 0);
    printf("Store min: %" PRIuPTR "\n", atomic_Uintptr_Load(&a));
    printf("Add -1 (wraps to max): %" PRIuPTR "\n", atomic_Uintptr_Add(&a, (uintptr_t)(-1)));
    printf("Add 2 (wraps past min): %" PRIuPTR "\n", atomic_Uintptr_Add(&a, (uintptr_t)2));
    printf("Swap max returns old: %" PRIuPTR "\n", atomic_Uintptr_Swap(&a, UINTPTR_MAX));
    printf("CompareAndSwap max -> min (succeeds): %s\n", atomic_Uintptr_CompareAndSwap(&a, UINTPTR_MAX, 0) ? "true" : "false");
    printf("Load: %" PRIuPTR "\n", atomic_Uintptr_Load(&a));
    printf("Or max returns old: %" PRIuPTR "\n", atomic_Uintptr_Or(&a, UINTPTR_MAX));
    printf("And 0 returns old: %" PRIuPTR "\n", atomic_Uintptr_And(&a, (uintptr_t)0));
    printf("Load: %" PRIuPTR "\n", atomic_Uintptr_Load(&a));
    printf("Add 0: %" PRIuPTR "\n", atomic_Uintptr_Add(&a, (uintptr_t)0));
    return 0;
}
