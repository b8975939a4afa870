//! Moving and copying IR (MLIR's `Operation::clone`, `Region::cloneInto`,
//! `Block::splitBlock`, block splicing): deep clones through an
//! [`IrMapping`], splitting a block, attaching and detaching blocks.

use crate::core::context::Context;
use crate::support::intern::FxHashMap;

use super::{BlockId, IrError, OpId, OpLink, RegionId, Value};

/// Values and blocks mapped to their counterparts (MLIR's `IRMapping`).
#[derive(Clone, Debug, Default)]
pub struct IrMapping {
    values: FxHashMap<Value, Value>,
    blocks: FxHashMap<BlockId, BlockId>,
}

impl IrMapping {
    /// An empty mapping.
    pub fn new() -> Self {
        Self::default()
    }
    /// Maps `from` to `to`.
    pub fn map_value(&mut self, from: Value, to: Value) {
        self.values.insert(from, to);
    }
    /// Maps block `from` to `to`.
    pub fn map_block(&mut self, from: BlockId, to: BlockId) {
        self.blocks.insert(from, to);
    }
    /// What `v` maps to, if mapped.
    pub fn lookup_value(&self, v: Value) -> Option<Value> {
        self.values.get(&v).copied()
    }
    /// What `v` maps to, or `v`.
    pub fn lookup_value_or_self(&self, v: Value) -> Value {
        self.lookup_value(v).unwrap_or(v)
    }
    /// What block `b` maps to, or `b`.
    pub fn lookup_block_or_self(&self, b: BlockId) -> BlockId {
        self.blocks.get(&b).copied().unwrap_or(b)
    }
    /// Whether `v` is mapped.
    pub fn contains_value(&self, v: Value) -> bool {
        self.values.contains_key(&v)
    }
}

impl Context {
    /// Creates an empty copy of `region`'s blocks in `dest` before `before`
    /// (at the end for `None`); returns the pairs. An argument already in
    /// `mapping` is left out of the copy (the caller replaced it), the
    /// others are mapped to the copy's.
    fn clone_blocks(
        &mut self,
        region: RegionId,
        dest: RegionId,
        before: Option<BlockId>,
        mapping: &mut IrMapping,
    ) -> Result<Vec<(BlockId, BlockId)>, IrError> {
        let mut pairs = Vec::new();
        for b in self.region_blocks(region).to_vec() {
            let kept: Vec<usize> = (0..self.num_block_args(b))
                .filter(|&i| !mapping.contains_value(self.block_arg(b, i)))
                .collect();
            let args: Vec<_> = kept
                .iter()
                .map(|&i| {
                    (
                        self.value_type(self.block_arg(b, i)),
                        self.block_arg_loc(b, i),
                    )
                })
                .collect();
            let nb = self.create_block(&args);
            self.insert_block(dest, nb, before)?;
            for (n, &i) in kept.iter().enumerate() {
                let (o, c) = (self.block_arg(b, i), self.block_arg(nb, n));
                mapping.map_value(o, c);
            }
            mapping.map_block(b, nb);
            pairs.push((b, nb));
        }
        Ok(pairs)
    }

    /// A copy of `op`'s op alone, with new (empty) regions, operands and
    /// successors as they are (remapped later); results mapped.
    fn clone_shell(&mut self, op: OpId, mapping: &mut IrMapping) -> OpId {
        let d = self.op(op);
        let (name, loc) = (d.name, d.loc);
        let operands: Vec<Value> = d.operands.iter().map(|o| o.value()).collect();
        let attrs = self.dictionary_entries(d.attrs).to_vec();
        let props = d.props.get();
        let successors: Vec<BlockId> = d.successors().to_vec();
        let nregions = d.regions().len();
        let types = self.result_types(op);
        let regions: Vec<RegionId> = (0..nregions).map(|_| self.create_region()).collect();
        let new = self.create_operation_parts(
            name, loc, &operands, &types, attrs, props, regions, successors,
        );
        for i in 0..types.len() {
            let (o, n) = (self.result(op, i), self.result(new, i));
            mapping.map_value(o, n);
        }
        new
    }

    /// Clones the ops of `pairs`' blocks (and everything nested) into their
    /// new blocks, then remaps every cloned op's operands and successors.
    fn clone_contents(
        &mut self,
        pairs: Vec<(BlockId, BlockId)>,
        mapping: &mut IrMapping,
        cloned: &mut Vec<OpId>,
    ) -> Result<(), IrError> {
        let mut work = pairs;
        while let Some((from, to)) = work.pop() {
            for op in self.block_ops(from).collect::<Vec<_>>() {
                let new = self.clone_shell(op, mapping);
                self.append_op(to, new)?;
                cloned.push(new);
                let (old_regions, new_regions) =
                    (self.op_regions(op).to_vec(), self.op_regions(new).to_vec());
                for (r, nr) in old_regions.into_iter().zip(new_regions) {
                    work.extend(self.clone_blocks(r, nr, None, mapping)?);
                }
            }
        }
        Ok(())
    }

    /// Points the cloned ops' operands and successors at their mapped
    /// counterparts.
    fn remap_cloned(&mut self, cloned: &[OpId], mapping: &IrMapping) -> Result<(), IrError> {
        for &op in cloned {
            for i in 0..self.num_operands(op) {
                let v = self.operand(op, i);
                if let Some(n) = mapping.lookup_value(v) {
                    self.set_operand(op, i, n)?;
                }
            }
            for i in 0..self.successors(op).len() {
                let b = self.successors(op)[i];
                let nb = mapping.lookup_block_or_self(b);
                if nb != b {
                    self.set_successor(op, i, nb)?;
                }
            }
        }
        Ok(())
    }

