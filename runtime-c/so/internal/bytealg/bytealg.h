// Pasted into the C header of package so/internal/bytealg (//so:embed in bytealg.go): the
// byte searches of so/strings and so/bytes. Each takes So's own values (nodecay).

static inline int64_t bytealg_index_byte_(const uint8_t *p, int64_t n, uint8_t c) {
    if (n <= 0)
        return -1;
    const uint8_t *q = (const uint8_t *)memchr(p, c, (size_t)n);
    return q == NULL ? -1 : (int64_t)(q - p);
}

static inline int64_t bytealg_last_index_byte_(const uint8_t *p, int64_t n, uint8_t c) {
    for (int64_t i = n - 1; i >= 0; i--)
        if (p[i] == c)
            return i;
    return -1;
}

// Rabin-Karp over s[from:n] for sep (m >= 2 bytes), with Go's hash base: linear time whatever
// the input, used once the first-byte filter below has failed too often.
#define BYTEALG_PRIME_ 16777619u
static inline int64_t bytealg_rabin_karp_(const uint8_t *s, int64_t n, int64_t from,
                                          const uint8_t *sep, int64_t m) {
    uint32_t hsep = 0, pow = 1, h = 0;
    for (int64_t i = 0; i < m; i++) {
        hsep = hsep * BYTEALG_PRIME_ + sep[i];
        pow *= BYTEALG_PRIME_; // BYTEALG_PRIME_^m
    }
    if (n - from < m)
        return -1;
    for (int64_t i = 0; i < m; i++)
        h = h * BYTEALG_PRIME_ + s[from + i];
    for (int64_t i = from;; i++) {
        if (h == hsep && memcmp(s + i, sep, (size_t)m) == 0)
            return i;
        if (i + m >= n)
            return -1;
        h = h * BYTEALG_PRIME_ + s[i + m] - pow * s[i];
    }
}

// The first index of sep (m bytes) in s (n bytes): memchr finds candidates by sep's first
// byte, the second byte and memcmp confirm them; after too many false candidates the rest is
// searched by Rabin-Karp.
static inline int64_t bytealg_index_(const uint8_t *s, int64_t n, const uint8_t *sep, int64_t m) {
    if (m == 0)
        return 0;
    if (m > n)
        return -1;
    if (m == 1)
        return bytealg_index_byte_(s, n, sep[0]);
    const uint8_t c0 = sep[0], c1 = sep[1];
    const int64_t last = n - m;
    int64_t fails = 0;
    for (int64_t i = 0; i <= last;) {
        if (s[i] != c0) {
            const uint8_t *q = (const uint8_t *)memchr(s + i, c0, (size_t)(last - i + 1));
            if (q == NULL)
                return -1;
            i = (int64_t)(q - s);
        }
        if (s[i + 1] == c1 && memcmp(s + i, sep, (size_t)m) == 0)
            return i;
        i++;
        fails++;
        if (fails > 4 + (i >> 4) && i <= last)
            return bytealg_rabin_karp_(s, n, i, sep, m);
    }
    return -1;
}

// The number of bytes c among n. With SSE2 (every x86-64): 16 bytes at a time, each match
// subtracting -1 from a byte counter, the counters summed (psadbw) every 255 blocks, before
// they could wrap. Otherwise eight at a time: a byte of w ^ pattern is zero where the byte
// equals c, and ((x & 0x7f..) + 0x7f..) | x has the high bit of exactly the non-zero bytes.
#if defined(__SSE2__)
#include <emmintrin.h>
static inline __m128i bytealg_count16_(__m128i counters, const uint8_t *p, __m128i pattern) {
    __m128i v = _mm_loadu_si128((const __m128i *)(const void *)p);
    return _mm_sub_epi8(counters, _mm_cmpeq_epi8(v, pattern));
}
static inline int64_t bytealg_sum_bytes_(__m128i counters) {
    __m128i sums = _mm_sad_epu8(counters, _mm_setzero_si128());
    return _mm_cvtsi128_si64(sums) + _mm_cvtsi128_si64(_mm_unpackhi_epi64(sums, sums));
}
#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
// With AVX2 (checked at run time): 32 bytes a step, four counters, sums every 255 rounds.
__attribute__((target("avx2"))) static inline int64_t
bytealg_count_avx2_(const uint8_t *p, int64_t n, uint8_t c, int64_t *done) {
    const __m256i pattern = _mm256_set1_epi8((char)c), zero = _mm256_setzero_si256();
    int64_t count = 0, i = 0;
    while (n - i >= 128) {
        __m256i c0 = zero, c1 = zero, c2 = zero, c3 = zero;
        for (int rounds = 0; rounds < 255 && n - i >= 128; rounds++, i += 128) {
            const __m256i *q = (const __m256i *)(const void *)(p + i);
            c0 = _mm256_sub_epi8(c0, _mm256_cmpeq_epi8(_mm256_loadu_si256(q), pattern));
            c1 = _mm256_sub_epi8(c1, _mm256_cmpeq_epi8(_mm256_loadu_si256(q + 1), pattern));
            c2 = _mm256_sub_epi8(c2, _mm256_cmpeq_epi8(_mm256_loadu_si256(q + 2), pattern));
            c3 = _mm256_sub_epi8(c3, _mm256_cmpeq_epi8(_mm256_loadu_si256(q + 3), pattern));
        }
        __m256i sums = _mm256_add_epi64(
            _mm256_add_epi64(_mm256_sad_epu8(c0, zero), _mm256_sad_epu8(c1, zero)),
            _mm256_add_epi64(_mm256_sad_epu8(c2, zero), _mm256_sad_epu8(c3, zero)));
        count += _mm256_extract_epi64(sums, 0) + _mm256_extract_epi64(sums, 1) +
                 _mm256_extract_epi64(sums, 2) + _mm256_extract_epi64(sums, 3);
    }
    *done = i;
    return count;
}
#endif

