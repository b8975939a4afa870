//! The in-dialect rewrites the GPU conversions run first, greedily (part
//! of upstream's `populateGpuRewritePatterns`): `gpu.global_id` as
//! `thread_id + block_id * block_dim` in index ops
//! (`GlobalIdRewriter.cpp`), and a shuffle of a 64-bit value as two 32-bit
//! shuffles of its halves (`ShuffleRewriter.cpp`), after the all-reduce
//! lowering (`AllReduceLowering.cpp`, `all_reduce.rs`).

use ir::rewrite::fn_pattern;
use ir::{OpId, PatternRewriter, RewritePattern, Value};

/// `gpu.global_id d` → `index.add(thread_id d, index.mul(block_id d,
/// block_dim d))` (upstream's `GpuGlobalIdRewriter`).
fn rewrite_global_id(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(global) = gpu::GlobalIdOp::cast(rw, op) else {
        return false;
    };
    let dim = global.dimension(rw);
    let loc = rw.op_loc(op);
    let index = rw.index_type();
    let block_id = gpu::BlockIdOp::build_with_values(rw, loc, index, dim, None).result(rw);
    let block_dim = gpu::BlockDimOp::build_with_values(rw, loc, index, dim, None).result(rw);
    let product = index::MulOp::build(rw, loc, index, block_id, block_dim).result(rw);
    let thread_id = gpu::ThreadIdOp::build_with_values(rw, loc, index, dim, None).result(rw);
    let sum = index::AddOp::build(rw, loc, index, thread_id, product).result(rw);
    rw.replace_op(op, &[sum]).is_ok()
}

/// A `gpu.shuffle` of a value of other than 32 bits → shuffles of its low
/// and high 32 bits, put back together, valid where both are (upstream's
/// `GpuShuffleRewriter`).
fn rewrite_shuffle(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(shuffle) = gpu::ShuffleOp::cast(rw, op) else {
        return false;
    };
    let mut value = shuffle.value(rw);
    let value_type = rw.value_type(value);
    if rw.int_or_float_width(value_type) == Some(32) {
        return false;
    }
    let (offset, width, mode) = (shuffle.offset(rw), shuffle.width(rw), shuffle.mode(rw));
    let loc = rw.op_loc(op);
    let value_loc = rw.value_loc(value);
    let (i32t, i64t, i1t) = (rw.i32(), rw.i64(), rw.i1());
    let is_float = rw.float_kind(value_type).is_some();
    if is_float {
        value = arith::BitcastOp::build(rw, value_loc, i64t, value).out(rw);
    }
    let lo = arith::TruncIOp::build(rw, value_loc, i32t, value).out(rw);
    let c32_attr = rw.integer_attr(i64t, 32);
    let c32 = arith::ConstantOp::build(rw, value_loc, i64t, c32_attr).result(rw);
    let hi = arith::ShRUIOp::build(rw, value_loc, i64t, value, c32).result(rw);
    let hi = arith::TruncIOp::build(rw, value_loc, i32t, hi).out(rw);
    let lo_shuffle = gpu::ShuffleOp::build_with_values(rw, loc, i32t, i1t, lo, offset, width, mode);
    let hi_shuffle = gpu::ShuffleOp::build_with_values(rw, loc, i32t, i1t, hi, offset, width, mode);
    let (lo_value, lo_valid) = (lo_shuffle.shuffle_result(rw), lo_shuffle.valid(rw));
    let (hi_value, hi_valid) = (hi_shuffle.shuffle_result(rw), hi_shuffle.valid(rw));
    let lo = arith::ExtUIOp::build(rw, value_loc, i64t, lo_value).out(rw);
    let hi = arith::ExtUIOp::build(rw, value_loc, i64t, hi_value).out(rw);
    let hi = arith::ShLIOp::build(rw, value_loc, i64t, hi, c32, None).result(rw);
    let mut result: Value = arith::OrIOp::build(rw, loc, i64t, hi, lo).result(rw);
    if is_float {
        result = arith::BitcastOp::build(rw, value_loc, value_type, result).out(rw);
    }
    let valid = arith::AndIOp::build(rw, loc, i1t, lo_valid, hi_valid).result(rw);
    rw.replace_op(op, &[result, valid]).is_ok()
}

/// The lowering of uniform all-reduce ops, the rewrites of
/// `gpu.global_id` and of shuffles of 64-bit values (upstream's
/// `populateGpuRewritePatterns`: `populateGpuAllReducePatterns`,
/// `populateGpuGlobalIdPatterns` and `populateGpuShufflePatterns`).
pub fn populate_gpu_rewrite_patterns(patterns: &mut Vec<Box<dyn RewritePattern>>) {
    crate::populate_gpu_all_reduce_patterns(patterns);
    patterns.push(fn_pattern(
        gpu::GlobalIdOp::OPERATION_NAME,
        "GpuGlobalIdRewriter",
        rewrite_global_id,
    ));
    patterns.push(fn_pattern(
        gpu::ShuffleOp::OPERATION_NAME,
        "GpuShuffleRewriter",
        rewrite_shuffle,
    ));
}
