//! The lowerings of `TosaToLinalg.cpp` that are not elementwise: the
//! reductions (`linalg.reduce` and a `tensor.expand_shape` back to the
//! result's rank), `argmax`, `gather`, `reverse` and `tile` as
//! `linalg.generic` ops.

use arith::{CmpFPredicate, CmpIPredicate};
use ir::conversion::ConversionRewriter;
use ir::{Attribute, Location, OpBuilder, OpId, Signedness, Type, Value};
use linalg::IteratorType;

use crate::util::*;

/// The largest finite value of a float type (`APFloat::getLargest`).
fn largest_float(b: &OpBuilder<'_>, ty: Type) -> f64 {
    if b.is_f16(ty) {
        65504.0
    } else if b.is_bf16(ty) {
        3.389_531_389_251_535_5e38
    } else if b.is_f64(ty) {
        f64::MAX
    } else {
        f64::from(f32::MAX)
    }
}

/// The reductions, by op name.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Reduction {
    Sum,
    Prod,
    Min,
    Max,
    All,
    Any,
    ArgMax,
}

/// The reduction of a tosa op, by its name.
fn reduction_of(name: &str) -> Option<Reduction> {
    Some(match name {
        "tosa.reduce_sum" => Reduction::Sum,
        "tosa.reduce_prod" => Reduction::Prod,
        "tosa.reduce_min" => Reduction::Min,
        "tosa.reduce_max" => Reduction::Max,
        "tosa.reduce_all" => Reduction::All,
        "tosa.reduce_any" => Reduction::Any,
        "tosa.argmax" => Reduction::ArgMax,
        _ => return None,
    })
}

/// `createInitialValueForReduceOp`.
fn initial_value(b: &mut OpBuilder<'_>, r: Reduction, element: Type) -> Option<Attribute> {
    let is_float = b.is_float(element);
    let is_int = b.is_any_integer(element);
    let width = b.int_or_float_width(element).unwrap_or(64);
    let (smin, smax) = signed_range(width);
    Some(match r {
        Reduction::Sum if is_float => b.float_attr(element, 0.0),
        Reduction::Sum if is_int => b.integer_attr(element, 0),
        Reduction::Prod if is_float => b.float_attr(element, 1.0),
        Reduction::Prod if is_int => b.integer_attr(element, 1),
        Reduction::Min if is_float => {
            let v = largest_float(b, element);
            b.float_attr(element, v)
        }
        Reduction::Min if is_int => b.integer_attr(element, smax),
        Reduction::Max | Reduction::ArgMax if is_float => {
            let v = largest_float(b, element);
            b.float_attr(element, -v)
        }
        Reduction::Max | Reduction::ArgMax if is_int => b.integer_attr(element, smin),
        Reduction::All if b.is_integer(element, 1) => b.integer_attr(element, -1),
        Reduction::Any if b.is_integer(element, 1) => b.integer_attr(element, 0),
        _ => return None,
    })
}

/// `createLinalgBodyCalculationForReduceOp`.
fn reduce_body(
    b: &mut OpBuilder<'_>,
    r: Reduction,
    loc: Location,
    args: &[Value],
    element: Type,
) -> Option<Value> {
    let is_float = b.is_float(element);
    let is_int = b.is_any_integer(element);
    let name = match r {
        Reduction::Sum if is_float => "arith.addf",
        Reduction::Sum if is_int => "arith.addi",
        Reduction::Prod if is_float => "arith.mulf",
        Reduction::Prod if is_int => "arith.muli",
        Reduction::Min if is_float => "arith.minimumf",
        Reduction::Min if is_int => "arith.minsi",
        Reduction::Max if is_float => "arith.maximumf",
        Reduction::Max if is_int => "arith.maxsi",
        Reduction::All if b.is_integer(element, 1) => "arith.andi",
        Reduction::Any if b.is_integer(element, 1) => "arith.ori",
        _ => return None,
    };
    Some(same(b, name, loc, &args[..2]))
}

