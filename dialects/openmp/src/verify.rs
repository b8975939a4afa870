//! The ops' hooks: upstream's verifiers of `OpenMPDialect.cpp` (with their
//! messages and the shared clause checks), `omp.loop_nest`'s custom form,
//! `omp.critical`'s symbol check and `omp.atomic.update`'s
//! canonicalization.

use std::collections::HashSet;

use ir::interfaces::SymbolTableCollection;
use ir::printer::{attr_to_string, type_to_string};
use ir::{
    Attribute, Context, CustomParser, CustomPrinter, Diagnostic, OpId, ParseError, Type, Value,
};

use crate::syntax::{MAP_ALWAYS, MAP_CLOSE, MAP_DELETE, MAP_FROM, MAP_IMPLICIT, MAP_TO};
use crate::*;

type Verified = Result<(), Diagnostic>;

/// `emitOpError`: `'omp.x' op message`.
fn op_error(ctx: &Context, op: OpId, message: impl std::fmt::Display) -> Diagnostic {
    Diagnostic::op_error(ctx, op, message)
}

/// `emitError`: the message alone, at the op.
fn error(ctx: &Context, op: OpId, message: impl Into<String>) -> Diagnostic {
    Diagnostic::at_op(ctx, op, message)
}

/// A type as a diagnostic streams it: quoted.
fn ty(ctx: &Context, t: Type) -> String {
    format!("'{}'", type_to_string(ctx, t))
}

fn array(ctx: &Context, attr: Option<Attribute>) -> Option<Vec<Attribute>> {
    attr.map(|a| {
        ctx.as_array(a)
            .map(<[Attribute]>::to_vec)
            .unwrap_or_default()
    })
}

fn lookup(ctx: &Context, from: OpId, symbol: Attribute) -> Option<OpId> {
    SymbolTableCollection::new().lookup_nearest_symbol_from(ctx, from, symbol)
}

/// `verifySynchronizationHint`.
fn verify_synchronization_hint(ctx: &Context, op: OpId, hint: i64) -> Verified {
    let bit = |n: u32| hint & (1 << n) != 0;
    if bit(0) && bit(1) {
        return Err(op_error(
            ctx,
            op,
            "the hints omp_sync_hint_uncontended and omp_sync_hint_contended cannot be combined",
        ));
    }
    if bit(2) && bit(3) {
        return Err(op_error(
            ctx,
            op,
            "the hints omp_sync_hint_nonspeculative and omp_sync_hint_speculative cannot be combined.",
        ));
    }
    Ok(())
}

/// `verifyReductionVarList`.
fn verify_reduction_var_list(
    ctx: &Context,
    op: OpId,
    reductions: Option<Attribute>,
    reduction_vars: &[Value],
    by_ref: Option<Vec<bool>>,
) -> Verified {
    let reductions = array(ctx, reductions);
    if !reduction_vars.is_empty() {
        if reductions
            .as_ref()
            .is_none_or(|r| r.len() != reduction_vars.len())
        {
            return Err(op_error(
                ctx,
                op,
                "expected as many reduction symbol references as reduction variables",
            ));
        }
        if by_ref
            .as_ref()
            .is_some_and(|b| b.len() != reduction_vars.len())
        {
            return Err(error(
                ctx,
                op,
                "expected as many reduction variable by reference attributes as reduction variables",
            ));
        }
    } else {
        if reductions.is_some() {
            return Err(op_error(ctx, op, "unexpected reduction symbol references"));
        }
        return Ok(());
    }
    let reductions = reductions.unwrap_or_default();
    let mut accumulators = HashSet::new();
    for (&accum, &symbol) in reduction_vars.iter().zip(&reductions) {
        if !accumulators.insert(accum) {
            return Err(op_error(
                ctx,
                op,
                "accumulator variable used more than once",
            ));
        }
        let var_type = ctx.value_type(accum);
        let decl = lookup(ctx, op, symbol).and_then(|d| DeclareReductionOp::cast(ctx, d));
        let Some(decl) = decl else {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "expected symbol reference {} to point to a reduction declaration",
                    attr_to_string(ctx, symbol)
                ),
            ));
        };
        if let Some(acc) = decl.get_accumulator_type(ctx) {
            if acc != var_type {
                return Err(op_error(
                    ctx,
                    op,
                    format!(
                        "expected accumulator ({}) to be the same type as reduction declaration ({})",
                        ty(ctx, var_type),
                        ty(ctx, acc)
                    ),
                ));
            }
        }
    }
    Ok(())
}

