//! The elementwise lowerings of `TosaToLinalg.cpp`: each tosa elementwise
//! op becomes one `linalg.generic` whose body computes the op on scalars
//! (`createLinalgBodyCalculationForElementwiseOp`), its operands first
//! expanded to the result's rank and, where a dynamic size may be 1 at
//! run time, broadcast under an `scf.if` (`elementwiseMatchAndRewriteHelper`);
//! and `tosa.identity` replaced by its operands.

use std::collections::HashMap;

use arith::{CmpFPredicate, CmpIPredicate};
use ir::conversion::{ConversionPattern, ConversionRewriter};
use ir::rewrite::create_or_fold;
use ir::{Location, OpBuilder, OpFoldResult as Ofr, OpId, Signedness, Type, Value};

use crate::util::*;

/// The `index` constants made so far, by value (upstream's `IndexPool`).
type IndexPool = HashMap<i64, Value>;

/// The largest exponent of the float type `ty` (`semanticsMaxExponent`)
/// and its precision in bits (`getFPMantissaWidth`), as LLVM's float
/// semantics give them.
fn float_limits(b: &OpBuilder<'_>, ty: Type) -> (i64, u32) {
    use ir::FloatKind as K;
    match b.float_kind(ty) {
        Some(K::F16) => (15, 11),
        Some(K::BF16) => (127, 8),
        Some(K::F64) => (1023, 53),
        Some(K::F80) => (16383, 64),
        Some(K::F128) => (16383, 113),
        Some(K::F8E5M2 | K::F8E5M2FNUZ) => (15, 3),
        Some(K::F8E4M3 | K::F8E4M3FNUZ) => (7, 4),
        Some(K::F8E4M3FN) => (8, 4),
        Some(K::F8E4M3B11FNUZ) => (4, 4),
        Some(K::TF32) => (127, 11),
        Some(K::F32) | None => (127, 24),
    }
}

