// Stress: readers and writers on one sync.RWMutex. Writers rewrite a whole record (every slot
// gets the same new version) under Lock; readers check under RLock that the record is never
// torn and that versions never go back. Atomic occupancy counters check that a writer is always
// alone and readers never meet a writer. Some operations use TryLock/TryRLock. At the end the
// version equals the number of writes.
// SO_STRESS_SCALE=k divides the work by k.
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#include "so/sync/sync.h"

#define READERS 4
#define WRITERS 2
#define SLOTS 16

static sync_RWMutex rw;
static long record[SLOTS];  // protected by rw
static int readers_in;      // __atomic
static int writers_in;      // __atomic
static int violations;      // __atomic
static long reads_per_reader, writes_per_writer;

static long scale_div(void) {
    const char *s = getenv("SO_STRESS_SCALE");
    long d = s ? atol(s) : 1;
    return d < 1 ? 1 : d;
}

static void pause_a_little(void) {
    for (int i = 0; i < 20; i++) {
        __asm__ __volatile__("" ::: "memory");
#if defined(__x86_64__) || defined(__i386__)
        __builtin_ia32_pause();
#endif
    }
}

static void fail(void) { __atomic_add_fetch(&violations, 1, __ATOMIC_RELAXED); }

static void *reader(void *arg) {
    int id = (int)(intptr_t)arg;
    long last = 0;
    for (long i = 0; i < reads_per_reader; i++) {
        if (id == 0 && i % 3 == 0) {
            while (!sync_RWMutex_TryRLock(&rw)) {
                sched_yield();
            }
        } else {
            sync_RWMutex_RLock(&rw);
        }
        __atomic_add_fetch(&readers_in, 1, __ATOMIC_RELAXED);
        if (__atomic_load_n(&writers_in, __ATOMIC_RELAXED) != 0) {
            fail();
        }
        long v = record[0];
        for (int s = 1; s < SLOTS; s++) {
            if (record[s] != v) {
                fail();
            }
        }
        if (v < last) {
            fail();
        }
        last = v;
        __atomic_sub_fetch(&readers_in, 1, __ATOMIC_RELAXED);
        sync_RWMutex_RUnlock(&rw);
    }
    return NULL;
}

static void *writer(void *arg) {
    int id = (int)(intptr_t)arg;
    for (long i = 0; i < writes_per_writer; i++) {
        if (id == 0 && i % 4 == 0) {
            while (!sync_RWMutex_TryLock(&rw)) {
                sched_yield();
            }
        } else {
            sync_RWMutex_Lock(&rw);
        }
        if (__atomic_add_fetch(&writers_in, 1, __ATOMIC_RELAXED) != 1 ||
            __atomic_load_n(&readers_in, __ATOMIC_RELAXED) != 0) {
            fail();
        }
        long v = record[0] + 1;
        for (int s = 0; s < SLOTS; s++) {
            record[s] = v;
            if (s == SLOTS / 2) {
                pause_a_little(); // widen the window in which a torn record could be seen
            }
        }
        __atomic_sub_fetch(&writers_in, 1, __ATOMIC_RELAXED);
        sync_RWMutex_Unlock(&rw);
    }
    return NULL;
}

int main(void) {
    long d = scale_div();
    reads_per_reader = 2000000 / d;
    writes_per_writer = 400000 / d;
    pthread_t ts[READERS + WRITERS];
    for (int i = 0; i < READERS; i++) {
        pthread_create(&ts[i], NULL, reader, (void *)(intptr_t)i);
    }
    for (int i = 0; i < WRITERS; i++) {
        pthread_create(&ts[READERS + i], NULL, writer, (void *)(intptr_t)i);
    }
    for (int i = 0; i < READERS + WRITERS; i++) {
        pthread_join(ts[i], NULL);
    }
    int v = __atomic_load_n(&violations, __ATOMIC_RELAXED);
    long want = writes_per_writer * WRITERS;
    bool free_after = sync_RWMutex_TryLock(&rw);
    if (v != 0 || record[0] != want || !free_after) {
        printf("FAIL violations=%d version=%ld want=%ld lock free after=%d\n", v, record[0], want,
               free_after);
        return 1;
    }
    printf("ok readers=%d writers=%d no torn reads, writers exclusive, no write lost\n", READERS,
           WRITERS);
    return 0;
}
