//! The ops' hooks: verifiers (in `verify`), inferred result types and the
//! interface methods `VectorOps.cpp` defines.

use crate::*;
use crate::{
    contract, extract, fold, insert, mask, mem_fold, outer, patterns, shape_patterns,
    slice_patterns, transfer, transfer_fold, verify, verify_shape, warp,
};
use ir::effects::{EffectInstance, MemoryEffect};
use ir::interfaces::{RegionBranchPoint, RegionSuccessor};
use ir::{
    Attribute, Context, Diagnostic, FoldResult, OperationState, RewritePattern, Type, TypeData,
    TypeFactory, Value,
};

/// A folder's constant operands.
type Attr = Option<Attribute>;

/// `vector<shape x i1>` with the scalable dimensions of `ty`
/// (upstream's `getExpectedMaskType` of most maskable ops).
fn i1_mask_of(types: &mut dyn TypeFactory, ty: Type) -> Type {
    let i1 = types.make_type(TypeData::Integer {
        width: 1,
        signedness: ir::Signedness::Signless,
    });
    types.with_element_type(ty, i1)
}

fn shape_of(ctx: &Context, v: Value) -> Option<Vec<i64>> {
    ctx.shape(ctx.value_type(v)).map(<[i64]>::to_vec)
}

fn not_interned(state: &OperationState) -> Diagnostic {
    Diagnostic::error(state.location, "inferred result type not interned")
}

impl VectorScaleOpHooks for VectorScaleOp {
    fn get_asm_result_names(op: Self, ctx: &Context, set_name: &mut dyn FnMut(Value, &str)) {
        set_name(ctx.result(op.operation(), 0), "vscale");
    }
}

impl BitCastOpHooks for BitCastOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::bitcast(ctx, self)
    }
    fn fold(self, ctx: &mut Context, operands: &[Attr]) -> FoldResult {
        shape_patterns::bitcast(ctx, self, operands)
    }
}

impl CompressStoreOpHooks for CompressStoreOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let access = verify::Access::of(
            ctx,
            self.value_to_store(ctx),
            self.base(ctx),
            self.indices(ctx).len(),
            self.mask(ctx),
        );
        verify::access(ctx, self, &access)
    }
    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        mem_fold::compress_store_patterns()
    }
}

impl ExpandLoadOpHooks for ExpandLoadOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let access = verify::Access::of(
            ctx,
            self.result(ctx),
            self.base(ctx),
            self.indices(ctx).len(),
            self.mask(ctx),
        )
        .pass_thru(ctx, self.pass_thru(ctx));
        verify::access(ctx, self, &access)
    }
    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        mem_fold::expand_load_patterns()
    }
}

impl MaskedLoadOpHooks for MaskedLoadOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let access = verify::Access::of(
            ctx,
            self.result(ctx),
            self.base(ctx),
            self.indices(ctx).len(),
            self.mask(ctx),
        )
        .pass_thru(ctx, self.pass_thru(ctx));
        verify::access(ctx, self, &access)
    }
    fn fold(self, ctx: &mut Context, _operands: &[Attr]) -> FoldResult {
        mem_fold::fold_cast(ctx, self.operation())
    }
    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        mem_fold::masked_load_patterns()
    }
}

impl MaskedStoreOpHooks for MaskedStoreOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let access = verify::Access::of(
            ctx,
            self.value_to_store(ctx),
            self.base(ctx),
            self.indices(ctx).len(),
            self.mask(ctx),
        );
        verify::access(ctx, self, &access)
    }
    fn fold(self, ctx: &mut Context, _operands: &[Attr]) -> FoldResult {
        mem_fold::fold_cast(ctx, self.operation())
    }
    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        mem_fold::masked_store_patterns()
    }
}

impl GatherOpHooks for GatherOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let access = verify::Access::of(
            ctx,
            self.result(ctx),
            self.base(ctx),
            self.indices(ctx).len(),
            self.mask(ctx),
        )
        .pass_thru(ctx, self.pass_thru(ctx))
        .index_vec(ctx, self.index_vec(ctx));
        verify::access(ctx, self, &access)
    }
    fn get_expected_mask_type(op: Self, ctx: &Context, types: &mut dyn TypeFactory) -> Type {
        i1_mask_of(types, ctx.value_type(op.index_vec(ctx)))
    }
    fn get_shape_for_unroll(op: Self, ctx: &Context) -> Option<Vec<i64>> {
        shape_of(ctx, op.result(ctx))
    }
    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        mem_fold::gather_patterns()
    }
}

