//! Every C identifier the compiler writes is made here, from the Go names, with one collision
//! set per C scope, so two Go names never become one C name.
//!
//! Scopes: the file scope of the whole build (package prefixes, types, functions, globals,
//! generated helpers: all are linked together or included into one translation unit), and
//! for each function its block scope (parameters, locals, temporaries; they must also avoid
//! every file-scope name, which a local would hide) and its label namespace. Struct fields live
//! in their struct.
//!
//! Everything at file scope is named when the build's names are made (`CNames::new`), in a
//! fixed order (per package: globals, types, functions, methods, init functions; then the
//! types without names, equality helpers and wrappers), so a later name never takes an
//! earlier one's place and the names of a package do not depend on the order of emission.

mod ident;

pub use ident::c_ident;

use crate::tir::types::{NamedId, Type, TypeId, TypeTable};
use crate::tir::{
    BreakId, Func, FuncId, FuncKind, GlobalId, LocalId, LocalKind, PkgId, Program, Storage,
};
use std::collections::{HashMap, HashSet};

/// One C scope: the names taken in it.
#[derive(Default)]
struct Scope {
    taken: HashSet<String>,
    /// C's reserved words are taken too (checked in `ident::RESERVED`, so a scope made for
    /// every function does not copy the list).
    reserved: bool,
}

impl Scope {
    /// `base`, or `base_2`, `base_3`, ... : the first that is free, now taken.
    fn claim(&mut self, base: &str) -> String {
        self.claim_within(None, base)
    }

    /// As `claim`, for a scope nested in `outer`: names of the outer scope are not free
    /// either (a local would hide them).
    fn claim_within(&mut self, outer: Option<&Scope>, base: &str) -> String {
        let busy = |s: &Scope, n: &str| {
            s.taken.contains(n)
                || (s.reserved && ident::RESERVED.contains(&n))
                || outer.is_some_and(|o| o.taken.contains(n))
        };
        let mut name = base.to_string();
        let mut k = 2;
        while busy(self, &name) {
            name = format!("{base}_{k}");
            k += 1;
        }
        self.taken.insert(name.clone());
        name
    }
}

pub struct CNames {
    file: Scope,
    pkgs: Vec<String>,
    funcs: Vec<String>,
    globals: Vec<String>,
    named: Vec<String>,
    /// The C name of every type that has one: named types, and the types without a Go name
    /// that C needs to name (arrays, tuples, anonymous structs, function types).
    types: HashMap<TypeId, String>,
    eq: HashMap<TypeId, String>,
    byptr: HashMap<FuncId, String>,
    /// Interface machinery: descriptors of stored types and of interface types, itabs, the
    /// functions itabs call (`void *self` first), and the call helper of each method of each
    /// interface type.
    type_desc: HashMap<TypeId, String>,
    iface_desc: HashMap<TypeId, String>,
    itabs: HashMap<(TypeId, TypeId), String>,
    adapters: HashMap<(TypeId, FuncId), String>,
    icalls: HashMap<(TypeId, usize), String>,
    /// Maps: a descriptor (`so_MapType`) per map type; a hash function and an equality
    /// function (both on `const void *`) per key type and per comparable type stored in
    /// interface values, and for the struct and array types they are made of; and, for key
    /// types that hold interface values, the check of a key looked up in an empty map.
    map_descs: HashMap<TypeId, String>,
    hashes: HashMap<TypeId, String>,
    key_eqs: HashMap<TypeId, String>,
    hashables: HashMap<TypeId, String>,
    /// The call helper of each function type without a name (`func_int__bool_call`).
    calls: HashMap<TypeId, String>,
    /// The wrapper of each method used as a method value (`main_T_M_fm`).
    fm: HashMap<FuncId, String>,
}

/// The C names of one function's locals and labels.
pub struct FnNames {
    pub locals: Vec<String>,
    /// The C parameter of each parameter kept on the result stack (`x_arg`, copied into the
    /// memory `x` points to when the function starts); empty for the others.
    pub param_args: Vec<String>,
    pub labels: Vec<String>,
    /// The label after each loop or switch (for `break`) and before each loop's next iteration
    /// (for `continue`), where one is needed.
    pub break_labels: Vec<String>,
    pub continue_labels: Vec<String>,
    /// The label of each case of a switch whose cases fall through.
    pub case_labels: Vec<Vec<String>>,
    /// For each range loop over a map: its iterator and the pointers to the key and value
    /// it produces.
    pub map_iters: Vec<Option<[String; 3]>>,
    /// A closure's environment: the `void *` parameter and the typed local.
    pub env_param: String,
    pub env: String,
    /// A function with `defer`: its `so_Defers` and the label of its epilogue.
    pub defers: String,
    pub epilogue: String,
    /// A function that releases the result stack: the mark it takes when it starts.
    pub rs_mark: String,
    /// Each loop that releases the result stack every iteration: its mark (by `BreakId`).
    pub loop_marks: Vec<String>,
}

