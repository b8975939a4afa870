//! Dialects the crate itself defines: the builtin dialect.

pub mod builtin;
