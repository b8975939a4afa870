//! `vector.transfer_read` and `vector.transfer_write`: their custom forms,
//! verifiers and mask types (`VectorOps.cpp`'s `TransferReadOp`,
//! `TransferWriteOp`, `verifyTransferOp`, `inferTransferOpMaskType`).

use crate::*;
use ir::affine::{AffineExprData, AffineMap};
use ir::parser::UnresolvedOperand;
use ir::{
    Attribute, Context, CustomParser, CustomPrinter, Diagnostic, OperationState, ParseError, Type,
    TypeData, TypeFactory, Value,
};

/// The permutation map's results: `Some(d)` for the dimension `d`, `None`
/// for the constant zero of a broadcast, `Err` for anything else.
pub(crate) fn map_results(ctx: &Context, map: AffineMap) -> Vec<Result<Option<u32>, ()>> {
    ctx.affine_map_data(map)
        .results
        .iter()
        .map(|e| match ctx.affine_expr_data(*e) {
            AffineExprData::Dim(d) => Ok(Some(d)),
            AffineExprData::Constant(0) => Ok(None),
            _ => Err(()),
        })
        .collect()
}

/// The mask type of a transfer of `vector` through `map`: the vector's
/// dimensions in the order of the source dimensions the map uses
/// (`inferTransferOpMaskType`).
pub fn transfer_mask_type(types: &mut dyn TypeFactory, vector: Type, map: AffineMap) -> Type {
    let ctx = types.context();
    let (shape, scalable) = match ctx.type_data(vector) {
        TypeData::Vector {
            shape, scalable, ..
        } => (shape.clone(), scalable.clone()),
        _ => (Vec::new(), Vec::new()),
    };
    let results = map_results(ctx, map);
    let mut used: Vec<(u32, usize)> = Vec::new();
    for (i, r) in results.iter().enumerate() {
        if let Ok(Some(d)) = r {
            if !used.iter().any(|(u, _)| u == d) {
                used.push((*d, i));
            }
        }
    }
    used.sort_by_key(|(d, _)| *d);
    let i1 = types.make_type(TypeData::Integer {
        width: 1,
        signedness: ir::Signedness::Signless,
    });
    types.make_type(TypeData::Vector {
        shape: used
            .iter()
            .map(|(_, i)| shape.get(*i).copied().unwrap_or(0))
            .collect(),
        scalable: used
            .iter()
            .map(|(_, i)| scalable.get(*i).copied().unwrap_or(false))
            .collect(),
        element: i1,
    })
}

/// The map `(d0, ..., d<n-1>) -> (d<n-k>, ..., d<n-1>)`.
fn minor_identity(ctx: &mut Context, dims: u32, results: u32) -> AffineMap {
    let results: Vec<_> = (dims.saturating_sub(results)..dims)
        .map(|d| ctx.affine_dim(d))
        .collect();
    ctx.affine_map(dims, 0, &results)
}

/// `getTransferMinorIdentityMap`: the default permutation map.
fn default_map(ctx: &mut Context, shaped: Type, vector: Type) -> AffineMap {
    let element = ctx.element_type_or_self(shaped);
    let element_rank = if ctx.is_vector(element) {
        ctx.rank(element).unwrap_or(0)
    } else {
        0
    };
    let rank = ctx.rank(shaped).unwrap_or(0);
    if rank == 0 && ctx.shape(vector) == Some(&[1]) {
        let zero = ctx.affine_constant(0);
        return ctx.affine_map(1, 0, &[zero]);
    }
    let results = ctx.rank(vector).unwrap_or(0).saturating_sub(element_rank);
    minor_identity(ctx, rank as u32, results as u32)
}

pub(crate) fn is_minor_identity(ctx: &Context, map: AffineMap) -> bool {
    let data = ctx.affine_map_data(map);
    let n = data.num_dims;
    let k = data.results.len() as u32;
    data.num_symbols == 0
        && k <= n
        && data
            .results
            .iter()
            .zip(n - k..n)
            .all(|(e, d)| ctx.affine_expr_data(*e) == AffineExprData::Dim(d))
}

