//! Mutations of Go source at three levels:
//!
//! - **bytes**: flips, inserts, deletes, copies of byte ranges (what libFuzzer does by default);
//! - **tokens**: deletes, duplicates, swaps and replaces whole tokens with tokens seen in the
//!   seeds or with "interesting" literals (bounds of every integer width, huge shifts), splices
//!   bracket-balanced token runs from other seeds;
//! - **ast**: parses with tree-sitter-go and replaces a syntax node by another node of the same
//!   kind from the seed pool, deletes or duplicates statements, and nests expressions, types and
//!   statements many levels deep.

use crate::lex::{self, Class, Token};
use crate::rng::Rng;
use std::collections::BTreeMap;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    Bytes,
    Tokens,
    Ast,
    /// Each mutation picks one of the three levels.
    Mixed,
}

impl Mode {
    pub fn parse(s: &str) -> Option<Mode> {
        Some(match s {
            "bytes" => Mode::Bytes,
            "tokens" => Mode::Tokens,
            "ast" => Mode::Ast,
            "mixed" => Mode::Mixed,
            _ => return None,
        })
    }
}

/// Literals that sit on the edges of Go's integer and float types and constant rules.
const INTERESTING: &[&str] = &[
    "0",
    "1",
    "-1",
    "2",
    "7",
    "8",
    "31",
    "32",
    "63",
    "64",
    "127",
    "128",
    "255",
    "256",
    "-128",
    "32767",
    "-32768",
    "65535",
    "65536",
    "2147483647",
    "-2147483648",
    "4294967295",
    "4294967296",
    "9223372036854775807",
    "-9223372036854775808",
    "9223372036854775808",
    "18446744073709551615",
    "18446744073709551616",
    "1<<62",
    "1<<63",
    "1<<64",
    "1<<1000",
    "0x7fffffffffffffff",
    "0b101",
    "0o17",
    "1_000",
    "1e308",
    "1e309",
    "-0.0",
    "0x1p-1074",
    "3.4028234663852886e38",
    "'\\x00'",
    "'\\U0010FFFF'",
    "\"\"",
    "\"\\xff\\xfe\"",
    "\"héllo, 世界\"",
    "nil",
    "true",
    "iota",
];

const TYPES: &[&str] = &[
    "int", "int8", "int16", "int32", "int64", "uint", "uint8", "uint16", "uint32", "uint64",
    "uintptr", "float32", "float64", "string", "byte", "rune", "bool",
];

/// The material mutations draw on: tokens and syntax nodes of the seeds.
pub struct Mutator {
    tokens_by_class: BTreeMap<ClassKey, Vec<String>>,
    seed_tokens: Vec<Vec<Token>>,
    nodes_by_kind: BTreeMap<String, Vec<String>>,
    node_kinds: Vec<String>,
    parser: tree_sitter::Parser,
    pub max_len: usize,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
struct ClassKey(u8);

fn key(c: Class) -> ClassKey {
    ClassKey(c as u8)
}

fn go_parser() -> tree_sitter::Parser {
    let mut p = tree_sitter::Parser::new();
    let lang: tree_sitter::Language = tree_sitter_go::LANGUAGE.into();
    p.set_language(&lang).expect("the Go grammar loads");
    p
}

impl Mutator {
    pub fn new(seeds: &[String], max_len: usize) -> Mutator {
        let mut tokens_by_class: BTreeMap<ClassKey, Vec<String>> = BTreeMap::new();
        let mut seed_tokens = Vec::new();
        for s in seeds {
            let toks = lex::tokenize(s);
            for t in &toks {
                if !matches!(t.class, Class::Space | Class::Newline | Class::Comment) {
                    let v = tokens_by_class.entry(key(t.class)).or_default();
                    if v.len() < 4000 {
                        v.push(t.text.clone());
                    }
                }
            }
            seed_tokens.push(toks);
        }
        for v in tokens_by_class.values_mut() {
            v.sort();
            v.dedup();
        }
        let mut parser = go_parser();
        let mut nodes_by_kind: BTreeMap<String, Vec<String>> = BTreeMap::new();
        for s in seeds {
            if let Some(tree) = parser.parse(s, None) {
                collect_nodes(tree.root_node(), s, &mut nodes_by_kind);
            }
        }
        for v in nodes_by_kind.values_mut() {
            v.sort();
            v.dedup();
        }
        let node_kinds = nodes_by_kind.keys().cloned().collect();
        Mutator {
            tokens_by_class,
            seed_tokens,
            nodes_by_kind,
            node_kinds,
            parser,
            max_len,
        }
    }