/// `ReduceConverter` (`reduceMatchAndRewriteHelper`): `linalg.reduce` of
/// the input along the axis into a filled tensor, expanded back to the
/// result's rank.
pub(crate) fn lower_reduce(
    op: OpId,
    _operands: &[Value],
    rw: &mut ConversionRewriter<'_, '_>,
) -> bool {
    let name = rw.op_name_of(op).to_owned();
    let Some(r) = reduction_of(&name) else {
        return false;
    };
    let Some(axis) = rw.attr(op, "axis").and_then(|a| rw.attr_as_int(a)) else {
        return false;
    };
    let axis = axis as usize;
    let loc = rw.op_loc(op);
    let input = rw.operand(op, 0);
    let input_type = rw.value_type(input);
    let input_shape = shape(rw, input_type);
    let result_type = rw.result_types(op)[0];
    let element = rw.element_type_or_self(result_type);
    let mut reduce_shape = Vec::new();
    let mut dyn_dims = Vec::new();
    for (i, &size) in input_shape.iter().enumerate() {
        if i != axis {
            reduce_shape.push(size);
            if size == DYNAMIC {
                dyn_dims.push(dim(rw, loc, input, i));
            }
        }
    }
    let empty_tensor = empty(rw, loc, &reduce_shape, element, &dyn_dims);
    let Some(fill_attr) = initial_value(rw, r, element) else {
        return rw.notify_match_failure("No initial value found for reduction operation");
    };
    let fill_value = constant(rw, loc, fill_attr);
    let Some(filled) = fill(rw, loc, fill_value, empty_tensor) else {
        return false;
    };
    let filled_type = rw.value_type(filled);
    let reduce = linalg::ReduceOp::build_with_values(
        rw,
        loc,
        &[filled_type],
        &[input],
        &[filled],
        &[axis as i64],
    );
    let input_element = rw.element_type_or_self(input_type);
    let args = [(input_element, loc), (element, loc)];
    let region = reduce.combiner(rw);
    let saved = rw.insertion_point();
    let block = rw.create_block(region, &args);
    let block_args = rw.block_args(block);
    let body = reduce_body(rw, r, loc, &block_args, element);
    let Some(body) = body else {
        rw.set_insertion_point(saved);
        return rw.notify_match_failure("unable to create linalg.generic body for reduce op");
    };
    linalg::YieldOp::build(rw, loc, &[body]);
    rw.set_insertion_point(saved);
    let reduced = rw.result(reduce.operation(), 0);
    let expand_rank = reduce_shape.len();
    let mut groups: Vec<Vec<i64>> = (0..expand_rank)
        .map(|i| vec![if i > axis { i as i64 + 1 } else { i as i64 }])
        .collect();
    if expand_rank != 0 {
        let expanded = if axis < expand_rank {
            axis
        } else {
            expand_rank - 1
        };
        groups[expanded].push(expanded as i64 + 1);
    }
    let result_shape = shape(rw, result_type);
    let sizes = tensor::builders::mixed_sizes_at(rw, loc, reduced);
    let output = memref_transforms::expand_output_shape(rw, loc, &result_shape, &groups, &sizes)
        .unwrap_or_default();
    let expand =
        tensor::builders::build_expand_shape(rw, loc, result_type, reduced, &groups, &output)
            .result(rw);
    rw.replace_op(op, &[expand]).is_ok()
}

