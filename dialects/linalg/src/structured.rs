//! What structured ops share (upstream's `LinalgOps.cpp`): the custom
//! form's `ins(...) outs(...)` parts, memory effects, result shapes
//! through the loops, the memref-cast fold; and `linalg.generic`, `linalg.yield`,
//! `linalg.index`.

use crate::verify::{element_or_self, ty};
use crate::*;
use ir::effects::{DefaultResource, EffectInstance, MemoryEffect};
use ir::interfaces::{DestinationStyleOpInterfaceRef, FoldResult as Ofr};
use ir::{
    Attribute, Context, CustomParser, CustomPrinter, Diagnostic, FoldResult, OpBuilder, OpId,
    OperationState, ParseError, RewritePattern, Type, Value,
};

/// The inputs and inits of a destination-style op (`getDpsInputs`,
/// `getDpsInits`).
pub fn dps_split(ctx: &Context, op: OpId) -> (Vec<Value>, Vec<Value>) {
    let inits =
        DestinationStyleOpInterfaceRef::get(ctx, op).map_or(0..0, |d| d.get_dps_inits_mutable(ctx));
    let mut ins = Vec::new();
    let mut outs = Vec::new();
    for (i, v) in ctx.operands(op).into_iter().enumerate() {
        if inits.contains(&i) {
            outs.push(v);
        } else {
            ins.push(v);
        }
    }
    (ins, outs)
}

/// Parses a comma-separated list of operands (possibly empty).
fn parse_operand_list(
    parser: &mut CustomParser<'_, '_, '_>,
) -> Result<Vec<ir::parser::UnresolvedOperand>, ParseError> {
    let mut list = Vec::new();
    if let Some(first) = parser.parse_optional_operand()? {
        list.push(first);
        while parser.parse_optional_punct(",") {
            list.push(parser.parse_operand()?);
        }
    }
    Ok(list)
}

fn resolve_all(
    parser: &mut CustomParser<'_, '_, '_>,
    operands: &[ir::parser::UnresolvedOperand],
    types: &[Type],
    at: usize,
    state: &mut OperationState,
) -> Result<(), ParseError> {
    if operands.len() != types.len() {
        return Err(parser.error_at(
            at,
            format!(
                "{} operands present, but expected {}",
                operands.len(),
                types.len()
            ),
        ));
    }
    for (u, &t) in operands.iter().zip(types) {
        let v = parser.resolve_operand(u, t)?;
        state.operands.push(v);
    }
    Ok(())
}

/// `parseCommonStructuredOpParts`: `<{props}>`, an attribute dictionary,
/// `ins(... : ...)`, `outs(... : ...)`; the operand segment sizes added.
pub(crate) fn parse_common_parts(
    parser: &mut CustomParser<'_, '_, '_>,
    state: &mut OperationState,
    add_segment_sizes: bool,
) -> Result<(Vec<Type>, Vec<Type>), ParseError> {
    if parser.parse_optional_punct("<") {
        state.properties = Some(parser.parse_attribute()?);
        parser.parse_punct(">")?;
    }
    parser.peek_byte();
    let attrs_at = parser.offset();
    let attrs = parser.parse_optional_attr_dict()?;
    state.attributes.extend(attrs);
    let (mut ins, mut in_types, mut in_at) = (Vec::new(), Vec::new(), 0);
    if parser.parse_optional_keyword("ins") {
        parser.parse_punct("(")?;
        in_at = parser.offset();
        ins = parse_operand_list(parser)?;
        parser.parse_punct(":")?;
        in_types = parser.parse_type_list()?;
        parser.parse_punct(")")?;
    }
    let (mut outs, mut out_types, mut out_at) = (Vec::new(), Vec::new(), 0);
    if parser.parse_optional_keyword("outs") {
        out_at = parser.offset();
        parser.parse_punct("(")?;
        outs = parse_operand_list(parser)?;
        parser.parse_punct(":")?;
        out_types = parser.parse_type_list()?;
        parser.parse_punct(")")?;
    }
    resolve_all(parser, &ins, &in_types, in_at, state)?;
    resolve_all(parser, &outs, &out_types, out_at, state)?;
    if add_segment_sizes {
        let ctx = parser.ctx();
        let i32t = ctx.integer_type(32);
        let sizes = ctx.dense_i_array_attr(i32t, &[ins.len() as i128, outs.len() as i128]);
        // (Into the properties when the form gave them, as upstream, which
        // shows them with the rest if they do not convert.)
        let given = state
            .properties
            .and_then(|p| ctx.as_dictionary(p).map(<[_]>::to_vec));
        match given {
            Some(mut entries) => {
                entries.push((ctx.ident("operandSegmentSizes"), sizes));
                state.properties = Some(ctx.dictionary_attr(&entries));
            }
            None => {
                state.add_attribute("operandSegmentSizes", sizes);
            }
        }
    }
    // Without properties, the inherent attributes of the dictionary are
    // checked here (one of another kind would be dropped silently).
    if state.properties.is_none() {
        let ctx = parser.ctx();
        let check = ctx
            .op_definition(state.name)
            .and_then(|d| d.verify_inherent_attrs);
        if let Some(Err(m)) = check.map(|f| f(ctx, &state.attributes)) {
            return Err(parser.op_error_at(attrs_at, m));
        }
    }
    Ok((in_types, out_types))
}

