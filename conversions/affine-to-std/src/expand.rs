//! Affine expressions and maps as sequences of `arith` ops on `index`
//! values (upstream's `expandAffineExpr` and `expandAffineMap` of
//! `Dialect/Affine/Utils/Utils.cpp`), and the min/max chains of bounds
//! (`buildMinMaxReductionSeq`, `lowerAffineMapMin/Max`).

use ir::affine::{AffineBinaryKind, AffineExpr, AffineExprData, AffineMap};
use ir::{Location, OpBuilder, Value};

/// An `arith.constant` of type `index`.
pub(crate) fn constant_index(b: &mut OpBuilder<'_>, loc: Location, value: i64) -> Value {
    let ty = b.index_type();
    let attr = b.index_attr(value);
    arith::ConstantOp::build(b, loc, ty, attr).result(b)
}

/// An `arith.cmpi` of `lhs` and `rhs`.
pub(crate) fn cmpi(
    b: &mut OpBuilder<'_>,
    loc: Location,
    predicate: arith::CmpIPredicate,
    lhs: Value,
    rhs: Value,
) -> Value {
    let i1 = b.i1();
    let pred = b.i64_attr(predicate as i64);
    arith::CmpIOp::build(b, loc, i1, pred, lhs, rhs).result(b)
}

/// An `arith.select` of `t` and `f`, typed like `t`.
fn select(b: &mut OpBuilder<'_>, loc: Location, cond: Value, t: Value, f: Value) -> Value {
    let ty = b.value_type(t);
    arith::SelectOp::build(b, loc, ty, cond, t, f).result(b)
}

fn addi(b: &mut OpBuilder<'_>, loc: Location, lhs: Value, rhs: Value) -> Value {
    arith::AddIOp::build_inferred(b, loc, lhs, rhs, None).result(b)
}

fn subi(b: &mut OpBuilder<'_>, loc: Location, lhs: Value, rhs: Value) -> Value {
    arith::SubIOp::build_inferred(b, loc, lhs, rhs, None).result(b)
}

/// Upstream's `AffineApplyExpander`: the ops computing `expr` over the
/// dimension and symbol values, created at the builder's insertion point
/// in upstream's order (operands first, left to right). `None` when a
/// `mod`, `floordiv` or `ceildiv` has a non-positive constant divisor.
pub fn expand_affine_expr(
    b: &mut OpBuilder<'_>,
    loc: Location,
    expr: AffineExpr,
    dims: &[Value],
    syms: &[Value],
) -> Option<Value> {
    match b.affine_expr_data(expr) {
        AffineExprData::Dim(i) => dims.get(i as usize).copied(),
        AffineExprData::Symbol(i) => syms.get(i as usize).copied(),
        AffineExprData::Constant(c) => Some(constant_index(b, loc, c)),
        AffineExprData::Binary(kind, l, r) => {
            if matches!(
                kind,
                AffineBinaryKind::Mod | AffineBinaryKind::FloorDiv | AffineBinaryKind::CeilDiv
            ) && b.affine_constant_value(r).is_some_and(|c| c <= 0)
            {
                return None;
            }
            // Expressions are at most `MAX_AFFINE_DEPTH` deep: the recursion
            // is bounded.
            let lhs = expand_affine_expr(b, loc, l, dims, syms)?;
            let rhs = expand_affine_expr(b, loc, r, dims, syms)?;
            Some(match kind {
                AffineBinaryKind::Add => addi(b, loc, lhs, rhs),
                AffineBinaryKind::Mul => {
                    arith::MulIOp::build_inferred(b, loc, lhs, rhs, None).result(b)
                }
                AffineBinaryKind::Mod => expand_mod(b, loc, lhs, rhs),
                AffineBinaryKind::FloorDiv => expand_floor_div(b, loc, lhs, rhs),
                AffineBinaryKind::CeilDiv => expand_ceil_div(b, loc, lhs, rhs),
            })
        }
    }
}

