//! `linalg.map`, `linalg.reduce`, `linalg.transpose` and
//! `linalg.broadcast` (upstream's `LinalgOps.cpp`): their short and long
//! custom forms, verifiers, indexing maps and iterator types.

use crate::structured::{
    dps_split, fold_memref_casts, generic_effects, parse_common_parts, print_common_parts,
    reify_from_inits,
};
use crate::verify::ty;
use crate::*;
use ir::effects::{EffectInstance, MemoryEffect};
use ir::interfaces::FoldResult as Ofr;
use ir::parser::RegionArgument;
use ir::{
    Attribute, Context, CustomParser, CustomPrinter, Diagnostic, FoldResult, OpBuilder, OpId,
    OperationState, ParseError, RewritePattern, Type, Value,
};

fn err(ctx: &Context, op: OpId, msg: impl std::fmt::Display) -> Diagnostic {
    Diagnostic::op_error(ctx, op, msg)
}

fn shape(ctx: &Context, v: Value) -> Vec<i64> {
    ctx.shape(ctx.value_type(v))
        .map(<[i64]>::to_vec)
        .unwrap_or_default()
}

fn element(ctx: &Context, v: Value) -> Type {
    let t = ctx.value_type(v);
    ctx.element_type(t).unwrap_or(t)
}

