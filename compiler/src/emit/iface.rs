//! Interfaces in C (the runtime side is described in `runtime-c/builtin/builtin.h`):
//! conversions, method calls, assertions and comparisons of interface values, and the build's
//! interface tables from `passes::ifaces`: one `so_Type` descriptor per stored type, one
//! `so_IfaceType` per interface type asked for at run time, the itabs, and the functions the
//! itabs call (each takes `void *self`, the address of the interface value's data).

use super::c::{CExpr, CInit, CItem, CProto, CStmt, CType, CUnOp, Linkage};
use super::func::FnEmitter;
use super::{ice, File};
use crate::passes::ifaces::canonical;
use crate::tir::types::{Basic, Type, TypeId, ERROR};
use crate::tir::{AssertKind, BinOp, Boxing, Expr, FuncId, Program};

/// The name of a type as Go's runtime prints it (`main.T`, `*main.T`, `[]int`,
/// `interface {}`, `struct { X int }`, `func(int) string`). Inside the type arguments of an
/// instance Go names packages by their import path: `other.Box[example.com/m/other.T]`.
pub fn runtime_name(p: &Program, t: TypeId) -> String {
    runtime_name_depth(p, t, false, 0)
}

/// `paths`: name packages by their import path (inside type arguments).
fn runtime_name_depth(p: &Program, t: TypeId, paths: bool, d: usize) -> String {
    if d > 16 {
        return "...".into();
    }
    let name = |x: TypeId| runtime_name_depth(p, x, paths, d + 1);
    match p.types.get(t) {
        Type::Basic(Basic::Uint8) => "uint8".into(),
        Type::Basic(Basic::Int32) => "int32".into(),
        Type::Basic(b) => b.name().into(),
        Type::Named(i) if *i == ERROR => "error".into(),
        Type::Named(i) => {
            let n = p.types.named(*i);
            let args: Vec<String> = n
                .targs
                .iter()
                .map(|t| runtime_name_depth(p, *t, true, d + 1))
                .collect();
            let args = if args.is_empty() {
                String::new()
            } else {
                format!("[{}]", args.join(","))
            };
            // The program's main package is "main" to Go's runtime whatever its directory.
            let pkg = p.package(n.pkg);
            let qual = if paths && pkg.name != "main" {
                &pkg.path
            } else {
                &pkg.name
            };
            format!("{qual}.{}{args}", n.name)
        }
        Type::Pointer(e) => format!("*{}", name(*e)),
        Type::Slice(e) => format!("[]{}", name(*e)),
        Type::Array(n, e) => format!("[{n}]{}", name(*e)),
        Type::Struct(fs) if fs.is_empty() => "struct {}".into(),
        Type::Struct(fs) => {
            let parts: Vec<String> = fs
                .iter()
                .map(|f| {
                    let d = if f.embedded {
                        name(f.ty)
                    } else {
                        format!("{} {}", f.name, name(f.ty))
                    };
                    match &f.tag {
                        Some(tag) => format!("{d} {}", crate::tir::types::go_quote(tag)),
                        None => d,
                    }
                })
                .collect();
            format!("struct {{ {} }}", parts.join("; "))
        }
        Type::Func(s) => format!("func{}", sig_text(p, s, paths, d)),
        Type::Interface(i) if i.methods.is_empty() => "interface {}".into(),
        Type::Interface(i) => {
            let ms: Vec<String> = i
                .methods
                .iter()
                .map(|m| match p.types.sig(m.sig) {
                    Some(s) => format!("{}{}", m.name, sig_text(p, s, paths, d)),
                    None => m.name.clone(),
                })
                .collect();
            format!("interface {{ {} }}", ms.join("; "))
        }
        Type::Tuple(ts) => {
            let parts: Vec<String> = ts.iter().map(|x| name(*x)).collect();
            format!("({})", parts.join(", "))
        }
        Type::TypeParam(t) => p.types.tparam(*t).name.clone(),
        Type::Map(k, v) => format!("map[{}]{}", name(*k), name(*v)),
    }
}