    /// One to a few mutations of `input` at the given level; `other` is a second corpus entry
    /// for splicing.
    pub fn mutate(&mut self, rng: &mut Rng, mode: Mode, input: &str, other: &str) -> String {
        let rounds = rng.small(4);
        let mut cur = input.to_string();
        for _ in 0..rounds {
            let m = match mode {
                Mode::Mixed => *rng.pick(&[
                    Mode::Bytes,
                    Mode::Tokens,
                    Mode::Tokens,
                    Mode::Ast,
                    Mode::Ast,
                ]),
                m => m,
            };
            let next = match m {
                Mode::Bytes => self.mutate_bytes(rng, &cur, other),
                Mode::Tokens => self.mutate_tokens(rng, &cur, other),
                Mode::Ast | Mode::Mixed => self.mutate_ast(rng, &cur),
            };
            if next.len() <= self.max_len {
                cur = next;
            }
        }
        cur
    }

    pub fn mutate_bytes(&mut self, rng: &mut Rng, input: &str, other: &str) -> String {
        let mut b = input.as_bytes().to_vec();
        let o = other.as_bytes();
        let pos = |rng: &mut Rng, len: usize| rng.below(len + 1);
        match rng.below(8) {
            0 if !b.is_empty() => {
                let i = rng.below(b.len());
                b[i] ^= 1 << rng.below(8);
            }
            1 if !b.is_empty() => {
                let i = rng.below(b.len());
                b[i] = rng.next_u64() as u8;
            }
            2 => {
                let i = pos(rng, b.len());
                let s = *rng.pick(&[
                    &b"{"[..],
                    b"}",
                    b"(",
                    b")",
                    b"[",
                    b"]",
                    b"\n",
                    b";",
                    b"\"",
                    b"`",
                    b"/*",
                    b"\\",
                    b"'",
                ]);
                b.splice(i..i, s.iter().copied());
            }
            3 if !b.is_empty() => {
                let i = rng.below(b.len());
                let n = rng.small(64).min(b.len() - i);
                b.drain(i..i + n);
            }
            4 if !b.is_empty() => {
                let i = rng.below(b.len());
                let n = rng.small(64).min(b.len() - i);
                let chunk: Vec<u8> = b[i..i + n].to_vec();
                let j = pos(rng, b.len());
                b.splice(j..j, chunk);
            }
            5 if !o.is_empty() => {
                let i = rng.below(o.len());
                let n = rng.small(256).min(o.len() - i);
                let j = pos(rng, b.len());
                b.splice(j..j, o[i..i + n].iter().copied());
            }
            6 => {
                let i = pos(rng, b.len());
                let lit = rng.pick(INTERESTING).as_bytes();
                b.splice(i..i, lit.iter().copied());
            }
            _ => {
                let i = pos(rng, b.len());
                b.insert(i, rng.next_u64() as u8);
            }
        }
        String::from_utf8_lossy(&b).into_owned()
    }

    fn dict(&self, rng: &mut Rng, c: Class) -> Option<String> {
        let v = self.tokens_by_class.get(&key(c))?;
        if v.is_empty() {
            return None;
        }
        Some(rng.pick(v).clone())
    }

