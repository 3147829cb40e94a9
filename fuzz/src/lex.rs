//! A lossless, forgiving Go tokenizer: concatenating the tokens gives back the input exactly,
//! whatever the input is (unterminated strings and stray bytes become tokens too).

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Class {
    Space,
    Newline,
    Comment,
    Ident,
    Keyword,
    Number,
    Str,
    Op,
    Open,
    Close,
    Other,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Token {
    pub class: Class,
    pub text: String,
}

const KEYWORDS: &[&str] = &[
    "break",
    "case",
    "chan",
    "const",
    "continue",
    "default",
    "defer",
    "else",
    "fallthrough",
    "for",
    "func",
    "go",
    "goto",
    "if",
    "import",
    "interface",
    "map",
    "package",
    "range",
    "return",
    "select",
    "struct",
    "switch",
    "type",
    "var",
];

const OPS: &[&str] = &[
    "<<=", ">>=", "&^=", "...", "&&", "||", "<-", "++", "--", "==", "!=", "<=", ">=", ":=", "+=",
    "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<", ">>", "&^", "+", "-", "*", "/", "%", "&", "|",
    "^", "<", ">", "=", "!", "~", ":", ";", ",", ".",
];

pub fn tokenize(src: &str) -> Vec<Token> {
    let b = src.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let start = i;
        let c = b[i];
        let class = if c == b'\n' {
            i += 1;
            Class::Newline
        } else if c == b' ' || c == b'\t' || c == b'\r' {
            while i < b.len() && matches!(b[i], b' ' | b'\t' | b'\r') {
                i += 1;
            }
            Class::Space
        } else if c == b'/' && b.get(i + 1) == Some(&b'/') {
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
            Class::Comment
        } else if c == b'/' && b.get(i + 1) == Some(&b'*') {
            i += 2;
            while i < b.len() && !(b[i] == b'*' && b.get(i + 1) == Some(&b'/')) {
                i += 1;
            }
            i = (i + 2).min(b.len());
            Class::Comment
        } else if c.is_ascii_alphabetic() || c == b'_' || c >= 0x80 {
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_' || b[i] >= 0x80) {
                i += 1;
            }
            if KEYWORDS.contains(&&src[start..i]) {
                Class::Keyword
            } else {
                Class::Ident
            }
        } else if c.is_ascii_digit() || (c == b'.' && b.get(i + 1).is_some_and(u8::is_ascii_digit))
        {
            while i < b.len()
                && (b[i].is_ascii_alphanumeric()
                    || b[i] == b'.'
                    || b[i] == b'_'
                    || ((b[i] == b'+' || b[i] == b'-')
                        && matches!(b[i - 1], b'e' | b'E' | b'p' | b'P')))
            {
                i += 1;
            }
            Class::Number
        } else if c == b'"' || c == b'\'' {
            i += 1;
            while i < b.len() && b[i] != c && b[i] != b'\n' {
                if b[i] == b'\\' {
                    i += 1;
                }
                i += 1;
            }
            i = (i + 1).min(b.len());
            Class::Str
        } else if c == b'`' {
            i += 1;
            while i < b.len() && b[i] != b'`' {
                i += 1;
            }
            i = (i + 1).min(b.len());
            Class::Str
        } else if matches!(c, b'(' | b'[' | b'{') {
            i += 1;
            Class::Open
        } else if matches!(c, b')' | b']' | b'}') {
            i += 1;
            Class::Close
        } else if let Some(op) = OPS.iter().find(|op| b[i..].starts_with(op.as_bytes())) {
            i += op.len();
            Class::Op
        } else {
            // One whole UTF-8 character (or one stray byte).
            i += 1;
            while i < b.len() && (b[i] & 0xC0) == 0x80 {
                i += 1;
            }
            Class::Other
        };
        // Slicing can only fail inside a multi-byte character, which the branches above never
        // split; fall back to a lossy copy just in case.
        let text = src
            .get(start..i)
            .map(str::to_string)
            .unwrap_or_else(|| String::from_utf8_lossy(&b[start..i]).into_owned());
        out.push(Token { class, text });
    }
    out
}

pub fn join(tokens: &[Token]) -> String {
    tokens.iter().map(|t| t.text.as_str()).collect()
}

/// For each opening bracket token, the index of its matching close (if balanced).
pub fn matching(tokens: &[Token]) -> Vec<Option<usize>> {
    let mut m = vec![None; tokens.len()];
    let mut stack: Vec<usize> = Vec::new();
    for (i, t) in tokens.iter().enumerate() {
        match t.class {
            Class::Open => stack.push(i),
            Class::Close => {
                if let Some(o) = stack.pop() {
                    let pair = (tokens[o].text.as_str(), t.text.as_str());
                    if matches!(pair, ("(", ")") | ("[", "]") | ("{", "}")) {
                        m[o] = Some(i);
                    }
                }
            }
            _ => {}
        }
    }
    m
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_every_seed_and_garbage() {
        let src = "package main\n\n// c\nfunc main() { x := 0x1p-2 + 1e+3; s := \"a\\\"b\" + `r\n` /* k */\n\t_ = 'x' <<= é\x01 }\n\"unterminated";
        let toks = tokenize(src);
        assert_eq!(join(&toks), src);
        assert!(toks
            .iter()
            .any(|t| t.class == Class::Number && t.text == "0x1p-2"));
        assert!(toks
            .iter()
            .any(|t| t.class == Class::Number && t.text == "1e+3"));
        assert!(toks.iter().any(|t| t.class == Class::Op && t.text == "<<="));
        assert!(toks
            .iter()
            .any(|t| t.class == Class::Keyword && t.text == "func"));
        for seed in crate::corpus::seeds() {
            assert_eq!(join(&tokenize(&seed.text)), seed.text, "{}", seed.name);
        }
    }

    #[test]
    fn brackets_match() {
        let t = tokenize("f(a[1], {b})");
        let m = matching(&t);
        let open = t.iter().position(|x| x.text == "(").unwrap();
        assert_eq!(t[m[open].unwrap()].text, ")");
        assert_eq!(m[open].unwrap(), t.len() - 1);
    }
}
