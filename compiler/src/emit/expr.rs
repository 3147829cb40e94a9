//! Expressions to C.

use super::ctypes::int_suffix;
use super::names::c_string_body;
use super::Emitter;
use crate::check::constant::ConstValue;
use crate::check::tir::{Builtin, Expr, ExprKind};
use crate::check::types::{Basic, Type, TypeId};
use crate::syntax::ast::{BinOp, UnOp};
use num_traits::ToPrimitive;

/// Whether a C expression string needs parentheses when used as an operand.
fn needs_parens(e: &Expr) -> bool {
    matches!(
        e.kind,
        ExprKind::Binary(..) | ExprKind::Unary(..) | ExprKind::Convert(..)
    ) || matches!(&e.kind, ExprKind::Const(ConstValue::Int(i)) if i.sign() == num_bigint::Sign::Minus)
        || matches!(&e.kind, ExprKind::Const(ConstValue::Float(f)) if *f < num_rational::BigRational::from_integer(0.into()))
}

/// Counts calls in an expression (to decide whether evaluation order needs temporaries).
pub fn count_calls(e: &Expr) -> usize {
    let sub: usize = match &e.kind {
        ExprKind::Unary(_, x)
        | ExprKind::Convert(x)
        | ExprKind::Deref(x)
        | ExprKind::AddrOf(x)
        | ExprKind::Field(x, ..) => count_calls(x),
        ExprKind::Binary(_, a, b) | ExprKind::Index(a, b) => count_calls(a) + count_calls(b),
        ExprKind::Call(_, args) | ExprKind::Builtin(_, args) => args.iter().map(count_calls).sum(),
        ExprKind::CallValue(f, args) => {
            count_calls(f) + args.iter().map(count_calls).sum::<usize>()
        }
        ExprKind::SliceExpr { x, lo, hi, max } => {
            count_calls(x)
                + [lo, hi, max]
                    .iter()
                    .filter_map(|o| o.as_ref())
                    .map(|b| count_calls(b))
                    .sum::<usize>()
        }
        ExprKind::StructLit(es) => es.iter().map(|(_, e)| count_calls(e)).sum(),
        ExprKind::ArrayLit(es) | ExprKind::SliceLit(_, es) => {
            es.iter().map(|(_, e)| count_calls(e)).sum()
        }
        ExprKind::MethodVal(_, r) => count_calls(r),
        _ => 0,
    };
    let own = usize::from(matches!(
        e.kind,
        ExprKind::Call(..) | ExprKind::CallValue(..)
    ));
    sub + own
}

/// Whether an expression is cheap and side-effect free to evaluate twice.
pub fn is_simple(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Const(_)
        | ExprKind::Local(_)
        | ExprKind::Global(_)
        | ExprKind::Nil
        | ExprKind::Func(_) => true,
        ExprKind::Field(x, ..) => is_simple(x) && !matches!(x.kind, ExprKind::Deref(_)),
        _ => false,
    }
}

impl<'p> Emitter<'p> {
    pub fn basic(&self, t: TypeId) -> Option<Basic> {
        self.p.types.basic_of(t)
    }

    /// Narrow integer types whose C arithmetic promotes to int and must be cast back.
    fn is_narrow(&self, t: TypeId) -> bool {
        self.basic(t)
            .is_some_and(|b| b.is_integer() && b.bits() < 32)
    }

    pub fn operand(&mut self, e: &Expr) -> String {
        let s = self.expr(e);
        if needs_parens(e) {
            format!("({s})")
        } else {
            s
        }
    }

    /// Binds a temporary for a comparison operand.
    fn pre_or_inline(&mut self, ct: &str, t: &str, code: &str) {
        self.pre.push(format!("{ct} {t} = {code};"));
    }

    /// A temporary bound in the current statement's prelude.
    pub fn bind_temp(&mut self, cty: &str, code: &str) -> String {
        let t = self.temp();
        self.pre.push(format!("{cty} {t} = {code};"));
        t
    }

    /// Evaluates `e` once: simple expressions as they are, others into a temporary.
    pub fn once(&mut self, e: &Expr) -> String {
        let code = self.expr(e);
        if is_simple(e) {
            return code;
        }
        let ct = self.cty(e.ty);
        self.bind_temp(&ct, &code)
    }

