//! The ops' hooks (what `TosaOps.cpp` and `TosaCanonicalizations.cpp`
//! define for each op, implemented in [`crate::verify`], [`crate::infer`],
//! [`crate::fold`], [`crate::canonicalize`] and [`crate::syntax`]), the
//! dialect's constant materializer and inliner interface, and
//! `tosa.transpose`'s `reifyResultShapes`.

use crate::infer::{self, Components, InferResult};
use crate::*;
use ir::interfaces::FoldResult as Ofr;
use ir::transforms::inlining::DialectInlinerInterface;
use ir::{
    Attribute, Context, CustomParser, CustomPrinter, Diagnostic, FoldResult, IrMapping, OpBuilder,
    OpId, OperationState, ParseError, RegionId, RewritePattern, Type,
};

/// The folders' constant operands.
type Operands<'a> = &'a [Option<Attribute>];

/// The permutation of a transpose whose `perms` is a constant
/// (`getConstantPerms`).
pub fn constant_perms(ctx: &Context, op: TransposeOp) -> Option<Vec<i64>> {
    infer::constant_ints(ctx, op.perms(ctx))
}

/// The shape over which to unroll an elementwise op: its vector result's
/// (`getShapeForUnroll`).
pub fn shape_for_unroll(ctx: &Context, op: OpId) -> Option<Vec<i64>> {
    let ty = ctx.value_type(ctx.result(op, 0));
    if !ctx.is_vector(ty) {
        return None;
    }
    ctx.shape(ty).map(<[i64]>::to_vec)
}

impl TosaDialectHooks for TosaDialect {
    /// Only elements attributes become constants (`tosa.const`).
    fn materialize_constant(
        builder: &mut OpBuilder<'_>,
        value: Attribute,
        ty: Type,
        loc: ir::Location,
    ) -> Option<ir::Operation> {
        let elements = matches!(
            builder.attr_data(value),
            ir::AttrData::DenseElements { .. }
                | ir::AttrData::SparseElements { .. }
                | ir::AttrData::DenseResource { .. }
        );
        elements.then(|| ConstOp::build(builder, loc, ty, value).operation())
    }
}

/// `TosaInlinerInterface`: every op may be inlined, and regions into
/// `tosa.cond_if` and `tosa.while_loop`.
struct TosaInliner;

impl DialectInlinerInterface for TosaInliner {
    fn is_legal_to_inline_op(
        &self,
        _: &Context,
        _: OpId,
        _: RegionId,
        _: bool,
        _: &IrMapping,
    ) -> bool {
        true
    }

    fn is_legal_to_inline_region(
        &self,
        ctx: &Context,
        dest: RegionId,
        _: RegionId,
        _: bool,
        _: &IrMapping,
    ) -> bool {
        ctx.region_parent_op(dest)
            .is_some_and(|p| IfOp::cast(ctx, p).is_some() || WhileOp::cast(ctx, p).is_some())
    }
}

static TOSA_INLINER: TosaInliner = TosaInliner;

/// Attaches the dialect's inliner interface to `ctx` (done by
/// [`register_dialect`]).
pub fn register_inliner_interface(ctx: &mut Context) {
    ctx.add_dialect_interface::<dyn DialectInlinerInterface>("tosa", &TOSA_INLINER);
}

/// The hooks of the ops whose only hook is their shape inference.
macro_rules! infer_only_joined {
    ($($op:ident, $hooks:ident => $f:path),* $(,)?) => {$(
        impl $hooks for $op {
            fn infer_return_type_components(
                ctx: &Context,
                state: &OperationState,
                inferred: &mut Components,
            ) -> InferResult {
                $f(ctx, state, inferred)
            }
        }
    )*};
}

