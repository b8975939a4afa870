//! The `tosa-optional-decompositions` pass (upstream's
//! `TosaOptionalDecompositions.cpp`) and its patterns: a 1x1 `tosa.conv2d`
//! as a `tosa.fully_connected` (`TosaDecomposeConv2D.cpp`), a 1x1
//! `tosa.depthwise_conv2d` as a `tosa.mul` (`TosaDecomposeDepthwise.cpp`),
//! a `tosa.transpose_conv2d` as a `tosa.conv2d`
//! (`TosaDecomposeTransposeConv.cpp`).

use super::TosaOptionalDecompositionsBase;
use crate::conversion_utils::{
    compute_reshape_output, equalize_ranks, rank_equalizing_reshape, RankReshape,
};
use crate::shape_utils::{infer_components, refined_type};
use crate::*;
use ir::pass::{OperationPass, PassFailure, PassRun};
use ir::rewrite::fn_pattern;
use ir::{
    apply_patterns_greedily, Attribute, GreedyConfig, OpId, PatternRewriter, RewritePattern,
    Signedness, Type, TypeFactory, Value, DYNAMIC,
};

/// The `tosa-optional-decompositions` pass.
#[derive(Clone, Debug, Default)]
pub struct TosaOptionalDecompositions {
    base: TosaOptionalDecompositionsBase,
}

impl OperationPass for TosaOptionalDecompositions {
    type Declaration = TosaOptionalDecompositionsBase;
    fn declaration(&self) -> &TosaOptionalDecompositionsBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut TosaOptionalDecompositionsBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let func = run.op();
        let mut patterns = decompose_conv2d_patterns();
        patterns.extend(decompose_transpose_conv_patterns());
        patterns.extend(decompose_depthwise_patterns());
        apply_patterns_greedily(run.ctx(), func, &patterns, GreedyConfig::default())
            .map(|_| ())
            .map_err(|_| PassFailure)
    }
}

/// `populateTosaDecomposeConv2D`.
pub fn decompose_conv2d_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![fn_pattern(
        Conv2DOp::OPERATION_NAME,
        "Conv2DIsFullyConnected",
        conv2d_is_fully_connected,
    )]
}

/// `populateTosaDecomposeDepthwise`.
pub fn decompose_depthwise_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![fn_pattern(
        DepthwiseConv2DOp::OPERATION_NAME,
        "DepthwiseConv2DIsMul",
        depthwise_conv2d_is_mul,
    )]
}

/// `populateTosaDecomposeTransposeConv`.
pub fn decompose_transpose_conv_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        fn_pattern(
            TransposeConv2DOp::OPERATION_NAME,
            "TransposeConvNonStridedConverter",
            transpose_conv_non_strided,
        ),
        fn_pattern(
            TransposeConv2DOp::OPERATION_NAME,
            "TransposeConvStridedConverter",
            transpose_conv_strided,
        ),
    ]
}

/// Dynamic sizes as `-1` (`convertFromMlirShape`).
fn from_mlir_shape(shape: &[i64]) -> Vec<i64> {
    shape
        .iter()
        .map(|&d| if d == DYNAMIC { -1 } else { d })
        .collect()
}

/// The dimensions of a ranked type.
fn dims(rw: &PatternRewriter<'_>, ty: Type) -> Option<Vec<i64>> {
    rw.shape(ty).map(<[i64]>::to_vec)
}

/// Whether `zp` is a value of the integer type `ty` (`validIntegerRange`).
fn valid_integer_range(rw: &PatternRewriter<'_>, ty: Type, zp: i64) -> bool {
    let Some((width, signedness)) = rw.type_as_integer(ty) else {
        return false;
    };
    let width = width.min(64);
    if signedness == Signedness::Unsigned {
        let max = if width == 64 {
            u64::MAX
        } else {
            (1u64 << width) - 1
        };
        return (zp as u64) <= max;
    }
    let (min, max) = if width == 64 {
        (i64::MIN, i64::MAX)
    } else if width == 0 {
        (0, 0)
    } else {
        (-(1i64 << (width - 1)), (1i64 << (width - 1)) - 1)
    };
    (min..=max).contains(&zp)
}

