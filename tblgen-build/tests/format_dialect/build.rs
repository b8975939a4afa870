//! Generates the ops of `Ops.td`, with the printers and parsers of their
//! `assemblyFormat`s, into `$OUT_DIR/formats.rs.inc` (the public
//! `tblgen_build` API).

fn main() {
    tblgen_build::Config::new()
        .file("Ops.td")
        .output_name("formats")
        .compile();
}
