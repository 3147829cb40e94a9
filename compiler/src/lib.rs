//! solod: a compiler from So (a strict subset of Go) to readable C11.
//!
//! The pipeline: `syntax` (parse + lower to AST) → `check` (typed tree) → `emit` (C text) →
//! `driver` (files, the C compiler, running). See ARCHITECTURE.md.

pub mod check;
pub mod diag;
pub mod driver;
pub mod emit;
pub mod syntax;
