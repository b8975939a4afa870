//! `VectorOps.cpp`'s verifiers of the ops that reshape, slice, transpose
//! and mask vectors, with upstream's messages.

use crate::*;
use ir::{Attribute, Context, Diagnostic, OpWrapper, Type, TypeData, Value};

type VResult = Result<(), Diagnostic>;

fn err(ctx: &Context, op: impl OpWrapper, message: impl std::fmt::Display) -> VResult {
    Err(Diagnostic::op_error(ctx, op.operation(), message))
}

/// Shape and scalable flags of a vector type.
fn dims(ctx: &Context, ty: Type) -> (Vec<i64>, Vec<bool>) {
    match ctx.type_data(ty) {
        TypeData::Vector {
            shape, scalable, ..
        } => (shape.clone(), scalable.clone()),
        _ => (Vec::new(), Vec::new()),
    }
}

/// The integers of an `I64ArrayAttr`.
fn ints(ctx: &Context, a: Attribute) -> Vec<i64> {
    ctx.attr_as_array(a)
        .map(|xs| {
            xs.iter()
                .map(|x| ctx.attr_as_int(*x).unwrap_or(0))
                .collect()
        })
        .unwrap_or_default()
}

/// `isIntegerArrayAttrConfinedToShape`.
fn confined_to_shape(
    ctx: &Context,
    op: impl OpWrapper,
    values: &[i64],
    shape: &[i64],
    name: &str,
    half_open: bool,
    min: i64,
) -> VResult {
    for (i, (v, d)) in values.iter().zip(shape).enumerate() {
        let max = if half_open { *d } else { d + 1 };
        if *v < min || *v >= max {
            return err(
                ctx,
                op,
                format_args!("expected {name} dimension {i} to be confined to [{min}, {max})"),
            );
        }
    }
    Ok(())
}

/// `isIntegerArrayAttrConfinedToRange` with `[1, 1]` (unit strides).
fn unit_strides(ctx: &Context, op: impl OpWrapper, values: &[i64]) -> VResult {
    if values.iter().any(|v| *v != 1) {
        return err(ctx, op, "expected strides to be confined to [1, 2)");
    }
    Ok(())
}

/// `isSumOfIntegerArrayAttrConfinedToShape` (closed interval).
fn sum_confined(
    ctx: &Context,
    op: impl OpWrapper,
    a: &[i64],
    b: &[i64],
    shape: &[i64],
    names: (&str, &str),
) -> VResult {
    for (i, ((x, y), d)) in a.iter().zip(b).zip(shape).enumerate() {
        let max = d + 1;
        let sum = x.saturating_add(*y);
        if sum < 0 || sum >= max {
            return err(
                ctx,
                op,
                format_args!(
                    "expected sum({}, {}) dimension {i} to be confined to [1, {max})",
                    names.0, names.1
                ),
            );
        }
    }
    Ok(())
}

/// The checks of `vector.extract_strided_slice`.
pub(crate) fn extract_strided_slice(ctx: &Context, op: ExtractStridedSliceOp) -> VResult {
    let source = ctx.value_type(op.vector(ctx));
    let offsets = ints(ctx, op.offsets(ctx));
    let sizes = ints(ctx, op.sizes(ctx));
    let strides = ints(ctx, op.strides(ctx));
    if offsets.len() != sizes.len() || offsets.len() != strides.len() {
        return err(
            ctx,
            op,
            "expected offsets, sizes and strides attributes of same size",
        );
    }
    let (shape, scalable) = dims(ctx, source);
    for (values, name) in [
        (&offsets, "offsets"),
        (&sizes, "sizes"),
        (&strides, "strides"),
    ] {
        if values.len() > shape.len() {
            return err(
                ctx,
                op,
                format_args!("expected {name} attribute of rank no greater than vector rank"),
            );
        }
    }
    confined_to_shape(ctx, op, &offsets, &shape, "offsets", true, 0)?;
    confined_to_shape(ctx, op, &sizes, &shape, "sizes", false, 1)?;
    unit_strides(ctx, op, &strides)?;
    sum_confined(ctx, op, &offsets, &sizes, &shape, ("offsets", "sizes"))?;
    let mut expected = sizes.clone();
    expected.extend(&shape[sizes.len()..]);
    let result = ctx.value_type(op.result(ctx));
    let (result_shape, result_scalable) = dims(ctx, result);
    if result_shape != expected
        || result_scalable != scalable
        || ctx.element_type_or_self(result) != ctx.element_type_or_self(source)
    {
        let mut text = String::from("vector<");
        for (d, s) in expected.iter().zip(&scalable) {
            text.push_str(&if *s {
                format!("[{d}]x")
            } else {
                format!("{d}x")
            });
        }
        text.push_str(&ir::printer::type_to_string(
            ctx,
            ctx.element_type_or_self(source),
        ));
        text.push('>');
        return err(ctx, op, format_args!("expected result type to be '{text}'"));
    }
    for (i, size) in sizes.iter().enumerate() {
        if scalable[i] && shape[i] != *size {
            return err(
                ctx,
                op,
                format_args!(
                    "expected size at idx={i} to match the corresponding base size from the input vector ({size} vs {})",
                    shape[i]
                ),
            );
        }
    }
    Ok(())
}