/// The scalar computation of the elementwise `op` on `args` (the body's
/// arguments of its operands) giving `result_type`, or the reason it has
/// none (`createLinalgBodyCalculationForElementwiseOp`).
fn body_calculation(
    b: &mut OpBuilder<'_>,
    op: OpId,
    args: &[Value],
    result_type: Type,
) -> Result<Value, &'static str> {
    let loc = b.op_loc(op);
    let operand0 = b.operand(op, 0);
    let operand_type = b.value_type(operand0);
    let mut element = b.element_type_or_self(operand_type);
    let is_float = b.is_float(element);
    let is_int = b.is_any_integer(element);
    let signless = b.is_signless_integer(element);
    let is_i1 = b.is_integer(element, 1);
    let name = b.op_name_of(op).to_owned();
    let rt = [result_type];
    let unary = |b: &mut OpBuilder<'_>, n: &str| op_(b, n, loc, &rt, &args[..1]);
    let binary = |b: &mut OpBuilder<'_>, n: &str| op_(b, n, loc, &rt, &args[..2]);
    let v = match name.as_str() {
        "tosa.abs" if is_float => unary(b, "math.absf"),
        "tosa.abs" if is_int => {
            let zero = int_constant(b, loc, element, 0);
            let neg = same(b, "arith.subi", loc, &[zero, args[0]]);
            same(b, "arith.maxsi", loc, &[args[0], neg])
        }
        "tosa.add" if is_float => binary(b, "arith.addf"),
        "tosa.add" if is_int => binary(b, "arith.addi"),
        "tosa.sub" if is_float => binary(b, "arith.subf"),
        "tosa.sub" if is_int => binary(b, "arith.subi"),
        "tosa.mul" if is_float => {
            if b.attr(op, "shift")
                .and_then(|a| b.attr_as_int(a))
                .unwrap_or(0)
                != 0
            {
                return Err("Cannot have shift value for float");
            }
            binary(b, "arith.mulf")
        }
        "tosa.int_div" if is_int => binary(b, "arith.divsi"),
        "tosa.reciprocal" if is_float => {
            let one = float_constant(b, loc, element, 1.0);
            op_(b, "arith.divf", loc, &rt, &[one, args[0]])
        }
        "tosa.mul" if is_int => mul_int(b, op, loc, args, element, result_type),
        "tosa.negate" if is_float => unary(b, "arith.negf"),
        "tosa.negate" if is_int => negate_int(b, op, loc, args, element, result_type),
        "tosa.bitwise_and" if is_int => binary(b, "arith.andi"),
        "tosa.bitwise_or" if is_int => binary(b, "arith.ori"),
        "tosa.bitwise_not" if is_int => {
            let all_ones = int_constant(b, loc, element, -1);
            op_(b, "arith.xori", loc, &rt, &[args[0], all_ones])
        }
        "tosa.bitwise_xor" if is_int => binary(b, "arith.xori"),
        "tosa.logical_left_shift" if is_int => binary(b, "arith.shli"),
        "tosa.logical_right_shift" if is_int => binary(b, "arith.shrui"),
        "tosa.arithmetic_right_shift" if is_int => {
            let result = binary(b, "arith.shrsi");
            let round = b.attr(op, "round").and_then(|a| b.attr_as_bool(a));
            if round != Some(true) {
                return Ok(result);
            }
            let i1 = b.integer_type(1, Signedness::Signless);
            let one = int_constant(b, loc, element, 1);
            let zero = int_constant(b, loc, element, 0);
            let i1_one = int_constant(b, loc, i1, 1);
            let positive = cmpi(b, loc, CmpIPredicate::Sgt, args[1], zero);
            let subtract = op_(b, "arith.subi", loc, &rt, &[args[1], one]);
            let shifted = op_(b, "arith.shrsi", loc, &rt, &[args[0], subtract]);
            let truncated = op_(b, "arith.trunci", loc, &[i1], &[shifted]);
            let odd = op_(b, "arith.andi", loc, &[i1], &[truncated, i1_one]);
            let should_round = op_(b, "arith.andi", loc, &[i1], &[positive, odd]);
            let extended = op_(b, "arith.extui", loc, &rt, &[should_round]);
            op_(b, "arith.addi", loc, &rt, &[result, extended])
        }
        "tosa.clz" if is_int => op_(b, "math.ctlz", loc, &[element], &args[..1]),
        "tosa.logical_and" if is_i1 => binary(b, "arith.andi"),
        "tosa.logical_not" if is_i1 => {
            let one = int_constant(b, loc, element, 1);
            op_(b, "arith.xori", loc, &rt, &[args[0], one])
        }
        "tosa.logical_or" if is_i1 => binary(b, "arith.ori"),
        "tosa.logical_xor" if is_i1 => binary(b, "arith.xori"),
        "tosa.pow" if is_float => binary(b, "math.powf"),
        "tosa.rsqrt" if is_float => unary(b, "math.rsqrt"),
        "tosa.log" if is_float => unary(b, "math.log"),
        "tosa.exp" if is_float => unary(b, "math.exp"),
        "tosa.sin" if is_float => unary(b, "math.sin"),
        "tosa.cos" if is_float => unary(b, "math.cos"),
        "tosa.tanh" if is_float => unary(b, "math.tanh"),
        "tosa.erf" if is_float => unary(b, "math.erf"),
        "tosa.greater" if is_float => cmpf(b, loc, CmpFPredicate::Ogt, args[0], args[1]),
        "tosa.greater" if signless => cmpi(b, loc, CmpIPredicate::Sgt, args[0], args[1]),
        "tosa.greater_equal" if is_float => cmpf(b, loc, CmpFPredicate::Oge, args[0], args[1]),
        "tosa.greater_equal" if signless => cmpi(b, loc, CmpIPredicate::Sge, args[0], args[1]),
        "tosa.equal" if is_float => cmpf(b, loc, CmpFPredicate::Oeq, args[0], args[1]),
        "tosa.equal" if signless => cmpi(b, loc, CmpIPredicate::Eq, args[0], args[1]),
        "tosa.select" => {
            let operand1 = b.operand(op, 1);
            let t = b.value_type(operand1);
            element = b.element_type_or_self(t);
            if !(b.is_float(element) || b.is_any_integer(element)) {
                return Err(UNHANDLED);
            }
            select(b, loc, args[0], args[1], args[2])
        }
        "tosa.maximum" if is_float => same(b, "arith.maximumf", loc, &args[..2]),
        "tosa.maximum" if signless => same(b, "arith.maxsi", loc, &args[..2]),
        "tosa.minimum" if is_float => same(b, "arith.minimumf", loc, &args[..2]),
        "tosa.minimum" if signless => same(b, "arith.minsi", loc, &args[..2]),
        "tosa.ceil" if is_float => unary(b, "math.ceil"),
        "tosa.floor" if is_float => unary(b, "math.floor"),
        "tosa.clamp" if is_float => {
            let min_fp = b
                .attr(op, "min_fp")
                .and_then(|a| b.attr_as_float(a))
                .unwrap_or(0.0);
            let max_fp = b
                .attr(op, "max_fp")
                .and_then(|a| b.attr_as_float(a))
                .unwrap_or(0.0);
            let min = float_constant(b, loc, element, min_fp);
            let max = float_constant(b, loc, element, max_fp);
            clamp_float(b, loc, args[0], min, max)
        }
        "tosa.clamp" if is_int => {
            let mut min = b
                .attr(op, "min_int")
                .and_then(|a| b.attr_as_int(a))
                .unwrap_or(0);
            let mut max = b
                .attr(op, "max_int")
                .and_then(|a| b.attr_as_int(a))
                .unwrap_or(0);
            let width = b.int_or_float_width(element).unwrap_or(64);
            let unsigned = b.is_unsigned_integer(element);
            let (min_rep, max_rep) = if unsigned {
                let max_rep = if width <= 63 {
                    (1i64 << width) - 1
                } else {
                    i64::MAX
                };
                (0, max_rep)
            } else {
                signed_range(width)
            };
            min = min.max(min_rep);
            max = max.max(min_rep);
            min = min.min(max_rep);
            max = max.min(max_rep);
            let int_ty = b.integer_type(width, Signedness::Signless);
            let min_val = int_constant(b, loc, int_ty, min);
            let max_val = int_constant(b, loc, int_ty, max);
            clamp_int(b, loc, args[0], min_val, max_val, unsigned)
        }
        "tosa.sigmoid" if is_float => {
            let one = float_constant(b, loc, element, 1.0);
            let negate = unary(b, "arith.negf");
            let exp = op_(b, "math.exp", loc, &rt, &[negate]);
            let added = op_(b, "arith.addf", loc, &rt, &[exp, one]);
            op_(b, "arith.divf", loc, &rt, &[one, added])
        }
        "tosa.cast" => cast(b, loc, args, element, result_type)?,
        _ => return Err(UNHANDLED),
    };
    Ok(v)
}

