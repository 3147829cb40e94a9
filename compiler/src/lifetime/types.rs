use crate::tir::types::{Basic, Type, TypeId};

/// Whether a value of type `t` may refer to memory (a pointer, slice, string, interface, func
/// value, or a composite holding one).
pub(super) fn holds_pointers(types: &crate::tir::types::TypeTable, t: TypeId, d: usize) -> bool {
    if d > 20 {
        return true;
    }
    match types.under_type(t) {
        Type::Basic(b) => b.is_string() || *b == Basic::UnsafePointer,
        // A func value may be a closure, whose environment is frame memory.
        Type::Pointer(_)
        | Type::Slice(_)
        | Type::Func(_)
        | Type::Interface(_)
        | Type::TypeParam(_)
        | Type::Map(..) => true,
        Type::Array(_, e) => holds_pointers(types, *e, d + 1),
        Type::Struct(fs) => fs.iter().any(|f| holds_pointers(types, f.ty, d + 1)),
        Type::Tuple(ts) => ts.iter().any(|x| holds_pointers(types, *x, d + 1)),
        Type::Named(_) => true,
    }
}

/// `t` and the types stored inline in a value of type `t` (fields and array elements, at any
/// depth; not what pointers, slices or interfaces refer to).
pub(super) fn inline_types(
    types: &crate::tir::types::TypeTable,
    t: TypeId,
    out: &mut Vec<TypeId>,
    d: usize,
) {
    if d > 20 || out.contains(&t) {
        return;
    }
    out.push(t);
    match types.under_type(t).clone() {
        Type::Struct(fs) => fs
            .iter()
            .for_each(|f| inline_types(types, f.ty, out, d + 1)),
        Type::Array(_, e) => inline_types(types, e, out, d + 1),
        _ => {}
    }
}

/// Whether `t` is mem.Allocator (`mem`: the package mem, when the build has it).
pub(super) fn is_mem_allocator(
    types: &crate::tir::types::TypeTable,
    mem: Option<crate::tir::PkgId>,
    t: TypeId,
) -> bool {
    match types.get(t) {
        Type::Named(n) => {
            let n = types.named(*n);
            Some(n.pkg) == mem && n.name == "Allocator"
        }
        _ => false,
    }
}

/// The methods of mem.Allocator whose first result is new memory (`SiteKind::Fresh`), as
/// mem's allocating functions' is (`externs::FRESH`).
pub(super) const FRESH_METHODS: &[&str] = &["Alloc", "Realloc"];
