// Pasted into the C header of package so/internal/rtype (//so:embed in rtype_so.go): the
// accessors of its //so:extern declarations. Descriptors are const in C; So reads them
// through its own definitions of their layout (rtype_Type, rtype_Info, rtype_Field), so
// they cross as void pointers (rtype_layout gives the package's init the layouts to check).

// The dynamic type of x, NULL for nil.
static inline void *rtype_type_of(so_Iface x) {
    return x.tab == NULL ? NULL : (void *)x.tab->type;
}

// The address of the value *x holds.
static inline void *rtype_data(so_Iface *x) {
    if (x->tab->type->size > SO_IFACE_INLINE) {
        return (void *)(uintptr_t)x->data[0];
    }
    return (void *)x->data;
}

// An interface value of dynamic type t (an so_Type) holding the value at p (copied when it
// fits).
static inline so_Iface rtype_to_any(const void *type, const void *p) {
    const so_Type *t = (const so_Type *)type;
    so_Iface x = {&t->itab, {0, 0, 0}};
    if (t->size > SO_IFACE_INLINE) {
        x.data[0] = (uint64_t)(uintptr_t)p;
    } else {
        memcpy(x.data, p, (size_t)t->size);
    }
    return x;
}

static inline int64_t rtype_map_len(void *m) {
    return so_map_len((so_Map)m);
}

static inline void rtype_map_iter_init(so_MapIter *it, void *m) {
    so_map_iter_init(it, (so_Map)m);
}

static inline bool rtype_map_iter_next(so_MapIter *it, void **key, void **val) {
    return so_map_iter_next(it, key, val);
}

// The sizes and offsets of the descriptors' structs that So's definitions must have, in the
// order rtype_so.go's init lists them.
static inline int64_t rtype_layout(int64_t k) {
    static const int64_t c[] = {
        sizeof(so_Type),           offsetof(so_Type, name),     offsetof(so_Type, size),
        offsetof(so_Type, named),  offsetof(so_Type, nmethods), offsetof(so_Type, info),
        sizeof(so_TypeInfo),       offsetof(so_TypeInfo, kind), offsetof(so_TypeInfo, elem),
        offsetof(so_TypeInfo, key), offsetof(so_TypeInfo, len), offsetof(so_TypeInfo, fields),
        sizeof(so_Field),          offsetof(so_Field, name),    offsetof(so_Field, type),
        offsetof(so_Field, offset), offsetof(so_Field, embedded), offsetof(so_Field, exported),
    };
    return k >= 0 && k < (int64_t)(sizeof c / sizeof c[0]) ? c[k] : -1;
}
