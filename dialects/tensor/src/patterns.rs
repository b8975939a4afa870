//! The canonicalization patterns of the tensor ops (upstream
//! `TensorOps.cpp`), in upstream's order for each op.

use crate::cast::{can_fold_into_consumer, can_fold_into_producer, join_shapes};
use crate::util::DYNAMIC;
use crate::*;
use ir::{OpId, PatternRewriter, RewritePattern};
use memref::canonicalize::pattern;

/// `BitcastOp`: `ChainedTensorBitcast`.
pub fn bitcast_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![pattern(
        BitcastOp::OPERATION_NAME,
        "ChainedTensorBitcast",
        chained_bitcast,
    )]
}

fn chained_bitcast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(cast) = BitcastOp::cast(rw, op) else {
        return false;
    };
    let Some(inner) = rw
        .defining_op(cast.source(rw))
        .and_then(|d| BitcastOp::cast(rw, d))
    else {
        return false;
    };
    let loc = rw.op_loc(op);
    let t = rw.value_type(cast.dest(rw));
    let src = inner.source(rw);
    let new = BitcastOp::build(rw, loc, t, src).dest(rw);
    rw.replace_op(op, &[new]).is_ok()
}

/// `CastOp`: `ChainedTensorCast`, `TensorCastExtractSlice`.
pub fn cast_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        pattern(CastOp::OPERATION_NAME, "ChainedTensorCast", chained_cast),
        pattern(
            CastOp::OPERATION_NAME,
            "TensorCastExtractSlice",
            cast_of_extract_slice,
        ),
    ]
}

fn chained_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(cast) = CastOp::cast(rw, op) else {
        return false;
    };
    let Some(inner) = rw
        .defining_op(cast.source(rw))
        .and_then(|d| CastOp::cast(rw, d))
    else {
        return false;
    };
    let source = inner.source(rw);
    let (st, it, rt) = (
        rw.value_type(source),
        rw.value_type(inner.dest(rw)),
        rw.value_type(cast.dest(rw)),
    );
    // The intermediate cast goes only when joining all three shapes gives
    // what joining the outer two does (it holds no runtime check).
    let first = join_shapes(rw, st, it).and_then(|j| match j {
        Some(sizes) => {
            let t = crate::util::tensor_like(rw, st, &sizes);
            join_shapes(rw, t, rt)
        }
        None => join_shapes(rw, it, rt),
    });
    let Some(first) = first else {
        return false;
    };
    if join_shapes(rw, st, rt) != Some(first) {
        return false;
    }
    let loc = rw.op_loc(op);
    let new = CastOp::build(rw, loc, rt, source).dest(rw);
    rw.replace_op(op, &[new]).is_ok()
}

fn cast_of_extract_slice(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(cast) = CastOp::cast(rw, op) else {
        return false;
    };
    let rt = rw.value_type(cast.dest(rw));
    if !rw.is_ranked_tensor(rt) {
        return false;
    }
    let Some(slice) = rw
        .defining_op(cast.source(rw))
        .and_then(|d| ExtractSliceOp::cast(rw, d))
    else {
        return false;
    };
    let st = rw.value_type(cast.source(rw));
    if !can_fold_into_producer(rw, cast) || rw.shape(rt) == rw.shape(st) {
        return false;
    }
    let Some(mut parts) = crate::slice::SliceParts::of(rw, slice.operation()) else {
        return false;
    };
    let slice_shape = crate::util::shape(rw, st);
    let mask = memref::rank_reduction_mask(&parts.sizes, &slice_shape).unwrap_or_default();
    let result_shape = crate::util::shape(rw, rt);
    let mut k = 0;
    let mut dynamic = parts.dyn_sizes.iter();
    let mut new_dyn = Vec::new();
    for (i, size) in parts.sizes.iter_mut().enumerate() {
        let v = if *size == DYNAMIC {
            dynamic.next().copied()
        } else {
            None
        };
        if mask.get(i).copied().unwrap_or(false) {
            new_dyn.extend(v);
            continue;
        }
        let d = result_shape.get(k).copied().unwrap_or(DYNAMIC);
        k += 1;
        if d == DYNAMIC {
            new_dyn.extend(v);
            continue;
        }
        *size = d;
    }
    parts.dyn_sizes = new_dyn;
    let loc = rw.op_loc(op);
    let source = slice.source(rw);
    let [o, s, t] = parts.attrs(rw);
    let new = ExtractSliceOp::build(
        rw,
        loc,
        rt,
        source,
        &parts.dyn_offsets,
        &parts.dyn_sizes,
        &parts.dyn_strides,
        o,
        s,
        t,
    )
    .result(rw);
    rw.replace_op(op, &[new]).is_ok()
}

