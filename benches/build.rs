//! Generates the benchmarks' dialects from `.td` files:
//! - DRR: the ops (`$OUT_DIR/ops.rs.inc`) and their rewrite pattern
//!   (`$OUT_DIR/patterns.rs.inc`) from `drr/`;
//! - assembly format: the ops of `format/Ops.td` (`$OUT_DIR/format_ops.rs.inc`).

fn main() {
    tblgen_build::compile("drr/Ops.td");
    tblgen_build::compile_rewriters("drr/Patterns.td");
    tblgen_build::Config::new()
        .file("format/Ops.td")
        .output_name("format_ops")
        .compile();
}
