//! Generates the mpi dialect (`$OUT_DIR/mpi_ops.rs.inc`) from upstream MLIR
//! 19's `MPIOps.td` and the files it includes (`MPI.td`, `MPITypes.td`),
//! which have no C++ snippets.

fn main() {
    tblgen_build::Config::new()
        .include_dir("include")
        .file("include/mlir/Dialect/MPI/IR/MPIOps.td")
        .compile();
}
