//! Names: the universe, the package scope and nested local scopes.

use crate::check::constant::ConstValue;
use crate::check::tir::{Builtin, FuncId, GlobalId, LocalId};
use crate::check::types::{Basic, TypeId, TypeTable};
use std::collections::HashMap;

#[derive(Clone, Debug)]
pub enum Entity {
    Local(LocalId),
    Global(GlobalId),
    Func(FuncId),
    Type(TypeId),
    Const(ConstValue, TypeId),
    Builtin(Builtin),
    Nil,
    Iota,
    /// A package-level declaration not resolved yet (index into the pending list).
    Pending(usize),
    /// An imported package name (imports are a later issue).
    Package(usize),
}

#[derive(Default)]
pub struct Scope {
    pub names: HashMap<String, Entity>,
    /// `Checker::unsupported_seen` when the scope was opened.
    pub unsupported_at_open: usize,
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
    let ub = types.basic(UntypedBool);
    u.insert("true".into(), Entity::Const(ConstValue::Bool(true), ub));
    u.insert("false".into(), Entity::Const(ConstValue::Bool(false), ub));
    u.insert("nil".into(), Entity::Nil);
    u.insert("iota".into(), Entity::Iota);
    use Builtin::*;
    for (n, b) in [
        ("len", Len),
        ("cap", Cap),
        ("append", Append),
        ("copy", Copy),
        ("clear", Clear),
        ("make", Make),
        ("new", New),
        ("print", Print),
        ("println", Println),
        ("panic", Panic),
        ("min", Min),
        ("max", Max),
    ] {
        u.insert(n.to_string(), Entity::Builtin(b));
    }
    u
}

/// Builtins and predeclared names that belong to later issues.
pub fn later_issue_name(name: &str) -> Option<&'static str> {
    Some(match name {
        "any" | "error" | "comparable" => "interfaces",
        "delete" => "maps",
        "recover" => "recover",
        "close" => "channels",
        "complex" | "real" | "imag" | "complex64" | "complex128" => "complex numbers",
        _ => return None,
    })
}
