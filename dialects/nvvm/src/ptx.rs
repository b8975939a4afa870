//! The PTX each `BasicPtxBuilderInterface` op stands for (the `getPtx`
//! definitions of `NVVMOps.td` and `NVVMDialect.cpp`): operands are
//! numbered `%0`, `%1`, ... (`$0`, ... for `nvvm.wgmma.mma_async`) in the
//! order `convert-nvvm-to-llvm` passes them to `llvm.inline_asm`.

use ir::Context;

use crate::*;

/// Ops whose PTX is a constant string (`op: hooks => ptx;`).
macro_rules! constant_ptx {
    ($($op:ident: $hooks:ident => $ptx:expr;)*) => {$(
        impl $hooks for $op {
            fn get_ptx(_op: Self, _ctx: &Context) -> String {
                String::from($ptx)
            }
        }
    )*};
}

/// The parity wait loop of `mbarrier.try_wait.parity[.shared]`.
macro_rules! try_wait_parity {
    ($space:expr) => {
        concat!(
            "{\n\t",
            ".reg .pred       P1; \n\t",
            "LAB_WAIT: \n\t",
            "mbarrier.try_wait.parity",
            $space,
            ".b64 P1, [%0], %1, %2; \n\t",
            "@P1 bra.uni DONE; \n\t",
            "bra.uni     LAB_WAIT; \n\t",
            "DONE: \n\t",
            "}"
        )
    };
}

constant_ptx! {
    MBarrierInitOp: MBarrierInitOpHooks => "mbarrier.init.b64 [%0], %1;";
    MBarrierInitSharedOp: MBarrierInitSharedOpHooks => "mbarrier.init.shared.b64 [%0], %1;";
    MBarrierArriveExpectTxOp: MBarrierArriveExpectTxOpHooks => "mbarrier.arrive.expect_tx.b64 _, [%0], %1;";
    MBarrierArriveExpectTxSharedOp: MBarrierArriveExpectTxSharedOpHooks => "mbarrier.arrive.expect_tx.shared.b64 _, [%0], %1;";
    MBarrierTryWaitParityOp: MBarrierTryWaitParityOpHooks => try_wait_parity!("");
    MBarrierTryWaitParitySharedOp: MBarrierTryWaitParitySharedOpHooks => try_wait_parity!(".shared");
    FenceMbarrierInitOp: FenceMbarrierInitOpHooks => "fence.mbarrier_init.release.cluster;";
    ElectSyncOp: ElectSyncOpHooks => concat!(
        "{                                  \n",
        ".reg .u32 rx;                      \n",
        ".reg .pred px;                     \n",
        " mov.pred %0, 0;                   \n",
        "    elect.sync rx | px, 0xFFFFFFFF;\n",
        "@px mov.pred %0, 1;                \n",
        "}\n"
    );
    PrefetchTensorMapOp: PrefetchTensorMapOpHooks => "prefetch.tensormap [%0];";
    WgmmaFenceAlignedOp: WgmmaFenceAlignedOpHooks => "wgmma.fence.sync.aligned;";
    WgmmaGroupSyncAlignedOp: WgmmaGroupSyncAlignedOpHooks => "wgmma.commit_group.sync.aligned;";
    WgmmaWaitGroupSyncOp: WgmmaWaitGroupSyncOpHooks => "wgmma.wait_group.sync.aligned %0;";
}

impl BarrierArriveOpHooks for BarrierArriveOp {
    fn get_ptx(op: Self, ctx: &Context) -> String {
        let mut ptx = String::from("bar.arrive ");
        if op.barrier_id(ctx).is_some() {
            ptx += "%0, %1;";
        } else {
            ptx += "0, %0;";
        }
        ptx
    }
}

/// The PTX of `FenceProxyOp`.
pub(crate) fn fence_proxy(op: FenceProxyOp, ctx: &Context) -> String {
    let mut ptx = String::from("fence.proxy.");
    ptx += op.kind(ctx).as_str();
    if op.kind(ctx) == ProxyKind::AsyncShared {
        ptx += "::";
        // The verifier requires the space of an `async.shared` fence.
        ptx += op.space(ctx).map_or("", SharedSpace::as_str);
    }
    ptx += ";";
    ptx
}

/// The PTX of `CpAsyncOp`.
pub(crate) fn cp_async(op: CpAsyncOp, ctx: &Context) -> String {
    // The verifier allows only the `cg` and `ca` modifiers.
    let modifier = if op.modifier(ctx) == LoadCacheModifierKind::CG {
        "cg"
    } else {
        "ca"
    };
    format!("cp.async.{modifier}.shared.global [%0], [%1], %2, %3;\n")
}

