//! Package variable initialization order, as the Go spec defines it: repeatedly initialize the
//! earliest variable in declaration order that has no uninitialized dependencies, where a
//! variable depends on the variables its initializer refers to, directly or through the bodies
//! of the functions and methods it refers to.

use crate::check::tir::{stmt_exprs, visit, Expr, ExprKind, Func, Global, GlobalId};
use crate::syntax::ast::Span;
use std::collections::HashSet;

/// References of one expression tree: globals and functions.
fn refs(e: &Expr, globals: &mut HashSet<usize>, funcs: &mut HashSet<usize>) {
    visit(e, &mut |x| match &x.kind {
        ExprKind::Global(g) => {
            globals.insert(g.0);
        }
        ExprKind::Func(f)
        | ExprKind::Call(f, _)
        | ExprKind::PtrMethod(f)
        | ExprKind::MethodVal(f, _) => {
            funcs.insert(f.0);
        }
        _ => {}
    });
}

/// Orders `globals` for initialization. `decl` gives each global's declaration position,
/// `tuple_inits` the groups initialized together by one call.
pub fn init_order(
    globals: &[Global],
    decl: &[Span],
    funcs: &[Func],
    tuple_inits: &[(Vec<GlobalId>, Expr)],
) -> Vec<GlobalId> {
    // Globals each function refers to, through the functions it refers to.
    let direct: Vec<(HashSet<usize>, HashSet<usize>)> = funcs
        .iter()
        .map(|f| {
            let (mut g, mut fs) = (HashSet::new(), HashSet::new());
            for s in f.body.iter().flatten() {
                stmt_exprs(s, &mut |e| refs(e, &mut g, &mut fs));
            }
            (g, fs)
        })
        .collect();
    let reach = |start: &HashSet<usize>, out: &mut HashSet<usize>| {
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
    let n = globals.len();
    let mut deps: Vec<HashSet<usize>> = vec![HashSet::new(); n];
    for (i, g) in globals.iter().enumerate() {
        let (mut gs, mut fs) = (HashSet::new(), HashSet::new());
        if let Some(init) = &g.init {
            refs(init, &mut gs, &mut fs);
        }
        if let Some((_, call)) = tuple_inits
            .iter()
            .find(|(ids, _)| ids.iter().any(|x| x.0 == i))
        {
            refs(call, &mut gs, &mut fs);
        }
        reach(&fs, &mut gs);
        gs.remove(&i);
        deps[i] = gs;
    }
    // A tuple group is initialized at once: each member waits for all the group's deps.
    let group_of = |i: usize| -> Vec<usize> {
        tuple_inits
            .iter()
            .find(|(ids, _)| ids.iter().any(|x| x.0 == i))
            .map(|(ids, _)| ids.iter().map(|x| x.0).collect())
            .unwrap_or_else(|| vec![i])
    };
    let mut by_decl: Vec<usize> = (0..n).collect();
    by_decl.sort_by_key(|&i| {
        decl.get(i)
            .map(|s| (s.file, s.lo))
            .unwrap_or((usize::MAX, i))
    });
    let mut done = vec![false; n];
    let mut order = Vec::new();
    while order.len() < n {
        let ready = by_decl.iter().copied().find(|&i| {
            !done[i]
                && group_of(i)
                    .iter()
                    .all(|&m| deps[m].iter().all(|&d| done[d] || group_of(i).contains(&d)))
        });
        // A cycle was reported by the checker; fall back to declaration order.
        let Some(i) = ready.or_else(|| by_decl.iter().copied().find(|&i| !done[i])) else {
            break;
        };
        for m in group_of(i) {
            if !done[m] {
                done[m] = true;
                order.push(GlobalId(m));
            }
        }
    }
    order
}
