// The chan rows of benchmarks.md, against so/conc channels. Go twin: bench/go/chan.go.
// Every channel carries int64 values; every run checks that the sum of the values received is
// the sum of the values sent.
//
// Rows:
//   ChanUncontended       one thread fills a channel of capacity 100 and drains it [ns/value]
//   ChanProdCons0/10/100  one producer thread, one consumer thread, capacity 0/10/100 [ns/value]
//   ChanPingPong          two threads, two unbuffered channels, ping then pong [ns/roundtrip]
//   ChanMPMC              4 producers, 4 consumers, capacity 128 [ns/value]
//   Select2, Select4      one consumer selects over 2/4 channels (capacity 100), one producer per
//                         channel [ns/value]
//   FloorFutexPingPong    not a runtime row: the same ping-pong between two OS threads
//                         (conc_GoWith OSThread) with raw futex calls and no spinning, the cost of
//                         two kernel wake-ups per round trip on this machine, the floor for any
//                         handoff that parks a thread [ns/roundtrip]
#include "bench.h"

#include <linux/futex.h>
#include <sys/syscall.h>
#include <unistd.h>

#define BATCH 1000

static conc_Chan new_chan(int64_t cap) {
    return conc_NewChan(mem_System(), (int64_t)sizeof(int64_t), (int64_t)_Alignof(int64_t), cap);
}

static int64_t sum_to(int64_t k) { // 1 + 2 + ... + k
    return k * (k + 1) / 2;
}

// ---- One thread -----------------------------------------------------------------------------

static int64_t chan_uncontended(int64_t n, void *ctx) {
    (void)ctx;
    conc_Chan ch = new_chan(100);
    int64_t sum = 0;
    int64_t t0 = bench_now();
    for (int64_t b = 0; b < n; b++) {
        for (int64_t i = 1; i <= 100; i++) {
            conc_Chan_Send(ch, &i);
        }
        for (int64_t i = 0; i < 100; i++) {
            int64_t v;
            conc_Chan_Recv(ch, &v);
            sum += v;
        }
    }
    int64_t d = bench_now() - t0;
    conc_Chan_Free(ch);
    if (sum != n * sum_to(100)) {
        bench_fail("ChanUncontended", "wrong sum");
    }
    return d;
}

// ---- Producer and consumer ------------------------------------------------------------------

typedef struct prodcons {
    const char *name;
    int64_t cap;
    int64_t count;
    conc_Chan ch;
    int64_t sum;
} prodcons;

static void producer(void *p, int idx) {
    (void)idx;
    prodcons *pc = p;
    for (int64_t i = 1; i <= pc->count; i++) {
        conc_Chan_Send(pc->ch, &i);
    }
}

static void consumer(void *p) {
    prodcons *pc = p;
    int64_t sum = 0;
    for (int64_t i = 0; i < pc->count; i++) {
        int64_t v;
        conc_Chan_Recv(pc->ch, &v);
        sum += v;
    }
    pc->sum = sum;
}

static int64_t prod_cons(int64_t n, void *p) {
    prodcons *pc = p;
    pc->ch = new_chan(pc->cap);
    pc->count = n * BATCH;
    int64_t d = bench_parallel(1, producer, pc, consumer);
    conc_Chan_Free(pc->ch);
    if (pc->sum != sum_to(pc->count)) {
        bench_fail(pc->name, "wrong sum");
    }
    return d;
}

// ---- Ping-pong ------------------------------------------------------------------------------

typedef struct pingpong {
    conc_Chan ping, pong;
    int64_t rounds;
    int64_t sum;
} pingpong;

static void ponger(void *p, int idx) {
    (void)idx;
    pingpong *pp = p;
    for (int64_t i = 0; i < pp->rounds; i++) {
        int64_t v;
        conc_Chan_Recv(pp->ping, &v);
        v++;
        conc_Chan_Send(pp->pong, &v);
    }
}

static void pinger(void *p) {
    pingpong *pp = p;
    int64_t sum = 0;
    for (int64_t i = 0; i < pp->rounds; i++) {
        int64_t v = i;
        conc_Chan_Send(pp->ping, &v);
        conc_Chan_Recv(pp->pong, &v);
        sum += v;
    }
    pp->sum = sum;
}

static int64_t ping_pong(int64_t n, void *p) {
    pingpong *pp = p;
    pp->ping = new_chan(0);
    pp->pong = new_chan(0);
    pp->rounds = n * BATCH;
    int64_t d = bench_parallel(1, ponger, pp, pinger);
    conc_Chan_Free(pp->ping);
    conc_Chan_Free(pp->pong);
    if (pp->sum != sum_to(pp->rounds)) {
        bench_fail("ChanPingPong", "wrong sum");
    }
    return d;
}

// ---- The kernel floor: ping-pong on two raw futex words --------------------------------------

typedef struct futexpp {
    uint32_t turn; // 0: the pinger's turn, 1: the ponger's turn
    int64_t rounds;
} futexpp;

static void futex_wait_while(uint32_t *addr, uint32_t v) {
    while (__atomic_load_n(addr, __ATOMIC_ACQUIRE) == v) {
        syscall(SYS_futex, addr, FUTEX_WAIT_PRIVATE, v, NULL, NULL, 0);
    }
}

static void futex_set(uint32_t *addr, uint32_t v) {
    __atomic_store_n(addr, v, __ATOMIC_RELEASE);
    syscall(SYS_futex, addr, FUTEX_WAKE_PRIVATE, 1, NULL, NULL, 0);
}

static void futex_ponger(void *p, int idx) {
    (void)idx;
    futexpp *f = p;
    for (int64_t i = 0; i < f->rounds; i++) {
        futex_wait_while(&f->turn, 0);
        futex_set(&f->turn, 0);
    }
}

