//! The typed tree: the checker's output, rewritten by the passes in `passes/`, and the
//! emitter's only input.
//!
//! A whole build is one [`Program`]: one type table, every package, every function and global
//! with build-wide ids that name their package. Every expression carries its type, every name
//! resolves to a definition, constants are folded, and every decision the emitter needs is
//! recorded here: implicit conversions and their kind, receiver adjustment, variadic packing,
//! break and continue targets, where locals live, the order of evaluation and its temporaries.
//!
//! Two levels share these types. The checker produces the *high* forms (`VarDecl`,
//! `AssignMulti`, `Let`, ...); `passes::order` rewrites them into the *low* forms the emitter
//! reads (`Decl`, `Assign`, `Seq`, ...). The emitter treats a high form as an internal error.
//! Nothing here is C: C identifiers are made by `cnames`, C syntax by `emit`.

pub mod constant;
pub mod interop;
pub mod methods;
pub mod types;
pub mod visit;
pub mod wrappers;

/// Operators and source spans are the typed tree's vocabulary too.
pub use crate::syntax::ast::{BinOp, Span, UnOp};
use constant::ConstValue;
use types::{NamedId, TypeId, TypeTable};

/// A package of the build (index into `Program::packages`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PkgId(pub u32);
/// A function, method or package initializer of the build (index into `Program::funcs`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FuncId(pub u32);
/// A package-level variable of the build (index into `Program::globals`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GlobalId(pub u32);
/// A local of one function: parameter, result, variable or temporary (index into
/// `Func::locals`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct LocalId(pub u32);
/// A Go label of one function (index into `Func::labels`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct LabelId(pub u32);
/// A loop or switch of one function that `break` or `continue` can leave (index into
/// `Func::breakables`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct BreakId(pub u32);

macro_rules! index_impl {
    ($($t:ident),*) => {$(
        impl $t {
            pub fn index(self) -> usize {
                self.0 as usize
            }
        }
    )*};
}
index_impl!(PkgId, FuncId, GlobalId, LocalId, LabelId, BreakId);

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Builtin {
    Len,
    Cap,
    /// `append(s, v...)` with the values listed.
    Append,
    /// `append(s, t...)`: the second argument is a slice or (for []byte) a string.
    AppendSlice,
    Copy,
    Clear,
    Print,
    Println,
    Panic,
    Min,
    Max,
    /// `unsafe.Add(p, n)` (n is an int).
    UnsafeAdd,
    /// `unsafe.Slice(p, n)`: panics on a negative n, or a nil p with n > 0.
    UnsafeSlice,
    /// `unsafe.String(p, n)`: as `UnsafeSlice`.
    UnsafeString,
    UnsafeStringData,
    UnsafeSliceData,
    /// `delete(m, k)`.
    Delete,
    /// Not Go's: what an adapter (`check/directives.rs`) gives C for the `any` its So function
    /// returned: the value's pointer, with its itab noted for the C caller (builtin.h's
    /// `so_c_result`). The checker allows only results that are nil or a pointer C gave.
    CResult,
}

impl Builtin {
    /// Whether a call has an effect whose order against calls matters.
    pub fn is_effect(self) -> bool {
        matches!(
            self,
            Builtin::Append
                | Builtin::AppendSlice
                | Builtin::Copy
                | Builtin::Clear
                | Builtin::Print
                | Builtin::Println
                | Builtin::Panic
                | Builtin::UnsafeSlice
                | Builtin::UnsafeString
                | Builtin::Delete
                | Builtin::CResult
        )
    }
}

/// Where memory made by an allocating expression lives (decided by `passes::storage`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Alloc {
    /// Until the function returns (`alloca`): the value may be used after the block ends or
    /// in a later iteration.
    Frame,
    /// In the innermost C block (an automatic array): reused by every iteration of a loop,
    /// because no value made here outlives the iteration.
    Block,
    /// Static storage: the expression is evaluated at most once (package initialization).
    Static,
    /// On the result stack (builtin.h): the function returns the value, so it lives in its
    /// caller's frame (`lifetime/results.rs`).
    Result,
}

/// How a conversion `T(x)` is carried out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ConvKind {
    /// Same representation in C (named and unnamed forms of a type, `string` to `string`).
    Same,
    /// Between numeric types, or between pointer or function types of another C type: a cast.
    Cast,
    /// Between struct or array values of identical layout but different C types.
    Layout,
    /// `string(rune)`.
    StringFromRune,
    StringFromBytes,
    StringFromRunes,
    BytesFromString,
    RunesFromString,
    /// `[N]T(s)` of a slice: a copy of its first N elements (panics if len(s) < N).
    SliceToArray(i64),
    /// `(*[N]T)(s)`: a pointer to the slice's first N elements (panics if len(s) < N).
    SliceToArrayPtr(i64),
}

