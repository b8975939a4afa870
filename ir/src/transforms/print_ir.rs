//! `print-ir` (MLIR's `Transforms/PrintIR.cpp`): prints the IR to the
//! error stream, under a header naming the label if one is given.

use super::PrintIRPassBase;
use crate::core::printer::{print_operation, PrintOptions};
use crate::pass::{OperationPass, PassFailure, PassRun};

/// The `print-ir` pass.
#[derive(Clone, Debug, Default)]
pub struct PrintIRPass {
    base: PrintIRPassBase,
}

impl OperationPass for PrintIRPass {
    type Declaration = PrintIRPassBase;
    fn declaration(&self) -> &PrintIRPassBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut PrintIRPassBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let mut text = String::from("// -----// IR Dump");
        if !self.base.options.label.is_empty() {
            text.push(' ');
            text.push_str(&self.base.options.label);
        }
        text.push_str(" //----- //\n");
        let op = run.op();
        // `Operation::dump`: the tool's flags in local scope, then a newline.
        let opts = PrintOptions {
            local_scope: true,
            ..*run.print_flags()
        };
        text.push_str(&print_operation(run, op, &opts));
        text.push('\n');
        run.emit_text(text);
        Ok(())
    }
}
