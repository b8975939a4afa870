//! Reification of computed bounds as IR (upstream's
//! `Dialect/Affine/Transforms/ReifyValueBounds.cpp` and
//! `Dialect/Arith/Transforms/ReifyValueBounds.cpp`): `tensor.dim` and
//! `memref.dim` for the shaped dimensions a bound uses, then an
//! `affine.apply` or arith ops of the bound's map.

use affine::compose::canonicalize_map_and_operands;
use affine::AffineApplyOp;
use ir::affine::{AffineBinaryKind, AffineExpr, AffineExprData, AffineMap};
use ir::{Context, Location, OpBuilder, OpFoldResult, Value};
use presburger::BoundType;

use crate::constraint_set::{
    compute_bound, StopConditionFn, ValueBoundsConstraintSet, ValueDim, Variable,
};

/// The dimension `dim` of a tensor or memref, with its index constant.
fn build_dim(b: &mut OpBuilder<'_>, loc: Location, value: Value, dim: i64) -> Value {
    let index = b.index_type();
    let attr = b.index_attr(dim);
    let c = arith::ConstantOp::build(b, loc, index, attr).result(b);
    let ty = b.value_type(value);
    if b.is_memref(ty) {
        memref::DimOp::build(b, loc, index, value, c).result(b)
    } else {
        tensor::DimOp::build(b, loc, index, value, c).result(b)
    }
}

/// The operands of a computed bound as values: index values as they are,
/// shaped dimensions through `dim` ops.
fn materialize_operands(b: &mut OpBuilder<'_>, loc: Location, operands: &[ValueDim]) -> Vec<Value> {
    operands
        .iter()
        .map(|&(v, d)| match d {
            None => v,
            Some(d) => build_dim(b, loc, v, d),
        })
        .collect()
}

/// The constant or the single operand a map is, if it is one.
fn trivial_bound(ctx: &mut Context, map: AffineMap, operands: &[Value]) -> Option<OpFoldResult> {
    let data = ctx.affine_map_data(map).clone();
    if data.results.len() != 1 {
        return None;
    }
    match ctx.affine_expr_data(data.results[0]) {
        AffineExprData::Constant(c) => Some(OpFoldResult::Attr(ctx.index_attr(c))),
        AffineExprData::Dim(i) => Some(OpFoldResult::Value(operands[i as usize])),
        AffineExprData::Symbol(i) => {
            Some(OpFoldResult::Value(operands[(i + data.num_dims) as usize]))
        }
        AffineExprData::Binary(..) => None,
    }
}

/// A computed bound as IR (upstream's `affine::materializeComputedBound`):
/// a constant, an existing value, or an `affine.apply`.
pub fn materialize_computed_bound(
    b: &mut OpBuilder<'_>,
    loc: Location,
    map: AffineMap,
    operands: &[ValueDim],
) -> OpFoldResult {
    let mut values = materialize_operands(b, loc, operands);
    let mut map = map;
    canonicalize_map_and_operands(b, &mut map, &mut values);
    if let Some(t) = trivial_bound(b, map, &values) {
        return t;
    }
    let attr = b.affine_map_attr(map);
    OpFoldResult::Value(AffineApplyOp::build_inferred(b, loc, attr, &values).result(b))
}

/// A bound of `var` reified with affine ops (upstream's
/// `affine::reifyValueBound`).
pub fn reify_value_bound(
    b: &mut OpBuilder<'_>,
    loc: Location,
    kind: BoundType,
    var: &Variable,
    stop: StopConditionFn<'_>,
    closed_ub: bool,
) -> Option<OpFoldResult> {
    let bound = compute_bound(b, kind, var, stop, closed_ub)?;
    Some(materialize_computed_bound(
        b,
        loc,
        bound.map,
        &bound.operands,
    ))
}

/// A bound of `value` (`dim`, or an index when `None`) in terms of the
/// operands of its owner, or where `stop` holds.
fn reify_with(
    b: &mut OpBuilder<'_>,
    loc: Location,
    kind: BoundType,
    (value, dim): ValueDim,
    stop: Option<StopConditionFn<'_>>,
    closed_ub: bool,
    arith_ops: bool,
) -> Option<OpFoldResult> {
    let to_operands =
        |_: &Context, v: Value, _: Option<i64>, _: &ValueBoundsConstraintSet<'_>| v != value;
    let stop = stop.unwrap_or(&to_operands);
    let var = Variable::from_ofr_dim(b, OpFoldResult::Value(value), dim);
    if arith_ops {
        reify_value_bound_arith(b, loc, kind, &var, stop, closed_ub)
    } else {
        reify_value_bound(b, loc, kind, &var, stop, closed_ub)
    }
}

