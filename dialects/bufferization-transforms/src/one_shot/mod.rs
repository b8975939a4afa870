//! One-Shot Bufferize (upstream's `BufferizableOpInterface.cpp`,
//! `Bufferize.cpp`, `TensorCopyInsertion.cpp` and the
//! `one-shot-bufferize` pass): the `BufferizableOpInterface` with its
//! methods (a Rust table: they take the [`AnalysisState`] and the
//! [`BufferizationOptions`]), the options, the analysis state (without
//! analysis, upstream's base `AnalysisState`: every operand that
//! bufferizes to a memory write is out of place; with One-Shot Analysis,
//! its decisions), the tensor copies that resolve the conflicts
//! (`bufferization.alloc_tensor ... copy(...)`) and the rewrite of tensor
//! ops into buffer ops (`bufferizeOp`), with `to_memref`/`to_tensor` at
//! the boundaries.
//!
//! One-Shot Analysis is in [`analysis`], One-Shot Module Bufferize
//! (`bufferize-function-boundaries`) and the func and cf models in
//! [`module_bufferize`], the scf models in [`scf_models`], the others in
//! [`models`] and [`ml_program_models`], `eliminate-empty-tensors` in
//! [`empty_tensor`]. Another crate attaches a model of its ops as a
//! [`BufferizableOpInterfaceVtable`] with `Context::attach_op_interface`.

pub mod analysis;
pub mod empty_tensor;
pub mod linalg_models;
pub mod ml_program_models;
pub mod models;
pub mod module_bufferize;
pub mod scf_models;

use bufferization::{AllocTensorOp, ToMemrefOp, ToTensorOp};
use ir::interfaces::ReifyRankedShapedTypeOpInterfaceVtable;
use ir::pass::{OperationPass, PassFailure, PassRun};
use ir::rewrite::RewriteEvent;
use ir::{Attribute, Context, Diagnostic, Location, OpId, PatternRewriter, Type, Value};
use std::collections::HashSet;

pub use empty_tensor::{
    create_empty_tensor_elimination_pass, create_empty_tensor_to_alloc_tensor_pass,
    EmptyTensorElimination, EmptyTensorToAllocTensor,
};
pub use linalg_models::register_linalg_models;
pub use models::register_bufferizable_op_interface_external_models;

/// How a tensor type without more information becomes a memref type
/// (upstream's `LayoutMapOption`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LayoutMapOption {
    /// `fully-dynamic-layout-map`: `strided<[?, ...], offset: ?>`.
    FullyDynamicLayoutMap,
    /// `identity-layout-map`: no layout.
    IdentityLayoutMap,
    /// `infer-layout-map` (function results only).
    InferLayoutMap,
}

impl LayoutMapOption {
    /// Parses the option's text (`parseLayoutMapOption`).
    pub fn parse(s: &str) -> Option<Self> {
        match s {
            "fully-dynamic-layout-map" => Some(LayoutMapOption::FullyDynamicLayoutMap),
            "identity-layout-map" => Some(LayoutMapOption::IdentityLayoutMap),
            "infer-layout-map" => Some(LayoutMapOption::InferLayoutMap),
            _ => None,
        }
    }
}

/// The options of a bufferization (upstream's `BufferizationOptions` and
/// `OneShotBufferizationOptions`).
#[derive(Clone, Debug)]
pub struct BufferizationOptions {
    /// Unknown (not bufferizable) ops are left in place, with
    /// `to_memref`/`to_tensor` around them.
    pub allow_unknown_ops: bool,
    /// Function signatures, calls and returns are bufferized too.
    pub bufferize_function_boundaries: bool,
    /// No analysis: every write goes to a new copy of its buffer.
    pub copy_before_write: bool,
    /// The dialects whose ops are bufferized (`None`: all).
    pub dialect_filter: Option<Vec<String>>,
    /// The layout of memref types that cannot be inferred.
    pub unknown_type_conversion: LayoutMapOption,
    /// The layout of function argument and result types.
    pub function_boundary_type_conversion: LayoutMapOption,
    /// Memory spaces must be inferred (no default memory space).
    pub must_infer_memory_space: bool,
    /// The alignment of new allocations (0: none).
    pub buffer_alignment: u64,
    /// Only analyze and annotate the IR.
    pub test_analysis_only: bool,
    /// The order in which the analysis visits the ops.
    pub analysis_heuristic: AnalysisHeuristic,
    /// The seed of the `fuzzer` heuristic.
    pub analysis_fuzzer_seed: u32,
    /// Annotate the IR with the conflicts (with `test_analysis_only`).
    pub print_conflicts: bool,
    /// Annotate the IR with the alias sets (with `test_analysis_only`).
    pub dump_alias_sets: bool,
    /// Loops may yield new buffers (`allow-return-allocs-from-loops`).
    pub allow_return_allocs_from_loops: bool,
    /// Parallel regions are checked for conflicts (`check-parallel-regions`).
    pub check_parallel_regions: bool,
    /// The functions bufferized with copy-before-write, without analysis
    /// (`no-analysis-func-filter`).
    pub no_analysis_func_filter: Vec<String>,
    /// The functions whose ops (and themselves) are not allowed: the
    /// analysis filter of `no-analysis-func-filter` (upstream's
    /// `opFilter.denyOperation`).
    pub denied_funcs: Vec<String>,
}

/// The order of the analysis (`AnalysisHeuristic`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AnalysisHeuristic {
    /// Last op first (the default).
    BottomUp,
    /// First op first.
    TopDown,
    /// The ops leading to region terminators first, then bottom-up.
    BottomUpFromTerminators,
    /// A random order (`analysis-fuzzer-seed`).
    Fuzzer,
}

impl Default for BufferizationOptions {
    fn default() -> Self {
        BufferizationOptions {
            allow_unknown_ops: false,
            bufferize_function_boundaries: false,
            copy_before_write: false,
            dialect_filter: None,
            unknown_type_conversion: LayoutMapOption::FullyDynamicLayoutMap,
            function_boundary_type_conversion: LayoutMapOption::InferLayoutMap,
            must_infer_memory_space: false,
            buffer_alignment: 64,
            test_analysis_only: false,
            analysis_heuristic: AnalysisHeuristic::BottomUp,
            analysis_fuzzer_seed: 0,
            print_conflicts: false,
            dump_alias_sets: false,
            allow_return_allocs_from_loops: false,
            check_parallel_regions: true,
            no_analysis_func_filter: Vec::new(),
            denied_funcs: Vec::new(),
        }
    }
}