/// A splat of `value` (`getZeroAttr`, or an integer) for the tensor type
/// `ty` of element `element`; `None` for other element types.
fn splat_of(
    rw: &mut PatternRewriter<'_>,
    ty: Type,
    element: Type,
    value: i64,
) -> Option<Attribute> {
    if rw.is_float(element) {
        Some(rw.dense_float_attr(ty, &[value as f64]))
    } else if rw.type_as_integer(element).is_some() {
        Some(rw.dense_int_attr(ty, &[i128::from(value)]))
    } else {
        None
    }
}

/// A `tosa.const` of `attr`, of the attribute's type.
fn constant(rw: &mut PatternRewriter<'_>, op: OpId, ty: Type, attr: Attribute) -> Value {
    let loc = rw.op_loc(op);
    ConstOp::build(rw, loc, ty, attr).output(rw)
}

/// A `tosa.const` of `iN` values of shape `shape`.
fn int_constant(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    width: u32,
    shape: &[i64],
    values: &[i64],
) -> Value {
    let element = rw.integer_type(width, Signedness::Signless);
    let ty = rw.ranked_tensor(shape, element);
    let values: Vec<i128> = values.iter().map(|&v| i128::from(v)).collect();
    let attr = rw.dense_int_attr(ty, &values);
    constant(rw, op, ty, attr)
}

/// `input` padded by `pad` (flat `[before, after]` pairs per dimension)
/// with a scalar constant of `fill`, as `tosa.pad` of type
/// `padded`-shaped; `None` when the element type has no such constant.
fn pad_with(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    input: Value,
    shape: &[i64],
    pad: &[i64],
    fill: i64,
) -> Option<(Value, Vec<i64>)> {
    let element = rw.element_type_or_self(rw.value_type(input));
    let scalar = rw.ranked_tensor(&[], element);
    let fill_attr = splat_of(rw, scalar, element, fill)?;
    let mut new_shape = shape.to_vec();
    for (i, p) in pad.iter().enumerate() {
        if new_shape[i / 2] != DYNAMIC {
            new_shape[i / 2] += p;
        }
    }
    let padding = int_constant(rw, op, 64, &[pad.len() as i64 / 2, 2], pad);
    let fill_value = constant(rw, op, scalar, fill_attr);
    let ty = rw.ranked_tensor(&new_shape, element);
    let loc = rw.op_loc(op);
    let padded = PadOp::build(rw, loc, ty, input, padding, Some(fill_value), None).output(rw);
    Some((padded, new_shape))
}

