use super::sites::*;
use super::types::*;
use crate::syntax::ast::BinOp;
use crate::tir::types::{Type, TypeId};
use crate::tir::visit::{walk_expr, Visitor};
use crate::tir::{
    Boxing, Callee, ConvKind, Expr, ExprKind, IndexKind, LocalId, Stmt, StmtKind, Values,
};

pub(super) struct Scan<'l> {
    pub(super) layout: &'l mut Layout,
    pub(super) block: BlockId,
    pub(super) loops: usize,
    /// The innermost loop being scanned (`Layout::loops`), and whether the expression being
    /// scanned is a range expression of it (evaluated once, before the iterations).
    pub(super) loop_id: Option<usize>,
    pub(super) range_expr: bool,
    pub(super) types: &'l crate::tir::types::TypeTable,
    pub(super) funcs: &'l [crate::tir::Func],
    pub(super) globals: &'l [crate::tir::Global],
    /// The package solod.dev/so/conc, when the build has it.
    pub(super) conc: Option<crate::tir::PkgId>,
    /// The package solod.dev/so/mem, when the build has it (its allocating functions).
    pub(super) mem: Option<crate::tir::PkgId>,
    /// What calls of analyzed functions return (their fresh results: `fresh`).
    pub(super) sums: &'l super::summary::Summaries,
}

/// Whether a call of `f` copies a string argument into the caller's frame for C (a
/// non-constant string passed to an extern function as a `const char *`, `so_cstring`): what
/// the C function returns may point into that copy.
pub(super) fn copies_cstring(
    funcs: &[crate::tir::Func],
    f: crate::tir::FuncId,
    args: &[Expr],
) -> bool {
    let Some(ext) = funcs.get(f.index()).and_then(|f| f.c.ext.as_ref()) else {
        return false;
    };
    ext.params.iter().zip(args).any(|(d, a)| {
        *d == crate::tir::interop::Decay::CString
            && !matches!(
                a.kind,
                ExprKind::Const(crate::tir::constant::ConstValue::String(_), _)
            )
    })
}

pub(super) fn site_desc(
    e: &Expr,
    types: &crate::tir::types::TypeTable,
) -> Option<(&'static str, SiteKind)> {
    let alloc = |c: bool| SiteKind::Alloc { constant: c };
    Some(match &e.kind {
        ExprKind::AddrOf(x) => ("pointer to a local", SiteKind::Local(place_root(x)?)),
        ExprKind::AddrOfLit(..) => ("address of a composite literal", alloc(true)),
        ExprKind::Make(_, len, cap) => {
            let c = |x: &Expr| matches!(x.kind, ExprKind::Const(..));
            (
                "slice made by make",
                alloc(c(len) && cap.as_deref().is_none_or(c)),
            )
        }
        ExprKind::New(_) => ("value made by new", alloc(true)),
        ExprKind::SliceLit(..) => ("slice literal", alloc(true)),
        ExprKind::Concat(..) => ("concatenated string", alloc(false)),
        ExprKind::Convert(k, ..) => match k {
            ConvKind::StringFromRune | ConvKind::StringFromBytes | ConvKind::StringFromRunes => {
                ("string made by a conversion", alloc(false))
            }
            ConvKind::BytesFromString | ConvKind::RunesFromString => {
                ("slice made by a conversion", alloc(false))
            }
            ConvKind::Same
            | ConvKind::Cast
            | ConvKind::Layout
            | ConvKind::SliceToArray(_)
            | ConvKind::SliceToArrayPtr(_) => return None,
        },
        ExprKind::SliceExpr { x, .. } if matches!(types.under_type(x.ty), Type::Array(..)) => {
            ("slice of a local array", SiteKind::Local(place_root(x)?))
        }
        ExprKind::ToIface(Boxing::Alloc(_), _) => (
            "copy of a value larger than an interface holds",
            alloc(true),
        ),
        ExprKind::MakeMap(_, cap) => (
            "map made by make",
            alloc(matches!(cap.kind, ExprKind::Const(..))),
        ),
        ExprKind::MapLit(..) => ("map literal", alloc(true)),
        // Memory made elsewhere: by a callee (`Scan::callee`: a call site), a closure's or
        // method value's environment (`Scan::visit_expr`), an allocator (`MakeMapIn`, mem's
        // functions: `SiteKind::Fresh`).
        ExprKind::Call(..)
        | ExprKind::CallValue(..)
        | ExprKind::IfaceCall(..)
        | ExprKind::Closure(..)
        | ExprKind::MethodValue(..)
        | ExprKind::MakeMapIn(..) => return None,
        // A slice of a slice, a value boxed in place: the memory of what it is made from (a
        // `Boxing::Ref` is a low form, made after this layer).
        ExprKind::SliceExpr { .. } | ExprKind::ToIface(Boxing::Inline | Boxing::Ref, _) => {
            return None
        }
        // Values that make no memory (a struct or array literal is a value, held inline).
        ExprKind::Const(..)
        | ExprKind::Nil
        | ExprKind::Zero
        | ExprKind::Local(_)
        | ExprKind::Global(_)
        | ExprKind::Func(_)
        | ExprKind::PtrMethod(..)
        | ExprKind::Unary(..)
        | ExprKind::Binary(..)
        | ExprKind::Compare(..)
        | ExprKind::Builtin(..)
        | ExprKind::Index(..)
        | ExprKind::Field(..)
        | ExprKind::Deref(..)
        | ExprKind::CheckNil(_)
        | ExprKind::StructLit(_)
        | ExprKind::ArrayLit(_)
        | ExprKind::TupleField(..)
        | ExprKind::Let(..)
        | ExprKind::Seq(..)
        | ExprKind::IfaceConv(_)
        | ExprKind::TypeAssert(..)
        | ExprKind::TypeIs(..)
        | ExprKind::MapIndex(..)
        | ExprKind::MapLookup(..)
        | ExprKind::MapFind(..)
        | ExprKind::MapSlot(..)
        | ExprKind::LoadOrZero(..) => return None,
    })
}

