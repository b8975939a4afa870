//! Constant uniquing for the greedy driver (MLIR's `OperationFolder` in
//! `FoldUtils.cpp`, the part the driver uses): while the worklist is
//! filled, each constant op is kept once per (dialect, value, type) in the
//! entry block of its insertion region, hoisted to the front of it; the
//! others are replaced by the kept one.

use crate::core::attrs::Attribute;
use crate::core::context::{Context, OpName};
use crate::core::pattern::PatternRewriter;
use crate::core::registry::OpTrait;
use crate::core::storage::{BlockId, OpId, RegionId};
use crate::core::types::Type;
use crate::support::intern::{FxHashMap, FxHashSet};

/// The kept constants, by insertion region, keyed by (dialect, value,
/// type); the dialect is its position in `dialects` (a handful of names:
/// no string is allocated per constant).
#[derive(Default)]
pub(crate) struct OperationFolder {
    scopes: FxHashMap<RegionId, FxHashMap<(u32, Attribute, Type), OpId>>,
    dialects: Vec<String>,
    /// The position in `dialects` of each op name's dialect, by name id
    /// (`u32::MAX`: not worked out yet).
    dialect_of: Vec<u32>,
    /// The insertion region of the last block a constant was met in: a
    /// block's ancestors do not change while the folder is used (one fill
    /// of the worklist, which moves and replaces constants only).
    last_block: Option<(BlockId, Option<RegionId>)>,
    owned: FxHashSet<OpId>,
}

/// The region constants of `block` go to (`getInsertionRegion`): the
/// nearest enclosing region whose op is (or may be) isolated from above,
/// or is a top-level op.
pub(crate) fn insertion_region(ctx: &Context, block: BlockId) -> Option<RegionId> {
    let mut block = block;
    loop {
        let region = ctx.block_parent_region(block)?;
        let parent = ctx.region_parent_op(region)?;
        if ctx.op_might_have_trait(parent, &OpTrait::IsolatedFromAbove) {
            return Some(region);
        }
        match ctx.op_parent_block(parent) {
            None => return Some(region),
            Some(b) => block = b,
        }
    }
}

impl OperationFolder {
    /// Whether the folder keeps `op`.
    fn owns(&self, op: OpId) -> bool {
        self.owned.contains(&op)
    }
    /// Takes the constant `op` (of value `value`) into the folder
    /// (`insertKnownConstant`): `false` when an equal constant was kept
    /// already and replaced `op`, `true` when `op` is kept (moved to the
    /// front of its insertion region's entry block unless it is there, or
    /// right after other kept constants). A moved or merged constant's
    /// location becomes unknown.
    pub(crate) fn insert_known_constant(
        &mut self,
        rw: &mut PatternRewriter<'_>,
        op: OpId,
        value: Attribute,
    ) -> bool {
        let Some(block) = rw.op_parent_block(op) else {
            return true;
        };
        let unknown = rw.unknown_loc();
        if self.owns(op) {
            self.rehoist(rw, op, block);
            return true;
        }
        let region = match self.last_block {
            Some((b, r)) if b == block => r,
            _ => {
                let r = insertion_region(rw, block);
                self.last_block = Some((block, r));
                r
            }
        };
        let Some(region) = region else {
            return true;
        };
        let dialect = self.dialect_index(rw, rw.op_get_name(op));
        let ty = rw.value_type(rw.result(op, 0));
        let key = (dialect, value, ty);
        if let Some(&kept) = self.scopes.get(&region).and_then(|m| m.get(&key)) {
            // A constant has one result: no vector for it.
            let _ = match rw.num_results(kept) {
                1 => {
                    let r = rw.result(kept, 0);
                    rw.replace_op(op, &[r])
                }
                _ => {
                    let results = rw.results(kept);
                    rw.replace_op(op, &results)
                }
            };
            let _ = rw.set_loc(kept, unknown);
            return false;
        }
        if let Some(entry) = rw.region_entry(region) {
            let first = rw.block_first_op(entry);
            let in_place = block == entry
                && (first == Some(op) || rw.prev_op(op).is_some_and(|p| self.owns(p)));
            if !in_place {
                if let Some(first) = first {
                    // A plain move, unnotified, as upstream's `moveBefore`.
                    let ctx: &mut Context = rw;
                    let _ = ctx.move_op_before(op, first);
                    let _ = ctx.set_loc(op, unknown);
                }
            }
        }
        self.scopes.entry(region).or_default().insert(key, op);
        self.owned.insert(op);
        true
    }
    /// The position in `dialects` of the dialect of ops named `name`.
    fn dialect_index(&mut self, ctx: &Context, name: OpName) -> u32 {
        let slot = name.0 as usize;
        if let Some(&i) = self.dialect_of.get(slot) {
            if i != u32::MAX {
                return i;
            }
        }
        let dialect = ctx.op_name_dialect(name);
        let i = match self.dialects.iter().position(|d| d == dialect) {
            Some(i) => i,
            None => {
                self.dialects.push(dialect.to_string());
                self.dialects.len() - 1
            }
        } as u32;
        if slot >= self.dialect_of.len() {
            self.dialect_of.resize(slot + 1, u32::MAX);
        }
        self.dialect_of[slot] = i;
        i
    }
    /// Moves a kept constant back to the front of its block when another op
    /// got in front of it.
    fn rehoist(&self, rw: &mut PatternRewriter<'_>, op: OpId, block: BlockId) {
        let first = rw.block_first_op(block);
        if first != Some(op) && !rw.prev_op(op).is_some_and(|p| self.owns(p)) {
            if let Some(first) = first {
                let unknown = rw.unknown_loc();
                let ctx: &mut Context = rw;
                let _ = ctx.move_op_before(op, first);
                let _ = ctx.set_loc(op, unknown);
            }
        }
    }
}
