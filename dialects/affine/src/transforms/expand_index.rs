//! The `affine-expand-index-ops` pass (upstream `AffineExpandIndexOps.cpp`
//! and `Utils.cpp`'s `delinearizeIndex`): `affine.delinearize_index`
//! lowered to `affine.apply` divisions and remainders; with the builders
//! of composed, folded `affine.apply`, `affine.min` and `affine.max` ops
//! it uses and others share (`AffineOps.cpp`'s `makeComposedFolded*`).

use ir::affine::{AffineExpr, AffineMap};
use ir::pass::{OperationPass, PassFailure, PassRun};
use ir::rewrite::SimplifyRegionLevel;
use ir::{
    Attribute, GreedyConfig, Location, OpBuilder, OpFoldResult, Operation, PatternRewriter,
    RewritePattern, Value,
};

use super::loop_utils::build_apply;
use crate::compose::compose_affine_map_and_operands;
use crate::{AffineApplyOp, AffineDelinearizeIndexOp, AffineExpandIndexOpsBase};

/// `map` with the constant operands written into it, applied to the other
/// operands (upstream's `foldAttributesIntoMap`).
fn fold_attributes_into_map(
    b: &mut OpBuilder<'_>,
    map: AffineMap,
    operands: &[OpFoldResult],
) -> (AffineMap, Vec<Value>) {
    let d = b.affine_map_data(map).clone();
    let nd = d.num_dims as usize;
    let (mut dims, mut syms) = (Vec::new(), Vec::new());
    let mut values = Vec::new();
    let (mut num_dims, mut num_syms) = (0u32, 0u32);
    for (i, operand) in operands.iter().enumerate() {
        let constant = match operand {
            OpFoldResult::Attr(a) => b.as_integer(*a).map(|v| v as i64),
            OpFoldResult::Value(_) => None,
        };
        let expr = match (constant, operand) {
            (Some(c), _) => b.affine_constant(c),
            (None, OpFoldResult::Value(v)) => {
                values.push(*v);
                if i < nd {
                    num_dims += 1;
                    b.affine_dim(num_dims - 1)
                } else {
                    num_syms += 1;
                    b.affine_symbol(num_syms - 1)
                }
            }
            (None, OpFoldResult::Attr(_)) => return (map, Vec::new()),
        };
        if i < nd {
            dims.push(expr);
        } else {
            syms.push(expr);
        }
    }
    // Values are dims first, then symbols, as pushed.
    let m = b.affine_map_replace_dims_and_symbols(map, &dims, &syms, num_dims, num_syms);
    (m, values)
}

/// An `affine.apply` of `map` composed with the applies among the
/// operands (upstream's `makeComposedAffineApply`).
pub fn make_composed_affine_apply(
    b: &mut OpBuilder<'_>,
    loc: Location,
    map: AffineMap,
    operands: &[OpFoldResult],
) -> Value {
    let (mut map, mut values) = fold_attributes_into_map(b, map, operands);
    compose_affine_map_and_operands(b, &mut map, &mut values);
    build_apply(b, loc, map, &values)
}

/// The map of one expression over as many dimensions and symbols as it
/// names (upstream's `AffineMap::inferFromExprList`).
fn map_of_expr(b: &mut OpBuilder<'_>, e: AffineExpr, dims: u32, symbols: u32) -> AffineMap {
    b.affine_map(dims, symbols, &[e])
}

/// [`make_composed_affine_apply`], folded to a constant or an operand when
/// it folds (upstream's `makeComposedFoldedAffineApply`).
pub fn make_composed_folded_affine_apply(
    b: &mut OpBuilder<'_>,
    loc: Location,
    map: AffineMap,
    operands: &[OpFoldResult],
) -> OpFoldResult {
    let result = make_composed_affine_apply(b, loc, map, operands);
    let Some(op) = b.defining_op(result) else {
        return OpFoldResult::Value(result);
    };
    let Some(apply) = AffineApplyOp::cast(b, op) else {
        return OpFoldResult::Value(result);
    };
    let constants: Vec<Option<Attribute>> = b
        .operands(op)
        .into_iter()
        .map(|v| ir::rewrite::constant_value(b, v))
        .collect();
    match crate::fold::fold_apply(b, apply, &constants) {
        ir::FoldResult::Replace(r) if r.len() == 1 => {
            let _ = b.erase_op(op);
            r[0]
        }
        _ => OpFoldResult::Value(result),
    }
}

