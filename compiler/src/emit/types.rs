//! C types for So types, and the definitions of the types a file uses, in dependency order.
//!
//! Go `int` is `int64_t`, `string` is `so_String`, every slice is the type-erased `so_Slice`;
//! arrays are wrapped in a struct (`struct { T a[N]; }`) so they copy and compare as values;
//! several results are returned in a tuple struct (`r0`, `r1`, ...); function types are
//! typedefs of the runtime's type-erased `so_Func` (see `closure.rs`).

use super::c::{CItem, CType};
use super::{ice, File};
use crate::cnames;
use crate::tir::types::{Basic, Type, TypeId};
use std::collections::HashSet;

pub fn basic_c(b: Basic) -> &'static str {
    use Basic::*;
    match b {
        Bool | UntypedBool => "bool",
        Int | Int64 | UntypedInt => "int64_t",
        Int8 => "int8_t",
        Int16 => "int16_t",
        Int32 | UntypedRune => "int32_t",
        Uint | Uint64 => "uint64_t",
        Uint8 => "uint8_t",
        Uint16 => "uint16_t",
        Uint32 => "uint32_t",
        Uintptr => "uintptr_t",
        Float32 => "float",
        Float64 | UntypedFloat => "double",
        String | UntypedString => "so_String",
        Invalid | UntypedNil | UnsafePointer => "void *",
    }
}

/// The runtime's suffix for integer helpers (`so_div_i64`).
pub fn int_suffix(b: Basic) -> &'static str {
    use Basic::*;
    match b {
        Int8 => "i8",
        Int16 => "i16",
        Int32 => "i32",
        Uint8 => "u8",
        Uint16 => "u16",
        Uint32 => "u32",
        Uint | Uint64 | Uintptr => "u64",
        _ => "i64",
    }
}