fn dims_text(d: &[i64]) -> String {
    // Upstream streams the sizes as integers (a dynamic one is `i64::MIN`).
    d.iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// The `i64` values of a dense array attribute.
pub(crate) fn i64s(ctx: &Context, a: Option<Attribute>) -> Vec<i64> {
    match a.and_then(|a| ctx.as_dense_array(a)) {
        Some((_, ir::DenseData::Int(v))) => v.iter().map(|&x| x as i64).collect(),
        _ => Vec::new(),
    }
}

fn identity(rank: usize) -> LoopMap {
    LoopMap {
        num_dims: rank as u32,
        num_symbols: 0,
        results: (0..rank as u32).map(LoopExpr::Dim).collect(),
    }
}

fn identity_without(rank: usize, dropped: &[i64]) -> LoopMap {
    LoopMap {
        num_dims: rank as u32,
        num_symbols: 0,
        results: (0..rank as u32)
            .filter(|d| !dropped.contains(&i64::from(*d)))
            .map(LoopExpr::Dim)
            .collect(),
    }
}

/// `{ op.name {attrs} }` of the short form, if present.
fn parse_payload_name(
    parser: &mut CustomParser<'_, '_, '_>,
) -> Result<Option<(String, Vec<ir::NamedAttr>)>, ParseError> {
    if !parser.parse_optional_punct("{") {
        return Ok(None);
    }
    let Some(name) = parser.parse_optional_bare_id() else {
        return Err(parser.error("expected operation name"));
    };
    let attrs = parser.parse_optional_attr_dict()?;
    parser.parse_punct("}")?;
    Ok(Some((name, attrs)))
}

/// `parseDstStyleOp`: the common parts, result types from the ranked
/// tensor inits, the required attribute (`keyword = [..]`), and an
/// attribute dictionary.
fn parse_dst_style(
    parser: &mut CustomParser<'_, '_, '_>,
    state: &mut OperationState,
    keyword: Option<&str>,
) -> Result<(), ParseError> {
    let (_, outs) = parse_common_parts(parser, state, false)?;
    for t in outs {
        if parser.ctx().is_ranked_tensor(t) {
            state.result_types.push(t);
        }
    }
    if let Some(kw) = keyword {
        parser.parse_keyword(kw)?;
        parser.parse_punct("=")?;
        parser.parse_punct("[")?;
        let mut values = Vec::new();
        if !parser.parse_optional_punct("]") {
            loop {
                values.push(i128::from(parser.parse_integer()?));
                if parser.parse_optional_punct("]") {
                    break;
                }
                parser.parse_punct(",")?;
            }
        }
        let i64t = parser.ctx().integer_type(64);
        let a = parser.ctx().dense_i_array_attr(i64t, &values);
        state.add_attribute(kw, a);
    }
    let attrs = parser.parse_optional_attr_dict()?;
    state.attributes.extend(attrs);
    Ok(())
}

/// `addBodyWithPayloadOp`: a block of the operands' element types whose
/// one op is the payload (the init's argument first when `init_first`).
fn add_payload_body(
    ctx: &mut Context,
    state: &mut OperationState,
    name: &str,
    attrs: &[ir::NamedAttr],
    operands: &[Value],
    init_first: bool,
) {
    let unknown = ctx.unknown_loc();
    let region = state.add_region(ctx);
    let args: Vec<(Type, ir::Location)> = operands
        .iter()
        .map(|&v| (element(ctx, v), unknown))
        .collect();
    let result_ty = state.operands.last().map(|&v| element(ctx, v));
    let mut b = OpBuilder::new(ctx);
    let block = b.create_block(region, &args);
    let mut bbargs = b.ctx().block_args(block);
    if init_first {
        if let Some(last) = bbargs.pop() {
            bbargs.insert(0, last);
        }
    }
    let loc = state.location;
    let named: Vec<(String, Attribute)> = attrs
        .iter()
        .map(|(n, a)| (b.ctx().ident_str(*n).to_string(), *a))
        .collect();
    let named: Vec<(&str, Attribute)> = named.iter().map(|(n, a)| (n.as_str(), *a)).collect();
    let types: Vec<Type> = result_ty.into_iter().collect();
    let payload = b.create_simple(name, loc, &bbargs, &types, &named);
    let results = b.ctx().results(payload);
    b.create_simple("linalg.yield", loc, &results, &[], &[]);
}

/// `(%a: t, ...)` then a region.
fn parse_long_body(
    parser: &mut CustomParser<'_, '_, '_>,
    state: &mut OperationState,
) -> Result<(), ParseError> {
    parser.parse_punct("(")?;
    let mut args: Vec<RegionArgument> = Vec::new();
    if !parser.parse_optional_punct(")") {
        loop {
            args.push(parser.parse_argument_with_attrs()?);
            if parser.parse_optional_punct(")") {
                break;
            }
            parser.parse_punct(",")?;
        }
    }
    let region = parser.parse_region(&args, false)?;
    state.regions.push(region);
    Ok(())
}

/// `findPayloadOp`.
fn find_payload(ctx: &Context, block: ir::BlockId, init_first: bool) -> Option<OpId> {
    if ctx.block_len(block) != 2 {
        return None;
    }
    let payload = ctx.block_first_op(block)?;
    let operands = ctx.operands(payload);
    let args = ctx.block_args(block);
    if operands.is_empty() || operands.len() != args.len() {
        return None;
    }
    if init_first {
        if operands.last() != args.first() {
            return None;
        }
        if operands
            .iter()
            .zip(args.iter().skip(1))
            .any(|(o, a)| o != a)
        {
            return None;
        }
    } else if operands.iter().zip(&args).any(|(o, a)| o != a) {
        return None;
    }
    Some(payload)
}

/// `printShortForm`.
fn print_short_form(p: &mut CustomPrinter<'_, '_>, payload: OpId) {
    let ctx = p.ctx();
    p.write_str(" { ");
    p.write_str(ctx.op_name_of(payload));
    let mut elided: Vec<&str> = Vec::new();
    let mut all = ctx.attrs(payload).to_vec();
    if let Some(props) = ctx.props(payload).and_then(|d| ctx.as_dictionary(d)) {
        all.extend_from_slice(props);
    }
    all.sort_by(|a, b| ctx.ident_str(a.0).cmp(ctx.ident_str(b.0)));
    for (n, a) in &all {
        if arith::FastMathFlagsAttr::parse_value(ctx, *a) == Some(arith::FastMathFlags::NONE) {
            elided.push(ctx.ident_str(*n));
            break;
        }
    }
    p.print_optional_attr_dict(payload, &elided);
    p.write_str(" }");
}

/// The long form's block arguments and region.
fn print_long_body(p: &mut CustomPrinter<'_, '_>, region: ir::RegionId, block: ir::BlockId) {
    let ctx = p.ctx();
    p.increase_indent();
    p.print_newline();
    p.write_str("(");
    for (i, a) in ctx.block_args(block).into_iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_region_argument(a, &[]);
    }
    p.write_str(") ");
    p.print_region(region, false, true);
    p.decrease_indent();
}

fn entry(ctx: &Context, op: OpId) -> Option<ir::BlockId> {
    ctx.op_regions(op)
        .first()
        .and_then(|&r| ctx.region_entry(r))
}

