//! `arith.cmpi` and `arith.cmpf` (upstream `ArithOps.cpp`): applying a
//! predicate, the folders, and the `CmpFIntToFPConst` canonicalization.

use crate::fold::{const_float, fold_int_binary_to, is_zero, to_attr, to_value};
use crate::shape::get_i1_same_shape;
use crate::*;
use ir::apint::APInt;
use ir::{Attribute, Context, FoldResult, PatternRewriter, RewritePattern, Type};
use std::cmp::Ordering;

/// Whether `lhs pred rhs` holds for two integers of one width.
pub fn apply_cmpi(pred: CmpIPredicate, lhs: &APInt, rhs: &APInt) -> bool {
    use CmpIPredicate as P;
    let order = match pred {
        P::Eq | P::Ne => return (lhs == rhs) == (pred == P::Eq),
        P::Slt | P::Sle | P::Sgt | P::Sge => lhs.cmp_signed(rhs),
        P::Ult | P::Ule | P::Ugt | P::Uge => lhs.cmp_unsigned(rhs),
    };
    match pred {
        P::Slt | P::Ult => order == Ordering::Less,
        P::Sle | P::Ule => order != Ordering::Greater,
        P::Sgt | P::Ugt => order == Ordering::Greater,
        _ => order != Ordering::Less,
    }
}

/// Whether `lhs pred rhs` holds for floats (ordered predicates are false
/// on NaN, unordered ones true).
pub fn apply_cmpf(pred: CmpFPredicate, lhs: f64, rhs: f64) -> bool {
    let unordered = lhs.is_nan() || rhs.is_nan();
    let (lt, eq, gt) = (lhs < rhs, lhs == rhs, lhs > rhs);
    match pred {
        CmpFPredicate::AlwaysFalse => false,
        CmpFPredicate::Oeq => eq,
        CmpFPredicate::Ogt => gt,
        CmpFPredicate::Oge => gt || eq,
        CmpFPredicate::Olt => lt,
        CmpFPredicate::Ole => lt || eq,
        CmpFPredicate::One => !unordered && !eq,
        CmpFPredicate::Ord => !unordered,
        CmpFPredicate::Ueq => unordered || eq,
        CmpFPredicate::Ugt => unordered || gt,
        CmpFPredicate::Uge => unordered || gt || eq,
        CmpFPredicate::Ult => unordered || lt,
        CmpFPredicate::Ule => unordered || lt || eq,
        CmpFPredicate::Une => !eq,
        CmpFPredicate::Uno => unordered,
        CmpFPredicate::AlwaysTrue => true,
    }
}

/// The predicate with its operands swapped (`slt` ↔ `sgt`, ...).
fn swapped(pred: CmpIPredicate) -> CmpIPredicate {
    use CmpIPredicate::*;
    match pred {
        Slt => Sgt,
        Sgt => Slt,
        Sle => Sge,
        Sge => Sle,
        Ult => Ugt,
        Ugt => Ult,
        Ule => Uge,
        Uge => Ule,
        Eq => Eq,
        Ne => Ne,
    }
}

/// The negated predicate (`eq` ↔ `ne`, `slt` ↔ `sge`, ...).
pub fn invert_cmpi(pred: CmpIPredicate) -> CmpIPredicate {
    use CmpIPredicate::*;
    match pred {
        Eq => Ne,
        Ne => Eq,
        Slt => Sge,
        Sle => Sgt,
        Sgt => Sle,
        Sge => Slt,
        Ult => Uge,
        Ule => Ugt,
        Ugt => Ule,
        Uge => Ult,
    }
}

/// `true` (or a splat of it) of the `i1` type of `ty`'s shape.
fn bool_attr(ctx: &mut Context, ty: Type, v: bool) -> Attribute {
    if ctx.is_shaped(ty) {
        ctx.dense_int_attr(ty, &[i128::from(v)])
    } else {
        ctx.bool_attr(v)
    }
}

/// The integer width of `t` or of a vector's elements.
fn integer_width(ctx: &Context, t: Type) -> Option<u32> {
    let e = if ctx.is_vector(t) {
        ctx.element_type(t)?
    } else {
        t
    };
    ctx.type_as_integer(e).map(|(w, _)| w)
}

