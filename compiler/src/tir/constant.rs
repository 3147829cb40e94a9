//! Exact constant values and arithmetic (Go's arbitrary-precision constants).

use crate::syntax::ast::{BinOp, UnOp};
use crate::tir::types::Basic;
use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, Signed, ToPrimitive, Zero};

#[derive(Clone, Debug, PartialEq)]
pub enum ConstValue {
    Bool(bool),
    Int(BigInt),
    Float(BigRational),
    String(Vec<u8>),
}

/// Largest shift count accepted in constant shifts (as Go's compilers limit it).
pub const MAX_SHIFT: u64 = 10000;

/// Precision of untyped integer constants, in bits (Go's compilers use 512): a result that
/// needs more is a "constant overflow" error, so constant arithmetic stays bounded.
pub const MAX_INT_BITS: u64 = 512;

/// Mantissa precision (bits) a float constant is rounded to once its exact fraction grows past
/// `MAX_EXACT_BITS` (Go keeps small fractions exact and rounds bigger ones to 512 bits).
const FLOAT_MANT_BITS: u64 = 512;
const MAX_EXACT_BITS: u64 = 4096;

/// Largest binary exponent of a float constant (about 1e±100000, the literal limit).
pub const MAX_FLOAT_EXP: u64 = 340_000;

/// Bounds the size of a computed constant: integers beyond `MAX_INT_BITS` and floats beyond
/// `MAX_FLOAT_EXP` are an overflow; large exact fractions are rounded to `FLOAT_MANT_BITS`.
pub fn limit(v: ConstValue) -> Result<ConstValue, ConstError> {
    match v {
        ConstValue::Int(ref i) if i.bits() > MAX_INT_BITS => Err(ConstError::Overflow),
        ConstValue::Float(f) => {
            let (n, d) = (f.numer(), f.denom());
            if n.is_zero() {
                return Ok(ConstValue::Float(f));
            }
            let e = n.bits() as i64 - d.bits() as i64;
            if e.unsigned_abs() > MAX_FLOAT_EXP {
                return Err(ConstError::Overflow);
            }
            if n.bits() <= MAX_EXACT_BITS && d.bits() <= MAX_EXACT_BITS {
                return Ok(ConstValue::Float(f));
            }
            // m = round(|f| * 2^(P - e)), then f ≈ ±m * 2^(e - P).
            let p = FLOAT_MANT_BITS as i64;
            let sh = p - e;
            let (num, den) = if sh >= 0 {
                (n.abs() << sh as usize, d.clone())
            } else {
                (n.abs(), d << (-sh) as usize)
            };
            let (q, r) = num_integer::Integer::div_rem(&num, &den);
            let m = if r * 2 >= den { q + 1 } else { q };
            let m = if n.is_negative() { -m } else { m };
            let k = e - p;
            let r = if k >= 0 {
                BigRational::from_integer(m << k as usize)
            } else {
                BigRational::new(m, BigInt::one() << (-k) as usize)
            };
            Ok(ConstValue::Float(r))
        }
        v => Ok(v),
    }
}

impl ConstValue {
    pub fn int(v: i64) -> ConstValue {
        ConstValue::Int(BigInt::from(v))
    }

    pub fn as_rat(&self) -> Option<BigRational> {
        match self {
            ConstValue::Int(i) => Some(BigRational::from_integer(i.clone())),
            ConstValue::Float(f) => Some(f.clone()),
            _ => None,
        }
    }

    /// The value as an exact integer, if it is one (floats with no fraction count).
    pub fn as_int(&self) -> Option<BigInt> {
        match self {
            ConstValue::Int(i) => Some(i.clone()),
            ConstValue::Float(f) if f.is_integer() => Some(f.to_integer()),
            _ => None,
        }
    }

    pub fn as_i64(&self) -> Option<i64> {
        self.as_int().and_then(|i| i.to_i64())
    }

    pub fn to_f64(&self) -> f64 {
        match self {
            ConstValue::Int(i) => i.to_f64().unwrap_or(f64::INFINITY),
            ConstValue::Float(f) => f.to_f64().unwrap_or(f64::NAN),
            _ => 0.0,
        }
    }

    /// Go-style rendering for messages.
    pub fn describe(&self) -> String {
        match self {
            ConstValue::Bool(b) => b.to_string(),
            ConstValue::Int(i) if i.bits() > 400 => {
                describe_huge(&BigRational::from_integer(i.clone()))
            }
            ConstValue::Int(i) => i.to_string(),
            ConstValue::Float(f) if f.numer().bits().abs_diff(f.denom().bits()) > 400 => {
                describe_huge(f)
            }
            ConstValue::Float(f) => {
                if f.is_integer() {
                    f.to_integer().to_string()
                } else {
                    format!("{}", self.to_f64())
                }
            }
            ConstValue::String(s) => format!("{:?}", String::from_utf8_lossy(s)),
        }
    }
}

