//! `TilingInterface` models of the ops that are not structured ops:
//! `linalg.softmax` (upstream's `SoftmaxOp` methods in `LinalgOps.cpp`)
//! and `tensor.pad` (`Tensor/IR/TensorTilingInterfaceImpl.cpp`'s
//! `PadOpTiling`, with its `bubbleUpPadSlice`).
//!
//! The pad model lives here rather than in the tensor crate because it
//! builds `scf.if` and affine ops, which the tensor dialect does not depend
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
    clone_with, constant_int, dispatch_mixed, materialize_tiled_shape, value_or_constant_index,
    SliceParameters,
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

/// The softmax model.
static SOFTMAX_TILING: SoftmaxTilingModel = SoftmaxTilingModel;
/// The pad model.
static PAD_TILING: PadTilingModel = PadTilingModel;

/// Attaches `TilingInterface` to `linalg.softmax` (upstream declares it on
/// the op itself); register the linalg dialect first.
pub fn register_softmax_tiling_model(ctx: &mut Context) {
    ctx.attach_op_interface::<dyn TilingInterfaceModel>(
        linalg::SoftmaxOp::OPERATION_NAME,
        &SOFTMAX_TILING,
    );
}

/// Attaches `TilingInterface` to `tensor.pad` (upstream's
/// `tensor::registerTilingInterfaceExternalModels`, whose `tensor.pack`
/// and `tensor.unpack` models are not written yet); register the tensor
/// dialect first.
pub fn register_tensor_tiling_interface_external_models(ctx: &mut Context) {
    ctx.attach_op_interface::<dyn TilingInterfaceModel>(tensor::PadOp::OPERATION_NAME, &PAD_TILING);
}
