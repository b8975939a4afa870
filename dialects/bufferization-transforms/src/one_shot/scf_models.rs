//! The scf models of upstream's `SCF/Transforms/BufferizableOpInterfaceImpl.cpp`
//! but `scf.if` (in `models`): `scf.for`, `scf.while` with
//! `scf.condition`, `scf.execute_region`, `scf.index_switch`,
//! `scf.forall` with `scf.in_parallel`, and `scf.yield` in every parent.
//! Loops must yield buffers equivalent to their iteration arguments unless
//! `allow-return-allocs-from-loops` (`verifyAnalysis`); `scf.forall`'s
//! body is a parallel region (`check-parallel-regions`).

use super::models::{no_aliases, no_operand, yes};
use super::module_bufferize::{
    branch_aliasing_op_operands, bufferize_block_signature, unique_terminator,
};
use super::*;

/// `areEquivalentBufferizedValues` (without analysis: never).
fn equivalent(state: &AnalysisState<'_>, a: Value, b: Value) -> bool {
    state.one_shot.is_some_and(|s| s.are_equivalent(a, b))
}

/// The `index` constant `v` is, if any (`getConstantIntValue`).
fn constant_int(ctx: &Context, v: Value) -> Option<i64> {
    let def = ctx.defining_op(v)?;
    if !ctx.op_has_trait(def, &ir::OpTrait::ConstantLike) {
        return None;
    }
    let value = ctx.attr(def, "value").or_else(|| ctx.prop(def, "value"))?;
    ctx.as_integer(value).and_then(|i| i64::try_from(i).ok())
}

/// The loop's block argument of an operand, result or value number.
fn for_iter_arg(ctx: &Context, op: OpId, result: usize) -> Option<Value> {
    scf::ForOp::from_operation_unchecked(op).get_region_iter_arg(ctx, result)
}

fn for_yield(ctx: &Context, op: OpId) -> Option<OpId> {
    let body = ctx.region_blocks(ctx.op_region(op, 0)).first().copied()?;
    ctx.block_last_op(body)
}

/// `mayHaveZeroIterations` of `scf.for`.
fn for_may_have_zero_iterations(ctx: &Context, op: OpId) -> bool {
    let f = scf::ForOp::from_operation_unchecked(op);
    match (
        constant_int(ctx, f.lower_bound(ctx)),
        constant_int(ctx, f.upper_bound(ctx)),
    ) {
        (Some(lb), Some(ub)) => ub <= lb,
        _ => true,
    }
}

/// `ForOpInterface::bufferRelation`.
fn for_relation(
    ctx: &Context,
    op: OpId,
    result: usize,
    state: &AnalysisState<'_>,
) -> BufferRelation {
    let (Some(arg), Some(y)) = (for_iter_arg(ctx, op, result), for_yield(ctx, op)) else {
        return BufferRelation::Unknown;
    };
    if result < ctx.num_operands(y) && equivalent(state, arg, ctx.operand(y, result)) {
        BufferRelation::Equivalent
    } else {
        BufferRelation::Unknown
    }
}

/// The tensor operand numbers among `values`.
fn tensor_indices(ctx: &Context, values: &[Value]) -> Vec<usize> {
    values
        .iter()
        .enumerate()
        .filter(|&(_, &v)| ctx.is_tensor(ctx.value_type(v)))
        .map(|(i, _)| i)
        .collect()
}

/// `doesNotAliasExternalValue`: every alias of `value` (but `exception`)
/// is defined inside `region`.
fn does_not_alias_external_value(
    ctx: &Context,
    value: Value,
    region: ir::RegionId,
    exception: Option<Value>,
    state: &AnalysisState<'_>,
) -> bool {
    let aliases = match state.one_shot {
        Some(s) => s.alias_class(value),
        None => vec![value],
    };
    for alias in aliases {
        if Some(alias) == exception {
            continue;
        }
        let Some(alias_region) = ctx
            .value_parent_block(alias)
            .and_then(|b| ctx.block_parent_region(b))
        else {
            return false;
        };
        let inside = match alias {
            Value::Arg { .. } => region_is_proper_ancestor(ctx, region, alias_region),
            Value::Result { .. } => {
                alias_region == region || region_is_proper_ancestor(ctx, region, alias_region)
            }
        };
        if !inside {
            return false;
        }
    }
    true
}

fn region_is_proper_ancestor(ctx: &Context, region: ir::RegionId, other: ir::RegionId) -> bool {
    let mut r = ctx
        .region_parent_op(other)
        .and_then(|op| ctx.op_parent_region(op));
    while let Some(x) = r {
        if x == region {
            return true;
        }
        r = ctx
            .region_parent_op(x)
            .and_then(|op| ctx.op_parent_region(op));
    }
    false
}

/// The buffers of `values` (tensors through `getBuffer`).
fn get_buffers(
    rw: &mut PatternRewriter<'_>,
    values: &[Value],
    options: &BufferizationOptions,
) -> Result<Vec<Value>, Failure> {
    let mut r = Vec::with_capacity(values.len());
    for &v in values {
        r.push(if rw.is_tensor(rw.value_type(v)) {
            get_buffer(rw, v, options)?
        } else {
            v
        });
    }
    Ok(r)
}

