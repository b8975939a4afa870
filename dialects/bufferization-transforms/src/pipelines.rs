//! The bufferization pass pipelines (upstream's
//! `Bufferization/Pipelines/BufferizationPipelines.cpp`):
//! `buffer-deallocation-pipeline`.

use ir::pass::{OpPassManager, OptionContext, PassRegistry};

/// The argument of the deallocation pipeline.
pub const BUFFER_DEALLOCATION_PIPELINE: &str = "buffer-deallocation-pipeline";

/// Adds the deallocation passes to `pm` (`buildBufferDeallocationPipeline`):
/// `expand-realloc` without deallocations, `canonicalize`, the
/// ownership-based deallocation with the pipeline's options (upstream's
/// `BufferDeallocationPipelineOptions`: `private-function-dynamic-ownership`),
/// `canonicalize`, `buffer-deallocation-simplification`,
/// `bufferization-lower-deallocations`, `cse`, `canonicalize`.
pub fn build_buffer_deallocation_pipeline(
    pm: &mut OpPassManager,
    options: &str,
    cx: &mut OptionContext<'_>,
) -> Result<(), String> {
    // Upstream parses the pipeline's options with its own parser, which
    // writes its error to the error stream (not to the error handler).
    let mut ownership = crate::create_ownership_based_buffer_deallocation_pass();
    ownership.initialize_options(options, cx).map_err(|m| {
        cx.direct.push_str(&m);
        String::new()
    })?;
    let mut expand_realloc = memref_transforms::create_expand_realloc_pass();
    expand_realloc.initialize_options("emit-deallocs=false", cx)?;
    let standard = ir::tools::default_registry();
    let standard_pass = |name: &str| match standard.lookup(name) {
        Some(ir::pass::RegistryEntry::Pass { create, .. }) => Ok(create()),
        _ => Err(format!("'{name}' does not refer to a registered pass")),
    };
    pm.add_pass(expand_realloc);
    pm.add_pass(standard_pass("canonicalize")?);
    pm.add_pass(ownership);
    pm.add_pass(standard_pass("canonicalize")?);
    pm.add_pass(crate::create_buffer_deallocation_simplification_pass());
    pm.add_pass(crate::create_lower_deallocations_pass());
    pm.add_pass(standard_pass("cse")?);
    pm.add_pass(standard_pass("canonicalize")?);
    Ok(())
}

/// Registers the bufferization pipelines (`registerBufferizationPipelines`).
pub fn register_bufferization_pipelines(registry: &mut PassRegistry) {
    registry.register_pipeline(
        BUFFER_DEALLOCATION_PIPELINE,
        "The default pipeline for automatically inserting deallocation operations after one-shot bufferization. Deallocation operations (except `memref.realloc`) may not be present already.",
        build_buffer_deallocation_pipeline,
    );
}
