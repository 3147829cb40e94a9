//! Expressions to C. Go semantics without undefined behaviour: narrow integer results are cast
//! back to their type, division, remainder and shifts go through the runtime's checked
//! helpers, indexing and slicing are bounds-checked, dereferences nil-checked.

use super::c::{CBinOp, CExpr, CInit, CStmt, CType, CUnOp};
use super::func::FnEmitter;
use super::types::int_suffix;
use super::{ice, File};
use crate::cnames;
use crate::tir::constant::ConstValue;
use crate::tir::types::{Basic, Type, TypeId};
use crate::tir::{
    Alloc, BinOp, Builtin, ConstStyle, ConvKind, EqKind, Expr, ExprKind, IndexKind, NilCheck,
    SliceKind, UnOp,
};
use num_traits::ToPrimitive;

/// A constant of type `t` as a C literal (`global_init`: in a static initializer).
pub fn const_value(file: &mut File, v: &ConstValue, t: TypeId, global_init: bool) -> CExpr {
    const_lit(file, v, t, ConstStyle::Plain, global_init)
}

fn const_lit(file: &mut File, v: &ConstValue, t: TypeId, style: ConstStyle, global: bool) -> CExpr {
    // An `//so:extern` constant is written as C names it, with its So type (C's macro or
    // enumerator may be an `int`, which varargs and `__auto_type` would not widen).
    if let ConstStyle::Extern(k) = style {
        if let Some(name) = file.p.c_consts.get(k as usize) {
            let name = CExpr::ident(name);
            return match file.p.types.basic_of(t) {
                Some(b) if b.is_string() => {
                    CExpr::call(if global { "SO_STR_INIT" } else { "so_str" }, vec![name])
                }
                _ => {
                    let ct = file.ctype(t);
                    CExpr::cast(ct, name)
                }
            };
        }
    }
    let b = file.p.types.basic_of(t).unwrap_or(Basic::Int);
    match v {
        ConstValue::Bool(x) => CExpr::lit(x.to_string()),
        // "" has no bytes and, as in Go, no pointer: the zero string.
        ConstValue::String(s) if s.is_empty() => {
            let zero = CInit::Pos(CExpr::lit("0"));
            if global {
                CExpr::InitList(vec![zero])
            } else {
                CExpr::Compound(CType::name("so_String"), vec![zero])
            }
        }
        ConstValue::String(s) => {
            let f = if global { "SO_STR_INIT" } else { "so_str" };
            CExpr::call(f, vec![CExpr::Str(s.clone())])
        }
        ConstValue::Int(_) | ConstValue::Float(_) if b.is_float() => {
            let f = v.to_f64();
            let mut s = if b == Basic::Float32 {
                format!("{:?}", f as f32)
            } else {
                format!("{f:?}")
            };
            if s == "inf" || s == "-inf" || s == "NaN" {
                // Constants are finite in Go; a float32 conversion can overflow to infinity.
                let inf = if b == Basic::Float32 {
                    "__builtin_inff()"
                } else {
                    "__builtin_inf()"
                };
                return if s.starts_with('-') {
                    CExpr::unary(CUnOp::Neg, CExpr::lit(inf))
                } else {
                    CExpr::lit(inf)
                };
            }
            if !s.contains('.') && !s.contains('e') {
                s.push_str(".0");
            }
            if b == Basic::Float32 {
                s.push('f');
            }
            CExpr::lit(s)
        }
        ConstValue::Int(_) | ConstValue::Float(_) => {
            let i = v.as_int().unwrap_or_default();
            if style == ConstStyle::Char {
                let text = match i.to_u8() {
                    Some(b'\'') => Some("'\\''".to_string()),
                    Some(b'\\') => Some("'\\\\'".to_string()),
                    Some(b'\n') => Some("'\\n'".to_string()),
                    Some(b'\t') => Some("'\\t'".to_string()),
                    Some(b'\r') => Some("'\\r'".to_string()),
                    Some(0) => Some("'\\0'".to_string()),
                    Some(c) if (0x20..0x7f).contains(&c) => Some(format!("'{}'", c as char)),
                    _ => None,
                };
                if let Some(t) = text {
                    return CExpr::lit(t);
                }
            }
            if b.is_unsigned() {
                let u = i.to_u64().unwrap_or(0);
                CExpr::lit(match b {
                    Basic::Uint | Basic::Uint64 | Basic::Uintptr => format!("{u}ull"),
                    _ if u > u32::MAX as u64 => format!("{u}ull"),
                    // Narrow unsigned values are promoted to int anyway.
                    Basic::Uint8 | Basic::Uint16 => u.to_string(),
                    _ => format!("{u}u"),
                })
            } else {
                let s = i.to_i64().unwrap_or(0);
                CExpr::lit(if s == i64::MIN {
                    "INT64_MIN".to_string()
                } else if s == i32::MIN as i64 && b == Basic::Int32 {
                    // `-2147483648` is a `long` in C: the minimum must stay an int32.
                    "INT32_MIN".to_string()
                } else if s > i32::MAX as i64 || s < i32::MIN as i64 {
                    format!("{s}ll")
                } else {
                    s.to_string()
                })
            }
        }
    }
}

