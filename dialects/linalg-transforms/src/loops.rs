//! Structured ops on buffers lowered to loop nests (upstream's
//! `Linalg/Transforms/Loops.cpp`, with `createLoopRanges` of
//! `LinalgInterfaces.cpp` and `GenerateLoopNest` of `Linalg/Utils`): one
//! loop per iteration dimension (`scf.for`, `affine.for`, or `scf.parallel`
//! for runs of parallel dimensions), loads of every operand at its
//! indexing map's position, the op's body cloned, and stores of what it
//! yields into the inits.

use affine::{AffineApplyOp, AffineForOp, AffineLoadOp, AffineStoreOp, AffineYieldOp};
use ir::affine::{AffineExprData, AffineMap};
use ir::pass::{OperationPass, PassRun};
use ir::{
    Context, GreedyConfig, IrMapping, Location, OpBuilder, OpFoldResult, OpId, PatternRewriter,
    RewritePattern, Value,
};
use linalg::{IndexOp, IteratorType, LinalgOpRef, LoopMap};

use crate::{
    dps_split, is_scalar, ConvertLinalgToAffineLoopsPassBase, ConvertLinalgToLoopsPassBase,
    ConvertLinalgToParallelLoopsPassBase,
};

/// The loops a structured op is lowered to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LoopKind {
    /// `scf.for` with `memref.load`/`store` (`convert-linalg-to-loops`).
    Scf,
    /// `affine.for` with `affine.load`/`store`
    /// (`convert-linalg-to-affine-loops`).
    Affine,
    /// `scf.parallel` for each run of parallel dimensions, `scf.for` for
    /// the others, with `memref.load`/`store`
    /// (`convert-linalg-to-parallel-loops`).
    Parallel,
}

/// `affine.apply` of each result of `map` (alone) over `vals`, its map and
/// operands canonicalized first (upstream's `makeCanonicalAffineApplies`).
fn canonical_affine_applies(
    b: &mut OpBuilder<'_>,
    loc: Location,
    map: &LoopMap,
    vals: &[Value],
) -> Vec<Value> {
    if map.num_dims == 0 && map.num_symbols == 0 && map.results.is_empty() {
        return Vec::new();
    }
    let mut out = Vec::with_capacity(map.results.len());
    for e in &map.results {
        let single = LoopMap {
            num_dims: map.num_dims,
            num_symbols: map.num_symbols,
            results: vec![e.clone()],
        };
        let mut expr_map = single.intern(b);
        let mut operands = vals.to_vec();
        affine::compose::canonicalize_map_and_operands(b, &mut expr_map, &mut operands);
        let attr = b.affine_map_attr(expr_map);
        out.push(AffineApplyOp::build_inferred(b, loc, attr, &operands).result(b));
    }
    out
}

/// A load of `memref` at `indices`, as the loop kind loads.
fn load(
    b: &mut OpBuilder<'_>,
    loc: Location,
    kind: LoopKind,
    memref: Value,
    indices: &[Value],
) -> Value {
    let ty = b.value_type(memref);
    let element = b.element_type(ty).unwrap_or(ty);
    if kind == LoopKind::Affine {
        let rank = b.shape(ty).map_or(0, <[i64]>::len) as u32;
        let map = identity_or_empty(b, rank);
        let attr = b.affine_map_attr(map);
        AffineLoadOp::build(b, loc, element, memref, indices, attr).result(b)
    } else {
        memref::LoadOp::build(b, loc, element, memref, indices, None).result(b)
    }
}

/// A store of `value` into `memref` at `indices`, as the loop kind stores.
fn store(
    b: &mut OpBuilder<'_>,
    loc: Location,
    kind: LoopKind,
    value: Value,
    memref: Value,
    indices: &[Value],
) {
    if kind == LoopKind::Affine {
        let ty = b.value_type(memref);
        let rank = b.shape(ty).map_or(0, <[i64]>::len) as u32;
        let map = identity_or_empty(b, rank);
        AffineStoreOp::build_from_value_to_store_memref_map_map_operands(
            b, loc, value, memref, map, indices,
        );
    } else {
        memref::StoreOp::build(b, loc, value, memref, indices, None);
    }
}

/// The identity map of `rank` dimensions, or `() -> ()` for rank 0 (the
/// default map of `affine.load`/`store`).
fn identity_or_empty(ctx: &mut Context, rank: u32) -> AffineMap {
    if rank == 0 {
        ctx.affine_map(0, 0, &[])
    } else {
        ctx.identity_affine_map(rank)
    }
}

