//! The hooks of every named op (one set: the ops differ only in their
//! YAML specification, `crate::named`).

use crate::named;
use crate::patterns;
use crate::structured::{fold_memref_casts, generic_effects, reify_from_inits};
use crate::*;
use ir::effects::{EffectInstance, MemoryEffect};
use ir::interfaces::FoldResult as Ofr;
use ir::{
    Attribute, Context, CustomParser, CustomPrinter, Diagnostic, FoldResult, OpBuilder,
    OperationState, ParseError, RewritePattern,
};

/// The hook methods every named op shares.
macro_rules! named_hooks_body {
    () => {
        fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> FoldResult {
            fold_memref_casts(ctx, self.operation())
        }

        fn parse(
            parser: &mut CustomParser<'_, '_, '_>,
            state: &mut OperationState,
        ) -> Result<(), ParseError> {
            named::parse(parser, state)
        }

        fn print(self, printer: &mut CustomPrinter<'_, '_>) {
            named::print(printer, self.operation())
        }

        fn get_effects(op: Self, ctx: &Context, effects: &mut Vec<EffectInstance<MemoryEffect>>) {
            generic_effects(ctx, op.operation(), effects)
        }

        fn get_dps_inits_mutable(op: Self, ctx: &Context) -> std::ops::Range<usize> {
            let (start, len) = op.operand_group(ctx, 1);
            start..start + len
        }

        fn get_iterator_types_array(op: Self, ctx: &Context) -> Vec<IteratorType> {
            named::iterator_types(ctx, op.operation())
        }

        fn get_indexing_maps_array(op: Self, ctx: &Context) -> Vec<LoopMap> {
            named::indexing_maps(ctx, op.operation())
        }

        fn reify_result_shapes(
            op: Self,
            builder: &mut OpBuilder,
            shapes: &mut Vec<Vec<Ofr>>,
        ) -> Result<(), Diagnostic> {
            reify_from_inits(builder, op.operation(), shapes)
        }
    };
}

/// `impl <Op>Hooks for <Op>` with the shared methods.
macro_rules! named_ops {
    ($($op:ident : $hooks:ident),* $(,)?) => {
        $(impl $hooks for $op {
            named_hooks_body!();
        })*
    };
}

