//! The folders of `TosaCanonicalizations.cpp`.

use crate::*;
use ir::apint::APInt;
use ir::{
    Attribute, Context, DenseData, FloatKind, FoldResult, OpFoldResult, Type, Value, DYNAMIC,
};

/// A fold to an existing value.
fn to_value(v: Value) -> FoldResult {
    FoldResult::single(OpFoldResult::Value(v))
}

/// A fold to an attribute.
fn to_attr(a: Attribute) -> FoldResult {
    FoldResult::single(OpFoldResult::Attr(a))
}

/// The one element of a splat `dense<...>` of integers or floats.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Splat {
    Int(i128),
    Float(f64),
}

/// The splat value of `a`, if it is a splat `dense<...>` of numbers.
fn splat(ctx: &Context, a: Option<Attribute>) -> Option<Splat> {
    let (_, data) = ctx.as_dense_elements(a?)?;
    match data {
        DenseData::Int(v) if v.len() == 1 => Some(Splat::Int(v[0])),
        DenseData::Float(v) if v.len() == 1 => Some(Splat::Float(f64::from_bits(v[0]))),
        _ => None,
    }
}

/// Whether `a` is a `dense<...>` attribute (`DenseElementsAttr`).
fn is_dense(ctx: &Context, a: Option<Attribute>) -> bool {
    a.is_some_and(|a| ctx.as_dense_elements(a).is_some())
}

/// A splat of `value` for `ty`.
fn splat_attr(ctx: &mut Context, ty: Type, value: Splat) -> Attribute {
    match value {
        Splat::Int(v) => ctx.dense_int_attr(ty, &[v]),
        Splat::Float(v) => ctx.dense_float_attr(ty, &[v]),
    }
}

/// The width of an integer type, 0 for others.
fn width(ctx: &Context, ty: Type) -> u32 {
    ctx.type_as_integer(ty).map_or(0, |(w, _)| w)
}

/// The signed value of an `APInt`.
fn signed(v: &APInt) -> i128 {
    v.to_i128(true).unwrap_or(0)
}

/// The float kind of a float type, `f64` otherwise.
fn kind(ctx: &Context, ty: Type) -> FloatKind {
    ctx.float_kind(ty).unwrap_or(FloatKind::F64)
}

/// Whether the element type is an integer, index or float
/// (`isIntOrIndexOrFloat`).
fn int_index_or_float(ctx: &Context, ty: Type) -> bool {
    ctx.type_as_integer(ty).is_some() || ctx.is_index(ty) || ctx.is_float(ty)
}

/// `isSplatZero`.
fn is_splat_zero(ctx: &Context, element: Type, a: Option<Attribute>) -> bool {
    match splat(ctx, a) {
        Some(Splat::Float(v)) => ctx.is_float(element) && v == 0.0,
        Some(Splat::Int(v)) => ctx.type_as_integer(element).is_some() && v == 0,
        None => false,
    }
}

/// `isSplatOne`: 1.0, or `1 << shift` for integers.
fn is_splat_one(ctx: &Context, element: Type, a: Option<Attribute>, shift: i64) -> bool {
    match splat(ctx, a) {
        Some(Splat::Float(v)) => ctx.is_float(element) && v == 1.0,
        Some(Splat::Int(v)) => {
            ctx.type_as_integer(element).is_some()
                && shift < 64
                && v == i128::from(1i64.wrapping_shl(shift as u32))
        }
        None => false,
    }
}

/// The types of a binary op's operands and result when all are ranked
/// tensors.
fn ranked3(ctx: &Context, a: Value, b: Value, r: Value) -> Option<(Type, Type, Type)> {
    let t = |v: Value| Some(ctx.value_type(v)).filter(|&t| ctx.is_ranked_tensor(t));
    Some((t(a)?, t(b)?, t(r)?))
}

