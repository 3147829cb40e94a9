//! The pieces the lifetime generator assembles: the values made, the places stored into, the
//! helper hops, the reads, and the top-level declarations they need.

use super::LGen;

/// The type family of the value handed around.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fam {
    Ptr,
    Slice,
    Map,
    Str,
    Func,
    Int,
    Pt,
}

impl Fam {
    pub fn go(self) -> &'static str {
        match self {
            Fam::Ptr => "*int",
            Fam::Slice => "[]int",
            Fam::Map => "map[int]int",
            Fam::Str => "string",
            Fam::Func => "func() int",
            Fam::Int => "int",
            Fam::Pt => "Pt",
        }
    }
}

/// How the value is made (in the frame, loop iteration or block of the maker).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Make {
    AddrLocal,
    AddrField,
    AddrElem,
    AddrViaMethod,
    AddrViaFuncValue,
    AddrLit,
    NewInt,
    ArraySlice,
    FreshSlice,
    SliceLit,
    SubSlice,
    AppendFresh,
    Variadic,
    SliceViaFunc,
    RetSlice,
    MapLit,
    FreshMap,
    StrConv,
    StrConcat,
    StrRunes,
    StrLit,
    RetStr,
    Closure,
    ClosureMut,
    ClosureNoCap,
    MethodPtr,
    MethodVal,
    TopFunc,
    Scalar,
    PtLit,
    Deref,
}

impl Make {
    pub const ALL: &'static [Make] = &[
        Make::AddrLocal,
        Make::AddrField,
        Make::AddrElem,
        Make::AddrViaMethod,
        Make::AddrViaFuncValue,
        Make::AddrLit,
        Make::NewInt,
        Make::ArraySlice,
        Make::FreshSlice,
        Make::SliceLit,
        Make::SubSlice,
        Make::AppendFresh,
        Make::Variadic,
        Make::SliceViaFunc,
        Make::RetSlice,
        Make::MapLit,
        Make::FreshMap,
        Make::StrConv,
        Make::StrConcat,
        Make::StrRunes,
        Make::StrLit,
        Make::RetStr,
        Make::Closure,
        Make::ClosureMut,
        Make::ClosureNoCap,
        Make::MethodPtr,
        Make::MethodVal,
        Make::TopFunc,
        Make::Scalar,
        Make::PtLit,
        Make::Deref,
    ];

    pub fn fam(self) -> Fam {
        use Make::*;
        match self {
            AddrLocal | AddrField | AddrElem | AddrViaMethod | AddrViaFuncValue | AddrLit
            | NewInt => Fam::Ptr,
            ArraySlice | FreshSlice | SliceLit | SubSlice | AppendFresh | Variadic
            | SliceViaFunc | RetSlice => Fam::Slice,
            MapLit | FreshMap => Fam::Map,
            StrConv | StrConcat | StrRunes | StrLit | RetStr => Fam::Str,
            Closure | ClosureMut | ClosureNoCap | MethodPtr | MethodVal | TopFunc => Fam::Func,
            Scalar | Deref => Fam::Int,
            PtLit => Fam::Pt,
        }
    }

    pub fn name(self) -> &'static str {
        use Make::*;
        match self {
            AddrLocal => "&local",
            AddrField => "&local.field",
            AddrElem => "&localArray[i]",
            AddrViaMethod => "local.PtrMethod()",
            AddrViaFuncValue => "(local.PtrMethod)()",
            AddrLit => "&(&T{}).field",
            NewInt => "new(int)",
            ArraySlice => "localArray[:]",
            FreshSlice => "make([]int)",
            SliceLit => "[]int{...}",
            SubSlice => "[]int{...}[1:3]",
            AppendFresh => "append(make(...), ...)",
            Variadic => "variadic xs returned",
            SliceViaFunc => "sliceOf(&localArray)",
            RetSlice => "returned []int{...}",
            MapLit => "map literal",
            FreshMap => "make(map)",
            StrConv => "string([]byte)",
            StrConcat => "s + t",
            StrRunes => "string([]rune)",
            StrLit => "string literal",
            RetStr => "returned string(bs)",
            Closure => "closure capturing a local",
            ClosureMut => "closure writing a captured local",
            ClosureNoCap => "closure capturing nothing",
            MethodPtr => "method value (pointer receiver)",
            MethodVal => "method value (value receiver)",
            TopFunc => "top-level func",
            Scalar => "int",
            PtLit => "struct without pointers",
            Deref => "*(&local) copied",
        }
    }

    /// Whether the value refers to memory of the frame that made it (under So's rule).
    pub fn pointerful(self) -> bool {
        !matches!(
            self,
            Make::StrLit | Make::TopFunc | Make::Scalar | Make::PtLit | Make::Deref
        )
    }

    /// A fresh value that, returned, lives in the caller's frame (the result stack).
    pub fn fresh(self) -> bool {
        use Make::*;
        matches!(
            self,
            NewInt
                | AddrLit
                | FreshSlice
                | SliceLit
                | SubSlice
                | AppendFresh
                | RetSlice
                | MapLit
                | FreshMap
                | StrConv
                | StrConcat
                | StrRunes
                | RetStr
        )
    }
}

