//! Order of evaluation: rewrites each function's statements so that C, which leaves the order of
//! most operands unspecified, evaluates them as Go does.
//!
//! The spec: "when evaluating the operands of an expression, assignment, or return statement,
//! all function calls, method calls, receive operations, and binary logical operations are
//! evaluated in lexical left-to-right order." Go's compiler goes further and evaluates every
//! call of a statement before the plain reads of that statement (`x + f()` reads `x` after
//! `f` ran), and that is the behaviour reproduced here.
//!
//! The rule: at a node whose operands C evaluates in no fixed order (arithmetic, call
//! arguments, composite literal elements, ...), if one operand makes a call and another makes a
//! call, reads memory a call could change, or can panic, every call under that node is bound to
//! a temporary, in Go's order, before the statement; otherwise nothing moves. `&&` and `||` are
//! ordered in C too; their right operand's statements stay inside it (`Seq`).
//!
//! Also here, because they are evaluation order too: the high forms of the checker become the
//! low forms the emitter reads (`VarDecl` and `AssignMulti` into single `Decl`/`Assign` with
//! Go's two-phase semantics, `Let` into a declaration), `x op= y` whose operator has no C
//! compound form evaluates `x` once, a switch tag is evaluated once, and a loop condition with
//! statements moves into the loop.
//!
//! Maps: a literal becomes `make` and one insertion per entry; `v, ok := m[k]` becomes the
//! address of the entry (or nil), then the value or zero and the test; `m[k] op= v` and
//! `m[k]++` go through the address of the entry (inserted if absent), with the value evaluated
//! before the insertion (`m[k] += len(m)` adds the old length); a map made by `make` with a
//! constant capacity in a loop whose iterations it does not outlive reuses one block of frame
//! memory (a pointer declared at the start of the function, `MakeMapIn`).
//!
//! Input: a function (`Func`, its locals gain the temporaries). Output: the same function in low
//! forms. Run before `flow` and `uses`.

use crate::syntax::ast::{BinOp, Span, UnOp};
use crate::tir::types::{Type, TypeId, TypeTable};
use crate::tir::visit::{walk_expr, Visitor};
use crate::tir::Boxing;
use crate::tir::{
    Alloc, BreakId, Case, ConvKind, Expr, ExprKind, Func, IndexKind, Lhs, LocalId, NilCheck,
    RangeKind, Stmt, StmtKind, Storage, Values,
};

pub fn run(func: &mut Func, types: &mut TypeTable) {
    let Some(body) = func.body.take() else {
        return;
    };
    let mut o = Order {
        func,
        types,
        map_bufs: Vec::new(),
    };
    let mut body = o.block(body);
    // The memory of maps with block storage: nil until the first `make` allocates it.
    let bufs = std::mem::take(&mut o.map_bufs);
    body.splice(
        0..0,
        bufs.into_iter().map(|b| stmt(StmtKind::Decl(b, None))),
    );
    o.func.body = Some(body);
}

struct Order<'a> {
    func: &'a mut Func,
    types: &'a mut TypeTable,
    /// Locals pointing to the memory of maps with block storage (declared first).
    map_bufs: Vec<LocalId>,
}

/// What evaluating an expression does, for the ordering rule.
#[derive(Default, Clone, Copy)]
struct Effects {
    /// Calls a function (or a builtin with an effect).
    calls: bool,
    /// Reads memory a call could change, or may panic.
    unstable: bool,
}

struct Scan<'f> {
    func: &'f Func,
    types: &'f TypeTable,
    fx: Effects,
}

impl Visitor for Scan<'_> {
    fn visit_expr(&mut self, e: &Expr) {
        match &e.kind {
            ExprKind::Call(..)
            | ExprKind::CallValue(..)
            | ExprKind::IfaceCall(..)
            | ExprKind::Let(..) => self.fx.calls = true,
            ExprKind::TypeAssert(crate::tir::AssertKind::Checked, ..) => self.fx.unstable = true,
            ExprKind::Builtin(b, _) if b.is_effect() => self.fx.calls = true,
            ExprKind::Global(_)
            | ExprKind::Deref(..)
            | ExprKind::Index(..)
            | ExprKind::SliceExpr { .. }
            | ExprKind::Make(..)
            | ExprKind::Convert(
                ConvKind::Layout | ConvKind::SliceToArray(_) | ConvKind::SliceToArrayPtr(_),
                ..,
            ) => self.fx.unstable = true,
            ExprKind::Local(id) if self.func.local(*id).addressed => self.fx.unstable = true,
            // A map's entries are memory a call (or an earlier assignment) can change; a
            // lookup can panic (a key of an unhashable dynamic type); inserting is an effect.
            ExprKind::MapIndex(..)
            | ExprKind::MapLookup(..)
            | ExprKind::MapFind(..)
            | ExprKind::LoadOrZero(..)
            | ExprKind::MakeMap(..)
            | ExprKind::MakeMapIn(..) => self.fx.unstable = true,
            ExprKind::MapSlot(..) => self.fx.calls = true,
            ExprKind::Builtin(crate::tir::Builtin::Len, args)
                if args
                    .first()
                    .is_some_and(|a| self.types.map_of(a.ty).is_some()) =>
            {
                self.fx.unstable = true
            }
            ExprKind::Binary(BinOp::Div | BinOp::Rem | BinOp::Shl | BinOp::Shr, ..) => {
                self.fx.unstable = true
            }
            _ => {}
        }
        walk_expr(self, e);
    }
}

fn effects(func: &Func, types: &TypeTable, e: &Expr) -> Effects {
    let mut s = Scan {
        func,
        types,
        fx: Effects::default(),
    };
    s.visit_expr(e);
    s.fx
}

/// Whether C may evaluate the operands in another order than Go with a visible difference.
fn conflict(fx: &[Effects]) -> bool {
    fx.iter().enumerate().any(|(i, a)| {
        a.calls
            && fx
                .iter()
                .enumerate()
                .any(|(j, b)| i != j && (b.calls || b.unstable))
    })
}

fn stmt(kind: StmtKind) -> Stmt {
    Stmt::new(kind)
}

