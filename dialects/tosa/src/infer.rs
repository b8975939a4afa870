//! Shape inference (`TosaOps.cpp`'s `inferReturnTypeComponents`): the
//! result shapes each op implies from its operands' types and its
//! attributes, and, for the ops whose result types are inferred
//! (`InferTensorType`), the tensor types and upstream's
//! `isCompatibleReturnTypes`.

use crate::shape_utils::ValueKnowledge;
use ir::interfaces::ShapedTypeComponents;
use ir::{Context, Diagnostic, OperationState, Type, TypeData, DYNAMIC};

/// Components pushed by the hooks.
pub type Components = Vec<ShapedTypeComponents>;

/// The result of a shape-inference hook.
pub type InferResult = Result<(), Diagnostic>;

/// The failure of an inference without a message (`failure()` upstream).
fn failure(state: &OperationState) -> Diagnostic {
    Diagnostic::error(state.location, "failed to infer returned types")
}

/// The type of operand `i` of the op being built.
fn operand_type(ctx: &Context, state: &OperationState, i: usize) -> Option<Type> {
    state.operands.get(i).map(|&v| ctx.value_type(v))
}

/// The dimensions of a ranked shaped type (`ShapeAdaptor::getDims`), `None`
/// when unranked or absent.
pub fn dims_of(ctx: &Context, ty: Option<Type>) -> Option<Vec<i64>> {
    ty.and_then(|t| ctx.shape(t)).map(<[i64]>::to_vec)
}

/// Operand `i`'s dimensions, `None` when unranked.
fn operand_dims(ctx: &Context, state: &OperationState, i: usize) -> Option<Vec<i64>> {
    dims_of(ctx, operand_type(ctx, state, i))
}

/// Dimension `i` of `dims`, dynamic when out of range.
fn dim(dims: &[i64], i: usize) -> i64 {
    dims.get(i).copied().unwrap_or(DYNAMIC)
}

/// A dense `i64` array attribute of the op being built.
fn i64_array(ctx: &Context, state: &OperationState, name: &str) -> Vec<i64> {
    state
        .find_attribute(ctx, name)
        .and_then(|a| ctx.dense_array_as_i64(a))
        .map(<[i64]>::to_vec)
        .unwrap_or_default()
}

/// An integer attribute of the op being built.
fn int_attr(ctx: &Context, state: &OperationState, name: &str) -> i64 {
    state
        .find_attribute(ctx, name)
        .and_then(|a| ctx.attr_as_int(a))
        .unwrap_or(0)
}

/// Components with nothing known.
fn unknown() -> ShapedTypeComponents {
    ShapedTypeComponents::default()
}

/// Components with dimensions and no element type.
fn shaped(dims: Vec<i64>) -> ShapedTypeComponents {
    ShapedTypeComponents {
        dims: Some(dims),
        ..Default::default()
    }
}

/// `-1` dimensions as dynamic ones (`convertToMlirShape`).
fn mlir_shape(shape: &[i64]) -> Vec<i64> {
    shape
        .iter()
        .map(|&d| if d == -1 { DYNAMIC } else { d })
        .collect()
}

/// The broadcast of every operand's shape (`resolveBroadcastShape`):
/// `None` when an operand is unranked or two dimensions clash.
pub fn resolve_broadcast_shape(ctx: &Context, operands: &[Type]) -> Option<Vec<i64>> {
    let mut shapes = Vec::with_capacity(operands.len());
    for &t in operands {
        shapes.push(ctx.shape(t)?.to_vec());
    }
    let rank = shapes.iter().map(Vec::len).max().unwrap_or(0);
    let mut out = vec![1i64; rank];
    for shape in &shapes {
        let diff = rank - shape.len();
        for (i, &dim2) in shape.iter().enumerate() {
            let dim1 = out[i + diff];
            out[i + diff] = if dim1 == 1 {
                dim2
            } else if dim2 == 1 || dim1 == dim2 {
                dim1
            } else {
                return None;
            };
        }
    }
    Some(out)
}

