//! `buffer-results-to-out-params` (upstream's `BufferResultsToOutParams.cpp`)
//! and `drop-equivalent-buffer-results` (`DropEquivalentBufferResults.cpp`):
//! the memref results of `func.func`s turned into out-parameters, or
//! dropped when they are a function argument, their calls rewritten.

use func::{CallOp, FuncOp, ReturnOp};
use ir::pass::{OperationPass, PassFailure, PassRun};
use ir::{
    Attribute, Context, Diagnostic, NamedAttr, OpBuilder, OpId, Type, TypeData, Value, DYNAMIC,
};

use crate::{BufferResultsToOutParamsBase, DropEquivalentBufferResultsBase};

const ARG_ATTRS: &str = "arg_attrs";
const RES_ATTRS: &str = "res_attrs";
const FUNCTION_TYPE: &str = "function_type";

/// The dictionaries of `name` (`arg_attrs`/`res_attrs`) of `func`, `count`
/// of them (empty ones where absent).
fn attr_dicts(ctx: &mut Context, func: OpId, name: &str, count: usize) -> Vec<Attribute> {
    let empty = ctx.dictionary_attr(&[]);
    let mut dicts = ctx
        .attr(func, name)
        .or_else(|| ctx.prop(func, name))
        .and_then(|a| ctx.as_array(a).map(<[Attribute]>::to_vec))
        .unwrap_or_default();
    dicts.resize(count, empty);
    dicts
}

/// Sets `name` to `dicts`, or removes it when they are all empty
/// (`setAllArgAttrDicts`/`setAllResultAttrDicts`).
fn set_attr_dicts(ctx: &mut Context, func: OpId, name: &str, dicts: &[Attribute]) {
    let all_empty = dicts
        .iter()
        .all(|&d| ctx.as_dictionary(d).is_none_or(<[NamedAttr]>::is_empty));
    if all_empty {
        ctx.remove_attr(func, name);
        return;
    }
    let array = ctx.array_attr(dicts);
    let key = ctx.ident(name);
    let _ = ctx.set_attr(func, key, array);
}

fn function_type(ctx: &Context, func: OpId) -> Option<(Vec<Type>, Vec<Type>)> {
    let t = ctx
        .attr(func, FUNCTION_TYPE)
        .or_else(|| ctx.prop(func, FUNCTION_TYPE))
        .and_then(|a| ctx.as_type(a))?;
    Some((
        ctx.function_inputs(t)?.to_vec(),
        ctx.function_results(t)?.to_vec(),
    ))
}

fn set_function_type(ctx: &mut Context, func: OpId, inputs: &[Type], results: &[Type]) {
    let t = ctx.function_type(inputs, results);
    let attr = ctx.type_attr(t);
    let key = ctx.ident(FUNCTION_TYPE);
    let _ = ctx.set_attr(func, key, attr);
}

/// Erases the results of `func` at `erased` from its type and result
/// attributes (`eraseResults`).
fn erase_results(ctx: &mut Context, func: OpId, erased: &[bool]) {
    let Some((inputs, results)) = function_type(ctx, func) else {
        return;
    };
    if ctx
        .attr(func, RES_ATTRS)
        .or_else(|| ctx.prop(func, RES_ATTRS))
        .is_some()
    {
        let dicts = attr_dicts(ctx, func, RES_ATTRS, results.len());
        let kept: Vec<Attribute> = dicts
            .into_iter()
            .zip(erased)
            .filter(|(_, &e)| !e)
            .map(|(d, _)| d)
            .collect();
        set_attr_dicts(ctx, func, RES_ATTRS, &kept);
    }
    let kept: Vec<Type> = results
        .into_iter()
        .zip(erased)
        .filter(|(_, &e)| !e)
        .map(|(t, _)| t)
        .collect();
    set_function_type(ctx, func, &inputs, &kept);
}

