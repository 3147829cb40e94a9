//! Imports: the names a package's import declarations bring into each file, qualified
//! identifiers `pkg.Name`, `.` and `_` imports, unused imports, and what a build keeps of each
//! checked package so that later packages can instantiate its generic declarations.
//!
//! An import's name belongs to its file (Go's file block): `pkg.Name` is resolved with the
//! import of the file the identifier is written in, so two files may import one package (or
//! two packages under one name) independently, and each file's unused imports are reported.
//! Names of a `.` import belong to the file too: an identifier or type name is looked up
//! with its file (`Checker::lookup_in`), so another file of the package does not see them.
//!
//! Generic declarations are shared by the build (`BuildState`): an instance of a generic
//! function or type of package P is made and checked by whichever package uses it first, in
//! P's scope (`in_package`), and reused by the others (an instance type is one type for the
//! whole build, as Go's type identity requires).

use super::generic::{GenericFunc, GenericType};
use super::scope::Entity;
use super::{Checker, ImportState, Imports};
use crate::diag::Diagnostic;
use crate::syntax::ast;
use crate::tir::PkgId;
use std::collections::HashMap;

/// What one package's check leaves for the packages checked after it.
#[derive(Default)]
pub struct BuildState<'a> {
    /// Every generic declaration of the build (`Entity::GenericFunc`/`GenericType` index
    /// these), with the instances made so far.
    pub generic_funcs: Vec<GenericFunc<'a>>,
    pub generic_types: Vec<GenericType<'a>>,
    /// The scope of each package checked so far, by package.
    pub contexts: Vec<Option<PkgContext>>,
    /// The language versions of the build's files.
    pub versions: super::version::Versions,
}

/// A checked package's names: what checking code of that package again needs.
pub struct PkgContext {
    pub pkg: PkgId,
    pub name: String,
    /// The import path.
    pub path: String,
    pub scope: HashMap<String, Entity>,
    pub imports: Vec<ImportState>,
    pub dot_names: HashMap<String, Vec<(Entity, usize)>>,
}

/// `"path" imported and not used` (Go names the import when it declares another name than
/// the path's last element).
pub fn unused_import(imp: &ImportState) -> Diagnostic {
    let path = &imp.path;
    let last = path.rsplit('/').next().unwrap_or(path);
    let msg = if imp.name != last && imp.name != "." && imp.name != "_" {
        format!("\"{path}\" imported as {} and not used", imp.name)
    } else {
        format!("\"{path}\" imported and not used")
    };
    Diagnostic::error(imp.span, msg)
        .label("unused import")
        .help("remove the import")
}

impl<'a> Checker<'a> {
    /// Declares the imports of every file: their names, `.` imports' names, and the
    /// packages' exports the build provides.
    pub fn declare_imports(&mut self, files: &'a [ast::File], available: &Imports) {
        for f in files {
            for imp in &f.imports {
                // Package unsafe is the compiler's own (`unsafe_pkg.rs`).
                let exports = if imp.path == super::unsafe_pkg::UNSAFE {
                    Some(super::unsafe_pkg::unsafe_exports().clone())
                } else {
                    available.get(&imp.path).cloned()
                };
                let name = match (&imp.name, &exports) {
                    (Some(n), _) => n.clone(),
                    (None, Some(e)) if !e.package.is_empty() => e.package.clone(),
                    _ => imp.path.rsplit('/').next().unwrap_or("").to_string(),
                };
                let idx = self.imports.len();
                let file = imp.span.file();
                // A blank import is never "unused"; a dot import is used by its names.
                let blank = name == "_";
                if name == "." {
                    if let Some(e) = &exports {
                        let mut names: Vec<(&String, &Entity)> = e.names.iter().collect();
                        names.sort_by(|a, b| a.0.cmp(b.0));
                        for (n, ent) in names {
                            self.dot_names
                                .entry(n.clone())
                                .or_default()
                                .push((ent.clone(), idx));
                        }
                    }
                } else if !blank && !self.pkg_scope.contains_key(&name) {
                    // The first import of a name stands for every file's (see `qualified`).
                    self.pkg_scope.insert(name.clone(), Entity::Package(idx));
                }
                self.imports.push(ImportState {
                    path: imp.path.clone(),
                    span: imp.span,
                    used: blank,
                    exports,
                    name,
                    file,
                    explicit: imp.name.is_some(),
                });
            }
        }
    }