/// `NAryInferReturnTypes`: the broadcast of the operands' shapes, or
/// nothing known.
pub fn nary(ctx: &Context, state: &OperationState, inferred: &mut Components) -> InferResult {
    let types: Vec<Type> = state.operands.iter().map(|&v| ctx.value_type(v)).collect();
    inferred.push(match resolve_broadcast_shape(ctx, &types) {
        Some(shape) => shaped(shape),
        None => unknown(),
    });
    Ok(())
}

/// `tosa.equal`: the broadcast shape, of `i1`.
pub fn equal(ctx: &Context, state: &OperationState, inferred: &mut Components) -> InferResult {
    let types: Vec<Type> = state.operands.iter().map(|&v| ctx.value_type(v)).collect();
    let i1 = ctx.lookup_type(&TypeData::Integer {
        width: 1,
        signedness: ir::Signedness::Signless,
    });
    inferred.push(ShapedTypeComponents {
        dims: resolve_broadcast_shape(ctx, &types),
        element_type: i1,
        attribute: None,
    });
    Ok(())
}

/// `tosa.argmax`: the input's shape without the axis.
pub fn argmax(ctx: &Context, state: &OperationState, inferred: &mut Components) -> InferResult {
    let axis = int_attr(ctx, state, "axis");
    inferred.push(match operand_dims(ctx, state, 0) {
        None => unknown(),
        Some(dims) => shaped(
            dims.iter()
                .enumerate()
                .filter(|&(i, _)| i as i64 != axis)
                .map(|(_, &d)| d)
                .collect(),
        ),
    });
    Ok(())
}

/// `tosa.rfft2d`: two results of the input's batch and height, and half
/// its width plus one.
pub fn rfft2d(ctx: &Context, state: &OperationState, inferred: &mut Components) -> InferResult {
    let Some(input) = operand_dims(ctx, state, 0) else {
        return Err(failure(state));
    };
    let width = dim(&input, 2);
    let out = vec![
        dim(&input, 0),
        dim(&input, 1),
        if width == DYNAMIC {
            DYNAMIC
        } else {
            width / 2 + 1
        },
    ];
    inferred.push(shaped(out.clone()));
    inferred.push(shaped(out));
    Ok(())
}

/// Components of type `ty`'s shape (`ShapedTypeComponents(ShapeAdaptor)`).
fn of_type(ctx: &Context, ty: Option<Type>) -> ShapedTypeComponents {
    match dims_of(ctx, ty) {
        Some(d) => shaped(d),
        None => unknown(),
    }
}

/// `tosa.fft2d`: the shapes of the real and imaginary inputs.
pub fn fft2d(ctx: &Context, state: &OperationState, inferred: &mut Components) -> InferResult {
    inferred.push(of_type(ctx, operand_type(ctx, state, 0)));
    inferred.push(of_type(ctx, operand_type(ctx, state, 1)));
    Ok(())
}

/// `tosa.concat`: the inputs' shape, the axis dimension summed.
pub fn concat(ctx: &Context, state: &OperationState, inferred: &mut Components) -> InferResult {
    let axis = int_attr(ctx, state, "axis");
    let mut out: Vec<i64> = Vec::new();
    let mut has_ranked = false;
    for i in 0..state.operands.len() {
        let Some(dims) = operand_dims(ctx, state, i) else {
            continue;
        };
        if !has_ranked {
            out = vec![DYNAMIC; dims.len()];
        }
        for (j, &d) in dims.iter().enumerate() {
            if j as i64 == axis || d == DYNAMIC {
                continue;
            }
            let Some(slot) = out.get_mut(j) else {
                continue;
            };
            if *slot == DYNAMIC {
                *slot = d;
            }
            if *slot != d {
                return Err(Diagnostic::error(
                    state.location,
                    format!(
                        "Cannot concat tensors with different sizes on the non-axis dimension {j}"
                    ),
                ));
            }
        }
        has_ranked = true;
    }
    let element = operand_type(ctx, state, 0).and_then(|t| ctx.element_type(t));
    if !has_ranked {
        inferred.push(ShapedTypeComponents {
            element_type: element,
            ..Default::default()
        });
        return Ok(());
    }
    let mut size = 0i64;
    for i in 0..state.operands.len() {
        match operand_dims(ctx, state, i).map(|d| dim(&d, axis as usize)) {
            Some(d) if d != DYNAMIC => size += d,
            _ => {
                size = DYNAMIC;
                break;
            }
        }
    }
    if let Some(slot) = usize::try_from(axis).ok().and_then(|a| out.get_mut(a)) {
        *slot = size;
    }
    inferred.push(ShapedTypeComponents {
        dims: Some(out),
        element_type: element,
        attribute: None,
    });
    Ok(())
}

