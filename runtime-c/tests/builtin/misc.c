// Twin of misc.go: min and max of floats (NaN, signed zeros), rune validity and encoded length,
// rune counts, print of every basic type through the generic print helper, and the small
// helpers (nil check of a valid pointer, unsigned index, C string round trip, append of nothing).
#include "builtin/builtin.h"

#include <math.h>

int main(void) {
    so_Print p;
    double neg_zero = -0.0;
    double vals[] = {1, -1, 0, neg_zero, NAN, INFINITY, -INFINITY};
    for (int i = 0; i < 7; i++) {
        for (int j = 0; j < 7; j++) {
            double a = vals[i], b = vals[j];
            so_print_begin(&p);
            so_print_float64(&p, a);
            so_print_sp(&p);
            so_print_float64(&p, b);
            so_print_sp(&p);
            so_print_float64(&p, so_min_f64(a, b));
            so_print_sp(&p);
            so_print_float64(&p, so_max_f64(a, b));
            so_print_sp(&p);
            so_print_float32(&p, so_min_f32((float)a, (float)b));
            so_print_sp(&p);
            so_print_float32(&p, so_max_f32((float)a, (float)b));
            so_print_nl(&p);
            so_print_end(&p);
        }
    }
    so_print_begin(&p);
    so_print_float64(&p, so_min_f64(so_min_f64(1.5, 2.5), -3.5));
    so_print_sp(&p);
    so_print_float64(&p, so_max_f64(so_max_f64(1.5, 2.5), -3.5));
    so_print_nl(&p);
    so_print_end(&p);

    int64_t runes[] = {-1,     0,      0x7F,    0x80,     0x7FF,    0x800,    0xD7FF, 0xD800,
                       0xDFFF, 0xE000, 0xFFFF, 0x10000, 0x10FFFF, 0x110000, INT64_MAX};
    for (int i = 0; i < 15; i++) {
        uint8_t buf[4];
        int n = so_encode_rune(buf, runes[i]);
        so_print_begin(&p);
        so_print_int(&p, runes[i]);
        so_print_sp(&p);
        so_print_bool(&p, so_valid_rune(runes[i]));
        so_print_sp(&p);
        so_print_int(&p, so_rune_len(runes[i]) == n ? n : -100);
        so_print_nl(&p);
        so_print_end(&p);
    }
    so_String strs[] = {so_str(""), so_str("abc"), so_str("héllo"), so_str("\xff\xfe"),
                        so_str("\xe2\x82"), so_str("世界!")};
    for (int i = 0; i < 6; i++) {
        so_print_begin(&p);
        so_print_int(&p, strs[i].len);
        so_print_sp(&p);
        so_print_int(&p, so_rune_count(strs[i]));
        so_print_nl(&p);
        so_print_end(&p);
    }

    int8_t i8 = -8;
    uint16_t u16 = 16;
    float f32 = 0.25f;
    int64_t *nilp = NULL;
    so_print_begin(&p);
    so_print_value(&p, (bool)true); // in C, `true` and `a < b` have type int
    so_print_sp(&p);
    so_print_value(&p, i8);
    so_print_sp(&p);
    so_print_value(&p, (int16_t)-16);
    so_print_sp(&p);
    so_print_value(&p, (int32_t)-32);
    so_print_sp(&p);
    so_print_value(&p, (int64_t)-64);
    so_print_sp(&p);
    so_print_value(&p, (uint8_t)8);
    so_print_sp(&p);
    so_print_value(&p, u16);
    so_print_sp(&p);
    so_print_value(&p, (uint32_t)32);
    so_print_sp(&p);
    so_print_value(&p, (uint64_t)64);
    so_print_sp(&p);
    so_print_value(&p, f32);
    so_print_sp(&p);
    so_print_value(&p, 0.5);
    so_print_sp(&p);
    so_print_value(&p, so_str("str"));
    so_print_sp(&p);
    so_print_value(&p, nilp);
    so_print_sp(&p);
    so_print_value(&p, so_nil_slice);
    so_print_nl(&p);
    so_print_end(&p);

    int64_t x = 42;
    int64_t *q = &x;
    so_print_begin(&p);
    so_print_int(&p, *so_nil_check(q));
    so_print_nl(&p);
    so_print_end(&p);

    so_Slice s = so_slice_lit(int64_t, 1, 2, 3);
    uint64_t idx = 2;
    so_print_begin(&p);
    so_print_int(&p, so_at_u(int64_t, s, idx));
    so_print_nl(&p);
    so_print_end(&p);

    const char *cs = so_cstring(so_str("héllo"));
    so_print_begin(&p);
    so_print_string(&p, so_str("c string"));
    so_print_sp(&p);
    so_print_string(&p, so_string_from_cstr(cs));
    so_print_nl(&p);
    so_print_end(&p);

    s = so_append(int64_t, s);
    so_print_begin(&p);
    so_print_int(&p, s.len);
    so_print_sp(&p);
    so_print_int(&p, s.cap);
    so_print_nl(&p);
    so_print_end(&p);
    return 0;
}
