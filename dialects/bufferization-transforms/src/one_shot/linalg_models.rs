//! The linalg models (upstream's
//! `Linalg/Transforms/BufferizableOpInterfaceImpl.cpp`): every structured
//! op (`LinalgOp`: `generic`, `map`, `reduce`, `transpose`, `broadcast`
//! and the named ops) reads the operands its payload uses, writes its
//! inits and bufferizes to a copy of itself on buffers with its body moved
//! over (`bufferizeDestinationStyleOpInterface`); `linalg.softmax` reads
//! its input. Beside them, the tensor models that build linalg ops
//! (upstream's `Tensor/Transforms/BufferizableOpInterfaceImpl.cpp`):
//! `tensor.generate`, `tensor.pad` and `tensor.splat` fill a new
//! allocation with a `linalg.map`.

use super::models::{no_aliases, no_operand, yes};
use super::*;
use ir::interfaces::{DestinationStyleOpInterfaceRef, FoldResult as Ofr};
use ir::{BlockId, OperationState};
use linalg::{IteratorType, LinalgOpRef, LinalgOpVtable, LoopExpr};

/// The operand numbers of the op's inits.
fn dps_inits(ctx: &Context, op: OpId) -> std::ops::Range<usize> {
    DestinationStyleOpInterfaceRef::get(ctx, op).map_or(0..0, |d| d.get_dps_inits_mutable(ctx))
}

/// `DestinationStyleOpInterface::isScalar`: neither a tensor nor a memref.
fn is_scalar(ctx: &Context, v: Value) -> bool {
    let t = ctx.value_type(v);
    !ctx.is_tensor(t) && !ctx.is_memref(t)
}

/// `payloadUsesValueFromOperand`: the payload block argument matching the
/// operand (`getMatchingBlockArgument`, through
/// `getOpOperandsMatchingBBargs`: `linalg.map`'s init has none) has uses.
fn payload_uses_value_from_operand(ctx: &Context, op: OpId, i: usize) -> bool {
    let Some(l) = LinalgOpRef::get(ctx, op) else {
        return false;
    };
    let Some(position) = l
        .get_op_operands_matching_b_bargs(ctx)
        .iter()
        .position(|&o| o == i)
    else {
        return false;
    };
    let Some(&block) = ctx
        .op_regions(op)
        .first()
        .and_then(|&r| ctx.region_blocks(r).first())
    else {
        return false;
    };
    position < ctx.num_block_args(block) && ctx.has_uses(ctx.block_arg(block, position))
}

/// `DstBufferizableOpInterfaceExternalModel::bufferizesToMemoryWrite`:
/// the inits are written.
fn init_written(ctx: &Context, op: OpId, i: usize, _: &AnalysisState<'_>) -> bool {
    dps_inits(ctx, op).contains(&i)
}

/// `DstBufferizableOpInterfaceExternalModel::getAliasingValues`: an init
/// is equivalent to its tied result.
fn init_equivalent_result(
    ctx: &Context,
    op: OpId,
    i: usize,
    _: &AnalysisState<'_>,
) -> Vec<AliasingValue> {
    let inits = dps_inits(ctx, op);
    if !inits.contains(&i) {
        return Vec::new();
    }
    let n = i - inits.start;
    if n >= ctx.num_results(op) {
        return Vec::new();
    }
    vec![AliasingValue::new(
        ctx.result(op, n),
        BufferRelation::Equivalent,
    )]
}

/// `LinalgOpInterface::bufferizesToElementwiseAccess`: every loop is
/// parallel and the asked tensor or memref operands have identity maps.
fn linalg_elementwise_access(
    ctx: &Context,
    op: OpId,
    _: &AnalysisState<'_>,
    operands: &[usize],
) -> bool {
    let Some(l) = LinalgOpRef::get(ctx, op) else {
        return false;
    };
    if l.get_iterator_types_array(ctx)
        .iter()
        .any(|&t| t != IteratorType::Parallel)
    {
        return false;
    }
    let maps = l.get_indexing_maps_array(ctx);
    for (i, map) in maps.iter().enumerate() {
        let t = ctx.value_type(ctx.operand(op, i));
        if !ctx.is_ranked_tensor(t) && !ctx.is_memref(t) {
            continue;
        }
        if !operands.contains(&i) {
            continue;
        }
        let identity = map.results.len() == map.num_dims as usize
            && map
                .results
                .iter()
                .enumerate()
                .all(|(d, e)| *e == LoopExpr::Dim(d as u32));
        if !identity {
            return false;
        }
    }
    true
}

