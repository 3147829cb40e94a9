// Channels end to end, written for the runtime harness: an unbuffered ping-pong between two
// threads (every send is a rendezvous), a buffered channel's FIFO order and Len/Cap, the
// non-blocking and timed forms, close rules that do not panic, and Select with and without
// Default. Everything printed is independent of thread scheduling.
#include <stdint.h>
#include <stdio.h>

#include "so/conc/conc.h"
#include "so/mem/mem.h"

typedef struct {
    conc_Chan ping, pong;
} Pair;

static void *echo(void *arg) {
    Pair *p = arg;
    int64_t v;
    while (conc_Chan_Recv(p->ping, &v))
        conc_Chan_SendOf(int64_t, p->pong, v * 2);
    return NULL;
}

static void *late_sender(void *arg) {
    conc_Chan ch = *(conc_Chan *)arg;
    conc_Chan_SendOf(int32_t, ch, 77);
    return NULL;
}

int main(void) {
    mem_Tracker tr = mem_NewTracker(mem_System());
    mem_Allocator a = mem_Tracker_Allocator(&tr);

    // Ping-pong over two unbuffered channels.
    Pair p = {conc_NewChanOf(int64_t, a, 0), conc_NewChanOf(int64_t, a, 0)};
    conc_Thread t = conc_Go(echo, &p);
    int64_t sum = 0;
    for (int64_t i = 1; i <= 1000; i++) {
        conc_Chan_Send(p.ping, &i);
        int64_t r;
        if (!conc_Chan_Recv(p.pong, &r) || r != 2 * i) {
            printf("bad echo at %lld\n", (long long)i);
            return 1;
        }
        sum += r;
    }
    conc_Chan_Close(p.ping);
    conc_Thread_Wait(t);
    printf("ping-pong: 1000 round trips, sum %lld, cap %lld\n", (long long)sum,
           (long long)conc_Chan_Cap(p.ping));

    // Buffered FIFO, Len and Cap, TrySend on a full channel.
    conc_Chan b = conc_NewChanOf(int32_t, a, 3);
    for (int32_t i = 10; i < 13; i++)
        conc_Chan_SendOf(int32_t, b, i);
    int32_t extra = 99;
    printf("len %lld cap %lld, TrySend on full: %s\n", (long long)conc_Chan_Len(b),
           (long long)conc_Chan_Cap(b), conc_Chan_TrySend(b, &extra) ? "true" : "false");
    printf("SendTimeout on full: %d\n", (int)conc_Chan_SendTimeout(b, &extra, 1000000));
    conc_Chan_Close(b);
    int32_t v = -1;
    while (conc_Chan_Recv(b, &v))
        printf("recv %d\n", v);
    printf("after drain: v=%d\n", v);
    v = 5;
    conc_Status st = conc_Chan_RecvTimeout(b, &v, 0);
    printf("RecvTimeout on closed: %d, v=%d\n", (int)st, v);
    v = 5;
    bool ok = conc_Chan_TryRecv(b, &v);
    printf("TryRecv on closed: %s, v=%d\n", ok ? "true" : "false", v);

    // Timed receive that times out, then one that a late sender satisfies.
    conc_Chan u = conc_NewChanOf(int32_t, a, 0);
    printf("RecvTimeout, nobody sends: %d\n", (int)conc_Chan_RecvTimeout(u, &v, 2000000));
    printf("RecvTimeout d=0: %d\n", (int)conc_Chan_RecvTimeout(u, &v, 0));
    printf("TryRecv: %s\n", conc_Chan_TryRecv(u, &v) ? "true" : "false");
    t = conc_Go(late_sender, &u);
    st = conc_Chan_RecvTimeout(u, &v, 10000000000LL);
    printf("RecvTimeout with a sender: %d, v=%d\n", (int)st, v);
    conc_Thread_Wait(t);

    // Select: default when nothing is ready, then a ready buffered receive, then a closed one.
    conc_Chan s = conc_NewChanOf(int32_t, a, 1);
    conc_Chan nil = {0};
    int32_t got = 0;
    conc_Case cases[3] = {conc_RecvCase(&s, &got), conc_RecvCase(&nil, &got), conc_Default()};
    printf("select, nothing ready: %lld\n", (long long)conc_Select(cases, 3));
    conc_Chan_SendOf(int32_t, s, 5);
    int64_t i = conc_Select(cases, 3);
    printf("select, value ready: %lld got %d ok %d\n", (long long)i, got, cases[i].ok);
    conc_Chan_Close(s);
    got = 123;
    i = conc_Select(cases, 2);
    printf("select, closed: %lld got %d ok %d\n", (long long)i, got, cases[i].ok);
    int32_t out = 8;
    conc_Chan r = conc_NewChanOf(int32_t, a, 1);
    conc_Case sc[2] = {conc_SendCase(&r, &out), conc_SendCase(&nil, &out)};
    i = conc_Select(sc, 2);
    printf("select send: %lld, len %lld\n", (long long)i, (long long)conc_Chan_Len(r));

    conc_Chan_Free(p.ping);
    conc_Chan_Free(p.pong);
    conc_Chan_Free(b);
    conc_Chan_Free(u);
    conc_Chan_Free(s);
    conc_Chan_Free(r);
    conc_Chan_Free(nil);
    printf("allocs %lld frees %lld in use %lld\n", (long long)mem_Tracker_Allocs(&tr),
           (long long)mem_Tracker_Frees(&tr), (long long)mem_Tracker_InUse(&tr));
    return 0;
}
