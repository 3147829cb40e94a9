//! Function literals and method values.
//!
//! A function literal's body is checked as a function of its own (`FuncKind::Closure`, named
//! after its enclosing function the way Go names it: `main.main.func1`, `main.main.func1.1`),
//! with its own `FnCtx`; the enclosing function's state waits in `FnCtx::enclosing`, and its
//! scopes stay on the scope stack below the literal's (`FnCtx::scope_base`). When a name
//! resolves to a local of an enclosing function, the literal *captures* it: it gets a local of
//! its own (`LocalKind::Captured(Capture::Ref)`) reached through its environment, and a literal
//! nested in another captures through its parent. The value of the literal in the enclosing
//! function is `ExprKind::Closure` with an environment holding the captured variables'
//! addresses, so they become addressed locals and the lifetime layer (`lifetime/`) decides where they live
//! and whether the closure escapes.
//!
//! A method value `x.M` is `ExprKind::MethodValue`: its environment holds the receiver,
//! evaluated (copied, or its address taken) when the method value is.
//!
//! `require_plain_func` is the check for places that need a plain C function pointer (C
//! interop): a value that may hold a closure is rejected there.

use super::scope::Entity;
use super::{Checker, FnCtx, LabelInfo};
use crate::diag::Diagnostic;
use crate::syntax::ast::{self, Span};
use crate::tir::types::{Field, Sig, Type, TypeId, INVALID};
use crate::tir::{
    Alloc, Capture, Expr, ExprKind, Func, FuncId, FuncKind, Local, LocalId, LocalKind, Stmt,
    Storage,
};

impl FnCtx {
    /// The local of this function that stands for local `id` of the function owning scope
    /// `scope`: `id` itself when that is this function, otherwise a captured local (made on
    /// first use, through every enclosing literal).
    pub fn capture(&mut self, scope: usize, id: LocalId) -> LocalId {
        if scope >= self.scope_base {
            return id;
        }
        let Some(enc) = self.enclosing.as_mut() else {
            return id;
        };
        let outer = enc.capture(scope, id);
        if let Some(&(_, inner)) = self.captures.iter().find(|(o, _)| *o == outer) {
            return inner;
        }
        let Some(l) = enc.locals.get(outer.index()) else {
            return id;
        };
        let local = Local {
            name: l.name.clone(),
            ty: l.ty,
            kind: LocalKind::Captured(Capture::Ref),
            storage: Storage::Value,
            addressed: true,
            read: false,
        };
        let span = enc
            .decl_spans
            .get(outer.index())
            .copied()
            .unwrap_or_default();
        let inner = LocalId(self.locals.len() as u32);
        self.locals.push(local);
        // Set when the literal reads it; a read is a use of the enclosing variable.
        self.used.push(false);
        self.decl_spans.push(span);
        self.captures.push((outer, inner));
        inner
    }
}

/// What a new function of the literal kind needs besides its body.
pub struct ClosureFunc {
    pub name: String,
    pub parent: Option<FuncId>,
    pub ty: TypeId,
    pub span: Span,
}

impl<'a> Checker<'a> {
    /// A name found in scope `scope`: a local of an enclosing function is captured.
    pub fn through_closures(&mut self, scope: usize, e: Entity) -> Entity {
        match (e, self.fctx.as_mut()) {
            (Entity::Local(id), Some(f)) => Entity::Local(f.capture(scope, id)),
            (e, _) => e,
        }
    }

    /// Adds a function of kind `Closure` without a body yet (the id is needed while the body
    /// is checked: local types of the literal belong to it).
    pub fn new_closure_func(&mut self, c: ClosureFunc) -> FuncId {
        let id = FuncId(self.funcs.len() as u32);
        self.funcs.push(Func {
            pkg: self.pkg,
            name: c.name,
            kind: FuncKind::Closure {
                parent: c.parent,
                env: None,
            },
            exported: false,
            ty: c.ty,
            params: Vec::new(),
            named_results: Vec::new(),
            locals: Vec::new(),
            labels: Vec::new(),
            breakables: Vec::new(),
            body: None,
            doc: Vec::new(),
            span: c.span,
            reachable: false,
            c: Default::default(),
            results: Default::default(),
            escapes: false,
            targs: Vec::new(),
            sites: Default::default(),
        });
        self.pkg_funcs.push(id);
        id
    }

