// Twin of map_iter.go: range over a map while the loop changes it, checking Go's rules in a way
// that does not depend on the iteration order: an entry deleted before the iteration reaches it
// is not produced; every other entry present at the start is produced exactly once; entries
// inserted during the iteration are produced at most once; after clear nothing more is produced.
// Also: deleting the current entry, thousands of inserts and deletes inside the loop (the
// runtime rebuilds its index meanwhile), nested iteration, and values updated ahead of the
// iteration.
#include "map_testing.h"

#define N 1000

static bool has(so_Map m, int64_t k) {
    return so_map_lookup(m, &k) != NULL;
}

int main(void) {
    so_MapIter it;
    void *kp, *vp;

    // At the first step, delete every odd key.
    so_Map m = so_map_make(&map_int_int, N);
    for (int64_t i = 0; i < N; i++)
        so_map_set(int64_t, int64_t, m, i, i);
    int64_t seen[N] = {0};
    int64_t first = -1;
    for (so_map_iter_init(&it, m); so_map_iter_next(&it, &kp, NULL);) {
        int64_t k = *(int64_t *)kp;
        if (first < 0) {
            first = k;
            for (int64_t j = 1; j < N; j += 2)
                so_map_delete(m, &j);
        }
        seen[k]++;
    }
    bool evens_once = true;
    int64_t odds_seen = 0;
    for (int64_t k = 0; k < N; k++) {
        if (k % 2 == 0 && seen[k] != 1)
            evens_once = false;
        if (k % 2 == 1 && k != first && seen[k] != 0)
            odds_seen++;
    }
    so_println("sbii", so_str("delete ahead"), evens_once, odds_seen, so_map_len(m));

    // Delete the current entry at every step.
    int64_t count = 0;
    for (so_map_iter_init(&it, m); so_map_iter_next(&it, &kp, NULL);) {
        int64_t k = *(int64_t *)kp;
        so_map_delete(m, &k);
        count++;
    }
    so_println("sii", so_str("delete current"), count, so_map_len(m));

    // At each step delete another key, which may or may not have been produced yet.
    for (int64_t i = 0; i < N; i++)
        so_map_set(int64_t, int64_t, m, i, i);
    bool produced[N] = {0}, deleted_before[N] = {0};
    int64_t violations = 0;
    for (so_map_iter_init(&it, m); so_map_iter_next(&it, &kp, NULL);) {
        int64_t k = *(int64_t *)kp;
        if (produced[k] || deleted_before[k])
            violations++;
        produced[k] = true;
        int64_t other = (k * 7 + 3) % N;
        if (has(m, other) && !produced[other])
            deleted_before[other] = true;
        so_map_delete(m, &other);
    }
    bool accounted = true;
    for (int64_t k = 0; k < N; k++)
        if (produced[k] == deleted_before[k])
            accounted = false;
    so_println("sib", so_str("delete others"), violations, accounted);

    // Insert during the iteration: originals exactly once, new keys at most once.
    so_Map big = so_map_make(&map_int_int, 2 * N);
    for (int64_t i = 0; i < N; i++)
        so_map_set(int64_t, int64_t, big, i, i);
    int64_t times[2 * N] = {0};
    for (so_map_iter_init(&it, big); so_map_iter_next(&it, &kp, NULL);) {
        int64_t k = *(int64_t *)kp;
        times[k]++;
        if (k < N)
            so_map_set(int64_t, int64_t, big, k + N, k);
    }
    bool originals_once = true, new_at_most_once = true;
    for (int64_t k = 0; k < 2 * N; k++) {
        if (k < N && times[k] != 1)
            originals_once = false;
        if (k >= N && times[k] > 1)
            new_at_most_once = false;
    }
    so_println("sbbi", so_str("insert"), originals_once, new_at_most_once, so_map_len(big));

    // Thousands of inserts and deletes of fresh keys inside the loop, plus deletes of originals.
    so_Map small = so_map_make(&map_int_int, 64);
    for (int64_t i = 0; i < 32; i++)
        so_map_set(int64_t, int64_t, small, i, i);
    int64_t churn_seen[32] = {0}, churn_deleted[32] = {0};
    int64_t fresh = 1000000;
    for (so_map_iter_init(&it, small); so_map_iter_next(&it, &kp, NULL);) {
        int64_t k = *(int64_t *)kp;
        if (k >= 32) {
            so_println("si", so_str("fresh key produced"), k);
            continue;
        }
        if (churn_deleted[k] != 0)
            violations++;
        churn_seen[k]++;
        for (int64_t c = 0; c < 200; c++) {
            so_map_set(int64_t, int64_t, small, fresh, c);
            so_map_delete(small, &fresh);
            fresh++;
        }
        int64_t other = (k + 7) % 32;
        if (k % 3 == 0) {
            if (has(small, other) && churn_seen[other] == 0)
                churn_deleted[other] = 1;
            so_map_delete(small, &other);
        }
    }
    bool churn_ok = true;
    for (int64_t k = 0; k < 32; k++)
        if (churn_seen[k] + churn_deleted[k] != 1)
            churn_ok = false;
    int64_t st[4];
    so_map_debug_stats_(small, st);
    check(st[2] > 0); // the loop above rebuilt the index while the iteration was running
    check(so_map_debug_consistent_(small) && so_map_debug_consistent_(big) &&
          so_map_debug_consistent_(m));
    so_println("sibi", so_str("churn"), violations, churn_ok, so_map_len(small));

    // clear during the iteration.
    for (int64_t i = 0; i < N; i++)
        so_map_set(int64_t, int64_t, m, i, i);
    count = 0;
    for (so_map_iter_init(&it, m); so_map_iter_next(&it, NULL, NULL);) {
        count++;
        so_map_clear(m);
    }
    so_println("sii", so_str("clear"), count, so_map_len(m));

    // Nested iteration over one map.
    so_Map nested = so_map_make(&map_string_int, 30);
    for (int64_t i = 0; i < 30; i++)
        so_map_set(so_String, int64_t, nested, so_string_from_rune('A' + i), i);
    int64_t pairs = 0, sum = 0;
    so_MapIter outer, inner;
    void *ap, *bp;
    for (so_map_iter_init(&outer, nested); so_map_iter_next(&outer, NULL, &ap);) {
        for (so_map_iter_init(&inner, nested); so_map_iter_next(&inner, NULL, &bp);) {
            pairs++;
            sum += *(int64_t *)ap * *(int64_t *)bp;
        }
    }
    so_println("sii", so_str("nested"), pairs, sum);

    // Values updated ahead of the iteration are produced with their new value.
    for (int64_t i = 0; i < N; i++)
        so_map_set(int64_t, int64_t, m, i, i);
    int64_t first_key = -1;
    bool updated_ok = true;
    for (so_map_iter_init(&it, m); so_map_iter_next(&it, &kp, &vp);) {
        int64_t k = *(int64_t *)kp, v = *(int64_t *)vp;
        if (first_key < 0) {
            first_key = k;
            for (int64_t j = 0; j < N; j++)
                so_map_set(int64_t, int64_t, m, j, 7);
            continue;
        }
        if (v != 7)
            updated_ok = false;
    }
    so_println("sbi", so_str("updated"), updated_ok, so_map_get(int64_t, int64_t, m, first_key));
    return 0;
}
