//! Inputs of a `linalg.generic` on tensors read at a constant position
//! turned into a `tensor.extract` inside its body (upstream's
//! `Linalg/Transforms/InlineScalarOperands.cpp`).

use ir::pass::{OperationPass, PassFailure, PassRun};
use ir::{GreedyConfig, IrMapping, OpId, PatternRewriter, RewritePattern};
use linalg::{GenericOp, LinalgOpRef, LoopExpr};

use crate::{dps_split, is_scalar, LinalgInlineScalarOperandsPassBase};

/// Drops the inputs of a `linalg.generic` on tensors whose indexing map
/// is constant, reading them with `tensor.extract` in the body instead
/// (upstream's `InlineScalarOperands`).
pub struct InlineScalarOperands;

impl RewritePattern for InlineScalarOperands {
    fn root(&self) -> Option<&str> {
        Some(GenericOp::OPERATION_NAME)
    }

    fn name(&self) -> &str {
        "InlineScalarOperands"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let (Some(generic), Some(lop)) = (GenericOp::cast(rw, op), LinalgOpRef::get(rw, op)) else {
            return false;
        };
        let tensors = rw
            .operand_types(op)
            .into_iter()
            .all(|t| is_scalar(rw, t) || rw.is_ranked_tensor(t));
        if !tensors {
            return false;
        }
        let maps = lop.get_indexing_maps_array(rw);
        let (ins, outs) = dps_split(rw, op);
        let mut scalars = Vec::new();
        let mut new_maps = Vec::new();
        let mut new_inputs = Vec::new();
        for (i, &input) in ins.iter().enumerate() {
            let map = &maps[i];
            if map.results.iter().all(|e| matches!(e, LoopExpr::Const(_))) {
                scalars.push(i);
            } else {
                new_maps.push(map.clone());
                new_inputs.push(input);
            }
        }
        if scalars.is_empty() {
            return false;
        }
        new_maps.extend(maps[ins.len()..].iter().cloned());
        let loc = rw.op_loc(op);
        let result_types = rw.result_types(op);
        let map_attrs: Vec<_> = new_maps
            .iter()
            .map(|m| {
                let m = m.intern(rw);
                rw.affine_map_attr(m)
            })
            .collect();
        let map_attrs = rw.array_attr(&map_attrs);
        let iterators = generic.iterator_types(rw);
        rw.set_insertion_point_before(op);
        let new_op = GenericOp::build(
            rw,
            loc,
            &result_types,
            &new_inputs,
            &outs,
            map_attrs,
            iterators,
            None,
            None,
        );
        // The body, copied (upstream's `cloneRegionBefore`).
        let Some(old_body) = rw.region_entry(generic.region(rw)) else {
            return false;
        };
        let arg_types: Vec<_> = rw
            .block_args(old_body)
            .iter()
            .map(|&a| (rw.value_type(a), rw.value_loc(a)))
            .collect();
        let new_region = new_op.region(rw);
        let saved = rw.insertion_point();
        let body = rw.create_block(new_region, &arg_types);
        let mut mapping = IrMapping::new();
        let new_args = rw.block_args(body).to_vec();
        for (&a, &n) in rw.block_args(old_body).iter().zip(&new_args) {
            mapping.map_value(a, n);
        }
        let old_ops: Vec<OpId> = rw.block_ops(old_body).collect();
        rw.set_insertion_point_to_end(body);
        for o in old_ops {
            if rw.clone_op(o, &mut mapping).is_err() {
                return false;
            }
        }
        rw.set_insertion_point_to_start(body);
        for &idx in scalars.iter().rev() {
            let indices: Vec<i64> = maps[idx]
                .results
                .iter()
                .filter_map(|e| match e {
                    LoopExpr::Const(c) => Some(*c),
                    _ => None,
                })
                .collect();
            let values: Vec<_> = indices
                .iter()
                .map(|&c| {
                    let ty = rw.index_type();
                    let at = rw.index_attr(c);
                    arith::ConstantOp::build(rw, loc, ty, at).result(rw)
                })
                .collect();
            let source = ins[idx];
            let element = {
                let t = rw.value_type(source);
                rw.element_type(t).unwrap_or(t)
            };
            let extracted = tensor::ExtractOp::build(rw, loc, element, source, &values).result(rw);
            let arg = rw.block_args(body)[idx];
            rw.replace_all_uses_with(arg, extracted);
            if rw.erase_block_arg(body, idx).is_err() {
                return false;
            }
        }
        rw.set_insertion_point(saved);
        let results = rw.results(new_op.operation());
        rw.replace_op(op, &results).is_ok()
    }
}

/// `linalg-inline-scalar-operands`.
#[derive(Clone, Debug, Default)]
pub struct InlineScalarOperandsPass {
    base: LinalgInlineScalarOperandsPassBase,
}

/// The pass, boxed for a pass manager.
pub fn create_linalg_inline_scalar_operands_pass() -> Box<dyn ir::pass::Pass> {
    Box::new(InlineScalarOperandsPass::default())
}

impl OperationPass for InlineScalarOperandsPass {
    type Declaration = LinalgInlineScalarOperandsPassBase;
    fn declaration(&self) -> &LinalgInlineScalarOperandsPassBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut LinalgInlineScalarOperandsPassBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let root = run.op();
        let patterns: Vec<Box<dyn RewritePattern>> = vec![Box::new(InlineScalarOperands)];
        // Not converging is no failure upstream.
        let _ = ir::apply_patterns_greedily(run.ctx(), root, &patterns, GreedyConfig::default());
        Ok(())
    }
}
