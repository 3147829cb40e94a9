// Pasted into the C header of the So package bufio (//so:embed in index_so.go).
#include <string.h>

// bufio_index_byte returns the index of the first c in b, -1 if there is none.
static inline int64_t bufio_index_byte(so_Slice b, uint8_t c) {
    if (b.len == 0) {
        return -1;
    }
    const uint8_t *p = (const uint8_t *)memchr(b.ptr, c, (size_t)b.len);
    return p == NULL ? -1 : (int64_t)(p - (const uint8_t *)b.ptr);
}
