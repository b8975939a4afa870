//! `symbol-dce` (MLIR's `Transforms/SymbolDCE.cpp`): erases the symbols of
//! a symbol table (and of the tables nested in it) that nothing alive
//! refers to: private symbols, and public ones of a hidden table.

use std::collections::HashSet;

use super::SymbolDCEBase;
use crate::core::attrs::Attribute;
use crate::core::context::Context;
use crate::core::diag::Diagnostic;
use crate::core::registry::OpTrait;
use crate::core::storage::OpId;
use crate::interfaces::symbols::{
    all_symbol_uses, is_symbol, symbol_visibility, SymbolTableCollection, SymbolUse,
};
use crate::interfaces::types::Visibility;
use crate::pass::{OperationPass, PassFailure, PassRun};

/// The `symbol-dce` pass.
#[derive(Clone, Debug, Default)]
pub struct SymbolDCE {
    base: SymbolDCEBase,
}

fn is_symbol_table(ctx: &Context, op: OpId) -> bool {
    ctx.op_has_trait(op, &OpTrait::SymbolTable)
}

fn is_private(ctx: &Context, op: OpId) -> bool {
    symbol_visibility(ctx, op) == Visibility::Private
}

/// The ops directly in the first region of `table`.
fn table_ops(ctx: &Context, table: OpId) -> Vec<OpId> {
    let mut out = Vec::new();
    if let Some(&r) = ctx.op_regions(table).first() {
        for &b in ctx.region_blocks(r) {
            out.extend(ctx.block_ops(b));
        }
    }
    out
}

/// The symbols a reference passes through from `table`: its root, then
/// each nested one (`lookupSymbolIn` with a list); `None` when one is
/// missing.
fn resolve(
    ctx: &Context,
    tables: &SymbolTableCollection,
    table: OpId,
    symbol: Attribute,
) -> Option<Vec<OpId>> {
    let (root, nested) = ctx.as_symbol_ref(symbol)?;
    if !is_symbol_table(ctx, table) {
        return None;
    }
    let mut found = vec![tables.lookup_symbol_in(ctx, table, root)?];
    for name in nested {
        let last = *found.last()?;
        if !is_symbol_table(ctx, last) {
            return None;
        }
        found.push(tables.lookup_symbol_in(ctx, last, name)?);
    }
    Some(found)
}

/// Marks the live symbols of `table` and the tables nested in it
/// (`computeLiveness`); the error is for an op whose uses are unknowable.
fn compute_liveness(
    ctx: &Context,
    table: OpId,
    tables: &SymbolTableCollection,
    hidden: bool,
    live: &mut HashSet<OpId>,
) -> Result<(), Diagnostic> {
    let mut work: Vec<OpId> = Vec::new();
    for op in table_ops(ctx, table) {
        if !is_symbol(ctx, op) {
            work.push(op);
            continue;
        }
        // `canDiscardOnUseEmpty`'s default: private symbols only.
        let discardable = (hidden || is_private(ctx, op)) && is_private(ctx, op);
        if !discardable && live.insert(op) {
            work.push(op);
        }
    }
    while let Some(op) = work.pop() {
        if is_symbol_table(ctx, op) {
            let hidden_inner = hidden || !is_symbol(ctx, op) || is_private(ctx, op);
            compute_liveness(ctx, op, tables, hidden_inner, live)?;
        }
        let Some(uses) = all_symbol_uses(ctx, op) else {
            return Err(crate::pass::op_error(
                ctx,
                op,
                "operation contains potentially unknown symbol table, meaning that we can't reliable compute symbol uses",
            ));
        };
        let Some(parent) = ctx.op_parent_op(op) else {
            continue;
        };
        for SymbolUse {
            symbol_ref: symbol, ..
        } in uses
        {
            // References to unknown symbols are ignored.
            for s in resolve(ctx, tables, parent, symbol).unwrap_or_default() {
                if live.insert(s) {
                    work.push(s);
                }
            }
        }
    }
    Ok(())
}

impl OperationPass for SymbolDCE {
    type Declaration = SymbolDCEBase;
    fn declaration(&self) -> &SymbolDCEBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut SymbolDCEBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let table = run.op();
        if !is_symbol_table(run, table) {
            let d = crate::pass::op_error(
                run,
                table,
                &format!(
                    "'{}' op  was scheduled to run under SymbolDCE, but does not define a symbol table",
                    run.op_name_of(table)
                ),
            );
            run.emit(d);
            return Err(PassFailure);
        }
        let hidden = match run.op_parent_op(table) {
            Some(_) if is_symbol(run, table) => is_private(run, table),
            _ => true,
        };
        let mut live = HashSet::new();
        let tables = SymbolTableCollection::new();
        if let Err(d) = compute_liveness(run, table, &tables, hidden, &mut live) {
            run.emit(d);
            return Err(PassFailure);
        }
        let nested_tables: Vec<OpId> = run
            .walk_postorder(table)
            .into_iter()
            .filter(|&o| is_symbol_table(run, o))
            .collect();
        for t in nested_tables {
            if !run.is_live(t) {
                continue;
            }
            for op in table_ops(run, t) {
                if is_symbol(run, op) && !live.contains(&op) {
                    run.drop_all_uses_of_results(op);
                    if run.erase_op(op).is_ok() {
                        self.base.statistics.num_dce.inc();
                    }
                }
            }
        }
        Ok(())
    }
}
