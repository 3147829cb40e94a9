//! Selectors and method sets, as the spec defines them, over the build's types and functions.
//!
//! > For a value x of type T or *T where T is not a pointer or interface type, x.f denotes the
//! > field or method at the shallowest depth in T where there is such an f. If there is not
//! > exactly one f with shallowest depth, the selector expression is illegal.
//!
//! > The method set of a defined type T consists of all methods declared with receiver type T.
//! > The method set of a pointer to a defined type T is the set of all methods declared with
//! > receiver *T or T. [...] If S contains an embedded field T, the method sets of S and *S both
//! > include promoted methods with receiver T. The method set of *S also includes promoted
//! > methods with receiver *T. If S contains an embedded field *T, the method sets of S and *S
//! > both include promoted methods with receiver T or *T.
//!
//! Input: a type, a name, the type table and the functions (for methods' receivers). Output: a
//! [`Selection`] (the path of embedded fields and the member), or every member of a method set.
//! The checker uses these for selectors and assignability, `passes::ifaces` for itabs.

use super::types::{IMethod, Type, TypeId, TypeTable};
use super::{Func, FuncId, PkgId};

/// What a selector names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Member {
    /// Field `k` of the struct reached by the path.
    Field(usize),
    /// A method declared on the named type reached by the path.
    Method(FuncId),
    /// Method `k` (in sorted order) of the interface type reached by the path.
    IfaceMethod(usize),
}

/// A member found in a type: the embedded fields to go through (indexes, outermost first),
/// then the member.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Selection {
    pub path: Vec<usize>,
    pub member: Member,
    /// The path (or the starting type) goes through a pointer, so a method with a pointer
    /// receiver can be called on the member even when the starting value is not addressable.
    pub indirect: bool,
}

pub enum Lookup {
    Found(Selection),
    /// Several members of that name at the shallowest depth.
    Ambiguous,
    NotFound,
}

/// Whether method `f` has a pointer receiver.
pub fn ptr_receiver(types: &TypeTable, funcs: &[Func], f: FuncId) -> bool {
    types
        .sig(funcs[f.index()].ty)
        .and_then(|s| s.params.first())
        .is_some_and(|r| types.pointee(*r).is_some())
}

/// A candidate at one depth: the type, the path to it, whether a pointer was crossed.
struct Level {
    ty: TypeId,
    path: Vec<usize>,
    indirect: bool,
}

/// The members named `name` directly in `ty` (not through embedding), and the embedded fields
/// to search at the next depth.
fn direct(
    types: &TypeTable,
    lv: &Level,
    name: &str,
    pkg: Option<PkgId>,
    funcs: &[Func],
    found: &mut Vec<Selection>,
    next: &mut Vec<Level>,
) {
    let (base, ptr) = match types.get(lv.ty) {
        Type::Pointer(b) => (*b, true),
        _ => (lv.ty, false),
    };
    let indirect = lv.indirect || ptr;
    if let Type::Named(i) = types.get(base) {
        let named = types.named(*i);
        let hit = named.methods.iter().find(|(m, f)| {
            m == name && (pkg.is_none() || !is_unexported(m) || Some(funcs[f.index()].pkg) == pkg)
        });
        if let Some((_, f)) = hit {
            found.push(Selection {
                path: lv.path.clone(),
                member: Member::Method(*f),
                indirect,
            });
            return;
        }
    }
    match types.under_type(base) {
        Type::Interface(it) if !ptr => {
            if let Some(k) = it.methods.iter().position(|m| m.name == name) {
                found.push(Selection {
                    path: lv.path.clone(),
                    member: Member::IfaceMethod(k),
                    indirect,
                });
            }
        }
        Type::Struct(fs) => {
            // An unexported field of another package's named type is not visible.
            let owner = match types.get(base) {
                Type::Named(i) => Some(types.named(*i).pkg),
                _ => None,
            };
            let hidden = pkg.is_some() && owner.is_some() && owner != pkg && is_unexported(name);
            if let Some(k) = fs.iter().position(|f| f.name == name && !hidden) {
                found.push(Selection {
                    path: lv.path.clone(),
                    member: Member::Field(k),
                    indirect,
                });
                return;
            }
            for (k, f) in fs.iter().enumerate() {
                if f.embedded {
                    let mut path = lv.path.clone();
                    path.push(k);
                    next.push(Level {
                        ty: f.ty,
                        path,
                        indirect,
                    });
                }
            }
        }
        _ => {}
    }
}

fn is_unexported(name: &str) -> bool {
    !name.chars().next().is_some_and(|c| c.is_uppercase())
}

/// The field or method `name` of a value of type `t` (Go's selector rule). `pkg` is the
/// package the selector is written in (an unexported method of another package is not
/// visible); `None` matches any.
pub fn lookup(
    types: &TypeTable,
    funcs: &[Func],
    t: TypeId,
    name: &str,
    pkg: Option<PkgId>,
) -> Lookup {
    let mut level = vec![Level {
        ty: t,
        path: Vec::new(),
        indirect: false,
    }];
    // Embedded types already searched at a shallower depth (a type embedding itself through a
    // pointer would otherwise be searched forever).
    let mut seen: Vec<TypeId> = Vec::new();
    while !level.is_empty() {
        let mut found = Vec::new();
        let mut next = Vec::new();
        for lv in &level {
            let base = types.pointee(lv.ty).unwrap_or(lv.ty);
            if !lv.path.is_empty() {
                if seen.contains(&base) {
                    continue;
                }
                seen.push(base);
            }
            direct(types, lv, name, pkg, funcs, &mut found, &mut next);
        }
        match found.len() {
            0 => level = next,
            1 => return Lookup::Found(found.remove(0)),
            _ => return Lookup::Ambiguous,
        }
    }
    Lookup::NotFound
}

