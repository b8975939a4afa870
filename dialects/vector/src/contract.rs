//! `vector.contract`: its custom form, verifier, mask type and iteration
//! bounds (`VectorOps.cpp`'s `ContractionOp`).

use crate::*;
use ir::affine::{AffineExprData, AffineMap};
use ir::{
    Attribute, Context, CustomParser, CustomPrinter, Diagnostic, OperationState, ParseError, Type,
    TypeData, TypeFactory,
};

/// The names of the attributes printed in the leading dictionary
/// (`getTraitAttrNames`).
const TRAIT_ATTRS: [&str; 3] = ["indexing_maps", "iterator_types", "kind"];

/// Parses `{traits} %lhs, %rhs, %acc (, %masks)* attr-dict : lhs, rhs into
/// result`.
pub(crate) fn parse(
    parser: &mut CustomParser<'_, '_, '_>,
    state: &mut OperationState,
) -> Result<(), ParseError> {
    let loc = parser.offset();
    let dict = parser.parse_attribute()?;
    let lhs = parser.parse_operand()?;
    parser.parse_punct(",")?;
    let rhs = parser.parse_operand()?;
    parser.parse_punct(",")?;
    let acc = parser.parse_operand()?;
    let mut masks = Vec::new();
    while parser.parse_optional_punct(",") {
        masks.push(parser.parse_operand()?);
    }
    let attrs = parser.parse_optional_attr_dict()?;
    state.attributes.extend(attrs);
    parser.parse_punct(":")?;
    let types = parser.parse_type_list()?;
    parser.parse_keyword("into")?;
    let result = parser.parse_type()?;
    let (Some(&lhs_ty), Some(&rhs_ty)) = (types.first(), types.get(1)) else {
        return Err(parser.error("expected two operand types"));
    };
    for (u, t) in [(&lhs, lhs_ty), (&rhs, rhs_ty), (&acc, result)] {
        let v = parser.resolve_operand(u, t)?;
        state.operands.push(v);
    }
    state.result_types.push(result);
    let ctx = parser.ctx();
    let entries = ctx
        .as_dictionary(dict)
        .map(<[_]>::to_vec)
        .unwrap_or_default();
    let mut iterator_types = None;
    for (n, a) in entries {
        if ctx.ident_str(n) == "iterator_types" {
            iterator_types = Some(a);
        } else {
            let name = ctx.ident_str(n).to_string();
            state.add_attribute(name.as_str(), a);
        }
    }
    // The iterator types are written as strings (upstream's older form).
    let names: Vec<Option<String>> = iterator_types
        .and_then(|a| ctx.attr_as_array(a).map(<[Attribute]>::to_vec))
        .unwrap_or_default()
        .into_iter()
        .map(|a| ctx.attr_as_str(a).map(str::to_string))
        .collect();
    let mut kinds = Vec::new();
    for s in names {
        let kind = match s.as_deref() {
            Some("parallel") => IteratorType::Parallel,
            Some("reduction") => IteratorType::Reduction,
            other => {
                let s = other.unwrap_or_default();
                return Err(parser.error_at(loc, format!("unexpected iterator_type ({s})")));
            }
        };
        kinds.push(IteratorTypeAttr::get_in(parser.ctx(), kind));
    }
    let ctx = parser.ctx();
    let array = ctx.array_attr(&kinds);
    state.add_attribute("iterator_types", array);
    if state.find_attribute(ctx, "kind").is_none() {
        let add = CombiningKindAttr::get_in(ctx, CombiningKind::ADD);
        state.add_attribute("kind", add);
    }
    if masks.is_empty() {
        return Ok(());
    }
    if masks.len() != 2 {
        let at = parser.name_offset();
        return Err(parser.error_at(at, "expected zero or exactly 2 vector mask operands"));
    }
    for (u, t) in masks.iter().zip([lhs_ty, rhs_ty]) {
        let ctx = parser.ctx();
        let i1 = ctx.integer_type(1);
        let mask_ty = ctx.with_element_type(t, i1);
        let v = parser.resolve_operand(u, mask_ty)?;
        state.operands.push(v);
    }
    Ok(())
}

