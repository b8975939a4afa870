//! `TilingInterface` for the structured ops (upstream's
//! `Linalg/Transforms/TilingInterfaceImpl.cpp`, attached as an external
//! model to every op implementing `LinalgOp`), with the slicing helpers of
//! `Linalg/Utils/Utils.cpp` it builds on (`computeSliceParameters`,
//! `makeTiledShapes`, `offsetIndices`).

use affine::transforms::expand_index::make_composed_folded_affine_apply;
use ir::interfaces::tiling::{
    LoopIteratorType, Range, TilePosition, TilingInterfaceModel, TilingResult,
};
use ir::{Context, Diagnostic, IrMapping, Location, OpBuilder, OpFoldResult, OpId, Type, Value};
use linalg::{IteratorType, LinalgOpRef, LoopExpr, LoopMap};

use crate::dps_split;
use crate::loops::folded_dim;

/// The integer `ofr` holds: an attribute's, or a constant value's
/// (upstream's `getConstantIntValue`).
pub fn constant_int(ctx: &mut Context, ofr: OpFoldResult) -> Option<i64> {
    match ofr {
        OpFoldResult::Attr(a) => ctx.as_integer(a).and_then(|v| i64::try_from(v).ok()),
        OpFoldResult::Value(v) => {
            let a = ir::rewrite::constant_value(ctx, v)?;
            ctx.as_integer(a).and_then(|v| i64::try_from(v).ok())
        }
    }
}

/// Whether `ofr` is the constant 0 (upstream's `isZeroIndex`).
pub fn is_zero_index(ctx: &mut Context, ofr: OpFoldResult) -> bool {
    constant_int(ctx, ofr) == Some(0)
}

/// The value of `ofr`, an `arith.constant` index built for a constant
/// (upstream's `getValueOrCreateConstantIndexOp`).
pub fn value_or_constant_index(b: &mut OpBuilder<'_>, loc: Location, ofr: OpFoldResult) -> Value {
    match ofr {
        OpFoldResult::Value(v) => v,
        OpFoldResult::Attr(a) => {
            let v = b.as_integer(a).unwrap_or(0) as i64;
            scf::utils::constant_index(b, loc, v)
        }
    }
}

/// A constant value as an attribute, other values as they are (upstream's
/// `getAsOpFoldResult`).
pub fn as_op_fold_result(ctx: &mut Context, v: Value) -> OpFoldResult {
    match ir::rewrite::constant_value(ctx, v) {
        Some(a) => OpFoldResult::Attr(a),
        None => OpFoldResult::Value(v),
    }
}

/// Whether `e` varies with a loop whose tile size is not zero
/// (upstream's `isTiled`).
fn is_tiled_expr(ctx: &mut Context, e: &LoopExpr, tile_sizes: &[OpFoldResult]) -> bool {
    match e {
        LoopExpr::Dim(d) => match tile_sizes.get(*d as usize) {
            Some(&t) => !is_zero_index(ctx, t),
            None => false,
        },
        LoopExpr::Symbol(_) | LoopExpr::Const(_) => false,
        LoopExpr::Binary(_, l, r) => {
            // (Both sides visited, as upstream's walker.)
            let l = is_tiled_expr(ctx, l, tile_sizes);
            let r = is_tiled_expr(ctx, r, tile_sizes);
            l || r
        }
    }
}

/// Whether some result of `map` varies with a tiled loop.
fn is_tiled_map(ctx: &mut Context, map: &LoopMap, tile_sizes: &[OpFoldResult]) -> bool {
    let mut tiled = false;
    for e in &map.results {
        tiled |= is_tiled_expr(ctx, e, tile_sizes);
    }
    tiled
}

/// The offsets, sizes and strides of a slice (upstream's
/// `SliceParameters`).
#[derive(Clone, Debug, Default)]
pub struct SliceParameters {
    /// Where the slice starts, per dimension.
    pub offsets: Vec<OpFoldResult>,
    /// Its sizes.
    pub sizes: Vec<OpFoldResult>,
    /// Its strides (all 1).
    pub strides: Vec<OpFoldResult>,
}

/// The submap of `map` of its result `r` alone, interned.
fn sub_map(b: &mut OpBuilder<'_>, map: &LoopMap, r: usize) -> ir::affine::AffineMap {
    LoopMap {
        num_dims: map.num_dims,
        num_symbols: map.num_symbols,
        results: vec![map.results[r].clone()],
    }
    .intern(b)
}