/// `ConcatOp`: `SingleInputConcatOp`.
pub fn concat_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![pattern(
        ConcatOp::OPERATION_NAME,
        "SingleInputConcatOp",
        single_input_concat,
    )]
}

fn single_input_concat(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(concat) = ConcatOp::cast(rw, op) else {
        return false;
    };
    let [input] = concat.inputs(rw)[..] else {
        return false;
    };
    let loc = rw.op_loc(op);
    let t = rw.value_type(concat.result(rw));
    let new = CastOp::build(rw, loc, t, input).dest(rw);
    rw.replace_op(op, &[new]).is_ok()
}

/// Whether a cast's source has at least its static information (for
/// patterns folding casts into consumers).
pub fn foldable_cast(rw: &PatternRewriter<'_>, v: ir::Value) -> Option<CastOp> {
    rw.defining_op(v)
        .and_then(|d| CastOp::cast(rw, d))
        .filter(|c| can_fold_into_consumer(rw, *c))
}

/// `DimOp`: `DimOfCastOp`, `DimOfDestStyleOp`, `DimOfReshapeOp`.
pub fn dim_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        pattern(DimOp::OPERATION_NAME, "DimOfCastOp", dim_of_cast),
        pattern(DimOp::OPERATION_NAME, "DimOfDestStyleOp", dim_of_dest_style),
        pattern(DimOp::OPERATION_NAME, "DimOfReshapeOp", dim_of_reshape),
    ]
}

fn dim_of_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(dim) = DimOp::cast(rw, op) else {
        return false;
    };
    let Some(cast) = rw
        .defining_op(dim.source(rw))
        .and_then(|d| CastOp::cast(rw, d))
    else {
        return false;
    };
    let (loc, t) = (rw.op_loc(op), rw.value_type(dim.result(rw)));
    let (source, index) = (cast.source(rw), dim.index(rw));
    let new = DimOp::build(rw, loc, t, source, index).result(rw);
    rw.replace_op(op, &[new]).is_ok()
}

fn dim_of_dest_style(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(dim) = DimOp::cast(rw, op) else {
        return false;
    };
    let source = dim.source(rw);
    let Some(init) = rw
        .defining_op(source)
        .and_then(|d| crate::pack::dps_init_for(rw, d, source))
    else {
        return false;
    };
    rw.modify_op_in_place(op, |ctx| ctx.set_operand(op, 0, init).is_ok())
}

fn dim_of_reshape(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(dim) = DimOp::cast(rw, op) else {
        return false;
    };
    let Some(reshape) = rw
        .defining_op(dim.source(rw))
        .and_then(|d| ReshapeOp::cast(rw, d))
    else {
        return false;
    };
    let loc = rw.op_loc(op);
    let shape = reshape.shape(rw);
    let element = rw.element_type_or_self(rw.value_type(shape));
    let index = dim.index(rw);
    // Upstream builds the new ops after the dim.
    let ip = rw.insertion_point();
    rw.set_insertion_point_after(op);
    let mut v = ExtractOp::build(rw, loc, element, shape, &[index]).result(rw);
    let t = rw.value_type(dim.result(rw));
    if element != t {
        v = arith::IndexCastOp::build(rw, loc, t, v).out(rw);
    }
    rw.set_insertion_point(ip);
    rw.replace_op(op, &[v]).is_ok()
}

