//! A build of several packages: each package's `.c` is its own translation unit, and its
//! header includes the headers of the packages it imports.
//!
//! - A named type is defined by its package's header (all of the package's named types, used
//!   there or not); instances of generic types, local types (closure environments too) and
//!   the types without a Go name (arrays,
//!   tuples, anonymous structs, function types) and the call helpers of function types are
//!   defined by every header that uses them, each inside its own guard
//!   (`#ifndef SO_DEF_name`), so a file that includes several headers sees one definition.
//! - The interface tables live in the main package's `.c` with external linkage; the other
//!   packages declare the descriptors and itabs they use (`extern`).
//! - Functions of other packages that no included header declares (instances of generic
//!   code made by a package not imported, `passes::link`) are declared in the `.c` that
//!   calls them.
//!
//! A build of one package keeps everything `static` in its one file, as before.

use super::c::{CItem, CProto, CType, Linkage};
use super::File;
use crate::tir::types::{Type, TypeId};

/// An interface table symbol a file refers to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TableRef {
    /// The `so_Type` descriptor of a stored type.
    Type(TypeId),
    /// The itab of a stored type for a (canonical) interface type.
    Itab(TypeId, TypeId),
    /// The `so_IfaceType` descriptor of a (canonical) interface type.
    Iface(TypeId),
}

impl File<'_> {
    /// Records a reference to a table symbol (declared `extern` outside the main package).
    pub fn table_ref(&self, r: TableRef) {
        let mut refs = self.table_refs.borrow_mut();
        if !refs.contains(&r) {
            refs.push(r);
        }
    }

    /// Whether the interface tables are defined in this file.
    pub fn defines_tables(&self) -> bool {
        self.p.package(self.pkg).main.is_some()
    }

    /// The linkage of a table symbol's definition (`static` in a one-package build).
    pub fn table_linkage(&self, single: Linkage) -> Linkage {
        if self.multi {
            Linkage::External
        } else {
            single
        }
    }

    /// `items` inside `#ifndef SO_DEF_name` (several packages only).
    pub fn guarded(&self, name: &str, items: Vec<CItem>) -> Vec<CItem> {
        if !self.multi {
            return items;
        }
        let g = format!("SO_DEF_{name}");
        let mut out = vec![CItem::Ifndef(g.clone()), CItem::Define(g.clone())];
        out.extend(items);
        out.push(CItem::Endif(g));
        out
    }

    /// Whether a type's definition is guarded: several packages define it (instances of
    /// generic types, local types and closure environments, which belong to no header).
    pub fn shared_definition(&self, t: TypeId) -> bool {
        self.multi
            && match self.p.types.get(t) {
                Type::Named(i) => {
                    let n = self.p.types.named(*i);
                    !n.targs.is_empty() || n.func.is_some()
                }
                _ => true,
            }
    }

    /// Every named type of the package goes into its header (another package may use one
    /// this package's code does not).
    pub fn register_owned_types(&mut self) {
        let pkg = self.p.package(self.pkg);
        for &i in &pkg.named {
            let n = self.p.types.named(i);
            let Some(t) = self.p.types.named_type(i) else {
                continue;
            };
            // Generic code's own types are never emitted.
            if self.p.types.has_tparam(t) || n.targs.iter().any(|a| self.p.types.has_tparam(*a)) {
                continue;
            }
            self.ctype(t);
        }
    }

    /// Prototypes of the functions of other packages that this file calls but no header it
    /// includes declares.
    pub fn foreign_protos(&mut self) -> Vec<CItem> {
        let mut out = Vec::new();
        for f in self.p.package(self.pkg).foreign.clone() {
            let func = self.p.func(f);
            let Some(sig) = self.p.types.sig(func.ty).cloned() else {
                continue;
            };
            let ret = self.result_ctype(&sig.results);
            let params = sig
                .params
                .iter()
                .enumerate()
                .map(|(k, t)| (self.ctype(*t), format!("a{k}")))
                .collect();
            out.push(CItem::Proto(CProto {
                linkage: Linkage::External,
                ret,
                name: self.n.func(f).to_string(),
                params,
            }));
        }
        out
    }

    /// `extern` declarations of the interface tables this file uses (outside the main
    /// package, which defines them).
    pub fn table_externs(&mut self) -> Vec<CItem> {
        if !self.multi || self.defines_tables() {
            return Vec::new();
        }
        let mut out = Vec::new();
        let refs = self.table_refs.borrow().clone();
        for r in refs {
            let (ty, name) = match r {
                TableRef::Type(t) => (
                    CType::Const(Box::new(CType::name("so_Type"))),
                    self.n.type_desc(t).to_string(),
                ),
                TableRef::Iface(j) => {
                    let name = self.n.iface_desc(j).to_string();
                    if name.starts_with("so_") {
                        continue;
                    }
                    (CType::Const(Box::new(CType::name("so_IfaceType"))), name)
                }
                TableRef::Itab(t, j) => {
                    let n = self
                        .p
                        .ifaces
                        .dyn_types
                        .iter()
                        .find(|d| d.ty == t)
                        .and_then(|d| d.itabs.iter().find(|it| it.iface == j))
                        .map(|it| it.methods.len())
                        .unwrap_or(0);
                    (
                        CType::Const(Box::new(CType::name(format!(
                            "struct {{ so_Itab itab; so_Fn fns[{n}]; }}"
                        )))),
                        self.n.itab(t, j).to_string(),
                    )
                }
            };
            if name.is_empty() {
                continue;
            }
            out.push(CItem::Global {
                ty,
                name,
                init: None,
                linkage: Linkage::Extern,
            });
        }
        out
    }
}