fn dps_range(op: OpId, ctx: &Context, inits: usize) -> std::ops::Range<usize> {
    let n = ctx.num_operands(op);
    n.saturating_sub(inits)..n
}

/// The operands a map's block arguments match: its inputs.
pub(crate) fn map_bbarg_operands(ctx: &Context, op: OpId) -> Vec<usize> {
    (0..ctx.num_operands(op).saturating_sub(1)).collect()
}

impl MapOpHooks for MapOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let Some(block) = entry(ctx, op) else {
            return Ok(());
        };
        let inputs = self.inputs(ctx);
        let args = ctx.block_args(block);
        if inputs.len() != args.len() {
            return Err(err(
                ctx,
                op,
                format!(
                    "expects number of operands to match the arity of mapper, but got: {} and {}",
                    inputs.len(),
                    args.len()
                ),
            ));
        }
        for (&a, &i) in args.iter().zip(&inputs) {
            let (at, it) = (ctx.value_type(a), element(ctx, i));
            if at != it {
                return Err(err(
                    ctx,
                    op,
                    format!(
                        "expected element type of input {} to match bbArg type {}",
                        ty(ctx, it),
                        ty(ctx, at)
                    ),
                ));
            }
        }
        let out = shape(ctx, self.init(ctx));
        for &i in &inputs {
            let s = shape(ctx, i);
            if s != out {
                return Err(err(
                    ctx,
                    op,
                    format!(
                        "expected shape of input ({}) to match shape of output ({})",
                        dims_text(&s),
                        dims_text(&out)
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
        let payload = parse_payload_name(parser)?;
        parse_dst_style(parser, state, None)?;
        match payload {
            Some((name, attrs)) => {
                if state.operands.is_empty() {
                    state.add_region(parser.ctx());
                } else {
                    let inputs = state.operands[..state.operands.len() - 1].to_vec();
                    add_payload_body(parser.ctx(), state, &name, &attrs, &inputs, false);
                }
            }
            None => parse_long_body(parser, state)?,
        }
        Ok(())
    }

    fn print(self, p: &mut CustomPrinter<'_, '_>) {
        let ctx = p.ctx();
        let op = self.operation();
        let block = entry(ctx, op);
        let payload = block.and_then(|b| find_payload(ctx, b, false));
        if let Some(pl) = payload {
            print_short_form(p, pl);
        }
        let (ins, outs) = dps_split(ctx, op);
        print_common_parts(p, &ins, &outs);
        p.print_optional_attr_dict(op, &[]);
        if payload.is_none() {
            if let Some(b) = block {
                print_long_body(p, ctx.op_region(op, 0), b);
            }
        }
    }

    fn get_effects(op: Self, ctx: &Context, effects: &mut Vec<EffectInstance<MemoryEffect>>) {
        generic_effects(ctx, op.operation(), effects)
    }

    fn get_dps_inits_mutable(op: Self, ctx: &Context) -> std::ops::Range<usize> {
        dps_range(op.operation(), ctx, 1)
    }

    fn get_iterator_types_array(op: Self, ctx: &Context) -> Vec<IteratorType> {
        vec![IteratorType::Parallel; shape(ctx, op.init(ctx)).len()]
    }

    fn get_indexing_maps_array(op: Self, ctx: &Context) -> Vec<LoopMap> {
        let rank = shape(ctx, op.init(ctx)).len();
        vec![identity(rank); ctx.num_operands(op.operation())]
    }

    fn reify_result_shapes(
        op: Self,
        builder: &mut OpBuilder,
        shapes: &mut Vec<Vec<Ofr>>,
    ) -> Result<(), Diagnostic> {
        reify_from_inits(builder, op.operation(), shapes)
    }

    fn get_asm_result_names(op: Self, ctx: &Context, set_name: &mut dyn FnMut(Value, &str)) {
        if let Some(&r) = ctx.results(op.operation()).first() {
            set_name(r, "mapped");
        }
    }

    fn get_asm_block_argument_names(
        op: Self,
        ctx: &Context,
        region: ir::RegionId,
        set_name: &mut dyn FnMut(Value, &str),
    ) {
        crate::structured::name_block_args(ctx, op.operation(), region, None, set_name);
    }
}

impl ReduceOpHooks for ReduceOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let (ins, inits) = dps_split(ctx, op);
        let dims = i64s(ctx, ctx.attr(op, "dimensions"));
        for i in 1..ins.len() {
            if shape(ctx, ins[i]) != shape(ctx, ins[0]) {
                return Err(err(ctx, op, format!("expects all inputs to have the same shapes. Shape at input-index {i} is not equal to the shape at input-index 0.")));
            }
        }
        for i in 1..inits.len() {
            if shape(ctx, inits[i]) != shape(ctx, inits[0]) {
                return Err(err(ctx, op, format!("expects all outputs to have the same shapes. Shape at output-index {i} is not equal to the shape at output-index 0.")));
            }
        }
        let (Some(&input), Some(&init)) = (ins.first(), inits.first()) else {
            return Ok(());
        };
        let in_dims = shape(ctx, input);
        let init_dims = shape(ctx, init);
        let rank = in_dims.len() as i64;
        for &d in &dims {
            if d < 0 || d >= rank {
                return Err(err(
                    ctx,
                    op,
                    format!(
                        "dimensions for reduction should be in the range [0, {}].",
                        rank - 1
                    ),
                ));
            }
        }
        let reduced: Vec<i64> = in_dims
            .iter()
            .enumerate()
            .filter(|(i, _)| !dims.contains(&(*i as i64)))
            .map(|(_, &d)| d)
            .collect();
        if reduced.len() != init_dims.len() {
            return Err(err(
                ctx,
                op,
                format!(
                    "number of dimensions after reduction {} doesn't match the init rank {}",
                    reduced.len(),
                    init_dims.len()
                ),
            ));
        }
        if reduced != init_dims {
            return Err(err(
                ctx,
                op,
                format!(
                    "init dimensions [{}] doesn't match input dimensions after reduction [{}]",
                    dims_text(&init_dims),
                    dims_text(&reduced)
                ),
            ));
        }
        let Some(block) = entry(ctx, op) else {
            return Ok(());
        };
        let args = ctx.block_args(block);
        if args.len() != ctx.num_operands(op) {
            return Err(err(
                ctx,
                op,
                "mismatching number of operands and block arguments",
            ));
        }
        for (&i, &a) in ins.iter().zip(&args) {
            let (et, at) = (element(ctx, i), ctx.value_type(a));
            if et != at {
                return Err(err(
                    ctx,
                    op,
                    format!(
                        "input element type {} does not match corresponding block argument type {}",
                        ty(ctx, et),
                        ty(ctx, at)
                    ),
                ));
            }
        }
        for (&o, &a) in inits.iter().zip(&args[args.len() - inits.len()..]) {
            let (et, at) = (element(ctx, o), ctx.value_type(a));
            if et != at {
                return Err(err(
                    ctx,
                    op,
                    format!("output element type {} does not match corresponding block argument type {}", ty(ctx, et), ty(ctx, at)),
                ));
            }
        }
        Ok(())
    }

    fn parse(
        parser: &mut CustomParser<'_, '_, '_>,
        state: &mut OperationState,
    ) -> Result<(), ParseError> {
        let payload = parse_payload_name(parser)?;
        parse_dst_style(parser, state, Some("dimensions"))?;
        match payload {
            Some((name, attrs)) => {
                let operands = state.operands.clone();
                add_payload_body(parser.ctx(), state, &name, &attrs, &operands, true);
            }
            None => parse_long_body(parser, state)?,
        }
        Ok(())
    }

    fn print(self, p: &mut CustomPrinter<'_, '_>) {
        let ctx = p.ctx();
        let op = self.operation();
        let block = entry(ctx, op);
        let payload = block.and_then(|b| find_payload(ctx, b, true));
        if let Some(pl) = payload {
            print_short_form(p, pl);
        }
        let (ins, outs) = dps_split(ctx, op);
        print_common_parts(p, &ins, &outs);
        print_dense_i64(p, "dimensions", &i64s(ctx, ctx.attr(op, "dimensions")));
        p.print_optional_attr_dict(op, &["dimensions"]);
        if payload.is_none() {
            if let Some(b) = block {
                print_long_body(p, ctx.op_region(op, 0), b);
            }
        }
    }

    fn get_effects(op: Self, ctx: &Context, effects: &mut Vec<EffectInstance<MemoryEffect>>) {
        generic_effects(ctx, op.operation(), effects)
    }

    fn get_dps_inits_mutable(op: Self, ctx: &Context) -> std::ops::Range<usize> {
        let n = ctx.num_operands(op.operation());
        n / 2..n
    }

    fn get_iterator_types_array(op: Self, ctx: &Context) -> Vec<IteratorType> {
        let (ins, _) = dps_split(ctx, op.operation());
        let rank = ins.first().map_or(0, |&v| shape(ctx, v).len());
        let mut its = vec![IteratorType::Parallel; rank];
        for d in i64s(ctx, ctx.attr(op.operation(), "dimensions")) {
            if let Some(slot) = usize::try_from(d).ok().and_then(|d| its.get_mut(d)) {
                *slot = IteratorType::Reduction;
            }
        }
        its
    }

    fn get_indexing_maps_array(op: Self, ctx: &Context) -> Vec<LoopMap> {
        let (ins, outs) = dps_split(ctx, op.operation());
        let rank = ins.first().map_or(0, |&v| shape(ctx, v).len());
        let dims = i64s(ctx, ctx.attr(op.operation(), "dimensions"));
        let mut maps = vec![identity(rank); ins.len()];
        maps.extend(std::iter::repeat_n(
            identity_without(rank, &dims),
            outs.len(),
        ));
        maps
    }

    fn reify_result_shapes(
        op: Self,
        builder: &mut OpBuilder,
        shapes: &mut Vec<Vec<Ofr>>,
    ) -> Result<(), Diagnostic> {
        reify_from_inits(builder, op.operation(), shapes)
    }

    fn get_asm_result_names(op: Self, ctx: &Context, set_name: &mut dyn FnMut(Value, &str)) {
        if let Some(&r) = ctx.results(op.operation()).first() {
            set_name(r, "reduced");
        }
    }

    fn get_asm_block_argument_names(
        op: Self,
        ctx: &Context,
        region: ir::RegionId,
        set_name: &mut dyn FnMut(Value, &str),
    ) {
        crate::structured::name_block_args(ctx, op.operation(), region, Some("init"), set_name);
    }
}

/// ` name = [1, 2] ` (`printDenseI64ArrayAttr`).
fn print_dense_i64(p: &mut CustomPrinter<'_, '_>, name: &str, values: &[i64]) {
    let text: Vec<String> = values.iter().map(ToString::to_string).collect();
    p.write_str(&format!(" {name} = [{}] ", text.join(", ")));
}

/// Transpose's and broadcast's custom form after the name: the common
/// parts, `keyword = [..]`, attributes; the identity body built.
fn parse_identity_op(
    parser: &mut CustomParser<'_, '_, '_>,
    state: &mut OperationState,
    keyword: &str,
) -> Result<(), ParseError> {
    parse_dst_style(parser, state, Some(keyword))?;
    identity_body(parser.ctx(), state);
    Ok(())
}

/// Transpose's and broadcast's custom form after the name.
fn print_identity_op(p: &mut CustomPrinter<'_, '_>, op: OpId, keyword: &str) {
    let ctx = p.ctx();
    let (ins, outs) = dps_split(ctx, op);
    print_common_parts(p, &ins, &outs);
    print_dense_i64(p, keyword, &i64s(ctx, ctx.attr(op, keyword)));
    p.print_optional_attr_dict(op, &[keyword]);
}

/// The identity body of transpose and broadcast (`buildIdentityRegion`
/// over both operands as inputs).
fn identity_body(ctx: &mut Context, state: &mut OperationState) {
    let region = state.add_region(ctx);
    let args: Vec<(Type, ir::Location)> = state
        .operands
        .iter()
        .map(|&v| {
            let t = ctx.value_type(v);
            let e = if ctx.is_memref(t) || ctx.is_ranked_tensor(t) {
                ctx.element_type(t).unwrap_or(t)
            } else {
                t
            };
            (e, ctx.value_loc(v))
        })
        .collect();
    let loc = state.location;
    let mut b = OpBuilder::new(ctx);
    let block = b.create_block(region, &args);
    let first: Vec<Value> = b.ctx().block_args(block).into_iter().take(1).collect();
    if !first.is_empty() {
        b.create_simple("linalg.yield", loc, &first, &[], &[]);
    }
}

/// The state of `linalg.<name>` of `input` into `init` with the dense
/// array `keyword` and its identity body (upstream's transpose and
/// broadcast builders).
fn identity_op_state(
    ctx: &mut Context,
    name: &str,
    loc: ir::Location,
    operands: [Value; 2],
    keyword: &str,
    values: &[i64],
) -> OperationState {
    let name = ctx.op_name(name);
    let mut state = OperationState::new(name, loc);
    state.add_operands(&operands);
    let i64t = ctx.integer_type(64);
    let values: Vec<i128> = values.iter().map(|&p| i128::from(p)).collect();
    let a = ctx.dense_i_array_attr(i64t, &values);
    state.add_attribute(keyword, a);
    let t = ctx.value_type(operands[1]);
    if ctx.is_ranked_tensor(t) {
        state.add_result_types(&[t]);
    }
    identity_body(ctx, &mut state);
    state
}

/// The state of `linalg.transpose` of `input` into `init` by `perm`.
pub(crate) fn transpose_state(
    ctx: &mut Context,
    loc: ir::Location,
    input: Value,
    init: Value,
    perm: &[i64],
) -> OperationState {
    identity_op_state(
        ctx,
        "linalg.transpose",
        loc,
        [input, init],
        "permutation",
        perm,
    )
}

/// The state of `linalg.broadcast` of `input` into `init` adding `dims`.
pub(crate) fn broadcast_state(
    ctx: &mut Context,
    loc: ir::Location,
    input: Value,
    init: Value,
    dims: &[i64],
) -> OperationState {
    identity_op_state(
        ctx,
        "linalg.broadcast",
        loc,
        [input, init],
        "dimensions",
        dims,
    )
}

impl TransposeOpHooks for TransposeOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let perm = i64s(ctx, ctx.attr(op, "permutation"));
        let mut seen = vec![false; perm.len()];
        for &p in &perm {
            match usize::try_from(p).ok().filter(|&p| p < perm.len()) {
                Some(p) if !seen[p] => seen[p] = true,
                _ => return Err(err(ctx, op, "permutation is not valid")),
            }
        }
        let in_dims = shape(ctx, self.input(ctx));
        let init_dims = shape(ctx, self.init(ctx));
        let rank = in_dims.len();
        if rank != init_dims.len() {
            return Err(err(
                ctx,
                op,
                format!(
                    "input rank {rank} does not match init rank {}",
                    init_dims.len()
                ),
            ));
        }
        if rank != perm.len() {
            return Err(err(
                ctx,
                op,
                format!(
                    "size of permutation {} does not match the argument rank {rank}",
                    perm.len()
                ),
            ));
        }
        for i in 0..rank {
            let input_dim = in_dims[perm[i] as usize];
            if input_dim != init_dims[i] {
                return Err(err(
                    ctx,
                    op,
                    format!(
                        "dim(result, {i}) = {} doesn't match dim(input, permutation[{i}]) = {input_dim}",
                        init_dims[i]
                    ),
                ));
            }
        }
        Ok(())
    }

    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> FoldResult {
        let perm = i64s(ctx, ctx.attr(self.operation(), "permutation"));
        if perm.iter().enumerate().all(|(i, &p)| p == i as i64) {
            let input = self.input(ctx);
            return FoldResult::single(Ofr::Value(input));
        }
        fold_memref_casts(ctx, self.operation())
    }

    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        vec![
            Box::new(crate::patterns::FoldTransposeWithTranspose),
            Box::new(crate::patterns::SwapTransposeWithBroadcast),
        ]
    }

    fn parse(
        parser: &mut CustomParser<'_, '_, '_>,
        state: &mut OperationState,
    ) -> Result<(), ParseError> {
        parse_identity_op(parser, state, "permutation")
    }

    fn print(self, p: &mut CustomPrinter<'_, '_>) {
        print_identity_op(p, self.operation(), "permutation");
    }

    fn get_effects(op: Self, ctx: &Context, effects: &mut Vec<EffectInstance<MemoryEffect>>) {
        generic_effects(ctx, op.operation(), effects)
    }

    fn get_dps_inits_mutable(op: Self, ctx: &Context) -> std::ops::Range<usize> {
        dps_range(op.operation(), ctx, 1)
    }

    fn get_iterator_types_array(op: Self, ctx: &Context) -> Vec<IteratorType> {
        vec![IteratorType::Parallel; shape(ctx, op.init(ctx)).len()]
    }

    fn get_indexing_maps_array(op: Self, ctx: &Context) -> Vec<LoopMap> {
        let rank = shape(ctx, op.init(ctx)).len();
        let perm = i64s(ctx, ctx.attr(op.operation(), "permutation"));
        // The inverse of the permutation map `(d0, ...) -> (d_perm[0], ...)`.
        let mut results = vec![LoopExpr::Const(0); perm.len()];
        for (i, &p) in perm.iter().enumerate() {
            if let Some(slot) = usize::try_from(p).ok().and_then(|p| results.get_mut(p)) {
                *slot = LoopExpr::Dim(i as u32);
            }
        }
        let input = LoopMap {
            num_dims: perm.len() as u32,
            num_symbols: 0,
            results,
        };
        vec![input, identity(rank)]
    }

    fn reify_result_shapes(
        op: Self,
        builder: &mut OpBuilder,
        shapes: &mut Vec<Vec<Ofr>>,
    ) -> Result<(), Diagnostic> {
        reify_from_inits(builder, op.operation(), shapes)
    }

    fn get_asm_result_names(op: Self, ctx: &Context, set_name: &mut dyn FnMut(Value, &str)) {
        if let Some(&r) = ctx.results(op.operation()).first() {
            set_name(r, "transposed");
        }
    }
}

