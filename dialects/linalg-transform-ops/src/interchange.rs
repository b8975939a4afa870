//! `transform.structured.interchange` (upstream's `InterchangeOp` in
//! `LinalgTransformOps.cpp`) over `interchangeGenericOp`
//! (`Linalg/Transforms/Interchange.cpp`), and the `SemiFunctionType`
//! custom directive of its format (`Linalg/TransformOps/Syntax.cpp`).

use ir::affine::AffineMap;
use ir::effects::{EffectInstance, MemoryEffect};
use ir::{
    Context, CustomParser, CustomPrinter, Diagnostic, OpId, ParseError, PatternRewriter, Type,
};
use transform_dialect::{
    consumes_handle, modifies_payload, produces_handle, DiagnosedSilenceableFailure,
    TransformResults, TransformState,
};

use crate::{InterchangeOp, InterchangeOpHooks};

type Outcome = DiagnosedSilenceableFailure;

/// Upstream's `parseSemiFunctionType` of one argument and one result
/// type: `type` alone, or `(type) -> type`. (Upstream leaves the result
/// type null without the parentheses; here that is an error.)
pub fn parse_semi_function_type(
    parser: &mut CustomParser<'_, '_, '_>,
    argument: &mut Vec<Type>,
    result: &mut Vec<Type>,
) -> Result<(), ParseError> {
    let at = parser.offset();
    let paren = parser.parse_optional_punct("(");
    argument.push(parser.parse_type()?);
    if !paren {
        return Err(parser.error_at(at, "expected '('"));
    }
    parser.parse_punct(")")?;
    parser.parse_punct("->")?;
    result.push(parser.parse_type()?);
    Ok(())
}

/// Upstream's `printSemiFunctionType`: `(argument) -> result`.
pub fn print_semi_function_type(
    printer: &mut CustomPrinter<'_, '_>,
    _op: OpId,
    argument: &[Type],
    result: &[Type],
) {
    if !result.is_empty() {
        printer.write_str("(");
    }
    if let Some(&t) = argument.first() {
        printer.print_type(t);
    }
    if result.is_empty() {
        return;
    }
    printer.write_str(") -> ");
    if result.len() > 1 {
        printer.write_str("(");
    }
    for (i, &t) in result.iter().enumerate() {
        if i > 0 {
            printer.write_str(", ");
        }
        printer.print_type(t);
    }
    if result.len() > 1 {
        printer.write_str(")");
    }
}

/// The inverse of the permutation `perm` as a map (`inversePermutation`
/// of `AffineMap::getPermutationMap`), `None` when `perm` is not one.
fn inverse_permutation_map(ctx: &mut Context, perm: &[u32]) -> Option<AffineMap> {
    let n = perm.len();
    let mut position = vec![None; n];
    for (i, &p) in perm.iter().enumerate() {
        let slot = position.get_mut(p as usize)?;
        if slot.is_some() {
            return None;
        }
        *slot = Some(i as u32);
    }
    let results: Vec<_> = position
        .into_iter()
        .map(|i| i.map(|i| ctx.affine_dim(i)))
        .collect::<Option<_>>()?;
    Some(ctx.affine_map(n as u32, 0, &results))
}