    /// A deep copy of `op` (detached): values and blocks defined inside are
    /// mapped to their copies in `mapping`, which also remaps operands
    /// defined outside (`Operation::clone`). Iterative.
    pub fn clone_op(&mut self, op: OpId, mapping: &mut IrMapping) -> Result<OpId, IrError> {
        self.try_op(op)?;
        let new = self.clone_shell(op, mapping);
        let mut cloned = vec![new];
        let mut pairs = Vec::new();
        let (old_regions, new_regions) =
            (self.op_regions(op).to_vec(), self.op_regions(new).to_vec());
        for (r, nr) in old_regions.into_iter().zip(new_regions) {
            pairs.extend(self.clone_blocks(r, nr, None, mapping)?);
        }
        self.clone_contents(pairs, mapping, &mut cloned)?;
        self.remap_cloned(&cloned, mapping)?;
        Ok(new)
    }

    /// Copies the blocks of `src` into `dest` before `before` (at the end
    /// for `None`), through `mapping` (`Region::cloneInto`).
    pub fn clone_region_into(
        &mut self,
        src: RegionId,
        dest: RegionId,
        before: Option<BlockId>,
        mapping: &mut IrMapping,
    ) -> Result<(), IrError> {
        let pairs = self.clone_blocks(src, dest, before, mapping)?;
        let mut cloned = Vec::new();
        self.clone_contents(pairs, mapping, &mut cloned)?;
        self.remap_cloned(&cloned, mapping)
    }

    /// Attaches the detached block `block` to `region` before `before` (at
    /// the end for `None`).
    pub fn insert_block(
        &mut self,
        region: RegionId,
        block: BlockId,
        before: Option<BlockId>,
    ) -> Result<(), IrError> {
        if self.blocks.get(block)?.parent.is_some() {
            return Err(IrError::AlreadyAttached);
        }
        let rd = self.regions.get_mut(region)?;
        // Searched from the end: lowerings split the last block of a long
        // region and insert before its tail (a search from the front made
        // lowering 3,000 loops quadratic).
        let at = match before {
            Some(b) => rd
                .blocks
                .iter()
                .rposition(|&x| x == b)
                .ok_or(IrError::OutOfRange)?,
            None => rd.blocks.len(),
        };
        rd.blocks.insert(at, block);
        self.blocks.get_mut(block)?.parent = Some(region);
        Ok(())
    }

    /// Detaches `block` from its region (its ops stay in it).
    pub fn detach_block(&mut self, block: BlockId) -> Result<(), IrError> {
        let Some(r) = self.blocks.get(block)?.parent else {
            return Ok(());
        };
        let blocks = &mut self.regions.get_mut(r)?.blocks;
        if let Some(i) = blocks.iter().rposition(|&x| x == block) {
            blocks.remove(i);
        }
        self.blocks.get_mut(block)?.parent = None;
        Ok(())
    }

    /// Moves the ops of `from` from `first` on (every op for `None`) to the
    /// end of `to`, in order.
    pub fn move_ops_to_end(
        &mut self,
        from: BlockId,
        first: Option<OpId>,
        to: BlockId,
    ) -> Result<(), IrError> {
        let first = match first {
            Some(op) => op,
            None => match self.block_first_op(from) {
                Some(op) => op,
                None => return Ok(()),
            },
        };
        if self.ops.get(first)?.parent.get() != Some(from) {
            return Err(IrError::OutOfRange);
        }
        self.blocks.get(to)?;
        if from == to {
            // The run is the block's tail already.
            return Ok(());
        }
        // The run `first..` is spliced whole (`iplist::splice`): only the
        // parents of its ops change, not their links.
        let (prev, last) = (self.op(first).prev.get(&self.ops), self.block(from).last);
        let mut moved = 0;
        let mut cur = Some(first);
        while let Some(op) = cur {
            let d = self.op_mut(op);
            d.parent = Some(to).into();
            let next = d.next;
            cur = next.get(&self.ops);
            moved += 1;
        }
        match prev {
            Some(p) => self.op_mut(p).next = OpLink::NONE,
            None => self.block_mut(from).first = None,
        }
        self.block_mut(from).last = prev;
        self.block_mut(from).len -= moved;
        let tail = self.block(to).last;
        self.op_mut(first).prev = tail.into();
        match tail {
            Some(t) => self.op_mut(t).next = Some(first).into(),
            None => self.block_mut(to).first = Some(first),
        }
        let b = self.block_mut(to);
        b.last = last;
        b.len += moved;
        Ok(())
    }

    /// Splits `block` before `at`: a new block right after it (in the same
    /// region, without arguments) takes `at` and the ops after it
    /// (`Block::splitBlock`; `None` moves nothing).
    pub fn split_block(&mut self, block: BlockId, at: Option<OpId>) -> Result<BlockId, IrError> {
        let region = self.blocks.get(block)?.parent.ok_or(IrError::OutOfRange)?;
        let next = {
            let blocks = self.region_blocks(region);
            let i = blocks
                .iter()
                .rposition(|&x| x == block)
                .ok_or(IrError::OutOfRange)?;
            blocks.get(i + 1).copied()
        };
        let nb = self.create_block(&[]);
        self.insert_block(region, nb, next)?;
        if at.is_some() {
            self.move_ops_to_end(block, at, nb)?;
        }
        Ok(nb)
    }
}
