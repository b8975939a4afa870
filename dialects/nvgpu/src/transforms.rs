//! `nvgpu-optimize-shared-memory` (upstream's `OptimizeSharedMemory.cpp`,
//! with the index helpers of `NVGPU/Transforms/Utils.cpp`): the accesses
//! to a 2-D (or higher) shared memory allocation get their innermost index
//! xor-ed with bits of the next one, so that the threads of a warp reading
//! a column of 128-bit vectors hit different banks.

use ir::interfaces::effects::MemoryEffect;
use ir::interfaces::side_effects::op_memory_effects;
use ir::pass::{OperationPass, PassFailure, PassRun};
use ir::{Context, Location, OpBuilder, OpId, Type, Value};

use crate::{
    has_shared_memory_address_space, DeviceAsyncCopyOp, LdMatrixOp, OptimizeSharedMemoryBase,
};

/// The size of a shared memory line in bytes.
const SHARED_MEMORY_LINE_SIZE_BYTES: i64 = 128;
/// The accesses optimized for: 128-bit vectors.
const DEFAULT_VECTOR_SIZE_BITS: i64 = 128;

/// `llvm::Log2_64`: the floor of the base-2 logarithm (-1 for 0, as the
/// unsigned wrap-around upstream then shifts by is never reached here).
fn log2(v: i64) -> i64 {
    if v <= 0 {
        return -1;
    }
    63 - i64::from((v as u64).leading_zeros())
}

/// The position of the first index operand of an access the pass
/// handles, and the number of indices (`nvgpu::getIndices`); `None` for
/// any other op.
fn index_operands(ctx: &Context, op: OpId) -> Option<(usize, usize)> {
    if let Some(o) = LdMatrixOp::cast(ctx, op) {
        return Some((1, o.indices(ctx).len()));
    }
    if let Some(o) = DeviceAsyncCopyOp::cast(ctx, op) {
        return Some((1, o.dst_indices(ctx).len()));
    }
    if let Some(o) = memref::LoadOp::cast(ctx, op) {
        return Some((1, o.indices(ctx).len()));
    }
    if let Some(o) = memref::StoreOp::cast(ctx, op) {
        return Some((2, o.indices(ctx).len()));
    }
    if let Some(o) = vector::LoadOp::cast(ctx, op) {
        return Some((1, o.indices(ctx).len()));
    }
    if let Some(o) = vector::StoreOp::cast(ctx, op) {
        return Some((2, o.indices(ctx).len()));
    }
    None
}

/// A constant of type `index`.
fn constant_index(b: &mut OpBuilder<'_>, loc: Location, v: i64) -> Value {
    let ty = b.index_type();
    let attr = b.integer_attr(ty, v);
    arith::ConstantOp::build(b, loc, ty, attr).result(b)
}

/// `permuteVectorOffset`: the target index xor-ed with the source index's
/// bits that select the vector within a line, shifted into place.
fn permute_vector_offset(
    b: &mut OpBuilder<'_>,
    loc: Location,
    indices: &[Value],
    memref: Type,
    src_dim: usize,
    tgt_dim: usize,
) -> Value {
    let src = indices[src_dim];
    let shape = b.shape(memref).unwrap_or(&[]).to_vec();
    let width = b
        .element_type(memref)
        .and_then(|e| b.int_or_float_width(e))
        .map_or(1, i64::from);
    let dim_bytes = shape[tgt_dim].wrapping_mul(width) / 8;
    let permute_every_n = if dim_bytes == 0 {
        1
    } else {
        (SHARED_MEMORY_LINE_SIZE_BYTES / dim_bytes).max(1)
    };
    let n = log2(DEFAULT_VECTOR_SIZE_BITS / width.max(1));
    let m = log2(shape[tgt_dim]);
    let mut mask = 1i64.wrapping_shl((m - n) as u32).wrapping_sub(1);
    if permute_every_n > 1 {
        mask = mask.wrapping_shl(log2(permute_every_n) as u32);
    }
    let mask = constant_index(b, loc, mask);
    let mut src_bits = arith::AndIOp::build_inferred(b, loc, src, mask).result(b);
    let shift = if permute_every_n > 1 {
        n - log2(permute_every_n)
    } else {
        n
    };
    if shift != 0 || permute_every_n == 1 {
        let amount = constant_index(b, loc, shift.abs());
        let op = if shift >= 0 {
            arith::ShLIOp::build_inferred(b, loc, src_bits, amount, None).operation()
        } else {
            arith::ShRUIOp::build_inferred(b, loc, src_bits, amount).operation()
        };
        src_bits = ir::rewrite::create_or_fold(b, op)[0];
    }
    arith::XOrIOp::build_inferred(b, loc, indices[tgt_dim], src_bits).result(b)
}