fn bin(op: BinOp) -> CBinOp {
    match op {
        BinOp::Add => CBinOp::Add,
        BinOp::Sub => CBinOp::Sub,
        BinOp::Mul => CBinOp::Mul,
        BinOp::Div => CBinOp::Div,
        BinOp::Rem => CBinOp::Rem,
        BinOp::And => CBinOp::BitAnd,
        BinOp::Or => CBinOp::BitOr,
        BinOp::Xor => CBinOp::BitXor,
        BinOp::Shl => CBinOp::Shl,
        BinOp::Shr => CBinOp::Shr,
        BinOp::LAnd => CBinOp::And,
        BinOp::LOr => CBinOp::Or,
        BinOp::Eq => CBinOp::Eq,
        BinOp::Ne => CBinOp::Ne,
        BinOp::Lt => CBinOp::Lt,
        BinOp::Le => CBinOp::Le,
        BinOp::Gt => CBinOp::Gt,
        BinOp::Ge => CBinOp::Ge,
        // `&^` is written `a & ~b` by the caller.
        BinOp::AndNot => CBinOp::BitAnd,
    }
}

/// The C operator of a compound assignment `x op= y` (the others were lowered by `order`).
pub fn compound_op(op: BinOp) -> CBinOp {
    bin(op)
}

impl FnEmitter<'_, '_> {
    fn basic(&self, t: TypeId) -> Option<Basic> {
        self.file.p.types.basic_of(t)
    }

    /// Narrow integer types: C computes in `int` and the result must be cast back.
    fn is_narrow(&self, t: TypeId) -> bool {
        self.basic(t)
            .is_some_and(|b| b.is_integer() && b.bits() < 32)
    }

    fn tyarg(&mut self, t: TypeId) -> CExpr {
        CExpr::TypeArg(self.file.ctype(t))
    }

    fn elem_of(&self, t: TypeId) -> TypeId {
        match self.file.p.types.under_type(t) {
            Type::Slice(e) => *e,
            _ => ice!("element type of a non-slice"),
        }
    }

    /// The zero value of a type.
    pub fn zero(&mut self, t: TypeId) -> CExpr {
        match self.file.p.types.under_type(t).clone() {
            Type::Basic(b) if b.is_bool() => CExpr::lit("false"),
            Type::Basic(b) if b.is_string() => {
                CExpr::Compound(CType::name("so_String"), vec![CInit::Pos(CExpr::lit("0"))])
            }
            Type::Basic(b) if b.is_float() => {
                CExpr::lit(if b == Basic::Float32 { "0.0f" } else { "0.0" })
            }
            Type::Basic(Basic::UnsafePointer) | Type::Pointer(_) => CExpr::lit("NULL"),
            Type::Basic(_) => CExpr::lit("0"),
            Type::Map(..) => CExpr::lit("NULL"),
            Type::Func(_) => CExpr::ident("so_nil_func"),
            Type::Slice(_) => CExpr::ident("so_nil_slice"),
            Type::Interface(_) if !self.file.p.types.is_named(t) => CExpr::ident("so_nil_iface"),
            Type::TypeParam(_) => ice!("a type parameter reached the emitter"),
            Type::Struct(_)
            | Type::Interface(_)
            | Type::Array(..)
            | Type::Tuple(_)
            | Type::Named(_) => {
                // `{}`: `{0}` would initialize the first member, which may be an empty struct.
                let ct = self.file.ctype(t);
                CExpr::Compound(ct, Vec::new())
            }
        }
    }

    pub fn expr(&mut self, e: &Expr) -> CExpr {
        if let Some(&site) = self.func.sites.get(&e.span) {
            if matches!(
                e.kind,
                ExprKind::Call(..) | ExprKind::CallValue(..) | ExprKind::IfaceCall(..)
            ) {
                let call = self.expr_here(e);
                let note = self.site_note(e, site.line);
                return match call {
                    // `({ __auto_type so_sa0__ = a0; ...; note; f(so_sa0__, ...); })`: the
                    // operands' own notes come before this call's.
                    CExpr::Call(callee, args) if site.args_first => {
                        let mut stmts = Vec::new();
                        let mut temps = Vec::new();
                        for (i, a) in args.into_iter().enumerate() {
                            let name = format!("so_sa{i}__");
                            stmts.push(CStmt::Decl {
                                ty: CType::name("__auto_type"),
                                name: name.clone(),
                                init: Some(a),
                                is_static: false,
                            });
                            temps.push(CExpr::ident(name));
                        }
                        stmts.push(CStmt::Expr(note));
                        CExpr::StmtExpr(stmts, Box::new(CExpr::Call(callee, temps)))
                    }
                    call => CExpr::Comma(vec![note, call]),
                };
            }
        }
        self.expr_here(e)
    }

    /// `so_site_note(file, line, func, frame)` for a call that notes its site
    /// (`passes::sites`).
    fn site_note(&mut self, e: &Expr, line: u32) -> CExpr {
        let file = self
            .file
            .p
            .sources
            .get(&e.span.file())
            .map_or_else(|| "???".to_string(), |s| s.name.clone());
        let func = self.file.n.func(self.id).to_string();
        CExpr::call(
            "so_site_note",
            vec![
                CExpr::Str(file.into_bytes()),
                CExpr::lit(line.to_string()),
                CExpr::Str(func.into_bytes()),
                CExpr::call("__builtin_frame_address", vec![CExpr::lit("0")]),
            ],
        )
    }

