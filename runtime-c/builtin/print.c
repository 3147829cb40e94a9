// print.c - Go's builtin print/println: buffered per call, written to stderr with write(2).

#include "builtin.h"

#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

static void write_all(const uint8_t *b, int64_t n) {
    while (n > 0) {
        ssize_t w = write(2, b, (size_t)n);
        if (w < 0) {
            if (errno == EINTR)
                continue;
            return; // nothing sensible to do when stderr is gone
        }
        b += w;
        n -= w;
    }
}

void so_print_begin(so_Print *p) {
    p->len = 0;
}

void so_print_end(so_Print *p) {
    write_all(p->buf, p->len);
    p->len = 0;
}

static void put(so_Print *p, const void *data, int64_t n) {
    const uint8_t *b = (const uint8_t *)data;
    while (n > 0) {
        if (p->len == SO_PRINT_BUF)
            so_print_end(p);
        int64_t room = SO_PRINT_BUF - p->len;
        int64_t k = n < room ? n : room;
        memcpy(p->buf + p->len, b, (size_t)k);
        p->len += k;
        b += k;
        n -= k;
    }
}

void so_print_sp(so_Print *p) {
    put(p, " ", 1);
}

void so_print_nl(so_Print *p) {
    put(p, "\n", 1);
}

void so_print_bool(so_Print *p, bool v) {
    if (v)
        put(p, "true", 4);
    else
        put(p, "false", 5);
}

// Writes the decimal digits of v right-aligned ending at end; returns the first digit.
static char *format_u64(char *end, uint64_t v) {
    char *s = end;
    do {
        *--s = (char)('0' + v % 10);
        v /= 10;
    } while (v != 0);
    return s;
}

void so_print_uint(so_Print *p, uint64_t v) {
    char buf[24];
    char *s = format_u64(buf + sizeof buf, v);
    put(p, s, buf + sizeof buf - s);
}

void so_print_int(so_Print *p, int64_t v) {
    char buf[24];
    uint64_t u = v < 0 ? 0 - (uint64_t)v : (uint64_t)v;
    char *s = format_u64(buf + sizeof buf, u);
    if (v < 0)
        *--s = '-';
    put(p, s, buf + sizeof buf - s);
}

static void put_hex(so_Print *p, uint64_t v) {
    char buf[24];
    char *s = buf + sizeof buf;
    do {
        *--s = "0123456789abcdef"[v & 15];
        v >>= 4;
    } while (v != 0);
    *--s = 'x';
    *--s = '0';
    put(p, s, buf + sizeof buf - s);
}

void so_print_pointer(so_Print *p, const void *v) {
    put_hex(p, (uint64_t)(uintptr_t)v);
}

void so_print_slice(so_Print *p, so_Slice s) {
    put(p, "[", 1);
    so_print_int(p, s.len);
    put(p, "/", 1);
    so_print_int(p, s.cap);
    put(p, "]", 1);
    so_print_pointer(p, s.ptr);
}

void so_print_iface(so_Print *p, const void *type, const void *data) {
    put(p, "(", 1);
    so_print_pointer(p, type);
    put(p, ",", 1);
    so_print_pointer(p, data);
    put(p, ")", 1);
}

void so_print_string(so_Print *p, so_String s) {
    put(p, s.ptr, s.len);
}

// ---------------------------------------------------------------------------------------------
// Floats: the shortest decimal that reads back as the same value (float64 or float32), laid out
// as Go's strconv 'g' format with precision -1 does.
// ---------------------------------------------------------------------------------------------

static bool reads_back(uint64_t digits, int exp10, double v, bool is32) {
    char buf[48];
    snprintf(buf, sizeof buf, "%" PRIu64 "e%d", digits, exp10);
    if (is32)
        return strtof(buf, NULL) == (float)v;
    return strtod(buf, NULL) == v;
}

static uint64_t pow10u(int n) {
    uint64_t r = 1;
    while (n-- > 0)
        r *= 10;
    return r;
}

