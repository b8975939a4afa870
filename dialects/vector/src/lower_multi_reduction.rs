//! The `lower-vector-multi-reduction` pass (upstream
//! `LowerVectorMultiReduction.cpp`), declared by `Vector/Transforms/Passes.td`:
//! `vector.multi_reduction` (masked or not) becomes transposes and shape
//! casts to a 2-D reduction, then elementwise arith ops over its rows
//! (`inner-parallel`) or one `vector.reduction` per row
//! (`inner-reduction`), through the greedy driver
//! (`populateVectorMultiReductionLoweringPatterns`).

use ir::pass::{OperationPass, OptionValue, PassFailure, PassRun};
use ir::rewrite::fn_pattern;
use ir::{OpId, PatternRewriter, RewritePattern, Type, TypeData, Value};

use crate::fold::{i64_array, int_array};
use crate::mask::mask_operation;
use crate::passes::LowerVectorMultiReductionBase;
use crate::reduction::{extracted_type, make_arith_reduction, masking_op};
use crate::{
    BroadcastOp, ExtractOp, InsertElementOp, MultiDimReductionOp, ReductionOp, ShapeCastOp,
    TransposeOp,
};

/// How `vector.multi_reduction` is lowered (upstream
/// `VectorMultiReductionLowering`, the pass's `lowering-strategy`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum VectorMultiReductionLowering {
    /// `inner-parallel`: outer reduction dims, reduced by elementwise ops.
    #[default]
    InnerParallel,
    /// `inner-reduction`: inner reduction dims, reduced by
    /// `vector.reduction`s.
    InnerReduction,
}

impl OptionValue for VectorMultiReductionLowering {
    const VALUE_NAME: &'static str = "value";
    fn parse_option(text: &str) -> Result<Self, String> {
        match text {
            "inner-parallel" => Ok(Self::InnerParallel),
            "inner-reduction" => Ok(Self::InnerReduction),
            _ => Err(format!("Cannot find option named '{text}'!")),
        }
    }
    fn print_option(&self, out: &mut String) {
        out.push_str(match self {
            Self::InnerParallel => "inner-parallel",
            Self::InnerReduction => "inner-reduction",
        });
    }
}

/// A vector type of `shape` (scalable where `scalable` says) over `element`.
fn vector_type(
    rw: &mut PatternRewriter<'_>,
    shape: Vec<i64>,
    scalable: Vec<bool>,
    element: Type,
) -> Type {
    rw.get_type(TypeData::Vector {
        shape,
        scalable,
        element,
    })
}

/// The shape, scalable dims and element type of vector type `t`.
fn vector_parts(rw: &PatternRewriter<'_>, t: Type) -> Option<(Vec<i64>, Vec<bool>, Type)> {
    match rw.type_data(t) {
        TypeData::Vector {
            shape,
            scalable,
            element,
        } => Some((shape.clone(), scalable.clone(), *element)),
        _ => None,
    }
}

/// A matched `vector.multi_reduction`'s op to replace (its `vector.mask`
/// when masked; the builder is set before it) and the mask.
struct Matched {
    root: OpId,
    mask: Option<Value>,
}

/// The "vector mask setup" of the patterns: the insertion point goes
/// before the op, or before its `vector.mask`.
fn setup(rw: &mut PatternRewriter<'_>, op: MultiDimReductionOp) -> Matched {
    let (root, mask) = match masking_op(rw, op.operation()) {
        Some(m) => (m.operation(), Some(m.mask(rw))),
        None => (op.operation(), None),
    };
    rw.set_insertion_point_before(root);
    Matched { root, mask }
}

/// The reduced dims of `op` as a mask over its source dims
/// (`getReductionMask`).
fn reduction_mask(rw: &PatternRewriter<'_>, op: MultiDimReductionOp, rank: usize) -> Vec<bool> {
    let dims = int_array(rw, op.reduction_dims(rw));
    (0..rank).map(|i| dims.contains(&(i as i64))).collect()
}

