// Twin of string_ops.go: comparison, indexing, slicing, concatenation, and the conversions
// string([]byte), []byte(string), []rune(string), string([]rune), string(integer), plus
// `for range` decoding, on valid and invalid UTF-8 (truncated, overlong, surrogates, beyond
// U+10FFFF) and on pseudo-random byte strings (the same xorshift sequence in Go).
#include "builtin/builtin.h"

static const so_String samples[] = {
    SO_STR_INIT(""), SO_STR_INIT("a"), SO_STR_INIT("héllo, 世界"), SO_STR_INIT("\xff"),
    SO_STR_INIT("\x80"), SO_STR_INIT("\xc0\x80"), SO_STR_INIT("\xc1\xbf"), SO_STR_INIT("\xc2\x80"),
    SO_STR_INIT("\xdf\xbf"), SO_STR_INIT("\xe0\x80\x80"), SO_STR_INIT("\xe0\x9f\xbf"),
    SO_STR_INIT("\xe0\xa0\x80"), SO_STR_INIT("\xed\x9f\xbf"), SO_STR_INIT("\xed\xa0\x80"),
    SO_STR_INIT("\xed\xbf\xbf"), SO_STR_INIT("\xee\x80\x80"), SO_STR_INIT("\xef\xbf\xbf"),
    SO_STR_INIT("\xf0\x80\x80\x80"), SO_STR_INIT("\xf0\x8f\xbf\xbf"),
    SO_STR_INIT("\xf0\x90\x80\x80"), SO_STR_INIT("\xf4\x8f\xbf\xbf"),
    SO_STR_INIT("\xf4\x90\x80\x80"), SO_STR_INIT("\xf5\x80\x80\x80"),
    SO_STR_INIT("\xf8\x88\x80\x80\x80"), SO_STR_INIT("\xfe"), SO_STR_INIT("\xe2\x82"),
    SO_STR_INIT("\xe2\x82\xac"), SO_STR_INIT("\xe2\x82" "a"), SO_STR_INIT("\xf0\x9f\x98"),
    SO_STR_INIT("\xf0\x9f\x98\x80"), SO_STR_INIT("\xf0\x9f\x98\x80\x80"),
    SO_STR_INIT("a\xe2\x82\xac" "b\xff" "c"), SO_STR_INIT("\xc2"), SO_STR_INIT("\xc2" "a"),
    SO_STR_INIT("\xe2"), SO_STR_INIT("\xf0\x9f"), SO_STR_INIT("a\x00" "b"),
};
#define NSAMPLES ((int)(sizeof samples / sizeof samples[0]))

static uint64_t state = 0x2545F4914F6CDD1Du;

static uint64_t next(void) {
    state ^= state << 13;
    state ^= state >> 7;
    state ^= state << 17;
    return state;
}

static const uint8_t pool[] = {'a',  0x00, 0x7f, 0x80, 0x8f, 0x90, 0x9f, 0xa0, 0xbf,
                               0xc0, 0xc1, 0xc2, 0xdf, 0xe0, 0xe1, 0xec, 0xed, 0xee,
                               0xef, 0xf0, 0xf1, 0xf3, 0xf4, 0xf5, 0xf7, 0xff};

static void decode(so_String s) {
    so_Print p;
    so_print_begin(&p);
    so_print_int(&p, s.len);
    so_print_string(&p, so_str(":"));
    for (int64_t i = 0, w; i < s.len; i += w) {
        int32_t r;
        w = so_decode_rune(s, i, &r);
        so_print_string(&p, so_str(" "));
        so_print_int(&p, i);
        so_print_string(&p, so_str("="));
        so_print_int(&p, r);
    }
    so_Slice rs = so_runes_from_string(s);
    so_print_string(&p, so_str(" runes "));
    so_print_int(&p, rs.len);
    for (int64_t i = 0; i < rs.len; i++) {
        so_print_string(&p, so_str(" "));
        so_print_int(&p, so_at(int32_t, rs, i));
    }
    so_String back = so_string_from_runes(rs);
    so_print_string(&p, so_str(" back"));
    so_print_sp(&p);
    so_print_int(&p, back.len);
    so_print_sp(&p);
    so_print_bool(&p, so_string_eq(back, s));
    so_print_nl(&p);
    so_print_end(&p);
}