fn print_values_and_types(p: &mut CustomPrinter<'_, '_>, kw: &str, vs: &[Value]) {
    if vs.is_empty() {
        return;
    }
    p.write_str(" ");
    p.write_str(kw);
    p.write_str("(");
    p.print_operands(vs);
    p.write_str(" : ");
    let ctx = p.ctx();
    let types: Vec<Type> = vs.iter().map(|&v| ctx.value_type(v)).collect();
    p.print_types(&types);
    p.write_str(")");
}

/// `printCommonStructuredOpParts`.
pub(crate) fn print_common_parts(p: &mut CustomPrinter<'_, '_>, ins: &[Value], outs: &[Value]) {
    print_values_and_types(p, "ins", ins);
    print_values_and_types(p, "outs", outs);
}

/// `printNamedStructuredOpResults` (`printOptionalArrowTypeList`).
pub(crate) fn print_results(p: &mut CustomPrinter<'_, '_>, types: &[Type]) {
    if types.is_empty() {
        return;
    }
    let ctx = p.ctx();
    let wrap = types.len() != 1 || ctx.is_function(types[0]);
    p.write_str(" -> ");
    if wrap {
        p.write_str("(");
    }
    p.print_types(types);
    if wrap {
        p.write_str(")");
    }
}

/// `getGenericEffectsImpl`: reads of memref inputs, writes (and reads when
/// the payload uses them) of memref inits.
pub(crate) fn generic_effects(
    ctx: &Context,
    op: OpId,
    effects: &mut Vec<EffectInstance<MemoryEffect>>,
) {
    let (ins, outs) = dps_split(ctx, op);
    let full = |e: MemoryEffect, v: Value| {
        EffectInstance::new(e, &DefaultResource)
            .on_value(v)
            .with_full_effect(true)
    };
    for &v in &ins {
        if ctx.is_memref(ctx.value_type(v)) {
            effects.push(full(MemoryEffect::Read, v));
        }
    }
    let block = ctx
        .op_regions(op)
        .first()
        .and_then(|&r| ctx.region_entry(r));
    for (i, &v) in outs.iter().enumerate() {
        if !ctx.is_memref(ctx.value_type(v)) {
            continue;
        }
        let used = block.is_some_and(|b| {
            let n = ins.len() + i;
            n < ctx.num_block_args(b) && ctx.has_uses(ctx.block_arg(b, n))
        });
        if used {
            effects.push(full(MemoryEffect::Read, v));
        }
        effects.push(full(MemoryEffect::Write, v));
    }
}

