//! Dominator trees of a region's blocks (MLIR's `DominanceInfo`), for the
//! passes that walk blocks in dominance order (CSE).

use crate::core::context::Context;
use crate::core::storage::{BlockId, RegionId};
use crate::interfaces::{region_kind, RegionKind};
use std::collections::HashMap;

/// Whether values of `region` must dominate their uses (not a graph
/// region): regions of ops with the graph-region trait, or that their
/// `RegionKindInterface` calls graph regions, have no SSA dominance;
/// unregistered ops' regions do.
pub fn has_ssa_dominance(ctx: &Context, region: RegionId) -> bool {
    let Some(op) = ctx.region_parent_op(region) else {
        return true;
    };
    let index = ctx.op_regions(op).iter().position(|&r| r == region);
    region_kind(ctx, op, index.unwrap_or(0)) == RegionKind::SsaCfg
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

/// One region's dominator tree as LLVM builds it (`DominatorTreeBase`):
/// each block's immediate dominator, level, and children in the order of
/// LLVM's depth-first numbering (a stack of successors, the first popped
/// first), which is the order `llvm::depth_first` walks a subtree in.
struct LlvmDomTree {
    nodes: HashMap<BlockId, DomNode>,
}

struct DomNode {
    idom: Option<BlockId>,
    level: u32,
    children: Vec<BlockId>,
}

/// The successors of `b` as MLIR's `Block::getSuccessors` gives them: none
/// for an empty block or one alone in its region.
fn block_successors(ctx: &Context, b: BlockId) -> Vec<BlockId> {
    let alone = ctx
        .block_parent_region(b)
        .is_none_or(|r| ctx.region_blocks(r).len() == 1);
    match ctx.block_last_op(b) {
        Some(t) if !alone => ctx.successors(t).to_vec(),
        _ => Vec::new(),
    }
}

impl LlvmDomTree {
    fn new(ctx: &Context, region: RegionId) -> Option<LlvmDomTree> {
        let tree = DomTree::new(ctx, region)?;
        let entry = *tree.rpo.first()?;
        // LLVM's `runDFS`: a block is numbered when popped; its successors
        // are pushed last to first.
        let mut number: HashMap<BlockId, usize> = HashMap::new();
        let mut stack = vec![entry];
        while let Some(b) = stack.pop() {
            if number.contains_key(&b) {
                continue;
            }
            number.insert(b, number.len());
            stack.extend(block_successors(ctx, b).into_iter().rev());
        }
        let mut nodes: HashMap<BlockId, DomNode> = HashMap::new();
        nodes.insert(
            entry,
            DomNode {
                idom: None,
                level: 0,
                children: Vec::new(),
            },
        );
        // Parents come before children in reverse post-order.
        for &b in &tree.rpo {
            let mut kids = tree.children.get(&b).cloned().unwrap_or_default();
            kids.sort_by_key(|k| number.get(k).copied().unwrap_or(usize::MAX));
            let level = nodes.get(&b).map_or(0, |n| n.level);
            for &k in &kids {
                nodes.insert(
                    k,
                    DomNode {
                        idom: Some(b),
                        level: level + 1,
                        children: Vec::new(),
                    },
                );
            }
            if let Some(n) = nodes.get_mut(&b) {
                n.children = kids;
            }
        }
        Some(LlvmDomTree { nodes })
    }

    /// LLVM's `dominates(getNode(a), getNode(b))`: a block missing from the
    /// tree (unreachable, or created since it was built) is dominated by
    /// everything and dominates nothing but another missing block.
    fn dominates(&self, a: BlockId, b: BlockId) -> bool {
        let (Some(na), Some(mut nb)) = (self.nodes.get(&a), self.nodes.get(&b)) else {
            return !self.nodes.contains_key(&b);
        };
        let mut cur = b;
        while nb.level > na.level {
            let Some(p) = nb.idom else { return false };
            cur = p;
            nb = &self.nodes[&p];
        }
        cur == a
    }
}

/// MLIR's `DominanceInfo` over blocks: one dominator tree per region,
/// built on first use and kept until [`DominanceInfo::invalidate`] (a tree
/// that is out of date answers as LLVM's does, which is what passes that
/// invalidate sparingly, as `transformCFGToSCF`, rely on).
#[derive(Default)]
pub struct DominanceInfo {
    trees: HashMap<RegionId, Option<LlvmDomTree>>,
}

impl DominanceInfo {
    /// An empty cache.
    pub fn new() -> Self {
        Self::default()
    }

    /// Forgets the tree of `region` (not those of regions nested in it).
    pub fn invalidate(&mut self, region: RegionId) {
        self.trees.remove(&region);
    }

    fn tree(&mut self, ctx: &Context, region: RegionId) -> Option<&LlvmDomTree> {
        let multi = ctx.region_blocks(region).len() > 1;
        let entry = self.trees.entry(region).or_insert(None);
        if entry.is_none() && multi {
            *entry = LlvmDomTree::new(ctx, region);
        }
        entry.as_ref()
    }

    /// Whether `a` dominates `b` (`a == b`, or properly).
    pub fn dominates(&mut self, ctx: &Context, a: BlockId, b: BlockId) -> bool {
        a == b || self.properly_dominates(ctx, a, b)
    }

    /// MLIR's `properlyDominates(Block *, Block *)`: `b` (or the block of
    /// the region of `a` that holds it) is dominated by `a` and not `a`.
    pub fn properly_dominates(&mut self, ctx: &Context, a: BlockId, mut b: BlockId) -> bool {
        if a == b {
            return false;
        }
        let Some(region_a) = ctx.block_parent_region(a) else {
            return false;
        };
        if ctx.block_parent_region(b) != Some(region_a) {
            // The ancestor of `b` in `a`'s region.
            loop {
                let Some(op) = ctx.block_parent_op(b) else {
                    return false;
                };
                let Some(pb) = ctx.op_parent_block(op) else {
                    return false;
                };
                b = pb;
                if ctx.block_parent_region(b) == Some(region_a) {
                    break;
                }
            }
            if a == b {
                return true;
            }
        }
        self.tree(ctx, region_a).is_some_and(|t| t.dominates(a, b))
    }

    /// The blocks `block` dominates, itself first, in the depth-first
    /// pre-order of its dominator subtree (`llvm::depth_first(getNode(b))`);
    /// empty when the tree has no node for it.
    pub fn dominated_preorder(&mut self, ctx: &Context, block: BlockId) -> Vec<BlockId> {
        let Some(region) = ctx.block_parent_region(block) else {
            return Vec::new();
        };
        let Some(tree) = self.tree(ctx, region) else {
            return Vec::new();
        };
        if !tree.nodes.contains_key(&block) {
            return Vec::new();
        }
        let mut out = Vec::new();
        let mut stack = vec![block];
        while let Some(b) = stack.pop() {
            out.push(b);
            if let Some(n) = tree.nodes.get(&b) {
                stack.extend(n.children.iter().rev());
            }
        }
        out
    }

    /// The immediate dominator of `block` in its region (`getNode(b)->getIDom()`):
    /// `None` for an entry block, a block alone in its region, or a block
    /// missing from the tree (unreachable).
    pub fn idom(&mut self, ctx: &Context, block: BlockId) -> Option<BlockId> {
        let region = ctx.block_parent_region(block)?;
        self.tree(ctx, region)?.nodes.get(&block)?.idom
    }

    /// MLIR's `findNearestCommonDominator(Block *, Block *)`: both blocks
    /// lifted to their ancestors in the innermost region holding both
    /// (`None` when there is none), then their nearest common dominator in
    /// that region's tree (`None` when either is unreachable).
    pub fn nearest_common_dominator(
        &mut self,
        ctx: &Context,
        a: BlockId,
        b: BlockId,
    ) -> Option<BlockId> {
        if a == b {
            return Some(a);
        }
        // The ancestor blocks of a block, itself first.
        let chain = |mut x: BlockId| {
            let mut out = vec![x];
            while let Some(p) = ctx
                .block_parent_op(x)
                .and_then(|op| ctx.op_parent_block(op))
            {
                out.push(p);
                x = p;
            }
            out
        };
        let (chain_a, chain_b) = (chain(a), chain(b));
        let (a, b) = chain_a.iter().find_map(|&x| {
            let region = ctx.block_parent_region(x);
            chain_b
                .iter()
                .find(|&&y| ctx.block_parent_region(y) == region)
                .map(|&y| (x, y))
        })?;
        if a == b {
            return Some(a);
        }
        let region = ctx.block_parent_region(a)?;
        let tree = self.tree(ctx, region)?;
        let (mut na, mut nb) = (tree.nodes.get(&a)?, tree.nodes.get(&b)?);
        let (mut a, mut b) = (a, b);
        while a != b {
            if na.level < nb.level {
                std::mem::swap(&mut na, &mut nb);
                std::mem::swap(&mut a, &mut b);
            }
            a = na.idom?;
            na = tree.nodes.get(&a)?;
        }
        Some(a)
    }

    /// The node of `block` in its region's dominator tree: its level (the
    /// entry's is 0) and its children in LLVM's order; `None` when the
    /// region has one block or the block is not in the tree (unreachable).
    pub fn tree_node(&mut self, ctx: &Context, block: BlockId) -> Option<(u32, Vec<BlockId>)> {
        let region = ctx.block_parent_region(block)?;
        let node = self.tree(ctx, region)?.nodes.get(&block)?;
        Some((node.level, node.children.clone()))
    }
}

/// The blocks of `region` reachable from its entry, in depth-first
/// pre-order of the successor lists (`llvm::depth_first`).
pub fn depth_first_blocks(ctx: &Context, region: RegionId) -> Vec<BlockId> {
    let Some(entry) = ctx.region_entry(region) else {
        return Vec::new();
    };
    let mut seen: std::collections::HashSet<BlockId> = std::collections::HashSet::new();
    let mut out = vec![entry];
    seen.insert(entry);
    // (block, index of the next successor to visit)
    let mut stack: Vec<(BlockId, usize)> = vec![(entry, 0)];
    while let Some(top) = stack.last_mut() {
        let (b, i) = *top;
        let succ = ctx
            .block_last_op(b)
            .and_then(|t| ctx.successors(t).get(i).copied());
        match succ {
            Some(s) => {
                top.1 += 1;
                if seen.insert(s) {
                    out.push(s);
                    stack.push((s, 0));
                }
            }
            None => {
                stack.pop();
            }
        }
    }
    out
}