/// `bufferizeDestinationStyleOpInterface`: the op again on the buffers of
/// its tensor operands, without results, its attributes and its body
/// moved over; its results replaced by the inits' buffers.
fn bufferize_destination_style_op(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    options: &BufferizationOptions,
) -> Result<(), Failure> {
    let operands = rw.operands(op);
    let buffer_only = operands
        .iter()
        .all(|&v| is_scalar(rw, v) || rw.is_memref(rw.value_type(v)));
    if buffer_only {
        return Ok(());
    }
    let tensor_only = operands
        .iter()
        .all(|&v| is_scalar(rw, v) || rw.is_ranked_tensor(rw.value_type(v)));
    if !tensor_only {
        return Err(Some(Diagnostic::at_op(
            rw,
            op,
            "op does not have pure tensor semantics",
        )));
    }
    let inits = dps_inits(rw, op);
    let mut new_operands = Vec::with_capacity(operands.len());
    for (i, &v) in operands.iter().enumerate() {
        if inits.contains(&i) || is_scalar(rw, v) {
            new_operands.push(v);
            continue;
        }
        new_operands.push(get_buffer(rw, v, options)?);
    }
    let mut outputs = Vec::new();
    for n in 0..rw.num_results(op) {
        let init = inits.start + n;
        let buffer = get_buffer(rw, operands[init], options)?;
        outputs.push(buffer);
    }
    // The inits without a result (none for tensors) keep their operand.
    for (n, &buffer) in outputs.iter().enumerate() {
        new_operands[inits.start + n] = buffer;
    }
    rw.set_insertion_point_before(op);
    let mut state = OperationState::new(rw.op_get_name(op), rw.op_loc(op));
    state.add_operands(&new_operands);
    state.properties = rw.props(op);
    state.attributes = rw.attrs(op).to_vec();
    let region = rw.create_region();
    if let Some(&old) = rw.op_regions(op).first() {
        for b in rw.region_blocks(old).to_vec() {
            rw.detach_block(b).map_err(|_| None)?;
            rw.insert_block(region, b, None).map_err(|_| None)?;
        }
    }
    state.regions.push(region);
    rw.create_op(state);
    replace_op_with_bufferized_values(rw, op, &outputs)
}

static LINALG_OP_MODEL: BufferizableOpInterfaceVtable = BufferizableOpInterfaceVtable {
    bufferizes_to_elementwise_access: Some(linalg_elementwise_access),
    ..models::model(
        |ctx, op, i, _| payload_uses_value_from_operand(ctx, op, i),
        init_written,
        init_equivalent_result,
        bufferize_destination_style_op,
    )
};

/// The destination of a `linalg.copy` of one input into one init: the op
/// is a subset insertion of the whole destination (upstream's
/// `LinalgCopyOpInterface`, a `SubsetInsertionOpInterface` model: source
/// operand 0, extraction and needed value the destination).
pub fn copy_destination(ctx: &Context, op: OpId) -> Option<Value> {
    linalg::CopyOp::cast(ctx, op)?;
    (ctx.num_operands(op) == 2 && dps_inits(ctx, op) == (1..2)).then(|| ctx.operand(op, 1))
}