/// `createOrFoldDimOp`: a folded `tensor.dim`/`memref.dim` of `v` (its
/// index constant created first, as upstream's builder does).
fn create_or_fold_dim(builder: &mut OpBuilder, loc: ir::Location, v: Value, i: usize) -> Value {
    let t = builder.ctx().value_type(v);
    let index = builder.ctx().index_type();
    let at = builder.ctx().index_attr(i as i64);
    let c = arith::ConstantOp::build(builder, loc, index, at).result(builder.ctx());
    let dim = if builder.ctx().is_memref(t) {
        memref::DimOp::build(builder, loc, index, v, c).operation()
    } else {
        tensor::DimOp::build(builder, loc, index, v, c).operation()
    };
    ir::rewrite::create_or_fold(builder, dim)[0]
}

/// Whether `e` uses one of the dimensions `range`.
fn uses_dims(e: &LoopExpr, range: &std::ops::Range<usize>) -> bool {
    match e {
        LoopExpr::Dim(d) => range.contains(&(*d as usize)),
        LoopExpr::Binary(_, l, r) => uses_dims(l, range) || uses_dims(r, range),
        LoopExpr::Symbol(_) | LoopExpr::Const(_) => false,
    }
}

/// `LinalgOp::reifyResultShapes`: each init's sizes from the operands'
/// sizes through the loops (`getLoopsToShapesMap` composed with its
/// inverse, `getShapesToLoopsMap`), every operand's dynamic size taken
/// first (`createFlatListOfOperandDims`) and each result size made by
/// `makeComposedFoldedAffineApply`; a size that needs an init's own
/// sizes is a `dim` of the init.
pub(crate) fn reify_from_inits(
    builder: &mut OpBuilder,
    op: OpId,
    shapes: &mut Vec<Vec<Ofr>>,
) -> Result<(), Diagnostic> {
    let Some(lop) = LinalgOpRef::get(builder.ctx(), op) else {
        return Ok(());
    };
    let ctx = builder.ctx();
    let maps = lop.get_indexing_maps_array(ctx);
    let num_loops = lop.get_num_loops(ctx);
    let operands = ctx.operands(op);
    let inits =
        DestinationStyleOpInterfaceRef::get(ctx, op).map_or(0..0, |d| d.get_dps_inits_mutable(ctx));
    let ranks: Vec<usize> = operands
        .iter()
        .map(|&v| crate::verify::shape_of(ctx, ctx.value_type(v)).len())
        .collect();
    let flat: Vec<LoopExpr> = maps
        .iter()
        .flat_map(|m| m.results.iter().cloned())
        .collect();
    // `inversePermutation`: the first size indexed by each loop.
    let mut loop_to_size: Vec<Option<u32>> = vec![None; num_loops];
    for (i, e) in flat.iter().enumerate() {
        if let LoopExpr::Dim(d) = e {
            if let Some(slot) = loop_to_size.get_mut(*d as usize) {
                slot.get_or_insert(i as u32);
            }
        }
    }
    let Some(loop_to_size) = loop_to_size.into_iter().collect::<Option<Vec<u32>>>() else {
        return Err(Diagnostic::op_error(
            ctx,
            op,
            "expected the shape-to-loops map to be non-null",
        ));
    };
    let start: usize = ranks[..inits.start].iter().sum();
    let end: usize = start + ranks[inits.clone()].iter().sum::<usize>();
    fn compose(e: &LoopExpr, loop_to_size: &[u32]) -> LoopExpr {
        match e {
            LoopExpr::Dim(d) => LoopExpr::Dim(loop_to_size[*d as usize]),
            LoopExpr::Binary(k, l, r) => LoopExpr::Binary(
                *k,
                Box::new(compose(l, loop_to_size)),
                Box::new(compose(r, loop_to_size)),
            ),
            other => other.clone(),
        }
    }
    let results: Vec<LoopExpr> = flat
        .get(start..end)
        .unwrap_or_default()
        .iter()
        .map(|e| compose(e, &loop_to_size))
        .collect();
    let loc = ctx.op_loc(op);
    let mut sizes = Vec::with_capacity(flat.len());
    for (&v, &rank) in operands.iter().zip(&ranks) {
        let t = builder.ctx().value_type(v);
        let shape = crate::verify::shape_of(builder.ctx(), t);
        for (i, &d) in shape.iter().enumerate().take(rank) {
            sizes.push(if d == ir::DYNAMIC {
                Ofr::Value(create_or_fold_dim(builder, loc, v, i))
            } else {
                Ofr::Attr(builder.ctx().index_attr(d))
            });
        }
    }
    let num_sizes = flat.len() as u32;
    let mut values = Vec::with_capacity(results.len());
    for e in &results {
        let expr = e.intern(builder.ctx());
        let map = builder.ctx().affine_map(num_sizes, 0, &[expr]);
        values.push(
            affine::transforms::expand_index::make_composed_folded_affine_apply(
                builder, loc, map, &sizes,
            ),
        );
    }
    let outputs = start..end;
    let mut pos = 0;
    for i in inits {
        let v = operands[i];
        let t = builder.ctx().value_type(v);
        let shape = crate::verify::shape_of(builder.ctx(), t);
        let mut dims = Vec::with_capacity(shape.len());
        for (d, &size) in shape.iter().enumerate() {
            dims.push(if size != ir::DYNAMIC {
                Ofr::Attr(builder.ctx().index_attr(size))
            } else if uses_dims(&results[pos], &outputs) {
                Ofr::Value(create_or_fold_dim(builder, loc, v, d))
            } else {
                values[pos]
            });
            pos += 1;
        }
        shapes.push(dims);
    }
    Ok(())
}

