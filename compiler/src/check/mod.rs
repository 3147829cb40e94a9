//! The checker: resolves every name, types every expression and adds one package to the
//! typed program.
//!
//! `check_package` checks one package given the exported declarations of the packages it
//! imports (`Exports`, from earlier calls); everything it makes (types, functions, globals)
//! goes into the build-wide `Program`, so ids are valid across packages.

pub mod builtins;
pub mod c_pkg;
pub mod call;
pub mod closure;
pub mod composite;
pub mod conc_pkg;
pub mod conversion;
pub mod copylocks;
pub mod decl;
pub mod defer;
pub mod directives;
pub mod errors_as;
pub mod expr;
pub mod generic;
pub mod gotos;
pub mod iface;
pub mod imports;
pub mod initorder;
pub mod lookup;
pub mod loopvar;
pub mod maps;
pub mod scope;
pub mod stmt;
#[cfg(test)]
mod tests;
pub mod typeparam;
pub mod typeswitch;
pub mod unsafe_pkg;
pub mod unsupported;
pub mod version;

use crate::diag::{Class, Diagnostic};
use crate::syntax::ast::{self, Span};
use crate::tir::types::{NamedId, TypeId, TypeTable, INVALID};
use crate::tir::{
    self, BreakId, Expr, ExprKind, Func, FuncId, FuncKind, Global, GlobalId, LabelId, Local,
    LocalId, LocalKind, PkgId, Program, Storage,
};
use scope::{Entity, Exports, Scope};
use std::collections::HashMap;
use unsupported::{unsupported, Construct};

