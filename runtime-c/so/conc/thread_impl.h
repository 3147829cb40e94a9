// Private to so/conc: starting a pthread with an optional stack size (thread.c), shared by the
// pool's workers.
#ifndef SO_CONC_THREAD_IMPL_H
#define SO_CONC_THREAD_IMPL_H

#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>

// Starts entry(arg); stack_size <= 0 means the system default, otherwise it is rounded up to
// PTHREAD_STACK_MIN and to whole pages. Returns false if the system refuses.
bool so_conc_thread_start(pthread_t *out, void *(*entry)(void *), void *arg, int64_t stack_size);

#endif
