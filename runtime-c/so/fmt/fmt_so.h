// Pasted into the C header of package fmt (//so:embed in output_so.go): writing to a file
// descriptor.
#include <errno.h>
#include <unistd.h>

// Writes the bytes of p to fd: all of them unless write(2) fails, retrying after a signal
// interrupts it. Returns the number written; sets *err to errno on a failure.
static inline int64_t fmt_write_fd(int32_t fd, so_Slice p, int32_t *err) {
    const uint8_t *b = (const uint8_t *)p.ptr;
    int64_t done = 0;
    while (done < p.len) {
        ssize_t k = write(fd, b + done, (size_t)(p.len - done));
        if (k < 0) {
            if (errno == EINTR) {
                continue;
            }
            *err = errno;
            break;
        }
        done += k;
    }
    return done;
}