/// Short scientific rendering (`1.23457e+1000`) of a value too large or small for an `f64`.
fn describe_huge(f: &BigRational) -> String {
    let (n, d) = (f.numer().abs(), f.denom().clone());
    // Keep 64 significant bits of n / d and the binary exponent aside.
    let e = n.bits() as i64 - d.bits() as i64;
    let sh = 64 - e;
    let q = if sh >= 0 {
        (n << sh as usize) / d
    } else {
        n / (d << (-sh) as usize)
    };
    let m = q.to_f64().unwrap_or(0.0);
    // value = m * 2^(e - 64); in decimal: 10^(log10 m + (e - 64) log10 2).
    let l = m.log10() + (e - 64) as f64 * std::f64::consts::LOG10_2;
    let mut exp = l.floor();
    let mut mant = 10f64.powf(l - exp);
    if format!("{mant:.5}").starts_with("10") {
        mant /= 10.0;
        exp += 1.0;
    }
    let sign = if f.is_negative() { "-" } else { "" };
    let digits = format!("{mant:.5}");
    let digits = digits.trim_end_matches('0').trim_end_matches('.');
    format!(
        "{sign}{digits}e{}{}",
        if exp < 0.0 { "-" } else { "+" },
        exp.abs() as i64
    )
}

/// Integer range of a sized integer type.
pub fn int_range(b: Basic) -> Option<(BigInt, BigInt)> {
    if !b.is_integer() || b.is_untyped() {
        return None;
    }
    let bits = b.bits();
    if b.is_unsigned() {
        Some((BigInt::zero(), (BigInt::one() << bits) - 1))
    } else {
        let half = BigInt::one() << (bits - 1);
        Some((-half.clone(), half - 1))
    }
}

/// Why a constant cannot be represented in a type.
#[derive(Debug, PartialEq)]
pub enum ReprError {
    /// Out of range (Go: "overflows").
    Overflow,
    /// Has a fractional part (Go: "truncated").
    Truncated,
    /// Wrong kind (e.g. string as int).
    Mismatch,
}

/// Converts a constant to the representation of basic type `b` (exact for untyped types,
/// rounded for floats), or says why it cannot be represented.
pub fn represent(v: &ConstValue, b: Basic) -> Result<ConstValue, ReprError> {
    use Basic::*;
    match b {
        Bool | UntypedBool => match v {
            ConstValue::Bool(_) => Ok(v.clone()),
            _ => Err(ReprError::Mismatch),
        },
        String | UntypedString => match v {
            ConstValue::String(_) => Ok(v.clone()),
            _ => Err(ReprError::Mismatch),
        },
        UntypedInt | UntypedRune => match v {
            ConstValue::Int(_) => Ok(v.clone()),
            ConstValue::Float(f) if f.is_integer() => Ok(ConstValue::Int(f.to_integer())),
            ConstValue::Float(_) => Err(ReprError::Truncated),
            _ => Err(ReprError::Mismatch),
        },
        UntypedFloat => match v.as_rat() {
            Some(r) => Ok(ConstValue::Float(r)),
            None => Err(ReprError::Mismatch),
        },
        Float32 | Float64 => {
            let Some(r) = v.as_rat() else {
                return Err(ReprError::Mismatch);
            };
            let f = r.to_f64().unwrap_or(f64::INFINITY);
            let rounded = if b == Float32 { f as f32 as f64 } else { f };
            if !rounded.is_finite() {
                return Err(ReprError::Overflow);
            }
            match BigRational::from_float(rounded) {
                Some(x) => Ok(ConstValue::Float(x)),
                None => Err(ReprError::Overflow),
            }
        }
        _ if b.is_integer() => {
            let i = match v {
                ConstValue::Int(i) => i.clone(),
                ConstValue::Float(f) if f.is_integer() => f.to_integer(),
                ConstValue::Float(_) => return Err(ReprError::Truncated),
                _ => return Err(ReprError::Mismatch),
            };
            let (lo, hi) = int_range(b).ok_or(ReprError::Mismatch)?;
            if i < lo || i > hi {
                return Err(ReprError::Overflow);
            }
            Ok(ConstValue::Int(i))
        }
        _ => Err(ReprError::Mismatch),
    }
}

