//! Control flow in C terms: how each switch becomes C, and how each `break` and `continue`
//! reaches its target.
//!
//! A Go `switch` becomes a C `switch` when that keeps Go's semantics (an integer tag and
//! constant cases: Go's `fallthrough` is then C's fall-through, `break` is C's), an `if`
//! chain otherwise, or, when a case falls through, tests that jump to bodies laid out one after
//! another. A Go loop is always a C loop.
//!
//! C's `break` leaves the innermost C loop or C `switch`, and `continue` goes to the next
//! iteration of the innermost C loop (to its post expression). Go's `break` and `continue`
//! name their target (`BreakId`); where C's own statement would not reach it, the statement
//! becomes a `goto` to a label after the target (or before its post statement), and the target
//! records that it needs the label.
//!
//! Input: a function in low forms (after `order`). Output: `SwitchShape`s, `Jump`s and the
//! `Breakable` flags.

use crate::tir::types::TypeTable;
use crate::tir::visit::{walk_expr, walk_stmt, Visitor, VisitorMut};
use crate::tir::{
    BreakId, Breakable, Expr, ExprKind, Func, Jump, Stmt, StmtKind, Storage, SwitchShape,
};

pub fn run(func: &mut Func, types: &TypeTable) {
    let Some(mut body) = func.body.take() else {
        return;
    };
    let mut f = Flow {
        types,
        breakables: std::mem::take(&mut func.breakables),
        stack: Vec::new(),
        frame: func
            .locals
            .iter()
            .map(|l| matches!(l.storage, Storage::Frame | Storage::Result))
            .collect(),
    };
    f.visit_stmts_mut(&mut body);
    func.breakables = f.breakables;
    func.body = Some(body);
}

/// A C construct around the statement being visited.
#[derive(Clone, Copy, PartialEq)]
enum Construct {
    /// A C loop (`for`, `while`) of a Go loop.
    Loop(BreakId),
    /// A C `switch`.
    CSwitch(BreakId),
    /// A Go switch that C does not see as breakable (an `if` chain or jumps).
    Other(BreakId),
}

impl Construct {
    fn id(self) -> BreakId {
        match self {
            Construct::Loop(id) | Construct::CSwitch(id) | Construct::Other(id) => id,
        }
    }
}

struct Flow<'t> {
    types: &'t TypeTable,
    breakables: Vec<Breakable>,
    stack: Vec<Construct>,
    /// Locals kept in frame memory: a loop variable among them gets new memory at the end of
    /// each iteration, which is then part of the loop's post step.
    frame: Vec<bool>,
}

impl Flow<'_> {
    fn shape(&self, tag: &Option<Expr>, cases: &[crate::tir::Case]) -> SwitchShape {
        let int_tag = tag.as_ref().is_some_and(|t| self.types.is_integer(t.ty));
        let constant_cases = cases
            .iter()
            .flat_map(|c| c.exprs.iter().flatten())
            .all(|e| matches!(e.kind, ExprKind::Const(..)));
        let any_case = cases
            .iter()
            .any(|c| c.exprs.as_ref().is_some_and(|es| !es.is_empty()));
        // An instance of a generic function may repeat a value (`case 1, T(1):`), which a C
        // switch cannot; Go takes the first matching case, as an if chain does.
        let mut values = Vec::new();
        let distinct = cases
            .iter()
            .flat_map(|c| c.exprs.iter().flatten())
            .all(|e| {
                let ExprKind::Const(v, _) = &e.kind else {
                    return true;
                };
                if values.contains(&v) {
                    return false;
                }
                values.push(v);
                true
            });
        if int_tag && constant_cases && any_case && distinct {
            SwitchShape::CSwitch
        } else if cases.iter().any(|c| c.fallthrough) {
            SwitchShape::Dispatch
        } else {
            SwitchShape::IfChain
        }
    }

    /// Where the target is in the stack, and what lies inside it.
    fn inner_of(&self, target: BreakId) -> Option<(Construct, &[Construct])> {
        let k = self.stack.iter().rposition(|c| c.id() == target)?;
        Some((self.stack[k], &self.stack[k + 1..]))
    }

    fn break_jump(&mut self, target: BreakId) -> Jump {
        let native = match self.inner_of(target) {
            Some((Construct::Loop(_) | Construct::CSwitch(_), inner)) => {
                inner.iter().all(|c| matches!(c, Construct::Other(_)))
            }
            _ => false,
        };
        if !native {
            self.breakables[target.index()].break_label = true;
        }
        if native {
            Jump::Native
        } else {
            Jump::Goto
        }
    }

    fn continue_jump(&mut self, target: BreakId) -> Jump {
        let b = &self.breakables[target.index()];
        let to_post = b.post_in_header || !b.has_post;
        let native = to_post
            && match self.inner_of(target) {
                Some((Construct::Loop(_), inner)) => {
                    inner.iter().all(|c| !matches!(c, Construct::Loop(_)))
                }
                _ => false,
            };
        if native {
            Jump::Native
        } else {
            self.breakables[target.index()].continue_label = true;
            Jump::Goto
        }
    }
}

