//! C identifiers from Go identifiers: Go may use a name that C or the runtime's headers
//! reserve.

/// Words a Go identifier may use that C (or our runtime's headers) reserve.
pub const RESERVED: &[&str] = &[
    "auto",
    "break",
    "case",
    "char",
    "const",
    "continue",
    "default",
    "do",
    "double",
    "else",
    "enum",
    "extern",
    "float",
    "for",
    "goto",
    "if",
    "inline",
    "int",
    "long",
    "register",
    "restrict",
    "return",
    "short",
    "signed",
    "sizeof",
    "static",
    "struct",
    "switch",
    "typedef",
    "union",
    "unsigned",
    "void",
    "volatile",
    "while",
    "bool",
    "true",
    "false",
    "NULL",
    "alloca",
    "memcpy",
    "memset",
    "memmove",
    "main",
    "errno",
    "int8_t",
    "int16_t",
    "int32_t",
    "int64_t",
    "uint8_t",
    "uint16_t",
    "uint32_t",
    "uint64_t",
    "uintptr_t",
    "size_t",
    "asm",
    "typeof",
    "_Bool",
    "_Generic",
    "_Noreturn",
    "_Static_assert",
    "_Alignas",
    "_Alignof",
    "_Atomic",
    "_Thread_local",
    "INT64_MIN",
    "INT64_MAX",
    "UINT64_MAX",
    "stdin",
    "stdout",
    "stderr",
    "exit",
    "abort",
    "write",
    // Macros gcc predefines in GNU mode, and macros of the headers builtin.h includes.
    "linux",
    "unix",
    "i386",
    "offsetof",
    "static_assert",
    "noreturn",
    "alignas",
    "alignof",
    "complex",
    "imaginary",
    "assert",
];

/// A C identifier for a Go name: reserved words, the runtime's `so_` prefix, names C
/// reserves (`__x`) and names that look like the limits macros of <stdint.h> get a `_` suffix.
pub fn c_ident(name: &str) -> String {
    let header_macro = name
        .chars()
        .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_')
        && (name.ends_with("_MAX")
            || name.ends_with("_MIN")
            || name.ends_with("_C")
            || name.ends_with("_WIDTH"));
    if RESERVED.contains(&name)
        || name.starts_with("so_")
        || name.starts_with("SO_")
        || name.starts_with("__")
        || header_macro
    {
        format!("{name}_")
    } else {
        name.to_string()
    }
}
