//go:build ignore
// so/conc channels: a per-channel futex lock around a ring buffer and two FIFO queues of parked
// waiters, with direct handoff. See waitq.h for the parking protocol and chan_impl.h for the
// channel invariants.
//
// A sender that finds a parked receiver claims it, releases the lock, copies the value straight
// into the receiver's destination and wakes exactly that thread. A receiver that finds a parked
// sender takes its value (unbuffered) or moves it into the buffer slot it just emptied
// (buffered, full) and wakes exactly that sender. Nobody broadcasts; a waiter spins on its own
// parker word before it sleeps in the kernel.
#include "so/conc/chan_impl.h"

// The monotonic deadline d nanoseconds from now; -1 (no deadline) when d < 0 or so far away
// that it does not fit.
static int64_t so_deadline(int64_t d) {
    if (d < 0)
        return -1;
    int64_t now = so_now_ns();
    return d > INT64_MAX - now ? -1 : now + d;
}

// A nil channel: nothing can ever happen. A task parks for good (and counts as blocked for
// deadlock detection); a thread sleeps for good.
_Noreturn void so_block_forever(void) {
    if (so_task_self() != NULL) {
        for (;;)
            so_park();
    }
    uint32_t word = 0;
    for (;;)
        so_futex_wait(&word, 0, -1);
}

// A nil channel with a timeout: nothing can happen, only the time passes.
static void so_sleep_ns(int64_t d) {
    int64_t deadline = so_deadline(d);
    if (deadline < 0)
        so_block_forever();
    so_sleep_until(deadline);
}

conc_Chan conc_NewChan(mem_Allocator alloc, int64_t elem_size, int64_t elem_align, int64_t cap) {
    if (cap < 0)
        so_panic("conc: negative channel capacity");
    if (elem_size < 0)
        elem_size = 0;
    if (elem_align < 1)
        elem_align = 1;
    int64_t align = elem_align > (int64_t)_Alignof(struct conc_chan)
                        ? elem_align
                        : (int64_t)_Alignof(struct conc_chan);
    int64_t header = ((int64_t)sizeof(struct conc_chan) + elem_align - 1) & ~(elem_align - 1);
    int64_t bytes;
    if (__builtin_mul_overflow(elem_size, cap, &bytes) ||
        __builtin_add_overflow(bytes, header, &bytes))
        so_panic("conc: out of memory");
    mem_Result r = mem_Allocator_Alloc(alloc, bytes, align);
    if (r.err != mem_ErrNone || r.ptr == NULL)
        so_panic("conc: out of memory");
    struct conc_chan *c = r.ptr;
    memset(c, 0, sizeof *c);
    c->elem_size = elem_size;
    c->cap = cap;
    c->buf = (uint8_t *)r.ptr + header;
    c->alloc = alloc;
    c->alloc_size = bytes;
    c->alloc_align = align;
    return (conc_Chan){c};
}

void conc_Chan_Free(conc_Chan ch) {
    struct conc_chan *c = ch.impl;
    if (!c)
        return;
    mem_Allocator_Free(c->alloc, c, c->alloc_size, c->alloc_align);
}

int64_t conc_Chan_Len(conc_Chan ch) {
    struct conc_chan *c = ch.impl;
    if (!c)
        return 0;
    so_lock_acquire(&c->lock);
    int64_t n = c->count;
    so_lock_release(&c->lock);
    return n;
}

int64_t conc_Chan_Cap(conc_Chan ch) {
    return ch.impl ? ch.impl->cap : 0;
}

// Parks the calling thread as a sender (is_send) or receiver on c, whose lock is held and which
// is open; releases the lock. Returns conc_Ok when the partner completed us (pk->ok tells a
// value moved, false: closed meanwhile) or conc_Timeout after a successful cancel.
static conc_Status so_chan_park(struct conc_chan *c, bool is_send, void *slot, int64_t deadline,
                                so_parker *pk) {
    so_waiter w;
    so_parker_init(pk);
    w.pk = pk;
    w.slot = slot;
    w.index = 0;
    so_waitq_push(is_send ? &c->sendq : &c->recvq, &w);
    so_lock_release(&c->lock);
    if (so_parker_wait(pk, deadline))
        return conc_Ok; // the waker unlinked w before it claimed it
    // Cancelled: no partner can claim us any more; unlink w if nobody dropped it yet.
    so_lock_acquire(&c->lock);
    if (w.queued)
        so_waitq_remove(is_send ? &c->sendq : &c->recvq, &w);
    so_lock_release(&c->lock);
    return conc_Timeout;
}

