//! "Stack by default" (language.md section 3): values placed in a function's frame (`make`,
//! literals, `new`, `&local`, string conversions and concatenation) must not outlive it.
//!
//! A small flow-insensitive analysis over one function's typed tree: each local is marked with
//! the origin of any frame memory it may refer to; returning such a value, storing it in a
//! global or in memory the caller owns is rejected. Input: the function body; output:
//! diagnostics.

use super::Checker;
use crate::diag::Diagnostic;
use crate::syntax::ast::{BinOp, Span};
use crate::tir::types::{Type, TypeId};
use crate::tir::visit::{walk_stmt, Visitor};
use crate::tir::{ConvKind, Expr, ExprKind, LocalId, Stmt, StmtKind, Values};

type Origin = Option<&'static str>;

struct Escape<'c, 'a> {
    c: &'c Checker<'a>,
    state: Vec<Origin>,
    changed: bool,
    errors: Vec<(Span, &'static str, &'static str)>,
}

/// The local a location expression lives in (through fields, array elements and the
/// memory of local slices and pointers).
pub fn root_local(e: &Expr) -> Option<LocalId> {
    match &e.kind {
        ExprKind::Local(id) => Some(*id),
        ExprKind::Field(x, ..)
        | ExprKind::Index(_, x, _)
        | ExprKind::SliceExpr { x, .. }
        | ExprKind::Deref(x, _)
        | ExprKind::Convert(_, _, x)
        | ExprKind::AddrOf(x) => root_local(x),
        _ => None,
    }
}

impl<'c, 'a> Escape<'c, 'a> {
    fn holds_pointers(&self, t: TypeId) -> bool {
        self.holds_pointers_depth(t, 0)
    }

    fn holds_pointers_depth(&self, t: TypeId, d: usize) -> bool {
        if d > 20 {
            return true;
        }
        match self.c.types.under_type(t) {
            Type::Basic(b) => b.is_string(),
            Type::Pointer(_) | Type::Slice(_) => true,
            Type::Func(_) => false,
            Type::Array(_, e) => self.holds_pointers_depth(*e, d + 1),
            Type::Struct(fs) => fs.iter().any(|f| self.holds_pointers_depth(f.ty, d + 1)),
            Type::Tuple(ts) => ts.iter().any(|x| self.holds_pointers_depth(*x, d + 1)),
            Type::Named(_) => true,
        }
    }

    /// Whether the address of the location `x` lies in the current frame.
    fn addr(&self, x: &Expr) -> Origin {
        match &x.kind {
            ExprKind::Local(_) => Some("pointer to a local"),
            ExprKind::StructLit(_) | ExprKind::ArrayLit(_) | ExprKind::SliceLit(..) => {
                Some("address of a composite literal")
            }
            ExprKind::Field(y, ..) => self.addr(y),
            ExprKind::Index(_, y, _) => match self.c.types.under_type(y.ty) {
                Type::Array(..) => self.addr(y),
                _ => self.value(y),
            },
            ExprKind::Deref(p, _) => self.value(p),
            _ => None,
        }
    }

