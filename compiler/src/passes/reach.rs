//! Which functions the program can call: those reachable from the roots (exported functions,
//! `main`, the package initializers) through calls and function values. C warns about a
//! `static` function nobody calls, and a function whose only caller is itself counts as
//! called for C; the emitter marks the unreachable ones `__attribute__((unused))`.
//!
//! Also which package-level variables some function mentions (C warns about an unused
//! `static` variable).
//!
//! Input: the program. Output: `Func::reachable`, `Global::referenced`.

use crate::tir::visit::for_each_expr;
use crate::tir::{ExprKind, FuncKind, Program};

pub fn run(prog: &mut Program) {
    let n = prog.funcs.len();
    let mut reached = vec![false; n];
    let mut stack: Vec<usize> = prog
        .funcs
        .iter()
        .enumerate()
        .filter(|(_, f)| f.exported || matches!(f.kind, FuncKind::PackageInit | FuncKind::Init(_)))
        .map(|(i, _)| i)
        .collect();
    for p in &prog.packages {
        stack.extend(p.main.map(|m| m.index()));
    }
    // Itabs call their methods.
    for d in &prog.ifaces.dyn_types {
        for it in &d.itabs {
            stack.extend(it.methods.iter().map(|f| f.index()));
        }
    }
    while let Some(i) = stack.pop() {
        if reached[i] {
            continue;
        }
        reached[i] = true;
        if let Some(body) = &prog.funcs[i].body {
            for_each_expr(body, &mut |e| match &e.kind {
                ExprKind::Func(f)
                | ExprKind::Call(f, _)
                | ExprKind::PtrMethod(f)
                | ExprKind::Closure(f, _)
                | ExprKind::MethodValue(f, _) => stack.push(f.index()),
                _ => {}
            });
        }
    }
    for (f, r) in prog.funcs.iter_mut().zip(reached) {
        f.reachable = r;
    }
    let mut referenced = vec![false; prog.globals.len()];
    for f in &prog.funcs {
        if let Some(body) = &f.body {
            for_each_expr(body, &mut |e| {
                if let ExprKind::Global(g) = e.kind {
                    referenced[g.index()] = true;
                }
            });
        }
    }
    for (g, r) in prog.globals.iter_mut().zip(referenced) {
        g.referenced = r;
    }
}