/// `binaryFolder`: two splats of one element type combined by `int` or
/// `float` into a splat of `result`.
fn binary(
    ctx: &mut Context,
    lhs: Option<Attribute>,
    rhs: Option<Attribute>,
    result: Option<Type>,
    int: impl Fn(&APInt, &APInt) -> APInt,
    float: impl Fn(f64, f64, FloatKind) -> Splat,
) -> FoldResult {
    let (Some(l), Some(r)) = (lhs, rhs) else {
        return FoldResult::Failure;
    };
    let (Some(ls), Some(rs)) = (splat(ctx, Some(l)), splat(ctx, Some(r))) else {
        return FoldResult::Failure;
    };
    let l_elt = ctx.element_type_or_self(ctx.attr_type(l));
    if l_elt != ctx.element_type_or_self(ctx.attr_type(r)) {
        return FoldResult::Failure;
    }
    let Some(result) = result.filter(|&t| ctx.is_ranked_tensor(t)) else {
        return FoldResult::Failure;
    };
    let value = match (ls, rs) {
        (Splat::Int(a), Splat::Int(b)) if ctx.type_as_integer(l_elt).is_some() => {
            let w = width(ctx, l_elt);
            let v = int(&APInt::from_i128(w, a), &APInt::from_i128(w, b));
            Splat::Int(signed(&v))
        }
        (Splat::Float(a), Splat::Float(b)) if ctx.is_float(l_elt) => float(a, b, kind(ctx, l_elt)),
        _ => return FoldResult::Failure,
    };
    to_attr(splat_attr(ctx, result, value))
}

/// A float result rounded to its kind.
fn rounded(v: f64, k: FloatKind) -> Splat {
    Splat::Float(ir::float::round_to_kind(v, k))
}

/// A boolean as a 1-bit integer splat.
fn boolean(b: bool) -> Splat {
    Splat::Int(i128::from(b))
}

/// What `add` and `sub` fold from: ranked types of integers, indices or
/// floats, the result's element type, and the dense constant operands.
struct Additive {
    lt: Type,
    rt: Type,
    res: Type,
    element: Type,
    la: Option<Attribute>,
    ra: Option<Attribute>,
}

/// The common checks of `add` and `sub` (`None`: no fold).
fn additive(
    ctx: &Context,
    a: Value,
    b: Value,
    r: Value,
    operands: &[Option<Attribute>],
) -> Option<Additive> {
    let (lt, rt, res) = ranked3(ctx, a, b, r)?;
    let (le, re) = (ctx.element_type_or_self(lt), ctx.element_type_or_self(rt));
    if !int_index_or_float(ctx, le) || !int_index_or_float(ctx, re) {
        return None;
    }
    let dense = |x: Option<Attribute>| x.filter(|&x| is_dense(ctx, Some(x)));
    Some(Additive {
        lt,
        rt,
        res,
        element: ctx.element_type_or_self(res),
        la: dense(operands[0]),
        ra: dense(operands[1]),
    })
}

/// `tosa.add`: `x + 0`, `0 + x`, splat sums.
pub fn add(ctx: &mut Context, op: AddOp, operands: &[Option<Attribute>]) -> FoldResult {
    let (a, b, r) = (op.input1(ctx), op.input2(ctx), op.output(ctx));
    let Some(Additive {
        lt,
        rt,
        res,
        element,
        la,
        ra,
    }) = additive(ctx, a, b, r, operands)
    else {
        return FoldResult::Failure;
    };
    if lt == res && is_splat_zero(ctx, element, ra) {
        return to_value(a);
    }
    if rt == res && is_splat_zero(ctx, element, la) {
        return to_value(b);
    }
    binary(ctx, la, ra, Some(res), APInt::add, |x, y, k| {
        rounded(x + y, k)
    })
}

/// `tosa.sub`: `x - 0`, splat differences.
pub fn sub(ctx: &mut Context, op: SubOp, operands: &[Option<Attribute>]) -> FoldResult {
    let (a, b, r) = (op.input1(ctx), op.input2(ctx), op.output(ctx));
    let Some(Additive {
        lt,
        rt: _,
        res,
        element,
        la,
        ra,
    }) = additive(ctx, a, b, r, operands)
    else {
        return FoldResult::Failure;
    };
    if lt == res && is_splat_zero(ctx, element, ra) {
        return to_value(a);
    }
    binary(ctx, la, ra, Some(res), APInt::sub, |x, y, k| {
        rounded(x - y, k)
    })
}