/// `linalg.softmax`: reads its input only, a new softmax on buffers.
fn bufferize_softmax(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    options: &BufferizationOptions,
) -> Result<(), Failure> {
    let s = linalg::SoftmaxOp::from_operation_unchecked(op);
    let (input, output) = (s.input(rw), s.output(rw));
    let input_buffer = get_buffer(rw, input, options)?;
    let output_buffer = get_buffer(rw, output, options)?;
    let (loc, dimension) = (rw.op_loc(op), s.dimension_attr(rw));
    linalg::SoftmaxOp::build(rw, loc, &[], input_buffer, output_buffer, dimension);
    replace_op_with_bufferized_values(rw, op, &[output_buffer])
}

static SOFTMAX_MODEL: BufferizableOpInterfaceVtable = models::model(
    |_, _, i, _| i == 0,
    init_written,
    init_equivalent_result,
    bufferize_softmax,
);

/// Attaches the linalg models to every registered structured op and to
/// `linalg.softmax` (upstream's
/// `linalg::registerBufferizableOpInterfaceExternalModels`); call it once
/// the linalg dialect is registered.
pub fn register_linalg_models(ctx: &mut Context) {
    let names: Vec<String> = ctx
        .registered_operations()
        .filter(|d| d.interface::<LinalgOpVtable>().is_some())
        .map(|d| d.name.clone())
        .collect();
    for name in names {
        ctx.attach_op_interface::<BufferizableOpInterfaceVtable>(&name, &LINALG_OP_MODEL);
    }
    ctx.attach_op_interface::<BufferizableOpInterfaceVtable>(
        linalg::SoftmaxOp::OPERATION_NAME,
        &SOFTMAX_MODEL,
    );
}

// ---------------------------------------------------------------------------
// tensor ops bufferized through linalg.map
// ---------------------------------------------------------------------------

/// The "memory space not implemented yet" error of the ops that allocate
/// only in the default memory space.
fn check_default_memory_space(
    rw: &PatternRewriter<'_>,
    op: OpId,
    options: &BufferizationOptions,
) -> Result<(), Failure> {
    if options.default_memory_space() != Some(None) {
        return Err(Some(Diagnostic::at_op(
            rw,
            op,
            "memory space not implemented yet",
        )));
    }
    Ok(())
}

/// A `linalg.map` with no inputs into `init`, its body an empty block at
/// the insertion point's disposal (returned).
fn empty_map(rw: &mut PatternRewriter<'_>, loc: Location, init: Value) -> (OpId, BlockId) {
    let ty = rw.value_type(init);
    let map = linalg::MapOp::build(rw, loc, &[ty], &[], init);
    let region = map.mapper(rw);
    let block = rw.create_block(region, &[]);
    (map.operation(), block)
}

/// `lowerGenerateLikeOpBody`: a `linalg.map` into `destination` whose
/// body is `body`'s block, its arguments replaced by `linalg.index` ops
/// and its `tensor.yield` by a `linalg.yield`.
fn lower_generate_like_op_body(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    destination: Value,
    body: ir::RegionId,
) -> Result<Value, Failure> {
    let ip = rw.insertion_point();
    let rank = rw.rank(rw.value_type(destination)).unwrap_or(0);
    let (map, block) = empty_map(rw, loc, destination);
    rw.set_insertion_point_to_start(block);
    let index = rw.index_type();
    let mut indices = Vec::with_capacity(rank);
    for d in 0..rank {
        let dim = i64::try_from(d).unwrap_or(i64::MAX);
        indices.push(linalg::IndexOp::build_with_values(rw, loc, index, dim).result(rw));
    }
    let source = rw.region_blocks(body).first().copied().ok_or(None)?;
    rw.merge_blocks(source, block, &indices).map_err(|_| None)?;
    let terminator = rw.block_last_op(block).ok_or(None)?;
    let value = rw.operand(terminator, 0);
    let yield_loc = rw.op_loc(terminator);
    rw.set_insertion_point_before(terminator);
    linalg::YieldOp::build(rw, yield_loc, &[value]);
    rw.erase_op(terminator).map_err(|_| None)?;
    rw.set_insertion_point(ip);
    Ok(rw.result(map, 0))
}

