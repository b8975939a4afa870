//! The lowerings of `TosaToLinalgNamed.cpp`: tosa's matmul, fully
//! connected, pooling, convolution and transpose ops as linalg's named
//! ops on tensors.

use ir::conversion::{ConversionPattern, ConversionRewriter};
use ir::{Attribute, Location, OpBuilder, OpFoldResult as Ofr, OpId, Signedness, Type, Value};
use linalg::GenericOp;

use crate::util::*;
use crate::NamedOptions;

/// `linalgBroadcastAndMaybeExtSI`: `source` broadcast to the outer
/// dimensions of `result` (a generic op), extended to its element type.
fn broadcast_and_maybe_extsi(
    b: &mut OpBuilder<'_>,
    loc: Location,
    source: Value,
    result: Value,
) -> Value {
    let result_type = b.value_type(result);
    let source_type = b.value_type(source);
    let result_rank = shape(b, result_type).len();
    let source_shape = shape(b, source_type);
    let source_rank = source_shape.len();
    let exprs: Vec<_> = if source_rank == 1 && source_shape[0] == 1 {
        vec![b.affine_constant(0)]
    } else {
        (0..source_rank)
            .map(|d| b.affine_dim((d + result_rank - source_rank) as u32))
            .collect()
    };
    let map = b.affine_map(result_rank as u32, 0, &exprs);
    let identity = b.identity_affine_map(result_rank as u32);
    let maps = [b.affine_map_attr(map), b.affine_map_attr(identity)];
    let maps = b.array_attr(&maps);
    let iterators = parallel_iterators(b, result_rank);
    let op = GenericOp::build(
        b,
        loc,
        &[result_type],
        &[source],
        &[result],
        maps,
        iterators,
        None,
        None,
    );
    let source_element = b.element_type_or_self(source_type);
    let result_element = b.element_type_or_self(result_type);
    let args = [
        (source_element, b.value_loc(source)),
        (result_element, b.value_loc(result)),
    ];
    let region = op.region(b);
    let saved = b.insertion_point();
    let block = b.create_block(region, &args);
    let block_args = b.block_args(block);
    let mut bias = block_args[0];
    if result_element != source_element {
        bias = arith::ExtSIOp::build(b, loc, result_element, bias).out(b);
    }
    linalg::YieldOp::build(b, loc, &[bias]);
    b.set_insertion_point(saved);
    b.result(op.operation(), 0)
}

/// `MatMulConverter`: `linalg.batch_matmul` (or its quantized form) into
/// a zero-filled tensor.
fn lower_matmul(op: OpId, operands: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let Some(matmul) = tosa::MatMulOp::cast(rw, op) else {
        return false;
    };
    let loc = rw.op_loc(op);
    let output_type = rw.result_types(op)[0];
    let output_shape = shape(rw, output_type);
    let element = rw.element_type_or_self(output_type);
    let (a, b) = (rw.operand(op, 0), rw.operand(op, 1));
    let mut dyn_dims = vec![None; output_shape.len()];
    for (i, (source, d)) in [(a, 0), (a, 1), (b, 2)].into_iter().enumerate() {
        if output_shape.get(i) == Some(&DYNAMIC) {
            dyn_dims[i] = Some(dim(rw, loc, source, d));
        }
    }
    let filtered = condense(dyn_dims);
    let zero_attr = zero_attr(rw, element);
    let zero = constant(rw, loc, zero_attr);
    let empty_tensor = empty(rw, loc, &output_shape, element, &filtered);
    let Some(zero_tensor) = fill(rw, loc, zero, empty_tensor) else {
        return false;
    };
    let (a, b) = (operands[0], operands[1]);
    let result = match matmul.quantization_info(rw) {
        None => named(
            rw,
            loc,
            "batch_matmul",
            &[a, b],
            &[zero_tensor],
            &[output_type],
            &[],
        ),
        Some(q) => {
            let storage = q.storage(rw);
            let (a_zp, b_zp) = (storage.a_zp, storage.b_zp);
            let a_zp = i32_constant(rw, loc, a_zp);
            let b_zp = i32_constant(rw, loc, b_zp);
            named(
                rw,
                loc,
                "quantized_batch_matmul",
                &[a, b, a_zp, b_zp],
                &[zero_tensor],
                &[output_type],
                &[],
            )
        }
    };
    result.is_some_and(|r| rw.replace_op(op, &[r]).is_ok())
}

