//! Functions, statements and the C entry point.

use super::expr::count_calls;
use super::names::c_ident;
use super::{Breakable, Emitter};
use crate::check::tir::{Case, Expr, ExprKind, FuncId, LabelId, Lhs, RangeKind, Stmt, StmtKind};
use crate::check::types::{Type, TypeId};
use crate::syntax::ast::BinOp;
use std::collections::HashSet;

fn ind(n: usize) -> String {
    "    ".repeat(n)
}

/// Does the statement list contain a `break` that leaves the enclosing switch `label`?
fn breaks_switch(stmts: &[Stmt], label: Option<LabelId>, top: bool) -> bool {
    stmts.iter().any(|s| match &s.kind {
        StmtKind::Break(None) => top,
        StmtKind::Break(Some(l)) => Some(*l) == label,
        StmtKind::Block(b) | StmtKind::Seq(b) => breaks_switch(b, label, top),
        StmtKind::If { then, els, .. } => {
            breaks_switch(then, label, top) || breaks_switch(els, label, top)
        }
        StmtKind::Labeled(_, inner) => breaks_switch(std::slice::from_ref(inner), label, top),
        StmtKind::For { body, .. } | StmtKind::Range { body, .. } => {
            breaks_switch(body, label, false)
        }
        StmtKind::Switch { cases, .. } => {
            cases.iter().any(|c| breaks_switch(&c.body, label, false))
        }
        _ => false,
    })
}

/// Labels that some `goto` jumps to.
fn goto_targets(stmts: &[Stmt], out: &mut HashSet<usize>) {
    for s in stmts {
        match &s.kind {
            StmtKind::Goto(l) => {
                out.insert(l.0);
            }
            StmtKind::Block(b) | StmtKind::Seq(b) => goto_targets(b, out),
            StmtKind::If {
                init, then, els, ..
            } => {
                goto_targets(init, out);
                goto_targets(then, out);
                goto_targets(els, out);
            }
            StmtKind::For {
                init, post, body, ..
            } => {
                goto_targets(init, out);
                goto_targets(post, out);
                goto_targets(body, out);
            }
            StmtKind::Range { body, .. } => goto_targets(body, out),
            StmtKind::Switch { init, cases, .. } => {
                goto_targets(init, out);
                for c in cases {
                    goto_targets(&c.body, out);
                }
            }
            StmtKind::Labeled(_, inner) => goto_targets(std::slice::from_ref(inner), out),
            _ => {}
        }
    }
}

/// Does the body assign to (or take the address of) local `id`?
fn assigns_local(stmts: &[Stmt], id: usize) -> bool {
    fn is_it(e: &Expr, id: usize) -> bool {
        matches!(e.kind, ExprKind::Local(l) if l.0 == id)
    }
    fn addr_in(e: &Expr, id: usize) -> bool {
        match &e.kind {
            ExprKind::AddrOf(x) => is_it(x, id) || addr_in(x, id),
            ExprKind::Unary(_, x)
            | ExprKind::Convert(x)
            | ExprKind::Deref(x)
            | ExprKind::Field(x, ..) => addr_in(x, id),
            ExprKind::Binary(_, a, b) | ExprKind::Index(a, b) => addr_in(a, id) || addr_in(b, id),
            ExprKind::Call(_, args) | ExprKind::Builtin(_, args) => {
                args.iter().any(|a| addr_in(a, id))
            }
            ExprKind::CallValue(f, args) => addr_in(f, id) || args.iter().any(|a| addr_in(a, id)),
            _ => false,
        }
    }
    stmts.iter().any(|s| match &s.kind {
        StmtKind::Assign { lhs, rhs, .. } => {
            lhs.iter().flatten().any(|l| is_it(l, id)) || rhs.iter().any(|r| addr_in(r, id))
        }
        StmtKind::OpAssign(l, _, r) => is_it(l, id) || addr_in(r, id),
        StmtKind::IncDec(l, _) => is_it(l, id),
        StmtKind::Expr(e) => addr_in(e, id),
        StmtKind::VarDecl(_, vs) => vs.iter().any(|v| addr_in(v, id)),
        StmtKind::Block(b) | StmtKind::Seq(b) => assigns_local(b, id),
        StmtKind::If {
            init,
            then,
            els,
            cond,
        } => {
            assigns_local(init, id)
                || assigns_local(then, id)
                || assigns_local(els, id)
                || addr_in(cond, id)
        }
        StmtKind::For {
            init, post, body, ..
        } => assigns_local(init, id) || assigns_local(post, id) || assigns_local(body, id),
        StmtKind::Range {
            body, key, value, ..
        } => {
            assigns_local(body, id)
                || key.as_ref().is_some_and(|k| is_it(k, id))
                || value.as_ref().is_some_and(|v| is_it(v, id))
        }
        StmtKind::Switch { init, cases, .. } => {
            assigns_local(init, id) || cases.iter().any(|c| assigns_local(&c.body, id))
        }
        StmtKind::Labeled(_, inner) => assigns_local(std::slice::from_ref(inner), id),
        StmtKind::Return(es) => es.iter().any(|e| addr_in(e, id)),
        _ => false,
    })
}

impl<'p> Emitter<'p> {
    fn local_cname(&mut self, name: &str) -> String {
        let base = if name == "_" {
            "_blank".to_string()
        } else {
            c_ident(name)
        };
        let mut n = base.clone();
        let mut k = 1;
        while self.used_names.contains(&n)
            || n.starts_with("_t") && n[2..].chars().all(|c| c.is_ascii_digit()) && n.len() > 2
        {
            n = format!("{base}_{k}");
            k += 1;
        }
        self.used_names.insert(n.clone());
        n
    }

