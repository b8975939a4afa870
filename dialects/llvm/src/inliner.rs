//! The llvm dialect's inliner interface (upstream's `LLVMInlining.cpp`):
//!
//! * legality: an `llvm.call` of an `llvm.func` that is cloned, not
//!   `no_inline`, not variadic, without `llvm.inalloca` arguments, without a
//!   personality and without the passthrough attributes `noduplicate`,
//!   `presplitcoroutine`, `returns_twice`, `strictfp`; every region; every
//!   op but `llvm.intr.vastart`;
//! * `llvm.return` becomes an `llvm.br` to the block after the call, or
//!   gives the call's results;
//! * a `llvm.byval` argument is copied into a new `llvm.alloca` of the
//!   caller's entry block with `llvm.intr.memcpy` unless the callee only
//!   reads its argument memory and the pointer is (or can be realigned to
//!   be) as aligned as `llvm.align` asks;
//! * the static allocas of the callee's entry block move to the entry block
//!   of the caller's allocation scope, with `llvm.intr.lifetime.start`/`end`
//!   markers where they were and before each return, and dynamic allocas
//!   are bracketed by `llvm.intr.stacksave`/`stackrestore`.
//!
//! A `noalias` argument stands behind an `llvm.intr.ssa.copy` marked
//! `llvm.noalias` until the inlined blocks are processed; then the alias
//! scopes, access groups and loop annotations of the inlined ops are
//! updated (`inline_metadata`).

use ir::interfaces::data_layout::DataLayout;
use ir::interfaces::SymbolTableCollection;
use ir::transforms::inlining::DialectInlinerInterface;
use ir::{
    Attribute, BlockId, Context, IrMapping, Location, OpBuilder, OpId, OpTrait, RegionId, Type,
    TypeHandle, Value,
};

use crate::{
    AddressOfOp, AllocaOp, BitcastOp, BrOp, CallOp, ConstantOp, GlobalOp, LLVMFuncOp,
    LLVMFunctionType, LLVMPointerType, LifetimeEndOp, LifetimeStartOp, MemcpyOp, ModRefInfo,
    ReturnOp, StackRestoreOp, StackSaveOp, VaStartOp,
};

/// The passthrough attributes that forbid inlining a function.
const DISALLOWED_FUNCTION_ATTRS: [&str; 4] = [
    "noduplicate",
    "presplitcoroutine",
    "returns_twice",
    "strictfp",
];

/// `LLVMDialect::getByValAttrName()` and the others.
const BYVAL: &str = "llvm.byval";
const ALIGN: &str = "llvm.align";
const INALLOCA: &str = "llvm.inalloca";

/// An `i64` attribute.
fn i64_attr(ctx: &mut Context, v: u64) -> Attribute {
    let t = ctx.integer_type(64);
    ctx.integer_attr(t, i128::from(v))
}

/// `llvm.intr.lifetime.start` or `.end` of `size` elements at `ptr`.
fn lifetime_marker(b: &mut OpBuilder<'_>, start: bool, loc: Location, size: u64, ptr: Value) {
    let size = i64_attr(b.ctx(), size);
    if start {
        LifetimeStartOp::build(b, loc, size, ptr);
    } else {
        LifetimeEndOp::build(b, loc, size, ptr);
    }
}

/// `hasLifetimeMarkers`: whether a lifetime intrinsic uses the alloca,
/// possibly through bitcasts.
fn has_lifetime_markers(ctx: &Context, alloca: OpId) -> bool {
    let mut stack: Vec<OpId> = ctx
        .results(alloca)
        .into_iter()
        .flat_map(|r| ctx.uses(r).map(|u| u.op))
        .collect();
    while let Some(op) = stack.pop() {
        if LifetimeStartOp::cast(ctx, op).is_some() || LifetimeEndOp::cast(ctx, op).is_some() {
            return true;
        }
        if BitcastOp::cast(ctx, op).is_some() {
            stack.extend(
                ctx.results(op)
                    .into_iter()
                    .flat_map(|r| ctx.uses(r).map(|u| u.op)),
            );
        }
    }
    false
}

/// The constant integer attribute defining `v` (`m_Constant`).
fn constant_int(ctx: &Context, v: Value) -> Option<Attribute> {
    let attr = ctx.defining_op(v).and_then(|d| ctx.constant_value(d))?;
    ctx.attr_as_int(attr).map(|_| attr)
}

