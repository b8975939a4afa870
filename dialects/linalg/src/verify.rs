//! The structured-op verifier (upstream's `verifyStructuredOpInterface`)
//! and the fill, convolution and contraction interfaces'
//! (`verifyFillInterface`, `verifyConvolutionInterface`,
//! `verifyContractionInterface`).

use crate::{LinalgOpRef, LoopExpr};
use ir::{Context, Diagnostic, OpId, Type};

fn op_error(ctx: &Context, op: OpId, msg: impl std::fmt::Display) -> Diagnostic {
    Diagnostic::op_error(ctx, op, msg.to_string())
}

/// A type's text as upstream prints it in diagnostics.
pub(crate) fn ty(ctx: &Context, t: Type) -> String {
    format!("'{}'", ir::printer::type_to_string(ctx, t))
}

/// Whether `t` is neither a memref nor a tensor (`isScalar`).
pub fn is_scalar(ctx: &Context, t: Type) -> bool {
    !ctx.is_memref(t) && !ctx.is_tensor(t)
}

/// The element type of a memref or ranked tensor, else `t`.
pub(crate) fn element_or_self(ctx: &Context, t: Type) -> Type {
    if ctx.is_memref(t) || ctx.is_ranked_tensor(t) {
        ctx.element_type(t).unwrap_or(t)
    } else {
        t
    }
}

/// An operand's shape as structured ops see it (`getShape`): a vector is
/// an element, a scalar has none.
pub(crate) fn shape_of(ctx: &Context, t: Type) -> Vec<i64> {
    if ctx.is_vector(t) {
        return Vec::new();
    }
    ctx.shape(t).map(<[i64]>::to_vec).unwrap_or_default()
}

/// `verifyStructuredOpInterface`.
pub fn verify_structured_op(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(lop) = LinalgOpRef::get(ctx, op) else {
        return Ok(());
    };
    let types = ctx.operand_types(op);
    let pure_tensor = types
        .iter()
        .all(|&t| is_scalar(ctx, t) || ctx.is_ranked_tensor(t));
    let pure_buffer = types.iter().all(|&t| is_scalar(ctx, t) || ctx.is_memref(t));
    if !pure_tensor && !pure_buffer && !types.is_empty() {
        return Err(op_error(
            ctx,
            op,
            "expected to have pure tensor or buffer semantics",
        ));
    }
    let maps = lop.get_indexing_maps_array(ctx);
    if maps.len() != types.len() {
        return Err(op_error(
            ctx,
            op,
            format!(
                "expected the number of indexing_map ({}) to be equal to the number of input/output operands ({})",
                maps.len(),
                types.len()
            ),
        ));
    }
    let num_loops = lop.get_num_loops(ctx);
    for (i, (m, &t)) in maps.iter().zip(&types).enumerate() {
        if m.num_symbols != 0 {
            return Err(op_error(
                ctx,
                op,
                format!("unexpected symbols in indexing_map #{i}"),
            ));
        }
        if m.num_dims as usize != num_loops {
            return Err(op_error(
                ctx,
                op,
                format!("expected indexing_map #{i} to have {num_loops} dim(s) to match the number of loops"),
            ));
        }
        let rank = shape_of(ctx, t).len();
        if m.results.len() != rank {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "expected operand rank ({rank}) to match the result rank of indexing_map #{i} ({})",
                    m.results.len()
                ),
            ));
        }
    }
    // The shapes-to-loops map: each loop's size from the first operand
    // dimension indexed by it alone.
    let mut ranges: Vec<Option<i64>> = vec![None; num_loops];
    for (m, &t) in maps.iter().zip(&types) {
        let shape = shape_of(ctx, t);
        for (r, &s) in m.results.iter().zip(&shape) {
            if let LoopExpr::Dim(d) = r {
                if let Some(slot) = ranges.get_mut(*d as usize) {
                    slot.get_or_insert(s);
                }
            }
        }
    }
    let Some(ranges) = ranges.into_iter().collect::<Option<Vec<i64>>>() else {
        return Err(op_error(
            ctx,
            op,
            "expected the shape-to-loops map to be non-null",
        ));
    };
    if ranges.iter().all(|&r| r != ir::DYNAMIC) {
        let starts = vec![0i64; ranges.len()];
        let ends: Vec<i64> = ranges.iter().map(|r| r - 1).collect();
        for (i, (m, &t)) in maps.iter().zip(&types).enumerate() {
            let shape = shape_of(ctx, t);
            for (dim, (&size, e)) in shape.iter().zip(&m.results).enumerate() {
                if size == ir::DYNAMIC || size == 0 {
                    continue;
                }
                let (Some(s), Some(en)) = (e.eval(&starts), e.eval(&ends)) else {
                    continue;
                };
                let inferred = s.max(en) + 1;
                if s.min(en) < 0 {
                    return Err(op_error(
                        ctx,
                        op,
                        format!("unexpected result less than 0 at expression #{dim} in {m}"),
                    ));
                }
                if matches!(e, LoopExpr::Dim(_)) {
                    if inferred != size {
                        return Err(op_error(
                            ctx,
                            op,
                            format!(
                                "inferred input/output operand #{i} has shape's dimension #{dim} to be {inferred}, but found {size}"
                            ),
                        ));
                    }
                } else if inferred > size {
                    return Err(op_error(
                        ctx,
                        op,
                        format!(
                            "inferred input/output operand #{i} has shape's dimension #{dim} to be greater than or equal to {inferred}, but found {size}"
                        ),
                    ));
                }
            }
        }
    }
    let regions = ctx.op_regions(op);
    if regions.len() != 1 || ctx.region_blocks(regions[0]).len() != 1 {
        return Err(op_error(ctx, op, "expects to have 1 region with 1 block"));
    }
    let block = ctx.region_blocks(regions[0])[0];
    let matching = lop.get_op_operands_matching_b_bargs(ctx);
    if matching.len() != ctx.num_block_args(block) {
        return Err(op_error(
            ctx,
            op,
            "expected as many non-induction variable region arguments as the number of input/output operands",
        ));
    }
    for &i in &matching {
        let element = element_or_self(ctx, types[i]);
        let arg = ctx.value_type(ctx.block_arg(block, i));
        if element != arg {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "expected type of bb argument #{i} ({}) to match element or self type of the corresponding operand ({})",
                    ty(ctx, arg),
                    ty(ctx, element)
                ),
            ));
        }
    }
    Ok(())
}