    /// Emits one function: its prototype (without `static`) and its definition.
    pub fn func(&mut self, id: FuncId) -> (String, String) {
        let f = &self.p.funcs[id.0];
        self.used_names.clear();
        self.locals_used.clear();
        self.temp_counter = 0;
        self.labels = f.labels.iter().map(|l| c_ident(l)).collect();
        self.local_names = f
            .locals
            .iter()
            .map(|l| l.name.clone())
            .collect::<Vec<_>>()
            .iter()
            .map(|n| self.local_cname(n))
            .collect();
        self.local_types = f.locals.iter().map(|l| l.ty).collect();
        self.local_blank = f.locals.iter().map(|l| l.name == "_").collect();
        self.raw.clear();
        self.boxed.clear();
        if let Some(body) = &f.body {
            for id in super::boxing::boxed_locals(body, &self.p.types) {
                let name = self.local_names[id].clone();
                self.local_names[id] = format!("(*{name})");
                self.boxed.insert(id, name);
            }
        }
        let sig = self
            .p
            .types
            .sig(f.ty)
            .cloned()
            .unwrap_or(crate::check::types::Sig {
                params: vec![],
                results: vec![],
                variadic: false,
            });
        let ret = self.result_cty(&sig.results);
        let mut params = Vec::new();
        for (k, pid) in f.params.iter().enumerate() {
            let ct = self.cty(
                sig.params
                    .get(k)
                    .copied()
                    .unwrap_or(crate::check::types::INVALID),
            );
            params.push(format!("{ct} {}", self.local_names[pid.0]));
        }
        let params_s = if params.is_empty() {
            "void".to_string()
        } else {
            params.join(", ")
        };
        let proto = format!("{ret} {}({params_s})", f.c_name);
        let mut body = String::new();
        // Named results start at their zero values.
        for r in &f.named_results {
            let t = f.locals[r.0].ty;
            let ct = self.cty(t);
            let z = self.zero(t);
            body.push_str(&format!("    {ct} {} = {z};\n", self.local_names[r.0]));
        }
        let stmts = f.body.clone().unwrap_or_default();
        self.goto_labels.clear();
        goto_targets(&stmts, &mut self.goto_labels);
        // Pass 1 finds locals C would see as unused (Go counts uses that constant folding
        // removed); pass 2 marks them `(void)x;` after their declarations.
        self.unused_locals.clear();
        let mut inner = String::new();
        let saved_counter = self.temp_counter;
        self.stmts(&stmts, 1, &mut inner);
        let declared: Vec<usize> = (0..self.local_names.len())
            .filter(|i| !self.locals_used.contains(i))
            .collect();
        if !declared.is_empty() {
            self.unused_locals = declared.into_iter().collect();
            self.temp_counter = saved_counter;
            self.locals_used.clear();
            inner.clear();
            self.stmts(&stmts, 1, &mut inner);
        }
        for pid in &f.params {
            if !self.locals_used.contains(&pid.0) {
                body.push_str(&format!("    (void){};\n", self.local_names[pid.0]));
            }
        }
        for r in &f.named_results {
            if !self.locals_used.contains(&r.0) {
                body.push_str(&format!("    (void){};\n", self.local_names[r.0]));
            }
        }
        body.push_str(&inner);
        let ends_in_return = matches!(stmts.last().map(|s| &s.kind), Some(StmtKind::Return(_)));
        if !sig.results.is_empty() && !ends_in_return {
            body.push_str("    __builtin_unreachable();\n");
        }
        let stat = if f.exported { "" } else { "static " };
        (proto.clone(), format!("{stat}{proto} {{\n{body}}}\n"))
    }

    /// The C `main`: initializes package variables in order, runs `init` functions, then main.
    pub fn entry(&mut self) -> String {
        self.used_names.clear();
        self.local_names.clear();
        self.temp_counter = 0;
        let mut body = String::new();
        let mut done: HashSet<usize> = HashSet::new();
        for gid in &self.p.init_order {
            if done.contains(&gid.0) {
                continue;
            }
            if let Some((ids, call)) = self
                .p
                .global_tuple_inits
                .iter()
                .find(|(ids, _)| ids.contains(gid))
            {
                self.hoist = false;
                self.pre.clear();
                let c = self.expr(call);
                let ct = self.cty(call.ty);
                for p in std::mem::take(&mut self.pre) {
                    body.push_str(&format!("    {p}\n"));
                }
                let t = self.temp();
                body.push_str(&format!("    {ct} {t} = {c};\n"));
                if ids.iter().all(|id| self.p.globals[id.0].name == "_") {
                    body.push_str(&format!("    (void){t};\n"));
                }
                for (k, id) in ids.iter().enumerate() {
                    done.insert(id.0);
                    if self.p.globals[id.0].name != "_" {
                        body.push_str(&format!(
                            "    {} = {t}.r{k};\n",
                            self.p.globals[id.0].c_name
                        ));
                    }
                }
                continue;
            }
            done.insert(gid.0);
            let g = &self.p.globals[gid.0];
            let Some(init) = &g.init else { continue };
            let static_ok = matches!(init.kind, ExprKind::Const(_))
                && matches!(self.p.types.under_type(g.ty), Type::Basic(_));
            if static_ok {
                continue;
            }
            self.hoist = count_calls(init) > 1;
            self.pre.clear();
            let c = self.expr(init);
            for p in std::mem::take(&mut self.pre) {
                body.push_str(&format!("    {p}\n"));
            }
            if g.name == "_" {
                body.push_str(&format!("    (void)({c});\n"));
            } else {
                body.push_str(&format!("    {} = {c};\n", g.c_name));
            }
        }
        for i in &self.p.inits {
            body.push_str(&format!("    {}();\n", self.p.funcs[i.0].c_name));
        }
        if let Some(m) = self.p.main {
            body.push_str(&format!("    {}();\n", self.p.funcs[m.0].c_name));
        }
        format!("int main(int argc, char **argv) {{\n    (void)argc;\n    (void)argv;\n{body}    return 0;\n}}\n")
    }

    pub fn stmts(&mut self, stmts: &[Stmt], n: usize, out: &mut String) {
        for s in stmts {
            self.stmt(s, n, out);
        }
    }

    /// Runs `f` with a fresh prelude; returns the prelude statements and f's result.
    fn with_pre<T>(&mut self, hoist: bool, f: impl FnOnce(&mut Self) -> T) -> (Vec<String>, T) {
        let saved = std::mem::take(&mut self.pre);
        let saved_h = self.hoist;
        self.hoist = hoist;
        let r = f(self);
        self.hoist = saved_h;
        (std::mem::replace(&mut self.pre, saved), r)
    }