    fn expr_here(&mut self, e: &Expr) -> CExpr {
        match &e.kind {
            ExprKind::Const(v, style) => const_lit(self.file, v, e.ty, *style, false),
            ExprKind::Nil | ExprKind::Zero => self.zero(e.ty),
            ExprKind::Local(id) => self.local_expr(*id),
            ExprKind::Global(g) => CExpr::ident(self.file.n.global(*g)),
            ExprKind::Func(f) => CExpr::call("so_func", vec![CExpr::ident(self.file.n.func(*f))]),
            ExprKind::PtrMethod(f) => {
                CExpr::call("so_func", vec![CExpr::ident(self.file.need_byptr(*f))])
            }
            ExprKind::Closure(f, env) => self.closure_value(*f, env.as_deref()),
            ExprKind::MethodValue(f, env) => self.method_value(*f, env),
            ExprKind::Unary(op, x) => self.unary(*op, x, e.ty),
            ExprKind::Binary(op, a, b) => self.binary(*op, a, b, e.ty),
            ExprKind::Compare(op, kind, a, b) => self.compare(*op, *kind, a, b),
            ExprKind::Concat(alloc, parts) => {
                let args = parts.iter().map(|p| self.expr(p)).collect();
                CExpr::call(alloc_name("so_string_cat", *alloc), args)
            }
            ExprKind::Call(f, args) if self.file.p.func(*f).c.ext.is_some() => {
                self.c_call(*f, args)
            }
            ExprKind::Call(f, args) => {
                let args = args.iter().map(|a| self.expr(a)).collect();
                CExpr::call(self.file.n.func(*f), args)
            }
            ExprKind::CallValue(f, args) => self.call_value(f, args),
            ExprKind::Builtin(b, args) => self.builtin(*b, args, e.ty),
            ExprKind::Make(alloc, len, cap) => {
                let et = self.elem_of(e.ty);
                let t = self.tyarg(et);
                let l = self.expr(len);
                match cap {
                    Some(c) => {
                        let c = self.expr(c);
                        CExpr::call(alloc_name("so_make", *alloc), vec![t, l, c])
                    }
                    None => CExpr::call(alloc_name("so_make_len", *alloc), vec![t, l]),
                }
            }
            ExprKind::New(alloc) => {
                if !matches!(alloc, Alloc::Frame | Alloc::Result) {
                    ice!("new with {alloc:?} storage left for the emitter");
                }
                let Some(pt) = self.file.p.types.pointee(e.ty) else {
                    ice!("new of a non-pointer type")
                };
                let t = self.tyarg(pt);
                CExpr::call(alloc_name("so_new", *alloc), vec![t])
            }
            ExprKind::Convert(kind, alloc, x) => self.convert(*kind, *alloc, x, e.ty),
            ExprKind::Index(kind, x, i) => self.index(*kind, x, i, e.ty),
            ExprKind::SliceExpr {
                kind,
                x,
                lo,
                hi,
                max,
            } => self.slice_expr(*kind, x, lo.as_deref(), hi.as_deref(), max.as_deref(), e.ty),
            ExprKind::Field(x, i) => {
                let name = match self.file.p.types.under_type(x.ty) {
                    Type::Struct(fs) => cnames::struct_field(&fs[*i], *i),
                    _ => ice!("field of a non-struct"),
                };
                match &x.kind {
                    ExprKind::Deref(p, check) => {
                        let pc = self.pointer(p, *check);
                        CExpr::arrow(pc, name)
                    }
                    _ => {
                        let xc = self.expr(x);
                        CExpr::member(xc, name)
                    }
                }
            }
            ExprKind::Deref(p, check) => {
                let pc = self.pointer(p, *check);
                CExpr::deref(pc)
            }
            ExprKind::CheckNil(p) if self.file.p.types.is_interface(p.ty) => {
                let x = self.expr(p);
                CExpr::call("so_iface_check", vec![x])
            }
            ExprKind::CheckNil(p) => self.pointer(p, NilCheck::Checked),
            ExprKind::AddrOf(x) => {
                let xc = self.expr(x);
                CExpr::addr(xc)
            }
            ExprKind::AddrOfLit(alloc, x) => {
                if !matches!(alloc, Alloc::Frame | Alloc::Result) {
                    ice!("&literal with {alloc:?} storage left for the emitter");
                }
                let t = self.tyarg(x.ty);
                let v = self.expr(x);
                CExpr::call(alloc_name("so_new_val", *alloc), vec![t, v])
            }
            ExprKind::StructLit(vals) => {
                let ct = self.file.ctype(e.ty);
                let fields = match self.file.p.types.under_type(e.ty) {
                    Type::Struct(fs) => fs.clone(),
                    _ => ice!("struct literal of a non-struct"),
                };
                let mut items = Vec::new();
                for (k, v) in vals {
                    if fields[*k].name == "_" {
                        continue;
                    }
                    let vc = self.expr(v);
                    items.push(CInit::Field(cnames::struct_field(&fields[*k], *k), vc));
                }
                if items.is_empty() {
                    return self.zero(e.ty);
                }
                CExpr::Compound(ct, items)
            }
            ExprKind::ArrayLit(items) => {
                let ct = self.file.ctype(e.ty);
                let elems = self.elements(items, None);
                if elems.is_empty() {
                    self.zero(e.ty)
                } else {
                    CExpr::Compound(ct, vec![CInit::Field("a".into(), CExpr::InitList(elems))])
                }
            }
            ExprKind::SliceLit(alloc, len, items) => {
                if !matches!(alloc, Alloc::Frame | Alloc::Result) {
                    ice!("slice literal with {alloc:?} storage left for the emitter");
                }
                let et = self.elem_of(e.ty);
                if *len == 0 {
                    return CExpr::ident("so_empty_slice");
                }
                let t = self.tyarg(et);
                let elems = self.elements(items, Some(*len));
                let mut args = vec![t];
                let zero_size = self.file.p.types.is_zero_size(et);
                if zero_size {
                    // The count cannot be derived from the size of elements of size zero.
                    args.push(CExpr::lit(len.to_string()));
                }
                args.extend(elems.into_iter().map(|i| match i {
                    CInit::Pos(x) => x,
                    CInit::Index(k, x) => CExpr::Designated(k, Box::new(x)),
                    CInit::Field(..) => ice!("a field initializer in a slice literal"),
                }));
                let f = if zero_size {
                    "so_slice_lit_n".to_string()
                } else {
                    alloc_name("so_slice_lit", *alloc)
                };
                CExpr::call(f, args)
            }
            ExprKind::TupleField(x, k) => {
                let xc = self.expr(x);
                CExpr::member(xc, format!("r{k}"))
            }
            ExprKind::Seq(ss, x) => {
                let mut body = Vec::new();
                self.stmts(ss, &mut body);
                let xc = self.expr(x);
                CExpr::StmtExpr(body, Box::new(xc))
            }
            ExprKind::Let(..) => ice!("a Let survived the order pass"),
            ExprKind::ToIface(b, x) => self.make_iface(*b, x, e.ty),
            ExprKind::IfaceConv(x) => self.iface_conv(x, e.ty),
            ExprKind::IfaceCall(x, k, args) => self.iface_call(x, *k, args),
            ExprKind::TypeAssert(k, t, x) => self.type_assert(*k, *t, x, e.ty),
            ExprKind::TypeIs(t, x) => self.type_is(*t, x),
            ExprKind::MakeMap(alloc, cap) => self.make_map(*alloc, cap, e.ty),
            ExprKind::MakeMapIn(buf, cap) => self.make_map_in(*buf, cap, e.ty),
            ExprKind::MapLit(..) => ice!("a map literal survived the order pass"),
            ExprKind::MapLookup(..) => ice!("a comma-ok map index survived the order pass"),
            ExprKind::MapIndex(m, k) => self.map_get(m, k, e.ty),
            ExprKind::MapFind(m, k) => self.map_find(m, k),
            ExprKind::MapSlot(m, k) => self.map_slot(m, k),
            ExprKind::LoadOrZero(p) => self.load_or_zero(p, e.ty),
        }
    }

