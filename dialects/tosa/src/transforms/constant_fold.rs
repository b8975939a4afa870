//! The `tosa-layerwise-constant-fold` pass (upstream's
//! `TosaLayerwiseConstantFoldPass.cpp`) and the patterns of
//! `TosaFolders.cpp` it applies with the tosa ops' canonicalization
//! patterns: the transpose of a constant, the reciprocal of a float
//! constant and the reductions of an integer constant, each computed into
//! a new `tosa.const`.

use super::TosaLayerwiseConstantFoldPassBase;
use crate::*;
use ir::apint::APInt;
use ir::pass::{OperationPass, PassFailure, PassRun};
use ir::rewrite::{constant_value, fn_pattern};
use ir::{
    apply_patterns_greedily, Attribute, Context, DenseData, FloatKind, GreedyConfig, OpId,
    PatternRewriter, RewritePattern, Signedness, Type, Value,
};

/// The `tosa-layerwise-constant-fold` pass.
#[derive(Clone, Debug, Default)]
pub struct TosaLayerwiseConstantFoldPass {
    base: TosaLayerwiseConstantFoldPassBase,
}

impl OperationPass for TosaLayerwiseConstantFoldPass {
    type Declaration = TosaLayerwiseConstantFoldPassBase;
    fn declaration(&self) -> &TosaLayerwiseConstantFoldPassBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut TosaLayerwiseConstantFoldPassBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let func = run.op();
        let ctx = run.ctx();
        let mut patterns = reciprocal_patterns();
        patterns.extend(transpose_patterns());
        patterns.extend(reduction_patterns(
            self.base.options.aggressive_reduce_constant,
        ));
        patterns.extend(tosa_canonicalization_patterns(ctx));
        apply_patterns_greedily(ctx, func, &patterns, GreedyConfig::default())
            .map(|_| ())
            .map_err(|_| PassFailure)
    }
}

/// The canonicalization patterns of every tosa op
/// (`populateTosaOpsCanonicalizationPatterns`), ops in name order.
pub fn tosa_canonicalization_patterns(ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
    type PatternsFn = fn(&mut Context) -> Vec<Box<dyn RewritePattern>>;
    let mut hooks: Vec<(String, PatternsFn)> = ctx
        .registered_operations()
        .filter(|d| d.name.starts_with("tosa."))
        .filter_map(|d| Some((d.name.clone(), d.canonicalization_patterns?)))
        .collect();
    hooks.sort_by(|a, b| a.0.cmp(&b.0));
    hooks.into_iter().flat_map(|(_, f)| f(ctx)).collect()
}

/// The pattern folding `tosa.reciprocal` of a float constant
/// (`populateTosaFoldConstantReciprocalPatterns`).
pub fn reciprocal_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![fn_pattern(
        ReciprocalOp::OPERATION_NAME,
        "TosaFoldConstantReciprocal",
        fold_constant_reciprocal,
    )]
}

/// The pattern folding `tosa.transpose` of a constant
/// (`populateTosaFoldConstantTransposePatterns`).
pub fn transpose_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![fn_pattern(
        TransposeOp::OPERATION_NAME,
        "TosaFoldConstantTranspose",
        fold_constant_transpose,
    )]
}

/// The patterns folding the reductions of an integer constant
/// (`populateTosaConstantReduction`): only of a constant with no other use
/// unless `aggressive`.
pub fn reduction_patterns(aggressive: bool) -> Vec<Box<dyn RewritePattern>> {
    macro_rules! reduce {
        ($($op:ident),*) => {
            vec![$(Box::new(ReduceConstantOptimization {
                root: $op::OPERATION_NAME,
                combine: $op::calc_one_element,
                axis: |ctx, op| $op::from_operation_unchecked(op).axis(ctx),
                aggressive,
            }) as Box<dyn RewritePattern>),*]
        };
    }
    reduce!(
        ReduceAllOp,
        ReduceAnyOp,
        ReduceMaxOp,
        ReduceMinOp,
        ReduceProdOp,
        ReduceSumOp
    )
}

/// The `dense<...>` constant `v` is defined by, through the defining op's
/// fold (`m_Constant`).
fn dense_constant(rw: &mut PatternRewriter<'_>, v: Value) -> Option<Attribute> {
    constant_value(rw, v).filter(|&a| rw.as_dense_elements(a).is_some())
}