/// `verifyFillInterface`: one scalar input and one output.
pub fn verify_fill_interface(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(lop) = LinalgOpRef::get(ctx, op) else {
        return Err(Diagnostic::at_op(ctx, op, "expected a LinalgOp"));
    };
    let inits = ir::interfaces::DestinationStyleOpInterfaceRef::get(ctx, lop.operation())
        .map_or(0, |d| d.get_dps_inits_mutable(ctx).len());
    if ctx.num_operands(op) != 2 || inits != 1 {
        return Err(Diagnostic::at_op(
            ctx,
            op,
            "expected op with 1 input and 1 output",
        ));
    }
    let t = ctx.value_type(ctx.operand(op, 0));
    if !is_scalar(ctx, t) {
        return Err(Diagnostic::at_op(ctx, op, "expected op with scalar input"));
    }
    Ok(())
}

/// Upstream's `ConvAccessExprWalker`: the dimensions an input map's
/// results use alone (`d`) or convolved (`d * c + d' * c'`, each factor
/// optional, a constant or a symbol).
#[derive(Default)]
struct ConvAccess {
    convolved: Vec<u32>,
    unconvolved: Vec<u32>,
}

impl ConvAccess {
    fn seen(&self, d: u32) -> bool {
        self.convolved.contains(&d) || self.unconvolved.contains(&d)
    }

    /// `visit` of one result (not recursive: the top expression only).
    fn visit(&mut self, e: &LoopExpr) -> bool {
        match e {
            LoopExpr::Dim(d) => {
                if self.seen(*d) {
                    return false;
                }
                self.unconvolved.push(*d);
                true
            }
            LoopExpr::Binary(ir::affine::AffineBinaryKind::Add, l, r) => {
                self.convolved_dim(l).is_some() && self.convolved_dim(r).is_some()
            }
            _ => false,
        }
    }

