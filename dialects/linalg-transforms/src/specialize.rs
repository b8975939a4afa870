//! `linalg.generic` ops recognised as named ops and rewritten as them:
//! copies, fills, the elementwise `exp`/`add`/`sub`/`mul`/`div` and the
//! matmul family (upstream's `Linalg/Transforms/Specialize.cpp`, the
//! opposite of `linalg-generalize-named-ops`).

use ir::pass::{OperationPass, PassFailure, PassRun};
use ir::{BlockId, Context, GreedyConfig, OpId, PatternRewriter, RewritePattern, Value};
use linalg::{
    infer_contraction_dims, is_contraction_body, GenericOp, IteratorType, LinalgOpRef, LoopExpr,
    LoopMap,
};

use crate::{dps_split, is_scalar, LinalgSpecializeGenericOpsPassBase};

/// The single block of `op`'s body.
fn body(ctx: &Context, op: OpId) -> Option<BlockId> {
    let &region = ctx.op_regions(op).first()?;
    ctx.region_blocks(region).first().copied()
}

/// Whether the block argument of operand `i` has uses in the body
/// (upstream's `payloadUsesValueFromOperand`).
fn payload_uses(ctx: &Context, block: BlockId, i: usize) -> bool {
    i < ctx.num_block_args(block) && ctx.has_uses(ctx.block_arg(block, i))
}

/// Whether every loop is parallel.
fn all_parallel(ctx: &Context, lop: LinalgOpRef) -> bool {
    lop.get_iterator_types_array(ctx)
        .iter()
        .all(|&t| t == IteratorType::Parallel)
}

/// `isIdentity`: result `i` is `d<i>`, one per dimension.
fn is_identity(map: &LoopMap) -> bool {
    map.results.len() == map.num_dims as usize
        && map
            .results
            .iter()
            .enumerate()
            .all(|(i, e)| matches!(e, LoopExpr::Dim(d) if *d as usize == i))
}

/// Upstream's `isaCopyOpInterface`: all loops parallel, one input and one
/// init with identity maps, a body of only its terminator.
pub fn is_copy(ctx: &Context, op: OpId) -> bool {
    let Some(lop) = LinalgOpRef::get(ctx, op) else {
        return false;
    };
    let (ins, outs) = dps_split(ctx, op);
    if !all_parallel(ctx, lop) || ins.len() != 1 || outs.len() != 1 {
        return false;
    }
    let maps = lop.get_indexing_maps_array(ctx);
    if maps.len() != 2 || !maps.iter().all(is_identity) {
        return false;
    }
    body(ctx, op).is_some_and(|b| ctx.block_ops(b).count() == 1)
}

/// Upstream's `isaFillOpInterface`: all loops parallel, one scalar input
/// the body yields as it is and an init the body does not read; the value
/// filled.
pub fn is_fill(ctx: &Context, op: OpId) -> Option<Value> {
    let lop = LinalgOpRef::get(ctx, op)?;
    let (ins, outs) = dps_split(ctx, op);
    if !all_parallel(ctx, lop) || ins.len() != 1 || outs.len() != 1 {
        return None;
    }
    let block = body(ctx, op)?;
    if !payload_uses(ctx, block, 0) || payload_uses(ctx, block, 1) {
        return None;
    }
    if !is_scalar(ctx, ctx.value_type(ins[0])) || ctx.block_ops(block).count() != 1 {
        return None;
    }
    let yield_op = ctx.block_last_op(block)?;
    (ctx.op_name_of(yield_op) == "linalg.yield"
        && ctx.num_operands(yield_op) == 1
        && ctx.operand(yield_op, 0) == ctx.block_arg(block, 0))
    .then_some(ins[0])
}

