//! MLIR's bufferization passes that work on buffers (memrefs) and need no
//! One-Shot analysis (upstream's `lib/Dialect/Bufferization/Transforms`):
//! `buffer-hoisting`, `buffer-loop-hoisting` and `promote-buffers-to-stack`
//! (`BufferOptimizations.cpp`), with the analyses they share
//! (`BufferViewFlowAnalysis`, `BufferPlacementAllocs`),
//! `bufferization-lower-deallocations` (`LowerDeallocations.cpp`),
//! `buffer-results-to-out-params` and `drop-equivalent-buffer-results`,
//! `buffer-deallocation-simplification`
//! (`BufferDeallocationSimplification.cpp`: `BufferOriginAnalysis`),
//! `ownership-based-buffer-deallocation`
//! (`OwnershipBasedBufferDeallocation.cpp`, with the deallocation state and
//! `BufferDeallocationOpInterface` and its external models) and the
//! `buffer-deallocation-pipeline` (`BufferizationPipelines.cpp`), and the memref
//! ops' `AllocationOpInterface` external models (upstream's
//! `MemRef/Transforms/AllocationOpInterfaceImpl.cpp`).
//!
//! The passes are declared by an excerpt of upstream's
//! `Bufferization/Transforms/Passes.td` (`upstream.diff` records the
//! changes: the C++ snippets rewritten in Rust); `register_passes`
//! registers them under upstream's flags. They live in a crate of their
//! own, as upstream's `MLIRBufferizationTransforms` library: they build
//! func, scf and memref ops, and the bufferization dialect crate is
//! depended on by none of those.
//!
//! ```
//! let mut ctx = ir::Context::new();
//! func::register(&mut ctx);
//! memref::register(&mut ctx);
//! bufferization::register(&mut ctx);
//! bufferization_transforms::register_allocation_op_interface_external_models(&mut ctx);
//! let module = ir::parse_source(
//!     &mut ctx,
//!     "func.func @f() {
//!        %0 = memref.alloc() : memref<4xf32>
//!        return
//!      }",
//!     "input.mlir",
//! )
//! .expect("parses");
//! let func = ctx.walk_preorder(module)[1];
//! bufferization_transforms::promote_buffers_to_stack(&mut ctx, func, 1024, 1);
//! let text = ir::print_operation(&ctx, module, &ir::PrintOptions::default());
//! assert!(text.contains("memref.alloca() : memref<4xf32>"));
//! ```
#![deny(warnings)]
#![deny(missing_docs)]
#![forbid(unsafe_code)]

include!(concat!(env!("OUT_DIR"), "/passes.rs.inc"));

pub mod analysis;
pub mod finalizing;
pub mod lower_deallocations;
pub mod one_shot;
pub mod optimizations;
pub mod ownership;
pub mod pipelines;
pub mod results;
pub mod simplification;

pub use lower_deallocations::{
    build_deallocation_library_function, create_lower_deallocations_pass, lower_deallocations,
    DeallocHelperMap, DeallocIllegal, LowerDeallocations,
};

pub use finalizing::{create_finalizing_bufferize_pass, FinalizingBufferize};
pub use one_shot::{
    bufferize_op, create_empty_tensor_elimination_pass, create_empty_tensor_to_alloc_tensor_pass,
    create_one_shot_bufferize_pass, register_bufferizable_op_interface_external_models,
    register_linalg_models, BufferizableOpInterfaceVtable, BufferizationOptions, OneShotBufferize,
};
pub use optimizations::{
    create_buffer_hoisting_pass, create_buffer_loop_hoisting_pass,
    create_promote_buffers_to_stack_pass, hoist_buffers_from_loops, promote_buffers_to_stack,
    BufferHoisting, BufferLoopHoisting, PromoteBuffersToStack,
};
pub use ownership::{
    create_ownership_based_buffer_deallocation_pass, deallocate_buffers_ownership_based,
    register_buffer_deallocation_op_interface_external_models, DeallocationOptions,
    OwnershipBasedBufferDeallocation,
};
pub use pipelines::register_bufferization_pipelines;
pub use results::{
    create_buffer_results_to_out_params_pass, create_drop_equivalent_buffer_results_pass,
    drop_equivalent_buffer_results, promote_buffer_results_to_out_params, BufferResultsToOutParams,
    DropEquivalentBufferResults,
};
pub use simplification::{
    create_buffer_deallocation_simplification_pass, simplify_deallocations,
    BufferDeallocationSimplification,
};

use bufferization::{AllocationOpInterfaceVtable, BufferViewFlowOpInterfaceVtable, HoistingKind};
use ir::{OpBuilder, Operation, Value};