    /// `getDimExprOrMulExprDimPos`: `d` or `d * (symbol | constant)`
    /// (either order), recorded as convolved.
    fn convolved_dim(&mut self, e: &LoopExpr) -> Option<u32> {
        let d = match e {
            LoopExpr::Dim(d) => *d,
            LoopExpr::Binary(ir::affine::AffineBinaryKind::Mul, l, r) => {
                let factor = |e: &LoopExpr| matches!(e, LoopExpr::Symbol(_) | LoopExpr::Const(_));
                match (&**l, &**r) {
                    (LoopExpr::Dim(d), f) | (f, LoopExpr::Dim(d)) if factor(f) => *d,
                    _ => return None,
                }
            }
            _ => return None,
        };
        if self.seen(d) {
            return None;
        }
        self.convolved.push(d);
        Some(d)
    }
}

/// `verifyConvolutionInterface` (`isConvolutionInterfaceImpl` with
/// upstream's messages): the input map convolves, the filter and output
/// maps are projected permutations, every loop is a batch, output image,
/// output channel, depth multiplier (parallel), filter or input channel
/// (reduction) loop.
pub fn verify_convolution_interface(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let error = |msg: &str| Err(Diagnostic::at_op(ctx, op, msg));
    let Some(lop) = LinalgOpRef::get(ctx, op) else {
        return error("expected a LinalgOp");
    };
    let inits = ir::interfaces::DestinationStyleOpInterfaceRef::get(ctx, op)
        .map_or(0, |d| d.get_dps_inits_mutable(ctx).len());
    if ctx.num_operands(op) < inits + 2 || inits != 1 {
        return error("expected op with 2 inputs and 1 output");
    }
    let maps = lop.get_indexing_maps_array(ctx);
    let (Some(input), Some(filter), Some(output)) = (maps.first(), maps.get(1), maps.last()) else {
        return error("expected op with 2 inputs and 1 output");
    };
    let mut walker = ConvAccess::default();
    if !input.results.iter().all(|e| walker.visit(e)) {
        return error("unexpected input index map for convolutions");
    }
    if !filter.is_projected_permutation() || !output.is_projected_permutation() {
        return error("expected output/filter indexing maps to be projected permutations");
    }
    let dims = |m: &crate::LoopMap| -> Vec<u32> {
        m.results
            .iter()
            .filter_map(|e| match e {
                LoopExpr::Dim(d) => Some(*d),
                _ => None,
            })
            .collect()
    };
    let (output_dims, filter_dims) = (dims(output), dims(filter));
    let iterators = lop.get_iterator_types_array(ctx);
    let parallel = |d: u32| iterators.get(d as usize) == Some(&crate::IteratorType::Parallel);
    let reduction = |d: u32| iterators.get(d as usize) == Some(&crate::IteratorType::Reduction);
    let (convolved, unconvolved) = (&walker.convolved, &walker.unconvolved);
    let mut all_loops: Vec<u32> = Vec::new();
    for &d in &output_dims {
        let (in_conv, in_unconv, in_filter) = (
            convolved.contains(&d),
            unconvolved.contains(&d),
            filter_dims.contains(&d),
        );
        // Batch or output image (not in the filter), output channel or
        // depth multiplier (in the filter, not convolved); a dimension is
        // never both convolved and not.
        let known = if in_filter {
            !in_conv
        } else {
            in_conv || in_unconv
        };
        if !known {
            return error("unexpected loop dimension for convolution op");
        }
        if !parallel(d) {
            return error("expected all iterators used to access outputs to be parallel");
        }
        if !all_loops.contains(&d) {
            all_loops.push(d);
        }
    }
    for &d in &filter_dims {
        let (in_conv, in_unconv, in_output) = (
            convolved.contains(&d),
            unconvolved.contains(&d),
            output_dims.contains(&d),
        );
        if in_output && !in_conv {
            // An output channel or depthwise loop, already seen.
            continue;
        }
        if (in_conv || in_unconv) && !in_output {
            // A filter loop or an input channel.
            if !reduction(d) {
                return error("expected all iterators not used to access outputs to be reduction");
            }
            if all_loops.contains(&d) {
                return error("unexpected loop dimension for convolution op");
            }
            all_loops.push(d);
            continue;
        }
        return error("unexpected loop dimension for convolution op");
    }
    if all_loops.len() != lop.get_num_loops(ctx) {
        return error("unexpected loop dimension for convolution op");
    }
    Ok(())
}

