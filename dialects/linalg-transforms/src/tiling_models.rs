//! `TilingInterface` models of the ops that are not structured ops:
//! `linalg.softmax` (upstream's `SoftmaxOp` methods in `LinalgOps.cpp`)
//! and `tensor.pad`, `tensor.pack` and `tensor.unpack`
//! (`Tensor/IR/TensorTilingInterfaceImpl.cpp`'s `PadOpTiling`, with its
//! `bubbleUpPadSlice`, `PackOpTiling` and `UnPackOpTiling`).
//!
//! The tensor models live here rather than in the tensor crate because they
//! build `scf.if` and affine ops, which the tensor dialect does not depend
//! on (upstream's `MLIRTensorTilingInterfaceImpl` is likewise a library
//! of its own, linking SCF, Affine and Linalg's utilities).

use affine::transforms::expand_index::{
    make_composed_folded_affine_apply, make_composed_folded_affine_max,
    make_composed_folded_affine_min,
};
use ir::interfaces::tiling::{
    LoopIteratorType, Range, TilePosition, TilingInterfaceModel, TilingResult,
};
use ir::interfaces::ReifyRankedShapedTypeOpInterfaceRef;
use ir::{Context, Diagnostic, IrMapping, Location, OpBuilder, OpFoldResult, OpId, Type, Value};

use crate::tiling_interface::{
    as_op_fold_result, clone_with, constant_int, dispatch_mixed, materialize_tiled_shape,
    value_or_constant_index, SliceParameters,
};

/// The rank of `v`'s shaped type (0 for another type).
fn rank_of(ctx: &Context, v: Value) -> usize {
    ctx.shape(ctx.value_type(v)).map_or(0, <[i64]>::len)
}

/// Dimension `dim` of the shaped value `v`: an index attribute when
/// static, else a new `tensor.dim` or `memref.dim` (upstream's
/// `getDimValue` of `LinalgOps.cpp`, which does not fold it).
fn dim_value(b: &mut OpBuilder<'_>, loc: Location, v: Value, dim: usize) -> OpFoldResult {
    let ty = b.value_type(v);
    let size = b.shape(ty).and_then(|s| s.get(dim).copied());
    if let Some(size) = size.filter(|&s| s != ir::DYNAMIC) {
        return OpFoldResult::Attr(b.index_attr(size));
    }
    if b.is_memref(ty) {
        let index = scf::utils::constant_index(b, loc, dim as i64);
        let index_ty = b.index_type();
        let d = memref::DimOp::build(b, loc, index_ty, v, index).operation();
        return OpFoldResult::Value(b.result(d, 0));
    }
    OpFoldResult::Value(tensor::builders::create_dim(b, loc, v, dim))
}

/// The model of `linalg.softmax`: every dimension of its input a loop,
/// parallel but the softmax's dimension, a reduction.
pub struct SoftmaxTilingModel;

impl TilingInterfaceModel for SoftmaxTilingModel {
    fn loop_iterator_types(&self, ctx: &Context, op: OpId) -> Vec<LoopIteratorType> {
        let Some(softmax) = linalg::SoftmaxOp::cast(ctx, op) else {
            return Vec::new();
        };
        let rank = rank_of(ctx, softmax.input(ctx));
        let reduced = usize::try_from(softmax.dimension(ctx)).ok();
        (0..rank)
            .map(|d| {
                if Some(d) == reduced {
                    LoopIteratorType::Reduction
                } else {
                    LoopIteratorType::Parallel
                }
            })
            .collect()
    }

    fn iteration_domain(&self, b: &mut OpBuilder<'_>, op: OpId) -> Vec<Range> {
        let Some(softmax) = linalg::SoftmaxOp::cast(b, op) else {
            return Vec::new();
        };
        let loc = b.op_loc(op);
        let input = softmax.input(b);
        let rank = rank_of(b, input);
        // The bounds' constants are values, made at the builder's point.
        let zero = OpFoldResult::Value(scf::utils::constant_index(b, loc, 0));
        let one = OpFoldResult::Value(scf::utils::constant_index(b, loc, 1));
        (0..rank)
            .map(|d| Range {
                offset: zero,
                size: dim_value(b, loc, input, d),
                stride: one,
            })
            .collect()
    }

    fn tiled_implementation(
        &self,
        b: &mut OpBuilder<'_>,
        op: OpId,
        offsets: &[OpFoldResult],
        sizes: &[OpFoldResult],
    ) -> Result<TilingResult, Option<Diagnostic>> {
        let softmax = linalg::SoftmaxOp::cast(b, op).ok_or(None)?;
        let loc = b.op_loc(op);
        let rank = rank_of(b, softmax.input(b));
        let one = OpFoldResult::Attr(b.i64_attr(1));
        let params = SliceParameters {
            offsets: offsets.to_vec(),
            sizes: sizes.to_vec(),
            strides: vec![one; rank],
        };
        let (input, output) = (softmax.input(b), softmax.output(b));
        let tiled_input = materialize_tiled_shape(b, loc, input, &params).ok_or(None)?;
        let tiled_output = materialize_tiled_shape(b, loc, output, &params).ok_or(None)?;
        // `hasPureTensorSemantics`: a result of the output's tile type.
        let operand_types = b.operand_types(op);
        let pure_tensor = operand_types.iter().all(|&t| !b.is_memref(t));
        let result_types: Vec<Type> = if pure_tensor {
            vec![b.value_type(tiled_output)]
        } else {
            Vec::new()
        };
        let tiled = clone_with(b, op, &result_types, &[tiled_input, tiled_output]).ok_or(None)?;
        Ok(TilingResult {
            tiled_ops: vec![tiled],
            tiled_values: b.results(tiled).to_vec(),
            generated_slices: Vec::new(),
        })
    }

