//! What the llvm inliner does to the metadata of the inlined ops (upstream's
//! `LLVMInlining.cpp`, after `handleInlinedAllocas`):
//!
//! * `handleAliasScopes`: the alias scopes of the inlined ops (and of
//!   `llvm.intr.experimental.noalias.scope.decl`) become fresh copies,
//!   domains included, so that two inlinings of one function do not claim
//!   their accesses never alias; each `noalias` argument gets a new scope
//!   in a domain named after the callee, declared before the call, added to
//!   the `alias_scopes` of the inlined accesses based on it and to the
//!   `noalias_scopes` of those based on other `noalias` arguments only; the
//!   call's own alias and noalias scopes are appended to every inlined
//!   access;
//! * `handleAccessGroups`: the call's access groups are appended to those
//!   of the inlined accesses (the ops of the inlined blocks, not nested);
//! * `handleLoopAnnotations`: when the caller's location is fused with a
//!   `#llvm.di_subprogram`, the start and end locations of the inlined
//!   `#llvm.loop_annotation`s become call-site locations at the call, fused
//!   with that subprogram.
//!
//! The ops that access memory (upstream's `AliasAnalysisOpInterface` and
//! `AccessGroupOpInterface`, whose declarations the port drops) are listed
//! in [`accessed_operands`].

use std::collections::{HashMap, HashSet};

use ir::interfaces::control_flow::branch_successor_operands;
use ir::{Attribute, BlockId, Context, LocData, Location, OpBuilder, OpId, Value};

use crate::{
    AddrSpaceCastOp, AddressOfOp, AliasScopeAttr, AliasScopeDomainAttr, AllocaOp, CallOp, GEPOp,
    LLVMPointerType, LoopAnnotationAttr, NoAliasScopeDeclOp, SSACopyOp, SelectOp,
};

/// `LLVMDialect::getNoAliasAttrName()`.
pub(crate) const NOALIAS: &str = "llvm.noalias";
const ALIAS_SCOPES: &str = "alias_scopes";
const NOALIAS_SCOPES: &str = "noalias_scopes";
const ACCESS_GROUPS: &str = "access_groups";
const LOOP_ANNOTATION: &str = "loop_annotation";

/// `AliasAnalysisOpInterface::getAccessedOperands` of the ops implementing
/// it (they also implement `AccessGroupOpInterface`): `None` for another
/// op.
fn accessed_operands(ctx: &Context, op: OpId) -> Option<Vec<Value>> {
    let name = ctx.op_name_of(op);
    let operands = ctx.operands(op);
    Some(match name {
        "llvm.load" | "llvm.atomicrmw" | "llvm.cmpxchg" | "llvm.intr.memset" => {
            vec![operands[0]]
        }
        "llvm.store" => vec![operands[1]],
        "llvm.intr.memcpy" | "llvm.intr.memcpy.inline" | "llvm.intr.memmove" => {
            vec![operands[0], operands[1]]
        }
        "llvm.call" => call_arg_operands(ctx, op)
            .into_iter()
            .filter(|&v| LLVMPointerType::dyn_cast(ctx, ctx.value_type(v)).is_some())
            .collect(),
        _ => return None,
    })
}

/// `CallOp::getArgOperands`: the operands but an indirect call's callee.
fn call_arg_operands(ctx: &Context, op: OpId) -> Vec<Value> {
    let call = CallOp::from_operation_unchecked(op);
    let operands = call.callee_operands(ctx);
    let skip = usize::from(call.callee_attr(ctx).is_none());
    operands.into_iter().skip(skip).collect()
}

/// The ops of `blocks` and of their regions (`Block::walk`).
fn walk(ctx: &Context, blocks: &[BlockId]) -> Vec<OpId> {
    blocks
        .iter()
        .flat_map(|&b| ctx.block_ops(b).collect::<Vec<_>>())
        .flat_map(|op| ctx.walk_postorder(op))
        .collect()
}