/// `getBbArgReplacements`: the tensor block arguments through
/// `to_tensor`s at the insertion point.
fn bb_arg_replacements(
    rw: &mut PatternRewriter<'_>,
    args: &[Value],
    tensors: &[usize],
) -> Vec<Value> {
    args.iter()
        .enumerate()
        .map(|(i, &a)| {
            if tensors.contains(&i) {
                let loc = rw.value_loc(a);
                to_tensor(rw, loc, a)
            } else {
                a
            }
        })
        .collect()
}

/// `computeLoopRegionIterArgBufferType`.
fn loop_iter_arg_buffer_type(
    ctx: &mut Context,
    op: OpId,
    iter_arg: Value,
    init: Value,
    yielded: Value,
    options: &BufferizationOptions,
    stack: &mut Vec<Value>,
) -> Result<Type, Failure> {
    let init_ty = get_buffer_type_in(ctx, init, options, stack)?;
    if stack.iter().filter(|&&v| v == iter_arg).count() >= 2 {
        return Ok(init_ty);
    }
    let yielded_ty = ctx.value_type(yielded);
    let yielded_ty = if ctx.is_memref(yielded_ty) {
        yielded_ty
    } else {
        get_buffer_type_in(ctx, yielded, options, stack)?
    };
    let tensor = ctx.value_type(iter_arg);
    join_buffer_types(ctx, tensor, init_ty, yielded_ty).ok_or_else(|| {
        Some(Diagnostic::op_error(
            ctx,
            op,
            "init_arg and yielded value bufferize to inconsistent memory spaces",
        ))
    })
}

// ---------------------------------------------------------------------------
// scf.for
// ---------------------------------------------------------------------------

fn for_reads(ctx: &Context, op: OpId, i: usize, state: &AnalysisState<'_>) -> bool {
    if for_may_have_zero_iterations(ctx, op) {
        return true;
    }
    match i.checked_sub(3).and_then(|k| for_iter_arg(ctx, op, k)) {
        Some(arg) => state.is_value_read(ctx, arg),
        None => true,
    }
}

fn for_aliasing_values(
    ctx: &Context,
    op: OpId,
    i: usize,
    state: &AnalysisState<'_>,
) -> Vec<AliasingValue> {
    let Some(k) = i.checked_sub(3) else {
        return Vec::new();
    };
    let relation = for_relation(ctx, op, k, state);
    vec![AliasingValue {
        value: ctx.result(op, k),
        relation,
        is_definite: relation == BufferRelation::Equivalent,
    }]
}

fn for_resolve_conflicts(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    state: &AnalysisState<'_>,
) -> Result<(), Failure> {
    resolve_tensor_op_operand_conflicts(rw, op, state)?;
    let Some(y) = for_yield(rw, op) else {
        return Ok(());
    };
    let f = scf::ForOp::from_operation_unchecked(op);
    let indices = tensor_indices(rw, &f.init_args(rw));
    let region = rw.op_region(op, 0);
    let loc = rw.op_loc(y);
    rw.set_insertion_point_before(y);
    let mut values = Vec::new();
    for (i, v) in rw.operands(y).into_iter().enumerate() {
        let exception = f.get_region_iter_arg(rw, i);
        if !indices.contains(&i) || does_not_alias_external_value(rw, v, region, exception, state) {
            values.push(v);
            continue;
        }
        values.push(allocate_tensor_for_shaped_value(
            rw,
            loc,
            v,
            state.options,
            true,
        )?);
    }
    rw.modify_op_in_place(y, |ctx| ctx.set_operands(y, &values).map_err(|_| None))
}

fn for_buffer_type(
    ctx: &mut Context,
    op: OpId,
    value: Value,
    options: &BufferizationOptions,
    stack: &mut Vec<Value>,
) -> Result<Type, Failure> {
    let result = match value {
        Value::Result { index, .. } => {
            let arg = for_iter_arg(ctx, op, index as usize).ok_or(None)?;
            return get_buffer_type_in(ctx, arg, options, stack);
        }
        Value::Arg { index, .. } => (index as usize).checked_sub(1).ok_or(None)?,
    };
    let y = for_yield(ctx, op).ok_or(None)?;
    let yielded = ctx.operand(y, result);
    let init = ctx.operand(op, result + 3);
    loop_iter_arg_buffer_type(ctx, op, value, init, yielded, options, stack)
}

