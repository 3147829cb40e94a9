//! Constructors: functions whose result is new allocator memory that nothing else refers to
//! (`bufio.NewReader`, `maps.New`). A caller takes such a call's result as memory of its own
//! making (`SiteKind::Fresh`, as a call of `mem.Alloc` is): what it stores there goes wherever
//! the result goes, instead of being taken to outlive every frame.
//!
//! A result is fresh when every value the function returns there refers to `Fresh` memory (a
//! pointer to it, or a struct such as `bufio.Reader` holding its buffer), and that memory,
//! with the `Fresh` memory it holds (the constructor's other allocations), is the fresh
//! results' alone: stored in no other memory, held by no local whose address something keeps,
//! passed to no call that keeps it, referred to by no other result. Neither the value nor that
//! memory may refer to memory of the function's frame or result stack (a caller would not
//! know to keep it); they may refer to what the arguments refer to (the summary's
//! `ParamFlow::returned` says which) and to memory outside every frame
//! (`Summaries::fresh_static`). A call's fresh results share one `Fresh` site.

use super::flow::Flow;
use super::sites::*;

/// Per result: the result is fresh; and whether its memory may hold memory outside every
/// frame (a package-level variable's).
pub(super) fn fresh_results(flow: &Flow) -> (Vec<bool>, bool) {
    let kind = |s: SiteId| flow.layout.sites[s].kind;
    // What a fresh result may refer to besides its Fresh memory: the arguments' memory (the
    // summary says which) and memory outside every frame.
    let given = |s: SiteId| {
        matches!(
            kind(s),
            SiteKind::Param | SiteKind::ParamContents | SiteKind::Static
        )
    };
    let mut trees = Vec::new();
    let mut ok = Vec::new();
    for vals in &flow.returned {
        // The result's memory: the Fresh memory it refers to, at any depth, and what else that
        // memory holds.
        let returned_fresh: Sites = vals
            .iter()
            .copied()
            .filter(|s| kind(*s) == SiteKind::Fresh)
            .collect();
        let (held, tree) = flow.unwrap_fresh(&returned_fresh);
        let fresh = vals.iter().any(|s| kind(*s) == SiteKind::Fresh)
            && vals
                .iter()
                .all(|s| kind(*s) == SiteKind::Fresh || given(*s))
            && held.iter().all(|h| given(*h))
            && tree.iter().all(|&t| alone(flow, &tree, t));
        ok.push(fresh);
        trees.push((tree, held));
    }
    // A result that is not fresh must not refer to a fresh one's memory: a caller would not
    // know that it does.
    let mut changed = true;
    while changed {
        changed = false;
        for i in 0..ok.len() {
            let shared = ok[i]
                && (0..ok.len())
                    .any(|j| !ok[j] && flow.returned[j].iter().any(|s| trees[i].0.contains(s)));
            if shared {
                ok[i] = false;
                changed = true;
            }
        }
    }
    let holds_static = (0..ok.len()).any(|i| {
        ok[i]
            && (flow.returned[i].contains(&flow.layout.static_site)
                || trees[i].1.contains(&flow.layout.static_site))
    });
    (ok, holds_static)
}

/// Whether Fresh memory `t` of a result's memory `tree` is referred to by nothing but the
/// result: it escaped no other way than by being returned, no memory outside the tree holds
/// it, and no local whose address is taken (or that a literal captured) holds it.
fn alone(flow: &Flow, tree: &Sites, t: SiteId) -> bool {
    let layout = flow.layout;
    if flow.shared_fresh.contains(&t) {
        return false;
    }
    let stored_elsewhere = flow
        .site_contents
        .iter()
        .enumerate()
        .any(|(s, c)| !tree.contains(&s) && c.contains(&t));
    if stored_elsewhere {
        return false;
    }
    // A local whose address something else may hold (`p := &b`, a literal that captured
    // it): through that, the memory is not the result's alone. A pointer method called on
    // it (`b.reset(buf, rd)`) holds the address only for the call.
    let kept = |a: SiteId| {
        flow.holds.iter().any(|h| h.contains(&a))
            || flow.site_contents.iter().any(|c| c.contains(&a))
            || flow.escapes.iter().any(|(x, ..)| *x == a)
    };
    let addressed = |l: usize| {
        layout.captured.get(l).copied().unwrap_or(true)
            || layout
                .sites
                .iter()
                .enumerate()
                .any(|(k, s)| matches!(s.kind, SiteKind::Local(x) if x.index() == l) && kept(k))
    };
    !flow
        .holds
        .iter()
        .enumerate()
        .any(|(l, h)| h.contains(&t) && addressed(l))
}
