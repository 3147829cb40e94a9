//! Tasks a function waits for before it goes on: memory of its frame may be handed to them.
//!
//! A value handed to another task must outlive the task (language.md section 3). The one
//! case proven here is the plain one a Go programmer writes: the function starts the task and
//! waits for it further down the same statement list, with nothing in between that can leave
//! that list (no `return`, `break`, `continue` or `goto` anywhere in the statements between;
//! a panic ends the whole program). The task is then done before the list goes on, so every
//! frame and iteration memory alive at the start is still alive at its end:
//! - `t := conc.Go(f, arg)` (or `GoWith`) ... `t.Wait()`, `t` not assigned again between;
//! - `conc.Go(f, arg).Wait()` in one expression;
//! - `pool.Go(f, arg)` ... `pool.Wait()` (or `pool.Free()`) on the same pool variable;
//! - the wait anywhere a statement always evaluates it before it can leave the list:
//!   `if t.Wait() != nil {`, `println(t.Wait() == nil)`, `return t.Wait()`;
//! - `for i := range a { a[i] = conc.Go(f, arg) }` ... `for _, t := range a { t.Wait(); ... }`
//!   (or `a[i].Wait()` first in a loop over the keys), for memory made outside loops (each
//!   iteration's own would be reused while a task reads it).
//!
//! Input: a function's body. Output: the spans of the arguments of such calls, whose
//! `EscapeHow::PassedTask` escapes are no errors.

use crate::syntax::ast::{BinOp, Span};
use crate::tir::visit::{walk_expr, Visitor};
use crate::tir::{BreakId, Expr, ExprKind, Func, FuncKind, LocalId, PkgId, Stmt, StmtKind, Values};
use std::collections::HashSet;

/// What a statement does with a task, as far as this rule cares.
enum Step {
    /// Starts a task whose handle (a Thread, or the pool) is local `.0`; `.1`: its arguments.
    Spawn(LocalId, Vec<Span>),
    /// Starts a task and waits for it at once.
    SpawnWaited(Vec<Span>),
    /// A loop whose body starts tasks on pools (`pool.Go` at the body's top level) and can
    /// leave them only by going on: the pools' locals and the calls' arguments.
    LoopSpawns(BreakId, Vec<(LocalId, Vec<Span>)>),
    /// A loop whose body starts tasks whose handles it keeps in elements of a local array or
    /// slice (`threads[i] = conc.Go(f, arg)` at the body's top level) and can leave only by
    /// going on: the array's local and the calls' arguments.
    LoopHandles(BreakId, Vec<(LocalId, Vec<Span>)>),
    Other,
}

struct Joined<'a> {
    funcs: &'a [Func],
    conc: PkgId,
    spans: Spawns,
}

/// The arguments of joined task starts, by span.
#[derive(Default)]
pub(super) struct Spawns {
    /// Started and waited for in the same statement list: any memory alive at the start.
    pub(super) waited: HashSet<Span>,
    /// Started in a loop's body (the loop's id) and waited for after the loop: memory made
    /// outside that loop only (each iteration's own memory would be reused by the next while
    /// a task reads it).
    pub(super) after_loop: std::collections::HashMap<Span, BreakId>,
}

impl Spawns {
    /// Whether an argument at `span` of memory made in a loop or not (`in_loop`) goes to a
    /// task the function waits for.
    /// `made_in(id)`: whether the memory is made anew in each iteration of loop `id`.
    pub(super) fn covers(&self, span: &Span, made_in: impl Fn(BreakId) -> bool) -> bool {
        self.waited.contains(span) || self.after_loop.get(span).is_some_and(|id| !made_in(*id))
    }
}

/// The spans of the arguments of task starts the function waits for (see the module comment).
pub(super) fn joined_spawns(body: &[Stmt], funcs: &[Func], conc: Option<PkgId>) -> Spawns {
    let Some(conc) = conc else {
        return Spawns::default();
    };
    let mut j = Joined {
        funcs,
        conc,
        spans: Spawns::default(),
    };
    j.list(body);
    j.spans
}

