//! The compiler's own untyped syntax tree, with byte spans into the source file.
//!
//! `lower.rs` builds it from the tree-sitter CST; the checker consumes it.

pub use crate::syntax::directives::{Directive, DirectiveKind};

/// A half-open byte range in the source file. Every node of the tree holds one, so it is kept
/// to 12 bytes (the loader refuses source files of 4 GiB or more).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Span {
    file: u32,
    lo: u32,
    hi: u32,
}

impl Span {
    pub fn new(file: usize, lo: usize, hi: usize) -> Span {
        let n = |x: usize| u32::try_from(x).unwrap_or(u32::MAX);
        Span {
            file: n(file),
            lo: n(lo),
            hi: n(hi),
        }
    }
    /// The index of the file in the build's source map.
    pub fn file(self) -> usize {
        self.file as usize
    }
    /// The first byte.
    pub fn lo(self) -> usize {
        self.lo as usize
    }
    /// One past the last byte.
    pub fn hi(self) -> usize {
        self.hi as usize
    }
    pub fn to(self, other: Span) -> Span {
        Span {
            file: self.file,
            lo: self.lo.min(other.lo),
            hi: self.hi.max(other.hi),
        }
    }
}

#[derive(Clone, Debug)]
pub struct Ident {
    pub name: String,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub struct File {
    pub package: Ident,
    pub imports: Vec<Import>,
    pub decls: Vec<Decl>,
    /// File-level directives (`//so:include`, `//so:link`), in source order.
    pub directives: Vec<Directive>,
    /// Unknown, malformed and misplaced directives, for the checker to report.
    pub directive_errors: Vec<crate::diag::Diagnostic>,
    /// The local names of `//go:linkname` lines (rejected; their bodiless functions are not
    /// reported again as missing a body).
    pub linknamed: Vec<String>,
    /// Where the file is on disk, when it is (set by the driver; `//so:embed` paths are
    /// relative to its directory).
    pub path: Option<std::path::PathBuf>,
}

#[derive(Clone, Debug)]
pub struct Import {
    pub path: String,
    /// The explicit package name (`f "fmt"`, `_ "x"`, `. "x"`), if any.
    pub name: Option<String>,
    pub span: Span,
}

#[derive(Clone, Debug)]
#[allow(clippy::large_enum_variant)]
pub enum Decl {
    Func(FuncDecl),
    Gen(GenDecl),
}

/// `var`, `const` or `type` declaration (one or more specs).
#[derive(Clone, Debug)]
pub enum GenDecl {
    Var(Vec<VarSpec>),
    Const(Vec<ConstSpec>),
    Type(Vec<TypeSpec>),
}

#[derive(Clone, Debug)]
pub struct VarSpec {
    pub names: Vec<Ident>,
    pub ty: Option<TypeExpr>,
    pub values: Vec<Expr>,
    pub span: Span,
    pub doc: Vec<String>,
    /// `//so:` directives right above the spec (or its group).
    pub directives: Vec<Directive>,
}

#[derive(Clone, Debug)]
pub struct ConstSpec {
    pub names: Vec<Ident>,
    pub ty: Option<TypeExpr>,
    pub values: Vec<Expr>,
    /// Position of this spec inside its `const (...)` group: the value of `iota`.
    pub iota: i64,
    pub span: Span,
    /// `//so:` directives right above the spec (or its group).
    pub directives: Vec<Directive>,
}

#[derive(Clone, Debug)]
pub struct TypeSpec {
    pub name: Ident,
    pub alias: bool,
    pub tparams: TypeParams,
    pub ty: TypeExpr,
    pub doc: Vec<String>,
    /// `//so:` directives right above the spec (or its group).
    pub directives: Vec<Directive>,
}

/// A type parameter list `[T any, K comparable]` (empty when the declaration has none).
#[derive(Clone, Debug, Default)]
pub struct TypeParams {
    pub params: Vec<TypeParam>,
    /// The brackets, when present.
    pub span: Option<Span>,
}

#[derive(Clone, Debug)]
pub struct TypeParam {
    pub name: Ident,
    pub constraint: TypeExpr,
}

#[derive(Clone, Debug)]
pub struct FuncDecl {
    pub name: Ident,
    pub recv: Option<Param>,
    pub tparams: TypeParams,
    pub sig: FuncSig,
    pub body: Option<Block>,
    pub doc: Vec<String>,
    pub span: Span,
    /// `//so:` directives right above the declaration.
    pub directives: Vec<Directive>,
    /// Names used as `X.` qualifiers in the body (so the imports a Go body that So does not
    /// check uses are known).
    pub body_qualifiers: Vec<String>,
}

#[derive(Clone, Debug)]
pub struct Param {
    pub name: Option<Ident>,
    pub ty: TypeExpr,
    pub variadic: bool,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub struct FuncSig {
    pub params: Vec<Param>,
    pub results: Vec<Param>,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub struct Field {
    pub names: Vec<Ident>,
    pub ty: TypeExpr,
    /// An embedded field (no name).
    pub embedded: bool,
    pub span: Span,
    /// The field's tag, decoded (`json:"x" c:"tv_sec"`), and where it is.
    pub tag: Option<(String, Span)>,
}

#[derive(Clone, Debug)]
pub enum TypeExprKind {
    Name(Ident),
    Qualified(Ident, Ident),
    Pointer(Box<TypeExpr>),
    /// `[N]T`; `None` length means `[...]T`.
    Array(Option<Box<Expr>>, Box<TypeExpr>),
    Slice(Box<TypeExpr>),
    Struct(Vec<Field>),
    Func(FuncSig),
    Map(Box<TypeExpr>, Box<TypeExpr>),
    Chan(ChanDir, Box<TypeExpr>),
    Interface(Vec<InterfaceElem>),
    /// `T[A, B]`: an instantiated generic type.
    Generic(Box<TypeExpr>, Vec<TypeExpr>),
    /// The terms of a type set in a constraint: `~int | ~float64` (or one `~T`).
    Union(Vec<Term>),
    /// Type syntax that could not be read (an error was reported while lowering).
    Bad,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChanDir {
    Both,
    Send,
    Recv,
}

#[derive(Clone, Debug)]
pub enum InterfaceElem {
    Method {
        name: Ident,
        sig: FuncSig,
    },
    /// An embedded interface, or a type-set term or union.
    Type(TypeExpr),
}

#[derive(Clone, Debug)]
pub struct Term {
    pub tilde: bool,
    pub ty: TypeExpr,
}

#[derive(Clone, Debug)]
pub struct TypeExpr {
    pub kind: TypeExprKind,
    pub span: Span,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    And,
    Or,
    Xor,
    AndNot,
    Shl,
    Shr,
    LAnd,
    LOr,
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

impl BinOp {
    pub fn parse(s: &str) -> Option<BinOp> {
        Some(match s {
            "+" => BinOp::Add,
            "-" => BinOp::Sub,
            "*" => BinOp::Mul,
            "/" => BinOp::Div,
            "%" => BinOp::Rem,
            "&" => BinOp::And,
            "|" => BinOp::Or,
            "^" => BinOp::Xor,
            "&^" => BinOp::AndNot,
            "<<" => BinOp::Shl,
            ">>" => BinOp::Shr,
            "&&" => BinOp::LAnd,
            "||" => BinOp::LOr,
            "==" => BinOp::Eq,
            "!=" => BinOp::Ne,
            "<" => BinOp::Lt,
            "<=" => BinOp::Le,
            ">" => BinOp::Gt,
            ">=" => BinOp::Ge,
            _ => return None,
        })
    }
    pub fn as_str(self) -> &'static str {
        match self {
            BinOp::Add => "+",
            BinOp::Sub => "-",
            BinOp::Mul => "*",
            BinOp::Div => "/",
            BinOp::Rem => "%",
            BinOp::And => "&",
            BinOp::Or => "|",
            BinOp::Xor => "^",
            BinOp::AndNot => "&^",
            BinOp::Shl => "<<",
            BinOp::Shr => ">>",
            BinOp::LAnd => "&&",
            BinOp::LOr => "||",
            BinOp::Eq => "==",
            BinOp::Ne => "!=",
            BinOp::Lt => "<",
            BinOp::Le => "<=",
            BinOp::Gt => ">",
            BinOp::Ge => ">=",
        }
    }
    pub fn is_comparison(self) -> bool {
        matches!(
            self,
            BinOp::Eq | BinOp::Ne | BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge
        )
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnOp {
    Neg,
    Plus,
    Not,
    Compl,
    Deref,
    Addr,
}

#[derive(Clone, Debug)]
pub enum Element {
    Expr(Expr),
    /// A nested `{...}` without a type.
    Lit(Vec<KeyedElement>, Span),
}

#[derive(Clone, Debug)]
pub struct KeyedElement {
    pub key: Option<Element>,
    pub value: Element,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub enum ExprKind {
    Ident(String),
    Int(String),
    Float(String),
    Imag,
    Rune(i64),
    /// The decoded bytes of a string literal.
    Str(Vec<u8>),
    Binary(BinOp, Box<Expr>, Box<Expr>),
    Unary(UnOp, Box<Expr>),
    Call {
        func: Box<Expr>,
        args: Vec<Expr>,
        ellipsis: bool,
    },
    Index(Box<Expr>, Box<Expr>),
    Slice {
        x: Box<Expr>,
        lo: Option<Box<Expr>>,
        hi: Option<Box<Expr>>,
        max: Option<Box<Expr>>,
    },
    Selector(Box<Expr>, Ident),
    Composite(Option<Box<TypeExpr>>, Vec<KeyedElement>),
    Paren(Box<Expr>),
    /// Type syntax in expression position (`[]byte(s)`, `make([]int, n)`).
    Type(Box<TypeExpr>),
    FuncLit(Box<FuncSig>, Box<Block>),
    /// `x.(T)`.
    TypeAssert(Box<Expr>, Box<TypeExpr>),
    /// `<-ch`.
    Recv(Box<Expr>),
    /// `F[A, B]`: explicit type arguments (a single one parses as `Index`).
    Instantiate(Box<Expr>, Vec<TypeExpr>),
    /// Expression syntax that could not be read (an error was reported while lowering).
    Bad,
}

#[derive(Clone, Debug)]
pub struct Expr {
    pub kind: ExprKind,
    pub span: Span,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AssignOp {
    Plain,
    Op(BinOp),
}

#[derive(Clone, Debug)]
pub struct Block {
    pub stmts: Vec<Stmt>,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub struct SwitchCase {
    /// `None` for `default`.
    pub exprs: Option<Vec<Expr>>,
    pub body: Vec<Stmt>,
    pub span: Span,
}

#[derive(Clone, Debug)]
#[allow(clippy::large_enum_variant)]
pub enum StmtKind {
    Expr(Expr),
    Assign(Vec<Expr>, AssignOp, Vec<Expr>),
    Define(Vec<Expr>, Vec<Expr>),
    IncDec(Expr, bool),
    Gen(GenDecl),
    Block(Block),
    If {
        init: Option<Box<Stmt>>,
        cond: Box<Expr>,
        then: Block,
        els: Option<Box<Stmt>>,
    },
    For {
        init: Option<Box<Stmt>>,
        cond: Option<Box<Expr>>,
        post: Option<Box<Stmt>>,
        body: Block,
    },
    Range {
        key: Option<Box<Expr>>,
        value: Option<Box<Expr>>,
        define: bool,
        expr: Box<Expr>,
        body: Block,
    },
    Switch {
        init: Option<Box<Stmt>>,
        tag: Option<Box<Expr>>,
        cases: Vec<SwitchCase>,
    },
    Return(Vec<Expr>),
    Break(Option<Ident>),
    Continue(Option<Ident>),
    Goto(Ident),
    Fallthrough,
    Labeled(Ident, Box<Stmt>),
    /// `ch <- v`.
    Send(Box<Expr>, Box<Expr>),
    Go(Expr),
    Defer(Expr),
    Select(Vec<SelectCase>),
    TypeSwitch {
        init: Option<Box<Stmt>>,
        /// `v` of `switch v := x.(type)`.
        bind: Option<Ident>,
        x: Box<Expr>,
        cases: Vec<TypeCase>,
    },
    Empty,
}

#[derive(Clone, Debug)]
pub struct SelectCase {
    /// The send or receive statement; `None` for `default`.
    pub comm: Option<Box<Stmt>>,
    pub body: Vec<Stmt>,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub struct TypeCase {
    /// `None` for `default`; `nil` is the name `nil`.
    pub types: Option<Vec<TypeExpr>>,
    pub body: Vec<Stmt>,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub struct Stmt {
    pub kind: StmtKind,
    pub span: Span,
    /// Line comments right before the statement, carried into the C.
    pub comments: Vec<String>,
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every node holds a span and most hold expressions: their sizes decide the tree's memory
    /// (bench/translate.py). Large variants are boxed to keep these.
    #[test]
    fn node_sizes_stay_small() {
        use std::mem::size_of;
        assert_eq!(size_of::<Span>(), 12);
        assert!(
            size_of::<Expr>() <= 64,
            "Expr is {} bytes",
            size_of::<Expr>()
        );
        assert!(
            size_of::<Stmt>() <= 120,
            "Stmt is {} bytes",
            size_of::<Stmt>()
        );
    }
}
