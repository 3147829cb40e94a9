//! Statements to C. The statements are in the low forms of `passes::order`, with the control
//! flow decisions of `passes::flow`: this module only translates.

use super::c::{CBinOp, CExpr, CStmt, CType, CUnOp};
use super::expr::compound_op;
use super::func::FnEmitter;
use super::ice;
use crate::tir::types::{Type, TypeId};
use crate::tir::{
    BinOp, BreakId, Case, EqKind, Expr, ExprKind, Jump, RangeKind, Stmt, StmtKind, Storage,
    SwitchShape,
};

/// Whether a Go statement never completes normally (no `break` is needed after it in a C
/// case).
fn terminates(s: &Stmt) -> bool {
    match &s.kind {
        StmtKind::Return(_) | StmtKind::Goto(_) | StmtKind::Break(..) | StmtKind::Continue(..) => {
            true
        }
        StmtKind::Expr(e) => matches!(e.kind, ExprKind::Builtin(crate::tir::Builtin::Panic, _)),
        _ => false,
    }
}

impl FnEmitter<'_, '_> {
    pub fn stmts(&mut self, ss: &[Stmt], out: &mut Vec<CStmt>) {
        for s in ss {
            self.stmt(s, out);
        }
    }

    fn block(&mut self, ss: &[Stmt]) -> Vec<CStmt> {
        let mut out = Vec::new();
        self.stmts(ss, &mut out);
        out
    }

    pub fn stmt(&mut self, s: &Stmt, out: &mut Vec<CStmt>) {
        for c in &s.comments {
            out.push(CStmt::Comment(c.clone()));
        }
        match &s.kind {
            StmtKind::Expr(e) => {
                let c = self.expr(e);
                let void = matches!(self.file.p.types.get(e.ty), Type::Tuple(ts) if ts.is_empty());
                out.push(CStmt::Expr(if void {
                    c
                } else {
                    CExpr::cast(CType::Void, c)
                }));
            }
            StmtKind::Decl(l, init) => {
                let init = init.as_ref().map(|e| self.expr(e));
                self.declare(*l, init, out);
            }
            StmtKind::Assign(l, r) if matches!(l.kind, ExprKind::MapIndex(..)) => {
                let set = self.map_set(l, r);
                out.push(set);
            }
            StmtKind::Assign(l, r) => {
                let lc = self.expr(l);
                let rc = self.expr(r);
                out.push(CStmt::Expr(CExpr::assign(lc, rc)));
            }
            StmtKind::OpAssign(l, op, r) => {
                let lc = self.expr(l);
                let rc = self.expr(r);
                let (op, rc) = match op {
                    BinOp::AndNot => (CBinOp::BitAnd, CExpr::unary(CUnOp::BitNot, rc)),
                    BinOp::Div | BinOp::Rem | BinOp::Shl | BinOp::Shr
                        if self.file.p.types.is_integer(l.ty) =>
                    {
                        ice!("integer {op:?}= left for the emitter")
                    }
                    op => (compound_op(*op), rc),
                };
                out.push(CStmt::Expr(CExpr::Assign(
                    Some(op),
                    Box::new(lc),
                    Box::new(rc),
                )));
            }
            StmtKind::IncDec(l, inc) => {
                let lc = self.expr(l);
                out.push(CStmt::Expr(CExpr::PostInc(Box::new(lc), *inc)));
            }
            StmtKind::Block(b) => {
                let b = self.block(b);
                out.push(CStmt::Block(b));
            }
            StmtKind::Seq(b) => self.stmts(b, out),
            StmtKind::If { cond, then, els } => {
                let cond = self.expr(cond);
                let then = self.block(then);
                let els = self.block(els);
                out.push(CStmt::If { cond, then, els });
            }
            StmtKind::For {
                id,
                init,
                cond,
                post,
                body,
            } => self.for_loop(*id, init, cond.as_ref(), post, body, out),
            StmtKind::Range {
                id,
                kind,
                key,
                value,
                define,
                expr,
                body,
            } => {
                if !define {
                    ice!("a range loop assigning existing variables survived the order pass");
                }
                if matches!(kind, RangeKind::Map) {
                    self.range_map(*id, key.as_ref(), value.as_ref(), expr, body, out)
                } else {
                    self.range(*id, kind, key.as_ref(), value.as_ref(), expr, body, out)
                }
            }
            StmtKind::Switch {
                id,
                tag,
                cases,
                shape,
            } => match shape {
                SwitchShape::CSwitch => self.c_switch(*id, tag.as_ref(), cases, out),
                SwitchShape::IfChain => self.if_chain(*id, tag.as_ref(), cases, out),
                SwitchShape::Dispatch => self.dispatch(*id, tag.as_ref(), cases, out),
                SwitchShape::Undecided => ice!("a switch without a shape"),
            },
            StmtKind::Return(es) if self.epilogue => self.return_to_epilogue(es, out),
            StmtKind::Return(es) => out.push(CStmt::Return(self.return_value(es))),
            StmtKind::Defer(e) => self.defer_stmt(e, out),
            StmtKind::Break(id, jump) => out.push(match jump {
                Jump::Native => CStmt::Break,
                Jump::Goto => CStmt::Goto(self.names.break_label(*id).to_string()),
            }),
            StmtKind::Continue(id, jump) => out.push(match jump {
                Jump::Native => CStmt::Continue,
                Jump::Goto => CStmt::Goto(self.names.continue_label(*id).to_string()),
            }),
            StmtKind::Goto(l) => out.push(CStmt::Goto(self.names.labels[l.index()].clone())),
            StmtKind::Labeled(l, inner) => {
                if self.func.labels[l.index()].goto_target {
                    out.push(CStmt::Label(self.names.labels[l.index()].clone()));
                }
                self.stmt(inner, out);
            }
            StmtKind::VarDecl(..) | StmtKind::AssignMulti { .. } => {
                ice!("a high-form statement survived the order pass")
            }
        }
    }

