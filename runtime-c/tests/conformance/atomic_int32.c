// Every operation of atomic_Int32 with edge values: wrap-around at both ends, Swap/And/Or
// return the old value, Add the new one, CompareAndSwap failing and succeeding.
// Twin: atomic_int32.go (Go's sync/atomic.Int32); both must print the same bytes.
#include <inttypes.h>
#include <stdio.h>

#include "so/sync/atomic/atomic.h"

int main(void) {
    atomic_Int32 a = {0};
    printf("size %zu align %zu\n", sizeof a, _Alignof(atomic_Int32));
    printf("Load of the zero value: %" PRId32 "\n", atomic_Int32_Load(&a));
    atomic_Int32_Store(&a, INT32_MAX);
    printf("Store max: %" PRId32 "\n", atomic_Int32_Load(&a));
    printf("Add 1 (wraps to min): %" PRId32 "\n", atomic_Int32_Add(&a, (int32_t)1));
    printf("Add -1 (wraps back to max): %" PRId32 "\n", atomic_Int32_Add(&a, (int32_t)-1));
    printf("Swap 5 returns old: %" PRId32 "\n", atomic_Int32_Swap(&a, (int32_t)5));
    printf("Load: %" PRId32 "\n", atomic_Int32_Load(&a));
    printf("CompareAndSwap 4 -> 9 (fails): %s\n", atomic_Int32_CompareAndSwap(&a, (int32_t)4, (int32_t)9) ? "true" : "false");
    printf("Load: %" PRId32 "\n", atomic_Int32_Load(&a));
    printf("CompareAndSwap 5 -> 9 (succeeds): %s\n", atomic_Int32_CompareAndSwap(&a, (int32_t)5, (int32_t)9) ? "true" : "false");
    printf("Load: %" PRId32 "\n", atomic_Int32_Load(&a));
    atomic_Int32_Store(&a, (int32_t)0xF0F0);
    printf("Store 0xF0F0: %" PRId32 "\n", atomic_Int32_Load(&a));
    printf("And 0xFF00 returns old: %" PRId32 "\n", atomic_Int32_And(&a, (int32_t)0xFF00));
    printf("Load: %" PRId32 "\n", atomic_Int32_Load(&a));
    printf("Or 0x000F returns old: %" PRId32 "\n", atomic_Int32_Or(&a, (int32_t)0x000F));
    printf("Load: %" PRId32 "\n", atomic_Int32_Load(&a));
    atomic_Int32_Store(&a, INT32_MIN);
    printf("Store min: %" PRId32 "\n", atomic_Int32_Load(&a));
    printf("Add -1 (wraps to max): %" PRId32 "\n", atomic_Int32_Add(&a, (int32_t)-1));
    printf("Add 2 (wraps past min): %" PRId32 "\n", atomic_Int32_Add(&a, (int32_t)2));
    printf("Swap max returns old: %" PRId32 "\n", atomic_Int32_Swap(&a, INT32_MAX));
    printf("CompareAndSwap max -> min (succeeds): %s\n", atomic_Int32_CompareAndSwap(&a, INT32_MAX, INT32_MIN) ? "true" : "false");
    printf("Load: %" PRId32 "\n", atomic_Int32_Load(&a));
    printf("Or max returns old: %" PRId32 "\n", atomic_Int32_Or(&a, INT32_MAX));
    printf("And 0 returns old: %" PRId32 "\n", atomic_Int32_And(&a, (int32_t)0));
    printf("Load: %" PRId32 "\n", atomic_Int32_Load(&a));
    printf("Add 0: %" PRId32 "\n", atomic_Int32_Add(&a, (int32_t)0));
    return 0;
}