/// The slice of `value` a tile reads or writes through `map` (upstream's
/// `computeSliceParameters` with `omitPartialTileCheck`: the tile sizes
/// are known to stay in bounds): a dimension no tiled loop indexes is
/// taken whole; the others start at the map applied to `lbs` and span the
/// map applied to `sub_shape_sizes` (closed sizes) plus one.
pub fn compute_slice_parameters(
    b: &mut OpBuilder<'_>,
    loc: Location,
    value: Value,
    tile_sizes: &[OpFoldResult],
    map: &LoopMap,
    lbs: &[OpFoldResult],
    sub_shape_sizes: &[OpFoldResult],
) -> SliceParameters {
    let ty = b.value_type(value);
    let rank = b.shape(ty).map_or(0, <[i64]>::len);
    let mut params = SliceParameters::default();
    let zero = OpFoldResult::Attr(b.index_attr(0));
    let one = OpFoldResult::Attr(b.index_attr(1));
    for r in 0..rank {
        let tiled = match map.results.get(r) {
            Some(e) => is_tiled_expr(b, e, tile_sizes),
            None => false,
        };
        if !tiled {
            params.offsets.push(zero);
            let dim = folded_dim(b, loc, value, r);
            params.sizes.push(dim);
            params.strides.push(one);
            continue;
        }
        let m = sub_map(b, map, r);
        let offset = make_composed_folded_affine_apply(b, loc, m, lbs);
        params.offsets.push(offset);
        let closed = make_composed_folded_affine_apply(b, loc, m, sub_shape_sizes);
        let s0 = b.affine_symbol(0);
        let plus_one = b.affine_add_const(s0, 1);
        let plus_one = b.affine_map(0, 1, &[plus_one]);
        let size = make_composed_folded_affine_apply(b, loc, plus_one, &[closed]);
        params.strides.push(one);
        params.sizes.push(size);
    }
    params
}

/// Splits a mixed list into its static entries (`ShapedType::kDynamic`
/// for values) and its values.
pub fn dispatch_mixed(ctx: &Context, list: &[OpFoldResult]) -> (Vec<i64>, Vec<Value>) {
    let mut statics = Vec::with_capacity(list.len());
    let mut values = Vec::new();
    for &e in list {
        match e {
            OpFoldResult::Attr(a) => statics.push(
                ctx.as_integer(a)
                    .and_then(|v| i64::try_from(v).ok())
                    .unwrap_or(ir::DYNAMIC),
            ),
            OpFoldResult::Value(v) => {
                statics.push(ir::DYNAMIC);
                values.push(v);
            }
        }
    }
    (statics, values)
}

/// The slice of `value` described by `params`: a `memref.subview` of a
/// memref, a `tensor.extract_slice` of a tensor (upstream's
/// `materializeTiledShape`, the result types inferred as their builders
/// infer them); `None` for another type.
pub fn materialize_tiled_shape(
    b: &mut OpBuilder<'_>,
    loc: Location,
    value: Value,
    params: &SliceParameters,
) -> Option<Value> {
    let ty = b.value_type(value);
    let (so, dof) = dispatch_mixed(b, &params.offsets);
    let (ss, dsz) = dispatch_mixed(b, &params.sizes);
    let (st, dst) = dispatch_mixed(b, &params.strides);
    if b.is_memref(ty) {
        let parts = memref::infer_subview_type(b, ty, &so, &ss, &st)?;
        let result_ty = memref::canonicalize::intern(b, &parts);
        let view = memref::SubViewOp::build_with_values(
            b, loc, result_ty, value, &dof, &dsz, &dst, &so, &ss, &st,
        );
        return Some(view.result(b));
    }
    if b.is_ranked_tensor(ty) {
        // `ExtractSliceOp::inferResultType`: the sizes, with the source's
        // element type and encoding.
        let element = b.element_type_or_self(ty);
        let encoding = b.tensor_encoding(ty);
        let result_ty = b.ranked_tensor_with_encoding(&ss, element, encoding);
        let slice = tensor::ExtractSliceOp::build_with_values(
            b, loc, result_ty, value, &dof, &dsz, &dst, &so, &ss, &st,
        );
        return Some(slice.result(b));
    }
    None
}