/// `verifyCopyPrivateVarList`.
fn verify_copy_private_var_list(
    ctx: &Context,
    op: OpId,
    vars: &[Value],
    funcs: Option<Attribute>,
) -> Verified {
    let funcs = array(ctx, funcs);
    let n = funcs.as_ref().map_or(0, Vec::len);
    if n != vars.len() {
        return Err(op_error(
            ctx,
            op,
            format!(
                "inconsistent number of copyPrivate vars (= {}) and functions (= {n}), both must be equal",
                vars.len()
            ),
        ));
    }
    let Some(funcs) = funcs else {
        return Ok(());
    };
    for (&var, &symbol) in vars.iter().zip(&funcs) {
        let sym = attr_to_string(ctx, symbol);
        let func = lookup(ctx, op, symbol)
            .filter(|&f| matches!(ctx.op_name_of(f), "func.func" | "llvm.func"));
        let args = func
            .and_then(|f| ir::interfaces::FunctionOpInterfaceRef::get(ctx, f))
            .and_then(|f| {
                let t = f.get_function_type(ctx);
                match ctx.function_inputs(t) {
                    Some(inputs) => Some(inputs.to_vec()),
                    None => llvm::LLVMFunctionType::dyn_cast(ctx, t)
                        .map(|f| f.storage(ctx).params.clone()),
                }
            });
        let Some(args) = args else {
            return Err(op_error(
                ctx,
                op,
                format!("expected symbol reference {sym} to point to a copy function"),
            ));
        };
        if args.len() != 2 {
            return Err(op_error(
                ctx,
                op,
                format!("expected copy function {sym} to have 2 operands"),
            ));
        }
        if args[0] != args[1] {
            return Err(op_error(
                ctx,
                op,
                format!("expected copy function {sym} arguments to have the same type"),
            ));
        }
        let var_type = ctx.value_type(var);
        if args[0] != var_type {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "expected copy function arguments' type ({}) to be the same as copyprivate variable's type ({})",
                    ty(ctx, args[0]),
                    ty(ctx, var_type)
                ),
            ));
        }
    }
    Ok(())
}

/// `verifyDependVarList`.
fn verify_depend_var_list(
    ctx: &Context,
    op: OpId,
    depends: Option<Attribute>,
    depend_vars: &[Value],
) -> Verified {
    let depends = array(ctx, depends);
    if !depend_vars.is_empty() {
        if depends
            .as_ref()
            .is_none_or(|d| d.len() != depend_vars.len())
        {
            return Err(op_error(
                ctx,
                op,
                "expected as many depend values as depend variables",
            ));
        }
    } else if depends.as_ref().is_some_and(|d| !d.is_empty()) {
        return Err(op_error(ctx, op, "unexpected depend values"));
    }
    Ok(())
}

/// `verifyAlignedClause`.
fn verify_aligned_clause(
    ctx: &Context,
    op: OpId,
    alignment_values: Option<Attribute>,
    aligned_vars: &[Value],
) -> Verified {
    let values = array(ctx, alignment_values);
    if !aligned_vars.is_empty() {
        if values
            .as_ref()
            .is_none_or(|v| v.len() != aligned_vars.len())
        {
            return Err(op_error(
                ctx,
                op,
                "expected as many alignment values as aligned variables",
            ));
        }
    } else {
        if values.is_some() {
            return Err(op_error(ctx, op, "unexpected alignment values attribute"));
        }
        return Ok(());
    }
    let mut seen = HashSet::new();
    for &v in aligned_vars {
        if !seen.insert(v) {
            return Err(op_error(ctx, op, "aligned variable used more than once"));
        }
    }
    for a in values.unwrap_or_default() {
        match ctx.attr_data(a) {
            ir::AttrData::Integer { .. } => {
                if ctx.as_integer(a).is_some_and(|v| v <= 0) {
                    return Err(op_error(ctx, op, "alignment should be greater than 0"));
                }
            }
            _ => return Err(op_error(ctx, op, "expected integer alignment")),
        }
    }
    Ok(())
}

/// `verifyNontemporalClause`.
fn verify_nontemporal_clause(ctx: &Context, op: OpId, vars: &[Value]) -> Verified {
    let mut seen = HashSet::new();
    for &v in vars {
        if !seen.insert(v) {
            return Err(op_error(
                ctx,
                op,
                "nontemporal variable used more than once",
            ));
        }
    }
    Ok(())
}

/// `verifyMapClause`: the map entries' types allowed by each construct.
fn verify_map_clause(ctx: &Context, op: OpId, map_operands: &[Value]) -> Verified {
    let mut update_to = HashSet::new();
    let mut update_from = HashSet::new();
    let loc_error = |message: &str| Diagnostic::error(ctx.op_loc(op), message);
    let is_data_or_target =
        TargetDataOp::cast(ctx, op).is_some() || TargetOp::cast(ctx, op).is_some();
    for &map_op in map_operands {
        let Some(info) = ctx
            .defining_op(map_op)
            .and_then(|d| MapInfoOp::cast(ctx, d))
        else {
            // Upstream reports the entry and goes on (the error makes the
            // verification fail anyway).
            return Err(loc_error("map argument is not a map entry operation"));
        };
        let bits = info.map_type(ctx).unwrap_or(0);
        let to = bits & MAP_TO != 0;
        let from = bits & MAP_FROM != 0;
        let del = bits & MAP_DELETE != 0;
        let always = bits & MAP_ALWAYS != 0;
        let close = bits & MAP_CLOSE != 0;
        let implicit = bits & MAP_IMPLICIT != 0;
        if is_data_or_target && del {
            return Err(loc_error(
                "to, from, tofrom and alloc map types are permitted",
            ));
        }
        if TargetEnterDataOp::cast(ctx, op).is_some() && (from || del) {
            return Err(loc_error("to and alloc map types are permitted"));
        }
        if TargetExitDataOp::cast(ctx, op).is_some() && to {
            return Err(loc_error(
                "from, release and delete map types are permitted",
            ));
        }
        if TargetUpdateOp::cast(ctx, op).is_some() {
            if del || (!to && !from) {
                return Err(loc_error(
                    "at least one of to or from map types must be specified, other map types are not permitted",
                ));
            }
            let var = info.var_ptr(ctx);
            let both = to && (from || update_from.contains(&var));
            if both || (from && update_to.contains(&var)) {
                return Err(loc_error(
                    "either to or from map types can be specified, not both",
                ));
            }
            if always || close || implicit {
                return Err(loc_error(
                    "present, mapper and iterator map type modifiers are permitted",
                ));
            }
            if to {
                update_to.insert(var);
            } else {
                update_from.insert(var);
            }
        }
    }
    Ok(())
}