/// `ArgMaxConverter`: a generic op reducing along the axis into the index
/// and the running maximum.
pub(crate) fn lower_argmax(
    op: OpId,
    _operands: &[Value],
    rw: &mut ConversionRewriter<'_, '_>,
) -> bool {
    let Some(argmax) = tosa::ArgMaxOp::cast(rw, op) else {
        return false;
    };
    let loc = rw.op_loc(op);
    let input = argmax.input(rw);
    let input_type = rw.value_type(input);
    let input_shape = shape(rw, input_type);
    let result_type = rw.value_type(argmax.output(rw));
    let result_shape = shape(rw, result_type);
    let in_element = rw.element_type_or_self(input_type);
    let out_element = rw.element_type_or_self(result_type);
    let axis = argmax.axis(rw) as usize;
    let result_max_type = rw.ranked_tensor(&result_shape, in_element);
    if !rw.is_any_integer(out_element) {
        return rw
            .notify_match_failure("tosa.arg_max to linalg.* requires integer-like result type");
    }
    let dyn_dims = dynamic_dims(rw, loc, input, &input_shape, Some(axis));
    let empty_idx = empty(rw, loc, &result_shape, out_element, &dyn_dims);
    let zero_attr = rw.integer_attr(out_element, 0);
    let fill_idx = constant(rw, loc, zero_attr);
    let Some(filled_idx) = fill(rw, loc, fill_idx, empty_idx) else {
        return false;
    };
    let empty_max = empty(rw, loc, &result_shape, in_element, &dyn_dims);
    let Some(max_attr) = initial_value(rw, Reduction::ArgMax, in_element) else {
        return rw.notify_match_failure("unsupported tosa.argmax element type");
    };
    let fill_max = constant(rw, loc, max_attr);
    let Some(filled_max) = fill(rw, loc, fill_max, empty_max) else {
        return false;
    };
    let rank = input_shape.len();
    if axis >= rank {
        return rw.notify_match_failure("tosa.argmax axis out of the input's rank");
    }
    let mut iterators = vec![IteratorType::Parallel; rank];
    iterators[axis] = IteratorType::Reduction;
    let src: Vec<_> = (0..rank).map(|i| rw.affine_dim(i as u32)).collect();
    let dst: Vec<_> = (0..rank)
        .filter(|&i| i != axis)
        .map(|i| rw.affine_dim(i as u32))
        .collect();
    let src_map = rw.affine_map(rank as u32, 0, &src);
    let dst_map = rw.affine_map(rank as u32, 0, &dst);
    let is_float = rw.is_float(in_element);
    let is_int = rw.is_any_integer(in_element);
    let mut body = |b: &mut OpBuilder<'_>, loc: Location, args: &[Value]| {
        let (new_value, old_index, old_value) = (args[0], args[1], args[2]);
        let old_index_type = b.value_type(old_index);
        let axis_index = index(b, loc, axis);
        let new_index = arith::IndexCastOp::build(b, loc, old_index_type, axis_index).out(b);
        let predicate = if is_float {
            cmpf(b, loc, CmpFPredicate::Ogt, new_value, old_value)
        } else if is_int {
            cmpi(b, loc, CmpIPredicate::Sgt, new_value, old_value)
        } else {
            return None;
        };
        let result_max = select(b, loc, predicate, new_value, old_value);
        let result_index = select(b, loc, predicate, new_index, old_index);
        Some(vec![result_index, result_max])
    };
    let Some(generic) = generic_n(
        rw,
        loc,
        &[result_type, result_max_type],
        &[input],
        &[filled_idx, filled_max],
        &[src_map, dst_map, dst_map],
        &iterators,
        &mut body,
    ) else {
        return rw.notify_match_failure("unsupported tosa.argmax element type");
    };
    replace_by_generic(rw, op, generic)
}