impl Joined<'_> {
    /// conc's function or method `name` (`method`: of a type).
    fn is_conc(&self, f: crate::tir::FuncId, name: &str, method: bool) -> bool {
        self.funcs.get(f.index()).is_some_and(|func| {
            func.pkg == self.conc
                && func.name == name
                && matches!(func.kind, FuncKind::Method(_)) == method
        })
    }

    fn is_spawn(&self, e: &Expr) -> Option<Vec<Span>> {
        let ExprKind::Call(f, args) = &e.kind else {
            return None;
        };
        let spawn = self.is_conc(*f, "Go", false) || self.is_conc(*f, "GoWith", false);
        spawn.then(|| args.iter().map(|a| a.span).collect())
    }

    fn step(&self, s: &Stmt) -> Step {
        if let Some(spans) = self.spawn_waited(s) {
            return Step::SpawnWaited(spans);
        }
        if let Some((t, e)) = single_init(s) {
            return match self.is_spawn(e) {
                Some(spans) => Step::Spawn(t, spans),
                None => Step::Other,
            };
        }
        match &s.kind {
            StmtKind::For { id, body, .. } | StmtKind::Range { id, body, .. } => {
                let spawns: Vec<(LocalId, Vec<Span>)> = body
                    .iter()
                    .filter_map(|x| match self.step(x) {
                        Step::Spawn(pool, spans) if self.is_pool(x) => Some((pool, spans)),
                        _ => None,
                    })
                    .collect();
                let handles = match &s.kind {
                    StmtKind::Range { key: Some(k), .. } => match local_of(k) {
                        Some(k) if body.iter().all(|x| !assigns(x, k)) => {
                            let mut found = Vec::new();
                            self.handle_spawns(body, k, &mut found);
                            found
                        }
                        _ => Vec::new(),
                    },
                    _ => Vec::new(),
                };
                if !stays(body, Some(*id)) {
                    return Step::Other;
                }
                if !handles.is_empty() {
                    return Step::LoopHandles(*id, handles);
                }
                if spawns.is_empty() {
                    return Step::Other;
                }
                Step::LoopSpawns(*id, spawns)
            }
            StmtKind::Expr(e) => match &e.kind {
                ExprKind::Call(f, args) if self.is_conc(*f, "Go", true) => {
                    match args.first().and_then(local_of) {
                        Some(pool) => {
                            Step::Spawn(pool, args.iter().skip(1).map(|a| a.span).collect())
                        }
                        None => Step::Other,
                    }
                }
                _ => Step::Other,
            },
            _ => Step::Other,
        }
    }

    /// The statements `a[k] = conc.Go(f, arg)` among `ss`, at their top level or in the
    /// branches of an `if` (`handle_spawn`), with `k` the range loop's key: each iteration
    /// stores its handle in an element of its own.
    fn handle_spawns(&self, ss: &[Stmt], k: LocalId, found: &mut Vec<(LocalId, Vec<Span>)>) {
        for s in ss {
            if let StmtKind::If { then, els, .. } = &s.kind {
                self.handle_spawns(then, k, found);
                self.handle_spawns(els, k, found);
            } else if let Some(h) = self.handle_spawn(s, k) {
                found.push(h);
            }
        }
    }

    /// `a[k] = conc.Go(f, arg)` (or `GoWith`) of a local array or slice `a`: `a` and the
    /// arguments' spans.
    fn handle_spawn(&self, s: &Stmt, k: LocalId) -> Option<(LocalId, Vec<Span>)> {
        let (l, e) = match &s.kind {
            StmtKind::Assign(l, e) => (l, e),
            StmtKind::AssignMulti {
                lhs,
                values: Values::Each(es),
                ..
            } if lhs.len() == 1 && es.len() == 1 => (lhs[0].as_ref()?, &es[0]),
            _ => return None,
        };
        let ExprKind::Index(_, a, i) = &l.kind else {
            return None;
        };
        let (ExprKind::Local(a), ExprKind::Local(i)) = (&a.kind, &i.kind) else {
            return None;
        };
        if *i != k {
            return None;
        }
        Some((*a, self.is_spawn(e)?))
    }

    /// Whether statement `s` is a loop over every element of local `a` whose body waits for
    /// the task of the element before anything else and can leave only by going on:
    /// `for _, t := range a { t.Wait() ... }`, `for i := range a { a[i].Wait() ... }`.
    fn waits_all(&self, s: &Stmt, a: LocalId) -> bool {
        let StmtKind::Range {
            id,
            key,
            value,
            expr,
            body,
            ..
        } = &s.kind
        else {
            return false;
        };
        if !matches!(expr.kind, ExprKind::Local(x) if x == a) || !stays(body, Some(*id)) {
            return false;
        }
        let Some(first) = body.first() else {
            return false;
        };
        let by_value = value.as_ref().and_then(local_of);
        let by_key = key.as_ref().and_then(local_of);
        by_value.is_some_and(|t| self.waits(first, t))
            || by_key.is_some_and(|k| self.waits_element(first, a, k))
    }

    /// Whether statement `s` always calls `a[k].Wait()`.
    fn waits_element(&self, s: &Stmt, a: LocalId, k: LocalId) -> bool {
        let StmtKind::Expr(e) = &s.kind else {
            return false;
        };
        let ExprKind::Call(f, args) = &e.kind else {
            return false;
        };
        let element = |x: &Expr| match &x.kind {
            ExprKind::Index(_, arr, i) => {
                matches!(arr.kind, ExprKind::Local(y) if y == a)
                    && matches!(i.kind, ExprKind::Local(y) if y == k)
            }
            ExprKind::AddrOf(y) | ExprKind::CheckNil(y) => {
                matches!(&y.kind, ExprKind::Index(_, arr, i)
                    if matches!(arr.kind, ExprKind::Local(z) if z == a)
                        && matches!(i.kind, ExprKind::Local(z) if z == k))
            }
            _ => false,
        };
        self.is_conc(*f, "Wait", true) && args.first().is_some_and(element)
    }

    /// Whether statement `s` is `pool.Go(f, arg)`.
    fn is_pool(&self, s: &Stmt) -> bool {
        matches!(&s.kind, StmtKind::Expr(e) if matches!(&e.kind, ExprKind::Call(f, _) if self.is_conc(*f, "Go", true)))
    }

    /// Whether statement `s` waits for the task whose handle is `t` whenever it runs, before
    /// it can leave the statement list: `t.Wait()` evaluated unconditionally in an expression
    /// statement, a declaration's or assignment's value, an `if`'s condition, a switch's tag
    /// or a returned value (`if t.Wait() != nil { ... }`, `println(t.Wait() == nil)`).
    fn waits(&self, s: &Stmt, t: LocalId) -> bool {
        evaluated(s).into_iter().any(|e| self.evaluates_wait(e, t))
    }

    /// `conc.Go(f, arg).Wait()` (or `GoWith`) that statement `s` always evaluates: the
    /// arguments' spans.
    fn spawn_waited(&self, s: &Stmt) -> Option<Vec<Span>> {
        let mut found = None;
        for e in evaluated(s) {
            self.always_calls(e, &mut |c| {
                let ExprKind::Call(f, args) = &c.kind else {
                    return false;
                };
                if !self.is_conc(*f, "Wait", true) {
                    return false;
                }
                found = args.first().and_then(|a| self.is_spawn(a));
                found.is_some()
            });
            if found.is_some() {
                break;
            }
        }
        found
    }

    /// Whether evaluating `e` always calls `t.Wait()` (or a pool's `Free`, which runs every
    /// queued task to completion first).
    fn evaluates_wait(&self, e: &Expr, t: LocalId) -> bool {
        self.always_calls(e, &mut |c| match &c.kind {
            ExprKind::Call(f, args) => {
                (self.is_conc(*f, "Wait", true) || self.is_conc(*f, "Free", true))
                    && args.first().and_then(local_of) == Some(t)
            }
            _ => false,
        })
    }

    /// Whether `found` holds for `e` or an operand always evaluated with it (not the right
    /// side of `&&` or `||`, not a function literal's body).
    fn always_calls(&self, e: &Expr, found: &mut dyn FnMut(&Expr) -> bool) -> bool {
        if found(e) {
            return true;
        }
        match &e.kind {
            ExprKind::Call(_, args) | ExprKind::Builtin(_, args) => {
                args.iter().any(|x| self.always_calls(x, found))
            }
            ExprKind::IfaceCall(recv, _, args) => {
                self.always_calls(recv, found) || args.iter().any(|x| self.always_calls(x, found))
            }
            ExprKind::Binary(BinOp::LAnd | BinOp::LOr, x, _) => self.always_calls(x, found),
            ExprKind::Binary(_, x, y) | ExprKind::Compare(_, _, x, y) => {
                self.always_calls(x, found) || self.always_calls(y, found)
            }
            ExprKind::Unary(_, x)
            | ExprKind::Convert(_, _, x)
            | ExprKind::ToIface(_, x)
            | ExprKind::IfaceConv(x)
            | ExprKind::TupleField(x, _)
            | ExprKind::Field(x, _)
            | ExprKind::CheckNil(x) => self.always_calls(x, found),
            _ => false,
        }
    }

    fn list(&mut self, ss: &[Stmt]) {
        for (i, s) in ss.iter().enumerate() {
            match self.step(s) {
                Step::SpawnWaited(spans) => self.spans.waited.extend(spans),
                Step::Spawn(t, spans) => {
                    let rest = &ss[i + 1..];
                    if let Some(w) = rest.iter().position(|x| self.waits(x, t)) {
                        if stays(&rest[..w], None) && rest[..w].iter().all(|x| !assigns(x, t)) {
                            self.spans.waited.extend(spans);
                        }
                    }
                }
                Step::LoopHandles(id, handles) => {
                    let rest = &ss[i + 1..];
                    for (a, spans) in handles {
                        let Some(w) = rest.iter().position(|x| self.waits_all(x, a)) else {
                            continue;
                        };
                        if stays(&rest[..w], None) && rest[..w].iter().all(|x| !assigns(x, a)) {
                            self.spans
                                .after_loop
                                .extend(spans.into_iter().map(|s| (s, id)));
                        }
                    }
                }
                Step::LoopSpawns(id, spawns) => {
                    let rest = &ss[i + 1..];
                    for (pool, spans) in spawns {
                        let Some(w) = rest.iter().position(|x| self.waits(x, pool)) else {
                            continue;
                        };
                        if stays(&rest[..w], None) && rest[..w].iter().all(|x| !assigns(x, pool)) {
                            self.spans
                                .after_loop
                                .extend(spans.into_iter().map(|s| (s, id)));
                        }
                    }
                }
                Step::Other => {}
            }
            self.nested(s);
        }
    }

    fn nested(&mut self, s: &Stmt) {
        match &s.kind {
            StmtKind::Block(b) | StmtKind::Seq(b) => self.list(b),
            StmtKind::If { then, els, .. } => {
                self.list(then);
                self.list(els);
            }
            StmtKind::For { body, .. } | StmtKind::Range { body, .. } => self.list(body),
            StmtKind::Switch { cases, .. } => cases.iter().for_each(|c| self.list(&c.body)),
            StmtKind::Labeled(_, inner) => self.nested(inner),
            StmtKind::Expr(_)
            | StmtKind::VarDecl(..)
            | StmtKind::AssignMulti { .. }
            | StmtKind::Decl(..)
            | StmtKind::Assign(..)
            | StmtKind::OpAssign(..)
            | StmtKind::IncDec(..)
            | StmtKind::Return(_)
            | StmtKind::Defer(_)
            | StmtKind::Break(..)
            | StmtKind::Continue(..)
            | StmtKind::Goto(_) => {}
        }
    }
}

