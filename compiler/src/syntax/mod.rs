//! Source text to AST: parsing (tree-sitter-go) and lowering.
pub mod ast;
pub mod directives;
pub mod lower;
pub mod parse;