#[derive(Debug, PartialEq)]
pub enum ConstError {
    DivByZero,
    ShiftTooLarge,
    NegativeShift,
    /// The result exceeds the precision of constants (`limit`).
    Overflow,
    Invalid,
}

/// Evaluates a binary operation on two constants of the same kind. `int_div` selects
/// truncated integer division (both operands of integer type).
pub fn binary(
    op: BinOp,
    a: &ConstValue,
    b: &ConstValue,
    int_div: bool,
) -> Result<ConstValue, ConstError> {
    use ConstValue::*;
    if op.is_comparison() {
        let ord = match (a, b) {
            (Bool(x), Bool(y)) => {
                return match op {
                    BinOp::Eq => Ok(Bool(x == y)),
                    BinOp::Ne => Ok(Bool(x != y)),
                    _ => Err(ConstError::Invalid),
                }
            }
            (String(x), String(y)) => x.cmp(y),
            _ => {
                let (Some(x), Some(y)) = (a.as_rat(), b.as_rat()) else {
                    return Err(ConstError::Invalid);
                };
                x.cmp(&y)
            }
        };
        use std::cmp::Ordering::*;
        let r = match op {
            BinOp::Eq => ord == Equal,
            BinOp::Ne => ord != Equal,
            BinOp::Lt => ord == Less,
            BinOp::Le => ord != Greater,
            BinOp::Gt => ord == Greater,
            _ => ord != Less,
        };
        return Ok(Bool(r));
    }
    match (a, b) {
        (Bool(x), Bool(y)) => match op {
            BinOp::LAnd => Ok(Bool(*x && *y)),
            BinOp::LOr => Ok(Bool(*x || *y)),
            _ => Err(ConstError::Invalid),
        },
        (String(x), String(y)) => match op {
            BinOp::Add => {
                let mut s = x.clone();
                s.extend_from_slice(y);
                Ok(String(s))
            }
            _ => Err(ConstError::Invalid),
        },
        (Int(x), Int(y)) if op != BinOp::Div || int_div => {
            let r = match op {
                BinOp::Add => x + y,
                BinOp::Sub => x - y,
                BinOp::Mul => x * y,
                BinOp::Div => {
                    if y.is_zero() {
                        return Err(ConstError::DivByZero);
                    }
                    x / y
                }
                BinOp::Rem => {
                    if y.is_zero() {
                        return Err(ConstError::DivByZero);
                    }
                    x % y
                }
                BinOp::And => x & y,
                BinOp::Or => x | y,
                BinOp::Xor => x ^ y,
                BinOp::AndNot => x & !y,
                _ => return Err(ConstError::Invalid),
            };
            Ok(Int(r))
        }
        _ => {
            let (Some(x), Some(y)) = (a.as_rat(), b.as_rat()) else {
                return Err(ConstError::Invalid);
            };
            let r = match op {
                BinOp::Add => x + y,
                BinOp::Sub => x - y,
                BinOp::Mul => x * y,
                BinOp::Div => {
                    if y.is_zero() {
                        return Err(ConstError::DivByZero);
                    }
                    x / y
                }
                _ => return Err(ConstError::Invalid),
            };
            Ok(Float(r))
        }
    }
}

/// Constant shift `a << s` or `a >> s` (a must be an integer value).
pub fn shift(op: BinOp, a: &BigInt, s: &BigInt) -> Result<BigInt, ConstError> {
    if s.is_negative() {
        return Err(ConstError::NegativeShift);
    }
    let Some(n) = s.to_u64() else {
        return Err(ConstError::ShiftTooLarge);
    };
    if n > MAX_SHIFT {
        return Err(ConstError::ShiftTooLarge);
    }
    Ok(if op == BinOp::Shl {
        a << n as usize
    } else {
        // Arithmetic shift (floor), as Go does for negative constants.
        let d = BigInt::one() << n as usize;
        num_integer::Integer::div_floor(a, &d)
    })
}

/// Unary operation; `bits`/`unsigned` describe a typed integer operand for `^`.
pub fn unary(op: UnOp, a: &ConstValue, typed: Option<Basic>) -> Result<ConstValue, ConstError> {
    use ConstValue::*;
    match (op, a) {
        (UnOp::Plus, Int(_) | Float(_)) => Ok(a.clone()),
        (UnOp::Neg, Int(x)) => Ok(Int(-x)),
        (UnOp::Neg, Float(x)) => Ok(Float(-x)),
        (UnOp::Not, Bool(b)) => Ok(Bool(!b)),
        (UnOp::Compl, Int(x)) => match typed {
            Some(b) if b.is_unsigned() => {
                let mask = (BigInt::one() << b.bits()) - 1;
                Ok(Int(x ^ mask))
            }
            _ => Ok(Int(!x)),
        },
        _ => Err(ConstError::Invalid),
    }
}

