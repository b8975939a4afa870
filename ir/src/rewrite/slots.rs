//! A set of arena slots as a bitset (region DCE's per-op and per-block
//! marks): membership is a load and a mask, where a hash set hashes and
//! probes.

use crate::support::entity::EntityHandle;
use std::marker::PhantomData;

/// A set of slot indices of one arena as a bitset: a bit per slot, so a
/// set over every op of a large input takes a few pages where a table of
/// generations takes one per thousand ops. It holds no generations: only
/// for a set used while no slot of the arena is freed and then reused
/// (a read-only walk, or one that erases but creates nothing).
pub(crate) struct SlotBits<H> {
    words: Vec<u64>,
    _handle: PhantomData<H>,
}

impl<H: EntityHandle> SlotBits<H> {
    /// An empty set with room for slots `0..slots` (zeroed memory: only
    /// the pages written are ever touched).
    pub(crate) fn with_slots(slots: usize) -> Self {
        SlotBits {
            words: vec![0; slots.div_ceil(64)],
            _handle: PhantomData,
        }
    }
    /// Whether `h`'s slot is in the set.
    #[inline]
    pub(crate) fn contains(&self, h: H) -> bool {
        let i = h.raw().index as usize;
        self.words
            .get(i / 64)
            .is_some_and(|w| w & (1u64 << (i % 64)) != 0)
    }
    /// Adds `h`'s slot; whether it was absent.
    #[inline]
    pub(crate) fn insert(&mut self, h: H) -> bool {
        let i = h.raw().index as usize;
        if i / 64 >= self.words.len() {
            self.words.resize(i / 64 + 1, 0);
        }
        let bit = 1u64 << (i % 64);
        let w = &mut self.words[i / 64];
        let fresh = *w & bit == 0;
        *w |= bit;
        fresh
    }
}
