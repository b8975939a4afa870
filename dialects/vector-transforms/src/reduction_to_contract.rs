//! `VectorTransforms.cpp`'s rewrites of multi-reductions of products into
//! `vector.contract` and the folding of broadcasts and transposes into
//! contractions (`populateVectorReductionToContractPatterns`), and the
//! sinking of broadcasts below casts and elementwise ops
//! (`populateSinkVectorBroadcastPatterns`).

use ir::affine::{AffineExprData, AffineMap};
use ir::interfaces::CastOpInterfaceRef;
use ir::rewrite::fn_pattern;
use ir::{
    Attribute, Context, OpId, OpTrait, OperationState, PatternRewriter, RewritePattern, Type,
};
use vector::{
    BroadcastOp, CombiningKind, ContractionOp, IteratorType, IteratorTypeAttr, MultiDimReductionOp,
    SplatOp, TransposeOp,
};

use crate::util::vector_parts;

/// The indexing maps of a contraction.
fn contract_maps(ctx: &Context, op: ContractionOp) -> Vec<AffineMap> {
    ctx.attr_as_array(op.indexing_maps(ctx))
        .unwrap_or(&[])
        .iter()
        .filter_map(|a| ctx.as_affine_map(*a))
        .collect()
}

/// The iterator types of a contraction.
fn contract_iterators(ctx: &Context, op: ContractionOp) -> Vec<Attribute> {
    ctx.attr_as_array(op.iterator_types(ctx))
        .unwrap_or(&[])
        .to_vec()
}

/// Whether an iterator type attribute is `reduction`.
fn is_reduction(ctx: &Context, a: Attribute) -> bool {
    IteratorTypeAttr::from_attribute(ctx, a)
        .is_some_and(|t| t.value(ctx) == IteratorType::Reduction)
}

/// `AffineMap::getPermutationMap`.
fn permutation_map(ctx: &mut Context, perm: &[i64]) -> AffineMap {
    let results: Vec<_> = perm.iter().map(|&p| ctx.affine_dim(p as u32)).collect();
    ctx.affine_map(perm.len() as u32, 0, &results)
}

/// `inversePermutation` of a permutation map (`None` otherwise).
fn inverse_permutation(ctx: &mut Context, m: AffineMap) -> Option<AffineMap> {
    let data = ctx.affine_map_data(m).clone();
    let mut exprs = vec![None; data.num_dims as usize];
    for (i, &e) in data.results.iter().enumerate() {
        if let AffineExprData::Dim(d) = ctx.affine_expr_data(e) {
            let slot = exprs.get_mut(d as usize)?;
            if slot.is_none() {
                *slot = Some(i as u32);
            }
        }
    }
    let dims: Option<Vec<u32>> = exprs.into_iter().collect();
    let results: Vec<_> = dims?.into_iter().map(|i| ctx.affine_dim(i)).collect();
    Some(ctx.affine_map(data.results.len() as u32, 0, &results))
}

/// `a.compose(b)`: `a`'s dimensions replaced by `b`'s results.
fn compose(ctx: &mut Context, a: AffineMap, b: AffineMap) -> AffineMap {
    let bd = ctx.affine_map_data(b).clone();
    ctx.affine_map_replace_dims_and_symbols(a, &bd.results, &[], bd.num_dims, 0)
}

/// The array attribute of `maps`.
fn maps_attr(ctx: &mut Context, maps: &[AffineMap]) -> Attribute {
    let attrs: Vec<_> = maps.iter().map(|&m| ctx.affine_map_attr(m)).collect();
    ctx.array_attr(&attrs)
}

/// Replaces `op` by a `vector.contract` of `lhs`, `rhs`, `acc` (upstream's
/// builder: the default kind, `add`, set explicitly).
fn replace_with_contract(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    (lhs, rhs, acc): (ir::Value, ir::Value, ir::Value),
    maps: Attribute,
    iterators: Attribute,
) -> bool {
    let loc = rw.op_loc(op);
    let ty = rw.value_type(acc);
    let c = ContractionOp::build_with_values(
        rw,
        loc,
        ty,
        lhs,
        rhs,
        acc,
        maps,
        iterators,
        CombiningKind::ADD,
    );
    let r = c.result(rw);
    rw.replace_op(op, &[r]).is_ok()
}

