//! The program generator: a random, valid, deterministic So program (which is also a Go program
//! that terminates quickly and prints what it computed) from a seed and a [`Config`].
//!
//! Validity by construction, in the manner of Csmith and YARPGen:
//!
//! - **types**: every expression is generated for a wanted type, from variables in scope,
//!   typed literals (`int8(-128)`) and operators that keep the type;
//! - **constants**: at most one operand of any operator is constant and constants are never
//!   converted or negated, so no constant expression can overflow or divide by zero at compile
//!   time; divisors are non-zero constants or `(x | 1)`;
//! - **run time**: shift counts are unsigned, indexes are reduced modulo a non-zero length,
//!   slice bounds are computed in range, `append` is guarded by `cap`, float-to-int goes through
//!   a clamping helper, loops have small constant trip counts and recursion a depth argument;
//! - **evaluation order**: calls inside expressions are to functions that write nothing but
//!   their own locals, so Go's unspecified operand order cannot show; functions that write
//!   globals or through pointers are called only as whole statements;
//! - **So's rules** (language.md section 3): results are never strings, slices or pointers,
//!   globals are scalars, `append` stays within capacity, no imports;
//! - **Go's static rules**: every local is used (`_ = v` closes each block), every label is the
//!   target of a branch, `goto` only jumps backwards out of a block.

use super::features::{Config, Feature};
use super::rng::Rng;
use std::fmt::Write;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum IntK {
    Int,
    I8,
    I16,
    I32,
    I64,
    Uint,
    U8,
    U16,
    U32,
    U64,
    Uptr,
}

