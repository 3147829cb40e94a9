//! The one traversal of the typed tree. Every analysis walks the tree through `Visitor` (or
//! `VisitorMut` for rewrites), overriding only the nodes it cares about and calling `walk_*`
//! for the children. The matches here have no wildcard arms: a new node kind does not compile
//! until this file says what its children are.

use super::{Case, Expr, ExprKind, Lhs, Stmt, StmtKind, Values};

/// A read-only walk. The default methods visit every child in evaluation order.
pub trait Visitor {
    fn visit_expr(&mut self, e: &Expr) {
        walk_expr(self, e)
    }
    fn visit_stmt(&mut self, s: &Stmt) {
        walk_stmt(self, s)
    }
    fn visit_stmts(&mut self, ss: &[Stmt]) {
        for s in ss {
            self.visit_stmt(s);
        }
    }
}

/// A walk that may change nodes in place.
pub trait VisitorMut {
    fn visit_expr_mut(&mut self, e: &mut Expr) {
        walk_expr_mut(self, e)
    }
    fn visit_stmt_mut(&mut self, s: &mut Stmt) {
        walk_stmt_mut(self, s)
    }
    fn visit_stmts_mut(&mut self, ss: &mut [Stmt]) {
        for s in ss {
            self.visit_stmt_mut(s);
        }
    }
}

fn visit_opt<V: Visitor + ?Sized>(v: &mut V, e: &Option<Box<Expr>>) {
    if let Some(e) = e {
        v.visit_expr(e);
    }
}

pub fn walk_expr<V: Visitor + ?Sized>(v: &mut V, e: &Expr) {
    match &e.kind {
        ExprKind::Const(..)
        | ExprKind::Nil
        | ExprKind::Zero
        | ExprKind::Local(_)
        | ExprKind::Global(_)
        | ExprKind::Func(_)
        | ExprKind::PtrMethod(_)
        | ExprKind::New(_) => {}
        ExprKind::Unary(_, x)
        | ExprKind::Convert(_, _, x)
        | ExprKind::Field(x, _)
        | ExprKind::Deref(x, _)
        | ExprKind::CheckNil(x)
        | ExprKind::AddrOf(x)
        | ExprKind::AddrOfLit(_, x)
        | ExprKind::TupleField(x, _)
        | ExprKind::ToIface(_, x)
        | ExprKind::IfaceConv(x)
        | ExprKind::TypeAssert(_, _, x)
        | ExprKind::TypeIs(_, x)
        | ExprKind::MakeMap(_, x)
        | ExprKind::MakeMapIn(_, x)
        | ExprKind::LoadOrZero(x) => v.visit_expr(x),
        ExprKind::Binary(_, a, b)
        | ExprKind::Compare(_, _, a, b)
        | ExprKind::Index(_, a, b)
        | ExprKind::MapIndex(a, b)
        | ExprKind::MapLookup(a, b)
        | ExprKind::MapFind(a, b)
        | ExprKind::MapSlot(a, b) => {
            v.visit_expr(a);
            v.visit_expr(b);
        }
        ExprKind::MapLit(_, entries) => {
            for (k, x) in entries {
                v.visit_expr(k);
                v.visit_expr(x);
            }
        }
        ExprKind::Concat(_, xs) | ExprKind::Call(_, xs) | ExprKind::Builtin(_, xs) => {
            for x in xs {
                v.visit_expr(x);
            }
        }
        ExprKind::CallValue(f, xs) | ExprKind::IfaceCall(f, _, xs) => {
            v.visit_expr(f);
            for x in xs {
                v.visit_expr(x);
            }
        }
        ExprKind::Make(_, len, cap) => {
            v.visit_expr(len);
            visit_opt(v, cap);
        }
        ExprKind::SliceExpr {
            kind: _,
            x,
            lo,
            hi,
            max,
        } => {
            v.visit_expr(x);
            visit_opt(v, lo);
            visit_opt(v, hi);
            visit_opt(v, max);
        }
        ExprKind::StructLit(fs) => {
            for (_, x) in fs {
                v.visit_expr(x);
            }
        }
        ExprKind::ArrayLit(xs) | ExprKind::SliceLit(_, _, xs) => {
            for (_, x) in xs {
                v.visit_expr(x);
            }
        }
        ExprKind::Let(_, value, body) => {
            v.visit_expr(value);
            v.visit_expr(body);
        }
        ExprKind::Seq(ss, x) => {
            v.visit_stmts(ss);
            v.visit_expr(x);
        }
        ExprKind::Closure(_, env) => visit_opt(v, env),
        ExprKind::MethodValue(_, env) => v.visit_expr(env),
    }
}

fn visit_lhs<V: Visitor + ?Sized>(v: &mut V, l: &Lhs) {
    if let Some(l) = l {
        v.visit_expr(l);
    }
}

fn visit_values<V: Visitor + ?Sized>(v: &mut V, vals: &Values) {
    match vals {
        Values::Each(xs) => {
            for x in xs {
                v.visit_expr(x);
            }
        }
        Values::Tuple(x) => v.visit_expr(x),
    }
}

