// utf8.c - UTF-8 decoding and encoding with Go's rules.

#include "builtin.h"

bool so_valid_rune(int64_t r) {
    return (r >= 0 && r < 0xD800) || (r > 0xDFFF && r <= 0x10FFFF);
}

int so_rune_len(int64_t r) {
    if (!so_valid_rune(r))
        return 3; // U+FFFD
    if (r < 0x80)
        return 1;
    if (r < 0x800)
        return 2;
    if (r < 0x10000)
        return 3;
    return 4;
}

int so_encode_rune(uint8_t *dst, int64_t r) {
    if (!so_valid_rune(r))
        r = SO_RUNE_ERROR;
    if (r < 0x80) {
        dst[0] = (uint8_t)r;
        return 1;
    }
    if (r < 0x800) {
        dst[0] = (uint8_t)(0xC0 | (r >> 6));
        dst[1] = (uint8_t)(0x80 | (r & 0x3F));
        return 2;
    }
    if (r < 0x10000) {
        dst[0] = (uint8_t)(0xE0 | (r >> 12));
        dst[1] = (uint8_t)(0x80 | ((r >> 6) & 0x3F));
        dst[2] = (uint8_t)(0x80 | (r & 0x3F));
        return 3;
    }
    dst[0] = (uint8_t)(0xF0 | (r >> 18));
    dst[1] = (uint8_t)(0x80 | ((r >> 12) & 0x3F));
    dst[2] = (uint8_t)(0x80 | ((r >> 6) & 0x3F));
    dst[3] = (uint8_t)(0x80 | (r & 0x3F));
    return 4;
}

static bool is_cont(uint8_t b) {
    return (b & 0xC0) == 0x80;
}

int64_t so_decode_rune_multi_(so_String s, int64_t i, int32_t *r) {
    const uint8_t *p = s.ptr + i;
    int64_t n = s.len - i;
    uint8_t b0 = p[0];
    if (b0 < 0x80) {
        *r = b0;
        return 1;
    }
    *r = SO_RUNE_ERROR;
    if (b0 < 0xC2 || b0 > 0xF4)
        return 1; // continuation byte, overlong 2-byte lead, or beyond U+10FFFF
    if (b0 < 0xE0) {
        if (n < 2 || !is_cont(p[1]))
            return 1;
        *r = (int32_t)(((b0 & 0x1F) << 6) | (p[1] & 0x3F));
        return 2;
    }
    // The second byte's range depends on the lead: it excludes overlong forms (E0, F0),
    // surrogates (ED) and values above U+10FFFF (F4).
    uint8_t lo = 0x80, hi = 0xBF;
    if (b0 == 0xE0)
        lo = 0xA0;
    else if (b0 == 0xED)
        hi = 0x9F;
    else if (b0 == 0xF0)
        lo = 0x90;
    else if (b0 == 0xF4)
        hi = 0x8F;
    if (n < 2 || p[1] < lo || p[1] > hi)
        return 1;
    if (b0 < 0xF0) {
        if (n < 3 || !is_cont(p[2]))
            return 1;
        *r = (int32_t)(((b0 & 0x0F) << 12) | ((p[1] & 0x3F) << 6) | (p[2] & 0x3F));
        return 3;
    }
    if (n < 4 || !is_cont(p[2]) || !is_cont(p[3]))
        return 1;
    *r = (int32_t)(((b0 & 0x07) << 18) | ((p[1] & 0x3F) << 12) | ((p[2] & 0x3F) << 6) |
                   (p[3] & 0x3F));
    return 4;
}

int64_t so_rune_count(so_String s) {
    int64_t n = 0;
    int32_t r;
    for (int64_t i = 0; i < s.len; n++)
        i += so_decode_rune(s, i, &r);
    return n;
}