/// `FullyConnectedConverter`: the weight transposed (a `tosa.transpose`,
/// lowered in turn), the bias broadcast into the result, and
/// `linalg.matmul` (or its quantized form) accumulating into it.
fn lower_fully_connected(
    op: OpId,
    _operands: &[Value],
    rw: &mut ConversionRewriter<'_, '_>,
) -> bool {
    let Some(fc) = tosa::FullyConnectedOp::cast(rw, op) else {
        return false;
    };
    let loc = rw.op_loc(op);
    let output_type = rw.result_types(op)[0];
    let output_shape = shape(rw, output_type);
    let input = fc.input(rw);
    let input_shape = shape(rw, rw.value_type(input));
    let bias = fc.bias(rw);
    let weight = fc.weight(rw);
    let weight_type = rw.value_type(weight);
    let weight_shape = shape(rw, weight_type);
    if weight_shape.len() != 2 {
        return false;
    }
    let output_element = rw.element_type_or_self(output_type);
    let mut dyn_dims = vec![None; output_shape.len()];
    if input_shape.first() == Some(&DYNAMIC) && !dyn_dims.is_empty() {
        dyn_dims[0] = Some(dim(rw, loc, input, 0));
    }
    if weight_shape.first() == Some(&DYNAMIC) && dyn_dims.len() > 1 {
        dyn_dims[1] = Some(dim(rw, loc, weight, 0));
    }
    let filtered = condense(dyn_dims);
    let i64t = rw.integer_type(64, Signedness::Signless);
    let perm_type = rw.ranked_tensor(&[2], i64t);
    let perm_attr = rw.dense_int_elements_attr(perm_type, &[1, 0]);
    let permutation = constant(rw, loc, perm_attr);
    let weight_element = rw.element_type_or_self(weight_type);
    let new_weight_type = rw.ranked_tensor(&[weight_shape[1], weight_shape[0]], weight_element);
    let transposed =
        tosa::TransposeOp::build(rw, loc, new_weight_type, weight, permutation).output(rw);
    let bias_empty = empty(rw, loc, &output_shape, output_element, &filtered);
    let broadcast_bias = broadcast_and_maybe_extsi(rw, loc, bias, bias_empty);
    let result = match fc.quantization_info(rw) {
        None => named(
            rw,
            loc,
            "matmul",
            &[input, transposed],
            &[broadcast_bias],
            &[output_type],
            &[],
        ),
        Some(q) => {
            let storage = q.storage(rw);
            let (input_zp, weight_zp) = (storage.input_zp, storage.weight_zp);
            let input_zp = i32_constant(rw, loc, input_zp);
            let weight_zp = i32_constant(rw, loc, weight_zp);
            named(
                rw,
                loc,
                "quantized_matmul",
                &[input, transposed, input_zp, weight_zp],
                &[broadcast_bias],
                &[output_type],
                &[],
            )
        }
    };
    result.is_some_and(|r| rw.replace_op(op, &[r]).is_ok())
}

/// `TransposeConverter`: `linalg.transpose` into a `tensor.empty` of the
/// permuted sizes.
fn lower_transpose(op: OpId, _operands: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let Some(transpose) = tosa::TransposeOp::cast(rw, op) else {
        return false;
    };
    let Some(perms) = tosa::ops::constant_perms(rw, transpose) else {
        return false;
    };
    let loc = rw.op_loc(op);
    let input = transpose.input1(rw);
    let sizes = tensor::builders::mixed_sizes_at(rw, loc, input);
    let Some(permuted) = perms
        .iter()
        .map(|&p| usize::try_from(p).ok().and_then(|p| sizes.get(p).copied()))
        .collect::<Option<Vec<Ofr>>>()
    else {
        return false;
    };
    let element = rw.element_type_or_self(rw.value_type(input));
    let init = empty_mixed(rw, loc, &permuted, element);
    let init_type = rw.value_type(init);
    let new = linalg::TransposeOp::build_with_values(rw, loc, &[init_type], input, init, &perms);
    // The body upstream's builder makes (`buildIdentityRegion`): the
    // input's element yielded.
    let args = [(element, loc), (element, loc)];
    let region = new.region(rw);
    let saved = rw.insertion_point();
    let block = rw.create_block(region, &args);
    let first = rw.block_args(block)[0];
    linalg::YieldOp::build(rw, loc, &[first]);
    rw.set_insertion_point(saved);
    let result = rw.result(new.operation(), 0);
    rw.replace_op(op, &[result]).is_ok()
}

/// `getConvOrPoolOutputDim`: `(in + pad_before + pad_after - (dilation *
/// (kernel - 1) + 1)) / stride + 1` in `index` arithmetic.
#[allow(clippy::too_many_arguments)]
fn conv_or_pool_output_dim(
    b: &mut OpBuilder<'_>,
    loc: Location,
    input_dim: Value,
    (pad_before, pad_after): (i64, i64),
    kernel_dim: Value,
    stride: i64,
    dilation: i64,
) -> Value {
    let ty = b.value_type(input_dim);
    let one_attr = b.integer_attr(ty, 1);
    let one = constant(b, loc, one_attr);
    let bin = |b: &mut OpBuilder<'_>, name: &str, l: Value, r: Value| {
        let op = b.create_simple(name, loc, &[l, r], &[ty], &[]);
        b.result(op, 0)
    };
    let pad_before = scf::utils::constant_index(b, loc, pad_before);
    let padded_before = bin(b, "arith.addi", input_dim, pad_before);
    let pad_after = scf::utils::constant_index(b, loc, pad_after);
    let padded_after = bin(b, "arith.addi", padded_before, pad_after);
    let sub_one = bin(b, "arith.subi", kernel_dim, one);
    let dilation = scf::utils::constant_index(b, loc, dilation);
    let dilated = bin(b, "arith.muli", dilation, sub_one);
    let add_one = bin(b, "arith.addi", dilated, one);
    let subtract = bin(b, "arith.subi", padded_after, add_one);
    let stride = scf::utils::constant_index(b, loc, stride);
    let divide = bin(b, "arith.divui", subtract, stride);
    bin(b, "arith.addi", divide, one)
}

