//! C text from the C syntax tree: four-space indentation, one statement per line, and only the
//! parentheses that C's precedence requires plus those gcc's `-Wparentheses` asks for (mixed
//! bitwise and arithmetic or comparison operators, `&&` inside `||`, `+` inside `<<`).

use super::c::{CBinOp, CExpr, CInit, CItem, CProto, CStmt, CType, CUnOp, Linkage};

/// Binding strength: lower binds tighter (C's precedence levels).
fn prec(e: &CExpr) -> u8 {
    match e {
        CExpr::Ident(_)
        | CExpr::Str(_)
        | CExpr::Call(..)
        | CExpr::PostInc(..)
        | CExpr::Member(..)
        | CExpr::Arrow(..)
        | CExpr::Index(..)
        | CExpr::Compound(..)
        | CExpr::InitList(_)
        | CExpr::SizeofType(_)
        | CExpr::TypeArg(_)
        | CExpr::StmtExpr(..)
        | CExpr::Paren(_) => 1,
        CExpr::Designated(..) => 14,
        CExpr::Lit(s) if s.starts_with('-') => 2,
        CExpr::Lit(_) => 1,
        CExpr::Unary(..) | CExpr::Cast(..) => 2,
        CExpr::Binary(op, ..) => bin_prec(*op),
        CExpr::Cond(..) => 13,
        CExpr::Assign(..) => 14,
        CExpr::Comma(_) => 15,
    }
}

fn bin_prec(op: CBinOp) -> u8 {
    use CBinOp::*;
    match op {
        Mul | Div | Rem => 3,
        Add | Sub => 4,
        Shl | Shr => 5,
        Lt | Le | Gt | Ge => 6,
        Eq | Ne => 7,
        BitAnd => 8,
        BitXor => 9,
        BitOr => 10,
        And => 11,
        Or => 12,
    }
}

fn bin_text(op: CBinOp) -> &'static str {
    use CBinOp::*;
    match op {
        Mul => "*",
        Div => "/",
        Rem => "%",
        Add => "+",
        Sub => "-",
        Shl => "<<",
        Shr => ">>",
        Lt => "<",
        Le => "<=",
        Gt => ">",
        Ge => ">=",
        Eq => "==",
        Ne => "!=",
        BitAnd => "&",
        BitXor => "^",
        BitOr => "|",
        And => "&&",
        Or => "||",
    }
}

fn is_bitwise(op: CBinOp) -> bool {
    matches!(op, CBinOp::BitAnd | CBinOp::BitXor | CBinOp::BitOr)
}
fn is_comparison(op: CBinOp) -> bool {
    use CBinOp::*;
    matches!(op, Lt | Le | Gt | Ge | Eq | Ne)
}

/// Parentheses gcc asks for although precedence does not need them.
fn clarify(parent: CBinOp, child: &CExpr, left: bool) -> bool {
    let CExpr::Binary(c, ..) = child else {
        // `!a == b` reads as `!(a == b)`: gcc warns (-Wlogical-not-parentheses).
        return left && is_comparison(parent) && matches!(child, CExpr::Unary(CUnOp::Not, _));
    };
    let c = *c;
    (is_bitwise(parent) && c != parent && (is_bitwise(c) || is_comparison(c) || bin_prec(c) <= 4))
        || (matches!(parent, CBinOp::Shl | CBinOp::Shr) && matches!(c, CBinOp::Add | CBinOp::Sub))
        || (parent == CBinOp::Or && c == CBinOp::And)
        || (is_comparison(parent) && is_comparison(c))
}

pub fn ctype(t: &CType) -> String {
    match t {
        CType::Name(n) => n.clone(),
        CType::Ptr(x) => {
            let inner = ctype(x);
            if inner.ends_with('*') {
                format!("{inner}*")
            } else {
                format!("{inner} *")
            }
        }
        CType::Const(x) => format!("const {}", ctype(x)),
        CType::Array(x, n) => format!("{}[{n}]", ctype(x)),
        CType::Void => "void".into(),
        CType::FnPtr(r, ps) => format!("{} (*)({})", ctype(r), fn_params(ps)),
    }
}