    pub fn const_lit(&mut self, v: &ConstValue, t: TypeId, global_init: bool) -> String {
        let b = self.basic(t).unwrap_or(Basic::Int);
        match v {
            ConstValue::Bool(x) => x.to_string(),
            ConstValue::String(s) => {
                if global_init {
                    format!("SO_STR_INIT(\"{}\")", c_string_body(s))
                } else {
                    format!("so_str(\"{}\")", c_string_body(s))
                }
            }
            ConstValue::Int(_) | ConstValue::Float(_) if b.is_float() => {
                let f = v.to_f64();
                let mut s = if b == Basic::Float32 {
                    format!("{:?}", f as f32)
                } else {
                    format!("{f:?}")
                };
                if !s.contains('.') && !s.contains('e') && !s.contains("inf") && !s.contains("NaN")
                {
                    s.push_str(".0");
                }
                if b == Basic::Float32 {
                    s.push('f');
                }
                s
            }
            ConstValue::Int(_) | ConstValue::Float(_) => {
                let i = v.as_int().unwrap_or_default();
                if b.is_unsigned() {
                    let u = i.to_u64().unwrap_or(0);
                    if u > u32::MAX as u64
                        || matches!(b, Basic::Uint | Basic::Uint64 | Basic::Uintptr)
                    {
                        format!("{u}ull")
                    } else {
                        format!("{u}u")
                    }
                } else {
                    let s = i.to_i64().unwrap_or(0);
                    if s == i64::MIN {
                        "INT64_MIN".into()
                    } else if s > i32::MAX as i64 || s < i32::MIN as i64 {
                        format!("{s}ll")
                    } else {
                        s.to_string()
                    }
                }
            }
        }
    }

    pub fn zero(&mut self, t: TypeId) -> String {
        match self.p.types.under_type(t).clone() {
            Type::Basic(b) if b.is_bool() => "false".into(),
            Type::Basic(b) if b.is_string() => "((so_String){0})".into(),
            Type::Basic(b) if b.is_float() => "0.0".into(),
            Type::Basic(_) => "0".into(),
            Type::Pointer(_) | Type::Func(_) => "NULL".into(),
            Type::Slice(_) => "so_nil_slice".into(),
            _ => {
                let ct = self.cty(t);
                format!("(({ct}){{}})")
            }
        }
    }

    /// C code for `a == b` on values of type `t`.
    pub fn eq(&mut self, a: &str, b: &str, t: TypeId) -> String {
        match self.p.types.under_type(t).clone() {
            Type::Basic(bb) if bb.is_string() => format!("so_string_eq({a}, {b})"),
            Type::Struct(_) | Type::Array(..) => {
                let f = self.eq_fn(t);
                format!("{f}({a}, {b})")
            }
            _ => format!("{a} == {b}"),
        }
    }