/// `applyPad`: `input` padded by `pad` (low and high per dimension) with
/// the constant `pad_attr`, unless every pad is 0.
fn apply_pad(
    b: &mut OpBuilder<'_>,
    loc: Location,
    input: Value,
    pad: &[i64],
    pad_attr: Attribute,
) -> Value {
    if pad.iter().all(|&p| p == 0) {
        return input;
    }
    let ty = b.value_type(input);
    let input_shape = shape(b, ty);
    let element = b.element_type_or_self(ty);
    let mut padded = Vec::new();
    let mut low = Vec::new();
    let mut high = Vec::new();
    for (i, &size) in input_shape.iter().enumerate() {
        let (lo, hi) = (pad[i * 2], pad[i * 2 + 1]);
        padded.push(if size == DYNAMIC {
            size
        } else {
            size + hi + lo
        });
        low.push(Ofr::Attr(b.index_attr(lo)));
        high.push(Ofr::Attr(b.index_attr(hi)));
    }
    let pad_value = constant(b, loc, pad_attr);
    let result_type = b.ranked_tensor(&padded, element);
    tensor::builders::build_pad(b, loc, result_type, input, (&low, &high), pad_value).result(b)
}

/// The most negative finite value of a float type (`APFloat::getLargest`
/// negated), for `f32`, `bf16` and `f16`.
fn lowest_float(b: &OpBuilder<'_>, ty: Type) -> Option<f64> {
    if b.is_f32(ty) {
        Some(-f64::from(f32::MAX))
    } else if b.is_bf16(ty) {
        Some(-3.389_531_389_251_535_5e38)
    } else if b.is_f16(ty) {
        Some(-65504.0)
    } else {
        None
    }
}

/// `MaxPool2dConverter`: `linalg.pooling_nhwc_max` of the input padded
/// with the lowest value, into a tensor filled with it.
fn lower_max_pool(op: OpId, _operands: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let Some(pool) = tosa::MaxPool2dOp::cast(rw, op) else {
        return false;
    };
    let loc = rw.op_loc(op);
    let input = pool.input(rw);
    let input_type = rw.value_type(input);
    let result_type = rw.result_types(op)[0];
    let result_shape = shape(rw, result_type);
    let element = rw.element_type_or_self(input_type);
    let kernel = pool.kernel(rw).to_vec();
    let pad_attr = pool.pad(rw).to_vec();
    let stride = pool.stride(rw).to_vec();
    // `computeDynamicOutputSizes`.
    let mut dynamic = Vec::new();
    if result_shape.first() == Some(&DYNAMIC) {
        dynamic.push(dim(rw, loc, input, 0));
    }
    for d in [1usize, 2] {
        if result_shape.get(d) != Some(&DYNAMIC) {
            continue;
        }
        let index = d - 1;
        let ihw = dim(rw, loc, input, d);
        let khw = scf::utils::constant_index(rw, loc, kernel[index]);
        let ohw = conv_or_pool_output_dim(
            rw,
            loc,
            ihw,
            (pad_attr[index * 2], pad_attr[index * 2 + 1]),
            khw,
            stride[index],
            1,
        );
        dynamic.push(ohw);
    }
    if result_shape.get(3) == Some(&DYNAMIC) {
        dynamic.push(dim(rw, loc, input, 3));
    }
    let initial = if let Some(v) = lowest_float(rw, element) {
        rw.float_attr(element, v)
    } else if rw.is_any_integer(element) {
        let width = rw.int_or_float_width(element).unwrap_or(64);
        let (min, _) = signed_range(width);
        rw.integer_attr(element, min)
    } else {
        return rw.notify_match_failure("Unsupported initial value for tosa.maxpool_2d op");
    };
    let mut pad = vec![0, 0];
    pad.extend_from_slice(&pad_attr);
    pad.extend([0, 0]);
    let padded = apply_pad(rw, loc, input, &pad, initial);
    let initial_value = constant(rw, loc, initial);
    let i64t = rw.integer_type(64, Signedness::Signless);
    let vec_type = rw.vector_type(&[stride.len() as i64], i64t);
    let stride_attr = rw.dense_int_elements_attr(vec_type, &stride);
    let dilation_type = rw.vector_type(&[2], i64t);
    let dilation_attr = rw.dense_int_elements_attr(dilation_type, &[1, 1]);
    let result_element = rw.element_type_or_self(result_type);
    let empty_tensor = empty(rw, loc, &result_shape, result_element, &dynamic);
    let Some(filled) = fill(rw, loc, initial_value, empty_tensor) else {
        return false;
    };
    let window = empty(rw, loc, &kernel, element, &[]);
    let result = named(
        rw,
        loc,
        "pooling_nhwc_max",
        &[padded, window],
        &[filled],
        &[result_type],
        &[("strides", stride_attr), ("dilations", dilation_attr)],
    );
    result.is_some_and(|r| rw.replace_op(op, &[r]).is_ok())
}

