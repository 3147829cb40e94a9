// GOMAXPROCS sets how many carrier threads run tasks, as it sets Go's Ps: the program runs itself
// again with GOMAXPROCS set to 1, 3, unset and invalid, and each child counts the OS threads of
// its process once it has started a task and waited for it (the main thread is carrier 0; the
// other threads are the carriers the scheduler started and its monitor). Nothing is runnable
// while the child counts, so the monitor has no reason to add a carrier: the count is exact.
// Unset, empty or invalid values mean one carrier per CPU the process may run on, as in Go.
#define _GNU_SOURCE
#include <sched.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "so/conc/conc.h"

extern char **environ;

static int threads(void) {
    FILE *f = fopen("/proc/self/status", "r");
    char line[256];
    int n = -1;
    while (f != NULL && fgets(line, sizeof line, f) != NULL)
        if (sscanf(line, "Threads: %d", &n) == 1)
            break;
    if (f != NULL)
        fclose(f);
    return n;
}

static void *hello(void *arg) {
    return arg;
}

static int child(const char *label) {
    int before = threads();
    conc_Thread_Wait(conc_Go(hello, NULL));
    int after = threads();
    int monitor = 1;
#if defined(__SANITIZE_THREAD__)
    monitor += 1; // ThreadSanitizer's background thread, started with the first thread
#endif
    int carriers = after - before + 1 - monitor;
    cpu_set_t set;
    int cpus = sched_getaffinity(0, sizeof set, &set) == 0 ? CPU_COUNT(&set) : -1;
    if (strcmp(label, "1") == 0 || strcmp(label, "3") == 0)
        printf("GOMAXPROCS=%s: %d carrier(s)\n", label, carriers);
    else
        printf("GOMAXPROCS %s: one carrier per CPU: %s\n", label,
               carriers == cpus ? "yes" : "NO");
    return 0;
}

// Runs this program again with GOMAXPROCS=value (NULL: unset) and argv[1] = label.
static void spawn(const char *label, const char *value) {
    fflush(stdout);
    if (value != NULL)
        setenv("GOMAXPROCS", value, 1);
    else
        unsetenv("GOMAXPROCS");
    char *argv[] = {"task_gomaxprocs", (char *)label, NULL};
    pid_t pid;
    int status = 0;
    if (posix_spawn(&pid, "/proc/self/exe", NULL, NULL, argv, environ) != 0 ||
        waitpid(pid, &status, 0) != pid) {
        printf("%s: cannot run the child\n", label);
        return;
    }
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
        printf("%s: child failed (status %d)\n", label, status);
}

int main(int argc, char **argv) {
    if (argc > 1)
        return child(argv[1]);
    spawn("1", "1");
    spawn("3", "3");
    spawn("unset", NULL);
    spawn("empty", "");
    spawn("invalid (0)", "0");
    spawn("invalid (abc)", "abc");
    return 0;
}