/// `tosa.fully_connected`: batch from the input, channels from the weight
/// or the bias.
pub fn fully_connected(
    ctx: &Context,
    state: &OperationState,
    inferred: &mut Components,
) -> InferResult {
    let mut out = vec![DYNAMIC; 2];
    if let Some(input) = operand_dims(ctx, state, 0) {
        out[0] = dim(&input, 0);
    }
    if let Some(weight) = operand_dims(ctx, state, 1) {
        out[1] = dim(&weight, 0);
    }
    if let Some(bias) = operand_dims(ctx, state, 2) {
        if out[1] == DYNAMIC {
            out[1] = dim(&bias, 0);
        }
    }
    inferred.push(shaped(out));
    Ok(())
}

/// `tosa.matmul`: `[N, H, W]` from `a: [N, H, C]` and `b: [N, C, W]`.
pub fn matmul(ctx: &Context, state: &OperationState, inferred: &mut Components) -> InferResult {
    let mut out = vec![DYNAMIC; 3];
    if let Some(a) = operand_dims(ctx, state, 0) {
        out[0] = dim(&a, 0);
        out[1] = dim(&a, 1);
    }
    if let Some(b) = operand_dims(ctx, state, 1) {
        if out[0] == DYNAMIC {
            out[0] = dim(&b, 0);
        }
        out[2] = dim(&b, 2);
    }
    inferred.push(shaped(out));
    Ok(())
}

/// The elements of an integer constant, if `v`'s defining op is one.
pub fn constant_ints(ctx: &Context, v: ir::Value) -> Option<Vec<i64>> {
    let op = ctx.defining_op(v)?;
    let value = ctx.constant_value(op)?;
    let values = ctx.dense_int_values(value)?;
    Some(values.into_iter().map(|x| x as i64).collect())
}

/// `tosa.pad`: each dimension grown by its padding, when the paddings are
/// constant.
pub fn pad(ctx: &Context, state: &OperationState, inferred: &mut Components) -> InferResult {
    let input = operand_dims(ctx, state, 0);
    let padding = operand_dims(ctx, state, 1);
    let Some(input) = input else {
        inferred.push(match padding {
            Some(p) if dim(&p, 0) != DYNAMIC => shaped(vec![DYNAMIC; dim(&p, 0).max(0) as usize]),
            _ => unknown(),
        });
        return Ok(());
    };
    let paddings = state.operands.get(1).and_then(|&v| constant_ints(ctx, v));
    let Some(paddings) = paddings else {
        inferred.push(shaped(vec![DYNAMIC; input.len()]));
        return Ok(());
    };
    let out = input
        .iter()
        .enumerate()
        .map(|(i, &d)| {
            if d == DYNAMIC {
                DYNAMIC
            } else {
                d + paddings.get(2 * i).copied().unwrap_or(0)
                    + paddings.get(2 * i + 1).copied().unwrap_or(0)
            }
        })
        .collect();
    inferred.push(shaped(out));
    Ok(())
}

/// `tosa.slice`: the `size` attribute.
pub fn slice(ctx: &Context, state: &OperationState, inferred: &mut Components) -> InferResult {
    inferred.push(shaped(mlir_shape(&i64_array(ctx, state, "size"))));
    Ok(())
}

/// `tosa.table`: the input's shape.
pub fn table(ctx: &Context, state: &OperationState, inferred: &mut Components) -> InferResult {
    inferred.push(of_type(ctx, operand_type(ctx, state, 0)));
    Ok(())
}

/// `tosa.tile`: each static dimension times its multiple.
pub fn tile(ctx: &Context, state: &OperationState, inferred: &mut Components) -> InferResult {
    let multiples = i64_array(ctx, state, "multiples");
    let Some(input) = operand_dims(ctx, state, 0) else {
        inferred.push(shaped(vec![DYNAMIC; multiples.len()]));
        return Ok(());
    };
    if input.len() != multiples.len() {
        return Err(failure(state));
    }
    let out = input
        .iter()
        .zip(&multiples)
        .map(|(&d, &m)| if d == DYNAMIC { d } else { d * m })
        .collect();
    inferred.push(shaped(out));
    Ok(())
}