    fn result_tile_position(
        &self,
        _b: &mut OpBuilder<'_>,
        _op: OpId,
        result: usize,
        offsets: &[OpFoldResult],
        sizes: &[OpFoldResult],
    ) -> Result<TilePosition, Option<Diagnostic>> {
        if result != 0 {
            return Err(None);
        }
        Ok((offsets.to_vec(), sizes.to_vec()))
    }
}

/// The model of `tensor.pad`: every dimension of its result a parallel
/// loop; a tile is the pad of a slice of the source ([`bubble_up_pad_slice`]).
pub struct PadTilingModel;

impl TilingInterfaceModel for PadTilingModel {
    fn loop_iterator_types(&self, ctx: &Context, op: OpId) -> Vec<LoopIteratorType> {
        let rank = ctx.results(op).first().map_or(0, |&r| rank_of(ctx, r));
        vec![LoopIteratorType::Parallel; rank]
    }

    fn iteration_domain(&self, b: &mut OpBuilder<'_>, op: OpId) -> Vec<Range> {
        // The result's shape, reified at the builder's point.
        let mut shapes = Vec::new();
        if let Some(reify) = ReifyRankedShapedTypeOpInterfaceRef::get(b, op) {
            if reify.reify_result_shapes(b, &mut shapes).is_err() {
                shapes.clear();
            }
        }
        let zero = OpFoldResult::Attr(b.index_attr(0));
        let one = OpFoldResult::Attr(b.index_attr(1));
        shapes
            .into_iter()
            .next()
            .unwrap_or_default()
            .into_iter()
            .map(|size| Range {
                offset: zero,
                size,
                stride: one,
            })
            .collect()
    }

    fn tiled_implementation(
        &self,
        b: &mut OpBuilder<'_>,
        op: OpId,
        offsets: &[OpFoldResult],
        sizes: &[OpFoldResult],
    ) -> Result<TilingResult, Option<Diagnostic>> {
        let pad = tensor::PadOp::cast(b, op).ok_or(None)?;
        bubble_up_pad_slice(b, pad, offsets, sizes, true).ok_or(None)
    }

    fn result_tile_position(
        &self,
        _b: &mut OpBuilder<'_>,
        _op: OpId,
        _result: usize,
        offsets: &[OpFoldResult],
        sizes: &[OpFoldResult],
    ) -> Result<TilePosition, Option<Diagnostic>> {
        Ok((offsets.to_vec(), sizes.to_vec()))
    }
}

/// Whether `ofr` is the constant `value` (upstream's `isConstantIntValue`).
fn is_constant(ctx: &mut Context, ofr: OpFoldResult, value: i64) -> bool {
    constant_int(ctx, ofr) == Some(value)
}

/// The padding lists of `pad` as mixed lists (`getMixedLowPad`,
/// `getMixedHighPad`).
fn mixed_pads(b: &mut OpBuilder<'_>, pad: tensor::PadOp) -> (Vec<OpFoldResult>, Vec<OpFoldResult>) {
    let (sl, dl) = (pad.static_low(b).to_vec(), pad.low(b));
    let (sh, dh) = (pad.static_high(b).to_vec(), pad.high(b));
    let mut mixed = |statics: Vec<i64>, dynamics: Vec<Value>| {
        let mut next = dynamics.into_iter();
        statics
            .into_iter()
            .map(
                |s| match (s == ir::DYNAMIC).then(|| next.next()).flatten() {
                    Some(v) => OpFoldResult::Value(v),
                    None => OpFoldResult::Attr(b.index_attr(s)),
                },
            )
            .collect::<Vec<_>>()
    };
    let low = mixed(sl, dl);
    let high = mixed(sh, dh);
    (low, high)
}