/// `foldDynamicToStaticDimSizes`: the sizes of `t` with each dynamic one
/// that a non-negative constant gives made static, and the sizes left
/// dynamic.
fn fold_dynamic_sizes(
    ctx: &ir::Context,
    t: ir::Type,
    dynamics: &[ir::Value],
) -> (Vec<i64>, Vec<ir::Value>) {
    let mut sizes = crate::util::shape(ctx, t);
    let mut kept = Vec::new();
    let mut next = dynamics.iter();
    for s in sizes.iter_mut().filter(|s| **s == DYNAMIC) {
        let Some(&v) = next.next() else { break };
        match crate::util::constant_int(ctx, v) {
            Some(c) if c >= 0 => *s = c,
            _ => kept.push(v),
        }
    }
    (sizes, kept)
}

/// `EmptyOp`: `FoldEmptyTensorWithCastOp`, `FoldEmptyTensorWithDimOp`,
/// `ReplaceEmptyTensorStaticShapeDims`.
pub fn empty_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        pattern(
            CastOp::OPERATION_NAME,
            "FoldEmptyTensorWithCastOp",
            empty_of_cast,
        ),
        pattern(
            DimOp::OPERATION_NAME,
            "FoldEmptyTensorWithDimOp",
            dim_of_empty,
        ),
        pattern(
            EmptyOp::OPERATION_NAME,
            "ReplaceEmptyTensorStaticShapeDims",
            empty_static_dims,
        ),
    ]
}

fn empty_of_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(cast) = CastOp::cast(rw, op) else {
        return false;
    };
    if !can_fold_into_producer(rw, cast) {
        return false;
    }
    let Some(empty) = rw
        .defining_op(cast.source(rw))
        .and_then(|d| EmptyOp::cast(rw, d))
    else {
        return false;
    };
    let rt = rw.value_type(cast.dest(rw));
    let result_shape = crate::util::shape(rw, rt);
    let current = crate::util::shape(rw, rw.value_type(empty.result(rw)));
    let mut dynamics = empty.dynamic_sizes(rw).into_iter();
    let mut sizes = Vec::with_capacity(current.len());
    let mut kept = Vec::new();
    for (&new, &cur) in result_shape.iter().zip(&current) {
        if cur != DYNAMIC {
            if new == DYNAMIC || new != cur {
                return rw.notify_match_failure(
                    "mismatch in static value of shape of empty tensor result and cast result",
                );
            }
            sizes.push(cur);
            continue;
        }
        let v = dynamics.next();
        if new != DYNAMIC {
            sizes.push(new);
            continue;
        }
        sizes.push(DYNAMIC);
        kept.extend(v);
    }
    // `EmptyOp::build` from mixed sizes keeps no encoding.
    let element = rw.element_type_or_self(rt);
    let t = rw.ranked_tensor(&sizes, element);
    let loc = rw.op_loc(op);
    let v = EmptyOp::build(rw, loc, t, &kept).result(rw);
    rw.replace_op(op, &[v]).is_ok()
}

fn dim_of_empty(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(dim) = DimOp::cast(rw, op) else {
        return false;
    };
    let Some(index) = crate::util::constant_int(rw, dim.index(rw)) else {
        return false;
    };
    let Some(empty) = rw
        .defining_op(dim.source(rw))
        .and_then(|d| EmptyOp::cast(rw, d))
    else {
        return false;
    };
    let sizes = crate::util::shape(rw, rw.value_type(empty.result(rw)));
    let Some(i) = usize::try_from(index).ok().filter(|&i| i < sizes.len()) else {
        return false;
    };
    let Some(v) = crate::util::dynamic_entry(&sizes, &empty.dynamic_sizes(rw), i) else {
        return false;
    };
    rw.replace_op(op, &[v]).is_ok()
}