/// `tosa.reshape`: `new_shape`, its `-1` resolved from a static input's
/// element count.
pub fn reshape(ctx: &Context, state: &OperationState, inferred: &mut Components) -> InferResult {
    let ty = operand_type(ctx, state, 0);
    let element = ty.map(|t| ctx.element_type_or_self(t));
    let mut shape = mlir_shape(&i64_array(ctx, state, "new_shape"));
    let input = dims_of(ctx, ty);
    if let Some(input) = input.filter(|d| d.iter().all(|&x| x != DYNAMIC)) {
        let elements: i64 = input.iter().product();
        let static_mul: i64 = shape.iter().filter(|&&d| d != DYNAMIC).product();
        for d in &mut shape {
            if *d == DYNAMIC {
                *d = if static_mul == 0 {
                    0
                } else {
                    elements / static_mul
                };
            }
        }
    }
    inferred.push(ShapedTypeComponents {
        dims: Some(shape),
        element_type: element,
        attribute: None,
    });
    Ok(())
}

/// `tosa.transpose`: the input's dimensions permuted, when the
/// permutation is constant.
pub fn transpose(ctx: &Context, state: &OperationState, inferred: &mut Components) -> InferResult {
    let input = operand_dims(ctx, state, 0);
    let perms = operand_dims(ctx, state, 1);
    if perms.as_ref().is_some_and(Vec::is_empty) {
        return Err(failure(state));
    }
    let (Some(input), Some(perms)) = (input, perms) else {
        inferred.push(unknown());
        return Ok(());
    };
    if perms[0] == DYNAMIC {
        inferred.push(unknown());
        return Ok(());
    }
    if perms[0] != input.len() as i64 {
        return Err(failure(state));
    }
    if input.is_empty() {
        inferred.push(shaped(Vec::new()));
        return Ok(());
    }
    if input.iter().all(|&d| d == input[0]) {
        inferred.push(shaped(vec![input[0]; input.len()]));
        return Ok(());
    }
    let mut out = vec![DYNAMIC; input.len()];
    let constant = state.operands.get(1).and_then(|&v| {
        let op = ctx.defining_op(v)?;
        let value = ctx.constant_value(op)?;
        (ctx.shape(ctx.attr_type(value))?.len() == 1).then_some(())?;
        constant_ints(ctx, v)
    });
    if let Some(perm) = constant {
        if perm.len() != input.len() {
            return Err(Diagnostic::error(
                state.location,
                "constant permutation must be the same length as the input rank",
            ));
        }
        if perm.iter().any(|&p| p < 0 || p >= input.len() as i64) {
            return Err(failure(state));
        }
        for (o, &p) in out.iter_mut().zip(&perm) {
            *o = input[p as usize];
        }
    }
    inferred.push(shaped(out));
    Ok(())
}

/// `tosa.gather`: `[N, W, C]` from `values: [N, K, C]` and
/// `indices: [N, W]`.
pub fn gather(ctx: &Context, state: &OperationState, inferred: &mut Components) -> InferResult {
    let mut out = vec![DYNAMIC; 3];
    if let Some(values) = operand_dims(ctx, state, 0) {
        out[0] = dim(&values, 0);
        out[2] = dim(&values, 2);
    }
    if let Some(indices) = operand_dims(ctx, state, 1) {
        if out[0] == DYNAMIC {
            out[0] = dim(&indices, 0);
        }
        if out[1] == DYNAMIC {
            out[1] = dim(&indices, 1);
        }
    }
    inferred.push(shaped(out));
    Ok(())
}

