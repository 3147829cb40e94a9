//! Type representation: every type of the build is interned in one `TypeTable` and named by a
//! `TypeId`; named types (`NamedId`) know their package and, for local types, their function.

use crate::tir::{ConvKind, EqKind, FuncId, PkgId};

use std::collections::HashMap;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TypeId(pub u32);

/// A named (defined) type: index into `TypeTable::named`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NamedId(pub u32);

impl NamedId {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Basic {
    Invalid,
    Bool,
    Int,
    Int8,
    Int16,
    Int32,
    Int64,
    Uint,
    Uint8,
    Uint16,
    Uint32,
    Uint64,
    Uintptr,
    Float32,
    Float64,
    String,
    /// `unsafe.Pointer`.
    UnsafePointer,
    UntypedBool,
    UntypedInt,
    UntypedRune,
    UntypedFloat,
    UntypedString,
    UntypedNil,
}

impl Basic {
    pub fn is_integer(self) -> bool {
        use Basic::*;
        matches!(
            self,
            Int | Int8
                | Int16
                | Int32
                | Int64
                | Uint
                | Uint8
                | Uint16
                | Uint32
                | Uint64
                | Uintptr
                | UntypedInt
                | UntypedRune
        )
    }
    pub fn is_unsigned(self) -> bool {
        use Basic::*;
        matches!(self, Uint | Uint8 | Uint16 | Uint32 | Uint64 | Uintptr)
    }
    pub fn is_float(self) -> bool {
        matches!(self, Basic::Float32 | Basic::Float64 | Basic::UntypedFloat)
    }
    pub fn is_numeric(self) -> bool {
        self.is_integer() || self.is_float()
    }
    pub fn is_string(self) -> bool {
        matches!(self, Basic::String | Basic::UntypedString)
    }
    pub fn is_bool(self) -> bool {
        matches!(self, Basic::Bool | Basic::UntypedBool)
    }
    pub fn is_untyped(self) -> bool {
        use Basic::*;
        matches!(
            self,
            UntypedBool | UntypedInt | UntypedRune | UntypedFloat | UntypedString | UntypedNil
        )
    }
    /// Size in bits of an integer or float type (int and uint are 64-bit).
    pub fn bits(self) -> u32 {
        use Basic::*;
        match self {
            Int8 | Uint8 => 8,
            Int16 | Uint16 => 16,
            Int32 | Uint32 | Float32 => 32,
            _ => 64,
        }
    }
    pub fn name(self) -> &'static str {
        use Basic::*;
        match self {
            Invalid => "invalid type",
            Bool => "bool",
            Int => "int",
            Int8 => "int8",
            Int16 => "int16",
            Int32 => "int32",
            Int64 => "int64",
            Uint => "uint",
            Uint8 => "uint8",
            Uint16 => "uint16",
            Uint32 => "uint32",
            Uint64 => "uint64",
            Uintptr => "uintptr",
            Float32 => "float32",
            Float64 => "float64",
            String => "string",
            UnsafePointer => "unsafe.Pointer",
            UntypedBool => "untyped bool",
            UntypedInt => "untyped int",
            UntypedRune => "untyped rune",
            UntypedFloat => "untyped float",
            UntypedString => "untyped string",
            UntypedNil => "untyped nil",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Field {
    pub name: String,
    pub ty: TypeId,
    pub embedded: bool,
    /// The C name from a `c:"name"` struct tag.
    pub c_name: Option<String>,
    /// The struct tag as decoded: part of the type's identity (`struct{ int "x" }` and
    /// `struct{ int }` are different types), ignored by conversions.
    pub tag: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Sig {
    pub params: Vec<TypeId>,
    pub results: Vec<TypeId>,
    pub variadic: bool,
}

/// A method of an interface type.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct IMethod {
    pub name: String,
    /// The package of an unexported method name (unexported names of different packages
    /// are different methods); `None` for exported names.
    pub pkg: Option<PkgId>,
    /// The method's signature, without a receiver (a `Type::Func`).
    pub sig: TypeId,
}

/// A term of a constraint's type set: `T`, or `~T` (every type whose underlying type is T).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Term {
    pub tilde: bool,
    pub ty: TypeId,
}

/// An interface type: its method set, flattened (embedded interfaces included) and sorted by
/// name, as Go's runtime orders it. A constraint may also restrict its type set to terms
/// (`~int | ~float64`) and to comparable types; such an interface is only a constraint.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct Interface {
    pub methods: Vec<IMethod>,
    /// `None`: every type (that has the methods).
    pub terms: Option<Vec<Term>>,
    /// `comparable` is embedded.
    pub comparable: bool,
}

impl Interface {
    /// An interface that can only be a constraint (it has a type set of terms, or
    /// `comparable`).
    pub fn is_constraint(&self) -> bool {
        self.terms.is_some() || self.comparable
    }
}

/// A type parameter of a generic function or type (index into `TypeTable::tparams`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TParamId(pub u32);

#[derive(Clone, Debug)]
pub struct TParam {
    pub name: String,
    /// Its constraint: an interface type.
    pub constraint: TypeId,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Type {
    Basic(Basic),
    Named(NamedId),
    Pointer(TypeId),
    Array(i64, TypeId),
    Slice(TypeId),
    Struct(Vec<Field>),
    Func(Sig),
    Interface(Interface),
    /// A type parameter (only in the bodies of generic functions and types while they are
    /// checked; instances are checked with the type arguments themselves).
    TypeParam(TParamId),
    /// The results of a call with several results.
    Tuple(Vec<TypeId>),
    /// `map[K]V`: a built-in map with a fixed capacity (a pointer to the runtime's map).
    Map(TypeId, TypeId),
}

#[derive(Clone, Debug)]
pub struct Named {
    pub pkg: PkgId,
    pub name: String,
    /// For a type declared inside a function: that function (local types of different
    /// functions may share a name).
    pub func: Option<FuncId>,
    pub underlying: TypeId,
    /// Methods: name and function, in declaration order.
    pub methods: Vec<(String, FuncId)>,
    pub doc: Vec<String>,
    /// For an instance of a generic type (`Stack[int]`): its type arguments.
    pub targs: Vec<TypeId>,
    /// Directives: extern name, attributes.
    pub c: crate::tir::interop::TypeC,
}

pub struct TypeTable {
    types: Vec<Type>,
    map: HashMap<Type, TypeId>,
    pub named: Vec<Named>,
    pub tparams: Vec<TParam>,
    error: TypeId,
    /// While a package is checked in a build of several: that package and every package's
    /// name, so `display` qualifies the named types of other packages as Go does (`lib.T`).
    pub qualifier: Option<(PkgId, Vec<String>)>,
}

/// The predeclared `error` is the first named type of every build; it belongs to no package.
pub const ERROR: NamedId = NamedId(0);

impl Default for TypeTable {
    fn default() -> Self {
        Self::new()
    }
}

pub const INVALID: TypeId = TypeId(0);

/// How many bytes of a dynamic value an interface value holds itself (`SO_IFACE_INLINE` of the
/// runtime); a larger value is stored elsewhere and pointed to.
pub const IFACE_INLINE: i64 = 24;

impl TypeTable {
    pub fn new() -> TypeTable {
        let mut t = TypeTable {
            types: Vec::new(),
            map: HashMap::new(),
            named: Vec::new(),
            tparams: Vec::new(),
            qualifier: None,
            error: INVALID,
        };
        use Basic::*;
        for b in [
            Invalid,
            Bool,
            Int,
            Int8,
            Int16,
            Int32,
            Int64,
            Uint,
            Uint8,
            Uint16,
            Uint32,
            Uint64,
            Uintptr,
            Float32,
            Float64,
            String,
            UnsafePointer,
            UntypedBool,
            UntypedInt,
            UntypedRune,
            UntypedFloat,
            UntypedString,
            UntypedNil,
        ] {
            t.intern(Type::Basic(b));
        }
        // The predeclared `error`: interface { Error() string }, named type 0.
        let string = t.basic(String);
        let sig = t.intern(Type::Func(Sig {
            params: Vec::new(),
            results: vec![string],
            variadic: false,
        }));
        let iface = t.intern(Type::Interface(Interface {
            methods: vec![IMethod {
                name: "Error".into(),
                pkg: None,
                sig,
            }],
            ..Default::default()
        }));
        let e = t.new_named(PkgId(0), "error".into(), None, Vec::new());
        t.named[ERROR.index()].underlying = iface;
        t.error = e;
        t
    }