/// `verifyPrivateVarList`.
fn verify_private_var_list(
    ctx: &Context,
    op: OpId,
    private_vars: &[Value],
    privatizers: Option<Attribute>,
) -> Verified {
    let privatizers = array(ctx, privatizers).unwrap_or_default();
    if private_vars.is_empty() && privatizers.is_empty() {
        return Ok(());
    }
    if private_vars.len() != privatizers.len() {
        return Err(error(
            ctx,
            op,
            format!(
                "inconsistent number of private variables and privatizer op symbols, private vars: {} vs. privatizer op symbols: {}",
                private_vars.len(),
                privatizers.len()
            ),
        ));
    }
    for (&var, &symbol) in private_vars.iter().zip(&privatizers) {
        let var_type = ctx.value_type(var);
        let Some(privatizer) = lookup(ctx, op, symbol).and_then(|p| PrivateClauseOp::cast(ctx, p))
        else {
            return Err(error(
                ctx,
                op,
                format!(
                    "failed to lookup privatizer op with symbol: '{}'",
                    attr_to_string(ctx, symbol)
                ),
            ));
        };
        let privatizer_type = privatizer.type_(ctx);
        if var_type != privatizer_type {
            let kind = match privatizer.data_sharing_type(ctx) {
                DataSharingClauseType::Private => "private",
                _ => "firstprivate",
            };
            return Err(error(
                ctx,
                op,
                format!(
                    "type mismatch between a {kind} variable and its privatizer op, var type: {} vs. privatizer op type: {}",
                    ty(ctx, var_type),
                    ty(ctx, privatizer_type)
                ),
            ));
        }
    }
    Ok(())
}

fn allocate_sizes_match(ctx: &Context, op: OpId, allocate: usize, allocators: usize) -> Verified {
    if allocate != allocators {
        return Err(error(
            ctx,
            op,
            "expected equal sizes for allocate and allocator variables",
        ));
    }
    Ok(())
}

fn parent_is<T>(ctx: &Context, op: OpId, cast: fn(&Context, OpId) -> Option<T>) -> bool {
    ctx.op_parent_op(op).is_some_and(|p| cast(ctx, p).is_some())
}

impl TargetDataOpHooks for TargetDataOp {
    fn verify(self, ctx: &Context) -> Verified {
        let op = self.operation();
        let maps = self.map_operands(ctx);
        if maps.is_empty()
            && self.use_device_ptr(ctx).is_empty()
            && self.use_device_addr(ctx).is_empty()
        {
            return Err(Diagnostic::error(
                ctx.op_loc(op),
                "At least one of map, useDevicePtr, or useDeviceAddr operand must be present",
            ));
        }
        verify_map_clause(ctx, op, &maps)
    }
}

macro_rules! depend_and_map_verifier {
    ($hooks:ident, $op:ident) => {
        impl $hooks for $op {
            fn verify(self, ctx: &Context) -> Verified {
                let op = self.operation();
                verify_depend_var_list(ctx, op, self.depends(ctx), &self.depend_vars(ctx))?;
                verify_map_clause(ctx, op, &self.map_operands(ctx))
            }
        }
    };
}
depend_and_map_verifier!(TargetEnterDataOpHooks, TargetEnterDataOp);
depend_and_map_verifier!(TargetExitDataOpHooks, TargetExitDataOp);
depend_and_map_verifier!(TargetUpdateOpHooks, TargetUpdateOp);
depend_and_map_verifier!(TargetOpHooks, TargetOp);

impl ParallelOpHooks for ParallelOp {
    fn verify(self, ctx: &Context) -> Verified {
        let op = self.operation();
        if parent_is(ctx, op, DistributeOp::cast) {
            if !self.is_wrapper(ctx) {
                return Err(op_error(
                    ctx,
                    op,
                    "must take a loop wrapper role if nested inside of 'omp.distribute'",
                ));
            }
            match self.get_nested_wrapper(ctx) {
                Some(nested) => {
                    if WsloopOp::cast(ctx, nested.operation()).is_none() {
                        return Err(error(
                            ctx,
                            op,
                            "only supported nested wrapper is 'omp.wsloop'",
                        ));
                    }
                }
                None => {
                    return Err(op_error(
                        ctx,
                        op,
                        "must not wrap an 'omp.loop_nest' directly",
                    ));
                }
            }
        }
        allocate_sizes_match(
            ctx,
            op,
            self.allocate_vars(ctx).len(),
            self.allocators_vars(ctx).len(),
        )?;
        verify_private_var_list(ctx, op, &self.private_vars(ctx), self.privatizers(ctx))?;
        verify_reduction_var_list(
            ctx,
            op,
            self.reductions(ctx),
            &self.reduction_vars(ctx),
            self.reduction_vars_byref(ctx),
        )
    }
}

/// `opInGlobalImplicitParallelRegion`: no OpenMP op encloses `op`.
fn in_global_implicit_parallel_region(ctx: &Context, op: OpId) -> bool {
    let mut parent = ctx.op_parent_op(op);
    while let Some(p) = parent {
        if ctx.op_name_of(p).starts_with("omp.") {
            return false;
        }
        parent = ctx.op_parent_op(p);
    }
    true
}