impl CNames {
    pub fn new(p: &Program) -> CNames {
        let mut n = CNames {
            file: Scope::default(),
            pkgs: Vec::new(),
            funcs: vec![String::new(); p.funcs.len()],
            globals: vec![String::new(); p.globals.len()],
            named: vec![String::new(); p.types.named.len()],
            types: HashMap::new(),
            eq: HashMap::new(),
            byptr: HashMap::new(),
            type_desc: HashMap::new(),
            iface_desc: HashMap::new(),
            itabs: HashMap::new(),
            adapters: HashMap::new(),
            icalls: HashMap::new(),
            map_descs: HashMap::new(),
            hashes: HashMap::new(),
            key_eqs: HashMap::new(),
            hashables: HashMap::new(),
            calls: HashMap::new(),
            fm: HashMap::new(),
        };
        // The predeclared error type is the runtime's.
        n.named[crate::tir::types::ERROR.index()] = "so_error".to_string();
        // Names the runtime headers and C itself define.
        for r in ident::RESERVED {
            n.file.taken.insert((*r).to_string());
        }
        // The C runtime's own names (`conc_Go`, `mem_ErrOutOfMemory`): a So declaration is one
        // of them only when it is that C declaration (`//so:extern`, below).
        for r in crate::driver::RUNTIME_NAMES {
            n.file.taken.insert((*r).to_string());
        }
        let mut prefixes = Scope::default();
        for pkg in &p.packages {
            // Names starting with `so_` belong to the runtime.
            let base = if pkg.name == "so" {
                "so_pkg"
            } else {
                &pkg.name
            };
            n.pkgs.push(prefixes.claim(base));
        }
        // C's own names (`//so:extern`): used as they are, and no other name may take them.
        for name in &p.c_consts {
            n.file.taken.insert(name.clone());
        }
        for g in &p.globals {
            if let Some(c) = &g.c.ext {
                n.file.taken.insert(c.clone());
            }
        }
        for t in &p.types.named {
            if let Some(c) = &t.c.ext {
                n.file.taken.insert(c.clone());
            }
        }
        for f in &p.funcs {
            if let Some(c) = f.c.ext.as_ref().and_then(|e| e.c_name.clone()) {
                n.file.taken.insert(c);
            } else if let (Some(_), FuncKind::Func) = (&f.c.ext, f.kind) {
                n.file.taken.insert(f.name.clone());
            }
        }
        for (k, pkg) in p.packages.iter().enumerate() {
            let prefix = n.pkgs[k].clone();
            for &g in &pkg.globals {
                if let Some(c) = &p.global(g).c.ext {
                    n.globals[g.index()] = c.clone();
                    continue;
                }
                let name = format!("{prefix}_{}", p.global(g).name);
                n.globals[g.index()] = n.file.claim(&name);
            }
            // Instances of generic types are named after their type arguments, later.
            for &t in pkg
                .named
                .iter()
                .filter(|t| p.types.named(**t).targs.is_empty())
            {
                if let Some(c) = &p.types.named(t).c.ext {
                    n.named[t.index()] = c.clone();
                    continue;
                }
                let name = format!("{prefix}_{}", p.types.named(t).name);
                n.named[t.index()] = n.file.claim(&name);
            }
            let by_kind = |want: fn(&FuncKind) -> bool| -> Vec<FuncId> {
                pkg.funcs
                    .iter()
                    .copied()
                    .filter(|f| want(&p.func(*f).kind))
                    .collect()
            };
            for f in by_kind(|k| matches!(k, FuncKind::Func)) {
                if !p.func(f).targs.is_empty() {
                    continue;
                }
                if let Some(e) = &p.func(f).c.ext {
                    n.funcs[f.index()] = e.c_name.clone().unwrap_or_else(|| p.func(f).name.clone());
                    continue;
                }
                let name = format!("{prefix}_{}", p.func(f).name);
                n.funcs[f.index()] = n.file.claim(&name);
            }
            for f in by_kind(|k| matches!(k, FuncKind::Method(_))) {
                let FuncKind::Method(recv) = p.func(f).kind else {
                    continue;
                };
                if !p.types.named(recv).targs.is_empty() {
                    continue;
                }
                let rt = p.types.named(recv);
                let name = match (&p.func(f).c.ext, &rt.c.ext) {
                    // A C method: `conc_Pool_Go` for method Go of the C type conc_Pool.
                    (Some(e), _) => {
                        n.funcs[f.index()] = e.c_name.clone().unwrap_or_else(|| {
                            format!(
                                "{}_{}",
                                n.named[recv.index()].replace(' ', "_"),
                                p.func(f).name
                            )
                        });
                        continue;
                    }
                    // A So method of a C type stays in the package's namespace.
                    (None, Some(_)) => format!("{prefix}_{}_{}", rt.name, p.func(f).name),
                    (None, None) => format!("{}_{}", n.named[recv.index()], p.func(f).name),
                };
                n.funcs[f.index()] = n.file.claim(&name);
            }
            for f in by_kind(|k| matches!(k, FuncKind::Init(_))) {
                let FuncKind::Init(k) = p.func(f).kind else {
                    continue;
                };
                n.funcs[f.index()] = n.file.claim(&format!("{prefix}_init_{}", k + 1));
            }
            for f in by_kind(|k| matches!(k, FuncKind::PackageInit)) {
                n.funcs[f.index()] = n.file.claim(&format!("{prefix}_init"));
            }
        }
        // Function literals and defer thunks: after their enclosing function, as Go names them
        // (`main_main_func1`, `main_main_func1_1`, `main_main_deferwrap1`); a parent comes
        // before its literals.
        for (i, f) in p.funcs.iter().enumerate() {
            if let FuncKind::Closure { parent, .. } = f.kind {
                let base = match parent {
                    Some(pf) => n.funcs[pf.index()].clone(),
                    None => format!("{}_init", n.pkgs[f.pkg.index()]),
                };
                n.funcs[i] = n.file.claim(&format!("{base}_{}", f.name));
            }
        }
        // Local named types: after their function (`main_main_Point`).
        for (i, t) in p.types.named.iter().enumerate() {
            if let Some(f) = t.func {
                let name = format!("{}_{}", n.funcs[f.index()], t.name);
                n.named[i] = n.file.claim(&name);
            }
        }
        // Instances of generic declarations: after the type arguments (`main_Stack_int`,
        // `main_Max_string`), once every named type has its name.
        // An instance is named after the package of its generic declaration, whichever
        // package made it (`shapes_Pair_int`).
        for pkg in &p.packages {
            for &t in pkg
                .named
                .iter()
                .filter(|t| !p.types.named(**t).targs.is_empty())
            {
                let nt = p.types.named(t);
                let prefix = n.pkgs[nt.pkg.index()].clone();
                let args: Vec<String> = nt
                    .targs
                    .iter()
                    .map(|a| n.fragment(&p.types, *a, 1))
                    .collect();
                let name = format!("{prefix}_{}_{}", nt.name, args.join("_"));
                n.named[t.index()] = n.file.claim(&name);
            }
            for &f in &pkg.funcs {
                let func = p.func(f);
                match func.kind {
                    FuncKind::Method(recv) if !p.types.named(recv).targs.is_empty() => {
                        let name = format!("{}_{}", n.named[recv.index()], func.name);
                        n.funcs[f.index()] = n.file.claim(&name);
                    }
                    FuncKind::Func if !func.targs.is_empty() => {
                        let prefix = n.pkgs[func.pkg.index()].clone();
                        let args: Vec<String> = func
                            .targs
                            .iter()
                            .map(|a| n.fragment(&p.types, *a, 1))
                            .collect();
                        let name = format!("{prefix}_{}_{}", func.name, args.join("_"));
                        n.funcs[f.index()] = n.file.claim(&name);
                    }
                    _ => {}
                }
            }
        }
        // Promoted-method wrappers: after their receiver type (`main_Outer_M`).
        for (i, f) in p.funcs.iter().enumerate() {
            if let FuncKind::Wrapper(t) = f.kind {
                let name = format!("{}_{}", n.fragment(&p.types, t, 0), f.name);
                n.funcs[i] = n.file.claim(&name);
            }
        }
        // Types without names, equality functions of structs and arrays, and the `(*T).M`
        // wrappers of value methods.
        for i in 0..p.types.len() {
            let t = TypeId(i as u32);
            match p.types.get(t) {
                Type::Named(k) => {
                    let name = n.named[k.index()].clone();
                    n.types.insert(t, name);
                }
                Type::Array(..) | Type::Tuple(_) | Type::Struct(_) | Type::Func(_) => {
                    let base = n.structural(&p.types, t, 0);
                    let name = n.file.claim(&base);
                    n.types.insert(t, name);
                }
                Type::Basic(_)
                | Type::Pointer(_)
                | Type::Slice(_)
                | Type::Interface(_)
                | Type::Map(..)
                | Type::TypeParam(_) => {}
            }
        }
        for i in 0..p.types.len() {
            let t = TypeId(i as u32);
            if matches!(p.types.under_type(t), Type::Struct(_) | Type::Array(..)) {
                let base = format!("{}_eq", n.type_name(t).replace(' ', "_"));
                let name = n.file.claim(&base);
                n.eq.insert(t, name);
            }
        }
        n.iface_names(p);
        for (i, f) in p.funcs.iter().enumerate() {
            if let FuncKind::Method(_) = f.kind {
                let recv = p.types.sig(f.ty).and_then(|s| s.params.first().copied());
                if recv.is_some_and(|r| p.types.pointee(r).is_none()) {
                    let base = format!("{}_byptr", n.funcs[i]);
                    let name = n.file.claim(&base);
                    n.byptr.insert(FuncId(i as u32), name);
                }
            }
        }
        // Calls through func values, and methods as values.
        for i in 0..p.types.len() {
            let t = TypeId(i as u32);
            if let Type::Func(_) = p.types.get(t) {
                let base = format!("{}_call", n.type_name(t).replace(' ', "_"));
                let name = n.file.claim(&base);
                n.calls.insert(t, name);
            }
        }
        for (i, f) in p.funcs.iter().enumerate() {
            // Methods, and the wrappers of promoted and interface methods.
            if let FuncKind::Method(_) | FuncKind::Wrapper(_) = f.kind {
                let name = n.file.claim(&format!("{}_fm", n.funcs[i]));
                n.fm.insert(FuncId(i as u32), name);
            }
        }
        n.map_names(p);
        n
    }

