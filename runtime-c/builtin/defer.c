// defer.c - the deferred calls of generated functions (so_Defers, see builtin.h).

#include "builtin.h"

void so_call_func0(so_Func f) {
    if (f.env != NULL)
        ((void (*)(void *))f.fn)(f.env);
    else
        ((void (*)(void))so_func_fn(f))();
}

// Makes the pending calls, last deferred first. Each record is taken off the list before its
// call is made, so a panic inside the call (which runs this frame again) goes on with the next.
static void so_defers_run(so_DeferFrame *frame) {
    so_Defers *d = (so_Defers *)frame;
    while (d->pending != NULL) {
        so_Deferred *r = d->pending;
        d->pending = r->next;
        so_call_func0(r->call);
    }
}

void so_defers_begin(so_Defers *d) {
    d->pending = NULL;
    d->frame.run = so_defers_run;
    so_defer_push(&d->frame);
}

void so_defers_end(so_Defers *d) {
    so_defers_run(&d->frame);
    so_defer_pop(&d->frame);
}