/// `tosa.resize`: the height and width scaled by `scale`, moved by
/// `offset` and `border`.
pub fn resize(ctx: &Context, state: &OperationState, inferred: &mut Components) -> InferResult {
    let Some(input) = operand_dims(ctx, state, 0) else {
        return Err(failure(state));
    };
    let (height, width) = (dim(&input, 1), dim(&input, 2));
    if height == DYNAMIC || width == DYNAMIC {
        return Err(failure(state));
    }
    let scale = i64_array(ctx, state, "scale");
    let offset = i64_array(ctx, state, "offset");
    let border = i64_array(ctx, state, "border");
    if scale.len() < 4 || offset.len() < 2 || border.len() < 2 || scale[1] == 0 || scale[3] == 0 {
        return Err(failure(state));
    }
    let out = vec![
        dim(&input, 0),
        ((height - 1) * scale[0] - offset[0] + border[0]) / scale[1] + 1,
        ((width - 1) * scale[2] - offset[1] + border[1]) / scale[3] + 1,
        dim(&input, 3),
    ];
    inferred.push(shaped(out));
    Ok(())
}

/// `tosa.scatter`: `values_in`'s shape, completed from `indices` and
/// `input`.
pub fn scatter(ctx: &Context, state: &OperationState, inferred: &mut Components) -> InferResult {
    let mut out = vec![DYNAMIC; 3];
    if let Some(values) = operand_dims(ctx, state, 0) {
        out = vec![dim(&values, 0), dim(&values, 1), dim(&values, 2)];
    }
    if let Some(indices) = operand_dims(ctx, state, 1) {
        if out[0] == DYNAMIC {
            out[0] = dim(&indices, 0);
        }
    }
    if let Some(input) = operand_dims(ctx, state, 2) {
        if out[0] == DYNAMIC {
            out[0] = dim(&input, 0);
        }
        if out[2] == DYNAMIC {
            out[2] = dim(&input, 2);
        }
    }
    inferred.push(shaped(out));
    Ok(())
}

/// The reductions (`ReduceInferReturnTypes`): the input's shape with the
/// axis dimension 1, of the input's element type.
pub fn reduce(ctx: &Context, state: &OperationState, inferred: &mut Components) -> InferResult {
    let ty = operand_type(ctx, state, 0);
    let element = ty.and_then(|t| ctx.element_type(t));
    let axis = int_attr(ctx, state, "axis");
    let dims = match dims_of(ctx, ty) {
        Some(mut d) if (d.len() as i64) > axis && axis >= 0 => {
            d[axis as usize] = 1;
            Some(d)
        }
        _ => None,
    };
    inferred.push(ShapedTypeComponents {
        dims,
        element_type: element,
        attribute: None,
    });
    Ok(())
}

/// `poolingInferReturnTypes`: the pooled height and width.
pub fn pooling(ctx: &Context, state: &OperationState, inferred: &mut Components) -> InferResult {
    let kernel = i64_array(ctx, state, "kernel");
    let stride = i64_array(ctx, state, "stride");
    let pad = i64_array(ctx, state, "pad");
    let mut out = vec![DYNAMIC; 4];
    let Some(input) = operand_dims(ctx, state, 0) else {
        inferred.push(shaped(out));
        return Ok(());
    };
    out[0] = dim(&input, 0);
    out[3] = dim(&input, 3);
    let get = |v: &[i64], i: usize| v.get(i).copied().unwrap_or(0);
    let (height, width) = (dim(&input, 1), dim(&input, 2));
    if height != DYNAMIC && get(&stride, 0) != 0 {
        let padded = height + get(&pad, 0) + get(&pad, 1) - get(&kernel, 0);
        out[1] = padded / get(&stride, 0) + 1;
    }
    if width != DYNAMIC && get(&stride, 1) != 0 {
        let padded = width + get(&pad, 2) + get(&pad, 3) - get(&kernel, 1);
        out[2] = padded / get(&stride, 1) + 1;
    }
    inferred.push(shaped(out));
    Ok(())
}

/// One spatial dimension of a convolution's output.
fn conv_dim(input: i64, weight: i64, pad: (i64, i64), dilation: i64, stride: i64) -> i64 {
    if input == DYNAMIC || weight == DYNAMIC || stride == 0 {
        return DYNAMIC;
    }
    let input_size = input + pad.0 + pad.1;
    let filter_size = (weight - 1) * dilation + 1;
    let unstrided = input_size - filter_size + 1;
    (unstrided - 1) / stride + 1
}