/// The `in_bounds` flags of a transfer.
pub(crate) fn in_bounds_values(ctx: &Context, flags: Attribute) -> Vec<bool> {
    ctx.attr_as_array(flags)
        .map(|xs| {
            xs.iter()
                .map(|x| ctx.attr_as_bool(*x) == Some(true))
                .collect()
        })
        .unwrap_or_default()
}

/// An error of the custom parser at `at`, with upstream's `custom op
/// 'name'` prefix (`CustomOpAsmParser::emitError`).
fn parse_error(
    parser: &mut CustomParser<'_, '_, '_>,
    state: &OperationState,
    at: usize,
    msg: &str,
) -> ParseError {
    let name = parser.ctx().op_name_str(state.name).to_string();
    parser.error_at(at, format!("custom op '{name}' {msg}"))
}

/// The operands and types shared by both parsers, and the attributes
/// added: the default permutation map and `in_bounds`.
struct Parsed {
    mask: Option<UnresolvedOperand>,
    types_at: usize,
    shaped: Type,
    vector: Type,
    map: AffineMap,
}

fn parse_tail(
    parser: &mut CustomParser<'_, '_, '_>,
    state: &mut OperationState,
    mask: Option<UnresolvedOperand>,
    read: bool,
) -> Result<Parsed, ParseError> {
    let attrs = parser.parse_optional_attr_dict()?;
    state.attributes.extend(attrs);
    // Upstream's `typesLoc`: the colon.
    let types_at = parser.offset();
    parser.parse_punct(":")?;
    let types = parser.parse_type_list()?;
    if types.len() != 2 {
        return Err(parse_error(parser, state, types_at, "requires two types"));
    }
    let (shaped, vector) = if read {
        (types[0], types[1])
    } else {
        (types[1], types[0])
    };
    let ctx = parser.ctx();
    let check_shaped = |ctx: &Context| ctx.is_memref(shaped) || ctx.is_ranked_tensor(shaped);
    if read {
        if !check_shaped(ctx) {
            return Err(parse_error(
                parser,
                state,
                types_at,
                "requires memref or ranked tensor type",
            ));
        }
        if !ctx.is_vector(vector) {
            return Err(parse_error(parser, state, types_at, "requires vector type"));
        }
    } else {
        if !ctx.is_vector(vector) {
            return Err(parse_error(parser, state, types_at, "requires vector type"));
        }
        if !check_shaped(ctx) {
            return Err(parse_error(
                parser,
                state,
                types_at,
                "requires memref or ranked tensor type",
            ));
        }
    }
    let map = match state.find_attribute(ctx, "permutation_map") {
        Some(a) => ctx.as_affine_map(a).ok_or_else(|| {
            parse_error(
                parser,
                state,
                types_at,
                "expected an affine map permutation_map",
            )
        })?,
        None => {
            let map = default_map(ctx, shaped, vector);
            let a = ctx.affine_map_attr(map);
            state.add_attribute("permutation_map", a);
            map
        }
    };
    let ctx = parser.ctx();
    if state.find_attribute(ctx, "in_bounds").is_none() {
        let n = ctx.affine_map_data(map).results.len();
        let f = ctx.bool_attr(false);
        let a = ctx.array_attr(&vec![f; n]);
        state.add_attribute("in_bounds", a);
    }
    Ok(Parsed {
        mask,
        types_at,
        shaped,
        vector,
        map,
    })
}

/// Resolves a transfer's mask, its type computed from the vector type and
/// the permutation map.
fn resolve_mask(
    parser: &mut CustomParser<'_, '_, '_>,
    state: &mut OperationState,
    p: &Parsed,
) -> Result<bool, ParseError> {
    let Some(mask) = &p.mask else {
        return Ok(false);
    };
    let ctx = parser.ctx();
    if ctx.is_vector(ctx.element_type_or_self(p.shaped)) {
        return Err(parse_error(
            parser,
            state,
            mask.offset,
            "does not support masks with vector element type",
        ));
    }
    if ctx.rank(p.vector).unwrap_or(0) != ctx.affine_map_data(p.map).results.len() {
        return Err(parse_error(
            parser,
            state,
            p.types_at,
            "expected the same rank for the vector and the results of the permutation map",
        ));
    }
    let ty = transfer_mask_type(ctx, p.vector, p.map);
    let v = parser.resolve_operand(mask, ty)?;
    state.operands.push(v);
    Ok(true)
}

