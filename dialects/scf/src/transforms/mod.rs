//! The scf passes (upstream's `Dialect/SCF/Transforms/`), declared by the
//! excerpt of `Transforms/Passes.td` the crate keeps.

mod for_to_while;
mod forall_to_for;
mod forall_to_parallel;
mod loop_range_folding;
mod specialization;
mod tiling;

pub use for_to_while::{create_for_to_while_loop_pass, ForToWhileLoop};
pub use forall_to_for::{create_forall_to_for_loop_pass, forall_to_for_loop, ForallToForLoop};
pub use forall_to_parallel::{
    create_forall_to_parallel_loop_pass, forall_to_parallel_loop, ForallToParallelLoop,
};
pub use loop_range_folding::{create_for_loop_range_folding_pass, ForLoopRangeFolding};
pub use specialization::{
    create_for_loop_specialization_pass, create_parallel_loop_specialization_pass,
    specialize_for_loop_for_unrolling, specialize_parallel_loop_for_unrolling,
    ForLoopSpecialization, ParallelLoopSpecialization,
};
pub use tiling::{
    create_parallel_loop_tiling_pass, innermost_parallel_loops, tile_parallel_loop,
    ParallelLoopTiling,
};