fn sig_text(p: &Program, s: &crate::tir::types::Sig, paths: bool, d: usize) -> String {
    let name = |x: TypeId| runtime_name_depth(p, x, paths, d + 1);
    let mut ps: Vec<String> = s.params.iter().map(|x| name(*x)).collect();
    if s.variadic {
        if let Some(last) = ps.last_mut() {
            *last = format!("...{}", last.trim_start_matches("[]"));
        }
    }
    let rs: Vec<String> = s.results.iter().map(|x| name(*x)).collect();
    let res = match rs.len() {
        0 => String::new(),
        1 => format!(" {}", rs[0]),
        _ => format!(" ({})", rs.join(", ")),
    };
    format!("({}){}", ps.join(", "), res)
}

fn str_init(s: &str) -> CExpr {
    CExpr::call("SO_STR_INIT", vec![CExpr::Str(s.as_bytes().to_vec())])
}

impl File<'_> {
    /// The itab a conversion of a `t` to interface type `j` stores: the type's own for an
    /// empty interface.
    fn itab_of(&self, t: TypeId, j: TypeId) -> CExpr {
        let empty = self
            .p
            .types
            .interface(j)
            .is_none_or(|i| i.methods.is_empty());
        if empty {
            let d = self.n.type_desc(t);
            if d.is_empty() {
                ice!("no descriptor for {}", self.p.types.display(t));
            }
            self.table_ref(super::link::TableRef::Type(t));
            return CExpr::addr(CExpr::member(CExpr::ident(d), "itab"));
        }
        self.table_ref(super::link::TableRef::Itab(t, canonical(self.p, j)));
        let name = self.n.itab(t, canonical(self.p, j));
        if name.is_empty() {
            ice!(
                "no itab for {} as {}",
                self.p.types.display(t),
                self.p.types.display(j)
            );
        }
        CExpr::addr(CExpr::member(CExpr::ident(name), "itab"))
    }

    fn iface_desc(&self, j: TypeId) -> CExpr {
        self.table_ref(super::link::TableRef::Iface(canonical(self.p, j)));
        let name = self.n.iface_desc(canonical(self.p, j));
        if name.is_empty() {
            ice!("no descriptor for interface {}", self.p.types.display(j));
        }
        CExpr::addr(CExpr::ident(name))
    }

    fn type_desc_ref(&self, t: TypeId) -> CExpr {
        self.table_ref(super::link::TableRef::Type(t));
        let name = self.n.type_desc(t);
        if name.is_empty() {
            ice!("no descriptor for {}", self.p.types.display(t));
        }
        CExpr::addr(CExpr::ident(name))
    }

    /// The call helper of method `k` of interface type `j` (defined in this file).
    pub fn need_icall(&mut self, j: TypeId, k: usize) -> String {
        if let Type::Named(i) = self.p.types.get(j) {
            if *i == ERROR {
                return "so_error_Error".into();
            }
        }
        if !self.icall_needed.contains(&(j, k)) {
            self.icall_needed.push((j, k));
        }
        self.n.icall(j, k).to_string()
    }

    /// `static inline R J_M(J x, ...) { return ((R (*)(void *, ...))so_iface_fn(x, k))(x.data, ...); }`
    pub fn icall_section(&mut self) -> Vec<CItem> {
        let mut out = Vec::new();
        let needed = self.icall_needed.clone();
        for (j, k) in needed {
            let Some(m) = self
                .p
                .types
                .interface(j)
                .and_then(|i| i.methods.get(k))
                .cloned()
            else {
                ice!("call helper of a missing method");
            };
            let Some(sig) = self.p.types.sig(m.sig).cloned() else {
                ice!("interface method without a signature");
            };
            let jt = self.ctype(j);
            let ret = self.result_ctype(&sig.results);
            let mut params = vec![(jt, "x".to_string())];
            let mut ptypes = vec!["void *".to_string()];
            let mut args = vec![CExpr::member(CExpr::ident("x"), "data")];
            for (i, t) in sig.params.iter().enumerate() {
                let ct = self.ctype(*t);
                ptypes.push(super::print::ctype(&ct));
                params.push((ct, format!("a{}", i + 1)));
                args.push(CExpr::ident(format!("a{}", i + 1)));
            }
            let fty = format!("{} (*)({})", super::print::ctype(&ret), ptypes.join(", "));
            let f = CExpr::cast(
                CType::name(fty),
                CExpr::call(
                    "so_iface_fn",
                    vec![CExpr::ident("x"), CExpr::lit(k.to_string())],
                ),
            );
            let call = CExpr::Call(Box::new(f), args);
            let body = if ret == CType::Void {
                vec![CStmt::Expr(call)]
            } else {
                vec![CStmt::Return(Some(call))]
            };
            out.push(CItem::Func {
                proto: CProto {
                    linkage: Linkage::InternalInline,
                    ret,
                    name: self.n.icall(j, k).to_string(),
                    params,
                },
                body,
            });
            out.push(CItem::Blank);
        }
        out
    }

    /// The interface tables of the build: descriptors, itabs and the functions they call
    /// (emitted with the main package, which every build links).
    pub fn iface_tables(&mut self) -> Vec<CItem> {
        let mut out = Vec::new();
        let tables = self.p.ifaces.clone();
        if tables.dyn_types.is_empty() && tables.ifaces.is_empty() {
            return out;
        }
        out.push(CItem::Comment(
            "Interface tables: the types stored in interface values and their itabs.".into(),
        ));
        // Forward declarations: descriptors and itabs refer to each other.
        for d in &tables.dyn_types {
            out.push(CItem::Global {
                ty: CType::Const(Box::new(CType::name("so_Type"))),
                name: self.n.type_desc(d.ty).to_string(),
                init: None,
                linkage: if self.multi {
                    Linkage::Extern
                } else {
                    Linkage::Internal
                },
            });
        }
        for &j in &tables.rtype_ifaces {
            out.push(CItem::Global {
                ty: CType::Const(Box::new(CType::name("so_Type"))),
                name: self.n.type_desc(j).to_string(),
                init: None,
                linkage: Linkage::Internal,
            });
        }
        for &j in &tables.ifaces {
            if self.n.iface_desc(j).starts_with("so_") {
                continue;
            }
            let it = self.p.types.interface(j).cloned().unwrap_or_default();
            let name = self.n.iface_desc(j).to_string();
            let methods = self.method_list(
                &format!("{name}_methods"),
                &it.methods
                    .iter()
                    .map(|m| (m.name.clone(), m.sig))
                    .collect::<Vec<_>>(),
                &mut out,
            );
            let init = CExpr::InitList(vec![
                CInit::Field("name".into(), str_init(&runtime_name(self.p, j))),
                CInit::Field("methods".into(), methods),
                CInit::Field("nmethods".into(), CExpr::lit(it.methods.len().to_string())),
            ]);
            out.push(CItem::Global {
                ty: CType::Const(Box::new(CType::name("so_IfaceType"))),
                name,
                init: Some(init),
                // Only dynamic conversions and assertions refer to it.
                linkage: self.table_linkage(Linkage::InternalUnused),
            });
        }
        for d in &tables.dyn_types {
            let t = d.ty;
            let desc = self.n.type_desc(t).to_string();
            // The functions the itabs call.
            let mut fns_done: Vec<FuncId> = Vec::new();
            for it in &d.itabs {
                for &f in &it.methods {
                    if !fns_done.contains(&f) {
                        fns_done.push(f);
                        let item = self.adapter(t, f);
                        out.push(item);
                        out.push(CItem::Blank);
                    }
                }
            }
            let mut itab_refs = Vec::new();
            for it in &d.itabs {
                let name = self.n.itab(t, it.iface).to_string();
                let fns: Vec<CInit> = it
                    .methods
                    .iter()
                    .map(|f| {
                        CInit::Pos(CExpr::cast(
                            CType::name("so_Fn"),
                            CExpr::ident(self.n.adapter(t, *f)),
                        ))
                    })
                    .collect();
                let n = fns.len();
                let init = CExpr::InitList(vec![
                    CInit::Field(
                        "itab".into(),
                        CExpr::InitList(vec![
                            CInit::Pos(CExpr::addr(CExpr::ident(&desc))),
                            CInit::Pos(self.iface_desc(it.iface)),
                        ]),
                    ),
                    CInit::Field("fns".into(), CExpr::InitList(fns)),
                ]);
                out.push(CItem::Global {
                    ty: CType::Const(Box::new(CType::name(format!(
                        "struct {{ so_Itab itab; so_Fn fns[{n}]; }}"
                    )))),
                    name: name.clone(),
                    init: Some(init),
                    linkage: self.table_linkage(Linkage::Internal),
                });
                itab_refs.push(CInit::Pos(CExpr::addr(CExpr::member(
                    CExpr::ident(&name),
                    "itab",
                ))));
            }
            let itabs = if itab_refs.is_empty() {
                CExpr::lit("NULL")
            } else {
                let name = format!("{desc}_itabs");
                out.push(CItem::Global {
                    ty: CType::Array(
                        Box::new(CType::name("const so_Itab *const")),
                        itab_refs.len() as i64,
                    ),
                    name: name.clone(),
                    init: Some(CExpr::InitList(itab_refs.clone())),
                    linkage: Linkage::Internal,
                });
                CExpr::ident(name)
            };
            let methods = self.method_list(&format!("{desc}_methods"), &d.methods, &mut out);
            let opaque = self.opaque_extern(t);
            let equal = if opaque {
                CExpr::lit("NULL")
            } else {
                self.equal_fn(t, &desc, &mut out)
            };
            let hash = if self.p.types.comparable(t) && !opaque {
                CExpr::ident(self.need_hash(t))
            } else {
                CExpr::lit("NULL")
            };
            let ct = self.ctype(t);
            let size = if opaque {
                CExpr::lit("0")
            } else {
                CExpr::SizeofType(ct)
            };
            let (kind, named) = self.kind_of(t);
            let info = tables.rtype.then(|| self.rtype_info(t, &desc, &mut out));
            let mut init = vec![
                CInit::Field(
                    "itab".into(),
                    CExpr::InitList(vec![
                        CInit::Pos(CExpr::addr(CExpr::ident(&desc))),
                        CInit::Pos(CExpr::lit("NULL")),
                    ]),
                ),
                CInit::Field("name".into(), str_init(&runtime_name(self.p, t))),
                CInit::Field("size".into(), size),
                CInit::Field("kind".into(), CExpr::ident(kind)),
                CInit::Field("named".into(), CExpr::lit(named.to_string())),
                CInit::Field("equal".into(), equal),
                CInit::Field("hash".into(), hash),
                CInit::Field("methods".into(), methods),
                CInit::Field("nmethods".into(), CExpr::lit(d.methods.len().to_string())),
                CInit::Field("itabs".into(), itabs),
                CInit::Field("nitabs".into(), CExpr::lit(itab_refs.len().to_string())),
            ];
            if let Some(info) = info {
                init.push(CInit::Field("info".into(), info));
            }
            let init = CExpr::InitList(init);
            out.push(CItem::Global {
                ty: CType::Const(Box::new(CType::name("so_Type"))),
                name: desc,
                init: Some(init),
                linkage: self.table_linkage(Linkage::Internal),
            });
            out.push(CItem::Blank);
        }
        self.rtype_iface_descs(&mut out);
        out
    }

    /// The descriptors of the interface types that are parts of stored types (reflection
    /// data only: no interface value holds one as its dynamic type).
    fn rtype_iface_descs(&mut self, out: &mut Vec<CItem>) {
        for j in self.p.ifaces.rtype_ifaces.clone() {
            let desc = self.n.type_desc(j).to_string();
            let info = self.rtype_info(j, &desc, out);
            let named = matches!(self.p.types.get(j), Type::Named(_));
            let init = CExpr::InitList(vec![
                CInit::Field(
                    "itab".into(),
                    CExpr::InitList(vec![
                        CInit::Pos(CExpr::addr(CExpr::ident(&desc))),
                        CInit::Pos(CExpr::lit("NULL")),
                    ]),
                ),
                CInit::Field("name".into(), str_init(&runtime_name(self.p, j))),
                CInit::Field("size".into(), CExpr::SizeofType(CType::name("so_Iface"))),
                CInit::Field("kind".into(), CExpr::ident("SO_KIND_OTHER")),
                CInit::Field("named".into(), CExpr::lit(named.to_string())),
                CInit::Field("info".into(), info),
            ]);
            out.push(CItem::Global {
                ty: CType::Const(Box::new(CType::name("so_Type"))),
                name: desc,
                init: Some(init),
                linkage: Linkage::Internal,
            });
            out.push(CItem::Blank);
        }
    }

    /// Reflection data of type `t` (descriptor `desc`): `static const so_TypeInfo desc_info`
    /// (and `desc_fields` for a struct); gives `&desc_info`.
    fn rtype_info(&mut self, t: TypeId, desc: &str, out: &mut Vec<CItem>) -> CExpr {
        let types = &self.p.types;
        let under = types.under_type(t).clone();
        let desc_of = |f: &File<'_>, x: TypeId| -> CExpr {
            let d = f.n.type_desc(x);
            if d.is_empty() {
                ice!(
                    "no descriptor for part {} of a stored type",
                    f.p.types.display(x)
                );
            }
            CExpr::addr(CExpr::ident(d))
        };
        let (kind, elem, key, len) = match &under {
            Type::Basic(b) => {
                let k = match b {
                    Basic::Bool => "BOOL",
                    Basic::Int => "INT",
                    Basic::Int8 => "INT8",
                    Basic::Int16 => "INT16",
                    Basic::Int32 => "INT32",
                    Basic::Int64 => "INT64",
                    Basic::Uint => "UINT",
                    Basic::Uint8 => "UINT8",
                    Basic::Uint16 => "UINT16",
                    Basic::Uint32 => "UINT32",
                    Basic::Uint64 => "UINT64",
                    Basic::Uintptr => "UINTPTR",
                    Basic::Float32 => "FLOAT32",
                    Basic::Float64 => "FLOAT64",
                    Basic::String => "STRING",
                    Basic::UnsafePointer => "UNSAFE_POINTER",
                    _ => "INVALID",
                };
                (k, None, None, 0)
            }
            Type::Pointer(e) => ("POINTER", Some(*e), None, 0),
            Type::Slice(e) => ("SLICE", Some(*e), None, 0),
            Type::Array(n, e) => ("ARRAY", Some(*e), None, *n),
            Type::Map(k, v) => ("MAP", Some(*v), Some(*k), 0),
            Type::Struct(fs) => ("STRUCT", None, None, fs.len() as i64),
            Type::Func(_) => ("FUNC", None, None, 0),
            Type::Interface(_) => ("INTERFACE", None, None, 0),
            Type::Named(_) | Type::Tuple(_) | Type::TypeParam(_) => ("INVALID", None, None, 0),
        };
        let mut fields = CExpr::lit("NULL");
        if let Type::Struct(fs) = &under {
            if !fs.is_empty() {
                let ct = self.ctype(t);
                let mut items = Vec::new();
                for (i, f) in fs.iter().enumerate() {
                    let offset = CExpr::call(
                        "offsetof",
                        vec![
                            CExpr::TypeArg(ct.clone()),
                            CExpr::ident(crate::cnames::struct_field(f, i)),
                        ],
                    );
                    let exported = f.name.chars().next().is_some_and(char::is_uppercase);
                    items.push(CInit::Pos(CExpr::InitList(vec![
                        CInit::Pos(str_init(&f.name)),
                        CInit::Pos(desc_of(self, f.ty)),
                        CInit::Pos(offset),
                        CInit::Pos(CExpr::lit(f.embedded.to_string())),
                        CInit::Pos(CExpr::lit(exported.to_string())),
                    ])));
                }
                let name = format!("{desc}_fields");
                out.push(CItem::Global {
                    ty: CType::Array(
                        Box::new(CType::Const(Box::new(CType::name("so_Field")))),
                        fs.len() as i64,
                    ),
                    name: name.clone(),
                    init: Some(CExpr::InitList(items)),
                    linkage: Linkage::Internal,
                });
                fields = CExpr::ident(name);
            }
        }
        let mut init = vec![CInit::Field(
            "kind".into(),
            CExpr::ident(format!("SO_RKIND_{kind}")),
        )];
        if let Some(e) = elem {
            init.push(CInit::Field("elem".into(), desc_of(self, e)));
        }
        if let Some(k) = key {
            init.push(CInit::Field("key".into(), desc_of(self, k)));
        }
        if len != 0 {
            init.push(CInit::Field("len".into(), CExpr::lit(len.to_string())));
        }
        if !matches!(fields, CExpr::Lit(_)) {
            init.push(CInit::Field("fields".into(), fields));
        }
        let name = format!("{desc}_info");
        out.push(CItem::Global {
            ty: CType::Const(Box::new(CType::name("so_TypeInfo"))),
            name: name.clone(),
            init: Some(CExpr::InitList(init)),
            linkage: Linkage::Internal,
        });
        CExpr::addr(CExpr::ident(name))
    }

    /// `static const so_Method NAME[] = {{"M", "func() int"}, ...}` (NULL when empty).
    fn method_list(&mut self, name: &str, ms: &[(String, TypeId)], out: &mut Vec<CItem>) -> CExpr {
        if ms.is_empty() {
            return CExpr::lit("NULL");
        }
        let items = ms
            .iter()
            .map(|(n, sig)| {
                CInit::Pos(CExpr::InitList(vec![
                    CInit::Pos(str_init(n)),
                    CInit::Pos(str_init(&runtime_name(self.p, *sig))),
                ]))
            })
            .collect();
        out.push(CItem::Global {
            ty: CType::Array(
                Box::new(CType::Const(Box::new(CType::name("so_Method")))),
                ms.len() as i64,
            ),
            name: name.to_string(),
            init: Some(CExpr::InitList(items)),
            linkage: Linkage::Internal,
        });
        CExpr::ident(name)
    }

    /// What a panic needs to print a value of type `t`, and what the runtime's helpers need to
    /// know of it (`memc_addr`: whether it is a pointer, named or not): its kind, and whether
    /// it is named.
    fn kind_of(&self, t: TypeId) -> (&'static str, bool) {
        let named = matches!(self.p.types.get(t), Type::Named(_));
        let kind = match self.p.types.under_type(t) {
            Type::Basic(b) if b.is_bool() => "SO_KIND_BOOL",
            Type::Basic(b) if b.is_string() => "SO_KIND_STRING",
            Type::Basic(b) if b.is_float() => "SO_KIND_FLOAT",
            Type::Basic(b) if b.is_unsigned() => "SO_KIND_UINT",
            Type::Basic(Basic::UnsafePointer) | Type::Pointer(_) => "SO_KIND_POINTER",
            Type::Basic(_) => "SO_KIND_INT",
            _ => "SO_KIND_OTHER",
        };
        (kind, named)
    }

    /// `static bool D_equal(const void *a, const void *b)` for a comparable type; `NULL`.
    /// A type C defines (`//so:extern`) that Go declares as an empty struct: a handle used
    /// only through pointers (so/conc's Pool), whose C definition a file may not see. Its
    /// descriptor (reached from a pointer to it, for fmt) has no size, equality or hash.
    fn opaque_extern(&self, t: TypeId) -> bool {
        let Type::Named(id) = self.p.types.get(t) else {
            return false;
        };
        self.p.types.named(*id).c.ext.is_some()
            && matches!(self.p.types.under_type(t), Type::Struct(fs) if fs.is_empty())
    }

    fn equal_fn(&mut self, t: TypeId, desc: &str, out: &mut Vec<CItem>) -> CExpr {
        if !self.p.types.comparable(t) {
            return CExpr::lit("NULL");
        }
        let ct = self.ctype(t);
        let cp = CType::Const(Box::new(ct.clone())).ptr();
        let a = CExpr::deref(CExpr::cast(cp.clone(), CExpr::ident("a")));
        let b = CExpr::deref(CExpr::cast(cp, CExpr::ident("b")));
        let eq = super::eq::equal(self, a, b, t);
        let name = format!("{desc}_equal");
        let vp = CType::Const(Box::new(CType::Void)).ptr();
        out.push(CItem::Func {
            proto: CProto {
                linkage: Linkage::Internal,
                ret: CType::name("bool"),
                name: name.clone(),
                params: vec![(vp.clone(), "a".into()), (vp, "b".into())],
            },
            body: vec![CStmt::Return(Some(eq))],
        });
        out.push(CItem::Blank);
        CExpr::ident(name)
    }

    /// The function an itab of stored type `t` calls for method `f`: it finds the receiver
    /// from `self` and calls `f`.
    fn adapter(&mut self, t: TypeId, f: FuncId) -> CItem {
        let func = self.p.func(f);
        let Some(sig) = self.p.types.sig(func.ty).cloned() else {
            ice!("method without a signature");
        };
        let recv = sig.params[0];
        let ret = self.result_ctype(&sig.results);
        let mut params = vec![(CType::Void.ptr(), "self".to_string())];
        let mut args = Vec::new();
        for (i, p) in sig.params.iter().enumerate().skip(1) {
            let ct = self.ctype(*p);
            params.push((ct, format!("a{i}")));
            args.push(CExpr::ident(format!("a{i}")));
        }
        let mut body = Vec::new();
        let tc = self.ctype(t);
        let this = if recv == t {
            let by_ref = self.p.types.pointee(t).is_none() && !self.p.types.iface_inline(t);
            if by_ref {
                // A large value: data[0] points to it.
                CExpr::deref(CExpr::deref(CExpr::cast(
                    tc.ptr().ptr(),
                    CExpr::ident("self"),
                )))
            } else {
                CExpr::deref(CExpr::cast(tc.ptr(), CExpr::ident("self")))
            }
        } else if self.p.types.pointee(t) == Some(recv) {
            // A value method through the stored pointer (nil panics, as in Go).
            let p = CExpr::deref(CExpr::cast(tc.ptr(), CExpr::ident("self")));
            CExpr::deref(CExpr::call("so_nil_check", vec![p]))
        } else {
            ice!(
                "itab method {} of {} with receiver {}",
                func.name,
                self.p.types.display(t),
                self.p.types.display(recv)
            )
        };
        args.insert(0, this);
        let call = if func.c.ext.is_some() {
            self.c_call_values(f, args)
        } else {
            CExpr::call(self.n.func(f), args)
        };
        if ret == CType::Void {
            body.push(CStmt::Expr(call));
        } else {
            body.push(CStmt::Return(Some(call)));
        }
        CItem::Func {
            proto: CProto {
                linkage: Linkage::Internal,
                ret,
                name: self.n.adapter(t, f).to_string(),
                params,
            },
            body,
        }
    }
}