fn resolve(
    parser: &mut CustomParser<'_, '_, '_>,
    state: &mut OperationState,
    u: &UnresolvedOperand,
    ty: Type,
) -> Result<(), ParseError> {
    let v = parser.resolve_operand(u, ty)?;
    state.operands.push(v);
    Ok(())
}

fn parse_square_operands(
    parser: &mut CustomParser<'_, '_, '_>,
) -> Result<Vec<UnresolvedOperand>, ParseError> {
    parser.parse_punct("[")?;
    let mut out = Vec::new();
    if parser.parse_optional_punct("]") {
        return Ok(out);
    }
    loop {
        out.push(parser.parse_operand()?);
        if parser.parse_optional_punct("]") {
            return Ok(out);
        }
        parser.parse_punct(",")?;
    }
}

fn set_segments(
    parser: &mut CustomParser<'_, '_, '_>,
    state: &mut OperationState,
    sizes: &[usize],
) {
    let a = ir::asm_support::segment_sizes(parser.ctx(), sizes);
    state.add_attribute("operandSegmentSizes", a);
}

/// Parses `%src[%i, ...], %pad (, %mask)? attr-dict : shaped, vector`.
pub(crate) fn parse_read(
    parser: &mut CustomParser<'_, '_, '_>,
    state: &mut OperationState,
) -> Result<(), ParseError> {
    let source = parser.parse_operand()?;
    let indices = parse_square_operands(parser)?;
    parser.parse_punct(",")?;
    let padding = parser.parse_operand()?;
    let mask = if parser.parse_optional_punct(",") {
        Some(parser.parse_operand()?)
    } else {
        None
    };
    let p = parse_tail(parser, state, mask, true)?;
    resolve(parser, state, &source, p.shaped)?;
    let index = parser.ctx().index_type();
    for u in &indices {
        resolve(parser, state, u, index)?;
    }
    let element = parser.ctx().element_type_or_self(p.shaped);
    resolve(parser, state, &padding, element)?;
    let masked = resolve_mask(parser, state, &p)?;
    set_segments(parser, state, &[1, indices.len(), 1, usize::from(masked)]);
    state.result_types.push(p.vector);
    Ok(())
}

/// Parses `%vec, %dest[%i, ...] (, %mask)? attr-dict : vector, shaped`.
pub(crate) fn parse_write(
    parser: &mut CustomParser<'_, '_, '_>,
    state: &mut OperationState,
) -> Result<(), ParseError> {
    let vector = parser.parse_operand()?;
    parser.parse_punct(",")?;
    let source = parser.parse_operand()?;
    let indices = parse_square_operands(parser)?;
    let mask = if parser.parse_optional_punct(",") {
        Some(parser.parse_operand()?)
    } else {
        None
    };
    let p = parse_tail(parser, state, mask, false)?;
    resolve(parser, state, &vector, p.vector)?;
    resolve(parser, state, &source, p.shaped)?;
    let index = parser.ctx().index_type();
    for u in &indices {
        resolve(parser, state, u, index)?;
    }
    let masked = resolve_mask(parser, state, &p)?;
    set_segments(parser, state, &[1, 1, indices.len(), usize::from(masked)]);
    if parser.ctx().is_ranked_tensor(p.shaped) {
        state.result_types.push(p.shaped);
    }
    Ok(())
}

/// `printTransferAttrs`: the attribute dictionary without what is implied.
fn print_attrs(p: &mut CustomPrinter<'_, '_>, op: ir::Operation, map: Attribute, flags: Attribute) {
    let ctx = p.ctx();
    let mut elided = vec!["operandSegmentSizes"];
    if ctx
        .as_affine_map(map)
        .is_some_and(|m| is_minor_identity(ctx, m))
    {
        elided.push("permutation_map");
    }
    if !in_bounds_values(ctx, flags).iter().any(|b| *b) {
        elided.push("in_bounds");
    }
    p.print_optional_attr_dict(op, &elided);
}

