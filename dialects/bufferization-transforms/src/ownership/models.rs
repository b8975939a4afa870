//! The `BufferDeallocationOpInterface` external models upstream attaches
//! from its dialects' `BufferDeallocationOpInterfaceImpl.cpp`: arith's
//! `select`, cf's `cond_br`, scf's `forall.in_parallel` and
//! `reduce.return`, gpu's `terminator`.

use std::collections::HashMap;

use ir::{Context, Diagnostic, Location, OpBuilder, OpId, Value};

use super::state::{
    build_bool_value, build_dealloc, default_materialize_unique_ownership,
    insert_dealloc_op_for_return_like, is_memref, BufferDeallocationOpInterfaceVtable,
    DeallocationOptions, DeallocationState, Ownership,
};

/// A return-like terminator with nothing to return: a dealloc of what the
/// block owns before it.
fn process_return_like(
    ctx: &mut Context,
    op: OpId,
    state: &mut DeallocationState,
) -> Result<Option<OpId>, Diagnostic> {
    insert_dealloc_op_for_return_like(ctx, state, op, &[])?;
    Ok(Some(op))
}

/// `arith.select` (upstream's arith `SelectOpInterface`): nothing to do,
/// and the ownership of the result is the selection of the operands'.
static SELECT_MODEL: BufferDeallocationOpInterfaceVtable = BufferDeallocationOpInterfaceVtable {
    process: |_, op, _, _| Ok(Some(op)),
    materialize_unique_ownership_for_memref: select_unique_ownership,
};

fn select_unique_ownership(
    b: &mut OpBuilder<'_>,
    op: OpId,
    state: &mut DeallocationState,
    options: &DeallocationOptions,
    value: Value,
) -> (Value, Value) {
    let Some(select) = arith::SelectOp::cast(b, op) else {
        return default_materialize_unique_ownership(b, op, state, options, value);
    };
    let Some(block) = b.value_parent_block(value) else {
        return default_materialize_unique_ownership(b, op, state, options, value);
    };
    let true_ownership = state.ownership(select.true_value(b), block);
    let false_ownership = state.ownership(select.false_value(b), block);
    let (Some(t), Some(f)) = (true_ownership.indicator(), false_ownership.indicator()) else {
        return state.memref_with_unique_ownership(b, value, block);
    };
    let loc = b.op_loc(op);
    let i1 = b.i1();
    let condition = select.condition(b);
    let ownership = arith::SelectOp::build(b, loc, i1, condition, t, f).result(b);
    (select.result(b), ownership)
}

/// `cf.cond_br` (upstream's cf `CondBranchOpInterface`): a dealloc per
/// successor, the conditions masked by the branch condition, the
/// ownership of the memrefs both successors retain selected by it.
static COND_BRANCH_MODEL: BufferDeallocationOpInterfaceVtable =
    BufferDeallocationOpInterfaceVtable {
        process: process_cond_branch,
        materialize_unique_ownership_for_memref: default_materialize_unique_ownership,
    };

fn process_cond_branch(
    ctx: &mut Context,
    op: OpId,
    state: &mut DeallocationState,
    _options: &DeallocationOptions,
) -> Result<Option<OpId>, Diagnostic> {
    let Some(cond_br) = cf::CondBranchOp::cast(ctx, op) else {
        return Ok(Some(op));
    };
    let Some(block) = ctx.op_parent_block(op) else {
        return Ok(Some(op));
    };
    let loc = ctx.op_loc(op);
    let branch_condition = cond_br.condition(ctx);
    let (memrefs, conditions) = {
        let mut b = OpBuilder::new(ctx);
        b.set_insertion_point_before(op);
        state.memrefs_and_conditions_to_deallocate(&mut b, loc, block)?
    };
    let mut mappings: Vec<HashMap<Value, Value>> = Vec::new();
    let mut retained: Vec<Vec<Value>> = Vec::new();
    for (succ, target) in [cond_br.true_dest(ctx), cond_br.false_dest(ctx)]
        .into_iter()
        .enumerate()
    {
        let dest_operands = if succ == 0 {
            cond_br.true_dest_operands(ctx)
        } else {
            cond_br.false_dest_operands(ctx)
        };
        let retain = state.memrefs_to_retain(ctx, block, Some(target), &dest_operands);
        let mut b = OpBuilder::new(ctx);
        b.set_insertion_point_before(op);
        let adapted: Vec<Value> = conditions
            .iter()
            .map(|&c| mask_condition(&mut b, loc, c, branch_condition, succ == 0))
            .collect();
        let updated = build_dealloc(&mut b, state, loc, block, &memrefs, &adapted, &retain);
        let mut mapping = HashMap::new();
        for (&r, &u) in retain.iter().zip(&updated) {
            mapping.insert(r, u);
        }
        let mut replacements = dest_operands.clone();
        replacements.extend(
            dest_operands
                .iter()
                .filter(|&&v| is_memref(&b, v))
                .filter_map(|v| mapping.get(v).copied()),
        );
        ir::interfaces::control_flow::set_successor_operands(ctx, op, succ, &replacements)
            .map_err(|_| Diagnostic::error(loc, "cannot update the successor operands"))?;
        mappings.push(mapping);
        retained.push(retain);
    }
    // The memrefs both successors retain, in the else-branch's order.
    let mut common: Vec<Value> = Vec::new();
    for &v in &retained[1] {
        if retained[0].contains(&v) && !common.contains(&v) {
            common.push(v);
        }
    }
    for v in common {
        state.reset_ownerships(&[v], block);
        let mut b = OpBuilder::new(ctx);
        b.set_insertion_point_before(op);
        let i1 = b.i1();
        let combined = arith::SelectOp::build(
            &mut b,
            loc,
            i1,
            branch_condition,
            mappings[0][&v],
            mappings[1][&v],
        )
        .result(&b);
        state.update_ownership(&b, v, Ownership::Unique(combined), Some(block));
    }
    Ok(Some(op))
}