/// The body of the innermost loop: loads of the inputs (scalars used as
/// they are) and of the inits, the op's body cloned over them, stores of
/// what it yields (upstream's `emitScalarImplementation`).
fn emit_scalar_implementation(
    b: &mut OpBuilder<'_>,
    loc: Location,
    kind: LoopKind,
    ivs: &[Value],
    op: OpId,
    maps: &[LoopMap],
) {
    let (ins, outs) = dps_split(b, op);
    let mut indexed = Vec::with_capacity(ins.len() + outs.len());
    for (i, &input) in ins.iter().enumerate() {
        let ty = b.value_type(input);
        if is_scalar(b, ty) {
            indexed.push(input);
            continue;
        }
        let indexing = canonical_affine_applies(b, loc, &maps[i], ivs);
        indexed.push(load(b, loc, kind, input, &indexing));
    }
    for (j, &init) in outs.iter().enumerate() {
        let indexing = canonical_affine_applies(b, loc, &maps[ins.len() + j], ivs);
        indexed.push(load(b, loc, kind, init, &indexing));
    }
    let mut indexings = Vec::new();
    let mut buffers = Vec::new();
    for (j, &init) in outs.iter().enumerate() {
        let ty = b.value_type(init);
        if !b.is_memref(ty) {
            continue;
        }
        indexings.push(canonical_affine_applies(b, loc, &maps[ins.len() + j], ivs));
        buffers.push(init);
    }
    let Some(block) = b.op_regions(op).first().and_then(|&r| b.region_entry(r)) else {
        return;
    };
    let mut mapping = IrMapping::new();
    for (arg, &v) in b.block_args(block).iter().zip(&indexed) {
        mapping.map_value(*arg, v);
    }
    let body: Vec<OpId> = b.block_ops(block).collect();
    let Some((&terminator, rest)) = body.split_last() else {
        return;
    };
    for &inner in rest {
        // Cloning a verified op into a live block cannot fail.
        let _ = b.clone(inner, &mut mapping);
    }
    for (i, v) in b.operands(terminator).into_iter().enumerate() {
        let (Some(&buffer), Some(indexing)) = (buffers.get(i), indexings.get(i)) else {
            continue;
        };
        let to_store = mapping.lookup_value_or_self(v);
        store(b, loc, kind, to_store, buffer, indexing);
    }
}

/// The size of dimension `i` of `v`: its static size, else a
/// `memref.dim`/`tensor.dim` folded if it can be (upstream's
/// `createFoldedDimOp`).
pub(crate) fn folded_dim(b: &mut OpBuilder<'_>, loc: Location, v: Value, i: usize) -> OpFoldResult {
    let ty = b.value_type(v);
    let size = b.shape(ty).and_then(|s| s.get(i).copied());
    if let Some(size) = size.filter(|&s| s != ir::DYNAMIC) {
        return OpFoldResult::Attr(b.index_attr(size));
    }
    let index = scf::utils::constant_index(b, loc, i as i64);
    let index_ty = b.index_type();
    let dim = if b.is_memref(ty) {
        memref::DimOp::build(b, loc, index_ty, v, index).operation()
    } else {
        tensor::DimOp::build(b, loc, index_ty, v, index).operation()
    };
    match ir::rewrite::create_or_fold(b, dim).first() {
        Some(&r) => OpFoldResult::Value(r),
        None => OpFoldResult::Value(b.result(dim, 0)),
    }
}

/// The range `[0, size)` of each loop, the size taken from the first
/// operand dimension its loop indexes alone (upstream's
/// `createLoopRanges`).
fn loop_sizes(
    b: &mut OpBuilder<'_>,
    loc: Location,
    op: OpId,
    maps: &[LoopMap],
    num_loops: usize,
) -> Vec<Option<OpFoldResult>> {
    let mut view_sizes = Vec::new();
    for v in b.operands(op) {
        let ty = b.value_type(v);
        let rank = b.shape(ty).map_or(0, <[i64]>::len);
        for i in 0..rank {
            view_sizes.push(folded_dim(b, loc, v, i));
        }
    }
    let mut sizes: Vec<Option<OpFoldResult>> = vec![None; num_loops];
    let flat = maps.iter().flat_map(|m| m.results.iter());
    for (idx, e) in flat.enumerate() {
        if let linalg::LoopExpr::Dim(d) = e {
            if let Some(slot @ None) = sizes.get_mut(*d as usize) {
                *slot = view_sizes.get(idx).copied();
            }
        }
    }
    sizes
}

