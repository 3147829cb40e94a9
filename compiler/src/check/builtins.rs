//! Builtin functions: len cap append copy clear make new print println panic min max (and
//! delete, with the rest of maps in `check::maps`).

use super::call::CallArgs;
use super::expr::Operand;
use super::Checker;
use crate::check::scope::{BuiltinFn, Entity};
use crate::diag::Diagnostic;
use crate::syntax::ast::{self, BinOp, Span};
use crate::tir::constant::{self, ConstValue};
use crate::tir::methods;
use crate::tir::types::{Basic, Type, INVALID};
use crate::tir::visit::for_each_subexpr;
use crate::tir::{Alloc, Builtin, ConstStyle, Expr, ExprKind};

fn name(b: BuiltinFn) -> &'static str {
    b.name()
}

/// Whether evaluating the expression calls a function. The spec: `len(a)` of an array is
/// constant when `a` "does not contain channel receives or (non-constant) function calls".
pub(super) fn has_call(e: &Expr) -> bool {
    let mut found = false;
    for_each_subexpr(e, &mut |x| {
        if matches!(
            x.kind,
            ExprKind::Call(..)
                | ExprKind::CallValue(..)
                | ExprKind::IfaceCall(..)
                | ExprKind::Builtin(..)
                | ExprKind::Make(..)
                | ExprKind::New(_)
                | ExprKind::Let(..)
        ) {
            found = true;
        }
    });
    found
}

impl<'a> Checker<'a> {
    fn nargs(
        &mut self,
        b: BuiltinFn,
        args: &[ast::Expr],
        min: usize,
        max: usize,
        span: Span,
    ) -> bool {
        let n = args.len();
        if n < min {
            self.push(
                Diagnostic::error(
                    span,
                    format!(
                        "not enough arguments for {}() (expected {min}, found {n})",
                        name(b)
                    ),
                )
                .label("not enough arguments"),
            );
            return false;
        }
        if n > max {
            self.push(
                Diagnostic::error(
                    args[max].span,
                    format!(
                        "too many arguments for {}() (expected {max}, found {n})",
                        name(b)
                    ),
                )
                .label("too many arguments"),
            );
            return false;
        }
        true
    }

