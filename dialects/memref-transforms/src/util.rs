//! What the patterns share: mixed static/dynamic lists as `OpFoldResult`s,
//! index constants, and affine applications and minima composed with
//! their operands and folded (upstream's `makeComposedFoldedAffineApply`
//! and `makeComposedFoldedAffineMin`, `AffineOps.cpp`).

use affine::compose::{canonicalize_map_and_operands, compose_affine_map_and_operands};
use affine::transforms::expand_index::make_composed_folded_affine_apply;
use ir::affine::{AffineExpr, AffineExprData, AffineMap};
use ir::{Location, OpBuilder, OpFoldResult, OpId, Type, Value};

/// The dynamic marker of static lists (`ShapedType::kDynamic`).
pub const DYNAMIC: i64 = i64::MIN;

/// An `index` attribute as an `OpFoldResult` (`getIndexAttr`).
pub fn index(b: &mut OpBuilder<'_>, v: i64) -> OpFoldResult {
    OpFoldResult::Attr(b.index_attr(v))
}

/// The mixed list of a static array and its dynamic operands
/// (`getMixedValues`: static entries are `i64` attributes).
pub fn mixed(b: &mut OpBuilder<'_>, statics: &[i64], dynamics: &[Value]) -> Vec<OpFoldResult> {
    let i64_ty = b.i64();
    let mut next = dynamics.iter();
    statics
        .iter()
        .map(|&s| match (s == DYNAMIC).then(|| next.next()).flatten() {
            Some(&v) => OpFoldResult::Value(v),
            None => OpFoldResult::Attr(b.integer_attr(i64_ty, s)),
        })
        .collect()
}

/// The mixed offsets, sizes and strides of a subview.
pub fn subview_lists(b: &mut OpBuilder<'_>, sv: memref::SubViewOp) -> [Vec<OpFoldResult>; 3] {
    let statics = [
        sv.static_offsets(b).to_vec(),
        sv.static_sizes(b).to_vec(),
        sv.static_strides(b).to_vec(),
    ];
    let dynamics = [sv.offsets(b), sv.sizes(b), sv.strides(b)];
    let [o, s, t] = statics;
    let [dof, dsz, dst] = dynamics;
    [mixed(b, &o, &dof), mixed(b, &s, &dsz), mixed(b, &t, &dst)]
}

/// The mixed offsets, sizes and strides of a reinterpret cast.
pub fn reinterpret_cast_lists(
    b: &mut OpBuilder<'_>,
    rc: memref::ReinterpretCastOp,
) -> [Vec<OpFoldResult>; 3] {
    let statics = [
        rc.static_offsets(b).to_vec(),
        rc.static_sizes(b).to_vec(),
        rc.static_strides(b).to_vec(),
    ];
    let dynamics = [rc.offsets(b), rc.sizes(b), rc.strides(b)];
    let [o, s, t] = statics;
    let [dof, dsz, dst] = dynamics;
    [mixed(b, &o, &dof), mixed(b, &s, &dsz), mixed(b, &t, &dst)]
}

/// The static array and dynamic operands of a mixed list
/// (`dispatchIndexOpFoldResults`).
pub fn dispatch(b: &OpBuilder<'_>, list: &[OpFoldResult]) -> (Vec<i64>, Vec<Value>) {
    let mut statics = Vec::with_capacity(list.len());
    let mut dynamics = Vec::new();
    for ofr in list {
        match *ofr {
            OpFoldResult::Attr(a) => statics.push(b.attr_as_int(a).unwrap_or(DYNAMIC)),
            OpFoldResult::Value(v) => {
                statics.push(DYNAMIC);
                dynamics.push(v);
            }
        }
    }
    (statics, dynamics)
}

/// A value for `ofr`: itself, or a new `arith.constant` of type index
/// (`getValueOrCreateConstantIndexOp`).
pub fn value_of(b: &mut OpBuilder<'_>, loc: Location, ofr: OpFoldResult) -> Value {
    match ofr {
        OpFoldResult::Value(v) => v,
        OpFoldResult::Attr(a) => {
            let v = b.attr_as_int(a).unwrap_or(0);
            constant_index(b, loc, v)
        }
    }
}

