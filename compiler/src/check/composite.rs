//! Composite literals: structs, arrays (including `[...]T`) and slices.

use super::Checker;
use crate::diag::Diagnostic;
use crate::syntax::ast::{self, Element, KeyedElement, Span, TypeExprKind};
use crate::tir::constant::ConstValue;
use crate::tir::types::{Type, TypeId, INVALID};
use crate::tir::{Alloc, Expr, ExprKind};

impl<'a> Checker<'a> {
    /// The type of a composite literal (computes the length of `[...]T`).
    pub fn composite_type(&mut self, ty: &ast::TypeExpr, elems: &[KeyedElement]) -> TypeId {
        if let TypeExprKind::Array(None, elem) = &ty.kind {
            let et = self.resolve_type(elem);
            if et == INVALID {
                return INVALID;
            }
            // Count: the largest index + 1 (keys must be constants).
            let mut next: i64 = 0;
            let mut max: i64 = 0;
            for e in elems {
                if let Some(Element::Expr(k)) = &e.key {
                    let kv = self.expr(k);
                    if let ExprKind::Const(c, _) = &kv.kind {
                        if let Some(v) = c.as_i64() {
                            next = v;
                        }
                    }
                }
                next = next.saturating_add(1);
                max = max.max(next);
            }
            let at = self.types.intern(Type::Array(max, et));
            if self.literal_too_large(at, ty.span) {
                return INVALID;
            }
            return at;
        }
        self.resolve_type(ty)
    }

    fn element(&mut self, el: &Element, t: TypeId) -> Expr {
        match el {
            Element::Expr(e) => {
                let v = self.expr(e);
                self.assign(v, t, "array or slice literal")
            }
            Element::Lit(elems, span) => {
                // Elided type: T, or &T for an element of pointer type.
                if let Some(p) = self.types.pointee(t) {
                    let inner = self.composite(p, elems, *span);
                    return self.mk(t, ExprKind::AddrOfLit(Alloc::Frame, Box::new(inner)), *span);
                }
                self.composite(t, elems, *span)
            }
        }
    }

    /// A struct field's value: the spec lets a literal elide its type only for elements and
    /// keys of arrays, slices and maps, never for a field (`T{f: {1, 2}}` is an error).
    fn field_element(&mut self, el: &Element, t: TypeId) -> Expr {
        if let Element::Lit(_, span) = el {
            self.push(
                Diagnostic::error(*span, "missing type in composite literal")
                    .label("a struct field's value needs its type")
                    .help(format!(
                        "write the type before the braces: {}{{...}}",
                        self.types.display(t)
                    )),
            );
            return self.invalid(*span);
        }
        self.element(el, t)
    }