    /// The predeclared type `error`.
    pub fn error(&self) -> TypeId {
        self.error
    }

    pub fn intern(&mut self, ty: Type) -> TypeId {
        if let Some(&id) = self.map.get(&ty) {
            return id;
        }
        let id = TypeId(self.types.len() as u32);
        self.types.push(ty.clone());
        self.map.insert(ty, id);
        id
    }

    /// Basic types are interned first, in declaration order.
    pub fn basic(&self, b: Basic) -> TypeId {
        TypeId(b as u32)
    }
    pub fn pointer(&mut self, t: TypeId) -> TypeId {
        self.intern(Type::Pointer(t))
    }
    pub fn slice(&mut self, t: TypeId) -> TypeId {
        self.intern(Type::Slice(t))
    }

    pub fn new_named(
        &mut self,
        pkg: PkgId,
        name: String,
        func: Option<FuncId>,
        doc: Vec<String>,
    ) -> TypeId {
        let idx = NamedId(self.named.len() as u32);
        self.named.push(Named {
            pkg,
            name,
            func,
            underlying: INVALID,
            methods: Vec::new(),
            doc,
            targs: Vec::new(),
            c: Default::default(),
        });
        self.intern(Type::Named(idx))
    }

    pub fn named(&self, id: NamedId) -> &Named {
        &self.named[id.index()]
    }
    pub fn named_mut(&mut self, id: NamedId) -> &mut Named {
        &mut self.named[id.index()]
    }
    /// The type of named type `i`.
    pub fn named_type(&self, i: NamedId) -> Option<TypeId> {
        self.map.get(&Type::Named(i)).copied()
    }
    /// The named type `t` is, if it is one.
    pub fn named_id(&self, t: TypeId) -> Option<NamedId> {
        match self.get(t) {
            Type::Named(n) => Some(*n),
            _ => None,
        }
    }
    /// The type of several results (interned by the checker for every signature).
    pub fn tuple(&mut self, ts: &[TypeId]) -> TypeId {
        self.intern(Type::Tuple(ts.to_vec()))
    }
    /// The C-level result type of a signature: nothing, the one result, or the tuple.
    pub fn results_type(&self, results: &[TypeId]) -> Option<TypeId> {
        match results.len() {
            0 => None,
            1 => Some(results[0]),
            _ => self.lookup(&Type::Tuple(results.to_vec())),
        }
    }

