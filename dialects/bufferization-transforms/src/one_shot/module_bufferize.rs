//! One-Shot Module Bufferize (upstream's `OneShotModuleBufferize.cpp` and
//! `FuncBufferizableOpInterfaceImpl.cpp`): the `func.func`, `func.call` and
//! `func.return` models, the functions analyzed and bufferized callees
//! first (`getFuncOpsOrderedByCalls`), what each analyzed function does
//! with its tensor arguments (`FuncAnalysisState`: read, written,
//! returned equivalent or aliasing), the function boundary types
//! (`function-boundary-type-conversion`, `bufferization.buffer_layout`),
//! the `memref.cast`s of returned buffers folded into the function type
//! (`infer-layout-map`) and `no-analysis-func-filter`.

use super::models::{no_aliases, no_operand, yes};
use super::*;
use func::{CallOp, FuncOp, ReturnOp};
use std::collections::{BTreeMap, HashMap};

const ARG_ATTRS: &str = "arg_attrs";
const FUNCTION_TYPE: &str = "function_type";
const WRITABLE: &str = "bufferization.writable";
const BUFFER_LAYOUT: &str = "bufferization.buffer_layout";
const BUFFER_ACCESS: &str = "bufferization.access";

/// Where the analysis of a function is (`FuncOpAnalysisState`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FuncOpAnalysisState {
    /// Being analyzed.
    InProgress,
    /// Analyzed.
    Analyzed,
}

/// What One-Shot Module Bufferize knows of the analyzed functions
/// (upstream's `FuncAnalysisState`), by `func.func` op.
#[derive(Clone, Debug, Default)]
pub struct FuncAnalysisState {
    /// Returned value number → the equivalent argument number.
    pub equivalent_func_args: HashMap<OpId, BTreeMap<usize, usize>>,
    /// Argument number → the returned values that may alias it.
    pub aliasing_return_vals: HashMap<OpId, BTreeMap<usize, Vec<usize>>>,
    /// The arguments that are read.
    pub read_bb_args: HashMap<OpId, HashSet<usize>>,
    /// The arguments that are written.
    pub written_bb_args: HashMap<OpId, HashSet<usize>>,
    /// The functions analyzed or being analyzed.
    pub analyzed_func_ops: HashMap<OpId, FuncOpAnalysisState>,
}

impl FuncAnalysisState {
    /// `startFunctionAnalysis`.
    fn start_function_analysis(&mut self, func: OpId) {
        self.analyzed_func_ops
            .insert(func, FuncOpAnalysisState::InProgress);
        self.equivalent_func_args.entry(func).or_default();
        self.aliasing_return_vals.entry(func).or_default();
        self.read_bb_args.entry(func).or_default();
        self.written_bb_args.entry(func).or_default();
    }

    /// Returned value `ret` of `func` may alias its argument `arg`.
    fn add_aliasing_return(&mut self, func: OpId, arg: usize, ret: usize) {
        self.aliasing_return_vals
            .entry(func)
            .or_default()
            .entry(arg)
            .or_default()
            .push(ret);
    }

    fn is_analyzed(&self, func: OpId) -> bool {
        self.analyzed_func_ops.get(&func) == Some(&FuncOpAnalysisState::Analyzed)
    }
}

/// Whether `op` is, or is inside, a `func.func` named in `names`.
pub fn in_named_func(ctx: &Context, op: OpId, names: &[String]) -> bool {
    let func = if FuncOp::cast(ctx, op).is_some() {
        Some(op)
    } else {
        let mut p = ctx.op_parent_op(op);
        while let Some(o) = p {
            if FuncOp::cast(ctx, o).is_some() {
                break;
            }
            p = ctx.op_parent_op(o);
        }
        p
    };
    func.and_then(|f| sym_name(ctx, f))
        .is_some_and(|n| names.iter().any(|x| x == n))
}

fn sym_name(ctx: &Context, func: OpId) -> Option<&str> {
    ctx.attr(func, "sym_name")
        .or_else(|| ctx.prop(func, "sym_name"))
        .and_then(|a| ctx.as_string(a))
}

/// The function type's inputs and results.
fn function_type(ctx: &Context, func: OpId) -> (Vec<Type>, Vec<Type>) {
    let t = ctx
        .attr(func, FUNCTION_TYPE)
        .or_else(|| ctx.prop(func, FUNCTION_TYPE))
        .and_then(|a| ctx.as_type(a));
    match t {
        Some(t) => (
            ctx.function_inputs(t)
                .map(<[Type]>::to_vec)
                .unwrap_or_default(),
            ctx.function_results(t)
                .map(<[Type]>::to_vec)
                .unwrap_or_default(),
        ),
        None => (Vec::new(), Vec::new()),
    }
}

fn set_function_type(ctx: &mut Context, func: OpId, inputs: &[Type], results: &[Type]) {
    let t = ctx.function_type(inputs, results);
    let attr = ctx.type_attr(t);
    let key = ctx.ident(FUNCTION_TYPE);
    let _ = ctx.set_attr(func, key, attr);
}

