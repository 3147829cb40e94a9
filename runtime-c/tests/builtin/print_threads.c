// Twin of print_threads.go: four threads print 2000 lines each at the same time; every line must
// come out whole (lines are compared sorted, since the interleaving differs from run to run).
#include "builtin/builtin.h"

#include <pthread.h>

static void *worker(void *arg) {
    int64_t t = (int64_t)(intptr_t)arg;
    char pad[100];
    memset(pad, 'a' + (int)t, sizeof pad);
    for (int64_t i = 0; i < 2000; i++) {
        so_Print p;
        so_print_begin(&p);
        so_print_string(&p, so_str("thread"));
        so_print_sp(&p);
        so_print_int(&p, t);
        so_print_sp(&p);
        so_print_string(&p, so_str("line"));
        so_print_sp(&p);
        so_print_int(&p, i);
        so_print_sp(&p);
        so_print_string(&p, (so_String){(const uint8_t *)pad, sizeof pad});
        so_print_sp(&p);
        so_print_bool(&p, i % 2 == 0);
        so_print_nl(&p);
        so_print_end(&p);
    }
    return NULL;
}

int main(void) {
    pthread_t th[4];
    for (int t = 0; t < 4; t++)
        pthread_create(&th[t], NULL, worker, (void *)(intptr_t)t);
    for (int t = 0; t < 4; t++)
        pthread_join(th[t], NULL);
    so_Print p;
    so_print_begin(&p);
    so_print_string(&p, so_str("done"));
    so_print_nl(&p);
    so_print_end(&p);
    return 0;
}
