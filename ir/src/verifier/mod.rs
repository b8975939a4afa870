//! The verifier: structural rules, SSA dominance, terminators, then the
//! registered hooks in ODS order — invariants, traits, `verify`, and after the
//! nested operations, region traits and `verify_regions`. Unregistered ops
//! get the structural checks only.
//!
//! The walk is iterative, so deeply nested IR cannot overflow the stack.

use std::collections::HashMap;
use std::rc::Rc;

use crate::core::context::Context;
use crate::core::diag::Diagnostic;
use crate::core::registry::{OpDefinition, OpTrait};
use crate::core::storage::{BlockId, OpId, RegionId, Value};
use crate::interfaces::{region_kind, RegionKind};
use crate::support::intern::FxHashMap;

mod dominators;
mod traits;

use dominators::immediate_dominators;

/// Verifies `root` and everything nested in it. Returns the first error.
pub fn verify(ctx: &Context, root: OpId) -> Result<(), Diagnostic> {
    let mut v = Verifier {
        ctx,
        info: Vec::new(),
        doms: FxHashMap::default(),
        name_ok: Vec::new(),
        plans: Vec::new(),
        iso_scopes: Vec::new(),
        iso_entered: 0,
        block_scopes: Vec::new(),
        symbol_users: Vec::new(),
        attr_hooks: ctx
            .dialects
            .values()
            .any(|d| d.verify_operation_attribute.is_some()),
    };
    v.run(root)
}

/// The checks of the op's discardable attributes by the dialects their
/// names' prefixes name (the start of MLIR's `verifyOnEntrance`).
fn verify_dialect_attrs(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    for &(name, value) in ctx.attrs(op) {
        let name = ctx.ident_str(name);
        let Some((ns, _)) = name.split_once('.') else {
            continue;
        };
        if let Some(verify) = ctx.dialect(ns).and_then(|d| d.verify_operation_attribute) {
            verify(ctx, op, name, value)?;
        }
    }
    Ok(())
}

struct DomTree {
    /// immediate dominator index per block index (entry: itself); None if unreachable
    idom: Vec<Option<usize>>,
    index: FxHashMap<BlockId, usize>,
    /// Pre- and post-order numbers of each reachable block in the dominator
    /// tree: `a` dominates `b` when `b`'s interval nests in `a`'s, a test
    /// of constant cost (walking up the tree costs its depth, quadratic over
    /// a long chain of blocks).
    dfs: Vec<(u32, u32)>,
}

/// An operation under the verified root: its handle's generation, the arena
/// slot of its block, its position there and its number of results.
#[derive(Clone, Copy)]
struct OpInfo {
    generation: u32,
    block: u32,
    pos: u32,
    num_results: u32,
}

/// A block the walk is in (one per enclosing region): its region, whether
/// that has SSA dominance, whether the block is reachable, and the op of
/// the block entered last, the ancestor there of the ops in the frames
/// above.
struct DomFrame {
    region: RegionId,
    ssa: bool,
    block: BlockId,
    reachable: bool,
    cur: Option<OpId>,
}

/// A check run with the traits: a trait's (its position in the
/// definition's traits) or an interface verifier (its position in the
/// definition's interface verifiers).
enum Step {
    Trait(u16),
    Interface(u16),
}

/// What verifying a registered op of one name takes, worked out on its
/// first op: the per-op work then reads one table entry instead of
/// scanning the definition's traits three times.
struct Plan {
    def: Rc<OpDefinition>,
    /// The positions in `def.traits` of the structural traits with a check
    /// (run before the ODS invariants).
    structural: Vec<u16>,
    /// What the structural count traits (`ZeroOperands`, `NResults<n>`,
    /// `AtLeastNRegions<n>`, ...) allow, all together: an op within them
    /// passes every such trait, so only `structural_rest` is run; one
    /// outside runs `structural` in order for the first trait's message.
    counts: traits::CountBounds,
    /// The structural traits of `structural` that are not count traits.
    structural_rest: Vec<u16>,
    /// The other traits with a check and the interface verifiers, in the
    /// order the op lists them (upstream's `verifyTraits`).
    others: Vec<Step>,
    /// The region traits with a check, in the definition's order (run on
    /// leaving the op).
    region_traits: Vec<RegionTrait>,
    /// Whether ops of this name implement `SymbolUserOpInterface`.
    symbol_user: bool,
    /// Whether ops of this name are isolated from above.
    isolated: bool,
    /// Whether ops of this name are symbol tables.
    symbol_table: bool,
}

/// A trait checked on leaving an op, after the ops nested in it.
#[derive(Clone, Copy)]
enum RegionTrait {
    IsolatedFromAbove,
    SymbolTable,
}