/// The failure of an op without a scalar form.
const UNHANDLED: &str = "unhandled op for linalg body calculation for elementwise op";

/// [`op`] under the name the body builder uses.
fn op_(
    b: &mut OpBuilder<'_>,
    name: &str,
    loc: Location,
    results: &[Type],
    operands: &[Value],
) -> Value {
    op(b, name, loc, results, operands)
}

/// `tosa.mul` of integers: through `tosa.apply_scale` in 32 bits with a
/// shift, else a multiplication of the operands extended to the result.
fn mul_int(
    b: &mut OpBuilder<'_>,
    op: OpId,
    loc: Location,
    args: &[Value],
    element: Type,
    result_type: Type,
) -> Value {
    let (mut a, mut c) = (args[0], args[1]);
    let shift = b
        .attr(op, "shift")
        .and_then(|s| b.attr_as_int(s))
        .unwrap_or(0);
    let i32t = b.integer_type(32, Signedness::Signless);
    if shift > 0 {
        let i8t = b.integer_type(8, Signedness::Signless);
        let shift_const = int_constant(b, loc, i8t, shift);
        if !b.is_integer(b.value_type(a), 32) {
            a = arith::ExtSIOp::build(b, loc, i32t, a).out(b);
        }
        if !b.is_integer(b.value_type(c), 32) {
            c = arith::ExtSIOp::build(b, loc, i32t, c).out(b);
        }
        let no = b.bool_attr(false);
        let result = tosa::ApplyScaleOp::build(b, loc, i32t, a, c, shift_const, no).output(b);
        if b.is_integer(element, 32) {
            return result;
        }
        return arith::TruncIOp::build(b, loc, element, result).out(b);
    }
    let width = |b: &OpBuilder<'_>, t: Type| b.int_or_float_width(t).unwrap_or(0);
    let a_width = width(b, b.value_type(a));
    let c_width = width(b, b.value_type(c));
    let r_width = width(b, result_type);
    if a_width < r_width {
        a = arith::ExtSIOp::build(b, loc, result_type, a).out(b);
    }
    if c_width < r_width {
        c = arith::ExtSIOp::build(b, loc, result_type, c).out(b);
    }
    op_(b, "arith.muli", loc, &[result_type], &[a, c])
}

