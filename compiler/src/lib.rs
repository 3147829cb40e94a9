//! solod: a compiler from So (a strict subset of Go) to readable C11.
//!
//! The pipeline: `syntax` (parse + lower to AST) → `check` (typed tree, `tir`) → `passes`
//! (decisions recorded in the tree) → `emit` (C syntax, named by `cnames`) → `driver` (files,
//! the C compiler, running). See ARCHITECTURE.md.

pub mod check;
pub mod cnames;
pub mod diag;
pub mod driver;
pub mod emit;
pub mod lifetime;
pub mod passes;
pub mod syntax;
pub mod tir;
