//! Package variable initialization order, as the Go spec defines it: "repeatedly selecting the
//! earliest variable in declaration order that has no dependencies on uninitialized
//! variables", where a variable depends on the variables its initializer refers to, directly
//! or through the bodies of the functions and methods it refers to.
//!
//! Input: the package's variable declarations (`VarInit`, one per variable, or one per
//! multi-valued call that initializes several), and the build's functions. Output: the order
//! in which the package initializer runs them (indexes into the input).

use super::VarInit;
use crate::tir::visit::{for_each_expr, for_each_subexpr};
use crate::tir::{Expr, ExprKind, Func, Global, GlobalId, Values};
use std::collections::{HashMap, HashSet};

/// Globals and functions an expression refers to.
fn refs(e: &Expr, globals: &mut HashSet<GlobalId>, funcs: &mut HashSet<usize>) {
    for_each_subexpr(e, &mut |x| match &x.kind {
        ExprKind::Global(g) => {
            globals.insert(*g);
        }
        ExprKind::Func(f)
        | ExprKind::Call(f, _)
        | ExprKind::PtrMethod(f)
        | ExprKind::Closure(f, _)
        | ExprKind::MethodValue(f, _) => {
            funcs.insert(f.index());
        }
        _ => {}
    });
}

fn value_refs(v: &Values, globals: &mut HashSet<GlobalId>, funcs: &mut HashSet<usize>) {
    match v {
        Values::Each(es) => es.iter().for_each(|e| refs(e, globals, funcs)),
        Values::Tuple(e) => refs(e, globals, funcs),
    }
}

/// The declarations (indexes into `inits`) whose variables depend on themselves through the
/// functions and variables their initializers refer to: an initialization cycle, which Go
/// rejects. One per cycle, the first declared.
pub fn init_cycles(inits: &[VarInit], funcs: &[Func]) -> Vec<usize> {
    let deps = dependencies(inits, funcs, true);
    let n = inits.len();
    let reaches = |from: usize, to: usize| {
        let mut seen = vec![false; n];
        let mut stack: Vec<usize> = deps[from].iter().copied().collect();
        while let Some(d) = stack.pop() {
            if d == to {
                return true;
            }
            if !std::mem::replace(&mut seen[d], true) {
                stack.extend(deps[d].iter().copied());
            }
        }
        false
    };
    let mut by_decl: Vec<usize> = (0..n).collect();
    by_decl.sort_by_key(|&i| (inits[i].span.file(), inits[i].span.lo()));
    let mut out: Vec<usize> = Vec::new();
    for i in by_decl {
        if reaches(i, i) && !out.iter().any(|&j| reaches(i, j) && reaches(j, i)) {
            out.push(i);
        }
    }
    out
}