fn visit_cases<V: Visitor + ?Sized>(v: &mut V, cases: &[Case]) {
    for c in cases {
        let Case {
            exprs,
            body,
            fallthrough: _,
        } = c;
        for x in exprs.iter().flatten() {
            v.visit_expr(x);
        }
        v.visit_stmts(body);
    }
}

pub fn walk_stmt<V: Visitor + ?Sized>(v: &mut V, s: &Stmt) {
    match &s.kind {
        StmtKind::Expr(e) | StmtKind::Defer(e) => v.visit_expr(e),
        StmtKind::VarDecl(_, vals) => {
            if let Some(vals) = vals {
                visit_values(v, vals);
            }
        }
        StmtKind::AssignMulti {
            lhs,
            values,
            define: _,
        } => {
            for l in lhs {
                visit_lhs(v, l);
            }
            visit_values(v, values);
        }
        StmtKind::Decl(_, init) => {
            if let Some(x) = init {
                v.visit_expr(x);
            }
        }
        StmtKind::Assign(l, r) | StmtKind::OpAssign(l, _, r) => {
            v.visit_expr(l);
            v.visit_expr(r);
        }
        StmtKind::IncDec(l, _) => v.visit_expr(l),
        StmtKind::Block(b) | StmtKind::Seq(b) => v.visit_stmts(b),
        StmtKind::If { cond, then, els } => {
            v.visit_expr(cond);
            v.visit_stmts(then);
            v.visit_stmts(els);
        }
        StmtKind::For {
            id: _,
            init,
            cond,
            post,
            body,
        } => {
            v.visit_stmts(init);
            if let Some(c) = cond {
                v.visit_expr(c);
            }
            v.visit_stmts(body);
            v.visit_stmts(post);
        }
        StmtKind::Range {
            id: _,
            kind: _,
            key,
            value,
            define: _,
            expr,
            body,
        } => {
            v.visit_expr(expr);
            visit_lhs(v, key);
            visit_lhs(v, value);
            v.visit_stmts(body);
        }
        StmtKind::Switch {
            id: _,
            tag,
            cases,
            shape: _,
        } => {
            if let Some(t) = tag {
                v.visit_expr(t);
            }
            visit_cases(v, cases);
        }
        StmtKind::Return(es) => {
            for e in es {
                v.visit_expr(e);
            }
        }
        StmtKind::Break(..) | StmtKind::Continue(..) | StmtKind::Goto(_) => {}
        StmtKind::Labeled(_, inner) => v.visit_stmt(inner),
    }
}

fn visit_opt_mut<V: VisitorMut + ?Sized>(v: &mut V, e: &mut Option<Box<Expr>>) {
    if let Some(e) = e {
        v.visit_expr_mut(e);
    }
}

pub fn walk_expr_mut<V: VisitorMut + ?Sized>(v: &mut V, e: &mut Expr) {
    match &mut e.kind {
        ExprKind::Const(..)
        | ExprKind::Nil
        | ExprKind::Zero
        | ExprKind::Local(_)
        | ExprKind::Global(_)
        | ExprKind::Func(_)
        | ExprKind::PtrMethod(_)
        | ExprKind::New(_) => {}
        ExprKind::Unary(_, x)
        | ExprKind::Convert(_, _, x)
        | ExprKind::Field(x, _)
        | ExprKind::Deref(x, _)
        | ExprKind::CheckNil(x)
        | ExprKind::AddrOf(x)
        | ExprKind::AddrOfLit(_, x)
        | ExprKind::TupleField(x, _)
        | ExprKind::ToIface(_, x)
        | ExprKind::IfaceConv(x)
        | ExprKind::TypeAssert(_, _, x)
        | ExprKind::TypeIs(_, x)
        | ExprKind::MakeMap(_, x)
        | ExprKind::MakeMapIn(_, x)
        | ExprKind::LoadOrZero(x) => v.visit_expr_mut(x),
        ExprKind::Binary(_, a, b)
        | ExprKind::Compare(_, _, a, b)
        | ExprKind::Index(_, a, b)
        | ExprKind::MapIndex(a, b)
        | ExprKind::MapLookup(a, b)
        | ExprKind::MapFind(a, b)
        | ExprKind::MapSlot(a, b) => {
            v.visit_expr_mut(a);
            v.visit_expr_mut(b);
        }
        ExprKind::MapLit(_, entries) => {
            for (k, x) in entries {
                v.visit_expr_mut(k);
                v.visit_expr_mut(x);
            }
        }
        ExprKind::Concat(_, xs) | ExprKind::Call(_, xs) | ExprKind::Builtin(_, xs) => {
            for x in xs {
                v.visit_expr_mut(x);
            }
        }
        ExprKind::CallValue(f, xs) | ExprKind::IfaceCall(f, _, xs) => {
            v.visit_expr_mut(f);
            for x in xs {
                v.visit_expr_mut(x);
            }
        }
        ExprKind::Make(_, len, cap) => {
            v.visit_expr_mut(len);
            visit_opt_mut(v, cap);
        }
        ExprKind::SliceExpr {
            kind: _,
            x,
            lo,
            hi,
            max,
        } => {
            v.visit_expr_mut(x);
            visit_opt_mut(v, lo);
            visit_opt_mut(v, hi);
            visit_opt_mut(v, max);
        }
        ExprKind::StructLit(fs) => {
            for (_, x) in fs {
                v.visit_expr_mut(x);
            }
        }
        ExprKind::ArrayLit(xs) | ExprKind::SliceLit(_, _, xs) => {
            for (_, x) in xs {
                v.visit_expr_mut(x);
            }
        }
        ExprKind::Let(_, value, body) => {
            v.visit_expr_mut(value);
            v.visit_expr_mut(body);
        }
        ExprKind::Seq(ss, x) => {
            v.visit_stmts_mut(ss);
            v.visit_expr_mut(x);
        }
        ExprKind::Closure(_, env) => visit_opt_mut(v, env),
        ExprKind::MethodValue(_, env) => v.visit_expr_mut(env),
    }
}