/// An isolated-from-above op the walk is in: its operations' operands are
/// checked as the walk enters them (MLIR's `verifyIsolationFromAbove`, done
/// in the one walk), and the first that uses a value from outside is
/// reported when the op is left, where upstream checks it.
struct IsoScope {
    op: OpId,
    /// The order in which the walk entered it: every isolated op entered
    /// while this one is in the walk is inside it.
    number: u32,
    /// The first op under it (outside nested isolated ops) using a value
    /// from outside, and that operand's position.
    violation: Option<(OpId, usize)>,
}

const NO_SCOPE: u32 = u32::MAX;

impl Plan {
    fn new(def: &Rc<OpDefinition>) -> Plan {
        let checked = |i: usize, structural: bool| {
            let t = &def.traits[i];
            t.is_structural() == structural && traits::has_check(t)
        };
        // Each interface verifier goes before the first trait the op lists
        // after the interface.
        let mut ifaces: Vec<usize> = (0..def.interface_verifiers.len()).collect();
        ifaces.sort_by_key(|&k| def.interface_verifiers[k].after_traits);
        let mut ifaces = ifaces.into_iter().peekable();
        let mut others = Vec::new();
        for i in 0..def.traits.len() {
            while let Some(k) = ifaces.next_if(|&k| def.interface_verifiers[k].after_traits <= i) {
                others.push(Step::Interface(k as u16));
            }
            if checked(i, false) {
                others.push(Step::Trait(i as u16));
            }
        }
        others.extend(ifaces.map(|k| Step::Interface(k as u16)));
        let structural: Vec<u16> = (0..def.traits.len())
            .filter(|&i| checked(i, true))
            .map(|i| i as u16)
            .collect();
        let mut counts = traits::CountBounds::default();
        let structural_rest = structural
            .iter()
            .copied()
            .filter(|&i| !counts.narrow(&def.traits[i as usize]))
            .collect();
        let region_traits = def
            .traits
            .iter()
            .filter_map(|t| match t {
                OpTrait::IsolatedFromAbove => Some(RegionTrait::IsolatedFromAbove),
                OpTrait::SymbolTable => Some(RegionTrait::SymbolTable),
                _ => None,
            })
            .collect();
        Plan {
            def: Rc::clone(def),
            structural,
            counts,
            structural_rest,
            others,
            region_traits,
            symbol_user: def
                .interface::<crate::interfaces::SymbolUserOpInterfaceVtable>()
                .is_some(),
            isolated: def.has_trait(&OpTrait::IsolatedFromAbove),
            symbol_table: def.has_trait(&OpTrait::SymbolTable),
        }
    }
    /// Whether leaving an op of this name runs anything.
    fn has_region_hooks(&self) -> bool {
        !self.region_traits.is_empty()
            || self.def.verify_regions.is_some()
            || self
                .def
                .dynamic
                .as_ref()
                .is_some_and(|d| d.verify_regions.is_some())
    }
}

const NO_INFO: OpInfo = OpInfo {
    generation: 0,
    block: u32::MAX,
    pos: u32::MAX,
    num_results: 0,
};

struct Verifier<'a> {
    ctx: &'a Context,
    /// Whether a registered dialect checks its attributes on operations
    /// (only then are attribute names looked at).
    attr_hooks: bool,
    /// What the checks need of each operation under the root, by arena
    /// slot: a compact table instead of the operations themselves.
    info: Vec<OpInfo>,
    doms: FxHashMap<RegionId, DomTree>,
    /// Operation names whose dialect check passed, by name id.
    name_ok: Vec<bool>,
    /// The plan of each registered op name met, by name id.
    plans: Vec<Option<Rc<Plan>>>,
    /// The isolated-from-above ops the walk is in, innermost last.
    iso_scopes: Vec<IsoScope>,
    /// How many isolated-from-above ops the walk entered.
    iso_entered: u32,
    /// By block arena slot, for the blocks under the root: the entry number
    /// (`IsoScope::number`) of the innermost isolated-from-above op holding
    /// the block, `NO_SCOPE` if none (or not met yet).
    block_scopes: Vec<u32>,
    /// For each symbol table the walk is in (with regions), innermost
    /// last: the table and the `SymbolUserOpInterface` ops entered under
    /// it (not under a nested table), in the walk's order, which is the
    /// order upstream's `verifySymbolTable` visits them in (every op under
    /// a table is entered before the table is left).
    symbol_users: Vec<(OpId, Vec<OpId>)>,
}

/// The outcome of a verification step.
type Verdict = Result<(), Diagnostic>;

fn op_error(ctx: &Context, op: OpId, msg: impl AsRef<str>) -> Diagnostic {
    Diagnostic::op_error(ctx, op, msg.as_ref())
}