    pub fn lookup(&self, ty: &Type) -> Option<TypeId> {
        self.map.get(ty).copied()
    }

    pub fn get(&self, id: TypeId) -> &Type {
        &self.types[id.0 as usize]
    }
    pub fn len(&self) -> usize {
        self.types.len()
    }
    pub fn is_empty(&self) -> bool {
        self.types.is_empty()
    }

    /// The underlying type (follows named types). For a type parameter, its core type when
    /// it has one (every term of its constraint has the same underlying type), which is what
    /// indexing, ranging, `len` and composite literals use; otherwise the parameter itself.
    /// Whether `a` and `b` are identical when struct tags are ignored, as conversions compare
    /// them (named types are identical only to themselves).
    pub fn identical_ignoring_tags(&self, a: TypeId, b: TypeId) -> bool {
        if a == b {
            return true;
        }
        let same = |x: &TypeId, y: &TypeId| self.identical_ignoring_tags(*x, *y);
        let all = |xs: &[TypeId], ys: &[TypeId]| {
            xs.len() == ys.len() && xs.iter().zip(ys).all(|(x, y)| same(x, y))
        };
        match (self.get(a), self.get(b)) {
            (Type::Pointer(x), Type::Pointer(y)) | (Type::Slice(x), Type::Slice(y)) => same(x, y),
            (Type::Array(n, x), Type::Array(m, y)) => n == m && same(x, y),
            (Type::Map(k, v), Type::Map(l, w)) => same(k, l) && same(v, w),
            (Type::Tuple(xs), Type::Tuple(ys)) => all(xs, ys),
            (Type::Func(s), Type::Func(t)) => {
                s.variadic == t.variadic && all(&s.params, &t.params) && all(&s.results, &t.results)
            }
            (Type::Struct(fs), Type::Struct(gs)) => {
                fs.len() == gs.len()
                    && fs.iter().zip(gs).all(|(f, g)| {
                        f.name == g.name && f.embedded == g.embedded && same(&f.ty, &g.ty)
                    })
            }
            _ => false,
        }
    }