/// Wraps an integer to a sized integer type (used by conversions of typed non-constant values only).
pub fn parse_int_literal(text: &str) -> Option<BigInt> {
    let t: String = text.chars().filter(|&c| c != '_').collect();
    let (digits, radix) = if let Some(r) = t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        (r.to_string(), 16)
    } else if let Some(r) = t.strip_prefix("0b").or_else(|| t.strip_prefix("0B")) {
        (r.to_string(), 2)
    } else if let Some(r) = t.strip_prefix("0o").or_else(|| t.strip_prefix("0O")) {
        (r.to_string(), 8)
    } else if t.len() > 1 && t.starts_with('0') {
        (t[1..].to_string(), 8)
    } else {
        (t, 10)
    };
    if digits.is_empty() {
        return None;
    }
    BigInt::parse_bytes(digits.as_bytes(), radix)
}

/// Parses a decimal or hexadecimal float literal exactly.
pub fn parse_float_literal(text: &str) -> Option<BigRational> {
    let t: String = text.chars().filter(|&c| c != '_').collect();
    let lower = t.to_ascii_lowercase();
    if let Some(h) = lower.strip_prefix("0x") {
        let (mant, exp) = h.split_once('p')?;
        let exp: i64 = exp.parse().ok()?;
        let (ip, fp) = mant.split_once('.').unwrap_or((mant, ""));
        let digits = format!("{ip}{fp}");
        let m = BigInt::parse_bytes(
            if digits.is_empty() {
                b"0"
            } else {
                digits.as_bytes()
            },
            16,
        )?;
        let e2 = exp - 4 * fp.len() as i64;
        if e2.unsigned_abs() > MAX_FLOAT_EXP {
            return None;
        }
        return Some(scale(BigRational::from_integer(m), 2, e2));
    }
    let (mant, exp) = match lower.split_once('e') {
        Some((m, e)) => (m.to_string(), e.parse::<i64>().ok()?),
        None => (lower.clone(), 0),
    };
    let (ip, fp) = mant.split_once('.').unwrap_or((&mant, ""));
    let digits = format!("{ip}{fp}");
    let m = BigInt::parse_bytes(
        if digits.is_empty() {
            b"0"
        } else {
            digits.as_bytes()
        },
        10,
    )?;
    let e10 = exp - fp.len() as i64;
    if e10.abs() > 100_000 {
        return None;
    }
    Some(scale(BigRational::from_integer(m), 10, e10))
}