/// `tosa.mul`: by 0 or 1 (shifted), splat products.
pub fn mul(ctx: &mut Context, op: MulOp, operands: &[Option<Attribute>]) -> FoldResult {
    let (a, b, r) = (op.input1(ctx), op.input2(ctx), op.output(ctx));
    let Some((lt, rt, res)) = ranked3(ctx, a, b, r) else {
        return FoldResult::Failure;
    };
    let element = ctx.element_type_or_self(res);
    let la = operands[0].filter(|&x| is_dense(ctx, Some(x)));
    let ra = operands[1].filter(|&x| is_dense(ctx, Some(x)));
    let op_shift = i64::from(op.shift(ctx));
    let shift = if ctx.type_as_integer(element).is_some() {
        op_shift
    } else {
        0
    };
    if rt == res {
        if is_splat_zero(ctx, element, la) {
            if let Some(v) = splat(ctx, la) {
                return to_attr(splat_attr(ctx, res, v));
            }
        }
        if is_splat_one(ctx, element, la, shift) {
            return to_value(b);
        }
    }
    if lt == res {
        if is_splat_zero(ctx, element, ra) {
            if let Some(v) = splat(ctx, ra) {
                return to_attr(splat_attr(ctx, res, v));
            }
        }
        if is_splat_one(ctx, element, ra, shift) {
            return to_value(a);
        }
    }
    // `mulBinaryFolder`.
    let (Some(ls), Some(rs)) = (splat(ctx, la), splat(ctx, ra)) else {
        return FoldResult::Failure;
    };
    let value = match (ls, rs) {
        (Splat::Int(x), Splat::Int(y)) if ctx.type_as_integer(element).is_some() => {
            let w = width(ctx, element);
            let (l, r) = (APInt::from_i128(w, x), APInt::from_i128(w, y));
            if op_shift == 0 {
                Splat::Int(signed(&l.mul(&r)))
            } else {
                let wide = l.sext_or_trunc(w * 2).mul(&r.sext_or_trunc(w * 2));
                let shifted = wide.lshr(op_shift as u32).sext_or_trunc(w);
                Splat::Int(signed(&shifted))
            }
        }
        (Splat::Float(x), Splat::Float(y)) if ctx.is_float(element) => {
            rounded(x * y, kind(ctx, element))
        }
        _ => return FoldResult::Failure,
    };
    to_attr(splat_attr(ctx, res, value))
}

/// `tosa.int_div`: `0 / x`, `x / 1`, splat quotients.
pub fn int_div(ctx: &mut Context, op: IntDivOp, operands: &[Option<Attribute>]) -> FoldResult {
    let (a, b, r) = (op.input1(ctx), op.input2(ctx), op.output(ctx));
    let Some((lt, rt, res)) = ranked3(ctx, a, b, r) else {
        return FoldResult::Failure;
    };
    if lt != rt {
        return FoldResult::Failure;
    }
    let element = ctx.element_type_or_self(res);
    let is_int = ctx.type_as_integer(element).is_some();
    let la = operands[0].filter(|&x| is_dense(ctx, Some(x)));
    let ra = operands[1].filter(|&x| is_dense(ctx, Some(x)));
    let (ls, rs) = (splat(ctx, la), splat(ctx, ra));
    if is_int && ls == Some(Splat::Int(0)) {
        if let Some(l) = la {
            return to_attr(l);
        }
    }
    if is_int && rs == Some(Splat::Int(1)) {
        return to_value(a);
    }
    if let (true, Some(Splat::Int(x)), Some(Splat::Int(y))) = (is_int, ls, rs) {
        let w = width(ctx, element);
        let Some((q, _)) = APInt::from_i128(w, x).sdiv_rem(&APInt::from_i128(w, y)) else {
            return FoldResult::Failure;
        };
        return to_attr(splat_attr(ctx, res, Splat::Int(signed(&q))));
    }
    FoldResult::Failure
}

