//! The checker: resolves every name, types every expression and produces the typed tree.

pub mod builtins;
pub mod call;
pub mod composite;
pub mod constant;
pub mod conversion;
pub mod decl;
pub mod escape;
pub mod expr;
pub mod gotos;
pub mod initorder;
pub mod lookup;
pub mod scope;
pub mod stmt;
#[cfg(test)]
mod tests;
pub mod tir;
pub mod types;
pub mod unsupported;

use crate::diag::Diagnostic;
use crate::syntax::ast::{self, Span};
use scope::{Entity, Scope};
use std::collections::HashMap;
use tir::{Expr, ExprKind, FuncId, GlobalId, LabelId, Local, LocalId, Program};
use types::{TypeId, TypeTable, INVALID};

/// A package-level declaration waiting to be resolved.
#[derive(Clone, Copy)]
pub enum Pending<'a> {
    /// An alias declaration.
    Alias(&'a ast::TypeSpec),
    /// A named type: index into `TypeTable::named`.
    Named(&'a ast::TypeSpec, usize),
    Const(&'a ast::ConstSpec, usize),
    Var(&'a ast::VarSpec),
}

#[derive(Clone, Copy, PartialEq, Eq)]
pub enum State {
    Todo,
    InProgress,
    Done,
}

pub struct Label {
    pub id: LabelId,
    pub span: Span,
    pub used: bool,
}

/// Per-function checking state.
#[derive(Default)]
pub struct FnCtx {
    pub name: String,
    pub locals: Vec<Local>,
    pub used: Vec<bool>,
    pub decl_spans: Vec<Span>,
    pub results: Vec<TypeId>,
    pub named_results: Vec<LocalId>,
    pub labels: HashMap<String, Label>,
    pub label_names: Vec<String>,
    /// Enclosing breakable statements: label and whether it is a loop.
    pub breakable: Vec<(Option<LabelId>, bool)>,
}

pub struct Checker<'a> {
    pub types: TypeTable,
    pub diags: Vec<Diagnostic>,
    pub package: String,
    pub universe: HashMap<String, Entity>,
    pub pkg_scope: HashMap<String, Entity>,
    pub pending: Vec<(Pending<'a>, State)>,
    pub scopes: Vec<Scope>,
    pub globals: Vec<tir::Global>,
    pub init_order: Vec<GlobalId>,
    pub funcs: Vec<tir::Func>,
    pub fctx: Option<FnCtx>,
    pub iota: Option<i64>,
    /// Imported package names and whether they were used.
    pub imports: Vec<(String, Span, bool)>,
    /// Counter for unique C names of local types.
    pub local_type_counter: usize,
    pub func_decls: Vec<(Span, FuncId)>,
    pub inits: Vec<FuncId>,
    pub method_spans: Vec<(usize, String, Span)>,
    pub global_tuple_inits: Vec<(Vec<GlobalId>, Expr)>,
    /// Where each global is declared (initialization order follows declaration order).
    pub global_spans: Vec<Span>,
    /// How many "not supported" diagnostics were reported so far.
    pub unsupported_seen: usize,
}

/// Type-checks a package (all files) and produces the typed program.
pub fn check(files: &[ast::File]) -> Result<Program, Vec<Diagnostic>> {
    let mut types = TypeTable::new();
    let universe = scope::universe(&mut types);
    let mut c = Checker {
        types,
        diags: Vec::new(),
        package: "main".into(),
        universe,
        pkg_scope: HashMap::new(),
        pending: Vec::new(),
        scopes: Vec::new(),
        globals: Vec::new(),
        init_order: Vec::new(),
        funcs: Vec::new(),
        fctx: None,
        iota: None,
        imports: Vec::new(),
        local_type_counter: 0,
        func_decls: Vec::new(),
        inits: Vec::new(),
        method_spans: Vec::new(),
        global_tuple_inits: Vec::new(),
        global_spans: Vec::new(),
        unsupported_seen: 0,
    };
    let main = c.check_package(files);
    if c.diags.is_empty() {
        let init_order =
            initorder::init_order(&c.globals, &c.global_spans, &c.funcs, &c.global_tuple_inits);
        Ok(Program {
            package: c.package,
            types: c.types,
            globals: c.globals,
            init_order,
            funcs: c.funcs,
            main,
            inits: c.inits,
            global_tuple_inits: c.global_tuple_inits,
        })
    } else {
        Err(c.diags)
    }
}

pub fn is_exported(name: &str) -> bool {
    name.chars().next().is_some_and(|c| c.is_uppercase())
}

impl<'a> Checker<'a> {
    pub fn error(&mut self, span: Span, msg: impl Into<String>) {
        self.diags.push(Diagnostic::error(span, msg));
    }
    pub fn push(&mut self, d: Diagnostic) {
        if unsupported::is_unsupported(&d) {
            self.unsupported_seen += 1;
        }
        self.diags.push(d);
    }

    pub fn invalid(&self, span: Span) -> Expr {
        Expr {
            ty: INVALID,
            kind: ExprKind::Zero,
            span,
        }
    }

    pub fn lookup(&mut self, name: &str) -> Option<Entity> {
        for s in self.scopes.iter().rev() {
            if let Some(e) = s.names.get(name) {
                return Some(e.clone());
            }
        }
        if let Some(e) = self.pkg_scope.get(name).cloned() {
            if let Entity::Pending(i) = e {
                self.resolve_pending(i);
                return self.pkg_scope.get(name).cloned();
            }
            if let Entity::Package(i) = e {
                if let Some(imp) = self.imports.get_mut(i) {
                    imp.2 = true;
                }
            }
            return Some(e);
        }
        self.universe.get(name).cloned()
    }

    pub fn open_scope(&mut self) {
        self.scopes.push(Scope {
            unsupported_at_open: self.unsupported_seen,
            ..Scope::default()
        });
    }

    /// Closes a scope, reporting unused variables declared in it.
    pub fn close_scope(&mut self) {
        let Some(s) = self.scopes.pop() else { return };
        let mut unused = Vec::new();
        // An unsupported construct in the scope was not checked: it may use the variables.
        let unchecked_code = self.unsupported_seen > s.unsupported_at_open;
        if let (Some(f), false) = (&self.fctx, unchecked_code) {
            for e in s.names.values() {
                if let Entity::Local(id) = e {
                    if !f.used[id.0] {
                        unused.push((f.decl_spans[id.0], f.locals[id.0].name.clone()));
                    }
                }
            }
        }
        for (span, name) in unused {
            self.push(
                Diagnostic::error(span, format!("declared and not used: {name}"))
                    .label("declared here")
                    .help(format!(
                        "use `{name}` or remove it; assign to `_` to discard a value"
                    )),
            );
        }
    }

    /// Declares a new local in the innermost scope. Parameters are marked used.
    pub fn declare_local(&mut self, name: &str, ty: TypeId, span: Span, used: bool) -> LocalId {
        if name != "_"
            && self
                .scopes
                .last()
                .is_some_and(|s| s.names.contains_key(name))
        {
            self.push(
                Diagnostic::error(span, format!("{name} redeclared in this block"))
                    .label("redeclared here"),
            );
        }
        let Some(f) = self.fctx.as_mut() else {
            return LocalId(0);
        };
        let id = LocalId(f.locals.len());
        f.locals.push(Local {
            name: name.to_string(),
            ty,
        });
        f.used.push(used || name == "_");
        f.decl_spans.push(span);
        if name != "_" {
            if let Some(s) = self.scopes.last_mut() {
                s.names.insert(name.to_string(), Entity::Local(id));
            }
        }
        id
    }

    /// Declares a non-variable name in the innermost local scope.
    pub fn declare_entity(&mut self, name: &str, e: Entity, span: Span) {
        if name == "_" {
            return;
        }
        if let Some(s) = self.scopes.last_mut() {
            if s.names.contains_key(name) {
                let n = name.to_string();
                self.error(span, format!("{n} redeclared in this block"));
                return;
            }
            s.names.insert(name.to_string(), e);
        }
    }

    pub fn mark_used(&mut self, id: LocalId) {
        if let Some(f) = self.fctx.as_mut() {
            if let Some(u) = f.used.get_mut(id.0) {
                *u = true;
            }
        }
    }

    pub fn local_ty(&self, id: LocalId) -> TypeId {
        self.fctx
            .as_ref()
            .and_then(|f| f.locals.get(id.0))
            .map(|l| l.ty)
            .unwrap_or(INVALID)
    }

    fn check_package(&mut self, files: &'a [ast::File]) -> Option<FuncId> {
        if let Some(f) = files.first() {
            if f.package.name != "main" {
                let n = f.package.name.clone();
                self.push(
                    Diagnostic::error(f.package.span, format!("package {n} is not a main package"))
                        .help("solod builds programs: declare `package main`"),
                );
            }
        }
        for f in files {
            for imp in &f.imports {
                let name = imp
                    .name
                    .clone()
                    .unwrap_or_else(|| imp.path.rsplit('/').next().unwrap_or("").to_string());
                let idx = self.imports.len();
                // Blank and dot imports are never "unused": only the import itself is reported.
                let blank_or_dot = name == "_" || name == ".";
                self.imports
                    .push((imp.path.clone(), imp.span, blank_or_dot));
                if !blank_or_dot {
                    self.pkg_scope.insert(name, Entity::Package(idx));
                }
            }
        }
        self.collect(files);
        let n = self.pending.len();
        for i in 0..n {
            self.resolve_pending(i);
        }
        self.check_field_method_clashes();
        let mut main = None;
        for f in files {
            for d in &f.decls {
                if let ast::Decl::Func(fd) = d {
                    if let Some(id) = self.func_of_decl(fd) {
                        self.check_func_body(fd, id);
                        if fd.recv.is_none() && fd.name.name == "main" {
                            main = Some(id);
                        }
                    }
                }
            }
        }
        let imports = std::mem::take(&mut self.imports);
        // A construct rejected as unsupported (a function literal, ...) was not checked, so
        // imports it uses look unused: report them as unsupported imports instead.
        let unchecked_code = self.unsupported_seen > 0;
        for (path, span, used) in &imports {
            if *used || unchecked_code {
                self.push(unsupported::unsupported(*span, "import"));
            } else {
                self.push(
                    Diagnostic::error(*span, format!("\"{path}\" imported and not used"))
                        .label("unused import")
                        .help("remove the import"),
                );
            }
        }
        if main.is_none() && self.diags.is_empty() {
            let d = match files.first() {
                Some(f) => Diagnostic::error(
                    f.package.span,
                    "function main is undeclared in the main package",
                )
                .label("this package has no main function")
                .help("add `func main() { ... }`: it is where the program starts"),
                None => Diagnostic::plain("function main is undeclared in the main package"),
            };
            self.push(d);
        }
        main
    }
}
