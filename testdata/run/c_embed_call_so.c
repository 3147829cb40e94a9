// Used by c_embed_call_so.go (//so:embed): C that calls So and takes So values.
static int64_t twice_plus_one(int64_t x) {
    return main_Twice(x) + 1;
}

static int64_t so_string_len(so_String s) {
    return s.len;
}

static int64_t sum_bytes(const uint8_t *p, int64_t n) {
    int64_t t = 0;
    for (int64_t i = 0; i < n; i++)
        t += p[i];
    return t;
}
