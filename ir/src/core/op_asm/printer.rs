//! [`CustomPrinter`], what a custom print hook writes an op's custom form
//! through, and [`OpAsmPrinter`], the printer behind it.

use crate::core::attrs::Attribute;
use crate::core::context::Context;
use crate::core::registry::PrintFn;
use crate::core::storage::{BlockId, OpId, RegionId, Value};
use crate::core::types::Type;
use crate::support::escape::write_keyword_or_string;

/// The printer of the textual form as custom print hooks see it (MLIR's
/// `OpAsmPrinter`), implemented by the `asm` layer's printer. Each method
/// appends to `out`, the text printed so far, which [`CustomPrinter`]
/// holds while a hook runs (so that plain text costs no call through this
/// trait).
pub(crate) trait OpAsmPrinter {
    /// An SSA value name (`%0`, `%arg1`, `%2#1`).
    fn print_operand(&mut self, out: &mut String, v: Value);
    /// A type.
    fn print_type(&mut self, out: &mut String, t: Type);
    /// Result types after `->`: a single non-function type bare, otherwise
    /// parenthesized.
    fn print_result_types(&mut self, out: &mut String, ts: &[Type]);
    /// An attribute, with its type.
    fn print_attribute(&mut self, out: &mut String, a: Attribute);
    /// An attribute without its type.
    fn print_attribute_without_type(&mut self, out: &mut String, a: Attribute);
    /// A block label (`^bb1`).
    fn print_successor(&mut self, out: &mut String, b: BlockId);
    /// ` {a = 1, ...}` for the op's discardable attributes not in `elided`.
    fn print_optional_attr_dict(&mut self, out: &mut String, op: OpId, elided: &[&str]);
    /// ` attributes {a = 1, ...}` for the op's discardable attributes not
    /// in `elided`.
    fn print_optional_attr_dict_with_keyword(
        &mut self,
        out: &mut String,
        op: OpId,
        elided: &[&str],
    );
    /// A region (`{ ... }` with the current indentation).
    fn print_region(
        &mut self,
        out: &mut String,
        r: RegionId,
        print_entry_block_args: bool,
        print_block_terminators: bool,
    );
    /// `%arg0: type` for a block argument, and its location with debug
    /// info unless `skip_loc`.
    fn print_block_arg_decl(&mut self, out: &mut String, v: Value, skip_loc: bool);
    /// A line break and the indentation of the op being printed.
    fn print_newline(&mut self, out: &mut String);
}

/// What custom print hooks use to write an operation's custom form.
///
/// While a hook runs, the printer lends it its output text and its
/// operand and result-type lists: text and lists are handled here, the
/// rest is asked of the printer.
pub struct CustomPrinter<'p, 'a> {
    ctx: &'a Context,
    out: String,
    values: Vec<Value>,
    types: Vec<Type>,
    p: &'p mut dyn OpAsmPrinter,
}

/// What a printer lends to [`CustomPrinter::run`]: its output text and the
/// operand and result-type lists reused across ops.
#[derive(Default)]
pub(crate) struct PrinterBuffers {
    /// The text printed so far.
    pub(crate) out: String,
    /// The operand list lent to hooks.
    pub(crate) values: Vec<Value>,
    /// The result-type list lent to hooks.
    pub(crate) types: Vec<Type>,
}

impl<'p, 'a> CustomPrinter<'p, 'a> {
    /// Runs the print hook `hook` on `op` with the buffers `lent` (taken
    /// back afterwards), asking `p` for everything else.
    pub(crate) fn run(
        ctx: &'a Context,
        lent: PrinterBuffers,
        p: &'p mut dyn OpAsmPrinter,
        hook: PrintFn,
        op: OpId,
    ) -> PrinterBuffers {
        let mut cp = CustomPrinter {
            ctx,
            out: lent.out,
            values: lent.values,
            types: lent.types,
            p,
        };
        hook(&mut cp, op);
        PrinterBuffers {
            out: cp.out,
            values: cp.values,
            types: cp.types,
        }
    }
}

