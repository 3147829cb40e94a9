//! C interop (language.md section 4): the `//so:` directives of declarations, `//so:extern`
//! declarations and calls of them, and the adapters that let C call So functions taking `any`.
//!
//! **Directives.** `lower.rs` attaches directives to declarations; here each is checked
//! against what it stands on (`decl_directives`) and recorded in the typed tree
//! (`tir::interop`): a function's `FuncC`, a global's `GlobalC`, a named type's `TypeC`, the
//! package's `PackageC` (includes, libraries, embedded files), extern constants in
//! `Program::c_consts`.
//!
//! **Extern functions.** The signature is checked and each parameter and the result get a
//! `Decay` (how the value crosses into C, unless `nodecay`); the Go body is the Go
//! toolchain's and is not checked. A call checks what C needs that types cannot say
//! (`c_call_args`): an `any` argument must hold a pointer that the call can see (C receives
//! the pointer itself), and a func argument must be a plain top-level function.
//!
//! **The `any` ABI.** The runtime's entry points take and return a C `void *` and its task
//! arguments are `void *`, while a So `any` is a 32-byte interface value. The C ABI stays as
//! it is: an `any` crosses into C as the pointer it holds, and a top-level So function whose
//! parameters include `any`, passed where C expects a function pointer, is given an *adapter*
//! (`adapter`): a function the checker makes, with `unsafe.Pointer` for each `any`, that
//! rebuilds the `any` with the dynamic type of the call's one `any` argument (known at the
//! call: `conc.Go(f, &task)` makes `f`'s argument a `*Task` again, so `arg.(*Task)` works)
//! and calls the function. Such a function may return `any` only as nil or as its `any`
//! argument unchanged (checked: C has room for the pointer only): the adapter gives C the
//! pointer and notes its type for the C caller (`Builtin::CResult`, builtin.h's
//! `so_c_result`), which so/conc's threads keep for `Thread.Wait`. An `any` coming back from
//! C (an extern function's result) holds an `unsafe.Pointer`, nil for NULL.

use super::Checker;
use crate::diag::Diagnostic;
use crate::syntax::ast::{self, Directive, DirectiveKind, Span};
use crate::tir::interop::{Decay, ExternFunc};
use crate::tir::types::{Basic, Sig, Type, TypeId, INVALID};
use crate::tir::visit::{walk_expr, Visitor};
use crate::tir::{
    Boxing, Builtin, ConvKind, Expr, ExprKind, Func, FuncId, FuncKind, Local, LocalId, LocalKind,
    Stmt, StmtKind, Storage,
};
use std::collections::HashMap;
use std::path::PathBuf;

/// The interop state of the package being checked.
#[derive(Default)]
pub struct Interop {
    /// What goes into the package's `tir::Package::c`.
    pub pkg: crate::tir::interop::PackageC,
    /// Build-wide C names of extern constants (taken from the `Program` while checking).
    pub c_consts: Vec<String>,
    /// The package's extern constants: Go name to index into `c_consts`.
    pub consts: HashMap<String, u32>,
    /// Adapters made so far: (So function, the type its `any` arguments hold, `None` for
    /// nil) to the adapter.
    pub adapters: HashMap<(FuncId, Option<TypeId>), FuncId>,
    /// Functions given to C through an adapter whose `any` result must be nil or the `any`
    /// argument (checked once every body is known), with the argument's span.
    pub nil_results: Vec<(FuncId, Span)>,
    /// Names the Go bodies of extern functions use as `X.` qualifiers: an import that only
    /// they use is the Go toolchain's, neither resolved nor reported as unused.
    pub ignored_names: std::collections::HashSet<String>,
    /// The path of each source file (by file id), for `//so:embed`.
    pub paths: HashMap<usize, PathBuf>,
    /// Functions named by a (rejected) `//go:linkname`: a missing body is not reported too.
    pub linknamed: std::collections::HashSet<String>,
}

/// What a declaration may carry.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum DeclWhat {
    Func,
    Method,
    Type,
    Alias,
    Var,
    Const,
}

impl DeclWhat {
    fn a(self) -> &'static str {
        match self {
            DeclWhat::Func => "a function",
            DeclWhat::Method => "a method",
            DeclWhat::Type => "a type declaration",
            DeclWhat::Alias => "a type alias",
            DeclWhat::Var => "a variable",
            DeclWhat::Const => "a constant",
        }
    }
}

/// The directives of one declaration, checked.
#[derive(Default)]
pub struct DeclDirectives {
    /// `//so:extern`: the C name when given, `nodecay`, where.
    pub ext: Option<(Option<String>, bool, Span)>,
    pub inline: bool,
    pub volatile: bool,
    pub thread_local: bool,
    pub attrs: Vec<String>,
    pub embed: Option<(String, Span)>,
    /// `//so:callsite`, and where.
    pub callsite: Option<Span>,
}

