//! The ABI layout contract: every struct of the four headers has, in Rust (`so_runtime::abi`),
//! the size, alignment and field offsets the C compiler gives it. A C program prints
//! `sizeof`/`_Alignof`/`offsetof` for each; the same lines are computed from the Rust types.
//! (Generated once from the headers' struct list; edit both sides together.)
#![cfg(not(loom))] // the ABI types are not compiled under loom

use so_runtime::abi::*;

// The runtime library calls five functions of the C builtins (runtime-c/builtin), which a C
// program links beside it; this Rust test links the library without them and never calls
// into the scheduler, so these definitions only satisfy the linker.
#[no_mangle]
extern "C" fn so_task_local_switch(_save: *mut u8, _load: *const u8) {
    std::process::abort()
}
#[no_mangle]
extern "C" fn so_task_local_end(_tl: *mut u8) {
    std::process::abort()
}
#[no_mangle]
extern "C" fn so_thread_signal_init() {
    std::process::abort()
}
#[no_mangle]
extern "C" fn so_c_result_take() -> *const u8 {
    std::process::abort()
}
#[no_mangle]
extern "C" fn so_panic(_msg: *const std::ffi::c_char) -> ! {
    std::process::abort()
}
use std::mem::{align_of, offset_of, size_of};
use std::path::Path;
use std::process::Command;

