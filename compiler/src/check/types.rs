//! Type representation: every type is interned in a `TypeTable` and named by a `TypeId`.

use std::collections::HashMap;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TypeId(pub u32);

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
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Sig {
    pub params: Vec<TypeId>,
    pub results: Vec<TypeId>,
    pub variadic: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Type {
    Basic(Basic),
    /// Index into `TypeTable::named`.
    Named(usize),
    Pointer(TypeId),
    Array(i64, TypeId),
    Slice(TypeId),
    Struct(Vec<Field>),
    Func(Sig),
    /// The results of a call with several results.
    Tuple(Vec<TypeId>),
}

#[derive(Clone, Debug)]
pub struct Named {
    pub name: String,
    /// The C name (`main_Point`).
    pub c_name: String,
    pub underlying: TypeId,
    /// Methods: name and function index.
    pub methods: Vec<(String, usize)>,
    pub doc: Vec<String>,
}

pub struct TypeTable {
    types: Vec<Type>,
    map: HashMap<Type, TypeId>,
    pub named: Vec<Named>,
}

impl Default for TypeTable {
    fn default() -> Self {
        Self::new()
    }
}

pub const INVALID: TypeId = TypeId(0);

impl TypeTable {
    pub fn new() -> TypeTable {
        let mut t = TypeTable {
            types: Vec::new(),
            map: HashMap::new(),
            named: Vec::new(),
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
            UntypedBool,
            UntypedInt,
            UntypedRune,
            UntypedFloat,
            UntypedString,
            UntypedNil,
        ] {
            t.intern(Type::Basic(b));
        }
        t
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

    pub fn new_named(&mut self, name: String, c_name: String, doc: Vec<String>) -> TypeId {
        let idx = self.named.len();
        self.named.push(Named {
            name,
            c_name,
            underlying: INVALID,
            methods: Vec::new(),
            doc,
        });
        self.intern(Type::Named(idx))
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

    /// The underlying type (follows named types).
    pub fn under(&self, mut id: TypeId) -> TypeId {
        for _ in 0..100 {
            match self.get(id) {
                Type::Named(i) => id = self.named[*i].underlying,
                _ => return id,
            }
        }
        INVALID
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
    pub fn sig(&self, id: TypeId) -> Option<&Sig> {
        match self.under_type(id) {
            Type::Func(s) => Some(s),
            _ => None,
        }
    }

    /// Whether values of the type can be compared with `==`.
    pub fn comparable(&self, id: TypeId) -> bool {
        match self.under_type(id) {
            Type::Basic(_) | Type::Pointer(_) => true,
            Type::Array(_, e) => self.comparable(*e),
            Type::Struct(fs) => fs.iter().all(|f| self.comparable(f.ty)),
            _ => false,
        }
    }
    pub fn ordered(&self, id: TypeId) -> bool {
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
            Type::Named(i) => self.named[*i].name.clone(),
            Type::Pointer(t) => format!("*{}", self.display(*t)),
            Type::Array(n, t) => format!("[{n}]{}", self.display(*t)),
            Type::Slice(t) => format!("[]{}", self.display(*t)),
            Type::Struct(fs) => {
                let parts: Vec<String> = fs
                    .iter()
                    .map(|f| {
                        if f.embedded {
                            self.display(f.ty)
                        } else {
                            format!("{} {}", f.name, self.display(f.ty))
                        }
                    })
                    .collect();
                format!("struct{{{}}}", parts.join("; "))
            }
            Type::Func(s) => format!("func{}", self.display_sig(s)),
            Type::Tuple(ts) => {
                let parts: Vec<String> = ts.iter().map(|t| self.display(*t)).collect();
                format!("({})", parts.join(", "))
            }
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
