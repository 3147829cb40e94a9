//! C interop in the emitted C (language.md section 4): calls of `//so:extern` functions with
//! their arguments decayed as the checker decided (`tir::interop::Decay`), package `unsafe`,
//! and the file-level items the directives add (includes, embedded files).

use super::c::{CBinOp, CExpr, CInit, CItem, CStmt, CType, CUnOp};
use super::func::FnEmitter;
use super::{ice, File};
use crate::tir::constant::ConstValue;
use crate::tir::interop::Decay;
use crate::tir::types::{Basic, Type, TypeId};
use crate::tir::{Builtin, Expr, ExprKind, FuncId};

impl FnEmitter<'_, '_> {
    /// A call of the extern function `f`.
    pub fn c_call(&mut self, f: FuncId, args: &[Expr]) -> CExpr {
        let Some(ext) = self.file.p.func(f).c.ext.clone() else {
            ice!("c_call of a function C does not provide")
        };
        let mut cargs = Vec::new();
        for (k, a) in args.iter().enumerate() {
            let d = ext.params.get(k).copied().unwrap_or_default();
            cargs.push(self.c_arg(a, d));
        }
        let call = CExpr::call(self.file.n.func(f), cargs);
        match ext.result {
            Decay::CString => CExpr::call("so_string_from_cstr", vec![call]),
            Decay::AnyPtr => self.any_from_c(call),
            Decay::None | Decay::SlicePtr | Decay::FuncPtr => call,
        }
    }

    /// An argument as C takes it.
    fn c_arg(&mut self, a: &Expr, d: Decay) -> CExpr {
        match d {
            Decay::None => self.expr(a),
            Decay::CString => match &a.kind {
                // A C string literal is NUL-terminated already.
                ExprKind::Const(ConstValue::String(b), _) => CExpr::Str(b.clone()),
                _ => {
                    let x = self.expr(a);
                    CExpr::call("so_cstring", vec![x])
                }
            },
            Decay::SlicePtr => {
                let x = self.expr(a);
                CExpr::member(x, "ptr")
            }
            Decay::AnyPtr => match &a.kind {
                ExprKind::Nil => CExpr::lit("NULL"),
                ExprKind::ToIface(_, x) => {
                    let x = self.expr(x);
                    CExpr::cast(CType::Void.ptr(), x)
                }
                // A temporary holding the interface value (the checker saw the pointer).
                _ => {
                    let x = self.expr(a);
                    let data = CExpr::index(CExpr::member(x, "data"), CExpr::lit("0"));
                    CExpr::cast(
                        CType::Void.ptr(),
                        CExpr::cast(CType::name("uintptr_t"), data),
                    )
                }
            },
            Decay::FuncPtr => match &a.kind {
                ExprKind::Nil => CExpr::lit("NULL"),
                ExprKind::Func(g) => {
                    CExpr::cast(CType::Void.ptr(), CExpr::ident(self.file.n.func(*g)))
                }
                ExprKind::PtrMethod(g) => {
                    let w = self.file.need_byptr(*g);
                    CExpr::cast(CType::Void.ptr(), CExpr::ident(w))
                }
                // A func value in a temporary: the checker made sure it is a plain function.
                _ => {
                    let x = self.expr(a);
                    CExpr::member(x, "fn")
                }
            },
        }
    }

    fn any_from_c(&mut self, v: CExpr) -> CExpr {
        self.file.any_from_c(v)
    }