/// `Conv2DIsFullyConnected`: a conv2d with a 1x1 kernel and unit strides
/// (its input padded first) as a fully connected layer over the input
/// reshaped to `[N*H*W, C]`, reshaped back.
fn conv2d_is_fully_connected(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(conv) = Conv2DOp::cast(rw, op) else {
        return false;
    };
    let mut input = conv.input(rw);
    let weight = conv.weight(rw);
    let mut input_type = rw.value_type(input);
    let weight_type = rw.value_type(weight);
    let result_type = rw.value_type(conv.output(rw));
    let Some(mut input_shape) = dims(rw, input_type) else {
        return false;
    };
    let num_dynamic = input_shape.iter().filter(|&&d| d == DYNAMIC).count();
    if num_dynamic > 1 {
        return rw.notify_match_failure("at most one dim in input may be dynamic");
    }
    let Some(weight_shape) = dims(rw, weight_type) else {
        return rw.notify_match_failure("unranked weight input");
    };
    if conv.stride(rw).iter().any(|&s| s != 1) {
        return false;
    }
    if weight_shape.len() != 4
        || input_shape.len() != 4
        || weight_shape[1] != 1
        || weight_shape[2] != 1
    {
        return false;
    }
    let mut pad = vec![0i64; 8];
    for (i, &p) in conv.pad(rw).iter().enumerate().take(6) {
        pad[i + 2] = p;
    }
    let quantization = conv.quantization_info(rw);
    let quantization_attr = conv.quantization_info_attr(rw);
    let input_element = rw.element_type_or_self(input_type);
    if pad.iter().any(|&p| p != 0) {
        let mut fill = 0;
        if let Some(q) = quantization {
            let zp = q.input_zp(rw);
            if !valid_integer_range(rw, input_element, zp) {
                return rw.notify_match_failure(
                    "tosa.conv op quantization has zp outside of input range",
                );
            }
            fill = zp;
        }
        let Some((padded, new_shape)) = pad_with(rw, op, input, &input_shape, &pad, fill) else {
            return false;
        };
        input = padded;
        input_shape = new_shape;
        input_type = rw.value_type(input);
    }
    let combined = if num_dynamic == 0 {
        input_shape[0] * input_shape[1] * input_shape[2]
    } else {
        DYNAMIC
    };
    let loc = rw.op_loc(op);
    let revised_input = [combined, input_shape[3]];
    let element = rw.element_type_or_self(input_type);
    let ty = rw.ranked_tensor(&revised_input, element);
    let reshaped_input =
        ReshapeOp::build_with_values(rw, loc, ty, input, &from_mlir_shape(&revised_input))
            .output(rw);
    let revised_weight = [weight_shape[0], weight_shape[3]];
    let element = rw.element_type_or_self(weight_type);
    let ty = rw.ranked_tensor(&revised_weight, element);
    let reshaped_weight =
        ReshapeOp::build_with_values(rw, loc, ty, weight, &from_mlir_shape(&revised_weight))
            .output(rw);
    let result_element = rw.element_type_or_self(result_type);
    let ty = rw.ranked_tensor(&[combined, weight_shape[0]], result_element);
    let bias = conv.bias(rw);
    let fully_connected = FullyConnectedOp::build(
        rw,
        loc,
        ty,
        reshaped_input,
        reshaped_weight,
        bias,
        quantization_attr,
    )
    .output(rw);
    let output_shape = [
        input_shape[0],
        input_shape[1],
        input_shape[2],
        weight_shape[0],
    ];
    let reshaped = ReshapeOp::build_with_values(
        rw,
        loc,
        result_type,
        fully_connected,
        &from_mlir_shape(&output_shape),
    )
    .output(rw);
    rw.replace_op(op, &[reshaped]).is_ok()
}

