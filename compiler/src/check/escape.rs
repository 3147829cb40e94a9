//! "Stack by default" (language.md section 3): values placed in a function's frame (`make`,
//! literals, `new`, `&local`, string conversions and concatenation) must not outlive it.
//!
//! A flow-insensitive analysis over one function's typed tree. Each place that makes frame
//! memory is a *site*: an allocating expression, or `&x` of a local. Each local is marked with
//! the sites whose memory it may refer to (its *holders*). Returning such a value, storing it in
//! a global or in memory the caller owns is rejected.
//!
//! The same facts decide where that memory lives:
//! - a site inside a loop of constant size (`new(T)`, `&T{...}`, `[]T{...}`, `make` with
//!   constant sizes) whose holders are all declared in the block where it is made (or deeper)
//!   cannot be used after the iteration ends: it gets block storage (`Alloc::Block`), reused by
//!   every iteration, so a loop does not grow the stack;
//! - a local whose address is taken lives in frame memory (`Storage::Frame`) only if a holder
//!   of its address lives outside the block that declares it (for a `for` loop variable, which
//!   Go makes anew each iteration: outside the loop's body).
//!
//! Closures (`check/closure.rs`, language.md section 3: "closures stay in their frame"): a
//! function literal's or method value's environment is a site like `&T{...}` (named after the
//! literal), and the variables it captures are addressed locals, so the same two decisions and
//! the same escapes apply. A call that involves a closure (the callee, or an argument that may
//! hold one) may make what the closure captured refer to anything the call was given. Inside a
//! literal, its captured locals are the enclosing function's memory: storing there a value of
//! the literal's frame, or one its caller passed in (its parameters are sites for this), is an
//! escape; the address of a captured variable (a site of its own) may be returned or kept by
//! the enclosing function, but not stored where it outlives that function. A deferred value
//! lives until the function returns: it is held by the function's body block.
//!
//! Calls (`run`): a function's summary also says which parameters its results may refer to
//! (`ParamFlow::returned`), so a call of an analyzed function counts only those arguments;
//! any other call (func values, interface methods, C) goes by the types of its arguments and
//! result. A returned pointer to a local takes along what the local refers to, and a slice
//! literal holds what its elements refer to.
//!
//! Input: the function's body (checker output) and its locals. Output: diagnostics, and the
//! decisions written into the body (`Alloc`) and the locals (`Storage`).

use crate::diag::Diagnostic;
use crate::syntax::ast::{BinOp, Span};
use crate::tir::methods;
use crate::tir::types::{Basic, Type, TypeId, TypeTable};
use crate::tir::visit::{walk_expr, walk_expr_mut, Visitor, VisitorMut};
use crate::tir::{
    Alloc, Boxing, Builtin, CallEscape, Callee, ConvKind, Expr, ExprKind, Func, FuncKind,
    IndexKind, Local, LocalId, LocalKind, Program, ResultFlow, Stmt, StmtKind, Storage, Values,
};
use std::collections::{BTreeSet, HashMap};

type SiteId = usize;
type BlockId = usize;
type Sites = BTreeSet<SiteId>;

#[derive(Clone, Copy, PartialEq)]
enum SiteKind {
    /// An allocating expression; `constant`: its size is known.
    Alloc { constant: bool },
    /// `&x` (or a slice of a local array) of local `x`.
    Local(LocalId),
    /// What a function literal's caller passed in a parameter (only inside a literal that
    /// captures variables: storing it there is an escape).
    Param,
    /// Inside a function literal, the memory of a variable it captured (what `&x` refers to):
    /// the enclosing function's. Returning it or storing it in the enclosing function's
    /// variables is fine; it must not go where it would outlive the enclosing function.
    Captured,
    /// The result of a call (`Layout::callees`), which may hold memory of the result stack
    /// that the callee returned: this frame keeps it, unless it is returned in turn.
    Call(usize),
    /// Inside a function literal, the value of captured variable `k` (in the order of the
    /// environment's fields) as the enclosing function set it: where it goes beyond the
    /// enclosing function is the literal's summary (`Summaries::captured`), checked by the
    /// enclosing function against what the variable holds there.
    CapturedValue(usize),
}

struct Site {
    desc: &'static str,
    kind: SiteKind,
    /// The innermost loop (`Layout::loops`) the site is evaluated in, and whether its memory
    /// must outlive every iteration of that loop whatever holds it (a range expression).
    in_loop_id: Option<usize>,
    outlives_iterations: bool,
    /// The memory can be allocated on the result stack instead (`Alloc::Result`,
    /// `Storage::Result`), so returning the value is no escape.
    returnable: bool,
    block: BlockId,
    in_loop: bool,
    help: &'static str,
    /// The type of the values that refer to the memory (a closure's: its func type).
    ty: TypeId,
}

impl Site {
    /// A site whose memory is not this frame's (a parameter's, a captured variable's): made
    /// before the body is scanned, in no block or loop, never returnable.
    fn outside(desc: &'static str, kind: SiteKind, help: &'static str, ty: TypeId) -> Site {
        Site {
            desc,
            kind,
            in_loop_id: None,
            outlives_iterations: false,
            returnable: false,
            block: 0,
            in_loop: false,
            help,
            ty,
        }
    }
}

const HELP: &str = "values made in a function live in its frame: pass a buffer or pointer in from the caller, or allocate with a so/mem allocator";
const CLOSURE_HELP: &str =
    "a closure lives in the frame that made it; declare a top-level function and return its name";
const METHOD_VALUE_HELP: &str = "a method value lives in the frame that made it, with its receiver; use a method expression such as T.Method and pass the receiver";
const SEND_CASE: &str = "copy of a send case's value";
const SEND_CASE_HELP: &str = "a send case of a value over 64 bytes refers to a copy of the value in the frame that calls conc.SendCase: make the case in the function that selects it";
const PARAM_HELP: &str = "a function literal may not keep what its caller passed it in the enclosing function's variables: copy the value, or store it where the caller can see it";
/// `how` of a store through memory this frame does not own.
const OUTLIVES: &str = "stored in memory that outlives this function";
/// `how` of an argument a callee keeps in a package-level variable.
const PASSED_GLOBAL: &str = "passed to a function that stores it in a package-level variable";
/// `how` of a variable's value a function literal keeps in a package-level variable.
const CAPTURED_GLOBAL: &str =
    "captured by a function literal that stores it in a package-level variable";
/// `how` of a store into a variable a literal captured.
const CAPTURED: &str = "stored in a variable of the enclosing function";
/// `how` of a store through a pointer or slice a literal captured.
const CAPTURED_MEMORY: &str = "stored in memory the enclosing function can reach";

/// The blocks of the function and where each site and local is.
struct Layout {
    /// Parent of each block (`None` for the function's body).
    parent: Vec<Option<BlockId>>,
    sites: Vec<Site>,
    site_of: HashMap<*const Expr, SiteId>,
    /// `s += t` on strings makes memory too.
    stmt_site: HashMap<*const Stmt, SiteId>,
    local_block: Vec<BlockId>,
    /// For locals declared by a `for` loop's init statement: the loop's body block (each
    /// iteration has its own variable).
    loop_body: Vec<Option<BlockId>>,
    /// Locals of a function literal that it captured (the enclosing function's memory).
    captured: Vec<bool>,
    local_ty: Vec<TypeId>,
    /// Parameters (a pointer to one cannot be returned: C owns their memory).
    param: Vec<bool>,
    /// The callee of each call site, and how a message names its result.
    callees: Vec<(Callee, String)>,
    call_site_of: HashMap<*const Expr, SiteId>,
    /// Loops: the statement's id, the block an iteration's values live in, the enclosing
    /// loop.
    loops: Vec<(crate::tir::BreakId, BlockId, Option<usize>)>,
    /// The site of each parameter that can hold a pointer (`SiteKind::Param`): its index.
    param_index: HashMap<SiteId, usize>,
    /// In a literal: the site of the memory of each variable it captured
    /// (`SiteKind::Captured`).
    captured_addr: HashMap<LocalId, SiteId>,
    /// Locals an environment of this function's literals and method values takes the address
    /// of (`&x`: a captured variable, a pointer receiver), and locals it holds the value of (a
    /// pointer receiver `p.M`, whose memory the method may change): only their memory can be
    /// changed by calling a closure made here.
    env_addr: std::collections::HashSet<LocalId>,
    env_vals: std::collections::HashSet<LocalId>,
}

impl Layout {
    /// The pseudo-local that holds the deferred values (declared in the function's body
    /// block): the one after the function's locals.
    fn defer_holder(&self) -> LocalId {
        LocalId(self.captured.len() as u32)
    }

