//! Passes between checking and emitting. Each takes the typed tree and records decisions in it,
//! so the emitter only translates: `addressed` (locals whose address is taken), `defers`
//! (functions with `defer` return through one epilogue), `order`
//! (evaluation order,
//! temporaries, low forms), `nilcheck` (one nil check per pointer and statement), `flow`
//! (C shapes of switches, breaks and continues), `uses` (locals C reads), `reach` (functions
//! the program can call), `sites` (calls that note their call site). `ifaces` runs first, on the whole build: the interface tables and
//! the wrappers of promoted methods. `link` decides what one package's C
//! must see of another's (several packages only).

pub mod addressed;
pub mod defers;
pub mod flow;
pub mod ifaces;
pub mod link;
pub mod nilcheck;
pub mod order;
pub mod reach;
pub mod sites;
pub mod uses;

use crate::tir::Program;

/// Runs every pass, in order, on every function of the program.
pub fn run(prog: &mut Program) {
    ifaces::run(prog);
    let mut types = std::mem::take(&mut prog.types);
    for f in &mut prog.funcs {
        addressed::run(f);
        defers::run(f, &types);
        order::run(f, &mut types);
        nilcheck::run(f);
        flow::run(f, &types);
        uses::run(f);
    }
    prog.types = types;
    link::run(prog);
    reach::run(prog);
    sites::run(prog);
}