/// `handleInlinedAllocas`.
fn handle_inlined_allocas(ctx: &mut Context, call: OpId, blocks: &[BlockId]) {
    let scope_trait = OpTrait::Custom("AutomaticAllocationScope".into());
    let mut caller_entry = None;
    let mut current = call;
    while let Some(parent) = ctx.op_parent_op(current) {
        if ctx.op_might_have_trait(parent, &OpTrait::IsolatedFromAbove)
            || ctx.op_might_have_trait(parent, &scope_trait)
        {
            caller_entry = ctx
                .op_parent_region(current)
                .and_then(|r| ctx.region_entry(r));
            break;
        }
        current = parent;
    }
    let Some(&callee_entry) = blocks.first() else {
        return;
    };
    let Some(caller_entry) = caller_entry.filter(|&e| e != callee_entry) else {
        return;
    };
    let mut to_move: Vec<(AllocaOp, Attribute, bool)> = Vec::new();
    let mut should_insert_lifetimes = false;
    let mut has_dynamic = false;
    let entry_ops: Vec<OpId> = ctx.block_ops(callee_entry).collect();
    for op in entry_ops {
        let Some(alloca) = AllocaOp::cast(ctx, op) else {
            continue;
        };
        let Some(size) = constant_int(ctx, alloca.array_size(ctx)) else {
            has_dynamic = true;
            continue;
        };
        let insert = ctx.attr_as_int(size) != Some(0) && !has_lifetime_markers(ctx, op);
        should_insert_lifetimes |= insert;
        to_move.push((alloca, size, insert));
    }
    for &block in &blocks[1..] {
        if has_dynamic {
            break;
        }
        has_dynamic = ctx.block_ops(block).any(|op| {
            AllocaOp::cast(ctx, op).is_some_and(|a| constant_int(ctx, a.array_size(ctx)).is_none())
        });
    }
    if to_move.is_empty() && !has_dynamic {
        return;
    }
    let call_loc = ctx.op_loc(call);
    let mut b = OpBuilder::new(ctx);
    b.set_insertion_point_to_start(callee_entry);
    let stack_ptr = if has_dynamic {
        let ptr = LLVMPointerType::get(b.ctx(), 0).to_type();
        Some(StackSaveOp::build(&mut b, call_loc, ptr).res(&b))
    } else {
        None
    };
    let Some(first) = b.block_first_op(caller_entry) else {
        return;
    };
    b.set_insertion_point_to_start(caller_entry);
    // The (count) sizes of the allocas whose lifetimes are marked.
    let mut marked: Vec<(Location, u64, Value)> = Vec::new();
    for &(alloca, size, insert) in &to_move {
        let op = alloca.operation();
        let loc = b.op_loc(op);
        let size_type = b.value_type(alloca.array_size(&b));
        let constant = ConstantOp::build(&mut b, loc, size_type, size).res(&b);
        let count = b.attr_as_int(size).unwrap_or(0) as u64;
        let ptr = alloca.res(&b);
        if insert {
            let ip = b.insertion_point();
            b.set_insertion_point_before(op);
            lifetime_marker(&mut b, true, loc, count, ptr);
            b.set_insertion_point(ip);
            marked.push((loc, count, ptr));
        }
        // Right after the constant: both go before the entry's first op.
        let _ = b.ctx().move_op_before(op, first);
        let _ = b.ctx().set_operand(op, 0, constant);
    }
    if !should_insert_lifetimes && !has_dynamic {
        return;
    }
    for &block in blocks {
        let Some(term) = b.block_last_op(block) else {
            continue;
        };
        if !b.op_has_trait(term, &OpTrait::ReturnLike) {
            continue;
        }
        b.set_insertion_point_before(term);
        if let Some(stack_ptr) = stack_ptr {
            StackRestoreOp::build(&mut b, call_loc, stack_ptr);
        }
        for &(loc, count, ptr) in &marked {
            lifetime_marker(&mut b, false, loc, count, ptr);
        }
    }
}

