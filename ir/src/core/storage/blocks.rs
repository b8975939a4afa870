//! Blocks and regions: block arguments, the doubly linked list of a
//! block's operations (insertion, detaching, moving in O(1)) and the
//! blocks of a region.

use crate::core::context::Context;
use crate::core::location::Location;
use crate::core::types::Type;

use super::{
    ArgSlot, BlockId, IrError, OpId, OpLink, OpOperand, RegionId, UseLink, Value, ValueSlot,
};
use crate::support::entity::PackedOpt;

impl Context {
    /// The block's arguments.
    pub fn block_args(&self, b: BlockId) -> Vec<Value> {
        (0..self.block(b).args.len())
            .map(|i| Value::Arg {
                block: b,
                index: i as u32,
            })
            .collect()
    }

    /// Argument `i`.
    pub fn block_arg(&self, b: BlockId, i: usize) -> Value {
        Value::Arg {
            block: b,
            index: i as u32,
        }
    }

    /// Number of arguments.
    pub fn num_block_args(&self, b: BlockId) -> usize {
        self.block(b).args.len()
    }

    /// Location of argument `i`.
    pub fn block_arg_loc(&self, b: BlockId, i: usize) -> Location {
        self.block(b).args[i].loc
    }

    /// Sets the location of argument `i` of block `b`.
    pub fn set_block_arg_loc(
        &mut self,
        b: BlockId,
        i: usize,
        loc: Location,
    ) -> Result<(), IrError> {
        let arg = self
            .blocks
            .get_mut(b)?
            .args
            .get_mut(i)
            .ok_or(IrError::OutOfRange)?;
        arg.loc = loc;
        Ok(())
    }

    /// Appends an argument; returns it.
    pub fn add_block_arg(&mut self, b: BlockId, ty: Type, loc: Location) -> Value {
        let d = self.block_mut(b);
        d.args.push(ArgSlot {
            slot: ValueSlot {
                ty,
                first_use: UseLink::NONE,
            },
            loc,
        });
        Value::Arg {
            block: b,
            index: (d.args.len() - 1) as u32,
        }
    }

    /// Inserts an argument at position `i` (`Block::insertArgument`; at the
    /// end when `i` is the number of arguments); later arguments shift up
    /// (their uses are updated). Returns it.
    pub fn insert_block_arg(
        &mut self,
        b: BlockId,
        i: usize,
        ty: Type,
        loc: Location,
    ) -> Result<Value, IrError> {
        let n = self.blocks.get(b)?.args.len();
        if i > n {
            return Err(IrError::OutOfRange);
        }
        self.block_mut(b).args.insert(
            i,
            ArgSlot {
                slot: ValueSlot {
                    ty,
                    first_use: UseLink::NONE,
                },
                loc,
            },
        );
        self.renumber_arg_uses(b, i + 1..n + 1);
        Ok(Value::Arg {
            block: b,
            index: i as u32,
        })
    }

    /// Erases an unused argument; later arguments shift down (their uses are updated).
    pub fn erase_block_arg(&mut self, b: BlockId, i: usize) -> Result<(), IrError> {
        let n = self.blocks.get(b)?.args.len();
        if i >= n {
            return Err(IrError::OutOfRange);
        }
        if self.has_uses(Value::Arg {
            block: b,
            index: i as u32,
        }) {
            return Err(IrError::ArgumentInUse);
        }
        self.block_mut(b).args.remove(i);
        self.renumber_arg_uses(b, i..n - 1);
        Ok(())
    }

    /// After arguments moved: the uses of the arguments at `positions`
    /// (slots moved with their use lists) name their new positions.
    fn renumber_arg_uses(&mut self, b: BlockId, positions: std::ops::Range<usize>) {
        for j in positions {
            let v = Value::Arg {
                block: b,
                index: j as u32,
            };
            let uses: Vec<OpOperand> = self.uses(v).collect();
            for u in uses {
                self.operand_mut(u).value = super::PackedValue::new(v);
            }
        }
    }

    /// First operation of the block.
    pub fn block_first_op(&self, b: BlockId) -> Option<OpId> {
        self.block(b).first
    }

    /// Last operation of the block (the terminator in a well-formed block).
    pub fn block_last_op(&self, b: BlockId) -> Option<OpId> {
        self.block(b).last
    }

