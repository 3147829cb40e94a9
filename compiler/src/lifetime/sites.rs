use crate::tir::types::TypeId;
use crate::tir::{Callee, Expr, LocalId, Stmt};
use std::collections::{BTreeSet, HashMap};

pub(super) type SiteId = usize;
pub(super) type BlockId = usize;
pub(super) type Sites = BTreeSet<SiteId>;

#[derive(Clone, Copy, PartialEq)]
pub(super) enum SiteKind {
    /// An allocating expression; `constant`: its size is known.
    Alloc { constant: bool },
    /// `&x` (or a slice of a local array) of local `x`.
    Local(LocalId),
    /// What a function literal's caller passed in a parameter (only inside a literal that
    /// captures variables: storing it there is an escape).
    Param,
    /// What the caller's argument of a parameter points to, read through it (`*p`, `p.f`
    /// through a pointer, `s[i]` of a slice): storing it somewhere stores the argument's
    /// contents, not the argument (`ParamFlow::copied_into`).
    ParamContents,
    /// Inside a function literal, the memory of a variable it captured (what `&x` refers to):
    /// the enclosing function's. Returning it or storing it in the enclosing function's
    /// variables is fine; it must not go where it would outlive the enclosing function.
    Captured,
    /// The result of a call (`Layout::callees`), which may hold memory of the result stack
    /// that the callee returned: this frame keeps it, unless it is returned in turn.
    Call(usize),
    /// Inside a function literal, the value of captured variable `k` (in the order of the
    /// environment's fields) as the enclosing function set it: where it goes beyond the
    /// enclosing function is the literal's summary (`Summaries::captured`), checked by the
    /// enclosing function against what the variable holds there.
    CapturedValue(usize),
    /// Memory this frame does not own and no parameter names: package-level variables, what
    /// an allocator or C gave, string constants. It outlives every frame: storing it anywhere
    /// is fine, and storing into it anything but such memory is an escape.
    Static,
    /// What an allocating function of package mem returned (`mem.AllocSlice`): memory no one
    /// else refers to yet, which the frame does not free. Stores into it are this frame's
    /// business; where it goes, what was stored in it goes (`Flow::escape`).
    Fresh,
    /// The value of a C expression (`c.Val`), taken to be memory of this frame that C
    /// interop vouches for: stores into it are stores into this frame's memory, and it may
    /// go anywhere (language.md section 4: what C memory really is, is C's business).
    CMemory,
}

impl SiteKind {
    /// Memory of this frame (an allocation, a local's): it dies with the frame or sooner.
    pub(super) fn is_own(self) -> bool {
        matches!(
            self,
            SiteKind::Alloc { .. } | SiteKind::Local(_) | SiteKind::CMemory
        )
    }
}

pub(super) struct Site {
    pub(super) desc: &'static str,
    pub(super) kind: SiteKind,
    /// The innermost loop (`Layout::loops`) the site is evaluated in, and whether its memory
    /// must outlive every iteration of that loop whatever holds it (a range expression).
    pub(super) in_loop_id: Option<usize>,
    pub(super) outlives_iterations: bool,
    /// The memory can be allocated on the result stack instead (`Alloc::Result`,
    /// `Storage::Result`), so returning the value is no escape.
    pub(super) returnable: bool,
    pub(super) block: BlockId,
    pub(super) in_loop: bool,
    pub(super) help: &'static str,
    /// The type of the values that refer to the memory (a closure's: its func type).
    pub(super) ty: TypeId,
}

impl Site {
    /// A site whose memory is not this frame's (a parameter's, a captured variable's): made
    /// before the body is scanned, in no block or loop, never returnable.
    pub(super) fn outside(
        desc: &'static str,
        kind: SiteKind,
        help: &'static str,
        ty: TypeId,
    ) -> Site {
        Site {
            desc,
            kind,
            in_loop_id: None,
            outlives_iterations: false,
            returnable: false,
            block: 0,
            in_loop: false,
            help,
            ty,
        }
    }
}

pub(super) const HELP: &str = "values made in a function live in its frame: pass a buffer or pointer in from the caller, or allocate with a so/mem allocator";
pub(super) const CLOSURE_HELP: &str =
    "a closure lives in the frame that made it; declare a top-level function and return its name";
pub(super) const METHOD_VALUE_HELP: &str = "a method value lives in the frame that made it, with its receiver; use a method expression such as T.Method and pass the receiver";
pub(super) const SEND_CASE: &str = "copy of a send case's value";
pub(super) const SEND_CASE_HELP: &str = "a send case of a value over 64 bytes refers to a copy of the value in the frame that calls conc.SendCase: make the case in the function that selects it";
pub(super) const PARAM_HELP: &str = "a function literal may not keep what its caller passed it in the enclosing function's variables: copy the value, or store it where the caller can see it";

