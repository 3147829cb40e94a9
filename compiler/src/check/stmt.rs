//! Statements, scopes of blocks, labels, and the terminating-statement rule.

use super::Checker;
use crate::check::scope::Entity;
use crate::check::unsupported::Construct;
use crate::diag::Diagnostic;
use crate::syntax::ast::{self, AssignOp, Span, StmtKind as S};
use crate::tir::constant::ConstValue;
use crate::tir::types::{Basic, Type, TypeId, INVALID};
use crate::tir::{
    self, BreakId, Builtin, Case, Expr, ExprKind, Jump, LabelId, Lhs, LocalId, LocalKind,
    RangeKind, Stmt, StmtKind, SwitchShape, Values,
};

impl<'a> Checker<'a> {
    /// Statements of a block, in the current scope.
    pub fn block_stmts(&mut self, stmts: &[ast::Stmt]) -> Vec<Stmt> {
        let mut out = Vec::new();
        for s in stmts {
            if let Some(mut t) = self.stmt(s, None) {
                t.comments = s.comments.clone();
                out.push(t);
            }
        }
        out
    }

    fn scoped_block(&mut self, stmts: &[ast::Stmt]) -> Vec<Stmt> {
        self.open_scope();
        let out = self.block_stmts(stmts);
        self.close_scope();
        out
    }

    fn simple_opt(&mut self, s: &Option<Box<ast::Stmt>>) -> Vec<Stmt> {
        match s {
            Some(s) => self.stmt(s, None).into_iter().collect(),
            None => Vec::new(),
        }
    }

    fn label_id(&mut self, l: &ast::Ident) -> Option<LabelId> {
        let f = self.fctx.as_mut()?;
        let lab = f.labels.get_mut(&l.name)?;
        lab.used = true;
        Some(lab.id)
    }

    /// Wraps statements that must run first (an init statement) with the statement they
    /// belong to, in a block of its own (Go scopes the init statement's variables to it).
    fn with_init(init: Vec<Stmt>, kind: StmtKind) -> StmtKind {
        if init.is_empty() {
            return kind;
        }
        let mut b = init;
        b.push(Stmt::new(kind));
        StmtKind::Block(b)
    }

    fn cond(&mut self, e: &ast::Expr, what: &str) -> Expr {
        let c = self.expr(e);
        if c.ty != INVALID && !self.types.is_bool(c.ty) {
            self.push(
                Diagnostic::error(e.span, format!("non-boolean condition in {what} statement"))
                    .label(format!("{} is not a bool", self.describe(&c))),
            );
            return self.invalid(e.span);
        }
        self.default_value(c, "condition")
    }

    /// An assignment target: `None` for `_`. Does not count as a use of a variable.
    fn lhs(&mut self, e: &ast::Expr) -> Option<Lhs> {
        if let ast::ExprKind::Ident(n) = &e.kind {
            if n == "_" {
                return Some(None);
            }
            if let Some(Entity::Local(id)) = self.lookup(n) {
                let t = self.local_ty(id);
                return Some(Some(self.mk(t, ExprKind::Local(id), e.span)));
            }
        }
        let x = self.expr(e);
        if x.ty == INVALID {
            return None;
        }
        // `m[k] = v` inserts or replaces an entry.
        if matches!(x.kind, ExprKind::MapIndex(..)) {
            return Some(Some(x));
        }
        if self.map_field_target(e, &x) {
            return None;
        }
        if !self.addressable(&x) {
            let d = self.describe(&x);
            let what = self.src_name(e, &d);
            let (label, help) = match &x.kind {
                ExprKind::Index(_, s, _) if self.types.is_string(s.ty) => (
                    "strings are immutable",
                    Some("build a new string, or convert to []byte and change that"),
                ),
                ExprKind::Const(..) => ("a constant cannot be assigned", None),
                ExprKind::Call(..) | ExprKind::CallValue(..) | ExprKind::IfaceCall(..) => (
                    "the result of a call is not a variable",
                    Some("store the result in a variable first"),
                ),
                ExprKind::Field(..) => (
                    "a field of a value that is not a variable",
                    Some("store the value in a variable first"),
                ),
                _ => ("not assignable", None),
            };
            let mut d = Diagnostic::error(
                e.span,
                format!("cannot assign to {what} (neither addressable nor a map index expression)"),
            )
            .label(label);
            if let Some(h) = help {
                d = d.help(h);
            }
            self.push(d);
            return None;
        }
        Some(Some(x))
    }

    fn src_name(&self, e: &ast::Expr, d: &str) -> String {
        if let Some(t) = expr_text(e) {
            let ty = d
                .rsplit_once("of type ")
                .map(|x| x.1.trim_end_matches(')').to_string());
            return match ty {
                Some(ty) if !matches!(e.kind, ast::ExprKind::Ident(_)) => {
                    format!("{t} (value of type {ty})")
                }
                _ if matches!(e.kind, ast::ExprKind::Ident(_)) => format!(
                    "{t} ({})",
                    d.split_once(" (")
                        .map(|x| x.1.trim_end_matches(')'))
                        .unwrap_or(d)
                ),
                _ => t,
            };
        }
        match &e.kind {
            ast::ExprKind::Ident(n) => format!(
                "{n} ({})",
                d.split_once(" (")
                    .map(|x| x.1.trim_end_matches(')'))
                    .unwrap_or(d)
            ),
            _ => d.to_string(),
        }
    }

