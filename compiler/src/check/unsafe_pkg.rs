//! Package `unsafe`, which no source file declares: `import "unsafe"` gives its names
//! (`unsafe_exports`), checked here with Go's rules.
//!
//! `Pointer` is a basic type (`Basic::UnsafePointer`, a C `void *`) that converts to and from
//! every pointer type and `uintptr` (`conversion.rs`). `Sizeof`, `Alignof` and `Offsetof` are
//! constants of type `uintptr` computed from So's layout of the type, which is the C layout
//! (`TypeTable::size_of`): the same as Go's for numbers, pointers, strings, slices, arrays and
//! structs of them; an interface value is 32 bytes (Go: 16) and a func value 16 (Go: 8).
//! `Add`, `Slice`, `String`, `StringData` and `SliceData` are builtins the emitter writes
//! (`tir::Builtin::Unsafe*`); `Slice` and `String` panic as Go does on a negative length or a
//! nil pointer with a length.

use super::expr::Operand;
use super::scope::{BuiltinFn, Entity, Exports};
use super::Checker;
use crate::diag::Diagnostic;
use crate::syntax::ast::{self, Span};
use crate::tir::constant::ConstValue;
use crate::tir::methods::{self, Lookup, Member};
use crate::tir::types::{Basic, Type, TypeId, TypeTable, INVALID};
use crate::tir::{Alloc, Builtin, ConstStyle, Expr, ExprKind};
use std::sync::OnceLock;

/// The functions of package unsafe.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnsafeFn {
    Sizeof,
    Alignof,
    Offsetof,
    Add,
    Slice,
    String,
    StringData,
    SliceData,
}

impl UnsafeFn {
    pub fn name(self) -> &'static str {
        match self {
            UnsafeFn::Sizeof => "unsafe.Sizeof",
            UnsafeFn::Alignof => "unsafe.Alignof",
            UnsafeFn::Offsetof => "unsafe.Offsetof",
            UnsafeFn::Add => "unsafe.Add",
            UnsafeFn::Slice => "unsafe.Slice",
            UnsafeFn::String => "unsafe.String",
            UnsafeFn::StringData => "unsafe.StringData",
            UnsafeFn::SliceData => "unsafe.SliceData",
        }
    }
}

/// The import path that names package unsafe.
pub const UNSAFE: &str = "unsafe";

/// The exported names of package unsafe (the same in every build: `unsafe.Pointer` is a
/// basic type, whose id is fixed).
pub fn unsafe_exports() -> &'static Exports {
    static EXPORTS: OnceLock<Exports> = OnceLock::new();
    EXPORTS.get_or_init(|| {
        let types = TypeTable::new();
        let mut e = Exports {
            package: "unsafe".into(),
            ..Exports::default()
        };
        e.names.insert(
            "Pointer".into(),
            Entity::Type(types.basic(Basic::UnsafePointer)),
        );
        use UnsafeFn::*;
        for f in [
            Sizeof, Alignof, Offsetof, Add, Slice, String, StringData, SliceData,
        ] {
            let short = f.name().trim_start_matches("unsafe.").to_string();
            e.names.insert(short, Entity::Builtin(BuiltinFn::Unsafe(f)));
        }
        e
    })
}

/// The offset of field `k` of struct type `st` (C layout, as `TypeTable::size_of`).
fn field_offset(types: &TypeTable, st: TypeId, k: usize) -> i64 {
    let Type::Struct(fs) = types.under_type(st) else {
        return 0;
    };
    let mut off = 0i64;
    for (i, f) in fs.iter().enumerate() {
        let a = types.align_of(f.ty).max(1);
        off = (off + a - 1) / a * a;
        if i == k {
            return off;
        }
        off += types.size_of(f.ty);
    }
    off
}

impl<'a> Checker<'a> {
    fn uintptr_const(&self, v: i64, span: Span) -> Operand {
        let t = self.types_basic(Basic::Uintptr);
        Operand::Value(self.mk(
            t,
            ExprKind::Const(ConstValue::int(v), ConstStyle::Plain),
            span,
        ))
    }