int main(void) {
    so_Print p;
    for (int i = 0; i < 8; i++) {
        for (int j = 0; j < 8; j++) {
            so_String a = samples[i], b = samples[j];
            int c = so_string_cmp(a, b);
            so_print_begin(&p);
            so_print_int(&p, a.len);
            so_print_sp(&p);
            so_print_int(&p, b.len);
            so_print_sp(&p);
            so_print_bool(&p, so_string_eq(a, b));
            so_print_sp(&p);
            so_print_bool(&p, !so_string_eq(a, b));
            so_print_sp(&p);
            so_print_bool(&p, c < 0);
            so_print_sp(&p);
            so_print_bool(&p, c <= 0);
            so_print_sp(&p);
            so_print_bool(&p, c > 0);
            so_print_sp(&p);
            so_print_bool(&p, c >= 0);
            so_print_nl(&p);
            so_print_end(&p);
        }
    }
    so_String s = so_str("héllo\xff");
    so_print_begin(&p);
    for (int64_t i = 0; i < s.len; i++) {
        so_print_uint(&p, so_string_at(s, i));
        so_print_string(&p, so_str(" "));
    }
    so_print_nl(&p);
    so_print_end(&p);

    int64_t lo = 1, hi = 3;
    so_print_begin(&p);
    so_print_string(&p, so_string_slice(s, lo, hi));
    so_print_sp(&p);
    so_print_string(&p, so_string_slice(s, 0, 0));
    so_print_sp(&p);
    so_print_string(&p, so_string_slice(s, s.len, s.len));
    so_print_sp(&p);
    so_print_string(&p, so_string_slice(s, 2, s.len));
    so_print_sp(&p);
    so_print_int(&p, so_string_slice(s, 1, 2).len);
    so_print_sp(&p);
    so_print_bool(&p, so_string_eq(so_string_slice(s, 1, 2), so_str("\xc3")));
    so_print_nl(&p);
    so_print_end(&p);

    so_String parts[] = {so_str("a"), so_str(""), so_str("héllo"), so_str("\xff"), so_str(""),
                         so_str("z")};
    so_String all = so_string_cat(parts[0], parts[1], parts[2], parts[3], parts[4], parts[5]);
    so_String none = so_string_cat(parts[1], parts[4]);
    so_print_begin(&p);
    so_print_string(&p, all);
    so_print_sp(&p);
    so_print_bool(&p, so_string_eq(none, so_str("")));
    so_print_nl(&p);
    so_print_end(&p);

    so_String acc = so_str("");
    for (int i = 0; i < 30; i++)
        acc = so_string_cat(acc, parts[i % 6]);
    so_print_begin(&p);
    so_print_string(&p, acc);
    so_print_sp(&p);
    so_print_int(&p, acc.len);
    so_print_nl(&p);
    so_print_end(&p);

    so_Slice bs = so_bytes_from_string(s);
    so_at(uint8_t, bs, 0) = 'H';
    so_print_begin(&p);
    so_print_string(&p, so_string_from_bytes(bs));
    so_print_sp(&p);
    so_print_string(&p, s);
    so_print_sp(&p);
    so_print_int(&p, bs.len);
    so_print_nl(&p);
    so_print_end(&p);

    so_print_begin(&p);
    so_print_string(&p, so_string_from_bytes(so_slice(uint8_t, bs, 1, 3)));
    so_print_sp(&p);
    so_print_bool(&p, so_string_eq(so_string_from_bytes(so_slice_lit(uint8_t)), so_str("")));
    so_print_sp(&p);
    so_print_bool(&p, so_string_eq(so_string_from_bytes(so_nil_slice), so_str("")));
    so_print_nl(&p);
    so_print_end(&p);

    for (int i = 0; i < NSAMPLES; i++)
        decode(samples[i]);

    so_Slice runes = so_slice_lit(int32_t, 0x41, -1, 0xD7FF, 0xD800, 0xDBFF, 0xDC00, 0xDFFF,
                                  0xE000, 0x10FFFF, 0x110000, INT32_MAX, INT32_MIN, 0xE9,
                                  0x1F600, 0, 0x7F, 0x80, 0x7FF, 0x800, 0xFFFF, 0x10000);
    so_String str = so_string_from_runes(runes);
    so_print_begin(&p);
    so_print_int(&p, str.len);
    so_print_sp(&p);
    so_print_string(&p, str);
    so_print_nl(&p);
    so_print_end(&p);
    for (int64_t i = 0; i < runes.len; i++) {
        int32_t r = so_at(int32_t, runes, i);
        so_String one = so_string_from_rune(r);
        so_print_begin(&p);
        so_print_int(&p, r);
        so_print_sp(&p);
        so_print_int(&p, one.len);
        so_print_sp(&p);
        so_print_string(&p, one);
        so_print_nl(&p);
        so_print_end(&p);
    }
    int64_t wide[] = {0x100000041, -0x100000000 + 0x41, INT64_MAX, INT64_MIN};
    for (int i = 0; i < 4; i++) {
        so_print_begin(&p);
        so_print_int(&p, wide[i]);
        so_print_sp(&p);
        so_print_bool(&p, so_string_eq(so_string_from_rune(0), so_str("\x00")));
        so_print_sp(&p);
        so_print_string(&p, so_string_from_rune(wide[i]));
        so_print_nl(&p);
        so_print_end(&p);
    }
    uint64_t u = UINT64_MAX;
    uint8_t b = 200;
    uint32_t u32 = 0x10FFFF + 1;
    so_print_begin(&p);
    so_print_string(&p, so_string_from_rune((int64_t)u));
    so_print_sp(&p);
    so_print_string(&p, so_string_from_rune(b));
    so_print_sp(&p);
    so_print_string(&p, so_string_from_rune(u32));
    so_print_nl(&p);
    so_print_end(&p);

    for (int i = 0; i < 1000; i++) {
        int64_t n = (int64_t)(next() % 9);
        so_Slice buf = so_make(uint8_t, n, n);
        for (int64_t j = 0; j < n; j++)
            so_at(uint8_t, buf, j) = pool[next() % sizeof pool];
        decode(so_string_from_bytes(buf));
    }
    return 0;
}
