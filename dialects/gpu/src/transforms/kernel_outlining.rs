//! `gpu-launch-sink-index-computations` and `gpu-kernel-outlining`
//! (upstream `KernelOutlining.cpp`): constants and index computations used
//! in a `gpu.launch` are copied into its body; each `gpu.launch` becomes a
//! `gpu.func` kernel in a `gpu.module` of its own (with the functions it
//! calls) and a `gpu.launch_func` of it.

use ir::interfaces::symbols::all_symbol_uses;
use ir::interfaces::SymbolTableCollection;
use ir::pass::{OperationPass, PassFailure, PassRun};
use ir::{
    Attribute, Context, IrMapping, Location, OpBuilder, OpId, OperationState, RegionId, Type, Value,
};

use crate::{
    BlockDimOp, BlockIdOp, ClusterDimOp, ClusterIdOp, Dimension, GPUFuncOp, GPUModuleOp,
    GpuKernelOutliningBase, GpuLaunchSinkIndexComputationsBase, GridDimOp, LaunchFuncOp, LaunchOp,
    ReturnOp, TerminatorOp, ThreadIdOp, KERNEL_FUNC_ATTR_NAME,
};

/// Whether `v` is defined outside `op` (neither by an op nested in it nor
/// as an argument of one of its blocks).
fn defined_outside(ctx: &Context, v: Value, op: OpId) -> bool {
    let mut block = ctx.value_parent_block(v);
    while let Some(b) = block {
        let Some(parent) = ctx.block_parent_op(b) else {
            return true;
        };
        if parent == op {
            return false;
        }
        block = ctx.op_parent_block(parent);
    }
    true
}

/// The values used in `op`'s regions and defined outside it, in the order
/// upstream's post-order walk meets them (`getUsedValuesDefinedAbove`).
fn used_values_defined_above(ctx: &Context, op: OpId) -> Vec<Value> {
    let mut values: Vec<Value> = Vec::new();
    for &r in ctx.op_regions(op) {
        for &b in ctx.region_blocks(r) {
            for inner in ctx.block_ops(b) {
                for o in ctx.walk_postorder(inner) {
                    for v in ctx.operands(o) {
                        if defined_outside(ctx, v, op) && !values.contains(&v) {
                            values.push(v);
                        }
                    }
                }
            }
        }
    }
    values
}

/// Upstream's `isLikelyAnIndexComputation`: constants, `memref.dim`,
/// `arith.select`, `arith.cmpi`.
fn is_likely_an_index_computation(ctx: &Context, op: OpId) -> bool {
    ctx.constant_value(op).is_some()
        || ["memref.dim", "arith.select", "arith.cmpi"]
            .iter()
            .any(|n| ctx.op_is(op, n))
}

/// Upstream's `extractBeneficiaryOps`: whether `op` can be sunk with the
/// ops it needs (added to `sunk` in order), without new kernel operands.
fn extract_beneficiary_ops(
    ctx: &Context,
    op: OpId,
    candidates: &[Value],
    sunk: &mut Vec<OpId>,
    available: &mut Vec<Value>,
) -> bool {
    if sunk.contains(&op) {
        return true;
    }
    if !is_likely_an_index_computation(ctx, op) {
        return false;
    }
    for v in ctx.operands(op) {
        if available.contains(&v) {
            continue;
        }
        let made_available = ctx
            .defining_op(v)
            .is_some_and(|d| extract_beneficiary_ops(ctx, d, candidates, sunk, available));
        if !made_available && !candidates.contains(&v) {
            return false;
        }
    }
    sunk.push(op);
    available.extend(ctx.results(op));
    true
}

/// Upstream's `sinkOperationsIntoLaunchOp`: copies the index computations
/// the launch uses to the start of its body.
fn sink_operations_into_launch_op(ctx: &mut Context, launch: LaunchOp) {
    let op = launch.operation();
    let candidates = used_values_defined_above(ctx, op);
    let mut sunk = Vec::new();
    let mut available = Vec::new();
    for &v in &candidates {
        if let Some(def) = ctx.defining_op(v) {
            extract_beneficiary_ops(ctx, def, &candidates, &mut sunk, &mut available);
        }
    }
    let Some(&entry) = ctx.region_blocks(launch.body(ctx)).first() else {
        return;
    };
    let mut mapping = IrMapping::new();
    let mut at = ctx.block_first_op(entry);
    for s in sunk {
        let Ok(clone) = ctx.clone_op(s, &mut mapping) else {
            continue;
        };
        if ctx.insert_op(entry, at, clone).is_err() {
            continue;
        }
        at = ctx.next_op(clone);
        for (old, new) in ctx.results(s).into_iter().zip(ctx.results(clone)) {
            replace_uses_inside(ctx, old, new, op);
        }
    }
}