/// The slices of the operands `values` of the structured op `op` that the
/// tile at `offsets` of `sizes` (one per loop) accesses (upstream's
/// `makeTiledShapes` with `omitPartialTileCheck`, as
/// `getTiledImplementation` calls it): an operand no tiled loop indexes is
/// used whole, unless it is a tensor init, which is always sliced.
pub fn make_tiled_shapes(
    b: &mut OpBuilder<'_>,
    loc: Location,
    op: LinalgOpRef,
    values: &[Value],
    offsets: &[OpFoldResult],
    sizes: &[OpFoldResult],
) -> Option<Vec<Value>> {
    let o = op.operation();
    // `computeTileOffsets` and `computeTileSizes` (closed sizes).
    let zero = OpFoldResult::Attr(b.index_attr(0));
    let d0 = b.affine_dim(0);
    let minus_one = b.affine_add_const(d0, -1);
    let minus_one = b.affine_map(1, 0, &[minus_one]);
    let mut lbs = Vec::with_capacity(sizes.len());
    let mut sub_shape_sizes = Vec::with_capacity(sizes.len());
    let mut next_iv = 0;
    for &size in sizes {
        if is_zero_index(b, size) {
            lbs.push(zero);
        } else {
            lbs.push(offsets.get(next_iv).copied().unwrap_or(zero));
            next_iv += 1;
        }
        sub_shape_sizes.push(make_composed_folded_affine_apply(
            b,
            loc,
            minus_one,
            &[size],
        ));
    }
    let maps = op.get_indexing_maps_array(b);
    let inits = ir::interfaces::DestinationStyleOpInterfaceRef::get(b, o)
        .map_or(0..0, |d| d.get_dps_inits_mutable(b));
    let operands = b.operands(o);
    // Every slice's parameters first (`computeAllSliceParameters`), then
    // the slices.
    let mut all_params = Vec::with_capacity(values.len());
    for (i, &value) in values.iter().enumerate() {
        let map = maps.get(i)?;
        let operand_ty = b.value_type(operands[i]);
        let is_tensor_init = b.is_ranked_tensor(operand_ty) && inits.contains(&i);
        if !is_tiled_map(b, map, sizes) && !is_tensor_init {
            all_params.push(None);
            continue;
        }
        all_params.push(Some(compute_slice_parameters(
            b,
            loc,
            value,
            sizes,
            map,
            &lbs,
            &sub_shape_sizes,
        )));
    }
    let mut tiled = Vec::with_capacity(values.len());
    for (&value, params) in values.iter().zip(&all_params) {
        match params {
            Some(params) => tiled.push(materialize_tiled_shape(b, loc, value, params)?),
            None => tiled.push(value),
        }
    }
    Some(tiled)
}

/// Shifts the `linalg.index` ops of the tiled op `op` by the tile's
/// `offsets` (upstream's `offsetIndices`): each index of a loop with an
/// offset is replaced, but in the sum itself, by a folded `affine.apply`
/// of `index + offset`.
pub fn offset_indices(b: &mut OpBuilder<'_>, op: OpId, offsets: &[OpFoldResult]) {
    let Some(&region) = b.op_regions(op).first() else {
        return;
    };
    let Some(&block) = b.region_blocks(region).first() else {
        return;
    };
    let index_ops: Vec<OpId> = b
        .block_ops(block)
        .filter(|&o| linalg::IndexOp::cast(b, o).is_some())
        .collect();
    if index_ops.is_empty() {
        return;
    }
    let saved = b.insertion_point();
    let d0 = b.affine_dim(0);
    let d1 = b.affine_dim(1);
    let sum = b.affine_add(d0, d1);
    let sum = b.affine_map(2, 0, &[sum]);
    for index_op in index_ops {
        let Some(index) = linalg::IndexOp::cast(b, index_op) else {
            continue;
        };
        let dim = index.dim(b) as usize;
        let Some(&offset) = offsets.get(dim) else {
            continue;
        };
        b.set_insertion_point_after(index_op);
        let loc = b.op_loc(index_op);
        let result = b.result(index_op, 0);
        let current = as_op_fold_result(b, result);
        let applied = make_composed_folded_affine_apply(b, loc, sum, &[current, offset]);
        let materialized = value_or_constant_index(b, loc, applied);
        let def = b.defining_op(materialized);
        let uses: Vec<ir::OpOperand> = b.uses(result).collect();
        for u in uses {
            if Some(u.op) != def {
                let _ = b.set_operand(u.op, u.index as usize, materialized);
            }
        }
    }
    b.set_insertion_point(saved);
}

