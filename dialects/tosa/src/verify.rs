//! The op verifiers of `TosaOps.cpp` (`verify()`), and the check of the
//! native trait `MulOperandsAndResultElementType` (`TosaOps.h`).

use crate::*;
use ir::printer::type_to_string;
use ir::{Context, Diagnostic, OpId, Type, Value, DYNAMIC};
use quant::QuantizedType;

/// An error at `op` (`emitOpError`).
fn op_error(ctx: &Context, op: impl ir::OpWrapper, message: impl std::fmt::Display) -> Diagnostic {
    Diagnostic::op_error(ctx, op.operation(), message)
}

/// The text upstream prints for a value streamed into a diagnostic: a
/// block argument's kind, type and index, else the op defining it.
fn value_text(ctx: &Context, v: Value) -> String {
    match ctx.defining_op(v) {
        None => format!(
            "<block argument> of type '{}' at index: {}",
            type_to_string(ctx, ctx.value_type(v)),
            match v {
                Value::Arg { index, .. } => index,
                Value::Result { index, .. } => index,
            }
        ),
        Some(op) => ir::print_operation(ctx, op, &ir::PrintOptions::default())
            .trim_end()
            .to_string(),
    }
}

/// Whether a ranked shaped type has a static dimension of size zero
/// (`hasZeroDimension`).
fn has_zero_dimension(ctx: &Context, ty: Type) -> bool {
    ctx.shape(ty).is_some_and(|s| s.contains(&0))
}

/// The message of [`has_zero_dimension`] failures.
const ZERO_DIMENSION: &str =
    "tensor has a dimension with size zero. Each dimension of a tensor must have size >= 1";

/// The storage type of a per-layer uniform quantized element type, else
/// the type itself.
fn storage_or_self(ctx: &Context, ty: Type) -> Type {
    match QuantizedType::dyn_cast(ctx, ty) {
        Some(q) if q.is_uniform(ctx) => q.storage_type(ctx).unwrap_or(ty),
        _ => ty,
    }
}

/// `verifyConvOp`: ranked input and weight, no zero dimension, both float
/// or both quantized, a quantization attribute exactly when quantized.
fn verify_conv(
    ctx: &Context,
    op: impl ir::OpWrapper,
    input: Value,
    weight: Value,
    quantized_info: bool,
) -> Result<(), Diagnostic> {
    let input_type = ctx.value_type(input);
    let weight_type = ctx.value_type(weight);
    if !ctx.is_ranked_tensor(input_type) {
        return Err(op_error(
            ctx,
            op,
            format!(
                "expect a ranked tensor for input, got {}",
                value_text(ctx, input)
            ),
        ));
    }
    if !ctx.is_ranked_tensor(weight_type) {
        return Err(op_error(
            ctx,
            op,
            format!(
                "expect a ranked tensor for weight, got {}",
                value_text(ctx, weight)
            ),
        ));
    }
    if has_zero_dimension(ctx, input_type) {
        return Err(op_error(ctx, op, ZERO_DIMENSION));
    }
    let input_element = ctx.element_type_or_self(input_type);
    let weight_element = ctx.element_type_or_self(weight_type);
    let input_quant = !ctx.is_float(input_element);
    let weight_quant = !ctx.is_float(weight_element);
    if input_quant != weight_quant {
        return Err(op_error(
            ctx,
            op,
            format!(
                "expect both input and weight to be float or not together, got '{}' and '{}'",
                type_to_string(ctx, input_element),
                type_to_string(ctx, weight_element)
            ),
        ));
    }
    if input_quant != quantized_info {
        return Err(op_error(
            ctx,
            op,
            "quantizationattr is required for quantized type, and not allowed for float type",
        ));
    }
    Ok(())
}

/// `tosa.conv2d`.
pub fn conv2d(ctx: &Context, op: Conv2DOp) -> Result<(), Diagnostic> {
    let q = op.quantization_info_attr(ctx).is_some();
    verify_conv(ctx, op, op.input(ctx), op.weight(ctx), q)
}

/// `tosa.conv3d`.
pub fn conv3d(ctx: &Context, op: Conv3DOp) -> Result<(), Diagnostic> {
    let q = op.quantization_info_attr(ctx).is_some();
    verify_conv(ctx, op, op.input(ctx), op.weight(ctx), q)
}

/// `tosa.depthwise_conv2d`.
pub fn depthwise_conv2d(ctx: &Context, op: DepthwiseConv2DOp) -> Result<(), Diagnostic> {
    let q = op.quantization_info_attr(ctx).is_some();
    verify_conv(ctx, op, op.input(ctx), op.weight(ctx), q)
}