/// `tensor.generate`: a new allocation filled by a `linalg.map` of its
/// body.
fn bufferize_generate(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    options: &BufferizationOptions,
) -> Result<(), Failure> {
    let g = tensor::GenerateOp::from_operation_unchecked(op);
    check_default_memory_space(rw, op, options)?;
    let (loc, result) = (rw.op_loc(op), g.result(rw));
    let alloc = allocate_tensor_for_shaped_value(rw, loc, result, options, false)?;
    let body = g.body(rw);
    let mapped = lower_generate_like_op_body(rw, loc, alloc, body)?;
    rw.replace_op(op, &[mapped]).map_err(|_| None)
}

static GENERATE_MODEL: BufferizableOpInterfaceVtable = BufferizableOpInterfaceVtable {
    bufferizes_to_allocation: |_, _, _| true,
    ..models::model(no_operand, no_operand, no_aliases, bufferize_generate)
};

/// `tensor.pad`'s low or high paddings as fold results.
fn mixed_pad(ctx: &mut Context, statics: &[i64], dynamics: &[Value]) -> Vec<Ofr> {
    let mut next = dynamics.iter();
    statics
        .iter()
        .map(|&s| {
            if s == ir::DYNAMIC {
                next.next()
                    .map_or(Ofr::Attr(ctx.index_attr(s)), |&v| Ofr::Value(v))
            } else {
                Ofr::Attr(ctx.index_attr(s))
            }
        })
        .collect()
}

/// `getBufferType`: the result's shape in the source buffer's memory
/// space, no layout.
fn pad_buffer_type(
    ctx: &mut Context,
    op: OpId,
    _: Value,
    options: &BufferizationOptions,
    stack: &mut Vec<Value>,
) -> Result<Type, Failure> {
    let p = tensor::PadOp::from_operation_unchecked(op);
    let source_ty = get_buffer_type_in(ctx, p.source(ctx), options, stack)?;
    let space = ctx.memref_memory_space(source_ty);
    let result_ty = ctx.value_type(p.result(ctx));
    let shape = ctx
        .shape(result_ty)
        .map(<[i64]>::to_vec)
        .unwrap_or_default();
    let element = ctx.element_type(result_ty).unwrap_or(result_ty);
    Ok(ctx.memref_type_with(&shape, element, None, space))
}

/// An `index` value for a fold result (a new constant for an attribute).
fn ofr_value(rw: &mut PatternRewriter<'_>, loc: Location, ofr: Ofr) -> Value {
    match ofr {
        Ofr::Value(v) => v,
        Ofr::Attr(a) => {
            let index = rw.index_type();
            let n = rw.attr_as_int(a).unwrap_or(0);
            let value = rw.index_attr(n);
            arith::ConstantOp::build(rw, loc, index, value).result(rw)
        }
    }
}