impl ScatterOpHooks for ScatterOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let access = verify::Access::of(
            ctx,
            self.value_to_store(ctx),
            self.base(ctx),
            self.indices(ctx).len(),
            self.mask(ctx),
        )
        .index_vec(ctx, self.index_vec(ctx));
        verify::access(ctx, self, &access)
    }
    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        mem_fold::scatter_patterns()
    }
}

impl LoadOpHooks for LoadOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let v = ctx.value_type(self.result(ctx));
        let base = ctx.value_type(self.base(ctx));
        verify::load_store(ctx, self, v, base, self.indices(ctx).len(), false)
    }
    fn fold(self, ctx: &mut Context, _operands: &[Attr]) -> FoldResult {
        mem_fold::fold_cast(ctx, self.operation())
    }
}

impl StoreOpHooks for StoreOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let v = ctx.value_type(self.value_to_store(ctx));
        let base = ctx.value_type(self.base(ctx));
        verify::load_store(ctx, self, v, base, self.indices(ctx).len(), true)
    }
    fn fold(self, ctx: &mut Context, _operands: &[Attr]) -> FoldResult {
        mem_fold::fold_cast(ctx, self.operation())
    }
}

impl ExtractElementOpHooks for ExtractElementOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let v = ctx.value_type(self.vector(ctx));
        verify::element_position(ctx, self, v, self.position(ctx).is_some())
    }
    fn fold(self, ctx: &mut Context, operands: &[Attr]) -> FoldResult {
        fold::extract_element(ctx, self, operands)
    }
}

impl InsertElementOpHooks for InsertElementOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let v = ctx.value_type(self.dest(ctx));
        verify::element_position(ctx, self, v, self.position(ctx).is_some())
    }
    fn fold(self, ctx: &mut Context, operands: &[Attr]) -> FoldResult {
        crate::shuffle::insert_element(ctx, self, operands)
    }
}

impl ExtractOpHooks for ExtractOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::extract(ctx, self)
    }
    fn infer_return_types(
        ctx: &Context,
        state: &OperationState,
        inferred: &mut Vec<Type>,
    ) -> Result<(), Diagnostic> {
        let silent = || Diagnostic::error(state.location, "expected a vector operand");
        let source = ctx.value_type(*state.operands.first().ok_or_else(silent)?);
        let TypeData::Vector {
            shape,
            scalable,
            element,
        } = ctx.type_data(source)
        else {
            return Err(silent());
        };
        let n = state
            .find_attribute(ctx, "static_position")
            .and_then(|a| ctx.dense_array_as_i64(a).map(<[i64]>::len))
            .unwrap_or(0);
        if n == shape.len() {
            inferred.push(*element);
            return Ok(());
        }
        let n = n.min(shape.len());
        let ty = ctx
            .lookup_type(&TypeData::Vector {
                shape: shape[n..].to_vec(),
                scalable: scalable[n..].to_vec(),
                element: *element,
            })
            .ok_or_else(|| not_interned(state))?;
        inferred.push(ty);
        Ok(())
    }
    fn fold(self, ctx: &mut Context, _operands: &[Attr]) -> FoldResult {
        extract::fold(ctx, self)
    }
    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        extract::patterns()
    }
    /// Upstream's `ExtractOp::isCompatibleReturnTypes`: a 1-element
    /// vector stands for the scalar of its element type (either way).
    fn is_compatible_return_types(ctx: &Context, lhs: &[Type], rhs: &[Type]) -> bool {
        let one_element_of = |v: Type, scalar: Type| {
            matches!(ctx.type_data(v), TypeData::Vector { shape, element, .. }
                if shape.as_slice() == [1] && *element == scalar)
        };
        if let ([l], [r]) = (lhs, rhs) {
            if one_element_of(*l, *r) || one_element_of(*r, *l) {
                return true;
            }
        }
        lhs == rhs
    }
}

impl InsertOpHooks for InsertOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::insert(ctx, self)
    }
    fn fold(self, ctx: &mut Context, _operands: &[Attr]) -> FoldResult {
        fold::insert(ctx, self)
    }
    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        insert::insert_patterns()
    }
}