/// Replaces the uses of `old` inside `op` with `new`
/// (`replaceAllUsesInRegionWith`).
fn replace_uses_inside(ctx: &mut Context, old: Value, new: Value, op: OpId) {
    let uses: Vec<_> = ctx.uses(old).collect();
    for u in uses {
        if is_inside(ctx, u.op, op) {
            let _ = ctx.set_operand(u.op, u.index as usize, new);
        }
    }
}

/// Whether `inner` is nested in `op`.
fn is_inside(ctx: &Context, inner: OpId, op: OpId) -> bool {
    let mut cur = ctx.op_parent_op(inner);
    while let Some(p) = cur {
        if p == op {
            return true;
        }
        cur = ctx.op_parent_op(p);
    }
    false
}

/// The `gpu-launch-sink-index-computations` pass.
#[derive(Clone, Debug, Default)]
pub struct GpuLaunchSinkIndexComputations {
    base: GpuLaunchSinkIndexComputationsBase,
}

/// Creates the `gpu-launch-sink-index-computations` pass (upstream's
/// `createGpuLauchSinkIndexComputationsPass`).
pub fn create_gpu_launch_sink_index_computations_pass() -> Box<dyn ir::pass::Pass> {
    Box::new(GpuLaunchSinkIndexComputations::default())
}

impl OperationPass for GpuLaunchSinkIndexComputations {
    type Declaration = GpuLaunchSinkIndexComputationsBase;
    fn declaration(&self) -> &GpuLaunchSinkIndexComputationsBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut GpuLaunchSinkIndexComputationsBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let top = run.op();
        let ctx = run.ctx();
        for op in ctx.walk_postorder(top) {
            if let Some(launch) = LaunchOp::cast(ctx, op) {
                sink_operations_into_launch_op(ctx, launch);
            }
        }
        Ok(())
    }
}

/// The three sizes as a dense `i32` array if they are constants that fit
/// in 32 bits (upstream's `maybeConstantDimsAttr`).
fn constant_dims_attr(ctx: &mut Context, dims: [Value; 3]) -> Option<Attribute> {
    let mut values = Vec::with_capacity(3);
    for v in dims {
        let c = ctx
            .defining_op(v)
            .and_then(|d| ctx.constant_value(d))
            .and_then(|a| ctx.attr_as_int(a))?;
        if c as u64 > u64::from(u32::MAX) {
            return None;
        }
        values.push(i128::from(c as u32 as i32));
    }
    let i32t = ctx.integer_type(32);
    Some(ctx.dense_i_array_attr(i32t, &values))
}

