//! Values and their use lists: types of values, defining ops, and the
//! intrusive list of each value's uses (linked through the operands),
//! replaced in time proportional to the number of uses.

use crate::core::context::Context;
use crate::core::types::Type;

use super::{
    BlockId, IrError, OpId, OpOperand, Operand, PackedValue, UseLink, Value, ValueSlot, STALE,
};

impl Context {
    pub(super) fn try_value_slot(&self, v: Value) -> Result<&ValueSlot, IrError> {
        match v {
            Value::Result { op, index } => self
                .ops
                .get(op)?
                .results
                .get(index as usize)
                .ok_or(IrError::OutOfRange),
            Value::Arg { block, index } => self
                .blocks
                .get(block)?
                .args
                .get(index as usize)
                .map(|a| &a.slot)
                .ok_or(IrError::OutOfRange),
        }
    }

    pub(super) fn value_slot_mut(&mut self, v: Value) -> Result<&mut ValueSlot, IrError> {
        match v {
            Value::Result { op, index } => self
                .ops
                .get_mut(op)?
                .results
                .get_mut(index as usize)
                .ok_or(IrError::OutOfRange),
            Value::Arg { block, index } => self
                .blocks
                .get_mut(block)?
                .args
                .get_mut(index as usize)
                .map(|a| &mut a.slot)
                .ok_or(IrError::OutOfRange),
        }
    }

    pub(super) fn operand_mut(&mut self, u: OpOperand) -> &mut Operand {
        &mut self.op_mut(u.op).operands[u.index as usize]
    }

    pub(super) fn link_use(&mut self, u: OpOperand, v: Value) {
        let head = match self.value_slot_mut(v) {
            Ok(slot) => std::mem::replace(&mut slot.first_use, UseLink::new(Some(u))),
            Err(_) => UseLink::NONE,
        };
        let o = self.operand_mut(u);
        o.value = PackedValue::new(v);
        o.prev = UseLink::NONE;
        o.next = head;
        // The links name live operations by slot: no generation to check.
        if head != UseLink::NONE {
            if let Some(h) = self.ops.get_at_mut(head.op_slot) {
                h.operands[head.index as usize].prev = UseLink::new(Some(u));
            }
        }
    }

    pub(super) fn unlink_use(&mut self, u: OpOperand) {
        let (v, prev, next) = {
            let o = &self.op(u.op).operands[u.index as usize];
            (o.value, o.prev, o.next)
        };
        // The neighbours are reached by slot (links name live operations).
        if prev != UseLink::NONE {
            if let Some(p) = self.ops.get_at_mut(prev.op_slot) {
                p.operands[prev.index as usize].next = next;
            }
        } else if let Ok(slot) = self.value_slot_mut(v.get()) {
            if slot.first_use == UseLink::new(Some(u)) {
                slot.first_use = next;
            }
        }
        if next != UseLink::NONE {
            if let Some(n) = self.ops.get_at_mut(next.op_slot) {
                n.operands[next.index as usize].prev = prev;
            }
        }
        let o = self.operand_mut(u);
        o.prev = UseLink::NONE;
        o.next = UseLink::NONE;
    }

    /// The type of a value.
    pub fn value_type(&self, v: Value) -> Type {
        self.try_value_slot(v).expect(STALE).ty
    }

    /// Where `v` was defined: its op's location, or its block argument's
    /// (MLIR's `Value::getLoc`).
    pub fn value_loc(&self, v: Value) -> crate::core::location::Location {
        match v {
            Value::Result { op, .. } => self.op_loc(op),
            Value::Arg { block, index } => self.block_arg_loc(block, index as usize),
        }
    }

    /// The type of a value, or an error for a stale value.
    pub fn try_value_type(&self, v: Value) -> Result<Type, IrError> {
        Ok(self.try_value_slot(v)?.ty)
    }

    /// Changes a value's type.
    pub fn set_value_type(&mut self, v: Value, ty: Type) -> Result<(), IrError> {
        self.value_slot_mut(v)?.ty = ty;
        Ok(())
    }

    /// The operation defining a value (`None` for block arguments).
    #[inline]
    pub fn defining_op(&self, v: Value) -> Option<OpId> {
        match v {
            Value::Result { op, .. } => Some(op),
            Value::Arg { .. } => None,
        }
    }

    /// The block in which a value is defined.
    pub fn value_parent_block(&self, v: Value) -> Option<BlockId> {
        match v {
            Value::Result { op, .. } => self.op(op).parent.get(),
            Value::Arg { block, .. } => Some(block),
        }
    }

