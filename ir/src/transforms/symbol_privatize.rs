//! `symbol-privatize` (MLIR's `Transforms/SymbolPrivatize.cpp`): the
//! symbols directly in the op's regions become private, but those the
//! `exclude` option names.

use super::SymbolPrivatizeBase;
use crate::interfaces::symbols::{is_symbol, set_symbol_visibility, symbol_name_attr};
use crate::interfaces::types::Visibility;
use crate::pass::{OperationPass, PassFailure, PassRun};

/// The `symbol-privatize` pass.
#[derive(Clone, Debug, Default)]
pub struct SymbolPrivatize {
    base: SymbolPrivatizeBase,
}

impl OperationPass for SymbolPrivatize {
    type Declaration = SymbolPrivatizeBase;
    fn declaration(&self) -> &SymbolPrivatizeBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut SymbolPrivatizeBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let op = run.op();
        let excluded = &self.base.options.exclude;
        for r in run.op_regions(op).to_vec() {
            for b in run.region_blocks(r).to_vec() {
                for o in run.block_ops(b).collect::<Vec<_>>() {
                    if !is_symbol(run, o) {
                        continue;
                    }
                    let name = symbol_name_attr(run, o);
                    let keep = run
                        .as_string(name)
                        .is_some_and(|n| excluded.iter().any(|e| e == n));
                    if !keep {
                        set_symbol_visibility(run, o, Visibility::Private);
                    }
                }
            }
        }
        Ok(())
    }
}
