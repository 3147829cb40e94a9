//! C types for So types: names, typedefs and their definitions in dependency order.

use super::names::{c_ident, mangle};
use super::Emitter;
use crate::check::types::{Basic, Type, TypeId};
use std::collections::HashSet;

impl<'p> Emitter<'p> {
    /// The C type (a name, or `T *`) for a So type.
    pub fn cty(&mut self, t: TypeId) -> String {
        if let Some(n) = self.type_names.get(&t) {
            return n.clone();
        }
        let name = match self.p.types.get(t).clone() {
            Type::Basic(b) => basic_c(b).to_string(),
            Type::Named(i) => {
                let n = self.p.types.named[i].c_name.clone();
                self.type_names.insert(t, n.clone());
                self.type_order.push(t);
                let u = self.p.types.named[i].underlying;
                // Struct and array bodies are written under the named type's own tag.
                match self.p.types.get(u).clone() {
                    Type::Struct(fs) => {
                        for f in fs {
                            self.cty(f.ty);
                        }
                    }
                    Type::Array(_, e) => {
                        self.cty(e);
                    }
                    Type::Func(sig) => {
                        for x in sig.params.iter().chain(sig.results.iter()) {
                            self.cty(*x);
                        }
                        if sig.results.len() > 1 {
                            let tt = self.tuple_of(&sig.results);
                            self.cty(tt);
                        }
                    }
                    _ => {
                        self.cty(u);
                    }
                }
                return n;
            }
            Type::Pointer(e) => {
                let inner = self.cty(e);
                return format!("{inner} *");
            }
            Type::Slice(e) => {
                self.cty(e);
                "so_Slice".to_string()
            }
            Type::Array(n, e) => {
                self.cty(e);
                let en = self.go_mangle(e);
                self.unique_type_name(format!("{}_arr{n}_{en}", self.p.package))
            }
            Type::Struct(_) => self.anon_type_name("struct"),
            Type::Tuple(ts) => {
                for x in &ts {
                    self.cty(*x);
                }
                let parts: Vec<String> = ts.iter().map(|x| self.go_mangle(*x)).collect();
                self.unique_type_name(format!("{}_tuple_{}", self.p.package, parts.join("_")))
            }
            Type::Func(_) => self.anon_type_name("func"),
        };
        let needs_def = !matches!(self.p.types.get(t), Type::Basic(_) | Type::Slice(_));
        self.type_names.insert(t, name.clone());
        if needs_def {
            self.type_order.push(t);
            // Make sure component types are named too.
            match self.p.types.get(t).clone() {
                Type::Struct(fs) => {
                    for f in fs {
                        self.cty(f.ty);
                    }
                }
                Type::Tuple(ts) => {
                    for x in ts {
                        self.cty(x);
                    }
                }
                Type::Func(s) => {
                    for x in s.params.iter().chain(s.results.iter()) {
                        self.cty(*x);
                    }
                    if s.results.len() > 1 {
                        let tt = self.tuple_of(&s.results);
                        self.cty(tt);
                    }
                }
                _ => {}
            }
        }
        name
    }

    /// A readable identifier fragment for a Go type (`int`, `ptr_Point`, `slice_string`).
    fn go_mangle(&self, t: TypeId) -> String {
        match self.p.types.get(t) {
            Type::Named(i) => self.p.types.named[*i].name.clone(),
            Type::Basic(b) => b.name().replace(' ', "_"),
            Type::Pointer(e) => format!("ptr_{}", self.go_mangle(*e)),
            Type::Slice(e) => format!("slice_{}", self.go_mangle(*e)),
            Type::Array(n, e) => format!("arr{n}_{}", self.go_mangle(*e)),
            _ => self
                .type_names
                .get(&t)
                .map(|n| mangle(n))
                .unwrap_or_else(|| "anon".into()),
        }
    }

    /// `pkg_structN` / `pkg_funcN` for an anonymous type, skipping numbers a user name uses.
    fn anon_type_name(&mut self, what: &str) -> String {
        loop {
            self.anon_counter += 1;
            let n = format!("{}_{what}{}", self.p.package, self.anon_counter);
            if !self.user_names.contains(&n) {
                return n;
            }
        }
    }

    fn unique_type_name(&mut self, base: String) -> String {
        let mut n = base.clone();
        let mut k = 2;
        while self.type_names.values().any(|v| *v == n) || self.user_names.contains(&n) {
            n = format!("{base}_{k}");
            k += 1;
        }
        n
    }

    pub fn tuple_of(&self, ts: &[TypeId]) -> TypeId {
        self.p.types_lookup_tuple(ts)
    }

    /// The C return type of a function type's results.
    pub fn result_cty(&mut self, results: &[TypeId]) -> String {
        match results.len() {
            0 => "void".into(),
            1 => self.cty(results[0]),
            _ => {
                let t = self.tuple_of(results);
                self.cty(t)
            }
        }
    }

    /// Whether the C representation of a type is a struct defined by us (tagged).
    pub fn is_c_struct(&self, t: TypeId) -> bool {
        matches!(
            self.p.types.get(t),
            Type::Struct(_) | Type::Array(..) | Type::Tuple(_)
        ) || matches!(self.p.types.get(t), Type::Named(_) if matches!(self.p.types.under_type(t), Type::Struct(_) | Type::Array(..)))
    }

    fn field_name(name: &str, i: usize) -> String {
        if name == "_" {
            format!("_blank{i}")
        } else {
            c_ident(name)
        }
    }

