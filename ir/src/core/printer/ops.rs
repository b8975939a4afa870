//! Operations: results, the generic form, custom forms through the
//! registered print hooks, attribute dictionaries, regions and blocks
//! (labels, arguments, predecessor comments).

use std::fmt::Write;

use crate::core::attrs::Attribute;
use crate::core::storage::{BlockId, OpId, RegionId};
use crate::core::types::Type;
use crate::support::escape::{write_escaped_string, write_keyword_or_string};

use super::aliases::AliasKey;
use super::custom::all_attrs;
use super::{CustomPrinter, Elision, Printer};

impl<'a> Printer<'a> {
    pub(super) fn custom_printer(&self, op: OpId) -> Option<crate::core::registry::PrintFn> {
        self.ctx
            .op_definition(self.ctx.op_get_name(op))
            .and_then(|d| d.print)
    }

    pub(super) fn print_op(&mut self, op: OpId) {
        if self.collecting.is_some() {
            self.collect_op(op);
            return;
        }
        self.print_result_bindings(op);
        self.print_custom_or_generic_op(op);
        self.print_trailing_loc(self.ctx.op_loc(op), true);
    }

    /// An op, custom or generic, without its result bindings and trailing
    /// location (upstream's `printCustomOrGenericOp`).
    pub(super) fn print_custom_or_generic_op(&mut self, op: OpId) {
        if self.collecting.is_some() {
            self.collect_op(op);
            return;
        }
        if !self.opts.generic {
            if let Some(f) = self.custom_printer(op) {
                // Without the default dialect's prefix, unless that would be
                // ambiguous (upstream's `printOpName`).
                let name = self.ctx.op_name_of(op);
                let default = self.default_dialects.last().copied().unwrap_or("builtin");
                // (Bytes searched, not chars: every op comes here.)
                let b = name.as_bytes();
                let name = match b.iter().position(|&c| c == b'.') {
                    Some(i) if &b[..i] == default.as_bytes() && !b[i + 1..].contains(&b'.') => {
                        &name[i + 1..]
                    }
                    _ => name,
                };
                self.out.push_str(name);
                f(&mut CustomPrinter { p: self }, op);
                return;
            }
        }
        self.print_generic_op(op);
    }

    /// The collecting pass over an operation (upstream's
    /// `DummyAliasOperationPrinter`): its location, then what its custom
    /// printer prints or, in generic form, its regions, operand types,
    /// result types and attributes (properties merged), in that order.
    fn collect_op(&mut self, op: OpId) {
        let ctx = self.ctx;
        if self.opts.debug_info {
            self.visit_alias_with(AliasKey::Loc(ctx.op_loc(op)), true, false);
        }
        if !self.opts.generic {
            if let Some(f) = self.custom_printer(op) {
                f(&mut CustomPrinter { p: self }, op);
                return;
            }
        }
        for &r in ctx.op_regions(op) {
            for &b in ctx.region_blocks(r) {
                self.print_block(b, true, true, &[]);
            }
        }
        for o in ctx.operands(op) {
            if let Ok(t) = ctx.try_value_type(o) {
                self.visit_alias(AliasKey::Type(t), false);
            }
        }
        for t in ctx.result_types(op) {
            self.visit_alias(AliasKey::Type(t), false);
        }
        for (_, a) in all_attrs(ctx, op).iter() {
            self.visit_alias(AliasKey::Attr(*a), false);
        }
    }

