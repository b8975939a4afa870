//! `tensor.bitcast`, `tensor.cast` and `tensor.concat` (upstream
//! `TensorOps.cpp`): cast compatibility, shape joins, the concatenation's
//! inferred type, and their patterns.

use crate::util::{compatible_shapes, op_error, shape, tensor_text, ty, DYNAMIC};
use crate::*;
use ir::interfaces::FoldResult as Ofr;
use ir::{Attribute, Context, Diagnostic, FoldResult, OpBuilder, RewritePattern, Type, Value};

impl BitcastOpHooks for BitcastOp {
    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        crate::patterns::bitcast_patterns()
    }
    fn are_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
        let ([a], [b]) = (inputs, outputs) else {
            return false;
        };
        if !ctx.is_tensor(*a) || !ctx.is_tensor(*b) {
            return false;
        }
        let width = |t: Type| ctx.int_or_float_width(ctx.element_type_or_self(t));
        width(*a) == width(*b) && compatible_shapes(ctx, *a, *b)
    }
}

impl CastOpHooks for CastOp {
    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        crate::patterns::cast_patterns()
    }
    fn are_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
        let ([a], [b]) = (inputs, outputs) else {
            return false;
        };
        ctx.is_tensor(*a)
            && ctx.is_tensor(*b)
            && ctx.element_type(*a) == ctx.element_type(*b)
            && compatible_shapes(ctx, *a, *b)
    }
    fn get_asm_result_names(op: Self, ctx: &Context, set_name: &mut dyn FnMut(Value, &str)) {
        set_name(op.dest(ctx), "cast");
    }
}

/// `preservesStaticInformation`: `target` is a ranked tensor of `source`'s
/// element type, rank and encoding, dynamic nowhere `source` is static.
pub fn preserves_static_information(ctx: &Context, source: Type, target: Type) -> bool {
    if !ctx.is_ranked_tensor(source) || !ctx.is_ranked_tensor(target) {
        return false;
    }
    if ctx.element_type(source) != ctx.element_type(target)
        || ctx.rank(source) != ctx.rank(target)
        || ctx.tensor_encoding(source) != ctx.tensor_encoding(target)
    {
        return false;
    }
    shape(ctx, source)
        .iter()
        .zip(shape(ctx, target))
        .all(|(&s, t)| s == DYNAMIC || t != DYNAMIC)
}

/// `canFoldIntoConsumerOp`: the cast only loses static information.
pub fn can_fold_into_consumer(ctx: &Context, cast: CastOp) -> bool {
    preserves_static_information(
        ctx,
        ctx.value_type(cast.dest(ctx)),
        ctx.value_type(cast.source(ctx)),
    )
}

/// `canFoldIntoProducerOp`: the cast only adds static information.
pub fn can_fold_into_producer(ctx: &Context, cast: CastOp) -> bool {
    preserves_static_information(
        ctx,
        ctx.value_type(cast.source(ctx)),
        ctx.value_type(cast.dest(ctx)),
    )
}

/// `foldTensorCast`: every operand of `op` defined by a cast that can fold
/// into its consumer is replaced by the cast's source (in place).
pub fn fold_tensor_cast(ctx: &mut Context, op: ir::OpId) -> bool {
    let mut folded = false;
    for (i, v) in ctx.operands(op).into_iter().enumerate() {
        let Some(cast) = ctx.defining_op(v).and_then(|d| CastOp::cast(ctx, d)) else {
            continue;
        };
        if can_fold_into_consumer(ctx, cast) {
            let source = cast.source(ctx);
            folded |= ctx.set_operand(op, i, source).is_ok();
        }
    }
    folded
}

/// `joinShapes`: the shape knowledge of two tensor types of one element
/// type, as sizes (`Some(None)` when both are unranked, `None` when they
/// conflict).
pub fn join_shapes(ctx: &Context, one: Type, two: Type) -> Option<Option<Vec<i64>>> {
    let (Some(a), Some(b)) = (ctx.shape(one), ctx.shape(two)) else {
        return Some(ctx.shape(one).or(ctx.shape(two)).map(<[i64]>::to_vec));
    };
    if a.len() != b.len() {
        return None;
    }
    a.iter()
        .zip(b)
        .map(|(&x, &y)| match (x, y) {
            (DYNAMIC, _) => Some(y),
            (_, DYNAMIC) => Some(x),
            _ if x == y => Some(x),
            _ => None,
        })
        .collect::<Option<Vec<_>>>()
        .map(Some)
}

/// `SaturatedInteger`'s sum of sizes: dynamic when any is.
fn sat_sum(sizes: impl Iterator<Item = i64>) -> i64 {
    let mut total: i64 = 0;
    for s in sizes {
        if s == DYNAMIC {
            return DYNAMIC;
        }
        total = match total.checked_add(s) {
            Some(t) => t,
            None => return DYNAMIC,
        };
    }
    total
}