/// `DepthwiseConv2DIsMul`: a depthwise conv2d with a 1x1 kernel and unit
/// strides as an elementwise multiplication of the input reshaped to
/// `[N, H, W, C, 1]` (cast to the result's element type, zero points
/// subtracted, padded) by the weights, reshaped to `[N, H, W, C * M]`,
/// plus the bias.
fn depthwise_conv2d_is_mul(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(conv) = DepthwiseConv2DOp::cast(rw, op) else {
        return false;
    };
    let mut input = conv.input(rw);
    let mut weight = conv.weight(rw);
    let input_type = rw.value_type(input);
    let mut weight_type = rw.value_type(weight);
    let result_type = rw.value_type(conv.output(rw));
    if !(rw.has_static_shape(input_type)
        && rw.has_static_shape(weight_type)
        && rw.has_static_shape(result_type))
    {
        return false;
    }
    if conv.stride(rw).iter().any(|&s| s != 1) {
        return false;
    }
    let (Some(input_shape), Some(weight_shape), Some(output_shape)) = (
        dims(rw, input_type),
        dims(rw, weight_type),
        dims(rw, result_type),
    ) else {
        return false;
    };
    if input_shape.len() != 4
        || weight_shape.len() != 4
        || weight_shape[0] != 1
        || weight_shape[1] != 1
    {
        return false;
    }
    let result_element = rw.element_type_or_self(result_type);
    let element = rw.element_type_or_self(input_type);
    let weight_element = rw.element_type_or_self(weight_type);
    let quantization = conv
        .quantization_info(rw)
        .map(|q| (q.input_zp(rw), q.weight_zp(rw)));
    let mut pad = vec![0i64; 10];
    for (i, &p) in conv.pad(rw).iter().enumerate().take(8) {
        pad[i + 2] = p;
    }
    // What fails after upstream has built part of the rewrite is checked
    // first here (upstream leaves those ops for the driver to erase).
    // (The input and weights are cast to the result's element type.)
    let padded = pad.iter().any(|&p| p != 0);
    let needs_constant = padded || quantization.is_some_and(|(i, w)| i != 0 || w != 0);
    if needs_constant
        && !(rw.is_float(result_element) || rw.type_as_integer(result_element).is_some())
    {
        return false;
    }
    let mut padded_shape = vec![
        input_shape[0],
        input_shape[1],
        input_shape[2],
        input_shape[3],
        1,
    ];
    for (i, p) in pad.iter().enumerate() {
        padded_shape[i / 2] += p;
    }
    let Some(weight_reshape) = compute_reshape_output(&padded_shape, &weight_shape) else {
        return false;
    };
    let bias = conv.bias(rw);
    let Some(bias_shape) = dims(rw, rw.value_type(bias)) else {
        return false;
    };
    let Some(bias_reshape) = rank_equalizing_reshape(&output_shape, &bias_shape) else {
        return false;
    };

    let loc = rw.op_loc(op);
    let revised = [
        input_shape[0],
        input_shape[1],
        input_shape[2],
        input_shape[3],
        1,
    ];
    let mut current_type = rw.ranked_tensor(&revised, element);
    input = ReshapeOp::build_with_values(rw, loc, current_type, input, &revised).output(rw);
    if element != result_element {
        current_type = rw.with_element_type(current_type, result_element);
        input = CastOp::build(rw, loc, current_type, input).output(rw);
    }
    if weight_element != result_element {
        weight_type = rw.with_element_type(weight_type, result_element);
        weight = CastOp::build(rw, loc, weight_type, weight).output(rw);
    }
    if let Some((izp, wzp)) = quantization {
        for (value, zp) in [(&mut input, izp), (&mut weight, wzp)] {
            if zp == 0 {
                continue;
            }
            let ty = rw.value_type(*value);
            let ety = rw.element_type_or_self(ty);
            let rank = rw.shape(ty).map_or(0, <[i64]>::len);
            let zp_type = rw.ranked_tensor(&vec![1; rank], ety);
            let Some(attr) = splat_of(rw, zp_type, ety, zp) else {
                return false;
            };
            let zp_value = constant(rw, op, zp_type, attr);
            *value = SubOp::build(rw, loc, ty, *value, zp_value).output(rw);
        }
    }
    if padded {
        let Some((new_input, _)) = pad_with(rw, op, input, &revised, &pad, 0) else {
            return false;
        };
        input = new_input;
    }
    let mul_shape = [
        padded_shape[0],
        padded_shape[1],
        padded_shape[2],
        padded_shape[3],
        weight_shape[3],
    ];
    let weight_element = rw.element_type_or_self(rw.value_type(weight));
    let mul_type = rw.ranked_tensor(&mul_shape, weight_element);
    let weight_reshape = RankReshape {
        first_lower: false,
        shape: weight_reshape,
    };
    equalize_ranks(rw, loc, &mut input, &mut weight, Some(weight_reshape));
    let mul = MulOp::build_with_values(rw, loc, mul_type, input, weight, 0).output(rw);
    let input_element = rw.element_type_or_self(rw.value_type(input));
    let output_type = rw.ranked_tensor(&output_shape, input_element);
    let mut output =
        ReshapeOp::build_with_values(rw, loc, output_type, mul, &output_shape).output(rw);
    let mut bias = bias;
    equalize_ranks(rw, loc, &mut output, &mut bias, bias_reshape);
    let add = AddOp::build(rw, loc, output_type, output, bias).output(rw);
    rw.replace_op(op, &[add]).is_ok()
}