/// Where each directive may stand.
fn applies_to(kind: &DirectiveKind) -> (&'static [DeclWhat], &'static str) {
    use DeclWhat::*;
    match kind {
        DirectiveKind::Extern { nodecay: true, .. } => (&[Func, Method], "functions and methods"),
        DirectiveKind::Extern { .. } => (
            &[Func, Method, Type, Var, Const],
            "functions, methods, types, variables and constants",
        ),
        DirectiveKind::Inline => (&[Func, Method], "functions and methods"),
        DirectiveKind::Callsite => (
            &[Func, Method, Type],
            "functions, methods and interface types",
        ),
        DirectiveKind::Volatile | DirectiveKind::ThreadLocal => (&[Var], "package-level variables"),
        DirectiveKind::Attr(_) => (
            &[Func, Method, Type, Var],
            "functions, methods, types and variables",
        ),
        DirectiveKind::Embed(_) => (&[Var], "a string variable"),
        DirectiveKind::Include(_) | DirectiveKind::Link(_) => (&[], "the file"),
    }
}

impl<'a> Checker<'a> {
    /// The file-level directives of the package (includes and libraries) and the files'
    /// paths.
    pub fn file_directives(&mut self, files: &[ast::File]) {
        for f in files {
            for d in &f.directive_errors {
                self.push(d.clone());
            }
            self.interop.linknamed.extend(f.linknamed.iter().cloned());
            if let Some(p) = &f.path {
                self.interop.paths.insert(f.package.span.file(), p.clone());
            }
            for d in &f.directives {
                let pc = &mut self.interop.pkg;
                match &d.kind {
                    DirectiveKind::Include(h) if !pc.includes.contains(h) => {
                        pc.includes.push(h.clone())
                    }
                    DirectiveKind::Link(l) if !pc.links.contains(l) => pc.links.push(l.clone()),
                    _ => {}
                }
            }
        }
    }

    /// Checks the directives of a declaration of kind `what`.
    pub fn decl_directives(&mut self, what: DeclWhat, ds: &[Directive]) -> DeclDirectives {
        let mut out = DeclDirectives::default();
        let mut seen: Vec<&'static str> = Vec::new();
        for d in ds {
            let (ok, where_) = applies_to(&d.kind);
            if !ok.contains(&what) {
                let msg = match &d.kind {
                    DirectiveKind::Extern { nodecay: true, .. } => {
                        format!("nodecay does not apply to {}", what.a())
                    }
                    _ => format!("//so:{} does not apply to {}", d.name(), what.a()),
                };
                let help = match &d.kind {
                    DirectiveKind::Extern { nodecay: true, .. } => {
                        "nodecay says how a C function takes its arguments: use it on functions only".to_string()
                    }
                    _ => format!("//so:{} applies to {where_}", d.name()),
                };
                self.push(
                    Diagnostic::error(d.span, msg)
                        .label("misplaced directive")
                        .help(help),
                );
                continue;
            }
            if seen.contains(&d.name()) && !matches!(d.kind, DirectiveKind::Attr(_)) {
                self.push(
                    Diagnostic::error(d.span, format!("//so:{} given twice", d.name()))
                        .label("repeated directive")
                        .help("write each directive once"),
                );
                continue;
            }
            seen.push(d.name());
            match &d.kind {
                DirectiveKind::Extern { c_name, nodecay } => {
                    if let Some(n) = c_name {
                        if what != DeclWhat::Type && n.contains(' ') {
                            self.push(
                                Diagnostic::error(
                                    d.span,
                                    format!("//so:extern: `{n}` is not one C identifier"),
                                )
                                .label("malformed directive")
                                .help("only a type's C name may have several words (`struct timespec`)"),
                            );
                            continue;
                        }
                    }
                    out.ext = Some((c_name.clone(), *nodecay, d.span));
                }
                DirectiveKind::Inline => out.inline = true,
                DirectiveKind::Volatile => out.volatile = true,
                DirectiveKind::ThreadLocal => out.thread_local = true,
                DirectiveKind::Attr(a) => out.attrs.push(a.clone()),
                DirectiveKind::Embed(f) => out.embed = Some((f.clone(), d.span)),
                DirectiveKind::Callsite => out.callsite = Some(d.span),
                DirectiveKind::Include(_) | DirectiveKind::Link(_) => {}
            }
        }
        // C declares an extern declaration: nothing of it is emitted to qualify.
        if let Some((_, _, span)) = out.ext {
            for d in ds {
                if matches!(d.kind, DirectiveKind::Extern { .. }) {
                    continue;
                }
                if applies_to(&d.kind).0.contains(&what) {
                    self.push(
                        Diagnostic::error(
                            d.span,
                            format!("//so:{} on an //so:extern declaration", d.name()),
                        )
                        .label("C declares this, so solod emits nothing to apply it to")
                        .secondary(span, "declared extern here")
                        .help(format!(
                            "put what //so:{} says in the C declaration, or drop //so:extern",
                            d.name()
                        )),
                    );
                }
            }
            out.inline = false;
            out.volatile = false;
            out.thread_local = false;
            out.attrs.clear();
            out.embed = None;
            out.callsite = None;
        }
        out
    }

