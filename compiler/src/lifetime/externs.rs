//! Summaries of library functions implemented in C, whose bodies the analysis cannot read.
//!
//! A function declared `//so:extern` is trusted not to keep what its arguments refer to after
//! it returns (language.md section 4), except the ones listed here: the library's C functions
//! that hand an argument to another task (which may run after the caller's frame ends), or
//! copy what an argument points to into memory another argument reaches (a channel's buffer).
//! Their summaries are set before the fixed point and never recomputed.

use super::summary::ParamFlow;
use crate::check::conc_pkg::CONC;
use crate::tir::{FuncKind, Program};

/// What one parameter of a listed function does with its argument.
#[derive(Clone, Copy)]
enum Keeps {
    /// Handed to another task: it must outlive every frame (`ParamFlow::task`).
    Task,
    /// What the argument points to is copied into the memory parameter `.0` reaches.
    CopiedInto(usize),
    /// The argument is stored into the memory parameter `.0` reaches.
    Into(usize),
}

/// (package, is a method, name, parameter index with the receiver first, what it keeps).
const LISTED: &[(&str, bool, &str, usize, Keeps)] = &[
    (CONC, false, "Go", 1, Keeps::Task),
    (CONC, false, "GoWith", 1, Keeps::Task),
    (CONC, true, "Go", 1, Keeps::Task),
    (CONC, true, "Go", 2, Keeps::Task),
    (CONC, false, "chanSend", 1, Keeps::CopiedInto(0)),
    (CONC, false, "chanTrySend", 1, Keeps::CopiedInto(0)),
    (CONC, false, "chanSendTimeout", 1, Keeps::CopiedInto(0)),
    // A send case's value goes into the channel when the case is selected (by C, from the
    // case's copy): So code whose effect the analysis cannot see through unsafe.
    (CONC, false, "SendCase", 1, Keeps::Into(0)),
    (CONC, false, "sendCaseAt", 1, Keeps::CopiedInto(0)),
];

/// Package mem's functions whose result is new memory from the allocator they are given
/// (`SiteKind::Fresh`); the `Realloc` ones may also return the slice they were given.
pub(super) const FRESH: &[&str] = &[
    "Alloc",
    "TryAlloc",
    "AllocSlice",
    "TryAllocSlice",
    "ReallocSlice",
    "TryReallocSlice",
];

/// Writes the listed functions' summaries into `params` (one entry per function).
pub(super) fn summaries(prog: &Program, params: &mut [Vec<ParamFlow>]) {
    for k in 0..prog.funcs.len() {
        if let Some(ps) = params.get_mut(k) {
            add(prog, k, ps);
        }
    }
}

/// Adds what listed function `k` keeps to its summary `ps` (a listed So function's summary
/// is recomputed in every round of the fixed point, so this is applied again each time).
pub(super) fn add(prog: &Program, k: usize, ps: &mut Vec<ParamFlow>) {
    let f = &prog.funcs[k];
    let Some(pkg) = prog.packages.get(f.pkg.index()) else {
        return;
    };
    let method = matches!(f.kind, FuncKind::Method(_));
    for &(path, is_method, name, i, keeps) in LISTED {
        if pkg.path != path || method != is_method || f.name != name {
            continue;
        }
        // An extern function's body is not checked: it may have no parameter locals.
        if ps.len() <= i {
            ps.resize(i + 1, ParamFlow::default());
        }
        let p = &mut ps[i];
        match keeps {
            Keeps::Task => p.task = true,
            Keeps::CopiedInto(j) => {
                p.copied_into.insert(j);
            }
            Keeps::Into(j) => {
                p.into.insert(j);
            }
        }
    }
}
