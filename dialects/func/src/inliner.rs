//! The func dialect's inliner interface (upstream
//! `Func/Extensions/InlinerExtension.cpp`): every func op may be inlined
//! and inlined into; a `func.return` becomes a `cf.br` to the block after
//! the call when the callee has several blocks, and gives the call's
//! results otherwise.

use ir::transforms::inlining::DialectInlinerInterface;
use ir::{BlockId, Context, IrMapping, OpId, OperationState, RegionId, Value};

/// `FuncInlinerInterface`.
struct FuncInliner;

impl DialectInlinerInterface for FuncInliner {
    fn is_legal_to_inline_call(&self, _: &Context, _: OpId, _: OpId, _: bool) -> bool {
        true
    }
    fn is_legal_to_inline_region(
        &self,
        _: &Context,
        _: RegionId,
        _: RegionId,
        _: bool,
        _: &IrMapping,
    ) -> bool {
        true
    }
    fn is_legal_to_inline_op(
        &self,
        _: &Context,
        _: OpId,
        _: RegionId,
        _: bool,
        _: &IrMapping,
    ) -> bool {
        true
    }
    fn handle_terminator_branch(&self, ctx: &mut Context, op: OpId, new_dest: BlockId) {
        if !ctx.op_is(op, "func.return") {
            return;
        }
        let Some(block) = ctx.op_parent_block(op) else {
            return;
        };
        let mut st = OperationState::new(ctx.op_name("cf.br"), ctx.op_loc(op));
        st.operands = ctx.operands(op);
        st.successors = vec![new_dest];
        let br = ctx.create_operation(st);
        // The branch takes the return's place; the return has no results.
        if ctx.insert_op(block, Some(op), br).is_ok() {
            let _ = ctx.erase_op(op);
        }
    }
    fn handle_terminator_values(&self, ctx: &mut Context, op: OpId, values: &[Value]) {
        for (&v, o) in values.iter().zip(ctx.operands(op)) {
            ctx.replace_all_uses_with(v, o);
        }
    }
}

static FUNC_INLINER: FuncInliner = FuncInliner;

/// Attaches the func dialect's inliner interface to `ctx`
/// (`func::registerInlinerExtension`).
pub fn register_inliner_extension(ctx: &mut Context) {
    ctx.add_dialect_interface::<dyn DialectInlinerInterface>("func", &FUNC_INLINER);
}
