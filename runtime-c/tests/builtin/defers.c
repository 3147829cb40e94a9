// Twin of defers.go: the deferred calls of generated functions, registered the way solod's
// generated code registers them (so_Defers, so_defer, so_defers_end at the epilogue).
#include "builtin/builtin.h"

#include <stdlib.h>

static void println_str(so_String s) {
    so_Print p;
    so_print_begin(&p);
    so_print_string(&p, s);
    so_print_nl(&p);
    so_print_end(&p);
}

// say("...") deferred with its argument: the argument lives in the call's environment.
typedef struct {
    so_String s;
} SayEnv;

static void say_thunk(void *env) {
    println_str(((SayEnv *)env)->s);
}

// A macro, so that the environment lives in the caller's frame.
#define SAY(d, text)                                                                           \
    do {                                                                                       \
        SayEnv *e_ = alloca(sizeof *e_);                                                       \
        e_->s = so_str(text);                                                                  \
        so_defer((d), so_closure(say_thunk, e_));                                              \
    } while (0)

static void panic_second(void) {
    so_panic_string(so_str("second"));
}

static void panic_at_return(void) {
    so_panic_string(so_str("at return"));
}

typedef struct {
    int64_t *n;
} LoopEnv;

static void print_loop(void *env) {
    so_Print p;
    so_print_begin(&p);
    so_print_string(&p, so_str("loop"));
    so_print_sp(&p);
    so_print_int(&p, *((LoopEnv *)env)->n);
    so_print_nl(&p);
    so_print_end(&p);
}

static void inner(int c) {
    so_Defers defers;
    so_defers_begin(&defers);
    SAY(&defers, "inner 1");
    SAY(&defers, "inner 2");
    switch (c) {
    case 1:
        so_panic_string(so_str("boom"));
    case 2:
        SAY(&defers, "inner 3");
        so_defer(&defers, so_func(panic_second));
        so_panic_string(so_str("first"));
    case 3:
        so_defer(&defers, so_func(panic_at_return));
        break;
    case 4:
        so_defer(&defers, so_nil_func);
        break;
    }
    println_str(so_str("inner returns"));
    so_defers_end(&defers);
}

int main(int argc, char **argv) {
    (void)argc;
    int c = atoi(argv[1]);
    so_Defers defers;
    so_defers_begin(&defers);
    SAY(&defers, "main 1");
    if (c == 5) {
        for (int64_t i = 0; i < 3; i++) {
            int64_t *n = so_new_val(int64_t, i * 10);
            LoopEnv *env = alloca(sizeof *env);
            env->n = n;
            so_defer(&defers, so_closure(print_loop, env));
        }
        goto epilogue;
    }
    inner(c);
    println_str(so_str("main returns"));
epilogue:
    so_defers_end(&defers);
    return 0;
}
