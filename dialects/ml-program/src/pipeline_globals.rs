//! `mlprogram-pipeline-globals` (upstream `PipelineGlobalOps.cpp`): within
//! each block of the module's top-level ops, a `global_load` of a global
//! whose value is already known (loaded or stored before in the block) is
//! replaced by that value, and a `global_store` that a later one in the
//! block overwrites is erased. Calls forget what their callees (and the
//! functions those call) load or store; an op with regions, what its
//! blocks load or store.

use std::collections::{HashMap, HashSet};

use ir::interfaces::{CallOpInterfaceRef, Callee, SymbolTableCollection};
use ir::pass::{OperationPass, PassFailure, PassRun};
use ir::{Attribute, BlockId, Context, OpId, Value};

use crate::{GlobalLoadOp, GlobalStoreOp, MLProgramPipelineGlobalsBase};

/// The `mlprogram-pipeline-globals` pass.
#[derive(Clone, Debug, Default)]
pub struct MLProgramPipelineGlobals {
    base: MLProgramPipelineGlobalsBase,
}

/// Creates the `mlprogram-pipeline-globals` pass (upstream's
/// `createMLProgramPipelineGlobalsPass`).
pub fn create_ml_program_pipeline_globals_pass() -> Box<dyn ir::pass::Pass> {
    Box::new(MLProgramPipelineGlobals::default())
}

/// A set of global symbol references.
type Symbols = HashSet<Attribute>;

/// What each called function loads and stores, its callees' included.
#[derive(Default)]
struct GlobalMap {
    loads: HashMap<Attribute, Symbols>,
    stores: HashMap<Attribute, Symbols>,
}

/// The symbol a call names; `None` for an indirect call or another op.
fn callee_symbol(ctx: &Context, op: OpId) -> Option<Option<Attribute>> {
    let call = CallOpInterfaceRef::get(ctx, op)?;
    Some(match call.get_callable_for_callee(ctx) {
        Callee::Symbol(s) => Some(s),
        Callee::Value(_) => None,
    })
}

/// The op `symbol` names, looked up from `op` and then from each of its
/// ancestors (`getFromSymbol`).
fn lookup_from(
    ctx: &Context,
    tables: &SymbolTableCollection,
    op: OpId,
    symbol: Attribute,
) -> Option<OpId> {
    let mut at = Some(op);
    while let Some(o) = at {
        if let Some(found) = tables.lookup_nearest_symbol_from(ctx, o, symbol) {
            return Some(found);
        }
        at = ctx.op_parent_op(o);
    }
    None
}

/// The globals `root`'s loads (or stores) name, at any depth.
fn globals_accessed(ctx: &Context, root: OpId, store: bool) -> Symbols {
    ctx.walk_postorder(root)
        .into_iter()
        .filter_map(|op| {
            if store {
                GlobalStoreOp::cast(ctx, op).map(|s| s.global(ctx))
            } else {
                GlobalLoadOp::cast(ctx, op).map(|l| l.global(ctx))
            }
        })
        .collect()
}

/// What every function called in `module` loads and stores, through the
/// functions it calls in turn (`buildGlobalMap`); `None` when a call is
/// indirect (the pass then changes nothing).
fn build_global_map(ctx: &Context, module: OpId) -> Option<GlobalMap> {
    let tables = SymbolTableCollection::new();
    let mut callables: HashMap<Attribute, Option<OpId>> = HashMap::new();
    for op in ctx.walk_postorder(module) {
        if let Some(callee) = callee_symbol(ctx, op) {
            let symbol = callee?;
            callables.insert(symbol, lookup_from(ctx, &tables, op, symbol));
        }
    }
    // The globals each function touches itself.
    let mut own_loads: HashMap<Attribute, Symbols> = HashMap::new();
    let mut own_stores: HashMap<Attribute, Symbols> = HashMap::new();
    for (&symbol, &func) in &callables {
        let Some(func) = func else { continue };
        own_loads.insert(symbol, globals_accessed(ctx, func, false));
        own_stores.insert(symbol, globals_accessed(ctx, func, true));
    }
    // Closed over the functions each one calls (a worklist: recursion
    // visits each once).
    let mut map = GlobalMap::default();
    for &symbol in callables.keys() {
        let mut work = vec![symbol];
        let mut visited: Symbols = [symbol].into_iter().collect();
        let (mut loads, mut stores) = (Symbols::new(), Symbols::new());
        let mut i = 0;
        while i < work.len() {
            if let Some(&Some(func)) = callables.get(&work[i]) {
                for op in ctx.walk_postorder(func) {
                    if let Some(Some(callee)) = callee_symbol(ctx, op) {
                        if visited.insert(callee) {
                            work.push(callee);
                        }
                    }
                }
            }
            loads.extend(own_loads.get(&work[i]).into_iter().flatten().copied());
            stores.extend(own_stores.get(&work[i]).into_iter().flatten().copied());
            i += 1;
        }
        map.loads.insert(symbol, loads);
        map.stores.insert(symbol, stores);
    }
    Some(map)
}