/// The attribute `name` of argument `index` (`getArgAttr`).
fn arg_attr(ctx: &Context, func: OpId, index: usize, name: &str) -> Option<Attribute> {
    let dicts = ctx
        .attr(func, ARG_ATTRS)
        .or_else(|| ctx.prop(func, ARG_ATTRS))?;
    let dict = *ctx.as_array(dicts)?.get(index)?;
    ctx.as_dictionary(dict)?
        .iter()
        .find(|(k, _)| ctx.ident_str(*k) == name)
        .map(|&(_, v)| v)
}

/// Sets (or with `None` removes) the attribute `name` of argument `index`
/// (`setArgAttr`/`removeArgAttr`).
fn set_arg_attr(ctx: &mut Context, func: OpId, index: usize, name: &str, value: Option<Attribute>) {
    let count = function_type(ctx, func).0.len();
    let empty = ctx.dictionary_attr(&[]);
    let mut dicts = ctx
        .attr(func, ARG_ATTRS)
        .or_else(|| ctx.prop(func, ARG_ATTRS))
        .and_then(|a| ctx.as_array(a).map(<[Attribute]>::to_vec))
        .unwrap_or_default();
    if value.is_none() && dicts.is_empty() {
        return;
    }
    dicts.resize(count.max(index + 1), empty);
    let mut entries: Vec<NamedAttrEntry> = ctx.as_dictionary(dicts[index]).unwrap_or(&[]).to_vec();
    let key = ctx.ident(name);
    let had = entries.iter().any(|(k, _)| *k == key);
    if value.is_none() && !had {
        return;
    }
    entries.retain(|(k, _)| *k != key);
    if let Some(v) = value {
        entries.push((key, v));
        entries.sort_by(|a, b| ctx.ident_str(a.0).cmp(ctx.ident_str(b.0)));
    }
    dicts[index] = ctx.dictionary_attr(&entries);
    let all_empty = dicts.iter().all(|&d| {
        ctx.as_dictionary(d)
            .is_none_or(<[NamedAttrEntry]>::is_empty)
    });
    if all_empty {
        ctx.remove_attr(func, ARG_ATTRS);
        return;
    }
    let array = ctx.array_attr(&dicts);
    let key = ctx.ident(ARG_ATTRS);
    let _ = ctx.set_attr(func, key, array);
}

type NamedAttrEntry = ir::NamedAttr;

/// The one terminator named `name` among the blocks of `op`'s first
/// region (`None`: none or several; upstream's `getAssumedUniqueReturnOp`
/// and `getUniqueYieldOp`).
pub(crate) fn unique_terminator(ctx: &Context, op: OpId, name: &str) -> Option<OpId> {
    let mut found = None;
    let region = *ctx.op_regions(op).first()?;
    for &b in ctx.region_blocks(region) {
        if let Some(t) = ctx.block_last_op(b).filter(|&t| ctx.op_name_of(t) == name) {
            if found.is_some() {
                return None;
            }
            found = Some(t);
        }
    }
    found
}

/// The unique `func.return` of `func` (`getAssumedUniqueReturnOp`).
fn unique_return(ctx: &Context, func: OpId) -> Option<OpId> {
    unique_terminator(ctx, func, ReturnOp::OPERATION_NAME)
}

fn is_external(ctx: &Context, func: OpId) -> bool {
    ctx.op_regions(func)
        .first()
        .is_none_or(|&r| ctx.region_blocks(r).is_empty())
}

fn entry_block(ctx: &Context, func: OpId) -> Option<ir::BlockId> {
    ctx.op_regions(func)
        .first()
        .and_then(|&r| ctx.region_blocks(r).first().copied())
}

/// The `func.func` a `func.call` calls (`getCalledFunction`).
pub fn called_function(ctx: &Context, call: OpId) -> Option<OpId> {
    crate::results::called_function(ctx, call)
}

/// `functionArgTypeConverterFn` of `setFunctionBoundaryTypeConversion`.
fn function_boundary_type(ctx: &mut Context, tensor: Type, options: &BufferizationOptions) -> Type {
    let space = options.default_memory_space().flatten();
    match options.function_boundary_type_conversion {
        LayoutMapOption::IdentityLayoutMap => {
            memref_type_with_static_identity_layout(ctx, tensor, space)
        }
        _ => memref_type_with_fully_dynamic_layout(ctx, tensor, space),
    }
}

/// `getBufferizedFunctionArgType`: the boundary type, or the layout of
/// `bufferization.buffer_layout`.
fn bufferized_function_arg_type(
    ctx: &mut Context,
    func: OpId,
    index: usize,
    options: &BufferizationOptions,
) -> Type {
    let tensor = function_type(ctx, func).0[index];
    let memref = function_boundary_type(ctx, tensor, options);
    let Some(layout) = arg_attr(ctx, func, index, BUFFER_LAYOUT) else {
        return memref;
    };
    if ctx.as_affine_map(layout).is_none() {
        return memref;
    }
    let (Some(shape), Some(element)) = (
        ctx.shape(memref).map(<[i64]>::to_vec),
        ctx.element_type(memref),
    ) else {
        return memref;
    };
    let space = ctx.memref_memory_space(memref);
    // An identity map with symbols stays: a type of its own, printed as
    // the identity (upstream's `MemRefType::get` with an `AffineMap`).
    ctx.memref_type_with(&shape, element, Some(layout), space)
}