impl TeamsOpHooks for TeamsOp {
    fn verify(self, ctx: &Context) -> Verified {
        let op = self.operation();
        if !parent_is(ctx, op, TargetOp::cast) && !in_global_implicit_parallel_region(ctx, op) {
            return Err(error(
                ctx,
                op,
                "expected to be nested inside of omp.target or not nested in any OpenMP dialect operations",
            ));
        }
        if let Some(lower) = self.num_teams_lower(ctx) {
            let Some(upper) = self.num_teams_upper(ctx) else {
                return Err(error(
                    ctx,
                    op,
                    "expected num_teams upper bound to be defined if the lower bound is defined",
                ));
            };
            if ctx.value_type(lower) != ctx.value_type(upper) {
                return Err(error(
                    ctx,
                    op,
                    "expected num_teams upper bound and lower bound to be the same type",
                ));
            }
        }
        allocate_sizes_match(
            ctx,
            op,
            self.allocate_vars(ctx).len(),
            self.allocators_vars(ctx).len(),
        )?;
        verify_reduction_var_list(
            ctx,
            op,
            self.reductions(ctx),
            &self.reduction_vars(ctx),
            self.reduction_vars_byref(ctx),
        )
    }
}

impl SectionsOpHooks for SectionsOp {
    fn verify(self, ctx: &Context) -> Verified {
        let op = self.operation();
        allocate_sizes_match(
            ctx,
            op,
            self.allocate_vars(ctx).len(),
            self.allocators_vars(ctx).len(),
        )?;
        verify_reduction_var_list(
            ctx,
            op,
            self.reductions(ctx),
            &self.reduction_vars(ctx),
            self.reduction_vars_byref(ctx),
        )
    }

    fn verify_regions(self, ctx: &Context) -> Verified {
        let op = self.operation();
        let Some(entry) = ctx.region_entry(self.region(ctx)) else {
            return Ok(());
        };
        for inst in ctx.block_ops(entry) {
            if SectionOp::cast(ctx, inst).is_none() && TerminatorOp::cast(ctx, inst).is_none() {
                return Err(op_error(
                    ctx,
                    op,
                    "expected omp.section op or terminator op inside region",
                ));
            }
        }
        Ok(())
    }
}

impl SingleOpHooks for SingleOp {
    fn verify(self, ctx: &Context) -> Verified {
        let op = self.operation();
        allocate_sizes_match(
            ctx,
            op,
            self.allocate_vars(ctx).len(),
            self.allocators_vars(ctx).len(),
        )?;
        verify_copy_private_var_list(
            ctx,
            op,
            &self.copyprivate_vars(ctx),
            self.copyprivate_funcs(ctx),
        )
    }
}

impl WsloopOpHooks for WsloopOp {
    fn verify(self, ctx: &Context) -> Verified {
        let op = self.operation();
        if !self.is_wrapper(ctx) {
            return Err(op_error(ctx, op, "must be a loop wrapper"));
        }
        if let Some(nested) = self.get_nested_wrapper(ctx) {
            if SimdOp::cast(ctx, nested.operation()).is_none() {
                return Err(error(
                    ctx,
                    op,
                    "only supported nested wrapper is 'omp.simd'",
                ));
            }
        }
        verify_reduction_var_list(
            ctx,
            op,
            self.reductions(ctx),
            &self.reduction_vars(ctx),
            self.reduction_vars_byref(ctx),
        )
    }
}

impl SimdOpHooks for SimdOp {
    fn verify(self, ctx: &Context) -> Verified {
        let op = self.operation();
        if let (Some(simdlen), Some(safelen)) = (self.simdlen(ctx), self.safelen(ctx)) {
            if simdlen > safelen {
                return Err(op_error(
                    ctx,
                    op,
                    "simdlen clause and safelen clause are both present, but the simdlen value is not less than or equal to safelen value",
                ));
            }
        }
        verify_aligned_clause(ctx, op, self.alignment_values(ctx), &self.aligned_vars(ctx))?;
        verify_nontemporal_clause(ctx, op, &self.nontemporal_vars(ctx))?;
        if !self.is_wrapper(ctx) {
            return Err(op_error(ctx, op, "must be a loop wrapper"));
        }
        if self.get_nested_wrapper(ctx).is_some() {
            return Err(op_error(ctx, op, "must wrap an 'omp.loop_nest' directly"));
        }
        Ok(())
    }
}

impl DistributeOpHooks for DistributeOp {
    fn verify(self, ctx: &Context) -> Verified {
        let op = self.operation();
        if self.chunk_size(ctx).is_some() && !self.dist_schedule_static(ctx) {
            return Err(op_error(
                ctx,
                op,
                "chunk size set without dist_schedule_static being present",
            ));
        }
        allocate_sizes_match(
            ctx,
            op,
            self.allocate_vars(ctx).len(),
            self.allocators_vars(ctx).len(),
        )?;
        if !self.is_wrapper(ctx) {
            return Err(op_error(ctx, op, "must be a loop wrapper"));
        }
        if let Some(nested) = self.get_nested_wrapper(ctx) {
            let n = nested.operation();
            if ParallelOp::cast(ctx, n).is_none() && SimdOp::cast(ctx, n).is_none() {
                return Err(error(
                    ctx,
                    op,
                    "only supported nested wrappers are 'omp.parallel' and 'omp.simd'",
                ));
            }
        }
        Ok(())
    }
}

