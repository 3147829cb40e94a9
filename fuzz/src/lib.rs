//! Fuzzing solod's front end and emitter as a black box (`solod::driver::compile_source`).
//!
//! The pieces are shared by the stable in-process fuzzer (`src/main.rs`, what CI runs) and the
//! cargo-fuzz/libFuzzer targets (`libfuzzer/`, nightly only):
//!
//! - [`oracle`]: runs one input and classifies the outcome; a Rust panic or an
//!   `internal compiler error` is a finding (a hang is detected by the caller's watchdog);
//! - [`mutate`]: byte-level, token-level and syntax-tree-level mutations of Go source;
//! - [`corpus`]: the seeds (`testdata/**/*.go`);
//! - [`rng`]: a small deterministic generator, so a run is reproducible from its seed.

pub mod corpus;
pub mod lex;
pub mod libfuzzer;
pub mod mutate;
pub mod oracle;
pub mod rng;