/// `tosa.negate` of integers: `0 - x`, or with quantization information
/// `in_zp + out_zp - x` in a wide enough type, clamped and truncated.
fn negate_int(
    b: &mut OpBuilder<'_>,
    op: OpId,
    loc: Location,
    args: &[Value],
    element: Type,
    result_type: Type,
) -> Value {
    let quant = tosa::NegateOp::cast(b, op).and_then(|n| n.quantization_info(b));
    let Some(quant) = quant else {
        let zero = int_constant(b, loc, element, 0);
        return op_(b, "arith.subi", loc, &[result_type], &[zero, args[0]]);
    };
    let storage = quant.storage(b);
    let (in_zp, out_zp) = (storage.input_zp, storage.output_zp);
    let width = b.int_or_float_width(element).unwrap_or(64);
    let zp_add = in_zp + out_zp;
    let (smin, smax) = signed_range(width);
    let max_value = smax
        .saturating_add(zp_add.saturating_abs())
        .saturating_add(1);
    let intermediate_width = if max_value <= i64::from(i16::MAX) {
        16
    } else if max_value <= i64::from(i32::MAX) {
        32
    } else if max_value < (1i64 << 47) {
        48
    } else {
        64
    };
    let intermediate = b.integer_type(intermediate_width, Signedness::Signless);
    let zp_add_value = int_constant(b, loc, intermediate, zp_add);
    let ext = arith::ExtSIOp::build(b, loc, intermediate, args[0]).out(b);
    let sub = same(b, "arith.subi", loc, &[zp_add_value, ext]);
    let min = int_constant(b, loc, intermediate, smin);
    let max = int_constant(b, loc, intermediate, smax);
    let clamp = clamp_int(b, loc, sub, min, max, false);
    arith::TruncIOp::build(b, loc, element, clamp).out(b)
}

/// `tosa.cast` between element types.
fn cast(
    b: &mut OpBuilder<'_>,
    loc: Location,
    args: &[Value],
    src: Type,
    dst: Type,
) -> Result<Value, &'static str> {
    let src_width = b.int_or_float_width(src).unwrap_or(0);
    let dst_width = b.int_or_float_width(dst).unwrap_or(0);
    let bit_extend = src_width < dst_width;
    let rt = [dst];
    if src == dst {
        return Ok(args[0]);
    }
    let (src_float, dst_float) = (b.is_float(src), b.is_float(dst));
    let (src_int, dst_int) = (b.is_any_integer(src), b.is_any_integer(dst));
    if src_float && dst_float {
        let name = if bit_extend {
            "arith.extf"
        } else {
            "arith.truncf"
        };
        return Ok(op(b, name, loc, &rt, &args[..1]));
    }
    // `UIToFPOp`/`SIToFPOp::areCastCompatible`: an integer to a float.
    let int_to_fp = src_int && dst_float;
    if b.is_integer(src, 1) && int_to_fp {
        return Ok(op(b, "arith.uitofp", loc, &rt, &args[..1]));
    }
    if b.is_integer(src, 1) && dst_int && bit_extend {
        return Ok(op(b, "arith.extui", loc, &rt, &args[..1]));
    }
    if b.is_unsigned_integer(src) && dst_float {
        let signless = b.integer_type(src_width, Signedness::Signless);
        let cast = b.create_simple(
            "builtin.unrealized_conversion_cast",
            loc,
            &args[..1],
            &[signless],
            &[],
        );
        let cast = b.result(cast, 0);
        return Ok(op(b, "arith.uitofp", loc, &rt, &[cast]));
    }
    if int_to_fp {
        return Ok(op(b, "arith.sitofp", loc, &rt, &args[..1]));
    }
    if src_float && b.is_integer(dst, 1) {
        let zero = float_constant(b, loc, src, 0.0);
        return Ok(cmpf(b, loc, CmpFPredicate::Une, args[0], zero));
    }
    // `FPToSIOp::areCastCompatible`: a float to an integer.
    if src_float && dst_int {
        return Ok(float_to_int(b, loc, args[0], src, dst, dst_width));
    }
    if src_int && b.is_integer(dst, 1) {
        let int_ty = b.integer_type(src_width, Signedness::Signless);
        let zero = int_constant(b, loc, int_ty, 0);
        return Ok(cmpi(b, loc, CmpIPredicate::Ne, args[0], zero));
    }
    if src_int && dst_int && bit_extend {
        return Ok(op(b, "arith.extsi", loc, &rt, &args[..1]));
    }
    if src_int && dst_int {
        return Ok(op(b, "arith.trunci", loc, &rt, &args[..1]));
    }
    Err(UNHANDLED)
}