/// Builds an id or dimension op of one dimension; its result.
type IndexOpBuilder = fn(&mut OpBuilder<'_>, Location, Type, Attribute) -> Value;

/// Creates the index ops replacing the launch's configuration arguments
/// at the start of the kernel (upstream's `injectGpuIndexOperations`).
fn inject_gpu_index_operations(
    b: &mut OpBuilder<'_>,
    loc: Location,
    launch_args: &[Value],
    mapping: &mut IrMapping,
    has_cluster: bool,
) {
    let index = b.index_type();
    let mut values = Vec::new();
    // In the order of the launch's region arguments.
    let builders: [IndexOpBuilder; 6] = [
        |b, l, t, d| BlockIdOp::build(b, l, t, d, None).result(b),
        |b, l, t, d| ThreadIdOp::build(b, l, t, d, None).result(b),
        |b, l, t, d| GridDimOp::build(b, l, t, d, None).result(b),
        |b, l, t, d| BlockDimOp::build(b, l, t, d, None).result(b),
        |b, l, t, d| ClusterIdOp::build(b, l, t, d, None).result(b),
        |b, l, t, d| ClusterDimOp::build(b, l, t, d, None).result(b),
    ];
    for build in builders.into_iter().take(if has_cluster { 6 } else { 4 }) {
        for dim in [Dimension::X, Dimension::Y, Dimension::Z] {
            let attr = crate::DimensionAttr::get(b, dim);
            values.push(build(b, loc, index, attr));
        }
    }
    for (&arg, v) in launch_args.iter().zip(values) {
        mapping.map_value(arg, v);
    }
}

/// Creates a `gpu.func` named `name` (detached) with these inputs and
/// attributions (upstream's `GPUFuncOp::build`).
fn build_gpu_func(
    ctx: &mut Context,
    loc: Location,
    name: &str,
    inputs: &[Type],
    workgroup: &[Type],
    private: &[Type],
) -> GPUFuncOp {
    let op_name = ctx.op_name(GPUFuncOp::OPERATION_NAME);
    let mut state = OperationState::new(op_name, loc);
    let name = ctx.string_attr(name);
    state.add_attribute("sym_name", name);
    let ft = ctx.function_type(inputs, &[]);
    let fta = ctx.type_attr(ft);
    state.add_attribute("function_type", fta);
    let n = ctx.i64_attr(workgroup.len() as i64);
    state.add_attribute(crate::launch::NUM_WORKGROUP_ATTRIBUTIONS, n);
    let region = ctx.create_region();
    let args: Vec<(Type, Location)> = inputs
        .iter()
        .chain(workgroup)
        .chain(private)
        .map(|&t| (t, loc))
        .collect();
    let entry = ctx.create_block(&args);
    let _ = ctx.append_block(region, entry);
    state.regions.push(region);
    GPUFuncOp::from_operation_unchecked(ctx.create_operation(state))
}

/// Upstream's `outlineKernelFuncImpl`: the kernel of `launch`, and the
/// values it takes as operands.
fn outline_kernel_func(ctx: &mut Context, launch: LaunchOp, name: &str) -> (GPUFuncOp, Vec<Value>) {
    let op = launch.operation();
    let loc = ctx.op_loc(op);
    let operands = used_values_defined_above(ctx, op);
    let inputs: Vec<Type> = operands.iter().map(|&v| ctx.value_type(v)).collect();
    let (workgroup, private) = (
        launch.workgroup_attributions(ctx),
        launch.private_attributions(ctx),
    );
    let types =
        |ctx: &Context, vs: &[Value]| vs.iter().map(|&v| ctx.value_type(v)).collect::<Vec<_>>();
    let (wt, pt) = (types(ctx, &workgroup), types(ctx, &private));
    let func = build_gpu_func(ctx, loc, name, &inputs, &wt, &pt);
    let f = func.operation();
    let unit = ctx.unit_attr();
    let kernel = ctx.ident(KERNEL_FUNC_ATTR_NAME);
    let _ = ctx.set_attr(f, kernel, unit);
    let block = [
        launch.block_size_x(ctx),
        launch.block_size_y(ctx),
        launch.block_size_z(ctx),
    ];
    if let Some(a) = constant_dims_attr(ctx, block) {
        let n = ctx.ident("known_block_size");
        let _ = ctx.set_attr(f, n, a);
    }
    let grid = [
        launch.grid_size_x(ctx),
        launch.grid_size_y(ctx),
        launch.grid_size_z(ctx),
    ];
    if let Some(a) = constant_dims_attr(ctx, grid) {
        let n = ctx.ident("known_grid_size");
        let _ = ctx.set_attr(f, n, a);
    }
    let body = ctx.op_regions(f)[0];
    let entry = ctx.region_blocks(body)[0];
    let launch_body = launch.body(ctx);
    let launch_entry = ctx.region_blocks(launch_body)[0];
    let launch_args = ctx.block_args(launch_entry);
    let mut mapping = IrMapping::new();
    let has_cluster = launch.has_cluster_size(ctx);
    {
        let mut b = OpBuilder::new(ctx);
        b.set_insertion_point_to_start(entry);
        inject_gpu_index_operations(&mut b, loc, &launch_args, &mut mapping, has_cluster);
    }
    for (l, fa) in workgroup.iter().zip(func.workgroup_attributions(ctx)) {
        mapping.map_value(*l, fa);
    }
    for (l, fa) in private.iter().zip(func.private_attributions(ctx)) {
        mapping.map_value(*l, fa);
    }
    let func_args = ctx.block_args(entry);
    for (&v, &a) in operands.iter().zip(&func_args) {
        mapping.map_value(v, a);
    }
    let _ = ctx.clone_region_into(launch_body, body, None, &mut mapping);
    for b in ctx.region_blocks(launch_body).to_vec() {
        let cloned = mapping.lookup_block_or_self(b);
        let Some(term) = ctx.block_last_op(cloned) else {
            continue;
        };
        if TerminatorOp::cast(ctx, term).is_none() {
            continue;
        }
        let tloc = ctx.op_loc(term);
        let mut builder = OpBuilder::new(ctx);
        builder.set_insertion_point_before(term);
        ReturnOp::build(&mut builder, tloc, &[]);
        let _ = ctx.erase_op(term);
    }
    let cloned_entry = mapping.lookup_block_or_self(launch_entry);
    let _ = ctx.move_ops_to_end(cloned_entry, None, entry);
    let _ = ctx.erase_block(cloned_entry);
    (func, operands)
}

/// Upstream's `convertToLaunchFuncOp`: `launch` becomes a `gpu.launch_func`
/// of `kernel` (in module `module`) with `operands`.
fn convert_to_launch_func_op(
    ctx: &mut Context,
    launch: LaunchOp,
    kernel: Attribute,
    operands: &[Value],
) {
    let op = launch.operation();
    let loc = ctx.op_loc(op);
    let token = launch.async_token(ctx);
    let token_ty = token.map(|t| ctx.value_type(t));
    let deps = launch.async_dependencies(ctx);
    let grid = [
        launch.grid_size_x(ctx),
        launch.grid_size_y(ctx),
        launch.grid_size_z(ctx),
    ];
    let block = [
        launch.block_size_x(ctx),
        launch.block_size_y(ctx),
        launch.block_size_z(ctx),
    ];
    let cluster = [
        launch.cluster_size_x(ctx),
        launch.cluster_size_y(ctx),
        launch.cluster_size_z(ctx),
    ];
    let shared = launch.dynamic_shared_memory_size(ctx);
    let mut b = OpBuilder::new(ctx);
    b.set_insertion_point_before(op);
    let new = LaunchFuncOp::build(
        &mut b, loc, token_ty, &deps, kernel, grid[0], grid[1], grid[2], block[0], block[1],
        block[2], cluster[0], cluster[1], cluster[2], shared, operands, None,
    );
    if let (Some(t), Some(nt)) = (token, new.async_token(ctx)) {
        ctx.replace_all_uses_with(t, nt);
    }
    let _ = ctx.erase_op(op);
}

/// The name of the symbol op `op`.
fn symbol_name(ctx: &Context, op: OpId) -> Option<String> {
    let a = ctx
        .attr(op, "sym_name")
        .or_else(|| ctx.prop(op, "sym_name"))?;
    ctx.as_string(a).map(str::to_string)
}

/// Sets the symbol name of `op`.
fn set_symbol_name(ctx: &mut Context, op: OpId, name: &str) {
    ir::interfaces::set_symbol_name(ctx, op, name);
}

/// Upstream's `SymbolTable` of a module for the pass: the names in use and
/// the counter `insert` uniquifies names with.
struct NameTable {
    names: Vec<String>,
    counter: usize,
}

impl NameTable {
    /// The names of the symbols directly in `table`.
    fn of(ctx: &Context, table: OpId) -> Self {
        let mut names = Vec::new();
        for &r in ctx.op_regions(table) {
            for &b in ctx.region_blocks(r) {
                names.extend(ctx.block_ops(b).filter_map(|o| symbol_name(ctx, o)));
            }
        }
        NameTable { names, counter: 0 }
    }

    /// Records `op`'s name, renamed `<name>_<n>` when taken (upstream's
    /// `SymbolTable::insert` and `generateSymbolName`).
    fn insert(&mut self, ctx: &mut Context, op: OpId) {
        let Some(name) = symbol_name(ctx, op) else {
            return;
        };
        if !self.names.contains(&name) {
            self.names.push(name);
            return;
        }
        loop {
            let candidate = format!("{name}_{}", self.counter);
            self.counter += 1;
            if !self.names.contains(&candidate) {
                set_symbol_name(ctx, op, &candidate);
                self.names.push(candidate);
                return;
            }
        }
    }
}

/// Upstream's `createKernelModule`: a `gpu.module` named after the kernel
/// holding it and, recursively, copies of the symbols it uses from `parent`.
fn create_kernel_module(
    ctx: &mut Context,
    kernel: GPUFuncOp,
    parent: OpId,
    data_layout_spec: Option<Attribute>,
) -> OpId {
    let f = kernel.operation();
    let loc = ctx.op_loc(f);
    let name = symbol_name(ctx, f).unwrap_or_default();
    let op_name = ctx.op_name(GPUModuleOp::OPERATION_NAME);
    let mut state = OperationState::new(op_name, loc);
    let n = ctx.string_attr(&name);
    state.add_attribute("sym_name", n);
    // The data layout the pass was given, if any (else the default one).
    if let Some(spec) = data_layout_spec {
        state.add_attribute(dlti::DATA_LAYOUT_ATTR_NAME, spec);
    }
    let region: RegionId = ctx.create_region();
    GPUModuleOp::ensure_terminator(ctx, region, loc);
    state.regions.push(region);
    let module = ctx.create_operation(state);
    let body = ctx.region_blocks(region)[0];
    let end = ctx.block_last_op(body);
    let _ = ctx.insert_op(body, end, f);
    let mut names = NameTable::of(ctx, module);
    let symbols = SymbolTableCollection::new();
    let mut worklist = vec![f];
    while let Some(def) = worklist.pop() {
        for u in all_symbol_uses(ctx, def).unwrap_or_default() {
            let Some((used, _)) = ctx.as_symbol_ref(u.symbol_ref) else {
                continue;
            };
            let used = used.to_string();
            if names.names.contains(&used) {
                continue;
            }
            let Some(original) = symbols.lookup_symbol_in(ctx, parent, &used) else {
                continue;
            };
            let Ok(clone) = ctx.clone_op(original, &mut IrMapping::new()) else {
                continue;
            };
            let end = ctx.block_last_op(body);
            let _ = ctx.insert_op(body, end, clone);
            names.insert(ctx, clone);
            worklist.push(clone);
        }
    }
    module
}

/// The `gpu-kernel-outlining` pass.
#[derive(Clone, Debug, Default)]
pub struct GpuKernelOutlining {
    base: GpuKernelOutliningBase,
    /// The data layout specification `data-layout-str` gives, attached to
    /// every kernel module (read when the pass is initialized).
    data_layout_spec: Option<Attribute>,
}

/// Creates the `gpu-kernel-outlining` pass (upstream's
/// `createGpuKernelOutliningPass`).
pub fn create_gpu_kernel_outlining_pass() -> Box<dyn ir::pass::Pass> {
    Box::new(GpuKernelOutlining::default())
}

impl OperationPass for GpuKernelOutlining {
    type Declaration = GpuKernelOutliningBase;
    fn declaration(&self) -> &GpuKernelOutliningBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut GpuKernelOutliningBase {
        &mut self.base
    }
    /// Reads `data-layout-str`, which must be a data layout specification.
    fn initialize(&mut self, ctx: &mut Context) -> Result<(), PassFailure> {
        self.data_layout_spec = None;
        let text = self.base.options.data_layout_str.clone();
        if text.is_empty() {
            return Ok(());
        }
        let attr =
            ir::parse_attribute_str(ctx, &text, "data-layout-str").map_err(|_| PassFailure)?;
        if ir::interfaces::DataLayoutSpecInterfaceRef::get(ctx, attr).is_none() {
            return Err(PassFailure);
        }
        self.data_layout_spec = Some(attr);
        Ok(())
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let module = run.op();
        let ctx = run.ctx();
        let mut table = NameTable::of(ctx, module);
        let Some(&body) = ctx
            .op_regions(module)
            .first()
            .and_then(|&r| ctx.region_blocks(r).first())
        else {
            return Ok(());
        };
        let funcs: Vec<OpId> = ctx
            .block_ops(body)
            .filter(|&o| ir::interfaces::SymbolOpInterfaceRef::get(ctx, o).is_some())
            .collect();
        let mut modified = false;
        for func in funcs {
            let insert_at = ctx.next_op(func);
            for op in ctx.walk_postorder(func) {
                let Some(launch) = LaunchOp::cast(ctx, op) else {
                    continue;
                };
                let mut owner = ctx.op_parent_op(op);
                while let Some(o) = owner {
                    if ir::interfaces::SymbolOpInterfaceRef::get(ctx, o).is_some() {
                        break;
                    }
                    owner = ctx.op_parent_op(o);
                }
                let owner_name = owner.and_then(|o| symbol_name(ctx, o)).unwrap_or_default();
                let (kernel, operands) =
                    outline_kernel_func(ctx, launch, &format!("{owner_name}_kernel"));
                let kernel_module =
                    create_kernel_module(ctx, kernel, module, self.data_layout_spec);
                let _ = ctx.insert_op(body, insert_at, kernel_module);
                table.insert(ctx, kernel_module);
                let module_name = symbol_name(ctx, kernel_module).unwrap_or_default();
                let func_name = symbol_name(ctx, kernel.operation()).unwrap_or_default();
                let kernel_ref = ctx.symbol_ref_attr(&module_name, &[&func_name]);
                convert_to_launch_func_op(ctx, launch, kernel_ref, &operands);
                modified = true;
            }
        }
        if modified {
            let unit = ctx.unit_attr();
            let name = ctx.ident(crate::CONTAINER_MODULE_ATTR_NAME);
            let _ = ctx.set_attr(module, name, unit);
        }
        Ok(())
    }
}
