//! The `#llvm.di_expression` legalization of `llvm-legalize-for-export`
//! (upstream's `DIExpressionLegalization.cpp` over the rewriter of
//! `DIExpressionRewriter.cpp`): each expression's operators are rewritten
//! front to back with upstream's one pattern, `MergeFragments` (two
//! `DW_OP_LLVM_fragment`s in a row become one at the sum of their offsets,
//! of the first one's size), until none applies.
//!
//! Upstream replaces the expressions wherever they are among the ops'
//! attributes (`AttrTypeReplacer`); this port looks into the attributes of
//! every op, arrays and dictionaries of them, and the global variable
//! expressions (`#llvm.di_global_variable_expression`), the attributes that
//! hold expressions in the llvm dialect.

use std::collections::VecDeque;

use ir::{Attribute, Context, NamedAttr, OpId};
use llvm::{DIExpressionAttr, DIExpressionElemAttr, DIGlobalVariableExpressionAttr};

/// `llvm::dwarf::DW_OP_LLVM_fragment`.
const DW_OP_LLVM_FRAGMENT: u32 = 0x1000;

/// The offset and size of a fragment operator.
fn fragment(ctx: &Context, op: DIExpressionElemAttr) -> Option<(u64, u64)> {
    let storage = op.storage(ctx);
    match storage.arguments[..] {
        [offset, size] if storage.opcode == DW_OP_LLVM_FRAGMENT => Some((offset, size)),
        _ => None,
    }
}

/// `DIExpressionRewriter::simplify` with `MergeFragments`.
fn simplify(ctx: &mut Context, expr: DIExpressionAttr) -> DIExpressionAttr {
    let mut inputs: VecDeque<DIExpressionElemAttr> =
        expr.storage(ctx).operations.iter().copied().collect();
    let mut result = Vec::with_capacity(inputs.len());
    while let Some(&first) = inputs.front() {
        let merged = match (fragment(ctx, first), inputs.get(1).copied()) {
            (Some((offset, size)), Some(second)) => {
                fragment(ctx, second).map(|(second_offset, _)| (offset + second_offset, size))
            }
            _ => None,
        };
        match merged {
            Some((offset, size)) => {
                inputs.pop_front();
                inputs.pop_front();
                let op = DIExpressionElemAttr::get(ctx, DW_OP_LLVM_FRAGMENT, &[offset, size]);
                inputs.push_front(op);
            }
            None => {
                result.push(first);
                inputs.pop_front();
            }
        }
    }
    DIExpressionAttr::get(ctx, &result)
}

/// `attr` with the expressions in it legalized.
fn legalize_attr(ctx: &mut Context, attr: Attribute) -> Attribute {
    if let Some(expr) = DIExpressionAttr::from_attribute(ctx, attr) {
        return simplify(ctx, expr).into();
    }
    if let Some(global) = DIGlobalVariableExpressionAttr::from_attribute(ctx, attr) {
        let storage = global.storage(ctx).clone();
        let Some(expr) = storage.expr else {
            return attr;
        };
        let expr = Some(simplify(ctx, expr));
        return DIGlobalVariableExpressionAttr::get(ctx, storage.var, expr).into();
    }
    if let Some(items) = ctx.as_array(attr).map(<[_]>::to_vec) {
        let new: Vec<Attribute> = items.iter().map(|&a| legalize_attr(ctx, a)).collect();
        return if new == items {
            attr
        } else {
            ctx.array_attr(&new)
        };
    }
    if let Some(entries) = ctx.as_dictionary(attr).map(<[_]>::to_vec) {
        let new: Vec<NamedAttr> = entries
            .iter()
            .map(|&(n, a)| (n, legalize_attr(ctx, a)))
            .collect();
        return if new == entries {
            attr
        } else {
            ctx.dictionary_attr(&new)
        };
    }
    attr
}

/// `legalizeDIExpressionsRecursively`: the expressions of `root` and of the
/// ops nested in it.
pub fn legalize_di_expressions(ctx: &mut Context, root: OpId) {
    for op in ctx.walk_postorder(root) {
        let mut entries: Vec<NamedAttr> = ctx.attrs(op).to_vec();
        if let Some(props) = ctx.props(op).and_then(|p| ctx.as_dictionary(p)) {
            entries.extend_from_slice(props);
        }
        for (name, attr) in entries {
            let new = legalize_attr(ctx, attr);
            if new != attr {
                // `op` is live: it was just walked.
                let _ = ctx.set_attr(op, name, new);
            }
        }
    }
}
