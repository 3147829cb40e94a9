// Twin of map_ops.go: every map operation on int and string keys (make, assignment, overwrite,
// lookup and comma-ok of present and missing keys, compound assignment on a missing key,
// delete, clear, len, range), Go's evaluation order of m[k] = len(m), nil maps, maps of
// capacity 0 (and of a negative size, which Go treats as 0), a full map that is overwritten and
// refilled, a literal, maps passed by reference, and values updated during range. The map code
// is written the way the compiler emits it (see the maps section of builtin.h).
#include "map_testing.h"

typedef struct {
    int64_t keys, vals, n;
} Sums;

static Sums sum_int(so_Map m) {
    Sums s = {0, 0, 0};
    so_MapIter it;
    void *kp, *vp;
    for (so_map_iter_init(&it, m); so_map_iter_next(&it, &kp, &vp);) {
        int64_t k = *(int64_t *)kp;
        int64_t v = *(int64_t *)vp;
        s.keys += k;
        s.vals += v;
        s.n++;
    }
    return s;
}

static void fill(so_Map m, int64_t from, int64_t to) {
    for (int64_t k = from; k < to; k++)
        so_map_set(int64_t, int64_t, m, k, k * k);
}

// Comma-ok: v, ok := m[k].
#define GET_OK(K, V, m, k, v, ok)                                                              \
    do {                                                                                       \
        V *p_ = so_map_lookup((m), (K[]){k});                                                   \
        ok = p_ != NULL;                                                                       \
        v = ok ? *p_ : (V){0};                                                                 \
    } while (0)

