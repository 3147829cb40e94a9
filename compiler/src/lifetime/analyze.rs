use super::decide::*;
use super::flow::*;
use super::scan::*;
use super::sites::*;
use super::summary::*;
use super::types::*;
use crate::diag::Diagnostic;
use crate::syntax::ast::Span;
use crate::tir::types::{Basic, Type};
use crate::tir::visit::VisitorMut;
use crate::tir::EscapeHow;
use crate::tir::{CallEscape, Local, LocalId, LocalKind, ResultFlow, Stmt, Storage};
use std::collections::{BTreeSet, HashMap};

/// One function's analysis. With `apply`, its decisions are written into the body and the
pub(super) struct Analysis {
    /// What the function does with result-stack memory (`lifetime/results.rs` decides the rest).
    pub(super) flow: ResultFlow,
    /// Where each parameter's value may go.
    pub(super) summary: Vec<ParamFlow>,
    /// In a literal: which captured variables' values it stores in a package-level variable,
    /// and where.
    pub(super) captured_global: Vec<Option<Span>>,
    /// The function may return memory outside its frame (`SiteKind::Static`).
    pub(super) returns_static: bool,
    /// Per result: it may hold memory the function or its callees made.
    pub(super) result_own: Vec<bool>,
    /// Per result: it is fresh allocator memory (`fresh::fresh_results`); and whether that
    /// memory may hold memory outside every frame.
    pub(super) fresh: Vec<bool>,
    pub(super) fresh_static: bool,
    /// What it stores into memory its captured variables reach (`Summaries::captured_stores`).
    pub(super) captured_stores: BTreeSet<(usize, Stored)>,
    /// What it assigns to its captured variables (`Summaries::captured_rebinds`).
    pub(super) captured_rebinds: BTreeSet<(usize, Stored)>,
    /// The captured variables whose closures it may call (`Summaries::captured_calls`).
    pub(super) captured_calls: BTreeSet<usize>,
    pub(super) diags: Vec<Diagnostic>,
}

