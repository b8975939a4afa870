//! Benchmarks for the project live in `benches/benches/`; this library holds
//! shared input generators for them.
#![deny(missing_docs)]
