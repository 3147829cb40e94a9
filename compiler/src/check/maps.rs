//! Built-in maps: `map[K]V` types (the key must be comparable), `make(map[K]V, cap)` (the
//! capacity is required: So's maps never grow, language.md section 3), map literals (their
//! capacity is their number of entries; duplicate constant keys are an error), `m[k]`, the
//! comma-ok form `v, ok := m[k]`, `delete`, and the rule that a field of a map element cannot
//! be assigned.

use super::expr::Operand;
use super::Checker;
use crate::diag::Diagnostic;
use crate::syntax::ast::{self, Element, KeyedElement, Span};
use crate::tir::constant::ConstValue;
use crate::tir::types::{Basic, Type, TypeId, TypeTable, INVALID};
use crate::tir::{Alloc, Builtin, Expr, ExprKind};

impl<'a> Checker<'a> {
    /// The type `map[K]V` of resolved key and value types. Whether the key type is comparable
    /// is checked once every type of the package is complete (`check_map_keys`): a key may be
    /// a type declared further down, or the type being declared.
    pub fn map_type(&mut self, k: TypeId, v: TypeId, key_span: Span) -> TypeId {
        if k == INVALID || v == INVALID {
            return INVALID;
        }
        self.map_keys.push((k, key_span));
        self.types.intern(Type::Map(k, v))
    }

    /// Go's "invalid map key type": slices, maps, functions and structs or arrays holding one.
    pub fn check_map_keys(&mut self) {
        let keys = std::mem::take(&mut self.map_keys);
        for (k, span) in keys {
            if self.types.comparable(k) || self.types.under(k) == INVALID {
                continue;
            }
            let d = self.types.display(k);
            let why = match self.types.under_type(k) {
                Type::Slice(_) => "a slice",
                Type::Map(..) => "a map",
                Type::Func(_) => "a function",
                Type::TypeParam(_) => "a type parameter without the comparable constraint",
                _ => "a type that holds a slice, map or function",
            };
            self.push(
                Diagnostic::error(span, format!("invalid map key type {d}"))
                    .label(format!("{why} cannot be compared with =="))
                    .help("map keys must be comparable: use a string, number, pointer, or a struct or array of those"),
            );
        }
    }

    /// `make(map[K]V, cap)`: the capacity is required.
    pub fn make_map(&mut self, t: TypeId, args: &[ast::Expr], span: Span) -> Operand {
        let d = self.types.display(t);
        if args.len() < 2 {
            self.push(
                Diagnostic::error(span, format!("map made without a capacity: make({d}) needs one in So"))
                    .label("no capacity")
                    .help(format!(
                        "built-in maps have a fixed capacity: give the most entries the map will hold, as in make({d}, n), or use a growable so/maps.Map made with maps.New[K, V](allocator, n)"
                    )),
            );
            return Operand::Invalid;
        }
        if args.len() > 2 {
            self.error(
                span,
                format!(
                    "invalid operation: make({d}, ...) expects 1 or 2 arguments; found {}",
                    args.len()
                ),
            );
            for a in &args[1..] {
                self.expr(a);
            }
            return Operand::Invalid;
        }
        let cap = self.expr(&args[1]);
        let cap = self.size_arg(cap, "make");
        if cap.ty == INVALID {
            return Operand::Invalid;
        }
        Operand::Value(self.mk(t, ExprKind::MakeMap(Alloc::Frame, Box::new(cap)), span))
    }

    /// A value or key of a map literal: an expression, or a `{...}` of the elided type (or of
    /// the type pointed to, for a pointer type).
    fn map_element(&mut self, el: &Element, t: TypeId) -> Expr {
        match el {
            Element::Expr(e) => {
                let v = self.expr(e);
                self.assign(v, t, "map literal")
            }
            Element::Lit(elems, span) => {
                if let Some(p) = self.types.pointee(t) {
                    let inner = self.composite(p, elems, *span);
                    return self.mk(t, ExprKind::AddrOfLit(Alloc::Frame, Box::new(inner)), *span);
                }
                self.composite(t, elems, *span)
            }
        }
    }

