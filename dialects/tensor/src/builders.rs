//! The builders of upstream's `TensorOps.cpp` that create other ops on
//! the way (their `.td` declarations are dropped, `upstream.diff`):
//! `getMixedSize(s)` with folded `tensor.dim`s, reshapes from
//! reassociation groups, `tensor.pad` yielding a value, and
//! `tensor.insert_slice` from mixed lists.

use crate::util::{shape, DYNAMIC};
use crate::*;
use ir::interfaces::FoldResult as Ofr;
use ir::{Location, OpBuilder, Type, Value};

/// `DimOp::build(source, index)`: a `tensor.dim` of dimension `i` of
/// `source`, its index constant made first.
pub fn create_dim(b: &mut OpBuilder<'_>, loc: Location, source: Value, i: usize) -> Value {
    create_dim_op(b, loc, source, i).result(b)
}

/// The `tensor.dim` op of [`create_dim`].
fn create_dim_op(b: &mut OpBuilder<'_>, loc: Location, source: Value, i: usize) -> DimOp {
    let index = b.index_type();
    let attr = b.index_attr(i64::try_from(i).unwrap_or(i64::MAX));
    let c = arith::ConstantOp::build(b, loc, index, attr).result(b);
    DimOp::build(b, loc, index, source, c)
}

/// [`create_dim`] folded (`createOrFold<tensor::DimOp>`): the index
/// constant stays even when the dim folds.
pub fn create_or_fold_dim(b: &mut OpBuilder<'_>, loc: Location, source: Value, i: usize) -> Value {
    let dim = create_dim_op(b, loc, source, i).operation();
    ir::rewrite::create_or_fold(b, dim)[0]
}

/// `tensor::getMixedSize`: dimension `i` of the ranked tensor `v`, an
/// `index` attribute when static, else a folded `tensor.dim`.
pub fn mixed_size(b: &mut OpBuilder<'_>, loc: Location, v: Value, i: usize) -> Ofr {
    let t = b.value_type(v);
    match shape(b, t).get(i).copied() {
        Some(DYNAMIC) | None => Ofr::Value(create_or_fold_dim(b, loc, v, i)),
        Some(d) => Ofr::Attr(b.index_attr(d)),
    }
}

/// `tensor::getMixedSizes`: every size of the ranked tensor `v`
/// ([`mixed_size`]).
pub fn mixed_sizes_at(b: &mut OpBuilder<'_>, loc: Location, v: Value) -> Vec<Ofr> {
    let rank = shape(b, b.value_type(v)).len();
    (0..rank).map(|i| mixed_size(b, loc, v, i)).collect()
}

/// `decomposeMixedValues` / `dispatchIndexOpFoldResults`: attributes as
/// static entries, values as dynamic ones (`ShapedType::kDynamic`).
pub fn decompose_mixed(b: &OpBuilder<'_>, mixed: &[Ofr]) -> (Vec<i64>, Vec<Value>) {
    let mut statics = Vec::with_capacity(mixed.len());
    let mut dynamics = Vec::new();
    for m in mixed {
        match *m {
            Ofr::Attr(a) => statics.push(b.attr_as_int(a).unwrap_or(DYNAMIC)),
            Ofr::Value(v) => {
                statics.push(DYNAMIC);
                dynamics.push(v);
            }
        }
    }
    (statics, dynamics)
}

/// `getValueOrCreateConstantIndexOp`: a value as it is, an attribute as
/// a new `arith.constant` of `index` type.
pub fn value_or_constant_index(b: &mut OpBuilder<'_>, loc: Location, ofr: Ofr) -> Value {
    match ofr {
        Ofr::Value(v) => v,
        Ofr::Attr(a) => {
            let v = b.attr_as_int(a).unwrap_or(0);
            let (ty, attr) = (b.index_type(), b.index_attr(v));
            arith::ConstantOp::build(b, loc, ty, attr).result(b)
        }
    }
}

/// `getAsOpFoldResult`: the attribute of a value a constant op defines,
/// else the value.
pub fn as_ofr(b: &OpBuilder<'_>, v: Value) -> Ofr {
    match b.defining_op(v).and_then(|d| b.constant_value(d)) {
        Some(a) => Ofr::Attr(a),
        None => Ofr::Value(v),
    }
}

/// `ExpandShapeOp::build(resultType, src, reassociation, outputShape)`:
/// the output shape's attributes as static sizes, its values as dynamic
/// ones.
pub fn build_expand_shape(
    b: &mut OpBuilder<'_>,
    loc: Location,
    result_type: Type,
    src: Value,
    groups: &[Vec<i64>],
    output_shape: &[Ofr],
) -> ExpandShapeOp {
    let (statics, dynamics) = decompose_mixed(b, output_shape);
    let reassociation = memref::reassociation_attr(b, groups);
    ExpandShapeOp::build_with_values(b, loc, result_type, src, reassociation, &dynamics, &statics)
}

/// `CollapseShapeOp::build(resultType, src, reassociation)`.
pub fn build_collapse_shape(
    b: &mut OpBuilder<'_>,
    loc: Location,
    result_type: Type,
    src: Value,
    groups: &[Vec<i64>],
) -> CollapseShapeOp {
    let reassociation = memref::reassociation_attr(b, groups);
    CollapseShapeOp::build(b, loc, result_type, src, reassociation)
}

/// `PadOp::build(resultType, source, low, high, constantPadValue,
/// nofold)`: a pad whose body yields `pad_value`, with one `index`
/// argument per dimension of `source`.
pub fn build_pad(
    b: &mut OpBuilder<'_>,
    loc: Location,
    result_type: Type,
    source: Value,
    (low, high): (&[Ofr], &[Ofr]),
    pad_value: Value,
) -> PadOp {
    let (static_low, dynamic_low) = decompose_mixed(b, low);
    let (static_high, dynamic_high) = decompose_mixed(b, high);
    let pad = PadOp::build_with_values(
        b,
        loc,
        result_type,
        source,
        &dynamic_low,
        &dynamic_high,
        &static_low,
        &static_high,
        false,
    );
    let rank = shape(b, b.value_type(source)).len();
    let index = b.index_type();
    let args = vec![(index, loc); rank];
    let region = pad.region(b);
    let saved = b.insertion_point();
    b.create_block(region, &args);
    YieldOp::build(b, loc, pad_value);
    b.set_insertion_point(saved);
    pad
}

/// `InsertSliceOp::build(source, dest, offsets, sizes, strides)` from
/// mixed lists, of `dest`'s type.
pub fn build_insert_slice(
    b: &mut OpBuilder<'_>,
    loc: Location,
    source: Value,
    dest: Value,
    [offsets, sizes, strides]: [&[Ofr]; 3],
) -> InsertSliceOp {
    let (so, o) = decompose_mixed(b, offsets);
    let (ss, s) = decompose_mixed(b, sizes);
    let (st, t) = decompose_mixed(b, strides);
    let ty = b.value_type(dest);
    InsertSliceOp::build_with_values(b, loc, ty, source, dest, &o, &s, &t, &so, &ss, &st)
}
