//! Diagnostics as plain data, rendered in one place (`render`) with codespan-reporting.

use crate::syntax::ast::Span;
use codespan_reporting::diagnostic::{Diagnostic as CsDiagnostic, Label};
use codespan_reporting::files::SimpleFiles;
use codespan_reporting::term;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Error,
    Warning,
}

/// What a diagnostic reports, for the passes that react to it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Class {
    /// An error in the program.
    Error,
    /// A construct outside the subset (`check/unsupported.rs`): the code under it was not
    /// checked, so errors that depend on it (unused variables, imports) are not reported.
    Unsupported,
}

#[derive(Clone, Debug)]
pub struct Diagnostic {
    pub kind: Kind,
    pub class: Class,
    pub message: String,
    pub primary: Option<(Span, String)>,
    pub secondary: Vec<(Span, String)>,
    pub help: Option<String>,
}

impl Diagnostic {
    pub fn error(span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            kind: Kind::Error,
            class: Class::Error,
            message: message.into(),
            primary: Some((span, String::new())),
            secondary: Vec::new(),
            help: None,
        }
    }
    /// An error that is not tied to a place in the source.
    pub fn plain(message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            kind: Kind::Error,
            class: Class::Error,
            message: message.into(),
            primary: None,
            secondary: Vec::new(),
            help: None,
        }
    }
    pub fn label(mut self, label: impl Into<String>) -> Diagnostic {
        if let Some(p) = &mut self.primary {
            p.1 = label.into();
        }
        self
    }
    pub fn help(mut self, help: impl Into<String>) -> Diagnostic {
        self.help = Some(help.into());
        self
    }
    pub fn secondary(mut self, span: Span, label: impl Into<String>) -> Diagnostic {
        self.secondary.push((span, label.into()));
        self
    }
}

/// The source files of one compilation, indexed by `Span::file`.
pub struct SourceMap {
    files: SimpleFiles<String, String>,
}

impl Default for SourceMap {
    fn default() -> Self {
        Self::new()
    }
}

impl SourceMap {
    pub fn new() -> SourceMap {
        SourceMap {
            files: SimpleFiles::new(),
        }
    }
    pub fn add(&mut self, name: String, text: String) -> usize {
        self.files.add(name, text)
    }

    /// The name a file was added with (its path as diagnostics show it).
    pub fn name(&self, id: usize) -> String {
        self.files
            .get(id)
            .map(|f| f.name().clone())
            .unwrap_or_default()
    }

    /// The text of a file.
    pub fn text(&self, id: usize) -> &str {
        self.files
            .get(id)
            .map(|f| f.source().as_str())
            .unwrap_or("")
    }

    /// Renders diagnostics in source order, one after another.
    pub fn render(&self, diags: &[Diagnostic]) -> String {
        self.render_styled(diags, false)
    }

    /// As `render`, with ANSI colours when `color` is set (for a terminal).
    pub fn render_styled(&self, diags: &[Diagnostic], color: bool) -> String {
        let mut sorted: Vec<&Diagnostic> = diags.iter().collect();
        sorted.sort_by_key(|d| d.primary.as_ref().map(|(s, _)| (s.file(), s.lo())));
        let config = term::Config::default();
        let mut out = String::new();
        for d in sorted {
            let mut cs = match d.kind {
                Kind::Error => CsDiagnostic::error(),
                Kind::Warning => CsDiagnostic::warning(),
            }
            .with_message(d.message.clone());
            let mut labels = Vec::new();
            if let Some((span, label)) = &d.primary {
                labels.push(
                    Label::primary(span.file(), span.lo()..span.hi()).with_message(label.clone()),
                );
            }
            for (span, label) in &d.secondary {
                labels.push(
                    Label::secondary(span.file(), span.lo()..span.hi()).with_message(label.clone()),
                );
            }
            cs = cs.with_labels(labels);
            if let Some(h) = &d.help {
                cs = cs.with_notes(vec![format!("help: {h}")]);
            }
            let rendered = if color {
                let mut w = term::termcolor::Ansi::new(Vec::new());
                term::emit_to_write_style(&mut w, &config, &self.files, &cs)
                    .map(|()| String::from_utf8_lossy(&w.into_inner()).into_owned())
            } else {
                term::emit_into_string(&config, &self.files, &cs)
            };
            match rendered {
                Ok(s) => out.push_str(&s),
                Err(_) => {
                    out.push_str(&format!("error: {}\n", d.message));
                }
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use crate::driver::compile_source;

    fn diagnose(src: &str) -> String {
        match compile_source("bad.go", src) {
            Ok(_) => "compiled without errors".into(),
            Err(f) => f.message,
        }
    }

    #[test]
    fn escaping_closure_diagnostic_has_help() {
        let out = diagnose(
            "package main\n\nfunc f() func() int {\n\tn := 1\n\treturn func() int { return n }\n}\n\nfunc main() {\n\tprintln(f()())\n}\n",
        );
        insta::assert_snapshot!(out);
    }

    #[test]
    fn independent_errors_are_all_reported() {
        let out = diagnose("package main\n\nfunc f() int {\n}\n\nfunc main() {\n\tx := 1\n\tvar b byte = 300\n\tprintln(undefinedName, b)\n}\n");
        insta::assert_snapshot!(out);
    }
}
