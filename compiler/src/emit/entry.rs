//! The C `main` of a program: runs the package initializers in dependency order (imports
//! first), then `main.main`.

use super::c::{CExpr, CItem, CProto, CStmt, CType, Linkage};
use super::{ice, File};

pub fn main(file: &mut File) -> CItem {
    let Some(m) = file.p.package(file.pkg).main else {
        ice!("a C main for a package without main")
    };
    let mut body = vec![
        CStmt::Expr(CExpr::cast(CType::Void, CExpr::ident("argc"))),
        CStmt::Expr(CExpr::cast(CType::Void, CExpr::ident("argv"))),
    ];
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