/// The tile at `offsets` of `sizes` of the `tensor.pad` `pad` computed
/// from the tile of its source that the tile reads (upstream's
/// `tensor::bubbleUpPadSlice`): a `tensor.generate` of the padding value
/// when the source is known not to be read, else a `tensor.pad` of a
/// `tensor.extract_slice` of the source, guarded (`zero_slice_guard`) by
/// an `scf.if` that generates the padding instead when the slice turns
/// out empty at run time. `None` when the padding value is not constant.
pub fn bubble_up_pad_slice(
    b: &mut OpBuilder<'_>,
    pad: tensor::PadOp,
    offsets: &[OpFoldResult],
    sizes: &[OpFoldResult],
    zero_slice_guard: bool,
) -> Option<TilingResult> {
    let pad_value = tensor::constant_padding_value(b, pad)?;
    let op = pad.operation();
    let loc = b.op_loc(op);
    let d0 = b.affine_dim(0);
    let d1 = b.affine_dim(1);
    let add_expr = b.affine_add(d0, d1);
    let add_map = b.affine_map(2, 0, &[add_expr]);
    let sub_expr = b.affine_sub(d0, d1);
    let sub_map = b.affine_map(2, 0, &[sub_expr]);
    let id_map = b.affine_map(2, 0, &[d0, d1]);
    let add =
        |b: &mut OpBuilder<'_>, x, y| make_composed_folded_affine_apply(b, loc, add_map, &[x, y]);
    let sub =
        |b: &mut OpBuilder<'_>, x, y| make_composed_folded_affine_apply(b, loc, sub_map, &[x, y]);
    let min =
        |b: &mut OpBuilder<'_>, x, y| make_composed_folded_affine_min(b, loc, id_map, &[x, y]);
    let max =
        |b: &mut OpBuilder<'_>, x, y| make_composed_folded_affine_max(b, loc, id_map, &[x, y]);
    let zero = OpFoldResult::Attr(b.index_attr(0));
    let one = OpFoldResult::Attr(b.index_attr(1));

    let source = pad.source(b);
    let rank = rank_of(b, source);
    let (lows, highs) = mixed_pads(b, pad);
    let (mut new_offsets, mut new_lengths, mut new_strides) = (Vec::new(), Vec::new(), Vec::new());
    let (mut new_lows, mut new_highs) = (Vec::new(), Vec::new());
    let mut has_zero_len = false;
    let mut dyn_has_zero_len: Option<Value> = None;
    for dim in 0..rank {
        let low = *lows.get(dim)?;
        let has_low_pad = !is_constant(b, low, 0);
        let high = *highs.get(dim)?;
        let has_high_pad = !is_constant(b, high, 0);
        let offset = *offsets.get(dim)?;
        let length = *sizes.get(dim)?;
        let src_size = tensor::builders::mixed_size(b, loc, source, dim);

        // Low padding left in the tile: `max(0, low - offset)`.
        let new_low = if has_low_pad {
            let s = sub(b, low, offset);
            max(b, zero, s)
        } else {
            zero
        };
        new_lows.push(new_low);
        // Where the read of the source starts, clamped into it.
        let new_offset = if has_low_pad {
            let s = sub(b, offset, low);
            let m = max(b, s, zero);
            min(b, m, src_size)
        } else {
            min(b, offset, src_size)
        };
        new_offsets.push(new_offset);
        // Where it ends, clamped likewise; the length is the difference.
        let end = if has_low_pad {
            let s = sub(b, offset, low);
            let a = add(b, s, length);
            let m = max(b, a, zero);
            min(b, m, src_size)
        } else {
            let a = add(b, offset, length);
            min(b, a, src_size)
        };
        let new_length = sub(b, end, new_offset);
        new_lengths.push(new_length);

        if is_constant(b, new_length, 0) {
            has_zero_len = true;
        } else if !has_zero_len {
            let lhs = value_or_constant_index(b, loc, new_length);
            let rhs = value_or_constant_index(b, loc, zero);
            let i1 = b.i1();
            let eq = b.i64_attr(arith::CmpIPredicate::Eq as i64);
            let check = arith::CmpIOp::build(b, loc, i1, eq, lhs, rhs).result(b);
            dyn_has_zero_len = Some(match dyn_has_zero_len {
                Some(prev) => arith::OrIOp::build(b, loc, i1, check, prev).result(b),
                None => check,
            });
        }

        // The high padding fills the tile up to its length.
        let new_high = if has_high_pad {
            let s = sub(b, length, new_length);
            sub(b, s, new_low)
        } else {
            zero
        };
        new_highs.push(new_high);
        new_strides.push(one);
    }

    // The tile's type: the sizes given, the pad's element type.
    let (shape, dyn_dims) = dispatch_mixed(b, sizes);
    let result_ty = b.value_type(pad.result(b));
    let element = b.element_type_or_self(result_ty);
    let tile_ty = b.ranked_tensor(&shape, element);

    let slice_params = SliceParameters {
        offsets: new_offsets,
        sizes: new_lengths,
        strides: new_strides,
    };
    let lists = (new_lows, new_highs);
    let build = PadTileBuilder {
        pad,
        loc,
        tile_ty,
        dyn_dims,
        pad_value,
        slice_params,
        lists,
    };

    if has_zero_len {
        let generate = build.generate(b);
        let value = build.cast(b, b.result(generate, 0));
        return Some(TilingResult {
            tiled_ops: vec![generate],
            tiled_values: vec![value],
            generated_slices: Vec::new(),
        });
    }
    if let (true, Some(cond)) = (zero_slice_guard, dyn_has_zero_len) {
        let mut else_op = None;
        let mut failed = false;
        let mut then_builder = |b: &mut OpBuilder<'_>, loc: Location| {
            let generate = build.generate(b);
            let value = build.cast(b, b.result(generate, 0));
            scf::YieldOp::build(b, loc, &[value]);
        };
        let mut else_builder = |b: &mut OpBuilder<'_>, loc: Location| match build.pad_of_slice(b) {
            Some(new_pad) => {
                else_op = Some(new_pad);
                let value = build.cast(b, b.result(new_pad, 0));
                scf::YieldOp::build(b, loc, &[value]);
            }
            None => failed = true,
        };
        let if_op = scf::IfOp::build_from_cond_then_builder_else_builder(
            b,
            loc,
            cond,
            &mut then_builder,
            Some(&mut else_builder),
        );
        if failed {
            let _ = b.erase_op(if_op.operation());
            return None;
        }
        return Some(TilingResult {
            tiled_ops: vec![else_op?],
            tiled_values: b.results(if_op.operation()).to_vec(),
            generated_slices: Vec::new(),
        });
    }
    let new_pad = build.pad_of_slice(b)?;
    let value = build.cast(b, b.result(new_pad, 0));
    Some(TilingResult {
        tiled_ops: vec![new_pad],
        tiled_values: vec![value],
        generated_slices: Vec::new(),
    })
}