    pub fn stmt(&mut self, s: &ast::Stmt, label: Option<LabelId>) -> Option<Stmt> {
        let span = s.span;
        let kind = match &s.kind {
            S::Empty => return None,
            S::Go(_) => {
                self.reject(span, Construct::GoStmt);
                return None;
            }
            S::Defer(e) => self.defer_stmt(e, span)?,
            S::Send(..) => {
                self.reject(span, Construct::ChanSend);
                return None;
            }
            S::Select(_) => {
                self.reject(span, Construct::Select);
                return None;
            }
            S::TypeSwitch {
                init,
                bind,
                x,
                cases,
            } => self.type_switch(init, bind, x, cases, label, span)?,
            S::Expr(e) => {
                let x = self.expr_multi(e);
                if x.ty == INVALID {
                    return None;
                }
                let is_call = matches!(
                    x.kind,
                    ExprKind::Call(..) | ExprKind::CallValue(..) | ExprKind::IfaceCall(..)
                ) || matches!(&x.kind, ExprKind::Builtin(b, _) if matches!(b, Builtin::Print | Builtin::Println | Builtin::Panic | Builtin::Copy | Builtin::Clear | Builtin::Delete))
                    || matches!(&x.kind, ExprKind::Let(_, _, body) if matches!(body.kind, ExprKind::Call(..) | ExprKind::CallValue(..) | ExprKind::IfaceCall(..) | ExprKind::Builtin(..)))
                    || self.is_c_text(&x);
                if !is_call {
                    let d = self.describe(&x);
                    self.push(
                        Diagnostic::error(span, format!("{d} is not used"))
                            .label("value computed but not used"),
                    );
                    return None;
                }
                StmtKind::Expr(x)
            }
            S::IncDec(e, inc) => {
                let Some(Some(x)) = self.lhs(e) else {
                    if matches!(&e.kind, ast::ExprKind::Ident(n) if n == "_") {
                        self.error(e.span, "cannot use _ as value");
                    }
                    return None;
                };
                // `x++` reads x: Go counts it as a use.
                if let ExprKind::Local(id) = x.kind {
                    self.mark_used(id);
                }
                if !self.types.is_numeric(x.ty) {
                    let op = if *inc { "++" } else { "--" };
                    self.error(
                        span,
                        format!(
                            "invalid operation: {}{op} (non-numeric type {})",
                            self.describe(&x),
                            self.types.display(x.ty)
                        ),
                    );
                    return None;
                }
                StmtKind::IncDec(x, *inc)
            }
            S::Assign(l, AssignOp::Op(op), r) => {
                if l.len() != 1 || r.len() != 1 {
                    self.error(
                        span,
                        format!(
                            "assignment operation {}= requires single-valued expressions",
                            op.as_str()
                        ),
                    );
                    return None;
                }
                let Some(Some(x)) = self.lhs(&l[0]) else {
                    if matches!(&l[0].kind, ast::ExprKind::Ident(n) if n == "_") {
                        self.error(l[0].span, "cannot use _ as value");
                    }
                    return None;
                };
                // `x op= y` reads x: Go counts it as a use.
                if let ExprKind::Local(id) = x.kind {
                    self.mark_used(id);
                }
                let y = self.expr(&r[0]);
                let res = self.binary_exprs(*op, x.clone(), y, span);
                if res.ty == INVALID {
                    return None;
                }
                // binary_exprs converted the right operand; take it back out.
                let rhs = match res.kind {
                    ExprKind::Binary(_, _, r) => *r,
                    ExprKind::Concat(_, mut parts) if parts.len() == 2 => parts.pop()?,
                    _ => return None,
                };
                StmtKind::OpAssign(x, *op, rhs)
            }
            S::Assign(l, AssignOp::Plain, r) => {
                let mut lhs = Vec::new();
                let mut bad = false;
                for e in l {
                    match self.lhs(e) {
                        Some(x) => lhs.push(x),
                        None => bad = true,
                    }
                }
                let rhs = self.assign_rhs(&lhs, l.len(), r, span, "assignment");
                if bad {
                    return None;
                }
                let rhs = rhs?;
                if let Some(k) = self.tuple_to_ifaces(&lhs, &rhs, span) {
                    return Some(Stmt::new(k));
                }
                Self::assignment(lhs, rhs, Vec::new())
            }
            S::Define(l, r) => return self.define(l, r, span).map(Stmt::new),
            S::Gen(g) => return self.local_decl(g, span),
            S::Block(b) => StmtKind::Block(self.scoped_block(&b.stmts)),
            S::If {
                init,
                cond,
                then,
                els,
            } => {
                self.open_scope();
                let init = self.simple_opt(init);
                let c = self.cond(cond, "if");
                let then = self.scoped_block(&then.stmts);
                let els = match els {
                    None => Vec::new(),
                    Some(e) => match &e.kind {
                        S::Block(b) => self.scoped_block(&b.stmts),
                        _ => self.stmt(e, None).into_iter().collect(),
                    },
                };
                self.close_scope();
                Self::with_init(init, StmtKind::If { cond: c, then, els })
            }
            S::For {
                init,
                cond,
                post,
                body,
            } => {
                self.open_scope();
                let init = self.simple_opt(init);
                let c = cond.as_ref().map(|c| self.cond(c, "for"));
                let post = self.simple_opt(post);
                if let Some(p) = post_ast_of(s) {
                    if matches!(p.kind, S::Define(..)) {
                        self.error(p.span, "cannot declare in post statement of for loop");
                    }
                }
                let id = self.push_breakable(label, true);
                let body = self.scoped_block(&body.stmts);
                self.pop_breakable();
                self.close_scope();
                StmtKind::For {
                    id,
                    init,
                    cond: c,
                    post,
                    body,
                }
            }
            S::Range {
                key,
                value,
                define,
                expr,
                body,
            } => {
                return self.range(
                    key.as_deref(),
                    value.as_deref(),
                    *define,
                    expr,
                    body,
                    label,
                    span,
                )
            }
            S::Switch { init, tag, cases } => {
                self.open_scope();
                let init = self.simple_opt(init);
                let tag = tag.as_ref().map(|t| {
                    let e = self.expr(t);
                    self.default_value(e, "switch expression")
                });
                let tag_ty = tag.as_ref().map(|t| t.ty);
                let mut nil_only_tag = false;
                if let Some(t) = tag_ty {
                    // Go allows a slice, map or func tag: each case must then be nil.
                    let nil_only = matches!(
                        self.types.under_type(t),
                        Type::Slice(_) | Type::Map(..) | Type::Func(_)
                    );
                    nil_only_tag = nil_only && !self.types.comparable(t);
                    if t != INVALID && !self.types.comparable(t) && !nil_only {
                        let d = self.types.display(t);
                        self.error(
                            span,
                            format!("cannot switch on value of type {d} (not comparable)"),
                        );
                    }
                }
                let id = self.push_breakable(label, false);
                let mut tcases = Vec::new();
                let mut seen: Vec<(ConstValue, Span)> = Vec::new();
                let mut has_default = false;
                for (ci, c) in cases.iter().enumerate() {
                    let exprs = match &c.exprs {
                        None => {
                            if has_default {
                                self.error(c.span, "multiple defaults in switch");
                            }
                            has_default = true;
                            None
                        }
                        Some(es) => {
                            let mut out = Vec::new();
                            for e in es {
                                let v = match tag_ty {
                                    Some(t) => {
                                        let v = self.expr(e);
                                        let v = self.assign_case(v, t);
                                        if nil_only_tag
                                            && v.ty != INVALID
                                            && !matches!(v.kind, ExprKind::Nil)
                                        {
                                            let what = match self.types.under_type(t) {
                                                Type::Slice(_) => "slice",
                                                Type::Map(..) => "map",
                                                _ => "func",
                                            };
                                            let d = self.types.display(t);
                                            self.push(
                                                Diagnostic::error(
                                                    e.span,
                                                    format!("invalid case in switch on a value of type {d} ({what} can only be compared to nil)"),
                                                )
                                                .label("not nil"),
                                            );
                                        }
                                        // Duplicates are Go's check of the generic
                                        // declaration: in an instance, `T(0)` is a constant
                                        // the generic body did not have.
                                        if let (ExprKind::Const(cv, _), false) =
                                            (&v.kind, self.instance_mode)
                                        {
                                            if let Some((_, prev)) =
                                                seen.iter().find(|(x, _)| x == cv)
                                            {
                                                let prev = *prev;
                                                self.push(Diagnostic::error(e.span, format!("duplicate case {} in expression switch", cv.describe())).secondary(prev, "previous case"));
                                            } else {
                                                seen.push((cv.clone(), e.span));
                                            }
                                        }
                                        v
                                    }
                                    None => self.cond(e, "case"),
                                };
                                out.push(v);
                            }
                            Some(out)
                        }
                    };
                    self.open_scope();
                    let mut fallthrough = false;
                    let mut body_ast: &[ast::Stmt] = &c.body;
                    if let Some(last) = c.body.last() {
                        if matches!(last.kind, S::Fallthrough) {
                            if ci + 1 == cases.len() {
                                self.error(last.span, "cannot fallthrough final case in switch");
                            }
                            fallthrough = true;
                            body_ast = &c.body[..c.body.len() - 1];
                        }
                    }
                    let body = self.block_stmts(body_ast);
                    self.close_scope();
                    tcases.push(Case {
                        exprs,
                        body,
                        fallthrough,
                    });
                }
                let tag = self.iface_switch(tag, &mut tcases);
                self.pop_breakable();
                self.close_scope();
                Self::with_init(
                    init,
                    StmtKind::Switch {
                        id,
                        tag,
                        cases: tcases,
                        shape: SwitchShape::Undecided,
                    },
                )
            }
            S::Return(vals) => return self.ret(vals, span).map(Stmt::new),
            S::Break(l) => {
                let in_scope = self.enclosing_breakables();
                match l {
                    Some(l) => {
                        let lab = self.label_id(l);
                        let target = in_scope
                            .iter()
                            .rev()
                            .find(|(_, b)| lab.is_some() && b.label == lab);
                        let Some((id, _)) = target else {
                            let n = l.name.clone();
                            self.push(
                                Diagnostic::error(l.span, format!("invalid break label {n}"))
                                    .label("not an enclosing loop or switch"),
                            );
                            return None;
                        };
                        StmtKind::Break(*id, Jump::Native)
                    }
                    None => {
                        let Some((id, _)) = in_scope.last() else {
                            self.push(
                                Diagnostic::error(
                                    span,
                                    "break is not in a loop, switch, or select",
                                )
                                .label("nothing to break out of"),
                            );
                            return None;
                        };
                        StmtKind::Break(*id, Jump::Native)
                    }
                }
            }
            S::Continue(l) => {
                let in_scope = self.enclosing_breakables();
                match l {
                    Some(l) => {
                        let lab = self.label_id(l);
                        let target = in_scope
                            .iter()
                            .rev()
                            .find(|(_, b)| lab.is_some() && b.label == lab && b.is_loop);
                        let Some((id, _)) = target else {
                            let n = l.name.clone();
                            self.push(
                                Diagnostic::error(l.span, format!("invalid continue label {n}"))
                                    .label("not an enclosing loop"),
                            );
                            return None;
                        };
                        StmtKind::Continue(*id, Jump::Native)
                    }
                    None => {
                        let Some((id, _)) = in_scope.iter().rev().find(|(_, b)| b.is_loop) else {
                            self.push(
                                Diagnostic::error(span, "continue is not in a loop")
                                    .label("no enclosing loop"),
                            );
                            return None;
                        };
                        StmtKind::Continue(*id, Jump::Native)
                    }
                }
            }
            S::Goto(l) => match self.label_id(l) {
                Some(id) => {
                    if let Some(f) = self.fctx.as_mut() {
                        f.label_list[id.index()].goto_target = true;
                    }
                    StmtKind::Goto(id)
                }
                None => {
                    let n = l.name.clone();
                    self.push(
                        Diagnostic::error(l.span, format!("label {n} not defined"))
                            .label("unknown label"),
                    );
                    return None;
                }
            },
            S::Fallthrough => {
                self.error(span, "fallthrough statement out of place");
                return None;
            }
            S::Labeled(l, inner) => {
                let id = self
                    .fctx
                    .as_ref()
                    .and_then(|f| f.labels.get(&l.name))
                    .map(|x| x.id)?;
                let inner = self.stmt(inner, Some(id));
                let inner = inner.unwrap_or_else(|| Stmt::new(StmtKind::Block(Vec::new())));
                StmtKind::Labeled(id, Box::new(inner))
            }
        };
        Some(Stmt::new(kind))
    }

