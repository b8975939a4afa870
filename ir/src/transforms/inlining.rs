//! Inlining a region at a point of a block (MLIR's
//! `Transforms/Utils/InliningUtils.cpp`): legality asked of each dialect's
//! [`DialectInlinerInterface`], the region cloned or moved after the point,
//! its arguments mapped, locations wrapped in the call site's, and its
//! terminators handed back to their dialects. Every check comes before the
//! first change: a refused inlining leaves the IR as it was.

use crate::core::attrs::Attribute;
use crate::core::builder::OpBuilder;
use crate::core::context::Context;
use crate::core::location::{LocData, Location};
use crate::core::storage::{BlockId, IrMapping, OpId, RegionId, Value};
use crate::core::types::Type;
use crate::interfaces::{CallOpInterfaceRef, CallableOpInterfaceRef};
use crate::support::intern::FxHashMap;

/// What a dialect says about inlining its ops (MLIR's
/// `DialectInlinerInterface`), attached with
/// `Context::add_dialect_interface::<dyn DialectInlinerInterface>`. An op
/// whose dialect has none is never inlined. The legality hooks refuse by
/// default, as upstream's.
pub trait DialectInlinerInterface {
    /// Whether `callable` may be inlined into `call` of this dialect.
    fn is_legal_to_inline_call(
        &self,
        ctx: &Context,
        call: OpId,
        callable: OpId,
        would_be_cloned: bool,
    ) -> bool {
        let _ = (ctx, call, callable, would_be_cloned);
        false
    }
    /// Whether region `src` may be inlined into `dest`, a region of an op
    /// of this dialect.
    fn is_legal_to_inline_region(
        &self,
        ctx: &Context,
        dest: RegionId,
        src: RegionId,
        would_be_cloned: bool,
        mapping: &IrMapping,
    ) -> bool {
        let _ = (ctx, dest, src, would_be_cloned, mapping);
        false
    }
    /// Whether `op` of this dialect may be inlined into `dest`.
    fn is_legal_to_inline_op(
        &self,
        ctx: &Context,
        op: OpId,
        dest: RegionId,
        would_be_cloned: bool,
        mapping: &IrMapping,
    ) -> bool {
        let _ = (ctx, op, dest, would_be_cloned, mapping);
        false
    }
    /// Whether the legality check looks into `op`'s regions.
    fn should_analyze_recursively(&self, ctx: &Context, op: OpId) -> bool {
        let _ = (ctx, op);
        true
    }
    /// Replaces the terminator `op` of an inlined block (of several) with a
    /// branch to `new_dest`, whose arguments stand for the call's results.
    /// The default leaves it (upstream requires the hook of dialects whose
    /// terminators end callables with several blocks).
    fn handle_terminator_branch(&self, ctx: &mut Context, op: OpId, new_dest: BlockId) {
        let _ = (ctx, op, new_dest);
    }
    /// Replaces the uses of `values` (the call's results) with what the
    /// terminator `op` of the only inlined block returns; the terminator is
    /// erased afterwards. The default takes its operands in order.
    fn handle_terminator_values(&self, ctx: &mut Context, op: OpId, values: &[Value]) {
        let operands = ctx.operands(op);
        if operands.len() == values.len() {
            for (&v, &o) in values.iter().zip(&operands) {
                ctx.replace_all_uses_with(v, o);
            }
        }
    }
    /// An op of this dialect converting `input` to `ty` where a call's
    /// operand or result type differs from the callable's, or `None`.
    fn materialize_call_conversion(
        &self,
        builder: &mut OpBuilder<'_>,
        input: Value,
        ty: Type,
        loc: Location,
    ) -> Option<OpId> {
        let _ = (builder, input, ty, loc);
        None
    }
    /// The value standing for `argument` (a call operand) in the inlined
    /// body, given its argument attributes.
    fn handle_argument(
        &self,
        builder: &mut OpBuilder<'_>,
        call: OpId,
        callable: OpId,
        argument: Value,
        attrs: Attribute,
    ) -> Value {
        let _ = (builder, call, callable, attrs);
        argument
    }
    /// The value replacing the call's `result`, given its result
    /// attributes.
    fn handle_result(
        &self,
        builder: &mut OpBuilder<'_>,
        call: OpId,
        callable: OpId,
        result: Value,
        attrs: Attribute,
    ) -> Value {
        let _ = (builder, call, callable, attrs);
        result
    }
    /// Called with the blocks just inlined for `call`, before their
    /// terminators are handled.
    fn process_inlined_call_blocks(&self, ctx: &mut Context, call: OpId, blocks: &[BlockId]) {
        let _ = (ctx, call, blocks);
    }
}