    /// The name Go gives the next literal (`kind` "func") or defer thunk ("deferwrap") of the
    /// function being checked, and that function.
    pub fn next_closure_name(&mut self, kind: &str) -> (String, Option<FuncId>) {
        let Some(f) = self.fctx.as_mut() else {
            return (format!("{kind}1"), None);
        };
        let k = if kind == "deferwrap" {
            f.defer_thunks += 1;
            f.defer_thunks
        } else {
            f.closures += 1;
            f.closures
        };
        // Literals nested in a literal are numbered without the prefix (`func1.1`).
        let nested = f.enclosing.is_some() && kind == "func";
        let name = if nested {
            k.to_string()
        } else {
            format!("{kind}{k}")
        };
        (name, f.func)
    }

    /// The environment type of closure `id`: a struct named `env`, local to the closure, with
    /// a field per captured local (its address for `Capture::Ref`, its value otherwise).
    pub fn env_type(&mut self, id: FuncId, fields: &[(String, TypeId, Capture)]) -> TypeId {
        let mut taken: Vec<String> = Vec::new();
        let mut fs = Vec::new();
        for (name, ty, how) in fields {
            let mut n = if name.is_empty() || name == "_" {
                "v".to_string()
            } else {
                name.clone()
            };
            let base = n.clone();
            let mut k = 2;
            while taken.contains(&n) {
                n = format!("{base}_{k}");
                k += 1;
            }
            taken.push(n.clone());
            let ty = match how {
                Capture::Ref => self.types.pointer(*ty),
                Capture::Value => *ty,
            };
            fs.push(Field {
                name: n,
                ty,
                embedded: false,
                c_name: None,
                tag: None,
            });
        }
        let st = self.types.intern(Type::Struct(fs));
        let env = self
            .types
            .new_named(self.pkg, "env".into(), Some(id), Vec::new());
        if let Some(idx) = self.types.named_id(env) {
            self.types.named_mut(idx).underlying = st;
        }
        env
    }

    /// `func(params) results { body }` as a value.
    pub fn func_lit(&mut self, sig: &ast::FuncSig, body: &ast::Block, span: Span) -> Expr {
        let s = self.resolve_sig(sig);
        let ty = self.types.intern(Type::Func(s.clone()));
        let (name, parent) = self.next_closure_name("func");
        let id = self.new_closure_func(ClosureFunc {
            name,
            parent,
            ty,
            span,
        });
        let enclosing = self.fctx.take().map(Box::new);
        self.fctx = Some(FnCtx {
            name: "func".into(),
            func: Some(id),
            results: s.results.clone(),
            scope_base: self.scopes.len(),
            enclosing,
            ..FnCtx::default()
        });
        let (params, named_results, stmts) = self.literal_body(sig, &s, body);
        let mut ctx = self.fctx.take().unwrap_or_default();
        self.fctx = ctx.enclosing.take().map(|b| *b);
        // A read inside the literal is a use of the enclosing function's variable.
        for &(outer, inner) in &ctx.captures {
            if ctx.used.get(inner.index()).copied().unwrap_or(false) {
                self.mark_used(outer);
            }
        }
        // In a generic declaration's own check, where memory lives is decided per instance.
        let escapes = !self.generic_mode;
        self.report_unused_labels(&ctx);
        let captured: Vec<(String, TypeId, Capture)> = ctx
            .captures
            .iter()
            .map(|(_, inner)| {
                let l = &ctx.locals[inner.index()];
                (l.name.clone(), l.ty, Capture::Ref)
            })
            .collect();
        let env_ty = (!captured.is_empty()).then(|| self.env_type(id, &captured));
        let outer: Vec<LocalId> = ctx.captures.iter().map(|(o, _)| *o).collect();
        let func = &mut self.funcs[id.index()];
        func.kind = FuncKind::Closure {
            parent,
            env: env_ty,
        };
        func.params = params;
        func.named_results = named_results;
        func.escapes = escapes;
        func.locals = ctx.locals;
        func.labels = ctx.label_list;
        func.breakables = ctx.breakables;
        func.body = Some(stmts);
        let env = env_ty.map(|et| {
            let fields = outer
                .iter()
                .enumerate()
                .map(|(k, &o)| {
                    let t = self.local_ty(o);
                    let var = self.mk(t, ExprKind::Local(o), span);
                    let pt = self.types.pointer(t);
                    (k, self.mk(pt, ExprKind::AddrOf(Box::new(var)), span))
                })
                .collect();
            Box::new(self.env_value(et, fields, span))
        });
        self.mk(ty, ExprKind::Closure(id, env), span)
    }

