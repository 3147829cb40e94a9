// Twin of map_panics.go: one panic per case (the argument): inserting a new key into a full map
// (after overwrites and a delete that made room), into a map of capacity 0 and into one made
// with a negative size; assignment and compound assignment to a nil map; NaN keys filling a map;
// a size too large for any map; deferred calls running before a map panic.
#include "map_testing.h"

#include <math.h>

// defer println(messages[i]) for each registered message, the way generated code may do it.
typedef struct {
    so_DeferFrame frame;
    int n;
    so_String messages[4];
} PrintDefers;

static void run_print_defers(so_DeferFrame *f) {
    PrintDefers *d = (PrintDefers *)f;
    while (d->n > 0)
        so_println("s", d->messages[--d->n]);
}

int main(int argc, char **argv) {
    (void)argc;
    int c = atoi(argv[1]);
    volatile int64_t zero = 0;
    so_println("si", so_str("case"), (int64_t)c);
    switch (c) {
    case 0: {
        so_Map m = so_map_make(&map_int_int, 3);
        for (int64_t i = 0; i < 3; i++)
            so_map_set(int64_t, int64_t, m, i, i);
        so_println("si", so_str("full"), so_map_len(m));
        so_map_set(int64_t, int64_t, m, 3, 3);
        break;
    }
    case 1: {
        so_Map m = NULL;
        so_map_set(so_String, int64_t, m, so_str("a"), 1);
        break;
    }
    case 2: {
        so_Map m = so_map_make(&map_string_int, zero);
        so_println("ii", so_map_len(m), so_map_get(so_String, int64_t, m, so_str("a")));
        so_map_set(so_String, int64_t, m, so_str("a"), 1);
        break;
    }
    case 3: {
        so_Map m = NULL;
        (*(int64_t *)so_map_assign(m, (so_String[]){so_str("a")}))++;
        break;
    }
    case 4: {
        so_Map m = so_map_make(&map_int_int, zero + ((int64_t)1 << 40));
        (void)m;
        break;
    }
    case 5: {
        PrintDefers d = {.frame = {.run = run_print_defers}, .n = 0};
        so_defer_push(&d.frame);
        d.messages[d.n++] = so_str("deferred 1");
        d.messages[d.n++] = so_str("deferred 2");
        so_Map m = so_map_make(&map_int_int, 1);
        so_map_set(int64_t, int64_t, m, 1, 1);
        so_map_set(int64_t, int64_t, m, 2, 2);
        break;
    }
    case 6: {
        int64_t n = zero - 1;
        so_Map m = so_map_make(&map_int_int, n);
        so_println("sii", so_str("negative size"), so_map_len(m),
                   so_map_get(int64_t, int64_t, m, 0));
        so_map_set(int64_t, int64_t, m, 0, 1);
        break;
    }
    case 7: {
        so_Map m = so_map_make(&map_int_int, 2);
        so_map_set(int64_t, int64_t, m, 1, 1);
        so_map_set(int64_t, int64_t, m, 2, 2);
        so_map_set(int64_t, int64_t, m, 1, 10);
        so_map_set(int64_t, int64_t, m, 2, 20);
        so_map_delete(m, (int64_t[]){1});
        so_map_set(int64_t, int64_t, m, 3, 30);
        so_println("siii", so_str("refilled"), so_map_len(m), so_map_get(int64_t, int64_t, m, 2),
                   so_map_get(int64_t, int64_t, m, 3));
        so_map_set(int64_t, int64_t, m, 4, 40);
        break;
    }
    case 8: {
        so_Map m = so_map_make(&map_float64_int, 2);
        double nan = NAN;
        so_map_set(double, int64_t, m, nan, 1);
        so_map_set(double, int64_t, m, nan, 2);
        so_println("si", so_str("nans"), so_map_len(m));
        so_map_set(double, int64_t, m, nan, 3);
        break;
    }
    }
    return 0;
}
