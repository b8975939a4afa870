//! Dominator trees of a region's blocks (MLIR's `DominanceInfo`), for the
//! passes that walk blocks in dominance order (CSE).

use crate::core::context::Context;
use crate::core::registry::OpTrait;
use crate::core::storage::{BlockId, RegionId};
use std::collections::HashMap;

/// Whether values of `region` must dominate their uses (not a graph
/// region): regions of ops with the graph-region trait have no SSA
/// dominance; unregistered ops' regions do.
pub fn has_ssa_dominance(ctx: &Context, region: RegionId) -> bool {
    !ctx.region_parent_op(region)
        .is_some_and(|op| ctx.op_has_trait(op, &OpTrait::GraphRegion))
}

/// The dominator tree of a region's blocks reachable from its entry.
pub struct DomTree {
    /// The blocks in reverse post-order (the entry first).
    pub rpo: Vec<BlockId>,
    /// The children of each block, in reverse post-order.
    pub children: HashMap<BlockId, Vec<BlockId>>,
}

impl DomTree {
    /// Computes the tree (Cooper, Harvey and Kennedy's iterative algorithm
    /// over the reverse post-order).
    pub fn new(ctx: &Context, region: RegionId) -> Option<DomTree> {
        let entry = ctx.region_entry(region)?;
        let succs = |b: BlockId| -> Vec<BlockId> {
            ctx.block_last_op(b)
                .map(|t| ctx.successors(t).to_vec())
                .unwrap_or_default()
        };
        // Post-order from the entry, iteratively.
        let mut index: HashMap<BlockId, usize> = HashMap::new();
        let mut post: Vec<BlockId> = Vec::new();
        let mut seen: HashMap<BlockId, ()> = HashMap::new();
        let mut stack: Vec<(BlockId, Vec<BlockId>, usize)> = vec![(entry, succs(entry), 0)];
        seen.insert(entry, ());
        while let Some((b, ss, i)) = stack.last_mut() {
            if *i < ss.len() {
                let s = ss[*i];
                *i += 1;
                if seen.insert(s, ()).is_none() {
                    let next = succs(s);
                    stack.push((s, next, 0));
                }
            } else {
                post.push(*b);
                stack.pop();
            }
        }
        let rpo: Vec<BlockId> = post.iter().rev().copied().collect();
        for (i, &b) in rpo.iter().enumerate() {
            index.insert(b, i);
        }
        let mut preds: Vec<Vec<usize>> = vec![Vec::new(); rpo.len()];
        for (i, &b) in rpo.iter().enumerate() {
            for s in succs(b) {
                if let Some(&j) = index.get(&s) {
                    preds[j].push(i);
                }
            }
        }
        let mut idom: Vec<Option<usize>> = vec![None; rpo.len()];
        idom[0] = Some(0);
        let intersect = |idom: &[Option<usize>], mut a: usize, mut b: usize| {
            while a != b {
                while a > b {
                    a = idom[a].unwrap_or(0);
                }
                while b > a {
                    b = idom[b].unwrap_or(0);
                }
            }
            a
        };
        let mut changed = true;
        while changed {
            changed = false;
            for i in 1..rpo.len() {
                let mut new: Option<usize> = None;
                for &p in &preds[i] {
                    if idom[p].is_some() {
                        new = Some(match new {
                            None => p,
                            Some(n) => intersect(&idom, p, n),
                        });
                    }
                }
                if new.is_some() && idom[i] != new {
                    idom[i] = new;
                    changed = true;
                }
            }
        }
        let mut children: HashMap<BlockId, Vec<BlockId>> = HashMap::new();
        for i in 1..rpo.len() {
            if let Some(d) = idom[i] {
                children.entry(rpo[d]).or_default().push(rpo[i]);
            }
        }
        Some(DomTree { rpo, children })
    }
}