/// The local a place lives in (through fields and array elements).
pub(super) fn place_root(e: &Expr) -> Option<LocalId> {
    match &e.kind {
        ExprKind::Local(id) => Some(*id),
        ExprKind::Field(x, ..) | ExprKind::Index(IndexKind::Array(_), x, _) => place_root(x),
        _ => None,
    }
}

/// The local a value's memory belongs to, through slicing, indexing and dereferences (for a
/// store into that memory).
pub fn root_local(e: &Expr) -> Option<LocalId> {
    match &e.kind {
        ExprKind::Local(id) => Some(*id),
        ExprKind::Field(x, ..)
        | ExprKind::Index(_, x, _)
        | ExprKind::SliceExpr { x, .. }
        | ExprKind::Deref(x, _)
        | ExprKind::Convert(_, _, x)
        | ExprKind::AddrOf(x)
        | ExprKind::MapIndex(x, _) => root_local(x),
        _ => None,
    }
}

impl Scan<'_> {
    pub(super) fn new_block(&mut self) -> BlockId {
        let id = self.layout.parent.len();
        self.layout.parent.push(Some(self.block));
        id
    }

    pub(super) fn declare(&mut self, l: LocalId) {
        if let Some(b) = self.layout.local_block.get_mut(l.index()) {
            *b = self.block;
        }
    }

    pub(super) fn stmts_in(&mut self, ss: &[Stmt], block: BlockId) {
        let saved = self.block;
        self.block = block;
        for s in ss {
            self.stmt(s);
        }
        self.block = saved;
    }

    pub(super) fn nested(&mut self, ss: &[Stmt]) {
        let b = self.new_block();
        self.stmts_in(ss, b);
    }

    pub(super) fn expr(&mut self, e: &Expr) {
        self.visit_expr(e);
    }

    pub(super) fn stmt(&mut self, s: &Stmt) {
        match &s.kind {
            StmtKind::Expr(e) => self.expr(e),
            StmtKind::VarDecl(ids, vals) => {
                if let Some(v) = vals {
                    values(v).into_iter().for_each(|e| self.expr(e));
                }
                ids.iter().for_each(|l| self.declare(*l));
            }
            StmtKind::AssignMulti {
                lhs,
                values: v,
                define,
            } => {
                lhs.iter().flatten().for_each(|l| self.expr(l));
                values(v).into_iter().for_each(|e| self.expr(e));
                define.iter().for_each(|l| self.declare(*l));
            }
            StmtKind::Decl(l, init) => {
                if let Some(e) = init {
                    self.expr(e);
                }
                self.declare(*l);
            }
            StmtKind::Assign(l, r) => {
                self.expr(l);
                self.expr(r);
            }
            StmtKind::OpAssign(l, op, r) => {
                self.expr(l);
                self.expr(r);
                if *op == BinOp::Add && self.types.is_string(l.ty) {
                    let id = self.layout.sites.len();
                    self.layout.sites.push(Site {
                        desc: "concatenated string",
                        kind: SiteKind::Alloc { constant: false },
                        // `s = s + t` on the result stack (`Decide`): for a variable only.
                        returnable: matches!(l.kind, ExprKind::Local(_)),
                        block: self.block,
                        in_loop: self.loops > 0,
                        in_loop_id: self.loop_id,
                        outlives_iterations: self.range_expr,
                        help: HELP,
                        ty: l.ty,
                    });
                    self.layout.stmt_site.insert(s as *const Stmt, id);
                }
            }
            StmtKind::IncDec(l, _) => self.expr(l),
            StmtKind::Block(b) => self.nested(b),
            StmtKind::Seq(b) => b.iter().for_each(|s| self.stmt(s)),
            StmtKind::If { cond, then, els } => {
                self.expr(cond);
                self.nested(then);
                self.nested(els);
            }
            StmtKind::For {
                id,
                init,
                cond,
                post,
                body,
            } => {
                let header = self.new_block();
                let saved = self.block;
                self.block = header;
                let body_block = self.new_block();
                self.block = saved;
                let saved_loop = self.loop_id;
                self.loop_id = Some(self.layout.loops.len());
                self.layout.loops.push((*id, body_block, saved_loop));
                self.stmts_in(init, header);
                self.block = header;
                for s in init {
                    for l in declared(s) {
                        if let Some(b) = self.layout.loop_body.get_mut(l.index()) {
                            *b = Some(body_block);
                        }
                    }
                }
                if let Some(c) = cond {
                    self.expr(c);
                }
                self.loops += 1;
                self.stmts_in(body, body_block);
                self.stmts_in(post, header);
                self.loops -= 1;
                self.block = saved;
                self.loop_id = saved_loop;
            }
            StmtKind::Range {
                id,
                key,
                value,
                define,
                expr,
                body,
                ..
            } => {
                let b = self.new_block();
                let saved_loop = self.loop_id;
                self.loop_id = Some(self.layout.loops.len());
                self.layout.loops.push((*id, b, saved_loop));
                // Evaluated once, but (in C) after the loop's mark: its memory must outlive
                // every iteration.
                self.range_expr = true;
                self.expr(expr);
                self.range_expr = false;
                let saved = self.block;
                self.block = b;
                for t in key.iter().chain(value.iter()) {
                    match (define, &t.kind) {
                        (true, ExprKind::Local(l)) => self.declare(*l),
                        _ => self.expr(t),
                    }
                }
                self.loops += 1;
                for s in body {
                    self.stmt(s);
                }
                self.loops -= 1;
                self.block = saved;
                self.loop_id = saved_loop;
            }
            StmtKind::Switch { tag, cases, .. } => {
                if let Some(t) = tag {
                    self.expr(t);
                }
                for c in cases {
                    c.exprs.iter().flatten().for_each(|e| self.expr(e));
                    self.nested(&c.body);
                }
            }
            StmtKind::Return(es) => es.iter().for_each(|e| self.expr(e)),
            StmtKind::Defer(e) => self.expr(e),
            StmtKind::Labeled(_, inner) => self.stmt(inner),
            StmtKind::Break(..) | StmtKind::Continue(..) | StmtKind::Goto(_) => {}
        }
    }
}