/// The operands the payload's block arguments match
/// (`getOpOperandsMatchingBBargs`): all but a map's init.
pub(crate) fn operands_matching_bbargs(ctx: &Context, op: OpId) -> Vec<usize> {
    if MapOp::cast(ctx, op).is_some() {
        return crate::ops::map_bbarg_operands(ctx, op);
    }
    (0..ctx.num_operands(op)).collect()
}

/// Names the entry block's arguments of a structured op's body: `in` for
/// its inputs' and `out_name` (if any) for its inits'
/// (`getAsmBlockArgumentNames` of generic, map and reduce).
pub(crate) fn name_block_args(
    ctx: &Context,
    op: OpId,
    region: ir::RegionId,
    out_name: Option<&str>,
    set_name: &mut dyn FnMut(Value, &str),
) {
    let Some(block) = ctx.region_entry(region) else {
        return;
    };
    let (ins, outs) = dps_split(ctx, op);
    let args = ctx.block_args(block);
    for &v in args.iter().take(ins.len()) {
        set_name(v, "in");
    }
    if let Some(name) = out_name {
        for &v in args.iter().skip(args.len().saturating_sub(outs.len())) {
            set_name(v, name);
        }
    }
}

/// `tensor.dim` of dimension `i` of `v` (with its index constant).
pub(crate) fn build_dim(builder: &mut OpBuilder, loc: ir::Location, v: Value, i: usize) -> Value {
    let index = builder.ctx().index_type();
    let at = builder.ctx().index_attr(i as i64);
    let c = arith::ConstantOp::build(builder, loc, index, at).result(builder.ctx());
    tensor::DimOp::build(builder, loc, index, v, c).result(builder.ctx())
}

/// Upstream's structured ops' `fold`: `memref::foldMemRefCast`.
pub(crate) fn fold_memref_casts(ctx: &mut Context, op: OpId) -> FoldResult {
    memref::fold_memref_cast(ctx, op, None)
}