/// `MultiReduceToContract`: an `add` multi-reduction of a product as a
/// contraction of its factors.
fn multi_reduce_to_contract(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(reduce) = MultiDimReductionOp::cast(rw, op) else {
        return false;
    };
    if reduce.kind(rw) != CombiningKind::ADD {
        return false;
    }
    let Some(mul) = rw.defining_op(reduce.source(rw)) else {
        return false;
    };
    if !matches!(rw.op_name_of(mul), "arith.muli" | "arith.mulf") {
        return false;
    }
    let Some((shape, _, _)) = vector_parts(rw, rw.value_type(reduce.source(rw))) else {
        return false;
    };
    let dims: Vec<i64> = rw
        .attr_as_array(reduce.reduction_dims(rw))
        .map(|xs| xs.iter().filter_map(|&x| rw.attr_as_int(x)).collect())
        .unwrap_or_default();
    let n = shape.len();
    let src_map = rw.identity_affine_map(n as u32);
    let mut exprs = Vec::new();
    let mut iterators = Vec::new();
    for d in 0..n {
        if dims.contains(&(d as i64)) {
            iterators.push(IteratorTypeAttr::get(rw, IteratorType::Reduction));
        } else {
            iterators.push(IteratorTypeAttr::get(rw, IteratorType::Parallel));
            exprs.push(rw.affine_dim(d as u32));
        }
    }
    let dst_map = rw.affine_map(n as u32, 0, &exprs);
    let maps = maps_attr(rw, &[src_map, src_map, dst_map]);
    let iterators = rw.array_attr(&iterators);
    let (lhs, rhs) = (rw.operand(mul, 0), rw.operand(mul, 1));
    let acc = reduce.acc(rw);
    replace_with_contract(rw, op, (lhs, rhs, acc), maps, iterators)
}

/// `CombineContractABTranspose`: transposes of the factors folded into
/// the contraction's maps.
fn combine_ab_transpose(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(contract) = ContractionOp::cast(rw, op) else {
        return false;
    };
    let mut maps = contract_maps(rw, contract);
    if maps.len() != 3 {
        return false;
    }
    let mut operands = [contract.lhs(rw), contract.rhs(rw)];
    let mut changed = false;
    for (k, operand) in operands.iter_mut().enumerate() {
        let Some(t) = rw
            .defining_op(*operand)
            .and_then(|d| TransposeOp::cast(rw, d))
        else {
            continue;
        };
        let perm = t.permutation(rw).to_vec();
        let pmap = permutation_map(rw, &perm);
        let Some(inv) = inverse_permutation(rw, pmap) else {
            return false;
        };
        maps[k] = compose(rw, inv, maps[k]);
        *operand = t.vector(rw);
        changed = true;
    }
    if !changed {
        return false;
    }
    let maps = maps_attr(rw, &maps);
    let iterators = contract.iterator_types(rw);
    let acc = contract.acc(rw);
    replace_with_contract(rw, op, (operands[0], operands[1], acc), maps, iterators)
}

/// `CombineContractResultTranspose`: a transpose of a contraction whose
/// accumulator is the inverse transpose, folded into the result map.
fn combine_result_transpose(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(res_t) = TransposeOp::cast(rw, op) else {
        return false;
    };
    let Some(contract) = rw
        .defining_op(res_t.vector(rw))
        .and_then(|d| ContractionOp::cast(rw, d))
    else {
        return false;
    };
    if !rw.has_one_use(contract.result(rw)) {
        return false;
    }
    let Some(acc_t) = rw
        .defining_op(contract.acc(rw))
        .and_then(|d| TransposeOp::cast(rw, d))
    else {
        return false;
    };
    let mut maps = contract_maps(rw, contract);
    let Some(&contract_map) = maps.last() else {
        return false;
    };
    let acc_perm = acc_t.permutation(rw).to_vec();
    let acc_map = permutation_map(rw, &acc_perm);
    let res_perm = res_t.permutation(rw).to_vec();
    let res_map = permutation_map(rw, &res_perm);
    let combined = compose(rw, res_map, contract_map);
    if inverse_permutation(rw, acc_map) != Some(res_map) {
        return false;
    }
    *maps.last_mut().expect("three maps") = combined;
    let maps = maps_attr(rw, &maps);
    let iterators = contract.iterator_types(rw);
    let (lhs, rhs) = (contract.lhs(rw), contract.rhs(rw));
    let acc = acc_t.vector(rw);
    replace_with_contract(rw, op, (lhs, rhs, acc), maps, iterators)
}

