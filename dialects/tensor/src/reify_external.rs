//! The result shapes of `tensor.expand_shape`, `tensor.collapse_shape` and
//! `tensor.pad` (upstream's `TensorInferTypeOpInterfaceImpl.cpp`): external
//! models of `ReifyRankedShapedTypeOpInterface`, attached by
//! [`register_infer_type_op_interface_external_models`] as `mlir-opt`
//! attaches upstream's.

use crate::util::{mixed, shape, DYNAMIC};
use crate::*;
use affine::transforms::expand_index::{
    make_composed_affine_apply, make_composed_folded_affine_apply,
};
use ir::interfaces::{FoldResult as Ofr, ReifyRankedShapedTypeOpInterfaceVtable};
use ir::{Diagnostic, FoldResult, Location, OpBuilder, Operation, Value};

/// The shapes reified by the models: one list of sizes per result.
type Shapes = Vec<Vec<Ofr>>;

static RESHAPE_MODEL: ReifyRankedShapedTypeOpInterfaceVtable =
    ReifyRankedShapedTypeOpInterfaceVtable {
        reify_result_shapes: reify_reshape,
    };

static PAD_MODEL: ReifyRankedShapedTypeOpInterfaceVtable = ReifyRankedShapedTypeOpInterfaceVtable {
    reify_result_shapes: reify_pad,
};

/// Attaches the models to `tensor.expand_shape`, `tensor.collapse_shape`
/// and `tensor.pad` (upstream's `registerInferTypeOpInterfaceExternalModels`);
/// call it after [`register`].
pub fn register_infer_type_op_interface_external_models(ctx: &mut ir::Context) {
    for name in [
        ExpandShapeOp::OPERATION_NAME,
        CollapseShapeOp::OPERATION_NAME,
    ] {
        ctx.attach_op_interface::<ReifyRankedShapedTypeOpInterfaceVtable>(name, &RESHAPE_MODEL);
    }
    ctx.attach_op_interface::<ReifyRankedShapedTypeOpInterfaceVtable>(
        PadOp::OPERATION_NAME,
        &PAD_MODEL,
    );
}

/// A `tensor.dim` of dimension `i` of `source`, folded when it folds
/// (`createOrFold<tensor::DimOp>`); `fold` false builds it as it is.
fn dim(b: &mut OpBuilder, loc: Location, source: Value, i: usize, fold: bool) -> Value {
    let index = b.index_type();
    let position = b.index_attr(i64::try_from(i).unwrap_or(i64::MAX));
    let c = arith::ConstantOp::build(b, loc, index, position).result(b);
    let op = DimOp::build(b, loc, index, source, c);
    let value = op.result(b);
    if !fold {
        return value;
    }
    let folded = match <DimOp as DimOpHooks>::fold(op, b, &[None, Some(position)]) {
        FoldResult::Replace(r) => r.first().copied(),
        _ => None,
    };
    let replacement = match folded {
        Some(Ofr::Value(v)) => v,
        Some(Ofr::Attr(a)) => match arith::ConstantOp::materialize(b, a, index, loc) {
            Some(c) => c.result(b),
            None => return value,
        },
        None => return value,
    };
    // The dim op has no use yet.
    let _ = b.erase_op(op.operation());
    replacement
}

/// `expand_shape`/`collapse_shape`: each dynamic size from the source's
/// sizes (`getReshapeOutputShapeFromInputShape`).
fn reify_reshape(op: Operation, b: &mut OpBuilder, shapes: &mut Shapes) -> Result<(), Diagnostic> {
    let loc = b.op_loc(op);
    let (src, result, reassociation) = if let Some(c) = CollapseShapeOp::cast(b, op) {
        (c.src(b), c.result(b), c.reassociation(b))
    } else if let Some(e) = ExpandShapeOp::cast(b, op) {
        (e.src(b), e.result(b), e.reassociation(b))
    } else {
        return Err(Diagnostic::op_error(b, op, "expected a reshape op"));
    };
    let groups = crate::reshape::reassociation_indices(b, reassociation);
    let dst = shape(b, b.value_type(result));
    let src_rank = shape(b, b.value_type(src)).len();
    let mut sizes = Vec::with_capacity(dst.len());
    for (d, &size) in dst.iter().enumerate() {
        if size != DYNAMIC {
            sizes.push(Ofr::Attr(b.index_attr(size)));
            continue;
        }
        let size = if dst.len() > src_rank {
            expanded_size(b, loc, src, &dst, &groups, d)
        } else {
            collapsed_size(b, loc, src, &groups, d)
        };
        sizes.push(Ofr::Value(size));
    }
    shapes.push(sizes);
    Ok(())
}

