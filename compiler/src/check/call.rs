//! Calls of functions, methods and function values.

use super::expr::Operand;
use super::Checker;
use crate::diag::Diagnostic;
use crate::syntax::ast::{self, Span};
use crate::tir::types::{Sig, Type, TypeId, INVALID};
use crate::tir::{Alloc, Expr, ExprKind, LocalId};

/// Checked call arguments: one per parameter. For `f(g())` with several results, the
/// arguments are the fields of a temporary that `spread` binds to `g()` first.
pub struct CallArgs {
    pub args: Vec<Expr>,
    pub spread: Option<(LocalId, Expr)>,
}

impl CallArgs {
    /// `call` made with the arguments, after binding the spread temporary if there is one.
    pub fn wrap(spread: Option<(LocalId, Expr)>, call: Expr) -> Expr {
        match spread {
            Some((t, value)) => {
                let (ty, span) = (call.ty, call.span);
                Expr::new(ty, ExprKind::Let(t, Box::new(value), Box::new(call)), span)
            }
            None => call,
        }
    }
}

impl<'a> Checker<'a> {
    pub fn call(
        &mut self,
        func: &ast::Expr,
        args: &[ast::Expr],
        ellipsis: bool,
        span: Span,
    ) -> Operand {
        match self.operand(func) {
            Operand::Type(t) => {
                if ellipsis || args.len() != 1 {
                    let d = self.types.display(t);
                    if args.is_empty() {
                        self.error(span, format!("missing argument in conversion to {d}"));
                    } else {
                        self.error(span, format!("too many arguments in conversion to {d}"));
                    }
                    return Operand::Invalid;
                }
                let x = self.expr(&args[0]);
                Operand::Value(self.conversion(t, x, span))
            }
            Operand::Builtin(b) => {
                self.builtin_version(b, func.span);
                self.builtin(b, args, ellipsis, span)
            }
            Operand::Method(id, recv) => {
                let Some(sig) = self.types.sig(self.func(id).ty).cloned() else {
                    return Operand::Invalid;
                };
                let name = self.call_name(func);
                let psig = Sig {
                    params: sig.params[1..].to_vec(),
                    results: sig.results.clone(),
                    variadic: sig.variadic,
                };
                let Some(mut ca) = self.call_args(&name, &psig, args, ellipsis, span) else {
                    return Operand::Invalid;
                };
                ca.args.insert(0, recv);
                let rt = self.result_type(&sig.results);
                let args = self.c_call_args(id, ca.args);
                let call = self.mk(rt, ExprKind::Call(id, args), span);
                Operand::Value(CallArgs::wrap(ca.spread, call))
            }
            Operand::IfaceMethod(recv, k) => {
                let Some(m) = self
                    .method_iface(recv.ty)
                    .and_then(|j| self.types.interface(j))
                    .and_then(|i| i.methods.get(k))
                    .cloned()
                else {
                    return Operand::Invalid;
                };
                let Some(sig) = self.types.sig(m.sig).cloned() else {
                    return Operand::Invalid;
                };
                let name = self.call_name(func);
                let Some(ca) = self.call_args(&name, &sig, args, ellipsis, span) else {
                    return Operand::Invalid;
                };
                let rt = self.result_type(&sig.results);
                let call = self.mk(rt, ExprKind::IfaceCall(Box::new(recv), k, ca.args), span);
                Operand::Value(CallArgs::wrap(ca.spread, call))
            }
            Operand::Invalid => {
                for a in args {
                    let _ = self.operand(a);
                }
                Operand::Invalid
            }
            Operand::GenericFunc(g, explicit) => {
                self.generic_call(g, explicit, func, args, ellipsis, span)
            }
            Operand::Value(f) => match f.kind {
                ExprKind::Func(id) if self.is_errors_as(id) => {
                    self.errors_as(f, func, args, ellipsis, span)
                }
                ExprKind::Func(id) if self.is_c_raw(id) => match self.c_raw(args, ellipsis, span) {
                    Some(op) => op,
                    None => self.call_value(f, func, args, ellipsis, span),
                },
                _ => self.call_value(f, func, args, ellipsis, span),
            },
        }
    }

    /// A call of the function value `f`.
    pub fn call_value(
        &mut self,
        f: Expr,
        func: &ast::Expr,
        args: &[ast::Expr],
        ellipsis: bool,
        span: Span,
    ) -> Operand {
        if f.ty == INVALID {
            return Operand::Invalid;
        }
        let Some(sig) = self.types.sig(f.ty).cloned() else {
            for a in args {
                let _ = self.operand(a);
            }
            self.push(
                Diagnostic::error(
                    func.span,
                    format!(
                        "invalid operation: cannot call non-function {}",
                        self.describe(&f)
                    ),
                )
                .label("not a function"),
            );
            return Operand::Invalid;
        };
        let name = self.call_name(func);
        let Some(ca) = self.call_args(&name, &sig, args, ellipsis, span) else {
            return Operand::Invalid;
        };
        Operand::Value(self.make_call(f, &sig, ca, span))
    }