    /// A new loop or switch that `break` (and, for loops, `continue`) can leave.
    pub fn push_breakable(&mut self, label: Option<LabelId>, is_loop: bool) -> BreakId {
        let Some(f) = self.fctx.as_mut() else {
            return BreakId(0);
        };
        let id = BreakId(f.breakables.len() as u32);
        f.breakables.push(tir::Breakable {
            label,
            is_loop,
            ..tir::Breakable::default()
        });
        f.breakable_stack.push(id);
        id
    }
    pub fn pop_breakable(&mut self) {
        if let Some(f) = self.fctx.as_mut() {
            f.breakable_stack.pop();
        }
    }
    /// The loops and switches around the current statement, innermost last.
    fn enclosing_breakables(&self) -> Vec<(BreakId, tir::Breakable)> {
        match &self.fctx {
            Some(f) => f
                .breakable_stack
                .iter()
                .map(|id| (*id, f.breakables[id.index()].clone()))
                .collect(),
            None => Vec::new(),
        }
    }

    /// An assignment of checked values to checked targets: one plain `Assign` when there is
    /// one target, `AssignMulti` otherwise (Go's two-phase semantics).
    fn assignment(lhs: Vec<Lhs>, values: Vec<Expr>, define: Vec<LocalId>) -> StmtKind {
        if lhs.len() == 1 && values.len() == 1 && define.is_empty() {
            let mut lhs = lhs;
            let mut values = values;
            let (l, v) = (lhs.remove(0), values.remove(0));
            return match l {
                Some(l) => StmtKind::Assign(l, v),
                None => StmtKind::Expr(v),
            };
        }
        let values = if values.len() == 1 && lhs.len() > 1 {
            Values::Tuple(values.into_iter().next().expect("one value"))
        } else {
            Values::Each(values)
        };
        StmtKind::AssignMulti {
            lhs,
            values,
            define,
        }
    }