infer_only_joined!(
    ArithmeticRightShiftOp, ArithmeticRightShiftOpHooks => infer::nary,
    BitwiseAndOp, BitwiseAndOpHooks => infer::nary,
    BitwiseNotOp, BitwiseNotOpHooks => infer::nary,
    BitwiseOrOp, BitwiseOrOpHooks => infer::nary,
    BitwiseXorOp, BitwiseXorOpHooks => infer::nary,
    CeilOp, CeilOpHooks => infer::nary,
    ClzOp, ClzOpHooks => infer::nary,
    CosOp, CosOpHooks => infer::nary,
    ErfOp, ErfOpHooks => infer::nary,
    FloorOp, FloorOpHooks => infer::nary,
    IdentityOp, IdentityOpHooks => infer::nary,
    LogicalAndOp, LogicalAndOpHooks => infer::nary,
    LogicalLeftShiftOp, LogicalLeftShiftOpHooks => infer::nary,
    LogicalNotOp, LogicalNotOpHooks => infer::nary,
    LogicalOrOp, LogicalOrOpHooks => infer::nary,
    LogicalRightShiftOp, LogicalRightShiftOpHooks => infer::nary,
    LogicalXorOp, LogicalXorOpHooks => infer::nary,
    MaximumOp, MaximumOpHooks => infer::nary,
    MinimumOp, MinimumOpHooks => infer::nary,
    PowOp, PowOpHooks => infer::nary,
    RescaleOp, RescaleOpHooks => infer::nary,
    RsqrtOp, RsqrtOpHooks => infer::nary,
    SigmoidOp, SigmoidOpHooks => infer::nary,
    SinOp, SinOpHooks => infer::nary,
    TanhOp, TanhOpHooks => infer::nary,
    FFT2dOp, FFT2dOpHooks => infer::fft2d,
    RFFT2dOp, RFFT2dOpHooks => infer::rfft2d,
    GatherOp, GatherOpHooks => infer::gather,
    ScatterOp, ScatterOpHooks => infer::scatter,
    MatMulOp, MatMulOpHooks => infer::matmul,
    TableOp, TableOpHooks => infer::table,
    TransposeConv2DOp, TransposeConv2DOpHooks => infer::transpose_conv2d,
);

/// The hooks of the ops with a folder and the elementwise inference.
macro_rules! nary_with_fold {
    ($($op:ident, $hooks:ident => |$ctx:ident, $this:ident, $operands:ident| $fold:expr),* $(,)?) => {$(
        impl $hooks for $op {
            fn fold(self, $ctx: &mut Context, $operands: Operands<'_>) -> FoldResult {
                let $this = self;
                let _ = &$operands;
                $fold
            }
            fn infer_return_type_components(
                ctx: &Context,
                state: &OperationState,
                inferred: &mut Components,
            ) -> InferResult {
                infer::nary(ctx, state, inferred)
            }
        }
    )*};
}

nary_with_fold!(
    AbsOp, AbsOpHooks => |ctx, op, operands| fold::abs(ctx, op),
    AddOp, AddOpHooks => |ctx, op, operands| fold::add(ctx, op, operands),
    SubOp, SubOpHooks => |ctx, op, operands| fold::sub(ctx, op, operands),
    MulOp, MulOpHooks => |ctx, op, operands| fold::mul(ctx, op, operands),
    IntDivOp, IntDivOpHooks => |ctx, op, operands| fold::int_div(ctx, op, operands),
    CastOp, CastOpHooks => |ctx, op, operands| fold::cast(ctx, op, operands),
    ExpOp, ExpOpHooks => |ctx, op, operands| fold::exp(ctx, op),
    LogOp, LogOpHooks => |ctx, op, operands| fold::log(ctx, op),
    NegateOp, NegateOpHooks => |ctx, op, operands| fold::negate(ctx, op),
    ReciprocalOp, ReciprocalOpHooks => |ctx, op, operands| fold::reciprocal(ctx, op, operands),
    GreaterOp, GreaterOpHooks => |ctx, op, operands| fold::greater(ctx, op, operands),
    GreaterEqualOp, GreaterEqualOpHooks => |ctx, op, operands| fold::greater_equal(ctx, op, operands),
);

