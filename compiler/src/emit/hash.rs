//! Hashing for maps and interface values: the functions a file needs, built from the runtime's
//! `so_hash_*` helpers as `builtin.h` describes, so that equal keys hash alike:
//!
//! - `hash_T(const void *k)`: the bytes of integers, bools, pointers, and of structs and arrays
//!   made only of those without padding; `so_hash_string`, `so_hash_f64`/`so_hash_f32` (+0 and
//!   -0 alike, NaN never equal) and `so_iface_hash` (through the dynamic type's descriptor) for
//!   the others; a struct or array of other fields folds its parts' hashes with
//!   `so_hash_combine`, field by field (blank fields are ignored, as Go's `==` ignores them);
//! - `equal_T(const void *a, const void *b)`: Go's `==` on two keys;
//! - `map_K_V`: the `so_MapType` descriptor of a map type;
//! - `hashable_T(so_Map m, T k)`, for key types that hold interface values: Go panics for a key
//!   whose dynamic type is not hashable even when it looks it up in an empty map, where the
//!   runtime calls no hash function, so the key is checked first then.

use super::c::{CBinOp, CExpr, CInit, CItem, CProto, CStmt, CType, Linkage};
use super::{ice, File};
use crate::cnames;
use crate::tir::types::{Basic, Type, TypeId};

/// How a value of a type is hashed.
enum HashKind {
    /// Its bytes (no padding, no blank field, every byte pattern of equal values is the same).
    Bytes,
    String,
    Float(Basic),
    Iface,
    /// Part by part, with a function of its own.
    Parts,
}

fn hash_kind(file: &File, t: TypeId) -> HashKind {
    if memory_hashable(file, t, 0) {
        return HashKind::Bytes;
    }
    match file.p.types.under_type(t) {
        Type::Basic(b) if b.is_string() => HashKind::String,
        Type::Basic(b) if b.is_float() => HashKind::Float(*b),
        Type::Interface(_) => HashKind::Iface,
        Type::Struct(_) | Type::Array(..) => HashKind::Parts,
        _ => ice!("hash of the uncomparable type {}", file.p.types.display(t)),
    }
}

/// Whether equal values of the type have equal bytes: integers, bools, pointers, and structs
/// (without padding or blank fields) and arrays of those.
fn memory_hashable(file: &File, t: TypeId, d: usize) -> bool {
    let types = &file.p.types;
    if d > 32 {
        return false;
    }
    match types.under_type(t) {
        Type::Basic(b) => b.is_integer() || b.is_bool() || *b == Basic::UnsafePointer,
        Type::Pointer(_) => true,
        Type::Array(_, e) => memory_hashable(file, *e, d + 1),
        Type::Struct(fs) => {
            let fields: i64 = fs.iter().map(|f| types.size_of(f.ty)).sum();
            fields == types.size_of(t)
                && fs
                    .iter()
                    .all(|f| f.name != "_" && memory_hashable(file, f.ty, d + 1))
        }
        _ => false,
    }
}

/// `const void *` (the parameters of the functions the runtime calls).
fn void_ptr() -> CType {
    CType::Const(Box::new(CType::Void)).ptr()
}

/// `*(const T *)p`.
fn as_value(ct: &CType, p: CExpr) -> CExpr {
    CExpr::deref(CExpr::cast(CType::Const(Box::new(ct.clone())).ptr(), p))
}