/// `t := e`, `var t = e` or `t = e` of one local.
fn single_init(s: &Stmt) -> Option<(LocalId, &Expr)> {
    match &s.kind {
        StmtKind::Decl(t, Some(e)) => Some((*t, e)),
        StmtKind::VarDecl(ids, Some(Values::Each(es))) if ids.len() == 1 && es.len() == 1 => {
            Some((ids[0], &es[0]))
        }
        StmtKind::AssignMulti {
            lhs,
            values: Values::Each(es),
            ..
        } if lhs.len() == 1 && es.len() == 1 => {
            let t = lhs[0].as_ref().and_then(local_of)?;
            Some((t, &es[0]))
        }
        StmtKind::Assign(l, e) => Some((local_of(l)?, e)),
        _ => None,
    }
}

/// The local a task handle is: `t`, `&t`, `p` of a pool pointer.
fn local_of(e: &Expr) -> Option<LocalId> {
    match &e.kind {
        ExprKind::Local(id) => Some(*id),
        ExprKind::AddrOf(x) | ExprKind::CheckNil(x) => local_of(x),
        _ => None,
    }
}

/// Whether control that enters the statements `ss` can leave them only by going on after the
/// last: no `return` or `goto`, and every `break` and `continue` targets a loop or switch among
/// them, or `own` (the loop whose body they are).
fn stays(ss: &[Stmt], own: Option<BreakId>) -> bool {
    struct Jumps {
        defined: HashSet<BreakId>,
        targets: Vec<BreakId>,
        leaves: bool,
    }
    impl Visitor for Jumps {
        fn visit_stmt(&mut self, s: &Stmt) {
            match &s.kind {
                StmtKind::Return(_) | StmtKind::Goto(_) => self.leaves = true,
                StmtKind::Break(id, _) | StmtKind::Continue(id, _) => self.targets.push(*id),
                StmtKind::For { id, .. }
                | StmtKind::Range { id, .. }
                | StmtKind::Switch { id, .. } => {
                    self.defined.insert(*id);
                }
                _ => {}
            }
            crate::tir::visit::walk_stmt(self, s);
        }
        fn visit_expr(&mut self, _: &Expr) {}
    }
    let mut j = Jumps {
        defined: own.into_iter().collect(),
        targets: Vec::new(),
        leaves: false,
    };
    j.visit_stmts(ss);
    !j.leaves && j.targets.iter().all(|t| j.defined.contains(t))
}