/// The types of `region`'s entry block arguments, if it has a block.
fn entry_arg_types(ctx: &Context, region: ir::RegionId) -> Option<Vec<Type>> {
    let entry = ctx.region_entry(region)?;
    Some(
        ctx.block_args(entry)
            .into_iter()
            .map(|a| ctx.value_type(a))
            .collect(),
    )
}

/// Whether every `omp.yield` directly in `region` yields one value of type `t`.
fn yields_one_of(ctx: &Context, region: ir::RegionId, t: Type) -> bool {
    ctx.region_blocks(region).iter().all(|&b| {
        ctx.block_ops(b)
            .filter(|&o| YieldOp::cast(ctx, o).is_some())
            .all(|y| {
                let types = ctx.operand_types(y);
                types.len() == 1 && types[0] == t
            })
    })
}

impl DeclareReductionOpHooks for DeclareReductionOp {
    fn verify_regions(self, ctx: &Context) -> Verified {
        let op = self.operation();
        let red_type = self.type_(ctx);
        let Some(init_args) = entry_arg_types(ctx, self.initializer_region(ctx)) else {
            return Err(op_error(ctx, op, "expects non-empty initializer region"));
        };
        if init_args.len() != 1 || init_args[0] != red_type {
            return Err(op_error(
                ctx,
                op,
                "expects initializer region with one argument of the reduction type",
            ));
        }
        if !yields_one_of(ctx, self.initializer_region(ctx), red_type) {
            return Err(op_error(
                ctx,
                op,
                "expects initializer region to yield a value of the reduction type",
            ));
        }
        let Some(red_args) = entry_arg_types(ctx, self.reduction_region(ctx)) else {
            return Err(op_error(ctx, op, "expects non-empty reduction region"));
        };
        if red_args.len() != 2 || red_args[0] != red_args[1] || red_args[0] != red_type {
            return Err(op_error(
                ctx,
                op,
                "expects reduction region with two arguments of the reduction type",
            ));
        }
        if !yields_one_of(ctx, self.reduction_region(ctx), red_type) {
            return Err(op_error(
                ctx,
                op,
                "expects reduction region to yield a value of the reduction type",
            ));
        }
        if let Some(atomic_args) = entry_arg_types(ctx, self.atomic_reduction_region(ctx)) {
            if atomic_args.len() != 2 || atomic_args[0] != atomic_args[1] {
                return Err(op_error(
                    ctx,
                    op,
                    "expects atomic reduction region with two arguments of the same type",
                ));
            }
            let pointer_like = ctx.type_has_interface(atomic_args[0], "PointerLikeType");
            let element = pointer_like_element_type(ctx, atomic_args[0]);
            if !pointer_like || element.is_some_and(|e| e != red_type) {
                return Err(op_error(
                    ctx,
                    op,
                    "expects atomic reduction region arguments to be accumulators containing the reduction type",
                ));
            }
        }
        let Some(cleanup_args) = entry_arg_types(ctx, self.cleanup_region(ctx)) else {
            return Ok(());
        };
        if cleanup_args.len() != 1 || cleanup_args[0] != red_type {
            return Err(op_error(
                ctx,
                op,
                "expects cleanup region with one argument of the reduction type",
            ));
        }
        Ok(())
    }
}

impl TaskOpHooks for TaskOp {
    fn verify(self, ctx: &Context) -> Verified {
        let op = self.operation();
        verify_depend_var_list(ctx, op, self.depends(ctx), &self.depend_vars(ctx))?;
        verify_reduction_var_list(
            ctx,
            op,
            self.in_reductions(ctx),
            &self.in_reduction_vars(ctx),
            self.in_reduction_vars_byref(ctx),
        )
    }
}

impl TaskgroupOpHooks for TaskgroupOp {
    fn verify(self, ctx: &Context) -> Verified {
        verify_reduction_var_list(
            ctx,
            self.operation(),
            self.task_reductions(ctx),
            &self.task_reduction_vars(ctx),
            self.task_reduction_vars_byref(ctx),
        )
    }
}

impl TaskloopOpHooks for TaskloopOp {
    fn verify(self, ctx: &Context) -> Verified {
        let op = self.operation();
        allocate_sizes_match(
            ctx,
            op,
            self.allocate_vars(ctx).len(),
            self.allocators_vars(ctx).len(),
        )?;
        let reduction_vars = self.reduction_vars(ctx);
        let in_reduction_vars = self.in_reduction_vars(ctx);
        verify_reduction_var_list(
            ctx,
            op,
            self.reductions(ctx),
            &reduction_vars,
            self.reduction_vars_byref(ctx),
        )?;
        verify_reduction_var_list(
            ctx,
            op,
            self.in_reductions(ctx),
            &in_reduction_vars,
            self.in_reduction_vars_byref(ctx),
        )?;
        if !reduction_vars.is_empty() && self.nogroup(ctx) {
            return Err(error(
                ctx,
                op,
                "if a reduction clause is present on the taskloop directive, the nogroup clause must not be specified",
            ));
        }
        if reduction_vars.iter().any(|v| in_reduction_vars.contains(v)) {
            return Err(error(
                ctx,
                op,
                "the same list item cannot appear in both a reduction and an in_reduction clause",
            ));
        }
        if self.grain_size(ctx).is_some() && self.num_tasks(ctx).is_some() {
            return Err(error(
                ctx,
                op,
                "the grainsize clause and num_tasks clause are mutually exclusive and may not appear on the same taskloop directive",
            ));
        }
        if !self.is_wrapper(ctx) {
            return Err(op_error(ctx, op, "must be a loop wrapper"));
        }
        if let Some(nested) = self.get_nested_wrapper(ctx) {
            if SimdOp::cast(ctx, nested.operation()).is_none() {
                return Err(error(
                    ctx,
                    op,
                    "only supported nested wrapper is 'omp.simd'",
                ));
            }
        }
        Ok(())
    }
}