/// A copy of the structured op `op` at `b`'s insertion point with
/// `operands` and `result_types` in place of its own (upstream's
/// `linalg::clone`): attributes and regions copied.
pub fn clone_with(
    b: &mut OpBuilder<'_>,
    op: OpId,
    result_types: &[Type],
    operands: &[Value],
) -> Option<OpId> {
    let mut mapping = IrMapping::new();
    let copy = b.clone_op(op, &mut mapping).ok()?;
    b.set_operands(copy, operands).ok()?;
    let results = b.results(copy);
    if results.len() != result_types.len() {
        return None;
    }
    for (&r, &t) in results.iter().zip(result_types) {
        b.set_value_type(r, t).ok()?;
    }
    b.insert(copy).ok()?;
    Some(copy)
}

/// The model of every structured op (upstream's
/// `LinalgOpTilingInterface`).
pub struct LinalgOpTilingModel;

impl TilingInterfaceModel for LinalgOpTilingModel {
    fn loop_iterator_types(&self, ctx: &Context, op: OpId) -> Vec<LoopIteratorType> {
        LinalgOpRef::get(ctx, op).map_or_else(Vec::new, |l| {
            l.get_iterator_types_array(ctx)
                .into_iter()
                .map(|t| match t {
                    IteratorType::Parallel => LoopIteratorType::Parallel,
                    IteratorType::Reduction => LoopIteratorType::Reduction,
                })
                .collect()
        })
    }

    fn iteration_domain(&self, b: &mut OpBuilder<'_>, op: OpId) -> Vec<Range> {
        let Some(lop) = LinalgOpRef::get(b, op) else {
            return Vec::new();
        };
        let saved = b.insertion_point();
        b.set_insertion_point_before(op);
        let loc = b.op_loc(op);
        // `createFlatListOfOperandDims`: every dimension of every operand.
        let mut all_sizes = Vec::new();
        for v in b.operands(op) {
            let ty = b.value_type(v);
            let rank = b.shape(ty).map_or(0, <[i64]>::len);
            for i in 0..rank {
                all_sizes.push(folded_dim(b, loc, v, i));
            }
        }
        // `getShapesToLoopsMap`: each loop's size is the first operand
        // dimension its loop indexes alone.
        let maps = lop.get_indexing_maps_array(b);
        let num_loops = lop.get_num_loops(b);
        let flat: Vec<&LoopExpr> = maps.iter().flat_map(|m| m.results.iter()).collect();
        let zero = OpFoldResult::Attr(b.index_attr(0));
        let one = OpFoldResult::Attr(b.index_attr(1));
        let num_all = all_sizes.len() as u32;
        let mut ranges = Vec::with_capacity(num_loops);
        for l in 0..num_loops {
            let pos = flat
                .iter()
                .position(|e| matches!(e, LoopExpr::Dim(d) if *d as usize == l));
            let Some(pos) = pos else {
                continue;
            };
            let d = b.affine_dim(pos as u32);
            let map = b.affine_map(num_all, 0, &[d]);
            let size = make_composed_folded_affine_apply(b, loc, map, &all_sizes);
            ranges.push(Range {
                offset: zero,
                size,
                stride: one,
            });
        }
        b.set_insertion_point(saved);
        ranges
    }

    fn tiled_implementation(
        &self,
        b: &mut OpBuilder<'_>,
        op: OpId,
        offsets: &[OpFoldResult],
        sizes: &[OpFoldResult],
    ) -> Result<TilingResult, Option<Diagnostic>> {
        let lop = LinalgOpRef::get(b, op).ok_or(None)?;
        let loc = b.op_loc(op);
        let values = b.operands(op);
        let tiled_operands = make_tiled_shapes(b, loc, lop, &values, offsets, sizes).ok_or(None)?;
        // `getTensorOutputTypes`: none for an op on buffers.
        let inits = ir::interfaces::DestinationStyleOpInterfaceRef::get(b, op)
            .map_or(0..0, |d| d.get_dps_inits_mutable(b));
        let result_types: Vec<Type> = if b.num_results(op) == 0 {
            Vec::new()
        } else {
            inits.map(|i| b.value_type(tiled_operands[i])).collect()
        };
        let tiled = clone_with(b, op, &result_types, &tiled_operands).ok_or(None)?;
        offset_indices(b, tiled, offsets);
        Ok(TilingResult {
            tiled_ops: vec![tiled],
            tiled_values: b.results(tiled).to_vec(),
            generated_slices: Vec::new(),
        })
    }

