// Stress: four threads hammer shared atomic values: Add on every integer type (with values that
// wrap around), a CompareAndSwap increment loop, Swap passing a token, and And/Or toggling
// private bits of a shared word. The totals must be exact.
// SO_STRESS_SCALE=k divides the work by k (never below a million operations per value).
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#include "so/sync/atomic/atomic.h"

#define THREADS 4

static atomic_Int64 i64;
static atomic_Int32 i32;
static atomic_Uint32 u32;
static atomic_Uint64 u64;
static atomic_Uintptr uptr;
static atomic_Uint64 cas_counter;
static atomic_Uint32 bits;
static atomic_Int64 tokens; // Swap: each thread swaps in its token and adds what it got out
static atomic_Int64 token_sum;
static atomic_Bool flag;
static atomic_Int64 flag_flips;
static long per_thread;

static void *worker(void *arg) {
    int id = (int)(intptr_t)arg;
    uint32_t my_bit = 1u << id;
    for (long i = 0; i < per_thread; i++) {
        atomic_Int64_Add(&i64, 3);
        atomic_Int32_Add(&i32, -7); // wraps around many times
        atomic_Uint32_Add(&u32, 0x10001u);
        atomic_Uint64_Add(&u64, 1);
        atomic_Uintptr_Add(&uptr, 2);
        uint64_t old = atomic_Uint64_Load(&cas_counter);
        while (!atomic_Uint64_CompareAndSwap(&cas_counter, old, old + 1)) {
            old = atomic_Uint64_Load(&cas_counter);
        }
        // Set then clear this thread's bit; nobody else touches it.
        uint32_t before = atomic_Uint32_Or(&bits, my_bit);
        uint32_t mid = atomic_Uint32_And(&bits, ~my_bit);
        if ((before & my_bit) != 0 || (mid & my_bit) == 0) {
            atomic_Int64_Add(&token_sum, 1000000000000LL); // poison: reported as a failure
        }
        int64_t got = atomic_Int64_Swap(&tokens, (int64_t)id * per_thread + i + 1);
        atomic_Int64_Add(&token_sum, got);
        if (atomic_Bool_CompareAndSwap(&flag, false, true)) {
            atomic_Int64_Add(&flag_flips, 1);
            atomic_Bool_Store(&flag, false);
        }
    }
    return NULL;
}

int main(void) {
    const char *s = getenv("SO_STRESS_SCALE");
    long d = s ? atol(s) : 1;
    long total = 4000000 / (d < 1 ? 1 : d);
    if (total < 1000000) {
        total = 1000000;
    }
    per_thread = total / THREADS;
    total = per_thread * THREADS;
    pthread_t ts[THREADS];
    for (int i = 0; i < THREADS; i++) {
        pthread_create(&ts[i], NULL, worker, (void *)(intptr_t)i);
    }
    for (int i = 0; i < THREADS; i++) {
        pthread_join(ts[i], NULL);
    }
    // Every token 1..total was swapped in once; all but the one still inside came out once.
    int64_t last = atomic_Int64_Load(&tokens);
    int64_t want_tokens = (int64_t)total * (total + 1) / 2 - last;
    int ok = atomic_Int64_Load(&i64) == 3 * (int64_t)total &&
             atomic_Int32_Load(&i32) == (int32_t)(uint32_t)((uint64_t)total * (uint32_t)-7) &&
             atomic_Uint32_Load(&u32) == (uint32_t)((uint64_t)total * 0x10001u) &&
             atomic_Uint64_Load(&u64) == (uint64_t)total &&
             atomic_Uintptr_Load(&uptr) == (uintptr_t)(2 * total) &&
             atomic_Uint64_Load(&cas_counter) == (uint64_t)total &&
             atomic_Uint32_Load(&bits) == 0 && atomic_Int64_Load(&token_sum) == want_tokens &&
             !atomic_Bool_Load(&flag) && atomic_Int64_Load(&flag_flips) >= 1;
    if (!ok) {
        printf("FAIL i64=%lld i32=%d u32=%u u64=%llu cas=%llu bits=%u tokens=%lld/%lld\n",
               (long long)atomic_Int64_Load(&i64), atomic_Int32_Load(&i32),
               atomic_Uint32_Load(&u32), (unsigned long long)atomic_Uint64_Load(&u64),
               (unsigned long long)atomic_Uint64_Load(&cas_counter), atomic_Uint32_Load(&bits),
               (long long)atomic_Int64_Load(&token_sum), (long long)want_tokens);
        return 1;
    }
    printf("ok threads=%d every Add, CAS, Swap, And and Or accounted for\n", THREADS);
    return 0;
}
