// The port's one entry point (not an upstream file): upstream runs
// mlir-tblgen on LinalgOps.td and LinalgStructuredOps.td separately and
// links both into one dialect; one generated file here holds the dialect,
// its enums and attributes once, and every op.

include "mlir/Dialect/Linalg/IR/LinalgOps.td"
include "mlir/Dialect/Linalg/IR/LinalgStructuredOps.td"
