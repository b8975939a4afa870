//! [`CustomPrinter`], what custom print hooks (the registry's `PrintFn`)
//! write an operation's custom form through: the printer itself, seen
//! through the operations MLIR's `OpAsmPrinter` offers.

use crate::core::attrs::{AttrData, Attribute, NamedAttr};
use crate::core::context::Context;
use crate::core::storage::{BlockId, OpId, RegionId, Value};
use crate::core::types::Type;
use crate::support::escape::write_keyword_or_string;

use super::{Elision, Printer};

/// What custom print hooks use to write an operation's custom form.
pub struct CustomPrinter<'p, 'a> {
    pub(super) p: &'p mut Printer<'a>,
}

impl<'a> CustomPrinter<'_, 'a> {
    /// The op's operands, in a list reused across ops: hand it back with
    /// [`CustomPrinter::recycle`] so printing a large function allocates
    /// once, not once per op.
    #[inline]
    pub fn operand_buffer(&mut self, op: OpId) -> Vec<Value> {
        let mut v = std::mem::take(&mut self.p.value_scratch);
        v.clear();
        v.extend(self.p.ctx.operands_iter(op));
        v
    }
    /// The op's result types, in a list reused across ops (see
    /// [`CustomPrinter::operand_buffer`]).
    #[inline]
    pub fn result_type_buffer(&mut self, op: OpId) -> Vec<Type> {
        let mut v = std::mem::take(&mut self.p.type_scratch);
        v.clear();
        v.extend(
            (0..self.p.ctx.num_results(op))
                .map(|i| self.p.ctx.value_type(self.p.ctx.result(op, i))),
        );
        v
    }
    /// Takes back the lists of [`CustomPrinter::operand_buffer`] and
    /// [`CustomPrinter::result_type_buffer`] for the next op.
    #[inline]
    pub fn recycle(&mut self, operands: Vec<Value>, result_types: Vec<Type>) {
        self.p.value_scratch = operands;
        self.p.type_scratch = result_types;
    }
    /// The context (borrowed for as long as the printer lives, so values
    /// read from it can be printed through the printer).
    #[inline]
    pub fn ctx(&self) -> &'a Context {
        self.p.ctx
    }
    /// How many bytes the printer has written (to see whether a hook
    /// printed anything).
    #[inline]
    pub fn output_len(&self) -> usize {
        self.p.out.len()
    }
    /// Writes raw text.
    #[inline]
    pub fn write_str(&mut self, s: &str) {
        self.p.out.push_str(s);
    }
    /// Indents the lines printed next one level more (upstream's
    /// `OpAsmPrinter::increaseIndent`).
    pub fn increase_indent(&mut self) {
        self.p.indent += 2;
    }
    /// Undoes [`CustomPrinter::increase_indent`].
    pub fn decrease_indent(&mut self) {
        self.p.indent = self.p.indent.saturating_sub(2);
    }
    /// Starts a new line indented like the operation being printed (the
    /// `` `\n` `` literal of assembly formats).
    pub fn print_newline(&mut self) {
        self.p.out.push('\n');
        self.p.write_indent();
    }
    /// Prints an SSA value name (`%0`, `%arg1`, `%2#1`).
    #[inline]
    pub fn print_operand(&mut self, v: Value) {
        self.p.print_value(v, true);
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
        self.p.print_type(t);
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
        self.p.print_result_types(ts);
    }
    /// Prints an attribute (with its type).
    pub fn print_attribute(&mut self, a: Attribute) {
        self.p.print_attr(a, Elision::Never);
    }
    /// Prints the alias of `a` if it has one (upstream's
    /// `printAlias(Attribute)`), what `printStrippedAttrOrType` tries
    /// before the stripped form: whether `a` is printed (or, in the pass
    /// that collects aliases, visited).
    pub fn print_attribute_alias(&mut self, a: Attribute) -> bool {
        self.p.print_alias_of(super::aliases::AliasKey::Attr(a))
    }
    /// Prints an attribute without its type.
    pub fn print_attribute_without_type(&mut self, a: Attribute) {
        self.p.print_attr(a, Elision::Must);
    }
    /// Prints a dense array as `[1, 2]`, without its `array<...>` wrapper
    /// (upstream's `DenseArrayAttrImpl::print`); any other attribute as
    /// [`Self::print_attribute`] does.
    pub fn print_dense_array_body(&mut self, a: Attribute) {
        let ctx = self.p.ctx;
        match ctx.attr_data(a) {
            AttrData::DenseArray { element, data, .. } => {
                self.p.out.push('[');
                self.p.print_dense_elements_flat(*element, data);
                self.p.out.push(']');
            }
            _ => self.print_attribute(a),
        }
    }
    /// Prints `@name` (quoted if needed).
    pub fn print_symbol_name(&mut self, name: &str) {
        self.p.out.push('@');
        write_keyword_or_string(&mut self.p.out, name);
    }
    /// Prints a block label (`^bb1`).
    pub fn print_successor(&mut self, b: BlockId) {
        self.p.print_block_name(b);
    }
    /// Prints a successor with the operands it is given: `^bb1` or
    /// `^bb1(%a, %b : i32, f32)` (MLIR's `printSuccessorAndUseList`).
    pub fn print_successor_and_use_list(&mut self, dest: BlockId, operands: &[Value]) {
        self.print_successor(dest);
        if operands.is_empty() {
            return;
        }
        self.write_str("(");
        self.print_operands(operands);
        self.write_str(" : ");
        for (i, &v) in operands.iter().enumerate() {
            if i > 0 {
                self.write_str(", ");
            }
            let t = self.p.ctx.value_type(v);
            self.print_type(t);
        }
        self.write_str(")");
    }
    /// Prints ` {a = 1, ...}` for the op's attributes not in `elided`: its
    /// discardable attributes and its properties, in name order (upstream's
    /// `getAttrs()` of an op with properties).
    pub fn print_optional_attr_dict(&mut self, op: OpId, elided: &[&str]) {
        let ctx = self.p.ctx;
        // Most ops print no dictionary: no discardable attributes, and
        // properties (if any) the format prints itself. Their names are
        // then compared once, without merging and sorting them first.
        if ctx.attrs(op).is_empty() {
            let nothing = match ctx.props(op) {
                None => true,
                Some(p) => ctx
                    .as_dictionary(p)
                    .is_some_and(|d| d.iter().all(|(n, _)| elided.contains(&ctx.ident_str(*n)))),
            };
            if nothing {
                return;
            }
        }
        let attrs = all_attrs(ctx, op);
        self.p.print_attr_dict(&attrs, elided);
    }
    /// Prints ` attributes {a = 1, ...}` for the op's attributes (as
    /// [`CustomPrinter::print_optional_attr_dict`]) not in `elided`.
    pub fn print_optional_attr_dict_with_keyword(&mut self, op: OpId, elided: &[&str]) {
        let ctx = self.p.ctx;
        let attrs = all_attrs(ctx, op);
        if attrs
            .iter()
            .any(|(n, _)| !elided.contains(&ctx.ident_str(*n)))
        {
            self.p.out.push_str(" attributes");
            self.p.print_attr_dict(&attrs, elided);
        }
    }
    /// Prints ` attributes {a = 1, ...}` for `attrs` (an op's attributes,
    /// inherent ones from its properties included, sorted by name) not in
    /// `elided`.
    pub fn print_attr_dict_with_keyword(
        &mut self,
        attrs: &[(crate::core::context::Ident, crate::core::attrs::Attribute)],
        elided: &[&str],
    ) {
        let ctx = self.p.ctx;
        if attrs
            .iter()
            .any(|(n, _)| !elided.contains(&ctx.ident_str(*n)))
        {
            self.p.out.push_str(" attributes");
            self.p.print_attr_dict(attrs, elided);
        }
    }
    /// Prints a region (`{ ... }` with the current indentation).
    pub fn print_region(
        &mut self,
        r: RegionId,
        print_entry_block_args: bool,
        print_block_terminators: bool,
    ) {
        self.p
            .print_region(r, print_entry_block_args, print_block_terminators, false);
    }
    /// Prints a nested op where the printer is, in custom form if it has
    /// one, without its result bindings and location (upstream's
    /// `printCustomOrGenericOp`; `vector.mask` prints the op it masks so).
    pub fn print_custom_or_generic_op(&mut self, op: OpId) {
        self.p.print_custom_or_generic_op(op);
    }
    /// Prints `%arg0: type` for a block argument (location printed with debug info unless `skip_loc`).
    pub fn print_block_arg_decl(&mut self, v: Value, skip_loc: bool) {
        self.p.print_value(v, false);
        self.p.out.push_str(": ");
        self.p.print_type(self.p.ctx.value_type(v));
        if !skip_loc {
            if let Value::Arg { block, index } = v {
                self.p
                    .print_trailing_loc(self.p.ctx.block_arg_loc(block, index as usize), false);
            }
        }
    }
    /// Prints `%arg0: type {attributes}` and the argument's location (with
    /// debug info; never an alias): upstream's `printRegionArgument`. As
    /// upstream's alias collection (`DummyAliasOperationPrinter`), the
    /// attributes get no alias of their own: they are printed in full
    /// unless something else made the alias.
    pub fn print_region_argument(&mut self, v: Value, attrs: &[NamedAttr]) {
        self.p.print_value(v, false);
        self.p.out.push_str(": ");
        self.p.print_type(self.p.ctx.value_type(v));
        if self.p.collecting.is_none() {
            self.p.print_attr_dict(attrs, &[]);
        }
        if let Value::Arg { block, index } = v {
            self.p
                .print_trailing_loc(self.p.ctx.block_arg_loc(block, index as usize), false);
        }
    }
    /// Prints `%arg0` and, with debug info, the argument's location:
    /// upstream's `printRegionArgument` with `omitType` (`affine.for`'s
    /// induction variable).
    pub fn print_region_argument_without_type(&mut self, v: Value) {
        self.p.print_value(v, false);
        if let Value::Arg { block, index } = v {
            self.p
                .print_trailing_loc(self.p.ctx.block_arg_loc(block, index as usize), false);
        }
    }
    /// Prints ` {a = 1, ...}` for `attrs` not in `elided` (nothing when
    /// none is left).
    pub fn print_optional_attr_dict_entries(&mut self, attrs: &[NamedAttr], elided: &[&str]) {
        self.p.print_attr_dict(attrs, elided);
    }
    /// Prints `(operand types) -> result types` of the op.
    pub fn print_functional_type(&mut self, op: OpId) {
        let ins = self.p.ctx.operand_types(op);
        let outs = self.p.ctx.result_types(op);
        self.write_str("(");
        self.print_types(&ins);
        self.write_str(") -> ");
        self.print_result_types(&outs);
    }
}

