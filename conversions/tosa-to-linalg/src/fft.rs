//! The lowerings of `tosa.rfft2d` and `tosa.fft2d` of `TosaToLinalg.cpp`:
//! a generic op with two reduction loops accumulating the real and
//! imaginary parts of the discrete Fourier transform into zero-filled
//! tensors.

use ir::conversion::ConversionRewriter;
use ir::rewrite::create_or_fold;
use ir::{Location, OpBuilder, OpFoldResult as Ofr, OpId, Signedness, Type, Value};
use linalg::IteratorType;

use crate::util::*;

/// Whether every operand and result of `op` is a ranked tensor.
fn all_ranked(b: &OpBuilder<'_>, op: OpId) -> bool {
    b.operand_types_iter(op)
        .chain(b.result_types_iter(op))
        .all(|t| b.is_ranked_tensor(t))
}

/// `createOrFold` of the op `name` on `operands`, of the first's type.
fn fold_binary(b: &mut OpBuilder<'_>, name: &str, loc: Location, operands: &[Value]) -> Value {
    let ty = b.value_type(operands[0]);
    let op = b.create_simple(name, loc, operands, &[ty], &[]);
    create_or_fold(b, op)[0]
}

/// `halfPlusOne`: `ofr / 2 + 1`, folded.
fn half_plus_one(b: &mut OpBuilder<'_>, loc: Location, ofr: Ofr) -> Ofr {
    let one = scf::utils::constant_index(b, loc, 1);
    let two = scf::utils::constant_index(b, loc, 2);
    let value = scf::utils::value_or_create_constant_index(b, loc, ofr);
    let div_by_2 = fold_binary(b, "arith.divui", loc, &[value, two]);
    let plus_one = fold_binary(b, "arith.addi", loc, &[div_by_2, one]);
    tensor::builders::as_ofr(b, plus_one)
}

/// `createZeroTensor`: a `tensor.empty` of `ty` filled with zeros.
fn zero_tensor(b: &mut OpBuilder<'_>, loc: Location, ty: Type, dynamic: &[Value]) -> Option<Value> {
    let empty = tensor::EmptyOp::build(b, loc, ty, dynamic).result(b);
    let element = b.element_type_or_self(ty);
    let zero_attr = b.float_attr(element, 0.0);
    let zero = constant(b, loc, zero_attr);
    let state =
        linalg::named::named_op_state(b.ctx(), "fill", loc, &[zero], &[empty], Some(&[ty])).ok()?;
    let op = b.create(state);
    Some(b.result(op, 0))
}

/// `castIndexToFloat`: an `index` as an unsigned integer of 32 (or, for
/// wider floats, 64) bits converted to `ty`.
fn index_to_float(b: &mut OpBuilder<'_>, loc: Location, ty: Type, value: Value) -> Value {
    let width = if b.int_or_float_width(ty).unwrap_or(32) > 32 {
        64
    } else {
        32
    };
    let int_type = b.integer_type(width, Signedness::Signless);
    let int_value = op(b, "arith.index_castui", loc, &[int_type], &[value]);
    op(b, "arith.uitofp", loc, &[ty], &[int_value])
}

/// The indexing maps of the transforms: `inputs` maps of `(d0, d3, d4)`
/// and two of `(d0, d1, d2)`.
fn maps(b: &mut OpBuilder<'_>, inputs: usize) -> Vec<ir::affine::AffineMap> {
    let dims = |b: &mut OpBuilder<'_>, ds: [u32; 3]| {
        let exprs: Vec<_> = ds.iter().map(|&d| b.affine_dim(d)).collect();
        b.affine_map(5, 0, &exprs)
    };
    let input = dims(b, [0, 3, 4]);
    let output = dims(b, [0, 1, 2]);
    let mut maps = vec![input; inputs];
    maps.extend([output, output]);
    maps
}

