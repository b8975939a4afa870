//! Uniquing tables: equal values share one handle.

use std::collections::HashMap;
use std::hash::Hash;

/// An interner mapping values to dense `u32` ids and back.
pub(crate) struct Interner<T: Hash + Eq + Clone> {
    map: HashMap<T, u32>,
    items: Vec<T>,
}

impl<T: Hash + Eq + Clone> Default for Interner<T> {
    fn default() -> Self {
        Interner {
            map: HashMap::new(),
            items: Vec::new(),
        }
    }
}

impl<T: Hash + Eq + Clone> Interner<T> {
    /// The id of `value`, inserting it if new.
    pub(crate) fn intern(&mut self, value: T) -> u32 {
        if let Some(&id) = self.map.get(&value) {
            return id;
        }
        let id = self.items.len() as u32;
        self.items.push(value.clone());
        self.map.insert(value, id);
        id
    }

    /// The value behind an id.
    #[inline]
    pub(crate) fn get(&self, id: u32) -> &T {
        &self.items[id as usize]
    }
}

/// Interned strings (identifiers, file names, attribute names).
#[derive(Default)]
pub(crate) struct StrInterner {
    map: HashMap<Box<str>, u32>,
    items: Vec<Box<str>>,
}

impl StrInterner {
    pub(crate) fn intern(&mut self, s: &str) -> u32 {
        if let Some(&id) = self.map.get(s) {
            return id;
        }
        let id = self.items.len() as u32;
        self.items.push(s.into());
        self.map.insert(s.into(), id);
        id
    }
    pub(crate) fn lookup(&self, s: &str) -> Option<u32> {
        self.map.get(s).copied()
    }
    #[inline]
    pub(crate) fn get(&self, id: u32) -> &str {
        &self.items[id as usize]
    }
}

/// A small, fast, non-cryptographic hasher (FxHash) for internal maps keyed by handles.
#[derive(Default, Clone, Copy)]
pub(crate) struct FxHasher {
    hash: u64,
}

const SEED: u64 = 0x51_7c_c1_b7_27_22_0a_95;

impl std::hash::Hasher for FxHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut b = [0u8; 8];
            b[..chunk.len()].copy_from_slice(chunk);
            self.write_u64(u64::from_le_bytes(b));
        }
    }
    #[inline]
    fn write_u8(&mut self, i: u8) {
        self.write_u64(i as u64);
    }
    #[inline]
    fn write_u32(&mut self, i: u32) {
        self.write_u64(i as u64);
    }
    #[inline]
    fn write_u64(&mut self, i: u64) {
        self.hash = (self.hash.rotate_left(5) ^ i).wrapping_mul(SEED);
    }
    #[inline]
    fn write_usize(&mut self, i: usize) {
        self.write_u64(i as u64);
    }
    #[inline]
    fn finish(&self) -> u64 {
        self.hash
    }
}

/// Hash map using [`FxHasher`].
pub(crate) type FxHashMap<K, V> = HashMap<K, V, std::hash::BuildHasherDefault<FxHasher>>;
