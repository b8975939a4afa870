//! The scf passes (upstream's `Dialect/SCF/Transforms/`), declared by the
//! excerpt of `Transforms/Passes.td` the crate keeps.

mod bufferize;
pub mod coalescing;
mod for_to_while;
mod forall_to_for;
mod forall_to_parallel;
mod loop_canonicalization;
mod loop_range_folding;
mod parallel_loop_fusion;
mod peeling;
mod specialization;
pub mod tile_using_interface;
mod tiling;
mod unroll;

/// Rewrites every `scf.forall` under the pass's op with `rewrite`, inner
/// loops first (upstream's post-order walk); the pass fails when one
/// rewrite did.
fn rewrite_each_forall<T>(
    run: &mut ir::pass::PassRun<'_>,
    rewrite: fn(&mut ir::Context, crate::ForallOp) -> Option<T>,
) -> Result<(), ir::pass::PassFailure> {
    let top = run.op();
    let ctx = run.ctx();
    let mut failed = false;
    for op in ctx.walk_postorder(top) {
        if let Some(forall) = crate::ForallOp::cast(ctx, op) {
            failed |= rewrite(ctx, forall).is_none();
        }
    }
    if failed {
        Err(ir::pass::PassFailure)
    } else {
        Ok(())
    }
}

pub use bufferize::{create_scf_bufferize_pass, ScfBufferize};
pub use coalescing::{create_loop_coalescing_pass, LoopCoalescing};
pub use for_to_while::{create_for_to_while_loop_pass, ForToWhileLoop};
pub use forall_to_for::{create_forall_to_for_loop_pass, forall_to_for_loop, ForallToForLoop};
pub use forall_to_parallel::{
    create_forall_to_parallel_loop_pass, forall_to_parallel_loop, ForallToParallelLoop,
};
pub use loop_canonicalization::{
    add_loop_range_constraints, canonicalize_min_max_op_in_loop,
    create_for_loop_canonicalization_pass, for_loop_canonicalization_patterns, match_for_like_loop,
    ForLoopCanonicalization,
};
pub use loop_range_folding::{create_for_loop_range_folding_pass, ForLoopRangeFolding};
pub use parallel_loop_fusion::{
    create_parallel_loop_fusion_pass, naively_fuse_parallel_ops, ParallelLoopFusion,
};
pub use peeling::{
    create_for_loop_peeling_pass, peel_for_loop_and_simplify_bounds, peel_for_loop_first_iteration,
    rewrite_peeled_min_max_op, ForLoopPeeling,
};
pub use specialization::{
    create_for_loop_specialization_pass, create_parallel_loop_specialization_pass,
    specialize_for_loop_for_unrolling, specialize_parallel_loop_for_unrolling,
    ForLoopSpecialization, ParallelLoopSpecialization,
};
pub use tile_using_interface::{tile_using_scf, ScfTilingOptions, ScfTilingResult, TilingLoopType};
pub use tiling::{
    create_parallel_loop_tiling_pass, innermost_parallel_loops, tile_parallel_loop,
    ParallelLoopTiling,
};
pub use unroll::{loop_unroll_by_factor, loop_unroll_jam_by_factor};