/// `TosaFoldConstantReciprocal`: the reciprocal of each element of a
/// float `tosa.const` used only here (or a splat).
fn fold_constant_reciprocal(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(recip) = ReciprocalOp::cast(rw, op) else {
        return false;
    };
    let input = recip.input1(rw);
    let input_type = rw.value_type(input);
    let element = rw.element_type_or_self(input_type);
    let Some(kind) = rw.float_kind(element) else {
        return rw.notify_match_failure(
            "Unexpected input tensor type: the TOSA spec only allows floats",
        );
    };
    let Some(values) = dense_constant(rw, input) else {
        return rw.notify_match_failure("Non-const or non-dense input tensor");
    };
    if rw
        .defining_op(input)
        .and_then(|d| ConstOp::cast(rw, d))
        .is_none()
    {
        return rw.notify_match_failure(
            "The reciprocal can only be folded if it operates on a TOSA constant",
        );
    }
    let Some((ty, DenseData::Float(bits))) = rw.as_dense_elements(values) else {
        return false;
    };
    let bits = bits.clone();
    let splat = bits.len() == 1;
    if !splat && !rw.has_one_use(input) {
        return rw.notify_match_failure(
            "Currently, reciprocals will only be folded if the input tensor has a single user",
        );
    }
    // The reciprocal is computed in `f64` and rounded once to the element
    // type, which is exact for the formats an `f64` holds with room to
    // spare (not `f80` nor `f128`).
    if matches!(kind, FloatKind::F80 | FloatKind::F128) {
        return rw.notify_match_failure("reciprocal of f80/f128 elements not computed");
    }
    let results: Vec<u64> = bits
        .iter()
        .map(|&b| ReciprocalOp::calc_one_element(f64::from_bits(b), kind).to_bits())
        .collect();
    let attr = rw.dense_elements_attr(ty, DenseData::Float(results));
    let loc = rw.op_loc(op);
    let result = ConstOp::build(rw, loc, ty, attr).output(rw);
    rw.replace_op(op, &[result]).is_ok()
}

/// Whether upstream's typed element access (`tryGetValues` for `bool`,
/// `int8_t` to `int64_t`, `float`, `APFloat`) reads elements of type
/// `element`: `i1`, signless or signed integers of 8, 16, 32 or 64 bits,
/// `index`, any float.
fn transposable_element(ctx: &Context, element: Type) -> bool {
    match ctx.type_as_integer(element) {
        Some((1, _)) => true,
        Some((8 | 16 | 32 | 64, s)) => s != Signedness::Unsigned,
        Some(_) => false,
        None => ctx.is_index(element) || ctx.is_float(element),
    }
}

/// `invertPermutationVector`, `None` when `perms` is no permutation of
/// `0..rank`.
fn invert_permutation(perms: &[i64], rank: usize) -> Option<Vec<usize>> {
    if perms.len() != rank {
        return None;
    }
    let mut inverse = vec![usize::MAX; rank];
    for (i, &p) in perms.iter().enumerate() {
        let p = usize::try_from(p).ok().filter(|&p| p < rank)?;
        if inverse[p] != usize::MAX {
            return None;
        }
        inverse[p] = i;
    }
    Some(inverse)
}

/// The row-major strides of `shape` (`computeStrides`).
fn strides(shape: &[i64]) -> Vec<i64> {
    let mut out = vec![1; shape.len()];
    for i in (0..shape.len().saturating_sub(1)).rev() {
        out[i] = out[i + 1] * shape[i + 1];
    }
    out
}

/// The elements of `data` (a splat's one element repeated) moved from
/// their row-major position in `input_shape` to the transposed one
/// (`transposeType`).
fn transpose_elements<T: Clone>(
    data: &[T],
    input_shape: &[i64],
    output_shape: &[i64],
    inverse: &[usize],
) -> Vec<T> {
    let count: i64 = input_shape.iter().product();
    let count = usize::try_from(count).unwrap_or(0);
    if data.is_empty() || count == 0 {
        return Vec::new();
    }
    let at = |i: usize| data[if data.len() == 1 { 0 } else { i }].clone();
    let output_strides = strides(output_shape);
    let mut out = vec![at(0); count];
    for src in 0..count {
        let mut remaining = src as i64;
        let mut dst = 0i64;
        for dim in (0..input_shape.len()).rev() {
            let index = remaining % input_shape[dim];
            remaining /= input_shape[dim];
            dst += output_strides[inverse[dim]] * index;
        }
        out[dst as usize] = at(src);
    }
    out
}

/// `TosaFoldConstantTranspose`: the transpose of a constant whose op has
/// no other user, by constant permutations, as a new `tosa.const`.
fn fold_constant_transpose(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(transpose) = TransposeOp::cast(rw, op) else {
        return false;
    };
    let output_type = rw.value_type(transpose.output(rw));
    let element = rw.element_type_or_self(output_type);
    if !(rw.type_as_integer(element).is_some() || rw.is_index(element) || rw.is_float(element)) {
        return false;
    }
    let input = transpose.input1(rw);
    let Some(values) = constant_value(rw, input) else {
        return false;
    };
    let Some(producer) = rw.defining_op(input) else {
        return false;
    };
    let users: usize = (0..rw.num_results(producer))
        .map(|i| rw.num_uses(rw.result(producer, i)))
        .sum();
    if users != 1 {
        return false;
    }
    let perms_value = transpose.perms(rw);
    let Some(perms) = dense_constant(rw, perms_value) else {
        return false;
    };
    let Some((_, DenseData::Int(perms))) = rw.as_dense_elements(perms) else {
        return false;
    };
    let perms = perms.clone();
    let input_type = rw.value_type(input);
    let (Some(input_shape), Some(output_shape)) = (
        rw.shape(input_type).map(<[i64]>::to_vec),
        rw.shape(output_type).map(<[i64]>::to_vec),
    ) else {
        return false;
    };
    let perms: Vec<i64> = perms.iter().map(|&p| p as i64).collect();
    let Some(inverse) = invert_permutation(&perms, input_shape.len()) else {
        return false;
    };
    let input_element = rw.element_type_or_self(input_type);
    if !rw.has_static_shape(input_type)
        || !rw.has_static_shape(output_type)
        || input_element != element
        || !transposable_element(rw, element)
    {
        return rw.notify_match_failure("unsupported attribute or element type");
    }
    let data = match rw.as_dense_elements(values) {
        Some((_, DenseData::Int(v))) => {
            DenseData::Int(transpose_elements(v, &input_shape, &output_shape, &inverse))
        }
        Some((_, DenseData::Float(v))) => {
            DenseData::Float(transpose_elements(v, &input_shape, &output_shape, &inverse))
        }
        Some((_, DenseData::WideFloat(v))) => {
            DenseData::WideFloat(transpose_elements(v, &input_shape, &output_shape, &inverse))
        }
        _ => return rw.notify_match_failure("unsupported attribute or element type"),
    };
    let attr = rw.dense_elements_attr(output_type, data);
    let loc = rw.op_loc(op);
    let result = ConstOp::build(rw, loc, output_type, attr).output(rw);
    rw.replace_op(op, &[result]).is_ok()
}