/// What [`bubble_up_pad_slice`] builds its tiles from.
struct PadTileBuilder {
    pad: tensor::PadOp,
    loc: Location,
    tile_ty: Type,
    dyn_dims: Vec<Value>,
    pad_value: Value,
    slice_params: SliceParameters,
    lists: (Vec<OpFoldResult>, Vec<OpFoldResult>),
}

impl PadTileBuilder {
    /// `v` cast to the tile's type unless it has it.
    fn cast(&self, b: &mut OpBuilder<'_>, v: Value) -> Value {
        if b.value_type(v) == self.tile_ty {
            return v;
        }
        tensor::CastOp::build(b, self.loc, self.tile_ty, v).dest(b)
    }

    /// A `tensor.generate` of the padding value of the tile's type.
    fn generate(&self, b: &mut OpBuilder<'_>) -> OpId {
        let generate = tensor::GenerateOp::build(b, self.loc, self.tile_ty, &self.dyn_dims);
        let rank = b.shape(self.tile_ty).map_or(0, <[i64]>::len);
        let index = b.index_type();
        let args = vec![(index, self.loc); rank];
        let region = generate.body(b);
        let saved = b.insertion_point();
        b.create_block(region, &args);
        tensor::YieldOp::build(b, self.loc, self.pad_value);
        b.set_insertion_point(saved);
        generate.operation()
    }

    /// A `tensor.pad` of a `tensor.extract_slice` of the source, its body
    /// and discardable attributes copied from the original pad.
    fn pad_of_slice(&self, b: &mut OpBuilder<'_>) -> Option<OpId> {
        let source = self.pad.source(b);
        let slice = materialize_tiled_shape(b, self.loc, source, &self.slice_params)?;
        let (static_low, dyn_low) = dispatch_mixed(b, &self.lists.0);
        let (static_high, dyn_high) = dispatch_mixed(b, &self.lists.1);
        // `PadOp::inferResultType`: a dimension is static when its source
        // size and both paddings are.
        let slice_ty = b.value_type(slice);
        let slice_shape = b.shape(slice_ty)?.to_vec();
        let shape: Vec<i64> = slice_shape
            .iter()
            .zip(static_low.iter().zip(&static_high))
            .map(|(&s, (&l, &h))| {
                if s == ir::DYNAMIC || l == ir::DYNAMIC || h == ir::DYNAMIC {
                    ir::DYNAMIC
                } else {
                    s + l + h
                }
            })
            .collect();
        let element = b.element_type_or_self(slice_ty);
        let padded_ty = b.ranked_tensor(&shape, element);
        let nofold = self.pad.nofold(b);
        let new_pad = tensor::PadOp::build_with_values(
            b,
            self.loc,
            padded_ty,
            slice,
            &dyn_low,
            &dyn_high,
            &static_low,
            &static_high,
            nofold,
        );
        let op = self.pad.operation();
        for (name, value) in b.attrs(op).to_vec() {
            b.set_attr(new_pad.operation(), name, value).ok()?;
        }
        let mut mapping = IrMapping::new();
        let (from, to) = (self.pad.region(b), new_pad.region(b));
        b.clone_region_into(from, to, None, &mut mapping).ok()?;
        Some(new_pad.operation())
    }
}

/// The result shape of `op` reified at the builder's point (upstream's
/// `reifyResultShapes`), empty when it cannot be.
fn reified_shape(b: &mut OpBuilder<'_>, op: OpId) -> Vec<OpFoldResult> {
    let mut shapes = Vec::new();
    if let Some(reify) = ReifyRankedShapedTypeOpInterfaceRef::get(b, op) {
        if reify.reify_result_shapes(b, &mut shapes).is_err() {
            shapes.clear();
        }
    }
    shapes.into_iter().next().unwrap_or_default()
}

/// `op`'s mixed inner tiles (`getMixedTiles`): the static sizes, a value
/// for each dynamic one.
fn mixed_tiles(b: &mut OpBuilder<'_>, statics: &[i64], dynamics: &[Value]) -> Vec<OpFoldResult> {
    let mut next = dynamics.iter();
    statics
        .iter()
        .map(
            |&s| match (s == ir::DYNAMIC).then(|| next.next()).flatten() {
                Some(&v) => OpFoldResult::Value(v),
                None => OpFoldResult::Attr(b.index_attr(s)),
            },
        )
        .collect()
}

/// Whether two mixed entries are the same constant or the same value
/// (upstream's `isEqualConstantIntOrValue`).
fn same_int_or_value(ctx: &mut Context, a: OpFoldResult, b: OpFoldResult) -> bool {
    match (constant_int(ctx, a), constant_int(ctx, b)) {
        (Some(x), Some(y)) => x == y,
        _ => a == b,
    }
}

/// `lhs * rhs` (a dimension times a symbol), folded (upstream's
/// `AffineBuilder::mul` of `dim0` and `sym`).
fn mul_folded(
    b: &mut OpBuilder<'_>,
    loc: Location,
    lhs: OpFoldResult,
    rhs: OpFoldResult,
) -> OpFoldResult {
    let d0 = b.affine_dim(0);
    let s0 = b.affine_symbol(0);
    let e = b.affine_mul(d0, s0);
    let map = b.affine_map(1, 1, &[e]);
    make_composed_folded_affine_apply(b, loc, map, &[lhs, rhs])
}