/// `tryToEnforceAllocaAlignment`.
fn enforce_alloca_alignment(
    ctx: &mut Context,
    alloca: AllocaOp,
    requested: u64,
    dl: &DataLayout,
) -> u64 {
    let current = alloca.alignment(ctx).map_or(1, |a| a as u64);
    if requested <= current {
        return current;
    }
    let natural_bits = dl.get_stack_alignment(ctx);
    if natural_bits == 0 || 8 * requested <= natural_bits || 8 * current > natural_bits {
        let attr = i64_attr(ctx, requested);
        // `alignment` is the alloca's own optional property.
        let _ = alloca.set_alignment_attr(ctx, attr);
        return requested;
    }
    current
}

/// `tryToEnforceAlignment`: the alignment `value` is known to have, after
/// realigning its alloca if that helps.
fn enforce_alignment(ctx: &mut Context, value: Value, requested: u64, dl: &DataLayout) -> u64 {
    if let Some(def) = ctx.defining_op(value) {
        if let Some(alloca) = AllocaOp::cast(ctx, def) {
            return enforce_alloca_alignment(ctx, alloca, requested, dl);
        }
        if let Some(address_of) = AddressOfOp::cast(ctx, def) {
            let name = address_of.global_name(ctx).to_string();
            let symbol = ctx.symbol_ref_attr(&name, &[]);
            let found = SymbolTableCollection::new().lookup_nearest_symbol_from(ctx, def, symbol);
            if let Some(global) = found.and_then(|g| GlobalOp::cast(ctx, g)) {
                return global.alignment(ctx).map_or(1, |a| a as u64);
            }
        }
        return 1;
    }
    let Value::Arg { block, index } = value else {
        return 1;
    };
    let parent = ctx
        .block_parent_region(block)
        .and_then(|r| ctx.region_parent_op(r));
    let Some(func) = parent.and_then(|p| LLVMFuncOp::cast(ctx, p)) else {
        return 1;
    };
    func.arg_attrs(ctx)
        .and_then(|all| {
            ctx.as_array(all)
                .and_then(|a| a.get(index as usize).copied())
        })
        .and_then(|dict| ctx.dictionary_get(dict, ALIGN))
        .and_then(|a| ctx.attr_as_int(a))
        .map_or(1, |a| a as u64)
}

/// `handleByValArgumentInit`: a new alloca in the entry block of the
/// argument's region, filled with a copy of the pointee.
fn by_val_copy(
    b: &mut OpBuilder<'_>,
    loc: Location,
    argument: Value,
    elem_type: Type,
    size: u64,
    alignment: u64,
) -> Value {
    let ip = b.insertion_point();
    let entry = b
        .value_parent_block(argument)
        .and_then(|blk| b.block_parent_region(blk))
        .and_then(|r| b.region_entry(r));
    if let Some(entry) = entry {
        b.set_insertion_point_to_start(entry);
    }
    let i64 = b.ctx().integer_type(64);
    let one_attr = b.ctx().integer_attr(i64, 1);
    let one = ConstantOp::build(b, loc, i64, one_attr).res(b);
    let arg_type = b.value_type(argument);
    let elem = b.ctx().type_attr(elem_type);
    let align = (alignment != 0).then(|| i64_attr(b.ctx(), alignment));
    let alloca = AllocaOp::build(b, loc, arg_type, one, align, elem, None).res(b);
    b.set_insertion_point(ip);
    let size_attr = b.ctx().integer_attr(i64, i128::from(size));
    let copy_size = ConstantOp::build(b, loc, i64, size_attr).res(b);
    let not_volatile = b.ctx().bool_attr(false);
    MemcpyOp::build(
        b,
        loc,
        alloca,
        argument,
        copy_size,
        not_volatile,
        None,
        None,
        None,
        None,
    );
    alloca
}

/// `handleByValArgument`.
fn handle_by_val(
    b: &mut OpBuilder<'_>,
    callable: OpId,
    argument: Value,
    elem_type: Type,
    requested: u64,
) -> Value {
    let func = LLVMFuncOp::from_operation_unchecked(callable);
    let read_only = func
        .memory(b)
        .is_some_and(|m| !matches!(m.arg_mem(b), ModRefInfo::ModRef | ModRefInfo::Mod));
    let dl = DataLayout::closest(b, callable);
    let minimum = dl.get_type_abi_alignment(b, elem_type);
    if read_only {
        if requested <= minimum {
            return argument;
        }
        if enforce_alignment(b.ctx(), argument, requested, &dl) >= requested {
            return argument;
        }
    }
    let target = requested.max(minimum);
    let size = dl.get_type_size(b, elem_type).min;
    let loc = b.op_loc(callable);
    by_val_copy(b, loc, argument, elem_type, size, target)
}