impl LoopNestOpHooks for LoopNestOp {
    fn verify(self, ctx: &Context) -> Verified {
        let op = self.operation();
        let lbs = self.lower_bound(ctx);
        if lbs.is_empty() {
            return Err(op_error(ctx, op, "must represent at least one loop"));
        }
        let ivs = self.get_ivs(ctx);
        if lbs.len() != ivs.len() {
            return Err(op_error(
                ctx,
                op,
                "number of range arguments and IVs do not match",
            ));
        }
        for (&lb, &iv) in lbs.iter().zip(&ivs) {
            if ctx.value_type(lb) != ctx.value_type(iv) {
                return Err(op_error(
                    ctx,
                    op,
                    "range argument type does not match corresponding IV type",
                ));
            }
        }
        let wrapper = ctx
            .op_parent_op(op)
            .and_then(|p| LoopWrapperInterfaceRef::get(ctx, p));
        if !wrapper.is_some_and(|w| w.is_wrapper(ctx)) {
            return Err(op_error(
                ctx,
                op,
                "expects parent op to be a valid loop wrapper",
            ));
        }
        Ok(())
    }

    fn parse(
        parser: &mut CustomParser<'_, '_, '_>,
        state: &mut ir::OperationState,
    ) -> Result<(), ParseError> {
        crate::syntax::parse_loop_nest(parser, state)
    }

    fn print(self, printer: &mut CustomPrinter<'_, '_>) {
        crate::syntax::print_loop_nest(printer, self);
    }
}

impl CriticalDeclareOpHooks for CriticalDeclareOp {
    fn verify(self, ctx: &Context) -> Verified {
        verify_synchronization_hint(ctx, self.operation(), self.hint_val(ctx))
    }
}

impl CriticalOpHooks for CriticalOp {
    fn verify_symbol_uses(
        op: Self,
        ctx: &Context,
        symbol_table: &SymbolTableCollection,
    ) -> Verified {
        let Some(symbol) = op.name_attr(ctx) else {
            return Ok(());
        };
        let decl = symbol_table
            .lookup_nearest_symbol_from(ctx, op.operation(), symbol)
            .and_then(|d| CriticalDeclareOp::cast(ctx, d));
        if decl.is_none() {
            return Err(op_error(
                ctx,
                op.operation(),
                format!(
                    "expected symbol reference {} to point to a critical declaration",
                    attr_to_string(ctx, symbol)
                ),
            ));
        }
        Ok(())
    }
}

/// The closest enclosing `omp.loop_nest`.
fn parent_loop_nest(ctx: &Context, op: OpId) -> Option<LoopNestOp> {
    let mut parent = ctx.op_parent_op(op);
    while let Some(p) = parent {
        if let Some(l) = LoopNestOp::cast(ctx, p) {
            return Some(l);
        }
        parent = ctx.op_parent_op(p);
    }
    None
}

/// `verifyOrderedParent`.
fn verify_ordered_parent(ctx: &Context, op: OpId) -> Verified {
    let has_region = !ctx.op_regions(op).is_empty();
    let Some(loop_op) = parent_loop_nest(ctx, op) else {
        if has_region {
            return Ok(());
        }
        return Err(op_error(ctx, op, "must be nested inside of a loop"));
    };
    let wrapper = ctx.op_parent_op(loop_op.operation());
    if let Some(wsloop) = wrapper.and_then(|w| WsloopOp::cast(ctx, w)) {
        let Some(ordered) = wsloop.ordered_val(ctx) else {
            return Err(op_error(
                ctx,
                op,
                "the enclosing worksharing-loop region must have an ordered clause",
            ));
        };
        if has_region && ordered != 0 {
            return Err(op_error(
                ctx,
                op,
                "the enclosing loop's ordered clause must not have a parameter present",
            ));
        }
        if !has_region && ordered == 0 {
            return Err(op_error(
                ctx,
                op,
                "the enclosing loop's ordered clause must have a parameter present",
            ));
        }
    } else if wrapper.is_none_or(|w| SimdOp::cast(ctx, w).is_none()) {
        return Err(op_error(
            ctx,
            op,
            "must be nested inside of a worksharing, simd or worksharing simd loop",
        ));
    }
    Ok(())
}

impl OrderedOpHooks for OrderedOp {
    fn verify(self, ctx: &Context) -> Verified {
        let op = self.operation();
        verify_ordered_parent(ctx, op)?;
        let mut parent = ctx.op_parent_op(op);
        let mut wrapper = None;
        while let Some(p) = parent {
            if let Some(w) = WsloopOp::cast(ctx, p) {
                wrapper = Some(w);
                break;
            }
            parent = ctx.op_parent_op(p);
        }
        let matches = wrapper.is_some_and(|w| w.ordered_val(ctx) == self.num_loops_val(ctx));
        if !matches {
            return Err(op_error(
                ctx,
                op,
                "number of variables in depend clause does not match number of iteration variables in the doacross loop",
            ));
        }
        Ok(())
    }
}

impl OrderedRegionOpHooks for OrderedRegionOp {
    fn verify(self, ctx: &Context) -> Verified {
        if self.simd(ctx) {
            // Upstream fails without a message of its own.
            return Err(op_error(
                ctx,
                self.operation(),
                "the simd clause is not supported on ordered regions",
            ));
        }
        verify_ordered_parent(ctx, self.operation())
    }
}

