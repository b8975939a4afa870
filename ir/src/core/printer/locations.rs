//! Locations: `loc(...)` forms, trailing locations, and the location
//! aliases (`#loc`, `#loc1`, ...) of the debug-info form, which the top
//! level defines before or after the operation as mlir-opt places them.

use std::fmt::Write;

use crate::core::context::Context;
use crate::core::location::{LocData, Location};
use crate::core::storage::{BlockId, OpId};
use crate::support::escape::write_escaped_string;
use crate::support::intern::FxHashMap;

use super::{Elision, Printer};

pub(super) struct AliasEntry {
    loc: Location,
    depth: u32,
    deferrable: bool,
    children: Vec<usize>,
}

#[derive(Default)]
pub(super) struct Aliases {
    entries: Vec<AliasEntry>,
    index: FxHashMap<Location, usize>,
    names: FxHashMap<Location, u32>,
    order: Vec<usize>,
}

impl Aliases {
    fn visit(&mut self, ctx: &Context, loc: Location, can_defer: bool) -> usize {
        if let Some(&i) = self.index.get(&loc) {
            if !can_defer {
                self.mark_non_deferrable(i);
            }
            return i;
        }
        let idx = self.entries.len();
        self.entries.push(AliasEntry {
            loc,
            depth: 0,
            deferrable: can_defer,
            children: Vec::new(),
        });
        self.index.insert(loc, idx);
        let kids: Vec<Location> = match ctx.loc_data(loc) {
            LocData::Name { child: Some(c), .. } => vec![*c],
            LocData::CallSite { callee, caller } => vec![*callee, *caller],
            LocData::Fused { locs, .. } => locs.clone(),
            _ => Vec::new(),
        };
        let mut depth = 0;
        let mut children = Vec::new();
        for k in kids {
            let ci = self.visit(ctx, k, can_defer);
            depth = depth.max(self.entries[ci].depth + 1);
            children.push(ci);
        }
        self.entries[idx].depth = depth;
        self.entries[idx].children = children;
        idx
    }
    fn mark_non_deferrable(&mut self, i: usize) {
        let mut stack = vec![i];
        while let Some(i) = stack.pop() {
            if self.entries[i].deferrable {
                self.entries[i].deferrable = false;
                stack.extend(self.entries[i].children.iter().copied());
            }
        }
    }
    pub(super) fn finish(&mut self) {
        let mut order: Vec<usize> = (0..self.entries.len()).collect();
        order.sort_by_key(|&i| self.entries[i].depth);
        for (n, &i) in order.iter().enumerate() {
            self.names.insert(self.entries[i].loc, n as u32);
        }
        self.order = order;
    }
}

impl<'a> Printer<'a> {
    /// The op with the location aliases of the debug-info form: those it
    /// needs before it, and those mlir-opt defers to after it.
    pub(super) fn print_top_level(&mut self, op: OpId) {
        let (top, bottom): (Vec<Location>, Vec<Location>) = match &self.aliases {
            Some(a) => (
                a.order
                    .iter()
                    .filter(|&&i| !a.entries[i].deferrable)
                    .map(|&i| a.entries[i].loc)
                    .collect(),
                a.order
                    .iter()
                    .filter(|&&i| a.entries[i].deferrable)
                    .map(|&i| a.entries[i].loc)
                    .collect(),
            ),
            None => (Vec::new(), Vec::new()),
        };
        for l in top {
            self.print_alias_def(l);
        }
        self.print_op(op);
        if !self.opts.local_scope {
            self.out.push('\n');
        }
        for l in bottom {
            self.print_alias_def(l);
        }
    }

    pub(super) fn collect_aliases(&self, root: OpId, a: &mut Aliases) {
        // Iterative pre-order in print order: op location, then its regions'
        // block-argument locations and nested ops.
        enum Item {
            Op(OpId),
            Block(BlockId, bool),
        }
        let mut stack = vec![Item::Op(root)];
        while let Some(item) = stack.pop() {
            match item {
                Item::Op(op) => {
                    a.visit(self.ctx, self.ctx.op_loc(op), true);
                    let custom = !self.opts.generic && self.custom_printer(op).is_some();
                    let mut items = Vec::new();
                    for &r in self.ctx.op_regions(op) {
                        for (i, &b) in self.ctx.region_blocks(r).iter().enumerate() {
                            items.push(Item::Block(b, !(custom && i == 0)));
                        }
                    }
                    stack.extend(items.into_iter().rev());
                }
                Item::Block(b, args) => {
                    if args {
                        for i in 0..self.ctx.num_block_args(b) {
                            a.visit(self.ctx, self.ctx.block_arg_loc(b, i), false);
                        }
                    }
                    let ops: Vec<OpId> = self.ctx.block_ops(b).collect();
                    stack.extend(ops.into_iter().rev().map(Item::Op));
                }
            }
        }
    }

    pub(super) fn print_alias_def(&mut self, loc: Location) {
        let n = self.alias_of(loc).unwrap_or(0);
        self.write_alias_name(n);
        self.out.push_str(" = loc(");
        self.print_loc_internal(loc, true);
        self.out.push_str(")\n");
    }

    pub(super) fn write_alias_name(&mut self, n: u32) {
        if n == 0 {
            self.out.push_str("#loc");
        } else {
            let _ = write!(self.out, "#loc{n}");
        }
    }

    pub(super) fn alias_of(&self, loc: Location) -> Option<u32> {
        self.aliases
            .as_ref()
            .and_then(|a| a.names.get(&loc).copied())
    }

    pub(super) fn print_loc_internal(&mut self, loc: Location, top: bool) {
        if !top {
            if let Some(n) = self.alias_of(loc) {
                self.write_alias_name(n);
                return;
            }
        }
        match self.ctx.loc_data(loc) {
            LocData::Unknown => self.out.push_str("unknown"),
            LocData::FileLineCol { file, line, col } => {
                write_escaped_string(&mut self.out, self.ctx.ident_str(*file));
                let _ = write!(self.out, ":{line}:{col}");
            }
            LocData::Name { name, child } => {
                write_escaped_string(&mut self.out, self.ctx.ident_str(*name));
                if let Some(c) = child {
                    self.out.push('(');
                    self.print_loc_internal(*c, false);
                    self.out.push(')');
                }
            }
            LocData::CallSite { callee, caller } => {
                let (callee, caller) = (*callee, *caller);
                self.out.push_str("callsite(");
                self.print_loc_internal(callee, false);
                self.out.push_str(" at ");
                self.print_loc_internal(caller, false);
                self.out.push(')');
            }
            LocData::Fused { locs, metadata } => {
                self.out.push_str("fused");
                if let Some(m) = metadata {
                    self.out.push('<');
                    self.print_attr(*m, Elision::Never);
                    self.out.push('>');
                }
                self.out.push('[');
                for (i, l) in locs.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.print_loc_internal(*l, false);
                }
                self.out.push(']');
            }
        }
    }

    /// ` loc(...)` if debug info is on.
    pub(super) fn print_trailing_loc(&mut self, loc: Location, allow_alias: bool) {
        if !self.opts.debug_info {
            return;
        }
        self.out.push_str(" loc(");
        match self.alias_of(loc) {
            Some(n) if allow_alias => self.write_alias_name(n),
            _ => self.print_loc_internal(loc, true),
        }
        self.out.push(')');
    }
}