/// The comparisons: splat results of `i1`.
fn compare(
    ctx: &mut Context,
    result: Value,
    operands: &[Option<Attribute>],
    int: impl Fn(std::cmp::Ordering) -> bool,
    float: impl Fn(f64, f64) -> bool,
) -> FoldResult {
    let la = operands[0].filter(|&x| is_dense(ctx, Some(x)));
    let ra = operands[1].filter(|&x| is_dense(ctx, Some(x)));
    if la.is_none() || ra.is_none() {
        return FoldResult::Failure;
    }
    let res = Some(ctx.value_type(result));
    binary(
        ctx,
        la,
        ra,
        res,
        |x, y| APInt::from_i128(1, i128::from(int(x.cmp_signed(y)))),
        |x, y, _| boolean(float(x, y)),
    )
}

/// `tosa.greater`.
pub fn greater(ctx: &mut Context, op: GreaterOp, operands: &[Option<Attribute>]) -> FoldResult {
    let r = op.output(ctx);
    compare(ctx, r, operands, |o| o.is_gt(), |x, y| x > y)
}

/// `tosa.greater_equal`.
pub fn greater_equal(
    ctx: &mut Context,
    op: GreaterEqualOp,
    operands: &[Option<Attribute>],
) -> FoldResult {
    let r = op.output(ctx);
    compare(ctx, r, operands, |o| o.is_ge(), |x, y| x >= y)
}

/// `tosa.equal`: an integer compared with itself, splat comparisons.
pub fn equal(ctx: &mut Context, op: EqualOp, operands: &[Option<Attribute>]) -> FoldResult {
    let (a, b, r) = (op.input1(ctx), op.input2(ctx), op.output(ctx));
    let res = ctx.value_type(r);
    let lhs_element = ctx.element_type_or_self(ctx.value_type(a));
    if ctx.type_as_integer(lhs_element).is_some()
        && ctx.is_ranked_tensor(res)
        && ctx.has_static_shape(res)
        && a == b
    {
        return to_attr(splat_attr(ctx, res, boolean(true)));
    }
    compare(ctx, r, operands, |o| o.is_eq(), |x, y| x == y)
}

/// `tosa.cast`: to its own type, or of a splat.
pub fn cast(ctx: &mut Context, op: CastOp, operands: &[Option<Attribute>]) -> FoldResult {
    let (input, output) = (op.input(ctx), op.output(ctx));
    let (in_ty, out_ty) = (ctx.value_type(input), ctx.value_type(output));
    if in_ty == out_ty {
        return to_value(input);
    }
    let Some(value) = splat(ctx, operands[0]) else {
        return FoldResult::Failure;
    };
    let (ie, oe) = (
        ctx.element_type_or_self(in_ty),
        ctx.element_type_or_self(out_ty),
    );
    let int_in = ctx.type_as_integer(ie);
    let int_out = ctx.type_as_integer(oe);
    let result = match (value, int_in, int_out) {
        (Splat::Float(v), None, None) if ctx.is_float(oe) => rounded(v, kind(ctx, oe)),
        (Splat::Int(v), Some((w, s)), None) if ctx.is_float(oe) => {
            let unsigned = s == ir::Signedness::Unsigned;
            let f = APInt::from_i128(w, v).to_f64(!unsigned);
            rounded(f, kind(ctx, oe))
        }
        (Splat::Float(v), None, Some((w, s))) => {
            let unsigned = s == ir::Signedness::Unsigned;
            // `convertToInteger` rounding to nearest, ties to even, and
            // saturating when out of range.
            let r = v.round_ties_even();
            let (min, max) = if unsigned {
                (0.0, 2f64.powi(w as i32) - 1.0)
            } else {
                (-(2f64.powi(w as i32 - 1)), 2f64.powi(w as i32 - 1) - 1.0)
            };
            let c = if r.is_nan() { 0.0 } else { r.clamp(min, max) };
            let int = APInt::from_f64_toward_zero(w, c, !unsigned).unwrap_or(APInt::zero(w));
            Splat::Int(int.to_i128(!unsigned).unwrap_or(0))
        }
        (Splat::Int(v), Some((wi, si)), Some((wo, _))) => {
            let x = APInt::from_i128(wi, v);
            let y = if wi > wo || si != ir::Signedness::Unsigned {
                x.sext_or_trunc(wo)
            } else {
                x.zext_or_trunc(wo)
            };
            Splat::Int(signed(&y))
        }
        _ => return FoldResult::Failure,
    };
    to_attr(splat_attr(ctx, out_ty, result))
}