/// The registered hooks of `op` in upstream's order: structural traits,
/// the ODS invariants, the other traits and the interfaces' verifiers in
/// the order the op lists them, custom traits, the op's verifier.
fn verify_hooks(ctx: &Context, op: OpId, plan: &Plan) -> Verdict {
    let def = &plan.def;
    // Whether the op's operands and results are all of one type, worked out
    // for the first trait that it settles.
    let uniform = std::cell::OnceCell::new();
    let check = |i: &u16| {
        let t = &def.traits[*i as usize];
        if traits::passes_on_uniform_types(t)
            && *uniform.get_or_init(|| traits::uniform_types(ctx, op))
        {
            return Ok(());
        }
        if *t == OpTrait::ResultsBroadcastableShape && traits::mixes_tensor_and_vector(ctx, op) {
            return Err(Diagnostic::at_op(
                ctx,
                op,
                "cannot broadcast vector with tensor",
            ));
        }
        traits::verify_trait(ctx, op, t).map_err(|m| op_error(ctx, op, m))
    };
    if plan.counts.admit(ctx, op) {
        plan.structural_rest.iter().try_for_each(check)?;
    } else {
        plan.structural.iter().try_for_each(check)?;
    }
    if let Some(f) = def.verify_invariants {
        f(ctx, op).map_err(|m| op_error(ctx, op, m))?;
    }
    for step in &plan.others {
        match step {
            Step::Trait(i) => check(i)?,
            Step::Interface(k) => (def.interface_verifiers[*k as usize].verify)(ctx, op)?,
        }
    }
    for f in &def.custom_trait_verifiers {
        f(ctx, op).map_err(|m| op_error(ctx, op, m))?;
    }
    if let Some(f) = def.verify {
        f(ctx, op)?;
    }
    if let Some(f) = def.dynamic.as_ref().and_then(|d| d.verify.as_ref()) {
        f(ctx, op)?;
    }
    Ok(())
}

/// `operand #i does not dominate this use`, with upstream's note on where
/// the operand is defined (`diagnoseInvalidOperandDominance`).
fn dominance_error(ctx: &Context, op: OpId, i: usize, v: Value) -> Diagnostic {
    let d = Diagnostic::at_op(ctx, op, format!("operand #{i} does not dominate this use"));
    let block1 = ctx.op_parent_block(op);
    let region1 = block1.and_then(|b| ctx.block_parent_region(b));
    // Whether region `inner` is inside region `outer` (and not it).
    let inside = |inner: Option<RegionId>, outer: Option<RegionId>| {
        let (Some(mut r), Some(outer)) = (inner, outer) else {
            return false;
        };
        loop {
            let Some(p) = ctx.region_parent_op(r) else {
                return false;
            };
            match ctx
                .op_parent_block(p)
                .and_then(|b| ctx.block_parent_region(b))
            {
                Some(up) if up == outer => return true,
                Some(up) => r = up,
                None => return false,
            }
        }
    };
    let relation =
        |region2: Option<RegionId>, same: &str, parent: &str, child: &str, other: &str| {
            if region1 == region2 {
                same.to_string()
            } else if inside(region1, region2) {
                parent.to_string()
            } else if inside(region2, region1) {
                child.to_string()
            } else {
                other.to_string()
            }
        };
    if let Some(def) = ctx.defining_op(v) {
        let block2 = ctx.op_parent_block(def);
        let region2 = block2.and_then(|b| ctx.block_parent_region(b));
        let what = if block1 == block2 {
            "(op in the same block)".to_string()
        } else {
            relation(
                region2,
                "(op in the same region)",
                "(op in a parent region)",
                "(op in a child region)",
                "(op is neither in a parent nor in a child region)",
            )
        };
        return d.with_note(ctx.op_loc(def), format!("operand defined here {what}"));
    }
    let Some(block2) = ctx.value_parent_block(v) else {
        return d;
    };
    let loc = ctx
        .block_parent_op(block2)
        .map_or_else(|| ctx.unknown_loc(), |p| ctx.op_loc(p));
    let Some(region2) = ctx.block_parent_region(block2) else {
        return d.with_note(loc, " (block without parent)");
    };
    let index = ctx
        .region_blocks(region2)
        .iter()
        .position(|&b| b == block2)
        .unwrap_or(0);
    let what = relation(
        Some(region2),
        " in the same region)",
        " in a parent region)",
        " in a child region)",
        " neither in a parent nor in a child region)",
    );
    d.with_note(
        loc,
        format!("operand defined as a block argument (block #{index}{what}"),
    )
}