/// The angle of the transform at the current indices:
/// `2π ((iy·oy mod H) / H + (ix·ox mod W) / W)`.
#[allow(clippy::too_many_arguments)]
fn angle(
    b: &mut OpBuilder<'_>,
    loc: Location,
    element: Type,
    (dim_h, dim_w): (Value, Value),
    (const_h, const_w): (Value, Value),
    two_pi: Value,
) -> Value {
    let oy = index(b, loc, 1);
    let ox = index(b, loc, 2);
    let iy = index(b, loc, 3);
    let ix = index(b, loc, 4);
    let iy_x_oy = same(b, "index.mul", loc, &[iy, oy]);
    let ix_x_ox = same(b, "index.mul", loc, &[ix, ox]);
    let iy_rem = same(b, "index.remu", loc, &[iy_x_oy, dim_h]);
    let ix_rem = same(b, "index.remu", loc, &[ix_x_ox, dim_w]);
    let iy_rem_float = index_to_float(b, loc, element, iy_rem);
    let ix_rem_float = index_to_float(b, loc, element, ix_rem);
    let y_component = same(b, "arith.divf", loc, &[iy_rem_float, const_h]);
    let x_component = same(b, "arith.divf", loc, &[ix_rem_float, const_w]);
    let sum_xy = same(b, "arith.addf", loc, &[y_component, x_component]);
    same(b, "arith.mulf", loc, &[two_pi, sum_xy])
}

/// The sizes of `H` and `W` of `input` (folded `tensor.dim`s), `2π` and
/// their float forms, as both transforms make them.
fn constants(b: &mut OpBuilder<'_>, loc: Location, input: Value, element: Type) -> [Value; 5] {
    let dim_h = tensor::builders::create_or_fold_dim(b, loc, input, 1);
    let dim_w = tensor::builders::create_or_fold_dim(b, loc, input, 2);
    let two_pi_attr = b.float_attr(element, std::f64::consts::TAU);
    let two_pi = constant(b, loc, two_pi_attr);
    let const_h = index_to_float(b, loc, element, dim_h);
    let const_w = index_to_float(b, loc, element, dim_w);
    [dim_h, dim_w, two_pi, const_h, const_w]
}

/// The iterator types of the transforms: three parallel loops, then two
/// reductions.
const ITERATORS: [IteratorType; 5] = [
    IteratorType::Parallel,
    IteratorType::Parallel,
    IteratorType::Parallel,
    IteratorType::Reduction,
    IteratorType::Reduction,
];

/// `RFFT2dConverter`: the real input's transform, of width `W / 2 + 1`.
pub(crate) fn lower_rfft2d(
    op: OpId,
    _operands: &[Value],
    rw: &mut ConversionRewriter<'_, '_>,
) -> bool {
    if !all_ranked(rw, op) {
        return rw.notify_match_failure("only supports ranked tensors");
    }
    let loc = rw.op_loc(op);
    let input = rw.operand(op, 0);
    let element = rw.element_type_or_self(rw.value_type(input));
    if !rw.is_float(element) {
        return rw.notify_match_failure("only supports float element types");
    }
    // `computeOutputShape`.
    let mut dims = tensor::builders::mixed_sizes_at(rw, loc, input);
    if dims.len() != 3 {
        return false;
    }
    dims[2] = half_plus_one(rw, loc, dims[2]);
    let (statics, dynamic) = tensor::builders::decompose_mixed(rw, &dims);
    let output_type = rw.ranked_tensor(&statics, element);
    let (Some(real), Some(imag)) = (
        zero_tensor(rw, loc, output_type, &dynamic),
        zero_tensor(rw, loc, output_type, &dynamic),
    ) else {
        return false;
    };
    let maps = maps(rw, 1);
    let [dim_h, dim_w, two_pi, const_h, const_w] = constants(rw, loc, input, element);
    let mut body = |b: &mut OpBuilder<'_>, loc: Location, args: &[Value]| {
        let (val_real, sum_real, sum_imag) = (args[0], args[1], args[2]);
        let angle = angle(b, loc, element, (dim_h, dim_w), (const_h, const_w), two_pi);
        let cos_angle = same(b, "math.cos", loc, &[angle]);
        let sin_angle = same(b, "math.sin", loc, &[angle]);
        let real_component = same(b, "arith.mulf", loc, &[val_real, cos_angle]);
        let imag_component = same(b, "arith.mulf", loc, &[val_real, sin_angle]);
        let out_real = same(b, "arith.addf", loc, &[sum_real, real_component]);
        let out_imag = same(b, "arith.subf", loc, &[sum_imag, imag_component]);
        Some(vec![out_real, out_imag])
    };
    let result_types = rw.result_types(op);
    let Some(generic) = generic_n(
        rw,
        loc,
        &result_types,
        &[input],
        &[real, imag],
        &maps,
        &ITERATORS,
        &mut body,
    ) else {
        return false;
    };
    let results = rw.results(generic.operation());
    rw.replace_op(op, &results).is_ok()
}