    /// `x, ok = m[k]` (or `= y.(T)`, `= f()`) where a target is an interface and its result
    /// is not: the results go to temporaries first, then each is assigned (and converted).
    fn tuple_to_ifaces(&mut self, lhs: &[Lhs], rhs: &[Expr], span: Span) -> Option<StmtKind> {
        let [call] = rhs else { return None };
        let Type::Tuple(ts) = self.types.get(call.ty).clone() else {
            return None;
        };
        let converts = lhs.iter().zip(&ts).any(|(l, t)| {
            l.as_ref().is_some_and(|l| {
                self.types.is_interface(l.ty) && self.types.under(l.ty) != self.types.under(*t)
            })
        });
        if !converts || ts.len() != lhs.len() {
            return None;
        }
        let temps: Vec<LocalId> = ts.iter().map(|t| self.temp(*t, span)).collect();
        let targets = temps
            .iter()
            .zip(&ts)
            .map(|(l, t)| Some(self.mk(*t, ExprKind::Local(*l), span)))
            .collect();
        let mut out = vec![Stmt::new(StmtKind::AssignMulti {
            lhs: targets,
            values: Values::Tuple(call.clone()),
            define: temps.clone(),
        })];
        for ((l, t), ty) in lhs.iter().zip(&temps).zip(&ts) {
            if let Some(l) = l {
                let v = self.mk(*ty, ExprKind::Local(*t), span);
                let v = self.assign(v, l.ty, "assignment");
                out.push(Stmt::new(StmtKind::Assign(l.clone(), v)));
            }
        }
        Some(StmtKind::Seq(out))
    }

    /// `switch x { case i: }` with x not an interface and some case `i` an interface value:
    /// Go compares `x == i` as interface values, so the tag and every case become `any` (the
    /// same comparisons: an interface comparison compares dynamic types and values).
    fn iface_switch(&mut self, tag: Option<Expr>, cases: &mut [Case]) -> Option<Expr> {
        let tag = tag?;
        let mixed = !self.types.is_interface(tag.ty)
            && cases
                .iter()
                .flat_map(|c| c.exprs.iter().flatten())
                .any(|e| e.ty != INVALID && self.types.is_interface(e.ty));
        if !mixed {
            return Some(tag);
        }
        let any = self.any_type();
        for c in cases.iter_mut() {
            for e in c.exprs.iter_mut().flatten() {
                let v = std::mem::replace(e, self.invalid(Span::default()));
                *e = if v.ty == INVALID {
                    v
                } else {
                    self.assign(v, any, "switch case")
                };
            }
        }
        Some(self.assign(tag, any, "switch expression"))
    }

    fn assign_case(&mut self, v: Expr, t: TypeId) -> Expr {
        if v.ty == INVALID || t == INVALID {
            return v;
        }
        if self.types.is_untyped(v.ty) {
            return self.assign(v, t, "switch case");
        }
        if v.ty != t && self.types.is_interface(t) && self.assignable(v.ty, t) {
            return self.assign(v, t, "switch case");
        }
        // An interface case on a tag of another type: compared as interface values (the
        // switch converts its tag and cases once all cases are known).
        if v.ty != t
            && self.types.is_interface(v.ty)
            && !self.types.is_interface(t)
            && self.assignable(t, v.ty)
        {
            return v;
        }
        if v.ty != t {
            let (a, b) = (self.describe(&v), self.types.display(t));
            self.error(
                v.span,
                format!(
                    "invalid case {a} in switch (mismatched types {} and {b})",
                    self.types.display(v.ty)
                ),
            );
            return self.invalid(v.span);
        }
        v
    }