/// `MultiDimReductionOp::build` from a reduction mask: the result has the
/// accumulator's type; wrapped in a `vector.mask` of `mask` if any.
fn build_multi_reduction(
    rw: &mut PatternRewriter<'_>,
    like: MultiDimReductionOp,
    source: Value,
    acc: Value,
    reduced: &[bool],
    mask: Option<Value>,
) -> Value {
    let loc = rw.op_loc(like.operation());
    // An `I64ArrayAttr` of the reduced dims.
    let dims: Vec<ir::Attribute> = (0..reduced.len() as i64)
        .filter(|&i| reduced[i as usize])
        .map(|i| rw.i64_attr(i))
        .collect();
    let dims = rw.array_attr(&dims);
    let kind = like.kind_attr(rw);
    let ty = rw.value_type(acc);
    let new = MultiDimReductionOp::build(rw, loc, ty, kind, source, acc, dims).operation();
    let new = match mask {
        Some(m) => mask_operation(rw, new, m),
        None => new,
    };
    rw.result(new, 0)
}

/// A `vector.transpose` of `v` by `perm` (its type permuted likewise).
fn transpose(rw: &mut PatternRewriter<'_>, loc: ir::Location, v: Value, perm: &[i64]) -> Value {
    let ty = rw.value_type(v);
    let (shape, scalable, element) = vector_parts(rw, ty).expect("a vector operand");
    let shape = perm.iter().map(|&p| shape[p as usize]).collect();
    let scalable = perm.iter().map(|&p| scalable[p as usize]).collect();
    let ty = vector_type(rw, shape, scalable, element);
    let perm = i64_array(rw, perm);
    TransposeOp::build(rw, loc, ty, v, perm).result(rw)
}

/// A `vector.extract` of `v` at static position `[i]`.
fn extract(rw: &mut PatternRewriter<'_>, loc: ir::Location, v: Value, i: i64) -> Value {
    let ty = rw.value_type(v);
    let ty = extracted_type(rw, ty, 1);
    let pos = i64_array(rw, &[i]);
    ExtractOp::build(rw, loc, ty, v, &[], pos).result(rw)
}

/// The source's shape, scalable dims and element type.
fn source_parts(
    rw: &PatternRewriter<'_>,
    op: MultiDimReductionOp,
) -> Option<(Vec<i64>, Vec<bool>, Type)> {
    let source = op.source(rw);
    vector_parts(rw, rw.value_type(source))
}

/// `InnerOuterDimReductionConversion`: transposes the source (and mask)
/// so that the reduced dims are innermost (`inner-reduction`) or
/// outermost (`inner-parallel`).
fn inner_outer_dim(op: OpId, rw: &mut PatternRewriter<'_>, inner: bool) -> bool {
    let Some(r) = MultiDimReductionOp::cast(rw, op) else {
        return false;
    };
    let Some((shape, _, _)) = source_parts(rw, r) else {
        return false;
    };
    let rank = shape.len() as i64;
    // The reduction dims in their attribute's order.
    let reduction_dims = int_array(rw, r.reduction_dims(rw));
    let parallel: Vec<i64> = (0..rank).filter(|i| !reduction_dims.contains(i)).collect();
    if parallel.is_empty() {
        return false;
    }
    let (np, nr) = (parallel.len() as i64, reduction_dims.len() as i64);
    if inner && parallel == (0..np).collect::<Vec<_>>() {
        return false;
    }
    if !inner && parallel == (nr..np + nr).collect::<Vec<_>>() {
        return false;
    }
    let indices: Vec<i64> = if inner {
        parallel.iter().chain(&reduction_dims).copied().collect()
    } else {
        reduction_dims.iter().chain(&parallel).copied().collect()
    };
    let m = setup(rw, r);
    let loc = rw.op_loc(op);
    let mask = m.mask.map(|mask| transpose(rw, loc, mask, &indices));
    let source = r.source(rw);
    let transposed = transpose(rw, loc, source, &indices);
    let mut reduced = vec![false; rank as usize];
    for i in 0..nr as usize {
        if inner {
            reduced[rank as usize - i - 1] = true;
        } else {
            reduced[i] = true;
        }
    }
    let acc = r.acc(rw);
    let result = build_multi_reduction(rw, r, transposed, acc, &reduced, mask);
    rw.replace_op(m.root, &[result]).is_ok()
}