    fn result_tile_position(
        &self,
        b: &mut OpBuilder<'_>,
        op: OpId,
        result: usize,
        offsets: &[OpFoldResult],
        sizes: &[OpFoldResult],
    ) -> Result<TilePosition, Option<Diagnostic>> {
        let lop = LinalgOpRef::get(b, op).ok_or(None)?;
        let loc = b.op_loc(op);
        let d0 = b.affine_dim(0);
        let minus_one = b.affine_add_const(d0, -1);
        let minus_one = b.affine_map(1, 0, &[minus_one]);
        let sub_shape_sizes: Vec<OpFoldResult> = sizes
            .iter()
            .map(|&s| make_composed_folded_affine_apply(b, loc, minus_one, &[s]))
            .collect();
        let (ins, outs) = dps_split(b, op);
        let &init = outs.get(result).ok_or(None)?;
        let maps = lop.get_indexing_maps_array(b);
        let map = maps.get(ins.len() + result).ok_or(None)?.clone();
        let params = compute_slice_parameters(b, loc, init, sizes, &map, offsets, &sub_shape_sizes);
        Ok((params.offsets, params.sizes))
    }

    fn generate_result_tile_value(
        &self,
        b: &mut OpBuilder<'_>,
        op: OpId,
        result: usize,
        offsets: &[OpFoldResult],
        sizes: &[OpFoldResult],
    ) -> Result<TilingResult, Option<Diagnostic>> {
        let lop = LinalgOpRef::get(b, op).ok_or(None)?;
        // `getIterationDomainTileFromResultTile`: the result's map must be
        // a projected permutation.
        let (ins, _) = dps_split(b, op);
        let maps = lop.get_indexing_maps_array(b);
        let map = maps.get(ins.len() + result).ok_or(None)?.clone();
        let mut dims = Vec::with_capacity(map.results.len());
        for e in &map.results {
            match e {
                LoopExpr::Dim(d) if !dims.contains(&(*d as usize)) => dims.push(*d as usize),
                _ => {
                    return Err(Some(Diagnostic::op_error(
                        b,
                        op,
                        "unhandled tiled implementation generation when result is not accessed using a permuted projection",
                    )));
                }
            }
        }
        // `getMappedOffsetAndSize`: a loop the result does not index spans
        // its whole range.
        let num_loops = lop.get_num_loops(b);
        let zero = OpFoldResult::Attr(b.index_attr(0));
        let mut loop_offsets = vec![zero; num_loops];
        let mut loop_sizes = vec![zero; num_loops];
        if dims.len() != map.num_dims as usize {
            for (i, range) in self.iteration_domain(b, op).into_iter().enumerate() {
                if i < num_loops {
                    loop_offsets[i] = range.offset;
                    loop_sizes[i] = range.size;
                }
            }
        }
        for (i, &d) in dims.iter().enumerate() {
            let (Some(&o), Some(&s)) = (offsets.get(i), sizes.get(i)) else {
                return Err(None);
            };
            if d < num_loops {
                loop_offsets[d] = o;
                loop_sizes[d] = s;
            }
        }
        let tiled = self.tiled_implementation(b, op, &loop_offsets, &loop_sizes)?;
        if tiled.tiled_ops.len() != 1 {
            return Err(Some(Diagnostic::op_error(
                b,
                op,
                "failed to generate tiled implementation",
            )));
        }
        let value = *tiled.tiled_values.get(result).ok_or(None)?;
        Ok(TilingResult {
            tiled_ops: tiled.tiled_ops,
            tiled_values: vec![value],
            generated_slices: Vec::new(),
        })
    }
}

/// The model shared by the structured ops.
static LINALG_OP_TILING: LinalgOpTilingModel = LinalgOpTilingModel;

/// Attaches `TilingInterface` to every registered op implementing
/// `LinalgOp` (upstream's `registerTilingInterfaceExternalModels` of
/// Linalg) and to `linalg.softmax` (which upstream declares it on);
/// register the linalg dialect first.
pub fn register_tiling_interface_external_models(ctx: &mut Context) {
    let names: Vec<String> = ctx
        .registered_operations()
        .filter(|d| d.interface::<linalg::LinalgOpVtable>().is_some())
        .map(|d| d.name.clone())
        .collect();
    for name in names {
        ctx.attach_op_interface::<dyn TilingInterfaceModel>(&name, &LINALG_OP_TILING);
    }
    crate::tiling_models::register_softmax_tiling_model(ctx);
}