// The shared body of every send. d < 0: block; d == 0: do not wait; d > 0: wait at most d ns.
// Returns Ok, Timeout or Closed; never panics.
static conc_Status so_chan_send(struct conc_chan *c, const void *v, int64_t d) {
    int64_t deadline = d > 0 ? so_deadline(d) : -1;
    so_lock_acquire(&c->lock);
    if (c->closed) {
        so_lock_release(&c->lock);
        return conc_Closed;
    }
    so_chan_after a;
    if (so_chan_send_locked(c, v, &a)) {
        so_lock_release(&c->lock);
        so_chan_finish(c, &a);
        return conc_Ok;
    }
    if (d == 0) {
        so_lock_release(&c->lock);
        return conc_Timeout;
    }
    so_parker pk;
    conc_Status st = so_chan_park(c, true, (void *)v, deadline, &pk);
    if (st != conc_Ok)
        return st;
    return pk.ok ? conc_Ok : conc_Closed;
}

// The shared body of every receive; same convention for d. On Closed, *dst is zeroed.
static conc_Status so_chan_recv(struct conc_chan *c, void *dst, int64_t d) {
    int64_t deadline = d > 0 ? so_deadline(d) : -1;
    so_lock_acquire(&c->lock);
    so_chan_after a;
    if (so_chan_recv_locked(c, dst, &a)) {
        so_lock_release(&c->lock);
        so_chan_finish(c, &a);
        return conc_Ok;
    }
    if (c->closed) {
        so_lock_release(&c->lock);
        so_chan_zero(c, dst);
        return conc_Closed;
    }
    if (d == 0) {
        so_lock_release(&c->lock);
        return conc_Timeout;
    }
    so_parker pk;
    conc_Status st = so_chan_park(c, false, dst, deadline, &pk);
    if (st != conc_Ok)
        return st;
    if (!pk.ok) {
        so_chan_zero(c, dst);
        return conc_Closed;
    }
    return conc_Ok;
}

void conc_Chan_Send(conc_Chan ch, const void *v) {
    if (!ch.impl)
        so_block_forever();
    if (so_chan_send(ch.impl, v, -1) != conc_Ok)
        so_panic("send on closed channel");
}

bool conc_Chan_Recv(conc_Chan ch, void *dst) {
    if (!ch.impl)
        so_block_forever();
    return so_chan_recv(ch.impl, dst, -1) == conc_Ok;
}

conc_Status conc_Chan_SendTimeout(conc_Chan ch, const void *v, int64_t d) {
    if (!ch.impl) {
        if (d > 0)
            so_sleep_ns(d);
        return conc_Timeout;
    }
    return so_chan_send(ch.impl, v, d > 0 ? d : 0);
}

conc_Status conc_Chan_RecvTimeout(conc_Chan ch, void *dst, int64_t d) {
    if (!ch.impl) {
        if (d > 0)
            so_sleep_ns(d);
        return conc_Timeout;
    }
    return so_chan_recv(ch.impl, dst, d > 0 ? d : 0);
}

bool conc_Chan_TrySend(conc_Chan ch, const void *v) {
    if (!ch.impl)
        return false;
    conc_Status st = so_chan_send(ch.impl, v, 0);
    if (st == conc_Closed)
        so_panic("send on closed channel");
    return st == conc_Ok;
}

bool conc_Chan_TryRecv(conc_Chan ch, void *dst) {
    if (!ch.impl)
        return false;
    return so_chan_recv(ch.impl, dst, 0) == conc_Ok;
}

// Close: mark closed and complete every parked waiter with ok = false. Waiters are claimed and
// unlinked under the lock and completed after it is released (their memory is theirs until
// DONE, so the list threaded through `next` stays valid until each one is completed).
void conc_Chan_Close(conc_Chan ch) {
    struct conc_chan *c = ch.impl;
    if (!c)
        so_panic("close of nil channel");
    so_lock_acquire(&c->lock);
    if (c->closed) {
        so_lock_release(&c->lock);
        so_panic("close of closed channel");
    }
    c->closed = true;
    so_waiter *list = NULL;
    so_waitq *queues[2] = {&c->recvq, &c->sendq};
    for (int i = 0; i < 2; i++) {
        so_waiter *w;
        while ((w = so_waitq_claim(queues[i])) != NULL) {
            w->next = list;
            list = w;
        }
    }
    so_lock_release(&c->lock);
    while (list) {
        so_waiter *next = list->next;
        list->pk->fired = list->index;
        list->pk->ok = false;
        so_parker_complete(list->pk);
        list = next;
    }
}