/// Builds an op and refines its one result type by its shape inference
/// (`createOpAndInfer`): the inferred shape joined with the built type.
fn infer_result(rw: &mut PatternRewriter<'_>, op: OpId) -> Value {
    let result = rw.result(op, 0);
    let Some(predicted) = infer_components(rw, op).and_then(|s| s.into_iter().next()) else {
        return result;
    };
    let current = rw.value_type(result);
    if let Some(new) = refined_type(rw, current, predicted) {
        // (Upstream sets the type without notifying the rewriter.)
        let _ = rw.set_value_type(result, new);
    }
    result
}

/// `TransposeConvNonStridedConverter`: a transpose conv2d of unit strides
/// as a conv2d of the kernel reversed along height and width, padded by
/// the kernel size less one plus the output padding.
fn transpose_conv_non_strided(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(conv) = TransposeConv2DOp::cast(rw, op) else {
        return false;
    };
    let (input, weight, bias) = (rw.operand(op, 0), rw.operand(op, 1), rw.operand(op, 2));
    let (input_type, weight_type, bias_type) = (
        rw.value_type(input),
        rw.value_type(weight),
        rw.value_type(bias),
    );
    let result_type = rw.value_type(rw.result(op, 0));
    let stride = conv.stride(rw).to_vec();
    let pad = conv.out_pad(rw).to_vec();
    if stride.iter().any(|&s| s != 1) {
        return false;
    }
    if [input_type, weight_type, bias_type, result_type]
        .iter()
        .any(|&t| !rw.has_static_shape(t))
    {
        return false;
    }
    let Some(weight_shape) = dims(rw, weight_type) else {
        return false;
    };
    if weight_shape.len() != 4 || pad.len() != 4 {
        return false;
    }
    let (kh, kw) = (weight_shape[1], weight_shape[2]);
    let conv_pad = [
        kh - 1 + pad[0],
        kh - 1 + pad[1],
        kw - 1 + pad[2],
        kw - 1 + pad[3],
    ];
    let loc = rw.op_loc(op);
    let reverse1 = ReverseOp::build_with_values(rw, loc, weight_type, weight, 1).output(rw);
    let reverse2 = ReverseOp::build_with_values(rw, loc, weight_type, reverse1, 2).output(rw);
    let quantization = conv.quantization_info_attr(rw);
    let conv2d = Conv2DOp::build_with_values(
        rw,
        loc,
        result_type,
        input,
        reverse2,
        bias,
        &conv_pad,
        &stride,
        &[1, 1],
        quantization,
        false,
    );
    // (Upstream's builder leaves `local_bound` unset.)
    conv2d.remove_local_bound_attr(rw);
    let result = conv2d.output(rw);
    rw.replace_op(op, &[result]).is_ok()
}

