//! `affine.parallel` (upstream `AffineOps.cpp`): a band of loops whose
//! bounds are groups of results of one map each (`max`/`min` of a group),
//! constant steps, reductions; custom form and verifier.

use crate::compose::compose_affine_map_and_operands;
use crate::scope::verify_dims_and_symbols;
use crate::syntax::{map_of, verified_map};
use crate::{AffineParallelOp, AffineParallelOpHooks};
use ir::affine::{AffineExpr, AffineMap};
use ir::parser::UnresolvedOperand;
use ir::{
    Attribute, Context, CustomParser, CustomPrinter, Diagnostic, FoldResult, OperationState,
    ParseError, Region, Type, Value,
};

/// Whether a reduction of `kind` can produce `ty` (upstream's
/// `isResultTypeMatchAtomicRMWKind`).
fn result_type_matches(ctx: &Context, ty: Type, kind: arith::AtomicRMWKind) -> bool {
    use arith::AtomicRMWKind as K;
    use ir::Signedness as S;
    let int = ctx.type_as_integer(ty);
    match kind {
        K::Addf | K::Mulf | K::Maximumf | K::Minimumf => ctx.is_float(ty),
        K::Addi | K::Muli => int.is_some(),
        K::Assign => true,
        K::Maxs | K::Mins => matches!(int, Some((_, S::Signed))),
        K::Maxu | K::Minu => matches!(int, Some((_, S::Unsigned))),
        K::Ori | K::Andi => int.is_some(),
        K::Maxnumf | K::Minnumf => false,
    }
}

/// The values of a group-size attribute (a dense `i32` tensor).
fn groups(ctx: &Context, a: Attribute) -> Vec<usize> {
    ctx.dense_int_values(a)
        .unwrap_or_default()
        .into_iter()
        .map(|v| usize::try_from(v).unwrap_or(0))
        .collect()
}

/// The results of group `pos` of `map` (`AffineMap::getSliceMap`).
fn slice_group(ctx: &mut Context, map: AffineMap, groups: &[usize], pos: usize) -> AffineMap {
    let d = ctx.affine_map_data(map).clone();
    let start: usize = groups.iter().take(pos).sum();
    let len = groups.get(pos).copied().unwrap_or(0);
    let end = (start + len).min(d.results.len());
    let results = &d.results[start.min(end)..end];
    ctx.affine_map(d.num_dims, d.num_symbols, results)
}

