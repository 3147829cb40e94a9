// Twin of slice_ops.go: make (zeroed), slice literals, indexing as an lvalue, 2- and 3-index
// slicing of slices and arrays (len and cap of the results, shared memory), append within the
// capacity (values, another slice, overlapping, a string), copy (overlapping both ways, a
// string, lengths), clear, and passing the allocating forms straight to a call.
#include "builtin/builtin.h"

typedef struct {
    int32_t x, y;
} point;

static void show(const char *name, so_Slice s) {
    so_Print p;
    so_print_begin(&p);
    so_print_string(&p, so_string_from_cstr(name));
    so_print_string(&p, so_str(" len="));
    so_print_int(&p, s.len);
    so_print_string(&p, so_str(" cap="));
    so_print_int(&p, s.cap);
    so_print_string(&p, so_str(" ["));
    for (int64_t i = 0; i < s.len; i++) {
        if (i > 0)
            so_print_string(&p, so_str(" "));
        so_print_int(&p, so_at(int64_t, s, i));
    }
    so_print_end(&p);
    so_print_begin(&p);
    so_print_string(&p, so_str("]"));
    so_print_nl(&p);
    so_print_end(&p);
}

static void show_bytes(const char *name, so_Slice b) {
    so_String str = so_string_from_bytes(b);
    so_Print p;
    so_print_begin(&p);
    so_print_string(&p, so_string_from_cstr(name));
    so_print_sp(&p);
    so_print_int(&p, b.len);
    so_print_sp(&p);
    so_print_int(&p, b.cap);
    so_print_sp(&p);
    so_print_string(&p, str);
    so_print_nl(&p);
    so_print_end(&p);
}

static void println_labeled(const char *label, int n, const int64_t *v) {
    so_Print p;
    so_print_begin(&p);
    so_print_string(&p, so_string_from_cstr(label));
    for (int i = 0; i < n; i++) {
        so_print_sp(&p);
        so_print_int(&p, v[i]);
    }
    so_print_nl(&p);
    so_print_end(&p);
}

static void println_bools(const char *label, bool a) {
    so_Print p;
    so_print_begin(&p);
    so_print_string(&p, so_string_from_cstr(label));
    so_print_sp(&p);
    so_print_bool(&p, a);
    so_print_nl(&p);
    so_print_end(&p);
}

static int64_t sum(so_Slice a, so_Slice b, so_Slice c, int64_t d, so_Slice e, so_Slice f) {
    int64_t t = d;
    so_Slice all[] = {a, b, c, e, f};
    for (int k = 0; k < 5; k++)
        for (int64_t i = 0; i < all[k].len; i++)
            t += so_at(int64_t, all[k], i);
    return t;
}

