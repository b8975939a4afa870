llvm.func @buffers(%rsrc : vector<4xi32>, %offset : i32, %glc : i32, %slc : i32, %vdata : vector<2xf32>, %f : f32, %i : i32) {
  %r = rocdl.raw.buffer.load %rsrc, %offset, %glc, %slc : vector<2xf32>
  rocdl.raw.buffer.store %vdata, %rsrc, %offset, %glc, %slc : vector<2xf32>
  rocdl.raw.buffer.atomic.fadd %f, %rsrc, %offset, %glc, %slc : f32
  rocdl.raw.buffer.atomic.fmax %f, %rsrc, %offset, %glc, %slc : f32
  rocdl.raw.buffer.atomic.smax %i, %rsrc, %offset, %glc, %slc : i32
  rocdl.raw.buffer.atomic.umin %i, %rsrc, %offset, %glc, %slc : i32
  %x = rocdl.workitem.id.x : i32
  %m = rocdl.mbcnt.lo %i, %i : (i32, i32) -> i32
  rocdl.waitcnt 0
  llvm.return
}

llvm.func @kernel() attributes {rocdl.kernel} {
  llvm.return
}

gpu.module @targets [#rocdl.target, #rocdl.target<chip = "gfx90a", flags = {fast, no_wave64}>, #rocdl.target<O = 3, abi = "400", link = ["a.bc"]>] {
}