/// Statements and the prelude items they need.
type Made = (Vec<String>, Vec<&'static str>);

/// The statements that make `v` from the int expression `n`, and the declarations they need.
pub fn make_stmts(m: Make, n: &str) -> Made {
    let (lines, mut needs) = match m.fam() {
        Fam::Ptr => make_ptr(m, n),
        Fam::Slice | Fam::Map => make_slice_map(m, n),
        _ => make_other(m, n),
    };
    if m.fam() == Fam::Pt {
        needs.push("Pt");
    }
    (lines, needs)
}

/// Pointers to memory of the maker.
fn make_ptr(m: Make, n: &str) -> Made {
    use Make::*;
    match m {
        AddrLocal => (vec![format!("x := {n}"), "v := &x".into()], vec![]),
        AddrField => (
            vec![format!("pt := Pt{{a: {n}, b: 2}}"), "v := &pt.a".into()],
            vec!["Pt"],
        ),
        AddrElem => (
            vec![format!("arr := [3]int{{1, {n}, 3}}"), "v := &arr[1]".into()],
            vec![],
        ),
        AddrViaMethod => (
            vec![format!("c := Ctr{{n: {n}}}"), "v := c.Ptr()".into()],
            vec!["Ctr"],
        ),
        AddrViaFuncValue => (
            vec![
                format!("c := Ctr{{n: {n}}}"),
                "pf := c.Ptr".into(),
                "v := pf()".into(),
            ],
            vec!["Ctr"],
        ),
        AddrLit => (
            vec![format!("c := &Ctr{{n: {n}}}"), "v := &c.n".into()],
            vec!["Ctr"],
        ),
        NewInt => (vec!["v := new(int)".into(), format!("*v = {n}")], vec![]),
        _ => unreachable!("{m:?} is not made here"),
    }
}

/// Slices and maps.
fn make_slice_map(m: Make, n: &str) -> Made {
    use Make::*;
    match m {
        ArraySlice => (
            vec![
                format!("arr := [4]int{{{n}, 2, 3, 4}}"),
                "v := arr[:3]".into(),
            ],
            vec![],
        ),
        FreshSlice => (
            vec![
                "v := make([]int, 3, 4)".into(),
                format!("v[0] = {n}"),
                "v[2] = 7".into(),
            ],
            vec![],
        ),
        SliceLit => (vec![format!("v := []int{{{n}, 5, 6}}")], vec![]),
        SubSlice => (
            vec![format!("w := []int{{1, {n}, 3, 4}}"), "v := w[1:3]".into()],
            vec![],
        ),
        AppendFresh => (
            vec![format!("v := append(make([]int, 0, 4), {n}, 8)")],
            vec![],
        ),
        Variadic => (vec![format!("v := restOf({n}, 4, 5)")], vec!["restOf"]),
        SliceViaFunc => (
            vec![
                format!("arr := [3]int{{{n}, 1, 2}}"),
                "v := sliceOf(&arr)".into(),
            ],
            vec!["sliceOf"],
        ),
        RetSlice => (vec![format!("v := mkSlice({n})")], vec!["mkSlice"]),
        MapLit => (vec![format!("v := map[int]int{{1: {n}, 2: 20}}")], vec![]),
        FreshMap => (
            vec![
                "v := make(map[int]int, 4)".into(),
                format!("v[1] = {n}"),
                "v[2] = 30".into(),
            ],
            vec![],
        ),
        _ => unreachable!("{m:?} is not made here"),
    }
}

/// Strings, funcs and the pointer-free controls.
fn make_other(m: Make, n: &str) -> Made {
    use Make::*;
    match m {
        StrConv => (
            vec![
                format!("bs := []byte{{104, 105, byte(97 + {n}%20)}}"),
                "v := string(bs)".into(),
            ],
            vec![],
        ),
        StrConcat => (
            vec![
                "ws := [3]string{\"ab\", \"cd\", \"ef\"}".into(),
                format!("v := ws[{n}%3] + ws[1]"),
            ],
            vec![],
        ),
        StrRunes => (
            vec![
                format!("rs := []rune{{104, 233, rune(65 + {n}%20)}}"),
                "v := string(rs)".into(),
            ],
            vec![],
        ),
        StrLit => (vec!["v := \"literal\"".into()], vec![]),
        RetStr => (vec![format!("v := mkStr({n})")], vec!["mkStr"]),
        Closure => (
            vec![
                format!("x := {n}"),
                "v := func() int {".into(),
                "return x".into(),
                "}".into(),
            ],
            vec![],
        ),
        ClosureMut => (
            vec![
                format!("x := {n}"),
                "v := func() int {".into(),
                "x++".into(),
                "return x".into(),
                "}".into(),
            ],
            vec![],
        ),
        ClosureNoCap => (
            vec![
                "v := func() int {".into(),
                format!("return {n}"),
                "}".into(),
            ],
            vec![],
        ),
        MethodPtr => (
            vec![format!("c := Ctr{{n: {n}}}"), "v := c.Get".into()],
            vec!["Ctr"],
        ),
        MethodVal => (
            vec![format!("c := Val{{n: {n}}}"), "v := c.Get".into()],
            vec!["Val"],
        ),
        TopFunc => (vec!["v := seven".into(), format!("_ = {n}")], vec!["seven"]),
        Scalar => (vec![format!("v := {n} * 3")], vec![]),
        PtLit => (vec![format!("v := Pt{{a: {n}, b: 9}}")], vec!["Pt"]),
        Deref => (
            vec![format!("x := {n}"), "p := &x".into(), "v := *p".into()],
            vec![],
        ),
        _ => unreachable!("{m:?} is not made here"),
    }
}

/// The kind of place stored into.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Form {
    Var,
    Box,
    Slice,
    Map,
    Any,
}

