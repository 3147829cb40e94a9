//! `//so:...` directives (language.md section 4) as data.
//!
//! A directive is a line comment that starts exactly with `//so:` (no space: `// so:x` is an
//! ordinary comment, as Go's own `//go:` directives). `parse` reads one comment into a
//! [`Directive`] or a diagnostic; `lower.rs` attaches the directives written right above a
//! declaration to it (`include` and `link` belong to the file wherever they stand at the top
//! level) and reports every directive left over as misplaced. Which declaration a directive
//! may stand on is checked by `check/directives.rs`.

use crate::diag::Diagnostic;
use crate::syntax::ast::Span;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DirectiveKind {
    /// `//so:include <h>` or `//so:include "h"`: the text as written, brackets or quotes
    /// included.
    Include(String),
    /// `//so:link name`: link with `-lname`.
    Link(String),
    /// `//so:extern [CName] [nodecay]`: provided by C, under `c_name` (the Go name when
    /// `None`; a type's name may have several words: `struct timespec`).
    Extern {
        c_name: Option<String>,
        nodecay: bool,
    },
    /// `//so:embed file.h|file.c`: the file, relative to the source file.
    Embed(String),
    Inline,
    Volatile,
    ThreadLocal,
    /// `//so:attr X`: `__attribute__((X))`.
    Attr(String),
    /// `//so:callsite`: calls of the function (or of the interface type's methods) note
    /// their call site for the callee (`passes/sites.rs`).
    Callsite,
}

#[derive(Clone, Debug)]
pub struct Directive {
    pub kind: DirectiveKind,
    /// The whole comment.
    pub span: Span,
}

impl Directive {
    /// The directive's name as written after `//so:`.
    pub fn name(&self) -> &'static str {
        self.kind.name()
    }
}

impl DirectiveKind {
    pub fn name(&self) -> &'static str {
        match self {
            DirectiveKind::Include(_) => "include",
            DirectiveKind::Link(_) => "link",
            DirectiveKind::Extern { .. } => "extern",
            DirectiveKind::Embed(_) => "embed",
            DirectiveKind::Inline => "inline",
            DirectiveKind::Volatile => "volatile",
            DirectiveKind::ThreadLocal => "thread_local",
            DirectiveKind::Attr(_) => "attr",
            DirectiveKind::Callsite => "callsite",
        }
    }
    /// Directives of the whole file rather than of one declaration.
    pub fn is_file_level(&self) -> bool {
        matches!(self, DirectiveKind::Include(_) | DirectiveKind::Link(_))
    }
}

const KNOWN: &str =
    "the directives are //so:include, //so:link, //so:extern, //so:embed, //so:inline, //so:volatile, //so:thread_local, //so:attr and //so:callsite";

/// Whether a comment is a directive (`//so:` with nothing in between).
pub fn is_directive(raw: &str) -> bool {
    raw.starts_with("//so:")
}

