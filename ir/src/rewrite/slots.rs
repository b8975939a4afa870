//! A set of arena handles as a table indexed by their slots (the greedy
//! driver's and region DCE's per-op and per-block marks): membership is a
//! load and a compare, where a hash set hashes and probes. Each entry holds
//! the handle's generation, so a stale handle never matches a new entity in
//! the same slot.

use crate::support::entity::EntityHandle;
use std::marker::PhantomData;

/// A set of handles of one arena.
pub(crate) struct SlotSet<H> {
    /// Per slot: generation + 1 of the member, 0 for none.
    tags: Vec<u32>,
    _handle: PhantomData<H>,
}

impl<H> Default for SlotSet<H> {
    fn default() -> Self {
        SlotSet {
            tags: Vec::new(),
            _handle: PhantomData,
        }
    }
}

impl<H: EntityHandle> SlotSet<H> {
    /// Whether `h` is in the set.
    #[inline]
    pub(crate) fn contains(&self, h: H) -> bool {
        let raw = h.raw();
        self.tags.get(raw.index as usize) == Some(&raw.generation.wrapping_add(1))
    }
    /// Adds `h`; whether it was absent.
    #[inline]
    pub(crate) fn insert(&mut self, h: H) -> bool {
        let raw = h.raw();
        let i = raw.index as usize;
        if i >= self.tags.len() {
            self.tags.resize((i + 1).max(self.tags.len() * 2), 0);
        }
        let tag = raw.generation.wrapping_add(1);
        let fresh = self.tags[i] != tag;
        self.tags[i] = tag;
        fresh
    }
}
