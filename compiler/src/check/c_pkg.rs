//! The functions of `solod.dev/so/c` that no So function can be, checked where they are
//! called:
//! - `c.Alloca[T](n)`: n zeroed elements in the frame of the function that calls it. No
//!   function can return memory of its own frame, so the call is checked as the expression
//!   `unsafe.SliceData(make([]T, n))` written where it stands: frame memory of the caller, under
//!   the escape rules of every `make` (the lifetime layer (`lifetime/`));
//! - `c.Raw(code)` and `c.Val[T](expr)`: C text, a constant string, pasted as it is (statements;
//!   an expression of type T). Each is a read of a C variable the checker declares, whose C
//!   name is the text (an `//so:extern` variable: So neither defines nor initializes it), of
//!   type `()` for Raw (a statement `code;`) and T for Val (`(expr)`, converted to T so that it
//!   is a value, not a variable).
//!
//! Input: the calls' type arguments and arguments. Output: the expressions, or `None` for a
//! call that is not of that shape (checked as an ordinary call, which reports what is wrong).

use super::expr::Operand;
use super::Checker;
use crate::diag::Diagnostic;
use crate::syntax::ast::{self, Span};
use crate::tir::constant::ConstValue;
use crate::tir::types::{TypeId, INVALID};
use crate::tir::{self, Alloc, Builtin, ConvKind, ExprKind, FuncId, FuncKind, GlobalId};

/// The import path of the So package c.
pub const C: &str = "solod.dev/so/c";

/// The Go name of the C variables of `c.Raw` and `c.Val` (not an identifier: no Go name is).
pub const C_TEXT: &str = "C text";

impl<'a> Checker<'a> {
    fn is_c_pkg(&self, home: tir::PkgId) -> bool {
        home != self.pkg
            && self
                .contexts
                .get(home.index())
                .and_then(Option::as_ref)
                .is_some_and(|c| c.path == C)
    }

    /// Whether generic function `g` is `c.Alloca`.
    pub fn is_c_alloca(&self, g: usize) -> bool {
        let gf = &self.generic_funcs[g];
        gf.decl.name.name == "Alloca" && self.is_c_pkg(gf.home)
    }

    /// Whether generic function `g` is `c.Val`.
    pub fn is_c_val(&self, g: usize) -> bool {
        let gf = &self.generic_funcs[g];
        gf.decl.name.name == "Val" && self.is_c_pkg(gf.home)
    }

    /// Whether `id` is `c.Raw`.
    pub fn is_c_raw(&self, id: FuncId) -> bool {
        let f = &self.funcs[id.index()];
        f.name == "Raw" && matches!(f.kind, FuncKind::Func) && self.is_c_pkg(f.pkg)
    }

    /// `c.Raw(code)`: the statements `code;`.
    pub fn c_raw(&mut self, args: &[ast::Expr], ellipsis: bool, span: Span) -> Option<Operand> {
        let [code] = args else {
            return None;
        };
        if ellipsis {
            return None;
        }
        let text = self.c_text(code, "c.Raw")?;
        // The statement gets its `;` where it is pasted; one the text ends with is dropped.
        let text = text.trim_end().trim_end_matches(';').trim_end().to_string();
        let void = self.result_type(&[]);
        let g = self.c_text_var(text, void, span);
        Some(Operand::Value(self.mk(void, ExprKind::Global(g), span)))
    }

    /// `c.Val[T](expr)`: the C expression `(expr)` as a value of type T.
    pub fn c_val(
        &mut self,
        explicit: &[TypeId],
        args: &[ast::Expr],
        ellipsis: bool,
        span: Span,
    ) -> Option<Operand> {
        let (&[t], [expr]) = (explicit, args) else {
            return None;
        };
        if ellipsis || t == INVALID {
            return None;
        }
        let text = self.c_text(expr, "c.Val")?;
        let g = self.c_text_var(format!("({text})"), t, span);
        let var = self.mk(t, ExprKind::Global(g), span);
        Some(Operand::Value(self.mk(
            t,
            ExprKind::Convert(ConvKind::Same, Alloc::Frame, Box::new(var)),
            span,
        )))
    }

    /// The C text of `c.Raw` or `c.Val`: a constant string. `None` for an argument that is
    /// not a string (the ordinary call reports it); an error for a string that is not constant.
    fn c_text(&mut self, a: &ast::Expr, what: &str) -> Option<String> {
        let e = self.expr(a);
        if e.ty == INVALID || !self.types.is_string(e.ty) {
            return None;
        }
        match &e.kind {
            ExprKind::Const(ConstValue::String(b), _) => {
                Some(String::from_utf8_lossy(b).into_owned())
            }
            _ => {
                self.push(
                    Diagnostic::error(
                        a.span,
                        format!("the C text of {what} must be a constant string"),
                    )
                    .label("not a constant")
                    .help("the text is pasted into the generated C when the program is compiled"),
                );
                Some(String::new())
            }
        }
    }

    /// Whether `e` is what `c.Raw` or `c.Val` was checked as (a call in the source, so a valid
    /// expression statement).
    pub fn is_c_text(&self, e: &tir::Expr) -> bool {
        let var = match &e.kind {
            ExprKind::Convert(ConvKind::Same, _, x) => &x.kind,
            k => k,
        };
        matches!(var, ExprKind::Global(g) if self.globals[g.index()].name == C_TEXT && self.globals[g.index()].c.ext.is_some())
    }

    /// A C variable named `text` of type `t`, for this package's C.
    fn c_text_var(&mut self, text: String, t: TypeId, span: Span) -> GlobalId {
        let id = GlobalId(self.globals.len() as u32);
        self.globals.push(tir::Global {
            pkg: self.pkg,
            name: C_TEXT.into(),
            exported: false,
            ty: t,
            static_init: None,
            doc: Vec::new(),
            span,
            referenced: false,
            c: tir::interop::GlobalC {
                ext: Some(text),
                ..Default::default()
            },
        });
        self.pkg_globals.push(id);
        id
    }

    /// `c.Alloca[T](n)` as `unsafe.SliceData(make([]T, n))`.
    pub fn c_alloca(
        &mut self,
        explicit: &[TypeId],
        args: &[ast::Expr],
        ellipsis: bool,
        span: Span,
    ) -> Option<Operand> {
        let (&[t], [n]) = (explicit, args) else {
            return None;
        };
        if ellipsis || t == INVALID {
            return None;
        }
        let n = self.expr(n);
        let n = self.size_arg(n, "c.Alloca");
        if n.ty == INVALID {
            return Some(Operand::Invalid);
        }
        let slice = self.types.slice(t);
        let ptr = self.types.pointer(t);
        let make = self.mk(slice, ExprKind::Make(Alloc::Frame, Box::new(n), None), span);
        Some(Operand::Value(self.mk(
            ptr,
            ExprKind::Builtin(Builtin::UnsafeSliceData, vec![make]),
            span,
        )))
    }
}