impl File<'_> {
    /// The descriptor of map type `t` (named map types share their underlying type's).
    pub fn need_map_desc(&mut self, t: TypeId) -> String {
        let u = self.p.types.under(t);
        if !self.map_needed.contains(&u) {
            self.map_needed.push(u);
        }
        let name = self.n.map_desc(u);
        if name.is_empty() {
            ice!("no descriptor for {}", self.p.types.display(t));
        }
        name.to_string()
    }

    /// The hash function of a key type or a comparable stored type.
    pub fn need_hash(&mut self, t: TypeId) -> String {
        if !self.hash_needed.contains(&t) {
            self.hash_needed.push(t);
        }
        let name = self.n.hash_fn(t);
        if name.is_empty() {
            ice!("no hash function for {}", self.p.types.display(t));
        }
        name.to_string()
    }

    fn need_key_eq(&mut self, t: TypeId) -> String {
        if !self.key_eq_needed.contains(&t) {
            self.key_eq_needed.push(t);
        }
        self.n.key_eq(t).to_string()
    }

    /// The check of a key that holds interface values (see the module comment).
    pub fn need_hashable(&mut self, t: TypeId) -> String {
        if !self.hashable_needed.contains(&t) {
            self.hashable_needed.push(t);
        }
        self.n.hashable(t).to_string()
    }

    /// The hash of the value of type `t` at address `p` (a `const T *`), as an expression.
    fn hash_of(&mut self, t: TypeId, p: CExpr) -> CExpr {
        match hash_kind(self, t) {
            HashKind::Bytes => {
                let ct = self.ctype(t);
                CExpr::call("so_hash_bytes", vec![p, CExpr::SizeofType(ct)])
            }
            HashKind::String => CExpr::call("so_hash_string", vec![CExpr::deref(p)]),
            HashKind::Float(b) => {
                let f = if b == Basic::Float32 {
                    "so_hash_f32"
                } else {
                    "so_hash_f64"
                };
                CExpr::call(f, vec![CExpr::deref(p)])
            }
            HashKind::Iface => CExpr::call("so_iface_hash", vec![CExpr::deref(p)]),
            HashKind::Parts => {
                let f = self.need_hash(t);
                CExpr::call(f, vec![p])
            }
        }
    }

    /// The body of `hash_T(const void *k)`.
    fn hash_body(&mut self, t: TypeId) -> Vec<CStmt> {
        let ct = self.ctype(t);
        let k = CExpr::ident("k");
        match hash_kind(self, t) {
            HashKind::Parts => {}
            HashKind::Bytes => {
                let h = CExpr::call("so_hash_bytes", vec![k, CExpr::SizeofType(ct)]);
                return vec![CStmt::Return(Some(h))];
            }
            _ => {
                let p = CExpr::cast(CType::Const(Box::new(ct)).ptr(), k);
                return vec![CStmt::Return(Some(self.hash_of(t, p)))];
            }
        }
        let p = CExpr::ident("p");
        let decl_p = CStmt::Decl {
            ty: CType::Const(Box::new(ct)).ptr(),
            name: "p".into(),
            init: Some(k.clone()),
            is_static: false,
        };
        let h = CExpr::ident("h");
        let combine = |h: &CExpr, x: CExpr| {
            CStmt::Expr(CExpr::assign(
                h.clone(),
                CExpr::call("so_hash_combine", vec![h.clone(), x]),
            ))
        };
        match self.p.types.under_type(t).clone() {
            Type::Struct(fs) => {
                let parts: Vec<CExpr> = fs
                    .iter()
                    .enumerate()
                    .filter(|(_, f)| f.name != "_")
                    .map(|(i, f)| {
                        let field = CExpr::addr(CExpr::arrow(p.clone(), cnames::field(&f.name, i)));
                        self.hash_of(f.ty, field)
                    })
                    .collect();
                let mut parts = parts.into_iter();
                let Some(first) = parts.next() else {
                    // No field that counts: every value is equal.
                    return vec![
                        CStmt::Expr(CExpr::cast(CType::Void, k)),
                        CStmt::Return(Some(CExpr::call(
                            "so_hash_bytes",
                            vec![CExpr::lit("NULL"), CExpr::lit("0")],
                        ))),
                    ];
                };
                let mut body = vec![decl_p];
                let rest: Vec<CExpr> = parts.collect();
                if rest.is_empty() {
                    body.push(CStmt::Return(Some(first)));
                    return body;
                }
                body.push(CStmt::Decl {
                    ty: CType::name("uint64_t"),
                    name: "h".into(),
                    init: Some(first),
                    is_static: false,
                });
                for x in rest {
                    body.push(combine(&h, x));
                }
                body.push(CStmt::Return(Some(h)));
                body
            }
            Type::Array(n, e) => {
                let elem = |i: CExpr| CExpr::addr(CExpr::index(CExpr::arrow(p.clone(), "a"), i));
                let first = self.hash_of(e, elem(CExpr::lit("0")));
                let i = CExpr::ident("i");
                let next = self.hash_of(e, elem(i.clone()));
                vec![
                    decl_p,
                    CStmt::Decl {
                        ty: CType::name("uint64_t"),
                        name: "h".into(),
                        init: Some(first),
                        is_static: false,
                    },
                    CStmt::For {
                        init: Some(Box::new(CStmt::Decl {
                            ty: CType::name("int64_t"),
                            name: "i".into(),
                            init: Some(CExpr::lit("1")),
                            is_static: false,
                        })),
                        cond: Some(CExpr::binary(
                            CBinOp::Lt,
                            i.clone(),
                            CExpr::lit(n.to_string()),
                        )),
                        post: Some(CExpr::PostInc(Box::new(i), true)),
                        body: vec![combine(&h, next)],
                    },
                    CStmt::Return(Some(h)),
                ]
            }
            _ => ice!("a hash by parts of {}", self.p.types.display(t)),
        }
    }

    /// The body of `equal_T(const void *a, const void *b)`.
    fn key_eq_body(&mut self, t: TypeId) -> Vec<CStmt> {
        let ct = self.ctype(t);
        let (a, b) = (CExpr::ident("a"), CExpr::ident("b"));
        let composite = matches!(
            self.p.types.under_type(t),
            Type::Struct(_) | Type::Array(..)
        );
        let eq = if composite && memory_hashable(self, t, 0) {
            let cmp = CExpr::call("memcmp", vec![a, b, CExpr::SizeofType(ct)]);
            CExpr::binary(CBinOp::Eq, cmp, CExpr::lit("0"))
        } else {
            let (x, y) = (as_value(&ct, a), as_value(&ct, b));
            super::eq::equal(self, x, y, t)
        };
        vec![CStmt::Return(Some(eq))]
    }

    /// The statements that check every interface value inside `x` (of type `t`).
    fn hashable_checks(&mut self, t: TypeId, x: CExpr, depth: usize, out: &mut Vec<CStmt>) {
        match self.p.types.under_type(t).clone() {
            Type::Interface(_) => {
                let f = self.n.hashable(self.iface_key_type()).to_string();
                out.push(CStmt::Expr(CExpr::call(f, vec![CExpr::lit("NULL"), x])));
            }
            Type::Struct(fs) => {
                for (i, f) in fs.iter().enumerate() {
                    if f.name != "_" && self.p.types.holds_iface(f.ty) {
                        let y = CExpr::member(x.clone(), cnames::field(&f.name, i));
                        self.hashable_checks(f.ty, y, depth, out);
                    }
                }
            }
            Type::Array(n, e) => {
                let i = format!("i{depth}");
                let iv = CExpr::ident(i.as_str());
                let mut body = Vec::new();
                let y = CExpr::index(CExpr::member(x, "a"), iv.clone());
                self.hashable_checks(e, y, depth + 1, &mut body);
                out.push(CStmt::For {
                    init: Some(Box::new(CStmt::Decl {
                        ty: CType::name("int64_t"),
                        name: i,
                        init: Some(CExpr::lit("0")),
                        is_static: false,
                    })),
                    cond: Some(CExpr::binary(
                        CBinOp::Lt,
                        iv.clone(),
                        CExpr::lit(n.to_string()),
                    )),
                    post: Some(CExpr::PostInc(Box::new(iv), true)),
                    body,
                });
            }
            _ => {}
        }
    }

    /// The interface key type whose check every other check calls (`any`).
    fn iface_key_type(&mut self) -> TypeId {
        let any = self
            .p
            .types
            .lookup(&Type::Interface(Default::default()))
            .unwrap_or_else(|| ice!("no any type"));
        if !self.hashable_needed.contains(&any) {
            self.hashable_needed.push(any);
        }
        any
    }

    /// The body of `hashable_T(so_Map m, T k)`.
    fn hashable_body(&mut self, t: TypeId) -> Vec<CStmt> {
        let (m, k) = (CExpr::ident("m"), CExpr::ident("k"));
        if self.p.types.is_interface(t) {
            // The one place that looks at a dynamic type: not hashable at all, or (for a
            // comparable dynamic type holding interface values) through its hash function.
            let ty = CExpr::ident("t");
            let unhashable = CExpr::binary(
                CBinOp::And,
                CExpr::binary(CBinOp::Ne, ty.clone(), CExpr::lit("NULL")),
                CExpr::binary(
                    CBinOp::Eq,
                    CExpr::arrow(ty.clone(), "hash"),
                    CExpr::lit("NULL"),
                ),
            );
            let msg = CExpr::call(
                "so_string_cat",
                vec![
                    CExpr::call(
                        "so_str",
                        vec![CExpr::Str(b"hash of unhashable type: ".to_vec())],
                    ),
                    CExpr::arrow(ty.clone(), "name"),
                ],
            );
            // `m` is NULL (a nil map, length 0) when another check calls this one for a part
            // of its key.
            let check = CExpr::binary(
                CBinOp::Eq,
                CExpr::call("so_map_len", vec![m]),
                CExpr::lit("0"),
            );
            return vec![
                CStmt::If {
                    cond: check,
                    then: vec![
                        CStmt::Decl {
                            ty: CType::Const(Box::new(CType::name("so_Type"))).ptr(),
                            name: "t".into(),
                            init: Some(CExpr::call("so_iface_type", vec![k.clone()])),
                            is_static: false,
                        },
                        CStmt::If {
                            cond: unhashable,
                            then: vec![CStmt::Expr(CExpr::call("so_panic_string", vec![msg]))],
                            els: Vec::new(),
                        },
                        CStmt::If {
                            cond: CExpr::binary(CBinOp::Ne, ty, CExpr::lit("NULL")),
                            then: vec![CStmt::Expr(CExpr::cast(
                                CType::Void,
                                CExpr::call("so_iface_hash", vec![k.clone()]),
                            ))],
                            els: Vec::new(),
                        },
                    ],
                    els: Vec::new(),
                },
                CStmt::Return(Some(k)),
            ];
        }
        let mut checks = Vec::new();
        self.hashable_checks(t, k.clone(), 0, &mut checks);
        let empty = CExpr::binary(
            CBinOp::Eq,
            CExpr::call("so_map_len", vec![m]),
            CExpr::lit("0"),
        );
        vec![
            CStmt::If {
                cond: empty,
                then: checks,
                els: Vec::new(),
            },
            CStmt::Return(Some(k)),
        ]
    }

    /// Prototypes, then descriptors and definitions, of the map functions the file needs
    /// (which may need more, and equality functions of `emit::eq`).
    pub fn hash_section(&mut self) -> (Vec<CItem>, Vec<CItem>, Vec<CItem>) {
        let mut protos = Vec::new();
        let mut descs = Vec::new();
        let mut defs = Vec::new();
        let (mut h, mut e, mut c, mut m) = (0, 0, 0, 0);
        loop {
            if m < self.map_needed.len() {
                let t = self.map_needed[m];
                m += 1;
                let Some((kt, vt)) = self.p.types.map_of(t) else {
                    ice!("a map descriptor of a non-map");
                };
                let (kc, vc) = (self.ctype(kt), self.ctype(vt));
                let hash = self.need_hash(kt);
                let eq = self.need_key_eq(kt);
                let align = |c: &CType| CExpr::call("_Alignof", vec![CExpr::TypeArg(c.clone())]);
                let init = CExpr::InitList(vec![
                    CInit::Pos(CExpr::SizeofType(kc.clone())),
                    CInit::Pos(align(&kc)),
                    CInit::Pos(CExpr::SizeofType(vc.clone())),
                    CInit::Pos(align(&vc)),
                    CInit::Pos(CExpr::ident(hash)),
                    CInit::Pos(CExpr::ident(eq)),
                ]);
                descs.push(CItem::Global {
                    ty: CType::Const(Box::new(CType::name("so_MapType"))),
                    name: self.n.map_desc(t).to_string(),
                    init: Some(init),
                    linkage: Linkage::Internal,
                });
            } else if h < self.hash_needed.len() {
                let t = self.hash_needed[h];
                h += 1;
                let body = self.hash_body(t);
                let proto = CProto {
                    linkage: Linkage::Internal,
                    ret: CType::name("uint64_t"),
                    name: self.n.hash_fn(t).to_string(),
                    params: vec![(void_ptr(), "k".into())],
                };
                protos.push(CItem::Proto(proto.clone()));
                defs.push(CItem::Func { proto, body });
                defs.push(CItem::Blank);
            } else if e < self.key_eq_needed.len() {
                let t = self.key_eq_needed[e];
                e += 1;
                let body = self.key_eq_body(t);
                let proto = CProto {
                    linkage: Linkage::Internal,
                    ret: CType::name("bool"),
                    name: self.n.key_eq(t).to_string(),
                    params: vec![(void_ptr(), "a".into()), (void_ptr(), "b".into())],
                };
                protos.push(CItem::Proto(proto.clone()));
                defs.push(CItem::Func { proto, body });
                defs.push(CItem::Blank);
            } else if c < self.hashable_needed.len() {
                let t = self.hashable_needed[c];
                c += 1;
                let body = self.hashable_body(t);
                let ct = self.ctype(t);
                let proto = CProto {
                    linkage: Linkage::Internal,
                    ret: ct.clone(),
                    name: self.n.hashable(t).to_string(),
                    params: vec![(CType::name("so_Map"), "m".into()), (ct, "k".into())],
                };
                protos.push(CItem::Proto(proto.clone()));
                defs.push(CItem::Func { proto, body });
                defs.push(CItem::Blank);
            } else {
                break;
            }
        }
        if !descs.is_empty() {
            descs.push(CItem::Blank);
        }
        (protos, descs, defs)
    }
}
