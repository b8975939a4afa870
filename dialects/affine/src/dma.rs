//! `affine.dma_start` and `affine.dma_wait` (upstream's `AffineDmaStartOp`
//! and `AffineDmaWaitOp`, written in C++ rather than ODS, so registered
//! here by hand): custom forms, verifiers and folders. The maps of the
//! source, destination and tag subscripts are the discardable attributes
//! `src_map`, `dst_map` and `tag_map`.

use crate::memory::is_valid_index_operand;
use crate::scope::get_affine_scope;
use crate::syntax::{map_of, print_access_map, resolve_indices};
use ir::affine::AffineMap;
use ir::parser::UnresolvedOperand;
use ir::{
    Attribute, Context, CustomParser, CustomPrinter, Diagnostic, FoldResult, OpDefinition, OpId,
    OpTrait, OperationState, ParseError, Value,
};

/// The name of `affine.dma_start`.
pub const DMA_START: &str = "affine.dma_start";
/// The name of `affine.dma_wait`.
pub const DMA_WAIT: &str = "affine.dma_wait";

/// Registers `affine.dma_start` and `affine.dma_wait` (upstream adds them
/// when the dialect is initialized; call it with [`crate::register`]).
pub fn register_dma_ops(ctx: &mut Context) {
    register_one(ctx, DMA_START, parse_start, print_start, verify_start);
    register_one(ctx, DMA_WAIT, parse_wait, print_wait, verify_wait);
}

/// The custom parser of a DMA op.
type Parse = fn(&mut CustomParser<'_, '_, '_>, &mut OperationState) -> Result<(), ParseError>;

/// Registers one DMA op with its hooks.
fn register_one(
    ctx: &mut Context,
    name: &str,
    parse: Parse,
    print: fn(&mut CustomPrinter<'_, '_>, OpId),
    verify: ir::OpVerifyFn,
) {
    let mut def = OpDefinition::new(name);
    def.traits = vec![
        OpTrait::Custom("MemRefsNormalizable".into()),
        OpTrait::VariadicOperands,
        OpTrait::ZeroResults,
    ];
    def.parse = Some(parse);
    def.print = Some(print);
    def.verify = Some(verify);
    def.fold = Some(fold);
    ctx.register_op(def);
}

/// `%m[map over operands]` with the map stored as `attr`.
fn parse_indexed(
    parser: &mut CustomParser<'_, '_, '_>,
    state: &mut OperationState,
    attr: &str,
) -> Result<(UnresolvedOperand, AffineMap, Vec<UnresolvedOperand>), ParseError> {
    let memref = parser.parse_operand()?;
    let (map, mut dims, syms) = parser.parse_affine_map_of_ssa_ids(true)?;
    dims.extend(syms);
    let a = parser.ctx().affine_map_attr(map);
    let key = parser.ctx().ident(attr);
    state.attributes.push((key, a));
    Ok((memref, map, dims))
}

/// The number of inputs of a map.
fn inputs(ctx: &Context, map: AffineMap) -> usize {
    let d = ctx.affine_map_data(map);
    (d.num_dims + d.num_symbols) as usize
}

fn parse_start(
    parser: &mut CustomParser<'_, '_, '_>,
    state: &mut OperationState,
) -> Result<(), ParseError> {
    let (src, src_map, src_ops) = parse_indexed(parser, state, "src_map")?;
    parser.parse_punct(",")?;
    let (dst, dst_map, dst_ops) = parse_indexed(parser, state, "dst_map")?;
    parser.parse_punct(",")?;
    let (tag, tag_map, tag_ops) = parse_indexed(parser, state, "tag_map")?;
    parser.parse_punct(",")?;
    let num_elements = parser.parse_operand()?;
    let mut strides = Vec::new();
    while parser.parse_optional_punct(",") {
        strides.push(parser.parse_operand()?);
    }
    let name = parser.name_offset();
    if !strides.is_empty() && strides.len() != 2 {
        return Err(parser.error_at(name, "expected two stride related operands"));
    }
    parser.parse_punct(":")?;
    let mut types = vec![parser.parse_type()?];
    while parser.parse_optional_punct(",") {
        types.push(parser.parse_type()?);
    }
    if types.len() != 3 {
        return Err(parser.error_at(name, "expected three types"));
    }
    for ((memref, ops), &ty) in [(src, &src_ops), (dst, &dst_ops), (tag, &tag_ops)]
        .iter()
        .zip(&types)
    {
        let v = parser.resolve_operand(memref, ty)?;
        state.operands.push(v);
        resolve_indices(parser, ops, state)?;
    }
    resolve_indices(parser, &[num_elements], state)?;
    resolve_indices(parser, &strides, state)?;
    let ctx = parser.ctx();
    if src_ops.len() != inputs(ctx, src_map)
        || dst_ops.len() != inputs(ctx, dst_map)
        || tag_ops.len() != inputs(ctx, tag_map)
    {
        return Err(parser.error_at(name, "memref operand count not equal to map.numInputs"));
    }
    Ok(())
}

/// The operands of an op split as `dma_start` lays them out: source,
/// its indices, destination, its indices, tag, its indices, the rest.
struct StartLayout {
    src_map: Option<AffineMap>,
    dst_map: Option<AffineMap>,
    tag_map: Option<AffineMap>,
    src: usize,
    dst: usize,
    tag: usize,
    rest: usize,
}

fn start_layout(ctx: &Context, op: OpId) -> StartLayout {
    let m = |n: &str| ctx.attr(op, n).and_then(|a| map_of(ctx, a));
    let (src_map, dst_map, tag_map) = (m("src_map"), m("dst_map"), m("tag_map"));
    let n = |map: Option<AffineMap>| map.map_or(0, |map| inputs(ctx, map));
    let dst = 1 + n(src_map);
    let tag = dst + 1 + n(dst_map);
    let rest = tag + 1 + n(tag_map);
    StartLayout {
        src_map,
        dst_map,
        tag_map,
        src: 0,
        dst,
        tag,
        rest,
    }
}

fn print_start(printer: &mut CustomPrinter<'_, '_>, op: OpId) {
    let ctx = printer.ctx();
    let ops = ctx.operands(op);
    let l = start_layout(ctx, op);
    if ops.len() < l.rest + 1 {
        return;
    }
    for (i, (at, end, map)) in [
        (l.src, l.dst, l.src_map),
        (l.dst, l.tag, l.dst_map),
        (l.tag, l.rest, l.tag_map),
    ]
    .into_iter()
    .enumerate()
    {
        printer.write_str(if i == 0 { " " } else { ", " });
        printer.print_operand(ops[at]);
        print_access_map(printer, map, &ops[at + 1..end]);
    }
    printer.write_str(", ");
    printer.print_operands(&ops[l.rest..]);
    printer.write_str(" : ");
    let types: Vec<ir::Type> = [l.src, l.dst, l.tag]
        .iter()
        .map(|&i| ctx.value_type(ops[i]))
        .collect();
    printer.print_types(&types);
}

/// Each index is an `index` that is a valid dimension or symbol.
fn verify_indices(
    ctx: &Context,
    op: OpId,
    indices: &[Value],
    what: &str,
    op_name: &str,
) -> Result<(), Diagnostic> {
    let scope = get_affine_scope(ctx, op);
    for &idx in indices {
        if !ctx.is_index(ctx.value_type(idx)) {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                format!("{what}index to {op_name} must have 'index' type"),
            ));
        }
        if !is_valid_index_operand(ctx, idx, scope) {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                format!("{what}index must be a valid dimension or symbol identifier"),
            ));
        }
    }
    Ok(())
}

