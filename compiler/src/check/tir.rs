//! The typed tree: the checker's output and the emitter's only input.
//!
//! Every expression carries its type, every name resolves to a definition, constants are
//! folded, and implicit conversions (untyped constants, auto-dereference, `&` for pointer
//! receivers, variadic packing) are explicit.

use crate::check::constant::ConstValue;
use crate::check::types::{TypeId, TypeTable};
use crate::syntax::ast::{BinOp, Span, UnOp};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LocalId(pub usize);
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GlobalId(pub usize);
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FuncId(pub usize);
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LabelId(pub usize);

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Builtin {
    Len,
    Cap,
    Append,
    /// `append(s, t...)`: the second argument is a slice or (for []byte) a string.
    AppendSlice,
    Copy,
    Clear,
    Make,
    New,
    Print,
    Println,
    Panic,
    Min,
    Max,
}

#[derive(Clone, Debug)]
pub struct Expr {
    pub ty: TypeId,
    pub kind: ExprKind,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub enum ExprKind {
    /// A folded constant of type `ty` (never untyped after checking).
    Const(ConstValue),
    /// `nil` converted to a pointer, slice or function type.
    Nil,
    Local(LocalId),
    Global(GlobalId),
    /// A top-level function or method used as a value (method expressions too).
    Func(FuncId),
    Unary(UnOp, Box<Expr>),
    /// Operands have the same type, except shifts (right operand any integer type).
    Binary(BinOp, Box<Expr>, Box<Expr>),
    /// Call of a known function; for methods the receiver is the first argument, already
    /// adjusted (`&x` or `*p`) to the receiver type.
    Call(FuncId, Vec<Expr>),
    /// Call of a function value.
    CallValue(Box<Expr>, Vec<Expr>),
    Builtin(Builtin, Vec<Expr>),
    /// Conversion of the operand to `ty`.
    Convert(Box<Expr>),
    /// Indexing an array, slice or string value (pointers to arrays are dereferenced explicitly).
    Index(Box<Expr>, Box<Expr>),
    SliceExpr {
        x: Box<Expr>,
        lo: Option<Box<Expr>>,
        hi: Option<Box<Expr>>,
        max: Option<Box<Expr>>,
    },
    /// Field access on a struct value: field index and name.
    Field(Box<Expr>, usize, String),
    Deref(Box<Expr>),
    AddrOf(Box<Expr>),
    /// Struct literal: (field index, value) in source order (missing fields are zero).
    StructLit(Vec<(usize, Expr)>),
    /// `(*T).M` for a method M with a value receiver: a function taking `*T`.
    PtrMethod(FuncId),
    /// Array literal: (index, value) pairs; missing indexes are zero.
    ArrayLit(Vec<(i64, Expr)>),
    /// Slice literal with backing array of `len` elements.
    SliceLit(i64, Vec<(i64, Expr)>),
    /// The zero value of `ty`.
    Zero,
    /// `x.M` before the call consumes it (never reaches the emitter).
    MethodVal(FuncId, Box<Expr>),
}

#[derive(Clone, Debug)]
pub enum RangeKind {
    Int,
    Array,
    PtrArray,
    Slice,
    String,
}

#[derive(Clone, Debug)]
pub struct Case {
    /// `None` for `default`.
    pub exprs: Option<Vec<Expr>>,
    pub body: Vec<Stmt>,
    pub fallthrough: bool,
}

#[derive(Clone, Debug)]
pub struct Stmt {
    pub kind: StmtKind,
    pub comments: Vec<String>,
}

impl Stmt {
    pub fn new(kind: StmtKind) -> Stmt {
        Stmt {
            kind,
            comments: Vec::new(),
        }
    }
}

/// An assignment target; `None` is `_`.
pub type Lhs = Option<Expr>;

#[derive(Clone, Debug)]
pub enum StmtKind {
    Expr(Expr),
    /// Declares locals; with values (one per local, or one tuple-valued call) or zeroed.
    VarDecl(Vec<LocalId>, Vec<Expr>),
    /// Parallel assignment; `new_locals` are declared first (from `:=`).
    Assign {
        lhs: Vec<Lhs>,
        rhs: Vec<Expr>,
        new_locals: Vec<LocalId>,
    },
    OpAssign(Expr, BinOp, Expr),
    IncDec(Expr, bool),
    Block(Vec<Stmt>),
    /// Statements in the enclosing scope (no braces).
    Seq(Vec<Stmt>),
    If {
        init: Vec<Stmt>,
        cond: Expr,
        then: Vec<Stmt>,
        els: Vec<Stmt>,
    },
    For {
        label: Option<LabelId>,
        init: Vec<Stmt>,
        cond: Option<Expr>,
        post: Vec<Stmt>,
        body: Vec<Stmt>,
    },
    Range {
        label: Option<LabelId>,
        kind: RangeKind,
        /// Targets: locals declared by the loop (define) or assigned expressions.
        key: Lhs,
        value: Lhs,
        define: bool,
        new_locals: Vec<LocalId>,
        expr: Expr,
        body: Vec<Stmt>,
    },
    Switch {
        label: Option<LabelId>,
        init: Vec<Stmt>,
        /// `None`: cases are boolean conditions.
        tag: Option<Expr>,
        cases: Vec<Case>,
    },
    Return(Vec<Expr>),
    Break(Option<LabelId>),
    Continue(Option<LabelId>),
    Goto(LabelId),
    Labeled(LabelId, Box<Stmt>),
}

#[derive(Clone, Debug)]
pub struct Local {
    pub name: String,
    pub ty: TypeId,
}

#[derive(Clone, Debug)]
pub struct Global {
    pub name: String,
    pub c_name: String,
    pub ty: TypeId,
    pub init: Option<Expr>,
    pub doc: Vec<String>,
}

#[derive(Clone, Debug)]
pub struct Func {
    pub name: String,
    pub c_name: String,
    /// Receiver base type name for methods.
    pub recv: Option<TypeId>,
    pub exported: bool,
    pub ty: TypeId,
    pub params: Vec<LocalId>,
    /// Result locals when results are named (empty otherwise).
    pub named_results: Vec<LocalId>,
    pub locals: Vec<Local>,
    pub labels: Vec<String>,
    pub body: Option<Vec<Stmt>>,
    pub doc: Vec<String>,
}

pub struct Program {
    pub package: String,
    pub types: TypeTable,
    pub globals: Vec<Global>,
    /// Global initialization order (dependencies first).
    pub init_order: Vec<GlobalId>,
    pub funcs: Vec<Func>,
    pub main: Option<FuncId>,
    /// `init` functions in source order.
    pub inits: Vec<FuncId>,
    /// Globals initialized together from one call with several results.
    pub global_tuple_inits: Vec<(Vec<GlobalId>, Expr)>,
}

impl Program {
    /// `*t` (interned by the checker for every receiver and `&x`).
    pub fn types_lookup_pointer(&self, t: TypeId) -> TypeId {
        self.types
            .lookup(&crate::check::types::Type::Pointer(t))
            .unwrap_or(crate::check::types::INVALID)
    }