    /// The elements of an array or slice literal: positional when dense, designated
    /// (`[i] = v`) otherwise; for a slice of `len` elements the last one is written out so the
    /// backing array has its length.
    fn elements(&mut self, items: &[(i64, Expr)], len: Option<i64>) -> Vec<CInit> {
        let dense = items.iter().enumerate().all(|(k, (i, _))| k as i64 == *i)
            && len.is_none_or(|n| items.len() as i64 == n);
        let mut out = Vec::new();
        for (i, v) in items {
            let vc = self.expr(v);
            out.push(if dense {
                CInit::Pos(vc)
            } else {
                CInit::Index(*i, vc)
            });
        }
        if let Some(n) = len {
            if !dense && !items.iter().any(|(i, _)| *i == n - 1) {
                let Some((_, first)) = items.first() else {
                    return out;
                };
                let z = self.zero(first.ty);
                out.push(CInit::Index(n - 1, z));
            }
        }
        out
    }

    /// A pointer operand, checked for nil unless known not to be.
    fn pointer(&mut self, p: &Expr, check: NilCheck) -> CExpr {
        let pc = self.expr(p);
        match check {
            NilCheck::Checked => CExpr::call("so_nil_check", vec![pc]),
            NilCheck::Unchecked => pc,
        }
    }

    fn unary(&mut self, op: UnOp, x: &Expr, t: TypeId) -> CExpr {
        let xc = self.expr(x);
        match op {
            UnOp::Neg => {
                if self.is_narrow(t) {
                    let ct = self.file.ctype(t);
                    CExpr::cast(ct, CExpr::unary(CUnOp::Neg, xc))
                } else if self.file.p.types.is_unsigned(t) {
                    let ct = self.file.ctype(t);
                    CExpr::cast(ct, CExpr::binary(CBinOp::Sub, CExpr::lit("0u"), xc))
                } else {
                    CExpr::unary(CUnOp::Neg, xc)
                }
            }
            UnOp::Plus => xc,
            UnOp::Not => CExpr::unary(CUnOp::Not, xc),
            UnOp::Compl => {
                let ct = self.file.ctype(t);
                CExpr::cast(ct, CExpr::unary(CUnOp::BitNot, xc))
            }
            UnOp::Deref | UnOp::Addr => ice!("unary {op:?} is its own node"),
        }
    }