impl Scan<'_> {
    /// The callee of a call whose result may hold result-stack memory (one of a type that can
    /// refer to memory, of a function So compiles), and the words a message uses for it.
    pub(super) fn callee(&self, e: &Expr) -> Option<(Callee, String)> {
        if !holds_pointers(self.types, e.ty, 0) {
            return None;
        }
        let what = self.result_words(e.ty);
        match &e.kind {
            ExprKind::Call(f, _) => {
                let func = self.funcs.get(f.index())?;
                if func.c.ext.is_some() {
                    return None;
                }
                Some((
                    Callee::Func(*f),
                    format!("{what} returned by {}", func.name),
                ))
            }
            ExprKind::CallValue(..) => Some((
                Callee::Value(e.ty),
                format!("{what} returned by a call of a func value"),
            )),
            ExprKind::IfaceCall(recv, m, _) => {
                let name = match self.types.under_type(recv.ty) {
                    Type::Interface(i) => i.methods.get(*m)?.name.clone(),
                    _ => return None,
                };
                Some((
                    Callee::Method(name.clone()),
                    format!("{what} returned by method {name}"),
                ))
            }
            _ => None,
        }
    }

    /// `c.Val[T](expr)` of a type that refers to memory: C's memory, taken to be this frame's
    /// (a buffer `c.Raw` declared here, as so/fmt's printer is), never returnable. C interop is
    /// trusted: what it really points to is C's business (language.md section 4).
    fn c_value(&mut self, e: &Expr) {
        let ExprKind::Global(g) = e.kind else { return };
        let Some(global) = self.globals.get(g.index()) else {
            return;
        };
        if global.name != crate::check::c_pkg::C_TEXT || !holds_pointers(self.types, e.ty, 0) {
            return;
        }
        self.add_site(e, e.ty, "memory of a C expression", SiteKind::CMemory, HELP);
        if let Some(s) = self.layout.sites.last_mut() {
            s.returnable = false;
        }
    }

    pub(super) fn result_words(&self, t: TypeId) -> &'static str {
        match self.types.under_type(t) {
            Type::Basic(b) if b.is_string() => "string",
            Type::Slice(_) => "slice",
            Type::Pointer(_) => "pointer",
            Type::Map(..) => "map",
            Type::Func(_) => "func value",
            Type::Interface(_) => "interface value",
            _ => "value",
        }
    }

    pub(super) fn add_site(
        &mut self,
        e: &Expr,
        ty: TypeId,
        desc: &'static str,
        kind: SiteKind,
        help: &'static str,
    ) {
        let param = matches!(kind, SiteKind::Local(l) if self.layout.param.get(l.index()).copied().unwrap_or(true));
        // A local, or a parameter (copied to the result stack when the function starts), may
        // live in the caller's frame.
        let returnable = match kind {
            SiteKind::Alloc { .. } | SiteKind::Local(_) => true,
            SiteKind::Param
            | SiteKind::ParamContents
            | SiteKind::Captured
            | SiteKind::CapturedValue(_)
            | SiteKind::Call(_)
            | SiteKind::Static
            | SiteKind::Fresh
            | SiteKind::CMemory => false,
        };
        let desc = if param && desc == "pointer to a local" {
            "pointer to a parameter"
        } else {
            desc
        };
        let id = self.layout.sites.len();
        self.layout.sites.push(Site {
            desc,
            kind,
            returnable,
            block: self.block,
            in_loop: self.loops > 0,
            in_loop_id: self.loop_id,
            outlives_iterations: self.range_expr,
            help,
            ty,
        });
        self.layout.site_of.insert(e as *const Expr, id);
    }
}