/// How `==` and `!=` compare (ordered comparisons are numeric or string).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EqKind {
    /// C's `==` on scalars and pointers.
    Scalar,
    String,
    /// A generated equality function of the operand type (structs and arrays).
    Composite,
    /// A slice or function value against nil.
    Nil,
    /// Interface values (the runtime compares dynamic types, then values; it panics on a
    /// dynamic type that is not comparable). Against `nil`: whether the interface is nil.
    Iface,
}

/// Where an interface conversion puts the dynamic value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Boxing {
    /// In the interface value itself (it fits in `types::IFACE_INLINE` bytes).
    Inline,
    /// In new memory, as an allocation (decided like other allocations by the lifetime layer).
    Alloc(Alloc),
    /// Low form (`passes::order`): the operand is the address of memory already holding a
    /// copy of the value.
    Ref,
}

/// What a type assertion or a case of a type switch asks of an interface value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AssertKind {
    /// `x.(T)`: panics unless x holds a `T`; the result is the `T`.
    Checked,
    /// `v, ok := x.(T)`: the result is the tuple (`T`, bool).
    CommaOk,
    /// The value of a type switch's clause: x is known to hold a `T`.
    Unchecked,
}

/// What an index expression indexes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IndexKind {
    /// An array value (a pointer to an array is indexed through `Deref`).
    Array(i64),
    Slice,
    String,
}

/// What a slice expression slices.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SliceKind {
    Array(i64),
    Slice,
    String,
}

/// Whether a dereference checks for nil (`passes::order` drops checks a statement already made).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NilCheck {
    Checked,
    /// The pointer is known not to be nil (it was checked earlier in the same statement, or it
    /// is the address of a variable).
    Unchecked,
}