/// `tensor.pad`: a new allocation of the padded shape filled by a
/// `linalg.map` of the padding body, the source inserted at the low
/// paddings (`tensor.insert_slice`).
fn bufferize_pad(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    options: &BufferizationOptions,
) -> Result<(), Failure> {
    let p = tensor::PadOp::from_operation_unchecked(op);
    let loc = rw.op_loc(op);
    let (source, result) = (p.source(rw), p.result(rw));
    let result_ty = rw.value_type(result);
    let result_shape = rw.shape(result_ty).map(<[i64]>::to_vec).unwrap_or_default();
    let (static_low, static_high) = (p.static_low(rw).to_vec(), p.static_high(rw).to_vec());
    let (low, high) = (p.low(rw), p.high(rw));
    let mixed_low = mixed_pad(rw, &static_low, &low);
    let mixed_high = mixed_pad(rw, &static_high, &high);
    let index = rw.index_type();
    let sum = {
        let (s0, s1, s2) = (
            rw.affine_symbol(0),
            rw.affine_symbol(1),
            rw.affine_symbol(2),
        );
        let s01 = rw.affine_add(s0, s1);
        let e = rw.affine_add(s01, s2);
        let map = rw.affine_map(0, 3, &[e]);
        rw.affine_map_attr(map)
    };
    for (i, &d) in result_shape.iter().enumerate() {
        if d != ir::DYNAMIC {
            continue;
        }
        let c = {
            let at = rw.index_attr(i64::try_from(i).unwrap_or(i64::MAX));
            arith::ConstantOp::build(rw, loc, index, at).result(rw)
        };
        let source_dim = tensor::DimOp::build(rw, loc, index, source, c).result(rw);
        let low_pad = ofr_value(rw, loc, mixed_low[i]);
        let high_pad = ofr_value(rw, loc, mixed_high[i]);
        affine::AffineApplyOp::build(rw, loc, index, sum, &[source_dim, low_pad, high_pad]);
    }
    let alloc = allocate_tensor_for_shaped_value(rw, loc, result, options, false)?;
    let body = p.region(rw);
    let filled = lower_generate_like_op_body(rw, loc, alloc, body)?;
    let sizes = tensor::slice::mixed_sizes(rw, source);
    let one = rw.index_attr(1);
    let strides = vec![Ofr::Attr(one); sizes.len()];
    let split = |rw: &PatternRewriter<'_>, list: &[Ofr]| {
        let mut statics = Vec::with_capacity(list.len());
        let mut dynamics = Vec::new();
        for e in list {
            match *e {
                Ofr::Attr(a) => statics.push(rw.attr_as_int(a).unwrap_or(ir::DYNAMIC)),
                Ofr::Value(v) => {
                    statics.push(ir::DYNAMIC);
                    dynamics.push(v);
                }
            }
        }
        (statics, dynamics)
    };
    let (so, od) = split(rw, &mixed_low);
    let (ss, sd) = split(rw, &sizes);
    let (st, td) = split(rw, &strides);
    let ty = rw.value_type(filled);
    let insert = tensor::InsertSliceOp::build_with_values(
        rw, loc, ty, source, filled, &od, &sd, &td, &so, &ss, &st,
    )
    .result(rw);
    rw.replace_op(op, &[insert]).map_err(|_| None)
}

static PAD_MODEL: BufferizableOpInterfaceVtable = BufferizableOpInterfaceVtable {
    bufferizes_to_allocation: |_, _, _| true,
    get_buffer_type: Some(pad_buffer_type),
    ..models::model(yes, no_operand, no_aliases, bufferize_pad)
};

/// `tensor.splat`: a new allocation filled by a `linalg.map` yielding the
/// value.
fn bufferize_splat(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    options: &BufferizationOptions,
) -> Result<(), Failure> {
    let s = tensor::SplatOp::from_operation_unchecked(op);
    let (loc, result, input) = (rw.op_loc(op), s.aggregate(rw), s.input(rw));
    let ip = rw.insertion_point();
    let alloc = allocate_tensor_for_shaped_value(rw, loc, result, options, false)?;
    check_default_memory_space(rw, op, options)?;
    let (map, block) = empty_map(rw, loc, alloc);
    rw.set_insertion_point_to_start(block);
    linalg::YieldOp::build(rw, loc, &[input]);
    rw.set_insertion_point(ip);
    let mapped = rw.result(map, 0);
    rw.replace_op(op, &[mapped]).map_err(|_| None)
}

static SPLAT_MODEL: BufferizableOpInterfaceVtable = BufferizableOpInterfaceVtable {
    bufferizes_to_allocation: |_, _, _| true,
    ..models::model(no_operand, no_operand, no_aliases, bufferize_splat)
};

/// Attaches the tensor models that build linalg ops (part of upstream's
/// `tensor::registerBufferizableOpInterfaceExternalModels`).
pub fn register_tensor_linalg_models(ctx: &mut Context) {
    for (name, model) in [
        (tensor::GenerateOp::OPERATION_NAME, &GENERATE_MODEL),
        (tensor::PadOp::OPERATION_NAME, &PAD_MODEL),
        (tensor::SplatOp::OPERATION_NAME, &SPLAT_MODEL),
    ] {
        ctx.attach_op_interface::<BufferizableOpInterfaceVtable>(name, model);
    }
}
