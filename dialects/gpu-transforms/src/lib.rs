//! MLIR's gpu passes that build affine and memref ops (upstream MLIR 19's
//! `Dialect/GPU/Transforms`), declared by an excerpt of its
//! `Transforms/Passes.td`: `gpu-decompose-memrefs` (`DecomposeMemrefs.cpp`):
//! inside `gpu.launch`, `memref.load` and `memref.store` of a ranked memref
//! of identity or strided layout go through a rank-0
//! `memref.reinterpret_cast` of the base buffer at the linearized offset
//! (`affine.apply` of the indices and the strides), the metadata taken by
//! a `memref.extract_strided_metadata` placed right after the memref's
//! definition (outside the launch).
//!
//! The passes live in their own crate: they build memref ops with
//! `memref-transforms`' helpers and affine ops, and `memref-transforms`
//! depends on the gpu dialect (its `fold-memref-alias-ops` rewrites gpu
//! ops), so the gpu crate cannot hold them.
//!
//! Not yet: `memref.subview` (upstream's `FlattenSubview`).
#![deny(missing_docs)]
#![forbid(unsafe_code)]

use affine::transforms::expand_index::make_composed_folded_affine_apply;
use ir::pass::{OperationPass, PassFailure, PassRun};
use ir::rewrite::fn_pattern;
use ir::{Location, OpBuilder, OpFoldResult, OpId, OperationState, PatternRewriter, Value};

// The pass declarations (`GpuDecomposeMemrefsPassBase`, `register_passes`, ...).
include!(concat!(env!("OUT_DIR"), "/passes.rs.inc"));

/// Whether `op` is inside a `gpu.launch` (upstream's `isInsideLaunch`).
fn is_inside_launch(ctx: &ir::Context, op: OpId) -> bool {
    let mut cur = ctx.op_parent_op(op);
    while let Some(p) = cur {
        if gpu::LaunchOp::cast(ctx, p).is_some() {
            return true;
        }
        cur = ctx.op_parent_op(p);
    }
    false
}

/// The offset into the base buffer of `source` at `indices` and the base
/// buffer (upstream's `getFlatOffsetAndStrides` without strides): a new
/// `memref.extract_strided_metadata` right after `source`'s definition
/// (or at the start of its block), and the linear index
/// `offset + Σ index × stride` composed and folded.
fn flat_offset(
    b: &mut OpBuilder<'_>,
    loc: Location,
    source: Value,
    indices: &[Value],
) -> Option<(Value, OpFoldResult)> {
    let ty = b.value_type(source);
    let saved = b.insertion_point();
    match b.defining_op(source) {
        Some(def) => b.set_insertion_point_after(def),
        None => {
            let block = b.value_parent_block(source)?;
            b.set_insertion_point_to_start(block);
        }
    }
    let metadata = memref_transforms::extract_strided_metadata(b, loc, source);
    b.set_insertion_point(saved);
    let (strides, offset) = memref::strides_and_offset(b, ty)?;
    let static_or = |b: &mut OpBuilder<'_>, value: i64, dynamic: Value| {
        if value == ir::DYNAMIC {
            OpFoldResult::Value(dynamic)
        } else {
            OpFoldResult::Attr(b.index_attr(value))
        }
    };
    let offset_value = metadata.offset(b);
    let stride_values = metadata.strides(b);
    // `computeLinearIndex`: s0 + s1 * s2 + s3 * s4 + ..., the values the
    // offset, then each index and its stride.
    let rank = indices.len();
    let mut values = Vec::with_capacity(2 * rank + 1);
    values.push(static_or(b, offset, offset_value));
    let mut expr = b.affine_symbol(0);
    for (i, &index) in indices.iter().enumerate() {
        let stride = static_or(b, strides[i], stride_values[i]);
        values.push(OpFoldResult::Value(index));
        values.push(stride);
        let index_expr = b.affine_symbol(1 + 2 * i as u32);
        let stride_expr = b.affine_symbol(2 + 2 * i as u32);
        let product = b.affine_mul(index_expr, stride_expr);
        expr = b.affine_add(expr, product);
    }
    let map = b.affine_map(0, (2 * rank + 1) as u32, &[expr]);
    let offset = make_composed_folded_affine_apply(b, loc, map, &values);
    Some((metadata.base_buffer(b), offset))
}