    pub fn expr(&mut self, e: &Expr) -> String {
        match &e.kind {
            ExprKind::Const(v) => self.const_lit(v, e.ty, false),
            ExprKind::Nil => self.zero(e.ty),
            ExprKind::Zero => self.zero(e.ty),
            ExprKind::Local(id) => {
                if let Some(r) = self.raw.get(&id.0) {
                    return r.clone();
                }
                self.locals_used.insert(id.0);
                self.local_names
                    .get(id.0)
                    .cloned()
                    .unwrap_or_else(|| "_invalid".into())
            }
            ExprKind::Global(id) => {
                self.globals_used.insert(id.0);
                self.p.globals[id.0].c_name.clone()
            }
            ExprKind::Func(id) => {
                self.funcs_used.insert(id.0);
                self.p.funcs[id.0].c_name.clone()
            }
            ExprKind::Unary(op, x) => self.unary(*op, x, e.ty),
            ExprKind::Binary(op, a, b) => self.binary(*op, a, b, e.ty),
            ExprKind::Call(id, args) => {
                self.funcs_used.insert(id.0);
                let name = self.p.funcs[id.0].c_name.clone();
                let sig = self.p.types.sig(self.p.funcs[id.0].ty).cloned();
                let args = self.call_args(args, sig.as_ref());
                self.maybe_hoist(format!("{name}({args})"), e.ty)
            }
            ExprKind::CallValue(f, args) => {
                let fc = self.expr(f);
                let sig = self.p.types.sig(f.ty).cloned();
                let args = self.call_args(args, sig.as_ref());
                let code = if matches!(
                    f.kind,
                    ExprKind::Local(_) | ExprKind::Global(_) | ExprKind::Field(..)
                ) {
                    format!("so_nil_check({fc})({args})")
                } else {
                    format!("so_nil_check(({fc}))({args})")
                };
                self.maybe_hoist(code, e.ty)
            }
            ExprKind::Builtin(b, args) => self.builtin(*b, args, e.ty),
            ExprKind::Convert(x) => self.convert(x, e.ty),
            ExprKind::Index(x, i) => self.index(x, i, e.ty),
            ExprKind::SliceExpr { x, lo, hi, max } => {
                self.slice_expr(x, lo.as_deref(), hi.as_deref(), max.as_deref(), e.ty)
            }
            ExprKind::Field(x, i, name) => {
                let fname = if name == "_" {
                    format!("_blank{i}")
                } else {
                    super::names::c_ident(name)
                };
                if let ExprKind::Deref(p) = &x.kind {
                    let pc = self.expr(p);
                    return format!("so_nil_check({pc})->{fname}");
                }
                let xc = self.operand(x);
                format!("{xc}.{fname}")
            }
            ExprKind::Deref(p) => {
                let pc = self.expr(p);
                format!("(*so_nil_check({pc}))")
            }
            ExprKind::AddrOf(x) => {
                match &x.kind {
                    ExprKind::SliceLit(..) => {
                        // A slice literal is a statement expression (not an lvalue): copy its value.
                        let ct = self.cty(x.ty);
                        let lit = self.expr(x);
                        format!("({{ {ct} *so_ap__ = alloca(sizeof({ct})); *so_ap__ = {lit}; so_ap__; }})")
                    }
                    ExprKind::StructLit(_) | ExprKind::ArrayLit(_) => {
                        let ct = self.cty(x.ty);
                        let lit = self.expr(x);
                        format!("(({ct} *)memcpy(alloca(sizeof({ct})), &{lit}, sizeof({ct})))")
                    }
                    ExprKind::Deref(p) => self.expr(p),
                    _ => {
                        let xc = self.operand(x);
                        format!("&{xc}")
                    }
                }
            }
            ExprKind::StructLit(vals) => {
                let ct = self.cty(e.ty);
                let fields = match self.p.types.under_type(e.ty) {
                    Type::Struct(fs) => fs.clone(),
                    _ => Vec::new(),
                };
                let mut parts = Vec::new();
                for (k, v) in vals {
                    let k = *k;
                    let Some(f) = fields.get(k) else { continue };
                    if matches!(v.kind, ExprKind::Zero) || f.name == "_" {
                        continue;
                    }
                    let vc = self.expr(v);
                    let fname = if f.name == "_" {
                        format!("_blank{k}")
                    } else {
                        super::names::c_ident(&f.name)
                    };
                    parts.push(format!(".{fname} = {vc}"));
                }
                format!("(({ct}){{{}}})", parts.join(", "))
            }
            ExprKind::ArrayLit(items) => {
                let ct = self.cty(e.ty);
                let dense = items.iter().enumerate().all(|(k, (i, _))| k as i64 == *i);
                let mut parts = Vec::new();
                for (i, v) in items {
                    let vc = self.expr(v);
                    parts.push(if dense { vc } else { format!("[{i}] = {vc}") });
                }
                format!("(({ct}){{{{{}}}}})", parts.join(", "))
            }
            ExprKind::SliceLit(len, items) => {
                let et = match self.p.types.under_type(e.ty) {
                    Type::Slice(t) => *t,
                    _ => e.ty,
                };
                let ct = self.cty(et);
                let dense = items.iter().enumerate().all(|(k, (i, _))| k as i64 == *i)
                    && items.len() as i64 == *len;
                let mut parts = Vec::new();
                for (i, v) in items {
                    let vc = self.expr(v);
                    parts.push(if dense { vc } else { format!("[{i}] = {vc}") });
                }
                if !dense && !items.iter().any(|(i, _)| *i == len - 1) {
                    let z = self.zero(et);
                    parts.push(format!("[{}] = {z}", len - 1));
                }
                if parts.is_empty() {
                    format!("so_slice_lit({ct})")
                } else if self.p.types.is_zero_size(et) {
                    // so_slice_lit counts elements by size; elements of no size are counted here.
                    let n = *len;
                    format!(
                        "({{ {ct} so_sl_v__[] = {{{}}}; (void)so_sl_v__; (so_Slice){{(void *)&so_empty_, {n}, {n}}}; }})",
                        parts.join(", ")
                    )
                } else {
                    format!("so_slice_lit({ct}, {})", parts.join(", "))
                }
            }
            ExprKind::MethodVal(..) => "0 /* method value */".into(),
            ExprKind::PtrMethod(id) => {
                self.funcs_used.insert(id.0);
                if !self.ptr_wrappers.contains(&id.0) {
                    self.ptr_wrappers.push(id.0);
                }
                format!("{}_byptr", self.p.funcs[id.0].c_name)
            }
        }
    }

