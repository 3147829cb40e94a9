//! The user-space context switch: save the callee-saved registers of the running context on its
//! own stack, store its stack pointer, load another stack pointer, restore that context's
//! registers and return into it. Per the System V x86-64 ABI the callee-saved state is rbx, rbp,
//! r12-r15, the MXCSR control bits and the x87 control word; everything else the compiler already
//! treats as clobbered by a call. That is the whole cost of a switch: 8 stores, 8 loads, a return.
//!
//! A fresh context is a stack prepared so that the first switch into it "returns" into
//! [`so_rt_task_start`], which calls the task's entry with the task pointer taken from r12.

#[cfg(not(target_arch = "x86_64"))]
compile_error!("so-runtime's task switch is written for x86-64 (System V); port context.rs first");

std::arch::global_asm!(
    ".text",
    ".globl so_rt_switch",
    ".type so_rt_switch,@function",
    ".p2align 4",
    // so_rt_switch(save: *mut usize /* rdi */, load: usize /* rsi */)
    "so_rt_switch:",
    ".cfi_startproc",
    "push rbp",
    "push rbx",
    "push r12",
    "push r13",
    "push r14",
    "push r15",
    "sub rsp, 8",
    "stmxcsr [rsp]",
    "fnstcw [rsp + 4]",
    "mov [rdi], rsp",
    "mov rsp, rsi",
    "ldmxcsr [rsp]",
    "fldcw [rsp + 4]",
    "add rsp, 8",
    "pop r15",
    "pop r14",
    "pop r13",
    "pop r12",
    "pop rbx",
    "pop rbp",
    "ret",
    ".cfi_endproc",
    ".size so_rt_switch, .-so_rt_switch",
    "",
    ".globl so_rt_task_start",
    ".type so_rt_task_start,@function",
    ".p2align 4",
    // Entered by the first switch into a fresh context: r12 holds the argument, r13 the entry.
    "so_rt_task_start:",
    ".cfi_startproc",
    ".cfi_undefined rip", // the outermost frame: unwinders and debuggers stop here
    "mov rdi, r12",
    "call r13",
    "ud2",
    ".cfi_endproc",
    ".size so_rt_task_start, .-so_rt_task_start",
);

extern "C" {
    fn so_rt_switch(save: *mut usize, load: usize);
    fn so_rt_task_start();
}

/// Saves the running context's stack pointer into `*save` and resumes the context whose stack
/// pointer is `load`. Returns when some later switch resumes the saved context (possibly on
/// another OS thread).
///
/// # Safety
/// `load` must be a stack pointer saved by a switch (or made by [`prepare`]) whose context is
/// not running anywhere, and nothing else may resume the saved context before this one is off
/// its stack (the scheduler's post-switch action publishes it).
#[inline(always)]
pub unsafe fn switch(save: *mut usize, load: usize) {
    so_rt_switch(save, load)
}

/// Prepares a fresh context on the stack whose highest address is `top`: the first switch into
/// it calls `entry(arg)` on that stack. `entry` must never return.
///
/// # Safety
/// `[top - 128, top)` must be writable memory owned by the new context.
pub unsafe fn prepare(top: usize, entry: unsafe extern "C" fn(usize) -> !, arg: usize) -> usize {
    // After the final `ret` the stack pointer must be 16-byte aligned (so_rt_task_start then
    // `call`s the entry as a normal function).
    let after_ret = (top - 16) & !15;
    let sp = after_ret - 8 * 8;
    let words = sp as *mut u64;
    // [sp]: MXCSR (default 0x1F80) and x87 control word (default 0x037F).
    *words = 0x1F80 | (0x037F << 32);
    *words.add(1) = 0; // r15
    *words.add(2) = 0; // r14
    *words.add(3) = entry as usize as u64; // r13
    *words.add(4) = arg as u64; // r12
    *words.add(5) = 0; // rbx
    *words.add(6) = 0; // rbp: ends frame-pointer chains
    *words.add(7) = so_rt_task_start as *const () as usize as u64; // return address
    sp
}
