//! The greedy driver's worklist (upstream's `Worklist` in
//! `GreedyPatternRewriteDriver.cpp`): LIFO, each op at most once, removal
//! of any op in constant time.

use crate::core::storage::OpId;
use crate::support::entity::EntityHandle;

/// A LIFO worklist with set semantics and removal. Membership is a side
/// table indexed by the op's arena slot, holding its generation and
/// position, so a stale handle never matches a new op in the same slot.
#[derive(Default)]
pub(crate) struct Worklist {
    list: Vec<Option<OpId>>,
    /// Per arena slot: (generation + 1, position in `list`); 0 = absent.
    pos: Vec<(u32, u32)>,
    live: usize,
}

impl Worklist {
    fn slot(&self, op: OpId) -> Option<usize> {
        let raw = op.raw();
        let i = raw.index as usize;
        let (tag, at) = *self.pos.get(i)?;
        (tag == raw.generation.wrapping_add(1)).then_some(at as usize)
    }
    /// Empties the list.
    pub(crate) fn clear(&mut self) {
        for op in self.list.drain(..).flatten() {
            if let Some(p) = self.pos.get_mut(op.raw().index as usize) {
                *p = (0, 0);
            }
        }
        self.live = 0;
    }
    /// Whether no op is queued.
    pub(crate) fn is_empty(&self) -> bool {
        self.live == 0
    }
    /// Appends `op` unless it is queued already.
    pub(crate) fn push(&mut self, op: OpId) {
        if self.slot(op).is_some() {
            return;
        }
        let raw = op.raw();
        let i = raw.index as usize;
        if i >= self.pos.len() {
            self.pos.resize((i + 1).max(self.pos.len() * 2), (0, 0));
        }
        self.pos[i] = (raw.generation.wrapping_add(1), self.list.len() as u32);
        self.list.push(Some(op));
        self.live += 1;
    }
    /// Takes the last queued op.
    pub(crate) fn pop(&mut self) -> Option<OpId> {
        while let Some(last) = self.list.pop() {
            if let Some(op) = last {
                self.pos[op.raw().index as usize] = (0, 0);
                self.live -= 1;
                while matches!(self.list.last(), Some(None)) {
                    self.list.pop();
                }
                return Some(op);
            }
        }
        None
    }
    /// Removes `op` if it is queued.
    pub(crate) fn remove(&mut self, op: OpId) {
        if let Some(at) = self.slot(op) {
            self.list[at] = None;
            self.pos[op.raw().index as usize] = (0, 0);
            self.live -= 1;
        }
    }
    /// Reverses the order (after a pre-order fill, so that pops follow it).
    pub(crate) fn reverse(&mut self) {
        self.list.reverse();
        for (i, op) in self.list.iter().enumerate() {
            if let Some(op) = op {
                self.pos[op.raw().index as usize].1 = i as u32;
            }
        }
    }
}