/// The reductions: the identity when the axis has one element.
pub fn reduce(ctx: &Context, input: Value, output: Value, axis: i32) -> FoldResult {
    let ty = ctx.value_type(input);
    let Some(shape) = ctx.shape(ty) else {
        return FoldResult::Failure;
    };
    if ty != ctx.value_type(output) {
        return FoldResult::Failure;
    }
    if shape.is_empty() || shape.get(axis as usize) == Some(&1) {
        return to_value(input);
    }
    FoldResult::Failure
}

/// `tosa.argmax`: 0 along an axis of one element.
pub fn argmax(ctx: &mut Context, op: ArgMaxOp) -> FoldResult {
    let (it, ot) = (
        ctx.value_type(op.input(ctx)),
        ctx.value_type(op.output(ctx)),
    );
    if !ctx.is_ranked_tensor(it)
        || !ctx.is_ranked_tensor(ot)
        || !ctx.has_static_shape(it)
        || !ctx.has_static_shape(ot)
    {
        return FoldResult::Failure;
    }
    let axis = op.axis(ctx) as usize;
    if ctx.shape(it).and_then(|s| s.get(axis)) == Some(&1) {
        return to_attr(ctx.dense_int_attr(ot, &[0]));
    }
    FoldResult::Failure
}

/// `tosa.reshape`: to its own type, of a reshape, of a constant.
pub fn reshape(ctx: &mut Context, op: ReshapeOp, operands: &[Option<Attribute>]) -> FoldResult {
    let input = op.input1(ctx);
    let (it, ot) = (ctx.value_type(input), ctx.value_type(op.output(ctx)));
    if !ctx.is_ranked_tensor(it) || !ctx.is_ranked_tensor(ot) {
        return FoldResult::Failure;
    }
    let dynamic = ctx
        .shape(it)
        .unwrap_or(&[])
        .iter()
        .filter(|&&d| d == DYNAMIC)
        .count();
    if it == ot && dynamic < 2 {
        return to_value(input);
    }
    if let Some(producer) = ctx.defining_op(input).and_then(|p| ReshapeOp::cast(ctx, p)) {
        let source = producer.input1(ctx);
        if ctx.set_operand(op.operation(), 0, source).is_ok() {
            return FoldResult::InPlace;
        }
        return FoldResult::Failure;
    }
    if !int_index_or_float(ctx, ctx.element_type_or_self(it)) {
        return FoldResult::Failure;
    }
    let Some(operand) = operands[0].filter(|&a| is_dense(ctx, Some(a))) else {
        return FoldResult::Failure;
    };
    if !ctx.has_static_shape(ot) {
        return FoldResult::Failure;
    }
    if let Some(v) = splat(ctx, Some(operand)) {
        return to_attr(splat_attr(ctx, ot, v));
    }
    if !ctx.has_one_use(input) {
        return FoldResult::Failure;
    }
    let new_shape = op.new_shape(ctx).to_vec();
    let element = ctx.element_type_or_self(ctx.attr_type(operand));
    let ty = ctx.ranked_tensor(&new_shape, element);
    let Some((_, data)) = ctx.as_dense_elements(operand) else {
        return FoldResult::Failure;
    };
    let data = data.clone();
    to_attr(ctx.dense_elements_attr(ty, data))
}

/// `tosa.pad`: by zeros, to its own type.
pub fn pad(ctx: &Context, op: PadOp, operands: &[Option<Attribute>]) -> FoldResult {
    let input = op.input1(ctx);
    if operands.get(1).copied().flatten().is_some()
        && ctx.value_type(input) == ctx.value_type(op.output(ctx))
        && splat(ctx, operands[1]) == Some(Splat::Int(0))
    {
        return to_value(input);
    }
    FoldResult::Failure
}