    fn write_pre(pre: &[String], n: usize, out: &mut String) {
        for p in pre {
            out.push_str(&format!("{}{p}\n", ind(n)));
        }
    }

    /// The C of an assignment's target. Assigning a local is not a use of it (gcc warns about
    /// variables and parameters that are set but never read; they get `(void)x;`).
    fn lhs_code(&mut self, l: &Expr) -> String {
        if let ExprKind::Local(id) = l.kind {
            let was_used = self.locals_used.contains(&id.0);
            let c = self.expr(l);
            if !was_used {
                self.locals_used.remove(&id.0);
            }
            return c;
        }
        self.expr(l)
    }

    pub fn stmt(&mut self, s: &Stmt, n: usize, out: &mut String) {
        for c in &s.comments {
            out.push_str(&super::c_comment(c, &ind(n)));
        }
        let i = ind(n);
        match &s.kind {
            StmtKind::Expr(e) => {
                let (pre, code) = self.with_pre(count_calls(e) > 1, |me| match &e.kind {
                    ExprKind::Builtin(
                        b @ (crate::check::tir::Builtin::Print
                        | crate::check::tir::Builtin::Println),
                        args,
                    ) => {
                        let st = me.print_stmts(args, *b == crate::check::tir::Builtin::Println);
                        format!(
                            "{{\n{}\n{}}}",
                            st.iter()
                                .map(|x| format!("{}    {x}", ind(n)))
                                .collect::<Vec<_>>()
                                .join("\n"),
                            ind(n)
                        )
                    }
                    _ => {
                        let h = me.hoist;
                        me.hoist = false;
                        let c = me.expr(e);
                        me.hoist = h;
                        let void = matches!(me.p.types.get(e.ty), Type::Tuple(ts) if ts.is_empty());
                        if void {
                            format!("{c};")
                        } else {
                            format!("(void){c};")
                        }
                    }
                });
                Self::write_pre(&pre, n, out);
                out.push_str(&format!("{i}{code}\n"));
            }
            StmtKind::VarDecl(ids, values) => {
                let hoist = values.iter().map(count_calls).sum::<usize>() > 1;
                let (pre, lines) = self.with_pre(hoist, |me| {
                    let mut lines = Vec::new();
                    if values.len() == 1 && ids.len() > 1 {
                        let ct = me.cty(values[0].ty);
                        let c = me.expr(&values[0]);
                        let t = me.temp();
                        lines.push(format!("{ct} {t} = {c};"));
                        if ids.iter().all(|id| me.is_blank(id.0)) {
                            lines.push(format!("(void){t};"));
                        }
                        for (k, id) in ids.iter().enumerate() {
                            let ty = me.local_ty(id.0);
                            let lct = me.cty(ty);
                            if me.is_blank(id.0) {
                                continue;
                            }
                            lines.push(me.declare(id.0, &lct, &format!("{t}.r{k}")));
                        }
                    } else {
                        for (k, id) in ids.iter().enumerate() {
                            let ty = me.local_ty(id.0);
                            let lct = me.cty(ty);
                            let v = match values.get(k) {
                                Some(v) => me.expr(v),
                                None => me.zero(ty),
                            };
                            if me.is_blank(id.0) {
                                lines.push(format!("(void)({v});"));
                            } else {
                                lines.push(me.declare(id.0, &lct, &v));
                            }
                        }
                    }
                    lines
                });
                Self::write_pre(&pre, n, out);
                Self::write_pre(&lines, n, out);
            }
            StmtKind::Assign {
                lhs,
                rhs,
                new_locals,
            } => {
                let hoist = rhs.iter().map(count_calls).sum::<usize>()
                    + lhs.iter().flatten().map(count_calls).sum::<usize>()
                    > 1;
                let (pre, lines) = self.with_pre(hoist, |me| me.assign(lhs, rhs, new_locals));
                Self::write_pre(&pre, n, out);
                Self::write_pre(&lines, n, out);
            }
            StmtKind::OpAssign(l, op, r) => {
                let hoist = count_calls(l) + count_calls(r) > 1;
                let (pre, line) = self.with_pre(hoist, |me| me.op_assign(l, *op, r));
                Self::write_pre(&pre, n, out);
                out.push_str(&format!("{i}{line}\n"));
            }
            StmtKind::IncDec(l, inc) => {
                let (pre, c) = self.with_pre(false, |me| me.lhs_code(l));
                Self::write_pre(&pre, n, out);
                out.push_str(&format!("{i}{c}{};\n", if *inc { "++" } else { "--" }));
            }
            StmtKind::Block(b) => {
                out.push_str(&format!("{i}{{\n"));
                self.stmts(b, n + 1, out);
                out.push_str(&format!("{i}}}\n"));
            }
            StmtKind::Seq(b) => self.stmts(b, n, out),
            StmtKind::If {
                init,
                cond,
                then,
                els,
            } => {
                if init.is_empty() {
                    self.if_chain(cond, then, els, n, out, false);
                } else {
                    out.push_str(&format!("{i}{{\n"));
                    self.stmts(init, n + 1, out);
                    self.if_chain(cond, then, els, n + 1, out, false);
                    out.push_str(&format!("{i}}}\n"));
                }
            }
            StmtKind::For {
                label,
                init,
                cond,
                post,
                body,
            } => self.for_loop(*label, init, cond.as_ref(), post, body, n, out),
            StmtKind::Range {
                label,
                kind,
                key,
                value,
                define,
                expr,
                body,
                ..
            } => self.range(*label, kind, key, value, *define, expr, body, n, out),
            StmtKind::Switch {
                label,
                init,
                tag,
                cases,
            } => self.switch(*label, init, tag.as_ref(), cases, n, out),
            StmtKind::Return(es) => {
                let hoist = es.iter().map(count_calls).sum::<usize>() > 1;
                let (pre, code) = self.with_pre(hoist, |me| me.ret(es));
                Self::write_pre(&pre, n, out);
                out.push_str(&format!("{i}{code}\n"));
            }
            StmtKind::Break(l) => {
                let code = self.jump(*l, false);
                out.push_str(&format!("{i}{code}\n"));
            }
            StmtKind::Continue(l) => {
                let code = self.jump(*l, true);
                out.push_str(&format!("{i}{code}\n"));
            }
            StmtKind::Goto(l) => {
                let name = self.labels[l.0].clone();
                out.push_str(&format!("{i}goto {name};\n"));
            }
            StmtKind::Labeled(l, inner) => {
                if self.goto_labels.contains(&l.0) {
                    let name = self.labels[l.0].clone();
                    out.push_str(&format!("{name}:;\n"));
                }
                self.stmt(inner, n, out);
            }
        }
    }