/// How a constant was written, so the C can show it the same way.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum ConstStyle {
    #[default]
    Plain,
    /// A rune literal such as `'0'`.
    Char,
    /// An `//so:extern` constant: written as its C name (index into `Program::c_consts`).
    Extern(u32),
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
    Const(ConstValue, ConstStyle),
    /// `nil` converted to a pointer, slice or function type.
    Nil,
    /// The zero value of `ty`.
    Zero,
    Local(LocalId),
    Global(GlobalId),
    /// A top-level function or method used as a value (method expressions too).
    Func(FuncId),
    /// `(*T).M` for a method M with a value receiver: a function taking `*T`.
    PtrMethod(FuncId),
    /// `-x`, `+x`, `!x`, `^x` (never `*` or `&`: see `Deref` and `AddrOf`).
    Unary(UnOp, Box<Expr>),
    /// Arithmetic, bitwise, shift and logical operators. Operands have the same type, except
    /// shifts (the count is any integer type). `&&` and `||` evaluate the right operand only
    /// when needed.
    Binary(BinOp, Box<Expr>, Box<Expr>),
    /// `==`, `!=`, `<`, `<=`, `>`, `>=`: both operands have the same type; the result is bool.
    Compare(BinOp, EqKind, Box<Expr>, Box<Expr>),
    /// String concatenation of two or more operands, into new memory.
    Concat(Alloc, Vec<Expr>),
    /// Call of a known function: the arguments match the parameters one to one (variadic
    /// arguments are packed into a slice, a method's receiver comes first and is already
    /// adjusted to the receiver type).
    Call(FuncId, Vec<Expr>),
    /// Call of a function value (arguments as for `Call`).
    CallValue(Box<Expr>, Vec<Expr>),
    Builtin(Builtin, Vec<Expr>),
    /// `make([]T, len, cap)`: `cap` is `None` when it equals the length.
    Make(Alloc, Box<Expr>, Option<Box<Expr>>),
    /// `new(T)`: a pointer to a new zero `T` (`ty` is `*T`).
    New(Alloc),
    /// Conversion of the operand to `ty`.
    Convert(ConvKind, Alloc, Box<Expr>),
    Index(IndexKind, Box<Expr>, Box<Expr>),
    SliceExpr {
        kind: SliceKind,
        x: Box<Expr>,
        lo: Option<Box<Expr>>,
        hi: Option<Box<Expr>>,
        max: Option<Box<Expr>>,
    },
    /// Field `index` of a struct value.
    Field(Box<Expr>, usize),
    /// `*p`.
    Deref(Box<Expr>, NilCheck),
    /// The pointer after a nil check (`passes::nilcheck`: one check before a statement that
    /// dereferences the pointer several times).
    CheckNil(Box<Expr>),
    /// `&x` of an addressable operand.
    AddrOf(Box<Expr>),
    /// `&T{...}`: the literal is placed in new memory.
    AddrOfLit(Alloc, Box<Expr>),
    /// Struct literal: (field index, value) in source order (missing fields are zero).
    StructLit(Vec<(usize, Expr)>),
    /// Array literal: (index, value) pairs; missing indexes are zero.
    ArrayLit(Vec<(i64, Expr)>),
    /// Slice literal with a backing array of `len` elements.
    SliceLit(Alloc, i64, Vec<(i64, Expr)>),
    /// Result `k` of a value of tuple type (a call with several results).
    TupleField(Box<Expr>, usize),
    /// High form: evaluate the value into the local, then the body.
    Let(LocalId, Box<Expr>, Box<Expr>),
    /// Low form: run the statements, then evaluate the expression (where a statement cannot
    /// be placed before: the right operand of `&&`, a case of a switch).
    Seq(Vec<Stmt>, Box<Expr>),
    /// A value of a non-interface type converted to the interface type `ty`.
    ToIface(Boxing, Box<Expr>),
    /// An interface value converted to the interface type `ty` (whose methods its type has).
    IfaceConv(Box<Expr>),
    /// Call of method `k` (in the interface's sorted method list) of an interface value;
    /// the arguments match the method's parameters as for `Call`.
    IfaceCall(Box<Expr>, usize, Vec<Expr>),
    /// `x.(T)` of an interface value x; `T` is an interface or a non-interface type; `ty`
    /// is `T`, or the tuple (`T`, bool) for `AssertKind::CommaOk`.
    TypeAssert(AssertKind, TypeId, Box<Expr>),
    /// Whether interface value x holds a value of type `T` (or, for an interface type `T`,
    /// one that implements it); `None` asks whether x is nil. A case of a type switch.
    TypeIs(Option<TypeId>, Box<Expr>),
    /// A function literal as a value: its function (`FuncKind::Closure`) and its environment,
    /// the address of new memory (an `AddrOfLit` of a struct literal of the closure's
    /// environment type) holding what it captures, one field per captured local of the
    /// closure, in their order: the variable's address (`Capture::Ref`) or a value
    /// (`Capture::Value`). `None` when it captures nothing: the C function takes no environment.
    Closure(FuncId, Option<Box<Expr>>),
    /// A method value `x.M`: the method and its environment, the address of new memory holding
    /// the receiver adjusted to the method's receiver type (an `AddrOfLit` of the receiver: a
    /// copy of the value, or the pointer), evaluated when the method value is.
    MethodValue(FuncId, Box<Expr>),
    /// `make(map[K]V, cap)`: an empty map with room for `cap` entries (`ty` is the map type).
    MakeMap(Alloc, Box<Expr>),
    /// Low form of a `MakeMap` of `Alloc::Block` storage: the map is made in the memory the
    /// local (a byte pointer declared at the start of the function, nil until then) points
    /// to, which the first execution allocates in the frame and every later one reuses.
    MakeMapIn(LocalId, Box<Expr>),
    /// High form: `map[K]V{k: v, ...}`, a map of exactly that many entries' capacity; the
    /// entries in source order (`passes::order` makes it a `MakeMap` and assignments).
    MapLit(Alloc, Vec<(Expr, Expr)>),
    /// `m[k]`: k's value, or the zero value when m has no such key (a nil map has none). As
    /// the target of an `Assign`, it inserts or overwrites the entry.
    MapIndex(Box<Expr>, Box<Expr>),
    /// High form: `m[k]` in `v, ok := m[k]`; `ty` is the tuple (V, bool).
    MapLookup(Box<Expr>, Box<Expr>),
    /// Low form: the address of k's value in m, or nil (`ty` is `*V`).
    MapFind(Box<Expr>, Box<Expr>),
    /// Low form: the address of k's value after inserting k with a zero value when it is
    /// absent (`ty` is `*V`), for `m[k] op= v` and `m[k]++`.
    MapSlot(Box<Expr>, Box<Expr>),
    /// Low form: `*p`, or the zero value of `ty` when the pointer is nil (the operand is a
    /// local).
    LoadOrZero(Box<Expr>),
}