impl FnEmitter<'_, '_> {
    /// A value of a non-interface type as an interface value of type `j`.
    pub fn make_iface(&mut self, boxing: Boxing, x: &Expr, j: TypeId) -> CExpr {
        // Under `Ref` the operand is the address of the value (`passes::order`): the dynamic
        // type is what it points to.
        let dyn_ty = match boxing {
            Boxing::Ref => self.file.p.types.pointee(x.ty).unwrap_or(x.ty),
            _ => x.ty,
        };
        let tab = self.file.itab_of(dyn_ty, j);
        let xc = self.expr(x);
        match boxing {
            Boxing::Ref => CExpr::call("so_iface_ref", vec![tab, xc]),
            Boxing::Inline => {
                let t = CExpr::TypeArg(self.file.ctype(x.ty));
                CExpr::call("so_iface_make", vec![tab, t, xc])
            }
            Boxing::Alloc(a) => {
                let t = CExpr::TypeArg(self.file.ctype(x.ty));
                let f = match a {
                    crate::tir::Alloc::Static => "so_iface_box_static",
                    crate::tir::Alloc::Result => "so_iface_box_rs",
                    crate::tir::Alloc::Frame | crate::tir::Alloc::Block => "so_iface_box",
                };
                CExpr::call(f, vec![tab, t, xc])
            }
        }
    }