    /// The name of a local being declared (not a use).
    fn decl_code(&self, l: &Expr) -> String {
        match l.kind {
            ExprKind::Local(id) => self.local_names.get(id.0).cloned().unwrap_or_default(),
            _ => String::new(),
        }
    }

    /// `T x = v;`, or for a boxed local (address taken inside a loop) storage that lives
    /// until the function returns, as So's frame rule says.
    fn declare(&self, id: usize, ct: &str, v: &str) -> String {
        if let Some(b) = self.boxed.get(&id) {
            return format!(
                "{ct} *{b} = ({ct} *)alloca(sizeof({ct})); *{b} = {v};{}",
                self.void_id(id)
            );
        }
        let name = self.local_names.get(id).cloned().unwrap_or_default();
        format!("{ct} {name} = {v};{}", self.void_id(id))
    }

    fn declare_expr(&self, l: &Expr, ct: &str, v: &str) -> String {
        match l.kind {
            ExprKind::Local(id) => self.declare(id.0, ct, v),
            _ => String::new(),
        }
    }

    fn void_id(&self, id: usize) -> String {
        if self.unused_locals.contains(&id) {
            format!(" (void){};", self.local_names[id])
        } else {
            String::new()
        }
    }

    fn is_blank(&self, id: usize) -> bool {
        self.local_blank.get(id).copied().unwrap_or(false)
    }

    fn local_ty(&self, id: usize) -> TypeId {
        self.local_types
            .get(id)
            .copied()
            .unwrap_or(crate::check::types::INVALID)
    }

    fn assign(
        &mut self,
        lhs: &[Lhs],
        rhs: &[Expr],
        new_locals: &[crate::check::tir::LocalId],
    ) -> Vec<String> {
        let mut lines = Vec::new();
        let is_new = |e: &Expr| matches!(e.kind, ExprKind::Local(id) if new_locals.contains(&id));
        // One call with several results.
        if rhs.len() == 1 && lhs.len() > 1 {
            let ct = self.cty(rhs[0].ty);
            let c = self.expr(&rhs[0]);
            let t = self.temp();
            lines.push(format!("{ct} {t} = {c};"));
            if lhs.iter().all(|l| l.is_none()) {
                lines.push(format!("(void){t};"));
            }
            for (k, l) in lhs.iter().enumerate() {
                let Some(l) = l else { continue };
                let lc = if is_new(l) {
                    self.decl_code(l)
                } else {
                    self.lhs_code(l)
                };
                if is_new(l) {
                    let lct = self.cty(l.ty);
                    lines.push(self.declare_expr(l, &lct, &format!("{t}.r{k}")));
                } else {
                    lines.push(format!("{lc} = {t}.r{k};"));
                }
            }
            return lines;
        }
        // Single assignment, or only new variables: direct.
        let all_new = lhs.iter().all(|l| l.as_ref().is_none_or(is_new));
        if lhs.len() == 1 || all_new {
            for (l, r) in lhs.iter().zip(rhs) {
                let rc = self.expr(r);
                match l {
                    None => lines.push(format!("(void)({rc});")),
                    Some(l) => {
                        let lc = if is_new(l) {
                            self.decl_code(l)
                        } else {
                            self.lhs_code(l)
                        };
                        if is_new(l) {
                            let lct = self.cty(l.ty);
                            lines.push(self.declare_expr(l, &lct, &rc));
                        } else {
                            lines.push(format!("{lc} = {rc};"));
                        }
                    }
                }
            }
            // Hoisted temporaries belong before the first line.
            let pre = std::mem::take(&mut self.pre);
            let mut all = pre;
            all.extend(lines);
            return all;
        }
        // Parallel assignment: evaluate index operands on the left and all values, then assign.
        let assigned: Vec<usize> = lhs
            .iter()
            .flatten()
            .filter_map(|l| match l.kind {
                ExprKind::Local(id) => Some(id.0),
                _ => None,
            })
            .collect();
        self.assigned_here = assigned.clone();
        let mut targets = Vec::new();
        for l in lhs {
            targets.push(match l {
                None => None,
                Some(l) if is_new(l) => Some(self.decl_code(l)),
                Some(l) => Some(self.lhs_once(l)),
            });
        }
        self.assigned_here.clear();
        let mut temps = Vec::new();
        for r in rhs {
            let c = self.expr(r);
            // Constants and variables no target changes can be read after the assignments.
            let stable = match &r.kind {
                ExprKind::Const(_) | ExprKind::Nil | ExprKind::Func(_) => true,
                ExprKind::Local(id) => !assigned.contains(&id.0),
                _ => false,
            };
            if stable {
                temps.push(c);
                continue;
            }
            let ct = self.cty(r.ty);
            let t = self.temp();
            self.pre.push(format!("{ct} {t} = {c};"));
            temps.push(t);
        }
        for (k, l) in lhs.iter().enumerate() {
            let Some(l) = l else { continue };
            let lc = targets[k].clone().unwrap_or_default();
            if is_new(l) {
                let lct = self.cty(l.ty);
                lines.push(self.declare_expr(l, &lct, &temps[k]));
            } else {
                lines.push(format!("{lc} = {};", temps[k]));
            }
        }
        let mut all = std::mem::take(&mut self.pre);
        all.extend(lines);
        all
    }