/// The order in which the package initializer runs the declarations. A variable without an
/// initializer, or one initialized statically (`var y = 42`), takes part too, as the spec
/// says: it is "ready for initialization" at once, but it is initialized only when its turn
/// in declaration order comes, so a declaration above it that refers to it waits for it (Go's
/// fixedbugs/issue43444: `var a = f(x)` declared before `var x int` runs after every ready
/// declaration in between).
pub fn init_order(inits: &[VarInit], globals: &[Global], funcs: &[Func]) -> Vec<usize> {
    let refs = referenced(inits, funcs);
    let n = inits.len();
    let owner = owners(inits);
    let pkg = owner
        .keys()
        .next()
        .and_then(|g| globals.get(g.index()))
        .map(|g| g.pkg);
    // The package's other variables the initializers refer to: nodes n, n+1, ...
    let mut others: Vec<GlobalId> = Vec::new();
    for gs in &refs {
        let mut gs: Vec<GlobalId> = gs.iter().copied().collect();
        gs.sort_by_key(|g| g.index());
        for g in gs {
            let ours = globals.get(g.index()).is_some_and(|x| Some(x.pkg) == pkg);
            if ours && !owner.contains_key(&g) && !others.contains(&g) {
                others.push(g);
            }
        }
    }
    let node = |g: &GlobalId| {
        owner
            .get(g)
            .copied()
            .or_else(|| others.iter().position(|x| x == g).map(|k| n + k))
    };
    let total = n + others.len();
    let deps: Vec<HashSet<usize>> = (0..total)
        .map(|i| match refs.get(i) {
            Some(gs) => gs.iter().filter_map(node).filter(|&d| d != i).collect(),
            None => HashSet::new(),
        })
        .collect();
    let span = |i: usize| {
        if i < n {
            inits[i].span
        } else {
            globals[others[i - n].index()].span
        }
    };
    let mut by_decl: Vec<usize> = (0..total).collect();
    by_decl.sort_by_key(|&i| (span(i).file(), span(i).lo()));
    let mut done = vec![false; total];
    let mut order = Vec::new();
    for _ in 0..total {
        let ready = by_decl
            .iter()
            .copied()
            .find(|&i| !done[i] && deps[i].iter().all(|&d| done[d]));
        // A cycle was reported by the checker; fall back to declaration order.
        let Some(i) = ready.or_else(|| by_decl.iter().copied().find(|&i| !done[i])) else {
            break;
        };
        done[i] = true;
        if i < n {
            order.push(i);
        }
    }
    order
}

/// The declaration that initializes each global.
fn owners(inits: &[VarInit]) -> HashMap<GlobalId, usize> {
    let mut m = HashMap::new();
    for (i, v) in inits.iter().enumerate() {
        for g in v.lhs.iter().flatten() {
            m.entry(*g).or_insert(i);
        }
    }
    m
}

/// The declarations each declaration's initializer depends on (`with_self`: including itself).
fn dependencies(inits: &[VarInit], funcs: &[Func], with_self: bool) -> Vec<HashSet<usize>> {
    let owner = owners(inits);
    referenced(inits, funcs)
        .into_iter()
        .enumerate()
        .map(|(i, gs)| {
            gs.iter()
                .filter_map(|g| owner.get(g).copied())
                .filter(|&d| with_self || d != i)
                .collect()
        })
        .collect()
}

/// The globals each declaration's initializer refers to, directly or through the bodies of
/// the functions it refers to.
fn referenced(inits: &[VarInit], funcs: &[Func]) -> Vec<HashSet<GlobalId>> {
    // Globals each function refers to directly, and the functions it refers to.
    let direct: Vec<(HashSet<GlobalId>, HashSet<usize>)> = funcs
        .iter()
        .map(|f| {
            let (mut g, mut fs) = (HashSet::new(), HashSet::new());
            if let Some(body) = &f.body {
                for_each_expr(body, &mut |e| match &e.kind {
                    ExprKind::Global(x) => {
                        g.insert(*x);
                    }
                    ExprKind::Func(x)
                    | ExprKind::Call(x, _)
                    | ExprKind::PtrMethod(x)
                    | ExprKind::Closure(x, _)
                    | ExprKind::MethodValue(x, _) => {
                        fs.insert(x.index());
                    }
                    _ => {}
                });
            }
            (g, fs)
        })
        .collect();
    let reach = |start: &HashSet<usize>, out: &mut HashSet<GlobalId>| {
        let mut seen: HashSet<usize> = HashSet::new();
        let mut stack: Vec<usize> = start.iter().copied().collect();
        while let Some(f) = stack.pop() {
            if !seen.insert(f) {
                continue;
            }
            if let Some((g, fs)) = direct.get(f) {
                out.extend(g.iter().copied());
                stack.extend(fs.iter().copied());
            }
        }
    };
    inits
        .iter()
        .map(|v| {
            let (mut gs, mut fs) = (HashSet::new(), HashSet::new());
            value_refs(&v.value, &mut gs, &mut fs);
            reach(&fs, &mut gs);
            gs
        })
        .collect()
}