/// `getShmReadAndWriteOps`: the ops under `parent` reading and writing
/// `memref`, or `None` when one is not a supported access of at least two
/// indices.
fn shm_read_and_write_ops(
    ctx: &Context,
    parent: OpId,
    memref: Value,
) -> Option<(Vec<OpId>, Vec<OpId>)> {
    let (mut reads, mut writes) = (Vec::new(), Vec::new());
    for op in ctx.walk_postorder(parent) {
        let Some(effects) = op_memory_effects(ctx, op) else {
            continue;
        };
        let on = |kind: MemoryEffect| {
            effects
                .iter()
                .any(|e| e.effect() == kind && e.value() == Some(memref))
        };
        if on(MemoryEffect::Read) {
            reads.push(op);
        } else if on(MemoryEffect::Write) {
            writes.push(op);
        }
    }
    let supported = |op: OpId, read: bool| {
        let kind_ok = if read {
            memref::LoadOp::cast(ctx, op).is_some()
                || vector::LoadOp::cast(ctx, op).is_some()
                || LdMatrixOp::cast(ctx, op).is_some()
        } else {
            memref::StoreOp::cast(ctx, op).is_some()
                || vector::StoreOp::cast(ctx, op).is_some()
                || DeviceAsyncCopyOp::cast(ctx, op).is_some()
        };
        kind_ok && index_operands(ctx, op).is_some_and(|(_, n)| n >= 2)
    };
    if !reads.iter().all(|&op| supported(op, true))
        || !writes.iter().all(|&op| supported(op, false))
    {
        return None;
    }
    Some((reads, writes))
}

/// `optimizeSharedMemoryReadsAndWrites`: permutes the indices of every
/// access to `memref` under `parent`; `false` when it does not apply.
pub fn optimize_shared_memory_reads_and_writes(
    ctx: &mut Context,
    parent: OpId,
    memref: Value,
) -> bool {
    let ty = ctx.value_type(memref);
    if !ctx.is_memref(ty) || !has_shared_memory_address_space(ctx, ty) {
        return false;
    }
    // No alias analysis: give up on any subview.
    if ctx
        .walk_postorder(parent)
        .into_iter()
        .any(|op| memref::SubViewOp::cast(ctx, op).is_some())
    {
        return false;
    }
    let shape = ctx.shape(ty).unwrap_or(&[]).to_vec();
    let (Some(&row_size), true) = (shape.last(), shape.len() >= 2) else {
        return false;
    };
    let width = ctx
        .element_type(ty)
        .and_then(|e| ctx.int_or_float_width(e))
        .map_or(1, i64::from);
    let rows_per_line = if row_size == 0 {
        i64::MAX
    } else {
        (8 * SHARED_MEMORY_LINE_SIZE_BYTES / width.max(1)).wrapping_div(row_size)
    };
    let thread_group_size = 1i64 << (7 - log2(DEFAULT_VECTOR_SIZE_BITS / 8));
    if rows_per_line >= thread_group_size {
        return false;
    }
    let Some((mut reads, mut writes)) = shm_read_and_write_ops(ctx, parent, memref) else {
        return false;
    };
    if reads.is_empty() || writes.is_empty() {
        return false;
    }
    let tgt_dim = shape.len() - 1;
    let src_dim = shape.len() - 2;
    let mut b = OpBuilder::new(ctx);
    while let Some(op) = writes.pop().or_else(|| reads.pop()) {
        let Some((first, n)) = index_operands(&b, op) else {
            continue;
        };
        b.set_insertion_point_before(op);
        let loc = b.op_loc(op);
        let indices: Vec<Value> = b.operands(op)[first..first + n].to_vec();
        let permuted = permute_vector_offset(&mut b, loc, &indices, ty, src_dim, tgt_dim);
        if b.set_operand(op, first + tgt_dim, permuted).is_err() {
            return false;
        }
    }
    true
}

/// The `nvgpu-optimize-shared-memory` pass.
#[derive(Clone, Debug, Default)]
pub struct OptimizeSharedMemory {
    base: OptimizeSharedMemoryBase,
}

/// Creates the `nvgpu-optimize-shared-memory` pass (upstream's
/// `createOptimizeSharedMemoryPass`).
pub fn create_optimize_shared_memory_pass() -> Box<dyn ir::pass::Pass> {
    Box::new(OptimizeSharedMemory::default())
}

impl OperationPass for OptimizeSharedMemory {
    type Declaration = OptimizeSharedMemoryBase;
    fn declaration(&self) -> &OptimizeSharedMemoryBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut OptimizeSharedMemoryBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let top = run.op();
        let ctx = run.ctx();
        let allocs: Vec<Value> = ctx
            .walk_postorder(top)
            .into_iter()
            .filter_map(|op| memref::AllocOp::cast(ctx, op))
            .map(|a| a.memref(ctx))
            .filter(|&m| has_shared_memory_address_space(ctx, ctx.value_type(m)))
            .collect();
        for memref in allocs {
            if !optimize_shared_memory_reads_and_writes(ctx, top, memref) {
                break;
            }
        }
        Ok(())
    }
}