    /// Forward declarations and definitions of every type used, in dependency order.
    pub fn type_section(&mut self) -> String {
        // Naming can discover more types: iterate until stable.
        let mut i = 0;
        while i < self.type_order.len() {
            let t = self.type_order[i];
            let _ = self.cty(t);
            i += 1;
        }
        let all: Vec<TypeId> = self.type_order.clone();
        let mut out = String::new();
        // 1. Forward declarations of struct tags.
        for &t in &all {
            if self.is_c_struct(t) {
                let n = self.type_names[&t].clone();
                out.push_str(&format!("typedef struct {n} {n};\n"));
            }
        }
        // 2. Scalar and function typedefs (dependencies first), 3. struct definitions.
        let mut done: HashSet<TypeId> = HashSet::new();
        let mut defs = String::new();
        for &t in &all {
            self.define_type(t, &mut done, &mut defs, &mut HashSet::new());
        }
        out.push_str(&defs);
        out
    }

    fn define_type(
        &mut self,
        t: TypeId,
        done: &mut HashSet<TypeId>,
        out: &mut String,
        visiting: &mut HashSet<TypeId>,
    ) {
        if done.contains(&t) || !self.type_names.contains_key(&t) || !visiting.insert(t) {
            return;
        }
        let name = self.type_names[&t].clone();
        let ty = self.p.types.get(t).clone();
        // Dependencies: what must be complete (by-value) or declared before this definition.
        let deps: Vec<TypeId> = match &ty {
            Type::Named(i) => {
                let u = self.p.types.named[*i].underlying;
                match self.p.types.get(u) {
                    Type::Struct(fs) => fs.iter().map(|f| f.ty).collect(),
                    Type::Array(_, e) => vec![*e],
                    Type::Func(s) => s
                        .params
                        .iter()
                        .chain(s.results.iter())
                        .copied()
                        .filter(|x| !self.is_c_struct(*x))
                        .collect(),
                    _ => vec![u],
                }
            }
            Type::Struct(fs) => fs.iter().map(|f| f.ty).collect(),
            Type::Array(_, e) => vec![*e],
            Type::Tuple(ts) => ts.clone(),
            Type::Func(s) => {
                let mut d: Vec<TypeId> = s
                    .params
                    .iter()
                    .chain(s.results.iter())
                    .copied()
                    .filter(|x| !self.is_c_struct(*x))
                    .collect();
                if s.results.len() > 1 {
                    d.clear();
                }
                d
            }
            Type::Pointer(e) => {
                if self.is_c_struct(*e) {
                    vec![]
                } else {
                    vec![*e]
                }
            }
            _ => vec![],
        };
        for d in deps {
            let d = self.strip_pointers(d);
            if let Some(d) = d {
                self.define_type(d, done, out, visiting);
            }
        }
        match ty {
            Type::Named(i) => {
                let named = &self.p.types.named[i];
                let doc = named.doc.clone();
                let u = named.underlying;
                for c in doc {
                    out.push_str(&super::c_comment(&c, ""));
                }
                match self.p.types.get(u).clone() {
                    Type::Struct(fs) => {
                        out.push_str(&format!("struct {name} {{\n"));
                        for (k, f) in fs.iter().enumerate() {
                            let ct = self.cty(f.ty);
                            out.push_str(&format!(
                                "    {} {};\n",
                                ct,
                                Self::field_name(&f.name, k)
                            ));
                        }
                        out.push_str("};\n");
                    }
                    Type::Array(n, e) => {
                        let ct = self.cty(e);
                        out.push_str(&format!("struct {name} {{\n    {ct} a[{n}];\n}};\n"));
                    }
                    Type::Func(s) => {
                        let r = self.result_cty(&s.results);
                        let ps: Vec<String> = s.params.iter().map(|p| self.cty(*p)).collect();
                        let ps = if ps.is_empty() {
                            "void".to_string()
                        } else {
                            ps.join(", ")
                        };
                        out.push_str(&format!("typedef {r} (*{name})({ps});\n"));
                    }
                    _ => {
                        let ct = self.cty(u);
                        out.push_str(&format!("typedef {ct} {name};\n"));
                    }
                }
            }
            Type::Struct(fs) => {
                out.push_str(&format!("struct {name} {{\n"));
                for (k, f) in fs.iter().enumerate() {
                    let ct = self.cty(f.ty);
                    out.push_str(&format!("    {} {};\n", ct, Self::field_name(&f.name, k)));
                }
                out.push_str("};\n");
            }
            Type::Array(n, e) => {
                let ct = self.cty(e);
                out.push_str(&format!("struct {name} {{\n    {ct} a[{n}];\n}};\n"));
            }
            Type::Tuple(ts) => {
                out.push_str(&format!("struct {name} {{\n"));
                for (k, x) in ts.iter().enumerate() {
                    let ct = self.cty(*x);
                    out.push_str(&format!("    {ct} r{k};\n"));
                }
                out.push_str("};\n");
            }
            Type::Func(s) => {
                let r = self.result_cty(&s.results);
                let ps: Vec<String> = s.params.iter().map(|p| self.cty(*p)).collect();
                let ps = if ps.is_empty() {
                    "void".to_string()
                } else {
                    ps.join(", ")
                };
                out.push_str(&format!("typedef {r} (*{name})({ps});\n"));
            }
            _ => {}
        }
        done.insert(t);
    }

    fn strip_pointers(&self, mut t: TypeId) -> Option<TypeId> {
        loop {
            match self.p.types.get(t) {
                Type::Pointer(e) => {
                    if self.is_c_struct(*e) {
                        return None;
                    }
                    t = *e;
                }
                Type::Slice(_) | Type::Basic(_) => return None,
                _ => return Some(t),
            }
        }
    }
}

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
        Invalid | UntypedNil => "void *",
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