impl CmpIOpHooks for CmpIOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
        let op = self.operation();
        let (lhs, rhs) = (self.lhs(ctx), self.rhs(ctx));
        let pred = self.predicate(ctx);
        let result_ty = ctx.value_type(self.result(ctx));
        if lhs == rhs {
            use CmpIPredicate::*;
            let v = matches!(pred, Eq | Sle | Sge | Ule | Uge);
            return to_attr(Some(bool_attr(ctx, result_ty, v)));
        }
        // cmpi ne, ext(x : i1), 0 -> x
        if is_zero(ctx, operands[1]) && pred == CmpIPredicate::Ne {
            if let Some(d) = ctx.defining_op(lhs) {
                if ExtSIOp::cast(ctx, d).is_some() || ExtUIOp::cast(ctx, d).is_some() {
                    let x = ctx.operand(d, 0);
                    if integer_width(ctx, ctx.value_type(x)) == Some(1) {
                        return to_value(x);
                    }
                }
            }
        }
        // A constant on the left moves to the right.
        if operands[0].is_some() && operands[1].is_none() {
            let ty = ctx.integer_type(64);
            let p = ctx.integer_attr(ty, swapped(pred) as i128);
            let moved = self.set_predicate_attr(ctx, p).is_ok()
                && ctx.set_operand(op, 0, rhs).is_ok()
                && ctx.set_operand(op, 1, lhs).is_ok();
            return if moved {
                FoldResult::InPlace
            } else {
                FoldResult::Failure
            };
        }
        let Some(l) = operands[0] else {
            return FoldResult::Failure;
        };
        let lty = ctx.attr_type(l);
        let ty = get_i1_same_shape(ctx, lty);
        to_attr(fold_int_binary_to(ctx, operands, ty, |a, b| {
            Some(APInt::from_u128(1, u128::from(apply_cmpi(pred, a, b))))
        }))
    }

    canonicalization_hook!(CmpIOp);

    ranges_hook!();
}

impl CmpFOpHooks for CmpFOp {
    /// Folds scalar constants (a NaN makes the comparison unordered).
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
        let scalar = |a: Option<Attribute>| a.filter(|&a| ctx.attr_kind(a) == ir::AttrKind::Float);
        let (mut l, mut r) = (
            const_float(ctx, scalar(operands[0])),
            const_float(ctx, scalar(operands[1])),
        );
        if l.is_some_and(f64::is_nan) {
            r = l;
        }
        if r.is_some_and(f64::is_nan) {
            l = r;
        }
        let (Some(l), Some(r)) = (l, r) else {
            return FoldResult::Failure;
        };
        let v = apply_cmpf(self.predicate(ctx), l, r);
        to_attr(Some(ctx.bool_attr(v)))
    }

    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        vec![Box::new(CmpFIntToFPConst)]
    }
}

/// `cmpf pred (sitofp|uitofp x), C` with a float constant `C` as an integer
/// comparison of `x` (upstream's `CmpFIntToFPConst`).
pub(crate) struct CmpFIntToFPConst;

/// The significand width of a float type (`getFPMantissaWidth`).
fn mantissa_width(ctx: &Context, t: Type) -> i32 {
    match ctx.float_kind(t) {
        Some(k) => ir::float::precision_bits(k) as i32,
        None => -1,
    }
}

/// `ilogb` of a finite non-zero value (the unbiased exponent).
fn ilogb(v: f64) -> i32 {
    if v == 0.0 || !v.is_finite() {
        return i32::MAX;
    }
    let bits = v.abs().to_bits();
    let exp = ((bits >> 52) & 0x7ff) as i32;
    if exp == 0 {
        // Subnormal: scale up.
        ilogb(v * 2f64.powi(64)) - 64
    } else {
        exp - 1023
    }
}

impl RewritePattern for CmpFIntToFPConst {
    fn root(&self) -> Option<&str> {
        Some(CmpFOp::OPERATION_NAME)
    }

    fn name(&self) -> &str {
        "CmpFIntToFPConst"
    }

