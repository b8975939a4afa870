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

/// A map from handles of one arena to copyable values, as a table indexed
/// by their slots (the greedy driver's values of kept constants): a lookup
/// is a load and a compare, and clearing keeps the table's memory.
pub(crate) struct SlotMap<H, V> {
    /// Per slot: generation + 1 of the key and its value.
    entries: Vec<Option<(u32, V)>>,
    _handle: PhantomData<H>,
}

impl<H, V> Default for SlotMap<H, V> {
    fn default() -> Self {
        SlotMap {
            entries: Vec::new(),
            _handle: PhantomData,
        }
    }
}

impl<H: EntityHandle, V: Copy> SlotMap<H, V> {
    /// The value of `h`.
    #[inline]
    pub(crate) fn get(&self, h: H) -> Option<V> {
        let raw = h.raw();
        match self.entries.get(raw.index as usize) {
            Some(&Some((tag, v))) if tag == raw.generation.wrapping_add(1) => Some(v),
            _ => None,
        }
    }
    /// Sets the value of `h`.
    pub(crate) fn insert(&mut self, h: H, v: V) {
        let raw = h.raw();
        let i = raw.index as usize;
        if i >= self.entries.len() {
            self.entries
                .resize((i + 1).max(self.entries.len() * 2), None);
        }
        self.entries[i] = Some((raw.generation.wrapping_add(1), v));
    }
    /// Removes `h`.
    #[inline]
    pub(crate) fn remove(&mut self, h: H) {
        let raw = h.raw();
        if let Some(e) = self.entries.get_mut(raw.index as usize) {
            if e.is_some_and(|(tag, _)| tag == raw.generation.wrapping_add(1)) {
                *e = None;
            }
        }
    }
    /// Removes every entry.
    pub(crate) fn clear(&mut self) {
        self.entries.clear();
    }
}