/// `ReduceMultiDimReductionRank`: an n-D reduction whose reduced dims are
/// all innermost (resp. outermost) becomes a 2-D one through shape casts.
fn reduce_rank(op: OpId, rw: &mut PatternRewriter<'_>, inner: bool) -> bool {
    let Some(r) = MultiDimReductionOp::cast(rw, op) else {
        return false;
    };
    let Some((src_shape, src_scalable, element)) = source_parts(rw, r) else {
        return false;
    };
    let rank = src_shape.len();
    if rank < 2 {
        return false;
    }
    // At most one scalable dim (no `vscale * vscale`).
    if src_scalable.iter().filter(|&&s| s).count() > 1 {
        return false;
    }
    let reduced = reduction_mask(rw, r, rank);
    if rank == 2 && reduced[0] != reduced[1] {
        return false;
    }
    // 1. The reduction and parallel dims.
    let (mut parallel, mut parallel_shape, mut parallel_scalable) = (vec![], vec![], vec![]);
    let (mut reduction_count, mut reduction_shape) = (0i64, vec![]);
    let mut reduction_scalable = false;
    for (i, &is_reduced) in reduced.iter().enumerate() {
        if is_reduced {
            reduction_count += 1;
            reduction_shape.push(src_shape[i]);
            reduction_scalable |= src_scalable[i];
        } else {
            parallel.push(i as i64);
            parallel_shape.push(src_shape[i]);
            parallel_scalable.push(src_scalable[i]);
        }
    }
    // 2. The flattened sizes (0 when there is no such dim; upstream's
    // products are C++ `int`s).
    let flat = |s: &[i64]| -> i64 {
        if s.is_empty() {
            0
        } else {
            s.iter().fold(1i32, |p, &d| p.wrapping_mul(d as i32)) as i64
        }
    };
    let (flat_parallel, flat_reduction) = (flat(&parallel_shape), flat(&reduction_shape));
    // 3. The parallel dims must be contiguous, first (resp. last).
    let start = if inner { 0 } else { reduction_count };
    if parallel
        .iter()
        .enumerate()
        .any(|(k, &i)| i != start + k as i64)
    {
        return false;
    }
    // 4. Shape casts collapsing the parallel and the reduction dims.
    let parallel_is_scalable = parallel_scalable.contains(&true);
    let (mut mask, mut shape, mut scalable) = (vec![], vec![], vec![]);
    if flat_parallel != 0 {
        mask.push(false);
        shape.push(flat_parallel);
        scalable.push(parallel_is_scalable);
    }
    if flat_reduction != 0 {
        mask.push(true);
        shape.push(flat_reduction);
        scalable.push(reduction_scalable);
    }
    if !inner && shape.len() == 2 {
        mask.swap(0, 1);
        shape.swap(0, 1);
        scalable.swap(0, 1);
    }
    let m = setup(rw, r);
    let loc = rw.op_loc(op);
    let new_mask = match m.mask {
        Some(vm) => {
            let vt = rw.value_type(vm);
            let i1 = rw.element_type_or_self(vt);
            // Upstream's mask type has no scalable dims.
            let mt = vector_type(rw, shape.clone(), vec![false; shape.len()], i1);
            Some(ShapeCastOp::build(rw, loc, mt, vm).result(rw))
        }
        None => None,
    };
    let cast_ty = vector_type(rw, shape, scalable, element);
    let source = r.source(rw);
    let cast = ShapeCastOp::build(rw, loc, cast_ty, source).result(rw);
    let mut acc = r.acc(rw);
    if flat_parallel != 0 {
        let acc_ty = vector_type(rw, vec![flat_parallel], vec![parallel_is_scalable], element);
        acc = ShapeCastOp::build(rw, loc, acc_ty, acc).result(rw);
    }
    // 6. The flattened reduction.
    let result = build_multi_reduction(rw, r, cast, acc, &mask, new_mask);
    // 7. No parallel dims: the result is a scalar.
    if parallel_shape.is_empty() {
        return rw.replace_op(m.root, &[result]).is_ok();
    }
    // 8. The result cast back to the parallel shape.
    let out_ty = vector_type(rw, parallel_shape, parallel_scalable, element);
    let out = ShapeCastOp::build(rw, loc, out_ty, result).result(rw);
    rw.replace_op(m.root, &[out]).is_ok()
}

