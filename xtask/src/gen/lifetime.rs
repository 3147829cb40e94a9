//! The lifetime mode's program generator (issue 19): a random valid Go program in which a value
//! that refers to memory of some frame (a pointer to a local, a slice of a local array, a fresh
//! slice, map or string, a closure capturing a local, a method value) is made at one level of a
//! call chain `main -> l1 -> l2 -> l3`, handed through a chain of helpers (functions, methods,
//! method values, func values, closures, generic functions, branches that alias, loops with
//! `break`/`continue`, `defer`, struct, slice and interface temporaries) and stored into a place
//! (a package-level variable, a variable, struct field, slice element (index, `copy`, `append`
//! within capacity), map entry or `any` of some frame), and then read through that place, after
//! a `clobber` that reuses the stack and the frame memory the value may have lived in.
//!
//! Whether the read is of freed memory under So's rule (language.md section 3: a value lives in
//! the frame, loop iteration or block that made it) follows from where the value was made and
//! where the place lives: [`Scenario::dangling`]. About half of the programs are safe (the place
//! is in the value's own frame or a deeper one, the value has no pointers, the value is a fresh
//! one returned to the caller, or a branch sends the store to a helper's own local) so that a
//! compiler that rejects everything does not pass unnoticed.
//!
//! Every line is one statement, blocks open on a line ending in `{` and close on a line starting
//! with `}`, so the reducer of `reduce.rs` applies.

use super::rng::Rng;
use std::collections::BTreeSet;

mod parts;

pub use parts::{Fam, Form, Hop, Make, Scope, Storage};

/// One generated scenario: where the value is made, where it is stored, how it gets there.
#[derive(Debug, Clone)]
pub struct Scenario {
    pub make: Make,
    pub form: Form,
    /// Which way the final store is written (see [`parts::store_stmt`]).
    pub how: usize,
    pub storage: Storage,
    /// Level (0 = main) that makes the value.
    pub lv: usize,
    /// Level that owns the place (Frame), that reads the global (Global) or receives the result
    /// (Ret).
    pub ls: usize,
    pub scope: Scope,
    pub hops: Vec<Hop>,
    /// Whether every branch hop sends the store to the real place (not to a helper's local).
    pub reaches: bool,
}

impl Scenario {
    /// The level whose function calls the helper chain.
    fn chain_level(&self) -> usize {
        self.lv.max(self.ls)
    }

    /// Whether the program reads the value after its owner (frame, iteration or block) ended,
    /// under So's rule.
    pub fn dangling(&self) -> bool {
        if !self.make.pointerful() || !self.reaches {
            return false;
        }
        match self.storage {
            Storage::Ret => !self.make.fresh(),
            Storage::Global { .. } | Storage::Frame => {
                self.ls < self.lv || (self.ls == self.lv && self.scope != Scope::Plain)
            }
        }
    }

    /// A short key naming the shape, for the header and for bucketing findings.
    pub fn key(&self) -> String {
        let how = if self.storage == Storage::Ret {
            "result"
        } else {
            parts::how_name(self.form, self.how)
        };
        format!("{} -> {} {how}", self.make.name(), self.storage.name())
    }

    pub fn describe(&self) -> String {
        let hops: Vec<&str> = self.hops.iter().map(|h| h.name()).collect();
        format!(
            "{}; made at level {}, place/reader at level {}, scope {:?}, hops [{}], {}",
            self.key(),
            self.lv,
            self.ls,
            self.scope,
            hops.join(","),
            if self.dangling() {
                "reads freed memory under So's rule"
            } else {
                "safe"
            }
        )
    }
}

