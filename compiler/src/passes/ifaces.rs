//! The interface tables of the whole build: which types are stored in interface values (each
//! gets a type descriptor), which interface types are asked for at run time (conversions
//! between interfaces, assertions, type switches, and the `error` and `Stringer` checks a panic
//! makes), and for each stored type the itab of every such interface it implements.
//!
//! Promoted methods (reached through embedded fields) get a wrapper function with the
//! stored type as receiver, made here as ordinary typed code (`FuncKind::Wrapper`): the
//! passes that follow and the emitter treat it like any other function.
//!
//! A build that reads descriptors at run time (it links `solod.dev/so/internal/rtype`, which
//! fmt uses to print any value) also describes every type a stored value is made of (element,
//! key, field and pointee types, transitively): non-interface ones become stored types like the
//! others (so a nested value's String method is found through its itabs), interface ones get a
//! descriptor of their own (`IfaceTables::rtype_ifaces`), and every descriptor gets its
//! reflection data (`IfaceTables::rtype`, emitted by `emit/iface.rs`).
//!
//! Input: the program after checking. Output: `Program::ifaces`, and the wrappers added to
//! `Program::funcs` and their packages.

use crate::tir::methods::{self, Member, MethodEntry};
use crate::tir::types::{Type, TypeId};
use crate::tir::visit::for_each_expr;
use crate::tir::{DynType, ExprKind, FuncId, Itab, PkgId, Program};
use std::collections::HashMap;

pub fn run(prog: &mut Program) {
    let mut stored: Vec<TypeId> = Vec::new();
    let mut static_pairs: Vec<(TypeId, TypeId)> = Vec::new();
    let mut asked: Vec<TypeId> = Vec::new();
    let mut panics = false;
    let push = |v: &mut Vec<TypeId>, t: TypeId| {
        if !v.contains(&t) {
            v.push(t);
        }
    };
    for f in &prog.funcs {
        let Some(body) = &f.body else { continue };
        for_each_expr(body, &mut |e| match &e.kind {
            ExprKind::ToIface(_, x) => {
                push(&mut stored, x.ty);
                if !static_pairs.contains(&(x.ty, e.ty)) {
                    static_pairs.push((x.ty, e.ty));
                }
            }
            ExprKind::IfaceConv(_) => push(&mut asked, e.ty),

            ExprKind::TypeAssert(_, t, _) | ExprKind::TypeIs(Some(t), _) => {
                if prog.types.is_interface(*t) {
                    push(&mut asked, *t);
                } else {
                    push(&mut stored, *t);
                }
            }
            ExprKind::Builtin(crate::tir::Builtin::Panic, args)
                if args.iter().any(|a| prog.types.is_interface(a.ty)) =>
            {
                panics = true
            }
            _ => {}
        });
    }
    // An `any` that C returns holds an unsafe.Pointer (`emit/interop.rs`).
    let c_any = prog.funcs.iter().any(|f| {
        f.c.ext
            .as_ref()
            .is_some_and(|x| x.result == crate::tir::interop::Decay::AnyPtr)
    });
    if c_any {
        push(
            &mut stored,
            prog.types.basic(crate::tir::types::Basic::UnsafePointer),
        );
    }
    // A panic prints an error through Error() and a Stringer through String().
    if panics {
        let error = prog.types.error();
        push(&mut asked, error);
        let stringer = stringer(prog);
        push(&mut asked, stringer);
    }
    // Reflection data: the types stored values are made of, transitively.
    let rtype = prog.packages.iter().any(|p| p.path == RTYPE_PKG);
    let mut rtype_ifaces: Vec<TypeId> = Vec::new();
    if rtype {
        let mut i = 0;
        while i < stored.len() {
            for c in components(prog, stored[i]) {
                if prog.types.is_interface(c) {
                    push(&mut rtype_ifaces, c);
                } else {
                    push(&mut stored, c);
                }
            }
            i += 1;
        }
    }
    let mut wrappers = Wrappers {
        made: HashMap::new(),
    };
    let mut dyn_types = Vec::new();
    let mut ifaces: Vec<TypeId> = asked.clone();
    for &t in &stored {
        let mut targets: Vec<TypeId> = static_pairs
            .iter()
            .filter(|(s, _)| *s == t)
            .map(|(_, i)| *i)
            .collect();
        for &a in &asked {
            if !targets.contains(&a) {
                targets.push(a);
            }
        }
        let mut itabs: Vec<Itab> = Vec::new();
        for j in targets {
            let Some(it) = prog.types.interface(j) else {
                continue;
            };
            if it.methods.is_empty() || itabs.iter().any(|x| same_iface(prog, x.iface, j)) {
                continue;
            }
            let Ok(entries) = methods::implements(&prog.types, &prog.funcs, t, j) else {
                continue;
            };
            let fns = entries
                .iter()
                .map(|m| wrappers.method(prog, t, m))
                .collect();
            // Interface types with the same method set share one descriptor.
            let j = canonical(prog, j);
            push(&mut ifaces, j);
            itabs.push(Itab {
                iface: j,
                methods: fns,
            });
        }
        let methods = methods::method_set(&prog.types, &prog.funcs, t)
            .into_iter()
            .filter_map(|m| m.sig.map(|s| (m.name, s)))
            .collect();
        dyn_types.push(DynType {
            ty: t,
            itabs,
            methods,
        });
    }
    let ifaces =
        ifaces
            .into_iter()
            .map(|j| canonical(prog, j))
            .fold(Vec::new(), |mut v: Vec<TypeId>, j| {
                if !v.contains(&j) {
                    v.push(j);
                }
                v
            });
    prog.ifaces = crate::tir::IfaceTables {
        dyn_types,
        ifaces,
        rtype,
        rtype_ifaces,
    };
}

