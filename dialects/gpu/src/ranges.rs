//! The integer ranges of the id and dimension ops
//! (`InferIntRangeInterfaceImpls.cpp`): bounded by the hardware's limits,
//! by an `upper_bound`, and by the launch sizes known from context (a
//! constant size of the surrounding `gpu.launch`, the `known_block_size`/
//! `known_grid_size` of the surrounding `gpu.func`, or the discardable
//! `gpu.known_block_size`/`gpu.known_grid_size` of another function).

use ir::interfaces::ConstantIntRanges;
use ir::{Context, OpId, Value};

use crate::{
    BlockDimOp, BlockIdOp, ClusterBlockIdOp, ClusterDimBlocksOp, ClusterDimOp, ClusterIdOp,
    Dimension, GPUFuncOp, GlobalIdOp, GridDimOp, LaunchOp, ThreadIdOp,
};

/// Grid and block sizes of every known GPU are below 2^32.
const MAX_DIM: u64 = u32::MAX as u64;
/// The largest cluster.
const MAX_CLUSTER_DIM: u64 = 8;
/// The largest subgroup.
pub(crate) const MAX_SUBGROUP_SIZE: u64 = 128;

/// `[umin, umax]` as an `index` range (64 bits).
pub(crate) fn index_range(umin: u64, umax: u64) -> ConstantIntRanges {
    ConstantIntRanges::from_unsigned(64, u128::from(umin), u128::from(umax))
}

/// Which launch sizes an op asks about.
#[derive(Clone, Copy)]
enum LaunchDims {
    Block,
    Grid,
}

/// The nearest op around `op` that `pred` accepts.
fn enclosing(ctx: &Context, op: OpId, pred: impl Fn(OpId) -> bool) -> Option<OpId> {
    let mut cur = ctx.op_parent_op(op);
    while let Some(p) = cur {
        if pred(p) {
            return Some(p);
        }
        cur = ctx.op_parent_op(p);
    }
    None
}

/// The zero-extended constant integer `v` holds, if it is one.
fn constant_u64(ctx: &Context, v: Value) -> Option<u64> {
    let def = ctx.defining_op(v)?;
    let attr = ctx.constant_value(def)?;
    ctx.attr_as_int(attr).map(|i| i as u64)
}

/// The `dim` entry of a dense `i32` array, zero-extended.
fn array_entry(ctx: &Context, attr: Option<ir::Attribute>, dim: Dimension) -> Option<u64> {
    let values = ctx.dense_array_as_i64(attr?)?;
    values.get(dim as usize).map(|&v| u64::from(v as u32))
}

/// Upstream's `getKnownLaunchDim`: the size of `dim` known from the
/// context of `op`.
fn known_launch_dim(ctx: &Context, op: OpId, dim: Dimension, dims: LaunchDims) -> Option<u64> {
    if let Some(launch) = enclosing(ctx, op, |p| LaunchOp::cast(ctx, p).is_some()) {
        let launch = LaunchOp::from_operation_unchecked(launch);
        let sizes = match dims {
            LaunchDims::Block => [
                launch.block_size_x(ctx),
                launch.block_size_y(ctx),
                launch.block_size_z(ctx),
            ],
            LaunchDims::Grid => [
                launch.grid_size_x(ctx),
                launch.grid_size_y(ctx),
                launch.grid_size_z(ctx),
            ],
        };
        if let Some(v) = constant_u64(ctx, sizes[dim as usize]) {
            return Some(v);
        }
    }
    if let Some(func) = enclosing(ctx, op, |p| GPUFuncOp::cast(ctx, p).is_some()) {
        let func = GPUFuncOp::from_operation_unchecked(func);
        let attr = match dims {
            LaunchDims::Block => func.known_block_size_attr(ctx),
            LaunchDims::Grid => func.known_grid_size_attr(ctx),
        };
        if let Some(v) = array_entry(ctx, attr, dim) {
            return Some(v);
        }
    }
    let func = enclosing(ctx, op, |p| {
        ir::interfaces::FunctionOpInterfaceRef::get(ctx, p).is_some()
    })?;
    let name = match dims {
        LaunchDims::Block => "gpu.known_block_size",
        LaunchDims::Grid => "gpu.known_grid_size",
    };
    array_entry(ctx, ctx.attr(func, name), dim)
}

/// `upper_bound`, else `default`.
fn bound(upper_bound: Option<i64>, default: u64) -> u64 {
    upper_bound.map_or(default, |b| b as u64)
}

/// `gpu.cluster_dim`: `[1, bound]`.
pub(crate) fn cluster_dim(ctx: &Context, op: ClusterDimOp) -> ConstantIntRanges {
    index_range(1, bound(op.upper_bound(ctx), MAX_DIM))
}

/// `gpu.cluster_dim_blocks`: `[1, bound]`.
pub(crate) fn cluster_dim_blocks(ctx: &Context, op: ClusterDimBlocksOp) -> ConstantIntRanges {
    index_range(1, bound(op.upper_bound(ctx), MAX_CLUSTER_DIM))
}

/// `gpu.cluster_id`: `[0, bound - 1]`.
pub(crate) fn cluster_id(ctx: &Context, op: ClusterIdOp) -> ConstantIntRanges {
    index_range(0, bound(op.upper_bound(ctx), MAX_DIM).wrapping_sub(1))
}