    /// An interface value converted to interface type `j`.
    pub fn iface_conv(&mut self, x: &Expr, j: TypeId) -> CExpr {
        let xc = self.expr(x);
        let empty = self
            .file
            .p
            .types
            .interface(j)
            .is_none_or(|i| i.methods.is_empty());
        if empty {
            CExpr::call("so_iface_to_any", vec![xc])
        } else {
            let d = self.file.iface_desc(j);
            CExpr::call("so_iface_to", vec![xc, d])
        }
    }

    pub fn iface_call(&mut self, x: &Expr, k: usize, args: &[Expr]) -> CExpr {
        let f = self.file.need_icall(x.ty, k);
        let mut all = vec![self.expr(x)];
        all.extend(args.iter().map(|a| self.expr(a)));
        CExpr::call(f, all)
    }

    /// `x.(T)` in its three forms; `ty` is the expression's type (a tuple for comma-ok).
    pub fn type_assert(&mut self, kind: AssertKind, t: TypeId, x: &Expr, ty: TypeId) -> CExpr {
        let from = CExpr::Str(runtime_name(self.file.p, x.ty).into_bytes());
        let xc = self.expr(x);
        let is_iface = self.file.p.types.is_interface(t);
        match (kind, is_iface) {
            (AssertKind::Checked, false) => {
                let tt = CExpr::TypeArg(self.file.ctype(t));
                let d = self.file.type_desc_ref(t);
                CExpr::call("so_type_assert", vec![tt, xc, d, from])
            }
            (AssertKind::Checked, true) => {
                let d = self.file.iface_desc(t);
                CExpr::call("so_iface_assert", vec![xc, d, from])
            }
            (AssertKind::CommaOk, false) => {
                let r = CExpr::TypeArg(self.file.ctype(ty));
                let tt = CExpr::TypeArg(self.file.ctype(t));
                let d = self.file.type_desc_ref(t);
                CExpr::call("so_type_assert_ok", vec![r, tt, xc, d])
            }
            (AssertKind::CommaOk, true) => {
                let r = CExpr::TypeArg(self.file.ctype(ty));
                let d = self.file.iface_desc(t);
                CExpr::call("so_iface_assert_tuple", vec![r, xc, d])
            }
            (AssertKind::Unchecked, false) => {
                let tt = CExpr::TypeArg(self.file.ctype(t));
                CExpr::call("so_iface_val", vec![tt, xc])
            }
            (AssertKind::Unchecked, true) => {
                let empty = self
                    .file
                    .p
                    .types
                    .interface(t)
                    .is_none_or(|i| i.methods.is_empty());
                if empty {
                    CExpr::call("so_iface_to_any", vec![xc])
                } else {
                    let d = self.file.iface_desc(t);
                    CExpr::call("so_iface_to", vec![xc, d])
                }
            }
        }
    }