// ---------------------------------------------------------------------------
// func.call
// ---------------------------------------------------------------------------

/// The callee and what is known of it, when it was analyzed.
fn analyzed_callee<'s>(
    ctx: &Context,
    call: OpId,
    state: &'s AnalysisState<'_>,
) -> Option<(OpId, &'s FuncAnalysisState)> {
    let callee = called_function(ctx, call)?;
    let funcs = state.func?;
    funcs.is_analyzed(callee).then_some((callee, funcs))
}

fn call_reads(ctx: &Context, op: OpId, i: usize, state: &AnalysisState<'_>) -> bool {
    match analyzed_callee(ctx, op, state) {
        Some((f, s)) => s.read_bb_args.get(&f).is_some_and(|r| r.contains(&i)),
        None => true,
    }
}

fn call_writes(ctx: &Context, op: OpId, i: usize, state: &AnalysisState<'_>) -> bool {
    match analyzed_callee(ctx, op, state) {
        Some((f, s)) => s.written_bb_args.get(&f).is_some_and(|r| r.contains(&i)),
        None => true,
    }
}

fn call_aliasing_values(
    ctx: &Context,
    op: OpId,
    i: usize,
    state: &AnalysisState<'_>,
) -> Vec<AliasingValue> {
    let Some((f, s)) = analyzed_callee(ctx, op, state) else {
        // `unknownGetAliasingValues`: every tensor result may alias.
        return ctx
            .results(op)
            .into_iter()
            .filter(|&r| ctx.is_tensor(ctx.value_type(r)))
            .map(|value| AliasingValue {
                value,
                relation: BufferRelation::Unknown,
                is_definite: false,
            })
            .collect();
    };
    let returned = s
        .aliasing_return_vals
        .get(&f)
        .and_then(|m| m.get(&i))
        .cloned()
        .unwrap_or_default();
    let equivalent = match returned.as_slice() {
        [r] => s
            .equivalent_func_args
            .get(&f)
            .and_then(|m| m.get(r))
            .is_some(),
        _ => false,
    };
    returned
        .into_iter()
        .map(|r| AliasingValue {
            value: ctx.result(op, r),
            relation: if equivalent {
                BufferRelation::Equivalent
            } else {
                BufferRelation::Unknown
            },
            is_definite: equivalent,
        })
        .collect()
}

fn call_buffer_type(
    ctx: &mut Context,
    op: OpId,
    value: Value,
    _: &BufferizationOptions,
    _: &mut Vec<Value>,
) -> Result<Type, Failure> {
    let callee = called_function(ctx, op).ok_or(None)?;
    let Value::Result { index, .. } = value else {
        return Err(None);
    };
    let ty = *function_type(ctx, callee)
        .1
        .get(index as usize)
        .ok_or(None)?;
    if ctx.is_memref(ty) {
        Ok(ty)
    } else {
        Err(None)
    }
}

/// `func.call`: a call with the buffers of its tensor operands (cast to
/// the callee's argument types) and the callee's buffer result types.
fn bufferize_call(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    options: &BufferizationOptions,
) -> Result<(), Failure> {
    let results = rw.results(op);
    let result_types = buffer_types_of(rw, &results, options)?;
    let callee = called_function(rw, op).ok_or(None)?;
    let inputs = function_type(rw, callee).0;
    let loc = rw.op_loc(op);
    let mut operands = Vec::new();
    for (i, v) in rw.operands(op).into_iter().enumerate() {
        if !rw.is_tensor(rw.value_type(v)) {
            operands.push(v);
            continue;
        }
        let mut buffer = get_buffer(rw, v, options)?;
        let ty = *inputs.get(i).ok_or(None)?;
        if rw.value_type(buffer) != ty {
            buffer = memref::CastOp::build(rw, loc, ty, buffer).dest(rw);
        }
        operands.push(buffer);
    }
    let name = sym_name(rw, callee).ok_or(None)?.to_string();
    let new_call = CallOp::build_with_values(rw, loc, &result_types, &name, &operands).operation();
    let attrs: Vec<ir::NamedAttr> = rw.attrs(op).to_vec();
    for (k, v) in attrs {
        let _ = rw.set_attr(new_call, k, v);
    }
    let results = rw.results(new_call);
    replace_op_with_bufferized_values(rw, op, &results)
}

static CALL_MODEL: BufferizableOpInterfaceVtable = BufferizableOpInterfaceVtable {
    get_buffer_type: Some(call_buffer_type),
    ..models::model(
        call_reads,
        call_writes,
        call_aliasing_values,
        bufferize_call,
    )
};

// ---------------------------------------------------------------------------
// func.return
// ---------------------------------------------------------------------------

