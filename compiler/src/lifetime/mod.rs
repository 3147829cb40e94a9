//! The lifetime layer: where each value's memory lives and what escapes. The guarantee
//! (README, language.md section 3): solod never compiles a program into one that reads freed
//! memory; what it cannot prove safe is a compile-time diagnostic naming the value and how it
//! escapes.
//!
//! The rule: memory a frame makes (`make`, literals, `new`, `&local`, string conversions and
//! concatenation, a closure's environment) must not outlive it, except what it returns, which
//! lives on the caller's result stack (`results`).
//!
//! A flow-insensitive analysis over each function's typed tree. Each place that makes or names
//! memory is a *site* (`sites`): an allocation of this frame, `&x` of a local, a parameter's
//! value and what it points to, a captured variable, a call's result, new allocator memory
//! (`Fresh`), memory outside every frame (`Static`). Each local holds the sites it may refer
//! to (`flow`); a store (`store`) into this frame's memory is followed, into a parameter's is
//! the function's summary for its callers, anywhere else an escape. Calls go by their callees'
//! summaries (`summary`: where each parameter's value goes, what the results refer to, which
//! results are fresh allocator memory (`fresh`), what a literal stores through its captured
//! variables (`closures`)), computed to a fixed point over the whole program (`run`); dynamic
//! calls take every method or function they may run; the library's C functions are listed
//! (`externs`); method values run their method's summary (`methodval`); a task may use this
//! frame's memory only when the function provably waits for it (`joined`).
//!
//! The same facts decide where memory lives (`analyze`, `decide`): a constant-size allocation
//! in a loop whose holders all live in the iteration reuses the iteration's memory
//! (`Alloc::Block`); a local whose address outlives its block lives in the frame
//! (`Storage::Frame`); what is returned lives on the result stack (`Storage::Result`).
//!
//! Input: the checked program. Output: diagnostics, or the decisions written into the bodies
//! (`Alloc`) and locals (`Storage`).

mod analyze;
mod closures;
mod decide;
mod externs;
mod flow;
mod fresh;
mod joined;
mod methodval;
pub mod results;
mod run;
mod scan;
mod sites;
mod store;
mod summary;
mod types;

pub use run::run;

/// The lifetime layer over a checked program: where memory lives and what escapes (`run`),
/// then the result stack (`results::decide`). Returns the diagnostics; when there are none,
/// the decisions are written into the program.
pub fn analyze(prog: &mut crate::tir::Program) -> Vec<crate::diag::Diagnostic> {
    let diags = run(prog);
    if !diags.is_empty() {
        return diags;
    }
    results::decide(prog)
}