/// `gpu.cluster_block_id`: `[0, bound - 1]`.
pub(crate) fn cluster_block_id(ctx: &Context, op: ClusterBlockIdOp) -> ConstantIntRanges {
    index_range(
        0,
        bound(op.upper_bound(ctx), MAX_CLUSTER_DIM).wrapping_sub(1),
    )
}

/// `gpu.block_dim`: the known block size, else `[1, bound]`.
pub(crate) fn block_dim(ctx: &Context, op: BlockDimOp) -> ConstantIntRanges {
    if let Some(v) = known_launch_dim(ctx, op.operation(), op.dimension(ctx), LaunchDims::Block) {
        return index_range(v, v);
    }
    index_range(1, bound(op.upper_bound(ctx), MAX_DIM))
}

/// `gpu.block_id`: `[0, size - 1]` for the known grid size or the bound.
pub(crate) fn block_id(ctx: &Context, op: BlockIdOp) -> ConstantIntRanges {
    let known = known_launch_dim(ctx, op.operation(), op.dimension(ctx), LaunchDims::Grid);
    let max = bound(op.upper_bound(ctx), known.unwrap_or(MAX_DIM));
    index_range(0, max.wrapping_sub(1))
}

/// `gpu.grid_dim`: the known grid size, else `[1, bound]`.
pub(crate) fn grid_dim(ctx: &Context, op: GridDimOp) -> ConstantIntRanges {
    if let Some(v) = known_launch_dim(ctx, op.operation(), op.dimension(ctx), LaunchDims::Grid) {
        return index_range(v, v);
    }
    index_range(1, bound(op.upper_bound(ctx), MAX_DIM))
}

/// `gpu.thread_id`: `[0, size - 1]` for the known block size or the bound.
pub(crate) fn thread_id(ctx: &Context, op: ThreadIdOp) -> ConstantIntRanges {
    let known = known_launch_dim(ctx, op.operation(), op.dimension(ctx), LaunchDims::Block);
    let max = bound(op.upper_bound(ctx), known.unwrap_or(MAX_DIM));
    index_range(0, max.wrapping_sub(1))
}

/// `gpu.global_id`: `[0, bound - 1]`, or below the product of the known
/// block and grid sizes.
pub(crate) fn global_id(ctx: &Context, op: GlobalIdOp) -> ConstantIntRanges {
    if let Some(b) = op.upper_bound(ctx) {
        return index_range(0, (b as u64).wrapping_sub(1));
    }
    let (o, dim) = (op.operation(), op.dimension(ctx));
    let block = known_launch_dim(ctx, o, dim, LaunchDims::Block).unwrap_or(MAX_DIM);
    let grid = known_launch_dim(ctx, o, dim, LaunchDims::Grid).unwrap_or(MAX_DIM);
    index_range(0, block.wrapping_mul(grid).wrapping_sub(1))
}

/// `gpu.launch`'s region arguments: each size intersected with
/// `[1, 2^32 - 1]`, each id below its size.
pub(crate) fn launch_ranges(
    ctx: &Context,
    op: LaunchOp,
    arg_ranges: &[ConstantIntRanges],
    set: &mut dyn FnMut(Value, ConstantIntRanges),
) {
    let deps = op.async_dependencies(ctx).len();
    let Some(&entry) = ctx.region_blocks(op.body(ctx)).first() else {
        return;
    };
    let args = ctx.block_args(entry);
    if args.len() < 12 {
        return;
    }
    // Block ids, thread ids, grid sizes, block sizes (each x, y, z).
    for i in 0..6 {
        let Some(range) = arg_ranges.get(deps + i) else {
            return;
        };
        if range.width() != 64 {
            continue;
        }
        let dim_range = range.intersection(&index_range(1, MAX_DIM));
        let (id, size) = (args[i], args[6 + i]);
        set(size, dim_range);
        set(
            id,
            index_range(0, (dim_range.umax() as u64).wrapping_sub(1)),
        );
    }
}

/// The hooks of the subgroup and lane queries: only their ranges.
macro_rules! range_hooks {
    ($($op:ident: $hooks:ident => $min:expr, $default:expr);* $(;)?) => {$(
        impl crate::$hooks for crate::$op {
            fn infer_result_ranges(
                op: Self,
                ctx: &Context,
                _arg_ranges: &[ConstantIntRanges],
                set_result_range: &mut dyn FnMut(Value, ConstantIntRanges),
            ) {
                let max = bound(op.upper_bound(ctx), $default);
                let range = if $min == 0 {
                    index_range(0, max.wrapping_sub(1))
                } else {
                    index_range(1, max)
                };
                set_result_range(op.result(ctx), range);
            }
        }
    )*};
}

range_hooks!(
    LaneIdOp: LaneIdOpHooks => 0, MAX_SUBGROUP_SIZE;
    SubgroupIdOp: SubgroupIdOpHooks => 0, MAX_DIM;
    NumSubgroupsOp: NumSubgroupsOpHooks => 1, MAX_DIM;
    SubgroupSizeOp: SubgroupSizeOpHooks => 1, MAX_SUBGROUP_SIZE;
);