/// The blocks of the function and where each site and local is.
pub(super) struct Layout {
    /// Parent of each block (`None` for the function's body).
    pub(super) parent: Vec<Option<BlockId>>,
    pub(super) sites: Vec<Site>,
    pub(super) site_of: HashMap<*const Expr, SiteId>,
    /// `s += t` on strings makes memory too.
    pub(super) stmt_site: HashMap<*const Stmt, SiteId>,
    pub(super) local_block: Vec<BlockId>,
    /// For locals declared by a `for` loop's init statement: the loop's body block (each
    /// iteration has its own variable).
    pub(super) loop_body: Vec<Option<BlockId>>,
    /// Locals of a function literal that it captured (the enclosing function's memory).
    pub(super) captured: Vec<bool>,
    pub(super) local_ty: Vec<TypeId>,
    /// Parameters (a pointer to one cannot be returned: C owns their memory).
    pub(super) param: Vec<bool>,
    /// The callee of each call site, and how a message names its result.
    pub(super) callees: Vec<(Callee, String)>,
    pub(super) call_site_of: HashMap<*const Expr, SiteId>,
    /// Loops: the statement's id, the block an iteration's values live in, the enclosing
    /// loop.
    pub(super) loops: Vec<(crate::tir::BreakId, BlockId, Option<usize>)>,
    /// The site of each parameter that can hold a pointer (`SiteKind::Param`): its index.
    pub(super) param_index: HashMap<SiteId, usize>,
    /// In a literal: the site of the memory of each variable it captured
    /// (`SiteKind::Captured`).
    pub(super) captured_addr: HashMap<LocalId, SiteId>,
    /// The index in the environment of the variable each of those sites is the memory of.
    pub(super) captured_addr_index: HashMap<SiteId, usize>,
    /// Locals an environment of this function's literals and method values takes the address
    /// of (`&x`: a captured variable, a pointer receiver), and locals it holds the value of (a
    /// pointer receiver `p.M`, whose memory the method may change): only their memory can be
    /// changed by calling a closure made here.
    pub(super) env_addr: std::collections::HashSet<LocalId>,
    pub(super) env_vals: std::collections::HashSet<LocalId>,
    /// Environments of closures and method values whose calls cannot return a pointer into
    /// the environment's own memory (`Scan`): a call's result refers to what they hold.
    pub(super) sealed_envs: std::collections::HashSet<SiteId>,
    /// The environment site of each function literal made here, and the literal.
    pub(super) closure_lits: HashMap<SiteId, usize>,
    /// The environment site of each method value made here, and its method (`methodval`).
    pub(super) method_envs: HashMap<SiteId, usize>,
    /// The `SiteKind::ParamContents` site of each parameter that has one: its index, and the
    /// site of each such parameter.
    pub(super) contents_index: HashMap<SiteId, usize>,
    pub(super) contents_of: HashMap<usize, SiteId>,
    /// The one `SiteKind::Static` site of the function.
    pub(super) static_site: SiteId,
}

impl Layout {
    /// The pseudo-local that holds the deferred values (declared in the function's body
    /// block): the one after the function's locals.
    pub(super) fn defer_holder(&self) -> LocalId {
        LocalId(self.captured.len() as u32)
    }

    /// Whether the memory of site `s` is made anew in each iteration of some loop: a local
    /// declared in a loop's body, or anything else evaluated in a loop.
    pub(super) fn memory_in_loop(&self, s: SiteId) -> bool {
        let site = &self.sites[s];
        match site.kind {
            SiteKind::Local(l) => {
                let decl = self.local_block.get(l.index()).copied().unwrap_or(0);
                self.loop_body.get(l.index()).copied().flatten().is_some()
                    || self
                        .loops
                        .iter()
                        .any(|&(_, body, _)| self.nested_in(decl, body))
            }
            _ => site.in_loop,
        }
    }

    /// Whether the memory of site `s` is made anew in each iteration of loop `id`.
    pub(super) fn memory_in_loop_id(&self, s: SiteId, id: crate::tir::BreakId) -> bool {
        let Some(li) = self.loops.iter().position(|l| l.0 == id) else {
            return false;
        };
        let body = self.loops[li].1;
        let site = &self.sites[s];
        if let SiteKind::Local(l) = site.kind {
            let decl = self.local_block.get(l.index()).copied().unwrap_or(0);
            return self.nested_in(decl, body)
                || self
                    .loop_body
                    .get(l.index())
                    .copied()
                    .flatten()
                    .is_some_and(|b| self.nested_in(b, body));
        }
        let mut l = site.in_loop_id;
        while let Some(k) = l {
            if k == li {
                return true;
            }
            l = self.loops[k].2;
        }
        false
    }

    pub(super) fn nested_in(&self, mut b: BlockId, outer: BlockId) -> bool {
        loop {
            if b == outer {
                return true;
            }
            match self.parent[b] {
                Some(p) => b = p,
                None => return false,
            }
        }
    }
}