fn empty_static_dims(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(empty) = EmptyOp::cast(rw, op) else {
        return false;
    };
    let t = rw.value_type(empty.result(rw));
    let (sizes, kept) = fold_dynamic_sizes(rw, t, &empty.dynamic_sizes(rw));
    let new_ty = crate::util::tensor_like(rw, t, &sizes);
    if new_ty == t {
        return false;
    }
    let loc = rw.op_loc(op);
    let v = EmptyOp::build(rw, loc, new_ty, &kept).result(rw);
    let c = CastOp::build(rw, loc, t, v).dest(rw);
    rw.replace_op(op, &[c]).is_ok()
}

/// `ExtractOp`: `ExtractFromTensorCast`.
pub fn extract_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![pattern(
        ExtractOp::OPERATION_NAME,
        "ExtractFromTensorCast",
        extract_of_cast,
    )]
}

fn extract_of_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(extract) = ExtractOp::cast(rw, op) else {
        return false;
    };
    let Some(cast) = rw
        .defining_op(extract.tensor(rw))
        .and_then(|d| CastOp::cast(rw, d))
    else {
        return false;
    };
    let source = cast.source(rw);
    if !rw.is_ranked_tensor(rw.value_type(source)) {
        return false;
    }
    let (loc, t, indices) = (
        rw.op_loc(op),
        rw.value_type(extract.result(rw)),
        extract.indices(rw),
    );
    let v = ExtractOp::build(rw, loc, t, source, &indices).result(rw);
    rw.replace_op(op, &[v]).is_ok()
}

/// `FromElementsOp`: `ExtractElementFromIndexCast` (rooted at
/// `tensor.extract`).
pub fn from_elements_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![pattern(
        ExtractOp::OPERATION_NAME,
        "ExtractElementFromIndexCast",
        extract_of_index_cast,
    )]
}

fn extract_of_index_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(extract) = ExtractOp::cast(rw, op) else {
        return false;
    };
    let Some(cast) = rw
        .defining_op(extract.tensor(rw))
        .and_then(|d| arith::IndexCastOp::cast(rw, d))
    else {
        return false;
    };
    let input = cast.in_(rw);
    let element = rw.element_type_or_self(rw.value_type(input));
    let (loc, t, indices) = (
        rw.op_loc(op),
        rw.value_type(extract.result(rw)),
        extract.indices(rw),
    );
    let e = ExtractOp::build(rw, loc, element, input, &indices).result(rw);
    let v = arith::IndexCastOp::build(rw, loc, t, e).out(rw);
    rw.replace_op(op, &[v]).is_ok()
}

/// `GenerateOp`: `ExtractFromTensorGenerate` (rooted at `tensor.extract`),
/// `StaticTensorGenerate`.
pub fn generate_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        pattern(
            ExtractOp::OPERATION_NAME,
            "ExtractFromTensorGenerate",
            extract_of_generate,
        ),
        pattern(
            GenerateOp::OPERATION_NAME,
            "StaticTensorGenerate",
            static_generate,
        ),
    ]
}

fn extract_of_generate(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(extract) = ExtractOp::cast(rw, op) else {
        return false;
    };
    let Some(generate) = rw
        .defining_op(extract.tensor(rw))
        .and_then(|d| GenerateOp::cast(rw, d))
    else {
        return false;
    };
    if !ir::interfaces::side_effects::would_op_be_trivially_dead(rw, generate.operation()) {
        return false;
    }
    let Some(&body) = rw.region_blocks(generate.body(rw)).first() else {
        return false;
    };
    let mut mapping = ir::IrMapping::new();
    for (a, i) in rw.block_args(body).into_iter().zip(extract.indices(rw)) {
        mapping.map_value(a, i);
    }
    let ops: Vec<OpId> = rw.block_ops(body).collect();
    let Some((&terminator, inner)) = ops.split_last() else {
        return false;
    };
    for &inner_op in inner {
        if rw.clone_op(inner_op, &mut mapping).is_err() {
            return false;
        }
    }
    let Some(y) = YieldOp::cast(rw, terminator) else {
        return false;
    };
    let v = mapping.lookup_value_or_self(y.value(rw));
    rw.replace_op(op, &[v]).is_ok()
}

