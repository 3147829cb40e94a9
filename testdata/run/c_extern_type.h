// Used by c_extern_type.go (//so:embed): a C function taking a struct timespec.
static inline int64_t ts_nanos(struct timespec ts) {
    return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}
