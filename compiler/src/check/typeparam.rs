//! What a value of a type parameter's type permits, in a generic declaration's own check.
//!
//! > The operations permitted on a value of type parameter type are those permitted by every
//! > type in its type set. [...] A type parameter without a core type has no operations other
//! > than those that all its types share.
//!
//! Operators follow the terms of the constraint (`~int | ~float64` permits `+`, `<` but not
//! `%`); an untyped constant converts to the type parameter if it is representable in every
//! term's type; `==` needs a comparable type set. Instances are checked again with their type
//! arguments, so this module only has to be right about what Go rejects.

use super::Checker;
use crate::syntax::ast::{BinOp, UnOp};
use crate::tir::constant;
use crate::tir::types::{Basic, TParamId, Term, TypeId};
use crate::tir::Expr;

impl<'a> Checker<'a> {
    /// The terms of a type parameter's type set, or `None` for an unrestricted one.
    fn terms_of(&self, p: TParamId) -> Option<Vec<Term>> {
        self.types.tparam_terms(p).map(|t| t.to_vec())
    }

    /// The constraint as messages show it (`int | bool`, `any`, `Number`).
    pub fn constraint_text(&self, p: TParamId) -> String {
        self.types.display(self.types.tparam(p).constraint)
    }

    /// Whether binary operator `op` (not a comparison, not a shift) applies to every type of
    /// `t`'s type set; `None` if `t` is not a type parameter.
    pub fn tparam_binary_ok(&self, op: BinOp, t: TypeId) -> Option<bool> {
        let p = self.types.tparam_of(t)?;
        let Some(terms) = self.terms_of(p) else {
            return Some(false);
        };
        Some(
            !terms.is_empty()
                && terms.iter().all(|term| {
                    let b = self.types.basic_of(term.ty);
                    match op {
                        BinOp::LAnd | BinOp::LOr => b.is_some_and(|b| b.is_bool()),
                        BinOp::Add => b.is_some_and(|b| b.is_numeric() || b.is_string()),
                        BinOp::Sub | BinOp::Mul | BinOp::Div => b.is_some_and(|b| b.is_numeric()),
                        _ => b.is_some_and(|b| b.is_integer()),
                    }
                }),
        )
    }

    /// Whether `len` (`cap` when `cap` is set) applies to every type of `t`'s type set
    /// (`~string | ~[]byte` permits `len`); `None` if `t` is not a type parameter.
    pub fn tparam_len_ok(&self, cap: bool, t: TypeId) -> Option<bool> {
        use crate::tir::types::Type;
        let p = self.types.tparam_of(t)?;
        let Some(terms) = self.terms_of(p) else {
            return Some(false);
        };
        Some(
            !terms.is_empty()
                && terms.iter().all(|term| {
                    match self.types.get(self.types.under(term.ty)).clone() {
                        Type::Basic(b) => b.is_string() && !cap,
                        Type::Array(..) | Type::Slice(_) => true,
                        Type::Map(..) => !cap,
                        Type::Pointer(e) => {
                            matches!(self.types.get(self.types.under(e)), Type::Array(..))
                        }
                        _ => false,
                    }
                }),
        )
    }

    /// The element type every type of `t`'s type set indexes to (strings to `byte`), and
    /// whether a string is among them; `None` if they differ or one cannot be indexed.
    pub fn tparam_index_elem(&self, t: TypeId) -> Option<(TypeId, bool)> {
        use crate::tir::types::Type;
        let p = self.types.tparam_of(t)?;
        let terms = self.terms_of(p)?;
        let mut elem: Option<TypeId> = None;
        let mut has_string = false;
        for term in &terms {
            let e = match self.types.get(self.types.under(term.ty)).clone() {
                Type::Basic(b) if b.is_string() => {
                    has_string = true;
                    self.types.basic(Basic::Uint8)
                }
                Type::Slice(e) | Type::Array(_, e) => e,
                _ => return None,
            };
            if elem.is_some_and(|x| x != e) {
                return None;
            }
            elem = Some(e);
        }
        elem.map(|e| (e, has_string))
    }