/// `tosa.fully_connected`.
pub fn fully_connected(ctx: &Context, op: FullyConnectedOp) -> Result<(), Diagnostic> {
    let q = op.quantization_info_attr(ctx).is_some();
    verify_conv(ctx, op, op.input(ctx), op.weight(ctx), q)
}

/// `tosa.argmax`: an integer result, the axis within the input's rank.
pub fn argmax(ctx: &Context, op: ArgMaxOp) -> Result<(), Diagnostic> {
    let result = ctx.element_type_or_self(ctx.value_type(op.output(ctx)));
    if !ctx.is_any_integer(result) && !ctx.is_index(result) {
        return Err(op_error(ctx, op, "result tensor is not of integer type"));
    }
    let axis = i64::from(op.axis(ctx));
    if let Some(rank) = ctx.rank(ctx.value_type(op.input(ctx))) {
        if axis < 0 || axis >= rank as i64 {
            return Err(op_error(
                ctx,
                op,
                "specified axis is outside the rank of the tensor",
            ));
        }
    }
    Ok(())
}

/// `tosa.avg_pool2d`: the accumulator type fits the input's, the input's
/// and output's element types agree.
pub fn avg_pool2d(ctx: &Context, op: AvgPool2dOp) -> Result<(), Diagnostic> {
    let input_type = ctx.value_type(op.input(ctx));
    if has_zero_dimension(ctx, input_type) {
        return Err(op_error(ctx, op, ZERO_DIMENSION));
    }
    let input = storage_or_self(ctx, ctx.element_type_or_self(input_type));
    let result = storage_or_self(
        ctx,
        ctx.element_type_or_self(ctx.value_type(op.output(ctx))),
    );
    let acc = op.acc_type(ctx);
    if ctx.is_any_integer(input) && !ctx.is_integer(acc, 32) {
        return Err(op_error(
            ctx,
            op,
            "accumulator type for integer tensor is not i32",
        ));
    }
    if ctx.is_f16(input) && !(ctx.is_f16(acc) || ctx.is_f32(acc)) {
        return Err(op_error(
            ctx,
            op,
            "accumulator type for f16 tensor is not f16/f32",
        ));
    }
    if ctx.is_bf16(input) && !ctx.is_f32(acc) {
        return Err(op_error(
            ctx,
            op,
            "accumulator type for bf16 tensor is not f32",
        ));
    }
    if ctx.is_f32(input) && !ctx.is_f32(acc) {
        return Err(op_error(
            ctx,
            op,
            "accumulator type for f32 tensor is not f32",
        ));
    }
    let both = |f: &dyn Fn(Type) -> bool| f(input) && f(result);
    if both(&|t| ctx.is_f32(t))
        || both(&|t| ctx.is_f16(t))
        || both(&|t| ctx.is_bf16(t))
        || both(&|t| ctx.is_integer(t, 8))
        || both(&|t| ctx.is_integer(t, 16))
    {
        return Ok(());
    }
    Err(op_error(
        ctx,
        op,
        "input/output element types are incompatible.",
    ))
}

/// `tosa.clamp`: one element type in and out; float bounds of one type,
/// the input's or a wider one.
pub fn clamp(ctx: &Context, op: ClampOp) -> Result<(), Diagnostic> {
    let input = storage_or_self(ctx, ctx.element_type_or_self(ctx.value_type(op.input(ctx))));
    let output = storage_or_self(
        ctx,
        ctx.element_type_or_self(ctx.value_type(op.output(ctx))),
    );
    let max_fp = ctx.attr_type(op.max_fp_attr(ctx));
    let min_fp = ctx.attr_type(op.min_fp_attr(ctx));
    let width = |t: Type| ctx.int_or_float_width(t).unwrap_or(0);
    if input != output {
        return Err(op_error(
            ctx,
            op,
            "input/output element types are incompatible.",
        ));
    }
    if !ctx.is_integer(input, width(input))
        && (max_fp != min_fp || (max_fp != input && width(max_fp) <= width(input)))
    {
        return Err(op_error(
            ctx,
            op,
            "min/max attributes types are incompatible with input/output element types.",
        ));
    }
    Ok(())
}