    /// A call of a function of package unsafe.
    pub fn unsafe_builtin(&mut self, f: UnsafeFn, args: &[ast::Expr], span: Span) -> Operand {
        let want = match f {
            UnsafeFn::Sizeof
            | UnsafeFn::Alignof
            | UnsafeFn::Offsetof
            | UnsafeFn::StringData
            | UnsafeFn::SliceData => 1,
            UnsafeFn::Add | UnsafeFn::Slice | UnsafeFn::String => 2,
        };
        if args.len() != want {
            let which = if args.len() < want {
                "not enough"
            } else {
                "too many"
            };
            let n = f.name();
            self.push(
                Diagnostic::error(
                    span,
                    format!(
                        "{which} arguments for {n}() (expected {want}, found {})",
                        args.len()
                    ),
                )
                .label(format!("{which} arguments")),
            );
            for a in args {
                let _ = self.operand(a);
            }
            return Operand::Invalid;
        }
        match f {
            UnsafeFn::Sizeof | UnsafeFn::Alignof => {
                let x = self.expr(&args[0]);
                let x = self.default_value(x, "argument to unsafe function");
                if x.ty == INVALID {
                    return Operand::Invalid;
                }
                let v = if f == UnsafeFn::Sizeof {
                    self.types.size_of(x.ty)
                } else {
                    self.types.align_of(x.ty)
                };
                self.uintptr_const(v, span)
            }
            UnsafeFn::Offsetof => self.offsetof(&args[0], span),
            UnsafeFn::Add => {
                let p = self.expr(&args[0]);
                let up = self.types_basic(Basic::UnsafePointer);
                let p = self.assign(p, up, "argument to unsafe.Add");
                let n = self.unsafe_int(&args[1], "unsafe.Add", true);
                if p.ty == INVALID || n.ty == INVALID {
                    return Operand::Invalid;
                }
                Operand::Value(self.mk(up, ExprKind::Builtin(Builtin::UnsafeAdd, vec![p, n]), span))
            }
            UnsafeFn::Slice | UnsafeFn::String => {
                let p = self.expr(&args[0]);
                let n = self.unsafe_int(&args[1], f.name(), false);
                if p.ty == INVALID || n.ty == INVALID {
                    return Operand::Invalid;
                }
                let elem = self.types.pointee(p.ty);
                let byte = self.types_basic(Basic::Uint8);
                let ok = match f {
                    UnsafeFn::Slice => elem.is_some(),
                    _ => elem.is_some_and(|e| self.types.under(e) == byte),
                };
                if !ok {
                    let d = self.describe(&p);
                    let want = if f == UnsafeFn::Slice {
                        "a pointer"
                    } else {
                        "*byte"
                    };
                    let msg = if f == UnsafeFn::Slice {
                        format!("invalid argument: {d} is not a pointer")
                    } else {
                        format!("cannot use {d} as *byte value in argument to unsafe.String")
                    };
                    self.push(
                        Diagnostic::error(p.span, msg)
                            .label(format!("the first argument of {} must be {want}", f.name())),
                    );
                    return Operand::Invalid;
                }
                let (t, b) = match f {
                    UnsafeFn::Slice => {
                        let e = elem.unwrap_or(INVALID);
                        (self.types.slice(e), Builtin::UnsafeSlice)
                    }
                    _ => (self.types_basic(Basic::String), Builtin::UnsafeString),
                };
                Operand::Value(self.mk(t, ExprKind::Builtin(b, vec![p, n]), span))
            }
            UnsafeFn::StringData | UnsafeFn::SliceData => {
                let x = self.expr(&args[0]);
                let x = self.default_value(x, "argument to unsafe function");
                if x.ty == INVALID {
                    return Operand::Invalid;
                }
                let elem = match (f, self.types.under_type(x.ty).clone()) {
                    (UnsafeFn::StringData, Type::Basic(b)) if b.is_string() => {
                        Some(self.types_basic(Basic::Uint8))
                    }
                    (UnsafeFn::SliceData, Type::Slice(e)) => Some(e),
                    _ => None,
                };
                let Some(e) = elem else {
                    let d = self.describe(&x);
                    let want = if f == UnsafeFn::StringData {
                        "a string"
                    } else {
                        "a slice"
                    };
                    self.push(
                        Diagnostic::error(x.span, format!("invalid argument: {d} is not {want}"))
                            .label(format!("{} takes {want}", f.name())),
                    );
                    return Operand::Invalid;
                };
                let t = self.types.pointer(e);
                let b = if f == UnsafeFn::StringData {
                    Builtin::UnsafeStringData
                } else {
                    Builtin::UnsafeSliceData
                };
                Operand::Value(self.mk(t, ExprKind::Builtin(b, vec![x]), span))
            }
        }
    }

