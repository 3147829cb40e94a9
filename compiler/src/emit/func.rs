//! One function: its prototype and body.

use super::c::{CExpr, CInit, CProto, CStmt, CType, CUnOp, Linkage};
use super::{ice, File};
use crate::cnames::FnNames;
use crate::tir::types::TypeId;
use crate::tir::{Capture, Func, FuncId, LocalId, LocalKind, StmtKind, Storage};
use std::collections::HashMap;

/// Per-function emission state.
pub struct FnEmitter<'f, 'p> {
    pub file: &'f mut File<'p>,
    pub id: FuncId,
    pub func: &'p Func,
    pub names: FnNames,
    /// For a closure: the environment field of each captured local.
    pub env_fields: HashMap<LocalId, (String, Capture)>,
    /// The function has `defer` statements.
    pub defers: bool,
    /// It returns through its epilogue: it has `defer` statements, or it releases the result
    /// stack (`Func::results`).
    pub epilogue: bool,
}

/// The prototype and the body of function `id`.
pub fn emit(file: &mut File, id: FuncId) -> (CProto, Vec<CStmt>) {
    let func = file.p.func(id);
    let names = file.n.func_names(func);
    let Some(sig) = file.p.types.sig(func.ty).cloned() else {
        ice!("function {} without a signature", func.name)
    };
    let body_stmts = func.body.as_deref().unwrap_or_default();
    let defers = crate::passes::defers::has_defer(body_stmts);
    let epilogue = defers || func.results.releases;
    let mut e = FnEmitter {
        file,
        id,
        func,
        names,
        env_fields: HashMap::new(),
        defers,
        epilogue,
    };
    let ret = e.file.result_ctype(&sig.results);
    let mut params = Vec::new();
    let mut body = Vec::new();
    e.closure_env(&mut params, &mut body);
    for (k, &p) in func.params.iter().enumerate() {
        let Some(&t) = sig.params.get(k) else {
            ice!("parameter {k} of {} has no type", func.name)
        };
        let ct = e.file.ctype(t);
        params.push((ct, e.names.local(p).to_string()));
    }
    let linkage = if func.c.inline {
        Linkage::InternalInline
    } else if func.exported {
        Linkage::External
    } else if func.reachable {
        Linkage::Internal
    } else {
        Linkage::InternalUnused
    };
    let proto = CProto {
        linkage,
        ret,
        name: e.file.n.func(id).to_string(),
        params,
    };
    for &p in &func.params {
        e.void_if_unread(p, &mut body);
    }
    // Named results start at their zero values.
    for &r in &func.named_results {
        let t = func.local(r).ty;
        let z = e.zero(t);
        e.declare(r, Some(z), &mut body);
    }
    if func.results.releases {
        e.rs_mark(&mut body);
    }
    if defers {
        e.defers_begin(&mut body);
    }
    let stmts = body_stmts;
    if epilogue {
        // A return at the very end needs no jump: the epilogue follows.
        let last_return = matches!(stmts.last().map(|s| &s.kind), Some(StmtKind::Return(_)));
        let stmts = if last_return {
            &stmts[..stmts.len() - 1]
        } else {
            stmts
        };
        e.stmts(stmts, &mut body);
        e.epilogue(stmts, &mut body);
        return (proto, body);
    }
    e.stmts(stmts, &mut body);
    let ends_in_return = matches!(stmts.last().map(|s| &s.kind), Some(StmtKind::Return(_)));
    if !sig.results.is_empty() && !ends_in_return {
        body.push(CStmt::Expr(CExpr::call("__builtin_unreachable", vec![])));
    }
    (proto, body)
}

impl FnEmitter<'_, '_> {
    pub fn local_ty(&self, l: LocalId) -> TypeId {
        self.func.local(l).ty
    }

    /// `(void)x;` for a local C never reads (Go counted a use that constant folding removed).
    pub fn void_if_unread(&mut self, l: LocalId, out: &mut Vec<CStmt>) {
        if !self.func.local(l).read {
            let x = self.local_expr(l);
            out.push(CStmt::Expr(CExpr::cast(CType::Void, x)));
        }
    }

