//! The parameters of a dialect type or attribute, stored type-erased.
//!
//! A generated `FooTypeStorage` is a plain
//! `#[derive(Clone, PartialEq, Eq, Hash, Debug)]` struct; the blanket
//! implementation of [`ParamStorage`] lets the context keep it behind a
//! `dyn` and still compare and hash it for uniquing (MLIR's `TypeStorage`
//! `KeyTy`, `operator==` and `hashKey`). A parameter with a custom
//! comparator gets hand-written `PartialEq`/`Hash` implementations instead
//! of the derived ones; nothing here changes.

use std::any::{Any, TypeId};
use std::fmt::Debug;
use std::hash::{Hash, Hasher};

/// What the context needs of a parameter struct: comparison, hashing,
/// cloning and downcasting through a `dyn`. Implemented for every
/// `T: Any + Clone + Eq + Hash + Debug`; do not implement it by hand.
pub trait ParamStorage: Any + Debug {
    /// Whether `other` holds the same type with an equal value.
    fn dyn_eq(&self, other: &dyn ParamStorage) -> bool;
    /// Feeds the value to `state` (as `Hash::hash` does).
    fn dyn_hash(&self, state: &mut dyn Hasher);
    /// The value as `Any`, to downcast.
    fn as_any(&self) -> &dyn Any;
    /// A boxed copy.
    fn clone_box(&self) -> Box<dyn ParamStorage>;
}

impl<T: Any + Clone + Eq + Hash + Debug> ParamStorage for T {
    fn dyn_eq(&self, other: &dyn ParamStorage) -> bool {
        other.as_any().downcast_ref::<T>() == Some(self)
    }
    fn dyn_hash(&self, mut state: &mut dyn Hasher) {
        self.hash(&mut state);
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn clone_box(&self) -> Box<dyn ParamStorage> {
        Box::new(self.clone())
    }
}

/// The parameters of one dialect type or attribute, as the context stores
/// them ([`TypeData::Dialect`](crate::core::types::TypeData::Dialect),
/// [`AttrData::Dialect`](crate::core::attrs::AttrData::Dialect)).
///
/// A newtype rather than a bare `Box<dyn ParamStorage>`: the box itself
/// would satisfy the blanket implementation, and `params.as_any()` would
/// then downcast the box instead of the struct in it.
pub struct DialectParams(Box<dyn ParamStorage>);

impl DialectParams {
    /// Wraps a parameter struct.
    pub fn new<P: ParamStorage>(params: P) -> Self {
        DialectParams(Box::new(params))
    }
    /// The parameter struct, if it is a `P`.
    #[inline]
    pub fn get<P: 'static>(&self) -> Option<&P> {
        self.0.as_any().downcast_ref::<P>()
    }
    /// The Rust type of the parameter struct (which identifies the
    /// definition it belongs to).
    pub fn storage_type(&self) -> TypeId {
        self.0.as_any().type_id()
    }
    /// The parameter struct behind the `dyn`.
    pub fn storage(&self) -> &dyn ParamStorage {
        &*self.0
    }
}

impl Clone for DialectParams {
    fn clone(&self) -> Self {
        DialectParams(self.0.clone_box())
    }
}

impl PartialEq for DialectParams {
    fn eq(&self, other: &Self) -> bool {
        self.0.dyn_eq(&*other.0)
    }
}

impl Eq for DialectParams {}

impl Hash for DialectParams {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.0.dyn_hash(state);
    }
}

impl Debug for DialectParams {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        Debug::fmt(&*self.0, f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::hash_map::DefaultHasher;

    #[derive(Clone, PartialEq, Eq, Hash, Debug)]
    struct A {
        x: i64,
        s: String,
    }

    #[derive(Clone, PartialEq, Eq, Hash, Debug)]
    struct B {
        x: i64,
        s: String,
    }

    fn hash_of(p: &DialectParams) -> u64 {
        let mut h = DefaultHasher::new();
        p.hash(&mut h);
        h.finish()
    }

    #[test]
    fn equal_values_of_one_type_compare_and_hash_equal() {
        let a1 = DialectParams::new(A {
            x: 1,
            s: "s".into(),
        });
        let a2 = a1.clone();
        let a3 = DialectParams::new(A {
            x: 2,
            s: "s".into(),
        });
        assert_eq!(a1, a2);
        assert_eq!(hash_of(&a1), hash_of(&a2));
        assert_ne!(a1, a3);
        assert_eq!(a1.get::<A>().map(|a| a.x), Some(1));
        assert!(a1.get::<B>().is_none());
        assert_eq!(a1.storage_type(), TypeId::of::<A>());
    }

    #[test]
    fn equal_fields_of_different_types_differ() {
        let a = DialectParams::new(A {
            x: 1,
            s: "s".into(),
        });
        let b = DialectParams::new(B {
            x: 1,
            s: "s".into(),
        });
        assert_ne!(a, b);
        assert_eq!(format!("{a:?}"), "A { x: 1, s: \"s\" }");
    }
}