impl CustomPrinter<'_, '_> {
    /// The op's operands, in a list reused across ops: hand it back with
    /// [`CustomPrinter::recycle`] so printing a large function allocates
    /// once, not once per op.
    #[inline]
    pub fn operand_buffer(&mut self, op: OpId) -> Vec<Value> {
        let mut v = std::mem::take(&mut self.values);
        v.clear();
        v.extend(self.ctx.operands_iter(op));
        v
    }
    /// The op's result types, in a list reused across ops (see
    /// [`CustomPrinter::operand_buffer`]).
    #[inline]
    pub fn result_type_buffer(&mut self, op: OpId) -> Vec<Type> {
        let mut v = std::mem::take(&mut self.types);
        v.clear();
        v.extend(
            (0..self.ctx.num_results(op)).map(|i| self.ctx.value_type(self.ctx.result(op, i))),
        );
        v
    }
    /// Takes back the lists of [`CustomPrinter::operand_buffer`] and
    /// [`CustomPrinter::result_type_buffer`] for the next op.
    #[inline]
    pub fn recycle(&mut self, operands: Vec<Value>, result_types: Vec<Type>) {
        self.values = operands;
        self.types = result_types;
    }
    /// The context.
    #[inline]
    pub fn ctx(&self) -> &Context {
        self.ctx
    }
    /// Writes raw text.
    #[inline]
    pub fn write_str(&mut self, s: &str) {
        self.out.push_str(s);
    }
    /// Starts a new line indented like the operation being printed (the
    /// `` `\n` `` literal of assembly formats).
    pub fn print_newline(&mut self) {
        self.p.print_newline(&mut self.out);
    }
    /// Prints an SSA value name (`%0`, `%arg1`, `%2#1`).
    #[inline]
    pub fn print_operand(&mut self, v: Value) {
        self.p.print_operand(&mut self.out, v);
    }
    /// Prints a comma-separated list of values.
    #[inline]
    pub fn print_operands(&mut self, vs: &[Value]) {
        for (i, &v) in vs.iter().enumerate() {
            if i > 0 {
                self.write_str(", ");
            }
            self.print_operand(v);
        }
    }
    /// Prints a type.
    #[inline]
    pub fn print_type(&mut self, t: Type) {
        self.p.print_type(&mut self.out, t);
    }
    /// Prints a comma-separated list of types.
    #[inline]
    pub fn print_types(&mut self, ts: &[Type]) {
        for (i, &t) in ts.iter().enumerate() {
            if i > 0 {
                self.write_str(", ");
            }
            self.print_type(t);
        }
    }
    /// Prints result types after `->`: a single non-function type bare, otherwise parenthesized.
    pub fn print_result_types(&mut self, ts: &[Type]) {
        self.p.print_result_types(&mut self.out, ts);
    }
    /// Prints an attribute (with its type).
    pub fn print_attribute(&mut self, a: Attribute) {
        self.p.print_attribute(&mut self.out, a);
    }
    /// Prints an attribute without its type.
    pub fn print_attribute_without_type(&mut self, a: Attribute) {
        self.p.print_attribute_without_type(&mut self.out, a);
    }
    /// Prints `@name` (quoted if needed).
    pub fn print_symbol_name(&mut self, name: &str) {
        self.out.push('@');
        write_keyword_or_string(&mut self.out, name);
    }
    /// Prints a block label (`^bb1`).
    pub fn print_successor(&mut self, b: BlockId) {
        self.p.print_successor(&mut self.out, b);
    }
    /// Prints ` {a = 1, ...}` for the op's discardable attributes not in `elided`.
    pub fn print_optional_attr_dict(&mut self, op: OpId, elided: &[&str]) {
        self.p.print_optional_attr_dict(&mut self.out, op, elided);
    }
    /// Prints ` attributes {a = 1, ...}` for the op's discardable attributes not in `elided`.
    pub fn print_optional_attr_dict_with_keyword(&mut self, op: OpId, elided: &[&str]) {
        self.p
            .print_optional_attr_dict_with_keyword(&mut self.out, op, elided);
    }
    /// Prints a region (`{ ... }` with the current indentation).
    pub fn print_region(
        &mut self,
        r: RegionId,
        print_entry_block_args: bool,
        print_block_terminators: bool,
    ) {
        self.p.print_region(
            &mut self.out,
            r,
            print_entry_block_args,
            print_block_terminators,
        );
    }
    /// Prints `%arg0: type` for a block argument (location printed with debug info unless `skip_loc`).
    pub fn print_block_arg_decl(&mut self, v: Value, skip_loc: bool) {
        self.p.print_block_arg_decl(&mut self.out, v, skip_loc);
    }
    /// Prints `(operand types) -> result types` of the op.
    pub fn print_functional_type(&mut self, op: OpId) {
        let ins = self.ctx.operand_types(op);
        let outs = self.ctx.result_types(op);
        self.write_str("(");
        self.print_types(&ins);
        self.write_str(") -> ");
        self.print_result_types(&outs);
    }
}