const C_PROGRAM: &str = "#include <stddef.h>\n#include <stdio.h>\n#include \"so/sync/sync.h\"\n#include \"so/sync/atomic/atomic.h\"\n#include \"so/mem/mem.h\"\n#include \"so/conc/conc.h\"\n\nint main(void) {\n    printf(\"sync_Mutex %zu %zu\\n\", sizeof(sync_Mutex), _Alignof(sync_Mutex));\n    printf(\"sync_Mutex.state %zu\\n\", offsetof(sync_Mutex, state));\n    printf(\"sync_RWMutex %zu %zu\\n\", sizeof(sync_RWMutex), _Alignof(sync_RWMutex));\n    printf(\"sync_RWMutex.state %zu\\n\", offsetof(sync_RWMutex, state));\n    printf(\"sync_RWMutex.writer_notify %zu\\n\", offsetof(sync_RWMutex, writer_notify));\n    printf(\"sync_Cond %zu %zu\\n\", sizeof(sync_Cond), _Alignof(sync_Cond));\n    printf(\"sync_Cond.seq %zu\\n\", offsetof(sync_Cond, seq));\n    printf(\"sync_Cond.pad %zu\\n\", offsetof(sync_Cond, pad));\n    printf(\"sync_Cond.mu %zu\\n\", offsetof(sync_Cond, mu));\n    printf(\"sync_Once %zu %zu\\n\", sizeof(sync_Once), _Alignof(sync_Once));\n    printf(\"sync_Once.state %zu\\n\", offsetof(sync_Once, state));\n    printf(\"sync_WaitGroup %zu %zu\\n\", sizeof(sync_WaitGroup), _Alignof(sync_WaitGroup));\n    printf(\"sync_WaitGroup.state %zu\\n\", offsetof(sync_WaitGroup, state));\n    printf(\"sync_WaitGroup.seq %zu\\n\", offsetof(sync_WaitGroup, seq));\n    printf(\"sync_WaitGroup.pad %zu\\n\", offsetof(sync_WaitGroup, pad));\n    printf(\"atomic_Bool %zu %zu\\n\", sizeof(atomic_Bool), _Alignof(atomic_Bool));\n    printf(\"atomic_Bool.v %zu\\n\", offsetof(atomic_Bool, v));\n    printf(\"atomic_Int32 %zu %zu\\n\", sizeof(atomic_Int32), _Alignof(atomic_Int32));\n    printf(\"atomic_Int32.v %zu\\n\", offsetof(atomic_Int32, v));\n    printf(\"atomic_Int64 %zu %zu\\n\", sizeof(atomic_Int64), _Alignof(atomic_Int64));\n    printf(\"atomic_Int64.v %zu\\n\", offsetof(atomic_Int64, v));\n    printf(\"atomic_Uint32 %zu %zu\\n\", sizeof(atomic_Uint32), _Alignof(atomic_Uint32));\n    printf(\"atomic_Uint32.v %zu\\n\", offsetof(atomic_Uint32, v));\n    printf(\"atomic_Uint64 %zu %zu\\n\", sizeof(atomic_Uint64), _Alignof(atomic_Uint64));\n    printf(\"atomic_Uint64.v %zu\\n\", offsetof(atomic_Uint64, v));\n    printf(\"atomic_Uintptr %zu %zu\\n\", sizeof(atomic_Uintptr), _Alignof(atomic_Uintptr));\n    printf(\"atomic_Uintptr.v %zu\\n\", offsetof(atomic_Uintptr, v));\n    printf(\"atomic_Pointer %zu %zu\\n\", sizeof(atomic_Pointer), _Alignof(atomic_Pointer));\n    printf(\"atomic_Pointer.v %zu\\n\", offsetof(atomic_Pointer, v));\n    printf(\"mem_Result %zu %zu\\n\", sizeof(mem_Result), _Alignof(mem_Result));\n    printf(\"mem_Result.ptr %zu\\n\", offsetof(mem_Result, ptr));\n    printf(\"mem_Result.err %zu\\n\", offsetof(mem_Result, err));\n    printf(\"mem_AllocatorMethods %zu %zu\\n\", sizeof(mem_AllocatorMethods), _Alignof(mem_AllocatorMethods));\n    printf(\"mem_AllocatorMethods.Alloc %zu\\n\", offsetof(mem_AllocatorMethods, Alloc));\n    printf(\"mem_AllocatorMethods.Realloc %zu\\n\", offsetof(mem_AllocatorMethods, Realloc));\n    printf(\"mem_AllocatorMethods.Free %zu\\n\", offsetof(mem_AllocatorMethods, Free));\n    printf(\"mem_Allocator %zu %zu\\n\", sizeof(mem_Allocator), _Alignof(mem_Allocator));\n    printf(\"mem_Allocator.self %zu\\n\", offsetof(mem_Allocator, self));\n    printf(\"mem_Allocator.methods %zu\\n\", offsetof(mem_Allocator, methods));\n    printf(\"mem_Arena %zu %zu\\n\", sizeof(mem_Arena), _Alignof(mem_Arena));\n    printf(\"mem_Arena.buf %zu\\n\", offsetof(mem_Arena, buf));\n    printf(\"mem_Arena.len %zu\\n\", offsetof(mem_Arena, len));\n    printf(\"mem_Arena.offset %zu\\n\", offsetof(mem_Arena, offset));\n    printf(\"mem_Tracker %zu %zu\\n\", sizeof(mem_Tracker), _Alignof(mem_Tracker));\n    printf(\"mem_Tracker.inner %zu\\n\", offsetof(mem_Tracker, inner));\n    printf(\"mem_Tracker.allocs %zu\\n\", offsetof(mem_Tracker, allocs));\n    printf(\"mem_Tracker.reallocs %zu\\n\", offsetof(mem_Tracker, reallocs));\n    printf(\"mem_Tracker.frees %zu\\n\", offsetof(mem_Tracker, frees));\n    printf(\"mem_Tracker.bytes %zu\\n\", offsetof(mem_Tracker, bytes));\n    printf(\"mem_Tracker.in_use %zu\\n\", offsetof(mem_Tracker, in_use));\n    printf(\"conc_Thread %zu %zu\\n\", sizeof(conc_Thread), _Alignof(conc_Thread));\n    printf(\"conc_Thread.handle %zu\\n\", offsetof(conc_Thread, handle));\n    printf(\"conc_ThreadOptions %zu %zu\\n\", sizeof(conc_ThreadOptions), _Alignof(conc_ThreadOptions));\n    printf(\"conc_ThreadOptions.StackSize %zu\\n\", offsetof(conc_ThreadOptions, StackSize));\n    printf(\"conc_ThreadOptions.OSThread %zu\\n\", offsetof(conc_ThreadOptions, OSThread));\n    printf(\"conc_ThreadResult %zu %zu\\n\", sizeof(conc_ThreadResult), _Alignof(conc_ThreadResult));\n    printf(\"conc_ThreadResult.Result %zu\\n\", offsetof(conc_ThreadResult, Result));\n    printf(\"conc_ThreadResult.Tab %zu\\n\", offsetof(conc_ThreadResult, Tab));\n    printf(\"conc_PoolOptions %zu %zu\\n\", sizeof(conc_PoolOptions), _Alignof(conc_PoolOptions));\n    printf(\"conc_PoolOptions.NumThreads %zu\\n\", offsetof(conc_PoolOptions, NumThreads));\n    printf(\"conc_PoolOptions.QueueSize %zu\\n\", offsetof(conc_PoolOptions, QueueSize));\n    printf(\"conc_PoolOptions.StackSize %zu\\n\", offsetof(conc_PoolOptions, StackSize));\n    printf(\"conc_Chan %zu %zu\\n\", sizeof(conc_Chan), _Alignof(conc_Chan));\n    printf(\"conc_Chan.impl %zu\\n\", offsetof(conc_Chan, impl));\n    printf(\"conc_Case %zu %zu\\n\", sizeof(conc_Case), _Alignof(conc_Case));\n    printf(\"conc_Case.kind %zu\\n\", offsetof(conc_Case, kind));\n    printf(\"conc_Case.ok %zu\\n\", offsetof(conc_Case, ok));\n    printf(\"conc_Case.ch %zu\\n\", offsetof(conc_Case, ch));\n    printf(\"conc_Case.val %zu\\n\", offsetof(conc_Case, val));\n    printf(\"mem_Error %zu %zu\\n\", sizeof(mem_Error), _Alignof(mem_Error));\n    printf(\"conc_Status %zu %zu\\n\", sizeof(conc_Status), _Alignof(conc_Status));\n    printf(\"conc_CaseKind %zu %zu\\n\", sizeof(conc_CaseKind), _Alignof(conc_CaseKind));\n    return 0;\n}\n";

