// Stress: four threads race through the same array of sync.Once values, in different orders.
// Each Once's function must run exactly once, and every caller must see its effect when Do
// returns. The function learns which Once it belongs to through a thread-local variable.
// SO_STRESS_SCALE=k divides the number of Once values by k.
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#include "so/sync/sync.h"

#define THREADS 4

static sync_Once *onces;
static int *runs;        // __atomic: how many times the function ran for each Once
static int *done;        // plain: written by the function, read by callers after Do
static long n;
static int violations;   // __atomic
static __thread long current;

static void init_one(void) {
    __atomic_add_fetch(&runs[current], 1, __ATOMIC_RELAXED);
    done[current] = 1;
}

static void *caller(void *arg) {
    int id = (int)(intptr_t)arg;
    for (long k = 0; k < n; k++) {
        // Threads 0 and 1 race forwards side by side, 2 goes backwards, 3 in a shuffled order.
        long i = id < 2 ? k : id == 2 ? n - 1 - k : (k * 7919) % n;
        current = i;
        sync_Once_Do(&onces[i], init_one);
        if (done[i] != 1) {
            __atomic_add_fetch(&violations, 1, __ATOMIC_RELAXED);
        }
    }
    return NULL;
}

int main(void) {
    const char *s = getenv("SO_STRESS_SCALE");
    long d = s ? atol(s) : 1;
    n = 1000003 / (d < 1 ? 1 : d); // not a multiple of 7919, so the shuffle visits every Once
    onces = calloc((size_t)n, sizeof *onces);
    runs = calloc((size_t)n, sizeof *runs);
    done = calloc((size_t)n, sizeof *done);
    pthread_t ts[THREADS];
    for (int i = 0; i < THREADS; i++) {
        pthread_create(&ts[i], NULL, caller, (void *)(intptr_t)i);
    }
    for (int i = 0; i < THREADS; i++) {
        pthread_join(ts[i], NULL);
    }
    long wrong = 0;
    for (long i = 0; i < n; i++) {
        wrong += runs[i] != 1;
    }
    int v = __atomic_load_n(&violations, __ATOMIC_RELAXED);
    free(onces);
    free(runs);
    free(done);
    if (wrong != 0 || v != 0) {
        printf("FAIL %ld Once values ran their function != 1 times; %d callers returned early\n",
               wrong, v);
        return 1;
    }
    printf("ok threads=%d every Once ran exactly once and was complete on return\n", THREADS);
    return 0;
}