/// `getSourceSkipUnary`: up the chain of one-operand ops without memory
/// effects.
fn source_skip_unary(ctx: &Context, mut v: ir::Value) -> ir::Value {
    while let Some(op) = ctx.defining_op(v) {
        if ctx.num_operands(op) != 1 {
            break;
        }
        let no_effect =
            ir::interfaces::side_effects::op_memory_effects(ctx, op).is_some_and(|e| e.is_empty());
        if !no_effect {
            break;
        }
        v = ctx.operand(op, 0);
    }
    v
}

/// The (elementwise, reduction) op pairs a contraction's body may combine
/// (upstream's `isContractionInterfaceImpl`).
pub const CONTRACTION_PAIRS: [(&str, &str); 4] = [
    ("arith.mulf", "arith.addf"),
    ("arith.muli", "arith.addi"),
    ("complex.mul", "complex.add"),
    ("arith.andi", "arith.ori"),
];

/// Upstream's `detail::isContractionBody`: the body of `op` yields a
/// binary reduction of the init's block argument and a binary elementwise
/// op of the two inputs' (modulo unary casts), the two ops' names one of
/// `pairs` (elementwise, reduction).
pub fn is_contraction_body(ctx: &Context, op: OpId, pairs: &[(&str, &str)]) -> bool {
    let Some(&block) = ctx
        .op_regions(op)
        .first()
        .and_then(|&r| ctx.region_blocks(r).first())
    else {
        return false;
    };
    let Some(terminator) = ctx.block_last_op(block) else {
        return false;
    };
    // `mightHaveTrait`: an unregistered op might.
    let might_terminate =
        !ctx.is_registered(terminator) || ctx.op_has_trait(terminator, &ir::OpTrait::IsTerminator);
    if !might_terminate || ctx.num_block_args(block) != 3 || ctx.num_operands(terminator) != 1 {
        return false;
    }
    let binary = |o: OpId| ctx.num_results(o) == 1 && ctx.num_operands(o) == 2;
    let yielded = source_skip_unary(ctx, ctx.operand(terminator, 0));
    let Some(reduction) = ctx.defining_op(yielded).filter(|&o| binary(o)) else {
        return false;
    };
    let lhs = source_skip_unary(ctx, ctx.operand(reduction, 0));
    let rhs = source_skip_unary(ctx, ctx.operand(reduction, 1));
    let arg = |i| ctx.block_arg(block, i);
    if lhs != arg(2) && rhs != arg(2) {
        return false;
    }
    let contributed = source_skip_unary(
        ctx,
        if matches!(lhs, ir::Value::Arg { .. }) {
            rhs
        } else {
            lhs
        },
    );
    let Some(elementwise) = ctx.defining_op(contributed).filter(|&o| binary(o)) else {
        return false;
    };
    let kinds = (ctx.op_name_of(elementwise), ctx.op_name_of(reduction));
    if !pairs.iter().any(|&(m, a)| kinds == (m, a)) {
        return false;
    }
    let l = source_skip_unary(ctx, ctx.operand(elementwise, 0));
    let r = source_skip_unary(ctx, ctx.operand(elementwise, 1));
    (l == arg(0) && r == arg(1)) || (l == arg(1) && r == arg(0))
}