impl Expr {
    pub fn new(ty: TypeId, kind: ExprKind, span: Span) -> Expr {
        Expr { ty, kind, span }
    }
}

#[derive(Clone, Debug)]
pub enum RangeKind {
    Int,
    /// An array value (evaluated once into a copy when the value variable is used).
    Array(i64),
    /// A pointer to an array: `expr` is the pointer.
    PtrArray(i64),
    Slice,
    /// A string; after `order`, the local holding the width of the current rune.
    String(Option<LocalId>),
    /// A map: each entry present when the loop starts, unless deleted before it is reached.
    /// After `order` the key and value, when present, are locals the loop declares (there is
    /// no counter).
    Map,
}

#[derive(Clone, Debug)]
pub struct Case {
    /// `None` for `default`; the values (or conditions) in source order.
    pub exprs: Option<Vec<Expr>>,
    pub body: Vec<Stmt>,
    pub fallthrough: bool,
}

/// How a `break` or `continue` reaches its target in C (decided by `passes::flow`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Jump {
    /// C's own `break` or `continue` reaches the target.
    #[default]
    Native,
    /// A `goto` to the target's break or continue label.
    Goto,
}

/// How a switch becomes C (decided by `passes::flow`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum SwitchShape {
    /// Not decided yet (checker output).
    #[default]
    Undecided,
    /// A C `switch`: integer tag, distinct constant cases, no prelude in any case.
    CSwitch,
    /// `if` / `else if` on the cases in order, `default` last.
    IfChain,
    /// Tests in order that jump to the case bodies, which follow each other (fallthrough).
    Dispatch,
}

#[derive(Clone, Debug)]
pub struct Stmt {
    pub kind: StmtKind,
    /// Line comments right before the statement in the source.
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

/// The values of a declaration or assignment of several targets.
#[derive(Clone, Debug)]
pub enum Values {
    /// One value per target.
    Each(Vec<Expr>),
    /// One call with a result per target.
    Tuple(Expr),
}

#[derive(Clone, Debug)]
pub enum StmtKind {
    /// An expression evaluated for its effect.
    Expr(Expr),
    /// High form: declares locals, with values or zeroed.
    VarDecl(Vec<LocalId>, Option<Values>),
    /// High form: parallel assignment (`a, b = b, a`); `_` targets are `None`. `define` lists
    /// the targets that are new locals (`a, err := f()` with `err` declared before).
    AssignMulti {
        lhs: Vec<Lhs>,
        values: Values,
        define: Vec<LocalId>,
    },
    /// Low form: declares one local, initialized or zeroed.
    Decl(LocalId, Option<Expr>),
    /// Low form: one assignment to an addressable place.
    Assign(Expr, Expr),
    /// `x op= y`: the place is evaluated once.
    OpAssign(Expr, BinOp, Expr),
    IncDec(Expr, bool),
    Block(Vec<Stmt>),
    /// Statements in the enclosing scope (no braces).
    Seq(Vec<Stmt>),
    If {
        cond: Expr,
        then: Vec<Stmt>,
        els: Vec<Stmt>,
    },
    For {
        id: BreakId,
        /// The init statement (a declaration here may become the C `for` header's).
        init: Vec<Stmt>,
        cond: Option<Expr>,
        /// The post statement; `passes::flow` records whether it fits in a C `for` header.
        post: Vec<Stmt>,
        body: Vec<Stmt>,
    },
    /// After `order`: `define` is set, `key` is the loop's counter (a local only the loop
    /// changes), `value` a local, and `expr` is evaluated once before the loop (a simple
    /// expression the body does not change).
    Range {
        id: BreakId,
        kind: RangeKind,
        /// Targets: locals declared by the loop (define) or assigned places.
        key: Lhs,
        value: Lhs,
        define: bool,
        expr: Expr,
        body: Vec<Stmt>,
    },
    Switch {
        id: BreakId,
        /// `None`: cases are boolean conditions.
        tag: Option<Expr>,
        cases: Vec<Case>,
        shape: SwitchShape,
    },
    /// In a function with `Defer` statements (after `passes::defers`) a return has no values:
    /// the results were assigned to the result locals (`Func::named_results`) before it.
    Return(Vec<Expr>),
    /// `defer`: the `func()` value is evaluated now and called when the function returns, or
    /// when a panic passes through the function. The checker makes a deferred call a value
    /// that makes it: `defer f(x)` defers a thunk whose environment holds `f` and `x`,
    /// evaluated here.
    Defer(Expr),
    /// Leaves the loop or switch `id`.
    Break(BreakId, Jump),
    /// Starts the next iteration of loop `id`.
    Continue(BreakId, Jump),
    Goto(LabelId),
    Labeled(LabelId, Box<Stmt>),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LocalKind {
    /// A parameter (the receiver of a method is parameter 0).
    Param,
    /// A named result.
    Result,
    /// A variable the program declares.
    Var,
    /// A value the compiler holds for a moment (order of evaluation, several results).
    Temp,
    /// A variable of an enclosing function that a closure uses (or a value a defer thunk
    /// holds), reached through the closure's environment.
    Captured(Capture),
}

/// How a closure holds what it captures.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Capture {
    /// The environment holds the variable's address: the closure and the enclosing function
    /// see each other's assignments.
    Ref,
    /// The environment holds a copy made when the closure value was made (a defer thunk's
    /// callee and arguments).
    Value,
}

/// Where a local lives (decided by `passes::storage`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Storage {
    /// An ordinary C variable.
    #[default]
    Value,
    /// Memory that lives until the function returns, reached through a pointer: its address
    /// is taken and it is declared in a nested block, so the address must stay valid after the
    /// block ends, and each iteration of a loop gets its own variable.
    Frame,
    /// Static storage: a temporary of a package initializer holding a value made once.
    Static,
    /// On the result stack, reached through a pointer like `Frame`: the function returns its
    /// address (or a closure that captured it), so it lives in the caller's frame. A parameter
    /// is copied there when the function starts (its C parameter has another name).
    Result,
}

