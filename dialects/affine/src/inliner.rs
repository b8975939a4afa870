//! The affine dialect's inliner interface (upstream
//! `AffineInlinerInterface` in `AffineOps.cpp`): a region may be inlined
//! into an `affine.for`, `affine.if` or `affine.parallel` only when every
//! op with effects in it is an affine access or apply whose dimensions and
//! symbols stay valid there; any op may be inlined into an affine scope
//! or those ops.

use crate::scope::{is_affine_scope, is_valid_dim_in, is_valid_symbol_in};
use crate::syntax::map_of;
use crate::{AffineApplyOp, AffineForOp, AffineIfOp, AffineParallelOp};
use ir::interfaces::side_effects::op_memory_effects;
use ir::transforms::inlining::DialectInlinerInterface;
use ir::{Context, IrMapping, OpId, Region, RegionId, Value};

/// Whether `op` is an `affine.for`, `affine.if` or `affine.parallel`.
fn is_affine_control(ctx: &Context, op: OpId) -> bool {
    AffineForOp::cast(ctx, op).is_some()
        || AffineIfOp::cast(ctx, op).is_some()
        || AffineParallelOp::cast(ctx, op).is_some()
}

/// Whether `v` is defined directly in `region`.
fn is_top_level_in(ctx: &Context, v: Value, region: RegionId) -> bool {
    let r = match ctx.defining_op(v) {
        Some(d) => ctx.op_parent_region(d),
        None => ctx
            .value_parent_block(v)
            .and_then(|b| ctx.block_parent_region(b)),
    };
    r == Some(region)
}

/// Upstream's `remainsLegalAfterInline` of one value.
fn remains_legal(
    ctx: &Context,
    v: Value,
    src: RegionId,
    dest: RegionId,
    mapping: &IrMapping,
    check: fn(&Context, Value, Option<Region>) -> bool,
) -> bool {
    if !is_top_level_in(ctx, v, src) {
        return true;
    }
    let Some(def) = ctx.defining_op(v) else {
        return check(ctx, mapping.lookup_value_or_self(v), Some(dest));
    };
    let name = ctx.op_name_of(def);
    ctx.constant_value(def).is_some() || name == "memref.dim" || name == "tensor.dim"
}

/// Upstream's `remainsLegalAfterInline` of an access or apply: its map's
/// dimension operands as dimensions, symbol operands as symbols.
fn access_remains_legal(
    ctx: &Context,
    op: OpId,
    operands: &[Value],
    src: RegionId,
    dest: RegionId,
    mapping: &IrMapping,
) -> bool {
    let Some(map) = ctx.attr(op, "map").and_then(|a| map_of(ctx, a)) else {
        return false;
    };
    let nd = (ctx.affine_map_data(map).num_dims as usize).min(operands.len());
    let (dims, syms) = operands.split_at(nd);
    dims.iter()
        .all(|&v| remains_legal(ctx, v, src, dest, mapping, is_valid_dim_in))
        && syms
            .iter()
            .all(|&v| remains_legal(ctx, v, src, dest, mapping, is_valid_symbol_in))
}

/// `AffineInlinerInterface`.
struct AffineInliner;

impl DialectInlinerInterface for AffineInliner {
    fn is_legal_to_inline_region(
        &self,
        ctx: &Context,
        dest: RegionId,
        src: RegionId,
        _would_be_cloned: bool,
        mapping: &IrMapping,
    ) -> bool {
        let Some(dest_op) = ctx.region_parent_op(dest) else {
            return false;
        };
        if !is_affine_control(ctx, dest_op) {
            return false;
        }
        let blocks = ctx.region_blocks(src);
        if blocks.len() != 1 {
            return false;
        }
        let ops: Vec<OpId> = ctx.block_ops(blocks[0]).collect();
        ops.into_iter().all(|op| {
            if op_memory_effects(ctx, op).is_some_and(|e| e.is_empty()) {
                return true;
            }
            let operands = ctx.operands(op);
            match ctx.op_name_of(op) {
                "affine.apply" => {
                    let Some(apply) = AffineApplyOp::cast(ctx, op) else {
                        return false;
                    };
                    let result = ctx.result(apply.operation(), 0);
                    let check = if is_valid_dim_in(ctx, result, Some(src)) {
                        is_valid_dim_in
                    } else {
                        is_valid_symbol_in
                    };
                    operands
                        .iter()
                        .all(|&v| remains_legal(ctx, v, src, dest, mapping, check))
                }
                "affine.load" | "affine.vector_load" => {
                    access_remains_legal(ctx, op, &operands[1..], src, dest, mapping)
                }
                "affine.store" | "affine.vector_store" => {
                    access_remains_legal(ctx, op, &operands[2..], src, dest, mapping)
                }
                _ => false,
            }
        })
    }

    fn is_legal_to_inline_op(
        &self,
        ctx: &Context,
        _op: OpId,
        dest: RegionId,
        _would_be_cloned: bool,
        _mapping: &IrMapping,
    ) -> bool {
        ctx.region_parent_op(dest)
            .is_some_and(|p| is_affine_scope(ctx, p) || is_affine_control(ctx, p))
    }
}

static AFFINE_INLINER: AffineInliner = AffineInliner;

/// Attaches the affine dialect's inliner interface to `ctx` (upstream adds
/// it when the dialect is initialized; call it with [`crate::register`]).
pub fn register_inliner_interface(ctx: &mut Context) {
    ctx.add_dialect_interface::<dyn DialectInlinerInterface>("affine", &AFFINE_INLINER);
}