/// Whether `s` is a C identifier.
pub fn is_c_ident(s: &str) -> bool {
    let mut cs = s.chars();
    cs.next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && cs.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// Reads the directive in comment `raw` (which `is_directive`) at `span`.
pub fn parse(raw: &str, span: Span) -> Result<Directive, Box<Diagnostic>> {
    let body = raw.strip_prefix("//so:").unwrap_or(raw).trim_end();
    let (name, args) = match body.find(char::is_whitespace) {
        Some(i) => (&body[..i], body[i..].trim()),
        None => (body, ""),
    };
    let words: Vec<&str> = args.split_whitespace().collect();
    let bad = |msg: String, help: &str| {
        Err(Box::new(
            Diagnostic::error(span, msg)
                .label("malformed directive")
                .help(help.to_string()),
        ))
    };
    let no_args = |kind: DirectiveKind| {
        if words.is_empty() {
            Ok(kind)
        } else {
            Err(Box::new(
                Diagnostic::error(
                    span,
                    format!("//so:{name} takes no arguments, found `{args}`"),
                )
                .label("malformed directive")
                .help(format!("write `//so:{name}` alone on the line")),
            ))
        }
    };
    let kind = match name {
        "include" => {
            let ok = words.len() == 1
                && args.len() > 2
                && ((args.starts_with('<') && args.ends_with('>'))
                    || (args.starts_with('"') && args.ends_with('"')));
            if !ok {
                return bad(
                    format!("//so:include needs one header, <name.h> or \"name.h\", found `{args}`"),
                    "write `//so:include <stdio.h>` for a system header or `//so:include \"my.h\"` for your own",
                );
            }
            DirectiveKind::Include(args.to_string())
        }
        "link" => {
            let ok = words.len() == 1
                && !args.starts_with('-')
                && args
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || "_.+-".contains(c));
            if !ok {
                let help = match args.strip_prefix("-l") {
                    Some(lib) if !lib.is_empty() => {
                        format!("write `//so:link {lib}`: solod adds the -l")
                    }
                    _ => "write the library's name: `//so:link m` links with -lm".to_string(),
                };
                return bad(
                    format!("//so:link needs one library name, found `{args}`"),
                    &help,
                );
            }
            DirectiveKind::Link(args.to_string())
        }
        "extern" => {
            let mut ws = words.clone();
            let nodecay = ws.last() == Some(&"nodecay");
            if nodecay {
                ws.pop();
            }
            if let Some(w) = ws.iter().find(|w| !is_c_ident(w)) {
                return bad(
                    format!("//so:extern: `{w}` is not a C identifier"),
                    "write `//so:extern [CName] [nodecay]`, for example `//so:extern puts` or `//so:extern struct timespec`",
                );
            }
            DirectiveKind::Extern {
                c_name: (!ws.is_empty()).then(|| ws.join(" ")),
                nodecay,
            }
        }
        "embed" => {
            let ok = words.len() == 1 && (args.ends_with(".h") || args.ends_with(".c"));
            if !ok {
                return bad(
                    format!("//so:embed needs one file ending in .h or .c, found `{args}`"),
                    "write `//so:embed helpers.h` (pasted into the package's header) or `//so:embed helpers.c` (into its source)",
                );
            }
            DirectiveKind::Embed(args.to_string())
        }
        "inline" => no_args(DirectiveKind::Inline)?,
        "volatile" => no_args(DirectiveKind::Volatile)?,
        "thread_local" => no_args(DirectiveKind::ThreadLocal)?,
        "callsite" => no_args(DirectiveKind::Callsite)?,
        "attr" => {
            let mut depth = 0i32;
            let mut balanced = true;
            for c in args.chars() {
                match c {
                    '(' => depth += 1,
                    ')' => {
                        depth -= 1;
                        balanced &= depth >= 0;
                    }
                    _ => {}
                }
            }
            if args.is_empty() || depth != 0 || !balanced || args.contains([';', '{', '}']) {
                return bad(
                    format!("//so:attr needs a GCC attribute, found `{args}`"),
                    "write the inside of __attribute__((...)), for example `//so:attr packed` or `//so:attr aligned(16)`",
                );
            }
            DirectiveKind::Attr(args.to_string())
        }
        _ => {
            return Err(Box::new(
                Diagnostic::error(span, format!("unknown directive //so:{name}"))
                    .label("not a So directive")
                    .help(KNOWN),
            ));
        }
    };
    Ok(Directive { kind, span })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(s: &str) -> Result<DirectiveKind, String> {
        parse(s, Span::default())
            .map(|d| d.kind)
            .map_err(|d| d.message)
    }

    #[test]
    fn well_formed_directives() {
        assert_eq!(
            p("//so:include <stdio.h>"),
            Ok(DirectiveKind::Include("<stdio.h>".into()))
        );
        assert_eq!(
            p("//so:include \"so/conc/conc.h\""),
            Ok(DirectiveKind::Include("\"so/conc/conc.h\"".into()))
        );
        assert_eq!(p("//so:link m"), Ok(DirectiveKind::Link("m".into())));
        assert_eq!(
            p("//so:extern"),
            Ok(DirectiveKind::Extern {
                c_name: None,
                nodecay: false
            })
        );
        assert_eq!(
            p("//so:extern struct  timespec"),
            Ok(DirectiveKind::Extern {
                c_name: Some("struct timespec".into()),
                nodecay: false
            })
        );
        assert_eq!(
            p("//so:extern so_len nodecay"),
            Ok(DirectiveKind::Extern {
                c_name: Some("so_len".into()),
                nodecay: true
            })
        );
        assert_eq!(
            p("//so:extern nodecay"),
            Ok(DirectiveKind::Extern {
                c_name: None,
                nodecay: true
            })
        );
        assert_eq!(p("//so:embed a.h"), Ok(DirectiveKind::Embed("a.h".into())));
        assert_eq!(p("//so:inline"), Ok(DirectiveKind::Inline));
        assert_eq!(p("//so:callsite"), Ok(DirectiveKind::Callsite));
        assert_eq!(p("//so:thread_local "), Ok(DirectiveKind::ThreadLocal));
        assert_eq!(
            p("//so:attr aligned(16)"),
            Ok(DirectiveKind::Attr("aligned(16)".into()))
        );
    }

    #[test]
    fn malformed_directives_are_reported() {
        for bad in [
            "//so:include stdio.h",
            "//so:include <a.h> <b.h>",
            "//so:link -lm",
            "//so:link",
            "//so:extern 9lives",
            "//so:extern a-b",
            "//so:embed x.txt",
            "//so:embed",
            "//so:inline now",
            "//so:volatile x",
            "//so:attr",
            "//so:attr aligned(16",
            "//so:attr x; int y",
            "//so:externs",
            "//so:",
        ] {
            assert!(p(bad).is_err(), "accepted {bad}");
        }
        assert!(p("//so:frobnicate")
            .unwrap_err()
            .contains("unknown directive"));
        assert!(!is_directive("// so:extern"));
        assert!(is_directive("//so:extern"));
    }
}