/// What the convolution lowerings read of a tosa convolution.
struct ConvParts {
    pad: Vec<i64>,
    stride: Vec<i64>,
    dilation: Vec<i64>,
    /// The input and weight zero points of a quantized convolution.
    quant: Option<(i64, i64)>,
}

/// The [`ConvParts`] of a `tosa.conv2d`, `conv3d` or `depthwise_conv2d`.
fn conv_parts(b: &OpBuilder<'_>, op: OpId) -> Option<ConvParts> {
    macro_rules! parts {
        ($($ty:ident),*) => {$(
            if let Some(c) = tosa::$ty::cast(b, op) {
                return Some(ConvParts {
                    pad: c.pad(b).to_vec(),
                    stride: c.stride(b).to_vec(),
                    dilation: c.dilation(b).to_vec(),
                    quant: c.quantization_info(b).map(|q| {
                        let s = q.storage(b);
                        (s.input_zp, s.weight_zp)
                    }),
                });
            }
        )*};
    }
    parts!(Conv2DOp, Conv3DOp, DepthwiseConv2DOp);
    None
}

/// `inferDynamicDimsForConv`: the dynamic sizes of a convolution's
/// result, the spatial ones computed from the input's and the kernel's.
#[allow(clippy::too_many_arguments)]
fn infer_dynamic_dims_for_conv(
    b: &mut OpBuilder<'_>,
    loc: Location,
    (input, weight): (Value, Value),
    result_shape: &[i64],
    parts: &ConvParts,
    input_size_dims: &[usize],
    kernel_size_dims: &[usize],
) -> Vec<Value> {
    let input_rank = shape(b, b.value_type(input)).len();
    let mut dyn_dims: Vec<Option<Value>> = vec![None; result_shape.len()];
    for (i, (&input_dim, &kernel_dim)) in input_size_dims.iter().zip(kernel_size_dims).enumerate() {
        if result_shape.get(input_dim) != Some(&DYNAMIC) {
            continue;
        }
        let init = dim(b, loc, input, input_dim);
        let kernel = dim(b, loc, weight, kernel_dim);
        dyn_dims[input_dim] = Some(conv_or_pool_output_dim(
            b,
            loc,
            init,
            (parts.pad[i * 2], parts.pad[i * 2 + 1]),
            kernel,
            parts.stride[i],
            parts.dilation[i],
        ));
    }
    for (i, slot) in dyn_dims.iter_mut().enumerate().take(input_rank) {
        if result_shape.get(i) == Some(&DYNAMIC) && slot.is_none() {
            *slot = Some(dim(b, loc, input, i));
        }
    }
    condense(dyn_dims)
}

/// The padding of a convolution's input: its zero (or input zero point),
/// checked against the input type's range.
fn conv_pad_value(
    b: &mut OpBuilder<'_>,
    element: Type,
    parts: &ConvParts,
) -> Result<Attribute, ()> {
    match parts.quant {
        None => Ok(zero_attr(b, element)),
        Some((input_zp, _)) => {
            let width = b.int_or_float_width(element).unwrap_or(64);
            let (min, max) = signed_range(width);
            if input_zp < min || input_zp > max {
                return Err(());
            }
            Ok(b.integer_attr(element, input_zp))
        }
    }
}

/// `getI64TensorAttr`.
fn i64_tensor_attr(b: &mut OpBuilder<'_>, values: &[i64]) -> Attribute {
    let i64t = b.integer_type(64, Signedness::Signless);
    let ty = b.ranked_tensor(&[values.len() as i64], i64t);
    b.dense_int_elements_attr(ty, values)
}

/// A `tosa.transpose` of `weight` moving its first dimension last.
fn transpose_kernel_last(
    b: &mut OpBuilder<'_>,
    loc: Location,
    weight: Value,
    rank: usize,
) -> Value {
    let weight_type = b.value_type(weight);
    let weight_shape = shape(b, weight_type);
    let mut perm: Vec<i64> = (1..rank as i64).collect();
    perm.push(0);
    let new_shape: Vec<i64> = perm.iter().map(|&d| weight_shape[d as usize]).collect();
    let perm_attr = i64_tensor_attr(b, &perm);
    let perm_value = constant(b, loc, perm_attr);
    let element = b.element_type_or_self(weight_type);
    let new_type = b.ranked_tensor(&new_shape, element);
    tosa::TransposeOp::build(b, loc, new_type, weight, perm_value).output(b)
}

