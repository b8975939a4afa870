//! The CFG as `transformCFGToSCF` sees it: edges (a block and a successor
//! index, read live), successors as `Block::getSuccessors` gives them,
//! predecessors in use-list order, and LLVM's lazy `scc_iterator`, which
//! keeps walking the graph while the caller changes it.

use std::collections::HashMap;

use crate::core::context::Context;
use crate::core::storage::{BlockId, IrError, OpId, Value};
use crate::interfaces::control_flow::{branch_successor_operands, set_successor_operands};

/// An edge of the CFG: successor `index` of `from`'s terminator (MLIR's
/// `Edge` of `CFGToSCF.cpp`). The successor is read when asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Edge {
    pub(super) from: BlockId,
    pub(super) index: usize,
}

impl Edge {
    pub(super) fn terminator(self, ctx: &Context) -> Option<OpId> {
        ctx.block_last_op(self.from)
    }
    pub(super) fn successor(self, ctx: &Context) -> Option<BlockId> {
        let t = self.terminator(ctx)?;
        ctx.successors(t).get(self.index).copied()
    }
    pub(super) fn set_successor(self, ctx: &mut Context, to: BlockId) -> Result<(), IrError> {
        let t = self.terminator(ctx).ok_or(IrError::OutOfRange)?;
        ctx.set_successor(t, self.index, to)
    }
    /// The operands the edge forwards to its successor's arguments.
    pub(super) fn operands(self, ctx: &Context) -> Vec<Value> {
        let Some(t) = self.terminator(ctx) else {
            return Vec::new();
        };
        match branch_successor_operands(ctx, t, self.index) {
            Some(s) => s.forwarded.map(|i| ctx.operand(t, i)).collect(),
            None => Vec::new(),
        }
    }
    pub(super) fn set_operands(self, ctx: &mut Context, values: &[Value]) -> Result<(), IrError> {
        let t = self.terminator(ctx).ok_or(IrError::OutOfRange)?;
        set_successor_operands(ctx, t, self.index, values)
    }
    /// Appends `values` to the forwarded operands.
    pub(super) fn append_operands(
        self,
        ctx: &mut Context,
        values: &[Value],
    ) -> Result<(), IrError> {
        let mut ops = self.operands(ctx);
        ops.extend_from_slice(values);
        self.set_operands(ctx, &ops)
    }
}

/// The successors of `b` (`Block::getSuccessors`: none for an empty block
/// or one alone in its region).
pub(super) fn successors(ctx: &Context, b: BlockId) -> Vec<BlockId> {
    let alone = ctx
        .block_parent_region(b)
        .is_none_or(|r| ctx.region_blocks(r).len() == 1);
    match ctx.block_last_op(b) {
        Some(t) if !alone => ctx.successors(t).to_vec(),
        _ => Vec::new(),
    }
}

/// The edges out of `b`, one per successor.
pub(super) fn successor_edges(ctx: &Context, b: BlockId) -> Vec<Edge> {
    (0..successors(ctx, b).len())
        .map(|index| Edge { from: b, index })
        .collect()
}

/// The edges into `b`, in MLIR's predecessor order.
pub(super) fn predecessor_edges(ctx: &Context, b: BlockId) -> Vec<Edge> {
    ctx.block_predecessor_edges(b)
        .into_iter()
        .map(|(from, _, index)| Edge { from, index })
        .collect()
}

/// `Block::getSinglePredecessor`.
pub(super) fn single_predecessor(ctx: &Context, b: BlockId) -> Option<BlockId> {
    match ctx.block_predecessor_edges(b).as_slice() {
        [(p, _, _)] => Some(*p),
        _ => None,
    }
}

/// LLVM's `scc_iterator` over blocks (Tarjan's algorithm, suspended after
/// each component): the successors of a block on the stack are read again
/// at each step, so the walk goes on over a graph changed in between.
pub(super) struct SccIter {
    visit_num: u32,
    numbers: HashMap<BlockId, u32>,
    scc_stack: Vec<BlockId>,
    /// (block, next successor index, lowest visit number reached).
    visit_stack: Vec<(BlockId, usize, u32)>,
    /// The current component, in the order Tarjan's stack gives it.
    pub(super) current: Vec<BlockId>,
}

impl SccIter {
    pub(super) fn new(ctx: &Context, entry: BlockId) -> SccIter {
        let mut it = SccIter {
            visit_num: 0,
            numbers: HashMap::new(),
            scc_stack: Vec::new(),
            visit_stack: Vec::new(),
            current: Vec::new(),
        };
        it.visit_one(entry);
        it.advance(ctx);
        it
    }

    fn visit_one(&mut self, b: BlockId) {
        self.visit_num += 1;
        self.numbers.insert(b, self.visit_num);
        self.scc_stack.push(b);
        self.visit_stack.push((b, 0, self.visit_num));
    }

    fn visit_children(&mut self, ctx: &Context) {
        while let Some(&(b, next, _)) = self.visit_stack.last() {
            let succs = successors(ctx, b);
            if next >= succs.len() {
                return;
            }
            if let Some(top) = self.visit_stack.last_mut() {
                top.1 += 1;
            }
            let child = succs[next];
            match self.numbers.get(&child) {
                None => self.visit_one(child),
                Some(&n) => {
                    if let Some(top) = self.visit_stack.last_mut() {
                        top.2 = top.2.min(n);
                    }
                }
            }
        }
    }

    /// Moves to the next component (`current` is empty at the end).
    pub(super) fn advance(&mut self, ctx: &Context) {
        self.current.clear();
        while !self.visit_stack.is_empty() {
            self.visit_children(ctx);
            let Some((visiting, _, min)) = self.visit_stack.pop() else {
                break;
            };
            if let Some(top) = self.visit_stack.last_mut() {
                top.2 = top.2.min(min);
            }
            if self.numbers.get(&visiting) != Some(&min) {
                continue;
            }
            while let Some(b) = self.scc_stack.pop() {
                self.current.push(b);
                self.numbers.insert(b, u32::MAX);
                if b == visiting {
                    break;
                }
            }
            return;
        }
    }

    /// Whether the current component is a cycle (several blocks, or one
    /// branching to itself).
    pub(super) fn has_cycle(&self, ctx: &Context) -> bool {
        match self.current.as_slice() {
            [b] => successors(ctx, *b).contains(b),
            s => s.len() > 1,
        }
    }
}