/// `GatherConverter`: a generic op over the indices extracting from the
/// values.
pub(crate) fn lower_gather(
    op: OpId,
    operands: &[Value],
    rw: &mut ConversionRewriter<'_, '_>,
) -> bool {
    let Some(gather) = tosa::GatherOp::cast(rw, op) else {
        return false;
    };
    let (input, indices) = (operands[0], operands[1]);
    let values_type = rw.value_type(gather.values(rw));
    if !rw.is_ranked_tensor(values_type) {
        return rw.notify_match_failure("unranked tensors not supported");
    }
    let loc = rw.op_loc(op);
    let result_type = rw.result_types(op)[0];
    let result_shape = shape(rw, result_type);
    let mut dynamic = Vec::new();
    for (source, d) in [(input, 0), (indices, 1), (input, 2)] {
        if let ir::OpFoldResult::Value(v) = tensor::builders::mixed_size(rw, loc, source, d) {
            dynamic.push(v);
        }
    }
    let element = rw.element_type_or_self(result_type);
    let empty_tensor = empty(rw, loc, &result_shape, element, &dynamic);
    let rank = result_shape.len();
    let (d0, d1) = (rw.affine_dim(0), rw.affine_dim(1));
    let index_map = rw.affine_map(rank as u32, 0, &[d0, d1]);
    let identity = rw.identity_affine_map(rank as u32);
    let mut body = |b: &mut OpBuilder<'_>, loc: Location, args: &[Value]| {
        let index0 = index(b, loc, 0);
        let index_type = b.index_type();
        let index1 = arith::IndexCastOp::build(b, loc, index_type, args[0]).out(b);
        let index2 = index(b, loc, 2);
        let input_type = b.value_type(input);
        let element = b.element_type_or_self(input_type);
        Some(tensor::ExtractOp::build(b, loc, element, input, &[index0, index1, index2]).result(b))
    };
    let Some(generic) = generic(
        rw,
        loc,
        &[indices],
        empty_tensor,
        &[index_map, identity],
        rank,
        &mut body,
    ) else {
        return false;
    };
    replace_by_generic(rw, op, generic)
}

/// `ReverseConverter`: a generic op without inputs extracting each element
/// from its mirrored position along the axis.
pub(crate) fn lower_reverse(
    op: OpId,
    _operands: &[Value],
    rw: &mut ConversionRewriter<'_, '_>,
) -> bool {
    let Some(reverse) = tosa::ReverseOp::cast(rw, op) else {
        return false;
    };
    let loc = rw.op_loc(op);
    let input = reverse.input(rw);
    let input_type = rw.value_type(input);
    let input_shape = shape(rw, input_type);
    let result_type = rw.result_types(op)[0];
    let rank = shape(rw, result_type).len();
    let axis = reverse.axis(rw) as usize;
    let dyn_dims = dynamic_dims(rw, loc, input, &input_shape, None);
    let axis_dim_size = dim(rw, loc, input, axis);
    let element = rw.element_type_or_self(input_type);
    let empty_tensor = empty(rw, loc, &input_shape, element, &dyn_dims);
    let identity = rw.identity_affine_map(rank as u32);
    let mut body = |b: &mut OpBuilder<'_>, loc: Location, _: &[Value]| {
        let mut indices = Vec::new();
        for i in 0..input_shape.len() {
            let mut idx = index(b, loc, i);
            if i == axis {
                let one = scf::utils::constant_index(b, loc, 1);
                let size_minus_one = same(b, "arith.subi", loc, &[axis_dim_size, one]);
                idx = same(b, "arith.subi", loc, &[size_minus_one, idx]);
            }
            indices.push(idx);
        }
        Some(tensor::ExtractOp::build(b, loc, element, input, &indices).result(b))
    };
    let Some(generic) = generic(rw, loc, &[], empty_tensor, &[identity], rank, &mut body) else {
        return false;
    };
    replace_by_generic(rw, op, generic)
}