/// The product of the source sizes collapsed into result dimension `d`
/// (`getCollapsedOutputDimFromInputShape`).
fn collapsed_size(
    b: &mut OpBuilder,
    loc: Location,
    src: Value,
    groups: &[Vec<i64>],
    d: usize,
) -> Value {
    let group = groups.get(d).map(Vec::as_slice).unwrap_or_default();
    let mut dims = Vec::with_capacity(group.len());
    let mut expr = None;
    for (k, &s) in group.iter().enumerate() {
        let i = usize::try_from(s).unwrap_or_default();
        dims.push(Ofr::Value(dim(b, loc, src, i, true)));
        let sym = b.affine_symbol(u32::try_from(k).unwrap_or(u32::MAX));
        expr = Some(match expr {
            Some(e) => b.affine_mul(e, sym),
            None => sym,
        });
    }
    let exprs: Vec<_> = expr.into_iter().collect();
    let map = b.affine_map(0, u32::try_from(group.len()).unwrap_or(u32::MAX), &exprs);
    make_composed_affine_apply(b, loc, map, &dims)
}

/// The source size of the group holding result dimension `d`, divided by
/// the group's other (static) sizes (`getExpandedOutputDimFromInputShape`).
fn expanded_size(
    b: &mut OpBuilder,
    loc: Location,
    src: Value,
    dst: &[i64],
    groups: &[Vec<i64>],
    d: usize,
) -> Value {
    let source_dim = groups
        .iter()
        .position(|g| g.contains(&i64::try_from(d).unwrap_or(-1)))
        .unwrap_or_default();
    let linearized: i64 = groups[source_dim]
        .iter()
        .filter(|&&i| i != i64::try_from(d).unwrap_or(-1))
        .filter_map(|&i| dst.get(usize::try_from(i).ok()?))
        .product();
    let size = dim(b, loc, src, source_dim, false);
    let s0 = b.affine_symbol(0);
    let c = b.affine_constant(linearized);
    let expr = b.affine_floor_div(s0, c);
    let map = b.affine_map(0, 1, &[expr]);
    make_composed_affine_apply(b, loc, map, &[Ofr::Value(size)])
}

/// `pad`: each dynamic size is the source's plus both paddings.
fn reify_pad(op: Operation, b: &mut OpBuilder, shapes: &mut Shapes) -> Result<(), Diagnostic> {
    let Some(pad) = PadOp::cast(b, op) else {
        return Err(Diagnostic::op_error(b, op, "expected tensor.pad"));
    };
    let loc = b.op_loc(op);
    let source = pad.source(b);
    let (static_low, static_high) = (pad.static_low(b).to_vec(), pad.static_high(b).to_vec());
    let (low, high) = (pad.low(b), pad.high(b));
    let low = mixed(b, &static_low, &low);
    let high = mixed(b, &static_high, &high);
    let result = shape(b, b.value_type(pad.result(b)));
    let rank = shape(b, b.value_type(source)).len();
    let mut sizes = Vec::with_capacity(rank);
    for d in 0..rank {
        let size = result.get(d).copied().unwrap_or(DYNAMIC);
        if size != DYNAMIC {
            sizes.push(Ofr::Attr(b.index_attr(size)));
            continue;
        }
        let (Some(&l), Some(&h)) = (low.get(d), high.get(d)) else {
            return Err(Diagnostic::op_error(
                b,
                op,
                "expected a padding per dimension",
            ));
        };
        let operands = [Ofr::Value(dim(b, loc, source, d, true)), l, h];
        let d0 = b.affine_dim(0);
        let s0 = b.affine_symbol(0);
        let s1 = b.affine_symbol(1);
        let sum = b.affine_add(d0, s0);
        let expr = b.affine_add(sum, s1);
        let map = b.affine_map(1, 2, &[expr]);
        let folded = make_composed_folded_affine_apply(b, loc, map, &operands);
        sizes.push(Ofr::Value(value_or_constant_index(b, loc, folded)));
    }
    shapes.push(sizes);
    Ok(())
}

/// The value of `ofr`, an `arith.constant` index for an attribute
/// (`getValueOrCreateConstantIndexOp`).
fn value_or_constant_index(b: &mut OpBuilder, loc: Location, ofr: Ofr) -> Value {
    match ofr {
        Ofr::Value(v) => v,
        Ofr::Attr(a) => {
            let index = b.index_type();
            let v = b.attr_as_int(a).unwrap_or(0);
            let attr = b.index_attr(v);
            arith::ConstantOp::build(b, loc, index, attr).result(b)
        }
    }
}