    /// Whether x holds a `t` (implements it, for an interface `t`; is nil, for `None`).
    pub fn type_is(&mut self, t: Option<TypeId>, x: &Expr) -> CExpr {
        let xc = self.expr(x);
        match t {
            None => CExpr::call("so_iface_is_nil", vec![xc]),
            Some(t) if self.file.p.types.is_interface(t) => {
                let d = self.file.iface_desc(t);
                CExpr::call("so_iface_implements", vec![xc, d])
            }
            Some(t) => {
                let d = self.file.type_desc_ref(t);
                CExpr::call("so_iface_holds", vec![xc, d])
            }
        }
    }

    /// `a == b` / `a != b` of interface values (one may be nil).
    pub fn iface_compare(&mut self, op: BinOp, a: &Expr, b: &Expr) -> CExpr {
        let is_nil = |e: &Expr| matches!(e.kind, crate::tir::ExprKind::Nil);
        let eq = if is_nil(a) || is_nil(b) {
            let x = if is_nil(a) { b } else { a };
            let xc = self.expr(x);
            CExpr::call("so_iface_is_nil", vec![xc])
        } else {
            let l = self.expr(a);
            let r = self.expr(b);
            CExpr::call("so_iface_eq", vec![l, r])
        };
        if op == BinOp::Ne {
            CExpr::unary(CUnOp::Not, eq)
        } else {
            eq
        }
    }
}