/// `verifyContractionInterface` (`isContractionInterfaceImpl` with
/// upstream's messages): two inputs and one init, a reduction loop,
/// projected permutations, an add/mul body.
pub fn verify_contraction_interface(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let error = |msg: &str| Err(Diagnostic::at_op(ctx, op, msg));
    let Some(lop) = LinalgOpRef::get(ctx, op) else {
        return error("expected a LinalgOp");
    };
    let inits = ir::interfaces::DestinationStyleOpInterfaceRef::get(ctx, op)
        .map_or(0, |d| d.get_dps_inits_mutable(ctx).len());
    if inits != 1 || ctx.num_operands(op) != 3 {
        return error("expected op with 2 inputs and 1 output");
    }
    if !lop
        .get_iterator_types_array(ctx)
        .contains(&crate::IteratorType::Reduction)
    {
        return error("expected at least 1 reduction");
    }
    if !lop
        .get_indexing_maps_array(ctx)
        .iter()
        .all(crate::LoopMap::is_projected_permutation)
    {
        return error("expected indexing maps to be projected permutations");
    }
    if !is_contraction_body(ctx, op, &CONTRACTION_PAIRS) {
        return error("expected add/mul op in the body");
    }
    Ok(())
}

/// Whether `op` is a contraction: it implements `ContractionOpInterface` or
/// passes its checks (upstream's `isaContractionOpInterface`).
pub fn is_contraction(ctx: &Context, op: OpId) -> bool {
    crate::ContractionOpInterfaceRef::get(ctx, op).is_some()
        || verify_contraction_interface(ctx, op).is_ok()
}

/// The loops of a contraction by role (upstream's `ContractionDimensions`),
/// each sorted.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ContractionDims {
    /// Loops indexing all three operands.
    pub batch: Vec<u32>,
    /// Parallel loops of the left-hand side and the result only.
    pub m: Vec<u32>,
    /// Parallel loops of the right-hand side and the result only.
    pub n: Vec<u32>,
    /// Reduction loops indexing both inputs.
    pub k: Vec<u32>,
}

/// The loops of kind `kind` that `map` indexes as a lone dim result
/// (upstream's `findPermutationsIndexingOperand`).
fn permutation_dims(
    map: &crate::LoopMap,
    iterators: &[crate::IteratorType],
    kind: crate::IteratorType,
) -> Vec<u32> {
    let mut dims: Vec<u32> = map
        .results
        .iter()
        .filter_map(|e| match e {
            crate::LoopExpr::Dim(d)
                if iterators.get(*d as usize) == Some(&kind)
                    && map.results.iter().filter(|r| uses_dim(r, *d)).count() == 1 =>
            {
                Some(*d)
            }
            _ => None,
        })
        .collect();
    dims.sort_unstable();
    dims.dedup();
    dims
}

/// `isFunctionOfDim`.
fn uses_dim(e: &crate::LoopExpr, d: u32) -> bool {
    match e {
        crate::LoopExpr::Dim(x) => *x == d,
        crate::LoopExpr::Binary(_, l, r) => uses_dim(l, d) || uses_dim(r, d),
        _ => false,
    }
}

/// The batch, m, n and k loops of a two-input, one-init structured op
/// (upstream's `inferContractionDims`); `None` for another operand count.
pub fn infer_contraction_dims(ctx: &Context, op: OpId) -> Option<ContractionDims> {
    let lop = LinalgOpRef::get(ctx, op)?;
    let (ins, outs) = crate::dps_split(ctx, op);
    if ins.len() != 2 || outs.len() != 1 {
        return None;
    }
    let maps = lop.get_indexing_maps_array(ctx);
    let iterators = lop.get_iterator_types_array(ctx);
    let par = crate::IteratorType::Parallel;
    let red = crate::IteratorType::Reduction;
    let a = permutation_dims(&maps[0], &iterators, par);
    let b = permutation_dims(&maps[1], &iterators, par);
    let c = permutation_dims(&maps[2], &iterators, par);
    let only = |x: &[u32], with: &[u32], without: &[u32]| -> Vec<u32> {
        x.iter()
            .copied()
            .filter(|d| with.contains(d) && !without.contains(d))
            .collect()
    };
    let ra = permutation_dims(&maps[0], &iterators, red);
    let rb = permutation_dims(&maps[1], &iterators, red);
    Some(ContractionDims {
        batch: a
            .iter()
            .copied()
            .filter(|d| b.contains(d) && c.contains(d))
            .collect(),
        m: only(&a, &c, &b),
        n: only(&b, &c, &a),
        k: ra.into_iter().filter(|d| rb.contains(d)).collect(),
    })
}
