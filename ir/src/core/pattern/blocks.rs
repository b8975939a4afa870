//! What a [`PatternRewriter`] does to blocks and regions (MLIR's
//! `RewriterBase::splitBlock`, `createBlock`, `moveBlockBefore`,
//! `inlineRegionBefore`, `eraseBlock`): at once in a greedy rewrite; in a
//! dialect conversion at once too, but journaled so that a failed
//! conversion puts every block back (`CreateBlockRewrite`,
//! `MoveBlockRewrite`, `EraseBlockRewrite`, ...), erased blocks being only
//! unlinked until the conversion commits.

use super::{PatternRewriter, RewriteEvent};
use crate::core::builder::InsertPoint;
use crate::core::journal::Change;
use crate::core::location::Location;
use crate::core::storage::{BlockId, IrError, OpId, RegionId, Value};
use crate::core::types::Type;

impl PatternRewriter<'_> {
    /// Appends a change to the journal, in a conversion.
    fn journal_change(&mut self, change: Change) {
        if let Some(j) = self.journal_mut() {
            j.changes.push(change);
        }
    }

    /// The block after `block` in its region (`None`: it is the last, or
    /// detached).
    fn next_block(&self, block: BlockId) -> Option<BlockId> {
        let region = self.block_parent_region(block)?;
        let blocks = self.region_blocks(region);
        // (From the end, as the storage's block searches: see `insert_block`.)
        let i = blocks.iter().rposition(|&b| b == block)?;
        blocks.get(i + 1).copied()
    }

    /// Splits `block` before `at` (`splitBlock`): a new block right after
    /// it, without arguments, takes `at` and the ops after it (nothing for
    /// `None`); returns it. The moved ops are notified as inserted, as
    /// upstream's rewriter moves them one by one.
    pub fn split_block(&mut self, block: BlockId, at: Option<OpId>) -> Result<BlockId, IrError> {
        self.sync_created();
        let new = self.b.split_block(block, at)?;
        if self.is_converting() {
            self.journal_change(Change::BlockSplit { block, new });
        } else {
            let moved: Vec<OpId> = self.b.block_ops(new).collect();
            self.events
                .extend(moved.into_iter().map(RewriteEvent::Created));
        }
        Ok(new)
    }

    /// Creates a block with arguments `args` at the end of `region` and
    /// moves the insertion point into it (`createBlock`).
    pub fn create_block(&mut self, region: RegionId, args: &[(Type, Location)]) -> BlockId {
        self.create_block_before(region, None, args)
            .unwrap_or_else(|_| self.b.create_block(region, args))
    }

    /// Creates a block with arguments `args` in `region` before `before`
    /// (at the end for `None`) and moves the insertion point into it
    /// (`createBlock(region, insertPt, types, locs)`).
    pub fn create_block_before(
        &mut self,
        region: RegionId,
        before: Option<BlockId>,
        args: &[(Type, Location)],
    ) -> Result<BlockId, IrError> {
        self.sync_created();
        let ctx: &mut crate::core::context::Context = &mut self.b;
        let block = ctx.create_block(args);
        self.b.insert_block(region, block, before)?;
        self.b.set_insertion_point(Some(InsertPoint {
            block,
            before: None,
        }));
        self.journal_change(Change::BlockCreated(block));
        Ok(block)
    }

    /// Moves `block` into `region` before `before` (at the end for `None`;
    /// `moveBlockBefore`).
    pub fn move_block_before(
        &mut self,
        block: BlockId,
        region: RegionId,
        before: Option<BlockId>,
    ) -> Result<(), IrError> {
        self.sync_created();
        if before == Some(block) {
            return Ok(());
        }
        let old_region = self.block_parent_region(block).ok_or(IrError::OutOfRange)?;
        let old_next = self.next_block(block);
        self.b.detach_block(block)?;
        if let Err(e) = self.b.insert_block(region, block, before) {
            // Put it back: `before` was not a block of `region`.
            let _ = self.b.insert_block(old_region, block, old_next);
            return Err(e);
        }
        self.journal_change(Change::BlockMoved {
            block,
            region: old_region,
            before: old_next,
        });
        Ok(())
    }

    /// Moves every block of `region` into `dest` before `before` (at the end
    /// for `None`), in order, leaving `region` empty
    /// (`inlineRegionBefore`).
    pub fn inline_region_before(
        &mut self,
        region: RegionId,
        dest: RegionId,
        before: Option<BlockId>,
    ) -> Result<(), IrError> {
        if region == dest {
            return Err(IrError::OutOfRange);
        }
        let blocks = self.region_blocks(region).to_vec();
        for b in blocks {
            self.move_block_before(b, dest, before)?;
        }
        Ok(())
    }

    /// Copies the blocks of `region` into `dest` before `before` (at the
    /// end for `None`) through `mapping` (`cloneRegionBefore`); returns the
    /// copies, in order. The ops of each copy are notified as created, in
    /// post-order as upstream's block walk; a conversion erases the copies
    /// when it fails.
    pub fn clone_region_before(
        &mut self,
        region: RegionId,
        dest: RegionId,
        before: Option<BlockId>,
        mapping: &mut crate::core::storage::IrMapping,
    ) -> Result<Vec<BlockId>, IrError> {
        self.sync_created();
        self.b.clone_region_into(region, dest, before, mapping)?;
        let copies: Vec<BlockId> = self
            .region_blocks(region)
            .iter()
            .map(|&b| mapping.lookup_block_or_self(b))
            .collect();
        for &block in &copies {
            self.journal_change(Change::BlockCreated(block));
            let ops: Vec<OpId> = self.b.block_ops(block).collect();
            for op in ops {
                let order = self.b.walk_postorder(op);
                self.events
                    .extend(order.into_iter().map(RewriteEvent::Created));
            }
        }
        Ok(copies)
    }

    /// Moves `op` to the end of `block` (`moveOpBefore(op, block, end)`).
    pub fn move_op_to_end(&mut self, op: OpId, block: BlockId) -> Result<(), IrError> {
        self.sync_created();
        let from = self.b.op_parent_block(op);
        let before = self.b.next_op(op);
        self.b.detach_op(op)?;
        self.b.append_op(block, op)?;
        self.journal_change(Change::Moved {
            op,
            block: from,
            before,
        });
        self.events.push(RewriteEvent::Created(op));
        Ok(())
    }

    /// Appends an argument of type `ty` to `block` (`Block::addArgument`);
    /// undone with the conversion.
    pub fn add_block_argument(&mut self, block: BlockId, ty: Type, loc: Location) -> Value {
        self.sync_created();
        let v = self.b.add_block_arg(block, ty, loc);
        self.journal_change(Change::ArgAdded(block));
        v
    }

    /// Redirects every branch to `old` to `new` (`Block::replaceAllUsesWith`);
    /// each branch is notified as modified.
    pub fn replace_block_uses(&mut self, old: BlockId, new: BlockId) {
        self.sync_created();
        let users = successor_uses(&self.b, old);
        for &(op, i) in &users {
            let _ = self.b.set_successor(op, i, new);
            self.events.push(RewriteEvent::Modified(op));
        }
        if !users.is_empty() {
            self.journal_change(Change::BlockUsesReplaced { old, users });
        }
    }

    /// In a conversion: marks the ops of `block` erased and unlinks it from
    /// its region; it is erased when the conversion commits
    /// (`ConversionPatternRewriter::eraseBlock`).
    pub(super) fn erase_block_journaled(&mut self, block: BlockId) -> Result<(), IrError> {
        let ops: Vec<OpId> = self.b.block_ops(block).collect();
        for o in ops {
            self.erase_op(o)?;
        }
        let Some(region) = self.block_parent_region(block) else {
            return Ok(());
        };
        let before = self.next_block(block);
        self.b.detach_block(block)?;
        self.journal_change(Change::BlockErased {
            block,
            region,
            before,
        });
        Ok(())
    }
}

/// The successor slots naming `block`, as (op, index), among the ops of its
/// region (a successor is always a block of the same region).
fn successor_uses(ctx: &crate::core::context::Context, block: BlockId) -> Vec<(OpId, usize)> {
    let Some(region) = ctx.block_parent_region(block) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for &b in ctx.region_blocks(region) {
        for op in ctx.block_ops(b) {
            for (i, &s) in ctx.successors(op).iter().enumerate() {
                if s == block {
                    out.push((op, i));
                }
            }
        }
    }
    out
}
