//! Block liveness (MLIR's `Analysis/Liveness.cpp`): the values live into
//! and out of each block nested in an op, by the classic backward data
//! flow over each region's control-flow graph. A value used in a nested
//! region counts as used by the block holding the region's op.
//!
//! The analysis is a snapshot: values created after it ran are live
//! nowhere.

use std::collections::{HashMap, HashSet};

use crate::core::context::Context;
use crate::core::storage::{BlockId, OpId, Value};

/// The live-in and live-out values of every block nested in an op
/// (`Liveness`).
#[derive(Debug, Default)]
pub struct BlockLiveness {
    blocks: HashMap<BlockId, BlockInfo>,
}

/// What one block defines, uses, and has live at its edges
/// (`BlockInfoBuilder`).
#[derive(Debug, Default)]
struct BlockInfo {
    live_in: HashSet<Value>,
    live_out: HashSet<Value>,
    defs: HashSet<Value>,
    uses: HashSet<Value>,
}

/// The block of `region`'s holding `block` or an op around it
/// (`Region::findAncestorBlockInRegion`).
fn ancestor_block_in_region(
    ctx: &Context,
    region: crate::core::storage::RegionId,
    mut block: BlockId,
) -> Option<BlockId> {
    loop {
        if ctx.block_parent_region(block) == Some(region) {
            return Some(block);
        }
        let op = ctx.block_parent_op(block)?;
        block = ctx.op_parent_block(op)?;
    }
}

impl BlockInfo {
    fn new(ctx: &Context, block: BlockId) -> Self {
        let mut info = BlockInfo::default();
        let region = ctx.block_parent_region(block);
        // A value of the block used in another block of its region.
        let used_outside = |v: Value| {
            ctx.uses(v).any(|u| {
                let owner = ctx.op_parent_block(u.op);
                let ancestor = match (region, owner) {
                    (Some(r), Some(b)) => ancestor_block_in_region(ctx, r, b),
                    _ => None,
                };
                ancestor != Some(block)
            })
        };
        for arg in ctx.block_args(block) {
            info.defs.insert(arg);
            if used_outside(arg) {
                info.live_out.insert(arg);
            }
        }
        for op in ctx.block_ops(block) {
            for r in ctx.results(op) {
                if used_outside(r) {
                    info.live_out.insert(r);
                }
            }
        }
        for op in ctx.block_ops(block).collect::<Vec<OpId>>() {
            for o in ctx.walk_preorder(op) {
                info.defs.extend(ctx.results(o));
                info.uses.extend(ctx.operands_iter(o));
                for &r in ctx.op_regions(o) {
                    for &b in ctx.region_blocks(r) {
                        info.defs.extend(ctx.block_args(b));
                    }
                }
            }
        }
        let defs = &info.defs;
        info.uses.retain(|v| !defs.contains(v));
        info
    }

    /// Recomputes the live-in set from the uses and the live-out set;
    /// whether its size changed (`updateLiveIn`, which compares sizes
    /// only, as upstream does).
    fn update_live_in(&mut self) -> bool {
        let new_in: HashSet<Value> = self
            .uses
            .iter()
            .chain(&self.live_out)
            .filter(|v| !self.defs.contains(v))
            .copied()
            .collect();
        if new_in.len() == self.live_in.len() {
            return false;
        }
        self.live_in = new_in;
        true
    }
}

/// The blocks nested in `op`, each before the blocks nested in its ops
/// (`walk<PreOrder>` over blocks).
fn blocks_preorder(ctx: &Context, op: OpId) -> Vec<BlockId> {
    let mut out = Vec::new();
    for o in ctx.walk_preorder(op) {
        for &r in ctx.op_regions(o) {
            out.extend_from_slice(ctx.region_blocks(r));
        }
    }
    out
}

/// The successors of `block` (those of its terminator).
fn block_successors(ctx: &Context, block: BlockId) -> Vec<BlockId> {
    ctx.block_last_op(block)
        .map(|t| ctx.successors(t).to_vec())
        .unwrap_or_default()
}

impl BlockLiveness {
    /// The liveness of the blocks nested in `op` (`Liveness(op)`).
    pub fn new(ctx: &Context, op: OpId) -> Self {
        let mut blocks: HashMap<BlockId, BlockInfo> = HashMap::new();
        let mut to_process: Vec<BlockId> = Vec::new();
        let push = |to_process: &mut Vec<BlockId>, preds: Vec<BlockId>| {
            for p in preds {
                if !to_process.contains(&p) {
                    to_process.push(p);
                }
            }
        };
        for block in blocks_preorder(ctx, op) {
            let mut info = BlockInfo::new(ctx, block);
            if info.update_live_in() {
                push(&mut to_process, ctx.block_predecessors(block));
            }
            blocks.insert(block, info);
        }
        while let Some(current) = to_process.pop() {
            let mut out: Vec<Value> = Vec::new();
            for succ in block_successors(ctx, current) {
                if let Some(s) = blocks.get(&succ) {
                    out.extend(s.live_in.iter().copied());
                }
            }
            let Some(info) = blocks.get_mut(&current) else {
                continue;
            };
            info.live_out.extend(out);
            if info.update_live_in() {
                push(&mut to_process, ctx.block_predecessors(current));
            }
        }
        BlockLiveness { blocks }
    }

    /// The values live into `block` (`getLiveIn`); empty for a block the
    /// analysis has not seen.
    pub fn live_in(&self, block: BlockId) -> impl Iterator<Item = Value> + '_ {
        self.blocks
            .get(&block)
            .into_iter()
            .flat_map(|i| i.live_in.iter().copied())
    }

    /// The values live out of `block` (`getLiveOut`); empty for a block the
    /// analysis has not seen.
    pub fn live_out(&self, block: BlockId) -> impl Iterator<Item = Value> + '_ {
        self.blocks
            .get(&block)
            .into_iter()
            .flat_map(|i| i.live_out.iter().copied())
    }

    /// Whether `v` is live into `block`.
    pub fn is_live_in(&self, block: BlockId, v: Value) -> bool {
        self.blocks
            .get(&block)
            .is_some_and(|i| i.live_in.contains(&v))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_live_across_blocks_and_into_regions() {
        let mut ctx = Context::new();
        ctx.allow_unregistered_dialects(true);
        let module = crate::parser::parse_source(
            &mut ctx,
            r#""test.f"() ({
            ^bb0(%a: i32, %b: i32):
              "test.br"(%a)[^bb1] : (i32) -> ()
            ^bb1:
              "test.region"() ({
                "test.use"(%b) : (i32) -> ()
                "test.end"() : () -> ()
              }) : () -> ()
              "test.ret"() : () -> ()
            }) : () -> ()"#,
            "t.mlir",
        )
        .expect("parses");
        let f = ctx.walk_preorder(module)[1];
        let body = ctx.op_regions(f)[0];
        let blocks = ctx.region_blocks(body).to_vec();
        let live = BlockLiveness::new(&ctx, f);
        let b = ctx.block_arg(blocks[0], 1);
        let a = ctx.block_arg(blocks[0], 0);
        assert!(live.is_live_in(blocks[1], b));
        assert!(!live.is_live_in(blocks[1], a));
        assert_eq!(live.live_out(blocks[0]).collect::<Vec<_>>(), vec![b]);
        assert_eq!(live.live_in(blocks[0]).count(), 0);
        // The block of the nested region has `%b` live in.
        let region_op = ctx.block_first_op(blocks[1]).expect("op");
        let inner = ctx
            .region_entry(ctx.op_regions(region_op)[0])
            .expect("block");
        assert!(live.is_live_in(inner, b));
    }
}