/// A bound of a shaped value's dimension with affine ops, by default in
/// terms of its owner's operands (upstream's
/// `affine::reifyShapedValueDimBound`).
pub fn reify_shaped_value_dim_bound(
    b: &mut OpBuilder<'_>,
    loc: Location,
    kind: BoundType,
    value: Value,
    dim: i64,
    stop: Option<StopConditionFn<'_>>,
    closed_ub: bool,
) -> Option<OpFoldResult> {
    reify_with(b, loc, kind, (value, Some(dim)), stop, closed_ub, false)
}

/// A bound of an index value with affine ops, by default in terms of its
/// owner's operands (upstream's `affine::reifyIndexValueBound`).
pub fn reify_index_value_bound(
    b: &mut OpBuilder<'_>,
    loc: Location,
    kind: BoundType,
    value: Value,
    stop: Option<StopConditionFn<'_>>,
    closed_ub: bool,
) -> Option<OpFoldResult> {
    reify_with(b, loc, kind, (value, None), stop, closed_ub, false)
}

/// The arith ops computing `e` (upstream's `buildArithValue`).
fn build_arith_expr(
    b: &mut OpBuilder<'_>,
    loc: Location,
    e: AffineExpr,
    num_dims: u32,
    operands: &[Value],
) -> Value {
    match b.affine_expr_data(e) {
        AffineExprData::Constant(c) => {
            let index = b.index_type();
            let attr = b.index_attr(c);
            arith::ConstantOp::build(b, loc, index, attr).result(b)
        }
        AffineExprData::Dim(i) => operands[i as usize],
        AffineExprData::Symbol(i) => operands[(i + num_dims) as usize],
        AffineExprData::Binary(kind, l, r) => {
            let lhs = build_arith_expr(b, loc, l, num_dims, operands);
            let rhs = build_arith_expr(b, loc, r, num_dims, operands);
            let ty = b.index_type();
            match kind {
                AffineBinaryKind::Add => arith::AddIOp::build(b, loc, ty, lhs, rhs, None).result(b),
                AffineBinaryKind::Mul => arith::MulIOp::build(b, loc, ty, lhs, rhs, None).result(b),
                AffineBinaryKind::FloorDiv => arith::DivSIOp::build(b, loc, ty, lhs, rhs).result(b),
                AffineBinaryKind::CeilDiv => {
                    arith::CeilDivSIOp::build(b, loc, ty, lhs, rhs).result(b)
                }
                AffineBinaryKind::Mod => arith::RemSIOp::build(b, loc, ty, lhs, rhs).result(b),
            }
        }
    }
}

/// A bound of `var` reified with arith ops (upstream's
/// `arith::reifyValueBound`).
pub fn reify_value_bound_arith(
    b: &mut OpBuilder<'_>,
    loc: Location,
    kind: BoundType,
    var: &Variable,
    stop: StopConditionFn<'_>,
    closed_ub: bool,
) -> Option<OpFoldResult> {
    let bound = compute_bound(b, kind, var, stop, closed_ub)?;
    let values = materialize_operands(b, loc, &bound.operands);
    if let Some(t) = trivial_bound(b, bound.map, &values) {
        return Some(t);
    }
    let data = b.affine_map_data(bound.map).clone();
    Some(OpFoldResult::Value(build_arith_expr(
        b,
        loc,
        data.results[0],
        data.num_dims,
        &values,
    )))
}

/// [`reify_shaped_value_dim_bound`] with arith ops (upstream's
/// `arith::reifyShapedValueDimBound`).
pub fn reify_shaped_value_dim_bound_arith(
    b: &mut OpBuilder<'_>,
    loc: Location,
    kind: BoundType,
    value: Value,
    dim: i64,
    stop: Option<StopConditionFn<'_>>,
    closed_ub: bool,
) -> Option<OpFoldResult> {
    reify_with(b, loc, kind, (value, Some(dim)), stop, closed_ub, true)
}

/// [`reify_index_value_bound`] with arith ops (upstream's
/// `arith::reifyIndexValueBound`).
pub fn reify_index_value_bound_arith(
    b: &mut OpBuilder<'_>,
    loc: Location,
    kind: BoundType,
    value: Value,
    stop: Option<StopConditionFn<'_>>,
    closed_ub: bool,
) -> Option<OpFoldResult> {
    reify_with(b, loc, kind, (value, None), stop, closed_ub, true)
}