    fn return_value(&mut self, es: &[Expr]) -> Option<CExpr> {
        match es {
            [] => None,
            [e] => Some(self.expr(e)),
            _ => {
                let tys: Vec<TypeId> = es.iter().map(|e| e.ty).collect();
                let Some(tt) = self.file.p.types.results_type(&tys) else {
                    ice!("no tuple type for a return of {} values", es.len())
                };
                let ct = self.file.ctype(tt);
                let vals = es
                    .iter()
                    .map(|e| super::c::CInit::Pos(self.expr(e)))
                    .collect();
                Some(CExpr::Compound(ct, vals))
            }
        }
    }

    /// The statements that end an iteration of a loop before its next one: the `continue`
    /// label if some `continue` jumps to it, and new memory for loop variables kept in frame
    /// memory (each iteration has its own variable, as in Go).
    fn iteration_end(&mut self, id: BreakId, init: &[Stmt], out: &mut Vec<CStmt>) {
        if self.func.breakable(id).continue_label {
            out.push(CStmt::Label(self.names.continue_label(id).to_string()));
        }
        for s in init {
            if let StmtKind::Decl(l, _) = s.kind {
                let storage = self.func.local(l).storage;
                if matches!(storage, Storage::Frame | Storage::Result) {
                    let ct = self.file.ctype(self.local_ty(l));
                    let name = CExpr::ident(self.names.local(l));
                    let f = if storage == Storage::Result {
                        "so_new_val_rs"
                    } else {
                        "so_new_val"
                    };
                    let copy = CExpr::call(f, vec![CExpr::TypeArg(ct), CExpr::deref(name.clone())]);
                    out.push(CStmt::Expr(CExpr::assign(name, copy)));
                }
            }
        }
    }