/// `scf.for`: a loop over the buffers (cast to the results' buffer
/// types), the body moved in with `to_tensor`s of the new arguments.
fn bufferize_for(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    options: &BufferizationOptions,
) -> Result<(), Failure> {
    let f = scf::ForOp::from_operation_unchecked(op);
    let inits = f.init_args(rw);
    let indices = tensor_indices(rw, &inits);
    let buffers = get_buffers(rw, &inits, options)?;
    let mut casted = Vec::with_capacity(buffers.len());
    for (i, &b) in buffers.iter().enumerate() {
        let r = rw.result(op, i);
        if !rw.is_tensor(rw.value_type(r)) {
            casted.push(b);
            continue;
        }
        let ty = get_buffer_type(rw, r, options)?;
        casted.push(models::cast_buffer(rw, b, ty));
    }
    let loc = rw.op_loc(op);
    let (lb, ub, step) = (f.lower_bound(rw), f.upper_bound(rw), f.step(rw));
    let new_for = scf::ForOp::build_from_lower_bound_upper_bound_step_iter_args_arg4(
        rw, loc, lb, ub, step, &casted, None,
    );
    let new_op = new_for.operation();
    let attrs: Vec<ir::NamedAttr> = rw.attrs(op).to_vec();
    for (k, v) in attrs {
        let _ = rw.set_attr(new_op, k, v);
    }
    let old_body = rw.region_blocks(rw.op_region(op, 0))[0];
    let new_body = rw.region_blocks(rw.op_region(new_op, 0))[0];
    rw.set_insertion_point_to_start(new_body);
    let args: Vec<Value> = (1..rw.num_block_args(new_body))
        .map(|i| rw.block_arg(new_body, i))
        .collect();
    let mut replacements = bb_arg_replacements(rw, &args, &indices);
    replacements.insert(0, rw.block_arg(new_body, 0));
    rw.merge_blocks(old_body, new_body, &replacements)
        .map_err(|_| None)?;
    let results = rw.results(new_op);
    replace_op_with_bufferized_values(rw, op, &results)
}

fn for_verify(ctx: &Context, op: OpId, state: &AnalysisState<'_>) -> Result<(), Diagnostic> {
    if state.options.allow_return_allocs_from_loops {
        return Ok(());
    }
    let Some(y) = for_yield(ctx, op) else {
        return Ok(());
    };
    for (i, r) in ctx.results(op).into_iter().enumerate() {
        if !ctx.is_tensor(ctx.value_type(r)) {
            continue;
        }
        if for_relation(ctx, op, i, state) != BufferRelation::Equivalent {
            return Err(Diagnostic::at_op(
                ctx,
                y,
                format!("Yield operand #{i} is not equivalent to the corresponding iter bbArg"),
            ));
        }
    }
    Ok(())
}

static FOR_MODEL: BufferizableOpInterfaceVtable = BufferizableOpInterfaceVtable {
    get_buffer_type: Some(for_buffer_type),
    is_writable: |_, _, _, _| true,
    resolve_conflicts: Some(for_resolve_conflicts),
    verify_analysis: Some(for_verify),
    ..models::model(for_reads, yes, for_aliasing_values, bufferize_for)
};

// ---------------------------------------------------------------------------
// scf.while
// ---------------------------------------------------------------------------

fn while_blocks(ctx: &Context, op: OpId) -> Option<(ir::BlockId, ir::BlockId)> {
    let before = *ctx.region_blocks(ctx.op_region(op, 0)).first()?;
    let after = *ctx.region_blocks(ctx.op_region(op, 1)).first()?;
    Some((before, after))
}

fn block_args(ctx: &Context, b: ir::BlockId) -> Vec<Value> {
    (0..ctx.num_block_args(b))
        .map(|i| ctx.block_arg(b, i))
        .collect()
}

/// `WhileOpInterface::bufferRelation`.
fn while_relation(
    ctx: &Context,
    op: OpId,
    result: usize,
    state: &AnalysisState<'_>,
) -> BufferRelation {
    let Some((before, after)) = while_blocks(ctx, op) else {
        return BufferRelation::Unknown;
    };
    if result >= ctx.num_block_args(before)
        || ctx.value_type(ctx.result(op, result)) != ctx.value_type(ctx.block_arg(before, result))
    {
        return BufferRelation::Unknown;
    }
    let (Some(cond), Some(y)) = (ctx.block_last_op(before), ctx.block_last_op(after)) else {
        return BufferRelation::Unknown;
    };
    let cond_args = scf::ConditionOp::from_operation_unchecked(cond).args(ctx);
    let equiv_condition = cond_args
        .get(result)
        .is_some_and(|&v| equivalent(state, ctx.block_arg(before, result), v));
    let equiv_yield = result < ctx.num_block_args(after)
        && result < ctx.num_operands(y)
        && equivalent(state, ctx.block_arg(after, result), ctx.operand(y, result));
    if equiv_condition && equiv_yield {
        BufferRelation::Equivalent
    } else {
        BufferRelation::Unknown
    }
}

fn while_aliasing_values(
    ctx: &Context,
    op: OpId,
    i: usize,
    state: &AnalysisState<'_>,
) -> Vec<AliasingValue> {
    if i >= ctx.num_results(op)
        || ctx.value_type(ctx.operand(op, i)) != ctx.value_type(ctx.result(op, i))
    {
        return Vec::new();
    }
    let relation = while_relation(ctx, op, i, state);
    vec![AliasingValue {
        value: ctx.result(op, i),
        relation,
        is_definite: relation == BufferRelation::Equivalent,
    }]
}