/// `LLVMInlinerInterface`.
struct LlvmInliner;

impl DialectInlinerInterface for LlvmInliner {
    fn is_legal_to_inline_call(
        &self,
        ctx: &Context,
        call: OpId,
        callable: OpId,
        would_be_cloned: bool,
    ) -> bool {
        if !would_be_cloned || CallOp::cast(ctx, call).is_none() {
            return false;
        }
        let Some(func) = LLVMFuncOp::cast(ctx, callable) else {
            return false;
        };
        if func.no_inline(ctx).unwrap_or(false) {
            return false;
        }
        let fn_type = func.function_type(ctx);
        if LLVMFunctionType::dyn_cast(ctx, fn_type).is_some_and(|t| t.is_var_arg(ctx)) {
            return false;
        }
        if let Some(arg_attrs) = func.arg_attrs(ctx) {
            let dicts = ctx.as_array(arg_attrs).unwrap_or(&[]);
            if dicts
                .iter()
                .any(|&d| ctx.dictionary_get(d, INALLOCA).is_some())
            {
                return false;
            }
        }
        if func.personality(ctx).is_some() {
            return false;
        }
        if let Some(passthrough) = func.passthrough(ctx) {
            let entries = ctx.as_array(passthrough).unwrap_or(&[]);
            let disallowed = entries.iter().any(|&a| {
                ctx.attr_as_str(a)
                    .is_some_and(|s| DISALLOWED_FUNCTION_ATTRS.contains(&s))
            });
            if disallowed {
                return false;
            }
        }
        true
    }
    fn is_legal_to_inline_region(
        &self,
        _: &Context,
        _: RegionId,
        _: RegionId,
        _: bool,
        _: &IrMapping,
    ) -> bool {
        true
    }
    fn is_legal_to_inline_op(
        &self,
        ctx: &Context,
        op: OpId,
        _: RegionId,
        _: bool,
        _: &IrMapping,
    ) -> bool {
        // The inliner cannot handle variadic function arguments.
        VaStartOp::cast(ctx, op).is_none()
    }
    fn handle_terminator_branch(&self, ctx: &mut Context, op: OpId, new_dest: BlockId) {
        if ReturnOp::cast(ctx, op).is_none() {
            return;
        }
        let loc = ctx.op_loc(op);
        let operands = ctx.operands(op);
        let mut b = OpBuilder::new(ctx);
        b.set_insertion_point_before(op);
        BrOp::build(&mut b, loc, &operands, None, new_dest);
        // The return has no results.
        let _ = ctx.erase_op(op);
    }
    // `handleTerminator` with the values to replace: the default, the
    // return's operands in order.
    fn handle_argument(
        &self,
        b: &mut OpBuilder<'_>,
        call: OpId,
        callable: OpId,
        argument: Value,
        attrs: Attribute,
    ) -> Value {
        let Some(by_val) = b.dictionary_get(attrs, BYVAL) else {
            if b.dictionary_get(attrs, crate::inline_metadata::NOALIAS)
                .is_some()
            {
                return crate::inline_metadata::mark_noalias_argument(b, call, argument);
            }
            return argument;
        };
        let Some(elem_type) = b.attr_as_type(by_val) else {
            return argument;
        };
        let requested = b
            .dictionary_get(attrs, ALIGN)
            .and_then(|a| b.attr_as_int(a))
            .map_or(1, |a| a as u64);
        handle_by_val(b, callable, argument, elem_type, requested)
    }
    fn process_inlined_call_blocks(&self, ctx: &mut Context, call: OpId, blocks: &[BlockId]) {
        handle_inlined_allocas(ctx, call, blocks);
        crate::inline_metadata::handle_inlined_metadata(ctx, call, blocks);
    }
}

static LLVM_INLINER: LlvmInliner = LlvmInliner;

/// Attaches the llvm dialect's inliner interface
/// (`LLVM::detail::addLLVMInlinerInterface`).
pub(crate) fn register(ctx: &mut Context) {
    ctx.add_dialect_interface::<dyn DialectInlinerInterface>("llvm", &LLVM_INLINER);
}