/// A new `arith.constant <v> : index` (`arith::ConstantIndexOp`).
pub fn constant_index(b: &mut OpBuilder<'_>, loc: Location, v: i64) -> Value {
    let ty = b.index_type();
    let attr = b.index_attr(v);
    arith::ConstantOp::build(b, loc, ty, attr).result(b)
}

/// `getAsOpFoldResult`: a constant value as its attribute.
pub fn as_ofr(b: &OpBuilder<'_>, v: Value) -> OpFoldResult {
    match b.defining_op(v).and_then(|d| b.constant_value(d)) {
        Some(a) => OpFoldResult::Attr(a),
        None => OpFoldResult::Value(v),
    }
}

/// The number of dimensions and symbols `e` names (positions + 1).
fn inputs_of(b: &OpBuilder<'_>, e: AffineExpr) -> (u32, u32) {
    let (mut dims, mut syms) = (0, 0);
    let mut stack = vec![e];
    while let Some(e) = stack.pop() {
        match b.affine_expr_data(e) {
            AffineExprData::Dim(p) => dims = dims.max(p + 1),
            AffineExprData::Symbol(p) => syms = syms.max(p + 1),
            AffineExprData::Constant(_) => {}
            AffineExprData::Binary(_, l, r) => stack.extend([l, r]),
        }
    }
    (dims, syms)
}

/// `makeComposedFoldedAffineApply` of one expression, its map inferred
/// (`AffineMap::inferFromExprList`).
pub fn apply(
    b: &mut OpBuilder<'_>,
    loc: Location,
    e: AffineExpr,
    operands: &[OpFoldResult],
) -> OpFoldResult {
    let (dims, syms) = inputs_of(b, e);
    let map = b.affine_map(dims, syms, &[e]);
    let n = (dims + syms) as usize;
    make_composed_folded_affine_apply(b, loc, map, &operands[..n.min(operands.len())])
}

/// `foldAttributesIntoMap`: constant operands written into `map`, the
/// rest returned.
fn fold_attributes_into_map(
    b: &mut OpBuilder<'_>,
    map: AffineMap,
    operands: &[OpFoldResult],
) -> (AffineMap, Vec<Value>) {
    let d = b.affine_map_data(map).clone();
    let (mut dims, mut syms, mut values) = (Vec::new(), Vec::new(), Vec::new());
    let (mut num_dims, mut num_syms) = (0u32, 0u32);
    for (i, operand) in operands.iter().enumerate() {
        let is_dim = i < d.num_dims as usize;
        let expr = match *operand {
            OpFoldResult::Attr(a) => {
                let c = b.attr_as_int(a).unwrap_or(0);
                b.affine_constant(c)
            }
            OpFoldResult::Value(v) if is_dim => {
                values.push(v);
                num_dims += 1;
                b.affine_dim(num_dims - 1)
            }
            OpFoldResult::Value(_) => {
                num_syms += 1;
                b.affine_symbol(num_syms - 1)
            }
        };
        if is_dim {
            dims.push(expr);
        } else {
            syms.push(expr);
        }
    }
    // Values are the dimensions' first, then the symbols'.
    values.extend(
        operands
            .iter()
            .skip(d.num_dims as usize)
            .filter_map(|o| match o {
                OpFoldResult::Value(v) => Some(*v),
                OpFoldResult::Attr(_) => None,
            }),
    );
    let m = b.affine_map_replace_dims_and_symbols(map, &dims, &syms, num_dims, num_syms);
    (m, values)
}

/// Upstream's `composeMultiResultAffineMap`: each result composed and
/// canonicalized alone, the operands gathered, the whole canonicalized.
fn compose_multi_result(b: &mut OpBuilder<'_>, map: &mut AffineMap, operands: &mut Vec<Value>) {
    let data = b.affine_map_data(*map).clone();
    let (mut dims, mut syms, mut exprs) = (Vec::new(), Vec::new(), Vec::new());
    for &r in &data.results {
        let mut sub_operands = operands.clone();
        let mut sub = b.affine_map(data.num_dims, data.num_symbols, &[r]);
        compose_affine_map_and_operands(b, &mut sub, &mut sub_operands);
        canonicalize_map_and_operands(b, &mut sub, &mut sub_operands);
        let sd = b.affine_map_data(sub).clone();
        let shifted_dims: Vec<AffineExpr> = (0..sd.num_dims)
            .map(|i| b.affine_dim(i + dims.len() as u32))
            .collect();
        let shifted_syms: Vec<AffineExpr> = (0..sd.num_symbols)
            .map(|i| b.affine_symbol(i + syms.len() as u32))
            .collect();
        let total_dims = dims.len() as u32 + sd.num_dims;
        let total_syms = syms.len() as u32 + sd.num_symbols;
        let shifted = b.affine_map_replace_dims_and_symbols(
            sub,
            &shifted_dims,
            &shifted_syms,
            total_dims,
            total_syms,
        );
        exprs.push(b.affine_map_data(shifted).results[0]);
        let nd = sd.num_dims as usize;
        dims.extend_from_slice(&sub_operands[..nd]);
        syms.extend_from_slice(&sub_operands[nd..]);
    }
    *operands = dims.iter().chain(&syms).copied().collect();
    *map = b.affine_map(dims.len() as u32, syms.len() as u32, &exprs);
    canonicalize_map_and_operands(b, map, operands);
}