    pub fn under(&self, mut id: TypeId) -> TypeId {
        for _ in 0..100 {
            match self.get(id) {
                Type::Named(i) => id = self.named[i.index()].underlying,
                Type::TypeParam(p) => return self.core_type(*p).unwrap_or(id),
                _ => return id,
            }
        }
        INVALID
    }

    /// A new type parameter.
    pub fn new_tparam(&mut self, name: String, constraint: TypeId) -> TypeId {
        let id = TParamId(self.tparams.len() as u32);
        self.tparams.push(TParam { name, constraint });
        self.intern(Type::TypeParam(id))
    }
    pub fn tparam(&self, id: TParamId) -> &TParam {
        &self.tparams[id.0 as usize]
    }
    /// The type parameter `t` is, if it is one.
    pub fn tparam_of(&self, t: TypeId) -> Option<TParamId> {
        match self.get(t) {
            Type::TypeParam(p) => Some(*p),
            _ => None,
        }
    }
    /// The terms of a type parameter's type set; `None` when it is not restricted.
    pub fn tparam_terms(&self, p: TParamId) -> Option<&[Term]> {
        let c = self.tparam(p).constraint;
        match self.get(self.under_named(c)) {
            Type::Interface(i) => i.terms.as_deref(),
            _ => None,
        }
    }
    /// The core type of a type parameter: the one underlying type of all its terms.
    pub fn core_type(&self, p: TParamId) -> Option<TypeId> {
        let terms = self.tparam_terms(p)?;
        let first = self.under_named(terms.first()?.ty);
        terms
            .iter()
            .all(|t| self.under_named(t.ty) == first)
            .then_some(first)
    }
    /// The underlying type through named types only.
    fn under_named(&self, mut id: TypeId) -> TypeId {
        for _ in 0..100 {
            match self.get(id) {
                Type::Named(i) => id = self.named[i.index()].underlying,
                _ => return id,
            }
        }
        INVALID
    }
    /// Whether the type mentions a type parameter (so it belongs to a generic body being
    /// checked, never to code that is emitted).
    pub fn has_tparam(&self, t: TypeId) -> bool {
        self.has_tparam_depth(t, 0)
    }
    fn has_tparam_depth(&self, t: TypeId, d: usize) -> bool {
        if d > 32 {
            return false;
        }
        let rec = |x: &TypeId| self.has_tparam_depth(*x, d + 1);
        match self.get(t) {
            Type::TypeParam(_) => true,
            Type::Basic(_) => false,
            Type::Named(i) => self.named[i.index()].targs.iter().any(rec),
            Type::Pointer(e) | Type::Slice(e) | Type::Array(_, e) => rec(e),
            Type::Struct(fs) => fs.iter().any(|f| rec(&f.ty)),
            Type::Func(s) => s.params.iter().chain(&s.results).any(rec),
            Type::Interface(i) => {
                i.methods.iter().any(|m| rec(&m.sig))
                    || i.terms.iter().flatten().any(|t| rec(&t.ty))
            }
            Type::Tuple(ts) => ts.iter().any(rec),
            Type::Map(k, v) => rec(k) || rec(v),
        }
    }
    /// Whether values of the type occupy no memory (`struct{}`, `[0]T`, arrays and structs of
    /// such): C's `sizeof` is 0 for them, so element counts cannot be derived from sizes.
    pub fn is_zero_size(&self, id: TypeId) -> bool {
        match self.under_type(id) {
            Type::Array(n, e) => *n == 0 || self.is_zero_size(*e),
            Type::Struct(fs) => fs.iter().all(|f| self.is_zero_size(f.ty)),
            _ => false,
        }
    }

    /// Whether a struct type ends in a zero-size field after fields of some size: Go gives it
    /// a byte of padding there, and its C definition a last `uint8_t` member.
    pub fn has_trailing_pad(&self, id: TypeId) -> bool {
        match self.under_type(id) {
            Type::Struct(fs) => {
                fs.last().is_some_and(|f| self.size_of(f.ty) == 0)
                    && fs.iter().any(|f| self.size_of(f.ty) > 0)
            }
            _ => false,
        }
    }