/// `TwoDimMultiReductionToElementWise`: a 2-D reduction of dim 0 becomes
/// the rows combined into the accumulator by arith ops (not when masked).
fn two_dim_to_elementwise(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(r) = MultiDimReductionOp::cast(rw, op) else {
        return false;
    };
    if masking_op(rw, op).is_some() {
        return false;
    }
    let Some((shape, _, _)) = source_parts(rw, r) else {
        return false;
    };
    if shape.len() != 2 {
        return false;
    }
    if reduction_mask(rw, r, 2) != [true, false] {
        return false;
    }
    let dest = rw.value_type(r.dest(rw));
    let elt = rw.element_type_or_self(dest);
    if !(rw.is_any_integer(elt) || rw.is_index(elt) || rw.is_float(elt)) {
        return false;
    }
    let loc = rw.op_loc(op);
    rw.set_insertion_point_before(op);
    let (source, kind) = (r.source(rw), r.kind(rw));
    let mut result = r.acc(rw);
    for i in 0..shape[0] {
        let operand = extract(rw, loc, source, i);
        result = make_arith_reduction(rw, loc, kind, operand, result, None, None);
    }
    rw.replace_op(op, &[result]).is_ok()
}

/// `TwoDimMultiReductionToReduction`: a 2-D reduction of dim 1 becomes one
/// `vector.reduction` per row (masked by the mask's row), inserted into a
/// zero vector.
fn two_dim_to_reduction(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(r) = MultiDimReductionOp::cast(rw, op) else {
        return false;
    };
    let Some((shape, _, _)) = source_parts(rw, r) else {
        return false;
    };
    if shape.len() != 2 || reduction_mask(rw, r, 2) != [false, true] {
        return false;
    }
    let dest = rw.value_type(r.dest(rw));
    let Some(zero) = arith::fold::zero_attr(rw, dest) else {
        return false;
    };
    let m = setup(rw, r);
    let loc = rw.op_loc(op);
    let mut result = arith::ConstantOp::build(rw, loc, dest, zero).result(rw);
    let (source, acc, kind) = (r.source(rw), r.acc(rw), r.kind_attr(rw));
    let index = rw.index_type();
    // Upstream's count is a C++ `int`.
    for i in 0..i64::from(shape[0] as i32) {
        let v = extract(rw, loc, source, i);
        let a = extract(rw, loc, acc, i);
        let elt = rw.value_type(a);
        let red = ReductionOp::build(rw, loc, elt, kind, v, Some(a), None).operation();
        let red = match m.mask {
            Some(mask) => {
                let row = extract(rw, loc, mask, i);
                mask_operation(rw, red, row)
            }
            None => red,
        };
        let value = rw.result(red, 0);
        let pos_attr = rw.index_attr(i);
        let pos = arith::ConstantOp::build(rw, loc, index, pos_attr).result(rw);
        result = InsertElementOp::build(rw, loc, dest, value, result, Some(pos)).result(rw);
    }
    rw.replace_op(m.root, &[result]).is_ok()
}