/// The spatial dimensions of a convolution's output, one per (input,
/// weight) pair of sizes, from the op's `pad`, `dilation` and `stride`.
fn conv_spatial(ctx: &Context, state: &OperationState, sizes: &[(i64, i64)]) -> Vec<i64> {
    let dilation = i64_array(ctx, state, "dilation");
    let stride = i64_array(ctx, state, "stride");
    let pad = i64_array(ctx, state, "pad");
    sizes
        .iter()
        .enumerate()
        .map(|(i, &(input, weight))| {
            let p = (at(&pad, 2 * i), at(&pad, 2 * i + 1));
            conv_dim(input, weight, p, at(&dilation, i), at(&stride, i))
        })
        .collect()
}

/// The `i`th element of an attribute array, 0 when absent.
fn at(v: &[i64], i: usize) -> i64 {
    v.get(i).copied().unwrap_or(0)
}

/// `tosa.conv2d`.
pub fn conv2d(ctx: &Context, state: &OperationState, inferred: &mut Components) -> InferResult {
    let mut out = vec![DYNAMIC; 4];
    let (mut ih, mut iw, mut wh, mut ww) = (DYNAMIC, DYNAMIC, DYNAMIC, DYNAMIC);
    if let Some(input) = operand_dims(ctx, state, 0) {
        out[0] = dim(&input, 0);
        ih = dim(&input, 1);
        iw = dim(&input, 2);
    }
    if let Some(weight) = operand_dims(ctx, state, 1) {
        out[3] = dim(&weight, 0);
        wh = dim(&weight, 1);
        ww = dim(&weight, 2);
    }
    if let Some(bias) = operand_dims(ctx, state, 2) {
        if out[3] == DYNAMIC {
            out[3] = dim(&bias, 0);
        }
    }
    let spatial = conv_spatial(ctx, state, &[(ih, wh), (iw, ww)]);
    out[1..=2].copy_from_slice(&spatial);
    inferred.push(shaped(out));
    Ok(())
}

/// `tosa.conv3d`.
pub fn conv3d(ctx: &Context, state: &OperationState, inferred: &mut Components) -> InferResult {
    let mut out = vec![DYNAMIC; 5];
    let (mut id, mut ih, mut iw) = (DYNAMIC, DYNAMIC, DYNAMIC);
    let (mut wd, mut wh, mut ww) = (DYNAMIC, DYNAMIC, DYNAMIC);
    if let Some(input) = operand_dims(ctx, state, 0) {
        out[0] = dim(&input, 0);
        id = dim(&input, 1);
        ih = dim(&input, 2);
        iw = dim(&input, 3);
    }
    if let Some(weight) = operand_dims(ctx, state, 1) {
        out[4] = dim(&weight, 0);
        wd = dim(&weight, 1);
        wh = dim(&weight, 2);
        ww = dim(&weight, 3);
    }
    if let Some(bias) = operand_dims(ctx, state, 2) {
        if out[4] == DYNAMIC {
            out[4] = dim(&bias, 0);
        }
    }
    let spatial = conv_spatial(ctx, state, &[(id, wd), (ih, wh), (iw, ww)]);
    out[1..=3].copy_from_slice(&spatial);
    inferred.push(shaped(out));
    Ok(())
}

/// `tosa.depthwise_conv2d`.
pub fn depthwise_conv2d(
    ctx: &Context,
    state: &OperationState,
    inferred: &mut Components,
) -> InferResult {
    let mut out = vec![DYNAMIC; 4];
    let (mut ih, mut iw, mut channels) = (DYNAMIC, DYNAMIC, DYNAMIC);
    let (mut wh, mut ww, mut depth) = (DYNAMIC, DYNAMIC, DYNAMIC);
    if let Some(input) = operand_dims(ctx, state, 0) {
        out[0] = dim(&input, 0);
        ih = dim(&input, 1);
        iw = dim(&input, 2);
        channels = dim(&input, 3);
    }
    if let Some(weight) = operand_dims(ctx, state, 1) {
        wh = dim(&weight, 0);
        ww = dim(&weight, 1);
        if channels == DYNAMIC {
            channels = dim(&weight, 2);
        }
        depth = dim(&weight, 3);
    }
    if channels != DYNAMIC && depth != DYNAMIC {
        out[3] = channels * depth;
    }
    if let Some(bias) = operand_dims(ctx, state, 2) {
        if out[3] == DYNAMIC {
            out[3] = dim(&bias, 0);
        }
    }
    let spatial = conv_spatial(ctx, state, &[(ih, wh), (iw, ww)]);
    out[1..=2].copy_from_slice(&spatial);
    inferred.push(shaped(out));
    Ok(())
}