    fn binary(&mut self, op: BinOp, a: &Expr, b: &Expr, t: TypeId) -> CExpr {
        if matches!(op, BinOp::LAnd | BinOp::LOr) {
            let l = self.expr(a);
            let r = self.expr(b);
            return CExpr::binary(bin(op), l, r);
        }
        let ct = self.file.ctype(t);
        let bb = self.basic(t).unwrap_or(Basic::Int);
        if bb.is_integer() {
            let sfx = int_suffix(bb);
            match op {
                BinOp::Div | BinOp::Rem => {
                    // A constant divisor other than 0 and -1 cannot panic or overflow.
                    let safe = matches!(&b.kind, ExprKind::Const(c, _)
                        if c.as_i64().is_some_and(|v| v != 0 && v != -1));
                    let l = self.expr(a);
                    let r = self.expr(b);
                    if safe {
                        let s = CExpr::binary(bin(op), l, r);
                        return if self.is_narrow(t) {
                            CExpr::cast(ct, s)
                        } else {
                            s
                        };
                    }
                    let f = if op == BinOp::Div { "div" } else { "rem" };
                    return CExpr::call(format!("so_{f}_{sfx}"), vec![l, r]);
                }
                BinOp::Shl | BinOp::Shr => {
                    let l = self.expr(a);
                    let count = self.shift_count(b);
                    let f = if op == BinOp::Shl { "shl" } else { "shr" };
                    return CExpr::call(format!("so_{f}_{sfx}"), vec![l, count]);
                }
                _ => {}
            }
        }
        let l = self.expr(a);
        let mut r = self.expr(b);
        if op == BinOp::Sub && bb.is_float() && self.int_to_float(b) {
            // See so_f32_value: keep gcc from folding `0 - (float)i` into `-(float)i`.
            let f = if bb == Basic::Float32 {
                "so_f32_value"
            } else {
                "so_f64_value"
            };
            r = CExpr::call(f, vec![r]);
        }
        let s = match op {
            BinOp::AndNot => CExpr::binary(CBinOp::BitAnd, l, CExpr::unary(CUnOp::BitNot, r)),
            _ => CExpr::binary(bin(op), l, r),
        };
        if self.is_narrow(t) || (op == BinOp::AndNot && bb.is_integer()) {
            CExpr::cast(ct, s)
        } else {
            s
        }
    }

    /// A conversion of an integer to a float type.
    fn int_to_float(&self, e: &Expr) -> bool {
        matches!(&e.kind, ExprKind::Convert(crate::tir::ConvKind::Cast, _, x)
            if self.file.p.types.is_integer(x.ty))
    }

    fn shift_count(&mut self, b: &Expr) -> CExpr {
        if let ExprKind::Const(c, _) = &b.kind {
            let n = c.as_int().and_then(|i| i.to_u64()).unwrap_or(u64::MAX);
            return CExpr::lit(format!("{n}u"));
        }
        let c = self.expr(b);
        if self.file.p.types.is_unsigned(b.ty) {
            CExpr::cast(CType::name("uint64_t"), c)
        } else {
            CExpr::call("so_shift_count", vec![c])
        }
    }

    /// `x op NULL` for a value `x` (in C: `xc`) of a slice, map or func type `t`: its data
    /// pointer, function pointer or map pointer against NULL.
    pub(super) fn nil_test(&self, op: CBinOp, xc: CExpr, t: TypeId) -> CExpr {
        let v = match self.file.p.types.under_type(t) {
            Type::Slice(_) => CExpr::member(xc, "ptr"),
            Type::Func(_) => CExpr::member(xc, "fn"),
            _ => xc,
        };
        CExpr::binary(op, v, CExpr::lit("NULL"))
    }

    fn compare(&mut self, op: BinOp, kind: EqKind, a: &Expr, b: &Expr) -> CExpr {
        let o = bin(op);
        match kind {
            EqKind::Nil => {
                // A slice or function value against nil.
                let is_nil = |e: &Expr| matches!(e.kind, ExprKind::Nil);
                let x = if is_nil(a) { b } else { a };
                let xc = self.expr(x);
                self.nil_test(o, xc, x.ty)
            }
            EqKind::String => {
                let l = self.expr(a);
                let r = self.expr(b);
                match op {
                    BinOp::Eq => CExpr::call("so_string_eq", vec![l, r]),
                    BinOp::Ne => CExpr::unary(CUnOp::Not, CExpr::call("so_string_eq", vec![l, r])),
                    _ => {
                        CExpr::binary(o, CExpr::call("so_string_cmp", vec![l, r]), CExpr::lit("0"))
                    }
                }
            }
            EqKind::Composite => {
                let f = self.file.need_eq(a.ty);
                let l = self.expr(a);
                let r = self.expr(b);
                let eq = CExpr::call(f, vec![l, r]);
                if op == BinOp::Ne {
                    CExpr::unary(CUnOp::Not, eq)
                } else {
                    eq
                }
            }
            EqKind::Scalar => {
                // `&x == nil`: an address is never nil. C compilers fold the comparison and
                // warn (-Waddress), so the address is evaluated for its effects (a nil
                // check in `&p.x`) and the result is the constant.
                let addr_vs_nil = match (&a.kind, &b.kind) {
                    (ExprKind::Nil, _) if is_address(b) => Some(b),
                    (_, ExprKind::Nil) if is_address(a) => Some(a),
                    _ => None,
                };
                if let Some(x) = addr_vs_nil {
                    let xc = self.expr(x);
                    let result = if op == BinOp::Eq { "0" } else { "1" };
                    return CExpr::Comma(vec![CExpr::cast(CType::Void, xc), CExpr::lit(result)]);
                }
                let l = self.expr(a);
                let r = self.expr(b);
                CExpr::binary(o, l, r)
            }
            EqKind::Iface => self.iface_compare(op, a, b),
        }
    }

