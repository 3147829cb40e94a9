//! C emission: reads only the typed tree and writes `<pkg>.h` and `<pkg>.c`.
//!
//! Conventions (see ARCHITECTURE.md): Go `int` is `int64_t`; named types become typedefs named
//! `pkg_Name`; functions `pkg_name` (static when unexported), methods `pkg_Type_Method` with
//! the receiver as first parameter; several results are returned in a `pkg_tuple_...` struct;
//! arrays are wrapped in a struct (`.a[i]`) so they have value semantics.

mod boxing;
mod ctypes;
mod expr;
mod names;
mod stmt;
#[cfg(test)]
mod tests;

use crate::check::tir::{FuncId, Program};
use crate::check::types::{Type, TypeId};
use std::collections::{HashMap, HashSet};

pub struct CFiles {
    pub header_name: String,
    pub header: String,
    pub source_name: String,
    pub source: String,
}

/// A loop or switch the emitter is inside of.
pub struct Breakable {
    pub label: Option<crate::check::tir::LabelId>,
    pub is_loop: bool,
    /// C label to jump to for `continue` (when plain `continue` cannot be used).
    pub cont_label: String,
    pub break_label: String,
    pub cont_used: bool,
    pub break_used: bool,
    /// Whether this is a C loop (for/while, or the `do { } while (0)` of a switch).
    pub c_loop: bool,
    /// `continue` must jump to `cont_label` (code runs there before the post statement).
    pub force_cont: bool,
}

pub struct Emitter<'p> {
    pub p: &'p Program,
    pub type_names: HashMap<TypeId, String>,
    pub type_order: Vec<TypeId>,
    pub anon_counter: usize,
    pub local_names: Vec<String>,
    pub local_types: Vec<TypeId>,
    pub local_blank: Vec<bool>,
    /// Emitter temporaries standing in for locals (see `raw_expr`).
    pub raw: HashMap<usize, String>,
    pub used_names: HashSet<String>,
    pub locals_used: HashSet<usize>,
    pub temp_counter: usize,
    /// Emitting an operand of a comparison: `~x` of a narrow unsigned `x` needs a temporary.
    pub compl_in_comparison: bool,
    pub pre: Vec<String>,
    pub hoist: bool,
    pub labels: Vec<String>,
    pub breakables: Vec<Breakable>,
    pub funcs_used: HashSet<usize>,
    pub globals_used: HashSet<usize>,
    pub eq_needed: Vec<TypeId>,
    /// Names of the generated equality functions, by type.
    pub eq_names: HashMap<TypeId, String>,
    /// C names of user declarations (functions, methods, globals, named types): names the
    /// emitter makes up (typedefs, helpers) must avoid them.
    pub user_names: HashSet<String>,
    /// Labels some goto jumps to (others are not emitted: C warns about unused labels).
    pub goto_labels: HashSet<usize>,
    /// Locals to mark `(void)x;` after their declaration.
    pub unused_locals: HashSet<usize>,
    /// `(*T).M` wrappers for value methods: method id.
    pub ptr_wrappers: Vec<usize>,
    /// Locals assigned by the parallel assignment being emitted.
    pub assigned_here: Vec<usize>,
    /// Boxed locals (see boxing.rs): local id -> name of the pointer to its storage.
    pub boxed: HashMap<usize, String>,
}

pub fn emit(p: &Program) -> CFiles {
    let mut e = Emitter {
        p,
        type_names: HashMap::new(),
        type_order: Vec::new(),
        anon_counter: 0,
        local_names: Vec::new(),
        local_types: Vec::new(),
        local_blank: Vec::new(),
        raw: HashMap::new(),
        used_names: HashSet::new(),
        locals_used: HashSet::new(),
        temp_counter: 0,
        compl_in_comparison: false,
        pre: Vec::new(),
        hoist: false,
        labels: Vec::new(),
        breakables: Vec::new(),
        funcs_used: HashSet::new(),
        globals_used: HashSet::new(),
        eq_needed: Vec::new(),
        eq_names: HashMap::new(),
        user_names: p
            .funcs
            .iter()
            .map(|f| f.c_name.clone())
            .chain(p.globals.iter().map(|g| g.c_name.clone()))
            .chain(p.types.named.iter().map(|n| n.c_name.clone()))
            .collect(),
        goto_labels: HashSet::new(),
        unused_locals: HashSet::new(),
        ptr_wrappers: Vec::new(),
        assigned_here: Vec::new(),
        boxed: HashMap::new(),
    };
    e.files()
}

