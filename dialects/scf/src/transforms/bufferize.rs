//! `scf-bufferize` (upstream's `SCF/Transforms/Bufferize.cpp`): the scf
//! ops' tensor operands, results and region arguments turned into memrefs
//! by a partial dialect conversion with `bufferization`'s type converter,
//! `bufferization.to_memref`/`to_tensor` where bufferized and unbufferized
//! IR meet.

use std::rc::Rc;

use bufferization::type_converter::{
    bufferize_type_converter, populate_bufferize_materialization_legality,
};
use ir::conversion::{apply_partial_conversion, ConversionTarget};
use ir::pass::{OperationPass, PassFailure, PassRun};

use crate::type_conversion::populate_scf_structural_type_conversions_and_legality;
use crate::SCFBufferizeBase;

/// The `scf-bufferize` pass.
#[derive(Clone, Debug, Default)]
pub struct ScfBufferize {
    base: SCFBufferizeBase,
}

/// Creates the `scf-bufferize` pass (upstream's `createSCFBufferizePass`).
pub fn create_scf_bufferize_pass() -> Box<dyn ir::pass::Pass> {
    Box::new(ScfBufferize::default())
}

impl OperationPass for ScfBufferize {
    type Declaration = SCFBufferizeBase;
    fn declaration(&self) -> &SCFBufferizeBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut SCFBufferizeBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let op = run.op();
        let converter = Rc::new(bufferize_type_converter());
        let mut target = ConversionTarget::new();
        populate_bufferize_materialization_legality(&mut target);
        let mut patterns = Vec::new();
        populate_scf_structural_type_conversions_and_legality(
            converter.clone(),
            &mut patterns,
            &mut target,
        );
        apply_partial_conversion(run.ctx(), op, &target, &patterns, Some(&converter)).map_err(|d| {
            run.emit(d);
            PassFailure
        })
    }
}
