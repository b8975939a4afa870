//! Generational arenas: flat storage addressed by typed, `Copy` handles.
//!
//! Every slot carries a generation counter. Erasing an item bumps the
//! generation, so a handle kept across an erase no longer matches its slot and
//! every lookup through it reports [`StaleHandle`] instead of silently reading
//! whatever reused the slot.

use std::fmt;
use std::marker::PhantomData;

/// Error returned when a handle refers to an erased (or never created) item.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StaleHandle {
    /// What kind of item the handle names (`"operation"`, `"block"`, ...).
    pub kind: &'static str,
    /// Slot index of the handle.
    pub index: u32,
}

impl fmt::Display for StaleHandle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "stale or invalid {} handle (slot {})",
            self.kind, self.index
        )
    }
}

impl std::error::Error for StaleHandle {}

/// A raw generational index: slot number plus the generation it was created in.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct RawHandle {
    /// Slot index.
    pub index: u32,
    /// Generation of the slot when the handle was issued.
    pub generation: u32,
}

/// Items stored in an [`Arena`] implement this to convert to and from handles.
pub trait EntityHandle: Copy {
    /// Human-readable name of the entity kind (used in [`StaleHandle`]).
    const KIND: &'static str;
    /// Wraps a raw handle.
    fn from_raw(raw: RawHandle) -> Self;
    /// Unwraps to the raw handle.
    fn raw(self) -> RawHandle;
}

struct Slot<T> {
    generation: u32,
    /// While the slot is free: the next free slot (`NO_SLOT` at the end of
    /// the list). The free list lives in the slots themselves, so freeing
    /// many items at once grows no side list (for an operation the field
    /// sits in what was the generation's padding).
    next_free: u32,
    value: Option<T>,
}

/// The end of an arena's free list.
const NO_SLOT: u32 = u32::MAX;

/// The size of an arena slot holding a `T` (for the layout tests).
#[cfg(test)]
pub(crate) const fn slot_size<T>() -> usize {
    std::mem::size_of::<Slot<T>>()
}

/// A generational arena of `T` addressed by handles of type `H`.
pub struct Arena<H, T> {
    slots: Vec<Slot<T>>,
    /// The most recently freed slot (the free list is LIFO), or `NO_SLOT`.
    free: u32,
    live: usize,
    _h: PhantomData<H>,
}

impl<H: EntityHandle, T> Default for Arena<H, T> {
    fn default() -> Self {
        Self::new()
    }
}

impl<H: EntityHandle, T> Arena<H, T> {
    /// An empty arena.
    pub fn new() -> Self {
        Arena {
            slots: Vec::new(),
            free: NO_SLOT,
            live: 0,
            _h: PhantomData,
        }
    }

    /// Makes room for `additional` more items without moving the stored
    /// ones later; a reservation the allocator refuses is skipped (the
    /// arena then grows as it fills).
    pub fn reserve(&mut self, additional: usize) {
        let _ = self.slots.try_reserve_exact(additional);
    }

    /// Stores `value` and returns its handle (reusing a freed slot if any).
    pub fn alloc(&mut self, value: T) -> H {
        self.live += 1;
        if self.free != NO_SLOT {
            let index = self.free;
            let slot = &mut self.slots[index as usize];
            self.free = slot.next_free;
            slot.value = Some(value);
            H::from_raw(RawHandle {
                index,
                generation: slot.generation,
            })
        } else {
            let index = self.slots.len() as u32;
            self.slots.push(Slot {
                generation: 0,
                next_free: NO_SLOT,
                value: Some(value),
            });
            H::from_raw(RawHandle {
                index,
                generation: 0,
            })
        }
    }

    /// Removes the item, invalidating every handle to it.
    pub fn remove(&mut self, h: H) -> Result<T, StaleHandle> {
        let raw = h.raw();
        let err = StaleHandle {
            kind: H::KIND,
            index: raw.index,
        };
        let slot = self.slots.get_mut(raw.index as usize).ok_or(err)?;
        if slot.generation != raw.generation || slot.value.is_none() {
            return Err(err);
        }
        slot.generation = slot.generation.wrapping_add(1);
        // The last generation is never issued (it marks "none" in a
        // `PackedOpt`): the slot is retired instead of reused.
        if slot.generation != u32::MAX {
            slot.next_free = self.free;
            self.free = raw.index;
        }
        self.live -= 1;
        Ok(slot.value.take().expect("checked above"))
    }

    /// Shared access, or [`StaleHandle`].
    #[inline]
    pub fn get(&self, h: H) -> Result<&T, StaleHandle> {
        let raw = h.raw();
        match self.slots.get(raw.index as usize) {
            Some(Slot {
                generation,
                value: Some(v),
                ..
            }) if *generation == raw.generation => Ok(v),
            _ => Err(StaleHandle {
                kind: H::KIND,
                index: raw.index,
            }),
        }
    }

    /// Mutable access, or [`StaleHandle`].
    #[inline]
    pub fn get_mut(&mut self, h: H) -> Result<&mut T, StaleHandle> {
        let raw = h.raw();
        match self.slots.get_mut(raw.index as usize) {
            Some(Slot {
                generation,
                value: Some(v),
                ..
            }) if *generation == raw.generation => Ok(v),
            _ => Err(StaleHandle {
                kind: H::KIND,
                index: raw.index,
            }),
        }
    }