    /// The import a qualified identifier `p.X` in `p`'s file refers to.
    pub fn import_of(&self, p: &ast::Ident) -> Option<usize> {
        self.imports
            .iter()
            .position(|imp| imp.name == p.name && imp.file == p.span.file())
    }

    /// Whether `p` names an import in its own file (a package name, not a value).
    pub fn names_import(&mut self, p: &ast::Ident) -> bool {
        matches!(self.lookup(&p.name), Some(Entity::Package(_))) && self.import_of(p).is_some()
    }

    /// Saves this package's scope for checking instances of its generic declarations later.
    pub fn save_context(&mut self) {
        let ctx = PkgContext {
            pkg: self.pkg,
            name: self.pkg_name.clone(),
            path: self.pkg_path.clone(),
            scope: self.pkg_scope.clone(),
            imports: std::mem::take(&mut self.imports),
            dot_names: self.dot_names.clone(),
        };
        let k = self.pkg.index();
        if self.contexts.len() <= k {
            self.contexts.resize_with(k + 1, || None);
        }
        self.contexts[k] = Some(ctx);
    }

    /// Runs `f` with package `home`'s names in scope (its package scope and imports): where
    /// an instance of one of its generic declarations is resolved and checked.
    pub fn in_package<R>(&mut self, home: PkgId, f: impl FnOnce(&mut Self) -> R) -> R {
        if home == self.pkg {
            return f(self);
        }
        let Some(ctx) = self.contexts.get_mut(home.index()).and_then(Option::take) else {
            return f(self);
        };
        let saved = self.swap_context(ctx);
        self.outer_pkgs.push(saved.pkg);
        let r = f(self);
        self.outer_pkgs.pop();
        let ctx = self.swap_context(saved);
        self.contexts[home.index()] = Some(ctx);
        r
    }

    /// Installs `ctx` as the current package's names; returns the ones it replaces.
    fn swap_context(&mut self, ctx: PkgContext) -> PkgContext {
        if let Some((cur, _)) = &mut self.types.qualifier {
            *cur = ctx.pkg;
        }
        PkgContext {
            pkg: std::mem::replace(&mut self.pkg, ctx.pkg),
            name: std::mem::replace(&mut self.pkg_name, ctx.name),
            path: std::mem::replace(&mut self.pkg_path, ctx.path),
            scope: std::mem::replace(&mut self.pkg_scope, ctx.scope),
            imports: std::mem::replace(&mut self.imports, ctx.imports),
            dot_names: std::mem::replace(&mut self.dot_names, ctx.dot_names),
        }
    }
}

impl Checker<'_> {
    /// `p.n` when it names a generic function of an imported package.
    pub fn imported_generic_func(&mut self, p: &ast::Ident, n: &ast::Ident) -> Option<usize> {
        if !self.names_import(p) {
            return None;
        }
        let i = self.import_of(p)?;
        match self.imports[i].exports.as_ref()?.names.get(&n.name) {
            Some(Entity::GenericFunc(g)) => {
                let g = *g;
                self.imports[i].used = true;
                Some(g)
            }
            _ => None,
        }
    }
}

impl Checker<'_> {
    /// `pkg.T` for a named type of another package (as Go qualifies it in messages).
    pub fn foreign_type_name(&self, t: crate::tir::types::TypeId) -> Option<String> {
        let i = self.types.named_id(t)?;
        let n = self.types.named(i);
        if n.pkg == self.pkg || i == crate::tir::types::ERROR {
            return None;
        }
        Some(self.types.display(t))
    }
}