/// `TileConverter`: the input broadcast into a tensor with a multiple
/// dimension before each of its own, reshaped (`tosa.reshape`) to the
/// result.
pub(crate) fn lower_tile(
    op: OpId,
    _operands: &[Value],
    rw: &mut ConversionRewriter<'_, '_>,
) -> bool {
    let Some(tile) = tosa::TileOp::cast(rw, op) else {
        return false;
    };
    let loc = rw.op_loc(op);
    let input = tile.input1(rw);
    let input_type = rw.value_type(input);
    let input_shape = shape(rw, input_type);
    let result_type = rw.result_types(op)[0];
    let element = rw.element_type_or_self(input_type);
    let rank = input_shape.len();
    let multiples = tile.multiples(rw).to_vec();
    if multiples.len() < rank {
        return false;
    }
    let mut generic_shape = Vec::new();
    for i in 0..rank {
        generic_shape.push(if multiples[i] == -1 {
            DYNAMIC
        } else {
            multiples[i]
        });
        generic_shape.push(input_shape[i]);
    }
    let mut dyn_dims = Vec::new();
    for i in 0..rank {
        if input_shape[i] == DYNAMIC || multiples[i] == -1 {
            dyn_dims.push(dim(rw, loc, input, i));
        }
    }
    let empty_tensor = empty(rw, loc, &generic_shape, element, &dyn_dims);
    let exprs: Vec<_> = (0..rank)
        .map(|i| rw.affine_dim((i * 2 + 1) as u32))
        .collect();
    let read_map = rw.affine_map((rank * 2) as u32, 0, &exprs);
    let identity = rw.identity_affine_map(generic_shape.len() as u32);
    let generic_type = rw.ranked_tensor(&generic_shape, element);
    let iterators = vec![IteratorType::Parallel; generic_shape.len()];
    let mut body = |_: &mut OpBuilder<'_>, _: Location, args: &[Value]| Some(vec![args[0]]);
    let Some(generic) = generic_n(
        rw,
        loc,
        &[generic_type],
        &[input],
        &[empty_tensor],
        &[read_map, identity],
        &iterators,
        &mut body,
    ) else {
        return false;
    };
    let result = rw.result(generic.operation(), 0);
    let result_shape = shape(rw, result_type);
    let reshape =
        tosa::ReshapeOp::build_with_values(rw, loc, result_type, result, &result_shape).output(rw);
    rw.replace_op(op, &[reshape]).is_ok()
}