    pub fn mutate_tokens(&mut self, rng: &mut Rng, input: &str, other: &str) -> String {
        let mut t = lex::tokenize(input);
        // Positions of meaningful tokens (not whitespace or comments).
        let solid: Vec<usize> = t
            .iter()
            .enumerate()
            .filter(|(_, x)| !matches!(x.class, Class::Space | Class::Newline | Class::Comment))
            .map(|(i, _)| i)
            .collect();
        if solid.is_empty() {
            return format!("{input}{}", rng.pick(INTERESTING));
        }
        let at = *rng.pick(&solid);
        let tok = |class: Class, text: String| Token { class, text };
        match rng.below(10) {
            0 => {
                let n = rng.small(4);
                let end = solid
                    .iter()
                    .position(|&p| p == at)
                    .map_or(at + 1, |k| solid.get(k + n).copied().unwrap_or(t.len()));
                t.drain(at..end.min(t.len()));
            }
            1 => {
                // Duplicate a bracket-balanced group or a single token in place.
                let m = lex::matching(&t);
                let end = m[at].map_or(at + 1, |c| c + 1);
                let chunk: Vec<Token> = t[at..end].to_vec();
                let n = rng.small(8);
                for _ in 0..n {
                    t.splice(end..end, chunk.iter().cloned());
                }
            }
            2 => {
                let b = *rng.pick(&solid);
                t.swap(at, b);
            }
            3 => {
                // Same-class replacement from the seeds' dictionary.
                if let Some(s) = self.dict(rng, t[at].class) {
                    t[at].text = s;
                }
            }
            4 => {
                t[at] = tok(Class::Number, rng.pick(INTERESTING).to_string());
            }
            5 => {
                let cls = *rng.pick(&[
                    Class::Keyword,
                    Class::Op,
                    Class::Ident,
                    Class::Open,
                    Class::Close,
                ]);
                if let Some(s) = self.dict(rng, cls) {
                    t.insert(at, tok(Class::Space, " ".into()));
                    t.insert(at, tok(cls, s));
                }
            }
            6 => {
                // Splice a balanced group from another seed or corpus entry.
                let src = if rng.chance(1, 2) || self.seed_tokens.is_empty() {
                    lex::tokenize(other)
                } else {
                    self.seed_tokens[rng.below(self.seed_tokens.len())].clone()
                };
                let m = lex::matching(&src);
                let opens: Vec<usize> = (0..src.len()).filter(|&i| m[i].is_some()).collect();
                if !opens.is_empty() {
                    let o = *rng.pick(&opens);
                    let c = m[o].unwrap_or(o);
                    let chunk: Vec<Token> = src[o..=c].to_vec();
                    if rng.chance(1, 2) {
                        // Replace a balanced group of ours with it.
                        let mm = lex::matching(&t);
                        let ours: Vec<usize> = (0..t.len()).filter(|&i| mm[i].is_some()).collect();
                        if !ours.is_empty() {
                            let a = *rng.pick(&ours);
                            let z = mm[a].unwrap_or(a);
                            t.splice(a..=z, chunk);
                        }
                    } else {
                        t.splice(at..at, chunk);
                    }
                }
            }
            7 => {
                // Replace an identifier by another identifier of the same input (scope mixups).
                let ids: Vec<String> = t
                    .iter()
                    .filter(|x| x.class == Class::Ident)
                    .map(|x| x.text.clone())
                    .collect();
                if !ids.is_empty() {
                    let cands: Vec<usize> = solid
                        .iter()
                        .copied()
                        .filter(|&i| t[i].class == Class::Ident)
                        .collect();
                    if !cands.is_empty() {
                        let i = *rng.pick(&cands);
                        t[i].text = rng.pick(&ids).clone();
                    }
                }
            }
            8 => {
                // Retype: swap a basic type name for another.
                let cands: Vec<usize> = solid
                    .iter()
                    .copied()
                    .filter(|&i| TYPES.contains(&t[i].text.as_str()))
                    .collect();
                if !cands.is_empty() {
                    let i = *rng.pick(&cands);
                    t[i].text = rng.pick(TYPES).to_string();
                }
            }
            _ => {
                // Delete a whole line.
                let lines: Vec<usize> = (0..t.len())
                    .filter(|&i| t[i].class == Class::Newline)
                    .collect();
                if lines.len() > 1 {
                    let k = rng.below(lines.len() - 1);
                    t.drain(lines[k] + 1..=lines[k + 1]);
                }
            }
        }
        lex::join(&t)
    }

