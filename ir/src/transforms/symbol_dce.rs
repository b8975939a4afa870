//! `symbol-dce` (MLIR's `Transforms/SymbolDCE.cpp`): erases the symbols of
//! a symbol table (and of the tables nested in it) that nothing alive
//! refers to: private symbols, and public ones of a hidden table.

use std::collections::HashSet;

use super::SymbolDCEBase;
use crate::core::attrs::{AttrData, Attribute};
use crate::core::context::Context;
use crate::core::diag::Diagnostic;
use crate::core::registry::OpTrait;
use crate::core::storage::OpId;
use crate::interfaces::symbols::{symbol_visibility, SymbolTableCollection};
use crate::interfaces::types::Visibility;
use crate::pass::{OperationPass, PassFailure, PassRun};

/// The `symbol-dce` pass.
#[derive(Clone, Debug, Default)]
pub struct SymbolDCE {
    base: SymbolDCEBase,
}

/// Whether `op` implements `SymbolOpInterface`: the `Symbol` trait, or
/// `builtin.module`, whose symbol is optional (a trait the registry does
/// not tell apart yet).
fn is_symbol(ctx: &Context, op: OpId) -> bool {
    ctx.op_has_trait(op, &OpTrait::Symbol) || ctx.op_is(op, "builtin.module")
}

fn is_symbol_table(ctx: &Context, op: OpId) -> bool {
    ctx.op_has_trait(op, &OpTrait::SymbolTable)
}

fn is_private(ctx: &Context, op: OpId) -> bool {
    symbol_visibility(ctx, op) == Visibility::Private
}

/// An op of an unknown dialect with one region may hold a symbol table of
/// its own (`isPotentiallyUnknownSymbolTable`).
fn maybe_unknown_symbol_table(ctx: &Context, op: OpId) -> bool {
    let name = ctx.op_get_name(op);
    ctx.op_regions(op).len() == 1 && ctx.dialect(ctx.op_name_dialect(name)).is_none()
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

/// The symbol references in `op`'s attributes and properties, nested ones
/// included (`walkSymbolRefs`).
fn symbol_refs(ctx: &Context, op: OpId, out: &mut Vec<Attribute>) {
    let mut stack: Vec<Attribute> = ctx.attrs(op).iter().rev().map(|&(_, a)| a).collect();
    stack.extend(ctx.props(op));
    while let Some(a) = stack.pop() {
        match ctx.attr_data(a) {
            AttrData::SymbolRef { .. } => out.push(a),
            AttrData::Array(v) => stack.extend(v.iter().rev().copied()),
            AttrData::Dictionary(v) => stack.extend(v.iter().rev().map(|&(_, a)| a)),
            _ => {}
        }
    }
}

/// The symbol references held by `from` and the ops nested in it, not
/// entering nested symbol tables (`SymbolTable::getSymbolUses`); `None`
/// when an op may be a symbol table nobody knows.
fn symbol_uses(ctx: &Context, from: OpId) -> Option<Vec<Attribute>> {
    if maybe_unknown_symbol_table(ctx, from) {
        return None;
    }
    let mut refs = Vec::new();
    symbol_refs(ctx, from, &mut refs);
    if is_symbol_table(ctx, from) {
        return Some(refs);
    }
    let mut regions: Vec<_> = ctx.op_regions(from).to_vec();
    while let Some(r) = regions.pop() {
        for &b in ctx.region_blocks(r) {
            for op in ctx.block_ops(b) {
                if maybe_unknown_symbol_table(ctx, op) {
                    return None;
                }
                symbol_refs(ctx, op, &mut refs);
                if !is_symbol_table(ctx, op) {
                    regions.extend(ctx.op_regions(op).iter().copied());
                }
            }
        }
    }
    Some(refs)
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
        let Some(uses) = symbol_uses(ctx, op) else {
            return Err(crate::pass::op_error(
                ctx,
                op,
                "operation contains potentially unknown symbol table, meaning that we can't reliable compute symbol uses",
            ));
        };
        let Some(parent) = ctx.op_parent_op(op) else {
            continue;
        };
        for symbol in uses {
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