impl Scan<'_> {
    /// Records the locals a closure's or method value's environment refers to
    /// (`Layout::env_addr`, `Layout::env_vals`).
    pub(super) fn env_locals(&mut self, env: &Expr) {
        struct Env<'l>(&'l mut Layout);
        impl Visitor for Env<'_> {
            fn visit_expr(&mut self, x: &Expr) {
                match &x.kind {
                    // `&x`, `&x.f`, or `&p.f` through a pointer (then p's value counts too).
                    ExprKind::AddrOf(y) => match root_local(y) {
                        Some(id) => {
                            self.0.env_addr.insert(id);
                            self.0.env_vals.insert(id);
                        }
                        None => walk_expr(self, y),
                    },
                    ExprKind::Local(id) => {
                        self.0.env_vals.insert(*id);
                    }
                    _ => walk_expr(self, x),
                }
            }
        }
        Env(self.layout).visit_expr(env);
    }
}

impl Scan<'_> {
    /// Whether `e` calls an allocating method of a mem.Allocator (`a.Alloc(size, align)`).
    fn allocates(&self, e: &Expr) -> bool {
        let ExprKind::IfaceCall(recv, m, _) = &e.kind else {
            return false;
        };
        if !is_mem_allocator(self.types, self.mem, recv.ty) {
            return false;
        }
        let Type::Interface(i) = self.types.under_type(recv.ty) else {
            return false;
        };
        i.methods
            .get(*m)
            .is_some_and(|x| FRESH_METHODS.contains(&x.name.as_str()))
    }
}