/// One side of the bounds: `(e, max(e1, e2), ...)`, each over SSA values
/// (upstream's `parseAffineMapWithMinMax`): the map, the group sizes, and
/// the operands, dimensions first, each value once.
fn parse_bounds(
    parser: &mut CustomParser<'_, '_, '_>,
    state: &mut OperationState,
    min: bool,
) -> Result<(), ParseError> {
    let (map_name, groups_name) = if min {
        ("upperBoundsMap", "upperBoundsGroups")
    } else {
        ("lowerBoundsMap", "lowerBoundsGroups")
    };
    parser.parse_punct("(")?;
    let i32t = parser.ctx().integer_type(32);
    if parser.parse_optional_punct(")") {
        let empty = parser.ctx().affine_map(0, 0, &[]);
        let m = parser.ctx().affine_map_attr(empty);
        state.add_attribute(map_name, m);
        let t = parser.ctx().ranked_tensor(&[0], i32t);
        let g = parser.ctx().dense_int_attr(t, &[]);
        state.add_attribute(groups_name, g);
        return Ok(());
    }
    // Each result with the values of its own dimensions and symbols.
    let mut flat: Vec<(AffineExpr, Vec<UnresolvedOperand>, Vec<UnresolvedOperand>)> = Vec::new();
    let mut sizes = Vec::new();
    loop {
        if parser.parse_optional_keyword(if min { "min" } else { "max" }) {
            let (map, dims, syms) = parser.parse_affine_map_of_ssa_ids(false)?;
            let results = parser.ctx().affine_map_data(map).results.clone();
            sizes.push(results.len() as i128);
            for e in results {
                flat.push((e, dims.clone(), syms.clone()));
            }
        } else {
            let (e, dims, syms) = parser.parse_affine_expr_of_ssa_ids()?;
            flat.push((e, dims, syms));
            sizes.push(1);
        }
        if !parser.parse_optional_punct(",") {
            break;
        }
    }
    parser.parse_punct(")")?;
    // Resolve and deduplicate the values; rename each result's
    // dimensions and symbols to the positions of their values.
    let index = parser.ctx().index_type();
    let (mut dim_values, mut sym_values): (Vec<Value>, Vec<Value>) = (Vec::new(), Vec::new());
    let mut exprs = Vec::with_capacity(flat.len());
    for (e, dims, syms) in &flat {
        let mut dim_repl = Vec::with_capacity(dims.len());
        for u in dims {
            let v = parser.resolve_operand(u, index)?;
            let pos = dim_values.iter().position(|&x| x == v).unwrap_or_else(|| {
                dim_values.push(v);
                dim_values.len() - 1
            });
            dim_repl.push(parser.ctx().affine_dim(pos as u32));
        }
        let mut sym_repl = Vec::with_capacity(syms.len());
        for u in syms {
            let v = parser.resolve_operand(u, index)?;
            let pos = sym_values.iter().position(|&x| x == v).unwrap_or_else(|| {
                sym_values.push(v);
                sym_values.len() - 1
            });
            sym_repl.push(parser.ctx().affine_symbol(pos as u32));
        }
        exprs.push(
            parser
                .ctx()
                .affine_replace_dims_and_symbols(*e, &dim_repl, &sym_repl),
        );
    }
    let map = parser
        .ctx()
        .affine_map(dim_values.len() as u32, sym_values.len() as u32, &exprs);
    state.operands.extend(dim_values);
    state.operands.extend(sym_values);
    let m = parser.ctx().affine_map_attr(map);
    state.add_attribute(map_name, m);
    let t = parser.ctx().ranked_tensor(&[sizes.len() as i64], i32t);
    let g = parser.ctx().dense_int_attr(t, &sizes);
    state.add_attribute(groups_name, g);
    Ok(())
}

/// An `i64` array attribute.
fn i64_array(ctx: &mut Context, values: &[i64]) -> Attribute {
    let i64t = ctx.integer_type(64);
    let elems: Vec<Attribute> = values
        .iter()
        .map(|&v| ctx.integer_attr(i64t, i128::from(v)))
        .collect();
    ctx.array_attr(&elems)
}

/// Upstream's `printMinMaxBound`.
fn print_bounds(
    printer: &mut CustomPrinter<'_, '_>,
    map: AffineMap,
    group_sizes: &[usize],
    operands: &[Value],
    keyword: &str,
) {
    let ctx = printer.ctx();
    let d = ctx.affine_map_data(map);
    let nd = (d.num_dims as usize).min(operands.len());
    let (dims, syms) = operands.split_at(nd);
    let mut start = 0;
    for (i, &size) in group_sizes.iter().enumerate() {
        if i > 0 {
            printer.write_str(", ");
        }
        let Some(group) = d.results.get(start..start + size) else {
            return;
        };
        if size == 1 {
            printer.print_affine_expr_of_ssa_ids(group[0], dims, syms);
        } else {
            printer.write_str(keyword);
            printer.write_str("(");
            for (j, &e) in group.iter().enumerate() {
                if j > 0 {
                    printer.write_str(", ");
                }
                printer.print_affine_expr_of_ssa_ids(e, dims, syms);
            }
            printer.write_str(")");
        }
        start += size;
    }
}

