//! Passes between checking and emitting. Each takes the typed tree and records decisions in it,
//! so the emitter only translates: `storage` (where locals live), `order` (evaluation order,
//! temporaries, low forms), `flow`
//! (C shapes of switches, breaks and continues), `uses` (locals C reads), `reach` (functions
//! the program can call).

pub mod flow;
pub mod order;
pub mod reach;
pub mod storage;
pub mod uses;

use crate::tir::Program;

/// Runs every pass, in order, on every function of the program.
pub fn run(prog: &mut Program) {
    let mut types = std::mem::take(&mut prog.types);
    for f in &mut prog.funcs {
        storage::run(f);
        order::run(f, &mut types);
        flow::run(f, &types);
        uses::run(f);
    }
    prog.types = types;
    reach::run(prog);
}