/// `ConcatOp::inferResultType`'s sizes (`Err(i)` when the static sizes of
/// non-concatenated dimension `i` disagree).
fn concat_sizes(input_shapes: &[Vec<i64>], dim: usize, rank: usize) -> Result<Vec<i64>, usize> {
    let mut sizes = vec![DYNAMIC; rank];
    for (i, size) in sizes.iter_mut().enumerate() {
        if i == dim {
            *size = sat_sum(input_shapes.iter().map(|s| s[i]));
            continue;
        }
        // `desaturate`: a static size fixes the dimension; two different
        // static sizes are a mismatch.
        for s in input_shapes {
            match (*size, s[i]) {
                (_, DYNAMIC) => {}
                (DYNAMIC, x) => *size = x,
                (a, b) if a != b => return Err(i),
                _ => {}
            }
        }
    }
    Ok(sizes)
}

impl ConcatOpHooks for ConcatOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let inputs = self.inputs(ctx);
        if inputs.is_empty() {
            return Err(op_error(ctx, op, "requires at least one input"));
        }
        let result = ctx.value_type(self.result(ctx));
        let rank = ctx.rank(result).unwrap_or(0);
        let shapes: Vec<Vec<i64>> = inputs
            .iter()
            .map(|&v| shape(ctx, ctx.value_type(v)))
            .collect();
        if shapes.iter().any(|s| s.len() != rank) {
            return Err(op_error(
                ctx,
                op,
                "rank of concatenated inputs must match result rank",
            ));
        }
        let element = ctx.element_type_or_self(result);
        if inputs
            .iter()
            .any(|&v| ctx.element_type_or_self(ctx.value_type(v)) != element)
        {
            return Err(op_error(
                ctx,
                op,
                "inputs and result element type must match",
            ));
        }
        let dim = self.dim(ctx);
        let Some(dim) = usize::try_from(dim).ok().filter(|&d| d < rank) else {
            return Err(op_error(
                ctx,
                op,
                "concatenation dim must be less than the tensor rank",
            ));
        };
        let sizes = concat_sizes(&shapes, dim, rank).map_err(|i| {
            op_error(
                ctx,
                op,
                format_args!(
                    "static concatenation size mismatch along non-concatenated dimension {i}"
                ),
            )
        })?;
        let actual = shape(ctx, result);
        let mismatch = sizes
            .iter()
            .zip(&actual)
            .any(|(&a, &b)| a != DYNAMIC && b != DYNAMIC && a != b);
        if mismatch {
            let element = ctx.element_type_or_self(ctx.value_type(inputs[0]));
            return Err(op_error(
                ctx,
                op,
                format_args!(
                    "result type {}does not match inferred shape {} static sizes",
                    ty(ctx, result),
                    tensor_text(ctx, &sizes, element, None)
                ),
            ));
        }
        Ok(())
    }
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> FoldResult {
        let inputs = self.inputs(ctx);
        let result = ctx.value_type(self.result(ctx));
        match inputs.as_slice() {
            [only] if ctx.value_type(*only) == result => FoldResult::single(Ofr::Value(*only)),
            _ => FoldResult::Failure,
        }
    }
    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        crate::patterns::concat_patterns()
    }
    fn get_asm_result_names(op: Self, ctx: &Context, set_name: &mut dyn FnMut(Value, &str)) {
        set_name(op.result(ctx), "concat");
    }
    fn reify_result_shapes(
        op: Self,
        builder: &mut OpBuilder,
        shapes: &mut Vec<Vec<Ofr>>,
    ) -> Result<(), Diagnostic> {
        let result = builder.value_type(op.result(builder));
        let result_shape = shape(builder, result);
        let dim = usize::try_from(op.dim(builder)).unwrap_or(usize::MAX);
        let inputs = op.inputs(builder);
        let input_shapes: Vec<Vec<i64>> = inputs
            .iter()
            .map(|&v| shape(builder, builder.value_type(v)))
            .collect();
        let inferred = concat_sizes(&input_shapes, dim, result_shape.len())
            .map_err(|_| op_error(builder, op.operation(), "inputs do not concatenate"))?;
        let mut out = Vec::with_capacity(result_shape.len());
        for (i, &size) in result_shape.iter().enumerate() {
            let known = if size != DYNAMIC { size } else { inferred[i] };
            if known != DYNAMIC {
                out.push(Ofr::Attr(builder.index_attr(known)));
                continue;
            }
            if i == dim {
                // The sum of the inputs' sizes needs `affine.apply`.
                return Err(op_error(
                    builder,
                    op.operation(),
                    "a dynamic concatenated size needs the affine dialect",
                ));
            }
            out.push(Ofr::Value(crate::access::build_dim(builder, inputs[0], i)));
        }
        shapes.push(out);
        Ok(())
    }
}
