// Twin of map_threads.go: four threads read the same maps at once (lookups of present and missing
// keys, len, whole iterations, NaN lookups in a float map), with no writer, as Go allows. Each
// thread's sums are printed after all have joined. Also run under ThreadSanitizer: reading a map
// must not write to anything shared.
#include "map_testing.h"

#include <math.h>
#include <pthread.h>

#define N 5000

static so_Map m, names, floats;
static int64_t sums[4];

static void *reader(void *arg) {
    int64_t t = (int64_t)(intptr_t)arg;
    int64_t s = 0;
    so_MapIter it;
    void *kp, *vp;
    for (int r = 0; r < 20; r++) {
        for (int64_t i = t; i < 3 * N; i += 4) {
            int64_t *v = so_map_lookup(m, &i);
            if (v != NULL)
                s += *v;
            else
                s -= 1;
        }
        for (so_map_iter_init(&it, m); so_map_iter_next(&it, &kp, &vp);)
            s += *(int64_t *)kp - *(int64_t *)vp;
        for (int64_t i = 0; i < 100; i += 1 + t)
            s += so_map_get(so_String, int64_t, names, fmt_string("name-%d", (int)i));
        s += so_map_len(m) + so_map_len(names);
        s += so_map_get(double, int64_t, floats, NAN) + so_map_get(double, int64_t, floats, 0.5) +
             so_map_get(double, int64_t, floats, 0.0) + so_map_len(floats);
    }
    sums[t] = s;
    return NULL;
}

int main(void) {
    m = so_map_make(&map_int_int, N);
    for (int64_t i = 0; i < N; i++)
        so_map_set(int64_t, int64_t, m, i * 3, i);
    names = so_map_make(&map_string_int, 100);
    for (int64_t i = 0; i < 100; i++)
        so_map_set(so_String, int64_t, names, fmt_string("name-%d", (int)i), i);
    floats = so_map_make(&map_float64_int, 4);
    so_map_set(double, int64_t, floats, NAN, 1);
    so_map_set(double, int64_t, floats, 0.5, 2);
    so_map_set(double, int64_t, floats, -0.0, 3);

    pthread_t th[4];
    for (int t = 0; t < 4; t++)
        pthread_create(&th[t], NULL, reader, (void *)(intptr_t)t);
    for (int t = 0; t < 4; t++)
        pthread_join(th[t], NULL);
    for (int t = 0; t < 4; t++)
        so_println("sii", so_str("thread"), (int64_t)t, sums[t]);
    return 0;
}