/// Composes each result of `map` with the `affine.apply` ops defining its
/// operands, then the results together over their operands, deduplicated
/// (upstream's `composeMultiResultAffineMap`).
fn compose_multi_result_affine_map(
    b: &mut OpBuilder<'_>,
    map: &mut AffineMap,
    operands: &mut Vec<Value>,
) {
    let data = b.affine_map_data(*map).clone();
    let (mut dims, mut syms, mut exprs) = (Vec::new(), Vec::new(), Vec::new());
    for &e in &data.results {
        let mut sub = b.affine_map(data.num_dims, data.num_symbols, &[e]);
        let mut sub_operands = operands.clone();
        crate::compose::compose_affine_map_and_operands(b, &mut sub, &mut sub_operands);
        crate::compose::canonicalize_map_and_operands(b, &mut sub, &mut sub_operands);
        let sd = b.affine_map_data(sub).clone();
        // Shifted past the dimensions and symbols gathered so far.
        let shift_dims: Vec<_> = (0..sd.num_dims)
            .map(|k| b.affine_dim(dims.len() as u32 + k))
            .collect();
        let shift_syms: Vec<_> = (0..sd.num_symbols)
            .map(|k| b.affine_symbol(syms.len() as u32 + k))
            .collect();
        let shifted = b.affine_map_replace_dims_and_symbols(
            sub,
            &shift_dims,
            &shift_syms,
            dims.len() as u32 + sd.num_dims,
            syms.len() as u32 + sd.num_symbols,
        );
        let nd = sd.num_dims as usize;
        dims.extend_from_slice(&sub_operands[..nd]);
        syms.extend_from_slice(&sub_operands[nd..]);
        exprs.push(b.affine_map_data(shifted).results[0]);
    }
    *operands = dims.iter().chain(syms.iter()).copied().collect();
    *map = b.affine_map(dims.len() as u32, syms.len() as u32, &exprs);
    crate::compose::canonicalize_map_and_operands(b, map, operands);
}

/// An `affine.min` (`is_min`) or `affine.max` of `operands` through
/// `map`, composed with the `affine.apply` ops that define them, and
/// folded: a folded op is erased and its result returned (upstream's
/// `makeComposedFoldedAffineMin`/`Max`).
fn make_composed_folded_min_max(
    b: &mut OpBuilder<'_>,
    loc: Location,
    map: AffineMap,
    operands: &[OpFoldResult],
    is_min: bool,
) -> OpFoldResult {
    let (mut map, mut values) = fold_attributes_into_map(b, map, operands);
    compose_multi_result_affine_map(b, &mut map, &mut values);
    let index = b.index_type();
    let attr = b.affine_map_attr(map);
    let op = if is_min {
        crate::AffineMinOp::build(b, loc, index, attr, &values).operation()
    } else {
        crate::AffineMaxOp::build(b, loc, index, attr, &values).operation()
    };
    let constants: Vec<Option<Attribute>> = b
        .operands(op)
        .into_iter()
        .map(|v| ir::rewrite::constant_value(b, v))
        .collect();
    match ir::rewrite::fold_op(b, op, &constants) {
        ir::FoldResult::Replace(r) if r.len() == 1 => {
            let _ = b.erase_op(op);
            r[0]
        }
        _ => OpFoldResult::Value(b.result(op, 0)),
    }
}

/// `make_composed_folded_min_max` of an `affine.min` (upstream's
/// `makeComposedFoldedAffineMin`).
pub fn make_composed_folded_affine_min(
    b: &mut OpBuilder<'_>,
    loc: Location,
    map: AffineMap,
    operands: &[OpFoldResult],
) -> OpFoldResult {
    make_composed_folded_min_max(b, loc, map, operands, true)
}

/// `make_composed_folded_min_max` of an `affine.max` (upstream's
/// `makeComposedFoldedAffineMax`).
pub fn make_composed_folded_affine_max(
    b: &mut OpBuilder<'_>,
    loc: Location,
    map: AffineMap,
    operands: &[OpFoldResult],
) -> OpFoldResult {
    make_composed_folded_min_max(b, loc, map, operands, false)
}

/// The value of `ofr`, an `arith.constant` index made for a constant
/// (upstream's `getValueOrCreateConstantIndexOp`).
fn value_or_constant_index(b: &mut OpBuilder<'_>, loc: Location, ofr: OpFoldResult) -> Value {
    match ofr {
        OpFoldResult::Value(v) => v,
        OpFoldResult::Attr(a) => {
            let v = b.as_integer(a).unwrap_or(0) as i64;
            let ty = b.index_type();
            let attr = b.integer_attr(ty, v);
            arith::ConstantOp::build(b, loc, ty, attr).result(b)
        }
    }
}