impl Form {
    pub const ALL: &'static [Form] = &[Form::Var, Form::Box, Form::Slice, Form::Map, Form::Any];
}

/// Who owns the place.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Storage {
    /// A package-level variable, written by name (`direct`) or through a pointer to it.
    Global { direct: bool },
    /// A variable of the frame of level `ls`, reached through a `dst` argument.
    Frame,
    /// No place: the helpers return the value, the maker returns it to its caller.
    Ret,
}

impl Storage {
    pub fn name(self) -> &'static str {
        match self {
            Storage::Global { direct: true } => "global",
            Storage::Global { direct: false } => "global via dst",
            Storage::Frame => "frame's",
            Storage::Ret => "returned",
        }
    }
}

/// Where the value is made relative to the chain call: the frame, a loop iteration, a block.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scope {
    Plain,
    Loop,
    Block,
}

pub fn how_count(f: Form) -> usize {
    match f {
        Form::Var => 2,
        Form::Box | Form::Slice => 3,
        Form::Map | Form::Any => 1,
    }
}

pub fn how_name(f: Form, how: usize) -> &'static str {
    match (f, how) {
        (Form::Var, 0) => "*dst = v",
        (Form::Var, _) => "setG(dst, v)",
        (Form::Box, 0) => "box.v = v",
        (Form::Box, 1) => "box.Set(v)",
        (Form::Box, _) => "*box = Box{v}",
        (Form::Slice, 0) => "slice[1] = v",
        (Form::Slice, 1) => "copy(slice[1:], ...)",
        (Form::Slice, _) => "append(slice[:1], v)",
        (Form::Map, _) => "map[1] = v",
        (Form::Any, _) => "any = v",
    }
}