static RETURN_MODEL: BufferizableOpInterfaceVtable =
    models::model(yes, no_operand, no_aliases, |_, _, _| Ok(()));

// ---------------------------------------------------------------------------
// func.func
// ---------------------------------------------------------------------------

fn func_has_tensor_semantics(ctx: &Context, op: OpId) -> bool {
    let (inputs, results) = function_type(ctx, op);
    if inputs.iter().chain(&results).any(|&t| ctx.is_tensor(t)) {
        return true;
    }
    ctx.op_regions(op).iter().any(|&r| {
        ctx.region_blocks(r).iter().any(|&b| {
            (0..ctx.num_block_args(b)).any(|i| ctx.is_tensor(ctx.value_type(ctx.block_arg(b, i))))
        })
    })
}

fn func_buffer_type(
    ctx: &mut Context,
    op: OpId,
    value: Value,
    options: &BufferizationOptions,
    stack: &mut Vec<Value>,
) -> Result<Type, Failure> {
    let block = ctx.value_parent_block(value).ok_or(None)?;
    let Value::Arg { index, .. } = value else {
        return Err(None);
    };
    if Some(block) == entry_block(ctx, op) {
        return Ok(bufferized_function_arg_type(
            ctx,
            op,
            index as usize,
            options,
        ));
    }
    unstructured_block_arg_buffer_type(ctx, op, value, options, stack)
}

/// `OpWithUnstructuredControlFlowBufferizableOpInterfaceExternalModel::
/// getBufferType` of a block argument: the buffer type every branch
/// forwards (those on the invocation stack left out), a fully dynamic
/// layout when they differ.
pub(crate) fn unstructured_block_arg_buffer_type(
    ctx: &mut Context,
    op: OpId,
    value: Value,
    options: &BufferizationOptions,
    stack: &mut Vec<Value>,
) -> Result<Type, Failure> {
    let tensor = ctx.value_type(value);
    let mut buffer_type: Option<Type> = None;
    for (term, k) in branch_operands_of(ctx, value) {
        let v = ctx.operand(term, k);
        if stack.contains(&v) {
            continue;
        }
        let ty = ctx.value_type(v);
        let caller_type = if ctx.is_memref(ty) {
            ty
        } else {
            get_buffer_type_in(ctx, v, options, stack)?
        };
        let Some(current) = buffer_type else {
            buffer_type = Some(caller_type);
            continue;
        };
        buffer_type = Some(
            join_buffer_types(ctx, tensor, current, caller_type).ok_or_else(|| {
                Some(Diagnostic::op_error(
                    ctx,
                    op,
                    "incoming operands of block argument have inconsistent memory spaces",
                ))
            })?,
        );
    }
    buffer_type.ok_or_else(|| {
        Some(Diagnostic::op_error(
            ctx,
            op,
            "could not infer buffer type of block argument",
        ))
    })
}

/// The operands (terminator, operand number) that the branches to its
/// block forward to the block argument `value`, one per branch
/// (`getCallerOpOperands`).
pub fn branch_operands_of(ctx: &Context, value: Value) -> Vec<(OpId, usize)> {
    let (Some(block), Value::Arg { index, .. }) = (ctx.value_parent_block(value), value) else {
        return Vec::new();
    };
    let mut r = Vec::new();
    for pred in ctx.block_predecessors(block) {
        let Some(term) = ctx.block_last_op(pred) else {
            continue;
        };
        if r.iter().any(|&(t, _)| t == term) {
            continue;
        }
        let Some(branch) = ir::interfaces::BranchOpInterfaceRef::get(ctx, term) else {
            continue;
        };
        let Some(s) = ctx.successors(term).iter().position(|&b| b == block) else {
            continue;
        };
        let operands = branch.get_successor_operands(ctx, s);
        let k = operands.forwarded.start + index as usize;
        if k < operands.forwarded.end {
            r.push((term, k));
        }
    }
    r
}

/// `getAliasingBranchOpOperands`: the forwarded operands, equivalent but
/// not definitely.
pub(crate) fn branch_aliasing_op_operands(
    ctx: &Context,
    _: OpId,
    value: Value,
    _: &AnalysisState<'_>,
) -> Vec<AliasingOpOperand> {
    branch_operands_of(ctx, value)
        .into_iter()
        .map(|(op, operand)| AliasingOpOperand {
            op,
            operand,
            relation: BufferRelation::Equivalent,
            is_definite: false,
        })
        .collect()
}

/// `BranchOpBufferizableOpInterfaceExternalModel::getAliasingValues`: the
/// successor block arguments the operand is forwarded to.
fn branch_aliasing_values(
    ctx: &Context,
    op: OpId,
    i: usize,
    _: &AnalysisState<'_>,
) -> Vec<AliasingValue> {
    let Some(branch) = ir::interfaces::BranchOpInterfaceRef::get(ctx, op) else {
        return Vec::new();
    };
    let mut r = Vec::new();
    for (s, &block) in ctx.successors(op).iter().enumerate() {
        let operands = branch.get_successor_operands(ctx, s);
        if operands.forwarded.contains(&i) {
            r.push(AliasingValue {
                value: ctx.block_arg(block, i - operands.forwarded.start),
                relation: BufferRelation::Equivalent,
                is_definite: false,
            });
        }
    }
    r
}