    /// The tuple type of several results (interned by the checker for every signature).
    pub fn types_lookup_tuple(&self, ts: &[TypeId]) -> TypeId {
        self.types
            .lookup(&crate::check::types::Type::Tuple(ts.to_vec()))
            .unwrap_or(crate::check::types::INVALID)
    }
}

/// Calls `f` on `e` and every expression inside it, outermost first.
pub fn visit(e: &Expr, f: &mut impl FnMut(&Expr)) {
    f(e);
    match &e.kind {
        ExprKind::Unary(_, x)
        | ExprKind::Convert(x)
        | ExprKind::Deref(x)
        | ExprKind::AddrOf(x)
        | ExprKind::Field(x, ..)
        | ExprKind::MethodVal(_, x) => visit(x, f),
        ExprKind::Binary(_, a, b) | ExprKind::Index(a, b) => {
            visit(a, f);
            visit(b, f);
        }
        ExprKind::Call(_, args) | ExprKind::Builtin(_, args) => {
            args.iter().for_each(|a| visit(a, f))
        }
        ExprKind::CallValue(c, args) => {
            visit(c, f);
            args.iter().for_each(|a| visit(a, f));
        }
        ExprKind::SliceExpr { x, lo, hi, max } => {
            visit(x, f);
            for b in [lo, hi, max].into_iter().flatten() {
                visit(b, f);
            }
        }
        ExprKind::StructLit(vs) => vs.iter().for_each(|(_, v)| visit(v, f)),
        ExprKind::ArrayLit(vs) | ExprKind::SliceLit(_, vs) => {
            vs.iter().for_each(|(_, v)| visit(v, f))
        }
        _ => {}
    }
}

/// Calls `visit` on every expression of `s` and of the statements nested in it.
pub fn stmt_exprs(s: &Stmt, f: &mut impl FnMut(&Expr)) {
    match &s.kind {
        StmtKind::Expr(e) => visit(e, f),
        StmtKind::VarDecl(_, vs) | StmtKind::Return(vs) => vs.iter().for_each(|v| visit(v, f)),
        StmtKind::Assign { lhs, rhs, .. } => {
            lhs.iter().flatten().for_each(|l| visit(l, f));
            rhs.iter().for_each(|r| visit(r, f));
        }
        StmtKind::OpAssign(l, _, r) => {
            visit(l, f);
            visit(r, f);
        }
        StmtKind::IncDec(l, _) => visit(l, f),
        StmtKind::Block(b) | StmtKind::Seq(b) => b.iter().for_each(|s| stmt_exprs(s, f)),
        StmtKind::If {
            init,
            cond,
            then,
            els,
        } => {
            init.iter().for_each(|s| stmt_exprs(s, f));
            visit(cond, f);
            then.iter().chain(els.iter()).for_each(|s| stmt_exprs(s, f));
        }
        StmtKind::For {
            init,
            cond,
            post,
            body,
            ..
        } => {
            init.iter()
                .chain(post.iter())
                .chain(body.iter())
                .for_each(|s| stmt_exprs(s, f));
            if let Some(c) = cond {
                visit(c, f);
            }
        }
        StmtKind::Range {
            key,
            value,
            expr,
            body,
            ..
        } => {
            key.iter().chain(value.iter()).for_each(|e| visit(e, f));
            visit(expr, f);
            body.iter().for_each(|s| stmt_exprs(s, f));
        }
        StmtKind::Switch {
            init, tag, cases, ..
        } => {
            init.iter().for_each(|s| stmt_exprs(s, f));
            if let Some(t) = tag {
                visit(t, f);
            }
            for c in cases {
                c.exprs.iter().flatten().for_each(|e| visit(e, f));
                c.body.iter().for_each(|s| stmt_exprs(s, f));
            }
        }
        StmtKind::Labeled(_, inner) => stmt_exprs(inner, f),
        _ => {}
    }
}
