// FLAGS: --split-input-file --verify-diagnostics --mlir-print-op-generic
// The mpi dialect beyond upstream's ops.mlir: the generic form, the
// #mpi.errclass enum, and type errors.

func.func @generic(%ref: memref<100xf32>) {
  %err = mpi.init : !mpi.retval
  %retval, %rank = mpi.comm_rank : !mpi.retval, i32
  %e2 = mpi.recv(%ref, %rank, %rank) : memref<100xf32>, i32, i32 -> !mpi.retval
  %ok = mpi.retval_check %e2 = <MPI_ERR_TRUNCATE> : i1
  %cls = mpi.error_class %err : !mpi.retval
  mpi.finalize
  return
}

// -----

func.func @bad_rank() {
  // expected-error @+1 {{result #1 must be 32-bit signless integer, but got 'i64'}}
  %retval, %rank = mpi.comm_rank : !mpi.retval, i64
  return
}

// -----

func.func @bad_class(%e: !mpi.retval) {
  // expected-error @+2 {{expected ::mlir::mpi::MPI_ErrorClassEnum to be one of: MPI_SUCCESS, MPI_ERR_ACCESS}}
  // expected-error @+1 {{failed to parse MPI_ErrorClassAttr parameter 'value'}}
  %ok = mpi.retval_check %e = <MPI_NOPE> : i1
  return
}
