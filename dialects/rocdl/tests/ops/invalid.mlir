func.func @kernel() attributes {rocdl.kernel} {
  return
}

// -----

llvm.func @load(%rsrc : vector<4xi32>, %offset : i32) {
  %r = rocdl.raw.buffer.load %rsrc, %offset : vector<2xf32>
  llvm.return
}

// -----

gpu.module @abi [#rocdl.target<abi = "300">] {
}
