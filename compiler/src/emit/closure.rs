//! Func values in C: every Go func value is the runtime's type-erased `so_Func { fn, env }`
//! (builtin.h). A top-level function used as a value is `so_func(main_f)` (`env` NULL: `fn`
//! is the plain C function); a function literal is `so_closure(main_main_func1, env)`, its C
//! function taking the environment first (`void *env_`, then `main_main_func1_env *env =
//! env_;`); a method value is `so_closure(main_T_M_fm, env)`, whose wrapper calls the method
//! with the receiver kept in the environment. A call through a value goes through the call
//! helper of its signature (`func_int__bool_call(f, x)`, a `static inline` function in the
//! header) that branches on `env` and panics on a nil value.

use super::c::{CExpr, CItem, CProto, CStmt, CType, Linkage};
use super::func::FnEmitter;
use super::{ice, File};
use crate::cnames;
use crate::tir::types::{Type, TypeId};
use crate::tir::visit::for_each_expr;
use crate::tir::{Expr, ExprKind, FuncId, FuncKind, LocalKind};

impl File<'_> {
    /// The call helper of function type `t` (named or not).
    pub fn need_call(&mut self, t: TypeId) -> String {
        let u = self.p.types.under(t);
        self.ctype(u);
        if !self.calls_needed.contains(&u) {
            self.calls_needed.push(u);
        }
        self.n.call_helper(u).to_string()
    }

    pub fn need_fm(&mut self, f: FuncId) -> String {
        if !self.fm_needed.contains(&f) {
            self.fm_needed.push(f);
        }
        self.n.method_value_wrapper(f).to_string()
    }

    /// The call helpers the package's functions use (for its header).
    pub fn call_helpers(&mut self) -> Vec<CItem> {
        let mut out = Vec::new();
        for t in self.calls_needed.clone() {
            let Some(sig) = self.p.types.sig(t).cloned() else {
                ice!("call helper of a non-function type")
            };
            let ret = self.result_ctype(&sig.results);
            let pts: Vec<CType> = sig.params.iter().map(|p| self.ctype(*p)).collect();
            let mut params = vec![(CType::name("so_Func"), "f".to_string())];
            let args: Vec<CExpr> = (0..pts.len())
                .map(|k| CExpr::ident(format!("a{k}")))
                .collect();
            for (k, pt) in pts.iter().enumerate() {
                params.push((pt.clone(), format!("a{k}")));
            }
            let f = CExpr::ident("f");
            let mut with_env_params = vec![CType::Void.ptr()];
            with_env_params.extend(pts.iter().cloned());
            let with_env = CExpr::Call(
                Box::new(CExpr::cast(
                    CType::FnPtr(Box::new(ret.clone()), with_env_params),
                    CExpr::member(f.clone(), "fn"),
                )),
                std::iter::once(CExpr::member(f.clone(), "env"))
                    .chain(args.iter().cloned())
                    .collect(),
            );
            let plain = CExpr::Call(
                Box::new(CExpr::cast(
                    CType::FnPtr(Box::new(ret.clone()), pts.clone()),
                    CExpr::call("so_func_fn", vec![f.clone()]),
                )),
                args,
            );
            let has_env = CExpr::binary(
                super::c::CBinOp::Ne,
                CExpr::member(f, "env"),
                CExpr::lit("NULL"),
            );
            let body = if ret == CType::Void {
                vec![CStmt::If {
                    cond: has_env,
                    then: vec![CStmt::Expr(with_env)],
                    els: vec![CStmt::Expr(plain)],
                }]
            } else {
                vec![
                    CStmt::If {
                        cond: has_env,
                        then: vec![CStmt::Return(Some(with_env))],
                        els: Vec::new(),
                    },
                    CStmt::Return(Some(plain)),
                ]
            };
            if !out.is_empty() {
                out.push(CItem::Blank);
            }
            let name = self.n.call_helper(t).to_string();
            let items = vec![
                CItem::Comment(format!("Calls a {} value.", self.p.types.display(t))),
                CItem::Func {
                    proto: CProto {
                        linkage: Linkage::InternalInline,
                        ret,
                        name: name.clone(),
                        params,
                    },
                    body,
                },
            ];
            out.extend(self.guarded(&name, items));
        }
        out
    }

    /// The wrappers of methods used as method values: `T_M_fm(void *env, ...)` calls `T_M`
    /// with the receiver the environment holds.
    pub fn method_value_wrappers(&mut self) -> Vec<(CProto, Vec<CStmt>)> {
        let mut out = Vec::new();
        let mut k = 0;
        while k < self.fm_needed.len() {
            let id = self.fm_needed[k];
            k += 1;
            let f = self.p.func(id);
            let Some(sig) = self.p.types.sig(f.ty).cloned() else {
                ice!("method without a signature")
            };
            let recv = sig.params[0];
            let rt = self.ctype(recv);
            let ret = self.result_ctype(&sig.results);
            let mut params = vec![(CType::Void.ptr(), "env".to_string())];
            let mut args = vec![CExpr::deref(CExpr::cast(rt.ptr(), CExpr::ident("env")))];
            for (i, t) in sig.params.iter().enumerate().skip(1) {
                let ct = self.ctype(*t);
                params.push((ct, format!("a{i}")));
                args.push(CExpr::ident(format!("a{i}")));
            }
            let call = CExpr::call(self.n.func(id), args);
            let mut body = vec![CStmt::Comment(format!(
                "{}.{} as a method value: the environment holds the receiver.",
                self.p.types.display(recv),
                f.name
            ))];
            body.push(if ret == CType::Void {
                CStmt::Expr(call)
            } else {
                CStmt::Return(Some(call))
            });
            let proto = CProto {
                linkage: Linkage::Internal,
                ret,
                name: self.n.method_value_wrapper(id).to_string(),
                params,
            };
            out.push((proto, body));
        }
        out
    }
}