    /// New memory holding a struct literal of the environment type `et`.
    pub fn env_value(&mut self, et: TypeId, fields: Vec<(usize, Expr)>, span: Span) -> Expr {
        let lit = self.mk(et, ExprKind::StructLit(fields), span);
        let pt = self.types.pointer(et);
        self.mk(pt, ExprKind::AddrOfLit(Alloc::Frame, Box::new(lit)), span)
    }

    /// Declares the parameters and results of a literal and checks its body (in the literal's
    /// `FnCtx`): the parameters, the named results and the body.
    fn literal_body(
        &mut self,
        sig: &ast::FuncSig,
        s: &Sig,
        body: &ast::Block,
    ) -> (Vec<LocalId>, Vec<LocalId>, Vec<Stmt>) {
        self.open_scope();
        let mut params = Vec::new();
        for (k, p) in sig.params.iter().enumerate() {
            let name = p
                .name
                .as_ref()
                .map(|n| n.name.clone())
                .unwrap_or_else(|| "_".into());
            let sp = p.name.as_ref().map(|n| n.span).unwrap_or(p.span);
            let t = s.params.get(k).copied().unwrap_or(INVALID);
            params.push(self.declare_local(&name, t, sp, LocalKind::Param));
        }
        let mut named_results = Vec::new();
        for (i, r) in sig.results.iter().enumerate() {
            if let Some(n) = &r.name {
                let t = s.results.get(i).copied().unwrap_or(INVALID);
                named_results.push(self.declare_local(&n.name, t, n.span, LocalKind::Result));
            }
        }
        if let Some(f) = self.fctx.as_mut() {
            f.named_results = named_results.clone();
        }
        self.collect_labels(&body.stmts);
        self.check_gotos(body);
        let stmts = self.block_stmts(&body.stmts);
        if !s.results.is_empty() && !self.is_terminating_list(&body.stmts) {
            let close = Span::new(
                body.span.file(),
                body.span.hi().saturating_sub(1),
                body.span.hi(),
            );
            self.push(
                Diagnostic::error(close, "missing return")
                    .label("function ends without a return statement"),
            );
        }
        self.close_scope();
        (params, named_results, stmts)
    }

    fn report_unused_labels(&mut self, ctx: &FnCtx) {
        let mut unused: Vec<(&String, &LabelInfo)> =
            ctx.labels.iter().filter(|(_, l)| !l.used).collect();
        unused.sort_by_key(|(_, l)| l.span.lo());
        for (name, l) in unused {
            let msg = format!("label {name} defined and not used");
            self.diags.push(Diagnostic::error(l.span, msg));
        }
    }

    /// The method value `recv.M` (the receiver already adjusted to M's receiver type).
    pub fn method_value(&mut self, f: FuncId, recv: Expr, span: Span) -> Expr {
        let Some(sig) = self.types.sig(self.func(f).ty).cloned() else {
            return self.invalid(span);
        };
        if recv.ty == INVALID {
            return self.invalid(span);
        }
        let ty = self.types.intern(Type::Func(Sig {
            params: sig.params[1..].to_vec(),
            results: sig.results.clone(),
            variadic: sig.variadic,
        }));
        let pt = self.types.pointer(recv.ty);
        let env = self.mk(pt, ExprKind::AddrOfLit(Alloc::Frame, Box::new(recv)), span);
        self.mk(ty, ExprKind::MethodValue(f, Box::new(env)), span)
    }