/// Whether the layout of `ty` is the identity (`getLayout().isIdentity()`):
/// none (identity maps are not kept), an identity affine map, or the
/// strided layout of a contiguous 1-D memref.
fn is_static_identity_layout(ctx: &Context, ty: Type) -> bool {
    let TypeData::MemRef { layout, shape, .. } = ctx.type_data(ty) else {
        return false;
    };
    let Some(l) = *layout else {
        return true;
    };
    if let Some(m) = ctx.as_affine_map(l) {
        return ctx.affine_map_is_identity(m);
    }
    matches!(ctx.as_strided_layout(l), Some((0, [1])) if shape.len() == 1)
}

/// Whether every stride and the offset of `ty`'s layout are dynamic
/// (`hasFullyDynamicLayoutMap`).
fn has_fully_dynamic_layout(ctx: &Context, ty: Type) -> bool {
    let TypeData::MemRef {
        layout: Some(l), ..
    } = ctx.type_data(ty)
    else {
        return false;
    };
    let Some((offset, strides)) = ctx.as_strided_layout(*l) else {
        return false;
    };
    offset == DYNAMIC && strides.iter().all(|&s| s == DYNAMIC)
}

fn is_ranked_memref(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_data(ty), TypeData::MemRef { .. })
}

/// `updateFuncOp`: the memref results appended to the arguments, their
/// result attributes moved to them; the new entry block arguments.
fn update_func_op(
    ctx: &mut Context,
    func: OpId,
    add_result_attribute: bool,
) -> Result<Vec<Value>, Diagnostic> {
    let Some((inputs, results)) = function_type(ctx, func) else {
        return Ok(Vec::new());
    };
    let mut erased = vec![false; results.len()];
    let mut erased_types = Vec::new();
    for (i, &t) in results.iter().enumerate() {
        if !is_ranked_memref(ctx, t) {
            continue;
        }
        if !is_static_identity_layout(ctx, t) && !has_fully_dynamic_layout(ctx, t) {
            return Err(Diagnostic::at_op(
                ctx,
                func,
                "cannot create out param for result with unsupported layout",
            ));
        }
        erased[i] = true;
        erased_types.push(t);
    }
    let res_dicts = attr_dicts(ctx, func, RES_ATTRS, results.len());
    let mut new_inputs = inputs.clone();
    new_inputs.extend(&erased_types);
    set_function_type(ctx, func, &new_inputs, &results);
    let has_arg_attrs = ctx
        .attr(func, ARG_ATTRS)
        .or_else(|| ctx.prop(func, ARG_ATTRS))
        .is_some();
    let mut arg_dicts = attr_dicts(ctx, func, ARG_ATTRS, new_inputs.len());
    let mut changed = false;
    let erased_indices = erased
        .iter()
        .enumerate()
        .filter(|(_, &e)| e)
        .map(|(i, _)| i);
    for (k, r) in erased_indices.enumerate() {
        let index = inputs.len() + k;
        let mut entries: Vec<NamedAttr> = ctx.as_dictionary(res_dicts[r]).unwrap_or(&[]).to_vec();
        if add_result_attribute {
            let key = ctx.ident("bufferize.result");
            let unit = ctx.unit_attr();
            match entries.iter_mut().find(|(n, _)| *n == key) {
                Some(e) => e.1 = unit,
                None => entries.push((key, unit)),
            }
            entries.sort_by(|a, b| ctx.ident_str(a.0).cmp(ctx.ident_str(b.0)));
        }
        let dict = ctx.dictionary_attr(&entries);
        if dict != arg_dicts[index] {
            arg_dicts[index] = dict;
            changed = true;
        }
    }
    if changed || has_arg_attrs {
        set_attr_dicts(ctx, func, ARG_ATTRS, &arg_dicts);
    }
    erase_results(ctx, func, &erased);
    let Some(&body) = ctx.op_regions(func).first() else {
        return Ok(Vec::new());
    };
    let Some(entry) = ctx.region_entry(body) else {
        return Ok(Vec::new());
    };
    let loc = ctx.op_loc(func);
    Ok(erased_types
        .into_iter()
        .map(|t| ctx.add_block_arg(entry, t, loc))
        .collect())
}