fn is_ranked_memref(ctx: &Context, v: Value) -> bool {
    matches!(
        ctx.type_data(ctx.value_type(v)),
        ir::TypeData::MemRef { .. }
    )
}

fn verify_start(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let ops = ctx.operands(op);
    let l = start_layout(ctx, op);
    let err = |m: &str| Err(Diagnostic::op_error(ctx, op, m));
    for (at, what) in [(l.src, "source"), (l.dst, "destination"), (l.tag, "tag")] {
        if !ops.get(at).is_some_and(|&v| is_ranked_memref(ctx, v)) {
            return err(&format!("expected DMA {what} to be of memref type"));
        }
    }
    if ops.len() != l.rest + 1 && ops.len() != l.rest + 3 {
        return err("incorrect number of operands");
    }
    verify_indices(ctx, op, &ops[l.src + 1..l.dst], "src ", "dma_start")?;
    verify_indices(ctx, op, &ops[l.dst + 1..l.tag], "dst ", "dma_start")?;
    verify_indices(ctx, op, &ops[l.tag + 1..l.rest], "tag ", "dma_start")
}

fn parse_wait(
    parser: &mut CustomParser<'_, '_, '_>,
    state: &mut OperationState,
) -> Result<(), ParseError> {
    let (tag, tag_map, tag_ops) = parse_indexed(parser, state, "tag_map")?;
    parser.parse_punct(",")?;
    let num_elements = parser.parse_operand()?;
    parser.parse_punct(":")?;
    let ty = parser.parse_type()?;
    let v = parser.resolve_operand(&tag, ty)?;
    state.operands.push(v);
    resolve_indices(parser, &tag_ops, state)?;
    resolve_indices(parser, &[num_elements], state)?;
    let name = parser.name_offset();
    if !matches!(parser.ctx().type_data(ty), ir::TypeData::MemRef { .. }) {
        return Err(parser.error_at(name, "expected tag to be of memref type"));
    }
    if tag_ops.len() != inputs(parser.ctx(), tag_map) {
        return Err(parser.error_at(name, "tag memref operand count != to map.numInputs"));
    }
    Ok(())
}

fn print_wait(printer: &mut CustomPrinter<'_, '_>, op: OpId) {
    let ctx = printer.ctx();
    let ops = ctx.operands(op);
    let Some(&tag) = ops.first() else {
        return;
    };
    let map = ctx.attr(op, "tag_map").and_then(|a| map_of(ctx, a));
    let n = map.map_or(0, |m| inputs(ctx, m));
    if ops.len() < n + 2 {
        return;
    }
    printer.write_str(" ");
    printer.print_operand(tag);
    print_access_map(printer, map, &ops[1..1 + n]);
    printer.write_str(", ");
    printer.print_operand(ops[1 + n]);
    printer.write_str(" : ");
    printer.print_type(ctx.value_type(tag));
}

fn verify_wait(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let ops = ctx.operands(op);
    if !ops.first().is_some_and(|&v| is_ranked_memref(ctx, v)) {
        return Err(Diagnostic::op_error(
            ctx,
            op,
            "expected DMA tag to be of memref type",
        ));
    }
    let map = ctx.attr(op, "tag_map").and_then(|a| map_of(ctx, a));
    let n = map.map_or(0, |m| inputs(ctx, m)).min(ops.len() - 1);
    verify_indices(ctx, op, &ops[1..1 + n], "", "dma_wait")
}

/// Upstream's `memref::foldMemRefCast` of the op.
fn fold(ctx: &mut Context, op: OpId, _: &[Option<Attribute>]) -> FoldResult {
    memref::fold_memref_cast(ctx, op, None)
}
