// Twin of map_keys.go: maps keyed by every kind of comparable type the compiler hashes through
// the runtime's helpers: strings of every length class, integers of each width, float64 and
// float32 (NaN keys are each a new entry and never found; +0 and -0 are one key, and the key
// takes the sign of the last assignment), structs with and without padding, arrays of integers,
// strings and floats, bools, pointers, a 64-byte array; zero-size keys and values; large values;
// 16-byte-aligned keys and values (also in a block that is not aligned). Each key type's hash
// and equality functions are written the way the compiler writes them.
#include "map_testing.h"

#include <math.h>

typedef struct {
    int32_t a;
    so_String b;
    double c;
} SK;
typedef struct {
    int32_t x, y;
} Point;
typedef struct {
} Empty;
typedef struct {
    int8_t a;
    int64_t big[100];
    so_String s;
} Big;
typedef struct {
    _Alignas(16) uint64_t lo;
    uint64_t hi;
} U128;
typedef struct {
    int16_t a[3];
} A3int16;
typedef struct {
    so_String a[2];
} A2string;
typedef struct {
    double a[2];
} A2float64;
typedef struct {
    uint8_t a[64];
} A64byte;
typedef struct {
    int64_t a[0];
} A0int;
typedef struct {
    int64_t a[256];
} A256int64;

// Keys hashed as their bytes: integers, bools, pointers, and structs and arrays of those
// without padding.
#define BYTES_KEY(name, K)                                                                     \
    static uint64_t hash_##name(const void *k) { return so_hash_bytes(k, sizeof(K)); }        \
    static bool equal_##name(const void *a, const void *b) {                                   \
        return memcmp(a, b, sizeof(K)) == 0;                                                   \
    }
BYTES_KEY(int8, int8_t)
BYTES_KEY(uint16, uint16_t)
BYTES_KEY(int32, int32_t)
BYTES_KEY(uint64, uint64_t)
BYTES_KEY(Point, Point)
BYTES_KEY(A3int16, A3int16)
BYTES_KEY(A64byte, A64byte)
BYTES_KEY(bool, bool)
BYTES_KEY(ptr, int64_t *)
BYTES_KEY(U128, U128)

static uint64_t hash_SK(const void *p) {
    const SK *k = p;
    uint64_t h = so_hash_bytes(&k->a, sizeof k->a);
    h = so_hash_combine(h, so_hash_string(k->b));
    return so_hash_combine(h, so_hash_f64(k->c));
}
static bool equal_SK(const void *pa, const void *pb) {
    const SK *a = pa, *b = pb;
    return a->a == b->a && so_string_eq(a->b, b->b) && a->c == b->c;
}
static uint64_t hash_A2string(const void *p) {
    const A2string *k = p;
    return so_hash_combine(so_hash_string(k->a[0]), so_hash_string(k->a[1]));
}
static bool equal_A2string(const void *pa, const void *pb) {
    const A2string *a = pa, *b = pb;
    return so_string_eq(a->a[0], b->a[0]) && so_string_eq(a->a[1], b->a[1]);
}
static uint64_t hash_A2float64(const void *p) {
    const A2float64 *k = p;
    return so_hash_combine(so_hash_f64(k->a[0]), so_hash_f64(k->a[1]));
}
static bool equal_A2float64(const void *pa, const void *pb) {
    const A2float64 *a = pa, *b = pb;
    return a->a[0] == b->a[0] && a->a[1] == b->a[1];
}
// Size zero: one value, always equal.
static uint64_t hash_Empty(const void *k) {
    return so_hash_bytes(k, 0);
}
static bool equal_Empty(const void *a, const void *b) {
    (void)a;
    (void)b;
    return true;
}

static const so_MapType map_int8_int = MAP_TYPE(int8_t, int64_t, hash_int8, equal_int8);
static const so_MapType map_uint16_int = MAP_TYPE(uint16_t, int64_t, hash_uint16, equal_uint16);
static const so_MapType map_int32_int32 = MAP_TYPE(int32_t, int32_t, hash_int32, equal_int32);
static const so_MapType map_uint64_int = MAP_TYPE(uint64_t, int64_t, hash_uint64, equal_uint64);
static const so_MapType map_SK_int = MAP_TYPE(SK, int64_t, hash_SK, equal_SK);
static const so_MapType map_Point_string = MAP_TYPE(Point, so_String, hash_Point, equal_Point);
static const so_MapType map_A3int16_int = MAP_TYPE(A3int16, int64_t, hash_A3int16, equal_A3int16);
static const so_MapType map_A2string_int =
    MAP_TYPE(A2string, int64_t, hash_A2string, equal_A2string);