static inline int64_t bytealg_count_(const uint8_t *p, int64_t n, uint8_t c) {
    const __m128i pattern = _mm_set1_epi8((char)c), zero = _mm_setzero_si128();
    int64_t count = 0, i = 0;
#if defined(__x86_64__) && defined(__GNUC__)
    if (n >= 256 && __builtin_cpu_supports("avx2"))
        count = bytealg_count_avx2_(p, n, c, &i);
#endif
    // Four independent counters over 64 bytes a round.
    while (n - i >= 64) {
        __m128i c0 = zero, c1 = zero, c2 = zero, c3 = zero;
        for (int rounds = 0; rounds < 255 && n - i >= 64; rounds++, i += 64) {
            c0 = bytealg_count16_(c0, p + i, pattern);
            c1 = bytealg_count16_(c1, p + i + 16, pattern);
            c2 = bytealg_count16_(c2, p + i + 32, pattern);
            c3 = bytealg_count16_(c3, p + i + 48, pattern);
        }
        count += bytealg_sum_bytes_(c0) + bytealg_sum_bytes_(c1) + bytealg_sum_bytes_(c2) +
                 bytealg_sum_bytes_(c3);
    }
    __m128i rest = zero;
    for (; n - i >= 16; i += 16)
        rest = bytealg_count16_(rest, p + i, pattern);
    count += bytealg_sum_bytes_(rest);
    for (; i < n; i++)
        count += p[i] == c;
    return count;
}
#else
static inline int64_t bytealg_count_(const uint8_t *p, int64_t n, uint8_t c) {
    const uint64_t lo7 = 0x7f7f7f7f7f7f7f7full, ones = 0x0101010101010101ull;
    const uint64_t pattern = ones * c;
    int64_t count = 0, i = 0;
    for (; i + 8 <= n; i += 8) {
        uint64_t w;
        memcpy(&w, p + i, 8);
        w ^= pattern;
        uint64_t nonzero = (((w & lo7) + lo7) | w) & ~lo7;
        count += 8 - (int64_t)(((nonzero >> 7) * ones) >> 56);
    }
    for (; i < n; i++)
        count += p[i] == c;
    return count;
}
#endif

static inline int64_t bytealg_IndexByte(so_Slice b, uint8_t c) {
    return bytealg_index_byte_((const uint8_t *)b.ptr, b.len, c);
}
static inline int64_t bytealg_IndexByteString(so_String s, uint8_t c) {
    return bytealg_index_byte_(s.ptr, s.len, c);
}
static inline int64_t bytealg_LastIndexByte(so_Slice b, uint8_t c) {
    return bytealg_last_index_byte_((const uint8_t *)b.ptr, b.len, c);
}
static inline int64_t bytealg_LastIndexByteString(so_String s, uint8_t c) {
    return bytealg_last_index_byte_(s.ptr, s.len, c);
}
static inline int64_t bytealg_Index(so_Slice b, so_Slice sep) {
    return bytealg_index_((const uint8_t *)b.ptr, b.len, (const uint8_t *)sep.ptr, sep.len);
}
static inline int64_t bytealg_IndexString(so_String s, so_String sep) {
    return bytealg_index_(s.ptr, s.len, sep.ptr, sep.len);
}
static inline int64_t bytealg_Count(so_Slice b, uint8_t c) {
    return bytealg_count_((const uint8_t *)b.ptr, b.len, c);
}
static inline int64_t bytealg_CountString(so_String s, uint8_t c) {
    return bytealg_count_(s.ptr, s.len, c);
}
static inline bool bytealg_Equal(so_Slice a, so_Slice b) {
    return a.len == b.len && (a.len == 0 || memcmp(a.ptr, b.ptr, (size_t)a.len) == 0);
}
static inline int64_t bytealg_Compare(so_Slice a, so_Slice b) {
    int64_t n = a.len < b.len ? a.len : b.len;
    int c = n > 0 ? memcmp(a.ptr, b.ptr, (size_t)n) : 0;
    if (c != 0)
        return c < 0 ? -1 : 1;
    return a.len < b.len ? -1 : a.len > b.len ? 1 : 0;
}