/// The inliner interface of a dialect all of whose ops may be inlined, and
/// that has nothing else to say (upstream's `ArithInlinerInterface`,
/// `UBInlinerInterface`, `MathInlinerInterface`, ...: `isLegalToInline` of
/// an op is `true`).
pub struct OpsAlwaysInline;

impl DialectInlinerInterface for OpsAlwaysInline {
    fn is_legal_to_inline_op(
        &self,
        _: &Context,
        _: OpId,
        _: RegionId,
        _: bool,
        _: &IrMapping,
    ) -> bool {
        true
    }
}

static OPS_ALWAYS_INLINE: OpsAlwaysInline = OpsAlwaysInline;

/// Attaches [`OpsAlwaysInline`] to `dialect` in `ctx`.
pub fn register_ops_always_inline(ctx: &mut Context, dialect: &str) {
    ctx.add_dialect_interface::<dyn DialectInlinerInterface>(dialect, &OPS_ALWAYS_INLINE);
}

/// The inliner interface of a dialect all of whose ops may be inlined, and
/// any region into its ops' regions (upstream's `TensorInlinerInterface`,
/// `ShapeInlinerInterface`: `isLegalToInline` of an op and of a region are
/// `true`).
pub struct OpsAndRegionsAlwaysInline;

impl DialectInlinerInterface for OpsAndRegionsAlwaysInline {
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
        _: &Context,
        _: OpId,
        _: RegionId,
        _: bool,
        _: &IrMapping,
    ) -> bool {
        true
    }
}

static OPS_AND_REGIONS_ALWAYS_INLINE: OpsAndRegionsAlwaysInline = OpsAndRegionsAlwaysInline;

/// Attaches [`OpsAndRegionsAlwaysInline`] to `dialect` in `ctx`.
pub fn register_ops_and_regions_always_inline(ctx: &mut Context, dialect: &str) {
    ctx.add_dialect_interface::<dyn DialectInlinerInterface>(
        dialect,
        &OPS_AND_REGIONS_ALWAYS_INLINE,
    );
}

/// The inliner interface of `op`'s dialect.
fn handler(ctx: &Context, op: OpId) -> Option<&'static dyn DialectInlinerInterface> {
    ctx.op_dialect_interface::<dyn DialectInlinerInterface>(op)
}

/// Called with the blocks just inlined, before their terminators are
/// handled (`InlinerInterface::processInlinedBlocks`).
pub type InlinedBlocksHook<'a> = &'a mut dyn FnMut(&Context, &[BlockId]);

/// The location of a value: its op's, or its block argument's.
fn value_loc(ctx: &Context, v: Value) -> Location {
    match v {
        Value::Result { op, .. } => ctx.op_loc(op),
        Value::Arg { block, index } => ctx.block_arg_loc(block, index as usize),
    }
}

/// The ops of `blocks` and everything nested in them.
fn ops_in(ctx: &Context, blocks: &[BlockId]) -> Vec<OpId> {
    let mut out = Vec::new();
    for &b in blocks {
        for op in ctx.block_ops(b) {
            out.extend(ctx.walk_preorder(op));
        }
    }
    out
}

/// Whether every op of `src` (and, where its dialect asks, of its
/// regions) may be inlined into `dest`.
fn ops_legal(
    ctx: &Context,
    src: RegionId,
    dest: RegionId,
    clone: bool,
    mapping: &IrMapping,
) -> bool {
    let mut regions = vec![src];
    while let Some(r) = regions.pop() {
        for &b in ctx.region_blocks(r) {
            for op in ctx.block_ops(b) {
                let Some(h) = handler(ctx, op) else {
                    return false;
                };
                if !h.is_legal_to_inline_op(ctx, op, dest, clone, mapping) {
                    return false;
                }
                if h.should_analyze_recursively(ctx, op) {
                    regions.extend(ctx.op_regions(op).iter().rev());
                }
            }
        }
    }
    true
}