/// `tosa.transpose_conv2d`: `out_shape`, completed from the operands.
pub fn transpose_conv2d(
    ctx: &Context,
    state: &OperationState,
    inferred: &mut Components,
) -> InferResult {
    let mut out = mlir_shape(&i64_array(ctx, state, "out_shape"));
    out.resize(out.len().max(4), DYNAMIC);
    let (mut ih, mut iw, mut wh, mut ww) = (DYNAMIC, DYNAMIC, DYNAMIC, DYNAMIC);
    let input = operand_dims(ctx, state, 0);
    if let Some(input) = &input {
        if out[0] == DYNAMIC {
            out[0] = dim(input, 0);
        }
        ih = dim(input, 1);
        iw = dim(input, 2);
    }
    if let Some(weight) = operand_dims(ctx, state, 1) {
        if out[3] == DYNAMIC {
            out[3] = dim(&weight, 0);
        }
        wh = dim(&weight, 1);
        ww = dim(&weight, 2);
    }
    // (Upstream reads the bias's shape from the input.)
    if let Some(bias) = &input {
        if out[3] == DYNAMIC {
            out[3] = dim(bias, 0);
        }
    }
    let pad = i64_array(ctx, state, "out_pad");
    let stride = i64_array(ctx, state, "stride");
    if ih != DYNAMIC && wh != DYNAMIC && out[1] == DYNAMIC {
        out[1] = (ih - 1) * at(&stride, 0) + at(&pad, 0) + at(&pad, 1) + wh;
    }
    if iw != DYNAMIC && ww != DYNAMIC && out[2] == DYNAMIC {
        out[2] = (iw - 1) * at(&stride, 1) + at(&pad, 2) + at(&pad, 3) + ww;
    }
    inferred.push(shaped(out));
    Ok(())
}

/// The result knowledge of `tosa.cond_if` and `tosa.while_loop`: the meet
/// of what every `tosa.yield` in `regions` yields.
pub fn yields(
    ctx: &Context,
    state: &OperationState,
    regions: &[ir::RegionId],
    inferred: &mut Components,
) -> InferResult {
    let mut yields = Vec::new();
    for &r in regions {
        for &b in ctx.region_blocks(r) {
            if let Some(t) = ctx.block_last_op(b) {
                if crate::YieldOp::cast(ctx, t).is_some() {
                    yields.push(t);
                }
            }
        }
    }
    let Some(&first) = yields.first() else {
        return Err(failure(state));
    };
    let mut knowledge: Vec<ValueKnowledge> = ctx
        .operand_types_iter(first)
        .map(|t| ValueKnowledge::from_type(ctx, t))
        .collect();
    for &y in &yields {
        if ctx.num_operands(y) != knowledge.len() {
            return Err(failure(state));
        }
        for (k, t) in knowledge.iter_mut().zip(ctx.operand_types_iter(y)) {
            if let Some(m) = ValueKnowledge::meet(k, &ValueKnowledge::from_type(ctx, t)) {
                *k = m;
            }
        }
    }
    for k in knowledge {
        inferred.push(ShapedTypeComponents {
            dims: k.sizes,
            element_type: k.dtype,
            attribute: None,
        });
    }
    Ok(())
}

/// Whether two shaped (or two non-shaped) types have compatible shapes
/// (`verifyCompatibleShape`).
pub fn compatible_shape(ctx: &Context, a: Type, b: Type) -> bool {
    if ctx.is_shaped(a) != ctx.is_shaped(b) {
        return false;
    }
    let (Some(x), Some(y)) = (ctx.shape(a), ctx.shape(b)) else {
        return true;
    };
    x.len() == y.len()
        && x.iter()
            .zip(y)
            .all(|(&p, &q)| p == DYNAMIC || q == DYNAMIC || p == q)
}

/// `COMPATIBLE_RETURN_TYPES`: one type each, of one element type and
/// compatible shapes.
pub fn compatible_return_types(ctx: &Context, l: &[Type], r: &[Type]) -> bool {
    l.len() == 1
        && r.len() == 1
        && ctx.element_type_or_self(l[0]) == ctx.element_type_or_self(r[0])
        && compatible_shape(ctx, l[0], r[0])
}