// Go (Dragonbox) rounds an exact tie between two shortest candidates up, not to even, when v
// is an exact power of two (the case where the rounding interval is asymmetric), except for
// the one binary exponent where its tables need the tie-to-even correction. Reports whether v
// is such a tie at prec significant digits (printf has just rounded it to even, downwards).
static bool tie_rounds_up(double v, bool is32, int prec) {
    uint64_t bits;
    memcpy(&bits, &v, sizeof bits);
    if (is32) {
        uint32_t b32;
        float f = (float)v;
        memcpy(&b32, &f, sizeof b32);
        if ((b32 & 0x7FFFFF) != 0 || (b32 >> 23) == 0 || f == 0x1p-54f)
            return false;
    } else if ((bits & 0xFFFFFFFFFFFFFull) != 0 || (bits >> 52) == 0 || v == 0x1p-25) {
        return false;
    }
    // The exact decimal expansion of a power of two has at most 767 significant digits.
    char buf[900];
    snprintf(buf, sizeof buf, "%.*e", 800, v);
    // Digits: buf[0], then buf[2..] after the point.
    const char *rest = buf + 2 + (prec - 1); // first digit after the kept prec digits
    if (*rest != '5')
        return false;
    for (rest++; *rest != 'e'; rest++)
        if (*rest != '0')
            return false;
    // It is a tie: printf rounded half to even; Go rounds half up.
    // The kept digits end in an even digit exactly when printf rounded down.
    int last = prec == 1 ? buf[0] - '0' : buf[prec] - '0';
    return last % 2 == 0;
}

// The candidate with prec significant digits for finite v > 0, if one reads back as v: the
// digits as an integer (prec digits) and the decimal exponent of the first digit. The grid
// points of that length inside v's rounding interval are consecutive, so if there is one, the
// nearest to v (what printf rounds to) or one of its two neighbours is one.
static bool candidate(double v, bool is32, int prec, uint64_t *digits, int *exp10) {
    char buf[48];
    snprintf(buf, sizeof buf, "%.*e", prec - 1, v);
    // buf is "d.ddde[+-]x+" (no point when prec == 1).
    uint64_t d = 0;
    char *c = buf;
    for (; *c != 'e'; c++)
        if (*c != '.')
            d = d * 10 + (uint64_t)(*c - '0');
    int x = atoi(c + 1);
    int scale = x - (prec - 1); // v ~ d * 10^scale
    uint64_t lo = pow10u(prec - 1), hi = pow10u(prec);
    if (tie_rounds_up(v, is32, prec))
        d++;
    uint64_t cand[3] = {d, d - 1, d + 1};
    for (int k = 0; k < 3; k++) {
        if (cand[k] < lo || cand[k] >= hi)
            continue;
        if (reads_back(cand[k], scale, v, is32)) {
            *digits = cand[k];
            *exp10 = x;
            return true;
        }
    }
    return false;
}

// For finite v > 0: the shortest digit string d (as an integer with *nd digits, no trailing
// zeros) and the exponent *e such that v reads back from d.ddd x 10^e; among strings of that
// length, the one nearest to v. Having a candidate is monotonic in the length (a candidate
// followed by a 0 is a longer one), so the length is found by binary search; 17 digits (9 for
// float32) always suffice.
static uint64_t shortest(double v, bool is32, int *nd, int *e) {
    int lo = 1, hi = is32 ? 9 : 17;
    uint64_t digits = 0;
    int exp10 = 0;
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        if (candidate(v, is32, mid, &digits, &exp10))
            hi = mid;
        else
            lo = mid + 1;
    }
    if (!candidate(v, is32, lo, &digits, &exp10))
        abort(); // unreachable: the maximum length always reads back
    int n = lo;
    while (n > 1 && digits % 10 == 0) {
        digits /= 10;
        n--;
    }
    *nd = n;
    *e = exp10;
    return digits;
}