    fn nested_in(&self, mut b: BlockId, outer: BlockId) -> bool {
        loop {
            if b == outer {
                return true;
            }
            match self.parent[b] {
                Some(p) => b = p,
                None => return false,
            }
        }
    }
}

/// Builds the layout: numbers the blocks, finds the sites.
struct Scan<'l> {
    layout: &'l mut Layout,
    block: BlockId,
    loops: usize,
    /// The innermost loop being scanned (`Layout::loops`), and whether the expression being
    /// scanned is a range expression of it (evaluated once, before the iterations).
    loop_id: Option<usize>,
    range_expr: bool,
    types: &'l crate::tir::types::TypeTable,
    funcs: &'l [crate::tir::Func],
    /// The package solod.dev/so/conc, when the build has it.
    conc: Option<crate::tir::PkgId>,
}

/// Whether a call of `f` copies a string argument into the caller's frame for C (a
/// non-constant string passed to an extern function as a `const char *`, `so_cstring`): what
/// the C function returns may point into that copy.
fn copies_cstring(funcs: &[crate::tir::Func], f: crate::tir::FuncId, args: &[Expr]) -> bool {
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

fn site_desc(e: &Expr, types: &crate::tir::types::TypeTable) -> Option<(&'static str, SiteKind)> {
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
        _ => return None,
    })
}