impl BufferizationOptions {
    /// Whether `op` may be bufferized (`isOpAllowed`): not a `func` op
    /// unless function boundaries are bufferized, and of a dialect of the
    /// filter.
    pub fn is_op_allowed(&self, ctx: &Context, op: OpId) -> bool {
        let name = ctx.op_name_of(op);
        let dialect = name.split_once('.').map_or(name, |(d, _)| d);
        if !self.bufferize_function_boundaries && dialect == "func" {
            return false;
        }
        if !self.denied_funcs.is_empty()
            && module_bufferize::in_named_func(ctx, op, &self.denied_funcs)
        {
            return false;
        }
        match &self.dialect_filter {
            Some(filter) => filter.iter().any(|d| d == dialect),
            None => true,
        }
    }

    /// `op`'s model, when it is allowed and bufferizable
    /// (`dynCastBufferizableOp`).
    pub fn bufferizable(
        &self,
        ctx: &Context,
        op: OpId,
    ) -> Option<&'static BufferizableOpInterfaceVtable> {
        if !self.is_op_allowed(ctx, op) {
            return None;
        }
        ctx.op_interface::<BufferizableOpInterfaceVtable>(op)
    }

    /// The default memory space of a new buffer (`defaultMemorySpaceFn`):
    /// `Some(None)` is the default space, `None` none can be chosen
    /// (`must-infer-memory-space`).
    pub fn default_memory_space(&self) -> Option<Option<Attribute>> {
        if self.must_infer_memory_space {
            None
        } else {
            Some(None)
        }
    }

    /// The memref type of a tensor value whose layout cannot be inferred
    /// (`unknownTypeConverterFn`).
    pub fn unknown_type(
        &self,
        ctx: &mut Context,
        tensor: Type,
        memory_space: Option<Attribute>,
    ) -> Type {
        match self.unknown_type_conversion {
            LayoutMapOption::IdentityLayoutMap => {
                memref_type_with_static_identity_layout(ctx, tensor, memory_space)
            }
            _ => memref_type_with_fully_dynamic_layout(ctx, tensor, memory_space),
        }
    }

    /// The alignment attribute of new buffers (`None` for 0).
    pub fn alignment_attr(&self, ctx: &mut Context) -> Option<Attribute> {
        (self.buffer_alignment != 0)
            .then(|| ctx.i64_attr(i64::try_from(self.buffer_alignment).unwrap_or(i64::MAX)))
    }

    /// Creates a buffer (`createAlloc`): a `memref.alloc` aligned to
    /// [`BufferizationOptions::buffer_alignment`].
    pub fn create_alloc(
        &self,
        rw: &mut PatternRewriter<'_>,
        loc: Location,
        ty: Type,
        dynamic: &[Value],
    ) -> Value {
        let alignment = self.alignment_attr(rw);
        memref::AllocOp::build(rw, loc, ty, dynamic, &[], alignment).memref(rw)
    }

    /// Copies `from` into `to` (`createMemCpy`): a `memref.copy`.
    pub fn create_mem_cpy(
        &self,
        rw: &mut PatternRewriter<'_>,
        loc: Location,
        from: Value,
        to: Value,
    ) {
        memref::CopyOp::build(rw, loc, from, to);
    }
}

/// How an operand's buffer relates to a value's (`BufferRelation`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BufferRelation {
    /// Nothing is known.
    Unknown,
    /// The same buffer.
    Equivalent,
}

/// A value that may alias an operand once bufferized (`AliasingValue`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AliasingValue {
    /// The value.
    pub value: Value,
    /// How the buffers relate.
    pub relation: BufferRelation,
    /// Whether the aliasing is certain.
    pub is_definite: bool,
}

impl AliasingValue {
    /// A definite alias.
    pub fn new(value: Value, relation: BufferRelation) -> Self {
        AliasingValue {
            value,
            relation,
            is_definite: true,
        }
    }
}

/// An operand that may alias a value once bufferized (`AliasingOpOperand`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AliasingOpOperand {
    /// The op.
    pub op: OpId,
    /// The operand number.
    pub operand: usize,
    /// How the buffers relate.
    pub relation: BufferRelation,
    /// Whether the aliasing is certain.
    pub is_definite: bool,
}

/// A failed bufferization step: the diagnostic it emitted, if any.
pub type Failure = Option<Diagnostic>;

