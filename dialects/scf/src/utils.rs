//! Loop utilities the scf passes share: nests of `scf.for` loops
//! (upstream's `scf::buildLoopNest` of `SCF.cpp`) and index values of mixed
//! static/dynamic lists (`getValueOrCreateConstantIndexOp` of
//! `Arith/Utils/Utils.cpp`).

use ir::{Location, OpBuilder, OpFoldResult, Value};

use crate::{ForOp, ForallOp, YieldOp};

/// The value of `ofr`, or an `arith.constant` of type `index` built at the
/// builder's insertion point for an attribute.
pub fn value_or_create_constant_index(
    b: &mut OpBuilder<'_>,
    loc: Location,
    ofr: OpFoldResult,
) -> Value {
    match ofr {
        OpFoldResult::Value(v) => v,
        OpFoldResult::Attr(a) => {
            let value = b.attr_as_int(a).unwrap_or(0);
            constant_index(b, loc, value)
        }
    }
}

/// An `arith.constant` of type `index` (upstream's
/// `arith::ConstantIndexOp`), built at the builder's insertion point.
pub fn constant_index(b: &mut OpBuilder<'_>, loc: Location, value: i64) -> Value {
    let ty = b.index_type();
    let attr = b.index_attr(value);
    arith::ConstantOp::build(b, loc, ty, attr).result(b)
}

/// [`value_or_create_constant_index`] of each entry of a mixed list.
pub fn values_or_create_constant_index(
    b: &mut OpBuilder<'_>,
    loc: Location,
    mixed: &[OpFoldResult],
) -> Vec<Value> {
    mixed
        .iter()
        .map(|&m| value_or_create_constant_index(b, loc, m))
        .collect()
}

impl ForallOp {
    /// The lower bounds as values, constants built at the builder's
    /// insertion point for static ones (upstream's `getLowerBound(b)`).
    pub fn lower_bound_values(self, b: &mut OpBuilder<'_>) -> Vec<Value> {
        let mixed = self.get_mixed_lower_bound(b);
        let loc = b.op_loc(self.operation());
        values_or_create_constant_index(b, loc, &mixed)
    }

    /// The upper bounds as values (upstream's `getUpperBound(b)`).
    pub fn upper_bound_values(self, b: &mut OpBuilder<'_>) -> Vec<Value> {
        let mixed = self.get_mixed_upper_bound(b);
        let loc = b.op_loc(self.operation());
        values_or_create_constant_index(b, loc, &mixed)
    }

    /// The steps as values (upstream's `getStep(b)`).
    pub fn step_values(self, b: &mut OpBuilder<'_>) -> Vec<Value> {
        let mixed = self.get_mixed_step(b);
        let loc = b.op_loc(self.operation());
        values_or_create_constant_index(b, loc, &mixed)
    }
}

/// A nest of `scf.for` loops, outermost first, and the results of the
/// outermost one (upstream's `scf::LoopNest`).
#[derive(Clone, Debug, Default)]
pub struct LoopNest {
    /// The loops, outermost first.
    pub loops: Vec<ForOp>,
    /// The results of the outermost loop.
    pub results: Vec<Value>,
}

/// Builds a nest of `scf.for` loops at the builder's insertion point, one
/// per bound, each yielding the results of the one inside it; `body` builds
/// the innermost body from the induction variables and the loop-carried
/// values and returns what it yields (upstream's `scf::buildLoopNest`).
/// The builder's insertion point is kept.
#[allow(clippy::type_complexity)]
pub fn build_loop_nest(
    b: &mut OpBuilder<'_>,
    loc: Location,
    (lbs, ubs, steps): (&[Value], &[Value], &[Value]),
    iter_args: &[Value],
    body: Option<&mut dyn FnMut(&mut OpBuilder<'_>, Location, &[Value], &[Value]) -> Vec<Value>>,
) -> LoopNest {
    if lbs.is_empty() {
        let results = match body {
            Some(f) => f(b, loc, &[], iter_args),
            None => Vec::new(),
        };
        return LoopNest {
            loops: Vec::new(),
            results,
        };
    }
    let saved = b.insertion_point();
    let mut loops: Vec<ForOp> = Vec::with_capacity(lbs.len());
    let mut ivs = Vec::with_capacity(lbs.len());
    let mut current_args = iter_args.to_vec();
    for i in 0..lbs.len().min(ubs.len()).min(steps.len()) {
        let args = current_args.clone();
        let mut record = |_: &mut OpBuilder<'_>, _: Location, iv: Value, args: &[Value]| {
            ivs.push(iv);
            current_args = args.to_vec();
        };
        let lp = ForOp::build_from_lower_bound_upper_bound_step_iter_args_arg4(
            b,
            loc,
            lbs[i],
            ubs[i],
            steps[i],
            &args,
            Some(&mut record),
        );
        if let Some(block) = lp.get_body(b) {
            b.set_insertion_point_to_start(block);
        }
        loops.push(lp);
    }
    for pair in loops.windows(2) {
        if let Some(block) = pair[0].get_body(b) {
            b.set_insertion_point_to_end(block);
            let results = b.results(pair[1].operation());
            YieldOp::build(b, loc, &results);
        }
    }
    let innermost = loops[loops.len() - 1];
    let results = match (innermost.get_body(b), body) {
        (Some(block), Some(f)) => {
            b.set_insertion_point_to_start(block);
            let region_args = innermost.get_region_iter_args(b);
            f(b, loc, &ivs, &region_args)
        }
        _ => Vec::new(),
    };
    if let Some(block) = innermost.get_body(b) {
        b.set_insertion_point_to_end(block);
        YieldOp::build(b, loc, &results);
    }
    b.set_insertion_point(saved);
    let results = b.results(loops[0].operation());
    LoopNest { loops, results }
}
