//! The lowerings of `tosa.resize` of `TosaToLinalg.cpp`: a 1x1 image
//! (`ResizeUnaryConverter`), a resize that broadcasts a unit height or
//! width (`MaterializeResizeBroadcast`: a resize without the broadcast and
//! a broadcasting generic op), and the general case as a generic op that
//! computes each output element from its nearest or bilinearly weighted
//! inputs (`GenericResizeConverter`).

use arith::{CmpFPredicate, CmpIPredicate};
use ir::conversion::ConversionRewriter;
use ir::{Location, OpBuilder, OpId, Signedness, Type, Value};
use linalg::IteratorType;

use crate::util::*;

/// The binary op `name` of `l`'s type.
fn bin(b: &mut OpBuilder<'_>, name: &str, loc: Location, l: Value, r: Value) -> Value {
    same(b, name, loc, &[l, r])
}

/// A cast `name` of `v` to `ty`.
fn cast(b: &mut OpBuilder<'_>, name: &str, loc: Location, ty: Type, v: Value) -> Value {
    op(b, name, loc, &[ty], &[v])
}

/// `ResizeUnaryConverter`: a 1x1 to 1x1 resize as a collapse to batch and
/// channels, a generic op extending (and for bilinear scaling) quantized
/// values, and an expand back.
pub(crate) fn lower_unary(
    op: OpId,
    _operands: &[Value],
    rw: &mut ConversionRewriter<'_, '_>,
) -> bool {
    let Some(resize) = tosa::ResizeOp::cast(rw, op) else {
        return false;
    };
    let loc = rw.op_loc(op);
    let input = resize.input(rw);
    let input_type = rw.value_type(input);
    let result_type = rw.result_types(op)[0];
    let (input_shape, result_shape) = (shape(rw, input_type), shape(rw, result_type));
    if input_shape.len() != 4 || result_shape.len() != 4 {
        return false;
    }
    let mode = resize.mode(rw).to_owned();
    let bilinear = mode == "BILINEAR";
    if input_shape[1] != 1 || input_shape[2] != 1 || result_shape[1] != 1 || result_shape[2] != 1 {
        return rw.notify_match_failure("tosa.resize is not a pure 1x1->1x1 image operation");
    }
    if mode != "NEAREST_NEIGHBOR" && mode != "BILINEAR" {
        return rw.notify_match_failure("tosa.resize mode should be NEAREST_NEIGHBOR or BILINEAR");
    }
    if input_type == result_type {
        return rw.replace_op(op, &[input]).is_ok();
    }
    let scale = resize.scale(rw).to_vec();
    let groups = vec![vec![0i64], vec![1, 2, 3]];
    let in_element = rw.element_type_or_self(input_type);
    let out_element = rw.element_type_or_self(result_type);
    let collapse_shape = [input_shape[0], input_shape[3]];
    let collapse_type = rw.ranked_tensor(&collapse_shape, in_element);
    let collapse =
        tensor::builders::build_collapse_shape(rw, loc, collapse_type, input, &groups).result(rw);
    let mut dyn_sizes = Vec::new();
    if input_shape[0] == DYNAMIC {
        dyn_sizes.push(dim(rw, loc, input, 0));
    }
    if input_shape[3] == DYNAMIC {
        dyn_sizes.push(dim(rw, loc, input, 3));
    }
    let generic_type = rw.ranked_tensor(&collapse_shape, out_element);
    let empty_tensor = empty(rw, loc, &collapse_shape, out_element, &dyn_sizes);
    let map = rw.identity_affine_map(2);
    let iterators = [IteratorType::Parallel; 2];
    let mut body = |b: &mut OpBuilder<'_>, loc: Location, args: &[Value]| {
        let mut value = args[0];
        if in_element != out_element {
            value = cast(b, "arith.extsi", loc, out_element, value);
            if bilinear && scale[0] != 0 {
                let scale_y = i32_constant(b, loc, scale[0]);
                value = bin(b, "arith.muli", loc, value, scale_y);
            }
            if bilinear && scale[2] != 0 {
                let scale_x = i32_constant(b, loc, scale[2]);
                value = bin(b, "arith.muli", loc, value, scale_x);
            }
        }
        Some(vec![value])
    };
    let Some(generic) = generic_n(
        rw,
        loc,
        &[generic_type],
        &[collapse],
        &[empty_tensor],
        &[map, map],
        &iterators,
        &mut body,
    ) else {
        return false;
    };
    let result = rw.result(generic.operation(), 0);
    let sizes = tensor::builders::mixed_sizes_at(rw, loc, result);
    let output = memref_transforms::expand_output_shape(rw, loc, &result_shape, &groups, &sizes)
        .unwrap_or_default();
    let expand =
        tensor::builders::build_expand_shape(rw, loc, result_type, result, &groups, &output)
            .result(rw);
    rw.replace_op(op, &[expand]).is_ok()
}