/// The dimension positions of `maps` no result uses
/// (`getUnusedDimsBitVector`).
fn unused_dims(ctx: &Context, maps: &[AffineMap]) -> Vec<bool> {
    let n = maps
        .first()
        .map_or(0, |&m| ctx.affine_map_data(m).num_dims as usize);
    let mut unused = vec![true; n];
    for &m in maps {
        for &e in &ctx.affine_map_data(m).results {
            mark_used(ctx, e, &mut unused);
        }
    }
    unused
}

fn mark_used(ctx: &Context, e: ir::affine::AffineExpr, unused: &mut [bool]) {
    match ctx.affine_expr_data(e) {
        AffineExprData::Dim(d) => {
            if let Some(slot) = unused.get_mut(d as usize) {
                *slot = false;
            }
        }
        AffineExprData::Binary(_, l, r) => {
            mark_used(ctx, l, unused);
            mark_used(ctx, r, unused);
        }
        _ => {}
    }
}

/// `compressDims`: the unused dimensions dropped and the others
/// renumbered.
fn compress_dims(ctx: &mut Context, m: AffineMap, unused: &[bool]) -> AffineMap {
    let mut replacements = Vec::with_capacity(unused.len());
    let mut next = 0u32;
    for &u in unused {
        if u {
            replacements.push(ctx.affine_constant(0));
        } else {
            replacements.push(ctx.affine_dim(next));
            next += 1;
        }
    }
    ctx.affine_map_replace_dims_and_symbols(m, &replacements, &[], next, 0)
}

/// The position of the result of `m` that is dimension `d`
/// (`getResultIndex`).
fn result_index(ctx: &Context, m: AffineMap, d: u32) -> Option<usize> {
    ctx.affine_map_data(m)
        .results
        .iter()
        .position(|&e| ctx.affine_expr_data(e) == AffineExprData::Dim(d))
}

/// The dimension of result `i` of `m`, if it is one.
fn dim_position(ctx: &Context, m: AffineMap, i: usize) -> Option<usize> {
    match ctx.affine_expr_data(*ctx.affine_map_data(m).results.get(i)?) {
        AffineExprData::Dim(d) => Some(d as usize),
        _ => None,
    }
}

/// `CombineContractBroadcast`: leading-dimension broadcasts of the
/// factors folded into the contraction's maps.
fn combine_broadcast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(contract) = ContractionOp::cast(rw, op) else {
        return false;
    };
    let mut maps = contract_maps(rw, contract);
    if maps.len() != 3 {
        return false;
    }
    let iterators = contract_iterators(rw, contract);
    let mut operands = [contract.lhs(rw), contract.rhs(rw)];
    let mut changed = false;
    for (k, operand) in operands.iter_mut().enumerate() {
        let Some(b) = rw
            .defining_op(*operand)
            .and_then(|d| BroadcastOp::cast(rw, d))
        else {
            continue;
        };
        let source = b.source(rw);
        let Some((src_shape, _, _)) = vector_parts(rw, rw.value_type(source)) else {
            continue;
        };
        let Some((res_shape, _, _)) = vector_parts(rw, rw.result_type(b.operation(), 0)) else {
            continue;
        };
        if src_shape.len() == res_shape.len() {
            continue;
        }
        let rank_diff = res_shape.len() - src_shape.len();
        let mut inner = false;
        let mut original = Vec::new();
        for (i, &s) in src_shape.iter().enumerate() {
            if s != res_shape[rank_diff + i] {
                inner = true;
                break;
            }
            original.push(rw.affine_dim((i + rank_diff) as u32));
        }
        if inner {
            continue;
        }
        let bad = (0..rank_diff).any(|i| {
            res_shape[i] != 1
                && dim_position(rw, maps[k], i)
                    .and_then(|d| iterators.get(d))
                    .is_some_and(|&a| is_reduction(rw, a))
        });
        if bad {
            continue;
        }
        let bmap = rw.affine_map(res_shape.len() as u32, 0, &original);
        maps[k] = compose(rw, bmap, maps[k]);
        *operand = source;
        changed = true;
    }
    if !changed {
        return false;
    }
    let unused = unused_dims(rw, &maps);
    for m in &mut maps {
        *m = compress_dims(rw, *m, &unused);
    }
    let new_iterators: Vec<Attribute> = iterators
        .iter()
        .zip(&unused)
        .filter(|(_, &u)| !u)
        .map(|(&a, _)| a)
        .collect();
    let both_sides = new_iterators.iter().enumerate().any(|(i, &a)| {
        is_reduction(rw, a)
            && result_index(rw, maps[0], i as u32).is_some()
            && result_index(rw, maps[1], i as u32).is_some()
    });
    if !both_sides {
        return false;
    }
    if unused_dims(rw, &maps[..2]).iter().any(|&u| u) {
        return false;
    }
    let maps = maps_attr(rw, &maps);
    let iterators = rw.array_attr(&new_iterators);
    let acc = contract.acc(rw);
    replace_with_contract(rw, op, (operands[0], operands[1], acc), maps, iterators)
}