    /// The builtins of package unsafe.
    pub fn unsafe_builtin(&mut self, b: Builtin, args: &[Expr], t: TypeId) -> CExpr {
        let arg = |e: &mut Self, k: usize| -> CExpr {
            match args.get(k) {
                Some(a) => e.expr(a),
                None => ice!("missing argument of an unsafe builtin"),
            }
        };
        match b {
            // unsafe.Add(nil, n): the address n itself (C has no arithmetic on a null pointer).
            Builtin::UnsafeAdd
                if args
                    .first()
                    .is_some_and(|a| matches!(a.kind, ExprKind::Nil)) =>
            {
                let n = arg(self, 1);
                let addr = CExpr::cast(CType::name("uintptr_t"), n);
                CExpr::cast(CType::Void.ptr(), addr)
            }
            Builtin::UnsafeAdd => {
                let p = arg(self, 0);
                let n = arg(self, 1);
                let bytes = CExpr::cast(CType::name("char").ptr(), p);
                CExpr::cast(CType::Void.ptr(), CExpr::binary(CBinOp::Add, bytes, n))
            }
            Builtin::UnsafeSlice | Builtin::UnsafeString => {
                let is_slice = b == Builtin::UnsafeSlice;
                let pt = match args.first() {
                    Some(a) => self.file.ctype(a.ty),
                    None => ice!("unsafe.Slice without arguments"),
                };
                let p = arg(self, 0);
                let n = arg(self, 1);
                let what = if is_slice { "Slice" } else { "String" };
                let (pv, nv) = ("so_us_p__", "so_us_n__");
                let panic_if = |cond: CExpr, msg: &str| CStmt::If {
                    cond,
                    then: vec![CStmt::Expr(CExpr::call(
                        "so_panic",
                        vec![CExpr::Str(
                            format!("runtime error: unsafe.{what}: {msg}").into_bytes(),
                        )],
                    ))],
                    els: Vec::new(),
                };
                // Go's limit: the memory must not reach past the end of the address space
                // (the size overflows, or exceeds -(uintptr)p).
                let elem = match args.first().and_then(|a| self.file.p.types.pointee(a.ty)) {
                    Some(e) if !self.file.p.types.is_zero_size(e) => self.file.p.types.size_of(e),
                    Some(_) => 0,
                    None => 1,
                };
                let mut stmts = vec![
                    CStmt::Decl {
                        ty: pt,
                        name: pv.into(),
                        init: Some(p),
                        is_static: false,
                    },
                    CStmt::Decl {
                        ty: CType::name("int64_t"),
                        name: nv.into(),
                        init: Some(n),
                        is_static: false,
                    },
                    panic_if(
                        CExpr::binary(CBinOp::Lt, CExpr::ident(nv), CExpr::lit("0")),
                        "len out of range",
                    ),
                    panic_if(
                        CExpr::binary(
                            CBinOp::And,
                            CExpr::binary(CBinOp::Eq, CExpr::ident(pv), CExpr::lit("NULL")),
                            CExpr::binary(CBinOp::Ne, CExpr::ident(nv), CExpr::lit("0")),
                        ),
                        "ptr is nil and len is not zero",
                    ),
                ];
                if elem > 0 {
                    let room = CExpr::unary(
                        CUnOp::Neg,
                        CExpr::cast(CType::name("uintptr_t"), CExpr::ident(pv)),
                    );
                    let limit = if elem == 1 {
                        room
                    } else {
                        CExpr::binary(CBinOp::Div, room, CExpr::lit(elem.to_string()))
                    };
                    let n = CExpr::cast(CType::name("uintptr_t"), CExpr::ident(nv));
                    stmts.push(panic_if(
                        CExpr::binary(CBinOp::Gt, n, limit),
                        "len out of range",
                    ));
                }
                let value = if is_slice {
                    CExpr::Compound(
                        CType::name("so_Slice"),
                        vec![
                            CInit::Pos(CExpr::ident(pv)),
                            CInit::Pos(CExpr::ident(nv)),
                            CInit::Pos(CExpr::ident(nv)),
                        ],
                    )
                } else {
                    CExpr::Compound(
                        CType::name("so_String"),
                        vec![
                            CInit::Pos(CExpr::cast(
                                CType::Const(Box::new(CType::name("uint8_t"))).ptr(),
                                CExpr::ident(pv),
                            )),
                            CInit::Pos(CExpr::ident(nv)),
                        ],
                    )
                };
                CExpr::StmtExpr(stmts, Box::new(value))
            }
            Builtin::UnsafeStringData | Builtin::UnsafeSliceData => {
                let x = arg(self, 0);
                let ct = self.file.ctype(t);
                CExpr::cast(ct, CExpr::member(x, "ptr"))
            }
            _ => ice!("{b:?} is not a builtin of package unsafe"),
        }
    }
}