    /// A call of function value `f` with arguments already checked (`es`, from `args`).
    pub fn call_checked(
        &mut self,
        f: Expr,
        func: &ast::Expr,
        es: Vec<Expr>,
        args: &[ast::Expr],
        ellipsis: bool,
        span: Span,
    ) -> Operand {
        let Some(sig) = self.types.sig(f.ty).cloned() else {
            return Operand::Invalid;
        };
        let name = self.call_name(func);
        // f(g()) with several results: spread them.
        if es.len() == 1 && !ellipsis {
            if let Type::Tuple(ts) = self.types.get(es[0].ty).clone() {
                if ts.len() == sig.params.len() || sig.variadic {
                    let tuple = es.into_iter().next().expect("one argument");
                    let ca = self.spread_args(&sig, tuple, span);
                    return Operand::Value(self.make_call(f, &sig, ca, span));
                }
            }
        }
        let Some(args) = self.call_args_checked(&name, &sig, es, args, ellipsis, span) else {
            return Operand::Invalid;
        };
        let ca = CallArgs { args, spread: None };
        Operand::Value(self.make_call(f, &sig, ca, span))
    }

    fn make_call(&mut self, f: Expr, sig: &Sig, ca: CallArgs, span: Span) -> Expr {
        let rt = self.result_type(&sig.results);
        let kind = match f.kind {
            ExprKind::Func(id) => ExprKind::Call(id, self.c_call_args(id, ca.args)),
            _ => ExprKind::CallValue(Box::new(f), ca.args),
        };
        let call = self.mk(rt, kind, span);
        CallArgs::wrap(ca.spread, call)
    }

    pub fn result_type(&mut self, results: &[TypeId]) -> TypeId {
        if results.len() == 1 {
            results[0]
        } else {
            self.types.intern(Type::Tuple(results.to_vec()))
        }
    }

    fn sig_have(&self, tys: &[TypeId]) -> String {
        let v: Vec<String> = tys.iter().map(|t| self.types.display(*t)).collect();
        format!("({})", v.join(", "))
    }

    /// Checks call arguments against a signature; packs variadic arguments into a slice.
    fn call_args(
        &mut self,
        name: &str,
        sig: &Sig,
        args: &[ast::Expr],
        ellipsis: bool,
        span: Span,
    ) -> Option<CallArgs> {
        let np = sig.params.len();
        // f(g()) where g returns several values.
        if args.len() == 1 && !ellipsis {
            let e = self.expr_multi(&args[0]);
            if e.ty == INVALID {
                return None;
            }
            if let Type::Tuple(ts) = self.types.get(e.ty).clone() {
                let ok = if sig.variadic {
                    ts.len() >= np - 1
                } else {
                    ts.len() == np
                };
                if sig.variadic && ok {
                    let et = match self.types.under_type(sig.params[np - 1]) {
                        Type::Slice(e) => *e,
                        _ => INVALID,
                    };
                    for (k, t) in ts.iter().enumerate() {
                        let p = if k + 1 < np { sig.params[k] } else { et };
                        if !self.assignable(*t, p) {
                            let (a, b) = (self.types.display(*t), self.types.display(p));
                            self.error(
                                args[0].span,
                                format!("cannot use {a} value as {b} value in argument to {name}"),
                            );
                            return None;
                        }
                    }
                    return Some(self.spread_args(sig, e, span));
                }
                if !ok || sig.variadic {
                    {
                        let want = self.types.display_sig(&Sig {
                            params: sig.params.clone(),
                            results: vec![],
                            variadic: sig.variadic,
                        });
                        let which = if ts.len() < np {
                            "not enough"
                        } else {
                            "too many"
                        };
                        self.error(
                            span,
                            format!(
                                "{which} arguments in call to {name}\n\thave {}\n\twant {want}",
                                self.sig_have(&ts)
                            ),
                        );
                    }
                    return None;
                }
                for (t, p) in ts.iter().zip(&sig.params) {
                    if !self.assignable(*t, *p) {
                        let (a, b) = (self.types.display(*t), self.types.display(*p));
                        self.error(
                            args[0].span,
                            format!("cannot use {a} value as {b} value in argument to {name}"),
                        );
                        return None;
                    }
                }
                return Some(self.spread_args(sig, e, span));
            }
            let args = self.call_args_checked(name, sig, vec![e], args, ellipsis, span)?;
            return Some(CallArgs { args, spread: None });
        }
        let mut es = Vec::new();
        for a in args {
            es.push(self.expr(a));
        }
        let args = self.call_args_checked(name, sig, es, args, ellipsis, span)?;
        Some(CallArgs { args, spread: None })
    }