/// `source` as the rank-0 memref of its base buffer at the element of
/// `indices` (upstream's `getFlatMemref`).
fn flat_memref(
    b: &mut OpBuilder<'_>,
    loc: Location,
    source: Value,
    indices: &[Value],
) -> Option<Value> {
    let (base, offset) = flat_offset(b, loc, source, indices)?;
    let ty = b.value_type(base);
    let (dynamic, statics): (Vec<Value>, Vec<i64>) = match offset {
        OpFoldResult::Value(v) => (vec![v], vec![ir::DYNAMIC]),
        OpFoldResult::Attr(a) => (Vec::new(), vec![b.attr_as_int(a)?]),
    };
    Some(
        memref::ReinterpretCastOp::build_with_values(
            b,
            loc,
            ty,
            base,
            &dynamic,
            &[],
            &[],
            &statics,
            &[],
            &[],
        )
        .result(b),
    )
}

/// Whether `memref` is worth flattening and can be: ranked above 0, of
/// identity or strided layout (upstream's `needFlatten`, `checkLayout`).
fn check(rw: &mut PatternRewriter<'_>, memref: Value) -> bool {
    let ty = rw.value_type(memref);
    if rw.shape(ty).is_none_or(<[i64]>::is_empty) {
        return rw.notify_match_failure("nothing to do");
    }
    if memref::strides_and_offset(rw, ty).is_none() {
        return rw.notify_match_failure("unsupported layout");
    }
    true
}

/// `memref.load` inside `gpu.launch` of the flattened memref (upstream's
/// `FlattenLoad`).
fn flatten_load(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    if !is_inside_launch(rw, op) {
        return rw.notify_match_failure("not inside gpu.launch");
    }
    let Some(load) = memref::LoadOp::cast(rw, op) else {
        return false;
    };
    let source = load.memref(rw);
    if !check(rw, source) {
        return false;
    }
    let loc = rw.op_loc(op);
    let indices = load.indices(rw);
    let Some(flat) = flat_memref(rw, loc, source, &indices) else {
        return false;
    };
    let ty = rw.result_type(op, 0);
    let name = rw.op_name(memref::LoadOp::OPERATION_NAME);
    let mut state = OperationState::new(name, loc);
    state.operands.push(flat);
    state.result_types.push(ty);
    rw.replace_op_with_new(op, state).is_ok()
}

/// `memref.store` inside `gpu.launch` to the flattened memref (upstream's
/// `FlattenStore`).
fn flatten_store(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    if !is_inside_launch(rw, op) {
        return rw.notify_match_failure("not inside gpu.launch");
    }
    let Some(store) = memref::StoreOp::cast(rw, op) else {
        return false;
    };
    let source = store.memref(rw);
    if !check(rw, source) {
        return false;
    }
    let loc = rw.op_loc(op);
    let indices = store.indices(rw);
    let value = store.value(rw);
    let Some(flat) = flat_memref(rw, loc, source, &indices) else {
        return false;
    };
    let name = rw.op_name(memref::StoreOp::OPERATION_NAME);
    let mut state = OperationState::new(name, loc);
    state.operands.extend([value, flat]);
    rw.replace_op_with_new(op, state).is_ok()
}

/// The patterns of `gpu-decompose-memrefs` (upstream's
/// `populateGpuDecomposeMemrefsPatterns`, but for `FlattenSubview`).
pub fn populate_gpu_decompose_memrefs_patterns(patterns: &mut Vec<Box<dyn ir::RewritePattern>>) {
    patterns.push(fn_pattern(
        memref::LoadOp::OPERATION_NAME,
        "FlattenLoad",
        flatten_load,
    ));
    patterns.push(fn_pattern(
        memref::StoreOp::OPERATION_NAME,
        "FlattenStore",
        flatten_store,
    ));
}

/// The `gpu-decompose-memrefs` pass.
#[derive(Clone, Debug, Default)]
pub struct GpuDecomposeMemrefsPass {
    base: GpuDecomposeMemrefsPassBase,
}

impl OperationPass for GpuDecomposeMemrefsPass {
    type Declaration = GpuDecomposeMemrefsPassBase;
    fn declaration(&self) -> &GpuDecomposeMemrefsPassBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut GpuDecomposeMemrefsPassBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let mut patterns = Vec::new();
        populate_gpu_decompose_memrefs_patterns(&mut patterns);
        let top = run.op();
        ir::apply_patterns_greedily(run.ctx(), top, &patterns, ir::GreedyConfig::default())
            .map(|_| ())
            .map_err(|_| PassFailure)
    }
}