/// The result of a shuffle: the mask's length, then the trailing
/// dimensions of the operands.
fn shuffle_result(ctx: &Context, state: &OperationState) -> Result<TypeData, Diagnostic> {
    let silent = || Diagnostic::error(state.location, "expected a vector operand");
    let v1 = ctx.value_type(*state.operands.first().ok_or_else(silent)?);
    let shape = ctx.shape(v1).ok_or_else(silent)?;
    let mask = state
        .find_attribute(ctx, "mask")
        .and_then(|a| ctx.attr_as_array(a).map(<[Attribute]>::len))
        .unwrap_or(0);
    let mut result = vec![mask.max(1) as i64];
    result.extend(shape.iter().skip(1));
    Ok(TypeData::Vector {
        scalable: vec![false; result.len()],
        shape: result,
        element: ctx.element_type_or_self(v1),
    })
}

impl ShuffleOpHooks for ShuffleOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::shuffle(ctx, self)
    }
    fn infer_return_types(
        ctx: &Context,
        state: &OperationState,
        inferred: &mut Vec<Type>,
    ) -> Result<(), Diagnostic> {
        let data = shuffle_result(ctx, state)?;
        let ty = ctx.lookup_type(&data).ok_or_else(|| not_interned(state))?;
        inferred.push(ty);
        Ok(())
    }
    fn infer_parsed_result_types(
        ctx: &mut Context,
        state: &OperationState,
    ) -> Result<Vec<Type>, Diagnostic> {
        let data = shuffle_result(ctx, state)?;
        Ok(vec![ctx.get_type(data)])
    }
    fn fold(self, ctx: &mut Context, operands: &[Attr]) -> FoldResult {
        crate::shuffle::shuffle(ctx, self, operands)
    }
    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        crate::shuffle::shuffle_patterns()
    }
}

impl ReductionOpHooks for ReductionOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::reduction(ctx, self)
    }
    fn get_expected_mask_type(op: Self, ctx: &Context, types: &mut dyn TypeFactory) -> Type {
        i1_mask_of(types, ctx.value_type(op.vector(ctx)))
    }
    fn get_shape_for_unroll(op: Self, ctx: &Context) -> Option<Vec<i64>> {
        shape_of(ctx, op.vector(ctx))
    }
    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        crate::reduction::reduction_patterns()
    }
}

impl MultiDimReductionOpHooks for MultiDimReductionOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::multi_reduction(ctx, self)
    }
    fn get_expected_mask_type(op: Self, ctx: &Context, types: &mut dyn TypeFactory) -> Type {
        i1_mask_of(types, ctx.value_type(op.source(ctx)))
    }
    fn get_shape_for_unroll(op: Self, ctx: &Context) -> Option<Vec<i64>> {
        shape_of(ctx, op.source(ctx))
    }
    fn fold(self, ctx: &mut Context, _operands: &[Attr]) -> FoldResult {
        fold::multi_reduction(ctx, self)
    }
    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        crate::reduction::multi_reduction_patterns()
    }
}

impl FMAOpHooks for FMAOp {
    fn get_shape_for_unroll(op: Self, ctx: &Context) -> Option<Vec<i64>> {
        shape_of(ctx, op.lhs(ctx))
    }
}

impl TransposeOpHooks for TransposeOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify_shape::transpose(ctx, self)
    }
    fn get_shape_for_unroll(op: Self, ctx: &Context) -> Option<Vec<i64>> {
        shape_of(ctx, op.result(ctx))
    }
    fn fold(self, ctx: &mut Context, operands: &[Attr]) -> FoldResult {
        fold::transpose(ctx, self, operands)
    }
    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        shape_patterns::transpose_patterns()
    }
}

impl TypeCastOpHooks for TypeCastOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify_shape::type_cast(ctx, self)
    }
    fn get_view_source(op: Self, ctx: &Context) -> Value {
        op.memref(ctx)
    }
}

/// A read of (`write` false) or write to the memref a transfer accesses;
/// none on a tensor.
fn transfer_effects(
    ctx: &Context,
    source: Value,
    write: bool,
    effects: &mut Vec<EffectInstance<MemoryEffect>>,
) {
    if ctx.is_memref(ctx.value_type(source)) {
        let effect = if write {
            MemoryEffect::Write
        } else {
            MemoryEffect::Read
        };
        effects.push(EffectInstance::new(effect, &ir::effects::DefaultResource).on_value(source));
    }
}