/// The checks of `vector.insert_strided_slice`.
pub(crate) fn insert_strided_slice(ctx: &Context, op: InsertStridedSliceOp) -> VResult {
    let (source, source_scalable) = dims(ctx, ctx.value_type(op.source(ctx)));
    let (dest, dest_scalable) = dims(ctx, ctx.value_type(op.dest(ctx)));
    let offsets = ints(ctx, op.offsets(ctx));
    let strides = ints(ctx, op.strides(ctx));
    if offsets.len() != dest.len() {
        return err(
            ctx,
            op,
            "expected offsets of same size as destination vector rank",
        );
    }
    if strides.len() != source.len() {
        return err(
            ctx,
            op,
            "expected strides of same size as source vector rank",
        );
    }
    if source.len() > dest.len() {
        return err(
            ctx,
            op,
            "expected source rank to be no greater than destination rank",
        );
    }
    let diff = dest.len() - source.len();
    let mut as_dest = vec![0; diff];
    as_dest.extend(&source);
    confined_to_shape(ctx, op, &offsets, &dest, "offsets", true, 0)?;
    unit_strides(ctx, op, &strides)?;
    sum_confined(
        ctx,
        op,
        &offsets,
        &as_dest,
        &dest,
        ("offsets", "source vector shape"),
    )?;
    for i in 0..source.len() {
        if source_scalable[i] != dest_scalable[i + diff] {
            return err(
                ctx,
                op,
                format_args!("mismatching scalable flags (at source vector idx={i})"),
            );
        }
        if source_scalable[i] && source[i] != dest[i + diff] {
            return err(
                ctx,
                op,
                format_args!(
                    "expected size at idx={i} to match the corresponding base size from the input vector ({} vs {})",
                    source[i],
                    dest[i + diff]
                ),
            );
        }
    }
    Ok(())
}

/// The checks of `vector.transpose`.
pub(crate) fn transpose(ctx: &Context, op: TransposeOp) -> VResult {
    let (source, _) = dims(ctx, ctx.value_type(op.vector(ctx)));
    let (result, _) = dims(ctx, ctx.value_type(op.result(ctx)));
    let rank = result.len();
    if source.len() != rank {
        return err(ctx, op, format_args!("vector result rank mismatch: {rank}"));
    }
    let perm = op.permutation(ctx).to_vec();
    if perm.len() != rank {
        return err(
            ctx,
            op,
            format_args!("transposition length mismatch: {}", perm.len()),
        );
    }
    let mut seen = vec![false; rank];
    for (i, p) in perm.iter().enumerate() {
        if *p < 0 || *p >= rank as i64 {
            return err(
                ctx,
                op,
                format_args!("transposition index out of range: {p}"),
            );
        }
        let j = *p as usize;
        if seen[j] {
            return err(ctx, op, format_args!("duplicate position index: {p}"));
        }
        seen[j] = true;
        if result[i] != source[j] {
            return err(ctx, op, format_args!("dimension size mismatch at: {p}"));
        }
    }
    Ok(())
}