/// A question about an operand (op, operand number).
pub type OperandQuery = fn(&Context, OpId, usize, &AnalysisState<'_>) -> bool;
/// The values aliasing an operand.
pub type AliasingValuesFn = fn(&Context, OpId, usize, &AnalysisState<'_>) -> Vec<AliasingValue>;
/// The operands aliasing a value.
pub type AliasingOpOperandsFn =
    fn(&Context, OpId, Value, &AnalysisState<'_>) -> Vec<AliasingOpOperand>;
/// The buffer type of a value (with the invocation stack).
pub type BufferTypeFn =
    fn(&mut Context, OpId, Value, &BufferizationOptions, &mut Vec<Value>) -> Result<Type, Failure>;
/// The rewrite of an op on buffers.
pub type BufferizeFn =
    fn(&mut PatternRewriter<'_>, OpId, &BufferizationOptions) -> Result<(), Failure>;
/// The tensor copies an op needs.
pub type ResolveConflictsFn =
    fn(&mut PatternRewriter<'_>, OpId, &AnalysisState<'_>) -> Result<(), Failure>;

/// `BufferizableOpInterface` with its methods. Entries left `None` take
/// upstream's default implementation.
pub struct BufferizableOpInterfaceVtable {
    /// Whether the operand's buffer is read (`bufferizesToMemoryRead`).
    pub bufferizes_to_memory_read: OperandQuery,
    /// Whether the operand's buffer is written (`bufferizesToMemoryWrite`).
    pub bufferizes_to_memory_write: OperandQuery,
    /// The values aliasing the operand (`getAliasingValues`).
    pub get_aliasing_values: AliasingValuesFn,
    /// Whether the result (by number) is written
    /// (`resultBufferizesToMemoryWrite`).
    pub result_bufferizes_to_memory_write: Option<OperandQuery>,
    /// The buffer type of a value of the op (`getBufferType`).
    pub get_buffer_type: Option<BufferTypeFn>,
    /// Rewrites the op on buffers (`bufferize`), the rewriter before it.
    pub bufferize: BufferizeFn,
    /// Whether the buffer of a value may be written (`isWritable`).
    pub is_writable: fn(&Context, OpId, Value, &AnalysisState<'_>) -> bool,
    /// Whether the op has tensor semantics (`hasTensorSemantics`; `None`:
    /// a tensor operand, result or block argument).
    pub has_tensor_semantics: Option<fn(&Context, OpId) -> bool>,
    /// Inserts the tensor copies the op needs (`resolveConflicts`; `None`:
    /// `resolveTensorOpOperandConflicts`).
    pub resolve_conflicts: Option<ResolveConflictsFn>,
    /// The operands aliasing a value of the op (`getAliasingOpOperands`;
    /// `None`: those whose aliasing values contain it).
    pub get_aliasing_op_operands: Option<AliasingOpOperandsFn>,
    /// Whether the operand must bufferize in place (`mustBufferizeInPlace`).
    pub must_bufferize_in_place: fn(&Context, OpId, usize) -> bool,
    /// Whether the value is a new buffer (`bufferizesToAllocation`).
    pub bufferizes_to_allocation: fn(&Context, OpId, Value) -> bool,
    /// Whether the op's regions may have several blocks
    /// (`supportsUnstructuredControlFlow`).
    pub supports_unstructured_control_flow: bool,
    /// Checks the analysis' decisions (`verifyAnalysis`).
    pub verify_analysis: Option<VerifyAnalysisFn>,
    /// Whether the region (by number) may run repeatedly
    /// (`isRepetitiveRegion`; `None`: the region graph says so).
    pub is_repetitive_region: Option<fn(&Context, OpId, usize) -> bool>,
    /// Whether the region (by number) runs in parallel
    /// (`isParallelRegion`; `None`: no).
    pub is_parallel_region: Option<fn(&Context, OpId, usize) -> bool>,
    /// Whether the op reads and writes the given operands element by
    /// element, every load of a position before its store
    /// (`bufferizesToElementwiseAccess`; `None`: no).
    pub bufferizes_to_elementwise_access: Option<ElementwiseAccessFn>,
}

/// `bufferizesToElementwiseAccess`: the op and the operand numbers asked.
pub type ElementwiseAccessFn = fn(&Context, OpId, &AnalysisState<'_>, &[usize]) -> bool;

/// `verifyAnalysis`: an error when the decisions cannot be bufferized.
pub type VerifyAnalysisFn = fn(&Context, OpId, &AnalysisState<'_>) -> Result<(), Diagnostic>;

/// What is known of the bufferization (upstream's `AnalysisState`): with
/// no analysis, an operand that bufferizes to a memory write is out of
/// place; with One-Shot Analysis, as it decided.
pub struct AnalysisState<'o> {
    /// The options.
    pub options: &'o BufferizationOptions,
    /// The decisions of One-Shot Analysis, if it ran.
    pub one_shot: Option<&'o analysis::OneShotState>,
    /// What One-Shot Module Bufferize knows of the functions
    /// (`FuncAnalysisState`), if it runs.
    pub func: Option<&'o module_bufferize::FuncAnalysisState>,
}

impl AnalysisState<'_> {
    /// `getAliasingValues`: unknown ops alias every tensor result and
    /// entry block argument.
    pub fn aliasing_values(&self, ctx: &Context, op: OpId, operand: usize) -> Vec<AliasingValue> {
        if let Some(m) = self.options.bufferizable(ctx, op) {
            return (m.get_aliasing_values)(ctx, op, operand, self);
        }
        let mut r = Vec::new();
        for v in ctx.results(op) {
            if ctx.is_tensor(ctx.value_type(v)) {
                r.push(AliasingValue {
                    value: v,
                    relation: BufferRelation::Unknown,
                    is_definite: false,
                });
            }
        }
        for &region in ctx.op_regions(op) {
            if let Some(&entry) = ctx.region_blocks(region).first() {
                for i in 0..ctx.num_block_args(entry) {
                    let a = ctx.block_arg(entry, i);
                    if ctx.is_tensor(ctx.value_type(a)) {
                        r.push(AliasingValue {
                            value: a,
                            relation: BufferRelation::Unknown,
                            is_definite: false,
                        });
                    }
                }
            }
        }
        r
    }

    /// `getAliasingOpOperands` of a result (the default: the operands
    /// whose aliasing values contain it).
    pub fn aliasing_op_operands(&self, ctx: &Context, value: Value) -> Vec<AliasingOpOperand> {
        let Some(op) = ctx.defining_op(value) else {
            return Vec::new();
        };
        let mut r = Vec::new();
        for i in 0..ctx.num_operands(op) {
            if !ctx.is_tensor(ctx.value_type(ctx.operand(op, i))) {
                continue;
            }
            for a in self.aliasing_values(ctx, op, i) {
                if a.value == value {
                    r.push(AliasingOpOperand {
                        op,
                        operand: i,
                        relation: a.relation,
                        is_definite: a.is_definite,
                    });
                }
            }
        }
        r
    }

    /// `bufferizesToMemoryRead` (unknown ops: true).
    pub fn bufferizes_to_memory_read(&self, ctx: &Context, op: OpId, operand: usize) -> bool {
        match self.options.bufferizable(ctx, op) {
            Some(m) => (m.bufferizes_to_memory_read)(ctx, op, operand, self),
            None => true,
        }
    }

    /// `bufferizesToMemoryWrite` (unknown ops: true).
    pub fn bufferizes_to_memory_write(&self, ctx: &Context, op: OpId, operand: usize) -> bool {
        match self.options.bufferizable(ctx, op) {
            Some(m) => (m.bufferizes_to_memory_write)(ctx, op, operand, self),
            None => true,
        }
    }

    /// `bufferizesToAliasOnly`: neither read nor written, but aliased.
    pub fn bufferizes_to_alias_only(&self, ctx: &Context, op: OpId, operand: usize) -> bool {
        match self.options.bufferizable(ctx, op) {
            Some(m) => {
                !(m.bufferizes_to_memory_read)(ctx, op, operand, self)
                    && !(m.bufferizes_to_memory_write)(ctx, op, operand, self)
                    && !(m.get_aliasing_values)(ctx, op, operand, self).is_empty()
            }
            None => false,
        }
    }

    /// `isValueRead`: whether a use reads `value`, looking through ops
    /// that only create aliases.
    pub fn is_value_read(&self, ctx: &Context, value: Value) -> bool {
        let mut work: Vec<(OpId, usize)> = uses_of(ctx, value);
        let mut visited = HashSet::new();
        while let Some((op, i)) = work.pop() {
            if !visited.insert((op, i)) {
                continue;
            }
            if self.bufferizes_to_alias_only(ctx, op, i) {
                for a in self.aliasing_values(ctx, op, i) {
                    work.extend(uses_of(ctx, a.value));
                }
            }
            if self.bufferizes_to_memory_read(ctx, op, i) {
                return true;
            }
        }
        false
    }

    /// `canOmitTensorCopy`.
    pub fn can_omit_tensor_copy(&self, ctx: &Context, op: OpId, operand: usize) -> bool {
        if self
            .one_shot
            .is_some_and(|s| s.has_undefined_contents((op, operand)))
        {
            return true;
        }
        let read = self.bufferizes_to_memory_read(ctx, op, operand);
        if self.bufferizes_to_memory_write(ctx, op, operand) && !read {
            return true;
        }
        !read
            && self
                .aliasing_values(ctx, op, operand)
                .iter()
                .all(|a| !self.is_value_read(ctx, a.value))
    }

    /// `isInPlace`: as One-Shot Analysis decided; without analysis,
    /// `to_memref` operands are, and the operands that are not written.
    pub fn is_in_place(&self, ctx: &Context, op: OpId, operand: usize) -> bool {
        if let Some(s) = self.one_shot {
            return s.is_in_place((op, operand));
        }
        if ToMemrefOp::cast(ctx, op).is_some() {
            return true;
        }
        !self.bufferizes_to_memory_write(ctx, op, operand)
    }
}

/// The uses of `v` as (op, operand number).
fn uses_of(ctx: &Context, v: Value) -> Vec<(OpId, usize)> {
    ctx.uses(v).map(|u| (u.op, u.index as usize)).collect()
}

/// `memref<shape x element, memory_space>` or `memref<*x...>`
/// (`getMemRefTypeWithStaticIdentityLayout`).
pub fn memref_type_with_static_identity_layout(
    ctx: &mut Context,
    tensor: Type,
    memory_space: Option<Attribute>,
) -> Type {
    let element = ctx.element_type(tensor).unwrap_or(tensor);
    match ctx.shape(tensor).map(<[i64]>::to_vec) {
        Some(shape) if ctx.is_ranked_tensor(tensor) => {
            ctx.memref_type_with(&shape, element, None, memory_space)
        }
        _ => unranked_memref(ctx, element, memory_space),
    }
}

/// The memref type with a fully dynamic strided layout
/// (`getMemRefTypeWithFullyDynamicLayout`).
pub fn memref_type_with_fully_dynamic_layout(
    ctx: &mut Context,
    tensor: Type,
    memory_space: Option<Attribute>,
) -> Type {
    let element = ctx.element_type(tensor).unwrap_or(tensor);
    match ctx.shape(tensor).map(<[i64]>::to_vec) {
        Some(shape) if ctx.is_ranked_tensor(tensor) => {
            let layout = ctx.strided_layout_attr(ir::DYNAMIC, &vec![ir::DYNAMIC; shape.len()]);
            ctx.memref_type_with(&shape, element, Some(layout), memory_space)
        }
        _ => unranked_memref(ctx, element, memory_space),
    }
}

/// `memref<*xelement>`.
fn unranked_memref(ctx: &mut Context, element: Type, memory_space: Option<Attribute>) -> Type {
    ctx.get_type(ir::TypeData::UnrankedMemRef {
        element,
        memory_space,
    })
}

/// The op owning `value` (its defining op, or its block's parent op).
pub fn owner_of_value(ctx: &Context, value: Value) -> Option<OpId> {
    match ctx.defining_op(value) {
        Some(op) => Some(op),
        None => ctx
            .value_parent_block(value)
            .and_then(|b| ctx.block_parent_op(b)),
    }
}

/// `getMemRefType`: the memref type of a tensor value with the given
/// layout (`None`: the options' unknown type conversion).
pub fn memref_type(
    ctx: &mut Context,
    value: Value,
    options: &BufferizationOptions,
    layout: Option<Attribute>,
    memory_space: Option<Attribute>,
) -> Type {
    let tensor = ctx.value_type(value);
    if !ctx.is_ranked_tensor(tensor) {
        let element = ctx.element_type(tensor).unwrap_or(tensor);
        return unranked_memref(ctx, element, memory_space);
    }
    match layout {
        Some(l) => {
            let shape = ctx.shape(tensor).map(<[i64]>::to_vec).unwrap_or_default();
            let element = ctx.element_type(tensor).unwrap_or(tensor);
            ctx.memref_type_with(&shape, element, Some(l), memory_space)
        }
        None => options.unknown_type(ctx, tensor, memory_space),
    }
}

/// `getBufferType`: the memref type `value` (a tensor) bufferizes to.
pub fn get_buffer_type(
    ctx: &mut Context,
    value: Value,
    options: &BufferizationOptions,
) -> Result<Type, Failure> {
    let mut stack = Vec::new();
    get_buffer_type_in(ctx, value, options, &mut stack)
}

/// `getBufferType` with the invocation stack.
pub fn get_buffer_type_in(
    ctx: &mut Context,
    value: Value,
    options: &BufferizationOptions,
    stack: &mut Vec<Value>,
) -> Result<Type, Failure> {
    stack.push(value);
    let r = buffer_type_of(ctx, value, options, stack);
    stack.pop();
    r
}

fn buffer_type_of(
    ctx: &mut Context,
    value: Value,
    options: &BufferizationOptions,
    stack: &mut Vec<Value>,
) -> Result<Type, Failure> {
    let Some(op) = owner_of_value(ctx, value) else {
        return Err(None);
    };
    if let Some(m) = options.bufferizable(ctx, op) {
        return match m.get_buffer_type {
            Some(f) => f(ctx, op, value, options, stack),
            None => default_get_buffer_type(ctx, value, options, stack),
        };
    }
    memref_in_default_space(ctx, op, value, options)
}

/// The memref type of `value` in the options' default memory space, an
/// error at `op` when there is none.
fn memref_in_default_space(
    ctx: &mut Context,
    op: OpId,
    value: Value,
    options: &BufferizationOptions,
) -> Result<Type, Failure> {
    let Some(space) = options.default_memory_space() else {
        return Err(Some(Diagnostic::at_op(
            ctx,
            op,
            "could not infer memory space",
        )));
    };
    Ok(memref_type(ctx, value, options, None, space))
}

/// `defaultGetBufferType`: a result equivalent to an operand has its
/// buffer type; other values the unknown type conversion's.
pub fn default_get_buffer_type(
    ctx: &mut Context,
    value: Value,
    options: &BufferizationOptions,
    stack: &mut Vec<Value>,
) -> Result<Type, Failure> {
    let Some(op) = ctx.defining_op(value) else {
        return Ok(memref_type(ctx, value, options, None, None));
    };
    let state = AnalysisState {
        options,
        one_shot: None,
        func: None,
    };
    let aliases = state.aliasing_op_operands(ctx, value);
    if let Some(first) = aliases.first() {
        if first.relation == BufferRelation::Equivalent {
            let operand = ctx.operand(first.op, first.operand);
            return get_buffer_type_in(ctx, operand, options, stack);
        }
    }
    memref_in_default_space(ctx, op, value, options)
}

/// Two buffer types of a `tensor` value joined: the type itself when they
/// are the same, else a fully dynamic layout in their memory space;
/// `None` when the memory spaces differ.
pub fn join_buffer_types(ctx: &mut Context, tensor: Type, a: Type, b: Type) -> Option<Type> {
    if a == b {
        return Some(a);
    }
    let space = ctx.memref_memory_space(a);
    if space != ctx.memref_memory_space(b) {
        return None;
    }
    Some(memref_type_with_fully_dynamic_layout(ctx, tensor, space))
}

/// The types of `values` once bufferized: tensors their buffer type,
/// other types unchanged.
pub fn buffer_types_of(
    ctx: &mut Context,
    values: &[Value],
    options: &BufferizationOptions,
) -> Result<Vec<Type>, Failure> {
    let mut types = Vec::with_capacity(values.len());
    for &v in values {
        let ty = ctx.value_type(v);
        types.push(if ctx.is_tensor(ty) {
            get_buffer_type(ctx, v, options)?
        } else {
            ty
        });
    }
    Ok(types)
}

/// `hasTensorSemantics`.
pub fn has_tensor_semantics(ctx: &Context, op: OpId) -> bool {
    if let Some(m) = ctx.op_interface::<BufferizableOpInterfaceVtable>(op) {
        if let Some(f) = m.has_tensor_semantics {
            return f(ctx, op);
        }
    }
    default_has_tensor_semantics(ctx, op)
}

/// `defaultHasTensorSemantics`: a tensor block argument, result or operand.
pub fn default_has_tensor_semantics(ctx: &Context, op: OpId) -> bool {
    let is_tensor = |t: Type| ctx.is_tensor(t);
    for &region in ctx.op_regions(op) {
        for &block in ctx.region_blocks(region) {
            for i in 0..ctx.num_block_args(block) {
                if is_tensor(ctx.value_type(ctx.block_arg(block, i))) {
                    return true;
                }
            }
        }
    }
    ctx.results(op)
        .into_iter()
        .any(|v| is_tensor(ctx.value_type(v)))
        || ctx
            .operands(op)
            .into_iter()
            .any(|v| is_tensor(ctx.value_type(v)))
}

/// Moves the insertion point right after `value`'s definition.
fn set_insertion_point_after_value(rw: &mut PatternRewriter<'_>, value: Value) {
    match rw.defining_op(value) {
        Some(op) => rw.set_insertion_point_after(op),
        None => {
            if let Some(block) = rw.value_parent_block(value) {
                rw.set_insertion_point_to_start(block);
            }
        }
    }
}

/// `getBuffer`: the buffer of a tensor value: the memref of its
/// `to_tensor`, else a new `to_memref` right after its definition.
pub fn get_buffer(
    rw: &mut PatternRewriter<'_>,
    value: Value,
    options: &BufferizationOptions,
) -> Result<Value, Failure> {
    if let Some(def) = rw.defining_op(value) {
        if let Some(t) = ToTensorOp::cast(rw, def) {
            return Ok(t.memref(rw));
        }
    }
    let ip = rw.insertion_point();
    set_insertion_point_after_value(rw, value);
    let ty = get_buffer_type(rw, value, options);
    let r = ty.map(|ty| {
        let loc = rw.value_loc(value);
        ToMemrefOp::build(rw, loc, ty, value, None).memref(rw)
    });
    rw.set_insertion_point(ip);
    r
}

/// The `bufferization.to_tensor` of a buffer, built at the insertion point.
pub fn to_tensor(rw: &mut PatternRewriter<'_>, loc: Location, memref: Value) -> Value {
    let ty = rw.value_type(memref);
    let tensor = bufferization::tensor_type_of_memref(&mut **rw, ty);
    ToTensorOp::build(rw, loc, tensor, memref, None, None).result(rw)
}

/// `replaceOpWithBufferizedValues`: replaces `op` by `values`, tensor
/// results through a `to_tensor` of their buffer.
pub fn replace_op_with_bufferized_values(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    values: &[Value],
) -> Result<(), Failure> {
    let ip = rw.insertion_point();
    let mut replacements = Vec::with_capacity(values.len());
    for (r, &v) in rw.results(op).into_iter().zip(values) {
        if rw.is_tensor(rw.value_type(r)) {
            rw.set_insertion_point_after(op);
            let loc = rw.value_loc(v);
            replacements.push(to_tensor(rw, loc, v));
        } else {
            replacements.push(v);
        }
    }
    rw.set_insertion_point(ip);
    rw.replace_op(op, &replacements).map_err(|_| None)
}

/// Builds the op of `build` at the insertion point and replaces `op` by
/// its results (`replaceOpWithNewBufferizedOp`).
pub fn replace_op_with_new_bufferized_op(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    build: impl FnOnce(&mut PatternRewriter<'_>) -> OpId,
) -> Result<(), Failure> {
    let new = build(rw);
    let values = rw.results(new);
    replace_op_with_bufferized_values(rw, op, &values)
}

/// `populateDynamicDimSizes`: a `memref.dim` or `tensor.dim` per dynamic
/// dimension of `shaped`.
pub fn populate_dynamic_dim_sizes(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    shaped: Value,
) -> Vec<Value> {
    let ty = rw.value_type(shaped);
    let shape = rw.shape(ty).map(<[i64]>::to_vec).unwrap_or_default();
    let is_memref = rw.is_memref(ty);
    let mut dims = Vec::new();
    for (i, &d) in shape.iter().enumerate() {
        if d != ir::DYNAMIC {
            continue;
        }
        let index = rw.index_type();
        let at = rw.index_attr(i64::try_from(i).unwrap_or(i64::MAX));
        let c = arith::ConstantOp::build(rw, loc, index, at).result(rw);
        dims.push(if is_memref {
            memref::DimOp::build(rw, loc, index, shaped, c).result(rw)
        } else {
            tensor::DimOp::build(rw, loc, index, shaped, c).result(rw)
        });
    }
    dims
}

/// `allocateTensorForShapedValue`: a `bufferization.alloc_tensor` of the
/// shape of `shaped` (a ranked tensor or memref), copying it when `copy`.
pub fn allocate_tensor_for_shaped_value(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    shaped: Value,
    options: &BufferizationOptions,
    copy: bool,
) -> Result<Value, Failure> {
    let shaped_ty = rw.value_type(shaped);
    let tensor = if rw.is_ranked_tensor(shaped_ty) {
        shaped
    } else if rw.is_memref(shaped_ty) && rw.rank(shaped_ty).is_some() {
        to_tensor(rw, loc, shaped)
    } else {
        let owner = owner_of_value(rw, shaped).ok_or(None)?;
        return Err(Some(Diagnostic::at_op(
            rw,
            owner,
            "copying of unranked tensors is not implemented",
        )));
    };
    let tensor_ty = rw.value_type(tensor);
    let mut dynamic = Vec::new();
    if !copy {
        let mut reified = false;
        if rw.is_ranked_tensor(shaped_ty) {
            if let Some(def) = rw.defining_op(shaped) {
                if let Some(m) = rw.op_interface::<ReifyRankedShapedTypeOpInterfaceVtable>(def) {
                    let mut shapes = Vec::new();
                    if (m.reify_result_shapes)(def, rw, &mut shapes).is_ok() {
                        let index = shaped_result_number(shaped);
                        if let Some(sizes) = shapes.get(index) {
                            let dims = rw.shape(tensor_ty).map(<[i64]>::to_vec).unwrap_or_default();
                            let mut ok = true;
                            let mut values = Vec::new();
                            for (i, &d) in dims.iter().enumerate() {
                                if d == ir::DYNAMIC {
                                    match sizes.get(i) {
                                        Some(ir::OpFoldResult::Value(v)) => values.push(*v),
                                        _ => ok = false,
                                    }
                                }
                            }
                            if ok {
                                reified = true;
                                dynamic = values;
                            }
                        }
                    }
                }
            }
        }
        if !reified {
            dynamic = populate_dynamic_dim_sizes(rw, loc, tensor);
        }
    }
    let alloc = AllocTensorOp::build(
        rw,
        loc,
        tensor_ty,
        &dynamic,
        copy.then_some(tensor),
        None,
        None,
    );
    let result = alloc.result(rw);
    if copy {
        return Ok(result);
    }
    let buffer_ty = get_buffer_type(rw, tensor, options)?;
    let space = match rw.memref_memory_space(buffer_ty) {
        Some(s) => Some(s),
        None => options.default_memory_space().flatten(),
    };
    if let Some(space) = space {
        let key = rw.ident("memory_space");
        let _ = rw.set_attr(alloc.operation(), key, space);
    }
    Ok(result)
}

/// The result number of a result value (0 for a block argument).
fn shaped_result_number(v: Value) -> usize {
    match v {
        Value::Result { index, .. } => index as usize,
        Value::Arg { .. } => 0,
    }
}

/// `resolveTensorOpOperandConflicts`: copies (`alloc_tensor`) of the
/// out-of-place operands, or of the one result an out-of-place operand
/// that is not written aliases.
pub fn resolve_tensor_op_operand_conflicts(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    state: &AnalysisState<'_>,
) -> Result<(), Failure> {
    let mut out_of_place_operands: Vec<(usize, bool)> = Vec::new();
    let mut out_of_place_values: Vec<(Value, bool)> = Vec::new();
    for i in 0..rw.num_operands(op) {
        let ty = rw.value_type(rw.operand(op, i));
        if !rw.is_tensor(ty) || state.is_in_place(rw, op, i) {
            continue;
        }
        if rw.is_unranked_tensor(ty) {
            return Err(Some(Diagnostic::at_op(
                rw,
                op,
                "copying of unranked tensors is not implemented",
            )));
        }
        let aliases = state.aliasing_values(rw, op, i);
        let single_result = match aliases.as_slice() {
            [a] if rw.defining_op(a.value).is_some()
                && !state.bufferizes_to_memory_write(rw, op, i)
                && state.aliasing_op_operands(rw, a.value).len() == 1
                && !rw.is_unranked_tensor(rw.value_type(a.value)) =>
            {
                Some(a.value)
            }
            _ => None,
        };
        let copied = !state.can_omit_tensor_copy(rw, op, i);
        match single_result {
            Some(v) => out_of_place_values.push((v, copied)),
            None => out_of_place_operands.push((i, copied)),
        }
    }
    let loc = rw.op_loc(op);
    rw.set_insertion_point_before(op);
    for (i, copied) in out_of_place_operands {
        let v = rw.operand(op, i);
        let copy = allocate_tensor_for_shaped_value(rw, loc, v, state.options, copied)?;
        rw.modify_op_in_place(op, |ctx| ctx.set_operand(op, i, copy).map_err(|_| None))?;
    }
    rw.set_insertion_point_after(op);
    for (v, copied) in out_of_place_values {
        let copy = allocate_tensor_for_shaped_value(rw, loc, v, state.options, copied)?;
        let copy_op = rw.defining_op(copy);
        let uses = uses_of(rw, v);
        for (user, i) in uses {
            if Some(user) == copy_op || tensor::DimOp::cast(rw, user).is_some() {
                continue;
            }
            rw.modify_op_in_place(user, |ctx| ctx.set_operand(user, i, copy).map_err(|_| None))?;
        }
    }
    Ok(())
}

/// `insertTensorCopies` with the state without analysis: each allowed
/// bufferizable op resolves its conflicts, in post-order (upstream's
/// default walk order).
pub fn insert_tensor_copies(
    ctx: &mut Context,
    root: OpId,
    state: &AnalysisState<'_>,
) -> Result<(), Failure> {
    let mut rw = PatternRewriter::new(ctx);
    for op in rw.walk_postorder(root) {
        let Some(m) = state.options.bufferizable(&rw, op) else {
            continue;
        };
        rw.set_insertion_point_before(op);
        match m.resolve_conflicts {
            Some(f) => f(&mut rw, op, state)?,
            None => resolve_tensor_op_operand_conflicts(&mut rw, op, state)?,
        }
    }
    Ok(())
}

/// `foldToMemrefToTensorPair`: `to_memref(to_tensor(m))` is `m`, through
/// a cast or a copy when the types differ.
pub fn fold_to_memref_to_tensor_pair(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    options: &BufferizationOptions,
) {
    let Some(to_memref) = ToMemrefOp::cast(rw, op) else {
        return;
    };
    let Some(to_tensor) = rw
        .defining_op(to_memref.tensor(rw))
        .and_then(|d| ToTensorOp::cast(rw, d))
    else {
        return;
    };
    let alignment = options.alignment_attr(rw);
    bufferization::fold_to_memref_to_tensor(rw, to_memref, to_tensor, alignment);
}

/// What a bufferization did (`BufferizationStatistics`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BufferizationStatistics {
    /// Ops with an `Allocate` effect the rewrite created.
    pub num_buffer_alloc: u64,
    /// Operands One-Shot Analysis decided in place.
    pub num_tensor_in_place: u64,
    /// Operands One-Shot Analysis decided out of place.
    pub num_tensor_out_of_place: u64,
}

/// Whether `op` allocates (`hasEffect<MemoryEffects::Allocate>`).
fn allocates(ctx: &Context, op: OpId) -> bool {
    ir::interfaces::side_effects::op_memory_effects(ctx, op).is_some_and(|effects| {
        effects
            .iter()
            .any(|e| e.effect() == ir::effects::MemoryEffect::Allocate)
    })
}

/// `bufferizeOp`: inserts the copies of copy-before-write, then rewrites
/// every allowed op with tensor semantics through its model, top to
/// bottom (ops created on the way too), folds the `to_memref(to_tensor)`
/// pairs and erases dead `to_tensor` ops.
pub fn bufferize_op(
    ctx: &mut Context,
    root: OpId,
    options: &BufferizationOptions,
    statistics: &mut BufferizationStatistics,
) -> Result<(), Vec<Diagnostic>> {
    if options.copy_before_write {
        let state = AnalysisState {
            options,
            one_shot: None,
            func: None,
        };
        insert_tensor_copies(ctx, root, &state).map_err(|d| d.into_iter().collect::<Vec<_>>())?;
    }
    let mut to_memrefs: Vec<OpId> = Vec::new();
    let mut worklist: Vec<OpId> = Vec::new();
    for op in ctx.walk_postorder(root) {
        if ToMemrefOp::cast(ctx, op).is_some() {
            to_memrefs.push(op);
        }
        if options.is_op_allowed(ctx, op) && has_tensor_semantics(ctx, op) {
            worklist.push(op);
        }
    }
    let mut erased: HashSet<OpId> = HashSet::new();
    // Ops known before or created since: a moved op is notified as created
    // again but is not new (upstream's listener skips moved ops).
    let mut known: HashSet<OpId> = ctx.walk_preorder(root).into_iter().collect();
    let mut rw = PatternRewriter::new(ctx);
    let mut i = 0;
    while i < worklist.len() {
        let op = worklist[i];
        i += 1;
        if erased.contains(&op) || !rw.is_live(op) {
            continue;
        }
        let Some(m) = options.bufferizable(&rw, op) else {
            continue;
        };
        if !has_tensor_semantics(&rw, op) {
            continue;
        }
        rw.set_insertion_point_before(op);
        let result = (m.bufferize)(&mut rw, op, options);
        // The listener: new ops join the worklist, erased ones leave it.
        for event in rw.take_events() {
            match event {
                RewriteEvent::Erased(o) => {
                    erased.insert(o);
                    to_memrefs.retain(|&t| t != o);
                }
                RewriteEvent::Created(o) => {
                    if !known.insert(o) {
                        continue;
                    }
                    erased.remove(&o);
                    if !rw.is_live(o) {
                        continue;
                    }
                    if allocates(&rw, o) {
                        statistics.num_buffer_alloc += 1;
                    }
                    if ToMemrefOp::cast(&rw, o).is_some() {
                        to_memrefs.push(o);
                        continue;
                    }
                    if ToTensorOp::cast(&rw, o).is_some()
                        || !has_tensor_semantics(&rw, o)
                        || !options.is_op_allowed(&rw, o)
                    {
                        continue;
                    }
                    worklist.push(o);
                }
                _ => {}
            }
        }
        if let Err(inner) = result {
            let mut diags: Vec<Diagnostic> = inner.into_iter().collect();
            diags.push(Diagnostic::at_op(&rw, op, "failed to bufferize op"));
            return Err(diags);
        }
    }
    if erased.contains(&root) {
        return Ok(());
    }
    for op in to_memrefs {
        if !rw.is_live(op) {
            continue;
        }
        rw.set_insertion_point_before(op);
        fold_to_memref_to_tensor_pair(&mut rw, op, options);
        for event in rw.take_events() {
            if let RewriteEvent::Created(o) = event {
                if rw.is_live(o) && allocates(&rw, o) {
                    statistics.num_buffer_alloc += 1;
                }
            }
        }
    }
    for op in rw.walk_postorder(root) {
        if rw.is_live(op) && ToTensorOp::cast(&rw, op).is_some() && !rw.op_has_uses(op) {
            let _ = rw.erase_op(op);
        }
    }
    let _ = rw.take_events();
    if options.allow_unknown_ops {
        return Ok(());
    }
    for op in worklist {
        if erased.contains(&op) || !rw.is_live(op) {
            continue;
        }
        if !has_tensor_semantics(&rw, op) || !options.is_op_allowed(&rw, op) {
            continue;
        }
        if !rw.op_has_uses(op) && ir::interfaces::side_effects::is_memory_effect_free(&rw, op) {
            continue;
        }
        if ToTensorOp::cast(&rw, op).is_some() || ToMemrefOp::cast(&rw, op).is_some() {
            continue;
        }
        return Err(vec![Diagnostic::at_op(&rw, op, "op was not bufferized")]);
    }
    Ok(())
}

/// `runOneShotBufferize`: with copy-before-write, the rewrite alone;
/// otherwise One-Shot Analysis, the tensor copies it asks for, then (but
/// with `test-analysis-only`) the rewrite.
pub fn run_one_shot_bufferize(
    ctx: &mut Context,
    root: OpId,
    options: &BufferizationOptions,
    statistics: &mut BufferizationStatistics,
) -> Result<(), Vec<Diagnostic>> {
    if !options.copy_before_write {
        let state = analysis::analyze_op(ctx, root, options)?;
        statistics.num_tensor_in_place = state.num_in_place;
        statistics.num_tensor_out_of_place = state.num_out_of_place;
        if options.test_analysis_only {
            return Ok(());
        }
        let analysis_state = AnalysisState {
            options,
            one_shot: Some(&state),
            func: None,
        };
        insert_tensor_copies(ctx, root, &analysis_state)
            .map_err(|d| d.into_iter().collect::<Vec<_>>())?;
    }
    bufferize_op(ctx, root, options, statistics)
}

/// The `one-shot-bufferize` pass.
#[derive(Clone, Debug, Default)]
pub struct OneShotBufferize {
    base: crate::OneShotBufferizeBase,
}

/// Creates the `one-shot-bufferize` pass (upstream's
/// `createOneShotBufferizePass`).
pub fn create_one_shot_bufferize_pass() -> Box<dyn ir::pass::Pass> {
    Box::new(OneShotBufferize::default())
}

impl OneShotBufferize {
    /// The options the pass's options describe, or the error on an
    /// invalid combination (upstream's `runOnOperation` checks).
    fn options(&self) -> Result<BufferizationOptions, String> {
        let o = &self.base.options;
        let analysis_heuristic = match o.analysis_heuristic.as_str() {
            "bottom-up" => AnalysisHeuristic::BottomUp,
            "top-down" => AnalysisHeuristic::TopDown,
            "bottom-up-from-terminators" => AnalysisHeuristic::BottomUpFromTerminators,
            "fuzzer" => AnalysisHeuristic::Fuzzer,
            other => return Err(format!("invalid analysis heuristic: {other}")),
        };
        let function_boundary_type_conversion =
            LayoutMapOption::parse(&o.function_boundary_type_conversion).ok_or_else(|| {
                format!(
                    "invalid layout map option: {}",
                    o.function_boundary_type_conversion
                )
            })?;
        let unknown_type_conversion = LayoutMapOption::parse(&o.unknown_type_conversion)
            .ok_or_else(|| format!("invalid layout map option: {}", o.unknown_type_conversion))?;
        if unknown_type_conversion == LayoutMapOption::InferLayoutMap {
            return Err(
                "Invalid option: 'infer-layout-map' is not a valid value for 'unknown-type-conversion'"
                    .into(),
            );
        }
        let options = BufferizationOptions {
            allow_unknown_ops: o.allow_unknown_ops,
            bufferize_function_boundaries: o.bufferize_function_boundaries,
            copy_before_write: o.copy_before_write,
            dialect_filter: (!o.dialect_filter.is_empty()).then(|| o.dialect_filter.clone()),
            unknown_type_conversion,
            function_boundary_type_conversion,
            must_infer_memory_space: o.must_infer_memory_space,
            buffer_alignment: 64,
            test_analysis_only: o.test_analysis_only,
            analysis_heuristic,
            analysis_fuzzer_seed: o.analysis_fuzzer_seed,
            print_conflicts: o.print_conflicts,
            dump_alias_sets: o.dump_alias_sets,
            allow_return_allocs_from_loops: o.allow_return_allocs_from_loops,
            check_parallel_regions: o.check_parallel_regions,
            no_analysis_func_filter: o.no_analysis_func_filter.clone(),
            denied_funcs: Vec::new(),
        };
        if options.copy_before_write && options.test_analysis_only {
            return Err(
                "Invalid option: 'copy-before-write' cannot be used with 'test-analysis-only'"
                    .into(),
            );
        }
        if o.print_conflicts && !options.test_analysis_only {
            return Err("Invalid option: 'print-conflicts' requires 'test-analysis-only'".into());
        }
        if o.dump_alias_sets && !options.test_analysis_only {
            return Err("Invalid option: 'dump-alias-sets' requires 'test-analysis-only'".into());
        }
        if !options.bufferize_function_boundaries && !o.no_analysis_func_filter.is_empty() {
            return Err("Invalid option: 'no-analysis-func-filter' requires 'bufferize-function-boundaries'".into());
        }
        Ok(options)
    }
}

impl OperationPass for OneShotBufferize {
    type Declaration = crate::OneShotBufferizeBase;
    fn declaration(&self) -> &crate::OneShotBufferizeBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut crate::OneShotBufferizeBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let options = match self.options() {
            Ok(o) => o,
            Err(message) => {
                run.emit(Diagnostic::error(None::<Location>, message));
                return Err(PassFailure);
            }
        };
        let root = run.op();
        let mut statistics = BufferizationStatistics::default();
        let result = if options.bufferize_function_boundaries {
            module_bufferize::run_one_shot_module_bufferize(
                run.ctx(),
                root,
                &options,
                &mut statistics,
            )
        } else {
            run_one_shot_bufferize(run.ctx(), root, &options, &mut statistics)
        };
        match result {
            Ok(()) => {
                let s = &mut self.base.statistics;
                s.num_buffer_alloc.set(statistics.num_buffer_alloc);
                s.num_tensor_in_place.set(statistics.num_tensor_in_place);
                s.num_tensor_out_of_place
                    .set(statistics.num_tensor_out_of_place);
                Ok(())
            }
            Err(diags) => {
                for d in diags {
                    run.emit(d);
                }
                Err(PassFailure)
            }
        }
    }
}