/// The op's discardable attributes and the inherent attributes it keeps
/// as properties (not its native properties), merged in name order
/// (upstream's `getAttrDictionary`).
pub(super) fn all_attrs(ctx: &Context, op: OpId) -> std::borrow::Cow<'_, [NamedAttr]> {
    let attrs = ctx.attrs(op);
    let inherent = ctx
        .op_definition(ctx.op_get_name(op))
        .map_or(&[][..], |d| d.property_names);
    match ctx.props(op).and_then(|p| ctx.as_dictionary(p)) {
        // Only inherent properties (every `arith.constant`): the
        // dictionary is sorted by name already.
        Some(props)
            if attrs.is_empty()
                && props
                    .iter()
                    .all(|(n, _)| inherent.contains(&ctx.ident_str(*n))) =>
        {
            std::borrow::Cow::Borrowed(props)
        }
        Some(props)
            if props
                .iter()
                .any(|(n, _)| inherent.contains(&ctx.ident_str(*n))) =>
        {
            let inherent_props = props
                .iter()
                .filter(|(n, _)| inherent.contains(&ctx.ident_str(*n)));
            let mut all: Vec<NamedAttr> = attrs.iter().chain(inherent_props).copied().collect();
            all.sort_by(|a, b| ctx.ident_str(a.0).cmp(ctx.ident_str(b.0)));
            std::borrow::Cow::Owned(all)
        }
        _ => std::borrow::Cow::Borrowed(attrs),
    }
}
