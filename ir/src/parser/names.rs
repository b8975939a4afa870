//! SSA names and block names: value scopes (isolated ones too), bindings
//! and shadowing, forward references through placeholder ops, and the
//! resolution of operand references to values.

use crate::core::op_asm::UnresolvedOperand;
use crate::core::storage::{BlockId, OperationState, Value};
use crate::core::types::Type;

use super::lexer::suffix_id_end;
use super::{ForwardRef, NameKey, NamedHead, PResult, Parser, ValueEntry, NO_ENTRY};

impl<'s, 'c> Parser<'s, 'c> {
    pub(super) fn push_scope(&mut self, isolated: bool) {
        self.scope_depth += 1;
        if isolated {
            self.isolation.push(self.scope_depth);
        }
    }

    /// The identifier (`[A-Za-z0-9_$.-]*`) starting at `at`.
    pub(super) fn suffix_id_at(&self, at: usize) -> &'s str {
        let e = suffix_id_end(self.b, at);
        &self.src[at.min(e)..e]
    }

    /// Ends the innermost value scope: its bindings are on top of the stack.
    /// A binding that shadows none leaves its name's `named` entry stale
    /// (no lookup); the table is emptied once no binding is left.
    pub(super) fn pop_value_scope(&mut self) {
        let depth = self.scope_depth as u32;
        while let Some(e) = self.entries.last() {
            if e.scope != depth {
                break;
            }
            let (at, len, prev, numbered) = (e.name_at as usize, e.name_len, e.prev, e.numbered);
            self.entries.pop();
            if prev != NO_ENTRY || numbered {
                let name = &self.src[at..at + len as usize];
                self.set_head(name, prev);
            }
        }
        if self.entries.is_empty() && !self.named.is_empty() {
            self.named.clear();
        }
        self.scope_depth = self.scope_depth.saturating_sub(1);
    }

    /// The entry of a `named` table binding, `NO_ENTRY` if it ended.
    #[inline]
    fn live_head(&self, h: NamedHead) -> u32 {
        match self.entries.get(h.entry as usize) {
            Some(e) if e.name_at == h.name_at => h.entry,
            _ => NO_ENTRY,
        }
    }

    /// The number of a canonical decimal name (`0`, `17`; not `017`) small
    /// enough to index the `numbered` table.
    #[inline]
    pub(super) fn name_number(&self, name: &str) -> Option<usize> {
        let b = name.as_bytes();
        if b.is_empty() || b.len() > 9 || (b[0] == b'0' && b.len() > 1) {
            return None;
        }
        let mut n = 0usize;
        for &c in b {
            if !c.is_ascii_digit() {
                return None;
            }
            n = n * 10 + (c - b'0') as usize;
        }
        // A file cannot define more values than it has bytes.
        (n <= self.b.len().max(1024)).then_some(n)
    }

    #[inline]
    pub(super) fn head(&self, name: &str) -> u32 {
        match self.name_number(name) {
            Some(n) => self.numbered.get(n).copied().unwrap_or(NO_ENTRY),
            None => match self.named.get(&NameKey::of(name)) {
                Some(&h) => self.live_head(h),
                None => NO_ENTRY,
            },
        }
    }

    pub(super) fn set_head(&mut self, name: &'s str, idx: u32) {
        match self.name_number(name) {
            Some(n) => {
                if n >= self.numbered.len() {
                    if idx == NO_ENTRY {
                        return;
                    }
                    self.numbered
                        .resize((n + 1).max(self.numbered.len() * 2), NO_ENTRY);
                }
                self.numbered[n] = idx;
            }
            None => {
                let key = NameKey::of(name);
                match self.entries.get(idx as usize) {
                    Some(e) if idx != NO_ENTRY => {
                        let name_at = e.name_at;
                        self.named.insert(
                            key,
                            NamedHead {
                                entry: idx,
                                name_at,
                            },
                        );
                    }
                    _ => {
                        self.named.remove(&key);
                    }
                }
            }
        }
    }

    pub(super) fn pop_scope_check(&mut self) -> PResult<()> {
        self.pop_value_scope();
        let left = self.forward.values().map(|f| f.offset).min();
        if let Some(at) = left.into_iter().chain(self.unresolved_at).min() {
            return self.err(at, "use of undeclared SSA value name");
        }
        Ok(())
    }

    pub(super) fn boundary(&self) -> usize {
        *self.isolation.last().unwrap_or(&0)
    }

    #[inline]
    pub(super) fn visible(&self, name: &str) -> Option<&ValueEntry> {
        let h = self.head(name);
        if h == NO_ENTRY {
            return None;
        }
        let e = &self.entries[h as usize];
        if e.scope as usize >= self.boundary() {
            Some(e)
        } else {
            None
        }
    }

    /// The source slice of a value name whose `%` is at `offset`.
    /// The name of an operand reference read back from the source.
    pub(super) fn name_at(&self, offset: usize, len: u32) -> PResult<&'s str> {
        let s = offset + 1;
        match self.src.get(s..s + len as usize) {
            Some(k) if self.b.get(offset) == Some(&b'%') && !k.is_empty() => Ok(k),
            _ => self.err(offset, "value name does not match the source text"),
        }
    }

    pub(super) fn type_mismatch(
        &self,
        name: &str,
        offset: usize,
        ty: Type,
        vt: Type,
        prior: usize,
    ) -> PResult<Value> {
        self.err(
            offset,
            format!(
                "use of value '%{}' expects different type than prior uses: '{}' vs '{}'",
                name,
                crate::core::printer::type_to_string(self.ctx, ty),
                crate::core::printer::type_to_string(self.ctx, vt)
            ),
        )
        .map_err(|e| e.with_note(prior, "prior use here"))
    }

    /// Where `%name#number` was defined or used so far in the current
    /// isolated scope (MLIR's `getReferenceLoc`).
    pub(super) fn reference_offset(&self, name: &str, number: u32) -> Option<usize> {
        if let Some(e) = self.visible(name) {
            if number < e.count {
                return Some(e.name_at as usize - 1);
            }
        }
        self.forward
            .get(&(name, number, self.isolation.len()))
            .map(|f| f.offset)
    }

    /// Resolves an operand to a value of type `ty`, creating a forward reference if needed.
    pub(super) fn resolve(&mut self, u: &UnresolvedOperand, ty: Type) -> PResult<Value> {
        let name = self.name_at(u.offset, u.name_len)?;
        self.resolve_raw(name, u.number, u.offset, ty)
    }

    pub(super) fn resolve_raw(
        &mut self,
        name: &'s str,
        number: u32,
        offset: usize,
        ty: Type,
    ) -> PResult<Value> {
        if let Some(e) = self.visible(name) {
            let Some(v) = e.get(number) else {
                return self.err(offset, "reference to invalid result number");
            };
            let vt = self.ctx.value_type(v);
            if vt != ty {
                let prior = e.name_at as usize - 1;
                return self.type_mismatch(name, offset, ty, vt, prior);
            }
            return Ok(v);
        }
        let key = (name, number, self.isolation.len());
        if let Some(f) = self.forward.get(&key) {
            let v = Value::Result {
                op: f.placeholder,
                index: 0,
            };
            let vt = self.ctx.value_type(v);
            if vt != ty {
                return self.type_mismatch(name, offset, ty, vt, f.offset);
            }
            return Ok(v);
        }
        let loc = self.ctx.unknown_loc();
        let mut st = OperationState::new(self.placeholder_name, loc);
        st.result_types.push(ty);
        let ph = self.ctx.create_operation(st);
        self.forward.insert(
            key,
            ForwardRef {
                placeholder: ph,
                offset,
            },
        );
        if self.forward_by_level.len() <= key.2 {
            self.forward_by_level.resize_with(key.2 + 1, Vec::new);
        }
        self.forward_by_level[key.2].push(key);
        Ok(Value::Result { op: ph, index: 0 })
    }

    /// Defines `count` values named `name` (`%name` at `offset`) starting at `base`.
    pub(super) fn define_values(
        &mut self,
        name: &'s str,
        offset: usize,
        base: Value,
        count: u32,
    ) -> PResult<()> {
        // The newest binding of the name is read and replaced in one
        // lookup (an error leaves it as it was).
        let idx = self.entries.len() as u32;
        let boundary = self.boundary();
        let name_at = (offset + 1) as u32;
        let shadows = |entries: &[ValueEntry], h: u32| {
            h != NO_ENTRY && entries[h as usize].scope as usize >= boundary
        };
        let numbered = self.name_number(name);
        let head = match numbered {
            Some(n) => {
                if n >= self.numbered.len() {
                    self.numbered
                        .resize((n + 1).max(self.numbered.len() * 2), NO_ENTRY);
                }
                let head = self.numbered[n];
                if !shadows(&self.entries, head) {
                    self.numbered[n] = idx;
                }
                head
            }
            None => match self.named.entry(NameKey::of(name)) {
                std::collections::hash_map::Entry::Occupied(mut e) => {
                    let h = *e.get();
                    let head = match self.entries.get(h.entry as usize) {
                        Some(x) if x.name_at == h.name_at => h.entry,
                        _ => NO_ENTRY,
                    };
                    if !shadows(&self.entries, head) {
                        e.insert(NamedHead {
                            entry: idx,
                            name_at,
                        });
                    }
                    head
                }
                std::collections::hash_map::Entry::Vacant(e) => {
                    e.insert(NamedHead {
                        entry: idx,
                        name_at,
                    });
                    NO_ENTRY
                }
            },
        };
        if shadows(&self.entries, head) {
            let prior = self.entries[head as usize].name_at as usize - 1;
            return self
                .err(offset, format!("redefinition of SSA value '%{name}'"))
                .map_err(|e| e.with_note(prior, "previously defined here"));
        }
        let entry = ValueEntry {
            base,
            count,
            scope: self.scope_depth as u32,
            prev: head,
            name_at,
            name_len: name.len() as u32,
            numbered: numbered.is_some(),
        };
        debug_assert_eq!(self.suffix_id_at(offset + 1), name);
        // (Bound before the forward references resolve: the head points at it.)
        self.entries.push(entry);
        let iso = self.isolation.len();
        // (References past the last result stay forward references, as in
        // mlir-opt: undeclared once the input ends.)
        if !self.forward.is_empty() {
            for i in 0..count {
                let v = self.entries[idx as usize].get(i).expect("in range");
                if let Some(f) = self.forward.remove(&(name, i, iso)) {
                    let ph = Value::Result {
                        op: f.placeholder,
                        index: 0,
                    };
                    let (pt, vt) = (self.ctx.value_type(ph), self.ctx.value_type(v));
                    if pt != vt {
                        let used = format!(
                            "previously used here with type '{}'",
                            crate::core::printer::type_to_string(self.ctx, pt)
                        );
                        return self
                            .err(
                                offset,
                                format!(
                                    "definition of SSA value '%{name}#{i}' has type '{}'",
                                    crate::core::printer::type_to_string(self.ctx, vt),
                                ),
                            )
                            .map_err(|e| e.with_note(f.offset, used));
                    }
                    self.ctx.replace_all_uses_with(ph, v);
                    let _ = self.ctx.erase_op(f.placeholder);
                }
            }
        }
        Ok(())
    }

    /// `%name` or `%name#N` as a source slice.
    pub(super) fn parse_operand_raw(&mut self) -> PResult<(&'s str, u32, usize)> {
        self.skip_ws();
        let offset = self.pos;
        if self.b.get(self.pos) != Some(&b'%') {
            return self.wrong_token("expected SSA operand");
        }
        self.pos += 1;
        let name = self.parse_suffix_id()?;
        let mut number = 0;
        if self.b.get(self.pos) == Some(&b'#') {
            // (`#N` is one token: digits right after the `#`.)
            let hash = self.pos;
            self.pos += 1;
            if !self.b.get(self.pos).is_some_and(u8::is_ascii_digit) {
                return self.err(hash, "invalid SSA value result number");
            }
            number = self.parse_u32("result number")?;
        }
        Ok((name, number, offset))
    }

    pub(super) fn parse_operand_ref(&mut self) -> PResult<UnresolvedOperand> {
        let (name, number, offset) = self.parse_operand_raw()?;
        Ok(UnresolvedOperand {
            name_len: name.len() as u32,
            number,
            offset,
        })
    }

    pub(super) fn get_block(&mut self, name: &'s str, offset: usize) -> BlockId {
        let scope = self.block_scopes.last_mut().expect("block scope");
        if let Some(&(b, _, _)) = scope.blocks.get(name) {
            return b;
        }
        let b = self.ctx.create_block(&[]);
        self.block_scopes
            .last_mut()
            .expect("block scope")
            .blocks
            .insert(name, (b, false, offset));
        b
    }

    pub(super) fn finish_region_blocks(&mut self) -> PResult<()> {
        let scope = self.block_scopes.pop().expect("block scope");
        if let Some((_, &(_, _, off))) = scope
            .blocks
            .iter()
            .filter(|(_, v)| !v.1)
            .min_by_key(|(_, v)| v.2)
        {
            return self.err(off, "reference to an undefined block");
        }
        Ok(())
    }
}
