//! The `expand-realloc` pass (upstream `ExpandRealloc.cpp`): a
//! `memref.realloc` of a 1-D memref becomes an `scf.if` on whether the
//! old size is smaller than the new one, allocating, copying and (with
//! `emit-deallocs`) freeing in one branch, reinterpreting the old buffer
//! in the other. A dialect conversion with `realloc` illegal, as upstream.

use ir::conversion::{apply_partial_conversion, rewrite_patterns, ConversionTarget};
use ir::pass::{OperationPass, PassFailure, PassRun};
use ir::{OpBuilder, OpFoldResult, OpId, PatternRewriter, RewritePattern, Value};
use memref::{AllocOp, CopyOp, DeallocOp, DimOp, ReallocOp, ReinterpretCastOp, SubViewOp};

use crate::util::{dispatch, index, value_of, DYNAMIC};
use crate::ExpandReallocBase;

/// Upstream's `ExpandReallocOpPattern`.
struct ExpandReallocOpPattern {
    emit_deallocs: bool,
}

impl RewritePattern for ExpandReallocOpPattern {
    fn root(&self) -> Option<&str> {
        Some(ReallocOp::OPERATION_NAME)
    }

    fn name(&self) -> &str {
        "ExpandReallocOpPattern"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let Some(realloc) = ReallocOp::cast(rw, op) else {
            return false;
        };
        let loc = rw.op_loc(op);
        let source = realloc.source(rw);
        let result_ty = rw.value_type(realloc.result(rw));
        let source_ty = rw.value_type(source);
        // The verifier guarantees rank 1 and identity layouts.
        let (Some(&input_size), Some(&output_size)) = (
            rw.shape(source_ty).and_then(<[i64]>::first),
            rw.shape(result_ty).and_then(<[i64]>::first),
        ) else {
            return false;
        };
        let dynamic_size = realloc.dynamic_result_size(rw);
        let alignment = realloc.alignment_attr(rw);
        rw.set_insertion_point_before(op);
        let curr_size = if input_size == DYNAMIC {
            let zero = index(rw, 0);
            let zero = value_of(rw, loc, zero);
            let ty = rw.index_type();
            OpFoldResult::Value(DimOp::build(rw, loc, ty, source, zero).result(rw))
        } else {
            index(rw, input_size)
        };
        let target_size = match dynamic_size {
            Some(v) if output_size == DYNAMIC => OpFoldResult::Value(v),
            _ => index(rw, output_size),
        };
        let lhs = value_of(rw, loc, curr_size);
        let rhs = value_of(rw, loc, target_size);
        let i1 = rw.i1();
        let ult = rw.i64_attr(arith::CmpIPredicate::Ult as i64);
        let cond = arith::CmpIOp::build(rw, loc, i1, ult, lhs, rhs).result(rw);
        // `SubViewOp::inferResultType` of `[0] [curr_size] [1]`.
        let (ss, _) = dispatch(rw, &[curr_size]);
        let Some(parts) = memref::infer_subview_type(rw, result_ty, &[0], &ss, &[1]) else {
            return false;
        };
        let subview_ty = memref::canonicalize::intern(rw, &parts);
        let emit_deallocs = self.emit_deallocs;
        let mut then_builder = |b: &mut OpBuilder<'_>, loc: ir::Location| {
            let sizes: Vec<Value> = dynamic_size.into_iter().collect();
            let new_alloc = AllocOp::build(b, loc, result_ty, &sizes, &[], alignment).memref(b);
            let (ss, dsz) = dispatch(b, &[curr_size]);
            let subview = SubViewOp::build_with_values(
                b,
                loc,
                subview_ty,
                new_alloc,
                &[],
                &dsz,
                &[],
                &[0],
                &ss,
                &[1],
            )
            .result(b);
            CopyOp::build(b, loc, source, subview);
            if emit_deallocs {
                DeallocOp::build(b, loc, source);
            }
            scf::YieldOp::build(b, loc, &[new_alloc]);
        };
        let mut else_builder = |b: &mut OpBuilder<'_>, loc: ir::Location| {
            let (ss, dsz) = dispatch(b, &[target_size]);
            let cast = ReinterpretCastOp::build_with_values(
                b,
                loc,
                result_ty,
                source,
                &[],
                &dsz,
                &[],
                &[0],
                &ss,
                &[1],
            )
            .result(b);
            scf::YieldOp::build(b, loc, &[cast]);
        };
        let if_op = scf::IfOp::build_from_cond_then_builder_else_builder(
            rw,
            loc,
            cond,
            &mut then_builder,
            Some(&mut else_builder),
        );
        let result = rw.result(if_op.operation(), 0);
        rw.replace_op(op, &[result]).is_ok()
    }
}

/// The `expand-realloc` pass.
#[derive(Clone, Debug, Default)]
pub struct ExpandRealloc {
    base: ExpandReallocBase,
}

/// Creates the `expand-realloc` pass (upstream's
/// `createExpandReallocPass`).
pub fn create_expand_realloc_pass() -> Box<dyn ir::pass::Pass> {
    Box::new(ExpandRealloc::default())
}

impl OperationPass for ExpandRealloc {
    type Declaration = ExpandReallocBase;
    fn declaration(&self) -> &ExpandReallocBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut ExpandReallocBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let root = run.op();
        let pattern = ExpandReallocOpPattern {
            emit_deallocs: self.base.options.emit_deallocs,
        };
        let patterns = rewrite_patterns(vec![Box::new(pattern)]);
        let mut target = ConversionTarget::new();
        for dialect in ["arith", "scf", "memref"] {
            target.add_legal_dialect(dialect);
        }
        target.add_illegal_op(ReallocOp::OPERATION_NAME);
        apply_partial_conversion(run.ctx(), root, &target, &patterns, None).map_err(|d| {
            run.emit(d);
            PassFailure
        })
    }
}