impl TransferReadOpHooks for TransferReadOp {
    fn supports_passthru(_op: Self, _ctx: &Context) -> bool {
        true
    }
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        transfer::verify_read(ctx, self)
    }
    fn parse(
        parser: &mut ir::CustomParser<'_, '_, '_>,
        state: &mut OperationState,
    ) -> Result<(), ir::ParseError> {
        transfer::parse_read(parser, state)
    }
    fn print(self, printer: &mut ir::CustomPrinter<'_, '_>) {
        transfer::print_read(self, printer)
    }
    fn get_in_bounds(op: Self, ctx: &Context) -> Vec<bool> {
        transfer::in_bounds_values(ctx, op.in_bounds(ctx))
    }
    fn get_shape_for_unroll(op: Self, ctx: &Context) -> Option<Vec<i64>> {
        shape_of(ctx, op.vector(ctx))
    }
    fn get_expected_mask_type(op: Self, ctx: &Context, types: &mut dyn TypeFactory) -> Type {
        match ctx.as_affine_map(op.permutation_map(ctx)) {
            Some(map) => transfer::transfer_mask_type(types, ctx.value_type(op.vector(ctx)), map),
            None => i1_mask_of(types, ctx.value_type(op.vector(ctx))),
        }
    }
    fn get_effects(op: Self, ctx: &Context, effects: &mut Vec<EffectInstance<MemoryEffect>>) {
        transfer_effects(ctx, op.source(ctx), false, effects);
    }
    fn get_dps_inits_mutable(_op: Self, _ctx: &Context) -> std::ops::Range<usize> {
        0..0
    }
    fn fold(self, ctx: &mut Context, _operands: &[Attr]) -> FoldResult {
        transfer_fold::read(ctx, self)
    }
    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        crate::transfer_patterns::read_patterns()
    }
}

impl TransferWriteOpHooks for TransferWriteOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        transfer::verify_write(ctx, self)
    }
    fn parse(
        parser: &mut ir::CustomParser<'_, '_, '_>,
        state: &mut OperationState,
    ) -> Result<(), ir::ParseError> {
        transfer::parse_write(parser, state)
    }
    fn print(self, printer: &mut ir::CustomPrinter<'_, '_>) {
        transfer::print_write(self, printer)
    }
    fn get_in_bounds(op: Self, ctx: &Context) -> Vec<bool> {
        transfer::in_bounds_values(ctx, op.in_bounds(ctx))
    }
    fn get_shape_for_unroll(op: Self, ctx: &Context) -> Option<Vec<i64>> {
        shape_of(ctx, op.vector(ctx))
    }
    fn get_expected_mask_type(op: Self, ctx: &Context, types: &mut dyn TypeFactory) -> Type {
        match ctx.as_affine_map(op.permutation_map(ctx)) {
            Some(map) => transfer::transfer_mask_type(types, ctx.value_type(op.vector(ctx)), map),
            None => i1_mask_of(types, ctx.value_type(op.vector(ctx))),
        }
    }
    fn get_effects(op: Self, ctx: &Context, effects: &mut Vec<EffectInstance<MemoryEffect>>) {
        transfer_effects(ctx, op.source(ctx), true, effects);
    }
    fn get_dps_inits_mutable(_op: Self, _ctx: &Context) -> std::ops::Range<usize> {
        // The source is the init when it is a tensor (operand 1).
        1..2
    }
    fn fold(self, ctx: &mut Context, _operands: &[Attr]) -> FoldResult {
        transfer_fold::write(ctx, self)
    }
    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        crate::transfer_patterns::write_patterns()
    }
}

impl MaskOpHooks for MaskOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        mask::verify(ctx, self)
    }
    fn parse(
        parser: &mut ir::CustomParser<'_, '_, '_>,
        state: &mut OperationState,
    ) -> Result<(), ir::ParseError> {
        mask::parse(parser, state)
    }
    fn print(self, printer: &mut ir::CustomPrinter<'_, '_>) {
        mask::print(self, printer)
    }
    fn get_maskable_op(op: Self, ctx: &Context) -> Option<ir::Operation> {
        // The region's single block holds the maskable op and the yield.
        let block = ctx.region_blocks(op.mask_region(ctx)).first().copied()?;
        let ops: Vec<ir::Operation> = ctx.block_ops(block).collect();
        (ops.len() >= 2).then(|| ops[0])
    }
    fn has_passthru(op: Self, ctx: &Context) -> bool {
        op.passthru(ctx).is_some()
    }
    fn fold(self, ctx: &mut Context, _operands: &[Attr]) -> FoldResult {
        crate::shuffle::mask(ctx, self)
    }
    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        crate::shuffle::mask_patterns()
    }
}