/// Picks a random scenario.
pub fn scenario(rng: &mut Rng) -> Scenario {
    let make = *rng.pick(Make::ALL);
    let storage = match rng.below(10) {
        0..=3 => Storage::Global {
            direct: rng.chance(1, 2),
        },
        4..=7 => Storage::Frame,
        _ => Storage::Ret,
    };
    let form = if storage == Storage::Ret {
        Form::Var
    } else {
        *rng.pick(Form::ALL)
    };
    let how = rng.below(parts::how_count(form));
    let (lv, ls) = match storage {
        Storage::Ret => {
            let lv = 1 + rng.below(3);
            (lv, lv - 1)
        }
        Storage::Global { .. } => {
            let lv = rng.below(4);
            // The reader is usually a caller of the maker (after it returned).
            let ls = if lv > 0 && rng.chance(3, 4) {
                rng.below(lv)
            } else {
                lv
            };
            (lv, ls)
        }
        Storage::Frame => {
            let (a, b) = (rng.below(4), rng.below(4));
            // Mostly the place outlives the value (the interesting direction), often not.
            if rng.chance(3, 5) {
                (a.max(b), a.min(b))
            } else {
                (a.min(b), a.max(b))
            }
        }
    };
    let scope = if storage != Storage::Ret && lv >= ls && rng.chance(1, 3) {
        if rng.chance(1, 2) {
            Scope::Loop
        } else {
            Scope::Block
        }
    } else {
        Scope::Plain
    };
    let n = 1 + rng.below(3);
    let all = if storage == Storage::Ret {
        Hop::RET
    } else {
        Hop::STORE
    };
    let mut hops = Vec::new();
    let mut reaches = true;
    for _ in 0..n {
        let h = *rng.pick(all);
        if h == Hop::BranchLocal {
            reaches = false;
        }
        hops.push(h);
    }
    Scenario {
        make,
        form,
        how,
        storage,
        lv,
        ls,
        scope,
        hops,
        reaches,
    }
}

/// The generator's state while writing one program.
pub struct LGen {
    rng: Rng,
    sc: Scenario,
    /// Top-level declarations the program needs (prelude items by name).
    needs: BTreeSet<&'static str>,
    funcs: Vec<String>,
}

/// The program of `seed`, with its scenario.
pub fn generate(seed: u64) -> (String, Scenario) {
    let mut rng = Rng::new(seed ^ 0x6c69_6665_7469_6d65);
    let sc = scenario(&mut rng);
    let mut g = LGen {
        rng,
        sc: sc.clone(),
        needs: BTreeSet::new(),
        funcs: Vec::new(),
    };
    (g.program(seed), sc)
}

impl LGen {
    fn fam(&self) -> Fam {
        self.sc.make.fam()
    }

    fn program(&mut self, seed: u64) -> String {
        self.needs.insert("clobber");
        self.helpers();
        for k in (0..=self.sc.chain_level()).rev() {
            let f = self.level(k);
            self.funcs.push(f);
        }
        let mut out = format!(
            "// lifetime seed {seed}: {}\n\npackage main\n\n",
            self.sc.describe()
        );
        let fam = self.fam();
        for item in &self.needs {
            out.push_str(&parts::prelude(item, fam));
            out.push('\n');
        }
        for f in self.funcs.iter().rev() {
            out.push_str(f);
            out.push('\n');
        }
        out
    }

    /// Whether the helpers take the place as a `dst` argument (not a global written directly).
    fn has_dst(&self) -> bool {
        !matches!(
            self.sc.storage,
            Storage::Global { direct: true } | Storage::Ret
        )
    }

    /// The helper chain `h1 .. hN`, `hN` doing the store (or the return).
    fn helpers(&mut self) {
        let fam = self.fam();
        let t = fam.go().to_string();
        let ret = self.sc.storage == Storage::Ret;
        let d = parts::dst_type(self.sc.form, fam);
        let n = self.sc.hops.len();
        for k in (1..=n + 1).rev() {
            let (params, args) = if ret {
                (format!("v {t}"), "v".to_string())
            } else if self.has_dst() {
                (format!("dst {d}, v {t}"), "dst, v".to_string())
            } else {
                (format!("v {t}"), "v".to_string())
            };
            let result = if ret { format!(" {t}") } else { String::new() };
            let mut body = Vec::new();
            if k == n + 1 {
                if ret {
                    body.push("return v".to_string());
                } else {
                    let st = self.terminal_store();
                    body.extend(st);
                }
            } else {
                let hop = self.sc.hops[k - 1];
                let next = format!("h{}", k + 1);
                body = parts::hop_body(self, hop, k, &next, &args, &t, &d);
            }
            let f = format!("func h{k}({params}){result} {{\n{}}}\n", indent_body(&body));
            self.funcs.push(f);
        }
    }