impl IntK {
    const ALL: &'static [IntK] = &[
        IntK::Int,
        IntK::I8,
        IntK::I16,
        IntK::I32,
        IntK::I64,
        IntK::Uint,
        IntK::U8,
        IntK::U16,
        IntK::U32,
        IntK::U64,
        IntK::Uptr,
    ];

    fn name(self) -> &'static str {
        match self {
            IntK::Int => "int",
            IntK::I8 => "int8",
            IntK::I16 => "int16",
            IntK::I32 => "int32",
            IntK::I64 => "int64",
            IntK::Uint => "uint",
            IntK::U8 => "uint8",
            IntK::U16 => "uint16",
            IntK::U32 => "uint32",
            IntK::U64 => "uint64",
            IntK::Uptr => "uintptr",
        }
    }

    fn bits(self) -> u32 {
        match self {
            IntK::I8 | IntK::U8 => 8,
            IntK::I16 | IntK::U16 => 16,
            IntK::I32 | IntK::U32 => 32,
            _ => 64,
        }
    }

    fn signed(self) -> bool {
        matches!(
            self,
            IntK::Int | IntK::I8 | IntK::I16 | IntK::I32 | IntK::I64
        )
    }

    fn min(self) -> i128 {
        if self.signed() {
            -(1i128 << (self.bits() - 1))
        } else {
            0
        }
    }

    fn max(self) -> i128 {
        if self.signed() {
            (1i128 << (self.bits() - 1)) - 1
        } else {
            (1i128 << self.bits()) - 1
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Ty {
    Int(IntK),
    /// A named integer type: index into `Gen::named`.
    Named(usize),
    F32,
    F64,
    Bool,
    Str,
    Array(usize, Box<Ty>),
    Slice(Box<Ty>),
    Struct(usize),
    /// `func(T) T` over an integer kind.
    Func(IntK),
}

impl Ty {
    fn int_kind(&self, g: &Gen) -> Option<IntK> {
        match self {
            Ty::Int(k) => Some(*k),
            Ty::Named(i) => Some(g.named[*i].1),
            _ => None,
        }
    }

    fn is_scalar(&self) -> bool {
        matches!(
            self,
            Ty::Int(_) | Ty::Named(_) | Ty::F32 | Ty::F64 | Ty::Bool | Ty::Str
        )
    }

    fn is_float(&self) -> bool {
        matches!(self, Ty::F32 | Ty::F64)
    }
}

/// A generated expression: its text and what the rules above need to know about it.
#[derive(Debug, Clone)]
struct E {
    text: String,
    konst: bool,
    calls: bool,
}

impl E {
    fn var(text: impl Into<String>) -> E {
        E {
            text: text.into(),
            konst: false,
            calls: false,
        }
    }
}

#[derive(Debug, Clone)]
struct Var {
    name: String,
    ty: Ty,
    /// Never written (parameters of value type can be written; this marks loop-range copies
    /// and the like that the generator keeps read-only).
    readonly: bool,
    /// A pointer receiver (`s *S`): its fields are usable, the variable itself is not an `S`.
    is_ptr: bool,
    /// A slice known to have at least one element (made with a positive length).
    nonempty: bool,
    global: bool,
}

#[derive(Debug, Clone)]
struct Func {
    name: String,
    params: Vec<Ty>,
    results: Vec<Ty>,
    /// Writes nothing outside its own frame: may be called inside expressions.
    pure: bool,
    /// Has loops or calls: not called from inside loops (keeps run time bounded).
    heavy: bool,
    /// A method: the receiver's struct index and whether it is a pointer receiver.
    method_of: Option<(usize, bool)>,
    /// `rN(depth int, x T) T`: bounded self-recursion.
    recursive: bool,
}

struct StructDef {
    name: String,
    fields: Vec<(String, Ty)>,
}

pub struct Gen<'c> {
    rng: Rng,
    cfg: &'c Config,
    named: Vec<(String, IntK)>,
    structs: Vec<StructDef>,
    funcs: Vec<Func>,
    globals: Vec<Var>,
    scopes: Vec<Vec<Var>>,
    counter: usize,
    /// Enclosing loops: (label if any, is a real `for` loop).
    loops: Vec<Option<String>>,
    loop_depth: usize,
    cur_pure: bool,
    /// Index of the function being generated (calls only go to earlier ones).
    cur_func: usize,
    budget: isize,
    has_f2i: bool,
    out: String,
    indent: usize,
}

/// Generates one program.
pub fn generate(seed: u64, cfg: &Config) -> String {
    let mut g = Gen {
        rng: Rng::new(seed),
        cfg,
        named: Vec::new(),
        structs: Vec::new(),
        funcs: Vec::new(),
        globals: Vec::new(),
        scopes: Vec::new(),
        counter: 0,
        loops: Vec::new(),
        loop_depth: 0,
        cur_pure: false,
        cur_func: 0,
        budget: 0,
        has_f2i: false,
        out: String::new(),
        indent: 0,
    };
    g.program(seed)
}

impl<'c> Gen<'c> {
    fn has(&self, f: Feature) -> bool {
        self.cfg.has(f)
    }

    fn fresh(&mut self, prefix: &str) -> String {
        self.counter += 1;
        format!("{prefix}{}", self.counter)
    }

    fn line(&mut self, s: &str) {
        for _ in 0..self.indent {
            self.out.push('\t');
        }
        self.out.push_str(s);
        self.out.push('\n');
    }

    fn ty_name(&self, t: &Ty) -> String {
        match t {
            Ty::Int(k) => k.name().to_string(),
            Ty::Named(i) => self.named[*i].0.clone(),
            Ty::F32 => "float32".into(),
            Ty::F64 => "float64".into(),
            Ty::Bool => "bool".into(),
            Ty::Str => "string".into(),
            Ty::Array(n, e) => format!("[{n}]{}", self.ty_name(e)),
            Ty::Slice(e) => format!("[]{}", self.ty_name(e)),
            Ty::Struct(i) => self.structs[*i].name.clone(),
            Ty::Func(k) => format!("func({}) {}", k.name(), k.name()),
        }
    }

    // ---- types ---------------------------------------------------------------------------

    fn rand_int_kind(&mut self) -> IntK {
        *self.rng.pick(IntK::ALL)
    }

    /// A scalar type the features allow.
    fn rand_scalar(&mut self) -> Ty {
        let mut opts: Vec<Ty> = vec![
            Ty::Int(self.rand_int_kind()),
            Ty::Int(self.rand_int_kind()),
            Ty::Bool,
        ];
        if self.has(Feature::Floats) {
            opts.push(if self.rng.chance(1, 2) {
                Ty::F64
            } else {
                Ty::F32
            });
        }
        if self.has(Feature::Strings) {
            opts.push(Ty::Str);
        }
        if self.has(Feature::NamedTypes) && !self.named.is_empty() {
            opts.push(Ty::Named(self.rng.below(self.named.len())));
        }
        self.rng.pick(&opts).clone()
    }

    /// A numeric scalar (integer or, with floats, a float).
    fn rand_numeric(&mut self) -> Ty {
        if self.has(Feature::Floats) && self.rng.chance(1, 4) {
            if self.rng.chance(1, 2) {
                Ty::F64
            } else {
                Ty::F32
            }
        } else if self.has(Feature::NamedTypes) && !self.named.is_empty() && self.rng.chance(1, 6) {
            Ty::Named(self.rng.below(self.named.len()))
        } else {
            Ty::Int(self.rand_int_kind())
        }
    }

    fn in_scope(&self) -> Vec<Var> {
        let mut v: Vec<Var> = self.globals.clone();
        for s in &self.scopes {
            v.extend(s.iter().cloned());
        }
        v
    }

    fn vars_of(&self, t: &Ty) -> Vec<Var> {
        self.in_scope()
            .into_iter()
            .filter(|v| &v.ty == t && !v.is_ptr)
            .collect()
    }

    fn writable_of(&self, t: &Ty) -> Vec<Var> {
        self.in_scope()
            .into_iter()
            .filter(|v| &v.ty == t && !(v.readonly || v.is_ptr || v.global && self.cur_pure))
            .collect()
    }

    fn declare(&mut self, name: &str, ty: Ty) {
        self.declare_var(Var {
            name: name.to_string(),
            ty,
            readonly: false,
            is_ptr: false,
            nonempty: false,
            global: false,
        });
    }

    fn declare_var(&mut self, v: Var) {
        if let Some(s) = self.scopes.last_mut() {
            s.push(v);
        }
    }

    // ---- literals ------------------------------------------------------------------------

    fn int_value(&mut self, k: IntK) -> i128 {
        let (lo, hi) = (k.min(), k.max());
        match self.rng.below(10) {
            0 => lo,
            1 => hi,
            2 => 0,
            3 => 1,
            4 if k.signed() => -1,
            5 => lo + 1,
            6 => hi - 1,
            7 => (self.rng.below(200) as i128) - if k.signed() { 100 } else { 0 },
            _ => {
                let span = (hi - lo) as u128;
                let r = ((self.rng.next_u64() as u128) << 64 | self.rng.next_u64() as u128)
                    % (span + 1);
                lo + r as i128
            }
        }
    }

    fn int_lit(&mut self, t: &Ty, k: IntK) -> E {
        let v = self.int_value(k);
        E {
            text: format!("{}({v})", self.ty_name(t)),
            konst: true,
            calls: false,
        }
    }

    fn nonzero_int_lit(&mut self, t: &Ty, k: IntK) -> E {
        let mut v = self.int_value(k);
        if v == 0 {
            v = if k.signed() && self.rng.chance(1, 2) {
                -1
            } else {
                3
            };
        }
        E {
            text: format!("{}({v})", self.ty_name(t)),
            konst: true,
            calls: false,
        }
    }

    fn float_lit(&mut self, t: &Ty) -> E {
        let v = *self.rng.pick(&[
            "0", "1", "-1", "0.5", "-0.25", "1.5", "3.25", "100", "1e10", "-1e-5", "0.1", "2.5e-3",
            "65504", "1e30", "-7.75",
        ]);
        E {
            text: format!("{}({v})", self.ty_name(t)),
            konst: true,
            calls: false,
        }
    }

    fn str_lit(&mut self) -> E {
        let v = *self.rng.pick(&[
            "\"\"",
            "\"a\"",
            "\"ab\"",
            "\"Go!\"",
            "\"héllo\"",
            "\"世界\"",
            "\"x\\x00y\"",
            "\"\\xff\\xfe\"",
            "\"tab\\tnl\"",
            "\"zzz\"",
            "\"é\"",
            "\"\\U0001F600!\"",
        ]);
        E {
            text: v.to_string(),
            konst: true,
            calls: false,
        }
    }

    fn lit(&mut self, t: &Ty) -> E {
        match t {
            Ty::Int(k) => self.int_lit(t, *k),
            Ty::Named(i) => {
                let k = self.named[*i].1;
                self.int_lit(t, k)
            }
            Ty::F32 | Ty::F64 => self.float_lit(t),
            Ty::Bool => E {
                text: if self.rng.chance(1, 2) {
                    "true"
                } else {
                    "false"
                }
                .into(),
                konst: true,
                calls: false,
            },
            Ty::Str => self.str_lit(),
            _ => self.zero_value(t),
        }
    }

    fn zero_value(&mut self, t: &Ty) -> E {
        let text = match t {
            Ty::Array(..) | Ty::Struct(_) => format!("{}{{}}", self.ty_name(t)),
            Ty::Slice(e) => format!("make([]{}, 1)", self.ty_name(e)),
            _ => return self.lit(t),
        };
        E::var(text)
    }

    // ---- expressions ---------------------------------------------------------------------

    /// A non-constant expression of type `t`: a variable, or a field/element of one.
    fn atom(&mut self, t: &Ty) -> Option<E> {
        let vs = self.vars_of(t);
        let mut cands: Vec<String> = vs.iter().map(|v| v.name.clone()).collect();
        // Fields of struct variables and elements of arrays.
        for v in self.in_scope() {
            match &v.ty {
                Ty::Struct(i) => {
                    for (f, ft) in &self.structs[*i].fields {
                        if ft == t {
                            cands.push(format!("{}.{f}", v.name));
                        }
                    }
                }
                Ty::Array(n, e) if **e == *t => {
                    let k = self.rng.below(*n);
                    cands.push(format!("{}[{k}]", v.name));
                }
                _ => {}
            }
        }
        if cands.is_empty() {
            return None;
        }
        let c = self.rng.pick(&cands).clone();
        Some(E::var(c))
    }

    /// An expression that is surely not constant.
    fn nonconst(&mut self, t: &Ty, depth: usize) -> E {
        for _ in 0..4 {
            let e = self.expr(t, depth);
            if !e.konst {
                return e;
            }
        }
        // Every function declares one variable of each scalar type (`base_vars`), so this
        // is only reached for a type nothing declared; a constant may then not compile, and
        // the run counts it as a generator error.
        self.atom(t).unwrap_or_else(|| self.lit(t))
    }

    /// A non-constant integer to take `% CONST` of.
    fn const_mod_operand(&mut self, depth: usize) -> E {
        let k = self.rand_int_kind();
        self.nonconst(&Ty::Int(k), depth)
    }

    fn nonconst_int(&mut self, depth: usize) -> E {
        let k = self.rand_int_kind();
        self.nonconst(&Ty::Int(k), depth)
    }

    fn expr(&mut self, t: &Ty, depth: usize) -> E {
        if depth == 0 || self.rng.chance(1, 4) {
            if self.rng.chance(2, 3) {
                if let Some(a) = self.atom(t) {
                    return a;
                }
            }
            return self.lit(t);
        }
        match t {
            Ty::Int(_) | Ty::Named(_) => self.int_expr(t, depth),
            Ty::F32 | Ty::F64 => self.float_expr(t, depth),
            Ty::Bool => self.bool_expr(depth),
            Ty::Str => self.str_expr(depth),
            _ => self.atom(t).unwrap_or_else(|| self.zero_value(t)),
        }
    }

    fn binary(&mut self, a: E, op: &str, b: E) -> E {
        E {
            text: format!("({} {op} {})", a.text, b.text),
            konst: a.konst && b.konst,
            calls: a.calls || b.calls,
        }
    }

    /// Two operands of type `t`, not both constant.
    fn operands(&mut self, t: &Ty, depth: usize) -> (E, E) {
        let a = self.expr(t, depth - 1);
        let b = if a.konst {
            self.nonconst(t, depth - 1)
        } else {
            self.expr(t, depth - 1)
        };
        (a, b)
    }

    fn int_expr(&mut self, t: &Ty, depth: usize) -> E {
        let k = t.int_kind(self).unwrap_or(IntK::Int);
        let tn = self.ty_name(t);
        loop {
            match self.rng.below(14) {
                0..=3 => {
                    let op = *self.rng.pick(&["+", "-", "*", "&", "|", "^", "&^"]);
                    let (a, b) = self.operands(t, depth);
                    return self.binary(a, op, b);
                }
                4 => {
                    let op = *self.rng.pick(&["-", "^", "+"]);
                    let a = self.nonconst(t, depth - 1);
                    return E {
                        text: format!("({op}{})", a.text),
                        konst: false,
                        calls: a.calls,
                    };
                }
                5 | 6 if self.has(Feature::DivRem) => {
                    let op = if self.rng.chance(1, 2) { "/" } else { "%" };
                    let d = if self.rng.chance(1, 2) {
                        self.nonzero_int_lit(t, k)
                    } else {
                        let x = self.nonconst(t, depth - 1);
                        let one = format!("{tn}(1)");
                        E {
                            text: format!("({} | {one})", x.text),
                            konst: false,
                            calls: x.calls,
                        }
                    };
                    let a = if d.konst {
                        self.nonconst(t, depth - 1)
                    } else {
                        self.expr(t, depth - 1)
                    };
                    return self.binary(a, op, d);
                }
                7 if self.has(Feature::Shifts) => {
                    let op = if self.rng.chance(1, 2) { "<<" } else { ">>" };
                    let (a, c) = if self.rng.chance(1, 2) {
                        let a = self.nonconst(t, depth - 1);
                        let n = *self
                            .rng
                            .pick(&[0u32, 1, 3, 7, 8, 15, 16, 31, 32, 33, 63, 64, 65, 70]);
                        (
                            a,
                            E {
                                text: n.to_string(),
                                konst: true,
                                calls: false,
                            },
                        )
                    } else {
                        let a = self.expr(t, depth - 1);
                        let ck = self.rand_int_kind();
                        let x = self.nonconst(&Ty::Int(ck), depth - 1);
                        let c = match self.rng.below(3) {
                            0 => format!("uint8({})", x.text),
                            1 => format!("(uint({}) % 70)", x.text),
                            _ => format!("uint16({})", x.text),
                        };
                        let calls = x.calls;
                        (
                            a,
                            E {
                                text: c,
                                konst: false,
                                calls,
                            },
                        )
                    };
                    return E {
                        text: format!("({} {op} {})", a.text, c.text),
                        konst: false,
                        calls: a.calls || c.calls,
                    };
                }
                8 if self.has(Feature::Conversions) => {
                    let from = if self.has(Feature::Floats) && self.has_f2i && self.rng.chance(1, 4)
                    {
                        let ft = if self.rng.chance(1, 2) {
                            Ty::F64
                        } else {
                            Ty::F32
                        };
                        let f = self.nonconst(&ft, depth - 1);
                        let arg = if ft == Ty::F32 {
                            format!("float64({})", f.text)
                        } else {
                            f.text
                        };
                        return E {
                            text: format!("{tn}(f2i({arg}))"),
                            konst: false,
                            calls: true,
                        };
                    } else {
                        Ty::Int(self.rand_int_kind())
                    };
                    let x = self.nonconst(&from, depth - 1);
                    return E {
                        text: format!("{tn}({})", x.text),
                        konst: false,
                        calls: x.calls,
                    };
                }
                9 => {
                    if let Some(e) = self.call_expr(t, depth) {
                        return e;
                    }
                }
                10 if self.has(Feature::Strings) || self.has(Feature::Slices) => {
                    // A length, converted.
                    let cands: Vec<Var> = self
                        .in_scope()
                        .into_iter()
                        .filter(|v| matches!(v.ty, Ty::Str | Ty::Slice(_) | Ty::Array(..)))
                        .collect();
                    if !cands.is_empty() {
                        let var = self.rng.pick(&cands).clone();
                        let v = var.name.clone();
                        let f = if self.rng.chance(1, 3) { "cap" } else { "len" };
                        // The capacity of `[]byte(s)` and `[]rune(s)` (and so of a slice
                        // parameter, which may be one) is Go's choice: only slices made with
                        // make or a literal (marked nonempty) have a specified cap.
                        let cap_ok = var.nonempty || matches!(var.ty, Ty::Array(..));
                        let is_str = var.ty == Ty::Str || !cap_ok;
                        let is_array = self
                            .in_scope()
                            .iter()
                            .any(|x| x.name == v && matches!(x.ty, Ty::Array(..)));
                        let f = if is_str { "len" } else { f };
                        return E {
                            // len and cap of an array are constants.
                            text: format!("{tn}({f}({v}))"),
                            konst: is_array,
                            calls: false,
                        };
                    }
                }
                11 => {
                    let f = if self.rng.chance(1, 2) { "min" } else { "max" };
                    let (a, b) = self.operands(t, depth);
                    return E {
                        text: format!("{f}({}, {})", a.text, b.text),
                        konst: a.konst && b.konst,
                        calls: a.calls || b.calls,
                    };
                }
                12 if self.has(Feature::FuncValues) => {
                    let fvs: Vec<String> = self
                        .in_scope()
                        .into_iter()
                        .filter(|v| v.ty == Ty::Func(k) && matches!(t, Ty::Int(_)))
                        .map(|v| v.name)
                        .collect();
                    if !fvs.is_empty() {
                        let f = self.rng.pick(&fvs).clone();
                        let a = self.expr(t, depth - 1);
                        return E {
                            text: format!("{f}({})", a.text),
                            konst: false,
                            calls: true,
                        };
                    }
                }
                _ => {
                    if let Some(a) = self.atom(t) {
                        return a;
                    }
                    return self.lit(t);
                }
            }
        }
    }

    fn float_expr(&mut self, t: &Ty, depth: usize) -> E {
        let tn = self.ty_name(t);
        match self.rng.below(6) {
            0..=2 => {
                let op = *self.rng.pick(&["+", "-", "*", "/"]);
                let a = self.expr(t, depth - 1);
                let b = if a.konst || op == "/" {
                    // A constant divisor could be zero; a variable one gives Inf or NaN.
                    self.nonconst(t, depth - 1)
                } else {
                    self.expr(t, depth - 1)
                };
                self.binary(a, op, b)
            }
            3 if self.has(Feature::Conversions) => {
                let k = self.rand_int_kind();
                let x = self.nonconst(&Ty::Int(k), depth - 1);
                E {
                    text: format!("{tn}({})", x.text),
                    konst: false,
                    calls: x.calls,
                }
            }
            4 => {
                let other = if *t == Ty::F32 { Ty::F64 } else { Ty::F32 };
                let x = self.nonconst(&other, depth - 1);
                E {
                    text: format!("{tn}({})", x.text),
                    konst: false,
                    calls: x.calls,
                }
            }
            _ => {
                let a = self.nonconst(t, depth - 1);
                E {
                    text: format!("(-{})", a.text),
                    konst: false,
                    calls: a.calls,
                }
            }
        }
    }

    fn compare(&mut self, depth: usize) -> E {
        let depth = depth.max(1);
        let mut t = self.rand_numeric();
        if self.has(Feature::Strings) && self.rng.chance(1, 5) {
            t = Ty::Str;
        }
        let op = *self.rng.pick(&["==", "!=", "<", "<=", ">", ">="]);
        let a = self.expr(&t, depth - 1);
        let b = if a.konst {
            self.nonconst(&t, depth - 1)
        } else {
            self.expr(&t, depth - 1)
        };
        self.binary(a, op, b)
    }

    fn bool_expr(&mut self, depth: usize) -> E {
        if depth == 0 {
            return self.atom(&Ty::Bool).unwrap_or_else(|| self.lit(&Ty::Bool));
        }
        match self.rng.below(7) {
            0..=2 => self.compare(depth),
            3 => {
                let a = self.bool_expr(depth - 1);
                let b = self.expr(&Ty::Bool, depth - 1);
                let op = if self.rng.chance(1, 2) { "&&" } else { "||" };
                self.binary(a, op, b)
            }
            4 => {
                let a = self.nonconst(&Ty::Bool, depth - 1);
                E {
                    text: format!("(!{})", a.text),
                    konst: false,
                    calls: a.calls,
                }
            }
            5 => {
                // Comparison of composite values.
                let cands: Vec<Var> = self
                    .in_scope()
                    .into_iter()
                    .filter(|v| matches!(v.ty, Ty::Array(..) | Ty::Struct(_)) && !v.is_ptr)
                    .collect();
                if !cands.is_empty() {
                    let v = self.rng.pick(&cands).clone();
                    let others = self.vars_of(&v.ty);
                    let w = self.rng.pick(&others).clone();
                    let op = if self.rng.chance(1, 2) { "==" } else { "!=" };
                    return E::var(format!("({} {op} {})", v.name, w.name));
                }
                self.compare(depth)
            }
            _ => self.atom(&Ty::Bool).unwrap_or_else(|| self.compare(depth)),
        }
    }

    fn str_expr(&mut self, depth: usize) -> E {
        if depth == 0 {
            return self.atom(&Ty::Str).unwrap_or_else(|| self.str_lit());
        }
        match self.rng.below(5) {
            0 | 1 => {
                let a = self.expr(&Ty::Str, depth - 1);
                let b = self.expr(&Ty::Str, depth - 1);
                self.binary(a, "+", b)
            }
            2 => {
                let bs = self.vars_of(&Ty::Slice(Box::new(Ty::Int(IntK::U8))));
                if !bs.is_empty() {
                    let v = self.rng.pick(&bs).name.clone();
                    return E::var(format!("string({v})"));
                }
                self.atom(&Ty::Str).unwrap_or_else(|| self.str_lit())
            }
            3 => {
                let rs = self.vars_of(&Ty::Slice(Box::new(Ty::Int(IntK::I32))));
                if !rs.is_empty() {
                    let v = self.rng.pick(&rs).name.clone();
                    return E::var(format!("string({v})"));
                }
                let x = self.nonconst(&Ty::Int(IntK::I32), depth - 1);
                E {
                    text: format!("string(rune({}))", x.text),
                    konst: false,
                    calls: x.calls,
                }
            }
            _ => self.atom(&Ty::Str).unwrap_or_else(|| self.str_lit()),
        }
    }

    /// A call of a pure function or value-receiver method returning `t`.
    fn call_expr(&mut self, t: &Ty, depth: usize) -> Option<E> {
        let cands: Vec<usize> = (0..self.funcs.len())
            .filter(|&i| {
                let f = &self.funcs[i];
                i < self.cur_func
                    && f.pure
                    && f.results.len() == 1
                    && f.results[0] == *t
                    && !(f.heavy && self.loop_depth > 0)
                    && !matches!(f.method_of, Some((_, true)))
            })
            .collect();
        if cands.is_empty() {
            return None;
        }
        let fi = *self.rng.pick(&cands);
        let f = self.funcs[fi].clone();
        if let Some((si, _)) = f.method_of {
            let recvs = self.vars_of(&Ty::Struct(si));
            if recvs.is_empty() {
                return None;
            }
            let r = self.rng.pick(&recvs).name.clone();
            let args = self.args(&f.params, depth);
            return Some(E {
                text: format!("{r}.{}({args})", f.name),
                konst: false,
                calls: true,
            });
        }
        let args = if f.recursive {
            let d = self.rng.below(6);
            let x = self.expr(&f.params[1], depth - 1);
            format!("{d}, {}", x.text)
        } else {
            self.args(&f.params, depth)
        };
        Some(E {
            text: format!("{}({args})", f.name),
            konst: false,
            calls: true,
        })
    }

    fn args(&mut self, params: &[Ty], depth: usize) -> String {
        let mut parts = Vec::new();
        for p in params {
            let e = self.arg(p, depth);
            parts.push(e);
        }
        parts.join(", ")
    }

    fn arg(&mut self, p: &Ty, depth: usize) -> String {
        if p.is_scalar() {
            self.expr(p, depth.saturating_sub(1)).text
        } else {
            match self.atom(p) {
                Some(a) => a.text,
                None => self.zero_value(p).text,
            }
        }
    }

    // ---- statements ----------------------------------------------------------------------

    fn open(&mut self, head: &str) {
        self.line(&format!("{head} {{"));
        self.indent += 1;
        self.scopes.push(Vec::new());
    }

    /// Closes a block: uses every local declared in it first.
    fn close(&mut self) {
        self.close_with("}");
    }

    fn close_with(&mut self, closing: &str) {
        let scope = self.scopes.pop().unwrap_or_default();
        for v in scope {
            if !v.global {
                self.line(&format!("_ = {}", v.name));
            }
        }
        self.indent -= 1;
        self.line(closing);
    }

    fn block(&mut self, n: usize, depth: usize) {
        for _ in 0..n {
            if self.budget <= 0 {
                break;
            }
            self.stmt(depth);
        }
    }

    fn stmt(&mut self, depth: usize) {
        self.budget -= 1;
        let d = 3;
        loop {
            match self.rng.below(26) {
                0..=3 => return self.decl_stmt(d),
                4..=7 if self.assign_stmt(d) => return,
                8 if self.incdec_stmt() => return,
                9 | 10 if depth > 0 => return self.if_stmt(depth),
                11 | 12 if depth > 0 && self.loop_depth < 3 => return self.for_stmt(depth),
                13 if depth > 0 && self.has(Feature::Switch) => return self.switch_stmt(depth),
                14 if depth > 0 && self.has(Feature::Labels) && self.loop_depth < 2 => {
                    return self.labeled_loops(depth)
                }
                15 if depth > 0 && self.has(Feature::Goto) && self.loop_depth < 3 => {
                    return self.goto_loop(depth)
                }
                16 if self.has(Feature::Strings) => return self.string_stmt(depth),
                17 if self.has(Feature::Slices) => return self.slice_stmt(depth),
                18 if self.has(Feature::Arrays) => return self.array_stmt(),
                19 if self.has(Feature::Structs) && self.struct_stmt() => return,
                20 if self.call_stmt() => return,
                21 => return self.print_stmt(),
                22 if !self.loops.is_empty() && self.rng.chance(1, 3) => {
                    let c = self.bool_expr(2);
                    let kw = if self.rng.chance(1, 2) {
                        "break"
                    } else {
                        "continue"
                    };
                    self.line(&format!("if {} {{", c.text));
                    self.line(&format!("\t{kw}"));
                    self.line("}");
                    return;
                }
                23 if self.has(Feature::FuncValues) && self.funcvalue_stmt() => return,
                24 if depth > 0 => {
                    self.open("");
                    let n = 1 + self.rng.below(3);
                    self.block(n, depth - 1);
                    self.close();
                    return;
                }
                _ => {}
            }
        }
    }

    fn decl_stmt(&mut self, d: usize) {
        let t = self.rand_scalar();
        let name = self.fresh("v");
        let e = self.expr(&t, d);
        let tn = self.ty_name(&t);
        match self.rng.below(3) {
            0 => self.line(&format!("var {name} {tn} = {}", e.text)),
            1 if !e.konst || matches!(t, Ty::Bool | Ty::Str) => {
                self.line(&format!("{name} := {}", e.text))
            }
            _ => self.line(&format!("var {name} {tn} = {}", e.text)),
        }
        self.declare(&name, t);
    }

    fn assign_stmt(&mut self, d: usize) -> bool {
        let t = self.rand_scalar();
        let ws = self.writable_of(&t);
        if ws.is_empty() {
            return false;
        }
        let v = self.rng.pick(&ws).name.clone();
        if t == Ty::Str && self.loop_depth > 0 {
            // See string_stmt: no self-concatenation in loops.
            let e = self.str_lit();
            self.line(&format!("{v} = {}", e.text));
            return true;
        }
        let numeric = matches!(t, Ty::Int(_) | Ty::Named(_) | Ty::F32 | Ty::F64);
        if numeric && self.rng.chance(1, 2) {
            let is_int = t.int_kind(self).is_some();
            let mut ops = vec!["+=", "-=", "*="];
            if is_int {
                ops.extend(["&=", "|=", "^="]);
                if self.has(Feature::DivRem) {
                    ops.extend(["/=", "%="]);
                }
                if self.has(Feature::Shifts) {
                    ops.extend(["<<=", ">>="]);
                }
            } else {
                ops.push("/=");
            }
            let op = *self.rng.pick(&ops);
            let rhs = match op {
                "/=" | "%=" if is_int => {
                    let k = t.int_kind(self).unwrap_or(IntK::Int);
                    if self.rng.chance(1, 2) {
                        self.nonzero_int_lit(&t, k).text
                    } else {
                        let tn = self.ty_name(&t);
                        let x = self.nonconst(&t, d - 1);
                        format!("({} | {tn}(1))", x.text)
                    }
                }
                "<<=" | ">>=" => {
                    let x = self.nonconst_int(d - 1);
                    format!("uint8({})", x.text)
                }
                _ => self.expr(&t, d).text,
            };
            self.line(&format!("{v} {op} {rhs}"));
        } else {
            let e = self.expr(&t, d);
            self.line(&format!("{v} = {}", e.text));
        }
        true
    }

    fn incdec_stmt(&mut self) -> bool {
        let t = Ty::Int(self.rand_int_kind());
        let ws = self.writable_of(&t);
        if ws.is_empty() {
            return false;
        }
        let v = self.rng.pick(&ws).name.clone();
        let op = if self.rng.chance(1, 2) { "++" } else { "--" };
        self.line(&format!("{v}{op}"));
        true
    }

    fn if_stmt(&mut self, depth: usize) {
        let c = self.bool_expr(3);
        let init = self.rng.chance(1, 4);
        if init {
            let t = Ty::Int(self.rand_int_kind());
            let name = self.fresh("c");
            let e = self.nonconst(&t, 2);
            // The init's variable lives in the if's scope: declare it in the block we open.
            let other = self.nonconst(&t, 0);
            self.line(&format!(
                "if {name} := {}; {name} != {} || {} {{",
                e.text, other.text, c.text
            ));
            self.indent += 1;
            self.scopes.push(Vec::new());
            self.declare(&name, t);
        } else {
            self.open(&format!("if {}", c.text));
        }
        let n = 1 + self.rng.below(3);
        self.block(n, depth - 1);
        if self.rng.chance(1, 2) {
            self.close_with("} else {");
            self.scopes.push(Vec::new());
            self.indent += 1;
            let n = 1 + self.rng.below(3);
            self.block(n, depth - 1);
        }
        self.close();
    }

    fn for_stmt(&mut self, depth: usize) {
        let i = self.fresh("i");
        let n = 1 + self.rng.below(6);
        let head = match self.rng.below(4) {
            0 => format!("for {i} := 0; {i} < {n}; {i}++"),
            1 => format!("for {i} := range {n}"),
            2 => format!("for {i} := {n}; {i} > 0; {i}--"),
            _ => format!("for {i} := 0; {i} < {n}; {i} += 2"),
        };
        self.open(&head);
        self.declare_var(Var {
            name: i.clone(),
            ty: Ty::Int(IntK::Int),
            readonly: true,
            is_ptr: false,
            nonempty: false,
            global: false,
        });
        self.loops.push(None);
        self.loop_depth += 1;
        let k = 1 + self.rng.below(3);
        self.block(k, depth - 1);
        self.loop_depth -= 1;
        self.loops.pop();
        self.close();
    }

    fn labeled_loops(&mut self, depth: usize) {
        let l = self.fresh("L");
        let (i, j) = (self.fresh("i"), self.fresh("j"));
        let (n, m) = (1 + self.rng.below(4), 1 + self.rng.below(4));
        self.line(&format!("{l}:"));
        self.open(&format!("for {i} := 0; {i} < {n}; {i}++"));
        self.declare_var(Var {
            name: i.clone(),
            ty: Ty::Int(IntK::Int),
            readonly: true,
            is_ptr: false,
            nonempty: false,
            global: false,
        });
        self.loops.push(Some(l.clone()));
        self.loop_depth += 1;
        self.open(&format!("for {j} := 0; {j} < {m}; {j}++"));
        self.declare_var(Var {
            name: j.clone(),
            ty: Ty::Int(IntK::Int),
            readonly: true,
            is_ptr: false,
            nonempty: false,
            global: false,
        });
        self.loops.push(None);
        self.loop_depth += 1;
        let kw = if self.rng.chance(1, 2) {
            "continue"
        } else {
            "break"
        };
        self.line(&format!("if ({i}+{j})%3 == 1 {{"));
        self.line(&format!("\t{kw} {l}"));
        self.line("}");
        let k = 1 + self.rng.below(2);
        self.block(k, depth - 1);
        self.loop_depth -= 1;
        self.loops.pop();
        self.close();
        self.loop_depth -= 1;
        self.loops.pop();
        self.close();
    }

    fn goto_loop(&mut self, depth: usize) {
        let c = self.fresh("g");
        let l = self.fresh("G");
        let n = 1 + self.rng.below(4);
        self.open("");
        self.line(&format!("{c} := 0"));
        self.declare_var(Var {
            name: c.clone(),
            ty: Ty::Int(IntK::Int),
            readonly: true,
            is_ptr: false,
            nonempty: false,
            global: false,
        });
        self.line(&format!("{l}:"));
        self.open(&format!("if {c} < {n}"));
        self.loop_depth += 1;
        let k = 1 + self.rng.below(2);
        self.block(k, depth - 1);
        self.loop_depth -= 1;
        // Uses of the if's locals, then the back edge.
        let scope = self.scopes.pop().unwrap_or_default();
        for v in scope {
            self.line(&format!("_ = {}", v.name));
        }
        self.line(&format!("{c}++"));
        self.line(&format!("goto {l}"));
        self.indent -= 1;
        self.line("}");
        self.close();
    }

    fn switch_stmt(&mut self, depth: usize) {
        if self.rng.chance(1, 3) {
            self.open("switch");
            self.indent -= 1;
            let n = 1 + self.rng.below(3);
            for _ in 0..n {
                let c = self.bool_expr(2);
                self.line(&format!("case {}:", c.text));
                self.indent += 1;
                self.scopes.push(Vec::new());
                {
                    let n = 1 + self.rng.below(2);
                    self.block(n, depth - 1);
                }
                self.pop_case_scope();
            }
            self.line("default:");
            self.indent += 1;
            self.scopes.push(Vec::new());
            self.block(1, depth - 1);
            self.pop_case_scope();
            self.indent += 1;
            self.close();
            return;
        }
        let k = self.rand_int_kind();
        let t = Ty::Int(k);
        let tag = self.nonconst(&t, 2);
        let mut vals: Vec<i128> = Vec::new();
        while vals.len() < 6 {
            let v = self.int_value(k);
            if !vals.contains(&v) {
                vals.push(v);
            }
        }
        let tn = self.ty_name(&t);
        self.open(&format!("switch {}", tag.text));
        self.indent -= 1;
        let ncases = 1 + self.rng.below(3);
        let mut used = 0;
        for ci in 0..ncases {
            let per = 1 + self.rng.below(2);
            let labels: Vec<String> = vals[used..used + per]
                .iter()
                .map(|v| format!("{tn}({v})"))
                .collect();
            used += per;
            self.line(&format!("case {}:", labels.join(", ")));
            self.indent += 1;
            self.scopes.push(Vec::new());
            {
                let n = 1 + self.rng.below(2);
                self.block(n, depth - 1);
            }
            let ft = ci + 1 < ncases && self.rng.chance(1, 3);
            self.pop_case_scope();
            if ft {
                self.indent += 1;
                self.line("fallthrough");
                self.indent -= 1;
            }
        }
        if self.rng.chance(1, 2) {
            self.line("default:");
            self.indent += 1;
            self.scopes.push(Vec::new());
            self.block(1, depth - 1);
            self.pop_case_scope();
        }
        self.indent += 1;
        self.close();
    }

    fn pop_case_scope(&mut self) {
        let scope = self.scopes.pop().unwrap_or_default();
        for v in scope {
            self.line(&format!("_ = {}", v.name));
        }
        self.indent -= 1;
    }

    fn string_stmt(&mut self, _depth: usize) {
        let ss = self.vars_of(&Ty::Str);
        let s = match ss.is_empty() {
            true => {
                let name = self.fresh("s");
                let e = self.str_expr(2);
                self.line(&format!("{name} := {}", e.text));
                self.declare(&name, Ty::Str);
                name
            }
            false => self.rng.pick(&ss).name.clone(),
        };
        match self.rng.below(6) {
            0 => {
                let b = self.fresh("b");
                let k = self.nonconst_int(1);
                self.line(&format!("if len({s}) > 0 {{"));
                self.line(&format!("\t{b} := {s}[uint({})%uint(len({s}))]", k.text));
                self.line(&format!("\tprintln(\"idx\", {b})"));
                self.line("}");
            }
            1 => {
                let (lo, hi, sub) = (self.fresh("lo"), self.fresh("hi"), self.fresh("sub"));
                let a = self.nonconst_int(1);
                let b = self.nonconst_int(1);
                self.line("{");
                self.line(&format!("\t{lo} := uint({}) % uint(len({s})+1)", a.text));
                self.line(&format!(
                    "\t{hi} := {lo} + uint({})%(uint(len({s}))-{lo}+1)",
                    b.text
                ));
                self.line(&format!("\t{sub} := {s}[{lo}:{hi}]"));
                self.line(&format!(
                    "\tprintln(\"sub\", len({sub}), {sub}, {sub} < {s}, {sub} == {s})"
                ));
                self.line("}");
            }
            2 => {
                let (i, r) = (self.fresh("i"), self.fresh("r"));
                self.line(&format!("for {i}, {r} := range {s} {{"));
                self.line(&format!("\tprintln(\"rune\", {i}, {r}, string({r}))"));
                self.line("}");
            }
            3 => {
                let bs = self.fresh("bs");
                self.line(&format!("{bs} := []byte({s})"));
                let k = self.nonconst(&Ty::Int(IntK::U8), 1);
                self.line(&format!("if len({bs}) > 0 {{"));
                self.line(&format!("\t{bs}[len({bs})-1] = byte({})", k.text));
                self.line("}");
                self.line(&format!("println(\"bytes\", len({bs}), string({bs}))"));
                self.declare_var(Var {
                    name: bs,
                    ty: Ty::Slice(Box::new(Ty::Int(IntK::U8))),
                    readonly: true,
                    is_ptr: false,
                    nonempty: false,
                    global: false,
                });
            }
            4 => {
                let rs = self.fresh("rs");
                self.line(&format!("{rs} := []rune({s})"));
                self.line(&format!("println(\"runes\", len({rs}), string({rs}))"));
                self.declare_var(Var {
                    name: rs,
                    ty: Ty::Slice(Box::new(Ty::Int(IntK::I32))),
                    readonly: true,
                    is_ptr: false,
                    nonempty: false,
                    global: false,
                });
            }
            _ => {
                let ws = self.writable_of(&Ty::Str);
                if let Some(w) = ws.first().map(|w| w.name.clone()) {
                    // Concatenation in place. Inside a loop only a literal is appended: a
                    // string built from itself doubles each iteration, and strings live on
                    // the stack (language.md section 3).
                    let e = if self.loop_depth > 0 {
                        self.str_lit()
                    } else {
                        self.str_expr(1)
                    };
                    self.line(&format!("{w} += {}", e.text));
                } else {
                    self.line(&format!("println(\"len\", len({s}))"));
                }
            }
        }
    }

    fn slice_stmt(&mut self, _depth: usize) {
        let elem = Ty::Int(self.rand_int_kind());
        let sl_t = Ty::Slice(Box::new(elem.clone()));
        let existing: Vec<Var> = self
            .vars_of(&sl_t)
            .into_iter()
            .filter(|v| v.nonempty)
            .collect();
        if existing.is_empty() || self.rng.chance(1, 3) {
            let name = self.fresh("sl");
            let en = self.ty_name(&elem);
            if self.rng.chance(1, 2) {
                let n = 1 + self.rng.below(5);
                let c = n + self.rng.below(4);
                self.line(&format!("{name} := make([]{en}, {n}, {c})"));
            } else {
                let n = 1 + self.rng.below(4);
                let items: Vec<String> = (0..n).map(|_| self.expr(&elem, 1).text).collect();
                self.line(&format!("{name} := []{en}{{{}}}", items.join(", ")));
            }
            self.declare_var(Var {
                name,
                ty: sl_t,
                readonly: false,
                is_ptr: false,
                nonempty: true,
                global: false,
            });
            return;
        }
        let s = self.rng.pick(&existing).name.clone();
        match self.rng.below(6) {
            0 => {
                let k = self.nonconst_int(1);
                let e = self.expr(&elem, 2);
                self.line(&format!(
                    "{s}[uint({})%uint(len({s}))] = {}",
                    k.text, e.text
                ));
            }
            1 => {
                let e = self.expr(&elem, 2);
                self.line(&format!("if len({s}) < cap({s}) {{"));
                self.line(&format!("\t{s} = append({s}, {})", e.text));
                self.line("}");
            }
            2 => {
                let (lo, hi, mx, sub) = (
                    self.fresh("lo"),
                    self.fresh("hi"),
                    self.fresh("mx"),
                    self.fresh("sub"),
                );
                let a = self.nonconst_int(1);
                let b = self.nonconst_int(1);
                let c = self.nonconst_int(1);
                self.line("{");
                self.line(&format!("\t{lo} := uint({}) % uint(len({s})+1)", a.text));
                self.line(&format!(
                    "\t{hi} := {lo} + uint({})%(uint(len({s}))-{lo}+1)",
                    b.text
                ));
                self.line(&format!(
                    "\t{mx} := {hi} + uint({})%(uint(cap({s}))-{hi}+1)",
                    c.text
                ));
                self.line(&format!("\t{sub} := {s}[{lo}:{hi}:{mx}]"));
                self.line(&format!("\tprintln(\"slice\", len({sub}), cap({sub}))"));
                self.line(&format!("\tfor _, x := range {sub} {{"));
                self.line("\t\tprintln(\"el\", x)");
                self.line("\t}");
                self.line("}");
            }
            3 => {
                let others: Vec<Var> = self.vars_of(&sl_t);
                if others.is_empty() {
                    return;
                }
                let o = self.rng.pick(&others).name.clone();
                let n = self.fresh("n");
                self.line(&format!("{n} := copy({s}, {o})"));
                self.line(&format!("println(\"copy\", {n})"));
            }
            4 => {
                let (i, x) = (self.fresh("i"), self.fresh("x"));
                self.line(&format!("for {i}, {x} := range {s} {{"));
                self.line(&format!("\tprintln(\"at\", {i}, {x})"));
                self.line("}");
            }
            _ => {
                self.line(&format!(
                    "println(\"sl\", len({s}), cap({s}), {s}[0], {s}[len({s})-1])"
                ));
            }
        }
    }

    fn array_stmt(&mut self) {
        let elem = if self.has(Feature::Floats) && self.rng.chance(1, 5) {
            Ty::F64
        } else {
            Ty::Int(self.rand_int_kind())
        };
        let n = 1 + self.rng.below(4);
        let at = Ty::Array(n, Box::new(elem.clone()));
        let existing = self.vars_of(&at);
        if existing.is_empty() || self.rng.chance(1, 3) {
            let name = self.fresh("ar");
            let tn = self.ty_name(&at);
            let items: Vec<String> = (0..self.rng.below(n + 1))
                .map(|_| self.expr(&elem, 1).text)
                .collect();
            self.line(&format!("{name} := {tn}{{{}}}", items.join(", ")));
            self.declare(&name, at);
            return;
        }
        let a = self.rng.pick(&existing).name.clone();
        match self.rng.below(4) {
            0 => {
                let k = self.const_mod_operand(1);
                let e = self.expr(&elem, 2);
                self.line(&format!("{a}[uint({})%{n}] = {}", k.text, e.text));
            }
            1 => {
                let c = self.fresh("ac");
                self.line(&format!("{c} := {a}"));
                let e = self.expr(&elem, 1);
                self.line(&format!("{c}[0] = {}", e.text));
                self.line(&format!("println(\"arr\", {c} == {a}, {c}[0], {a}[0])"));
            }
            2 => {
                let (i, x) = (self.fresh("i"), self.fresh("x"));
                self.line(&format!("for {i}, {x} := range {a} {{"));
                self.line(&format!("\tprintln(\"ar\", {i}, {x})"));
                self.line("}");
            }
            _ => {
                let p = self.fresh("pa");
                self.line(&format!("{p} := &{a}"));
                let e = self.expr(&elem, 1);
                self.line(&format!("{p}[{}] = {}", n - 1, e.text));
                self.line(&format!("println(\"parr\", len({p}), {a}[{}])", n - 1));
            }
        }
    }

    fn struct_stmt(&mut self) -> bool {
        if self.structs.is_empty() {
            return false;
        }
        let si = self.rng.below(self.structs.len());
        let st = Ty::Struct(si);
        let existing: Vec<Var> = self
            .vars_of(&st)
            .into_iter()
            .filter(|v| !v.readonly)
            .collect();
        let fields = self.structs[si].fields.clone();
        if existing.is_empty() || self.rng.chance(1, 3) {
            let name = self.fresh("st");
            let sn = self.structs[si].name.clone();
            let mut inits = Vec::new();
            for (f, ft) in &fields {
                if ft.is_scalar() && self.rng.chance(2, 3) {
                    let e = self.expr(ft, 1);
                    inits.push(format!("{f}: {}", e.text));
                }
            }
            self.line(&format!("{name} := {sn}{{{}}}", inits.join(", ")));
            self.declare(&name, st);
            return true;
        }
        let v = self.rng.pick(&existing).name.clone();
        let scalar_fields: Vec<(String, Ty)> = fields
            .iter()
            .filter(|(_, t)| t.is_scalar())
            .cloned()
            .collect();
        match self.rng.below(4) {
            0 if !scalar_fields.is_empty() => {
                let (f, ft) = self.rng.pick(&scalar_fields).clone();
                let e = self.expr(&ft, 2);
                self.line(&format!("{v}.{f} = {}", e.text));
            }
            1 if !scalar_fields.is_empty() => {
                let p = self.fresh("p");
                self.line(&format!("{p} := &{v}"));
                let (f, ft) = self.rng.pick(&scalar_fields).clone();
                let e = self.expr(&ft, 1);
                self.line(&format!("{p}.{f} = {}", e.text));
            }
            2 => {
                let c = self.fresh("sc");
                self.line(&format!("{c} := {v}"));
                self.declare(&c, st);
            }
            _ => {
                let shown: Vec<String> = scalar_fields
                    .iter()
                    .map(|(f, _)| format!("{v}.{f}"))
                    .collect();
                if shown.is_empty() {
                    return false;
                }
                self.line(&format!("println(\"st\", {})", shown.join(", ")));
            }
        }
        true
    }

    /// A statement-level call: impure functions, pointer methods, multiple results.
    fn call_stmt(&mut self) -> bool {
        let cands: Vec<usize> = (0..self.funcs.len())
            .filter(|&i| {
                let f = &self.funcs[i];
                i < self.cur_func && (!self.cur_pure || f.pure) && !(f.heavy && self.loop_depth > 0)
            })
            .collect();
        if cands.is_empty() {
            return false;
        }
        let f = self.funcs[*self.rng.pick(&cands)].clone();
        let call = if let Some((si, _)) = f.method_of {
            let recvs: Vec<Var> = self
                .vars_of(&Ty::Struct(si))
                .into_iter()
                .filter(|v| !v.readonly)
                .collect();
            if recvs.is_empty() {
                return false;
            }
            let r = self.rng.pick(&recvs).name.clone();
            let args = self.args(&f.params, 2);
            format!("{r}.{}({args})", f.name)
        } else if f.recursive {
            let d = self.rng.below(6);
            let x = self.expr(&f.params[1], 2);
            format!("{}({d}, {})", f.name, x.text)
        } else {
            let args = self.args(&f.params, 2);
            format!("{}({args})", f.name)
        };
        match f.results.len() {
            0 => self.line(&call),
            1 if self.rng.chance(1, 4) => self.line(&format!("_ = {call}")),
            _ => {
                let names: Vec<String> = f.results.iter().map(|_| self.fresh("r")).collect();
                self.line(&format!("{} := {call}", names.join(", ")));
                for (n, t) in names.iter().zip(&f.results) {
                    self.declare(n, t.clone());
                }
            }
        }
        true
    }

    fn print_stmt(&mut self) {
        let vars: Vec<Var> = self
            .in_scope()
            .into_iter()
            .filter(|v| v.ty.is_scalar())
            .collect();
        if vars.is_empty() {
            return self.line("println(\"nothing\")");
        }
        let n = 1 + self.rng.below(4.min(vars.len()));
        let mut parts = vec![format!("\"p{}\"", self.counter)];
        for _ in 0..n {
            parts.push(self.rng.pick(&vars).name.clone());
        }
        let f = if self.rng.chance(1, 6) {
            "print"
        } else {
            "println"
        };
        self.line(&format!("{f}({})", parts.join(", ")));
        if f == "print" {
            self.line("println()");
        }
    }

    fn funcvalue_stmt(&mut self) -> bool {
        let unary: Vec<Func> = self
            .funcs
            .iter()
            .enumerate()
            .filter(|(i, f)| {
                *i < self.cur_func
                    && f.params.len() == 1
                    && f.results.len() == 1
                    && f.params[0] == f.results[0]
                    && f.method_of.is_none()
                    && matches!(f.params[0], Ty::Int(_))
                    && f.pure
            })
            .map(|(_, f)| f.clone())
            .collect();
        if unary.is_empty() {
            return false;
        }
        let f = self.rng.pick(&unary).clone();
        let Ty::Int(k) = f.params[0] else {
            return false;
        };
        let same: Vec<Func> = unary
            .iter()
            .filter(|g| g.params[0] == f.params[0])
            .cloned()
            .collect();
        let name = self.fresh("fv");
        let ft = Ty::Func(k);
        let tn = self.ty_name(&ft);
        match self.rng.below(3) {
            0 => {
                self.line(&format!("var {name} {tn} = {}", f.name));
            }
            1 => {
                let g = self.rng.pick(&same).clone();
                let arr = self.fresh("fa");
                self.line(&format!("{arr} := [2]{tn}{{{}, {}}}", f.name, g.name));
                let i = self.const_mod_operand(1);
                self.line(&format!("{name} := {arr}[uint({})%2]", i.text));
            }
            _ => {
                self.line(&format!("{name} := {}", f.name));
                let x = self.expr(&Ty::Int(k), 1);
                self.line(&format!(
                    "println(\"apply\", apply{}({name}, {}))",
                    k.name(),
                    x.text
                ));
            }
        }
        self.declare(&name, ft);
        true
    }

    // ---- functions and the program -------------------------------------------------------

    /// Declares one variable of each scalar type at the top of a function, so non-constant
    /// operands of every type are always at hand.
    fn base_vars(&mut self) {
        let mut ts: Vec<Ty> = IntK::ALL.iter().map(|k| Ty::Int(*k)).collect();
        ts.push(Ty::Bool);
        if self.has(Feature::Floats) {
            ts.push(Ty::F32);
            ts.push(Ty::F64);
        }
        if self.has(Feature::Strings) {
            ts.push(Ty::Str);
        }
        for i in 0..self.named.len() {
            ts.push(Ty::Named(i));
        }
        for t in ts {
            if self.vars_of(&t).iter().any(|v| !v.global) && self.rng.chance(1, 2) {
                continue;
            }
            let name = self.fresh("a");
            let l = self.lit(&t);
            let tn = self.ty_name(&t);
            self.line(&format!("var {name} {tn} = {}", l.text));
            self.declare(&name, t);
        }
    }

    fn gen_func(&mut self, idx: usize) {
        let f = self.funcs[idx].clone();
        self.cur_func = idx;
        self.cur_pure = f.pure;
        self.loops.clear();
        self.loop_depth = 0;
        let mut params = Vec::new();
        let mut pvars = Vec::new();
        for (i, p) in f.params.iter().enumerate() {
            let n = format!("p{i}");
            params.push(format!("{n} {}", self.ty_name(p)));
            pvars.push(Var {
                name: n,
                ty: p.clone(),
                // Slices are never written through in pure functions (the caller's memory).
                readonly: !p.is_scalar() && f.pure || f.recursive && i == 0,
                is_ptr: false,
                nonempty: false,
                global: false,
            });
        }
        let results: Vec<String> = f.results.iter().map(|t| self.ty_name(t)).collect();
        let res = match results.len() {
            0 => String::new(),
            1 => format!(" {}", results[0]),
            _ => format!(" ({})", results.join(", ")),
        };
        let recv = match f.method_of {
            Some((si, ptr)) => {
                let sn = self.structs[si].name.clone();
                pvars.push(Var {
                    name: "s".into(),
                    ty: Ty::Struct(si),
                    readonly: true,
                    is_ptr: ptr,
                    nonempty: false,
                    global: false,
                });
                format!("(s {}{sn}) ", if ptr { "*" } else { "" })
            }
            None => String::new(),
        };
        self.line(&format!(
            "func {recv}{}({}){res} {{",
            f.name,
            params.join(", ")
        ));
        self.indent = 1;
        self.scopes = vec![pvars.clone()];
        if f.recursive {
            let x = &pvars[1];
            self.line("if p0 <= 0 {");
            self.line(&format!("\treturn {}", x.name));
            self.line("}");
            let t = f.results[0].clone();
            self.scopes.push(Vec::new());
            self.base_vars();
            let e = self.expr(&t, 2);
            let args = format!("p0-1, {}", e.text);
            let tail = self.expr(&t, 1);
            let op = if t.is_float() { "+" } else { "^" };
            let scope = self.scopes.pop().unwrap_or_default();
            for v in scope {
                self.line(&format!("_ = {}", v.name));
            }
            self.line(&format!("return {}({args}) {op} {}", f.name, tail.text));
            self.indent = 0;
            self.line("}");
            self.line("");
            return;
        }
        self.scopes.push(Vec::new());
        self.base_vars();
        if let Some((_, true)) = f.method_of {
            // A pointer receiver: write a field through it.
            let si = f.method_of.map(|m| m.0).unwrap_or(0);
            let fields: Vec<(String, Ty)> = self.structs[si]
                .fields
                .iter()
                .filter(|(_, t)| t.is_scalar())
                .cloned()
                .collect();
            if !fields.is_empty() {
                let (fname, ft) = self.rng.pick(&fields).clone();
                let e = self.expr(&ft, 2);
                self.line(&format!("s.{fname} = {}", e.text));
            }
        }
        self.budget = 4 + self.rng.below(8) as isize;
        let n = self.budget as usize;
        self.block(n, 2);
        let rets: Vec<String> = f.results.iter().map(|t| self.expr(t, 3).text).collect();
        let scope = self.scopes.pop().unwrap_or_default();
        for v in scope {
            self.line(&format!("_ = {}", v.name));
        }
        if !rets.is_empty() {
            self.line(&format!("return {}", rets.join(", ")));
        }
        self.indent = 0;
        self.line("}");
        self.line("");
    }

    fn program(&mut self, seed: u64) -> String {
        let mut head = String::new();
        let _ = writeln!(
            head,
            "// Generated by `cargo run -p xtask -- gen --seed {seed}` ({}).\npackage main\n",
            self.cfg.describe()
        );
        // Named types and structs.
        if self.has(Feature::NamedTypes) {
            for i in 0..1 + self.rng.below(2) {
                let k = self.rand_int_kind();
                self.named.push((format!("N{i}"), k));
                let _ = writeln!(head, "type N{i} {}\n", k.name());
            }
        }
        if self.has(Feature::Structs) {
            for i in 0..1 + self.rng.below(2) {
                let mut fields = Vec::new();
                for j in 0..1 + self.rng.below(4) {
                    let t = if self.has(Feature::Arrays) && self.rng.chance(1, 5) {
                        Ty::Array(2, Box::new(Ty::Int(self.rand_int_kind())))
                    } else {
                        let mut t = self.rand_numeric();
                        if self.rng.chance(1, 6) {
                            t = Ty::Bool;
                        }
                        t
                    };
                    fields.push((format!("f{j}"), t));
                }
                let name = format!("S{i}");
                let _ = writeln!(head, "type {name} struct {{");
                for (f, t) in &fields {
                    let _ = writeln!(head, "\t{f} {}", self.ty_name(t));
                }
                let _ = writeln!(head, "}}\n");
                self.structs.push(StructDef { name, fields });
            }
        }
        if self.has(Feature::Globals) {
            for _ in 0..1 + self.rng.below(3) {
                let t = Ty::Int(self.rand_int_kind());
                let name = self.fresh("g");
                let l = self.lit(&t);
                let _ = writeln!(head, "var {name} {} = {}\n", self.ty_name(&t), l.text);
                self.globals.push(Var {
                    name,
                    ty: t,
                    readonly: false,
                    is_ptr: false,
                    nonempty: false,
                    global: true,
                });
            }
        }
        if self.has(Feature::Floats) && self.has(Feature::Conversions) {
            self.has_f2i = true;
            head.push_str(
                "// f2i converts like Go where Go defines the result, and clamps elsewhere.\nfunc f2i(f float64) int64 {\n\tif !(f > -9.2e18 && f < 9.2e18) {\n\t\treturn -1\n\t}\n\treturn int64(f)\n}\n\n",
            );
        }
        if self.has(Feature::FuncValues) {
            for k in IntK::ALL {
                let n = k.name();
                let _ = writeln!(
                    head,
                    "func apply{n}(f func({n}) {n}, x {n}) {n} {{\n\treturn f(f(x))\n}}\n"
                );
            }
        }
        // The functions: signatures first (calls go to earlier ones only).
        let nf = 2 + self.rng.below(5);
        for i in 0..nf {
            let pure = !self.rng.chance(1, 3);
            let np = self.rng.below(3)
                + usize::from(self.has(Feature::FuncValues) && self.rng.chance(1, 2));
            let mut params: Vec<Ty> = (0..np).map(|_| self.rand_scalar()).collect();
            if self.has(Feature::Slices) && self.rng.chance(1, 4) {
                params.push(Ty::Slice(Box::new(Ty::Int(self.rand_int_kind()))));
            }
            if self.has(Feature::Structs) && !self.structs.is_empty() && self.rng.chance(1, 4) {
                params.push(Ty::Struct(self.rng.below(self.structs.len())));
            }
            let nr = if self.has(Feature::MultiResults) {
                self.rng.below(4)
            } else {
                1
            };
            let mut results: Vec<Ty> = (0..nr).map(|_| self.rand_numeric()).collect();
            let mut pure = pure;
            if self.has(Feature::FuncValues) && self.rng.chance(1, 3) {
                let k = self.rand_int_kind();
                params = vec![Ty::Int(k)];
                results = vec![Ty::Int(k)];
                pure = true;
            }
            if self.has(Feature::Structs)
                && !self.structs.is_empty()
                && nr == 1
                && self.rng.chance(1, 5)
            {
                results = vec![Ty::Struct(self.rng.below(self.structs.len()))];
            }
            self.funcs.push(Func {
                name: format!("f{i}"),
                params,
                results,
                pure,
                heavy: true,
                method_of: None,
                recursive: false,
            });
            if self.has(Feature::Recursion) && self.rng.chance(1, 3) {
                let t = self.rand_numeric();
                self.funcs.push(Func {
                    name: format!("rec{i}"),
                    params: vec![Ty::Int(IntK::Int), t.clone()],
                    results: vec![t],
                    pure: true,
                    heavy: true,
                    method_of: None,
                    recursive: true,
                });
            }
            if self.has(Feature::Methods) && !self.structs.is_empty() && self.rng.chance(1, 2) {
                let si = self.rng.below(self.structs.len());
                let ptr = self.rng.chance(1, 2);
                let np = self.rng.below(2);
                let params: Vec<Ty> = (0..np).map(|_| self.rand_scalar()).collect();
                let results = if ptr && self.rng.chance(1, 2) {
                    vec![]
                } else {
                    vec![self.rand_numeric()]
                };
                self.funcs.push(Func {
                    name: format!("m{i}"),
                    params,
                    results,
                    pure: !ptr,
                    heavy: true,
                    method_of: Some((si, ptr)),
                    recursive: false,
                });
            }
        }
        let mut body = String::new();
        for i in 0..self.funcs.len() {
            self.out.clear();
            self.gen_func(i);
            // Only a function without loops and calls may be called inside a loop.
            let text = self.out.split_once('\n').map_or("", |(_, b)| b);
            self.funcs[i].heavy = self.funcs[i].recursive || has_loop_or_call(text);
            body.push_str(&self.out);
        }
        // main: calls anything, prints everything.
        self.out.clear();
        self.cur_func = self.funcs.len();
        self.cur_pure = false;
        self.loops.clear();
        self.loop_depth = 0;
        self.line("func main() {");
        self.indent = 1;
        self.scopes = vec![Vec::new()];
        self.base_vars();
        // Every recursive function gets a caller (an unused self-recursive function is a known
        // bug; and a call is more useful than none anyway).
        let recs: Vec<Func> = self.funcs.iter().filter(|f| f.recursive).cloned().collect();
        for f in recs {
            let x = self.expr(&f.params[1], 1);
            self.line(&format!(
                "println(\"{}\", {}(3, {}))",
                f.name, f.name, x.text
            ));
        }
        self.budget = 25 + self.rng.below(40) as isize;
        while self.budget > 0 {
            self.stmt(3);
            if self.rng.chance(1, 3) {
                self.print_stmt();
            }
        }
        if self.has(Feature::Panics) && self.rng.chance(1, 5) {
            self.final_panic();
        }
        let all: Vec<Var> = self
            .in_scope()
            .into_iter()
            .filter(|v| v.ty.is_scalar())
            .collect();
        for chunk in all.chunks(6) {
            let names: Vec<String> = chunk.iter().map(|v| v.name.clone()).collect();
            self.line(&format!("println(\"end\", {})", names.join(", ")));
        }
        self.close_with("}");
        head.push_str(&body);
        head.push_str(&self.out);
        head
    }

    fn final_panic(&mut self) {
        match self.rng.below(4) {
            0 => {
                let z = self.fresh("z");
                self.line(&format!("{z} := 0"));
                self.line(&format!("println(100 / {z})"));
            }
            1 => {
                let (a, i) = (self.fresh("pa"), self.fresh("pi"));
                self.line(&format!("{a} := [3]int{{1, 2, 3}}"));
                self.line(&format!("{i} := 7"));
                self.line(&format!("println({a}[{i}%8])"));
            }
            2 => {
                let s = self.fresh("ps");
                self.line(&format!("{s} := \"abc\""));
                self.line(&format!("println({s}[1:len({s})+2])"));
            }
            _ => {
                self.line("panic(\"generated panic\")");
            }
        }
    }
}

/// Whether a function body has a loop or calls a generated function.
fn has_loop_or_call(body: &str) -> bool {
    if body.contains("for ") || body.contains("goto ") || body.contains("apply") {
        return true;
    }
    // A generated name (`f3`, `m2`, `rec4`, `fv9`) followed by `(` or `[`.
    let b = body.as_bytes();
    (0..b.len()).any(|i| {
        let starts = i == 0 || !(b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_');
        if !starts {
            return false;
        }
        let rest = &b[i..];
        let prefix = [&b"rec"[..], b"fv", b"f", b"m"]
            .iter()
            .find(|p| rest.starts_with(p))
            .map_or(0, |p| p.len());
        if prefix == 0 {
            return false;
        }
        let digits = rest[prefix..]
            .iter()
            .take_while(|c| c.is_ascii_digit())
            .count();
        digits > 0 && matches!(rest.get(prefix + digits), Some(b'(' | b'['))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn loops_and_calls_make_a_function_heavy() {
        assert!(has_loop_or_call("\tfor i := 0; i < 3; i++ {\n"));
        assert!(has_loop_or_call("\tx := f3(a1)\n"));
        assert!(has_loop_or_call("\tx := s.m2()\n"));
        assert!(has_loop_or_call("\tx := fv9(a1)\n"));
        assert!(!has_loop_or_call(
            "\tx := (a1 + f2i(a3))\n\tprintln(\"p1\", x)\n"
        ));
    }

    #[test]
    fn same_seed_same_program_and_seeds_differ() {
        let cfg = Config::default();
        assert_eq!(generate(5, &cfg), generate(5, &cfg));
        assert_ne!(generate(5, &cfg), generate(6, &cfg));
    }

    #[test]
    fn features_switch_constructs_off() {
        let mut cfg = Config::default();
        cfg.set_features("-floats,-strings,-structs,-methods")
            .unwrap();
        for seed in 0..20 {
            let p = generate(seed, &cfg);
            assert!(!p.contains("float"), "seed {seed}:\n{p}");
            assert!(!p.contains("string"), "seed {seed}");
            assert!(!p.contains("struct {"), "seed {seed}");
        }
    }

    #[test]
    fn int_bounds() {
        assert_eq!(IntK::I8.min(), -128);
        assert_eq!(IntK::U16.max(), 65535);
        assert_eq!(IntK::I64.max(), i64::MAX as i128);
        assert_eq!(IntK::U64.max(), u64::MAX as i128);
    }
}
