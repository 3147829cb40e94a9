// float.c - Go's min and max for floating-point values.

#include "builtin.h"

#include <math.h>

double so_min_f64(double a, double b) {
    if (isnan(a) || isnan(b))
        return NAN;
    if (a == b) // -0 and +0: the negative one is smaller
        return signbit(a) ? a : b;
    return a < b ? a : b;
}

double so_max_f64(double a, double b) {
    if (isnan(a) || isnan(b))
        return NAN;
    if (a == b)
        return signbit(a) ? b : a;
    return a > b ? a : b;
}

float so_min_f32(float a, float b) {
    return (float)so_min_f64(a, b);
}

float so_max_f32(float a, float b) {
    return (float)so_max_f64(a, b);
}
