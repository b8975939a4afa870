//! Tiling to `scf.forall` (upstream's `Linalg/Transforms/Tiling.cpp`:
//! `tileToForallOp`, `tileToForallOpUsingTileSizes`): an op implementing
//! `TilingInterface` becomes an `scf.forall` over its tiles, each thread
//! computing one tile through the op's tiled implementation and inserting
//! it into the shared outputs with `tensor.parallel_insert_slice`.

use affine::transforms::expand_index::{
    make_composed_folded_affine_apply, make_composed_folded_affine_max,
    make_composed_folded_affine_min,
};
use ir::interfaces::tiling::{tiling_model, LoopIteratorType, Range};
use ir::{Attribute, Diagnostic, Location, OpBuilder, OpFoldResult, OpId, Value};
use scf::ForallOp;

use crate::tiling_interface::{as_op_fold_result, constant_int, value_or_constant_index};

/// What tiling to `scf.forall` made (upstream's `ForallTilingResult`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ForallTilingResult {
    /// The `scf.forall` loop.
    pub tile_op: OpId,
    /// The op computing one tile in its body.
    pub tiled_op: OpId,
}

/// Whether `ofr` is the constant `c` (upstream's `isConstantIntValue`).
fn is_constant(b: &mut OpBuilder<'_>, ofr: OpFoldResult, c: i64) -> bool {
    constant_int(b, ofr) == Some(c)
}

/// The `affine.min`/`max` of `vals` over the identity map of their count
/// (upstream's `buildMin`/`buildMax`).
fn build_min_max(
    b: &mut OpBuilder<'_>,
    loc: Location,
    vals: &[OpFoldResult],
    is_min: bool,
) -> OpFoldResult {
    let map = b.identity_affine_map(vals.len() as u32);
    if is_min {
        make_composed_folded_affine_min(b, loc, map, vals)
    } else {
        make_composed_folded_affine_max(b, loc, map, vals)
    }
}

/// Whether `tile_size * (num_threads - 1) < iteration_size` is known
/// (upstream's `canOmitTileOffsetInBoundsCheck`).
fn can_omit_tile_offset_in_bounds_check(
    b: &mut OpBuilder<'_>,
    tile_size: OpFoldResult,
    num_threads: OpFoldResult,
    iteration_size: OpFoldResult,
) -> bool {
    match (
        constant_int(b, tile_size),
        constant_int(b, num_threads),
        constant_int(b, iteration_size),
    ) {
        (Some(t), Some(n), Some(s)) => t.saturating_mul(n - 1) < s,
        _ => false,
    }
}

/// The offset and size of each thread's tile in each loop (upstream's
/// `calculateTileOffsetsAndSizes`), built at the start of the forall's
/// body.
#[allow(clippy::too_many_arguments)]
fn calculate_tile_offsets_and_sizes(
    b: &mut OpBuilder<'_>,
    loc: Location,
    forall: ForallOp,
    num_threads: &[OpFoldResult],
    loop_ranges: &[Range],
    omit_tile_offset_bounds_check: bool,
    nominal_tile_sizes: Option<&[OpFoldResult]>,
) -> Option<(Vec<OpFoldResult>, Vec<OpFoldResult>)> {
    let saved = b.insertion_point();
    let body = forall.get_body(b)?;
    match b.block_first_op(body) {
        Some(first) => b.set_insertion_point_before(first),
        None => b.set_insertion_point_to_end(body),
    }
    let thread_ids = forall.get_induction_vars(b);
    let non_zero: Vec<OpFoldResult> = num_threads
        .iter()
        .copied()
        .filter(|&t| !is_constant(b, t, 0))
        .collect();
    let (i, j) = (b.affine_dim(0), b.affine_dim(1));
    let (m, n) = (b.affine_symbol(0), b.affine_symbol(1));
    let mut offsets = Vec::with_capacity(loop_ranges.len());
    let mut sizes = Vec::with_capacity(loop_ranges.len());
    let mut thread_idx = 0;
    for (loop_idx, range) in loop_ranges.iter().enumerate() {
        let overflow = loop_idx >= num_threads.len();
        if overflow || is_constant(b, num_threads[loop_idx], 0) {
            offsets.push(range.offset);
            sizes.push(range.size);
            continue;
        }
        let (size, offset) = (range.size, range.offset);
        let thread_id = OpFoldResult::Value(*thread_ids.get(thread_idx)?);
        let threads = *non_zero.get(thread_idx)?;
        let mut tile_size = match nominal_tile_sizes {
            Some(nominal) => *nominal.get(loop_idx)?,
            None => {
                let e = b.affine_ceil_div(m, n);
                let map = b.affine_map(0, 2, &[e]);
                make_composed_folded_affine_apply(b, loc, map, &[size, threads])
            }
        };
        // i + j * m: the offset shifted by the thread's share.
        let jm = b.affine_mul(j, m);
        let e = b.affine_add(i, jm);
        let map = b.affine_map(2, 1, &[e]);
        let offset_per_thread =
            make_composed_folded_affine_apply(b, loc, map, &[offset, thread_id, tile_size]);
        // i + j * m - n: what the last thread's tile overshoots.
        let e = b.affine_sub(e, n);
        let map = b.affine_map(2, 2, &[e]);
        let residual =
            make_composed_folded_affine_apply(b, loc, map, &[offset, threads, tile_size, size]);
        if !is_constant(b, residual, 0) {
            let neg_i = b.affine_neg(i);
            let e = b.affine_add(neg_i, m);
            let map = b.affine_map(1, 1, &[e]);
            let size_minus_offset =
                make_composed_folded_affine_apply(b, loc, map, &[offset_per_thread, size]);
            tile_size = build_min_max(b, loc, &[size_minus_offset, tile_size], true);
        }
        offsets.push(offset_per_thread);
        if !omit_tile_offset_bounds_check
            && !can_omit_tile_offset_in_bounds_check(b, tile_size, threads, size)
        {
            let zero = OpFoldResult::Attr(b.index_attr(0));
            tile_size = build_min_max(b, loc, &[zero, tile_size], false);
        }
        sizes.push(tile_size);
        thread_idx += 1;
    }
    b.set_insertion_point(saved);
    Some((offsets, sizes))
}