impl AffineParallelOp {
    /// The number of loops (the size of the step list).
    pub fn get_num_dims(self, ctx: &Context) -> usize {
        self.steps(ctx).len()
    }
    /// The lower bound map.
    pub fn get_lower_bounds_map(self, ctx: &Context) -> AffineMap {
        verified_map(ctx, self.lower_bounds_map(ctx))
    }
    /// The upper bound map.
    pub fn get_upper_bounds_map(self, ctx: &Context) -> AffineMap {
        verified_map(ctx, self.upper_bounds_map(ctx))
    }
    /// The operands of the lower bounds.
    pub fn get_lower_bounds_operands(self, ctx: &Context) -> Vec<Value> {
        let m = self.get_lower_bounds_map(ctx);
        let d = ctx.affine_map_data(m);
        let n = (d.num_dims + d.num_symbols) as usize;
        let ops = ctx.operands(self.operation());
        ops[..n.min(ops.len())].to_vec()
    }
    /// The operands of the upper bounds.
    pub fn get_upper_bounds_operands(self, ctx: &Context) -> Vec<Value> {
        let lb = self.get_lower_bounds_operands(ctx).len();
        let ops = ctx.operands(self.operation());
        ops[lb.min(ops.len())..].to_vec()
    }
    /// The lower bound map of loop `pos` alone: its group's results over
    /// all the lower bound operands (upstream's `getLowerBoundMap(pos)`).
    pub fn get_lower_bound_map(self, ctx: &mut Context, pos: usize) -> AffineMap {
        let g = groups(ctx, self.lower_bounds_groups(ctx));
        let map = self.get_lower_bounds_map(ctx);
        slice_group(ctx, map, &g, pos)
    }
    /// The upper bound map of loop `pos` alone (upstream's
    /// `getUpperBoundMap(pos)`).
    pub fn get_upper_bound_map(self, ctx: &mut Context, pos: usize) -> AffineMap {
        let g = groups(ctx, self.upper_bounds_groups(ctx));
        let map = self.get_upper_bounds_map(ctx);
        slice_group(ctx, map, &g, pos)
    }
    /// Whether a bound is the `max` or `min` of several results (upstream's
    /// `hasMinMaxBounds`).
    pub fn has_min_max_bounds(self, ctx: &Context) -> bool {
        let n = self.get_num_dims(ctx);
        let lb = self.get_lower_bounds_map(ctx);
        let ub = self.get_upper_bounds_map(ctx);
        ctx.affine_map_data(lb).results.len() != n || ctx.affine_map_data(ub).results.len() != n
    }
}

