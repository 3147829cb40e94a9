// The C side of harness_so.go (pasted into the package's C header by //so:embed): the command
// line, the filter and the output lines of bench/c/bench.h, for the So programs. glibc passes
// argc and argv to constructors, which is how a So program (which has no os.Args) sees them.
#include <regex.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

static int bench_argc;
static char **bench_argv;
static regex_t bench_filter_re;
static bool bench_filter_on;

__attribute__((constructor)) static void bench_args(int argc, char **argv, char **envp) {
    (void)envp;
    bench_argc = argc;
    bench_argv = argv;
    setvbuf(stdout, NULL, _IOLBF, 0);
}

// bench_arg is argv[i], or "" when there is none.
static inline const char *bench_arg(int64_t i) {
    return i >= 0 && i < bench_argc ? bench_argv[i] : "";
}

// bench_set_filter compiles the filter (an extended regular expression; "" selects everything).
static inline void bench_set_filter(const char *re) {
    if (re[0] == '\0') {
        return;
    }
    if (regcomp(&bench_filter_re, re, REG_EXTENDED | REG_NOSUB) != 0) {
        fprintf(stderr, "bench: bad filter %s\n", re);
        exit(2);
    }
    bench_filter_on = true;
}

static inline bool bench_wanted_so(const char *name) {
    return !bench_filter_on || regexec(&bench_filter_re, name, 0, NULL, 0) == 0;
}

static inline void bench_line(const char *name, double v, const char *unit) {
    printf("BENCH %s %.6g %s\n", name, v, unit);
}

static inline void bench_fail_line(const char *name, const char *reason) {
    printf("FAIL %s %s\n", name, reason);
}

static inline int64_t bench_target_ms(void) {
    const char *s = getenv("BENCH_TARGET_MS");
    int64_t ms = s != NULL ? atoll(s) : 0;
    return ms > 0 ? ms : 50;
}

static inline void bench_exit(int32_t code) {
    fflush(stdout);
    exit(code);
}

// bench_resident_bytes is the resident set size from /proc/self/statm, or -1.
static inline int64_t bench_resident_bytes(void) {
    FILE *f = fopen("/proc/self/statm", "r");
    long size = 0, resident = 0;
    if (f == NULL || fscanf(f, "%ld %ld", &size, &resident) != 2) {
        resident = -1;
    }
    if (f != NULL) {
        fclose(f);
    }
    return resident < 0 ? -1 : (int64_t)resident * sysconf(_SC_PAGESIZE);
}