/// Prints a `vector.contract`: the trait attributes first, the iterator
/// types as strings.
pub(crate) fn print(op: ContractionOp, p: &mut CustomPrinter<'_, '_>) {
    let ctx = p.ctx();
    let o = op.operation();
    p.write_str(" {");
    let mut first = true;
    for name in TRAIT_ATTRS {
        let Some(a) = ctx.attr(o, name) else {
            continue;
        };
        if !first {
            p.write_str(", ");
        }
        first = false;
        p.write_str(name);
        p.write_str(" = ");
        if name == "iterator_types" {
            let names: Vec<String> = ctx
                .attr_as_array(a)
                .unwrap_or(&[])
                .iter()
                .map(
                    |t| match IteratorTypeAttr::from_attribute(ctx, *t).map(|t| t.value(ctx)) {
                        Some(IteratorType::Reduction) => "\"reduction\"".to_string(),
                        _ => "\"parallel\"".to_string(),
                    },
                )
                .collect();
            p.write_str(&format!("[{}]", names.join(", ")));
        } else {
            p.print_attribute(a);
        }
    }
    p.write_str("} ");
    p.print_operand(op.lhs(ctx));
    p.write_str(", ");
    p.print_operand(op.rhs(ctx));
    p.write_str(", ");
    p.print_operand(op.acc(ctx));
    p.print_optional_attr_dict(o, &TRAIT_ATTRS);
    p.write_str(" : ");
    p.print_type(ctx.value_type(op.lhs(ctx)));
    p.write_str(", ");
    p.print_type(ctx.value_type(op.rhs(ctx)));
    p.write_str(" into ");
    p.print_type(ctx.value_type(op.result(ctx)));
}

/// The indexing maps of a contraction.
fn maps(ctx: &Context, op: ContractionOp) -> Vec<AffineMap> {
    ctx.attr_as_array(op.indexing_maps(ctx))
        .unwrap_or(&[])
        .iter()
        .filter_map(|a| ctx.as_affine_map(*a))
        .collect()
}

fn iterators(ctx: &Context, op: ContractionOp) -> Vec<IteratorType> {
    ctx.attr_as_array(op.iterator_types(ctx))
        .unwrap_or(&[])
        .iter()
        .map(|a| {
            IteratorTypeAttr::from_attribute(ctx, *a)
                .map(|t| t.value(ctx))
                .unwrap_or_default()
        })
        .collect()
}

/// The dimension each result of `map` is (`getDimPosition`), if a dim.
fn dim_positions(ctx: &Context, map: AffineMap) -> Vec<Option<u32>> {
    ctx.affine_map_data(map)
        .results
        .iter()
        .map(|e| match ctx.affine_expr_data(*e) {
            AffineExprData::Dim(d) => Some(d),
            _ => None,
        })
        .collect()
}

/// `getResultIndex` of the dim `d` in `map`.
fn result_index(ctx: &Context, map: AffineMap, d: u32) -> Option<usize> {
    dim_positions(ctx, map).iter().position(|p| *p == Some(d))
}

/// `getDimMap`: the (lhs, rhs) result pairs of the iterators of `kind`.
fn dim_map(
    ctx: &Context,
    maps: &[AffineMap],
    its: &[IteratorType],
    kind: IteratorType,
) -> Vec<(usize, usize)> {
    its.iter()
        .enumerate()
        .filter(|(_, t)| **t == kind)
        .filter_map(|(i, _)| {
            let d = i as u32;
            Some((
                result_index(ctx, maps[0], d)?,
                result_index(ctx, maps[1], d)?,
            ))
        })
        .collect()
}

fn shape(ctx: &Context, t: Type) -> (Vec<i64>, Vec<bool>) {
    match ctx.type_data(t) {
        TypeData::Vector {
            shape, scalable, ..
        } => (shape.clone(), scalable.clone()),
        _ => (Vec::new(), Vec::new()),
    }
}

fn err(ctx: &Context, op: ContractionOp, m: impl std::fmt::Display) -> Result<(), Diagnostic> {
    Err(Diagnostic::op_error(ctx, op.operation(), m))
}