/// The checks of `vector.constant_mask`.
pub(crate) fn constant_mask(ctx: &Context, op: ConstantMaskOp) -> VResult {
    let (shape, scalable) = dims(ctx, ctx.value_type(op.result(ctx)));
    let sizes = ints(ctx, op.mask_dim_sizes(ctx));
    if shape.is_empty() {
        let at = |m: &str| Err(Diagnostic::at_op(ctx, op.operation(), m));
        if sizes.len() != 1 {
            return at("array attr must have length 1 for 0-D vectors");
        }
        if sizes[0] != 0 && sizes[0] != 1 {
            return at("mask dim size must be either 0 or 1 for 0-D vectors");
        }
        return Ok(());
    }
    if sizes.len() != shape.len() {
        return err(
            ctx,
            op,
            "must specify array attr of size equal vector result rank",
        );
    }
    for (i, s) in sizes.iter().enumerate() {
        if *s < 0 || *s > shape[i] {
            return err(
                ctx,
                op,
                "array attr of size out of bounds of vector result dimension size",
            );
        }
        if scalable[i] && *s != 0 && *s != shape[i] {
            return err(
                ctx,
                op,
                "only supports 'none set' or 'all set' scalable dimensions",
            );
        }
    }
    if sizes.contains(&0) && !sizes.iter().all(|s| *s == 0) {
        return err(ctx, op, "expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim");
    }
    Ok(())
}

/// The checks of `vector.create_mask`.
pub(crate) fn create_mask(ctx: &Context, op: CreateMaskOp) -> VResult {
    let rank = ctx.rank(ctx.value_type(op.result(ctx))).unwrap_or(0);
    let n = ctx.num_operands(op.operation());
    if rank == 0 {
        if n != 1 {
            return err(
                ctx,
                op,
                "must specify exactly one operand for 0-D create_mask",
            );
        }
    } else if n != rank {
        return err(
            ctx,
            op,
            "must specify an operand for each result vector dimension",
        );
    }
    Ok(())
}

/// `isValidShapeCast`: `a` (of lower rank) folds or unfolds contiguous
/// runs of `b`.
pub(crate) fn valid_shape_cast(a: &[i64], b: &[i64]) -> bool {
    let one = |v: &i64| *v == 1;
    if a.is_empty() && b.iter().all(one) {
        return true;
    }
    let (mut i, mut j) = (0, 0);
    while i < a.len() && j < b.len() {
        let dim_a = a[i];
        let mut dim_b = 1i64;
        while dim_b < dim_a && j < b.len() {
            dim_b = dim_b.saturating_mul(b[j]);
            j += 1;
        }
        if dim_a != dim_b {
            break;
        }
        i += 1;
        if i < a.len() && a[i..].iter().all(one) {
            i = a.len();
        }
        if j < b.len() && b[j..].iter().all(one) {
            j = b.len();
        }
    }
    i == a.len() && j == b.len()
}

/// The checks of `vector.shape_cast`.
pub(crate) fn shape_cast(ctx: &Context, op: ShapeCastOp) -> VResult {
    let source = ctx.value_type(op.source(ctx));
    let result = ctx.value_type(op.result(ctx));
    if !(ctx.is_vector(source) && ctx.is_vector(result)) {
        return Ok(());
    }
    if ctx.element_type_or_self(source) != ctx.element_type_or_self(result) {
        return err(ctx, op, "source/result vectors must have same element type");
    }
    let (a, _) = dims(ctx, source);
    let (b, _) = dims(ctx, result);
    let product = |s: &[i64]| s.iter().fold(1i64, |p, d| p.wrapping_mul(*d));
    if product(&a) != product(&b) {
        return err(ctx, op, "source/result number of elements must match");
    }
    let valid = match a.len().cmp(&b.len()) {
        std::cmp::Ordering::Less => valid_shape_cast(&a, &b),
        std::cmp::Ordering::Greater => valid_shape_cast(&b, &a),
        std::cmp::Ordering::Equal => true,
    };
    if !valid {
        return err(ctx, op, "invalid shape cast");
    }
    Ok(())
}

/// The checks of `vector.broadcast` (`isBroadcastableTo`).
pub(crate) fn broadcast(ctx: &Context, op: BroadcastOp) -> VResult {
    let source = ctx.value_type(op.source(ctx));
    let result = ctx.value_type(op.vector(ctx));
    let scalar = ctx.is_any_integer(source) || ctx.is_index(source) || ctx.is_float(source);
    if scalar && source == ctx.element_type_or_self(result) {
        return Ok(());
    }
    if !ctx.is_vector(source) {
        return err(ctx, op, "source type is not a vector");
    }
    let (src, _) = dims(ctx, source);
    let (dst, _) = dims(ctx, result);
    if src.len() > dst.len() {
        return err(ctx, op, "source rank higher than destination rank");
    }
    let lead = dst.len() - src.len();
    for (r, s) in src.iter().enumerate() {
        let d = dst[lead + r];
        if *s != 1 && *s != d {
            // Upstream keeps the sizes in `int`s.
            return err(
                ctx,
                op,
                format_args!("dimension mismatch ({} vs. {})", *s as i32, d as i32),
            );
        }
    }
    Ok(())
}