/// The positions where `args[i]` and `values[i]` are equivalent tensors
/// (`getEquivalentBuffers`).
fn equivalent_buffers(
    ctx: &Context,
    args: &[Value],
    values: &[Value],
    state: &AnalysisState<'_>,
) -> Vec<usize> {
    args.iter()
        .zip(values)
        .enumerate()
        .filter(|&(_, (&a, &v))| {
            ctx.is_tensor(ctx.value_type(a))
                && ctx.is_tensor(ctx.value_type(v))
                && equivalent(state, a, v)
        })
        .map(|(i, _)| i)
        .collect()
}

fn while_resolve_conflicts(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    state: &AnalysisState<'_>,
) -> Result<(), Failure> {
    resolve_tensor_op_operand_conflicts(rw, op, state)?;
    let Some((before, after)) = while_blocks(rw, op) else {
        return Ok(());
    };
    let (Some(cond), Some(y)) = (rw.block_last_op(before), rw.block_last_op(after)) else {
        return Ok(());
    };
    let cond_args = scf::ConditionOp::from_operation_unchecked(cond).args(rw);
    let equivalent_before = equivalent_buffers(rw, &block_args(rw, before), &cond_args, state);
    let equivalent_after = equivalent_buffers(rw, &block_args(rw, after), &rw.operands(y), state);
    let loc = rw.op_loc(cond);
    rw.set_insertion_point_before(cond);
    let mut values = Vec::new();
    for (i, &v) in cond_args.iter().enumerate() {
        if !rw.is_tensor(rw.value_type(v))
            || (equivalent_after.contains(&i) && equivalent_before.contains(&i))
        {
            values.push(v);
            continue;
        }
        values.push(allocate_tensor_for_shaped_value(
            rw,
            loc,
            v,
            state.options,
            true,
        )?);
    }
    let condition = scf::ConditionOp::from_operation_unchecked(cond).condition(rw);
    values.insert(0, condition);
    rw.modify_op_in_place(cond, |ctx| {
        ctx.set_operands(cond, &values).map_err(|_| None)
    })
}

fn while_buffer_type(
    ctx: &mut Context,
    op: OpId,
    value: Value,
    options: &BufferizationOptions,
    stack: &mut Vec<Value>,
) -> Result<Type, Failure> {
    let (before, after) = while_blocks(ctx, op).ok_or(None)?;
    let result = match value {
        Value::Arg { index, .. } if ctx.value_parent_block(value) == Some(before) => {
            let index = index as usize;
            let init = ctx.operand(op, index);
            let y = ctx.block_last_op(after).ok_or(None)?;
            let yielded = ctx.operand(y, index);
            return loop_iter_arg_buffer_type(ctx, op, value, init, yielded, options, stack);
        }
        Value::Arg { index, .. } => index as usize,
        Value::Result { index, .. } => index as usize,
    };
    let cond = ctx.block_last_op(before).ok_or(None)?;
    let v = *scf::ConditionOp::from_operation_unchecked(cond)
        .args(ctx)
        .get(result)
        .ok_or(None)?;
    let ty = ctx.value_type(v);
    if !ctx.is_tensor(ty) {
        return Ok(ty);
    }
    get_buffer_type_in(ctx, v, options, stack)
}

/// `scf.while`: a loop over the buffers, both bodies moved in with
/// `to_tensor`s of the new arguments.
fn bufferize_while(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    options: &BufferizationOptions,
) -> Result<(), Failure> {
    let (before, after) = while_blocks(rw, op).ok_or(None)?;
    let inits = rw.operands(op);
    let indices_before = tensor_indices(rw, &inits);
    let after_args = block_args(rw, after);
    let indices_after = tensor_indices(rw, &after_args);
    let buffers = get_buffers(rw, &inits, options)?;
    let mut casted = Vec::with_capacity(buffers.len());
    for (i, &b) in buffers.iter().enumerate() {
        let arg = rw.block_arg(before, i);
        if !rw.is_tensor(rw.value_type(arg)) {
            casted.push(b);
            continue;
        }
        let ty = get_buffer_type(rw, arg, options)?;
        casted.push(models::cast_buffer(rw, b, ty));
    }
    let after_types = buffer_types_of(rw, &after_args, options)?;
    let loc = rw.op_loc(op);
    let new_op = scf::WhileOp::build(rw, loc, &after_types, &casted).operation();
    let before_types: Vec<(Type, Location)> =
        casted.iter().map(|&v| (rw.value_type(v), loc)).collect();
    let after_locs: Vec<(Type, Location)> = after_types.iter().map(|&t| (t, loc)).collect();
    let (r0, r1) = (rw.op_region(new_op, 0), rw.op_region(new_op, 1));
    let new_before = rw.create_block(r0, &before_types);
    let new_after = rw.create_block(r1, &after_locs);
    rw.set_insertion_point_to_start(new_before);
    let args = block_args(rw, new_before);
    let replacements = bb_arg_replacements(rw, &args, &indices_before);
    rw.merge_blocks(before, new_before, &replacements)
        .map_err(|_| None)?;
    rw.set_insertion_point_to_start(new_after);
    let args = block_args(rw, new_after);
    let replacements = bb_arg_replacements(rw, &args, &indices_after);
    rw.merge_blocks(after, new_after, &replacements)
        .map_err(|_| None)?;
    let results = rw.results(new_op);
    replace_op_with_bufferized_values(rw, op, &results)
}