    pub fn composite(&mut self, t: TypeId, elems: &[KeyedElement], span: Span) -> Expr {
        // An elided element type may name a type declared further down (its slice or pointer
        // type did not need its definition yet).
        self.complete_named(t);
        match self.types.under_type(t).clone() {
            Type::Struct(fields) => {
                let mut vals: Vec<Option<Expr>> = vec![None; fields.len()];
                let mut order: Vec<usize> = Vec::new();
                let keyed = elems.first().is_some_and(|e| e.key.is_some());
                // Another package's struct type: its unexported fields are not ours to set.
                let foreign = self.foreign_type_name(t);
                let mut hidden_reported = false;
                if keyed {
                    for e in elems {
                        let name = match &e.key {
                            Some(Element::Expr(ast::Expr {
                                kind: ast::ExprKind::Ident(n),
                                ..
                            })) => n.clone(),
                            _ => {
                                self.error(
                                    e.span,
                                    "mixture of field:value and value elements in struct literal",
                                );
                                continue;
                            }
                        };
                        let Some(i) = fields.iter().position(|f| f.name == name) else {
                            let d = self.types.display(t);
                            self.push(
                                Diagnostic::error(
                                    e.span,
                                    format!("unknown field {name} in struct literal of type {d}"),
                                )
                                .label("no such field"),
                            );
                            continue;
                        };
                        if let (Some(d), false) = (&foreign, super::is_exported(&name)) {
                            self.push(
                                Diagnostic::error(
                                    e.span,
                                    format!(
                                        "cannot refer to unexported field {name} in struct literal of type {d}"
                                    ),
                                )
                                .label("unexported field of another package"),
                            );
                        }
                        let v = self.field_element(&e.value, fields[i].ty);
                        let v = self.assign(v, fields[i].ty, "struct literal");
                        if vals[i].is_some() {
                            self.error(
                                e.span,
                                format!("duplicate field name {name} in struct literal"),
                            );
                        }
                        vals[i] = Some(v);
                        order.push(i);
                    }
                } else {
                    for (i, e) in elems.iter().enumerate() {
                        if e.key.is_some() {
                            self.error(
                                e.span,
                                "mixture of field:value and value elements in struct literal",
                            );
                            continue;
                        }
                        let Some(f) = fields.get(i) else {
                            self.error(
                                e.span,
                                format!(
                                    "too many values in struct literal of type {}",
                                    self.types.display(t)
                                ),
                            );
                            break;
                        };
                        if let (Some(d), false, false) =
                            (&foreign, super::is_exported(&f.name), hidden_reported)
                        {
                            hidden_reported = true;
                            let n = f.name.clone();
                            self.push(
                                Diagnostic::error(
                                    e.span,
                                    format!(
                                        "implicit assignment to unexported field {n} in struct literal of type {d}"
                                    ),
                                )
                                .label("unexported field of another package"),
                            );
                        }
                        let v = self.field_element(&e.value, f.ty);
                        vals[i] = Some(v);
                        order.push(i);
                    }
                    if !elems.is_empty() && elems.len() < fields.len() {
                        self.error(
                            span,
                            format!(
                                "too few values in struct literal of type {}",
                                self.types.display(t)
                            ),
                        );
                    }
                }
                let mut out = Vec::new();
                for i in order {
                    if let Some(v) = vals[i].take() {
                        out.push((i, v));
                    }
                }
                self.mk(t, ExprKind::StructLit(out), span)
            }
            Type::Array(n, et) => {
                let items = self.indexed_elements(elems, et, Some(n));
                self.mk(t, ExprKind::ArrayLit(items), span)
            }
            Type::Slice(et) => {
                let items = self.indexed_elements(elems, et, None);
                let len = items
                    .iter()
                    .map(|(i, _)| i.saturating_add(1))
                    .max()
                    .unwrap_or(0);
                let backing = self.types.intern(Type::Array(len, et));
                if self.literal_too_large(backing, span) {
                    return self.invalid(span);
                }
                self.mk(t, ExprKind::SliceLit(Alloc::Frame, len, items), span)
            }
            Type::Map(kt, vt) => self.map_literal(t, kt, vt, elems, span),
            _ => {
                if t != INVALID {
                    let d = self.types.display(t);
                    self.error(span, format!("invalid composite literal type {d}"));
                }
                self.invalid(span)
            }
        }
    }

    fn indexed_elements(
        &mut self,
        elems: &[KeyedElement],
        et: TypeId,
        bound: Option<i64>,
    ) -> Vec<(i64, Expr)> {
        let mut out: Vec<(i64, Expr)> = Vec::new();
        let mut next: i64 = 0;
        for e in elems {
            if let Some(k) = &e.key {
                let Element::Expr(k) = k else {
                    self.error(e.span, "invalid key in array or slice literal");
                    continue;
                };
                let kv = self.expr(k);
                let kv = self.index_value(kv, bound);
                match &kv.kind {
                    ExprKind::Const(c @ (ConstValue::Int(_) | ConstValue::Float(_)), _) => {
                        next = c.as_i64().unwrap_or(0);
                    }
                    _ => {
                        if kv.ty != INVALID {
                            self.error(k.span, "index must be non-negative integer constant");
                        }
                        continue;
                    }
                }
            }
            if let Some(n) = bound {
                if next >= n {
                    self.error(e.span, format!("index {next} out of bounds [0:{n}]"));
                    next += 1;
                    continue;
                }
            }
            if out.iter().any(|(i, _)| *i == next) {
                self.error(
                    e.span,
                    format!("duplicate index {next} in array or slice literal"),
                );
            }
            let v = self.element(&e.value, et);
            out.push((next, v));
            let Some(after) = next.checked_add(1) else {
                // Index i64::MAX holds a value: the literal's length does not fit an int. With
                // elements of non-zero size the size limit reports it (literal_too_large).
                if self.types.size_of(et) == 0 {
                    self.error(
                        e.span,
                        format!("index {next} out of bounds: too many elements"),
                    );
                }
                break;
            };
            next = after;
        }
        out
    }

    /// Go's limit on the size of a type (1 << 50 bytes on 64-bit targets): the array type of a
    /// `[N]T` written in a type, a `[...]T` literal or a slice literal's backing array, reported
    /// as Go does (`type [N]T larger than address space`) with `help`.
    pub(super) fn too_large(&mut self, array: TypeId, span: Span, help: &str) -> bool {
        if self.types.size_of(array) < 1 << 50 {
            return false;
        }
        let d = self.types.display(array);
        self.push(
            Diagnostic::error(span, format!("type {d} larger than address space"))
                .label("too large")
                .help(help),
        );
        true
    }

    /// `too_large` for the array a literal declares or fills.
    fn literal_too_large(&mut self, array: TypeId, span: Span) -> bool {
        self.too_large(
            array,
            span,
            "use fewer elements, or a slice of memory from a so/mem allocator",
        )
    }
}
