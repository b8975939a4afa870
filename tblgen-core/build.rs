//! Rebuilds the crate when its optimisation profile changes: the workspace's
//! rustc wrapper (`.cargo/rustc-workspace-wrapper`) compiles optimised builds
//! with `pgo/llvm-<N>.profdata`, a file cargo does not otherwise track.

fn main() {
    println!("cargo:rerun-if-changed=pgo");
}
