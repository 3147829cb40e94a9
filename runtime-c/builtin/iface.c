// iface.c - interface values: itab lookup, conversions, comparison, assertions, panics.

#include "builtin.h"

#include <inttypes.h>
#include <stdio.h>

static const so_Method error_methods[] = {{SO_STR_INIT("Error"), SO_STR_INIT("func() string")}};
const so_IfaceType so_error_iface = {SO_STR_INIT("error"), error_methods, 1};

static const so_Method stringer_methods[] = {
    {SO_STR_INIT("String"), SO_STR_INIT("func() string")}};
const so_IfaceType so_stringer_iface = {SO_STR_INIT("interface { String() string }"),
                                        stringer_methods, 1};

const so_Itab *so_itab_find(const so_Type *t, const so_IfaceType *j) {
    // A type has a few itabs: a linear search is as fast as anything here.
    for (int64_t i = 0; i < t->nitabs; i++)
        if (t->itabs[i]->iface == j)
            return t->itabs[i];
    return NULL;
}

// The itab of x's dynamic type for j (for an empty j, the type's own), NULL if none.
static const so_Itab *itab_for(so_Iface x, const so_IfaceType *j) {
    if (x.tab == NULL)
        return NULL;
    if (j->nmethods == 0)
        return &x.tab->type->itab;
    return so_itab_find(x.tab->type, j);
}

so_Iface so_iface_to(so_Iface x, const so_IfaceType *j) {
    if (x.tab == NULL)
        return x;
    const so_Itab *tab = itab_for(x, j);
    if (tab == NULL) // the compiler makes every itab a static conversion can need
        so_panic_assert_iface(x.tab->type, j, "interface");
    x.tab = tab;
    return x;
}

// The address of x's dynamic value of type t.
static const void *value_of(const so_Iface *x, const so_Type *t) {
    if (t->size > SO_IFACE_INLINE)
        return (const void *)(uintptr_t)x->data[0];
    return x->data;
}

static _Noreturn void panic_uncomparable(const so_Type *t) {
    char msg[SO_PRINT_BUF];
    snprintf(msg, sizeof msg, "runtime error: comparing uncomparable type %.*s", (int)t->name.len,
             (const char *)t->name.ptr);
    so_panic(msg);
}

static _Noreturn void panic_unhashable(const so_Type *t) {
    char msg[SO_PRINT_BUF];
    snprintf(msg, sizeof msg, "runtime error: hash of unhashable type %.*s", (int)t->name.len,
             (const char *)t->name.ptr);
    so_panic(msg);
}

bool so_iface_eq(so_Iface x, so_Iface y) {
    const so_Type *t = so_iface_type(x);
    if (t != so_iface_type(y))
        return false;
    if (t == NULL)
        return true;
    if (t->equal == NULL)
        panic_uncomparable(t);
    return t->equal(value_of(&x, t), value_of(&y, t));
}

bool so_iface_eq_val(so_Iface x, const so_Type *t, const void *v) {
    if (so_iface_type(x) != t)
        return false;
    if (t->equal == NULL)
        panic_uncomparable(t);
    return t->equal(value_of(&x, t), v);
}

uint64_t so_iface_hash(so_Iface x) {
    const so_Type *t = so_iface_type(x);
    if (t == NULL)
        return 0;
    if (t->hash == NULL)
        panic_unhashable(t);
    // Mix in the type, so that equal bytes of different types tend to hash apart.
    return t->hash(value_of(&x, t)) ^ (uint64_t)(uintptr_t)t * 0x9E3779B97F4A7C15u;
}

// The first method of j (in j's order) that t's method set lacks, with the same signature.
static const so_Method *missing_method(const so_Type *t, const so_IfaceType *j) {
    for (int64_t k = 0; k < j->nmethods; k++) {
        bool found = false;
        for (int64_t i = 0; i < t->nmethods && !found; i++)
            found = so_string_eq(t->methods[i].name, j->methods[k].name) &&
                    so_string_eq(t->methods[i].sig, j->methods[k].sig);
        if (!found)
            return &j->methods[k];
    }
    return NULL;
}

#define STR_ARG(s) (int)(s).len, (const char *)(s).ptr

_Noreturn void so_panic_assert(const so_Type *have, const so_Type *want, const char *from) {
    char msg[SO_PRINT_BUF];
    if (have == NULL)
        snprintf(msg, sizeof msg, "interface conversion: %s is nil, not %.*s", from,
                 STR_ARG(want->name));
    else if (so_string_eq(have->name, want->name))
        // Two types of the same name (local types of different functions).
        snprintf(msg, sizeof msg,
                 "interface conversion: %s is %.*s, not %.*s (types from different scopes)", from,
                 STR_ARG(have->name), STR_ARG(want->name));
    else
        snprintf(msg, sizeof msg, "interface conversion: %s is %.*s, not %.*s", from,
                 STR_ARG(have->name), STR_ARG(want->name));
    so_panic(msg);
}

