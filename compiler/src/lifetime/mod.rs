//! "Stack by default" (language.md section 3): values placed in a function's frame (`make`,
//! literals, `new`, `&local`, string conversions and concatenation) must not outlive it.
//!
//! A flow-insensitive analysis over one function's typed tree. Each place that makes frame
//! memory is a *site*: an allocating expression, or `&x` of a local. Each local is marked with
//! the sites whose memory it may refer to (its *holders*). Returning such a value, storing it in
//! a global or in memory the caller owns is rejected.
//!
//! The same facts decide where that memory lives:
//! - a site inside a loop of constant size (`new(T)`, `&T{...}`, `[]T{...}`, `make` with
//!   constant sizes) whose holders are all declared in the block where it is made (or deeper)
//!   cannot be used after the iteration ends: it gets block storage (`Alloc::Block`), reused by
//!   every iteration, so a loop does not grow the stack;
//! - a local whose address is taken lives in frame memory (`Storage::Frame`) only if a holder
//!   of its address lives outside the block that declares it (for a `for` loop variable, which
//!   Go makes anew each iteration: outside the loop's body).
//!
//! Closures (`check/closure.rs`, language.md section 3: "closures stay in their frame"): a
//! function literal's or method value's environment is a site like `&T{...}` (named after the
//! literal), and the variables it captures are addressed locals, so the same two decisions and
//! the same escapes apply. A call that involves a closure (the callee, or an argument that may
//! hold one) may make what the closure captured refer to anything the call was given. Inside a
//! literal, its captured locals are the enclosing function's memory: storing there a value of
//! the literal's frame, or one its caller passed in (its parameters are sites for this), is an
//! escape; the address of a captured variable (a site of its own) may be returned or kept by
//! the enclosing function, but not stored where it outlives that function. A deferred value
//! lives until the function returns: it is held by the function's body block.
//!
//! Calls (`run`): a function's summary also says which parameters its results may refer to
//! (`ParamFlow::returned`), so a call of an analyzed function counts only those arguments;
//! any other call (func values, interface methods, C) goes by the types of its arguments and
//! result. A returned pointer to a local takes along what the local refers to, and a slice
//! literal holds what its elements refer to.
//!
//! Input: the function's body (checker output) and its locals. Output: diagnostics, and the
//! decisions written into the body (`Alloc`) and the locals (`Storage`).

mod analyze;
mod closures;
mod decide;
mod externs;
mod flow;
mod fresh;
mod joined;
mod legacy;
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
    let diags = if sound_requested() {
        run(prog)
    } else {
        legacy::run(prog)
    };
    if !diags.is_empty() {
        return diags;
    }
    results::decide(prog)
}

/// Whether the sound analysis is asked for (`SOLOD_LIFETIME=sound`; see `legacy`).
pub fn sound_requested() -> bool {
    std::env::var("SOLOD_LIFETIME").is_ok_and(|v| v == "sound")
}
