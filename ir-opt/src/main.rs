//! `ir-opt`: MLIR text parsed, verified and printed like `mlir-opt`, with
//! every dialect the project ships registered. The flags and their
//! behaviour are the reusable driver's, [`ir::tools::opt_main`]
//! (`ir-opt --help` lists them).

use std::process::ExitCode;

fn main() -> ExitCode {
    ir::tools::opt_main("ir-opt", std::env::args_os(), register_dialects)
}

/// Registers the project's dialects in a context, as `mlir-opt` registers
/// upstream's. `builtin` is in every context already; the crates under
/// `dialects/` register here.
fn register_dialects(ctx: &mut ir::Context) {
    func::register(ctx);
    func::register_inliner_extension(ctx);
    arith::register(ctx);
    arith::register_inliner_interface(ctx);
    cf::register(ctx);
    cf::register_inliner_interface(ctx);
    scf::register(ctx);
    scf::register_inliner_interface(ctx);
    emitc::register(ctx);
    ub::register(ctx);
    index::register(ctx);
    math::register(ctx);
    math::register_inliner_interface(ctx);
    ub::register_inliner_interface(ctx);
    memref::register(ctx);
    affine::register(ctx);
    affine::register_inliner_interface(ctx);
    affine::register_dma_ops(ctx);
}