    fn convert(&mut self, kind: ConvKind, alloc: Alloc, x: &Expr, t: TypeId) -> CExpr {
        let xc = self.expr(x);
        match kind {
            ConvKind::Same => xc,
            ConvKind::Cast => {
                let ct = self.file.ctype(t);
                let from = self.basic(x.ty);
                let to = self.basic(t);
                match (from, to) {
                    // Float to integer: where C has undefined behaviour, Go's amd64 result.
                    (Some(f), Some(tb)) if f.is_float() && tb.is_integer() => {
                        let name = match tb {
                            Basic::Int | Basic::Int64 => "i64",
                            Basic::Int32 => "i32",
                            Basic::Int16 => "i16",
                            Basic::Int8 => "i8",
                            Basic::Uint8 => "u8",
                            Basic::Uint16 => "u16",
                            Basic::Uint32 => "u32",
                            _ => "u64",
                        };
                        let v = CExpr::call(format!("so_f64_to_{name}"), vec![xc]);
                        if matches!(tb, Basic::Uintptr) {
                            CExpr::cast(ct, v)
                        } else {
                            v
                        }
                    }
                    _ => CExpr::cast(ct, xc),
                }
            }
            ConvKind::Layout => {
                let ct = self.file.ctype(t);
                CExpr::call("so_bitcast", vec![CExpr::TypeArg(ct), xc])
            }
            ConvKind::StringFromRune => CExpr::call(
                alloc_name("so_string_from_rune", alloc),
                vec![CExpr::cast(CType::name("int64_t"), xc)],
            ),
            ConvKind::StringFromBytes => {
                CExpr::call(alloc_name("so_string_from_bytes", alloc), vec![xc])
            }
            ConvKind::StringFromRunes => {
                CExpr::call(alloc_name("so_string_from_runes", alloc), vec![xc])
            }
            ConvKind::BytesFromString => {
                CExpr::call(alloc_name("so_bytes_from_string", alloc), vec![xc])
            }
            ConvKind::RunesFromString => {
                CExpr::call(alloc_name("so_runes_from_string", alloc), vec![xc])
            }
            ConvKind::SliceToArray(n) => {
                let ct = self.file.ctype(t);
                CExpr::call(
                    "so_slice_to_array",
                    vec![CExpr::TypeArg(ct), xc, CExpr::lit(n.to_string())],
                )
            }
            ConvKind::SliceToArrayPtr(n) => {
                let Some(at) = self.file.p.types.pointee(t) else {
                    ice!("conversion to an array pointer of a non-pointer")
                };
                let ct = self.file.ctype(at);
                CExpr::call(
                    "so_slice_to_array_ptr",
                    vec![CExpr::TypeArg(ct), xc, CExpr::lit(n.to_string())],
                )
            }
        }
    }

    /// The first element of an array operand: `a.a` for a value, `p->a` through a pointer.
    fn array_base(&mut self, x: &Expr) -> CExpr {
        match &x.kind {
            ExprKind::Deref(p, check) => {
                let pc = self.pointer(p, *check);
                CExpr::arrow(pc, "a")
            }
            _ => {
                let xc = self.expr(x);
                CExpr::member(xc, "a")
            }
        }
    }

    fn index(&mut self, kind: IndexKind, x: &Expr, i: &Expr, elem: TypeId) -> CExpr {
        let unsigned = self.file.p.types.is_unsigned(i.ty);
        match kind {
            IndexKind::Slice => {
                let t = self.tyarg(elem);
                let xc = self.expr(x);
                let ic = self.expr(i);
                let f = if unsigned { "so_at_u" } else { "so_at" };
                CExpr::call(f, vec![t, xc, ic])
            }
            IndexKind::Array(n) => {
                let base = self.array_base(x);
                let ic = self.expr(i);
                if matches!(i.kind, ExprKind::Const(..)) {
                    return CExpr::index(base, ic);
                }
                let f = if unsigned {
                    "so_index_check_u"
                } else {
                    "so_index_check"
                };
                CExpr::index(base, CExpr::call(f, vec![ic, CExpr::lit(n.to_string())]))
            }
            IndexKind::String => {
                let xc = self.expr(x);
                let ic = self.expr(i);
                let f = if unsigned {
                    "so_string_at_u"
                } else {
                    "so_string_at"
                };
                CExpr::call(f, vec![xc, ic])
            }
        }
    }

    /// A slice bound (as int64_t).
    fn bound(&mut self, e: &Expr) -> CExpr {
        let c = self.expr(e);
        if self.file.p.types.is_unsigned(e.ty) {
            CExpr::cast(CType::name("int64_t"), c)
        } else {
            c
        }
    }