    fn match_and_rewrite(&self, op: ir::Operation, rewriter: &mut PatternRewriter<'_>) -> bool {
        let Some(cmp) = CmpFOp::cast(rewriter, op) else {
            return false;
        };
        let rhs_v = cmp.rhs(rewriter);
        let Some(rhs) = rewriter
            .defining_op(rhs_v)
            .and_then(|d| rewriter.constant_value(d))
            .filter(|&a| rewriter.attr_kind(a) == ir::AttrKind::Float)
            .and_then(|a| rewriter.as_float(a))
        else {
            return false;
        };
        if rhs.is_nan() {
            return false;
        }
        let float_ty = rewriter.value_type(rhs_v);
        let mantissa = mantissa_width(rewriter, float_ty);
        if mantissa <= 0 {
            return false;
        }
        let lhs = cmp.lhs(rewriter);
        let (unsigned, int_val) = match rewriter.defining_op(lhs) {
            Some(d) if SIToFPOp::cast(rewriter, d).is_some() => (false, rewriter.operand(d, 0)),
            Some(d) if UIToFPOp::cast(rewriter, d).is_some() => (true, rewriter.operand(d, 0)),
            _ => return false,
        };
        let int_ty = rewriter.value_type(int_val);
        let Some((int_width, _)) = rewriter.type_as_integer(int_ty) else {
            return false;
        };
        // Upstream's `int` arithmetic: an `i0` gives -1 value bits when signed.
        let value_bits = int_width as i32 - i32::from(!unsigned);
        if int_width as i32 > mantissa {
            let kind = rewriter.float_kind(float_ty);
            if rhs.is_infinite() {
                let largest = kind.map_or(f64::MAX, ir::float::largest_finite);
                if ilogb(largest) < value_bits {
                    return false;
                }
            } else {
                let exponent = ilogb(rhs);
                if mantissa <= exponent && exponent <= value_bits {
                    return false;
                }
            }
        }
        use CmpIPredicate as P;
        let mut pred = match cmp.predicate(rewriter) {
            CmpFPredicate::Ord => return replace_with_bool(rewriter, op, true),
            CmpFPredicate::Uno => return replace_with_bool(rewriter, op, false),
            CmpFPredicate::Ueq | CmpFPredicate::Oeq => P::Eq,
            CmpFPredicate::Ugt | CmpFPredicate::Ogt => {
                if unsigned {
                    P::Ugt
                } else {
                    P::Sgt
                }
            }
            CmpFPredicate::Uge | CmpFPredicate::Oge => {
                if unsigned {
                    P::Uge
                } else {
                    P::Sge
                }
            }
            CmpFPredicate::Ult | CmpFPredicate::Olt => {
                if unsigned {
                    P::Ult
                } else {
                    P::Slt
                }
            }
            CmpFPredicate::Ule | CmpFPredicate::Ole => {
                if unsigned {
                    P::Ule
                } else {
                    P::Sle
                }
            }
            CmpFPredicate::Une | CmpFPredicate::One => P::Ne,
            CmpFPredicate::AlwaysFalse | CmpFPredicate::AlwaysTrue => return false,
        };
        let kind = rewriter.float_kind(float_ty);
        let round = |v: f64| kind.map_or(v, |k| ir::float::round_to_kind(v, k));
        let (imin, imax) = if unsigned {
            (0.0, round(APInt::all_ones(int_width).to_f64(false)))
        } else {
            (
                round(APInt::signed_min(int_width).to_f64(true)),
                round(APInt::signed_max(int_width).to_f64(true)),
            )
        };
        if imax < rhs {
            let t = matches!(pred, P::Ne | P::Slt | P::Sle | P::Ult | P::Ule);
            return replace_with_bool(rewriter, op, t);
        }
        if imin > rhs {
            let t = matches!(pred, P::Ne | P::Sgt | P::Sge | P::Ugt | P::Uge);
            return replace_with_bool(rewriter, op, t);
        }
        // The constant toward zero as an integer of the operand's width
        // (`convertToInteger`; an invalid conversion does not fold).
        let Some(rhs_int) = APInt::from_f64_toward_zero(int_width, rhs, !unsigned) else {
            return false;
        };
        if rhs != 0.0 && round(rhs_int.to_f64(!unsigned)) != rhs {
            let negative = rhs.is_sign_negative();
            match pred {
                P::Ne => return replace_with_bool(rewriter, op, true),
                P::Eq => return replace_with_bool(rewriter, op, false),
                P::Ule if negative => return replace_with_bool(rewriter, op, false),
                P::Sle if negative => pred = P::Slt,
                P::Ult if negative => return replace_with_bool(rewriter, op, false),
                P::Ult => pred = P::Ule,
                P::Slt if !negative => pred = P::Sle,
                P::Ugt if negative => return replace_with_bool(rewriter, op, true),
                P::Sgt if negative => pred = P::Sge,
                P::Uge if negative => return replace_with_bool(rewriter, op, true),
                P::Uge => pred = P::Ugt,
                P::Sge if !negative => pred = P::Sgt,
                _ => {}
            }
        }
        let loc = rewriter.op_loc(op);
        let c = Context::apint_attr(rewriter, int_ty, rhs_int);
        let cst = ConstantOp::build(rewriter, loc, int_ty, c);
        let cst_v = cst.result(rewriter);
        let pty = Context::integer_type(rewriter, 64);
        let p = Context::integer_attr(rewriter, pty, pred as i128);
        let i1 = get_i1_same_shape(rewriter, int_ty);
        let new = CmpIOp::build(rewriter, loc, i1, p, int_val, cst_v);
        let r = new.result(rewriter);
        rewriter.replace_op(op, &[r]).is_ok()
    }
}

/// Replaces `op` with an `i1` constant (upstream's `ConstantIntOp` of
/// width 1).
fn replace_with_bool(rewriter: &mut PatternRewriter<'_>, op: ir::Operation, v: bool) -> bool {
    let loc = rewriter.op_loc(op);
    let i1 = rewriter.i1();
    let a = rewriter.bool_attr(v);
    let c = ConstantOp::build(rewriter, loc, i1, a);
    let r = c.result(rewriter);
    rewriter.replace_op(op, &[r]).is_ok()
}