    /// An assignment target whose index operands and pointers are evaluated now (into
    /// temporaries); the bounds check happens at the assignment.
    fn lhs_once(&mut self, l: &Expr) -> String {
        match &l.kind {
            ExprKind::Index(x, i) => {
                let ic = if matches!(i.kind, ExprKind::Const(_) | ExprKind::Local(_))
                    && !self.local_assigned_here(i)
                {
                    i.as_ref().clone()
                } else {
                    let ct = self.cty(i.ty);
                    let c = self.expr(i);
                    let t = self.temp();
                    self.pre.push(format!("{ct} {t} = {c};"));
                    self.raw_expr(i.ty, t)
                };
                // A slice this assignment also assigns is indexed as it was before.
                let xc = if matches!(self.p.types.under_type(x.ty), Type::Slice(_))
                    && self.local_assigned_here(x)
                {
                    let ct = self.cty(x.ty);
                    let c = self.expr(x);
                    let t = self.temp();
                    self.pre.push(format!("{ct} {t} = {c};"));
                    self.raw_expr(x.ty, t)
                } else {
                    x.as_ref().clone()
                };
                let tmp = Expr {
                    ty: l.ty,
                    kind: ExprKind::Index(Box::new(xc), Box::new(ic)),
                    span: l.span,
                };
                self.expr(&tmp)
            }
            ExprKind::Deref(p) => {
                let ct = self.cty(p.ty);
                let c = self.expr(p);
                let t = self.temp();
                self.pre.push(format!("{ct} {t} = {c};"));
                format!("(*so_nil_check({t}))")
            }
            _ => self.expr(l),
        }
    }

    /// Whether an index operand is a local that this assignment also assigns.
    fn local_assigned_here(&self, e: &Expr) -> bool {
        match e.kind {
            ExprKind::Local(id) => self.assigned_here.contains(&id.0),
            _ => false,
        }
    }

    /// An expression standing for a piece of C code (a temporary).
    pub fn raw_expr(&mut self, ty: TypeId, code: String) -> Expr {
        let id = usize::MAX - self.raw.len();
        self.raw.insert(id, code);
        Expr {
            ty,
            kind: ExprKind::Local(crate::check::tir::LocalId(id)),
            span: Default::default(),
        }
    }

    fn op_assign(&mut self, l: &Expr, op: BinOp, r: &Expr) -> String {
        let t = l.ty;
        let simple_c = matches!(
            op,
            BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::And | BinOp::Or | BinOp::Xor
        ) && !self.p.types.is_string(t);
        let lc = self.lhs_code(l);
        if simple_c || (op == BinOp::Div && self.p.types.is_float(t)) {
            let rc = self.operand(r);
            return format!("{lc} {}= {rc};", op.as_str());
        }
        // x op= y as x = x op y, with the target evaluated once.
        let target = if super::expr::is_simple(l) {
            lc
        } else {
            let ct = self.cty(t);
            let p = self.temp();
            self.pre.push(format!("{ct} *{p} = &{lc};"));
            format!("(*{p})")
        };
        let lv = self.raw_expr(t, target.clone());
        let e = Expr {
            ty: t,
            kind: ExprKind::Binary(op, Box::new(lv), Box::new(r.clone())),
            span: l.span,
        };
        let v = self.expr(&e);
        format!("{target} = {v};")
    }

    fn ret(&mut self, es: &[Expr]) -> String {
        match es.len() {
            0 => "return;".into(),
            1 => {
                let c = self.expr(&es[0]);
                format!("return {c};")
            }
            _ => {
                let sig_results: Vec<TypeId> = es.iter().map(|e| e.ty).collect();
                let tt = self.tuple_of(&sig_results);
                let ct = self.cty(tt);
                let vs: Vec<String> = es.iter().map(|e| self.expr(e)).collect();
                format!("return ({ct}){{{}}};", vs.join(", "))
            }
        }
    }

    fn jump(&mut self, l: Option<LabelId>, cont: bool) -> String {
        let idx = match l {
            Some(l) => self.breakables.iter().rposition(|b| b.label == Some(l)),
            None if cont => self.breakables.iter().rposition(|b| b.is_loop),
            None => self.breakables.len().checked_sub(1),
        };
        let Some(idx) = idx else {
            return if cont {
                "continue;".into()
            } else {
                "break;".into()
            };
        };
        // C's break/continue reach the target only if no C loop lies in between.
        let clear = self.breakables[idx + 1..].iter().all(|b| !b.c_loop);
        let b = &mut self.breakables[idx];
        if cont {
            if clear && !b.force_cont {
                return "continue;".into();
            }
            b.cont_used = true;
            format!("goto {};", b.cont_label)
        } else {
            if clear && b.c_loop {
                return "break;".into();
            }
            b.break_used = true;
            format!("goto {};", b.break_label)
        }
    }

    fn label_base(&mut self, label: Option<LabelId>) -> String {
        match label {
            Some(l) => self.labels[l.0].clone(),
            None => {
                let t = self.temp();
                format!("_loop{}", &t[2..])
            }
        }
    }

    fn if_chain(
        &mut self,
        cond: &Expr,
        then: &[Stmt],
        els: &[Stmt],
        n: usize,
        out: &mut String,
        is_else: bool,
    ) {
        let i = ind(n);
        let (pre, c) = self.with_pre(count_calls(cond) > 1, |me| me.expr(cond));
        if is_else {
            if pre.is_empty() {
                out.push_str(&format!(" else if ({c}) {{\n"));
            } else {
                out.push_str(" else {\n");
                Self::write_pre(&pre, n + 1, out);
                out.push_str(&format!("{}if ({c}) {{\n", ind(n + 1)));
                self.stmts(then, n + 2, out);
                out.push_str(&format!("{}}}", ind(n + 1)));
                self.else_part(els, n + 1, out);
                out.push('\n');
                out.push_str(&format!("{i}}}"));
                return;
            }
        } else {
            Self::write_pre(&pre, n, out);
            out.push_str(&format!("{i}if ({c}) {{\n"));
        }
        self.stmts(then, n + 1, out);
        out.push_str(&format!("{i}}}"));
        self.else_part(els, n, out);
        if !is_else {
            out.push('\n');
        }
    }