impl AffineParallelOpHooks for AffineParallelOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let err = |m: String| Err(Diagnostic::op_error(ctx, op, m));
        let n = self.get_num_dims(ctx);
        let lbg = groups(ctx, self.lower_bounds_groups(ctx));
        let ubg = groups(ctx, self.upper_bounds_groups(ctx));
        let nargs = ctx
            .region_blocks(self.region(ctx))
            .first()
            .map_or(0, |&b| ctx.num_block_args(b));
        if lbg.len() != n || ubg.len() != n || nargs != n {
            return err(format!(
                "the number of region arguments ({nargs}) and the number of map groups for lower ({}) and upper bound ({}), and the number of steps ({n}) must all match",
                lbg.len(),
                ubg.len()
            ));
        }
        let lb = self.get_lower_bounds_map(ctx);
        let expected: usize = lbg.iter().sum();
        if expected != ctx.affine_map_data(lb).results.len() {
            return err(format!(
                "expected lower bounds map to have {expected} results"
            ));
        }
        let ub = self.get_upper_bounds_map(ctx);
        let expected: usize = ubg.iter().sum();
        if expected != ctx.affine_map_data(ub).results.len() {
            return err(format!(
                "expected upper bounds map to have {expected} results"
            ));
        }
        let reductions = ctx.attr_as_array(self.reductions(ctx)).unwrap_or_default();
        let results = ctx.results(op);
        if reductions.len() != results.len() {
            return err("a reduction must be specified for each output".into());
        }
        for (&r, &res) in reductions.iter().zip(&results) {
            let kind = ctx
                .attr_as_int(r)
                .and_then(|v| u64::try_from(v).ok())
                .and_then(|v| arith::AtomicRMWKind::try_from(v).ok());
            let Some(kind) = kind else {
                return err("invalid reduction attribute".into());
            };
            if !result_type_matches(ctx, ctx.value_type(res), kind) {
                return err("result type cannot match reduction attribute".into());
            }
        }
        let lbd = ctx.affine_map_data(lb).num_dims as usize;
        verify_dims_and_symbols(ctx, op, &self.get_lower_bounds_operands(ctx), lbd)?;
        let ubd = ctx.affine_map_data(ub).num_dims as usize;
        verify_dims_and_symbols(ctx, op, &self.get_upper_bounds_operands(ctx), ubd)
    }

    /// Upstream's `canonicalizeLoopBounds` of the band: each side's map
    /// composed with its operands (`AffineValueMap::canonicalize`).
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> FoldResult {
        let op = self.operation();
        let mut sides = Vec::with_capacity(2);
        let mut changed = false;
        for lower in [true, false] {
            let (old_map, old_ops) = if lower {
                (
                    self.get_lower_bounds_map(ctx),
                    self.get_lower_bounds_operands(ctx),
                )
            } else {
                (
                    self.get_upper_bounds_map(ctx),
                    self.get_upper_bounds_operands(ctx),
                )
            };
            let (mut map, mut ops) = (old_map, old_ops.clone());
            compose_affine_map_and_operands(ctx, &mut map, &mut ops);
            changed |= map != old_map || ops != old_ops;
            sides.push((map, ops));
        }
        if !changed {
            return FoldResult::Failure;
        }
        let mut all = sides[0].1.clone();
        all.extend_from_slice(&sides[1].1);
        let lb = ctx.affine_map_attr(sides[0].0);
        let ub = ctx.affine_map_attr(sides[1].0);
        let (lb_key, ub_key) = (ctx.ident("lowerBoundsMap"), ctx.ident("upperBoundsMap"));
        let ok = ctx.set_operands(op, &all).is_ok()
            && ctx.set_attr(op, lb_key, lb).is_ok()
            && ctx.set_attr(op, ub_key, ub).is_ok();
        if ok {
            FoldResult::InPlace
        } else {
            FoldResult::Failure
        }
    }

    fn parse(
        parser: &mut CustomParser<'_, '_, '_>,
        state: &mut OperationState,
    ) -> Result<(), ParseError> {
        parser.parse_punct("(")?;
        let mut ivs = Vec::new();
        if !parser.parse_optional_punct(")") {
            loop {
                let name = parser.parse_argument_name()?;
                let loc = parser.parse_optional_location_specifier()?;
                ivs.push((name, loc));
                if !parser.parse_optional_punct(",") {
                    break;
                }
            }
            parser.parse_punct(")")?;
        }
        parser.parse_punct("=")?;
        parse_bounds(parser, state, false)?;
        parser.parse_keyword("to")?;
        parse_bounds(parser, state, true)?;
        let steps = if parser.parse_optional_keyword("step") {
            let (map, _, _) = parser.parse_affine_map_of_ssa_ids(false)?;
            let results = parser.ctx().affine_map_data(map).results.clone();
            let mut steps = Vec::new();
            for e in results {
                match parser.ctx().affine_constant_value(e) {
                    Some(v) => steps.push(v),
                    None => {
                        let at = parser.name_offset();
                        return Err(parser.error_at(at, "steps must be constant integers"));
                    }
                }
            }
            steps
        } else {
            vec![1; ivs.len()]
        };
        let steps = i64_array(parser.ctx(), &steps);
        state.add_attribute("steps", steps);
        let mut reductions = Vec::new();
        if parser.parse_optional_keyword("reduce") {
            parser.parse_punct("(")?;
            loop {
                let at = parser.offset();
                let none = parser.ctx().none_type();
                let attr = parser.parse_attribute_of_type(none)?;
                let text = parser.ctx().attr_as_str(attr).map(str::to_owned);
                let kind = text
                    .as_deref()
                    .and_then(|s| s.parse::<arith::AtomicRMWKind>().ok());
                let Some(kind) = kind else {
                    let shown = ir::printer::attr_to_string(parser.ctx(), attr);
                    return Err(parser.error_at(at, format!("invalid reduction value: {shown}")));
                };
                let i64t = parser.ctx().integer_type(64);
                reductions.push(parser.ctx().integer_attr(i64t, kind as i128));
                if !parser.parse_optional_punct(",") {
                    break;
                }
            }
            parser.parse_punct(")")?;
        }
        let reductions = parser.ctx().array_attr(&reductions);
        state.add_attribute("reductions", reductions);
        let types: Vec<Type> = parser.parse_optional_arrow_type_list()?;
        state.add_result_types(&types);
        let index = parser.ctx().index_type();
        let args: Vec<ir::parser::RegionArgument> = ivs
            .iter()
            .map(|&(name, loc)| ir::parser::RegionArgument {
                name,
                ty: index,
                loc: loc.unwrap_or_else(|| parser.location_at(name.offset)),
                attrs: Vec::new(),
            })
            .collect();
        let body = parser.parse_region(&args, false)?;
        state.regions.push(body);
        state.attributes.extend(parser.parse_optional_attr_dict()?);
        AffineParallelOp::ensure_terminator(parser.ctx(), body, state.location);
        Ok(())
    }

    fn print(self, printer: &mut CustomPrinter<'_, '_>) {
        let ctx = printer.ctx();
        let op = self.operation();
        let body = ctx.region_blocks(self.region(ctx)).first().copied();
        printer.write_str(" (");
        if let Some(b) = body {
            printer.print_operands(&ctx.block_args(b));
        }
        printer.write_str(") = (");
        if let Some(m) = map_of(ctx, self.lower_bounds_map(ctx)) {
            let g = groups(ctx, self.lower_bounds_groups(ctx));
            print_bounds(printer, m, &g, &self.get_lower_bounds_operands(ctx), "max");
        }
        printer.write_str(") to (");
        if let Some(m) = map_of(ctx, self.upper_bounds_map(ctx)) {
            let g = groups(ctx, self.upper_bounds_groups(ctx));
            print_bounds(printer, m, &g, &self.get_upper_bounds_operands(ctx), "min");
        }
        printer.write_str(")");
        let steps = self.steps(ctx);
        if !steps.iter().all(|&s| s == 1) {
            let text: Vec<String> = steps.iter().map(i64::to_string).collect();
            printer.write_str(&format!(" step ({})", text.join(", ")));
        }
        let n = ctx.num_results(op);
        if n > 0 {
            printer.write_str(" reduce (");
            let reductions = ctx.attr_as_array(self.reductions(ctx)).unwrap_or_default();
            for (i, &r) in reductions.iter().enumerate() {
                if i > 0 {
                    printer.write_str(", ");
                }
                let kind = ctx
                    .attr_as_int(r)
                    .and_then(|v| u64::try_from(v).ok())
                    .and_then(|v| arith::AtomicRMWKind::try_from(v).ok());
                if let Some(k) = kind {
                    printer.write_str(&format!("\"{}\"", k.as_str()));
                }
            }
            printer.write_str(") -> (");
            let types: Vec<Type> = ctx.results(op).iter().map(|&r| ctx.value_type(r)).collect();
            printer.print_types(&types);
            printer.write_str(")");
        }
        printer.write_str(" ");
        printer.print_region(self.region(ctx), false, n > 0);
        printer.print_optional_attr_dict(
            op,
            &[
                "reductions",
                "lowerBoundsMap",
                "lowerBoundsGroups",
                "upperBoundsMap",
                "upperBoundsGroups",
                "steps",
            ],
        );
    }

    fn get_loop_regions(op: Self, ctx: &Context) -> Vec<Region> {
        vec![op.region(ctx)]
    }
}

/// Replaces the bounds' maps and operands (upstream's `setLowerBounds`
/// and `setUpperBounds`; the groups are kept).
pub(crate) fn set_bounds(
    ctx: &mut Context,
    op: AffineParallelOp,
    lb_operands: &[Value],
    lb: AffineMap,
    ub_operands: &[Value],
    ub: AffineMap,
) {
    let o = op.operation();
    let mut all = lb_operands.to_vec();
    all.extend_from_slice(ub_operands);
    let _ = ctx.set_operands(o, &all);
    let lb_attr = ctx.affine_map_attr(lb);
    let ub_attr = ctx.affine_map_attr(ub);
    let _ = op.set_lower_bounds_map_attr(ctx, lb_attr);
    let _ = op.set_upper_bounds_map_attr(ctx, ub_attr);
}
