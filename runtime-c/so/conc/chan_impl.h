// Private to so/conc: the channel object and the operations chan.c and select.c share.
//
// A channel is one allocation: this header followed by the ring buffer of `cap` elements.
// Everything below is protected by `lock`, except the immutable fields (elem_size, cap, buf,
// alloc, alloc_size, alloc_align).
//
// Invariants (under the lock):
// * sendq holds senders only while the buffer is full (or, unbuffered, while no receiver
//   waits); recvq holds receivers only while the buffer is empty and no sender waits. Stale
//   waiters (a Select that fired elsewhere, a cancelled timeout) may sit in either queue; they
//   are dropped when met (see waitq.h).
// * Once `closed` is set no waiter is ever queued again: Close completes them all, senders with
//   ok = false (they panic or report Closed), receivers with ok = false (closed and drained).
#ifndef SO_CONC_CHAN_IMPL_H
#define SO_CONC_CHAN_IMPL_H

#include <string.h>

#include "so/conc/conc.h"
#include "so/conc/waitq.h"

struct conc_chan {
    so_lock lock;
    bool closed;
    int64_t elem_size;
    int64_t cap;
    int64_t head;  // index of the oldest buffered element
    int64_t count; // buffered elements
    uint8_t *buf;  // cap * elem_size bytes, right after this header
    so_waitq recvq, sendq;
    mem_Allocator alloc;
    int64_t alloc_size, alloc_align;
};

// Blocks the calling task or thread for good (a nil channel, a Select with nothing to wait on).
_Noreturn void so_block_forever(void);

static inline void so_chan_copy(struct conc_chan *c, void *dst, const void *src) {
    if (dst && c->elem_size > 0)
        memcpy(dst, src, (size_t)c->elem_size);
}

static inline void so_chan_zero(struct conc_chan *c, void *dst) {
    if (dst && c->elem_size > 0)
        memset(dst, 0, (size_t)c->elem_size);
}

// What a successful locked operation still has to do after the lock is released: complete a
// claimed partner, copying the value into or out of its slot first when `copy_*` says so.
typedef struct so_chan_after {
    so_waiter *partner; // claimed waiter to complete, or NULL
    void *copy_dst;     // if non-NULL after the unlock copy copy_src -> copy_dst
    const void *copy_src;
} so_chan_after;

// Finish a successful operation outside the lock. The partner's slot is ours until DONE.
static inline void so_chan_finish(struct conc_chan *c, so_chan_after *a) {
    if (a->copy_dst)
        so_chan_copy(c, a->copy_dst, a->copy_src);
    if (a->partner) {
        a->partner->pk->fired = a->partner->index;
        a->partner->pk->ok = true;
        so_parker_complete(a->partner->pk);
    }
}

// Try to receive with the lock held and the channel known to be open or closed. Returns true if
// a value was taken (*a says what to finish after unlocking). Does not handle the closed case.
static inline bool so_chan_recv_locked(struct conc_chan *c, void *dst, so_chan_after *a) {
    a->partner = NULL;
    a->copy_dst = NULL;
    a->copy_src = NULL;
    if (c->count > 0) {
        uint8_t *slot = c->buf + c->head * c->elem_size;
        so_chan_copy(c, dst, slot);
        // The buffer was full if a sender waits: move its value into the freed slot, keeping
        // FIFO order (it goes behind everything already buffered).
        so_waiter *s = so_waitq_claim(&c->sendq);
        if (s) {
            so_chan_copy(c, slot, s->slot);
            c->head = c->head + 1 == c->cap ? 0 : c->head + 1;
            a->partner = s;
        } else {
            c->head = c->head + 1 == c->cap ? 0 : c->head + 1;
            c->count--;
        }
        return true;
    }
    so_waiter *s = so_waitq_claim(&c->sendq);
    if (s) {
        // Unbuffered (or an empty buffer): take the value straight from the parked sender.
        a->partner = s;
        a->copy_dst = dst;
        a->copy_src = s->slot;
        return true;
    }
    return false;
}

// Try to send with the lock held on an open channel. Returns true if the value was delivered or
// buffered.
static inline bool so_chan_send_locked(struct conc_chan *c, const void *v, so_chan_after *a) {
    a->partner = NULL;
    a->copy_dst = NULL;
    a->copy_src = NULL;
    so_waiter *r = so_waitq_claim(&c->recvq);
    if (r) {
        // A receiver waits, so the buffer is empty: hand the value directly to it.
        a->partner = r;
        a->copy_dst = r->slot;
        a->copy_src = v;
        return true;
    }
    if (c->count < c->cap) {
        int64_t tail = c->head + c->count;
        if (tail >= c->cap)
            tail -= c->cap;
        so_chan_copy(c, c->buf + tail * c->elem_size, v);
        c->count++;
        return true;
    }
    return false;
}

#endif
