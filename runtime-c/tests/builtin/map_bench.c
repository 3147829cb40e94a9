// Twin of map_bench.go: map workloads that print nothing but a checksum, so the same programs
// can be timed against each other (the test runs the default, small workload and compares the
// checksums). With arguments `MODE N SIZE` one workload runs N operations on a map of SIZE
// entries (made with room for SIZE): lookup-int and lookup-str (half the keys looked up are
// missing), insert-int and insert-str (fill SIZE keys, clear, repeat), churn-int (delete a key
// and insert another in a full map), iter-int (N entries visited by whole iterations). Time a
// run of N operations minus a run of 0 for the cost of N operations alone. Maps are made with
// so_map_make_static (the heap), since a large one would not fit on the stack.
#include "map_testing.h"

static uint64_t x = 88172645463325252u;

// A pseudo-random number below n (the high half of a 64x64-bit product, cheaper than a
// division).
static int64_t next(int64_t n) {
    x = x * 6364136223846793005u + 1442695040888963407u;
    return (int64_t)(((__uint128_t)x * (uint64_t)n) >> 64);
}

// Kept reachable until exit, for the leak checker.
static so_Map maps[64];
static int nmaps;
static char *key_bytes[64];
static so_String *key_arrays[64];
static int nkeys;

static so_Map new_map(const so_MapType *t, int64_t size) {
    return maps[nmaps++] = so_map_make_static(t, size);
}

static so_String *str_keys(int64_t n) {
    char *bytes = malloc((size_t)n * 24 + 1);
    so_String *keys = malloc((size_t)n * sizeof(so_String) + 1);
    char *p = bytes;
    for (int64_t i = 0; i < n; i++) {
        int len = sprintf(p, "key-%lld", (long long)i);
        keys[i] = (so_String){(const uint8_t *)p, len};
        p += len;
    }
    key_bytes[nkeys] = bytes;
    key_arrays[nkeys++] = keys;
    return keys;
}

static int64_t run(const char *mode, int64_t n, int64_t size) {
    int64_t sum = 0;
    if (strcmp(mode, "lookup-int") == 0) {
        so_Map m = new_map(&map_int_int, size);
        for (int64_t i = 0; i < size; i++)
            so_map_set(int64_t, int64_t, m, 2 * i + 1, i);
        for (int64_t i = 0; i < n; i++) {
            int64_t k = next(2 * size);
            int64_t *v = so_map_lookup(m, &k);
            if (v != NULL)
                sum += *v;
            else
                sum++;
        }
    } else if (strcmp(mode, "lookup-str") == 0) {
        so_String *keys = str_keys(2 * size);
        so_Map m = new_map(&map_string_int, size);
        for (int64_t i = 0; i < size; i++)
            so_map_set(so_String, int64_t, m, keys[2 * i + 1], i);
        for (int64_t i = 0; i < n; i++) {
            int64_t *v = so_map_lookup(m, &keys[next(2 * size)]);
            if (v != NULL)
                sum += *v;
            else
                sum++;
        }
    } else if (strcmp(mode, "insert-int") == 0) {
        so_Map m = new_map(&map_int_int, size);
        for (int64_t done = 0; done < n;) {
            so_map_clear(m);
            int64_t base = next((int64_t)1 << 40);
            for (int64_t i = 0; i < size && done < n; i++) {
                so_map_set(int64_t, int64_t, m, base + i * 7, i);
                done++;
            }
            sum += so_map_len(m);
        }
    } else if (strcmp(mode, "insert-str") == 0) {
        so_String *keys = str_keys(size);
        so_Map m = new_map(&map_string_int, size);
        for (int64_t done = 0; done < n;) {
            so_map_clear(m);
            for (int64_t i = 0; i < size && done < n; i++) {
                so_map_set(so_String, int64_t, m, keys[i], i);
                done++;
            }
            sum += so_map_len(m);
        }
    } else if (strcmp(mode, "churn-int") == 0) {
        so_Map m = new_map(&map_int_int, size);
        for (int64_t i = 0; i < size; i++)
            so_map_set(int64_t, int64_t, m, i, i);
        for (int64_t i = 0; i < n; i++) {
            so_map_delete(m, &i);
            so_map_set(int64_t, int64_t, m, i + size, i);
        }
        sum = so_map_len(m) + so_map_get(int64_t, int64_t, m, n + size - 1);
    } else if (strcmp(mode, "iter-int") == 0) {
        so_Map m = new_map(&map_int_int, size);
        for (int64_t i = 0; i < size; i++)
            so_map_set(int64_t, int64_t, m, i * 3, i);
        so_MapIter it;
        void *kp, *vp;
        for (int64_t done = 0; done < n;) {
            for (so_map_iter_init(&it, m); so_map_iter_next(&it, &kp, &vp);) {
                sum += *(int64_t *)kp ^ *(int64_t *)vp;
                done++;
            }
        }
    }
    return sum;
}

int main(int argc, char **argv) {
    if (argc == 4) {
        so_println("i", run(argv[1], atoll(argv[2]), atoll(argv[3])));
        return 0;
    }
    int64_t sum = 0;
    const char *modes[] = {"lookup-int", "lookup-str", "insert-int",
                           "insert-str", "churn-int",  "iter-int"};
    int64_t sizes[] = {1, 10, 1000};
    for (int i = 0; i < 6; i++)
        for (int j = 0; j < 3; j++)
            sum += run(modes[i], 20000, sizes[j]);
    so_println("si", so_str("checksum"), sum);
    return 0;
}
