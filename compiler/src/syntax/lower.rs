//! Lowering of the tree-sitter CST into the compiler's own AST (`ast.rs`).
//!
//! Every Go construct gets its own node, including those the checker rejects (it reports them
//! by kind, see `check/unsupported.rs`).

use crate::diag::Diagnostic;
use crate::syntax::ast::*;
use crate::syntax::directives;
use std::collections::HashSet;
use tree_sitter::Node;

pub struct Lower<'a> {
    src: &'a str,
    file: usize,
    pub diags: Vec<Diagnostic>,
    depth: usize,
    /// How deep the type being lowered is nested.
    type_depth: usize,
    type_depth_reported: bool,
    /// Start bytes of the `//so:` comments already read (attached, or reported as malformed);
    /// the others are misplaced.
    directives_seen: HashSet<usize>,
    /// Names used as `X.` qualifiers (packages, or values) in the function body being lowered.
    qualifiers: HashSet<String>,
    /// Malformed, unknown and misplaced directives (reported by the checker with its own
    /// errors: they do not stop checking as syntax errors do).
    directive_diags: Vec<Diagnostic>,
    /// Local names of `//go:linkname` lines.
    linknamed: Vec<String>,
}

/// Deeper nesting than this is reported instead of risking the compiler's stack.
const MAX_DEPTH: usize = 2000;

/// Types nested deeper than this are reported: no real program comes near it, and the C
/// compiler's time grows quickly with the depth of a type.
pub const MAX_TYPE_DEPTH: usize = 100;

pub fn lower_file(root: Node, src: &str, file: usize) -> (File, Vec<Diagnostic>) {
    let mut l = Lower {
        src,
        file,
        diags: Vec::new(),
        depth: 0,
        type_depth: 0,
        type_depth_reported: false,
        directives_seen: HashSet::new(),
        qualifiers: HashSet::new(),
        directive_diags: Vec::new(),
        linknamed: Vec::new(),
    };
    let mut f = l.source_file(root);
    l.misplaced_directives(root);
    let mut ds = std::mem::take(&mut l.directive_diags);
    ds.sort_by_key(|d| d.primary.as_ref().map(|p| p.0.lo()));
    f.directive_errors = ds;
    f.linknamed = std::mem::take(&mut l.linknamed);
    (f, l.diags)
}

/// In Go a parameter list is either all named or all unnamed. tree-sitter sometimes reads the
/// leading names of a long group (`_, _, ..., x int`) as unnamed parameters of those types; when
/// the list also has named parameters, such a single-identifier "type" is a name that shares the
/// type of the next named parameter.
fn regroup_params(ps: &mut [Param]) {
    if !ps.iter().any(|p| p.name.is_some()) || ps.iter().all(|p| p.name.is_some()) {
        return;
    }
    for k in (0..ps.len()).rev() {
        if ps[k].name.is_some() {
            continue;
        }
        let TypeExprKind::Name(id) = &ps[k].ty.kind else {
            continue;
        };
        let Some(next) = ps[k + 1..].iter().find(|p| p.name.is_some()) else {
            continue;
        };
        // `x, y ...int`: x is variadic too, which the checker reports (not the final
        // parameter), as Go does.
        let (ty, variadic) = (next.ty.clone(), next.variadic);
        let id = id.clone();
        ps[k].name = Some(id);
        ps[k].ty = ty;
        ps[k].variadic = variadic;
    }
}

/// A directive that is not right above a declaration it can apply to.
fn misplaced_diag(span: Span, name: &str) -> Diagnostic {
    let help = if name == "include" || name == "link" {
        format!("put //so:{name} at the top level of the file, outside declarations")
    } else {
        format!("put //so:{name} on the line right above the declaration it applies to, with no blank line in between")
    };
    Diagnostic::error(span, format!("misplaced directive //so:{name}"))
        .label("no declaration follows this directive")
        .help(help)
}

/// `//go:linkname`: Go's directive naming a linker symbol of Go's runtime or another
/// package. So's C has no such symbols, so it is refused rather than silently ignored.
fn linkname_diag(span: Span) -> Diagnostic {
    let mut d = Diagnostic::error(span, "//go:linkname is not supported in So")
        .label("names a symbol of Go's linker")
        .help("call C through a function declared with //so:extern, or call the Go function by its name");
    d.class = crate::diag::Class::Unsupported;
    d
}

fn comment_text(raw: &str) -> String {
    if let Some(s) = raw.strip_prefix("//") {
        s.strip_prefix(' ').unwrap_or(s).trim_end().to_string()
    } else {
        let s = raw.trim_start_matches("/*").trim_end_matches("*/");
        s.trim().to_string()
    }
}