    /// Calls in a statement with several calls are bound to temporaries, in order.
    fn maybe_hoist(&mut self, code: String, ty: TypeId) -> String {
        let void = matches!(self.p.types.get(ty), Type::Tuple(ts) if ts.is_empty());
        if self.hoist && !void {
            let ct = self.cty(ty);
            return self.bind_temp(&ct, &code);
        }
        code
    }

    /// Arguments of a call of a function with signature `sig` (a method's includes its
    /// receiver, passed as the first argument).
    fn call_args(&mut self, args: &[Expr], sig: Option<&crate::check::types::Sig>) -> String {
        match (sig, args.split_last()) {
            (Some(sig), Some((last, before)))
                if sig.variadic
                    && before.len() < sig.params.len()
                    && matches!(self.p.types.get(last.ty), Type::Tuple(ts) if !ts.is_empty()) =>
            {
                let mut parts: Vec<String> = before.iter().map(|a| self.expr(a)).collect();
                parts.push(self.spread_variadic(last, sig, before.len()));
                parts.join(", ")
            }
            _ => self.args(args),
        }
    }

    /// `f(g())` for a variadic f: g's results fill the fixed parameters (from parameter
    /// `skip` on, after a method's receiver), then the slice.
    fn spread_variadic(
        &mut self,
        tuple: &Expr,
        sig: &crate::check::types::Sig,
        skip: usize,
    ) -> String {
        let Type::Tuple(ts) = self.p.types.get(tuple.ty).clone() else {
            return String::new();
        };
        let ct = self.cty(tuple.ty);
        let code = self.expr(tuple);
        let t = self.bind_temp(&ct, &code);
        let np = sig.params.len() - skip;
        let mut parts: Vec<String> = (0..np - 1).map(|k| format!("{t}.r{k}")).collect();
        let et = self.elem_of(sig.params[sig.params.len() - 1]);
        let ect = self.cty(et);
        let rest: Vec<String> = (np - 1..ts.len()).map(|k| format!("{t}.r{k}")).collect();
        if rest.is_empty() {
            parts.push("so_nil_slice".into());
        } else {
            parts.push(format!("so_slice_lit({ect}, {})", rest.join(", ")));
        }
        parts.join(", ")
    }

    fn args(&mut self, args: &[Expr]) -> String {
        // One argument that is a call with several results: spread its fields.
        if args.len() == 1 {
            if let Type::Tuple(ts) = self.p.types.get(args[0].ty).clone() {
                if !ts.is_empty() {
                    let code = self.expr(&args[0]);
                    let ct = self.cty(args[0].ty);
                    let t = if code.starts_with("_t") && !code.contains('(') {
                        code
                    } else {
                        self.bind_temp(&ct, &code)
                    };
                    return (0..ts.len())
                        .map(|k| format!("{t}.r{k}"))
                        .collect::<Vec<_>>()
                        .join(", ");
                }
            }
        }
        let v: Vec<String> = args.iter().map(|a| self.expr(a)).collect();
        v.join(", ")
    }

    fn unary(&mut self, op: UnOp, x: &Expr, t: TypeId) -> String {
        let xc = self.operand(x);
        let ct = self.cty(t);
        match op {
            UnOp::Neg => {
                if self.is_narrow(t) {
                    format!("({ct})-{xc}")
                } else if self.p.types.is_unsigned(t) {
                    format!("({ct})(0u - {xc})")
                } else {
                    format!("-{xc}")
                }
            }
            UnOp::Plus => xc,
            UnOp::Not => format!("!{xc}"),
            UnOp::Compl => match self.basic(t) {
                // `~` on a promoted narrow unsigned value sets the high bits of the int, and
                // gcc warns when the truncated result is compared; a temporary avoids that.
                Some(b) if self.compl_in_comparison && self.is_narrow(t) && b.is_unsigned() => {
                    format!("({{ {ct} so_compl__ = ({ct})~{xc}; so_compl__; }})")
                }
                _ => format!("({ct})~{xc}"),
            },
            UnOp::Deref => format!("(*so_nil_check({xc}))"),
            UnOp::Addr => format!("&{xc}"),
        }
    }

