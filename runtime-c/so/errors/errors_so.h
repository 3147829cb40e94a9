// Pasted into the C header of the So package errors (//so:embed in errors_so.go).
// errors_comparable reports whether err's dynamic type is comparable (Go's reflectlite
// Comparable, which errors.Is asks before comparing): its type descriptor has an equality.
static inline bool errors_comparable(so_Iface err) {
    return err.tab != NULL && err.tab->type->equal != NULL;
}