    /// Names of the map machinery (see the fields), after every other file-scope name.
    fn map_names(&mut self, p: &Program) {
        let mut keys: Vec<TypeId> = Vec::new();
        for i in 0..p.types.len() {
            let t = TypeId(i as u32);
            // Map types of generic bodies are never emitted (their instances are).
            if p.types.has_tparam(t) {
                continue;
            }
            if let Type::Map(k, _) = p.types.get(t) {
                let name = self.file.claim(&self.fragment(&p.types, t, 0));
                self.map_descs.insert(t, name);
                if !keys.contains(k) {
                    keys.push(*k);
                }
            }
        }
        for &k in &keys {
            let frag = self.fragment(&p.types, k, 0);
            let name = self.file.claim(&format!("equal_{frag}"));
            self.key_eqs.insert(k, name);
            if p.types.holds_iface(k) {
                let name = self.file.claim(&format!("hashable_{frag}"));
                self.hashables.insert(k, name);
            }
        }
        // The check of a key's parts goes through the one of `any`.
        let any = p.types.lookup(&Type::Interface(Default::default()));
        if let Some(any) = any.filter(|_| !self.hashables.is_empty()) {
            if !self.hashables.contains_key(&any) {
                let name = self.file.claim("hashable_any");
                self.hashables.insert(any, name);
            }
        }
        // Hash functions: key types, comparable stored types, and what they are made of.
        let mut todo: Vec<TypeId> = keys;
        for d in &p.ifaces.dyn_types {
            if p.types.comparable(d.ty) && !todo.contains(&d.ty) {
                todo.push(d.ty);
            }
        }
        let mut k = 0;
        while k < todo.len() {
            let t = todo[k];
            k += 1;
            let frag = self.fragment(&p.types, t, 0);
            let name = self.file.claim(&format!("hash_{frag}"));
            self.hashes.insert(t, name);
            let parts: Vec<TypeId> = match p.types.under_type(t) {
                Type::Struct(fs) => fs.iter().map(|f| f.ty).collect(),
                Type::Array(_, e) => vec![*e],
                _ => Vec::new(),
            };
            for x in parts {
                if !todo.contains(&x) {
                    todo.push(x);
                }
            }
        }
    }