/// `concatArrayAttr`: `lhs` then `rhs`, either possibly absent.
fn concat(ctx: &mut Context, lhs: Option<Attribute>, rhs: Attribute) -> Attribute {
    let Some(lhs) = lhs else { return rhs };
    let mut items = ctx.as_array(lhs).unwrap_or(&[]).to_vec();
    items.extend_from_slice(ctx.as_array(rhs).unwrap_or(&[]));
    ctx.array_attr(&items)
}

/// Appends the array `extra` to the array attribute `name` of `op`.
fn append(ctx: &mut Context, op: OpId, name: &str, extra: Attribute) {
    let current = ctx.attr(op, name);
    let value = concat(ctx, current, extra);
    let key = ctx.ident(name);
    // `op` is live: it was just walked.
    let _ = ctx.set_attr(op, key, value);
}

/// `deepCloneAliasScopes`: fresh domains and scopes for the inlined ops.
fn deep_clone_alias_scopes(ctx: &mut Context, blocks: &[BlockId]) {
    let mut mapping: HashMap<Attribute, Attribute> = HashMap::new();
    let mut clone = |ctx: &mut Context, scope: Attribute| -> Attribute {
        if let Some(&new) = mapping.get(&scope) {
            return new;
        }
        let Some(old) = AliasScopeAttr::from_attribute(ctx, scope) else {
            return scope;
        };
        let domain = old.domain(ctx);
        let new_domain = match mapping.get(&domain.into()) {
            Some(&d) => AliasScopeDomainAttr::from_attribute_unchecked(d),
            None => {
                let description = domain.description(ctx);
                let d = AliasScopeDomainAttr::get_from_description(ctx, description);
                mapping.insert(domain.into(), d.into());
                d
            }
        };
        let description = old.description(ctx);
        let new = AliasScopeAttr::get_from_domain_description(ctx, new_domain, description).into();
        mapping.insert(scope, new);
        new
    };
    for op in walk(ctx, blocks) {
        if accessed_operands(ctx, op).is_some() {
            for name in [ALIAS_SCOPES, NOALIAS_SCOPES] {
                let Some(list) = ctx.attr(op, name) else {
                    continue;
                };
                let scopes = ctx.as_array(list).unwrap_or(&[]).to_vec();
                let cloned: Vec<Attribute> = scopes.into_iter().map(|s| clone(ctx, s)).collect();
                let value = ctx.array_attr(&cloned);
                let key = ctx.ident(name);
                let _ = ctx.set_attr(op, key, value);
            }
        }
        if let Some(decl) = NoAliasScopeDeclOp::cast(ctx, op) {
            let scope = clone(ctx, decl.scope_attr(ctx));
            // The op is verified: its scope is an alias scope.
            let _ = decl.set_scope_attr(ctx, scope);
        }
    }
}

/// `getUnderlyingObject`: through GEP bases and address space casts.
fn underlying_object(ctx: &Context, mut v: Value) -> Value {
    while let Some(def) = ctx.defining_op(v) {
        if let Some(gep) = GEPOp::cast(ctx, def) {
            v = gep.base(ctx);
        } else if AddrSpaceCastOp::cast(ctx, def).is_some() {
            v = ctx.operand(def, 0);
        } else {
            break;
        }
    }
    v
}

/// `getUnderlyingObjectSet`: also through selects and the branch operands
/// of block arguments.
fn underlying_objects(ctx: &Context, pointer: Value) -> Vec<Value> {
    let mut result = Vec::new();
    let mut work = vec![pointer];
    let mut seen = HashSet::new();
    while let Some(current) = work.pop() {
        let current = underlying_object(ctx, current);
        if !seen.insert(current) {
            continue;
        }
        if let Some(select) = ctx
            .defining_op(current)
            .and_then(|d| SelectOp::cast(ctx, d))
        {
            work.push(select.true_value(ctx));
            work.push(select.false_value(ctx));
            continue;
        }
        if let Value::Arg { block, index } = current {
            let mut operands = Vec::new();
            let mut unknown = false;
            for (_, term, succ) in ctx.block_predecessor_edges(block) {
                let operand = branch_successor_operands(ctx, term, succ).and_then(|s| {
                    let i = (index as usize).checked_sub(s.produced)?;
                    s.forwarded.clone().nth(i).map(|pos| ctx.operand(term, pos))
                });
                match operand {
                    Some(v) => operands.push(v),
                    None => {
                        result.push(current);
                        unknown = true;
                        break;
                    }
                }
            }
            if !unknown {
                work.extend(operands);
            }
            continue;
        }
        result.push(current);
    }
    result
}