    /// The uses of a value, most recent first.
    pub fn uses(&self, v: Value) -> UseIter<'_> {
        UseIter {
            ctx: self,
            next: self
                .try_value_slot(v)
                .ok()
                .and_then(|s| s.first_use.get(&self.ops)),
        }
    }

    /// Whether the value has any use.
    pub fn has_uses(&self, v: Value) -> bool {
        self.try_value_slot(v)
            .ok()
            .and_then(|s| s.first_use.get(&self.ops))
            .is_some()
    }

    /// Whether the users of `v` other than `op` are at most one operation
    /// (however many of its operands use `v`): the test of the greedy
    /// driver's `addOperandsToWorklist`. The use list is walked by arena
    /// slot (its links name live operations only).
    pub fn has_at_most_one_other_user(&self, v: Value, op: OpId) -> bool {
        let Ok(slot) = self.try_value_slot(v) else {
            return true;
        };
        let me = op.0.index;
        let mut other = None;
        let mut link = slot.first_use;
        while link != UseLink::NONE {
            let user = link.op_slot;
            if user != me && Some(user) != other {
                if other.is_some() {
                    return false;
                }
                other = Some(user);
            }
            match self.ops.get_at(user) {
                Some(d) => link = d.operands[link.index as usize].next,
                None => break,
            }
        }
        true
    }

    /// Whether the value has exactly one use.
    pub fn has_one_use(&self, v: Value) -> bool {
        let mut it = self.uses(v);
        it.next().is_some() && it.next().is_none()
    }

    /// Number of uses (walks the list).
    pub fn num_uses(&self, v: Value) -> usize {
        self.uses(v).count()
    }

    /// Replaces every use of `from` by `to`; cost proportional to the number of uses.
    pub fn replace_all_uses_with(&mut self, from: Value, to: Value) {
        self.replace_all_uses_notifying(from, to, |_| {});
    }

    /// [`Context::replace_all_uses_with`], calling `user` with the user of
    /// each use of `from`, in use order (once per use, before the change),
    /// in the same walk.
    pub fn replace_all_uses_notifying(
        &mut self,
        from: Value,
        to: Value,
        mut user: impl FnMut(OpId),
    ) {
        if from == to {
            for u in self.uses(from) {
                user(u.op);
            }
            return;
        }
        // The whole list is taken off `from` at once; each use then goes to
        // the front of `to`'s list in list order, as unlinking them one by
        // one from the front would.
        let mut link = match self.value_slot_mut(from) {
            Ok(slot) => std::mem::replace(&mut slot.first_use, UseLink::NONE),
            Err(_) => return,
        };
        let Ok(to_slot) = self.value_slot_mut(to) else {
            // A stale `to`: each use is left unlinked, naming it.
            while let Some(u) = link.get(&self.ops) {
                user(u.op);
                link = self.op(u.op).operands[u.index as usize].next;
                self.link_use(u, to);
            }
            return;
        };
        // `to`'s list head kept here rather than looked up for each use.
        let mut head = to_slot.first_use;
        let packed = PackedValue::new(to);
        while link != UseLink::NONE {
            user(self.ops.handle_at(link.op_slot));
            let o =
                &mut self.ops.get_at_mut(link.op_slot).expect(STALE).operands[link.index as usize];
            let next = o.next;
            o.value = packed;
            o.prev = UseLink::NONE;
            o.next = head;
            if head != UseLink::NONE {
                self.ops.get_at_mut(head.op_slot).expect(STALE).operands[head.index as usize]
                    .prev = link;
            }
            head = link;
            link = next;
        }
        if let Ok(slot) = self.value_slot_mut(to) {
            slot.first_use = head;
        }
    }

    /// Takes every use of `v` off its use list (MLIR's `dropAllUses`): the
    /// users keep naming `v` but are no longer its users. Only for users
    /// about to be erased (cycles in graph regions, unreachable blocks).
    pub fn drop_all_uses(&mut self, v: Value) {
        while let Some(u) = self
            .try_value_slot(v)
            .ok()
            .and_then(|s| s.first_use.get(&self.ops))
        {
            self.unlink_use(u);
        }
    }

    /// [`Context::drop_all_uses`] of every result of `op`.
    pub fn drop_all_uses_of_results(&mut self, op: OpId) {
        for i in 0..self.ops.get(op).map_or(0, |d| d.results.len()) {
            self.drop_all_uses(Value::Result {
                op,
                index: i as u32,
            });
        }
    }

    /// Drops every use of every value defined in `block`: its arguments and
    /// the results of the ops in it, nested ones included
    /// (`dropAllDefinedValueUses`).
    pub fn drop_all_defined_value_uses(&mut self, block: BlockId) {
        for i in 0..self.blocks.get(block).map_or(0, |d| d.args.len()) {
            self.drop_all_uses(Value::Arg {
                block,
                index: i as u32,
            });
        }
        let ops: Vec<OpId> = self.block_ops(block).collect();
        for op in ops {
            for o in self.walk_preorder(op) {
                self.drop_all_uses_of_results(o);
            }
        }
    }

    /// Replaces each result of `op` by the corresponding value (all uses).
    pub fn replace_all_op_uses_with(&mut self, op: OpId, values: &[Value]) -> Result<(), IrError> {
        let n = self.ops.get(op)?.results.len();
        if n != values.len() {
            return Err(IrError::CountMismatch);
        }
        for (i, &v) in values.iter().enumerate() {
            self.replace_all_uses_with(
                Value::Result {
                    op,
                    index: i as u32,
                },
                v,
            );
        }
        Ok(())
    }

    /// Whether any result of the operation is used.
    pub fn op_has_uses(&self, op: OpId) -> bool {
        // One lookup of the op for all its results.
        self.op(op)
            .results
            .iter()
            .any(|r| r.first_use != UseLink::NONE)
    }
}

/// Iterator over the uses of a value.
pub struct UseIter<'a> {
    ctx: &'a Context,
    next: Option<OpOperand>,
}

impl Iterator for UseIter<'_> {
    type Item = OpOperand;
    fn next(&mut self) -> Option<OpOperand> {
        let u = self.next?;
        self.next = self.ctx.op(u.op).operands[u.index as usize]
            .next
            .get(&self.ctx.ops);
        Some(u)
    }
}
