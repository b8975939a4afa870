//! The `tosa-infer-shapes` pass (upstream's `TosaInferShapes.cpp`): the
//! result types of the tosa ops of a function refined, in order, by what
//! their shape inference (`InferShapedTypeOpInterface`) finds of the
//! operands' types, into the regions of `tosa.cond_if` and
//! `tosa.while_loop`; a user that cannot refine its operand types gets
//! the value through a `tensor.cast` back to the old type.

use super::TosaInferShapesBase;
use crate::shape_utils::{infer_components, refined_type, ValueKnowledge};
use crate::*;
use ir::diag::Severity;
use ir::interfaces::{InferShapedTypeOpInterfaceVtable, InferTypeOpInterfaceVtable};
use ir::pass::{OperationPass, PassFailure, PassRun};
use ir::{Context, Diagnostic, OpBuilder, OpId, RegionId, Type, Value};

/// The `tosa-infer-shapes` pass.
#[derive(Clone, Debug, Default)]
pub struct TosaInferShapes {
    base: TosaInferShapesBase,
}

impl OperationPass for TosaInferShapes {
    type Declaration = TosaInferShapesBase;
    fn declaration(&self) -> &TosaInferShapesBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut TosaInferShapesBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let func = run.op();
        let ctx = run.ctx();
        let mut state = TypeModifications::default();
        if let Some(&body) = ctx.op_regions(func).first() {
            propagate_in_region(ctx, body, &mut state);
        }
        state.commit(ctx);
        for warning in state.warnings {
            run.emit(warning);
        }
        Ok(())
    }
}

/// Whether `user` refines its operand types itself (`canBeRefined`): a
/// tosa op, or an op inferring its result types.
fn can_be_refined(ctx: &Context, user: OpId) -> bool {
    let name = ctx.op_get_name(user);
    if ctx.op_definition(name).is_none() && ctx.dialect(ctx.op_name_dialect(name)).is_none() {
        return false;
    }
    ctx.op_name_dialect(name) == "tosa"
        || ctx
            .op_interface::<InferTypeOpInterfaceVtable>(user)
            .is_some()
        || ctx
            .op_interface::<InferShapedTypeOpInterfaceVtable>(user)
            .is_some()
}

/// The types changed so far, each value with the type it had before
/// (`TypeModificationState`), in the order of the changes; and the
/// warnings found on the way.
#[derive(Default)]
struct TypeModifications {
    old_types: Vec<(Value, Type)>,
    warnings: Vec<Diagnostic>,
}

impl TypeModifications {
    /// Gives `value` type `ty`, recording its old type if it changes.
    fn set_type(&mut self, ctx: &mut Context, value: Value, ty: Type) {
        let old = ctx.value_type(value);
        if old != ty && ctx.set_value_type(value, ty).is_ok() {
            self.old_types.push((value, old));
        }
    }

    /// Gives each changed value its recorded old type back, in the order
    /// of the changes (`rollBack`).
    fn roll_back(&mut self, ctx: &mut Context) {
        for (value, ty) in self.old_types.drain(..) {
            // (The value was typed before; resetting cannot fail.)
            let _ = ctx.set_value_type(value, ty);
        }
    }

    /// Keeps the new types (`commit`): for each change, the first use of
    /// the value by an op that cannot refine its operand types, in use
    /// order, is given a `tensor.cast` of the value to the old type, built
    /// before that user at the value's location. (Upstream's loop over the
    /// uses ends with the use it moves to the cast.)
    fn commit(&mut self, ctx: &mut Context) {
        for (value, old) in std::mem::take(&mut self.old_types) {
            let Some(use_) = ctx.uses(value).find(|u| !can_be_refined(ctx, u.op)) else {
                continue;
            };
            let loc = ctx.value_loc(value);
            let mut builder = OpBuilder::new(ctx);
            builder.set_insertion_point_before(use_.op);
            let cast = tensor::CastOp::build(&mut builder, loc, old, value).dest(&builder);
            // (The use is of a live op, at an existing operand.)
            let _ = ctx.set_operand(use_.op, use_.index as usize, cast);
        }
    }
}

/// The shaped type of `old` with the dimensions of `dims`
/// (`ShapedType::clone(shape)`).
fn with_dims(ctx: &mut Context, old: Type, dims: &[i64]) -> Type {
    let element = ctx.element_type_or_self(old);
    ctx.ranked_tensor(dims, element)
}