/// The `llvm.intr.ssa.copy` ops `handleArgument` made of the call's
/// `noalias` arguments, in argument order.
fn noalias_params(ctx: &Context, call: OpId) -> Vec<OpId> {
    let mut params = Vec::new();
    for argument in call_arg_operands(ctx, call) {
        for u in ctx.uses(argument) {
            let is_marked =
                SSACopyOp::cast(ctx, u.op).is_some() && ctx.attr(u.op, NOALIAS).is_some();
            if is_marked && !params.contains(&u.op) {
                params.push(u.op);
            }
        }
    }
    params
}

/// `createNewAliasScopesFromNoAliasParameter`.
fn scopes_from_noalias_params(ctx: &mut Context, call: OpId, blocks: &[BlockId]) {
    let params = noalias_params(ctx, call);
    if params.is_empty() {
        return;
    }
    let copies: Vec<Value> = params.iter().map(|&p| ctx.result(p, 0)).collect();
    let callee = CallOp::from_operation_unchecked(call)
        .callee(ctx)
        .unwrap_or_default()
        .to_string();
    let name = ctx.string_attr(&callee);
    let domain = AliasScopeDomainAttr::get_from_description(ctx, Some(name));
    let loc = ctx.op_loc(call);
    let mut scopes = Vec::with_capacity(params.len());
    for _ in &params {
        let scope: Attribute =
            AliasScopeAttr::get_from_domain_description(ctx, domain, None).into();
        scopes.push(scope);
        let mut b = OpBuilder::new(ctx);
        b.set_insertion_point_before(call);
        NoAliasScopeDeclOp::build(&mut b, loc, scope);
    }
    for op in walk(ctx, blocks) {
        let Some(pointers) = accessed_operands(ctx, op) else {
            continue;
        };
        let based_on: HashSet<Value> = pointers
            .into_iter()
            .flat_map(|p| underlying_objects(ctx, p))
            .collect();
        let mut aliases_other_known_object = false;
        let unknown = based_on.iter().any(|&object| {
            let def = ctx.defining_op(object);
            if def.is_some_and(|d| ctx.constant_value(d).is_some()) {
                return false;
            }
            if def.is_some_and(|d| params.contains(&d)) {
                return false;
            }
            if def.is_some_and(|d| {
                AllocaOp::cast(ctx, d).is_some() || AddressOfOp::cast(ctx, d).is_some()
            }) {
                aliases_other_known_object = true;
                return false;
            }
            true
        });
        if unknown {
            continue;
        }
        let noalias: Vec<Attribute> = copies
            .iter()
            .zip(&scopes)
            .filter(|(c, _)| !based_on.contains(c))
            .map(|(_, &s)| s)
            .collect();
        if !noalias.is_empty() {
            let extra = ctx.array_attr(&noalias);
            append(ctx, op, NOALIAS_SCOPES, extra);
        }
        if aliases_other_known_object || CallOp::cast(ctx, op).is_some() {
            continue;
        }
        let alias: Vec<Attribute> = copies
            .iter()
            .zip(&scopes)
            .filter(|(c, _)| based_on.contains(c))
            .map(|(_, &s)| s)
            .collect();
        if !alias.is_empty() {
            let extra = ctx.array_attr(&alias);
            append(ctx, op, ALIAS_SCOPES, extra);
        }
    }
    // The copies were only markers.
    for (param, copy) in params.into_iter().zip(copies) {
        let source = ctx.operand(param, 0);
        ctx.replace_all_uses_with(copy, source);
        let _ = ctx.erase_op(param);
    }
}