impl File<'_> {
    /// A `void *` from C as an `any`: holding an `unsafe.Pointer`, nil for NULL.
    pub fn any_from_c(&mut self, v: CExpr) -> CExpr {
        let up = self.p.types.basic(Basic::UnsafePointer);
        let desc = self.n.type_desc(up).to_string();
        if desc.is_empty() {
            ice!("no type descriptor for unsafe.Pointer");
        }
        // The descriptor is defined with the main package: another package declares it.
        self.table_ref(super::link::TableRef::Type(up));
        let p = "so_cr_p__".to_string();
        let tab = CExpr::addr(CExpr::member(CExpr::ident(desc), "itab"));
        CExpr::StmtExpr(
            vec![CStmt::Decl {
                ty: CType::Void.ptr(),
                name: p.clone(),
                init: Some(v),
                is_static: false,
            }],
            Box::new(CExpr::Cond(
                Box::new(CExpr::ident(&p)),
                Box::new(CExpr::call("so_iface_ref", vec![tab, CExpr::ident(&p)])),
                Box::new(CExpr::ident("so_nil_iface")),
            )),
        )
    }

    /// A call of extern function `f` with arguments already in C as So represents them (a
    /// method called through an itab): each is decayed where it stands. Through an
    /// interface an `any` argument is passed as its first word (the pointer, for a pointer).
    pub fn c_call_values(&mut self, f: FuncId, args: Vec<CExpr>) -> CExpr {
        let Some(ext) = self.p.func(f).c.ext.clone() else {
            ice!("c_call_values of a function C does not provide")
        };
        let mut cargs = Vec::new();
        for (k, x) in args.into_iter().enumerate() {
            cargs.push(match ext.params.get(k).copied().unwrap_or_default() {
                Decay::None => x,
                Decay::CString => CExpr::call("so_cstring", vec![x]),
                Decay::SlicePtr => CExpr::member(x, "ptr"),
                Decay::AnyPtr => {
                    let data = CExpr::index(CExpr::member(x, "data"), CExpr::lit("0"));
                    CExpr::cast(
                        CType::Void.ptr(),
                        CExpr::cast(CType::name("uintptr_t"), data),
                    )
                }
                Decay::FuncPtr => CExpr::member(x, "fn"),
            });
        }
        let call = CExpr::call(self.n.func(f), cargs);
        match ext.result {
            Decay::CString => CExpr::call("so_string_from_cstr", vec![call]),
            Decay::AnyPtr => self.any_from_c(call),
            Decay::None | Decay::SlicePtr | Decay::FuncPtr => call,
        }
    }

    /// `#include` lines of the package's `//so:include` directives.
    pub fn c_includes(&self) -> Vec<CItem> {
        let pc = &self.p.package(self.pkg).c;
        pc.includes
            .iter()
            .map(|h| CItem::Include(h.clone()))
            .collect()
    }

    /// The `.h` (`header`) or `.c` files the package embeds, each under a comment naming it.
    pub fn c_embeds(&self, header: bool) -> Vec<CItem> {
        let pc = &self.p.package(self.pkg).c;
        let list = if header { &pc.embed_h } else { &pc.embed_c };
        let mut out = Vec::new();
        for (name, text) in list {
            out.push(CItem::Comment(format!(
                "Embedded from {name} (//so:embed)."
            )));
            out.push(CItem::Raw(text.clone()));
            out.push(CItem::Blank);
        }
        out
    }

    /// Whether the package brings C of its own: includes, libraries, embedded files, extern
    /// declarations or attribute text (`//so:attr X` is pasted as `__attribute__((X))`).
    pub fn uses_c(&self) -> bool {
        let pkg = self.p.package(self.pkg);
        let pc = &pkg.c;
        !pc.includes.is_empty()
            || !pc.links.is_empty()
            || !pc.embed_h.is_empty()
            || !pc.embed_c.is_empty()
            || pkg.funcs.iter().any(|f| {
                let c = &self.p.func(*f).c;
                c.ext.is_some() || !c.attrs.is_empty()
            })
            || pkg.globals.iter().any(|g| {
                let c = &self.p.global(*g).c;
                c.ext.is_some() || !c.attrs.is_empty()
            })
            || pkg.named.iter().any(|t| {
                let c = &self.p.types.named(*t).c;
                c.ext.is_some() || !c.attrs.is_empty()
            })
    }

    /// Whether a type's C definition comes from C (`//so:extern`).
    pub fn is_extern_type(&self, t: TypeId) -> bool {
        match self.p.types.get(t) {
            Type::Named(i) => self.p.types.named(*i).c.ext.is_some(),
            _ => false,
        }
    }
}