/// Whether statement `s` may assign local `t` (or take its address, after which it may be
/// assigned through the pointer).
fn assigns(s: &Stmt, t: LocalId) -> bool {
    struct Finder {
        t: LocalId,
        found: bool,
    }
    impl Visitor for Finder {
        fn visit_stmt(&mut self, s: &Stmt) {
            match &s.kind {
                StmtKind::Assign(l, _) | StmtKind::OpAssign(l, ..) | StmtKind::IncDec(l, _) => {
                    self.found |= local_of(l) == Some(self.t);
                }
                StmtKind::AssignMulti { lhs, .. } => {
                    self.found |= lhs.iter().flatten().any(|l| local_of(l) == Some(self.t));
                }
                _ => {}
            }
            crate::tir::visit::walk_stmt(self, s);
        }
        fn visit_expr(&mut self, e: &Expr) {
            if let ExprKind::AddrOf(x) = &e.kind {
                self.found |= local_of(x) == Some(self.t);
            }
            walk_expr(self, e);
        }
    }
    let mut f = Finder { t, found: false };
    f.visit_stmt(s);
    f.found
}

/// The expressions statement `s` always evaluates before it can leave its statement list:
/// an expression statement's, a declaration's or assignment's values, an `if`'s condition, a
/// switch's tag, returned values.
fn evaluated(s: &Stmt) -> Vec<&Expr> {
    match &s.kind {
        StmtKind::Expr(e) | StmtKind::Assign(_, e) | StmtKind::Decl(_, Some(e)) => vec![e],
        StmtKind::If { cond, .. } => vec![cond],
        StmtKind::Switch { tag: Some(e), .. } => vec![e],
        StmtKind::Return(es) => es.iter().collect(),
        StmtKind::VarDecl(_, Some(Values::Each(es)))
        | StmtKind::AssignMulti {
            values: Values::Each(es),
            ..
        } => es.iter().collect(),
        StmtKind::VarDecl(_, Some(Values::Tuple(e)))
        | StmtKind::AssignMulti {
            values: Values::Tuple(e),
            ..
        } => vec![e],
        StmtKind::VarDecl(_, None)
        | StmtKind::Decl(_, None)
        | StmtKind::OpAssign(..)
        | StmtKind::IncDec(..)
        | StmtKind::Block(_)
        | StmtKind::Seq(_)
        | StmtKind::For { .. }
        | StmtKind::Range { .. }
        | StmtKind::Switch { tag: None, .. }
        | StmtKind::Defer(_)
        | StmtKind::Break(..)
        | StmtKind::Continue(..)
        | StmtKind::Goto(_)
        | StmtKind::Labeled(..) => Vec::new(),
    }
}