#[derive(Clone, Debug)]
pub struct Local {
    /// The Go name (`_` for blanks and unnamed parameters; temporaries have none).
    pub name: String,
    pub ty: TypeId,
    pub kind: LocalKind,
    pub storage: Storage,
    /// Whether its address is taken (`passes::storage`): a call may then change it.
    pub addressed: bool,
    /// Whether the C code reads the local (`passes::uses`); a local that Go counts as used
    /// but C never reads (a constant-folded `len(a)`) is marked `(void)x;`.
    pub read: bool,
}

#[derive(Clone, Debug)]
pub struct Label {
    pub name: String,
    /// Whether some `goto` jumps to it.
    pub goto_target: bool,
}

/// A loop or switch that `break` or `continue` can leave.
#[derive(Clone, Debug, Default)]
pub struct Breakable {
    /// The Go label of the statement, if it has one.
    pub label: Option<LabelId>,
    pub is_loop: bool,
    /// Decided by `passes::flow`: some `break` reaches the statement's end with a `goto`.
    pub break_label: bool,
    /// Some `continue` reaches the next iteration with a `goto` (the post statement does not
    /// fit in the C `for` header, or a C loop lies in between).
    pub continue_label: bool,
    /// A `for` loop with a post statement.
    pub has_post: bool,
    /// The post statement of a `for` loop is a single C expression placed in its header.
    pub post_in_header: bool,
    /// For a switch whose cases fall through (`SwitchShape::Dispatch`): the number of cases,
    /// each of which gets a label.
    pub case_labels: usize,
}

