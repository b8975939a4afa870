//! Uniquing tables: equal values share one handle.

use std::collections::HashMap;
use std::hash::{Hash, Hasher};

/// An interner mapping values to dense `u32` ids and back. Each value is
/// stored once: the map goes from a (32-bit folded) hash to the first id
/// with that hash, and ids with equal hashes are chained.
pub(crate) struct Interner<T: Hash + Eq> {
    heads: FxHashMap<u32, u32>,
    chain: Vec<u32>,
    items: Vec<T>,
}

impl<T: Hash + Eq> Default for Interner<T> {
    fn default() -> Self {
        Interner {
            heads: FxHashMap::default(),
            chain: Vec::new(),
            items: Vec::new(),
        }
    }
}

fn fx_hash<T: Hash + ?Sized>(v: &T) -> u32 {
    let mut h = FxHasher::default();
    v.hash(&mut h);
    let h = h.finish();
    (h ^ (h >> 32)) as u32
}

impl<T: Hash + Eq> Interner<T> {
    /// The id of `value`, inserting it if new.
    pub(crate) fn intern(&mut self, value: T) -> u32 {
        let h = fx_hash(&value);
        let id = self.items.len() as u32;
        // One probe of the table: a new hash is inserted where it was looked up.
        let head = match self.heads.entry(h) {
            std::collections::hash_map::Entry::Vacant(e) => {
                e.insert(id);
                u32::MAX
            }
            std::collections::hash_map::Entry::Occupied(mut e) => {
                let head = *e.get();
                let mut cur = head;
                while cur != u32::MAX {
                    if self.items[cur as usize] == value {
                        return cur;
                    }
                    cur = self.chain[cur as usize];
                }
                e.insert(id);
                head
            }
        };
        self.items.push(value);
        self.chain.push(head);
        id
    }

    /// The id of `value`, if it is interned.
    pub(crate) fn lookup(&self, value: &T) -> Option<u32> {
        let mut cur = *self.heads.get(&fx_hash(value))?;
        while cur != u32::MAX {
            if self.items[cur as usize] == *value {
                return Some(cur);
            }
            cur = self.chain[cur as usize];
        }
        None
    }

    /// Appends a value without entering it in the hash index: for values
    /// whose uniqueness another index guarantees (see `FileLocIndex`).
    pub(crate) fn push_unindexed(&mut self, value: T) -> u32 {
        let id = self.items.len() as u32;
        self.items.push(value);
        self.chain.push(u32::MAX);
        id
    }

    /// The value behind an id.
    #[inline]
    pub(crate) fn get(&self, id: u32) -> &T {
        &self.items[id as usize]
    }

    /// Every value, by id.
    pub(crate) fn values(&self) -> &[T] {
        &self.items
    }
}

/// Interned strings (identifiers, file names, attribute names).
#[derive(Default)]
pub(crate) struct StrInterner {
    map: FxHashMap<Box<str>, u32>,
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

impl Hasher for FxHasher {
    /// Eight bytes at a time, the last word zero-padded. (Whole words and
    /// the tail are read without a variable-length copy, which compiled to
    /// a `memcpy` call per word: a call per SSA name, op name or
    /// identifier hashed.)
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        let mut words = bytes.chunks_exact(8);
        for w in &mut words {
            let mut b = [0u8; 8];
            b.copy_from_slice(w);
            self.write_u64(u64::from_le_bytes(b));
        }
        let tail = words.remainder();
        if !tail.is_empty() {
            let w = tail
                .iter()
                .rev()
                .fold(0u64, |w, &c| (w << 8) | u64::from(c));
            self.write_u64(w);
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
        // The multiply leaves entropy in the high bits; rotate it into the
        // low bits the hash table indexes with.
        self.hash.rotate_left(26)
    }
}

/// `s` packed with its length into one integer when it has at most 15
/// bytes, for tables of short names hashed and compared without their
/// text (the parser's SSA and op names, the printer's used value names).
/// Distinct strings give distinct values: one of `n` bytes lies in
/// `[n * 256^n, (n + 1) * 256^n)`.
#[inline]
pub(crate) fn pack_short_str(s: &str) -> Option<u128> {
    let b = s.as_bytes();
    if b.len() > 15 {
        return None;
    }
    let mut k = b.len() as u128;
    for &c in b {
        k = (k << 8) | u128::from(c);
    }
    Some(k)
}

/// Hash map using [`FxHasher`].
pub(crate) type FxHashMap<K, V> = HashMap<K, V, std::hash::BuildHasherDefault<FxHasher>>;
/// A `HashSet` with the fast (non-DoS-resistant) Fx hash.
pub(crate) type FxHashSet<K> =
    std::collections::HashSet<K, std::hash::BuildHasherDefault<FxHasher>>;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn packed_short_strings_are_distinct() {
        let names = [
            "",
            "a",
            "b",
            "ab",
            "ba",
            "a\u{1}",
            "v1",
            "v12",
            "v123",
            "arg0",
            "c0_i32",
            "123456789012345",
            "123456789012346",
        ];
        let keys: Vec<u128> = names
            .iter()
            .map(|n| pack_short_str(n).expect("short"))
            .collect();
        for (i, a) in keys.iter().enumerate() {
            for b in &keys[i + 1..] {
                assert_ne!(a, b);
            }
        }
        assert_eq!(pack_short_str("1234567890123456"), None);
    }

    /// The word-wise `write` hashes as zero-padded little-endian words.
    #[test]
    fn fx_write_pads_the_last_word_with_zeros() {
        for len in 0..=17 {
            let bytes: Vec<u8> = (1..=len as u8).collect();
            let mut h = FxHasher::default();
            h.write(&bytes);
            let mut expected = FxHasher::default();
            for chunk in bytes.chunks(8) {
                let mut b = [0u8; 8];
                b[..chunk.len()].copy_from_slice(chunk);
                expected.write_u64(u64::from_le_bytes(b));
            }
            assert_eq!(h.finish(), expected.finish(), "{len} bytes");
        }
    }
}
