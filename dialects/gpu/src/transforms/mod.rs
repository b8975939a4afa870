//! The gpu passes (upstream's `Dialect/GPU/Transforms/`), declared by the
//! excerpt of `Transforms/Passes.td` the crate keeps.

mod kernel_outlining;
mod parallel_loop_mapper;

pub use kernel_outlining::{
    create_gpu_kernel_outlining_pass, create_gpu_launch_sink_index_computations_pass,
    GpuKernelOutlining, GpuLaunchSinkIndexComputations,
};
pub use parallel_loop_mapper::{
    create_gpu_map_parallel_loops_pass, set_mapping_attr, GpuMapParallelLoops, MAPPING_ATTR_NAME,
};