    fn else_part(&mut self, els: &[Stmt], n: usize, out: &mut String) {
        let i = ind(n);
        if els.is_empty() {
            return;
        }
        if els.len() == 1 && els[0].comments.is_empty() {
            if let StmtKind::If {
                init,
                cond,
                then,
                els: e2,
            } = &els[0].kind
            {
                if init.is_empty() {
                    self.if_chain(cond, then, e2, n, out, true);
                    return;
                }
            }
        }
        out.push_str(" else {\n");
        self.stmts(els, n + 1, out);
        out.push_str(&format!("{i}}}"));
    }

    #[allow(clippy::too_many_arguments)]
    fn for_loop(
        &mut self,
        label: Option<LabelId>,
        init: &[Stmt],
        cond: Option<&Expr>,
        post: &[Stmt],
        body: &[Stmt],
        n: usize,
        out: &mut String,
    ) {
        let i = ind(n);
        let base = self.label_base(label);
        // Init: one declaration can go in the header.
        let mut init_s = String::new();
        self.stmts(init, 0, &mut init_s);
        let init_lines: Vec<&str> = init_s.lines().collect();
        let header_init = init_lines.len() == 1
            && init_lines[0].matches(';').count() == 1
            && !init_lines[0].starts_with("//")
            && !init_lines[0].starts_with('{');
        let (cpre, cc) = match cond {
            Some(c) => self.with_pre(count_calls(c) > 1, |me| me.expr(c)),
            None => (Vec::new(), String::new()),
        };
        let mut post_s = String::new();
        self.stmts(post, 0, &mut post_s);
        let post_lines: Vec<&str> = post_s.lines().collect();
        // Loop variables whose address is taken get a fresh variable per iteration (Go 1.22).
        let mut rebox = Vec::new();
        for st in init {
            let ids: Vec<usize> = match &st.kind {
                StmtKind::VarDecl(ids, _) => ids.iter().map(|x| x.0).collect(),
                StmtKind::Assign { new_locals, .. } => new_locals.iter().map(|x| x.0).collect(),
                _ => Vec::new(),
            };
            for id in ids {
                if let Some(b) = self.boxed.get(&id).cloned() {
                    let ct = self.cty(self.local_ty(id));
                    let t = self.temp();
                    rebox.push(format!(
                        "{{ {ct} {t} = *{b}; {b} = ({ct} *)alloca(sizeof({ct})); *{b} = {t}; }}"
                    ));
                }
            }
        }
        let header_post = rebox.is_empty()
            && (post_lines.is_empty()
                || (post_lines.len() == 1
                    && post_lines[0].ends_with(';')
                    && !post_lines[0].contains('{')));
        let wrap = !init_s.is_empty() && !header_init;
        let n2 = if wrap { n + 1 } else { n };
        let i2 = ind(n2);
        if wrap {
            out.push_str(&format!("{i}{{\n"));
            for l in init_s.lines() {
                out.push_str(&format!("{i2}{l}\n"));
            }
        }
        let hi = if header_init {
            init_lines[0].trim_end_matches(';').to_string() + ";"
        } else {
            ";".to_string()
        };
        let hp = if header_post && !post_lines.is_empty() {
            post_lines[0].trim_end_matches(';').to_string()
        } else {
            String::new()
        };
        self.breakables.push(Breakable {
            label,
            is_loop: true,
            cont_label: format!("{base}_continue"),
            break_label: format!("{base}_break"),
            cont_used: false,
            break_used: false,
            c_loop: true,
            force_cont: !header_post,
        });
        let mut b = String::new();
        if !cpre.is_empty() {
            Self::write_pre(&cpre, n2 + 1, &mut b);
            b.push_str(&format!(
                "{}if (!({cc}))\n{}break;\n",
                ind(n2 + 1),
                ind(n2 + 2)
            ));
        }
        self.stmts(body, n2 + 1, &mut b);
        let bk = self.breakables.pop().unwrap_or_else(unreachable_breakable);
        let cond_in_header = if cpre.is_empty() {
            cc.clone()
        } else {
            String::new()
        };
        if cond_in_header.is_empty() && hi == ";" && hp.is_empty() {
            out.push_str(&format!("{i2}for (;;) {{\n"));
        } else if hi == ";" && hp.is_empty() {
            out.push_str(&format!("{i2}while ({cond_in_header}) {{\n"));
        } else {
            let sp = if cond_in_header.is_empty() { "" } else { " " };
            let sp2 = if hp.is_empty() { "" } else { " " };
            out.push_str(&format!(
                "{i2}for ({hi}{sp}{cond_in_header};{sp2}{hp}) {{\n"
            ));
        }
        out.push_str(&b);
        if bk.cont_used || !header_post {
            if bk.cont_used {
                out.push_str(&format!("{}:;\n", bk.cont_label));
            }
            if !header_post {
                Self::write_pre(&rebox, n2 + 1, out);
                for l in post_s.lines() {
                    out.push_str(&format!("{}{l}\n", ind(n2 + 1)));
                }
            }
        }
        out.push_str(&format!("{i2}}}\n"));
        if bk.break_used {
            out.push_str(&format!("{}:;\n", bk.break_label));
        }
        if wrap {
            out.push_str(&format!("{i}}}\n"));
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn range(
        &mut self,
        label: Option<LabelId>,
        kind: &RangeKind,
        key: &Lhs,
        value: &Lhs,
        define: bool,
        x: &Expr,
        body: &[Stmt],
        n: usize,
        out: &mut String,
    ) {
        let i = ind(n);
        let base = self.label_base(label);
        // With at most a key and a constant length, the range expression is not evaluated.
        let evaluate = matches!(kind, RangeKind::Int | RangeKind::Slice | RangeKind::String)
            || value.is_some();
        let (pre, xc) = if evaluate {
            self.with_pre(count_calls(x) > 1, |me| me.expr(x))
        } else {
            (Vec::new(), String::new())
        };
        out.push_str(&format!("{i}{{\n"));
        let n1 = n + 1;
        let i1 = ind(n1);
        Self::write_pre(&pre, n1, out);
        let value = value.as_ref();
        let key = key.as_ref();
        // The loop counter: the key itself when the body does not assign it.
        let key_local = key.and_then(|k| match k.kind {
            ExprKind::Local(id) if define => Some(id.0),
            _ => None,
        });
        let direct_key =
            key_local.is_some_and(|id| !assigns_local(body, id) && !self.boxed.contains_key(&id));
        let counter = if direct_key {
            self.local_names[key_local.unwrap_or(0)].clone()
        } else {
            self.temp()
        };
        let mut header_lines: Vec<String> = Vec::new();
        let assign_to = |me: &mut Self, l: &Expr, v: String| -> String {
            if define {
                let ct = me.cty(l.ty);
                me.declare_expr(l, &ct, &v)
            } else {
                let lc = me.expr(l);
                format!("{lc} = {v};")
            }
        };
        // `for k, a[k] = range x`: the value's target is evaluated before the key is assigned.
        let value_target: Option<(Vec<String>, String)> = match value {
            Some(v)
                if !define
                    && key.is_some()
                    && !matches!(v.kind, ExprKind::Local(_) | ExprKind::Global(_)) =>
            {
                self.assigned_here = key
                    .and_then(|k| match k.kind {
                        ExprKind::Local(id) => Some(vec![id.0]),
                        _ => None,
                    })
                    .unwrap_or_default();
                let r = self.with_pre(false, |me| me.lhs_once(v));
                self.assigned_here.clear();
                Some(r)
            }
            _ => None,
        };
        let assign_value =
            |me: &mut Self, lines: &mut Vec<String>, v: &Expr, val: String| match &value_target {
                Some((pre, t)) => {
                    let _ = me;
                    lines.push(format!("{t} = {val};"));
                    let _ = pre;
                }
                None => {
                    let line = assign_to(me, v, val);
                    lines.push(line);
                }
            };
        let value_pre: Vec<String> = value_target
            .as_ref()
            .map(|(p, _)| p.clone())
            .unwrap_or_default();
        let loop_head;
        match kind {
            RangeKind::Int => {
                let ct = self.cty(x.ty);
                let lim = if matches!(x.kind, ExprKind::Const(_)) {
                    xc.clone()
                } else {
                    let t = self.temp();
                    out.push_str(&format!("{i1}{ct} {t} = {xc};\n"));
                    t
                };
                loop_head = format!("for ({ct} {counter} = 0; {counter} < {lim}; {counter}++)");
                if let Some(k) = key {
                    if !direct_key {
                        header_lines.push(assign_to(self, k, counter.clone()));
                    }
                }
            }
            RangeKind::Array | RangeKind::PtrArray | RangeKind::Slice => {
                let (len, elem_access) = match kind {
                    RangeKind::Slice => {
                        let t = self.temp();
                        out.push_str(&format!("{i1}so_Slice {t} = {xc};\n"));
                        let et = match self.p.types.under_type(x.ty) {
                            Type::Slice(e) => *e,
                            _ => x.ty,
                        };
                        let ect = self.cty(et);
                        (format!("{t}.len"), format!("(({ect} *){t}.ptr)[{counter}]"))
                    }
                    RangeKind::PtrArray => {
                        let (p, len) = match (&x.kind, self.p.types.under_type(x.ty)) {
                            (ExprKind::Deref(p), Type::Array(len, _)) => ((**p).clone(), *len),
                            _ => (x.clone(), 0),
                        };
                        let pct = self.cty(p.ty);
                        if value.is_some() {
                            let (_, pc) = self.with_pre(false, |me| me.expr(&p));
                            let t = self.temp();
                            out.push_str(&format!("{i1}{pct} {t} = {pc};\n"));
                            (len.to_string(), format!("so_nil_check({t})->a[{counter}]"))
                        } else {
                            (len.to_string(), String::new())
                        }
                    }
                    _ => {
                        let len = match self.p.types.under_type(x.ty) {
                            Type::Array(len, _) => *len,
                            _ => 0,
                        };
                        if value.is_some() {
                            let ct = self.cty(x.ty);
                            let t = self.temp();
                            out.push_str(&format!("{i1}{ct} {t} = {xc};\n"));
                            (len.to_string(), format!("{t}.a[{counter}]"))
                        } else {
                            (len.to_string(), String::new())
                        }
                    }
                };
                loop_head = format!("for (int64_t {counter} = 0; {counter} < {len}; {counter}++)");
                header_lines.extend(value_pre.iter().cloned());
                if let Some(k) = key {
                    if !direct_key {
                        header_lines.push(assign_to(self, k, counter.clone()));
                    }
                }
                if let Some(v) = value {
                    assign_value(self, &mut header_lines, v, elem_access);
                }
            }
            RangeKind::String => {
                let s = self.temp();
                let w = self.temp();
                out.push_str(&format!("{i1}so_String {s} = {xc};\n"));
                loop_head = format!(
                    "for (int64_t {counter} = 0, {w}; {counter} < {s}.len; {counter} += {w})"
                );
                let r = self.temp();
                header_lines.push(format!("int32_t {r};"));
                header_lines.push(format!("{w} = so_decode_rune({s}, {counter}, &{r});"));
                header_lines.extend(value_pre.iter().cloned());
                if let Some(k) = key {
                    if !direct_key {
                        header_lines.push(assign_to(self, k, counter.clone()));
                    }
                }
                if let Some(v) = value {
                    assign_value(self, &mut header_lines, v, r);
                }
            }
        }
        self.breakables.push(Breakable {
            label,
            is_loop: true,
            cont_label: format!("{base}_continue"),
            break_label: format!("{base}_break"),
            cont_used: false,
            break_used: false,
            c_loop: true,
            force_cont: false,
        });
        let mut b = String::new();
        self.stmts(body, n1 + 1, &mut b);
        let bk = self.breakables.pop().unwrap_or_else(unreachable_breakable);
        out.push_str(&format!("{i1}{loop_head} {{\n"));
        Self::write_pre(&header_lines, n1 + 1, out);
        out.push_str(&b);
        if bk.cont_used {
            out.push_str(&format!("{}:;\n", bk.cont_label));
        }
        out.push_str(&format!("{i1}}}\n"));
        if bk.break_used {
            out.push_str(&format!("{}:;\n", bk.break_label));
        }
        out.push_str(&format!("{i}}}\n"));
    }

    fn switch(
        &mut self,
        label: Option<LabelId>,
        init: &[Stmt],
        tag: Option<&Expr>,
        cases: &[Case],
        n: usize,
        out: &mut String,
    ) {
        let i = ind(n);
        let base = self.label_base(label);
        out.push_str(&format!("{i}{{\n"));
        let n1 = n + 1;
        let i1 = ind(n1);
        self.stmts(init, n1, out);
        let tagv = tag.map(|t| {
            let (pre, c) = self.with_pre(count_calls(t) > 1, |me| me.expr(t));
            Self::write_pre(&pre, n1, out);
            if super::expr::is_simple(t) {
                let no_compare = cases
                    .iter()
                    .all(|c| c.exprs.as_ref().is_none_or(|e| e.is_empty()));
                if no_compare && matches!(t.kind, ExprKind::Local(_)) {
                    // No case compares the tag, but Go counts the variable as used.
                    out.push_str(&format!("{i1}(void)({c});\n"));
                }
                (c, t.ty)
            } else {
                let ct = self.cty(t.ty);
                let tmp = self.temp();
                out.push_str(&format!("{i1}{ct} {tmp} = {c};\n"));
                (tmp, t.ty)
            }
        });
        let has_fall = cases.iter().any(|c| c.fallthrough);
        let wrap = has_fall || cases.iter().any(|c| breaks_switch(&c.body, label, true));
        self.breakables.push(Breakable {
            label,
            is_loop: false,
            cont_label: String::new(),
            break_label: format!("{base}_break"),
            cont_used: false,
            break_used: false,
            c_loop: wrap,
            force_cont: false,
        });
        let cond_of = |me: &mut Self, c: &Case| -> (Vec<String>, String) {
            let exprs = c.exprs.clone().unwrap_or_default();
            me.with_pre(false, |me| {
                let parts: Vec<String> = exprs
                    .iter()
                    .map(|e| match &tagv {
                        Some((tc, tt)) => {
                            let ec = me.operand(e);
                            me.eq(tc, &ec, *tt)
                        }
                        None => me.expr(e),
                    })
                    .collect();
                if parts.len() == 1 {
                    parts[0].clone()
                } else {
                    parts
                        .iter()
                        .map(|p| format!("({p})"))
                        .collect::<Vec<_>>()
                        .join(" || ")
                }
            })
        };
        let mut body = String::new();
        let nb = if wrap { n1 + 1 } else { n1 };
        let ib = ind(nb);
        if has_fall {
            let sw = self.temp();
            for (k, c) in cases.iter().enumerate() {
                if c.exprs.is_none() {
                    continue;
                }
                let (pre, cond) = cond_of(self, c);
                Self::write_pre(&pre, nb, &mut body);
                body.push_str(&format!("{ib}if ({cond})\n{ib}    goto {sw}_case{k};\n"));
            }
            match cases.iter().position(|c| c.exprs.is_none()) {
                Some(d) => body.push_str(&format!("{ib}goto {sw}_case{d};\n")),
                None => body.push_str(&format!("{ib}break;\n")),
            }
            for (k, c) in cases.iter().enumerate() {
                body.push_str(&format!("{sw}_case{k}:;\n"));
                body.push_str(&format!("{ib}{{\n"));
                self.stmts(&c.body, nb + 1, &mut body);
                body.push_str(&format!("{ib}}}\n"));
                if !c.fallthrough {
                    body.push_str(&format!("{ib}break;\n"));
                }
            }
        } else {
            // if / else if chain; default last.
            let mut order: Vec<&Case> = cases.iter().filter(|c| c.exprs.is_some()).collect();
            let default = cases.iter().find(|c| c.exprs.is_none());
            let mut first = true;
            let mut closes = 0;
            let mut cur_n = nb;
            for c in order.drain(..) {
                let (pre, cond) = cond_of(self, c);
                let ci = ind(cur_n);
                if first {
                    Self::write_pre(&pre, cur_n, &mut body);
                    body.push_str(&format!("{ci}if ({cond}) {{\n"));
                    first = false;
                } else if pre.is_empty() {
                    body.push_str(&format!(" else if ({cond}) {{\n"));
                } else {
                    body.push_str(" else {\n");
                    cur_n += 1;
                    closes += 1;
                    Self::write_pre(&pre, cur_n, &mut body);
                    body.push_str(&format!("{}if ({cond}) {{\n", ind(cur_n)));
                }
                self.stmts(&c.body, cur_n + 1, &mut body);
                body.push_str(&format!("{}}}", ind(cur_n)));
            }
            if let Some(d) = default {
                if first {
                    body.push_str(&format!("{}{{\n", ind(cur_n)));
                    self.stmts(&d.body, cur_n + 1, &mut body);
                    body.push_str(&format!("{}}}", ind(cur_n)));
                } else {
                    body.push_str(" else {\n");
                    self.stmts(&d.body, cur_n + 1, &mut body);
                    body.push_str(&format!("{}}}", ind(cur_n)));
                }
            }
            for _ in 0..closes {
                cur_n -= 1;
                body.push_str(&format!("\n{}}}", ind(cur_n)));
            }
            if !body.is_empty() {
                body.push('\n');
            }
        }
        let bk = self.breakables.pop().unwrap_or_else(unreachable_breakable);
        if wrap {
            out.push_str(&format!("{i1}do {{\n"));
            out.push_str(&body);
            out.push_str(&format!("{i1}}} while (0);\n"));
        } else {
            out.push_str(&body);
        }
        if bk.break_used {
            out.push_str(&format!("{}:;\n", bk.break_label));
        }
        out.push_str(&format!("{i}}}\n"));
    }
}

fn unreachable_breakable() -> Breakable {
    Breakable {
        label: None,
        is_loop: false,
        cont_label: String::new(),
        break_label: String::new(),
        cont_used: false,
        break_used: false,
        c_loop: false,
        force_cont: false,
    }
}