/// Upstream's `isaElemwiseSingleUnaryOrBinaryOpInterface`: the op of a
/// body that is `arity` inputs and one init under identity maps, all loops
/// parallel, the init unread, one op of `arity` operands whose result is
/// yielded; with every input read.
fn elementwise_single_op(ctx: &Context, op: OpId, arity: usize) -> Option<OpId> {
    let lop = LinalgOpRef::get(ctx, op)?;
    if !all_parallel(ctx, lop) || lop.get_num_loops(ctx) < 1 {
        return None;
    }
    let (ins, outs) = dps_split(ctx, op);
    if ins.len() != arity || outs.len() != 1 {
        return None;
    }
    if !lop.get_indexing_maps_array(ctx).iter().all(is_identity) {
        return None;
    }
    let block = body(ctx, op)?;
    if payload_uses(ctx, block, arity) || ctx.block_ops(block).count() != 2 {
        return None;
    }
    let first = ctx.block_first_op(block)?;
    if ctx.num_operands(first) != arity || ctx.num_results(first) != 1 {
        return None;
    }
    let yield_op = ctx.block_last_op(block)?;
    if ctx.op_name_of(yield_op) != "linalg.yield"
        || ctx.num_operands(yield_op) != 1
        || ctx.defining_op(ctx.operand(yield_op, 0)) != Some(first)
    {
        return None;
    }
    (0..arity)
        .all(|i| payload_uses(ctx, block, i))
        .then_some(first)
}

/// How a map indexes a matrix operand (upstream's `IndexMatchResult`).
#[derive(Clone, Copy, PartialEq, Eq)]
enum IndexMatch {
    Match,
    Transposed,
    Mismatch,
}

/// Upstream's `matchOperandMap`: results `row` and `row + 1` are the dims
/// `expected_row` and `expected_col`, in order or swapped.
fn match_operand_map(
    map: &LoopMap,
    row: usize,
    expected_row: u32,
    expected_col: u32,
) -> IndexMatch {
    match (&map.results[row], &map.results[row + 1]) {
        (LoopExpr::Dim(r), LoopExpr::Dim(c)) if (*r, *c) == (expected_row, expected_col) => {
            IndexMatch::Match
        }
        (LoopExpr::Dim(r), LoopExpr::Dim(c)) if (*c, *r) == (expected_row, expected_col) => {
            IndexMatch::Transposed
        }
        _ => IndexMatch::Mismatch,
    }
}

/// The named matmul variant a contraction `linalg.generic` is (upstream's
/// `specializeLinalgContractions`): `matmul`, `batch_matmul` and their
/// `_transpose_a`/`_transpose_b` forms.
fn contraction_variant(ctx: &Context, op: OpId, lop: LinalgOpRef) -> Option<&'static str> {
    let (ins, outs) = dps_split(ctx, op);
    if ins.len() != 2 || outs.len() != 1 {
        return None;
    }
    let maps = lop.get_indexing_maps_array(ctx);
    if !maps.iter().all(LoopMap::is_projected_permutation) {
        return None;
    }
    let dims = infer_contraction_dims(ctx, op)?;
    if dims.m.len() != 1 || dims.n.len() != 1 || dims.k.len() != 1 {
        return None;
    }
    const PAIRS: [(&str, &str); 3] = [
        ("arith.mulf", "arith.addf"),
        ("arith.muli", "arith.addi"),
        ("complex.mul", "complex.add"),
    ];
    if !is_contraction_body(ctx, op, &PAIRS) {
        return None;
    }
    let batch = dims.batch.len();
    if maps.iter().any(|m| m.results.len() != batch + 2) || maps[0].num_dims as usize != batch + 3 {
        return None;
    }
    // Named batch matmuls take their batch dims in order.
    if maps.iter().any(|m| {
        m.results[..batch]
            .iter()
            .enumerate()
            .any(|(i, e)| !matches!(e, LoopExpr::Dim(d) if *d as usize == i))
    }) {
        return None;
    }
    let a = match_operand_map(&maps[0], batch, dims.m[0], dims.k[0]);
    let b = match_operand_map(&maps[1], batch, dims.k[0], dims.n[0]);
    let c = match_operand_map(&maps[2], batch, dims.m[0], dims.n[0]);
    if [a, b, c].contains(&IndexMatch::Mismatch)
        || c != IndexMatch::Match
        || (a == IndexMatch::Transposed && b == IndexMatch::Transposed)
    {
        return None;
    }
    Some(match (batch > 0, a, b) {
        (true, IndexMatch::Transposed, _) => "batch_matmul_transpose_a",
        (true, _, IndexMatch::Transposed) => "batch_matmul_transpose_b",
        (true, _, _) => "batch_matmul",
        (false, IndexMatch::Transposed, _) => "matmul_transpose_a",
        (false, _, IndexMatch::Transposed) => "matmul_transpose_b",
        (false, _, _) => "matmul",
    })
}