/// `tosa.resize`: a unit scale, no offset nor border, to its own type.
pub fn resize(ctx: &Context, op: ResizeOp) -> FoldResult {
    let (scale, offset, border) = (op.scale(ctx), op.offset(ctx), op.border(ctx));
    let at = |v: &[i64], i: usize| v.get(i).copied().unwrap_or(0);
    if at(scale, 0) != at(scale, 1) || at(scale, 2) != at(scale, 3) {
        return FoldResult::Failure;
    }
    if at(offset, 0) != 0 || at(offset, 1) != 0 || at(border, 0) != 0 || at(border, 1) != 0 {
        return FoldResult::Failure;
    }
    let input = op.input(ctx);
    if ctx.value_type(input) != ctx.value_type(op.output(ctx)) {
        return FoldResult::Failure;
    }
    to_value(input)
}

/// `tosa.reverse`: of a splat, along an axis of one element.
pub fn reverse(ctx: &Context, op: ReverseOp, operands: &[Option<Attribute>]) -> FoldResult {
    if let Some(a) = operands[0] {
        if splat(ctx, Some(a)).is_some() {
            return to_attr(a);
        }
    }
    let input = op.input(ctx);
    if let Some(shape) = ctx.shape(ctx.value_type(input)) {
        if shape.is_empty() || shape.get(op.axis(ctx) as usize) == Some(&1) {
            return to_value(input);
        }
    }
    FoldResult::Failure
}

/// `tosa.slice`: the whole input, of a splat, one element of a constant.
pub fn slice(ctx: &mut Context, op: SliceOp, operands: &[Option<Attribute>]) -> FoldResult {
    let input = op.input(ctx);
    let (it, ot) = (ctx.value_type(input), ctx.value_type(op.output(ctx)));
    if !ctx.is_ranked_tensor(it) || !ctx.is_ranked_tensor(ot) {
        return FoldResult::Failure;
    }
    if it == ot && ctx.has_static_shape(it) {
        return to_value(input);
    }
    let Some(operand) = operands[0] else {
        return FoldResult::Failure;
    };
    let (ie, oe) = (ctx.element_type_or_self(it), ctx.element_type_or_self(ot));
    if !int_index_or_float(ctx, ie) || !int_index_or_float(ctx, oe) {
        return FoldResult::Failure;
    }
    if let Some(v) = splat(ctx, Some(operand)) {
        if ctx.has_static_shape(ot) {
            return to_attr(splat_attr(ctx, ot, v));
        }
    }
    let count = |t: Type| ctx.shape(t).unwrap_or(&[]).iter().product::<i64>();
    if ctx.has_static_shape(it) && ctx.has_static_shape(ot) && count(ot) == 1 {
        let shape = ctx.shape(it).unwrap_or(&[]).to_vec();
        let start = op.start(ctx).to_vec();
        let mut index = 0i64;
        for (&s, &d) in start.iter().zip(&shape) {
            index = index * d + s;
        }
        let Some(element) = ctx.dense_number_element(operand, index as usize) else {
            return FoldResult::Failure;
        };
        let value = if let Some(v) = ctx.attr_as_float(element) {
            Splat::Float(v)
        } else if let Some(v) = ctx.attr_as_int(element) {
            Splat::Int(i128::from(v))
        } else {
            return FoldResult::Failure;
        };
        return to_attr(splat_attr(ctx, ot, value));
    }
    FoldResult::Failure
}

/// `tosa.select`: of equal branches, on a splat predicate.
pub fn select(ctx: &Context, op: SelectOp, operands: &[Option<Attribute>]) -> FoldResult {
    let (t, f) = (op.on_true(ctx), op.on_false(ctx));
    if t == f {
        return to_value(t);
    }
    match splat(ctx, operands[0]) {
        Some(Splat::Int(v)) => to_value(if v != 0 { t } else { f }),
        _ => FoldResult::Failure,
    }
}

/// `tosa.tile`: by ones, to its own type.
pub fn tile(ctx: &Context, op: TileOp) -> FoldResult {
    let input = op.input1(ctx);
    if op.multiples(ctx).iter().all(|&m| m == 1)
        && ctx.value_type(input) == ctx.value_type(op.output(ctx))
    {
        return to_value(input);
    }
    FoldResult::Failure
}

