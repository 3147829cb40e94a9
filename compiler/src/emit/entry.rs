//! The C `main` of a program: gives the command line to the runtime when the program links
//! `so/os` (for `os.Args`), runs the package initializers in dependency order (imports
//! first), then `main.main`.

use super::c::{CExpr, CItem, CProto, CStmt, CType, Linkage};
use super::{ice, File};

/// The package whose `Args` the C main fills (through the runtime's `so_args_init`).
const OS_PACKAGE: &str = "solod.dev/so/os";

pub fn main(file: &mut File) -> CItem {
    let Some(m) = file.p.package(file.pkg).main else {
        ice!("a C main for a package without main")
    };
    // A program that links so/os gives it the command line (os.Args); the others ignore it.
    let mut body = if file.p.packages.iter().any(|p| p.path == OS_PACKAGE) {
        vec![CStmt::Expr(CExpr::call(
            "so_args_init",
            vec![CExpr::ident("argc"), CExpr::ident("argv")],
        ))]
    } else {
        vec![
            CStmt::Expr(CExpr::cast(CType::Void, CExpr::ident("argc"))),
            CStmt::Expr(CExpr::cast(CType::Void, CExpr::ident("argv"))),
        ]
    };
    for p in &file.p.packages {
        if let Some(init) = p.init {
            let empty = file.p.func(init).body.as_ref().is_none_or(|b| b.is_empty());
            if !empty {
                body.push(CStmt::Expr(CExpr::call(file.n.func(init), vec![])));
            }
        }
    }
    body.push(CStmt::Expr(CExpr::call(file.n.func(m), vec![])));
    body.push(CStmt::Return(Some(CExpr::lit("0"))));
    CItem::Func {
        proto: CProto {
            linkage: Linkage::External,
            ret: CType::name("int"),
            name: "main".into(),
            params: vec![
                (CType::name("int"), "argc".into()),
                (CType::name("char").ptr().ptr(), "argv".into()),
            ],
        },
        body,
    }
}