/// Forwards known global values and drops overwritten stores in `block`
/// (`processBlock`), adding the globals it loads and stores to `loaded`
/// and `stored`.
fn process_block(
    ctx: &mut Context,
    map: &GlobalMap,
    block: BlockId,
    loaded: &mut Symbols,
    stored: &mut Symbols,
) {
    let mut previous_loads: HashMap<Attribute, Value> = HashMap::new();
    let mut previous_stores: HashMap<Attribute, OpId> = HashMap::new();
    let mut to_delete = Vec::new();
    let ops: Vec<OpId> = ctx.block_ops(block).collect();
    for op in ops {
        if let Some(load) = GlobalLoadOp::cast(ctx, op) {
            let global = load.global(ctx);
            loaded.insert(global);
            let result = load.result(ctx);
            match previous_loads.get(&global) {
                Some(&known) => {
                    to_delete.push(op);
                    ctx.replace_all_uses_with(result, known);
                }
                None => {
                    previous_loads.insert(global, result);
                }
            }
            continue;
        }
        if let Some(store) = GlobalStoreOp::cast(ctx, op) {
            let global = store.global(ctx);
            stored.insert(global);
            if let Some(&earlier) = previous_stores.get(&global) {
                to_delete.push(earlier);
            }
            previous_loads.insert(global, store.value(ctx));
            previous_stores.insert(global, op);
            continue;
        }
        if let Some(callee) = callee_symbol(ctx, op) {
            let empty = Symbols::new();
            let callee_loads = callee.and_then(|s| map.loads.get(&s)).unwrap_or(&empty);
            let callee_stores = callee.and_then(|s| map.stores.get(&s)).unwrap_or(&empty);
            for symbol in callee_loads {
                previous_stores.remove(symbol);
            }
            for symbol in callee_stores {
                previous_loads.remove(symbol);
                previous_stores.remove(symbol);
            }
            continue;
        }
        let (mut inner_loaded, mut inner_stored) = (Symbols::new(), Symbols::new());
        for region in ctx.op_regions(op).to_vec() {
            for inner in ctx.region_blocks(region).to_vec() {
                process_block(ctx, map, inner, &mut inner_loaded, &mut inner_stored);
            }
        }
        for symbol in inner_loaded {
            loaded.insert(symbol);
            previous_stores.remove(&symbol);
        }
        for symbol in inner_stored {
            stored.insert(symbol);
            previous_loads.remove(&symbol);
            previous_stores.remove(&symbol);
        }
    }
    for op in to_delete {
        // A replaced load has no uses left, a store no results.
        let _ = ctx.erase_op(op);
    }
}

impl OperationPass for MLProgramPipelineGlobals {
    type Declaration = MLProgramPipelineGlobalsBase;
    fn declaration(&self) -> &MLProgramPipelineGlobalsBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut MLProgramPipelineGlobalsBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let module = run.op();
        let ctx = run.ctx();
        // An indirect call: upstream leaves the module as it is, and the
        // pass succeeds.
        let Some(map) = build_global_map(ctx, module) else {
            return Ok(());
        };
        let Some(&body) = ctx.op_regions(module).first() else {
            return Ok(());
        };
        let top: Vec<OpId> = ctx
            .region_blocks(body)
            .iter()
            .flat_map(|&b| ctx.block_ops(b).collect::<Vec<_>>())
            .collect();
        for op in top {
            for region in ctx.op_regions(op).to_vec() {
                for block in ctx.region_blocks(region).to_vec() {
                    let (mut loaded, mut stored) = (Symbols::new(), Symbols::new());
                    process_block(ctx, &map, block, &mut loaded, &mut stored);
                }
            }
        }
        Ok(())
    }
}