    /// Right-hand sides of an assignment to `lhs` (n targets): n values or one tuple call.
    fn assign_rhs(
        &mut self,
        lhs: &[Lhs],
        n: usize,
        r: &[ast::Expr],
        span: Span,
        ctx: &str,
    ) -> Option<Vec<Expr>> {
        if r.len() == 1 && n > 1 {
            let e = self.multi_value(&r[0], n);
            if e.ty == INVALID {
                return None;
            }
            let Type::Tuple(ts) = self.types.get(e.ty).clone() else {
                self.error(
                    span,
                    format!("assignment mismatch: {n} variables but 1 value"),
                );
                return None;
            };
            if ts.len() != n {
                let c = self.call_name(&r[0]);
                self.error(
                    span,
                    format!(
                        "assignment mismatch: {n} variables but {c} returns {} value{}",
                        ts.len(),
                        if ts.len() == 1 { "" } else { "s" }
                    ),
                );
                return None;
            }
            // The `ok` of a comma-ok form is an untyped boolean: any boolean type takes it.
            let comma_ok = matches!(
                e.kind,
                ExprKind::MapLookup(..) | ExprKind::TypeAssert(tir::AssertKind::CommaOk, ..)
            );
            for (k, (l, t)) in lhs.iter().zip(&ts).enumerate() {
                if let Some(l) = l {
                    let untyped_ok = comma_ok && k == 1 && self.types.is_bool(l.ty);
                    if !untyped_ok && !self.assignable(*t, l.ty) {
                        let (a, b) = (self.types.display(*t), self.types.display(l.ty));
                        self.error(
                            r[0].span,
                            format!("cannot use {a} value as {b} value in {ctx}"),
                        );
                        return None;
                    }
                }
            }
            return Some(vec![e]);
        }
        if r.len() != n {
            let m = r.len();
            self.push(
                Diagnostic::error(
                    span,
                    format!(
                        "assignment mismatch: {n} variable{} but {m} value{}",
                        if n == 1 { "" } else { "s" },
                        if m == 1 { "" } else { "s" }
                    ),
                )
                .label("mismatched counts"),
            );
            for e in r {
                self.expr(e);
            }
            return None;
        }
        let mut out = Vec::new();
        let mut ok = true;
        for (i, e) in r.iter().enumerate() {
            let v = self.expr(e);
            let v = match lhs.get(i) {
                Some(Some(l)) => {
                    let t = l.ty;
                    self.assign(v, t, ctx)
                }
                _ => self.default_value(v, ctx),
            };
            if v.ty == INVALID {
                ok = false;
            }
            out.push(v);
        }
        ok.then_some(out)
    }

    fn define(&mut self, l: &[ast::Expr], r: &[ast::Expr], span: Span) -> Option<StmtKind> {
        // Names on the left.
        let mut names = Vec::new();
        for e in l {
            match &e.kind {
                ast::ExprKind::Ident(n) => names.push((n.clone(), e.span)),
                _ => {
                    self.push(
                        Diagnostic::error(e.span, "non-name on left side of :=")
                            .label("expected a name"),
                    );
                    for x in r {
                        self.expr(x);
                    }
                    return None;
                }
            }
        }
        // Existing variables in the current scope are assigned, others are new.
        let mut lhs_existing: Vec<Option<Expr>> = Vec::new();
        let mut any_new = false;
        for (n, sp) in &names {
            let existing = if n == "_" {
                None
            } else {
                self.scopes.last().and_then(|s| s.names.get(n).cloned())
            };
            match existing {
                Some(Entity::Local(id)) => {
                    let t = self.local_ty(id);
                    lhs_existing.push(Some(self.mk(t, ExprKind::Local(id), *sp)));
                }
                Some(_) => {
                    self.error(*sp, format!("cannot assign to {n}"));
                    return None;
                }
                None => {
                    if n != "_" {
                        if names.iter().filter(|(m, _)| m == n).count() > 1 {
                            self.error(*sp, format!("{n} repeated on left side of :="));
                            return None;
                        }
                        any_new = true;
                    }
                    lhs_existing.push(None);
                }
            }
        }
        if !any_new {
            self.push(
                Diagnostic::error(span, "no new variables on left side of :=")
                    .label("all names already declared")
                    .help("use = to assign to existing variables"),
            );
        }
        let rhs = self.assign_rhs(&lhs_existing, names.len(), r, span, "assignment");
        // The types of the new variables.
        let tys: Vec<TypeId> = match &rhs {
            Some(rhs) if rhs.len() == 1 && names.len() > 1 => match self.types.get(rhs[0].ty) {
                Type::Tuple(ts) => ts.clone(),
                _ => vec![INVALID; names.len()],
            },
            Some(rhs) => rhs.iter().map(|e| e.ty).collect(),
            None => vec![INVALID; names.len()],
        };
        let mut lhs = Vec::new();
        let mut new_locals = Vec::new();
        for (i, (n, sp)) in names.iter().enumerate() {
            match &lhs_existing[i] {
                Some(e) => lhs.push(Some(e.clone())),
                None if n == "_" => lhs.push(None),
                None => {
                    let t = tys.get(i).copied().unwrap_or(INVALID);
                    // `v := nil` has no type; `v := any(nil)` is a typed nil.
                    let rhs_i = rhs.as_ref().and_then(|r| r.get(i));
                    if rhs_i.is_some_and(|e| {
                        matches!(e.kind, ExprKind::Nil) && self.types.is_untyped(e.ty)
                    }) {
                        self.error(*sp, "use of untyped nil in assignment");
                    }
                    let id = self.declare_local(n, t, *sp, LocalKind::Var);
                    new_locals.push(id);
                    lhs.push(Some(self.mk(t, ExprKind::Local(id), *sp)));
                }
            }
        }
        let rhs = rhs?;
        if !any_new {
            return None;
        }
        if names.len() == 1 {
            return Some(StmtKind::VarDecl(new_locals, Some(Values::Each(rhs))));
        }
        Some(Self::assignment(lhs, rhs, new_locals))
    }