/// A float rounded to even and converted to a signed integer, saturating
/// at the integer's range.
fn float_to_int(
    b: &mut OpBuilder<'_>,
    loc: Location,
    arg: Value,
    src: Type,
    dst: Type,
    width: u32,
) -> Value {
    let rounded = same(b, "math.roundeven", loc, &[arg]);
    let (max_exponent, mantissa) = float_limits(b, src);
    let (int_min, int_max) = signed_range(width);
    if i64::from(width) - 1 > max_exponent {
        let conv = op(b, "arith.fptosi", loc, &[dst], &[rounded]);
        let pos_inf = float_constant(b, loc, src, f64::INFINITY);
        let neg_inf = float_constant(b, loc, src, f64::NEG_INFINITY);
        let overflow = cmpf(b, loc, CmpFPredicate::Ueq, rounded, pos_inf);
        let underflow = cmpf(b, loc, CmpFPredicate::Ueq, rounded, neg_inf);
        let min = int_constant(b, loc, dst, int_min);
        let max = int_constant(b, loc, dst, int_max);
        let max_clamped = select(b, loc, overflow, max, conv);
        return select(b, loc, underflow, min, max_clamped);
    }
    let int_min_fp = float_constant(b, loc, src, int_min as f64);
    if mantissa >= width - 1 {
        let int_max_fp = float_constant(b, loc, src, int_max as f64);
        let clamped = clamp_float(b, loc, rounded, int_min_fp, int_max_fp);
        return op(b, "arith.fptosi", loc, &[dst], &[clamped]);
    }
    // Upstream adds 1 in `int64_t`: for 64 bits it wraps to the minimum.
    let int_max_plus_one = float_constant(b, loc, src, int_max.wrapping_add(1) as f64);
    let int_max_value = int_constant(b, loc, dst, int_max);
    let min_clamped_fp = same(b, "arith.maximumf", loc, &[rounded, int_min_fp]);
    let min_clamped = op(b, "arith.fptosi", loc, &[dst], &[min_clamped_fp]);
    let overflow = cmpf(b, loc, CmpFPredicate::Uge, rounded, int_max_plus_one);
    select(b, loc, overflow, int_max_value, min_clamped)
}

/// `expandRank`: `tensor` with unit sizes prepended up to `rank`.
pub(crate) fn expand_rank(
    b: &mut OpBuilder<'_>,
    loc: Location,
    tensor: Value,
    rank: usize,
) -> Value {
    let ty = b.value_type(tensor);
    let sizes = shape(b, ty);
    let extra = rank - sizes.len().min(rank);
    if extra == 0 {
        return tensor;
    }
    let mut groups: Vec<Vec<i64>> = vec![Vec::new(); sizes.len()];
    let mut index = 0i64;
    if let Some(first) = groups.first_mut() {
        while index <= extra as i64 {
            first.push(index);
            index += 1;
        }
    }
    for group in groups.iter_mut().skip(1) {
        group.push(index);
        index += 1;
    }
    let mut result_shape = vec![1i64; extra];
    result_shape.extend_from_slice(&sizes);
    let element = b.element_type_or_self(ty);
    let result_type = b.ranked_tensor(&result_shape, element);
    let input = tensor::builders::mixed_sizes_at(b, loc, tensor);
    let output = memref_transforms::expand_output_shape(b, loc, &result_shape, &groups, &input)
        .unwrap_or_default();
    tensor::builders::build_expand_shape(b, loc, result_type, tensor, &groups, &output).result(b)
}

/// `createIndex`: the pooled `index` constant of `value`.
fn create_index(b: &mut OpBuilder<'_>, loc: Location, pool: &mut IndexPool, value: i64) -> Value {
    if let Some(&v) = pool.get(&value) {
        return v;
    }
    let v = scf::utils::constant_index(b, loc, value);
    pool.insert(value, v);
    v
}

/// `getTensorDim`: `tensor.dim` of `tensor` at a pooled index.
fn tensor_dim(
    b: &mut OpBuilder<'_>,
    loc: Location,
    pool: &mut IndexPool,
    tensor: Value,
    i: usize,
) -> Value {
    let index = create_index(b, loc, pool, i as i64);
    let ty = b.index_type();
    tensor::DimOp::build(b, loc, ty, tensor, index).result(b)
}

/// `getOrFoldTensorDim`.
fn get_or_fold_dim(
    b: &mut OpBuilder<'_>,
    loc: Location,
    pool: &mut IndexPool,
    tensor: Value,
    i: usize,
) -> Ofr {
    let ty = b.value_type(tensor);
    match shape(b, ty).get(i).copied() {
        Some(DYNAMIC) | None => Ofr::Value(tensor_dim(b, loc, pool, tensor, i)),
        Some(size) => Ofr::Attr(b.index_attr(size)),
    }
}