impl Verifier<'_> {
    fn run(&mut self, root: OpId) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        if !ctx.is_live(root) {
            return Err(Diagnostic::error(
                ctx.unknown_loc(),
                "cannot verify an erased operation",
            ));
        }
        // (Dominance is checked in the same walk, but its first failure is
        // reported only once every op passed its own checks, as upstream
        // checks dominance after them.)
        // Room for the table of every op at once: growing it as the walk
        // meets ops copies it (and touches fresh memory) at each doubling.
        let slots = ctx.ops.slot_count();
        self.info
            .reserve_exact(slots.saturating_sub(self.info.len()));
        match self.verify_operations(root)? {
            Some(dominance) => Err(dominance),
            None => Ok(()),
        }
    }

    /// The walk in MLIR's order: entering an op runs its structural checks
    /// and hooks; the ops of each of its blocks are verified next, then the
    /// block's terminator rules (on leaving the block); leaving the op runs
    /// its region traits and region verifier. So an op's own broken
    /// constraint is reported before the block that contains it is found to
    /// lack a terminator, as `mlir-opt` does.
    ///
    /// The operands of each op that passed its own checks are checked for
    /// dominance on entering it (upstream's
    /// `verifyDominanceOfContainedRegions` walks the same pre-order after
    /// the ops are verified): the first failure is returned (`Ok(Some)`)
    /// once the walk is done, for the caller to report when nothing else
    /// failed. The walk's frames (one per block it is in) give the ancestor
    /// of an op in each enclosing region.
    fn verify_operations(&mut self, root: OpId) -> Result<Option<Diagnostic>, Diagnostic> {
        enum Step {
            EnterOp(OpId),
            /// Block `b` of region `r` (the op's region `i`): its entrance
            /// rules, then its ops.
            EnterBlock(OpId, RegionId, BlockId, u32),
            /// The ops of block `b` (of region `r` of the op) from `next` on;
            /// the block's exit rules once they are done.
            InBlock(OpId, RegionId, BlockId, Option<OpId>),
            /// The op and its plan (looked up once per op).
            ExitOp(OpId, Rc<Plan>),
        }
        let ctx = self.ctx;
        // The stack holds one entry per block being walked, not one per op.
        let mut stack = vec![Step::EnterOp(root)];
        let mut frames: Vec<DomFrame> = Vec::new();
        let mut dominance: Option<Diagnostic> = None;
        while let Some(step) = stack.pop() {
            match step {
                Step::EnterOp(op) => {
                    let plan = self.plan(op);
                    self.verify_structure(op)?;
                    if let Some(plan) = &plan {
                        verify_hooks(ctx, op, plan)?;
                        if plan.symbol_user {
                            if let Some((_, users)) = self.symbol_users.last_mut() {
                                users.push(op);
                            }
                        }
                    }
                    self.verify_region_entries(op, plan.as_deref())?;
                    if dominance.is_none() {
                        // (Only the root is entered outside every block.)
                        let checked = match frames.last() {
                            None => self.verify_root_dominance(op),
                            Some(top) if top.reachable => {
                                self.verify_operands_dominate(op, &frames)
                            }
                            Some(_) => Ok(()),
                        };
                        dominance = checked.err();
                    }
                    let regions = ctx.op_regions(op);
                    if !regions.is_empty() && plan.as_ref().is_some_and(|p| p.symbol_table) {
                        self.symbol_users.push((op, Vec::new()));
                    }
                    if plan.as_ref().is_some_and(|p| p.isolated) {
                        self.iso_scopes.push(IsoScope {
                            op,
                            number: self.iso_entered,
                            violation: None,
                        });
                        self.iso_entered += 1;
                    }
                    if !regions.is_empty() {
                        let scope = self.iso_scopes.last().map_or(NO_SCOPE, |s| s.number);
                        for &r in regions {
                            for &b in ctx.region_blocks(r) {
                                let slot = b.0.index as usize;
                                if slot >= self.block_scopes.len() {
                                    self.block_scopes.resize(slot + 1, NO_SCOPE);
                                }
                                self.block_scopes[slot] = scope;
                            }
                        }
                    }
                    if let Some(plan) = plan.filter(|p| p.has_region_hooks()) {
                        if regions.is_empty() {
                            // Nothing is nested: leaving the op is now.
                            self.verify_region_hooks(op, &plan)?;
                        } else {
                            stack.push(Step::ExitOp(op, plan));
                        }
                    }
                    for (i, &r) in regions.iter().enumerate().rev() {
                        for &b in ctx.region_blocks(r).iter().rev() {
                            stack.push(Step::EnterBlock(op, r, b, i as u32));
                        }
                    }
                }
                Step::EnterBlock(op, r, b, i) => {
                    self.verify_block_entrance(op, r, b)?;
                    frames.push(DomFrame {
                        region: r,
                        ssa: ctx.is_registered(op)
                            && region_kind(ctx, op, i as usize) == RegionKind::SsaCfg,
                        block: b,
                        reachable: self.is_reachable(r, b),
                        cur: None,
                    });
                    stack.push(Step::InBlock(op, r, b, ctx.block_first_op(b)));
                }
                Step::InBlock(op, r, b, Some(o)) => {
                    if let Some(top) = frames.last_mut() {
                        top.cur = Some(o);
                    }
                    stack.push(Step::InBlock(op, r, b, ctx.next_op(o)));
                    stack.push(Step::EnterOp(o));
                }
                Step::InBlock(op, r, b, None) => {
                    frames.pop();
                    self.verify_block_exit(op, r, b)?;
                }
                Step::ExitOp(op, plan) => self.verify_region_hooks(op, &plan)?,
            }
        }
        Ok(dominance)
    }

    /// The op's operands are live values, its dialect's attribute checks
    /// and its name is registered or allowed. The same pass over the
    /// operands records whether the op uses a value from outside the
    /// innermost isolated op it is in ([`Verifier::defined_inside`]):
    /// that only records, so doing it before the op's hooks reports the
    /// same.
    fn verify_structure(&mut self, op: OpId) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        // The innermost isolated op's entry number, while no violation
        // under it is recorded yet.
        let mut iso = self
            .iso_scopes
            .last()
            .filter(|s| s.violation.is_none())
            .map(|s| s.number);
        for (i, v) in ctx.operands_iter(op).enumerate() {
            let (live, slot) = match v {
                Value::Result { op: def, index } => match self.op_info(def) {
                    Some(d) => (index < d.num_results, Some(d.block)),
                    None => (ctx.is_live_value(v), None),
                },
                Value::Arg { block, .. } => (ctx.is_live_value(v), Some(block.0.index)),
            };
            if !live {
                return Err(op_error(
                    ctx,
                    op,
                    format!("operand #{i} is a stale (erased) value"),
                ));
            }
            if let Some(number) = iso {
                if !self.defined_inside(v, slot, number) {
                    if let Some(scope) = self.iso_scopes.last_mut() {
                        scope.violation = Some((op, i));
                    }
                    iso = None;
                }
            }
        }
        if self.attr_hooks {
            verify_dialect_attrs(ctx, op)?;
        }
        let name = ctx.op_get_name(op);
        let name_ok = self.name_ok.get(name.0 as usize) == Some(&true);
        if !name_ok && ctx.op_definition(name).is_none() {
            let dialect = ctx.op_name_dialect(name);
            match ctx.dialect(dialect) {
                Some(d) if !d.allow_unknown_ops => {
                    return Err(Diagnostic::at_op(
                        ctx,
                        op,
                        format!(
                            "unregistered operation '{}' found in dialect ('{dialect}') that does not allow unknown operations",
                            ctx.op_name_of(op)
                        ),
                    ))
                }
                None if !ctx.allows_unregistered_dialects() => {
                    return Err(Diagnostic::at_op(
                        ctx,
                        op,
                        format!(
                            "operation '{}' of unregistered dialect '{dialect}' (allow unregistered dialects to accept it)",
                            ctx.op_name_of(op)
                        ),
                    ))
                }
                _ => {
                    let i = name.0 as usize;
                    if i >= self.name_ok.len() {
                        self.name_ok.resize(i + 1, false);
                    }
                    self.name_ok[i] = true;
                }
            }
        }
        Ok(())
    }

    /// The checks of `op`'s regions once its own invariants hold (the end of
    /// MLIR's `verifyOnEntrance(Operation &)`): graph regions have at most
    /// one block, entry blocks have no predecessors.
    fn verify_region_entries(&mut self, op: OpId, plan: Option<&Plan>) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        for (i, &r) in ctx.op_regions(op).iter().enumerate() {
            let blocks = ctx.region_blocks(r);
            if blocks.len() > 1 && plan.is_some() && region_kind(ctx, op, i) == RegionKind::Graph {
                return Err(op_error(
                    ctx,
                    op,
                    format!("expects graph region #{i} to have 0 or 1 blocks"),
                ));
            }
            if let Some(&entry) = blocks.first() {
                if self.has_predecessors(r, entry) {
                    return Err(Diagnostic::error(
                        ctx.op_loc(op),
                        "entry block of region may not have predecessors",
                    ));
                }
            }
        }
        Ok(())
    }

    /// The rules checked on entering block `b` (of region `r` of `op`),
    /// before the ops inside it (MLIR's `verifyOnEntrance(Block &)`): it is
    /// not empty unless it may lack a terminator, and only its last op has
    /// successors. The same pass over the block's ops records them in the
    /// table of positions.
    fn verify_block_entrance(
        &mut self,
        op: OpId,
        r: RegionId,
        b: BlockId,
    ) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        let Some(last) = ctx.block_last_op(b) else {
            if self.may_lack_terminator(op, r) {
                return Ok(());
            }
            return Err(Diagnostic::error(
                ctx.op_loc(op),
                "empty block: expect at least a terminator",
            ));
        };
        for (i, o) in ctx.block_ops(b).enumerate() {
            let slot = o.0.index as usize;
            if slot >= self.info.len() {
                self.info.resize(slot + 1, NO_INFO);
            }
            let data = ctx.op(o);
            self.info[slot] = OpInfo {
                generation: o.0.generation,
                block: b.0.index,
                pos: i as u32,
                num_results: data.results.len() as u32,
            };
            if !data.successors().is_empty() && o != last {
                return Err(Diagnostic::at_op(
                    ctx,
                    o,
                    "operation with block successors must terminate its parent block",
                ));
            }
        }
        Ok(())
    }

    /// Whether the blocks of region `r` of `op` may end without a terminator.
    fn may_lack_terminator(&self, op: OpId, r: RegionId) -> bool {
        let ctx = self.ctx;
        ctx.region_blocks(r).len() == 1 && ctx.op_might_have_trait(op, &OpTrait::NoTerminator)
    }

    /// The rules checked on leaving block `b` (of region `r` of `op`), after
    /// the ops inside it are verified: successors and the terminator.
    fn verify_block_exit(&mut self, op: OpId, r: RegionId, b: BlockId) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        let Some(last) = ctx.block_last_op(b) else {
            return Ok(());
        };
        for &s in ctx.successors(last) {
            if !ctx.is_live_block(s) || ctx.block_parent_region(s) != Some(r) {
                return Err(op_error(
                    ctx,
                    last,
                    "branching to block of a different region",
                ));
            }
        }
        if !self.may_lack_terminator(op, r)
            && !ctx.op_might_have_trait(last, &OpTrait::IsTerminator)
        {
            return Err(Diagnostic::at_op(
                ctx,
                last,
                format!(
                    "block with no terminator, has {}",
                    crate::core::diag::op_for_diagnostic(ctx, last)
                ),
            ));
        }
        Ok(())
    }

    /// Whether an op in a block of region `r` branches to `b`: from `b`'s
    /// successor uses (as upstream's `hasNoPredecessors`), not a scan of the
    /// region's ops.
    fn has_predecessors(&self, r: RegionId, b: BlockId) -> bool {
        debug_assert_eq!(self.ctx.block_parent_region(b), Some(r));
        !self.ctx.block_predecessors(b).is_empty()
    }

    /// The plan of `op`'s name (`None`: unregistered).
    fn plan(&mut self, op: OpId) -> Option<Rc<Plan>> {
        let name = self.ctx.op_get_name(op);
        let i = name.0 as usize;
        if let Some(Some(p)) = self.plans.get(i) {
            return Some(Rc::clone(p));
        }
        let plan = Rc::new(Plan::new(self.ctx.op_definition(name)?));
        if i >= self.plans.len() {
            self.plans.resize(i + 1, None);
        }
        self.plans[i] = Some(Rc::clone(&plan));
        Some(plan)
    }

    fn verify_region_hooks(&mut self, op: OpId, plan: &Plan) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        // (In the definition's trait order, as upstream's.)
        for t in &plan.region_traits {
            match t {
                RegionTrait::IsolatedFromAbove => self.verify_isolated(op)?,
                RegionTrait::SymbolTable => {
                    // (The table's users, collected by the walk; none for
                    // a table without regions, which fails first.)
                    let users = match self.symbol_users.last() {
                        Some((table, _)) if *table == op => self.symbol_users.pop().map(|(_, u)| u),
                        _ => None,
                    };
                    verify_symbol_table(ctx, op, users.as_deref().unwrap_or_default())?
                }
            }
        }
        if let Some(f) = plan.def.verify_regions {
            f(ctx, op)?;
        }
        if let Some(f) = plan
            .def
            .dynamic
            .as_ref()
            .and_then(|d| d.verify_regions.as_ref())
        {
            f(ctx, op)?;
        }
        Ok(())
    }

    /// No operation under `op` (the innermost isolated op of the walk,
    /// being left) uses a value defined outside it: what the walk found.
    /// As MLIR's `verifyIsolationFromAbove`, the ops of nested isolated
    /// ops are not checked against it (they check themselves).
    fn verify_isolated(&mut self, op: OpId) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        // (Its scope is the innermost: everything under it was left.)
        if self.iso_scopes.last().is_none_or(|s| s.op != op) {
            return Ok(());
        }
        let Some(scope) = self.iso_scopes.pop() else {
            return Ok(());
        };
        match scope.violation {
            None => Ok(()),
            Some((o, i)) => Err(op_error(
                ctx,
                o,
                format!("using value defined outside the region (operand #{i})"),
            )
            .with_note(ctx.op_loc(op), "required by region isolation constraints")),
        }
    }

    /// Whether `v` (an operand of an op the walk entered; `slot`, the arena
    /// slot of its block if the table has it) is defined inside the
    /// innermost isolated op the walk is in, whose entry number is
    /// `number` (MLIR's `verifyIsolationFromAbove`, done in the one walk).
    fn defined_inside(&self, v: Value, slot: Option<u32>, number: u32) -> bool {
        let ctx = self.ctx;
        // A block the walk met inside the isolated op (the compact table
        // has the block of a value's op under the root).
        let met = |slot: u32| {
            self.block_scopes
                .get(slot as usize)
                .is_some_and(|&s| s != NO_SCOPE && s >= number)
        };
        if slot.is_some_and(met) {
            return true;
        }
        // Otherwise up the parents (a block not met yet, or outside).
        let block = ctx.value_parent_block(v);
        if block.is_some_and(|b| met(b.0.index)) {
            return true;
        }
        let Some(iso) = self.iso_scopes.last().map(|s| s.op) else {
            return true;
        };
        match block.and_then(|b| ctx.block_parent_op(b)) {
            Some(p) => ctx.is_ancestor(iso, p),
            None => false,
        }
    }

    fn is_ssa_region(&self, r: RegionId) -> bool {
        let ctx = self.ctx;
        match ctx.region_parent_op(r) {
            Some(p) => {
                ctx.is_registered(p) && {
                    let i = ctx.op_regions(p).iter().position(|&x| x == r);
                    region_kind(ctx, p, i.unwrap_or(0)) == RegionKind::SsaCfg
                }
            }
            None => true,
        }
    }

    /// The table entry of an operation under the root (`None` for others).
    #[inline]
    fn op_info(&self, op: OpId) -> Option<OpInfo> {
        self.info
            .get(op.0.index as usize)
            .copied()
            .filter(|d| d.block != u32::MAX && d.generation == op.0.generation)
    }

    fn position(&self, op: OpId) -> Option<u32> {
        self.op_info(op).map(|d| d.pos)
    }

    /// The operands of `op`, the current op of the innermost of `frames`.
    fn verify_operands_dominate(&mut self, op: OpId, frames: &[DomFrame]) -> Verdict {
        let ctx = self.ctx;
        let Some(top) = frames.last() else {
            return Ok(());
        };
        let op_pos = self.position(op);
        for (i, v) in ctx.operands_iter(op).enumerate() {
            // Values of the same block: dominance is program order.
            match v {
                Value::Result { op: def, .. } => {
                    if let Some(d) = self.op_info(def).filter(|d| d.block == top.block.0.index) {
                        if !top.ssa || (def != op && Some(d.pos) < op_pos) {
                            continue;
                        }
                        return Err(dominance_error(ctx, op, i, v));
                    }
                }
                Value::Arg { block, .. } if block == top.block => continue,
                _ => {}
            }
            let Some(def_block) = ctx.value_parent_block(v) else {
                return Err(dominance_error(ctx, op, i, v));
            };
            let Some(def_region) = ctx.block_parent_region(def_block) else {
                return Err(dominance_error(ctx, op, i, v));
            };
            // The ancestor of `op` in the value's region: an enclosing
            // frame's current op, or (a value from outside the root) up
            // the parents.
            let ok = match frames.iter().rev().find(|f| f.region == def_region) {
                Some(f) => match f.cur {
                    Some(anc) => self.dominates(v, def_region, def_block, (anc, f.block), f.ssa),
                    None => false,
                },
                None => self.dominates_from_outside(op, v, def_region, def_block),
            };
            if !ok {
                return Err(dominance_error(ctx, op, i, v));
            }
        }
        Ok(())
    }

    /// The operands of the verified root: its parents are not walked, so
    /// each is checked the general way.
    fn verify_root_dominance(&mut self, op: OpId) -> Verdict {
        let ctx = self.ctx;
        // Dominance is only meaningful inside reachable blocks.
        if let Some(b) = ctx.op_parent_block(op) {
            if let Some(r) = ctx.block_parent_region(b) {
                if !self.is_reachable(r, b) {
                    return Ok(());
                }
            }
        }
        for (i, v) in ctx.operands_iter(op).enumerate() {
            let ok = match ctx
                .value_parent_block(v)
                .and_then(|b| Some((b, ctx.block_parent_region(b)?)))
            {
                Some((def_block, def_region)) => {
                    self.dominates_from_outside(op, v, def_region, def_block)
                }
                None => false,
            };
            if !ok {
                return Err(dominance_error(ctx, op, i, v));
            }
        }
        Ok(())
    }

    /// Whether `v` (of block `def_block` of region `def_region`) dominates
    /// its use by `op`, the ancestor of `op` in that region found by
    /// walking up `op`'s parents.
    fn dominates_from_outside(
        &mut self,
        op: OpId,
        v: Value,
        def_region: RegionId,
        def_block: BlockId,
    ) -> bool {
        let ctx = self.ctx;
        let mut cur = op;
        let anc = loop {
            match ctx.op_parent_block(cur) {
                Some(b) if ctx.block_parent_region(b) == Some(def_region) => break (cur, b),
                Some(b) => match ctx.block_parent_op(b) {
                    Some(p) => cur = p,
                    None => return false,
                },
                None => return false,
            }
        };
        let ssa = self.is_ssa_region(def_region);
        self.dominates(v, def_region, def_block, anc, ssa)
    }

    /// Whether `v` (of block `def_block` of region `def_region`, which has
    /// SSA dominance if `ssa`) dominates `anc.0`, an op of that region in
    /// block `anc.1`.
    fn dominates(
        &mut self,
        v: Value,
        def_region: RegionId,
        def_block: BlockId,
        (anc, anc_block): (OpId, BlockId),
        ssa: bool,
    ) -> bool {
        // Graph-like regions (unregistered or graph-kind parents) only
        // relax the order inside a block; across blocks the CFG decides.
        if anc_block == def_block {
            match v {
                Value::Result { op: def, .. } => {
                    !ssa || (def != anc && self.position(def) < self.position(anc))
                }
                Value::Arg { .. } => true,
            }
        } else {
            self.block_dominates(def_region, def_block, anc_block)
        }
    }

    fn is_reachable(&mut self, r: RegionId, b: BlockId) -> bool {
        // The only block of a region is its entry (most regions: no tree
        // to build).
        if self.ctx.region_blocks(r) == [b] {
            return true;
        }
        if !self.doms.contains_key(&r) {
            let t = self.compute_dom(r);
            self.doms.insert(r, t);
        }
        let t = &self.doms[&r];
        t.index.get(&b).is_some_and(|&i| t.idom[i].is_some())
    }

    fn block_dominates(&mut self, r: RegionId, a: BlockId, b: BlockId) -> bool {
        if !self.doms.contains_key(&r) {
            let t = self.compute_dom(r);
            self.doms.insert(r, t);
        }
        let t = &self.doms[&r];
        let (Some(&ai), Some(&bi)) = (t.index.get(&a), t.index.get(&b)) else {
            return false;
        };
        if t.idom[bi].is_none() {
            return true; // unreachable blocks are dominated by everything
        }
        if t.idom[ai].is_none() {
            return false;
        }
        let ((a_in, a_out), (b_in, b_out)) = (t.dfs[ai], t.dfs[bi]);
        a_in <= b_in && b_out <= a_out
    }

    fn compute_dom(&self, r: RegionId) -> DomTree {
        let ctx = self.ctx;
        let blocks = ctx.region_blocks(r);
        let n = blocks.len();
        let mut index = FxHashMap::default();
        for (i, &b) in blocks.iter().enumerate() {
            index.insert(b, i);
        }
        let succ: Vec<Vec<usize>> = blocks
            .iter()
            .map(|&b| {
                ctx.block_ops(b)
                    .flat_map(|o| {
                        ctx.successors(o)
                            .iter()
                            .filter_map(|s| index.get(s).copied())
                            .collect::<Vec<_>>()
                    })
                    .collect()
            })
            .collect();
        let idom = immediate_dominators(&succ);
        // The tree's pre- and post-order numbers, iteratively.
        let mut children: Vec<Vec<usize>> = vec![Vec::new(); n];
        for (b, d) in idom.iter().enumerate().skip(1) {
            if let Some(p) = *d {
                children[p].push(b);
            }
        }
        let mut dfs = vec![(0u32, 0u32); n];
        let mut clock = 0u32;
        if n > 0 {
            let mut stack = vec![(0usize, 0usize)];
            dfs[0].0 = clock;
            while let Some((b, i)) = stack.pop() {
                if let Some(&c) = children[b].get(i) {
                    stack.push((b, i + 1));
                    clock += 1;
                    dfs[c].0 = clock;
                    stack.push((c, 0));
                } else {
                    clock += 1;
                    dfs[b].1 = clock;
                }
            }
        }
        DomTree { idom, index, dfs }
    }
}