    /// The local as an lvalue: a variable, or for one in frame memory the memory.
    pub fn local_expr(&self, l: LocalId) -> CExpr {
        if let LocalKind::Captured(_) = self.func.local(l).kind {
            return self.captured_expr(l);
        }
        let name = CExpr::ident(self.names.local(l));
        match self.func.local(l).storage {
            Storage::Frame | Storage::Result => CExpr::deref(name),
            Storage::Value | Storage::Static => name,
        }
    }

    /// Declares local `l` with an initial value (zero when `None`).
    pub fn declare(&mut self, l: LocalId, init: Option<CExpr>, out: &mut Vec<CStmt>) {
        let t = self.local_ty(l);
        let ct = self.file.ctype(t);
        let name = self.names.local(l).to_string();
        match self.func.local(l).storage {
            Storage::Value => {
                let init = Some(init.unwrap_or_else(|| self.zero(t)));
                out.push(CStmt::Decl {
                    ty: ct,
                    name,
                    init,
                    is_static: false,
                });
            }
            Storage::Frame | Storage::Result => {
                // Memory that lives until the function returns (or, on the result stack, as
                // long as its caller's frame): each execution of the declaration (each
                // iteration of a loop) gets its own.
                let tyarg = CExpr::TypeArg(ct.clone());
                let rs = if self.func.local(l).storage == Storage::Result {
                    "_rs"
                } else {
                    ""
                };
                let init = match init {
                    Some(v) => CExpr::call(format!("so_new_val{rs}"), vec![tyarg, v]),
                    None => CExpr::call(format!("so_new{rs}"), vec![tyarg]),
                };
                out.push(CStmt::Decl {
                    ty: ct.ptr(),
                    name,
                    init: Some(init),
                    is_static: false,
                });
            }
            Storage::Static => {
                // A literal made only of constants is C's static initializer: no code runs
                // (and the C compiler compiles a large table quickly).
                if let Some(list) = init.as_ref().and_then(static_initializer) {
                    out.push(CStmt::Decl {
                        ty: ct,
                        name,
                        init: Some(list),
                        is_static: true,
                    });
                    self.void_if_unread(l, out);
                    return;
                }
                // Zero at program start; set when the initializer runs (once).
                out.push(CStmt::Decl {
                    ty: ct,
                    name: name.clone(),
                    init: None,
                    is_static: true,
                });
                if let Some(v) = init {
                    out.push(CStmt::Expr(CExpr::assign(CExpr::ident(name), v)));
                }
            }
        }
        self.void_if_unread(l, out);
    }
}

/// The initializer list of a compound literal whose leaves are all constants (numbers,
/// characters, string constants, and casts and negations of numbers), usable as a static variable's initializer;
/// `None` when any part needs code to run.
fn static_initializer(v: &CExpr) -> Option<CExpr> {
    match v {
        CExpr::Compound(_, items) | CExpr::InitList(items) => {
            let mut out = Vec::with_capacity(items.len());
            for it in items {
                out.push(match it {
                    CInit::Pos(x) => CInit::Pos(static_leaf(x)?),
                    CInit::Field(f, x) => CInit::Field(f.clone(), static_leaf(x)?),
                    CInit::Index(k, x) => CInit::Index(*k, static_leaf(x)?),
                });
            }
            Some(CExpr::InitList(out))
        }
        _ => None,
    }
}

fn static_leaf(x: &CExpr) -> Option<CExpr> {
    match x {
        CExpr::Compound(..) | CExpr::InitList(_) => static_initializer(x),
        // A string constant: its initializer form.
        CExpr::Call(f, args)
            if matches!(&**f, CExpr::Ident(n) if n == "so_str")
                && matches!(args.as_slice(), [CExpr::Str(_)]) =>
        {
            Some(CExpr::call("SO_STR_INIT", args.clone()))
        }
        _ if is_constant_scalar(x) => Some(x.clone()),
        _ => None,
    }
}

/// A number or character literal, possibly cast, negated or parenthesized.
fn is_constant_scalar(x: &CExpr) -> bool {
    match x {
        CExpr::Lit(_) => true,
        CExpr::Cast(_, inner)
        | CExpr::Unary(CUnOp::Neg | CUnOp::BitNot, inner)
        | CExpr::Paren(inner) => is_constant_scalar(inner),
        _ => false,
    }
}
