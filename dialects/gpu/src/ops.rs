//! The ops' verifiers, folders, result names and canonicalization
//! patterns of `GPUDialect.cpp` (all but `gpu.launch`, `gpu.func` and
//! `gpu.module`, which have files of their own).

use ir::interfaces::effects::MemoryEffect;
use ir::interfaces::side_effects::op_memory_effects;
use ir::{Context, Diagnostic, FoldResult, OpId, PatternRewriter, RewritePattern, Type, Value};

use crate::{
    AllReduceOp, AllReduceOpHooks, AllReduceOperation, AllocOp, AllocOpHooks, BarrierOp,
    BarrierOpHooks, BlockDimOp, BlockDimOpHooks, BlockIdOp, BlockIdOpHooks, ClusterBlockIdOp,
    ClusterBlockIdOpHooks, ClusterDimBlocksOp, ClusterDimBlocksOpHooks, ClusterDimOp,
    ClusterDimOpHooks, ClusterIdOp, ClusterIdOpHooks, DynamicSharedMemoryOp,
    DynamicSharedMemoryOpHooks, GlobalIdOp, GlobalIdOpHooks, GridDimOp, GridDimOpHooks, LaunchOp,
    MMAMatrixType, MemcpyOp, MemcpyOpHooks, MemsetOp, MemsetOpHooks, SubgroupMmaComputeOp,
    SubgroupMmaComputeOpHooks, SubgroupMmaLoadMatrixOp, SubgroupMmaLoadMatrixOpHooks,
    SubgroupMmaStoreMatrixOp, SubgroupMmaStoreMatrixOpHooks, SubgroupReduceOp,
    SubgroupReduceOpHooks, ThreadIdOp, ThreadIdOpHooks, WaitOp, WaitOpHooks, YieldOp,
};

/// `getAsmResultNames` of the id and dimension ops: the op's name without
/// `gpu.`, `_` and the dimension (`%thread_id_x`).
macro_rules! index_op_names {
    ($($op:ident: $hooks:ident),* $(,)?) => {$(
        impl $op {
            /// The result's name: `<mnemonic>_<dimension>`.
            fn asm_result_name(self, ctx: &Context) -> String {
                let name = Self::OPERATION_NAME.trim_start_matches("gpu.");
                format!("{}_{}", name, self.dimension(ctx).as_str())
            }
        }
    )*};
}

index_op_names!(
    ClusterDimOp: ClusterDimOpHooks,
    ClusterDimBlocksOp: ClusterDimBlocksOpHooks,
    ClusterIdOp: ClusterIdOpHooks,
    ClusterBlockIdOp: ClusterBlockIdOpHooks,
    BlockDimOp: BlockDimOpHooks,
    BlockIdOp: BlockIdOpHooks,
    GridDimOp: GridDimOpHooks,
    ThreadIdOp: ThreadIdOpHooks,
    GlobalIdOp: GlobalIdOpHooks,
);

/// The hooks of an id or dimension op: its result name and its range
/// (`crate::ranges`).
macro_rules! index_op_hooks {
    ($($op:ident: $hooks:ident => $range:path),* $(,)?) => {$(
        impl $hooks for $op {
            fn infer_result_ranges(
                op: Self,
                ctx: &Context,
                _arg_ranges: &[ir::interfaces::ConstantIntRanges],
                set_result_range: &mut dyn FnMut(Value, ir::interfaces::ConstantIntRanges),
            ) {
                set_result_range(op.result(ctx), $range(ctx, op));
            }
            fn get_asm_result_names(op: Self, ctx: &Context, set_name: &mut dyn FnMut(Value, &str)) {
                set_name(op.result(ctx), &op.asm_result_name(ctx));
            }
        }
    )*};
}

index_op_hooks!(
    ClusterDimOp: ClusterDimOpHooks => crate::ranges::cluster_dim,
    ClusterDimBlocksOp: ClusterDimBlocksOpHooks => crate::ranges::cluster_dim_blocks,
    ClusterIdOp: ClusterIdOpHooks => crate::ranges::cluster_id,
    ClusterBlockIdOp: ClusterBlockIdOpHooks => crate::ranges::cluster_block_id,
    BlockDimOp: BlockDimOpHooks => crate::ranges::block_dim,
    BlockIdOp: BlockIdOpHooks => crate::ranges::block_id,
    GridDimOp: GridDimOpHooks => crate::ranges::grid_dim,
    ThreadIdOp: ThreadIdOpHooks => crate::ranges::thread_id,
    GlobalIdOp: GlobalIdOpHooks => crate::ranges::global_id,
);

