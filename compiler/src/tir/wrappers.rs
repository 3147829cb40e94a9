//! Wrappers of promoted methods: a method of a type that is declared on an embedded field
//! (or on an embedded interface) gets a function of its own, with the type as receiver, for
//! itabs (`passes::ifaces`) and method expressions (`T.M`, `I.M`). The wrapper is ordinary
//! typed code: `func (r T) M(a1, a2) R { return r.<path>.M(a1, a2) }`.

use super::methods::{Member, MethodEntry};
use super::types::{Type, TypeId, TypeTable};
use super::{
    Expr, ExprKind, Func, FuncId, FuncKind, Local, LocalId, LocalKind, NilCheck, PkgId, Stmt,
    StmtKind, Storage,
};

/// Makes the wrapper of method `m` (an entry of `t`'s method set) with receiver `t`, as a
/// function of package `pkg` (the caller lists it in the package).
pub fn make_wrapper(
    types: &mut TypeTable,
    funcs: &mut Vec<Func>,
    pkg: PkgId,
    t: TypeId,
    m: &MethodEntry,
) -> FuncId {
    let span = super::Span::default();
    let sig = m
        .sig
        .and_then(|s| types.sig(s).cloned())
        .unwrap_or(super::types::Sig {
            params: Vec::new(),
            results: Vec::new(),
            variadic: false,
        });
    let mut full = sig.clone();
    full.params.insert(0, t);
    let fty = types.intern(Type::Func(full));
    let mut locals = Vec::new();
    let mut local = |name: &str, ty: TypeId| {
        let id = LocalId(locals.len() as u32);
        locals.push(Local {
            name: name.to_string(),
            ty,
            kind: LocalKind::Param,
            storage: Storage::Value,
            addressed: false,
            read: false,
        });
        id
    };
    let recv = local("r", t);
    let params: Vec<LocalId> = sig
        .params
        .iter()
        .enumerate()
        .map(|(k, p)| local(&format!("a{}", k + 1), *p))
        .collect();
    // The receiver, through the embedded fields.
    let mut cur = Expr::new(t, ExprKind::Local(recv), span);
    for &k in &m.sel.path {
        if let Some(p) = types.pointee(cur.ty) {
            cur = Expr::new(p, ExprKind::Deref(Box::new(cur), NilCheck::Checked), span);
        }
        let ft = match types.under_type(cur.ty) {
            Type::Struct(fs) => fs[k].ty,
            _ => super::types::INVALID,
        };
        cur = Expr::new(ft, ExprKind::Field(Box::new(cur), k), span);
    }
    let mut args: Vec<Expr> = params
        .iter()
        .zip(&sig.params)
        .map(|(l, ty)| Expr::new(*ty, ExprKind::Local(*l), span))
        .collect();
    let rt = match sig.results.len() {
        1 => sig.results[0],
        _ => types.tuple(&sig.results),
    };
    let call = match m.sel.member {
        Member::Method(f) => {
            let want = types
                .sig(funcs[f.index()].ty)
                .and_then(|s| s.params.first().copied())
                .unwrap_or(cur.ty);
            if want != cur.ty {
                if types.pointee(want) == Some(cur.ty) {
                    let ty = want;
                    cur = Expr::new(ty, ExprKind::AddrOf(Box::new(cur)), span);
                } else if types.pointee(cur.ty) == Some(want) {
                    cur = Expr::new(
                        want,
                        ExprKind::Deref(Box::new(cur), NilCheck::Checked),
                        span,
                    );
                }
            }
            args.insert(0, cur);
            Expr::new(rt, ExprKind::Call(f, args), span)
        }
        Member::IfaceMethod(k) => {
            if let Some(p) = types.pointee(cur.ty) {
                cur = Expr::new(p, ExprKind::Deref(Box::new(cur), NilCheck::Checked), span);
            }
            Expr::new(rt, ExprKind::IfaceCall(Box::new(cur), k, args), span)
        }
        Member::Field(_) => Expr::new(rt, ExprKind::Zero, span),
    };
    let body = if sig.results.is_empty() {
        vec![Stmt::new(StmtKind::Expr(call))]
    } else if sig.results.len() == 1 {
        vec![Stmt::new(StmtKind::Return(vec![call]))]
    } else {
        // Several results: return the tuple's fields.
        let tmp = LocalId(locals.len() as u32);
        locals.push(Local {
            name: String::new(),
            ty: rt,
            kind: LocalKind::Temp,
            storage: Storage::Value,
            addressed: false,
            read: false,
        });
        let fields = sig
            .results
            .iter()
            .enumerate()
            .map(|(k, ty)| {
                let x = Expr::new(rt, ExprKind::Local(tmp), span);
                Expr::new(*ty, ExprKind::TupleField(Box::new(x), k), span)
            })
            .collect();
        vec![
            Stmt::new(StmtKind::Decl(tmp, Some(call))),
            Stmt::new(StmtKind::Return(fields)),
        ]
    };
    let mut ps = vec![recv];
    ps.extend(params);
    let id = FuncId(funcs.len() as u32);
    funcs.push(Func {
        pkg,
        name: m.name.clone(),
        targs: Vec::new(),
        kind: FuncKind::Wrapper(t),
        exported: false,
        ty: fty,
        params: ps,
        named_results: Vec::new(),
        locals,
        labels: Vec::new(),
        breakables: Vec::new(),
        body: Some(body),
        doc: Vec::new(),
        span,
        reachable: true,
        c: Default::default(),
        results: Default::default(),
        escapes: false,
        sites: Default::default(),
    });
    id
}