/// The argument or result attribute dictionaries of a callable (an empty
/// dictionary each when it has none).
fn attr_dicts(ctx: &mut Context, array: Option<Attribute>, n: usize) -> Vec<Attribute> {
    let empty = ctx.dictionary_attr(&[]);
    match array.and_then(|a| ctx.as_array(a).map(<[Attribute]>::to_vec)) {
        Some(v) if v.len() == n => v,
        _ => vec![empty; n],
    }
}

/// Where and what to inline.
struct Inlining<'h, 'a> {
    src: RegionId,
    block: BlockId,
    before: Option<OpId>,
    results: &'a [Value],
    result_types: &'a [Type],
    loc: Option<Location>,
    clone: bool,
    call: Option<OpId>,
    on_inlined: InlinedBlocksHook<'h>,
}

/// `inlineRegionImpl`: checks, then inlines; `false` with nothing changed
/// when refused.
fn inline_region_impl(ctx: &mut Context, job: Inlining<'_, '_>, mapping: &mut IrMapping) -> bool {
    let Some(&entry) = ctx.region_blocks(job.src).first() else {
        return false;
    };
    if (0..ctx.num_block_args(entry)).any(|i| !mapping.contains_value(ctx.block_arg(entry, i))) {
        return false;
    }
    let Some(insert_region) = ctx.block_parent_region(job.block) else {
        return false;
    };
    let Some(dest_op) = ctx.region_parent_op(insert_region) else {
        return false;
    };
    let region_legal = handler(ctx, dest_op).is_some_and(|h| {
        h.is_legal_to_inline_region(ctx, insert_region, job.src, job.clone, mapping)
    });
    if !region_legal || !ops_legal(ctx, job.src, insert_region, job.clone, mapping) {
        return false;
    }
    let callable = ctx
        .region_parent_op(job.src)
        .filter(|&c| CallableOpInterfaceRef::get(ctx, c).is_some());
    let call_and_callable = job.call.zip(callable);
    if let Some((call, callable)) = call_and_callable {
        handle_arguments(ctx, &job, call, callable, entry, mapping);
    }

    // The inlined blocks go right after the split point.
    let Ok(post) = ctx.split_block(job.block, job.before) else {
        return false;
    };
    let moved = if job.clone {
        ctx.clone_region_into(job.src, insert_region, Some(post), mapping)
    } else {
        ctx.region_blocks(job.src)
            .to_vec()
            .into_iter()
            .try_for_each(|b| {
                ctx.detach_block(b)?;
                ctx.insert_block(insert_region, b, Some(post))
            })
    };
    debug_assert!(moved.is_ok(), "blocks of live regions move");
    let new_blocks: Vec<BlockId> = {
        let all = ctx.region_blocks(insert_region);
        let (Some(a), Some(z)) = (
            all.iter().position(|&b| b == job.block),
            all.iter().position(|&b| b == post),
        ) else {
            return false;
        };
        all[a + 1..z].to_vec()
    };
    let Some(&first) = new_blocks.first() else {
        return false;
    };
    if let Some(loc) = job
        .loc
        .filter(|&l| !matches!(*ctx.loc_data(l), LocData::Unknown))
    {
        remap_locations(ctx, &new_blocks, loc);
    }
    if !job.clone {
        for op in ops_in(ctx, &new_blocks) {
            for i in 0..ctx.num_operands(op) {
                if let Some(v) = mapping.lookup_value(ctx.operand(op, i)) {
                    let _ = ctx.set_operand(op, i, v);
                }
            }
        }
    }
    if let Some(call) = job.call {
        if let Some(h) = handler(ctx, call) {
            h.process_inlined_call_blocks(ctx, call, &new_blocks);
        }
    }
    (job.on_inlined)(ctx, &new_blocks);

    if new_blocks.len() == 1 {
        let Some(term) = ctx.block_last_op(first) else {
            return false;
        };
        if let Some((call, callable)) = call_and_callable {
            let operands = ctx.operands(term);
            handle_results(ctx, Some(term), None, call, callable, &operands);
        }
        if let Some(h) = handler(ctx, term) {
            h.handle_terminator_values(ctx, term, job.results);
        }
        let _ = ctx.erase_op(term);
        let _ = ctx.move_ops_to_end(post, None, first);
        let _ = ctx.erase_block(post);
    } else {
        for (i, &r) in job.results.iter().enumerate() {
            let loc = value_loc(ctx, r);
            let arg = ctx.add_block_arg(post, job.result_types[i], loc);
            ctx.replace_all_uses_with(r, arg);
        }
        if let Some((call, callable)) = call_and_callable {
            let args = ctx.block_args(post);
            handle_results(ctx, None, Some(post), call, callable, &args);
        }
        for &b in &new_blocks {
            if let Some(term) = ctx.block_last_op(b) {
                if let Some(h) = handler(ctx, term) {
                    h.handle_terminator_branch(ctx, term, post);
                }
            }
        }
    }
    let _ = ctx.move_ops_to_end(first, None, job.block);
    let _ = ctx.erase_block(first);
    true
}

