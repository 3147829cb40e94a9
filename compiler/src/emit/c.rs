//! A small syntax tree of the C the emitter writes. The emitter builds it from the typed tree;
//! `print` turns it into text (indentation, the parentheses C's precedence needs and the ones
//! gcc asks for). Nothing here inspects text.

/// A C type as written in a declaration.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CType {
    /// A type name: `int64_t`, `so_String`, `main_Point`.
    Name(String),
    Ptr(Box<CType>),
    Const(Box<CType>),
    /// `T name[n]` (only in declarations and struct fields).
    Array(Box<CType>, i64),
    Void,
    /// A pointer to a function: `R (*)(P1, P2)` (in casts).
    FnPtr(Box<CType>, Vec<CType>),
}

impl CType {
    pub fn name(n: impl Into<String>) -> CType {
        CType::Name(n.into())
    }
    pub fn ptr(self) -> CType {
        CType::Ptr(Box::new(self))
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CUnOp {
    Neg,
    Not,
    BitNot,
    Deref,
    Addr,
    PreInc,
    PreDec,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CBinOp {
    Mul,
    Div,
    Rem,
    Add,
    Sub,
    Shl,
    Shr,
    Lt,
    Le,
    Gt,
    Ge,
    Eq,
    Ne,
    BitAnd,
    BitXor,
    BitOr,
    And,
    Or,
}

#[derive(Clone, Debug, PartialEq)]
pub enum CExpr {
    Ident(String),
    /// A numeric or character literal, as written (`42`, `-1`, `3.5f`, `'0'`, `INT64_MIN`).
    Lit(String),
    /// A string literal of these bytes.
    Str(Vec<u8>),
    Call(Box<CExpr>, Vec<CExpr>),
    Unary(CUnOp, Box<CExpr>),
    /// `x++`, `x--`.
    PostInc(Box<CExpr>, bool),
    Binary(CBinOp, Box<CExpr>, Box<CExpr>),
    /// `x = v`, `x += v` (`None` is plain `=`).
    Assign(Option<CBinOp>, Box<CExpr>, Box<CExpr>),
    Cast(CType, Box<CExpr>),
    Member(Box<CExpr>, String),
    Arrow(Box<CExpr>, String),
    Index(Box<CExpr>, Box<CExpr>),
    Cond(Box<CExpr>, Box<CExpr>, Box<CExpr>),
    /// `(T){...}`.
    Compound(CType, Vec<CInit>),
    /// `{...}` (an initializer of a declaration).
    InitList(Vec<CInit>),
    SizeofType(CType),
    /// A type as a macro argument (`so_at(int64_t, s, i)`).
    TypeArg(CType),
    /// `[k] = v` as a macro argument that becomes an initializer (`so_slice_lit`).
    Designated(i64, Box<CExpr>),
    /// GNU statement expression `({ s; ...; e; })`.
    StmtExpr(Vec<CStmt>, Box<CExpr>),
    Comma(Vec<CExpr>),
    /// `(x)`: a macro argument whose commas (a compound literal's) would split it.
    Paren(Box<CExpr>),
}

impl CExpr {
    pub fn ident(n: impl Into<String>) -> CExpr {
        CExpr::Ident(n.into())
    }
    pub fn lit(n: impl Into<String>) -> CExpr {
        CExpr::Lit(n.into())
    }
    pub fn call(f: impl Into<String>, args: Vec<CExpr>) -> CExpr {
        CExpr::Call(Box::new(CExpr::Ident(f.into())), args)
    }
    pub fn unary(op: CUnOp, x: CExpr) -> CExpr {
        CExpr::Unary(op, Box::new(x))
    }
    pub fn binary(op: CBinOp, a: CExpr, b: CExpr) -> CExpr {
        CExpr::Binary(op, Box::new(a), Box::new(b))
    }
    pub fn cast(t: CType, x: CExpr) -> CExpr {
        CExpr::Cast(t, Box::new(x))
    }
    pub fn member(x: CExpr, f: impl Into<String>) -> CExpr {
        CExpr::Member(Box::new(x), f.into())
    }
    pub fn arrow(x: CExpr, f: impl Into<String>) -> CExpr {
        CExpr::Arrow(Box::new(x), f.into())
    }
    pub fn index(x: CExpr, i: CExpr) -> CExpr {
        CExpr::Index(Box::new(x), Box::new(i))
    }
    pub fn addr(x: CExpr) -> CExpr {
        // `&*p` is `p`.
        match x {
            CExpr::Unary(CUnOp::Deref, p) => *p,
            x => CExpr::Unary(CUnOp::Addr, Box::new(x)),
        }
    }
    pub fn deref(x: CExpr) -> CExpr {
        match x {
            CExpr::Unary(CUnOp::Addr, p) => *p,
            x => CExpr::Unary(CUnOp::Deref, Box::new(x)),
        }
    }
    pub fn assign(l: CExpr, r: CExpr) -> CExpr {
        CExpr::Assign(None, Box::new(l), Box::new(r))
    }
}

#[derive(Clone, Debug, PartialEq)]
pub enum CInit {
    Pos(CExpr),
    /// `.name = v`.
    Field(String, CExpr),
    /// `[k] = v`.
    Index(i64, CExpr),
}

#[derive(Clone, Debug, PartialEq)]
pub enum CStmt {
    Expr(CExpr),
    Decl {
        ty: CType,
        name: String,
        init: Option<CExpr>,
        /// `static` storage (a package initializer's values).
        is_static: bool,
    },
    Block(Vec<CStmt>),
    If {
        cond: CExpr,
        then: Vec<CStmt>,
        /// An `else` holding exactly one `If` is printed as `else if`.
        els: Vec<CStmt>,
    },
    While(CExpr, Vec<CStmt>),
    For {
        /// A declaration or an expression statement.
        init: Option<Box<CStmt>>,
        cond: Option<CExpr>,
        post: Option<CExpr>,
        body: Vec<CStmt>,
    },
    Switch(CExpr, Vec<CStmt>),
    Case(CExpr),
    Default,
    /// `__attribute__((fallthrough));`.
    Fallthrough,
    Break,
    Continue,
    Goto(String),
    /// `name:;` (printed at the start of the line).
    Label(String),
    Return(Option<CExpr>),
    /// A line comment (the text may hold several lines).
    Comment(String),
}

/// A top-level item of a header or source file.
#[derive(Clone, Debug, PartialEq)]
pub enum CItem {
    Comment(String),
    Blank,
    Include(String),
    /// `#ifndef G` / `#define G` / `#endif // G`.
    Ifndef(String),
    Define(String),
    Endif(String),
    /// `typedef struct name name;`.
    StructForward(String),
    /// `struct name { fields };`.
    StructDef {
        name: String,
        fields: Vec<(CType, String)>,
    },
    /// `typedef T name;`.
    Typedef(CType, String),
    /// A function prototype.
    Proto(CProto),
    Func {
        proto: CProto,
        body: Vec<CStmt>,
    },
    Global {
        ty: CType,
        name: String,
        init: Option<CExpr>,
        linkage: Linkage,
    },
    /// Text pasted as it is (an `//so:embed` file).
    Raw(String),
    /// A function, prototype, variable, struct or typedef with what directives add:
    /// `__attribute__((X))` for each attribute and, for a variable, `_Thread_local` and
    /// `volatile`.
    WithC {
        attrs: Vec<String>,
        thread_local: bool,
        volatile: bool,
        item: Box<CItem>,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Linkage {
    /// Visible to other files (exported).
    External,
    /// A declaration of an external variable (`extern`, in a header).
    Extern,
    /// `static`.
    Internal,
    /// `static inline` (small helpers each file that needs them defines, or a helper defined
    /// in a header).
    InternalInline,
    /// `static __attribute__((unused))`.
    InternalUnused,
}

#[derive(Clone, Debug, PartialEq)]
pub struct CProto {
    pub linkage: Linkage,
    pub ret: CType,
    pub name: String,
    pub params: Vec<(CType, String)>,
}