static int format_float(char *out, double v, bool is32) {
    char *o = out;
    if (isnan(v))
        return (int)(stpcpy(out, "NaN") - out);
    if (isinf(v))
        return (int)(stpcpy(out, v > 0 ? "+Inf" : "-Inf") - out);
    if (signbit(v)) {
        *o++ = '-';
        v = -v;
    }
    char dig[24];
    int nd = 0, exp = -1; // zero: no digits, decimal point position 0
    if (v != 0) {
        uint64_t d = shortest(v, is32, &nd, &exp);
        for (int i = nd - 1; i >= 0; i--) {
            dig[i] = (char)('0' + d % 10);
            d /= 10;
        }
    }
    int dp = exp + 1; // digits before the decimal point
    if (exp < -4 || exp >= 6) {
        // %e: d.ddde±XX
        *o++ = dig[0];
        if (nd > 1) {
            *o++ = '.';
            for (int i = 1; i < nd; i++)
                *o++ = dig[i];
        }
        *o++ = 'e';
        int x = exp;
        *o++ = x < 0 ? '-' : '+';
        if (x < 0)
            x = -x;
        if (x < 10) {
            *o++ = '0';
            *o++ = (char)('0' + x);
        } else if (x < 100) {
            *o++ = (char)('0' + x / 10);
            *o++ = (char)('0' + x % 10);
        } else {
            *o++ = (char)('0' + x / 100);
            *o++ = (char)('0' + x / 10 % 10);
            *o++ = (char)('0' + x % 10);
        }
    } else {
        // %f with exactly the digits needed.
        if (dp > 0) {
            for (int i = 0; i < dp; i++)
                *o++ = i < nd ? dig[i] : '0';
        } else {
            *o++ = '0';
        }
        int frac = nd - dp;
        if (frac > 0) {
            *o++ = '.';
            for (int i = 0; i < frac; i++) {
                int j = dp + i;
                *o++ = j >= 0 && j < nd ? dig[j] : '0';
            }
        }
    }
    *o = 0;
    return (int)(o - out);
}

int so_format_float64(char *buf, double v) {
    return format_float(buf, v, false);
}

int so_format_float32(char *buf, float v) {
    return format_float(buf, (double)v, true);
}

void so_print_float64(so_Print *p, double v) {
    char buf[40];
    put(p, buf, so_format_float64(buf, v));
}

void so_print_float32(so_Print *p, float v) {
    char buf[40];
    put(p, buf, so_format_float32(buf, v));
}

// print and println in one call (see builtin.h): one letter of `kinds` per operand.
static void print_args(bool newline, const char *kinds, va_list ap) {
    so_Print p;
    so_print_begin(&p);
    for (const char *k = kinds; *k != 0; k++) {
        if (newline && k != kinds)
            so_print_sp(&p);
        switch (*k) {
        case 'b':
            so_print_bool(&p, va_arg(ap, int) != 0);
            break;
        case 'i':
            so_print_int(&p, va_arg(ap, int64_t));
            break;
        case 'u':
            so_print_uint(&p, va_arg(ap, uint64_t));
            break;
        case 'f':
            so_print_float64(&p, va_arg(ap, double));
            break;
        case 'F':
            so_print_float32(&p, (float)va_arg(ap, double));
            break;
        case 's':
            so_print_string(&p, va_arg(ap, so_String));
            break;
        case 'S':
            so_print_slice(&p, va_arg(ap, so_Slice));
            break;
        case 'I':
            so_print_iface_value(&p, va_arg(ap, so_Iface));
            break;
        default:
            so_print_pointer(&p, va_arg(ap, const void *));
            break;
        }
    }
    if (newline)
        so_print_nl(&p);
    so_print_end(&p);
}

void so_print(const char *kinds, ...) {
    va_list ap;
    va_start(ap, kinds);
    print_args(false, kinds, ap);
    va_end(ap);
}

void so_println(const char *kinds, ...) {
    va_list ap;
    va_start(ap, kinds);
    print_args(true, kinds, ap);
    va_end(ap);
}
