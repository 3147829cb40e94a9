//! Which calls note their call site (`so_site_note`, builtin.h) before they are made, so that
//! the callee can tell where it was called from: so/testing prints `x_test.go:12:` before a
//! message of `t.Errorf`, and skips the functions that called `t.Helper()`.
//!
//! A call notes its site when
//! - its callee is declared `//so:callsite` (a function or method), or is a method of an
//!   interface type declared `//so:callsite` (testing's logging methods and `TB`);
//! - or it is made in a test file (`SourceFile::test`) and calls a function declared in a
//!   test file, or a func value (a test's helper functions and function literals: the notes of
//!   their calls let testing skip a helper to its caller).
//!
//! Wrappers the compiler makes (`FuncKind::Wrapper`) note nothing: they pass their caller's
//! call on. A function that makes such calls is never inlined (`FuncC::noinline`): each note names the
//! frame of its function. A noted call whose operands make noted calls evaluates its operands
//! first (`Site::args_first`): their notes would otherwise replace its own. Input: the whole
//! program in low forms. Output: `Func::sites` and `FuncC::noinline`.

use crate::tir::visit::{walk_expr, Visitor};
use crate::tir::{Expr, ExprKind, FuncKind, Program, Site, Span};
use std::collections::{HashMap, HashSet};

pub fn run(prog: &mut Program) {
    let marked: Vec<bool> = prog.funcs.iter().map(|f| f.c.callsite).collect();
    let in_test: Vec<bool> = prog
        .funcs
        .iter()
        .map(|f| prog.sources.get(&f.span.file()).is_some_and(|s| s.test))
        .collect();
    let mut found: Vec<HashMap<Span, Site>> = Vec::with_capacity(prog.funcs.len());
    for (k, f) in prog.funcs.iter().enumerate() {
        // A wrapper the compiler made (an itab's promoted method) passes its caller's call
        // on: its own note would hide the caller's site.
        if matches!(f.kind, FuncKind::Wrapper(_)) {
            found.push(HashMap::new());
            continue;
        }
        let mut v = Sites {
            prog,
            marked: &marked,
            in_test: &in_test,
            test_caller: in_test[k],
            out: HashMap::new(),
        };
        if let Some(body) = &f.body {
            v.visit_stmts(body);
            // A call whose arguments make noted calls evaluates them before its own note.
            let noted: HashSet<Span> = v.out.keys().copied().collect();
            let mut nested = Nested {
                noted: &noted,
                args_first: HashSet::new(),
            };
            nested.visit_stmts(body);
            for span in nested.args_first {
                if let Some(s) = v.out.get_mut(&span) {
                    s.args_first = true;
                }
            }
        }
        found.push(v.out);
    }
    for (f, sites) in prog.funcs.iter_mut().zip(found) {
        f.c.noinline = !sites.is_empty();
        f.sites = sites;
    }
}

struct Sites<'a> {
    prog: &'a Program,
    marked: &'a [bool],
    in_test: &'a [bool],
    /// The function is declared in a test file.
    test_caller: bool,
    out: HashMap<Span, Site>,
}

impl Sites<'_> {
    fn notes(&self, e: &Expr) -> bool {
        match &e.kind {
            ExprKind::Call(f, _) => {
                let k = f.index();
                self.marked.get(k).copied().unwrap_or(false)
                    || (self.test_caller && self.in_test.get(k).copied().unwrap_or(false))
            }
            ExprKind::CallValue(..) => self.test_caller,
            ExprKind::IfaceCall(x, _, _) => self
                .prog
                .types
                .named_id(x.ty)
                .is_some_and(|n| self.prog.types.named(n).c.callsite),
            _ => false,
        }
    }
}

impl Visitor for Sites<'_> {
    fn visit_expr(&mut self, e: &Expr) {
        if self.notes(e) {
            let line = self
                .prog
                .sources
                .get(&e.span.file())
                .map_or(0, |s| s.call_line(e.span));
            self.out.insert(
                e.span,
                Site {
                    line,
                    args_first: false,
                },
            );
        }
        walk_expr(self, e);
    }
}

/// The noted calls with a noted call among their operands.
struct Nested<'a> {
    noted: &'a HashSet<Span>,
    args_first: HashSet<Span>,
}

/// Whether the expression makes a noted call.
struct Contains<'a> {
    noted: &'a HashSet<Span>,
    found: bool,
}

impl Visitor for Contains<'_> {
    fn visit_expr(&mut self, e: &Expr) {
        if self.noted.contains(&e.span) && is_call(e) {
            self.found = true;
        }
        if !self.found {
            walk_expr(self, e);
        }
    }
}

fn is_call(e: &Expr) -> bool {
    matches!(
        e.kind,
        ExprKind::Call(..) | ExprKind::CallValue(..) | ExprKind::IfaceCall(..)
    )
}

impl Visitor for Nested<'_> {
    fn visit_expr(&mut self, e: &Expr) {
        if self.noted.contains(&e.span) && is_call(e) {
            let mut c = Contains {
                noted: self.noted,
                found: false,
            };
            // The operands: walking e itself visits them (e's own span is not among them).
            walk_expr(&mut c, e);
            if c.found {
                self.args_first.insert(e.span);
            }
        }
        walk_expr(self, e);
    }
}

#[cfg(test)]
mod tests {
    use crate::tir::{SourceFile, Span};

    #[test]
    fn a_call_is_on_the_line_of_its_opening_parenthesis() {
        let text = "t.\n\tErrorf(\n\t\t\"a (%d)\",\n\t\tf(1),\n\t)\nx := g( /* ( */ ')')";
        let f = SourceFile::new("dir/x_test.go", text, true);
        assert_eq!(f.name, "x_test.go");
        let call1 = Span::new(0, 0, text.find("\nx").unwrap());
        assert_eq!(f.call_line(call1), 2);
        let lo = text.find("g(").unwrap();
        let call2 = Span::new(0, lo, text.len());
        assert_eq!(f.call_line(call2), 6);
        // Not a call with arguments in parentheses: the first line.
        assert_eq!(f.call_line(Span::new(0, 0, 2)), 1);
    }
}
