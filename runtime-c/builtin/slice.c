// slice.c - the out-of-line parts of append and make for type-erased slices.

#include "builtin.h"

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define SO_MOVE_AVX2 1
#include <immintrin.h>
#else
#define SO_MOVE_AVX2 0
#endif

_Noreturn void so_panic_append(void) {
    so_panic("append: out of capacity");
}

// Go's order: a bad length is reported before a bad capacity.
_Noreturn void so_panic_make(int64_t len, int64_t cap, size_t size) {
    int64_t max = size == 0 ? INT64_MAX : SO_MAX_ALLOC / (int64_t)size;
    if (len < 0 || len > max)
        so_panic("runtime error: makeslice: len out of range");
    (void)cap;
    so_panic("runtime error: makeslice: cap out of range");
}

// so_move_large: copy and append of 1 KiB or more (see SO_MOVE_LARGE in builtin.h).
//
// glibc's memmove copies blocks of a few KiB with `rep movsb` on CPUs that advertise fast
// string moves; on AMD's Zen that runs at about two thirds of the speed of a loop of 32-byte
// vector moves for blocks of 1 to 64 KiB in the caches (a 4 KiB block: 66 ns against 39 ns
// here), which is what bufio's and bytes.Buffer's buffers are. So on x86-64 CPUs with AVX2, a
// block that fits in the L2 cache and can be copied front to back (it does not overlap its
// destination from below) goes through such a loop; everything else goes to memmove, which
// handles overlap, huge blocks (with non-temporal stores) and other CPUs better than a loop.
#if SO_MOVE_AVX2

// Blocks from this size on are left to memmove: they do not fit in a core's L2 cache.
#define SO_MOVE_VECTOR_MAX ((size_t)256 << 10)

// Copies n >= 128 bytes front to back, 128 bytes (four 32-byte vectors) at a time: each
// group's loads come before its stores, so dst may overlap src from above (dst < src).
__attribute__((target("avx2"))) static void so_move_avx2(char *dst, const char *src, size_t n) {
    while (n >= 128) {
        __m256i a = _mm256_loadu_si256((const __m256i *)src);
        __m256i b = _mm256_loadu_si256((const __m256i *)(src + 32));
        __m256i c = _mm256_loadu_si256((const __m256i *)(src + 64));
        __m256i d = _mm256_loadu_si256((const __m256i *)(src + 96));
        _mm256_storeu_si256((__m256i *)dst, a);
        _mm256_storeu_si256((__m256i *)(dst + 32), b);
        _mm256_storeu_si256((__m256i *)(dst + 64), c);
        _mm256_storeu_si256((__m256i *)(dst + 96), d);
        src += 128;
        dst += 128;
        n -= 128;
    }
    memmove(dst, src, n);
}

void so_move_large(void *dst, const void *src, size_t n) {
    // dst - src >= n (unsigned): dst is below src, or past its end.
    if (n < SO_MOVE_VECTOR_MAX && (uintptr_t)dst - (uintptr_t)src >= n &&
        __builtin_cpu_supports("avx2")) {
        so_move_avx2(dst, src, n);
        return;
    }
    memmove(dst, src, n);
}
#else
void so_move_large(void *dst, const void *src, size_t n) {
    memmove(dst, src, n);
}
#endif