named_ops!(
    ElemwiseUnaryOp: ElemwiseUnaryOpHooks,
    ExpOp: ExpOpHooks,
    LogOp: LogOpHooks,
    AbsOp: AbsOpHooks,
    CeilOp: CeilOpHooks,
    FloorOp: FloorOpHooks,
    NegFOp: NegFOpHooks,
    ReciprocalOp: ReciprocalOpHooks,
    RoundOp: RoundOpHooks,
    SqrtOp: SqrtOpHooks,
    RsqrtOp: RsqrtOpHooks,
    SquareOp: SquareOpHooks,
    TanhOp: TanhOpHooks,
    ErfOp: ErfOpHooks,
    ElemwiseBinaryOp: ElemwiseBinaryOpHooks,
    AddOp: AddOpHooks,
    SubOp: SubOpHooks,
    MulOp: MulOpHooks,
    DivOp: DivOpHooks,
    DivUnsignedOp: DivUnsignedOpHooks,
    MaxOp: MaxOpHooks,
    MinOp: MinOpHooks,
    PowFOp: PowFOpHooks,
    SelectOp: SelectOpHooks,
    MatmulOp: MatmulOpHooks,
    QuantizedMatmulOp: QuantizedMatmulOpHooks,
    MatmulTransposeAOp: MatmulTransposeAOpHooks,
    MatmulTransposeBOp: MatmulTransposeBOpHooks,
    Mmt4DOp: Mmt4DOpHooks,
    BatchMmt4DOp: BatchMmt4DOpHooks,
    BatchMatmulOp: BatchMatmulOpHooks,
    BatchMatmulTransposeAOp: BatchMatmulTransposeAOpHooks,
    BatchMatmulTransposeBOp: BatchMatmulTransposeBOpHooks,
    QuantizedBatchMatmulOp: QuantizedBatchMatmulOpHooks,
    BatchReduceMatmulOp: BatchReduceMatmulOpHooks,
    MatvecOp: MatvecOpHooks,
    VecmatOp: VecmatOpHooks,
    BatchMatvecOp: BatchMatvecOpHooks,
    BatchVecmatOp: BatchVecmatOpHooks,
    DotOp: DotOpHooks,
    Conv1DOp: Conv1DOpHooks,
    Conv2DOp: Conv2DOpHooks,
    Conv3DOp: Conv3DOpHooks,
    Conv1DNwcWcfOp: Conv1DNwcWcfOpHooks,
    Conv1DNcwFcwOp: Conv1DNcwFcwOpHooks,
    Conv2DNhwcHwcfOp: Conv2DNhwcHwcfOpHooks,
    Conv2DNhwcFhwcOp: Conv2DNhwcFhwcOpHooks,
    Conv2DNhwcHwcfQOp: Conv2DNhwcHwcfQOpHooks,
    Conv2DNhwcFhwcQOp: Conv2DNhwcFhwcQOpHooks,
    Conv2DNchwFchwOp: Conv2DNchwFchwOpHooks,
    Conv2DNgchwFgchwOp: Conv2DNgchwFgchwOpHooks,
    Conv2DNgchwGfchwOp: Conv2DNgchwGfchwOpHooks,
    Conv2DNgchwGfchwQOp: Conv2DNgchwGfchwQOpHooks,
    Conv3DNdhwcDhwcfOp: Conv3DNdhwcDhwcfOpHooks,
    Conv3DNdhwcDhwcfQOp: Conv3DNdhwcDhwcfQOpHooks,
    Conv3DNcdhwFcdhwOp: Conv3DNcdhwFcdhwOpHooks,
    DepthwiseConv1DNwcWcOp: DepthwiseConv1DNwcWcOpHooks,
    DepthwiseConv1DNcwCwOp: DepthwiseConv1DNcwCwOpHooks,
    DepthwiseConv1DNwcWcmOp: DepthwiseConv1DNwcWcmOpHooks,
    DepthwiseConv2DNhwcHwcOp: DepthwiseConv2DNhwcHwcOpHooks,
    DepthwiseConv2DNchwChwOp: DepthwiseConv2DNchwChwOpHooks,
    DepthwiseConv2DNhwcHwcQOp: DepthwiseConv2DNhwcHwcQOpHooks,
    DepthwiseConv2DNhwcHwcmOp: DepthwiseConv2DNhwcHwcmOpHooks,
    DepthwiseConv2DNhwcHwcmQOp: DepthwiseConv2DNhwcHwcmQOpHooks,
    DepthwiseConv3DNdhwcDhwcOp: DepthwiseConv3DNdhwcDhwcOpHooks,
    DepthwiseConv3DNcdhwCdhwOp: DepthwiseConv3DNcdhwCdhwOpHooks,
    DepthwiseConv3DNdhwcDhwcmOp: DepthwiseConv3DNdhwcDhwcmOpHooks,
    PoolingNhwcSumOp: PoolingNhwcSumOpHooks,
    PoolingNchwSumOp: PoolingNchwSumOpHooks,
    PoolingNhwcMaxOp: PoolingNhwcMaxOpHooks,
    PoolingNhwcMaxUnsignedOp: PoolingNhwcMaxUnsignedOpHooks,
    PoolingNchwMaxOp: PoolingNchwMaxOpHooks,
    PoolingNhwcMinOp: PoolingNhwcMinOpHooks,
    PoolingNhwcMinUnsignedOp: PoolingNhwcMinUnsignedOpHooks,
    PoolingNwcSumOp: PoolingNwcSumOpHooks,
    PoolingNcwSumOp: PoolingNcwSumOpHooks,
    PoolingNwcMaxOp: PoolingNwcMaxOpHooks,
    PoolingNwcMaxUnsignedOp: PoolingNwcMaxUnsignedOpHooks,
    PoolingNcwMaxOp: PoolingNcwMaxOpHooks,
    PoolingNwcMinOp: PoolingNwcMinOpHooks,
    PoolingNwcMinUnsignedOp: PoolingNwcMinUnsignedOpHooks,
    PoolingNdhwcSumOp: PoolingNdhwcSumOpHooks,
    PoolingNdhwcMaxOp: PoolingNdhwcMaxOpHooks,
    PoolingNdhwcMinOp: PoolingNdhwcMinOpHooks,
    FillRng2DOp: FillRng2DOpHooks,
);

impl CopyOpHooks for CopyOp {
    named_hooks_body!();

    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        vec![Box::new(patterns::EraseSelfCopy)]
    }
}

impl FillOpHooks for FillOp {
    named_hooks_body!();

    /// Upstream's list.
    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        vec![
            Box::new(patterns::FoldFillWithCopy),
            Box::new(patterns::FoldFillWithTensorExtract),
            Box::new(patterns::FoldFillWithPack),
            Box::new(patterns::FoldFillWithPad),
            Box::new(patterns::FoldFillWithTensorReshape("tensor.collapse_shape")),
            Box::new(patterns::FoldFillWithTensorReshape("tensor.expand_shape")),
            Box::new(patterns::FoldInsertPadIntoFill),
            Box::new(patterns::FoldFillWithTranspose),
        ]
    }
}