/// Analyzes one function (see the module comment).
pub(super) fn analyze(
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
            contents_index: HashMap::new(),
            contents_of: HashMap::new(),
            captured_addr: HashMap::new(),
            captured_addr_index: HashMap::new(),
            env_addr: Default::default(),
            env_vals: Default::default(),
            sealed_envs: Default::default(),
            method_envs: HashMap::new(),
            closure_lits: HashMap::new(),
            static_site: 0,
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
                globals: c.globals,
                conc: c.conc,
                mem: c.mem,
                sums: c.sums,
            };
            for s in body.iter() {
                scan.stmt(s);
            }
        }
        // What the caller passes in: where it goes is the function's summary, and in a literal
        // that captures variables it may not be stored in them.
        layout.static_site = layout.sites.len();
        layout.sites.push(Site::outside(
            "memory outside this frame",
            SiteKind::Static,
            HELP,
            c.types.basic(Basic::UnsafePointer),
        ));
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
                layout.contents_index.insert(layout.sites.len(), pi);
                layout.contents_of.insert(pi, layout.sites.len());
                layout.sites.push(Site::outside(
                    "value an argument of the function literal points to",
                    SiteKind::ParamContents,
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
            layout.captured_addr_index.insert(layout.sites.len(), ci);
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
            points: holds.clone(),
            site_contents: vec![Sites::new(); layout.sites.len()],
            holds,
            changed: true,
            escapes: Vec::new(),
            param_into: BTreeSet::new(),
            returns_static: false,
            result_own: Vec::new(),
            returned: Vec::new(),
            shared_fresh: Sites::new(),
            captured_stores: BTreeSet::new(),
            captured_rebinds: BTreeSet::new(),
            captured_calls: BTreeSet::new(),
            env_fields: HashMap::new(),
            debug: std::env::var_os("SOLOD_DEBUG_ESCAPE").map(|_| Vec::new()),
        };
        // Every round that changes something adds a fact (a site a local holds, an escape, a
        // parameter stored into another's memory), and there are finitely many: the loop ends.
        let facts = (n + 2) * layout.sites.len() * (params.len() + 2);
        let mut rounds = 0;
        while flow.changed {
            flow.changed = false;
            crate::tir::visit::Visitor::visit_stmts(&mut flow, body);
            rounds += 1;
            if rounds > facts + 2 {
                panic!("the lifetime analysis of a function found no fixed point");
            }
        }
        let safe_literal = flow.c.safe_literal;
        let joined = super::joined::joined_spawns(body, c.funcs, c.conc);
        let called_with_own = param_calls(&flow, params, body);
        let holds = std::mem::take(&mut flow.holds);
        let mut escapes = std::mem::take(&mut flow.escapes);
        let param_into = std::mem::take(&mut flow.param_into);
        let returns_static = flow.returns_static;
        let result_own = std::mem::take(&mut flow.result_own);
        let (fresh, fresh_static) = super::fresh::fresh_results(&flow);
        let captured_stores = std::mem::take(&mut flow.captured_stores);
        let captured_rebinds = std::mem::take(&mut flow.captured_rebinds);
        let captured_calls = std::mem::take(&mut flow.captured_calls);
        if apply {
            for (span, note) in flow.debug.take().unwrap_or_default() {
                diags.push(Diagnostic::error(span, format!("debug: {note}")));
            }
        }
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
            if how != EscapeHow::Returned {
                continue;
            }
            for &t in holds.get(l.index()).into_iter().flatten() {
                if layout.sites[t].kind == SiteKind::Static {
                    continue;
                }
                if !escapes
                    .iter()
                    .any(|(x, _, h)| *x == t && *h == EscapeHow::Returned)
                {
                    escapes.push((t, span, EscapeHow::Returned));
                }
            }
        }
        // Where the parameters go: into a package-level variable, or into the memory another
        // parameter refers to. A store into memory that is neither a parameter's nor this
        // frame's (a package-level variable's, what a call returned, memory not known) counts
        // as a store into a package-level variable: no caller's frame may be stored there.
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
                // Stored through a pointer the literal captured: where that points is the
                // enclosing function's business, and is not followed: taken as beyond it.
                let beyond = how.beyond_callers() || how == EscapeHow::CapturedMemory;
                if beyond && captured_global[ci].is_none() {
                    captured_global[ci] = Some(span);
                }
            }
            // A task the function waits for keeps nothing beyond the call.
            if how == EscapeHow::PassedTask
                && joined.covers(&span, |id| layout.memory_in_loop_id(s, id))
            {
                continue;
            }
            if let Some(&i) = layout.param_index.get(&s) {
                if how == EscapeHow::PassedTask {
                    summary[i].task = true;
                } else if how.beyond_callers() {
                    summary[i].global = true;
                }
                if how.beyond_callers() && apply && std::env::var_os("SOLOD_DEBUG_ESCAPE").is_some()
                {
                    diags.push(Diagnostic::error(
                        span,
                        format!("debug: parameter {i} {:?}", how),
                    ));
                }
                if how == EscapeHow::Returned {
                    summary[i].returned = true;
                }
            }
            if let Some(&i) = layout.contents_index.get(&s) {
                if how.beyond_callers() {
                    summary[i].contents_global = true;
                }
                if how == EscapeHow::Returned {
                    summary[i].returned_contents = true;
                }
            }
        }
        for (i, own) in called_with_own.into_iter().enumerate() {
            summary[i].called_with_own = own;
        }
        for &(s, j, direct) in &param_into {
            if let Some(&i) = layout.contents_index.get(&s) {
                if i != j && direct {
                    summary[i].copied_into_pointee.insert(j);
                } else if i != j {
                    summary[i].copied_into.insert(j);
                }
            }
        }
        for &(s, j, direct) in &param_into {
            if let Some(&i) = layout.param_index.get(&s) {
                if i != j && direct {
                    summary[i].into_pointee.insert(j);
                } else if i != j {
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
        let mut errors: Vec<(Span, &Site, EscapeHow, SiteId)> = Vec::new();
        for &(s, span, how) in &escapes {
            let site = &layout.sites[s];
            match site.kind {
                // A parameter goes where the summary says; only a literal's, stored in what it
                // captured, is an error.
                SiteKind::Param | SiteKind::ParamContents
                    if how != EscapeHow::Captured && how != EscapeHow::CapturedMemory => {}
                // Memory of the arguments its caller's caller passed (`safe_literals`).
                SiteKind::Param | SiteKind::ParamContents
                    if (how == EscapeHow::Captured || how == EscapeHow::CapturedMemory)
                        && safe_literal => {}
                // The enclosing function checks it (`Summaries::captured`).
                SiteKind::CapturedValue(_) => {}
                SiteKind::Call(c) => {
                    let (callee, desc) = &layout.callees[c];
                    if how == EscapeHow::Returned {
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
                _ if how == EscapeHow::Returned && site.returnable => {
                    result[s] = true;
                    flow.own = true;
                }
                // Handed to a task this function waits for (`joined`).
                _ if how == EscapeHow::PassedTask
                    && joined.covers(&span, |id| layout.memory_in_loop_id(s, id)) => {}
                // main's frame memory made once (not per iteration) lives until the program
                // ends; having escaped, it is never block or iteration memory.
                _ if c.program_main
                    && how.beyond_callers()
                    && site.kind.is_own()
                    && !layout.memory_in_loop(s) => {}
                _ => errors.push((span, site, how, s)),
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
                returns_static,
                result_own,
                fresh,
                fresh_static,
                captured_stores,
                captured_rebinds,
                captured_calls,
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
        // One error per place and per value: a value that escapes in two ways (`list =
        // append(list, &v)` stores into list's memory and into list) is reported once.
        let mut seen = std::collections::HashSet::new();
        let mut reported = std::collections::HashSet::new();
        errors.sort_by_key(|(sp, ..)| (sp.lo(), sp.hi()));
        for (span, site, how, s) in errors {
            if !seen.insert((span.lo(), span.hi())) || !reported.insert(s) {
                continue;
            }
            let origin = site.desc;
            diags.push(
                Diagnostic::error(
                    span,
                    format!(
                        "escaping value: the {origin} is {}, so it would outlive its frame",
                        how.text()
                    ),
                )
                .label(format!("{origin} escapes here"))
                .help(site.help),
            );
        }
        Analysis {
            flow,
            summary,
            captured_global,
            returns_static,
            result_own,
            fresh,
            fresh_static,
            captured_stores,
            captured_rebinds,
            captured_calls,
            diags,
        }
    }
}