    /// `f(g())`: g's results, held in a temporary, fill the parameters (the variadic ones
    /// packed into a slice); types were checked to be assignable.
    fn spread_args(&mut self, sig: &Sig, tuple: Expr, span: Span) -> CallArgs {
        let Type::Tuple(ts) = self.types.get(tuple.ty).clone() else {
            return CallArgs {
                args: vec![tuple],
                spread: None,
            };
        };
        let t = self.temp(tuple.ty, span);
        let field = |c: &mut Self, k: usize| {
            let local = c.mk(tuple.ty, ExprKind::Local(t), span);
            c.mk(ts[k], ExprKind::TupleField(Box::new(local), k), span)
        };
        let np = sig.params.len();
        let fixed = if sig.variadic { np - 1 } else { np };
        let mut args = Vec::new();
        for k in 0..fixed {
            let f = field(self, k);
            args.push(self.assign(f, sig.params[k], "argument"));
        }
        if sig.variadic {
            let st = sig.params[np - 1];
            let et = match self.types.under_type(st) {
                Type::Slice(e) => *e,
                _ => INVALID,
            };
            let mut items = Vec::new();
            for k in fixed..ts.len() {
                let f = field(self, k);
                items.push(((k - fixed) as i64, self.assign(f, et, "argument")));
            }
            let n = items.len() as i64;
            args.push(if items.is_empty() {
                self.mk(st, ExprKind::Nil, span)
            } else {
                self.mk(st, ExprKind::SliceLit(Alloc::Frame, n, items), span)
            });
        }
        CallArgs {
            args,
            spread: Some((t, tuple)),
        }
    }

    fn call_args_checked(
        &mut self,
        name: &str,
        sig: &Sig,
        es: Vec<Expr>,
        args: &[ast::Expr],
        ellipsis: bool,
        span: Span,
    ) -> Option<Vec<Expr>> {
        let np = sig.params.len();
        if es.iter().any(|e| e.ty == INVALID) {
            return None;
        }
        let have: Vec<TypeId> = es.iter().map(|e| e.ty).collect();
        let want = self.types.display_sig(&Sig {
            params: sig.params.clone(),
            results: vec![],
            variadic: sig.variadic,
        });
        if ellipsis && !sig.variadic {
            self.error(
                span,
                format!("have (...) but function {name} is not variadic"),
            );
            return None;
        }
        let count_ok = if sig.variadic && !ellipsis {
            es.len() + 1 >= np
        } else {
            es.len() == np
        };
        if !count_ok {
            let which = if es.len() < np {
                "not enough"
            } else {
                "too many"
            };
            let h = self.sig_have(&have);
            let at = if es.len() > np {
                args.get(np).map(|a| a.span).unwrap_or(span)
            } else {
                span
            };
            self.push(
                Diagnostic::error(
                    at,
                    format!("{which} arguments in call to {name}\n\thave {h}\n\twant {want}"),
                )
                .label(format!("{which} arguments")),
            );
            return None;
        }
        let mut out = Vec::new();
        let mut it = es.into_iter();
        let fixed = if sig.variadic { np - 1 } else { np };
        for p in &sig.params[..fixed] {
            let e = it.next()?;
            out.push(self.assign(e, *p, &format!("argument to {name}")));
        }
        if sig.variadic {
            let st = sig.params[np - 1];
            if ellipsis {
                let e = it.next()?;
                out.push(self.assign(e, st, &format!("argument to {name}")));
            } else {
                let et = match self.types.under_type(st) {
                    Type::Slice(e) => *e,
                    _ => INVALID,
                };
                let rest: Vec<Expr> = it.collect();
                if rest.is_empty() {
                    out.push(Expr {
                        ty: st,
                        kind: ExprKind::Nil,
                        span,
                    });
                } else {
                    let mut items = Vec::new();
                    for (i, e) in rest.into_iter().enumerate() {
                        items.push((i as i64, self.assign(e, et, &format!("argument to {name}"))));
                    }
                    let n = items.len() as i64;
                    out.push(Expr {
                        ty: st,
                        kind: ExprKind::SliceLit(Alloc::Frame, n, items),
                        span,
                    });
                }
            }
        }
        if out.iter().any(|e| e.ty == INVALID) {
            return None;
        }
        Some(out)
    }
}