fn scale(m: BigRational, base: u32, exp: i64) -> BigRational {
    let p = num_traits::pow(BigInt::from(base), exp.unsigned_abs() as usize);
    if exp >= 0 {
        m * BigRational::from_integer(p)
    } else {
        m / BigRational::from_integer(p)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn i(v: i64) -> ConstValue {
        ConstValue::int(v)
    }

    #[test]
    fn exact_big_arithmetic() {
        let big = ConstValue::Int(BigInt::one() << 100);
        let r = binary(
            BinOp::Div,
            &big,
            &ConstValue::Int(BigInt::one() << 98),
            true,
        )
        .unwrap();
        assert_eq!(r, i(4));
        let r = binary(BinOp::Sub, &big, &big, true).unwrap();
        assert_eq!(r, i(0));
    }

    #[test]
    fn integer_division_truncates() {
        assert_eq!(binary(BinOp::Div, &i(-7), &i(2), true).unwrap(), i(-3));
        assert_eq!(binary(BinOp::Rem, &i(-7), &i(2), true).unwrap(), i(-1));
        assert_eq!(
            binary(BinOp::Div, &i(1), &i(0), true),
            Err(ConstError::DivByZero)
        );
    }

    #[test]
    fn untyped_float_division_is_exact() {
        let r = binary(BinOp::Div, &i(1), &i(3), false).unwrap();
        let three = binary(BinOp::Mul, &r, &i(3), false).unwrap();
        assert_eq!(three.as_int(), Some(BigInt::from(1)));
    }

    #[test]
    fn shifts() {
        assert_eq!(
            shift(BinOp::Shl, &BigInt::from(1), &BigInt::from(70)).unwrap(),
            BigInt::one() << 70
        );
        assert_eq!(
            shift(BinOp::Shr, &BigInt::from(-5), &BigInt::from(1)).unwrap(),
            BigInt::from(-3)
        );
        assert_eq!(
            shift(BinOp::Shl, &BigInt::from(1), &BigInt::from(-1)),
            Err(ConstError::NegativeShift)
        );
        assert_eq!(
            shift(BinOp::Shl, &BigInt::from(1), &BigInt::from(1_000_000)),
            Err(ConstError::ShiftTooLarge)
        );
    }

    #[test]
    fn representability() {
        assert_eq!(represent(&i(255), Basic::Uint8), Ok(i(255)));
        assert_eq!(represent(&i(256), Basic::Uint8), Err(ReprError::Overflow));
        assert_eq!(represent(&i(-1), Basic::Uint), Err(ReprError::Overflow));
        assert_eq!(represent(&i(-128), Basic::Int8), Ok(i(-128)));
        assert_eq!(represent(&i(-129), Basic::Int8), Err(ReprError::Overflow));
        let half = binary(BinOp::Div, &i(1), &i(2), false).unwrap();
        assert_eq!(represent(&half, Basic::Int), Err(ReprError::Truncated));
        let two = binary(BinOp::Mul, &half, &i(4), false).unwrap();
        assert_eq!(represent(&two, Basic::Int), Ok(i(2)));
        let huge = ConstValue::Int(BigInt::one() << 1100);
        assert_eq!(represent(&huge, Basic::Float64), Err(ReprError::Overflow));
        assert!(represent(&huge, Basic::UntypedFloat).is_ok());
        assert_eq!(
            represent(&ConstValue::String(b"x".to_vec()), Basic::Int),
            Err(ReprError::Mismatch)
        );
    }

    #[test]
    fn limit_bounds_constants() {
        let ok = ConstValue::Int(BigInt::one() << 511);
        assert_eq!(limit(ok.clone()), Ok(ok));
        let big = ConstValue::Int(BigInt::one() << 512);
        assert_eq!(limit(big), Err(ConstError::Overflow));
        // A small fraction stays exact.
        let third = binary(BinOp::Div, &i(1), &i(3), false).unwrap();
        assert_eq!(limit(third.clone()), Ok(third));
        // A fraction past the exact-size bound is rounded to 512 bits of mantissa.
        let den = BigInt::from(3).pow(3000u32);
        let tiny = ConstValue::Float(BigRational::new(BigInt::one(), den.clone()));
        let ConstValue::Float(r) = limit(tiny).unwrap() else {
            panic!("not a float")
        };
        assert!(r.numer().bits() <= 513);
        let exact = BigRational::new(BigInt::one(), den);
        let err = (r.clone() - exact.clone()).abs() / exact;
        assert!(err < BigRational::new(BigInt::one(), BigInt::one() << 500));
        // Exponents past the bound overflow.
        let huge = ConstValue::Float(BigRational::from_integer(BigInt::one() << 400_000));
        assert_eq!(limit(huge), Err(ConstError::Overflow));
    }

    #[test]
    fn huge_values_are_described_briefly() {
        let v = ConstValue::Float(parse_float_literal("1e1000").unwrap());
        assert_eq!(v.describe(), "1e+1000");
        let v = ConstValue::Float(parse_float_literal("-1.5e-2000").unwrap());
        assert_eq!(v.describe(), "-1.5e-2000");
        assert_eq!(i(12).describe(), "12");
    }

    #[test]
    fn float32_rounding() {
        let v = ConstValue::Float(parse_float_literal("0.1").unwrap());
        let r = represent(&v, Basic::Float32).unwrap();
        assert_eq!(r.to_f64(), 0.1f32 as f64);
    }

    #[test]
    fn complement() {
        assert_eq!(
            unary(UnOp::Compl, &i(0), Some(Basic::Uint8)).unwrap(),
            i(255)
        );
        assert_eq!(unary(UnOp::Compl, &i(5), None).unwrap(), i(-6));
    }

    #[test]
    fn literals() {
        assert_eq!(parse_int_literal("0x_FF"), Some(BigInt::from(255)));
        assert_eq!(parse_int_literal("0o17"), Some(BigInt::from(15)));
        assert_eq!(parse_int_literal("017"), Some(BigInt::from(15)));
        assert_eq!(parse_int_literal("0b101"), Some(BigInt::from(5)));
        assert_eq!(parse_int_literal("1_000"), Some(BigInt::from(1000)));
        assert_eq!(
            parse_float_literal("1.5e3").map(|r| r.to_integer()),
            Some(BigInt::from(1500))
        );
        assert_eq!(
            parse_float_literal("0x1p-2").map(|r| r.to_f64().unwrap()),
            Some(0.25)
        );
        assert_eq!(
            parse_float_literal(".5").map(|r| r.to_f64().unwrap()),
            Some(0.5)
        );
    }
}