/// The checks of `vector.contract`.
pub(crate) fn verify(ctx: &Context, op: ContractionOp) -> Result<(), Diagnostic> {
    let lhs = ctx.value_type(op.lhs(ctx));
    let rhs = ctx.value_type(op.rhs(ctx));
    let acc = ctx.value_type(op.acc(ctx));
    let res = ctx.value_type(op.result(ctx));
    let element = ctx.element_type_or_self(lhs);
    if ctx.is_any_integer(element) && !ctx.is_signless_integer(element) {
        return err(ctx, op, "only supports signless integer types");
    }
    let maps = maps(ctx, op);
    if maps.len() != 3 {
        return err(ctx, op, "expected an indexing map for each vector operand");
    }
    let its = iterators(ctx, op);
    for (i, map) in maps.iter().enumerate() {
        let data = ctx.affine_map_data(*map);
        if data.num_symbols != 0 {
            return err(
                ctx,
                op,
                format_args!("expected indexing map {i} to have no symbols"),
            );
        }
        let operand = ctx.value_type(ctx.operand(op.operation(), i));
        let rank = if ctx.is_vector(operand) {
            ctx.rank(operand).unwrap_or(0)
        } else {
            0
        };
        if data.num_dims as usize != its.len() {
            return err(
                ctx,
                op,
                format_args!(
                    "expected indexing map {i} to have {} number of inputs",
                    its.len()
                ),
            );
        }
        if data.results.len() != rank {
            return err(
                ctx,
                op,
                format_args!("expected indexing map {i} to have {rank} number of outputs"),
            );
        }
        let dims = dim_positions(ctx, *map);
        let mut seen = vec![false; data.num_dims as usize];
        let projected = data.results.len() <= data.num_dims as usize
            && dims.iter().all(|d| match d {
                Some(d) => !std::mem::replace(&mut seen[*d as usize], true),
                None => false,
            });
        if !projected {
            return err(
                ctx,
                op,
                format_args!(
                    "expected indexing map {i} to be a projected permutation of its inputs"
                ),
            );
        }
    }
    let contracting = dim_map(ctx, &maps, &its, IteratorType::Reduction);
    let batch = dim_map(ctx, &maps, &its, IteratorType::Parallel);
    if contracting.is_empty() {
        return err(ctx, op, "expected at least one contracting dimension pair");
    }
    let (ls, _) = shape(ctx, lhs);
    let (rs, _) = shape(ctx, rhs);
    let valid = |m: &[(usize, usize)]| {
        m.iter()
            .all(|(l, r)| *l < ls.len() && *r < rs.len() && ls[*l] == rs[*r])
    };
    if !valid(&contracting) {
        return err(ctx, op, "invalid contracting dimension map");
    }
    if !valid(&batch) {
        return err(ctx, op, "invalid batch dimension map");
    }
    verify_output_shape(ctx, op, (lhs, rhs, acc, res), &maps, &contracting, &batch)?;
    if !crate::verify::supported_kind(ctx, op.kind(ctx), ctx.element_type_or_self(res)) {
        return err(ctx, op, "unsupported contraction type");
    }
    Ok(())
}

