//! The pass declarations of `Vector/Transforms/Passes.td` (the passes
//! ported so far): each pass's base (options, statistics) and
//! `register_passes`.

include!(concat!(env!("OUT_DIR"), "/passes.rs.inc"));