/// `MaterializeResizeBroadcast`: a resize whose unit height or width is
/// broadcast becomes a resize keeping that size 1, collapsed, and
/// broadcast by a generic op.
pub(crate) fn lower_broadcast(
    op: OpId,
    _operands: &[Value],
    rw: &mut ConversionRewriter<'_, '_>,
) -> bool {
    let Some(resize) = tosa::ResizeOp::cast(rw, op) else {
        return false;
    };
    let loc = rw.op_loc(op);
    let input = resize.input(rw);
    let input_type = rw.value_type(input);
    let result_type = rw.result_types(op)[0];
    if !rw.is_ranked_tensor(input_type) || !rw.is_ranked_tensor(result_type) {
        return rw.notify_match_failure("requires ranked input/output types");
    }
    let (input_shape, result_shape) = (shape(rw, input_type), shape(rw, result_type));
    if input_shape.len() != 4 || result_shape.len() != 4 {
        return false;
    }
    let (batch, channels) = (input_shape[0], input_shape[3]);
    let (input_h, input_w) = (input_shape[1], input_shape[2]);
    let (output_h, output_w) = (result_shape[1], result_shape[2]);
    if (input_h != 1 || output_h == 1) && (input_w != 1 || output_w == 1) {
        return rw.notify_match_failure("tosa.resize has no broadcasting behavior");
    }
    let resize_shape = [
        batch,
        if input_h == 1 { 1 } else { output_h },
        if input_w == 1 { 1 } else { output_w },
        channels,
    ];
    let element = rw.element_type_or_self(result_type);
    let resize_type = rw.ranked_tensor(&resize_shape, element);
    // `op->getAttrs()`: the inherent attributes, then the discardable ones.
    let (scale, offset) = (resize.scale_attr(rw), resize.offset_attr(rw));
    let (border, mode) = (resize.border_attr(rw), resize.mode_attr(rw));
    let discardable: Vec<(ir::Ident, ir::Attribute)> = rw.attrs(op).to_vec();
    let new_resize =
        tosa::ResizeOp::build(rw, loc, resize_type, input, scale, offset, border, mode);
    for (name, value) in discardable {
        if rw.set_attr(new_resize.operation(), name, value).is_err() {
            return false;
        }
    }
    let new_resize = rw.result(new_resize.operation(), 0);
    let mut groups: Vec<Vec<i64>> = vec![vec![0], vec![1]];
    if input_h != 1 {
        groups.push(Vec::new());
    }
    if let Some(last) = groups.last_mut() {
        last.push(2);
    }
    if input_w != 1 {
        groups.push(Vec::new());
    }
    if let Some(last) = groups.last_mut() {
        last.push(3);
    }
    let mut collapse_shape = vec![batch];
    if input_h != 1 {
        collapse_shape.push(output_h);
    }
    if input_w != 1 {
        collapse_shape.push(output_w);
    }
    collapse_shape.push(channels);
    let collapse_type = rw.ranked_tensor(&collapse_shape, element);
    let collapse =
        tensor::builders::build_collapse_shape(rw, loc, collapse_type, new_resize, &groups)
            .result(rw);
    let mut dyn_sizes = Vec::new();
    if input_shape[0] == DYNAMIC {
        dyn_sizes.push(dim(rw, loc, input, 0));
    }
    if input_shape[3] == DYNAMIC {
        dyn_sizes.push(dim(rw, loc, input, 3));
    }
    let iterators = [IteratorType::Parallel; 4];
    let empty_tensor = empty(rw, loc, &result_shape, element, &dyn_sizes);
    let mut exprs = vec![rw.affine_dim(0)];
    if input_h != 1 {
        exprs.push(rw.affine_dim(1));
    }
    if input_w != 1 {
        exprs.push(rw.affine_dim(2));
    }
    exprs.push(rw.affine_dim(3));
    let input_map = rw.affine_map(4, 0, &exprs);
    let output_map = rw.identity_affine_map(4);
    let mut body = |_: &mut OpBuilder<'_>, _: Location, args: &[Value]| Some(vec![args[0]]);
    let Some(generic) = generic_n(
        rw,
        loc,
        &[result_type],
        &[collapse],
        &[empty_tensor],
        &[input_map, output_map],
        &iterators,
        &mut body,
    ) else {
        return false;
    };
    replace_by_generic(rw, op, generic)
}

