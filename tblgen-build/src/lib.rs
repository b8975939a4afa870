//! The `build.rs` side of the project: a dialect crate lists its `.td` files
//! with `tblgen_build::compile("Ops.td")`, and the generated Rust lands in
//! `$OUT_DIR` to be `include!`d.
#![deny(missing_docs)]
