// A panic runs the deferred calls of the task that panics, and only those: another task that is
// parked with deferred calls pending (on the same carrier thread, when there is only one) keeps
// them. The chain of pending deferred calls belongs to the task (so_TaskLocal), switched with
// it. The first use of the scheduler here is from a thread that is not main (main is not a
// task then).
#include <pthread.h>
#include <stdio.h>

#include "builtin/builtin.h"
#include "so/conc/conc.h"

typedef struct {
    so_DeferFrame frame;
    const char *who;
} deferred;

static void run_deferred(so_DeferFrame *f) {
    deferred *d = (deferred *)f;
    f->run = NULL;
    printf("deferred call of the %s task\n", d->who);
}

static conc_Chan ch;

static void *bystander(void *arg) {
    (void)arg;
    deferred d = {.frame = {.run = run_deferred}, .who = "bystander"};
    so_defer_push(&d.frame);
    int v;
    conc_Chan_Recv(ch, &v); // the panicking task's first value
    conc_Chan_Recv(ch, &v); // never: the program ends first
    so_defer_pop(&d.frame);
    return NULL;
}

static void *panicker(void *arg) {
    (void)arg;
    deferred d = {.frame = {.run = run_deferred}, .who = "panicking"};
    so_defer_push(&d.frame);
    int v = 1;
    conc_Chan_Send(ch, &v);
    printf("panicking now\n");
    so_panic("boom");
}

static void *starter(void *arg) {
    (void)arg;
    conc_Thread b = conc_Go(bystander, NULL);
    conc_Thread p = conc_Go(panicker, NULL);
    conc_Thread_Wait(p);
    conc_Thread_Wait(b);
    return NULL;
}

int main(void) {
    ch = conc_NewChanOf(int, mem_System(), 0);
    pthread_t t;
    pthread_create(&t, NULL, starter, NULL);
    pthread_join(t, NULL);
    printf("unreachable\n");
    return 0;
}