pub fn form_needs_box(f: Form) -> bool {
    f == Form::Box
}

/// The type of the `dst` argument for a place of form `f`.
pub fn dst_type(f: Form, fam: Fam) -> String {
    let t = fam.go();
    match f {
        Form::Var => format!("*{t}"),
        Form::Box => "*Box".into(),
        Form::Slice => format!("[]{t}"),
        Form::Map => format!("map[int]{t}"),
        Form::Any => "*any".into(),
    }
}

/// The final store: through `dst`, or into the global `base`.
pub fn store_stmt(f: Form, how: usize, fam: Fam, base: Option<&str>) -> Vec<String> {
    let t = fam.go();
    let b = base.unwrap_or("dst");
    let s = match (f, how) {
        (Form::Var, 0) | (Form::Any, _) => match base {
            Some(g) => format!("{g} = v"),
            None => "*dst = v".into(),
        },
        (Form::Var, _) => match base {
            Some(g) => format!("setG(&{g}, v)"),
            None => "setG(dst, v)".into(),
        },
        (Form::Box, 0) => format!("{b}.v = v"),
        (Form::Box, 1) => format!("{b}.Set(v)"),
        (Form::Box, _) => match base {
            Some(g) => format!("{g} = Box{{v: v}}"),
            None => "*dst = Box{v: v}".into(),
        },
        (Form::Slice, 0) | (Form::Map, _) => format!("{b}[1] = v"),
        (Form::Slice, 1) => format!("copy({b}[1:], []{t}{{v}})"),
        (Form::Slice, _) => format!("_ = append({b}[:1], v)"),
    };
    vec![s]
}

/// The global a direct store writes: (prelude item, name).
pub fn global_place(f: Form, _fam: Fam) -> (&'static str, String) {
    match f {
        Form::Var => ("gVar", "gVar".into()),
        Form::Box => ("gBox", "gBox".into()),
        Form::Slice => ("gSl", "gSl".into()),
        Form::Map => ("gMap", "gMap".into()),
        Form::Any => ("gAny", "gAny".into()),
    }
}

/// The `dst` argument naming the global place.
pub fn global_dst(f: Form, fam: Fam) -> (&'static str, String) {
    let (item, name) = global_place(f, fam);
    match f {
        Form::Var | Form::Box | Form::Any => (item, format!("&{name}")),
        Form::Slice | Form::Map => (item, name),
    }
}

/// The expression reading the global place.
pub fn global_read(f: Form, fam: Fam) -> (&'static str, String) {
    let (item, name) = global_place(f, fam);
    match f {
        Form::Var | Form::Any => (item, name),
        Form::Box => (item, format!("{name}.v")),
        Form::Slice | Form::Map => (item, format!("{name}[1]")),
    }
}

/// The declaration of a frame's place `st`, and the `dst` argument naming it.
pub fn frame_place(f: Form, fam: Fam) -> (Vec<String>, String) {
    let t = fam.go();
    match f {
        Form::Var => (vec![format!("var st {t}")], "&st".into()),
        Form::Box => (vec!["var st Box".into()], "&st".into()),
        Form::Slice => (
            vec![format!("var sa [2]{t}"), "st := sa[:]".into()],
            "st".into(),
        ),
        Form::Map => (vec![format!("st := make(map[int]{t}, 4)")], "st".into()),
        Form::Any => (vec!["var st any".into()], "&st".into()),
    }
}

/// The expression reading a frame's place.
pub fn frame_read(f: Form) -> String {
    match f {
        Form::Var | Form::Any => "st".into(),
        Form::Box => "st.v".into(),
        Form::Slice | Form::Map => "st[1]".into(),
    }
}