/// `RescaleConverter`: a generic op over the input (and the per-channel
/// multipliers and shifts) computing `apply_scale(x - in_zp) + out_zp`,
/// clamped to the output type.
pub(crate) fn lower_rescale(
    op: OpId,
    _operands: &[Value],
    rw: &mut ConversionRewriter<'_, '_>,
) -> bool {
    let Some(rescale) = tosa::RescaleOp::cast(rw, op) else {
        return false;
    };
    let loc = rw.op_loc(op);
    let input = rescale.input(rw);
    let input_type = rw.value_type(input);
    let output_type = rw.value_type(rescale.output(rw));
    let output_shape = shape(rw, output_type);
    let rank = shape(rw, input_type).len();
    if rescale.double_round(rw) && !rescale.scale32(rw) {
        return rw
            .notify_match_failure("tosa.rescale requires scale32 for double_round to be true");
    }
    let dyn_dims = dynamic_dims(rw, loc, input, &output_shape, None);
    let mut multipliers = rescale.multiplier(rw);
    let mut shifts = rescale.shift(rw);
    for i in 0..multipliers.len().min(shifts.len()) {
        if shifts[i] > 63 {
            shifts[i] = 0;
            multipliers[i] = 0;
        }
    }
    let double_round = rescale.double_round(rw) && shifts.iter().any(|&v| v > 31);
    let (input_zp, output_zp) = (rescale.input_zp(rw), rescale.output_zp(rw));
    let identity = rw.identity_affine_map(rank as u32);
    let mut maps = vec![identity];
    let mut inputs = vec![input];
    let i32t = rw.integer_type(32, Signedness::Signless);
    let i8t = rw.integer_type(8, Signedness::Signless);
    let last = rw.affine_dim(rank.saturating_sub(1) as u32);
    let channel_map = rw.affine_map(rank as u32, 0, &[last]);
    let (multiplier_constant, multiplier_arg) = if multipliers.len() == 1 {
        let attr = rw.integer_attr(i32t, i64::from(multipliers[0]));
        (Some(constant(rw, loc, attr)), 0)
    } else {
        let ty = rw.ranked_tensor(&[multipliers.len() as i64], i32t);
        let values: Vec<i64> = multipliers.iter().map(|&m| i64::from(m)).collect();
        let attr = rw.dense_int_elements_attr(ty, &values);
        inputs.push(constant(rw, loc, attr));
        maps.push(channel_map);
        (None, maps.len() - 1)
    };
    let (shift_constant, shift_arg) = if shifts.len() == 1 {
        let attr = rw.integer_attr(i8t, i64::from(shifts[0]));
        (Some(constant(rw, loc, attr)), 0)
    } else {
        let ty = rw.ranked_tensor(&[shifts.len() as i64], i8t);
        let values: Vec<i64> = shifts.iter().map(|&s| i64::from(s)).collect();
        let attr = rw.dense_int_elements_attr(ty, &values);
        inputs.push(constant(rw, loc, attr));
        maps.push(channel_map);
        (None, maps.len() - 1)
    };
    maps.push(identity);
    let out_element = rw.element_type_or_self(output_type);
    let empty_tensor = empty(rw, loc, &output_shape, out_element, &dyn_dims);
    let mut body = |b: &mut OpBuilder<'_>, nested: Location, args: &[Value]| {
        let mut value = args[0];
        let value_type = b.value_type(value);
        let width = b.int_or_float_width(value_type).unwrap_or(32);
        let in_width = if width > 32 { 48 } else { 32 };
        let in_zp_type = b.integer_type(in_width, Signedness::Signless);
        let in_zp_attr = b.integer_attr(in_zp_type, i64::from(input_zp));
        let in_zp = constant(b, loc, in_zp_attr);
        let i32t = b.integer_type(32, Signedness::Signless);
        let out_zp_attr = b.integer_attr(i32t, i64::from(output_zp));
        let out_zp = constant(b, loc, out_zp_attr);
        let multiplier = multiplier_constant.unwrap_or(args[multiplier_arg]);
        let shift = shift_constant.unwrap_or(args[shift_arg]);
        if width < 32 {
            if b.is_unsigned_integer(value_type) {
                let signless = b.integer_type(width, Signedness::Signless);
                let cast = b.create_simple(
                    "builtin.unrealized_conversion_cast",
                    nested,
                    &[value],
                    &[signless],
                    &[],
                );
                value = b.result(cast, 0);
                value = arith::ExtUIOp::build(b, nested, i32t, value).out(b);
            } else {
                value = arith::ExtSIOp::build(b, nested, i32t, value).out(b);
            }
        }
        value = same(b, "arith.subi", nested, &[value, in_zp]);
        let round = b.bool_attr(double_round);
        value = tosa::ApplyScaleOp::build(b, loc, i32t, value, multiplier, shift, round).output(b);
        value = same(b, "arith.addi", nested, &[value, out_zp]);
        let out_type = b.value_type(*args.last()?);
        let out_width = b.int_or_float_width(out_type).unwrap_or(32);
        let (mut int_min, mut int_max) = signed_range(out_width);
        if b.is_unsigned_integer(out_type) {
            int_min = 0;
            int_max = if out_width >= 64 {
                -1
            } else {
                (1i64 << out_width) - 1
            };
        }
        // Upstream holds the bounds in `int32_t`.
        let (int_min, int_max) = (i64::from(int_min as i32), i64::from(int_max as i32));
        let min_attr = b.integer_attr(i32t, int_min);
        let min = constant(b, loc, min_attr);
        let max_attr = b.integer_attr(i32t, int_max);
        let max = constant(b, loc, max_attr);
        value = clamp_int(b, nested, value, min, max, false);
        if out_width < 32 {
            let narrow = b.integer_type(out_width, Signedness::Signless);
            value = arith::TruncIOp::build(b, nested, narrow, value).out(b);
            if b.is_unsigned_integer(out_type) {
                let cast = b.create_simple(
                    "builtin.unrealized_conversion_cast",
                    nested,
                    &[value],
                    &[out_type],
                    &[],
                );
                value = b.result(cast, 0);
            }
        }
        Some(value)
    };
    let Some(generic) = generic(rw, loc, &inputs, empty_tensor, &maps, rank, &mut body) else {
        return false;
    };
    let results = rw.results(generic.operation());
    rw.replace_op(op, &results).is_ok()
}