static const so_MapType map_A2float64_int =
    MAP_TYPE(A2float64, int64_t, hash_A2float64, equal_A2float64);
static const so_MapType map_A64byte_int = MAP_TYPE(A64byte, int64_t, hash_A64byte, equal_A64byte);
static const so_MapType map_bool_string = MAP_TYPE(bool, so_String, hash_bool, equal_bool);
static const so_MapType map_ptr_int = MAP_TYPE(int64_t *, int64_t, hash_ptr, equal_ptr);
static const so_MapType map_Empty_int = MAP_TYPE(Empty, int64_t, hash_Empty, equal_Empty);
static const so_MapType map_int_Empty = MAP_TYPE(int64_t, Empty, hash_int64, equal_int64);
static const so_MapType map_Empty_Empty = MAP_TYPE(Empty, Empty, hash_Empty, equal_Empty);
static const so_MapType map_A0int_string = MAP_TYPE(A0int, so_String, hash_Empty, equal_Empty);
static const so_MapType map_int_A256int64 = MAP_TYPE(int64_t, A256int64, hash_int64, equal_int64);
static const so_MapType map_string_Big = MAP_TYPE(so_String, Big, hash_string, equal_string);
static const so_MapType map_U128_U128 = MAP_TYPE(U128, U128, hash_U128, equal_U128);

static bool present(so_Map m, const void *key) {
    return so_map_lookup(m, key) != NULL;
}