/// The checks of `vector.reshape` (upstream reports them with
/// `emitError`, without the `'vector.reshape' op` prefix).
pub(crate) fn reshape(ctx: &Context, op: ReshapeOp) -> VResult {
    let plain = |message: String| Err(Diagnostic::at_op(ctx, op.operation(), message));
    let input_ty = ctx.value_type(op.vector(ctx));
    let output_ty = ctx.value_type(op.result(ctx));
    let (input, _) = dims(ctx, input_ty);
    let (output, _) = dims(ctx, output_ty);
    let input_shape = op.input_shape(ctx);
    let output_shape = op.output_shape(ctx);
    let fixed = ints(ctx, op.fixed_vector_sizes(ctx));
    let quoted = |t: Type| format!("'{}'", ir::printer::type_to_string(ctx, t));
    if input.len() != input_shape.len() + fixed.len() {
        return plain(format!(
            "invalid input shape for vector type {}",
            quoted(input_ty)
        ));
    }
    if output.len() != output_shape.len() + fixed.len() {
        return plain(format!(
            "invalid output shape for vector type {}",
            quoted(output_ty)
        ));
    }
    // Upstream walks the suffix with `rank - count - i` (not the mirrored
    // index): kept, with an index out of range counted as a mismatch.
    for (shape, what) in [(&input, "input"), (&output, "output")] {
        for (i, size) in fixed.iter().enumerate() {
            let at = (shape.len() - fixed.len()).checked_sub(i);
            if at.and_then(|at| shape.get(at)) != Some(size) {
                return plain(format!(
                    "fixed vector size must match {what} vector for dim {i}"
                ));
            }
        }
    }
    let constants = |values: &[Value]| -> Option<Vec<i64>> {
        values
            .iter()
            .map(|&v| memref::canonicalize::constant_int(ctx, v))
            .collect()
    };
    if let (Some(ins), Some(outs)) = (constants(&input_shape), constants(&output_shape)) {
        let product = |xs: Vec<i64>| xs.into_iter().fold(1i64, i64::wrapping_mul);
        if product(ins) != product(outs) {
            return plain("product of input and output shape sizes must match".to_string());
        }
    }
    Ok(())
}

/// A stride of a canonical (row-major) layout expression: a constant, or
/// the `k`th symbol once a dynamic size was passed
/// (`makeCanonicalStridedLayoutExpr`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Stride {
    Static(i64),
    Symbol(u32),
}

