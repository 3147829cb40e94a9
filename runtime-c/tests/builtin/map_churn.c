// Twin of map_churn.go: a million insert/delete cycles on small maps must neither exhaust their
// fixed capacity nor lose or invent entries: a sliding window of 8 keys in a map of capacity 8,
// one key deleted and re-inserted forever in a map of capacity 1, and random inserts and deletes
// against a shadow set in a map of capacity 1000 that is kept nearly full. On the C side it also
// checks that the work per operation stays bounded: one hash call per operation (rebuilding the
// index calls none) and at most one equality call per operation on average (the index's hash
// tags keep probes from comparing keys that differ), the index is rebuilt at most once per
// quarter of its size of inserts, and the bookkeeping stays consistent.
#include "map_testing.h"

#define CYCLES 1000000

// Between two rebuilds of the index at least a quarter of its slots are filled by inserts.
static void check_rebuilds(so_Map m, int64_t inserts) {
    int64_t st[4];
    so_map_debug_stats_(m, st);
    check(st[2] <= inserts / (st[0] / 4 > 0 ? st[0] / 4 : 1) + 1);
}

int main(void) {
    so_MapIter it;
    void *kp, *vp;

    // A window of 8 keys slides over a million keys: delete the oldest, insert the next.
    so_Map w = so_map_make(&map_int_int, 8);
    for (int64_t i = 0; i < 8; i++)
        so_map_set(int64_t, int64_t, w, i, i);
    hash_calls = equal_calls = 0;
    for (int64_t i = 0; i < CYCLES; i++) {
        so_map_delete(w, &i);
        so_map_set(int64_t, int64_t, w, i + 8, i);
        if (so_map_get(int64_t, int64_t, w, i + 1) != i + 1 - 8 && i + 1 >= 8)
            so_println("si", so_str("lost"), i + 1);
    }
    check(hash_calls == 3 * (int64_t)CYCLES);
    check(equal_calls <= 3 * (int64_t)CYCLES);
    check(so_map_debug_consistent_(w));
    check_rebuilds(w, CYCLES);
    int64_t keys = 0, vals = 0;
    for (so_map_iter_init(&it, w); so_map_iter_next(&it, &kp, &vp);) {
        keys += *(int64_t *)kp;
        vals += *(int64_t *)vp;
    }
    so_println("siiiii", so_str("window"), so_map_len(w), keys, vals,
               so_map_get(int64_t, int64_t, w, CYCLES + 7), so_map_get(int64_t, int64_t, w, CYCLES));

    // One key deleted and re-inserted forever in a map of capacity 1.
    so_Map one = so_map_make(&map_string_int, 1);
    hash_calls = equal_calls = 0;
    for (int64_t i = 0; i < CYCLES; i++) {
        so_map_set(so_String, int64_t, one, so_str("k"), i);
        so_map_delete(one, (so_String[]){so_str("k")});
    }
    check(hash_calls == 2 * (int64_t)CYCLES);
    check(equal_calls <= (int64_t)CYCLES);
    check(so_map_debug_consistent_(one));
    check_rebuilds(one, CYCLES);
    so_map_set(so_String, int64_t, one, so_str("k"), -1);
    so_println("sii", so_str("one"), so_map_len(one), so_map_get(so_String, int64_t, one, so_str("k")));

    // Random inserts and deletes against a shadow set, capacity 1000, keys below 2000.
    enum { capacity = 1000, space = 2000 };
    so_Map m = so_map_make(&map_int_int, capacity);
    static int64_t shadow[space];
    static bool present[space];
    uint64_t x = 12345;
    int64_t inserts = 0, deletes = 0, full = 0, ops = 0;
    hash_calls = equal_calls = 0;
    for (int64_t i = 0; i < CYCLES; i++) {
        x = x * 6364136223846793005u + 1442695040888963407u;
        int64_t k = (int64_t)(x >> 33) % space;
        if (present[k]) {
            if (so_map_get(int64_t, int64_t, m, k) != shadow[k])
                so_println("si", so_str("wrong value"), k);
            so_map_delete(m, &k);
            present[k] = false;
            deletes++;
            ops += 2;
            if (i % 50000 == 0)
                check(so_map_debug_consistent_(m));
        } else if (so_map_len(m) < capacity) {
            so_map_set(int64_t, int64_t, m, k, i);
            shadow[k] = i;
            present[k] = true;
            inserts++;
            ops++;
        } else {
            full++;
        }
    }
    check(hash_calls == ops);
    check(equal_calls <= ops);
    check(so_map_debug_consistent_(m));
    check_rebuilds(m, inserts);
    int64_t mismatches = 0, n = 0;
    for (so_map_iter_init(&it, m); so_map_iter_next(&it, &kp, &vp);) {
        int64_t k = *(int64_t *)kp, v = *(int64_t *)vp;
        if (!present[k] || shadow[k] != v)
            mismatches++;
        n++;
    }
    for (int64_t k = 0; k < space; k++)
        if ((so_map_lookup(m, &k) != NULL) != present[k])
            mismatches++;
    so_println("siiiiii", so_str("random"), so_map_len(m), n, inserts, deletes, full, mismatches);
    return 0;
}