    pub(super) fn print_generic_op(&mut self, op: OpId) {
        let ctx = self.ctx;
        let d = ctx.op(op);
        write_escaped_string(&mut self.out, ctx.op_name_of(op));
        self.out.push('(');
        for (i, o) in d.operands.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_value(o.value(), true);
        }
        self.out.push(')');
        if !d.successors().is_empty() {
            self.out.push('[');
            for (i, &b) in d.successors().iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.print_block_name(b);
            }
            self.out.push(']');
        }
        if let Some(p) = d.props.get() {
            self.out.push_str(" <");
            self.print_attr(p, Elision::Never);
            self.out.push('>');
        }
        if !d.regions().is_empty() {
            self.out.push_str(" (");
            for (i, &r) in d.regions().iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.print_region(r, true, true, true);
            }
            self.out.push(')');
        }
        self.print_attr_dict(ctx.attrs(op), &[]);
        self.out.push_str(" : ");
        self.out.push('(');
        for (i, o) in d.operands.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            let ty = ctx.try_value_type(o.value());
            match ty {
                Ok(t) => self.print_type(t),
                Err(_) => self.out.push_str("<<NULL TYPE>>"),
            }
        }
        self.out.push_str(") -> ");
        let wrap = d.results.len() != 1 || ctx.is_function(d.results.as_slice()[0].ty);
        if wrap {
            self.out.push('(');
        }
        for (i, r) in d.results.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_type(r.ty);
        }
        if wrap {
            self.out.push(')');
        }
    }

    pub(super) fn print_result_types(&mut self, results: &[Type]) {
        let wrap = results.len() != 1 || self.ctx.is_function(results[0]);
        if wrap {
            self.out.push('(');
        }
        for (i, &t) in results.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_type(t);
        }
        if wrap {
            self.out.push(')');
        }
    }

    pub(super) fn print_attr_dict(
        &mut self,
        attrs: &[(crate::core::context::Ident, Attribute)],
        elided: &[&str],
    ) {
        let mut first = true;
        for &(n, a) in attrs {
            let name = self.ctx.ident_str(n);
            if elided.contains(&name) {
                continue;
            }
            self.out.push_str(if first { " {" } else { ", " });
            first = false;
            self.print_named_attr(n, a);
        }
        if !first {
            self.out.push('}');
        }
    }

    pub(super) fn print_named_attr(&mut self, n: crate::core::context::Ident, a: Attribute) {
        write_keyword_or_string(&mut self.out, self.ctx.ident_str(n));
        if !self.ctx.is_unit_attr(a) {
            self.out.push_str(" = ");
            self.print_attr(a, Elision::Never);
        }
    }

    pub(super) fn print_region(
        &mut self,
        r: RegionId,
        print_entry_args: bool,
        print_terminators: bool,
        print_empty_block: bool,
    ) {
        if self.opts.skip_regions {
            self.out.push_str("{...}");
            return;
        }
        self.out.push_str("{\n");
        let blocks = self.ctx.region_blocks(r);
        if let Some(&entry) = blocks.first() {
            let ctx = self.ctx;
            let default = ctx
                .region_parent_op(r)
                .and_then(|p| ctx.op_definition(ctx.op_get_name(p)))
                .map_or("", |d| d.default_dialect);
            self.default_dialects.push(default);
            let header = (print_empty_block && self.ctx.block_len(entry) == 0)
                || (print_entry_args && self.ctx.num_block_args(entry) != 0);
            let preds = if header || blocks.len() > 1 {
                self.predecessors(r)
            } else {
                Vec::new()
            };
            let no_preds: &[u32] = &[];
            let preds_of = |i: usize| preds.get(i).map_or(no_preds, Vec::as_slice);
            self.print_block(entry, header, print_terminators, preds_of(0));
            for (i, &b) in blocks.iter().enumerate().skip(1) {
                self.print_block(b, true, true, preds_of(i));
            }
            self.default_dialects.pop();
        }
        self.write_indent();
        self.out.push('}');
    }

    /// The predecessors of each block of `r`, by the blocks' positions: one
    /// entry per successor operand of a terminator in `r` (a block that
    /// branches twice to one successor counts twice, as MLIR's use list).
    fn predecessors(&self, r: RegionId) -> Vec<Vec<u32>> {
        let blocks = self.ctx.region_blocks(r);
        let mut preds: Vec<Vec<u32>> = Vec::new();
        for (i, &pb) in blocks.iter().enumerate() {
            for o in self.ctx.block_ops(pb) {
                for &s in self.ctx.successors(o) {
                    if self.ctx.block_parent_region(s) != Some(r) {
                        continue;
                    }
                    let Some(k) = self.names.blocks.get(s.0) else {
                        continue;
                    };
                    let k = k as usize;
                    if preds.len() <= k {
                        preds.resize_with(k + 1, Vec::new);
                    }
                    preds[k].push(i as u32);
                }
            }
        }
        preds
    }

    /// A block; `preds` are its predecessors' positions in the region.
    pub(super) fn print_block(
        &mut self,
        b: BlockId,
        print_header: bool,
        print_terminator: bool,
        preds: &[u32],
    ) {
        if print_header {
            self.write_indent();
            self.print_block_name(b);
            let n = self.ctx.num_block_args(b);
            if n > 0 {
                self.out.push('(');
                for i in 0..n {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    let v = self.ctx.block_arg(b, i);
                    self.print_value(v, true);
                    self.out.push_str(": ");
                    self.print_type(self.ctx.value_type(v));
                    self.print_trailing_loc(self.ctx.block_arg_loc(b, i), false);
                }
                self.out.push(')');
            }
            self.out.push(':');
            let is_entry = self
                .ctx
                .block_parent_region(b)
                .and_then(|r| self.ctx.region_entry(r))
                == Some(b);
            if self.ctx.block_parent_region(b).is_none() {
                self.out.push_str("  // block is not in a region!");
            } else {
                if preds.is_empty() {
                    if !is_entry {
                        self.out.push_str("  // no predecessors");
                    }
                } else if let [pred] = preds {
                    let _ = write!(self.out, "  // pred: ^bb{pred}");
                } else {
                    let mut ids = preds.to_vec();
                    ids.sort_unstable();
                    let _ = write!(self.out, "  // {} preds: ", ids.len());
                    for (i, id) in ids.iter().enumerate() {
                        if i > 0 {
                            self.out.push_str(", ");
                        }
                        let _ = write!(self.out, "^bb{id}");
                    }
                }
            }
            self.out.push('\n');
        }
        self.indent += 2;
        let last = self.ctx.block_last_op(b);
        for o in self.ctx.block_ops(b) {
            if !print_terminator
                && Some(o) == last
                && self
                    .ctx
                    .op_has_trait(o, &crate::core::registry::OpTrait::IsTerminator)
            {
                continue;
            }
            // (Before the op too: the opening lines of deeply nested ops
            // would pile up otherwise.)
            self.flush(false);
            let start = self.out.len();
            self.write_indent();
            self.print_op(o);
            self.out.push('\n');
            if self.collecting.is_some() {
                // The collecting pass keeps no text.
                self.out.truncate(start);
            }
            self.flush(false);
        }
        self.indent -= 2;
    }
}
