llvm.func @ptx(%p : !llvm.ptr, %s : !llvm.ptr<3>, %g : !llvm.ptr<1>, %i : i32, %h : i16, %l : i64, %pred : i1,
               %d : !llvm.struct<(f32, f32, f32, f32)>, %d16 : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32)>) {
  nvvm.mbarrier.init %p, %i, predicate = %pred : !llvm.ptr, i32, i1
  nvvm.mbarrier.init.shared %s, %i, predicate = %pred : !llvm.ptr<3>, i32, i1
  nvvm.mbarrier.arrive.expect_tx %p, %i : !llvm.ptr, i32
  nvvm.mbarrier.arrive.expect_tx.shared %s, %i : !llvm.ptr<3>, i32
  nvvm.mbarrier.try_wait.parity %p, %i, %i : !llvm.ptr, i32, i32
  nvvm.mbarrier.try_wait.parity.shared %s, %i, %i : !llvm.ptr<3>, i32, i32
  nvvm.barrier.arrive number_of_threads = %i
  nvvm.barrier.arrive id = %i number_of_threads = %i
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cluster>}
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<alias>}
  nvvm.fence.mbarrier.init
  %e = nvvm.elect.sync -> i1
  nvvm.cp.async.shared.global %s, %g, 16, cache = cg, %i : !llvm.ptr<3>, !llvm.ptr<1>, i32
  nvvm.cp.async.shared.global %s, %g, 8, cache = ca, %i : !llvm.ptr<3>, !llvm.ptr<1>, i32
  nvvm.stmatrix %s, %i {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32
  nvvm.stmatrix %s, %i, %i {layout = #nvvm.mma_layout<col>} : !llvm.ptr<3>, i32, i32
  nvvm.stmatrix %s, %i, %i, %i, %i {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
  nvvm.cp.async.bulk.tensor.shared.cluster.global %s, %p, %s, box[%i] : !llvm.ptr<3>, !llvm.ptr
  nvvm.cp.async.bulk.tensor.shared.cluster.global %s, %p, %s, box[%i, %i, %i] im2col[%h] multicast_mask = %h l2_cache_hint = %l : !llvm.ptr<3>, !llvm.ptr
  nvvm.cp.async.bulk.tensor.shared.cluster.global %s, %p, %s, box[%i, %i] l2_cache_hint = %l : !llvm.ptr<3>, !llvm.ptr
  nvvm.cp.async.bulk.tensor.global.shared.cta %p, %s, box[%i] : !llvm.ptr, !llvm.ptr<3>, i32
  nvvm.cp.async.bulk.tensor.global.shared.cta %p, %s, box[%i, %i, %i, %i, %i] : !llvm.ptr, !llvm.ptr<3>, i32, i32, i32, i32, i32
  nvvm.prefetch.tensormap %p : !llvm.ptr
  nvvm.wgmma.fence.aligned
  nvvm.wgmma.commit.group.sync.aligned
  nvvm.wgmma.wait.group.sync.aligned 1
  %r0 = nvvm.wgmma.mma_async %l, %l, %d, #nvvm.shape<m = 64, n = 8, k = 16>, D[<f32>, <one>], A[<f16>, <neg>, <row>], B[<f16>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  %r1 = nvvm.wgmma.mma_async %l, %l, %d16, #nvvm.shape<m = 64, n = 16, k = 32>, D[<s32>, <one>, <satfinite>], A[<s8>, <one>, <row>], B[<u8>, <one>, <col>] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32)> -> !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32)>
  llvm.return
}
