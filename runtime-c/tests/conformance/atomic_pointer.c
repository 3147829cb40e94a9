// Every operation of atomic_Pointer (Go's Pointer[T], type-erased): Load of the zero value (nil),
// Store, Swap returning the old pointer, CompareAndSwap failing and succeeding, nil as a value.
// Pointers are printed as the index of the array element they point to, or "nil".
// Twin: atomic_pointer.go (Go's sync/atomic.Pointer[int]); both must print the same bytes.
#include <stdio.h>

#include "so/sync/atomic/atomic.h"

static int items[3] = {10, 20, 30};

static const char *name(void *p) {
    static const char *names[3] = {"&items[0]", "&items[1]", "&items[2]"};
    if (p == NULL) {
        return "nil";
    }
    for (int i = 0; i < 3; i++) {
        if (p == &items[i]) {
            return names[i];
        }
    }
    return "unknown";
}

static const char *str(bool b) { return b ? "true" : "false"; }

int main(void) {
    atomic_Pointer a = {0};
    printf("size %zu align %zu\n", sizeof a, _Alignof(atomic_Pointer));
    printf("Load of the zero value: %s\n", name(atomic_Pointer_Load(&a)));
    atomic_Pointer_Store(&a, &items[0]);
    printf("Store &items[0]: %s\n", name(atomic_Pointer_Load(&a)));
    printf("value through Load: %d\n", *(int *)atomic_Pointer_Load(&a));
    printf("Swap &items[1] returns old: %s\n", name(atomic_Pointer_Swap(&a, &items[1])));
    printf("Load: %s\n", name(atomic_Pointer_Load(&a)));
    printf("CompareAndSwap &items[0] -> &items[2] (fails): %s\n",
           str(atomic_Pointer_CompareAndSwap(&a, &items[0], &items[2])));
    printf("Load: %s\n", name(atomic_Pointer_Load(&a)));
    printf("CompareAndSwap &items[1] -> &items[2] (succeeds): %s\n",
           str(atomic_Pointer_CompareAndSwap(&a, &items[1], &items[2])));
    printf("Load: %s\n", name(atomic_Pointer_Load(&a)));
    printf("value through Load: %d\n", *(int *)atomic_Pointer_Load(&a));
    printf("CompareAndSwap nil -> &items[0] (fails): %s\n",
           str(atomic_Pointer_CompareAndSwap(&a, NULL, &items[0])));
    printf("Swap nil returns old: %s\n", name(atomic_Pointer_Swap(&a, NULL)));
    printf("Load: %s\n", name(atomic_Pointer_Load(&a)));
    printf("CompareAndSwap nil -> &items[0] (succeeds): %s\n",
           str(atomic_Pointer_CompareAndSwap(&a, NULL, &items[0])));
    printf("Load: %s\n", name(atomic_Pointer_Load(&a)));
    atomic_Pointer_Store(&a, NULL);
    printf("Store nil: %s\n", name(atomic_Pointer_Load(&a)));
    return 0;
}