/// Upstream's `verifyReduceOpAndType`: float reductions need a float
/// type, integer and bitwise ones an integer type.
fn reduce_op_accepts(ctx: &Context, op: AllReduceOperation, ty: Type) -> bool {
    use AllReduceOperation as K;
    match op {
        K::Minnumf | K::Maxnumf | K::Minimumf | K::Maximumf => ctx.type_as_float(ty).is_some(),
        K::Minsi | K::Minui | K::Maxsi | K::Maxui | K::And | K::Or | K::Xor => {
            ctx.type_as_integer(ty).is_some()
        }
        K::Add | K::Mul => true,
    }
}

/// The message of an incompatible reduction.
fn incompatible_reduction(ctx: &Context, op: AllReduceOperation, ty: Type) -> String {
    format!(
        "`{}` reduction operation is not compatible with type '{}'",
        op.as_str(),
        ir::printer::type_to_string(ctx, ty)
    )
}

/// Upstream's `canMakeGroupOpUniform`: `op` is in the entry block of the
/// `gpu.launch` directly around it.
fn can_make_group_op_uniform(ctx: &Context, op: OpId) -> bool {
    let Some(launch) = ctx.op_parent_op(op).and_then(|p| LaunchOp::cast(ctx, p)) else {
        return false;
    };
    let body = launch.body(ctx);
    ctx.region_blocks(body).first().copied() == ctx.op_parent_block(op)
}

impl AllReduceOpHooks for AllReduceOp {
    fn verify_regions(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let err = |msg: &str| Diagnostic::at_op(ctx, op, msg);
        let body = self.body(ctx);
        let blocks = ctx.region_blocks(body);
        let ty = ctx.value_type(self.result(ctx));
        let kind = self.op(ctx);
        if blocks.is_empty() != kind.is_some() {
            return Err(err("expected either an op attribute or a non-empty body"));
        }
        let Some(&entry) = blocks.first() else {
            let kind = kind.unwrap_or_default();
            if !reduce_op_accepts(ctx, kind, ty) {
                return Err(err(&incompatible_reduction(ctx, kind, ty)));
            }
            return Ok(());
        };
        let args = ctx.block_args(entry);
        if args.len() != 2 {
            return Err(err("expected two region arguments"));
        }
        if args.iter().any(|&a| ctx.value_type(a) != ty) {
            return Err(err("incorrect region argument type"));
        }
        let mut yields = 0;
        for &b in blocks {
            let Some(term) = ctx.block_ops(b).last() else {
                continue;
            };
            if YieldOp::cast(ctx, term).is_none() {
                continue;
            }
            let operands = ctx.operands(term);
            if operands.len() != 1 {
                return Err(err("expected one gpu.yield operand"));
            }
            if ctx.value_type(operands[0]) != ty {
                return Err(err("incorrect gpu.yield type"));
            }
            yields += 1;
        }
        if yields == 0 {
            return Err(err("expected gpu.yield op in region"));
        }
        Ok(())
    }

    fn fold(self, ctx: &mut Context, _operands: &[Option<ir::Attribute>]) -> FoldResult {
        make_uniform(ctx, self.operation())
    }
}

/// The fold of `gpu.all_reduce` and `gpu.subgroup_reduce`: set `uniform`
/// when the op is in a launch's entry block.
fn make_uniform(ctx: &mut Context, op: OpId) -> FoldResult {
    if ctx.attr(op, "uniform").is_some() || !can_make_group_op_uniform(ctx, op) {
        return FoldResult::Failure;
    }
    let unit = ctx.unit_attr();
    let name = ctx.ident("uniform");
    match ctx.set_attr(op, name, unit) {
        Ok(()) => FoldResult::InPlace,
        Err(_) => FoldResult::Failure,
    }
}

