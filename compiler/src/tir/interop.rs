//! What C interop decides about declarations: the `//so:` directives (language.md section 4)
//! and the `c:"name"` struct tag, as the checker (`check/directives.rs`) records them. `cnames`
//! and the emitter read them; nothing here is C text except the names and attributes the
//! program wrote.

use super::FuncId;

/// How one argument of a call to an `//so:extern` function, or its result, crosses into C.
/// Under `nodecay` every value is passed as So represents it (`Decay::None`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Decay {
    /// As So represents it: scalars, pointers, `unsafe.Pointer`, structs by value.
    #[default]
    None,
    /// A string as a NUL-terminated `const char *`: a constant as a C string literal, any
    /// other value copied with a NUL into the caller's frame (the runtime's `so_cstring`:
    /// `len + 1` bytes of stack per call, until the calling function returns). As a result:
    /// a `const char *` read as a string (its bytes up to the NUL, not copied; NULL is "").
    CString,
    /// A slice as a pointer to its first element.
    SlicePtr,
    /// An `any` as the pointer it holds (the checker made sure the argument is a pointer, an
    /// `unsafe.Pointer` or nil). As a result: a `void *` becomes an `any` holding an
    /// `unsafe.Pointer` (NULL becomes nil).
    AnyPtr,
    /// A func value as a C function pointer. The argument is a top-level function (or the
    /// adapter the checker made for it, see `FuncC::adapter_of`), or nil.
    FuncPtr,
}

/// A function provided by C.
#[derive(Clone, Debug)]
pub struct ExternFunc {
    /// The C name given by the directive; without one `cnames` uses the Go name (for a
    /// method: its receiver type's C name, `_`, the method's name: `conc_Pool_Go`).
    pub c_name: Option<String>,
    /// One per parameter (the receiver of a method first).
    pub params: Vec<Decay>,
    pub result: Decay,
}

/// The C side of a function.
#[derive(Clone, Debug, Default)]
pub struct FuncC {
    /// `//so:extern`: C provides the function, calls use these decays, its Go body (for the
    /// Go toolchain) is neither checked nor emitted.
    pub ext: Option<Box<ExternFunc>>,
    /// `//so:inline`: a `static inline` function defined in the package's header.
    pub inline: bool,
    /// `//so:attr`: `__attribute__((X))` on the declaration, in order.
    pub attrs: Vec<String>,
    /// `//so:callsite`: calls of the function note their call site (`passes/sites.rs`).
    pub callsite: bool,
    /// Decided by `passes/sites.rs`: the function makes calls that note their site, so it is
    /// never inlined (the notes name its frame).
    pub noinline: bool,
    /// For a function the checker made so that C can call a So function that takes `any`
    /// (an *adapter*, `check/directives.rs`): that function. Its parameters are the C view
    /// (`unsafe.Pointer` for each `any`).
    pub adapter_of: Option<FuncId>,
}

/// The C side of a package-level variable.
#[derive(Clone, Debug, Default)]
pub struct GlobalC {
    /// `//so:extern`: C defines the variable under this name; So neither defines nor
    /// initializes it (its initializer is for the Go toolchain).
    pub ext: Option<String>,
    pub volatile: bool,
    pub thread_local: bool,
    pub attrs: Vec<String>,
    /// `//so:embed`: the variable only marks the embedded file; it is emitted only if used.
    pub embed: bool,
}

/// The C side of a named type.
#[derive(Clone, Debug, Default)]
pub struct TypeC {
    /// `//so:extern`: C defines the type under this name (`div_t`, `struct timespec`); So
    /// knows its fields from the Go definition and emits no definition.
    pub ext: Option<String>,
    pub attrs: Vec<String>,
    /// `//so:callsite` on an interface type: calls of its methods note their call site.
    pub callsite: bool,
}

/// What a package asks of C as a whole.
#[derive(Clone, Debug, Default)]
pub struct PackageC {
    /// `//so:include`: headers as written (`<stdio.h>`, `"so/conc/conc.h"`), for the
    /// package's header, in source order without repeats.
    pub includes: Vec<String>,
    /// `//so:link`: libraries for the link (`-lNAME`), in source order without repeats.
    pub links: Vec<String>,
    /// `//so:embed`: (file name as written, contents) of `.h` files for the header and of
    /// `.c` files for the source.
    pub embed_h: Vec<(String, String)>,
    pub embed_c: Vec<(String, String)>,
}