fn rust_layout() -> Vec<String> {
    vec![
        format!(
            "sync_Mutex {} {}",
            size_of::<sync_Mutex>(),
            align_of::<sync_Mutex>()
        ),
        format!("sync_Mutex.state {}", offset_of!(sync_Mutex, state)),
        format!(
            "sync_RWMutex {} {}",
            size_of::<sync_RWMutex>(),
            align_of::<sync_RWMutex>()
        ),
        format!("sync_RWMutex.state {}", offset_of!(sync_RWMutex, state)),
        format!(
            "sync_RWMutex.writer_notify {}",
            offset_of!(sync_RWMutex, writer_notify)
        ),
        format!(
            "sync_Cond {} {}",
            size_of::<sync_Cond>(),
            align_of::<sync_Cond>()
        ),
        format!("sync_Cond.seq {}", offset_of!(sync_Cond, seq)),
        format!("sync_Cond.pad {}", offset_of!(sync_Cond, pad)),
        format!("sync_Cond.mu {}", offset_of!(sync_Cond, mu)),
        format!(
            "sync_Once {} {}",
            size_of::<sync_Once>(),
            align_of::<sync_Once>()
        ),
        format!("sync_Once.state {}", offset_of!(sync_Once, state)),
        format!(
            "sync_WaitGroup {} {}",
            size_of::<sync_WaitGroup>(),
            align_of::<sync_WaitGroup>()
        ),
        format!("sync_WaitGroup.state {}", offset_of!(sync_WaitGroup, state)),
        format!("sync_WaitGroup.seq {}", offset_of!(sync_WaitGroup, seq)),
        format!("sync_WaitGroup.pad {}", offset_of!(sync_WaitGroup, pad)),
        format!(
            "atomic_Bool {} {}",
            size_of::<atomic_Bool>(),
            align_of::<atomic_Bool>()
        ),
        format!("atomic_Bool.v {}", offset_of!(atomic_Bool, v)),
        format!(
            "atomic_Int32 {} {}",
            size_of::<atomic_Int32>(),
            align_of::<atomic_Int32>()
        ),
        format!("atomic_Int32.v {}", offset_of!(atomic_Int32, v)),
        format!(
            "atomic_Int64 {} {}",
            size_of::<atomic_Int64>(),
            align_of::<atomic_Int64>()
        ),
        format!("atomic_Int64.v {}", offset_of!(atomic_Int64, v)),
        format!(
            "atomic_Uint32 {} {}",
            size_of::<atomic_Uint32>(),
            align_of::<atomic_Uint32>()
        ),
        format!("atomic_Uint32.v {}", offset_of!(atomic_Uint32, v)),
        format!(
            "atomic_Uint64 {} {}",
            size_of::<atomic_Uint64>(),
            align_of::<atomic_Uint64>()
        ),
        format!("atomic_Uint64.v {}", offset_of!(atomic_Uint64, v)),
        format!(
            "atomic_Uintptr {} {}",
            size_of::<atomic_Uintptr>(),
            align_of::<atomic_Uintptr>()
        ),
        format!("atomic_Uintptr.v {}", offset_of!(atomic_Uintptr, v)),
        format!(
            "atomic_Pointer {} {}",
            size_of::<atomic_Pointer>(),
            align_of::<atomic_Pointer>()
        ),
        format!("atomic_Pointer.v {}", offset_of!(atomic_Pointer, v)),
        format!(
            "mem_Result {} {}",
            size_of::<mem_Result>(),
            align_of::<mem_Result>()
        ),
        format!("mem_Result.ptr {}", offset_of!(mem_Result, ptr)),
        format!("mem_Result.err {}", offset_of!(mem_Result, err)),
        format!(
            "mem_AllocatorMethods {} {}",
            size_of::<mem_AllocatorMethods>(),
            align_of::<mem_AllocatorMethods>()
        ),
        format!(
            "mem_AllocatorMethods.Alloc {}",
            offset_of!(mem_AllocatorMethods, Alloc)
        ),
        format!(
            "mem_AllocatorMethods.Realloc {}",
            offset_of!(mem_AllocatorMethods, Realloc)
        ),
        format!(
            "mem_AllocatorMethods.Free {}",
            offset_of!(mem_AllocatorMethods, Free)
        ),
        format!(
            "mem_Allocator {} {}",
            size_of::<mem_Allocator>(),
            align_of::<mem_Allocator>()
        ),
        format!("mem_Allocator.self {}", offset_of!(mem_Allocator, self_)),
        format!(
            "mem_Allocator.methods {}",
            offset_of!(mem_Allocator, methods)
        ),
        format!(
            "mem_Arena {} {}",
            size_of::<mem_Arena>(),
            align_of::<mem_Arena>()
        ),
        format!("mem_Arena.buf {}", offset_of!(mem_Arena, buf)),
        format!("mem_Arena.len {}", offset_of!(mem_Arena, len)),
        format!("mem_Arena.offset {}", offset_of!(mem_Arena, offset)),
        format!(
            "mem_Tracker {} {}",
            size_of::<mem_Tracker>(),
            align_of::<mem_Tracker>()
        ),
        format!("mem_Tracker.inner {}", offset_of!(mem_Tracker, inner)),
        format!("mem_Tracker.allocs {}", offset_of!(mem_Tracker, allocs)),
        format!("mem_Tracker.reallocs {}", offset_of!(mem_Tracker, reallocs)),
        format!("mem_Tracker.frees {}", offset_of!(mem_Tracker, frees)),
        format!("mem_Tracker.bytes {}", offset_of!(mem_Tracker, bytes)),
        format!("mem_Tracker.in_use {}", offset_of!(mem_Tracker, in_use)),
        format!(
            "conc_Thread {} {}",
            size_of::<conc_Thread>(),
            align_of::<conc_Thread>()
        ),
        format!("conc_Thread.handle {}", offset_of!(conc_Thread, handle)),
        format!(
            "conc_ThreadOptions {} {}",
            size_of::<conc_ThreadOptions>(),
            align_of::<conc_ThreadOptions>()
        ),
        format!(
            "conc_ThreadOptions.StackSize {}",
            offset_of!(conc_ThreadOptions, StackSize)
        ),
        format!(
            "conc_ThreadOptions.OSThread {}",
            offset_of!(conc_ThreadOptions, OSThread)
        ),
        format!(
            "conc_ThreadResult {} {}",
            size_of::<conc_ThreadResult>(),
            align_of::<conc_ThreadResult>()
        ),
        format!(
            "conc_ThreadResult.Result {}",
            offset_of!(conc_ThreadResult, Result)
        ),
        format!(
            "conc_ThreadResult.Tab {}",
            offset_of!(conc_ThreadResult, Tab)
        ),
        format!(
            "conc_PoolOptions {} {}",
            size_of::<conc_PoolOptions>(),
            align_of::<conc_PoolOptions>()
        ),
        format!(
            "conc_PoolOptions.NumThreads {}",
            offset_of!(conc_PoolOptions, NumThreads)
        ),
        format!(
            "conc_PoolOptions.QueueSize {}",
            offset_of!(conc_PoolOptions, QueueSize)
        ),
        format!(
            "conc_PoolOptions.StackSize {}",
            offset_of!(conc_PoolOptions, StackSize)
        ),
        format!(
            "conc_Chan {} {}",
            size_of::<conc_Chan>(),
            align_of::<conc_Chan>()
        ),
        format!("conc_Chan.impl {}", offset_of!(conc_Chan, impl_)),
        format!(
            "conc_Case {} {}",
            size_of::<conc_Case>(),
            align_of::<conc_Case>()
        ),
        format!("conc_Case.kind {}", offset_of!(conc_Case, kind)),
        format!("conc_Case.ok {}", offset_of!(conc_Case, ok)),
        format!("conc_Case.ch {}", offset_of!(conc_Case, ch)),
        format!("conc_Case.val {}", offset_of!(conc_Case, val)),
        format!(
            "mem_Error {} {}",
            size_of::<mem_Error>(),
            align_of::<mem_Error>()
        ),
        format!(
            "conc_Status {} {}",
            size_of::<conc_Status>(),
            align_of::<conc_Status>()
        ),
        format!(
            "conc_CaseKind {} {}",
            size_of::<conc_CaseKind>(),
            align_of::<conc_CaseKind>()
        ),
    ]
}

#[test]
fn rust_structs_match_c_layout() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let dir = tempfile::tempdir().unwrap();
    let src = dir.path().join("layout.c");
    let exe = dir.path().join("layout");
    std::fs::write(&src, C_PROGRAM).unwrap();
    let cc = std::env::var("CC").unwrap_or_else(|_| "cc".to_string());
    let out = Command::new(cc)
        .args(["-std=gnu11", "-Wall", "-Wextra", "-Werror", "-I"])
        .arg(root.join("runtime-c"))
        .arg(&src)
        .arg("-o")
        .arg(&exe)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "layout.c does not compile:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let out = Command::new(&exe).output().unwrap();
    assert!(out.status.success());
    let c: Vec<String> = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(str::to_string)
        .collect();
    let rust = rust_layout();
    let mismatches: Vec<String> = c
        .iter()
        .zip(rust.iter())
        .filter(|(c, r)| c != r)
        .map(|(c, r)| format!("C: {c:<32} Rust: {r}"))
        .collect();
    assert!(c.len() > 60, "the C program printed too little");
    assert_eq!(c.len(), rust.len(), "line counts differ");
    assert!(
        mismatches.is_empty(),
        "layout mismatches:\n{}",
        mismatches.join("\n")
    );
}