/// The model of `tensor.pack`: the loops are the outer dimensions of the
/// packed layout, one per source dimension, all parallel; a tile packs a
/// slice of the source into a slice of the destination.
pub struct PackTilingModel;

impl PackTilingModel {
    /// Upstream's `getTiledImplementation` of `PackOpTiling`.
    fn tile(
        b: &mut OpBuilder<'_>,
        pack: tensor::PackOp,
        offsets: &[OpFoldResult],
        sizes: &[OpFoldResult],
    ) -> Option<TilingResult> {
        let op = pack.operation();
        let loc = b.op_loc(op);
        let source = pack.source(b);
        let input_rank = rank_of(b, source);
        // The loops follow the outer dimensions' permutation: undone.
        let perm = pack.outer_dims_perm(b).to_vec();
        let mut orig_offsets = offsets.to_vec();
        let mut orig_sizes = sizes.to_vec();
        if !perm.is_empty() {
            let mut inverse = vec![0usize; perm.len()];
            for (i, &p) in perm.iter().enumerate() {
                *inverse.get_mut(usize::try_from(p).ok()?)? = i;
            }
            orig_offsets = inverse
                .iter()
                .map(|&i| offsets.get(i).copied())
                .collect::<Option<_>>()?;
            orig_sizes = inverse
                .iter()
                .map(|&i| sizes.get(i).copied())
                .collect::<Option<_>>()?;
        }
        let inner_pos = pack.inner_dims_pos(b).to_vec();
        let static_tiles = pack.static_inner_tiles(b).to_vec();
        let dynamic_tiles = pack.inner_tiles(b);
        let tiles = mixed_tiles(b, &static_tiles, &dynamic_tiles);
        let src_dims = tensor::builders::mixed_sizes_at(b, loc, source);
        let padding = pack.padding_value(b);
        let mut input_offsets = Vec::with_capacity(input_rank);
        let mut input_sizes = Vec::with_capacity(input_rank);
        for dim in 0..input_rank {
            let offset = *orig_offsets.get(dim)?;
            let size = *orig_sizes.get(dim)?;
            match inner_pos.iter().position(|&p| p == dim as i64) {
                Some(k) => {
                    let tile = *tiles.get(k)?;
                    input_offsets.push(mul_folded(b, loc, offset, tile));
                    input_sizes.push(mul_folded(b, loc, size, tile));
                }
                None => {
                    input_offsets.push(offset);
                    input_sizes.push(size);
                }
            }
            // An incomplete last tile reads less of a padded source.
            if padding.is_some() {
                let d0 = b.affine_dim(0);
                let d1 = b.affine_dim(1);
                let e = b.affine_sub(d0, d1);
                let sub_map = b.affine_map(2, 0, &[e]);
                let dim_size = *src_dims.get(dim)?;
                let index = *input_offsets.last()?;
                let rest = make_composed_folded_affine_apply(b, loc, sub_map, &[dim_size, index]);
                let id = b.affine_map(2, 0, &[d0, d1]);
                let last = input_sizes.last_mut()?;
                let current = *last;
                *last = make_composed_folded_affine_min(b, loc, id, &[current, rest]);
            }
        }
        let one = OpFoldResult::Attr(b.i64_attr(1));
        let mut strides = vec![one; input_rank];
        let source_slice = materialize_tiled_shape(
            b,
            loc,
            source,
            &SliceParameters {
                offsets: input_offsets,
                sizes: input_sizes,
                strides: strides.clone(),
            },
        )?;
        let (out_offsets, out_sizes) = Self::position(b, pack, offsets, sizes);
        let dest = pack.dest(b);
        let dest_rank = rank_of(b, dest);
        strides.resize(dest_rank, one);
        let dest_slice = materialize_tiled_shape(
            b,
            loc,
            dest,
            &SliceParameters {
                offsets: out_offsets,
                sizes: out_sizes,
                strides,
            },
        )?;
        let mut operands = vec![source_slice, dest_slice];
        operands.extend(padding);
        operands.extend(dynamic_tiles);
        let result_ty = b.value_type(dest_slice);
        let tiled = clone_with(b, op, &[result_ty], &operands)?;
        Some(TilingResult {
            tiled_ops: vec![tiled],
            tiled_values: b.results(tiled).to_vec(),
            generated_slices: Vec::new(),
        })
    }

    /// Upstream's `getResultTilePosition`: the tile's outer offsets and
    /// sizes, the inner tiles whole.
    fn position(
        b: &mut OpBuilder<'_>,
        pack: tensor::PackOp,
        offsets: &[OpFoldResult],
        sizes: &[OpFoldResult],
    ) -> TilePosition {
        let op = pack.operation();
        let input_rank = rank_of(b, pack.source(b));
        let output_rank = rank_of(b, pack.dest(b));
        let zero = OpFoldResult::Attr(b.i64_attr(0));
        let mut result_offsets = offsets.to_vec();
        result_offsets.resize(offsets.len() + output_rank.saturating_sub(input_rank), zero);
        let shape = reified_shape(b, op);
        let mut result_sizes = sizes.to_vec();
        result_sizes.extend(shape.iter().skip(input_rank).take(output_rank - input_rank));
        (result_offsets, result_sizes)
    }
}

impl TilingInterfaceModel for PackTilingModel {
    fn loop_iterator_types(&self, ctx: &Context, op: OpId) -> Vec<LoopIteratorType> {
        let rank = tensor::PackOp::cast(ctx, op).map_or(0, |p| rank_of(ctx, p.source(ctx)));
        vec![LoopIteratorType::Parallel; rank]
    }