    /// Records the directives of a named type.
    pub fn type_directives(&mut self, s: &ast::TypeSpec, t: TypeId) {
        if s.directives.is_empty() {
            return;
        }
        let what = if s.alias {
            DeclWhat::Alias
        } else {
            DeclWhat::Type
        };
        let dd = self.decl_directives(what, &s.directives);
        let Some(idx) = self.types.named_id(t) else {
            return;
        };
        if let Some(span) = dd.callsite {
            if !matches!(s.ty.kind, ast::TypeExprKind::Interface(..)) {
                self.push(
                    Diagnostic::error(span, "//so:callsite does not apply to a type that is not an interface")
                        .label("misplaced directive")
                        .help("//so:callsite applies to functions, methods and interface types (calls of their methods note their call site)"),
                );
            }
        }
        let c = &mut self.types.named_mut(idx).c;
        c.attrs = dd.attrs;
        c.callsite = dd.callsite.is_some();
        if let Some((name, _, _)) = dd.ext {
            c.ext = Some(name.unwrap_or_else(|| s.name.name.clone()));
        }
    }

    /// Directives on a declaration that cannot take any (a generic one): each is reported.
    pub fn no_directives(&mut self, ds: &[Directive], what: &str) {
        for d in ds {
            self.push(
                Diagnostic::error(d.span, format!("//so:{} on {what}", d.name()))
                    .label("misplaced directive")
                    .help("C has no generic declarations: declare a function or type for each type argument you need"),
            );
        }
    }

    /// Records the extern constants of a const spec.
    pub fn const_directives(&mut self, s: &ast::ConstSpec) {
        if s.directives.is_empty() {
            return;
        }
        let dd = self.decl_directives(DeclWhat::Const, &s.directives);
        let Some((name, _, span)) = dd.ext else {
            return;
        };
        if name.is_some() && s.names.len() > 1 {
            self.push(
                Diagnostic::error(span, "//so:extern with a C name on several constants")
                    .label("one C name for several Go names")
                    .help("declare each constant in its own spec with its own //so:extern"),
            );
            return;
        }
        for n in &s.names {
            if n.name == "_" {
                continue;
            }
            let c = name.clone().unwrap_or_else(|| n.name.clone());
            let k = self.interop.c_consts.len() as u32;
            self.interop.c_consts.push(c);
            self.interop.consts.insert(n.name.clone(), k);
        }
    }

    /// The style of a reference to constant `name`: its C name when it is a package-level
    /// extern constant that no local declaration hides.
    pub fn const_style(&self, name: &str) -> crate::tir::ConstStyle {
        match self.interop.consts.get(name) {
            Some(&k) if !self.scopes.iter().any(|s| s.names.contains_key(name)) => {
                crate::tir::ConstStyle::Extern(k)
            }
            _ => crate::tir::ConstStyle::Plain,
        }
    }

    /// Applies the directives of a package-level var spec to its globals (`ids`, `None` for
    /// `_`). Returns whether the globals are extern (their initializer is not run).
    pub fn var_directives(
        &mut self,
        s: &ast::VarSpec,
        ids: &[Option<crate::tir::GlobalId>],
    ) -> bool {
        if s.directives.is_empty() {
            return false;
        }
        let dd = self.decl_directives(DeclWhat::Var, &s.directives);
        if let Some((name, _, span)) = &dd.ext {
            if name.is_some() && s.names.len() > 1 {
                self.push(
                    Diagnostic::error(*span, "//so:extern with a C name on several variables")
                        .label("one C name for several Go names")
                        .help("declare each variable in its own spec with its own //so:extern"),
                );
            }
        }
        if let Some((file, span)) = &dd.embed {
            self.embed(s, ids, file, *span);
        }
        for (n, id) in s.names.iter().zip(ids) {
            let Some(g) = id else { continue };
            let c = &mut self.globals[g.index()].c;
            c.volatile = dd.volatile;
            c.thread_local = dd.thread_local;
            c.attrs = dd.attrs.clone();
            c.embed = dd.embed.is_some();
            if let Some((name, _, _)) = &dd.ext {
                c.ext = Some(name.clone().unwrap_or_else(|| n.name.clone()));
            }
        }
        dd.ext.is_some()
    }

    /// `//so:embed file` on the var spec `s`: the file (relative to the source file) goes
    /// into the package's header (`.h`) or source (`.c`).
    fn embed(
        &mut self,
        s: &ast::VarSpec,
        ids: &[Option<crate::tir::GlobalId>],
        file: &str,
        span: Span,
    ) {
        let string = ids.len() == 1
            && ids[0].is_some_and(|g| {
                let t = self.globals[g.index()].ty;
                self.types.is_string(t) && !self.types.is_untyped(t)
            });
        if !string {
            self.push(
                Diagnostic::error(span, "//so:embed must stand on one string variable")
                    .label("not a single variable of type string")
                    .secondary(s.span, "declared here")
                    .help(format!(
                        "declare `var name string` right below `//so:embed {file}`"
                    )),
            );
            return;
        }
        let dir = self
            .interop
            .paths
            .get(&span.file())
            .and_then(|p| p.parent().map(|d| d.to_path_buf()))
            .unwrap_or_default();
        let path = dir.join(file);
        match std::fs::read_to_string(&path) {
            Ok(text) => {
                let list = if file.ends_with(".h") {
                    &mut self.interop.pkg.embed_h
                } else {
                    &mut self.interop.pkg.embed_c
                };
                list.push((file.to_string(), text));
            }
            Err(e) => {
                let reason = match e.kind() {
                    std::io::ErrorKind::NotFound => "no such file".to_string(),
                    _ => e.to_string(),
                };
                self.push(
                    Diagnostic::error(span, format!("cannot embed {file}: {reason}"))
                        .label("the file to embed")
                        .help("the path is relative to the directory of this source file"),
                );
            }
        }
    }

