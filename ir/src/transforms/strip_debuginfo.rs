//! `strip-debuginfo` (MLIR's `Transforms/StripDebugInfo.cpp`): every op's
//! and block argument's location becomes unknown.

use super::StripDebugInfoBase;
use crate::pass::{OperationPass, PassFailure, PassRun};

/// The `strip-debuginfo` pass.
#[derive(Clone, Debug, Default)]
pub struct StripDebugInfo {
    base: StripDebugInfoBase,
}

impl OperationPass for StripDebugInfo {
    type Declaration = StripDebugInfoBase;
    fn declaration(&self) -> &StripDebugInfoBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut StripDebugInfoBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let unknown = run.unknown_loc();
        let op = run.op();
        for o in run.walk_postorder(op) {
            let _ = run.set_loc(o, unknown);
            for r in run.op_regions(o).to_vec() {
                for b in run.region_blocks(r).to_vec() {
                    for i in 0..run.num_block_args(b) {
                        let _ = run.set_block_arg_loc(b, i, unknown);
                    }
                }
            }
        }
        Ok(())
    }
}