/// `ReduceConstantOptimization<Op>`: a reduction of an integer
/// `tosa.const` computed element by element with the op's
/// `calcOneElement`.
struct ReduceConstantOptimization {
    root: &'static str,
    combine: fn(&APInt, &APInt) -> APInt,
    axis: fn(&Context, OpId) -> i32,
    aggressive: bool,
}

impl RewritePattern for ReduceConstantOptimization {
    fn root(&self) -> Option<&str> {
        Some(self.root)
    }
    fn name(&self) -> &str {
        "ReduceConstantOptimization"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        if !rw.op_is(op, self.root) {
            return false;
        }
        let input = rw.operand(op, 0);
        let Some(constant) = rw.defining_op(input).and_then(|d| ConstOp::cast(rw, d)) else {
            return rw.notify_match_failure("reduce input must be const operation");
        };
        if !rw.has_one_use(input) && !self.aggressive {
            return rw.notify_match_failure("input operation has more than one user");
        }
        let result_type = rw.value_type(rw.result(op, 0));
        if !rw.has_static_shape(result_type) {
            return rw.notify_match_failure("result type shape is not static");
        }
        let axis = (self.axis)(rw, op);
        let value = constant.value(rw);
        let Some((old_type, DenseData::Int(old))) = rw.as_dense_elements(value) else {
            return false;
        };
        let old = old.clone();
        let Some((width, _)) = rw.type_as_integer(rw.element_type_or_self(old_type)) else {
            return rw.notify_match_failure("reduce input currently supported with integer type");
        };
        let (Some(old_shape), Some(new_shape)) = (
            rw.shape(old_type).map(<[i64]>::to_vec),
            rw.shape(result_type).map(<[i64]>::to_vec),
        ) else {
            return false;
        };
        let Some(axis) = usize::try_from(axis).ok().filter(|&a| a < old_shape.len()) else {
            return false;
        };
        let old_count: i64 = old_shape.iter().product();
        if old_count == 0 || new_shape.len() != old_shape.len() {
            return false;
        }
        let element = |i: i64| {
            let i = if old.len() == 1 { 0 } else { i as usize };
            APInt::from_i128(width, old[i])
        };
        let mut reduced_shape = old_shape.to_vec();
        reduced_shape[axis] = 1;
        let stride: i64 = old_shape[axis + 1..].iter().product();
        let new_count: i64 = new_shape.iter().product();
        let mut reduced = Vec::with_capacity(usize::try_from(new_count).unwrap_or(0));
        for index in 0..new_count {
            let position = position_of(index, &reduced_shape);
            let start = index_of(&position, &old_shape);
            if start >= old_count {
                return false;
            }
            let mut value = element(start);
            for k in 1..old_shape[axis] {
                value = (self.combine)(&value, &element(start + stride * k));
            }
            reduced.push(value.to_i128(width > 1).unwrap_or(0));
        }
        let attr = rw.dense_int_attr(result_type, &reduced);
        let loc = rw.op_loc(op);
        let result = ConstOp::build(rw, loc, result_type, attr).output(rw);
        rw.replace_op(op, &[result]).is_ok()
    }
}

/// The position of the row-major `index` in `shape`
/// (`getPositionFromIndex`).
fn position_of(index: i64, shape: &[i64]) -> Vec<i64> {
    let mut remaining = index;
    let mut position = vec![0; shape.len()];
    for i in (0..shape.len()).rev() {
        position[i] = remaining % shape[i];
        remaining /= shape[i];
    }
    position
}

/// The row-major index of `position` in `shape` (`getIndexFromPosition`).
fn index_of(position: &[i64], shape: &[i64]) -> i64 {
    let mut index = 0;
    let mut multiplier = 1;
    for i in (0..position.len()).rev() {
        index += position[i] * multiplier;
        multiplier *= shape[i];
    }
    index
}
