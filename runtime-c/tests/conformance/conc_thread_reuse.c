// Threads come and go in numbers, from several starting threads at once, mixing Wait and
// Detach, with and without a custom stack size: every entry runs exactly once with its own
// argument, and every Wait returns its own thread's result (the runtime may reuse OS threads
// between entries; that must not be visible).
#include <stdio.h>

#include "so/conc/conc.h"

#define PER 300

typedef struct {
    int64_t in, out;
} cell;

static int64_t ran, detached_done;

static void *entry(void *arg) {
    cell *c = arg;
    c->out = c->in * 3 + 1;
    __atomic_add_fetch(&ran, 1, __ATOMIC_RELAXED);
    return &c->out;
}

static void *detached_entry(void *arg) {
    (void)arg;
    __atomic_add_fetch(&detached_done, 1, __ATOMIC_RELEASE);
    return NULL;
}

static void *starter(void *arg) {
    int64_t base = *(int64_t *)arg;
    // Each starter's own cells. (Not thread-local storage: a started thread is a task, and tasks
    // share the thread-local storage of the carrier thread they happen to run on.)
    cell cells[PER];
    conc_Thread ts[PER];
    int64_t bad = 0;
    for (int round = 0; round < 3; round++) {
        for (int i = 0; i < PER; i++) {
            cells[i].in = base + round * PER + i;
            conc_ThreadOptions o = {.StackSize = i % 10 == 0 ? 256 * 1024 : 0};
            ts[i] = conc_GoWith(entry, &cells[i], o);
            if (i % 3 == 0)
                conc_Thread_Detach(conc_Go(detached_entry, NULL));
        }
        for (int i = 0; i < PER; i++) {
            int64_t *r = conc_Thread_Wait(ts[i]);
            if (r != &cells[i].out || *r != cells[i].in * 3 + 1)
                bad++;
        }
    }
    return bad == 0 ? "ok" : "WRONG RESULTS";
}

int main(void) {
    int64_t bases[3] = {0, 100000, 200000};
    conc_Thread st[3];
    for (int i = 0; i < 3; i++)
        st[i] = conc_Go(starter, &bases[i]);
    for (int i = 0; i < 3; i++)
        printf("starter %d: %s\n", i, (const char *)conc_Thread_Wait(st[i]));
    printf("entries run: %lld\n", (long long)__atomic_load_n(&ran, __ATOMIC_RELAXED));
    // Detached threads report through the counter; wait for all of them (3 starters x 3 rounds
    // x 100).
    while (__atomic_load_n(&detached_done, __ATOMIC_ACQUIRE) < 900) {
        conc_Thread t = conc_Go(detached_entry, NULL); // also reuses threads while we wait
        conc_Thread_Wait(t);
        __atomic_sub_fetch(&detached_done, 1, __ATOMIC_RELAXED);
    }
    printf("detached entries run: %lld\n", (long long)__atomic_load_n(&detached_done, __ATOMIC_RELAXED));
    return 0;
}
