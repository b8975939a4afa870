//! The ground layer: storage and text utilities that know nothing of the IR
//! (MLIR's `Support/`). Every other layer may use it; it uses none.
//!
//! * [`entity`]: generational arenas addressed by typed `Copy` handles;
//! * [`escape`]: bare and quoted spellings of names and strings;
//! * [`intern`]: uniquing tables and the fast hash map.

pub mod entity;
pub mod escape;
pub(crate) mod intern;