impl GenericOpHooks for GenericOp {
    fn verify(self, _ctx: &Context) -> Result<(), Diagnostic> {
        Ok(())
    }

    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> FoldResult {
        fold_memref_casts(ctx, self.operation())
    }

    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        vec![Box::new(crate::patterns::EraseIdentityLinalgOp(
            "linalg.generic",
        ))]
    }

    fn parse(
        parser: &mut CustomParser<'_, '_, '_>,
        state: &mut OperationState,
    ) -> Result<(), ParseError> {
        let at = parser.offset();
        let dict = parser.parse_attribute()?;
        let ctx = parser.ctx();
        let Some(entries) = ctx.as_dictionary(dict).map(<[ir::NamedAttr]>::to_vec) else {
            return Err(parser.error_at(at, "invalid kind of attribute specified"));
        };
        let mut attrs = Vec::new();
        let mut have_iterators = false;
        for (name, value) in entries {
            let ctx = parser.ctx();
            if ctx.ident_str(name) != "iterator_types" {
                attrs.push((name, value));
                continue;
            }
            let Some(list) = ctx.as_array(value).map(<[Attribute]>::to_vec) else {
                break;
            };
            have_iterators = true;
            let mut converted = Vec::new();
            for a in list {
                let ctx = parser.ctx();
                let s = ctx.as_string(a).unwrap_or_default().to_string();
                let Ok(it) = s.parse::<IteratorType>() else {
                    return Err(parser.error(format!("unexpected iterator_type ({s})")));
                };
                converted.push(IteratorTypeAttr::get_in(parser.ctx(), it));
            }
            let arr = parser.ctx().array_attr(&converted);
            attrs.push((name, arr));
        }
        if !have_iterators {
            return Err(parser.error_at(at, "expected \"iterator_types\" array attribute"));
        }
        state.attributes.extend(attrs);
        parse_common_parts(parser, state, true)?;
        if parser.parse_optional_keyword("attrs") {
            parser.parse_punct("=")?;
            let extra = parser.parse_optional_attr_dict()?;
            state.attributes.extend(extra);
        }
        let region = parser.parse_region(&[], false)?;
        state.regions.push(region);
        let results = parser.parse_optional_arrow_type_list()?;
        state.add_result_types(&results);
        Ok(())
    }

    fn print(self, p: &mut CustomPrinter<'_, '_>) {
        let ctx = p.ctx();
        let op = self.operation();
        let trait_names = ["doc", "indexing_maps", "library_call", "iterator_types"];
        let mut generic = Vec::new();
        let mut all = ctx.attrs(op).to_vec();
        if let Some(props) = ctx.props(op).and_then(|d| ctx.as_dictionary(d)) {
            all.extend_from_slice(props);
        }
        all.sort_by(|a, b| ctx.ident_str(a.0).cmp(ctx.ident_str(b.0)));
        let mut extra = false;
        for &(n, a) in &all {
            let name = ctx.ident_str(n);
            if trait_names.contains(&name) {
                generic.push((n, a));
            } else if name != "operandSegmentSizes" {
                extra = true;
            }
        }
        p.write_str(" ");
        if !generic.is_empty() {
            p.write_str("{");
            for (i, &(n, a)) in generic.iter().enumerate() {
                if i > 0 {
                    p.write_str(", ");
                }
                let name = ctx.ident_str(n);
                p.write_str(name);
                p.write_str(" = ");
                if name == "iterator_types" {
                    p.write_str("[");
                    for (j, &e) in ctx.as_array(a).unwrap_or_default().iter().enumerate() {
                        if j > 0 {
                            p.write_str(", ");
                        }
                        match IteratorTypeAttr::parse_value(ctx, e) {
                            Some(t) => p.write_str(&format!("\"{t}\"")),
                            None => p.print_attribute(e),
                        }
                    }
                    p.write_str("]");
                } else {
                    p.print_attribute(a);
                }
            }
            p.write_str("}");
        }
        let (ins, outs) = dps_split(ctx, op);
        print_common_parts(p, &ins, &outs);
        if extra {
            p.write_str(" attrs = ");
            let mut elided: Vec<&str> = trait_names.to_vec();
            elided.push("operandSegmentSizes");
            p.print_optional_attr_dict(op, &elided);
        }
        let region = ctx.op_region(op, 0);
        if !ctx.region_blocks(region).is_empty() {
            p.write_str(" ");
            p.print_region(region, true, true);
        }
        let results = ctx.result_types(op);
        print_results(p, &results);
    }

    fn get_effects(op: Self, ctx: &Context, effects: &mut Vec<EffectInstance<MemoryEffect>>) {
        generic_effects(ctx, op.operation(), effects);
    }

    fn get_dps_inits_mutable(op: Self, ctx: &Context) -> std::ops::Range<usize> {
        let (s, n) = op.operand_group(ctx, 1);
        s..s + n
    }

    fn get_iterator_types_array(op: Self, ctx: &Context) -> Vec<IteratorType> {
        let Some(a) = ctx.attr(op.operation(), "iterator_types") else {
            return Vec::new();
        };
        ctx.as_array(a)
            .unwrap_or_default()
            .iter()
            .filter_map(|&e| IteratorTypeAttr::parse_value(ctx, e))
            .collect()
    }

    fn get_indexing_maps_array(op: Self, ctx: &Context) -> Vec<LoopMap> {
        let Some(a) = ctx.attr(op.operation(), "indexing_maps") else {
            return Vec::new();
        };
        ctx.as_array(a)
            .unwrap_or_default()
            .iter()
            .filter_map(|&e| ctx.as_affine_map(e))
            .map(|m| LoopMap::from_ir(ctx, m))
            .collect()
    }

    fn reify_result_shapes(
        op: Self,
        builder: &mut OpBuilder,
        shapes: &mut Vec<Vec<Ofr>>,
    ) -> Result<(), Diagnostic> {
        reify_from_inits(builder, op.operation(), shapes)
    }

    fn get_asm_block_argument_names(
        op: Self,
        ctx: &Context,
        region: ir::RegionId,
        set_name: &mut dyn FnMut(Value, &str),
    ) {
        name_block_args(ctx, op.operation(), region, Some("out"), set_name);
    }
}

