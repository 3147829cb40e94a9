// Every operation of atomic_Bool: Load of the zero value, Store, Swap returning the old value,
// CompareAndSwap failing and succeeding in both directions.
// Twin: atomic_bool.go (Go's sync/atomic.Bool); both must print the same bytes.
#include <stdio.h>

#include "so/sync/atomic/atomic.h"

static const char *str(bool b) { return b ? "true" : "false"; }

int main(void) {
    atomic_Bool a = {0};
    printf("size %zu align %zu\n", sizeof a, _Alignof(atomic_Bool));
    printf("Load of the zero value: %s\n", str(atomic_Bool_Load(&a)));
    atomic_Bool_Store(&a, true);
    printf("Store true: %s\n", str(atomic_Bool_Load(&a)));
    atomic_Bool_Store(&a, true);
    printf("Store true again: %s\n", str(atomic_Bool_Load(&a)));
    printf("Swap false returns old: %s\n", str(atomic_Bool_Swap(&a, false)));
    printf("Load: %s\n", str(atomic_Bool_Load(&a)));
    printf("Swap false returns old: %s\n", str(atomic_Bool_Swap(&a, false)));
    printf("CompareAndSwap true -> false (fails): %s\n",
           str(atomic_Bool_CompareAndSwap(&a, true, false)));
    printf("Load: %s\n", str(atomic_Bool_Load(&a)));
    printf("CompareAndSwap false -> true (succeeds): %s\n",
           str(atomic_Bool_CompareAndSwap(&a, false, true)));
    printf("Load: %s\n", str(atomic_Bool_Load(&a)));
    printf("CompareAndSwap false -> false (fails): %s\n",
           str(atomic_Bool_CompareAndSwap(&a, false, false)));
    printf("CompareAndSwap true -> true (succeeds): %s\n",
           str(atomic_Bool_CompareAndSwap(&a, true, true)));
    printf("Load: %s\n", str(atomic_Bool_Load(&a)));
    printf("CompareAndSwap true -> false (succeeds): %s\n",
           str(atomic_Bool_CompareAndSwap(&a, true, false)));
    printf("Load: %s\n", str(atomic_Bool_Load(&a)));
    printf("Swap true returns old: %s\n", str(atomic_Bool_Swap(&a, true)));
    printf("Load: %s\n", str(atomic_Bool_Load(&a)));
    return 0;
}