/// `appendCallOpAliasScopes`.
fn append_call_alias_scopes(ctx: &mut Context, call: OpId, blocks: &[BlockId]) {
    let scopes = ctx.attr(call, ALIAS_SCOPES);
    let noalias = ctx.attr(call, NOALIAS_SCOPES);
    if scopes.is_none() && noalias.is_none() {
        return;
    }
    for op in walk(ctx, blocks) {
        if accessed_operands(ctx, op).is_none() {
            continue;
        }
        if let Some(s) = scopes {
            append(ctx, op, ALIAS_SCOPES, s);
        }
        if let Some(n) = noalias {
            append(ctx, op, NOALIAS_SCOPES, n);
        }
    }
}

/// `handleAccessGroups`.
fn handle_access_groups(ctx: &mut Context, call: OpId, blocks: &[BlockId]) {
    let Some(groups) = ctx.attr(call, ACCESS_GROUPS) else {
        return;
    };
    for &block in blocks {
        let ops: Vec<OpId> = ctx.block_ops(block).collect();
        for op in ops {
            if accessed_operands(ctx, op).is_some() {
                append(ctx, op, ACCESS_GROUPS, groups);
            }
        }
    }
}

/// `handleLoopAnnotations`: the loop annotations of the inlined ops'
/// `loop_annotation` attributes.
fn handle_loop_annotations(ctx: &mut Context, call: OpId, blocks: &[BlockId]) {
    let Some(func) = ctx.op_parent_op(call).and_then(|p| {
        std::iter::successors(Some(p), |&o| ctx.op_parent_op(o))
            .find(|&o| ir::interfaces::FunctionOpInterfaceRef::get(ctx, o).is_some())
    }) else {
        return;
    };
    let LocData::Fused(fused) = &*ctx.loc_data(ctx.op_loc(func)) else {
        return;
    };
    let Some(scope) = fused
        .metadata
        .filter(|&m| crate::DISubprogramAttr::from_attribute(ctx, m).is_some())
    else {
        return;
    };
    let call_loc = ctx.op_loc(call);
    let update = |ctx: &mut Context, loc: Option<Attribute>| -> Option<Attribute> {
        let loc: Location = ctx.as_location(loc?)?;
        if !matches!(&*ctx.loc_data(loc), LocData::Fused(_)) {
            return None;
        }
        let site = ctx.call_site_loc(loc, call_loc);
        let new = ctx.fused_loc(&[site], Some(scope));
        Some(ctx.loc_attr(new))
    };
    for op in walk(ctx, blocks) {
        let Some(attr) = ctx.attr(op, LOOP_ANNOTATION) else {
            continue;
        };
        let Some(annotation) = LoopAnnotationAttr::from_attribute(ctx, attr) else {
            continue;
        };
        let mut storage = annotation.storage(ctx).clone();
        let start = update(ctx, storage.start_loc);
        let end = update(ctx, storage.end_loc);
        if start.is_none() && end.is_none() {
            continue;
        }
        storage.start_loc = start;
        storage.end_loc = end;
        let new = LoopAnnotationAttr::from_storage(ctx, storage);
        let key = ctx.ident(LOOP_ANNOTATION);
        let _ = ctx.set_attr(op, key, new.into());
    }
}

/// The metadata steps of `processInlinedCallBlocks`.
pub(crate) fn handle_inlined_metadata(ctx: &mut Context, call: OpId, blocks: &[BlockId]) {
    deep_clone_alias_scopes(ctx, blocks);
    scopes_from_noalias_params(ctx, call, blocks);
    append_call_alias_scopes(ctx, call, blocks);
    handle_access_groups(ctx, call, blocks);
    handle_loop_annotations(ctx, call, blocks);
}

/// `handleArgument` of a `noalias` argument: an `llvm.intr.ssa.copy`
/// marked `llvm.noalias` stands for it until the inlined blocks are
/// processed.
pub(crate) fn mark_noalias_argument(b: &mut OpBuilder<'_>, call: OpId, argument: Value) -> Value {
    if !b.has_uses(argument) {
        return argument;
    }
    let loc = b.op_loc(call);
    let t = b.value_type(argument);
    let copy = SSACopyOp::build(b, loc, t, argument);
    let op = copy.operation();
    let key = b.ctx().ident(NOALIAS);
    let unit = b.ctx().unit_attr();
    let _ = b.ctx().set_attr(op, key, unit);
    b.result(op, 0)
}
