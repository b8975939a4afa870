//! The printer behind custom print hooks: [`OpAsmPrinter`], which
//! [`CustomPrinter`] calls.

use crate::core::attrs::Attribute;
use crate::core::op_asm::OpAsmPrinter;
use crate::core::storage::{BlockId, OpId, RegionId, Value};
use crate::core::types::Type;

use super::{Elision, Printer};

/// The printer as custom print hooks see it (through [`CustomPrinter`],
/// which holds the output while a hook runs: each call takes it back for
/// its own writes).
impl OpAsmPrinter for Printer<'_> {
    fn print_operand(&mut self, out: &mut String, v: Value) {
        self.with_out(out, |p| p.print_value(v, true));
    }
    fn print_type(&mut self, out: &mut String, t: Type) {
        self.with_out(out, |p| p.print_type(t));
    }
    fn print_result_types(&mut self, out: &mut String, ts: &[Type]) {
        self.with_out(out, |p| p.print_result_types(ts));
    }
    fn print_attribute(&mut self, out: &mut String, a: Attribute) {
        self.with_out(out, |p| p.print_attr(a, Elision::Never));
    }
    fn print_attribute_without_type(&mut self, out: &mut String, a: Attribute) {
        self.with_out(out, |p| p.print_attr(a, Elision::Must));
    }
    fn print_successor(&mut self, out: &mut String, b: BlockId) {
        self.with_out(out, |p| p.print_block_name(b));
    }
    fn print_optional_attr_dict(&mut self, out: &mut String, op: OpId, elided: &[&str]) {
        let ctx = self.ctx;
        self.with_out(out, |p| p.print_attr_dict(ctx.attrs(op), elided));
    }
    fn print_optional_attr_dict_with_keyword(
        &mut self,
        out: &mut String,
        op: OpId,
        elided: &[&str],
    ) {
        let ctx = self.ctx;
        let attrs = ctx.attrs(op);
        if attrs
            .iter()
            .any(|(n, _)| !elided.contains(&ctx.ident_str(*n)))
        {
            self.with_out(out, |p| {
                p.out.push_str(" attributes");
                p.print_attr_dict(attrs, elided);
            });
        }
    }
    fn print_region(
        &mut self,
        out: &mut String,
        r: RegionId,
        print_entry_block_args: bool,
        print_block_terminators: bool,
    ) {
        self.with_out(out, |p| {
            p.print_region(r, print_entry_block_args, print_block_terminators, false)
        });
    }
    fn print_block_arg_decl(&mut self, out: &mut String, v: Value, skip_loc: bool) {
        self.with_out(out, |p| {
            p.print_value(v, false);
            p.out.push_str(": ");
            p.print_type(p.ctx.value_type(v));
            if !skip_loc {
                if let Value::Arg { block, index } = v {
                    p.print_trailing_loc(p.ctx.block_arg_loc(block, index as usize), false);
                }
            }
        });
    }
    fn print_newline(&mut self, out: &mut String) {
        self.with_out(out, |p| {
            p.out.push('\n');
            p.write_indent();
        });
    }
}

impl Printer<'_> {
    /// Runs `f` with `out` (the text a custom printer holds) as the output.
    #[inline]
    fn with_out(&mut self, out: &mut String, f: impl FnOnce(&mut Self)) {
        std::mem::swap(&mut self.out, out);
        f(self);
        std::mem::swap(&mut self.out, out);
    }
}