/// A helper's own local place of form `f` and a `dst` value naming it (for aliasing branches).
fn local_place(f: Form, fam: Fam) -> (Vec<String>, String) {
    let t = fam.go();
    match f {
        Form::Var => (vec![format!("var loc {t}")], "&loc".into()),
        Form::Box => (vec!["var loc Box".into()], "&loc".into()),
        Form::Slice => (vec![format!("loc := make([]{t}, 2)")], "loc".into()),
        Form::Map => (vec![format!("loc := make(map[int]{t}, 4)")], "loc".into()),
        Form::Any => (vec!["var loc any".into()], "&loc".into()),
    }
}

/// Statements printing what the value of family `fam` in `e` refers to, labelled `l`.
pub fn read(fam: Fam, e: &str, l: &str) -> Vec<String> {
    let nil = format!("println(\"{l} nil\")");
    match fam {
        Fam::Ptr => vec![
            format!("if {e} != nil {{"),
            format!("println(\"{l}\", *{e})"),
            "} else {".into(),
            nil,
            "}".into(),
        ],
        Fam::Slice => vec![
            format!("if len({e}) > 0 {{"),
            format!("println(\"{l}\", len({e}), {e}[0], {e}[len({e})-1])"),
            "} else {".into(),
            nil,
            "}".into(),
        ],
        Fam::Map => vec![format!("println(\"{l}\", len({e}), {e}[1], {e}[2])")],
        Fam::Str => vec![format!("println(\"{l}\", len({e}), {e})")],
        Fam::Func => vec![
            format!("if {e} != nil {{"),
            format!("println(\"{l}\", {e}())"),
            "} else {".into(),
            nil,
            "}".into(),
        ],
        Fam::Int => vec![format!("println(\"{l}\", {e})")],
        Fam::Pt => vec![format!("println(\"{l}\", {e}.a, {e}.b)")],
    }
}

/// One step of the helper chain.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Hop {
    Call,
    FuncVal,
    Method,
    MethodValue,
    Closure,
    Apply,
    BranchDst,
    BranchLocal,
    Loop,
    ViaStruct,
    ViaSlice,
    ViaAny,
    ViaMap,
    Ident,
    Defer,
    // Hops of a chain that returns the value.
    RCall,
    RFuncVal,
    RClosure,
    RMethod,
    RIdent,
    RBranch,
    RLoop,
}

impl Hop {
    pub const STORE: &'static [Hop] = &[
        Hop::Call,
        Hop::FuncVal,
        Hop::Method,
        Hop::MethodValue,
        Hop::Closure,
        Hop::Apply,
        Hop::BranchDst,
        Hop::BranchLocal,
        Hop::Loop,
        Hop::ViaStruct,
        Hop::ViaSlice,
        Hop::ViaAny,
        Hop::ViaMap,
        Hop::Ident,
        Hop::Defer,
    ];
    pub const RET: &'static [Hop] = &[
        Hop::RCall,
        Hop::RFuncVal,
        Hop::RClosure,
        Hop::RMethod,
        Hop::RIdent,
        Hop::RBranch,
        Hop::RLoop,
    ];

    pub fn name(self) -> &'static str {
        use Hop::*;
        match self {
            Call | RCall => "call",
            FuncVal | RFuncVal => "func value",
            Method | RMethod => "method",
            MethodValue => "method value",
            Closure | RClosure => "closure",
            Apply => "generic apply",
            BranchDst => "branch alias (to dst)",
            BranchLocal => "branch alias (to a local)",
            Loop | RLoop => "loop",
            ViaStruct => "struct temp",
            ViaSlice => "slice temp",
            ViaAny => "any temp",
            ViaMap => "map temp",
            Ident | RIdent => "generic identity",
            Defer => "defer",
            RBranch => "branch",
        }
    }
}