_Noreturn void so_panic_assert_iface(const so_Type *have, const so_IfaceType *want,
                                     const char *from) {
    char msg[SO_PRINT_BUF];
    const so_Method *m = have == NULL ? NULL : missing_method(have, want);
    if (have == NULL)
        snprintf(msg, sizeof msg, "interface conversion: %s is nil, not %.*s", from,
                 STR_ARG(want->name));
    else if (m != NULL)
        snprintf(msg, sizeof msg, "interface conversion: %.*s is not %.*s: missing method %.*s",
                 STR_ARG(have->name), STR_ARG(want->name), STR_ARG(m->name));
    else
        snprintf(msg, sizeof msg, "interface conversion: %.*s is not %.*s", STR_ARG(have->name),
                 STR_ARG(want->name));
    so_panic(msg);
}

so_Iface so_iface_assert(so_Iface x, const so_IfaceType *j, const char *from) {
    const so_Itab *tab = itab_for(x, j);
    if (tab == NULL)
        so_panic_assert_iface(so_iface_type(x), j, from);
    x.tab = tab;
    return x;
}

so_Iface so_iface_assert_ok(so_Iface x, const so_IfaceType *j, bool *ok) {
    const so_Itab *tab = itab_for(x, j);
    *ok = tab != NULL;
    if (tab == NULL)
        return so_nil_iface;
    x.tab = tab;
    return x;
}

// Reads an integer or float of the type's size.
static int64_t read_int(const void *p, int64_t size) {
    switch (size) {
    case 1: return *(const int8_t *)p;
    case 2: return *(const int16_t *)p;
    case 4: return *(const int32_t *)p;
    default: return *(const int64_t *)p;
    }
}
static uint64_t read_uint(const void *p, int64_t size) {
    switch (size) {
    case 1: return *(const uint8_t *)p;
    case 2: return *(const uint16_t *)p;
    case 4: return *(const uint32_t *)p;
    default: return *(const uint64_t *)p;
    }
}

// The C string of a type's name (names are short; a longer one is cut).
static const char *cname(const so_Type *t, char *buf, size_t n) {
    snprintf(buf, n, "%.*s", STR_ARG(t->name));
    return buf;
}

_Noreturn void so_panic_iface(so_Iface v) {
    const so_Type *t = so_iface_type(v);
    if (t == NULL)
        so_panic_nil_value();
    // An error prints its Error(), a Stringer its String() (Go checks error first).
    const so_Itab *tab = so_itab_find(t, &so_error_iface);
    if (tab == NULL)
        tab = so_itab_find(t, &so_stringer_iface);
    if (tab != NULL) {
        so_String (*m)(void *) = (so_String(*)(void *))so_itab_fns(tab)[0];
        so_panic_string(m(v.data));
    }
    const void *p = value_of(&v, t);
    char name[256];
    switch (t->kind) {
    case SO_KIND_BOOL:
        if (t->named)
            so_panic_named_bool(cname(t, name, sizeof name), *(const bool *)p);
        so_panic_bool(*(const bool *)p);
    case SO_KIND_INT:
        if (t->named)
            so_panic_named_int(cname(t, name, sizeof name), read_int(p, t->size));
        so_panic_int(read_int(p, t->size));
    case SO_KIND_UINT:
        if (t->named)
            so_panic_named_uint(cname(t, name, sizeof name), read_uint(p, t->size));
        so_panic_uint(read_uint(p, t->size));
    case SO_KIND_FLOAT:
        if (t->size == 4) {
            if (t->named)
                so_panic_named_float32(cname(t, name, sizeof name), *(const float *)p);
            so_panic_float32(*(const float *)p);
        }
        if (t->named)
            so_panic_named_float64(cname(t, name, sizeof name), *(const double *)p);
        so_panic_float64(*(const double *)p);
    case SO_KIND_STRING:
        if (t->named)
            so_panic_named_string(cname(t, name, sizeof name), *(const so_String *)p);
        so_panic_string(*(const so_String *)p);
    default:
        so_panic_other(cname(t, name, sizeof name), p);
    }
}

void so_print_iface_value(so_Print *p, so_Iface x) {
    const so_Type *t = so_iface_type(x);
    const void *data = NULL;
    if (t != NULL)
        data = t->size > SO_IFACE_INLINE || t->kind == SO_KIND_OTHER || t->kind == SO_KIND_POINTER
                   ? (const void *)(uintptr_t)x.data[0]
                   : (const void *)x.data;
    so_print_iface(p, t, data);
}

// The itab of the last so_c_result on this thread that nobody has taken yet.
static SO_TLS const so_Itab *so_c_result_tab_;

void *so_c_result(so_Iface r) {
    so_c_result_tab_ = r.tab;
    return (void *)(uintptr_t)r.data[0];
}

const so_Itab *so_c_result_take(void) {
    const so_Itab *tab = so_c_result_tab_;
    so_c_result_tab_ = NULL;
    return tab;
}