impl SubgroupReduceOpHooks for SubgroupReduceOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let ty = ctx.value_type(self.result(ctx));
        let mut elem = ty;
        if ctx.type_kind(ty) == ir::TypeKind::Vector {
            if ctx
                .vector_scalable_dims(ty)
                .is_some_and(|d| d.iter().any(|&s| s))
            {
                return Err(Diagnostic::op_error(
                    ctx,
                    op,
                    "is not compatible with scalable vector types",
                ));
            }
            elem = ctx.element_type_or_self(ty);
        }
        let kind = self.op(ctx);
        if !reduce_op_accepts(ctx, kind, elem) {
            return Err(Diagnostic::at_op(
                ctx,
                op,
                incompatible_reduction(ctx, kind, ty),
            ));
        }
        Ok(())
    }

    fn fold(self, ctx: &mut Context, _operands: &[Option<ir::Attribute>]) -> FoldResult {
        make_uniform(ctx, self.operation())
    }
}

/// The number of dynamic dimensions of a shaped type.
fn num_dynamic_dims(ctx: &Context, ty: Type) -> usize {
    ctx.shape(ty)
        .map_or(0, |s| s.iter().filter(|&&d| d < 0).count())
}

impl AllocOpHooks for AllocOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let ty = ctx.value_type(self.memref(ctx));
        if self.dynamic_sizes(ctx).len() != num_dynamic_dims(ctx, ty) {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "dimension operand count does not equal memref dynamic dimension count",
            ));
        }
        let symbols = ctx
            .memref_layout(ty)
            .and_then(|l| ctx.as_affine_map(l))
            .map_or(0, |m| ctx.affine_map_data(m).num_symbols as usize);
        if self.symbol_operands(ctx).len() != symbols {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "symbol operand count does not equal memref symbol count",
            ));
        }
        Ok(())
    }

    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        vec![Box::new(SimplifyDimOfAllocOp)]
    }
}

/// `SimplifyDimOfAllocOp`: `memref.dim` of a dynamic size of a
/// `gpu.alloc` is that size.
struct SimplifyDimOfAllocOp;

impl RewritePattern for SimplifyDimOfAllocOp {
    fn root(&self) -> Option<&str> {
        Some("memref.dim")
    }
    fn name(&self) -> &str {
        "SimplifyDimOfAllocOp"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let operands = rw.operands(op);
        let [source, index] = operands[..] else {
            return false;
        };
        let Some(index) = rw
            .defining_op(index)
            .and_then(|d| rw.constant_value(d))
            .and_then(|a| rw.attr_as_int(a))
        else {
            return false;
        };
        let ty = rw.value_type(source);
        let Some(shape) = rw.shape(ty).map(<[i64]>::to_vec) else {
            return false;
        };
        if rw.type_kind(ty) != ir::TypeKind::MemRef
            || usize::try_from(index)
                .ok()
                .and_then(|i| shape.get(i))
                .is_none_or(|&d| d >= 0)
        {
            return false;
        }
        let Some(alloc) = rw.defining_op(source).and_then(|d| AllocOp::cast(rw, d)) else {
            return false;
        };
        let dynamic_index = shape[..index as usize].iter().filter(|&&d| d < 0).count();
        let Some(&size) = alloc.dynamic_sizes(rw).get(dynamic_index) else {
            return false;
        };
        rw.replace_op(op, &[size]).is_ok()
    }
}

impl BarrierOpHooks for BarrierOp {
    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        vec![Box::new(EraseRedundantGpuBarrierOps)]
    }
}

/// `eraseRedundantGpuBarrierOps`: a barrier right before another is
/// redundant.
struct EraseRedundantGpuBarrierOps;

impl RewritePattern for EraseRedundantGpuBarrierOps {
    fn root(&self) -> Option<&str> {
        Some(BarrierOp::OPERATION_NAME)
    }
    fn name(&self) -> &str {
        "eraseRedundantGpuBarrierOps"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let next = rw.next_op(op);
        if next.is_some_and(|n| BarrierOp::cast(rw, n).is_some()) {
            return rw.erase_op(op).is_ok();
        }
        false
    }
}