/// The error of a tiling step at `op` (upstream's `emitOpError`).
fn op_error(b: &OpBuilder<'_>, op: OpId, message: &str) -> Diagnostic {
    Diagnostic::op_error(b, op, message)
}

/// Upstream's `tileToForallOpImpl`: `op` tiled by `num_threads` threads
/// per loop (0: the loop is not tiled), each thread's tile the nominal
/// size given or the loop's size divided among the threads. Warnings
/// (loops tiled that are not parallel) are pushed to `warnings`.
#[allow(clippy::too_many_arguments)]
fn tile_to_forall_impl(
    b: &mut OpBuilder<'_>,
    op: OpId,
    num_threads: &[OpFoldResult],
    nominal_tile_sizes: Option<&[OpFoldResult]>,
    mapping: Option<Attribute>,
    omit_tile_offset_bounds_check: bool,
    warnings: &mut Vec<Diagnostic>,
) -> Result<ForallTilingResult, Diagnostic> {
    let model = tiling_model(b, op).ok_or_else(|| op_error(b, op, "is not tileable"))?;
    let loc = b.op_loc(op);
    let saved = b.insertion_point();
    let loop_ranges = model.iteration_domain(b, op);
    if loop_ranges.is_empty() {
        return Err(op_error(b, op, "expected non-empty loop ranges"));
    }
    if loop_ranges.iter().any(|r| !is_constant(b, r.stride, 1)) {
        return Err(op_error(b, op, "only stride-1 supported atm"));
    }
    let Some(dest) = tensor::get_or_create_destinations(b, loc, op) else {
        return Err(op_error(b, op, "failed to get destination tensors"));
    };
    let non_zero: Vec<OpFoldResult> = num_threads
        .iter()
        .copied()
        .filter(|&t| !is_constant(b, t, 0))
        .collect();
    let materialized: Vec<Value> = non_zero
        .iter()
        .map(|&t| value_or_constant_index(b, loc, t))
        .collect();
    if linalg::LinalgOpRef::get(b, op).is_some() {
        // `safeToTileToForall`: a loop tiled among several threads must
        // be parallel.
        let iterators = model.loop_iterator_types(b, op);
        for (i, &t) in num_threads.iter().enumerate() {
            let tiled = match t {
                OpFoldResult::Attr(a) => b.as_integer(a).is_some_and(|v| v > 1),
                OpFoldResult::Value(_) => true,
            };
            if tiled && iterators.get(i) != Some(&LoopIteratorType::Parallel) {
                // `op.emitWarning()`, with the op as its note.
                let mut w =
                    Diagnostic::error(loc, format!("tiling is not thread safe at axis #{i}"));
                w.severity = ir::diag::Severity::Warning;
                if b.print_op_on_diagnostic() {
                    let text = ir::diag::op_for_note(b, op);
                    w = w.with_note(loc, format!("see current operation: {text}"));
                }
                warnings.push(w);
            }
        }
    }
    let ubs: Vec<OpFoldResult> = materialized
        .iter()
        .map(|&v| as_op_fold_result(b, v))
        .collect();
    let forall = ForallOp::build_from_ubs_outputs_mapping_body_builder_fn(
        b, loc, &ubs, &dest, mapping, None,
    );
    let (offsets, sizes) = calculate_tile_offsets_and_sizes(
        b,
        loc,
        forall,
        num_threads,
        &loop_ranges,
        omit_tile_offset_bounds_check,
        nominal_tile_sizes,
    )
    .ok_or_else(|| op_error(b, op, "failed to compute the tiles"))?;
    let dest_args = forall.get_region_out_args(b);
    let terminator = forall
        .get_body(b)
        .and_then(|body| b.block_last_op(body))
        .ok_or_else(|| op_error(b, op, "expected a terminator"))?;
    b.set_insertion_point_before(terminator);
    let mut mapping_ir = ir::IrMapping::new();
    let cloned = b
        .clone_op(op, &mut mapping_ir)
        .and_then(|c| b.insert(c).map(|_| c))
        .map_err(|e| op_error(b, op, &e.to_string()))?;
    if let Some(dps) = ir::interfaces::DestinationStyleOpInterfaceRef::get(b, cloned) {
        let operands = b.operands(cloned);
        for i in dps.get_dps_inits_mutable(b) {
            let v = operands[i];
            let ty = b.value_type(v);
            if !b.is_tensor(ty) {
                continue;
            }
            if let Some(k) = dest.iter().position(|&d| d == v) {
                let _ = b.set_operand(cloned, i, dest_args[k]);
            }
        }
    }
    let tiling = match model.tiled_implementation(b, cloned, &offsets, &sizes) {
        Ok(t) => t,
        Err(_) => {
            return Err(Diagnostic::error(b.op_loc(cloned), "Failed to tile op: "));
        }
    };
    if tiling.tiled_ops.len() != 1 {
        return Err(Diagnostic::error(
            b.op_loc(cloned),
            format!(
                "expected a single produced tiled op, got {}",
                tiling.tiled_ops.len()
            ),
        ));
    }
    let _ = b.erase_op(cloned);
    let tiled_op = tiling.tiled_ops[0];
    for (k, (&tiled, &dest_arg)) in tiling.tiled_values.iter().zip(&dest_args).enumerate() {
        b.set_insertion_point_before(terminator);
        let (result_offsets, result_sizes) = model
            .result_tile_position(b, op, k, &offsets, &sizes)
            .map_err(|_| op_error(b, op, "output offsets couldn't be calculated"))?;
        let (so, dof) = crate::tiling_interface::dispatch_mixed(b, &result_offsets);
        let (ss, dsz) = crate::tiling_interface::dispatch_mixed(b, &result_sizes);
        let st = vec![1; ss.len()];
        let body = b
            .op_regions(terminator)
            .first()
            .and_then(|&r| b.region_blocks(r).first().copied())
            .ok_or_else(|| op_error(b, op, "expected a terminator body"))?;
        b.set_insertion_point_to_end(body);
        tensor::ParallelInsertSliceOp::build_with_values(
            b,
            loc,
            tiled,
            dest_arg,
            &dof,
            &dsz,
            &[],
            &so,
            &ss,
            &st,
        );
    }
    b.set_insertion_point(saved);
    Ok(ForallTilingResult {
        tile_op: forall.operation(),
        tiled_op,
    })
}