/// `computeTargetSize`: the size of dimension `dim` of the result and the
/// operand it comes from alone, if one does.
fn target_size(
    b: &mut OpBuilder<'_>,
    loc: Location,
    pool: &mut IndexPool,
    operands: &[Value],
    dim: usize,
) -> (Ofr, Option<Value>) {
    let size_of =
        |b: &OpBuilder<'_>, v: Value| shape(b, b.value_type(v)).get(dim).copied().unwrap_or(1);
    for &operand in operands {
        let size = size_of(b, operand);
        if size != DYNAMIC && size > 1 {
            return (Ofr::Attr(b.index_attr(size)), Some(operand));
        }
    }
    let dynamic: Vec<Value> = operands
        .iter()
        .copied()
        .filter(|&v| size_of(b, v) == DYNAMIC)
        .collect();
    if dynamic.is_empty() {
        return (Ofr::Attr(b.index_attr(1)), operands.first().copied());
    }
    let mut size = tensor_dim(b, loc, pool, dynamic[0], dim);
    if dynamic.len() == 1 {
        return (Ofr::Value(size), Some(dynamic[0]));
    }
    for &next in &dynamic[1..] {
        let next_size = tensor_dim(b, loc, pool, next, dim);
        size = same(b, "arith.maxui", loc, &[size, next_size]);
    }
    (Ofr::Value(size), None)
}

/// `broadcastDynamicDimension`: `operand` broadcast along `dim` under an
/// `scf.if` when its dynamic size is 1 at run time.
fn broadcast_dynamic_dimension(
    b: &mut OpBuilder<'_>,
    loc: Location,
    pool: &mut IndexPool,
    operand: Value,
    dim: usize,
    target: Ofr,
    master: Option<Value>,
) -> Value {
    let ty = b.value_type(operand);
    let sizes = shape(b, ty);
    if sizes.get(dim) != Some(&DYNAMIC) || master == Some(operand) {
        return operand;
    }
    let rank = sizes.len();
    let exprs: Vec<_> = (0..rank)
        .map(|i| {
            if i == dim {
                b.affine_constant(0)
            } else {
                b.affine_dim(i as u32)
            }
        })
        .collect();
    let broadcast_map = b.affine_map(rank as u32, 0, &exprs);
    let identity = b.identity_affine_map(rank as u32);
    let one = create_index(b, loc, pool, 1);
    let runtime_size = tensor_dim(b, loc, pool, operand, dim);
    let necessary = cmpi(b, loc, CmpIPredicate::Eq, runtime_size, one);
    let element = b.element_type_or_self(ty);
    let mut then_builder = |b: &mut OpBuilder<'_>, loc: Location| {
        let mut local = IndexPool::new();
        let output_shape: Vec<Ofr> = (0..rank)
            .map(|i| {
                if i == dim {
                    target
                } else {
                    get_or_fold_dim(b, loc, &mut local, operand, i)
                }
            })
            .collect();
        let output = empty_mixed(b, loc, &output_shape, element);
        let mut body = |_: &mut OpBuilder<'_>, _: Location, args: &[Value]| args.first().copied();
        let result = generic(
            b,
            loc,
            &[operand],
            output,
            &[broadcast_map, identity],
            rank,
            &mut body,
        )
        .map(|g| b.result(g.operation(), 0))
        .unwrap_or(output);
        let cast = tensor::CastOp::build(b, loc, ty, result).operation();
        let cast = create_or_fold(b, cast)[0];
        scf::YieldOp::build(b, loc, &[cast]);
    };
    let mut else_builder = |b: &mut OpBuilder<'_>, loc: Location| {
        scf::YieldOp::build(b, loc, &[operand]);
    };
    let if_op = scf::IfOp::build_from_cond_then_builder_else_builder(
        b,
        loc,
        necessary,
        &mut then_builder,
        Some(&mut else_builder),
    );
    b.result(if_op.operation(), 0)
}

