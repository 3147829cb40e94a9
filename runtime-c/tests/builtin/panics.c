// Twin of panics.go: one panic per case (the argument), covering panic(v) for every kind of
// value, named types, runtime errors, deferred calls before the message, nested panics and a
// panic on another thread.
#include "builtin/builtin.h"

#include <math.h>
#include <pthread.h>
#include <stdlib.h>

static void println_str(so_String s) {
    so_Print p;
    so_print_begin(&p);
    so_print_string(&p, s);
    so_print_nl(&p);
    so_print_end(&p);
}

static void println_int(int64_t v) {
    so_Print p;
    so_print_begin(&p);
    so_print_int(&p, v);
    so_print_nl(&p);
    so_print_end(&p);
}

// Deferred calls the way generated code may register them: a frame per function.
typedef struct {
    so_DeferFrame frame;
    int n;                  // deferred calls registered so far
    so_String messages[4];  // println(messages[i]) for each
} PrintDefers;

static void run_print_defers(so_DeferFrame *f) {
    PrintDefers *d = (PrintDefers *)f;
    while (d->n > 0)
        println_str(d->messages[--d->n]);
}

typedef struct {
    so_DeferFrame frame;
    int pending;
} NestedDefers;

static void run_nested_defers(so_DeferFrame *f) {
    NestedDefers *d = (NestedDefers *)f;
    // defer println("deferred outer"); defer func() { panic("second") }()
    if (d->pending == 2) {
        d->pending = 1;
        so_panic_string(so_str("second"));
    }
    if (d->pending == 1) {
        d->pending = 0;
        println_str(so_str("deferred outer"));
    }
}

static pthread_barrier_t start;

static void *thread_panics(void *arg) {
    (void)arg;
    pthread_barrier_wait(&start);
    so_panic_string(so_str("from a thread"));
}

int main(int argc, char **argv) {
    (void)argc;
    int c = atoi(argv[1]);
    volatile int64_t zero = 0;
    so_Print p;
    so_print_begin(&p);
    so_print_string(&p, so_str("case"));
    so_print_sp(&p);
    so_print_int(&p, c);
    so_print_nl(&p);
    so_print_end(&p);
    switch (c) {
    case 0:
        so_panic_string(so_str("a\nb"));
    case 1:
        so_panic_int(42);
    case 2:
        so_panic_uint((uint8_t)200);
    case 3:
        so_panic_float64(1.5);
    case 4:
        so_panic_float32(0.1f);
    case 5:
        so_panic_bool(true);
    case 6:
        so_panic_nil_value();
    case 7:
        so_panic_named_int("main.MyInt", -3);
    case 8:
        so_panic_named_string("main.MyStr", so_str("x\ny"));
    case 9:
        so_panic_named_float64("main.MyFloat", -INFINITY);
    case 10:
        so_panic_named_bool("main.MyBool", false);
    case 11:
        so_panic_named_uint("main.MyUint", 65535);
    case 12:
        so_panic_named_float32("main.MyF32", 1e10f);
    case 13:
        so_panic_string(so_str("boom"));
    case 14:
        so_panic_int(INT64_MIN);
    case 15:
        println_int(so_div_i8(1, (int8_t)zero));
        break;
    case 16:
        println_int(so_div_i16(1, (int16_t)zero));
        break;
    case 17:
        println_int(so_div_i32(1, (int32_t)zero));
        break;
    case 18:
        println_int(so_div_i64(1, (int64_t)zero));
        break;
    case 19:
        println_int(so_div_u8(1, (uint8_t)zero));
        break;
    case 20:
        println_int(so_div_u16(1, (uint16_t)zero));
        break;
    case 21:
        println_int(so_div_u32(1, (uint32_t)zero));
        break;
    case 22:
        println_int((int64_t)so_div_u64(1, (uint64_t)zero));
        break;
    case 23:
        println_int(so_rem_i8(1, (int8_t)zero));
        break;
    case 24:
        println_int(so_rem_i16(1, (int16_t)zero));
        break;
    case 25:
        println_int(so_rem_i32(1, (int32_t)zero));
        break;
    case 26:
        println_int(so_rem_i64(1, (int64_t)zero));
        break;
    case 27:
        println_int(so_rem_u8(1, (uint8_t)zero));
        break;
    case 28:
        println_int(so_rem_u16(1, (uint16_t)zero));
        break;
    case 29:
        println_int(so_rem_u32(1, (uint32_t)zero));
        break;
    case 30:
        println_int((int64_t)so_rem_u64(1, (uint64_t)zero));
        break;
    case 31: {
        int64_t n = zero - 1;
        println_int(so_shl_i64(1, so_shift_count(n)));
        break;
    }
    case 32: {
        int8_t n = (int8_t)(zero - 100);
        println_int(so_shr_u8(1, so_shift_count(n)));
        break;
    }
    case 33: {
        int64_t *ptr = (int64_t *)(uintptr_t)zero;
        println_int(*so_nil_check(ptr));
        break;
    }
    case 34: {
        PrintDefers d = {.n = 0};
        so_defer_push(&d.frame);
        d.frame.run = run_print_defers;
        d.messages[d.n++] = so_str("deferred 1");
        d.messages[d.n++] = so_str("deferred 2");
        so_panic_string(so_str("boom"));
    }
    case 35: {
        NestedDefers d = {.frame = {.run = run_nested_defers}, .pending = 2};
        so_defer_push(&d.frame);
        so_panic_string(so_str("first"));
    }
    case 36: {
        so_Slice s = so_make(int64_t, 2, 3);
        s = so_append(int64_t, s, 1);
        so_print_begin(&p);
        so_print_int(&p, s.len);
        so_print_sp(&p);
        so_print_int(&p, s.cap);
        so_print_nl(&p);
        so_print_end(&p);
        s = so_append(int64_t, s, 2);
        break;
    }
    case 37: {
        int64_t n = zero - 1;
        so_Slice s = so_make(int64_t, n, n);
        (void)s;
        break;
    }
    case 38: {
        int64_t n = zero + 3;
        so_Slice s = so_make(int64_t, 5, n);
        (void)s;
        break;
    }
    case 39: {
        int64_t n = zero + ((int64_t)1 << 62);
        so_Slice s = so_make(int64_t, n, n);
        (void)s;
        break;
    }
    case 40: {
        int64_t n = zero + ((int64_t)1 << 62);
        so_Slice s = so_make(int64_t, 1, n);
        (void)s;
        break;
    }
    case 41: {
        pthread_t t[4];
        pthread_barrier_init(&start, NULL, 4);
        for (int i = 0; i < 4; i++)
            pthread_create(&t[i], NULL, thread_panics, NULL);
        for (int i = 0; i < 4; i++)
            pthread_join(t[i], NULL);
        break;
    }
    case 42:
        so_panic_string(so_str(""));
    case 43:
        so_panic_named_string("main.MyStr", so_str(""));
    }
    return 0;
}