fn verify_memory_order(
    ctx: &Context,
    op: OpId,
    order: Option<ClauseMemoryOrderKind>,
    forbidden: [ClauseMemoryOrderKind; 2],
    message: &str,
) -> Verified {
    if order.is_some_and(|o| forbidden.contains(&o)) {
        return Err(error(ctx, op, message));
    }
    Ok(())
}

impl AtomicReadOpHooks for AtomicReadOp {
    fn verify(self, ctx: &Context) -> Verified {
        let op = self.operation();
        self.verify_common(ctx)?;
        verify_memory_order(
            ctx,
            op,
            self.memory_order_val(ctx),
            [
                ClauseMemoryOrderKind::AcqRel,
                ClauseMemoryOrderKind::Release,
            ],
            "memory-order must not be acq_rel or release for atomic reads",
        )?;
        verify_synchronization_hint(ctx, op, self.hint_val(ctx))
    }
}

impl AtomicWriteOpHooks for AtomicWriteOp {
    fn verify(self, ctx: &Context) -> Verified {
        let op = self.operation();
        self.verify_common(ctx)?;
        verify_memory_order(
            ctx,
            op,
            self.memory_order_val(ctx),
            [
                ClauseMemoryOrderKind::AcqRel,
                ClauseMemoryOrderKind::Acquire,
            ],
            "memory-order must not be acq_rel or acquire for atomic writes",
        )?;
        verify_synchronization_hint(ctx, op, self.hint_val(ctx))
    }
}

impl AtomicUpdateOpHooks for AtomicUpdateOp {
    fn verify(self, ctx: &Context) -> Verified {
        let op = self.operation();
        self.verify_common(ctx)?;
        verify_memory_order(
            ctx,
            op,
            self.memory_order_val(ctx),
            [
                ClauseMemoryOrderKind::AcqRel,
                ClauseMemoryOrderKind::Acquire,
            ],
            "memory-order must not be acq_rel or acquire for atomic updates",
        )?;
        verify_synchronization_hint(ctx, op, self.hint_val(ctx))
    }

    fn verify_regions(self, ctx: &Context) -> Verified {
        self.verify_regions_common(ctx)
    }

    /// A no-op update is erased; one that only stores a value becomes an
    /// `omp.atomic.write` of it.
    fn canonicalize(self, rewriter: &mut ir::PatternRewriter<'_>) -> bool {
        let op = self.operation();
        if self.is_no_op(rewriter) {
            return rewriter.erase_op(op).is_ok();
        }
        let Some(value) = self.get_write_op_val(rewriter) else {
            return false;
        };
        let x = self.x(rewriter);
        let hint = self.hint_val_attr(rewriter);
        let order = self.memory_order_val_attr(rewriter);
        let loc = rewriter.op_loc(op);
        AtomicWriteOp::build(rewriter, loc, x, value, hint, order);
        rewriter.replace_op(op, &[]).is_ok()
    }
}

impl AtomicCaptureOpHooks for AtomicCaptureOp {
    fn verify(self, ctx: &Context) -> Verified {
        verify_synchronization_hint(ctx, self.operation(), self.hint_val(ctx))
    }

    fn verify_regions(self, ctx: &Context) -> Verified {
        let op = self.operation();
        self.verify_regions_common(ctx)?;
        let (Some(first), Some(second)) = (self.get_first_op(ctx), self.get_second_op(ctx)) else {
            return Ok(());
        };
        let has = |o: OpId, name: &str| ctx.attr(o, name).is_some();
        if has(first, "hint_val") || has(second, "hint_val") {
            return Err(op_error(
                ctx,
                op,
                "operations inside capture region must not have hint clause",
            ));
        }
        if has(first, "memory_order_val") || has(second, "memory_order_val") {
            return Err(op_error(
                ctx,
                op,
                "operations inside capture region must not have memory_order clause",
            ));
        }
        Ok(())
    }
}

impl CancelOpHooks for CancelOp {
    fn verify(self, ctx: &Context) -> Verified {
        let op = self.operation();
        let cct = self.cancellation_construct_type_val(ctx);
        let Some(parent) = ctx.op_parent_op(op) else {
            return Err(op_error(
                ctx,
                op,
                "must be used within a region supporting cancel directive",
            ));
        };
        match cct {
            ClauseCancellationConstructType::Parallel => {
                if ParallelOp::cast(ctx, parent).is_none() {
                    return Err(op_error(
                        ctx,
                        op,
                        "cancel parallel must appear inside a parallel region",
                    ));
                }
            }
            ClauseCancellationConstructType::Loop => {
                let wsloop = LoopNestOp::cast(ctx, parent)
                    .and_then(|l| ctx.op_parent_op(l.operation()))
                    .and_then(|w| WsloopOp::cast(ctx, w));
                let Some(wsloop) = wsloop else {
                    return Err(op_error(
                        ctx,
                        op,
                        "cancel loop must appear inside a worksharing-loop region",
                    ));
                };
                if wsloop.nowait(ctx) {
                    return Err(error(
                        ctx,
                        op,
                        "A worksharing construct that is canceled must not have a nowait clause",
                    ));
                }
                if wsloop.ordered_val_attr(ctx).is_some() {
                    return Err(error(
                        ctx,
                        op,
                        "A worksharing construct that is canceled must not have an ordered clause",
                    ));
                }
            }
            ClauseCancellationConstructType::Sections => {
                if SectionsOp::cast(ctx, parent).is_none() && SectionOp::cast(ctx, parent).is_none()
                {
                    return Err(op_error(
                        ctx,
                        op,
                        "cancel sections must appear inside a sections region",
                    ));
                }
                let grand = ctx
                    .op_parent_op(parent)
                    .and_then(|g| SectionsOp::cast(ctx, g));
                if grand.is_some_and(|s| s.nowait(ctx)) {
                    return Err(error(
                        ctx,
                        op,
                        "A sections construct that is canceled must not have a nowait clause",
                    ));
                }
            }
            ClauseCancellationConstructType::Taskgroup => {}
        }
        Ok(())
    }
}