#[derive(Clone, Debug)]
pub struct Global {
    pub pkg: PkgId,
    pub name: String,
    /// Whether other packages may use it (its name is exported).
    pub exported: bool,
    pub ty: TypeId,
    /// The constant value of a scalar initialized statically (the rest is initialized by the
    /// package initializer).
    pub static_init: Option<ConstValue>,
    pub doc: Vec<String>,
    pub span: Span,
    /// Whether some function mentions it (`passes::reach`).
    pub referenced: bool,
    /// Directives: extern, volatile, thread_local, attributes, embed marker.
    pub c: interop::GlobalC,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FuncKind {
    /// A package-level function.
    Func,
    /// A method of the named type (the receiver is parameter 0).
    Method(NamedId),
    /// A package's `init` function (the `k`-th of the package).
    Init(u32),
    /// The package initializer the compiler makes: package-level variables in Go's order,
    /// then the `init` functions.
    PackageInit,
    /// A method the compiler makes for an itab (`passes::ifaces`): the promoted method `name`
    /// of the receiver type, calling the method it promotes.
    Wrapper(TypeId),
    /// A function literal (or a defer thunk) of function `parent` (`None`: of a package-level
    /// initializer). `env` is the named struct type of its environment (`None`: it captures
    /// nothing); its fields belong to the `Captured` locals, in their order.
    Closure {
        parent: Option<FuncId>,
        env: Option<TypeId>,
    },
}

#[derive(Clone, Debug)]
pub struct Func {
    pub pkg: PkgId,
    pub name: String,
    /// For an instance of a generic function: its type arguments (`Max[int]`).
    pub targs: Vec<TypeId>,
    pub kind: FuncKind,
    pub exported: bool,
    /// The signature; a method's receiver is its first parameter.
    pub ty: TypeId,
    pub params: Vec<LocalId>,
    /// Result locals when results are named (empty otherwise).
    pub named_results: Vec<LocalId>,
    pub locals: Vec<Local>,
    pub labels: Vec<Label>,
    pub breakables: Vec<Breakable>,
    pub body: Option<Vec<Stmt>>,
    pub doc: Vec<String>,
    pub span: Span,
    /// Whether some root of the program can call it (`passes::reach`).
    pub reachable: bool,
    /// Directives: extern, inline, attributes; adapters made for C.
    pub c: interop::FuncC,
    /// Result-stack memory: what the lifetime layer (`lifetime/`) found and `lifetime/results.rs` decided.
    pub results: ResultFlow,
    /// Its body is checked as code of its own (not a generic declaration's, not made by the
    /// compiler): the escape analysis (the lifetime layer (`lifetime/`)) decides where its memory lives.
    pub escapes: bool,
    /// The calls that note their call site before they are made (`passes::sites`), by the
    /// span of the call expression.
    pub sites: std::collections::HashMap<Span, Site>,
}

/// A call whose result may hold memory of the result stack, as the escape analysis sees its
/// callee: a function, or for a dynamic call everything it may reach.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Callee {
    Func(FuncId),
    /// A method call through an interface: any method of this name.
    Method(String),
    /// A call of a func value of this type: any function with its results.
    Value(TypeId),
}

/// How a value leaves the frame that owns its memory (the lifetime layer's escapes; the
/// diagnostics say it with `text`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum EscapeHow {
    /// Returned by the function.
    Returned,
    /// Stored in a package-level variable.
    Global,
    /// Stored through a pointer, slice, map or interface into memory this frame does not own.
    Outlives,
    /// Passed to a function that keeps it in a package-level variable.
    PassedGlobal,
    /// Passed to a function that stores it into memory this frame does not own.
    PassedOutlives,
    /// Passed to a function that hands it to another task (`conc.Go`, `Pool.Go`).
    PassedTask,
    /// Stored by a closure that the call runs into memory this frame does not own.
    ClosureStores,
    /// Captured by a function literal that keeps it in a package-level variable.
    CapturedGlobal,
    /// Inside a function literal: stored in a variable of the enclosing function.
    Captured,
    /// Inside a function literal: stored through a pointer or slice it captured.
    CapturedMemory,
    /// A method value passed to a function that calls it with memory of that function's own
    /// frame, which the method stores in its receiver (or anywhere else that outlives it).
    CalledWithOwn,
}

impl EscapeHow {
    /// The words of a diagnostic: "the slice literal is {text}, so it would outlive ...".
    pub fn text(self) -> &'static str {
        match self {
            EscapeHow::Returned => "returned",
            EscapeHow::Global => "stored in a package-level variable",
            EscapeHow::Outlives => "stored in memory that outlives this function",
            EscapeHow::PassedGlobal => {
                "passed to a function that stores it in a package-level variable"
            }
            EscapeHow::PassedOutlives => {
                "passed to a function that stores it in memory that outlives this function"
            }
            EscapeHow::PassedTask => {
                "handed to another task, which may still use it after this function returns"
            }
            EscapeHow::ClosureStores => {
                "stored by a closure this call runs in memory that outlives this function"
            }
            EscapeHow::CapturedGlobal => {
                "captured by a function literal that stores it in a package-level variable"
            }
            EscapeHow::Captured => "stored in a variable of the enclosing function",
            EscapeHow::CapturedMemory => "stored in memory the enclosing function can reach",
            EscapeHow::CalledWithOwn => {
                "passed to a function that calls it with memory of its own frame, which the method keeps"
            }
        }
    }

    /// The value ends up in memory that no caller of the function owns (a package-level
    /// variable's, or memory not known): it must outlive every caller's frame.
    pub fn beyond_callers(self) -> bool {
        matches!(
            self,
            EscapeHow::Global
                | EscapeHow::PassedGlobal
                | EscapeHow::CapturedGlobal
                | EscapeHow::Outlives
                | EscapeHow::PassedOutlives
                | EscapeHow::ClosureStores
                | EscapeHow::PassedTask
        )
    }
}