impl DynamicSharedMemoryOpHooks for DynamicSharedMemoryOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let mut parent = ctx.op_parent_op(op);
        let in_symbol_table = loop {
            match parent {
                None => break false,
                Some(p) if ctx.op_has_trait(p, &ir::OpTrait::SymbolTable) => break true,
                Some(p) => parent = ctx.op_parent_op(p),
            }
        };
        if !in_symbol_table {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "must be inside an op with symbol table",
            ));
        }
        let ty = ctx.value_type(self.result_memref(ctx));
        if !crate::launch::has_workgroup_memory_address_space(ctx, ty) {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "address space must be address_space<workgroup>",
            ));
        }
        if ctx.shape(ty).is_some_and(|s| s.iter().all(|&d| d >= 0)) {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "result memref type must be memref<?xi8, #gpu.address_space<workgroup>>",
            ));
        }
        Ok(())
    }
}

/// Upstream's `isLastMemrefDimUnitStride`.
fn last_dim_unit_stride(ctx: &Context, ty: Type) -> bool {
    memref::strides_and_offset(ctx, ty)
        .is_some_and(|(strides, _)| strides.last().is_none_or(|&s| s == 1))
}

impl MemcpyOpHooks for MemcpyOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let src = ctx.value_type(self.src(ctx));
        let dst = ctx.value_type(self.dst(ctx));
        if ctx.element_type_or_self(src) != ctx.element_type_or_self(dst) {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "arguments have incompatible element type",
            ));
        }
        let compatible = match (ctx.shape(src), ctx.shape(dst)) {
            (Some(a), Some(b)) => {
                a.len() == b.len() && a.iter().zip(b).all(|(&x, &y)| x < 0 || y < 0 || x == y)
            }
            _ => true,
        };
        if !compatible {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "arguments have incompatible shape",
            ));
        }
        Ok(())
    }

    fn fold(self, ctx: &mut Context, _operands: &[Option<ir::Attribute>]) -> FoldResult {
        memref::fold_memref_cast(ctx, self.operation(), None)
    }

    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        vec![Box::new(EraseTrivialCopyOp)]
    }
}

/// `EraseTrivialCopyOp`: a copy into a fresh allocation used only by the
/// copy and deallocations is dead.
struct EraseTrivialCopyOp;

impl RewritePattern for EraseTrivialCopyOp {
    fn root(&self) -> Option<&str> {
        Some(MemcpyOp::OPERATION_NAME)
    }
    fn name(&self) -> &str {
        "EraseTrivialCopyOp"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let Some(copy) = MemcpyOp::cast(rw, op) else {
            return false;
        };
        let dest = copy.dst(rw);
        let Some(def) = rw.defining_op(dest) else {
            return false;
        };
        if !has_single_effect(rw, def, dest, MemoryEffect::Allocate) {
            return false;
        }
        let users: Vec<OpId> = rw.uses(dest).map(|u| u.op).collect();
        if users
            .iter()
            .any(|&u| u != op && !has_single_effect(rw, u, dest, MemoryEffect::Free))
        {
            return false;
        }
        let deps = copy.async_dependencies(rw);
        let token = copy.async_token(rw);
        if deps.len() > 1 || deps.is_empty() == token.is_some() {
            return false;
        }
        rw.replace_op(op, &deps).is_ok()
    }
}

/// Upstream's `hasSingleEffect<Effect>(op, value)`: `op` has effects, all
/// of kind `kind` on `value`.
fn has_single_effect(ctx: &Context, op: OpId, value: Value, kind: MemoryEffect) -> bool {
    let Some(effects) = op_memory_effects(ctx, op) else {
        return false;
    };
    !effects.is_empty()
        && effects
            .iter()
            .all(|e| e.effect() == kind && e.value() == Some(value))
}

impl MemsetOpHooks for MemsetOp {
    fn fold(self, ctx: &mut Context, _operands: &[Option<ir::Attribute>]) -> FoldResult {
        memref::fold_memref_cast(ctx, self.operation(), None)
    }
}

impl SubgroupMmaLoadMatrixOpHooks for SubgroupMmaLoadMatrixOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let src = ctx.value_type(self.src_memref(ctx));
        let res = MMAMatrixType::dyn_cast(ctx, ctx.value_type(self.res(ctx)));
        if !last_dim_unit_stride(ctx, src) {
            return Err(Diagnostic::at_op(
                ctx,
                op,
                "expected source memref most minor dim must have unit stride",
            ));
        }
        if res.is_none_or(|m| !matches!(m.operand(ctx), "AOp" | "BOp" | "COp")) {
            return Err(Diagnostic::at_op(
                ctx,
                op,
                "only AOp, BOp and COp can be loaded",
            ));
        }
        Ok(())
    }
}