/// `cf.br` and `cf.cond_br` (upstream's `BranchLikeOpInterface`): their
/// operands are rewritten with the signature of their successors.
static BRANCH_MODEL: BufferizableOpInterfaceVtable = BufferizableOpInterfaceVtable {
    verify_analysis: Some(|_, _, _| Ok(())),
    ..models::model(no_operand, no_operand, branch_aliasing_values, |_, _, _| {
        Ok(())
    })
};

fn func_is_writable(ctx: &Context, op: OpId, value: Value, _: &AnalysisState<'_>) -> bool {
    let Value::Arg { index, .. } = value else {
        return true;
    };
    if ctx.value_parent_block(value) != entry_block(ctx, op) {
        return true;
    }
    arg_attr(ctx, op, index as usize, WRITABLE)
        .and_then(|a| ctx.as_bool(a))
        .unwrap_or(true)
}

/// `bufferizeBlockSignature`: the tensor arguments of `block` become
/// buffers (their uses a `to_tensor`), the branches to it forward
/// buffers.
pub fn bufferize_block_signature(
    rw: &mut PatternRewriter<'_>,
    block: ir::BlockId,
    options: &BufferizationOptions,
) -> Result<(), Failure> {
    let args: Vec<Value> = (0..rw.num_block_args(block))
        .map(|i| rw.block_arg(block, i))
        .collect();
    let new_types = buffer_types_of(rw, &args, options)?;
    for (i, &ty) in new_types.iter().enumerate() {
        let arg = rw.block_arg(block, i);
        if rw.value_type(arg) == ty {
            continue;
        }
        let uses = uses_of(rw, arg);
        rw.set_value_type(arg, ty).map_err(|_| None)?;
        if uses.is_empty() {
            continue;
        }
        rw.set_insertion_point_to_start(block);
        let loc = rw.value_loc(arg);
        let t = to_tensor(rw, loc, arg);
        for (user, k) in uses {
            rw.modify_op_in_place(user, |ctx| ctx.set_operand(user, k, t).map_err(|_| None))?;
        }
    }
    let users: Vec<(OpId, usize)> = rw
        .block_predecessors(block)
        .into_iter()
        .filter_map(|p| rw.block_last_op(p))
        .flat_map(|t| {
            rw.successors(t)
                .iter()
                .enumerate()
                .filter(|&(_, &s)| s == block)
                .map(move |(i, _)| (t, i))
                .collect::<Vec<_>>()
        })
        .collect();
    for (term, s) in users {
        let Some(branch) = ir::interfaces::BranchOpInterfaceRef::get(rw, term) else {
            return Err(Some(Diagnostic::op_error(
                rw,
                term,
                "cannot bufferize ops with block references that do not implement BranchOpInterface",
            )));
        };
        let operands = branch.get_successor_operands(rw, s);
        for (j, k) in operands.forwarded.clone().enumerate() {
            let Some(&ty) = new_types.get(operands.produced + j) else {
                continue;
            };
            let v = rw.operand(term, k);
            if rw.value_type(v) == ty {
                continue;
            }
            let operand_ty = get_buffer_type(rw, v, options)?;
            let loc = rw.value_loc(v);
            set_insertion_point_after_value(rw, v);
            let mut b = ToMemrefOp::build(rw, loc, operand_ty, v, None).memref(rw);
            if ty != operand_ty {
                b = memref::CastOp::build(rw, loc, ty, b).dest(rw);
            }
            rw.modify_op_in_place(term, |ctx| ctx.set_operand(term, k, b).map_err(|_| None))?;
        }
    }
    Ok(())
}

/// `func.func`: the block signatures, the returned tensors through
/// `to_memref`s of the boundary type, the function type.
fn bufferize_func(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    options: &BufferizationOptions,
) -> Result<(), Failure> {
    let (inputs, results) = function_type(rw, op);
    let mut arg_types = Vec::with_capacity(inputs.len());
    for (i, &t) in inputs.iter().enumerate() {
        arg_types.push(if rw.is_tensor(t) {
            bufferized_function_arg_type(rw, op, i, options)
        } else {
            t
        });
    }
    if is_external(rw, op) {
        if results.iter().any(|&t| rw.is_tensor(t)) {
            return Err(Some(Diagnostic::at_op(
                rw,
                op,
                "cannot bufferize bodiless function that returns a tensor",
            )));
        }
        rw.modify_op_in_place(op, |ctx| {
            set_function_type(ctx, op, &arg_types, &results);
            Ok::<(), Failure>(())
        })?;
        return Ok(());
    }
    let ret = unique_return(rw, op).ok_or(None)?;
    let loc = rw.op_loc(ret);
    let blocks: Vec<ir::BlockId> = rw
        .op_regions(op)
        .iter()
        .flat_map(|&r| rw.region_blocks(r).to_vec())
        .collect();
    for b in blocks {
        bufferize_block_signature(rw, b, options)?;
    }
    let mut values = Vec::new();
    for v in rw.operands(ret) {
        let ty = rw.value_type(v);
        if !rw.is_tensor(ty) {
            values.push(v);
            continue;
        }
        rw.set_insertion_point_before(ret);
        let memref_ty = function_boundary_type(rw, ty, options);
        values.push(ToMemrefOp::build(rw, loc, memref_ty, v, None).memref(rw));
    }
    rw.modify_op_in_place(ret, |ctx| ctx.set_operands(ret, &values).map_err(|_| None))?;
    let result_types: Vec<Type> = values.iter().map(|&v| rw.value_type(v)).collect();
    rw.modify_op_in_place(op, |ctx| {
        set_function_type(ctx, op, &arg_types, &result_types);
        Ok::<(), Failure>(())
    })
}