/// The hooks of the reductions.
macro_rules! reduce_ops {
    ($($op:ident, $hooks:ident),* $(,)?) => {$(
        impl $hooks for $op {
            fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
                verify::reduce(ctx, self, self.input(ctx), self.output(ctx), self.axis(ctx))
            }
            fn fold(self, ctx: &mut Context, _operands: Operands<'_>) -> FoldResult {
                fold::reduce(ctx, self.input(ctx), self.output(ctx), self.axis(ctx))
            }
            fn infer_return_types(
                ctx: &Context,
                state: &OperationState,
                inferred: &mut Vec<Type>,
            ) -> InferResult {
                let mut components = Vec::new();
                infer::reduce(ctx, state, &mut components)?;
                infer::tensor_types(ctx, state, &components, true, inferred)
            }
            fn infer_return_type_components(
                ctx: &Context,
                state: &OperationState,
                inferred: &mut Components,
            ) -> InferResult {
                infer::reduce(ctx, state, inferred)
            }
        }
    )*};
}

reduce_ops!(
    ReduceAllOp,
    ReduceAllOpHooks,
    ReduceAnyOp,
    ReduceAnyOpHooks,
    ReduceMaxOp,
    ReduceMaxOpHooks,
    ReduceMinOp,
    ReduceMinOpHooks,
    ReduceProdOp,
    ReduceProdOpHooks,
    ReduceSumOp,
    ReduceSumOpHooks,
);

/// The hooks of the convolutions.
macro_rules! conv_ops {
    ($($op:ident, $hooks:ident => $verify:path, $infer:path),* $(,)?) => {$(
        impl $hooks for $op {
            fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
                $verify(ctx, self)
            }
            fn infer_return_type_components(
                ctx: &Context,
                state: &OperationState,
                inferred: &mut Components,
            ) -> InferResult {
                $infer(ctx, state, inferred)
            }
        }
    )*};
}

conv_ops!(
    Conv2DOp, Conv2DOpHooks => verify::conv2d, infer::conv2d,
    Conv3DOp, Conv3DOpHooks => verify::conv3d, infer::conv3d,
    DepthwiseConv2DOp, DepthwiseConv2DOpHooks => verify::depthwise_conv2d, infer::depthwise_conv2d,
    FullyConnectedOp, FullyConnectedOpHooks => verify::fully_connected, infer::fully_connected,
);

impl ArgMaxOpHooks for ArgMaxOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::argmax(ctx, self)
    }
    fn fold(self, ctx: &mut Context, _operands: Operands<'_>) -> FoldResult {
        fold::argmax(ctx, self)
    }
    fn infer_return_type_components(
        ctx: &Context,
        state: &OperationState,
        inferred: &mut Components,
    ) -> InferResult {
        infer::argmax(ctx, state, inferred)
    }
}

impl AvgPool2dOpHooks for AvgPool2dOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::avg_pool2d(ctx, self)
    }
    fn infer_return_type_components(
        ctx: &Context,
        state: &OperationState,
        inferred: &mut Components,
    ) -> InferResult {
        infer::pooling(ctx, state, inferred)
    }
}

impl MaxPool2dOpHooks for MaxPool2dOp {
    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        canonicalize::max_pool2d_patterns()
    }
    fn infer_return_type_components(
        ctx: &Context,
        state: &OperationState,
        inferred: &mut Components,
    ) -> InferResult {
        infer::pooling(ctx, state, inferred)
    }
}

impl ClampOpHooks for ClampOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::clamp(ctx, self)
    }
    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        canonicalize::clamp_patterns()
    }
    fn infer_return_type_components(
        ctx: &Context,
        state: &OperationState,
        inferred: &mut Components,
    ) -> InferResult {
        infer::nary(ctx, state, inferred)
    }
}

impl ConcatOpHooks for ConcatOp {
    fn fold(self, ctx: &mut Context, _operands: Operands<'_>) -> FoldResult {
        fold::concat(ctx, self)
    }
    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        canonicalize::concat_patterns()
    }
    fn infer_return_types(
        ctx: &Context,
        state: &OperationState,
        inferred: &mut Vec<Type>,
    ) -> InferResult {
        let mut components = Vec::new();
        infer::concat(ctx, state, &mut components)?;
        infer::tensor_types(ctx, state, &components, true, inferred)
    }
    fn infer_return_type_components(
        ctx: &Context,
        state: &OperationState,
        inferred: &mut Components,
    ) -> InferResult {
        infer::concat(ctx, state, inferred)
    }
}