    /// `map[K]V{k: v, ...}`.
    pub fn map_literal(
        &mut self,
        t: TypeId,
        kt: TypeId,
        vt: TypeId,
        elems: &[KeyedElement],
        span: Span,
    ) -> Expr {
        let mut entries = Vec::new();
        let mut seen: Vec<(TypeId, ConstValue)> = Vec::new();
        let mut bad = false;
        for e in elems {
            let Some(key) = &e.key else {
                self.push(
                    Diagnostic::error(e.span, "missing key in map literal")
                        .label("expected key: value"),
                );
                bad = true;
                continue;
            };
            let k = self.map_element(key, kt);
            let v = self.map_element(&e.value, vt);
            if k.ty == INVALID || v.ty == INVALID {
                bad = true;
                continue;
            }
            // Go checks duplicates on the generic declaration: in an instance, `T(0)` is a
            // constant key the generic body did not have (the later entry wins at run time).
            let key = if self.instance_mode {
                None
            } else {
                constant_key(&self.types, &k)
            };
            if let Some((ct, c)) = key {
                if seen.iter().any(|(st, sc)| *st == ct && *sc == c) {
                    self.push(
                        Diagnostic::error(
                            k.span,
                            format!("duplicate key {} in map literal", c.describe()),
                        )
                        .label("this key is already in the literal"),
                    );
                    bad = true;
                } else {
                    seen.push((ct, c));
                }
            }
            entries.push((k, v));
        }
        if bad {
            return self.invalid(span);
        }
        self.mk(t, ExprKind::MapLit(Alloc::Frame, entries), span)
    }

    /// `m[k]`: the key converted to the key type.
    pub fn map_index(&mut self, m: Expr, k: Expr, kt: TypeId, vt: TypeId, span: Span) -> Expr {
        let k = self.assign(k, kt, "map index");
        if k.ty == INVALID {
            return self.invalid(span);
        }
        self.mk(vt, ExprKind::MapIndex(Box::new(m), Box::new(k)), span)
    }

    /// `v, ok := m[k]`: an index of a map becomes a lookup giving (V, bool); anything else is
    /// left as it is (and reported as one value by the caller).
    pub fn comma_ok_index(&mut self, x: Expr) -> Expr {
        let Expr { ty, kind, span } = x;
        match kind {
            ExprKind::MapIndex(m, k) => {
                let b = self.types_basic(Basic::Bool);
                let tt = self.types.tuple(&[ty, b]);
                self.mk(tt, ExprKind::MapLookup(m, k), span)
            }
            kind => Expr { ty, kind, span },
        }
    }

    /// `delete(m, k)`.
    pub fn delete_builtin(&mut self, args: &[ast::Expr], span: Span) -> Operand {
        if args.len() != 2 {
            let n = args.len();
            let (msg, at) = if n < 2 {
                (
                    format!("not enough arguments for delete() (expected 2, found {n})"),
                    span,
                )
            } else {
                (
                    format!("too many arguments for delete() (expected 2, found {n})"),
                    args[2].span,
                )
            };
            self.error(at, msg);
            return Operand::Invalid;
        }
        let m = self.expr(&args[0]);
        let k = self.expr(&args[1]);
        if m.ty == INVALID || k.ty == INVALID {
            return Operand::Invalid;
        }
        let Some((kt, _)) = self.types.map_of(m.ty) else {
            self.error(
                args[0].span,
                format!("invalid argument: {} is not a map", self.describe(&m)),
            );
            return Operand::Invalid;
        };
        let k = self.assign(k, kt, "argument to delete");
        if k.ty == INVALID {
            return Operand::Invalid;
        }
        let t = self.result_type(&[]);
        Operand::Value(self.mk(t, ExprKind::Builtin(Builtin::Delete, vec![m, k]), span))
    }

    /// An assignment to a field of a struct stored in a map (`m[k].f = v`, `m[k].f++`): the
    /// element is a copy, so Go rejects it with a message of its own. Reports it and gives
    /// true. (Deeper places, `m[k].f.g` or `m[k][i]`, get the general message.)
    pub fn map_field_target(&mut self, src: &ast::Expr, x: &Expr) -> bool {
        let ExprKind::Field(y, _) = &x.kind else {
            return false;
        };
        if !matches!(y.kind, ExprKind::MapIndex(..)) {
            return false;
        }
        let text = super::stmt::expr_text(src).unwrap_or_else(|| "the field".into());
        self.push(
            Diagnostic::error(src.span, format!("cannot assign to struct field {text} in map"))
                .label("a map element is a copy, not a variable")
                .help("read the element into a variable, change it, and store it back with m[k] = v; or store pointers in the map"),
        );
        true
    }
}

/// The constant value of a map literal's key (with its type: `1` and `int8(1)` are different
/// `any` keys), for the duplicate-key check.
fn constant_key(types: &TypeTable, k: &Expr) -> Option<(TypeId, ConstValue)> {
    match &k.kind {
        ExprKind::Const(c, _) => Some((k.ty, c.clone())),
        // A constant converted to a type parameter is not a constant.
        ExprKind::Convert(..) if types.tparam_of(k.ty).is_some() => None,
        ExprKind::ToIface(_, x) | ExprKind::Convert(_, _, x) => constant_key(types, x),
        _ => None,
    }
}