    /// The size in bytes of a value of the type in the generated C (what `sizeof` gives).
    pub fn size_of(&self, id: TypeId) -> i64 {
        self.layout(id, 0).0
    }
    pub fn align_of(&self, id: TypeId) -> i64 {
        self.layout(id, 0).1
    }
    /// Size and alignment (saturating, so that absurd array types do not overflow).
    fn layout(&self, id: TypeId, depth: usize) -> (i64, i64) {
        if depth > 200 {
            return (0, 1);
        }
        match self.under_type(id) {
            Type::Basic(b) => match b {
                Basic::Bool | Basic::Int8 | Basic::Uint8 => (1, 1),
                Basic::Int16 | Basic::Uint16 => (2, 2),
                Basic::Int32 | Basic::Uint32 | Basic::Float32 => (4, 4),
                Basic::String | Basic::UntypedString => (16, 8),
                _ => (8, 8),
            },
            Type::Pointer(_) | Type::Named(_) | Type::TypeParam(_) | Type::Map(..) => (8, 8),
            // A func value is the runtime's so_Func: a function pointer and an environment.
            Type::Func(_) => (16, 8),
            Type::Slice(_) => (24, 8),
            Type::Interface(_) => (8 + IFACE_INLINE, 8),
            Type::Array(n, e) => {
                let (s, a) = self.layout(*e, depth + 1);
                (s.saturating_mul(*n), a)
            }
            Type::Struct(fs) => {
                let (mut size, mut align) = (0i64, 1i64);
                let mut last_zero = false;
                for f in fs {
                    let (s, a) = self.layout(f.ty, depth + 1);
                    size = size.saturating_add(a - 1) / a * a;
                    size = size.saturating_add(s);
                    align = align.max(a);
                    last_zero = s == 0;
                }
                // Go pads a struct that ends in a zero-size field with a byte (the field's
                // address stays inside the value); the emitter adds it (`has_trailing_pad`).
                if size > 0 && last_zero {
                    size = size.saturating_add(1);
                }
                (size.saturating_add(align - 1) / align * align, align)
            }
            Type::Tuple(ts) => {
                let fs: Vec<Field> = ts
                    .iter()
                    .map(|t| Field {
                        name: String::new(),
                        ty: *t,
                        embedded: false,
                        c_name: None,
                        tag: None,
                    })
                    .collect();
                let mut size = 0i64;
                let mut align = 1i64;
                for f in &fs {
                    let (s, a) = self.layout(f.ty, depth + 1);
                    size = size.saturating_add(a - 1) / a * a + s;
                    align = align.max(a);
                }
                (size.saturating_add(align - 1) / align * align, align)
            }
        }
    }
    /// Whether an interface value stores a value of the type itself rather than a pointer to
    /// a copy.
    pub fn iface_inline(&self, id: TypeId) -> bool {
        self.size_of(id) <= IFACE_INLINE
    }
    pub fn is_interface(&self, id: TypeId) -> bool {
        matches!(self.under_type(id), Type::Interface(_))
    }
    pub fn interface(&self, id: TypeId) -> Option<&Interface> {
        match self.under_type(id) {
            Type::Interface(i) => Some(i),
            _ => None,
        }
    }

    pub fn under_type(&self, id: TypeId) -> &Type {
        self.get(self.under(id))
    }
    pub fn basic_of(&self, id: TypeId) -> Option<Basic> {
        match self.under_type(id) {
            Type::Basic(b) => Some(*b),
            _ => None,
        }
    }
    pub fn is_named(&self, id: TypeId) -> bool {
        matches!(self.get(id), Type::Named(_))
    }
    pub fn is_untyped(&self, id: TypeId) -> bool {
        matches!(self.get(id), Type::Basic(b) if b.is_untyped())
    }
    pub fn is_invalid(&self, id: TypeId) -> bool {
        id == INVALID
    }
    pub fn is_integer(&self, id: TypeId) -> bool {
        self.basic_of(id).is_some_and(|b| b.is_integer())
    }
    pub fn is_unsigned(&self, id: TypeId) -> bool {
        self.basic_of(id).is_some_and(|b| b.is_unsigned())
    }
    pub fn is_float(&self, id: TypeId) -> bool {
        self.basic_of(id).is_some_and(|b| b.is_float())
    }
    pub fn is_numeric(&self, id: TypeId) -> bool {
        self.basic_of(id).is_some_and(|b| b.is_numeric())
    }
    pub fn is_string(&self, id: TypeId) -> bool {
        self.basic_of(id).is_some_and(|b| b.is_string())
    }
    pub fn is_bool(&self, id: TypeId) -> bool {
        self.basic_of(id).is_some_and(|b| b.is_bool())
    }
    pub fn pointee(&self, id: TypeId) -> Option<TypeId> {
        match self.under_type(id) {
            Type::Pointer(t) => Some(*t),
            _ => None,
        }
    }
    /// The key and value types of a map type.
    pub fn map_of(&self, id: TypeId) -> Option<(TypeId, TypeId)> {
        match self.under_type(id) {
            Type::Map(k, v) => Some((*k, *v)),
            _ => None,
        }
    }
    /// Whether hashing a value of the type may reach an interface value, whose dynamic type
    /// may not be hashable (Go then panics, even for a lookup in an empty map).
    pub fn holds_iface(&self, id: TypeId) -> bool {
        self.holds_iface_depth(id, 0)
    }
    fn holds_iface_depth(&self, id: TypeId, d: usize) -> bool {
        if d > 32 {
            return false;
        }
        match self.under_type(id) {
            Type::Interface(_) => true,
            Type::Array(_, e) => self.holds_iface_depth(*e, d + 1),
            Type::Struct(fs) => fs.iter().any(|f| self.holds_iface_depth(f.ty, d + 1)),
            _ => false,
        }
    }
    pub fn sig(&self, id: TypeId) -> Option<&Sig> {
        match self.under_type(id) {
            Type::Func(s) => Some(s),
            _ => None,
        }
    }

