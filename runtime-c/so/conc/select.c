//go:build ignore
// so/conc Select, as Go's select statement.
//
// 1. Lock every distinct channel of the cases, in address order (so two Selects, or a Select
//    and Close, can never deadlock on each other's locks).
// 2. Visit the cases in a random permutation (Fisher-Yates with a per-thread xorshift) and
//    perform the first one that can proceed: the choice is uniform among the ready cases, as in
//    Go. A send case on a closed channel panics when it is reached; a receive case on a closed
//    drained channel proceeds with ok = false.
// 3. Nothing ready: with a Default case, unlock and return it. Otherwise link one waiter per
//    case into its channel's queue, all sharing one parker (waitq.h): the first partner to CAS
//    the parker out of WAITING fires its case, every other partner finds the claim failing and
//    drops our waiter. Unlock, park until DONE.
// 4. Lock each channel again (one at a time) and unlink our waiters that are still queued.
//    Only after that may the waiters' stack memory go away.
#include "so/conc/chan_impl.h"

conc_Case conc_RecvCase(conc_Chan *ch, void *dst) {
    return (conc_Case){.kind = conc_CaseRecv, .ok = false, .ch = ch, .val = dst};
}

conc_Case conc_SendCase(conc_Chan *ch, const void *v) {
    return (conc_Case){.kind = conc_CaseSend, .ok = false, .ch = ch, .val = (void *)v};
}

conc_Case conc_Default(void) {
    return (conc_Case){.kind = conc_CaseDefault, .ok = false, .ch = NULL, .val = NULL};
}

// A cheap per-thread random number generator (xorshift64*), seeded from the thread's own
// address and the clock so threads do not share a sequence.
static __thread uint64_t so_rand_state;

static uint32_t so_rand32(void) {
    uint64_t x = so_rand_state;
    if (x == 0) {
        x = (uint64_t)(uintptr_t)&so_rand_state ^ (uint64_t)so_now_ns() ^ 0x9E3779B97F4A7C15ull;
        if (x == 0)
            x = 1;
    }
    x ^= x >> 12;
    x ^= x << 25;
    x ^= x >> 27;
    so_rand_state = x;
    return (uint32_t)((x * 0x2545F4914F6CDD1Dull) >> 32);
}

// A uniform number in [0, n) (Lemire's multiply-shift; the tiny bias is irrelevant here).
static uint32_t so_rand_n(uint32_t n) {
    return (uint32_t)(((uint64_t)so_rand32() * n) >> 32);
}

static struct conc_chan *so_case_chan(const conc_Case *c) {
    if (c->kind != conc_CaseRecv && c->kind != conc_CaseSend)
        return NULL;
    return c->ch ? c->ch->impl : NULL;
}

static void so_unlock_all(struct conc_chan **locks, int64_t nlocks) {
    for (int64_t i = nlocks - 1; i >= 0; i--)
        so_lock_release(&locks[i]->lock);
}

int64_t conc_Select(conc_Case *cases, int64_t n) {
    int64_t dflt = -1, nchan = 0;
    for (int64_t i = 0; i < n; i++) {
        if (cases[i].kind == conc_CaseDefault)
            dflt = i;
        else if (so_case_chan(&cases[i]))
            nchan++;
    }
    if (nchan == 0) {
        if (dflt >= 0)
            return dflt;
        so_block_forever();
    }

    // Cases with a channel, in random poll order; and the distinct channels in address order.
    int64_t order[nchan];
    struct conc_chan *locks[nchan];
    int64_t k = 0;
    for (int64_t i = 0; i < n; i++) {
        if (!so_case_chan(&cases[i]))
            continue;
        int64_t j = (int64_t)so_rand_n((uint32_t)(k + 1)); // inside-out Fisher-Yates
        if (j != k)
            order[k] = order[j];
        order[j] = i;
        locks[k] = so_case_chan(&cases[i]);
        k++;
    }
    for (int64_t i = 1; i < nchan; i++) { // insertion sort: case lists are short
        struct conc_chan *c = locks[i];
        int64_t j = i - 1;
        while (j >= 0 && (uintptr_t)locks[j] > (uintptr_t)c) {
            locks[j + 1] = locks[j];
            j--;
        }
        locks[j + 1] = c;
    }
    int64_t nlocks = 0;
    for (int64_t i = 0; i < nchan; i++)
        if (nlocks == 0 || locks[nlocks - 1] != locks[i])
            locks[nlocks++] = locks[i];

    for (int64_t i = 0; i < nlocks; i++)
        so_lock_acquire(&locks[i]->lock);

    // Pass 1: the first ready case in poll order proceeds.
    for (int64_t p = 0; p < nchan; p++) {
        int64_t i = order[p];
        conc_Case *cs = &cases[i];
        struct conc_chan *c = cs->ch->impl;
        so_chan_after a;
        if (cs->kind == conc_CaseRecv) {
            if (so_chan_recv_locked(c, cs->val, &a)) {
                so_unlock_all(locks, nlocks);
                so_chan_finish(c, &a);
                cs->ok = true;
                return i;
            }
            if (c->closed) {
                so_unlock_all(locks, nlocks);
                so_chan_zero(c, cs->val);
                cs->ok = false;
                return i;
            }
        } else {
            if (c->closed) {
                so_unlock_all(locks, nlocks);
                so_panic("send on closed channel");
            }
            if (so_chan_send_locked(c, cs->val, &a)) {
                so_unlock_all(locks, nlocks);
                so_chan_finish(c, &a);
                return i;
            }
        }
    }
    if (dflt >= 0) {
        so_unlock_all(locks, nlocks);
        return dflt;
    }

    // Pass 2: park on every channel at once (no channel is closed here: a closed channel makes
    // its receive case ready and its send case panic in pass 1).
    so_parker pk;
    so_parker_init(&pk);
    so_waiter ws[nchan];
    for (int64_t p = 0; p < nchan; p++) {
        int64_t i = order[p];
        struct conc_chan *c = cases[i].ch->impl;
        ws[p].pk = &pk;
        ws[p].slot = cases[i].val;
        ws[p].index = (int32_t)i;
        so_waitq_push(cases[i].kind == conc_CaseRecv ? &c->recvq : &c->sendq, &ws[p]);
    }
    so_unlock_all(locks, nlocks);
    so_parker_wait(&pk, -1);

    // Pass 3: unlink the waiters that did not fire.
    for (int64_t l = 0; l < nlocks; l++) {
        struct conc_chan *c = locks[l];
        so_lock_acquire(&c->lock);
        for (int64_t p = 0; p < nchan; p++) {
            int64_t i = order[p];
            if (cases[i].ch->impl == c && ws[p].queued)
                so_waitq_remove(cases[i].kind == conc_CaseRecv ? &c->recvq : &c->sendq, &ws[p]);
        }
        so_lock_release(&c->lock);
    }

    int64_t i = pk.fired;
    conc_Case *cs = &cases[i];
    if (cs->kind == conc_CaseSend) {
        if (!pk.ok)
            so_panic("send on closed channel");
    } else {
        cs->ok = pk.ok;
        if (!pk.ok)
            so_chan_zero(cs->ch->impl, cs->val);
    }
    return i;
}
