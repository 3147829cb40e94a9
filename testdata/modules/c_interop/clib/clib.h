// Used by clib.go (//so:embed): calls a task-shaped function, as the runtime's pool does.
static inline void clib_call_with(void (*f)(void *), void *arg) {
    f(arg);
}
