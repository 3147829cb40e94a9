// Twin of float_conv.go: conversions of float64 and float32 values to every integer type,
// in range (truncation toward zero) and out of range, NaN and infinities (Go's amd64 results).
#include "builtin/builtin.h"

#include <math.h>

int main(void) {
    double vals[] = {0, -0.0, NAN, INFINITY, -INFINITY, 1e300, -1e300,
                     3e9, -3e9, 1e19, 2e19, -1, -1.5, 0.99, -0.99, 9.3e18, -9.3e18, 300, -300,
                     70000, -70000, 2.5, -2.5, 4294967296.5, 9223372036854775807.0,
                     -9223372036854775808.0, 18446744073709551615.0, 2147483647.9, -2147483648.9,
                     2147483648.0, -2147483649.0, 127.5, 128, -128.5, -129, 255.9, 256, 65535.5,
                     65536, -32768.5, -32769, 9223372036854774784.0, -9223372036854774784.0};
    for (size_t i = 0; i < sizeof vals / sizeof vals[0]; i++) {
        double f = vals[i];
        so_Print p;
        so_print_begin(&p);
        so_print_float64(&p, f);
        so_print_sp(&p);
        so_print_int(&p, so_f64_to_i8(f));
        so_print_sp(&p);
        so_print_int(&p, so_f64_to_i16(f));
        so_print_sp(&p);
        so_print_int(&p, so_f64_to_i32(f));
        so_print_sp(&p);
        so_print_int(&p, so_f64_to_i64(f));
        so_print_sp(&p);
        so_print_int(&p, so_f64_to_i64(f));
        so_print_sp(&p);
        so_print_uint(&p, so_f64_to_u8(f));
        so_print_sp(&p);
        so_print_uint(&p, so_f64_to_u16(f));
        so_print_sp(&p);
        so_print_uint(&p, so_f64_to_u32(f));
        so_print_sp(&p);
        so_print_uint(&p, so_f64_to_u64(f));
        so_print_sp(&p);
        so_print_uint(&p, so_f64_to_u64(f));
        so_print_sp(&p);
        so_print_uint(&p, so_f64_to_u64(f));
        so_print_nl(&p);
        so_print_end(&p);

        float g = (float)f;
        so_print_begin(&p);
        so_print_float32(&p, g);
        so_print_sp(&p);
        so_print_int(&p, so_f64_to_i8(g));
        so_print_sp(&p);
        so_print_int(&p, so_f64_to_i16(g));
        so_print_sp(&p);
        so_print_int(&p, so_f64_to_i32(g));
        so_print_sp(&p);
        so_print_int(&p, so_f64_to_i64(g));
        so_print_sp(&p);
        so_print_uint(&p, so_f64_to_u8(g));
        so_print_sp(&p);
        so_print_uint(&p, so_f64_to_u16(g));
        so_print_sp(&p);
        so_print_uint(&p, so_f64_to_u32(g));
        so_print_sp(&p);
        so_print_uint(&p, so_f64_to_u64(g));
        so_print_nl(&p);
        so_print_end(&p);
    }
    return 0;
}
