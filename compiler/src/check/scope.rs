//! Names: the universe, the package scope and nested local scopes.

use crate::check::unsupported::Construct;
use crate::tir::constant::ConstValue;
use crate::tir::types::{Basic, TypeId, TypeTable};
use crate::tir::{FuncId, GlobalId, LocalId};
use std::collections::HashMap;

/// Go's predeclared functions, as the checker resolves them (some become `tir::Builtin`
/// calls, `make` and `new` become their own nodes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BuiltinFn {
    Len,
    Cap,
    Append,
    Copy,
    Clear,
    Make,
    New,
    Print,
    Println,
    Panic,
    Min,
    Max,
    /// A function of package unsafe (`check/unsafe_pkg.rs`).
    Unsafe(crate::check::unsafe_pkg::UnsafeFn),
    Delete,
}

impl BuiltinFn {
    pub fn name(self) -> &'static str {
        match self {
            BuiltinFn::Len => "len",
            BuiltinFn::Cap => "cap",
            BuiltinFn::Append => "append",
            BuiltinFn::Copy => "copy",
            BuiltinFn::Clear => "clear",
            BuiltinFn::Make => "make",
            BuiltinFn::New => "new",
            BuiltinFn::Print => "print",
            BuiltinFn::Println => "println",
            BuiltinFn::Panic => "panic",
            BuiltinFn::Min => "min",
            BuiltinFn::Max => "max",
            BuiltinFn::Unsafe(f) => f.name(),
            BuiltinFn::Delete => "delete",
        }
    }
}

#[derive(Clone, Debug)]
pub enum Entity {
    Local(LocalId),
    Global(GlobalId),
    Func(FuncId),
    Type(TypeId),
    Const(ConstValue, TypeId),
    Builtin(BuiltinFn),
    Nil,
    Iota,
    /// A package-level declaration not resolved yet (index into the pending list).
    Pending(usize),
    /// An imported package name (index into the checker's imports).
    Package(usize),
    /// A declaration that was rejected (and reported): its uses are silently invalid.
    Rejected,
    /// A generic function of the package (index into the checker's generic functions).
    GenericFunc(usize),
    /// A generic type of the package (index into the checker's generic types).
    GenericType(usize),
}

#[derive(Default)]
pub struct Scope {
    pub names: HashMap<String, Entity>,
    /// `Checker::unsupported_seen` when the scope was opened.
    pub unsupported_at_open: usize,
}

/// The exported names of a checked package, for the packages that import it.
#[derive(Clone, Debug, Default)]
pub struct Exports {
    pub names: HashMap<String, Entity>,
    /// The package's name (what an import declares when it gives none).
    pub package: String,
    /// Its unexported package-level names (for Go's "not exported" message).
    pub hidden: std::collections::HashSet<String>,
    /// A package the build cannot provide (Go's standard library), already reported where it
    /// is imported: the file goes on being checked, and its names are silently unknown, so
    /// the one import error causes no others.
    pub unavailable: bool,
}

impl Exports {
    /// The stand-in for an import the loader reported as unavailable.
    pub fn unavailable() -> Exports {
        Exports {
            unavailable: true,
            ..Exports::default()
        }
    }
}

pub fn universe(types: &mut TypeTable) -> HashMap<String, Entity> {
    let mut u = HashMap::new();
    use Basic::*;
    for (n, b) in [
        ("bool", Bool),
        ("int", Int),
        ("int8", Int8),
        ("int16", Int16),
        ("int32", Int32),
        ("rune", Int32),
        ("int64", Int64),
        ("uint", Uint),
        ("uint8", Uint8),
        ("byte", Uint8),
        ("uint16", Uint16),
        ("uint32", Uint32),
        ("uint64", Uint64),
        ("uintptr", Uintptr),
        ("float32", Float32),
        ("float64", Float64),
        ("string", String),
    ] {
        u.insert(n.to_string(), Entity::Type(types.basic(b)));
    }
    let any = types.intern(crate::tir::types::Type::Interface(Default::default()));
    u.insert("any".into(), Entity::Type(any));
    let comparable = types.intern(crate::tir::types::Type::Interface(
        crate::tir::types::Interface {
            comparable: true,
            ..Default::default()
        },
    ));
    u.insert("comparable".into(), Entity::Type(comparable));
    u.insert("error".into(), Entity::Type(types.error()));
    let ub = types.basic(UntypedBool);
    u.insert("true".into(), Entity::Const(ConstValue::Bool(true), ub));
    u.insert("false".into(), Entity::Const(ConstValue::Bool(false), ub));
    u.insert("nil".into(), Entity::Nil);
    u.insert("iota".into(), Entity::Iota);
    use BuiltinFn::*;
    for b in [
        Len, Cap, Append, Copy, Clear, Make, New, Print, Println, Panic, Min, Max, Delete,
    ] {
        u.insert(b.name().to_string(), Entity::Builtin(b));
    }
    u
}

/// Predeclared names that belong to constructs So does not support yet.
pub fn later_issue_name(name: &str) -> Option<Construct> {
    Some(match name {
        "recover" => Construct::Recover,
        "close" => Construct::Channels,
        "complex" | "real" | "imag" | "complex64" | "complex128" => Construct::Complex,
        _ => return None,
    })
}
