// Twin of print_floats.go: println of float64 and float32 values, including zeros, infinities,
// NaN, the format boundaries (1e-5, 1e-4, 1e5, 1e6, 1e20, 1e21), extremes, every power of two,
// and pseudo-random bit patterns and decimal fractions (the same xorshift sequence in Go).
#include "builtin/builtin.h"

#include <float.h>
#include <math.h>

static uint64_t state = 0x9E3779B97F4A7C15u;

static uint64_t next(void) {
    state ^= state << 13;
    state ^= state >> 7;
    state ^= state << 17;
    return state;
}

static double f64_bits(uint64_t b) {
    double d;
    memcpy(&d, &b, sizeof d);
    return d;
}

static float f32_bits(uint32_t b) {
    float f;
    memcpy(&f, &b, sizeof f);
    return f;
}

// println(values...) for a list of doubles / floats.
static void println_f64s(const double *v, int n) {
    so_Print p;
    so_print_begin(&p);
    for (int i = 0; i < n; i++) {
        if (i > 0)
            so_print_sp(&p);
        so_print_float64(&p, v[i]);
    }
    so_print_nl(&p);
    so_print_end(&p);
}

static void println_f32s(const float *v, int n) {
    so_Print p;
    so_print_begin(&p);
    for (int i = 0; i < n; i++) {
        if (i > 0)
            so_print_sp(&p);
        so_print_float32(&p, v[i]);
    }
    so_print_nl(&p);
    so_print_end(&p);
}

#define PRINT64(...)                                                                           \
    do {                                                                                       \
        double v_[] = {__VA_ARGS__};                                                           \
        println_f64s(v_, (int)(sizeof v_ / sizeof v_[0]));                                     \
    } while (0)
#define PRINT32(...)                                                                           \
    do {                                                                                       \
        float v_[] = {__VA_ARGS__};                                                            \
        println_f32s(v_, (int)(sizeof v_ / sizeof v_[0]));                                     \
    } while (0)

int main(void) {
    double zero = 0.0;
    double neg_zero = -zero;
    PRINT64(zero, neg_zero, 1.0, -1.0, 1.5, -2.25, 0.1, 0.2, 0.3);
    PRINT64(1e21, 1e20, 1e-7, 123456789.0, 1e-5, 1e-4, 0.001234, 1e5, 1e6, 999999.0, 100000.5);
    PRINT64(1.0 / 3.0, 2.0 / 3.0, 10.0 / 3.0, 1e100, 1e-100, 1.7976931348623157e308);
    PRINT64(DBL_MAX, f64_bits(1), -DBL_MAX, 2.2250738585072014e-308);
    PRINT64(INFINITY, -INFINITY, NAN, -NAN);
    PRINT32(0.0f, (float)neg_zero, 0.1f, (float)(1.0 / 3.0), 16777216.0f, 1e10f);
    PRINT32(FLT_MAX, f32_bits(1), -1.5f, 3.4e38f);
    PRINT32(INFINITY, -INFINITY, NAN, 1e-7f, 123456789.0f);

    so_Print p;
    so_print_begin(&p);
    so_print_float64(&p, 1.5);
    so_print_float64(&p, 2.5);
    so_print_float32(&p, 0.5f);
    so_print_string(&p, so_str("\n"));
    so_print_end(&p);

    for (uint64_t e = 0; e < 2046; e++)
        PRINT64(f64_bits((e + 1) << 52));
    for (uint64_t e = 0; e < 52; e++)
        PRINT64(f64_bits((uint64_t)1 << e));
    for (uint32_t e = 0; e < 254; e++)
        PRINT32(f32_bits((e + 1) << 23));
    for (uint32_t e = 0; e < 23; e++)
        PRINT32(f32_bits((uint32_t)1 << e));
    for (int i = 0; i < 4000; i++) {
        double d = f64_bits(next());
        float f = f32_bits((uint32_t)next());
        so_print_begin(&p);
        so_print_float64(&p, d);
        so_print_sp(&p);
        so_print_float32(&p, f);
        so_print_nl(&p);
        so_print_end(&p);
    }
    for (int i = 0; i < 3000; i++) {
        double n = (double)(next() % 100000000);
        double d = (double)((uint64_t)1 << (next() % 20));
        double t = (double)(next() % 1000 + 1);
        so_print_begin(&p);
        so_print_float64(&p, n / d);
        so_print_sp(&p);
        so_print_float64(&p, n / t);
        so_print_sp(&p);
        so_print_float32(&p, (float)n / (float)t);
        so_print_sp(&p);
        so_print_float32(&p, (float)(n / 1000));
        so_print_nl(&p);
        so_print_end(&p);
    }
    return 0;
}