impl CancellationPointOpHooks for CancellationPointOp {
    fn verify(self, ctx: &Context) -> Verified {
        let op = self.operation();
        let cct = self.cancellation_construct_type_val(ctx);
        let Some(parent) = ctx.op_parent_op(op) else {
            return Err(op_error(
                ctx,
                op,
                "must be used within a region supporting cancellation point directive",
            ));
        };
        match cct {
            ClauseCancellationConstructType::Parallel
                if ParallelOp::cast(ctx, parent).is_none() =>
            {
                Err(op_error(
                    ctx,
                    op,
                    "cancellation point parallel must appear inside a parallel region",
                ))
            }
            ClauseCancellationConstructType::Loop
                if LoopNestOp::cast(ctx, parent).is_none()
                    || !parent_is(ctx, parent, WsloopOp::cast) =>
            {
                Err(op_error(
                    ctx,
                    op,
                    "cancellation point loop must appear inside a worksharing-loop region",
                ))
            }
            ClauseCancellationConstructType::Sections
                if SectionsOp::cast(ctx, parent).is_none()
                    && SectionOp::cast(ctx, parent).is_none() =>
            {
                Err(op_error(
                    ctx,
                    op,
                    "cancellation point sections must appear inside a sections region",
                ))
            }
            _ => Ok(()),
        }
    }
}

impl MapBoundsOpHooks for MapBoundsOp {
    fn verify(self, ctx: &Context) -> Verified {
        if self.extent(ctx).is_none() && self.upper_bound(ctx).is_none() {
            return Err(error(
                ctx,
                self.operation(),
                "expected extent or upperbound.",
            ));
        }
        Ok(())
    }
}

impl PrivateClauseOpHooks for PrivateClauseOp {
    fn verify(self, ctx: &Context) -> Verified {
        let op = self.operation();
        let sym_type = self.type_(ctx);
        let verify_terminator = |terminator: OpId, yields_value: bool| -> Verified {
            if !ctx.successors(terminator).is_empty() {
                return Ok(());
            }
            let loc = ctx.op_loc(terminator);
            if YieldOp::cast(ctx, terminator).is_none() {
                return Err(Diagnostic::error(
                    loc,
                    "expected exit block terminator to be an `omp.yield` op.",
                ));
            }
            let yielded = ctx.operand_types(terminator);
            if !yields_value {
                if yielded.is_empty() {
                    return Ok(());
                }
                return Err(Diagnostic::error(
                    loc,
                    "Did not expect any values to be yielded.",
                ));
            }
            if yielded.len() == 1 && yielded[0] == sym_type {
                return Ok(());
            }
            let got = if yielded.is_empty() {
                "None".to_string()
            } else {
                yielded
                    .iter()
                    .map(|&t| ty(ctx, t))
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            Err(Diagnostic::error(
                loc,
                format!(
                    "Invalid yielded value. Expected type: {}, got: {got}",
                    ty(ctx, sym_type)
                ),
            ))
        };
        let verify_region =
            |region: ir::RegionId, expected: usize, name: &str, yields_value: bool| -> Verified {
                let num_args = ctx
                    .region_entry(region)
                    .map_or(0, |b| ctx.num_block_args(b));
                if num_args != expected {
                    return Err(Diagnostic::error(
                        ctx.op_loc(op),
                        format!("`{name}`: expected {expected} region arguments, got: {num_args}"),
                    ));
                }
                for &block in ctx.region_blocks(region) {
                    let Some(last) = ctx.block_last_op(block) else {
                        continue;
                    };
                    if !ctx.op_has_trait(last, &ir::OpTrait::IsTerminator)
                        && ctx.is_registered(last)
                    {
                        continue;
                    }
                    verify_terminator(last, yields_value)?;
                }
                Ok(())
            };
        verify_region(self.alloc_region(ctx), 1, "alloc", true)?;
        let ds_type = self.data_sharing_type(ctx);
        let copy_empty = ctx.region_blocks(self.copy_region(ctx)).is_empty();
        if ds_type == DataSharingClauseType::Private && !copy_empty {
            return Err(error(
                ctx,
                op,
                "`private` clauses require only an `alloc` region.",
            ));
        }
        if ds_type == DataSharingClauseType::FirstPrivate && copy_empty {
            return Err(error(
                ctx,
                op,
                "`firstprivate` clauses require both `alloc` and `copy` regions.",
            ));
        }
        if ds_type == DataSharingClauseType::FirstPrivate {
            verify_region(self.copy_region(ctx), 2, "copy", true)?;
        }
        if !ctx.region_blocks(self.dealloc_region(ctx)).is_empty() {
            verify_region(self.dealloc_region(ctx), 1, "dealloc", false)?;
        }
        Ok(())
    }
}
