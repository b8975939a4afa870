//! The gpu passes (upstream's `Dialect/GPU/Transforms/`), declared by the
//! excerpt of `Transforms/Passes.td` the crate keeps.

mod parallel_loop_mapper;

pub use parallel_loop_mapper::{
    create_gpu_map_parallel_loops_pass, set_mapping_attr, GpuMapParallelLoops, MAPPING_ATTR_NAME,
};