/// `makeComposedFoldedAffineMin`: an `affine.min` of `map` over the
/// operands, composed, or what it folds to.
pub fn min(
    b: &mut OpBuilder<'_>,
    loc: Location,
    map: AffineMap,
    operands: &[OpFoldResult],
) -> OpFoldResult {
    let (mut map, mut values) = fold_attributes_into_map(b, map, operands);
    compose_multi_result(b, &mut map, &mut values);
    let attr = b.affine_map_attr(map);
    let index = b.index_type();
    let op = affine::AffineMinOp::build(b, loc, index, attr, &values).operation();
    fold_created(b, op, &values)
}

/// `createOrFold`'s second half: `op`, just built over `operands`, folded
/// with the constants among them; erased for what it folds to, else kept
/// (its first result).
pub fn fold_created(b: &mut OpBuilder<'_>, op: OpId, operands: &[Value]) -> OpFoldResult {
    let constants: Vec<Option<ir::Attribute>> = operands
        .iter()
        .map(|&v| ir::rewrite::constant_value(b, v))
        .collect();
    let result = b.result(op, 0);
    match ir::rewrite::fold_op(b, op, &constants) {
        ir::FoldResult::Replace(r) if r.len() == 1 => {
            let _ = b.erase_op(op);
            r[0]
        }
        _ => OpFoldResult::Value(result),
    }
}

/// The type of `extract_strided_metadata`'s base buffer for a memref of
/// type `ty`: rank 0, no layout, the same element and memory space.
fn base_buffer_type(b: &mut OpBuilder<'_>, ty: Type) -> Type {
    let element = b.element_type_or_self(ty);
    let space = b.memref_memory_space(ty);
    b.memref_type_with(&[], element, None, space)
}

/// `source` reinterpreted as the rank-0 memref type `ty` at offset 0 (a
/// `memref.reinterpret_cast` with no sizes nor strides).
pub fn reinterpret_as_rank0(
    b: &mut OpBuilder<'_>,
    loc: Location,
    ty: Type,
    source: Value,
) -> Value {
    memref::ReinterpretCastOp::build_with_values(b, loc, ty, source, &[], &[], &[], &[0], &[], &[])
        .result(b)
}

/// A new `memref.extract_strided_metadata` of `source`, a ranked memref.
pub fn extract_strided_metadata(
    b: &mut OpBuilder<'_>,
    loc: Location,
    source: Value,
) -> memref::ExtractStridedMetadataOp {
    let ty = b.value_type(source);
    let rank = b.shape(ty).map_or(0, <[i64]>::len);
    let base = base_buffer_type(b, ty);
    let index = b.index_type();
    let indices = vec![index; rank];
    memref::ExtractStridedMetadataOp::build(b, loc, base, index, &indices, &indices, source)
}

/// Runs `patterns` on the pass's op as `applyPatternsAndFoldGreedily`
/// does with its defaults; like upstream's passes, a driver that does not
/// converge is not a failure.
pub fn run_greedily(run: &mut ir::pass::PassRun<'_>, patterns: &[Box<dyn ir::RewritePattern>]) {
    let top = run.op();
    let config = ir::GreedyConfig {
        region_simplification: ir::rewrite::SimplifyRegionLevel::Aggressive,
        ..Default::default()
    };
    let _ = ir::apply_patterns_greedily(run.ctx(), top, patterns, config);
}