    fn local_decl(&mut self, g: &ast::GenDecl, span: Span) -> Option<Stmt> {
        match g {
            ast::GenDecl::Var(specs) => {
                let mut out = Vec::new();
                for s in specs {
                    let ty = s.ty.as_ref().map(|t| {
                        let ty = self.resolve_type(t);
                        self.check_value_type(ty, t.span)
                    });
                    let inits = self.var_inits(&s.names, ty, &s.values, s.span);
                    let (tys, values): (Vec<TypeId>, Option<Values>) = match inits {
                        super::decl::VarInits::Each(v) => {
                            let tys = v.iter().map(|x| x.0).collect();
                            let vals: Vec<Expr> = v.into_iter().filter_map(|x| x.1).collect();
                            (tys, (!vals.is_empty()).then_some(Values::Each(vals)))
                        }
                        super::decl::VarInits::Tuple(call, tys) => (tys, Some(Values::Tuple(call))),
                    };
                    if let Some(Values::Each(vals)) = &values {
                        for (v, n) in vals.iter().zip(&s.names) {
                            if matches!(v.kind, ExprKind::Nil) && self.types.is_untyped(v.ty) {
                                self.error(n.span, "use of untyped nil in variable declaration");
                            }
                        }
                    }
                    let ids: Vec<LocalId> = s
                        .names
                        .iter()
                        .zip(&tys)
                        .map(|(n, t)| self.declare_local(&n.name, *t, n.span, LocalKind::Var))
                        .collect();
                    out.push(Stmt::new(StmtKind::VarDecl(ids, values)));
                }
                if out.len() == 1 {
                    out.pop()
                } else {
                    Some(Stmt::new(StmtKind::Seq(out)))
                }
            }
            ast::GenDecl::Const(specs) => {
                for s in specs {
                    for (k, n) in s.names.iter().enumerate() {
                        let e = self.const_spec_value(s, k);
                        self.declare_entity(&n.name, e, n.span);
                    }
                }
                None
            }
            ast::GenDecl::Type(specs) => {
                for s in specs {
                    if let Some(sp) = s.tparams.span {
                        let c = if s.alias {
                            Construct::GenericAlias
                        } else {
                            Construct::LocalGenericType
                        };
                        self.reject(sp, c);
                        self.declare_entity(&s.name.name, Entity::Rejected, s.name.span);
                        continue;
                    }
                    if s.alias {
                        let t = self.resolve_type(&s.ty);
                        self.declare_entity(&s.name.name, Entity::Type(t), s.name.span);
                        continue;
                    }
                    let func = self.fctx.as_ref().and_then(|f| f.func);
                    let tid = self
                        .types
                        .new_named(self.pkg, s.name.name.clone(), func, Vec::new());
                    let Some(idx) = self.types.named_id(tid) else {
                        continue;
                    };
                    self.declare_entity(&s.name.name, Entity::Type(tid), s.name.span);
                    self.local_types_in_progress.push((idx, s.name.span));
                    // A use of the type by value inside its own declaration is reported there
                    // (`resolve_type_in`: invalid recursive type) and resolves to INVALID.
                    let t = self.resolve_type(&s.ty);
                    self.local_types_in_progress.pop();
                    let u = self.types.under(t);
                    self.types.named_mut(idx).underlying = u;
                }
                let _ = span;
                None
            }
        }
    }

    fn ret(&mut self, vals: &[ast::Expr], span: Span) -> Option<StmtKind> {
        let (results, named) = match &self.fctx {
            Some(f) => (f.results.clone(), f.named_results.clone()),
            None => return None,
        };
        if vals.is_empty() {
            if results.is_empty() {
                return Some(StmtKind::Return(Vec::new()));
            }
            if !named.is_empty() {
                // A bare return returns the named results.
                for id in &named {
                    let name = self
                        .fctx
                        .as_ref()
                        .map(|f| f.locals[id.index()].name.clone())
                        .unwrap_or_default();
                    if let Some(Entity::Local(cur)) = self.lookup(&name) {
                        if cur != *id {
                            self.error(
                                span,
                                format!("result parameter {name} not in scope at return"),
                            );
                        }
                    }
                }
                let es = named.iter().map(|id| {
                    let t = self.local_ty(*id);
                    self.mk(t, ExprKind::Local(*id), span)
                });
                return Some(StmtKind::Return(es.collect()));
            }
            let want: Vec<String> = results.iter().map(|t| self.types.display(*t)).collect();
            self.push(
                Diagnostic::error(
                    span,
                    format!(
                        "not enough return values\n\thave ()\n\twant ({})",
                        want.join(", ")
                    ),
                )
                .label("missing return values"),
            );
            return None;
        }
        if results.is_empty() {
            for v in vals {
                self.expr(v);
            }
            self.push(
                Diagnostic::error(vals[0].span, "too many return values")
                    .label("function has no results"),
            );
            return None;
        }
        let lhs: Vec<Lhs> = results
            .iter()
            .map(|t| {
                Some(Expr {
                    ty: *t,
                    kind: ExprKind::Zero,
                    span,
                })
            })
            .collect();
        if vals.len() != results.len() && !(vals.len() == 1 && results.len() > 1) {
            let have: Vec<String> = vals
                .iter()
                .map(|v| {
                    let e = self.expr(v);
                    self.types.display(e.ty)
                })
                .collect();
            let want: Vec<String> = results.iter().map(|t| self.types.display(*t)).collect();
            let which = if vals.len() < results.len() {
                "not enough"
            } else {
                "too many"
            };
            self.push(
                Diagnostic::error(
                    vals[0].span.to(vals[vals.len() - 1].span),
                    format!(
                        "{which} return values\n\thave ({})\n\twant ({})",
                        have.join(", "),
                        want.join(", ")
                    ),
                )
                .label(format!("{which} return values")),
            );
            return None;
        }
        let es = self.assign_rhs(&lhs, results.len(), vals, span, "return statement")?;
        Some(StmtKind::Return(es))
    }