impl BroadcastOpHooks for BroadcastOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let dims = i64s(ctx, ctx.attr(op, "dimensions"));
        let in_shape = shape(ctx, self.input(ctx));
        let init_shape = shape(ctx, self.init(ctx));
        let (in_rank, init_rank) = (in_shape.len(), init_shape.len());
        if in_rank + dims.len() != init_rank {
            return Err(err(
                ctx,
                op,
                format!(
                    "input rank plus added dimensions does not match init rank. input rank: {in_rank}, dimensions size: {}, init rank: {init_rank}",
                    dims.len()
                ),
            ));
        }
        for (idx, &d) in dims.iter().enumerate() {
            if d < 0 || d >= init_rank as i64 {
                return Err(err(
                    ctx,
                    op,
                    format!(
                        "dimension {idx} is out of range. expected range: [0, {}], got: {d}",
                        init_rank as i64 - 1
                    ),
                ));
            }
        }
        let kept: Vec<usize> = (0..init_rank)
            .filter(|d| !dims.contains(&(*d as i64)))
            .collect();
        for (i, &j) in kept.iter().enumerate() {
            if in_shape[i] != init_shape[j] {
                return Err(err(
                    ctx,
                    op,
                    format!(
                        "input dim {i} should match init dim {j}. input: {}, init: {}",
                        in_shape[i], init_shape[j]
                    ),
                ));
            }
        }
        Ok(())
    }

    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        vec![Box::new(crate::patterns::EraseIdentityLinalgOp(
            "linalg.broadcast",
        ))]
    }

    fn parse(
        parser: &mut CustomParser<'_, '_, '_>,
        state: &mut OperationState,
    ) -> Result<(), ParseError> {
        parse_identity_op(parser, state, "dimensions")
    }

    fn print(self, p: &mut CustomPrinter<'_, '_>) {
        print_identity_op(p, self.operation(), "dimensions");
    }

    fn get_effects(op: Self, ctx: &Context, effects: &mut Vec<EffectInstance<MemoryEffect>>) {
        generic_effects(ctx, op.operation(), effects)
    }

    fn get_dps_inits_mutable(op: Self, ctx: &Context) -> std::ops::Range<usize> {
        dps_range(op.operation(), ctx, 1)
    }

    fn get_iterator_types_array(op: Self, ctx: &Context) -> Vec<IteratorType> {
        vec![IteratorType::Parallel; shape(ctx, op.init(ctx)).len()]
    }

    fn get_indexing_maps_array(op: Self, ctx: &Context) -> Vec<LoopMap> {
        let rank = shape(ctx, op.init(ctx)).len();
        let dims = i64s(ctx, ctx.attr(op.operation(), "dimensions"));
        vec![identity_without(rank, &dims), identity(rank)]
    }

    fn reify_result_shapes(
        op: Self,
        builder: &mut OpBuilder,
        shapes: &mut Vec<Vec<Ofr>>,
    ) -> Result<(), Diagnostic> {
        reify_from_inits(builder, op.operation(), shapes)
    }

    fn get_asm_result_names(op: Self, ctx: &Context, set_name: &mut dyn FnMut(Value, &str)) {
        if let Some(&r) = ctx.results(op.operation()).first() {
            set_name(r, "broadcasted");
        }
    }
}
