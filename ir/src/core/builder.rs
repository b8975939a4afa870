//! [`OpBuilder`]: creates operations at an insertion point.

use std::ops::{Deref, DerefMut};

use crate::core::context::Context;
use crate::core::location::Location;
use crate::core::storage::{BlockId, IrError, IrMapping, OpId, OperationState, RegionId};
use crate::core::types::Type;

/// Where new operations go: before `before` in `block`, or at its end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct InsertPoint {
    /// The block.
    pub block: BlockId,
    /// Insert before this op; `None` appends.
    pub before: Option<OpId>,
}

/// What builds a region's body: called with the builder at the end of the
/// region's entry block and the op's location.
pub type RegionBodyBuilder<'f> = dyn FnMut(&mut OpBuilder<'_>, Location) + 'f;

/// Creates operations at an insertion point. Dereferences to the [`Context`],
/// so every query (`b.value_type(v)`, `b.f64()`) works on the builder too.
pub struct OpBuilder<'a> {
    ctx: &'a mut Context,
    ip: Option<InsertPoint>,
    created: Vec<OpId>,
    /// The ops of `created` put in a region no op holds yet (a body being
    /// built inside an `OperationState`): upstream's greedy driver does not
    /// queue those, its `addToWorklist` finding no way up to its scope.
    unattached: Vec<OpId>,
    record: bool,
}

impl Deref for OpBuilder<'_> {
    type Target = Context;
    fn deref(&self) -> &Context {
        self.ctx
    }
}

impl DerefMut for OpBuilder<'_> {
    fn deref_mut(&mut self) -> &mut Context {
        self.ctx
    }
}