    /// Whether `sig` is an iterator's: `func(yield func(...) bool)`, yielding at most two values.
    fn is_iterator(&self, sig: &crate::tir::types::Sig) -> bool {
        let ([p], []) = (sig.params.as_slice(), sig.results.as_slice()) else {
            return false;
        };
        match self.types.under_type(*p) {
            Type::Func(y) => {
                let yields_bool = matches!(y.results.as_slice(),
                    [r] if self.types.basic_of(*r).is_some_and(|b| b.is_bool()));
                y.params.len() <= 2 && !y.variadic && yields_bool
            }
            _ => false,
        }
    }

    /// The range expression as the loop evaluates it. Go does not evaluate it when at most one
    /// iteration variable is written and its length is constant (an array, or a pointer to
    /// one, without calls): it is then `Zero`, which `passes::order` leaves out. Ranging over a
    /// pointer to an array ranges over the pointer (for the value, `(*p)[i]`). An array the
    /// source dereferenced (`range *p`) is evaluated as Go does: copied when the loop reads
    /// its values (a write to `p[i]` in the body does not show), else only checked for nil
    /// (`&*p`).
    fn range_operand(
        &mut self,
        kind: RangeKind,
        xe: Expr,
        explicit_deref: bool,
        two_vars: bool,
        reads_values: bool,
    ) -> (RangeKind, Expr) {
        let const_len = matches!(kind, RangeKind::Array(_) | RangeKind::PtrArray(_));
        if const_len && !two_vars && !super::builtins::has_call(&xe) {
            let zero = self.mk(xe.ty, ExprKind::Zero, xe.span);
            return (kind, zero);
        }
        match (kind, xe.kind) {
            (RangeKind::PtrArray(n), k @ ExprKind::Deref(..)) if explicit_deref && reads_values => {
                (RangeKind::Array(n), Expr { kind: k, ..xe })
            }
            (kind @ RangeKind::PtrArray(_), ExprKind::Deref(p, nc)) if explicit_deref => {
                let (span, ty) = (p.span, p.ty);
                let deref = self.mk(xe.ty, ExprKind::Deref(p, nc), span);
                (kind, self.mk(ty, ExprKind::AddrOf(Box::new(deref)), span))
            }
            (kind @ RangeKind::PtrArray(_), ExprKind::Deref(p, _)) => (kind, *p),
            (kind, k) => (kind, Expr { kind: k, ..xe }),
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn range(
        &mut self,
        key: Option<&ast::Expr>,
        value: Option<&ast::Expr>,
        define: bool,
        x: &ast::Expr,
        body: &ast::Block,
        label: Option<LabelId>,
        span: Span,
    ) -> Option<Stmt> {
        self.open_scope();
        let xe = self.expr(x);
        let xe_before = xe.clone();
        let int = self.types_basic(Basic::Int);
        // An untyped constant takes its default type (`range 'a'` counts in runes).
        let xe = self.default_value(xe, "range expression");
        let explicit_deref = matches!(xe.kind, ExprKind::Deref(..));
        let xe = self.auto_deref_array(xe);
        let (kind, kt, vt) = match self.types.under_type(xe.ty).clone() {
            _ if xe.ty == INVALID => (RangeKind::Int, INVALID, None),
            Type::Basic(b) if b.is_integer() => {
                let what = format!("cannot range over {}:", self.describe(&xe_before));
                self.require_version(x.span, super::version::RANGE_INT, &what);
                (RangeKind::Int, xe.ty, None)
            }
            Type::Basic(b) if b.is_string() => (
                RangeKind::String(None),
                int,
                Some(self.types_basic(Basic::Int32)),
            ),
            Type::Array(n, e) => (
                if matches!(xe.kind, ExprKind::Deref(..)) {
                    RangeKind::PtrArray(n)
                } else {
                    RangeKind::Array(n)
                },
                int,
                Some(e),
            ),
            Type::Slice(e) => (RangeKind::Slice, int, Some(e)),
            Type::Map(k, v) => (RangeKind::Map, k, Some(v)),
            // Go 1.23's iterators: func(yield func(...) bool) with at most two yielded values.
            Type::Func(sig) if self.is_iterator(&sig) => {
                self.reject(x.span, Construct::RangeFunc);
                (RangeKind::Int, INVALID, Some(INVALID))
            }
            _ => {
                self.push(
                    Diagnostic::error(x.span, format!("cannot range over {}", self.describe(&xe)))
                        .label("not rangeable"),
                );
                (RangeKind::Int, INVALID, None)
            }
        };
        if value.is_some() && vt.is_none() && xe.ty != INVALID {
            self.error(
                value.map(|v| v.span).unwrap_or(span),
                format!(
                    "range over {} permits only one iteration variable",
                    self.describe(&xe)
                ),
            );
        }
        let mut new_locals = Vec::new();
        let mut target = |c: &mut Self, e: Option<&ast::Expr>, t: TypeId| -> Option<Lhs> {
            let e = e?;
            if define {
                match &e.kind {
                    ast::ExprKind::Ident(n) if n == "_" => Some(None),
                    ast::ExprKind::Ident(n) => {
                        let id = c.declare_local(n, t, e.span, LocalKind::Var);
                        new_locals.push(id);
                        Some(Some(c.mk(t, ExprKind::Local(id), e.span)))
                    }
                    _ => {
                        c.error(e.span, "non-name on left side of :=");
                        None
                    }
                }
            } else {
                let l = c.lhs(e)?;
                if let Some(lx) = &l {
                    if t != INVALID && !c.assignable(t, lx.ty) {
                        let (a, b) = (c.types.display(t), c.types.display(lx.ty));
                        c.error(
                            e.span,
                            format!("cannot use {a} value as {b} value in range assignment"),
                        );
                    }
                }
                Some(l)
            }
        };
        let k = target(self, key, kt).flatten();
        let v = target(self, value, vt.unwrap_or(INVALID)).flatten();
        let _ = new_locals;
        let id = self.push_breakable(label, true);
        let body = self.scoped_block(&body.stmts);
        self.pop_breakable();
        self.close_scope();
        let (kind, xe) = self.range_operand(kind, xe, explicit_deref, value.is_some(), v.is_some());
        Some(Stmt::new(StmtKind::Range {
            id,
            kind,
            key: k,
            value: v,
            define,
            expr: xe,
            body,
        }))
    }

    // ----- terminating statements (Go spec) -----

    pub fn is_terminating_list(&self, stmts: &[ast::Stmt]) -> bool {
        // Trailing empty statements do not count.
        let mut it = stmts
            .iter()
            .rev()
            .skip_while(|s| matches!(s.kind, S::Empty));
        it.next().is_some_and(|s| self.is_terminating(s, None))
    }

    fn is_terminating(&self, s: &ast::Stmt, label: Option<&str>) -> bool {
        match &s.kind {
            S::Return(_) | S::Goto(_) => true,
            S::Expr(e) => {
                if let ast::ExprKind::Call { func, .. } = &e.kind {
                    if let ast::ExprKind::Ident(n) = &func.kind {
                        return n == "panic"
                            && !self.scopes.iter().any(|sc| sc.names.contains_key("panic"))
                            && !self.pkg_scope.contains_key("panic");
                    }
                }
                false
            }
            S::Block(b) => self.is_terminating_list(&b.stmts),
            S::If { then, els, .. } => {
                self.is_terminating_list(&then.stmts)
                    && els.as_ref().is_some_and(|e| self.is_terminating(e, None))
            }
            S::For { cond, body, .. } => cond.is_none() && !has_break(&body.stmts, label, true),
            S::Switch { cases, .. } => {
                cases.iter().any(|c| c.exprs.is_none())
                    && cases.iter().all(|c| {
                        !has_break(&c.body, label, true)
                            && (c
                                .body
                                .last()
                                .is_some_and(|l| matches!(l.kind, S::Fallthrough))
                                || self.is_terminating_list(&c.body))
                    })
            }
            S::TypeSwitch { cases, .. } => {
                cases.iter().any(|c| c.types.is_none())
                    && cases.iter().all(|c| {
                        !has_break(&c.body, label, true) && self.is_terminating_list(&c.body)
                    })
            }
            S::Select(cases) => cases
                .iter()
                .all(|c| !has_break(&c.body, label, true) && self.is_terminating_list(&c.body)),
            S::Labeled(l, inner) => self.is_terminating(inner, Some(&l.name)),
            _ => false,
        }
    }
}

/// Whether `stmts` contain a break that targets the enclosing statement (unlabeled at this
/// level, or labeled with `label`).
fn has_break(stmts: &[ast::Stmt], label: Option<&str>, top: bool) -> bool {
    stmts.iter().any(|s| stmt_has_break(s, label, top))
}

fn stmt_has_break(s: &ast::Stmt, label: Option<&str>, top: bool) -> bool {
    match &s.kind {
        S::Break(None) => top,
        S::Break(Some(l)) => Some(l.name.as_str()) == label,
        S::Block(b) => has_break(&b.stmts, label, top),
        S::If { then, els, .. } => {
            has_break(&then.stmts, label, top)
                || els.as_ref().is_some_and(|e| stmt_has_break(e, label, top))
        }
        S::Labeled(_, inner) => stmt_has_break(inner, label, top),
        S::For { body, .. } | S::Range { body, .. } => has_break(&body.stmts, label, false),
        S::Switch { cases, .. } => cases.iter().any(|c| has_break(&c.body, label, false)),
        S::TypeSwitch { cases, .. } => cases.iter().any(|c| has_break(&c.body, label, false)),
        S::Select(cases) => cases.iter().any(|c| has_break(&c.body, label, false)),
        _ => false,
    }
}

fn post_ast_of(s: &ast::Stmt) -> Option<&ast::Stmt> {
    match &s.kind {
        S::For { post: Some(p), .. } => Some(p),
        _ => None,
    }
}

/// Source-like text of a simple expression, for messages (`s[0]`, `p.X`, `f()`).
pub fn expr_text(e: &ast::Expr) -> Option<String> {
    Some(match &e.kind {
        ast::ExprKind::Ident(n) => n.clone(),
        ast::ExprKind::Int(t) | ast::ExprKind::Float(t) => t.clone(),
        ast::ExprKind::Str(b) => format!("{:?}", String::from_utf8_lossy(b)),
        ast::ExprKind::Selector(x, f) => format!("{}.{}", expr_text(x)?, f.name),
        ast::ExprKind::Index(x, i) => format!("{}[{}]", expr_text(x)?, expr_text(i)?),
        ast::ExprKind::Call { func, args, .. } if args.is_empty() => {
            format!("{}()", expr_text(func)?)
        }
        ast::ExprKind::Paren(x) => format!("({})", expr_text(x)?),
        ast::ExprKind::Unary(ast::UnOp::Deref, x) => format!("*{}", expr_text(x)?),
        _ => return None,
    })
}