/// `ConvConverter`: `tosa.conv2d` and `tosa.conv3d` as linalg's named
/// convolutions accumulating into the broadcast bias, the input padded
/// and (for the HWCF layout and 3-D) the kernel transposed first.
fn lower_conv(op: OpId, rw: &mut ConversionRewriter<'_, '_>, hwcf: bool) -> bool {
    let Some(parts) = conv_parts(rw, op) else {
        return false;
    };
    let loc = rw.op_loc(op);
    let mut input = rw.operand(op, 0);
    let mut weight = rw.operand(op, 1);
    let bias = rw.operand(op, 2);
    let input_type = rw.value_type(input);
    let weight_type = rw.value_type(weight);
    let bias_type = rw.value_type(bias);
    let result_type = rw.result_types(op)[0];
    let result_shape = shape(rw, result_type);
    let input_element = rw.element_type_or_self(input_type);
    let result_element = rw.element_type_or_self(result_type);
    if !rw.has_static_shape(weight_type) || !rw.has_static_shape(bias_type) {
        return rw.notify_match_failure("tosa.conv ops require static shapes for weight and bias");
    }
    if rw.is_unsigned_integer(input_element) {
        return rw.notify_match_failure("tosa.conv ops does not support unsigned integer input");
    }
    let spatial: Vec<usize> = (1..result_shape.len().saturating_sub(1)).collect();
    let filtered = infer_dynamic_dims_for_conv(
        rw,
        loc,
        (input, weight),
        &result_shape,
        &parts,
        &spatial,
        &spatial,
    );
    let Ok(pad_value) = conv_pad_value(rw, input_element, &parts) else {
        return rw.notify_match_failure("tosa.conv op quantization has zp outside of input range");
    };
    let mut pad = vec![0, 0];
    pad.extend_from_slice(&parts.pad);
    pad.extend([0, 0]);
    input = apply_pad(rw, loc, input, &pad, pad_value);
    let input_rank = shape(rw, input_type).len();
    if (input_rank == 4 && hwcf) || input_rank == 5 {
        weight = transpose_kernel_last(rw, loc, weight, result_shape.len());
    }
    let stride_attr = i64_tensor_attr(rw, &parts.stride);
    let dilation_attr = i64_tensor_attr(rw, &parts.dilation);
    let bias_empty = empty(rw, loc, &result_shape, result_element, &filtered);
    let broadcast_bias = broadcast_and_maybe_extsi(rw, loc, bias, bias_empty);
    let name = match (input_rank, hwcf) {
        (5, _) => "conv_3d_ndhwc_dhwcf",
        (_, true) => "conv_2d_nhwc_hwcf",
        (_, false) => "conv_2d_nhwc_fhwc",
    };
    let attrs = [("strides", stride_attr), ("dilations", dilation_attr)];
    let result = match parts.quant {
        Some((input_zp, weight_zp)) => {
            let i_zp = i32_constant(rw, loc, input_zp);
            let k_zp = i32_constant(rw, loc, weight_zp);
            let name = format!("{name}_q");
            named(
                rw,
                loc,
                &name,
                &[input, weight, i_zp, k_zp],
                &[broadcast_bias],
                &[result_type],
                &attrs,
            )
        }
        None => named(
            rw,
            loc,
            name,
            &[input, weight],
            &[broadcast_bias],
            &[result_type],
            &attrs,
        ),
    };
    result.is_some_and(|r| rw.replace_op(op, &[r]).is_ok())
}