/// Prints a `vector.transfer_read`.
pub(crate) fn print_read(op: TransferReadOp, p: &mut CustomPrinter<'_, '_>) {
    let ctx = p.ctx();
    let source = op.source(ctx);
    p.write_str(" ");
    p.print_operand(source);
    p.write_str("[");
    p.print_operands(&op.indices(ctx));
    p.write_str("], ");
    p.print_operand(op.padding(ctx));
    if let Some(m) = op.mask(ctx) {
        p.write_str(", ");
        p.print_operand(m);
    }
    print_attrs(
        p,
        op.operation(),
        op.permutation_map(ctx),
        op.in_bounds(ctx),
    );
    p.write_str(" : ");
    p.print_type(ctx.value_type(source));
    p.write_str(", ");
    p.print_type(ctx.value_type(op.vector(ctx)));
}

/// Prints a `vector.transfer_write`.
pub(crate) fn print_write(op: TransferWriteOp, p: &mut CustomPrinter<'_, '_>) {
    let ctx = p.ctx();
    let source = op.source(ctx);
    let vector = op.vector(ctx);
    p.write_str(" ");
    p.print_operand(vector);
    p.write_str(", ");
    p.print_operand(source);
    p.write_str("[");
    p.print_operands(&op.indices(ctx));
    p.write_str("]");
    if let Some(m) = op.mask(ctx) {
        p.write_str(", ");
        p.print_operand(m);
    }
    print_attrs(
        p,
        op.operation(),
        op.permutation_map(ctx),
        op.in_bounds(ctx),
    );
    p.write_str(" : ");
    p.print_type(ctx.value_type(vector));
    p.write_str(", ");
    p.print_type(ctx.value_type(source));
}

/// What both verifiers check of a transfer.
pub(crate) struct Transfer {
    /// The op.
    pub op: ir::Operation,
    /// The memref or tensor.
    pub source: Value,
    /// The vector read or written.
    pub vector: Value,
    /// The number of indices.
    pub indices: usize,
    /// The mask, if any.
    pub mask: Option<Value>,
    /// The permutation map attribute.
    pub map: Attribute,
    /// The `in_bounds` attribute.
    pub in_bounds: Attribute,
}

fn err(ctx: &Context, op: ir::Operation, m: impl std::fmt::Display) -> Result<(), Diagnostic> {
    Err(Diagnostic::op_error(ctx, op, m))
}

fn bit_width(ctx: &Context, t: Type) -> i64 {
    if ctx.is_index(t) {
        64
    } else {
        i64::from(ctx.int_or_float_width(t).unwrap_or(0))
    }
}