/// `updateReturnOps`: each `func.return` copies its memref operands into
/// the out-parameters (or, with `hoist_static_allocs`, the out-parameter
/// replaces a static `memref.alloc`), and returns the others.
fn update_return_ops(ctx: &mut Context, func: OpId, appended: &[Value], hoist_static_allocs: bool) {
    let returns: Vec<OpId> = ctx
        .walk_postorder(func)
        .into_iter()
        .filter(|&o| ReturnOp::cast(ctx, o).is_some())
        .collect();
    for ret in returns {
        let (mut copied, mut kept) = (Vec::new(), Vec::new());
        for v in ctx.operands(ret) {
            if is_ranked_memref(ctx, ctx.value_type(v)) {
                copied.push(v);
            } else {
                kept.push(v);
            }
        }
        let loc = ctx.op_loc(ret);
        for (&orig, &arg) in copied.iter().zip(appended) {
            let alloc = ctx
                .defining_op(orig)
                .filter(|&d| memref::AllocOp::cast(ctx, d).is_some());
            let static_shape = ctx
                .shape(ctx.value_type(orig))
                .is_some_and(|s| s.iter().all(|&d| d != DYNAMIC));
            match alloc {
                Some(def) if hoist_static_allocs && static_shape => {
                    ctx.replace_all_uses_with(orig, arg);
                    let _ = ctx.erase_op(def);
                }
                _ => {
                    let mut b = OpBuilder::new(ctx);
                    b.set_insertion_point_before(ret);
                    memref::CopyOp::build(&mut b, loc, orig, arg);
                }
            }
        }
        let mut b = OpBuilder::new(ctx);
        b.set_insertion_point_before(ret);
        ReturnOp::build(&mut b, loc, &kept);
        let _ = ctx.erase_op(ret);
    }
}

/// The `func.func` named `name` directly in `module`.
fn lookup_func(ctx: &Context, module: OpId, name: &str) -> Option<OpId> {
    let body = ctx
        .op_regions(module)
        .first()
        .and_then(|&r| ctx.region_entry(r))?;
    ctx.block_ops(body).find(|&o| {
        FuncOp::cast(ctx, o).is_some()
            && ctx.attr(o, "sym_name").and_then(|a| ctx.as_string(a)) == Some(name)
    })
}

/// The callee name of a `func.call` (its flat symbol reference).
fn callee_name(ctx: &Context, call: OpId) -> Option<String> {
    let callee = ctx
        .attr(call, "callee")
        .or_else(|| ctx.prop(call, "callee"))?;
    let (root, nested) = ctx.as_symbol_ref(callee)?;
    nested.is_empty().then(|| root.to_string())
}

/// The `func.func` a `func.call` calls, looked up in the nearest symbol
/// table above it (`getCalledFunction`).
pub(crate) fn called_function(ctx: &Context, call: OpId) -> Option<OpId> {
    let name = callee_name(ctx, call)?;
    let table = crate::lower_deallocations::symbol_table_op(ctx, call)?;
    lookup_func(ctx, table, &name)
}