    /// Number of operations in the block.
    pub fn block_len(&self, b: BlockId) -> usize {
        self.block(b).len
    }

    /// Iterates over the block's operations in order.
    pub fn block_ops(&self, b: BlockId) -> BlockOpIter<'_> {
        BlockOpIter {
            ctx: self,
            next: self.block(b).first,
        }
    }

    /// The region containing the block.
    pub fn block_parent_region(&self, b: BlockId) -> Option<RegionId> {
        self.block(b).parent
    }

    /// The operation containing the block.
    pub fn block_parent_op(&self, b: BlockId) -> Option<OpId> {
        self.block(b).parent.and_then(|r| self.region(r).parent)
    }

    /// Inserts a detached operation at the end of `block`.
    pub fn append_op(&mut self, block: BlockId, op: OpId) -> Result<(), IrError> {
        self.insert_op(block, None, op)
    }

    /// Inserts a detached operation into `block` before `before` (or at the end).
    pub fn insert_op(
        &mut self,
        block: BlockId,
        before: Option<OpId>,
        op: OpId,
    ) -> Result<(), IrError> {
        self.blocks.get(block)?;
        if self.ops.get(op)?.parent.is_some() {
            return Err(IrError::AlreadyAttached);
        }
        let prev = match before {
            Some(b) => {
                let bd = self.ops.get(b)?;
                if bd.parent.get() != Some(block) {
                    return Err(IrError::OutOfRange);
                }
                bd.prev.get(&self.ops)
            }
            None => self.block(block).last,
        };
        {
            let d = self.op_mut(op);
            d.parent = Some(block).into();
            d.prev = prev.into();
            d.next = before.into();
        }
        match prev {
            Some(p) => self.op_mut(p).next = Some(op).into(),
            None => self.block_mut(block).first = Some(op),
        }
        match before {
            Some(b) => self.op_mut(b).prev = Some(op).into(),
            None => self.block_mut(block).last = Some(op),
        }
        self.block_mut(block).len += 1;
        Ok(())
    }

    /// Unlinks an operation from its block (it stays alive, detached).
    pub fn detach_op(&mut self, op: OpId) -> Result<(), IrError> {
        let (parent, prev, next) = {
            let d = self.ops.get(op)?;
            (d.parent.get(), d.prev, d.next)
        };
        let Some(block) = parent else { return Ok(()) };
        // The neighbours are reached by slot (a block links live ops only).
        if prev == OpLink::NONE || next == OpLink::NONE {
            let (first, last) = (next.get(&self.ops), prev.get(&self.ops));
            let b = self.block_mut(block);
            if prev == OpLink::NONE {
                b.first = first;
            }
            if next == OpLink::NONE {
                b.last = last;
            }
        }
        if let Some(p) = self.ops.get_at_mut(prev.0) {
            p.next = next;
        }
        if let Some(n) = self.ops.get_at_mut(next.0) {
            n.prev = prev;
        }
        self.block_mut(block).len -= 1;
        let d = self.op_mut(op);
        d.parent = PackedOpt::NONE;
        d.prev = OpLink::NONE;
        d.next = OpLink::NONE;
        Ok(())
    }

    /// Moves an operation before another one (possibly in another block).
    pub fn move_op_before(&mut self, op: OpId, before: OpId) -> Result<(), IrError> {
        let block = self
            .ops
            .get(before)?
            .parent
            .get()
            .ok_or(IrError::OutOfRange)?;
        self.detach_op(op)?;
        self.insert_op(block, Some(before), op)
    }

    /// Appends a detached block to a region.
    pub fn append_block(&mut self, region: RegionId, block: BlockId) -> Result<(), IrError> {
        self.regions.get(region)?;
        if self.blocks.get(block)?.parent.is_some() {
            return Err(IrError::AlreadyAttached);
        }
        self.block_mut(block).parent = Some(region);
        self.regions.get_mut(region)?.blocks.push(block);
        Ok(())
    }

    /// The region's blocks in order.
    pub fn region_blocks(&self, r: RegionId) -> &[BlockId] {
        &self.region(r).blocks
    }

    /// The entry block, if any.
    pub fn region_entry(&self, r: RegionId) -> Option<BlockId> {
        self.region(r).blocks.first().copied()
    }

    /// The operation owning the region.
    pub fn region_parent_op(&self, r: RegionId) -> Option<OpId> {
        self.region(r).parent
    }

    /// Moves the ops of `source` before `before` in `dest` (at its end when
    /// `None`), replacing the uses of `source`'s arguments with `args`, and
    /// erases the emptied `source` (MLIR's `inlineBlockBefore`). Returns
    /// the moved ops.
    pub fn inline_block_before(
        &mut self,
        source: BlockId,
        dest: BlockId,
        before: Option<OpId>,
        args: &[Value],
    ) -> Result<Vec<OpId>, IrError> {
        if args.len() != self.num_block_args(source) {
            return Err(IrError::OutOfRange);
        }
        for (i, &v) in args.iter().enumerate() {
            let arg = self.block_arg(source, i);
            self.replace_all_uses_with(arg, v);
        }
        let ops: Vec<OpId> = self.block_ops(source).collect();
        for &o in &ops {
            self.detach_op(o)?;
            self.insert_op(dest, before, o)?;
        }
        self.erase_block(source)?;
        Ok(ops)
    }

    /// The predecessors of `b`: the block of each successor slot naming `b`
    /// of an op in its region, once per slot, in no particular order
    /// (MLIR's `Block::getPredecessors`, which walks the block's uses).
    /// Linear in the slots ever set to `b`, not in the region's size.
    pub fn block_predecessors(&self, b: BlockId) -> Vec<BlockId> {
        let Some(r) = self.block(b).parent else {
            return Vec::new();
        };
        let mut slots: Vec<(OpId, u32)> = self
            .block(b)
            .succ_uses
            .iter()
            .copied()
            .filter(|&(op, i)| {
                self.ops
                    .get(op)
                    .is_ok_and(|d| d.successors().get(i as usize) == Some(&b))
            })
            .collect();
        // A slot set to `b` more than once is listed more than once.
        slots.sort_unstable_by_key(|&(op, i)| (op.0.index, i));
        slots.dedup();
        slots
            .into_iter()
            .filter_map(|(op, _)| self.op(op).parent.get())
            .filter(|&pb| self.blocks.get(pb).is_ok_and(|d| d.parent == Some(r)))
            .collect()
    }

    /// The edges into `b` in MLIR's use-list order, the slot set to `b`
    /// last first (`Block::pred_begin` with `getSuccessorIndex`): the
    /// predecessor block, its terminator and the successor index. Slots of
    /// ops outside any block are left out.
    pub fn block_predecessor_edges(&self, b: BlockId) -> Vec<(BlockId, OpId, usize)> {
        let mut seen = std::collections::HashSet::new();
        let mut edges = Vec::new();
        for &(op, i) in self.block(b).succ_uses.iter().rev() {
            let Ok(d) = self.ops.get(op) else { continue };
            if d.successors().get(i as usize) != Some(&b) || !seen.insert((op, i)) {
                continue;
            }
            if let Some(pb) = d.parent.get() {
                edges.push((pb, op, i as usize));
            }
        }
        edges
    }

    /// The one predecessor of `b` if it has exactly one predecessor slot
    /// (MLIR's `Block::getSinglePredecessor`).
    pub fn block_single_predecessor(&self, b: BlockId) -> Option<BlockId> {
        match self.block_predecessors(b).as_slice() {
            [p] => Some(*p),
            _ => None,
        }
    }

    /// The block all of `b`'s predecessor slots belong to, if there are
    /// some and they are one block (MLIR's `Block::getUniquePredecessor`).
    pub fn block_unique_predecessor(&self, b: BlockId) -> Option<BlockId> {
        let preds = self.block_predecessors(b);
        let first = *preds.first()?;
        preds.iter().all(|&p| p == first).then_some(first)
    }
}

/// Iterator over the operations of a block.
pub struct BlockOpIter<'a> {
    ctx: &'a Context,
    next: Option<OpId>,
}

impl Iterator for BlockOpIter<'_> {
    type Item = OpId;
    fn next(&mut self) -> Option<OpId> {
        let o = self.next?;
        self.next = self.ctx.op(o).next.get(&self.ctx.ops);
        Some(o)
    }
}