/// The index and delta of one spatial dimension of the general resize.
struct Axis {
    /// The output position (`i32`).
    input: Value,
    scale_n: Value,
    scale_d: Value,
    offset: Value,
    size: i64,
}

/// `GenericResizeConverter`.
pub(crate) fn lower_generic(
    op: OpId,
    _operands: &[Value],
    rw: &mut ConversionRewriter<'_, '_>,
) -> bool {
    let Some(resize) = tosa::ResizeOp::cast(rw, op) else {
        return false;
    };
    let loc = rw.op_loc(op);
    let input = resize.input(rw);
    let input_type = rw.value_type(input);
    let result_type = rw.result_types(op)[0];
    let result_element = rw.element_type_or_self(result_type);
    let floating = rw.is_f16(result_element) || rw.is_f32(result_element);
    let float_type = if rw.is_f16(result_element) {
        rw.f16()
    } else {
        rw.f32()
    };
    let input_shape = shape(rw, input_type);
    let result_shape = shape(rw, result_type);
    if input_shape.len() != 4 || result_shape.len() != 4 {
        return false;
    }
    let (image_h, image_w) = (input_shape[1], input_shape[2]);
    let output = resize.output(rw);
    let Some(dynamic) = crate::named::dynamic_batch_dims(rw, loc, &[input, output]) else {
        return rw.notify_match_failure("unable to get dynamic dimensions of tosa.resize");
    };
    let mode = resize.mode(rw).to_owned();
    if mode != "NEAREST_NEIGHBOR" && mode != "BILINEAR" {
        return rw.notify_match_failure("tosa.resize mode should be NEAREST_NEIGHBOR or BILINEAR");
    }
    let offset = resize.offset(rw).to_vec();
    let border = resize.border(rw).to_vec();
    let scale = resize.scale(rw).to_vec();
    let empty_tensor = empty(rw, loc, &result_shape, result_element, &dynamic);
    let map = rw.identity_affine_map(4);
    let iterators = [IteratorType::Parallel; 4];
    let mut body = |b: &mut OpBuilder<'_>, loc: Location, _: &[Value]| {
        let i32t = b.integer_type(32, Signedness::Signless);
        let index_type = b.index_type();
        let batch = index(b, loc, 0);
        let y = index(b, loc, 1);
        let x = index(b, loc, 2);
        let channel = index(b, loc, 3);
        let zero_i32 = i32_constant(b, loc, 0);
        let zero_fp_attr = b.float_attr(float_type, 0.0);
        let zero_fp = constant(b, loc, zero_fp_attr);
        let h_max = i32_constant(b, loc, image_h - 1);
        let w_max = i32_constant(b, loc, image_w - 1);
        let in_y = arith::IndexCastOp::build(b, loc, i32t, y).out(b);
        let in_x = arith::IndexCastOp::build(b, loc, i32t, x).out(b);
        let y_scale_n = i32_constant(b, loc, scale[0]);
        let y_scale_d = i32_constant(b, loc, scale[1]);
        let x_scale_n = i32_constant(b, loc, scale[2]);
        let x_scale_d = i32_constant(b, loc, scale[3]);
        let y_offset = i32_constant(b, loc, offset[0]);
        let x_offset = i32_constant(b, loc, offset[1]);
        // Upstream builds the border constants too, unused.
        i32_constant(b, loc, border[0]);
        i32_constant(b, loc, border[1]);
        let index_and_delta = |b: &mut OpBuilder<'_>, a: &Axis| -> (Value, Value) {
            if a.size == 1 {
                return (zero_i32, if floating { zero_fp } else { zero_i32 });
            }
            let val = bin(b, "arith.muli", loc, a.input, a.scale_d);
            let val = bin(b, "arith.addi", loc, val, a.offset);
            if floating {
                let index = bin(b, "arith.floordivsi", loc, val, a.scale_n);
                let r = bin(b, "arith.remsi", loc, val, a.scale_n);
                let r_fp = cast(b, "arith.sitofp", loc, float_type, r);
                let scale_n_fp = cast(b, "arith.uitofp", loc, float_type, a.scale_n);
                let delta = bin(b, "arith.divf", loc, r_fp, scale_n_fp);
                (index, delta)
            } else {
                let index = bin(b, "arith.divsi", loc, val, a.scale_n);
                let delta = bin(b, "arith.muli", loc, index, a.scale_n);
                let delta = bin(b, "arith.subi", loc, val, delta);
                (index, delta)
            }
        };
        let y_axis = Axis {
            input: in_y,
            scale_n: y_scale_n,
            scale_d: y_scale_d,
            offset: y_offset,
            size: image_h,
        };
        let x_axis = Axis {
            input: in_x,
            scale_n: x_scale_n,
            scale_d: x_scale_d,
            offset: x_offset,
            size: image_w,
        };
        let (iy, mut dy) = index_and_delta(b, &y_axis);
        let (ix, mut dx) = index_and_delta(b, &x_axis);
        let input_element = b.element_type_or_self(b.value_type(input));
        if mode == "NEAREST_NEIGHBOR" {
            let one = i32_constant(b, loc, 1);
            let nearest = |b: &mut OpBuilder<'_>,
                           val: Value,
                           dval: Value,
                           scale: Value,
                           max: Value,
                           size: i64| {
                if size == 1 {
                    return scf::utils::constant_index(b, loc, 0);
                }
                let pred = if floating {
                    let half_attr = b.float_attr(float_type, 0.5);
                    let h = constant(b, loc, half_attr);
                    cmpf(b, loc, CmpFPredicate::Oge, dval, h)
                } else {
                    let dval_double = bin(b, "arith.shli", loc, dval, one);
                    cmpi(b, loc, CmpIPredicate::Sge, dval_double, scale)
                };
                let offset = select(b, loc, pred, one, zero_i32);
                let val = bin(b, "arith.addi", loc, val, offset);
                let val = clamp_int(b, loc, val, zero_i32, max, false);
                arith::IndexCastOp::build(b, loc, index_type, val).out(b)
            };
            let iy = nearest(b, iy, dy, y_scale_n, h_max, image_h);
            let ix = nearest(b, ix, dx, x_scale_n, w_max, image_w);
            let result =
                tensor::ExtractOp::build(b, loc, input_element, input, &[batch, iy, ix, channel])
                    .result(b);
            return Some(vec![result]);
        }
        let one_val = i32_constant(b, loc, 1);
        let clamped = |b: &mut OpBuilder<'_>, v: Value, max: Value| {
            let v1 = bin(b, "arith.addi", loc, v, one_val);
            let v0 = clamp_int(b, loc, v, zero_i32, max, false);
            let v1 = clamp_int(b, loc, v1, zero_i32, max, false);
            let v0 = arith::IndexCastOp::build(b, loc, index_type, v0).out(b);
            let v1 = arith::IndexCastOp::build(b, loc, index_type, v1).out(b);
            (v0, v1)
        };
        let (y0, y1) = clamped(b, iy, h_max);
        let (x0, x1) = clamped(b, ix, w_max);
        let extract = |b: &mut OpBuilder<'_>, yy: Value, xx: Value| {
            tensor::ExtractOp::build(b, loc, input_element, input, &[batch, yy, xx, channel])
                .result(b)
        };
        let mut y0x0 = extract(b, y0, x0);
        let mut y0x1 = extract(b, y0, x1);
        let mut y1x0 = extract(b, y1, x0);
        let mut y1x1 = extract(b, y1, x1);
        if floating {
            let one_attr = b.float_attr(float_type, 1.0);
            let one_fp = constant(b, loc, one_attr);
            let interpolate =
                |b: &mut OpBuilder<'_>, v0: Value, v1: Value, delta: Value, size: i64| {
                    if size == 1 {
                        return v0;
                    }
                    let one_minus_delta = bin(b, "arith.subf", loc, one_fp, delta);
                    let mul0 = bin(b, "arith.mulf", loc, v0, one_minus_delta);
                    let mul1 = bin(b, "arith.mulf", loc, v1, delta);
                    bin(b, "arith.addf", loc, mul0, mul1)
                };
            let top = interpolate(b, y0x0, y0x1, dx, image_w);
            let bottom = interpolate(b, y1x0, y1x1, dx, image_w);
            return Some(vec![interpolate(b, top, bottom, dy, image_h)]);
        }
        y0x0 = cast(b, "arith.extsi", loc, result_element, y0x0);
        y0x1 = cast(b, "arith.extsi", loc, result_element, y0x1);
        y1x0 = cast(b, "arith.extsi", loc, result_element, y1x0);
        y1x1 = cast(b, "arith.extsi", loc, result_element, y1x1);
        let result_width = b.int_or_float_width(result_element).unwrap_or(32);
        let delta_width = b.int_or_float_width(b.value_type(dx)).unwrap_or(32);
        if result_width > delta_width {
            dx = cast(b, "arith.extsi", loc, result_element, dx);
            dy = cast(b, "arith.extsi", loc, result_element, dy);
        }
        let (mut y_scale_n_ext, mut x_scale_n_ext) = (y_scale_n, x_scale_n);
        if result_width > 32 {
            y_scale_n_ext = cast(b, "arith.extsi", loc, result_element, y_scale_n);
            x_scale_n_ext = cast(b, "arith.extsi", loc, result_element, x_scale_n);
        }
        let interpolate = |b: &mut OpBuilder<'_>,
                           v0: Value,
                           v1: Value,
                           weight1: Value,
                           scale: Value,
                           size: i64| {
            if size == 1 {
                return bin(b, "arith.muli", loc, v0, scale);
            }
            let weight0 = bin(b, "arith.subi", loc, scale, weight1);
            let mul0 = bin(b, "arith.muli", loc, v0, weight0);
            let mul1 = bin(b, "arith.muli", loc, v1, weight1);
            bin(b, "arith.addi", loc, mul0, mul1)
        };
        let top = interpolate(b, y0x0, y0x1, dx, x_scale_n_ext, image_w);
        let bottom = interpolate(b, y1x0, y1x1, dx, x_scale_n_ext, image_w);
        Some(vec![interpolate(
            b,
            top,
            bottom,
            dy,
            y_scale_n_ext,
            image_h,
        )])
    };
    let Some(generic) = generic_n(
        rw,
        loc,
        &[result_type],
        &[],
        &[empty_tensor],
        &[map],
        &iterators,
        &mut body,
    ) else {
        return false;
    };
    replace_by_generic(rw, op, generic)
}