/// The rank check, then `verifyTransferOp`.
pub(crate) fn verify_common(ctx: &Context, t: &Transfer, write: bool) -> Result<(), Diagnostic> {
    let op = t.op;
    let shaped = ctx.value_type(t.source);
    let vector = ctx.value_type(t.vector);
    let rank = ctx.rank(shaped).unwrap_or(0);
    if t.indices != rank {
        return err(ctx, op, format_args!("requires {rank} indices"));
    }
    let Some(map) = ctx.as_affine_map(t.map) else {
        return Ok(());
    };
    let results = map_results(ctx, map);
    if write && results.contains(&Ok(None)) {
        return err(ctx, op, "should not have broadcast dimensions");
    }
    if ctx.attr(op, "masked").is_some() {
        return err(
            ctx,
            op,
            "masked attribute has been removed. Use in_bounds instead.",
        );
    }
    if !(ctx.is_memref(shaped) || ctx.is_ranked_tensor(shaped)) {
        return err(
            ctx,
            op,
            "requires source to be a memref or ranked tensor type",
        );
    }
    let element = ctx.element_type_or_self(shaped);
    let vrank = ctx.rank(vector).unwrap_or(0);
    let minor = |t: Type| ctx.shape(t).and_then(|s| s.last().copied());
    let data = ctx.affine_map_data(map);
    if ctx.is_vector(element) {
        let source_bits =
            bit_width(ctx, ctx.element_type_or_self(element)) * minor(element).unwrap_or(1);
        let result_bits =
            bit_width(ctx, ctx.element_type_or_self(vector)) * minor(vector).unwrap_or(1);
        if source_bits == 0 || result_bits % source_bits != 0 {
            return err(ctx, op, "requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the minor 1-D vector of the source");
        }
        let erank = ctx.rank(element).unwrap_or(0);
        if erank > vrank {
            return err(
                ctx,
                op,
                "requires source vector element and vector result ranks to match.",
            );
        }
        if data.results.len() != vrank - erank {
            return err(
                ctx,
                op,
                "requires a permutation_map with result dims of the same rank as the vector type",
            );
        }
        if t.mask.is_some() {
            return err(ctx, op, "does not support masks with vector element type");
        }
    } else {
        let minor_size = if vrank == 0 {
            1
        } else {
            minor(vector).unwrap_or(1)
        };
        let result_bits = bit_width(ctx, ctx.element_type_or_self(vector)) * minor_size;
        let source_bits = bit_width(ctx, element);
        if source_bits == 0 || result_bits % source_bits != 0 {
            return err(ctx, op, "requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the source element type");
        }
        if data.results.len() != vrank {
            return err(
                ctx,
                op,
                "requires a permutation_map with result dims of the same rank as the vector type",
            );
        }
    }
    if data.num_symbols != 0 {
        return err(ctx, op, "requires permutation_map without symbols");
    }
    if data.num_dims as usize != rank {
        return err(
            ctx,
            op,
            "requires a permutation_map with input dims of the same rank as the source type",
        );
    }
    if let Some(mask) = t.mask {
        let mask_ty = ctx.value_type(mask);
        let mut lookup = ir::TypeLookup::new(ctx);
        let inferred = transfer_mask_type(&mut lookup, vector, map);
        if inferred != mask_ty {
            let text = if lookup.missed() {
                inferred_text(ctx, vector, map)
            } else {
                ir::printer::type_to_string(ctx, inferred)
            };
            return err(
                ctx,
                op,
                format_args!(
                    "inferred mask type ('{text}') and mask operand type ('{}') don't match",
                    ir::printer::type_to_string(ctx, mask_ty)
                ),
            );
        }
    }
    let flags = in_bounds_values(ctx, t.in_bounds);
    if data.results.len() != flags.len() {
        return err(
            ctx,
            op,
            format_args!(
                "expects the in_bounds attr of same rank as permutation_map results: {} vs inBounds of size: {}",
                ir::printer::attr_to_string(ctx, t.map),
                flags.len()
            ),
        );
    }
    for (r, f) in results.iter().zip(&flags) {
        if *r == Ok(None) && !f {
            return err(ctx, op, "requires broadcast dimensions to be in-bounds");
        }
    }
    Ok(())
}

/// The text of an inferred mask type that no value has (not interned).
fn inferred_text(ctx: &Context, vector: Type, map: AffineMap) -> String {
    let (shape, scalable) = match ctx.type_data(vector) {
        TypeData::Vector {
            shape, scalable, ..
        } => (shape.clone(), scalable.clone()),
        _ => (Vec::new(), Vec::new()),
    };
    let mut used: Vec<(u32, usize)> = Vec::new();
    for (i, r) in map_results(ctx, map).iter().enumerate() {
        if let Ok(Some(d)) = r {
            if !used.iter().any(|(u, _)| u == d) {
                used.push((*d, i));
            }
        }
    }
    used.sort_by_key(|(d, _)| *d);
    let mut s = String::from("vector<");
    for (_, i) in used {
        let n = shape.get(i).copied().unwrap_or(0);
        if scalable.get(i).copied().unwrap_or(false) {
            s.push_str(&format!("[{n}]x"));
        } else {
            s.push_str(&format!("{n}x"));
        }
    }
    s.push_str("i1>");
    s
}

