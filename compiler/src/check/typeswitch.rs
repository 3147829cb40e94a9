//! Type switches.
//!
//! > A type switch compares types rather than values. [...] The TypeSwitchGuard may include a
//! > short variable declaration. When that form is used, the variable is declared at the end
//! > of the TypeSwitchCase in the implicit block of each clause. In clauses with a case listing
//! > exactly one type, the variable has that type; otherwise, the variable has the type of the
//! > expression in the TypeSwitchGuard.
//!
//! A type switch becomes a switch without a tag on a temporary holding the guard's value:
//! each case is a test of the dynamic type (`ExprKind::TypeIs`), and each clause starts by
//! declaring its variable. Input: the statement's parts. Output: that switch, or diagnostics
//! (not an interface, impossible cases, duplicate cases, a variable used in no clause).

use super::Checker;
use crate::diag::Diagnostic;
use crate::syntax::ast::{self, Span, StmtKind as S, TypeExprKind};
use crate::tir::types::{TypeId, INVALID};
use crate::tir::{
    AssertKind, Case, Expr, ExprKind, LabelId, LocalKind, Stmt, StmtKind, SwitchShape, Values,
};

impl<'a> Checker<'a> {
    #[allow(clippy::too_many_arguments)]
    pub fn type_switch(
        &mut self,
        init: &Option<Box<ast::Stmt>>,
        bind: &Option<ast::Ident>,
        x: &ast::Expr,
        cases: &[ast::TypeCase],
        label: Option<LabelId>,
        span: Span,
    ) -> Option<StmtKind> {
        self.open_scope();
        let mut out = match init {
            Some(s) => self.stmt(s, None).into_iter().collect(),
            None => Vec::new(),
        };
        let xe = self.expr(x);
        if xe.ty != INVALID && !self.types.is_interface(xe.ty) {
            let d = self.describe(&xe);
            self.push(
                Diagnostic::error(x.span, format!("{d} is not an interface"))
                    .label("not an interface")
                    .help("a type switch asks which type an interface value holds"),
            );
        }
        let ok = xe.ty != INVALID && self.types.is_interface(xe.ty);
        let xt = xe.ty;
        let tmp = self.temp(xt, x.span);
        out.push(Stmt::new(StmtKind::VarDecl(
            vec![tmp],
            Some(Values::Each(vec![xe])),
        )));
        let id = self.push_breakable(label, false);
        let mut tcases = Vec::new();
        let mut seen: Vec<(Option<TypeId>, Span)> = Vec::new();
        let mut has_default = false;
        let mut bound_used = false;
        let guard = move |sp: Span| Expr::new(xt, ExprKind::Local(tmp), sp);
        for c in cases {
            // The types of the case: `None` in the list is `nil`.
            let types: Option<Vec<(Option<TypeId>, Span)>> = c
                .types
                .as_ref()
                .map(|ts| ts.iter().map(|te| (self.case_type(te), te.span)).collect());
            let mut tests = Vec::new();
            match &types {
                None => {
                    if has_default {
                        self.error(c.span, "multiple defaults in switch");
                    }
                    has_default = true;
                }
                Some(ts) => {
                    for &(t, sp) in ts {
                        if t == Some(INVALID) {
                            continue;
                        }
                        if let Some((_, prev)) = seen.iter().find(|(s, _)| *s == t) {
                            if self.instance_mode {
                                // Substitution made two cases the same type: the first wins.
                                continue;
                            }
                            let prev = *prev;
                            let d = t.map_or("nil".to_string(), |t| self.types.display(t));
                            self.push(
                                Diagnostic::error(sp, format!("duplicate case {d} in type switch"))
                                    .secondary(prev, "previous case"),
                            );
                            continue;
                        }
                        seen.push((t, sp));
                        if let (Some(t), true) = (t, ok) {
                            // A type parameter's type set may hold a type that implements x's
                            // interface (and an instance's cases were checked generically).
                            let open = self.types.tparam_of(t).is_some() || self.instance_mode;
                            if !self.types.is_interface(t) && !open {
                                if let Some(why) = self.not_implemented(t, xt) {
                                    let (d, i) = (self.types.display(t), self.types.display(xt));
                                    self.push(
                                        Diagnostic::error(
                                            sp,
                                            format!("impossible type switch case: {i} cannot have dynamic type {d} {why}"),
                                        )
                                        .label(format!("a {i} never holds a {d}")),
                                    );
                                    continue;
                                }
                            }
                        }
                        let b = self.types.basic(crate::tir::types::Basic::Bool);
                        tests.push(Expr::new(b, ExprKind::TypeIs(t, Box::new(guard(sp))), sp));
                    }
                }
            }
            self.open_scope();
            let mut body = Vec::new();
            if let Some(b) = bind {
                // One type: the variable has it; otherwise the guard's type.
                let single = match &types {
                    Some(ts) if ts.len() == 1 => ts[0].0.filter(|t| *t != INVALID),
                    _ => None,
                };
                let (vt, value) = match single {
                    Some(t) => (
                        t,
                        Expr::new(
                            t,
                            ExprKind::TypeAssert(AssertKind::Unchecked, t, Box::new(guard(b.span))),
                            b.span,
                        ),
                    ),
                    None => (xt, guard(b.span)),
                };
                let v = self.declare_local(&b.name, vt, b.span, LocalKind::Var);
                body.push(Stmt::new(StmtKind::VarDecl(
                    vec![v],
                    Some(Values::Each(vec![value])),
                )));
                let mut stmts: &[ast::Stmt] = &c.body;
                if let Some(last) = c.body.last() {
                    if matches!(last.kind, S::Fallthrough) {
                        self.error(last.span, "cannot fallthrough in type switch");
                        stmts = &c.body[..c.body.len() - 1];
                    }
                }
                body.extend(self.block_stmts(stmts));
                // Go reports the variable once, at the switch, if no clause uses it.
                if let Some(f) = self.fctx.as_mut() {
                    if let Some(u) = f.used.get_mut(v.index()) {
                        bound_used |= *u;
                        *u = true;
                    }
                }
            } else {
                let mut stmts: &[ast::Stmt] = &c.body;
                if let Some(last) = c.body.last() {
                    if matches!(last.kind, S::Fallthrough) {
                        self.error(last.span, "cannot fallthrough in type switch");
                        stmts = &c.body[..c.body.len() - 1];
                    }
                }
                body.extend(self.block_stmts(stmts));
            }
            self.close_scope();
            // A case whose every type was reported has no test left: it never runs.
            let exprs = match types {
                None => None,
                Some(_) if tests.is_empty() => {
                    let b = self.types.basic(crate::tir::types::Basic::Bool);
                    Some(vec![Expr::new(
                        b,
                        ExprKind::Const(
                            crate::tir::constant::ConstValue::Bool(false),
                            crate::tir::ConstStyle::Plain,
                        ),
                        c.span,
                    )])
                }
                Some(_) => Some(tests),
            };
            tcases.push(Case {
                exprs,
                body,
                fallthrough: false,
            });
        }
        self.pop_breakable();
        if let Some(b) = bind {
            if !bound_used && self.unsupported_seen == 0 {
                let n = b.name.clone();
                self.push(
                    Diagnostic::error(b.span, format!("declared and not used: {n}"))
                        .label("declared here")
                        .help(format!(
                            "use `{n}` in a case, or drop `{n} :=` from the switch"
                        )),
                );
            }
        }
        self.close_scope();
        let _ = span;
        out.push(Stmt::new(StmtKind::Switch {
            id,
            tag: None,
            cases: tcases,
            shape: SwitchShape::Undecided,
        }));
        Some(StmtKind::Block(out))
    }

    /// A type in a case list; `None` for `nil`, `Some(INVALID)` after an error.
    fn case_type(&mut self, te: &ast::TypeExpr) -> Option<TypeId> {
        if let TypeExprKind::Name(id) = &te.kind {
            if id.name == "nil" {
                if let Some(super::scope::Entity::Nil) = self.lookup("nil") {
                    return None;
                }
            }
        }
        Some(self.resolve_type(te))
    }
}