fn fn_params(ps: &[CType]) -> String {
    if ps.is_empty() {
        "void".to_string()
    } else {
        ps.iter().map(ctype).collect::<Vec<_>>().join(", ")
    }
}

/// `T name`, `T *name`, `T name[n]`.
pub fn declarator(t: &CType, name: &str) -> String {
    match t {
        CType::Ptr(_) => format!("{}{name}", ctype(t)),
        CType::Array(x, n) => format!("{}[{n}]", declarator(x, name)),
        CType::FnPtr(r, ps) => format!("{} (*{name})({})", ctype(r), fn_params(ps)),
        _ => format!("{} {name}", ctype(t)),
    }
}

/// A C string literal body for arbitrary bytes (octal escapes for anything unusual).
pub fn string_body(bytes: &[u8]) -> String {
    let mut s = String::new();
    for &b in bytes {
        match b {
            b'\\' => s.push_str("\\\\"),
            b'"' => s.push_str("\\\""),
            b'\n' => s.push_str("\\n"),
            b'\t' => s.push_str("\\t"),
            b'\r' => s.push_str("\\r"),
            // `?` could start a trigraph in some modes.
            b'?' => s.push_str("\\?"),
            0x20..=0x7e => s.push(b as char),
            _ => s.push_str(&format!("\\{b:03o}")),
        }
    }
    s
}

pub fn expr(e: &CExpr) -> String {
    match e {
        CExpr::Ident(n) | CExpr::Lit(n) => n.clone(),
        CExpr::Str(b) => format!("\"{}\"", string_body(b)),
        CExpr::Call(f, args) => {
            // A comma expression (a call that notes its site) as an argument is parenthesized.
            let a: Vec<String> = args.iter().map(|x| operand(x, 14)).collect();
            format!("{}({})", operand(f, 1), a.join(", "))
        }
        CExpr::Unary(op, x) => {
            let o = match op {
                CUnOp::Neg => "-",
                CUnOp::Not => "!",
                CUnOp::BitNot => "~",
                CUnOp::Deref => "*",
                CUnOp::Addr => "&",
                CUnOp::PreInc => "++",
                CUnOp::PreDec => "--",
            };
            // `- -x` and `--x` differ; `-(-5)` needs its parentheses.
            let inner = operand(x, 2);
            let clash = matches!(op, CUnOp::Neg | CUnOp::PreDec) && inner.starts_with('-')
                || matches!(op, CUnOp::PreInc) && inner.starts_with('+')
                || matches!(op, CUnOp::Addr) && inner.starts_with('&');
            if clash {
                format!("{o}({inner})")
            } else {
                format!("{o}{inner}")
            }
        }
        CExpr::PostInc(x, inc) => format!("{}{}", operand(x, 1), if *inc { "++" } else { "--" }),
        CExpr::Binary(op, a, b) => {
            let p = bin_prec(*op);
            let l = if clarify(*op, a, true) {
                format!("({})", expr(a))
            } else {
                operand(a, p)
            };
            // Left-associative: a right operand of the same level needs parentheses.
            let r = if clarify(*op, b, false) {
                format!("({})", expr(b))
            } else {
                operand(b, p - 1)
            };
            format!("{l} {} {r}", bin_text(*op))
        }
        CExpr::Assign(op, l, r) => {
            let o = op.map(bin_text).unwrap_or("");
            format!("{} {o}= {}", operand(l, 2), operand(r, 14))
        }
        CExpr::Cast(t, x) => format!("({}){}", ctype(t), operand(x, 2)),
        CExpr::Member(x, f) => format!("{}.{f}", operand(x, 1)),
        CExpr::Arrow(x, f) => format!("{}->{f}", operand(x, 1)),
        CExpr::Index(x, i) => format!("{}[{}]", operand(x, 1), expr(i)),
        CExpr::Cond(c, a, b) => format!(
            "{} ? {} : {}",
            operand(c, 12),
            operand(a, 13),
            operand(b, 13)
        ),
        CExpr::Compound(t, items) => format!("({}){}", ctype(t), init_list(items)),
        CExpr::InitList(items) => init_list(items),
        CExpr::SizeofType(t) => format!("sizeof({})", ctype(t)),
        CExpr::TypeArg(t) => ctype(t),
        CExpr::Designated(k, v) => format!("[{k}] = {}", operand(v, 14)),
        CExpr::StmtExpr(ss, x) => {
            let mut parts: Vec<String> = ss.iter().map(inline_stmt).collect();
            parts.push(format!("{};", expr(x)));
            format!("({{ {} }})", parts.join(" "))
        }
        CExpr::Comma(xs) => {
            let p: Vec<String> = xs.iter().map(|x| operand(x, 14)).collect();
            p.join(", ")
        }
        CExpr::Paren(x) => format!("({})", expr(x)),
    }
}

