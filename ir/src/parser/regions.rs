//! Regions and blocks: the entry block and labeled blocks with their
//! arguments, and the operations of a block.

use crate::core::op_asm::RegionArgument;
use crate::core::storage::{BlockId, RegionId, Value};

use super::{BlockScope, PResult, Parser, PendingLoc};

impl<'s, 'c> Parser<'s, 'c> {
    /// Parses `{ blocks }` into `r`. `args` are the entry block arguments
    /// declared by a custom parser (the entry block must then not have a label).
    pub(super) fn parse_region_into(
        &mut self,
        r: RegionId,
        args: &[RegionArgument],
        isolated: bool,
    ) -> PResult<()> {
        self.nested(|p| p.parse_region_inner(r, args, isolated))
    }

    pub(super) fn parse_region_inner(
        &mut self,
        r: RegionId,
        args: &[RegionArgument],
        isolated: bool,
    ) -> PResult<()> {
        self.expect("{", "'{' to begin a region")?;
        self.push_scope(isolated);
        self.block_scopes.push(BlockScope {
            region: r,
            blocks: Default::default(),
        });
        if !args.is_empty() || !self.at_punct("}") {
            // Unnamed arguments (`func.func @f(i32) {...}`) declare nothing:
            // the entry block may then have a label with its arguments.
            let named = args.first().is_some_and(|a| a.name.name_len != 0);
            let declared = if named { args } else { &[] };
            if declared.is_empty() && self.at_punct("^") {
                self.parse_labeled_block()?;
                let first = self.ctx.region_blocks(r).first().copied();
                if !args.is_empty()
                    && first.is_some_and(|b| self.ctx.num_block_args(b) > args.len())
                {
                    let p = self.pos;
                    return self.err(p, "entry block arguments were already defined");
                }
            } else {
                let args = declared;
                let b = self.ctx.create_block(&[]);
                self.ctx.append_block(r, b).ok();
                for a in args {
                    self.charge_type(a.ty, a.name.offset)?;
                    let name = self.name_at(a.name.offset, a.name.name_len)?;
                    if let Some(prior) = self.reference_offset(name, a.name.number) {
                        return self
                            .err(
                                a.name.offset,
                                format!("region entry argument '%{name}' is already in use"),
                            )
                            .map_err(|e| e.with_note(prior, "previously referenced here"));
                    }
                    let v = self.ctx.add_block_arg(b, a.ty, a.loc);
                    self.define_values(name, a.name.offset, v, 1)?;
                }
                if args.is_empty() || !self.at_punct("^") {
                    self.parse_block_body(b)?;
                } else {
                    let p = self.pos;
                    return self.err(p, "invalid block name in region with named arguments");
                }
            }
            while !self.at_punct("}") {
                if self.peek().is_none() {
                    let p = self.pos;
                    return self.err(p, "expected '}' to end region");
                }
                self.parse_labeled_block()?;
            }
        }
        self.expect("}", "'}' to end region")?;
        self.finish_region_blocks()?;
        self.pop_scope_nested()?;
        Ok(())
    }

    pub(super) fn pop_scope_nested(&mut self) -> PResult<()> {
        let depth = self.scope_depth;
        self.pop_value_scope();
        if self.isolation.last() == Some(&depth) {
            let iso = self.isolation.len();
            self.isolation.pop();
            // Forward references inside an isolated region must resolve
            // there: those left are errors, reported at the end.
            if let Some(keys) = self.forward_by_level.get_mut(iso) {
                for key in std::mem::take(keys) {
                    if let Some(f) = self.forward.remove(&key) {
                        self.unresolved_at =
                            Some(self.unresolved_at.map_or(f.offset, |u| u.min(f.offset)));
                    }
                }
            }
        }
        Ok(())
    }

    pub(super) fn parse_labeled_block(&mut self) -> PResult<()> {
        self.skip_ws();
        let at = self.pos;
        if self.b.get(self.pos) != Some(&b'^') {
            return self.err(at, "expected block name");
        }
        self.pos += 1;
        let name = self.parse_suffix_id()?;
        let b = self.get_block(name, at);
        {
            let scope = self.block_scopes.last_mut().expect("scope");
            let e = scope.blocks.get_mut(name).expect("inserted");
            if e.1 {
                return self.err(at, format!("redefinition of block '^{name}'"));
            }
            e.1 = true;
            let region = scope.region;
            self.ctx.append_block(region, b).ok();
        }
        if self.eat("(") && !self.eat(")") {
            loop {
                let (name, number, offset) = self.parse_operand_raw()?;
                if number != 0 {
                    return self.err(offset, "expected valid ssa identifier");
                }
                self.expect(":", "':' and type for SSA operand")?;
                let t = self.parse_type()?;
                self.charge_type(t, offset)?;
                let arg_loc = self.loc_at(offset);
                let v = self.ctx.add_block_arg(b, t, arg_loc);
                if let Value::Arg { index, .. } = v {
                    self.parse_trailing_loc(PendingLoc::Arg(b, index as usize))?;
                }
                self.define_values(name, offset, v, 1)?;
                if !self.eat(",") {
                    break;
                }
            }
            self.expect(")", "')'")?;
        }
        self.expect(":", "':' after block name")?;
        self.parse_block_body(b)
    }

    pub(super) fn parse_block_body(&mut self, b: BlockId) -> PResult<()> {
        loop {
            match self.peek() {
                Some(b'^') | Some(b'}') | None => return Ok(()),
                _ => {
                    let op = self.parse_operation()?;
                    self.ctx.append_op(b, op).ok();
                }
            }
        }
    }
}