impl File<'_> {
    /// The C type of a So type (registering it, and what it is made of, for the type section).
    pub fn ctype(&mut self, t: TypeId) -> CType {
        self.register(t);
        self.ctype_of(t)
    }

    fn ctype_of(&self, t: TypeId) -> CType {
        match self.p.types.get(t) {
            Type::Basic(Basic::UnsafePointer) => CType::Void.ptr(),
            Type::Basic(b) => CType::name(basic_c(*b)),
            Type::Pointer(e) => self.ctype_of(*e).ptr(),
            Type::Slice(_) => CType::name("so_Slice"),
            Type::Interface(_) => CType::name("so_Iface"),
            Type::Map(..) => CType::name("so_Map"),
            Type::TypeParam(_) => ice!("a type parameter reached the emitter"),
            Type::Named(_) | Type::Array(..) | Type::Struct(_) | Type::Tuple(_) | Type::Func(_) => {
                CType::name(self.n.type_name(t))
            }
        }
    }

    /// The C return type of a list of results.
    pub fn result_ctype(&mut self, results: &[TypeId]) -> CType {
        match self.p.types.results_type(results) {
            None => CType::Void,
            Some(t) => self.ctype(t),
        }
    }

    /// Whether the C representation of a type is a struct the compiler defines.
    pub fn is_c_struct(&self, t: TypeId) -> bool {
        match self.p.types.get(t) {
            Type::Struct(_) | Type::Array(..) | Type::Tuple(_) => true,
            Type::Named(_) => matches!(
                self.p.types.under_type(t),
                Type::Struct(_) | Type::Array(..)
            ),
            Type::Basic(_)
            | Type::Pointer(_)
            | Type::Slice(_)
            | Type::Func(_)
            | Type::Interface(_)
            | Type::Map(..)
            | Type::TypeParam(_) => false,
        }
    }

    fn register(&mut self, t: TypeId) {
        if !self.type_seen.insert(t) {
            return;
        }
        let parts: Vec<TypeId> = match self.p.types.get(t).clone() {
            Type::Basic(_) | Type::Interface(_) | Type::TypeParam(_) => Vec::new(),
            Type::Pointer(e) | Type::Slice(e) | Type::Array(_, e) => vec![e],
            // A map's descriptor needs the sizes of its key and value types.
            Type::Map(k, v) => vec![k, v],
            Type::Struct(fs) => fs.iter().map(|f| f.ty).collect(),
            Type::Tuple(ts) => ts,
            Type::Func(s) => {
                let mut v: Vec<TypeId> = s.params.iter().chain(&s.results).copied().collect();
                v.extend(self.p.types.results_type(&s.results));
                v
            }
            // A struct, array or function body is written under the named type's own name:
            // what it is made of is needed, not the unnamed type.
            Type::Named(i) => {
                let u = self.p.types.named(i).underlying;
                match self.p.types.get(u).clone() {
                    Type::Struct(fs) => fs.iter().map(|f| f.ty).collect(),
                    Type::Array(_, e) => vec![e],
                    Type::Func(s) => {
                        let mut v: Vec<TypeId> =
                            s.params.iter().chain(&s.results).copied().collect();
                        v.extend(self.p.types.results_type(&s.results));
                        v
                    }
                    _ => vec![u],
                }
            }
        };
        if !matches!(
            self.p.types.get(t),
            Type::Basic(_) | Type::Pointer(_) | Type::Slice(_) | Type::Interface(_) | Type::Map(..)
        ) {
            self.type_order.push(t);
        }
        for x in parts {
            self.register(x);
        }
    }

    /// Struct tags declared first, then every definition after what it needs complete.
    pub fn type_section(&mut self) -> Vec<CItem> {
        let all = self.type_order.clone();
        let mut out = Vec::new();
        for &t in &all {
            if self.is_c_struct(t) && self.defined_here(t) {
                out.push(CItem::StructForward(self.n.type_name(t).to_string()));
            }
        }
        let mut done = HashSet::new();
        for &t in &all {
            self.define(t, &mut done, &mut HashSet::new(), &mut out);
        }
        out
    }

    /// Named types of other packages are defined by their own headers (instances of generic
    /// types, in a build of several packages, by every header that uses them: `link.rs`),
    /// `//so:extern` types by C.
    fn defined_here(&self, t: TypeId) -> bool {
        match self.p.types.get(t) {
            Type::Named(i) if *i == crate::tir::types::ERROR => false,
            Type::Named(i) if self.p.types.named(*i).c.ext.is_some() => false,
            Type::Named(i) if self.multi => self.shared_definition(t) || self.owned.contains(i),
            Type::Named(i) => self.p.types.named(*i).pkg == self.pkg,
            _ => true,
        }
    }

    /// What must be complete (or, for pointers to non-structs, declared) before `t`'s
    /// definition: struct-like types are declared up front, so only their contents matter.
    fn deps(&self, t: TypeId) -> Vec<TypeId> {
        let body = match self.p.types.get(t) {
            Type::Named(i) => self.p.types.named(*i).underlying,
            _ => t,
        };
        let direct: Vec<TypeId> = match self.p.types.get(body) {
            Type::Struct(fs) => fs.iter().map(|f| f.ty).collect(),
            Type::Array(_, e) => vec![*e],
            Type::Tuple(ts) => ts.clone(),
            // `so_Func` needs nothing (the call helpers come after every type).
            Type::Func(_) => Vec::new(),
            Type::Pointer(_) | Type::Basic(_) | Type::Slice(_) | Type::Named(_) => vec![body],
            Type::Interface(_) | Type::TypeParam(_) | Type::Map(..) => Vec::new(),
        };
        direct
            .into_iter()
            .filter_map(|d| self.strip_pointers(d))
            .filter(|d| *d != t)
            .collect()
    }

    /// Through pointers to the type whose definition matters (`None`: a declaration is enough).
    fn strip_pointers(&self, mut t: TypeId) -> Option<TypeId> {
        loop {
            match self.p.types.get(t) {
                Type::Pointer(e) => {
                    if self.is_c_struct(*e) {
                        return None;
                    }
                    t = *e;
                }
                Type::Slice(_) | Type::Basic(_) | Type::Interface(_) | Type::Map(..) => {
                    return None
                }
                _ => return Some(t),
            }
        }
    }

    fn define(
        &mut self,
        t: TypeId,
        done: &mut HashSet<TypeId>,
        visiting: &mut HashSet<TypeId>,
        out: &mut Vec<CItem>,
    ) {
        if done.contains(&t) || !self.type_seen.contains(&t) || !visiting.insert(t) {
            return;
        }
        for d in self.deps(t) {
            self.define(d, done, visiting, out);
        }
        done.insert(t);
        if !self.defined_here(t) {
            return;
        }
        let name = self.n.type_name(t).to_string();
        if self.shared_definition(t) {
            // Several headers define it: the first one included wins.
            let mut items = Vec::new();
            self.define_body(t, &name, &mut items);
            out.extend(self.guarded(&name, items));
            return;
        }
        self.define_body(t, &name, out);
    }

    fn define_body(&mut self, t: TypeId, name: &str, out: &mut Vec<CItem>) {
        let name = name.to_string();
        let (body, doc, attrs) = match self.p.types.get(t) {
            Type::Named(i) => {
                let n = self.p.types.named(*i);
                (n.underlying, n.doc.clone(), n.c.attrs.clone())
            }
            _ => (t, Vec::new(), Vec::new()),
        };
        for c in doc {
            out.push(CItem::Comment(c));
        }
        let first = out.len();
        match self.p.types.get(body).clone() {
            Type::Struct(fs) => {
                let mut fields: Vec<_> = fs
                    .iter()
                    .enumerate()
                    .map(|(k, f)| (self.ctype_of(f.ty), cnames::struct_field(f, k)))
                    .collect();
                if self.p.types.has_trailing_pad(body) {
                    fields.push((CType::name("uint8_t"), cnames::STRUCT_PAD.into()));
                }
                out.push(CItem::StructDef { name, fields });
            }
            Type::Array(n, e) => out.push(CItem::StructDef {
                name,
                fields: vec![(CType::Array(Box::new(self.ctype_of(e)), n), "a".into())],
            }),
            Type::Tuple(ts) => {
                let fields = ts
                    .iter()
                    .enumerate()
                    .map(|(k, x)| (self.ctype_of(*x), format!("r{k}")))
                    .collect();
                out.push(CItem::StructDef { name, fields });
            }
            Type::Func(_) => out.push(CItem::Typedef(CType::name("so_Func"), name)),
            Type::Basic(_)
            | Type::Pointer(_)
            | Type::Slice(_)
            | Type::Named(_)
            | Type::Interface(_)
            | Type::Map(..) => {
                out.push(CItem::Typedef(self.ctype_of(body), name));
            }
            Type::TypeParam(_) => ice!("a type parameter reached the emitter"),
        }
        // `//so:attr` on the type: on its definition.
        if !attrs.is_empty() {
            for it in &mut out[first..] {
                let inner = std::mem::replace(it, CItem::Blank);
                *it = CItem::WithC {
                    attrs: attrs.clone(),
                    thread_local: false,
                    volatile: false,
                    item: Box::new(inner),
                };
            }
        }
    }
}