/// The `SymbolTable` trait's region checks (upstream
/// `detail::verifySymbolTable`): symbols defined directly in the op are
/// uniquely named, then every symbol user under it (not under a nested
/// symbol table: `users`, in upstream's walk order) verifies its uses
/// (`SymbolUserOpInterface`).
fn verify_symbol_table(ctx: &Context, op: OpId, users: &[OpId]) -> Result<(), Diagnostic> {
    if ctx.op_regions(op).len() != 1 {
        return Err(op_error(
            ctx,
            op,
            "Operations with a 'SymbolTable' must have exactly one region",
        ));
    }
    if ctx.region_blocks(ctx.op_region(op, 0)).len() != 1 {
        return Err(op_error(
            ctx,
            op,
            "Operations with a 'SymbolTable' must have exactly one block",
        ));
    }
    let mut seen: HashMap<&str, OpId> = HashMap::new();
    for &r in ctx.op_regions(op) {
        for &b in ctx.region_blocks(r) {
            for o in ctx.block_ops(b) {
                let Some(n) = ctx.attr(o, "sym_name").and_then(|a| ctx.as_string(a)) else {
                    continue;
                };
                if let Some(&first) = seen.get(n) {
                    return Err(Diagnostic::at_op(
                        ctx,
                        o,
                        format!("redefinition of symbol named '{n}'"),
                    )
                    .with_note(ctx.op_loc(first), "see existing symbol definition here"));
                }
                seen.insert(n, o);
            }
        }
    }
    if users.is_empty() {
        return Ok(());
    }
    let symbols = crate::interfaces::SymbolTableCollection::new();
    for &o in users {
        if let Some(user) = crate::interfaces::SymbolUserOpInterfaceRef::get(ctx, o) {
            user.verify_symbol_uses(ctx, &symbols)?;
        }
    }
    Ok(())
}