    /// The store statement(s) of the last helper.
    fn terminal_store(&mut self) -> Vec<String> {
        let fam = self.fam();
        let base = match self.sc.storage {
            Storage::Global { direct: true } => {
                let (item, name) = parts::global_place(self.sc.form, fam);
                self.needs.insert(item);
                Some(name)
            }
            _ => None,
        };
        if parts::form_needs_box(self.sc.form) {
            self.needs.insert("box");
        }
        if self.sc.form == Form::Var && self.sc.how == 1 {
            self.needs.insert("setG");
        }
        parts::store_stmt(self.sc.form, self.sc.how, fam, base.as_deref())
    }

    /// The function of level `k` (0 = main).
    fn level(&mut self, k: usize) -> String {
        let sc = self.sc.clone();
        let fam = self.fam();
        let t = fam.go();
        let c = sc.chain_level();
        let frame = sc.storage == Storage::Frame;
        let d = parts::dst_type(sc.form, fam);
        let mut params = Vec::new();
        if frame && sc.ls < k && k <= c {
            params.push(format!("dst {d}"));
        }
        if sc.lv < k && k <= c {
            params.push(format!("v {t}"));
        }
        let result = if sc.storage == Storage::Ret && k == sc.lv {
            format!(" {t}")
        } else {
            String::new()
        };
        let name = if k == 0 {
            "main".to_string()
        } else {
            format!("l{k}")
        };
        let mut b: Vec<String> = Vec::new();
        if frame && k == sc.ls {
            let (decl, _) = parts::frame_place(sc.form, fam);
            if parts::form_needs_box(sc.form) {
                self.needs.insert("box");
            }
            b.extend(decl);
        }
        if k == c {
            self.chain_call(k, &mut b);
        } else {
            let mut args = Vec::new();
            if frame && sc.ls < k + 1 {
                args.push(if k == sc.ls {
                    parts::frame_place(sc.form, fam).1
                } else {
                    "dst".to_string()
                });
            }
            if k == sc.lv {
                b.extend(self.make_value("1"));
            }
            if sc.lv < k + 1 {
                args.push("v".into());
            }
            let call = format!("l{}({})", k + 1, args.join(", "));
            if sc.storage == Storage::Ret && k + 1 == sc.lv {
                b.push(format!("got := {call}"));
            } else {
                b.push(call);
            }
        }
        self.reads_at(k, &mut b);
        if k == 0 {
            b.push("println(\"junk\", gJunk)".into());
        }
        format!(
            "func {name}({}){result} {{\n{}}}\n",
            params.join(", "),
            indent_body(&b)
        )
    }

    /// At the chain level: the value made here (maybe inside a loop or block) and the call of
    /// the helper chain.
    fn chain_call(&mut self, k: usize, b: &mut Vec<String>) {
        let sc = self.sc.clone();
        let fam = self.fam();
        let dst = match sc.storage {
            Storage::Frame if k == sc.ls => parts::frame_place(sc.form, fam).1,
            Storage::Frame => "dst".to_string(),
            Storage::Global { direct: false } => {
                let (item, place) = parts::global_dst(sc.form, fam);
                self.needs.insert(item);
                place
            }
            _ => String::new(),
        };
        let args = if dst.is_empty() {
            "v".to_string()
        } else {
            format!("{dst}, v")
        };
        let made_here = k == sc.lv;
        match sc.scope {
            Scope::Loop if made_here => {
                let skip = self.rng.below(3);
                let stop = 1 + self.rng.below(3);
                b.push("for i := 0; i < 4; i++ {".into());
                b.extend(self.make_value("(i + 1)"));
                if skip != stop {
                    b.push(format!("if i == {skip} {{"));
                    b.push("continue".into());
                    b.push("}".into());
                }
                b.push(format!("h1({args})"));
                b.push(format!("if i == {stop} {{"));
                b.push("break".into());
                b.push("}".into());
                b.push("}".into());
            }
            Scope::Block if made_here => {
                b.push("{".into());
                b.extend(self.make_value("1"));
                b.push(format!("h1({args})"));
                b.push("}".into());
            }
            _ => {
                if made_here {
                    b.extend(self.make_value("1"));
                }
                if sc.storage == Storage::Ret {
                    b.push("return h1(v)".into());
                } else {
                    b.push(format!("h1({args})"));
                }
            }
        }
    }