    /// An integer argument of an unsafe function, as an `int` (untyped constants must be
    /// representable; a negative constant length is an error unless `negative_ok`).
    fn unsafe_int(&mut self, a: &ast::Expr, what: &str, negative_ok: bool) -> Expr {
        let e = self.expr(a);
        if e.ty == INVALID {
            return e;
        }
        let int = self.types_basic(Basic::Int);
        let e = if self.types.is_untyped(e.ty) {
            self.convert_untyped(e, int)
        } else {
            e
        };
        if e.ty == INVALID {
            return e;
        }
        if !self.types.is_integer(e.ty) {
            let d = self.describe(&e);
            self.push(
                Diagnostic::error(e.span, format!("cannot use {d} as an integer in {what}"))
                    .label("not an integer"),
            );
            return self.invalid(e.span);
        }
        if let ExprKind::Const(c, _) = &e.kind {
            if !negative_ok && c.as_int().is_some_and(|i| i < 0.into()) {
                let d = self.describe(&e);
                self.push(
                    Diagnostic::error(
                        e.span,
                        format!("invalid argument: length {d} must not be negative"),
                    )
                    .label("negative length"),
                );
                return self.invalid(e.span);
            }
        }
        if e.ty != int {
            let sp = e.span;
            let kind = self.types.conv_kind(e.ty, int);
            return self.mk(int, ExprKind::Convert(kind, Alloc::Frame, Box::new(e)), sp);
        }
        e
    }

    /// `unsafe.Offsetof(x.f)`: the offset of field f in the struct x is (through embedded
    /// fields, which must not be pointers).
    fn offsetof(&mut self, a: &ast::Expr, span: Span) -> Operand {
        let inner = match &a.kind {
            ast::ExprKind::Paren(x) => x.as_ref(),
            _ => a,
        };
        let ast::ExprKind::Selector(x, f) = &inner.kind else {
            let x = self.expr(a);
            let d = match &a.kind {
                ast::ExprKind::Ident(n) => n.clone(),
                _ => self.describe(&x),
            };
            self.push(
                Diagnostic::error(
                    a.span,
                    format!("invalid argument: {d} is not a selector expression"),
                )
                .label("not a field selector")
                .help("write unsafe.Offsetof(v.field) for a struct value v"),
            );
            return Operand::Invalid;
        };
        let xv = self.expr(x);
        if xv.ty == INVALID {
            return Operand::Invalid;
        }
        let sel = match methods::lookup(&self.types, &self.funcs, xv.ty, &f.name, Some(self.pkg)) {
            Lookup::Found(sel) => sel,
            _ => {
                let d = self.types.display(xv.ty);
                self.push(
                    Diagnostic::error(
                        f.span,
                        format!("{} undefined (type {d} has no field {})", f.name, f.name),
                    )
                    .label("no such field"),
                );
                return Operand::Invalid;
            }
        };
        let Member::Field(k) = sel.member else {
            self.push(
                Diagnostic::error(
                    a.span,
                    format!("invalid argument: {} is a method value", f.name),
                )
                .label("not a field"),
            );
            return Operand::Invalid;
        };
        // Walk the embedded fields: each must be a struct value, not a pointer.
        let mut cur = xv.ty;
        let mut off = 0i64;
        if self.types.pointee(cur).is_some() && sel.path.is_empty() {
            cur = self.types.pointee(cur).unwrap_or(cur);
        }
        for &e in &sel.path {
            let base = match self.types.pointee(cur) {
                Some(b) if off == 0 && cur == xv.ty => b,
                Some(_) => {
                    self.push(
                        Diagnostic::error(
                            a.span,
                            format!(
                                "invalid argument: field {} is embedded via a pointer",
                                f.name
                            ),
                        )
                        .label("reached through a pointer"),
                    );
                    return Operand::Invalid;
                }
                None => cur,
            };
            off += field_offset(&self.types, base, e);
            let Type::Struct(fs) = self.types.under_type(base).clone() else {
                return Operand::Invalid;
            };
            cur = fs[e].ty;
            if self.types.pointee(cur).is_some() {
                self.push(
                    Diagnostic::error(
                        a.span,
                        format!(
                            "invalid argument: field {} is embedded via a pointer",
                            f.name
                        ),
                    )
                    .label("reached through a pointer"),
                );
                return Operand::Invalid;
            }
        }
        let base = self.types.pointee(cur).unwrap_or(cur);
        off += field_offset(&self.types, base, k);
        self.uintptr_const(off, span)
    }
}

