//! Erasure (of an operation or a block with everything nested in it,
//! leaving their handles stale) and pre- and post-order walks.

use crate::core::context::Context;

use super::{BlockId, IrError, OpId, OpOperand, UseLink, Value};

impl Context {
    /// Erases an operation and everything nested in it. Fails (changing
    /// nothing) if one of its results is still used. Handles to the erased
    /// operations, blocks and regions become stale.
    pub fn erase_op(&mut self, op: OpId) -> Result<(), IrError> {
        let d = self.ops.get(op)?;
        if d.results.iter().any(|r| r.first_use != UseLink::NONE) {
            return Err(IrError::ResultsInUse);
        }
        let (nested, operands) = (!d.regions().is_empty(), d.operands.len());
        self.detach_op(op)?;
        if !nested {
            // Most ops: nothing nested to walk.
            for i in 0..operands {
                self.unlink_use(OpOperand {
                    op,
                    index: i as u32,
                });
            }
            self.ops.remove(op)?;
            return Ok(());
        }
        let all = self.walk_preorder(op);
        for &o in &all {
            let n = self.op(o).operands.len();
            for i in 0..n {
                self.unlink_use(OpOperand {
                    op: o,
                    index: i as u32,
                });
            }
        }
        for &o in &all {
            if let Ok(d) = self.ops.remove(o) {
                for &r in d.regions().iter() {
                    if let Ok(rd) = self.regions.remove(r) {
                        for b in rd.blocks {
                            let _ = self.blocks.remove(b);
                        }
                    }
                }
            }
        }
        Ok(())
    }

    /// Erases a block of a region (and its operations); its arguments must be unused.
    pub fn erase_block(&mut self, b: BlockId) -> Result<(), IrError> {
        let n = self.blocks.get(b)?.args.len();
        for i in 0..n {
            if self.has_uses(Value::Arg {
                block: b,
                index: i as u32,
            }) {
                return Err(IrError::ArgumentInUse);
            }
        }
        let ops: Vec<OpId> = self.block_ops(b).collect();
        for &o in ops.iter().rev() {
            for i in 0..self.num_results(o) {
                let v = self.result(o, i);
                let uses: Vec<OpOperand> = self.uses(v).collect();
                for u in uses {
                    self.unlink_use(u);
                }
            }
        }
        for o in ops.into_iter().rev() {
            self.erase_op(o)?;
        }
        if let Some(r) = self.block(b).parent {
            self.regions.get_mut(r)?.blocks.retain(|x| *x != b);
        }
        self.blocks.remove(b)?;
        Ok(())
    }

    /// `op` and all nested operations in pre-order (parents before children, program order).
    pub fn walk_preorder(&self, op: OpId) -> Vec<OpId> {
        let mut out = Vec::new();
        let mut stack = vec![op];
        while let Some(o) = stack.pop() {
            out.push(o);
            let mark = stack.len();
            for &r in self.op(o).regions().iter() {
                for &b in &self.region(r).blocks {
                    stack.extend(self.block_ops(b));
                }
            }
            stack[mark..].reverse();
        }
        out
    }

    /// `op` and all nested operations in post-order (children before parents).
    pub fn walk_postorder(&self, op: OpId) -> Vec<OpId> {
        // Reverse pre-order visiting children in reverse gives post-order.
        let mut out = Vec::new();
        let mut stack = vec![op];
        while let Some(o) = stack.pop() {
            out.push(o);
            for &r in self.op(o).regions() {
                for &b in &self.region(r).blocks {
                    stack.extend(self.block_ops(b));
                }
            }
        }
        out.reverse();
        out
    }
}