    pub fn builtin(
        &mut self,
        b: BuiltinFn,
        args: &[ast::Expr],
        ellipsis: bool,
        span: Span,
    ) -> Operand {
        let int = self.types_basic(Basic::Int);
        if ellipsis && b != BuiltinFn::Append {
            self.error(
                span,
                format!("invalid use of ... with built-in {}", name(b)),
            );
            return Operand::Invalid;
        }
        match b {
            BuiltinFn::Unsafe(f) => self.unsafe_builtin(f, args, span),
            BuiltinFn::Len | BuiltinFn::Cap => {
                if !self.nargs(b, args, 1, 1, span) {
                    return Operand::Invalid;
                }
                let x = self.expr(&args[0]);
                if x.ty == INVALID {
                    return Operand::Invalid;
                }
                let pointer = x.clone();
                let x = self.auto_deref_array(x);
                let tb = if b == BuiltinFn::Len {
                    Builtin::Len
                } else {
                    Builtin::Cap
                };
                // A type parameter without a core type: every type of its set must have a
                // length (the instances are checked again with their type arguments).
                if self.types.tparam_of(x.ty).is_some()
                    && self.tparam_len_ok(b == BuiltinFn::Cap, x.ty) == Some(true)
                {
                    return Operand::Value(self.mk(int, ExprKind::Builtin(tb, vec![x]), span));
                }
                match self.types.under_type(x.ty).clone() {
                    Type::Basic(bb) if bb.is_string() && b == BuiltinFn::Len => {
                        if let ExprKind::Const(ConstValue::String(s), _) = &x.kind {
                            return Operand::Value(self.mk(
                                int,
                                ExprKind::Const(ConstValue::int(s.len() as i64), ConstStyle::Plain),
                                span,
                            ));
                        }
                        Operand::Value(self.mk(int, ExprKind::Builtin(tb, vec![x]), span))
                    }
                    Type::Array(n, _) => {
                        if !has_call(&x) {
                            return Operand::Value(self.mk(
                                int,
                                ExprKind::Const(ConstValue::int(n), ConstStyle::Plain),
                                span,
                            ));
                        }
                        // `len(gp())` of a pointer to an array calls gp and is N, nil or not:
                        // the emitter evaluates the pointer, not what it points to.
                        let x = if pointer.ty == x.ty { x } else { pointer };
                        Operand::Value(self.mk(int, ExprKind::Builtin(tb, vec![x]), span))
                    }
                    Type::Slice(_) => {
                        Operand::Value(self.mk(int, ExprKind::Builtin(tb, vec![x]), span))
                    }
                    Type::Map(..) if b == BuiltinFn::Len => {
                        Operand::Value(self.mk(int, ExprKind::Builtin(tb, vec![x]), span))
                    }
                    _ => {
                        self.push(
                            Diagnostic::error(
                                args[0].span,
                                format!(
                                    "invalid argument: {} for built-in {}",
                                    self.describe(&x),
                                    name(b)
                                ),
                            )
                            .label("wrong argument type"),
                        );
                        Operand::Invalid
                    }
                }
            }
            BuiltinFn::Append => {
                if !self.nargs(b, args, 1, usize::MAX, span) {
                    return Operand::Invalid;
                }
                let s = self.expr(&args[0]);
                if s.ty == INVALID {
                    return Operand::Invalid;
                }
                if matches!(s.kind, ExprKind::Nil) {
                    self.error(
                        args[0].span,
                        "first argument to append must be a typed slice; have untyped nil",
                    );
                    return Operand::Invalid;
                }
                let Type::Slice(et) = self.types.under_type(s.ty).clone() else {
                    self.error(
                        args[0].span,
                        format!("invalid argument: {} is not a slice", self.describe(&s)),
                    );
                    return Operand::Invalid;
                };
                let st = s.ty;
                let mut out = vec![s];
                if ellipsis {
                    if args.len() != 2 {
                        self.error(span, "can only use ... with final argument in list");
                        return Operand::Invalid;
                    }
                    let t = self.expr(&args[1]);
                    if t.ty == INVALID {
                        return Operand::Invalid;
                    }
                    let is_bytes =
                        self.types.basic_of(et) == Some(Basic::Uint8) && self.types.is_string(t.ty);
                    let t = if self.tparam_slices_of(t.ty, et) {
                        // `append(b, s...)` with `S ~string | ~[]byte` (Go's bytestring core
                        // type): each instance is checked again with S's type argument.
                        t
                    } else if is_bytes {
                        let strt = self.types_basic(Basic::String);
                        self.convert_untyped(t, strt)
                    } else {
                        let slt = self.types.slice(et);
                        let target = if self.types.under(t.ty) == slt {
                            t.ty
                        } else {
                            st
                        };
                        self.assign(t, target, "append")
                    };
                    out.push(t);
                    return Operand::Value(self.mk(
                        st,
                        ExprKind::Builtin(Builtin::AppendSlice, out),
                        span,
                    ));
                }
                for a in &args[1..] {
                    let v = self.expr(a);
                    out.push(self.assign(v, et, "argument to append"));
                }
                if out.iter().any(|e| e.ty == INVALID) {
                    return Operand::Invalid;
                }
                Operand::Value(self.mk(st, ExprKind::Builtin(Builtin::Append, out), span))
            }
            BuiltinFn::Copy => {
                if !self.nargs(b, args, 2, 2, span) {
                    return Operand::Invalid;
                }
                let d = self.expr(&args[0]);
                let s = self.expr(&args[1]);
                if d.ty == INVALID || s.ty == INVALID {
                    return Operand::Invalid;
                }
                let Type::Slice(de) = self.types.under_type(d.ty).clone() else {
                    self.error(
                        args[0].span,
                        format!(
                            "invalid argument: copy expects slice arguments; found {} and {}",
                            self.describe(&d),
                            self.describe(&s)
                        ),
                    );
                    return Operand::Invalid;
                };
                let ok = match self.types.under_type(s.ty).clone() {
                    _ if self.tparam_slices_of(s.ty, de) => true,
                    Type::Slice(se) => se == de,
                    Type::Basic(bb) if bb.is_string() => {
                        self.types.basic_of(de) == Some(Basic::Uint8)
                    }
                    _ => false,
                };
                if !ok {
                    self.error(span, format!("invalid argument: arguments to copy {} and {} have different element types", self.describe(&d), self.describe(&s)));
                    return Operand::Invalid;
                }
                let strt = self.types_basic(Basic::String);
                let s = self.convert_untyped(s, strt);
                Operand::Value(self.mk(int, ExprKind::Builtin(Builtin::Copy, vec![d, s]), span))
            }
            BuiltinFn::Clear => {
                if !self.nargs(b, args, 1, 1, span) {
                    return Operand::Invalid;
                }
                let x = self.expr(&args[0]);
                if x.ty == INVALID {
                    return Operand::Invalid;
                }
                if !matches!(self.types.under_type(x.ty), Type::Slice(_) | Type::Map(..)) {
                    self.error(
                        args[0].span,
                        format!(
                            "invalid argument: {} must be a map or slice",
                            self.describe(&x)
                        ),
                    );
                    return Operand::Invalid;
                }
                let t = self.result_type(&[]);
                Operand::Value(self.mk(t, ExprKind::Builtin(Builtin::Clear, vec![x]), span))
            }
            BuiltinFn::Make => {
                if args.is_empty() {
                    self.error(
                        span,
                        "not enough arguments for make() (expected 1, found 0)",
                    );
                    return Operand::Invalid;
                }
                let t = match self.operand(&args[0]) {
                    Operand::Type(t) => t,
                    Operand::Invalid => return Operand::Invalid,
                    _ => {
                        self.error(args[0].span, "make: first argument is not a type");
                        return Operand::Invalid;
                    }
                };
                if self.types.map_of(t).is_some() {
                    return self.make_map(t, args, span);
                }
                if !matches!(self.types.under_type(t), Type::Slice(_)) {
                    let d = self.types.display(t);
                    self.error(args[0].span, format!("invalid argument: cannot make {d}; type must be slice, map, or channel"));
                    return Operand::Invalid;
                }
                if args.len() < 2 {
                    let d = self.types.display(t);
                    self.error(
                        span,
                        format!("invalid operation: make({d}) expects 2 or 3 arguments; found 1"),
                    );
                    return Operand::Invalid;
                }
                if args.len() > 3 {
                    let d = self.types.display(t);
                    self.error(
                        span,
                        format!(
                            "invalid operation: make({d}, ...) expects 2 or 3 arguments; found {}",
                            args.len()
                        ),
                    );
                    return Operand::Invalid;
                }
                let mut sizes = Vec::new();
                for a in &args[1..] {
                    let e = self.expr(a);
                    let e = self.size_arg(e, "make");
                    if e.ty == INVALID {
                        return Operand::Invalid;
                    }
                    sizes.push(e);
                }
                if sizes.len() == 2 {
                    if let (ExprKind::Const(l, _), ExprKind::Const(c, _)) =
                        (&sizes[0].kind, &sizes[1].kind)
                    {
                        if l.as_int() > c.as_int() {
                            self.error(
                                span,
                                "invalid argument: length and capacity swapped".to_string(),
                            );
                            return Operand::Invalid;
                        }
                    }
                }
                let mut sizes = sizes.into_iter();
                let (Some(len), cap) = (sizes.next(), sizes.next()) else {
                    return Operand::Invalid;
                };
                let kind = ExprKind::Make(Alloc::Frame, Box::new(len), cap.map(Box::new));
                Operand::Value(self.mk(t, kind, span))
            }
            BuiltinFn::New => {
                if !self.nargs(b, args, 1, 1, span) {
                    return Operand::Invalid;
                }
                // The parser reads `new(x)` as a type; x may be a variable (Go 1.26 new(expr)).
                let named = match &args[0].kind {
                    ast::ExprKind::Type(t) => match &t.kind {
                        ast::TypeExprKind::Name(id) => Some(id),
                        _ => None,
                    },
                    _ => None,
                };
                let value_name = named
                    .filter(|id| {
                        !matches!(
                            self.lookup(&id.name),
                            Some(Entity::Type(_)) | Some(Entity::Rejected) | None
                        )
                    })
                    .map(|id| ast::Expr {
                        kind: ast::ExprKind::Ident(id.name.clone()),
                        span: args[0].span,
                    });
                let arg = value_name.as_ref().unwrap_or(&args[0]);
                match self.operand(arg) {
                    Operand::Type(t) => {
                        let pt = self.types.pointer(t);
                        Operand::Value(self.mk(pt, ExprKind::New(Alloc::Frame), span))
                    }
                    Operand::Invalid => Operand::Invalid,
                    Operand::Value(v) => {
                        // new(v): a new variable holding the value.
                        let text = format!("new({})", self.source_text(arg.span));
                        self.require_version(span, super::version::NEW_EXPR, &text);
                        let v = self.default_value(v, "argument to new");
                        if v.ty == INVALID {
                            return Operand::Invalid;
                        }
                        let pt = self.types.pointer(v.ty);
                        Operand::Value(self.mk(
                            pt,
                            ExprKind::AddrOfLit(Alloc::Frame, Box::new(v)),
                            span,
                        ))
                    }
                    _ => {
                        self.error(args[0].span, "new: argument is not a type or a value");
                        Operand::Invalid
                    }
                }
            }
            BuiltinFn::Print | BuiltinFn::Println => {
                let tb = if b == BuiltinFn::Print {
                    Builtin::Print
                } else {
                    Builtin::Println
                };
                let mut es = Vec::new();
                if args.len() == 1 {
                    let e = self.expr_multi(&args[0]);
                    if let Type::Tuple(ts) = self.types.get(e.ty).clone() {
                        if !ts.is_empty() {
                            // Go prints no struct or array, whether an operand or a result.
                            let mut bad = false;
                            for t in &ts {
                                if matches!(
                                    self.types.under_type(*t),
                                    Type::Struct(_) | Type::Array(..)
                                ) {
                                    self.error(
                                        args[0].span,
                                        format!(
                                            "illegal types for operand: {}\n\t{}",
                                            name(b),
                                            self.types.display(*t)
                                        ),
                                    );
                                    bad = true;
                                }
                            }
                            if bad {
                                return Operand::Invalid;
                            }
                            // print(g()): the results, held in a temporary, are the operands.
                            let tmp = self.temp(e.ty, span);
                            let fields = (0..ts.len())
                                .map(|k| {
                                    let l = self.mk(e.ty, ExprKind::Local(tmp), span);
                                    self.mk(ts[k], ExprKind::TupleField(Box::new(l), k), span)
                                })
                                .collect();
                            let t = self.result_type(&[]);
                            let call = self.mk(t, ExprKind::Builtin(tb, fields), span);
                            return Operand::Value(CallArgs::wrap(Some((tmp, e)), call));
                        }
                    }
                    if matches!(self.types.get(e.ty), Type::Tuple(_)) {
                        let d = self.call_name(&args[0]);
                        self.error(args[0].span, format!("{d} (no value) used as value"));
                        return Operand::Invalid;
                    }
                    es.push(e);
                } else {
                    for a in args {
                        es.push(self.expr(a));
                    }
                }
                let mut out = Vec::new();
                let mut bad = false;
                for (a, e) in args.iter().zip(es) {
                    let e = self.default_value(e, &format!("argument to built-in {}", name(b)));
                    if e.ty == INVALID {
                        bad = true;
                        continue;
                    }
                    if matches!(
                        self.types.under_type(e.ty),
                        Type::Struct(_) | Type::Array(..)
                    ) {
                        self.error(
                            a.span,
                            format!(
                                "illegal types for operand: {}\n\t{}",
                                name(b),
                                self.types.display(e.ty)
                            ),
                        );
                        bad = true;
                        continue;
                    }
                    out.push(e);
                }
                if bad {
                    return Operand::Invalid;
                }
                let t = self.result_type(&[]);
                Operand::Value(self.mk(t, ExprKind::Builtin(tb, out), span))
            }
            BuiltinFn::Panic => {
                if !self.nargs(b, args, 1, 1, span) {
                    return Operand::Invalid;
                }
                let e = self.expr(&args[0]);
                let e = if matches!(e.kind, ExprKind::Nil) {
                    e
                } else {
                    self.default_value(e, "argument to panic")
                };
                if e.ty == INVALID {
                    return Operand::Invalid;
                }
                // Go's panic takes an `any` and prints an error or Stringer through its method:
                // a value whose type has methods, or is not a basic type, goes in an interface.
                let plain_basic = self.types.basic_of(e.ty).is_some()
                    && methods::method_set(&self.types, &self.funcs, e.ty).is_empty();
                let e = if matches!(e.kind, ExprKind::Nil) || plain_basic {
                    e
                } else {
                    let any = self.types.intern(Type::Interface(Default::default()));
                    self.to_iface(e, any)
                };
                let t = self.result_type(&[]);
                Operand::Value(self.mk(t, ExprKind::Builtin(Builtin::Panic, vec![e]), span))
            }
            BuiltinFn::Delete => self.delete_builtin(args, span),
            BuiltinFn::Min | BuiltinFn::Max => {
                if !self.nargs(b, args, 1, usize::MAX, span) {
                    return Operand::Invalid;
                }
                let mut es = Vec::new();
                for a in args {
                    es.push(self.expr(a));
                }
                if es.iter().any(|e| e.ty == INVALID) {
                    return Operand::Invalid;
                }
                // A common type: the first typed operand, else the widest untyped kind.
                let typed = es
                    .iter()
                    .find(|e| !self.types.is_untyped(e.ty))
                    .map(|e| e.ty);
                let t = match typed {
                    Some(t) => t,
                    None => {
                        let mut k = es[0].ty;
                        for e in &es {
                            let eb = self.types.basic_of(e.ty);
                            let wider = eb == Some(Basic::UntypedFloat)
                                || (eb == Some(Basic::UntypedRune)
                                    && self.types.basic_of(k) == Some(Basic::UntypedInt));
                            if wider {
                                k = e.ty;
                            }
                        }
                        k
                    }
                };
                // Untyped operands must be of one kind (numbers or strings).
                if let Some(first) = es.iter().find(|e| self.types.is_untyped(e.ty)) {
                    let fs = self.types.is_string(first.ty);
                    if let Some(bad) = es
                        .iter()
                        .find(|e| self.types.is_untyped(e.ty) && self.types.is_string(e.ty) != fs)
                    {
                        let (a, bd) = (self.types.display(first.ty), self.types.display(bad.ty));
                        let d = self.describe(bad);
                        self.error(bad.span, format!("invalid argument: mismatched types {a} (previous argument) and {bd} (type of {d})"));
                        return Operand::Invalid;
                    }
                }
                if !self.types.ordered(t) {
                    self.error(
                        span,
                        format!(
                            "invalid argument: {} cannot be ordered",
                            self.describe(&es[0])
                        ),
                    );
                    return Operand::Invalid;
                }
                let mut out = Vec::new();
                for e in es {
                    if !self.types.is_untyped(e.ty) && e.ty != t {
                        let (a, bb) = (self.types.display(t), self.types.display(e.ty));
                        self.error(e.span, format!("invalid argument: mismatched types {a} (previous argument) and {bb} (type of {})", self.describe(&e)));
                        return Operand::Invalid;
                    }
                    let e = if self.types.is_untyped(t) {
                        let mut e = e;
                        if self.types.is_numeric(e.ty) && self.types.is_numeric(t) {
                            e.ty = t;
                        }
                        e
                    } else {
                        self.assign(e, t, &format!("argument to {}", name(b)))
                    };
                    if e.ty == INVALID {
                        return Operand::Invalid;
                    }
                    out.push(e);
                }
                // All constant: fold.
                if out.iter().all(|e| matches!(e.kind, ExprKind::Const(..))) {
                    let mut best = out[0].clone();
                    for e in &out[1..] {
                        let (ExprKind::Const(a, _), ExprKind::Const(c, _)) = (&best.kind, &e.kind)
                        else {
                            continue;
                        };
                        let op = if b == BuiltinFn::Min {
                            BinOp::Lt
                        } else {
                            BinOp::Gt
                        };
                        if let Ok(ConstValue::Bool(true)) = constant::binary(op, c, a, false) {
                            best = e.clone();
                        }
                    }
                    best.span = span;
                    best.ty = t;
                    return Operand::Value(best);
                }
                let t = if self.types.is_untyped(t) {
                    self.default_type(t)
                } else {
                    t
                };
                let out = out
                    .into_iter()
                    .map(|e| self.convert_untyped(e, t))
                    .collect();
                let tb = if b == BuiltinFn::Min {
                    Builtin::Min
                } else {
                    Builtin::Max
                };
                Operand::Value(self.mk(t, ExprKind::Builtin(tb, out), span))
            }
        }
    }