impl<'a> OpBuilder<'a> {
    /// A builder with no insertion point (ops are created detached).
    pub fn new(ctx: &'a mut Context) -> Self {
        OpBuilder {
            ctx,
            ip: None,
            created: Vec::new(),
            unattached: Vec::new(),
            record: false,
        }
    }
    /// A builder appending to `block`.
    pub fn at_end(ctx: &'a mut Context, block: BlockId) -> Self {
        OpBuilder {
            ctx,
            ip: Some(InsertPoint {
                block,
                before: None,
            }),
            created: Vec::new(),
            unattached: Vec::new(),
            record: false,
        }
    }
    /// The context.
    pub fn ctx(&mut self) -> &mut Context {
        self.ctx
    }
    /// The insertion point.
    pub fn insertion_point(&self) -> Option<InsertPoint> {
        self.ip
    }
    /// Sets the insertion point.
    pub fn set_insertion_point(&mut self, ip: Option<InsertPoint>) {
        self.ip = ip;
    }
    /// Appends to `block` from now on.
    pub fn set_insertion_point_to_end(&mut self, block: BlockId) {
        self.ip = Some(InsertPoint {
            block,
            before: None,
        });
    }
    /// Inserts at the start of `block` from now on.
    pub fn set_insertion_point_to_start(&mut self, block: BlockId) {
        let before = self.ctx.block_first_op(block);
        self.ip = Some(InsertPoint { block, before });
    }
    /// Inserts before `op` from now on.
    pub fn set_insertion_point_before(&mut self, op: OpId) {
        self.ip = self.ctx.op_parent_block(op).map(|block| InsertPoint {
            block,
            before: Some(op),
        });
    }
    /// Inserts after `op` from now on.
    pub fn set_insertion_point_after(&mut self, op: OpId) {
        let next = self.ctx.next_op(op);
        self.ip = self.ctx.op_parent_block(op).map(|block| InsertPoint {
            block,
            before: next,
        });
    }
    pub(crate) fn start_recording(&mut self) {
        self.record = true;
    }
    /// The ops created since the last call, oldest first (the buffer is
    /// kept for the next ones).
    pub(crate) fn drain_created(&mut self) -> std::vec::Drain<'_, OpId> {
        self.created.drain(..)
    }
    /// Takes `op` off the list of created ops not yet drained: an op
    /// created and erased again before anyone was told of it (a folded
    /// `createOrFold`) is never announced.
    pub(crate) fn forget_created(&mut self, op: OpId) {
        if let Some(i) = self.created.iter().rposition(|&o| o == op) {
            self.created.remove(i);
        }
        self.take_unattached(op);
    }
    /// Whether `op`, created by this builder, was put in a region that no
    /// op held at the time (see [`OpBuilder::create`]); forgets it.
    pub(crate) fn take_unattached(&mut self, op: OpId) -> bool {
        match self.unattached.iter().rposition(|&o| o == op) {
            Some(i) => {
                self.unattached.swap_remove(i);
                true
            }
            None => false,
        }
    }
    /// Whether an op put in a region no op held is still to be announced.
    pub(crate) fn has_unattached(&self) -> bool {
        !self.unattached.is_empty()
    }
    /// Whether ops were created since the last [`OpBuilder::drain_created`].
    pub(crate) fn has_created(&self) -> bool {
        !self.created.is_empty()
    }

    /// Creates an operation from `state` and inserts it at the insertion point.
    pub fn create(&mut self, state: OperationState) -> OpId {
        let op = self.ctx.create_operation(state);
        if let Some(ip) = self.ip {
            // The insertion point is valid by construction; a stale one leaves the op detached.
            let _ = self.ctx.insert_op(ip.block, ip.before, op);
        }
        if self.record {
            self.created.push(op);
            if self.ip.is_some_and(|ip| !self.block_is_attached(ip.block)) {
                self.unattached.push(op);
            }
        }
        op
    }

    /// Whether every region above `block` belongs to an op (no region of
    /// an `OperationState` still being built on the way up).
    fn block_is_attached(&self, block: BlockId) -> bool {
        let mut block = block;
        loop {
            let Some(region) = self.ctx.block_parent_region(block) else {
                return false;
            };
            let Some(op) = self.ctx.region_parent_op(region) else {
                return false;
            };
            match self.ctx.op_parent_block(op) {
                Some(b) => block = b,
                None => return true,
            }
        }
    }

    /// Inserts an existing detached op at the insertion point.
    pub fn insert(&mut self, op: OpId) -> Result<(), IrError> {
        match self.ip {
            Some(ip) => self.ctx.insert_op(ip.block, ip.before, op),
            None => Ok(()),
        }
    }

    /// Clones `op` deeply through `mapping` and inserts the copy at the
    /// insertion point (MLIR's `OpBuilder::clone`): a recording builder
    /// (a rewriter's) lists the ops inside the copy, in pre-order, then the
    /// copy as created, so a rewrite driver visits them.
    pub fn clone(&mut self, op: OpId, mapping: &mut IrMapping) -> Result<OpId, IrError> {
        let new = self.ctx.clone_op(op, mapping)?;
        self.insert(new)?;
        if self.record {
            let order = self.ctx.walk_preorder(new);
            self.created.extend(order.into_iter().skip(1));
            self.created.push(new);
        }
        Ok(new)
    }

    /// Creates a block with arguments at the end of `region` and moves the insertion point to its end.
    pub fn create_block(&mut self, region: RegionId, args: &[(Type, Location)]) -> BlockId {
        let b = self.ctx.create_block(args);
        // A fresh block is never attached, so this cannot fail for a live region.
        let _ = self.ctx.append_block(region, b);
        self.ip = Some(InsertPoint {
            block: b,
            before: None,
        });
        b
    }

    /// Adds a region to `state`, as upstream's builders taking body-builder
    /// callbacks do (`scf.if`'s then/else builders): with a `body`, the
    /// region gets an entry block without arguments and `body` is called
    /// with the builder at its end and the op's location; without one, the
    /// region stays empty. The insertion point is restored afterwards.
    pub fn add_body_region(
        &mut self,
        state: &mut OperationState,
        body: Option<&mut RegionBodyBuilder<'_>>,
    ) -> RegionId {
        let region = state.add_region(self.ctx);
        if let Some(body) = body {
            let saved = self.ip;
            self.create_block(region, &[]);
            body(self, state.location);
            self.ip = saved;
        }
        region
    }

    /// Creates an op from a name, operands, result types and attributes (a shortcut).
    pub fn create_simple(
        &mut self,
        name: &str,
        loc: Location,
        operands: &[crate::core::storage::Value],
        result_types: &[Type],
        attributes: &[(&str, crate::core::attrs::Attribute)],
    ) -> OpId {
        let name = self.ctx.op_name(name);
        let mut st = OperationState::new(name, loc);
        st.operands = operands.to_vec();
        st.result_types = result_types.to_vec();
        for (n, a) in attributes {
            let id = self.ctx.ident(n);
            st.attributes.push((id, *a));
        }
        self.create(st)
    }
}