    /// The handle of slot `index` in its current generation (a handle
    /// that names nothing when the slot is empty or out of range).
    #[inline]
    pub fn handle_at(&self, index: u32) -> H {
        let generation = self
            .slots
            .get(index as usize)
            .map_or(u32::MAX, |s| s.generation);
        H::from_raw(RawHandle { index, generation })
    }

    /// The live item in slot `index`, whatever its generation (for links
    /// that hold a slot without its generation and only ever name live
    /// items).
    #[inline]
    pub fn get_at(&self, index: u32) -> Option<&T> {
        self.slots
            .get(index as usize)
            .and_then(|s| s.value.as_ref())
    }

    /// Mutable access to the live item in slot `index`, whatever its
    /// generation (see [`Arena::get_at`]).
    #[inline]
    pub fn get_at_mut(&mut self, index: u32) -> Option<&mut T> {
        self.slots
            .get_mut(index as usize)
            .and_then(|s| s.value.as_mut())
    }

    /// Whether the handle still names a live item.
    #[inline]
    pub fn contains(&self, h: H) -> bool {
        self.get(h).is_ok()
    }

    /// Number of slots, live or free (one past the largest index issued).
    pub fn slot_count(&self) -> usize {
        self.slots.len()
    }

    /// Number of live items.
    pub fn len(&self) -> usize {
        self.live
    }

    /// Whether no item is live.
    pub fn is_empty(&self) -> bool {
        self.live == 0
    }
}

/// An `Option<H>` in the size of `H` (8 bytes instead of 12): "none" is a
/// handle of the generation no arena issues.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct PackedOpt<H>(RawHandle, PhantomData<H>);

impl<H: EntityHandle> PackedOpt<H> {
    /// No handle.
    pub const NONE: Self = PackedOpt(
        RawHandle {
            index: u32::MAX,
            generation: u32::MAX,
        },
        PhantomData,
    );
    /// The handle, if any.
    #[inline]
    pub fn get(self) -> Option<H> {
        (self.0.generation != u32::MAX).then(|| H::from_raw(self.0))
    }
    /// Whether there is a handle.
    #[inline]
    pub fn is_some(self) -> bool {
        self.0.generation != u32::MAX
    }
}

impl<H: EntityHandle> From<Option<H>> for PackedOpt<H> {
    #[inline]
    fn from(h: Option<H>) -> Self {
        h.map_or(Self::NONE, |h| PackedOpt(h.raw(), PhantomData))
    }
}

impl<H: EntityHandle + fmt::Debug> fmt::Debug for PackedOpt<H> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.get().fmt(f)
    }
}

macro_rules! entity_handle {
    ($(#[$m:meta])* $name:ident, $kind:expr) => {
        $(#[$m])*
        #[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(pub(crate) $crate::support::entity::RawHandle);

        impl $crate::support::entity::EntityHandle for $name {
            const KIND: &'static str = $kind;
            #[inline]
            fn from_raw(raw: $crate::support::entity::RawHandle) -> Self {
                $name(raw)
            }
            #[inline]
            fn raw(self) -> $crate::support::entity::RawHandle {
                self.0
            }
        }

        impl std::fmt::Debug for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                write!(f, "{}({}v{})", stringify!($name), self.0.index, self.0.generation)
            }
        }
    };
}
pub(crate) use entity_handle;

#[cfg(test)]
mod tests {
    use super::*;
    entity_handle!(
        /// test handle
        H,
        "thing"
    );

    #[test]
    fn stale_handles_are_detected() {
        let mut a: Arena<H, i32> = Arena::new();
        let h = a.alloc(1);
        assert_eq!(*a.get(h).unwrap(), 1);
        a.remove(h).unwrap();
        assert!(a.get(h).is_err());
        let h2 = a.alloc(2);
        assert_eq!(h2.0.index, h.0.index);
        assert!(
            a.get(h).is_err(),
            "reused slot must not answer to the old handle"
        );
        assert_eq!(*a.get(h2).unwrap(), 2);
        assert!(a.remove(h).is_err());
        assert_eq!(a.len(), 1);
    }

    #[test]
    fn packed_options_hold_any_issued_handle() {
        let mut a: Arena<H, i32> = Arena::new();
        let h = a.alloc(1);
        assert_eq!(PackedOpt::from(Some(h)).get(), Some(h));
        assert_eq!(PackedOpt::<H>::from(None).get(), None);
        assert_eq!(std::mem::size_of::<PackedOpt<H>>(), 8);
        // A slot whose generation reaches the "none" marker is retired.
        a.slots[h.0.index as usize].generation = u32::MAX - 1;
        let h = H(RawHandle {
            index: h.0.index,
            generation: u32::MAX - 1,
        });
        a.remove(h).unwrap();
        let h2 = a.alloc(2);
        assert_ne!(h2.0.index, h.0.index);
        assert!(PackedOpt::from(Some(h2)).is_some());
    }
}
