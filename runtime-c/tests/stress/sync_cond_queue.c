// Stress: a bounded queue built from one sync.Mutex and two sync.Conds (not empty, not full).
// Four producers put distinct values, four consumers take them; one consumer waits with WaitFor
// (and a short limit) so the timeout path runs under load too. Every value must arrive exactly
// once. At the end the producers are done, a Broadcast releases the consumers.
// SO_STRESS_SCALE=k divides the work by k (never below a million values).
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#include "so/sync/sync.h"

#define PRODUCERS 4
#define CONSUMERS 4
#define CAP 64

static sync_Mutex mu;
static sync_Cond not_empty, not_full;
static long queue[CAP];
static int head, count; // protected by mu
static int producers_left;
static long per_producer;
static unsigned char *seen; // one counter per value, written under mu

static long scale_div(void) {
    const char *s = getenv("SO_STRESS_SCALE");
    long d = s ? atol(s) : 1;
    return d < 1 ? 1 : d;
}

static void *producer(void *arg) {
    long base = (long)(intptr_t)arg * per_producer;
    for (long i = 0; i < per_producer; i++) {
        sync_Mutex_Lock(&mu);
        while (count == CAP) {
            sync_Cond_Wait(&not_full);
        }
        queue[(head + count) % CAP] = base + i;
        count++;
        sync_Cond_Signal(&not_empty);
        sync_Mutex_Unlock(&mu);
    }
    sync_Mutex_Lock(&mu);
    if (--producers_left == 0) {
        sync_Cond_Broadcast(&not_empty);
    }
    sync_Mutex_Unlock(&mu);
    return NULL;
}

static void *consumer(void *arg) {
    bool timed = (intptr_t)arg == 0;
    long got = 0;
    for (;;) {
        sync_Mutex_Lock(&mu);
        while (count == 0 && producers_left > 0) {
            if (timed) {
                sync_Cond_WaitFor(&not_empty, 200 * 1000); // 200 us
            } else {
                sync_Cond_Wait(&not_empty);
            }
        }
        if (count == 0) {
            sync_Mutex_Unlock(&mu);
            return (void *)(intptr_t)got;
        }
        long v = queue[head];
        head = (head + 1) % CAP;
        count--;
        if (seen[v] < 255) {
            seen[v]++;
        }
        sync_Cond_Signal(&not_full);
        sync_Mutex_Unlock(&mu);
        got++;
    }
}

int main(void) {
    long total = 2000000 / scale_div();
    if (total < 1000000) {
        total = 1000000;
    }
    per_producer = total / PRODUCERS;
    total = per_producer * PRODUCERS;
    seen = calloc((size_t)total, 1);
    producers_left = PRODUCERS;
    sync_Cond_Init(&not_empty, &mu);
    sync_Cond_Init(&not_full, &mu);
    pthread_t ps[PRODUCERS], cs[CONSUMERS];
    for (int i = 0; i < CONSUMERS; i++) {
        pthread_create(&cs[i], NULL, consumer, (void *)(intptr_t)i);
    }
    for (int i = 0; i < PRODUCERS; i++) {
        pthread_create(&ps[i], NULL, producer, (void *)(intptr_t)i);
    }
    long received = 0;
    for (int i = 0; i < PRODUCERS; i++) {
        pthread_join(ps[i], NULL);
    }
    for (int i = 0; i < CONSUMERS; i++) {
        void *got;
        pthread_join(cs[i], &got);
        received += (long)(intptr_t)got;
    }
    long missing = 0, duplicated = 0;
    for (long v = 0; v < total; v++) {
        missing += seen[v] == 0;
        duplicated += seen[v] > 1;
    }
    free(seen);
    if (received != total || missing != 0 || duplicated != 0) {
        printf("FAIL received=%ld total=%ld missing=%ld duplicated=%ld\n", received, total,
               missing, duplicated);
        return 1;
    }
    printf("ok producers=%d consumers=%d every value received exactly once\n", PRODUCERS,
           CONSUMERS);
    return 0;
}
