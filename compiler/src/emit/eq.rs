//! Equality functions of the struct and array types a file compares with `==`: Go compares
//! them field by field (element by element), each with its own type's equality.

use super::c::{CBinOp, CExpr, CItem, CProto, CStmt, CType, CUnOp, Linkage};
use super::File;
use crate::cnames;
use crate::tir::types::{Type, TypeId};
use crate::tir::EqKind;

/// `a == b` for values of type `t` in C.
pub fn equal(file: &mut File, a: CExpr, b: CExpr, t: TypeId) -> CExpr {
    match file.p.types.eq_kind(t) {
        EqKind::String => CExpr::call("so_string_eq", vec![a, b]),
        EqKind::Composite => {
            let f = file.need_eq(t);
            CExpr::call(f, vec![a, b])
        }
        EqKind::Iface => CExpr::call("so_iface_eq", vec![a, b]),
        EqKind::Scalar | EqKind::Nil => CExpr::binary(CBinOp::Eq, a, b),
    }
}

/// Prototypes and definitions of the equality functions needed (which may need more).
pub fn section(file: &mut File) -> (Vec<CItem>, Vec<CItem>) {
    let mut protos = Vec::new();
    let mut defs = Vec::new();
    let mut k = 0;
    while k < file.eq_needed.len() {
        let t = file.eq_needed[k];
        k += 1;
        let ct = file.ctype(t);
        let name = file.n.eq_func(t).to_string();
        let proto = CProto {
            linkage: Linkage::Internal,
            ret: CType::name("bool"),
            name,
            params: vec![(ct.clone(), "a".into()), (ct, "b".into())],
        };
        let (a, b) = (CExpr::ident("a"), CExpr::ident("b"));
        let body = match file.p.types.under_type(t).clone() {
            Type::Struct(fs) => {
                let mut parts = Vec::new();
                for (i, f) in fs.iter().enumerate() {
                    if f.name == "_" {
                        continue;
                    }
                    let fname = cnames::struct_field(f, i);
                    let x = CExpr::member(a.clone(), fname.clone());
                    let y = CExpr::member(b.clone(), fname);
                    parts.push(equal(file, x, y, f.ty));
                }
                match parts
                    .into_iter()
                    .reduce(|acc, p| CExpr::binary(CBinOp::And, acc, p))
                {
                    Some(all) => vec![CStmt::Return(Some(all))],
                    None => vec![
                        CStmt::Expr(CExpr::cast(CType::Void, a)),
                        CStmt::Expr(CExpr::cast(CType::Void, b)),
                        CStmt::Return(Some(CExpr::lit("true"))),
                    ],
                }
            }
            Type::Array(n, et) => {
                let i = CExpr::ident("i");
                let x = CExpr::index(CExpr::member(a, "a"), i.clone());
                let y = CExpr::index(CExpr::member(b, "a"), i.clone());
                let e = equal(file, x, y, et);
                vec![
                    CStmt::For {
                        init: Some(Box::new(CStmt::Decl {
                            ty: CType::name("int64_t"),
                            name: "i".into(),
                            init: Some(CExpr::lit("0")),
                            is_static: false,
                        })),
                        cond: Some(CExpr::binary(
                            CBinOp::Lt,
                            i.clone(),
                            CExpr::lit(n.to_string()),
                        )),
                        post: Some(CExpr::PostInc(Box::new(i), true)),
                        body: vec![CStmt::If {
                            cond: CExpr::unary(CUnOp::Not, e),
                            then: vec![CStmt::Return(Some(CExpr::lit("false")))],
                            els: Vec::new(),
                        }],
                    },
                    CStmt::Return(Some(CExpr::lit("true"))),
                ]
            }
            _ => vec![CStmt::Return(Some(CExpr::lit("false")))],
        };
        protos.push(CItem::Proto(proto.clone()));
        defs.push(CItem::Func { proto, body });
        defs.push(CItem::Blank);
    }
    (protos, defs)
}
