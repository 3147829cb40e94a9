//! C emission: reads only the typed tree (after `passes`), the type table and the C names
//! (`cnames`), builds C syntax (`c`) and prints it (`print`). One `.h`/`.c` pair per package.
//!
//! Per-file state lives in `File` (types and helpers the file needs); per-function state in
//! `func::FnEmitter` (its names, its statements). An impossible state is an internal compiler
//! error (`ice!`), never a silent default.

pub mod c;
mod closure;
mod defer;
mod entry;
mod eq;
mod expr;
mod func;
mod hash;
mod iface;
mod interop;
mod link;
mod maps;
pub mod print;
mod results;
mod stmt;
#[cfg(test)]
mod tests;
mod types;

use crate::cnames::CNames;
use crate::tir::types::{NamedId, TypeId};
use crate::tir::{FuncId, FuncKind, PkgId, Program};
use c::{CItem, CProto, CType, Linkage};
use std::cell::RefCell;
use std::collections::HashSet;

/// Reports a state the passes before the emitter rule out.
macro_rules! ice {
    ($($arg:tt)*) => {
        panic!("emitter: {}", format!($($arg)*))
    };
}
pub(crate) use ice;

pub struct CFiles {
    pub header_name: String,
    pub header: String,
    pub source_name: String,
    pub source: String,
    /// Libraries to link (`//so:link`), in order.
    pub links: Vec<String>,
    /// The C includes a header of the runtime's packages (`//so:include "so/conc/conc.h"`):
    /// the build compiles the runtime's `so/` sources too.
    pub uses_runtime_packages: bool,
    /// The program brings C of its own (includes, embedded files, extern declarations): a C
    /// compiler error may be the program's, not solod's.
    pub uses_c: bool,
}

/// What one file (a package's `.h` and `.c`) needs besides its functions.
pub struct File<'p> {
    pub p: &'p Program,
    pub n: &'p CNames,
    pub pkg: PkgId,
    /// Types used, in the order they were first needed, and the set of them.
    pub type_order: Vec<TypeId>,
    pub type_seen: HashSet<TypeId>,
    /// Struct and array types compared with `==` (their equality functions).
    pub eq_needed: Vec<TypeId>,
    /// Value methods called through a pointer (`(*T).M`).
    pub byptr_needed: Vec<FuncId>,
    /// Methods of interface types called (their call helpers).
    pub icall_needed: Vec<(TypeId, usize)>,
    /// Map descriptors, and the hash, key equality and key check functions (`emit::hash`).
    pub map_needed: Vec<TypeId>,
    pub hash_needed: Vec<TypeId>,
    pub key_eq_needed: Vec<TypeId>,
    pub hashable_needed: Vec<TypeId>,
    /// Function types (without names) called through a value: their call helpers.
    pub calls_needed: Vec<TypeId>,
    /// Methods used as method values: their wrappers.
    pub fm_needed: Vec<FuncId>,
    /// The build has several packages: each is a translation unit that includes its
    /// imports' headers (see `link.rs`).
    pub multi: bool,
    /// The named types this package defines in its header (several packages only).
    pub owned: HashSet<NamedId>,
    /// Interface tables (defined with the main package) this file refers to.
    pub table_refs: RefCell<Vec<link::TableRef>>,
}

/// The attributes of a function's C declaration: its `//so:attr`s, and `noinline` for one
/// whose calls note their site (`passes::sites`).
fn func_attrs(f: &crate::tir::Func) -> Vec<String> {
    let mut a = f.c.attrs.clone();
    if f.c.noinline && !f.c.inline {
        a.push("noinline".into());
    }
    a
}

/// `item` under `__attribute__((X))` for each of `attrs` (itself without any).
fn with_attrs(attrs: &[String], item: CItem) -> CItem {
    if attrs.is_empty() {
        return item;
    }
    CItem::WithC {
        attrs: attrs.to_vec(),
        thread_local: false,
        volatile: false,
        item: Box::new(item),
    }
}

/// Emits the C of one package.
pub fn emit_package(p: &Program, n: &CNames, pkg: PkgId) -> CFiles {
    let mut f = File {
        p,
        n,
        pkg,
        type_order: Vec::new(),
        type_seen: HashSet::new(),
        eq_needed: Vec::new(),
        byptr_needed: Vec::new(),
        icall_needed: Vec::new(),
        map_needed: Vec::new(),
        hash_needed: Vec::new(),
        key_eq_needed: Vec::new(),
        hashable_needed: Vec::new(),
        calls_needed: Vec::new(),
        fm_needed: Vec::new(),
        multi: p.packages.len() > 1,
        owned: p.package(pkg).named.iter().copied().collect(),
        table_refs: RefCell::new(Vec::new()),
    };
    f.files()
}

