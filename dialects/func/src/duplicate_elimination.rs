//! `duplicate-function-elimination` (upstream's
//! `DuplicateFunctionElimination.cpp`): functions equal in everything but
//! their symbol name are merged into the first of them, and calls are
//! redirected to it.

use std::collections::HashMap;
use std::hash::{Hash, Hasher};

use ir::pass::{OperationPass, PassFailure, PassRun};
use ir::rewrite::equivalence::{op_hash, regions_equivalent};
use ir::{Attribute, Context, Operation};

use crate::{CallOp, DuplicateFunctionEliminationPassBase, FuncOp};

/// What two equivalent functions share outside their bodies: the
/// attributes and properties but the symbol name.
fn signature(ctx: &Context, f: FuncOp) -> Vec<(ir::Ident, Attribute)> {
    let op = f.operation();
    let is_name = |ctx: &Context, n: ir::Ident| ctx.ident_str(n) == "sym_name";
    let mut entries: Vec<_> = ctx
        .attrs(op)
        .iter()
        .copied()
        .filter(|&(n, _)| !is_name(ctx, n))
        .collect();
    if let Some(props) = ctx.props(op).and_then(|p| ctx.as_dictionary(p)) {
        entries.extend(props.iter().copied().filter(|&(n, _)| !is_name(ctx, n)));
    }
    entries
}

/// The hash of a function: its signature and each op of its body, operands
/// and results ignored (upstream's `getHashValue`).
fn function_hash(ctx: &Context, f: FuncOp) -> u64 {
    let mut h = std::collections::hash_map::DefaultHasher::new();
    signature(ctx, f).hash(&mut h);
    for op in ctx.walk_postorder(f.operation()) {
        if op != f.operation() {
            op_hash(ctx, op, |_| 0, |_| 0, true).hash(&mut h);
        }
    }
    h.finish()
}

/// Whether `a` and `b` differ only in their symbol names (upstream's
/// `isEqual`).
fn equivalent(ctx: &Context, a: FuncOp, b: FuncOp) -> bool {
    signature(ctx, a) == signature(ctx, b)
        && regions_equivalent(ctx, a.body(ctx), b.body(ctx), true)
}

/// The `duplicate-function-elimination` pass.
#[derive(Clone, Debug, Default)]
pub struct DuplicateFunctionEliminationPass {
    base: DuplicateFunctionEliminationPassBase,
}

/// Creates the `duplicate-function-elimination` pass (upstream's
/// `createDuplicateFunctionEliminationPass`).
pub fn create_duplicate_function_elimination_pass() -> Box<dyn ir::pass::Pass> {
    Box::new(DuplicateFunctionEliminationPass::default())
}

impl OperationPass for DuplicateFunctionEliminationPass {
    type Declaration = DuplicateFunctionEliminationPassBase;
    fn declaration(&self) -> &DuplicateFunctionEliminationPassBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut DuplicateFunctionEliminationPassBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let top = run.op();
        let ctx = run.ctx();
        let ops = ctx.walk_postorder(top);
        // One representative per class, found through buckets by hash.
        let mut classes: HashMap<u64, Vec<FuncOp>> = HashMap::new();
        let mut representative: HashMap<String, String> = HashMap::new();
        let mut erased: Vec<Operation> = Vec::new();
        for &op in &ops {
            let Some(f) = FuncOp::cast(ctx, op) else {
                continue;
            };
            let bucket = classes.entry(function_hash(ctx, f)).or_default();
            let repr = match bucket.iter().find(|&&r| equivalent(ctx, r, f)) {
                Some(&r) => {
                    erased.push(op);
                    r
                }
                None => {
                    bucket.push(f);
                    f
                }
            };
            representative.insert(f.sym_name(ctx).to_string(), repr.sym_name(ctx).to_string());
        }
        for &op in &ops {
            let Some(call) = CallOp::cast(ctx, op) else {
                continue;
            };
            let callee = call.callee_attr(ctx);
            let Some(target) = ctx
                .as_symbol_ref(callee)
                .and_then(|(root, _)| representative.get(root))
                .cloned()
            else {
                continue;
            };
            let attr = ctx.symbol_ref_attr(&target, &[]);
            call.set_callee_attr(ctx, attr).map_err(|_| PassFailure)?;
        }
        for op in erased {
            ctx.erase_op(op).map_err(|_| PassFailure)?;
        }
        Ok(())
    }
}
