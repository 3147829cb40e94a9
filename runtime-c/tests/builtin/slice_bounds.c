// Twin of slice_bounds.go: every index and slice-bound panic message, for slices (checked
// against the capacity), arrays and strings (checked against the length), 2 and 3 indices,
// negative and unsigned bounds.
#include "builtin/builtin.h"

#include <stdlib.h>

static void println_ints(int n, const int64_t *v) {
    so_Print p;
    so_print_begin(&p);
    for (int i = 0; i < n; i++) {
        if (i > 0)
            so_print_sp(&p);
        so_print_int(&p, v[i]);
    }
    so_print_nl(&p);
    so_print_end(&p);
}

int main(int argc, char **argv) {
    (void)argc;
    int64_t c = atoi(argv[1]);
    volatile int64_t zero = 0;
    so_Slice s = so_make(int64_t, 3 + zero, 5 + zero);
    int64_t a[3] = {0};
    so_String str = so_str("abc");
    so_Slice nil_slice = so_nil_slice;
    so_Print p;
    so_print_begin(&p);
    so_print_string(&p, so_str("case"));
    so_print_sp(&p);
    so_print_int(&p, c);
    so_print_sp(&p);
    so_print_int(&p, s.len);
    so_print_sp(&p);
    so_print_int(&p, s.cap);
    so_print_sp(&p);
    so_print_int(&p, 3);
    so_print_sp(&p);
    so_print_int(&p, str.len);
    so_print_nl(&p);
    so_print_end(&p);
    so_Slice r = so_nil_slice;
    so_String t = so_str("");
    switch (c) {
    case 0:
        r = so_slice(int64_t, s, 0, zero + 6);
        break;
    case 1:
        r = so_slice(int64_t, s, zero + 4, zero + 2);
        break;
    case 2:
        r = so_slice(int64_t, s, 0, zero - 1);
        break;
    case 3:
        r = so_slice(int64_t, s, zero - 1, s.len);
        break;
    case 4:
        r = so_slice(int64_t, s, zero + 4, s.len);
        break;
    case 5:
        r = so_slice3(int64_t, s, 0, zero + 1, zero + 7);
        break;
    case 6:
        r = so_slice3(int64_t, s, 0, zero + 4, zero + 3);
        break;
    case 7:
        r = so_slice3(int64_t, s, zero + 3, zero + 2, zero + 4);
        break;
    case 8:
        r = so_slice3(int64_t, s, 0, zero + 1, zero - 1);
        break;
    case 9:
        r = so_slice3(int64_t, s, 0, zero - 1, zero + 2);
        break;
    case 10:
        r = so_slice3(int64_t, s, zero - 1, zero + 1, zero + 2);
        break;
    case 11:
        r = so_array_slice(int64_t, a, 3, 0, zero + 5);
        break;
    case 12:
        r = so_array_slice3(int64_t, a, 3, 0, zero + 1, zero + 4);
        break;
    case 13:
        r = so_array_slice(int64_t, a, 3, zero + 2, zero + 1);
        break;
    case 14:
        t = so_string_slice(str, 0, zero + 5);
        break;
    case 15:
        t = so_string_slice(str, zero + 2, zero + 1);
        break;
    case 16:
        t = so_string_slice(str, zero - 1, str.len);
        break;
    case 17:
        println_ints(1, (int64_t[]){so_string_at(str, zero + 3)});
        break;
    case 18:
        println_ints(1, (int64_t[]){so_at(int64_t, s, zero + 5)});
        break;
    case 19:
        println_ints(1, (int64_t[]){so_at(int64_t, s, zero - 1)});
        break;
    case 20: {
        uint64_t i = UINT64_MAX;
        println_ints(1, (int64_t[]){so_at_u(int64_t, s, i)});
        break;
    }
    case 21:
        println_ints(1, (int64_t[]){a[so_index_check(zero + 3, 3)]});
        break;
    case 22:
        println_ints(1, (int64_t[]){so_at(int64_t, s, zero + 3)});
        break;
    case 23:
        println_ints(1, (int64_t[]){so_at(int64_t, nil_slice, zero)});
        break;
    case 24:
        r = so_slice(int64_t, nil_slice, 0, zero + 1);
        break;
    case 25: {
        so_Slice u = so_slice(int64_t, s, 0, zero + 5);
        println_ints(2, (int64_t[]){u.len, u.cap});
        println_ints(1, (int64_t[]){so_at(int64_t, u, zero + 5)});
        break;
    }
    case 26:
        t = so_string_slice(str, 0, zero - 1);
        break;
    case 27:
        r = so_array_slice3(int64_t, a, 3, zero + 1, zero + 2, zero + 1);
        break;
    }
    println_ints(2, (int64_t[]){r.len, t.len});
    return 0;
}