/// An op of the strided decomposition, built with an unranked result
/// type that its shape inference refines.
enum Step<'a> {
    /// `tosa.pad` by an `i32` padding constant, with a zero point.
    Pad(&'a [i64], Option<i64>),
    /// `tosa.reshape` to a shape.
    Reshape(&'a [i64]),
    /// `tosa.transpose` by an `i32` permutation constant.
    Transpose(&'a [i64]),
    /// `tosa.reverse` along an axis.
    Reverse(i32),
    /// `tosa.slice` from a start, of a size.
    Slice(&'a [i64], &'a [i64]),
}

/// `step` applied to `input`, built with result type `tensor<*x element>`
/// and refined by its shape inference (`createOpAndInfer`); a constant
/// operand is built first.
fn create_and_infer(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    input: Value,
    element: Type,
    step: Step<'_>,
) -> Value {
    let loc = rw.op_loc(op);
    let ty = rw.unranked_tensor(element);
    let created = match step {
        Step::Pad(padding, zp) => {
            let padding = int_constant(rw, op, 32, &[4, 2], padding);
            let quantization =
                zp.map(|zp| ir::AttrHandle::to_attr(PadOpQuantizationAttr::get(rw, zp)));
            PadOp::build(rw, loc, ty, input, padding, None, quantization).operation()
        }
        Step::Reshape(shape) => ReshapeOp::build_with_values(rw, loc, ty, input, shape).operation(),
        Step::Transpose(perms) => {
            let perms = int_constant(rw, op, 32, &[perms.len() as i64], perms);
            TransposeOp::build(rw, loc, ty, input, perms).operation()
        }
        Step::Reverse(axis) => ReverseOp::build_with_values(rw, loc, ty, input, axis).operation(),
        Step::Slice(start, size) => {
            SliceOp::build_with_values(rw, loc, ty, input, start, size).operation()
        }
    };
    infer_result(rw, created)
}

/// `TransposeConvStridedConverter`: a strided transpose conv2d as a
/// conv2d of unit strides with the strides folded into the output
/// channels (the kernel padded to a multiple of the strides, reshaped,
/// transposed and reversed; the input padded), the result unfolded,
/// sliced and padded to the output size, plus the bias.
fn transpose_conv_strided(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(conv) = TransposeConv2DOp::cast(rw, op) else {
        return false;
    };
    let (mut input, mut weight, bias) = (rw.operand(op, 0), rw.operand(op, 1), rw.operand(op, 2));
    let (input_type, weight_type, bias_type) = (
        rw.value_type(input),
        rw.value_type(weight),
        rw.value_type(bias),
    );
    let result_type = rw.value_type(rw.result(op, 0));
    let input_element = rw.element_type_or_self(input_type);
    let weight_element = rw.element_type_or_self(weight_type);
    let bias_element = rw.element_type_or_self(bias_type);
    let result_element = rw.element_type_or_self(result_type);
    let pad = conv.out_pad(rw).to_vec();
    let stride = conv.stride(rw).to_vec();
    if stride.iter().all(|&s| s == 1) {
        return rw.notify_match_failure("non-one stride found.");
    }
    if [input_type, weight_type, bias_type, result_type]
        .iter()
        .any(|&t| !rw.has_static_shape(t))
    {
        return false;
    }
    let (Some(input_shape), Some(weight_shape), Some(result_shape), Some(bias_shape)) = (
        dims(rw, input_type),
        dims(rw, weight_type),
        dims(rw, result_type),
        dims(rw, bias_type),
    ) else {
        return false;
    };
    if input_shape.len() != 4
        || weight_shape.len() != 4
        || result_shape.len() != 4
        || stride.len() != 2
        || pad.len() != 4
        || stride.iter().any(|&s| s <= 0)
    {
        return false;
    }
    // The final `EqualizeRanks` of the padded result and the bias,
    // checked before anything is built.
    let final_shape = [
        input_shape[0],
        result_shape[1],
        result_shape[2],
        weight_shape[0],
    ];
    let bias_reshape = match rank_equalizing_reshape(&final_shape, &bias_shape) {
        Some(r) => r,
        None => return false,
    };
    let quantization = conv
        .quantization_info(rw)
        .map(|q| (q.input_zp(rw), q.weight_zp(rw)));
    let quantization_attr = conv.quantization_info_attr(rw);
    let batch = input_shape[0];
    let output_channels = weight_shape[0];
    let weight_height = weight_shape[1];
    let weight_width = weight_shape[2];
    let input_channels = weight_shape[3];

    let mut weight_padding = [0i64; 8];
    weight_padding[3] = if weight_height % stride[0] != 0 {
        stride[0] - weight_height % stride[0]
    } else {
        0
    };
    weight_padding[5] = if weight_width % stride[1] != 0 {
        stride[1] - weight_width % stride[1]
    } else {
        0
    };
    weight = create_and_infer(
        rw,
        op,
        weight,
        weight_element,
        Step::Pad(&weight_padding, quantization.map(|q| q.1)),
    );
    let Some(padded_weight) = dims(rw, rw.value_type(weight)) else {
        return false;
    };
    let (weight_height, weight_width) = (padded_weight[1], padded_weight[2]);
    let dims0 = [
        output_channels,
        weight_height / stride[0],
        stride[0],
        weight_width / stride[1],
        stride[1],
        input_channels,
    ];
    weight = create_and_infer(rw, op, weight, weight_element, Step::Reshape(&dims0));
    weight = create_and_infer(
        rw,
        op,
        weight,
        weight_element,
        Step::Transpose(&[2, 4, 0, 1, 3, 5]),
    );
    let dims1 = [
        output_channels * stride[0] * stride[1],
        weight_height / stride[0],
        weight_width / stride[1],
        input_channels,
    ];
    weight = create_and_infer(rw, op, weight, weight_element, Step::Reshape(&dims1));
    let Some(restrided) = dims(rw, rw.value_type(weight)) else {
        return false;
    };
    weight = create_and_infer(rw, op, weight, weight_element, Step::Reverse(1));
    weight = create_and_infer(rw, op, weight, weight_element, Step::Reverse(2));

    let mut input_padding = [0i64; 8];
    input_padding[2] += restrided[1] - 1;
    input_padding[3] += restrided[1] - 1;
    input_padding[4] += restrided[2] - 1;
    input_padding[5] += restrided[2] - 1;
    input = create_and_infer(
        rw,
        op,
        input,
        input_element,
        Step::Pad(&input_padding, quantization.map(|q| q.0)),
    );

    let channels = output_channels * stride[0] * stride[1];
    let zero_type = rw.ranked_tensor(&[channels], bias_element);
    let Some(zero) = splat_of(rw, zero_type, bias_element, 0) else {
        return false;
    };
    let zero_bias = constant(rw, op, zero_type, zero);

    let loc = rw.op_loc(op);
    let unranked_result = rw.unranked_tensor(result_element);
    let conv2d = Conv2DOp::build_with_values(
        rw,
        loc,
        unranked_result,
        input,
        weight,
        zero_bias,
        &[0, 0, 0, 0],
        &[1, 1],
        &[1, 1],
        quantization_attr,
        false,
    );
    conv2d.remove_local_bound_attr(rw);
    let mut result = infer_result(rw, conv2d.operation());
    let conv_type = rw.value_type(result);
    let conv_element = rw.element_type_or_self(conv_type);
    let Some(conv_shape) = dims(rw, conv_type) else {
        return false;
    };
    let (conv_height, conv_width) = (conv_shape[1], conv_shape[2]);
    let reshape0 = [
        batch,
        conv_height,
        conv_width,
        stride[0],
        stride[1],
        output_channels,
    ];
    result = create_and_infer(rw, op, result, result_element, Step::Reshape(&reshape0));
    result = create_and_infer(
        rw,
        op,
        result,
        conv_element,
        Step::Transpose(&[0, 1, 3, 2, 4, 5]),
    );
    let reshape1 = [
        batch,
        conv_height * stride[0],
        conv_width * stride[1],
        output_channels,
    ];
    result = create_and_infer(rw, op, result, result_element, Step::Reshape(&reshape1));

    let slice_top = (-pad[0]).max(0);
    let slice_left = (-pad[2]).max(0);
    let pad_top = pad[0].max(0);
    let pad_left = pad[2].max(0);
    let slice_height = (reshape1[1] - slice_top).min(result_shape[1] - pad_top);
    let slice_width = (reshape1[2] - slice_left).min(result_shape[2] - pad_left);
    let slice_begin = [0, slice_top, slice_left, 0];
    let mut slice_size = reshape1.to_vec();
    slice_size[1] = slice_height;
    slice_size[2] = slice_width;
    let slice = create_and_infer(
        rw,
        op,
        result,
        result_element,
        Step::Slice(&slice_begin, &slice_size),
    );

    let mut result_padding = [0i64; 8];
    result_padding[2] = pad_top;
    result_padding[3] = result_shape[1] - pad_top - slice_size[1];
    result_padding[4] = pad_left;
    result_padding[5] = result_shape[2] - pad_left - slice_size[2];
    let mut padded = create_and_infer(
        rw,
        op,
        slice,
        result_element,
        Step::Pad(&result_padding, None),
    );

    let mut bias = bias;
    equalize_ranks(rw, loc, &mut padded, &mut bias, bias_reshape);
    let add = AddOp::build(rw, loc, result_type, padded, bias).output(rw);
    rw.replace_op(op, &[add]).is_ok()
}