    /// The descriptor (`so_MapType`) of a map type (not named: see `TypeTable::under`).
    pub fn map_desc(&self, t: TypeId) -> &str {
        self.map_descs.get(&t).map(String::as_str).unwrap_or("")
    }
    /// The hash function (`uint64_t f(const void *)`) of a key or stored type.
    pub fn hash_fn(&self, t: TypeId) -> &str {
        self.hashes.get(&t).map(String::as_str).unwrap_or("")
    }
    /// The equality function (`bool f(const void *, const void *)`) of a key type.
    pub fn key_eq(&self, t: TypeId) -> &str {
        self.key_eqs.get(&t).map(String::as_str).unwrap_or("")
    }
    /// The check of a key of a type that holds interface values (`K f(so_Map m, K k)`).
    pub fn hashable(&self, t: TypeId) -> &str {
        self.hashables.get(&t).map(String::as_str).unwrap_or("")
    }

    /// Names of the interface machinery (see the fields).
    fn iface_names(&mut self, p: &Program) {
        for d in &p.ifaces.dyn_types {
            let frag = self.fragment(&p.types, d.ty, 0);
            let name = self.file.claim(&format!("type_{frag}"));
            self.type_desc.insert(d.ty, name);
            for it in &d.itabs {
                let jf = self.fragment(&p.types, it.iface, 0);
                let name = self.file.claim(&format!("itab_{frag}__{jf}"));
                self.itabs.insert((d.ty, it.iface), name);
                for &f in &it.methods {
                    if self.adapters.contains_key(&(d.ty, f)) {
                        continue;
                    }
                    let name = self.file.claim(&format!("{frag}__{}", p.func(f).name));
                    self.adapters.insert((d.ty, f), name);
                }
            }
        }
        // Interface types described for reflection only (`IfaceTables::rtype_ifaces`).
        for &j in &p.ifaces.rtype_ifaces {
            let frag = self.fragment(&p.types, j, 0);
            let name = self.file.claim(&format!("type_{frag}"));
            self.type_desc.insert(j, name);
        }
        for &j in &p.ifaces.ifaces {
            let name = match p.types.get(j) {
                Type::Named(i) if *i == crate::tir::types::ERROR => "so_error_iface".to_string(),
                _ if is_stringer(&p.types, j) => "so_stringer_iface".to_string(),
                _ => {
                    let frag = self.fragment(&p.types, j, 0);
                    self.file.claim(&format!("iface_{frag}"))
                }
            };
            self.iface_desc.insert(j, name);
        }
        // A call helper per method of every interface type (named ones after the type,
        // `main_Shape_Area`).
        for i in 0..p.types.len() {
            let t = TypeId(i as u32);
            if matches!(p.types.get(t), Type::Named(_)) && !p.types.is_interface(t) {
                continue;
            }
            let Some(it) = p.types.interface(t) else {
                continue;
            };
            if matches!(p.types.get(t), Type::Named(_))
                || matches!(p.types.get(t), Type::Interface(_))
            {
                let frag = self.fragment(&p.types, t, 0);
                for (k, m) in it.methods.iter().enumerate() {
                    let name = self.file.claim(&format!("{frag}_{}", m.name));
                    self.icalls.insert((t, k), name);
                }
            }
        }
    }