impl ConstOpHooks for ConstOp {
    fn fold(self, ctx: &mut Context, _operands: Operands<'_>) -> FoldResult {
        FoldResult::single(ir::OpFoldResult::Attr(self.value(ctx)))
    }
}

impl EqualOpHooks for EqualOp {
    fn fold(self, ctx: &mut Context, operands: Operands<'_>) -> FoldResult {
        fold::equal(ctx, self, operands)
    }
    fn infer_return_types(
        ctx: &Context,
        state: &OperationState,
        inferred: &mut Vec<Type>,
    ) -> InferResult {
        let mut components = Vec::new();
        infer::equal(ctx, state, &mut components)?;
        infer::tensor_types(ctx, state, &components, true, inferred)
    }
    fn infer_return_type_components(
        ctx: &Context,
        state: &OperationState,
        inferred: &mut Components,
    ) -> InferResult {
        infer::equal(ctx, state, inferred)
    }
}

impl IfOpHooks for IfOp {
    fn parse(
        parser: &mut CustomParser<'_, '_, '_>,
        state: &mut OperationState,
    ) -> Result<(), ParseError> {
        syntax::parse_if(parser, state)
    }
    fn print(self, printer: &mut CustomPrinter<'_, '_>) {
        syntax::print_if(self, printer)
    }
    fn infer_return_type_components(
        ctx: &Context,
        state: &OperationState,
        inferred: &mut Components,
    ) -> InferResult {
        infer::yields(ctx, state, &state.regions, inferred)
    }
}

impl WhileOpHooks for WhileOp {
    fn parse(
        parser: &mut CustomParser<'_, '_, '_>,
        state: &mut OperationState,
    ) -> Result<(), ParseError> {
        syntax::parse_while(parser, state)
    }
    fn print(self, printer: &mut CustomPrinter<'_, '_>) {
        syntax::print_while(self, printer)
    }
    fn get_loop_regions(op: Self, ctx: &Context) -> Vec<ir::Region> {
        vec![op.body(ctx)]
    }
    fn infer_return_type_components(
        ctx: &Context,
        state: &OperationState,
        inferred: &mut Components,
    ) -> InferResult {
        let body: Vec<RegionId> = state.regions.get(1).copied().into_iter().collect();
        infer::yields(ctx, state, &body, inferred)
    }
}

impl PadOpHooks for PadOp {
    fn fold(self, ctx: &mut Context, operands: Operands<'_>) -> FoldResult {
        fold::pad(ctx, self, operands)
    }
    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        canonicalize::pad_patterns()
    }
    fn infer_return_type_components(
        ctx: &Context,
        state: &OperationState,
        inferred: &mut Components,
    ) -> InferResult {
        infer::pad(ctx, state, inferred)
    }
}

impl ReshapeOpHooks for ReshapeOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::reshape(ctx, self)
    }
    fn fold(self, ctx: &mut Context, operands: Operands<'_>) -> FoldResult {
        fold::reshape(ctx, self, operands)
    }
    fn infer_return_types(
        ctx: &Context,
        state: &OperationState,
        inferred: &mut Vec<Type>,
    ) -> InferResult {
        let mut components = Vec::new();
        infer::reshape(ctx, state, &mut components)?;
        infer::tensor_types(ctx, state, &components, false, inferred)
    }
    fn infer_return_type_components(
        ctx: &Context,
        state: &OperationState,
        inferred: &mut Components,
    ) -> InferResult {
        infer::reshape(ctx, state, inferred)
    }
}

impl ResizeOpHooks for ResizeOp {
    fn fold(self, ctx: &mut Context, _operands: Operands<'_>) -> FoldResult {
        fold::resize(ctx, self)
    }
    fn infer_return_type_components(
        ctx: &Context,
        state: &OperationState,
        inferred: &mut Components,
    ) -> InferResult {
        infer::resize(ctx, state, inferred)
    }
}