    fn iteration_domain(&self, b: &mut OpBuilder<'_>, op: OpId) -> Vec<Range> {
        let Some(pack) = tensor::PackOp::cast(b, op) else {
            return Vec::new();
        };
        let rank = rank_of(b, pack.source(b));
        let zero = OpFoldResult::Attr(b.index_attr(0));
        let one = OpFoldResult::Attr(b.index_attr(1));
        let saved = b.insertion_point();
        let shape = reified_shape(b, op);
        b.set_insertion_point(saved);
        shape
            .into_iter()
            .take(rank)
            .map(|size| Range {
                offset: zero,
                size,
                stride: one,
            })
            .collect()
    }

    fn tiled_implementation(
        &self,
        b: &mut OpBuilder<'_>,
        op: OpId,
        offsets: &[OpFoldResult],
        sizes: &[OpFoldResult],
    ) -> Result<TilingResult, Option<Diagnostic>> {
        let pack = tensor::PackOp::cast(b, op).ok_or(None)?;
        Self::tile(b, pack, offsets, sizes).ok_or(None)
    }

    fn result_tile_position(
        &self,
        b: &mut OpBuilder<'_>,
        op: OpId,
        _result: usize,
        offsets: &[OpFoldResult],
        sizes: &[OpFoldResult],
    ) -> Result<TilePosition, Option<Diagnostic>> {
        let pack = tensor::PackOp::cast(b, op).ok_or(None)?;
        Ok(Self::position(b, pack, offsets, sizes))
    }

    fn generate_result_tile_value(
        &self,
        b: &mut OpBuilder<'_>,
        op: OpId,
        _result: usize,
        offsets: &[OpFoldResult],
        sizes: &[OpFoldResult],
    ) -> Result<TilingResult, Option<Diagnostic>> {
        let pack = tensor::PackOp::cast(b, op).ok_or(None)?;
        // Fusible only when whole inner tiles are asked for.
        let num_tiles = pack.inner_dims_pos(b).len();
        if offsets.len() < num_tiles || sizes.len() < num_tiles {
            return Err(None);
        }
        let outer = offsets.len() - num_tiles;
        for &o in &offsets[outer..] {
            if !is_constant(b, o, 0) {
                return Err(None);
            }
        }
        let static_tiles = pack.static_inner_tiles(b).to_vec();
        let dynamic_tiles = pack.inner_tiles(b);
        let tiles = mixed_tiles(b, &static_tiles, &dynamic_tiles);
        let outer_sizes = sizes.len() - num_tiles;
        for (&t, &s) in tiles.iter().zip(&sizes[outer_sizes..]) {
            if !same_int_or_value(b, t, s) {
                return Err(None);
            }
        }
        Self::tile(b, pack, &offsets[..outer], &sizes[..outer_sizes]).ok_or(None)
    }
}

/// `f(lhs, rhs)` of two dimensions, folded (upstream's `AffineBuilder`
/// operations on `dim0` and `dim1`).
fn binary_folded(
    b: &mut OpBuilder<'_>,
    loc: Location,
    lhs: OpFoldResult,
    rhs: OpFoldResult,
    f: fn(&mut Context, ir::affine::AffineExpr, ir::affine::AffineExpr) -> ir::affine::AffineExpr,
) -> OpFoldResult {
    let d0 = b.affine_dim(0);
    let d1 = b.affine_dim(1);
    let e = f(b, d0, d1);
    let map = b.affine_map(2, 0, &[e]);
    make_composed_folded_affine_apply(b, loc, map, &[lhs, rhs])
}

/// `lhs floordiv rhs` and `lhs mod rhs` as `affine.apply` ops, unfolded
/// (upstream's `affine::getDivMod`).
fn div_mod(b: &mut OpBuilder<'_>, loc: Location, lhs: Value, rhs: Value) -> (Value, Value) {
    let d0 = b.affine_dim(0);
    let d1 = b.affine_dim(1);
    let q = b.affine_floor_div(d0, d1);
    let q = b.affine_map(2, 0, &[q]);
    let r = b.affine_mod(d0, d1);
    let r = b.affine_map(2, 0, &[r]);
    let operands = [OpFoldResult::Value(lhs), OpFoldResult::Value(rhs)];
    let quotient =
        affine::transforms::expand_index::make_composed_affine_apply(b, loc, q, &operands);
    let remainder =
        affine::transforms::expand_index::make_composed_affine_apply(b, loc, r, &operands);
    (quotient, remainder)
}

/// How a tile of one destination dimension of a `tensor.unpack` reads
/// its source (upstream's `UnpackTileDimInfo`).
struct UnpackTileDim {
    aligned: bool,
    source_offset: OpFoldResult,
    source_size: OpFoldResult,
    result_offset: OpFoldResult,
    dest_expanded_size: OpFoldResult,
}