fn static_generate(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(generate) = GenerateOp::cast(rw, op) else {
        return false;
    };
    let t = rw.value_type(generate.result(rw));
    let (sizes, kept) = fold_dynamic_sizes(rw, t, &generate.dynamic_extents(rw));
    let new_ty = crate::util::tensor_like(rw, t, &sizes);
    if new_ty == t {
        return false;
    }
    let loc = rw.op_loc(op);
    let new = GenerateOp::build(rw, loc, new_ty, &kept);
    let (from, to) = (generate.body(rw), new.body(rw));
    for b in rw.region_blocks(from).to_vec() {
        if rw.detach_block(b).is_err() || rw.append_block(to, b).is_err() {
            return false;
        }
    }
    let v = new.result(rw);
    let c = CastOp::build(rw, loc, t, v).dest(rw);
    rw.replace_op(op, &[c]).is_ok()
}

/// The dialect's patterns: `FoldTensorCastProducerOp`.
pub fn dialect_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(FoldTensorCastProducerOp)]
}

/// `FoldTensorCastProducerOp`: a destination-style op (not
/// `tensor.insert_slice`, not a loop) taking operands from casts that only
/// lose static information takes the casts' sources instead; results tied
/// to those inits take their types, cast back for the old uses.
struct FoldTensorCastProducerOp;

impl RewritePattern for FoldTensorCastProducerOp {
    fn root(&self) -> Option<&str> {
        None
    }
    fn name(&self) -> &str {
        "FoldTensorCastProducerOp"
    }
    fn may_match(&self, def: Option<&ir::OpDefinition>) -> bool {
        def.is_some_and(|d| {
            d.interface::<ir::interfaces::DestinationStyleOpInterfaceVtable>()
                .is_some()
        })
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let Some(dps) = ir::interfaces::DestinationStyleOpInterfaceRef::get(rw, op) else {
            return false;
        };
        if InsertSliceOp::cast(rw, op).is_some()
            || ir::interfaces::LoopLikeOpInterfaceRef::get(rw, op).is_some()
        {
            return false;
        }
        let operands = rw.operands(op);
        let cast_source =
            |rw: &PatternRewriter<'_>, v: ir::Value| foldable_cast(rw, v).map(|c| c.source(rw));
        if !operands.iter().any(|&v| cast_source(rw, v).is_some()) {
            return false;
        }
        let inits = dps.get_dps_inits_mutable(rw);
        let old_types: Vec<ir::Type> = rw.results(op).iter().map(|&r| rw.value_type(r)).collect();
        let mut new_types = old_types.clone();
        let mut new_operands = Vec::with_capacity(operands.len());
        let mut init_index = 0;
        for (i, &v) in operands.iter().enumerate() {
            let n = cast_source(rw, v).unwrap_or(v);
            new_operands.push(n);
            let t = rw.value_type(n);
            if inits.contains(&i) && !rw.is_memref(t) {
                if let Some(slot) = new_types.get_mut(init_index) {
                    *slot = t;
                }
                init_index += 1;
            }
        }
        // `clone(rewriter, op, newResultTypes, newOperands)`: the same op,
        // regions cloned.
        let loc = rw.op_loc(op);
        let mut state = ir::OperationState::new(rw.op_get_name(op), loc);
        state.add_operands(&new_operands);
        state.add_types(&new_types);
        state.attributes = rw.attrs(op).to_vec();
        state.properties = rw.props(op);
        let old_regions = rw.op_regions(op).to_vec();
        let mut mapping = ir::IrMapping::new();
        for r in old_regions {
            let nr = state.add_region(rw);
            if rw.clone_region_into(r, nr, None, &mut mapping).is_err() {
                return false;
            }
        }
        let new = rw.create_op(state);
        let new_results = rw.results(new).to_vec();
        let mut replacements = Vec::with_capacity(new_results.len());
        for (&nv, &old_t) in new_results.iter().zip(&old_types) {
            if rw.value_type(nv) == old_t {
                replacements.push(nv);
            } else {
                replacements.push(CastOp::build(rw, loc, old_t, nv).dest(rw));
            }
        }
        rw.replace_op(op, &replacements).is_ok()
    }
}
