// Twin of int_ops.go: division, remainder and shifts at every integer width, on the edge values
// (MinInt / -1, MinInt % -1, shift counts at and beyond the width, negative values shifted right).
#include "builtin/builtin.h"

static const uint64_t counts[] = {0, 1, 2, 7, 8, 9, 15, 16, 17, 31, 32, 33, 63, 64, 65, 200,
                                  UINT64_MAX};
#define NCOUNTS ((int)(sizeof counts / sizeof counts[0]))

static void line_s(const char *name, int64_t a, int64_t b, int64_t q, int64_t r) {
    so_Print p;
    so_print_begin(&p);
    so_print_string(&p, so_string_from_cstr(name));
    so_print_sp(&p);
    so_print_int(&p, a);
    so_print_sp(&p);
    so_print_int(&p, b);
    so_print_sp(&p);
    so_print_int(&p, q);
    so_print_sp(&p);
    so_print_int(&p, r);
    so_print_nl(&p);
    so_print_end(&p);
}

static void line_u(const char *name, uint64_t a, uint64_t b, uint64_t q, uint64_t r) {
    so_Print p;
    so_print_begin(&p);
    so_print_string(&p, so_string_from_cstr(name));
    so_print_sp(&p);
    so_print_uint(&p, a);
    so_print_sp(&p);
    so_print_uint(&p, b);
    so_print_sp(&p);
    so_print_uint(&p, q);
    so_print_sp(&p);
    so_print_uint(&p, r);
    so_print_nl(&p);
    so_print_end(&p);
}

// "name a shift|signed shift n a<<n a>>n"
static void line_shift(const char *name, bool is_signed, int64_t a, const char *what,
                       bool n_signed, int64_t n, int64_t shl, int64_t shr) {
    so_Print p;
    so_print_begin(&p);
    so_print_string(&p, so_string_from_cstr(name));
    so_print_sp(&p);
    if (is_signed)
        so_print_int(&p, a);
    else
        so_print_uint(&p, (uint64_t)a);
    so_print_sp(&p);
    so_print_string(&p, so_string_from_cstr(what));
    so_print_sp(&p);
    if (n_signed)
        so_print_int(&p, n);
    else
        so_print_uint(&p, (uint64_t)n);
    so_print_sp(&p);
    if (is_signed) {
        so_print_int(&p, shl);
        so_print_sp(&p);
        so_print_int(&p, shr);
    } else {
        so_print_uint(&p, (uint64_t)shl);
        so_print_sp(&p);
        so_print_uint(&p, (uint64_t)shr);
    }
    so_print_nl(&p);
    so_print_end(&p);
}

#define SIGNED_OPS(W, T, MIN, MAX)                                                             \
    static void signed_ops_##W(const char *name) {                                             \
        T vals[] = {MIN, MIN + 1, -7, -2, -1, 0, 1, 2, 7, MAX - 1, MAX};                       \
        int n = (int)(sizeof vals / sizeof vals[0]);                                           \
        int64_t scounts[] = {0, 3, 8, 64, INT64_MAX};                                          \
        for (int i = 0; i < n; i++) {                                                          \
            T a = vals[i];                                                                     \
            for (int j = 0; j < n; j++) {                                                      \
                T b = vals[j];                                                                 \
                if (b != 0)                                                                    \
                    line_s(name, a, b, so_div_##W(a, b), so_rem_##W(a, b));                    \
            }                                                                                  \
            for (int k = 0; k < NCOUNTS; k++)                                                  \
                line_shift(name, true, a, "shift", false, (int64_t)counts[k],                  \
                           so_shl_##W(a, counts[k]), so_shr_##W(a, counts[k]));                \
            for (int k = 0; k < 5; k++)                                                        \
                line_shift(name, true, a, "signed shift", true, scounts[k],                    \
                           so_shl_##W(a, so_shift_count(scounts[k])),                          \
                           so_shr_##W(a, so_shift_count(scounts[k])));                         \
        }                                                                                      \
    }

#define UNSIGNED_OPS(W, T, MAX)                                                                \
    static void unsigned_ops_##W(const char *name) {                                           \
        T vals[] = {0, 1, 2, 3, 7, MAX / 2, MAX / 2 + 1, MAX - 1, MAX};                        \
        int n = (int)(sizeof vals / sizeof vals[0]);                                           \
        int8_t scounts[] = {0, 3, 8, 127};                                                     \
        for (int i = 0; i < n; i++) {                                                          \
            T a = vals[i];                                                                     \
            for (int j = 0; j < n; j++) {                                                      \
                T b = vals[j];                                                                 \
                if (b != 0)                                                                    \
                    line_u(name, a, b, so_div_##W(a, b), so_rem_##W(a, b));                    \
            }                                                                                  \
            for (int k = 0; k < NCOUNTS; k++)                                                  \
                line_shift(name, false, (int64_t)a, "shift", false, (int64_t)counts[k],        \
                           (int64_t)so_shl_##W(a, counts[k]),                                  \
                           (int64_t)so_shr_##W(a, counts[k]));                                 \
            for (int k = 0; k < 4; k++)                                                        \
                line_shift(name, false, (int64_t)a, "signed shift", true, scounts[k],          \
                           (int64_t)so_shl_##W(a, so_shift_count(scounts[k])),                 \
                           (int64_t)so_shr_##W(a, so_shift_count(scounts[k])));                \
        }                                                                                      \
    }

SIGNED_OPS(i8, int8_t, INT8_MIN, INT8_MAX)
SIGNED_OPS(i16, int16_t, INT16_MIN, INT16_MAX)
SIGNED_OPS(i32, int32_t, INT32_MIN, INT32_MAX)
SIGNED_OPS(i64, int64_t, INT64_MIN, INT64_MAX)
UNSIGNED_OPS(u8, uint8_t, UINT8_MAX)
UNSIGNED_OPS(u16, uint16_t, UINT16_MAX)
UNSIGNED_OPS(u32, uint32_t, UINT32_MAX)
UNSIGNED_OPS(u64, uint64_t, UINT64_MAX)

int main(void) {
    signed_ops_i8("int8");
    signed_ops_i16("int16");
    signed_ops_i32("int32");
    signed_ops_i64("int64");
    unsigned_ops_u8("uint8");
    unsigned_ops_u16("uint16");
    unsigned_ops_u32("uint32");
    unsigned_ops_u64("uint64");
    return 0;
}