static FUNC_MODEL: BufferizableOpInterfaceVtable = BufferizableOpInterfaceVtable {
    has_tensor_semantics: Some(func_has_tensor_semantics),
    get_aliasing_op_operands: Some(branch_aliasing_op_operands),
    get_buffer_type: Some(func_buffer_type),
    is_writable: func_is_writable,
    supports_unstructured_control_flow: true,
    verify_analysis: Some(|ctx, op, _| {
        if unique_return(ctx, op).is_none() && !is_external(ctx, op) {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "op without unique func.return is not supported",
            ));
        }
        Ok(())
    }),
    ..models::model(no_operand, no_operand, no_aliases, bufferize_func)
};

/// Attaches the `func` models (upstream's
/// `func_ext::registerBufferizableOpInterfaceExternalModels`) and the `cf`
/// branch models (`cf::registerBufferizableOpInterfaceExternalModels`).
pub fn register_func_models(ctx: &mut Context) {
    for (name, model) in [
        (CallOp::OPERATION_NAME, &CALL_MODEL),
        (FuncOp::OPERATION_NAME, &FUNC_MODEL),
        (ReturnOp::OPERATION_NAME, &RETURN_MODEL),
        (cf::BranchOp::OPERATION_NAME, &BRANCH_MODEL),
        (cf::CondBranchOp::OPERATION_NAME, &BRANCH_MODEL),
    ] {
        ctx.attach_op_interface::<BufferizableOpInterfaceVtable>(name, model);
    }
}

// ---------------------------------------------------------------------------
// One-Shot Module Bufferize
// ---------------------------------------------------------------------------

fn has_tensor_signature(ctx: &Context, func: OpId) -> bool {
    let (inputs, results) = function_type(ctx, func);
    inputs.iter().chain(&results).any(|&t| ctx.is_tensor(t))
}

/// `getFuncOpsOrderedByCalls`: callees before callers.
fn func_ops_ordered_by_calls(ctx: &Context, module: OpId) -> Result<Vec<OpId>, Diagnostic> {
    let mut called_by: HashMap<OpId, Vec<OpId>> = HashMap::new();
    // Functions in walk order with their number of distinct callees.
    let mut pending: Vec<(OpId, usize)> = Vec::new();
    for func in ctx.walk_postorder(module) {
        if FuncOp::cast(ctx, func).is_none() {
            continue;
        }
        if !is_external(ctx, func) && unique_return(ctx, func).is_none() {
            return Err(Diagnostic::at_op(
                ctx,
                func,
                "cannot bufferize a FuncOp with tensors and without a unique ReturnOp",
            ));
        }
        let mut count = 0;
        for call in ctx.walk_preorder(func) {
            if CallOp::cast(ctx, call).is_none() {
                continue;
            }
            let Some(callee) = called_function(ctx, call) else {
                continue;
            };
            if !has_tensor_signature(ctx, callee) {
                continue;
            }
            let callers = called_by.entry(callee).or_default();
            if !callers.contains(&func) {
                callers.push(func);
                count += 1;
            }
        }
        pending.push((func, count));
    }
    let mut ordered = Vec::new();
    while !pending.is_empty() {
        let Some(pos) = pending.iter().position(|&(_, n)| n == 0) else {
            return Err(Diagnostic::op_error(
                ctx,
                module,
                "expected callgraph to be free of circular dependencies.",
            ));
        };
        let (func, _) = pending.remove(pos);
        ordered.push(func);
        for caller in called_by.get(&func).into_iter().flatten() {
            if let Some(e) = pending.iter_mut().find(|(f, _)| f == caller) {
                e.1 -= 1;
            }
        }
    }
    Ok(ordered)
}