fn while_verify(ctx: &Context, op: OpId, state: &AnalysisState<'_>) -> Result<(), Diagnostic> {
    if state.options.allow_return_allocs_from_loops {
        return Ok(());
    }
    let Some((before, after)) = while_blocks(ctx, op) else {
        return Ok(());
    };
    for (block, message) in [(before, "Condition arg"), (after, "Yield operand")] {
        let Some(term) = ctx.block_last_op(block) else {
            continue;
        };
        let values = if block == before {
            scf::ConditionOp::from_operation_unchecked(term).args(ctx)
        } else {
            ctx.operands(term)
        };
        for (i, v) in values.into_iter().enumerate() {
            if !ctx.is_tensor(ctx.value_type(v)) {
                continue;
            }
            if i >= ctx.num_block_args(block) || !equivalent(state, v, ctx.block_arg(block, i)) {
                return Err(Diagnostic::at_op(
                    ctx,
                    term,
                    format!("{message} #{i} is not equivalent to the corresponding iter bbArg"),
                ));
            }
        }
    }
    Ok(())
}

static WHILE_MODEL: BufferizableOpInterfaceVtable = BufferizableOpInterfaceVtable {
    get_buffer_type: Some(while_buffer_type),
    is_writable: |_, _, _, _| true,
    resolve_conflicts: Some(while_resolve_conflicts),
    verify_analysis: Some(while_verify),
    ..models::model(yes, yes, while_aliasing_values, bufferize_while)
};

/// `scf.condition`: the buffers of its tensors, cast to the buffer types
/// of the `after` region's arguments.
fn bufferize_condition(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    options: &BufferizationOptions,
) -> Result<(), Failure> {
    let while_op = rw.op_parent_op(op).ok_or(None)?;
    let (_, after) = while_blocks(rw, while_op).ok_or(None)?;
    let c = scf::ConditionOp::from_operation_unchecked(op);
    let mut args = Vec::new();
    for (i, v) in c.args(rw).into_iter().enumerate() {
        if !rw.is_tensor(rw.value_type(v)) {
            args.push(v);
            continue;
        }
        let buffer = get_buffer(rw, v, options)?;
        let arg = rw.block_arg(after, i);
        let ty = get_buffer_type(rw, arg, options)?;
        args.push(models::cast_buffer(rw, buffer, ty));
    }
    let (loc, condition) = (rw.op_loc(op), c.condition(rw));
    replace_op_with_new_bufferized_op(rw, op, |rw| {
        scf::ConditionOp::build(rw, loc, condition, &args).operation()
    })
}

static CONDITION_MODEL: BufferizableOpInterfaceVtable = BufferizableOpInterfaceVtable {
    must_bufferize_in_place: |_, _, _| true,
    ..models::model(yes, no_operand, no_aliases, bufferize_condition)
};

// ---------------------------------------------------------------------------
// scf.execute_region
// ---------------------------------------------------------------------------

/// `getUniqueYieldOp`.
fn unique_yield(ctx: &Context, op: OpId) -> Option<OpId> {
    unique_terminator(ctx, op, scf::YieldOp::OPERATION_NAME)
}

fn execute_region_aliasing_op_operands(
    ctx: &Context,
    op: OpId,
    value: Value,
    state: &AnalysisState<'_>,
) -> Vec<AliasingOpOperand> {
    match value {
        Value::Arg { .. } => branch_aliasing_op_operands(ctx, op, value, state),
        Value::Result { index, .. } => match unique_yield(ctx, op) {
            Some(y) => vec![AliasingOpOperand {
                op: y,
                operand: index as usize,
                relation: BufferRelation::Equivalent,
                is_definite: true,
            }],
            None => Vec::new(),
        },
    }
}

/// `scf.execute_region`: its region moved into one with the yielded
/// buffer types, the block signatures bufferized.
fn bufferize_execute_region(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    options: &BufferizationOptions,
) -> Result<(), Failure> {
    let y = unique_yield(rw, op).ok_or(None)?;
    let types: Vec<Type> = rw.operands(y).iter().map(|&v| rw.value_type(v)).collect();
    let loc = rw.op_loc(op);
    let new_op = scf::ExecuteRegionOp::build(rw, loc, &types).operation();
    let (old_region, new_region) = (rw.op_region(op, 0), rw.op_region(new_op, 0));
    rw.inline_region_before(old_region, new_region, None)
        .map_err(|_| None)?;
    let blocks = rw.region_blocks(new_region).to_vec();
    for b in blocks {
        bufferize_block_signature(rw, b, options)?;
    }
    rw.set_insertion_point_after(new_op);
    let mut results = Vec::new();
    for (i, r) in rw.results(op).into_iter().enumerate() {
        let new = rw.result(new_op, i);
        results.push(if rw.is_tensor(rw.value_type(r)) {
            to_tensor(rw, loc, new)
        } else {
            new
        });
    }
    rw.replace_op(op, &results).map_err(|_| None)
}