/// The PTX of `StMatrixOp`.
pub(crate) fn stmatrix(op: StMatrixOp, ctx: &Context) -> String {
    let d = op.sources(ctx).len();
    let mut ptx = format!("stmatrix.sync.aligned.x{d}");
    if op.layout(ctx) == MMALayout::Col {
        ptx += ".trans";
    }
    match d {
        1 => ptx += ".m8n8.shared.b16 [%0], {%1};",
        2 => ptx += ".m8n8.shared.b16 [%0], {%1, %2};",
        4 => ptx += ".m8n8.shared.b16 [%0], {%1, %2, %3, %4};",
        _ => {}
    }
    ptx
}

/// `%r`, `%r+1`, ... for `n` operands, separated by commas.
fn registers(first: usize, n: usize) -> String {
    (first..first + n)
        .map(|r| format!("%{r}"))
        .collect::<Vec<_>>()
        .join(",")
}

/// The PTX of `CpAsyncBulkTensorGlobalToSharedClusterOp`.
pub(crate) fn cp_async_bulk_tensor_global_to_shared_cluster(
    op: CpAsyncBulkTensorGlobalToSharedClusterOp,
    ctx: &Context,
) -> String {
    let im2col_dim = op.im2col_offsets(ctx).len();
    let dim = op.coordinates(ctx).len();
    let multicast = op.multicast_mask(ctx).is_some();
    let cache_hint = op.l2_cache_hint(ctx).is_some();
    let mut ptx =
        format!("cp.async.bulk.tensor.{dim}d.shared::cluster.global.mbarrier::complete_tx::bytes");
    if im2col_dim != 0 {
        ptx += ".im2col";
    }
    if multicast {
        ptx += ".multicast::cluster";
    }
    if cache_hint {
        ptx += ".L2::cache_hint";
    }
    let mut r = 2;
    ptx += &format!(" [%0], [%1, {{{}", registers(r, dim));
    r += dim;
    ptx += &format!("}} ], [%{r}]");
    r += 1;
    if im2col_dim != 0 {
        ptx += &format!(",{{{}}}", registers(r, im2col_dim));
        r += im2col_dim;
    }
    if multicast {
        ptx += &format!(", %{r}");
        r += 1;
    }
    if cache_hint {
        ptx += &format!(", %{r}");
    }
    ptx += ";";
    ptx
}

/// The PTX of `CpAsyncBulkTensorSharedCTAToGlobalOp`.
pub(crate) fn cp_async_bulk_tensor_shared_cta_to_global(
    op: CpAsyncBulkTensorSharedCTAToGlobalOp,
    ctx: &Context,
) -> String {
    let dim = op.coordinates(ctx).len();
    let mut ptx = format!("cp.async.bulk.tensor.{dim}d.global.shared::cta.bulk_group");
    if (1..=5).contains(&dim) {
        let coordinates = (2..2 + dim)
            .map(|r| format!("%{r}"))
            .collect::<Vec<_>>()
            .join(", ");
        ptx += &format!(" [%0, {{{coordinates}}} ], [%1];");
    }
    ptx
}

/// The PTX of `WgmmaMmaAsyncOp`.
pub(crate) fn wgmma_mma_async(op: WgmmaMmaAsyncOp, ctx: &Context) -> String {
    let shape = op.shape(ctx);
    let (m, n, k) = (shape.m(ctx), shape.n(ctx), shape.k(ctx));
    let type_a = op.type_a(ctx);
    let type_d = op.type_d(ctx);
    let is_f16 = type_a == WGMMATypes::F16 || type_a == WGMMATypes::Bf16;
    let output_registers = if type_d == WGMMATypes::F16 {
        n / 4
    } else {
        n / 2
    };
    let mut ptx = format!(
        "{{\n.reg .pred p;\nsetp.ne.b32 p, ${}, 0;\nwgmma.mma_async.sync.aligned.m{m}n{n}k{k}.{}.{}.{}",
        output_registers * 2 + 2,
        type_d.as_str(),
        type_a.as_str(),
        op.type_b(ctx).as_str()
    );
    if op.satfinite(ctx) == Some(MMAIntOverflow::Satfinite) {
        ptx += ".satfinite";
    }
    let outputs = (0..output_registers.max(0))
        .map(|r| format!("${r}"))
        .collect::<Vec<_>>()
        .join(", ");
    ptx += &format!(" {{{outputs}}},");
    // The read and written registers come after the written ones.
    let reg = output_registers.max(0) * 2;
    ptx += &format!(" ${reg}, ${}, p", reg + 1);
    if type_d != WGMMATypes::S32 {
        ptx += &format!(", ${},  ${}", reg + 3, reg + 4);
    }
    if is_f16 {
        ptx += &format!(", ${},  ${}", reg + 5, reg + 6);
    }
    ptx += ";\n}\n";
    ptx
}