/// `updateCalls`: each call of a converted function allocates the
/// out-parameters and passes them. A call that cannot be converted is
/// reported and left, and the others are still converted, as upstream.
fn update_calls(ctx: &mut Context, module: OpId) -> Vec<Diagnostic> {
    let calls: Vec<OpId> = ctx
        .walk_postorder(module)
        .into_iter()
        .filter(|&o| CallOp::cast(ctx, o).is_some())
        .collect();
    let mut errors = Vec::new();
    'calls: for call in calls {
        let name = callee_name(ctx, call).unwrap_or_default();
        if lookup_func(ctx, module, &name).is_none() {
            let message = format!("cannot find callee '{name}' in symbol table");
            errors.push(Diagnostic::at_op(ctx, call, &message));
            continue;
        }
        let (mut new_results, mut out_results) = (Vec::new(), Vec::new());
        for r in ctx.results(call) {
            if is_ranked_memref(ctx, ctx.value_type(r)) {
                out_results.push(r);
            } else {
                new_results.push(r);
            }
        }
        let loc = ctx.op_loc(call);
        let mut out_params = Vec::new();
        for memref in out_results {
            let ty = ctx.value_type(memref);
            let static_shape = ctx
                .shape(ty)
                .is_some_and(|s| s.iter().all(|&d| d != DYNAMIC));
            if !static_shape {
                errors.push(Diagnostic::at_op(
                    ctx,
                    call,
                    "cannot create out param for dynamically shaped result",
                ));
                continue 'calls;
            }
            let shape = ctx.shape(ty).map(<[i64]>::to_vec).unwrap_or_default();
            let element = ctx.element_type_or_self(ty);
            let space = ctx.memref_memory_space(ty);
            let mut b = OpBuilder::new(ctx);
            b.set_insertion_point_before(call);
            let alloc_ty = b.memref_type_with(&shape, element, None, space);
            let mut out = memref::AllocOp::build(&mut b, loc, alloc_ty, &[], &[], None).memref(&b);
            if !is_static_identity_layout(&b, ty) {
                out = memref::CastOp::build(&mut b, loc, ty, out).dest(&b);
            }
            ctx.replace_all_uses_with(memref, out);
            out_params.push(out);
        }
        let mut operands = ctx.operands(call);
        operands.extend(out_params);
        let types: Vec<Type> = new_results.iter().map(|&v| ctx.value_type(v)).collect();
        let mut b = OpBuilder::new(ctx);
        b.set_insertion_point_before(call);
        let new_call = CallOp::build_with_values(&mut b, loc, &types, &name, &operands).operation();
        for (i, old) in new_results.into_iter().enumerate() {
            let new = ctx.result(new_call, i);
            ctx.replace_all_uses_with(old, new);
        }
        let _ = ctx.erase_op(call);
    }
    errors
}

/// Converts the memref results of the functions in `module` into
/// out-parameters (`promoteBufferResultsToOutParams`); the errors when
/// some cannot be.
pub fn promote_buffer_results_to_out_params(
    ctx: &mut Context,
    module: OpId,
    add_result_attribute: bool,
    hoist_static_allocs: bool,
) -> Result<(), Vec<Diagnostic>> {
    let Some(body) = ctx
        .op_regions(module)
        .first()
        .and_then(|&r| ctx.region_entry(r))
    else {
        return Ok(());
    };
    let funcs: Vec<OpId> = ctx
        .block_ops(body)
        .filter(|&o| FuncOp::cast(ctx, o).is_some())
        .collect();
    for func in funcs {
        let appended = update_func_op(ctx, func, add_result_attribute).map_err(|d| vec![d])?;
        let external = ctx
            .op_regions(func)
            .first()
            .is_none_or(|&r| ctx.region_blocks(r).is_empty());
        if external {
            continue;
        }
        update_return_ops(ctx, func, &appended, hoist_static_allocs);
    }
    let errors = update_calls(ctx, module);
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

/// The `buffer-results-to-out-params` pass.
#[derive(Clone, Debug, Default)]
pub struct BufferResultsToOutParams {
    base: BufferResultsToOutParamsBase,
}

/// Creates the `buffer-results-to-out-params` pass (upstream's
/// `createBufferResultsToOutParamsPass`).
pub fn create_buffer_results_to_out_params_pass() -> Box<dyn ir::pass::Pass> {
    Box::new(BufferResultsToOutParams::default())
}

impl OperationPass for BufferResultsToOutParams {
    type Declaration = BufferResultsToOutParamsBase;
    fn declaration(&self) -> &BufferResultsToOutParamsBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut BufferResultsToOutParamsBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let op = run.op();
        let options = &self.base.options;
        let (add, hoist) = (options.add_result_attribute, options.hoist_static_allocs);
        promote_buffer_results_to_out_params(run.ctx(), op, add, hoist).map_err(|errors| {
            for d in errors {
                run.emit(d);
            }
            PassFailure
        })
    }
}

/// The single `func.return` of `func`, if it has exactly one block
/// ending in one (`getAssumedUniqueReturnOp`).
fn unique_return(ctx: &Context, func: OpId) -> Option<OpId> {
    let body = *ctx.op_regions(func).first()?;
    let mut found = None;
    for &b in ctx.region_blocks(body) {
        let Some(t) = ctx.block_last_op(b) else {
            continue;
        };
        if ReturnOp::cast(ctx, t).is_some() {
            if found.is_some() {
                return None;
            }
            found = Some(t);
        }
    }
    found
}