/// The body of helper `h{k}`, which hands `args` on to `next`.
pub fn hop_body(
    g: &mut LGen,
    hop: Hop,
    k: usize,
    next: &str,
    args: &str,
    t: &str,
    d: &str,
) -> Vec<String> {
    let has_dst = args.starts_with("dst");
    let pre = if has_dst { "dst, " } else { "" };
    use Hop::*;
    match hop {
        Call => vec![format!("{next}({args})")],
        FuncVal => vec![format!("f := {next}"), format!("f({args})")],
        Method | MethodValue => method_hop(g, hop == Method, k, next, has_dst, t, d),
        Closure | Apply => {
            if hop == Apply {
                g.need("applyG");
            }
            let call = if hop == Apply {
                "applyG(st, v)"
            } else {
                "st(v)"
            };
            vec![
                format!("st := func(x {t}) {{"),
                format!("{next}({pre}x)"),
                "}".into(),
                call.into(),
            ]
        }
        BranchDst | BranchLocal => {
            g.need("gYes");
            let cond = if hop == BranchDst { "gYes" } else { "gNo" };
            if !has_dst {
                return vec![format!("if {cond} {{"), format!("{next}(v)"), "}".into()];
            }
            let (mut b, loc) = local_place(g.form(), g.fam_of());
            b.extend([
                format!("t := {loc}"),
                format!("if {cond} {{"),
                "t = dst".into(),
                "}".into(),
                format!("{next}(t, v)"),
                "_ = loc".into(),
            ]);
            b
        }
        Loop => {
            let skip = if g.coin() { 0 } else { 1 };
            vec![
                "for i := 0; i < 4; i++ {".into(),
                format!("if i == {skip} {{"),
                "continue".into(),
                "}".into(),
                "if i == 2 {".into(),
                format!("{next}({args})"),
                "break".into(),
                "}".into(),
                "}".into(),
            ]
        }
        ViaStruct => {
            let (fields, init, pass) = if has_dst {
                (format!("\td {d}\n\tv {t}\n"), "d: dst, v: v", "q.d, ")
            } else {
                (format!("\tv {t}\n"), "v: v", "")
            };
            g.decl(format!("type Q{k} struct {{\n{fields}}}\n"));
            vec![format!("q := Q{k}{{{init}}}"), format!("{next}({pass}q.v)")]
        }
        ViaSlice => vec![format!("vs := []{t}{{v}}"), format!("{next}({pre}vs[0])")],
        ViaAny => vec!["var a any = v".into(), format!("{next}({pre}a.({t}))")],
        ViaMap => vec![
            format!("mm := make(map[int]{t}, 2)"),
            "mm[0] = v".into(),
            format!("{next}({pre}mm[0])"),
        ],
        Ident => {
            g.need("idG");
            vec![format!("{next}({pre}idG(v))")]
        }
        Defer => vec![format!("defer {next}({args})")],
        _ => ret_hop_body(g, hop, k, next, t),
    }
}

/// Overwrites the stack below the caller and the frame memory (alloca, the result stack) a
/// returned callee had, with values no program makes, so a read of it shows.
const CLOBBER: &str = "var gJunk int

// clobber reuses the stack and fresh memory a dead frame had.
func clobber(n int) {
\tvar buf [48]int
\tfor i := range buf {
\t\tbuf[i] = n*1000 + i
\t}
\tjs := make([]int, 256)
\tfor i := range js {
\t\tjs[i] = -(n*1000 + i)
\t}
\tbs := make([]byte, 64)
\tfor i := range bs {
\t\tbs[i] = byte(120 - i)
\t}
\ts := string(bs)
\tgJunk += js[n] + len(s) + buf[n]
\tif n > 0 {
\t\tclobber(n - 1)
\t}
}
";

/// A hop through a method (or a method value) of a struct holding `dst`.
fn method_hop(
    g: &mut LGen,
    direct: bool,
    k: usize,
    next: &str,
    has_dst: bool,
    t: &str,
    d: &str,
) -> Vec<String> {
    let (field, init, pass) = if has_dst {
        (format!("dst {d}"), "dst: dst", "r.dst, ")
    } else {
        ("n int".to_string(), "n: 1", "")
    };
    g.decl(format!(
        "type R{k} struct {{\n\t{field}\n}}\n\nfunc (r *R{k}) Do(v {t}) {{\n\t{next}({pass}v)\n}}\n"
    ));
    let mut b = vec![format!("r := R{k}{{{init}}}")];
    if direct {
        b.push("r.Do(v)".into());
    } else {
        b.extend(["do := r.Do".to_string(), "do(v)".to_string()]);
    }
    b
}

