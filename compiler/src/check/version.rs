//! Language versions: the `go` line of a module's `go.mod` (or a file's `//go:build go1.N`)
//! gates the language features introduced after it, with Go's messages:
//! `built-in min requires go1.21 or later (-lang was set to go1.20; check go.mod)`.
//!
//! Checked here (the features So has that Go versioned): binary, `0o` octal and hexadecimal
//! floating-point literals and `_` in numbers (go1.13), conversions of a slice to an array
//! pointer (go1.17) and to an array (go1.20), type parameters (go1.18), the predeclared `any`
//! and `comparable` (go1.18), `min`, `max` and `clear` (go1.21), range over an integer
//! (go1.22) and `new(expr)` (go1.26). Code without a version (a single file
//! outside any module) uses the newest.

use super::Checker;
use crate::diag::Diagnostic;
use crate::driver::gomod::{GoVersion, LATEST};
use crate::syntax::ast::Span;
use std::collections::HashMap;

/// The language version of each file of the build.
#[derive(Clone, Debug, Default)]
pub struct Versions {
    /// The version a file is checked with, by file id (`Span::file`); absent: the newest.
    pub files: HashMap<usize, GoVersion>,
    /// The version of the file's module, for the message (Go names the module's `-lang`).
    pub modules: HashMap<usize, GoVersion>,
    /// The files' texts (messages quote the program: `new(5) requires go1.26`).
    pub texts: HashMap<usize, std::rc::Rc<str>>,
}

impl Versions {
    pub fn of(&self, file: usize) -> GoVersion {
        self.files.get(&file).copied().unwrap_or(LATEST)
    }
}

pub const LITERALS: GoVersion = GoVersion::new(13);
pub const SLICE_TO_ARRAY_PTR: GoVersion = GoVersion::new(17);
pub const GENERICS: GoVersion = GoVersion::new(18);
pub const SLICE_TO_ARRAY: GoVersion = GoVersion::new(20);
pub const MIN_MAX_CLEAR: GoVersion = GoVersion::new(21);
pub const RANGE_INT: GoVersion = GoVersion::new(22);
pub const NEW_EXPR: GoVersion = GoVersion::new(26);

impl Checker<'_> {
    /// Whether the file of `span` may use a feature of version `need`; reports
    /// `WHAT requires go1.N or later (...)` if not.
    pub fn require_version(&mut self, span: Span, need: GoVersion, what: &str) -> bool {
        let have = self.versions.of(span.file());
        if have >= need {
            return true;
        }
        let module = self
            .versions
            .modules
            .get(&span.file())
            .copied()
            .unwrap_or(have);
        self.push(
            Diagnostic::error(
                span,
                format!(
                    "{what} requires {need} or later (-lang was set to {module}; check go.mod)"
                ),
            )
            .label(format!("needs {need}"))
            .help(format!(
                "raise the `go` line of go.mod to {} or later",
                need.to_string().trim_start_matches("go")
            )),
        );
        false
    }

    /// The version of the file of `span`.
    pub fn version_at(&self, span: Span) -> GoVersion {
        self.versions.of(span.file())
    }
}

impl Checker<'_> {
    /// The number literal forms of go1.13, with Go's wording (one report per literal).
    pub fn literal_version(&mut self, text: &str, span: Span) {
        let lower = text.to_ascii_lowercase();
        let what = if lower.starts_with("0b") {
            "binary literal"
        } else if lower.starts_with("0o") {
            "0o/0O-style octal literal"
        } else if lower.starts_with("0x") && lower.contains('p') {
            "hexadecimal floating-point literal"
        } else if text.contains('_') {
            "underscore in numeric literal"
        } else {
            return;
        };
        self.require_version(span, LITERALS, what);
    }

    /// `min`, `max` and `clear` (go1.21), reported at the callee as Go does.
    pub fn builtin_version(&mut self, b: super::scope::BuiltinFn, callee: Span) {
        use super::scope::BuiltinFn;
        match b {
            BuiltinFn::Min | BuiltinFn::Max => {
                let what = format!("built-in {}", b.name());
                self.require_version(callee, MIN_MAX_CLEAR, &what);
            }
            BuiltinFn::Clear => {
                self.require_version(callee, MIN_MAX_CLEAR, "clear");
            }
            _ => {}
        }
    }

    /// The predeclared `any` and `comparable` (go1.18), where the universe's are meant.
    pub fn predeclared_version(&mut self, name: &str, ty: crate::tir::types::TypeId, at: Span) {
        if !matches!(name, "any" | "comparable") {
            return;
        }
        if let Some(super::scope::Entity::Type(u)) = self.universe.get(name) {
            if *u == ty {
                let what = format!("predeclared {name}");
                self.require_version(at, GENERICS, &what);
            }
        }
    }

    /// The source text of a span (for messages that quote the program).
    pub fn source_text(&self, span: Span) -> String {
        self.versions
            .texts
            .get(&span.file())
            .and_then(|t| t.get(span.lo()..span.hi()))
            .unwrap_or("")
            .to_string()
    }
}
