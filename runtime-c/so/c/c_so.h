// Pasted into the C header of the So package c (//so:embed in c_so.go).
// c_assume: a false cond is undefined behaviour, which the C compiler may assume away.
static inline void c_assume(bool cond) {
    if (!cond)
        __builtin_unreachable();
}
// c_pointer: the pointer an interface value holds (in its first data word; nil: NULL).
static inline void *c_pointer(so_Iface x) {
    return (void *)(uintptr_t)x.data[0];
}
// c_cstring: CString. So copies a non-constant argument, with its NUL, into the caller's frame
// (so_cstring) and passes a constant as a C string literal: either is the C string asked for.
static inline char *c_cstring(const char *s) {
    return (char *)s;
}