/// The product of `set`, folded where it can be (upstream's
/// `getIndexProduct`).
fn index_product(b: &mut OpBuilder<'_>, loc: Location, set: &[Value]) -> Option<OpFoldResult> {
    let (&first, rest) = set.split_first()?;
    let s0 = b.affine_symbol(0);
    let s1 = b.affine_symbol(1);
    let product = b.affine_mul(s0, s1);
    let map = map_of_expr(b, product, 0, 2);
    let mut result = OpFoldResult::Value(first);
    for &v in rest {
        result = make_composed_folded_affine_apply(b, loc, map, &[result, OpFoldResult::Value(v)]);
    }
    Some(result)
}

/// The multi-index of `linear` in the basis (upstream's
/// `delinearizeIndex`): quotients by the products of the trailing basis
/// elements, the last remainder last.
pub fn delinearize_index(
    b: &mut OpBuilder<'_>,
    loc: Location,
    linear: Value,
    basis: &[Value],
) -> Option<Vec<Value>> {
    let mut divisors = Vec::new();
    for i in 1..basis.len() {
        let product = index_product(b, loc, &basis[i..])?;
        divisors.push(value_or_constant_index(b, loc, product));
    }
    let d0 = b.affine_dim(0);
    let d1 = b.affine_dim(1);
    let quotient = b.affine_floor_div(d0, d1);
    let remainder = b.affine_mod(d0, d1);
    let quotient_map = map_of_expr(b, quotient, 2, 0);
    let remainder_map = map_of_expr(b, remainder, 2, 0);
    let mut results = Vec::with_capacity(basis.len());
    let mut residual = linear;
    for divisor in divisors {
        let operands = [OpFoldResult::Value(residual), OpFoldResult::Value(divisor)];
        results.push(make_composed_affine_apply(b, loc, quotient_map, &operands));
        residual = make_composed_affine_apply(b, loc, remainder_map, &operands);
    }
    results.push(residual);
    Some(results)
}

/// Upstream's `LowerDelinearizeIndexOps`.
struct LowerDelinearizeIndexOps;

impl RewritePattern for LowerDelinearizeIndexOps {
    fn root(&self) -> Option<&str> {
        Some(AffineDelinearizeIndexOp::OPERATION_NAME)
    }

    fn name(&self) -> &str {
        "LowerDelinearizeIndexOps"
    }

    fn match_and_rewrite(&self, op: Operation, rewriter: &mut PatternRewriter<'_>) -> bool {
        let Some(delinearize) = AffineDelinearizeIndexOp::cast(rewriter, op) else {
            return false;
        };
        let loc = rewriter.op_loc(op);
        let linear = delinearize.linear_index(rewriter);
        let basis = delinearize.basis(rewriter);
        rewriter.set_insertion_point_before(op);
        let Some(values) = delinearize_index(rewriter, loc, linear, &basis) else {
            return false;
        };
        rewriter.replace_op(op, &values).is_ok()
    }
}

/// The `affine-expand-index-ops` pass.
#[derive(Clone, Debug, Default)]
pub struct AffineExpandIndexOps {
    base: AffineExpandIndexOpsBase,
}

/// Creates the `affine-expand-index-ops` pass (upstream's
/// `createAffineExpandIndexOpsPass`).
pub fn create_affine_expand_index_ops_pass() -> Box<dyn ir::pass::Pass> {
    Box::new(AffineExpandIndexOps::default())
}

impl OperationPass for AffineExpandIndexOps {
    type Declaration = AffineExpandIndexOpsBase;
    fn declaration(&self) -> &AffineExpandIndexOpsBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut AffineExpandIndexOpsBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let top = run.op();
        let patterns: Vec<Box<dyn RewritePattern>> = vec![Box::new(LowerDelinearizeIndexOps)];
        // `applyPatternsAndFoldGreedily`'s defaults.
        let config = GreedyConfig {
            region_simplification: SimplifyRegionLevel::Aggressive,
            ..Default::default()
        };
        ir::apply_patterns_greedily(run.ctx(), top, &patterns, config)
            .map(|_| ())
            .map_err(|_| PassFailure)
    }
}