fn visit_values_mut<V: VisitorMut + ?Sized>(v: &mut V, vals: &mut Values) {
    match vals {
        Values::Each(xs) => {
            for x in xs {
                v.visit_expr_mut(x);
            }
        }
        Values::Tuple(x) => v.visit_expr_mut(x),
    }
}

pub fn walk_stmt_mut<V: VisitorMut + ?Sized>(v: &mut V, s: &mut Stmt) {
    match &mut s.kind {
        StmtKind::Expr(e) | StmtKind::Defer(e) => v.visit_expr_mut(e),
        StmtKind::VarDecl(_, vals) => {
            if let Some(vals) = vals {
                visit_values_mut(v, vals);
            }
        }
        StmtKind::AssignMulti {
            lhs,
            values,
            define: _,
        } => {
            for l in lhs.iter_mut().flatten() {
                v.visit_expr_mut(l);
            }
            visit_values_mut(v, values);
        }
        StmtKind::Decl(_, init) => {
            if let Some(x) = init {
                v.visit_expr_mut(x);
            }
        }
        StmtKind::Assign(l, r) | StmtKind::OpAssign(l, _, r) => {
            v.visit_expr_mut(l);
            v.visit_expr_mut(r);
        }
        StmtKind::IncDec(l, _) => v.visit_expr_mut(l),
        StmtKind::Block(b) | StmtKind::Seq(b) => v.visit_stmts_mut(b),
        StmtKind::If { cond, then, els } => {
            v.visit_expr_mut(cond);
            v.visit_stmts_mut(then);
            v.visit_stmts_mut(els);
        }
        StmtKind::For {
            id: _,
            init,
            cond,
            post,
            body,
        } => {
            v.visit_stmts_mut(init);
            if let Some(c) = cond {
                v.visit_expr_mut(c);
            }
            v.visit_stmts_mut(body);
            v.visit_stmts_mut(post);
        }
        StmtKind::Range {
            id: _,
            kind: _,
            key,
            value,
            define: _,
            expr,
            body,
        } => {
            v.visit_expr_mut(expr);
            if let Some(k) = key {
                v.visit_expr_mut(k);
            }
            if let Some(x) = value {
                v.visit_expr_mut(x);
            }
            v.visit_stmts_mut(body);
        }
        StmtKind::Switch {
            id: _,
            tag,
            cases,
            shape: _,
        } => {
            if let Some(t) = tag {
                v.visit_expr_mut(t);
            }
            for c in cases {
                let Case {
                    exprs,
                    body,
                    fallthrough: _,
                } = c;
                for x in exprs.iter_mut().flatten() {
                    v.visit_expr_mut(x);
                }
                v.visit_stmts_mut(body);
            }
        }
        StmtKind::Return(es) => {
            for e in es {
                v.visit_expr_mut(e);
            }
        }
        StmtKind::Break(..) | StmtKind::Continue(..) | StmtKind::Goto(_) => {}
        StmtKind::Labeled(_, inner) => v.visit_stmt_mut(inner),
    }
}

/// Calls `f` on every expression of `ss`, outermost first (a convenience over `Visitor`).
pub fn for_each_expr(ss: &[Stmt], f: &mut impl FnMut(&Expr)) {
    struct Each<'f, F>(&'f mut F);
    impl<F: FnMut(&Expr)> Visitor for Each<'_, F> {
        fn visit_expr(&mut self, e: &Expr) {
            (self.0)(e);
            walk_expr(self, e);
        }
    }
    Each(f).visit_stmts(ss);
}

/// Calls `f` on `e` and every expression inside it, outermost first.
pub fn for_each_subexpr(e: &Expr, f: &mut impl FnMut(&Expr)) {
    struct Each<'f, F>(&'f mut F);
    impl<F: FnMut(&Expr)> Visitor for Each<'_, F> {
        fn visit_expr(&mut self, e: &Expr) {
            (self.0)(e);
            walk_expr(self, e);
        }
    }
    Each(f).visit_expr(e);
}