    /// The descriptor (`so_Type`) of a type stored in interface values (or, with reflection
    /// data, of an interface type that is part of one).
    pub fn type_desc(&self, t: TypeId) -> &str {
        self.type_desc.get(&t).map(String::as_str).unwrap_or("")
    }
    /// The descriptor (`so_IfaceType`) of an interface type (see `passes::ifaces::canonical`).
    pub fn iface_desc(&self, j: TypeId) -> &str {
        self.iface_desc.get(&j).map(String::as_str).unwrap_or("")
    }
    pub fn itab(&self, t: TypeId, j: TypeId) -> &str {
        self.itabs.get(&(t, j)).map(String::as_str).unwrap_or("")
    }
    /// The function an itab of stored type `t` calls for method function `f`.
    pub fn adapter(&self, t: TypeId, f: FuncId) -> &str {
        self.adapters.get(&(t, f)).map(String::as_str).unwrap_or("")
    }
    /// The helper that calls method `k` of an interface value of type `j`.
    pub fn icall(&self, j: TypeId, k: usize) -> &str {
        self.icalls.get(&(j, k)).map(String::as_str).unwrap_or("")
    }

    /// A readable name for a type without one, built from its structure so that the same Go
    /// type has the same C name in every package (`arr3_int`, `tuple_int_string`).
    fn structural(&self, types: &TypeTable, t: TypeId, depth: usize) -> String {
        let part = |x: TypeId| self.fragment(types, x, depth + 1);
        let name = match types.get(t) {
            Type::Array(len, e) => format!("arr{len}_{}", part(*e)),
            Type::Tuple(ts) => {
                let ps: Vec<String> = ts.iter().map(|x| part(*x)).collect();
                format!("tuple_{}", ps.join("_"))
            }
            Type::Struct(fs) => {
                let ps: Vec<String> = fs
                    .iter()
                    .map(|f| match &f.tag {
                        // A tag makes another type: a different name, the same in every package.
                        Some(tag) => {
                            format!("{}_{}_tag{:08x}", c_ident(&f.name), part(f.ty), fnv(tag))
                        }
                        None => format!("{}_{}", c_ident(&f.name), part(f.ty)),
                    })
                    .collect();
                format!("struct_{}", ps.join("_"))
            }
            Type::Func(s) => {
                let ps: Vec<String> = s.params.iter().map(|x| part(*x)).collect();
                let rs: Vec<String> = s.results.iter().map(|x| part(*x)).collect();
                let v = if s.variadic { "v" } else { "" };
                format!("func{v}_{}__{}", ps.join("_"), rs.join("_"))
            }
            _ => self.fragment(types, t, depth),
        };
        // Deep or wide types would make long names: keep them readable and still unique.
        if name.len() > 60 {
            format!("{}_{:08x}", &name[..40].trim_end_matches('_'), fnv(&name))
        } else {
            name
        }
    }

