//go:build ignore

// Pasted into the C source of package testing (//so:embed in sys_so.go).
//
// FailNow and SkipNow. So has neither recover nor goroutines, so a test cannot be ended by
// unwinding its goroutine as Go's testing does. Instead testing_protect calls the test
// function after setjmp, and records in the test (guard) the jump buffer and the innermost
// frame of pending deferred calls at that moment; testing_unwind (FailNow, SkipNow) makes the
// pending deferred calls of every frame linked since then, innermost first, exactly as a
// panic would (so_defers_unwind_to), and longjmps back, where testing_protect returns false.
// The frames in between are left without returning: their alloca memory is given up with
// them, and their deferred calls have run. FailNow must be called on the thread that runs the
// test (as in Go, from the test's goroutine).
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

typedef struct testing_Guard {
    jmp_buf jb;
    so_DeferFrame *defers; // the deferred calls pending before the test function started
} testing_Guard;

void testing_write(int64_t fd, so_Slice b) {
    const uint8_t *p = (const uint8_t *)b.ptr;
    int64_t n = b.len;
    while (n > 0) {
        ssize_t w = write((int)fd, p, (size_t)n);
        if (w < 0) {
            if (errno == EINTR)
                continue;
            return;
        }
        p += w;
        n -= w;
    }
}

// The call-site notes of frames at or below this one are stale (those calls returned): drop
// them, so the test starts with the notes of the calls in progress.
__attribute__((noinline)) static int64_t testing_sites_settle(void) {
    so_Sites *st = &so_sites_;
    const void *here = __builtin_frame_address(0);
    int64_t n = st->n;
    while (n > 0 && (uintptr_t)st->s[n - 1].frame <= (uintptr_t)here)
        n--;
    st->n = n;
    return n;
}

bool testing_protect(so_Func f, void *t, void **guard, int64_t *base) {
    testing_Guard g;
    void *volatile saved = *guard;
    g.defers = so_defer_top();
    *base = testing_sites_settle();
    *guard = &g;
    if (setjmp(g.jb) == 0) {
        if (f.env != NULL)
            ((void (*)(void *, void *))f.fn)(f.env, t);
        else
            ((void (*)(void *))so_func_fn(f))(t);
        *guard = saved;
        return true;
    }
    *guard = saved;
    return false;
}

void testing_unwind(void *guard) {
    testing_Guard *g = (testing_Guard *)guard;
    so_defers_unwind_to(g->defers);
    longjmp(g->jb, 1);
}

int64_t testing_site_depth(void) {
    return so_sites_.n;
}

so_String testing_site_file(int64_t i) {
    return so_string_from_cstr(so_sites_.s[i].file);
}

int64_t testing_site_line(int64_t i) {
    return so_sites_.s[i].line;
}

so_String testing_site_func(int64_t i) {
    return so_string_from_cstr(so_sites_.s[i].func);
}

void testing_exit(int64_t code) {
    exit((int)code);
}

// Go's shortest formatting ('g', -1): the builtins' (print.c).
int so_format_float64(char *buf, double v);
int so_format_float32(char *buf, float v);

int64_t testing_format_float(so_Slice buf, double v, uint8_t verb, int64_t prec, int64_t bits) {
    char *out = (char *)buf.ptr;
    size_t room = (size_t)buf.len;
    char tmp[400];
    int n;
    if (isnan(v)) {
        n = snprintf(tmp, sizeof tmp, "NaN");
    } else if (isinf(v)) {
        n = snprintf(tmp, sizeof tmp, "%s", v > 0 ? "+Inf" : "-Inf");
    } else if ((verb == 'g' || verb == 'G') && prec < 0) {
        n = bits == 32 ? so_format_float32(tmp, (float)v) : so_format_float64(tmp, v);
        if (verb == 'G')
            for (int i = 0; i < n; i++)
                if (tmp[i] == 'e')
                    tmp[i] = 'E';
    } else {
        if (prec > 300)
            prec = 300;
        char fmt[8] = {'%', '.', '*', (char)verb, 0};
        n = snprintf(tmp, sizeof tmp, fmt, (int)prec, v);
    }
    if (n < 0)
        n = 0;
    if ((size_t)n > room)
        n = (int)room;
    memcpy(out, tmp, (size_t)n);
    return n;
}

bool testing_has_env(so_Func f) {
    return f.env != NULL;
}

// glibc's, declared here (its header declares it only under _GNU_SOURCE).
extern int sched_getaffinity(int pid, size_t size, void *mask);

// The CPUs the program may run on (as Go's GOMAXPROCS default counts them).
int64_t testing_ncpu(void) {
    uint64_t mask[16] = {0};
    if (sched_getaffinity(0, sizeof mask, mask) == 0) {
        int64_t n = 0;
        for (size_t i = 0; i < sizeof mask / sizeof mask[0]; i++)
            n += __builtin_popcountll(mask[i]);
        if (n > 0)
            return n;
    }
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n > 0 ? n : 1;
}

// The processor's name, as /proc/cpuinfo gives it ("model name"), trimmed.
int64_t testing_cpu_name(so_Slice buf) {
    FILE *f = fopen("/proc/cpuinfo", "r");
    if (f == NULL)
        return 0;
    char line[512];
    int64_t n = 0;
    while (fgets(line, sizeof line, f) != NULL) {
        if (strncmp(line, "model name", 10) != 0)
            continue;
        char *v = strchr(line, ':');
        if (v == NULL)
            break;
        v++;
        while (*v == ' ' || *v == '\t')
            v++;
        size_t len = strlen(v);
        while (len > 0 && (v[len - 1] == '\n' || v[len - 1] == ' ' || v[len - 1] == '\t'))
            len--;
        if ((int64_t)len > buf.len)
            len = (size_t)buf.len;
        memcpy(buf.ptr, v, len);
        n = (int64_t)len;
        break;
    }
    fclose(f);
    return n;
}

// B.Loop's slow path (set by the package's init).
static bool (*testing_loop_slow_fn)(void *b);

void testing_set_loop_slow(bool (*f)(void *b)) {
    testing_loop_slow_fn = f;
}

bool testing_loop_slow(void *b) {
    return testing_loop_slow_fn(b);
}
