//! Built-in maps in C, through the runtime's map API (`runtime-c/builtin/builtin.h`): making
//! maps, reading, inserting and deleting entries, `len`, `clear` and range loops. Each map type
//! has a descriptor (`so_MapType`) and each key type a hash and an equality function, written
//! by `emit::hash`.
//!
//! Keys are passed to the runtime by address: `(K[]){k}` is an addressable copy of any key
//! expression. The order pass has already fixed the evaluation order: `m[k] = v` is
//! `so_map_set` (m, k, then v, before the map changes), `m[k] op= v` goes through the address
//! `so_map_assign` gives, and `v, ok := m[k]` through the address `so_map_lookup` gives.

use super::c::{CBinOp, CExpr, CInit, CStmt, CType};
use super::func::FnEmitter;
use super::ice;
use crate::tir::types::TypeId;
use crate::tir::{Alloc, BreakId, Expr, ExprKind, Stmt};

impl FnEmitter<'_, '_> {
    /// The key and value types of map type `t`.
    fn kv(&self, t: TypeId) -> (TypeId, TypeId) {
        match self.file.p.types.map_of(t) {
            Some(kv) => kv,
            None => ice!("a map operation on a {}", self.file.p.types.display(t)),
        }
    }

    /// `&desc`, the descriptor of map type `t`.
    fn map_desc(&mut self, t: TypeId) -> CExpr {
        CExpr::addr(CExpr::ident(self.file.need_map_desc(t)))
    }

    /// `make(map[K]V, cap)`: in the frame, or static memory for a package initializer.
    pub fn make_map(&mut self, alloc: Alloc, cap: &Expr, t: TypeId) -> CExpr {
        if alloc == Alloc::Block {
            ice!("a map with block storage left for the emitter");
        }
        let d = self.map_desc(t);
        let c = self.expr(cap);
        let f = match alloc {
            Alloc::Static => "so_map_make_static",
            Alloc::Result => "so_map_make_rs",
            Alloc::Frame | Alloc::Block => "so_map_make",
        };
        CExpr::call(f, vec![d, c])
    }

    /// A map made in the memory `buf` points to, allocated in the frame the first time:
    /// `so_map_init(buf != NULL ? buf : (buf = alloca(so_map_bytes(&d, cap))), &d, cap)`.
    pub fn make_map_in(&mut self, buf: crate::tir::LocalId, cap: &Expr, t: TypeId) -> CExpr {
        let d = self.map_desc(t);
        let c = self.expr(cap);
        let b = self.local_expr(buf);
        let bytes = CExpr::call("so_map_bytes", vec![d.clone(), c.clone()]);
        let first = CExpr::assign(b.clone(), CExpr::call("alloca", vec![bytes]));
        let mem = CExpr::Cond(
            Box::new(CExpr::binary(CBinOp::Ne, b.clone(), CExpr::lit("NULL"))),
            Box::new(b),
            Box::new(first),
        );
        CExpr::call("so_map_init", vec![mem, d, c])
    }

    /// The key as the runtime gets it by value (`so_map_get`): for a key type that holds
    /// interface values, checked first when the map is empty, since Go panics for a key whose
    /// dynamic type cannot be hashed even then (the runtime hashes nothing in an empty map).
    fn key_value(&mut self, m: &Expr, k: &Expr) -> CExpr {
        let kc = self.expr(k);
        if !self.file.p.types.holds_iface(k.ty) {
            return kc;
        }
        let f = self.file.need_hashable(k.ty);
        let mc = self.expr(m);
        CExpr::call(f, vec![mc, kc])
    }

    /// `(K[]){k}`: the address of a copy of the key.
    fn key_ref(&mut self, key: CExpr, kt: TypeId) -> CExpr {
        let ct = self.file.ctype(kt);
        let arr = CType::name(format!("{}[]", super::print::ctype(&ct)));
        CExpr::Compound(arr, vec![CInit::Pos(key)])
    }

    /// `m[k]`: `so_map_get(K, V, m, k)`.
    pub fn map_get(&mut self, m: &Expr, k: &Expr, vt: TypeId) -> CExpr {
        let (kt, _) = self.kv(m.ty);
        let kty = CExpr::TypeArg(self.file.ctype(kt));
        let vty = CExpr::TypeArg(self.file.ctype(vt));
        let mc = self.expr(m);
        let kc = macro_arg(self.key_value(m, k));
        CExpr::call("so_map_get", vec![kty, vty, mc, kc])
    }

    /// The address of k's value or NULL: `so_map_lookup(m, (K[]){k})`.
    pub fn map_find(&mut self, m: &Expr, k: &Expr) -> CExpr {
        let (kt, _) = self.kv(m.ty);
        let mc = self.expr(m);
        let kc = self.key_value(m, k);
        let kr = self.key_ref(kc, kt);
        CExpr::call("so_map_lookup", vec![mc, kr])
    }