/// `e` as an operand where at most precedence level `max` binds without parentheses.
fn operand(e: &CExpr, max: u8) -> String {
    let s = expr(e);
    if prec(e) > max {
        format!("({s})")
    } else {
        s
    }
}

fn init_list(items: &[CInit]) -> String {
    if items.is_empty() {
        return "{}".into();
    }
    let parts: Vec<String> = items
        .iter()
        .map(|i| match i {
            CInit::Pos(e) => operand(e, 14),
            CInit::Field(f, e) => format!(".{f} = {}", operand(e, 14)),
            CInit::Index(k, e) => format!("[{k}] = {}", operand(e, 14)),
        })
        .collect();
    format!("{{{}}}", parts.join(", "))
}

/// A statement on one line (inside a statement expression).
fn inline_stmt(s: &CStmt) -> String {
    let mut out = String::new();
    stmt(s, 0, &mut out);
    out.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

fn indent(n: usize) -> String {
    "    ".repeat(n)
}

fn comment(text: &str, ind: &str, out: &mut String) {
    // Continuation lines of a block comment lose the indentation they share.
    let common = text
        .lines()
        .skip(1)
        .filter(|l| !l.trim().is_empty())
        .map(|l| l.len() - l.trim_start().len())
        .min()
        .unwrap_or(0);
    for (k, line) in text.lines().enumerate() {
        let line = if k > 0 {
            line.get(common..).unwrap_or("")
        } else {
            line
        };
        let line = line.trim_end();
        // A line ending in a backslash would splice the next line into the comment.
        let dot = if line.ends_with('\\') { "." } else { "" };
        out.push_str(&format!("{ind}// {line}{dot}\n"));
    }
    if text.is_empty() {
        out.push_str(&format!("{ind}//\n"));
    }
}

/// The statements of a braced body: a body that is one block prints that block's contents.
fn body_stmts(ss: &[CStmt]) -> &[CStmt] {
    match ss {
        [CStmt::Block(inner)] => body_stmts(inner),
        _ => ss,
    }
}

fn block(ss: &[CStmt], n: usize, out: &mut String) {
    for s in body_stmts(ss) {
        stmt(s, n, out);
    }
}

pub fn stmts(ss: &[CStmt], n: usize) -> String {
    let mut out = String::new();
    block(ss, n, &mut out);
    out
}

fn stmt(s: &CStmt, n: usize, out: &mut String) {
    let i = indent(n);
    match s {
        CStmt::Expr(e) => out.push_str(&format!("{i}{};\n", expr(e))),
        CStmt::Decl {
            ty,
            name,
            init,
            is_static,
        } => {
            let st = if *is_static { "static " } else { "" };
            match init {
                Some(v) => out.push_str(&format!(
                    "{i}{st}{} = {};\n",
                    declarator(ty, name),
                    operand(v, 14)
                )),
                None => out.push_str(&format!("{i}{st}{};\n", declarator(ty, name))),
            }
        }
        CStmt::Block(b) => {
            out.push_str(&format!("{i}{{\n"));
            block(b, n + 1, out);
            out.push_str(&format!("{i}}}\n"));
        }
        CStmt::If { cond, then, els } => {
            out.push_str(&format!("{i}if ({}) {{\n", expr(cond)));
            block(then, n + 1, out);
            let mut els = els.as_slice();
            loop {
                match body_stmts(els) {
                    [] => {
                        out.push_str(&format!("{i}}}\n"));
                        break;
                    }
                    [CStmt::If {
                        cond,
                        then,
                        els: next,
                    }] => {
                        out.push_str(&format!("{i}}} else if ({}) {{\n", expr(cond)));
                        block(then, n + 1, out);
                        els = next;
                    }
                    other => {
                        out.push_str(&format!("{i}}} else {{\n"));
                        block(other, n + 1, out);
                        out.push_str(&format!("{i}}}\n"));
                        break;
                    }
                }
            }
        }
        CStmt::While(c, b) => {
            out.push_str(&format!("{i}while ({}) {{\n", expr(c)));
            block(b, n + 1, out);
            out.push_str(&format!("{i}}}\n"));
        }
        CStmt::For {
            init,
            cond,
            post,
            body,
        } => {
            let init = match init {
                Some(s) => inline_stmt(s),
                None => ";".into(),
            };
            let cond = cond
                .as_ref()
                .map(|c| format!(" {}", expr(c)))
                .unwrap_or_default();
            let post = post
                .as_ref()
                .map(|p| format!(" {}", expr(p)))
                .unwrap_or_default();
            if init == ";" && cond.is_empty() && post.is_empty() {
                out.push_str(&format!("{i}for (;;) {{\n"));
            } else {
                out.push_str(&format!("{i}for ({init}{cond};{post}) {{\n"));
            }
            block(body, n + 1, out);
            out.push_str(&format!("{i}}}\n"));
        }
        CStmt::Switch(tag, body) => {
            out.push_str(&format!("{i}switch ({}) {{\n", expr(tag)));
            for s in body {
                match s {
                    CStmt::Case(_) | CStmt::Default => stmt(s, n, out),
                    _ => stmt(s, n + 1, out),
                }
            }
            out.push_str(&format!("{i}}}\n"));
        }
        CStmt::Case(v) => out.push_str(&format!("{i}case {}:\n", expr(v))),
        CStmt::Default => out.push_str(&format!("{i}default:\n")),
        CStmt::Fallthrough => out.push_str(&format!("{i}__attribute__((fallthrough));\n")),
        CStmt::Break => out.push_str(&format!("{i}break;\n")),
        CStmt::Continue => out.push_str(&format!("{i}continue;\n")),
        CStmt::Goto(l) => out.push_str(&format!("{i}goto {l};\n")),
        CStmt::Label(l) => out.push_str(&format!("{l}:;\n")),
        CStmt::Return(None) => out.push_str(&format!("{i}return;\n")),
        CStmt::Return(Some(e)) => out.push_str(&format!("{i}return {};\n", expr(e))),
        CStmt::Comment(t) => comment(t, &i, out),
    }
}

fn proto(p: &CProto) -> String {
    let params = if p.params.is_empty() {
        "void".to_string()
    } else {
        p.params
            .iter()
            .map(|(t, n)| declarator(t, n))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let link = match p.linkage {
        Linkage::External | Linkage::Extern => "",
        Linkage::Internal => "static ",
        Linkage::InternalInline => "static inline ",
        Linkage::InternalUnused => "static __attribute__((unused)) ",
    };
    let ret = ctype(&p.ret);
    let sep = if ret.ends_with('*') { "" } else { " " };
    format!("{link}{ret}{sep}{}({params})", p.name)
}

pub fn items(items: &[CItem]) -> String {
    let mut out = String::new();
    for it in items {
        item(it, &mut out);
    }
    out
}

/// `__attribute__((a)) __attribute__((b)) ` (empty without attributes).
fn attributes(attrs: &[String]) -> String {
    attrs
        .iter()
        .map(|a| format!("__attribute__(({a})) "))
        .collect()
}

/// An item with attributes and qualifiers (`CItem::WithC`).
fn with_c(attrs: &[String], thread_local: bool, volatile: bool, it: &CItem, out: &mut String) {
    let at = attributes(attrs);
    match it {
        CItem::Global {
            ty,
            name,
            init,
            linkage,
        } => {
            let link = match linkage {
                Linkage::External => "",
                Linkage::Extern => "extern ",
                Linkage::Internal => "static ",
                Linkage::InternalInline => "static inline ",
                Linkage::InternalUnused => "static __attribute__((unused)) ",
            };
            // An extern declaration of a package's thread-local variable uses builtin.h's
            // SO_TLS, which names the TLS model the runtime's own variables use.
            let tl = match (thread_local, linkage) {
                (false, _) => "",
                (true, Linkage::Extern) => "SO_TLS ",
                (true, _) => "_Thread_local ",
            };
            let vol = if volatile { "volatile " } else { "" };
            let init = init
                .as_ref()
                .map(|v| format!(" = {}", operand(v, 14)))
                .unwrap_or_default();
            out.push_str(&format!(
                "{at}{link}{tl}{vol}{}{init};\n",
                declarator(ty, name)
            ));
        }
        CItem::StructDef { name, fields } => {
            out.push_str(&format!("struct {at}{name} {{\n"));
            for (t, f) in fields {
                out.push_str(&format!("    {};\n", declarator(t, f)));
            }
            out.push_str("};\n");
        }
        CItem::Typedef(t, n) => {
            let at = at.trim_end();
            out.push_str(&format!("typedef {} {at};\n", declarator(t, n)));
        }
        _ => {
            out.push_str(&at);
            item(it, out);
        }
    }
}

fn item(it: &CItem, out: &mut String) {
    {
        match it {
            CItem::Raw(text) => {
                out.push_str(text);
                if !text.ends_with('\n') {
                    out.push('\n');
                }
            }
            CItem::WithC {
                attrs,
                thread_local,
                volatile,
                item,
            } => with_c(attrs, *thread_local, *volatile, item, out),
            CItem::Comment(t) => comment(t, "", out),
            CItem::Blank => out.push('\n'),
            CItem::Include(h) => out.push_str(&format!("#include {h}\n")),
            CItem::Ifndef(g) => out.push_str(&format!("#ifndef {g}\n")),
            CItem::Define(g) => out.push_str(&format!("#define {g}\n")),
            CItem::Endif(g) => out.push_str(&format!("#endif // {g}\n")),
            CItem::StructForward(n) => out.push_str(&format!("typedef struct {n} {n};\n")),
            CItem::StructDef { name, fields } => {
                out.push_str(&format!("struct {name} {{\n"));
                for (t, f) in fields {
                    out.push_str(&format!("    {};\n", declarator(t, f)));
                }
                out.push_str("};\n");
            }
            CItem::Typedef(t, n) => out.push_str(&format!("typedef {};\n", declarator(t, n))),
            CItem::Proto(p) => out.push_str(&format!("{};\n", proto(p))),
            CItem::Func { proto: p, body } => {
                out.push_str(&format!("{} {{\n", proto(p)));
                block(body, 1, out);
                out.push_str("}\n");
            }
            CItem::Global {
                ty,
                name,
                init,
                linkage,
            } => {
                let link = match linkage {
                    Linkage::External => "",
                    Linkage::Extern => "extern ",
                    Linkage::Internal => "static ",
                    Linkage::InternalInline => "static inline ",
                    Linkage::InternalUnused => "static __attribute__((unused)) ",
                };
                let init = init
                    .as_ref()
                    .map(|v| format!(" = {}", operand(v, 14)))
                    .unwrap_or_default();
                out.push_str(&format!("{link}{}{init};\n", declarator(ty, name)));
            }
        }
    }
}
