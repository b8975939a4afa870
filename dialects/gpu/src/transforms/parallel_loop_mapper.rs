//! The `gpu-map-parallel-loops` pass (upstream `ParallelLoopMapper.cpp`):
//! each outermost `scf.parallel` without a mapping maps its first three
//! dimensions to the grid's blocks, the parallel loops directly in its body
//! to threads, and anything deeper or beyond three dimensions to
//! sequential loops (`#gpu.loop_dim_map` in its `mapping` attribute).

use ir::pass::{OperationPass, PassFailure, PassRun};
use ir::{Attribute, Context, Diagnostic, OpId};
use scf::ParallelOp;

use crate::{GpuMapParallelLoopsPassBase, ParallelLoopDimMappingAttr, Processor};

/// The attribute of an `scf.parallel` holding its mapping.
pub const MAPPING_ATTR_NAME: &str = "mapping";

/// How deep in a nest of parallel loops a loop is mapped.
#[derive(Clone, Copy, PartialEq, Eq)]
enum MappingLevel {
    Grid,
    Block,
    Sequential,
}

impl MappingLevel {
    /// The next level (`Sequential` stays).
    fn next(self) -> Self {
        match self {
            MappingLevel::Grid => MappingLevel::Block,
            _ => MappingLevel::Sequential,
        }
    }
}

/// The processor of dimension `dim` at `level` (upstream's
/// `getHardwareIdForMapping`).
fn hardware_id(level: MappingLevel, dim: usize) -> Processor {
    match (level, dim) {
        (MappingLevel::Grid, 0) => Processor::BlockX,
        (MappingLevel::Grid, 1) => Processor::BlockY,
        (MappingLevel::Grid, 2) => Processor::BlockZ,
        (MappingLevel::Block, 0) => Processor::ThreadX,
        (MappingLevel::Block, 1) => Processor::ThreadY,
        (MappingLevel::Block, 2) => Processor::ThreadZ,
        _ => Processor::Sequential,
    }
}

/// Sets the mapping of `ploop` (upstream's `gpu::setMappingAttr`): no
/// processor but `sequential` may take two dimensions.
pub fn set_mapping_attr(
    ctx: &mut Context,
    ploop: ParallelOp,
    mapping: &[ParallelLoopDimMappingAttr],
) -> Result<(), Diagnostic> {
    let op = ploop.operation();
    let mut seen = Vec::new();
    for m in mapping {
        let p = m.processor(ctx);
        if p != Processor::Sequential && seen.contains(&p) {
            return Err(Diagnostic::at_op(
                ctx,
                op,
                "invalid mapping multiple loops to same processor",
            ));
        }
        seen.push(p);
    }
    let attrs: Vec<Attribute> = mapping.iter().map(|&m| m.into()).collect();
    let array = ctx.array_attr(&attrs);
    let name = ctx.ident(MAPPING_ATTR_NAME);
    ctx.set_attr(op, name, array)
        .map_err(|_| Diagnostic::at_op(ctx, op, "cannot set the mapping"))
}

/// Whether an op around `op` is an `scf.parallel`.
fn in_parallel_loop(ctx: &Context, op: OpId) -> bool {
    let mut cur = ctx.op_parent_op(op);
    while let Some(p) = cur {
        if ParallelOp::cast(ctx, p).is_some() {
            return true;
        }
        cur = ctx.op_parent_op(p);
    }
    false
}

/// Upstream's `mapParallelOp`: maps `ploop` at `level`, then the parallel
/// loops right in its body one level down.
fn map_parallel_op(ctx: &mut Context, ploop: ParallelOp, level: MappingLevel) {
    let op = ploop.operation();
    if ctx.attr(op, MAPPING_ATTR_NAME).is_some()
        || (level == MappingLevel::Grid && in_parallel_loop(ctx, op))
    {
        return;
    }
    let identity = ctx.identity_affine_map(1);
    let num_loops = ploop.lower_bound(ctx).len();
    let mapping: Vec<ParallelLoopDimMappingAttr> = (0..num_loops)
        .map(|i| ParallelLoopDimMappingAttr::get(ctx, hardware_id(level, i), identity, identity))
        .collect();
    // (Upstream ignores a failure: these mappings never repeat a processor.)
    let _ = set_mapping_attr(ctx, ploop, &mapping);
    let level = level.next();
    let Some(&body) = ctx.region_blocks(ploop.region(ctx)).first() else {
        return;
    };
    let nested: Vec<ParallelOp> = ctx
        .block_ops(body)
        .filter_map(|o| ParallelOp::cast(ctx, o))
        .collect();
    for n in nested {
        map_parallel_op(ctx, n, level);
    }
}

/// The `gpu-map-parallel-loops` pass.
#[derive(Clone, Debug, Default)]
pub struct GpuMapParallelLoops {
    base: GpuMapParallelLoopsPassBase,
}

/// Creates the `gpu-map-parallel-loops` pass (upstream's
/// `createGpuMapParallelLoopsPass`).
pub fn create_gpu_map_parallel_loops_pass() -> Box<dyn ir::pass::Pass> {
    Box::new(GpuMapParallelLoops::default())
}

impl OperationPass for GpuMapParallelLoops {
    type Declaration = GpuMapParallelLoopsPassBase;
    fn declaration(&self) -> &GpuMapParallelLoopsPassBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut GpuMapParallelLoopsPassBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let top = run.op();
        let ctx = run.ctx();
        // Upstream's post-order walk: an inner loop is mapped only from the
        // loop it is directly in.
        for op in ctx.walk_postorder(top) {
            if let Some(ploop) = ParallelOp::cast(ctx, op) {
                map_parallel_op(ctx, ploop, MappingLevel::Grid);
            }
        }
        Ok(())
    }
}
