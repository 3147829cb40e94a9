// so/math's C helpers (embedded in the package's header).
#include <stdbool.h>

// Whether the processor has AVX and FMA: Go's Exp on amd64 then evaluates with fused
// multiply-adds, and so/math's Exp follows it to give the same bits.
static inline bool so_math_hasfma(void) {
#if defined(__x86_64__) || defined(__i386__)
    return __builtin_cpu_supports("avx") && __builtin_cpu_supports("fma");
#else
    return false;
#endif
}