impl WarpExecuteOnLane0OpHooks for WarpExecuteOnLane0Op {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        warp::verify(ctx, self)
    }
    fn parse(
        parser: &mut ir::CustomParser<'_, '_, '_>,
        state: &mut OperationState,
    ) -> Result<(), ir::ParseError> {
        warp::parse(parser, state)
    }
    fn print(self, printer: &mut ir::CustomPrinter<'_, '_>) {
        warp::print(self, printer)
    }
    fn get_successor_regions(
        op: Self,
        ctx: &Context,
        point: RegionBranchPoint,
        regions: &mut Vec<RegionSuccessor>,
    ) {
        if point == RegionBranchPoint::Parent {
            regions.push(RegionSuccessor::region(op.warp_region(ctx), Vec::new()));
        } else {
            regions.push(RegionSuccessor::parent(ctx.results(op.operation())));
        }
    }
    fn are_types_compatible(op: Self, ctx: &Context, lhs: Type, rhs: Type) -> bool {
        warp::distributed_type_error(ctx, lhs, rhs, op.warp_size(ctx)).is_none()
    }
}

impl ContractionOpHooks for ContractionOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        contract::verify(ctx, self)
    }
    fn parse(
        parser: &mut ir::CustomParser<'_, '_, '_>,
        state: &mut OperationState,
    ) -> Result<(), ir::ParseError> {
        contract::parse(parser, state)
    }
    fn print(self, printer: &mut ir::CustomPrinter<'_, '_>) {
        contract::print(self, printer)
    }
    fn get_expected_mask_type(op: Self, ctx: &Context, types: &mut dyn TypeFactory) -> Type {
        contract::expected_mask_type(ctx, op, types)
    }
    fn get_shape_for_unroll(op: Self, ctx: &Context) -> Option<Vec<i64>> {
        Some(contract::iteration_bounds(ctx, op))
    }
    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        patterns::contraction_patterns()
    }
}

impl OuterProductOpHooks for OuterProductOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        outer::verify(ctx, self)
    }
    fn parse(
        parser: &mut ir::CustomParser<'_, '_, '_>,
        state: &mut OperationState,
    ) -> Result<(), ir::ParseError> {
        outer::parse(parser, state)
    }
    fn print(self, printer: &mut ir::CustomPrinter<'_, '_>) {
        outer::print(self, printer)
    }
    fn get_expected_mask_type(op: Self, ctx: &Context, types: &mut dyn TypeFactory) -> Type {
        i1_mask_of(types, ctx.value_type(op.result(ctx)))
    }
}

impl ExtractStridedSliceOpHooks for ExtractStridedSliceOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify_shape::extract_strided_slice(ctx, self)
    }
    fn fold(self, ctx: &mut Context, _operands: &[Attr]) -> FoldResult {
        insert::extract_strided_slice(ctx, self)
    }
    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        slice_patterns::extract_patterns()
    }
}

impl InsertStridedSliceOpHooks for InsertStridedSliceOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify_shape::insert_strided_slice(ctx, self)
    }
    fn fold(self, ctx: &mut Context, _operands: &[Attr]) -> FoldResult {
        insert::insert_strided_slice(ctx, self)
    }
    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        slice_patterns::insert_patterns()
    }
}

impl ConstantMaskOpHooks for ConstantMaskOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify_shape::constant_mask(ctx, self)
    }
}

impl CreateMaskOpHooks for CreateMaskOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify_shape::create_mask(ctx, self)
    }
    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        crate::mask_fold::create_mask_patterns()
    }
}

impl ShapeCastOpHooks for ShapeCastOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify_shape::shape_cast(ctx, self)
    }
    fn fold(self, ctx: &mut Context, _operands: &[Attr]) -> FoldResult {
        fold::shape_cast(ctx, self)
    }
    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        shape_patterns::shape_cast_patterns()
    }
}

impl BroadcastOpHooks for BroadcastOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify_shape::broadcast(ctx, self)
    }
    fn fold(self, ctx: &mut Context, operands: &[Attr]) -> FoldResult {
        fold::broadcast(ctx, self, operands)
    }
    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        patterns::broadcast_patterns()
    }
}

impl SplatOpHooks for SplatOp {
    fn fold(self, ctx: &mut Context, operands: &[Attr]) -> FoldResult {
        fold::splat(ctx, self, operands)
    }
}

impl StepOpHooks for StepOp {
    fn fold(self, ctx: &mut Context, _operands: &[Attr]) -> FoldResult {
        fold::step(ctx, self)
    }
}

impl FromElementsOpHooks for FromElementsOp {
    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        patterns::from_elements_patterns()
    }
}

impl ReshapeOpHooks for ReshapeOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify_shape::reshape(ctx, self)
    }
}

impl ScanOpHooks for ScanOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::scan(ctx, self)
    }
}