    /// The directives of function `id` (declared by `fd`): extern, inline, attributes.
    /// Returns whether it is extern (its body is not checked).
    pub fn func_directives(&mut self, fd: &ast::FuncDecl, id: FuncId) -> bool {
        if fd.directives.is_empty() {
            return false;
        }
        let what = if fd.recv.is_some() {
            DeclWhat::Method
        } else {
            DeclWhat::Func
        };
        let dd = self.decl_directives(what, &fd.directives);
        let name = fd.name.name.as_str();
        if (name == "main" || name == "init") && fd.recv.is_none() {
            if let Some((_, _, span)) = dd.ext {
                self.push(
                    Diagnostic::error(span, format!("func {name} cannot be //so:extern"))
                        .label("misplaced directive")
                        .help(format!("{name} is the program's own: declare the C function under another name")),
                );
                return false;
            }
        }
        let c = &mut self.funcs[id.index()].c;
        c.inline = dd.inline;
        c.attrs = dd.attrs;
        c.callsite = dd.callsite.is_some();
        let Some((c_name, nodecay, span)) = dd.ext else {
            return false;
        };
        if fd.body.is_some() {
            self.interop
                .ignored_names
                .extend(fd.body_qualifiers.iter().cloned());
        }
        let ty = self.funcs[id.index()].ty;
        let Some(sig) = self.types.sig(ty).cloned() else {
            return true;
        };
        let mut spans: Vec<Span> = Vec::new();
        if let Some(r) = &fd.recv {
            spans.push(r.ty.span);
        }
        spans.extend(fd.sig.params.iter().map(|p| p.ty.span));
        if sig.variadic && !nodecay {
            let sp = spans.last().copied().unwrap_or(span);
            self.push(
                Diagnostic::error(sp, "an //so:extern function cannot be variadic")
                    .label("variadic parameter")
                    .help("declare the parameters the C function takes, or use nodecay to pass the slice as So represents it"),
            );
        }
        let mut params = Vec::new();
        for (k, &t) in sig.params.iter().enumerate() {
            let sp = spans.get(k).copied().unwrap_or(span);
            params.push(self.param_decay(t, nodecay, sp));
        }
        let rspan = fd
            .sig
            .results
            .first()
            .map(|r| r.ty.span)
            .unwrap_or(fd.name.span);
        let result = match sig.results.as_slice() {
            [] => Decay::None,
            [t] => self.result_decay(*t, nodecay, rspan),
            _ if nodecay => Decay::None,
            _ => {
                self.push(
                    Diagnostic::error(rspan, "an //so:extern function returns at most one value")
                        .label("several results")
                        .help("C functions have one result: return a struct, or take pointers to the other results"),
                );
                Decay::None
            }
        };
        self.funcs[id.index()].c.ext = Some(Box::new(ExternFunc {
            c_name,
            params,
            result,
        }));
        true
    }

    /// How a parameter of type `t` of an extern function crosses into C.
    fn param_decay(&mut self, t: TypeId, nodecay: bool, span: Span) -> Decay {
        if nodecay || t == INVALID {
            return Decay::None;
        }
        match self.types.under_type(t).clone() {
            Type::Basic(b) if b.is_string() => Decay::CString,
            Type::Slice(_) => Decay::SlicePtr,
            Type::Interface(i) if i.methods.is_empty() && i.terms.is_none() => Decay::AnyPtr,
            Type::Interface(_) => {
                let d = self.types.display(t);
                self.push(
                    Diagnostic::error(span, format!("a C function cannot take an interface value of type {d}"))
                        .label("not a C type")
                        .help("take `any` (C receives the pointer it holds), a pointer, or use nodecay for a So-aware C function"),
                );
                Decay::None
            }
            Type::Func(s) => {
                self.check_callback_sig(&s, t, span);
                Decay::FuncPtr
            }
            Type::Array(..) => {
                self.push(
                    Diagnostic::error(span, "a C function cannot take an array by value")
                        .label("array parameter")
                        .help("take a pointer to the array (*[N]T) or a slice (C receives its first element's address)"),
                );
                Decay::None
            }
            _ => Decay::None,
        }
    }