/// The package whose presence in a build asks for reflection data in the descriptors.
pub const RTYPE_PKG: &str = "solod.dev/so/internal/rtype";

/// The types a value of type `t` is made of, as fmt walks it: a pointer's pointee, the
/// element of a slice or array, a map's key and value, a struct's fields.
fn components(prog: &Program, t: TypeId) -> Vec<TypeId> {
    match prog.types.under_type(t) {
        Type::Pointer(e) | Type::Slice(e) | Type::Array(_, e) => vec![*e],
        Type::Map(k, v) => vec![*k, *v],
        Type::Struct(fs) => fs.iter().map(|f| f.ty).collect(),
        _ => Vec::new(),
    }
}

/// `interface { String() string }`, interned.
fn stringer(prog: &mut Program) -> TypeId {
    use crate::tir::types::{Basic, IMethod, Interface, Sig};
    let s = prog.types.basic(Basic::String);
    let sig = prog.types.intern(Type::Func(Sig {
        params: Vec::new(),
        results: vec![s],
        variadic: false,
    }));
    prog.types.intern(Type::Interface(Interface {
        methods: vec![IMethod {
            name: "String".into(),
            pkg: None,
            sig,
        }],
        ..Default::default()
    }))
}

/// The interface type whose descriptor stands for `j`: a named interface type is its own; an
/// unnamed one is the same as any other with the same methods.
pub fn canonical(prog: &Program, j: TypeId) -> TypeId {
    match prog.types.get(j) {
        Type::Named(_) => j,
        _ => prog.types.under(j),
    }
}

fn same_iface(prog: &Program, a: TypeId, b: TypeId) -> bool {
    canonical(prog, a) == canonical(prog, b)
}

struct Wrappers {
    made: HashMap<(TypeId, String), FuncId>,
}

impl Wrappers {
    /// The function an itab calls for method `m` of stored type `t`: the method itself when
    /// it is declared on `t` (or on `T` for `t = *T`), otherwise a wrapper with receiver `t`.
    fn method(&mut self, prog: &mut Program, t: TypeId, m: &MethodEntry) -> FuncId {
        if let (true, Member::Method(f)) = (m.sel.path.is_empty(), m.sel.member) {
            return f;
        }
        if let Some(&f) = self.made.get(&(t, m.name.clone())) {
            return f;
        }
        let pkg = home(prog, t);
        let f = crate::tir::wrappers::make_wrapper(&mut prog.types, &mut prog.funcs, pkg, t, m);
        if let Some(p) = prog.packages.get_mut(pkg.index()) {
            p.funcs.push(f);
        }
        self.made.insert((t, m.name.clone()), f);
        f
    }
}

/// The package a wrapper of receiver type `t` belongs to: the package of its named type, or
/// the program's main package.
fn home(prog: &Program, t: TypeId) -> PkgId {
    let base = prog.types.pointee(t).unwrap_or(t);
    match prog.types.get(base) {
        Type::Named(i) if *i != crate::tir::types::ERROR => prog.types.named(*i).pkg,
        _ => PkgId(prog.packages.len().saturating_sub(1) as u32),
    }
}