int main(void) {
    so_Slice s = so_make(int64_t, 3, 8);
    show("make", s);
    so_at(int64_t, s, 0) = 10;
    so_at(int64_t, s, 2) += 5;
    show("set", s);
    so_Slice lit = so_slice_lit(int64_t, 1, 2, 3, 4, 5);
    show("lit", lit);
    so_Slice empty = so_slice_lit(int64_t);
    show("empty lit", empty);
    println_bools("empty lit nil?", empty.ptr == NULL);
    so_Slice nil_slice = so_nil_slice;
    {
        so_Print p;
        so_print_begin(&p);
        so_print_string(&p, so_str("nil?"));
        so_print_sp(&p);
        so_print_bool(&p, nil_slice.ptr == NULL);
        so_print_sp(&p);
        so_print_int(&p, nil_slice.len);
        so_print_sp(&p);
        so_print_int(&p, nil_slice.cap);
        so_print_nl(&p);
        so_print_end(&p);
    }

    so_Slice t = so_slice(int64_t, s, 1, 3);
    show("s[1:3]", t);
    so_at(int64_t, t, 0) = 7;
    show("s after t[0]=7", s);
    show("s[:8]", so_slice(int64_t, s, 0, 8));
    show("s[2:]", so_slice(int64_t, s, 2, s.len));
    show("s[1:2:4]", so_slice3(int64_t, s, 1, 2, 4));
    show("s[8:]", so_slice(int64_t, s, 8, 8));
    show("s[0:0:0]", so_slice3(int64_t, s, 0, 0, 0));

    int64_t arr[5];
    for (int64_t i = 0; i < 5; i++)
        arr[so_index_check(i, 5)] = i * i;
    so_Slice as = so_array_slice(int64_t, arr, 5, 1, 3);
    show("arr[1:3]", as);
    as = so_array_slice3(int64_t, arr, 5, 1, 3, 4);
    show("arr[1:3:4]", as);
    so_at(int64_t, as, 1) = 99;
    println_labeled("arr[2]", 1, (int64_t[]){arr[2]});
    show("arr[:]", so_array_slice(int64_t, arr, 5, 0, 5));

    so_Slice u = so_make(int64_t, 0, 6);
    u = so_append(int64_t, u, 1);
    u = so_append(int64_t, u, 2, 3);
    show("append", u);
    u = so_append_slice(int64_t, u, u);
    show("append self", u);
    so_Slice v = so_slice(int64_t, u, 0, 2);
    v = so_append_slice(int64_t, v, so_slice(int64_t, u, 3, u.len));
    show("overlap", v);
    show("u after", u);

    so_Slice ps = so_make(point, 1, 3);
    ps = so_append(point, ps, (point){1, 2}, (point){.x = 3});
    println_labeled("points", 7,
                    (int64_t[]){ps.len, so_at(point, ps, 0).x, so_at(point, ps, 0).y,
                                so_at(point, ps, 1).x, so_at(point, ps, 1).y,
                                so_at(point, ps, 2).x, so_at(point, ps, 2).y});

    so_Slice b = so_make(uint8_t, 0, 16);
    b = so_append_string(b, so_str("héllo"));
    b = so_append(uint8_t, b, '!');
    show_bytes("bytes", b);

    so_Slice c = so_slice_lit(int64_t, 1, 2, 3, 4, 5, 6);
    int64_t n = so_copy(int64_t, so_slice(int64_t, c, 1, c.len), c);
    println_labeled("copy fwd", 1, &n);
    show("c", c);
    n = so_copy(int64_t, c, so_slice(int64_t, c, 2, c.len));
    println_labeled("copy back", 1, &n);
    show("c", c);
    n = so_copy(int64_t, so_slice(int64_t, c, 0, 2), so_slice_lit(int64_t, 9, 9, 9));
    println_labeled("copy short", 1, &n);
    show("c", c);
    n = so_copy(int64_t, c, nil_slice);
    println_labeled("copy nil", 1, &n);
    so_Slice bb = so_make(uint8_t, 3, 3);
    n = so_copy_string(bb, so_str("abcdef"));
    show_bytes("copy string", bb);
    {
        so_Print p;
        so_print_begin(&p);
        so_print_int(&p, n);
        so_print_nl(&p);
        so_print_end(&p);
    }

    so_clear(int64_t, so_slice(int64_t, c, 1, 4));
    show("clear", c);
    so_Slice fs = so_slice_lit(double, 1.5, -2);
    so_clear(double, fs);
    {
        so_Print p;
        so_print_begin(&p);
        so_print_string(&p, so_str("floats"));
        so_print_sp(&p);
        so_print_float64(&p, so_at(double, fs, 0));
        so_print_sp(&p);
        so_print_float64(&p, so_at(double, fs, 1));
        so_print_nl(&p);
        so_print_end(&p);
    }

    int64_t total = sum(so_slice_lit(int64_t, 1, 2), so_make(int64_t, 4, 4),
                        so_slice(int64_t, lit, 1, 3), 100, so_slice_lit(int64_t, 1000),
                        so_append(int64_t, so_slice(int64_t, s, 0, 0), 5));
    println_labeled("sum", 1, &total);
    println_labeled("len0 make", 2,
                    (int64_t[]){so_make(int64_t, 0, 0).len, so_make(int64_t, 0, 0).cap});
    show("final s", s);
    return 0;
}