/// `op` tiled to an `scf.forall` of `num_threads` threads per loop, each
/// tile the loop's size divided among them (upstream's `tileToForallOp`).
pub fn tile_to_forall_op(
    b: &mut OpBuilder<'_>,
    op: OpId,
    num_threads: &[OpFoldResult],
    mapping: Option<Attribute>,
    warnings: &mut Vec<Diagnostic>,
) -> Result<ForallTilingResult, Diagnostic> {
    tile_to_forall_impl(b, op, num_threads, None, mapping, false, warnings)
}

/// `op` tiled to an `scf.forall` by tiles of `tile_sizes` per loop (0:
/// not tiled), as many threads as tiles (upstream's
/// `tileToForallOpUsingTileSizes`).
pub fn tile_to_forall_op_using_tile_sizes(
    b: &mut OpBuilder<'_>,
    op: OpId,
    tile_sizes: &[OpFoldResult],
    mapping: Option<Attribute>,
    warnings: &mut Vec<Diagnostic>,
) -> Result<ForallTilingResult, Diagnostic> {
    let model = tiling_model(b, op).ok_or_else(|| op_error(b, op, "is not tileable"))?;
    let loop_ranges = model.iteration_domain(b, op);
    let loc = b.op_loc(op);
    let (s0, s1) = (b.affine_symbol(0), b.affine_symbol(1));
    let div = b.affine_ceil_div(s0, s1);
    let div = b.affine_map(0, 2, &[div]);
    let mut num_threads = Vec::with_capacity(loop_ranges.len());
    for (&tile, range) in tile_sizes.iter().zip(&loop_ranges) {
        let mut num_tiles = tile;
        if !is_constant(b, tile, 0) {
            num_tiles = make_composed_folded_affine_apply(b, loc, div, &[range.size, tile]);
        }
        num_threads.push(num_tiles);
    }
    tile_to_forall_impl(
        b,
        op,
        &num_threads,
        Some(tile_sizes),
        mapping,
        true,
        warnings,
    )
}
