//! Tests of the exported functions called from Rust, as a C program would call them: many
//! producers and consumers through channels of each kind, Select under contention, the pool
//! with nested submissions, all memory accounted for by a Tracker. They complement the C
//! conformance harness (`tests/conformance.rs`) with checks that need no C compiler.

use crate::abi::*;
use crate::conc::chan::ffi::*;
use crate::conc::pool::*;
use crate::conc::select::*;
use crate::mem::system::mem_System;
use crate::mem::tracker::*;
use std::ffi::c_void;
use std::sync::atomic::{AtomicU64, Ordering};

const PRODUCERS: u64 = 4;
const PER: u64 = 20_000;

#[derive(Clone, Copy)]
struct Send2(conc_Chan);
// SAFETY: a channel handle is meant to be shared between threads.
unsafe impl Send for Send2 {}
unsafe impl Sync for Send2 {}

/// Every value tagged (producer, seq) arrives exactly once and in order per producer.
fn mpmc(cap: i64) {
    let mut tr = mem_NewTracker(mem_System());
    let ch = Send2(conc_NewChan(mem_Tracker_Allocator(&mut tr), 8, 8, cap));
    let seen: Vec<AtomicU64> = (0..PRODUCERS).map(|_| AtomicU64::new(0)).collect();
    std::thread::scope(|s| {
        for p in 0..PRODUCERS {
            s.spawn(move || {
                let ch = ch;
                for i in 0..PER {
                    let v = p << 32 | i;
                    unsafe { conc_Chan_Send(ch.0, (&v as *const u64).cast()) };
                }
            });
        }
        let mut consumers = Vec::new();
        for _ in 0..PRODUCERS {
            let seen = &seen;
            consumers.push(s.spawn(move || {
                let ch = ch;
                let mut last = vec![None::<u64>; PRODUCERS as usize];
                let mut v = 0u64;
                while unsafe { conc_Chan_Recv(ch.0, (&mut v as *mut u64).cast()) } {
                    let (p, i) = ((v >> 32) as usize, v & 0xffff_ffff);
                    assert!(
                        last[p].is_none_or(|l| l < i),
                        "out of order from producer {p}"
                    );
                    last[p] = Some(i);
                    seen[p].fetch_add(1, Ordering::Relaxed);
                }
            }));
        }
        // Close once every value has been received (the consumers then drain and stop).
        while seen.iter().map(|c| c.load(Ordering::Relaxed)).sum::<u64>() < PRODUCERS * PER {
            std::thread::yield_now();
        }
        conc_Chan_Close(ch.0);
        for c in consumers {
            c.join().unwrap();
        }
    });
    for c in &seen {
        assert_eq!(c.load(Ordering::Relaxed), PER);
    }
    unsafe { conc_Chan_Free(ch.0) };
    assert_eq!(
        unsafe { (mem_Tracker_Allocs(&mut tr), mem_Tracker_InUse(&mut tr)) },
        (1, 0)
    );
}

#[test]
fn mpmc_unbuffered() {
    mpmc(0)
}

#[test]
fn mpmc_buffered_1() {
    mpmc(1)
}

#[test]
fn mpmc_buffered_64() {
    mpmc(64)
}

#[test]
fn select_receives_every_value_once() {
    let chans: Vec<Send2> = (0..3)
        .map(|_| Send2(conc_NewChan(mem_System(), 8, 8, 2)))
        .collect();
    let total = AtomicU64::new(0);
    std::thread::scope(|s| {
        for (k, &ch) in chans.iter().enumerate() {
            s.spawn(move || {
                let ch = ch;
                for i in 1..=PER {
                    let v = i * 3 + k as u64;
                    unsafe { conc_Chan_Send(ch.0, (&v as *const u64).cast()) };
                }
            });
        }
        for _ in 0..2 {
            let (chans, total) = (&chans, &total);
            s.spawn(move || {
                let mut handles: Vec<conc_Chan> = chans.iter().map(|c| c.0).collect();
                let mut v = 0u64;
                let vp: *mut c_void = (&mut v as *mut u64).cast();
                loop {
                    let mut cases: Vec<conc_Case> =
                        handles.iter_mut().map(|h| conc_RecvCase(h, vp)).collect();
                    cases.push(conc_Default());
                    let i = unsafe { conc_Select(cases.as_mut_ptr(), cases.len() as i64) };
                    if i == 3 {
                        if total.load(Ordering::SeqCst) == 3 * PER {
                            break;
                        }
                        std::thread::yield_now();
                        continue;
                    }
                    assert!(cases[i as usize].ok);
                    assert_eq!(v % 3, i as u64, "value from the wrong channel");
                    total.fetch_add(1, Ordering::SeqCst);
                }
            });
        }
    });
    assert_eq!(total.load(Ordering::SeqCst), 3 * PER);
    for c in chans {
        unsafe { conc_Chan_Free(c.0) };
    }
}

static POOL_RAN: AtomicU64 = AtomicU64::new(0);

struct Job {
    pool: *mut conc_Pool,
    depth: u32,
}

unsafe extern "C" fn fan_out(arg: *mut c_void) {
    let job = &*arg.cast::<Job>();
    POOL_RAN.fetch_add(1, Ordering::SeqCst);
    if job.depth > 0 {
        for _ in 0..4 {
            let child = Box::into_raw(Box::new(Job {
                pool: job.pool,
                depth: job.depth - 1,
            }));
            conc_Pool_Go(job.pool, Some(fan_out), child.cast());
        }
    }
    drop(Box::from_raw(arg.cast::<Job>()));
}

#[test]
fn pool_runs_nested_tasks_and_frees_its_memory() {
    let mut tr = mem_NewTracker(mem_System());
    let opts = conc_PoolOptions {
        NumThreads: 2,
        QueueSize: 2,
        StackSize: 0,
    };
    let pool = conc_NewPool(mem_Tracker_Allocator(&mut tr), opts);
    for round in 1..=2u64 {
        let root = Box::into_raw(Box::new(Job { pool, depth: 5 }));
        unsafe {
            conc_Pool_Go(pool, Some(fan_out), root.cast());
            conc_Pool_Wait(pool);
        }
        // 1 + 4 + 16 + ... + 4^5 tasks per round, all finished when Wait returned.
        assert_eq!(POOL_RAN.load(Ordering::SeqCst), round * 1365);
    }
    unsafe { conc_Pool_Free(pool) };
    let counts = unsafe {
        (
            mem_Tracker_Allocs(&mut tr),
            mem_Tracker_Frees(&mut tr),
            mem_Tracker_InUse(&mut tr),
        )
    };
    assert_eq!(counts, (1, 1, 0));
}
