// Pasted into the C header of the So package maps (//so:embed in hash_so.go).
// maps_hashAny hashes the value an interface holds with its dynamic type's hash function (the
// one the built-in maps use for such keys); nil hashes to 0, and a type without one (not
// comparable) panics as a built-in map does, through so_iface_hash.
static inline uint64_t maps_hashAny(so_Iface v) {
    const so_Type *t = so_iface_type(v);
    if (t == NULL)
        return 0;
    if (t->hash == NULL)
        return so_iface_hash(v);
    const void *p = t->size > SO_IFACE_INLINE ? (const void *)(uintptr_t)v.data[0]
                                              : (const void *)v.data;
    return t->hash(p);
}

// maps_trailingZeros counts the zero bits below the lowest set bit of x (x != 0).
static inline int64_t maps_trailingZeros(uint64_t x) {
    return (int64_t)__builtin_ctzll(x);
}
