// Elements are copied in and out whole, whatever their size and alignment: a 40-byte struct,
// a 16-byte-aligned value, single bytes, and zero-size elements (Go's chan struct{}).
#include <stdio.h>
#include <string.h>

#include "so/conc/conc.h"

typedef struct {
    int64_t a, b, c;
    char name[16];
} big;

typedef struct {
    _Alignas(16) int64_t lo;
    int64_t hi;
} wide;

typedef struct {
    char nothing[0];
} empty;

static conc_Chan bigs;

static void *big_sender(void *arg) {
    (void)arg;
    for (int i = 0; i < 3; i++) {
        big b = {i, i * 10, i * 100, ""};
        snprintf(b.name, sizeof b.name, "item-%d", i);
        conc_Chan_Send(bigs, &b);
    }
    conc_Chan_Close(bigs);
    return NULL;
}

int main(void) {
    bigs = conc_NewChanOf(big, mem_System(), 0);
    conc_Thread t = conc_Go(big_sender, NULL);
    big b;
    while (conc_Chan_Recv(bigs, &b))
        printf("big %lld %lld %lld %s\n", (long long)b.a, (long long)b.b, (long long)b.c, b.name);
    conc_Thread_Wait(t);
    conc_Chan_Free(bigs);

    conc_Chan w = conc_NewChanOf(wide, mem_System(), 2);
    wide x = {-1, 1}, y = {0, 0};
    conc_Chan_Send(w, &x);
    conc_Chan_Recv(w, &y);
    printf("wide %lld %lld aligned=%s\n", (long long)y.lo, (long long)y.hi,
           ((uintptr_t)&y % 16) == 0 ? "yes" : "no");
    conc_Chan_Free(w);

    conc_Chan bytes = conc_NewChanOf(char, mem_System(), 5);
    const char *msg = "hello";
    for (int i = 0; i < 5; i++)
        conc_Chan_Send(bytes, &msg[i]);
    char out[6] = {0};
    for (int i = 0; i < 5; i++)
        conc_Chan_Recv(bytes, &out[i]);
    printf("bytes %s\n", out);
    conc_Chan_Free(bytes);

    conc_Chan e = conc_NewChan(mem_System(), 0, 1, 3);
    empty z;
    for (int i = 0; i < 3; i++)
        conc_Chan_Send(e, &z);
    printf("empty len=%lld cap=%lld\n", (long long)conc_Chan_Len(e), (long long)conc_Chan_Cap(e));
    int n = 0;
    while (conc_Chan_TryRecv(e, &z))
        n++;
    printf("empty received %d\n", n);
    conc_Chan_Free(e);
    return 0;
}