/// A call's result stored where it outlives the function: an error if the callee may return
/// result-stack memory (`lifetime/results.rs` reports it).
#[derive(Clone, Debug)]
pub struct CallEscape {
    pub callee: Callee,
    pub span: Span,
    /// How it escapes.
    pub how: EscapeHow,
    /// The callee as the message names it.
    pub desc: String,
}

/// How a function meets the result stack (language.md "Values live in the frame that makes
/// them"): a value it makes and returns lives in its caller's frame.
#[derive(Clone, Debug, Default)]
pub struct ResultFlow {
    /// It allocates values it returns on the result stack (`Alloc::Result`, `Storage::Result`).
    pub own: bool,
    /// It returns what these calls returned.
    pub passes: Vec<Callee>,
    /// It keeps in its frame what these calls returned.
    pub keeps: Vec<Callee>,
    /// Results of calls stored where they outlive the function.
    pub escapes: Vec<CallEscape>,
    /// Decided for the whole program: its results may hold result-stack memory, which its
    /// caller owns.
    pub returns: bool,
    /// Decided for the whole program: it takes a mark when it starts and releases the result
    /// stack to it when it returns (through the epilogue).
    pub releases: bool,
    /// Its loops, each of which may release per iteration.
    pub loops: Vec<LoopFlow>,
}

/// A loop of a function, as the result stack sees it: an iteration that keeps what calls
/// returned only until it ends can give that memory back before the next one starts.
#[derive(Clone, Debug)]
pub struct LoopFlow {
    pub id: BreakId,
    /// What these calls returned does not outlive an iteration.
    pub keeps: Vec<Callee>,
    /// What these calls returned may outlive an iteration (or the loop allocates what its
    /// function returns: `owns`).
    pub leaks: Vec<Callee>,
    pub owns: bool,
    /// Decided for the whole program: the loop marks the result stack before it starts and
    /// releases to the mark at the start of every iteration.
    pub releases: bool,
}

/// A call that notes its call site (`passes::sites`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Site {
    /// The line Go gives the call (its opening parenthesis's).
    pub line: u32,
    /// An argument makes a call that notes its site too: the arguments are evaluated before
    /// the note (their notes would replace it).
    pub args_first: bool,
}

impl Func {
    pub fn local(&self, id: LocalId) -> &Local {
        &self.locals[id.index()]
    }
    pub fn breakable(&self, id: BreakId) -> &Breakable {
        &self.breakables[id.index()]
    }
    /// Adds a compiler temporary of type `ty`.
    pub fn new_temp(&mut self, ty: TypeId) -> LocalId {
        let id = LocalId(self.locals.len() as u32);
        self.locals.push(Local {
            name: String::new(),
            ty,
            kind: LocalKind::Temp,
            storage: Storage::Value,
            addressed: false,
            read: false,
        });
        id
    }
}

pub struct Package {
    /// The import path (`main` for the program's main package).
    pub path: String,
    /// The package name of its `package` clause.
    pub name: String,
    /// Packages it imports, directly.
    pub imports: Vec<PkgId>,
    pub funcs: Vec<FuncId>,
    pub globals: Vec<GlobalId>,
    pub named: Vec<NamedId>,
    /// The package initializer (`FuncKind::PackageInit`).
    pub init: Option<FuncId>,
    /// `main` of package main.
    pub main: Option<FuncId>,
    /// Includes, libraries and embedded files (`//so:` directives).
    pub c: interop::PackageC,
    /// Functions of other packages this package's C calls that no header it includes
    /// declares: instances of generic code made by a package it does not import
    /// (`passes::link`).
    pub foreign: Vec<FuncId>,
}

/// A type stored in interface values somewhere in the build (`passes::ifaces`).
#[derive(Clone, Debug)]
pub struct DynType {
    pub ty: TypeId,
    /// Its itabs for the non-empty interface types the build needs.
    pub itabs: Vec<Itab>,
    /// Its method set: names and signatures (without receivers), sorted by name.
    pub methods: Vec<(String, TypeId)>,
}

/// The methods of a stored type that implement an interface type, in the interface's order.
/// Each function's receiver is the stored type, or the type it points to (a value method of
/// `*T`).
#[derive(Clone, Debug)]
pub struct Itab {
    pub iface: TypeId,
    pub methods: Vec<FuncId>,
}