/// The local a place lives in (through fields and array elements).
fn place_root(e: &Expr) -> Option<LocalId> {
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
    fn new_block(&mut self) -> BlockId {
        let id = self.layout.parent.len();
        self.layout.parent.push(Some(self.block));
        id
    }

    fn declare(&mut self, l: LocalId) {
        if let Some(b) = self.layout.local_block.get_mut(l.index()) {
            *b = self.block;
        }
    }

    fn stmts_in(&mut self, ss: &[Stmt], block: BlockId) {
        let saved = self.block;
        self.block = block;
        for s in ss {
            self.stmt(s);
        }
        self.block = saved;
    }

    fn nested(&mut self, ss: &[Stmt]) {
        let b = self.new_block();
        self.stmts_in(ss, b);
    }

    fn expr(&mut self, e: &Expr) {
        self.visit_expr(e);
    }

    fn stmt(&mut self, s: &Stmt) {
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
    fn callee(&self, e: &Expr) -> Option<(Callee, String)> {
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

    fn result_words(&self, t: TypeId) -> &'static str {
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

    fn add_site(
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
            | SiteKind::Captured
            | SiteKind::CapturedValue(_)
            | SiteKind::Call(_) => false,
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
    fn env_locals(&mut self, env: &Expr) {
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

impl Visitor for Scan<'_> {
    fn visit_expr(&mut self, e: &Expr) {
        // conc.SendCase of a large value: the copy of the value is a site of its own kind.
        if let ExprKind::Call(f, args) = &e.kind {
            if let [ch, copy] = args.as_slice() {
                if super::conc_pkg::is_send_case_at(self.funcs, self.conc, *f) {
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
        if let ExprKind::Let(t, ..) = e.kind {
            self.declare(t);
        }
        walk_expr(self, e);
    }

    fn visit_stmt(&mut self, s: &Stmt) {
        self.stmt(s);
    }
}

fn values(v: &Values) -> Vec<&Expr> {
    match v {
        Values::Each(es) => es.iter().collect(),
        Values::Tuple(e) => vec![e],
    }
}

fn declared(s: &Stmt) -> Vec<LocalId> {
    match &s.kind {
        StmtKind::VarDecl(ids, _) => ids.clone(),
        StmtKind::AssignMulti { define, .. } => define.clone(),
        StmtKind::Decl(l, _) => vec![*l],
        StmtKind::Seq(b) => b.iter().flat_map(declared).collect(),
        _ => Vec::new(),
    }
}

/// Where frame memory may flow.
struct Flow<'c> {
    c: Ctx<'c>,
    layout: &'c Layout,
    /// The sites each local may refer to.
    holds: Vec<Sites>,
    changed: bool,
    /// Sites that leave the function: (site, span, how).
    escapes: Vec<(SiteId, Span, &'static str)>,
    /// A parameter's value stored in the memory another parameter refers to: (the first's
    /// site, the second's index), for the function's summary.
    param_into: BTreeSet<(SiteId, usize)>,
}

/// What the analysis of one function reads of the program.
#[derive(Clone, Copy)]
struct Ctx<'c> {
    types: &'c TypeTable,
    funcs: &'c [Func],
    sums: &'c Summaries,
    /// The package conc, when the build has it (its send cases copy values).
    conc: Option<crate::tir::PkgId>,
    /// The function is one of `Summaries::safe_literals`.
    safe_literal: bool,
}

impl Flow<'_> {
    fn holds_pointers(&self, t: TypeId) -> bool {
        holds_pointers(self.c.types, t, 0)
    }

    fn site(&self, e: &Expr) -> Sites {
        self.layout
            .site_of
            .get(&(e as *const Expr))
            .map(|s| BTreeSet::from([*s]))
            .unwrap_or_default()
    }

    /// The site of a call's result (`SiteKind::Call`).
    fn call_site(&self, e: &Expr) -> Sites {
        self.layout
            .call_site_of
            .get(&(e as *const Expr))
            .map(|s| BTreeSet::from([*s]))
            .unwrap_or_default()
    }

    /// The frame memory whose address the location `x` is.
    fn addr(&self, x: &Expr) -> Sites {
        match &x.kind {
            ExprKind::Field(y, ..) => self.addr(y),
            ExprKind::Index(_, y, _) => match self.c.types.under_type(y.ty) {
                Type::Array(..) => self.addr(y),
                _ => self.value(y),
            },
            ExprKind::Deref(p, _) => self.value(p),
            // A variable a literal captured is the enclosing function's memory.
            ExprKind::Local(id) => self
                .layout
                .captured_addr
                .get(id)
                .map(|s| BTreeSet::from([*s]))
                .unwrap_or_default(),
            _ => Sites::new(),
        }
    }

    /// The frame memory the value of `e` may refer to.
    fn value(&self, e: &Expr) -> Sites {
        if !self.holds_pointers(e.ty) {
            return Sites::new();
        }
        match &e.kind {
            ExprKind::Local(id) => self.holds.get(id.index()).cloned().unwrap_or_default(),
            ExprKind::AddrOf(x) => {
                let s = self.site(e);
                if s.is_empty() {
                    self.addr(x)
                } else {
                    s
                }
            }
            // New memory, which holds what the literal refers to.
            ExprKind::AddrOfLit(_, lit) => {
                let mut s = self.site(e);
                s.extend(self.value(lit));
                s
            }
            ExprKind::Make(..) | ExprKind::New(_) | ExprKind::Concat(..) => self.site(e),
            // New memory, which holds what its elements refer to.
            ExprKind::SliceLit(_, _, vs) => {
                let mut s = self.site(e);
                s.extend(vs.iter().flat_map(|(_, v)| self.value(v)));
                s
            }
            ExprKind::Closure(_, None) => self.site(e),
            ExprKind::Closure(_, Some(env)) | ExprKind::MethodValue(_, env) => self.value(env),
            ExprKind::Builtin(Builtin::Append | Builtin::AppendSlice, args) => {
                // `append` never grows (language.md): the result aliases its first argument;
                // the other arguments are copied in, so they matter only when the elements
                // themselves carry pointers.
                let mut out = args.first().map(|a| self.value(a)).unwrap_or_default();
                let elem_ptrs = match self.c.types.under_type(e.ty) {
                    Type::Slice(el) => self.holds_pointers(*el),
                    _ => true,
                };
                if elem_ptrs {
                    for a in args.iter().skip(1) {
                        out.extend(self.value(a));
                    }
                }
                out
            }
            ExprKind::Convert(kind, _, x) => match kind {
                ConvKind::Same
                | ConvKind::Cast
                | ConvKind::Layout
                | ConvKind::SliceToArrayPtr(_) => self.value(x),
                ConvKind::SliceToArray(_) => Sites::new(),
                _ => self.site(e),
            },
            ExprKind::SliceExpr { x, .. } => match self.c.types.under_type(x.ty) {
                Type::Array(..) => {
                    let s = self.site(e);
                    if s.is_empty() {
                        self.addr(x)
                    } else {
                        s
                    }
                }
                _ => self.value(x),
            },
            ExprKind::Field(x, ..)
            | ExprKind::Index(_, x, _)
            | ExprKind::Deref(x, _)
            | ExprKind::CheckNil(x)
            | ExprKind::TupleField(x, _) => self.value(x),
            // unsafe's views of memory point where their first argument does, whatever their
            // types (`unsafe.String(unsafe.SliceData(buf), n)` is buf's bytes).
            ExprKind::Builtin(
                Builtin::UnsafeAdd
                | Builtin::UnsafeSlice
                | Builtin::UnsafeString
                | Builtin::UnsafeStringData
                | Builtin::UnsafeSliceData,
                args,
            ) => args.first().map(|a| self.value(a)).unwrap_or_default(),
            ExprKind::Builtin(_, args) => self.call_result(e.ty, args),
            ExprKind::Call(f, args) => {
                // An analyzed callee's summary says which arguments its results may refer to.
                let only = self.c.sums.returned(f.index());
                let mut s = self.call_result_of(e.ty, args, only.as_deref());
                // A C function's result may point into the C string copied for it.
                s.extend(self.site(e));
                s.extend(self.call_site(e));
                if let Some((_, all)) = self.closure_call(None, args) {
                    s.extend(self.fitting(&all, e.ty));
                }
                s
            }
            ExprKind::CallValue(f, args) => {
                let mut s = self.call_result(e.ty, args);
                s.extend(self.call_site(e));
                if let Some((_, all)) = self.closure_call(Some(f), args) {
                    s.extend(self.fitting(&all, e.ty));
                }
                s
            }
            ExprKind::StructLit(vs) => vs.iter().flat_map(|(_, v)| self.value(v)).collect(),
            ExprKind::ArrayLit(vs) => vs.iter().flat_map(|(_, v)| self.value(v)).collect(),
            ExprKind::Let(_, _, body) => self.value(body),
            ExprKind::Seq(_, x) => self.value(x),
            ExprKind::ToIface(boxing, x) => {
                let mut out = self.value(x);
                if matches!(boxing, Boxing::Alloc(_)) {
                    out.extend(self.site(e));
                }
                out
            }
            ExprKind::IfaceConv(x) | ExprKind::TypeAssert(_, _, x) => self.value(x),
            ExprKind::IfaceCall(recv, _, args) => {
                let mut all = vec![(**recv).clone()];
                all.extend(args.iter().cloned());
                let mut s = self.call_result(e.ty, &all);
                s.extend(self.call_site(e));
                s
            }
            ExprKind::TypeIs(..) => Sites::new(),
            ExprKind::MakeMap(..) | ExprKind::MakeMapIn(..) => self.site(e),
            // A map refers to its own memory and to what its keys and values refer to.
            ExprKind::MapLit(_, entries) => {
                let mut out = self.site(e);
                for (k, v) in entries {
                    out.extend(self.value(k));
                    out.extend(self.value(v));
                }
                out
            }
            ExprKind::MapIndex(m, _)
            | ExprKind::MapLookup(m, _)
            | ExprKind::MapFind(m, _)
            | ExprKind::MapSlot(m, _) => self.value(m),
            ExprKind::LoadOrZero(p) => self.value(p),
            ExprKind::Const(..)
            | ExprKind::Nil
            | ExprKind::Zero
            | ExprKind::Global(_)
            | ExprKind::Func(_)
            | ExprKind::PtrMethod(_)
            | ExprKind::Unary(..)
            | ExprKind::Binary(..)
            | ExprKind::Compare(..) => Sites::new(),
        }
    }

    /// A call's result may refer to frame memory only through an argument that can reach a
    /// value of a type the result holds.
    /// The sites the result of a call may refer to, given its arguments: a site whose memory
    /// has a known layout (a variable, new memory of a pointer or slice type, string bytes)
    /// when the result can point into that memory (`reaches_memory`); any other site when
    /// the argument and the result share a pointer-carrying type, or either is an interface.
    fn call_result(&self, result: TypeId, args: &[Expr]) -> Sites {
        self.call_result_of(result, args, None)
    }

    /// `call_result`, counting only the arguments `only` marks (all of them for `None`).
    fn call_result_of(&self, result: TypeId, args: &[Expr], only: Option<&[bool]>) -> Sites {
        let mut want = Vec::new();
        self.leaves(result, &mut want, 0);
        // An interface may hold a value of any type, an unsafe.Pointer point to anything.
        let iface = |ts: &[TypeId]| {
            ts.iter().any(|t| {
                self.c.types.is_interface(*t)
                    || self.c.types.basic_of(*t) == Some(Basic::UnsafePointer)
            })
        };
        let mut out = Sites::new();
        for (k, a) in args.iter().enumerate() {
            if only.is_some_and(|m| !m.get(k).copied().unwrap_or(true)) {
                continue;
            }
            let v = self.value(a);
            if v.is_empty() {
                continue;
            }
            let mut have = Vec::new();
            self.leaves(a.ty, &mut have, 0);
            // An interface may hold a value of any type.
            let fits = have.iter().any(|t| want.contains(t))
                || iface(&have)
                || iface(&want)
                || (want.iter().any(|t| self.is_string(*t)) && self.byte_memory(&have));
            // Through an unsafe.Pointer the result may point anywhere the argument did.
            let unsafe_arg = have
                .iter()
                .any(|t| self.c.types.basic_of(*t) == Some(Basic::UnsafePointer));
            for s in v {
                if unsafe_arg || self.reaches_memory(s, &want).unwrap_or(fits) {
                    out.insert(s);
                }
            }
        }
        out
    }

    /// Whether a value whose pointer-carrying parts are `want` (see `leaves`) can point into
    /// the memory of site `s`, when its layout is known (`None` otherwise). Only a pointer to
    /// the memory's type or to a type stored inline in it (a field, an array element), a slice
    /// of such elements, or an interface that such a pointer implements can; string bytes
    /// only a string or an interface value holding one (Go cannot make a string point
    /// elsewhere without unsafe).
    fn reaches_memory(&self, s: SiteId, want: &[TypeId]) -> Option<bool> {
        let site = &self.layout.sites[s];
        if matches!(
            site.kind,
            SiteKind::Param | SiteKind::Captured | SiteKind::CapturedValue(_) | SiteKind::Call(_)
        ) {
            return None;
        }
        let types = self.c.types;
        let mut inner = Vec::new();
        match types.get(types.under(site.ty)).clone() {
            Type::Pointer(x) => inline_types(types, x, &mut inner, 0),
            Type::Slice(e) => inline_types(types, e, &mut inner, 0),
            Type::Basic(b) if b.is_string() => {
                // A string, or an interface value (or type parameter) that may hold one or a
                // struct with one.
                return Some(want.iter().any(|w| {
                    self.is_string(*w)
                        || matches!(
                            types.get(*w),
                            Type::Interface(_)
                                | Type::TypeParam(_)
                                | Type::Basic(Basic::UnsafePointer)
                        )
                }));
            }
            _ => return None,
        }
        Some(want.iter().any(|w| {
            match types.get(*w).clone() {
                // A string may view bytes of an array or slice through unsafe
                // (`unsafe.String(unsafe.SliceData(buf), n)`, as fmt.Sprintf(buf, ...) returns).
                Type::Basic(b) if b.is_string() => inner
                    .iter()
                    .any(|u| types.basic_of(*u) == Some(Basic::Uint8)),
                Type::Pointer(p) => inner.contains(&p),
                Type::Slice(e) => inner.contains(&e),
                Type::TypeParam(_) => true,
                Type::Basic(Basic::UnsafePointer) => true,
                Type::Interface(i) if i.methods.is_empty() => true,
                Type::Interface(_) => inner.iter().any(|u| {
                    let funcs = self.c.funcs;
                    methods::implements(types, funcs, *u, *w).is_ok()
                        || types
                            .lookup(&Type::Pointer(*u))
                            .is_some_and(|pu| methods::implements(types, funcs, pu, *w).is_ok())
                }),
                _ => false,
            }
        }))
    }

    /// Whether one of `ts` is a slice of bytes or a pointer to one: memory a string may view
    /// through unsafe (`unsafe.String(unsafe.SliceData(buf), n)`).
    fn byte_memory(&self, ts: &[TypeId]) -> bool {
        ts.iter().any(|t| match self.c.types.under_type(*t) {
            Type::Slice(e) | Type::Pointer(e) => self.c.types.basic_of(*e) == Some(Basic::Uint8),
            _ => false,
        })
    }

    fn is_string(&self, t: TypeId) -> bool {
        matches!(self.c.types.under_type(t), Type::Basic(b) if b.is_string())
    }

    /// Pointer-carrying types reachable from `t` (strings, slices, pointers).
    fn leaves(&self, t: TypeId, out: &mut Vec<TypeId>, d: usize) {
        if d > 8 || out.contains(&t) {
            return;
        }
        let u = self.c.types.under(t);
        match self.c.types.get(u).clone() {
            Type::Basic(b) if b.is_string() || b == Basic::UnsafePointer => out.push(u),
            Type::Pointer(e) | Type::Slice(e) => {
                out.push(u);
                self.leaves(e, out, d + 1);
            }
            Type::Array(_, e) => self.leaves(e, out, d + 1),
            Type::Struct(fs) => {
                for f in fs {
                    self.leaves(f.ty, out, d + 1);
                }
            }
            Type::Tuple(ts) => {
                for x in ts {
                    self.leaves(x, out, d + 1);
                }
            }
            Type::Interface(_) | Type::TypeParam(_) => out.push(u),
            Type::Map(k, v) => {
                out.push(u);
                self.leaves(k, out, d + 1);
                self.leaves(v, out, d + 1);
            }
            Type::Basic(_) | Type::Named(_) | Type::Func(_) => {}
        }
    }

    /// Whether a value of type `t` may hold a func value (a closure).
    fn may_hold_func(&self, t: TypeId, d: usize) -> bool {
        if d > 20 {
            return true;
        }
        match self.c.types.under_type(t) {
            // An interface value may hold a func value (or a struct with one).
            Type::Func(_) | Type::Named(_) | Type::Interface(_) | Type::TypeParam(_) => true,
            Type::Basic(_) => false,
            Type::Pointer(e) | Type::Slice(e) | Type::Array(_, e) => self.may_hold_func(*e, d + 1),
            Type::Struct(fs) => fs.iter().any(|f| self.may_hold_func(f.ty, d + 1)),
            Type::Tuple(ts) => ts.iter().any(|x| self.may_hold_func(*x, d + 1)),
            Type::Map(k, v) => self.may_hold_func(*k, d + 1) || self.may_hold_func(*v, d + 1),
        }
    }

    /// A call that involves closures (the callee, or arguments that may hold one). A closure
    /// may store what the call was given into the variables it captured, and return any of
    /// it: gives those variables and everything they may now refer to (`None`: no closure is
    /// involved).
    fn closure_call(&self, callee: Option<&Expr>, args: &[Expr]) -> Option<(Vec<LocalId>, Sites)> {
        let mut funcs = callee.map(|c| self.value(c)).unwrap_or_default();
        for a in args {
            if self.may_hold_func(a.ty, 0) {
                funcs.extend(self.value(a));
            }
        }
        if funcs.is_empty() {
            return None;
        }
        let mut all = funcs.clone();
        for a in args {
            all.extend(self.value(a));
        }
        let mut vars = Vec::new();
        for s in &funcs {
            if let SiteKind::Local(x) = self.layout.sites[*s].kind {
                // Only the memory a closure or method value made here refers to: `&r` passed
                // as an io.Writer is no closure's even though r's type could hold one.
                if !self.env_memory(x, *s) {
                    continue;
                }
                if let Some(h) = self.holds.get(x.index()) {
                    all.extend(h.iter().copied());
                }
                vars.push(x);
            }
        }
        Some((vars, all))
    }

    /// Whether the memory of local `x` (its address is site `s`) is what an environment of a
    /// closure or method value of this function refers to (`Layout::env_addr`, `env_vals`).
    fn env_memory(&self, x: LocalId, s: SiteId) -> bool {
        self.layout.env_addr.contains(&x)
            || self
                .layout
                .env_vals
                .iter()
                .any(|v| self.holds.get(v.index()).is_some_and(|h| h.contains(&s)))
    }

    /// The effect of a call involving closures on the variables they captured.
    fn call_effects(&mut self, callee: Option<&Expr>, args: &[Expr]) {
        // A literal that keeps its arguments (`Summaries::safe_literals`) may store a pointer
        // to any part of the other arguments' memory (`&xs[i]` of a slice of a local array):
        // those are not filtered by type.
        let keeps_args = args.iter().any(|a| {
            matches!(a.kind, ExprKind::Closure(l, _) if self.c.sums.safe_literals.contains(&l.index()))
        });
        let mut given = Sites::new();
        if keeps_args {
            for a in args {
                if !self.may_hold_func(a.ty, 0) {
                    given.extend(self.value(a));
                }
            }
        }
        if let Some((vars, all)) = self.closure_call(callee, args) {
            for x in vars {
                let Some(t) = self.layout.local_ty.get(x.index()).copied() else {
                    continue;
                };
                let mut fit = self.fitting(&all, t);
                fit.extend(given.iter().copied());
                self.mark(x, &fit);
            }
        }
    }

    /// The sites whose memory a value of type `t` can refer to: values of the site's type
    /// reachable from `t`, or anything through a func value (a closure captures anything).
    fn fitting(&self, sites: &Sites, t: TypeId) -> Sites {
        if !self.holds_pointers(t) {
            return Sites::new();
        }
        // Through a closure a value may refer to whatever the closure captured, directly or
        // through its environment: every site. (`n, err := f(&local); return n, err` then
        // keeps `local` alive with the result: it lives on the result stack.)
        if self.may_hold_func(t, 0) {
            return sites.clone();
        }
        let mut want = Vec::new();
        self.leaves(t, &mut want, 0);
        sites
            .iter()
            .copied()
            .filter(|s| {
                let site = &self.layout.sites[*s];
                let mut have = Vec::new();
                // A parameter or a call's result is a value of its type, not memory of it.
                if matches!(
                    site.kind,
                    SiteKind::Param
                        | SiteKind::Captured
                        | SiteKind::CapturedValue(_)
                        | SiteKind::Call(_)
                ) {
                    self.leaves(site.ty, &mut have, 0);
                } else {
                    have.push(self.c.types.under(site.ty));
                }
                have.iter().any(|h| want.contains(h))
            })
            .collect()
    }

    fn mark(&mut self, id: LocalId, sites: &Sites) {
        if let Some(h) = self.holds.get_mut(id.index()) {
            for s in sites {
                if h.insert(*s) {
                    self.changed = true;
                }
            }
        }
    }

    fn escape(&mut self, sites: &Sites, span: Span, how: &'static str) {
        for s in sites {
            // The enclosing function's memory, inside a literal: it may be returned or stored
            // in the enclosing function's variables, not where it would outlive that function.
            if self.layout.sites[*s].kind == SiteKind::Captured
                && matches!(how, "returned" | CAPTURED | CAPTURED_MEMORY)
            {
                continue;
            }
            if !self.escapes.iter().any(|(x, sp, _)| x == s && *sp == span) {
                self.escapes.push((*s, span, how));
                self.changed = true;
            }
        }
    }

    /// A store of a value that may refer to `sites` into the location `l`.
    fn store(&mut self, l: &Expr, sites: &Sites, span: Span) {
        // The map keeps the key too.
        if let ExprKind::MapIndex(m, k) = &l.kind {
            let key = self.value(k);
            if !key.is_empty() {
                self.store_through(m, &key, k.span);
            }
            if !sites.is_empty() {
                self.store_through(m, sites, span);
            }
            return;
        }
        if sites.is_empty() {
            return;
        }
        match &l.kind {
            ExprKind::Local(id)
                if self
                    .layout
                    .captured
                    .get(id.index())
                    .copied()
                    .unwrap_or(false) =>
            {
                self.escape(sites, span, CAPTURED)
            }
            ExprKind::Local(id) => self.mark(*id, sites),
            ExprKind::Global(_) => self.escape(sites, span, "stored in a package-level variable"),
            ExprKind::Field(x, ..) => self.store(x, sites, span),
            ExprKind::Index(_, x, _) => match self.c.types.under_type(x.ty) {
                Type::Array(..) => self.store(x, sites, span),
                _ => self.store_through(x, sites, span),
            },
            ExprKind::Deref(p, _) => self.store_through(p, sites, span),
            _ => {}
        }
    }

    /// A callee's store of `sites` into the memory `p` refers to, when that is this frame's
    /// memory (and the summary of this function's, when it is a parameter's).
    fn store_into_own(&mut self, p: &Expr, sites: &Sites) {
        let targets = self.value(p);
        for t in &targets {
            if let Some(&j) = self.layout.param_index.get(t) {
                for s in sites {
                    if self.layout.param_index.contains_key(s) && self.param_into.insert((*s, j)) {
                        self.changed = true;
                    }
                }
            }
        }
        let own = targets.iter().any(|s| {
            !matches!(
                self.layout.sites[*s].kind,
                SiteKind::Param
                    | SiteKind::Captured
                    | SiteKind::CapturedValue(_)
                    | SiteKind::Call(_)
            )
        });
        if own {
            if let Some(id) = root_local(p) {
                self.mark(id, sites);
            }
        }
    }

    /// A store into the memory a pointer or slice `p` refers to.
    fn store_through(&mut self, p: &Expr, sites: &Sites, span: Span) {
        self.store_through_as(p, sites, span, OUTLIVES)
    }

    /// A store into the memory `p` refers to; `outlives` says how, if that is not this frame's.
    fn store_through_as(&mut self, p: &Expr, sites: &Sites, span: Span, outlives: &'static str) {
        let targets = self.value(p);
        // Into the memory of a parameter: the function's summary says so (the caller decides
        // whether that memory outlives what was stored).
        for t in &targets {
            if let Some(&j) = self.layout.param_index.get(t) {
                for s in sites {
                    if self.layout.param_index.contains_key(s) && self.param_into.insert((*s, j)) {
                        self.changed = true;
                    }
                }
            }
        }
        // A call's result may be memory of anyone's (the result stack's only if the callee
        // returns such memory): a store through it is a store into memory that outlives us.
        let own = targets.iter().any(|s| {
            !matches!(
                self.layout.sites[*s].kind,
                SiteKind::Param
                    | SiteKind::Captured
                    | SiteKind::CapturedValue(_)
                    | SiteKind::Call(_)
            )
        });
        if own {
            // Memory of this frame: whatever refers to it now also refers to the value.
            if let Some(id) = root_local(p) {
                self.mark(id, sites);
            }
            return;
        }
        let captured = root_local(p).is_some_and(|id| {
            self.layout
                .captured
                .get(id.index())
                .copied()
                .unwrap_or(false)
        });
        let how = if captured { CAPTURED_MEMORY } else { outlives };
        // A parameter stored into another parameter's memory is the caller's business.
        let into_param = targets
            .iter()
            .any(|t| self.layout.param_index.contains_key(t));
        if into_param && !captured {
            let others: Sites = sites
                .iter()
                .copied()
                .filter(|s| !self.layout.param_index.contains_key(s))
                .collect();
            self.escape(&others, span, how);
            return;
        }
        self.escape(sites, span, how);
    }

    /// What a call does with its arguments, by the summaries of the functions it may call: an
    /// argument the callee keeps in a package-level variable escapes; one it stores in the
    /// memory another argument refers to is stored there.
    fn summary_effects(&mut self, callees: &[usize], args: &[&Expr]) {
        for (i, a) in args.iter().enumerate() {
            let mut global = false;
            let mut into = BTreeSet::new();
            for &f in callees {
                if let Some(pf) = self.c.sums.params.get(f).and_then(|ps| ps.get(i)) {
                    global |= pf.global;
                    into.extend(pf.into.iter().copied());
                }
            }
            if !global && into.is_empty() {
                continue;
            }
            let sites = self.value(a);
            if sites.is_empty() {
                continue;
            }
            if global {
                self.escape(&sites, a.span, PASSED_GLOBAL);
            }
            // Into this frame's memory: what refers to it now also refers to the argument (a
            // value made in a loop and kept by `s.Push(x)` outlives the iteration). Into memory
            // the caller of this function owns, it is not reported: the summaries do not tell
            // a pointer from what it points to, nor a kept value from one left behind unused,
            // well enough to reject a program for it.
            for j in into {
                if let Some(target) = args.get(j) {
                    self.store_into_own(target, &sites);
                }
            }
        }
    }

    /// A literal made here that stores a captured variable's value in a package-level
    /// variable (`Summaries::captured`): what the variable refers to here escapes.
    fn captured_effects(&mut self, lit: usize, env: &Expr) {
        let Some(flags) = self.c.sums.captured.get(lit) else {
            return;
        };
        let fields = match &env.kind {
            ExprKind::AddrOfLit(_, x) => match &x.kind {
                ExprKind::StructLit(fs) => fs,
                _ => return,
            },
            _ => return,
        };
        for (i, v) in fields {
            let Some(span) = flags.get(*i).copied().flatten() else {
                continue;
            };
            // The variable's address (a `Capture::Ref`), or the value itself.
            let sites = match &v.kind {
                ExprKind::AddrOf(x) => self.value(x),
                _ => self.value(v),
            };
            if !sites.is_empty() {
                self.escape(&sites, span, CAPTURED_GLOBAL);
            }
        }
    }

    /// Temporaries bound inside an expression hold what their value refers to.
    fn lets(&mut self, e: &Expr) {
        struct Lets<'f, 'c>(&'f mut Flow<'c>);
        impl Visitor for Lets<'_, '_> {
            fn visit_expr(&mut self, x: &Expr) {
                match &x.kind {
                    ExprKind::Let(t, v, _) => {
                        let s = self.0.value(v);
                        self.0.mark(*t, &s);
                    }
                    ExprKind::Closure(l, Some(env)) => self.0.captured_effects(l.index(), env),
                    ExprKind::Call(f, args) => {
                        self.0.call_effects(None, args);
                        let all: Vec<&Expr> = args.iter().collect();
                        self.0.summary_effects(&[f.index()], &all);
                    }
                    ExprKind::CallValue(f, args) => {
                        self.0.call_effects(Some(f), args);
                        let callees = self.0.c.sums.by_type(f.ty);
                        let all: Vec<&Expr> = args.iter().collect();
                        self.0.summary_effects(&callees, &all);
                    }
                    ExprKind::IfaceCall(recv, m, args) => {
                        let method = match self.0.c.types.under_type(recv.ty) {
                            Type::Interface(i) => {
                                i.methods.get(*m).map(|m| (m.name.clone(), m.sig))
                            }
                            _ => None,
                        };
                        if let Some((name, sig)) = method {
                            let callees = self.0.c.sums.by_method(&self.0.c, &name, sig);
                            let mut all: Vec<&Expr> = vec![recv];
                            all.extend(args.iter());
                            self.0.summary_effects(&callees, &all);
                        }
                    }
                    _ => {}
                }
                walk_expr(self, x);
            }
        }
        Lets(self).visit_expr(e);
    }

    fn values_of(&self, vals: &Values) -> Vec<(Sites, Span)> {
        match vals {
            Values::Each(vs) => vs.iter().map(|v| (self.value(v), v.span)).collect(),
            Values::Tuple(v) => vec![(self.value(v), v.span)],
        }
    }
}

impl crate::tir::visit::Visitor for Flow<'_> {
    fn visit_expr(&mut self, e: &Expr) {
        self.lets(e);
    }

    fn visit_stmt(&mut self, s: &Stmt) {
        match &s.kind {
            StmtKind::VarDecl(ids, Some(vals)) => {
                let vs = self.values_of(vals);
                for (k, id) in ids.iter().enumerate() {
                    if let Some((v, _)) = vs.get(k).or(vs.first()) {
                        let v = v.clone();
                        self.mark(*id, &v);
                    }
                }
            }
            StmtKind::AssignMulti { lhs, values, .. } => {
                let vs = self.values_of(values);
                for (k, l) in lhs.iter().enumerate() {
                    if let (Some(l), Some((v, sp))) = (l, vs.get(k).or(vs.first())) {
                        let (v, sp) = (v.clone(), *sp);
                        self.store(l, &v, sp);
                    }
                }
            }
            StmtKind::Decl(id, Some(v)) => {
                let v = self.value(v);
                self.mark(*id, &v);
            }
            StmtKind::Assign(l, r) => {
                let v = self.value(r);
                self.store(l, &v, r.span);
            }
            StmtKind::OpAssign(l, _, r) => {
                // `s += t` makes a new string each time (a site of the statement).
                let mut v = self.value(r);
                if let Some(&site) = self.layout.stmt_site.get(&(s as *const Stmt)) {
                    v.insert(site);
                }
                self.store(l, &v, r.span);
            }
            StmtKind::Range {
                kind,
                key,
                value,
                expr,
                ..
            } => {
                // The value (and a map's key) is a copy of what the range expression holds.
                let map = matches!(kind, crate::tir::RangeKind::Map);
                let targets = value.iter().chain(key.iter().filter(|_| map));
                for v in targets {
                    let s = if self.holds_pointers(v.ty) {
                        self.value(expr)
                    } else {
                        Sites::new()
                    };
                    self.store(v, &s, v.span);
                }
            }
            StmtKind::Return(es) => {
                for e in es {
                    let v = self.value(e);
                    self.escape(&v, e.span, "returned");
                }
            }
            StmtKind::Defer(e) => {
                // Kept until the function returns, then called.
                let v = self.value(e);
                self.mark(self.layout.defer_holder(), &v);
                self.call_effects(Some(e), &[]);
            }
            _ => {}
        }
        crate::tir::visit::walk_stmt(self, s);
    }
}

/// Writes the storage decisions into the allocating expressions.
struct Decide<'l> {
    layout: &'l Layout,
    block: &'l [bool],
    /// Sites whose memory goes on the result stack (the function returns it).
    result: &'l [bool],
}

impl VisitorMut for Decide<'_> {
    fn visit_expr_mut(&mut self, e: &mut Expr) {
        if let Some(&s) = self.layout.site_of.get(&(e as *const Expr)) {
            let alloc = if self.block[s] {
                Some(Alloc::Block)
            } else if self.result[s] {
                Some(Alloc::Result)
            } else {
                None
            };
            if let Some(alloc) = alloc {
                match &mut e.kind {
                    ExprKind::AddrOfLit(a, _)
                    | ExprKind::Make(a, ..)
                    | ExprKind::New(a)
                    | ExprKind::SliceLit(a, ..)
                    | ExprKind::MakeMap(a, _)
                    | ExprKind::MapLit(a, _)
                    | ExprKind::ToIface(Boxing::Alloc(a), _) => *a = alloc,
                    ExprKind::Concat(a, _) | ExprKind::Convert(_, a, _)
                        if alloc == Alloc::Result =>
                    {
                        *a = alloc
                    }
                    _ => {}
                }
            }
        }
        walk_expr_mut(self, e);
    }

    fn visit_stmt_mut(&mut self, s: &mut Stmt) {
        let site = self.layout.stmt_site.get(&(s as *const Stmt)).copied();
        crate::tir::visit::walk_stmt_mut(self, s);
        // `s += t` of a string the function returns: `s = s + t` on the result stack.
        if let Some(k) = site.filter(|k| self.result[*k]) {
            let kind = std::mem::replace(&mut s.kind, StmtKind::Seq(Vec::new()));
            s.kind = match kind {
                StmtKind::OpAssign(l, BinOp::Add, r) if matches!(l.kind, ExprKind::Local(_)) => {
                    let (ty, span) = (l.ty, l.span);
                    let cat = ExprKind::Concat(Alloc::Result, vec![l.clone(), r]);
                    StmtKind::Assign(l, Expr::new(ty, cat, span))
                }
                other => {
                    let _ = k;
                    other
                }
            };
        }
    }
}

/// One function's analysis. With `apply`, its decisions are written into the body and the
/// locals, and the escapes are reported; without, only its summary is wanted.
struct Analysis {
    /// What the function does with result-stack memory (`check/results.rs` decides the rest).
    flow: ResultFlow,
    /// Where each parameter's value may go.
    summary: Vec<ParamFlow>,
    /// In a literal: which captured variables' values it stores in a package-level variable,
    /// and where.
    captured_global: Vec<Option<Span>>,
    diags: Vec<Diagnostic>,
}

/// Analyzes one function (see the module comment).
fn analyze(
    c: Ctx,
    params: &[LocalId],
    body: &mut [Stmt],
    locals: &mut [Local],
    apply: bool,
) -> Analysis {
    let mut diags: Vec<Diagnostic> = Vec::new();
    {
        let n = locals.len();
        let mut layout = Layout {
            parent: vec![None],
            sites: Vec::new(),
            site_of: HashMap::new(),
            stmt_site: HashMap::new(),
            // One more: the holder of deferred values (`Layout::defer_holder`).
            local_block: vec![0; n + 1],
            loop_body: vec![None; n],
            captured: locals
                .iter()
                .map(|l| matches!(l.kind, LocalKind::Captured(_)))
                .collect(),
            local_ty: locals.iter().map(|l| l.ty).collect(),
            param: locals
                .iter()
                .map(|l| matches!(l.kind, LocalKind::Param))
                .collect(),
            callees: Vec::new(),
            call_site_of: HashMap::new(),
            loops: Vec::new(),
            param_index: HashMap::new(),
            captured_addr: HashMap::new(),
            env_addr: Default::default(),
            env_vals: Default::default(),
        };
        {
            let mut scan = Scan {
                layout: &mut layout,
                block: 0,
                loops: 0,
                loop_id: None,
                range_expr: false,
                types: c.types,
                funcs: c.funcs,
                conc: c.conc,
            };
            for s in body.iter() {
                scan.stmt(s);
            }
        }
        // What the caller passes in: where it goes is the function's summary, and in a literal
        // that captures variables it may not be stored in them.
        let mut holds = vec![Sites::new(); n + 1];
        for (pi, &pl) in params.iter().enumerate() {
            let k = pl.index();
            let Some(l) = locals.get(k) else { continue };
            // A value without pointers cannot keep the caller's memory.
            if holds_pointers(c.types, l.ty, 0) {
                layout.param_index.insert(layout.sites.len(), pi);
                holds[k].insert(layout.sites.len());
                layout.sites.push(Site::outside(
                    "argument of the function literal",
                    SiteKind::Param,
                    PARAM_HELP,
                    l.ty,
                ));
            }
        }
        // Inside a literal, the memory of each variable it captured is the enclosing function's,
        // and so is the value it holds when the literal runs.
        let mut captured_value: HashMap<SiteId, usize> = HashMap::new();
        for (ci, (k, l)) in locals
            .iter()
            .enumerate()
            .filter(|(_, l)| matches!(l.kind, LocalKind::Captured(_)))
            .enumerate()
        {
            if holds_pointers(c.types, l.ty, 0) {
                captured_value.insert(layout.sites.len(), ci);
                holds[k].insert(layout.sites.len());
                layout.sites.push(Site::outside(
                    "value of a variable of the enclosing function",
                    SiteKind::CapturedValue(ci),
                    HELP,
                    l.ty,
                ));
            }
            layout
                .captured_addr
                .insert(LocalId(k as u32), layout.sites.len());
            layout.sites.push(Site::outside(
                "pointer to a variable of the enclosing function",
                SiteKind::Captured,
                HELP,
                c.types.lookup(&Type::Pointer(l.ty)).unwrap_or(l.ty),
            ));
        }
        let mut flow = Flow {
            c,
            layout: &layout,
            holds,
            changed: true,
            escapes: Vec::new(),
            param_into: BTreeSet::new(),
        };
        let mut rounds = 0;
        while flow.changed && rounds < 50 {
            flow.changed = false;
            crate::tir::visit::Visitor::visit_stmts(&mut flow, body);
            rounds += 1;
        }
        let safe_literal = flow.c.safe_literal;
        let called_with_own = param_calls(&flow, params, body);
        let holds = std::mem::take(&mut flow.holds);
        let mut escapes = std::mem::take(&mut flow.escapes);
        let param_into = std::mem::take(&mut flow.param_into);
        // A returned pointer to a local (or slice of a local array) takes the memory the local
        // refers to along: `var d T; d.s = make(...); return &d` returns the slice's memory
        // too, at any depth (and what a parameter refers to, for the summary).
        let mut k = 0;
        while k < escapes.len() {
            let (s, span, how) = escapes[k];
            k += 1;
            let SiteKind::Local(l) = layout.sites[s].kind else {
                continue;
            };
            if how != "returned" {
                continue;
            }
            for &t in holds.get(l.index()).into_iter().flatten() {
                if !escapes.iter().any(|(x, _, h)| *x == t && *h == "returned") {
                    escapes.push((t, span, "returned"));
                }
            }
        }
        // Where the parameters go: into a package-level variable, or into the memory another
        // parameter refers to. (A store into memory that is neither a parameter's nor this
        // frame's, say what a call returned, is not followed: the summaries record what they
        // can name.)
        let mut summary = vec![ParamFlow::default(); params.len()];
        let mut captured_global: Vec<Option<Span>> = vec![
            None;
            locals
                .iter()
                .filter(|l| matches!(l.kind, LocalKind::Captured(_)))
                .count()
        ];
        for &(s, span, how) in &escapes {
            if let Some(&ci) = captured_value.get(&s) {
                if matches!(
                    how,
                    "stored in a package-level variable" | PASSED_GLOBAL | CAPTURED_GLOBAL
                ) && captured_global[ci].is_none()
                {
                    captured_global[ci] = Some(span);
                }
            }
            if let Some(&i) = layout.param_index.get(&s) {
                if matches!(
                    how,
                    "stored in a package-level variable" | PASSED_GLOBAL | CAPTURED_GLOBAL
                ) {
                    summary[i].global = true;
                }
                if how == "returned" {
                    summary[i].returned = true;
                }
            }
        }
        for (i, own) in called_with_own.into_iter().enumerate() {
            summary[i].called_with_own = own;
        }
        for &(s, j) in &param_into {
            if let Some(&i) = layout.param_index.get(&s) {
                if i != j {
                    summary[i].into.insert(j);
                }
            }
        }
        // Holders of each site.
        let mut holders: Vec<Vec<LocalId>> = vec![Vec::new(); layout.sites.len()];
        for (l, sites) in holds.iter().enumerate() {
            for &s in sites {
                if let Some(h) = holders.get_mut(s) {
                    h.push(LocalId(l as u32));
                }
            }
        }
        // Whatever holds the address of a holder holds what that holder refers to (`p = &y`
        // with `y = &x`: `p` reaches `x`).
        let mut addr_sites: Vec<Vec<SiteId>> = vec![Vec::new(); n + 1];
        for (k, s) in layout.sites.iter().enumerate() {
            if let SiteKind::Local(l) = s.kind {
                if let Some(v) = addr_sites.get_mut(l.index()) {
                    v.push(k);
                }
            }
        }
        let mut grown = true;
        while grown {
            grown = false;
            for s in 0..holders.len() {
                let mut more = Vec::new();
                for h in &holders[s] {
                    for &t in addr_sites.get(h.index()).into_iter().flatten() {
                        more.extend(holders[t].iter().copied());
                    }
                }
                for h in more {
                    if !holders[s].contains(&h) {
                        holders[s].push(h);
                        grown = true;
                    }
                }
            }
        }
        let escaped: BTreeSet<SiteId> = escapes.iter().map(|(s, ..)| *s).collect();
        // Returned values that can live on the result stack, and what calls gave.
        let mut flow = ResultFlow::default();
        let mut result = vec![false; layout.sites.len()];
        let mut errors: Vec<(Span, &Site, &'static str)> = Vec::new();
        for &(s, span, how) in &escapes {
            let site = &layout.sites[s];
            match site.kind {
                // A parameter goes where the summary says; only a literal's, stored in what it
                // captured, is an error.
                SiteKind::Param if how != CAPTURED && how != CAPTURED_MEMORY => {}
                // Memory of the arguments its caller's caller passed (`safe_literals`).
                SiteKind::Param if how == CAPTURED && safe_literal => {}
                // The enclosing function checks it (`Summaries::captured`).
                SiteKind::CapturedValue(_) => {}
                SiteKind::Call(c) => {
                    let (callee, desc) = &layout.callees[c];
                    if how == "returned" {
                        if !flow.passes.contains(callee) {
                            flow.passes.push(callee.clone());
                        }
                    } else {
                        flow.escapes.push(CallEscape {
                            callee: callee.clone(),
                            span,
                            how,
                            desc: desc.clone(),
                        });
                    }
                }
                _ if how == "returned" && site.returnable => {
                    result[s] = true;
                    flow.own = true;
                }
                _ => errors.push((span, site, how)),
            }
        }
        for (k, site) in layout.sites.iter().enumerate() {
            if let SiteKind::Call(c) = site.kind {
                let callee = &layout.callees[c].0;
                if !escaped.contains(&k) && !flow.keeps.contains(callee) {
                    flow.keeps.push(callee.clone());
                }
            }
        }
        flow.loops = layout
            .loops
            .iter()
            .map(|&(id, _, _)| crate::tir::LoopFlow {
                id,
                keeps: Vec::new(),
                leaks: Vec::new(),
                owns: false,
                releases: false,
            })
            .collect();
        let contained = |s: SiteId, block: BlockId| {
            !escaped.contains(&s)
                && holders[s]
                    .iter()
                    .all(|h| layout.nested_in(layout.local_block[h.index()], block))
        };
        // What each loop's iterations keep of the result stack.
        for (k, site) in layout.sites.iter().enumerate() {
            let mut l = site.in_loop_id;
            let mut innermost = true;
            while let Some(li) = l {
                let (_, body, parent) = layout.loops[li];
                let lf = &mut flow.loops[li];
                if result[k] {
                    lf.owns = true;
                } else if let SiteKind::Call(c) = site.kind {
                    let callee = layout.callees[c].0.clone();
                    let outlives = innermost && site.outlives_iterations;
                    let list = if !outlives && contained(k, body) {
                        &mut lf.keeps
                    } else {
                        &mut lf.leaks
                    };
                    if !list.contains(&callee) {
                        list.push(callee);
                    }
                }
                innermost = false;
                l = parent;
            }
        }
        let block: Vec<bool> = layout
            .sites
            .iter()
            .enumerate()
            .map(|(k, s)| {
                matches!(s.kind, SiteKind::Alloc { constant: true })
                    && s.in_loop
                    && contained(k, s.block)
            })
            .collect();
        for (k, s) in layout.sites.iter().enumerate() {
            if let SiteKind::Local(l) = s.kind {
                let decl = layout.local_block[l.index()];
                let nested = decl != 0;
                // A `for` loop variable is a new variable each iteration: one variable does
                // when no pointer to it outlives the iteration.
                let within = layout.loop_body[l.index()].unwrap_or(decl);
                if nested && !contained(k, within) {
                    locals[l.index()].storage = Storage::Frame;
                }
            }
        }
        if !apply {
            return Analysis {
                flow,
                summary,
                captured_global,
                diags,
            };
        }
        // A local whose address is returned lives on the result stack.
        for (k, s) in layout.sites.iter().enumerate() {
            if let (SiteKind::Local(l), true) = (s.kind, result[k]) {
                locals[l.index()].storage = Storage::Result;
            }
        }
        let mut decide = Decide {
            layout: &layout,
            block: &block,
            result: &result,
        };
        decide.visit_stmts_mut(body);
        let mut seen = std::collections::HashSet::new();
        errors.sort_by_key(|(sp, ..)| (sp.lo(), sp.hi()));
        for (span, site, how) in errors {
            if !seen.insert((span.lo(), span.hi())) {
                continue;
            }
            let origin = site.desc;
            diags.push(
                Diagnostic::error(
                    span,
                    format!("escaping value: the {origin} is {how}, so it would outlive its frame"),
                )
                .label(format!("{origin} escapes here"))
                .help(site.help),
            );
        }
        Analysis {
            flow,
            summary,
            captured_global,
            diags,
        }
    }
}

/// For each parameter: `ParamFlow::called_with_own`, for the func-typed ones (after the flow's
/// fixed point, so argument sites are complete).
fn param_calls(flow: &Flow, params: &[LocalId], body: &[Stmt]) -> Vec<bool> {
    struct Calls<'a, 'c> {
        flow: &'a Flow<'c>,
        params: &'a [LocalId],
        own: Vec<bool>,
    }
    impl Calls<'_, '_> {
        fn param(&self, e: &Expr) -> Option<usize> {
            match e.kind {
                ExprKind::Local(id) => self.params.iter().position(|&p| p == id),
                _ => None,
            }
        }
    }
    impl Visitor for Calls<'_, '_> {
        fn visit_expr(&mut self, e: &Expr) {
            if let ExprKind::CallValue(f, args) = &e.kind {
                if let Some(i) = self.param(f) {
                    for a in args {
                        let not_given = self
                            .flow
                            .value(a)
                            .iter()
                            .any(|s| !self.flow.layout.param_index.contains_key(s));
                        if not_given {
                            self.own[i] = true;
                        }
                        self.visit_expr(a);
                    }
                    return;
                }
            }
            if let Some(i) = self.param(e) {
                self.own[i] = true;
            }
            walk_expr(self, e);
        }
    }
    let mut calls = Calls {
        flow,
        params,
        own: vec![false; params.len()],
    };
    calls.visit_stmts(body);
    calls.own
}

/// `Summaries::safe_literals`: every literal whose every use is an argument of a call of an
/// analyzed function at a parameter it calls only with its arguments' memory.
fn safe_literals(prog: &Program, sums: &Summaries) -> std::collections::HashSet<usize> {
    struct Uses<'a> {
        sums: &'a Summaries,
        safe: HashMap<usize, bool>,
    }
    impl Visitor for Uses<'_> {
        fn visit_expr(&mut self, e: &Expr) {
            if let ExprKind::Call(g, args) = &e.kind {
                let g = g.index();
                for (j, a) in args.iter().enumerate() {
                    if let ExprKind::Closure(l, env) = &a.kind {
                        let ok = self.sums.analyzed.get(g).copied().unwrap_or(false)
                            && self
                                .sums
                                .params
                                .get(g)
                                .and_then(|ps| ps.get(j))
                                .is_some_and(|p| !p.called_with_own);
                        let e = self.safe.entry(l.index()).or_insert(true);
                        *e &= ok;
                        if let Some(env) = env {
                            self.visit_expr(env);
                        }
                    } else {
                        self.visit_expr(a);
                    }
                }
                return;
            }
            if let ExprKind::Closure(l, _) = &e.kind {
                self.safe.insert(l.index(), false);
            }
            walk_expr(self, e);
        }
    }
    let mut uses = Uses {
        sums,
        safe: HashMap::new(),
    };
    for f in &prog.funcs {
        if let Some(body) = &f.body {
            uses.visit_stmts(body);
        }
    }
    uses.safe
        .into_iter()
        .filter_map(|(l, ok)| ok.then_some(l))
        .collect()
}

/// Whether a value of type `t` may refer to memory (a pointer, slice, string, interface, func
/// value, or a composite holding one).
fn holds_pointers(types: &crate::tir::types::TypeTable, t: TypeId, d: usize) -> bool {
    if d > 20 {
        return true;
    }
    match types.under_type(t) {
        Type::Basic(b) => b.is_string() || *b == Basic::UnsafePointer,
        // A func value may be a closure, whose environment is frame memory.
        Type::Pointer(_)
        | Type::Slice(_)
        | Type::Func(_)
        | Type::Interface(_)
        | Type::TypeParam(_)
        | Type::Map(..) => true,
        Type::Array(_, e) => holds_pointers(types, *e, d + 1),
        Type::Struct(fs) => fs.iter().any(|f| holds_pointers(types, f.ty, d + 1)),
        Type::Tuple(ts) => ts.iter().any(|x| holds_pointers(types, *x, d + 1)),
        Type::Named(_) => true,
    }
}

/// `t` and the types stored inline in a value of type `t` (fields and array elements, at any
/// depth; not what pointers, slices or interfaces refer to).
fn inline_types(types: &crate::tir::types::TypeTable, t: TypeId, out: &mut Vec<TypeId>, d: usize) {
    if d > 20 || out.contains(&t) {
        return;
    }
    out.push(t);
    match types.under_type(t).clone() {
        Type::Struct(fs) => fs
            .iter()
            .for_each(|f| inline_types(types, f.ty, out, d + 1)),
        Type::Array(_, e) => inline_types(types, e, out, d + 1),
        _ => {}
    }
}

/// Where one parameter's value may go, for the callers (a function's summary holds one per
/// parameter, receiver first).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ParamFlow {
    /// Into a package-level variable, or memory that is no one's here (it escapes any caller).
    pub global: bool,
    /// Into the memory these other parameters refer to.
    pub into: BTreeSet<usize>,
    /// The function's results may refer to the memory the value refers to.
    pub returned: bool,
    /// For a func-typed parameter: the function may call it with memory that is not what its
    /// callers passed (its own frame's, what a call returned), or uses it otherwise than by
    /// calling it (passes it on, stores it, takes its address). When not, a literal passed
    /// here only ever sees memory of the caller's arguments (`Summaries::safe_literals`).
    pub called_with_own: bool,
}