    /// A length or capacity argument: an integer (untyped constants become int), non-negative.
    pub fn size_arg(&mut self, e: Expr, what: &str) -> Expr {
        if e.ty == INVALID {
            return e;
        }
        let int = self.types_basic(Basic::Int);
        let e = if self.types.is_untyped(e.ty) {
            if let ExprKind::Const(c, _) = &e.kind {
                if c.as_int().is_none() {
                    self.error(e.span, format!("{} truncated to int", self.describe(&e)));
                    return self.invalid(e.span);
                }
            }
            self.convert_untyped(e, int)
        } else {
            e
        };
        if e.ty == INVALID {
            return e;
        }
        if !self.types.is_integer(e.ty) {
            self.error(
                e.span,
                format!("cannot convert {} to type int", self.describe(&e)),
            );
            return self.invalid(e.span);
        }
        if let ExprKind::Const(c, _) = &e.kind {
            if c.as_int().is_some_and(|i| i < 0.into()) {
                self.error(
                    e.span,
                    format!(
                        "invalid argument: index {} must not be negative",
                        self.describe(&e)
                    ),
                );
                return self.invalid(e.span);
            }
        }
        let _ = what;
        if e.ty != int {
            let sp = e.span;
            let kind = self.types.conv_kind(e.ty, int);
            return self.mk(int, ExprKind::Convert(kind, Alloc::Frame, Box::new(e)), sp);
        }
        e
    }
}