static EXECUTE_REGION_MODEL: BufferizableOpInterfaceVtable = BufferizableOpInterfaceVtable {
    get_aliasing_op_operands: Some(execute_region_aliasing_op_operands),
    get_buffer_type: Some(|ctx, op, value, options, stack| match value {
        Value::Arg { .. } => super::module_bufferize::unstructured_block_arg_buffer_type(
            ctx, op, value, options, stack,
        ),
        Value::Result { .. } => default_get_buffer_type(ctx, value, options, stack),
    }),
    is_writable: |_, _, _, _| true,
    supports_unstructured_control_flow: true,
    verify_analysis: Some(|ctx, op, _| {
        if unique_yield(ctx, op).is_none() {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "op without unique scf.yield is not supported",
            ));
        }
        Ok(())
    }),
    ..models::model(no_operand, no_operand, no_aliases, bufferize_execute_region)
};

// ---------------------------------------------------------------------------
// scf.index_switch
// ---------------------------------------------------------------------------

/// The terminators of the cases, then of the default region.
fn switch_yields(ctx: &Context, op: OpId) -> Vec<OpId> {
    let s = scf::IndexSwitchOp::from_operation_unchecked(op);
    let mut regions = s.case_regions(ctx).to_vec();
    regions.push(s.default_region(ctx));
    regions
        .into_iter()
        .filter_map(|r| {
            ctx.region_blocks(r)
                .first()
                .and_then(|&b| ctx.block_last_op(b))
        })
        .collect()
}

fn switch_buffer_type(
    ctx: &mut Context,
    op: OpId,
    value: Value,
    options: &BufferizationOptions,
    stack: &mut Vec<Value>,
) -> Result<Type, Failure> {
    let Value::Result { index, .. } = value else {
        return Err(None);
    };
    let mut yields = switch_yields(ctx, op);
    // The default region first.
    yields.rotate_right(1);
    let mut ty: Option<Type> = None;
    for y in yields {
        let v = ctx.operand(y, index as usize);
        let t = ctx.value_type(v);
        let t = if ctx.is_memref(t) {
            t
        } else {
            get_buffer_type_in(ctx, v, options, stack)?
        };
        ty = Some(match ty {
            None => t,
            Some(prev) => {
                let tensor = ctx.value_type(value);
                join_buffer_types(ctx, tensor, prev, t).ok_or_else(|| {
                    Some(Diagnostic::at_op(
                        ctx,
                        op,
                        "inconsistent memory space on switch cases",
                    ))
                })?
            }
        });
    }
    ty.ok_or(None)
}

/// `scf.index_switch`: a new switch with buffer results, the regions
/// moved into it.
fn bufferize_switch(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    options: &BufferizationOptions,
) -> Result<(), Failure> {
    let s = scf::IndexSwitchOp::from_operation_unchecked(op);
    let results = rw.results(op);
    let types = buffer_types_of(rw, &results, options)?;
    let (loc, arg) = (rw.op_loc(op), s.arg(rw));
    let cases = s.cases(rw).to_vec();
    rw.set_insertion_point_before(op);
    let new = scf::IndexSwitchOp::build_with_values(rw, loc, &types, arg, &cases, cases.len());
    let old_regions = s.case_regions(rw).to_vec();
    let new_regions = new.case_regions(rw).to_vec();
    for (src, dest) in old_regions.into_iter().zip(new_regions) {
        rw.inline_region_before(src, dest, None).map_err(|_| None)?;
    }
    let (src, dest) = (s.default_region(rw), new.default_region(rw));
    rw.inline_region_before(src, dest, None).map_err(|_| None)?;
    let results = rw.results(new.operation());
    replace_op_with_bufferized_values(rw, op, &results)
}

static INDEX_SWITCH_MODEL: BufferizableOpInterfaceVtable = BufferizableOpInterfaceVtable {
    get_aliasing_op_operands: Some(|ctx, op, value, _| {
        let Value::Result { index, .. } = value else {
            return Vec::new();
        };
        switch_yields(ctx, op)
            .into_iter()
            .map(|y| AliasingOpOperand {
                op: y,
                operand: index as usize,
                relation: BufferRelation::Equivalent,
                is_definite: false,
            })
            .collect()
    }),
    get_buffer_type: Some(switch_buffer_type),
    ..models::model(no_operand, no_operand, no_aliases, bufferize_switch)
};

// ---------------------------------------------------------------------------
// scf.forall
// ---------------------------------------------------------------------------

/// The lower bounds, upper bounds and steps of `scf.forall`, constants
/// where known (`getMixedLowerBound`... with `getConstantIntValue`).
fn forall_constant_bounds(ctx: &Context, op: OpId) -> [Vec<Option<i64>>; 3] {
    let f = scf::ForallOp::from_operation_unchecked(op);
    let statics = [
        f.static_lower_bound(ctx).to_vec(),
        f.static_upper_bound(ctx).to_vec(),
        f.static_step(ctx).to_vec(),
    ];
    let dynamics = [
        f.dynamic_lower_bound(ctx),
        f.dynamic_upper_bound(ctx),
        f.dynamic_step(ctx),
    ];
    let mut out: [Vec<Option<i64>>; 3] = Default::default();
    for (k, (st, dy)) in statics.iter().zip(&dynamics).enumerate() {
        let mut d = dy.iter();
        out[k] = st
            .iter()
            .map(|&v| {
                if v == ir::DYNAMIC {
                    d.next().and_then(|&x| constant_int(ctx, x))
                } else {
                    Some(v)
                }
            })
            .collect();
    }
    out
}