/// A vector type of `ty`'s shape with `element` (`VectorType::clone`).
fn with_element(ctx: &mut Context, ty: Type, element: Type) -> Option<Type> {
    let (shape, scalable, _) = vector_parts(ctx, ty)?;
    Some(ctx.get_type(ir::TypeData::Vector {
        shape,
        scalable,
        element,
    }))
}

/// Creates `op`'s kind of op on `operands` with one result of `ty` and
/// `op`'s attributes.
fn recreate(rw: &mut PatternRewriter<'_>, op: OpId, operands: Vec<ir::Value>, ty: Type) -> OpId {
    let loc = rw.op_loc(op);
    let mut state = OperationState::new(rw.op_get_name(op), loc);
    state.operands = operands;
    state.result_types = vec![ty];
    state.attributes = rw.attrs(op).to_vec();
    state.properties = rw.props(op);
    rw.create(state)
}

/// `ReorderCastOpsOnBroadcast`: `cast(broadcast(x))` as
/// `broadcast(cast(x))`.
fn reorder_cast_on_broadcast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    if CastOpInterfaceRef::get(rw, op).is_none() || rw.num_operands(op) != 1 {
        return false;
    }
    let Some(b) = rw
        .defining_op(rw.operand(op, 0))
        .and_then(|d| BroadcastOp::cast(rw, d))
    else {
        return false;
    };
    let result_type = rw.result_type(op, 0);
    let mut cast_type = rw.element_type_or_self(result_type);
    let source = b.source(rw);
    let source_type = rw.value_type(source);
    if rw.is_vector(source_type) {
        let Some(t) = with_element(rw, source_type, cast_type) else {
            return false;
        };
        cast_type = t;
    }
    let cast = recreate(rw, op, vec![source], cast_type);
    let c = rw.result(cast, 0);
    let loc = rw.op_loc(op);
    let nb = BroadcastOp::build(rw, loc, result_type, c).vector(rw);
    rw.replace_op(op, &[nb]).is_ok()
}

/// `ReorderElementwiseOpsOnTranspose`: an elementwise op of transposes
/// (with the same permutation) or constants as a transpose of the op.
fn reorder_elementwise_on_transpose(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    if !rw.op_has_trait(op, &OpTrait::Elementwise)
        || rw.num_results(op) != 1
        || !rw.op_regions(op).is_empty()
    {
        return false;
    }
    let mut perms: Vec<Vec<i64>> = Vec::new();
    let mut src_type = None;
    for v in rw.operands(op) {
        if let Some(t) = rw.defining_op(v).and_then(|d| TransposeOp::cast(rw, d)) {
            perms.push(t.permutation(rw).to_vec());
            src_type = Some(rw.value_type(t.vector(rw)));
        } else if ir::rewrite::constant_value(rw, v).is_none() {
            return false;
        }
    }
    let (Some(first), Some(src_type)) = (perms.first().cloned(), src_type) else {
        return false;
    };
    if perms.iter().any(|p| *p != first) {
        return rw.notify_match_failure("different transpose map");
    }
    let mut inv = vec![0i64; first.len()];
    for (i, &p) in first.iter().enumerate() {
        inv[p as usize] = i as i64;
    }
    let mut sources = Vec::new();
    for v in rw.operands(op) {
        if let Some(t) = rw.defining_op(v).and_then(|d| TransposeOp::cast(rw, d)) {
            sources.push(t.vector(rw));
        } else {
            let element = rw.element_type_or_self(rw.value_type(v));
            let Some(ty) = with_element(rw, src_type, element) else {
                return false;
            };
            let loc = rw.value_loc(v);
            let i64t = rw.i64();
            let perm = rw.dense_int_array_attr(i64t, &inv);
            sources.push(TransposeOp::build(rw, loc, ty, v, perm).result(rw));
        }
    }
    let result_type = rw.result_type(op, 0);
    let element = rw.element_type_or_self(result_type);
    let Some(ty) = with_element(rw, src_type, element) else {
        return false;
    };
    let new = recreate(rw, op, sources, ty);
    let r = rw.result(new, 0);
    let loc = rw.op_loc(op);
    let i64t = rw.i64();
    let perm = rw.dense_int_array_attr(i64t, &first);
    let t = TransposeOp::build(rw, loc, result_type, r, perm).result(rw);
    rw.replace_op(op, &[t]).is_ok()
}

