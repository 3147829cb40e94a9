//! `defer` statements.
//!
//! Go evaluates a deferred call's function value, receiver and arguments when the statement
//! runs and makes the call when the function returns. The checker turns the call into a
//! `func()` value that makes it (`StmtKind::Defer`):
//! - a call of a function without parameters or results (`defer done()`) is the function;
//! - a call of a `func()` value (`defer f()`, `defer func() { ... }()`) is the value;
//! - any other call becomes a *thunk*, a closure (`FuncKind::Closure`, named as Go names it:
//!   `main.main.deferwrap1`) whose environment holds copies (`Capture::Value`) of the callee
//!   value, the receiver and the arguments, evaluated here; constants and functions named
//!   directly stay in the thunk's body.
//!
//! The runtime keeps the value until the function returns (`so_Defers`, builtin.h), so what it
//! refers to must live until then: the lifetime layer (`lifetime/`) holds deferred values for the whole frame.

use super::closure::ClosureFunc;
use super::scope::Entity;
use super::stmt::expr_text;
use super::Checker;
use crate::diag::Diagnostic;
use crate::syntax::ast::{self, Span};
use crate::tir::types::{Sig, Type, TypeId, INVALID};
use crate::tir::{Builtin, Capture, Expr, ExprKind, FuncKind, Local, LocalKind, Stmt, StmtKind};

impl<'a> Checker<'a> {
    /// `defer e`.
    pub fn defer_stmt(&mut self, e: &ast::Expr, span: Span) -> Option<StmtKind> {
        let _ = span;
        if let ast::ExprKind::Paren(_) = e.kind {
            let _ = self.expr_multi(e);
            self.push(
                Diagnostic::error(e.span, "expression in defer must not be parenthesized")
                    .label("parenthesized"),
            );
            return None;
        }
        if !matches!(e.kind, ast::ExprKind::Call { .. }) {
            let _ = self.operand(e);
            self.push(
                Diagnostic::error(e.span, "expression in defer must be function call")
                    .label("not a call"),
            );
            return None;
        }
        let text = call_text(e).unwrap_or_else(|| self.call_name(e));
        if let ast::ExprKind::Call { func, .. } = &e.kind {
            if self.names_type(func) {
                let x = self.expr_multi(e);
                let d = self.describe(&x);
                self.push(
                    Diagnostic::error(
                        e.span,
                        format!("defer requires function call, not conversion {text} ({d})"),
                    )
                    .label("a conversion"),
                );
                return None;
            }
        }
        let x = self.expr_multi(e);
        if x.ty == INVALID {
            return None;
        }
        let call = match &x.kind {
            ExprKind::Let(_, _, body) => body.as_ref(),
            _ => &x,
        };
        match &call.kind {
            ExprKind::Call(..) | ExprKind::CallValue(..) | ExprKind::IfaceCall(..) => {}
            ExprKind::Builtin(
                Builtin::Print
                | Builtin::Println
                | Builtin::Panic
                | Builtin::Copy
                | Builtin::Clear
                | Builtin::Delete,
                _,
            ) => {}
            ExprKind::Convert(..) => {
                let d = self.describe(&x);
                self.push(
                    Diagnostic::error(
                        e.span,
                        format!("defer requires function call, not conversion {text} ({d})"),
                    )
                    .label("a conversion"),
                );
                return None;
            }
            _ => {
                let d = self.describe(&x);
                self.push(
                    Diagnostic::error(e.span, format!("defer discards result of {text} ({d})"))
                        .label("the result would be lost"),
                );
                return None;
            }
        }
        Some(StmtKind::Defer(self.deferred_value(x)))
    }

    /// Whether a call's function is a type (the call is a conversion).
    fn names_type(&mut self, f: &ast::Expr) -> bool {
        match &f.kind {
            ast::ExprKind::Type(_) => true,
            ast::ExprKind::Paren(x) => self.names_type(x),
            ast::ExprKind::Ident(n) => matches!(self.lookup(n), Some(Entity::Type(_))),
            _ => false,
        }
    }

    /// The `func()` value that makes the checked call `call` (see the module comment).
    fn deferred_value(&mut self, call: Expr) -> Expr {
        let Expr { ty, kind, span } = call;
        let void = self.types.intern(Type::Func(Sig {
            params: Vec::new(),
            results: Vec::new(),
            variadic: false,
        }));
        let no_results = matches!(self.types.get(ty), Type::Tuple(ts) if ts.is_empty());
        match kind {
            ExprKind::Let(t, v, body) => {
                let inner = self.deferred_value(*body);
                let ity = inner.ty;
                self.mk(ity, ExprKind::Let(t, v, Box::new(inner)), span)
            }
            // C functions are only called (their signature is C's), so they get a thunk.
            ExprKind::Call(f, args)
                if args.is_empty() && no_results && self.func(f).c.ext.is_none() =>
            {
                self.mk(void, ExprKind::Func(f), span)
            }
            ExprKind::CallValue(f, args) if args.is_empty() && no_results => *f,
            kind => self.defer_thunk(Expr { ty, kind, span }, void),
        }
    }