impl Order<'_> {
    fn temp(&mut self, ty: TypeId) -> LocalId {
        self.func.new_temp(ty)
    }

    fn local(&self, id: LocalId, span: Span) -> Expr {
        Expr::new(self.func.local(id).ty, ExprKind::Local(id), span)
    }

    /// Binds `e` to a new temporary (declared in `out`) and gives the temporary.
    fn bind(&mut self, e: Expr, out: &mut Vec<Stmt>) -> Expr {
        let span = e.span;
        let t = self.temp(e.ty);
        out.push(stmt(StmtKind::Decl(t, Some(e))));
        self.local(t, span)
    }

    /// `f()(g())`, `h().m(g())`: in a call whose arguments spread a tuple (the body of the
    /// `Let` that binds `g()`), Go evaluates the function value and the receiver before `g()`.
    /// The parts of the call that make calls (the spread arguments only read the temporary) are
    /// bound to temporaries now, before the tuple is.
    fn spread_head(&mut self, body: Expr, out: &mut Vec<Stmt>) -> Expr {
        let Expr { ty, kind, span } = body;
        let mut first = |o: &mut Self, e: Expr| -> Expr {
            if o.fx(&e).calls {
                let e = o.expr(e, out);
                o.bind(e, out)
            } else {
                e
            }
        };
        let kind = match kind {
            ExprKind::CallValue(f, args) => ExprKind::CallValue(Box::new(first(self, *f)), args),
            ExprKind::IfaceCall(x, k, args) => {
                ExprKind::IfaceCall(Box::new(first(self, *x)), k, args)
            }
            ExprKind::Call(id, args) => {
                ExprKind::Call(id, args.into_iter().map(|a| first(self, a)).collect())
            }
            kind => kind,
        };
        Expr { ty, kind, span }
    }

    fn fx(&self, e: &Expr) -> Effects {
        effects(self.func, self.types, e)
    }

    // ----- statements -----

    fn block(&mut self, stmts: Vec<Stmt>) -> Vec<Stmt> {
        let mut out = Vec::new();
        for s in stmts {
            self.stmt(s, &mut out);
        }
        out
    }

    fn stmt(&mut self, s: Stmt, out: &mut Vec<Stmt>) {
        let comments = s.comments;
        let start = out.len();
        self.stmt_kind(s.kind, out);
        // The comments belong to the first statement the source statement became.
        if let Some(first) = out.get_mut(start) {
            let mut cs = comments;
            cs.append(&mut first.comments);
            first.comments = cs;
        }
    }

    fn stmt_kind(&mut self, kind: StmtKind, out: &mut Vec<Stmt>) {
        match kind {
            StmtKind::Expr(e) => {
                let e = self.expr(e, out);
                out.push(stmt(StmtKind::Expr(e)));
            }
            StmtKind::VarDecl(ids, None) => {
                for id in ids {
                    out.push(stmt(StmtKind::Decl(id, None)));
                }
            }
            StmtKind::VarDecl(ids, Some(Values::Each(vals))) => {
                let vals = self.siblings(vals, out);
                for (id, v) in ids.into_iter().zip(vals) {
                    if self.func.local(id).name == "_" {
                        out.push(stmt(StmtKind::Expr(v)));
                    } else {
                        out.push(stmt(StmtKind::Decl(id, Some(v))));
                    }
                }
            }
            StmtKind::VarDecl(ids, Some(Values::Tuple(call))) => {
                let targets: Vec<Lhs> = ids
                    .iter()
                    .map(|id| {
                        (self.func.local(*id).name != "_").then(|| self.local(*id, call.span))
                    })
                    .collect();
                self.destructure(targets, call, &ids, out);
            }
            StmtKind::AssignMulti {
                lhs,
                values: Values::Tuple(call),
                define,
            } => self.destructure(lhs, call, &define, out),
            StmtKind::AssignMulti {
                lhs,
                values: Values::Each(vals),
                define,
            } => self.parallel(lhs, vals, &define, out),
            StmtKind::Decl(id, init) => {
                let init = init.map(|e| self.expr(e, out));
                out.push(stmt(StmtKind::Decl(id, init)));
            }
            StmtKind::Assign(l, r) => self.assign(l, r, out),
            StmtKind::OpAssign(l, op, r) => self.op_assign(l, op, r, out),
            StmtKind::IncDec(l, inc) => {
                let l = self.place(l, false, out);
                let l = self.map_slot(l);
                out.push(stmt(StmtKind::IncDec(l, inc)));
            }
            StmtKind::Block(b) => out.push(stmt(StmtKind::Block(self.block(b)))),
            StmtKind::Seq(b) => {
                for s in b {
                    self.stmt(s, out);
                }
            }
            StmtKind::If { cond, then, els } => {
                let cond = self.expr(cond, out);
                let then = self.block(then);
                let els = self.block(els);
                out.push(stmt(StmtKind::If { cond, then, els }));
            }
            StmtKind::For {
                id,
                init,
                cond,
                post,
                body,
            } => self.for_loop(id, init, cond, post, body, out),
            StmtKind::Range {
                id,
                kind,
                key,
                value,
                define,
                expr,
                body,
            } => self.range(id, kind, key, value, define, expr, body, out),
            StmtKind::Switch {
                id,
                tag,
                cases,
                shape,
            } => {
                // The tag is evaluated once, before the cases; each case compares against it.
                // A package variable (`switch n { case bump(): }`) is read before a case's
                // call could change it.
                let case_calls = cases
                    .iter()
                    .flat_map(|c| c.exprs.iter().flatten())
                    .any(|e| self.fx(e).calls);
                let tag = tag.map(|t| {
                    let t = self.expr(t, out);
                    if is_simple(self.func, &t) && !(case_calls && reads_global(&t)) {
                        t
                    } else {
                        self.bind(t, out)
                    }
                });
                let cases = cases
                    .into_iter()
                    .map(|c| Case {
                        exprs: c
                            .exprs
                            .map(|es| es.into_iter().map(|e| self.expr_in_place(e)).collect()),
                        body: self.block(c.body),
                        fallthrough: c.fallthrough,
                    })
                    .collect();
                out.push(stmt(StmtKind::Switch {
                    id,
                    tag,
                    cases,
                    shape,
                }));
            }
            StmtKind::Return(es) => {
                let es = self.siblings(es, out);
                out.push(stmt(StmtKind::Return(es)));
            }
            StmtKind::Defer(e) => {
                let e = self.expr(e, out);
                out.push(stmt(StmtKind::Defer(e)));
            }
            StmtKind::Break(..) | StmtKind::Continue(..) | StmtKind::Goto(_) => {
                out.push(stmt(kind))
            }
            StmtKind::Labeled(l, inner) => {
                let mut inner_out = Vec::new();
                self.stmt(*inner, &mut inner_out);
                let inner = if inner_out.len() == 1 {
                    inner_out
                        .pop()
                        .unwrap_or_else(|| stmt(StmtKind::Seq(Vec::new())))
                } else {
                    stmt(StmtKind::Seq(inner_out))
                };
                out.push(stmt(StmtKind::Labeled(l, Box::new(inner))));
            }
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn for_loop(
        &mut self,
        id: BreakId,
        init: Vec<Stmt>,
        cond: Option<Expr>,
        post: Vec<Stmt>,
        body: Vec<Stmt>,
        out: &mut Vec<Stmt>,
    ) {
        let init = self.block(init);
        let post = self.block(post);
        let mut body = self.block(body);
        let cond = match cond {
            None => None,
            Some(c) => {
                let mut pre = Vec::new();
                let c = self.expr(c, &mut pre);
                if pre.is_empty() {
                    Some(c)
                } else {
                    // `for ... ; cond with statements; ...` runs them at the start of each
                    // iteration: `for (;;) { pre; if (!cond) break; body }`.
                    let span = c.span;
                    let not = Expr::new(c.ty, ExprKind::Unary(UnOp::Not, Box::new(c)), span);
                    pre.push(stmt(StmtKind::If {
                        cond: not,
                        then: vec![stmt(StmtKind::Break(id, crate::tir::Jump::Native))],
                        els: Vec::new(),
                    }));
                    pre.append(&mut body);
                    body = pre;
                    None
                }
            }
        };
        out.push(stmt(StmtKind::For {
            id,
            init,
            cond,
            post,
            body,
        }));
    }

    /// A range loop in the form the emitter translates (see `StmtKind::Range`): the range
    /// expression evaluated once, when Go evaluates it; a counter only the loop changes; the
    /// iteration values assigned at the start of each iteration when the loop assigns
    /// existing variables.
    #[allow(clippy::too_many_arguments)]
    fn range(
        &mut self,
        id: BreakId,
        kind: RangeKind,
        key: Lhs,
        value: Lhs,
        define: bool,
        expr: Expr,
        body: Vec<Stmt>,
        out: &mut Vec<Stmt>,
    ) {
        if matches!(kind, RangeKind::Map) {
            return self.range_map(id, key, value, define, expr, body, out);
        }
        let span = expr.span;
        let mut body = self.block(body);
        let mut prologue = Vec::new();
        let int = self.types.basic(crate::tir::types::Basic::Int);
        let key_ty = match kind {
            RangeKind::Int => expr.ty,
            _ => int,
        };
        // The type of the iteration values.
        let elem_ty = match self.types.under_type(expr.ty).clone() {
            Type::Slice(e) | Type::Array(_, e) => e,
            Type::Pointer(p) => match self.types.under_type(p).clone() {
                Type::Array(_, e) => e,
                _ => int,
            },
            _ => self.types.basic(crate::tir::types::Basic::Int32),
        };
        // "If at most one iteration variable is present and len(x) is constant, the range
        // expression is not evaluated": the checker made it `Zero` (`Checker::range_operand`).
        let const_len = matches!(kind, RangeKind::Array(_) | RangeKind::PtrArray(_));
        let evaluated = !(const_len && value.is_none() && matches!(expr.kind, ExprKind::Zero));
        let expr = if evaluated && const_len && value.is_none() {
            // Evaluated for its calls and panics only (`for i := range gp()`, `for i, _ :=
            // range *p`): the loop needs the length alone.
            let e = self.expr(expr, out);
            let ty = e.ty;
            out.push(stmt(StmtKind::Expr(e)));
            Expr::new(ty, ExprKind::Zero, span)
        } else if evaluated {
            let e = self.expr(expr, out);
            let needs_copy = match &e.kind {
                ExprKind::Const(..) => false,
                ExprKind::Local(l) => self.func.local(*l).addressed || writes_local(&body, *l),
                _ => true,
            };
            if needs_copy {
                self.bind(e, out)
            } else {
                e
            }
        } else {
            // Not evaluated: only the length, which the kind carries, matters.
            Expr::new(expr.ty, ExprKind::Zero, span)
        };
        // The counter: the key itself when it is a new local the body does not change.
        let key_local = match (&key, define) {
            (
                Some(Expr {
                    kind: ExprKind::Local(l),
                    ..
                }),
                true,
            ) if self.func.local(*l).storage == Storage::Value
                && !self.func.local(*l).addressed
                && !writes_local(&body, *l) =>
            {
                Some(*l)
            }
            _ => None,
        };
        let counter = match key_local {
            Some(l) => l,
            None => {
                let c = self.temp(key_ty);
                if let Some(k) = key {
                    let cv = self.local(c, span);
                    let cv = self.retype(cv, k.ty);
                    match (define, k.kind) {
                        (true, ExprKind::Local(l)) => prologue.push((Some(l), None, cv)),
                        (_, kind) => prologue.push((None, Some(Expr { kind, ..k }), cv)),
                    }
                }
                c
            }
        };
        // The value: a local of the loop, assigned to the Go target when that is not one.
        let value_local = match (value, define) {
            (
                Some(Expr {
                    kind: ExprKind::Local(l),
                    ..
                }),
                true,
            ) => Some(l),
            (Some(v), _) => {
                let t = self.temp(elem_ty);
                let tv = self.local(t, span);
                let tv = self.retype(tv, v.ty);
                prologue.push((None, Some(v), tv));
                Some(t)
            }
            (None, _) => match kind {
                // Decoding a string needs somewhere to put the rune.
                RangeKind::String(_) => Some(self.temp(elem_ty)),
                _ => None,
            },
        };
        let kind = match kind {
            RangeKind::String(_) => RangeKind::String(Some(self.temp(int))),
            k => k,
        };
        if !prologue.is_empty() {
            let mut pre = Vec::new();
            let targets: Vec<Lhs> = prologue
                .iter()
                .map(|(d, l, _)| match (d, l) {
                    (Some(d), _) => Some(self.local(*d, span)),
                    (None, l) => l.clone(),
                })
                .collect();
            let define: Vec<LocalId> = prologue.iter().filter_map(|(d, _, _)| *d).collect();
            let vals: Vec<Expr> = prologue.into_iter().map(|(_, _, v)| v).collect();
            if targets.len() == 1 {
                match (&targets[0], define.first()) {
                    (_, Some(d)) => pre.push(stmt(StmtKind::Decl(*d, Some(vals[0].clone())))),
                    (Some(l), None) => self.assign(l.clone(), vals[0].clone(), &mut pre),
                    (None, None) => {}
                }
            } else {
                self.parallel(targets, vals, &define, &mut pre);
            }
            pre.append(&mut body);
            body = pre;
        }
        out.push(stmt(StmtKind::Range {
            id,
            kind,
            key: Some(self.local(counter, span)),
            value: value_local.map(|l| self.local(l, span)),
            define: true,
            expr,
            body,
        }));
    }

    /// `a, b = f()` or `a, b := f()`: the results, held in a temporary, are assigned (or
    /// declare the locals in `define`) left to right.
    fn destructure(&mut self, lhs: Vec<Lhs>, call: Expr, define: &[LocalId], out: &mut Vec<Stmt>) {
        let lhs = self.tuple_targets(lhs, out);
        let call = self.expr(call, out);
        if let ExprKind::MapLookup(..) = call.kind {
            return self.map_lookup(lhs, call, define, out);
        }
        if lhs.iter().all(|l| l.is_none()) {
            out.push(stmt(StmtKind::Expr(call)));
            return;
        }
        let span = call.span;
        let Type::Tuple(ts) = self.types.get(call.ty).clone() else {
            out.push(stmt(StmtKind::Expr(call)));
            return;
        };
        let t = self.bind(call, out);
        for (k, l) in lhs.into_iter().enumerate() {
            let Some(l) = l else { continue };
            let field = Expr::new(ts[k], ExprKind::TupleField(Box::new(t.clone()), k), span);
            let field = self.retype(field, l.ty);
            match l.kind {
                ExprKind::Local(id) if define.contains(&id) => {
                    out.push(stmt(StmtKind::Decl(id, Some(field))))
                }
                _ => {
                    let l = self.place(l, false, out);
                    out.push(stmt(StmtKind::Assign(l, field)));
                }
            }
        }
    }

    /// Phase one of `a[i()], p.v, ok = f()` for the targets: Go evaluates their index operands
    /// and pointers before the value on the right (`i()` runs before `f()`) and before any
    /// assignment (`i, a[i] = f()` indexes with the old `i`). Targets that are plain locals
    /// have nothing to evaluate.
    fn tuple_targets(&mut self, lhs: Vec<Lhs>, out: &mut Vec<Stmt>) -> Vec<Lhs> {
        let mut before: Vec<LocalId> = Vec::new();
        let mut targets = Vec::new();
        for l in lhs {
            let root = l.as_ref().and_then(place_root);
            targets.push(l.map(|l| match l.kind {
                ExprKind::Local(_) => l,
                _ => {
                    let l = self.place(l, true, out);
                    self.freeze_assigned(l, &before, out)
                }
            }));
            before.extend(root);
        }
        targets
    }

    /// A target whose operands that read a local in `assigned` are evaluated into temporaries
    /// now. Other reads stay where they are: Go's compiler reads them after the calls of the
    /// statement (`a[g], x = f()` indexes with the `g` that `f` left).
    fn freeze_assigned(&mut self, l: Expr, assigned: &[LocalId], out: &mut Vec<Stmt>) -> Expr {
        let reads = |e: &Expr| reads_locals(e, assigned);
        let operand = |o: &mut Self, e: Expr, out: &mut Vec<Stmt>| {
            if reads(&e) {
                o.bind(e, out)
            } else {
                e
            }
        };
        let Expr { ty, kind, span } = l;
        let kind = match kind {
            ExprKind::Index(k, x, i) => {
                let i = operand(self, *i, out);
                let x = match k {
                    IndexKind::Array(_) => self.freeze_assigned(*x, assigned, out),
                    _ => operand(self, *x, out),
                };
                ExprKind::Index(k, Box::new(x), Box::new(i))
            }
            ExprKind::Deref(p, nc) => ExprKind::Deref(Box::new(operand(self, *p, out)), nc),
            ExprKind::Field(x, f) => {
                ExprKind::Field(Box::new(self.freeze_assigned(*x, assigned, out)), f)
            }
            ExprKind::MapIndex(m, k) => {
                let m = operand(self, *m, out);
                let k = operand(self, *k, out);
                ExprKind::MapIndex(Box::new(m), Box::new(k))
            }
            k => k,
        };
        Expr { ty, kind, span }
    }

    /// A value of an assignable type made the target's type (named and unnamed forms).
    fn retype(&mut self, e: Expr, to: TypeId) -> Expr {
        if e.ty == to {
            return e;
        }
        let kind = self.types.conv_kind(e.ty, to);
        let span = e.span;
        Expr::new(to, ExprKind::Convert(kind, Alloc::Frame, Box::new(e)), span)
    }

    /// Parallel assignment with Go's two phases: the operands of the targets' index
    /// expressions and indirections, and the values, are evaluated first (in order); then the
    /// assignments happen left to right. Only what an earlier assignment could change is held
    /// in a temporary: a value reading a local assigned before it (or memory, when a target
    /// before it is not a local), a target's operand reading a local assigned before it, and
    /// every call (they run in phase one, in order).
    fn parallel(
        &mut self,
        lhs: Vec<Lhs>,
        vals: Vec<Expr>,
        define: &[LocalId],
        out: &mut Vec<Stmt>,
    ) {
        // Every target a new local: nothing on the right can see them (a declaration).
        let all_new = lhs
            .iter()
            .flatten()
            .all(|l| matches!(l.kind, ExprKind::Local(id) if define.contains(&id)));
        if all_new {
            let vals = self.siblings(vals, out);
            for (l, v) in lhs.into_iter().zip(vals) {
                match l {
                    Some(Expr {
                        kind: ExprKind::Local(id),
                        ..
                    }) => out.push(stmt(StmtKind::Decl(id, Some(v)))),
                    _ => out.push(stmt(StmtKind::Expr(v))),
                }
            }
            return;
        }
        let calls =
            lhs.iter().flatten().any(|l| self.fx(l).calls) || vals.iter().any(|v| self.fx(v).calls);
        // Phase one. A target's operands see the locals assigned by the targets before it.
        let mut before: Vec<LocalId> = Vec::new();
        let mut targets = Vec::new();
        for l in &lhs {
            targets.push(l.clone().map(|l| {
                let l = self.place(l, calls, out);
                self.freeze_place(l, &before, out)
            }));
            if let Some(id) = l.as_ref().and_then(place_root) {
                before.push(id);
            }
        }
        // A value sees the locals assigned before it, and memory if a target before it writes
        // memory.
        let mut before: Vec<LocalId> = Vec::new();
        let mut memory_before = false;
        let mut values = Vec::new();
        for (k, v) in vals.into_iter().enumerate() {
            let fx = self.fx(&v);
            let v = if calls {
                self.hoist(v, out)
            } else {
                self.expr(v, out)
            };
            let reads_before = reads_locals(&v, &before);
            let stable = matches!(
                v.kind,
                ExprKind::Const(..) | ExprKind::Nil | ExprKind::Zero | ExprKind::Func(_)
            ) || !(reads_before || fx.calls || (fx.unstable && memory_before));
            values.push(if stable { v } else { self.bind(v, out) });
            if let Some(l) = lhs.get(k).and_then(|l| l.as_ref()) {
                match place_root(l) {
                    Some(id) => before.push(id),
                    None => memory_before = true,
                }
            }
        }
        for (l, v) in targets.into_iter().zip(values) {
            match l {
                None => {}
                Some(l) => match l.kind {
                    ExprKind::Local(id) if define.contains(&id) => {
                        out.push(stmt(StmtKind::Decl(id, Some(v))))
                    }
                    _ => out.push(stmt(StmtKind::Assign(l, v))),
                },
            }
        }
    }

    /// A target of a parallel assignment whose operands are fixed now: an index that reads a
    /// local this statement assigns (or anything not stable) is evaluated into a temporary, as
    /// is the pointer of an indirection and a slice this statement assigns.
    fn freeze_place(&mut self, l: Expr, assigned: &[LocalId], out: &mut Vec<Stmt>) -> Expr {
        let reads_assigned = |e: &Expr| {
            let mut hit = false;
            crate::tir::visit::for_each_subexpr(e, &mut |x| {
                if let ExprKind::Local(id) = x.kind {
                    hit |= assigned.contains(&id);
                }
            });
            hit
        };
        let Expr { ty, kind, span } = l;
        let kind = match kind {
            ExprKind::Index(k, x, i) => {
                let i = if matches!(i.kind, ExprKind::Const(..))
                    || (matches!(i.kind, ExprKind::Local(_)) && !reads_assigned(&i))
                {
                    *i
                } else {
                    self.bind(*i, out)
                };
                let x = match k {
                    IndexKind::Slice if reads_assigned(&x) || !is_simple(self.func, &x) => {
                        self.bind(*x, out)
                    }
                    IndexKind::Array(_) => self.freeze_place(*x, assigned, out),
                    _ => *x,
                };
                ExprKind::Index(k, Box::new(x), Box::new(i))
            }
            ExprKind::Deref(p, nc) => {
                let p = if matches!(p.kind, ExprKind::Local(id) if !assigned.contains(&id)) {
                    *p
                } else {
                    self.bind(*p, out)
                };
                ExprKind::Deref(Box::new(p), nc)
            }
            ExprKind::Field(x, f) => {
                ExprKind::Field(Box::new(self.freeze_place(*x, assigned, out)), f)
            }
            // The map and the key are fixed now; the entry is inserted in phase two.
            ExprKind::MapIndex(m, k) => {
                let m = if reads_assigned(&m) || !is_simple(self.func, &m) {
                    self.bind(*m, out)
                } else {
                    *m
                };
                let k = if matches!(k.kind, ExprKind::Const(..))
                    || (matches!(k.kind, ExprKind::Local(_)) && !reads_assigned(&k))
                {
                    *k
                } else {
                    self.bind(*k, out)
                };
                ExprKind::MapIndex(Box::new(m), Box::new(k))
            }
            k => k,
        };
        Expr { ty, kind, span }
    }

    /// A single assignment: the target's operands and the value are unsequenced in C.
    fn assign(&mut self, l: Expr, r: Expr, out: &mut Vec<Stmt>) {
        let (lf, rf) = (self.fx(&l), self.fx(&r));
        // A target that can panic (an index, an indirection) is evaluated after the calls of
        // the value, as Go's second phase.
        let hoist = (lf.calls && (rf.calls || rf.unstable)) || (rf.calls && lf.unstable);
        if hoist {
            let l = self.place(l, true, out);
            let r = self.hoist(r, out);
            out.push(stmt(StmtKind::Assign(l, r)));
        } else {
            let l = self.place(l, false, out);
            let r = self.expr(r, out);
            out.push(stmt(StmtKind::Assign(l, r)));
        }
    }

    /// `x op= y`. Operators with a C compound assignment keep it; the others (integer division,
    /// remainder and shifts, which check their operands, and string concatenation) become
    /// `x = x op y`, with the place evaluated once through a pointer unless it is simple.
    fn op_assign(&mut self, l: Expr, op: BinOp, r: Expr, out: &mut Vec<Stmt>) {
        let (lf, rf) = (self.fx(&l), self.fx(&r));
        let hoist = (lf.calls && (rf.calls || rf.unstable)) || (rf.calls && lf.unstable);
        let l = self.place(l, hoist, out);
        let r = if hoist {
            self.hoist(r, out)
        } else {
            self.expr(r, out)
        };
        // `m[k] op= v`: v is evaluated before the entry is inserted, then the entry is
        // updated through its address.
        let (l, r) = if matches!(l.kind, ExprKind::MapIndex(..)) {
            let r = if matches!(r.kind, ExprKind::Const(..)) || is_simple(self.func, &r) {
                r
            } else {
                self.bind(r, out)
            };
            (self.map_slot(l), r)
        } else {
            (l, r)
        };
        let is_string = self.types.is_string(l.ty);
        let needs_helper = is_string
            || (self.types.is_integer(l.ty)
                && matches!(op, BinOp::Div | BinOp::Rem | BinOp::Shl | BinOp::Shr));
        if !needs_helper {
            out.push(stmt(StmtKind::OpAssign(l, op, r)));
            return;
        }
        let span = l.span;
        let place = if is_simple(self.func, &l) {
            l
        } else {
            let pt = self.types.pointer(l.ty);
            let addr = Expr::new(pt, ExprKind::AddrOf(Box::new(l.clone())), span);
            let p = self.bind(addr, out);
            Expr::new(
                l.ty,
                ExprKind::Deref(Box::new(p), NilCheck::Unchecked),
                span,
            )
        };
        let value = if is_string {
            Expr::new(
                place.ty,
                ExprKind::Concat(Alloc::Frame, vec![place.clone(), r]),
                span,
            )
        } else {
            Expr::new(
                place.ty,
                ExprKind::Binary(op, Box::new(place.clone()), Box::new(r)),
                span,
            )
        };
        out.push(stmt(StmtKind::Assign(place, value)));
    }

    // ----- maps -----

    /// A local for the memory of a map with block storage (see `ExprKind::MakeMapIn`).
    fn map_buf(&mut self) -> LocalId {
        let byte = self.types.basic(crate::tir::types::Basic::Uint8);
        let pt = self.types.pointer(byte);
        let b = self.temp(pt);
        self.map_bufs.push(b);
        b
    }

    /// `m[k]` as the target of `op=` or `++`: the entry, through its address (inserted with a
    /// zero value when absent). Other places are left as they are.
    fn map_slot(&mut self, l: Expr) -> Expr {
        let Expr { ty, kind, span } = l;
        match kind {
            ExprKind::MapIndex(m, k) => {
                let pt = self.types.pointer(ty);
                let slot = Expr::new(pt, ExprKind::MapSlot(m, k), span);
                Expr::new(
                    ty,
                    ExprKind::Deref(Box::new(slot), NilCheck::Unchecked),
                    span,
                )
            }
            kind => Expr { ty, kind, span },
        }
    }

    /// `v, ok := m[k]` (or `=`, or `var`): the address of the entry or nil, then the value
    /// (zero when absent) and whether it is present, assigned as a parallel assignment.
    fn map_lookup(&mut self, lhs: Vec<Lhs>, call: Expr, define: &[LocalId], out: &mut Vec<Stmt>) {
        let Expr { ty, kind, span } = call;
        let ExprKind::MapLookup(m, k) = kind else {
            return;
        };
        let (vt, bt) = match self.types.get(ty) {
            Type::Tuple(ts) if ts.len() == 2 => (ts[0], ts[1]),
            _ => return,
        };
        let pt = self.types.pointer(vt);
        let p = self.bind(Expr::new(pt, ExprKind::MapFind(m, k), span), out);
        let nil = Box::new(Expr::new(pt, ExprKind::Nil, span));
        let ok = ExprKind::Compare(
            BinOp::Ne,
            crate::tir::EqKind::Scalar,
            Box::new(p.clone()),
            nil,
        );
        let vals = [
            Expr::new(vt, ExprKind::LoadOrZero(Box::new(p)), span),
            Expr::new(bt, ok, span),
        ];
        let mut targets = Vec::new();
        let mut values = Vec::new();
        for (l, v) in lhs.into_iter().zip(vals) {
            if let Some(l) = l {
                values.push(self.retype(v, l.ty));
                targets.push(Some(l));
            }
        }
        self.parallel(targets, values, define, out);
    }

    /// `for k, v := range m`: the map is evaluated once (the iterator holds it); the key and
    /// the value are locals the loop declares, assigned to the Go targets at the start of each
    /// iteration when the loop assigns existing variables.
    #[allow(clippy::too_many_arguments)]
    fn range_map(
        &mut self,
        id: BreakId,
        key: Lhs,
        value: Lhs,
        define: bool,
        expr: Expr,
        body: Vec<Stmt>,
        out: &mut Vec<Stmt>,
    ) {
        let span = expr.span;
        let expr = self.expr(expr, out);
        let mut body = self.block(body);
        let (kt, vt) = self
            .types
            .map_of(expr.ty)
            .unwrap_or((crate::tir::types::INVALID, crate::tir::types::INVALID));
        let mut targets = Vec::new();
        let mut vals = Vec::new();
        let mut local = |o: &mut Self, l: Lhs, t: TypeId| -> Lhs {
            let l = l?;
            if define && matches!(l.kind, ExprKind::Local(_)) {
                return Some(l);
            }
            let tmp = o.temp(t);
            let tv = o.local(tmp, span);
            vals.push(o.retype(tv.clone(), l.ty));
            targets.push(Some(l));
            Some(tv)
        };
        let key = local(self, key, kt);
        let value = local(self, value, vt);
        if !targets.is_empty() {
            let mut pre = Vec::new();
            if targets.len() == 1 {
                if let (Some(Some(l)), Some(v)) = (targets.pop(), vals.pop()) {
                    self.assign(l, v, &mut pre);
                }
            } else {
                self.parallel(targets, vals, &[], &mut pre);
            }
            pre.append(&mut body);
            body = pre;
        }
        out.push(stmt(StmtKind::Range {
            id,
            kind: RangeKind::Map,
            key,
            value,
            define: true,
            expr,
            body,
        }));
    }

    // ----- places and expressions -----

    /// An assignment target: its operands are ordered (and, with `hoist`, their calls bound
    /// first); the location itself stays a place.
    fn place(&mut self, l: Expr, hoist: bool, out: &mut Vec<Stmt>) -> Expr {
        let Expr { ty, kind, span } = l;
        let sub = |o: &mut Self, e: Expr, out: &mut Vec<Stmt>| {
            if hoist {
                o.hoist(e, out)
            } else {
                o.expr(e, out)
            }
        };
        let kind = match kind {
            ExprKind::Index(k, x, i) => {
                let x = match k {
                    IndexKind::Array(_) => self.place(*x, hoist, out),
                    _ => sub(self, *x, out),
                };
                let i = sub(self, *i, out);
                ExprKind::Index(k, Box::new(x), Box::new(i))
            }
            ExprKind::Field(x, f) => ExprKind::Field(Box::new(self.place(*x, hoist, out)), f),
            ExprKind::Deref(p, nc) => ExprKind::Deref(Box::new(sub(self, *p, out)), nc),
            // The map and the key may end up as arguments of one call (`so_map_assign`).
            ExprKind::MapIndex(m, k) => {
                let mut v = if hoist {
                    vec![self.hoist(*m, out), self.hoist(*k, out)]
                } else {
                    self.siblings(vec![*m, *k], out)
                };
                let k = v.remove(1);
                ExprKind::MapIndex(Box::new(v.remove(0)), Box::new(k))
            }
            k => k,
        };
        Expr { ty, kind, span }
    }

    /// Several expressions evaluated as unsequenced operands (call arguments, values of one
    /// statement).
    fn siblings(&mut self, es: Vec<Expr>, out: &mut Vec<Stmt>) -> Vec<Expr> {
        let fx: Vec<Effects> = es.iter().map(|e| self.fx(e)).collect();
        if conflict(&fx) {
            es.into_iter().map(|e| self.hoist(e, out)).collect()
        } else {
            es.into_iter().map(|e| self.expr(e, out)).collect()
        }
    }

    /// An expression evaluated where no statement can be placed before it (a case of a
    /// switch): its statements, if any, stay inside it.
    fn expr_in_place(&mut self, e: Expr) -> Expr {
        let mut pre = Vec::new();
        let e = self.expr(e, &mut pre);
        if pre.is_empty() {
            e
        } else {
            let (ty, span) = (e.ty, e.span);
            Expr::new(ty, ExprKind::Seq(pre, Box::new(e)), span)
        }
    }

    /// Orders `e` where it may keep calls in place: statements that must run first go to
    /// `out`.
    fn expr(&mut self, e: Expr, out: &mut Vec<Stmt>) -> Expr {
        let Expr { ty, kind, span } = e;
        let kind = match kind {
            ExprKind::Let(t, v, body) => {
                let body = self.spread_head(*body, out);
                let v = self.expr(*v, out);
                out.push(stmt(StmtKind::Decl(t, Some(v))));
                return self.expr(body, out);
            }
            ExprKind::Binary(op @ (BinOp::LAnd | BinOp::LOr), a, b) => {
                let a = self.expr(*a, out);
                let b = self.expr_in_place(*b);
                ExprKind::Binary(op, Box::new(a), Box::new(b))
            }
            kind => self.operands(kind, ty, out, false),
        };
        Expr { ty, kind, span }
    }

    /// Evaluates every call in `e` into temporaries now, in Go's order; the reads stay.
    fn hoist(&mut self, e: Expr, out: &mut Vec<Stmt>) -> Expr {
        if !self.fx(&e).calls {
            // Nothing to move, but what only `materialize` lowers (a map literal, memory of
            // block or static storage) still goes through it, here in order with the calls
            // before it.
            return if needs_materialize(&e) {
                self.expr(e, out)
            } else {
                e
            };
        }
        let Expr { ty, kind, span } = e;
        match kind {
            ExprKind::Let(t, v, body) => {
                let body = self.spread_head(*body, out);
                let v = self.expr(*v, out);
                out.push(stmt(StmtKind::Decl(t, Some(v))));
                self.hoist(body, out)
            }
            // A logical operation is evaluated as a whole (its right operand is conditional).
            k @ ExprKind::Binary(BinOp::LAnd | BinOp::LOr, ..) => {
                let e = self.expr(Expr { ty, kind: k, span }, out);
                self.bind(e, out)
            }
            k => {
                let is_call = matches!(
                    k,
                    ExprKind::Call(..)
                        | ExprKind::CallValue(..)
                        | ExprKind::IfaceCall(..)
                        | ExprKind::Builtin(..)
                );
                let kind = self.operands(k, ty, out, true);
                let e = Expr { ty, kind, span };
                let void = matches!(self.types.get(ty), Type::Tuple(ts) if ts.is_empty());
                if is_call && !void {
                    self.bind(e, out)
                } else {
                    e
                }
            }
        }
    }

    /// Orders the operands of a node (all hoisted with `hoist`, or when they conflict), then
    /// gives memory made once or per block a variable of its own.
    fn operands(
        &mut self,
        kind: ExprKind,
        ty: TypeId,
        out: &mut Vec<Stmt>,
        hoist: bool,
    ) -> ExprKind {
        let kind = self.operands_only(kind, out, hoist);
        self.materialize(kind, ty, out)
    }

    /// An allocation with `Alloc::Static` (a package initializer, evaluated once) or
    /// `Alloc::Block` (memory that no iteration outlives) becomes a variable of that storage
    /// declared before the statement, and the expression its address (or a slice of it).
    fn materialize(&mut self, kind: ExprKind, ty: TypeId, out: &mut Vec<Stmt>) -> ExprKind {
        let storage = |a: Alloc| match a {
            Alloc::Static => Some(Storage::Static),
            Alloc::Block => Some(Storage::Value),
            Alloc::Frame | Alloc::Result => None,
        };
        let span = Span::default();
        match kind {
            ExprKind::MakeMap(Alloc::Block, cap) => ExprKind::MakeMapIn(self.map_buf(), cap),
            ExprKind::MapLit(a, entries) => {
                // `make` with room for the entries, then one insertion each, in order.
                let int = self.types.basic(crate::tir::types::Basic::Int);
                let n = crate::tir::constant::ConstValue::int(entries.len() as i64);
                let cap = Box::new(Expr::new(
                    int,
                    ExprKind::Const(n, crate::tir::ConstStyle::Plain),
                    span,
                ));
                let make = match a {
                    Alloc::Block => ExprKind::MakeMapIn(self.map_buf(), cap),
                    a => ExprKind::MakeMap(a, cap),
                };
                let t = self.temp(ty);
                out.push(stmt(StmtKind::Decl(t, Some(Expr::new(ty, make, span)))));
                let vt = self.types.map_of(ty).map_or(ty, |(_, v)| v);
                for (k, v) in entries {
                    let m = Box::new(self.local(t, span));
                    let entry = Expr::new(vt, ExprKind::MapIndex(m, Box::new(k)), span);
                    out.push(stmt(StmtKind::Assign(entry, v)));
                }
                ExprKind::Local(t)
            }
            ExprKind::AddrOfLit(a, lit) if storage(a).is_some() => {
                let t = self.temp(lit.ty);
                self.func.locals[t.index()].storage = storage(a).unwrap_or_default();
                let ty = lit.ty;
                out.push(stmt(StmtKind::Decl(t, Some(*lit))));
                ExprKind::AddrOf(Box::new(Expr::new(ty, ExprKind::Local(t), span)))
            }
            ExprKind::New(a) if storage(a).is_some() => {
                let Some(pointee) = self.types.pointee(ty) else {
                    return ExprKind::New(Alloc::Frame);
                };
                let t = self.temp(pointee);
                self.func.locals[t.index()].storage = storage(a).unwrap_or_default();
                out.push(stmt(StmtKind::Decl(t, None)));
                ExprKind::AddrOf(Box::new(Expr::new(pointee, ExprKind::Local(t), span)))
            }
            ExprKind::Make(a, len, cap) if storage(a).is_some() => {
                let size = |e: &Expr| match &e.kind {
                    ExprKind::Const(c, _) => c.as_i64(),
                    _ => None,
                };
                let (Some(n), Some(c)) = (size(&len), cap.as_deref().map_or(size(&len), size))
                else {
                    return ExprKind::Make(Alloc::Frame, len, cap);
                };
                let Type::Slice(elem) = self.types.under_type(ty).clone() else {
                    return ExprKind::Make(Alloc::Frame, len, cap);
                };
                let at = self.types.intern(Type::Array(c, elem));
                let t = self.temp(at);
                self.func.locals[t.index()].storage = storage(a).unwrap_or_default();
                out.push(stmt(StmtKind::Decl(t, None)));
                let _ = n;
                ExprKind::SliceExpr {
                    kind: crate::tir::SliceKind::Array(c),
                    x: Box::new(Expr::new(at, ExprKind::Local(t), span)),
                    lo: None,
                    hi: (c != n).then_some(len),
                    max: None,
                }
            }
            ExprKind::ToIface(Boxing::Alloc(a), x) if storage(a).is_some() => {
                let t = self.temp(x.ty);
                self.func.locals[t.index()].storage = storage(a).unwrap_or_default();
                let xt = x.ty;
                out.push(stmt(StmtKind::Decl(t, Some(*x))));
                let p = self.types.pointer(xt);
                let addr = ExprKind::AddrOf(Box::new(Expr::new(xt, ExprKind::Local(t), span)));
                ExprKind::ToIface(Boxing::Ref, Box::new(Expr::new(p, addr, span)))
            }
            ExprKind::SliceLit(a, n, items) if storage(a).is_some() => {
                let Some(elem) = items.first().map(|(_, e)| e.ty) else {
                    return ExprKind::SliceLit(Alloc::Frame, n, items);
                };
                let at = self.types.intern(Type::Array(n, elem));
                let t = self.temp(at);
                self.func.locals[t.index()].storage = storage(a).unwrap_or_default();
                let arr = Expr::new(at, ExprKind::ArrayLit(items), span);
                out.push(stmt(StmtKind::Decl(t, Some(arr))));
                ExprKind::SliceExpr {
                    kind: crate::tir::SliceKind::Array(n),
                    x: Box::new(Expr::new(at, ExprKind::Local(t), span)),
                    lo: None,
                    hi: None,
                    max: None,
                }
            }
            k => k,
        }
    }

    fn operands_only(&mut self, kind: ExprKind, out: &mut Vec<Stmt>, hoist: bool) -> ExprKind {
        let list = |o: &mut Self, es: Vec<Expr>, out: &mut Vec<Stmt>| -> Vec<Expr> {
            if hoist {
                es.into_iter().map(|e| o.hoist(e, out)).collect()
            } else {
                o.siblings(es, out)
            }
        };
        let bx = |e: Expr| Box::new(e);
        match kind {
            ExprKind::Const(..)
            | ExprKind::Nil
            | ExprKind::Zero
            | ExprKind::Local(_)
            | ExprKind::Global(_)
            | ExprKind::Func(_)
            | ExprKind::PtrMethod(_)
            | ExprKind::New(_) => kind,
            ExprKind::Unary(op, x) => {
                let mut v = list(self, vec![*x], out);
                ExprKind::Unary(op, bx(v.remove(0)))
            }
            ExprKind::Convert(k, a, x) => {
                let mut v = list(self, vec![*x], out);
                ExprKind::Convert(k, a, bx(v.remove(0)))
            }
            ExprKind::Field(x, f) => {
                let mut v = list(self, vec![*x], out);
                ExprKind::Field(bx(v.remove(0)), f)
            }
            ExprKind::Deref(x, nc) => {
                let mut v = list(self, vec![*x], out);
                ExprKind::Deref(bx(v.remove(0)), nc)
            }
            ExprKind::CheckNil(x) => {
                let mut v = list(self, vec![*x], out);
                ExprKind::CheckNil(bx(v.remove(0)))
            }
            ExprKind::AddrOf(x) => {
                let x = if hoist {
                    self.place(*x, true, out)
                } else {
                    self.place(*x, false, out)
                };
                ExprKind::AddrOf(bx(x))
            }
            ExprKind::AddrOfLit(a, x) => {
                let mut v = list(self, vec![*x], out);
                ExprKind::AddrOfLit(a, bx(v.remove(0)))
            }
            ExprKind::TupleField(x, k) => {
                let mut v = list(self, vec![*x], out);
                ExprKind::TupleField(bx(v.remove(0)), k)
            }
            ExprKind::Binary(op, a, b) => {
                let mut v = list(self, vec![*a, *b], out);
                let b = v.remove(1);
                ExprKind::Binary(op, bx(v.remove(0)), bx(b))
            }
            ExprKind::Compare(op, k, a, b) => {
                let mut v = list(self, vec![*a, *b], out);
                let b = v.remove(1);
                ExprKind::Compare(op, k, bx(v.remove(0)), bx(b))
            }
            ExprKind::Index(k, x, i) => {
                let mut v = list(self, vec![*x, *i], out);
                let i = v.remove(1);
                ExprKind::Index(k, bx(v.remove(0)), bx(i))
            }
            ExprKind::Concat(a, xs) => ExprKind::Concat(a, list(self, xs, out)),
            ExprKind::Call(f, xs) => ExprKind::Call(f, list(self, xs, out)),
            ExprKind::Builtin(b, xs) => ExprKind::Builtin(b, list(self, xs, out)),
            ExprKind::CallValue(f, xs) => {
                let mut all = vec![*f];
                all.extend(xs);
                let mut v = list(self, all, out);
                let f = v.remove(0);
                ExprKind::CallValue(bx(f), v)
            }
            ExprKind::Make(a, len, cap) => {
                let mut all = vec![*len];
                all.extend(cap.map(|c| *c));
                let mut v = list(self, all, out);
                let len = v.remove(0);
                ExprKind::Make(a, bx(len), v.pop().map(bx))
            }
            ExprKind::SliceExpr {
                kind,
                x,
                lo,
                hi,
                max,
            } => {
                let slots = [lo.is_some(), hi.is_some(), max.is_some()];
                let mut all = vec![*x];
                all.extend([lo, hi, max].into_iter().flatten().map(|b| *b));
                let mut v = list(self, all, out).into_iter();
                let x = v.next().map(bx);
                let mut next = |present: bool| if present { v.next().map(bx) } else { None };
                let (lo, hi, max) = (next(slots[0]), next(slots[1]), next(slots[2]));
                match x {
                    Some(x) => ExprKind::SliceExpr {
                        kind,
                        x,
                        lo,
                        hi,
                        max,
                    },
                    None => ExprKind::Zero,
                }
            }
            ExprKind::StructLit(fs) => {
                let (idx, es): (Vec<usize>, Vec<Expr>) = fs.into_iter().unzip();
                ExprKind::StructLit(idx.into_iter().zip(list(self, es, out)).collect())
            }
            ExprKind::ArrayLit(xs) => {
                let (idx, es): (Vec<i64>, Vec<Expr>) = xs.into_iter().unzip();
                ExprKind::ArrayLit(idx.into_iter().zip(list(self, es, out)).collect())
            }
            ExprKind::SliceLit(a, n, xs) => {
                let (idx, es): (Vec<i64>, Vec<Expr>) = xs.into_iter().unzip();
                ExprKind::SliceLit(a, n, idx.into_iter().zip(list(self, es, out)).collect())
            }
            ExprKind::Let(t, v, body) => {
                let body = self.spread_head(*body, out);
                let v = self.expr(*v, out);
                out.push(stmt(StmtKind::Decl(t, Some(v))));
                let body = if hoist {
                    self.hoist(body, out)
                } else {
                    self.expr(body, out)
                };
                body.kind
            }
            ExprKind::Seq(ss, x) => ExprKind::Seq(ss, x),
            ExprKind::ToIface(b, x) => {
                let mut v = list(self, vec![*x], out);
                ExprKind::ToIface(b, bx(v.remove(0)))
            }
            ExprKind::IfaceConv(x) => {
                let mut v = list(self, vec![*x], out);
                ExprKind::IfaceConv(bx(v.remove(0)))
            }
            ExprKind::TypeAssert(k, t, x) => {
                let mut v = list(self, vec![*x], out);
                ExprKind::TypeAssert(k, t, bx(v.remove(0)))
            }
            ExprKind::TypeIs(t, x) => {
                let mut v = list(self, vec![*x], out);
                ExprKind::TypeIs(t, bx(v.remove(0)))
            }
            ExprKind::IfaceCall(x, k, xs) => {
                let mut all = vec![*x];
                all.extend(xs);
                let mut v = list(self, all, out);
                let x = v.remove(0);
                ExprKind::IfaceCall(bx(x), k, v)
            }
            ExprKind::MakeMap(a, cap) => {
                let mut v = list(self, vec![*cap], out);
                ExprKind::MakeMap(a, bx(v.remove(0)))
            }
            ExprKind::MakeMapIn(b, cap) => {
                let mut v = list(self, vec![*cap], out);
                ExprKind::MakeMapIn(b, bx(v.remove(0)))
            }
            ExprKind::MapLit(a, entries) => {
                let n = entries.len();
                let all: Vec<Expr> = entries.into_iter().flat_map(|(k, v)| [k, v]).collect();
                let mut v = list(self, all, out).into_iter();
                let mut entries = Vec::with_capacity(n);
                while let (Some(k), Some(x)) = (v.next(), v.next()) {
                    entries.push((k, x));
                }
                ExprKind::MapLit(a, entries)
            }
            ExprKind::MapIndex(m, k) => {
                let mut v = list(self, vec![*m, *k], out);
                let k = v.remove(1);
                ExprKind::MapIndex(bx(v.remove(0)), bx(k))
            }
            ExprKind::MapLookup(m, k) => {
                let mut v = list(self, vec![*m, *k], out);
                let k = v.remove(1);
                ExprKind::MapLookup(bx(v.remove(0)), bx(k))
            }
            ExprKind::MapFind(m, k) => {
                let mut v = list(self, vec![*m, *k], out);
                let k = v.remove(1);
                ExprKind::MapFind(bx(v.remove(0)), bx(k))
            }
            ExprKind::MapSlot(m, k) => {
                let mut v = list(self, vec![*m, *k], out);
                let k = v.remove(1);
                ExprKind::MapSlot(bx(v.remove(0)), bx(k))
            }
            ExprKind::LoadOrZero(p) => {
                let mut v = list(self, vec![*p], out);
                ExprKind::LoadOrZero(bx(v.remove(0)))
            }
            ExprKind::Closure(f, env) => ExprKind::Closure(
                f,
                env.map(|e| {
                    let mut v = list(self, vec![*e], out);
                    bx(v.remove(0))
                }),
            ),
            ExprKind::MethodValue(f, env) => {
                let mut v = list(self, vec![*env], out);
                ExprKind::MethodValue(f, bx(v.remove(0)))
            }
        }
    }
}

/// The local a place is part of (through fields and array elements); `None` for memory
/// reached through a pointer or a slice, and for globals.
fn place_root(e: &Expr) -> Option<LocalId> {
    match &e.kind {
        ExprKind::Local(id) => Some(*id),
        ExprKind::Field(x, _) | ExprKind::Index(IndexKind::Array(_), x, _) => place_root(x),
        _ => None,
    }
}

/// Whether `e` contains what only `materialize` lowers: a map literal, or an allocation of
/// `Alloc::Block` or `Alloc::Static` storage (which the emitter cannot write).
fn needs_materialize(e: &Expr) -> bool {
    let mut hit = false;
    crate::tir::visit::for_each_subexpr(e, &mut |x| {
        hit |= match &x.kind {
            ExprKind::MapLit(..) => true,
            ExprKind::MakeMap(a, _)
            | ExprKind::AddrOfLit(a, _)
            | ExprKind::New(a)
            | ExprKind::Make(a, ..)
            | ExprKind::ToIface(Boxing::Alloc(a), _)
            | ExprKind::SliceLit(a, ..) => !matches!(a, Alloc::Frame | Alloc::Result),
            _ => false,
        };
    });
    hit
}

/// Whether `e` reads one of the locals.
fn reads_locals(e: &Expr, locals: &[LocalId]) -> bool {
    let mut hit = false;
    crate::tir::visit::for_each_subexpr(e, &mut |x| {
        if let ExprKind::Local(id) = x.kind {
            hit |= locals.contains(&id);
        }
    });
    hit
}

/// Whether statements assign local `l` or take its address.
pub fn writes_local(ss: &[Stmt], l: LocalId) -> bool {
    struct W {
        l: LocalId,
        hit: bool,
    }
    impl W {
        /// A place rooted at the local (through fields and array elements) writes it.
        fn target(&mut self, e: &Expr) {
            let mut r = e;
            loop {
                match &r.kind {
                    ExprKind::Field(y, _) | ExprKind::Index(IndexKind::Array(_), y, _) => r = y,
                    ExprKind::Local(x) => {
                        self.hit |= *x == self.l;
                        return;
                    }
                    _ => return,
                }
            }
        }
    }
    impl Visitor for W {
        fn visit_expr(&mut self, e: &Expr) {
            match &e.kind {
                ExprKind::AddrOf(x) => self.target(x),
                ExprKind::SliceExpr {
                    kind: crate::tir::SliceKind::Array(_),
                    x,
                    ..
                } => self.target(x),
                _ => {}
            }
            walk_expr(self, e);
        }
        fn visit_stmt(&mut self, s: &Stmt) {
            match &s.kind {
                StmtKind::Assign(t, _) | StmtKind::OpAssign(t, _, _) | StmtKind::IncDec(t, _) => {
                    self.target(t)
                }
                StmtKind::AssignMulti { lhs, .. } => {
                    lhs.iter().flatten().for_each(|t| self.target(t))
                }
                StmtKind::Range {
                    key,
                    value,
                    define: false,
                    ..
                } => key.iter().chain(value.iter()).for_each(|t| self.target(t)),
                _ => {}
            }
            crate::tir::visit::walk_stmt(self, s);
        }
    }
    let mut w = W { l, hit: false };
    w.visit_stmts(ss);
    w.hit
}

/// Whether a simple expression (`is_simple`) reads a package variable, which a call can change.
fn reads_global(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Global(_) => true,
        ExprKind::Field(x, _) => reads_global(x),
        _ => false,
    }
}

/// An expression that is cheap and gives the same value when evaluated twice in a row: a
/// constant or a variable that only its function can change (not through a pointer).
pub fn is_simple(func: &Func, e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Const(..) | ExprKind::Nil | ExprKind::Func(_) | ExprKind::Global(_) => true,
        ExprKind::Local(id) => !func.local(*id).addressed,
        ExprKind::Field(x, _) => is_simple(func, x),
        _ => false,
    }
}