/// `ReorderElementwiseOpsOnBroadcast`: an elementwise op of broadcasts
/// (or splats) of one type as a broadcast of the op.
fn reorder_elementwise_on_broadcast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    if !rw.op_has_trait(op, &OpTrait::Elementwise) || rw.num_results(op) != 1 {
        return false;
    }
    let result_type = rw.result_type(op, 0);
    if !rw.is_shaped(result_type) {
        return false;
    }
    let operands = rw.operands(op);
    if operands.is_empty() || rw.value_type(operands[0]) != result_type {
        return false;
    }
    if rw.op_name_of(op) == "vector.fma" {
        return false;
    }
    let is_bcast = |rw: &PatternRewriter<'_>, d: OpId| {
        BroadcastOp::cast(rw, d).is_some() || SplatOp::cast(rw, d).is_some()
    };
    let Some(lhs) = rw.defining_op(operands[0]).filter(|&d| is_bcast(rw, d)) else {
        return false;
    };
    let lhs_type = rw.value_type(rw.operand(lhs, 0));
    let all = operands.iter().all(|&v| {
        rw.defining_op(v)
            .filter(|&d| is_bcast(rw, d))
            .is_some_and(|d| rw.value_type(rw.operand(d, 0)) == lhs_type)
    });
    if !all {
        return false;
    }
    let sources: Vec<_> = operands
        .iter()
        .map(|&v| {
            let d = rw.defining_op(v).expect("a broadcast");
            rw.operand(d, 0)
        })
        .collect();
    let new = recreate(rw, op, sources, lhs_type);
    let r = rw.result(new, 0);
    let loc = rw.op_loc(op);
    let b = BroadcastOp::build(rw, loc, result_type, r).vector(rw);
    rw.replace_op(op, &[b]).is_ok()
}

/// Adds the rewrites of multi-reductions into contractions
/// (upstream's `populateVectorReductionToContractPatterns`).
pub fn populate_vector_reduction_to_contract_patterns(patterns: &mut Vec<Box<dyn RewritePattern>>) {
    patterns.push(fn_pattern(
        MultiDimReductionOp::OPERATION_NAME,
        "MultiReduceToContract",
        multi_reduce_to_contract,
    ));
    patterns.push(fn_pattern(
        ContractionOp::OPERATION_NAME,
        "CombineContractBroadcast",
        combine_broadcast,
    ));
    patterns.push(fn_pattern(
        ContractionOp::OPERATION_NAME,
        "CombineContractABTranspose",
        combine_ab_transpose,
    ));
    patterns.push(fn_pattern(
        TransposeOp::OPERATION_NAME,
        "CombineContractResultTranspose",
        combine_result_transpose,
    ));
    patterns.push(any_op_pattern(
        "ReorderCastOpsOnBroadcast",
        reorder_cast_on_broadcast,
    ));
    patterns.push(any_op_pattern(
        "ReorderElementwiseOpsOnTranspose",
        reorder_elementwise_on_transpose,
    ));
}

/// Adds the sinking of broadcasts below casts and elementwise ops
/// (upstream's `populateSinkVectorBroadcastPatterns`).
pub fn populate_sink_vector_broadcast_patterns(patterns: &mut Vec<Box<dyn RewritePattern>>) {
    patterns.push(any_op_pattern(
        "ReorderCastOpsOnBroadcast",
        reorder_cast_on_broadcast,
    ));
    patterns.push(any_op_pattern(
        "ReorderElementwiseOpsOnBroadcast",
        reorder_elementwise_on_broadcast,
    ));
}

/// A pattern tried on every op (an interface or trait pattern upstream).
struct AnyOp {
    name: &'static str,
    rewrite: fn(OpId, &mut PatternRewriter<'_>) -> bool,
}

impl RewritePattern for AnyOp {
    fn root(&self) -> Option<&str> {
        None
    }

    fn name(&self) -> &str {
        self.name
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        (self.rewrite)(op, rw)
    }
}

fn any_op_pattern(
    name: &'static str,
    rewrite: fn(OpId, &mut PatternRewriter<'_>) -> bool,
) -> Box<dyn RewritePattern> {
    Box::new(AnyOp { name, rewrite })
}