/// `tosa.equal`'s `isCompatibleReturnTypes`: compatible shapes.
pub fn compatible_shape_return_types(ctx: &Context, l: &[Type], r: &[Type]) -> bool {
    l.len() == 1 && r.len() == 1 && compatible_shape(ctx, l[0], r[0])
}

/// `tosa.reshape`'s `isCompatibleReturnTypes`: one element type.
pub fn compatible_element_return_types(ctx: &Context, l: &[Type], r: &[Type]) -> bool {
    l.len() == 1 && r.len() == 1 && ctx.element_type_or_self(l[0]) == ctx.element_type_or_self(r[0])
}

/// The text of the tensor type of components `c` (to name an inferred
/// type the context has not interned).
fn components_text(ctx: &Context, c: &ShapedTypeComponents) -> String {
    let element = c
        .element_type
        .map(|t| ir::printer::type_to_string(ctx, t))
        .unwrap_or_default();
    match &c.dims {
        None => format!("tensor<*x{element}>"),
        Some(dims) => {
            let mut s = String::from("tensor<");
            for &d in dims {
                if d == DYNAMIC {
                    s.push_str("?x");
                } else {
                    s.push_str(&format!("{d}x"));
                }
            }
            s.push_str(&element);
            s.push('>');
            s
        }
    }
}

/// Whether the components agree with the given type, by `compatible`'s
/// rule (the element type, then the shape when `shape` is checked).
fn components_agree(ctx: &Context, c: &ShapedTypeComponents, given: Type, shape: bool) -> bool {
    if c.element_type != Some(ctx.element_type_or_self(given)) {
        return false;
    }
    if !shape {
        return true;
    }
    match (&c.dims, ctx.shape(given)) {
        (None, _) | (_, None) => ctx.is_shaped(given),
        (Some(a), Some(b)) => {
            a.len() == b.len()
                && a.iter()
                    .zip(b)
                    .all(|(&p, &q)| p == DYNAMIC || q == DYNAMIC || p == q)
        }
    }
}

/// The tensor types of the components (`inferReturnTensorTypes`). The
/// context is shared here, so a type it has not interned cannot be made:
/// then the op's own result type stands for it when the two agree (the
/// verifier compares them with the same rule, `check_shape` telling
/// whether shapes count), and otherwise the verifier's error is given
/// with the inferred type spelled out.
pub fn tensor_types(
    ctx: &Context,
    state: &OperationState,
    components: &[ShapedTypeComponents],
    check_shape: bool,
    inferred: &mut Vec<Type>,
) -> InferResult {
    // (When the verifier refines the op's types, the buffer starts with
    // them.)
    let given: Vec<Type> = inferred.clone();
    for (i, c) in components.iter().enumerate() {
        let Some(element) = c.element_type else {
            return Err(failure(state));
        };
        let data = match &c.dims {
            Some(dims) => TypeData::RankedTensor {
                shape: dims.clone(),
                element,
                encoding: c.attribute,
            },
            None => TypeData::UnrankedTensor { element },
        };
        if let Some(t) = ctx.lookup_type(&data) {
            inferred.push(t);
            continue;
        }
        match given.get(i).or(state.result_types.get(i)) {
            Some(&given) if components_agree(ctx, c, given, check_shape) => inferred.push(given),
            _ => {
                let list = |types: &[Type]| {
                    types
                        .iter()
                        .map(|&t| format!("'{}'", ir::printer::type_to_string(ctx, t)))
                        .collect::<Vec<_>>()
                        .join(", ")
                };
                let inferred_text: Vec<String> = components
                    .iter()
                    .map(|c| format!("'{}'", components_text(ctx, c)))
                    .collect();
                return Err(Diagnostic::error(
                    state.location,
                    format!(
                        "'{}' op inferred type(s) {} are incompatible with return type(s) of operation {}",
                        ctx.op_name_str(state.name),
                        inferred_text.join(", "),
                        list(if given.is_empty() { &state.result_types } else { &given })
                    ),
                ));
            }
        }
    }
    Ok(())
}