/// `memref.alloc`'s model (`DefaultAllocationInterface`): freed by
/// `memref.dealloc`, cloned by `bufferization.clone`, hoisted out of
/// loops and into dominators, promoted to a `memref.alloca`.
static ALLOC_MODEL: AllocationOpInterfaceVtable = AllocationOpInterfaceVtable {
    build_dealloc,
    build_clone,
    get_hoisting_kind: |_| HoistingKind(HoistingKind::LOOP.0 | HoistingKind::BLOCK.0),
    build_promoted_alloc,
};

/// `memref.alloca`'s model (`DefaultAutomaticAllocationHoistingInterface`):
/// hoisted out of loops only.
static ALLOCA_MODEL: AllocationOpInterfaceVtable = AllocationOpInterfaceVtable {
    build_dealloc: |_, _| None,
    build_clone: |_, _| None,
    get_hoisting_kind: |_| HoistingKind::LOOP,
    build_promoted_alloc: |_, _| None,
};

/// `memref.realloc`'s model (`DefaultReallocationInterface`): freed by
/// `memref.dealloc`.
static REALLOC_MODEL: AllocationOpInterfaceVtable = AllocationOpInterfaceVtable {
    build_dealloc,
    build_clone: |_, _| None,
    get_hoisting_kind: |_| HoistingKind::NONE,
    build_promoted_alloc: |_, _| None,
};

fn build_dealloc(b: &mut OpBuilder, alloc: Value) -> Option<Operation> {
    let loc = b.value_loc(alloc);
    Some(memref::DeallocOp::build(b, loc, alloc).operation())
}

fn build_clone(b: &mut OpBuilder, alloc: Value) -> Option<Value> {
    let loc = b.value_loc(alloc);
    let ty = b.value_type(alloc);
    Some(bufferization::CloneOp::build(b, loc, ty, alloc).output(b))
}

/// A `memref.alloca` of the allocation's type, operands and attributes.
fn build_promoted_alloc(b: &mut OpBuilder, alloc: Value) -> Option<Operation> {
    let def = b.defining_op(alloc)?;
    let a = memref::AllocOp::cast(b, def)?;
    let loc = b.op_loc(def);
    let ty = b.value_type(alloc);
    let sizes = a.dynamic_sizes(b);
    let symbols = a.symbol_operands(b);
    let alignment = a.alignment_attr(b);
    let alloca = memref::AllocaOp::build(b, loc, ty, &sizes, &symbols, alignment).operation();
    let discardable = b.attrs(def).to_vec();
    for (name, value) in discardable {
        let _ = b.set_attr(alloca, name, value);
    }
    Some(alloca)
}

/// `arith.select`'s model (upstream's arith `SelectOpInterface`): the
/// result is either selected value.
static SELECT_FLOW_MODEL: BufferViewFlowOpInterfaceVtable = BufferViewFlowOpInterfaceVtable {
    populate_dependencies: |op, ctx, register| {
        if let Some(select) = arith::SelectOp::cast(ctx, op) {
            let result = select.result(ctx);
            register(select.true_value(ctx), result);
            register(select.false_value(ctx), result);
        }
    },
    may_be_terminal_buffer: |_, _, _| false,
};

/// `memref.realloc`'s model (upstream's memref `ReallocOpInterface`): the
/// result may be the source, or a new buffer (terminal).
static REALLOC_FLOW_MODEL: BufferViewFlowOpInterfaceVtable = BufferViewFlowOpInterfaceVtable {
    populate_dependencies: |op, ctx, register| {
        if let Some(realloc) = memref::ReallocOp::cast(ctx, op) {
            register(realloc.source(ctx), realloc.result(ctx));
        }
    },
    may_be_terminal_buffer: |_, _, _| true,
};

/// Attaches the `BufferViewFlowOpInterface` models to `arith.select` and
/// `memref.realloc` (upstream's `arith::` and
/// `memref::registerBufferViewFlowOpInterfaceExternalModels`).
pub fn register_buffer_view_flow_op_interface_external_models(ctx: &mut ir::Context) {
    ctx.attach_op_interface::<BufferViewFlowOpInterfaceVtable>(
        arith::SelectOp::OPERATION_NAME,
        &SELECT_FLOW_MODEL,
    );
    ctx.attach_op_interface::<BufferViewFlowOpInterfaceVtable>(
        memref::ReallocOp::OPERATION_NAME,
        &REALLOC_FLOW_MODEL,
    );
}

/// Attaches the `AllocationOpInterface` models to `memref.alloc`,
/// `memref.alloca` and `memref.realloc` (upstream's
/// `memref::registerAllocationOpInterfaceExternalModels`).
pub fn register_allocation_op_interface_external_models(ctx: &mut ir::Context) {
    for (name, model) in [
        (memref::AllocOp::OPERATION_NAME, &ALLOC_MODEL),
        (memref::AllocaOp::OPERATION_NAME, &ALLOCA_MODEL),
        (memref::ReallocOp::OPERATION_NAME, &REALLOC_MODEL),
    ] {
        ctx.attach_op_interface::<AllocationOpInterfaceVtable>(name, model);
    }
}
