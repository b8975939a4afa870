//! Elementwise-mappable ops on ranked tensors rewritten as
//! `linalg.generic` over their scalar form (upstream's
//! `Linalg/Transforms/ElementwiseToLinalg.cpp`).

use ir::conversion::{apply_partial_conversion, rewrite_patterns, ConversionTarget};
use ir::pass::{OperationPass, PassFailure, PassRun};
use ir::{
    Context, Location, OpBuilder, OpId, OpTrait, OperationState, PatternRewriter, RewritePattern,
    Value,
};
use linalg::{GenericOp, IteratorType, IteratorTypeAttr, YieldOp};

use crate::ConvertElementwiseToLinalgPassBase;

/// Whether `op` maps elementwise and every operand is a ranked tensor
/// (upstream's `isElementwiseMappableOpOnRankedTensors`).
pub fn is_elementwise_mappable_on_ranked_tensors(ctx: &Context, op: OpId) -> bool {
    ctx.op_has_trait(op, &OpTrait::Elementwise)
        && ctx
            .operand_types(op)
            .into_iter()
            .all(|t| ctx.is_ranked_tensor(t))
}

/// For each result type, the first operand of that type, else a new
/// `tensor.empty` of the first operand's sizes and the result's element
/// type (upstream's `getOrCreateOperandsMatchingResultTypes`).
fn operands_matching_result_types(b: &mut OpBuilder<'_>, loc: Location, op: OpId) -> Vec<Value> {
    let operands = b.operands(op);
    let mut out = Vec::new();
    for t in b.result_types(op) {
        if let Some(&v) = operands.iter().find(|&&v| b.value_type(v) == t) {
            out.push(v);
            continue;
        }
        let first = operands[0];
        let first_ty = b.value_type(first);
        let shape = b.shape(first_ty).map(<[i64]>::to_vec).unwrap_or_default();
        let mut dynamic = Vec::new();
        for (i, &d) in shape.iter().enumerate() {
            if d == ir::DYNAMIC {
                let index_ty = b.index_type();
                let at = b.index_attr(i as i64);
                let c = arith::ConstantOp::build(b, loc, index_ty, at).result(b);
                dynamic.push(tensor::DimOp::build(b, loc, index_ty, first, c).result(b));
            }
        }
        let element = b.element_type(t).unwrap_or(t);
        let empty_ty = b.ranked_tensor_type(&shape, element);
        out.push(tensor::EmptyOp::build(b, loc, empty_ty, &dynamic).result(b));
    }
    out
}

/// Rewrites an elementwise-mappable op on ranked tensors as a
/// `linalg.generic` of identity maps whose body is the op on scalars
/// (upstream's `ConvertAnyElementwiseMappableOpOnRankedTensors`).
pub struct ConvertElementwiseMappable;

impl RewritePattern for ConvertElementwiseMappable {
    fn root(&self) -> Option<&str> {
        None
    }

    fn name(&self) -> &str {
        "ConvertAnyElementwiseMappableOpOnRankedTensors"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        if !is_elementwise_mappable_on_ranked_tensors(rw, op) {
            return rw.notify_match_failure("requires elementwise op on ranked tensors");
        }
        let result_types = rw.result_types(op);
        let Some(rank) = result_types
            .first()
            .and_then(|&t| rw.shape(t))
            .map(<[i64]>::len)
        else {
            return false;
        };
        let operands = rw.operands(op);
        let loc = rw.op_loc(op);
        rw.set_insertion_point_before(op);
        let identity = rw.identity_affine_map(rank as u32);
        let identity = rw.affine_map_attr(identity);
        let maps = vec![identity; result_types.len() + operands.len()];
        let maps = rw.array_attr(&maps);
        let parallel = IteratorTypeAttr::get(rw, IteratorType::Parallel);
        let iterators = rw.array_attr(&vec![parallel; rank]);
        let outputs = operands_matching_result_types(rw, loc, op);
        let generic = GenericOp::build(
            rw,
            loc,
            &result_types,
            &operands,
            &outputs,
            maps,
            iterators,
            None,
            None,
        );
        // The body (upstream's `buildGenericRegion`): one argument per
        // operand, its element type, at the operand's location.
        let mut args = Vec::new();
        for &v in operands.iter().chain(&outputs) {
            let t = rw.value_type(v);
            let t = if rw.is_memref(t) || rw.is_ranked_tensor(t) {
                rw.element_type(t).unwrap_or(t)
            } else {
                t
            };
            args.push((t, rw.value_loc(v)));
        }
        let region = generic.region(rw);
        let saved = rw.insertion_point();
        let block = rw.create_block(region, &args);
        let block_args = rw.block_args(block).to_vec();
        let scalar_types: Vec<_> = result_types
            .iter()
            .map(|&t| rw.element_type(t).unwrap_or(t))
            .collect();
        let mut state = OperationState::new(rw.op_get_name(op), loc);
        state.operands = block_args[..operands.len()].to_vec();
        state.result_types = scalar_types;
        state.attributes = rw.attrs(op).to_vec();
        state.properties = rw.props(op);
        let scalar = rw.create(state);
        let results = rw.results(scalar);
        YieldOp::build(rw, loc, &results);
        rw.set_insertion_point(saved);
        let new_results = rw.results(generic.operation());
        rw.replace_op(op, &new_results).is_ok()
    }
}

/// `convert-elementwise-to-linalg`.
#[derive(Clone, Debug, Default)]
pub struct ConvertElementwiseToLinalg {
    base: ConvertElementwiseToLinalgPassBase,
}

/// The pass, boxed for a pass manager.
pub fn create_convert_elementwise_to_linalg_pass() -> Box<dyn ir::pass::Pass> {
    Box::new(ConvertElementwiseToLinalg::default())
}

impl OperationPass for ConvertElementwiseToLinalg {
    type Declaration = ConvertElementwiseToLinalgPassBase;
    fn declaration(&self) -> &ConvertElementwiseToLinalgPassBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut ConvertElementwiseToLinalgPassBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let root = run.op();
        let patterns = rewrite_patterns(vec![Box::new(ConvertElementwiseMappable)]);
        let mut target = ConversionTarget::new();
        target.mark_unknown_op_dynamically_legal(|ctx, op| {
            !is_elementwise_mappable_on_ranked_tensors(ctx, op)
        });
        apply_partial_conversion(run.ctx(), root, &target, &patterns, None).map_err(|d| {
            run.emit(d);
            PassFailure
        })
    }
}
