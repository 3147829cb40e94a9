//! Diagnostics for constructs that belong to later issues.

use crate::diag::Diagnostic;
use crate::syntax::ast::Span;

/// The error for a construct So does not support (yet), with a help line saying what to do.
pub fn unsupported(span: Span, what: &str) -> Diagnostic {
    let (msg, label, help): (String, &str, &str) = match what {
        "function literal" => (
            "closures are not supported in So".into(),
            "function literal",
            "declare a top-level function and pass its name",
        ),
        "go statement" => (
            "`go` statements are not supported in So".into(),
            "go statement",
            "start threads with so/conc (conc.Go or a conc.Pool)",
        ),
        "channel type" | "channel send" | "channel receive" => (
            format!("channels are not supported in So ({what})"),
            what,
            "use so/conc's typed channels (conc.Chan[T])",
        ),
        "select statement" => (
            "`select` is not supported in So".into(),
            "select statement",
            "use conc.Select from so/conc",
        ),
        "defer statement" => (
            "`defer` is not supported yet".into(),
            "defer statement",
            "call the cleanup explicitly before each return",
        ),
        "map type" | "maps" => (
            "maps are not supported yet".into(),
            "map",
            "use a slice of key/value structs for now",
        ),
        "interface type" | "interfaces" | "type assertion" | "type switch" => (
            format!("interfaces are not supported yet ({what})"),
            what,
            "use concrete types for now",
        ),
        "generic type"
        | "generic function"
        | "generic type instantiation"
        | "generic function instantiation"
        | "type parameters"
        | "type constraint" => (
            format!("generics are not supported yet ({what})"),
            what,
            "write the function or type for each concrete type for now",
        ),
        "recover" => (
            "`recover` is not supported in So: a panic always ends the process".into(),
            "recover",
            "return an error value instead of panicking",
        ),
        "import" => (
            "imports are not supported yet".into(),
            "import",
            "this version of solod compiles single-package programs without imports",
        ),
        "complex numbers" => (
            "complex numbers are not supported in So".into(),
            "complex number",
            "use a struct of two floats",
        ),
        "method value" => (
            "method values are not supported in So (they are closures)".into(),
            "method value",
            "use a method expression such as T.Method and pass the receiver explicitly",
        ),
        other => (format!("{other} is not supported in So"), other, ""),
    };
    let d = Diagnostic::error(span, msg).label(label);
    if help.is_empty() {
        d
    } else {
        d.help(help)
    }
}

/// Whether a diagnostic says a construct is outside the subset (made by `unsupported`, or
/// worded like it): code under such a construct was not checked.
pub fn is_unsupported(d: &Diagnostic) -> bool {
    d.message.contains("not supported")
}