/// Upstream's `getUnpackTileDimInfo`: a dimension not packed is read as
/// it is; a packed one reads whole inner tiles, from the one holding the
/// tile's first element to the one holding its last, the tile then
/// starting at the first one's remainder.
fn unpack_tile_dim(
    b: &mut OpBuilder<'_>,
    unpack: tensor::UnPackOp,
    tiles: &[OpFoldResult],
    dim: usize,
    offset: OpFoldResult,
    size: OpFoldResult,
) -> UnpackTileDim {
    let zero = OpFoldResult::Attr(b.index_attr(0));
    let one = OpFoldResult::Attr(b.index_attr(1));
    let inner_pos = unpack.inner_dims_pos(b).to_vec();
    let Some(k) = inner_pos.iter().position(|&p| p == dim as i64) else {
        return UnpackTileDim {
            aligned: true,
            source_offset: offset,
            source_size: size,
            result_offset: zero,
            dest_expanded_size: size,
        };
    };
    let loc = b.op_loc(unpack.operation());
    let inner = tiles[k];
    let mut aligned = false;
    // The tile size's constant (closed) upper bound.
    let var = value_bounds::Variable::from_ofr(b, size);
    let cst_size =
        value_bounds::compute_constant_bound(b, presburger::BoundType::Ub, &var, None, true);
    let cst_inner = constant_int(b, inner);
    if let (Some(cst_size), Some(cst_inner)) = (cst_size, cst_inner) {
        if cst_inner != 0 && cst_size % cst_inner == 0 {
            aligned = true;
        }
        if cst_inner == cst_size {
            let source_offset = binary_folded(b, loc, offset, inner, Context::affine_floor_div);
            return UnpackTileDim {
                aligned,
                source_offset,
                source_size: one,
                result_offset: zero,
                dest_expanded_size: size,
            };
        }
    }
    if aligned {
        let source_offset = binary_folded(b, loc, offset, inner, Context::affine_floor_div);
        let source_size = binary_folded(b, loc, size, inner, Context::affine_ceil_div);
        return UnpackTileDim {
            aligned,
            source_offset,
            source_size,
            result_offset: zero,
            dest_expanded_size: size,
        };
    }
    let offset_v = value_or_constant_index(b, loc, offset);
    let inner_v = value_or_constant_index(b, loc, inner);
    let (first_q, first_r) = div_mod(b, loc, offset_v, inner_v);
    let bound = binary_folded(b, loc, offset, size, Context::affine_add);
    let last_index = binary_folded(b, loc, bound, one, Context::affine_sub);
    let last_index_v = value_or_constant_index(b, loc, last_index);
    let inner_v = value_or_constant_index(b, loc, inner);
    let (last_q, _) = div_mod(b, loc, last_index_v, inner_v);
    let length_minus_one = binary_folded(
        b,
        loc,
        OpFoldResult::Value(last_q),
        OpFoldResult::Value(first_q),
        Context::affine_sub,
    );
    let source_size = binary_folded(b, loc, length_minus_one, one, Context::affine_add);
    // (A multiplication, not an affine op, as upstream.)
    let lhs = value_or_constant_index(b, loc, source_size);
    let rhs = value_or_constant_index(b, loc, inner);
    let index = b.index_type();
    let mul = arith::MulIOp::build(b, loc, index, lhs, rhs, None).operation();
    let expanded = ir::rewrite::create_or_fold(b, mul)[0];
    UnpackTileDim {
        aligned,
        source_offset: OpFoldResult::Value(first_q),
        source_size,
        result_offset: OpFoldResult::Value(first_r),
        dest_expanded_size: as_op_fold_result(b, expanded),
    }
}

/// The model of `tensor.unpack`: one parallel loop per destination
/// dimension; a tile unpacks the whole inner tiles it overlaps, then is
/// cut out of them when they overhang it.
pub struct UnPackTilingModel;

impl UnPackTilingModel {
    /// Upstream's `getTiledImplementation` of `UnPackOpTiling`.
    fn tile(
        b: &mut OpBuilder<'_>,
        unpack: tensor::UnPackOp,
        offsets: &[OpFoldResult],
        sizes: &[OpFoldResult],
    ) -> Option<TilingResult> {
        let op = unpack.operation();
        let loc = b.op_loc(op);
        let source = unpack.source(b);
        let dest = unpack.dest(b);
        let src_rank = rank_of(b, source);
        let dest_rank = rank_of(b, dest);
        let num_inner = src_rank.checked_sub(dest_rank)?;
        let static_tiles = unpack.static_inner_tiles(b).to_vec();
        let dynamic_tiles = unpack.inner_tiles(b);
        let tiles = mixed_tiles(b, &static_tiles, &dynamic_tiles);
        let one = OpFoldResult::Attr(b.index_attr(1));
        let zero = OpFoldResult::Attr(b.index_attr(0));
        let mut perfect = true;
        let (mut src_offsets, mut src_sizes) = (Vec::new(), Vec::new());
        let (mut expanded, mut result_offsets) = (Vec::new(), Vec::new());
        for dim in 0..dest_rank {
            let info =
                unpack_tile_dim(b, unpack, &tiles, dim, *offsets.get(dim)?, *sizes.get(dim)?);
            perfect &= info.aligned;
            src_offsets.push(info.source_offset);
            src_sizes.push(info.source_size);
            expanded.push(info.dest_expanded_size);
            result_offsets.push(info.result_offset);
        }
        // The source's outer dimensions follow the permutation.
        let perm = unpack.outer_dims_perm(b).to_vec();
        if !perm.is_empty() {
            let pick = |v: &[OpFoldResult]| -> Option<Vec<OpFoldResult>> {
                perm.iter()
                    .map(|&p| usize::try_from(p).ok().and_then(|p| v.get(p).copied()))
                    .collect()
            };
            src_offsets = pick(&src_offsets)?;
            src_sizes = pick(&src_sizes)?;
        }
        src_offsets.extend(std::iter::repeat_n(zero, num_inner));
        src_sizes.extend(tiles.iter().copied());
        let source_slice = materialize_tiled_shape(
            b,
            loc,
            source,
            &SliceParameters {
                offsets: src_offsets,
                sizes: src_sizes,
                strides: vec![one; src_rank],
            },
        )?;
        let dest_slice = if perfect {
            materialize_tiled_shape(
                b,
                loc,
                dest,
                &SliceParameters {
                    offsets: offsets.to_vec(),
                    sizes: sizes.to_vec(),
                    strides: vec![one; dest_rank],
                },
            )?
        } else {
            let (statics, dynamics) = dispatch_mixed(b, &expanded);
            let dest_ty = b.value_type(dest);
            let element = b.element_type_or_self(dest_ty);
            let ty = b.ranked_tensor(&statics, element);
            tensor::EmptyOp::build(b, loc, ty, &dynamics).result(b)
        };
        let mut operands = vec![source_slice, dest_slice];
        operands.extend(dynamic_tiles);
        let result_ty = b.value_type(dest_slice);
        let tiled = clone_with(b, op, &[result_ty], &operands)?;
        let tiled_result = b.result(tiled, 0);
        if perfect {
            return Some(TilingResult {
                tiled_ops: vec![tiled],
                tiled_values: vec![tiled_result],
                generated_slices: Vec::new(),
            });
        }
        let cut = materialize_tiled_shape(
            b,
            loc,
            tiled_result,
            &SliceParameters {
                offsets: result_offsets,
                sizes: sizes.to_vec(),
                strides: vec![one; dest_rank],
            },
        )?;
        Some(TilingResult {
            tiled_ops: vec![tiled],
            tiled_values: vec![cut],
            generated_slices: Vec::new(),
        })
    }
}