static void futex_pinger(void *p, int idx) {
    if (idx == 1) {
        futex_ponger(p, idx);
        return;
    }
    futexpp *f = p;
    for (int64_t i = 0; i < f->rounds; i++) {
        futex_set(&f->turn, 1);
        futex_wait_while(&f->turn, 1);
    }
}

static int64_t futex_ping_pong(int64_t n, void *p) {
    futexpp *f = p;
    f->turn = 0;
    f->rounds = n * BATCH;
    // Two OS threads: a raw futex wait would block a carrier of the task scheduler.
    return bench_parallel_opts(2, futex_pinger, f, NULL, (conc_ThreadOptions){.OSThread = true});
}

// ---- Many producers, many consumers ----------------------------------------------------------

#define MPMC_SIDE 4

typedef struct mpmc {
    conc_Chan ch;
    int64_t per_producer;
    int producers_left;
    int64_t sum;
} mpmc;

static void mpmc_worker(void *p, int idx) {
    mpmc *m = p;
    if (idx < MPMC_SIDE) {
        for (int64_t i = 1; i <= m->per_producer; i++) {
            conc_Chan_Send(m->ch, &i);
        }
        if (__atomic_sub_fetch(&m->producers_left, 1, __ATOMIC_ACQ_REL) == 0) {
            conc_Chan_Close(m->ch);
        }
    } else {
        int64_t sum = 0, v;
        while (conc_Chan_Recv(m->ch, &v)) {
            sum += v;
        }
        __atomic_add_fetch(&m->sum, sum, __ATOMIC_RELAXED);
    }
}

static int64_t chan_mpmc(int64_t n, void *p) {
    mpmc *m = p;
    m->ch = new_chan(128);
    m->per_producer = n * BATCH / MPMC_SIDE;
    m->producers_left = MPMC_SIDE;
    m->sum = 0;
    int64_t d = bench_parallel(2 * MPMC_SIDE, mpmc_worker, m, NULL);
    conc_Chan_Free(m->ch);
    if (m->sum != MPMC_SIDE * sum_to(m->per_producer)) {
        bench_fail("ChanMPMC", "wrong sum");
    }
    return d;
}

// ---- Select ---------------------------------------------------------------------------------

#define SELECT_MAX 4

typedef struct selbench {
    const char *name;
    int k;
    conc_Chan chs[SELECT_MAX];
    int64_t per_producer;
    int64_t sum;
    bool bad;
} selbench;

static void sel_producer(void *p, int idx) {
    selbench *s = p;
    for (int64_t i = 1; i <= s->per_producer; i++) {
        conc_Chan_Send(s->chs[idx], &i);
    }
}

static void sel_consumer(void *p) {
    selbench *s = p;
    int64_t v = 0, sum = 0;
    conc_Case cases[SELECT_MAX];
    for (int i = 0; i < s->k; i++) {
        cases[i] = conc_RecvCase(&s->chs[i], &v);
    }
    int64_t total = s->per_producer * s->k;
    for (int64_t i = 0; i < total; i++) {
        int64_t c = conc_Select(cases, s->k);
        if (c < 0 || c >= s->k || !cases[c].ok) {
            s->bad = true;
            break;
        }
        sum += v;
    }
    s->sum = sum;
}

static int64_t select_run(int64_t n, void *p) {
    selbench *s = p;
    for (int i = 0; i < s->k; i++) {
        s->chs[i] = new_chan(100);
    }
    s->per_producer = n * BATCH / s->k;
    s->bad = false;
    int64_t d = bench_parallel(s->k, sel_producer, s, sel_consumer);
    for (int i = 0; i < s->k; i++) {
        conc_Chan_Free(s->chs[i]);
    }
    if (s->bad || s->sum != s->k * sum_to(s->per_producer)) {
        bench_fail(s->name, "wrong sum or case");
    }
    return d;
}

int main(int argc, char **argv) {
    bench_init(argc, argv);
    if (bench_wanted("ChanUncontended")) {
        bench_print_per("ChanUncontended", bench_measure(chan_uncontended, NULL), 100, 1,
                        "ns/value");
    }
    static const int64_t caps[] = {0, 10, 100};
    static const char *const names[] = {"ChanProdCons0", "ChanProdCons10", "ChanProdCons100"};
    for (int i = 0; i < 3; i++) {
        if (bench_wanted(names[i])) {
            prodcons pc = {.name = names[i], .cap = caps[i]};
            bench_print_per(names[i], bench_measure(prod_cons, &pc), BATCH, 1, "ns/value");
        }
    }
    if (bench_wanted("ChanPingPong")) {
        pingpong pp = {0};
        bench_print_per("ChanPingPong", bench_measure(ping_pong, &pp), BATCH, 1, "ns/roundtrip");
    }
    if (bench_wanted("ChanMPMC")) {
        mpmc m = {0};
        bench_print_per("ChanMPMC", bench_measure(chan_mpmc, &m), BATCH, 1, "ns/value");
    }
    static const int ks[] = {2, 4};
    static const char *const snames[] = {"Select2", "Select4"};
    for (int i = 0; i < 2; i++) {
        if (bench_wanted(snames[i])) {
            selbench s = {.name = snames[i], .k = ks[i]};
            bench_print_per(snames[i], bench_measure(select_run, &s), BATCH, 1, "ns/value");
        }
    }
    if (bench_wanted("FloorFutexPingPong")) {
        futexpp f = {0};
        bench_print_per("FloorFutexPingPong", bench_measure(futex_ping_pong, &f), BATCH, 1,
                        "ns/roundtrip");
    }
    return bench_finish();
}