/// The named op `op` is, with its inputs in the named op's order (upstream's
/// `specializeGenericOp`, before the rewrite).
fn specialization(ctx: &Context, op: OpId) -> Option<(&'static str, Vec<Value>)> {
    let lop = LinalgOpRef::get(ctx, op)?;
    let (ins, _) = dps_split(ctx, op);
    if is_copy(ctx, op) {
        return Some(("copy", ins));
    }
    if is_fill(ctx, op).is_some() {
        return Some(("fill", ins));
    }
    if let Some(unary) = elementwise_single_op(ctx, op, 1) {
        if ctx.op_name_of(unary) == "math.exp" {
            return Some(("exp", ins));
        }
    }
    if let Some(binary) = elementwise_single_op(ctx, op, 2) {
        let name = match ctx.op_name_of(binary) {
            "arith.addf" => Some("add"),
            "arith.subf" => Some("sub"),
            "arith.mulf" => Some("mul"),
            "arith.divf" => Some("div"),
            _ => None,
        };
        if let Some(name) = name {
            // `areBinOpsSwapped`: the body reads its arguments in reverse.
            let block = body(ctx, op)?;
            let swapped = ctx.operand(binary, 0) != ctx.block_arg(block, 0);
            let ins = if swapped { vec![ins[1], ins[0]] } else { ins };
            return Some((name, ins));
        }
    }
    if linalg::is_contraction(ctx, op) {
        return contraction_variant(ctx, op, lop).map(|name| (name, ins));
    }
    None
}

/// Rewrites the `linalg.generic` `op` as the named op it computes; the
/// named op, or `None` if it is none of them (upstream's
/// `specializeGenericOp`).
pub fn specialize_generic_op(rw: &mut PatternRewriter<'_>, op: OpId) -> Option<OpId> {
    GenericOp::cast(rw, op)?;
    let (name, ins) = specialization(rw, op)?;
    let (_, outs) = dps_split(rw, op);
    let loc = rw.op_loc(op);
    rw.set_insertion_point_before(op);
    let state = linalg::named::named_op_state(rw, name, loc, &ins, &outs[..1], None).ok()?;
    let named = rw.create(state);
    let results = rw.results(named);
    rw.replace_op(op, &results).ok()?;
    Some(named)
}

/// [`specialize_generic_op`] as a pattern on `linalg.generic` (upstream's
/// `LinalgSpecializationPattern`).
#[derive(Clone, Copy, Debug, Default)]
pub struct LinalgSpecializationPattern;

impl RewritePattern for LinalgSpecializationPattern {
    fn root(&self) -> Option<&str> {
        Some("linalg.generic")
    }

    fn name(&self) -> &str {
        "LinalgSpecializationPattern"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        specialize_generic_op(rw, op).is_some()
    }
}

/// `linalg-specialize-generic-ops`.
#[derive(Clone, Debug, Default)]
pub struct SpecializeGenericOps {
    base: LinalgSpecializeGenericOpsPassBase,
}

/// The pass, boxed for a pass manager.
pub fn create_linalg_specialize_generic_ops_pass() -> Box<dyn ir::pass::Pass> {
    Box::new(SpecializeGenericOps::default())
}

impl OperationPass for SpecializeGenericOps {
    type Declaration = LinalgSpecializeGenericOpsPassBase;
    fn declaration(&self) -> &LinalgSpecializeGenericOpsPassBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut LinalgSpecializeGenericOpsPassBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let root = run.op();
        let patterns: Vec<Box<dyn RewritePattern>> = vec![Box::new(LinalgSpecializationPattern)];
        ir::apply_patterns_greedily(run.ctx(), root, &patterns, GreedyConfig::default())
            .map_err(|_| PassFailure)?;
        Ok(())
    }
}