impl FnEmitter<'_, '_> {
    /// A closure takes its environment first: `void *env_`, then `T_env *env = env_;`.
    pub fn closure_env(&mut self, params: &mut Vec<(CType, String)>, body: &mut Vec<CStmt>) {
        let FuncKind::Closure { env: Some(et), .. } = self.func.kind else {
            return;
        };
        let fields = match self.file.p.types.under_type(et) {
            Type::Struct(fs) => fs.clone(),
            _ => ice!("a closure environment that is not a struct"),
        };
        let captured = self
            .func
            .locals
            .iter()
            .enumerate()
            .filter_map(|(i, l)| match l.kind {
                LocalKind::Captured(c) => Some((crate::tir::LocalId(i as u32), c)),
                _ => None,
            });
        for (k, (l, how)) in captured.enumerate() {
            let Some(f) = fields.get(k) else {
                ice!("a captured local without its environment field")
            };
            self.env_fields.insert(l, (cnames::field(&f.name, k), how));
        }
        let ct = self.file.ctype(et);
        params.push((CType::Void.ptr(), self.names.env_param.clone()));
        body.push(CStmt::Decl {
            ty: ct.ptr(),
            name: self.names.env.clone(),
            init: Some(CExpr::ident(self.names.env_param.clone())),
            is_static: false,
        });
        // The environment may be mentioned only where constant folding removed the use.
        let mut used = false;
        for_each_expr(self.func.body.as_deref().unwrap_or_default(), &mut |e| {
            if let ExprKind::Local(l) = e.kind {
                used |= self.env_fields.contains_key(&l);
            }
        });
        if !used {
            body.push(CStmt::Expr(CExpr::cast(
                CType::Void,
                CExpr::ident(self.names.env.clone()),
            )));
        }
    }

    /// A captured local: `*env->x` (the enclosing function's variable) or `env->x` (a copy).
    pub fn captured_expr(&self, l: crate::tir::LocalId) -> CExpr {
        let Some((field, how)) = self.env_fields.get(&l) else {
            ice!("a captured local outside its closure's environment")
        };
        let f = CExpr::arrow(CExpr::ident(self.names.env.clone()), field.clone());
        match how {
            crate::tir::Capture::Ref => CExpr::deref(f),
            crate::tir::Capture::Value => f,
        }
    }

    /// `so_closure(main_main_func1, env)`, or `so_func(...)` when it captures nothing.
    pub fn closure_value(&mut self, f: FuncId, env: Option<&Expr>) -> CExpr {
        let name = CExpr::ident(self.file.n.func(f));
        match env {
            Some(env) => {
                let e = self.expr(env);
                CExpr::call("so_closure", vec![name, e])
            }
            None => CExpr::call("so_func", vec![name]),
        }
    }

    pub fn method_value(&mut self, f: FuncId, env: &Expr) -> CExpr {
        let w = self.file.need_fm(f);
        let e = self.expr(env);
        CExpr::call("so_closure", vec![CExpr::ident(w), e])
    }

    /// A call through a func value: `func_int__bool_call(f, x)`.
    pub fn call_value(&mut self, f: &Expr, args: &[Expr]) -> CExpr {
        let helper = self.file.need_call(f.ty);
        let mut all = vec![self.expr(f)];
        all.extend(args.iter().map(|a| self.expr(a)));
        CExpr::call(helper, all)
    }
}
