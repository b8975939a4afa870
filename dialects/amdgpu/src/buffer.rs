//! The raw buffer ops: their verifier (`verifyRawBufferOp`) and
//! canonicalization patterns (`RemoveStaticallyOobBufferLoads`,
//! `RemoveStaticallyOobBufferWrites`), for every `amdgpu.raw_buffer_*` op.

use ir::rewrite::fn_pattern;
use ir::{Context, Diagnostic, OpId, PatternRewriter, RewritePattern, Type, Value};

use crate::*;

/// What the raw buffer ops share.
struct RawBuffer {
    memref: Value,
    indices: Vec<Value>,
    bounds_check: bool,
    index_offset: Option<i32>,
    sgpr_offset: Option<Value>,
}

macro_rules! raw_buffer_ops {
    ($($op:ident: $hooks:ident, $pattern:ident;)*) => {
        /// The raw buffer op `op` is, with its shared parts.
        fn raw_buffer(ctx: &Context, op: OpId) -> Option<RawBuffer> {
            $(
                if let Some(o) = $op::cast(ctx, op) {
                    return Some(RawBuffer {
                        memref: o.memref(ctx),
                        indices: o.indices(ctx),
                        bounds_check: o.bounds_check(ctx),
                        index_offset: o.index_offset(ctx),
                        sgpr_offset: o.sgpr_offset(ctx),
                    });
                }
            )*
            None
        }

        $(
            impl $hooks for $op {
                fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
                    verify_raw_buffer(ctx, self.operation())
                }

                fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
                    vec![fn_pattern($op::OPERATION_NAME, stringify!($pattern), $pattern)]
                }
            }
        )*
    };
}

raw_buffer_ops! {
    RawBufferLoadOp: RawBufferLoadOpHooks, remove_oob_load;
    RawBufferStoreOp: RawBufferStoreOpHooks, remove_oob_write;
    RawBufferAtomicFaddOp: RawBufferAtomicFaddOpHooks, remove_oob_write;
    RawBufferAtomicFmaxOp: RawBufferAtomicFmaxOpHooks, remove_oob_write;
    RawBufferAtomicSmaxOp: RawBufferAtomicSmaxOpHooks, remove_oob_write;
    RawBufferAtomicUminOp: RawBufferAtomicUminOpHooks, remove_oob_write;
    RawBufferAtomicCmpswapOp: RawBufferAtomicCmpswapOpHooks, remove_oob_load;
}

/// `verifyRawBufferOp`: a ranked memref in global memory, one index per
/// dimension.
fn verify_raw_buffer(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(b) = raw_buffer(ctx, op) else {
        return Ok(());
    };
    let ty = ctx.value_type(b.memref);
    let is_global = match ctx.memref_memory_space(ty) {
        None => true,
        Some(space) => match ctx.attr_as_int(space) {
            Some(i) => i == 0 || i == 1,
            None => {
                gpu::AddressSpaceAttr::parse_value(ctx, space) == Some(gpu::AddressSpace::Global)
            }
        },
    };
    let error = |m: String| Err(Diagnostic::op_error(ctx, op, m));
    if !is_global {
        return error("Buffer ops must operate on a memref in global memory".into());
    }
    let Some(rank) = ctx.rank(ty) else {
        return error("Cannot meaningfully buffer_store to an unranked memref".into());
    };
    if b.indices.len() != rank {
        return error(format!("Expected {rank} indices to memref"));
    }
    Ok(())
}

/// The value of an `i32` constant, zero-extended (`getConstantUint32`).
fn constant_u32(ctx: &Context, v: Value) -> Option<u32> {
    if !ctx.is_integer(ctx.value_type(v), 32) {
        return None;
    }
    let a = ctx.constant_value(ctx.defining_op(v)?)?;
    ctx.attr_as_int(a).map(|i| i as u32)
}

/// Whether the access is bounds-checked and provably past the end of its
/// static buffer (`staticallyOutOfBounds`).
fn statically_out_of_bounds(ctx: &Context, b: &RawBuffer) -> bool {
    if !b.bounds_check {
        return false;
    }
    let ty: Type = ctx.value_type(b.memref);
    if !ctx.has_static_shape(ty) {
        return false;
    }
    let Some((strides, offset)) = memref::strides_and_offset(ctx, ty) else {
        return false;
    };
    let mut result = offset.wrapping_add(i64::from(b.index_offset.unwrap_or(0)));
    if let Some(sgpr) = b.sgpr_offset {
        let Some(s) = constant_u32(ctx, sgpr) else {
            return false;
        };
        result = result.wrapping_add(i64::from(s));
    }
    if strides.len() != b.indices.len() {
        return false;
    }
    let mut index = 0i64;
    for (&stride, &idx) in strides.iter().zip(&b.indices) {
        let Some(i) = constant_u32(ctx, idx) else {
            return false;
        };
        index = index.wrapping_add(stride.wrapping_mul(i64::from(i)));
    }
    result = result.wrapping_add(index);
    if result > i64::from(u32::MAX) {
        return false;
    }
    let elements = ctx
        .shape(ty)
        .unwrap_or(&[])
        .iter()
        .fold(1i64, |n, &d| n.wrapping_mul(d));
    result >= elements
}

/// `RemoveStaticallyOobBufferLoads`: the load is replaced by a zero
/// constant.
fn remove_oob_load(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(b) = raw_buffer(rw, op) else {
        return false;
    };
    if !statically_out_of_bounds(rw, &b) {
        return false;
    }
    let result = rw.results(op)[0];
    let ty = rw.value_type(result);
    let Some(zero) = arith::fold::zero_attr(rw, ty) else {
        return false;
    };
    let loc = rw.op_loc(op);
    rw.set_insertion_point_before(op);
    let c = arith::ConstantOp::build(rw, loc, ty, zero).result(rw);
    rw.replace_op(op, &[c]).is_ok()
}

/// `RemoveStaticallyOobBufferWrites`: the write is erased.
fn remove_oob_write(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(b) = raw_buffer(rw, op) else {
        return false;
    };
    if !statically_out_of_bounds(rw, &b) {
        return false;
    }
    rw.erase_op(op).is_ok()
}