/// `mayHaveZeroIterations` of `scf.forall`.
fn forall_may_have_zero_iterations(ctx: &Context, op: OpId) -> bool {
    let [lbs, ubs, _] = forall_constant_bounds(ctx, op);
    lbs.iter()
        .zip(&ubs)
        .any(|(lb, ub)| !matches!((lb, ub), (Some(l), Some(u)) if l < u))
}

/// `isRepetitiveRegion` (and `isParallelRegion`) of `scf.forall`: unless
/// every dimension runs once.
fn forall_is_repetitive(ctx: &Context, op: OpId, _: usize) -> bool {
    let [lbs, ubs, steps] = forall_constant_bounds(ctx, op);
    lbs.iter()
        .zip(&ubs)
        .zip(&steps)
        .any(|((lb, ub), step)| match (lb, ub, step) {
            (Some(l), Some(u), Some(s)) => l + s < *u,
            _ => true,
        })
}

/// The output number of operand `i` (`None`: a control operand).
fn forall_output(ctx: &Context, op: OpId, i: usize) -> Option<usize> {
    i.checked_sub(scf::ForallOp::from_operation_unchecked(op).get_num_dynamic_control_operands(ctx))
}

/// The body's block argument of output `k`.
fn forall_output_arg(ctx: &Context, op: OpId, k: usize) -> Option<Value> {
    let f = scf::ForallOp::from_operation_unchecked(op);
    let body = *ctx.region_blocks(f.region(ctx)).first()?;
    let i = f.get_rank(ctx) + k;
    (i < ctx.num_block_args(body)).then(|| ctx.block_arg(body, i))
}

fn forall_reads(ctx: &Context, op: OpId, i: usize, state: &AnalysisState<'_>) -> bool {
    if forall_may_have_zero_iterations(ctx, op) {
        return true;
    }
    match forall_output(ctx, op, i).and_then(|k| forall_output_arg(ctx, op, k)) {
        Some(arg) => state.is_value_read(ctx, arg),
        None => true,
    }
}

fn forall_buffer_type(
    ctx: &mut Context,
    op: OpId,
    value: Value,
    options: &BufferizationOptions,
    stack: &mut Vec<Value>,
) -> Result<Type, Failure> {
    let f = scf::ForallOp::from_operation_unchecked(op);
    let k = match value {
        Value::Arg { index, .. } => (index as usize).checked_sub(f.get_rank(ctx)).ok_or(None)?,
        Value::Result { index, .. } => index as usize,
    };
    let output = *f.outputs(ctx).get(k).ok_or(None)?;
    get_buffer_type_in(ctx, output, options, stack)
}

/// `scf.forall`: a loop without outputs, the body's output arguments
/// replaced by `to_tensor`s of the outputs' buffers, the results by the
/// buffers.
fn bufferize_forall(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    options: &BufferizationOptions,
) -> Result<(), Failure> {
    let f = scf::ForallOp::from_operation_unchecked(op);
    let rank = f.get_rank(rw);
    let outputs = f.outputs(rw);
    let mut buffers = Vec::with_capacity(outputs.len());
    for &o in &outputs {
        buffers.push(get_buffer(rw, o, options)?);
    }
    let loc = rw.op_loc(op);
    let body = *rw.region_blocks(f.region(rw)).first().ok_or(None)?;
    rw.set_insertion_point_to_start(body);
    for (k, &b) in buffers.iter().enumerate() {
        let arg = rw.block_arg(body, rank + k);
        let t = to_tensor(rw, loc, b);
        rw.replace_all_uses_with(arg, t);
    }
    rw.set_insertion_point_before(op);
    let lbs = f.get_mixed_lower_bound(rw);
    let ubs = f.get_mixed_upper_bound(rw);
    let steps = f.get_mixed_step(rw);
    let mapping = f.mapping(rw);
    let new = scf::ForallOp::build_from_lbs_ubs_steps_outputs_mapping(
        rw,
        loc,
        &lbs,
        &ubs,
        &steps,
        &[],
        mapping,
    )
    .operation();
    let discardable: Vec<ir::NamedAttr> = rw
        .attrs(op)
        .iter()
        .copied()
        .filter(|&(k, _)| {
            !matches!(
                rw.ident_str(k),
                "staticLowerBound"
                    | "staticUpperBound"
                    | "staticStep"
                    | "mapping"
                    | "operandSegmentSizes"
            )
        })
        .collect();
    for (k, v) in discardable {
        let _ = rw.set_attr(new, k, v);
    }
    let new_body = *rw.region_blocks(rw.op_region(new, 0)).first().ok_or(None)?;
    if let Some(t) = rw.block_last_op(new_body) {
        rw.erase_op(t).map_err(|_| None)?;
    }
    let mut replacements: Vec<Value> = (0..rw.num_block_args(new_body))
        .map(|i| rw.block_arg(new_body, i))
        .collect();
    // The output arguments have no use left: any value stands for them.
    replacements.extend(buffers.iter().copied());
    rw.merge_blocks(body, new_body, &replacements)
        .map_err(|_| None)?;
    replace_op_with_bufferized_values(rw, op, &buffers)
}