/// [`lower_conv`] of a `tosa.conv2d` to `linalg.conv_2d_nhwc_fhwc`.
fn lower_conv2d_fhwc(op: OpId, _operands: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> bool {
    lower_conv(op, rw, false)
}

/// [`lower_conv`] of a `tosa.conv2d` to `linalg.conv_2d_nhwc_hwcf`.
fn lower_conv2d_hwcf(op: OpId, _operands: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> bool {
    lower_conv(op, rw, true)
}

/// [`lower_conv`] of a `tosa.conv3d`.
fn lower_conv3d(op: OpId, _operands: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> bool {
    lower_conv(op, rw, false)
}

/// `DepthwiseConvConverter`: `linalg.depthwise_conv_2d_nhwc_hwcm` (or its
/// quantized form) into zeros, its channel and multiplier dimensions
/// collapsed, and the bias added by a generic op.
fn lower_depthwise(op: OpId, _operands: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let Some(parts) = conv_parts(rw, op) else {
        return false;
    };
    let loc = rw.op_loc(op);
    let mut input = rw.operand(op, 0);
    let weight = rw.operand(op, 1);
    let bias = rw.operand(op, 2);
    let input_type = rw.value_type(input);
    let weight_type = rw.value_type(weight);
    let bias_type = rw.value_type(bias);
    let result_type = rw.result_types(op)[0];
    let result_shape = shape(rw, result_type);
    let result_rank = result_shape.len();
    let input_element = rw.element_type_or_self(input_type);
    let result_element = rw.element_type_or_self(result_type);
    if !rw.has_static_shape(weight_type) || !rw.has_static_shape(bias_type) {
        return rw.notify_match_failure("tosa.depthwise_conv ops require static shapes");
    }
    let filtered = infer_dynamic_dims_for_conv(
        rw,
        loc,
        (input, weight),
        &result_shape,
        &parts,
        &[1, 2],
        &[0, 1],
    );
    let weight_shape = shape(rw, weight_type);
    let Ok(pad_value) = conv_pad_value(rw, input_element, &parts) else {
        return rw.notify_match_failure(
            "tosa.depthwise_conv op quantization has zp outside of input range",
        );
    };
    let mut pad = vec![0, 0];
    pad.extend_from_slice(&parts.pad);
    pad.extend([0, 0]);
    input = apply_pad(rw, loc, input, &pad, pad_value);
    let stride_attr = i64_tensor_attr(rw, &parts.stride);
    let dilation_attr = i64_tensor_attr(rw, &parts.dilation);
    if result_shape.len() < 3 || weight_shape.len() < 4 {
        return false;
    }
    let conv_shape = [
        result_shape[0],
        result_shape[1],
        result_shape[2],
        weight_shape[2],
        weight_shape[3],
    ];
    let linalg_conv_type = rw.ranked_tensor(&conv_shape, result_element);
    let d3 = rw.affine_dim(3);
    let bias_map = rw.affine_map(result_rank as u32, 0, &[d3]);
    let identity = rw.identity_affine_map(result_rank as u32);
    let maps = [bias_map, identity, identity];
    let zero_attr = zero_attr(rw, result_element);
    let empty_tensor = empty(rw, loc, &conv_shape, result_element, &filtered);
    let zero = constant(rw, loc, zero_attr);
    let Some(zero_tensor) = fill(rw, loc, zero, empty_tensor) else {
        return false;
    };
    let bias_empty = empty(rw, loc, &result_shape, result_element, &filtered);
    let attrs = [("strides", stride_attr), ("dilations", dilation_attr)];
    let quantized = parts.quant.is_some();
    let conv = match parts.quant {
        None => named(
            rw,
            loc,
            "depthwise_conv_2d_nhwc_hwcm",
            &[input, weight],
            &[zero_tensor],
            &[linalg_conv_type],
            &attrs,
        ),
        Some((input_zp, weight_zp)) => {
            let i_zp = i32_constant(rw, loc, input_zp);
            let k_zp = i32_constant(rw, loc, weight_zp);
            named(
                rw,
                loc,
                "depthwise_conv_2d_nhwc_hwcm_q",
                &[input, weight, i_zp, k_zp],
                &[zero_tensor],
                &[linalg_conv_type],
                &attrs,
            )
        }
    };
    let Some(conv) = conv else {
        return false;
    };
    // `createDepthwiseConvCollapseMap`.
    let mut groups: Vec<Vec<i64>> = (0..result_rank as i64).map(|i| vec![i]).collect();
    if let Some(last) = groups.last_mut() {
        last.push(result_rank as i64);
    }
    let reshape =
        tensor::builders::build_collapse_shape(rw, loc, result_type, conv, &groups).result(rw);
    let mut body = |b: &mut OpBuilder<'_>, _: Location, args: &[Value]| {
        if quantized {
            let mut bias_val = args[0];
            let res_type = b.value_type(args[1]);
            if res_type != b.value_type(bias_val) {
                bias_val = arith::ExtSIOp::build(b, loc, res_type, bias_val).out(b);
            }
            let ty = b.value_type(bias_val);
            let op = b.create_simple("arith.addi", loc, &[bias_val, args[1]], &[ty], &[]);
            Some(b.result(op, 0))
        } else {
            let ty = b.value_type(args[0]);
            let op = b.create_simple("arith.addf", loc, &[args[0], args[1]], &[ty], &[]);
            Some(b.result(op, 0))
        }
    };
    let Some(generic) = generic(
        rw,
        loc,
        &[bias, reshape],
        bias_empty,
        &maps,
        result_rank,
        &mut body,
    ) else {
        return false;
    };
    replace_by_generic(rw, op, generic)
}

/// `checkHasDynamicBatchDims`: the batch size of `params[0]` when a
/// param's shape is not static, `None` (a match failure) when a param has
/// another dynamic size.
pub(crate) fn dynamic_batch_dims(
    b: &mut OpBuilder<'_>,
    loc: Location,
    params: &[Value],
) -> Option<Vec<Value>> {
    let mut any_dynamic = false;
    for &param in params {
        let sizes = shape(b, b.value_type(param));
        if sizes.contains(&DYNAMIC) {
            any_dynamic = true;
            if sizes.iter().skip(1).any(|&s| s == DYNAMIC) {
                return None;
            }
        }
    }
    if !any_dynamic {
        return Some(Vec::new());
    }
    Some(vec![dim(b, loc, params[0], 0)])
}

/// `AvgPool2dConverter`: `linalg.pooling_nhwc_sum` of the padded input,
/// then a generic op dividing each sum by the number of input elements
/// its window covers (for integers through `tosa.apply_scale`, with the
/// zero points).
fn lower_avg_pool(op: OpId, _operands: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let Some(pool) = tosa::AvgPool2dOp::cast(rw, op) else {
        return false;
    };
    let loc = rw.op_loc(op);
    let input = pool.input(rw);
    let input_type = rw.value_type(input);
    let in_element = rw.element_type_or_self(input_type);
    let result_type = rw.result_types(op)[0];
    let result_shape = shape(rw, result_type);
    let result_element = rw.element_type_or_self(result_type);
    let acc_element = pool.acc_type(rw);
    let acc_type = rw.ranked_tensor(&result_shape, acc_element);
    let output = pool.output(rw);
    let Some(dynamic_dims) = dynamic_batch_dims(rw, loc, &[input, output]) else {
        return rw.notify_match_failure("input can only be dynamic for batch size");
    };
    let mut pad = vec![0, 0];
    pad.extend_from_slice(pool.pad(rw));
    pad.extend([0, 0]);
    let pad_attr = zero_attr(rw, in_element);
    let padded = apply_pad(rw, loc, input, &pad, pad_attr);
    let initial_attr = zero_attr(rw, acc_element);
    let initial_value = constant(rw, loc, initial_attr);
    let kernel = pool.kernel(rw).to_vec();
    let stride = pool.stride(rw).to_vec();
    let i64t = rw.integer_type(64, Signedness::Signless);
    let vec_type = rw.vector_type(&[stride.len() as i64], i64t);
    let stride_attr = rw.dense_int_elements_attr(vec_type, &stride);
    let dilation_type = rw.vector_type(&[2], i64t);
    let dilation_attr = rw.dense_int_elements_attr(dilation_type, &[1, 1]);
    let pool_empty = empty(rw, loc, &result_shape, acc_element, &dynamic_dims);
    let Some(filled) = fill(rw, loc, initial_value, pool_empty) else {
        return false;
    };
    let window = empty(rw, loc, &kernel, acc_element, &[]);
    let Some(pooling) = named(
        rw,
        loc,
        "pooling_nhwc_sum",
        &[padded, window],
        &[filled],
        &[acc_type],
        &[("strides", stride_attr), ("dilations", dilation_attr)],
    ) else {
        return false;
    };
    let i_h = dim(rw, loc, pooling, 1);
    let i_w = dim(rw, loc, pooling, 2);
    let one = scf::utils::constant_index(rw, loc, 1);
    let subi = |b: &mut OpBuilder<'_>, l: Value, r: Value| {
        let ty = b.value_type(l);
        let op = b.create_simple("arith.subi", loc, &[l, r], &[ty], &[]);
        b.result(op, 0)
    };
    let i_h = subi(rw, i_h, one);
    let i_w = subi(rw, i_w, one);
    let generic_empty = empty(rw, loc, &result_shape, result_element, &dynamic_dims);
    let quant = pool.quantization_info(rw).map(|q| {
        let s = q.storage(rw);
        (s.input_zp, s.output_zp)
    });
    let rank = result_shape.len();
    let identity = rw.identity_affine_map(rank as u32);
    let mut body = |b: &mut OpBuilder<'_>, _: Location, args: &[Value]| {
        let bin = |b: &mut OpBuilder<'_>, name: &str, l: Value, r: Value| {
            let ty = b.value_type(l);
            let op = b.create_simple(name, loc, &[l, r], &[ty], &[]);
            b.result(op, 0)
        };
        let zero = scf::utils::constant_index(b, loc, 0);
        let pad_fn = |b: &mut OpBuilder<'_>, valid: Value, pos: Value, pad: i64| {
            if pad == 0 {
                return valid;
            }
            let pad_val = scf::utils::constant_index(b, loc, pad);
            let dpos = bin(b, "arith.subi", pos, pad_val);
            let offset = bin(b, "arith.minsi", dpos, zero);
            bin(b, "arith.addi", valid, offset)
        };
        let coverage = |b: &mut OpBuilder<'_>, i: usize, isize: Value| {
            let stride_val = scf::utils::constant_index(b, loc, stride[i - 1]);
            let mut val = scf::utils::constant_index(b, loc, kernel[i - 1]);
            let index_type = b.index_type();
            let mut left =
                linalg::IndexOp::build_with_values(b, loc, index_type, i as i64).result(b);
            let mut right = bin(b, "arith.subi", isize, left);
            left = bin(b, "arith.muli", left, stride_val);
            right = bin(b, "arith.muli", right, stride_val);
            val = pad_fn(b, val, left, pad[i * 2]);
            val = pad_fn(b, val, right, pad[i * 2 + 1]);
            bin(b, "arith.maxsi", one, val)
        };
        let k_h3 = coverage(b, 1, i_h);
        let k_w3 = coverage(b, 2, i_w);
        let i32t = b.integer_type(32, Signedness::Signless);
        let product = bin(b, "arith.muli", k_h3, k_w3);
        let count = arith::IndexCastOp::build(b, loc, i32t, product).out(b);
        let mut pool_val = args[0];
        if b.is_float(acc_element) {
            let count_f = b.create_simple("arith.sitofp", loc, &[count], &[acc_element], &[]);
            let count_f = b.result(count_f, 0);
            pool_val = bin(b, "arith.divf", pool_val, count_f);
            let acc_width = b.int_or_float_width(acc_element).unwrap_or(0);
            let res_width = b.int_or_float_width(result_element).unwrap_or(0);
            if acc_width > res_width {
                let t = b.create_simple("arith.truncf", loc, &[pool_val], &[result_element], &[]);
                pool_val = b.result(t, 0);
            }
        } else {
            if let Some((input_zp, _)) = quant {
                let attr = b.integer_attr(acc_element, input_zp);
                let input_zp = constant(b, loc, attr);
                let offset =
                    b.create_simple("arith.muli", loc, &[count, input_zp], &[acc_element], &[]);
                let offset = b.result(offset, 0);
                let sub =
                    b.create_simple("arith.subi", loc, &[pool_val, offset], &[acc_element], &[]);
                pool_val = b.result(sub, 0);
            }
            let one32 = i32_constant(b, loc, 1);
            let thirty_two32 = i32_constant(b, loc, 32);
            let count_sub_one = bin(b, "arith.subi", count, one32);
            let leading = b.create_simple("math.ctlz", loc, &[count_sub_one], &[i32t], &[]);
            let leading = b.result(leading, 0);
            let k = bin(b, "arith.subi", thirty_two32, leading);
            let i64t = b.integer_type(64, Signedness::Signless);
            let k64 = arith::ExtUIOp::build(b, loc, i64t, k).out(b);
            let shift_attr = b.integer_attr(i64t, (1 << 30) + 1);
            let thirty_shift_plus_one = constant(b, loc, shift_attr);
            let numerator = bin(b, "arith.shli", thirty_shift_plus_one, k64);
            let count64 = arith::ExtUIOp::build(b, loc, i64t, count).out(b);
            let multiplier = bin(b, "arith.divui", numerator, count64);
            let multiplier = arith::TruncIOp::build(b, loc, i32t, multiplier).out(b);
            let i8t = b.integer_type(8, Signedness::Signless);
            let k8 = arith::TruncIOp::build(b, loc, i8t, k).out(b);
            let thirty_attr = b.integer_attr(i8t, 30);
            let thirty8 = constant(b, loc, thirty_attr);
            let shift = bin(b, "arith.addi", k8, thirty8);
            let no = b.bool_attr(false);
            let mut scaled =
                tosa::ApplyScaleOp::build(b, loc, i32t, pool_val, multiplier, shift, no).output(b);
            if let Some((_, output_zp)) = quant {
                let scaled_type = b.value_type(scaled);
                let attr = b.integer_attr(scaled_type, output_zp);
                let output_zp = constant(b, loc, attr);
                scaled = bin(b, "arith.addi", scaled, output_zp);
            }
            let out_width = b.int_or_float_width(result_element).unwrap_or(32);
            let (min, max) = signed_range(out_width);
            let min_attr = b.integer_attr(acc_element, min);
            let min = constant(b, loc, min_attr);
            let max_attr = b.integer_attr(acc_element, max);
            let max = constant(b, loc, max_attr);
            let min_or_arg = bin(b, "arith.maxsi", min, scaled);
            let clamp = bin(b, "arith.minsi", max, min_or_arg);
            pool_val = clamp;
            if result_element != b.value_type(clamp) {
                pool_val = arith::TruncIOp::build(b, loc, result_element, pool_val).out(b);
            }
        }
        Some(pool_val)
    };
    let Some(generic) = generic(
        rw,
        loc,
        &[pooling],
        generic_empty,
        &[identity, identity],
        rank,
        &mut body,
    ) else {
        return false;
    };
    replace_by_generic(rw, op, generic)
}