    /// How the result of type `t` of an extern function comes back from C.
    fn result_decay(&mut self, t: TypeId, nodecay: bool, span: Span) -> Decay {
        if nodecay || t == INVALID {
            return Decay::None;
        }
        let bad = |c: &mut Self, what: &str, help: &str| {
            c.push(
                Diagnostic::error(span, format!("a C function cannot return {what}"))
                    .label("not a C result")
                    .help(help.to_string()),
            );
            Decay::None
        };
        match self.types.under_type(t).clone() {
            Type::Basic(b) if b.is_string() => Decay::CString,
            Type::Interface(i) if i.methods.is_empty() && i.terms.is_none() => Decay::AnyPtr,
            Type::Interface(_) => bad(
                self,
                "an interface value",
                "return `any` (a C pointer) or unsafe.Pointer",
            ),
            Type::Slice(_) => bad(
                self,
                "a slice",
                "return a pointer (*T) and make the slice with unsafe.Slice(p, n)",
            ),
            Type::Func(_) => bad(self, "a func value", "return unsafe.Pointer"),
            Type::Array(..) => bad(self, "an array", "return a pointer to it (*[N]T)"),
            _ => Decay::None,
        }
    }

    /// A func parameter of an extern function: C calls the function it is given, so each of
    /// its parameters and its result must be something C can pass (`any` through an adapter).
    fn check_callback_sig(&mut self, s: &Sig, t: TypeId, span: Span) {
        let tys: Vec<TypeId> = s.params.iter().chain(&s.results).copied().collect();
        for x in tys {
            if !self.c_passable(x) && !self.is_any(x) {
                let (d, ft) = (self.types.display(x), self.types.display(t));
                self.push(
                    Diagnostic::error(span, format!("C cannot call a {ft}: it has no C equivalent of {d}"))
                        .label("parameter C calls back through")
                        .help("use C-compatible types in the callback (numbers, pointers, unsafe.Pointer, structs, any); pass strings as *byte"),
                );
                return;
            }
        }
        if s.results.len() > 1 || s.variadic {
            let ft = self.types.display(t);
            self.push(
                Diagnostic::error(span, format!("C cannot call a {ft}"))
                    .label("parameter C calls back through")
                    .help("a C function pointer has fixed parameters and at most one result"),
            );
        }
    }

    /// Whether an import, unused by So code, is used by the Go bodies So does not check.
    pub fn import_for_go_only(&self, imp: &super::ImportState) -> bool {
        self.interop.ignored_names.contains(&imp.name)
    }

    pub fn is_any(&self, t: TypeId) -> bool {
        matches!(self.types.under_type(t), Type::Interface(i) if i.methods.is_empty() && i.terms.is_none())
    }

    /// Whether C passes a value of type `t` as So represents it.
    fn c_passable(&self, t: TypeId) -> bool {
        match self.types.under_type(t) {
            Type::Basic(b) => !b.is_string() && !b.is_untyped(),
            Type::Pointer(_) | Type::Struct(_) => true,
            _ => false,
        }
    }

    /// The arguments of a call of function `id`: for an extern function, checks what C needs
    /// (see the module comment) and replaces each function that C calls with `any` by its
    /// adapter.
    pub fn c_call_args(&mut self, id: FuncId, mut args: Vec<Expr>) -> Vec<Expr> {
        let Some(ext) = self.funcs[id.index()].c.ext.clone() else {
            return args;
        };
        // The type each `any` argument holds (`None`: nil).
        let mut held: Vec<Option<TypeId>> = Vec::new();
        for (k, a) in args.iter().enumerate() {
            if ext.params.get(k) != Some(&Decay::AnyPtr) {
                continue;
            }
            match self.any_pointer(a) {
                Ok(t) => held.push(t),
                Err(()) => {
                    let d = match &a.kind {
                        ExprKind::ToIface(_, x) => self.describe(x),
                        _ => self.describe(a),
                    };
                    self.push(
                        Diagnostic::error(a.span, format!("cannot pass {d} to C as any: C receives the pointer an any holds"))
                            .label("not a pointer the compiler can see")
                            .help("pass a pointer here, such as &v (C keeps the pointer, not a copy: v must outlive C's use of it)"),
                    );
                    held.push(None);
                }
            }
        }
        for k in 0..args.len() {
            if ext.params.get(k) != Some(&Decay::FuncPtr) {
                continue;
            }
            let a = &args[k];
            if matches!(a.kind, ExprKind::Nil) {
                continue;
            }
            if !self.require_plain_func(a, "a function passed to C") {
                continue;
            }
            let Some(sig) = self.types.sig(a.ty).cloned() else {
                continue;
            };
            let takes_any = sig
                .params
                .iter()
                .chain(&sig.results)
                .any(|t| self.is_any(*t));
            if !takes_any {
                continue;
            }
            let target = match &a.kind {
                ExprKind::Func(f) => *f,
                ExprKind::Convert(_, _, x) if matches!(x.kind, ExprKind::Func(_)) => {
                    let ExprKind::Func(f) = x.kind else { continue };
                    f
                }
                _ => {
                    self.push(
                        Diagnostic::error(a.span, "a method with a pointer receiver passed to C cannot take any")
                            .label("C calls it through an adapter the compiler makes for top-level functions")
                            .help("wrap the call in a top-level function and pass its name"),
                    );
                    continue;
                }
            };
            if held.len() != 1 {
                let d = self.types.display(a.ty);
                self.push(
                    Diagnostic::error(
                        a.span,
                        format!(
                            "a {d} passed to C needs exactly one any argument in the same call"
                        ),
                    )
                    .label("C gives this function the call's any argument")
                    .help("pass the function and the one any argument C gives it in the same call"),
                );
                continue;
            }
            if sig.results.iter().any(|t| self.is_any(*t)) {
                self.interop.nil_results.push((target, a.span));
            }
            if self.generic_mode {
                continue;
            }
            let adapter = self.adapter(target, &sig, held[0], a.span);
            args[k].kind = ExprKind::Func(adapter);
        }
        args
    }

