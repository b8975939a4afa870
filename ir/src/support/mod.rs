//! The ground layer: storage and text utilities that know nothing of the IR
//! (MLIR's `Support/`). Every other layer may use it; it uses none.
//!
//! * [`entity`]: generational arenas addressed by typed `Copy` handles;
//! * [`intern`]: uniquing tables and the fast hash map;

pub mod entity;
pub(crate) mod intern;