/// Every function's summary, and who a dynamic call may reach.
#[derive(Default)]
pub struct Summaries {
    pub params: Vec<Vec<ParamFlow>>,
    /// The function was analyzed, so `ParamFlow::returned` is known (a wrapper or C function
    /// is not: a call's result goes by the types of its arguments).
    analyzed: Vec<bool>,
    methods: HashMap<String, Vec<usize>>,
    values: HashMap<TypeId, Vec<usize>>,
    /// Function literals whose only use is as an argument of a call of an analyzed function
    /// that calls that parameter with nothing but its own arguments' memory (Words(s, yield)
    /// calling yield(s[i:j])): what the literal is passed is memory of the arguments of that
    /// call, which the enclosing function made or was given, and the call marks the captured
    /// variables as referring to those arguments (`Flow::call_effects`). Such a literal may
    /// store its arguments in the enclosing function's variables.
    safe_literals: std::collections::HashSet<usize>,
    /// For each function literal, per captured variable (in the environment's order): the
    /// literal stores the variable's value in a package-level variable (where it does).
    captured: Vec<Vec<Option<Span>>>,
}

impl Summaries {
    /// The methods an interface method call of this name and signature (`sig`, without a
    /// receiver) may run: only a method with that very signature can implement it (testing's
    /// `(*T).Error(args ...any)` is no `error`'s `Error() string`).
    fn by_method(&self, c: &Ctx, name: &str, sig: TypeId) -> Vec<usize> {
        let Some(want) = c.types.sig(sig) else {
            return self.methods.get(name).cloned().unwrap_or_default();
        };
        let mut v = self.methods.get(name).cloned().unwrap_or_default();
        v.retain(|&k| {
            let Some(have) = c.funcs.get(k).and_then(|f| c.types.sig(f.ty)) else {
                return true;
            };
            have.results == want.results
                && have.variadic == want.variadic
                && have.params.len() == want.params.len() + 1
                && have.params[1..] == want.params[..]
        });
        v
    }
    /// The functions a call of a func value of this type may run.
    fn by_type(&self, t: TypeId) -> Vec<usize> {
        self.values.get(&t).cloned().unwrap_or_default()
    }
    /// For each parameter of an analyzed function: whether its results may refer to what
    /// the argument refers to.
    fn returned(&self, f: usize) -> Option<Vec<bool>> {
        if !self.analyzed.get(f).copied().unwrap_or(false) {
            return None;
        }
        self.params
            .get(f)
            .map(|ps| ps.iter().map(|p| p.returned).collect())
    }
}