/// `verifyPermutationMap`: a projected permutation.
pub(crate) fn verify_permutation(
    ctx: &Context,
    op: ir::Operation,
    map: Attribute,
) -> Result<(), Diagnostic> {
    let Some(map) = ctx.as_affine_map(map) else {
        return Ok(());
    };
    let mut seen = vec![false; ctx.affine_map_data(map).num_dims as usize];
    for r in map_results(ctx, map) {
        match r {
            Ok(None) => {}
            Ok(Some(d)) => {
                let d = d as usize;
                if seen.get(d).copied().unwrap_or(false) {
                    return err(ctx, op, "requires a permutation_map that is a permutation (found one dim used more than once)");
                }
                if let Some(s) = seen.get_mut(d) {
                    *s = true;
                }
            }
            Err(()) => {
                return err(ctx, op, "requires a projected permutation_map (at most one dim or the zero constant can appear in each result)");
            }
        }
    }
    Ok(())
}

/// The checks of `vector.transfer_read` after the common ones.
pub(crate) fn verify_read(ctx: &Context, op: TransferReadOp) -> Result<(), Diagnostic> {
    let t = Transfer {
        op: op.operation(),
        source: op.source(ctx),
        vector: op.vector(ctx),
        indices: op.indices(ctx).len(),
        mask: op.mask(ctx),
        map: op.permutation_map(ctx),
        in_bounds: op.in_bounds(ctx),
    };
    verify_common(ctx, &t, false)?;
    let padding = ctx.value_type(op.padding(ctx));
    let element = ctx.element_type_or_self(ctx.value_type(t.source));
    if ctx.is_vector(element) {
        if element != padding {
            return err(
                ctx,
                t.op,
                "requires source element type and padding type to match.",
            );
        }
    } else {
        let valid = ctx.is_any_integer(padding) || ctx.is_index(padding) || ctx.is_float(padding);
        if !valid {
            return err(ctx, t.op, "requires valid padding vector elemental type");
        }
        if padding != element {
            return err(
                ctx,
                t.op,
                "requires formal padding and source of the same elemental type",
            );
        }
    }
    verify_permutation(ctx, t.op, t.map)
}

/// The checks of `vector.transfer_write`.
pub(crate) fn verify_write(ctx: &Context, op: TransferWriteOp) -> Result<(), Diagnostic> {
    let t = Transfer {
        op: op.operation(),
        source: op.source(ctx),
        vector: op.vector(ctx),
        indices: op.indices(ctx).len(),
        mask: op.mask(ctx),
        map: op.permutation_map(ctx),
        in_bounds: op.in_bounds(ctx),
    };
    verify_common(ctx, &t, true)?;
    verify_permutation(ctx, t.op, t.map)
}

/// `expandDimsToRank`: `map` over `rank` dimensions, its dimension `j`
/// the `j`th one not `dropped` (a transfer's map through a rank-reducing
/// subview or slice).
pub fn expand_dims_to_rank(
    ctx: &mut Context,
    map: AffineMap,
    rank: usize,
    dropped: &[bool],
) -> AffineMap {
    let kept: Vec<u32> = (0..rank as u32)
        .filter(|d| !dropped.get(*d as usize).copied().unwrap_or(false))
        .collect();
    let data = ctx.affine_map_data(map).clone();
    let dims: Vec<_> = kept.iter().map(|d| ctx.affine_dim(*d)).collect();
    let symbols: Vec<_> = (0..data.num_symbols)
        .map(|s| ctx.affine_symbol(s))
        .collect();
    let results: Vec<_> = data
        .results
        .iter()
        .map(|e| ctx.affine_replace_dims_and_symbols(*e, &dims, &symbols))
        .collect();
    ctx.affine_map(rank as u32, data.num_symbols, &results)
}

/// A transfer dimension may be out of bounds (`hasOutOfBoundsDim`: one
/// that is not a broadcast and not marked in bounds).
pub fn has_out_of_bounds_dim(ctx: &Context, map: AffineMap, flags: Attribute) -> bool {
    let flags = in_bounds_values(ctx, flags);
    map_results(ctx, map)
        .iter()
        .enumerate()
        .any(|(i, r)| *r != Ok(None) && !flags.get(i).copied().unwrap_or(false))
}