    /// Whether `t` is a type parameter whose every type is a slice of `elem`, or a string when
    /// `elem` is `byte` (`~string | ~[]byte`): the source of `append(dst, s...)` and `copy`.
    pub fn tparam_slices_of(&self, t: TypeId, elem: TypeId) -> bool {
        use crate::tir::types::Type;
        let Some(terms) = self.types.tparam_of(t).and_then(|p| self.terms_of(p)) else {
            return false;
        };
        let byte = self.types.basic_of(elem) == Some(Basic::Uint8);
        !terms.is_empty()
            && terms
                .iter()
                .all(|term| match self.types.under_type(term.ty) {
                    Type::Slice(e) => *e == elem,
                    Type::Basic(b) => byte && b.is_string(),
                    _ => false,
                })
    }

    /// Whether unary operator `op` applies to every type of `t`'s type set.
    pub fn tparam_unary_ok(&self, op: UnOp, t: TypeId) -> Option<bool> {
        let p = self.types.tparam_of(t)?;
        let Some(terms) = self.terms_of(p) else {
            return Some(false);
        };
        Some(
            !terms.is_empty()
                && terms.iter().all(|term| {
                    let b = self.types.basic_of(term.ty);
                    match op {
                        UnOp::Neg | UnOp::Plus => b.is_some_and(|b| b.is_numeric()),
                        UnOp::Not => b.is_some_and(|b| b.is_bool()),
                        UnOp::Compl => b.is_some_and(|b| b.is_integer()),
                        UnOp::Deref | UnOp::Addr => false,
                    }
                }),
        )
    }

    /// Whether the untyped value `e` converts to type parameter type `t`: representable in
    /// every term's type. `None` if `t` is not a type parameter.
    pub fn untyped_fits_tparam(&self, e: &Expr, t: TypeId) -> Option<bool> {
        let p = self.types.tparam_of(t)?;
        let Some(terms) = self.terms_of(p) else {
            return Some(false);
        };
        let from = self.types.basic_of(e.ty).unwrap_or(Basic::Invalid);
        Some(
            !terms.is_empty()
                && terms.iter().all(|term| {
                    let Some(tb) = self.types.basic_of(term.ty) else {
                        return false;
                    };
                    let kinds = (from.is_bool() && tb.is_bool())
                        || (from.is_string() && tb.is_string())
                        || (from.is_numeric() && tb.is_numeric());
                    kinds
                        && match &e.kind {
                            crate::tir::ExprKind::Const(c, _) => constant::represent(c, tb).is_ok(),
                            _ => true,
                        }
                }),
        )
    }

    /// Whether a value of type `from` converts to `to` where one is a type parameter: every
    /// pair of their terms' types converts. `None` when neither is a type parameter.
    pub fn tparam_convertible(&self, from: TypeId, to: TypeId) -> Option<bool> {
        let (fp, tp) = (self.types.tparam_of(from), self.types.tparam_of(to));
        if fp.is_none() && tp.is_none() {
            return None;
        }
        if from == to {
            return Some(true);
        }
        let set = |p: Option<TParamId>, t: TypeId| -> Option<Vec<TypeId>> {
            match p {
                Some(p) => self.terms_of(p).map(|ts| ts.iter().map(|x| x.ty).collect()),
                None => Some(vec![t]),
            }
        };
        let (Some(fs), Some(ts)) = (set(fp, from), set(tp, to)) else {
            // An unrestricted type parameter converts only to interfaces.
            return Some(self.types.is_interface(to));
        };
        Some(
            !fs.is_empty()
                && !ts.is_empty()
                && fs.iter().all(|f| {
                    ts.iter().all(|t| {
                        let (bf, bt) = (self.types.basic_of(*f), self.types.basic_of(*t));
                        match (bf, bt) {
                            (Some(a), Some(b)) => {
                                (a.is_numeric() && b.is_numeric())
                                    || (a.is_string() && b.is_string())
                                    || (a.is_integer() && b.is_string())
                                    || a == b
                            }
                            _ => self.convertible(*f, *t),
                        }
                    })
                }),
        )
    }
}