    /// The reads of level `k`: after a clobber, through the place (or the returned value).
    fn reads_at(&mut self, k: usize, b: &mut Vec<String>) {
        let sc = self.sc.clone();
        let fam = self.fam();
        let place = match sc.storage {
            Storage::Frame if k == sc.ls => Some(parts::frame_read(sc.form)),
            Storage::Global { .. } if k == sc.ls => {
                let (item, name) = parts::global_read(sc.form, fam);
                self.needs.insert(item);
                Some(name)
            }
            Storage::Ret if k + 1 == sc.lv => Some("got".to_string()),
            _ => None,
        };
        let Some(place) = place else {
            return;
        };
        b.push(format!("clobber({})", 2 + self.rng.below(3)));
        if sc.form == Form::Any {
            b.push(format!("if x, ok := {place}.({}); ok {{", fam.go()));
            b.extend(parts::read(fam, "x", "r"));
            b.push("} else {".into());
            b.push("println(\"r none\")".into());
            b.push("}".into());
        } else {
            b.extend(parts::read(fam, &place, "r"));
        }
    }

    /// Statements that make the value `v` (`n` an int expression to vary it by).
    fn make_value(&mut self, n: &str) -> Vec<String> {
        let lit = 10 + self.rng.below(80);
        let n = if n == "1" {
            lit.to_string()
        } else {
            format!("({n} * {lit})")
        };
        let (lines, needs) = parts::make_stmts(self.sc.make, &n);
        for item in needs {
            self.needs.insert(item);
        }
        lines
    }

    fn decl(&mut self, text: String) {
        self.funcs.push(text);
    }

    fn form(&self) -> Form {
        self.sc.form
    }

    fn fam_of(&self) -> Fam {
        self.fam()
    }

    fn need(&mut self, item: &'static str) {
        self.needs.insert(item);
    }

    fn coin(&mut self) -> bool {
        self.rng.chance(1, 2)
    }
}

/// Statements one a line, indented by their block depth (one tab for the function body).
pub(super) fn indent_body(lines: &[String]) -> String {
    let mut f = String::new();
    let mut depth = 1usize;
    for l in lines {
        let l = l.trim();
        if l.starts_with('}') {
            depth = depth.saturating_sub(1);
        }
        f.push_str(&"\t".repeat(depth));
        f.push_str(l);
        f.push('\n');
        if l.ends_with('{') {
            depth += 1;
        }
    }
    f
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deterministic_and_varied() {
        let (a, _) = generate(5);
        assert_eq!(a, generate(5).0);
        assert_ne!(a, generate(6).0);
        assert!(a.contains("package main") && a.contains("func main() {"));
    }

    #[test]
    fn a_good_share_is_safe() {
        let n = 400;
        let safe = (0..n).filter(|s| !generate(*s).1.dangling()).count();
        assert!(safe > n as usize / 4 && safe < n as usize * 3 / 4, "{safe}");
    }

    #[test]
    fn braces_balance() {
        for seed in 0..300 {
            let (p, _) = generate(seed);
            assert_eq!(p.matches('{').count(), p.matches('}').count(), "{p}");
        }
    }
}