    /// The address of k's value, inserted if absent: `(V *)so_map_assign(m, (K[]){k})`.
    pub fn map_slot(&mut self, m: &Expr, k: &Expr) -> CExpr {
        let (kt, vt) = self.kv(m.ty);
        let mc = self.expr(m);
        let kc = self.expr(k);
        let kr = self.key_ref(kc, kt);
        let vc = self.file.ctype(vt);
        CExpr::cast(vc.ptr(), CExpr::call("so_map_assign", vec![mc, kr]))
    }

    /// `p != NULL ? *p : zero`.
    pub fn load_or_zero(&mut self, p: &Expr, t: TypeId) -> CExpr {
        let pc = self.expr(p);
        let z = self.zero(t);
        CExpr::Cond(
            Box::new(CExpr::binary(CBinOp::Ne, pc.clone(), CExpr::lit("NULL"))),
            Box::new(CExpr::deref(pc)),
            Box::new(z),
        )
    }

    /// `delete(m, k)`: `so_map_delete(m, (K[]){k})`.
    pub fn map_delete(&mut self, m: &Expr, k: &Expr) -> CExpr {
        let (kt, _) = self.kv(m.ty);
        let mc = self.expr(m);
        let kc = self.key_value(m, k);
        let kr = self.key_ref(kc, kt);
        CExpr::call("so_map_delete", vec![mc, kr])
    }

    /// `m[k] = v`: `so_map_set(K, V, m, k, v)`.
    pub fn map_set(&mut self, l: &Expr, v: &Expr) -> CStmt {
        let ExprKind::MapIndex(m, k) = &l.kind else {
            ice!("a map store to something else than a map index")
        };
        let (kt, vt) = self.kv(m.ty);
        let kty = CExpr::TypeArg(self.file.ctype(kt));
        let vty = CExpr::TypeArg(self.file.ctype(vt));
        let mc = self.expr(m);
        let kc = macro_arg(self.expr(k));
        let vc = macro_arg(self.expr(v));
        CStmt::Expr(CExpr::call("so_map_set", vec![kty, vty, mc, kc, vc]))
    }

    /// `for k, v := range m { ... }`: an iterator over the entries; the key and the value,
    /// when wanted, are locals declared at the start of each iteration from the pointers the
    /// iterator gives.
    pub fn range_map(
        &mut self,
        id: BreakId,
        key: Option<&Expr>,
        value: Option<&Expr>,
        x: &Expr,
        body: &[Stmt],
        out: &mut Vec<CStmt>,
    ) {
        self.loop_mark(id, out);
        let local = |e: Option<&Expr>| match e.map(|e| &e.kind) {
            None => None,
            Some(ExprKind::Local(l)) => Some(*l),
            Some(_) => ice!("a map range variable that is not a local"),
        };
        let (kl, vl) = (local(key), local(value));
        let Some([it, kp, vp]) = self.names.map_iter(id).cloned() else {
            ice!("a range loop over a map without its iterator")
        };
        let mc = self.expr(x);
        let mut all = vec![CStmt::Decl {
            ty: CType::name("so_MapIter"),
            name: it.clone(),
            init: None,
            is_static: false,
        }];
        let mut head = Vec::new();
        let ptr = |l: Option<crate::tir::LocalId>, name: &str, all: &mut Vec<CStmt>| match l {
            None => CExpr::lit("NULL"),
            Some(_) => {
                all.push(CStmt::Decl {
                    ty: CType::Void.ptr(),
                    name: name.to_string(),
                    init: Some(CExpr::lit("NULL")),
                    is_static: false,
                });
                CExpr::addr(CExpr::ident(name))
            }
        };
        let karg = ptr(kl, &kp, &mut all);
        let varg = ptr(vl, &vp, &mut all);
        for (l, p) in [(kl, &kp), (vl, &vp)] {
            if let Some(l) = l {
                let ct = self.file.ctype(self.local_ty(l));
                let v = CExpr::deref(CExpr::cast(ct.ptr(), CExpr::ident(p.as_str())));
                self.declare(l, Some(v), &mut head);
            }
        }
        let itp = CExpr::addr(CExpr::ident(it.as_str()));
        let init = CExpr::call("so_map_iter_init", vec![itp.clone(), mc]);
        let next = CExpr::call("so_map_iter_next", vec![itp, karg, varg]);
        let mut body_c = head;
        self.stmts(body, &mut body_c);
        self.iteration_start(id, &mut body_c);
        if self.func.breakable(id).continue_label {
            body_c.push(CStmt::Label(self.names.continue_label(id).to_string()));
        }
        all.push(CStmt::For {
            init: Some(Box::new(CStmt::Expr(init))),
            cond: Some(next),
            post: None,
            body: body_c,
        });
        if self.func.breakable(id).break_label {
            all.push(CStmt::Label(self.names.break_label(id).to_string()));
        }
        out.push(CStmt::Block(all));
    }
}

/// A macro argument in parentheses when its commas would split it (those of a compound
/// literal's braces).
fn macro_arg(x: CExpr) -> CExpr {
    match x {
        CExpr::Compound(..) | CExpr::Cast(..) => CExpr::Paren(Box::new(x)),
        x => x,
    }
}
