//! Ops whose custom forms are generated from their `assemblyFormat`.
#![deny(missing_docs)]

include!(concat!(env!("OUT_DIR"), "/formats.rs.inc"));