/// Upstream's `interchangeGenericOp`: the loops of `op` (a
/// `linalg.generic`) permuted by `interchange` in place: its indexing maps
/// composed with the inverse permutation, its iterator types permuted, and
/// each `linalg.index` of its body replaced by an `affine.apply` of the
/// inverse permutation's row over new `linalg.index`es of every loop.
/// `false` when the preconditions do not hold (nothing changed).
pub fn interchange_generic_op(
    ctx: &mut Context,
    op: linalg::GenericOp,
    interchange: &[u32],
) -> bool {
    let num_loops =
        linalg::LinalgOpRef::get(ctx, op.operation()).map_or(0, |l| l.get_num_loops(ctx));
    if interchange.is_empty() || interchange.len() != num_loops {
        return false;
    }
    let Some(inverse) = inverse_permutation_map(ctx, interchange) else {
        return false;
    };
    let maps: Vec<AffineMap> = ctx
        .attr_as_array(op.indexing_maps(ctx))
        .unwrap_or(&[])
        .to_vec()
        .into_iter()
        .filter_map(|a| ctx.as_affine_map(a))
        .collect();
    let inverse_results = ctx.affine_map_data(inverse).results.clone();
    let new_maps: Vec<_> = maps
        .into_iter()
        .map(|m| {
            let composed = ctx.affine_map_replace_dims_and_symbols(
                m,
                &inverse_results,
                &[],
                interchange.len() as u32,
                0,
            );
            ctx.affine_map_attr(composed)
        })
        .collect();
    let maps_attr = ctx.array_attr(&new_maps);
    let iterators = ctx
        .attr_as_array(op.iterator_types(ctx))
        .unwrap_or(&[])
        .to_vec();
    let Some(permuted) = interchange
        .iter()
        .map(|&p| iterators.get(p as usize).copied())
        .collect::<Option<Vec<_>>>()
    else {
        return false;
    };
    let iterators_attr = ctx.array_attr(&permuted);
    let _ = op.set_indexing_maps_attr(ctx, maps_attr);
    let _ = op.set_iterator_types_attr(ctx, iterators_attr);
    // The body's `linalg.index` ops, rewritten in program order.
    let body: Vec<OpId> = ctx
        .op_regions(op.operation())
        .first()
        .and_then(|&r| ctx.region_blocks(r).first().copied())
        .map(|b| ctx.block_ops(b).collect())
        .unwrap_or_default();
    for index_op in body {
        let Some(index) = linalg::IndexOp::cast(ctx, index_op) else {
            continue;
        };
        let dim = index.dim(ctx) as usize;
        let loc = ctx.op_loc(index_op);
        let Some(&result) = inverse_results.get(dim) else {
            continue;
        };
        let row = ctx.affine_map(num_loops as u32, 0, &[result]);
        let mut rw = PatternRewriter::new(ctx);
        rw.set_insertion_point_before(index_op);
        let index_type = rw.index_type();
        let all: Vec<_> = (0..num_loops)
            .map(|d| {
                linalg::IndexOp::build_with_values(&mut rw, loc, index_type, d as i64).result(&rw)
            })
            .collect();
        let map_attr = rw.affine_map_attr(row);
        let apply =
            affine::AffineApplyOp::build(&mut rw, loc, index_type, map_attr, &all).result(&rw);
        let _ = rw.replace_op(index_op, &[apply]);
    }
    true
}

impl InterchangeOpHooks for InterchangeOp {
    /// Upstream's `InterchangeOp::verify`.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let permutation = self.iterator_interchange(ctx);
        let mut sorted = permutation.to_vec();
        sorted.sort_unstable();
        if sorted.iter().enumerate().any(|(i, &p)| p != i as i64) {
            let list: Vec<String> = permutation.iter().map(i64::to_string).collect();
            return Err(Diagnostic::op_error(
                ctx,
                self.operation(),
                format!(
                    "expects iterator_interchange to be a permutation, found {}",
                    list.join(", ")
                ),
            ));
        }
        Ok(())
    }

    /// Upstream's `TransformEachOpTrait::apply` over
    /// `InterchangeOp::applyToOne`.
    fn apply(
        op: Self,
        ctx: &mut Context,
        results: &mut TransformResults,
        state: &mut TransformState,
    ) -> Outcome {
        let this = op.operation();
        let interchange: Vec<i64> = op.iterator_interchange(ctx).to_vec();
        let mut done = Vec::new();
        let mut silenced = Vec::new();
        for target in state.payload_ops(op.target(ctx)) {
            let Some(generic) = linalg::GenericOp::cast(ctx, target) else {
                silenced.push(
                    Diagnostic::error(ctx.op_loc(this), "transform applied to the wrong op kind")
                        .with_note(ctx.op_loc(target), "when applied to this op"),
                );
                continue;
            };
            if interchange.is_empty() {
                done.push(target);
                continue;
            }
            let num_loops =
                linalg::LinalgOpRef::get(ctx, target).map_or(0, |l| l.get_num_loops(ctx));
            if interchange.len() != num_loops {
                silenced.push(Diagnostic::error(
                    ctx.op_loc(this),
                    format!(
                        "\"iterator_interchange\" has length ({}) different from the number of loops in the target operation ({num_loops})",
                        interchange.len()
                    ),
                ));
                continue;
            }
            let perm: Vec<u32> = interchange.iter().map(|&p| p as u32).collect();
            if !interchange_generic_op(ctx, generic, &perm) {
                state.emit(Diagnostic::op_error(ctx, this, "failed to apply"));
                return DiagnosedSilenceableFailure::Definite;
            }
            done.push(target);
        }
        results.set_ops(0, done);
        if silenced.is_empty() {
            DiagnosedSilenceableFailure::Success
        } else {
            DiagnosedSilenceableFailure::Silenceable(silenced)
        }
    }

    fn get_effects(op: Self, ctx: &Context, effects: &mut Vec<EffectInstance<MemoryEffect>>) {
        consumes_handle(&[op.target(ctx)], effects);
        produces_handle(&ctx.results(op.operation()), effects);
        modifies_payload(effects);
    }
}