impl Visitor for Scan<'_> {
    fn visit_expr(&mut self, e: &Expr) {
        // conc.SendCase of a large value: the copy of the value is a site of its own kind.
        if let ExprKind::Call(f, args) = &e.kind {
            if let [ch, copy] = args.as_slice() {
                if crate::check::conc_pkg::is_send_case_at(self.funcs, self.conc, *f) {
                    self.visit_expr(ch);
                    let constant = SiteKind::Alloc { constant: true };
                    self.add_site(copy, copy.ty, SEND_CASE, constant, SEND_CASE_HELP);
                    walk_expr(self, copy);
                    return;
                }
            }
        }
        // A closure's environment is a site of its own kind (its memory is an `AddrOfLit`).
        let closure = match &e.kind {
            ExprKind::Closure(_, env) => Some(("function literal", env.as_deref(), CLOSURE_HELP)),
            ExprKind::MethodValue(_, env) => {
                Some(("method value", Some(&**env), METHOD_VALUE_HELP))
            }
            _ => None,
        };
        if let Some((desc, env, help)) = closure {
            let constant = SiteKind::Alloc { constant: true };
            match env {
                Some(env) => {
                    self.add_site(env, e.ty, desc, constant, help);
                    // A method value's method gets its receiver by value or as the pointer the
                    // environment holds; a literal that captured only by reference reaches its
                    // variables through pointers: neither can return a pointer into the
                    // environment itself.
                    let sealed = match &e.kind {
                        ExprKind::Closure(l, _) => self.funcs.get(l.index()).is_some_and(|f| {
                            f.locals.iter().all(|x| {
                                !matches!(
                                    x.kind,
                                    crate::tir::LocalKind::Captured(crate::tir::Capture::Value)
                                )
                            })
                        }),
                        _ => true,
                    };
                    let env_site = self.layout.sites.len() - 1;
                    if sealed {
                        self.layout.sealed_envs.insert(env_site);
                    }
                    if let ExprKind::Closure(l, _) = &e.kind {
                        self.layout.closure_lits.insert(env_site, l.index());
                    }
                    if let ExprKind::MethodValue(m, _) = &e.kind {
                        self.layout.method_envs.insert(env_site, m.index());
                    }
                    self.env_locals(env);
                    walk_expr(self, env);
                }
                None => self.add_site(e, e.ty, desc, constant, help),
            }
            return;
        }
        if let Some((desc, kind)) = site_desc(e, self.types) {
            // The address of a captured variable is the enclosing function's memory.
            let captured = matches!(kind, SiteKind::Local(l) if self.layout.captured.get(l.index()).copied().unwrap_or(false));
            if !captured {
                self.add_site(e, e.ty, desc, kind, HELP);
            }
        }
        if let ExprKind::Call(f, _) = &e.kind {
            let fresh = self.funcs.get(f.index()).is_some_and(|func| {
                Some(func.pkg) == self.mem && super::externs::FRESH.contains(&func.name.as_str())
            }) || self.sums.constructs(f.index());
            if fresh {
                self.add_site(e, e.ty, "memory from an allocator", SiteKind::Fresh, HELP);
            }
        }
        if self.allocates(e) {
            self.add_site(e, e.ty, "memory from an allocator", SiteKind::Fresh, HELP);
        }
        if let ExprKind::Call(f, args) = &e.kind {
            if copies_cstring(self.funcs, *f, args) {
                self.add_site(
                    e,
                    e.ty,
                    "C string copied for a C function",
                    SiteKind::Alloc { constant: false },
                    HELP,
                );
                // What C returns may point into that copy: not the result stack's.
                if let Some(s) = self.layout.sites.last_mut() {
                    s.returnable = false;
                }
            }
        }
        if let Some((callee, desc)) = self.callee(e) {
            let k = self.layout.callees.len();
            self.layout.callees.push((callee, desc));
            let id = self.layout.sites.len();
            self.layout.sites.push(Site {
                desc: "result of a call",
                kind: SiteKind::Call(k),
                returnable: false,
                block: self.block,
                in_loop: self.loops > 0,
                in_loop_id: self.loop_id,
                outlives_iterations: self.range_expr,
                help: HELP,
                ty: e.ty,
            });
            self.layout.call_site_of.insert(e as *const Expr, id);
        }
        self.c_value(e);
        if let ExprKind::Let(t, ..) = e.kind {
            self.declare(t);
        }
        walk_expr(self, e);
    }

    fn visit_stmt(&mut self, s: &Stmt) {
        self.stmt(s);
    }
}

pub(super) fn values(v: &Values) -> Vec<&Expr> {
    match v {
        Values::Each(es) => es.iter().collect(),
        Values::Tuple(e) => vec![e],
    }
}

pub(super) fn declared(s: &Stmt) -> Vec<LocalId> {
    match &s.kind {
        StmtKind::VarDecl(ids, _) => ids.clone(),
        StmtKind::AssignMulti { define, .. } => define.clone(),
        StmtKind::Decl(l, _) => vec![*l],
        StmtKind::Seq(b) => b.iter().flat_map(declared).collect(),
        _ => Vec::new(),
    }
}
