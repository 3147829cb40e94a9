//go:build ignore
// The context switch of the task scheduler, written by hand: a task switch saves and restores
// only the registers the C calling convention says a callee must preserve, plus the stack
// pointer, and costs about 10 ns on the development machine (glibc's swapcontext makes a system
// call and costs about 400 ns).
//
// so_ctx_switch(save, load, ret) pushes the callee-saved registers on the current stack, stores
// the stack pointer into *save, switches to the stack pointer `load` (saved by an earlier
// so_ctx_switch, or built by so_ctx_init), pops that context's registers and returns into it;
// the value it returns there is `ret` (the scheduler passes the context that switched, so the
// resumed one can finish what that one left: see so_after_switch in sched.c).
//
// Not saved: the floating-point control state (x87 control word and MXCSR on x86-64, FPCR on
// AArch64). It belongs to the carrier thread, as it does for goroutines in Go: a task that
// changes the rounding mode changes it for whatever runs on that carrier next. Saving it costs
// about 95 ns per switch here (fldcw and ldmxcsr serialise the pipeline).
//
// The first switch to a context made by so_ctx_init "returns" into so_ctx_start, which calls
// entry(prev, arg) on an aligned stack. The frame pointer is 0 there and the return address is
// marked undefined in the unwind information, so debuggers and the sanitizers' unwinders stop.
#include "so/conc/sched_impl.h"

void so_ctx_start(void);

#if defined(__x86_64__)

// Frame layout, from the saved stack pointer up: r15 r14 r13 r12 rbx rbp, return address.
__asm__(".text\n"
        ".globl so_ctx_switch\n"
        ".hidden so_ctx_switch\n"
        ".type so_ctx_switch,@function\n"
        ".p2align 4\n"
        "so_ctx_switch:\n"
        "    .cfi_startproc\n"
        "    pushq %rbp\n"
        "    pushq %rbx\n"
        "    pushq %r12\n"
        "    pushq %r13\n"
        "    pushq %r14\n"
        "    pushq %r15\n"
        "    movq %rsp, (%rdi)\n"
        "    movq %rsi, %rsp\n"
        "    popq %r15\n"
        "    popq %r14\n"
        "    popq %r13\n"
        "    popq %r12\n"
        "    popq %rbx\n"
        "    popq %rbp\n"
        "    movq %rdx, %rax\n"
        "    ret\n"
        "    .cfi_endproc\n"
        ".size so_ctx_switch, .-so_ctx_switch\n"
        "\n"
        ".globl so_ctx_start\n"
        ".hidden so_ctx_start\n"
        ".type so_ctx_start,@function\n"
        ".p2align 4\n"
        "so_ctx_start:\n"
        "    .cfi_startproc\n"
        "    .cfi_undefined rip\n"
        "    movq %rax, %rdi\n" // prev
        "    movq %rbx, %rsi\n" // arg
        "    call *%r12\n"      // entry(prev, arg); never returns
        "    ud2\n"
        "    .cfi_endproc\n"
        ".size so_ctx_start, .-so_ctx_start\n");

void *so_ctx_init(uintptr_t lo, uintptr_t hi, void (*entry)(so_task *prev, void *arg), void *arg) {
    (void)lo;
    uintptr_t top = hi & ~(uintptr_t)15;
    // After the six pops and the ret, %rsp is top - 16 (16-byte aligned), so the call in
    // so_ctx_start enters entry with the alignment the ABI requires. Above it, a zero "return
    // address" ends the chain for unwinders that walk frame pointers.
    uint64_t *f = (uint64_t *)(top - 72);
    f[0] = 0;                        // r15
    f[1] = 0;                        // r14
    f[2] = 0;                        // r13
    f[3] = (uint64_t)(uintptr_t)entry; // r12
    f[4] = (uint64_t)(uintptr_t)arg;   // rbx
    f[5] = 0;                        // rbp: the end of the frame chain
    f[6] = (uint64_t)(uintptr_t)so_ctx_start;
    f[7] = 0;
    f[8] = 0;
    return f;
}

#elif defined(__aarch64__)

// Frame layout (176 bytes), from the saved stack pointer up: x19..x28, x29 (frame pointer),
// x30 (link register), d8..d15.
__asm__(".text\n"
        ".globl so_ctx_switch\n"
        ".hidden so_ctx_switch\n"
        ".type so_ctx_switch,%function\n"
        ".p2align 4\n"
        "so_ctx_switch:\n"
        "    .cfi_startproc\n"
        "    sub sp, sp, #176\n"
        "    stp x19, x20, [sp, #0]\n"
        "    stp x21, x22, [sp, #16]\n"
        "    stp x23, x24, [sp, #32]\n"
        "    stp x25, x26, [sp, #48]\n"
        "    stp x27, x28, [sp, #64]\n"
        "    stp x29, x30, [sp, #80]\n"
        "    stp d8, d9, [sp, #96]\n"
        "    stp d10, d11, [sp, #112]\n"
        "    stp d12, d13, [sp, #128]\n"
        "    stp d14, d15, [sp, #144]\n"
        "    mov x9, sp\n"
        "    str x9, [x0]\n"
        "    mov sp, x1\n"
        "    ldp x19, x20, [sp, #0]\n"
        "    ldp x21, x22, [sp, #16]\n"
        "    ldp x23, x24, [sp, #32]\n"
        "    ldp x25, x26, [sp, #48]\n"
        "    ldp x27, x28, [sp, #64]\n"
        "    ldp x29, x30, [sp, #80]\n"
        "    ldp d8, d9, [sp, #96]\n"
        "    ldp d10, d11, [sp, #112]\n"
        "    ldp d12, d13, [sp, #128]\n"
        "    ldp d14, d15, [sp, #144]\n"
        "    add sp, sp, #176\n"
        "    mov x0, x2\n"
        "    ret\n"
        "    .cfi_endproc\n"
        ".size so_ctx_switch, .-so_ctx_switch\n"
        "\n"
        ".globl so_ctx_start\n"
        ".hidden so_ctx_start\n"
        ".type so_ctx_start,%function\n"
        ".p2align 4\n"
        "so_ctx_start:\n"
        "    .cfi_startproc\n"
        "    .cfi_undefined x30\n"
        "    mov x1, x19\n" // arg; x0 already holds prev
        "    blr x20\n"     // entry(prev, arg); never returns
        "    brk #0\n"
        "    .cfi_endproc\n"
        ".size so_ctx_start, .-so_ctx_start\n");

void *so_ctx_init(uintptr_t lo, uintptr_t hi, void (*entry)(so_task *prev, void *arg), void *arg) {
    (void)lo;
    uintptr_t top = hi & ~(uintptr_t)15;
    uint64_t *f = (uint64_t *)(top - 176 - 16);
    for (int i = 0; i < 22 + 2; i++)
        f[i] = 0;
    f[0] = (uint64_t)(uintptr_t)arg;   // x19
    f[1] = (uint64_t)(uintptr_t)entry; // x20
    f[10] = 0;                         // x29: the end of the frame chain
    f[11] = (uint64_t)(uintptr_t)so_ctx_start; // x30
    return f;
}

#else
#error "so/conc tasks: no context switch for this CPU (x86-64 and AArch64 are supported)"
#endif