/// `TableConverter`: a generic op looking each element up in the table,
/// directly for `i8`, interpolating between two entries for `i16` to
/// `i32`.
pub(crate) fn lower_table(
    op: OpId,
    _operands: &[Value],
    rw: &mut ConversionRewriter<'_, '_>,
) -> bool {
    let Some(table_op) = tosa::TableOp::cast(rw, op) else {
        return false;
    };
    let loc = rw.op_loc(op);
    let input = table_op.input(rw);
    let table = table_op.table(rw);
    let input_type = rw.value_type(input);
    let result_type = rw.result_types(op)[0];
    let input_element = rw.element_type_or_self(input_type);
    let table_element = rw.element_type_or_self(rw.value_type(table));
    let result_element = rw.element_type_or_self(result_type);
    let input_shape = shape(rw, input_type);
    let result_shape = shape(rw, result_type);
    let mut dyn_dims = Vec::new();
    for i in 0..result_shape.len() {
        if input_shape.get(i) == Some(&DYNAMIC) {
            dyn_dims.push(dim(rw, loc, input, i));
        }
    }
    let empty_tensor = empty(rw, loc, &result_shape, result_element, &dyn_dims);
    let rank = result_shape.len();
    let i8_case = rw.is_integer(input_element, 8)
        && rw.is_integer(table_element, 8)
        && rw.is_integer(result_element, 8);
    let i16_case = rw.is_integer(input_element, 16)
        && rw.is_integer(table_element, 16)
        && rw.is_integer(result_element, 32);
    if !i8_case && !i16_case {
        return rw.notify_match_failure("unable to create body for tosa.table op");
    }
    let mut body = |b: &mut OpBuilder<'_>, _: Location, args: &[Value]| {
        let input_value = args[0];
        let index_type = b.index_type();
        let table_element = b.element_type_or_self(b.value_type(table));
        if i8_case {
            let index = arith::IndexCastOp::build(b, loc, index_type, input_value).out(b);
            let offset = scf::utils::constant_index(b, loc, 128);
            let index = same(b, "arith.addi", loc, &[index, offset]);
            return Some(
                tensor::ExtractOp::build(b, loc, table_element, table, &[index]).result(b),
            );
        }
        let i32t = b.integer_type(32, Signedness::Signless);
        let extend = arith::ExtSIOp::build(b, loc, i32t, input_value).out(b);
        let c = |b: &mut OpBuilder<'_>, v: i64| {
            let attr = b.integer_attr(i32t, v);
            constant(b, loc, attr)
        };
        let offset = c(b, 32768);
        let seven = c(b, 7);
        let one = c(b, 1);
        let b1111111 = c(b, 127);
        let extend_add = same(b, "arith.addi", loc, &[extend, offset]);
        let index = same(b, "arith.shrui", loc, &[extend_add, seven]);
        let fraction = same(b, "arith.andi", loc, &[extend_add, b1111111]);
        let index_plus_one = same(b, "arith.addi", loc, &[index, one]);
        let index = arith::IndexCastOp::build(b, loc, index_type, index).out(b);
        let index_plus_one = arith::IndexCastOp::build(b, loc, index_type, index_plus_one).out(b);
        let base = tensor::ExtractOp::build(b, loc, table_element, table, &[index]).result(b);
        let next =
            tensor::ExtractOp::build(b, loc, table_element, table, &[index_plus_one]).result(b);
        let base = arith::ExtSIOp::build(b, loc, i32t, base).out(b);
        let next = arith::ExtSIOp::build(b, loc, i32t, next).out(b);
        let base_scaled = same(b, "arith.shli", loc, &[base, seven]);
        let diff = same(b, "arith.subi", loc, &[next, base]);
        let diff_scaled = same(b, "arith.muli", loc, &[diff, fraction]);
        Some(same(b, "arith.addi", loc, &[base_scaled, diff_scaled]))
    };
    let identity = rw.identity_affine_map(rank as u32);
    let Some(generic) = generic(
        rw,
        loc,
        &[input],
        empty_tensor,
        &[identity, identity],
        rank,
        &mut body,
    ) else {
        return false;
    };
    replace_by_generic(rw, op, generic)
}