/// `tosa.slice`: `start` and `size` as long as the input's rank.
pub fn slice(ctx: &Context, op: SliceOp) -> Result<(), Diagnostic> {
    let input = ctx.value_type(op.input(ctx));
    if !ctx.is_ranked_tensor(input) {
        return Ok(());
    }
    let rank = ctx.rank(input).unwrap_or(0);
    if rank != op.start(ctx).len() {
        return Err(op_error(
            ctx,
            op,
            "length of start attribute is not equal rank of input shape",
        ));
    }
    if rank != op.size(ctx).len() {
        return Err(op_error(
            ctx,
            op,
            "length of size attribute is not equal rank of input shape",
        ));
    }
    Ok(())
}

/// `tosa.tile`: one multiple per dimension, the input's rank kept.
pub fn tile(ctx: &Context, op: TileOp) -> Result<(), Diagnostic> {
    let input = ctx.rank(ctx.value_type(op.input1(ctx)));
    let output = ctx.rank(ctx.value_type(op.output(ctx)));
    let multiples = op.multiples(ctx).len();
    let length_error = |rank: usize| {
        op_error(
            ctx,
            op,
            format!("expect 'multiples' array to have length {rank} but got {multiples}."),
        )
    };
    match (input, output) {
        (Some(i), _) if i != multiples => Err(length_error(i)),
        (Some(i), Some(o)) if i != o => Err(op_error(
            ctx,
            op,
            "expect same input and output tensor rank.",
        )),
        (None, Some(o)) if o != multiples => Err(length_error(o)),
        _ => Ok(()),
    }
}

/// `tosa.reshape`: no zero dimension, `new_shape` agrees with the result,
/// the element counts agree, at most one `-1`.
pub fn reshape(ctx: &Context, op: ReshapeOp) -> Result<(), Diagnostic> {
    let input = ctx.value_type(op.input1(ctx));
    let output = ctx.value_type(op.output(ctx));
    if has_zero_dimension(ctx, input) || has_zero_dimension(ctx, output) {
        return Err(op_error(ctx, op, ZERO_DIMENSION));
    }
    let new_shape = op.new_shape(ctx);
    let out_shape = ctx.shape(output).unwrap_or(&[]);
    if new_shape.len() != out_shape.len() {
        return Err(op_error(ctx, op, "new shape does not match result rank"));
    }
    for (&n, &o) in new_shape.iter().zip(out_shape) {
        if n != -1 && o != DYNAMIC && n != o {
            return Err(op_error(
                ctx,
                op,
                "new shape is inconsistent with result shape",
            ));
        }
    }
    if ctx.has_static_shape(input) && ctx.has_static_shape(output) {
        let count = |t: Type| ctx.shape(t).unwrap_or(&[]).iter().product::<i64>();
        let (i, o) = (count(input), count(output));
        if i != o {
            return Err(op_error(
                ctx,
                op,
                format!("cannot reshape {i} elements into {o}"),
            ));
        }
    }
    if new_shape.iter().filter(|&&d| d == -1).count() > 1 {
        return Err(op_error(
            ctx,
            op,
            "expected at most one target dimension to be -1",
        ));
    }
    Ok(())
}

/// The checks of `tosa.reverse` and the reductions on an axis: not
/// negative, within the input's and the output's ranks, the ranks equal.
fn verify_axis(
    ctx: &Context,
    op: impl ir::OpWrapper,
    input: Value,
    output: Value,
    axis: i32,
    what: &str,
) -> Result<(), Diagnostic> {
    let axis = i64::from(axis);
    let in_rank = ctx.rank(ctx.value_type(input)).map(|r| r as i64);
    let out_rank = ctx.rank(ctx.value_type(output)).map(|r| r as i64);
    if let Some(rank) = in_rank {
        if axis >= rank && !(axis == 0 && rank == 0) {
            return Err(op_error(
                ctx,
                op,
                format!("expect input tensor rank ({rank}) to be larger than {what} axis ({axis})"),
            ));
        }
    }
    if let Some(rank) = out_rank {
        if in_rank.is_some_and(|r| r != rank) {
            return Err(op_error(
                ctx,
                op,
                "expect output tensor rank to be equal to input tensor rank",
            ));
        }
        if axis >= rank && !(axis == 0 && rank == 0) {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "expect output tensor rank ({rank}) to be larger than {what} axis ({axis})"
                ),
            ));
        }
    }
    Ok(())
}

/// `tosa.reverse`.
pub fn reverse(ctx: &Context, op: ReverseOp) -> Result<(), Diagnostic> {
    if op.axis(ctx) < 0 {
        return Err(op_error(ctx, op, "expected non-negative reverse axis"));
    }
    verify_axis(
        ctx,
        op,
        op.input(ctx),
        op.output(ctx),
        op.axis(ctx),
        "reverse",
    )
}