    /// How a conversion from `from` to `to` (both typed, convertible) is carried out.
    pub fn conv_kind(&self, from: TypeId, to: TypeId) -> ConvKind {
        let (uf, ut) = (self.under(from), self.under(to));
        match (self.get(uf), self.get(ut)) {
            (Type::Slice(_), Type::Array(n, _)) => ConvKind::SliceToArray(*n),
            (Type::Slice(_), Type::Pointer(a)) => match self.under_type(*a) {
                Type::Array(n, _) => ConvKind::SliceToArrayPtr(*n),
                _ => ConvKind::Cast,
            },
            (Type::Basic(f), Type::Basic(t)) if f.is_integer() && t.is_string() => {
                ConvKind::StringFromRune
            }
            (Type::Slice(e), Type::Basic(t)) if t.is_string() => {
                if self.basic_of(*e) == Some(Basic::Uint8) {
                    ConvKind::StringFromBytes
                } else {
                    ConvKind::StringFromRunes
                }
            }
            (Type::Basic(f), Type::Slice(e)) if f.is_string() => {
                if self.basic_of(*e) == Some(Basic::Uint8) {
                    ConvKind::BytesFromString
                } else {
                    ConvKind::RunesFromString
                }
            }
            (Type::Basic(f), Type::Basic(t)) if f == t || (f.is_string() && t.is_string()) => {
                ConvKind::Same
            }
            (Type::Basic(Basic::UnsafePointer), Type::Pointer(_))
            | (Type::Pointer(_), Type::Basic(Basic::UnsafePointer)) => ConvKind::Cast,
            (Type::Basic(_), Type::Basic(_)) | (Type::Pointer(_), Type::Pointer(_)) => {
                if uf == ut {
                    ConvKind::Same
                } else {
                    ConvKind::Cast
                }
            }
            (Type::Struct(_), Type::Struct(_)) | (Type::Array(..), Type::Array(..)) => {
                // Each named struct or array type is a C struct of its own.
                if from == to {
                    ConvKind::Same
                } else {
                    ConvKind::Layout
                }
            }
            _ => ConvKind::Same,
        }
    }

    /// How `==` compares values of the type.
    pub fn eq_kind(&self, t: TypeId) -> EqKind {
        match self.under_type(t) {
            Type::Basic(b) if b.is_string() => EqKind::String,
            Type::Struct(_) | Type::Array(..) => EqKind::Composite,
            Type::Slice(_) | Type::Func(_) | Type::Map(..) => EqKind::Nil,
            Type::Interface(_) => EqKind::Iface,
            _ => EqKind::Scalar,
        }
    }