impl<'a> Lower<'a> {
    fn span(&self, n: Node) -> Span {
        Span::new(self.file, n.start_byte(), n.end_byte())
    }
    fn text(&self, n: Node) -> &'a str {
        self.src.get(n.start_byte()..n.end_byte()).unwrap_or("")
    }
    fn ident(&self, n: Node) -> Ident {
        Ident {
            name: self.text(n).to_string(),
            span: self.span(n),
        }
    }
    fn err(&mut self, span: Span, msg: impl Into<String>) {
        self.diags.push(Diagnostic::error(span, msg));
    }

    fn named_children<'t>(&self, n: Node<'t>) -> Vec<Node<'t>> {
        let mut c = n.walk();
        n.named_children(&mut c).filter(|x| !x.is_extra()).collect()
    }

    fn source_file(&mut self, root: Node) -> File {
        let mut package = Ident {
            name: String::new(),
            span: Span::new(self.file, 0, 0),
        };
        let mut imports = Vec::new();
        let mut decls = Vec::new();
        let mut file_directives = Vec::new();
        let mut doc: Vec<String> = Vec::new();
        // The directives of the comment group being read.
        let mut dirs: Vec<Directive> = Vec::new();
        let mut last_comment_row: Option<usize> = None;
        let mut c = root.walk();
        for n in root.named_children(&mut c) {
            if n.kind() == "comment" {
                let row = n.start_position().row;
                if last_comment_row.is_some_and(|r| r + 1 != row) {
                    doc.clear();
                    self.keep_file_level(&mut dirs, &mut file_directives);
                }
                let raw = self.text(n);
                if directives::is_directive(raw) {
                    if let Some(d) = self.directive(n) {
                        dirs.push(d);
                    }
                } else {
                    doc.push(comment_text(raw));
                }
                last_comment_row = Some(n.end_position().row);
                continue;
            }
            // A doc comment must end on the line right before the declaration.
            if last_comment_row.is_none_or(|r| r + 1 != n.start_position().row) {
                doc.clear();
                self.keep_file_level(&mut dirs, &mut file_directives);
            }
            let mut d = std::mem::take(&mut doc);
            // The blank `//` line Go puts between a doc comment and its directives.
            while d.last().is_some_and(|l| l.is_empty()) {
                d.pop();
            }
            let (file_level, own): (Vec<Directive>, Vec<Directive>) = std::mem::take(&mut dirs)
                .into_iter()
                .partition(|d| d.kind.is_file_level());
            file_directives.extend(file_level);
            last_comment_row = None;
            match n.kind() {
                "package_clause" => {
                    self.misplaced(own);
                    if let Some(id) = self.named_children(n).first() {
                        package = self.ident(*id);
                    }
                }
                "import_declaration" => {
                    self.misplaced(own);
                    self.imports(n, &mut imports)
                }
                "function_declaration" | "method_declaration" => {
                    decls.push(Decl::Func(self.func_decl(n, d, own)))
                }
                "var_declaration" | "const_declaration" | "type_declaration" => {
                    if let Some(g) = self.gen_decl(n, d, own) {
                        decls.push(Decl::Gen(g));
                    }
                }
                _ => {
                    self.misplaced(own);
                    let s = self.span(n);
                    self.err(
                        s,
                        "syntax error: non-declaration statement outside function body",
                    );
                }
            }
        }
        self.keep_file_level(&mut dirs, &mut file_directives);
        File {
            package,
            imports,
            decls,
            directives: file_directives,
            directive_errors: Vec::new(),
            linknamed: Vec::new(),
            path: None,
        }
    }

    /// A comment group that ends without a declaration after it: its file-level directives
    /// are the file's; the others are misplaced.
    fn keep_file_level(&mut self, dirs: &mut Vec<Directive>, file: &mut Vec<Directive>) {
        for d in std::mem::take(dirs) {
            if d.kind.is_file_level() {
                file.push(d);
            } else {
                self.directive_diags.push(misplaced_diag(d.span, d.name()));
            }
        }
    }

    /// Reads the directive comment `n` (marking it read); a malformed one is reported.
    fn directive(&mut self, n: Node) -> Option<Directive> {
        self.directives_seen.insert(n.start_byte());
        match directives::parse(self.text(n), self.span(n)) {
            Ok(d) => Some(d),
            Err(e) => {
                self.directive_diags.push(*e);
                None
            }
        }
    }

    /// Directives read where no declaration can take them.
    fn misplaced(&mut self, ds: Vec<Directive>) {
        for d in ds {
            self.directive_diags.push(misplaced_diag(d.span, d.name()));
        }
    }

    /// Every `//so:` comment that no declaration took (inside a function, a struct, an
    /// argument list, or separated from the declaration by a blank line) is reported.
    fn misplaced_directives(&mut self, root: Node) {
        let mut cursor = root.walk();
        let mut stack = vec![root];
        while let Some(n) = stack.pop() {
            if n.kind() == "comment" {
                let raw = self.text(n);
                if let Some(rest) = raw.strip_prefix("//go:linkname ") {
                    self.directive_diags.push(linkname_diag(self.span(n)));
                    if let Some(local) = rest.split_whitespace().next() {
                        self.linknamed.push(local.to_string());
                    }
                }
                if directives::is_directive(raw) && !self.directives_seen.contains(&n.start_byte())
                {
                    // An unknown or malformed directive is reported as such first.
                    match directives::parse(raw, self.span(n)) {
                        Ok(d) => self.directive_diags.push(misplaced_diag(d.span, d.name())),
                        Err(e) => self.directive_diags.push(*e),
                    }
                }
                continue;
            }
            let kids: Vec<Node> = n.children(&mut cursor).collect();
            stack.extend(kids.into_iter().rev());
        }
    }

    /// The non-comment named children of `n`, each with the directives of the comment lines
    /// right above it (within `n`).
    fn children_with_directives<'t>(&mut self, n: Node<'t>) -> Vec<(Node<'t>, Vec<Directive>)> {
        let mut out = Vec::new();
        let mut run: Vec<Node<'t>> = Vec::new();
        let mut c = n.walk();
        let kids: Vec<Node<'t>> = n.named_children(&mut c).collect();
        for k in kids {
            if k.kind() == "comment" {
                if run
                    .last()
                    .is_some_and(|r| r.end_position().row + 1 != k.start_position().row)
                {
                    run.clear();
                }
                run.push(k);
                continue;
            }
            let adjacent = run
                .last()
                .is_some_and(|r| r.end_position().row + 1 == k.start_position().row);
            let mut ds = Vec::new();
            if adjacent {
                for r in std::mem::take(&mut run) {
                    if directives::is_directive(self.text(r)) {
                        ds.extend(self.directive(r));
                    }
                }
            }
            run.clear();
            out.push((k, ds));
        }
        out
    }

    fn imports(&mut self, n: Node, out: &mut Vec<Import>) {
        for c in self.named_children(n) {
            match c.kind() {
                "import_spec" => {
                    let path = c
                        .child_by_field_name("path")
                        .map(|p| {
                            self.text(p)
                                .trim_matches(|ch| ch == '"' || ch == '`')
                                .to_string()
                        })
                        .unwrap_or_default();
                    let name = c
                        .child_by_field_name("name")
                        .map(|x| self.text(x).to_string());
                    out.push(Import {
                        path,
                        name,
                        span: self.span(c),
                    });
                }
                "import_spec_list" => self.imports(c, out),
                _ => {}
            }
        }
    }

    fn func_decl(&mut self, n: Node, doc: Vec<String>, directives: Vec<Directive>) -> FuncDecl {
        let name = n
            .child_by_field_name("name")
            .map(|x| self.ident(x))
            .unwrap_or(Ident {
                name: "_".into(),
                span: self.span(n),
            });
        let recv = n.child_by_field_name("receiver").and_then(|r| {
            let ps = self.params(r);
            ps.into_iter().next()
        });
        let tparams = self.type_params(n);
        let sig = self.sig(n);
        let saved = std::mem::take(&mut self.qualifiers);
        let body = n.child_by_field_name("body").map(|b| self.block(b));
        let mut body_qualifiers: Vec<String> = std::mem::replace(&mut self.qualifiers, saved)
            .into_iter()
            .collect();
        body_qualifiers.sort();
        FuncDecl {
            body_qualifiers,
            name,
            recv,
            tparams,
            sig,
            body,
            doc,
            span: self.span(n),
            directives,
        }
    }

    /// The type parameters of a declaration (`type_parameters` field).
    fn type_params(&mut self, n: Node) -> TypeParams {
        let Some(list) = n.child_by_field_name("type_parameters") else {
            return TypeParams::default();
        };
        let mut params = Vec::new();
        for d in self.named_children(list) {
            if d.kind() != "type_parameter_declaration" {
                continue;
            }
            let constraint = match d.child_by_field_name("type") {
                Some(t) => self.ty(t),
                None => self.bad_type(self.span(d), "type parameter without a constraint"),
            };
            let mut c = d.walk();
            let names: Vec<Node> = d
                .children_by_field_name("name", &mut c)
                .filter(|x| x.is_named())
                .collect();
            for nm in names {
                params.push(TypeParam {
                    name: self.ident(nm),
                    constraint: constraint.clone(),
                });
            }
        }
        TypeParams {
            params,
            span: Some(self.span(list)),
        }
    }

    fn bad_type(&mut self, span: Span, msg: &str) -> TypeExpr {
        self.err(span, format!("syntax error: {msg}"));
        TypeExpr {
            kind: TypeExprKind::Bad,
            span,
        }
    }

    /// Reports a syntax error and gives the node kind that stands for it.
    fn bad_expr(&mut self, span: Span, msg: &str) -> ExprKind {
        self.err(span, format!("syntax error: {msg}"));
        ExprKind::Bad
    }

    fn sig(&mut self, n: Node) -> FuncSig {
        let params = n
            .child_by_field_name("parameters")
            .map(|p| self.params(p))
            .unwrap_or_default();
        let results = match n.child_by_field_name("result") {
            None => Vec::new(),
            Some(r) if r.kind() == "parameter_list" => self.params(r),
            Some(r) => {
                let ty = self.ty(r);
                vec![Param {
                    name: None,
                    ty,
                    variadic: false,
                    span: self.span(r),
                }]
            }
        };
        FuncSig {
            params,
            results,
            span: self.span(n),
        }
    }

    fn params(&mut self, n: Node) -> Vec<Param> {
        let mut out = Vec::new();
        for p in self.named_children(n) {
            let variadic = p.kind() == "variadic_parameter_declaration";
            let Some(tn) = p.child_by_field_name("type") else {
                continue;
            };
            let ty = self.ty(tn);
            let mut c = p.walk();
            let names: Vec<Node> = p
                .children_by_field_name("name", &mut c)
                .filter(|x| x.is_named())
                .collect();
            if names.is_empty() {
                out.push(Param {
                    name: None,
                    ty,
                    variadic,
                    span: self.span(p),
                });
            } else {
                for nm in names {
                    out.push(Param {
                        name: Some(self.ident(nm)),
                        ty: ty.clone(),
                        variadic,
                        span: self.span(nm),
                    });
                }
            }
        }
        regroup_params(&mut out);
        self.mixed_params(&mut out);
        out
    }

    /// In Go a parameter list is either all named or all unnamed: where some are named (after
    /// `regroup_params`), a lone name is a parameter without a type and a lone type a parameter
    /// without a name, reported with Go's syntax errors. The name gets an unreadable type so
    /// nothing else is said about it.
    fn mixed_params(&mut self, ps: &mut [Param]) {
        if !ps.iter().any(|p| p.name.is_some()) {
            return;
        }
        for p in ps.iter_mut().filter(|p| p.name.is_none()) {
            if let TypeExprKind::Name(id) = &p.ty.kind {
                let at = Span::new(self.file, p.span.hi(), p.span.hi());
                self.diags.push(
                    Diagnostic::error(at, "syntax error: missing parameter type")
                        .label("a type is expected after this name"),
                );
                p.name = Some(id.clone());
                p.ty = TypeExpr {
                    kind: TypeExprKind::Bad,
                    span: p.ty.span,
                };
            } else {
                let at = Span::new(self.file, p.span.lo(), p.span.lo());
                self.diags.push(
                    Diagnostic::error(at, "syntax error: missing parameter name")
                        .label("a name is expected before this type"),
                );
            }
        }
    }

    fn gen_decl(&mut self, n: Node, doc: Vec<String>, group: Vec<Directive>) -> Option<GenDecl> {
        // Directives above the group apply to each spec, those above a spec to it.
        let with_group = |ds: Vec<Directive>| -> Vec<Directive> {
            let mut all = group.clone();
            all.extend(ds);
            all
        };
        match n.kind() {
            "var_declaration" => {
                let mut specs = Vec::new();
                let mut items = Vec::new();
                for (ch, ds) in self.children_with_directives(n) {
                    if ch.kind() == "var_spec_list" {
                        items.extend(self.children_with_directives(ch));
                    } else {
                        items.push((ch, ds));
                    }
                }
                for (s, ds) in items {
                    if s.kind() != "var_spec" {
                        continue;
                    }
                    let mut c = s.walk();
                    let names = s
                        .children_by_field_name("name", &mut c)
                        .filter(|x| x.is_named())
                        .map(|x| self.ident(x))
                        .collect();
                    let ty = s.child_by_field_name("type").map(|t| self.ty(t));
                    let values = s
                        .child_by_field_name("value")
                        .map(|v| self.expr_list(v))
                        .unwrap_or_default();
                    specs.push(VarSpec {
                        names,
                        ty,
                        values,
                        span: self.span(s),
                        doc: doc.clone(),
                        directives: with_group(ds),
                    });
                }
                Some(GenDecl::Var(specs))
            }
            "const_declaration" => {
                let mut specs: Vec<ConstSpec> = Vec::new();
                let mut iota = 0;
                for (s, ds) in self.children_with_directives(n) {
                    if s.kind() != "const_spec" {
                        continue;
                    }
                    let mut c = s.walk();
                    let names: Vec<Ident> = s
                        .children_by_field_name("name", &mut c)
                        .filter(|x| x.is_named())
                        .map(|x| self.ident(x))
                        .collect();
                    let mut ty = s.child_by_field_name("type").map(|t| self.ty(t));
                    let mut values = s
                        .child_by_field_name("value")
                        .map(|v| self.expr_list(v))
                        .unwrap_or_default();
                    if values.is_empty() {
                        // Implicit repetition of the previous spec's type and values.
                        if ty.is_some() {
                            let sp = self.span(s);
                            self.err(sp, "missing init expr for const declaration");
                        }
                        if let Some(prev) = specs.last() {
                            ty = prev.ty.clone();
                            values = prev.values.clone();
                        } else {
                            let sp = self.span(s);
                            self.err(sp, "missing init expr for const declaration");
                        }
                    }
                    specs.push(ConstSpec {
                        names,
                        ty,
                        values,
                        iota,
                        span: self.span(s),
                        directives: with_group(ds),
                    });
                    iota += 1;
                }
                Some(GenDecl::Const(specs))
            }
            "type_declaration" => {
                let mut specs = Vec::new();
                for (s, ds) in self.children_with_directives(n) {
                    let alias = s.kind() == "type_alias";
                    if !alias && s.kind() != "type_spec" {
                        continue;
                    }
                    let Some(nm) = s.child_by_field_name("name") else {
                        continue;
                    };
                    let Some(tn) = s.child_by_field_name("type") else {
                        continue;
                    };
                    let tparams = self.type_params(s);
                    specs.push(TypeSpec {
                        name: self.ident(nm),
                        alias,
                        tparams,
                        ty: self.ty(tn),
                        doc: doc.clone(),
                        directives: with_group(ds),
                    });
                }
                Some(GenDecl::Type(specs))
            }
            _ => None,
        }
    }

    fn ty(&mut self, n: Node) -> TypeExpr {
        let span = self.span(n);
        if self.type_depth >= MAX_TYPE_DEPTH {
            if !self.type_depth_reported {
                self.type_depth_reported = true;
                self.diags.push(
                    Diagnostic::error(
                        span,
                        format!("type nested too deeply (more than {MAX_TYPE_DEPTH} levels)"),
                    )
                    .label("nesting limit reached here")
                    .help("give the inner part of the type a name with a type declaration"),
                );
            }
            return TypeExpr {
                kind: TypeExprKind::Bad,
                span,
            };
        }
        self.type_depth += 1;
        let t = self.ty_inner(n, span);
        self.type_depth -= 1;
        t
    }

    fn ty_inner(&mut self, n: Node, span: Span) -> TypeExpr {
        let kind = match n.kind() {
            "type_identifier" | "identifier" => TypeExprKind::Name(self.ident(n)),
            "qualified_type" => {
                let p = n.child_by_field_name("package").map(|x| self.ident(x));
                if let Some(p) = &p {
                    self.qualifiers.insert(p.name.clone());
                }
                let nm = n.child_by_field_name("name").map(|x| self.ident(x));
                match (p, nm) {
                    (Some(p), Some(nm)) => TypeExprKind::Qualified(p, nm),
                    _ => return self.bad_type(span, "incomplete qualified type"),
                }
            }
            "pointer_type" => match self.named_children(n).first() {
                Some(t) => TypeExprKind::Pointer(Box::new(self.ty(*t))),
                None => return self.bad_type(span, "incomplete pointer type"),
            },
            "array_type" => {
                let len = n
                    .child_by_field_name("length")
                    .map(|l| Box::new(self.expr(l)));
                let elem = n.child_by_field_name("element").map(|e| self.ty(e));
                match (len, elem) {
                    (Some(l), Some(e)) => TypeExprKind::Array(Some(l), Box::new(e)),
                    _ => return self.bad_type(span, "incomplete array type"),
                }
            }
            "implicit_length_array_type" => match n.child_by_field_name("element") {
                Some(e) => TypeExprKind::Array(None, Box::new(self.ty(e))),
                None => return self.bad_type(span, "incomplete array type"),
            },
            "slice_type" => match n.child_by_field_name("element") {
                Some(e) => TypeExprKind::Slice(Box::new(self.ty(e))),
                None => return self.bad_type(span, "incomplete slice type"),
            },
            "struct_type" => {
                let mut fields = Vec::new();
                for l in self.named_children(n) {
                    for f in self.named_children(l) {
                        if f.kind() != "field_declaration" {
                            continue;
                        }
                        let Some(tn) = f.child_by_field_name("type") else {
                            continue;
                        };
                        let mut ty = self.ty(tn);
                        let mut c = f.walk();
                        let names: Vec<Ident> = f
                            .children_by_field_name("name", &mut c)
                            .filter(|x| x.is_named())
                            .map(|x| self.ident(x))
                            .collect();
                        let embedded = names.is_empty();
                        if embedded {
                            // An embedded `*T` has no pointer node: look for the `*` token.
                            let mut c2 = f.walk();
                            if f.children(&mut c2).any(|ch| ch.kind() == "*") {
                                ty = TypeExpr {
                                    span: self.span(f),
                                    kind: TypeExprKind::Pointer(Box::new(ty)),
                                };
                            }
                        }
                        let tag =
                            f.child_by_field_name("tag")
                                .and_then(|t| match self.expr(t).kind {
                                    ExprKind::Str(b) => Some((
                                        String::from_utf8_lossy(&b).into_owned(),
                                        self.span(t),
                                    )),
                                    _ => None,
                                });
                        fields.push(Field {
                            names,
                            ty,
                            embedded,
                            span: self.span(f),
                            tag,
                        });
                    }
                }
                TypeExprKind::Struct(fields)
            }
            "function_type" => TypeExprKind::Func(self.sig(n)),
            "parenthesized_type" => match self.named_children(n).first() {
                Some(t) => return self.ty(*t),
                None => return self.bad_type(span, "empty parentheses"),
            },
            "map_type" => {
                let k = n.child_by_field_name("key").map(|x| self.ty(x));
                let v = n.child_by_field_name("value").map(|x| self.ty(x));
                match (k, v) {
                    (Some(k), Some(v)) => TypeExprKind::Map(Box::new(k), Box::new(v)),
                    _ => return self.bad_type(span, "incomplete map type"),
                }
            }
            "channel_type" => {
                let mut c = n.walk();
                let toks: Vec<&str> = n
                    .children(&mut c)
                    .filter(|x| !x.is_named())
                    .map(|x| x.kind())
                    .collect();
                let dir = match toks.as_slice() {
                    ["<-", "chan", ..] => ChanDir::Recv,
                    ["chan", "<-", ..] => ChanDir::Send,
                    _ => ChanDir::Both,
                };
                match n.child_by_field_name("value") {
                    Some(v) => TypeExprKind::Chan(dir, Box::new(self.ty(v))),
                    None => return self.bad_type(span, "incomplete channel type"),
                }
            }
            "interface_type" => {
                let mut elems = Vec::new();
                for e in self.named_children(n) {
                    match e.kind() {
                        "method_elem" => {
                            let Some(nm) = e.child_by_field_name("name") else {
                                continue;
                            };
                            let name = self.ident(nm);
                            let sig = self.sig(e);
                            elems.push(InterfaceElem::Method { name, sig });
                        }
                        "type_elem" => {
                            let t = self.type_elem(e);
                            elems.push(InterfaceElem::Type(t));
                        }
                        _ => {}
                    }
                }
                TypeExprKind::Interface(elems)
            }
            "generic_type" => {
                let base = n.child_by_field_name("type").map(|t| self.ty(t));
                let args = match n.child_by_field_name("type_arguments") {
                    Some(a) => self
                        .named_children(a)
                        .into_iter()
                        .map(|x| self.type_elem(x))
                        .collect(),
                    None => Vec::new(),
                };
                match base {
                    Some(b) if !args.is_empty() => TypeExprKind::Generic(Box::new(b), args),
                    _ => return self.bad_type(span, "incomplete generic type"),
                }
            }
            "type_constraint" | "type_elem" => return self.type_elem(n),
            "negated_type" => match self.named_children(n).first() {
                Some(t) => TypeExprKind::Union(vec![Term {
                    tilde: true,
                    ty: self.ty(*t),
                }]),
                None => return self.bad_type(span, "incomplete ~ term"),
            },
            // Expression nodes used as types (e.g. in conversions `(*T)(x)` parsed as expressions).
            "parenthesized_expression" => match self.named_children(n).first() {
                Some(t) => return self.ty(*t),
                None => return self.bad_type(span, "empty parentheses"),
            },
            "unary_expression"
                if n.child_by_field_name("operator")
                    .is_some_and(|o| self.text(o) == "*") =>
            {
                match n.child_by_field_name("operand") {
                    Some(o) => TypeExprKind::Pointer(Box::new(self.ty(o))),
                    None => return self.bad_type(span, "incomplete pointer type"),
                }
            }
            "selector_expression" => {
                let p = n.child_by_field_name("operand").map(|x| self.ident(x));
                if let Some(p) = &p {
                    self.qualifiers.insert(p.name.clone());
                }
                let nm = n.child_by_field_name("field").map(|x| self.ident(x));
                match (p, nm) {
                    (Some(p), Some(nm)) => TypeExprKind::Qualified(p, nm),
                    _ => return self.bad_type(span, "incomplete qualified type"),
                }
            }
            // `F[T]` where a type is expected reads as an index expression in some positions.
            "index_expression" => {
                let base = n.child_by_field_name("operand").map(|x| self.ty(x));
                let arg = n.child_by_field_name("index").map(|x| self.ty(x));
                match (base, arg) {
                    (Some(b), Some(a)) => TypeExprKind::Generic(Box::new(b), vec![a]),
                    _ => return self.bad_type(span, "incomplete generic type"),
                }
            }
            _ => {
                self.err(
                    span,
                    format!("expected a type, found {}", n.kind().replace('_', " ")),
                );
                TypeExprKind::Bad
            }
        };
        TypeExpr { kind, span }
    }

    /// A constraint or type argument: one type, or a union of `|`-separated terms.
    fn type_elem(&mut self, n: Node) -> TypeExpr {
        let span = self.span(n);
        let parts = self.named_children(n);
        let mut terms = Vec::new();
        for p in &parts {
            match p.kind() {
                "negated_type" => match self.named_children(*p).first() {
                    Some(t) => terms.push(Term {
                        tilde: true,
                        ty: self.ty(*t),
                    }),
                    None => return self.bad_type(span, "incomplete ~ term"),
                },
                _ => terms.push(Term {
                    tilde: false,
                    ty: self.ty(*p),
                }),
            }
        }
        match terms.len() {
            0 => self.bad_type(span, "missing type"),
            1 if !terms[0].tilde => terms.pop().map(|t| t.ty).unwrap_or(TypeExpr {
                kind: TypeExprKind::Bad,
                span,
            }),
            _ => TypeExpr {
                kind: TypeExprKind::Union(terms),
                span,
            },
        }
    }

    /// The expression list in field `field` of `n` (empty when the field is missing).
    fn field_exprs(&mut self, n: Node, field: &str) -> Vec<Expr> {
        n.child_by_field_name(field)
            .map(|x| self.expr_list(x))
            .unwrap_or_default()
    }

    fn expr_list(&mut self, n: Node) -> Vec<Expr> {
        self.named_children(n)
            .into_iter()
            .map(|e| self.expr(e))
            .collect()
    }

    fn expr(&mut self, n: Node) -> Expr {
        let span = self.span(n);
        if self.depth > MAX_DEPTH {
            if self.depth == MAX_DEPTH + 1 {
                self.err(span, "expression nested too deeply");
            }
            return Expr {
                kind: ExprKind::Bad,
                span,
            };
        }
        self.depth += 1;
        let e = self.expr_inner(n, span);
        self.depth -= 1;
        e
    }

    fn expr_inner(&mut self, n: Node, span: Span) -> Expr {
        let kind = match n.kind() {
            "identifier" | "iota" | "nil" | "true" | "false" | "type_identifier"
            | "field_identifier" | "package_identifier" => {
                ExprKind::Ident(self.text(n).to_string())
            }
            "int_literal" => ExprKind::Int(self.text(n).to_string()),
            "float_literal" => ExprKind::Float(self.text(n).to_string()),
            "imaginary_literal" => ExprKind::Imag,
            "rune_literal" => self.rune(n),
            "interpreted_string_literal" => {
                let raw = self.text(n);
                let inner = raw
                    .strip_prefix('"')
                    .and_then(|s| s.strip_suffix('"'))
                    .unwrap_or("");
                match unescape(inner, '"') {
                    Ok(b) => ExprKind::Str(b),
                    Err(m) => {
                        self.err(span, m);
                        ExprKind::Str(Vec::new())
                    }
                }
            }
            "raw_string_literal" => {
                let raw = self.text(n);
                let inner = raw
                    .strip_prefix('`')
                    .and_then(|s| s.strip_suffix('`'))
                    .unwrap_or("");
                ExprKind::Str(inner.bytes().filter(|&b| b != b'\r').collect())
            }
            "binary_expression" => {
                let op = n
                    .child_by_field_name("operator")
                    .map(|o| self.text(o))
                    .unwrap_or("");
                let l = n.child_by_field_name("left").map(|x| self.expr(x));
                let r = n.child_by_field_name("right").map(|x| self.expr(x));
                match (BinOp::parse(op), l, r) {
                    (Some(op), Some(l), Some(r)) => ExprKind::Binary(op, Box::new(l), Box::new(r)),
                    _ => self.bad_expr(span, "incomplete binary expression"),
                }
            }
            "unary_expression" => {
                let op = n
                    .child_by_field_name("operator")
                    .map(|o| self.text(o))
                    .unwrap_or("");
                let x = n.child_by_field_name("operand").map(|x| self.expr(x));
                if op == "<-" {
                    return Expr {
                        kind: match x {
                            Some(x) => ExprKind::Recv(Box::new(x)),
                            None => self.bad_expr(span, "incomplete receive"),
                        },
                        span,
                    };
                }
                let op = match op {
                    "-" => Some(UnOp::Neg),
                    "+" => Some(UnOp::Plus),
                    "!" => Some(UnOp::Not),
                    "^" => Some(UnOp::Compl),
                    "*" => Some(UnOp::Deref),
                    "&" => Some(UnOp::Addr),
                    _ => None,
                };
                match (op, x) {
                    (Some(op), Some(x)) => ExprKind::Unary(op, Box::new(x)),
                    _ => self.bad_expr(span, "incomplete unary expression"),
                }
            }
            "call_expression" => {
                let mut func = n.child_by_field_name("function").map(|f| self.expr(f));
                if let (Some(ta), Some(f)) = (n.child_by_field_name("type_arguments"), &func) {
                    let targs = self
                        .named_children(ta)
                        .into_iter()
                        .map(|x| self.type_elem(x))
                        .collect();
                    let fspan = f.span.to(self.span(ta));
                    func = Some(Expr {
                        kind: ExprKind::Instantiate(Box::new(f.clone()), targs),
                        span: fspan,
                    });
                }
                let mut args = Vec::new();
                let mut ellipsis = false;
                if let Some(al) = n.child_by_field_name("arguments") {
                    for a in self.named_children(al) {
                        if a.kind() == "variadic_argument" {
                            ellipsis = true;
                            if let Some(inner) = self.named_children(a).first() {
                                args.push(self.expr(*inner));
                            }
                        } else {
                            args.push(self.expr_or_type(a));
                        }
                    }
                }
                match func {
                    Some(f) => ExprKind::Call {
                        func: Box::new(f),
                        args,
                        ellipsis,
                    },
                    None => self.bad_expr(span, "incomplete call"),
                }
            }
            "type_conversion_expression" => {
                let tn = n.child_by_field_name("type");
                // `fs[k](x)`: a call of an indexed operand, parsed as a conversion to a
                // generic type; the checker decides what `fs` is.
                let as_call = tn
                    .filter(|t| t.kind() == "generic_type")
                    .and_then(|t| self.type_as_expr(t));
                if let Some(f) = as_call {
                    let x = n
                        .child_by_field_name("operand")
                        .map(|x| self.expr_or_type(x));
                    return Expr {
                        kind: match x {
                            Some(x) => ExprKind::Call {
                                func: Box::new(f),
                                args: vec![x],
                                ellipsis: false,
                            },
                            None => self.bad_expr(span, "incomplete call"),
                        },
                        span,
                    };
                }
                // `*g[T](x)`: a dereference of a call of an instantiated function, parsed as
                // a conversion to a pointer type (Go's conversion to a pointer type needs
                // parentheses, `(*T)(x)`, which tree-sitter parses as a parenthesized type).
                let deref_call = tn
                    .filter(|t| t.kind() == "pointer_type")
                    .and_then(|t| self.named_children(t).first().copied())
                    .filter(|g| g.kind() == "generic_type")
                    .and_then(|g| self.type_as_expr(g).map(|f| (f, g)));
                if let Some((f, g)) = deref_call {
                    let x = n
                        .child_by_field_name("operand")
                        .map(|x| self.expr_or_type(x));
                    let call_span = Span::new(span.file(), g.start_byte(), span.hi());
                    let call = Expr {
                        kind: match x {
                            Some(x) => ExprKind::Call {
                                func: Box::new(f),
                                args: vec![x],
                                ellipsis: false,
                            },
                            None => self.bad_expr(span, "incomplete call"),
                        },
                        span: call_span,
                    };
                    return Expr {
                        kind: ExprKind::Unary(UnOp::Deref, Box::new(call)),
                        span,
                    };
                }
                // `*(*[]byte)(p)`, `*[]T(x)`: a dereference of a conversion, parsed as a
                // conversion to a pointer type (a pointer type is a conversion's type only in
                // parentheses, so the `*` dereferences the conversion's result).
                let deref_conv = tn
                    .filter(|t| t.kind() == "pointer_type")
                    .and_then(|t| self.named_children(t).first().copied());
                if let Some(inner) = deref_conv {
                    let ty = self.ty(inner);
                    let x = n.child_by_field_name("operand").map(|x| self.expr(x));
                    let conv_span = Span::new(span.file(), inner.start_byte(), span.hi());
                    let conv = Expr {
                        kind: match x {
                            Some(x) => ExprKind::Call {
                                func: Box::new(Expr {
                                    span: ty.span,
                                    kind: ExprKind::Type(Box::new(ty)),
                                }),
                                args: vec![x],
                                ellipsis: false,
                            },
                            None => self.bad_expr(span, "incomplete conversion"),
                        },
                        span: conv_span,
                    };
                    return Expr {
                        kind: ExprKind::Unary(UnOp::Deref, Box::new(conv)),
                        span,
                    };
                }
                let ty = tn.map(|t| self.ty(t));
                let x = n.child_by_field_name("operand").map(|x| self.expr(x));
                match (ty, x) {
                    (Some(ty), Some(x)) => ExprKind::Call {
                        func: Box::new(Expr {
                            span: ty.span,
                            kind: ExprKind::Type(Box::new(ty)),
                        }),
                        args: vec![x],
                        ellipsis: false,
                    },
                    _ => self.bad_expr(span, "incomplete conversion"),
                }
            }
            "index_expression" => {
                let x = n.child_by_field_name("operand").map(|x| self.expr(x));
                let i = n.child_by_field_name("index").map(|x| self.expr_or_type(x));
                match (x, i) {
                    (Some(x), Some(i)) => ExprKind::Index(Box::new(x), Box::new(i)),
                    _ => self.bad_expr(span, "incomplete index expression"),
                }
            }
            "slice_expression" => {
                let x = n.child_by_field_name("operand").map(|x| self.expr(x));
                let lo = n
                    .child_by_field_name("start")
                    .map(|x| Box::new(self.expr(x)));
                let hi = n.child_by_field_name("end").map(|x| Box::new(self.expr(x)));
                let max = n
                    .child_by_field_name("capacity")
                    .map(|x| Box::new(self.expr(x)));
                match x {
                    Some(x) => ExprKind::Slice {
                        x: Box::new(x),
                        lo,
                        hi,
                        max,
                    },
                    None => self.bad_expr(span, "incomplete slice expression"),
                }
            }
            "selector_expression" => {
                if let Some(o) = n.child_by_field_name("operand") {
                    if o.kind() == "identifier" {
                        self.qualifiers.insert(self.text(o).to_string());
                    }
                }
                let x = n.child_by_field_name("operand").map(|x| self.expr(x));
                let f = n.child_by_field_name("field").map(|x| self.ident(x));
                match (x, f) {
                    (Some(x), Some(f)) => ExprKind::Selector(Box::new(x), f),
                    _ => self.bad_expr(span, "incomplete selector"),
                }
            }
            "composite_literal" => {
                let ty = n.child_by_field_name("type").map(|t| self.ty(t));
                let elems = n
                    .child_by_field_name("body")
                    .map(|b| self.literal_value(b))
                    .unwrap_or_default();
                ExprKind::Composite(ty.map(Box::new), elems)
            }
            "parenthesized_expression" => match self.named_children(n).first() {
                Some(x) => ExprKind::Paren(Box::new(self.expr_or_type(*x))),
                None => self.bad_expr(span, "empty parentheses"),
            },
            "func_literal" => {
                let sig = self.sig(n);
                match n.child_by_field_name("body") {
                    Some(b) => ExprKind::FuncLit(Box::new(sig), Box::new(self.block(b))),
                    None => self.bad_expr(span, "function literal without a body"),
                }
            }
            "type_assertion_expression" => {
                let x = n.child_by_field_name("operand").map(|x| self.expr(x));
                let t = n.child_by_field_name("type").map(|t| self.ty(t));
                match (x, t) {
                    (Some(x), Some(t)) => ExprKind::TypeAssert(Box::new(x), Box::new(t)),
                    _ => self.bad_expr(span, "incomplete type assertion"),
                }
            }
            // `F[x]` in expression position parses as a type instantiation when `x` is a bare
            // name; with one argument it is lowered as an index expression and the checker
            // decides by what `F` resolves to (a generic type/function stays unsupported).
            "type_instantiation_expression" | "generic_type" => match self.type_as_expr(n) {
                Some(e) => return e,
                None if n.kind() == "generic_type" => ExprKind::Type(Box::new(self.ty(n))),
                None => {
                    // `F[A, B]`: the function (or type) and its type arguments.
                    let base = n.child_by_field_name("type");
                    let args: Vec<TypeExpr> = self
                        .named_children(n)
                        .into_iter()
                        .filter(|x| Some(x.id()) != base.map(|b| b.id()))
                        .map(|x| self.ty(x))
                        .collect();
                    match base.and_then(|b| self.type_as_expr(b)) {
                        Some(f) => ExprKind::Instantiate(Box::new(f), args),
                        None => ExprKind::Type(Box::new(self.ty(n))),
                    }
                }
            },
            "slice_type"
            | "array_type"
            | "implicit_length_array_type"
            | "pointer_type"
            | "struct_type"
            | "function_type"
            | "map_type"
            | "channel_type"
            | "interface_type"
            | "qualified_type"
            | "parenthesized_type" => ExprKind::Type(Box::new(self.ty(n))),
            other => {
                self.err(
                    span,
                    format!("syntax error: unexpected {}", other.replace('_', " ")),
                );
                ExprKind::Bad
            }
        };
        Expr { kind, span }
    }

    /// Reads a type-shaped node that may equally be an expression (`a`, `p.a`, `a[i]`,
    /// `a.b[i][j]`) as an expression; `None` when it can only be a type.
    fn type_as_expr(&mut self, n: Node) -> Option<Expr> {
        let span = self.span(n);
        let kind = match n.kind() {
            "type_identifier" | "identifier" => ExprKind::Ident(self.text(n).to_string()),
            "qualified_type" => {
                let p = n.child_by_field_name("package")?;
                let nm = n.child_by_field_name("name")?;
                self.qualifiers.insert(self.text(p).to_string());
                let p = Expr {
                    kind: ExprKind::Ident(self.text(p).to_string()),
                    span: self.span(p),
                };
                ExprKind::Selector(Box::new(p), self.ident(nm))
            }
            "generic_type" => {
                let base = n.child_by_field_name("type")?;
                let args = n.child_by_field_name("type_arguments")?;
                let elems = self.named_children(args);
                let [elem] = elems.as_slice() else {
                    return None;
                };
                let inner = self.named_children(*elem);
                let [idx] = inner.as_slice() else {
                    return None;
                };
                let base = self.type_as_expr(base)?;
                let idx = self.type_as_expr(*idx)?;
                ExprKind::Index(Box::new(base), Box::new(idx))
            }
            "type_instantiation_expression" => {
                let base = n.child_by_field_name("type")?;
                let args: Vec<Node> = self
                    .named_children(n)
                    .into_iter()
                    .filter(|x| x.id() != base.id())
                    .collect();
                let [idx] = args.as_slice() else {
                    return None;
                };
                let base = self.type_as_expr(base)?;
                let idx = self.type_as_expr(*idx)?;
                ExprKind::Index(Box::new(base), Box::new(idx))
            }
            k if is_type_only(k) => return None,
            _ => return Some(self.expr(n)),
        };
        Some(Expr { kind, span })
    }

    fn expr_or_type(&mut self, n: Node) -> Expr {
        self.expr(n)
    }

    fn literal_value(&mut self, n: Node) -> Vec<KeyedElement> {
        let mut out = Vec::new();
        for e in self.named_children(n) {
            let span = self.span(e);
            match e.kind() {
                "keyed_element" => {
                    let k = e.child_by_field_name("key").map(|k| self.element(k));
                    let v = e.child_by_field_name("value").map(|v| self.element(v));
                    if let (Some(k), Some(v)) = (k, v) {
                        out.push(KeyedElement {
                            key: Some(k),
                            value: v,
                            span,
                        });
                    }
                }
                "literal_element" => {
                    let v = self.element(e);
                    out.push(KeyedElement {
                        key: None,
                        value: v,
                        span,
                    });
                }
                _ => {}
            }
        }
        out
    }

    fn element(&mut self, n: Node) -> Element {
        let inner = if n.kind() == "literal_element" {
            match self.named_children(n).first() {
                Some(x) => *x,
                None => return Element::Lit(Vec::new(), self.span(n)),
            }
        } else {
            n
        };
        if inner.kind() == "literal_value" {
            Element::Lit(self.literal_value(inner), self.span(inner))
        } else {
            Element::Expr(self.expr(inner))
        }
    }

    fn rune(&mut self, n: Node) -> ExprKind {
        let span = self.span(n);
        let raw = self.text(n);
        let inner = raw
            .strip_prefix('\'')
            .and_then(|s| s.strip_suffix('\''))
            .unwrap_or("");
        let value = if let Some(esc) = inner.strip_prefix('\\') {
            match unescape(inner, '\'') {
                Ok(bytes) => {
                    // \x and octal escapes give one byte value; others give a UTF-8 encoded rune.
                    if esc.starts_with('x') || esc.starts_with(|c: char| c.is_ascii_digit()) {
                        bytes.first().map(|&b| b as i64)
                    } else {
                        std::str::from_utf8(&bytes).ok().and_then(|s| {
                            let mut cs = s.chars();
                            let c = cs.next();
                            if cs.next().is_some() {
                                None
                            } else {
                                c.map(|c| c as i64)
                            }
                        })
                    }
                }
                Err(m) => {
                    self.err(span, m);
                    return ExprKind::Rune(0);
                }
            }
        } else {
            let mut cs = inner.chars();
            let c = cs.next();
            if cs.next().is_some() {
                None
            } else {
                c.map(|c| c as i64)
            }
        };
        match value {
            Some(v) => ExprKind::Rune(v),
            None => {
                self.err(span, "more than one character in rune literal");
                ExprKind::Rune(0)
            }
        }
    }

    pub fn block(&mut self, n: Node) -> Block {
        if self.depth > MAX_DEPTH {
            let span = self.span(n);
            self.err(span, "blocks nested too deeply");
            return Block {
                stmts: Vec::new(),
                span,
            };
        }
        self.depth += 1;
        let b = self.block_inner(n);
        self.depth -= 1;
        b
    }

    fn block_inner(&mut self, n: Node) -> Block {
        let mut stmts = Vec::new();
        let mut comments = Vec::new();
        let mut c = n.walk();
        let mut items: Vec<Node> = Vec::new();
        for ch in n.named_children(&mut c) {
            if ch.kind() == "statement_list" {
                let mut c2 = ch.walk();
                items.extend(ch.named_children(&mut c2));
            } else {
                items.push(ch);
            }
        }
        for s in items {
            if s.kind() == "comment" {
                comments.push(comment_text(self.text(s)));
                continue;
            }
            let mut st = self.stmt(s);
            st.comments = std::mem::take(&mut comments);
            stmts.push(st);
        }
        Block {
            stmts,
            span: self.span(n),
        }
    }

    fn simple(&mut self, n: Option<Node>) -> Option<Box<Stmt>> {
        n.map(|n| Box::new(self.stmt(n)))
    }

    fn stmt(&mut self, n: Node) -> Stmt {
        let span = self.span(n);
        let kind = match n.kind() {
            "expression_statement" => match self.named_children(n).first() {
                Some(e) => StmtKind::Expr(self.expr(*e)),
                None => StmtKind::Empty,
            },
            "send_statement" => {
                let ch = n.child_by_field_name("channel").map(|x| self.expr(x));
                let v = n.child_by_field_name("value").map(|x| self.expr(x));
                match (ch, v) {
                    (Some(ch), Some(v)) => StmtKind::Send(Box::new(ch), Box::new(v)),
                    _ => {
                        self.err(span, "syntax error: incomplete send statement");
                        StmtKind::Empty
                    }
                }
            }
            "receive_statement" => {
                // In a select case: `v := <-ch`, `v, ok = <-ch` or `<-ch`.
                let l = self.field_exprs(n, "left");
                let r = n.child_by_field_name("right").map(|x| self.expr(x));
                let mut define = false;
                let mut c = n.walk();
                for ch in n.children(&mut c) {
                    if ch.kind() == ":=" {
                        define = true;
                    }
                }
                match r {
                    None => {
                        self.err(span, "syntax error: incomplete receive statement");
                        StmtKind::Empty
                    }
                    Some(r) if l.is_empty() => StmtKind::Expr(r),
                    Some(r) if define => StmtKind::Define(l, vec![r]),
                    Some(r) => StmtKind::Assign(l, AssignOp::Plain, vec![r]),
                }
            }
            "inc_statement" | "dec_statement" => match self.named_children(n).first() {
                Some(e) => StmtKind::IncDec(self.expr(*e), n.kind() == "inc_statement"),
                None => StmtKind::Empty,
            },
            "assignment_statement" => {
                let l = self.field_exprs(n, "left");
                let r = self.field_exprs(n, "right");
                let op = n
                    .child_by_field_name("operator")
                    .map(|o| self.text(o))
                    .unwrap_or("=");
                let op = if op == "=" {
                    AssignOp::Plain
                } else {
                    match BinOp::parse(op.trim_end_matches('=')) {
                        Some(b) => AssignOp::Op(b),
                        None => AssignOp::Plain,
                    }
                };
                StmtKind::Assign(l, op, r)
            }
            "short_var_declaration" => {
                let l = self.field_exprs(n, "left");
                let r = self.field_exprs(n, "right");
                StmtKind::Define(l, r)
            }
            "var_declaration" | "const_declaration" | "type_declaration" => {
                match self.gen_decl(n, Vec::new(), Vec::new()) {
                    Some(mut g) => {
                        // Directives apply to package-level declarations only.
                        let ds: Vec<Directive> = match &mut g {
                            GenDecl::Var(ss) => ss
                                .iter_mut()
                                .flat_map(|s| std::mem::take(&mut s.directives))
                                .collect(),
                            GenDecl::Const(ss) => ss
                                .iter_mut()
                                .flat_map(|s| std::mem::take(&mut s.directives))
                                .collect(),
                            GenDecl::Type(ss) => ss
                                .iter_mut()
                                .flat_map(|s| std::mem::take(&mut s.directives))
                                .collect(),
                        };
                        self.misplaced(ds);
                        StmtKind::Gen(g)
                    }
                    None => StmtKind::Empty,
                }
            }
            "block" => StmtKind::Block(self.block(n)),
            "if_statement" => {
                let init = self.simple(n.child_by_field_name("initializer"));
                let cond = n.child_by_field_name("condition").map(|c| self.expr(c));
                let then = n.child_by_field_name("consequence").map(|b| self.block(b));
                let els = self.simple(n.child_by_field_name("alternative"));
                match (cond, then) {
                    (Some(cond), Some(then)) => StmtKind::If {
                        init,
                        cond: Box::new(cond),
                        then,
                        els,
                    },
                    _ => {
                        self.err(span, "syntax error: incomplete if statement");
                        StmtKind::Empty
                    }
                }
            }
            "for_statement" => self.for_stmt(n),
            "expression_switch_statement" => {
                let init = self.simple(n.child_by_field_name("initializer"));
                let tag = n.child_by_field_name("value").map(|v| self.expr(v));
                let mut cases = Vec::new();
                for c in self.named_children(n) {
                    let exprs = match c.kind() {
                        "expression_case" => Some(
                            c.child_by_field_name("value")
                                .map(|v| self.expr_list(v))
                                .unwrap_or_default(),
                        ),
                        "default_case" => None,
                        _ => continue,
                    };
                    let body = self.case_body(c);
                    cases.push(SwitchCase {
                        exprs,
                        body,
                        span: self.span(c),
                    });
                }
                StmtKind::Switch {
                    init,
                    tag: tag.map(Box::new),
                    cases,
                }
            }
            "type_switch_statement" => self.type_switch(n),
            "select_statement" => {
                let mut cases = Vec::new();
                for c in self.named_children(n) {
                    let comm = match c.kind() {
                        "communication_case" => c
                            .child_by_field_name("communication")
                            .map(|x| Box::new(self.stmt(x))),
                        "default_case" => None,
                        _ => continue,
                    };
                    let body = self.case_body(c);
                    cases.push(SelectCase {
                        comm,
                        body,
                        span: self.span(c),
                    });
                }
                StmtKind::Select(cases)
            }
            "go_statement" | "defer_statement" => match self.named_children(n).first() {
                Some(e) => {
                    let e = self.expr(*e);
                    if n.kind() == "go_statement" {
                        StmtKind::Go(e)
                    } else {
                        StmtKind::Defer(e)
                    }
                }
                None => {
                    self.err(span, "syntax error: missing call");
                    StmtKind::Empty
                }
            },
            "return_statement" => {
                let vals = self
                    .named_children(n)
                    .first()
                    .map(|l| self.expr_list(*l))
                    .unwrap_or_default();
                StmtKind::Return(vals)
            }
            "break_statement" => {
                StmtKind::Break(self.named_children(n).first().map(|l| self.ident(*l)))
            }
            "continue_statement" => {
                StmtKind::Continue(self.named_children(n).first().map(|l| self.ident(*l)))
            }
            "goto_statement" => match self.named_children(n).first() {
                Some(l) => StmtKind::Goto(self.ident(*l)),
                None => StmtKind::Empty,
            },
            "fallthrough_statement" => StmtKind::Fallthrough,
            "labeled_statement" => {
                let label = n.child_by_field_name("label").map(|l| self.ident(l));
                let inner = self
                    .named_children(n)
                    .into_iter()
                    .find(|c| c.kind() != "label_name");
                let inner = match inner {
                    Some(i) => self.stmt(i),
                    None => Stmt {
                        kind: StmtKind::Empty,
                        span,
                        comments: Vec::new(),
                    },
                };
                match label {
                    Some(l) => StmtKind::Labeled(l, Box::new(inner)),
                    None => inner.kind,
                }
            }
            "empty_statement" => StmtKind::Empty,
            _ => {
                self.err(
                    span,
                    format!("syntax error: unexpected {}", n.kind().replace('_', " ")),
                );
                StmtKind::Empty
            }
        };
        Stmt {
            kind,
            span,
            comments: Vec::new(),
        }
    }

    fn case_body(&mut self, c: Node) -> Vec<Stmt> {
        let mut out = Vec::new();
        let mut comments = Vec::new();
        let mut cur = c.walk();
        let mut items = Vec::new();
        for ch in c.named_children(&mut cur) {
            if ch.kind() == "statement_list" {
                let mut c2 = ch.walk();
                items.extend(ch.named_children(&mut c2));
            } else if ch.kind() == "comment" {
                items.push(ch);
            }
        }
        for s in items {
            if s.kind() == "comment" {
                comments.push(comment_text(self.text(s)));
                continue;
            }
            let mut st = self.stmt(s);
            st.comments = std::mem::take(&mut comments);
            out.push(st);
        }
        out
    }

    fn type_switch(&mut self, n: Node) -> StmtKind {
        let span = self.span(n);
        let init = self.simple(n.child_by_field_name("initializer"));
        let bind = n
            .child_by_field_name("alias")
            .and_then(|a| self.named_children(a).first().map(|x| self.ident(*x)));
        let Some(x) = n.child_by_field_name("value").map(|v| self.expr(v)) else {
            self.err(span, "syntax error: incomplete type switch");
            return StmtKind::Empty;
        };
        let mut cases = Vec::new();
        for c in self.named_children(n) {
            let types = match c.kind() {
                "type_case" => {
                    let mut cur = c.walk();
                    let tys: Vec<Node> = c
                        .children_by_field_name("type", &mut cur)
                        .filter(|t| t.is_named())
                        .collect();
                    Some(tys.into_iter().map(|t| self.ty(t)).collect())
                }
                "default_case" => None,
                _ => continue,
            };
            let body = self.case_body(c);
            cases.push(TypeCase {
                types,
                body,
                span: self.span(c),
            });
        }
        StmtKind::TypeSwitch {
            init,
            bind,
            x: Box::new(x),
            cases,
        }
    }

    fn for_stmt(&mut self, n: Node) -> StmtKind {
        let Some(body) = n.child_by_field_name("body").map(|b| self.block(b)) else {
            self.err(self.span(n), "syntax error: for statement without a body");
            return StmtKind::Empty;
        };
        let header = self
            .named_children(n)
            .into_iter()
            .find(|c| c.kind() != "block");
        match header {
            None => StmtKind::For {
                init: None,
                cond: None,
                post: None,
                body,
            },
            Some(h) if h.kind() == "for_clause" => StmtKind::For {
                init: self.simple(h.child_by_field_name("initializer")),
                cond: h
                    .child_by_field_name("condition")
                    .map(|c| Box::new(self.expr(c))),
                post: self.simple(h.child_by_field_name("update")),
                body,
            },
            Some(h) if h.kind() == "range_clause" => {
                let left = h
                    .child_by_field_name("left")
                    .map(|l| self.expr_list(l))
                    .unwrap_or_default();
                let mut define = false;
                let mut cur = h.walk();
                for ch in h.children(&mut cur) {
                    if ch.kind() == ":=" {
                        define = true;
                    }
                }
                let Some(expr) = h.child_by_field_name("right").map(|r| self.expr(r)) else {
                    self.err(
                        self.span(h),
                        "syntax error: range clause without an operand",
                    );
                    return StmtKind::Empty;
                };
                let mut it = left.into_iter();
                StmtKind::Range {
                    key: it.next().map(Box::new),
                    value: it.next().map(Box::new),
                    define,
                    expr: Box::new(expr),
                    body,
                }
            }
            Some(h) => StmtKind::For {
                init: None,
                cond: Some(Box::new(self.expr(h))),
                post: None,
                body,
            },
        }
    }
}