/// The body of helper `h{k}` of a chain that returns the value.
fn ret_hop_body(g: &mut LGen, hop: Hop, k: usize, next: &str, t: &str) -> Vec<String> {
    use Hop::*;
    match hop {
        RCall => vec![format!("return {next}(v)")],
        RFuncVal => vec![format!("f := {next}"), "return f(v)".into()],
        RClosure => vec![
            format!("c := func() {t} {{"),
            format!("return {next}(v)"),
            "}".into(),
            "return c()".into(),
        ],
        RMethod => {
            g.decl(format!(
                "type R{k} struct {{\n\tv {t}\n}}\n\nfunc (r *R{k}) Get() {t} {{\n\treturn {next}(r.v)\n}}\n"
            ));
            vec![format!("r := R{k}{{v: v}}"), "return r.Get()".into()]
        }
        RIdent => {
            g.need("idG");
            vec![format!("return idG({next}(v))")]
        }
        RBranch | RLoop => {
            g.need("gYes");
            let mut b = if hop == RBranch {
                vec!["if gYes {".into(), format!("return {next}(v)"), "}".into()]
            } else {
                vec![
                    "for i := 0; i < 3; i++ {".into(),
                    "if i == 1 {".into(),
                    format!("return {next}(v)"),
                    "}".into(),
                    "}".into(),
                ]
            };
            b.extend([format!("var z {t}"), "return z".into()]);
            b
        }
        _ => unreachable!("{hop:?} is not a returning hop"),
    }
}

/// The text of prelude item `item` (the value family is `fam`).
pub fn prelude(item: &str, fam: Fam) -> String {
    let t = fam.go();
    match item {
        "clobber" => CLOBBER.into(),
        "box" => format!("type Box struct {{\n\tv {t}\n}}\n\nfunc (b *Box) Set(v {t}) {{\n\tb.v = v\n}}\n"),
        "setG" => "func setG[T any](dst *T, v T) {\n\t*dst = v\n}\n".into(),
        "applyG" => "func applyG[T any](f func(T), v T) {\n\tf(v)\n}\n".into(),
        "idG" => "func idG[T any](x T) T {\n\treturn x\n}\n".into(),
        "gVar" => format!("var gVar {t}\n"),
        "gBox" => "var gBox Box\n".into(),
        "gSl" => format!("var gArr [2]{t}\nvar gSl = gArr[:]\n"),
        "gMap" => format!("var gMap = make(map[int]{t}, 4)\n"),
        "gAny" => "var gAny any\n".into(),
        "gYes" => "var gYes = true\nvar gNo = false\n".into(),
        "Pt" => "type Pt struct {\n\ta, b int\n}\n".into(),
        "Ctr" => "type Ctr struct {\n\tn int\n}\n\nfunc (c *Ctr) Get() int {\n\treturn c.n\n}\n\nfunc (c *Ctr) Ptr() *int {\n\treturn &c.n\n}\n".into(),
        "Val" => "type Val struct {\n\tn int\n}\n\nfunc (c Val) Get() int {\n\treturn c.n + 1\n}\n".into(),
        "restOf" => "func restOf(xs ...int) []int {\n\treturn xs\n}\n".into(),
        "sliceOf" => "func sliceOf(a *[3]int) []int {\n\treturn a[:]\n}\n".into(),
        "mkSlice" => "func mkSlice(n int) []int {\n\treturn []int{n, n + 1, n + 2}\n}\n".into(),
        "mkStr" => "func mkStr(n int) string {\n\tbs := []byte{115, byte(97 + n%20)}\n\treturn string(bs)\n}\n".into(),
        "seven" => "func seven() int {\n\treturn 7\n}\n".into(),
        other => format!("// unknown prelude item {other}\n"),
    }
}