/// `cond and branch_condition` for the true successor, `cond and not
/// branch_condition` for the false one.
fn mask_condition(
    b: &mut OpBuilder<'_>,
    loc: Location,
    cond: Value,
    branch_condition: Value,
    taken: bool,
) -> Value {
    let i1 = b.i1();
    let mask = if taken {
        branch_condition
    } else {
        let true_value = build_bool_value(b, loc, true);
        arith::XOrIOp::build(b, loc, i1, true_value, branch_condition).result(b)
    };
    arith::AndIOp::build(b, loc, i1, cond, mask).result(b)
}

/// `scf.forall.in_parallel` (upstream's scf `InParallelOpInterface`):
/// a dealloc before it when its region is empty.
static IN_PARALLEL_MODEL: BufferDeallocationOpInterfaceVtable =
    BufferDeallocationOpInterfaceVtable {
        process: |ctx, op, state, _| {
            let body = ctx
                .op_regions(op)
                .first()
                .and_then(|&r| ctx.region_entry(r));
            if body.is_some_and(|b| ctx.block_len(b) != 0) {
                return Err(Diagnostic::at_op(
                    ctx,
                    op,
                    "only supported when nested region is empty",
                ));
            }
            process_return_like(ctx, op, state)
        },
        materialize_unique_ownership_for_memref: default_materialize_unique_ownership,
    };

/// `scf.reduce.return` (upstream's scf `ReduceReturnOpInterface`): a
/// dealloc before it when it returns no memref.
static REDUCE_RETURN_MODEL: BufferDeallocationOpInterfaceVtable =
    BufferDeallocationOpInterfaceVtable {
        process: |ctx, op, state, _| {
            if let Some(r) = scf::ReduceReturnOp::cast(ctx, op) {
                if is_memref(ctx, r.result(ctx)) {
                    return Err(Diagnostic::at_op(
                        ctx,
                        op,
                        "only supported when operand is not a MemRef",
                    ));
                }
            }
            process_return_like(ctx, op, state)
        },
        materialize_unique_ownership_for_memref: default_materialize_unique_ownership,
    };

/// `gpu.terminator` (upstream's gpu `GPUTerminatorOpInterface`): a
/// dealloc before it.
static GPU_TERMINATOR_MODEL: BufferDeallocationOpInterfaceVtable =
    BufferDeallocationOpInterfaceVtable {
        process: |ctx, op, state, _| process_return_like(ctx, op, state),
        materialize_unique_ownership_for_memref: default_materialize_unique_ownership,
    };

/// Attaches the `BufferDeallocationOpInterface` models (upstream's
/// `arith::`, `cf::`, `scf::` and
/// `gpu::registerBufferDeallocationOpInterfaceExternalModels`).
pub fn register_buffer_deallocation_op_interface_external_models(ctx: &mut Context) {
    for (name, model) in [
        (arith::SelectOp::OPERATION_NAME, &SELECT_MODEL),
        (cf::CondBranchOp::OPERATION_NAME, &COND_BRANCH_MODEL),
        (scf::InParallelOp::OPERATION_NAME, &IN_PARALLEL_MODEL),
        (scf::ReduceReturnOp::OPERATION_NAME, &REDUCE_RETURN_MODEL),
        (gpu::TerminatorOp::OPERATION_NAME, &GPU_TERMINATOR_MODEL),
    ] {
        ctx.attach_op_interface::<BufferDeallocationOpInterfaceVtable>(name, model);
    }
}
