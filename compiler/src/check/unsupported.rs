//! Constructs So does not support (yet): one kind each, and one table giving each kind its
//! message, label and help line.

use crate::diag::{Class, Diagnostic};
use crate::syntax::ast::Span;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Construct {
    GoStmt,
    ChanType,
    ChanSend,
    ChanRecv,
    /// A channel builtin (`close`).
    Channels,
    Select,
    InterfaceType,
    /// `any`, `error`, `comparable`.
    Interfaces,
    TypeAssert,
    TypeSwitch,
    GenericType,
    GenericFunc,
    GenericTypeInst,
    GenericFuncInst,
    TypeParams,
    TypeConstraint,
    /// `type A[T any] = ...`.
    GenericAlias,
    /// A generic type declared inside a function.
    LocalGenericType,
    Recover,
    Import,
    Complex,
    /// `for x := range seq` over an iterator function.
    RangeFunc,
}

impl Construct {
    /// The construct as the message names it.
    fn what(self) -> &'static str {
        use Construct::*;
        match self {
            GoStmt => "go statement",
            ChanType => "channel type",
            ChanSend => "channel send",
            ChanRecv => "channel receive",
            Channels => "channels",
            Select => "select statement",
            InterfaceType => "interface type",
            Interfaces => "interfaces",
            TypeAssert => "type assertion",
            TypeSwitch => "type switch",
            GenericType => "generic type",
            GenericFunc => "generic function",
            GenericTypeInst => "generic type instantiation",
            GenericFuncInst => "generic function instantiation",
            TypeParams => "type parameters",
            TypeConstraint => "type constraint",
            GenericAlias => "generic type alias",
            LocalGenericType => "local generic type",
            Recover => "recover",
            Import => "import",
            Complex => "complex numbers",
            RangeFunc => "range over function",
        }
    }

    /// Message, label and help line.
    fn text(self) -> (String, &'static str, &'static str) {
        use Construct::*;
        let what = self.what();
        match self {
            GoStmt => (
                "`go` statements are not supported in So".into(),
                "go statement",
                "start threads with so/conc (conc.Go or a conc.Pool)",
            ),
            ChanType | ChanSend | ChanRecv | Channels => (
                format!("channels are not supported in So ({what})"),
                what,
                "use so/conc's typed channels (conc.Chan[T])",
            ),
            Select => (
                "`select` is not supported in So".into(),
                "select statement",
                "use conc.Select from so/conc",
            ),
            InterfaceType | Interfaces | TypeAssert | TypeSwitch => (
                format!("interfaces are not supported yet ({what})"),
                what,
                "use concrete types for now",
            ),
            GenericType | GenericFunc | GenericTypeInst | GenericFuncInst | TypeParams
            | TypeConstraint => (
                format!("generics are not supported yet ({what})"),
                what,
                "write the function or type for each concrete type for now",
            ),
            GenericAlias => (
                "generic type aliases are not supported yet".into(),
                "generic alias",
                "declare a generic type (`type A[T any] []T`) or alias one instance (`type A = B[int]`)",
            ),
            LocalGenericType => (
                "generic types declared inside a function are not supported yet".into(),
                "local generic type",
                "move the generic type declaration to package level",
            ),
            Recover => (
                "`recover` is not supported in So: a panic always ends the process".into(),
                "recover",
                "return an error value instead of panicking",
            ),
            Import => (
                "imported package not loaded".into(),
                "import",
                "the checker was given this package without its imports; `solod check` loads them",
            ),
            Complex => (
                "complex numbers are not supported in So".into(),
                "complex number",
                "use a struct of two floats",
            ),
            RangeFunc => (
                "range over a function (an iterator) is not supported yet".into(),
                "iterator function",
                "call the iterator with a function literal as its yield function: seq(func(v T) bool { ...; return true })",
            ),
        }
    }
}

/// The error for a construct So does not support (yet), with a help line saying what to do.
pub fn unsupported(span: Span, c: Construct) -> Diagnostic {
    let (msg, label, help) = c.text();
    let mut d = Diagnostic::error(span, msg).label(label).help(help);
    d.class = Class::Unsupported;
    d
}
