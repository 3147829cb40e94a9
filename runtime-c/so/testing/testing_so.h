// Pasted into the C header of package testing (//so:embed in sys_so.go): the C side of the
// package, see testing_so.c.
#include <setjmp.h>

void testing_write(int64_t fd, so_Slice b);
bool testing_protect(so_Func f, void *t, void **guard, int64_t *base);
_Noreturn void testing_unwind(void *guard);
int64_t testing_site_depth(void);
so_String testing_site_file(int64_t i);
int64_t testing_site_line(int64_t i);
so_String testing_site_func(int64_t i);
_Noreturn void testing_exit(int64_t code);
int64_t testing_format_float(so_Slice buf, double v, uint8_t verb, int64_t prec, int64_t bits);
bool testing_has_env(so_Func f);
int64_t testing_ncpu(void);
int64_t testing_cpu_name(so_Slice buf);
bool testing_loop_slow(void *b);
void testing_set_loop_slow(bool (*f)(void *b));

// A compiler barrier: the C compiler must assume the memory p points to is read and written.
static inline void testing_keep(void *p) {
    __asm__ volatile("" : : "r"(p) : "memory");
}