int main(void) {
    so_Map m = so_map_make(&map_int_int, 10);
    so_println("sii", so_str("empty"), so_map_len(m), so_map_get(int64_t, int64_t, m, 1));
    so_map_set(int64_t, int64_t, m, 1, 10);
    so_map_set(int64_t, int64_t, m, 2, 20);
    so_map_set(int64_t, int64_t, m, 1, 11);
    so_println("siiii", so_str("len"), so_map_len(m), so_map_get(int64_t, int64_t, m, 1),
               so_map_get(int64_t, int64_t, m, 2), so_map_get(int64_t, int64_t, m, 3));
    int64_t v;
    bool ok;
    GET_OK(int64_t, int64_t, m, 2, v, ok);
    so_println("sib", so_str("comma-ok present"), v, ok);
    GET_OK(int64_t, int64_t, m, 3, v, ok);
    so_println("sib", so_str("comma-ok missing"), v, ok);
    *(int64_t *)so_map_assign(m, (int64_t[]){4}) += 5;
    (*(int64_t *)so_map_assign(m, (int64_t[]){4}))++;
    *(int64_t *)so_map_assign(m, (int64_t[]){1}) -= 1;
    *(int64_t *)so_map_assign(m, (int64_t[]){5}) *= 3;
    so_println("siiii", so_str("compound"), so_map_len(m), so_map_get(int64_t, int64_t, m, 4),
               so_map_get(int64_t, int64_t, m, 1), so_map_get(int64_t, int64_t, m, 5));
    so_map_delete(m, (int64_t[]){2});
    so_map_delete(m, (int64_t[]){99});
    so_println("sii", so_str("delete"), so_map_len(m), so_map_get(int64_t, int64_t, m, 2));
    GET_OK(int64_t, int64_t, m, 2, v, ok);
    so_println("sb", so_str("deleted present"), ok);
    Sums s = sum_int(m);
    so_println("siii", so_str("range"), s.keys, s.vals, s.n);
    so_map_clear(m);
    GET_OK(int64_t, int64_t, m, 1, v, ok);
    so_println("siib", so_str("clear"), so_map_len(m), so_map_get(int64_t, int64_t, m, 1), ok);
    s = sum_int(m);
    so_println("siii", so_str("range after clear"), s.keys, s.vals, s.n);
    fill(m, 0, 10);
    s = sum_int(m);
    so_println("siiii", so_str("refill"), so_map_len(m), s.keys, s.vals, s.n);

    // The operands are evaluated before the map changes.
    so_Map o = so_map_make(&map_int_int, 8);
    so_map_set(int64_t, int64_t, o, 5, so_map_len(o));
    {
        int64_t d = so_map_len(o);
        *(int64_t *)so_map_assign(o, (int64_t[]){6}) += d;
    }
    so_println("siii", so_str("order"), so_map_get(int64_t, int64_t, o, 5),
               so_map_get(int64_t, int64_t, o, 6), so_map_len(o));

    check(so_map_debug_consistent_(m) && so_map_debug_consistent_(o));

    // A nil map reads as empty (and an empty map, without calling the hash function).
    so_Map z = NULL;
    hash_calls = 0;
    GET_OK(int64_t, int64_t, z, 1, v, ok);
    so_map_delete(so_map_make(&map_int_int, 4), (int64_t[]){1});
    check(so_map_lookup(so_map_make(&map_int_int, 4), (int64_t[]){1}) == NULL && hash_calls == 0);
    so_println("sbiiib", so_str("nil"), z == NULL, so_map_len(z),
               so_map_get(int64_t, int64_t, z, 1), v, ok);
    so_map_delete(z, (int64_t[]){1});
    so_map_clear(z);
    s = sum_int(z);
    so_println("siii", so_str("nil range"), s.keys, s.vals, s.n);

    // Capacity 0 and a negative size: reads work.
    so_Map c0 = so_map_make(&map_string_int, 0);
    int64_t neg = -5;
    so_Map cn = so_map_make(&map_string_int, neg);
    int64_t iv;
    GET_OK(so_String, int64_t, c0, so_str("a"), iv, ok);
    so_map_delete(c0, (so_String[]){so_str("a")});
    so_map_clear(c0);
    int64_t count = 0;
    so_MapIter it;
    for (so_map_iter_init(&it, c0); so_map_iter_next(&it, NULL, NULL);)
        count++;
    for (so_map_iter_init(&it, cn); so_map_iter_next(&it, NULL, NULL);)
        count++;
    so_println("sbbiiiibi", so_str("cap 0"), c0 == NULL, cn == NULL, so_map_len(c0),
               so_map_len(cn), so_map_get(so_String, int64_t, c0, so_str("a")),
               so_map_get(so_String, int64_t, cn, so_str("b")), ok, count);
    check(so_map_cap(c0) == 0 && so_map_cap(cn) == 0 && so_map_cap(m) == 10 && so_map_cap(z) == 0);
    (void)iv;

    // A full map: overwriting works, and so does inserting after a delete.
    so_Map f = so_map_make(&map_int_int, 3);
    fill(f, 0, 3);
    for (int64_t k = 0; k < 3; k++)
        so_map_set(int64_t, int64_t, f, k, -k);
    so_map_delete(f, (int64_t[]){1});
    so_map_set(int64_t, int64_t, f, 7, 70);
    s = sum_int(f);
    so_println("siiii", so_str("full"), so_map_len(f), s.keys, s.vals, s.n);
    so_map_delete(f, (int64_t[]){7});
    so_map_delete(f, (int64_t[]){0});
    so_map_delete(f, (int64_t[]){2});
    fill(f, 10, 13);
    s = sum_int(f);
    so_println("siiii", so_str("refilled"), so_map_len(f), s.keys, s.vals, s.n);
    check(so_map_debug_consistent_(f));

    // A literal, string keys and values.
    so_Map lit = so_map_make(&map_string_string, 3);
    so_map_set(so_String, so_String, lit, so_str("a"), so_str("apple"));
    so_map_set(so_String, so_String, lit, so_str("b"), so_str("banana"));
    so_map_set(so_String, so_String, lit, so_str("c"), so_str("cherry"));
    so_map_set(so_String, so_String, lit, so_str("b"), so_str("blueberry"));
    int64_t total = 0;
    void *kp, *vp;
    for (so_map_iter_init(&it, lit); so_map_iter_next(&it, &kp, &vp);) {
        so_String k = *(so_String *)kp, sv = *(so_String *)vp;
        total += k.len * 100 + sv.len;
    }
    so_println("sissbi", so_str("literal"), so_map_len(lit),
               so_map_get(so_String, so_String, lit, so_str("a")),
               so_map_get(so_String, so_String, lit, so_str("b")),
               so_map_get(so_String, so_String, lit, so_str("z")).len == 0, total);

    // Maps are references.
    fill(o, 100, 103);
    s = sum_int(o);
    so_println("siiii", so_str("by reference"), so_map_len(o), s.keys, s.vals, s.n);

    // Values written during range.
    for (so_map_iter_init(&it, o); so_map_iter_next(&it, &kp, NULL);) {
        int64_t k = *(int64_t *)kp;
        *(int64_t *)so_map_assign(o, &k) *= 2;
    }
    s = sum_int(o);
    so_println("siii", so_str("doubled"), s.keys, s.vals, s.n);
    for (so_map_iter_init(&it, o); so_map_iter_next(&it, &kp, &vp);) {
        int64_t k = *(int64_t *)kp, val = *(int64_t *)vp;
        if (val % 2 != 0)
            so_println("si", so_str("odd"), k);
    }
    return 0;
}