/// Drops the memref results of the functions in `module` that are
/// arguments of theirs, seen through `memref.cast`s, and uses the call's
/// operand instead at each call (`dropEquivalentBufferResults`).
pub fn drop_equivalent_buffer_results(ctx: &mut Context, module: OpId) {
    let Some(body) = ctx
        .op_regions(module)
        .first()
        .and_then(|&r| ctx.region_entry(r))
    else {
        return;
    };
    let funcs: Vec<OpId> = ctx
        .block_ops(body)
        .filter(|&o| FuncOp::cast(ctx, o).is_some())
        .collect();
    for func in funcs {
        let Some(&region) = ctx.op_regions(func).first() else {
            continue;
        };
        let Some(entry) = ctx.region_entry(region) else {
            continue;
        };
        let Some(ret) = unique_return(ctx, func) else {
            continue;
        };
        let args = ctx.block_args(entry).to_vec();
        let operands = ctx.operands(ret);
        let mut erased = vec![false; operands.len()];
        let mut result_to_arg: Vec<Option<usize>> = vec![None; operands.len()];
        let mut new_returns = Vec::new();
        for (i, &v) in operands.iter().enumerate() {
            let mut val = v;
            while let Some(c) = ctx
                .defining_op(val)
                .and_then(|d| memref::CastOp::cast(ctx, d))
            {
                val = c.source(ctx);
            }
            match args.iter().position(|&a| a == val) {
                Some(n) => {
                    result_to_arg[i] = Some(n);
                    erased[i] = true;
                }
                None => new_returns.push(v),
            }
        }
        erase_results(ctx, func, &erased);
        let _ = ctx.set_operands(ret, &new_returns);
        let name = ctx
            .attr(func, "sym_name")
            .and_then(|a| ctx.as_string(a))
            .unwrap_or_default()
            .to_string();
        let Some((_, result_types)) = function_type(ctx, func) else {
            continue;
        };
        let calls: Vec<OpId> = ctx
            .walk_preorder(module)
            .into_iter()
            .filter(|&o| CallOp::cast(ctx, o).is_some() && called_function(ctx, o) == Some(func))
            .collect();
        for call in calls {
            let loc = ctx.op_loc(call);
            let call_operands = ctx.operands(call);
            let old_results = ctx.results(call);
            let mut b = OpBuilder::new(ctx);
            b.set_insertion_point_before(call);
            let new_call =
                CallOp::build_with_values(&mut b, loc, &result_types, &name, &call_operands)
                    .operation();
            let mut new_results = b.results(new_call).into_iter();
            let mut replacements = Vec::new();
            for (i, &old) in old_results.iter().enumerate() {
                let Some(arg) = result_to_arg[i] else {
                    replacements.extend(new_results.next());
                    continue;
                };
                let mut replacement = call_operands[arg];
                let expected = b.value_type(old);
                if b.value_type(replacement) != expected {
                    replacement =
                        memref::CastOp::build(&mut b, loc, expected, replacement).dest(&b);
                }
                replacements.push(replacement);
            }
            let _ = ctx.replace_all_op_uses_with(call, &replacements);
            let _ = ctx.erase_op(call);
        }
    }
}

/// The `drop-equivalent-buffer-results` pass.
#[derive(Clone, Debug, Default)]
pub struct DropEquivalentBufferResults {
    base: DropEquivalentBufferResultsBase,
}

/// Creates the `drop-equivalent-buffer-results` pass (upstream's
/// `createDropEquivalentBufferResultsPass`).
pub fn create_drop_equivalent_buffer_results_pass() -> Box<dyn ir::pass::Pass> {
    Box::new(DropEquivalentBufferResults::default())
}

impl OperationPass for DropEquivalentBufferResults {
    type Declaration = DropEquivalentBufferResultsBase;
    fn declaration(&self) -> &DropEquivalentBufferResultsBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut DropEquivalentBufferResultsBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let op = run.op();
        drop_equivalent_buffer_results(run.ctx(), op);
        Ok(())
    }
}