    /// Where C needs a plain function pointer (an `//so:extern` function's func-typed
    /// parameter, a runtime entry point): reports a value that may hold a function literal or
    /// a method value (see `plain_func_error`). Whether the value is a plain function.
    pub fn require_plain_func(&mut self, e: &Expr, what: &str) -> bool {
        match plain_func_error(e, what) {
            Some(d) => {
                self.push(d);
                false
            }
            None => true,
        }
    }
}

/// The error for a value passed where C needs a plain function pointer, unless the value is
/// known to be one: only a top-level function or a method expression named directly (or nil)
/// is; a function literal, a method value or any value computed at run time may be a closure.
pub fn plain_func_error(e: &Expr, what: &str) -> Option<Diagnostic> {
    let (label, help) = match &e.kind {
        ExprKind::Func(_) | ExprKind::PtrMethod(_) | ExprKind::Nil => return None,
        ExprKind::Convert(_, _, x) => return plain_func_error(x, what),
        ExprKind::Closure(..) => (
            "a function literal",
            "C calls a plain function: declare a top-level function and pass its name",
        ),
        ExprKind::MethodValue(..) => (
            "a method value",
            "C calls a plain function: pass a method expression such as T.Method, or a top-level function",
        ),
        _ => (
            "may hold a closure",
            "C calls a plain function: pass the name of a top-level function here",
        ),
    };
    Some(
        Diagnostic::error(
            e.span,
            format!("{what} needs a plain C function, not a value that may be a closure"),
        )
        .label(label)
        .help(help),
    )
}

#[cfg(test)]
mod tests {
    use super::plain_func_error;
    use crate::tir::types::INVALID;
    use crate::tir::{Alloc, ConvKind, Expr, ExprKind, FuncId, LocalId};

    fn e(kind: ExprKind) -> Expr {
        Expr::new(INVALID, kind, Default::default())
    }

    #[test]
    fn plain_functions_are_accepted() {
        for kind in [
            ExprKind::Func(FuncId(0)),
            ExprKind::PtrMethod(FuncId(1)),
            ExprKind::Nil,
        ] {
            assert!(plain_func_error(&e(kind), "the callback").is_none());
        }
        let conv = ExprKind::Convert(
            ConvKind::Same,
            Alloc::Frame,
            Box::new(e(ExprKind::Func(FuncId(2)))),
        );
        assert!(plain_func_error(&e(conv), "the callback").is_none());
    }

    #[test]
    fn values_that_may_be_closures_are_rejected() {
        let env = e(ExprKind::AddrOfLit(
            Alloc::Frame,
            Box::new(e(ExprKind::Zero)),
        ));
        let cases = [
            (ExprKind::Closure(FuncId(0), None), "a function literal"),
            (
                ExprKind::Closure(FuncId(0), Some(Box::new(env.clone()))),
                "a function literal",
            ),
            (
                ExprKind::MethodValue(FuncId(1), Box::new(env)),
                "a method value",
            ),
            (ExprKind::Local(LocalId(0)), "may hold a closure"),
        ];
        for (kind, label) in cases {
            let Some(d) = plain_func_error(&e(kind), "the callback") else {
                panic!("accepted a value that may be a closure");
            };
            assert!(
                d.message.contains("the callback needs a plain C function"),
                "{}",
                d.message
            );
            assert_eq!(d.primary.as_ref().map(|p| p.1.as_str()), Some(label));
            assert!(d.help.is_some());
        }
        // Through a conversion to a named function type too.
        let conv = ExprKind::Convert(
            ConvKind::Same,
            Alloc::Frame,
            Box::new(e(ExprKind::Closure(FuncId(0), None))),
        );
        assert!(plain_func_error(&e(conv), "the callback").is_some());
    }
}