impl SubgroupMmaStoreMatrixOpHooks for SubgroupMmaStoreMatrixOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let dst = ctx.value_type(self.dst_memref(ctx));
        let src = MMAMatrixType::dyn_cast(ctx, ctx.value_type(self.src(ctx)));
        if !last_dim_unit_stride(ctx, dst) {
            return Err(Diagnostic::at_op(
                ctx,
                op,
                "expected destination memref most minor dim must have unit stride",
            ));
        }
        if src.is_none_or(|m| m.operand(ctx) != "COp") {
            return Err(Diagnostic::at_op(
                ctx,
                op,
                "expected the operand matrix being stored to have 'COp' operand type",
            ));
        }
        Ok(())
    }
}

impl SubgroupMmaComputeOpHooks for SubgroupMmaComputeOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let types: Vec<Option<MMAMatrixType>> = [self.op_a(ctx), self.op_b(ctx), self.op_c(ctx)]
            .iter()
            .map(|&v| MMAMatrixType::dyn_cast(ctx, ctx.value_type(v)))
            .collect();
        let [Some(a), Some(b), Some(c)] = types[..] else {
            return Err(Diagnostic::at_op(
                ctx,
                op,
                "operands must be in the order AOp, BOp, COp",
            ));
        };
        if a.operand(ctx) != "AOp" || b.operand(ctx) != "BOp" || c.operand(ctx) != "COp" {
            return Err(Diagnostic::at_op(
                ctx,
                op,
                "operands must be in the order AOp, BOp, COp",
            ));
        }
        let (a, b, c) = (a.shape(ctx), b.shape(ctx), c.shape(ctx));
        if a[1] != b[0] || a[0] != c[0] || b[1] != c[1] {
            return Err(Diagnostic::at_op(
                ctx,
                op,
                "operand shapes do not satisfy matmul constraints",
            ));
        }
        Ok(())
    }
}

impl WaitOpHooks for WaitOp {
    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        vec![
            Box::new(EraseRedundantGpuWaitOpPairs),
            Box::new(SimplifyGpuWaitOp),
        ]
    }
}

/// Whether `v` is the token of a `gpu.wait async` with no dependencies.
fn is_free_wait_token(ctx: &Context, v: Value) -> bool {
    ctx.defining_op(v)
        .is_some_and(|d| WaitOp::cast(ctx, d).is_some() && ctx.operands(d).is_empty())
}

/// `EraseRedundantGpuWaitOpPairs`: a dependency on a wait that waits for
/// nothing is dropped.
struct EraseRedundantGpuWaitOpPairs;

impl RewritePattern for EraseRedundantGpuWaitOpPairs {
    fn root(&self) -> Option<&str> {
        Some(WaitOp::OPERATION_NAME)
    }
    fn name(&self) -> &str {
        "EraseRedundantGpuWaitOpPairs"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let operands = rw.operands(op);
        if !operands.iter().any(|&v| is_free_wait_token(rw, v)) {
            return false;
        }
        let kept: Vec<Value> = operands
            .into_iter()
            .filter(|&v| !is_free_wait_token(rw, v))
            .collect();
        rw.modify_op_in_place(op, |ctx| ctx.set_operands(op, &kept))
            .is_ok()
    }
}

/// `SimplifyGpuWaitOp`: a wait for nothing returning nothing, a wait on
/// one token returning one, and a wait whose token is unused go.
struct SimplifyGpuWaitOp;

impl RewritePattern for SimplifyGpuWaitOp {
    fn root(&self) -> Option<&str> {
        Some(WaitOp::OPERATION_NAME)
    }
    fn name(&self) -> &str {
        "SimplifyGpuWaitOp"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let deps = rw.operands(op);
        let token = rw.results(op).first().copied();
        match token {
            None if deps.is_empty() => rw.erase_op(op).is_ok(),
            Some(_) if deps.len() == 1 => rw.replace_op(op, &deps).is_ok(),
            Some(t) if !rw.has_uses(t) => rw.erase_op(op).is_ok(),
            _ => false,
        }
    }
}
