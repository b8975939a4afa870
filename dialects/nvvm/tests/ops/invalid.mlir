gpu.module @o4 [#nvvm.target<O = 4>] {
}

// -----

gpu.module @triple [#nvvm.target<triple = "">] {
}

// -----

gpu.module @chip [#nvvm.target<chip = "">] {
}

// -----

gpu.module @link [#nvvm.target<link = ["a", 1]>] {
}

// -----

func.func @kernel() attributes {nvvm.kernel} {
  return
}

// -----

llvm.func @maxntid() attributes {nvvm.maxntid = array<i32: 1, 2, 3, 4>} {
  llvm.return
}

// -----

llvm.func @reqntid() attributes {nvvm.reqntid = [1, 2]} {
  llvm.return
}

// -----

llvm.func @minctasm() attributes {nvvm.minctasm = "x"} {
  llvm.return
}

// -----

llvm.func @fence_proxy() {
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>}
  llvm.return
}

// -----

llvm.func @fence_proxy_space() {
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<alias>, space = #nvvm.shared_space<cta>}
  llvm.return
}

// -----

llvm.func @setmaxregister() {
  nvvm.setmaxregister increase 250
  llvm.return
}

// -----

llvm.func @setmaxregister_range() {
  nvvm.setmaxregister decrease 16
  llvm.return
}

// -----

llvm.func @barrier(%n : i32) {
  "nvvm.barrier"(%n) <{operandSegmentSizes = array<i32: 0, 1>}> : (i32) -> ()
  llvm.return
}

// -----

llvm.func @stmatrix(%p : !llvm.ptr<3>, %a : i32, %b : i32, %c : i32) {
  nvvm.stmatrix %p, %a, %b, %c {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32
  llvm.return
}

// -----

llvm.func @tma_store(%d : !llvm.ptr, %s : !llvm.ptr<3>, %c : i32) {
  nvvm.cp.async.bulk.tensor.global.shared.cta %d, %s, box[%c, %c, %c, %c, %c, %c] : !llvm.ptr, !llvm.ptr<3>
  llvm.return
}

// -----

llvm.func @wmma_store(%p : !llvm.ptr<3>, %s : i32, %a : vector<2xf16>) {
  nvvm.wmma.store %p, %s, %a, %a, %a {eltype = #nvvm.mma_type<f16>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : !llvm.ptr<3>, vector<2xf16>, vector<2xf16>, vector<2xf16>
  llvm.return
}

// -----

llvm.func @wmma_store_type(%p : !llvm.ptr<3>, %s : i32, %a : vector<2xf16>, %b : f32) {
  nvvm.wmma.store %p, %s, %a, %a, %a, %b {eltype = #nvvm.mma_type<f16>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : !llvm.ptr<3>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32
  llvm.return
}

// -----

llvm.func @wmma_load_combination(%p : !llvm.ptr<3>, %s : i32) {
  %0 = nvvm.wmma.load %p, %s {eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<a>, k = 8 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr<3>) -> !llvm.struct<(i32)>
  llvm.return
}

// -----

llvm.func @wgmma_k(%d : !llvm.struct<(f32, f32, f32, f32)>, %a : i64, %b : i64) {
  %r = nvvm.wgmma.mma_async %a, %b, %d, #nvvm.shape<m = 64, n = 8, k = 8>, D[<f32>, <one>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @wgmma_results(%d : !llvm.struct<(f32, f32)>, %a : i64, %b : i64) {
  %r = nvvm.wgmma.mma_async %a, %b, %d, #nvvm.shape<m = 64, n = 8, k = 16>, D[<f32>, <one>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>] : !llvm.struct<(f32, f32)> -> !llvm.struct<(f32, f32)>
  llvm.return
}

// -----

llvm.func @wgmma_transpose(%d : !llvm.struct<(i32, i32, i32, i32)>, %a : i64, %b : i64) {
  %r = nvvm.wgmma.mma_async %a, %b, %d, #nvvm.shape<m = 64, n = 8, k = 32>, D[<s32>, <one>], A[<s8>, <one>, <col>], B[<s8>, <one>, <col>] : !llvm.struct<(i32, i32, i32, i32)> -> !llvm.struct<(i32, i32, i32, i32)>
  llvm.return
}

// -----

llvm.func @wgmma_mixed(%d : !llvm.struct<(f32, i32)>, %a : i64, %b : i64) {
  %r = nvvm.wgmma.mma_async %a, %b, %d, #nvvm.shape<m = 64, n = 8, k = 16>, D[<f32>, <one>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>] : !llvm.struct<(f32, i32)> -> !llvm.struct<(f32, i32)>
  llvm.return
}

// -----

llvm.func @mma_no_ptx_type(%a : i32, %b : i32, %c : i32) {
  %0 = nvvm.mma.sync A[%a, %a] B[%b] C[%c, %c, %c, %c] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
  llvm.return
}

// -----

llvm.func @mma_int_overflow(%a : i32, %b : i32, %c : i32) {
  %0 = nvvm.mma.sync A[%a, %a] B[%b] C[%c, %c, %c, %c] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<s8>, multiplicandBPtxType = #nvvm.mma_type<s8>, shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
  llvm.return
}

// -----

llvm.func @vote(%m : i32, %p : i1) {
  %0 = nvvm.vote.ballot.sync %m : i32
  llvm.return
}