/// Wraps the location of every inlined op in a call site at `caller`.
fn remap_locations(ctx: &mut Context, blocks: &[BlockId], caller: Location) {
    let mut mapped: FxHashMap<Location, Location> = FxHashMap::default();
    for op in ops_in(ctx, blocks) {
        let loc = ctx.op_loc(op);
        let new = match mapped.get(&loc) {
            Some(&l) => l,
            None => {
                let l = ctx.call_site_loc(loc, caller);
                mapped.insert(loc, l);
                l
            }
        };
        let _ = ctx.set_loc(op, new);
    }
}

/// Runs the callable's dialect hook on each entry argument
/// (`handleArgumentImpl`), at the inlining point.
fn handle_arguments(
    ctx: &mut Context,
    job: &Inlining<'_, '_>,
    call: OpId,
    callable: OpId,
    entry: BlockId,
    mapping: &mut IrMapping,
) {
    let Some(h) = handler(ctx, callable) else {
        return;
    };
    let n = ctx.num_block_args(entry);
    let arg_attrs =
        CallableOpInterfaceRef::get(ctx, callable).and_then(|c| c.get_arg_attrs_attr(ctx));
    let attrs = attr_dicts(ctx, arg_attrs, n);
    let mut b = OpBuilder::new(ctx);
    match job.before {
        Some(op) => b.set_insertion_point_before(op),
        None => b.set_insertion_point_to_end(job.block),
    }
    for (i, attr) in attrs.into_iter().enumerate() {
        let arg = b.ctx().block_arg(entry, i);
        let Some(v) = mapping.lookup_value(arg) else {
            continue;
        };
        let new = h.handle_argument(&mut b, call, callable, v, attr);
        mapping.map_value(arg, new);
    }
}

/// Runs the callable's dialect hook on each value standing for a call
/// result (`handleResultImpl`), before `before` or at the start of
/// `start`; only the uses that existed before are replaced.
fn handle_results(
    ctx: &mut Context,
    before: Option<OpId>,
    start: Option<BlockId>,
    call: OpId,
    callable: OpId,
    results: &[Value],
) {
    let Some(h) = handler(ctx, callable) else {
        return;
    };
    let res_attrs =
        CallableOpInterfaceRef::get(ctx, callable).and_then(|c| c.get_res_attrs_attr(ctx));
    let attrs = attr_dicts(ctx, res_attrs, results.len());
    for (&result, attr) in results.iter().zip(attrs) {
        let users: Vec<_> = ctx.uses(result).collect();
        let mut b = OpBuilder::new(ctx);
        if let Some(op) = before {
            b.set_insertion_point_before(op);
        } else if let Some(block) = start {
            b.set_insertion_point_to_start(block);
        }
        let new = h.handle_result(&mut b, call, callable, result, attr);
        if new != result {
            for u in users {
                let _ = ctx.set_operand(u.op, u.index as usize, new);
            }
        }
    }
}

/// Inlines region `src` into `block` before `before` (at the end for
/// `None`), its entry arguments replaced as `mapping` says, `results`
/// (of types `result_types`) replaced by what it returns; locations are
/// wrapped in call sites at `loc`. `clone` keeps `src` as it is, otherwise
/// its blocks move. `false` when refused, with nothing changed
/// (`inlineRegion`).
#[allow(clippy::too_many_arguments)]
pub fn inline_region(
    ctx: &mut Context,
    src: RegionId,
    block: BlockId,
    before: Option<OpId>,
    mapping: &mut IrMapping,
    results: &[Value],
    result_types: &[Type],
    loc: Option<Location>,
    clone: bool,
) -> bool {
    if results.len() != result_types.len() {
        return false;
    }
    let job = Inlining {
        src,
        block,
        before,
        results,
        result_types,
        loc,
        clone,
        call: None,
        on_inlined: &mut |_, _| {},
    };
    inline_region_impl(ctx, job, mapping)
}