/// Whether a post statement is one C expression (it can go in the `for` header).
fn fits_in_header(post: &[Stmt]) -> bool {
    match post {
        [] => true,
        [s] if s.comments.is_empty() => {
            let simple = |e: &Expr| !contains_seq(e);
            match &s.kind {
                StmtKind::IncDec(l, _) => simple(l),
                StmtKind::Assign(l, r) | StmtKind::OpAssign(l, _, r) => simple(l) && simple(r),
                StmtKind::Expr(e) => simple(e),
                _ => false,
            }
        }
        _ => false,
    }
}

fn contains_seq(e: &Expr) -> bool {
    struct Find(bool);
    impl Visitor for Find {
        fn visit_expr(&mut self, e: &Expr) {
            if matches!(e.kind, ExprKind::Seq(..)) {
                self.0 = true;
            }
            walk_expr(self, e);
        }
        fn visit_stmt(&mut self, s: &Stmt) {
            walk_stmt(self, s);
        }
    }
    let mut f = Find(false);
    f.visit_expr(e);
    f.0
}

impl VisitorMut for Flow<'_> {
    fn visit_stmt_mut(&mut self, s: &mut Stmt) {
        match &mut s.kind {
            StmtKind::For {
                id,
                init,
                cond,
                post,
                body,
            } => {
                let rebox = init
                    .iter()
                    .any(|s| matches!(s.kind, StmtKind::Decl(l, _) if self.frame[l.index()]));
                let b = &mut self.breakables[id.index()];
                b.has_post = !post.is_empty() || rebox;
                b.post_in_header = !rebox && fits_in_header(post);
                self.visit_stmts_mut(init);
                if let Some(c) = cond {
                    self.visit_expr_mut(c);
                }
                self.stack.push(Construct::Loop(*id));
                self.visit_stmts_mut(body);
                self.stack.pop();
                self.visit_stmts_mut(post);
            }
            StmtKind::Range { id, expr, body, .. } => {
                self.visit_expr_mut(expr);
                self.stack.push(Construct::Loop(*id));
                self.visit_stmts_mut(body);
                self.stack.pop();
            }
            StmtKind::Switch {
                id,
                tag,
                cases,
                shape,
            } => {
                *shape = self.shape(tag, cases);
                if *shape == SwitchShape::Dispatch {
                    // Each case gets a label; a case that does not fall through jumps to the end.
                    let b = &mut self.breakables[id.index()];
                    b.case_labels = cases.len();
                    b.break_label = true;
                }
                if let Some(t) = tag {
                    self.visit_expr_mut(t);
                }
                let c = match shape {
                    SwitchShape::CSwitch => Construct::CSwitch(*id),
                    _ => Construct::Other(*id),
                };
                self.stack.push(c);
                for case in cases.iter_mut() {
                    for e in case.exprs.iter_mut().flatten() {
                        self.visit_expr_mut(e);
                    }
                    self.visit_stmts_mut(&mut case.body);
                }
                self.stack.pop();
            }
            StmtKind::Break(id, jump) => *jump = self.break_jump(*id),
            StmtKind::Continue(id, jump) => *jump = self.continue_jump(*id),
            _ => crate::tir::visit::walk_stmt_mut(self, s),
        }
    }

    fn visit_expr_mut(&mut self, e: &mut Expr) {
        // A statement expression keeps its own statements (no break can leave it).
        crate::tir::visit::walk_expr_mut(self, e);
    }
}