    /// A closure that makes `call` with the values evaluated now.
    fn defer_thunk(&mut self, call: Expr, void: TypeId) -> Expr {
        let span = call.span;
        let (name, parent) = self.next_closure_name("deferwrap");
        let id = self.new_closure_func(ClosureFunc {
            name,
            parent,
            ty: void,
            span,
        });
        let method = |c: &Self, f| matches!(c.func(f).kind, FuncKind::Method(_));
        // (name, value) of each value held by the environment, in evaluation order.
        let mut saved: Vec<(String, Expr)> = Vec::new();
        let keep = |name: String, e: Expr, saved: &mut Vec<(String, Expr)>| -> Expr {
            if matches!(
                e.kind,
                ExprKind::Const(..)
                    | ExprKind::Nil
                    | ExprKind::Zero
                    | ExprKind::Func(_)
                    | ExprKind::PtrMethod(_)
            ) {
                return e;
            }
            let k = saved.len();
            let (ty, sp) = (e.ty, e.span);
            saved.push((name, e));
            Expr::new(ty, ExprKind::Local(crate::tir::LocalId(k as u32)), sp)
        };
        let Expr { ty, kind, span } = call;
        let kind = match kind {
            ExprKind::Call(f, args) => {
                let is_method = method(self, f);
                let args = args
                    .into_iter()
                    .enumerate()
                    .map(|(k, a)| {
                        let n = if is_method && k == 0 {
                            "recv".to_string()
                        } else {
                            format!("a{k}")
                        };
                        keep(n, a, &mut saved)
                    })
                    .collect();
                ExprKind::Call(f, args)
            }
            ExprKind::CallValue(f, args) => {
                let f = keep("fn".into(), *f, &mut saved);
                let args = args
                    .into_iter()
                    .enumerate()
                    .map(|(k, a)| keep(format!("a{k}"), a, &mut saved))
                    .collect();
                ExprKind::CallValue(Box::new(f), args)
            }
            ExprKind::IfaceCall(recv, k, args) => {
                // The method value is evaluated now: a nil interface panics here, as in Go.
                let (rt, rs) = (recv.ty, recv.span);
                let checked = Expr::new(rt, ExprKind::CheckNil(recv), rs);
                let recv = keep("recv".into(), checked, &mut saved);
                let args = args
                    .into_iter()
                    .enumerate()
                    .map(|(k, a)| keep(format!("a{k}"), a, &mut saved))
                    .collect();
                ExprKind::IfaceCall(Box::new(recv), k, args)
            }
            ExprKind::Builtin(b, args) => {
                let args = args
                    .into_iter()
                    .enumerate()
                    .map(|(k, a)| keep(format!("a{k}"), a, &mut saved))
                    .collect();
                ExprKind::Builtin(b, args)
            }
            k => k,
        };
        let body = vec![Stmt::new(StmtKind::Expr(Expr::new(ty, kind, span)))];
        let locals: Vec<Local> = saved
            .iter()
            .map(|(n, e)| Local {
                name: n.clone(),
                ty: e.ty,
                kind: LocalKind::Captured(Capture::Value),
                storage: crate::tir::Storage::Value,
                addressed: true,
                read: false,
            })
            .collect();
        let fields: Vec<(String, TypeId, Capture)> = saved
            .iter()
            .map(|(n, e)| (n.clone(), e.ty, Capture::Value))
            .collect();
        let env_ty = (!fields.is_empty()).then(|| self.env_type(id, &fields));
        let func = &mut self.funcs[id.index()];
        func.kind = FuncKind::Closure {
            parent,
            env: env_ty,
        };
        func.locals = locals;
        func.body = Some(body);
        // The lifetime layer follows the deferred call through the thunk (what it stores of
        // the values its environment holds), as for any function literal.
        func.escapes = !self.generic_mode;
        let env = env_ty.map(|et| {
            let vals = saved.into_iter().map(|(_, e)| e).enumerate().collect();
            Box::new(self.env_value(et, vals, span))
        });
        self.mk(void, ExprKind::Closure(id, env), span)
    }
}

/// `f(a, b)` as written, for messages.
fn call_text(e: &ast::Expr) -> Option<String> {
    match &e.kind {
        ast::ExprKind::Call { func, args, .. } => {
            let args: Option<Vec<String>> = args
                .iter()
                .map(|a| match &a.kind {
                    ast::ExprKind::Call { .. } => call_text(a),
                    _ => expr_text(a),
                })
                .collect();
            Some(format!("{}({})", expr_text(func)?, args?.join(", ")))
        }
        _ => expr_text(e),
    }
}
