//! Loop variables before Go 1.22: a `for` loop's variables declared with `:=` were one
//! variable for the whole loop, not one per iteration. The difference is visible only when
//! the loop captures a variable in a function literal or takes its address (closures and
//! pointers made in different iterations then see the same variable). So implements the
//! per-iteration semantics of Go 1.22 and later; in a file whose language version is older,
//! such a loop is rejected with a diagnostic instead of silently behaving like Go 1.22.

use super::version::RANGE_INT;
use super::Checker;
use crate::diag::{Class, Diagnostic};
use crate::syntax::ast::Span;
use crate::tir::visit::{walk_stmt, Visitor};
use crate::tir::{Expr, ExprKind, FuncId, LocalId, Stmt, StmtKind};

/// The loop variable semantics changed in go1.22 (with range over int).
const PER_ITERATION: crate::driver::gomod::GoVersion = RANGE_INT;

struct Finder<'f> {
    func: &'f crate::tir::Func,
    found: Vec<(String, Span)>,
}

/// The local a place expression is part of (`x`, `x.f`, `x[i]` of an array `x`).
fn root_local(e: &Expr) -> Option<LocalId> {
    match &e.kind {
        ExprKind::Local(id) => Some(*id),
        ExprKind::Field(x, _) | ExprKind::Index(_, x, _) => root_local(x),
        _ => None,
    }
}

/// Whether `body` takes the address of `id` (a closure's environment holds the addresses of
/// what it captures).
fn addressed_in(body: &[Stmt], id: LocalId) -> bool {
    let mut hit = false;
    crate::tir::visit::for_each_expr(body, &mut |e| {
        if let ExprKind::AddrOf(x) = &e.kind {
            if root_local(x) == Some(id) {
                hit = true;
            }
        }
    });
    hit
}

impl Finder<'_> {
    fn check(&mut self, vars: Vec<(LocalId, Span)>, loop_parts: &[&[Stmt]]) {
        for (id, span) in vars {
            if loop_parts.iter().any(|b| addressed_in(b, id)) {
                let name = self.func.local(id).name.clone();
                self.found.push((name, span));
            }
        }
    }
}

/// The locals a statement declares, with the span of each (where the source names it).
fn declared(s: &Stmt) -> Vec<(LocalId, Span)> {
    match &s.kind {
        StmtKind::AssignMulti { lhs, define, .. } => lhs
            .iter()
            .flatten()
            .filter_map(|e| match e.kind {
                ExprKind::Local(id) if define.contains(&id) => Some((id, e.span)),
                _ => None,
            })
            .collect(),
        // `i := v`: the span of the value (the declaration has none of its own).
        StmtKind::VarDecl(ids, Some(crate::tir::Values::Each(vals))) => {
            ids.iter().zip(vals).map(|(id, v)| (*id, v.span)).collect()
        }
        StmtKind::Seq(ss) | StmtKind::Block(ss) => ss.iter().flat_map(declared).collect(),
        _ => Vec::new(),
    }
}

impl Visitor for Finder<'_> {
    fn visit_stmt(&mut self, s: &Stmt) {
        match &s.kind {
            StmtKind::For {
                init, post, body, ..
            } => {
                let vars: Vec<(LocalId, Span)> = init.iter().flat_map(declared).collect();
                self.check(vars, &[body, post]);
            }
            StmtKind::Range {
                key,
                value,
                define: true,
                body,
                ..
            } => {
                let vars: Vec<(LocalId, Span)> = [key, value]
                    .into_iter()
                    .flatten()
                    .filter_map(|e| match e.kind {
                        ExprKind::Local(id) => Some((id, e.span)),
                        _ => None,
                    })
                    .collect();
                self.check(vars, &[body]);
            }
            _ => {}
        }
        walk_stmt(self, s);
    }
}

impl Checker<'_> {
    /// Rejects loops whose variables' sharing before go1.22 would be visible (see above).
    pub fn check_old_loop_vars(&mut self, funcs: &[FuncId]) {
        for &f in funcs {
            let func = &self.funcs[f.index()];
            let have = self.versions.of(func.span.file());
            if have >= PER_ITERATION {
                continue;
            }
            let Some(body) = &func.body else { continue };
            let mut finder = Finder {
                func,
                found: Vec::new(),
            };
            finder.visit_stmts(body);
            let found = finder.found;
            for (name, span) in found {
                let module = self
                    .versions
                    .modules
                    .get(&span.file())
                    .copied()
                    .unwrap_or(have);
                let mut d = Diagnostic::error(
                    span,
                    format!(
                        "loop variable {name} is captured or its address is taken: before go1.22 every iteration shares it (-lang was set to {module}; check go.mod)"
                    ),
                )
                .label("So gives each iteration its own variable")
                .help(format!(
                    "So implements the loop variables of Go 1.22 and later: raise the `go` line of go.mod to 1.22, or copy the variable in the loop body (`{name} := {name}`)"
                ));
                d.class = Class::Unsupported;
                self.push(d);
            }
        }
    }
}