    /// The pointer type an `any` argument holds (`None` for nil), or `Err` when the call
    /// cannot see a pointer.
    fn any_pointer(&self, a: &Expr) -> Result<Option<TypeId>, ()> {
        match &a.kind {
            ExprKind::Nil => Ok(None),
            ExprKind::ToIface(_, x) => match self.types.under_type(x.ty) {
                Type::Pointer(_) | Type::Basic(Basic::UnsafePointer) => Ok(Some(x.ty)),
                _ => Err(()),
            },
            _ => Err(()),
        }
    }

    /// The adapter through which C calls So function `target` (of signature `sig`) whose
    /// `any` parameters are given the call's `any` argument, a value of type `held` (nil when
    /// `None`): a function taking `unsafe.Pointer` for each `any` that rebuilds the `any`
    /// and calls `target` (giving C the pointer of an `any` result, which must be nil or the
    /// argument, with its type noted: `Builtin::CResult`).
    fn adapter(&mut self, target: FuncId, sig: &Sig, held: Option<TypeId>, span: Span) -> FuncId {
        if let Some(&a) = self.interop.adapters.get(&(target, held)) {
            return a;
        }
        let up = self.types.basic(Basic::UnsafePointer);
        let mut locals = Vec::new();
        let mut params = Vec::new();
        let mut c_params = Vec::new();
        let mut args = Vec::new();
        for (k, &t) in sig.params.iter().enumerate() {
            let is_any = self.is_any(t);
            let lt = if is_any { up } else { t };
            let id = LocalId(locals.len() as u32);
            locals.push(Local {
                name: if is_any {
                    "arg".into()
                } else {
                    format!("p{k}")
                },
                ty: lt,
                kind: LocalKind::Param,
                storage: Storage::Value,
                addressed: false,
                read: false,
            });
            params.push(id);
            c_params.push(lt);
            let p = Expr::new(lt, ExprKind::Local(id), span);
            let arg = if !is_any {
                p
            } else {
                match held {
                    None => Expr::new(t, ExprKind::Nil, span),
                    Some(h) => {
                        let v = if h == up {
                            p
                        } else {
                            Expr::new(
                                h,
                                ExprKind::Convert(
                                    ConvKind::Cast,
                                    crate::tir::Alloc::Frame,
                                    Box::new(p),
                                ),
                                span,
                            )
                        };
                        Expr::new(t, ExprKind::ToIface(Boxing::Inline, Box::new(v)), span)
                    }
                }
            };
            args.push(arg);
        }
        let rt = self.result_type(&sig.results);
        let call = Expr::new(rt, ExprKind::Call(target, args), span);
        let (c_results, body) = match sig.results.first() {
            None => (Vec::new(), vec![Stmt::new(StmtKind::Expr(call))]),
            Some(&r) if self.is_any(r) => (
                vec![up],
                vec![Stmt::new(StmtKind::Return(vec![Expr::new(
                    up,
                    ExprKind::Builtin(Builtin::CResult, vec![call]),
                    span,
                )]))],
            ),
            Some(_) => (
                sig.results.clone(),
                vec![Stmt::new(StmtKind::Return(vec![call]))],
            ),
        };
        let ty = self.types.intern(Type::Func(Sig {
            params: c_params,
            results: c_results,
            variadic: false,
        }));
        let n = self
            .interop
            .adapters
            .keys()
            .filter(|(f, _)| *f == target)
            .count();
        let base = self.funcs[target.index()].name.clone();
        let name = if n == 0 {
            format!("{base}__c")
        } else {
            format!("{base}__c{}", n + 1)
        };
        let id = FuncId(self.funcs.len() as u32);
        let c = crate::tir::interop::FuncC {
            adapter_of: Some(target),
            ..Default::default()
        };
        self.funcs.push(Func {
            pkg: self.pkg,
            name,
            targs: Vec::new(),
            kind: FuncKind::Func,
            exported: false,
            ty,
            params,
            named_results: Vec::new(),
            locals,
            labels: Vec::new(),
            breakables: Vec::new(),
            body: Some(body),
            doc: Vec::new(),
            span,
            reachable: false,
            c,
            results: Default::default(),
            escapes: false,
            sites: Default::default(),
        });
        self.pkg_funcs.push(id);
        self.interop.adapters.insert((target, held), id);
        id
    }