/// Every name of a method reachable from `t` (declared, promoted or of an interface), sorted.
fn method_names(types: &TypeTable, t: TypeId) -> Vec<String> {
    let mut names = Vec::new();
    let mut stack = vec![(t, 0)];
    let mut seen = Vec::new();
    while let Some((ty, depth)) = stack.pop() {
        let base = types.pointee(ty).unwrap_or(ty);
        if seen.contains(&base) || depth > 64 {
            continue;
        }
        seen.push(base);
        if let Type::Named(i) = types.get(base) {
            names.extend(types.named(*i).methods.iter().map(|(m, _)| m.clone()));
        }
        match types.under_type(base) {
            Type::Interface(it) => names.extend(it.methods.iter().map(|m| m.name.clone())),
            Type::Struct(fs) => {
                for f in fs.iter().filter(|f| f.embedded) {
                    stack.push((f.ty, depth + 1));
                }
            }
            _ => {}
        }
    }
    names.sort();
    names.dedup();
    names
}

/// A method of a method set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MethodEntry {
    pub name: String,
    pub sel: Selection,
    /// The signature without the receiver (a `Type::Func`), when it is interned.
    pub sig: Option<TypeId>,
}

/// Whether a method found by `sel` is in the method set of `t` (value receivers always; a
/// pointer receiver when `t` is a pointer or the path crosses one).
fn in_method_set(types: &TypeTable, funcs: &[Func], t: TypeId, sel: &Selection) -> bool {
    match sel.member {
        Member::Field(_) => false,
        Member::IfaceMethod(_) => true,
        Member::Method(f) => {
            !ptr_receiver(types, funcs, f) || sel.indirect || types.pointee(t).is_some()
        }
    }
}

/// The signature of a method without its receiver, if the table has it interned.
pub fn method_sig(types: &TypeTable, funcs: &[Func], t: TypeId, sel: &Selection) -> Option<TypeId> {
    match sel.member {
        Member::Field(_) => None,
        Member::Method(f) => {
            let s = types.sig(funcs[f.index()].ty)?;
            let s = super::types::Sig {
                params: s.params[1..].to_vec(),
                results: s.results.clone(),
                variadic: s.variadic,
            };
            types.lookup(&Type::Func(s))
        }
        Member::IfaceMethod(k) => {
            let holder = embedded_type(types, t, &sel.path)?;
            Some(types.interface(holder)?.methods[k].sig)
        }
    }
}

/// The type reached from `t` through the embedded fields of `path`.
pub fn embedded_type(types: &TypeTable, t: TypeId, path: &[usize]) -> Option<TypeId> {
    let mut cur = t;
    for &k in path {
        let base = types.pointee(cur).unwrap_or(cur);
        match types.under_type(base) {
            Type::Struct(fs) => cur = fs.get(k)?.ty,
            _ => return None,
        }
    }
    Some(cur)
}

/// The method set of `t`, sorted by name (for an interface type, its methods).
pub fn method_set(types: &TypeTable, funcs: &[Func], t: TypeId) -> Vec<MethodEntry> {
    let mut out = Vec::new();
    for name in method_names(types, t) {
        if let Lookup::Found(sel) = lookup(types, funcs, t, &name, None) {
            if in_method_set(types, funcs, t, &sel) {
                let sig = method_sig(types, funcs, t, &sel);
                out.push(MethodEntry { name, sel, sig });
            }
        }
    }
    out
}

/// Why a type does not implement an interface.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Missing {
    /// No method of that name.
    Method(String),
    /// The method exists with a pointer receiver, and the type is not a pointer.
    PointerReceiver(String),
    /// The method has another signature: its own.
    WrongType(String, Option<TypeId>),
}

/// Whether type `t` implements interface type `iface`: for a non-interface `t`, the members
/// of its method set that implement the interface's methods, in the interface's order.
pub fn implements(
    types: &TypeTable,
    funcs: &[Func],
    t: TypeId,
    iface: TypeId,
) -> Result<Vec<MethodEntry>, Missing> {
    let Some(want) = types.interface(iface) else {
        return Err(Missing::Method(String::new()));
    };
    // A type parameter has the methods of its constraint.
    let have = match types.tparam_of(t) {
        Some(p) => types.interface(types.tparam(p).constraint),
        None => types.interface(t),
    };
    if let Some(have) = have {
        for m in &want.methods {
            match have.methods.iter().find(|h| same_name(h, m)) {
                None => return Err(Missing::Method(m.name.clone())),
                Some(h) if h.sig != m.sig => {
                    return Err(Missing::WrongType(m.name.clone(), Some(h.sig)))
                }
                Some(_) => {}
            }
        }
        return Ok(Vec::new());
    }
    let mut out = Vec::new();
    for m in &want.methods {
        let pkg = if is_unexported(&m.name) { m.pkg } else { None };
        let sel = match lookup(types, funcs, t, &m.name, pkg) {
            Lookup::Found(sel) if !matches!(sel.member, Member::Field(_)) => sel,
            _ => return Err(Missing::Method(m.name.clone())),
        };
        let sig = method_sig(types, funcs, t, &sel);
        if sig != Some(m.sig) {
            return Err(Missing::WrongType(m.name.clone(), sig));
        }
        if !in_method_set(types, funcs, t, &sel) {
            return Err(Missing::PointerReceiver(m.name.clone()));
        }
        out.push(MethodEntry {
            name: m.name.clone(),
            sel,
            sig,
        });
    }
    Ok(out)
}

fn same_name(a: &IMethod, b: &IMethod) -> bool {
    a.name == b.name && (a.pkg.is_none() || b.pkg.is_none() || a.pkg == b.pkg)
}