int main(void) {
    so_MapIter it;
    void *kp, *vp;
    bool found;

    // Strings of lengths 0..40 (every path of the byte hash), looked up through fresh copies.
    so_String letters = so_str("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ");
    so_Map ms = so_map_make(&map_string_int, 64);
    for (int64_t n = 0; n <= 40; n++)
        so_map_set(so_String, int64_t, ms, so_string_slice(letters, 0, n), n);
    bool ok = true;
    for (int64_t n = 0; n <= 40; n++) {
        so_String k = so_string_from_bytes(so_bytes_from_string(so_string_slice(letters, 0, n)));
        int64_t *v = so_map_lookup(ms, &k);
        if (v == NULL || *v != n)
            ok = false;
    }
    so_println("sib", so_str("strings"), so_map_len(ms), ok);
    // Keys that differ in one byte only: first, middle or last, at lengths 5, 17 and 33.
    int64_t lens[] = {5, 17, 33};
    for (int li = 0; li < 3; li++) {
        int64_t n = lens[li];
        so_Map d = so_map_make(&map_string_int, 8);
        so_String base = so_string_from_bytes(so_bytes_from_string(so_string_slice(letters, 0, n)));
        so_map_set(so_String, int64_t, d, base, 1);
        int64_t positions[] = {0, n / 2, n - 1};
        for (int64_t i = 0; i < 3; i++) {
            so_Slice b = so_bytes_from_string(so_string_slice(letters, 0, n));
            so_at(uint8_t, b, positions[i]) = '#';
            so_map_set(so_String, int64_t, d, so_string_from_bytes(b), 10 + i);
        }
        so_Slice b = so_bytes_from_string(so_string_slice(letters, 0, n));
        so_at(uint8_t, b, n - 1) = '#';
        so_println("siiiii", so_str("one byte"), n, so_map_len(d),
                   so_map_get(so_String, int64_t, d, base),
                   so_map_get(so_String, int64_t, d, so_string_from_bytes(b)),
                   so_map_get(so_String, int64_t, d, so_string_slice(letters, 0, n - 1)));
    }
    so_Map with_nul = so_map_make(&map_string_int, 3);
    so_map_set(so_String, int64_t, with_nul, so_str("a\0b"), 1);
    so_map_set(so_String, int64_t, with_nul, so_str("a\0c"), 2);
    so_map_set(so_String, int64_t, with_nul, so_str("a"), 3);
    so_println("siiiii", so_str("nul"), so_map_len(with_nul),
               so_map_get(so_String, int64_t, with_nul, so_str("a\0b")),
               so_map_get(so_String, int64_t, with_nul, so_str("a\0c")),
               so_map_get(so_String, int64_t, with_nul, so_str("a")),
               so_map_get(so_String, int64_t, with_nul, so_str("a\0")));

    // Integers of every width.
    so_Map m8 = so_map_make(&map_int8_int, 256);
    for (int64_t i = -128; i < 128; i++)
        so_map_set(int8_t, int64_t, m8, (int8_t)i, i);
    int64_t s8 = 0;
    for (so_map_iter_init(&it, m8); so_map_iter_next(&it, &kp, &vp);) {
        int8_t k = *(int8_t *)kp;
        int64_t v = *(int64_t *)vp;
        if ((int64_t)k != v)
            s8 += 1000;
        s8 += v;
    }
    so_println("siiii", so_str("int8"), so_map_len(m8), s8,
               so_map_get(int8_t, int64_t, m8, (int8_t)-128),
               so_map_get(int8_t, int64_t, m8, (int8_t)127));
    so_Map m16 = so_map_make(&map_uint16_int, 100);
    for (int64_t i = 0; i < 100; i++)
        so_map_set(uint16_t, int64_t, m16, (uint16_t)(i * 655), i);
    so_println("siii", so_str("uint16"), so_map_len(m16),
               so_map_get(uint16_t, int64_t, m16, (uint16_t)(655 * 99)),
               so_map_get(uint16_t, int64_t, m16, (uint16_t)1));
    so_Map m32 = so_map_make(&map_int32_int32, 10);
    for (int32_t i = -5; i < 5; i++)
        so_map_set(int32_t, int32_t, m32, i * 1000003, -i);
    so_println("siii", so_str("int32"), so_map_len(m32),
               (int64_t)so_map_get(int32_t, int32_t, m32, -5 * 1000003),
               (int64_t)so_map_get(int32_t, int32_t, m32, 4 * 1000003));
    so_Map m64 = so_map_make(&map_uint64_int, 4);
    so_map_set(uint64_t, int64_t, m64, (uint64_t)1 << 63, 1);
    so_map_set(uint64_t, int64_t, m64, UINT64_MAX, 2);
    so_map_set(uint64_t, int64_t, m64, 0, 3);
    so_map_set(uint64_t, int64_t, m64, 1, 4);
    so_println("siiiiii", so_str("uint64"), so_map_len(m64),
               so_map_get(uint64_t, int64_t, m64, (uint64_t)1 << 63),
               so_map_get(uint64_t, int64_t, m64, UINT64_MAX),
               so_map_get(uint64_t, int64_t, m64, 0), so_map_get(uint64_t, int64_t, m64, 1),
               so_map_get(uint64_t, int64_t, m64, 2));

    // float64: NaN, signed zeros, infinities.
    double nan = NAN, neg_zero = -0.0;
    so_Map mf = so_map_make(&map_float64_int, 10);
    so_map_set(double, int64_t, mf, nan, 1);
    so_map_set(double, int64_t, mf, nan, 2);
    so_map_set(double, int64_t, mf, nan, 4);
    so_map_set(double, int64_t, mf, 0.0, 10);
    so_map_set(double, int64_t, mf, neg_zero, 20);
    so_map_set(double, int64_t, mf, INFINITY, 30);
    so_map_set(double, int64_t, mf, -INFINITY, 40);
    so_map_set(double, int64_t, mf, 1.5, 50);
    int64_t *fp = so_map_lookup(mf, &nan);
    so_println("siibiiiii", so_str("float64"), so_map_len(mf), fp ? *fp : 0, fp != NULL,
               so_map_get(double, int64_t, mf, 0.0), so_map_get(double, int64_t, mf, neg_zero),
               so_map_get(double, int64_t, mf, INFINITY),
               so_map_get(double, int64_t, mf, -INFINITY), so_map_get(double, int64_t, mf, 1.5));
    so_map_delete(mf, &nan);
    int64_t nan_sum = 0, nans = 0;
    bool zero_neg = false;
    for (so_map_iter_init(&it, mf); so_map_iter_next(&it, &kp, &vp);) {
        double k = *(double *)kp;
        int64_t v = *(int64_t *)vp;
        if (k != k) {
            nan_sum += v;
            nans++;
        }
        if (k == 0)
            zero_neg = signbit(k) != 0;
    }
    so_println("siiib", so_str("float64 range"), so_map_len(mf), nans, nan_sum, zero_neg);
    so_map_set(double, int64_t, mf, 0.0, 11);
    for (so_map_iter_init(&it, mf); so_map_iter_next(&it, &kp, NULL);) {
        double k = *(double *)kp;
        if (k == 0)
            zero_neg = signbit(k) != 0;
    }
    so_println("sib", so_str("float64 zero key"), so_map_get(double, int64_t, mf, neg_zero),
               zero_neg);
    so_map_delete(mf, &neg_zero);
    so_println("sii", so_str("float64 delete zero"), so_map_len(mf),
               so_map_get(double, int64_t, mf, 0.0));
    so_map_clear(mf);
    so_println("si", so_str("float64 clear"), so_map_len(mf));

    // float32 likewise.
    float nan32 = (float)nan, neg_zero32 = (float)neg_zero;
    so_Map mf32 = so_map_make(&map_float32_int, 6);
    so_map_set(float, int64_t, mf32, nan32, 1);
    so_map_set(float, int64_t, mf32, nan32, 2);
    so_map_set(float, int64_t, mf32, neg_zero32, 3);
    so_map_set(float, int64_t, mf32, 0.0f, 4);
    so_map_set(float, int64_t, mf32, 0.1f, 5);
    fp = so_map_lookup(mf32, &nan32);
    so_println("siibiiii", so_str("float32"), so_map_len(mf32), fp ? *fp : 0, fp != NULL,
               so_map_get(float, int64_t, mf32, 0.0f),
               so_map_get(float, int64_t, mf32, neg_zero32),
               so_map_get(float, int64_t, mf32, 0.1f), so_map_get(float, int64_t, mf32, 0.2f));
    nans = 0;
    for (so_map_iter_init(&it, mf32); so_map_iter_next(&it, &kp, NULL);) {
        float k = *(float *)kp;
        if (k != k)
            nans++;
        if (k == 0)
            zero_neg = signbit(k) != 0;
    }
    so_println("sib", so_str("float32 range"), nans, zero_neg);

    // Struct keys: with padding and string and float fields (hashed field by field), and
    // without padding (hashed as bytes).
    so_Map msk = so_map_make(&map_SK_int, 8);
    so_map_set(SK, int64_t, msk, ((SK){1, so_str("x"), 0.5}), 1);
    so_map_set(SK, int64_t, msk, ((SK){1, so_str("x"), 0}), 2);
    so_map_set(SK, int64_t, msk, ((SK){1, so_str("x"), neg_zero}), 3);
    so_map_set(SK, int64_t, msk, ((SK){2, so_str("x"), 0.5}), 4);
    so_map_set(SK, int64_t, msk, ((SK){1, so_str("y"), 0.5}), 5);
    so_map_set(SK, int64_t, msk, ((SK){1, so_str("x"), nan}), 6);
    so_map_set(SK, int64_t, msk, ((SK){1, so_str("x"), nan}), 7);
    found = present(msk, (SK[]){{1, so_str("x"), nan}});
    so_println("siiiiiib", so_str("struct"), so_map_len(msk),
               so_map_get(SK, int64_t, msk, ((SK){1, so_str("x"), 0.5})),
               so_map_get(SK, int64_t, msk, ((SK){1, so_str("x"), 0})),
               so_map_get(SK, int64_t, msk, ((SK){2, so_str("x"), 0.5})),
               so_map_get(SK, int64_t, msk, ((SK){1, so_str("y"), 0.5})),
               so_map_get(SK, int64_t, msk, ((SK){1, so_str("y"), 0})), found);
    so_Map mp = so_map_make(&map_Point_string, 4);
    so_map_set(Point, so_String, mp, ((Point){1, 2}), so_str("a"));
    so_map_set(Point, so_String, mp, ((Point){2, 1}), so_str("b"));
    so_map_set(Point, so_String, mp, ((Point){-1, 2}), so_str("c"));
    so_map_set(Point, so_String, mp, ((Point){1, 2}), so_str("d"));
    so_println("sisssb", so_str("point"), so_map_len(mp),
               so_map_get(Point, so_String, mp, ((Point){1, 2})),
               so_map_get(Point, so_String, mp, ((Point){2, 1})),
               so_map_get(Point, so_String, mp, ((Point){-1, 2})),
               so_map_get(Point, so_String, mp, ((Point){0, 0})).len == 0);

    // Array keys.
    so_Map ma = so_map_make(&map_A3int16_int, 4);
    so_map_set(A3int16, int64_t, ma, ((A3int16){{1, 2, 3}}), 1);
    so_map_set(A3int16, int64_t, ma, ((A3int16){{3, 2, 1}}), 2);
    so_map_set(A3int16, int64_t, ma, ((A3int16){{1, 2, 3}}), 3);
    so_println("siiii", so_str("array int16"), so_map_len(ma),
               so_map_get(A3int16, int64_t, ma, ((A3int16){{1, 2, 3}})),
               so_map_get(A3int16, int64_t, ma, ((A3int16){{3, 2, 1}})),
               so_map_get(A3int16, int64_t, ma, ((A3int16){{0, 0, 0}})));
    so_Map mas = so_map_make(&map_A2string_int, 4);
    so_map_set(A2string, int64_t, mas, ((A2string){{so_str("ab"), so_str("c")}}), 1);
    so_map_set(A2string, int64_t, mas, ((A2string){{so_str("a"), so_str("bc")}}), 2);
    so_map_set(A2string, int64_t, mas, ((A2string){{so_str("c"), so_str("ab")}}), 3);
    so_println("siiiii", so_str("array string"), so_map_len(mas),
               so_map_get(A2string, int64_t, mas, ((A2string){{so_str("ab"), so_str("c")}})),
               so_map_get(A2string, int64_t, mas, ((A2string){{so_str("a"), so_str("bc")}})),
               so_map_get(A2string, int64_t, mas, ((A2string){{so_str("c"), so_str("ab")}})),
               so_map_get(A2string, int64_t, mas, ((A2string){{so_str("abc"), so_str("")}})));
    so_Map maf = so_map_make(&map_A2float64_int, 4);
    so_map_set(A2float64, int64_t, maf, ((A2float64){{0, 1}}), 1);
    so_map_set(A2float64, int64_t, maf, ((A2float64){{neg_zero, 1}}), 2);
    so_map_set(A2float64, int64_t, maf, ((A2float64){{1, 0}}), 3);
    so_println("siii", so_str("array float"), so_map_len(maf),
               so_map_get(A2float64, int64_t, maf, ((A2float64){{0, 1}})),
               so_map_get(A2float64, int64_t, maf, ((A2float64){{1, neg_zero}})));
    A64byte big = {{0}};
    so_Map mbig = so_map_make(&map_A64byte_int, 65);
    for (int64_t i = 0; i < 64; i++) {
        A64byte k = big;
        k.a[i] = 1;
        so_map_set(A64byte, int64_t, mbig, k, i);
    }
    so_map_set(A64byte, int64_t, mbig, big, 100);
    A64byte probe = big;
    probe.a[63] = 1;
    so_println("siii", so_str("array 64 bytes"), so_map_len(mbig),
               so_map_get(A64byte, int64_t, mbig, big), so_map_get(A64byte, int64_t, mbig, probe));

    // bool and pointer keys.
    so_Map mb = so_map_make(&map_bool_string, 2);
    so_map_set(bool, so_String, mb, true, so_str("yes"));
    so_map_set(bool, so_String, mb, false, so_str("no"));
    so_map_set(bool, so_String, mb, true, so_str("YES"));
    so_println("siss", so_str("bool"), so_map_len(mb), so_map_get(bool, so_String, mb, true),
               so_map_get(bool, so_String, mb, false));
    int64_t cells[5] = {0};
    so_Map mptr = so_map_make(&map_ptr_int, 6);
    for (int64_t i = 0; i < 5; i++)
        so_map_set(int64_t *, int64_t, mptr, &cells[i], i * 10);
    int64_t *nilp = NULL;
    so_map_set(int64_t *, int64_t, mptr, nilp, -1);
    so_println("siiii", so_str("pointer"), so_map_len(mptr),
               so_map_get(int64_t *, int64_t, mptr, &cells[3]),
               so_map_get(int64_t *, int64_t, mptr, &cells[0]),
               so_map_get(int64_t *, int64_t, mptr, NULL));

    // Zero-size keys and values.
    Empty e = {};
    so_Map me = so_map_make(&map_Empty_int, 1);
    so_map_set(Empty, int64_t, me, e, 1);
    *(int64_t *)so_map_assign(me, &e) += 2;
    so_println("sii", so_str("empty key"), so_map_len(me), so_map_get(Empty, int64_t, me, e));
    so_map_delete(me, &e);
    so_println("sib", so_str("empty key deleted"), so_map_len(me), present(me, &e));
    so_Map set = so_map_make(&map_int_Empty, 100);
    for (int64_t i = 0; i < 100; i++)
        so_map_set(int64_t, Empty, set, i * i, e);
    bool in = present(set, (int64_t[]){81}), out = present(set, (int64_t[]){80});
    so_map_delete(set, (int64_t[]){81});
    bool after = present(set, (int64_t[]){81});
    int64_t count = 0;
    for (so_map_iter_init(&it, set); so_map_iter_next(&it, NULL, NULL);)
        count++;
    so_println("sibbbi", so_str("empty value"), so_map_len(set), in, out, after, count);
    so_Map mee = so_map_make(&map_Empty_Empty, 1);
    so_map_set(Empty, Empty, mee, e, e);
    found = present(mee, &e);
    count = 0;
    for (so_map_iter_init(&it, mee); so_map_iter_next(&it, &kp, &vp);)
        count++;
    so_println("sibi", so_str("empty both"), so_map_len(mee), found, count);
    so_Map mz = so_map_make(&map_A0int_string, 1);
    so_map_set(A0int, so_String, mz, (A0int){}, so_str("zero"));
    so_println("sis", so_str("zero array key"), so_map_len(mz),
               so_map_get(A0int, so_String, mz, (A0int){}));

    // Large values.
    so_Map ml = so_map_make(&map_int_A256int64, 32);
    for (int64_t i = 0; i < 32; i++) {
        A256int64 a;
        for (int64_t j = 0; j < 256; j++)
            a.a[j] = i * 1000 + j;
        so_map_set(int64_t, A256int64, ml, i, a);
    }
    int64_t sum = 0;
    for (so_map_iter_init(&it, ml); so_map_iter_next(&it, &kp, &vp);) {
        int64_t k = *(int64_t *)kp;
        A256int64 a = *(A256int64 *)vp;
        sum += a.a[255] - a.a[0] + k;
    }
    so_println("siiii", so_str("large values"), so_map_len(ml), sum,
               so_map_get(int64_t, A256int64, ml, 31).a[128],
               so_map_get(int64_t, A256int64, ml, 99).a[0]);
    so_Map mbv = so_map_make(&map_string_Big, 4);
    so_map_set(so_String, Big, mbv, so_str("x"), ((Big){.a = -1, .s = so_str("big")}));
    Big b = so_map_get(so_String, Big, mbv, so_str("x"));
    b.big[99] = 99;
    so_map_set(so_String, Big, mbv, so_str("y"), b);
    so_println("siisib", so_str("struct values"),
               so_map_get(so_String, Big, mbv, so_str("x")).big[99],
               so_map_get(so_String, Big, mbv, so_str("y")).big[99],
               so_map_get(so_String, Big, mbv, so_str("y")).s,
               (int64_t)so_map_get(so_String, Big, mbv, so_str("y")).a,
               so_map_get(so_String, Big, mbv, so_str("z")).s.len == 0);

    // 16-byte-aligned keys and values, in a block of the frame and in one that starts at an odd
    // address (so_map_init aligns inside it).
    so_Map mu = so_map_make(&map_U128_U128, 16);
    int64_t bytes = so_map_bytes(&map_U128_U128, 16);
    char *odd = malloc((size_t)bytes + 1);
    so_Map mu_odd = so_map_init(odd + 1, &map_U128_U128, 16);
    so_Map both[] = {mu, mu_odd};
    for (int j = 0; j < 2; j++) {
        for (uint64_t i = 0; i < 16; i++)
            so_map_set(U128, U128, both[j], ((U128){i, ~i}), ((U128){i * i, i}));
        for (so_map_iter_init(&it, both[j]); so_map_iter_next(&it, &kp, &vp);)
            check((uintptr_t)kp % 16 == 0 && (uintptr_t)vp % 16 == 0);
        check((char *)both[j] >= (j ? odd : (char *)both[j]));
    }
    check(so_map_get(U128, U128, mu_odd, ((U128){7, ~(uint64_t)7})).lo == 49);
    so_println("siii", so_str("aligned"), so_map_len(mu),
               (int64_t)so_map_get(U128, U128, mu, ((U128){5, ~(uint64_t)5})).lo,
               (int64_t)so_map_get(U128, U128, mu, ((U128){5, 5})).lo);
    free(odd);
    return 0;
}