impl File<'_> {
    pub fn need_eq(&mut self, t: TypeId) -> String {
        if !self.eq_needed.contains(&t) {
            self.eq_needed.push(t);
        }
        self.n.eq_func(t).to_string()
    }

    pub fn need_byptr(&mut self, f: FuncId) -> String {
        if !self.byptr_needed.contains(&f) {
            self.byptr_needed.push(f);
        }
        self.n.byptr(f).to_string()
    }

    fn files(&mut self) -> CFiles {
        let pkg = self.p.package(self.pkg);
        let prefix = self.n.package(self.pkg).to_string();
        // Functions first: they discover the types and helpers in use.
        let mut protos: Vec<(FuncId, CProto)> = Vec::new();
        let mut bodies: Vec<CItem> = Vec::new();
        // `//so:inline` functions: defined in the header.
        let mut inline_defs: Vec<CItem> = Vec::new();
        for &id in &pkg.funcs {
            let f = self.p.func(id);
            let empty_init =
                f.kind == FuncKind::PackageInit && f.body.as_ref().is_none_or(|b| b.is_empty());
            if f.body.is_none() || empty_init {
                continue;
            }
            let (proto, body) = func::emit(self, id);
            let out = if f.c.inline {
                &mut inline_defs
            } else {
                &mut bodies
            };
            for d in &f.doc {
                out.push(CItem::Comment(d.clone()));
            }
            out.push(with_attrs(
                &func_attrs(f),
                CItem::Func {
                    proto: proto.clone(),
                    body,
                },
            ));
            out.push(CItem::Blank);
            if !f.c.inline {
                protos.push((id, proto));
            }
        }
        let mut wrappers = self.byptr_wrappers();
        wrappers.extend(self.method_value_wrappers());
        // The build's interface tables go with the main package (they may need more helpers).
        let tables = if pkg.main.is_some() {
            self.iface_tables()
        } else {
            Vec::new()
        };
        let icalls = self.icall_section();
        // The functions of other packages no included header declares.
        let foreign = self.foreign_protos();
        let table_externs = self.table_externs();
        if self.multi {
            self.register_owned_types();
        }
        let call_helpers = self.call_helpers();
        let (globals, header_globals) = self.globals();
        let entry = if pkg.main.is_some() {
            Some(entry::main(self))
        } else {
            None
        };
        let (hash_protos, map_descs, hash_defs) = self.hash_section();
        let (eq_protos, eq_defs) = eq::section(self);
        let types = self.type_section();

        let guard = self.n.header_guard(self.pkg);
        let mut header = vec![
            CItem::Comment(format!(
                "{prefix}.h: generated by solod from package {}. Do not edit.",
                pkg.name
            )),
            CItem::Ifndef(guard.clone()),
            CItem::Define(guard.clone()),
            CItem::Blank,
            CItem::Include("\"builtin/builtin.h\"".into()),
        ];
        // `//so:include`s go with the runtime's header.
        header.extend(self.c_includes());
        header.push(CItem::Blank);
        if self.multi && !pkg.imports.is_empty() {
            for &d in &pkg.imports {
                header.push(CItem::Include(format!("\"{}.h\"", self.n.package(d))));
            }
            header.push(CItem::Blank);
        }
        header.extend(self.c_embeds(true));
        header.extend(types);
        if !call_helpers.is_empty() {
            header.push(CItem::Blank);
            header.extend(call_helpers);
        }
        if !header_globals.is_empty() {
            header.push(CItem::Blank);
            header.extend(header_globals);
        }
        let exported: Vec<CItem> = protos
            .iter()
            .filter(|(_, p)| p.linkage == Linkage::External)
            .map(|(id, p)| with_attrs(&func_attrs(self.p.func(*id)), CItem::Proto(p.clone())))
            .collect();
        if !exported.is_empty() {
            header.push(CItem::Blank);
            header.extend(exported);
        }
        if !inline_defs.is_empty() {
            header.push(CItem::Blank);
            header.extend(inline_defs);
        }
        header.push(CItem::Blank);
        header.push(CItem::Endif(guard));

        let mut source = vec![
            CItem::Comment(format!(
                "{prefix}.c: generated by solod from package {}. Do not edit.",
                pkg.name
            )),
            CItem::Include(format!("\"{prefix}.h\"")),
            CItem::Blank,
        ];
        for (id, p) in &protos {
            if p.linkage != Linkage::External {
                source.push(with_attrs(
                    &func_attrs(self.p.func(*id)),
                    CItem::Proto(p.clone()),
                ));
            }
        }
        for (p, _) in &wrappers {
            source.push(CItem::Proto(p.clone()));
        }
        source.extend(foreign);
        source.extend(table_externs);
        source.extend(eq_protos);
        source.extend(hash_protos);
        source.push(CItem::Blank);
        source.extend(self.c_embeds(false));
        if !icalls.is_empty() {
            source.extend(icalls);
        }
        if !globals.is_empty() {
            source.extend(globals);
            source.push(CItem::Blank);
        }
        source.extend(map_descs);
        source.extend(eq_defs);
        source.extend(hash_defs);
        if !tables.is_empty() {
            source.extend(tables);
        }
        source.extend(bodies);
        for (p, body) in wrappers {
            source.push(CItem::Func { proto: p, body });
            source.push(CItem::Blank);
        }
        if let Some(e) = entry {
            source.push(e);
        }
        let pc = &self.p.package(self.pkg).c;
        CFiles {
            header_name: format!("{prefix}.h"),
            header: print::items(&header),
            source_name: format!("{prefix}.c"),
            source: print::items(&source),
            links: pc.links.clone(),
            uses_runtime_packages: pc.includes.iter().any(|h| h.starts_with("\"so/")),
            uses_c: self.uses_c(),
        }
    }

    /// Package-level variables: definitions for the source file, `extern` declarations of the
    /// exported ones for the header.
    fn globals(&mut self) -> (Vec<CItem>, Vec<CItem>) {
        let mut defs = Vec::new();
        let mut decls = Vec::new();
        let pkg = self.p.package(self.pkg);
        for &g in &pkg.globals {
            let gl = self.p.global(g);
            // C defines an extern variable; an embed marker exists only if it is used.
            if gl.c.ext.is_some() || (gl.c.embed && !gl.referenced && !gl.exported) {
                continue;
            }
            let ty = self.ctype(gl.ty);
            let init = gl
                .static_init
                .as_ref()
                .map(|v| expr::const_value(self, v, gl.ty, true));
            let name = self.n.global(g).to_string();
            for d in &gl.doc {
                defs.push(CItem::Comment(d.clone()));
            }
            let exported = gl.exported;
            let qualify = |item: CItem| -> CItem {
                if gl.c.attrs.is_empty() && !gl.c.thread_local && !gl.c.volatile {
                    return item;
                }
                CItem::WithC {
                    attrs: gl.c.attrs.clone(),
                    thread_local: gl.c.thread_local,
                    volatile: gl.c.volatile,
                    item: Box::new(item),
                }
            };
            if exported {
                decls.push(qualify(CItem::Global {
                    ty: ty.clone(),
                    name: name.clone(),
                    init: None,
                    linkage: Linkage::Extern,
                }));
            }
            let linkage = if exported {
                Linkage::External
            } else if gl.referenced {
                Linkage::Internal
            } else {
                Linkage::InternalUnused
            };
            defs.push(qualify(CItem::Global {
                ty,
                name,
                init,
                linkage,
            }));
        }
        (defs, decls)
    }

    /// `(*T).M` wrappers of value methods used as functions: `T_M_byptr(T *p, ...)` calls
    /// `T_M(*p, ...)`.
    fn byptr_wrappers(&mut self) -> Vec<(CProto, Vec<c::CStmt>)> {
        let mut out = Vec::new();
        let mut k = 0;
        while k < self.byptr_needed.len() {
            let id = self.byptr_needed[k];
            k += 1;
            let f = self.p.func(id);
            let Some(sig) = self.p.types.sig(f.ty).cloned() else {
                ice!("method without a signature")
            };
            let FuncKind::Method(_) = f.kind else {
                ice!("wrapper of a function that is not a method")
            };
            let recv = sig.params[0];
            let pt = self.ctype(recv).ptr();
            let ret = self.result_ctype(&sig.results);
            let mut params = vec![(pt, "p".to_string())];
            let mut args = vec![c::CExpr::deref(c::CExpr::call(
                "so_nil_check",
                vec![c::CExpr::ident("p")],
            ))];
            for (i, t) in sig.params.iter().enumerate().skip(1) {
                let ct = self.ctype(*t);
                params.push((ct, format!("a{i}")));
                args.push(c::CExpr::ident(format!("a{i}")));
            }
            let call = c::CExpr::call(self.n.func(id), args);
            let body = if ret == CType::Void {
                vec![c::CStmt::Expr(call)]
            } else {
                vec![c::CStmt::Return(Some(call))]
            };
            let proto = CProto {
                linkage: Linkage::Internal,
                ret,
                name: self.n.byptr(id).to_string(),
                params,
            };
            let mut b = vec![c::CStmt::Comment(format!(
                "(*{}).{} as a function.",
                self.p.types.display(recv),
                f.name
            ))];
            b.extend(body);
            out.push((proto, b));
        }
        out
    }
}
