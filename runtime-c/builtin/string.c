// string.c - string comparison and the out-of-line halves of the allocating string macros.

#include "builtin.h"

#include <stdlib.h>

const uint64_t so_empty_ = 0;

void *so_static_alloc_(int64_t n) {
    if (n <= 0)
        return (void *)&so_empty_;
    void *p = malloc((size_t)n);
    if (p == NULL)
        so_panic("runtime error: out of memory");
    return p;
}

so_String so_string_from_cstr(const char *s) {
    if (s == NULL)
        return (so_String){NULL, 0};
    return (so_String){(const uint8_t *)s, (int64_t)strlen(s)};
}

int so_string_cmp(so_String a, so_String b) {
    int64_t n = a.len < b.len ? a.len : b.len;
    if (n > 0) {
        int c = memcmp(a.ptr, b.ptr, (size_t)n);
        if (c != 0)
            return c < 0 ? -1 : 1;
    }
    if (a.len == b.len)
        return 0;
    return a.len < b.len ? -1 : 1;
}

int64_t so_strings_total_len(const so_String *parts, int64_t n) {
    int64_t total = 0;
    for (int64_t i = 0; i < n; i++) {
        if (parts[i].len > INT64_MAX - total)
            so_panic("runtime error: string concatenation too long");
        total += parts[i].len;
    }
    return total;
}

void so_strings_join_into(uint8_t *dst, const so_String *parts, int64_t n) {
    for (int64_t i = 0; i < n; i++) {
        if (parts[i].len > 0) {
            memcpy(dst, parts[i].ptr, (size_t)parts[i].len);
            dst += parts[i].len;
        }
    }
}

int64_t so_runes_utf8_len(const int32_t *runes, int64_t n) {
    int64_t total = 0;
    for (int64_t i = 0; i < n; i++)
        total += so_rune_len(runes[i]);
    return total;
}

void so_runes_encode_into(uint8_t *dst, const int32_t *runes, int64_t n) {
    for (int64_t i = 0; i < n; i++)
        dst += so_encode_rune(dst, runes[i]);
}

void so_string_decode_into(int32_t *dst, so_String s) {
    for (int64_t i = 0; i < s.len;)
        i += so_decode_rune(s, i, dst++);
}