    fn slice_expr(
        &mut self,
        kind: SliceKind,
        x: &Expr,
        lo: Option<&Expr>,
        hi: Option<&Expr>,
        max: Option<&Expr>,
        t: TypeId,
    ) -> CExpr {
        let lo = lo.map(|e| self.bound(e));
        let hi = hi.map(|e| self.bound(e));
        let max = max.map(|e| self.bound(e));
        let zero = || CExpr::lit("0");
        match kind {
            SliceKind::Array(n) => {
                let et = self.elem_of(t);
                let ty = self.tyarg(et);
                let base = self.array_base(x);
                let n = CExpr::lit(n.to_string());
                let lo = lo.unwrap_or_else(zero);
                let hi = hi.unwrap_or_else(|| n.clone());
                match max {
                    Some(m) => CExpr::call("so_array_slice3", vec![ty, base, n, lo, hi, m]),
                    None => CExpr::call("so_array_slice", vec![ty, base, n, lo, hi]),
                }
            }
            SliceKind::Slice => {
                let et = self.elem_of(t);
                let ty = self.tyarg(et);
                let xc = self.expr(x);
                let lo = lo.unwrap_or_else(zero);
                match (hi, max) {
                    (Some(h), Some(m)) => CExpr::call("so_slice3", vec![ty, xc, lo, h, m]),
                    (Some(h), None) => CExpr::call("so_slice", vec![ty, xc, lo, h]),
                    (None, _) => CExpr::call("so_slice_from", vec![ty, xc, lo]),
                }
            }
            SliceKind::String => {
                let xc = self.expr(x);
                let lo = lo.unwrap_or_else(zero);
                match hi {
                    Some(h) => CExpr::call("so_string_slice", vec![xc, lo, h]),
                    None => CExpr::call("so_string_from", vec![xc, lo]),
                }
            }
        }
    }

    /// The one-letter kind of a print operand and the operand as it is passed.
    fn print_arg(&mut self, a: &Expr) -> (char, CExpr) {
        let c = self.expr(a);
        let (k, cast) = match self.file.p.types.under_type(a.ty) {
            Type::Basic(b) if b.is_bool() => ('b', None),
            Type::Basic(b) if b.is_string() => ('s', None),
            Type::Basic(Basic::Float32) => ('F', None),
            Type::Basic(b) if b.is_float() => ('f', None),
            Type::Basic(Basic::Uint64 | Basic::Uint) => ('u', None),
            Type::Basic(b) if b.is_unsigned() => ('u', Some("uint64_t")),
            Type::Basic(Basic::Int64 | Basic::Int) => ('i', None),
            Type::Basic(Basic::UnsafePointer) => ('p', None),
            Type::Basic(_) => ('i', Some("int64_t")),
            Type::Slice(_) => ('S', None),
            Type::Func(_) => ('p', None),
            Type::Pointer(_) | Type::Map(..) => ('p', None),
            Type::Interface(_) => ('I', None),
            Type::TypeParam(_) => ice!("a type parameter reached the emitter"),
            Type::Struct(_) | Type::Array(..) | Type::Tuple(_) | Type::Named(_) => {
                ice!("print of a {}", self.file.p.types.display(a.ty))
            }
        };
        // A func value prints as its function's address.
        let c = match self.file.p.types.under_type(a.ty) {
            Type::Func(_) => CExpr::member(c, "fn"),
            _ => c,
        };
        // A literal is an `int` in C: varargs need the operand's exact type.
        let cast = match (k, &c) {
            ('i', CExpr::Lit(_)) if cast.is_none() => Some("int64_t"),
            _ => cast,
        };
        let c = match cast {
            Some("void *") => {
                CExpr::cast(CType::Void.ptr(), CExpr::cast(CType::name("uintptr_t"), c))
            }
            Some(t) => CExpr::cast(CType::name(t), c),
            None => c,
        };
        (k, c)
    }