/// A conversion op made for a call: undone if the inlining is refused.
fn materialize(
    ctx: &mut Context,
    call: OpId,
    casts: &mut Vec<OpId>,
    at: (Option<OpId>, Option<BlockId>),
    input: Value,
    ty: Type,
) -> Option<Value> {
    let h = handler(ctx, call)?;
    let loc = ctx.op_loc(call);
    let mut b = OpBuilder::new(ctx);
    match at {
        (Some(op), _) => b.set_insertion_point_before(op),
        (None, Some(block)) => b.set_insertion_point_to_end(block),
        (None, None) => return None,
    }
    let cast = h.materialize_call_conversion(&mut b, input, ty, loc)?;
    casts.push(cast);
    let ok = ctx.num_operands(cast) == 1
        && ctx.operand(cast, 0) == input
        && ctx.num_results(cast) == 1
        && ctx.value_type(ctx.result(cast, 0)) == ty;
    ok.then(|| ctx.result(cast, 0))
}

/// Removes the conversions made for a refused inlining.
fn undo_casts(ctx: &mut Context, casts: &[OpId]) -> bool {
    for &c in casts.iter().rev() {
        if let (Some(r), Some(&o)) = (
            (ctx.num_results(c) > 0).then(|| ctx.result(c, 0)),
            ctx.operands(c).first(),
        ) {
            ctx.replace_all_uses_with(r, o);
        }
        let _ = ctx.erase_op(c);
    }
    false
}

/// Inlines the body `src` of `callable` at `call` (after it; the call
/// itself stays, its results unused): operands and results whose types
/// differ get conversions from the call's dialect, legality is asked of
/// each dialect, `on_inlined` sees the inlined blocks. `clone` keeps the
/// callable's body. `false` when refused, with nothing changed
/// (`inlineCall`).
pub fn inline_call(
    ctx: &mut Context,
    call: OpId,
    callable: OpId,
    src: RegionId,
    clone: bool,
    on_inlined: InlinedBlocksHook<'_>,
) -> bool {
    let Some(&entry) = ctx.region_blocks(src).first() else {
        return false;
    };
    let (Some(call_if), Some(callable_if)) = (
        CallOpInterfaceRef::get(ctx, call),
        CallableOpInterfaceRef::get(ctx, callable),
    ) else {
        return false;
    };
    let result_types = callable_if.get_result_types(ctx);
    let operands = call_if.get_arg_operands(ctx);
    let results = ctx.results(call);
    if operands.len() != ctx.num_block_args(entry) || results.len() != result_types.len() {
        return false;
    }
    let mut casts = Vec::new();
    let mut mapping = IrMapping::new();
    for (i, &operand) in operands.iter().enumerate() {
        let arg = ctx.block_arg(entry, i);
        let ty = ctx.value_type(arg);
        let value = if ctx.value_type(operand) == ty {
            operand
        } else {
            match materialize(ctx, call, &mut casts, (Some(call), None), operand, ty) {
                Some(v) => v,
                None => return undo_casts(ctx, &casts),
            }
        };
        mapping.map_value(arg, value);
    }
    let Some(block) = ctx.op_parent_block(call) else {
        return undo_casts(ctx, &casts);
    };
    // Every result cast goes right after the call, in order.
    let at = (ctx.next_op(call), Some(block));
    for (i, &result) in results.iter().enumerate() {
        let ty = ctx.value_type(result);
        if ty == result_types[i] {
            continue;
        }
        let Some(cast) = materialize(ctx, call, &mut casts, at, result, ty) else {
            return undo_casts(ctx, &casts);
        };
        // The cast reads the call's result and takes over its other uses.
        ctx.replace_all_uses_with(result, cast);
        if let Some(op) = ctx.defining_op(cast) {
            let _ = ctx.set_operand(op, 0, result);
        }
    }
    let legal =
        handler(ctx, call).is_some_and(|h| h.is_legal_to_inline_call(ctx, call, callable, clone));
    if !legal {
        return undo_casts(ctx, &casts);
    }
    let job = Inlining {
        src,
        block,
        before: ctx.next_op(call),
        results: &results,
        result_types: &result_types,
        loc: Some(ctx.op_loc(call)),
        clone,
        call: Some(call),
        on_inlined,
    };
    if !inline_region_impl(ctx, job, &mut mapping) {
        return undo_casts(ctx, &casts);
    }
    true
}