    /// The part of a structural name that stands for `t`.
    fn fragment(&self, types: &TypeTable, t: TypeId, depth: usize) -> String {
        if depth > 4 {
            return format!("t{}", t.0);
        }
        match types.get(t) {
            Type::Basic(b) => b.name().replace([' ', '.'], "_"),
            // A C type may be named by several words (`struct timespec`).
            Type::Named(i) => self.named[i.index()].replace(' ', "_"),
            Type::Pointer(e) => format!("ptr_{}", self.fragment(types, *e, depth + 1)),
            Type::Slice(e) => format!("slice_{}", self.fragment(types, *e, depth + 1)),
            Type::Map(k, v) => format!(
                "map_{}_{}",
                self.fragment(types, *k, depth + 1),
                self.fragment(types, *v, depth + 1)
            ),
            Type::Interface(i) if i.methods.is_empty() => "any".to_string(),
            Type::Interface(i) => {
                let ms: Vec<&str> = i.methods.iter().map(|m| m.name.as_str()).collect();
                format!("iface_{}", ms.join("_"))
            }
            _ => self.structural(types, t, depth + 1),
        }
    }

    pub fn package(&self, p: PkgId) -> &str {
        &self.pkgs[p.index()]
    }
    pub fn func(&self, f: FuncId) -> &str {
        &self.funcs[f.index()]
    }
    pub fn global(&self, g: GlobalId) -> &str {
        &self.globals[g.index()]
    }
    pub fn named(&self, t: NamedId) -> &str {
        &self.named[t.index()]
    }
    /// The name of a named type or of a type without a Go name that C names (arrays,
    /// tuples, anonymous structs, function types); basic types, pointers and slices have none.
    pub fn type_name(&self, t: TypeId) -> &str {
        self.types.get(&t).map(String::as_str).unwrap_or("")
    }
    /// The generated equality function of a struct or array type.
    pub fn eq_func(&self, t: TypeId) -> &str {
        self.eq.get(&t).map(String::as_str).unwrap_or("")
    }
    /// The wrapper that calls value method `f` through a pointer (`(*T).M`).
    pub fn byptr(&self, f: FuncId) -> &str {
        self.byptr.get(&f).map(String::as_str).unwrap_or("")
    }
    /// The helper that calls a value of function type `t` (`t` without a name: the
    /// underlying type of a named function type).
    pub fn call_helper(&self, t: TypeId) -> &str {
        self.calls.get(&t).map(String::as_str).unwrap_or("")
    }
    /// The wrapper that calls method `f` with its receiver in a method value's environment.
    pub fn method_value_wrapper(&self, f: FuncId) -> &str {
        self.fm.get(&f).map(String::as_str).unwrap_or("")
    }
    /// The guard macro of a package's header.
    pub fn header_guard(&self, p: PkgId) -> String {
        format!("SO_PKG_{}_H", self.pkgs[p.index()].to_uppercase())
    }

