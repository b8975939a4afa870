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
    /// Per arena slot: generation + 1 in the high half, the position in
    /// `list` in the low half; 0 = absent (so a fresh table is zeroed
    /// memory, of which only the pages written are ever touched).
    pos: Vec<u64>,
    live: usize,
}

/// An entry of [`Worklist::pos`].
#[inline]
fn entry(generation: u32, at: usize) -> u64 {
    (u64::from(generation.wrapping_add(1)) << 32) | at as u64
}

impl Worklist {
    fn slot(&self, op: OpId) -> Option<usize> {
        let raw = op.raw();
        let e = *self.pos.get(raw.index as usize)?;
        ((e >> 32) as u32 == raw.generation.wrapping_add(1)).then_some(e as u32 as usize)
    }
    /// Makes the membership table cover `slots` arena slots at once (one
    /// zeroed allocation rather than copies as it grows).
    pub(crate) fn reserve_slots(&mut self, slots: usize) {
        if slots > self.pos.len() {
            let mut pos = vec![0u64; slots];
            pos[..self.pos.len()].copy_from_slice(&self.pos);
            self.pos = pos;
        }
    }
    /// Makes room for `n` more queued ops at once.
    pub(crate) fn reserve(&mut self, n: usize) {
        self.list.reserve(n);
    }
    /// Empties the list.
    pub(crate) fn clear(&mut self) {
        for op in self.list.drain(..).flatten() {
            if let Some(p) = self.pos.get_mut(op.raw().index as usize) {
                *p = 0;
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
            self.reserve_slots((i + 1).max(self.pos.len() * 2));
        }
        self.pos[i] = entry(raw.generation, self.list.len());
        self.list.push(Some(op));
        self.live += 1;
    }
    /// Takes the last queued op.
    pub(crate) fn pop(&mut self) -> Option<OpId> {
        while let Some(last) = self.list.pop() {
            if let Some(op) = last {
                self.pos[op.raw().index as usize] = 0;
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
            self.pos[op.raw().index as usize] = 0;
            self.live -= 1;
        }
    }
    /// Reverses the order (after a pre-order fill, so that pops follow it).
    pub(crate) fn reverse(&mut self) {
        self.list.reverse();
        for (i, op) in self.list.iter().enumerate() {
            if let Some(op) = op {
                let raw = op.raw();
                self.pos[raw.index as usize] = entry(raw.generation, i);
            }
        }
    }
}