fn doc_comment(doc: &[String]) -> String {
    doc.iter().map(|c| c_comment(c, "")).collect()
}

/// A Go comment's text as C line comments, one per line of text (a block comment may span
/// several lines), each indented by `indent`. A line ending in a backslash would splice the next
/// line into the comment in C, so it gets a closing `.`.
pub fn c_comment(text: &str, indent: &str) -> String {
    let mut out = String::new();
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
        let dot = if line.ends_with('\\') { "." } else { "" };
        out.push_str(&format!("{indent}// {line}{dot}\n"));
    }
    if text.is_empty() {
        out.push_str(&format!("{indent}// \n"));
    }
    out
}

impl<'p> Emitter<'p> {
    pub fn temp(&mut self) -> String {
        self.temp_counter += 1;
        format!("_t{}", self.temp_counter)
    }

    /// The name of the equality function for a struct or array type (generated on demand).
    pub fn eq_fn(&mut self, t: TypeId) -> String {
        let n = self.cty(t);
        if !self.eq_needed.contains(&t) {
            self.eq_needed.push(t);
        }
        if let Some(name) = self.eq_names.get(&t) {
            return name.clone();
        }
        // A method `eq` of the type would be named `{n}_eq` too.
        let mut name = format!("{n}_eq");
        let mut k = 2;
        while self.user_names.contains(&name) {
            name = format!("{n}_eq_{k}");
            k += 1;
        }
        self.eq_names.insert(t, name.clone());
        name
    }

    fn eq_section(&mut self) -> (String, String) {
        let mut protos = String::new();
        let mut defs = String::new();
        let mut i = 0;
        while i < self.eq_needed.len() {
            let t = self.eq_needed[i];
            i += 1;
            let n = self.cty(t);
            let eq = self.eq_fn(t);
            protos.push_str(&format!("static bool {eq}({n} a, {n} b);\n"));
            let body = match self.p.types.under_type(t).clone() {
                Type::Struct(fs) => {
                    let mut parts = Vec::new();
                    for (k, f) in fs.iter().enumerate() {
                        if f.name == "_" {
                            continue;
                        }
                        let fname = names::c_ident(&f.name);
                        let _ = k;
                        parts.push(self.eq(&format!("a.{fname}"), &format!("b.{fname}"), f.ty));
                    }
                    if parts.is_empty() {
                        "    (void)a;\n    (void)b;\n    return true;\n".to_string()
                    } else {
                        format!("    return {};\n", parts.join("\n        && "))
                    }
                }
                Type::Array(len, et) => {
                    let e = self.eq("a.a[i]", "b.a[i]", et);
                    format!("    for (int64_t i = 0; i < {len}; i++) {{\n        if (!({e}))\n            return false;\n    }}\n    return true;\n")
                }
                _ => "    return false;\n".into(),
            };
            defs.push_str(&format!("static bool {eq}({n} a, {n} b) {{\n{body}}}\n\n"));
        }
        (protos, defs)
    }