static FORALL_MODEL: BufferizableOpInterfaceVtable = BufferizableOpInterfaceVtable {
    get_buffer_type: Some(forall_buffer_type),
    is_writable: |_, _, _, _| true,
    is_repetitive_region: Some(forall_is_repetitive),
    is_parallel_region: Some(forall_is_repetitive),
    ..models::model(
        forall_reads,
        yes,
        |ctx, op, i, _| match forall_output(ctx, op, i) {
            Some(k) => vec![AliasingValue::new(
                ctx.result(op, k),
                BufferRelation::Equivalent,
            )],
            None => Vec::new(),
        },
        bufferize_forall,
    )
};

/// `scf.in_parallel`: no tensor operand or result, never bufferized.
static IN_PARALLEL_MODEL: BufferizableOpInterfaceVtable =
    models::model(no_operand, no_operand, no_aliases, |rw, op, _| {
        Err(Some(Diagnostic::at_op(
            rw,
            op,
            "op does not have any tensor OpOperands / OpResults",
        )))
    });

// ---------------------------------------------------------------------------
// scf.yield
// ---------------------------------------------------------------------------

fn yield_aliasing_values(
    ctx: &Context,
    op: OpId,
    i: usize,
    _: &AnalysisState<'_>,
) -> Vec<AliasingValue> {
    let Some(parent) = ctx.op_parent_op(op) else {
        return Vec::new();
    };
    if i >= ctx.num_results(parent) {
        return Vec::new();
    }
    if scf::IfOp::cast(ctx, parent).is_some() {
        return vec![AliasingValue {
            value: ctx.result(parent, i),
            relation: BufferRelation::Equivalent,
            is_definite: false,
        }];
    }
    if scf::ExecuteRegionOp::cast(ctx, parent).is_some() {
        return vec![AliasingValue::new(
            ctx.result(parent, i),
            BufferRelation::Equivalent,
        )];
    }
    Vec::new()
}

/// `scf.yield`: the buffers of its tensors, cast to the buffer types of
/// the parent's results (of `scf.while`'s `before` arguments).
fn bufferize_scf_yield(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    options: &BufferizationOptions,
) -> Result<(), Failure> {
    let parent = rw.op_parent_op(op).ok_or(None)?;
    let name = rw.op_name_of(parent).to_string();
    let is_while = name == "scf.while";
    if !matches!(
        name.as_str(),
        "scf.execute_region" | "scf.if" | "scf.index_switch" | "scf.for" | "scf.while"
    ) {
        return Err(Some(Diagnostic::at_op(
            rw,
            op,
            "unsupported scf::YieldOp parent",
        )));
    }
    let mut results = Vec::new();
    for (i, v) in rw.operands(op).into_iter().enumerate() {
        if !rw.is_tensor(rw.value_type(v)) {
            results.push(v);
            continue;
        }
        let mut buffer = get_buffer(rw, v, options)?;
        if is_while {
            let (before, _) = while_blocks(rw, parent).ok_or(None)?;
            let arg = rw.block_arg(before, i);
            let ty = get_buffer_type(rw, arg, options)?;
            buffer = models::cast_buffer(rw, buffer, ty);
        } else if name != "scf.execute_region" {
            let parent_result = rw.result(parent, i);
            let ty = get_buffer_type(rw, parent_result, options)?;
            buffer = models::cast_buffer(rw, buffer, ty);
        }
        results.push(buffer);
    }
    let loc = rw.op_loc(op);
    replace_op_with_new_bufferized_op(rw, op, |rw| {
        scf::YieldOp::build(rw, loc, &results).operation()
    })
}

static YIELD_MODEL: BufferizableOpInterfaceVtable = BufferizableOpInterfaceVtable {
    must_bufferize_in_place: |_, _, _| true,
    ..models::model(yes, no_operand, yield_aliasing_values, bufferize_scf_yield)
};

/// Attaches the scf models but `scf.if`'s (upstream's
/// `scf::registerBufferizableOpInterfaceExternalModels`).
pub fn register_scf_models(ctx: &mut Context) {
    for (name, model) in [
        (scf::ConditionOp::OPERATION_NAME, &CONDITION_MODEL),
        (scf::ExecuteRegionOp::OPERATION_NAME, &EXECUTE_REGION_MODEL),
        (scf::ForOp::OPERATION_NAME, &FOR_MODEL),
        (scf::ForallOp::OPERATION_NAME, &FORALL_MODEL),
        (scf::InParallelOp::OPERATION_NAME, &IN_PARALLEL_MODEL),
        (scf::IndexSwitchOp::OPERATION_NAME, &INDEX_SWITCH_MODEL),
        (scf::WhileOp::OPERATION_NAME, &WHILE_MODEL),
        (scf::YieldOp::OPERATION_NAME, &YIELD_MODEL),
    ] {
        ctx.attach_op_interface::<BufferizableOpInterfaceVtable>(name, model);
    }
}