/// `scf.parallel` loops for each leading run of parallel dimensions,
/// `scf.for` loops for the others, recursively, the body built in the
/// innermost (upstream's `generateParallelLoopNest`).
#[allow(clippy::too_many_arguments)]
fn generate_parallel_loop_nest(
    b: &mut OpBuilder<'_>,
    loc: Location,
    bounds: (&[Value], &[Value], &[Value]),
    iterators: &[IteratorType],
    body: &mut dyn FnMut(&mut OpBuilder<'_>, Location, &[Value]),
    ivs: &mut Vec<Value>,
) {
    let (lbs, ubs, steps) = bounds;
    if iterators.is_empty() {
        let all = ivs.clone();
        body(b, loc, &all);
        return;
    }
    if iterators[0] != IteratorType::Parallel {
        let mut inner = |b: &mut OpBuilder<'_>, loc: Location, loop_ivs: &[Value], _: &[Value]| {
            ivs.extend_from_slice(loop_ivs);
            generate_parallel_loop_nest(
                b,
                loc,
                (&lbs[1..], &ubs[1..], &steps[1..]),
                &iterators[1..],
                body,
                ivs,
            );
            Vec::new()
        };
        scf::utils::build_loop_nest(
            b,
            loc,
            (&lbs[..1], &ubs[..1], &steps[..1]),
            &[],
            Some(&mut inner),
        );
        return;
    }
    let n = iterators
        .iter()
        .take_while(|&&it| it == IteratorType::Parallel)
        .count();
    let mut inner = |b: &mut OpBuilder<'_>, loc: Location, local: &[Value]| {
        ivs.extend_from_slice(local);
        generate_parallel_loop_nest(
            b,
            loc,
            (&lbs[n..], &ubs[n..], &steps[n..]),
            &iterators[n..],
            body,
            ivs,
        );
    };
    scf::ParallelOp::build_from_lower_bounds_upper_bounds_steps_body_builder_fn(
        b,
        loc,
        &lbs[..n],
        &ubs[..n],
        &steps[..n],
        Some(&mut inner),
    );
}

/// A nest of `affine.for` loops, constant bounds where both are constants,
/// identity maps of the bound values otherwise (upstream's
/// `buildAffineLoopNest` over values).
fn build_affine_loop_nest(
    b: &mut OpBuilder<'_>,
    loc: Location,
    (lbs, ubs): (&[Value], &[Value]),
    steps: &[i64],
    body: &mut dyn FnMut(&mut OpBuilder<'_>, Location, &[Value]),
) {
    let saved = b.insertion_point();
    if lbs.is_empty() {
        body(b, loc, &[]);
        b.set_insertion_point(saved);
        return;
    }
    let mut ivs = Vec::with_capacity(lbs.len());
    let last = lbs.len() - 1;
    for i in 0..lbs.len() {
        let mut loop_body = |nb: &mut OpBuilder<'_>, nloc: Location, iv: Value, _: &[Value]| {
            ivs.push(iv);
            if i == last {
                let inner = nb.insertion_point();
                body(nb, nloc, &ivs);
                nb.set_insertion_point(inner);
            }
            AffineYieldOp::build(nb, nloc, &[]);
        };
        let lb = affine::analysis::min_max::constant_int_value(b, lbs[i]);
        let ub = affine::analysis::min_max::constant_int_value(b, ubs[i]);
        let lp = match (lb, ub) {
            (Some(lb), Some(ub)) => {
                AffineForOp::build_from_lower_bound_upper_bound_step_iter_args_body_builder(
                    b,
                    loc,
                    lb,
                    ub,
                    steps[i],
                    &[],
                    Some(&mut loop_body),
                )
            }
            _ => {
                let id = b.identity_affine_map(1);
                AffineForOp::build_from_lb_operands_lb_map_ub_operands_ub_map_step_iter_args_body_builder(
                    b,
                    loc,
                    &[lbs[i]],
                    id,
                    &[ubs[i]],
                    id,
                    steps[i],
                    &[],
                    Some(&mut loop_body),
                )
            }
        };
        if let Some(block) = b
            .op_regions(lp.operation())
            .first()
            .and_then(|&r| b.region_entry(r))
        {
            b.set_insertion_point_to_start(block);
        }
    }
    b.set_insertion_point(saved);
}