/// Decodes the escapes of a Go interpreted string (or rune) literal body into bytes.
pub fn unescape(s: &str, quote: char) -> Result<Vec<u8>, String> {
    let mut out = Vec::new();
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '\\' {
            let mut buf = [0u8; 4];
            out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
            continue;
        }
        let Some(e) = chars.next() else {
            return Err("invalid escape sequence".into());
        };
        let simple = match e {
            'a' => Some(7u8),
            'b' => Some(8),
            'f' => Some(12),
            'n' => Some(10),
            'r' => Some(13),
            't' => Some(9),
            'v' => Some(11),
            '\\' => Some(b'\\'),
            _ if e == quote => Some(e as u8),
            _ => None,
        };
        if let Some(b) = simple {
            out.push(b);
            continue;
        }
        let digits = |chars: &mut std::iter::Peekable<std::str::Chars>,
                      n: usize,
                      radix: u32|
         -> Result<u32, String> {
            let mut v = 0u32;
            for _ in 0..n {
                let d = chars
                    .next()
                    .and_then(|c| c.to_digit(radix))
                    .ok_or("invalid escape sequence")?;
                v = v * radix + d;
            }
            Ok(v)
        };
        match e {
            'x' => out.push(digits(&mut chars, 2, 16)? as u8),
            '0'..='7' => {
                let rest = digits(&mut chars, 2, 8)?;
                let v = (e as u32 - '0' as u32) * 64 + rest;
                if v > 255 {
                    return Err("octal escape value > 255".into());
                }
                out.push(v as u8);
            }
            'u' | 'U' => {
                let v = digits(&mut chars, if e == 'u' { 4 } else { 8 }, 16)?;
                match char::from_u32(v) {
                    Some(c) => {
                        let mut buf = [0u8; 4];
                        out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
                    }
                    None => return Err("escape sequence is invalid Unicode code point".into()),
                }
            }
            _ => return Err("unknown escape sequence".into()),
        }
    }
    Ok(out)
}

/// Node kinds that can only denote a type, never an expression.
fn is_type_only(kind: &str) -> bool {
    matches!(
        kind,
        "slice_type"
            | "array_type"
            | "implicit_length_array_type"
            | "pointer_type"
            | "struct_type"
            | "function_type"
            | "map_type"
            | "channel_type"
            | "interface_type"
            | "negated_type"
            | "parenthesized_type"
    )
}

#[cfg(test)]
mod tests {
    use super::unescape;

    #[test]
    fn escapes_decode_like_go() {
        assert_eq!(
            unescape(r"a\nb\t\\\x41\101\u00e9", '"').unwrap(),
            b"a\nb\t\\AA\xc3\xa9".to_vec()
        );
        assert_eq!(unescape(r"\'", '\'').unwrap(), b"'".to_vec());
        assert!(
            unescape(r"\'", '"').is_err(),
            "\\' is not valid in a string literal"
        );
        assert!(unescape(r"\400", '"').is_err(), "octal escape above 255");
        assert!(unescape(r"\ud800", '"').is_err(), "surrogate half");
        assert!(unescape(r"\q", '"').is_err());
    }
}
