//! The `tblgen` command-line tool.
fn main() {
    eprintln!("tblgen: not yet implemented (see issue 3)");
    std::process::exit(1);
}
