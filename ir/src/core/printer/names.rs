//! Value and block names: the numbering of SSA values (`%0`, `%arg0`,
//! `%2#1`) and blocks (`^bb1`) in print order, and printing them.

use std::fmt::Write;

use crate::core::context::Context;
use crate::core::storage::{BlockId, OpId, RegionId, Value};
use crate::core::types::Type;

use super::{push_u32, Printer};

/// A table from arena slots to numbers; a slot's generation is kept so
/// that a stale handle finds no number.
#[derive(Default)]
pub(super) struct SlotTable<T: Copy> {
    slots: Vec<Option<(u32, T)>>,
}

impl<T: Copy> SlotTable<T> {
    fn insert(&mut self, raw: crate::support::entity::RawHandle, v: T) {
        let i = raw.index as usize;
        if i >= self.slots.len() {
            self.slots.resize(i + 1, None);
        }
        self.slots[i] = Some((raw.generation, v));
    }
    #[inline]
    pub(super) fn get(&self, raw: crate::support::entity::RawHandle) -> Option<T> {
        match self.slots.get(raw.index as usize) {
            Some(Some((g, v))) if *g == raw.generation => Some(*v),
            _ => None,
        }
    }
}

/// The type of the op's result if it has exactly one.
pub(super) fn single_result_type(ctx: &Context, op: OpId) -> Option<Type> {
    match ctx.op(op).results.as_slice() {
        [r] => Some(r.ty),
        _ => None,
    }
}

#[derive(Default)]
pub(super) struct Names {
    /// First result number, whether the op has more than one result, and
    /// the type of a single result (so printing a use reads this table, not
    /// the defining operation).
    pub(super) results: SlotTable<(u32, bool, Option<Type>)>,
    args: SlotTable<(bool, u32)>,
    /// Block numbers (`^bbN`).
    pub(super) blocks: SlotTable<u32>,
}

impl Names {
    pub(super) fn compute(ctx: &Context, root: OpId, unique: bool) -> Names {
        let mut n = Names::default();
        let (mut next_value, mut next_arg) = (0u32, 0u32);
        let mut stack: Vec<(RegionId, u32, u32)> = Vec::new();
        for &r in ctx.op_regions(root).iter() {
            stack.push((r, 0, 0));
        }
        if ctx.num_results(root) > 0 {
            n.results.insert(
                root.0,
                (
                    next_value,
                    ctx.num_results(root) > 1,
                    single_result_type(ctx, root),
                ),
            );
            next_value += 1;
        }
        while let Some((r, v, a)) = stack.pop() {
            if !unique {
                next_value = v;
                next_arg = a;
            }
            for (i, &b) in ctx.region_blocks(r).iter().enumerate() {
                n.blocks.insert(b.0, i as u32);
                let na = ctx.num_block_args(b) as u32;
                if na > 0 {
                    if i == 0 {
                        n.args.insert(b.0, (true, next_arg));
                        next_arg += na;
                    } else {
                        n.args.insert(b.0, (false, next_value));
                        next_value += na;
                    }
                }
                for o in ctx.block_ops(b) {
                    let nr = ctx.num_results(o);
                    if nr > 0 {
                        n.results
                            .insert(o.0, (next_value, nr > 1, single_result_type(ctx, o)));
                        next_value += 1;
                    }
                }
            }
            for &b in ctx.region_blocks(r) {
                for o in ctx.block_ops(b) {
                    for &r2 in ctx.op_regions(o) {
                        stack.push((r2, next_value, next_arg));
                    }
                }
            }
        }
        n
    }
}

impl<'a> Printer<'a> {
    pub(super) fn print_value(&mut self, v: Value, result_no: bool) {
        match v {
            Value::Result { op, index } => match self.names.results.get(op.0) {
                Some((id, multi, _)) => {
                    self.out.push('%');
                    push_u32(&mut self.out, id);
                    if result_no && multi {
                        self.out.push('#');
                        push_u32(&mut self.out, index);
                    }
                }
                None => self.out.push_str("<<UNKNOWN SSA VALUE>>"),
            },
            Value::Arg { block, index } => match self.names.args.get(block.0) {
                Some((true, first)) => {
                    self.out.push_str("%arg");
                    push_u32(&mut self.out, first + index);
                }
                Some((false, first)) => {
                    self.out.push('%');
                    push_u32(&mut self.out, first + index);
                }
                None => self.out.push_str("<<UNKNOWN SSA VALUE>>"),
            },
        }
    }

    pub(super) fn print_block_name(&mut self, b: BlockId) {
        match self.names.blocks.get(b.0) {
            Some(n) => {
                let _ = write!(self.out, "^bb{n}");
            }
            None => self.out.push_str("INVALIDBLOCK"),
        }
    }
}