    /// Names of a function's parameters, locals and temporaries (one block scope, clear of
    /// every file-scope name) and of its labels.
    pub fn func_names(&self, f: &Func) -> FnNames {
        let mut scope = Scope::default();
        let outer = Some(&self.file);
        let mut temps = 0;
        let locals = f
            .locals
            .iter()
            .map(|l| match l.kind {
                LocalKind::Temp => {
                    temps += 1;
                    scope.claim_within(outer, &format!("_t{temps}"))
                }
                _ if l.name == "_" || l.name.is_empty() => scope.claim_within(outer, "_blank"),
                _ => scope.claim_within(outer, &c_ident(&l.name)),
            })
            .collect();
        let param_args = f
            .locals
            .iter()
            .zip(&locals)
            .map(|(l, n)| {
                if l.kind == LocalKind::Param && l.storage == Storage::Result {
                    scope.claim_within(outer, &format!("{n}_arg"))
                } else {
                    String::new()
                }
            })
            .collect();
        let env_param = scope.claim_within(outer, "env_");
        let env = scope.claim_within(outer, "env");
        let defers = scope.claim_within(outer, "defers");
        let rs_mark = scope.claim_within(outer, "rs_mark");
        let mut loop_marks = vec![String::new(); f.breakables.len()];
        for l in f.results.loops.iter().filter(|l| l.releases) {
            if let Some(slot) = loop_marks.get_mut(l.id.index()) {
                *slot = scope.claim_within(outer, "loop_mark");
            }
        }
        let mut labels_scope = Scope {
            reserved: true,
            ..Scope::default()
        };
        let labels: Vec<String> = f
            .labels
            .iter()
            .map(|l| labels_scope.claim(&c_ident(&l.name)))
            .collect();
        let mut break_labels = Vec::new();
        let mut continue_labels = Vec::new();
        let mut case_labels = Vec::new();
        for b in &f.breakables {
            let base = match b.label {
                Some(l) => f.labels[l.index()].name.clone(),
                None if b.is_loop => "loop".to_string(),
                None => "switch".to_string(),
            };
            break_labels.push(if b.break_label {
                labels_scope.claim(&format!("{base}_break"))
            } else {
                String::new()
            });
            continue_labels.push(if b.continue_label {
                labels_scope.claim(&format!("{base}_continue"))
            } else {
                String::new()
            });
            case_labels.push(
                (0..b.case_labels)
                    .map(|k| labels_scope.claim(&format!("{base}_case{k}")))
                    .collect(),
            );
        }
        // Map iterators come after every local (a local keeps its Go name). Each loop
        // declares its own in a C block of its own, so every loop of the function uses the
        // same three names (a nested loop's hide the outer loop's, which it does not use).
        let mut map_iters = vec![None; f.breakables.len()];
        let mut names: Option<[String; 3]> = None;
        for id in map_ranges(f) {
            if let Some(slot) = map_iters.get_mut(id.index()) {
                let mut claim = |b: &str| scope.claim_within(outer, b);
                let n = names.get_or_insert_with(|| [claim("it"), claim("kp"), claim("vp")]);
                *slot = Some(n.clone());
            }
        }
        let epilogue = labels_scope.claim("epilogue");
        FnNames {
            locals,
            param_args,
            labels,
            break_labels,
            continue_labels,
            case_labels,
            map_iters,
            env_param,
            env,
            defers,
            epilogue,
            rs_mark,
            loop_marks,
        }
    }
}

impl FnNames {
    pub fn local(&self, l: LocalId) -> &str {
        &self.locals[l.index()]
    }
    pub fn break_label(&self, b: BreakId) -> &str {
        &self.break_labels[b.index()]
    }
    pub fn continue_label(&self, b: BreakId) -> &str {
        &self.continue_labels[b.index()]
    }
    /// The result-stack mark of loop `b` (one that releases every iteration).
    pub fn loop_mark(&self, b: BreakId) -> &str {
        &self.loop_marks[b.index()]
    }
    pub fn case_label(&self, b: BreakId, k: usize) -> &str {
        &self.case_labels[b.index()][k]
    }
    /// The iterator, key pointer and value pointer of range loop `b` over a map.
    pub fn map_iter(&self, b: BreakId) -> Option<&[String; 3]> {
        self.map_iters.get(b.index()).and_then(|x| x.as_ref())
    }
}