/// `tosa.transpose`: of a splat (a reshape), the identity permutation.
pub fn transpose(ctx: &mut Context, op: TransposeOp, operands: &[Option<Attribute>]) -> FoldResult {
    let result = ctx.value_type(op.output(ctx));
    if let Some(input) = operands[0] {
        if let Some(v) = splat(ctx, Some(input)) {
            let same_element =
                ctx.element_type_or_self(ctx.attr_type(input)) == ctx.element_type_or_self(result);
            if ctx.has_static_shape(result) && same_element {
                return to_attr(splat_attr(ctx, result, v));
            }
        }
    }
    let input = op.input1(ctx);
    if ctx.value_type(input) != result {
        return FoldResult::Failure;
    }
    let Some(perms) = op.get_constant_perms(ctx) else {
        return FoldResult::Failure;
    };
    if perms.iter().enumerate().all(|(i, &p)| p == i as i64) {
        return to_value(input);
    }
    FoldResult::Failure
}

/// The input of the op of kind `T` defining `v` (`getDefiningOp<T>`), as
/// the fold of an op undoing it.
fn input_of<T>(
    ctx: &Context,
    v: Value,
    cast: fn(&Context, ir::OpId) -> Option<T>,
    input: fn(T, &Context) -> Value,
) -> FoldResult {
    match ctx.defining_op(v).and_then(|p| cast(ctx, p)) {
        Some(producer) => to_value(input(producer, ctx)),
        None => FoldResult::Failure,
    }
}

/// `tosa.log` of `tosa.exp`.
pub fn log(ctx: &Context, op: LogOp) -> FoldResult {
    input_of(ctx, op.input1(ctx), ExpOp::cast, ExpOp::input1)
}

/// `tosa.exp` of `tosa.log`.
pub fn exp(ctx: &Context, op: ExpOp) -> FoldResult {
    input_of(ctx, op.input1(ctx), LogOp::cast, LogOp::input1)
}

/// `tosa.negate` of `tosa.negate`.
pub fn negate(ctx: &Context, op: NegateOp) -> FoldResult {
    input_of(ctx, op.input1(ctx), NegateOp::cast, NegateOp::input1)
}

/// `tosa.abs` of `tosa.abs`.
pub fn abs(ctx: &Context, op: AbsOp) -> FoldResult {
    let input = op.input1(ctx);
    match ctx.defining_op(input).and_then(|p| AbsOp::cast(ctx, p)) {
        Some(_) => to_value(input),
        None => FoldResult::Failure,
    }
}

/// `tosa.concat` of concats along the same axis: their operands inlined.
pub fn concat(ctx: &mut Context, op: ConcatOp) -> FoldResult {
    let axis = op.axis(ctx);
    let mut operands = Vec::new();
    let mut found = false;
    for v in op.input1(ctx) {
        match ctx.defining_op(v).and_then(|p| ConcatOp::cast(ctx, p)) {
            Some(producer) if producer.axis(ctx) == axis => {
                found = true;
                operands.extend(producer.input1(ctx));
            }
            _ => operands.push(v),
        }
    }
    if !found || ctx.set_operands(op.operation(), &operands).is_err() {
        return FoldResult::Failure;
    }
    FoldResult::InPlace
}

/// `tosa.reciprocal` of a float splat.
pub fn reciprocal(
    ctx: &mut Context,
    op: ReciprocalOp,
    operands: &[Option<Attribute>],
) -> FoldResult {
    let Some(Splat::Float(v)) = splat(ctx, operands[0]) else {
        return FoldResult::Failure;
    };
    let Some(input) = operands[0] else {
        return FoldResult::Failure;
    };
    let element = ctx.element_type_or_self(ctx.attr_type(input));
    let Some(k) = ctx.float_kind(element) else {
        return FoldResult::Failure;
    };
    let ty = ctx.value_type(op.output(ctx));
    let r = ReciprocalOp::calc_one_element(v, k);
    to_attr(ctx.dense_float_attr(ty, &[r]))
}
