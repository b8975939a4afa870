//! `toyc`: the Toy compiler driver.
fn main() {
    eprintln!("toyc: not yet implemented (see issue 8)");
    std::process::exit(1);
}