    /// Whether the value of `e` may refer to memory in the current frame.
    fn value(&self, e: &Expr) -> Origin {
        if !self.holds_pointers(e.ty) {
            return None;
        }
        match &e.kind {
            ExprKind::Local(id) => self.state.get(id.index()).copied().flatten(),
            ExprKind::AddrOf(x) => self.addr(x),
            ExprKind::AddrOfLit(..) => Some("address of a composite literal"),
            ExprKind::Make(..) => Some("slice made by make"),
            ExprKind::New(_) => Some("value made by new"),
            ExprKind::Builtin(
                crate::tir::Builtin::Append | crate::tir::Builtin::AppendSlice,
                args,
            ) => {
                // `append` never grows (language.md): the result aliases its first argument;
                // the other arguments are copied in, so they matter only when the elements
                // themselves carry pointers.
                let first = args.first().and_then(|a| self.value(a));
                let elem_ptrs = match self.c.types.under_type(e.ty) {
                    Type::Slice(el) => self.holds_pointers(*el),
                    _ => true,
                };
                if first.is_some() || !elem_ptrs {
                    first
                } else {
                    args.iter().skip(1).find_map(|a| self.value(a))
                }
            }
            ExprKind::SliceLit(..) => Some("slice literal"),
            ExprKind::Concat(..) => Some("concatenated string"),
            ExprKind::Convert(kind, _, x) => match kind {
                ConvKind::StringFromRune
                | ConvKind::StringFromBytes
                | ConvKind::StringFromRunes => Some("string made by a conversion"),
                ConvKind::BytesFromString | ConvKind::RunesFromString => {
                    Some("slice made by a conversion")
                }
                ConvKind::Same | ConvKind::Cast | ConvKind::Layout => self.value(x),
            },
            ExprKind::SliceExpr { x, .. } => match self.c.types.under_type(x.ty) {
                Type::Array(..) => self.addr(x).map(|_| "slice of a local array"),
                _ => self.value(x),
            },
            ExprKind::Field(x, ..)
            | ExprKind::Index(_, x, _)
            | ExprKind::Deref(x, _)
            | ExprKind::TupleField(x, _) => self.value(x),
            ExprKind::Call(_, args) | ExprKind::Builtin(_, args) => self.call_result(e.ty, args),
            ExprKind::CallValue(_, args) => self.call_result(e.ty, args),
            ExprKind::StructLit(vs) => vs.iter().find_map(|(_, v)| self.value(v)),
            ExprKind::ArrayLit(vs) => vs.iter().find_map(|(_, v)| self.value(v)),
            ExprKind::Let(_, _, body) => self.value(body),
            ExprKind::Seq(_, x) => self.value(x),
            ExprKind::Const(..)
            | ExprKind::Nil
            | ExprKind::Zero
            | ExprKind::Global(_)
            | ExprKind::Func(_)
            | ExprKind::PtrMethod(_)
            | ExprKind::Unary(..)
            | ExprKind::Binary(..)
            | ExprKind::Compare(..) => None,
        }
    }

    /// A call's result may refer to frame memory only through an argument that can reach a
    /// value of a type the result holds.
    fn call_result(&self, result: TypeId, args: &[Expr]) -> Origin {
        let mut want = Vec::new();
        self.leaves(result, &mut want, 0);
        for a in args {
            if let Some(o) = self.value(a) {
                let mut have = Vec::new();
                self.leaves(a.ty, &mut have, 0);
                if have.iter().any(|t| want.contains(t)) {
                    return Some(o);
                }
            }
        }
        None
    }

    /// Pointer-carrying types reachable from `t` (strings, slices, pointers).
    fn leaves(&self, t: TypeId, out: &mut Vec<TypeId>, d: usize) {
        if d > 8 || out.contains(&t) {
            return;
        }
        let u = self.c.types.under(t);
        match self.c.types.get(u).clone() {
            Type::Basic(b) if b.is_string() => out.push(u),
            Type::Pointer(e) => {
                out.push(u);
                self.leaves(e, out, d + 1);
            }
            Type::Slice(e) => {
                out.push(u);
                self.leaves(e, out, d + 1);
            }
            Type::Array(_, e) => self.leaves(e, out, d + 1),
            Type::Struct(fs) => {
                for f in fs {
                    self.leaves(f.ty, out, d + 1);
                }
            }
            Type::Tuple(ts) => {
                for x in ts {
                    self.leaves(x, out, d + 1);
                }
            }
            Type::Basic(_) | Type::Named(_) | Type::Func(_) => {}
        }
    }

    fn mark(&mut self, id: LocalId, o: Origin) {
        if o.is_some() {
            if let Some(s) = self.state.get_mut(id.index()) {
                if s.is_none() {
                    *s = o;
                    self.changed = true;
                }
            }
        }
    }

    /// A store of a value with origin `o` into the location `l`.
    fn store(&mut self, l: &Expr, o: Origin, span: Span) {
        let Some(origin) = o else { return };
        match &l.kind {
            ExprKind::Local(id) => self.mark(*id, o),
            ExprKind::Global(_) => {
                self.errors
                    .push((span, origin, "stored in a package-level variable"))
            }
            ExprKind::Field(x, ..) => self.store(x, o, span),
            ExprKind::Index(_, x, _) => match self.c.types.under_type(x.ty) {
                Type::Array(..) => self.store(x, o, span),
                _ => self.store_through(x, o, span),
            },
            ExprKind::Deref(p, _) => self.store_through(p, o, span),
            _ => {}
        }
    }