/// A package-level declaration waiting to be resolved.
#[derive(Clone, Copy)]
pub enum Pending<'a> {
    /// An alias declaration.
    Alias(&'a ast::TypeSpec),
    /// A named type.
    Named(&'a ast::TypeSpec, NamedId),
    Const(&'a ast::ConstSpec, usize),
    Var(&'a ast::VarSpec),
}

#[derive(Clone, Copy, PartialEq, Eq)]
pub enum State {
    Todo,
    InProgress,
    Done,
}

pub struct LabelInfo {
    pub id: LabelId,
    pub span: Span,
    pub used: bool,
}

/// Per-function checking state.
#[derive(Default)]
pub struct FnCtx {
    pub name: String,
    /// The function being checked (`None` for the package initializer).
    pub func: Option<FuncId>,
    pub locals: Vec<Local>,
    pub used: Vec<bool>,
    pub decl_spans: Vec<Span>,
    pub results: Vec<TypeId>,
    pub named_results: Vec<LocalId>,
    pub labels: HashMap<String, LabelInfo>,
    pub label_list: Vec<tir::Label>,
    pub breakables: Vec<tir::Breakable>,
    /// Enclosing breakable statements, innermost last.
    pub breakable_stack: Vec<BreakId>,
    /// For a function literal: the state of the enclosing function (see `check/closure.rs`).
    pub enclosing: Option<Box<FnCtx>>,
    /// The first scope (index into `Checker::scopes`) of this function; names found in
    /// scopes before it belong to enclosing functions.
    pub scope_base: usize,
    /// For a function literal: the variables it captures (the enclosing function's local,
    /// this function's `Captured` local), in capture order.
    pub captures: Vec<(LocalId, LocalId)>,
    /// Function literals and defer thunks made so far (they are numbered, as Go names them).
    pub closures: u32,
    pub defer_thunks: u32,
}

impl FnCtx {
    /// A compiler temporary (never reported as unused).
    pub fn temp(&mut self, ty: TypeId, span: Span) -> LocalId {
        let id = LocalId(self.locals.len() as u32);
        self.locals.push(Local {
            name: String::new(),
            ty,
            kind: LocalKind::Temp,
            storage: Storage::Value,
            addressed: false,
            read: false,
        });
        self.used.push(true);
        self.decl_spans.push(span);
        id
    }
}

/// An import of the package being checked.
pub struct ImportState {
    pub path: String,
    pub span: Span,
    pub used: bool,
    /// The imported package's exported names, when the build provides it.
    pub exports: Option<Exports>,
    /// The name the import declares in its file (`_` and `.` included), and that file.
    pub name: String,
    pub file: usize,
    /// `import x "path"`: the name was written.
    pub explicit: bool,
}

/// A package-level variable declaration to run in the package initializer.
pub struct VarInit {
    /// The variables, `None` for `_`.
    pub lhs: Vec<Option<GlobalId>>,
    pub value: tir::Values,
    pub span: Span,
}

pub struct Checker<'a> {
    pub types: TypeTable,
    /// Every function of the build (taken from the `Program` while checking).
    pub funcs: Vec<Func>,
    pub globals: Vec<Global>,
    pub pkg: PkgId,
    /// The package's name (`main`, ...).
    pub pkg_name: String,
    /// The package's import path.
    pub pkg_path: String,
    pub diags: Vec<Diagnostic>,
    pub universe: HashMap<String, Entity>,
    pub pkg_scope: HashMap<String, Entity>,
    pub pending: Vec<(Pending<'a>, State)>,
    pub scopes: Vec<Scope>,
    pub fctx: Option<FnCtx>,
    /// The package initializer's state: temporaries of package-level initializers.
    pub init_ctx: Option<FnCtx>,
    pub iota: Option<i64>,
    pub imports: Vec<ImportState>,
    pub func_decls: Vec<(Span, FuncId)>,
    pub inits: Vec<FuncId>,
    pub method_spans: Vec<(NamedId, String, Span)>,
    pub var_inits: Vec<VarInit>,
    /// The package's own functions, globals and named types.
    pub pkg_funcs: Vec<FuncId>,
    pub pkg_globals: Vec<GlobalId>,
    pub pkg_named: Vec<NamedId>,
    /// How many "unsupported" diagnostics were reported so far.
    pub unsupported_seen: usize,
    /// Local named types whose definition is being resolved.
    pub local_types_in_progress: Vec<(NamedId, Span)>,
    /// Wrappers made for method expressions of promoted methods (`T.M`), by type and name.
    pub wrappers: HashMap<(TypeId, String), FuncId>,
    /// Key types of the map types met, checked once every type is complete (`check::maps`).
    pub map_keys: Vec<(TypeId, Span)>,
    /// Parameter and result types of signatures met while a named type was being resolved,
    /// checked once every type is complete (`check_deferred_value_types`).
    pub sig_value_types: Vec<(TypeId, Span)>,
    pub generic_funcs: Vec<generic::GenericFunc<'a>>,
    pub generic_types: Vec<generic::GenericType<'a>>,
    /// Bodies to check after the package's functions (instances, generic checks).
    pub body_jobs: Vec<generic::BodyJob<'a>>,
    /// Instances of generic types whose definition is being resolved.
    pub instances_in_progress: Vec<NamedId>,
    /// A generic declaration's own check is running (its typed tree is discarded).
    pub generic_mode: bool,
    /// The first generic function and type of this package in `generic_funcs` and
    /// `generic_types` (those before belong to packages checked earlier in the build).
    pub generic_funcs_from: usize,
    pub generic_types_from: usize,
    /// The scopes of the packages checked before (by package), for instances of their
    /// generic declarations (see `imports.rs`).
    pub contexts: Vec<Option<imports::PkgContext>>,
    /// The packages whose names `in_package` replaced, innermost last: where the code that
    /// asked for an instance stands (its messages qualify types as that package sees them).
    pub outer_pkgs: Vec<PkgId>,
    /// Names of `.` imports: for each name, the entity and the import it comes from, one per
    /// file that dot-imports it (`lookup_in` picks the one of its file).
    pub dot_names: HashMap<String, Vec<(Entity, usize)>>,
    /// The language version of each file of the build and of each package (`version.rs`).
    pub versions: version::Versions,
    /// Checking the body of an instance of a generic declaration: errors Go reports only on
    /// the generic declaration (duplicate or impossible type switch cases that substitution
    /// creates) are not reported again.
    pub instance_mode: bool,
    /// C interop: directives, extern declarations, adapters (`check/directives.rs`).
    pub interop: directives::Interop,
}

/// The packages a package may import: import path to exported declarations.
pub type Imports = HashMap<String, Exports>;

/// Type-checks one package (all its files) and adds it to `prog`. On success returns the new
/// package and its exported names. (A build of several packages whose generic declarations
/// are used across packages goes through `check_package_in` with one `BuildState`.)
pub fn check_package(
    prog: &mut Program,
    path: &str,
    files: &[ast::File],
    imports: &Imports,
) -> Result<(PkgId, Exports), Vec<Diagnostic>> {
    let mut state = imports::BuildState::default();
    let checked = check_package_in(&mut state, prog, path, files, imports)?;
    Ok(checked)
}

/// `check_package` within a build: `state` keeps what later packages need of this one (its
/// generic declarations and its scope, to check their instances).
pub fn check_package_in<'a>(
    state: &mut imports::BuildState<'a>,
    prog: &mut Program,
    path: &str,
    files: &'a [ast::File],
    imports: &Imports,
) -> Result<(PkgId, Exports), Vec<Diagnostic>> {
    let pkg = PkgId(prog.packages.len() as u32);
    let mut types = std::mem::take(&mut prog.types);
    let universe = scope::universe(&mut types);
    let pkg_name = files
        .first()
        .map(|f| f.package.name.clone())
        .unwrap_or_default();
    // Messages name other packages' types as Go does (`lib.T`), in a build of several.
    let names: Vec<String> = state
        .contexts
        .iter()
        .map(|c| c.as_ref().map(|c| c.name.clone()).unwrap_or_default())
        .collect();
    if !names.is_empty() {
        types.qualifier = Some((pkg, names));
    }
    let generic_funcs = std::mem::take(&mut state.generic_funcs);
    let generic_types = std::mem::take(&mut state.generic_types);
    let mut c = Checker {
        types,
        funcs: std::mem::take(&mut prog.funcs),
        globals: std::mem::take(&mut prog.globals),
        pkg,
        pkg_name,
        pkg_path: path.to_string(),
        diags: Vec::new(),
        universe,
        pkg_scope: HashMap::new(),
        pending: Vec::new(),
        scopes: Vec::new(),
        fctx: None,
        init_ctx: Some(FnCtx {
            name: "init".into(),
            ..FnCtx::default()
        }),
        iota: None,
        imports: Vec::new(),
        func_decls: Vec::new(),
        inits: Vec::new(),
        method_spans: Vec::new(),
        var_inits: Vec::new(),
        pkg_funcs: Vec::new(),
        pkg_globals: Vec::new(),
        pkg_named: Vec::new(),
        unsupported_seen: 0,
        local_types_in_progress: Vec::new(),
        wrappers: HashMap::new(),
        map_keys: Vec::new(),
        sig_value_types: Vec::new(),
        generic_funcs_from: generic_funcs.len(),
        generic_types_from: generic_types.len(),
        generic_funcs,
        generic_types,
        body_jobs: Vec::new(),
        instances_in_progress: Vec::new(),
        generic_mode: false,
        contexts: std::mem::take(&mut state.contexts),
        outer_pkgs: Vec::new(),
        dot_names: HashMap::new(),
        versions: std::mem::take(&mut state.versions),
        instance_mode: false,
        interop: directives::Interop {
            c_consts: std::mem::take(&mut prog.c_consts),
            ..Default::default()
        },
    };
    let main = c.check_files(files, imports);
    if c.diags.is_empty() {
        let funcs = c.pkg_funcs.clone();
        c.check_old_loop_vars(&funcs);
        c.check_copy_locks(&funcs);
    }
    // The package initializer (package-level variables' values) too: `var b = a` copies.
    let init = c.diags.is_empty().then(|| {
        let init = c.package_init(files);
        c.check_copy_locks(&[init]);
        init
    });
    let result = if let (Some(init), true) = (init, c.diags.is_empty()) {
        let exports = c.exports();
        prog.packages.push(tir::Package {
            path: path.to_string(),
            name: c.pkg_name.clone(),
            imports: Vec::new(),
            funcs: std::mem::take(&mut c.pkg_funcs),
            globals: std::mem::take(&mut c.pkg_globals),
            named: std::mem::take(&mut c.pkg_named),
            init: Some(init),
            main,
            c: std::mem::take(&mut c.interop.pkg),
            foreign: Vec::new(),
        });
        c.save_context();
        Ok((pkg, exports))
    } else {
        Err(std::mem::take(&mut c.diags))
    };
    c.types.qualifier = None;
    prog.types = c.types;
    prog.funcs = c.funcs;
    prog.globals = c.globals;
    prog.c_consts = std::mem::take(&mut c.interop.c_consts);
    state.generic_funcs = c.generic_funcs;
    state.generic_types = c.generic_types;
    state.contexts = c.contexts;
    state.versions = c.versions;
    result
}

pub fn is_exported(name: &str) -> bool {
    name.chars().next().is_some_and(|c| c.is_uppercase())
}

impl<'a> Checker<'a> {
    pub fn error(&mut self, span: Span, msg: impl Into<String>) {
        self.diags.push(Diagnostic::error(span, msg));
    }
    pub fn push(&mut self, d: Diagnostic) {
        if d.class == Class::Unsupported {
            self.unsupported_seen += 1;
        }
        // Instances of one generic declaration report the same error once.
        if self.diags.iter().any(|x| {
            x.primary.as_ref().map(|p| p.0) == d.primary.as_ref().map(|p| p.0)
                && x.message == d.message
        }) {
            return;
        }
        self.diags.push(d);
    }
    pub fn reject(&mut self, span: Span, c: Construct) {
        self.push(unsupported(span, c));
    }

    pub fn invalid(&self, span: Span) -> Expr {
        Expr {
            ty: INVALID,
            kind: ExprKind::Zero,
            span,
        }
    }

    pub fn func(&self, id: FuncId) -> &Func {
        &self.funcs[id.index()]
    }
    pub fn global(&self, id: GlobalId) -> &Global {
        &self.globals[id.index()]
    }

    pub fn lookup(&mut self, name: &str) -> Option<Entity> {
        self.lookup_in(name, None)
    }

    /// `lookup` of a name written in source file `file`: the names of `.` imports are those
    /// of that file's imports (Go's file block). Without a file, any file's.
    pub fn lookup_in(&mut self, name: &str, file: Option<usize>) -> Option<Entity> {
        for (k, s) in self.scopes.iter().enumerate().rev() {
            if let Some(e) = s.names.get(name) {
                let e = e.clone();
                // A variable of an enclosing function is captured by the literal being checked.
                return Some(self.through_closures(k, e));
            }
        }
        if let Some(e) = self.pkg_scope.get(name).cloned() {
            if let Entity::Pending(i) = e {
                self.resolve_pending(i);
                return self.pkg_scope.get(name).cloned();
            }
            // An import is used by a qualified identifier of its own file (`qualified`).
            return Some(e);
        }
        let dot = self.dot_names.get(name).and_then(|v| {
            v.iter()
                .find(|(_, i)| {
                    file.is_none_or(|f| self.imports.get(*i).is_some_and(|m| m.file == f))
                })
                .cloned()
        });
        if let Some((e, i)) = dot {
            if let Some(imp) = self.imports.get_mut(i) {
                imp.used = true;
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
                    if !f.used[id.index()] {
                        unused.push((f.decl_spans[id.index()], f.locals[id.index()].name.clone()));
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
    pub fn declare_local(
        &mut self,
        name: &str,
        ty: TypeId,
        span: Span,
        kind: LocalKind,
    ) -> LocalId {
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
        let id = LocalId(f.locals.len() as u32);
        f.locals.push(Local {
            name: name.to_string(),
            ty,
            kind,
            storage: Storage::Value,
            addressed: false,
            read: false,
        });
        f.used
            .push(kind != LocalKind::Var || name == "_" || name.is_empty());
        f.decl_spans.push(span);
        if name != "_" {
            if let Some(s) = self.scopes.last_mut() {
                s.names.insert(name.to_string(), Entity::Local(id));
            }
        }
        id
    }

    /// A compiler temporary in the current function (or the package initializer).
    pub fn temp(&mut self, ty: TypeId, span: Span) -> LocalId {
        match self.fctx.as_mut() {
            Some(f) => f.temp(ty, span),
            None => LocalId(0),
        }
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
            if let Some(u) = f.used.get_mut(id.index()) {
                *u = true;
            }
        }
    }

    pub fn local_ty(&self, id: LocalId) -> TypeId {
        self.fctx
            .as_ref()
            .and_then(|f| f.locals.get(id.index()))
            .map(|l| l.ty)
            .unwrap_or(INVALID)
    }

    fn check_files(&mut self, files: &'a [ast::File], available: &Imports) -> Option<FuncId> {
        self.declare_imports(files, available);
        self.file_directives(files);
        self.collect(files);
        let n = self.pending.len();
        for i in 0..n {
            self.resolve_pending(i);
        }
        self.check_field_method_clashes();
        self.queue_generic_checks();
        let mut main = None;
        for f in files {
            for d in &f.decls {
                if let ast::Decl::Func(fd) = d {
                    if let Some(id) = self.func_of_decl(fd) {
                        self.check_func_body(fd, id);
                        // Only package main's main is the program's entry (any package may
                        // declare a function named main).
                        if fd.recv.is_none() && fd.name.name == "main" && self.pkg_name == "main" {
                            main = Some(id);
                        }
                    }
                }
            }
        }
        self.run_body_jobs();
        for f in &mut self.funcs {
            if let Some(body) = &mut f.body {
                gotos::wrap_goto_loops(body);
            }
        }
        self.interop_checks();
        self.check_map_keys();
        self.check_deferred_value_types();
        self.report_imports();
        self.report_init_cycles();
        if self.pkg_name == "main" && main.is_none() && self.diags.is_empty() {
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

    /// Imports the build could not provide are unsupported; provided but unused ones are
    /// errors.
    fn report_imports(&mut self) {
        let imports = std::mem::take(&mut self.imports);
        // A construct rejected as unsupported was not checked, so imports it uses look unused.
        let unchecked_code = self.unsupported_seen > 0;
        for imp in imports.iter() {
            // Used only by the Go bodies of extern functions: the Go toolchain's business.
            if !imp.used && self.import_for_go_only(imp) {
                continue;
            }
            // Reported by the loader, where it found the package unavailable.
            if imp.exports.as_ref().is_some_and(|e| e.unavailable) {
                continue;
            }
            if imp.exports.is_none() && (imp.used || unchecked_code) {
                self.reject(imp.span, Construct::Import);
            } else if !imp.used && !unchecked_code {
                self.push(imports::unused_import(imp));
            }
        }
        self.imports = imports;
    }

    /// Package variables that depend on themselves through functions (method values and
    /// function literals included): Go's "initialization cycle".
    fn report_init_cycles(&mut self) {
        for k in initorder::init_cycles(&self.var_inits, &self.funcs) {
            let v = &self.var_inits[k];
            let name = v
                .lhs
                .iter()
                .flatten()
                .next()
                .map(|g| self.globals[g.index()].name.clone())
                .unwrap_or_default();
            let span = v.span;
            self.push(
                Diagnostic::error(span, format!("initialization cycle for {name}"))
                    .label("refers to itself through the functions it uses")
                    .help("initialize the variable in an init function instead"),
            );
        }
    }

    /// The exported, resolved names of the package.
    fn exports(&self) -> Exports {
        let mut names = HashMap::new();
        for (n, e) in &self.pkg_scope {
            if !is_exported(n) {
                continue;
            }
            match e {
                Entity::Global(_)
                | Entity::Func(_)
                | Entity::Type(_)
                | Entity::Const(..)
                | Entity::GenericFunc(_)
                | Entity::GenericType(_) => {
                    names.insert(n.clone(), e.clone());
                }
                _ => {}
            }
        }
        let hidden = self
            .pkg_scope
            .iter()
            .filter(|(n, e)| !is_exported(n) && !matches!(e, Entity::Package(_)))
            .map(|(n, _)| n.clone())
            .collect();
        Exports {
            names,
            package: self.pkg_name.clone(),
            hidden,
            unavailable: false,
        }
    }

    /// Builds the package initializer: package-level variables in Go's initialization order,
    /// then the `init` functions in source order.
    fn package_init(&mut self, files: &[ast::File]) -> FuncId {
        let order = initorder::init_order(&self.var_inits, &self.globals, &self.funcs);
        let mut body = Vec::new();
        let inits = std::mem::take(&mut self.var_inits);
        for k in order {
            let v = &inits[k];
            let stmt = match &v.value {
                tir::Values::Each(vals) if v.lhs.len() == 1 => {
                    let value = vals[0].clone();
                    match v.lhs[0] {
                        Some(g) => {
                            let ty = self.globals[g.index()].ty;
                            tir::StmtKind::Assign(Expr::new(ty, ExprKind::Global(g), v.span), value)
                        }
                        None => tir::StmtKind::Expr(value),
                    }
                }
                vals => tir::StmtKind::AssignMulti {
                    lhs: v
                        .lhs
                        .iter()
                        .map(|g| {
                            g.map(|g| {
                                let ty = self.globals[g.index()].ty;
                                Expr::new(ty, ExprKind::Global(g), v.span)
                            })
                        })
                        .collect(),
                    values: vals.clone(),
                    define: Vec::new(),
                },
            };
            body.push(tir::Stmt::new(stmt));
        }
        let void = self.types.tuple(&[]);
        for &f in &self.inits {
            let call = Expr::new(
                void,
                ExprKind::Call(f, Vec::new()),
                self.funcs[f.index()].span,
            );
            body.push(tir::Stmt::new(tir::StmtKind::Expr(call)));
        }
        // A package initializer runs once: what it makes lives for the whole program.
        struct Once;
        impl crate::tir::visit::VisitorMut for Once {
            fn visit_expr_mut(&mut self, e: &mut Expr) {
                use crate::tir::Alloc;
                match &mut e.kind {
                    ExprKind::Concat(a, _)
                    | ExprKind::Make(a, ..)
                    | ExprKind::New(a)
                    | ExprKind::Convert(_, a, _)
                    | ExprKind::AddrOfLit(a, _)
                    | ExprKind::SliceLit(a, ..)
                    | ExprKind::MakeMap(a, _)
                    | ExprKind::MapLit(a, _)
                    | ExprKind::ToIface(crate::tir::Boxing::Alloc(a), _) => *a = Alloc::Static,
                    _ => {}
                }
                crate::tir::visit::walk_expr_mut(self, e);
            }
        }
        crate::tir::visit::VisitorMut::visit_stmts_mut(&mut Once, &mut body);
        let ctx = self.init_ctx.take().unwrap_or_default();
        let sig = self
            .types
            .intern(crate::tir::types::Type::Func(crate::tir::types::Sig {
                params: Vec::new(),
                results: Vec::new(),
                variadic: false,
            }));
        let span = files.first().map(|f| f.package.span).unwrap_or_default();
        let id = FuncId(self.funcs.len() as u32);
        self.funcs.push(Func {
            pkg: self.pkg,
            name: String::new(),
            targs: Vec::new(),
            kind: FuncKind::PackageInit,
            exported: true,
            ty: sig,
            params: Vec::new(),
            named_results: Vec::new(),
            locals: ctx.locals,
            labels: Vec::new(),
            breakables: Vec::new(),
            body: Some(body),
            doc: Vec::new(),
            span,
            reachable: true,
            c: Default::default(),
            results: Default::default(),
            escapes: false,
            sites: Default::default(),
        });
        self.pkg_funcs.push(id);
        id
    }
}
