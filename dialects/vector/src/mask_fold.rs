//! Mask classification (upstream's `getMaskFormat`) and the patterns that
//! read masks.

use crate::extract::replace_by_constant;
use crate::fold::{int_array, shape};
use crate::*;
use ir::{Context, OpId, PatternRewriter, Value};

/// What a mask value is known to be (`MaskFormat`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum MaskFormat {
    AllTrue,
    AllFalse,
    Unknown,
}

/// The integer value of an `arith.constant` defining `v`.
fn arith_constant_int(ctx: &Context, v: Value) -> Option<i64> {
    let c = arith::ConstantOp::cast(ctx, ctx.defining_op(v)?)?;
    ctx.attr_as_int(c.value(ctx))
}

/// `getMaskFormat`: constants, `constant_mask` and all-false `create_mask`.
pub(crate) fn mask_format(ctx: &Context, mask: Value) -> MaskFormat {
    let Some(def) = ctx.defining_op(mask) else {
        return MaskFormat::Unknown;
    };
    if let Some(c) = arith::ConstantOp::cast(ctx, def) {
        // Counts up for set bits and down for cleared ones; a mix is
        // unknown.
        if let Some(bits) = ctx.dense_int_values(c.value(ctx)) {
            let mut val: i64 = 0;
            for b in bits {
                if b != 0 && val >= 0 {
                    val += 1;
                } else if b == 0 && val <= 0 {
                    val -= 1;
                } else {
                    return MaskFormat::Unknown;
                }
            }
            if val > 0 {
                return MaskFormat::AllTrue;
            }
            if val < 0 {
                return MaskFormat::AllFalse;
            }
        }
    } else if let Some(m) = ConstantMaskOp::cast(ctx, def) {
        let sizes = int_array(ctx, m.mask_dim_sizes(ctx));
        let dims = shape(ctx, ctx.value_type(m.result(ctx)));
        let all_true = sizes.iter().zip(&dims).all(|(i, d)| i >= d);
        let all_false = sizes.iter().all(|&i| i <= 0);
        if all_true {
            return MaskFormat::AllTrue;
        }
        if all_false {
            return MaskFormat::AllFalse;
        }
    } else if let Some(m) = CreateMaskOp::cast(ctx, def) {
        if m.operands(ctx)
            .into_iter()
            .any(|v| arith_constant_int(ctx, v).is_some_and(|d| d <= 0))
        {
            return MaskFormat::AllFalse;
        }
    }
    MaskFormat::Unknown
}

/// `ExtractOpFromCreateMask`: an extract of a `create_mask` is a smaller
/// `create_mask`, or all false.
pub(crate) fn extract_from_create_mask(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(extract) = ExtractOp::cast(rw, op) else {
        return false;
    };
    let Some(create) = rw
        .defining_op(extract.vector(rw))
        .and_then(|d| CreateMaskOp::cast(rw, d))
    else {
        return false;
    };
    let extracted_ty = rw.value_type(extract.result(rw));
    if !rw.is_vector(extracted_ty) {
        return false;
    }
    let operands = create.operands(rw);
    let position = extract.static_position(rw).to_vec();
    let mask_shape = shape(rw, rw.value_type(create.result(rw)));
    let mut unknown = false;
    let mut all_false = mask_format(rw, create.result(rw)) == MaskFormat::AllFalse;
    for (dim, &pos) in position.iter().enumerate() {
        if all_false {
            break;
        }
        let Some(bound) = operands.get(dim).and_then(|&v| arith_constant_int(rw, v)) else {
            unknown = true;
            continue;
        };
        if pos != ir::DYNAMIC {
            all_false |= pos >= bound;
        } else if mask_shape.get(dim).is_some_and(|&d| bound < d) {
            unknown = true;
        }
    }
    if all_false {
        let f = rw.bool_attr(false);
        let Some(v) = crate::fold::splat_of(rw, extracted_ty, f) else {
            return false;
        };
        return replace_by_constant(rw, op, v);
    }
    if unknown {
        return false;
    }
    let loc = rw.op_loc(op);
    let rest = operands.get(position.len()..).unwrap_or_default().to_vec();
    let new = CreateMaskOp::build(rw, loc, extracted_ty, &rest).result(rw);
    rw.replace_op(op, &[new]).is_ok()
}

/// `CreateMaskOp`'s patterns: `CreateMaskFolder`.
pub(crate) fn create_mask_patterns() -> Vec<Box<dyn ir::RewritePattern>> {
    vec![ir::rewrite::fn_pattern(
        CreateMaskOp::OPERATION_NAME,
        "CreateMaskFolder",
        create_mask_to_constant_mask,
    )]
}

/// `getConstantIntValue`: the integer of a constant defining `v`.
fn constant_int(ctx: &Context, v: Value) -> Option<i64> {
    let c = ctx.constant_value(ctx.defining_op(v)?)?;
    ctx.attr_as_int(c)
}

/// A `create_mask` of constants (or, for a scalable dimension, of
/// `vscale` times the dimension's size) is a `constant_mask`.
fn create_mask_to_constant_mask(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(create) = CreateMaskOp::cast(rw, op) else {
        return false;
    };
    let ty = rw.value_type(create.result(rw));
    let ir::TypeData::Vector {
        shape: dims,
        scalable,
        ..
    } = rw.type_data(ty).clone()
    else {
        return false;
    };
    let is_scalable = scalable.iter().any(|&s| s);
    let operands = create.operands(rw);
    for (i, &operand) in operands.iter().enumerate() {
        if let Some(c) = constant_int(rw, operand) {
            if scalable.get(i).copied().unwrap_or(false) && c > 0 {
                return false;
            }
            continue;
        }
        if !is_scalable {
            return false;
        }
        let Some(mul) = rw
            .defining_op(operand)
            .and_then(|d| arith::MulIOp::cast(rw, d))
        else {
            return false;
        };
        let (a, b) = (mul.rhs(rw), mul.lhs(rw));
        let is_vscale = |v: Value| {
            rw.defining_op(v)
                .is_some_and(|d| VectorScaleOp::cast(rw, d).is_some())
        };
        let dim = dims.get(i).copied();
        let matches_dim = |v: Value| constant_int(rw, v).is_some() && constant_int(rw, v) == dim;
        if !(is_vscale(a) || is_vscale(b)) || !(matches_dim(a) || matches_dim(b)) {
            return false;
        }
    }
    let mut sizes = Vec::with_capacity(operands.len());
    for (&operand, &max) in operands.iter().zip(&dims) {
        let Some(size) = constant_int(rw, operand) else {
            // `vscale * max`: all true.
            sizes.push(max);
            continue;
        };
        if size <= 0 {
            sizes = vec![0; dims.len()];
            break;
        }
        sizes.push(size.min(max));
    }
    let i64t = rw.integer_type(64, ir::Signedness::Signless);
    let attrs: Vec<ir::Attribute> = sizes.iter().map(|&v| rw.integer_attr(i64t, v)).collect();
    let attr = rw.array_attr(&attrs);
    let loc = rw.op_loc(op);
    let new = ConstantMaskOp::build(rw, loc, ty, attr).result(rw);
    rw.replace_op(op, &[new]).is_ok()
}