impl TilingInterfaceModel for UnPackTilingModel {
    fn loop_iterator_types(&self, ctx: &Context, op: OpId) -> Vec<LoopIteratorType> {
        let rank = tensor::UnPackOp::cast(ctx, op).map_or(0, |u| rank_of(ctx, u.dest(ctx)));
        vec![LoopIteratorType::Parallel; rank]
    }

    fn iteration_domain(&self, b: &mut OpBuilder<'_>, op: OpId) -> Vec<Range> {
        let Some(unpack) = tensor::UnPackOp::cast(b, op) else {
            return Vec::new();
        };
        let rank = rank_of(b, unpack.dest(b));
        let zero = OpFoldResult::Attr(b.index_attr(0));
        let one = OpFoldResult::Attr(b.index_attr(1));
        let saved = b.insertion_point();
        let shape = reified_shape(b, op);
        b.set_insertion_point(saved);
        shape
            .into_iter()
            .take(rank)
            .map(|size| Range {
                offset: zero,
                size,
                stride: one,
            })
            .collect()
    }

    fn tiled_implementation(
        &self,
        b: &mut OpBuilder<'_>,
        op: OpId,
        offsets: &[OpFoldResult],
        sizes: &[OpFoldResult],
    ) -> Result<TilingResult, Option<Diagnostic>> {
        let unpack = tensor::UnPackOp::cast(b, op).ok_or(None)?;
        Self::tile(b, unpack, offsets, sizes).ok_or(None)
    }

    fn result_tile_position(
        &self,
        _b: &mut OpBuilder<'_>,
        _op: OpId,
        _result: usize,
        offsets: &[OpFoldResult],
        sizes: &[OpFoldResult],
    ) -> Result<TilePosition, Option<Diagnostic>> {
        Ok((offsets.to_vec(), sizes.to_vec()))
    }

    fn generate_result_tile_value(
        &self,
        b: &mut OpBuilder<'_>,
        op: OpId,
        _result: usize,
        offsets: &[OpFoldResult],
        sizes: &[OpFoldResult],
    ) -> Result<TilingResult, Option<Diagnostic>> {
        self.tiled_implementation(b, op, offsets, sizes)
    }
}

/// The softmax model.
static SOFTMAX_TILING: SoftmaxTilingModel = SoftmaxTilingModel;
/// The pad model.
static PAD_TILING: PadTilingModel = PadTilingModel;
/// The pack model.
static PACK_TILING: PackTilingModel = PackTilingModel;
/// The unpack model.
static UNPACK_TILING: UnPackTilingModel = UnPackTilingModel;

/// Attaches `TilingInterface` to `linalg.softmax` (upstream declares it on
/// the op itself); register the linalg dialect first.
pub fn register_softmax_tiling_model(ctx: &mut Context) {
    ctx.attach_op_interface::<dyn TilingInterfaceModel>(
        linalg::SoftmaxOp::OPERATION_NAME,
        &SOFTMAX_TILING,
    );
}

/// Attaches `TilingInterface` to `tensor.pad` (upstream's
/// `tensor::registerTilingInterfaceExternalModels`: `tensor.pad`,
/// `tensor.pack` and `tensor.unpack`); register the tensor dialect first.
pub fn register_tensor_tiling_interface_external_models(ctx: &mut Context) {
    ctx.attach_op_interface::<dyn TilingInterfaceModel>(tensor::PadOp::OPERATION_NAME, &PAD_TILING);
    ctx.attach_op_interface::<dyn TilingInterfaceModel>(
        tensor::PackOp::OPERATION_NAME,
        &PACK_TILING,
    );
    ctx.attach_op_interface::<dyn TilingInterfaceModel>(
        tensor::UnPackOp::OPERATION_NAME,
        &UNPACK_TILING,
    );
}