impl YieldOpHooks for YieldOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let Some(parent) = ctx.op_parent_op(op) else {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "expected single non-empty parent region",
            ));
        };
        let regions = ctx.op_regions(parent);
        if regions.len() != 1 || ctx.region_blocks(regions[0]).is_empty() {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "expected single non-empty parent region",
            ));
        }
        if LinalgOpRef::get(ctx, parent).is_none() {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "expected parent op with LinalgOp interface",
            ));
        }
        let (_, outs) = dps_split(ctx, parent);
        let n = ctx.num_operands(op);
        if n != outs.len() {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                format!(
                    "expected number of yield values ({n}) to match the number of inits / outs operands of the enclosing LinalgOp ({})",
                    outs.len()
                ),
            ));
        }
        for (i, v) in ctx.operands(op).into_iter().enumerate() {
            let element = element_or_self(ctx, ctx.value_type(outs[i]));
            let t = ctx.value_type(v);
            if t != element {
                return Err(Diagnostic::op_error(
                    ctx,
                    op,
                    format!(
                        "type of yield operand {} ({}) doesn't match the element type of the enclosing linalg.generic op ({})",
                        i + 1,
                        ty(ctx, t),
                        ty(ctx, element)
                    ),
                ));
            }
        }
        Ok(())
    }

    fn parse(
        parser: &mut CustomParser<'_, '_, '_>,
        state: &mut OperationState,
    ) -> Result<(), ParseError> {
        let at = parser.offset();
        let operands = parse_operand_list(parser)?;
        let attrs = parser.parse_optional_attr_dict()?;
        state.attributes.extend(attrs);
        let mut types = Vec::new();
        if !operands.is_empty() {
            parser.parse_punct(":")?;
            types = parser.parse_type_list()?;
        }
        resolve_all(parser, &operands, &types, at, state)
    }

    fn print(self, p: &mut CustomPrinter<'_, '_>) {
        let ctx = p.ctx();
        let op = self.operation();
        let operands = ctx.operands(op);
        if !operands.is_empty() {
            p.write_str(" ");
            p.print_operands(&operands);
        }
        p.print_optional_attr_dict(op, &[]);
        if !operands.is_empty() {
            p.write_str(" : ");
            let types = ctx.operand_types(op);
            p.print_types(&types);
        }
    }
}

impl IndexOpHooks for IndexOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let Some(parent) = ctx.op_parent_op(op).and_then(|p| LinalgOpRef::get(ctx, p)) else {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "expected parent op with LinalgOp interface",
            ));
        };
        let loops = parent.get_num_loops(ctx);
        let dim = self.dim(ctx);
        if usize::try_from(dim).is_ok_and(|d| d >= loops) {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                format!("expected dim ({dim}) to be lower than the number of loops ({loops}) of the enclosing LinalgOp"),
            ));
        }
        Ok(())
    }
}