/// `propagateShapesToTosaIf`: each region's block arguments typed by the
/// shapes of the operands they receive, joined with their own types, then
/// shapes propagated through the region.
fn propagate_to_if(ctx: &mut Context, op: OpId, state: &mut TypeModifications) {
    if IfOp::cast(ctx, op).is_none() {
        return;
    }
    let operands: Vec<Value> = ctx.operands_iter(op).collect();
    for region in ctx.op_regions(op).to_vec() {
        let Some(&front) = ctx.region_blocks(region).first() else {
            return;
        };
        let args = ctx.block_args(front);
        if args.len() + 1 != operands.len() {
            return;
        }
        for (&arg, &operand) in args.iter().zip(&operands[1..]) {
            let inferred = ctx.value_type(operand);
            if let Some(dims) = ctx.shape(inferred).map(<[i64]>::to_vec) {
                let old = ctx.value_type(arg);
                let new = with_dims(ctx, old, &dims);
                state.set_type(ctx, arg, new);
            }
        }
        for (&arg, &operand) in args.iter().zip(&operands[1..]) {
            let operand_knowledge = ValueKnowledge::from_type(ctx, ctx.value_type(operand));
            let block_knowledge = ValueKnowledge::from_type(ctx, ctx.value_type(arg));
            let Some(joined) = ValueKnowledge::join(&operand_knowledge, &block_knowledge) else {
                continue;
            };
            if let Some(ty) = joined.to_type(ctx) {
                state.set_type(ctx, arg, ty);
            }
        }
        propagate_in_region(ctx, region, state);
    }
}

/// `propagateShapesToTosaWhile`: the body propagated speculatively from
/// the loop's operand types, met with what its `tosa.yield` gives, until
/// the argument types stop changing; then both regions propagated with
/// those argument types.
fn propagate_to_while(ctx: &mut Context, op: OpId, state: &mut TypeModifications) {
    if WhileOp::cast(ctx, op).is_none() {
        return;
    }
    let regions = ctx.op_regions(op).to_vec();
    let Some(&body) = regions.get(1) else {
        return;
    };
    let mut arg_types: Vec<Type> = ctx.operand_types_iter(op).collect();
    loop {
        let mut local = TypeModifications::default();
        let Some(&front) = ctx.region_blocks(body).first() else {
            return;
        };
        let args = ctx.block_args(front);
        for (&arg, &ty) in args.iter().zip(&arg_types) {
            local.set_type(ctx, arg, ty);
        }
        propagate_in_region(ctx, body, &mut local);
        let yields: Vec<OpId> = ctx
            .region_blocks(body)
            .iter()
            .filter_map(|&b| ctx.block_last_op(b))
            .filter(|&t| YieldOp::cast(ctx, t).is_some())
            .collect();
        let mut knowledge: Vec<Option<ValueKnowledge>> = arg_types
            .iter()
            .map(|&t| Some(ValueKnowledge::from_type(ctx, t)))
            .collect();
        let mut mismatch = false;
        for &y in &yields {
            for (i, t) in ctx.operand_types_iter(y).enumerate() {
                let Some(slot) = knowledge.get_mut(i) else {
                    mismatch = true;
                    break;
                };
                let new = ValueKnowledge::from_type(ctx, t);
                *slot = slot.as_ref().and_then(|k| ValueKnowledge::meet(k, &new));
            }
        }
        state.warnings.append(&mut local.warnings);
        if mismatch {
            local.roll_back(ctx);
            let mut warning = Diagnostic::at_op(
                ctx,
                op,
                format!(
                    "'{}' op has a tosa.yield with the incorrect number of operands",
                    ctx.op_name_of(op)
                ),
            );
            warning.severity = Severity::Warning;
            state.warnings.push(warning);
            return;
        }
        let mut changed = false;
        for (ty, k) in arg_types.iter_mut().zip(&knowledge) {
            // (A contradiction, which upstream does not expect, keeps the
            // type.)
            let Some(new) = k.as_ref().and_then(|k| k.to_type(ctx)) else {
                continue;
            };
            changed |= new != *ty;
            *ty = new;
        }
        local.roll_back(ctx);
        if !changed {
            break;
        }
    }
    for region in regions {
        let Some(&front) = ctx.region_blocks(region).first() else {
            continue;
        };
        let args = ctx.block_args(front);
        for (&arg, &ty) in args.iter().zip(&arg_types) {
            state.set_type(ctx, arg, ty);
        }
        propagate_in_region(ctx, region, state);
    }
}

/// `propagateShapesInRegion`: each tosa op of the region, in order, after
/// its regions, given the result types its shape inference finds, joined
/// with the types it has.
fn propagate_in_region(ctx: &mut Context, region: RegionId, state: &mut TypeModifications) {
    for block in ctx.region_blocks(region).to_vec() {
        let ops: Vec<OpId> = ctx.block_ops(block).collect();
        for op in ops {
            if ctx.op_name_dialect(ctx.op_get_name(op)) != "tosa" {
                continue;
            }
            propagate_to_if(ctx, op, state);
            propagate_to_while(ctx, op, state);
            let Some(shapes) = infer_components(ctx, op) else {
                continue;
            };
            let results = ctx.results(op);
            for (result, predicted) in results.into_iter().zip(shapes) {
                let current = ctx.value_type(result);
                if let Some(ty) = refined_type(ctx, current, predicted) {
                    state.set_type(ctx, result, ty);
                }
            }
        }
    }
}