/// The range loops over maps of a function, in order.
fn map_ranges(f: &Func) -> Vec<BreakId> {
    struct Ranges(Vec<BreakId>);
    impl crate::tir::visit::Visitor for Ranges {
        fn visit_stmt(&mut self, s: &crate::tir::Stmt) {
            if let crate::tir::StmtKind::Range {
                id,
                kind: crate::tir::RangeKind::Map,
                ..
            } = &s.kind
            {
                self.0.push(*id);
            }
            crate::tir::visit::walk_stmt(self, s);
        }
    }
    let mut r = Ranges(Vec::new());
    if let Some(body) = &f.body {
        crate::tir::visit::Visitor::visit_stmts(&mut r, body);
    }
    r.0
}

/// `interface { String() string }` (the runtime has its descriptor).
fn is_stringer(types: &TypeTable, j: TypeId) -> bool {
    let Some(it) = types.interface(j) else {
        return false;
    };
    it.methods.len() == 1
        && it.methods[0].name == "String"
        && types.sig(it.methods[0].sig).is_some_and(|s| {
            s.params.is_empty()
                && !s.variadic
                && s.results.len() == 1
                && types.is_string(s.results[0])
                && !types.is_named(s.results[0])
        })
        && !types.is_named(j)
}

/// The C name of field `index` of a struct: its `c:"name"` tag's, or the Go name's.
pub fn struct_field(f: &crate::tir::types::Field, index: usize) -> String {
    match &f.c_name {
        Some(c) => c.clone(),
        None => field(&f.name, index),
    }
}

/// The last member of a struct that ends in a zero-size field (`TypeTable::has_trailing_pad`):
/// Go's byte of padding. No field takes it (a Go name starting with `so_` gets a `_`).
pub const STRUCT_PAD: &str = "so_pad";

/// A struct field's C name (`_` fields get a name of their own).
pub fn field(name: &str, index: usize) -> String {
    if name == "_" {
        format!("_blank{index}")
    } else {
        c_ident(name)
    }
}

/// The FNV-1a hash of a name (a short stable suffix for long structural names).
fn fnv(s: &str) -> u32 {
    let mut h: u32 = 0x811c9dc5;
    for b in s.bytes() {
        h ^= b as u32;
        h = h.wrapping_mul(0x01000193);
    }
    h
}

#[cfg(test)]
mod tests {
    use crate::driver::RUNTIME_NAMES;

    /// The C runtime's package-prefixed names are reserved (symbols, types and macros of its
    /// headers and sources), and the So side's own C (so/internal/memc's embedded header, whose
    /// names So defines) is not.
    #[test]
    fn runtime_names_are_the_c_runtimes() {
        for name in [
            "conc_Go",
            "conc_NewChan",
            "conc_Ok",
            "conc_Chan",
            "mem_ErrOutOfMemory",
            "mem_Allocator",
            "mem_System",
            "time_Sleep",
            "sync_Mutex",
        ] {
            assert!(RUNTIME_NAMES.contains(&name), "{name} is not reserved");
        }
        for name in RUNTIME_NAMES {
            assert!(!name.starts_with("memc_"), "{name} is the So side's");
            assert!(
                !name.starts_with("so_"),
                "{name}: so_ is reserved by its prefix"
            );
        }
    }

    #[test]
    fn runtime_names_come_from_the_headers() {
        for name in [
            "sync_Mutex",
            "sync_Once",
            "sync_Once_Do",
            "sync_WaitGroup_Wait",
            "atomic_Bool_Load",
            "atomic_Pointer",
            "conc_Go",
            "mem_Allocator",
        ] {
            assert!(RUNTIME_NAMES.contains(&name), "{name} is not reserved");
        }
        // Only names in a So package's namespace: not the runtime's `so_` helpers or fields.
        assert!(RUNTIME_NAMES.iter().all(|n| !n.starts_with("so_")));
        assert!(!RUNTIME_NAMES.contains(&"state"));
    }

    #[test]
    fn no_name_solod_makes_takes_a_runtime_name() {
        let c = crate::driver::compile_source(
            "prog.go",
            "package main\n\nfunc main() {\n\tsync_Once := 1\n\tconc_Go := 2\n\tprintln(sync_Once, conc_Go)\n}\n",
        )
        .unwrap_or_else(|f| panic!("does not compile:\n{}", f.message))
        .pop()
        .expect("the program's C");
        assert!(c.source.contains("sync_Once_2 = 1"), "{}", c.source);
        assert!(c.source.contains("conc_Go_2 = 2"), "{}", c.source);
    }
}