    fn after_breakable(&mut self, id: BreakId, out: &mut Vec<CStmt>) {
        if self.func.breakable(id).break_label {
            out.push(CStmt::Label(self.names.break_label(id).to_string()));
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn for_loop(
        &mut self,
        id: BreakId,
        init: &[Stmt],
        cond: Option<&Expr>,
        post: &[Stmt],
        body: &[Stmt],
        out: &mut Vec<CStmt>,
    ) {
        let b = self.func.breakable(id).clone();
        let mut init_c = self.block(init);
        // One declaration (or expression) can be the header's first clause.
        let header_init = match init_c.as_slice() {
            [CStmt::Decl {
                is_static: false, ..
            }]
            | [CStmt::Expr(_)] => init.iter().all(|s| match s.kind {
                StmtKind::Decl(l, _) => self.func.local(l).storage == Storage::Value,
                _ => true,
            }),
            _ => false,
        };
        let cond_c = cond.map(|c| self.expr(c));
        let mut post_c = self.block(post);
        let mut body_c = self.block(body);
        self.iteration_start(id, &mut body_c);
        self.iteration_end(id, init, &mut body_c);
        let post_expr = if b.post_in_header {
            match post_c.pop() {
                Some(CStmt::Expr(e)) => Some(e),
                None => None,
                Some(_) => ice!("a post statement in the header that is not an expression"),
            }
        } else {
            body_c.append(&mut post_c);
            None
        };
        let header = if header_init {
            init_c.pop().map(Box::new)
        } else {
            None
        };
        let lp = if header.is_none() && post_expr.is_none() && cond_c.is_some() {
            CStmt::While(cond_c.unwrap_or_else(|| CExpr::lit("1")), body_c)
        } else {
            CStmt::For {
                init: header,
                cond: cond_c,
                post: post_expr,
                body: body_c,
            }
        };
        self.loop_mark(id, out);
        let mut all = init_c;
        all.push(lp);
        self.after_breakable(id, &mut all);
        if all.len() == 1 {
            out.append(&mut all);
        } else {
            // The init statement's variables belong to the loop.
            out.push(CStmt::Block(all));
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn range(
        &mut self,
        id: BreakId,
        kind: &RangeKind,
        key: Option<&Expr>,
        value: Option<&Expr>,
        x: &Expr,
        body: &[Stmt],
        out: &mut Vec<CStmt>,
    ) {
        let Some(ExprKind::Local(k)) = key.map(|k| &k.kind) else {
            ice!("a range loop without its counter")
        };
        self.loop_mark(id, out);
        let k = *k;
        let kname = self.names.local(k).to_string();
        let kty = self.file.ctype(self.local_ty(k));
        let kc = CExpr::ident(kname.clone());
        let value_local = match value.map(|v| &v.kind) {
            Some(ExprKind::Local(l)) => Some(*l),
            None => None,
            Some(_) => ice!("a range value that is not a local"),
        };
        let mut head = Vec::new();
        let mut extra = Vec::new();
        let (limit, post) = match kind {
            RangeKind::Map => ice!("a map range loop in the counting loops"),
            RangeKind::Int => {
                let n = self.expr(x);
                (n, CExpr::PostInc(Box::new(kc.clone()), true))
            }
            RangeKind::Array(n) | RangeKind::PtrArray(n) => {
                if let Some(v) = value_local {
                    let base = match kind {
                        RangeKind::PtrArray(_) => {
                            let p = self.expr(x);
                            CExpr::arrow(CExpr::call("so_nil_check", vec![p]), "a")
                        }
                        _ => CExpr::member(self.expr(x), "a"),
                    };
                    let elem = CExpr::index(base, kc.clone());
                    self.declare(v, Some(elem), &mut head);
                }
                (
                    CExpr::lit(n.to_string()),
                    CExpr::PostInc(Box::new(kc.clone()), true),
                )
            }
            RangeKind::Slice => {
                let s = self.expr(x);
                if let Some(v) = value_local {
                    let et = self.local_ty(v);
                    let ect = self.file.ctype(et);
                    let elems = CExpr::cast(ect.ptr(), CExpr::member(s.clone(), "ptr"));
                    self.declare(v, Some(CExpr::index(elems, kc.clone())), &mut head);
                }
                (
                    CExpr::member(s, "len"),
                    CExpr::PostInc(Box::new(kc.clone()), true),
                )
            }
            RangeKind::String(width) => {
                let Some(w) = width else {
                    ice!("a string range without its width local")
                };
                let Some(v) = value_local else {
                    ice!("a string range without its rune local")
                };
                let s = self.expr(x);
                let wname = self.names.local(*w).to_string();
                extra.push(wname.clone());
                // The rune is decoded into the value, declared at the top of each iteration.
                let vc = self.local_expr(v);
                self.declare(v, None, &mut head);
                let decode = CExpr::call(
                    "so_decode_rune",
                    vec![s.clone(), kc.clone(), CExpr::addr(vc)],
                );
                head.push(CStmt::Expr(CExpr::assign(
                    CExpr::ident(wname.clone()),
                    decode,
                )));
                (
                    CExpr::member(s, "len"),
                    CExpr::Assign(
                        Some(CBinOp::Add),
                        Box::new(kc.clone()),
                        Box::new(CExpr::ident(wname)),
                    ),
                )
            }
        };
        let mut body_c = head;
        self.stmts(body, &mut body_c);
        self.iteration_start(id, &mut body_c);
        if self.func.breakable(id).continue_label {
            body_c.push(CStmt::Label(self.names.continue_label(id).to_string()));
        }
        let mut all = Vec::new();
        // A string's rune width lives as long as the loop.
        for w in extra {
            all.push(CStmt::Decl {
                ty: kty.clone(),
                name: w,
                init: Some(CExpr::lit("0")),
                is_static: false,
            });
        }
        all.push(CStmt::For {
            init: Some(Box::new(CStmt::Decl {
                ty: kty,
                name: kname,
                init: Some(CExpr::lit("0")),
                is_static: false,
            })),
            cond: Some(CExpr::binary(CBinOp::Lt, kc, limit)),
            post: Some(post),
            body: body_c,
        });
        self.after_breakable(id, &mut all);
        if all.len() == 1 {
            out.append(&mut all);
        } else {
            out.push(CStmt::Block(all));
        }
    }

    /// `tag == v` (or the condition itself in a switch without a tag).
    fn case_test(&mut self, tag: Option<&Expr>, v: &Expr) -> CExpr {
        let Some(t) = tag else {
            return self.expr(v);
        };
        let kind = self.file.p.types.eq_kind(t.ty);
        let (tc, vc) = (self.expr(t), self.expr(v));
        match kind {
            EqKind::String => CExpr::call("so_string_eq", vec![tc, vc]),
            EqKind::Composite => {
                let f = self.file.need_eq(t.ty);
                CExpr::call(f, vec![tc, vc])
            }
            EqKind::Iface => {
                if matches!(v.kind, crate::tir::ExprKind::Nil) {
                    CExpr::call("so_iface_is_nil", vec![tc])
                } else {
                    CExpr::call("so_iface_eq", vec![tc, vc])
                }
            }
            // A slice, map or func tag: the checker allows only nil cases.
            EqKind::Nil => self.nil_test(CBinOp::Eq, tc, t.ty),
            EqKind::Scalar => CExpr::binary(CBinOp::Eq, tc, vc),
        }
    }

    fn case_cond(&mut self, tag: Option<&Expr>, c: &Case) -> CExpr {
        let exprs = c.exprs.as_deref().unwrap_or_default();
        let mut tests = exprs.iter().map(|e| self.case_test(tag, e));
        let Some(first) = tests.next() else {
            return CExpr::lit("false");
        };
        tests.fold(first, |acc, t| CExpr::binary(CBinOp::Or, acc, t))
    }

    /// A Go switch over integers with constant cases is a C switch: Go's `fallthrough` is C's
    /// fall-through and `break` leaves it in both.
    fn c_switch(&mut self, id: BreakId, tag: Option<&Expr>, cases: &[Case], out: &mut Vec<CStmt>) {
        let Some(t) = tag else {
            ice!("a C switch without a tag")
        };
        let tc = self.expr(t);
        let mut body = Vec::new();
        for c in cases {
            match &c.exprs {
                None => body.push(CStmt::Default),
                Some(es) => {
                    for e in es {
                        let v = self.expr(e);
                        body.push(CStmt::Case(v));
                    }
                }
            }
            let mut stmts = self.block(&c.body);
            if c.fallthrough {
                stmts.push(CStmt::Fallthrough);
            } else if !c.body.last().is_some_and(terminates) {
                stmts.push(CStmt::Break);
            }
            // A declaration cannot follow a case label: the body gets braces then.
            if stmts.iter().any(|s| matches!(s, CStmt::Decl { .. })) {
                body.push(CStmt::Block(stmts));
            } else {
                body.extend(stmts);
            }
        }
        out.push(CStmt::Switch(tc, body));
        self.after_breakable(id, out);
    }

    /// `if` / `else if` over the cases in order, `default` last.
    fn if_chain(&mut self, id: BreakId, tag: Option<&Expr>, cases: &[Case], out: &mut Vec<CStmt>) {
        let default = cases.iter().find(|c| c.exprs.is_none());
        if let Some(t) = tag {
            let compared = cases
                .iter()
                .any(|c| c.exprs.as_ref().is_some_and(|e| !e.is_empty()));
            if !compared && !matches!(t.kind, ExprKind::Const(..)) {
                // No case compares the tag, but Go evaluates (and uses) it.
                let tc = self.expr(t);
                out.push(CStmt::Expr(CExpr::cast(CType::Void, tc)));
            }
        }
        let mut chain: Vec<CStmt> = match default {
            Some(d) => self.block(&d.body),
            None => Vec::new(),
        };
        for c in cases.iter().rev().filter(|c| c.exprs.is_some()) {
            let cond = self.case_cond(tag, c);
            let then = self.block(&c.body);
            chain = vec![CStmt::If {
                cond,
                then,
                els: chain,
            }];
        }
        // A switch with only a default runs it in a block of its own.
        if default.is_some() && cases.len() == 1 {
            out.push(CStmt::Block(chain));
        } else {
            out.extend(chain);
        }
        self.after_breakable(id, out);
    }

    /// Cases that fall through: the tests jump to the bodies, which follow each other.
    fn dispatch(&mut self, id: BreakId, tag: Option<&Expr>, cases: &[Case], out: &mut Vec<CStmt>) {
        let brk = self.names.break_label(id).to_string();
        let labels: Vec<String> = (0..cases.len())
            .map(|k| self.names.case_label(id, k).to_string())
            .collect();
        let mut all = Vec::new();
        for (k, c) in cases.iter().enumerate() {
            if c.exprs.is_some() {
                let cond = self.case_cond(tag, c);
                all.push(CStmt::If {
                    cond,
                    then: vec![CStmt::Goto(labels[k].clone())],
                    els: Vec::new(),
                });
            }
        }
        match cases.iter().position(|c| c.exprs.is_none()) {
            Some(d) => all.push(CStmt::Goto(labels[d].clone())),
            None => all.push(CStmt::Goto(brk.clone())),
        }
        for (k, c) in cases.iter().enumerate() {
            all.push(CStmt::Label(labels[k].clone()));
            let b = self.block(&c.body);
            all.push(CStmt::Block(b));
            if !c.fallthrough {
                all.push(CStmt::Goto(brk.clone()));
            }
        }
        out.push(CStmt::Block(all));
        self.after_breakable(id, out);
    }
}
