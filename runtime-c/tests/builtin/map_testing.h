// map_testing.h - shared by the map tests: key hash and equality functions written the way the
// compiler writes them (one pair per key type, built from the so_hash_* helpers), the map types
// the tests use, and a check that stops a test when a C-only invariant fails.
#ifndef MAP_TESTING_H
#define MAP_TESTING_H

#include "builtin/builtin.h"

#include <stdio.h>
#include <stdlib.h>

// Counts of hash and equality calls (per thread), for tests that check how much work an
// operation does.
static __thread int64_t hash_calls, equal_calls;

static uint64_t hash_int64(const void *k) {
    hash_calls++;
    return so_hash_bytes(k, sizeof(int64_t));
}
static bool equal_int64(const void *a, const void *b) {
    equal_calls++;
    return *(const int64_t *)a == *(const int64_t *)b;
}
static uint64_t hash_string(const void *k) {
    hash_calls++;
    return so_hash_string(*(const so_String *)k);
}
static bool equal_string(const void *a, const void *b) {
    equal_calls++;
    return so_string_eq(*(const so_String *)a, *(const so_String *)b);
}
static uint64_t hash_float64(const void *k) {
    return so_hash_f64(*(const double *)k);
}
static bool equal_float64(const void *a, const void *b) {
    return *(const double *)a == *(const double *)b;
}
static uint64_t hash_float32(const void *k) {
    return so_hash_f32(*(const float *)k);
}
static bool equal_float32(const void *a, const void *b) {
    return *(const float *)a == *(const float *)b;
}

#define MAP_TYPE(K, V, hash, equal) {sizeof(K), _Alignof(K), sizeof(V), _Alignof(V), hash, equal}

static const so_MapType map_int_int = MAP_TYPE(int64_t, int64_t, hash_int64, equal_int64);
static const so_MapType map_string_int = MAP_TYPE(so_String, int64_t, hash_string, equal_string);
static const so_MapType map_string_string =
    MAP_TYPE(so_String, so_String, hash_string, equal_string);
static const so_MapType map_float64_int =
    MAP_TYPE(double, int64_t, hash_float64, equal_float64);
static const so_MapType map_float32_int = MAP_TYPE(float, int64_t, hash_float32, equal_float32);

// The runtime's own diagnostics (map.c; not part of builtin.h): out = {index slots, non-empty
// index slots, index rebuilds so far, longest distance of an entry's slot from its home slot};
// and whether the map's bookkeeping agrees with itself.
void so_map_debug_stats_(so_Map m, int64_t out[4]);
bool so_map_debug_consistent_(so_Map m);

// For properties Go cannot print (they are about this runtime, not the language): a failure
// prints what went wrong and exits with status 1, so the output no longer matches Go's.
#define check(cond)                                                                            \
    do {                                                                                       \
        if (!(cond)) {                                                                         \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond);           \
            exit(1);                                                                           \
        }                                                                                      \
    } while (0)

// A string in the caller's frame from a C format (for keys built at run time, so that equal
// keys do not share memory).
#define fmt_string(...)                                                                        \
    ({                                                                                         \
        char *fs_buf__ = alloca(64);                                                           \
        int fs_n__ = snprintf(fs_buf__, 64, __VA_ARGS__);                                      \
        (so_String){(const uint8_t *)fs_buf__, fs_n__};                                        \
    })

#endif