    /// Whether values of the type can be compared with `==`.
    pub fn comparable(&self, id: TypeId) -> bool {
        match self.under_type(id) {
            Type::Basic(_) | Type::Pointer(_) | Type::Interface(_) => true,
            Type::TypeParam(p) => {
                let c = self.tparam(*p).constraint;
                match self.interface(c) {
                    Some(i) if i.comparable => true,
                    Some(Interface {
                        terms: Some(ts), ..
                    }) => ts.iter().all(|t| self.comparable(t.ty)),
                    _ => false,
                }
            }
            Type::Array(_, e) => self.comparable(*e),
            Type::Struct(fs) => fs.iter().all(|f| self.comparable(f.ty)),
            _ => false,
        }
    }
    pub fn ordered(&self, id: TypeId) -> bool {
        if let Type::TypeParam(p) = self.under_type(id) {
            return self
                .tparam_terms(*p)
                .is_some_and(|ts| ts.iter().all(|t| self.ordered(t.ty)));
        }
        self.basic_of(id)
            .is_some_and(|b| b.is_numeric() || b.is_string())
    }

    /// The type's name as Go prints it in messages.
    pub fn display(&self, id: TypeId) -> String {
        match self.get(id) {
            Type::Basic(b) => match b {
                Basic::Uint8 if false => "byte".into(),
                _ => b.name().into(),
            },
            Type::Named(i) => {
                let n = &self.named[i.index()];
                let name = match &self.qualifier {
                    Some((cur, names))
                        if n.pkg != *cur && *i != ERROR && n.pkg.index() < names.len() =>
                    {
                        format!("{}.{}", names[n.pkg.index()], n.name)
                    }
                    _ => n.name.clone(),
                };
                if n.targs.is_empty() {
                    name
                } else {
                    let args: Vec<String> = n.targs.iter().map(|t| self.display(*t)).collect();
                    format!("{name}[{}]", args.join(","))
                }
            }
            Type::TypeParam(p) => self.tparam(*p).name.clone(),
            Type::Pointer(t) => format!("*{}", self.display(*t)),
            Type::Array(n, t) => format!("[{n}]{}", self.display(*t)),
            Type::Slice(t) => format!("[]{}", self.display(*t)),
            Type::Struct(fs) => {
                let parts: Vec<String> = fs
                    .iter()
                    .map(|f| {
                        let d = if f.embedded {
                            self.display(f.ty)
                        } else {
                            format!("{} {}", f.name, self.display(f.ty))
                        };
                        match &f.tag {
                            Some(tag) => format!("{d} {}", go_quote(tag)),
                            None => d,
                        }
                    })
                    .collect();
                format!("struct{{{}}}", parts.join("; "))
            }
            Type::Func(s) => format!("func{}", self.display_sig(s)),
            Type::Interface(i) => {
                if i.comparable && i.methods.is_empty() && i.terms.is_none() {
                    return "comparable".into();
                }
                if let Some(ts) = &i.terms {
                    let parts: Vec<String> = ts
                        .iter()
                        .map(|t| {
                            format!("{}{}", if t.tilde { "~" } else { "" }, self.display(t.ty))
                        })
                        .collect();
                    if i.methods.is_empty() {
                        return parts.join(" | ");
                    }
                }
                if i.methods.is_empty() {
                    return "any".into();
                }
                let ms: Vec<String> = i
                    .methods
                    .iter()
                    .map(|m| match self.sig(m.sig) {
                        Some(s) => format!("{}{}", m.name, self.display_sig(s)),
                        None => m.name.clone(),
                    })
                    .collect();
                format!("interface{{{}}}", ms.join("; "))
            }
            Type::Tuple(ts) => {
                let parts: Vec<String> = ts.iter().map(|t| self.display(*t)).collect();
                format!("({})", parts.join(", "))
            }
            Type::Map(k, v) => format!("map[{}]{}", self.display(*k), self.display(*v)),
        }
    }
    pub fn display_sig(&self, s: &Sig) -> String {
        let mut ps: Vec<String> = s.params.iter().map(|t| self.display(*t)).collect();
        if s.variadic {
            if let Some(last) = ps.last_mut() {
                *last = format!("...{}", last.trim_start_matches("[]"));
            }
        }
        let rs: Vec<String> = s.results.iter().map(|t| self.display(*t)).collect();
        let res = match rs.len() {
            0 => String::new(),
            1 => format!(" {}", rs[0]),
            _ => format!(" ({})", rs.join(", ")),
        };
        format!("({}){}", ps.join(", "), res)
    }
}

/// A string as Go's `strconv.Quote` writes it (struct tags in type names).
pub fn go_quote(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\u{7}' => out.push_str("\\a"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{b}' => out.push_str("\\v"),
            c if (c as u32) < 0x20 || c == '\u{7f}' => {
                out.push_str(&format!("\\x{:02x}", c as u32))
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}