    fn builtin(&mut self, b: Builtin, args: &[Expr], t: TypeId) -> CExpr {
        match b {
            Builtin::UnsafeAdd
            | Builtin::UnsafeSlice
            | Builtin::UnsafeString
            | Builtin::UnsafeStringData
            | Builtin::UnsafeSliceData => self.unsafe_builtin(b, args, t),
            Builtin::Len | Builtin::Cap => {
                let x = &args[0];
                let types = &self.file.p.types;
                let array = types.pointee(x.ty).unwrap_or(x.ty);
                if let Type::Array(n, _) = types.under_type(array) {
                    // An array operand (or a pointer to one) with calls is evaluated; its
                    // length is constant.
                    let n = *n;
                    let xc = self.expr(x);
                    return CExpr::Comma(vec![
                        CExpr::cast(CType::Void, xc),
                        CExpr::lit(n.to_string()),
                    ]);
                }
                if self.file.p.types.map_of(x.ty).is_some() {
                    let xc = self.expr(x);
                    return CExpr::call("so_map_len", vec![xc]);
                }
                let xc = self.expr(x);
                CExpr::member(xc, if b == Builtin::Len { "len" } else { "cap" })
            }
            Builtin::Append => {
                let et = self.elem_of(args[0].ty);
                let s = self.expr(&args[0]);
                if args.len() == 1 {
                    return s;
                }
                let ty = self.tyarg(et);
                let vs: Vec<CExpr> = args[1..].iter().map(|a| self.expr(a)).collect();
                if self.file.p.types.is_zero_size(et) {
                    let mut all = vec![ty, s, CExpr::lit(vs.len().to_string())];
                    all.extend(vs);
                    return CExpr::call("so_append_n", all);
                }
                let mut all = vec![ty, s];
                all.extend(vs);
                CExpr::call("so_append", all)
            }
            Builtin::AppendSlice => {
                let et = self.elem_of(args[0].ty);
                let s = self.expr(&args[0]);
                let v = self.expr(&args[1]);
                if self.file.p.types.is_string(args[1].ty) {
                    CExpr::call("so_append_string", vec![s, v])
                } else {
                    let ty = self.tyarg(et);
                    CExpr::call("so_append_slice", vec![ty, s, v])
                }
            }
            Builtin::Copy => {
                let et = self.elem_of(args[0].ty);
                let d = self.expr(&args[0]);
                let s = self.expr(&args[1]);
                if self.file.p.types.is_string(args[1].ty) {
                    CExpr::call("so_copy_string", vec![d, s])
                } else {
                    let ty = self.tyarg(et);
                    CExpr::call("so_copy", vec![ty, d, s])
                }
            }
            Builtin::Clear if self.file.p.types.map_of(args[0].ty).is_some() => {
                let m = self.expr(&args[0]);
                CExpr::call("so_map_clear", vec![m])
            }
            Builtin::Delete => self.map_delete(&args[0], &args[1]),
            Builtin::CResult => {
                let r = self.expr(&args[0]);
                CExpr::call("so_c_result", vec![r])
            }
            Builtin::Clear => {
                let et = self.elem_of(args[0].ty);
                let ty = self.tyarg(et);
                let s = self.expr(&args[0]);
                CExpr::call("so_clear", vec![ty, s])
            }
            Builtin::Print | Builtin::Println => {
                let mut kinds = String::new();
                let mut cargs = Vec::new();
                for a in args {
                    let (k, c) = self.print_arg(a);
                    kinds.push(k);
                    cargs.push(c);
                }
                let f = if b == Builtin::Println {
                    "so_println"
                } else {
                    "so_print"
                };
                let mut all = vec![CExpr::Str(kinds.into_bytes())];
                all.extend(cargs);
                CExpr::call(f, all)
            }
            Builtin::Panic => self.panic_call(&args[0]),
            Builtin::Min | Builtin::Max => {
                let bb = self.basic(t).unwrap_or(Basic::Int);
                let which = if b == Builtin::Min { "min" } else { "max" };
                let (f, cast) = if bb.is_float() {
                    let w = if bb == Basic::Float32 { "f32" } else { "f64" };
                    (format!("so_{which}_{w}"), false)
                } else if bb.is_string() {
                    (format!("so_{which}_string"), false)
                } else if bb.is_unsigned() {
                    (
                        format!("so_{which}_u64"),
                        !matches!(bb, Basic::Uint | Basic::Uint64),
                    )
                } else {
                    (
                        format!("so_{which}_i64"),
                        !matches!(bb, Basic::Int | Basic::Int64),
                    )
                };
                let mut acc = self.expr(&args[0]);
                for a in &args[1..] {
                    let v = self.expr(a);
                    acc = CExpr::call(f.clone(), vec![acc, v]);
                }
                if cast {
                    let ct = self.file.ctype(t);
                    CExpr::cast(ct, acc)
                } else {
                    acc
                }
            }
        }
    }

    /// The Go name of a type as a panic message shows it (`main.T`).
    fn go_type_name(&self, t: TypeId) -> String {
        match self.file.p.types.get(t) {
            Type::Named(i) => {
                let pkg = self.file.p.types.named(*i).pkg;
                format!(
                    "{}.{}",
                    self.file.p.package(pkg).name,
                    self.file.p.types.display(t)
                )
            }
            _ => self.file.p.types.display(t),
        }
    }

    fn panic_call(&mut self, a: &Expr) -> CExpr {
        if matches!(a.kind, ExprKind::Nil) {
            return CExpr::call("so_panic_nil_value", vec![]);
        }
        let named = matches!(self.file.p.types.get(a.ty), Type::Named(_));
        let tn = self.go_type_name(a.ty);
        if self.file.p.types.is_interface(a.ty) {
            let c = self.expr(a);
            return CExpr::call("so_panic_iface", vec![c]);
        }
        let kind = match self.file.p.types.under_type(a.ty) {
            Type::Basic(b) if b.is_string() => "string",
            Type::Basic(b) if b.is_bool() => "bool",
            Type::Basic(Basic::Float32) => "float32",
            Type::Basic(b) if b.is_float() => "float64",
            Type::Basic(b) if b.is_unsigned() => "uint",
            Type::Basic(_) => "int",
            _ => "",
        };
        let c = self.expr(a);
        if kind.is_empty() {
            // Another value: printed by its address and type, as Go prints such a value.
            let ct = self.file.ctype(a.ty);
            let tmp = CStmt::Decl {
                ty: ct,
                name: "so_pv__".into(),
                init: Some(c),
                is_static: false,
            };
            let call = CExpr::call(
                "so_panic_other",
                vec![
                    CExpr::Str(tn.into_bytes()),
                    CExpr::addr(CExpr::ident("so_pv__")),
                ],
            );
            return CExpr::StmtExpr(vec![tmp], Box::new(call));
        }
        if named {
            CExpr::call(
                format!("so_panic_named_{kind}"),
                vec![CExpr::Str(tn.into_bytes()), c],
            )
        } else {
            CExpr::call(format!("so_panic_{kind}"), vec![c])
        }
    }
}

/// The runtime macro for an allocation of the given kind (`so_make`, `so_make_static`).
fn alloc_name(base: &str, alloc: Alloc) -> String {
    match alloc {
        Alloc::Frame | Alloc::Block => base.to_string(),
        Alloc::Static => format!("{base}_static"),
        Alloc::Result => format!("{base}_rs"),
    }
}

/// Whether an expression is the address of a variable, field, element or new value (through
/// conversions between pointer types): never nil.
fn is_address(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::AddrOf(_) => true,
        ExprKind::Convert(_, _, x) => is_address(x),
        _ => false,
    }
}