/// The reductions (`verifyReduceOp`): a valid axis whose output dimension
/// is 1.
pub fn reduce(
    ctx: &Context,
    op: impl ir::OpWrapper,
    input: Value,
    output: Value,
    axis: i32,
) -> Result<(), Diagnostic> {
    if axis < 0 {
        return Err(op_error(ctx, op, "reduce axis must not be negative"));
    }
    verify_axis(ctx, op, input, output, axis, "reduce")?;
    let out_type = ctx.value_type(output);
    if let Some(shape) = ctx.shape(out_type) {
        if !shape.is_empty() {
            let d = shape.get(axis as usize).copied().unwrap_or(DYNAMIC);
            if d != DYNAMIC && d != 1 {
                return Err(op_error(
                    ctx,
                    op,
                    format!("expect reduced dimension size to be 1, got {d}"),
                ));
            }
        }
    }
    Ok(())
}

/// Whether `perms` has no value twice (`isPermutationVector`).
pub fn is_permutation(perms: &[i64]) -> bool {
    // (Upstream's `isPermutationVector` checks that the values are
    // distinct, not that they are in range.)
    let mut seen = std::collections::HashSet::with_capacity(perms.len());
    perms.iter().all(|&p| seen.insert(p))
}

/// `tosa.transpose`: a rank-1 permutation as long as the input's and the
/// output's ranks, a valid one when constant.
pub fn transpose(ctx: &Context, op: TransposeOp) -> Result<(), Diagnostic> {
    let input = ctx.value_type(op.input1(ctx));
    let perm = ctx.value_type(op.perms(ctx));
    let output = ctx.value_type(op.output(ctx));
    let perm_shape = ctx.shape(perm);
    if let Some(shape) = perm_shape {
        if shape.len() != 1 {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "expected permutation tensor to be rank 1 but got rank {}",
                    shape.len()
                ),
            ));
        }
    }
    let perm_size = perm_shape
        .and_then(|s| s.first().copied())
        .filter(|&d| d != DYNAMIC);
    let in_rank = ctx.rank(input);
    let out_rank = ctx.rank(output);
    if let (Some(rank), Some(size)) = (in_rank, perm_size) {
        if size != rank as i64 {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "expected permutation tensor dim 0 to have size {rank} (input rank) but got size {size}"
                ),
            ));
        }
    }
    if let (Some(i), Some(o)) = (in_rank, out_rank) {
        if i != o {
            return Err(op_error(
                ctx,
                op,
                "expected input tensor rank to equal result tensor rank",
            ));
        }
    }
    if let (Some(rank), Some(size)) = (out_rank, perm_size) {
        if size != rank as i64 {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "expected permutation tensor dim 0 to have size {rank} (output rank) but got size {size}"
                ),
            ));
        }
    }
    if let Some(perms) = op.get_constant_perms(ctx) {
        if !is_permutation(&perms) {
            return Err(op_error(ctx, op, "expected valid permutation tensor"));
        }
    }
    Ok(())
}

/// `MulOperandsAndResultElementType::verifyTrait`: integer operands of one
/// type no wider than the result, or one element type throughout.
fn mul_operands_and_result_element_type(ctx: &Context, op: OpId) -> Result<(), String> {
    if ctx.num_results(op) != 1 {
        return Err("requires one result".into());
    }
    let result = ctx.element_type_or_self(ctx.value_type(ctx.result(op, 0)));
    let operand = |i: usize| ctx.element_type_or_self(ctx.value_type(ctx.operand(op, i)));
    if let Some((result_width, _)) = ctx.type_as_integer(result) {
        let (lhs, rhs) = (operand(0), operand(1));
        if lhs != rhs {
            return Err("requires the same element type for all operands".into());
        }
        let lhs_width = ctx.type_as_integer(lhs).map_or(0, |(w, _)| w);
        if lhs_width > result_width {
            return Err("invalid data type size for operands or result".into());
        }
        return Ok(());
    }
    let mismatched = (0..ctx.num_operands(op)).any(|i| operand(i) != result);
    if ctx.num_operands(op) == 0 {
        return Err("expected 1 or more operands, but found 0".into());
    }
    if mismatched {
        return Err("requires the same element type for all operands and results".into());
    }
    Ok(())
}

/// Adds the checks of the dialect's native traits to the ops that carry
/// them (right after [`register`]).
pub fn register_trait_verifiers(ctx: &mut Context) {
    ctx.add_custom_trait_verifier(MulOp::OPERATION_NAME, mul_operands_and_result_element_type);
}