/// `OneDimMultiReductionToTwoDim`: a 1-D reduction becomes a 2-D one of a
/// leading unit dim (source shape-cast, accumulator and mask broadcast),
/// whose only element is extracted.
fn one_dim_to_two_dim(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(r) = MultiDimReductionOp::cast(rw, op) else {
        return false;
    };
    let Some((shape, scalable, element)) = source_parts(rw, r) else {
        return false;
    };
    if shape.len() != 1 {
        return false;
    }
    let m = setup(rw, r);
    let loc = rw.op_loc(op);
    let cast_ty = vector_type(rw, vec![1, shape[0]], vec![false, scalable[0]], element);
    let acc_ty = vector_type(rw, vec![1], vec![false], element);
    let source = r.source(rw);
    let cast = ShapeCastOp::build(rw, loc, cast_ty, source).result(rw);
    let acc = r.acc(rw);
    let cast_acc = BroadcastOp::build(rw, loc, acc_ty, acc).vector(rw);
    let cast_mask = match m.mask {
        Some(mask) => {
            let mt = rw.value_type(mask);
            let Some((mshape, mscalable, i1)) = vector_parts(rw, mt) else {
                return false;
            };
            let (n, s) = (mshape[mshape.len() - 1], mscalable[mscalable.len() - 1]);
            let ty = vector_type(rw, vec![1, n], vec![false, s], i1);
            Some(BroadcastOp::build(rw, loc, ty, mask).vector(rw))
        }
        None => None,
    };
    let result = build_multi_reduction(rw, r, cast, cast_acc, &[false, true], cast_mask);
    let out = extract(rw, loc, result, 0);
    rw.replace_op(m.root, &[out]).is_ok()
}

/// The patterns lowering `vector.multi_reduction` by `strategy`
/// (`populateVectorMultiReductionLoweringPatterns`).
pub fn multi_reduction_lowering_patterns(
    strategy: VectorMultiReductionLowering,
) -> Vec<Box<dyn RewritePattern>> {
    let name = MultiDimReductionOp::OPERATION_NAME;
    let mut patterns = match strategy {
        VectorMultiReductionLowering::InnerReduction => vec![
            fn_pattern(name, "InnerOuterDimReductionConversion", |op, rw| {
                inner_outer_dim(op, rw, true)
            }),
            fn_pattern(name, "ReduceMultiDimReductionRank", |op, rw| {
                reduce_rank(op, rw, true)
            }),
        ],
        VectorMultiReductionLowering::InnerParallel => vec![
            fn_pattern(name, "InnerOuterDimReductionConversion", |op, rw| {
                inner_outer_dim(op, rw, false)
            }),
            fn_pattern(name, "ReduceMultiDimReductionRank", |op, rw| {
                reduce_rank(op, rw, false)
            }),
        ],
    };
    patterns.push(fn_pattern(
        name,
        "OneDimMultiReductionToTwoDim",
        one_dim_to_two_dim,
    ));
    patterns.push(match strategy {
        VectorMultiReductionLowering::InnerReduction => fn_pattern(
            name,
            "TwoDimMultiReductionToReduction",
            two_dim_to_reduction,
        ),
        VectorMultiReductionLowering::InnerParallel => fn_pattern(
            name,
            "TwoDimMultiReductionToElementWise",
            two_dim_to_elementwise,
        ),
    });
    patterns
}

/// The `lower-vector-multi-reduction` pass.
#[derive(Clone, Debug, Default)]
pub struct LowerVectorMultiReduction {
    base: LowerVectorMultiReductionBase,
}

/// Creates the `lower-vector-multi-reduction` pass (upstream's
/// `createLowerVectorMultiReductionPass`), with the default strategy
/// unless the pipeline's options say otherwise.
pub fn create_lower_vector_multi_reduction_pass() -> Box<dyn ir::pass::Pass> {
    Box::new(LowerVectorMultiReduction::default())
}

impl OperationPass for LowerVectorMultiReduction {
    type Declaration = LowerVectorMultiReductionBase;
    fn declaration(&self) -> &LowerVectorMultiReductionBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut LowerVectorMultiReductionBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let strategy = self.base.options.lowering_strategy;
        let patterns = multi_reduction_lowering_patterns(strategy);
        crate::passes::apply_patterns_and_fold_greedily(run, &patterns)
    }
}