/// Lowers the structured op `op` (buffer semantics) to a loop nest before
/// it and replaces the `linalg.index` ops of the copied body by the
/// induction variables; returns the loops, outermost first, or `None`
/// when an induction variable is not a loop's (upstream's
/// `linalgOpToLoopsImpl`). `op` itself is left for the caller to erase.
pub fn linalg_op_to_loops(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    kind: LoopKind,
) -> Option<Vec<OpId>> {
    let lop = LinalgOpRef::get(rw, op)?;
    let loc = rw.op_loc(op);
    let maps = lop.get_indexing_maps_array(rw);
    let num_loops = lop.get_num_loops(rw);
    let iterators = lop.get_iterator_types_array(rw);
    rw.set_insertion_point_before(op);
    let sizes = loop_sizes(rw, loc, op, &maps, num_loops);
    let mut lbs = Vec::with_capacity(num_loops);
    let mut ubs = Vec::with_capacity(num_loops);
    let mut steps = Vec::with_capacity(num_loops);
    for size in sizes {
        // A loop no operand dimension indexes alone has no range
        // (upstream asserts it away; the verifier's shape checks make it
        // rare): nothing is lowered.
        let size = size?;
        lbs.push(scf::utils::constant_index(rw, loc, 0));
        ubs.push(scf::utils::value_or_create_constant_index(rw, loc, size));
        steps.push(scf::utils::constant_index(rw, loc, 1));
    }
    let mut all_ivs: Vec<Value> = Vec::new();
    {
        let mut body = |b: &mut OpBuilder<'_>, loc: Location, ivs: &[Value]| {
            all_ivs.extend_from_slice(ivs);
            emit_scalar_implementation(b, loc, kind, ivs, op, &maps);
        };
        match kind {
            LoopKind::Scf => {
                let mut with_args =
                    |b: &mut OpBuilder<'_>, loc: Location, ivs: &[Value], _: &[Value]| {
                        body(b, loc, ivs);
                        Vec::new()
                    };
                scf::utils::build_loop_nest(
                    rw,
                    loc,
                    (&lbs, &ubs, &steps),
                    &[],
                    Some(&mut with_args),
                );
            }
            LoopKind::Affine => {
                let constant_steps: Vec<i64> = steps
                    .iter()
                    .map(|&s| affine::analysis::min_max::constant_int_value(rw, s).unwrap_or(1))
                    .collect();
                build_affine_loop_nest(rw, loc, (&lbs, &ubs), &constant_steps, &mut body);
            }
            LoopKind::Parallel => {
                let its = &iterators[..iterators.len().min(num_loops)];
                let mut ivs = Vec::new();
                generate_parallel_loop_nest(
                    rw,
                    loc,
                    (&lbs, &ubs, &steps),
                    its,
                    &mut body,
                    &mut ivs,
                );
            }
        }
    }
    let mut loops: Vec<OpId> = Vec::new();
    for &iv in &all_ivs {
        let Value::Arg { block, .. } = iv else {
            return None;
        };
        let parent = rw.block_parent_op(block)?;
        if !loops.contains(&parent) {
            loops.push(parent);
        }
    }
    if let Some(&innermost) = loops.last() {
        let regions = rw.op_regions(innermost).to_vec();
        for r in regions {
            let blocks = rw.region_blocks(r).to_vec();
            for block in blocks {
                let index_ops: Vec<IndexOp> = rw
                    .block_ops(block)
                    .filter_map(|o| IndexOp::cast(rw, o))
                    .collect();
                for index in index_ops {
                    let dim = index.dim(rw) as usize;
                    if let Some(&iv) = all_ivs.get(dim) {
                        // The op is live in this block: replacing it cannot fail.
                        let _ = rw.replace_op(index.operation(), &[iv]);
                    }
                }
            }
        }
    }
    Some(loops)
}

/// Lowers any structured op with buffer semantics to loops of its kind
/// and erases it (upstream's `LinalgRewritePattern`).
#[derive(Clone, Copy, Debug)]
pub struct LinalgToLoops(pub LoopKind);

impl RewritePattern for LinalgToLoops {
    fn root(&self) -> Option<&str> {
        None
    }

    fn name(&self) -> &str {
        "LinalgRewritePattern"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        if LinalgOpRef::get(rw, op).is_none() {
            return rw.notify_match_failure("expected linalg op with buffer semantics");
        }
        let buffers = rw
            .operand_types(op)
            .into_iter()
            .all(|t| is_scalar(rw, t) || rw.is_memref(t));
        if !buffers {
            return rw.notify_match_failure("expected linalg op with buffer semantics");
        }
        if linalg_op_to_loops(rw, op, self.0).is_none() {
            return false;
        }
        rw.erase_op(op).is_ok()
    }
}