    fn files(&mut self) -> CFiles {
        let pkg = self.p.package.clone();
        // Functions first: they discover the types in use.
        let mut bodies = String::new();
        let mut protos: Vec<(FuncId, String)> = Vec::new();
        for (i, f) in self.p.funcs.iter().enumerate() {
            if f.body.is_none() {
                continue;
            }
            let (proto, def) = self.func(FuncId(i));
            protos.push((FuncId(i), proto));
            bodies.push_str(&doc_comment(&f.doc));
            bodies.push_str(&def);
            bodies.push('\n');
        }
        // `(*T).M` wrappers of value methods.
        let mut wrappers = String::new();
        let mut wrapper_protos = Vec::new();
        for id in self.ptr_wrappers.clone() {
            let f = &self.p.funcs[id];
            let Some(sig) = self.p.types.sig(f.ty).cloned() else {
                continue;
            };
            let ret = self.result_cty(&sig.results);
            let recv = sig
                .params
                .first()
                .copied()
                .unwrap_or(crate::check::types::INVALID);
            let pt = self.p.types_lookup_pointer(recv);
            let mut ps = vec![format!("{} p", self.cty(pt))];
            let mut args = vec!["*so_nil_check(p)".to_string()];
            for (k, t) in sig.params.iter().enumerate().skip(1) {
                ps.push(format!("{} a{k}", self.cty(*t)));
                args.push(format!("a{k}"));
            }
            let proto = format!("{ret} {}_byptr({})", f.c_name, ps.join(", "));
            let ret_kw = if sig.results.is_empty() {
                ""
            } else {
                "return "
            };
            wrappers.push_str(&format!(
                "// (*{}).{} as a function.\nstatic {proto} {{\n    {ret_kw}{}({});\n}}\n\n",
                self.p.types.display(recv),
                f.name,
                f.c_name,
                args.join(", ")
            ));
            wrapper_protos.push(format!("static {proto};\n"));
        }
        bodies.push_str(&wrappers);
        // Globals and the C entry point.
        let mut globals = String::new();
        let mut header_globals = String::new();
        for (i, g) in self.p.globals.iter().enumerate() {
            let ct = self.cty(g.ty);
            let init = match &g.init {
                Some(e)
                    if matches!(e.kind, crate::check::tir::ExprKind::Const(_))
                        && matches!(self.p.types.under_type(g.ty), Type::Basic(_)) =>
                {
                    let crate::check::tir::ExprKind::Const(v) = &e.kind else {
                        unreachable!()
                    };
                    format!(" = {}", self.const_lit(v, g.ty, true))
                }
                _ => String::new(),
            };
            let exported = crate::check::is_exported(&g.name);
            globals.push_str(&doc_comment(&g.doc));
            if exported {
                header_globals.push_str(&format!("extern {ct} {};\n", g.c_name));
                globals.push_str(&format!("{ct} {}{init};\n", g.c_name));
            } else {
                let unused = if self.globals_used.contains(&i) {
                    ""
                } else {
                    "__attribute__((unused)) "
                };
                globals.push_str(&format!("static {unused}{ct} {}{init};\n", g.c_name));
            }
        }
        let main_fn = self.entry();
        let (eq_protos, eq_defs) = self.eq_section();
        let types = self.type_section();

        let guard = format!("SO_PKG_{}_H", pkg.to_uppercase());
        let mut header = String::new();
        header.push_str(&format!(
            "// {pkg}.h: generated by solod from package {pkg}. Do not edit.\n"
        ));
        header.push_str(&format!(
            "#ifndef {guard}\n#define {guard}\n\n#include \"builtin/builtin.h\"\n\n"
        ));
        header.push_str(&types);
        if !header_globals.is_empty() {
            header.push('\n');
            header.push_str(&header_globals);
        }
        let exported: Vec<&(FuncId, String)> = protos
            .iter()
            .filter(|(id, _)| self.p.funcs[id.0].exported)
            .collect();
        if !exported.is_empty() {
            header.push('\n');
            for (_, p) in exported {
                header.push_str(&format!("{p};\n"));
            }
        }
        header.push_str(&format!("\n#endif // {guard}\n"));

        let mut source = String::new();
        source.push_str(&format!(
            "// {pkg}.c: generated by solod from package {pkg}. Do not edit.\n"
        ));
        source.push_str(&format!("#include \"{pkg}.h\"\n\n"));
        let statics: Vec<String> = protos
            .iter()
            .filter(|(id, _)| !self.p.funcs[id.0].exported)
            .map(|(id, p)| {
                let unused = if self.funcs_used.contains(&id.0)
                    || Some(*id) == self.p.main
                    || self.p.inits.contains(id)
                {
                    ""
                } else {
                    "__attribute__((unused)) "
                };
                format!("static {unused}{p};\n")
            })
            .collect();
        for s in statics.iter().chain(wrapper_protos.iter()) {
            source.push_str(s);
        }
        if !eq_protos.is_empty() {
            source.push_str(&eq_protos);
        }
        source.push('\n');
        if !globals.is_empty() {
            source.push_str(&globals);
            source.push('\n');
        }
        source.push_str(&eq_defs);
        source.push_str(&bodies);
        source.push_str(&main_fn);
        CFiles {
            header_name: format!("{pkg}.h"),
            header,
            source_name: format!("{pkg}.c"),
            source,
        }
    }
}