/// Whether a memref's layout becomes the identity under
/// `canonicalizeStridedLayout`: its single result, a sum of dimensions
/// times constant or symbolic strides, equals the row-major expression of
/// its shape (a dimension's stride is the product of the static sizes
/// after it; past a dynamic size, fresh symbols from `s0` on, innermost
/// first).
fn canonically_identity(ctx: &Context, t: Type) -> bool {
    use ir::affine::{AffineBinaryKind as K, AffineExprData as E};
    if memref::has_identity_layout(ctx, t) {
        return true;
    }
    let Some(layout) = ctx.memref_layout(t) else {
        return true;
    };
    let shape = ctx.shape(t).map(<[i64]>::to_vec).unwrap_or_default();
    // The expected stride of each dimension.
    let mut expected = vec![Stride::Static(0); shape.len()];
    let (mut running, mut symbols, mut poisoned) = (1i64, 0u32, false);
    for (i, &size) in shape.iter().enumerate().rev() {
        expected[i] = if poisoned {
            symbols += 1;
            Stride::Symbol(symbols - 1)
        } else {
            Stride::Static(running)
        };
        if size > 0 {
            running = running.wrapping_mul(size);
        } else {
            poisoned = true;
        }
    }
    // The layout's strides and offset, as the same kind of terms.
    let mut found: Vec<Option<Stride>> = vec![None; shape.len()];
    let mut offset = 0i64;
    if let Some((off, strides)) = ctx.as_strided_layout(layout) {
        // `strided<[...], offset: o>` is `s0 + d0 * s1 + ...` with a symbol
        // per dynamic entry, the offset first.
        let mut next = 0u32;
        let mut fresh = || {
            next += 1;
            Stride::Symbol(next - 1)
        };
        if off == ir::DYNAMIC {
            return false;
        }
        offset = off;
        for (i, &s) in strides.iter().enumerate() {
            if let Some(slot) = found.get_mut(i) {
                *slot = Some(if s == ir::DYNAMIC {
                    fresh()
                } else {
                    Stride::Static(s)
                });
            }
        }
    } else {
        let Some(map) = ctx.as_affine_map(layout) else {
            return false;
        };
        let [result] = ctx.affine_map_data(map).results.as_slice() else {
            return false;
        };
        if shape.is_empty() {
            // Only the 0-d map `() -> (0)` is the identity.
            let data = ctx.affine_map_data(map);
            return data.num_dims == 0
                && data.num_symbols == 0
                && ctx.affine_constant_value(*result) == Some(0);
        }
        let mut stack = vec![*result];
        while let Some(e) = stack.pop() {
            let term = match ctx.affine_expr_data(e) {
                E::Binary(K::Add, l, r) => {
                    stack.push(r);
                    stack.push(l);
                    continue;
                }
                E::Constant(c) => {
                    offset = offset.wrapping_add(c);
                    continue;
                }
                E::Dim(d) => Some((d, Stride::Static(1))),
                E::Binary(K::Mul, l, r) => match (ctx.affine_expr_data(l), ctx.affine_expr_data(r))
                {
                    (E::Dim(d), E::Constant(c)) | (E::Constant(c), E::Dim(d)) => {
                        Some((d, Stride::Static(c)))
                    }
                    (E::Dim(d), E::Symbol(s)) | (E::Symbol(s), E::Dim(d)) => {
                        Some((d, Stride::Symbol(s)))
                    }
                    _ => None,
                },
                _ => None,
            };
            let Some((d, stride)) = term else {
                return false;
            };
            match found.get_mut(d as usize) {
                Some(slot @ None) => *slot = Some(stride),
                _ => return false,
            }
        }
    }
    // A zero stride disappears from the simplified expression.
    let normal = |s: Option<Stride>| s.filter(|s| *s != Stride::Static(0));
    offset == 0
        && expected
            .iter()
            .zip(&found)
            .all(|(e, f)| normal(Some(*e)) == normal(*f))
}

/// The shape of a memref followed by that of its vector elements
/// (`extractShape`).
fn concatenated_shape(ctx: &Context, t: Type) -> Vec<i64> {
    let mut shape = ctx.shape(t).map(<[i64]>::to_vec).unwrap_or_default();
    if let Some(element) = ctx.element_type(t) {
        if ctx.is_vector(element) {
            shape.extend(dims(ctx, element).0);
        }
    }
    shape
}

/// The checks of `vector.type_cast`.
pub(crate) fn type_cast(ctx: &Context, op: TypeCastOp) -> VResult {
    let source = ctx.value_type(op.memref(ctx));
    let result = ctx.value_type(op.result(ctx));
    if !canonically_identity(ctx, source) {
        return err(
            ctx,
            op,
            "expects operand to be a memref with identity layout",
        );
    }
    if !memref::has_identity_layout(ctx, result) {
        return err(
            ctx,
            op,
            "expects result to be a memref with identity layout",
        );
    }
    if ctx.memref_memory_space(source) != ctx.memref_memory_space(result) {
        return err(ctx, op, "expects result in same memory space");
    }
    let scalar = |t: Type| {
        let e = ctx.element_type_or_self(t);
        ctx.element_type_or_self(e)
    };
    let result_text = ir::printer::type_to_string(ctx, result);
    if scalar(source) != scalar(result) {
        return err(
            ctx,
            op,
            format_args!(
                "expects result and operand with same underlying scalar type: '{result_text}'"
            ),
        );
    }
    if concatenated_shape(ctx, source) != concatenated_shape(ctx, result) {
        return err(
            ctx,
            op,
            format_args!(
                "expects concatenated result and operand shapes to be equal: '{result_text}'"
            ),
        );
    }
    Ok(())
}