    pub fn mutate_ast(&mut self, rng: &mut Rng, input: &str) -> String {
        let Some(tree) = self.parser.parse(input, None) else {
            return input.to_string();
        };
        let mut nodes = Vec::new();
        let mut cursor = tree.walk();
        collect_named(&mut cursor, &mut nodes);
        if nodes.is_empty() {
            return input.to_string();
        }
        let (start, end, kind, parent) = nodes[rng.below(nodes.len())].clone();
        let (kind, parent) = (kind.as_str(), parent.as_str());
        let text = &input[start..end];
        let replacement: String = match rng.below(6) {
            0 | 1 => match self.nodes_by_kind.get(kind) {
                Some(v) if !v.is_empty() => rng.pick(v).clone(),
                _ => return input.to_string(),
            },
            2 => {
                // Delete: statements and declarations vanish, other nodes become a same-kind
                // node or are dropped.
                String::new()
            }
            3 => {
                let sep =
                    if parent == "block" || parent == "source_file" || parent == "statement_list" {
                        "\n"
                    } else if kind.ends_with("_declaration") || kind.ends_with("_statement") {
                        ";"
                    } else {
                        ", "
                    };
                let n = rng.small(16);
                let mut s = String::from(text);
                for _ in 0..n {
                    s.push_str(sep);
                    s.push_str(text);
                }
                s
            }
            4 => nest(rng, kind, text),
            _ => {
                // A random kind's node here (cross-kind: expressions where types go, ...).
                let k = rng.pick(&self.node_kinds).clone();
                match self.nodes_by_kind.get(&k) {
                    Some(v) if !v.is_empty() => rng.pick(v).clone(),
                    _ => return input.to_string(),
                }
            }
        };
        let mut out = String::with_capacity(input.len() + replacement.len());
        out.push_str(&input[..start]);
        out.push_str(&replacement);
        out.push_str(&input[end..]);
        out
    }
}

/// Wraps a node in itself many levels deep (deep nesting is where recursive passes blow up).
fn nest(rng: &mut Rng, kind: &str, text: &str) -> String {
    let depth = if rng.chance(1, 8) {
        100 + rng.below(400)
    } else {
        rng.small(32)
    };
    let (pre, post): (&str, &str) = if kind.ends_with("_type") || kind == "type_identifier" {
        *rng.pick(&[
            ("[2]", ""),
            ("*", ""),
            ("[]", ""),
            ("struct{ f ", " }"),
            ("func(", ")"),
            ("[1 << 2]", ""),
        ])
    } else if kind.ends_with("_statement") || kind == "block" {
        *rng.pick(&[
            ("{ ", " }"),
            ("if true { ", " }"),
            ("for range 1 { ", " }"),
            ("switch { default: ", " }"),
            ("L: for { ", "; break L }"),
        ])
    } else if kind.ends_with("expression") || kind.ends_with("literal") || kind == "identifier" {
        *rng.pick(&[
            ("(", ")"),
            ("-", ""),
            ("^", ""),
            ("+", ""),
            ("!", ""),
            ("(", " + 1)"),
            ("(1 << ", ")"),
            ("[]int{", "}[0]"),
        ])
    } else {
        ("(", ")")
    };
    let mut s = String::with_capacity(text.len() + depth * (pre.len() + post.len()));
    for _ in 0..depth {
        s.push_str(pre);
    }
    s.push_str(text);
    for _ in 0..depth {
        s.push_str(post);
    }
    s
}

fn collect_nodes(n: tree_sitter::Node, src: &str, out: &mut BTreeMap<String, Vec<String>>) {
    if n.is_named() && !n.is_error() && n.kind() != "source_file" && n.kind() != "comment" {
        let t = &src[n.start_byte()..n.end_byte()];
        if t.len() <= 400 {
            let v = out.entry(n.kind().to_string()).or_default();
            if v.len() < 300 {
                v.push(t.to_string());
            }
        }
    }
    let mut c = n.walk();
    for ch in n.children(&mut c) {
        collect_nodes(ch, src, out);
    }
}

type NodeRef = (usize, usize, String, String);

fn collect_named(cursor: &mut tree_sitter::TreeCursor, out: &mut Vec<NodeRef>) {
    loop {
        let n = cursor.node();
        if n.is_named() && n.kind() != "source_file" && n.kind() != "comment" {
            let parent = n.parent().map(|p| p.kind().to_string()).unwrap_or_default();
            out.push((n.start_byte(), n.end_byte(), n.kind().to_string(), parent));
        }
        if cursor.goto_first_child() {
            continue;
        }
        loop {
            if cursor.goto_next_sibling() {
                break;
            }
            if !cursor.goto_parent() {
                return;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Vec<String> {
        vec![
            "package main\n\nfunc add(a, b int) int { return a + b }\n\nfunc main() {\n\tx := add(1, 2)\n\tprintln(x)\n}\n".to_string(),
            "package main\n\ntype T struct{ a [3]int8 }\n\nfunc main() {\n\tvar t T\n\tfor i := range 3 {\n\t\tt.a[i] = int8(i)\n\t}\n\tprintln(t.a[2])\n}\n".to_string(),
        ]
    }

    #[test]
    fn every_mode_changes_inputs_deterministically_and_within_the_length_cap() {
        let seeds = sample();
        for mode in [Mode::Bytes, Mode::Tokens, Mode::Ast, Mode::Mixed] {
            let mut m = Mutator::new(&seeds, 4096);
            let mut r1 = Rng::new(3);
            let mut r2 = Rng::new(3);
            let mut changed = 0;
            for i in 0..200 {
                let a = m.mutate(&mut r1, mode, &seeds[i % 2], &seeds[(i + 1) % 2]);
                let b = m.mutate(&mut r2, mode, &seeds[i % 2], &seeds[(i + 1) % 2]);
                assert_eq!(a, b, "{mode:?} is not deterministic");
                assert!(a.len() <= 4096);
                if a != seeds[i % 2] {
                    changed += 1;
                }
            }
            assert!(changed > 150, "{mode:?} changed only {changed} of 200");
        }
    }

    #[test]
    fn nesting_wraps_types_and_expressions() {
        let mut r = Rng::new(1);
        let t = nest(&mut r, "array_type", "int");
        assert!(t.contains("int") && t.len() > "int".len(), "{t}");
        let e = nest(&mut r, "binary_expression", "a + b");
        assert!(e.contains("a + b") && e.len() > "a + b".len(), "{e}");
    }
}