    /// After every body is checked: extern functions used other than by a call, functions
    /// given to C whose `any` result may not be nil, and `//so:inline` functions that use
    /// what only the package's source file has.
    pub fn interop_checks(&mut self) {
        let funcs: Vec<FuncId> = self.pkg_funcs.clone();
        let mut diags = Vec::new();
        for &f in &funcs {
            let func = &self.funcs[f.index()];
            if func.c.adapter_of.is_some() {
                continue;
            }
            let Some(body) = &func.body else { continue };
            let mut v = UseCheck {
                funcs: &self.funcs,
                inline: func.c.inline,
                name: func.name.clone(),
                diags: Vec::new(),
            };
            v.visit_stmts(body);
            diags.extend(v.diags);
        }
        for (target, span) in std::mem::take(&mut self.interop.nil_results) {
            let f = &self.funcs[target.index()];
            let Some(body) = &f.body else { continue };
            // The any parameter, if the function never changes it: it holds the pointer C gave.
            let given: Vec<LocalId> = f
                .params
                .iter()
                .copied()
                .filter(|&p| self.is_any(f.locals[p.index()].ty) && unchanged(body, p))
                .collect();
            if let Some(bad) = non_nil_return(body, &f.named_results, &given, f.span) {
                let name = f.name.clone();
                diags.push(
                    Diagnostic::error(span, format!("{name} is passed to C, which cannot hold the any it may return"))
                        .label("C calls this function")
                        .secondary(bad, "returns a value that is neither nil nor the argument C gave")
                        .help("return nil or the function's any argument unchanged, and give other results back through the argument (write them into *arg)"),
                );
            }
        }
        for d in diags {
            self.push(d);
        }
    }
}

/// The span of a return statement that may return an `any` C cannot hold (`None` if every
/// return gives nil or one of the `given` parameters, which hold the pointer C passed).
fn non_nil_return(
    body: &[Stmt],
    named: &[LocalId],
    given: &[LocalId],
    fspan: Span,
) -> Option<Span> {
    struct R<'n> {
        named: &'n [LocalId],
        given: &'n [LocalId],
        fspan: Span,
        bad: Option<Span>,
    }
    impl Visitor for R<'_> {
        fn visit_stmt(&mut self, s: &Stmt) {
            if let StmtKind::Return(vals) = &s.kind {
                if vals.is_empty() && !self.named.is_empty() && self.bad.is_none() {
                    self.bad = Some(self.fspan);
                }
                for v in vals {
                    let nil = match v.kind {
                        ExprKind::Nil | ExprKind::Zero => true,
                        ExprKind::Local(l) => self.given.contains(&l),
                        _ => false,
                    };
                    if !nil && self.bad.is_none() {
                        self.bad = Some(v.span);
                    }
                }
            }
            crate::tir::visit::walk_stmt(self, s);
        }
        // Function literals are functions of their own.
        fn visit_expr(&mut self, _: &Expr) {}
    }
    let mut r = R {
        named,
        given,
        fspan,
        bad: None,
    };
    r.visit_stmts(body);
    r.bad
}

/// Whether local `id` keeps the value it starts with in `body`: it is never assigned and its
/// address is never taken (a function literal captures a variable by its address).
fn unchanged(body: &[Stmt], id: LocalId) -> bool {
    struct U {
        id: LocalId,
        changed: bool,
    }
    impl U {
        fn target(&mut self, e: Option<&Expr>) {
            if matches!(e, Some(Expr { kind: ExprKind::Local(l), .. }) if *l == self.id) {
                self.changed = true;
            }
        }
    }
    impl Visitor for U {
        fn visit_stmt(&mut self, s: &Stmt) {
            match &s.kind {
                StmtKind::Assign(lhs, _)
                | StmtKind::OpAssign(lhs, _, _)
                | StmtKind::IncDec(lhs, _) => self.target(Some(lhs)),
                StmtKind::AssignMulti { lhs, .. } => {
                    for l in lhs {
                        self.target(l.as_ref());
                    }
                }
                StmtKind::Range { key, value, .. } => {
                    self.target(key.as_ref());
                    self.target(value.as_ref());
                }
                _ => {}
            }
            crate::tir::visit::walk_stmt(self, s);
        }
        fn visit_expr(&mut self, e: &Expr) {
            if let ExprKind::AddrOf(x) = &e.kind {
                self.target(Some(x));
            }
            walk_expr(self, e);
        }
    }
    let mut u = U { id, changed: false };
    u.visit_stmts(body);
    !u.changed
}

/// Uses of extern functions that are not calls, and what an inline function may not use.
struct UseCheck<'c> {
    funcs: &'c [Func],
    inline: bool,
    name: String,
    diags: Vec<Diagnostic>,
}

impl UseCheck<'_> {
    fn is_extern(&self, f: FuncId) -> bool {
        self.funcs[f.index()].c.ext.is_some()
    }
    fn not_inline(&mut self, span: Span, what: &str) {
        let n = self.name.clone();
        self.diags.push(
            Diagnostic::error(span, format!("//so:inline function {n} uses {what}"))
                .label("defined only in the package's source file")
                .help("an inline function lives in the header, compiled by every package that includes it: it may not use what only the package's source file defines; drop //so:inline otherwise"),
        );
    }
}