/// `affine.apply` of a single dimension or symbol replaced by its operand,
/// of a constant by an `arith.constant` (upstream's `FoldAffineOp`).
struct FoldAffineOp;

impl RewritePattern for FoldAffineOp {
    fn root(&self) -> Option<&str> {
        Some(AffineApplyOp::OPERATION_NAME)
    }

    fn benefit(&self) -> u16 {
        0
    }

    fn name(&self) -> &str {
        "FoldAffineOp"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let Some(apply) = AffineApplyOp::cast(rw, op) else {
            return false;
        };
        let Some(map) = rw.attr(op, "map").and_then(|a| rw.as_affine_map(a)) else {
            return false;
        };
        let data = rw.affine_map_data(map).clone();
        let inputs = data.num_dims + data.num_symbols;
        if data.results.len() != 1 || inputs > 1 {
            return false;
        }
        match rw.affine_expr_data(data.results[0]) {
            AffineExprData::Constant(v) if inputs == 0 => {
                rw.set_insertion_point_before(op);
                let loc = rw.op_loc(op);
                let c = scf::utils::constant_index(rw, loc, v);
                rw.replace_op(op, &[c]).is_ok()
            }
            AffineExprData::Dim(_) | AffineExprData::Symbol(_) if inputs == 1 => {
                let operand = apply.map_operands(rw)[0];
                rw.replace_op(op, &[operand]).is_ok()
            }
            _ => false,
        }
    }
}

/// The patterns of the lowering to `kind` loops: the lowering, the
/// canonicalizations of `memref.dim`, `tensor.dim` and `affine.apply`,
/// and the folding of trivial `affine.apply` (upstream's
/// `lowerLinalgToLoopsImpl`).
pub fn linalg_to_loops_patterns(ctx: &mut Context, kind: LoopKind) -> Vec<Box<dyn RewritePattern>> {
    let mut patterns: Vec<Box<dyn RewritePattern>> = vec![Box::new(LinalgToLoops(kind))];
    patterns.extend(<memref::DimOp as memref::DimOpHooks>::canonicalization_patterns(ctx));
    patterns.extend(<tensor::DimOp as tensor::DimOpHooks>::canonicalization_patterns(ctx));
    patterns.extend(<AffineApplyOp as affine::AffineApplyOpHooks>::canonicalization_patterns(ctx));
    patterns.push(Box::new(FoldAffineOp));
    patterns
}

/// Applies the lowering's patterns greedily; not converging is no failure
/// upstream.
fn lower(run: &mut PassRun<'_>, kind: LoopKind) {
    let root = run.op();
    let ctx = run.ctx();
    let patterns = linalg_to_loops_patterns(ctx, kind);
    let _ = ir::apply_patterns_greedily(ctx, root, &patterns, GreedyConfig::default());
}

macro_rules! loop_pass {
    ($(#[$doc:meta])* $name:ident, $base:ident, $create:ident, $kind:expr) => {
        $(#[$doc])*
        #[derive(Clone, Debug, Default)]
        pub struct $name {
            base: $base,
        }

        /// The pass, boxed for a pass manager.
        pub fn $create() -> Box<dyn ir::pass::Pass> {
            Box::new($name::default())
        }

        impl OperationPass for $name {
            type Declaration = $base;
            fn declaration(&self) -> &$base {
                &self.base
            }
            fn declaration_mut(&mut self) -> &mut $base {
                &mut self.base
            }
            fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), ir::pass::PassFailure> {
                lower(run, $kind);
                Ok(())
            }
        }
    };
}

loop_pass!(
    /// `convert-linalg-to-loops`.
    ConvertLinalgToLoops,
    ConvertLinalgToLoopsPassBase,
    create_convert_linalg_to_loops_pass,
    LoopKind::Scf
);
loop_pass!(
    /// `convert-linalg-to-affine-loops`.
    ConvertLinalgToAffineLoops,
    ConvertLinalgToAffineLoopsPassBase,
    create_convert_linalg_to_affine_loops_pass,
    LoopKind::Affine
);
loop_pass!(
    /// `convert-linalg-to-parallel-loops`.
    ConvertLinalgToParallelLoops,
    ConvertLinalgToParallelLoopsPassBase,
    create_convert_linalg_to_parallel_loops_pass,
    LoopKind::Parallel
);
