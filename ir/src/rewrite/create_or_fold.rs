//! `OpBuilder::createOrFold` and `tryFold`: an op just built is folded
//! with its constant operands and, when that gives values, erased for them
//! (constants the fold returns are materialised by the op's dialect at
//! the builder's insertion point).

use super::{constant_value, fold_op};
use crate::core::attrs::Attribute;
use crate::core::builder::OpBuilder;
use crate::core::registry::{FoldResult, OpFoldResult, OpTrait};
use crate::core::storage::{OpId, Value};

/// Folds `op`, just built at `b`'s insertion point, as upstream's
/// `createOrFold` does after the build: when the fold gives values
/// (forwarded operands, or attributes the op's dialect materialises as
/// constants at the insertion point), `op` is erased and those values are
/// returned; otherwise (a constant op, an in-place fold, no fold, a
/// constant the dialect cannot materialise) `op` stays and its results are
/// returned.
pub fn create_or_fold(b: &mut OpBuilder<'_>, op: OpId) -> Vec<Value> {
    match try_fold(b, op) {
        Some(values) if !values.is_empty() && b.erase_op(op).is_ok() => {
            // Upstream announces the op to the listener only when it stays.
            b.forget_created(op);
            values
        }
        _ => b.results(op),
    }
}

/// Upstream's `OpBuilder::tryFold`: the values `op` folds to, constants
/// materialised by its dialect at `b`'s insertion point; `Some(empty)` for
/// an in-place fold, `None` when it does not fold (or is a constant
/// already, or a constant could not be materialised: those made are
/// erased again).
pub fn try_fold(b: &mut OpBuilder<'_>, op: OpId) -> Option<Vec<Value>> {
    if b.op_has_trait(op, &OpTrait::ConstantLike) {
        return None;
    }
    let constants: Vec<Option<Attribute>> = b
        .operands(op)
        .into_iter()
        .map(|v| constant_value(b, v))
        .collect();
    let folded = match fold_op(b, op, &constants) {
        FoldResult::Failure => return None,
        FoldResult::InPlace => return Some(Vec::new()),
        FoldResult::Replace(r) => r,
    };
    if folded.len() != b.num_results(op) {
        return None;
    }
    let dialect = b.op_name_dialect(b.op_get_name(op)).to_string();
    let materialize = b.dialect(&dialect).and_then(|d| d.materialize_constant);
    let loc = b.op_loc(op);
    let mut values = Vec::with_capacity(folded.len());
    let mut made = Vec::new();
    for (i, r) in folded.into_iter().enumerate() {
        match r {
            OpFoldResult::Value(v) => values.push(v),
            OpFoldResult::Attr(a) => {
                let ty = b.value_type(b.result(op, i));
                match materialize.and_then(|m| m(b, a, ty, loc)) {
                    Some(c) => {
                        made.push(c);
                        values.push(b.result(c, 0));
                    }
                    None => {
                        for c in made {
                            if b.erase_op(c).is_ok() {
                                b.forget_created(c);
                            }
                        }
                        return None;
                    }
                }
            }
        }
    }
    Some(values)
}