impl Visitor for UseCheck<'_> {
    fn visit_expr(&mut self, e: &Expr) {
        match &e.kind {
            ExprKind::Func(f) | ExprKind::PtrMethod(f) | ExprKind::MethodValue(f, _)
                if self.is_extern(*f) =>
            {
                let n = self.funcs[f.index()].name.clone();
                self.diags.push(
                    Diagnostic::error(
                        e.span,
                        format!("cannot use //so:extern function {n} as a value"),
                    )
                    .label("C provides it: it can only be called")
                    .help(format!(
                        "call {n} directly, or wrap the call in a top-level function and use that"
                    )),
                );
            }
            _ => {}
        }
        if self.inline {
            match &e.kind {
                ExprKind::PtrMethod(_) => self.not_inline(e.span, "a method expression"),
                ExprKind::Closure(..) => self.not_inline(e.span, "a function literal"),
                ExprKind::MethodValue(..) => self.not_inline(e.span, "a method value"),
                ExprKind::ToIface(..)
                | ExprKind::IfaceConv(_)
                | ExprKind::TypeAssert(..)
                | ExprKind::TypeIs(..)
                | ExprKind::IfaceCall(..) => self.not_inline(e.span, "interface values"),
                ExprKind::Compare(_, crate::tir::EqKind::Composite, ..) => {
                    self.not_inline(e.span, "== on structs or arrays")
                }
                _ => {}
            }
        }
        walk_expr(self, e);
    }
    fn visit_stmt(&mut self, s: &Stmt) {
        if self.inline {
            if let StmtKind::Defer(e) = &s.kind {
                // The deferred call is a thunk defined in the source file.
                self.not_inline(e.span, "defer");
            }
        }
        crate::tir::visit::walk_stmt(self, s);
    }
}

/// The imports of a file that So does not load: `unsafe` (the compiler's own) and packages of
/// Go's standard library that only the Go bodies of `//so:extern` functions use (by name, as
/// the loader sees it before checking; So code that uses one gets the checker's diagnostic).
pub fn not_loaded(f: &ast::File, path: &str) -> bool {
    if path == super::unsafe_pkg::UNSAFE {
        return true;
    }
    let std = !path.split('/').next().unwrap_or(path).contains('.');
    if !std {
        return false;
    }
    let Some(imp) = f.imports.iter().find(|i| i.path == path) else {
        return false;
    };
    let name = imp
        .name
        .clone()
        .unwrap_or_else(|| path.rsplit('/').next().unwrap_or(path).to_string());
    f.decls.iter().any(|d| match d {
        ast::Decl::Func(fd) => {
            fd.body.is_some()
                && fd
                    .directives
                    .iter()
                    .any(|x| matches!(x.kind, DirectiveKind::Extern { .. }))
                && fd.body_qualifiers.contains(&name)
        }
        ast::Decl::Gen(_) => false,
    })
}

/// The value of key `key` in a struct tag, as `reflect.StructTag.Get` reads it (`None` when
/// the key is absent or the tag is not in the conventional format).
pub fn tag_lookup(tag: &str, key: &str) -> Option<String> {
    let mut rest = tag;
    loop {
        rest = rest.trim_start_matches(' ');
        if rest.is_empty() {
            return None;
        }
        let colon = rest.find(|c: char| c <= ' ' || c == ':' || c == '"' || c == '\x7f')?;
        if !rest[colon..].starts_with(":\"") || colon == 0 {
            return None;
        }
        let name = &rest[..colon];
        let body = &rest[colon + 2..];
        // The quoted value ends at the first unescaped quote.
        let mut end = None;
        let mut escaped = false;
        for (i, c) in body.char_indices() {
            match c {
                '\\' if !escaped => escaped = true,
                '"' if !escaped => {
                    end = Some(i);
                    break;
                }
                _ => escaped = false,
            }
        }
        let end = end?;
        let raw = &body[..end];
        rest = &body[end + 1..];
        if name == key {
            let unq = crate::syntax::lower::unescape(raw, '"').ok()?;
            return String::from_utf8(unq).ok();
        }
    }
}

impl Checker<'_> {
    /// The C name a struct field's `c:"name"` tag gives it.
    pub fn c_tag(&mut self, f: &ast::Field) -> Option<String> {
        let (tag, span) = f.tag.as_ref()?;
        let name = tag_lookup(tag, "c")?;
        if !crate::syntax::directives::is_c_ident(&name) {
            self.push(
                Diagnostic::error(*span, format!("c:\"{name}\" is not a C identifier"))
                    .label("the field's C name")
                    .help("write the name of the C struct's field, such as c:\"tv_sec\""),
            );
            return None;
        }
        if f.names.len() > 1 {
            self.push(
                Diagnostic::error(*span, format!("c:\"{name}\" names several fields"))
                    .label("one C name for several Go fields")
                    .help("declare each field on its own line with its own tag"),
            );
            return None;
        }
        Some(name)
    }
}
