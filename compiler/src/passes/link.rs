//! What one package's C must see of another's, in a build of several packages (each package
//! is its own translation unit).
//!
//! A package's code refers to another package's functions and variables through the other's
//! header, which it includes (directly, or through the headers of its imports). Exported
//! names are there already; an unexported function or variable that another package's C
//! uses gets external linkage and a declaration in its header too (`exported` is set): code of
//! a generic function that calls its package's unexported helpers, instantiated by an
//! importer, and the methods the build's interface tables (in the main package) call.
//!
//! An instance of generic code belongs to the package that made it, which the packages that
//! reuse the instance may not import: such functions are listed in the user's
//! `Package::foreign`, and the emitter declares them in the user's `.c`.
//!
//! A `//so:inline` function is defined in its package's header, so every package that includes
//! the header compiles its body: the unexported functions and variables it uses get external
//! linkage and a declaration in the header as well, in a build of one package too.
//!
//! Input: the program after the other passes. Output: `Func::exported`, `Global::exported`,
//! `Package::foreign`.

use crate::tir::visit::for_each_expr;
use crate::tir::{ExprKind, FuncId, GlobalId, PkgId, Program, Stmt};

pub fn run(prog: &mut Program) {
    export_inline_uses(prog);
    let n = prog.packages.len();
    if n < 2 {
        return;
    }
    let mut func_owner: Vec<Option<PkgId>> = vec![None; prog.funcs.len()];
    let mut global_owner: Vec<Option<PkgId>> = vec![None; prog.globals.len()];
    for (k, p) in prog.packages.iter().enumerate() {
        for &f in &p.funcs {
            func_owner[f.index()] = Some(PkgId(k as u32));
        }
        for &g in &p.globals {
            global_owner[g.index()] = Some(PkgId(k as u32));
        }
    }
    // Which packages each package's headers bring in: its imports, and theirs.
    let mut sees = vec![vec![false; n]; n];
    for (k, row) in sees.iter_mut().enumerate() {
        let mut stack = vec![k];
        while let Some(x) = stack.pop() {
            if row[x] {
                continue;
            }
            row[x] = true;
            stack.extend(prog.packages[x].imports.iter().map(|p| p.index()));
        }
    }
    let mut export_funcs: Vec<FuncId> = Vec::new();
    let mut export_globals: Vec<GlobalId> = Vec::new();
    let mut foreign: Vec<Vec<FuncId>> = vec![Vec::new(); n];
    for (k, p) in prog.packages.iter().enumerate() {
        let mut refs: Vec<FuncId> = Vec::new();
        let mut grefs: Vec<GlobalId> = Vec::new();
        for &f in &p.funcs {
            if let Some(body) = &prog.funcs[f.index()].body {
                collect_refs(body, &mut refs, &mut grefs);
            }
            // The package initializer calls the init functions; the C main calls every
            // package's initializer.
        }
        // The interface tables (emitted with the main package) call the methods in them.
        if p.main.is_some() {
            for d in &prog.ifaces.dyn_types {
                for it in &d.itabs {
                    refs.extend(it.methods.iter().copied());
                }
            }
            refs.extend(prog.packages.iter().filter_map(|q| q.init));
        }
        for f in refs {
            let Some(owner) = func_owner[f.index()] else {
                continue;
            };
            if owner.index() == k {
                continue;
            }
            export_funcs.push(f);
            if !sees[k][owner.index()] && !foreign[k].contains(&f) {
                foreign[k].push(f);
            }
        }
        for g in grefs {
            if global_owner[g.index()].is_some_and(|o| o.index() != k) {
                export_globals.push(g);
            }
        }
    }
    for f in export_funcs {
        prog.funcs[f.index()].exported = true;
    }
    for g in export_globals {
        prog.globals[g.index()].exported = true;
    }
    for (p, list) in prog.packages.iter_mut().zip(foreign) {
        p.foreign = list;
    }
}

/// Marks what the bodies of `//so:inline` functions refer to as exported: those bodies are in
/// the header, compiled wherever it is included.
fn export_inline_uses(prog: &mut Program) {
    let mut funcs: Vec<FuncId> = Vec::new();
    let mut globals: Vec<GlobalId> = Vec::new();
    for f in prog.funcs.iter().filter(|f| f.c.inline) {
        if let Some(body) = &f.body {
            collect_refs(body, &mut funcs, &mut globals);
        }
    }
    for f in funcs {
        prog.funcs[f.index()].exported = true;
    }
    for g in globals {
        prog.globals[g.index()].exported = true;
    }
}

/// The functions and package variables `body` refers to.
fn collect_refs(body: &[Stmt], funcs: &mut Vec<FuncId>, globals: &mut Vec<GlobalId>) {
    for_each_expr(body, &mut |e| match &e.kind {
        ExprKind::Func(f)
        | ExprKind::Call(f, _)
        | ExprKind::PtrMethod(f)
        | ExprKind::Closure(f, _)
        | ExprKind::MethodValue(f, _) => funcs.push(*f),
        ExprKind::Global(g) => globals.push(*g),
        _ => {}
    });
}