/// `elementwiseMatchAndRewriteHelper`.
fn lower_elementwise(op: OpId, operands: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let ranked = |rw: &ConversionRewriter<'_, '_>, v: Value| rw.is_ranked_tensor(rw.value_type(v));
    let all_ranked = rw.operands(op).into_iter().all(|v| ranked(rw, v))
        && rw.results(op).into_iter().all(|v| ranked(rw, v));
    if !all_ranked {
        return rw.notify_match_failure("Unranked tensors not supported");
    }
    let loc = rw.op_loc(op);
    let original = rw.result_types(op)[0];
    let rank = rw.rank(original).unwrap_or(0);
    let mut pool = IndexPool::new();
    let expanded: Vec<Value> = operands
        .iter()
        .map(|&v| expand_rank(rw, loc, v, rank))
        .collect();
    let mut target_shape = Vec::with_capacity(rank);
    let mut masters = Vec::with_capacity(rank);
    for dim in 0..rank {
        let (size, master) = target_size(rw, loc, &mut pool, &expanded, dim);
        target_shape.push(size);
        masters.push(master);
    }
    let broadcast: Vec<Value> = if expanded.len() == 1 {
        expanded
    } else {
        expanded
            .iter()
            .map(|&v| {
                let mut v = v;
                for dim in 0..rank {
                    v = broadcast_dynamic_dimension(
                        rw,
                        loc,
                        &mut pool,
                        v,
                        dim,
                        target_shape[dim],
                        masters[dim],
                    );
                }
                v
            })
            .collect()
    };
    // `emitElementwiseComputation`.
    let converter = rw.type_converter();
    let Some(result_type) = converter
        .and_then(|c| c.convert_type(rw, original))
        .filter(|&t| rw.is_ranked_tensor(t))
    else {
        return rw.notify_match_failure("failed to convert type");
    };
    let element = rw.element_type_or_self(result_type);
    let output = empty_mixed(rw, loc, &target_shape, element);
    let mut maps = Vec::with_capacity(broadcast.len() + 1);
    for &v in &broadcast {
        let t = rw.value_type(v);
        let exprs: Vec<_> = shape(rw, t)
            .iter()
            .enumerate()
            .map(|(i, &s)| {
                if s == 1 {
                    rw.affine_constant(0)
                } else {
                    rw.affine_dim(i as u32)
                }
            })
            .collect();
        maps.push(rw.affine_map(rank as u32, 0, &exprs));
    }
    maps.push(rw.identity_affine_map(rank as u32));
    let num_operands = rw.num_operands(op);
    let mut error = None;
    let mut body = |b: &mut OpBuilder<'_>, _: Location, args: &[Value]| {
        let n = num_operands.min(args.len());
        match body_calculation(b, op, &args[..n], element) {
            Ok(v) => Some(v),
            Err(e) => {
                error = Some(e);
                None
            }
        }
    };
    let Some(linalg_op) = generic(rw, loc, &broadcast, output, &maps, rank, &mut body) else {
        let _ = error;
        return rw.notify_match_failure("unable to create linalg.generic body for elementwise op");
    };
    let result = rw.result(linalg_op.operation(), 0);
    let cast = tensor::CastOp::build(rw, loc, result_type, result).operation();
    let cast = create_or_fold(rw, cast)[0];
    rw.replace_op(op, &[cast]).is_ok()
}

/// `IdentityNConverter`: the op replaced by its operands.
fn lower_identity(op: OpId, _operands: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let operands = rw.operands(op);
    rw.replace_op(op, &operands).is_ok()
}

/// The elementwise ops `PointwiseConverter` lowers, in upstream's order.
const POINTWISE: [&str; 38] = [
    tosa::AddOp::OPERATION_NAME,
    tosa::SubOp::OPERATION_NAME,
    tosa::MulOp::OPERATION_NAME,
    tosa::IntDivOp::OPERATION_NAME,
    tosa::NegateOp::OPERATION_NAME,
    tosa::PowOp::OPERATION_NAME,
    tosa::ReciprocalOp::OPERATION_NAME,
    tosa::RsqrtOp::OPERATION_NAME,
    tosa::LogOp::OPERATION_NAME,
    tosa::ExpOp::OPERATION_NAME,
    tosa::AbsOp::OPERATION_NAME,
    tosa::SinOp::OPERATION_NAME,
    tosa::CosOp::OPERATION_NAME,
    tosa::TanhOp::OPERATION_NAME,
    tosa::ErfOp::OPERATION_NAME,
    tosa::BitwiseAndOp::OPERATION_NAME,
    tosa::BitwiseOrOp::OPERATION_NAME,
    tosa::BitwiseNotOp::OPERATION_NAME,
    tosa::BitwiseXorOp::OPERATION_NAME,
    tosa::LogicalAndOp::OPERATION_NAME,
    tosa::LogicalNotOp::OPERATION_NAME,
    tosa::LogicalOrOp::OPERATION_NAME,
    tosa::LogicalXorOp::OPERATION_NAME,
    tosa::CastOp::OPERATION_NAME,
    tosa::LogicalLeftShiftOp::OPERATION_NAME,
    tosa::LogicalRightShiftOp::OPERATION_NAME,
    tosa::ArithmeticRightShiftOp::OPERATION_NAME,
    tosa::ClzOp::OPERATION_NAME,
    tosa::SelectOp::OPERATION_NAME,
    tosa::GreaterOp::OPERATION_NAME,
    tosa::GreaterEqualOp::OPERATION_NAME,
    tosa::EqualOp::OPERATION_NAME,
    tosa::MaximumOp::OPERATION_NAME,
    tosa::MinimumOp::OPERATION_NAME,
    tosa::CeilOp::OPERATION_NAME,
    tosa::FloorOp::OPERATION_NAME,
    tosa::ClampOp::OPERATION_NAME,
    tosa::SigmoidOp::OPERATION_NAME,
];