/// `a mod b` (non-negative): `r = a srem b; r < 0 ? r + b : r`.
fn expand_mod(b: &mut OpBuilder<'_>, loc: Location, lhs: Value, rhs: Value) -> Value {
    let remainder = arith::RemSIOp::build_inferred(b, loc, lhs, rhs).result(b);
    let zero = constant_index(b, loc, 0);
    let negative = cmpi(b, loc, arith::CmpIPredicate::Slt, remainder, zero);
    let corrected = addi(b, loc, remainder, rhs);
    select(b, loc, negative, corrected, remainder)
}

/// `a floordiv b` with one division: `a < 0 ? -1 - ((-1 - a) / b) : a / b`.
fn expand_floor_div(b: &mut OpBuilder<'_>, loc: Location, lhs: Value, rhs: Value) -> Value {
    let zero = constant_index(b, loc, 0);
    let minus_one = constant_index(b, loc, -1);
    let negative = cmpi(b, loc, arith::CmpIPredicate::Slt, lhs, zero);
    let negated_decremented = subi(b, loc, minus_one, lhs);
    let dividend = select(b, loc, negative, negated_decremented, lhs);
    let quotient = arith::DivSIOp::build_inferred(b, loc, dividend, rhs).result(b);
    let corrected = subi(b, loc, minus_one, quotient);
    select(b, loc, negative, corrected, quotient)
}

/// `a ceildiv b` with one division: `a <= 0 ? -((-a) / b) : (a - 1) / b + 1`.
fn expand_ceil_div(b: &mut OpBuilder<'_>, loc: Location, lhs: Value, rhs: Value) -> Value {
    let zero = constant_index(b, loc, 0);
    let one = constant_index(b, loc, 1);
    let non_positive = cmpi(b, loc, arith::CmpIPredicate::Sle, lhs, zero);
    let negated = subi(b, loc, zero, lhs);
    let decremented = subi(b, loc, lhs, one);
    let dividend = select(b, loc, non_positive, negated, decremented);
    let quotient = arith::DivSIOp::build_inferred(b, loc, dividend, rhs).result(b);
    let negated_quotient = subi(b, loc, zero, quotient);
    let incremented = addi(b, loc, quotient, one);
    select(b, loc, non_positive, negated_quotient, incremented)
}

/// Upstream's `expandAffineMap`: each result of `map` expanded over
/// `operands` (dimensions first). Like upstream, every result is expanded
/// before a failure is reported.
pub(crate) fn expand_affine_map(
    b: &mut OpBuilder<'_>,
    loc: Location,
    map: AffineMap,
    operands: &[Value],
) -> Option<Vec<Value>> {
    let data = b.affine_map_data(map);
    let nd = (data.num_dims as usize).min(operands.len());
    let results = data.results.clone();
    let (dims, syms) = operands.split_at(nd);
    let expanded: Vec<Option<Value>> = results
        .into_iter()
        .map(|e| expand_affine_expr(b, loc, e, dims, syms))
        .collect();
    expanded.into_iter().collect()
}

/// `values` reduced left to right with `arith.maxsi` (`max`) or
/// `arith.minsi` (upstream's `buildMinMaxReductionSeq`).
fn min_max_chain(
    b: &mut OpBuilder<'_>,
    loc: Location,
    values: &[Value],
    max: bool,
) -> Option<Value> {
    let (&first, rest) = values.split_first()?;
    let mut value = first;
    for &v in rest {
        value = if max {
            arith::MaxSIOp::build_inferred(b, loc, value, v).result(b)
        } else {
            arith::MinSIOp::build_inferred(b, loc, value, v).result(b)
        };
    }
    Some(value)
}

/// The maximum of `map`'s results over `operands` (`lowerAffineMapMax`).
pub(crate) fn lower_affine_map_max(
    b: &mut OpBuilder<'_>,
    loc: Location,
    map: AffineMap,
    operands: &[Value],
) -> Option<Value> {
    let values = expand_affine_map(b, loc, map, operands)?;
    min_max_chain(b, loc, &values, true)
}

/// The minimum of `map`'s results over `operands` (`lowerAffineMapMin`).
pub(crate) fn lower_affine_map_min(
    b: &mut OpBuilder<'_>,
    loc: Location,
    map: AffineMap,
    operands: &[Value],
) -> Option<Value> {
    let values = expand_affine_map(b, loc, map, operands)?;
    min_max_chain(b, loc, &values, false)
}
