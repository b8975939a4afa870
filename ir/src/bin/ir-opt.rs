//! `ir-opt`: parse, verify and print IR.
fn main() {
    eprintln!("ir-opt: not yet implemented (see issue 4)");
    std::process::exit(1);
}