/// `__equivalent_func_args__` on the return (with `test-analysis-only`).
fn annotate_equivalent_return_arg(ctx: &mut Context, ret: OpId, operand: usize, arg: usize) {
    let n = ctx.num_operands(ret);
    let mut values: Vec<i64> = ctx
        .attr(ret, "__equivalent_func_args__")
        .and_then(|a| ctx.as_array(a).map(<[Attribute]>::to_vec))
        .map(|v| {
            v.iter()
                .map(|&a| {
                    ctx.as_integer(a)
                        .and_then(|i| i64::try_from(i).ok())
                        .unwrap_or(-1)
                })
                .collect()
        })
        .unwrap_or_else(|| vec![-1; n]);
    if let Some(slot) = values.get_mut(operand) {
        *slot = i64::try_from(arg).unwrap_or(-1);
    }
    let attrs: Vec<Attribute> = values.into_iter().map(|v| ctx.i64_attr(v)).collect();
    let array = ctx.array_attr(&attrs);
    let key = ctx.ident("__equivalent_func_args__");
    let _ = ctx.set_attr(ret, key, array);
}

/// `aliasingFuncOpBBArgsAnalysis`.
fn aliasing_args_analysis(
    ctx: &mut Context,
    func: OpId,
    state: &analysis::OneShotState,
    funcs: &mut FuncAnalysisState,
    options: &BufferizationOptions,
) {
    if is_external(ctx, func) {
        let (inputs, results) = function_type(ctx, func);
        for (a, &t) in inputs.iter().enumerate() {
            if !ctx.is_tensor(t) {
                continue;
            }
            for (r, &rt) in results.iter().enumerate() {
                if ctx.is_tensor(rt) {
                    funcs.add_aliasing_return(func, a, r);
                }
            }
        }
        return;
    }
    let (Some(ret), Some(entry)) = (unique_return(ctx, func), entry_block(ctx, func)) else {
        return;
    };
    for r in 0..ctx.num_operands(ret) {
        let v = ctx.operand(ret, r);
        if !ctx.is_ranked_tensor(ctx.value_type(v)) {
            continue;
        }
        for a in 0..ctx.num_block_args(entry) {
            let arg = ctx.block_arg(entry, a);
            if !ctx.is_ranked_tensor(ctx.value_type(arg)) {
                continue;
            }
            if state.are_equivalent(v, arg) {
                funcs
                    .equivalent_func_args
                    .entry(func)
                    .or_default()
                    .insert(r, a);
                if options.test_analysis_only {
                    annotate_equivalent_return_arg(ctx, ret, r, a);
                }
            }
            if state.are_aliasing(v, arg) {
                funcs.add_aliasing_return(func, a, r);
            }
        }
    }
}

/// `funcOpBbArgReadWriteAnalysis`.
fn read_write_analysis(
    ctx: &mut Context,
    func: OpId,
    state: &analysis::OneShotState,
    funcs: &mut FuncAnalysisState,
    options: &BufferizationOptions,
) {
    let inputs = function_type(ctx, func).0;
    for (idx, &t) in inputs.iter().enumerate() {
        if !ctx.is_tensor(t) {
            continue;
        }
        let access = arg_attr(ctx, func, idx, BUFFER_ACCESS)
            .and_then(|a| ctx.as_string(a).map(str::to_string));
        let (read, written) = if let Some(s) = access {
            (
                s == "read" || s == "read-write",
                s == "write" || s == "read-write",
            )
        } else if is_external(ctx, func) {
            (true, true)
        } else {
            let Some(entry) = entry_block(ctx, func) else {
                continue;
            };
            let arg = ctx.block_arg(entry, idx);
            let query = AnalysisState {
                options,
                one_shot: Some(state),
                func: Some(funcs),
            };
            let read = query.is_value_read(ctx, arg);
            let written = state.alias_class(arg).into_iter().any(|v| {
                uses_of(ctx, v).into_iter().any(|(op, i)| {
                    state.is_in_place((op, i)) && query.bufferizes_to_memory_write(ctx, op, i)
                })
            });
            (read, written)
        };
        if options.test_analysis_only {
            let s = match (read, written) {
                (true, true) => "read-write",
                (true, false) => "read",
                (false, true) => "write",
                (false, false) => "none",
            };
            let a = ctx.string_attr(s);
            set_arg_attr(ctx, func, idx, BUFFER_ACCESS, Some(a));
        }
        if read {
            funcs.read_bb_args.entry(func).or_default().insert(idx);
        }
        if written {
            funcs.written_bb_args.entry(func).or_default().insert(idx);
        }
    }
}

/// `equivalenceAnalysis` of the calls in `func`: a call result equivalent
/// to an in-place argument is.
fn call_equivalence_analysis(
    ctx: &Context,
    func: OpId,
    state: &mut analysis::OneShotState,
    funcs: &FuncAnalysisState,
) {
    for call in ctx.walk_preorder(func) {
        if CallOp::cast(ctx, call).is_none() {
            continue;
        }
        let Some(callee) = called_function(ctx, call) else {
            continue;
        };
        let Some(equivalent) = funcs.equivalent_func_args.get(&callee) else {
            continue;
        };
        for (&r, &a) in equivalent {
            if !state.is_in_place((call, a)) {
                continue;
            }
            let (rv, av) = (ctx.result(call, r), ctx.operand(call, a));
            state.union_equivalences(rv, av);
        }
    }
}