    fn flatten_cat<'e>(e: &'e Expr, out: &mut Vec<&'e Expr>) {
        match &e.kind {
            ExprKind::Binary(BinOp::Add, a, b) if matches!(&e.kind, ExprKind::Binary(..)) => {
                Self::flatten_cat(a, out);
                Self::flatten_cat(b, out);
            }
            _ => out.push(e),
        }
    }

    fn binary(&mut self, op: BinOp, a: &Expr, b: &Expr, t: TypeId) -> String {
        let is_compl = |e: &Expr| matches!(e.kind, ExprKind::Unary(UnOp::Compl, _));
        let compl = op.is_comparison() && (is_compl(a) || is_compl(b));
        let saved = std::mem::replace(&mut self.compl_in_comparison, compl);
        let c = self.binary_inner(op, a, b, t);
        self.compl_in_comparison = saved;
        c
    }

    fn binary_inner(&mut self, op: BinOp, a: &Expr, b: &Expr, t: TypeId) -> String {
        if matches!(op, BinOp::LAnd | BinOp::LOr) {
            let l = self.operand(a);
            let saved = std::mem::take(&mut self.pre);
            let r = self.operand(b);
            let rpre = std::mem::replace(&mut self.pre, saved);
            let o = op.as_str();
            if rpre.is_empty() {
                return format!("{l} {o} {r}");
            }
            let tmp = self.temp();
            let test = if op == BinOp::LAnd {
                tmp.clone()
            } else {
                format!("!{tmp}")
            };
            return format!(
                "({{ bool {tmp} = {l}; if ({test}) {{ {} {tmp} = {r}; }} {tmp}; }})",
                rpre.join(" ")
            );
        }
        let ot = a.ty;
        if op.is_comparison() {
            let under = self.p.types.under_type(ot).clone();
            let is_nil = |e: &Expr| matches!(e.kind, ExprKind::Nil);
            if matches!(under, Type::Slice(_)) {
                let x = if is_nil(a) { b } else { a };
                let xc = self.operand(x);
                let o = if op == BinOp::Eq { "==" } else { "!=" };
                return format!("{xc}.ptr {o} NULL");
            }
            let l = self.operand(a);
            let mut r = self.operand(b);
            if l == r {
                // `x == x` is meaningful in Go (NaN); keep C from calling it a tautology.
                let ct = self.cty(ot);
                let t = self.temp();
                self.pre_or_inline(&ct, &t, &r);
                r = t;
            }
            return match under {
                Type::Basic(bb) if bb.is_string() => match op {
                    BinOp::Eq => format!("so_string_eq({l}, {r})"),
                    BinOp::Ne => format!("!so_string_eq({l}, {r})"),
                    _ => format!("so_string_cmp({l}, {r}) {} 0", op.as_str()),
                },
                Type::Struct(_) | Type::Array(..) => {
                    let e = self.eq(&l, &r, ot);
                    if op == BinOp::Ne {
                        format!("!{e}")
                    } else {
                        e
                    }
                }
                _ => format!("{l} {} {r}", op.as_str()),
            };
        }
        if op == BinOp::Add && self.p.types.is_string(t) {
            let mut parts = Vec::new();
            Self::flatten_cat(a, &mut parts);
            Self::flatten_cat(b, &mut parts);
            let cs: Vec<String> = parts.iter().map(|p| self.expr(p)).collect();
            return format!("so_string_cat({})", cs.join(", "));
        }
        let ct = self.cty(t);
        let bb = self.basic(t).unwrap_or(Basic::Int);
        if bb.is_integer() {
            let sfx = int_suffix(bb);
            match op {
                BinOp::Div | BinOp::Rem => {
                    let l = self.expr(a);
                    let r = self.expr(b);
                    let f = if op == BinOp::Div { "div" } else { "rem" };
                    // A constant non-zero divisor other than -1 cannot panic or overflow.
                    if let ExprKind::Const(c) = &b.kind {
                        let v = c.as_i64().unwrap_or(0);
                        if v != 0 && v != -1 {
                            let l = self.operand(a);
                            let r = self.operand(b);
                            let s = format!("{l} {} {r}", op.as_str());
                            return if self.is_narrow(t) {
                                format!("({ct})({s})")
                            } else {
                                s
                            };
                        }
                    }
                    return format!("so_{f}_{sfx}({l}, {r})");
                }
                BinOp::Shl | BinOp::Shr => {
                    let l = self.expr(a);
                    let count = self.shift_count(b);
                    let f = if op == BinOp::Shl { "shl" } else { "shr" };
                    return format!("so_{f}_{sfx}({l}, {count})");
                }
                _ => {}
            }
        }
        let l = self.operand(a);
        let r = self.operand(b);
        let s = match op {
            BinOp::AndNot => format!("{l} & ~{r}"),
            _ => format!("{l} {} {r}", op.as_str()),
        };
        if self.is_narrow(t) || (op == BinOp::AndNot && bb.is_integer()) {
            format!("({ct})({s})")
        } else {
            s
        }
    }

    fn shift_count(&mut self, b: &Expr) -> String {
        if let ExprKind::Const(c) = &b.kind {
            return format!(
                "{}u",
                c.as_int().and_then(|i| i.to_u64()).unwrap_or(u64::MAX)
            );
        }
        let c = self.expr(b);
        if self.p.types.is_unsigned(b.ty) {
            format!("(uint64_t)({c})")
        } else {
            format!("so_shift_count({c})")
        }
    }

    fn convert(&mut self, x: &Expr, t: TypeId) -> String {
        let from = self.p.types.under_type(x.ty).clone();
        let to = self.p.types.under_type(t).clone();
        let xc = self.expr(x);
        let ct = self.cty(t);
        match (&from, &to) {
            (Type::Basic(fb), Type::Basic(tb)) if fb.is_integer() && tb.is_string() => {
                format!("so_string_from_rune((int64_t)({xc}))")
            }
            (Type::Slice(e), Type::Basic(tb)) if tb.is_string() => {
                if self.basic(*e) == Some(Basic::Uint8) {
                    format!("so_string_from_bytes({xc})")
                } else {
                    format!("so_string_from_runes({xc})")
                }
            }
            (Type::Basic(fb), Type::Slice(e)) if fb.is_string() => {
                if self.basic(*e) == Some(Basic::Uint8) {
                    format!("so_bytes_from_string({xc})")
                } else {
                    format!("so_runes_from_string({xc})")
                }
            }
            (Type::Basic(fb), Type::Basic(_)) if fb.is_string() => xc,
            (Type::Basic(_), Type::Basic(_))
            | (Type::Pointer(_), Type::Pointer(_))
            | (Type::Func(_), Type::Func(_)) => {
                let fct = self.cty(x.ty);
                if fct == ct {
                    xc
                } else {
                    let o = if needs_parens(x) {
                        format!("({xc})")
                    } else {
                        xc
                    };
                    format!("({ct}){o}")
                }
            }
            (Type::Slice(_), Type::Slice(_)) => xc,
            _ => {
                // Struct-like values of identical layout: copy the bytes.
                let fct = self.cty(x.ty);
                if fct == ct {
                    return xc;
                }
                let tmp = self.temp();
                let out = self.temp();
                format!("({{ {fct} {tmp} = {xc}; {ct} {out}; memcpy(&{out}, &{tmp}, sizeof {out}); {out}; }})")
            }
        }
    }

    fn index(&mut self, x: &Expr, i: &Expr, elem: TypeId) -> String {
        let unsigned = self.p.types.is_unsigned(i.ty);
        match self.p.types.under_type(x.ty).clone() {
            Type::Slice(_) => {
                let xc = self.expr(x);
                let ic = self.expr(i);
                let ct = self.cty(elem);
                if unsigned {
                    format!("so_at_u({ct}, {xc}, {ic})")
                } else {
                    format!("so_at({ct}, {xc}, {ic})")
                }
            }
            Type::Array(n, _) => {
                let base = match &x.kind {
                    ExprKind::Deref(p) => {
                        let pc = self.expr(p);
                        format!("so_nil_check({pc})->a")
                    }
                    _ => {
                        let xc = self.operand(x);
                        format!("{xc}.a")
                    }
                };
                if let ExprKind::Const(_) = i.kind {
                    let ic = self.expr(i);
                    return format!("{base}[{ic}]");
                }
                let ic = self.expr(i);
                if unsigned {
                    format!("{base}[so_index_check_u({ic}, {n})]")
                } else {
                    format!("{base}[so_index_check({ic}, {n})]")
                }
            }
            _ => {
                let xc = self.expr(x);
                let ic = self.expr(i);
                if unsigned {
                    format!("so_string_at({xc}, (int64_t)so_index_check_u({ic}, ({xc}).len))")
                } else {
                    format!("so_string_at({xc}, {ic})")
                }
            }
        }
    }

    fn bound(&mut self, e: Option<&Expr>) -> Option<String> {
        e.map(|e| {
            let c = self.expr(e);
            if self.p.types.is_unsigned(e.ty) {
                format!("(int64_t)({c})")
            } else {
                c
            }
        })
    }

    fn slice_expr(
        &mut self,
        x: &Expr,
        lo: Option<&Expr>,
        hi: Option<&Expr>,
        max: Option<&Expr>,
        t: TypeId,
    ) -> String {
        match self.p.types.under_type(x.ty).clone() {
            Type::Array(n, e) => {
                let base = match &x.kind {
                    ExprKind::Deref(p) => {
                        let pc = self.expr(p);
                        format!("so_nil_check({pc})->a")
                    }
                    _ => {
                        let xc = self.operand(x);
                        format!("{xc}.a")
                    }
                };
                let ct = self.cty(e);
                let l = self.bound(lo).unwrap_or_else(|| "0".into());
                let h = self.bound(hi).unwrap_or_else(|| n.to_string());
                match self.bound(max) {
                    Some(m) => format!("so_array_slice3({ct}, {base}, {n}, {l}, {h}, {m})"),
                    None => format!("so_array_slice({ct}, {base}, {n}, {l}, {h})"),
                }
            }
            Type::Slice(e) => {
                let xc = if hi.is_none() {
                    self.once(x)
                } else {
                    self.expr(x)
                };
                let ct = self.cty(e);
                let l = self.bound(lo).unwrap_or_else(|| "0".into());
                let h = self.bound(hi).unwrap_or_else(|| format!("{xc}.len"));
                match self.bound(max) {
                    Some(m) => format!("so_slice3({ct}, {xc}, {l}, {h}, {m})"),
                    None => format!("so_slice({ct}, {xc}, {l}, {h})"),
                }
            }
            _ => {
                let _ = t;
                let xc = if hi.is_none() {
                    self.once(x)
                } else {
                    self.expr(x)
                };
                let l = self.bound(lo).unwrap_or_else(|| "0".into());
                let h = self.bound(hi).unwrap_or_else(|| format!("{xc}.len"));
                format!("so_string_slice({xc}, {l}, {h})")
            }
        }
    }

    fn print_fn(&mut self, t: TypeId) -> (&'static str, bool) {
        match self.p.types.under_type(t) {
            Type::Basic(b) if b.is_bool() => ("so_print_bool", false),
            Type::Basic(b) if b.is_string() => ("so_print_string", false),
            Type::Basic(Basic::Float32) => ("so_print_float32", false),
            Type::Basic(b) if b.is_float() => ("so_print_float64", false),
            Type::Basic(b) if b.is_unsigned() => ("so_print_uint", false),
            Type::Basic(_) => ("so_print_int", false),
            Type::Slice(_) => ("so_print_slice", false),
            Type::Func(_) => ("so_print_pointer", true),
            _ => ("so_print_pointer", false),
        }
    }

    /// The statements of a print/println call.
    pub fn print_stmts(&mut self, args: &[Expr], newline: bool) -> Vec<String> {
        let p = self.temp();
        let mut out = vec![format!("so_Print {p};"), format!("so_print_begin(&{p});")];
        let mut spread = Vec::new();
        let args: &[Expr] =
            if args.len() == 1 && matches!(self.p.types.get(args[0].ty), Type::Tuple(_)) {
                let Type::Tuple(ts) = self.p.types.get(args[0].ty).clone() else {
                    unreachable!()
                };
                let ct = self.cty(args[0].ty);
                let c = self.expr(&args[0]);
                let t = self.temp();
                out.insert(0, format!("{ct} {t} = {c};"));
                for (k, ty) in ts.iter().enumerate() {
                    spread.push(self.raw_expr(*ty, format!("{t}.r{k}")));
                }
                &spread
            } else {
                args
            };
        for (k, a) in args.iter().enumerate() {
            if k > 0 && newline {
                out.push(format!("so_print_sp(&{p});"));
            }
            let (f, is_fn) = self.print_fn(a.ty);
            let c = self.expr(a);
            if is_fn {
                out.push(format!("{f}(&{p}, (const void *)(uintptr_t){c});"));
            } else {
                out.push(format!("{f}(&{p}, {c});"));
            }
        }
        if newline {
            out.push(format!("so_print_nl(&{p});"));
        }
        out.push(format!("so_print_end(&{p});"));
        out
    }

    fn go_type_name(&self, t: TypeId) -> String {
        match self.p.types.get(t) {
            Type::Named(_) => format!("{}.{}", self.p.package, self.p.types.display(t)),
            _ => self.p.types.display(t),
        }
    }

    fn builtin(&mut self, b: Builtin, args: &[Expr], t: TypeId) -> String {
        match b {
            Builtin::Len | Builtin::Cap => {
                let x = &args[0];
                if let Type::Array(n, _) = self.p.types.under_type(x.ty) {
                    let n = *n;
                    let xc = self.expr(x);
                    return format!("((void)({xc}), (int64_t){n})");
                }
                let xc = self.operand(x);
                if b == Builtin::Len {
                    format!("{xc}.len")
                } else {
                    format!("{xc}.cap")
                }
            }
            Builtin::Append => {
                let et = self.elem_of(args[0].ty);
                let ct = self.cty(et);
                let s = self.expr(&args[0]);
                if args.len() == 1 {
                    return s;
                }
                let vs: Vec<String> = args[1..].iter().map(|a| self.expr(a)).collect();
                if self.p.types.is_zero_size(et) {
                    // so_append counts values by size; values of no size are counted here.
                    return format!(
                        "({{ so_Slice so_ap_s__ = ({s}); {ct} so_ap_v__[] = {{{}}}; so_append_raw(so_ap_s__, so_ap_v__, {}, 0); }})",
                        vs.join(", "),
                        vs.len()
                    );
                }
                format!("so_append({ct}, {s}, {})", vs.join(", "))
            }
            Builtin::AppendSlice => {
                let et = self.elem_of(args[0].ty);
                let ct = self.cty(et);
                let s = self.expr(&args[0]);
                let v = self.expr(&args[1]);
                if self.p.types.is_string(args[1].ty) {
                    format!("so_append_string({s}, {v})")
                } else {
                    format!("so_append_slice({ct}, {s}, {v})")
                }
            }
            Builtin::Copy => {
                let et = self.elem_of(args[0].ty);
                let ct = self.cty(et);
                let d = self.expr(&args[0]);
                let s = self.expr(&args[1]);
                if self.p.types.is_string(args[1].ty) {
                    format!("so_copy_string({d}, {s})")
                } else {
                    format!("so_copy({ct}, {d}, {s})")
                }
            }
            Builtin::Clear => {
                let et = self.elem_of(args[0].ty);
                let ct = self.cty(et);
                let s = self.expr(&args[0]);
                format!("so_clear({ct}, {s})")
            }
            Builtin::Make => {
                let et = self.elem_of(t);
                let ct = self.cty(et);
                let len = if args.len() == 1 {
                    self.once(&args[0])
                } else {
                    self.expr(&args[0])
                };
                let cap = if args.len() > 1 {
                    self.expr(&args[1])
                } else {
                    len.clone()
                };
                format!("so_make({ct}, {len}, {cap})")
            }
            Builtin::New => {
                let et = self.p.types.pointee(t).unwrap_or(t);
                let ct = self.cty(et);
                format!("(({ct} *)memset(alloca(sizeof({ct})), 0, sizeof({ct})))")
            }
            Builtin::Print | Builtin::Println => {
                let stmts = self.print_stmts(args, b == Builtin::Println);
                format!("({{ {} }})", stmts.join(" "))
            }
            Builtin::Panic => self.panic_call(&args[0]),
            Builtin::Min | Builtin::Max => {
                let ct = self.cty(t);
                let bb = self.basic(t).unwrap_or(Basic::Int);
                let mut acc = self.expr(&args[0]);
                for a in &args[1..] {
                    let v = self.expr(a);
                    acc = if bb.is_float() {
                        let f = if b == Builtin::Min { "min" } else { "max" };
                        let w = if bb == Basic::Float32 { "f32" } else { "f64" };
                        format!("so_{f}_{w}({acc}, {v})")
                    } else {
                        let (x, y) = (self.temp(), self.temp());
                        let cmp = if bb.is_string() {
                            let o = if b == Builtin::Min { "<" } else { ">" };
                            format!("so_string_cmp({y}, {x}) {o} 0")
                        } else {
                            let o = if b == Builtin::Min { "<" } else { ">" };
                            format!("{y} {o} {x}")
                        };
                        format!("({{ {ct} {x} = {acc}; {ct} {y} = {v}; {cmp} ? {y} : {x}; }})")
                    };
                }
                acc
            }
        }
    }

    fn elem_of(&self, t: TypeId) -> TypeId {
        match self.p.types.under_type(t) {
            Type::Slice(e) => *e,
            _ => t,
        }
    }

    fn panic_call(&mut self, a: &Expr) -> String {
        if matches!(a.kind, ExprKind::Nil) {
            return "so_panic_nil_value()".into();
        }
        let c = self.expr(a);
        let named = matches!(self.p.types.get(a.ty), Type::Named(_));
        let tn = self.go_type_name(a.ty);
        let kind = match self.p.types.under_type(a.ty) {
            Type::Basic(b) if b.is_string() => "string",
            Type::Basic(b) if b.is_bool() => "bool",
            Type::Basic(Basic::Float32) => "float32",
            Type::Basic(b) if b.is_float() => "float64",
            Type::Basic(b) if b.is_unsigned() => "uint",
            Type::Basic(_) => "int",
            _ => "",
        };
        if kind.is_empty() {
            let ct = self.cty(a.ty);
            let tmp = self.temp();
            return format!("({{ {ct} {tmp} = {c}; so_panic_other(\"{tn}\", &{tmp}); }})");
        }
        if named {
            format!("so_panic_named_{kind}(\"{tn}\", {c})")
        } else {
            format!("so_panic_{kind}({c})")
        }
    }
}
