// Every operation of atomic_Int64 with edge values: wrap-around at both ends, Swap/And/Or
// return the old value, Add the new one, CompareAndSwap failing and succeeding.
// Twin: atomic_int64.go (Go's sync/atomic.Int64); both must print the same bytes.
#include <inttypes.h>
#include <stdio.h>

#include "so/sync/atomic/atomic.h"

int main(void) {
    atomic_Int64 a = {0};
    printf("size %zu align %zu\n", sizeof a, _Alignof(atomic_Int64));
    printf("Load of the zero value: %" PRId64 "\n", atomic_Int64_Load(&a));
    atomic_Int64_Store(&a, INT64_MAX);
    printf("Store max: %" PRId64 "\n", atomic_Int64_Load(&a));
    printf("Add 1 (wraps to min): %" PRId64 "\n", atomic_Int64_Add(&a, (int64_t)1));
    printf("Add -1 (wraps back to max): %" PRId64 "\n", atomic_Int64_Add(&a, (int64_t)-1));
    printf("Swap 5 returns old: %" PRId64 "\n", atomic_Int64_Swap(&a, (int64_t)5));
    printf("Load: %" PRId64 "\n", atomic_Int64_Load(&a));
    printf("CompareAndSwap 4 -> 9 (fails): %s\n", atomic_Int64_CompareAndSwap(&a, (int64_t)4, (int64_t)9) ? "true" : "false");
    printf("Load: %" PRId64 "\n", atomic_Int64_Load(&a));
    printf("CompareAndSwap 5 -> 9 (succeeds): %s\n", atomic_Int64_CompareAndSwap(&a, (int64_t)5, (int64_t)9) ? "true" : "false");
    printf("Load: %" PRId64 "\n", atomic_Int64_Load(&a));
    atomic_Int64_Store(&a, (int64_t)0xF0F0);
    printf("Store 0xF0F0: %" PRId64 "\n", atomic_Int64_Load(&a));
    printf("And 0xFF00 returns old: %" PRId64 "\n", atomic_Int64_And(&a, (int64_t)0xFF00));
    printf("Load: %" PRId64 "\n", atomic_Int64_Load(&a));
    printf("Or 0x000F returns old: %" PRId64 "\n", atomic_Int64_Or(&a, (int64_t)0x000F));
    printf("Load: %" PRId64 "\n", atomic_Int64_Load(&a));
    atomic_Int64_Store(&a, INT64_MIN);
    printf("Store min: %" PRId64 "\n", atomic_Int64_Load(&a));
    printf("Add -1 (wraps to max): %" PRId64 "\n", atomic_Int64_Add(&a, (int64_t)-1));
    printf("Add 2 (wraps past min): %" PRId64 "\n", atomic_Int64_Add(&a, (int64_t)2));
    printf("Swap max returns old: %" PRId64 "\n", atomic_Int64_Swap(&a, INT64_MAX));
    printf("CompareAndSwap max -> min (succeeds): %s\n", atomic_Int64_CompareAndSwap(&a, INT64_MAX, INT64_MIN) ? "true" : "false");
    printf("Load: %" PRId64 "\n", atomic_Int64_Load(&a));
    printf("Or max returns old: %" PRId64 "\n", atomic_Int64_Or(&a, INT64_MAX));
    printf("And 0 returns old: %" PRId64 "\n", atomic_Int64_And(&a, (int64_t)0));
    printf("Load: %" PRId64 "\n", atomic_Int64_Load(&a));
    printf("Add 0: %" PRId64 "\n", atomic_Int64_Add(&a, (int64_t)0));
    return 0;
}