/// `analyzeModuleOp`: each function, callees first.
pub fn analyze_module_op(
    ctx: &mut Context,
    module: OpId,
    options: &BufferizationOptions,
    state: &mut analysis::OneShotState,
    funcs: &mut FuncAnalysisState,
) -> Result<(), Vec<Diagnostic>> {
    let ordered = func_ops_ordered_by_calls(ctx, module).map_err(|d| vec![d])?;
    for func in ordered {
        if !options.is_op_allowed(ctx, func) {
            continue;
        }
        funcs.start_function_analysis(func);
        call_equivalence_analysis(ctx, func, state, funcs);
        analysis::analyze_op_in(ctx, func, options, state, Some(funcs))?;
        aliasing_args_analysis(ctx, func, state, funcs, options);
        read_write_analysis(ctx, func, state, funcs, options);
        funcs
            .analyzed_func_ops
            .insert(func, FuncOpAnalysisState::Analyzed);
    }
    Ok(())
}

/// `foldMemRefCasts`: a returned `memref.cast` is replaced by its source,
/// the function's result types follow.
fn fold_memref_casts(ctx: &mut Context, func: OpId) {
    if is_external(ctx, func) {
        return;
    }
    let Some(ret) = unique_return(ctx, func) else {
        return;
    };
    let mut types = Vec::new();
    for i in 0..ctx.num_operands(ret) {
        let v = ctx.operand(ret, i);
        match ctx
            .defining_op(v)
            .and_then(|d| memref::CastOp::cast(ctx, d))
        {
            Some(cast) => {
                let source = cast.source(ctx);
                let _ = ctx.set_operand(ret, i, source);
                types.push(ctx.value_type(source));
            }
            None => types.push(ctx.value_type(v)),
        }
    }
    let inputs = function_type(ctx, func).0;
    set_function_type(ctx, func, &inputs, &types);
}

/// `bufferizeModuleOp`: each function, callees first (with
/// copy-before-write when `no-analysis-func-filter` names it), the
/// returned casts folded with `infer-layout-map`, then the other ops of
/// the module; the `bufferization.*` argument attributes removed.
pub fn bufferize_module_op(
    ctx: &mut Context,
    module: OpId,
    options: &BufferizationOptions,
    statistics: &mut BufferizationStatistics,
) -> Result<(), Vec<Diagnostic>> {
    let ordered = func_ops_ordered_by_calls(ctx, module).map_err(|d| vec![d])?;
    for func in ordered {
        let no_analysis = sym_name(ctx, func)
            .is_some_and(|n| options.no_analysis_func_filter.iter().any(|x| x == n));
        if no_analysis {
            let updated = BufferizationOptions {
                copy_before_write: true,
                ..options.clone()
            };
            bufferize_op(ctx, func, &updated, statistics)?;
        } else {
            bufferize_op(ctx, func, options, statistics)?;
        }
        if options.function_boundary_type_conversion == LayoutMapOption::InferLayoutMap {
            fold_memref_casts(ctx, func);
        }
    }
    let body: Vec<OpId> = ctx
        .op_regions(module)
        .first()
        .and_then(|&r| ctx.region_blocks(r).first().copied())
        .map(|b| ctx.block_ops(b).collect())
        .unwrap_or_default();
    for op in body {
        if !ctx.is_live(op) || FuncOp::cast(ctx, op).is_some() {
            continue;
        }
        bufferize_op(ctx, op, options, statistics)?;
    }
    for func in ctx.walk_preorder(module) {
        if FuncOp::cast(ctx, func).is_none() {
            continue;
        }
        for i in 0..function_type(ctx, func).0.len() {
            set_arg_attr(ctx, func, i, BUFFER_LAYOUT, None);
            set_arg_attr(ctx, func, i, WRITABLE, None);
        }
    }
    Ok(())
}

/// `runOneShotModuleBufferize`: the module analysis and the tensor copies
/// it asks for (the functions of `no-analysis-func-filter` left out),
/// then (but with `test-analysis-only`) the bufferization.
pub fn run_one_shot_module_bufferize(
    ctx: &mut Context,
    module: OpId,
    options: &BufferizationOptions,
    statistics: &mut BufferizationStatistics,
) -> Result<(), Vec<Diagnostic>> {
    if !options.copy_before_write {
        let analysis_options = BufferizationOptions {
            denied_funcs: options.no_analysis_func_filter.clone(),
            ..options.clone()
        };
        let mut state = analysis::new_state(ctx, module, &analysis_options);
        let mut funcs = FuncAnalysisState::default();
        let r = analyze_module_op(ctx, module, &analysis_options, &mut state, &mut funcs);
        statistics.num_tensor_in_place = state.num_in_place;
        statistics.num_tensor_out_of_place = state.num_out_of_place;
        r?;
        if options.test_analysis_only {
            return Ok(());
        }
        let query = AnalysisState {
            options: &analysis_options,
            one_shot: Some(&state),
            func: Some(&funcs),
        };
        insert_tensor_copies(ctx, module, &query).map_err(|d| d.into_iter().collect::<Vec<_>>())?;
    }
    if options.test_analysis_only {
        return Ok(());
    }
    bufferize_module_op(ctx, module, options, statistics)
}
