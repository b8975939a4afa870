//! `finalizing-bufferize` (upstream's `Bufferization/Transforms/
//! Bufferize.cpp`): the `bufferization.to_tensor`/`to_memref` pairs a
//! partial (dialect-conversion) bufferization left behind removed by a full
//! conversion; it fails where a tensor remains.

use bufferization::type_converter::{
    bufferize_type_converter, populate_eliminate_bufferize_materializations_patterns,
};
use ir::conversion::{apply_full_conversion, ConversionTarget};
use ir::pass::{OperationPass, PassFailure, PassRun};

use crate::FinalizingBufferizeBase;

/// The `finalizing-bufferize` pass.
#[derive(Clone, Debug, Default)]
pub struct FinalizingBufferize {
    base: FinalizingBufferizeBase,
}

/// Creates the `finalizing-bufferize` pass (upstream's
/// `createFinalizingBufferizePass`).
pub fn create_finalizing_bufferize_pass() -> Box<dyn ir::pass::Pass> {
    Box::new(FinalizingBufferize::default())
}

impl OperationPass for FinalizingBufferize {
    type Declaration = FinalizingBufferizeBase;
    fn declaration(&self) -> &FinalizingBufferizeBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut FinalizingBufferizeBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let func = run.op();
        let converter = std::rc::Rc::new(bufferize_type_converter());
        let mut patterns = Vec::new();
        populate_eliminate_bufferize_materializations_patterns(&mut patterns);
        let mut target = ConversionTarget::new();
        // Every op whose operand and result types are memrefs (or not
        // tensors) is legal; the function's signature is not checked.
        let tc = converter.clone();
        target.mark_unknown_op_dynamically_legal(move |ctx, op| tc.is_op_legal(ctx, op));
        apply_full_conversion(run.ctx(), func, &target, &patterns, Some(&converter)).map_err(|d| {
            run.emit(d);
            PassFailure
        })
    }
}