/// The lowerings of `tosa-to-linalg-named` ported so far
/// (`populateTosaToLinalgNamedConversionPatterns`): the convolutions,
/// matmul, max and average pooling, fully connected and transpose, in
/// upstream's order.
pub fn populate_tosa_to_linalg_named_conversion_patterns(
    patterns: &mut Vec<Box<dyn ConversionPattern>>,
    options: NamedOptions,
) {
    let conv2d: Lower = if options.prefer_conv2d_kernel_layout_hwcf {
        lower_conv2d_hwcf
    } else {
        lower_conv2d_fhwc
    };
    let table: [(&'static str, &'static str, Lower); 8] = [
        (tosa::Conv2DOp::OPERATION_NAME, "ConvConverter", conv2d),
        (
            tosa::Conv3DOp::OPERATION_NAME,
            "ConvConverter",
            lower_conv3d,
        ),
        (
            tosa::DepthwiseConv2DOp::OPERATION_NAME,
            "DepthwiseConvConverter",
            lower_depthwise,
        ),
        (
            tosa::MatMulOp::OPERATION_NAME,
            "MatMulConverter",
            lower_matmul,
        ),
        (
            tosa::MaxPool2dOp::OPERATION_NAME,
            "MaxPool2dConverter",
            lower_max_pool,
        ),
        (
            tosa::AvgPool2dOp::OPERATION_NAME,
            "AvgPool2dConverter",
            lower_avg_pool,
        ),
        (
            tosa::FullyConnectedOp::OPERATION_NAME,
            "FullyConnectedConverter",
            lower_fully_connected,
        ),
        (
            tosa::TransposeOp::OPERATION_NAME,
            "TransposeConverter",
            lower_transpose,
        ),
    ];
    for (root, name, lower) in table {
        patterns.push(Box::new(Lowering {
            root,
            name,
            lower,
            benefit: 1,
        }));
    }
}