/// `FFT2dConverter`: the complex transform (inverse when `inverse`).
pub(crate) fn lower_fft2d(
    op: OpId,
    _operands: &[Value],
    rw: &mut ConversionRewriter<'_, '_>,
) -> bool {
    let Some(fft) = tosa::FFT2dOp::cast(rw, op) else {
        return false;
    };
    if !all_ranked(rw, op) {
        return rw.notify_match_failure("only supports ranked tensors");
    }
    let loc = rw.op_loc(op);
    let input_real = fft.input_real(rw);
    let input_imag = fft.input_imag(rw);
    let inverse = fft.inverse(rw);
    let element = rw.element_type_or_self(rw.value_type(input_real));
    let dims = tensor::builders::mixed_sizes_at(rw, loc, input_real);
    let (statics, dynamic) = tensor::builders::decompose_mixed(rw, &dims);
    let output_type = rw.ranked_tensor(&statics, element);
    let (Some(real), Some(imag)) = (
        zero_tensor(rw, loc, output_type, &dynamic),
        zero_tensor(rw, loc, output_type, &dynamic),
    ) else {
        return false;
    };
    let maps = maps(rw, 2);
    let [dim_h, dim_w, two_pi, const_h, const_w] = constants(rw, loc, input_real, element);
    let mut body = |b: &mut OpBuilder<'_>, loc: Location, args: &[Value]| {
        let (val_real, val_imag, sum_real, sum_imag) = (args[0], args[1], args[2], args[3]);
        let mut angle = angle(b, loc, element, (dim_h, dim_w), (const_h, const_w), two_pi);
        if inverse {
            let minus_one_attr = b.float_attr(element, -1.0);
            let minus_one = constant(b, loc, minus_one_attr);
            angle = same(b, "arith.mulf", loc, &[angle, minus_one]);
        }
        let cos_angle = same(b, "math.cos", loc, &[angle]);
        let sin_angle = same(b, "math.sin", loc, &[angle]);
        let rcos = same(b, "arith.mulf", loc, &[val_real, cos_angle]);
        let rsin = same(b, "arith.mulf", loc, &[val_imag, sin_angle]);
        let real_component = same(b, "arith.addf", loc, &[rcos, rsin]);
        let icos = same(b, "arith.mulf", loc, &[val_imag, cos_angle]);
        let isin = same(b, "arith.mulf", loc, &[val_real, sin_angle]);
        let imag_component = same(b, "arith.subf", loc, &[icos, isin]);
        let out_real = same(b, "arith.addf", loc, &[sum_real, real_component]);
        let out_imag = same(b, "arith.addf", loc, &[sum_imag, imag_component]);
        Some(vec![out_real, out_imag])
    };
    let result_types = rw.result_types(op);
    let Some(generic) = generic_n(
        rw,
        loc,
        &result_types,
        &[input_real, input_imag],
        &[real, imag],
        &maps,
        &ITERATORS,
        &mut body,
    ) else {
        return false;
    };
    let results = rw.results(generic.operation());
    rw.replace_op(op, &results).is_ok()
}