/// `verifyOutputShape`: the result has the lhs's free and batch dims and
/// the rhs's free dims, sized as the maps say.
fn verify_output_shape(
    ctx: &Context,
    op: ContractionOp,
    (lhs, rhs, acc, res): (Type, Type, Type, Type),
    maps: &[AffineMap],
    contracting: &[(usize, usize)],
    batch: &[(usize, usize)],
) -> Result<(), Diagnostic> {
    let (ls, _) = shape(ctx, lhs);
    let (rs, _) = shape(ctx, rhs);
    let expected_dims = (0..ls.len())
        .filter(|i| !contracting.iter().any(|(l, _)| l == i))
        .count()
        + (0..rs.len())
            .filter(|i| {
                !contracting.iter().any(|(_, r)| r == i) && !batch.iter().any(|(_, r)| r == i)
            })
            .count();
    if expected_dims == 0 {
        if ctx.is_vector(res) || ctx.is_vector(acc) {
            return err(ctx, op, "invalid accumulator/result vector shape");
        }
        return Ok(());
    }
    if !ctx.is_vector(res) || !ctx.is_vector(acc) {
        return err(ctx, op, "invalid accumulator/result vector shape");
    }
    let num_dims = ctx.affine_map_data(maps[0]).num_dims as usize;
    let mut used = vec![false; num_dims];
    for m in &maps[..2] {
        for d in dim_positions(ctx, *m).into_iter().flatten() {
            if let Some(u) = used.get_mut(d as usize) {
                *u = true;
            }
        }
    }
    if used.iter().any(|u| !u) {
        return err(
            ctx,
            op,
            "expected all dimensions to be either a LHS or a RHS dimension",
        );
    }
    let mut extents: Vec<Option<i64>> = vec![None; num_dims];
    for (t, m) in [(lhs, maps[0]), (rhs, maps[1])] {
        let (s, _) = shape(ctx, t);
        for (idx, d) in dim_positions(ctx, m).into_iter().enumerate() {
            if let (Some(d), Some(n)) = (d, s.get(idx)) {
                let e = &mut extents[d as usize];
                if e.is_none() {
                    *e = Some(*n);
                }
            }
        }
    }
    if extents.iter().any(Option::is_none) {
        return err(
            ctx,
            op,
            "expected all dimensions to get an extent as either a LHS or a RHS dimension",
        );
    }
    let expected: Vec<i64> = dim_positions(ctx, maps[2])
        .into_iter()
        .map(|d| d.and_then(|d| extents[d as usize]).unwrap_or(0))
        .collect();
    let (res_shape, res_scalable) = shape(ctx, res);
    let element = ctx.element_type_or_self(res);
    let matches = |t: Type| {
        let (s, sc) = shape(ctx, t);
        s == expected && sc == res_scalable && ctx.element_type_or_self(t) == element
    };
    if !(matches(res) && matches(acc)) || res_shape.len() != expected.len() {
        let mut text = String::from("'vector<");
        for (i, n) in expected.iter().enumerate() {
            if res_scalable.get(i).copied().unwrap_or(false) {
                text.push_str(&format!("[{n}]x"));
            } else {
                text.push_str(&format!("{n}x"));
            }
        }
        text.push_str(&ir::printer::type_to_string(ctx, element));
        text.push_str(">'");
        return err(
            ctx,
            op,
            format_args!("invalid accumulator/result vector shape, expected: {text}"),
        );
    }
    Ok(())
}

/// The mask type of a contraction: `i1` over its iteration space
/// (`getExpectedMaskType`).
pub(crate) fn expected_mask_type(
    ctx: &Context,
    op: ContractionOp,
    types: &mut dyn TypeFactory,
) -> Type {
    let maps = maps(ctx, op);
    let num_dims = maps
        .first()
        .map_or(0, |m| ctx.affine_map_data(*m).num_dims as usize);
    let mut mask = vec![ir::DYNAMIC; num_dims];
    let mut scalable = vec![false; num_dims];
    for (t, m) in [(op.lhs(ctx), maps.first()), (op.rhs(ctx), maps.get(1))] {
        let Some(m) = m else { continue };
        let (s, sc) = shape(ctx, ctx.value_type(t));
        for (idx, d) in dim_positions(ctx, *m).into_iter().enumerate() {
            if let (Some(d), Some(n)) = (d, s.get(idx)) {
                if let Some(slot) = mask.get_mut(d as usize) {
                    *slot = *n;
                    scalable[d as usize] = sc[idx];
                }
            }
        }
    }
    let i1 = types.make_type(TypeData::Integer {
        width: 1,
        signedness: ir::Signedness::Signless,
    });
    types.make_type(TypeData::Vector {
        shape: mask,
        scalable,
        element: i1,
    })
}

/// `getIterationBounds`: each iterator's extent (reductions from the lhs,
/// parallel dims from the result).
pub(crate) fn iteration_bounds(ctx: &Context, op: ContractionOp) -> Vec<i64> {
    let maps = maps(ctx, op);
    let (ls, _) = shape(ctx, ctx.value_type(op.lhs(ctx)));
    let (rs, _) = shape(ctx, ctx.value_type(op.result(ctx)));
    iterators(ctx, op)
        .into_iter()
        .enumerate()
        .map(|(i, t)| {
            let (map, s) = match t {
                IteratorType::Reduction => (maps.first(), &ls),
                IteratorType::Parallel => (maps.get(2), &rs),
            };
            map.and_then(|m| result_index(ctx, *m, i as u32))
                .and_then(|r| s.get(r).copied())
                .unwrap_or(0)
        })
        .collect()
}