impl ReverseOpHooks for ReverseOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::reverse(ctx, self)
    }
    fn fold(self, ctx: &mut Context, operands: Operands<'_>) -> FoldResult {
        fold::reverse(ctx, self, operands)
    }
    fn infer_return_type_components(
        ctx: &Context,
        state: &OperationState,
        inferred: &mut Components,
    ) -> InferResult {
        infer::nary(ctx, state, inferred)
    }
}

impl SelectOpHooks for SelectOp {
    fn fold(self, ctx: &mut Context, operands: Operands<'_>) -> FoldResult {
        fold::select(ctx, self, operands)
    }
    fn canonicalize(self, rewriter: &mut ir::PatternRewriter<'_>) -> bool {
        canonicalize::select(self, rewriter)
    }
    fn infer_return_type_components(
        ctx: &Context,
        state: &OperationState,
        inferred: &mut Components,
    ) -> InferResult {
        infer::nary(ctx, state, inferred)
    }
}

impl SliceOpHooks for SliceOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::slice(ctx, self)
    }
    fn fold(self, ctx: &mut Context, operands: Operands<'_>) -> FoldResult {
        fold::slice(ctx, self, operands)
    }
    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        canonicalize::slice_patterns()
    }
    fn infer_return_type_components(
        ctx: &Context,
        state: &OperationState,
        inferred: &mut Components,
    ) -> InferResult {
        infer::slice(ctx, state, inferred)
    }
}

impl TileOpHooks for TileOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::tile(ctx, self)
    }
    fn fold(self, ctx: &mut Context, _operands: Operands<'_>) -> FoldResult {
        fold::tile(ctx, self)
    }
    fn infer_return_type_components(
        ctx: &Context,
        state: &OperationState,
        inferred: &mut Components,
    ) -> InferResult {
        infer::tile(ctx, state, inferred)
    }
}

impl TransposeOpHooks for TransposeOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::transpose(ctx, self)
    }
    fn fold(self, ctx: &mut Context, operands: Operands<'_>) -> FoldResult {
        fold::transpose(ctx, self, operands)
    }
    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        canonicalize::transpose_patterns()
    }
    /// Each result dimension: the permuted input dimension, a `tensor.dim`
    /// when dynamic.
    fn reify_result_shapes(
        op: Self,
        builder: &mut OpBuilder,
        shapes: &mut Vec<Vec<Ofr>>,
    ) -> Result<(), Diagnostic> {
        let Some(perms) = op.get_constant_perms(builder) else {
            return Err(Diagnostic::error(
                None,
                "transpose perms must be constant to reify its shape",
            ));
        };
        let input = op.input1(builder);
        let shape = builder
            .shape(builder.value_type(input))
            .map(<[i64]>::to_vec)
            .unwrap_or_default();
        let loc = builder.op_loc(op.operation());
        let mut dims: Vec<Option<Ofr>> = vec![None; shape.len()];
        for &dim in &perms {
            let (Some(&in_dim), Some(slot)) = (
                usize::try_from(dim).ok().and_then(|d| perms.get(d)),
                usize::try_from(dim).ok().and_then(|d| dims.get_mut(d)),
            ) else {
                continue;
            };
            let Some(&size) = usize::try_from(in_dim).ok().and_then(|i| shape.get(i)) else {
                continue;
            };
            *slot = Some(if size == ir::DYNAMIC {
                let index = builder.index_type();
                let at = builder.index_attr(in_dim);
                let c = arith::ConstantOp::build(builder, loc, index, at).result(builder);
                Ofr::Value(tensor::DimOp::build(builder, loc, index, input, c).result(builder))
            } else {
                Ofr::Attr(builder.index_attr(size))
            });
        }
        let Some(dims) = dims.into_iter().collect::<Option<Vec<Ofr>>>() else {
            return Err(Diagnostic::error(
                None,
                "transpose perms are not a permutation",
            ));
        };
        shapes.push(dims);
        Ok(())
    }
    fn infer_return_type_components(
        ctx: &Context,
        state: &OperationState,
        inferred: &mut Components,
    ) -> InferResult {
        infer::transpose(ctx, state, inferred)
    }
}