/// The escape analysis of the whole program, after every package is checked: first every
/// function's summary (where its parameters' values go: a fixed point, since a function passes
/// its parameters on), then each function's decisions and escapes with its callees' summaries.
/// A dynamic call takes the summaries of every method of its name and signature (interface
/// methods) or every function of its type (func values). Functions whose bodies were checked as
/// code of their own (`Func::escapes`) are analyzed; generic declarations are not (their
/// instances are).
pub fn run(prog: &mut Program) -> Vec<Diagnostic> {
    let n = prog.funcs.len();
    let mut sums = Summaries::default();
    for (k, f) in prog.funcs.iter().enumerate() {
        if matches!(f.kind, FuncKind::Method(_) | FuncKind::Wrapper(_)) {
            sums.methods.entry(f.name.clone()).or_default().push(k);
        }
        sums.values.entry(f.ty).or_default().push(k);
    }
    sums.params = prog
        .funcs
        .iter()
        .map(|f| vec![ParamFlow::default(); f.params.len()])
        .collect();
    sums.captured = vec![Vec::new(); n];
    let todo: Vec<usize> = (0..n)
        .filter(|&k| prog.funcs[k].escapes && prog.funcs[k].body.is_some())
        .collect();
    sums.analyzed = vec![false; n];
    for &k in &todo {
        sums.analyzed[k] = true;
    }
    // Summaries only grow: repeat until none changes.
    let mut converged = false;
    for _ in 0..20 {
        let mut changed = false;
        for &k in &todo {
            let a = with_body(prog, &sums, k, false);
            if a.summary != sums.params[k] {
                sums.params[k] = a.summary;
                changed = true;
            }
            if a.captured_global != sums.captured[k] {
                sums.captured[k] = a.captured_global;
                changed = true;
            }
        }
        if !changed {
            converged = true;
            break;
        }
    }
    // Without a fixed point, which arguments results refer to is not known: calls go by types.
    if !converged {
        sums.analyzed = vec![false; n];
    }
    sums.safe_literals = safe_literals(prog, &sums);
    if std::env::var_os("SOLOD_DEBUG_ESCAPE").is_some() {
        for &k in &todo {
            let ps = &sums.params[k];
            if ps.iter().any(|p| p.global || !p.into.is_empty()) {
                eprintln!("{}: {:?}", prog.funcs[k].name, ps);
            }
        }
    }
    let mut diags = Vec::new();
    for &k in &todo {
        let a = with_body(prog, &sums, k, true);
        prog.funcs[k].results = a.flow;
        diags.extend(a.diags);
    }
    diags
}

/// Analyzes function `k` (its body and locals taken out of the program meanwhile).
fn with_body(prog: &mut Program, sums: &Summaries, k: usize, apply: bool) -> Analysis {
    let mut body = prog.funcs[k].body.take().unwrap_or_default();
    let mut locals = std::mem::take(&mut prog.funcs[k].locals);
    let params = prog.funcs[k].params.clone();
    let conc = prog
        .packages
        .iter()
        .position(|p| p.path == super::conc_pkg::CONC)
        .map(|i| crate::tir::PkgId(i as u32));
    let c = Ctx {
        types: &prog.types,
        funcs: &prog.funcs,
        sums,
        conc,
        safe_literal: sums.safe_literals.contains(&k),
    };
    let a = analyze(c, &params, &mut body, &mut locals, apply);
    prog.funcs[k].body = Some(body);
    prog.funcs[k].locals = locals;
    a
}