/// The interface tables of the build.
#[derive(Clone, Debug, Default)]
pub struct IfaceTables {
    pub dyn_types: Vec<DynType>,
    /// Interface types that need a run-time descriptor (one per method set for unnamed ones).
    pub ifaces: Vec<TypeId>,
    /// Whether the descriptors carry reflection data (the build links so/internal/rtype).
    pub rtype: bool,
    /// Interface types that are parts of stored types (a field, an element): with reflection
    /// data each gets an `so_Type` of its own, which no interface value holds.
    pub rtype_ifaces: Vec<TypeId>,
}

/// What the passes and the emitter know of a source file.
#[derive(Clone, Debug, Default)]
pub struct SourceFile {
    /// The file's base name (`x_test.go`), as call sites show it.
    pub name: String,
    /// The byte offset where each line starts.
    pub line_starts: Vec<u32>,
    /// A test file: its name ends in `_test.go`, or its package's name in `_test` (the peer
    /// Solod's `test/` directories).
    pub test: bool,
    pub text: String,
}

impl SourceFile {
    pub fn new(name: &str, text: &str, test: bool) -> SourceFile {
        let base = name.rsplit('/').next().unwrap_or(name).to_string();
        let mut line_starts = vec![0u32];
        for (i, b) in text.bytes().enumerate() {
            if b == b'\n' {
                line_starts.push(u32::try_from(i + 1).unwrap_or(u32::MAX));
            }
        }
        SourceFile {
            name: base,
            line_starts,
            test,
            text: text.to_string(),
        }
    }

    /// The line of a call expression as Go gives it: the line of the parenthesis that opens
    /// its arguments (`t.\n\tErrorf(` is on the second line); the span's first line if the
    /// text does not end with a parenthesized argument list.
    pub fn call_line(&self, span: Span) -> u32 {
        let b = self.text.as_bytes();
        let (lo, hi) = (span.lo(), span.hi().min(b.len()));
        if hi == 0 || lo >= hi || b[hi - 1] != b')' {
            return self.line(lo);
        }
        // Scan forward, skipping literals and comments; the '(' that the last ')' closes.
        let mut opens: Vec<usize> = Vec::new();
        let mut i = lo;
        let mut last_open = None;
        while i < hi {
            match b[i] {
                b'"' | b'\'' => {
                    let q = b[i];
                    i += 1;
                    while i < hi && b[i] != q {
                        if b[i] == b'\\' {
                            i += 1;
                        }
                        i += 1;
                    }
                }
                b'`' => {
                    i += 1;
                    while i < hi && b[i] != b'`' {
                        i += 1;
                    }
                }
                b'/' if i + 1 < hi && b[i + 1] == b'/' => {
                    while i < hi && b[i] != b'\n' {
                        i += 1;
                    }
                }
                b'/' if i + 1 < hi && b[i + 1] == b'*' => {
                    i += 2;
                    while i + 1 < hi && !(b[i] == b'*' && b[i + 1] == b'/') {
                        i += 1;
                    }
                    i += 1;
                }
                b'(' => opens.push(i),
                b')' => {
                    let o = opens.pop();
                    if i == hi - 1 {
                        last_open = o;
                    }
                }
                _ => {}
            }
            i += 1;
        }
        self.line(last_open.unwrap_or(lo))
    }

    /// The 1-based line of a byte offset.
    pub fn line(&self, offset: usize) -> u32 {
        let off = u32::try_from(offset).unwrap_or(u32::MAX);
        self.line_starts.partition_point(|&s| s <= off) as u32
    }
}

/// A whole build: every package in dependency order (imports first), one type table.
#[derive(Default)]
pub struct Program {
    pub types: TypeTable,
    pub packages: Vec<Package>,
    pub funcs: Vec<Func>,
    pub globals: Vec<Global>,
    pub ifaces: IfaceTables,
    /// The C names of `//so:extern` constants (`ConstStyle::Extern`).
    pub c_consts: Vec<String>,
    /// The source files, by the file index of their spans (filled by the driver; a file that
    /// is missing is not a test file and its calls note line 0).
    pub sources: std::collections::HashMap<usize, SourceFile>,
}

impl Program {
    pub fn func(&self, id: FuncId) -> &Func {
        &self.funcs[id.index()]
    }
    pub fn global(&self, id: GlobalId) -> &Global {
        &self.globals[id.index()]
    }
    pub fn package(&self, id: PkgId) -> &Package {
        &self.packages[id.index()]
    }
}