    /// A store into the memory a pointer or slice `p` refers to.
    fn store_through(&mut self, p: &Expr, o: Origin, span: Span) {
        if self.value(p).is_some() {
            // Memory of this frame: whatever refers to it now also refers to the value.
            if let Some(id) = root_local(p) {
                self.mark(id, o);
            }
            return;
        }
        if let Some(origin) = o {
            self.errors
                .push((span, origin, "stored in memory that outlives this function"));
        }
    }

    /// Temporaries bound inside an expression take the origin of their value.
    fn lets(&mut self, e: &Expr) {
        let mut binds = Vec::new();
        crate::tir::visit::for_each_subexpr(e, &mut |x| {
            if let ExprKind::Let(t, v, _) = &x.kind {
                binds.push((*t, (**v).clone()));
            }
        });
        for (t, v) in binds {
            let o = self.value(&v);
            self.mark(t, o);
        }
    }

    fn values(&self, vals: &Values) -> Vec<(Origin, Span)> {
        match vals {
            Values::Each(vs) => vs.iter().map(|v| (self.value(v), v.span)).collect(),
            Values::Tuple(v) => vec![(self.value(v), v.span)],
        }
    }
}

impl Visitor for Escape<'_, '_> {
    fn visit_expr(&mut self, e: &Expr) {
        self.lets(e);
    }

    fn visit_stmt(&mut self, s: &Stmt) {
        match &s.kind {
            StmtKind::VarDecl(ids, Some(vals)) => {
                let os = self.values(vals);
                for (k, id) in ids.iter().enumerate() {
                    let (o, _) = os
                        .get(k)
                        .or(os.first())
                        .copied()
                        .unwrap_or((None, Span::default()));
                    self.mark(*id, o);
                }
            }
            StmtKind::AssignMulti { lhs, values, .. } => {
                let os = self.values(values);
                for (k, l) in lhs.iter().enumerate() {
                    if let Some(l) = l {
                        let (o, sp) = os.get(k).or(os.first()).copied().unwrap_or((None, l.span));
                        self.store(l, o, sp);
                    }
                }
            }
            StmtKind::Decl(id, Some(v)) => {
                let o = self.value(v);
                self.mark(*id, o);
            }
            StmtKind::Assign(l, r) => {
                let o = self.value(r);
                self.store(l, o, r.span);
            }
            StmtKind::OpAssign(l, op, r) => {
                let o = if *op == BinOp::Add && self.c.types.is_string(l.ty) {
                    Some("concatenated string")
                } else {
                    self.value(r)
                };
                self.store(l, o, r.span);
            }
            StmtKind::Range {
                value: Some(v),
                expr,
                ..
            } => {
                let o = if self.holds_pointers(v.ty) {
                    self.value(expr)
                } else {
                    None
                };
                self.store(v, o, v.span);
            }
            StmtKind::Return(es) => {
                for e in es {
                    if let Some(o) = self.value(e) {
                        self.errors.push((e.span, o, "returned"));
                    }
                }
            }
            _ => {}
        }
        walk_stmt(self, s);
    }
}

impl<'a> Checker<'a> {
    /// Reports values that would outlive the frame of the function being checked.
    pub fn check_escapes(&mut self, body: &[Stmt], nlocals: usize) {
        let mut e = Escape {
            c: self,
            state: vec![None; nlocals],
            changed: true,
            errors: Vec::new(),
        };
        let mut rounds = 0;
        while e.changed && rounds < 20 {
            e.changed = false;
            e.errors.clear();
            e.visit_stmts(body);
            rounds += 1;
        }
        let errors = std::mem::take(&mut e.errors);
        let mut seen = std::collections::HashSet::new();
        for (span, origin, how) in errors {
            if !seen.insert((span.lo, span.hi)) {
                continue;
            }
            self.push(
                Diagnostic::error(span, format!("escaping value: the {origin} is {how}, so it would outlive its frame"))
                    .label(format!("{origin} escapes here"))
                    .help("values made in a function live in its frame (language.md section 3): pass a buffer or pointer in from the caller, or allocate with a so/mem allocator"),
            );
        }
    }
}