/// The lowerings of `tosa-to-linalg` ported so far
/// (`populateTosaToLinalgConversionPatterns`): every elementwise op
/// (`PointwiseConverter`), `tosa.identity` (`IdentityNConverter`), the
/// reductions, `argmax`, `gather`, `rescale`, `resize`, `reverse`, the
/// FFTs, `table` and `tile`, in upstream's order.
pub fn populate_tosa_to_linalg_conversion_patterns(patterns: &mut Vec<Box<dyn ConversionPattern>>) {
    let resize: [(&'static str, Lower, u16); 3] = [
        ("GenericResizeConverter", crate::resize::lower_generic, 100),
        ("ResizeUnaryConverter", crate::resize::lower_unary, 200),
        (
            "MaterializeResizeBroadcast",
            crate::resize::lower_broadcast,
            300,
        ),
    ];
    for (name, lower, benefit) in resize {
        let root = tosa::ResizeOp::OPERATION_NAME;
        patterns.push(Box::new(Lowering {
            root,
            name,
            lower,
            benefit,
        }));
    }
    for root in POINTWISE {
        patterns.push(Box::new(Lowering {
            root,
            name: "PointwiseConverter",
            lower: lower_elementwise,
            benefit: 1,
        }));
    }
    let others: [(&'static str, &'static str, Lower); 15] = [
        (
            tosa::IdentityOp::OPERATION_NAME,
            "IdentityNConverter",
            lower_identity,
        ),
        (
            tosa::ReduceAllOp::OPERATION_NAME,
            "ReduceConverter",
            crate::ops::lower_reduce,
        ),
        (
            tosa::ReduceAnyOp::OPERATION_NAME,
            "ReduceConverter",
            crate::ops::lower_reduce,
        ),
        (
            tosa::ReduceMinOp::OPERATION_NAME,
            "ReduceConverter",
            crate::ops::lower_reduce,
        ),
        (
            tosa::ReduceMaxOp::OPERATION_NAME,
            "ReduceConverter",
            crate::ops::lower_reduce,
        ),
        (
            tosa::ReduceSumOp::OPERATION_NAME,
            "ReduceConverter",
            crate::ops::lower_reduce,
        ),
        (
            tosa::ReduceProdOp::OPERATION_NAME,
            "ReduceConverter",
            crate::ops::lower_reduce,
        ),
        (
            tosa::ArgMaxOp::OPERATION_NAME,
            "ArgMaxConverter",
            crate::ops::lower_argmax,
        ),
        (
            tosa::GatherOp::OPERATION_NAME,
            "GatherConverter",
            crate::ops::lower_gather,
        ),
        (
            tosa::RescaleOp::OPERATION_NAME,
            "RescaleConverter",
            crate::ops::lower_rescale,
        ),
        (
            tosa::ReverseOp::OPERATION_NAME,
            "ReverseConverter",
            crate::ops::lower_reverse,
        ),
        (
            tosa::RFFT2dOp::OPERATION_NAME,
            "RFFT2dConverter",
            crate::fft::lower_rfft2d,
        ),
        (
            tosa::FFT2dOp::OPERATION_NAME,
            "FFT2dConverter",
            crate::fft::lower_fft2d,
        ),
        (
            tosa::TableOp::OPERATION_NAME,
            "TableConverter",
            crate::ops::lower_table,
        ),
        (
            tosa::TileOp::OPERATION_NAME,
            "TileConverter",
            crate::ops::lower_tile,
        ),
    ];
    for (root, name, lower) in others {
        patterns.push(Box::new(Lowering {
            root,
            name,
            lower,
            benefit: 1,
        }));
    }
}