// ---- uintptr back to unsafe.Pointer ------------------------------------------------------------
//
// A uintptr holds no pointer: nothing follows the memory it came from. Go's rule (package
// unsafe, pattern 3; go vet's unsafeptr check) allows turning one back into a pointer only in
// the expression that made it, `unsafe.Pointer(uintptr(p) + n)` with `+` or `-` arithmetic on
// it. That form is rewritten to `unsafe.Add(p, ±int(n))`, so the lifetime analysis sees the
// pointer it still is (a uintptr round trip would hide a pointer to a local it returns); any
// other uintptr (a variable, a call, a field, a constant, `&^` masking) is rejected.

/// What a uintptr operand of a conversion to unsafe.Pointer comes from.
enum Derived {
    /// `uintptr(p)` of an unsafe.Pointer p, plus an offset (an int) when there is arithmetic.
    Pointer(Expr, Option<Expr>),
    /// Anything else: the span to point at.
    Other(Span),
}

impl<'a> Checker<'a> {
    /// `unsafe.Pointer(x)` of a uintptr x (to type `t`): `unsafe.Add(p, n)` for the allowed form,
    /// an error otherwise.
    pub fn uintptr_to_pointer(&mut self, t: TypeId, x: Expr, span: Span) -> Expr {
        match self.derived(x) {
            Derived::Pointer(p, off) => {
                let int = self.types_basic(Basic::Int);
                let n = off.unwrap_or_else(|| {
                    self.mk(
                        int,
                        ExprKind::Const(ConstValue::int(0), ConstStyle::Plain),
                        span,
                    )
                });
                self.mk(t, ExprKind::Builtin(Builtin::UnsafeAdd, vec![p, n]), span)
            }
            Derived::Other(at) => {
                self.push(
                    Diagnostic::error(at, "possible misuse of unsafe.Pointer")
                        .label("a uintptr not made from an unsafe.Pointer in this expression")
                        .help(
                            "a uintptr keeps no memory alive and nothing follows where it points: \
                             keep the value an unsafe.Pointer and move it with unsafe.Add(p, n) \
                             (or convert in one expression: unsafe.Pointer(uintptr(p) + n))",
                        ),
                );
                self.invalid(span)
            }
        }
    }

    fn is_unsafe_pointer(&self, t: TypeId) -> bool {
        self.types.basic_of(t) == Some(Basic::UnsafePointer)
    }

    /// Where the uintptr `e` comes from (see `Derived`).
    fn derived(&mut self, e: Expr) -> Derived {
        let span = e.span;
        match e.kind {
            ExprKind::Convert(_, _, inner) if self.is_unsafe_pointer(inner.ty) => {
                Derived::Pointer(*inner, None)
            }
            ExprKind::Binary(op @ (ast::BinOp::Add | ast::BinOp::Sub), l, r) => {
                if matches!(&r.kind, ExprKind::Convert(_, _, i) if self.is_unsafe_pointer(i.ty)) {
                    return Derived::Other(r.span);
                }
                let Derived::Pointer(p, off) = self.derived(*l) else {
                    return Derived::Other(span);
                };
                let int = self.types_basic(Basic::Int);
                let rs = r.span;
                let kind = self.types.conv_kind(r.ty, int);
                let mut n = self.mk(int, ExprKind::Convert(kind, Alloc::Frame, r), rs);
                if op == ast::BinOp::Sub {
                    n = self.mk(int, ExprKind::Unary(ast::UnOp::Neg, Box::new(n)), rs);
                }
                let n = match off {
                    None => n,
                    Some(o) => self.mk(
                        int,
                        ExprKind::Binary(ast::BinOp::Add, Box::new(o), Box::new(n)),
                        span,
                    ),
                };
                Derived::Pointer(p, Some(n))
            }
            _ => Derived::Other(span),
        }
    }
}
